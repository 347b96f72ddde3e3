//! One test per rule of RULES.md, with its examples.

use modiar::rules::{
    Capture, EndReason, Game, IllegalMove, Pit, Position, PositionError, Side, Starvation,
};

fn pos(board: [u8; 6], to_move: Side) -> Position {
    let board_total: u8 = board.iter().sum();
    let rest = 42 - board_total;
    Position::new(board, [rest / 2, rest - rest / 2], to_move, false).expect("consistent")
}

fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

fn pits(numbers: &[usize]) -> Vec<Pit> {
    numbers.iter().map(|&n| pit(n)).collect()
}

/// The capture of `stones` stones from pit `number`.
fn capture(number: usize, stones: u8) -> Capture {
    Capture {
        pit: pit(number),
        stones,
    }
}

fn listed(moves: impl IntoIterator<Item = Pit>) -> Vec<Pit> {
    moves.into_iter().collect()
}

#[test]
fn opening_position() {
    let game = Game::new(Side::South);
    let p = game.position();
    assert_eq!(p.board(), [7; 6]);
    assert_eq!(p.captured(), [0, 0]);
    assert!(p.first_move());
    assert_eq!(listed(game.legal_moves()), pits(&[0, 1, 2]));
    assert_eq!(
        listed(Game::new(Side::North).legal_moves()),
        pits(&[3, 4, 5])
    );
}

#[test]
fn first_stone_goes_back_into_the_origin() {
    let mut game = Game::new(Side::South);
    let report = game.play(pit(2)).unwrap();
    let steps: Vec<Pit> = report.steps().map(|s| s.pit).collect();
    assert_eq!(steps, pits(&[2, 3, 4, 5, 0, 1, 2]));
    assert_eq!(game.position().board(), [8, 8, 2, 8, 8, 8]);
}

#[test]
fn twenty_stones_leave_four_in_the_origin() {
    // RULES.md: 20 = 6 + 6 + 6 + 2, and the origin is never skipped.
    let mut game = Game::from_position(pos([20, 0, 2, 0, 2, 2], Side::South));
    let report = game.play(pit(0)).unwrap();
    assert_eq!(report.stones_sown(), 20);
    assert_eq!(report.board_after_sowing()[0], 4);
    assert_eq!(report.steps().filter(|s| s.pit == pit(0)).count(), 4);
    assert_eq!(report.last_pit(), pit(1));
    assert_eq!(report.board_after_sowing(), [4, 4, 5, 3, 5, 5]);
    // Pit 1 holds 4: captured; pit 0 holds 4: captured; pit 5 holds 5: stop.
    assert_eq!(report.captures(), &[capture(1, 4), capture(0, 4)]);
}

#[test]
fn single_lap_no_relay() {
    // The last stone lands in pit 4 making 5; nothing is lifted again.
    let mut game = Game::from_position(pos([0, 3, 0, 1, 4, 2], Side::South));
    let report = game.play(pit(1)).unwrap();
    assert_eq!(report.board_after_sowing(), [0, 1, 1, 2, 4, 2]);
    // 2 stones in pit 3 are captured: last stone made it 2.
    assert_eq!(report.last_pit(), pit(3));
    assert_eq!(report.captures(), &[capture(3, 2)]);
    assert_eq!(game.position().board(), [0, 1, 1, 0, 4, 2]);
}

#[test]
fn capture_chain_walks_backwards_across_rows_and_takes_the_origin() {
    // South sows 4 from pit 1: 1,2,3,4. Pit 4 -> 2, pit 3 -> 4, pit 2 -> 6,
    // pit 1 (origin) -> 1: the chain takes 4, 3, 2 and stops at the origin.
    let mut game = Game::from_position(pos([3, 4, 5, 3, 1, 4], Side::South));
    let report = game.play(pit(1)).unwrap();
    assert_eq!(
        report.captures(),
        &[capture(4, 2), capture(3, 4), capture(2, 6)]
    );
    assert_eq!(game.position().board(), [3, 1, 0, 0, 0, 4]);
    assert_eq!(game.position().captured_by(Side::South), 11 + 12);

    // With 7 stones the origin holds 2 after sowing and joins the chain.
    let mut game = Game::from_position(pos([3, 7, 3, 2, 3, 2], Side::South));
    let report = game.play(pit(1)).unwrap();
    assert_eq!(report.board_after_sowing(), [4, 2, 4, 3, 4, 3]);
    assert_eq!(report.last_pit(), pit(1));
    // 1 (2), then 0 (4), then pit 5 holds 3: stop.
    let chain: Vec<Pit> = report.captures().iter().map(|c| c.pit).collect();
    assert_eq!(chain, pits(&[1, 0]));

    // A chain round all six pits would empty North's row: a grand slam.
    let game = Game::from_position(pos([3, 7, 3, 3, 3, 1], Side::South));
    assert!(matches!(
        game.check(pit(1)),
        Err(IllegalMove::WouldStarve {
            rule: Starvation::GrandSlam,
            ..
        })
    ));
}

#[test]
fn chain_stops_at_the_first_pit_without_2_4_or_6() {
    let mut game = Game::from_position(pos([1, 2, 2, 3, 5, 1], Side::North));
    // North sows 5 from pit 4: 4,5,0,1,2 -> pit 2 holds 3: no capture.
    let report = game.play(pit(4)).unwrap();
    assert!(report.captures().is_empty());
    // North sows... now check a chain that stops on an odd pit.
    let mut game = Game::from_position(pos([1, 1, 3, 3, 2, 2], Side::North));
    // From pit 3: 3,4,5 -> pit 5 holds 3: nothing.
    let report = game.play(pit(3)).unwrap();
    assert!(report.captures().is_empty());
    let mut game = Game::from_position(pos([2, 1, 3, 3, 1, 4], Side::North));
    // From pit 5 (4 stones): 5,0,1,2 -> pit 2 holds 4, pit 1 holds 2, then
    // pit 0 holds 3: stop.
    let report = game.play(pit(5)).unwrap();
    let chain: Vec<Pit> = report.captures().iter().map(|c| c.pit).collect();
    assert_eq!(chain, pits(&[2, 1]));
    assert_eq!(game.position().board(), [3, 0, 0, 3, 1, 1]);
}

#[test]
fn first_move_captures_nothing_whoever_starts() {
    for first in Side::BOTH {
        let mut game = Game::new(first);
        let origin = first.first_pit();
        let report = game.play(origin).unwrap();
        // 7 stones: the last lands back in the origin, making 2.
        assert_eq!(report.last_pit(), origin);
        assert!(report.forfeited);
        assert!(report.captures().is_empty());
        assert_eq!(game.position().stones(origin), 2);
        assert_eq!(game.position().captured(), [0, 0]);
        assert!(!game.position().first_move());
    }
    // Every opening move sows 7 and ends in its origin with 2: all forfeit.
    assert!(Game::new(Side::South).play(pit(1)).unwrap().forfeited);
    // Later moves capture normally.
    let mut game = Game::new(Side::South);
    for number in [0, 3, 2, 3] {
        assert!(!game.play(pit(number)).unwrap().forfeited || number == 0);
    }
    // As in reference game hand-51: the fifth move sows pit 2's two stones
    // into pits 2 and 3, and pit 3 then holds 2: captured.
    let report = game.play(pit(2)).unwrap();
    assert_eq!(report.captures(), &[capture(3, 2)]);
}

#[test]
fn empty_and_singleton_pits_cannot_be_played() {
    let game = Game::from_position(pos([0, 1, 5, 2, 2, 2], Side::South));
    assert_eq!(game.check(pit(0)), Err(IllegalMove::Empty { pit: pit(0) }));
    assert_eq!(
        game.check(pit(1)),
        Err(IllegalMove::Singleton { pit: pit(1) })
    );
    assert_eq!(
        game.check(pit(3)),
        Err(IllegalMove::NotYourPit {
            pit: pit(3),
            mover: Side::South
        })
    );
    // Pits are numbered 0 to 5: a sixth number names no pit at all.
    assert_eq!(Pit::new(6), None);
    assert_eq!(game.check(pit(2)), Ok(()));
}

#[test]
fn feeding_rule() {
    // North's row is empty. Pit 0 (2 stones) stays in South's row: illegal.
    // Pit 2 (4 stones) sows into pits 3, 4 and 5: legal.
    let game = Game::from_position(pos([2, 0, 4, 0, 0, 0], Side::South));
    assert_eq!(
        game.check(pit(0)),
        Err(IllegalMove::WouldStarve {
            pit: pit(0),
            opponent: Side::North,
            rule: Starvation::Feeding
        })
    );
    assert_eq!(listed(game.legal_moves()), pits(&[2]));
}

#[test]
fn feeding_capture_back() {
    // North's row is empty; South's pit 2 holds 3: sows 2,3,4 -> pit 4 holds 1.
    // South's pit 0 holds 5: sows 0,1,2,3,4 -> pits 3 and 4 hold 1: feeds.
    // A board where the feed is captured back: pit 1 holds 3 and pit 2 holds 1:
    // sow 1,2,3 -> pit 3 holds 1... Build it from pits holding 1 in North's
    // row instead: impossible, the row is empty. So use pit 2 with 2 stones
    // onto pit 3 holding... the row is empty, so the last stone makes 1 and
    // can never be captured alone; a capture back needs a lap: 8 stones.
    // Pit 2 with 8 stones: 2,3,4,5,0,1,2,3 -> pit 3 holds 2, pit 2 holds 2+x.
    let game = Game::from_position(pos([1, 1, 8, 0, 0, 0], Side::South));
    // After sowing: [2,2,2,2,1,1]; last in pit 3 (2): captured; pit 2 (2):
    // captured; pit 1 (2), pit 0 (2): captured; pit 5 holds 1: stop.
    // North keeps pits 4 and 5: it was fed.
    assert_eq!(game.check(pit(2)), Ok(()));
    let game = Game::from_position(pos([1, 1, 6, 0, 0, 0], Side::South));
    // 6 stones: 2,3,4,5,0,1 -> [2,2,1,1,1,1], last in pit 1 (2), pit 0 (2),
    // pit 5 holds 1: stop. North keeps 3 stones: fed.
    assert_eq!(game.check(pit(2)), Ok(()));
    let game = Game::from_position(pos([0, 0, 10, 0, 0, 0], Side::South));
    // 10 stones: 2,3,4,5,0,1,2,3,4,5 -> [1,1,2,2,2,2]; last in 5 (2), then 4,
    // 3, 2 (2) captured, pit 1 holds 1: stop. North's row is empty again:
    // the feed was captured back, so this does not feed.
    assert_eq!(
        game.position().check(pit(2)),
        Err(IllegalMove::WouldStarve {
            pit: pit(2),
            opponent: Side::North,
            rule: Starvation::Feeding
        })
    );
    // South has no other move: the game is over at once.
    assert!(game.is_over());
    assert_eq!(game.result().unwrap().reason, EndReason::NoMoves);
}

#[test]
fn grand_slam_is_illegal_not_played_without_capture() {
    // North holds [1, 1, 1] in pits 3-5. South's pit 2 holds 3: sows 2,3,4,
    // pit 4 -> 2, pit 3 -> 2: captured, pit 2 holds 1: stop. Pit 5 keeps 1.
    let game = Game::from_position(pos([2, 0, 3, 1, 1, 1], Side::South));
    assert_eq!(game.check(pit(2)), Ok(()));
    // With pit 5 empty instead, the same move takes North's whole row.
    let game = Game::from_position(pos([3, 0, 3, 1, 1, 0], Side::South));
    assert_eq!(
        game.check(pit(2)),
        Err(IllegalMove::WouldStarve {
            pit: pit(2),
            opponent: Side::North,
            rule: Starvation::GrandSlam
        })
    );
    // Pit 0 (3 stones: 0, 1, 2) captures pit 2 (4) and stays legal.
    assert_eq!(listed(game.legal_moves()), pits(&[0]));
}

#[test]
fn no_legal_move_ends_the_game_and_rows_go_to_their_owners() {
    let game = Game::from_position(pos([1, 0, 1, 3, 2, 5], Side::South));
    assert!(game.is_over());
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::NoMoves);
    let p = game.position();
    assert_eq!(result.score[0], p.captured()[0] + 2);
    assert_eq!(result.score[1], p.captured()[1] + 10);
    assert_eq!(result.score[0] + result.score[1], 42);
    assert_eq!(game.check(pit(0)), Err(IllegalMove::GameOver));
}

#[test]
fn six_ply_loop_ends_by_repetition_with_an_equal_split() {
    // RULES.md: a six-ply loop around [1,2,3,1,2,3] with South to move.
    let start = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    let mut game = Game::from_position(start);
    let cycle = pits(&[2, 5, 1, 4, 0, 3]);
    for (ply, &pit) in cycle.iter().chain(&cycle).enumerate() {
        assert!(!game.is_over(), "over early at ply {ply}");
        game.play(pit).unwrap();
    }
    // Third occurrence of the start position: the game ends at once.
    assert_eq!(game.occurrences(game.position()), 3);
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::Repetition { split: 6 });
    assert_eq!(result.score, [21, 21]);
    assert_eq!(result.winner(), None);
    assert!(game.legal_moves().is_empty());
}

/// Repetition is the same board with the same player to move (RULES.md).
/// This board comes back with North to move after 25 plies without a
/// capture, and again after 90 more: three times on the board, only twice
/// with North to move, so the game goes on. (Found by a search over every
/// board of up to 20 stones; no smaller board comes back with the other
/// player to move and then again.)
#[test]
fn a_board_back_with_the_other_player_to_move_is_a_new_position() {
    const CROSS: [usize; 25] = [
        2, 5, 2, 3, 0, 3, 2, 5, 0, 3, 1, 3, 2, 4, 2, 3, 0, 4, 1, 4, 0, 5, 1, 4, 0,
    ];
    const CYCLE: [usize; 90] = [
        5, 2, 4, 2, 3, 0, 3, 2, 5, 0, 4, 0, 3, 2, 5, 1, 5, 0, 4, 1, 3, 0, 5, 2, 3, 0, 5, 2, 3, 0,
        4, 0, 5, 1, 5, 0, 3, 1, 4, 1, 3, 2, 4, 1, 3, 2, 5, 1, 5, 0, 3, 0, 5, 2, 3, 1, 3, 0, 5, 2,
        4, 2, 3, 1, 4, 0, 3, 2, 5, 0, 3, 2, 5, 0, 3, 1, 3, 2, 4, 2, 3, 0, 4, 1, 4, 0, 5, 1, 4, 0,
    ];
    let board = [1, 2, 8, 5, 1, 3];
    let start = Position::new(board, [11, 11], Side::South, false).unwrap();
    let mut game = Game::from_position(start);
    let on_the_board = |game: &Game| game.history().iter().filter(|p| p.board() == board).count();
    for pit in pits(&CROSS) {
        game.play(pit).unwrap();
    }
    assert_eq!(game.position().board(), board);
    assert_eq!(game.to_move(), Side::North);
    assert_eq!(game.occurrences(game.position()), 1);
    for pit in pits(&CYCLE) {
        assert!(!game.is_over(), "over after {:?}", game.moves());
        game.play(pit).unwrap();
    }
    assert_eq!(game.position().board(), board);
    assert_eq!(game.to_move(), Side::North);
    assert_eq!(on_the_board(&game), 3);
    assert_eq!(game.occurrences(game.position()), 2);
    assert!(!game.is_over());
    assert_eq!(game.position().board_total(), 20, "no capture on the way");
}

#[test]
fn repetition_warning_names_the_moves_that_would_end_the_game() {
    let start = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    let mut game = Game::from_position(start);
    let cycle = pits(&[2, 5, 1, 4, 0, 3]);
    for &pit in cycle.iter().chain(&cycle[..5]) {
        game.play(pit).unwrap();
    }
    // North to move; playing 3 returns to the start position a third time.
    assert_eq!(listed(game.repeating_moves()), pits(&[3]));
}

#[test]
fn undo_restores_the_exact_previous_position() {
    let mut game = Game::new(Side::South);
    let before = *game.position();
    game.play(pit(0)).unwrap();
    let middle = *game.position();
    game.play(pit(3)).unwrap();
    assert_eq!(game.undo(), Some(pit(3)));
    assert_eq!(*game.position(), middle);
    assert_eq!(game.undo(), Some(pit(0)));
    assert_eq!(*game.position(), before);
    assert_eq!(game.undo(), None);
}

#[test]
fn inconsistent_positions_are_refused() {
    assert_eq!(
        Position::new([7; 6], [1, 0], Side::South, false),
        Err(PositionError::WrongTotal { total: 43 })
    );
    assert_eq!(
        Position::new([7, 7, 7, 7, 7, 6], [1, 0], Side::South, false),
        Err(PositionError::OddBoard { board_total: 41 })
    );
}

#[test]
fn messages_say_exactly_why() {
    let cases = [
        (IllegalMove::Empty { pit: pit(0) }, "pit 0 is empty"),
        (IllegalMove::Singleton { pit: pit(1) }, "single stone"),
        (
            IllegalMove::NotYourPit {
                pit: pit(4),
                mover: Side::South,
            },
            "not your pit: pit 4 belongs to North",
        ),
        (
            IllegalMove::WouldStarve {
                pit: pit(2),
                opponent: Side::North,
                rule: Starvation::Feeding,
            },
            "would leave North with nothing",
        ),
        (
            IllegalMove::WouldStarve {
                pit: pit(2),
                opponent: Side::North,
                rule: Starvation::GrandSlam,
            },
            "grand slam",
        ),
        (IllegalMove::GameOver, "already over"),
    ];
    for (error, words) in cases {
        assert!(error.to_string().contains(words), "{error}");
    }
}
