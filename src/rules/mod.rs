//! The Modiar rules core: plain Rust, no Bevy. Everything the game shows is
//! derived from what this module reports.
//!
//! Notation (RULES.md): pits 0–5 counter-clockwise, South owns 0–2, North 3–5.

mod game;
mod pit;
mod position;
mod report;

pub use game::{EndReason, Game, GameResult};
pub use pit::Pit;
pub use position::{IllegalMove, Moves, MovesIter, Position, PositionError, Starvation};
#[cfg(test)]
pub(crate) use position::{capture_chain_total, sow};
pub use report::{Capture, MoveReport, SowStep};

/// Pits on the board.
pub const PITS: usize = 6;
/// Pits in one player's row.
pub const ROW: usize = 3;
/// Stones in the game: 7 in each of the six pits.
pub const TOTAL_STONES: u8 = 42;
/// Stones in each pit at the start of a game.
pub const START_STONES: u8 = 7;

/// One of the two players. South owns pits 0–2, North owns pits 3–5.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: the index into `captured` arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The first pit of this side's row: its owner's left.
    pub const fn first_pit(self) -> Pit {
        Pit::of(self, 0)
    }

    /// This side's three pits, from its owner's left, in sowing order.
    pub const fn pits(self) -> [Pit; ROW] {
        [Pit::of(self, 0), Pit::of(self, 1), Pit::of(self, 2)]
    }

    pub const fn owns(self, pit: Pit) -> bool {
        pit.side().index() == self.index()
    }

    /// Lower-case name, as used in game records.
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

/// Anything kept per side, such as the stones each has captured, is
/// indexed by the side.
impl<T> std::ops::Index<Side> for [T; 2] {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        &self[side.index()]
    }
}

impl<T> std::ops::IndexMut<Side> for [T; 2] {
    fn index_mut(&mut self, side: Side) -> &mut T {
        &mut self[side.index()]
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}
