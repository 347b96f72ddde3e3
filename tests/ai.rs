//! The computer players: legal moves at every level, reproducible from a
//! seed, honestly graded, and a Perfect level that never gives up value.

use modiar::ai::tournament::{Entrant, Newcomer, newcomer_matches, play_match};
use modiar::ai::{Ai, Level, Solver, Table};
use modiar::rules::{Game, Pit, Position, Side};
use rand::{Rng, SeedableRng, rngs::StdRng};
use std::sync::OnceLock;

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(Solver::solve)
}

fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

/// Random consistent positions, some of them finished.
fn random_positions(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let half = rng.random_range(1..=21u8);
            let mut board = [0u8; 6];
            for _ in 0..half * 2 {
                board[rng.random_range(0..6)] += 1;
            }
            let rest = 42 - half * 2;
            let south = rng.random_range(0..=rest);
            let side = if rng.random() {
                Side::South
            } else {
                Side::North
            };
            Position::new(board, [south, rest - south], side, rng.random_bool(0.05)).unwrap()
        })
        .collect()
}

#[test]
fn every_level_plays_only_legal_moves() {
    for (i, position) in random_positions(400, 11).into_iter().enumerate() {
        let game = Game::from_position(position);
        for level in Level::ALL {
            for table in [Some(table()), None] {
                let choice = Ai::new(level, i as u64).choose(&game, table);
                match choice {
                    Some(pit) => assert!(game.legal_moves().contains(pit), "{level} {position}"),
                    None => assert!(game.is_over()),
                }
            }
        }
    }
}

#[test]
fn a_seed_replays_the_same_game() {
    let play = |seed| {
        let mut game = Game::new(Side::South);
        let mut south = Ai::new(Level::Club, seed);
        let mut north = Ai::new(Level::Expert, seed + 1);
        while !game.is_over() {
            let ai = if game.to_move() == Side::South {
                &mut south
            } else {
                &mut north
            };
            let pit = ai.choose(&game, Some(table())).unwrap();
            game.play(pit).unwrap();
        }
        game.moves().to_vec()
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5), play(6));
}

#[test]
fn perfect_picks_only_best_moves() {
    for (i, position) in random_positions(500, 12).into_iter().enumerate() {
        let game = Game::from_position(position);
        let Some(pit) = Ai::new(Level::Perfect, i as u64).choose(&game, Some(table())) else {
            continue;
        };
        let values = table().move_values(&position);
        assert_eq!(values.get(pit), values.best(), "{position}");
    }
}

/// Plays Perfect against `opponent` (a level, or uniformly random moves when
/// `None`) and returns Perfect's final margin minus what the table promised.
fn perfect_surplus(opponent: Option<Level>, perfect_starts: bool, seed: u64) -> i32 {
    let table = table();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut perfect = Ai::new(Level::Perfect, seed);
    let mut other = opponent.map(|level| Ai::new(level, seed + 7));
    let perfect_side = if perfect_starts {
        Side::South
    } else {
        Side::North
    };
    let mut game = Game::new(Side::South);
    let mut promised = None;
    while !game.is_over() {
        let pit = if game.to_move() == perfect_side {
            // The promise: the value at Perfect's first turn (nothing is
            // captured on the first move, so nothing is banked before it).
            promised.get_or_insert(i32::from(table.value(game.position()).unwrap()));
            perfect.choose(&game, Some(table)).unwrap()
        } else {
            match &mut other {
                Some(ai) => ai.choose(&game, Some(table)).unwrap(),
                None => {
                    let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
                    legal[rng.random_range(0..legal.len())]
                }
            }
        };
        game.play(pit).unwrap();
    }
    let result = game.result().unwrap();
    let margin =
        i32::from(result.stones(perfect_side)) - i32::from(result.stones(perfect_side.opponent()));
    margin - promised.expect("Perfect moved")
}

#[test]
fn perfect_never_scores_below_the_value() {
    let opponents = [None].into_iter().chain(Level::ALL.into_iter().map(Some));
    for opponent in opponents {
        for game in 0..60u64 {
            let starts = game % 2 == 0;
            let surplus = perfect_surplus(opponent, starts, game);
            assert!(
                surplus >= 0,
                "{opponent:?} game {game}: {surplus} below the value"
            );
        }
    }
}

/// The opening's values for the player who starts, as two programs written
/// independently of this one computed them: their rightmost pit loses 2,
/// the middle 4, the leftmost 18.
#[test]
fn the_opening_is_worth_what_independent_solvers_found() {
    for (first, pits) in [(Side::South, [2, 1, 0]), (Side::North, [5, 4, 3])] {
        let opening = Position::start(first);
        let values = table().move_values(&opening);
        let found: Vec<i8> = pits.iter().map(|&p| values.get(pit(p)).unwrap()).collect();
        assert_eq!(found, vec![-2, -4, -18], "{first} starts");
        assert_eq!(table().value(&opening), Some(-2));
    }
}

#[test]
fn each_level_beats_the_one_below() {
    let table = table();
    for pair in Level::ALL.windows(2) {
        let (lower, higher) = (Entrant::Level(pair[0]), Entrant::Level(pair[1]));
        let (record, _) = play_match(table, higher, lower, 200, 2024);
        assert_eq!(record.games(), 200);
        assert!(
            record.score() > 0.55 && record.average_margin() > 0.0,
            "{} against {}: {record:?}",
            pair[1],
            pair[0]
        );
    }
}

/// The first levels give a newcomer a real game: over 1,000 games against
/// each stand-in, the median game lasts 20 moves or more, hardly any is over
/// by move 10, and one who takes the biggest capture on offer wins most games
/// against Beginner and a fair share against Casual.
#[test]
fn the_first_levels_give_a_newcomer_a_real_game() {
    for m in newcomer_matches(1000, 1) {
        let what = format!("{} against {}", m.newcomer.name(), m.level);
        assert_eq!(m.games.len(), 1000);
        assert!(m.median_moves() >= 20, "{what}: {} moves", m.median_moves());
        assert!(m.short_share() <= 0.05, "{what}: {}", m.short_share());
        let wins = m.newcomer_wins();
        match (m.newcomer, m.level) {
            (Newcomer::CaptureFirst, Level::Beginner) => {
                assert!((0.60..=0.75).contains(&wins), "{what}: {wins}")
            }
            (Newcomer::CaptureFirst, Level::Casual) => {
                assert!((0.35..=0.50).contains(&wins), "{what}: {wins}")
            }
            _ => assert!(wins < 0.5, "{what}: {wins}"),
        }
        assert!(
            m.median_margin().abs() <= 12,
            "{what}: {}",
            m.median_margin()
        );
    }
}

/// Whether `pit` leaves the opponent a move and every reply leaves the mover one.
fn keeps_going(position: &Position, pit: Pit) -> bool {
    let after = position.after(pit).unwrap();
    let replies = after.legal_moves();
    !replies.is_empty()
        && replies
            .into_iter()
            .all(|reply| !after.after(reply).unwrap().legal_moves().is_empty())
}

/// Beginner and Casual never leave either player without a move, two moves
/// on, when they have a move that keeps the game going: the game ends when
/// the stones run out, not because the computer stalled itself or its
/// opponent in the opening.
#[test]
fn the_first_levels_keep_the_game_going() {
    let mut rng = StdRng::seed_from_u64(52);
    let mut seen = 0;
    for g in 0..300u64 {
        let mut game = Game::new(if g % 2 == 0 { Side::South } else { Side::North });
        let level = [Level::Beginner, Level::Casual][g as usize % 2];
        let mut ai = Ai::new(level, g);
        while !game.is_over() {
            let position = *game.position();
            let pit = if game.to_move() == Side::North {
                let pit = ai.choose(&game, None).unwrap();
                if position
                    .legal_moves()
                    .into_iter()
                    .any(|p| keeps_going(&position, p))
                {
                    assert!(keeps_going(&position, pit), "{level} {position}: {pit}");
                    seen += 1;
                }
                pit
            } else {
                let moves: Vec<Pit> = position.legal_moves().into_iter().collect();
                moves[rng.random_range(0..moves.len())]
            };
            game.play(pit).unwrap();
        }
    }
    assert!(seen > 1000, "{seen} choices checked");
}

#[test]
fn levels_parse_by_name_and_number() {
    assert_eq!(Level::parse("Perfect"), Some(Level::Perfect));
    assert_eq!(Level::parse("1"), Some(Level::Beginner));
    assert_eq!(Level::parse("6"), Some(Level::Perfect));
    assert_eq!(Level::parse("7"), None);
    assert_eq!(Level::parse("grandmaster"), None);
}

#[test]
fn the_review_finds_where_value_was_lost() {
    use modiar::ai::review;
    let table = table();
    let mut game = Game::new(Side::South);
    // South opens with its worst move (pit 0 is worth −18, the best −2),
    // then both sides play best moves.
    game.play(pit(0)).unwrap();
    let mut perfect = Ai::new(Level::Perfect, 1);
    for _ in 0..4 {
        let pit = perfect.choose(&game, Some(table)).unwrap();
        game.play(pit).unwrap();
    }
    let judged = review(&game, table);
    assert_eq!(judged.len(), 5);
    // -2 - (-18): the opening's values that independent solvers found (see
    // the_opening_is_worth_what_independent_solvers_found), not the table's.
    assert_eq!(judged[0].lost, 16);
    assert_eq!(judged[0].side, Side::South);
    assert!(judged[1..].iter().all(|m| m.lost == 0), "{judged:?}");
}
