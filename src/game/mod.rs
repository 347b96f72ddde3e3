//! The Bevy game. Everything here plays back what the rules core reports;
//! no rule is decided in a system.

mod match_state;

pub use match_state::Match;

use bevy::prelude::*;

/// Runs the game window.
pub fn run() -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Modiar".into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(match_state::plugin)
        .run()
}
