//! Properties over many random games, checked against a deliberately naive
//! second implementation of the rules (stone by stone, no shortcuts).

use modiar::rules::{Game, IllegalMove, MoveReport, Pit, Position, Side, Starvation};
use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::StdRng};

/// Plies after which a random game is declared endless (it never is).
const MAX_PLIES: usize = 5_000;

/// The pits `side` owns, as RULES.md numbers them: South 0–2, North 3–5.
fn owned(side: Side) -> std::ops::Range<usize> {
    match side {
        Side::South => 0..3,
        Side::North => 3..6,
    }
}

/// The naive oracle: sow one stone at a time, then walk the chain.
fn naive_move(p: &Position, pit: usize) -> ([u8; 6], Vec<(usize, u8)>) {
    let mut board = p.board();
    let mut hand = board[pit];
    board[pit] = 0;
    let mut at = pit;
    let mut first = true;
    while hand > 0 {
        if !first {
            at = (at + 1) % 6;
        }
        first = false;
        board[at] += 1;
        hand -= 1;
    }
    let mut chain = Vec::new();
    if !p.first_move() {
        let mut c = at;
        while [2, 4, 6].contains(&board[c]) {
            chain.push((c, board[c]));
            board[c] = 0;
            c = (c + 5) % 6;
        }
    }
    (board, chain)
}

fn row(board: &[u8; 6], side: Side) -> u8 {
    owned(side).map(|i| board[i]).sum()
}

/// What the oracle says about choosing pit number `number` in `p`: `None`
/// when no pit has that number (pits are numbered 0 to 5).
fn naive_check(p: &Position, number: usize) -> Option<Result<(), IllegalMove>> {
    if number >= 6 {
        return None;
    }
    // Only to name the pit in the verdict: the oracle reasons on its number.
    let pit = Pit::new(number).expect("pits 0 to 5 exist");
    let mover = p.to_move();
    if !owned(mover).contains(&number) {
        return Some(Err(IllegalMove::NotYourPit { pit, mover }));
    }
    match p.board()[number] {
        0 => return Some(Err(IllegalMove::Empty { pit })),
        1 => return Some(Err(IllegalMove::Singleton { pit })),
        _ => {}
    }
    let opponent = mover.opponent();
    let (after, _) = naive_move(p, number);
    if row(&after, opponent) == 0 {
        let rule = if row(&p.board(), opponent) == 0 {
            Starvation::Feeding
        } else {
            Starvation::GrandSlam
        };
        return Some(Err(IllegalMove::WouldStarve {
            pit,
            opponent,
            rule,
        }));
    }
    Some(Ok(()))
}

/// The report's steps and captures explain the board change exactly.
fn check_report(report: &MoveReport) {
    let before = report.before;
    let mut board = before.board();
    let origin = report.origin.index();
    let lifted = board[origin];
    assert_eq!(report.stones_sown(), lifted);
    board[origin] = 0;
    for (i, step) in report.steps().enumerate() {
        assert_eq!(step.stone as usize, i);
        assert_eq!(step.pit.index(), (origin + i) % 6, "steps go pit by pit");
        board[step.pit.index()] += 1;
    }
    assert_eq!(board, report.board_after_sowing());
    let mut expected_pit = report.last_pit().index();
    for capture in report.captures() {
        assert_eq!(capture.pit.index(), expected_pit, "chain order");
        assert!([2, 4, 6].contains(&capture.stones));
        assert_eq!(board[expected_pit], capture.stones);
        board[expected_pit] = 0;
        expected_pit = (expected_pit + 5) % 6;
    }
    if !before.first_move() {
        assert!(
            ![2, 4, 6].contains(&board[expected_pit]),
            "the chain stops only at a pit without 2, 4 or 6"
        );
    }
    assert_eq!(board, report.after.board());
    let mover = report.mover.index();
    let mut captured = before.captured();
    captured[mover] += report.captured_stones();
    assert_eq!(captured, report.after.captured());
    assert_eq!(report.after.to_move(), report.mover.opponent());
    assert_eq!(
        report.forfeited,
        before.first_move()
            && [2, 4, 6].contains(&report.board_after_sowing()[report.last_pit().index()])
    );
}

/// Plays a whole random game, checking every property on the way. Returns
/// the number of plies.
fn random_game(start: Position, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::from_position(start);
    let even_start = start.board_total().is_multiple_of(2);
    for ply in 0..MAX_PLIES {
        let p = *game.position();
        assert_eq!(p.board_total() + p.captured()[0] + p.captured()[1], 42);
        if even_start {
            assert_eq!(p.board_total() % 2, 0);
        }
        if game.is_over() {
            let result = game.result().unwrap();
            assert_eq!(result.score[0] + result.score[1], 42);
            for pit in Pit::ALL {
                assert_eq!(game.check(pit), Err(IllegalMove::GameOver));
            }
            return ply;
        }
        for number in 0..8 {
            let oracle = naive_check(&p, number);
            let Some(pit) = Pit::new(number) else {
                assert_eq!(oracle, None, "pit {number} is on the board");
                continue;
            };
            let verdict = game.check(pit);
            assert_eq!(Some(verdict), oracle, "{p} pit {pit}");
            assert_eq!(verdict.is_ok(), game.legal_moves().contains(pit));
        }
        let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
        let pit = legal[rng.random_range(0..legal.len())];
        let report = game.play(pit).unwrap();
        check_report(&report);
        let (board, chain) = naive_move(&p, pit.index());
        assert_eq!(report.after.board(), board);
        let captures: Vec<(usize, u8)> = report
            .captures()
            .iter()
            .map(|c| (c.pit.index(), c.stones))
            .collect();
        assert_eq!(captures, chain);
        assert!(
            row(&report.after.board(), p.to_move().opponent()) > 0,
            "a legal move never leaves the opponent's row empty"
        );
    }
    panic!("game did not end in {MAX_PLIES} plies");
}

/// A random consistent position: an even number of stones spread over the
/// board, the rest split between the captures.
fn arbitrary_position() -> impl Strategy<Value = Position> {
    (1u8..=21, any::<u64>(), any::<bool>(), 0u8..=42).prop_map(|(half, seed, south, split)| {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut board = [0u8; 6];
        for _ in 0..half * 2 {
            board[rng.random_range(0..6)] += 1;
        }
        let rest = 42 - half * 2;
        let south_captured = split.min(rest);
        let side = if south { Side::South } else { Side::North };
        Position::new(board, [south_captured, rest - south_captured], side, false).unwrap()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn games_from_the_opening(seed in any::<u64>(), south_first in any::<bool>()) {
        let first = if south_first { Side::South } else { Side::North };
        random_game(Position::start(first), seed);
    }

    #[test]
    fn games_from_any_position(start in arbitrary_position(), seed in any::<u64>()) {
        random_game(start, seed);
    }

    #[test]
    fn undo_walks_back_through_every_position(seed in any::<u64>()) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(Side::South);
        let mut seen = vec![*game.position()];
        while !game.is_over() && seen.len() < 200 {
            let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
            seen.push(*game.position());
        }
        while let Some(p) = seen.pop() {
            prop_assert_eq!(*game.position(), p);
            prop_assert_eq!(game.history().len(), seen.len() + 1);
            let undone = game.undo();
            prop_assert_eq!(undone.is_none(), seen.is_empty());
            if undone.is_some() {
                // A position a move was played from was never a finished one.
                prop_assert!(!game.is_over());
            }
        }
    }
}

#[test]
fn every_game_ends_and_lengths_are_plausible() {
    let plies: Vec<usize> = (0..2_000)
        .map(|seed| random_game(Position::start(Side::South), seed))
        .collect();
    let shortest = *plies.iter().min().unwrap();
    let longest = *plies.iter().max().unwrap();
    let mean = plies.iter().sum::<usize>() as f64 / plies.len() as f64;
    // random_game panics at MAX_PLIES, so only bounds well inside it can
    // fail. No game from the opening ends before ply 7 (every game searched:
    // no_game_ends_before_ply_7 below); the longest of these 2,000 is 48
    // plies (measured), far from the cap.
    assert!(shortest >= 7, "a game of {shortest} plies");
    assert!(longest < 100, "a game of {longest} plies");
    assert!((10.0..200.0).contains(&mean), "mean game length {mean}");
}

/// Every game from the opening, either side first, played out to ply 7: none
/// is over sooner, and some are over then (the shortest game the rules
/// allow, as worked out by hand from RULES.md and by a search).
#[test]
fn no_game_ends_before_ply_7() {
    fn walk(game: &Game, ply: usize, ended_at_7: &mut usize) {
        if game.is_over() {
            assert_eq!(ply, 7, "over after {:?}", game.moves());
            *ended_at_7 += 1;
            return;
        }
        if ply == 7 {
            return;
        }
        for pit in game.legal_moves().into_iter() {
            let mut next = game.clone();
            next.play(pit).unwrap();
            walk(&next, ply + 1, ended_at_7);
        }
    }
    for first in [Side::South, Side::North] {
        let mut ended_at_7 = 0;
        walk(&Game::new(first), 0, &mut ended_at_7);
        assert!(ended_at_7 > 0, "{first}: no game over at ply 7");
    }
}
