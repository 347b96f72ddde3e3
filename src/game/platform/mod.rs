//! Where the game meets its platform: saved settings and games, the
//! system's language and clock, the web page, sound, frugal redraws and
//! the desktop window's icon.
//! Only here does the game call the browser (`web_sys`) or the system.

pub mod audio;
#[cfg(target_arch = "wasm32")]
pub(super) mod console_errors;
mod frugal;
mod fullscreen;
mod install;
mod page_mirror;
mod page_targets;
pub mod persist;
mod share;
mod sync;
pub mod system;
mod test_hooks;
mod web;
#[cfg(target_arch = "wasm32")]
mod web_audio;
#[cfg(target_arch = "wasm32")]
pub(super) mod web_engine;
#[cfg(not(target_arch = "wasm32"))]
mod window_icon;
mod worker_news;

#[cfg(feature = "dev")]
pub use frugal::AlwaysRedraw;
pub use worker_news::page_news;

use bevy::prelude::*;

/// What works without a window: saving and loading.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((persist::plugin, sync::plugin));
}

/// What needs a window: sound, frugal redraws and the window's icon.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((frugal::plugin, audio::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(window_icon::plugin);
}

/// The page around the web build.
pub(super) fn web_plugin(app: &mut App) {
    app.add_plugins((
        web::plugin,
        test_hooks::plugin,
        page_targets::plugin,
        fullscreen::plugin,
        install::plugin,
        share::plugin,
        worker_news::plugin,
        page_mirror::plugin,
    ));
}
