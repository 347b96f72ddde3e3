//! The puzzle set: `modiar-cli puzzles` regenerates exactly the set the
//! game ships, every answer is the one best move by the solved table, and
//! every tier is what the levels' own searchers make of it.
//!
//! The set's rules are written here as literals, not read from the code
//! under test, so a change to the generator cannot quietly loosen them.

use modiar::ai::puzzles::{Puzzle, SHIPPED_SEED, Tier, from_lines, of_the_day};
use modiar::ai::search::move_scores;
use modiar::ai::{Solver, Table};
use modiar::rules::{Pit, Position, Side};
use std::collections::HashMap;
use std::process::Command;
use std::sync::OnceLock;

/// Puzzles of each tier the game ships; the rule asks for 40 at least.
const PER_TIER: usize = 50;
/// The answer beats every other move by at least this many stones.
const MARGIN: i8 = 4;

const SHIPPED: &str = include_str!("../assets/puzzles.jsonl");

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(Solver::solve)
}

fn shipped() -> Vec<Puzzle> {
    from_lines(SHIPPED).expect("the shipped set reads")
}

fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

#[test]
fn the_cli_regenerates_the_shipped_set_exactly() {
    let out = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .args(["puzzles", "--seed", &SHIPPED_SEED.to_string()])
        .output()
        .unwrap();
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(printed.trim_end(), SHIPPED.trim_end());
    // Each line holds exactly the documented fields.
    for line in printed.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let mut keys: Vec<&str> = value
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "answer",
                "board",
                "captured",
                "first_move",
                "id",
                "tier",
                "to_move",
                "values"
            ]
        );
    }
    // Another seed gives another set.
    let other = modiar::ai::puzzles::generate(table(), SHIPPED_SEED + 1);
    assert_ne!(modiar::ai::puzzles::to_lines(&other), SHIPPED);
}

#[test]
fn every_answer_is_the_one_clearly_best_move() {
    let puzzles = shipped();
    for tier in Tier::ALL {
        let n = puzzles.iter().filter(|p| p.tier == tier).count();
        assert!(n >= 40 && n == PER_TIER, "{tier:?}: {n}");
    }
    let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), puzzles.len(), "ids are unique");
    for puzzle in &puzzles {
        let position = puzzle.position().unwrap();
        let values = table().move_values(&position);
        let best = values.best().unwrap();
        assert_eq!(values.get(puzzle.answer), Some(best), "{}", puzzle.id);
        let listed: Vec<(Pit, i8)> = puzzle.values.iter().map(|v| (v.pit, v.value)).collect();
        assert_eq!(listed, values.iter().collect::<Vec<_>>(), "{}", puzzle.id);
        assert!(listed.len() >= 2);
        for (pit, value) in values.iter() {
            if pit != puzzle.answer {
                assert!(value <= best - MARGIN, "{}: pit {pit}", puzzle.id);
            }
        }
        // The stored values say the same on their own, as the game shows them.
        let answer = puzzle.value_of(puzzle.answer).unwrap();
        for other in puzzle.values.iter().filter(|v| v.pit != puzzle.answer) {
            assert!(
                answer - other.value >= MARGIN,
                "{}: pit {} is only {} stones worse",
                puzzle.id,
                other.pit,
                answer - other.value
            );
        }
    }
}

/// The puzzle seen from the other seat: North's row and South's row trade
/// places (pit p goes to p + 3 mod 6, each player's left pit to the other's,
/// so sowing still runs the same way), and so do the captures and the
/// player to move.
fn mirror(board: [u8; 6], captured: [u8; 2], to_move: Side) -> ([u8; 6], [u8; 2], Side) {
    let swapped = [board[3], board[4], board[5], board[0], board[1], board[2]];
    let other = match to_move {
        Side::South => Side::North,
        Side::North => Side::South,
    };
    (swapped, [captured[1], captured[0]], other)
}

#[test]
fn no_puzzle_is_the_opening_or_another_puzzle_again_or_its_mirror() {
    let puzzles = shipped();
    // Board and player to move, the same key repetition uses: captures do
    // not change what a move is worth.
    let mut seen: HashMap<([u8; 6], Side), &str> = HashMap::new();
    for puzzle in &puzzles {
        assert_ne!(puzzle.board, [7; 6], "{} is the opening", puzzle.id);
        assert!(!puzzle.first_move, "{} is the first move", puzzle.id);
        // The solver sits at the bottom of the board: South.
        assert_eq!(puzzle.to_move, Side::South, "{} is North's", puzzle.id);
        let (board, _, to_move) = mirror(puzzle.board, puzzle.captured, puzzle.to_move);
        let mirrored = seen.get(&(board, to_move));
        assert!(
            mirrored.is_none(),
            "{} mirrors {}",
            puzzle.id,
            mirrored.unwrap()
        );
        let earlier = seen.insert((puzzle.board, puzzle.to_move), &puzzle.id);
        assert!(
            earlier.is_none(),
            "{} repeats {}",
            puzzle.id,
            earlier.unwrap()
        );
    }
}

#[test]
fn a_mirrored_puzzle_is_the_same_puzzle_three_pits_along() {
    for puzzle in shipped() {
        let position = puzzle.position().unwrap();
        let (board, captured, to_move) = mirror(puzzle.board, puzzle.captured, puzzle.to_move);
        let mirrored = Position::new(board, captured, to_move, puzzle.first_move).unwrap();
        assert_eq!(position.mirrored(), mirrored, "{}", puzzle.id);
        assert_eq!(mirrored.mirrored(), position, "{}", puzzle.id);
        // What makes the mirror "the same puzzle": every move keeps its value.
        let along: Vec<(Pit, i8)> = puzzle
            .values
            .iter()
            .map(|v| (pit((v.pit.index() + 3) % 6), v.value))
            .collect();
        let values = table().move_values(&mirrored);
        assert_eq!(values.iter().collect::<Vec<_>>(), along, "{}", puzzle.id);
    }
}

/// The answer is the one top move of a search `depth` plies deep.
fn finds(puzzle: &Puzzle, depth: u32) -> bool {
    let scores = move_scores(&puzzle.position().unwrap(), depth);
    let top = scores.iter().flatten().max().unwrap();
    let tops: Vec<usize> = (0..6).filter(|&p| scores[p] == Some(*top)).collect();
    tops == [puzzle.answer.index()]
}

#[test]
fn the_tiers_are_what_the_searchers_make_of_them() {
    for puzzle in shipped() {
        match puzzle.tier {
            Tier::Easy => assert!(finds(&puzzle, 2), "{}", puzzle.id),
            Tier::Medium => assert!(finds(&puzzle, 4) && !finds(&puzzle, 2), "{}", puzzle.id),
            Tier::Hard => assert!((1..=6).all(|d| !finds(&puzzle, d)), "{}", puzzle.id),
        }
    }
}

#[test]
fn analyse_agrees_with_a_puzzles_values() {
    // The first hard puzzle.
    let puzzles = shipped();
    let puzzle = puzzles.iter().find(|p| p.tier == Tier::Hard).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .arg("analyse")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = serde_json::json!({
        "board": puzzle.board,
        "captured": puzzle.captured,
        "to_move": puzzle.to_move,
        "first_move": puzzle.first_move,
    });
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let moves: Vec<(Pit, i64)> = value["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let number = m["pit"].as_u64().unwrap().try_into().unwrap();
            (pit(number), m["value"].as_i64().unwrap())
        })
        .collect();
    let expected: Vec<(Pit, i64)> = puzzle
        .values
        .iter()
        .map(|v| (v.pit, i64::from(v.value)))
        .collect();
    assert_eq!(moves, expected);
}

#[test]
fn the_puzzle_of_the_day_changes_daily_and_covers_the_set() {
    let puzzles = shipped();
    let days: Vec<&str> = (20_000..20_000 + puzzles.len() as u64)
        .map(|day| of_the_day(&puzzles, day).unwrap().id.as_str())
        .collect();
    let mut distinct = days.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), puzzles.len(), "every puzzle comes round");
    assert_ne!(days[0], days[1]);
    assert!(of_the_day(&[], 3).is_none());
}

#[test]
fn a_damaged_set_is_refused_with_its_line() {
    assert!(from_lines("{").unwrap_err().starts_with("line 1"));
    let odd = SHIPPED
        .lines()
        .next()
        .unwrap()
        .replacen("\"board\":[", "\"board\":[1,", 1);
    assert!(from_lines(&odd).is_err());
}

/// The best move by the table: one that makes progress where the mover is
/// ahead, so a won game is never drawn out by repetition.
fn perfect_move(position: &Position) -> Pit {
    table().progress_move(position).unwrap_or_else(|| {
        let values = table().move_values(position);
        let best = values.best().expect("a legal move");
        values.iter().find(|&(_, v)| v == best).unwrap().0
    })
}

#[test]
fn the_stones_a_puzzle_shows_are_what_perfect_play_ends_with() {
    for puzzle in shipped() {
        let start = puzzle.position().unwrap();
        let mover = start.to_move();
        for value in &puzzle.values {
            let mut game = modiar::rules::Game::from_position(start);
            game.play(value.pit).unwrap();
            while !game.is_over() {
                let pit = perfect_move(game.position());
                game.play(pit).unwrap();
            }
            let ended = game.result().unwrap().stones(mover);
            assert_eq!(
                puzzle.stones_after(value.pit),
                Some(ended),
                "{}: pit {}",
                puzzle.id,
                value.pit
            );
        }
    }
}
