//! Player settings: opponent, level, who starts, animation speed, language,
//! sound, text size and motion. Saved between runs (see `platform::persist`).

use crate::ai::Level;
use crate::i18n::Language;
use crate::prefs::{AnimationSpeed, Mode, Starts, TextSize};
use crate::rules::Side;
use crate::save::{FORMAT_VERSION, Lessons, SavedSettings};
use bevy::prelude::*;

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
    pub text_size: TextSize,
    /// Instant moves with only a brief highlight.
    pub reduced_motion: bool,
    /// Show what a move would do before it is made.
    pub preview: bool,
    /// After a move against Beginner or Casual that gave stones away, a
    /// quiet line says what the best move would have kept.
    pub coach: bool,
    /// How far the player has come through the guided first game.
    pub lessons: Lessons,
    /// Two players across a flat tablet: North's words and buttons turned
    /// to face North.
    pub face_to_face: bool,
    /// Who started the last game begun here: taking turns follows it
    /// across launches, tabs and windows.
    pub last_first: Option<Side>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::VsComputer,
            level: Level::Beginner,
            starts: Starts::South,
            speed: AnimationSpeed::Normal,
            language: None,
            sound: true,
            volume: 0.8,
            text_size: TextSize::Normal,
            reduced_motion: false,
            preview: true,
            coach: true,
            lessons: Lessons::default(),
            face_to_face: false,
            last_first: None,
        }
    }
}

impl Settings {
    /// Who starts the next game, after the last one begun here.
    pub fn first_player(&self) -> Side {
        self.starts.first_player(self.last_first)
    }

    /// Durations multiply by this: the speed, or nothing when motion is
    /// reduced.
    pub fn duration_factor(&self) -> f32 {
        if self.reduced_motion {
            0.0
        } else {
            self.speed.duration_factor()
        }
    }

    /// One step louder or quieter, in tenths.
    pub fn nudge_volume(&mut self, tenths: f32) {
        self.volume = ((self.volume * 10.0).round() + tenths).clamp(0.0, 10.0) / 10.0;
    }

    pub fn to_saved(&self) -> SavedSettings {
        SavedSettings {
            version: FORMAT_VERSION,
            language: self.language,
            mode: self.mode,
            level: self.level,
            starts: self.starts,
            speed: self.speed,
            sound: self.sound,
            volume: self.volume,
            text_scale: self.text_size.scale(),
            reduced_motion: self.reduced_motion,
            preview: self.preview,
            coach: self.coach,
            lessons: self.lessons.clone(),
            face_to_face: self.face_to_face,
            last_first: self.last_first,
        }
    }

    /// Settings from a saved file; a value this version does not offer makes
    /// the whole file unreadable rather than half applied.
    pub fn from_saved(saved: &SavedSettings) -> Result<Settings, String> {
        if !(0.0..=1.0).contains(&saved.volume) {
            return Err(format!("volume {} is not between 0 and 1", saved.volume));
        }
        let text_size = TextSize::from_scale(saved.text_scale)
            .ok_or_else(|| format!("text scale {} is not offered", saved.text_scale))?;
        Ok(Settings {
            mode: saved.mode,
            level: saved.level,
            starts: saved.starts,
            speed: saved.speed,
            language: saved.language,
            sound: saved.sound,
            volume: saved.volume,
            text_size,
            reduced_motion: saved.reduced_motion,
            preview: saved.preview,
            coach: saved.coach,
            lessons: saved.lessons.clone(),
            face_to_face: saved.face_to_face,
            last_first: saved.last_first,
        })
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
