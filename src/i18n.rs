//! The game's words in English, German, Greek, Maltese, Urdu, Arabic,
//! French and Spanish, with
//! Fluent (plural rules included). The translations are compiled in, so
//! every build has every language and tests can check them all.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::fmt;
use unic_langid::LanguageIdentifier;

/// A language of the interface and the rules page.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
    Greek,
    Maltese,
    Urdu,
    Arabic,
    French,
    Spanish,
}

impl Language {
    pub const ALL: [Language; 8] = [
        Language::English,
        Language::German,
        Language::Greek,
        Language::Maltese,
        Language::Urdu,
        Language::Arabic,
        Language::French,
        Language::Spanish,
    ];

    /// The BCP 47 code.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Greek => "el",
            Language::Maltese => "mt",
            Language::Urdu => "ur",
            Language::Arabic => "ar",
            Language::French => "fr",
            Language::Spanish => "es",
        }
    }

    /// Urdu and Arabic are written right to left.
    pub const fn is_right_to_left(self) -> bool {
        matches!(self, Language::Urdu | Language::Arabic)
    }

    const fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../assets/locales/en.ftl"),
            Language::German => include_str!("../assets/locales/de.ftl"),
            Language::Greek => include_str!("../assets/locales/el.ftl"),
            Language::Maltese => include_str!("../assets/locales/mt.ftl"),
            Language::Urdu => include_str!("../assets/locales/ur.ftl"),
            Language::Arabic => include_str!("../assets/locales/ar.ftl"),
            Language::French => include_str!("../assets/locales/fr.ftl"),
            Language::Spanish => include_str!("../assets/locales/es.ftl"),
        }
    }

    /// The language of a locale tag such as `de-AT`, `el_GR.UTF-8` or `ur`.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()?
            .trim()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first supported language of a list of preferred locales.
    pub fn from_locales<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Language> {
        tags.into_iter().find_map(Language::from_locale)
    }
}

/// Saved by its code (`"mt"`), the same string a locale tag starts with.
impl serde::Serialize for Language {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Language {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = <String as serde::Deserialize>::deserialize(d)?;
        Language::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown language {code:?}")))
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An argument of a message: a word to select on, or a number.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Str(&'a str),
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}

impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}

/// Every language's messages, ready to format.
pub struct Translations {
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Translations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Translations({} languages)", self.bundles.len())
    }
}

impl Default for Translations {
    fn default() -> Self {
        Translations::new()
    }
}

impl Translations {
    /// Parses the compiled-in translations. A syntax error in one is a bug
    /// the tests catch; at run time the messages that did parse are used.
    pub fn new() -> Translations {
        let bundles = Language::ALL
            .into_iter()
            .map(|language| {
                let id: LanguageIdentifier = language.code().parse().expect("valid language code");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Isolation marks would show as boxes in the game's fonts.
                bundle.set_use_isolating(false);
                let resource = FluentResource::try_new(language.source().to_owned())
                    .unwrap_or_else(|(resource, _)| resource);
                let _ = bundle.add_resource(resource);
                (language, bundle)
            })
            .collect();
        Translations { bundles }
    }

    fn bundle(&self, language: Language) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == language)
            .expect("every language has a bundle")
            .1
    }

    /// Whether `language` has a message `id`.
    pub fn has(&self, language: Language, id: &str) -> bool {
        self.bundle(language).has_message(id)
    }

    /// Formats message `id` in `language`, falling back to English, then to
    /// the id itself. Returns the text and whether formatting was clean.
    pub fn format(&self, language: Language, id: &str, args: &[(&str, Arg)]) -> (String, bool) {
        for lang in [language, Language::English] {
            let bundle = self.bundle(lang);
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut fluent_args = FluentArgs::new();
            for (name, arg) in args {
                match arg {
                    Arg::Str(s) => fluent_args.set(*name, FluentValue::from(*s)),
                    Arg::Num(n) => fluent_args.set(*name, FluentValue::from(*n)),
                }
            }
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            return (text.into_owned(), errors.is_empty() && lang == language);
        }
        (id.to_owned(), false)
    }

    /// Message `id` in `language`.
    pub fn get(&self, language: Language, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(language, id, args).0
    }

    /// The ids of every message in `language`'s file, in order.
    pub fn message_ids(language: Language) -> Vec<String> {
        let resource = match FluentResource::try_new(language.source().to_owned()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        resource
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
                _ => None,
            })
            .collect()
    }

    /// Syntax errors in `language`'s file, as text.
    pub fn syntax_errors(language: Language) -> Vec<String> {
        match FluentResource::try_new(language.source().to_owned()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
        }
    }
}
