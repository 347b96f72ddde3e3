//! The playing screen's commands: undo, restart, speed, back to the menu;
//! and the short pause between the last move and the result.

use super::{DecideTurn, Screen, Turn};
use crate::game::match_state::{BoardReset, Match, Players};
use crate::game::settings::Settings;
use crate::game::sowing::Playback;
use crate::game::theme::{Act, UiAction};
use crate::rules::Game;
use bevy::prelude::*;

/// How long the final position shows before the result.
const RESULT_DELAY: f32 = 0.9;

/// Counts down from the end of the game to the result screen.
#[derive(Resource)]
struct ResultDelay(Timer);

/// Takes back the last move; against the computer, also its reply, so it is
/// a person's turn again. Returns whether anything was undone.
pub fn undo(game: &mut Game, players: &Players) -> bool {
    // Positions a person moved from, other than the current one.
    let history = game.history();
    let human_moved = history[..history.len() - 1]
        .iter()
        .any(|p| players.is_human(p.to_move()));
    if !human_moved {
        return false;
    }
    while game.undo().is_some() {
        if players.is_human(game.to_move()) {
            break;
        }
    }
    true
}

fn act(
    act: On<Act>,
    screen: Res<State<Screen>>,
    players: Res<Players>,
    playback: Res<Playback>,
    mut game: ResMut<Match>,
    mut settings: ResMut<Settings>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let in_match = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    match act.0 {
        UiAction::Undo if in_match && !playback.is_active() && undo(&mut game, &players) => {
            commands.trigger(BoardReset);
            if *screen.get() == Screen::GameOver {
                next_screen.set(Screen::Playing);
            } else {
                commands.trigger(DecideTurn);
            }
        }
        UiAction::Restart if in_match => {
            game.0 = Game::new(players.first);
            commands.trigger(BoardReset);
            if *screen.get() == Screen::GameOver {
                next_screen.set(Screen::Playing);
            } else {
                commands.trigger(DecideTurn);
            }
        }
        UiAction::CycleSpeed => settings.speed = settings.speed.next(),
        UiAction::Menu => next_screen.set(Screen::Title),
        _ => {}
    }
}

fn start_result_delay(mut commands: Commands) {
    commands.insert_resource(ResultDelay(Timer::from_seconds(
        RESULT_DELAY,
        TimerMode::Once,
    )));
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
    app.add_observer(act)
        .add_systems(OnEnter(Turn::Over), start_result_delay)
        .add_systems(
            Update,
            show_result_after_delay
                .run_if(in_state(Turn::Over).and_then(resource_exists::<ResultDelay>)),
        );
}
