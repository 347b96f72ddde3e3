//! The game in a headless Bevy app (MinimalPlugins, StatesPlugin, the
//! tweening plugin, a manual time step): whole games through the domain
//! events, with the stone entities checked against the rules resource;
//! the lessons, the puzzles, the move preview and two players face to
//! face; play by ear.
#![cfg(feature = "game")]

mod access;
mod analysis;
mod harness;
mod learn;
mod link;
mod memory;
mod play;
mod preview;
mod seats;
mod title;
