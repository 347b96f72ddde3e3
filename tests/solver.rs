//! The solved table: consistency over every position, an independent naive
//! solve of the small layers, endgames worked out by hand, the sliced solve,
//! and the guarantee that repetition can never rob a won position.

use modiar::ai::index::{POSITIONS, index, layer_offset, layer_size, next_board, unrank};
use modiar::ai::{Solver, Table};
use modiar::rules::{Game, Pit, Position, Side};
use rand::{Rng, SeedableRng, rngs::StdRng};
use std::collections::HashMap;
use std::sync::OnceLock;

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(Solver::solve)
}

/// A position with South to move and this board; captures split the rest.
fn south_to_move(board: [u8; 6]) -> Position {
    let rest = 42 - board.iter().sum::<u8>();
    Position::from_parts_unchecked(board, [rest / 2, rest - rest / 2], Side::South, false)
}

fn end_value(p: &Position) -> i8 {
    let m = p.to_move();
    p.row_total(m) as i8 - p.row_total(m.opponent()) as i8
}

#[test]
fn table_size() {
    assert_eq!(table().as_bytes().len(), POSITIONS);
    const { assert!(POSITIONS <= 8_000_000) };
}

#[test]
fn every_value_is_its_best_move_value() {
    let table = table();
    let mut checked = 0usize;
    for stones in (0..=42).step_by(2) {
        let mut board = [0, 0, 0, 0, 0, stones as u8];
        loop {
            let p = south_to_move(board);
            let value = table.board_value(&board);
            let moves = table.move_values(&p);
            let expected = moves.best().unwrap_or_else(|| end_value(&p));
            assert_eq!(value, expected, "Bellman fails at {board:?}");
            if value > 0 && !moves.is_empty() {
                let pit = table.progress_move(&p).expect("a progress move");
                assert_eq!(
                    moves.get(pit),
                    Some(value),
                    "progress move is best at {board:?}"
                );
            }
            checked += 1;
            if !next_board(&mut board) {
                break;
            }
        }
    }
    assert_eq!(checked, POSITIONS);
}

/// A second solver, written the slow and obvious way: positions in a hash
/// map, the rules' own `Position` API, and for each threshold t the sets
/// "worth ≥ t" and "worth ≤ −t" grown by full sweeps until nothing changes.
fn naive_solve(max_stones: usize) -> HashMap<[u8; 6], i8> {
    let mut values: HashMap<[u8; 6], i8> = HashMap::new();
    for stones in (0..=max_stones).step_by(2) {
        let layer: Vec<[u8; 6]> = (0..layer_size(stones)).map(|r| unrank(r, stones)).collect();
        // For each board: values of exits (capturing moves) and quiet children.
        let mut exits: HashMap<[u8; 6], Option<i8>> = HashMap::new();
        let mut quiet: HashMap<[u8; 6], Vec<[u8; 6]>> = HashMap::new();
        for &board in &layer {
            let p = south_to_move(board);
            let mut best_exit: Option<i8> = None;
            let mut children = Vec::new();
            for pit in p.legal_moves() {
                let after = p.after(pit).unwrap();
                let gained = after.captured_by(Side::South) - p.captured_by(Side::South);
                let b = after.board();
                let child = [b[3], b[4], b[5], b[0], b[1], b[2]];
                if gained > 0 {
                    let v = gained as i8 - values[&child];
                    best_exit = Some(best_exit.map_or(v, |e: i8| e.max(v)));
                } else {
                    children.push(child);
                }
            }
            if p.legal_moves().is_empty() {
                best_exit = Some(end_value(&p));
            }
            exits.insert(board, best_exit);
            quiet.insert(board, children);
        }
        let mut layer_values: HashMap<[u8; 6], i8> = HashMap::new();
        for t in (1..=stones as i8).rev() {
            loop {
                let mut changed = false;
                for &board in &layer {
                    if layer_values.contains_key(&board) {
                        continue;
                    }
                    let exit = exits[&board];
                    let children = &quiet[&board];
                    let known = |c: &[u8; 6]| layer_values.get(c).copied();
                    let wins = exit.is_some_and(|e| e >= t)
                        || children.iter().any(|c| known(c).is_some_and(|v| v <= -t));
                    let loses = exit.is_none_or(|e| e <= -t)
                        && children.iter().all(|c| known(c).is_some_and(|v| v >= t));
                    if wins {
                        layer_values.insert(board, t);
                        changed = true;
                    } else if loses {
                        layer_values.insert(board, -t);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        for &board in &layer {
            values.insert(board, layer_values.get(&board).copied().unwrap_or(0));
        }
    }
    values
}

/// Every board of up to 22 stones: the table's 12 lowest layers, 210,574
/// boards, in a couple of seconds.
#[test]
fn small_layers_agree_with_a_naive_solver() {
    let naive = naive_solve(22);
    assert_eq!(naive.len(), layer_offset(24));
    for (board, value) in naive {
        assert_eq!(table().board_value(&board), value, "{board:?}");
    }
}

#[test]
fn endgames_worked_out_by_hand() {
    let t = table();
    // Only singletons: no move, each keeps their row.
    assert_eq!(t.board_value(&[1, 1, 0, 0, 0, 0]), 2);
    assert_eq!(t.board_value(&[0, 0, 0, 1, 1, 0]), -2);
    // North's row empty and pit 0 cannot feed it: the game ends, South keeps 2.
    assert_eq!(t.board_value(&[2, 0, 0, 0, 0, 0]), 2);
    // Pit 2 feeds North one stone; North then has only a singleton: 1–1.
    assert_eq!(t.board_value(&[0, 0, 2, 0, 0, 0]), 0);
    // South must sow 2,3,4; North's pit 3 then sows 3,4 and captures 2;
    // the game ends 1–1 on the board: South is 2 down.
    assert_eq!(t.board_value(&[0, 0, 3, 1, 0, 0]), -2);
    // The six-ply loop of RULES.md: nobody can gain by leaving it, so it
    // is worth 0 to the player to move.
    let looping = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    assert_eq!(t.value(&looping), Some(0));
    assert_eq!(t.move_values(&looping).best(), Some(0));
}

#[test]
fn opening_is_valued_from_its_children() {
    let t = table();
    for first in Side::BOTH {
        let opening = Position::start(first);
        let moves = t.move_values(&opening);
        assert_eq!(moves.iter().count(), 3);
        for (pit, value) in moves.iter() {
            // The first move captures nothing; its value is minus the reply's.
            let after = opening.after(pit).unwrap();
            assert_eq!(after.captured(), [0, 0]);
            assert_eq!(value, -t.value(&after).unwrap());
        }
        assert_eq!(t.value(&opening), moves.best());
    }
    // Mirror symmetry: who starts does not change the value.
    assert_eq!(
        t.value(&Position::start(Side::South)),
        t.value(&Position::start(Side::North))
    );
}

#[test]
fn sliced_solve_equals_the_blocking_solve() {
    let mut solver = Solver::new();
    let mut steps = 0;
    let mut last = 0.0;
    let sliced = loop {
        steps += 1;
        // Odd, so that slices also start and end between the two nodes
        // that share a byte of the solver's states.
        if let Some(t) = solver.step(199_999) {
            break t;
        }
        let fraction = solver.progress().fraction();
        assert!(fraction >= last && fraction < 1.0);
        last = fraction;
    };
    assert!(steps > 20, "the budget bounds each slice ({steps} slices)");
    assert!(sliced == *table());
}

#[test]
fn tables_round_trip_through_bytes_and_refuse_garbage() {
    let bytes = table().as_bytes().to_vec();
    assert!(Table::from_bytes(bytes.clone()).unwrap() == *table());
    assert!(Table::from_bytes(bytes[1..].to_vec()).is_err());
    let mut bad = bytes.clone();
    bad[12_345] = 255;
    assert!(Table::from_bytes(bad).is_err());
    // A byte changed to another valid code: only the checksum tells.
    let mut flipped = bytes;
    flipped[12_345] = if flipped[12_345] == 0 { 1 } else { 0 };
    assert!(matches!(
        Table::from_bytes(flipped),
        Err(modiar::ai::TableError::Checksum { .. })
    ));
}

/// The checksum a table read back must give is the solved table's.
#[test]
fn the_solved_tables_checksum_is_the_one_tables_are_checked_against() {
    assert_eq!(
        modiar::ai::checksum(table().as_bytes()),
        modiar::ai::TABLE_CHECKSUM,
        "{:#018x}",
        modiar::ai::checksum(table().as_bytes())
    );
}

/// How the opponent of the progress player replies.
#[derive(Clone, Copy, Debug)]
enum Replies {
    /// Uniformly among the legal moves.
    Random,
    /// An adversary: a reply that is best for the opponent by the table,
    /// preferring one that brings back a position already seen, since a
    /// repetition is the one way to rob a won position of its gain.
    Adversary,
}

/// The opponent's reply under `replies`.
fn reply(t: &Table, p: &Position, seen: &[Position], replies: Replies, rng: &mut StdRng) -> Pit {
    let legal: Vec<Pit> = p.legal_moves().into_iter().collect();
    match replies {
        Replies::Random => legal[rng.random_range(0..legal.len())],
        Replies::Adversary => {
            let values = t.move_values(p);
            let best = values.best().unwrap();
            let best_moves: Vec<Pit> = legal
                .iter()
                .copied()
                .filter(|&m| values.get(m) == Some(best))
                .collect();
            best_moves
                .iter()
                .copied()
                .find(|&m| {
                    let next = p.after(m).unwrap();
                    seen.iter().any(|q| q.same_placement(&next))
                })
                .unwrap_or(best_moves[rng.random_range(0..best_moves.len())])
        }
    }
}

/// From positions the mover wins, progress moves never repeat a position
/// before a capture or the end, and the mover gets at least the value.
fn progress_moves_realise_the_value(replies: Replies, seed: u64) {
    let t = table();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tried = 0;
    while tried < 3_000 {
        let stones = 2 * rng.random_range(1..=21usize);
        let board = unrank(rng.random_range(0..layer_size(stones)), stones);
        let start = south_to_move(board);
        let value = t.board_value(&board);
        if value <= 0 || start.legal_moves().is_empty() {
            continue;
        }
        tried += 1;
        let mut game = Game::from_position(start);
        let mut seen = vec![*game.position()];
        while !game.is_over() {
            let p = *game.position();
            let pit = if p.to_move() == Side::South {
                t.progress_move(&p).expect("still winning")
            } else {
                reply(t, &p, &seen, replies, &mut rng)
            };
            game.play(pit).unwrap();
            let now = *game.position();
            if now.board_total() < p.board_total() {
                break; // a capture: the run is over
            }
            assert!(
                !seen.iter().any(|q| q.same_placement(&now)),
                "{replies:?}: repeat from {board:?}"
            );
            seen.push(now);
        }
        // Net gain so far plus what remains is at least the value.
        let p = *game.position();
        let gained = p.captured_by(Side::South) as i8
            - start.captured_by(Side::South) as i8
            - (p.captured_by(Side::North) as i8 - start.captured_by(Side::North) as i8);
        let rest = match game.result() {
            Some(r) => {
                r.stones(Side::South) as i8
                    - p.captured_by(Side::South) as i8
                    - (r.stones(Side::North) as i8 - p.captured_by(Side::North) as i8)
            }
            None => {
                let v = t.value(&p).unwrap();
                if p.to_move() == Side::South { v } else { -v }
            }
        };
        assert!(
            gained + rest >= value,
            "{replies:?}, {board:?}: got {} of {value}",
            gained + rest
        );
    }
}

#[test]
fn progress_moves_realise_the_value_against_random_replies() {
    progress_moves_realise_the_value(Replies::Random, 7);
}

#[test]
fn progress_moves_realise_the_value_against_an_adversary() {
    progress_moves_realise_the_value(Replies::Adversary, 11);
}

#[test]
fn index_is_a_bijection_on_a_sample() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..10_000 {
        let stones = 2 * rng.random_range(0..=21usize);
        let r = rng.random_range(0..layer_size(stones));
        let board = unrank(r, stones);
        assert_eq!(index(&board), layer_offset(stones) + r);
    }
}
