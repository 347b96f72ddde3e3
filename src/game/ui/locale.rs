//! The interface language: messages for systems to format, the game's typed
//! words rendered when drawn, texts that follow the language, and paragraphs
//! and rows that follow its reading direction.

use crate::ai::Level;
use crate::game::board::ReadsRightToLeft;
use crate::game::words::{PitName, PlayerName, Who, level_message};
use crate::i18n::{Arg, Language, Translations};
use crate::rules::Pit;
use bevy::prelude::*;
use std::sync::Arc;

/// The language in use and every translation.
#[derive(Resource, Clone)]
pub struct Locale {
    pub language: Language,
    translations: Arc<Translations>,
}

impl Default for Locale {
    fn default() -> Self {
        Locale {
            language: Language::English,
            translations: Arc::new(Translations::new()),
        }
    }
}

impl Locale {
    /// A message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.translations.get(self.language, id, &[])
    }

    /// A message with arguments.
    pub fn t_with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.translations.get(self.language, id, args)
    }

    /// The name of `language`, in that language.
    pub fn native_name(&self, language: Language) -> String {
        self.translations.get(language, "language-name", &[])
    }

    /// A level's name.
    pub fn level(&self, level: Level) -> String {
        self.t(level_message(level))
    }

    /// A pit inside a sentence, by its owner and the number drawn beside
    /// it ("North's pit 1"): the one way every line names a pit.
    pub fn pit(&self, pit: Pit, owner: Who) -> String {
        self.t_with(
            "pit-name",
            &[("owner", owner.into()), ("number", PitName::of(pit).into())],
        )
    }

    /// What a player is called over their score.
    pub fn player(&self, name: PlayerName) -> String {
        let who = self.t(name.who.name_message());
        match name.level {
            Some(level) => self.t_with(
                "player-with-level",
                &[
                    ("player", Arg::Str(&who)),
                    ("level", Arg::Str(&self.level(level))),
                ],
            ),
            None => who,
        }
    }
}

/// The word joiner: no line break on either side of it, and nothing drawn.
pub const WORD_JOINER: char = '\u{2060}';

/// `text` with every dash between two digits held to them, so a score
/// ("23–19") never breaks across lines, a hyphen after a number held
/// to it and to what follows (Maltese "16-il ġebla"), and an elided
/// word held to the number after it (Maltese "b'14-il").
pub fn keep_numbers_whole(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        let before_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if matches!(c, '\'' | '’') && before_digit && i > 0 && chars[i - 1].is_alphabetic() {
            out.push(c);
            out.push(WORD_JOINER);
            continue;
        }
        let after_digit = i > 0 && chars[i - 1].is_ascii_digit();
        let between_digits = after_digit && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        let number_suffix =
            after_digit && c == '-' && chars.get(i + 1).is_some_and(|n| n.is_alphabetic());
        if (between_digits && matches!(c, '–' | '-')) || number_suffix {
            out.push(WORD_JOINER);
            out.push(c);
            out.push(WORD_JOINER);
        } else {
            out.push(c);
        }
    }
    out
}

/// A text that shows message `0` in the current language.
#[derive(Component, Clone, Copy, Debug)]
pub struct Tr(pub &'static str);

/// A paragraph that follows the reading direction: right-aligned in Urdu
/// (unless it is centred).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Paragraph;

/// A row of buttons that runs right to left in Urdu.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Mirrored;

fn translate_texts(locale: Res<Locale>, mut texts: Query<(Ref<Tr>, &mut Text)>) {
    let all = locale.is_changed();
    for (tr, mut text) in &mut texts {
        if all || tr.is_changed() {
            let wanted = keep_numbers_whole(&locale.t(tr.0));
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

/// Room beside a paragraph's lines, logical pixels, for letters that draw
/// past their own advance: a Naskh lam or kaf that starts a line, a bold
/// "¿".
const ARABIC_SCRIPT_INK: f32 = 8.0;
const LATIN_INK: f32 = 3.0;

fn align_paragraphs(
    locale: Res<Locale>,
    mut paragraphs: Query<(&mut TextLayout, &mut Node), With<Paragraph>>,
) {
    let right_to_left = locale.language.is_right_to_left();
    let (justify, beside) = if right_to_left {
        (Justify::Right, px(ARABIC_SCRIPT_INK))
    } else {
        (Justify::Left, px(LATIN_INK))
    };
    for (mut layout, mut node) in &mut paragraphs {
        // Centred text stays centred in either direction.
        if layout.justify != justify && layout.justify != Justify::Center {
            layout.justify = justify;
        }
        if node.padding.left != beside || node.padding.right != beside {
            node.padding.left = beside;
            node.padding.right = beside;
        }
    }
}

/// Tells the board which way the words read, for the marks it draws
/// beside them.
fn tell_the_board(locale: Res<Locale>, mut direction: ResMut<ReadsRightToLeft>) {
    direction.set_if_neq(ReadsRightToLeft(locale.language.is_right_to_left()));
}

fn mirror_rows(locale: Res<Locale>, mut rows: Query<(Ref<Mirrored>, &mut Node)>) {
    let direction = if locale.language.is_right_to_left() {
        FlexDirection::RowReverse
    } else {
        FlexDirection::Row
    };
    for (mirrored, mut node) in &mut rows {
        if (locale.is_changed() || mirrored.is_added()) && node.flex_direction != direction {
            node.flex_direction = direction;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Locale>().add_systems(
        PostUpdate,
        (
            translate_texts,
            align_paragraphs
                .run_if(resource_changed::<Locale>.or_eager(any_match_filter::<Added<Paragraph>>)),
            mirror_rows,
            tell_the_board
                .run_if(resource_changed::<Locale>.and_then(resource_exists::<ReadsRightToLeft>)),
        )
            .before(bevy::ui::UiSystems::Prepare),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_held_together_and_other_dashes_are_not() {
        assert_eq!(
            keep_numbers_whole("You win, 23–19"),
            "You win, 23\u{2060}–\u{2060}19"
        );
        assert_eq!(
            keep_numbers_whole("2–0–1"),
            "2\u{2060}–\u{2060}0\u{2060}–\u{2060}1"
        );
        // Not between two digits: left alone.
        assert_eq!(keep_numbers_whole("–4 and 3 – 2"), "–4 and 3 – 2");
        assert_eq!(keep_numbers_whole("well-known"), "well-known");
        // An elided word stays with its number; other apostrophes do not.
        assert_eq!(
            keep_numbers_whole("b'14-il ġebla"),
            "b'\u{2060}14\u{2060}-\u{2060}il ġebla"
        );
        assert_eq!(keep_numbers_whole("it's 4"), "it's 4");
    }
}
