//! A pit: one of the six, numbered 0–5 as the notation numbers them, with
//! its owner and its place in the owner's row. Every part of the program
//! names pits with this type, so no one counts rows by hand.

use std::fmt;
use std::ops::{Index, IndexMut};

use super::{PITS, ROW, Side};

/// One of the six pits. South owns 0–2 and North 3–5, each numbered from
/// the owner's left; sowing runs 0→1→…→5→0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Pit(u8);

impl Pit {
    /// Every pit, in sowing order.
    pub const ALL: [Pit; PITS] = [Pit(0), Pit(1), Pit(2), Pit(3), Pit(4), Pit(5)];

    /// The pit with notation number `number`, or `None` off the board.
    pub const fn new(number: usize) -> Option<Pit> {
        if number < PITS {
            Some(Pit(number as u8))
        } else {
            None
        }
    }

    /// `side`'s pit at `place`, counted from that player's left (0–2).
    /// `place` wraps within the row.
    pub const fn of(side: Side, place: usize) -> Pit {
        Pit((side.index() * ROW + place % ROW) as u8)
    }

    /// The notation number, 0–5: the index into a board array.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The player who owns this pit.
    pub const fn side(self) -> Side {
        if (self.0 as usize) < ROW {
            Side::South
        } else {
            Side::North
        }
    }

    /// Place in the owner's row, from the owner's left: 0, 1 or 2.
    pub const fn place(self) -> usize {
        self.0 as usize % ROW
    }

    /// The next pit in sowing (counter-clockwise) order.
    pub const fn next(self) -> Pit {
        self.after(1)
    }

    /// The pit `steps` pits on in sowing order.
    pub const fn after(self, steps: usize) -> Pit {
        Pit(((self.0 as usize + steps) % PITS) as u8)
    }

    /// The pit before in sowing order: the way a capture chain walks.
    pub const fn previous(self) -> Pit {
        self.after(PITS - 1)
    }

    /// The same place in the other row: where this pit goes when the board
    /// is seen from the other seat.
    pub const fn mirrored(self) -> Pit {
        self.after(ROW)
    }
}

/// Anything kept per pit, such as a board's counts, is indexed by the pit.
impl<T> Index<Pit> for [T; PITS] {
    type Output = T;
    fn index(&self, pit: Pit) -> &T {
        &self[pit.index()]
    }
}

impl<T> IndexMut<Pit> for [T; PITS] {
    fn index_mut(&mut self, pit: Pit) -> &mut T {
        &mut self[pit.index()]
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_and_places_follow_the_notation() {
        let described: Vec<(Side, usize)> =
            Pit::ALL.iter().map(|p| (p.side(), p.place())).collect();
        assert_eq!(
            described,
            [
                (Side::South, 0),
                (Side::South, 1),
                (Side::South, 2),
                (Side::North, 0),
                (Side::North, 1),
                (Side::North, 2),
            ]
        );
        assert_eq!(Pit::of(Side::North, 2), Pit::ALL[5]);
        assert_eq!(Pit::new(6), None);
        assert_eq!(Pit::ALL[5].next(), Pit::ALL[0]);
        assert_eq!(Pit::ALL[0].previous(), Pit::ALL[5]);
        assert_eq!(Pit::ALL[1].mirrored(), Pit::ALL[4]);
        assert_eq!(Pit::ALL[4].to_string(), "4");
        let mut board = [0u8; PITS];
        board[Pit::ALL[4]] = 9;
        assert_eq!(board, [0, 0, 0, 0, 9, 0]);
    }
}
