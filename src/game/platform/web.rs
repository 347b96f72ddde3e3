//! The page around the web build: the game writes its state onto the
//! page's `<body>` as `data-modiar-*` attributes, for the loading screen and
//! for the browser tests (which read the board and tap where the pits and
//! buttons are). Attributes are written only when their value changes.
//! The game also pauses while the page is hidden.
//!
//! What only the browser test reads (the state and the choices, the
//! targets and their rectangles, the probe's answers, the frame figures,
//! the stones landed, a console line per move) wakes only on a
//! page opened with `?modiar-test` ([`TestHooks`]): a player's frames pay
//! nothing for it, and the test still plays the very zip that ships.
//!
//! The rest of the page has a file each, next to this one: the test's
//! hooks and targets, the full screen, sharing, and the page's news.

use crate::game::play::Oracle;
use crate::game::state::Turn;
use crate::game::theme::UiFonts;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
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
pub(super) struct Published {
    pub(super) values: HashMap<&'static str, String>,
    busy: FrameHistogram,
    since_stats: f32,
    frames: u64,
    /// Frames drawn since a target last moved (counted up to
    /// [`STEADY_FRAMES`]).
    pub(super) steady: u32,
}

/// Frames without a target moving after which the page's targets count
/// as settled (`data-modiar-steady`): a layout settles over frames, so a
/// reader waits for frames, not for time.
pub(super) const STEADY_FRAMES: u32 = 3;

impl Published {
    /// Writes `value` as `data-modiar-NAME` unless the page has it already.
    pub(super) fn set(&mut self, name: &'static str, value: String) {
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
pub(super) fn page_attribute(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .and_then(|body| body.get_attribute(&format!("data-modiar-{name}")))
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn page_attribute(_name: &str) -> Option<String> {
    None
}

#[cfg(target_arch = "wasm32")]
pub(super) fn log(message: &str) {
    web_sys::console::log_1(&message.into());
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn log(_message: &str) {}

/// The browser test's hooks, awake only on a page opened with
/// `?modiar-test`.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TestHooks(pub bool);

pub(super) fn test_hooks_awake(hooks: Res<TestHooks>) -> bool {
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
pub(super) struct PageFacts {
    /// Another tab, a minimised browser.
    hidden: bool,
    /// The browser can show the page on the whole screen (not an iPhone's).
    pub(super) fullscreen_enabled: bool,
}

pub(super) fn page_facts() -> PageFacts {
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(First, pause_while_hidden);
    app.init_resource::<Published>()
        .insert_resource(TestHooks(page_asks_for_test_hooks()))
        .add_systems(Last, (publish_frames, draw_while_fonts_load));
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
