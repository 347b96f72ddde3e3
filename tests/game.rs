//! The game in a headless Bevy app (MinimalPlugins, StatesPlugin, the
//! tweening plugin, a manual time step): whole games through the domain
//! event, with the stone entities checked against the rules resource.
#![cfg(feature = "game")]

use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use modiar::ai::Level;
use modiar::game::{
    Act, AiSeed, AnimationSpeed, Autoplay, BoardReset, CaptureLit, DecideTurn, Match, Mode,
    NewGame, Oracle, PitChosen, PitCount, Place, Playback, PlaybackDone, Refusal, Screen, Settings,
    SolveOnStart, Starts, Stone, StonePlace, SystemLanguage, Turn, UiAction, place_count,
    slot_position,
};
use modiar::rules::{EndReason, Game, Position, Side};
use std::time::Duration;

/// One frame of game time.
const FRAME: Duration = Duration::from_millis(50);

/// Captures lit so far, in the order they were announced.
#[derive(Resource, Default)]
struct LitLog(Vec<CaptureLit>);

/// Replays finished, and whether the stones matched the match each time.
#[derive(Resource, Default)]
struct Replays {
    done: usize,
    mismatches: Vec<String>,
}

fn log_lit(mut lit: MessageReader<CaptureLit>, mut log: ResMut<LitLog>) {
    log.0.extend(lit.read().copied());
}

/// Whether every stone rests exactly where the match says.
fn stones_match(world: &mut World) -> Result<(), String> {
    let position = *world.resource::<Match>().position();
    let mut query = world.query::<(&Stone, &StonePlace, &Transform)>();
    let stones: Vec<(StonePlace, Vec3)> = query
        .iter(world)
        .map(|(_, p, t)| (*p, t.translation))
        .collect();
    if stones.len() != 42 {
        return Err(format!("{} stones", stones.len()));
    }
    for place in (0..6).map(Place::Pit).chain(Side::BOTH.map(Place::Tray)) {
        let held: Vec<&(StonePlace, Vec3)> =
            stones.iter().filter(|(p, _)| p.place == place).collect();
        let expected = place_count(&position, place);
        if held.len() != usize::from(expected) {
            return Err(format!(
                "{place:?} holds {} stones, the match says {expected}",
                held.len()
            ));
        }
        let mut slots: Vec<u8> = held.iter().map(|(p, _)| p.slot).collect();
        slots.sort();
        if slots != (0..expected).collect::<Vec<_>>() {
            return Err(format!("{place:?} has slots {slots:?}"));
        }
    }
    for (place, at) in &stones {
        if at.distance(slot_position(place.place, place.slot)) > 1e-3 {
            return Err(format!("a stone of {place:?} rests at {at}, not its slot"));
        }
    }
    Ok(())
}

fn check_after_replay(_: On<PlaybackDone>, mut commands: Commands) {
    commands.queue(|world: &mut World| {
        let verdict = stones_match(world);
        let mut replays = world.resource_mut::<Replays>();
        replays.done += 1;
        if let Err(e) = verdict {
            replays.mismatches.push(e);
        }
    });
}

fn app(settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin, TweeningPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(SolveOnStart(false))
        .insert_resource(AiSeed(7))
        .insert_resource(SystemLanguage(None))
        .add_plugins(modiar::game::gameplay_plugin)
        .insert_resource(settings)
        .init_resource::<LitLog>()
        .init_resource::<Replays>()
        .add_systems(Update, log_lit)
        .add_observer(check_after_replay);
    app.update();
    app
}

fn two_players() -> Settings {
    Settings {
        mode: Mode::TwoPlayers,
        speed: AnimationSpeed::Fast,
        ..default()
    }
}

fn against(level: Level) -> Settings {
    Settings {
        mode: Mode::VsComputer,
        level,
        starts: Starts::South,
        speed: AnimationSpeed::Fast,
        ..default()
    }
}

fn start(app: &mut App) {
    app.world_mut().trigger(NewGame);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    run_until(app, 10, |w| turn(w) == Some(Turn::Human));
}

fn turn(world: &World) -> Option<Turn> {
    world.get_resource::<State<Turn>>().map(|t| *t.get())
}

fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds; panics after `max` frames.
fn run_until(app: &mut App, max: usize, done: impl Fn(&World) -> bool) -> usize {
    for frame in 0..max {
        if done(app.world()) {
            return frame;
        }
        app.update();
    }
    assert!(done(app.world()), "not done after {max} frames");
    max
}

/// Runs at least one frame, then until a person may move and nothing moves.
fn wait_for_human(app: &mut App, max: usize) -> usize {
    app.update();
    1 + run_until(app, max, |w| {
        turn(w) == Some(Turn::Human) && !w.resource::<Playback>().is_active()
    })
}

fn moves(app: &App) -> usize {
    app.world().resource::<Match>().moves().len()
}

/// Puts the match in `position` with the board and turn to match.
fn set_position(app: &mut App, position: Position) {
    app.world_mut().resource_mut::<Match>().0 = Game::from_position(position);
    app.world_mut().trigger(BoardReset);
    app.world_mut().trigger(DecideTurn);
    app.update();
    app.update();
}

#[test]
fn a_move_replays_and_the_stones_end_where_the_match_says() {
    let mut app = app(two_players());
    start(&mut app);
    stones_match(app.world_mut()).unwrap();
    app.world_mut().trigger(PitChosen { pit: 2 });
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
    app.world_mut().trigger(PitChosen { pit: 0 });
    app.update();
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    let before = *app.world().resource::<Match>().position();
    for pit in 0..6 {
        app.world_mut().trigger(PitChosen { pit });
    }
    assert_eq!(*app.world().resource::<Match>().position(), before);
    run_until(&mut app, 200, |w| turn(w) == Some(Turn::Ai));
    for pit in 0..6 {
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
    app.world_mut().trigger(PitChosen { pit: 1 });
    app.world_mut().trigger(PitChosen { pit: 1 });
    app.world_mut().trigger(PitChosen { pit: 4 });
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
    app.world_mut().trigger(PitChosen { pit: 4 });
    assert!(
        app.world()
            .resource::<Refusal>()
            .reason
            .contains("Not your pit")
    );
    // A singleton, and a grand slam.
    set_position(
        &mut app,
        Position::new([4, 1, 3, 1, 1, 0], [16, 16], Side::South, false).unwrap(),
    );
    let position = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: 1 });
    assert!(
        app.world()
            .resource::<Refusal>()
            .reason
            .contains("Singleton")
    );
    app.world_mut().trigger(PitChosen { pit: 2 });
    let reason = app.world().resource::<Refusal>().reason.clone();
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
    let expected: Vec<u8> = Game::from_position(position)
        .play(1)
        .unwrap()
        .captures()
        .iter()
        .map(|c| c.pit)
        .collect();
    assert_eq!(expected, vec![4, 3, 2]);
    app.world_mut().trigger(PitChosen { pit: 1 });
    wait_for_human(&mut app, 300);
    let log = &app.world().resource::<LitLog>().0;
    let lit: Vec<u8> = log.iter().map(|l| l.pit).collect();
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
        app.world_mut().trigger(PitChosen { pit: 0 });
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
    app.world_mut().trigger(Act(UiAction::Rematch));
    run_until(&mut app, 20, |w| screen(w) == Screen::Playing);
    assert_eq!(app.world().resource::<Match>().moves().len(), 0);
}

/// Starts a game whoever moves first.
fn start_any(app: &mut App) {
    app.world_mut().trigger(NewGame);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
}

#[test]
fn the_endless_loop_ends_by_repetition() {
    let mut app = app(two_players());
    start(&mut app);
    let start = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    set_position(&mut app, start);
    for &pit in [2, 5, 1, 4, 0, 3].iter().cycle().take(12) {
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
    app.world_mut().trigger(PitChosen { pit: 1 });
    run_until(&mut app, 400, |w| {
        w.resource::<Match>().moves().len() == 2 && turn(w) == Some(Turn::Human)
    });
    let after_two = *app.world().resource::<Match>().position();
    app.world_mut().trigger(Act(UiAction::Undo));
    app.update();
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert_eq!(turn(app.world()), Some(Turn::Human));
    stones_match(app.world_mut()).unwrap();
    // Undo at the start does nothing.
    app.world_mut().trigger(Act(UiAction::Undo));
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert_ne!(after_two, opening);
}

#[test]
fn undo_in_two_player_games_takes_back_one_move() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: 0 });
    wait_for_human(&mut app, 300);
    let middle = *app.world().resource::<Match>().position();
    app.world_mut().trigger(PitChosen { pit: 3 });
    wait_for_human(&mut app, 300);
    assert_eq!(moves(&app), 2);
    app.world_mut().trigger(Act(UiAction::Undo));
    app.update();
    assert_eq!(*app.world().resource::<Match>().position(), middle);
    stones_match(app.world_mut()).unwrap();
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
    let first = usize::from(game.moves()[0]);
    let values = table.move_values(game.start());
    assert_eq!(
        values.get(first),
        values.best(),
        "Perfect opens with a best move"
    );
}

fn press_key(app: &mut App, key_code: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

#[test]
fn the_keyboard_plays_a_game() {
    let mut app = app(two_players());
    start(&mut app);
    // "3" plays South's third pit from their left: pit 2.
    press_key(&mut app, KeyCode::Digit3);
    assert_eq!(app.world().resource::<Match>().moves(), &[2]);
    wait_for_human(&mut app, 300);
    // North's "1" is their leftmost pit: pit 3 (the screen's right).
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Match>().moves(), &[2, 3]);
    wait_for_human(&mut app, 300);
    // Arrows move the cursor over South's legal pits; Enter plays it.
    let legal: Vec<usize> = app
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
    assert_eq!(usize::from(game.moves()[2]), legal[1]);
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
        while screen(app.world()) != Screen::GameOver {
            let game = app.world().resource::<Match>();
            if turn(app.world()) == Some(Turn::Human)
                && !app.world().resource::<Playback>().is_active()
            {
                // The person picks their legal pits in turn.
                let legal: Vec<usize> = game.legal_moves().into_iter().collect();
                if !legal.is_empty() {
                    let pit = legal[(ply + i) % legal.len()] as u8;
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

fn app_with_store(settings: Settings, store: modiar::save::MemoryStore) -> App {
    let mut app = app(settings);
    app.insert_resource(modiar::game::SaveStore(Box::new(store)));
    app
}

fn store_of(app: &App) -> modiar::save::MemoryStore {
    // The store is boxed; read its files back through the trait.
    let store = &app.world().resource::<modiar::game::SaveStore>().0;
    let mut copy = modiar::save::MemoryStore::default();
    for name in [modiar::save::SETTINGS_FILE, modiar::save::GAME_FILE] {
        if let Ok(Some(text)) = store.read(name) {
            copy.files.insert(name.to_owned(), text);
        }
    }
    copy
}

#[test]
fn the_game_is_saved_after_every_move_and_resumed_on_the_next_launch() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: 2 });
    wait_for_human(&mut app, 300);
    app.world_mut().trigger(PitChosen { pit: 4 });
    wait_for_human(&mut app, 300);
    let position = *app.world().resource::<Match>().position();
    let mut files = store_of(&app);
    assert!(files.files.contains_key(modiar::save::GAME_FILE));

    // The next launch finds the game and goes straight back to it.
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert!(startup.notices.items.is_empty());
    let restored = startup.restored.as_ref().expect("a game to resume");
    assert_eq!(restored.game.moves(), &[2, 4]);
    let mut next = app_with_store(two_players(), files.clone());
    modiar::game::insert_startup(&mut next, startup);
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
        assert_eq!(text, position.stones(pit as usize).to_string(), "pit {pit}");
    }
}

#[test]
fn settings_are_saved_when_changed() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    app.world_mut()
        .trigger(Act(UiAction::SetLanguage(modiar::i18n::Language::Maltese)));
    app.world_mut()
        .trigger(Act(UiAction::SetReducedMotion(true)));
    app.world_mut().trigger(Act(UiAction::VolumeDown));
    app.update();
    let mut files = store_of(&app);
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(
        startup.settings.language,
        Some(modiar::i18n::Language::Maltese)
    );
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
    let ids: Vec<&str> = startup.notices.items.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, vec!["notice-settings-reset", "notice-newer"]);
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
    saved.moves = vec![0, 0];
    modiar::save::save(&mut files, modiar::save::GAME_FILE, &saved).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.notices.items[0].0, "notice-game-reset");
    // Values this version does not know: set aside, defaults used.
    let mut files = modiar::save::MemoryStore::default();
    let mut odd = Settings::default().to_saved();
    odd.level = "grandmaster".into();
    modiar::save::save(&mut files, modiar::save::SETTINGS_FILE, &odd).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings, Settings::default());
    assert_eq!(startup.notices.items[0].0, "notice-settings-reset");
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
    files.read_only = false;
    let mut app = app_with_store(two_players(), files);
    modiar::game::insert_startup(&mut app, startup);
    app.world_mut().trigger(Act(UiAction::VolumeUp));
    app.update();
    app.update();
    assert_eq!(store_of(&app).files[modiar::save::SETTINGS_FILE], "garbage");
}

#[test]
fn the_language_changes_every_text() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(Act(UiAction::OpenRules));
    app.update();
    let texts = |app: &mut App| -> Vec<String> {
        let mut q = app.world_mut().query::<&Text>();
        q.iter(app.world()).map(|t| t.0.clone()).collect()
    };
    assert!(texts(&mut app).iter().any(|t| t == "How to play Modiar"));
    app.world_mut()
        .trigger(Act(UiAction::SetLanguage(modiar::i18n::Language::Greek)));
    app.update();
    app.update();
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
fn the_hint_names_a_best_move_and_its_worth() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(against(Level::Club));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    app.world_mut().trigger(Act(UiAction::Hint));
    let hint = app.world().resource::<modiar::game::HintShown>().clone();
    let pit = usize::from(hint.pit.expect("a pit"));
    let values = table.move_values(app.world().resource::<Match>().position());
    assert_eq!(values.get(pit), values.best());
    assert!(
        hint.text
            .starts_with(&format!("Best move: pit {}.", pit % 3 + 1)),
        "{}",
        hint.text
    );
    // The opening is worth −2 to the starter: the hint says so.
    assert!(
        hint.text.contains("2 stones more than you"),
        "{}",
        hint.text
    );
    // Without the table, it says the work is still going on.
    let mut waiting = self::app(against(Level::Club));
    start(&mut waiting);
    waiting.world_mut().trigger(Act(UiAction::Hint));
    let text = &waiting.world().resource::<modiar::game::HintShown>().text;
    assert!(text.contains("still working out"), "{text}");
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
    app.world_mut().trigger(PitChosen { pit: 1 });
    let frames = wait_for_human(&mut app, 100);
    // 0.6 s of highlight at 50 ms a frame, and nothing else.
    assert!(frames <= 16, "{frames} frames");
    let lit: Vec<u8> = app
        .world()
        .resource::<LitLog>()
        .0
        .iter()
        .map(|l| l.pit)
        .collect();
    assert_eq!(lit, vec![4, 3, 2]);
    stones_match(app.world_mut()).unwrap();
}

#[test]
fn the_review_lists_every_move() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(two_players());
    app.insert_resource(Oracle::ready(table));
    start(&mut app);
    for pit in [0, 5, 1] {
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
        lines[1].0.starts_with("1. South: pit 1 — gave away"),
        "{:?}",
        lines[1]
    );
    assert!(lines[1].1);
}
