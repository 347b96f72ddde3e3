//! Taps and clicks, found by our own hit test. A finger tap is often pressed
//! and lifted within one frame on a slow device, before a hover could be
//! recorded; so a tap counts when it starts and ends on the same target,
//! whatever happened between frames. Each finger is its own tap.
//!
//! A finger held on a pit for [`HOLD_SECONDS`] previews its move instead,
//! and lifting it then plays nothing; the mouse previews by hovering. A
//! finger that travelled (scrolling a panel) presses nothing.

use super::press::Press;
use crate::game::board::{PIT_RADIUS, Pit, PitFocus, Pointing, pit_center};
use crate::game::play::PitChosen;
use crate::game::state::{Dialog, no_dialog};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What a point on the screen would press.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    Button(Entity),
    Pit(u8),
}

/// Every button with where it is on screen.
pub(super) type ButtonQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static ComputedNode,
        &'static UiGlobalTransform,
        &'static InheritedVisibility,
        Option<&'static CalculatedClip>,
    ),
    With<Button>,
>;

/// How far (logical pixels) a finger or the mouse may travel between down
/// and up and still count as a tap.
const TAP_SLOP: f32 = 16.0;

/// How long a finger rests on a pit before it previews rather than plays.
pub const HOLD_SECONDS: f32 = 0.35;

/// Where the mouse button went down.
#[derive(Resource, Default)]
struct MousePress(Option<Vec2>);

/// When each finger now down touched the screen (seconds of game time).
#[derive(Resource, Default)]
struct TouchTimes(Vec<(u64, f32)>);

/// The z-order layer of a UI node: the `GlobalZIndex` of its nearest
/// ancestor that has one (overlays), or 0.
pub fn layer_of(
    mut entity: Entity,
    parents: &Query<&ChildOf>,
    layers: &Query<&GlobalZIndex>,
) -> i32 {
    loop {
        if let Ok(z) = layers.get(entity) {
            return z.0;
        }
        match parents.get(entity) {
            Ok(parent) => entity = parent.parent(),
            Err(_) => return 0,
        }
    }
}

/// The target under `point` (logical pixels): the buttons of the topmost UI
/// layer first; the pits only when no overlay covers the board.
fn target_at(
    point: Vec2,
    scale: f32,
    buttons: &ButtonQuery,
    panels: &Query<(Entity, &ComputedNode, &UiGlobalTransform), With<GlobalZIndex>>,
    parents: &Query<&ChildOf>,
    layers: &Query<&GlobalZIndex>,
    camera: &(&Camera, &GlobalTransform),
) -> Option<Target> {
    let physical = point * scale;
    let inside = |node: &ComputedNode, transform: &UiGlobalTransform| {
        let centre = transform.affine().translation;
        let half = node.size() / 2.0;
        node.size().x > 0.0 && (physical - centre).abs().cmple(half).all()
    };
    let top_layer = panels
        .iter()
        .filter(|(_, node, transform)| inside(node, transform))
        .map(|(e, _, _)| layer_of(e, parents, layers))
        .max();
    let mut best: Option<(i32, Target)> = None;
    for (entity, node, transform, visible, clip) in buttons {
        // A button scrolled out of its panel's view cannot be pressed.
        let clipped = clip.is_some_and(|c| !c.clip.contains(physical));
        if !visible.get() || !inside(node, transform) || clipped {
            continue;
        }
        let layer = layer_of(entity, parents, layers);
        if best.is_none_or(|(l, _)| layer > l) {
            best = Some((layer, Target::Button(entity)));
        }
    }
    if let Some((layer, target)) = best
        && top_layer.is_none_or(|top| layer >= top)
    {
        return Some(target);
    }
    if top_layer.is_some() {
        return None; // an overlay covers the board
    }
    let (camera, camera_transform) = camera;
    let world = camera.viewport_to_world_2d(camera_transform, point).ok()?;
    (0..6u8).find_map(|pit| {
        (world.distance(pit_center(pit as usize)) <= PIT_RADIUS).then_some(Target::Pit(pit))
    })
}

/// The taps' own hit test, as a system parameter: what a tap at a point
/// would press, pits only while the board takes taps (a match, no dialog).
/// The web page's probe asks the same question without tapping.
#[derive(SystemParam)]
pub struct HitTest<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform)>,
    buttons: ButtonQuery<'w, 's>,
    panels: Query<
        'w,
        's,
        (Entity, &'static ComputedNode, &'static UiGlobalTransform),
        With<GlobalZIndex>,
    >,
    parents: Query<'w, 's, &'static ChildOf>,
    layers: Query<'w, 's, &'static GlobalZIndex>,
    pits: Query<'w, 's, (), With<Pit>>,
    dialog: Option<Res<'w, State<Dialog>>>,
}

impl HitTest<'_, '_> {
    /// What a tap at `point` (logical pixels of the window) would press.
    pub fn at(&self, point: Vec2) -> Option<Target> {
        // Pits exist only during a match, and take taps only with no dialog open.
        let board_open = !self.pits.is_empty() && no_dialog(self.dialog.as_ref().map(Res::clone));
        let target = target_at(
            point,
            self.window.scale_factor(),
            &self.buttons,
            &self.panels,
            &self.parents,
            &self.layers,
            &self.camera,
        );
        target.filter(|t| !matches!(t, Target::Pit(_)) || board_open)
    }
}

fn fire(target: Target, focus: &mut PitFocus, commands: &mut Commands) {
    match target {
        Target::Button(entity) => commands.trigger(Press { entity }),
        Target::Pit(pit) => {
            // The keyboard cursor shows only while the keyboard is in use.
            focus.pit = None;
            commands.trigger(PitChosen { pit });
        }
    }
}

fn taps(
    window: Single<&Window, With<PrimaryWindow>>,
    hits: HitTest,
    time: Res<Time>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    mut press: ResMut<MousePress>,
    mut touch_times: ResMut<TouchTimes>,
    mut pointing: ResMut<Pointing>,
    mut focus: ResMut<PitFocus>,
    mut commands: Commands,
) {
    let at = |point: Vec2| hits.at(point);
    if mouse.just_pressed(MouseButton::Left) {
        press.0 = window.cursor_position();
    }
    if mouse.just_released(MouseButton::Left)
        && let (Some(start), Some(end)) = (press.0.take(), window.cursor_position())
        && start.distance(end) <= TAP_SLOP
        && let Some(target) = at(end)
        && at(start) == Some(target)
    {
        fire(target, &mut focus, &mut commands);
    }
    let now = time.elapsed_secs();
    for touch in touches.iter_just_pressed() {
        touch_times.0.push((touch.id(), now));
    }
    let held_for = |id: u64| {
        touch_times
            .0
            .iter()
            .find(|(t, _)| *t == id)
            .map_or(0.0, |(_, since)| now - since)
    };
    // A finger resting on the pit it touched first previews that pit.
    let held = touches.iter().find_map(|touch| match at(touch.position()) {
        Some(Target::Pit(pit))
            if held_for(touch.id()) >= HOLD_SECONDS
                && at(touch.start_position()) == Some(Target::Pit(pit)) =>
        {
            Some(pit)
        }
        _ => None,
    });
    for touch in touches.iter_just_released() {
        let was_held = held_for(touch.id()) >= HOLD_SECONDS;
        if let Some(target) = at(touch.position())
            && touch.distance().length() <= TAP_SLOP
            && at(touch.start_position()) == Some(target)
            && !(was_held && matches!(target, Target::Pit(_)))
        {
            fire(target, &mut focus, &mut commands);
        }
    }
    for touch in touches
        .iter_just_released()
        .chain(touches.iter_just_canceled())
    {
        touch_times.0.retain(|(id, _)| *id != touch.id());
    }
    let hover = window.cursor_position().and_then(|p| match at(p) {
        Some(Target::Pit(pit)) => Some(pit),
        _ => None,
    });
    pointing.set_if_neq(Pointing { hover, held });
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MousePress>()
        .init_resource::<TouchTimes>()
        .add_systems(
            PreUpdate,
            taps.after(bevy::input::InputSystems).run_if(
                any_with_component::<PrimaryWindow>
                    .and_then(any_with_component::<Camera>)
                    .and_then(resource_exists::<Touches>)
                    .and_then(resource_exists::<ButtonInput<MouseButton>>),
            ),
        );
}
