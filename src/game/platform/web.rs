//! The page around the web build: the game writes its state onto the
//! page's `<body>` as `data-modiar-*` attributes, for the loading screen and
//! for the browser tests (which read the board and tap where the pits and
//! buttons are). Attributes are written only when their value changes.
//! The game also pauses while the page is hidden, and offers the browser's
//! full screen where there is one.
//!
//! The page may ask one question back: what a tap at given points would
//! press (`data-modiar-probe`), answered by the taps' own hit test without
//! tapping (`data-modiar-probe-hit`).
//!
//! What only the browser test reads (the state and the choices, the
//! targets and their rectangles, the probe's answers, the frame figures,
//! the stones landed, a console line per move) wakes only on a
//! page opened with `?modiar-test` ([`TestHooks`]): a player's frames pay
//! nothing for it, and the test still plays the very zip that ships.
//!
//! The page's news comes in here too: the Web Worker's solve (through
//! [`page_news`], between frames), the page's address, and the browser's
//! own prompt for a game's code.

use crate::game::analysis::{Analysis, PageAddress};
use crate::game::board::{BoardPit, Foresight, PIT_RADIUS, Preview, StoneLanded, pit_center};
use crate::game::input::{HitTest, Target};
use crate::game::play::{
    LinkGiven, Match, OpenCode, Oracle, PageSolve, Players, Refusal, SeatNotes,
};
use crate::game::state::{AppSystems, Dialog, Screen, Turn, want_frames};
use crate::game::theme::UiFonts;
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::refusal_text;
use crate::game::ui::screens::{FullscreenOffered, ToggleFullscreen};
use crate::game::ui::veil::Veil;
use crate::game::ui::widgets::ButtonId;
use crate::rules::{IllegalMove, Pit, Side, Starvation};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
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
    /// Frames drawn since a target last moved (counted up to
    /// [`STEADY_FRAMES`]).
    steady: u32,
}

/// Frames without a target moving after which the page's targets count
/// as settled (`data-modiar-steady`): a layout settles over frames, so a
/// reader waits for frames, not for time.
const STEADY_FRAMES: u32 = 3;

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
pub(super) fn set_attribute(name: &str, value: &str) {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.set_attribute(&format!("data-modiar-{name}"), value);
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn set_attribute(_name: &str, _value: &str) {}

/// The page's own `data-modiar-NAME`, if it set one.
#[cfg(target_arch = "wasm32")]
fn page_attribute(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .and_then(|body| body.get_attribute(&format!("data-modiar-{name}")))
}

#[cfg(not(target_arch = "wasm32"))]
fn page_attribute(_name: &str) -> Option<String> {
    None
}

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

/// The browser test's hooks, awake only on a page opened with
/// `?modiar-test`.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TestHooks(pub bool);

fn test_hooks_awake(hooks: Res<TestHooks>) -> bool {
    hooks.0
}

/// Whether the page's address asks for the test's hooks.
fn page_asks_for_test_hooks() -> bool {
    #[cfg(target_arch = "wasm32")]
    if let Some(search) = web_sys::window().and_then(|w| w.location().search().ok()) {
        return search
            .trim_start_matches('?')
            .split('&')
            .any(|part| part == "modiar-test");
    }
    false
}

/// Frames drawn, for the loading screen; for the test, frame times while
/// the computer or the solver works, written twice a second at most.
fn publish_frames(
    time: Res<Time<Real>>,
    turn: Option<Res<State<Turn>>>,
    oracle: Res<Oracle>,
    hooks: Res<TestHooks>,
    mut published: ResMut<Published>,
) {
    // The page hides its loading screen once frames are being drawn.
    if published.frames < 10 {
        published.frames += 1;
        let frames = published.frames.to_string();
        published.set("frames", frames);
    }
    if !hooks.0 {
        return;
    }
    let frame = time.delta_secs();
    if turn.is_some_and(|t| *t.get() == Turn::Ai) || oracle.needs_frames() {
        published.busy.add(frame);
    }
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
/// The turn as it stands once this frame's changes apply (a move made
/// this frame has asked for `Animating` already): the page never reads a
/// person's turn in the frame a move begins.
fn turn_now(turn: Option<&State<Turn>>, next: Option<&NextState<Turn>>) -> Option<Turn> {
    let pending = next.and_then(|next| match next {
        NextState::Unchanged => None,
        NextState::Pending(turn) | NextState::PendingIfNeq(turn) => Some(*turn),
    });
    pending.or_else(|| turn.map(|t| *t.get()))
}

#[allow(clippy::too_many_arguments)]
fn publish_state(
    game: Res<Match>,
    analysis: Option<Res<Analysis>>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    next_turn: Option<Res<NextState<Turn>>>,
    locale: Res<Locale>,
    notices: Res<Notices>,
    seat_notes: Res<SeatNotes>,
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
    let legal: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|p| p.to_string())
        .collect();
    let notices = notices
        .items
        .iter()
        .map(|n| n.kind.message())
        .collect::<Vec<_>>()
        .join(",");
    let values = [
        ("screen", screen_name(*screen.get()).to_owned()),
        (
            "turn",
            turn_name(turn_now(turn.as_deref(), next_turn.as_deref())).to_owned(),
        ),
        ("board", board),
        (
            "captured",
            format!("{},{}", position.captured()[0], position.captured()[1]),
        ),
        ("to-move", position.to_move().as_str().to_owned()),
        ("moves", moves),
        ("legal", legal.join(",")),
        // The analysis board's step, and the moves of its game.
        (
            "analysis",
            analysis.map_or(String::new(), |a| {
                format!("{}/{}", a.at, a.game.moves().len())
            }),
        ),
        ("language", locale.language.code().to_owned()),
        ("notices", notices),
        // Face to face, each seat's own note: "south:…,north:…".
        (
            "seat-notes",
            [Side::South, Side::North]
                .map(|seat| {
                    let note = seat_notes.of(seat).map(|n| format!("{n:?}"));
                    format!("{}:{}", seat.as_str(), note.unwrap_or_default())
                })
                .join(","),
        ),
    ];
    for (name, value) in values {
        published.set(name, value);
    }
}

fn published_state_changed(
    game: Res<Match>,
    analysis: Option<Res<Analysis>>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    next_turn: Option<Res<NextState<Turn>>>,
    locale: Res<Locale>,
    notices: Res<Notices>,
    seat_notes: Res<SeatNotes>,
) -> bool {
    game.is_changed()
        || next_turn.is_some_and(|t| t.is_changed())
        || seat_notes.is_changed()
        || analysis.is_some_and(|a| a.is_changed())
        || screen.is_changed()
        || turn.is_some_and(|t| t.is_changed())
        || locale.is_changed()
        || notices.is_changed()
}

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
            Or<(Changed<UiGlobalTransform>, Changed<ComputedNode>)>,
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

/// Stones landed since the page opened (`sown`): the test reads whether a
/// move goes on while the page is hidden.
fn count_stones_landed(
    mut landed: MessageReader<StoneLanded>,
    mut total: Local<u64>,
    mut published: ResMut<Published>,
) {
    let new = landed.read().count() as u64;
    if new > 0 || *total == 0 {
        *total += new;
        published.set("sown", total.to_string());
    }
}

/// The rule that refuses a pit, by a short name for the page.
fn rule_name(reason: IllegalMove) -> &'static str {
    match reason {
        IllegalMove::NotYourPit { .. } => "not-your-pit",
        IllegalMove::Empty { .. } => "empty",
        IllegalMove::Singleton { .. } => "singleton",
        IllegalMove::WouldStarve {
            rule: Starvation::Feeding,
            ..
        } => "feeding",
        IllegalMove::WouldStarve {
            rule: Starvation::GrandSlam,
            ..
        } => "grand-slam",
        IllegalMove::GameOver => "game-over",
    }
}

/// The preview on show and the refusal on show: `preview` is the pit and
/// the counts its move would leave (`2:8,8,2,8,8,8`), or the pit and the
/// rule that forbids it (`1:singleton`); `refusal` is the refused pit and
/// its rule (`5:not-your-pit`), and `refusal-text` the words the player
/// reads. Each is empty when nothing shows.
fn publish_choices(
    preview: Res<Preview>,
    refusal: Res<Refusal>,
    players: Option<Res<Players>>,
    locale: Res<Locale>,
    mut published: ResMut<Published>,
) {
    let shown = match &preview.shown {
        Some((pit, Foresight::Move { counts, .. })) => {
            let counts: Vec<String> = counts.iter().map(u8::to_string).collect();
            format!("{pit}:{}", counts.join(","))
        }
        Some((pit, Foresight::Refused(reason))) => format!("{pit}:{}", rule_name(*reason)),
        None => String::new(),
    };
    let (refused, words) = match (refusal.shown(), players) {
        (Some(refused), Some(players)) => (
            format!("{}:{}", refused.pit, rule_name(refused.reason)),
            refusal_text(refused.reason, &players, &locale),
        ),
        (Some(refused), None) => (
            format!("{}:{}", refused.pit, rule_name(refused.reason)),
            String::new(),
        ),
        (None, _) => (String::new(), String::new()),
    };
    published.set("preview", shown);
    published.set("refusal", refused);
    published.set("refusal-text", words);
}

fn choices_changed(
    preview: Res<Preview>,
    refusal: Res<Refusal>,
    players: Option<Res<Players>>,
    locale: Res<Locale>,
) -> bool {
    preview.is_changed()
        || refusal.is_changed()
        || players.is_some_and(|p| p.is_changed())
        || locale.is_changed()
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

/// A game resting between events (frugal redraws) runs a frame when the
/// page asks it something: the page calls `modiar_wake`.
#[cfg(target_arch = "wasm32")]
pub(super) mod wake {
    use bevy::prelude::*;
    use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
    use std::sync::OnceLock;
    use wasm_bindgen::prelude::wasm_bindgen;

    type Wake = Box<dyn Fn() + Send + Sync>;
    static WAKE: OnceLock<Wake> = OnceLock::new();

    pub(super) fn keep_proxy(proxy: Option<Res<EventLoopProxyWrapper>>) {
        if let Some(proxy) = proxy {
            let proxy = (**proxy).clone();
            let _ = WAKE.set(Box::new(move || {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }));
        }
    }

    /// Runs one frame of a resting game.
    #[wasm_bindgen]
    pub fn modiar_wake() {
        if let Some(wake) = WAKE.get() {
            wake();
        }
    }
}

/// The fonts arrive over the network a while after the first frames. Until
/// they are in, the game keeps drawing: resting between events (frugal
/// redraws), it would go on showing its buttons without words, laid out
/// for no words, until the next touch. Once they are in, the change keeps
/// it drawing long enough to lay the words out. `data-modiar-fonts` says
/// `loading`, `ready` or `failed`.
fn draw_while_fonts_load(
    fonts: Option<Res<UiFonts>>,
    server: Res<AssetServer>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut published: ResMut<Published>,
) {
    let Some(fonts) = fonts else {
        return;
    };
    let states: Vec<_> = [&fonts.regular, &fonts.bold, &fonts.arabic]
        .into_iter()
        .map(|font| server.load_state(font.id()))
        .collect();
    let state = if states.iter().any(|s| s.is_loading()) {
        redraw.write(RequestRedraw);
        "loading"
    } else if states.iter().all(|s| s.is_loaded()) {
        "ready"
    } else {
        "failed"
    };
    published.set("fonts", state.to_owned());
}

/// What the page's document says. Off the web: shown, no full screen.
#[derive(Default)]
struct PageFacts {
    /// Another tab, a minimised browser.
    hidden: bool,
    /// The browser can show the page on the whole screen (not an iPhone's).
    fullscreen_enabled: bool,
}

fn page_facts() -> PageFacts {
    #[cfg(target_arch = "wasm32")]
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        return PageFacts {
            hidden: document.hidden(),
            fullscreen_enabled: document.fullscreen_enabled(),
        };
    }
    PageFacts::default()
}

/// While the page is hidden the game's clock stops: stones halt mid-flight
/// and the computer waits; they go on when the page comes back. (The page
/// itself suspends the sound.) A clock stopped for another reason is left
/// alone.
fn pause_while_hidden(
    mut time: ResMut<Time<Virtual>>,
    mut paused_here: Local<bool>,
    mut published: ResMut<Published>,
) {
    let hidden = page_facts().hidden;
    if hidden && !time.is_paused() {
        time.pause();
        *paused_here = true;
    } else if !hidden && *paused_here {
        time.unpause();
        *paused_here = false;
    }
    published.set("paused", if *paused_here { "1" } else { "0" }.to_owned());
}

/// How long the browser has to give the game the whole screen before the
/// player is told it did not, seconds. The answer comes as a promise.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const FULLSCREEN_ANSWER_SECONDS: f32 = 1.0;

/// The whole screen was asked for, and not yet given.
#[derive(Resource, Default)]
struct FullscreenAsked(Option<Timer>);

/// The whole screen, or back: the press that asks is a moment old, still
/// within the gesture the browser requires.
fn toggle_fullscreen(
    _: On<ToggleFullscreen>,
    mut asked: ResMut<FullscreenAsked>,
    mut notices: ResMut<Notices>,
) {
    #[cfg(target_arch = "wasm32")]
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if document.fullscreen_element().is_some() {
            document.exit_fullscreen();
        } else if let Some(page) = document.document_element() {
            match page.request_fullscreen() {
                Ok(()) => {
                    asked.0 = Some(Timer::from_seconds(
                        FULLSCREEN_ANSWER_SECONDS,
                        TimerMode::Once,
                    ))
                }
                Err(error) => {
                    log(&format!("modiar: full screen refused: {error:?}"));
                    notices.push(NoticeKind::FullscreenRefused, None);
                }
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (&mut asked, &mut notices);
}

/// A press always answers: if the screen is still not whole once the
/// browser has had time to answer, a notice says so.
fn await_fullscreen(
    time: Res<Time>,
    mut asked: ResMut<FullscreenAsked>,
    mut notices: ResMut<Notices>,
) {
    let Some(timer) = asked.0.as_mut() else {
        return;
    };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    asked.0 = None;
    #[cfg(target_arch = "wasm32")]
    let whole = web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.fullscreen_element().is_some());
    #[cfg(not(target_arch = "wasm32"))]
    let whole = true;
    if !whole {
        notices.push(NoticeKind::FullscreenRefused, None);
    }
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

/// The page's address, where the game is a web page.
fn page_address() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().href().ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The Web Worker's news, as the page's calls leave it between frames.
static PAGE_NEWS: std::sync::Mutex<PageSolve> = std::sync::Mutex::new(PageSolve {
    progress: 0.0,
    table: None,
    failed: false,
});

/// What the page's exported functions call with the Web Worker's news.
pub fn page_news(update: impl FnOnce(&mut PageSolve)) {
    update(&mut PAGE_NEWS.lock().unwrap_or_else(|e| e.into_inner()));
}

/// Hands the page's news to the game, once per frame.
fn deliver_page_news(mut solve: ResMut<PageSolve>) {
    let mut news = PAGE_NEWS.lock().unwrap_or_else(|e| e.into_inner());
    let solve = solve.bypass_change_detection();
    solve.progress = solve.progress.max(news.progress);
    solve.failed |= news.failed;
    if let Some(table) = news.table.take() {
        solve.table = Some(table);
    }
}

/// On the web the browser asks for a game's code first, in a field a phone
/// can type into; cancelled, the dialog stays for a keyboard or a paste.
fn ask_the_browser(
    locale: Res<Locale>,
    mut next: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    #[cfg(target_arch = "wasm32")]
    if let Some(text) = web_sys::window()
        .and_then(|w| {
            w.prompt_with_message(&locale.t("code-title"))
                .ok()
                .flatten()
        })
        .filter(|t| !t.trim().is_empty())
    {
        next.set(Dialog::None);
        commands.trigger(OpenCode(text));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (locale, &mut next, &mut commands);
}

/// A game by link's link goes to the phone's share sheet too, where the
/// browser has one (a messenger's list); it is on the clipboard already.
fn offer_share_sheet(given: On<LinkGiven>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(navigator) = web_sys::window().map(|w| w.navigator()) {
        // A browser without the sheet has no `share` at all: calling it
        // would throw.
        let has_sheet = web_sys::js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
        if has_sheet {
            let data = web_sys::ShareData::new();
            data.set_url(&given.0);
            // Refused or cancelled, the clipboard still holds the link.
            let _ = navigator.share_with_data(&data);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = given;
}

/// A link to a game (`index.html#g=CODE`) opens it on the analysis board,
/// and a game by link's link opens that game: at load, and again whenever
/// the address's `#g=` changes under the page (a link pasted into the
/// address bar of the tab the game is in; the page wakes the game).
fn open_linked_game(mut seen: Local<Option<String>>, mut commands: Commands) {
    let hash = page_hash().filter(|h| h.starts_with("#g="));
    if hash.is_some() && *seen != hash {
        seen.clone_from(&hash);
        commands.trigger(OpenCode(hash.unwrap_or_default()));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(FullscreenOffered(page_facts().fullscreen_enabled))
        .insert_resource(PageAddress(page_address()))
        .init_resource::<FullscreenAsked>()
        .add_observer(toggle_fullscreen)
        .add_systems(
            Update,
            (
                await_fullscreen,
                // Awake until the answer is in: the sleep would hold it.
                want_frames,
            )
                .run_if(|asked: Res<FullscreenAsked>| asked.0.is_some())
                .in_set(AppSystems::TickTimers),
        )
        .add_systems(First, (pause_while_hidden, deliver_page_news))
        .add_systems(OnEnter(Dialog::OpenCode), ask_the_browser)
        .add_observer(offer_share_sheet);
    app.add_systems(Update, open_linked_game.in_set(AppSystems::RecordInput));
    app.init_resource::<Published>()
        .insert_resource(TestHooks(page_asks_for_test_hooks()))
        .add_systems(
            Last,
            (
                publish_frames,
                // Only the test reads the state and the choices: a
                // player's page writes none of it, and logs no move.
                (
                    publish_state.run_if(published_state_changed),
                    publish_choices.run_if(choices_changed),
                    publish_targets,
                    answer_probe,
                    count_stones_landed,
                )
                    .run_if(test_hooks_awake),
                draw_while_fonts_load,
            ),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, wake::keep_proxy);
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
