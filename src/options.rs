//! Command-line options, read one way for both programs (the game and
//! `modiar-cli`): `--name value`, `--name=value` and bare flags. Each
//! program turns the words into its own types; every mistake here is a
//! sentence, never a panic.

use std::fmt;

/// One option a program takes.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// Its names, the long one first (`["--help", "-h"]`).
    pub names: &'static [&'static str],
    /// What follows it: `None` for a flag, else what the value is ("a
    /// file path"), for the message when it is missing.
    pub value: Option<&'static str>,
}

impl Spec {
    /// A flag: present or not.
    pub const fn flag(names: &'static [&'static str]) -> Spec {
        Spec { names, value: None }
    }

    /// An option followed by a value.
    pub const fn valued(names: &'static [&'static str], what: &'static str) -> Spec {
        Spec {
            names,
            value: Some(what),
        }
    }

    fn name(&self) -> &'static str {
        self.names[0]
    }
}

/// What was wrong with the words given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// A word that is no option of this program.
    Unknown(String),
    /// An option given without its value.
    NeedsValue {
        name: &'static str,
        what: &'static str,
    },
    /// A flag given a value (`--help=yes`).
    TakesNoValue(&'static str),
    /// The same option twice.
    Twice(&'static str),
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::Unknown(word) => write!(f, "unknown option {word:?}"),
            OptionError::NeedsValue { name, what } => write!(f, "{name} needs {what}"),
            OptionError::TakesNoValue(name) => write!(f, "{name} takes no value"),
            OptionError::Twice(name) => write!(f, "{name} is given twice"),
        }
    }
}

/// The options given, by their long names, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given<'a> {
    values: Vec<(&'static str, Option<&'a str>)>,
}

impl<'a> Given<'a> {
    /// Whether the option (by its long name) was given.
    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|&(n, _)| n == name)
    }

    /// The value given to an option, by its long name.
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.values
            .iter()
            .find(|&&(n, _)| n == name)
            .and_then(|&(_, v)| v)
    }

    /// Every option given, by its long name.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values.iter().map(|&(n, _)| n)
    }
}

/// Reads `args` (without the program's name) against the options a
/// program takes.
pub fn read<'a>(args: &'a [String], specs: &[Spec]) -> Result<Given<'a>, OptionError> {
    let mut given = Given::default();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let (name, inline) = match word.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value)),
            _ => (word.as_str(), None),
        };
        let spec = specs
            .iter()
            .find(|s| s.names.contains(&name))
            .ok_or_else(|| OptionError::Unknown(word.clone()))?;
        let value = match (spec.value, inline) {
            (None, None) => None,
            (None, Some(_)) => return Err(OptionError::TakesNoValue(spec.name())),
            (Some(_), Some(value)) => Some(value),
            (Some(what), None) => Some(words.next().map(String::as_str).ok_or(
                OptionError::NeedsValue {
                    name: spec.name(),
                    what,
                },
            )?),
        };
        if given.has(spec.name()) {
            return Err(OptionError::Twice(spec.name()));
        }
        given.values.push((spec.name(), value));
    }
    Ok(given)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: [Spec; 2] = [
        Spec::flag(&["--help", "-h"]),
        Spec::valued(&["--seed"], "a number"),
    ];

    fn words(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn reads_flags_values_and_short_names() {
        let args = words(&["-h", "--seed", "7"]);
        let given = read(&args, &SPECS).unwrap();
        assert!(given.has("--help"));
        assert_eq!(given.get("--seed"), Some("7"));
        let args = words(&["--seed=9"]);
        assert_eq!(read(&args, &SPECS).unwrap().get("--seed"), Some("9"));
    }

    #[test]
    fn every_mistake_is_named() {
        let cases: [(&[&str], &str); 4] = [
            (&["--sed", "1"], "unknown option \"--sed\""),
            (&["--seed"], "--seed needs a number"),
            (&["--help=1"], "--help takes no value"),
            (&["--seed", "1", "--seed=2"], "--seed is given twice"),
        ];
        for (args, message) in cases {
            let args = words(args);
            assert_eq!(read(&args, &SPECS).unwrap_err().to_string(), message);
        }
    }
}
