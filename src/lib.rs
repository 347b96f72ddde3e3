//! Modiar, a 2×3 mancala from northern Morocco.
//!
//! The rules core ([`rules`]) and the records format ([`record`]) are plain
//! Rust. The game itself needs the `game` feature (Bevy).

pub mod about;
pub mod ai;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod code;
pub mod i18n;
pub mod link;
pub mod merge;
pub mod options;
pub mod prefs;
pub mod record;
pub mod rules;
pub mod save;

#[cfg(feature = "game")]
pub mod game;
