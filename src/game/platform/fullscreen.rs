//! The browser's full screen, where there is one: a press asks for it (or
//! leaves it), and a notice says so if the browser does not give it.

#[cfg(target_arch = "wasm32")]
use super::web::log;
use super::web::page_facts;
use crate::game::state::{AppSystems, want_frames};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::screens::{FullscreenOffered, ToggleFullscreen};
use bevy::prelude::*;

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

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(FullscreenOffered(page_facts().fullscreen_enabled))
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
        );
}
