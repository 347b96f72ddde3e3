//! The problems a motion run finds, each counted once per thing it
//! concerns.

use std::collections::BTreeMap;

/// What went wrong, by kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    Jump,
    Count,
    Clipped,
    Outside,
    Covered,
    Stuck,
    Flung,
    Hidden,
    Fixed,
    Stalled,
    /// A line that tells of the board ahead of it: the game over while
    /// its stones still move.
    Early,
    /// A line its column centres while it fits, left to its own side once
    /// it wraps: it turns ragged, and shifts, as it takes a second line.
    Ragged,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Jump => "jump",
            Kind::Count => "count",
            Kind::Clipped => "clipped",
            Kind::Outside => "outside",
            Kind::Covered => "covered",
            Kind::Stuck => "stuck",
            Kind::Flung => "flung",
            Kind::Hidden => "hidden",
            Kind::Fixed => "fixed",
            Kind::Stalled => "stalled",
            Kind::Early => "early",
            Kind::Ragged => "ragged",
        }
    }
}

/// A problem, counted once per thing it concerns however many frames it
/// lasts.
#[derive(Clone, Debug)]
pub struct Problem {
    pub detail: String,
    /// The first frame it was seen in, and the script's step then.
    pub frame: u64,
    pub step: String,
    pub frames: u32,
}

/// The problems of a run, by kind and what they concern.
#[derive(Default, Debug)]
pub struct Problems(BTreeMap<(Kind, String), Problem>);

impl Problems {
    /// Notes a problem about `subject` seen in `frame`.
    pub fn found(&mut self, kind: Kind, subject: String, detail: String, frame: u64, step: &str) {
        self.0
            .entry((kind, subject))
            .and_modify(|p| p.frames += 1)
            .or_insert_with(|| Problem {
                detail,
                frame,
                step: step.to_owned(),
                frames: 1,
            });
    }

    /// Every problem, by kind and subject.
    pub fn iter(&self) -> impl Iterator<Item = (&(Kind, String), &Problem)> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }
}
