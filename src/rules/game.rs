//! A whole game: the current position, the positions before it (for
//! repetition and undo), and how the game ended.

use super::{IllegalMove, MoveReport, Moves, Pit, Position, Side};

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EndReason {
    /// The player to move had no legal move; each player added their own row.
    NoMoves,
    /// The same position occurred a third time; the board was shared
    /// equally, `split` stones to each player.
    Repetition { split: u8 },
}

impl EndReason {
    /// The name used in game records.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::NoMoves => "no_moves",
            EndReason::Repetition { .. } => "repetition",
        }
    }
}

/// The final score and why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameResult {
    pub reason: EndReason,
    /// Final stones, `[south, north]`; they always add up to 42.
    pub score: [u8; 2],
}

impl GameResult {
    pub const fn stones(&self, side: Side) -> u8 {
        self.score[side.index()]
    }

    /// The player with more stones, or `None` for a 21–21 draw.
    pub fn winner(&self) -> Option<Side> {
        match self.score[0].cmp(&self.score[1]) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// How many times a position may occur before the game ends by repetition.
pub const REPETITION_LIMIT: usize = 3;

/// A game in progress or finished. `history[0]` is the start position and
/// the last entry is the current one.
#[derive(Clone, Debug)]
pub struct Game {
    history: Vec<Position>,
    moves: Vec<Pit>,
    legal: Moves,
    result: Option<GameResult>,
}

impl Game {
    /// A new game from the opening position, `first` to move.
    pub fn new(first: Side) -> Game {
        Game::from_position(Position::start(first))
    }

    /// A game that starts from any consistent position. It may be over at once
    /// if the player to move has no legal move.
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            history: Vec::with_capacity(64),
            moves: Vec::with_capacity(64),
            legal: Moves::NONE,
            result: None,
        };
        game.reset(start);
        game
    }

    /// Starts again from `start`, keeping the allocated history.
    pub fn reset(&mut self, start: Position) {
        self.history.clear();
        self.moves.clear();
        self.history.push(start);
        self.judge();
    }

    pub fn position(&self) -> &Position {
        self.history.last().expect("history always holds the start")
    }

    pub fn start(&self) -> &Position {
        &self.history[0]
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> &[Pit] {
        &self.moves
    }

    /// Every position so far: the start, then one after each move.
    pub fn history(&self) -> &[Position] {
        &self.history
    }

    pub fn to_move(&self) -> Side {
        self.position().to_move()
    }

    /// The legal moves now; empty once the game is over.
    pub fn legal_moves(&self) -> Moves {
        self.legal
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Why `pit` cannot be played now, if it cannot.
    pub fn check(&self, pit: Pit) -> Result<(), IllegalMove> {
        if self.result.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.position().check(pit)
    }

    /// Plays `pit` for the player to move and reports what happened.
    pub fn play(&mut self, pit: Pit) -> Result<MoveReport, IllegalMove> {
        if self.result.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let before = *self.position();
        let resolution = before.resolve_legal(pit)?;
        self.history.push(resolution.after);
        self.moves.push(pit);
        self.judge();
        Ok(MoveReport::new(before, pit, &resolution))
    }

    /// Takes back the last move. Returns the pit it was played from, or `None`
    /// at the start.
    pub fn undo(&mut self) -> Option<Pit> {
        let pit = self.moves.pop()?;
        self.history.pop();
        self.judge();
        Some(pit)
    }

    /// How many times `position`'s placement (board and player to move) has
    /// occurred in this game, counting the current position if it matches.
    pub fn occurrences(&self, position: &Position) -> usize {
        let total = position.board_total();
        // Captures only shrink the board, so equal positions can only lie in
        // the trailing run of positions with the same board total.
        self.history
            .iter()
            .rev()
            .take_while(|p| p.board_total() == total)
            .filter(|p| p.same_placement(position))
            .count()
    }

    /// The legal moves that would end the game at once by repetition: each
    /// leads to a position that has already occurred twice.
    pub fn repeating_moves(&self) -> Moves {
        let mut moves = Moves::NONE;
        for pit in self.legal {
            if let Ok(next) = self.position().after(pit)
                && self.occurrences(&next) + 1 >= REPETITION_LIMIT
            {
                moves.insert(pit);
            }
        }
        moves
    }

    /// Decides whether the current position ends the game.
    fn judge(&mut self) {
        let now = *self.position();
        if self.occurrences(&now) >= REPETITION_LIMIT {
            self.legal = Moves::NONE;
            self.result = Some(GameResult {
                reason: EndReason::Repetition {
                    split: now.board_total() / 2,
                },
                score: now.score_if_repetition(),
            });
            return;
        }
        self.legal = now.legal_moves();
        self.result = self.legal.is_empty().then(|| GameResult {
            reason: EndReason::NoMoves,
            score: now.score_if_no_moves(),
        });
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Side::South)
    }
}
