//! The flow of a match: which turn phase the position calls for, the short
//! pause between the last move and the result, and the commands a player
//! gives it (start, undo, restart, rematch, back to the menu).

use super::match_state::{
    GameKey, LoadGame, Match, NewGame, Players, moves_to_persons_turn, take_back,
};
use crate::game::state::AppSystems;
use crate::game::state::{BoardInPlay, DecideTurn, InMatch, Screen, Turn};
use crate::prefs::Controller;
use crate::rules::{Game, Pit, Position};
use bevy::prelude::*;

/// How long the final position shows before the result.
const RESULT_DELAY: f32 = 0.9;

/// Start a new game from the title screen or after a result.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct StartGame;

/// Take back the last move (and the computer's reply to it).
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct UndoMove;

/// The board changed under a match without a move (a seat's Undo): play
/// on from it.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct PlayOn;

/// Start the same game again from its first position.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct RestartGame;

/// Open the analysis board on a game, at a position (moves played).
#[derive(Event, Clone, Debug)]
pub struct OpenAnalysis {
    pub start: Position,
    pub moves: Vec<Pit>,
    pub at: usize,
}

/// Open the game a code (or a link holding one) names on the analysis
/// board.
#[derive(Event, Clone, Debug)]
pub struct OpenCode(pub String);

/// Leave the match for the title screen.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct ToMenu;

/// Go back to the game left for the title.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct ContinueGame;

/// A game in progress that the player left for the title, with its key:
/// the title offers to continue it, and a new game replaces it.
#[derive(Resource, Default, Debug)]
pub struct Shelved(pub Option<(Game, Players, u64)>);

/// Counts down from the end of the game to the result screen.
#[derive(Resource)]
struct ResultDelay(Timer);

/// The phase the match calls for now.
pub fn turn_for(game: &Match, players: &Players) -> Turn {
    let mover = game.to_move();
    if game.is_over() {
        Turn::Over
    } else if players.only.is_some_and(|only| only != mover) {
        Turn::Idle
    } else {
        match players.of(mover) {
            Controller::Human => Turn::Human,
            Controller::Computer(_) => Turn::Ai,
            // The friend's move comes by link: nobody moves here till then.
            Controller::Friend => Turn::Idle,
        }
    }
}

fn decide_turn(
    _: On<DecideTurn>,
    live: Option<Res<State<BoardInPlay>>>,
    game: Res<Match>,
    players: Res<Players>,
    mut next: ResMut<NextState<Turn>>,
) {
    if live.is_some() {
        next.set(turn_for(&game, &players));
    }
}

fn decide_on_enter(mut commands: Commands) {
    commands.trigger(DecideTurn);
}

fn start_game(
    _: On<StartGame>,
    mut shelved: ResMut<Shelved>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    shelved.0 = None;
    commands.trigger(NewGame);
    next.set(Screen::Playing);
}

fn continue_game(
    _: On<ContinueGame>,
    mut shelved: ResMut<Shelved>,
    mut key: ResMut<GameKey>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some((game, players, shelved_key)) = shelved.0.take() else {
        return;
    };
    // The same game goes on, under the same key.
    key.next = Some(shelved_key);
    commands.trigger(LoadGame { game, players });
    next.set(Screen::Playing);
}

/// After the board changed under a match, play on from it: back from the
/// result to the board, or into the phase the position calls for.
fn play_on(screen: &Screen, next_screen: &mut NextState<Screen>, commands: &mut Commands) {
    if *screen == Screen::GameOver {
        next_screen.set(Screen::Playing);
    } else {
        commands.trigger(DecideTurn);
    }
}

fn play_on_after_change(
    _: On<PlayOn>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    play_on(screen.get(), &mut next_screen, &mut commands);
}

fn undo_move(
    _: On<UndoMove>,
    in_match: Option<Res<State<InMatch>>>,
    screen: Res<State<Screen>>,
    players: Res<Players>,
    mut game: ResMut<Match>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    // By link, only a move not yet sent goes back (`play::link`).
    if in_match.is_none() || players.by_link() {
        return;
    }
    if let Some(moves) = moves_to_persons_turn(&game, &players) {
        take_back(&mut game, moves, &mut commands);
        play_on(screen.get(), &mut next_screen, &mut commands);
    }
}

fn restart_game(
    _: On<RestartGame>,
    in_match: Option<Res<State<InMatch>>>,
    screen: Res<State<Screen>>,
    players: Res<Players>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if in_match.is_some() {
        commands.trigger(LoadGame {
            game: Game::new(players.first),
            players: players.clone(),
        });
        play_on(screen.get(), &mut next_screen, &mut commands);
    }
}

fn to_menu(
    _: On<ToMenu>,
    screen: Res<State<Screen>>,
    game: Res<Match>,
    players: Res<Players>,
    key: Res<GameKey>,
    mut shelved: ResMut<Shelved>,
    mut next: ResMut<NextState<Screen>>,
) {
    // A game under way is kept, not dropped: the title offers it again.
    // A game by link is kept in the book of games by link instead.
    if *screen.get() == Screen::Playing
        && !game.is_over()
        && !game.moves().is_empty()
        && !players.by_link()
    {
        shelved.0 = Some((game.snapshot(), players.clone(), key.current));
    }
    next.set(Screen::Title);
}

fn start_result_delay(mut commands: Commands) {
    commands.insert_resource(ResultDelay(Timer::from_seconds(
        RESULT_DELAY,
        TimerMode::Once,
    )));
}

fn stop_result_delay(mut commands: Commands) {
    commands.remove_resource::<ResultDelay>();
}

fn show_result_after_delay(
    time: Res<Time>,
    mut delay: ResMut<ResultDelay>,
    mut next: ResMut<NextState<Screen>>,
) {
    if delay.0.tick(time.delta()).just_finished() {
        next.set(Screen::GameOver);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Shelved>()
        .add_observer(decide_turn)
        .add_observer(start_game)
        .add_observer(continue_game)
        .add_observer(undo_move)
        .add_observer(play_on_after_change)
        .add_observer(restart_game)
        .add_observer(to_menu)
        .add_systems(OnEnter(Screen::Playing), decide_on_enter)
        // Only a game's end shows a result; a lesson's end is the lesson's.
        .add_systems(
            OnEnter(Turn::Over),
            start_result_delay.run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Turn::Over), stop_result_delay)
        .add_systems(
            Update,
            show_result_after_delay
                .run_if(
                    in_state(Turn::Over)
                        .and_then(in_state(Screen::Playing))
                        .and_then(resource_exists::<ResultDelay>),
                )
                .in_set(AppSystems::TickTimers),
        );
}
