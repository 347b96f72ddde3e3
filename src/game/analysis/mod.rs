//! After the game: the analysis board, with every move's exact worth from
//! the solved table, and games shared as codes.

mod board;
mod by_link;
mod session;
mod share;

#[cfg(feature = "dev")]
pub use board::PlayChooser;
pub use board::StepTo;
pub use session::Analysis;
pub use share::PageAddress;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((board::plugin, share::plugin, by_link::plugin));
}
