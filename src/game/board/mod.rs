//! What the board shows: pits, stones and trays as entities, where each
//! rests, the replay of a move, the rings around the pits, and (with a
//! window) their art and the camera.

mod art;
mod camera;
mod facing;
mod layout;
mod notes;
mod numbers;
mod pieces;
mod planning;
mod playback;
mod preview;
mod rings;
mod screen_layout;
mod sowing;

pub use art::{BoardImages, ReadsRightToLeft};
#[cfg(feature = "dev")]
pub use layout::{BOARD_SIZE, STONE_RADIUS};
pub use layout::{
    COUNT_BADGE_RADIUS, COUNT_OFFSET, PIT_RADIUS, Place, StonePlace, TRAY_SIZE, layer, layout,
    pit_center, place_count, slot_position, tray_center,
};
pub use notes::{NOTE_OFFSET, PitNote, PitNoteLabel, PitNotes};
pub use numbers::PitNumberLabel;
#[cfg(feature = "dev")]
pub use pieces::Tray;
pub use pieces::{BoardPit, BoardWords, PitCount, PitHighlight, Stone, TrayLabel};
pub use playback::{CaptureLit, Pace, Playback, PlaybackDone, StoneLanded};
pub use preview::{Foresight, PitCursor, PitGhost, Pointing, Preview, foresee};
pub use rings::PitMarks;
pub use screen_layout::{Bands, PanelNeeds, ScreenLayout, Seating};
pub use sowing::ReplayMove;

use bevy::prelude::*;

/// The board without a window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        screen_layout::plugin,
        facing::plugin,
        pieces::plugin,
        notes::plugin,
        numbers::plugin,
        sowing::plugin,
        preview::plugin,
        rings::plugin,
    ));
}

/// The board's look, and the camera that shows it.
pub(super) fn render_plugin(app: &mut App) {
    app.add_plugins((art::plugin, camera::plugin));
}
