//! `--autoplay`: the computer plays both sides, game after game, drawing
//! every frame.

use crate::game::play::StartGame;
use crate::game::state::{AppSystems, Screen};
use bevy::prelude::*;

/// How long a demo's result stays up before the next game (seconds).
const RESULT_PAUSE: f32 = 2.5;

/// The next game starts by itself.
fn rematch(time: Res<Time>, mut waited: Local<f32>, mut commands: Commands) {
    *waited += time.delta_secs();
    if *waited >= RESULT_PAUSE {
        *waited = 0.0;
        commands.trigger(StartGame);
    }
}

/// Added only when `--autoplay` is given.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rematch
            .run_if(in_state(Screen::GameOver))
            .in_set(AppSystems::TickTimers),
    );
}
