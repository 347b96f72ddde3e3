//! The game in a headless Bevy app (MinimalPlugins, StatesPlugin, the
//! tweening plugin, a manual time step): whole games through the domain
//! events, with the stone entities checked against the rules resource;
//! what the board draws and the game says, keys and taps, saves and the
//! command line; the lessons, the puzzles, the move preview and two
//! players face to face; play by ear.
#![cfg(feature = "game")]

mod access;
mod analysis;
mod board;
mod command_line;
mod harness;
mod input;
mod learn;
mod link;
mod memory;
mod play;
mod play_access;
mod preview;
mod saves;
mod seats;
mod title;
mod words;
