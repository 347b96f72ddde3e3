//! Modiar, the game.

// A double-clicked release on Windows opens no console window.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() -> bevy::app::AppExit {
    modiar::game::run()
}
