//! The page around the web build: the game writes its state onto the
//! page's `<body>` as `data-modiar-*` attributes, for the loading screen and
//! for the browser tests (which read the board and tap where the pits and
//! buttons are). Attributes are written only when their value changes.

use crate::game::board::{Pit, pit_center};
use crate::game::play::{Match, OpenCode, Oracle};
use crate::game::state::{Screen, Turn};
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::Notices;
use crate::game::ui::widgets::ButtonId;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::collections::HashMap;

/// Frame times are counted in 1 ms bins up to this many milliseconds; a
/// longer frame counts in the last bin.
const HISTOGRAM_MS: usize = 2_000;
/// How often the frame figures are written while they change.
const STATS_EVERY_SECONDS: f32 = 0.5;

/// Busy frames (while the computer or the solver works), as a histogram:
/// percentiles at any time without keeping or sorting every frame.
#[derive(Default)]
struct FrameHistogram {
    bins: Vec<u32>,
    count: u32,
    longest: f32,
}

impl FrameHistogram {
    fn add(&mut self, seconds: f32) {
        if self.bins.is_empty() {
            self.bins = vec![0; HISTOGRAM_MS + 1];
        }
        let ms = (seconds * 1000.0).round() as usize;
        self.bins[ms.min(HISTOGRAM_MS)] += 1;
        self.count += 1;
        self.longest = self.longest.max(seconds);
    }

    /// The frame time below which `percent` of the frames lie, in ms.
    fn percentile(&self, percent: u32) -> f32 {
        if self.count == 0 {
            return 0.0;
        }
        let wanted = (u64::from(self.count) * u64::from(percent))
            .div_ceil(100)
            .max(1);
        let mut seen = 0u64;
        for (ms, &n) in self.bins.iter().enumerate() {
            seen += u64::from(n);
            if seen >= wanted {
                return ms as f32;
            }
        }
        HISTOGRAM_MS as f32
    }
}

/// What the page has been told, to write only changes.
#[derive(Resource, Default)]
struct Published {
    values: HashMap<&'static str, String>,
    busy: FrameHistogram,
    since_stats: f32,
    frames: u64,
}

impl Published {
    /// Writes `value` as `data-modiar-NAME` unless the page has it already.
    fn set(&mut self, name: &'static str, value: String) {
        if self.values.get(name) != Some(&value) {
            set_attribute(name, &value);
            self.values.insert(name, value);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn set_attribute(name: &str, value: &str) {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.set_attribute(&format!("data-modiar-{name}"), value);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn set_attribute(_name: &str, _value: &str) {}

#[cfg(target_arch = "wasm32")]
fn log(message: &str) {
    web_sys::console::log_1(&message.into());
}

#[cfg(not(target_arch = "wasm32"))]
fn log(_message: &str) {}

fn screen_name(screen: Screen) -> &'static str {
    match screen {
        Screen::Title => "title",
        Screen::Playing => "playing",
        Screen::GameOver => "over",
        Screen::Tutorial => "tutorial",
        Screen::Puzzles => "puzzles",
        Screen::Analysis => "analysis",
    }
}

fn turn_name(turn: Option<Turn>) -> &'static str {
    match turn {
        Some(Turn::Human) => "human",
        Some(Turn::Animating) => "animating",
        Some(Turn::Ai) => "ai",
        Some(Turn::Over) => "over",
        Some(Turn::Idle) => "idle",
        None => "none",
    }
}

/// Frame times while the computer or the solver works, written twice a
/// second at most.
fn publish_frames(
    time: Res<Time<Real>>,
    turn: Option<Res<State<Turn>>>,
    oracle: Res<Oracle>,
    mut published: ResMut<Published>,
) {
    published.frames += 1;
    let frame = time.delta_secs();
    if turn.is_some_and(|t| *t.get() == Turn::Ai) || oracle.needs_frames() {
        published.busy.add(frame);
    }
    // The page hides its loading screen once frames are being drawn.
    let frames = published.frames.min(10).to_string();
    published.set("frames", frames);
    published.since_stats += frame;
    if published.since_stats < STATS_EVERY_SECONDS {
        return;
    }
    published.since_stats = 0.0;
    let busy = &published.busy;
    let figures = [
        ("longest-busy-frame-ms", busy.longest * 1000.0),
        ("median-busy-frame-ms", busy.percentile(50)),
        ("p95-busy-frame-ms", busy.percentile(95)),
        (
            "longest-solver-slice-ms",
            oracle.longest_slice.as_secs_f32() * 1000.0,
        ),
        (
            "longest-still-solver-slice-ms",
            oracle.longest_still_slice.as_secs_f32() * 1000.0,
        ),
        ("solved", oracle.progress()),
    ];
    for (name, value) in figures {
        let text = if name == "solved" {
            format!("{value:.2}")
        } else {
            format!("{value:.1}")
        };
        published.set(name, text);
    }
}

/// The game's state: written when the match, the screen, the turn, the
/// language or the notices change.
fn publish_state(
    game: Res<Match>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    locale: Res<Locale>,
    notices: Res<Notices>,
    mut published: ResMut<Published>,
) {
    let position = game.position();
    let board: Vec<String> = position.board().iter().map(u8::to_string).collect();
    let board = board.join(",");
    let moves = game.moves().len().to_string();
    if published.values.get("moves") != Some(&moves) && !game.moves().is_empty() {
        log(&format!(
            "modiar: move {moves} (pit {}) -> board {board} captured {:?}",
            game.moves().last().copied().unwrap_or_default(),
            position.captured()
        ));
    }
    let notices = notices
        .items
        .iter()
        .map(|n| n.kind.message())
        .collect::<Vec<_>>()
        .join(",");
    let values = [
        ("screen", screen_name(*screen.get()).to_owned()),
        ("turn", turn_name(turn.map(|t| *t.get())).to_owned()),
        ("board", board),
        (
            "captured",
            format!("{},{}", position.captured()[0], position.captured()[1]),
        ),
        ("to-move", position.to_move().as_str().to_owned()),
        ("moves", moves),
        ("language", locale.language.code().to_owned()),
        ("notices", notices),
    ];
    for (name, value) in values {
        published.set(name, value);
    }
}

fn state_changed(
    game: Res<Match>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    locale: Res<Locale>,
    notices: Res<Notices>,
) -> bool {
    game.is_changed()
        || screen.is_changed()
        || turn.is_some_and(|t| t.is_changed())
        || locale.is_changed()
        || notices.is_changed()
}

/// Whether anything a target's place depends on changed this frame.
#[derive(SystemParam)]
struct LayoutChanges<'w, 's> {
    windows: Query<'w, 's, (), (With<PrimaryWindow>, Changed<Window>)>,
    cameras: Query<'w, 's, (), (With<Camera>, Changed<GlobalTransform>)>,
    moved: Query<
        'w,
        's,
        (),
        (
            With<ButtonId>,
            Or<(Changed<UiGlobalTransform>, Changed<ComputedNode>)>,
        ),
    >,
    pits: Query<'w, 's, (), Added<Pit>>,
    buttons: Query<'w, 's, (), With<ButtonId>>,
    known_buttons: Local<'s, usize>,
}

impl LayoutChanges<'_, '_> {
    fn any(&mut self) -> bool {
        let count = self.buttons.iter().count();
        let gone = count != *self.known_buttons;
        *self.known_buttons = count;
        gone || !self.windows.is_empty()
            || !self.cameras.is_empty()
            || !self.moved.is_empty()
            || !self.pits.is_empty()
    }
}

/// Where each pit and each button is, in CSS pixels of the canvas: written
/// when the window, the camera or the buttons change.
fn publish_targets(
    mut changes: LayoutChanges,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    pits: Query<&Pit>,
    buttons: Query<(
        &ButtonId,
        &UiGlobalTransform,
        &ComputedNode,
        &InheritedVisibility,
    )>,
    mut published: ResMut<Published>,
) {
    if !changes.any() {
        return;
    }
    let (camera, camera_transform) = *camera;
    let mut targets = Vec::new();
    if !pits.is_empty() {
        for pit in 0..6 {
            if let Ok(at) = camera.world_to_viewport(camera_transform, pit_center(pit).extend(0.0))
            {
                targets.push(format!("\"pit{pit}\":[{:.0},{:.0}]", at.x, at.y));
            }
        }
    }
    let mut named: Vec<String> = buttons
        .iter()
        .filter(|(_, _, node, visible)| visible.get() && node.size().x > 0.0)
        .map(|(id, transform, node, _)| {
            let at = transform.affine().translation * node.inverse_scale_factor();
            let name = id.0.strip_prefix("button-").unwrap_or(id.0);
            format!("\"{name}\":[{:.0},{:.0}]", at.x, at.y)
        })
        .collect();
    named.sort();
    targets.extend(named);
    published.set("targets", format!("{{{}}}", targets.join(",")));
    published.set(
        "size",
        format!("{:.0}x{:.0}", window.width(), window.height()),
    );
}

/// The page's address after `#`, where a shared game's code comes.
fn page_hash() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().hash().ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// A link to a game (`index.html#g=CODE`) opens it on the analysis board.
fn open_linked_game(mut commands: Commands) {
    if let Some(hash) = page_hash().filter(|h| h.starts_with("#g=")) {
        commands.trigger(OpenCode(hash));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, open_linked_game.run_if(run_once));
    app.init_resource::<Published>().add_systems(
        Last,
        (
            publish_frames,
            publish_state.run_if(state_changed),
            publish_targets,
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::FrameHistogram;

    #[test]
    fn percentiles_come_from_the_histogram() {
        let mut h = FrameHistogram::default();
        assert_eq!(h.percentile(50), 0.0);
        for ms in 1..=100 {
            h.add(ms as f32 / 1000.0);
        }
        assert_eq!(h.percentile(50), 50.0);
        assert_eq!(h.percentile(95), 95.0);
        assert_eq!(h.percentile(100), 100.0);
        h.add(5.0);
        assert_eq!(h.percentile(100), 2000.0);
        assert_eq!(h.longest, 5.0);
    }
}
