//! Round-robin matches between the levels and a depth-9 alpha-beta searcher,
//! to prove the levels are graded. Reproducible from a seed.

use super::levels::{Ai, Level, pick};
use super::search::{YARDSTICK_DEPTH, move_scores};
use super::table::Table;
use crate::rules::{Game, Pit, Side};
use rand::{SeedableRng, rngs::StdRng};
use std::fmt::Write;

/// A participant: one of the levels, or the depth-9 yardstick.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Entrant {
    Level(Level),
    /// Alpha-beta to depth 9 on capture difference, ties broken at random:
    /// how the strongest earlier Modiar program plays.
    Yardstick,
}

impl Entrant {
    pub fn all() -> Vec<Entrant> {
        Level::ALL
            .into_iter()
            .map(Entrant::Level)
            .chain([Entrant::Yardstick])
            .collect()
    }

    pub fn name(self) -> String {
        match self {
            Entrant::Level(level) => level.name().to_owned(),
            Entrant::Yardstick => format!("alpha-beta {YARDSTICK_DEPTH}"),
        }
    }
}

enum Player {
    Ai(Ai),
    Yardstick(StdRng),
}

impl Player {
    fn new(entrant: Entrant, seed: u64) -> Player {
        match entrant {
            Entrant::Level(level) => Player::Ai(Ai::new(level, seed)),
            Entrant::Yardstick => Player::Yardstick(StdRng::seed_from_u64(seed)),
        }
    }

    fn choose(&mut self, game: &Game, table: &Table) -> Pit {
        match self {
            Player::Ai(ai) => ai.choose(game, Some(table)).expect("game not over"),
            Player::Yardstick(rng) => {
                pick(&move_scores(game.position(), YARDSTICK_DEPTH), 0.0, rng)
            }
        }
    }
}

/// One finished game between `a` and `b`: `a`'s stones minus `b`'s.
pub fn play_game(table: &Table, a: Entrant, b: Entrant, a_starts: bool, seed: u64) -> i32 {
    let mut a_player = Player::new(a, seed);
    let mut b_player = Player::new(b, seed ^ 0x9e37_79b9_7f4a_7c15);
    let a_side = if a_starts { Side::South } else { Side::North };
    let mut game = Game::new(Side::South);
    while !game.is_over() {
        let player = if game.to_move() == a_side {
            &mut a_player
        } else {
            &mut b_player
        };
        let pit = player.choose(&game, table);
        game.play(pit).expect("players choose legal moves");
    }
    let result = game.result().expect("game over");
    i32::from(result.stones(a_side)) - i32::from(result.stones(a_side.opponent()))
}

/// The games between two entrants, from the first one's side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Sum of (own stones − opponent's stones) over the games.
    pub margin: i64,
    /// The smallest margin in any game.
    pub worst: i32,
}

impl Record {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game: a win 1, a draw ½.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    pub fn average_margin(&self) -> f64 {
        self.margin as f64 / self.games().max(1) as f64
    }

    fn add(&mut self, margin: i32) {
        if self.games() == 0 || margin < self.worst {
            self.worst = margin;
        }
        match margin.cmp(&0) {
            std::cmp::Ordering::Greater => self.wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.losses += 1,
        }
        self.margin += i64::from(margin);
    }

    fn flipped(&self, worst: i32) -> Record {
        Record {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
            margin: -self.margin,
            worst,
        }
    }
}

/// A match of `games` games, each side starting half of them.
pub fn play_match(
    table: &Table,
    a: Entrant,
    b: Entrant,
    games: usize,
    seed: u64,
) -> (Record, Record) {
    let mut for_a = Record::default();
    let mut worst_b = i32::MAX;
    for g in 0..games {
        let margin = play_game(
            table,
            a,
            b,
            g % 2 == 0,
            seed.wrapping_mul(1_000_003).wrapping_add(g as u64),
        );
        for_a.add(margin);
        worst_b = worst_b.min(-margin);
    }
    (for_a, for_a.flipped(worst_b))
}

/// Every entrant against every other.
pub struct RoundRobin {
    pub entrants: Vec<Entrant>,
    /// `records[i][j]`: entrant i against entrant j, from i's side.
    pub records: Vec<Vec<Record>>,
}

/// Plays the full round robin on two threads.
pub fn round_robin(table: &Table, games: usize, seed: u64) -> RoundRobin {
    let entrants = Entrant::all();
    let n = entrants.len();
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    let results: Vec<((usize, usize), (Record, Record))> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                let pairs = &pairs;
                let entrants = &entrants;
                scope.spawn(move || {
                    pairs
                        .iter()
                        .skip(w)
                        .step_by(2)
                        .map(|&(i, j)| {
                            let pair_seed = seed ^ ((i * 31 + j) as u64) << 32;
                            (
                                (i, j),
                                play_match(table, entrants[i], entrants[j], games, pair_seed),
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("worker"))
            .collect()
    });
    let mut records = vec![vec![Record::default(); n]; n];
    for ((i, j), (a, b)) in results {
        records[i][j] = a;
        records[j][i] = b;
    }
    RoundRobin { entrants, records }
}

impl RoundRobin {
    /// The record of `a` against `b`.
    pub fn record(&self, a: Entrant, b: Entrant) -> Record {
        let i = self.entrants.iter().position(|&e| e == a).expect("entrant");
        let j = self.entrants.iter().position(|&e| e == b).expect("entrant");
        self.records[i][j]
    }

    /// Points per game over all opponents.
    pub fn overall(&self, a: Entrant) -> f64 {
        let i = self.entrants.iter().position(|&e| e == a).expect("entrant");
        let (points, games) = self.records[i].iter().fold((0.0, 0), |(p, g), r| {
            (p + r.score() * r.games() as f64, g + r.games())
        });
        points / games.max(1) as f64
    }

    /// Two markdown tables: the head-to-head records, then each entrant's overall score.
    pub fn to_markdown(&self) -> String {
        let mut out = String::new();
        let names: Vec<String> = self.entrants.iter().map(|e| e.name()).collect();
        let _ = writeln!(
            out,
            "Row against column: wins-draws-losses, then the row's average margin in stones.\n"
        );
        let _ = writeln!(out, "| | {} |", names.join(" | "));
        let _ = writeln!(out, "|---|{}", "---|".repeat(names.len()));
        for (i, name) in names.iter().enumerate() {
            let cells: Vec<String> = self.records[i]
                .iter()
                .enumerate()
                .map(|(j, r)| {
                    if i == j {
                        "—".to_owned()
                    } else {
                        format!(
                            "{}-{}-{} ({:+.1})",
                            r.wins,
                            r.draws,
                            r.losses,
                            r.average_margin()
                        )
                    }
                })
                .collect();
            let _ = writeln!(out, "| **{name}** | {} |", cells.join(" | "));
        }
        let _ = writeln!(
            out,
            "\n| entrant | score against all | against the level below |"
        );
        let _ = writeln!(out, "|---|---|---|");
        for (i, name) in names.iter().enumerate() {
            let below = match self.entrants[i] {
                Entrant::Level(_) if i > 0 => {
                    let r = self.records[i][i - 1];
                    format!(
                        "{:.0}% (margin {:+.1})",
                        100.0 * r.score(),
                        r.average_margin()
                    )
                }
                _ => "—".to_owned(),
            };
            let _ = writeln!(
                out,
                "| {name} | {:.0}% | {below} |",
                100.0 * self.overall(self.entrants[i])
            );
        }
        out
    }
}
