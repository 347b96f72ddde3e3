//! The game under analysis and the position shown: what the board, its
//! panel and sharing all read.

use crate::ai::MoveReview;
use crate::rules::Game;
use bevy::prelude::*;

/// The game under analysis and the position shown.
#[derive(Resource, Clone, Debug)]
pub struct Analysis {
    pub game: Game,
    /// Moves played up to the position shown.
    pub at: usize,
    /// Every move judged by the table, once it is ready.
    pub judged: Option<Vec<MoveReview>>,
}

impl Analysis {
    /// The game up to the position shown, with its history.
    pub fn shown(&self) -> Game {
        let mut game = Game::from_position(*self.game.start());
        for &pit in &self.game.moves()[..self.at] {
            game.play(pit).expect("the game's own moves");
        }
        game
    }

    /// The move played from the position shown (1 for the first move),
    /// the one the heading names; none once the game is over.
    pub fn move_on_board(&self) -> Option<usize> {
        (self.at < self.game.moves().len()).then_some(self.at + 1)
    }

    /// The move that gave away the most, if any did.
    pub fn turning_point(&self) -> Option<MoveReview> {
        self.judged
            .as_ref()?
            .iter()
            .filter(|m| m.lost > 0)
            .max_by_key(|m| (m.lost, std::cmp::Reverse(m.ply)))
            .copied()
    }
}
