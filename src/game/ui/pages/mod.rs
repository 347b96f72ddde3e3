//! The dialogs' pages: the rules, the settings, the review of a game, the
//! About page, and face to face the question an Undo asks of the other seat.

mod about;
mod review;
mod rules;
mod settings;
mod undo_ask;

pub use review::{move_line, review_lines};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        rules::plugin,
        settings::plugin,
        review::plugin,
        undo_ask::plugin,
        about::plugin,
    ));
}
