//! What a player chooses and the game keeps between runs: the opponent, who
//! starts, how fast stones move, who plays each side. Plain Rust; saved by
//! name, so a file stays readable by people and by later versions.

use crate::ai::Level;
use crate::rules::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Against the computer, two people sharing the device, or a friend far
/// away by link.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    #[serde(rename = "computer")]
    VsComputer,
    #[serde(rename = "two-players")]
    TwoPlayers,
    /// A game by link: each move goes to the friend in a message.
    #[serde(rename = "by-link")]
    ByLink,
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

/// How large the game's words are, beside what the window's size gives
/// them: the three sizes a player can choose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum TextSize {
    #[default]
    Normal,
    Large,
    Largest,
}

impl TextSize {
    pub const ALL: [TextSize; 3] = [TextSize::Normal, TextSize::Large, TextSize::Largest];

    /// The size in percent, as the settings show it.
    pub const fn percent(self) -> u16 {
        match self {
            TextSize::Normal => 100,
            TextSize::Large => 125,
            TextSize::Largest => 150,
        }
    }

    /// What text sizes multiply by.
    pub fn scale(self) -> f32 {
        f32::from(self.percent()) / 100.0
    }

    /// The size of a percent, if it is one a player can choose.
    pub fn from_percent(percent: u16) -> Option<TextSize> {
        TextSize::ALL.into_iter().find(|t| t.percent() == percent)
    }

    /// The size of a saved scale (1.25 for 125 %), if it is offered.
    pub fn from_scale(scale: f32) -> Option<TextSize> {
        let percent = (scale * 100.0).round();
        TextSize::ALL
            .into_iter()
            .find(|t| f32::from(t.percent()) == percent)
    }
}

/// Shown as its percent, the way a player reads it: "125".
impl fmt::Display for TextSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.percent())
    }
}

/// Who plays a side: saved as `human`, `computer:LEVEL` or `friend`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Controller {
    Human,
    Computer(Level),
    /// A person far away, whose moves come by link.
    Friend,
}

impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Controller::Human => f.write_str("human"),
            Controller::Computer(level) => write!(f, "computer:{}", level.name()),
            Controller::Friend => f.write_str("friend"),
        }
    }
}

impl Controller {
    pub fn parse(text: &str) -> Option<Controller> {
        match text.split_once(':') {
            None if text == "human" => Some(Controller::Human),
            None if text == "friend" => Some(Controller::Friend),
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
