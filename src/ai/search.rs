//! Depth-limited alpha-beta search scored by capture difference: the method
//! of the strongest earlier Modiar program (depth 9), our yardstick, and the
//! fallback until the solved table is ready. Depth 9 visits at most 3⁹
//! positions, well within a frame.

use crate::rules::{PITS, Position, Side};

/// The depth of the strongest earlier Modiar program.
pub const YARDSTICK_DEPTH: u32 = 9;

/// Beyond any score (scores are at most 42 in size).
const INFINITY: i32 = 1_000;

/// Each legal root move's score: stones the mover captures minus stones the
/// opponent captures within `depth` plies, with a game that ends inside the
/// horizon counted to its end (each side keeps its row).
pub fn move_scores(position: &Position, depth: u32) -> [Option<i32>; PITS] {
    let mut scores = [None; PITS];
    let mover = position.to_move();
    for pit in position.legal_moves() {
        let after = position.after(pit).expect("legal move");
        let gained = i32::from(after.captured_by(mover)) - i32::from(position.captured_by(mover));
        let reply = negamax(&after, depth.saturating_sub(1), -INFINITY, INFINITY);
        scores[pit] = Some(gained - reply);
    }
    scores
}

/// What a stalled game costs in [`gentle_scores`]: more than any capture
/// weighs, so a gentle player keeps the game going wherever it can.
const STALL: f64 = 10.0;

/// Each legal root move's score for a player who wants a long, even game
/// rather than the most stones: its own captures count `greed` each
/// (below 1, or even below 0, it lets captures go), each of the opponent's
/// captures within `depth` plies counts −1 (it guards its pits, expecting
/// the worst), and a game that would end for lack of moves inside the
/// horizon costs [`STALL`], whoever is left without one.
pub fn gentle_scores(position: &Position, depth: u32, greed: f64) -> [Option<f64>; PITS] {
    let mover = position.to_move();
    let mut scores = [None; PITS];
    for pit in position.legal_moves() {
        let after = position.after(pit).expect("legal move");
        scores[pit] = Some(
            greed * gain(position, &after)
                + gentle_value(&after, depth.saturating_sub(1), mover, greed),
        );
    }
    scores
}

/// The stones the player to move in `before` captured on the way to `after`.
fn gain(before: &Position, after: &Position) -> f64 {
    let mover = before.to_move();
    f64::from(after.captured_by(mover)) - f64::from(before.captured_by(mover))
}

/// [`gentle_scores`]' value of `position` for `root`: `root` picks its best,
/// the opponent the worst for `root`.
fn gentle_value(position: &Position, depth: u32, root: Side, greed: f64) -> f64 {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return -STALL;
    }
    if depth == 0 {
        return 0.0;
    }
    let values = moves.into_iter().map(|pit| {
        let after = position.after(pit).expect("legal move");
        let weight = if position.to_move() == root {
            greed
        } else {
            -1.0
        };
        weight * gain(position, &after) + gentle_value(&after, depth - 1, root, greed)
    });
    if position.to_move() == root {
        values.fold(f64::MIN, f64::max)
    } else {
        values.fold(f64::MAX, f64::min)
    }
}

/// The best score the player to move can force within `depth` plies.
fn negamax(position: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let moves = position.legal_moves();
    if moves.is_empty() {
        let mover = position.to_move();
        return i32::from(position.row_total(mover))
            - i32::from(position.row_total(mover.opponent()));
    }
    if depth == 0 {
        return 0;
    }
    let mover = position.to_move();
    // Captures first: they are usually best and tighten the window early.
    let mut children = [(0i32, Position::default()); 3];
    let mut count = 0;
    for pit in moves {
        let after = position.after(pit).expect("legal move");
        let gained = i32::from(after.captured_by(mover)) - i32::from(position.captured_by(mover));
        children[count] = (gained, after);
        count += 1;
    }
    let children = &mut children[..count];
    children.sort_unstable_by_key(|&(gained, _)| -gained);
    let mut best = -INFINITY;
    for &(gained, after) in children.iter() {
        let score = gained - negamax(&after, depth - 1, -(beta - gained), -(alpha - gained));
        if score > best {
            best = score;
        }
        if best > alpha {
            alpha = best;
        }
        if alpha >= beta {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain minimax without pruning, to check the pruning changes nothing.
    fn minimax(position: &Position, depth: u32) -> i32 {
        let moves = position.legal_moves();
        let mover = position.to_move();
        if moves.is_empty() {
            return i32::from(position.row_total(mover))
                - i32::from(position.row_total(mover.opponent()));
        }
        if depth == 0 {
            return 0;
        }
        moves
            .into_iter()
            .map(|pit| {
                let after = position.after(pit).unwrap();
                let gained =
                    i32::from(after.captured_by(mover)) - i32::from(position.captured_by(mover));
                gained - minimax(&after, depth - 1)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn pruning_agrees_with_minimax() {
        let mut position = Position::start(Side::South);
        for ply in 0..12 {
            for depth in 1..6 {
                let scores = move_scores(&position, depth);
                for pit in position.legal_moves() {
                    let after = position.after(pit).unwrap();
                    let mover = position.to_move();
                    let gained = i32::from(after.captured_by(mover))
                        - i32::from(position.captured_by(mover));
                    assert_eq!(scores[pit], Some(gained - minimax(&after, depth - 1)));
                }
            }
            let Some(pit) = position.legal_moves().nth(ply % 2) else {
                break;
            };
            position = position.after(pit).unwrap();
        }
    }
}
