//! The moments the motion check plays, each a list of steps taken as a
//! player would: taps, holds and drags of a finger, each step waiting for
//! what it asked for, within a number of frames.
//! - `lessons`: every lesson from its start to its explanation;
//! - `game`: a whole game against Beginner with the coach on, playing the
//!   biggest handful (laps, captures, the end's gathering);
//! - `dialogs`: the rules and the settings scrolled through, the text
//!   size chosen in the settings, the rules over the board;
//! - `analysis`: a game stepped from its first move to its last, then its
//!   turning point;
//! - `puzzle`: a puzzle answered wrongly, then played out;
//! - `face-to-face`: two players across a tablet, by touch from both
//!   edges: North's Undo of its own move, South's Undo answered by North,
//!   then the game played out to both seats' results;
//! - `by-link`: a game with a friend far away: Send before the first move
//!   (a line says to move first), the move, Send (the link's line), and
//!   Undo of the sent move (a line says it stays).
//!
//! Each moment's steps are in `moments_learn`, `moments_screens` and
//! `moments_play`, made of the parts in `steps`.

use super::inject::Inputs;
use super::moments_learn::{lessons, puzzle};
use super::moments_play::{by_link, face_to_face, game};
use super::moments_screens::{analysis, dialogs};
use super::probe::Probe;
use super::report::Problems;
use super::steps::{Ctx, Step, Went};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The moments, by name.
pub const MOMENTS: [&str; 7] = [
    "lessons",
    "game",
    "dialogs",
    "analysis",
    "puzzle",
    "face-to-face",
    "by-link",
];

/// What the script asks of the run after a frame.
pub enum Status {
    Running,
    Probe(Probe),
    Failed(String),
    Finished,
}

/// A moment's steps, the current first.
pub struct Script {
    steps: VecDeque<Step>,
    age: u32,
    snapshots: Vec<String>,
}

impl Script {
    pub fn named(name: &str) -> Option<Script> {
        let steps = match name {
            "lessons" => lessons(),
            "game" => game(),
            "dialogs" => dialogs(),
            "analysis" => analysis(),
            "puzzle" => puzzle(),
            "face-to-face" => face_to_face(),
            "by-link" => by_link(),
            _ => return None,
        };
        Some(Script {
            steps: steps.into(),
            age: 0,
            snapshots: Vec::new(),
        })
    }

    /// The current step's name.
    pub fn current(&self) -> String {
        self.steps
            .front()
            .map_or_else(|| "the end".to_owned(), |s| s.name.clone())
    }

    /// The frames the steps asked pictures of since the last call.
    pub fn take_snapshots(&mut self) -> Vec<String> {
        std::mem::take(&mut self.snapshots)
    }

    /// Whether a bar may be tried now: not while the step drags a panel,
    /// nor while a lesson's move turns into its explanation (which then
    /// glides into view, and a probe would put the panel back).
    pub fn may_probe(&self) -> bool {
        self.steps
            .front()
            .is_none_or(|s| !s.name.starts_with("scroll") && !s.name.ends_with("explained"))
    }

    /// Runs the current step for this frame.
    pub fn advance(
        &mut self,
        world: &mut World,
        inputs: &mut Inputs,
        problems: &mut Problems,
        frame: u64,
    ) -> Status {
        let Some(step) = self.steps.front_mut() else {
            return Status::Finished;
        };
        let mut ctx = Ctx {
            inputs,
            problems,
            frame,
            age: self.age,
            name: &step.name,
            probe: None,
            snapshots: &mut self.snapshots,
        };
        let went = (step.act)(world, &mut ctx);
        let probe = ctx.probe.take();
        self.age += 1;
        match went {
            Went::Wait if self.age > step.limit => {
                return Status::Failed(format!("{}: not within {} frames", step.name, step.limit));
            }
            Went::Wait => {}
            Went::Next => {
                self.steps.pop_front();
                self.age = 0;
            }
            Went::Fail(why) => return Status::Failed(format!("{}: {why}", step.name)),
        }
        match probe {
            Some(probe) => Status::Probe(probe),
            None if self.steps.is_empty() => Status::Finished,
            None => Status::Running,
        }
    }
}
