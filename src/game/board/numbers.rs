//! Each pit's number, 1–3 along its row from its owner's left (the way the
//! stones travel), drawn by the pit. Every sentence names pits by these
//! numbers ("the computer played pit 1"), in every mode, so every line can
//! be found on the board.

use super::layout::{layer, outward};
use super::pieces::{BoardPit, BoardWords};
use crate::game::words::PitName;
use crate::rules::Pit;
use bevy::prelude::*;

/// Where a pit's number sits: on the slab, off the pit's outer right
/// edge, clear of its count, its ghost and its rings. World units.
const NUMBER_AT: Vec2 = Vec2::new(80.0, 80.0);

/// The label that shows a pit's number.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(BoardWords = BoardWords { rem: 0.95, most: 2.0 })]
pub struct PitNumberLabel(pub Pit);

fn add_number(add: On<Add, BoardPit>, pits: Query<&BoardPit>, mut commands: Commands) {
    let Ok(&BoardPit(pit)) = pits.get(add.entity) else {
        return;
    };
    commands.entity(add.entity).with_child((
        Name::new(format!("Number {pit}")),
        PitNumberLabel(pit),
        Text2d::new(PitName::of(pit).number().to_string()),
        Transform::from_xyz(NUMBER_AT.x, outward(pit.side()) * NUMBER_AT.y, layer::LABEL),
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(add_number);
}
