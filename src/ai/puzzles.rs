//! Puzzles from the solved table: positions reached in games between the
//! levels where exactly one move keeps the position's value and every other
//! move loses at least four stones more. The game's own searchers grade
//! them: a 2-ply search finds an easy one, a 4-ply search a medium one, and
//! no search of up to 6 plies finds a hard one. The opening is never a
//! puzzle, and no position comes twice, not even seen from the other seat.
//! Every puzzle is South's to solve: the solver sits at the bottom.

use super::levels::{Ai, Level};
use super::search::move_scores;
use super::table::Table;
use crate::rules::{Game, PITS, Pit, Position, START_STONES, Side};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// How many puzzles of each tier the set holds.
pub const PER_TIER: usize = 50;
/// The seed of the set the game ships.
pub const SHIPPED_SEED: u64 = 1;
/// Every other move loses at least this many stones against the answer:
/// more than the smallest capture, so the answer is clearly the best.
pub const MARGIN: i8 = 4;

/// How hard a puzzle is, by the shallowest search that finds its answer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Easy,
    Medium,
    Hard,
}

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Easy, Tier::Medium, Tier::Hard];

    pub const fn name(self) -> &'static str {
        match self {
            Tier::Easy => "easy",
            Tier::Medium => "medium",
            Tier::Hard => "hard",
        }
    }
}

/// One legal move and its exact value for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PitValue {
    pub pit: Pit,
    pub value: i8,
}

/// A puzzle, as `modiar-cli puzzles` prints it and the game ships it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    pub id: String,
    pub tier: Tier,
    pub board: [u8; PITS],
    pub captured: [u8; 2],
    pub to_move: Side,
    pub first_move: bool,
    pub answer: Pit,
    /// Every legal move's value, by pit.
    pub values: Vec<PitValue>,
}

impl Puzzle {
    /// The position to solve, checked for consistency.
    pub fn position(&self) -> Result<Position, String> {
        Position::new(self.board, self.captured, self.to_move, self.first_move)
            .map_err(|e| format!("puzzle {}: {e}", self.id))
    }

    /// The value of playing `pit`, if it is legal.
    pub fn value_of(&self, pit: Pit) -> Option<i8> {
        self.values.iter().find(|v| v.pit == pit).map(|v| v.value)
    }

    /// The stones the player to move ends the game with after playing
    /// `pit`, when both then play perfectly: what they have captured, and
    /// their share of the board by the move's value. A count, never
    /// negative, that a newcomer reads without a sign.
    pub fn stones_after(&self, pit: Pit) -> Option<u8> {
        let value = i16::from(self.value_of(pit)?);
        let board: i16 = self.board.iter().map(|&s| i16::from(s)).sum();
        let kept = i16::from(self.captured[self.to_move.index()]);
        // Both shares of the board sum to it and differ by the value.
        u8::try_from(kept + (board + value) / 2).ok()
    }
}

/// The unique best move of `position` and every legal move's value, if
/// exactly one move keeps the value and every other loses at least
/// [`MARGIN`] more.
pub fn unique_best(table: &Table, position: &Position) -> Option<(Pit, Vec<PitValue>)> {
    let values: Vec<PitValue> = table
        .move_values(position)
        .iter()
        .map(|(pit, value)| PitValue { pit, value })
        .collect();
    if values.len() < 2 {
        return None;
    }
    let best = values.iter().map(|v| v.value).max()?;
    let mut at_best = values.iter().filter(|v| v.value == best);
    let answer = at_best.next()?.pit;
    let unique = at_best.next().is_none();
    let clear = values
        .iter()
        .all(|v| v.pit == answer || v.value <= best - MARGIN);
    (unique && clear).then_some((answer, values))
}

/// Whether a search of `depth` plies picks `answer` and nothing else.
pub fn search_finds(position: &Position, depth: u32, answer: Pit) -> bool {
    let scores = move_scores(position, depth);
    let Some(top) = scores.iter().flatten().max() else {
        return false;
    };
    let tops: Vec<Pit> = Pit::ALL
        .into_iter()
        .filter(|&p| scores[p] == Some(*top))
        .collect();
    tops == [answer]
}

/// The tier the game's searchers give a puzzle, or `None` when they grade
/// it in between (found at 6 plies but not at 4, say).
pub fn tier_of(position: &Position, answer: Pit) -> Option<Tier> {
    let finds = |depth| search_finds(position, depth, answer);
    if finds(2) {
        Some(Tier::Easy)
    } else if finds(4) {
        Some(Tier::Medium)
    } else if (1..=6).all(|depth| !finds(depth)) {
        Some(Tier::Hard)
    } else {
        None
    }
}

/// Whether `position` has the starting board: every game passes through
/// it, so as a puzzle it would be no discovery (either side to move).
pub fn is_opening(position: &Position) -> bool {
    position.board() == [START_STONES; PITS]
}

/// What makes two puzzles the same: the board and the player to move, with
/// a position and its mirror image (the other seat's view) sharing one key.
pub fn same_puzzle_key(position: &Position) -> ([u8; PITS], Side) {
    let mirror = position.mirrored();
    (position.board(), position.to_move()).min((mirror.board(), mirror.to_move()))
}

/// A player whose games the positions come from: a level, or one of the
/// first two as they played when the set shipped, so that a seed still
/// gives the set it gave (a player's solved puzzles are kept by id).
#[derive(Clone, Copy)]
enum Source {
    Level(Level),
    /// Searches `depth` plies, a softmax at `temperature`.
    Searcher(u32, f64),
}

impl Source {
    const ALL: [Source; 6] = [
        Source::Searcher(1, 1.5),
        Source::Searcher(2, 1.0),
        Source::Level(Level::Club),
        Source::Level(Level::Expert),
        Source::Level(Level::Master),
        Source::Level(Level::Perfect),
    ];

    fn player(self, seed: u64) -> Ai {
        match self {
            Source::Level(level) => Ai::new(level, seed),
            Source::Searcher(depth, temperature) => Ai::searcher(depth, temperature, seed),
        }
    }
}

/// The pairs of players whose games the positions come from, in turn.
fn pairings() -> Vec<(Source, Source)> {
    let mut pairs = Vec::new();
    for a in Source::ALL {
        for b in Source::ALL {
            pairs.push((a, b));
        }
    }
    pairs
}

/// The set: [`PER_TIER`] puzzles of each tier, from games between the
/// levels seeded by `seed`, in the order they were found. The same seed
/// gives the same set.
pub fn generate(table: &Table, seed: u64) -> Vec<Puzzle> {
    let pairs = pairings();
    let mut seen: HashSet<([u8; PITS], Side)> = HashSet::new();
    let mut found: Vec<Puzzle> = Vec::new();
    let count = |found: &[Puzzle], tier: Tier| found.iter().filter(|p| p.tier == tier).count();
    for game_number in 0u64.. {
        if Tier::ALL.iter().all(|&t| count(&found, t) >= PER_TIER) {
            break;
        }
        let (a, b) = pairs[(game_number as usize) % pairs.len()];
        let game_seed = seed
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .wrapping_add(game_number);
        let mut players = [a.player(game_seed), b.player(game_seed ^ 0x5eed)];
        let first = if game_number % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let mut game = Game::new(first);
        while !game.is_over() {
            let position = *game.position();
            if !is_opening(&position)
                && seen.insert(same_puzzle_key(&position))
                && let Some((answer, values)) = unique_best(table, &position)
                && let Some(tier) = tier_of(&position, answer)
                && count(&found, tier) < PER_TIER
            {
                let number = count(&found, tier) + 1;
                // The solver always sits at the bottom: North's turn is kept
                // as its mirror image, South to move, every value the same.
                let (position, answer, values) = if position.to_move() == Side::North {
                    let mirror = position.mirrored();
                    let (answer, values) =
                        unique_best(table, &mirror).expect("a mirror keeps every value");
                    (mirror, answer, values)
                } else {
                    (position, answer, values)
                };
                found.push(Puzzle {
                    id: format!("{}-{number:02}", tier.name()),
                    tier,
                    board: position.board(),
                    captured: position.captured(),
                    to_move: position.to_move(),
                    first_move: position.first_move(),
                    answer,
                    values,
                });
            }
            let mover = usize::from(position.to_move() != first);
            let pit = players[mover]
                .choose(&game, Some(table))
                .expect("the game is not over");
            game.play(pit).expect("levels play legal moves");
        }
    }
    found.sort_by(|x, y| (x.tier, &x.id).cmp(&(y.tier, &y.id)));
    found
}

/// One puzzle a line, as JSON.
pub fn to_lines(puzzles: &[Puzzle]) -> String {
    puzzles
        .iter()
        .map(|p| serde_json::to_string(p).expect("puzzles are plain data") + "\n")
        .collect()
}

/// Puzzles from JSON lines; a bad line is named.
pub fn from_lines(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let puzzle: Puzzle =
                serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 1))?;
            puzzle
                .position()
                .map_err(|e| format!("line {}: {e}", i + 1))?;
            Ok(puzzle)
        })
        .collect()
}

/// The puzzle of the day `day` (days since 1970), the same for every
/// player on that day.
pub fn of_the_day(puzzles: &[Puzzle], day: u64) -> Option<&Puzzle> {
    if puzzles.is_empty() {
        return None;
    }
    // A stride prime to any set size below it walks the whole set in a
    // shuffled order, a new puzzle every day.
    let index = day.wrapping_mul(7_919) % puzzles.len() as u64;
    puzzles.get(index as usize)
}
