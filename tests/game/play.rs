//! Games: moves replayed, input gated, captures lit, undo, saves,
//! languages, hints, dialogs and the end of a game.

use super::harness::*;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::{
    AskHint, Autoplay, Dialog, Hint, HintShown, Locale, Match, NoticeKind, Oracle, PitChosen,
    PitCount, Playback, Refusal, Screen, Settings, Turn, UndoMove, hint_text,
};
use modiar::i18n::Language;
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
fn the_keyboard_plays_a_game() {
    let mut app = app(two_players());
    start(&mut app);
    // "3" plays South's third pit from their left: pit 2.
    press_key(&mut app, KeyCode::Digit3);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2]));
    wait_for_human(&mut app, 300);
    // North's "1" is the pit numbered 1 on the board: North's own left,
    // which is the screen's right when both sit on one side, pit 3.
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2, 3]));
    wait_for_human(&mut app, 300);
    // Arrows move the cursor over South's legal pits; Enter plays it.
    let legal: Vec<Pit> = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .collect();
    press_key(&mut app, KeyCode::ArrowRight);
    press_key(&mut app, KeyCode::ArrowRight);
    press_key(&mut app, KeyCode::Enter);
    let game = app.world().resource::<Match>();
    assert_eq!(game.moves().len(), 3);
    assert_eq!(game.moves()[2], legal[1]);
    wait_for_human(&mut app, 300);
    stones_match(app.world_mut()).unwrap();
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
fn the_game_is_saved_after_every_move_and_resumed_on_the_next_launch() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 300);
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    wait_for_human(&mut app, 300);
    let position = *app.world().resource::<Match>().position();
    let mut files = store_of(&app);
    assert!(files.files.contains_key(modiar::save::GAME_FILE));

    // The next launch finds the game and goes straight back to it.
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert!(startup.notices.items.is_empty());
    let restored = startup.restored.as_ref().expect("a game to resume");
    assert_eq!(restored.game.moves(), pits(&[2, 4]));
    let mut next = app_with_store(two_players(), files.clone());
    modiar::game::insert_loaded(&mut next, startup);
    run_until(&mut next, 20, |w| turn(w) == Some(Turn::Human));
    assert_eq!(screen(next.world()), Screen::Playing);
    assert_eq!(*next.world().resource::<Match>().position(), position);
    stones_match(next.world_mut()).unwrap();
    // The pit labels and the scores show the resumed game, not a fresh one.
    next.update();
    let shown = next.world().resource::<Playback>().shown;
    assert_eq!(shown.counts, position.board());
    assert_eq!(shown.captured, position.captured());
    let mut labels = next
        .world_mut()
        .query::<(&PitCount, &Text2d)>()
        .iter(next.world())
        .map(|(pit, text)| (pit.0, text.0.clone()))
        .collect::<Vec<_>>();
    labels.sort();
    assert_eq!(labels.len(), 6);
    for (pit, text) in labels {
        assert_eq!(text, position.stones(pit).to_string(), "pit {pit}");
    }
}

#[test]
fn settings_are_saved_when_changed() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Settings);
    app.update();
    press(&mut app, "mt");
    press(&mut app, "motion-reduced");
    press(&mut app, "volume-down");
    app.update();
    let mut files = store_of(&app);
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings.language, Some(Language::Maltese));
    assert!(startup.settings.reduced_motion);
    assert!((startup.settings.volume - 0.7).abs() < 1e-6);
}

#[test]
fn bad_files_at_launch_are_set_aside_with_a_notice() {
    let mut files = modiar::save::MemoryStore::default();
    files.files.insert(
        modiar::save::SETTINGS_FILE.into(),
        "{\"version\": 1, \"mode\": ".into(),
    );
    files.files.insert(
        modiar::save::GAME_FILE.into(),
        r#"{"version": 9, "future": true}"#.into(),
    );
    let startup = modiar::game::load_at_start(&mut files, 1_795_968_930);
    assert_eq!(startup.settings, Settings::default());
    assert!(startup.restored.is_none());
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsReset, NoticeKind::Newer]);
    assert!(
        files
            .files
            .contains_key("settings.json.bad-20261129-161530")
    );
    assert!(files.files.contains_key("game.json.bad-20261129-161530"));
    assert!(!files.files.contains_key(modiar::save::SETTINGS_FILE));
    // A game that replays to an illegal move is set aside too.
    let mut files = modiar::save::MemoryStore::default();
    let mut saved =
        modiar::game::saved_game(&Game::new(Side::South), &modiar::game::Players::default());
    saved.moves = pits(&[0, 0]);
    modiar::save::save(&mut files, modiar::save::GAME_FILE, &saved).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.notices.items[0].kind, NoticeKind::GameReset);
    // Values this version does not know: set aside, defaults used.
    let mut files = modiar::save::MemoryStore::default();
    let mut odd = Settings::default().to_saved();
    odd.text_scale = 3.0;
    modiar::save::save(&mut files, modiar::save::SETTINGS_FILE, &odd).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings, Settings::default());
    assert_eq!(startup.notices.items[0].kind, NoticeKind::SettingsReset);
}

#[test]
fn a_bad_file_that_cannot_be_moved_is_never_written_over() {
    let mut files = modiar::save::MemoryStore::default();
    files
        .files
        .insert(modiar::save::SETTINGS_FILE.into(), "garbage".into());
    files.read_only = true;
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert!(!startup.writable.settings);
    // The player hears of it: settings will not be kept this time.
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsStuck]);
    files.read_only = false;
    let mut app = app_with_store(two_players(), files);
    modiar::game::insert_loaded(&mut app, startup);
    app.world_mut().resource_mut::<Settings>().nudge_volume(1.0);
    app.update();
    app.update();
    assert_eq!(store_of(&app).files[modiar::save::SETTINGS_FILE], "garbage");
}

#[test]
fn the_language_changes_every_text() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    assert!(texts(&mut app).iter().any(|t| t == "How to play Modiar"));
    set_language(&mut app, Language::Greek);
    let greek = texts(&mut app);
    assert!(
        greek.iter().any(|t| t == "Πώς παίζεται το Modiar"),
        "{greek:?}"
    );
    assert!(
        greek
            .iter()
            .any(|t| t == "Σειρά σου: διάλεξε λάκκο" || t.contains("Παίζει")),
        "{greek:?}"
    );
    assert!(!greek.iter().any(|t| t == "How to play Modiar"));
}

#[test]
fn a_refusal_on_show_follows_the_language() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    app.update();
    let english = refusal(&app);
    assert!(texts(&mut app).contains(&english), "{english}");
    set_language(&mut app, Language::German);
    let german = refusal(&app);
    assert_ne!(german, english);
    let shown = texts(&mut app);
    assert!(shown.contains(&german), "{german} not in {shown:?}");
    assert!(!shown.contains(&english));
}

#[test]
fn the_hint_names_a_best_move_and_its_worth() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(against(Level::Club));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    press(&mut app, "button-hint");
    let Some(Hint::Best { pit, value }) = app.world().resource::<HintShown>().shown() else {
        panic!("no best move");
    };
    let values = table.move_values(app.world().resource::<Match>().position());
    assert_eq!(values.get(pit), values.best());
    assert_eq!(Some(value), values.best());
    let text = hint_text(
        Hint::Best { pit, value },
        app.world().resource::<Oracle>(),
        app.world().resource::<Locale>(),
    );
    assert!(
        text.starts_with(&format!("Best move: pit {}.", pit.place() + 1)),
        "{text}"
    );
    // The opening is worth −2 to the starter: the hint says so.
    assert!(text.contains("2 stones more than you"), "{text}");
    app.update();
    assert!(texts(&mut app).contains(&text));
    // Without the table, it says the work is still going on.
    let mut waiting = self::app(against(Level::Club));
    start(&mut waiting);
    waiting.world_mut().trigger(AskHint::default());
    assert_eq!(
        waiting.world().resource::<HintShown>().shown(),
        Some(Hint::Waiting)
    );
    waiting.update();
    assert!(
        texts(&mut waiting)
            .iter()
            .any(|t| t.contains("still working out")),
    );
}

/// Against Beginner and Casual, or a person on this device, the hint names
/// a best move with no forecast: "your opponent can gain 2 stones more than
/// you, however you play" is not true of them, and not what a newcomer
/// needs to read before a first move.
#[test]
fn the_hint_against_the_first_levels_names_a_best_move_without_a_forecast() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    for settings in [
        against(Level::Beginner),
        against(Level::Casual),
        two_players(),
    ] {
        let level = format!("{:?} {:?}", settings.mode, settings.level);
        let mut app = app(settings);
        app.insert_resource(Oracle::ready(table.clone()));
        start(&mut app);
        press(&mut app, "button-hint");
        let Some(Hint::Plain { pit }) = app.world().resource::<HintShown>().shown() else {
            panic!("a plain hint against {level}");
        };
        let values = table.move_values(app.world().resource::<Match>().position());
        assert_eq!(values.get(pit), values.best());
        app.update();
        let text = format!(
            "Best move: pit {}. No other move keeps more stones for you.",
            pit.place() + 1
        );
        assert!(texts(&mut app).contains(&text), "{:?}", texts(&mut app));
        assert!(
            !texts(&mut app)
                .iter()
                .any(|t| t.contains("however you play"))
        );
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
fn the_review_lists_every_move() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(two_players());
    app.insert_resource(Oracle::ready(table));
    start(&mut app);
    for pit in pits(&[0, 5, 1]) {
        app.world_mut().trigger(PitChosen { pit });
        wait_for_human(&mut app, 300);
    }
    let world = app.world();
    let lines = modiar::game::review_lines(
        world.resource::<Match>(),
        world.resource::<modiar::game::Players>(),
        world.resource::<Oracle>(),
        world.resource::<modiar::game::Locale>(),
    );
    // The introduction, then one line a move; South's pit 0 opening gave stones away.
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(
        lines[1].text.starts_with("1. South: pit 1 — gave away"),
        "{:?}",
        lines[1]
    );
    assert!(lines[1].lost);
    assert_eq!(lines[3].ply, Some(3));
    // A tap on a move's line opens the analysis board at that move.
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Review);
    app.update();
    app.update();
    let entries: Vec<Entity> = app
        .world_mut()
        .query::<(Entity, &modiar::game::ButtonId)>()
        .iter(app.world())
        .filter(|(_, id)| id.0 == "review-move")
        .map(|(e, _)| e)
        .collect();
    assert_eq!(entries.len(), 3);
    // A move's line reads as a line, before and after the pointer moves
    // (which repaints every button), and lights under the mouse.
    let background =
        |app: &App, entity: Entity| app.world().get::<BackgroundColor>(entity).unwrap().0;
    assert_eq!(background(&app, entries[0]), Color::NONE);
    app.world_mut()
        .resource_mut::<modiar::game::ButtonPointer>()
        .hovered = Some(entries[1]);
    app.update();
    assert_eq!(background(&app, entries[0]), Color::NONE);
    assert_ne!(background(&app, entries[1]), Color::NONE);
    app.world_mut()
        .trigger(modiar::game::Press { entity: entries[1] });
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Analysis);
    assert_eq!(app.world().resource::<modiar::game::Analysis>().at, 1);
}

#[test]
fn with_a_dialog_open_nothing_reaches_the_board_and_escape_closes_it() {
    for shown in [Dialog::Rules, Dialog::Settings, Dialog::Review] {
        let mut app = app(two_players());
        start(&mut app);
        let before = *app.world().resource::<Match>().position();
        // The dialog is opened by its button where there is one.
        match shown {
            Dialog::Rules => press(&mut app, "button-rules"),
            Dialog::Settings => press(&mut app, "button-settings"),
            _ => app
                .world_mut()
                .resource_mut::<NextState<Dialog>>()
                .set(shown),
        }
        app.update();
        assert_eq!(dialog(&app), shown);
        // A key, a tap (the event a tap or a click on a pit becomes), the
        // arrow cursor and a hint: none of them reaches the board.
        press_key(&mut app, KeyCode::Digit3);
        app.world_mut().trigger(PitChosen { pit: pit(2) });
        press_key(&mut app, KeyCode::ArrowRight);
        press_key(&mut app, KeyCode::Enter);
        app.world_mut().trigger(AskHint::default());
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(moves(&app), 0, "{shown:?}: a move was played");
        assert_eq!(*app.world().resource::<Match>().position(), before);
        assert_eq!(turn(app.world()), Some(Turn::Human));
        assert!(app.world().resource::<Refusal>().shown().is_none());
        assert!(app.world().resource::<HintShown>().shown().is_none());
        assert_eq!(cursor(&mut app), None, "{shown:?}: the arrow cursor moved");
        let rings: Vec<modiar::game::PitHighlight> = app
            .world_mut()
            .query::<&modiar::game::PitHighlight>()
            .iter(app.world())
            .copied()
            .collect();
        assert!(
            rings.iter().all(|r| *r == modiar::game::PitHighlight::None),
            "{shown:?}: {rings:?}"
        );
        // Escape closes it, and its page goes with it.
        press_key(&mut app, KeyCode::Escape);
        app.update();
        assert_eq!(dialog(&app), Dialog::None, "{shown:?}");
        assert!(
            !texts(&mut app).iter().any(|t| t == "Close"),
            "{shown:?}: the page stayed"
        );
        // Then the board takes input again.
        press_key(&mut app, KeyCode::Digit3);
        assert_eq!(moves(&app), 1, "{shown:?}");
    }
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

#[test]
fn at_the_end_the_header_shows_the_same_totals_as_the_result() {
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 2 must feed North; North is then left with one stone,
    // cannot move, and each keeps their row: South 20 + 1, North 20 + 1.
    let position = Position::new([0, 0, 2, 0, 0, 0], [20, 20], Side::South, false).unwrap();
    set_position(&mut app, position);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    run_until(&mut app, 300, |w| screen(w) == Screen::GameOver);
    app.update();
    let result = app.world().resource::<Match>().result().unwrap();
    assert_eq!(result.score, [21, 21]);
    let shown = texts(&mut app);
    assert!(shown.contains(&"South 21".to_owned()), "{shown:?}");
    assert!(shown.contains(&"North 21".to_owned()), "{shown:?}");
    assert!(shown.contains(&"A draw, 21–21".to_owned()), "{shown:?}");
    // Whole games: the winner's total first in the panel, the same totals
    // in the header.
    for seed in 0..4 {
        let mut app = self::app(two_players());
        start(&mut app);
        let mut ply = 0;
        let mut frames = 0;
        while screen(app.world()) != Screen::GameOver {
            frames += 1;
            assert!(frames < 100_000, "the game stalls at ply {ply}");
            if turn(app.world()) == Some(Turn::Human)
                && !app.world().resource::<Playback>().is_active()
            {
                let legal: Vec<Pit> = app
                    .world()
                    .resource::<Match>()
                    .legal_moves()
                    .into_iter()
                    .collect();
                let pit = legal[(ply * 7 + seed) % legal.len()];
                app.world_mut().trigger(PitChosen { pit });
                ply += 1;
            }
            app.update();
            assert!(ply < 300);
        }
        app.update();
        let result = app.world().resource::<Match>().result().unwrap();
        let [south, north] = result.score;
        let headline = match result.winner() {
            None => "A draw, 21–21".to_owned(),
            Some(Side::South) => format!("South wins, {south}–{north}"),
            Some(Side::North) => format!("North wins, {north}–{south}"),
        };
        let shown = texts(&mut app);
        assert!(shown.contains(&headline), "{headline} not in {shown:?}");
        assert!(shown.contains(&format!("South {south}")), "{shown:?}");
        assert!(shown.contains(&format!("North {north}")), "{shown:?}");
    }
}

#[test]
fn a_tap_or_a_click_on_a_pit_plays_it_unless_a_dialog_is_open() {
    let mut app = app(two_players());
    let centres = give_a_window(&mut app);
    start(&mut app);
    // With no dialog, a tap on South's pit 2 plays it, a click North's pit 4.
    tap(&mut app, centres[2]);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2]));
    wait_for_human(&mut app, 300);
    click(&mut app, centres[4]);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2, 4]));
    wait_for_human(&mut app, 300);
    // Under each dialog, neither reaches the board.
    for shown in [Dialog::Rules, Dialog::Settings, Dialog::Review] {
        app.world_mut()
            .resource_mut::<NextState<Dialog>>()
            .set(shown);
        app.update();
        tap(&mut app, centres[0]);
        click(&mut app, centres[1]);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(moves(&app), 2, "{shown:?}");
        assert!(app.world().resource::<Refusal>().shown().is_none());
        press_key(&mut app, KeyCode::Escape);
        assert_eq!(dialog(&app), Dialog::None);
    }
    tap(&mut app, centres[0]);
    assert_eq!(moves(&app), 3);
}

/// The first tap after Hint plays, on the hinted pit as on any other.
#[test]
fn a_tap_right_after_hint_plays() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(two_players());
    app.insert_resource(Oracle::ready(table));
    let centres = give_a_window(&mut app);
    start(&mut app);
    press(&mut app, "button-hint");
    app.update();
    let hinted = app
        .world()
        .resource::<HintShown>()
        .pit()
        .expect("a best move");
    tap(&mut app, centres[hinted.index()]);
    assert_eq!(app.world().resource::<Match>().moves(), [hinted]);
}

#[test]
fn the_command_line_reads_the_players_options_and_explains_a_bad_one() {
    use modiar::game::Args;
    let parse = |args: &[&str]| Args::parse(args.iter().map(|a| a.to_string()));
    let args = parse(&["--window", "390x844", "--lang=ur"]).unwrap();
    assert_eq!(args.window, Some((390.0, 844.0)));
    assert_eq!(args.language, Some(modiar::i18n::Language::Urdu));
    assert!(parse(&["-h"]).unwrap().help && parse(&["-V"]).unwrap().version);
    for (args, said) in [
        (&["--window", "10x10"][..], "200 to 10000"),
        (&["--lang", "ja"], "not \"ja\""),
        (&["--window"], "--window needs a size"),
        (&["--lang", "en", "--lang", "de"], "given twice"),
        (&["--colour"], "unknown option \"--colour\"; try --help"),
    ] {
        let error = parse(args).unwrap_err();
        assert!(error.contains(said), "{args:?}: {error}");
    }
}

/// Every moment's name reaches its moment, and the lessons by number.
#[cfg(feature = "dev")]
#[test]
fn the_command_line_takes_every_moment_and_explains_a_bad_one() {
    use modiar::game::Args;
    use modiar::game::dev::Moment;
    let parse = |args: &[&str]| Args::parse(args.iter().map(|a| a.to_string()));
    let names = Moment::all_names();
    assert_eq!(names.len(), 48, "36 moments and 12 lessons");
    for name in &names {
        let args = parse(&["--screenshot", "x.png", "--at", name]).unwrap();
        assert_eq!(args.dev.at, Moment::named(name), "{name}");
    }
    assert_eq!(Moment::named("lesson-3"), Some(Moment::Lesson("capture")));
    assert_eq!(Moment::named("lesson"), Moment::named("lesson-3"));
    assert_eq!(
        Moment::named("lesson-12"),
        Some(Moment::Lesson("repetition"))
    );
    assert_eq!(Moment::named("lesson-13"), None);
    assert_eq!(Moment::named("lesson-0"), None);
    let error = parse(&["--screenshot", "x.png", "--at", "later"]).unwrap_err();
    assert!(
        error.contains("board-rules") && error.contains("\"later\""),
        "{error}"
    );
    assert!(parse(&["--at", "over"]).is_err(), "--at needs --screenshot");
    assert!(parse(&["--speed", "warp"]).is_err());
    assert!(parse(&["--text-size", "110"]).is_err());
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
    use modiar::game::{Pace, THINKING_SECONDS};
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

#[test]
fn a_new_game_clears_the_last_games_notices_but_not_a_files() {
    use modiar::game::{Notices, RestartGame};
    let mut app = app(two_players());
    start(&mut app);
    {
        let mut notices = app.world_mut().resource_mut::<Notices>();
        notices.push(NoticeKind::BadCode, None);
        notices.push(NoticeKind::SettingsReset, Some("settings.json.bad".into()));
    }
    app.update();
    app.world_mut().trigger(RestartGame);
    app.update();
    let kinds: Vec<NoticeKind> = app
        .world()
        .resource::<Notices>()
        .items
        .iter()
        .map(|n| n.kind)
        .collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsReset]);
}

/// A game that ends for lack of a move says in one sentence who was stuck
/// and which rule held them: single stones, a row they could not feed, or
/// only moves that would capture the whole other row.
#[test]
fn a_game_without_a_move_says_who_was_stuck_and_why() {
    use modiar::game::{Players, end_reason_text};
    let cases = [
        (
            [1, 7, 1, 1, 3, 1],
            "South had no legal move (any move would have captured the whole other row), \
             so each player kept the stones in their own row.",
        ),
        (
            [1, 0, 1, 0, 5, 1],
            "South had no legal move (no pit held 2 stones or more), \
             so each player kept the stones in their own row.",
        ),
        (
            [2, 0, 0, 0, 0, 0],
            "South had no legal move (the other row was empty, and no move could leave \
             stones in it), so each player kept the stones in their own row.",
        ),
    ];
    for (board, said) in cases {
        let mut app = app(two_players());
        start(&mut app);
        let on_board: u8 = board.iter().sum();
        let captured = (42 - on_board) / 2;
        let stuck = Position::new(
            board,
            [captured, 42 - on_board - captured],
            Side::South,
            false,
        )
        .unwrap();
        load_game(&mut app, Game::from_position(stuck));
        app.update();
        let world = app.world();
        let game = world.resource::<Match>();
        let result = game.result().expect("South has no legal move");
        let text = end_reason_text(
            &result,
            game,
            world.resource::<Players>(),
            world.resource::<Locale>(),
        );
        assert_eq!(text, said, "{board:?}");
    }
}

/// The last move and the gathering after it are drawn before the game
/// reads as over, and while the stones left go to the players who keep
/// them, a line says why.
#[test]
fn the_game_reads_as_over_once_the_gathering_is_drawn() {
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 1 leaves North a single stone: no legal move.
    let last = Position::new([3, 0, 4, 0, 0, 1], [17, 17], Side::South, false).unwrap();
    load_game(&mut app, Game::from_position(last));
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    let why = "North has no legal move: each player takes the stones left in their own row.";
    let (mut sowing_said, mut why_said) = (false, false);
    for _ in 0..600 {
        app.update();
        let playback = app.world().resource::<Playback>();
        let (drawing, gathering) = (playback.is_active(), playback.gathering());
        let shown = texts(&mut app);
        if drawing {
            assert!(!shown.iter().any(|t| t == "Game over"), "{shown:?}");
            sowing_said |= shown.iter().any(|t| t.starts_with("Sowing"));
        }
        if gathering {
            why_said |= shown.iter().any(|t| t == why);
        }
        if !drawing && turn(app.world()) == Some(Turn::Over) {
            break;
        }
    }
    assert!(sowing_said && why_said, "{sowing_said} {why_said}");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "Game over"), "{shown:?}");
    assert!(!shown.iter().any(|t| t == why), "{shown:?}");
}

/// The line about a move tells its captures once they are drawn, not while
/// the stones are still on their way.
#[test]
fn a_capture_is_told_when_it_has_been_drawn() {
    // The first capture of a game between first legal moves.
    let mut game = Game::new(Side::South);
    let pit = loop {
        let capturing = game.legal_moves().into_iter().find(|&pit| {
            let mut copy = game.clone();
            !copy.play(pit).unwrap().captures().is_empty()
        });
        if let Some(pit) = capturing.filter(|_| game.moves().len() > 1) {
            break pit;
        }
        let first = game.legal_moves().into_iter().next().expect("not over yet");
        game.play(first).unwrap();
    };
    let mut app = app(two_players());
    start(&mut app);
    load_game(&mut app, game);
    app.world_mut().trigger(modiar::game::BoardReset);
    app.update();
    app.world_mut().trigger(PitChosen { pit });
    app.update();
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    let told = |app: &mut App| texts(app).iter().any(|t| t.contains("and captured"));
    assert!(!told(&mut app), "{:?}", texts(&mut app));
    wait_for_human(&mut app, 600);
    assert!(told(&mut app), "{:?}", texts(&mut app));
    // The board marks the move until the next one starts: where it was
    // played from, and where its last stone fell.
    let report = {
        let game = app.world().resource::<Match>();
        let mut before = Game::from_position(game.history()[game.history().len() - 2]);
        before.play(pit).unwrap()
    };
    let rings: Vec<(Pit, modiar::game::PitHighlight)> = app
        .world_mut()
        .query::<(&modiar::game::BoardPit, &modiar::game::PitHighlight)>()
        .iter(app.world())
        .map(|(p, h)| (p.0, *h))
        .collect();
    let ring = |at: Pit| rings.iter().find(|(p, _)| *p == at).unwrap().1;
    assert_eq!(ring(pit), modiar::game::PitHighlight::LastPlayed);
    // A captured pit is left empty: no mark points at nothing.
    if report.last_pit() != pit {
        let landed = if report.after.board()[report.last_pit()] > 0 {
            modiar::game::PitHighlight::LastLanded
        } else {
            modiar::game::PitHighlight::None
        };
        assert_eq!(ring(report.last_pit()), landed);
    }
    // The next move clears it as it starts.
    let next = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .next()
        .unwrap();
    app.world_mut().trigger(PitChosen { pit: next });
    app.update();
    app.update();
    let marked = app
        .world_mut()
        .query::<&modiar::game::PitHighlight>()
        .iter(app.world())
        .filter(|h| matches!(h, modiar::game::PitHighlight::LastPlayed))
        .count();
    assert_eq!(marked, 0);
}

/// At the end the stones each player keeps slide from their row into their
/// tray, so the trays, their labels and the scores agree.
#[test]
fn at_the_end_the_kept_stones_join_the_trays_and_the_trays_show_the_score() {
    use modiar::game::{Place, StonePlace, TrayLabel};
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 1 leaves North a single stone it may not play.
    let before = Position::new([4, 3, 1, 3, 0, 1], [8, 22], Side::South, false).unwrap();
    load_game(&mut app, Game::from_position(before));
    app.world_mut().trigger(modiar::game::BoardReset);
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    for _ in 0..600 {
        if !app.world().resource::<Playback>().is_active() {
            break;
        }
        app.update();
    }
    assert!(!app.world().resource::<Playback>().is_active());
    let result = app.world().resource::<Match>().result().expect("over");
    assert_eq!(result.score, [19, 23]);
    let mut held = [0; 2];
    let mut in_pits = 0;
    for place in app.world_mut().query::<&StonePlace>().iter(app.world()) {
        match place.place {
            Place::Tray(side) => held[side] += 1,
            Place::Pit(_) => in_pits += 1,
        }
    }
    assert_eq!((held, in_pits), ([19, 23], 0));
    let mut labels: Vec<(Side, String)> = app
        .world_mut()
        .query::<(&TrayLabel, &Text2d)>()
        .iter(app.world())
        .map(|(label, text)| (label.0, text.0.clone()))
        .collect();
    labels.sort_by_key(|(side, _)| side.index());
    assert_eq!(
        labels,
        vec![
            (Side::South, "South 19".to_owned()),
            (Side::North, "North 23".to_owned())
        ]
    );
    let counts: Vec<String> = app
        .world_mut()
        .query::<(&PitCount, &Text2d)>()
        .iter(app.world())
        .map(|(_, text)| text.0.clone())
        .collect();
    assert_eq!(counts, vec!["0"; 6]);
}

/// Menu in the middle of a game keeps it: the title offers Continue, which
/// takes the player back to the same position; Play starts afresh.
#[test]
fn menu_keeps_the_game_and_the_title_offers_to_continue_it() {
    use modiar::game::ToMenu;
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 300);
    let before = app.world().resource::<Match>().moves().to_vec();
    assert_eq!(before.len(), 1);
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(texts(&mut app).iter().any(|t| t == "Continue"));
    press(&mut app, "button-continue");
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Playing);
    assert_eq!(app.world().resource::<Match>().moves(), before);
    stones_match(app.world_mut()).unwrap();
    // Leave again, and choose Play: a new game, and nothing to continue.
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    press(&mut app, "button-play");
    app.update();
    app.update();
    assert!(app.world().resource::<Match>().moves().is_empty());
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    assert!(!texts(&mut app).iter().any(|t| t == "Continue"));
}

/// The coach's line waits while the person's move is drawn, while the
/// computer thinks and while its reply is drawn; then it follows the line
/// about the reply, which it never replaces.
#[test]
fn the_coach_speaks_once_the_computers_reply_is_drawn() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(against(Level::Beginner));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    // Good moves until a bad one can be made, past the first move (whose
    // own note comes first).
    let (worst, lost) = loop {
        let position = *app.world().resource::<Match>().position();
        let values = table.move_values(&position);
        let (worst, value) = values.iter().min_by_key(|&(_, v)| v).unwrap();
        let (best, top) = values.iter().max_by_key(|&(_, v)| v).unwrap();
        if top - value >= 4 && !app.world().resource::<Match>().moves().is_empty() {
            break (worst, top - value);
        }
        app.world_mut().trigger(PitChosen { pit: best });
        wait_for_human(&mut app, 600);
        assert!(
            app.world().resource::<Match>().moves().len() < 20,
            "no costly move turned up"
        );
    };
    let played = app.world().resource::<Match>().moves().len();
    app.world_mut().trigger(PitChosen { pit: worst });
    app.update();
    let coached = |app: &mut App| {
        texts(app)
            .iter()
            .any(|t| t.contains(" was better. Undo takes your move back."))
    };
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    // Until the reply has been played and drawn, no coach.
    for _ in 0..600 {
        let world = app.world();
        let replied = world.resource::<Match>().moves().len() >= played + 2
            && !world.resource::<Playback>().is_active();
        if replied {
            break;
        }
        let state = (
            app.world().resource::<Match>().moves().len() - played,
            turn(app.world()),
            app.world().resource::<Playback>().is_active(),
        );
        assert!(
            !coached(&mut app),
            "not while a move is drawn or the computer thinks ({state:?}): {:?}",
            texts(&mut app)
        );
        app.update();
    }
    app.update();
    let line = texts(&mut app)
        .into_iter()
        .find(|t| t.contains(" was better. Undo takes your move back."))
        .unwrap_or_else(|| panic!("the coach, once the reply is drawn: {:?}", texts(&mut app)));
    assert!(line.starts_with("The computer played pit "), "{line}");
    let stones = if lost == 1 {
        "one stone".to_owned()
    } else {
        format!("{lost} stones")
    };
    assert!(
        line.contains(&format!("That move cost you {stones}: your pit ")),
        "{line}"
    );
    // It goes with the person's next move (when the reply did not end the
    // game).
    let next = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .next();
    if let Some(pit) = next {
        app.world_mut().trigger(PitChosen { pit });
        app.update();
        app.update();
        assert!(!coached(&mut app), "{:?}", texts(&mut app));
    }
}

/// One scroll system serves every panel, on the top layer only: a wheel
/// over a dialog scrolls the dialog, never the screen beneath it, and the
/// screen scrolls once the dialog has gone.
#[test]
fn a_wheel_scrolls_the_panel_of_the_top_layer_only() {
    use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
    use bevy::input::touch::TouchPhase;
    use bevy::ui::{ComputedNode, UiGlobalTransform};
    let mut app = app(two_players());
    give_a_window(&mut app);
    // Laid out by hand (the headless app has no layout): a screen-sized
    // panel with three screens of content, and a dialog over it.
    let (width, height) = (760.0, 1090.0);
    let centre = Vec2::new(width, height) / 2.0;
    let panel = |size: Vec2, content: f32| {
        (
            Node {
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ScrollPosition::default(),
            ComputedNode {
                size,
                content_size: Vec2::new(size.x, content),
                inverse_scale_factor: 1.0,
                ..ComputedNode::DEFAULT
            },
            UiGlobalTransform::from_translation(centre),
        )
    };
    let screen = app
        .world_mut()
        .spawn(panel(Vec2::new(width, height), 3.0 * height))
        .id();
    let scrim = app
        .world_mut()
        .spawn((
            Node::default(),
            GlobalZIndex(20),
            ComputedNode {
                size: Vec2::new(width, height),
                inverse_scale_factor: 1.0,
                ..ComputedNode::DEFAULT
            },
            UiGlobalTransform::from_translation(centre),
            InheritedVisibility::VISIBLE,
        ))
        .id();
    let dialog = app
        .world_mut()
        .spawn((panel(Vec2::new(500.0, 600.0), 1500.0), ChildOf(scrim)))
        .id();
    let turn_the_wheel_at = |app: &mut App, at: Vec2| {
        let window = move_mouse(app, at);
        app.world_mut().write_message(MouseWheel {
            unit: MouseScrollUnit::Line,
            x: 0.0,
            y: -2.0,
            window,
            phase: TouchPhase::Moved,
        });
        app.update();
    };
    let scrolled = |app: &App, panel: Entity| app.world().get::<ScrollPosition>(panel).unwrap().y;
    // Over the dimmed screen beside the dialog: nothing scrolls.
    turn_the_wheel_at(&mut app, Vec2::new(40.0, 40.0));
    assert_eq!(
        scrolled(&app, screen),
        0.0,
        "the screen under the dialog stays"
    );
    assert_eq!(scrolled(&app, dialog), 0.0);
    // Over the dialog: the dialog scrolls, 40 px a line.
    turn_the_wheel_at(&mut app, centre);
    assert_eq!(scrolled(&app, dialog), 80.0, "the dialog scrolls");
    assert_eq!(
        scrolled(&app, screen),
        0.0,
        "the screen under the dialog stays"
    );
    // The dialog gone, the same wheel scrolls the screen.
    app.world_mut().entity_mut(scrim).despawn();
    turn_the_wheel_at(&mut app, Vec2::new(40.0, 40.0));
    assert_eq!(scrolled(&app, screen), 80.0, "the screen scrolls");
    // A finger moving up by 100 px drags it on by as much, and presses
    // nothing: any panel laid out to scroll scrolls, with no marker. It
    // rests between its moves: frames with no touch news move nothing.
    let window = move_mouse(&mut app, centre);
    for (phase, at) in [
        (TouchPhase::Started, centre),
        (TouchPhase::Moved, centre - Vec2::new(0.0, 50.0)),
        (TouchPhase::Moved, centre - Vec2::new(0.0, 100.0)),
        (TouchPhase::Ended, centre - Vec2::new(0.0, 100.0)),
    ] {
        app.world_mut()
            .write_message(bevy::input::touch::TouchInput {
                phase,
                position: at,
                window,
                force: None,
                id: 3,
            });
        app.update();
        for _ in 0..3 {
            app.update();
        }
    }
    assert_eq!(scrolled(&app, screen), 180.0, "a finger drags the screen");
}

/// Against the computer, every line names the seats "you" and "the
/// computer", on every frame of a whole game: never "North" or "South",
/// not even for the frame between the computer's move and its drawing.
#[test]
fn against_the_computer_no_line_says_north_or_south() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    let mut frames = 0;
    while screen(app.world()) != Screen::GameOver && frames < 20_000 {
        if turn(app.world()) == Some(Turn::Human) && !app.world().resource::<Playback>().is_active()
        {
            let pit = app
                .world()
                .resource::<Match>()
                .legal_moves()
                .into_iter()
                .last();
            if let Some(pit) = pit {
                app.world_mut().trigger(PitChosen { pit });
            }
        }
        app.update();
        frames += 1;
        for text in texts(&mut app) {
            assert!(
                !text.contains("North") && !text.contains("South"),
                "frame {frames}: {text:?}"
            );
        }
    }
    assert_eq!(screen(app.world()), Screen::GameOver, "the game ends");
}

/// The stones drawn in each pit and each tray, frame by frame: those at
/// rest there, and in a pit also those lifted from it that are still drawn
/// over it (the hand above its pit, captured stones on their way out). A
/// stone in flight elsewhere is in no pit or tray.
#[derive(Default)]
struct StonesDrawn {
    rested: std::collections::HashMap<Entity, Pit>,
    taken: std::collections::HashMap<Entity, Pit>,
    /// Frames in which some lifted stone was still drawn over its pit.
    frames_lifted: usize,
}

impl StonesDrawn {
    fn look(&mut self, world: &mut World) -> ([u8; 6], [u8; 2]) {
        use modiar::game::{PIT_RADIUS, Stone, TRAY_SIZE, layer, pit_center, tray_center};
        let over = |at: Vec3, pit: Pit| at.truncate().distance(pit_center(pit)) <= PIT_RADIUS;
        let mut pits = [0u8; 6];
        let mut trays = [0u8; 2];
        let mut rested = std::collections::HashMap::new();
        let mut taken = std::collections::HashMap::new();
        let mut q = world.query_filtered::<(Entity, &Transform), With<Stone>>();
        for (stone, at) in q.iter(world).map(|(e, t)| (e, t.translation)) {
            if at.z >= layer::FLYING {
                if let Some(&pit) = self.taken.get(&stone).or_else(|| self.rested.get(&stone))
                    && over(at, pit)
                {
                    taken.insert(stone, pit);
                    pits[pit.index()] += 1;
                }
                continue;
            }
            for pit in Pit::ALL {
                if over(at, pit) {
                    rested.insert(stone, pit);
                    pits[pit.index()] += 1;
                }
            }
            for side in Side::BOTH {
                let d = (at.truncate() - tray_center(side)).abs();
                if d.x <= TRAY_SIZE.x / 2.0 && d.y <= TRAY_SIZE.y / 2.0 {
                    trays[side] += 1;
                }
            }
        }
        self.frames_lifted += usize::from(!taken.is_empty());
        (self.rested, self.taken) = (rested, taken);
        (pits, trays)
    }
}

/// Whole games at normal speed, a frame at a time: every count and score
/// the board shows is the number of stones drawn there (a hand over its
/// pit still counts there), but for the frame a stone lands in, through laps, chains of captures and the end's
/// gathering into the trays.
#[test]
fn every_count_and_score_follows_its_stones_in_every_frame() {
    use bevy::time::TimeUpdateStrategy;
    let mut app = app(Settings {
        speed: AnimationSpeed::Normal,
        ..two_players()
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_secs_f64(1.0 / 60.0),
    ));
    start(&mut app);
    let (mut laps, mut frames) = (0, 0);
    let mut differing = 0;
    let mut drawn_now = StonesDrawn::default();
    while app.world().resource::<Match>().result().is_none() {
        assert!(moves(&app) < 300, "the game goes on");
        // The biggest handful: laps, and captures on the way.
        let pit = {
            let game = app.world().resource::<Match>();
            let board = game.position().board();
            game.legal_moves()
                .into_iter()
                .max_by_key(|&p| (board[p], p.index()))
                .unwrap()
        };
        if app.world().resource::<Match>().position().board()[pit] >= 6 {
            laps += 1;
        }
        drawn_now.look(app.world_mut());
        app.world_mut().trigger(PitChosen { pit });
        app.update();
        drawn_now.look(app.world_mut());
        loop {
            app.update();
            frames += 1;
            let shown = app.world().resource::<Playback>().shown;
            let drawn = drawn_now.look(app.world_mut());
            if drawn == (shown.counts, shown.captured) {
                differing = 0;
            } else {
                differing += 1;
                assert!(
                    differing <= 1,
                    "frame {frames}: the board shows {:?} and {:?}, the stones lie {drawn:?}",
                    shown.counts,
                    shown.captured
                );
            }
            let idle = !app.world().resource::<Playback>().is_active();
            if idle
                && matches!(
                    turn(app.world()),
                    Some(Turn::Human) | Some(Turn::Over) | None
                )
            {
                break;
            }
            assert!(frames < 100_000, "the replays end");
        }
    }
    let chains = app
        .world()
        .resource::<LitLog>()
        .0
        .iter()
        .filter(|l| l.order >= 1)
        .count();
    assert!(
        laps > 0 && chains > 0,
        "{laps} laps, {chains} chained captures"
    );
    // The gathering drew the final score into the trays.
    run_until(&mut app, 600, |w| !w.resource::<Playback>().is_active());
    let result = app.world().resource::<Match>().result().unwrap();
    // The frames that matter were seen: stones lifted, still over their pit.
    assert!(drawn_now.frames_lifted > 100, "{}", drawn_now.frames_lifted);
    let (pits, trays) = drawn_now.look(app.world_mut());
    assert_eq!(pits, [0; 6]);
    assert_eq!(trays, Side::BOTH.map(|s| result.stones(s)));
}

/// The button the keyboard's focus (Bevy's `InputFocus`, its one record)
/// is on, by its id.
fn focused_id(app: &mut App) -> Option<&'static str> {
    let entity = app
        .world()
        .resource::<bevy_input_focus::InputFocus>()
        .get()?;
    app.world()
        .get::<modiar::game::ButtonId>(entity)
        .map(|id| id.0)
}

/// Gives a node the box the layout would: `size` centred at `at`.
fn lay_out(app: &mut App, entity: Entity, size: Vec2, at: Vec2) {
    use bevy::ui::{ComputedNode, UiGlobalTransform};
    app.world_mut().entity_mut(entity).insert((
        ComputedNode {
            size,
            inverse_scale_factor: 1.0,
            ..ComputedNode::DEFAULT
        },
        UiGlobalTransform::from_translation(at),
        InheritedVisibility::VISIBLE,
    ));
}

/// Lays out every button by hand (the headless app has no layout), in
/// rows of five, so the hit test finds them as it would on a screen, and
/// every overlay over the whole window.
fn lay_out_buttons(app: &mut App) {
    let buttons: Vec<Entity> = app
        .world_mut()
        .query_filtered::<Entity, With<Button>>()
        .iter(app.world())
        .collect();
    // A dialog's backdrop fills the window, as the layout would lay it.
    let overlays: Vec<Entity> = app
        .world_mut()
        .query_filtered::<Entity, With<GlobalZIndex>>()
        .iter(app.world())
        .collect();
    for (i, button) in buttons.into_iter().enumerate() {
        let at = Vec2::new(60.0 + (i % 5) as f32 * 120.0, 60.0 + (i / 5) as f32 * 70.0);
        lay_out(app, button, Vec2::new(100.0, 50.0), at);
    }
    for overlay in overlays {
        lay_out(
            app,
            overlay,
            Vec2::new(1280.0, 720.0),
            Vec2::new(640.0, 360.0),
        );
    }
}

/// A game between two players on one screen, waiting for South's move,
/// its buttons laid out by hand.
fn laid_out_two_player_game() -> App {
    let mut app = app(two_players());
    give_a_window(&mut app);
    start(&mut app);
    wait_for_human(&mut app, 200);
    lay_out_buttons(&mut app);
    app
}

/// Tab walks the top layer's buttons and Enter presses the one it holds;
/// an open dialog keeps the walk to its own buttons; Escape hands the keys
/// back to the board, where Enter plays a pit again.
#[test]
fn tab_walks_the_buttons_of_the_top_layer_and_enter_presses_one() {
    let mut app = laid_out_two_player_game();
    assert_eq!(focused_id(&mut app), None);
    let mut walked = Vec::new();
    for _ in 0..12 {
        press_key(&mut app, KeyCode::Tab);
        let id = focused_id(&mut app).expect("Tab puts the focus on a button");
        if walked.first() == Some(&id) {
            break; // round again
        }
        walked.push(id);
    }
    assert!(walked.contains(&"button-rules"), "{walked:?}");
    assert!(walked.contains(&"button-undo"), "{walked:?}");
    while focused_id(&mut app) != Some("button-rules") {
        press_key(&mut app, KeyCode::Tab);
    }
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(dialog(&app), Dialog::Rules);
    assert_eq!(moves(&app), 0, "Enter on a button plays no pit");
    // The board's buttons lie under the dialog: out of the walk.
    lay_out_buttons(&mut app);
    for _ in 0..walked.len() + 2 {
        press_key(&mut app, KeyCode::Tab);
        let id = focused_id(&mut app).expect("the dialog's buttons take the focus");
        assert!(
            !walked.contains(&id) || id == "button-close",
            "{id} is under the dialog"
        );
    }
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(focused_id(&mut app), None);
}

/// The keyboard holds one thing at a time, in Bevy's `InputFocus`: a
/// button after Tab, the pit under the board's cursor after an arrow key
/// (the button lets go), and Enter acts on whichever holds it.
#[test]
fn the_keyboard_holds_one_thing_a_button_or_a_pit() {
    let mut app = laid_out_two_player_game();
    press_key(&mut app, KeyCode::Tab);
    assert!(focused_id(&mut app).is_some(), "Tab holds a button");
    press_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(focused_id(&mut app), None, "the button let go");
    let held = app
        .world()
        .resource::<bevy_input_focus::InputFocus>()
        .get()
        .expect("the arrow puts the focus on a pit");
    let on = app
        .world()
        .get::<modiar::game::BoardPit>(held)
        .map(|pit| pit.0)
        .expect("the focus holds a pit's entity");
    assert_eq!(cursor(&mut app), Some(on));
    assert!(on.side() == Side::South, "{on:?} is the mover's");
    let previewed = app
        .world()
        .resource::<modiar::game::Preview>()
        .shown
        .clone();
    assert_eq!(
        previewed.map(|(pit, _)| pit),
        Some(on),
        "the cursor previews"
    );
    press_key(&mut app, KeyCode::Enter);
    run_until(&mut app, 400, |w| w.resource::<Match>().moves().len() == 1);
    assert_eq!(
        app.world().resource::<Match>().moves()[0],
        on,
        "Enter played the pit under the cursor"
    );
}

/// A dialog's backdrop puts the screen under it out of a screen reader's
/// reach as it does a finger's: its buttons' nodes are hidden while the
/// dialog is open and shown again once it closes.
#[test]
fn a_dialog_hides_the_screen_under_it_from_the_screen_reader() {
    fn hidden(app: &mut App, id: &str) -> bool {
        let mut query = app
            .world_mut()
            .query::<(&modiar::game::ButtonId, &bevy::a11y::AccessibilityNode)>();
        let (_, node) = query
            .iter(app.world())
            .find(|(button, _)| button.0 == id)
            .unwrap_or_else(|| panic!("no {id}"));
        node.is_hidden()
    }
    let mut app = laid_out_two_player_game();
    app.update();
    assert!(!hidden(&mut app, "button-undo"), "shown on the board");
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    lay_out_buttons(&mut app);
    app.update();
    assert!(hidden(&mut app, "button-undo"), "under the dialog");
    assert!(!hidden(&mut app, "button-close"), "the dialog's own");
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::None);
    app.update();
    lay_out_buttons(&mut app);
    app.update();
    assert!(!hidden(&mut app, "button-undo"), "back once it closes");
}

/// A new screen's cover keeps the screen reader's mirror empty while it is
/// up, and the mirror fills again the frame it lifts, though nothing under
/// it changed: an overlay coming or going is itself a change of reach.
#[test]
fn the_mirror_empties_under_a_cover_and_fills_when_it_lifts() {
    let mut app = laid_out_two_player_game();
    app.update();
    let listed = |app: &App| app.world().resource::<modiar::game::Mirror>().items.len();
    let shown = listed(&app);
    assert!(shown > 0, "the mirror lists the screen");
    let cover = app
        .world_mut()
        .spawn((Node::default(), GlobalZIndex(1000)))
        .id();
    lay_out(
        &mut app,
        cover,
        Vec2::new(1280.0, 720.0),
        Vec2::new(640.0, 360.0),
    );
    app.update();
    assert_eq!(listed(&app), 0, "nothing is in reach under the cover");
    app.world_mut().entity_mut(cover).despawn();
    app.update();
    assert_eq!(listed(&app), shown, "the screen is back once it lifts");
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
