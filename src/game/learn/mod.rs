//! Learning Modiar by playing: the guided first game (its lessons, their
//! explanations from the core's reports, the first-launch offer, the
//! invitation a friend's first link brings) and the puzzles from the solved
//! table.

mod explain;
mod invite;
mod lessons;
mod offer;
mod puzzles;
mod tutorial;

pub use explain::{Line, explain, pit_name};
pub use invite::FirstInvite;
#[cfg(feature = "dev")]
pub use invite::Invitation;
pub use lessons::{Expect, LESSONS, Lesson};
pub use puzzles::{OpenTab, PuzzleProgress, PuzzleSession, PuzzleSet, Tab, Today, verdict};
pub use tutorial::{OpenLesson, Outcome, Tutorial, lesson_note};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        tutorial::plugin,
        offer::plugin,
        invite::plugin,
        puzzles::plugin,
    ));
}
