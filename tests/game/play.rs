//! Games: moves replayed, input gated while the stones move, captures lit,
//! undo, the computer's turn and whole games played out.

use super::harness::*;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::board::Playback;
use modiar::game::{Autoplay, Match, Oracle, PitChosen, Screen, Settings, Turn, UndoMove};
use modiar::prefs::{AnimationSpeed, Starts};
use modiar::rules::{EndReason, Game, Pit, Position, Side};

#[test]
fn a_move_replays_and_the_stones_end_where_the_match_says() {
    let mut app = app(two_players());
    start(&mut app);
    stones_match(app.world_mut()).unwrap();
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    assert_eq!(
        moves(&app),
        1,
        "the move is applied to the resource at once"
    );
    app.update();
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    assert!(
        stones_match(app.world_mut()).is_err(),
        "stones are still travelling"
    );
    let frames = wait_for_human(&mut app, 200);
    assert!(frames > 5, "the replay takes time ({frames} frames)");
    stones_match(app.world_mut()).unwrap();
    assert_eq!(app.world().resource::<Replays>().done, 1);
}

#[test]
fn input_during_animation_and_the_computers_turn_is_ignored() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    let before = *app.world().resource::<Match>().position();
    for pit in Pit::ALL {
        app.world_mut().trigger(PitChosen { pit });
    }
    assert_eq!(*app.world().resource::<Match>().position(), before);
    run_until(&mut app, 200, |w| turn(w) == Some(Turn::Ai));
    for pit in Pit::ALL {
        app.world_mut().trigger(PitChosen { pit });
    }
    assert_eq!(moves(&app), 1, "nothing played for the computer");
    // The computer thinks for about half a second, then plays.
    run_until(&mut app, 200, |w| w.resource::<Match>().moves().len() == 2);
    run_until(&mut app, 200, |w| turn(w) == Some(Turn::Human));
    stones_match(app.world_mut()).unwrap();
}

#[test]
fn a_double_tap_or_a_second_finger_plays_once() {
    let mut app = app(two_players());
    start(&mut app);
    // Two taps in the same frame: South's pit, then (now legal for North) a North pit.
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    assert_eq!(moves(&app), 1);
    wait_for_human(&mut app, 200);
    assert_eq!(moves(&app), 1);
    stones_match(app.world_mut()).unwrap();
}

#[test]
fn an_illegal_choice_says_why_and_changes_nothing() {
    let mut app = app(two_players());
    start(&mut app);
    let before = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    assert!(refusal(&app).contains("Not your pit"), "{}", refusal(&app));
    // A singleton, and a grand slam.
    set_position(
        &mut app,
        Position::new([4, 1, 3, 1, 1, 0], [16, 16], Side::South, false).unwrap(),
    );
    let position = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    assert!(refusal(&app).contains("only one stone"));
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    let reason = refusal(&app);
    assert!(
        reason.contains("would leave North with nothing"),
        "{reason}"
    );
    assert_eq!(*app.world().resource::<Match>().position(), position);
    assert_ne!(position, before);
    assert_eq!(turn(app.world()), Some(Turn::Human));
}

#[test]
fn captures_light_up_in_chain_order() {
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 1 (4 stones) ends in pit 4: pits 4, 3 and 2 are captured.
    let position = Position::new([3, 4, 5, 3, 1, 4], [11, 11], Side::South, false).unwrap();
    set_position(&mut app, position);
    let expected: Vec<Pit> = Game::from_position(position)
        .play(pit(1))
        .unwrap()
        .captures()
        .iter()
        .map(|c| c.pit)
        .collect();
    assert_eq!(expected, pits(&[4, 3, 2]));
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    wait_for_human(&mut app, 300);
    let log = &app.world().resource::<LitLog>().0;
    let lit: Vec<Pit> = log.iter().map(|l| l.pit).collect();
    let order: Vec<u8> = log.iter().map(|l| l.order).collect();
    assert_eq!(lit, expected);
    assert_eq!(order, vec![0, 1, 2]);
    assert!(log.iter().all(|l| l.side == Side::South));
    stones_match(app.world_mut()).unwrap();
    assert_eq!(app.world().resource::<Playback>().shown.captured, [23, 11]);
}

#[test]
fn a_tap_during_the_replay_fast_forwards_it() {
    let replay_frames = |tap: bool| {
        let mut app = app(Settings {
            speed: AnimationSpeed::Normal,
            ..two_players()
        });
        start(&mut app);
        app.world_mut().trigger(PitChosen { pit: pit(0) });
        app.update();
        app.update();
        if tap {
            app.world_mut().write_message(MouseButtonInput {
                button: MouseButton::Left,
                state: ButtonState::Pressed,
                window: Entity::PLACEHOLDER,
            });
        }
        let frames = wait_for_human(&mut app, 300);
        stones_match(app.world_mut()).unwrap();
        frames
    };
    let normal = replay_frames(false);
    let hurried = replay_frames(true);
    assert!(
        hurried * 2 < normal,
        "{hurried} frames after a tap, {normal} without"
    );
}

#[test]
fn whole_games_against_the_computer_reach_the_result() {
    let mut app = app(against(Level::Club));
    app.insert_resource(Autoplay(Level::Casual));
    start_any(&mut app);
    run_until(&mut app, 20_000, |w| screen(w) == Screen::GameOver);
    let replays = app.world().resource::<Replays>();
    assert!(replays.mismatches.is_empty(), "{:?}", replays.mismatches);
    let game = app.world().resource::<Match>();
    assert_eq!(replays.done, game.moves().len(), "one replay per move");
    assert!(game.is_over());
    stones_match(app.world_mut()).unwrap();
    // A rematch starts a fresh board.
    press(&mut app, "button-rematch");
    run_until(&mut app, 20, |w| screen(w) == Screen::Playing);
    assert_eq!(app.world().resource::<Match>().moves().len(), 0);
}

#[test]
fn the_endless_loop_ends_by_repetition() {
    let mut app = app(two_players());
    start(&mut app);
    let start = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    set_position(&mut app, start);
    for pit in pits(&[2, 5, 1, 4, 0, 3]).into_iter().cycle().take(12) {
        wait_for_human(&mut app, 300);
        app.world_mut().trigger(PitChosen { pit });
    }
    run_until(&mut app, 400, |w| screen(w) == Screen::GameOver);
    let result = app.world().resource::<Match>().result().unwrap();
    assert_eq!(result.reason, EndReason::Repetition { split: 6 });
    assert_eq!(result.score, [21, 21]);
    assert!(app.world().resource::<Replays>().mismatches.is_empty());
}

#[test]
fn undo_takes_back_the_computers_reply_too() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    let opening = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    run_until(&mut app, 400, |w| {
        w.resource::<Match>().moves().len() == 2 && turn(w) == Some(Turn::Human)
    });
    let after_two = *app.world().resource::<Match>().position();
    press(&mut app, "button-undo");
    app.update();
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert_eq!(turn(app.world()), Some(Turn::Human));
    stones_match(app.world_mut()).unwrap();
    // Undo at the start does nothing.
    app.world_mut().trigger(UndoMove);
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert_ne!(after_two, opening);
}

#[test]
fn undo_in_two_player_games_takes_back_one_move() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    wait_for_human(&mut app, 300);
    let middle = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: pit(3) });
    wait_for_human(&mut app, 300);
    assert_eq!(moves(&app), 2);
    app.world_mut().trigger(UndoMove);
    app.update();
    assert_eq!(*app.world().resource::<Match>().position(), middle);
    stones_match(app.world_mut()).unwrap();
    // The board still marks the move the line names: the first one, from
    // South's pit 1 to where its last stone fell.
    let first = Game::new(Side::South).play(pit(0)).unwrap();
    assert_eq!(
        app.world().resource::<Playback>().last_move,
        Some((pit(0), first.last_pit()))
    );
    assert!(texts(&mut app).iter().any(|t| t.contains("played pit 1")));
}

#[test]
fn the_computer_starts_when_chosen_and_uses_the_table_when_ready() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(Settings {
        starts: Starts::North,
        ..against(Level::Perfect)
    });
    app.insert_resource(Oracle::ready(table.clone()));
    start_any(&mut app);
    run_until(&mut app, 200, |w| w.resource::<Match>().moves().len() == 1);
    let game = app.world().resource::<Match>();
    // North's opening moves are worth -18, -4 and -2 (pits 3, 4, 5), as
    // independent solvers found: Perfect plays the one best, pit 5.
    assert_eq!(game.moves(), pits(&[5]), "Perfect opens with its best move");
}

#[test]
fn a_whole_game_against_every_level() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    for (i, level) in Level::ALL.into_iter().enumerate() {
        let mut app = app(against(level));
        app.insert_resource(Oracle::ready(table.clone()));
        start(&mut app);
        let mut ply = 0;
        let mut frames = 0;
        while screen(app.world()) != Screen::GameOver {
            frames += 1;
            assert!(frames < 100_000, "{level}: the game stalls at ply {ply}");
            let game = app.world().resource::<Match>();
            if turn(app.world()) == Some(Turn::Human)
                && !app.world().resource::<Playback>().is_active()
            {
                // The person picks their legal pits in turn.
                let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
                if !legal.is_empty() {
                    let pit = legal[(ply + i) % legal.len()];
                    app.world_mut().trigger(PitChosen { pit });
                    ply += 1;
                }
            }
            app.update();
            assert!(ply < 200, "{level}: the game does not end");
        }
        let replays = app.world().resource::<Replays>();
        assert!(
            replays.mismatches.is_empty(),
            "{level}: {:?}",
            replays.mismatches
        );
        assert!(app.world().resource::<Match>().is_over());
    }
}

#[test]
fn reduced_motion_plays_moves_at_once_with_a_brief_highlight() {
    let mut app = app(Settings {
        reduced_motion: true,
        ..two_players()
    });
    start(&mut app);
    let position = Position::new([3, 4, 5, 3, 1, 4], [11, 11], Side::South, false).unwrap();
    set_position(&mut app, position);
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    let frames = wait_for_human(&mut app, 100);
    // 0.6 s of highlight at 50 ms a frame, and nothing else.
    assert!(frames <= 16, "{frames} frames");
    let lit: Vec<Pit> = app
        .world()
        .resource::<LitLog>()
        .0
        .iter()
        .map(|l| l.pit)
        .collect();
    assert_eq!(lit, pits(&[4, 3, 2]));
    stones_match(app.world_mut()).unwrap();
}

#[test]
fn two_taps_in_one_frame_play_once() {
    let mut app = app(two_players());
    start(&mut app);
    // Taps arrive as commands applied one after the other in a frame.
    let mut commands = app.world_mut().commands();
    commands.trigger(PitChosen { pit: pit(1) });
    commands.trigger(PitChosen { pit: pit(4) });
    app.world_mut().flush();
    assert_eq!(moves(&app), 1);
    wait_for_human(&mut app, 300);
    assert_eq!(moves(&app), 1);
}

/// The web's page solves in a Web Worker and hands the table over; where
/// no worker can run, the game solves in slices itself.
#[test]
fn the_pages_worker_hands_over_its_table_or_the_game_solves_in_slices() {
    use modiar::game::PageSolve;
    let mut app = app(two_players());
    app.world_mut().resource_mut::<Oracle>().await_page();
    app.update();
    let oracle = app.world().resource::<Oracle>();
    assert!(oracle.is_solving() && oracle.reports_progress() && !oracle.needs_frames());
    app.world_mut().resource_mut::<PageSolve>().progress = 0.42;
    app.update();
    assert_eq!(app.world().resource::<Oracle>().progress(), 0.42);
    let table = modiar::ai::Solver::solve();
    app.world_mut().resource_mut::<PageSolve>().table = Some(table.as_bytes().to_vec());
    app.update();
    let handed = app.world().resource::<Oracle>().table().expect("the table");
    assert!(*handed == table);
    // A page whose worker could not start.
    let mut app = self::app(two_players());
    app.world_mut().resource_mut::<Oracle>().await_page();
    app.world_mut().resource_mut::<PageSolve>().failed = true;
    app.update();
    assert!(app.world().resource::<Oracle>().needs_frames());
}

/// The computer's turns over 20 games against Beginner: its pause to
/// think, then its move drawn at each speed. No sowing runs past 2 s at
/// Normal however many stones it carries, and captures add at most about
/// 1 s. Run with `--nocapture` for the figures.
#[test]
fn no_computer_turn_keeps_the_player_waiting() {
    use modiar::ai::Ai;
    use modiar::game::THINKING_SECONDS;
    use modiar::game::board::Pace;
    let table = modiar::ai::Solver::solve();
    let mut reports = Vec::new();
    for seed in 0..20u64 {
        let mut game = Game::new(Side::South);
        let mut computer = Ai::new(Level::Perfect, seed);
        let mut person = Ai::new(Level::Beginner, seed + 100);
        let computer_side = if seed % 2 == 0 {
            Side::North
        } else {
            Side::South
        };
        while !game.is_over() {
            let side = game.to_move();
            let ai = if side == computer_side {
                &mut computer
            } else {
                &mut person
            };
            let pit = ai.choose(&game, Some(&table)).expect("a legal move");
            let report = game.play(pit).expect("the computer plays legally");
            if side == computer_side {
                reports.push(report);
            }
        }
    }
    assert!(reports.len() > 100, "{} computer moves", reports.len());
    let mut longest_sowing = 0.0f32;
    let mut longest_captures = 0.0f32;
    let mut most_stones = 0;
    for report in &reports {
        let pace = Pace::of(report);
        longest_sowing = longest_sowing.max(pace.sown());
        longest_captures = longest_captures.max(pace.end() - pace.sown());
        most_stones = most_stones.max(report.steps().count());
        // Stones leave in order, none before the last.
        let times: Vec<f32> = (0..report.steps().count()).map(|i| pace.leave(i)).collect();
        assert!(times.windows(2).all(|w| w[1] > w[0]), "{times:?}");
        // The first lap keeps one even step; later laps are no slower.
        let gaps: Vec<f32> = times.windows(2).map(|w| w[1] - w[0]).collect();
        if let Some(&first) = gaps.first() {
            let lap = gaps.len().min(5);
            assert!(
                gaps[..lap].iter().all(|g| (g - first).abs() < 1e-5),
                "{gaps:?}"
            );
            assert!(gaps[lap..].iter().all(|g| *g <= first + 1e-5), "{gaps:?}");
        }
    }
    assert!(most_stones > 12, "some moves go round the board twice");
    assert!(
        longest_sowing <= 2.0 + 1e-4,
        "a sowing took {longest_sowing} s"
    );
    assert!(
        longest_captures <= 1.1,
        "captures took {longest_captures} s"
    );
    for speed in [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ] {
        let factor = speed.duration_factor();
        let mut turns: Vec<f32> = reports
            .iter()
            .map(|r| (THINKING_SECONDS + Pace::of(r).end()) * factor)
            .collect();
        turns.sort_by(f32::total_cmp);
        println!(
            "{}: {} computer turns, median {:.2} s, longest {:.2} s",
            speed.name(),
            turns.len(),
            turns[turns.len() / 2],
            turns[turns.len() - 1]
        );
    }
}

/// The tap that plays a pit does not hurry its own move: on a slow frame
/// a quick tap's touch and lift (or a click's press and release) arrive
/// together, in the frame the move begins, and only a later tap hurries it.
#[test]
fn the_tap_that_plays_a_pit_does_not_hurry_its_move() {
    #[derive(Debug)]
    enum By {
        Choice,
        Touch,
        Click,
    }
    let frames = |by: &By| {
        let mut app = app(Settings {
            speed: AnimationSpeed::Normal,
            ..two_players()
        });
        let centres = give_a_window(&mut app);
        start(&mut app);
        match by {
            By::Choice => {
                app.world_mut().trigger(PitChosen { pit: pit(0) });
            }
            By::Touch => {
                use bevy::input::touch::TouchPhase;
                write_touches(
                    &mut app,
                    centres[0],
                    &[TouchPhase::Started, TouchPhase::Ended],
                );
            }
            By::Click => {
                write_clicks(
                    &mut app,
                    centres[0],
                    &[ButtonState::Pressed, ButtonState::Released],
                );
            }
        }
        app.update();
        assert_eq!(moves(&app), 1, "{by:?} played pit 0");
        wait_for_human(&mut app, 300)
    };
    let chosen = frames(&By::Choice);
    for by in [By::Touch, By::Click] {
        let quick = frames(&by);
        assert!(
            quick + 2 >= chosen,
            "{quick} frames after a quick {by:?}, {chosen} for the move chosen without one"
        );
    }
}
