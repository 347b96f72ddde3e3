//! The page around the web build: the game writes its state onto the
//! page's `<body>` as `data-modiar-*` attributes, for the loading screen and
//! for the browser tests (which read the board and tap where the pits are).

use super::board::{Pit, pit_center};
use super::locale::Locale;
use super::match_state::Match;
use super::notice::Notices;
use super::oracle::Oracle;
use super::screens::{Screen, Turn};
use super::theme::UiAction;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What the page is told, kept to write only changes.
#[derive(Resource, Default)]
struct Published {
    values: Vec<(String, String)>,
    longest_busy_frame: f32,
    /// Every busy frame's length, for the median (a few thousand at most).
    busy_frames: Vec<f32>,
    median_busy_frame: f32,
    p95_busy_frame: f32,
    frames: u64,
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
    }
}

fn turn_name(turn: Option<Turn>) -> &'static str {
    match turn {
        Some(Turn::Human) => "human",
        Some(Turn::Animating) => "animating",
        Some(Turn::Ai) => "ai",
        Some(Turn::Over) => "over",
        None => "none",
    }
}

fn publish(
    time: Res<Time<Real>>,
    game: Res<Match>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    notices: Res<Notices>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    pits: Query<&Pit>,
    buttons: Query<(&UiAction, &UiGlobalTransform, &ComputedNode)>,
    mut published: ResMut<Published>,
) {
    published.frames += 1;
    let turn = turn.map(|t| *t.get());
    // Frame times while the computer or the solver works.
    let frame = time.delta_secs();
    if matches!(turn, Some(Turn::Ai)) || oracle.needs_frames() {
        published.longest_busy_frame = published.longest_busy_frame.max(frame);
        if published.busy_frames.len() < 100_000 {
            published.busy_frames.push(frame);
            published.median_busy_frame = percentile(&published.busy_frames, 50);
            published.p95_busy_frame = percentile(&published.busy_frames, 95);
        }
    }
    let position = game.position();
    let board: Vec<String> = position.board().iter().map(u8::to_string).collect();
    let (camera, camera_transform) = *camera;
    // Where each pit and each button is, in CSS pixels of the canvas.
    let mut targets = Vec::new();
    if !pits.is_empty() {
        for pit in 0..6 {
            if let Ok(at) = camera.world_to_viewport(camera_transform, pit_center(pit).extend(0.0))
            {
                targets.push(format!("\"pit{pit}\":[{:.0},{:.0}]", at.x, at.y));
            }
        }
    }
    for (action, transform, node) in &buttons {
        let name = match action {
            UiAction::Play => "play",
            UiAction::Rematch => "rematch",
            UiAction::Undo => "undo",
            UiAction::Menu => "menu",
            _ => continue,
        };
        let at = transform.affine().translation * node.inverse_scale_factor();
        if node.size().x > 0.0 {
            targets.push(format!("\"{name}\":[{:.0},{:.0}]", at.x, at.y));
        }
    }
    let values = vec![
        ("screen".to_owned(), screen_name(*screen.get()).to_owned()),
        ("turn".to_owned(), turn_name(turn).to_owned()),
        ("board".to_owned(), board.join(",")),
        (
            "captured".to_owned(),
            format!("{},{}", position.captured()[0], position.captured()[1]),
        ),
        ("to-move".to_owned(), position.to_move().as_str().to_owned()),
        ("moves".to_owned(), game.moves().len().to_string()),
        ("solved".to_owned(), format!("{:.2}", oracle.progress())),
        ("language".to_owned(), locale.language.code().to_owned()),
        (
            "notices".to_owned(),
            notices
                .items
                .iter()
                .map(|(id, _)| *id)
                .collect::<Vec<_>>()
                .join(","),
        ),
        (
            "longest-busy-frame-ms".to_owned(),
            format!("{:.1}", published.longest_busy_frame * 1000.0),
        ),
        (
            "median-busy-frame-ms".to_owned(),
            format!("{:.1}", published.median_busy_frame * 1000.0),
        ),
        (
            "p95-busy-frame-ms".to_owned(),
            format!("{:.1}", published.p95_busy_frame * 1000.0),
        ),
        (
            "longest-solver-slice-ms".to_owned(),
            format!("{:.1}", oracle.longest_slice.as_secs_f64() * 1000.0),
        ),
        (
            "longest-still-solver-slice-ms".to_owned(),
            format!("{:.1}", oracle.longest_still_slice.as_secs_f64() * 1000.0),
        ),
        ("targets".to_owned(), format!("{{{}}}", targets.join(","))),
        (
            "size".to_owned(),
            format!("{:.0}x{:.0}", window.width(), window.height()),
        ),
        // The page hides its loading screen once frames are being drawn.
        ("frames".to_owned(), published.frames.min(10).to_string()),
    ];
    for (name, value) in &values {
        let known = published.values.iter().find(|(n, _)| n == name);
        if known.is_none_or(|(_, v)| v != value) {
            set_attribute(name, value);
            if name == "moves" && !game.moves().is_empty() {
                log(&format!(
                    "modiar: move {} (pit {}) -> board {} captured {:?}",
                    game.moves().len(),
                    game.moves().last().copied().unwrap_or_default(),
                    board.join(","),
                    position.captured()
                ));
            }
        }
    }
    published.values = values;
}

/// The value below which `percent` of them lie, or 0 for none.
fn percentile(values: &[f32], percent: usize) -> f32 {
    if values.is_empty() {
        return 0.0;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f32::total_cmp);
    sorted[(sorted.len() * percent / 100).min(sorted.len() - 1)]
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Published>().add_systems(Last, publish);
}
