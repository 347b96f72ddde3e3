//! The game's command line: the window's size and the language, and with
//! the `dev` feature the developer's options. Read by the shared reader;
//! bad options get a clear message, never a crash.

use crate::i18n::Language;
use crate::options::{self, OptionError, Spec};

/// The player's options.
const SPECS: [Spec; 4] = [
    Spec::flag(&["--help", "-h"]),
    Spec::flag(&["--version", "-V"]),
    Spec::valued(&["--window"], "a size like 1280x720"),
    Spec::valued(&["--lang"], "a language code"),
];

/// The lines of `--help` for the player's options.
const PLAYER_USAGE: &str = "\
modiar: the game

Usage: modiar [OPTIONS]

Options:
  --window WxH         window size in logical pixels, e.g. 1280x720
  --lang CODE          interface language: en, de, el, mt or ur
  -h, --help           this text
  -V, --version        the version";

/// The whole of `--help`.
pub fn usage() -> String {
    #[cfg(feature = "dev")]
    {
        format!(
            "{PLAYER_USAGE}\n{}\n\nMoments: {}",
            crate::game::dev::USAGE,
            crate::game::dev::Moment::all_names().join(", ")
        )
    }
    #[cfg(not(feature = "dev"))]
    PLAYER_USAGE.to_owned()
}

/// The game's command line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args {
    pub window: Option<(f32, f32)>,
    pub language: Option<Language>,
    pub help: bool,
    pub version: bool,
    #[cfg(feature = "dev")]
    pub dev: crate::game::dev::DevOptions,
}

impl Args {
    /// Parses the options (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let args: Vec<String> = args.into_iter().collect();
        #[cfg(feature = "dev")]
        let specs = [&SPECS[..], &crate::game::dev::SPECS[..]].concat();
        #[cfg(not(feature = "dev"))]
        let specs = SPECS.to_vec();
        let given = options::read(&args, &specs).map_err(|e| match e {
            OptionError::Unknown(word) => format!("unknown option {word:?}; try --help"),
            other => other.to_string(),
        })?;
        let mut parsed = Args {
            help: given.has("--help"),
            version: given.has("--version"),
            ..Args::default()
        };
        if let Some(v) = given.get("--lang") {
            parsed.language = Some(
                Language::from_locale(v)
                    .ok_or_else(|| format!("--lang takes en, de, el, mt or ur, not {v:?}"))?,
            );
        }
        if let Some(v) = given.get("--window") {
            let size = v
                .split_once(['x', 'X'])
                .and_then(|(w, h)| {
                    Some((w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?))
                })
                .filter(|&(w, h)| {
                    (200.0..=10_000.0).contains(&w) && (200.0..=10_000.0).contains(&h)
                });
            parsed.window = Some(size.ok_or_else(|| {
                format!("--window takes a size like 1280x720 (200 to 10000 each way), not {v:?}")
            })?);
        }
        #[cfg(feature = "dev")]
        {
            parsed.dev = crate::game::dev::DevOptions::read(&given)?;
        }
        Ok(parsed)
    }

    /// Whether this run must leave the player's files alone (a demo or a
    /// check).
    pub fn automated(&self) -> bool {
        #[cfg(feature = "dev")]
        return self.dev.automated();
        #[cfg(not(feature = "dev"))]
        false
    }
}
