//! What every test of the game shares: a headless app, frames run until
//! something holds, buttons pressed by name, and a window and camera for
//! taps and clicks.
#![allow(dead_code)]

use bevy::ecs::system::RunSystemOnce;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_tweening::TweeningPlugin;
use modiar::ai::Level;
use modiar::game::board::{
    CaptureLit, Place, Playback, PlaybackDone, Stone, StonePlace, place_count, slot_position,
};
use modiar::game::{
    AiSeed, ButtonId, DecideTurn, Dialog, Locale, Match, Players, Press, Refusal, Screen, Settings,
    SolveOnStart, StartGame, SystemLanguage, Turn, refusal_text,
};
use modiar::i18n::Language;
use modiar::prefs::{AnimationSpeed, Mode, Starts};
use modiar::rules::{Game, Pit, Position, Side};
use std::time::Duration;

/// The pit numbered `n` (0–5) in the rules' notation.
pub fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

/// Pits by their numbers.
pub fn pits(numbers: &[usize]) -> Vec<Pit> {
    numbers.iter().map(|&n| pit(n)).collect()
}

/// One frame of game time.
pub const FRAME: Duration = Duration::from_millis(50);

/// Captures lit so far, in the order they were announced.
#[derive(Resource, Default)]
pub struct LitLog(pub Vec<CaptureLit>);

/// Replays finished, and whether the stones matched the match each time.
#[derive(Resource, Default)]
pub struct Replays {
    pub done: usize,
    pub mismatches: Vec<String>,
}

pub fn log_lit(mut lit: MessageReader<CaptureLit>, mut log: ResMut<LitLog>) {
    log.0.extend(lit.read().copied());
}

/// Whether every stone rests exactly where the match says; once a game is
/// over, the rows have gone to the trays of those who keep them.
pub fn stones_match(world: &mut World) -> Result<(), String> {
    let position = *world.resource::<Match>().position();
    let result = world.resource::<Match>().result();
    let mut query = world.query::<(&Stone, &StonePlace, &Transform)>();
    let stones: Vec<(StonePlace, Vec3)> = query
        .iter(world)
        .map(|(_, p, t)| (*p, t.translation))
        .collect();
    if stones.len() != 42 {
        return Err(format!("{} stones", stones.len()));
    }
    for place in Pit::ALL
        .map(Place::Pit)
        .into_iter()
        .chain(Side::BOTH.map(Place::Tray))
    {
        let held: Vec<&(StonePlace, Vec3)> =
            stones.iter().filter(|(p, _)| p.place == place).collect();
        let expected = match (result, place) {
            (Some(_), Place::Pit(_)) => 0,
            (Some(result), Place::Tray(side)) => result.stones(side),
            (None, _) => place_count(&position, place),
        };
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

pub fn check_after_replay(_: On<PlaybackDone>, mut commands: Commands) {
    commands.queue(|world: &mut World| {
        let verdict = stones_match(world);
        let mut replays = world.resource_mut::<Replays>();
        replays.done += 1;
        if let Err(e) = verdict {
            replays.mismatches.push(e);
        }
    });
}

pub fn app(settings: Settings) -> App {
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

pub fn two_players() -> Settings {
    Settings {
        mode: Mode::TwoPlayers,
        speed: AnimationSpeed::Fast,
        ..default()
    }
}

pub fn against(level: Level) -> Settings {
    Settings {
        mode: Mode::VsComputer,
        level,
        starts: Starts::South,
        speed: AnimationSpeed::Fast,
        ..default()
    }
}

pub fn start(app: &mut App) {
    app.world_mut().trigger(StartGame);
    run_until(app, 10, |w| turn(w) == Some(Turn::Human));
}

/// Presses the button named `id`, as a tap, a click or the keyboard would.
pub fn press(app: &mut App, id: &str) {
    let entity = app
        .world_mut()
        .query::<(Entity, &ButtonId)>()
        .iter(app.world())
        .find(|(_, b)| b.0 == id)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no button {id}"));
    app.world_mut().trigger(Press { entity });
    app.world_mut().flush();
}

/// Every text on screen, as a player reads it: word joiners (which hold a
/// score such as 21–21 on one line) draw nothing and are left out.
pub fn texts(app: &mut App) -> Vec<String> {
    // Not the hidden copies that hold a line's room.
    let mut q = app
        .world_mut()
        .query_filtered::<&Text, Without<modiar::game::Sizer>>();
    q.iter(app.world())
        .map(|t| t.0.replace('\u{2060}', ""))
        .collect()
}

/// The refusal on show, in the current language.
pub fn refusal(app: &App) -> String {
    let world = app.world();
    let refused = world.resource::<Refusal>().shown().expect("a refusal");
    refusal_text(
        refused.reason,
        world.resource::<Players>(),
        world.resource::<Locale>(),
    )
}

pub fn turn(world: &World) -> Option<Turn> {
    world.get_resource::<State<Turn>>().map(|t| *t.get())
}

pub fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds; panics after `max` frames, not
/// counting those of the computer's turn.
pub fn run_until(app: &mut App, max: usize, done: impl Fn(&World) -> bool) -> usize {
    let (mut counted, mut computers, mut frames) = (0, 0, 0);
    while counted < max {
        if done(app.world()) {
            return frames;
        }
        // The computer chooses on a thread of its own, which a loaded
        // machine slows: its turns' frames are not counted, and only a
        // turn that never ends fails the wait. No clock is read.
        if turn(app.world()) == Some(Turn::Ai) {
            computers += 1;
            assert!(
                computers < COMPUTER_FRAMES,
                "the computer's turn never ended"
            );
            let thinking = app.world().get_resource::<modiar::game::Thinking>();
            if thinking.is_some_and(modiar::game::Thinking::searching) {
                std::thread::yield_now(); // its search has the core
            }
        } else {
            counted += 1;
        }
        app.update();
        frames += 1;
    }
    assert!(done(app.world()), "not done after {max} frames");
    frames
}

/// The most frames a wait spends on the computer's turns: far more than
/// its searches take, however loaded the machine.
const COMPUTER_FRAMES: usize = 5_000_000;

/// Runs at least one frame, then until a person may move and nothing moves.
pub fn wait_for_human(app: &mut App, max: usize) -> usize {
    app.update();
    1 + run_until(app, max, |w| {
        turn(w) == Some(Turn::Human) && !w.resource::<Playback>().is_active()
    })
}

pub fn moves(app: &App) -> usize {
    app.world().resource::<Match>().moves().len()
}

/// Puts `game` on the board the one way the game does, by `LoadGame`,
/// with the players as they are.
pub fn load_game(app: &mut App, game: Game) {
    let players = app.world().resource::<modiar::game::Players>().clone();
    app.world_mut()
        .trigger(modiar::game::LoadGame { game, players });
}

/// Puts the match in `position` with the board and turn to match.
pub fn set_position(app: &mut App, position: Position) {
    load_game(app, Game::from_position(position));
    app.world_mut().trigger(DecideTurn);
    app.update();
    app.update();
}

/// Starts a game whoever moves first.
pub fn start_any(app: &mut App) {
    app.world_mut().trigger(StartGame);
    app.update();
    app.update();
}

pub fn press_key(app: &mut App, key_code: KeyCode) {
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

pub fn app_with_store(settings: Settings, store: modiar::save::MemoryStore) -> App {
    let mut app = app(settings);
    app.insert_resource(modiar::game::SaveStore(Box::new(store)));
    app
}

pub fn store_of(app: &App) -> modiar::save::MemoryStore {
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

pub fn set_language(app: &mut App, language: Language) {
    app.world_mut().resource_mut::<Settings>().language = Some(language);
    app.update();
    app.update();
}

pub fn dialog(app: &App) -> Dialog {
    *app.world().resource::<State<Dialog>>().get()
}

/// A window and a camera as the game's own would be, so taps and clicks
/// go through the game's hit test. Returns where each pit's centre is on
/// the window, in logical pixels.
pub fn give_a_window(app: &mut App) -> [Vec2; 6] {
    use bevy::camera::{CameraProjection, RenderTargetInfo, ScalingMode};
    use bevy::window::{PrimaryWindow, WindowResolution};
    let (width, height) = (760.0, 1090.0);
    app.world_mut().spawn((
        Window {
            resolution: WindowResolution::new(width as u32, height as u32),
            ..default()
        },
        PrimaryWindow,
    ));
    let mut projection = OrthographicProjection {
        scaling_mode: ScalingMode::AutoMin {
            min_width: width,
            min_height: height,
        },
        ..OrthographicProjection::default_2d()
    };
    projection.update(width, height);
    let mut camera = Camera::default();
    camera.computed.clip_from_view = projection.get_clip_from_view();
    camera.computed.target_info = Some(RenderTargetInfo {
        physical_size: UVec2::new(width as u32, height as u32),
        scale_factor: 1.0,
    });
    let transform = GlobalTransform::IDENTITY;
    let centres = Pit::ALL.map(|pit| {
        let world = modiar::game::board::pit_center(pit).extend(0.0);
        camera.world_to_viewport(&transform, world).unwrap()
    });
    app.world_mut().spawn((camera, transform));
    app.update();
    centres
}

/// A finger's touch at `at` in each of `phases`, all in the next frame.
pub fn write_touches(app: &mut App, at: Vec2, phases: &[bevy::input::touch::TouchPhase]) {
    use bevy::input::touch::TouchInput;
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    for &phase in phases {
        app.world_mut().write_message(TouchInput {
            phase,
            position: at,
            window,
            force: None,
            id: 1,
        });
    }
}

/// A tap: the touch, a frame, the lift, a frame.
pub fn tap(app: &mut App, at: Vec2) {
    use bevy::input::touch::TouchPhase;
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        write_touches(app, at, &[phase]);
        app.update();
    }
}

/// Moves the mouse to `at` on the window; returns the window.
pub fn move_mouse(app: &mut App, at: Vec2) -> Entity {
    app.world_mut()
        .query_filtered::<(Entity, &mut Window), With<bevy::window::PrimaryWindow>>()
        .single_mut(app.world_mut())
        .map(|(e, mut w)| {
            w.set_cursor_position(Some(at));
            e
        })
        .unwrap()
}

/// The left button at `at` in each of `states`, all in the next frame.
pub fn write_clicks(app: &mut App, at: Vec2, states: &[ButtonState]) {
    let window = move_mouse(app, at);
    for &state in states {
        app.world_mut().write_message(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        });
    }
}

/// A click: the press, a frame, the release, a frame.
pub fn click(app: &mut App, at: Vec2) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        write_clicks(app, at, &[state]);
        app.update();
    }
}

/// Puts the keyboard's cursor on a pit, as the arrow keys do.
pub fn put_cursor(app: &mut App, on: Pit) {
    app.world_mut()
        .run_system_once(move |mut cursor: modiar::game::board::PitCursor| cursor.set(on))
        .expect("the cursor's system runs");
}

/// The pit under the keyboard's cursor.
pub fn cursor(app: &mut App) -> Option<Pit> {
    app.world_mut()
        .run_system_once(|cursor: modiar::game::board::PitCursor| cursor.pit())
        .expect("the cursor's system runs")
}

/// Gives a node the box the layout would: `size` centred at `at`.
pub fn lay_out(app: &mut App, entity: Entity, size: Vec2, at: Vec2) {
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
pub fn lay_out_buttons(app: &mut App) {
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
pub fn laid_out_two_player_game() -> App {
    let mut app = app(two_players());
    give_a_window(&mut app);
    start(&mut app);
    wait_for_human(&mut app, 200);
    lay_out_buttons(&mut app);
    app
}
