//! A position (board, captures, player to move, first-move flag), sowing,
//! capturing and the legality of a move. One implementation serves the game,
//! the CLI and the solver.

use super::{PITS, Pit, ROW, START_STONES, Side, TOTAL_STONES};
use std::fmt;

/// Everything the rules need to know about a moment in the game, except the
/// repetition history (which lives in [`super::Game`]). Small and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    board: [u8; PITS],
    captured: [u8; 2],
    to_move: Side,
    first_move: bool,
}

/// Why a start position is inconsistent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// Board plus captures must hold exactly 42 stones.
    WrongTotal { total: u32 },
    /// Every capture takes 2, 4 or 6 stones, so the board total is always even.
    OddBoard { board_total: u32 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::WrongTotal { total } => write!(
                f,
                "board plus captures hold {total} stones, but a game has exactly {TOTAL_STONES}"
            ),
            PositionError::OddBoard { board_total } => write!(
                f,
                "the board holds {board_total} stones, an odd number; every capture takes an even number, so the board total is always even"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Which of the two traditional rules a starving move breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Starvation {
    /// The opponent's row was empty and the move leaves it empty (it may sow
    /// into the row and capture everything back: that does not feed).
    Feeding,
    /// The opponent's row held stones and the move would capture all of them.
    GrandSlam,
}

/// Why a move cannot be played. Each variant says exactly which rule forbids it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The pit belongs to the other player.
    NotYourPit { pit: Pit, mover: Side },
    /// The pit holds no stones.
    Empty { pit: Pit },
    /// The pit holds exactly one stone; singletons are never played.
    Singleton { pit: Pit },
    /// After sowing and capturing, the opponent's row would hold nothing.
    WouldStarve {
        pit: Pit,
        opponent: Side,
        rule: Starvation,
    },
    /// The game has ended; no move can be played.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::NotYourPit { pit, mover } => write!(
                f,
                "not your pit: pit {pit} belongs to {}, and {mover} is to move",
                mover.opponent()
            ),
            IllegalMove::Empty { pit } => write!(f, "pit {pit} is empty"),
            IllegalMove::Singleton { pit } => write!(
                f,
                "pit {pit} holds a single stone, and singletons cannot be played"
            ),
            IllegalMove::WouldStarve {
                pit,
                opponent,
                rule: Starvation::Feeding,
            } => write!(
                f,
                "pit {pit} would leave {opponent} with nothing: {opponent}'s row is empty and this move does not feed it"
            ),
            IllegalMove::WouldStarve {
                pit,
                opponent,
                rule: Starvation::GrandSlam,
            } => write!(
                f,
                "pit {pit} would leave {opponent} with nothing: it captures every stone in {opponent}'s row (grand slam)"
            ),
            IllegalMove::GameOver => write!(f, "the game is already over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A set of pits, e.g. the legal moves of a position. Iterates in ascending order.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Hash)]
pub struct Moves(u8);

impl Moves {
    pub const NONE: Moves = Moves(0);

    pub const fn contains(self, pit: Pit) -> bool {
        self.0 & (1 << pit.index()) != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub(crate) fn insert(&mut self, pit: Pit) {
        self.0 |= 1 << pit.index();
    }

    /// The `n`th pit of the set in ascending order.
    pub fn nth(self, n: usize) -> Option<Pit> {
        self.into_iter().nth(n)
    }
}

impl IntoIterator for Moves {
    type Item = Pit;
    type IntoIter = MovesIter;
    fn into_iter(self) -> MovesIter {
        MovesIter(self.0)
    }
}

/// Iterator over the pits of a [`Moves`] set.
#[derive(Clone, Debug)]
pub struct MovesIter(u8);

impl Iterator for MovesIter {
    type Item = Pit;
    fn next(&mut self) -> Option<Pit> {
        let pit = Pit::new(self.0.trailing_zeros() as usize)?;
        self.0 &= self.0 - 1;
        Some(pit)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for MovesIter {}

/// The pits captured by one move, in chain order, with their stone counts.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct Chain {
    pub(crate) pits: [Pit; PITS],
    pub(crate) counts: [u8; PITS],
    pub(crate) len: u8,
}

impl Chain {
    pub(crate) fn total(&self) -> u8 {
        self.counts[..self.len as usize].iter().sum()
    }
}

/// Whether a pit holding `stones` is captured: exactly 2, 4 or 6.
pub(crate) const fn capturable(stones: u8) -> bool {
    matches!(stones, 2 | 4 | 6)
}

/// Sows every stone of `origin`, the first back into `origin`, and returns the
/// pit where the last stone landed. `origin` must hold at least one stone.
pub(crate) fn sow(board: &mut [u8; PITS], origin: usize) -> usize {
    let stones = board[origin] as usize;
    debug_assert!(stones > 0);
    board[origin] = 0;
    // Pit `origin + k` receives one stone per full lap, plus one if k < rest.
    let laps = (stones / PITS) as u8;
    let rest = stones % PITS;
    let mut pit = origin;
    for k in 0..PITS {
        board[pit] += laps + u8::from(k < rest);
        pit = if pit + 1 == PITS { 0 } else { pit + 1 };
    }
    (origin + stones - 1) % PITS
}

/// Captures backwards from `last` while pits hold 2, 4 or 6, calling `take`
/// with each captured pit and its stones. A captured pit is left at 0, so
/// the chain never loops.
#[inline]
fn walk_chain(board: &mut [u8; PITS], last: usize, mut take: impl FnMut(usize, u8)) {
    let mut pit = last;
    while capturable(board[pit]) {
        take(pit, board[pit]);
        board[pit] = 0;
        pit = if pit == 0 { PITS - 1 } else { pit - 1 };
    }
}

/// The capture chain ending at `last`, pit by pit.
pub(crate) fn capture_chain(board: &mut [u8; PITS], last: usize) -> Chain {
    let mut chain = Chain::default();
    walk_chain(board, last, |pit, stones| {
        let i = chain.len as usize;
        chain.pits[i] = Pit::ALL[pit];
        chain.counts[i] = stones;
        chain.len += 1;
    });
    chain
}

/// The stones the capture chain ending at `last` takes: what the solver's
/// own packed moves are checked against.
#[cfg(test)]
pub(crate) fn capture_chain_total(board: &mut [u8; PITS], last: usize) -> u8 {
    let mut total = 0;
    walk_chain(board, last, |_, stones| total += stones);
    total
}

/// Sum of the stones in `side`'s row.
pub(crate) fn row_total(board: &[u8; PITS], side: Side) -> u8 {
    let [a, b, c] = side.pits();
    board[a.index()] + board[b.index()] + board[c.index()]
}

/// What a move does, before its legality is judged: the position after it,
/// the capture chain, and whether a capture was forfeited on the first move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Resolution {
    pub(crate) after: Position,
    pub(crate) chain: Chain,
    pub(crate) forfeited: bool,
}

impl Position {
    /// The opening position: 7 stones a pit, `first` to move, first-move rule on.
    pub const fn start(first: Side) -> Position {
        Position {
            board: [START_STONES; PITS],
            captured: [0, 0],
            to_move: first,
            first_move: true,
        }
    }

    /// A position from its parts, checked for consistency: 42 stones in all
    /// and an even board total.
    pub fn new(
        board: [u8; PITS],
        captured: [u8; 2],
        to_move: Side,
        first_move: bool,
    ) -> Result<Position, PositionError> {
        let board_total: u32 = board.iter().map(|&s| u32::from(s)).sum();
        let total = board_total + captured.iter().map(|&s| u32::from(s)).sum::<u32>();
        if total != u32::from(TOTAL_STONES) {
            return Err(PositionError::WrongTotal { total });
        }
        if !board_total.is_multiple_of(2) {
            return Err(PositionError::OddBoard { board_total });
        }
        Ok(Position {
            board,
            captured,
            to_move,
            first_move,
        })
    }

    /// A position from parts that are not checked for consistency: the solver
    /// builds boards whose captures it does not track, and some reference
    /// records start from an odd board total.
    pub const fn from_parts_unchecked(
        board: [u8; PITS],
        captured: [u8; 2],
        to_move: Side,
        first_move: bool,
    ) -> Position {
        Position {
            board,
            captured,
            to_move,
            first_move,
        }
    }

    pub const fn board(&self) -> [u8; PITS] {
        self.board
    }

    pub const fn stones(&self, pit: Pit) -> u8 {
        self.board[pit.index()]
    }

    /// Stones captured so far, `[south, north]`.
    pub const fn captured(&self) -> [u8; 2] {
        self.captured
    }

    pub const fn captured_by(&self, side: Side) -> u8 {
        self.captured[side.index()]
    }

    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// True until the first move of the game has been played: that move captures nothing.
    pub const fn first_move(&self) -> bool {
        self.first_move
    }

    pub fn board_total(&self) -> u8 {
        self.board.iter().sum()
    }

    pub fn row_total(&self, side: Side) -> u8 {
        row_total(&self.board, side)
    }

    /// Sows and captures from `pit` without judging legality. The pit must be
    /// the mover's and hold at least one stone.
    pub(crate) fn resolve(&self, pit: Pit) -> Resolution {
        let mover = self.to_move;
        let mut board = self.board;
        let last = sow(&mut board, pit.index());
        let (chain, forfeited) = if self.first_move {
            (Chain::default(), capturable(board[last]))
        } else {
            (capture_chain(&mut board, last), false)
        };
        let mut captured = self.captured;
        captured[mover] += chain.total();
        Resolution {
            after: Position {
                board,
                captured,
                to_move: mover.opponent(),
                first_move: false,
            },
            chain,
            forfeited,
        }
    }

    /// Why `pit` cannot be played here, if it cannot. The game's end is judged
    /// by [`super::Game`], which knows the repetition history.
    pub fn check(&self, pit: Pit) -> Result<(), IllegalMove> {
        self.resolve_legal(pit).map(|_| ())
    }

    /// Resolves `pit` if it is legal.
    pub(crate) fn resolve_legal(&self, pit: Pit) -> Result<Resolution, IllegalMove> {
        let mover = self.to_move;
        if !mover.owns(pit) {
            return Err(IllegalMove::NotYourPit { pit, mover });
        }
        match self.board[pit.index()] {
            0 => return Err(IllegalMove::Empty { pit }),
            1 => return Err(IllegalMove::Singleton { pit }),
            _ => {}
        }
        let resolution = self.resolve(pit);
        let opponent = mover.opponent();
        if row_total(&resolution.after.board, opponent) == 0 {
            let rule = if row_total(&self.board, opponent) == 0 {
                Starvation::Feeding
            } else {
                Starvation::GrandSlam
            };
            return Err(IllegalMove::WouldStarve {
                pit,
                opponent,
                rule,
            });
        }
        Ok(resolution)
    }

    /// The pits the player to move may play, ascending. Empty when they have
    /// no legal move (which ends the game).
    pub fn legal_moves(&self) -> Moves {
        let mut moves = Moves::NONE;
        let opponent = self.to_move.opponent();
        for pit in self.to_move.pits() {
            if self.board[pit.index()] >= 2
                && row_total(&self.resolve(pit).after.board, opponent) > 0
            {
                moves.insert(pit);
            }
        }
        moves
    }

    /// Plays a legal move and returns the next position (no report, no
    /// history): the fast path for search.
    pub fn after(&self, pit: Pit) -> Result<Position, IllegalMove> {
        self.resolve_legal(pit).map(|r| r.after)
    }

    /// The final score if the game ends here for lack of moves: each player
    /// adds the stones in their own row to their captures. `[south, north]`.
    pub fn score_if_no_moves(&self) -> [u8; 2] {
        [
            self.captured[0] + self.row_total(Side::South),
            self.captured[1] + self.row_total(Side::North),
        ]
    }

    /// The final score if the game ends here by repetition: the board is
    /// shared equally. `[south, north]`.
    pub fn score_if_repetition(&self) -> [u8; 2] {
        let half = self.board_total() / 2;
        [self.captured[0] + half, self.captured[1] + half]
    }

    /// The same position seen from the other seat: the rows trade places
    /// (pit `p` becomes pit `p + 3`, so sowing still runs the same way), and
    /// so do the captures and the player to move. The rules are symmetric
    /// under it: every move keeps its value, three pits along.
    pub fn mirrored(&self) -> Position {
        let mut board = self.board;
        board.rotate_left(ROW);
        Position {
            board,
            captured: [self.captured[1], self.captured[0]],
            to_move: self.to_move.opponent(),
            first_move: self.first_move,
        }
    }

    /// Same board and same player to move: what repetition compares.
    pub fn same_placement(&self, other: &Position) -> bool {
        self.board == other.board && self.to_move == other.to_move
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start(Side::South)
    }
}

impl fmt::Display for Position {
    /// The board as players see it, North's row on top from North's right.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = &self.board;
        write!(
            f,
            "N {:>2} {:>2} {:>2}  captured S {} N {}\nS {:>2} {:>2} {:>2}  {} to move{}",
            b[5],
            b[4],
            b[3],
            self.captured[0],
            self.captured[1],
            b[0],
            b[1],
            b[2],
            self.to_move,
            if self.first_move { " (first move)" } else { "" }
        )
    }
}
