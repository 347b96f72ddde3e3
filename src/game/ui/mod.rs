//! The interface around the board: widgets, words in eight languages, the
//! HUD, notices, dialogs and their pages, and the title and result screens.

pub mod bands;
pub mod dialog;
mod fonts;
mod hud;
mod hud_words;
pub mod locale;
pub mod notice;
pub mod pages;
mod pit_notes;
mod preview_caption;
pub mod room;
pub mod screens;
mod text_scale;
mod tray_labels;
pub mod veil;
pub mod widgets;

pub use hud::HudLines;
#[cfg(feature = "dev")]
pub use hud::ScoreText;
pub use hud_words::{hint_text, refusal_text};

use bevy::prelude::*;

/// The interface without a window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        widgets::plugin,
        bands::plugin,
        locale::plugin,
        notice::plugin,
        dialog::plugin,
        hud::plugin,
        pit_notes::plugin,
        preview_caption::plugin,
        tray_labels::plugin,
        room::plugin,
        pages::plugin,
        screens::plugin,
    ));
}

/// Fonts and text that follows the window's size.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((fonts::plugin, text_scale::plugin, veil::plugin));
}
