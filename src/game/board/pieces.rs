//! Pits, stones and trays as entities, spawned for a match and laid out
//! from the rule resource.

use super::layout::{
    COUNT_OFFSET, Place, StonePlace, TRAY_LABEL_OFFSET, game_layout, layer, outward, pit_center,
    shown_count, slot_position, tray_center,
};
use crate::game::play::{BoardReset, Match};
use crate::game::state::OnBoard;
use crate::rules::{Game, Pit, Side};
use bevy::prelude::*;

/// The ring around a pit (decided in `rings`).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PitHighlight {
    #[default]
    None,
    /// The player to move may play this pit.
    Legal,
    /// The keyboard cursor is on this (legal) pit.
    Focused,
    /// The pit was just refused; the message says why.
    Refused,
    /// A move worse than the best, marked after it was made: a puzzle's
    /// wrong answer, or a move the analysis says gave stones away. Drawn
    /// as a refusal is.
    Missed,
    /// The pit is being captured.
    Capture,
    /// The hint suggests this pit.
    Hint,
    /// The previewed move's last stone lands here.
    Landing,
    /// The previewed move would capture this pit.
    Taken,
    /// A lesson points at this pit (it pulses).
    Beckoning,
    /// The last move was played from this pit.
    LastPlayed,
    /// The last move's last stone fell here.
    LastLanded,
}

/// One of the six pits, numbered as in the rules (0–5).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(Transform, Visibility, PitHighlight)]
pub struct BoardPit(pub Pit);

/// The stone count shown by a pit, on its label.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(BoardWords)]
pub struct PitCount(pub Pit);

/// Words on the board that grow with the text: drawn at least `rem` tall
/// on the screen, never smaller than their own size on the board, and at
/// most `most` times it, so they stay clear of what is beside them (the
/// interface scales them).
#[derive(Component, Clone, Copy, PartialEq, Debug)]
pub struct BoardWords {
    pub rem: f32,
    pub most: f32,
}

impl Default for BoardWords {
    fn default() -> Self {
        BoardWords {
            rem: 0.95,
            most: 2.0,
        }
    }
}

/// Where a player's captured stones gather.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(Transform, Visibility)]
pub struct Tray(pub Side);

/// The words beside a tray: whose it is and how many stones it holds
/// (written by the interface, which knows the names).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct TrayLabel(pub Side);

/// The earth slab.
#[derive(Component, Clone, Copy, Debug)]
#[require(Transform, Visibility)]
pub struct BoardSlab;

/// A pebble. `id` fixes its look and its order when stones are laid out.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(Transform, Visibility)]
pub struct Stone {
    pub id: u8,
}

fn spawn_board(mut commands: Commands, game: Res<Match>) {
    commands.spawn((
        Name::new("Board"),
        BoardSlab,
        Transform::from_xyz(0.0, 0.0, layer::BOARD),
        DespawnOnExit(OnBoard),
    ));
    for pit in Pit::ALL {
        let label_y = outward(pit.side()) * COUNT_OFFSET;
        commands.spawn((
            Name::new(format!("Pit {pit}")),
            BoardPit(pit),
            Transform::from_translation(pit_center(pit).extend(layer::PIT)),
            DespawnOnExit(OnBoard),
            children![(
                Name::new(format!("Count {pit}")),
                PitCount(pit),
                Text2d::new(shown_count(&game, Place::Pit(pit)).to_string()),
                Transform::from_xyz(0.0, label_y, layer::LABEL),
            )],
        ));
    }
    for side in Side::BOTH {
        commands.spawn((
            Name::new(format!("Tray {side}")),
            Tray(side),
            Transform::from_translation(tray_center(side).extend(layer::BOARD + 0.5)),
            DespawnOnExit(OnBoard),
            children![(
                Name::new(format!("Tray label {side}")),
                TrayLabel(side),
                Text2d::new(""),
                Transform::from_xyz(0.0, outward(side) * TRAY_LABEL_OFFSET, layer::LABEL),
            )],
        ));
    }
    for (id, place) in game_layout(&game).into_iter().enumerate() {
        commands.spawn((
            Name::new(format!("Stone {id}")),
            Stone { id: id as u8 },
            place,
            Transform::from_translation(slot_position(place.place, place.slot)),
            DespawnOnExit(OnBoard),
        ));
    }
}

/// Puts every stone exactly where the match says, without animation.
pub fn snap_stones(game: &Game, stones: &mut Query<(&Stone, &mut StonePlace, &mut Transform)>) {
    let mut all: Vec<_> = stones.iter_mut().collect();
    all.sort_by_key(|(stone, _, _)| stone.id);
    for ((_, mut place, mut transform), target) in all.into_iter().zip(game_layout(game)) {
        *place = target;
        transform.translation = slot_position(target.place, target.slot);
        transform.scale = Vec3::ONE;
    }
}

fn reset_board(
    _: On<BoardReset>,
    game: Res<Match>,
    mut stones: Query<(&Stone, &mut StonePlace, &mut Transform)>,
) {
    snap_stones(&game, &mut stones);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(OnBoard), spawn_board)
        .add_observer(reset_board);
}
