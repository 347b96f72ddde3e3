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
    assert!(sentence(Language::Urdu, 1).ends_with("اور ایک پتھر جیت لیا۔"));
    assert!(sentence(Language::Urdu, 4).ends_with("اور 4 پتھر جیت لیے۔"));
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
