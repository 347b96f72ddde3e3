//! Where everything on the board rests: the sizes of the board, the centre
//! of every pit and tray, and the slot of every stone. Every stone is always
//! in exactly one place: a pit or a player's tray.

use crate::game::words::screen_place;
use crate::rules::{Game, Pit, Position, Side, TOTAL_STONES};
use bevy::prelude::*;

/// A ghost count's size in world units, where the board is drawn large;
/// the trays' labels start from it too.
pub const GHOST_SIZE: f32 = 26.0;

/// What the camera always shows whole, in world units: the board, both
/// trays and the labels beside them. The panels around it take the rest of
/// the window (see `frame`).
pub const BOARD_EXTENT: Vec2 = Vec2::new(720.0, 880.0);
/// Pit radius, world units; at least 48 logical pixels on any window the
/// game supports.
pub const PIT_RADIUS: f32 = 92.0;
/// Distance between neighbouring pit centres in a row.
pub const PIT_SPACING: f32 = 212.0;
/// Distance of each row's centre line from the board's centre.
pub const ROW_OFFSET: f32 = 118.0;
/// The earth slab that holds the pits.
pub const BOARD_SIZE: Vec2 = Vec2::new(690.0, 530.0);
/// Centre of each player's tray from the board's centre, and its size.
pub const TRAY_OFFSET: f32 = 340.0;
pub const TRAY_SIZE: Vec2 = Vec2::new(600.0, 100.0);
/// A tray's label (whose it is, and its count) lies this far outside the
/// tray's long edge, away from the board.
/// How far a pit's count (and its ghost) sits from the pit's centre,
/// outwards.
pub const COUNT_OFFSET: f32 = PIT_RADIUS + 22.0;
/// The radius of the disc behind a pit's count, at the count's own size.
pub const COUNT_BADGE_RADIUS: f32 = 19.0;
pub const TRAY_LABEL_OFFSET: f32 = TRAY_SIZE.y / 2.0 + 18.0;
/// The room between a tray and its label's backing, however tall the
/// label's line.
pub const TRAY_LABEL_GAP: f32 = 3.0;
/// A tray label's line height, in font sizes: tight, so that the line
/// keeps to the room it has, in Naskh as in Latin letters.
pub const TRAY_LABEL_LINE: f32 = 1.0;
/// The room the board's extent keeps beyond each tray, for its label.
pub const TRAY_LABEL_ROOM: f32 = BOARD_EXTENT.y / 2.0 - TRAY_OFFSET - TRAY_SIZE.y / 2.0;
/// Pebble radius.
pub const STONE_RADIUS: f32 = 13.5;

/// Drawing order (z) of each layer.
pub mod layer {
    pub const BOARD: f32 = 0.0;
    pub const PIT: f32 = 1.0;
    pub const RING: f32 = 1.5;
    pub const STONE: f32 = 5.0;
    pub const LABEL: f32 = 8.0;
    pub const FLYING: f32 = 30.0;
}

/// Where a stone belongs: its pit or tray, and its slot there. This is the
/// logical place; during an animation the stone travels towards it.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct StonePlace {
    pub place: Place,
    pub slot: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Place {
    Pit(Pit),
    Tray(Side),
}

/// Screen position of a pit's centre. South's row runs 0, 1, 2 from left to
/// right along the bottom; North's runs 3, 4, 5 from right to left along the
/// top, so sowing goes counter-clockwise.
pub fn pit_center(pit: Pit) -> Vec2 {
    let column = screen_place(pit) as f32;
    Vec2::new(
        (column - 1.0) * PIT_SPACING,
        outward(pit.side()) * ROW_OFFSET,
    )
}

/// Away from the board's middle on `side`'s half: down for South, up for
/// North.
pub fn outward(side: Side) -> f32 {
    match side {
        Side::South => -1.0,
        Side::North => 1.0,
    }
}

pub fn tray_center(side: Side) -> Vec2 {
    Vec2::new(0.0, outward(side) * TRAY_OFFSET)
}

/// Where slot `slot` of a place lies, on the resting layer.
pub fn slot_position(place: Place, slot: u8) -> Vec3 {
    let xy = match place {
        Place::Pit(pit) => pit_center(pit) + scatter(slot),
        Place::Tray(side) => tray_center(side) + tray_offset(side, slot),
    };
    xy.extend(layer::STONE + slot as f32 * 0.01)
}

/// A sunflower spiral: each new stone lands outside the previous ones, so
/// stones never move when another arrives, and they do not overlap until a
/// pit holds more than it can show. A small fixed jitter keeps it natural.
fn scatter(slot: u8) -> Vec2 {
    const GOLDEN_ANGLE: f32 = 2.399_963;
    const SPACING: f32 = STONE_RADIUS * 1.06;
    let k = slot as f32;
    let limit = PIT_RADIUS - STONE_RADIUS - 4.0;
    let mut radius = SPACING * (k + 0.35).sqrt();
    if radius > limit {
        // Past what fits: wind a second layer over the first.
        radius = limit * (0.35 + 0.6 * ((k * 0.37).fract()));
    }
    let jitter = ((slot as u32).wrapping_mul(2_654_435_761) >> 24) as f32 / 255.0 - 0.5;
    let angle = k * GOLDEN_ANGLE + jitter * 0.35;
    Vec2::from_angle(angle) * radius
}

/// Trays fill in two staggered rows from the player's left.
fn tray_offset(side: Side, slot: u8) -> Vec2 {
    let per_row = (TOTAL_STONES / 2) as f32;
    let row = (slot as f32 / per_row).floor().min(1.0);
    let column = slot as f32 - row * per_row;
    let step = (TRAY_SIZE.x - 4.0 * STONE_RADIUS) / (per_row - 1.0);
    let x = -TRAY_SIZE.x / 2.0 + 2.0 * STONE_RADIUS + column * step + row * step / 2.0;
    let y = (row - 0.5) * STONE_RADIUS * 2.3;
    match side {
        Side::South => Vec2::new(x, y),
        // North's left is the screen's right.
        Side::North => Vec2::new(-x, -y),
    }
}

/// How many stones a place holds in `position`.
pub fn place_count(position: &Position, place: Place) -> u8 {
    match place {
        Place::Pit(pit) => position.stones(pit),
        Place::Tray(side) => position.captured_by(side),
    }
}

/// The stones a place holds as the board shows a game: a finished game's
/// rows have gone to the trays of those who keep them, so the trays hold
/// the final score.
pub fn shown_count(game: &Game, place: Place) -> u8 {
    match (game.result(), place) {
        (Some(_), Place::Pit(_)) => 0,
        (Some(result), Place::Tray(side)) => result.stones(side),
        (None, _) => place_count(game.position(), place),
    }
}

/// Every stone's place as the board shows a game, in place order.
pub fn game_layout(game: &Game) -> Vec<StonePlace> {
    laid_out(|place| shown_count(game, place))
}

/// Slots 0.. of every place in turn, as many as `count` gives each.
fn laid_out(count: impl Fn(Place) -> u8) -> Vec<StonePlace> {
    let mut places = Vec::with_capacity(TOTAL_STONES as usize);
    for place in all_places() {
        for slot in 0..count(place) {
            places.push(StonePlace { place, slot });
        }
    }
    places
}

/// Every place, pits first.
pub fn all_places() -> impl Iterator<Item = Place> {
    Pit::ALL
        .into_iter()
        .map(Place::Pit)
        .chain(Side::BOTH.into_iter().map(Place::Tray))
}

/// Assigns every stone a place from scratch, in id order: pits 0–5, then the
/// trays. Used for a new game, undo, and to snap after an animation.
pub fn layout(position: &Position) -> Vec<StonePlace> {
    laid_out(|place| place_count(position, place))
}
