//! The solved table: one byte per position, holding its value and a move
//! that makes progress towards realising a positive value.

use super::index::{POSITIONS, index, normalized};
use crate::rules::{PITS, Pit, Position, ROW};
use std::fmt;

/// The progress slot of positions that need none (value ≤ 0, or no move).
pub(crate) const NO_PROGRESS: u8 = 0;

/// Largest magnitude of a value: every stone on a full board.
const VALUE_BIAS: i16 = 42;

/// Packs a value (−42…42) and a pit of the mover's row (0–2) into one byte:
/// 85 × 3 = 255 codes.
pub(crate) const fn encode(value: i8, progress: u8) -> u8 {
    ((value as i16 + VALUE_BIAS) * ROW as i16 + progress as i16) as u8
}

/// The values of a position's legal moves, by pit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveValues([Option<i8>; PITS]);

impl MoveValues {
    pub fn get(&self, pit: Pit) -> Option<i8> {
        self.0[pit]
    }

    /// `(pit, value)` for each legal move, ascending by pit.
    pub fn iter(&self) -> impl Iterator<Item = (Pit, i8)> + '_ {
        Pit::ALL
            .into_iter()
            .filter_map(|pit| self.0[pit].map(|v| (pit, v)))
    }

    /// The best value, or `None` when there is no legal move.
    pub fn best(&self) -> Option<i8> {
        self.iter().map(|(_, v)| v).max()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }
}

/// Why bytes are not a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    WrongLength {
        bytes: usize,
    },
    BadCode {
        index: usize,
        code: u8,
    },
    /// Every byte a code, but not the solved table's: a byte changed on
    /// the way (from the page's worker, or a file).
    Checksum {
        found: u64,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::WrongLength { bytes } => {
                write!(f, "a table has {POSITIONS} bytes, this one {bytes}")
            }
            TableError::BadCode { index, code } => {
                write!(f, "byte {index} holds {code}, which encodes no value")
            }
            TableError::Checksum { found } => write!(
                f,
                "its checksum is {found:#018x}, not the solved table's {TABLE_CHECKSUM:#018x}"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// The solved table's checksum ([`checksum`]): the solve is the same
/// everywhere, so a table read back must give exactly this.
pub const TABLE_CHECKSUM: u64 = 0x3af1_dc0c_e11a_84d2;

/// FNV-1a over a table's bytes: a byte changed to any other value changes
/// it.
pub fn checksum(codes: &[u8]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    codes.iter().fold(OFFSET, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    })
}

/// Every position's exact value: 6,540,556 bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    codes: Vec<u8>,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Table({} positions)", self.codes.len())
    }
}

impl Table {
    pub(crate) fn from_codes(codes: Vec<u8>) -> Table {
        debug_assert_eq!(codes.len(), POSITIONS);
        Table { codes }
    }

    /// A table read back from [`Table::as_bytes`], checked byte by byte
    /// and against the solved table's checksum.
    pub fn from_bytes(codes: Vec<u8>) -> Result<Table, TableError> {
        if codes.len() != POSITIONS {
            return Err(TableError::WrongLength { bytes: codes.len() });
        }
        if let Some((index, &code)) = codes.iter().enumerate().find(|&(_, &c)| c == u8::MAX) {
            return Err(TableError::BadCode { index, code });
        }
        let found = checksum(&codes);
        if found != TABLE_CHECKSUM {
            return Err(TableError::Checksum { found });
        }
        Ok(Table { codes })
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.codes
    }

    pub(crate) const fn decode_value(code: u8) -> i8 {
        (code / ROW as u8) as i8 - VALUE_BIAS as i8
    }

    /// The value of a board seen from the player to move (pits 0–2 theirs),
    /// with the first-move rule off. The stone total must be even.
    pub fn board_value(&self, board: &[u8; PITS]) -> i8 {
        Table::decode_value(self.codes[index(board)])
    }

    /// The stored progress pit (0–2 of the mover's row) of a board.
    pub(crate) fn board_progress(&self, board: &[u8; PITS]) -> usize {
        (self.codes[index(board)] % ROW as u8) as usize
    }

    /// The mover's net future gain from `position` under perfect play, or
    /// `None` for an odd board total, which no game reaches. Stones already
    /// captured do not count.
    pub fn value(&self, position: &Position) -> Option<i8> {
        if !position.board_total().is_multiple_of(2) {
            return None;
        }
        if position.first_move() {
            // The table assumes captures are on; value the forfeit from the children.
            let moves = self.move_values(position);
            return Some(moves.best().unwrap_or_else(|| end_value(position)));
        }
        Some(self.board_value(&normalized(position)))
    }

    /// Each legal move's value: the stones it captures, minus the
    /// opponent's value of the position it leaves.
    pub fn move_values(&self, position: &Position) -> MoveValues {
        let mut values = MoveValues::default();
        if !position.board_total().is_multiple_of(2) {
            return values;
        }
        let mover = position.to_move();
        for pit in position.legal_moves() {
            let after = position.after(pit).expect("legal move");
            let captured = after.captured_by(mover) - position.captured_by(mover);
            let reply = self.board_value(&normalized(&after));
            values.0[pit] = Some(captured as i8 - reply);
        }
        values
    }

    /// A best move that also shortens the way to realising a positive value:
    /// following it can never be drawn out by repetition. `None` when the
    /// position is worth 0 or less, or has no move.
    pub fn progress_move(&self, position: &Position) -> Option<Pit> {
        let value = self.value(position)?;
        if value <= 0 || position.legal_moves().is_empty() {
            return None;
        }
        if position.first_move() {
            // Every first move captures nothing; any best move is progress.
            let moves = self.move_values(position);
            return moves.iter().find(|&(_, v)| v == value).map(|(pit, _)| pit);
        }
        let place = self.board_progress(&normalized(position));
        Some(Pit::of(position.to_move(), place))
    }
}

/// What the end of the game gives the mover if they cannot move.
fn end_value(position: &Position) -> i8 {
    let mover = position.to_move();
    position.row_total(mover) as i8 - position.row_total(mover.opponent()) as i8
}
