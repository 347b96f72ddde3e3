//! Difficulty levels. The lower levels err the way people do. The first two
//! give a newcomer a real game: they keep it going, guard their pits, let
//! captures go, and now and then play any move at all. The middle ones look
//! a few moves ahead, or judge the true values of their moves with a little
//! noise, so they miss subtle moves far more often than obvious ones.
//! *Perfect* plays a best move, and never lets a won position slip away by
//! repetition.

use super::search::{YARDSTICK_DEPTH, gentle_scores, move_scores};
use super::table::Table;
use crate::rules::{Game, PITS, Pit, Position};
use rand::{Rng, SeedableRng, rngs::StdRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong the computer plays, weakest first. Saved by its lower-case
/// name, as the command line takes it.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Keeps the game going and guards its pits, but lets captures go.
    Beginner,
    /// Keeps the game going and guards its pits; a capture neither draws
    /// nor puts it off much, and it errs less.
    Casual,
    /// Looks four moves ahead.
    #[default]
    Club,
    /// Knows every move's true value, but misjudges close calls.
    Expert,
    /// Knows every move's true value and rarely slips.
    Master,
    /// Always plays a best move.
    Perfect,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Expert,
        Level::Master,
        Level::Perfect,
    ];

    /// Lower-case name, for the command line and settings files.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Club => "club",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Perfect => "perfect",
        }
    }

    /// A level by name or by number (1 = beginner … 6 = perfect).
    pub fn parse(text: &str) -> Option<Level> {
        let text = text.trim().to_ascii_lowercase();
        Level::ALL.into_iter().enumerate().find_map(|(i, level)| {
            (text == level.name() || text == (i + 1).to_string()).then_some(level)
        })
    }

    /// How the level weighs its moves.
    fn style(self) -> Style {
        match self {
            Level::Beginner => Style::Gentle {
                depth: 4,
                greed: -0.6,
                temperature: 2.0,
                careless: 0.1,
            },
            Level::Casual => Style::Gentle {
                depth: 4,
                greed: -0.1,
                temperature: 1.5,
                careless: 0.1,
            },
            Level::Club => Style::Search {
                depth: 4,
                temperature: 0.7,
            },
            Level::Expert => Style::Exact { temperature: 2.5 },
            Level::Master => Style::Exact { temperature: 1.0 },
            Level::Perfect => Style::Perfect,
        }
    }

    /// Whether the level plays better with the solved table.
    pub fn wants_table(self) -> bool {
        !matches!(self.style(), Style::Search { .. } | Style::Gentle { .. })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug)]
enum Style {
    /// A newcomer's opponent: [`gentle_scores`] to `depth` plies, then a
    /// softmax; and with chance `careless`, any move that keeps the game
    /// going.
    Gentle {
        depth: u32,
        greed: f64,
        temperature: f64,
        careless: f64,
    },
    /// Alpha-beta to `depth` plies on capture difference, then a softmax.
    Search { depth: u32, temperature: f64 },
    /// A softmax over the exact values from the table.
    Exact { temperature: f64 },
    /// A best move from the table.
    Perfect,
}

/// A computer player: a level and its own seeded random numbers, so games
/// can be replayed exactly.
#[derive(Clone, Debug)]
pub struct Ai {
    pub level: Level,
    style: Style,
    rng: StdRng,
}

impl Ai {
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai {
            level,
            style: level.style(),
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// A player that searches `depth` plies and picks by a softmax at
    /// `temperature`: how Beginner (1 ply, 1.5) and Casual (2 plies, 1.0)
    /// played when the puzzle set was made, which its games replay.
    pub(crate) fn searcher(depth: u32, temperature: f64, seed: u64) -> Ai {
        Ai {
            level: Level::Beginner,
            style: Style::Search { depth, temperature },
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// The pit to play, or `None` when the game is over. Without the table the
    /// levels that need it search to depth 9 instead.
    pub fn choose(&mut self, game: &Game, table: Option<&Table>) -> Option<Pit> {
        if game.is_over() {
            return None;
        }
        let position = game.position();
        let scores = match (self.style, table) {
            (
                Style::Gentle {
                    depth,
                    greed,
                    temperature,
                    careless,
                },
                _,
            ) => return Some(self.gentle(position, depth, greed, temperature, careless)),
            (Style::Search { depth, temperature }, _) => {
                return Some(self.sample(&move_scores(position, depth), temperature));
            }
            (Style::Exact { temperature }, Some(table)) => {
                let values = table.move_values(position);
                return Some(self.sample(
                    &Pit::ALL.map(|pit| values.get(pit).map(i32::from)),
                    temperature,
                ));
            }
            (Style::Perfect, Some(table)) => return perfect_move(game, table, &mut self.rng),
            (_, None) => move_scores(position, YARDSTICK_DEPTH),
        };
        Some(self.sample(
            &scores,
            if self.level == Level::Perfect {
                0.0
            } else {
                0.5
            },
        ))
    }

    /// Samples a pit with probability ∝ exp(score / temperature); at
    /// temperature 0, uniformly among the best.
    fn sample(&mut self, scores: &[Option<i32>; PITS], temperature: f64) -> Pit {
        pick(scores, temperature, &mut self.rng)
    }

    /// The [`Style::Gentle`] choice. Moves after which either player could
    /// be left without a move are set aside while there are others.
    fn gentle(
        &mut self,
        position: &Position,
        depth: u32,
        greed: f64,
        temperature: f64,
        careless: f64,
    ) -> Pit {
        let mut scores = gentle_scores(position, depth, greed);
        let lively: Vec<Pit> = position
            .legal_moves()
            .into_iter()
            .filter(|&pit| keeps_going(position, pit))
            .collect();
        if !lively.is_empty() {
            for pit in Pit::ALL {
                if !lively.contains(&pit) {
                    scores[pit] = None;
                }
            }
            if self.rng.random::<f64>() < careless {
                return lively[self.rng.random_range(0..lively.len())];
            }
        }
        softmax(&scores, temperature, &mut self.rng)
    }
}

/// Softmax choice over scored pits; at temperature 0, uniform among the best.
pub fn pick(scores: &[Option<i32>; PITS], temperature: f64, rng: &mut impl Rng) -> Pit {
    softmax(&scores.map(|s| s.map(f64::from)), temperature, rng)
}

fn softmax(scores: &[Option<f64>; PITS], temperature: f64, rng: &mut impl Rng) -> Pit {
    let best = scores.iter().flatten().copied().fold(f64::MIN, f64::max);
    assert!(best > f64::MIN, "a legal move");
    let weights: [f64; PITS] = Pit::ALL.map(|pit| match scores[pit] {
        Some(s) if temperature > 0.0 => ((s - best) / temperature).exp(),
        Some(s) if s == best => 1.0,
        _ => 0.0,
    });
    let total: f64 = weights.iter().sum();
    let mut roll = rng.random::<f64>() * total;
    let mut chosen = None;
    for (pit, &w) in Pit::ALL.iter().zip(&weights) {
        if w > 0.0 {
            chosen = Some(*pit);
            if roll < w {
                break;
            }
            roll -= w;
        }
    }
    chosen.expect("a legal move")
}

/// Perfect play: a best move, chosen uniformly, except where that could let
/// repetition draw out a won position. While winning, it avoids positions
/// already seen since the last capture; once a repeat has happened (or can't
/// be avoided), it follows the table's progress moves, which reach a capture
/// or the end in finitely many moves whatever the opponent does.
pub fn perfect_move(game: &Game, table: &Table, rng: &mut impl Rng) -> Option<Pit> {
    let position = game.position();
    let values = table.move_values(position);
    let best = values.best()?;
    let optimal: Vec<Pit> = values
        .iter()
        .filter(|&(_, v)| v == best)
        .map(|(pit, _)| pit)
        .collect();
    let uniform = |pits: &[Pit], rng: &mut dyn rand::RngCore| pits[rng.random_range(0..pits.len())];
    if best <= 0 {
        // Repetition gives 0, never less than the value: any best move holds it.
        return Some(uniform(&optimal, rng));
    }
    if run_has_repeat(game) {
        return table.progress_move(position);
    }
    let fresh: Vec<Pit> = optimal
        .iter()
        .copied()
        .filter(|&pit| game.occurrences(&after(position, pit)) == 0)
        .collect();
    if fresh.is_empty() {
        table.progress_move(position)
    } else {
        Some(uniform(&fresh, rng))
    }
}

/// Whether playing `pit` leaves the opponent a move, and every reply leaves
/// the mover one: the game goes on for two more moves whatever happens.
fn keeps_going(position: &Position, pit: Pit) -> bool {
    let next = after(position, pit);
    let replies = next.legal_moves();
    !replies.is_empty()
        && replies
            .into_iter()
            .all(|reply| !after(&next, reply).legal_moves().is_empty())
}

fn after(position: &Position, pit: Pit) -> Position {
    position.after(pit).expect("legal move")
}

/// Whether any position has occurred twice since the last capture.
fn run_has_repeat(game: &Game) -> bool {
    let total = game.position().board_total();
    let run: Vec<&Position> = game
        .history()
        .iter()
        .rev()
        .take_while(|p| p.board_total() == total)
        .collect();
    run.iter()
        .enumerate()
        .any(|(i, p)| run[i + 1..].iter().any(|q| q.same_placement(p)))
}
