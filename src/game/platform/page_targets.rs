//! Where the browser test taps, awake only on a page opened with
//! `?modiar-test`: the place of each pit and button a tap can reach, and
//! the answer to the page's probe.
//!
//! The page may ask one question back: what a tap at given points would
//! press (`data-modiar-probe`), answered by the taps' own hit test without
//! tapping (`data-modiar-probe-hit`).

use super::web::{Published, STEADY_FRAMES, page_attribute, test_hooks_awake};
use crate::game::board::{BoardPit, PIT_RADIUS, pit_center};
use crate::game::input::{HitTest, Target};
use crate::game::ui::veil::Veil;
use crate::game::ui::widgets::ButtonId;
use crate::rules::Pit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Whether anything a target's place depends on changed this frame.
#[derive(SystemParam)]
struct LayoutChanges<'w, 's> {
    windows: Query<'w, 's, (), (With<PrimaryWindow>, Changed<Window>)>,
    // The board's camera moves, or zooms (its projection's scale).
    cameras: Query<
        'w,
        's,
        (),
        (
            With<Camera>,
            Or<(Changed<GlobalTransform>, Changed<Projection>)>,
        ),
    >,
    moved: Query<
        'w,
        's,
        (),
        (
            With<ButtonId>,
            // Shown or hidden where it stands (a row of the title that
            // takes its mode's turn in a shared room) counts too.
            Or<(
                Changed<UiGlobalTransform>,
                Changed<ComputedNode>,
                Changed<InheritedVisibility>,
            )>,
        ),
    >,
    pits: Query<'w, 's, (), Added<BoardPit>>,
    buttons: Query<'w, 's, (), With<ButtonId>>,
    known_buttons: Local<'s, usize>,
    // A new screen's cover going up or coming off.
    veils: Query<'w, 's, (), Added<Veil>>,
    lifted: RemovedComponents<'w, 's, Veil>,
}

impl LayoutChanges<'_, '_> {
    fn any(&mut self) -> bool {
        let count = self.buttons.iter().count();
        let gone = count != *self.known_buttons;
        *self.known_buttons = count;
        let lifted = self.lifted.read().count() > 0;
        gone || lifted
            || !self.veils.is_empty()
            || !self.windows.is_empty()
            || !self.cameras.is_empty()
            || !self.moved.is_empty()
            || !self.pits.is_empty()
    }
}

/// Where each pit and each button a tap can reach is, in CSS pixels of
/// the canvas (its centre in `targets`, its rectangle in `rects`): written
/// when the window, the camera or the buttons change.
fn publish_targets(
    mut changes: LayoutChanges,
    window: Single<&Window, With<PrimaryWindow>>,
    hits: HitTest,
    names: Query<&ButtonId>,
    mut published: ResMut<Published>,
) {
    if !changes.any() {
        if published.steady < STEADY_FRAMES {
            published.steady += 1;
            let steady = published.steady.to_string();
            published.set("steady", steady);
        }
        return;
    }
    published.steady = 0;
    published.set("steady", "0".to_owned());
    // Only what a tap can reach, as the taps' own hit test finds it: the
    // buttons of the top layer, and the pits only when no overlay covers
    // the board (under a new screen's cover, nothing). A button partly scrolled out of its panel's view
    // is not yet a target: the panel scrolls to bring it whole.
    let shown = hits.top_buttons();
    let css = 1.0 / hits.scale();
    // Each target's centre, and its rectangle: left, top, width, height.
    let mut found: Vec<(String, Vec2, Vec2)> = Vec::new();
    if let Some((camera, camera_transform)) = hits.camera()
        && hits.board_open()
    {
        for pit in Pit::ALL {
            let corner = |dx: f32, dy: f32| {
                let world = pit_center(pit) + Vec2::new(dx, dy) * PIT_RADIUS;
                camera.world_to_viewport(camera_transform, world.extend(0.0))
            };
            if let (Ok(a), Ok(b)) = (corner(-1.0, 1.0), corner(1.0, -1.0)) {
                found.push((format!("pit{pit}"), (a + b) / 2.0, (b - a).abs()));
            }
        }
    }
    let mut named: Vec<(String, Vec2, Vec2)> = shown
        .into_iter()
        .filter(|b| b.whole_in_view())
        .filter_map(|b| {
            let id = names.get(b.entity).ok()?;
            let name = id.0.strip_prefix("button-").unwrap_or(id.0);
            Some((
                name.to_owned(),
                b.whole.center() * css,
                b.whole.size() * css,
            ))
        })
        .collect();
    named.sort_by(|a, b| a.0.cmp(&b.0));
    found.extend(named);
    // Whole CSS pixels: a centre, and a rectangle's left, top, width and
    // height.
    let whole = |v: f32| v.round() as i32;
    let targets: serde_json::Map<String, serde_json::Value> = found
        .iter()
        .map(|(name, at, _)| (name.clone(), [whole(at.x), whole(at.y)].into()))
        .collect();
    let rects: serde_json::Map<String, serde_json::Value> = found
        .iter()
        .map(|(name, at, size)| {
            let corner = *at - *size / 2.0;
            let rect = [corner.x, corner.y, size.x, size.y].map(whole);
            (name.clone(), rect.into())
        })
        .collect();
    published.set("targets", serde_json::Value::Object(targets).to_string());
    published.set("rects", serde_json::Value::Object(rects).to_string());
    published.set(
        "size",
        format!("{:.0}x{:.0}", window.width(), window.height()),
    );
}

/// Answers the page's probe: `data-modiar-probe` is `ID|x,y;x,y;…` (CSS
/// pixels of the canvas); the answer, in `data-modiar-probe-hit`, names
/// what a tap at each point would press (`pit2`, `play`, `none`), in
/// order, from the taps' own hit test. `data-modiar-probe-at` then repeats
/// the question, so the page knows which one is answered. Nothing is
/// pressed.
fn answer_probe(hits: HitTest, names: Query<&ButtonId>, mut published: ResMut<Published>) {
    let Some(probe) = page_attribute("probe") else {
        return;
    };
    if published.values.get("probe-at") == Some(&probe) {
        return;
    }
    let points = probe.split_once('|').map_or(probe.as_str(), |(_, p)| p);
    let answers: Vec<String> = points
        .split(';')
        .filter(|p| !p.is_empty())
        .map(|point| {
            let at = point
                .split_once(',')
                .and_then(|(x, y)| Some(Vec2::new(x.trim().parse().ok()?, y.trim().parse().ok()?)));
            match at.map(|at| hits.at(at)) {
                None => "unreadable".to_owned(),
                Some(None) => "none".to_owned(),
                Some(Some(Target::Pit(pit))) => format!("pit{pit}"),
                Some(Some(Target::Button(entity))) => names.get(entity).map_or_else(
                    |_| "unnamed".to_owned(),
                    |id| id.0.strip_prefix("button-").unwrap_or(id.0).to_owned(),
                ),
            }
        })
        .collect();
    published.set("probe-hit", answers.join(";"));
    published.set("probe-at", probe);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        (publish_targets, answer_probe).run_if(test_hooks_awake),
    );
}
