//! The dialogs' pages: the rules, the settings, the review of a game.

mod review;
mod rules;
mod settings;

pub use review::{ReviewLine, move_line, review_lines};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((rules::plugin, settings::plugin, review::plugin));
}
