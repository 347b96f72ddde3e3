//! After the game: the analysis board, with every move's exact worth from
//! the solved table, and games shared as codes.

mod board;
mod by_link;
mod move_list;
mod session;
mod share;

#[cfg(feature = "dev")]
pub use board::PlayChooser;
pub use move_list::StepTo;
pub use session::Analysis;
pub use share::PageAddress;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        board::plugin,
        move_list::plugin,
        share::plugin,
        by_link::plugin,
    ));
}
