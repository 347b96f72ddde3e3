//! What the board shows: pits, stones and trays as entities, where each
//! rests, the replay of a move, the rings around the pits, and (with a
//! window) their art and the camera.

mod art;
mod camera;
mod layout;
mod pieces;
mod rings;
mod sowing;

pub use layout::{
    PIT_RADIUS, Place, StonePlace, WORLD_SIZE, layout, pit_center, place_count, slot_position,
};
pub use pieces::{Pit, PitCount, PitHighlight, Stone};
pub use rings::PitFocus;
pub use sowing::{CaptureLit, ForfeitShown, Playback, PlaybackDone, StoneLanded};

use bevy::prelude::*;

/// The board without a window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((pieces::plugin, sowing::plugin, rings::plugin));
}

/// The board's look, and the camera that shows it.
pub(super) fn render_plugin(app: &mut App) {
    app.add_plugins((art::plugin, camera::plugin));
}
