//! A short rules page over whatever screen is showing.

use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::Paragraph;
use crate::game::ui::widgets::tr;
use bevy::prelude::*;

/// The page's paragraphs (message ids), faithful to the specification.
const RULES: [&str; 7] = [
    "rules-1", "rules-2", "rules-3", "rules-4", "rules-5", "rules-6", "rules-7",
];

fn spawn_page(mut commands: Commands, fonts: Res<UiFonts>) {
    spawn_dialog(
        &mut commands,
        &fonts,
        Dialog::Rules,
        "rules-title",
        |body| {
            for paragraph in RULES {
                body.spawn((
                    tr(paragraph, size::BODY * 0.95, palette::TEXT, &fonts),
                    Paragraph,
                    TextLayout::default(),
                    Node {
                        margin: UiRect::top(px(10)),
                        ..default()
                    },
                ));
            }
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::Rules), spawn_page);
}
