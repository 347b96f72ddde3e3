//! The game as an installed web app: the page hears the browser's offer to
//! install it and its service worker's news of a new version, and tells
//! the game through the two functions below; Install on the title asks the
//! page to put the browser's own question.

use crate::game::state::AppSystems;
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::screens::{AskInstall, InstallOffered};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

/// The browser's offer, as the page last told it: 0 none yet, 1 offered,
/// 2 withdrawn (installed, or the player said no).
static INSTALL_NEWS: AtomicU8 = AtomicU8::new(0);

/// The service worker has a new version waiting for the next start.
static UPDATE_NEWS: AtomicBool = AtomicBool::new(false);

/// The page: the browser offers installing the game, or no longer does.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn modiar_install_offered(offered: bool) {
    INSTALL_NEWS.store(if offered { 1 } else { 2 }, Ordering::Relaxed);
}

/// The page: a new version is installed and starts next time.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn modiar_update_ready() {
    UPDATE_NEWS.store(true, Ordering::Relaxed);
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The page's `modiarInstall`: puts the browser's question.
    #[wasm_bindgen(catch, js_namespace = window, js_name = modiarInstall)]
    fn page_install() -> Result<(), wasm_bindgen::JsValue>;

    /// The page's `modiarInstallOffered`: whether the browser offers it.
    #[wasm_bindgen(catch, js_namespace = window, js_name = modiarInstallOffered)]
    fn page_install_offered() -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

/// Whether the browser offers installing the game now: at start, the
/// offer usually came while the game downloaded.
fn offered_now() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        page_install_offered().is_ok_and(|offered| offered.as_bool() == Some(true))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// Takes the page's news between frames: the offer, and once a new
/// version is waiting, a notice that says so (the page tells it once per
/// version).
fn take_news(mut offered: ResMut<InstallOffered>, mut notices: ResMut<Notices>) {
    match INSTALL_NEWS.swap(0, Ordering::Relaxed) {
        1 => offered.set_if_neq(InstallOffered(true)),
        2 => offered.set_if_neq(InstallOffered(false)),
        _ => false,
    };
    if UPDATE_NEWS.swap(false, Ordering::Relaxed) {
        notices.push(NoticeKind::UpdateReady, None);
    }
}

/// Install pressed: the page puts the browser's question, within the tap
/// that asked, as browsers require.
fn ask_install(_: On<AskInstall>) {
    #[cfg(target_arch = "wasm32")]
    if let Err(error) = page_install() {
        super::web::log(&format!("modiar: the install offer failed: {error:?}"));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(InstallOffered(offered_now()))
        .add_observer(ask_install)
        .add_systems(Update, take_news.in_set(AppSystems::RecordInput));
}
