//! The Modiar rules core: plain Rust, no Bevy. Everything the game shows is
//! derived from what this module reports.
//!
//! Notation (RULES.md): pits 0–5 counter-clockwise, South owns 0–2, North 3–5.

mod game;
mod position;
mod report;

pub use game::{EndReason, Game, GameResult};
pub use position::{IllegalMove, Moves, MovesIter, Position, PositionError, Starvation};
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

    /// The first pit of this side's row.
    pub const fn first_pit(self) -> usize {
        self.index() * ROW
    }

    /// This side's three pits, in sowing order.
    pub const fn pits(self) -> std::ops::Range<usize> {
        self.first_pit()..self.first_pit() + ROW
    }

    /// The side that owns `pit` (0–5).
    pub const fn owner_of(pit: usize) -> Side {
        if pit < ROW { Side::South } else { Side::North }
    }

    pub const fn owns(self, pit: usize) -> bool {
        pit < PITS && pit / ROW == self.index()
    }

    /// Lower-case name, as used in game records.
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
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

/// The pit after `pit` in sowing (counter-clockwise) order.
pub const fn next_pit(pit: usize) -> usize {
    if pit + 1 == PITS { 0 } else { pit + 1 }
}

/// The pit before `pit` in sowing order: the direction a capture chain walks.
pub const fn previous_pit(pit: usize) -> usize {
    if pit == 0 { PITS - 1 } else { pit - 1 }
}
