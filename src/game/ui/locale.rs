//! The interface language: messages for systems to format, the game's typed
//! words rendered when drawn, texts that follow the language, and paragraphs
//! and rows that follow its reading direction.

use crate::ai::Level;
use crate::game::words::{PlayerName, level_message};
use crate::i18n::{Arg, Language, Translations};
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

/// The language the system or the browser asks for, if the game has it.
pub fn system_language() -> Option<Language> {
    #[cfg(target_arch = "wasm32")]
    {
        let navigator = web_sys::window()?.navigator();
        let languages: Vec<String> = navigator
            .languages()
            .iter()
            .filter_map(|v| v.as_string())
            .chain(navigator.language())
            .collect();
        Language::from_locales(languages.iter().map(String::as_str))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let locales: Vec<String> = sys_locale::get_locales().collect();
        Language::from_locales(locales.iter().map(String::as_str))
    }
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
            let wanted = locale.t(tr.0);
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

fn align_paragraphs(
    locale: Res<Locale>,
    mut paragraphs: Query<&mut TextLayout, Or<(With<Paragraph>, Added<Paragraph>)>>,
) {
    let justify = if locale.language.is_right_to_left() {
        Justify::Right
    } else {
        Justify::Left
    };
    for mut layout in &mut paragraphs {
        // Centred text stays centred in either direction.
        if layout.justify != justify && layout.justify != Justify::Center {
            layout.justify = justify;
        }
    }
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
        (translate_texts, align_paragraphs, mirror_rows).before(bevy::ui::UiSystems::Prepare),
    );
}
