//! What a player chooses and the game keeps between runs: the opponent, who
//! starts, how fast stones move, who plays each side. Plain Rust; saved by
//! name, so a file stays readable by people and by later versions.

use crate::ai::Level;
use crate::rules::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Against the computer, or two people sharing the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    #[serde(rename = "computer")]
    VsComputer,
    #[serde(rename = "two-players")]
    TwoPlayers,
}

/// Who makes the first move of a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Starts {
    /// South: the player at the bottom (you, against the computer).
    #[default]
    South,
    /// North: the player at the top (the computer, against the computer).
    North,
    /// Whoever did not start the previous game.
    Alternate,
}

impl Starts {
    /// Who starts the next game, given who started the last one.
    pub fn first_player(self, last_first: Option<Side>) -> Side {
        match self {
            Starts::South => Side::South,
            Starts::North => Side::North,
            Starts::Alternate => last_first.map_or(Side::South, Side::opponent),
        }
    }
}

/// How fast stones travel.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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

    /// The name on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }

    pub fn parse(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Text sizes the player can choose, in percent.
pub const TEXT_SIZES: [u16; 3] = [100, 125, 150];

/// Who plays a side: saved as `human` or `computer:LEVEL`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Controller {
    Human,
    Computer(Level),
}

impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Controller::Human => f.write_str("human"),
            Controller::Computer(level) => write!(f, "computer:{}", level.name()),
        }
    }
}

impl Controller {
    pub fn parse(text: &str) -> Option<Controller> {
        match text.split_once(':') {
            None if text == "human" => Some(Controller::Human),
            Some(("computer", level)) => Level::ALL
                .into_iter()
                .find(|l| l.name() == level)
                .map(Controller::Computer),
            _ => None,
        }
    }
}

impl Serialize for Controller {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Controller {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Controller::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown player {text:?}")))
    }
}
