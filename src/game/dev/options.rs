//! The developer's options of the game's command line: screenshots of a
//! moment, the layout check, the computer playing both sides, and frame
//! times. Read with the game's own options, by the shared reader.

use super::moments::Moment;
use crate::ai::Level;
use crate::options::{Given, Spec};
use crate::prefs::{AnimationSpeed, TextSize};
use bevy::prelude::*;
use std::path::PathBuf;

/// The options, for the shared reader.
pub const SPECS: [Spec; 11] = [
    Spec::valued(&["--screenshot"], "a file path"),
    Spec::valued(&["--at"], "a moment"),
    Spec::valued(&["--autoplay"], "a level"),
    Spec::valued(&["--speed"], "a speed"),
    Spec::valued(&["--seed"], "a number"),
    Spec::flag(&["--frame-stats"]),
    Spec::flag(&["--layout-check"]),
    Spec::flag(&["--motion-check"]),
    Spec::valued(&["--shots"], "a folder"),
    Spec::flag(&["--count-systems"]),
    Spec::valued(&["--text-size"], "a percentage"),
];

/// Their lines in `--help`.
pub const USAGE: &str = "
Developer options:
  --screenshot PATH    save a PNG of the first settled frame and exit
  --at MOMENT          with --screenshot or --layout-check: the moment
                       shown (see below; default start)
  --autoplay LEVEL     the computer plays both sides (beginner, casual, club,
                       expert, master, perfect, or 1-6), game after game
  --speed SPEED        animation speed: slow, normal or fast
  --seed N             seed for the computer's choices (replays a game)
  --frame-stats        print frame times while stones move, after each game
  --layout-check       lay out every screen at every size, language and
                       text size, and report what is clipped, covered or
                       too small (with --at: one moment; --window, --lang
                       and --text-size narrow it)
  --motion-check       play scripted moments (lessons, a game, dialogs, the
                       analysis, a puzzle) by touch at a phone's, a tablet's
                       and a desktop's size, and report every frame where
                       the board jumps, a count runs ahead of its stones,
                       text is cut, a bar does not scroll or a text does
                       not grow (with --at: one moment; --window one size)
  --shots DIR          with --motion-check --at: a screenshot of each kind
                       of problem's first frame, into DIR
  --text-size PERCENT  text size: 100, 125 or 150
  --count-systems      list the systems that run in an idle frame of the
                       moment (--at), and exit";

/// The developer's options given.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct DevOptions {
    pub screenshot: Option<PathBuf>,
    /// The moment shown, when `--at` was given.
    pub at: Option<Moment>,
    /// The moment's name as given.
    pub at_name: Option<String>,
    pub autoplay: Option<Level>,
    pub speed: Option<AnimationSpeed>,
    pub seed: Option<u64>,
    pub frame_stats: bool,
    pub layout_check: bool,
    /// The motion check; with `at_name`, one of its moments.
    pub motion_check: bool,
    pub shots: Option<PathBuf>,
    pub count_systems: bool,
    pub text_size: Option<TextSize>,
}

impl DevOptions {
    /// Reads them from the options given; a bad value is a sentence.
    pub fn read(given: &Given) -> Result<DevOptions, String> {
        let mut options = DevOptions {
            frame_stats: given.has("--frame-stats"),
            layout_check: given.has("--layout-check"),
            motion_check: given.has("--motion-check"),
            count_systems: given.has("--count-systems"),
            ..default()
        };
        if let Some(path) = given.get("--screenshot") {
            if path.is_empty() {
                return Err("--screenshot needs a file path".into());
            }
            options.screenshot = Some(PathBuf::from(path));
        }
        if let Some(path) = given.get("--shots") {
            options.shots = Some(PathBuf::from(path));
        }
        if let Some(v) = given.get("--at")
            && options.motion_check
        {
            if !super::motion::MOMENTS.contains(&v) {
                return Err(format!(
                    "with --motion-check, --at takes one of {}, not {v:?}",
                    super::motion::MOMENTS.join(", ")
                ));
            }
            options.at_name = Some(v.to_owned());
        } else if let Some(v) = given.get("--at") {
            options.at = Some(
                Moment::named(v)
                    .ok_or_else(|| format!("--at takes one of {}, not {v:?}", Moment::names()))?,
            );
            options.at_name = Some(v.to_owned());
        }
        if let Some(v) = given.get("--autoplay") {
            options.autoplay = Some(Level::parse(v).ok_or_else(|| {
                format!("unknown level {v:?}; the levels are beginner, casual, club, expert, master and perfect (or 1-6)")
            })?);
        }
        if let Some(v) = given.get("--speed") {
            options.speed = Some(
                AnimationSpeed::parse(v)
                    .ok_or_else(|| format!("--speed takes slow, normal or fast, not {v:?}"))?,
            );
        }
        if let Some(v) = given.get("--seed") {
            options.seed = Some(
                v.parse()
                    .map_err(|_| format!("--seed takes a whole number, not {v:?}"))?,
            );
        }
        if let Some(v) = given.get("--text-size") {
            options.text_size = Some(
                v.trim_end_matches('%')
                    .parse()
                    .ok()
                    .and_then(TextSize::from_percent)
                    .ok_or_else(|| format!("--text-size takes 100, 125 or 150, not {v:?}"))?,
            );
        }
        if options.at.is_some() && !options.shows_moment() {
            return Err(
                "--at only makes sense with --screenshot, --layout-check or --count-systems".into(),
            );
        }
        Ok(options)
    }

    /// Whether a moment is shown: a screenshot, the layout check or the
    /// count of systems.
    pub fn shows_moment(&self) -> bool {
        self.screenshot.is_some() || self.layout_check || self.count_systems
    }

    /// Whether the run is a demo or a check, which must not touch the
    /// player's files.
    pub fn automated(&self) -> bool {
        self.shows_moment() || self.autoplay.is_some() || self.motion_check
    }

    /// The moment shown (the start of a game unless `--at` names one).
    pub fn moment(&self) -> Moment {
        self.at.unwrap_or(Moment::Start)
    }
}
