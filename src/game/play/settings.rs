//! Player settings: opponent, level, who starts, animation speed, language,
//! sound, text size and motion. Saved between runs (see `persist`).

use crate::ai::Level;
use crate::i18n::Language;
use crate::rules::Side;
use crate::save::{FORMAT_VERSION, SavedSettings};
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

    fn from_name(name: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Against the computer, or two people sharing the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Mode {
    #[default]
    VsComputer,
    TwoPlayers,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::VsComputer => "computer",
            Mode::TwoPlayers => "two-players",
        }
    }
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

impl Starts {
    fn name(self) -> &'static str {
        match self {
            Starts::South => "south",
            Starts::North => "north",
            Starts::Alternate => "alternate",
        }
    }
}

/// Text sizes the player can choose, in percent.
pub const TEXT_SIZES: [u16; 3] = [100, 125, 150];

/// Everything the player chooses.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    pub level: Level,
    pub starts: Starts,
    pub speed: AnimationSpeed,
    /// `None` follows the system's or the browser's language.
    pub language: Option<Language>,
    pub sound: bool,
    /// 0 to 1.
    pub volume: f32,
    /// Text size in percent.
    pub text_size: u16,
    /// Instant moves with only a brief highlight.
    pub reduced_motion: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::VsComputer,
            level: Level::Club,
            starts: Starts::South,
            speed: AnimationSpeed::Normal,
            language: None,
            sound: true,
            volume: 0.8,
            text_size: 100,
            reduced_motion: false,
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

    /// Durations multiply by this: the speed, or nearly nothing when motion
    /// is reduced.
    pub fn duration_factor(&self) -> f32 {
        if self.reduced_motion {
            0.0
        } else {
            self.speed.duration_factor()
        }
    }

    pub fn to_saved(&self) -> SavedSettings {
        SavedSettings {
            version: FORMAT_VERSION,
            language: self.language.map(|l| l.code().to_owned()),
            mode: self.mode.name().to_owned(),
            level: self.level.name().to_owned(),
            starts: self.starts.name().to_owned(),
            speed: self.speed.name().to_owned(),
            sound: self.sound,
            volume: self.volume,
            text_scale: f32::from(self.text_size) / 100.0,
            reduced_motion: self.reduced_motion,
        }
    }

    /// Settings from a saved file; any value this version does not know makes
    /// the whole file unreadable rather than half applied.
    pub fn from_saved(saved: &SavedSettings) -> Result<Settings, String> {
        let bad = |what: &str, value: &str| format!("unknown {what} {value:?}");
        let language = match &saved.language {
            None => None,
            Some(code) => Some(Language::from_locale(code).ok_or_else(|| bad("language", code))?),
        };
        let mode = [Mode::VsComputer, Mode::TwoPlayers]
            .into_iter()
            .find(|m| m.name() == saved.mode)
            .ok_or_else(|| bad("mode", &saved.mode))?;
        let starts = [Starts::South, Starts::North, Starts::Alternate]
            .into_iter()
            .find(|s| s.name() == saved.starts)
            .ok_or_else(|| bad("starts", &saved.starts))?;
        let level = Level::parse(&saved.level).ok_or_else(|| bad("level", &saved.level))?;
        let speed =
            AnimationSpeed::from_name(&saved.speed).ok_or_else(|| bad("speed", &saved.speed))?;
        if !(0.0..=1.0).contains(&saved.volume) {
            return Err(format!("volume {} is not between 0 and 1", saved.volume));
        }
        let text_size = (saved.text_scale * 100.0).round() as u16;
        if !TEXT_SIZES.contains(&text_size) {
            return Err(format!("text scale {} is not offered", saved.text_scale));
        }
        Ok(Settings {
            mode,
            level,
            starts,
            speed,
            language,
            sound: saved.sound,
            volume: saved.volume,
            text_size,
            reduced_motion: saved.reduced_motion,
        })
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
