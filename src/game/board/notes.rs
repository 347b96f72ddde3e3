//! A note on each pit: what its move is worth under perfect play ("+2",
//! "−4" on the analysis board, the stones it ends with in a puzzle), or
//! why it cannot be played. Puzzles and the analysis board set the notes;
//! the interface words them onto each pit's label.

use super::layout::{layer, outward};
use super::pieces::BoardPit;
use crate::rules::{IllegalMove, PITS, Pit};
use bevy::prelude::*;

/// What a pit's note says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PitNote {
    /// Playing the pit nets this many stones from here, under perfect play.
    Value(i8),
    /// Playing the pit ends the game with this many stones for the mover,
    /// under perfect play: a puzzle's count, with no sign to read.
    Stones(u8),
    /// The pit cannot be played.
    Illegal(IllegalMove),
}

/// The notes on show, by pit.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PitNotes(pub [Option<PitNote>; PITS]);

/// World units from a pit's centre to its note's, towards the board's
/// middle; a note of two lines comes nearer the centre to stay inside.
pub const NOTE_OFFSET: f32 = 58.0;

/// The label that shows a pit's note, over the pit.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(super::pieces::BoardWords = super::pieces::BoardWords { rem: 1.1, most: 2.0 })]
pub struct PitNoteLabel(pub Pit);

fn add_label(add: On<Add, BoardPit>, pits: Query<&BoardPit>, mut commands: Commands) {
    let Ok(pit) = pits.get(add.entity) else {
        return;
    };
    // Towards the board's middle, clear of the count on the outer side.
    let y = -outward(pit.0.side()) * NOTE_OFFSET;
    commands.entity(add.entity).with_child((
        Name::new(format!("Note {}", pit.0)),
        PitNoteLabel(pit.0),
        Text2d::new(""),
        // A note of two words may wrap inside its pit: both lines centred.
        TextLayout::justify(Justify::Center),
        Transform::from_xyz(0.0, y, layer::FLYING + 1.0),
        Visibility::Hidden,
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PitNotes>().add_observer(add_label);
}
