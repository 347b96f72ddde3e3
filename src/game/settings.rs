//! Player settings: opponent, level, who starts, animation speed.

use crate::ai::Level;
use crate::rules::Side;
use bevy::prelude::*;

/// How fast stones travel.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// Multiplies every animation duration.
    pub fn duration_factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 1.7,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
        }
    }

    pub fn next(self) -> AnimationSpeed {
        match self {
            AnimationSpeed::Slow => AnimationSpeed::Normal,
            AnimationSpeed::Normal => AnimationSpeed::Fast,
            AnimationSpeed::Fast => AnimationSpeed::Slow,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }
}

/// Against the computer, or two people sharing the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Mode {
    #[default]
    VsComputer,
    TwoPlayers,
}

/// Who makes the first move of a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Starts {
    /// South: the player at the bottom (you, against the computer).
    #[default]
    South,
    /// North: the player at the top (the computer, against the computer).
    North,
    /// Whoever did not start the previous game.
    Alternate,
}

/// Everything the player chooses; read at the start of each game.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    pub level: Level,
    pub starts: Starts,
    pub speed: AnimationSpeed,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::VsComputer,
            level: Level::Club,
            starts: Starts::South,
            speed: AnimationSpeed::Normal,
        }
    }
}

impl Settings {
    /// Who starts the next game, given who started the last one.
    pub fn first_player(&self, last_first: Option<Side>) -> Side {
        match self.starts {
            Starts::South => Side::South,
            Starts::North => Side::North,
            Starts::Alternate => last_first.map_or(Side::South, Side::opponent),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
