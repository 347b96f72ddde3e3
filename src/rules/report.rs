//! The move report: everything a move did, in the order it happened. The
//! animation replays it; it never recomputes a rule.

use super::position::{Chain, Resolution};
use super::{PITS, Pit, Position, Side};

/// One stone leaving the hand: the `stone`th stone (0-based) lands in `pit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SowStep {
    pub stone: u8,
    pub pit: Pit,
}

/// One captured pit in chain order, with the stones it held.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Capture {
    pub pit: Pit,
    pub stones: u8,
}

/// What one move did: the sowing, pit by pit from the origin, then the
/// captures in chain order (backwards from the last stone).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveReport {
    /// The player who moved.
    pub mover: Side,
    /// The pit the move started from.
    pub origin: Pit,
    /// The position before the move.
    pub before: Position,
    /// The position after sowing and capturing, the opponent to move.
    pub after: Position,
    /// True when the last stone made 2, 4 or 6 on the first move of the game,
    /// so the capture was forfeited.
    pub forfeited: bool,
    captures: [Capture; PITS],
    capture_count: u8,
}

impl MoveReport {
    pub(crate) fn new(before: Position, origin: Pit, resolution: &Resolution) -> MoveReport {
        let Chain { pits, counts, len } = resolution.chain;
        let mut captures = [Capture::default(); PITS];
        for i in 0..len as usize {
            captures[i] = Capture {
                pit: pits[i],
                stones: counts[i],
            };
        }
        MoveReport {
            mover: before.to_move(),
            origin,
            before,
            after: resolution.after,
            forfeited: resolution.forfeited,
            captures,
            capture_count: len,
        }
    }

    /// Every stone sown, in order: one per pit counter-clockwise, the first
    /// back into the origin, which is never skipped on later laps.
    pub fn steps(&self) -> impl ExactSizeIterator<Item = SowStep> + use<> {
        let origin = self.origin;
        (0..self.stones_sown()).map(move |stone| SowStep {
            stone,
            pit: origin.after(usize::from(stone)),
        })
    }

    /// How many stones were lifted from the origin and sown.
    pub fn stones_sown(&self) -> u8 {
        self.before.stones(self.origin)
    }

    /// The pit where the last stone landed.
    pub fn last_pit(&self) -> Pit {
        self.origin.after(usize::from(self.stones_sown()) - 1)
    }

    /// Captured pits in chain order: the last pit sown first, then backwards.
    pub fn captures(&self) -> &[Capture] {
        &self.captures[..self.capture_count as usize]
    }

    /// Stones captured by this move.
    pub fn captured_stones(&self) -> u8 {
        self.captures().iter().map(|c| c.stones).sum()
    }

    /// The board after sowing and before capturing.
    pub fn board_after_sowing(&self) -> [u8; PITS] {
        let mut board = self.before.board();
        board[self.origin.index()] = 0;
        for step in self.steps() {
            board[step.pit.index()] += 1;
        }
        board
    }
}
