//! Round-robin matches between the levels and a depth-9 alpha-beta searcher,
//! to prove the levels are graded, and the lower levels against two
//! stand-ins for a newcomer, to show they give one a real game. Reproducible
//! from a seed.

use super::levels::{Ai, Level, pick};
use super::search::{YARDSTICK_DEPTH, move_scores};
use super::table::Table;
use crate::rules::{Game, Pit, Position, Side};
use rand::{SeedableRng, rngs::StdRng};
use std::fmt::Write;

/// A participant: one of the levels, the depth-9 yardstick, or a stand-in
/// for a newcomer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Entrant {
    Level(Level),
    /// Alpha-beta to depth 9 on capture difference, ties broken at random:
    /// how the strongest earlier Modiar program plays.
    Yardstick,
    Newcomer(Newcomer),
}

/// How a newcomer who has just learnt the rules is taken to play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Newcomer {
    /// Plays any legal pit.
    AnyPit,
    /// Takes the biggest capture on offer now; any pit when there is none.
    CaptureFirst,
}

impl Newcomer {
    pub const ALL: [Newcomer; 2] = [Newcomer::AnyPit, Newcomer::CaptureFirst];

    pub const fn name(self) -> &'static str {
        match self {
            Newcomer::AnyPit => "any legal pit",
            Newcomer::CaptureFirst => "biggest capture now",
        }
    }

    fn choose(self, position: &Position, rng: &mut StdRng) -> Pit {
        let scores = Pit::ALL.map(|pit| {
            position.after(pit).ok().map(|after| match self {
                Newcomer::AnyPit => 0,
                Newcomer::CaptureFirst => {
                    let mover = position.to_move();
                    i32::from(after.captured_by(mover)) - i32::from(position.captured_by(mover))
                }
            })
        });
        pick(&scores, 0.0, rng)
    }
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
            Entrant::Newcomer(newcomer) => newcomer.name().to_owned(),
        }
    }
}

enum Player {
    Ai(Ai),
    Yardstick(StdRng),
    Newcomer(Newcomer, StdRng),
}

impl Player {
    fn new(entrant: Entrant, seed: u64) -> Player {
        match entrant {
            Entrant::Level(level) => Player::Ai(Ai::new(level, seed)),
            Entrant::Yardstick => Player::Yardstick(StdRng::seed_from_u64(seed)),
            Entrant::Newcomer(newcomer) => Player::Newcomer(newcomer, StdRng::seed_from_u64(seed)),
        }
    }

    fn choose(&mut self, game: &Game, table: Option<&Table>) -> Pit {
        match self {
            Player::Ai(ai) => ai.choose(game, table).expect("game not over"),
            Player::Yardstick(rng) => {
                pick(&move_scores(game.position(), YARDSTICK_DEPTH), 0.0, rng)
            }
            Player::Newcomer(newcomer, rng) => newcomer.choose(game.position(), rng),
        }
    }
}

/// One finished game between `a` and `b`: `a`'s stones minus `b`'s.
pub fn play_game(table: &Table, a: Entrant, b: Entrant, a_starts: bool, seed: u64) -> i32 {
    play_out(Some(table), a, b, a_starts, seed).margin
}

/// What one game came to, from the first entrant's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    /// `a`'s stones minus `b`'s.
    pub margin: i32,
    /// Moves in all, both players'.
    pub moves: usize,
}

/// One finished game between `a` and `b`. Without the table, only entrants
/// that do not need it may play.
pub fn play_out(
    table: Option<&Table>,
    a: Entrant,
    b: Entrant,
    a_starts: bool,
    seed: u64,
) -> Played {
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
    Played {
        margin: i32::from(result.stones(a_side)) - i32::from(result.stones(a_side.opponent())),
        moves: game.moves().len(),
    }
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

/// The levels a newcomer meets first, each against each stand-in.
pub const NEWCOMER_LEVELS: [Level; 2] = [Level::Beginner, Level::Casual];

/// The games of one stand-in against one level.
#[derive(Clone, Debug)]
pub struct NewcomerMatch {
    pub newcomer: Newcomer,
    pub level: Level,
    /// Each game, from the stand-in's side; it starts every other one.
    pub games: Vec<Played>,
}

impl NewcomerMatch {
    /// The median game's length in moves.
    pub fn median_moves(&self) -> usize {
        median(self.games.iter().map(|g| g.moves))
    }

    /// The share of games over by move 10.
    pub fn short_share(&self) -> f64 {
        self.share(|g| g.moves <= 10)
    }

    /// The share of games the stand-in wins.
    pub fn newcomer_wins(&self) -> f64 {
        self.share(|g| g.margin > 0)
    }

    /// The stand-in's median margin over all games, in stones.
    pub fn median_margin(&self) -> i32 {
        median(self.games.iter().map(|g| g.margin))
    }

    /// The stand-in's median margin in the games it wins.
    pub fn median_winning_margin(&self) -> i32 {
        median(self.games.iter().map(|g| g.margin).filter(|&m| m > 0))
    }

    fn share(&self, test: impl Fn(&Played) -> bool) -> f64 {
        self.games.iter().filter(|g| test(g)).count() as f64 / self.games.len().max(1) as f64
    }
}

/// The lower middle value; the default of none.
fn median<T: Ord + Copy + Default>(values: impl Iterator<Item = T>) -> T {
    let mut values: Vec<T> = values.collect();
    values.sort_unstable();
    values
        .get(values.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or_default()
}

/// Each stand-in against each of the first levels, `games` games a match.
/// The lower levels need no table.
pub fn newcomer_matches(games: usize, seed: u64) -> Vec<NewcomerMatch> {
    let mut matches = Vec::new();
    for (n, newcomer) in Newcomer::ALL.into_iter().enumerate() {
        for (l, level) in NEWCOMER_LEVELS.into_iter().enumerate() {
            let match_seed = seed ^ ((n * 7 + l + 1) as u64) << 40;
            let games = (0..games)
                .map(|g| {
                    play_out(
                        None,
                        Entrant::Newcomer(newcomer),
                        Entrant::Level(level),
                        g % 2 == 0,
                        match_seed.wrapping_mul(1_000_003).wrapping_add(g as u64),
                    )
                })
                .collect();
            matches.push(NewcomerMatch {
                newcomer,
                level,
                games,
            });
        }
    }
    matches
}

/// A markdown table of the newcomer matches.
pub fn newcomers_markdown(matches: &[NewcomerMatch]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "| newcomer | level | games | median moves | over by move 10 | newcomer wins | median margin | median winning margin |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|---|---|---|");
    for m in matches {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {:.1}% | {:.1}% | {:+} | {:+} |",
            m.newcomer.name(),
            m.level,
            m.games.len(),
            m.median_moves(),
            100.0 * m.short_share(),
            100.0 * m.newcomer_wins(),
            m.median_margin(),
            m.median_winning_margin()
        );
    }
    out
}
