//! Screens and turn phases. `Screen` drives the app; `Turn` gates every
//! system that may move a stone.

mod game_over;
mod playing;
pub mod title;

use super::match_state::{Controller, Match, Players};
use bevy::prelude::*;

/// The screen the player is on.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Title,
    Playing,
    GameOver,
}

/// While a board exists: playing, or looking at the finished game. The board
/// survives the switch between the two, so the result shows over it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::GameOver).then_some(InMatch)
    }
}

/// Whose move it is, and whether stones are moving.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Turn {
    /// A person chooses a pit.
    #[default]
    Human,
    /// The board replays a move; input only fast-forwards it.
    Animating,
    /// The computer thinks.
    Ai,
    /// The game has ended; the result follows shortly.
    Over,
}

/// The phase the match calls for now.
pub fn turn_for(game: &Match, players: &Players) -> Turn {
    if game.is_over() {
        Turn::Over
    } else {
        match players.of(game.to_move()) {
            Controller::Human => Turn::Human,
            Controller::Computer(_) => Turn::Ai,
        }
    }
}

/// Sets the turn phase the match calls for (after a reset or an animation).
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct DecideTurn;

fn decide_turn(
    _: On<DecideTurn>,
    screen: Res<State<Screen>>,
    game: Res<Match>,
    players: Res<Players>,
    mut next: ResMut<NextState<Turn>>,
) {
    if *screen.get() == Screen::Playing {
        next.set(turn_for(&game, &players));
    }
}

fn decide_on_enter(mut commands: Commands) {
    commands.trigger(DecideTurn);
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_computed_state::<InMatch>()
        .add_sub_state::<Turn>()
        .add_observer(decide_turn)
        .add_systems(OnEnter(Screen::Playing), decide_on_enter)
        .add_plugins((title::plugin, playing::plugin, game_over::plugin));
}
