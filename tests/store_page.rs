//! The store page's words (`web/itch-page.md`) against the game: every
//! language the game speaks has its section, and each names the game's own
//! counts of lessons and puzzles, and no stale count beside them. `make
//! itch` runs this before it packs the page.
#![cfg(feature = "game")]

use modiar::ai::puzzles::from_lines;
use modiar::game::learn::LESSONS;
use modiar::i18n::Language;

const PAGE: &str = include_str!("../web/itch-page.md");
const PUZZLES: &str = include_str!("../assets/puzzles.jsonl");

/// Each language's section heading on the page (English has the top).
fn heading(language: Language) -> Option<&'static str> {
    match language {
        Language::English => None,
        Language::French => Some("## Français"),
        Language::Spanish => Some("## Español"),
        Language::Arabic => Some("## العربية"),
        Language::German => Some("## Deutsch"),
        Language::Greek => Some("## Ελληνικά"),
        Language::Maltese => Some("## Malti"),
        Language::Urdu => Some("## اردو"),
    }
}

/// Where each language's words start on the page, in page order, and
/// where the last ones end (the embed settings, which are for the author).
fn sections() -> Vec<(Language, &'static str)> {
    let end = PAGE
        .find("\n## Embed settings")
        .expect("the page ends with its embed settings");
    let mut starts: Vec<(usize, Language)> = Language::ALL
        .into_iter()
        .map(|language| {
            let start = match heading(language) {
                None => 0,
                Some(h) => PAGE
                    .find(&format!("\n{h}\n"))
                    .unwrap_or_else(|| panic!("the page has no section {h}")),
            };
            (start, language)
        })
        .collect();
    starts.sort_by_key(|(start, _)| *start);
    let mut out = Vec::new();
    for (i, &(start, language)) in starts.iter().enumerate() {
        let stop = starts.get(i + 1).map_or(end, |(next, _)| *next);
        assert!(stop <= end, "{language:?} comes after the embed settings");
        out.push((language, &PAGE[start..stop]));
    }
    out
}

/// The numbers written in digits in `text` (Western or Arabic-Indic).
fn numbers(text: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut current: Option<u64> = None;
    for c in text.chars() {
        let digit = c
            .to_digit(10)
            .or_else(|| {
                ('\u{660}'..='\u{669}')
                    .contains(&c)
                    .then(|| c as u32 - 0x660)
            })
            .or_else(|| {
                ('\u{6F0}'..='\u{6F9}')
                    .contains(&c)
                    .then(|| c as u32 - 0x6F0)
            });
        match digit {
            Some(d) => current = Some(current.unwrap_or(0) * 10 + u64::from(d)),
            None => found.extend(current.take()),
        }
    }
    found.extend(current);
    found
}

#[test]
fn every_language_names_the_games_own_counts_and_no_other() {
    let lessons = LESSONS.len() as u64;
    let puzzles = from_lines(PUZZLES).expect("the shipped puzzles read").len() as u64;
    assert_eq!(
        (lessons, puzzles),
        (12, 150),
        "the counts this page was written for"
    );
    let sections = sections();
    assert_eq!(sections.len(), Language::ALL.len());
    for (language, words) in sections {
        let found = numbers(words);
        assert!(
            found.contains(&lessons),
            "{language:?}: the page does not say {lessons} lessons"
        );
        assert!(
            found.contains(&puzzles),
            "{language:?}: the page does not say {puzzles} puzzles"
        );
        // The 1, 2 and 3 keys; anything else is a count gone stale.
        let stale: Vec<u64> = found
            .into_iter()
            .filter(|n| *n > 3 && *n != lessons && *n != puzzles)
            .collect();
        assert!(stale.is_empty(), "{language:?}: stale numbers {stale:?}");
    }
}

#[test]
fn the_number_reader_reads_every_script() {
    assert_eq!(numbers("12 lessons, 150 puzzles"), [12, 150]);
    assert_eq!(numbers("١٢ درسًا و١٥٠"), [12, 150]);
    assert_eq!(numbers("keys 1, 2 and 3."), [1, 2, 3]);
    assert!(numbers("no digits").is_empty());
}
