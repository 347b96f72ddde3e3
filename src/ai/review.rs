//! After a game: what each move was worth against the best move, from the
//! solved table.

use super::table::Table;
use crate::rules::{Game, Pit, Side};

/// One move of a finished (or unfinished) game, judged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveReview {
    /// 1 for the first move.
    pub ply: usize,
    pub side: Side,
    pub pit: Pit,
    /// Stones the move gave away against the best move (0 for a best move).
    pub lost: u8,
    /// A best move in that position.
    pub best_pit: Pit,
}

/// Every move of `game`, judged by `table`. Moves from positions the table
/// cannot value (an odd board, which no game reaches) are skipped.
pub fn review(game: &Game, table: &Table) -> Vec<MoveReview> {
    let history = game.history();
    game.moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &pit)| {
            let position = history[i];
            let values = table.move_values(&position);
            let best = values.best()?;
            let played = values.get(pit)?;
            let best_pit = values.iter().find(|&(_, v)| v == best)?.0;
            Some(MoveReview {
                ply: i + 1,
                side: position.to_move(),
                pit,
                lost: (best - played) as u8,
                best_pit,
            })
        })
        .collect()
}
