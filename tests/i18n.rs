//! Every message exists in all five languages, formats without errors for
//! every value of its selectors, and counts stones with each language's
//! plural rules.

use modiar::i18n::{Arg, Language, Translations};

/// Values for every variable the messages use.
fn sample_args<'a>(who: &'a str, worth: &'a str, n: i64) -> Vec<(&'static str, Arg<'a>)> {
    vec![
        ("who", Arg::Str(who)),
        ("owner", Arg::Str(who)),
        ("opponent", Arg::Str(who)),
        ("worth", Arg::Str(worth)),
        ("stones", Arg::Num(n)),
        ("count", Arg::Num(n)),
        ("pit", Arg::Num(2)),
        ("pits", Arg::Str("1, 3")),
        ("best", Arg::Num(3)),
        ("ply", Arg::Num(7)),
        ("percent", Arg::Num(42)),
        ("player", Arg::Str("P")),
        ("level", Arg::Str("L")),
        ("speed", Arg::Str("S")),
        ("winner", Arg::Num(22)),
        ("loser", Arg::Num(20)),
        ("each", Arg::Num(6)),
        ("kept", Arg::Str("settings.json.bad-1")),
        ("place", Arg::Str("middle")),
        ("back", Arg::Num(2)),
        ("n", Arg::Num(3)),
        ("total", Arg::Num(10)),
        ("tier", Arg::Str("medium")),
        ("solved", Arg::Num(12)),
        ("streak", Arg::Num(n)),
        ("south", Arg::Num(24)),
        ("north", Arg::Num(18)),
        ("opponent", Arg::Str("Club")),
        ("margin", Arg::Num(6)),
        ("wins", Arg::Num(3)),
        ("won", Arg::Num(5)),
        ("drawn", Arg::Num(1)),
        ("lost", Arg::Num(n)),
        ("played", Arg::Num(9)),
    ]
}

#[test]
fn no_syntax_errors() {
    for language in Language::ALL {
        let errors = Translations::syntax_errors(language);
        assert!(errors.is_empty(), "{language}: {errors:?}");
    }
}

#[test]
fn every_message_exists_in_every_language() {
    let english = Translations::message_ids(Language::English);
    assert!(english.len() > 80, "{} messages", english.len());
    for language in Language::ALL {
        let ids = Translations::message_ids(language);
        let missing: Vec<_> = english.iter().filter(|id| !ids.contains(id)).collect();
        let extra: Vec<_> = ids.iter().filter(|id| !english.contains(id)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        assert!(extra.is_empty(), "{language} has unknown {extra:?}");
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{language} repeats a message");
    }
}

#[test]
fn every_message_formats_cleanly_for_every_selector() {
    let t = Translations::new();
    for language in Language::ALL {
        for id in Translations::message_ids(language) {
            for who in ["you", "computer", "south", "north"] {
                for worth in ["more", "even", "less"] {
                    for n in [1, 2, 3, 11, 20] {
                        let (text, clean) = t.format(language, &id, &sample_args(who, worth, n));
                        assert!(clean, "{language} {id} ({who}, {worth}, {n}): {text}");
                        assert!(!text.trim().is_empty(), "{language} {id} is empty");
                        assert!(!text.contains('{'), "{language} {id}: {text}");
                    }
                }
            }
        }
    }
}

#[test]
fn translations_are_not_copies_of_english() {
    let t = Translations::new();
    let ids = Translations::message_ids(Language::English);
    for language in [
        Language::German,
        Language::Greek,
        Language::Maltese,
        Language::Urdu,
    ] {
        let same: Vec<_> = ids
            .iter()
            .filter(|id| {
                let args = sample_args("south", "more", 4);
                t.get(language, id, &args) == t.get(Language::English, id, &args)
            })
            .collect();
        // Only names and pure placeholders may stay the same.
        let allowed = [
            "player-with-level",
            "review-line",
            "button-menu",
            "starts-computer",
            "player-computer",
            "speed-normal",
        ];
        let unexpected: Vec<_> = same
            .iter()
            .filter(|id| !allowed.contains(&id.as_str()))
            .collect();
        assert!(
            unexpected.is_empty(),
            "{language} leaves {unexpected:?} in English"
        );
    }
}

/// Buttons stand side by side (the result's Review and Analyse, say), so
/// two of them must never read the same in one language.
#[test]
fn no_two_buttons_read_the_same() {
    for language in Language::ALL {
        let mut labels: Vec<(String, String)> = message_sources(language)
            .into_iter()
            .filter(|(id, _)| id.starts_with("button-"))
            .map(|(id, text)| (text, id))
            .collect();
        assert!(labels.len() > 10, "{language}: {} buttons", labels.len());
        labels.sort();
        for pair in labels.windows(2) {
            assert_ne!(
                pair[0].0, pair[1].0,
                "{language}: {} and {} read the same",
                pair[0].1, pair[1].1
            );
        }
    }
}

fn stones(language: Language, n: i64) -> String {
    Translations::new().get(language, "stones", &[("stones", Arg::Num(n))])
}

#[test]
fn plural_forms() {
    assert_eq!(stones(Language::English, 1), "one stone");
    assert_eq!(stones(Language::English, 2), "2 stones");
    assert_eq!(stones(Language::German, 1), "ein Stein");
    assert_eq!(stones(Language::German, 5), "5 Steine");
    assert_eq!(stones(Language::Greek, 1), "μία πέτρα");
    assert_eq!(stones(Language::Greek, 4), "4 πέτρες");
    // Maltese counts 1, 2, 3–10, 11–19 and 20 and above differently.
    assert_eq!(stones(Language::Maltese, 1), "ġebla waħda");
    assert!(
        ["żewġ ġebliet", "2 ġebliet"].contains(&stones(Language::Maltese, 2).as_str()),
        "{}",
        stones(Language::Maltese, 2)
    );
    assert_eq!(stones(Language::Maltese, 3), "3 ġebliet");
    assert_eq!(stones(Language::Maltese, 10), "10 ġebliet");
    assert_eq!(stones(Language::Maltese, 11), "11-il ġebla");
    assert_eq!(stones(Language::Maltese, 19), "19-il ġebla");
    assert_eq!(stones(Language::Maltese, 20), "20 ġebla");
    assert_eq!(stones(Language::Maltese, 42), "42 ġebla");
    // Urdu: one, and other.
    assert_eq!(stones(Language::Urdu, 1), "ایک پتھر");
    assert_eq!(stones(Language::Urdu, 6), "6 پتھر");
    // A whole sentence with a plural inside.
    let t = Translations::new();
    let sentence = |language, n: i64| {
        t.get(
            language,
            "last-move-captured",
            &[
                ("who", Arg::Str("computer")),
                ("pit", Arg::Num(2)),
                ("stones", Arg::Num(n)),
            ],
        )
    };
    assert_eq!(
        sentence(Language::English, 1),
        "The computer played pit 2 and captured one stone."
    );
    assert_eq!(
        sentence(Language::English, 6),
        "The computer played pit 2 and captured 6 stones."
    );
    assert!(sentence(Language::Urdu, 1).ends_with("اور ایک پتھر پکڑ لیا۔"));
    assert!(sentence(Language::Urdu, 4).ends_with("اور 4 پتھر پکڑ لیے۔"));
    assert!(sentence(Language::Maltese, 12).ends_with("u qabad 12-il ġebla."));
}

#[test]
fn languages_from_locales() {
    assert_eq!(Language::from_locale("de-AT"), Some(Language::German));
    assert_eq!(Language::from_locale("el_GR.UTF-8"), Some(Language::Greek));
    assert_eq!(Language::from_locale("MT"), Some(Language::Maltese));
    assert_eq!(Language::from_locale("ur-PK"), Some(Language::Urdu));
    assert_eq!(Language::from_locale("fr-FR"), None);
    assert_eq!(Language::from_locale(""), None);
    assert_eq!(
        Language::from_locales(["fr-FR", "mt-MT", "en"]),
        Some(Language::Maltese)
    );
    assert!(Language::Urdu.is_right_to_left());
    assert!(!Language::Greek.is_right_to_left());
}

#[test]
fn missing_messages_fall_back_to_english_then_the_id() {
    let t = Translations::new();
    let (text, clean) = t.format(Language::German, "no-such-message", &[]);
    assert_eq!(text, "no-such-message");
    assert!(!clean);
}

const GLOSSARY: &str = include_str!("../assets/locales/GLOSSARY.md");

/// Each message of `language` with the whole of its source text (every
/// variant), comments left out.
fn message_sources(language: Language) -> Vec<(String, String)> {
    let path = format!(
        "{}/assets/locales/{}.ftl",
        env!("CARGO_MANIFEST_DIR"),
        language.code()
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut messages: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        match line.split_once(" = ") {
            Some((id, rest)) if !line.starts_with(' ') && !id.contains(' ') => {
                messages.push((id.to_owned(), rest.to_owned()));
            }
            _ => {
                if let Some((_, body)) = messages.last_mut() {
                    body.push('\n');
                    body.push_str(line);
                }
            }
        }
    }
    messages
}

/// A glossary section: its table's words, and its rejected words with the
/// message ids (by a part of the id) where each is allowed anyway.
struct Section {
    words: Vec<String>,
    rejected: Vec<(String, Option<String>)>,
}

/// The glossary's sections: `None` for all languages, else a language.
fn glossary() -> Vec<(Option<Language>, Section)> {
    let mut sections: Vec<(Option<Language>, Section)> = Vec::new();
    let mut in_rejected = false;
    for line in GLOSSARY.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            let language = title
                .rsplit_once('(')
                .and_then(|(_, code)| Language::from_locale(code.trim_end_matches(')')));
            assert!(
                language.is_some() || title == "All languages",
                "unknown section {title}"
            );
            sections.push((
                language,
                Section {
                    words: Vec::new(),
                    rejected: Vec::new(),
                },
            ));
            in_rejected = false;
            continue;
        }
        let Some((_, section)) = sections.last_mut() else {
            continue;
        };
        if line.starts_with("Rejected:") {
            in_rejected = true;
        } else if in_rejected && line.starts_with("- `") {
            let quoted: Vec<&str> = line.split('`').skip(1).step_by(2).collect();
            section.rejected.push((
                quoted[0].to_owned(),
                line.contains(", except in ").then(|| quoted[1].to_owned()),
            ));
        } else if line.starts_with('|') && !line.starts_with("| idea") && !line.starts_with("|---")
        {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            section.words.push(cells[2].to_owned());
        }
    }
    sections
}

/// Where `word` stands in `text` as a whole word (or words), ignoring case.
fn has_word(text: &str, word: &str) -> bool {
    let text = text.to_lowercase();
    let word = word.to_lowercase();
    text.match_indices(&word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn the_glossary_names_every_idea_in_every_language() {
    let sections = glossary();
    for language in Language::ALL {
        let (_, section) = sections
            .iter()
            .find(|(l, _)| *l == Some(language))
            .unwrap_or_else(|| panic!("no glossary for {language}"));
        // pit, stone, sow, capture, row, turn, move, board, North, South,
        // six levels, single stone.
        assert!(
            section.words.len() >= 17,
            "{language}: {}",
            section.words.len()
        );
        let all: String = message_sources(language)
            .into_iter()
            .map(|(_, body)| body)
            .collect::<Vec<_>>()
            .join("\n")
            .to_lowercase();
        for word in &section.words {
            assert!(
                all.contains(&word.to_lowercase()),
                "{language}: the glossary's {word:?} is in no message"
            );
        }
    }
}

#[test]
fn no_message_uses_a_word_the_glossary_rejects() {
    let sections = glossary();
    let mut found = Vec::new();
    for language in Language::ALL {
        let rejected: Vec<&(String, Option<String>)> = sections
            .iter()
            .filter(|(l, _)| l.is_none() || *l == Some(language))
            .flat_map(|(_, s)| &s.rejected)
            .collect();
        assert!(!rejected.is_empty());
        for (id, body) in message_sources(language) {
            for (word, allowed_in) in &rejected {
                if has_word(&body, word) && !allowed_in.as_ref().is_some_and(|a| id.contains(a)) {
                    found.push(format!("{language} {id}: {word}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    // The check finds what it looks for.
    assert!(has_word("Ein tiefer Schacht.", "schacht"));
    assert!(!has_word("Gelegenheitsspieler", "Gelegenheit"));
    assert!(has_word("یہ Modiar کے", "Modiar"));
}
