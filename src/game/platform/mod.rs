//! Where the game meets its platform: saved settings and games, the web
//! page, sound, frugal redraws, and the command line's automation.

pub mod audio;
pub mod automation;
mod frugal;
pub mod layout_check;
pub mod persist;
mod web;

use bevy::prelude::*;

/// What works without a window: saving and loading.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(persist::plugin);
}

/// What needs a window: sound, frugal redraws, automation.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((frugal::plugin, automation::plugin, audio::plugin));
}

/// The page around the web build.
pub(super) fn web_plugin(app: &mut App) {
    app.add_plugins(web::plugin);
}
