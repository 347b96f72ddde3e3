//! The computer opponent: the exact solve of every position, the levels
//! built on it, and the depth-limited search used until the table is ready.
//! Plain Rust, no Bevy.

pub mod index;
mod levels;
pub mod puzzles;
mod review;
pub mod search;
mod solver;
mod table;
pub mod tournament;

pub use levels::{Ai, Level, perfect_move, pick};
pub use review::{MoveReview, review};
pub use solver::{Progress, Solver};
pub use table::{MoveValues, TABLE_CHECKSUM, Table, TableError, checksum};
