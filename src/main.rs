//! Modiar, the game.

fn main() -> bevy::app::AppExit {
    modiar::game::run()
}
