//! Play by ear: the game as a screen reader tells it. One set of sentences
//! ([`speech`]) serves both platforms: the desktop's accessibility tree
//! ([`nodes`]), and the web page's mirror of the screen ([`mirror`]),
//! which the page draws in its own markup. News (moves, refusals, the
//! coach, the turn) goes to a live region ([`announce`]).

mod announce;
mod mirror;
mod nodes;
mod speech;

pub use announce::{Announcements, ReadBoard};
pub use mirror::{Mirror, MirrorKind, MirrorPress, READ_BOARD};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        speech::plugin,
        announce::plugin,
        nodes::plugin,
        mirror::plugin,
    ));
}
