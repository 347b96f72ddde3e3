//! The About page: the game's version, where its rules come from, who made
//! it, its fonts' licence, and every crate it is built with, grouped by
//! licence (the list `make licenses` generates from `Cargo.lock`).

use crate::about::{CRATES, NOTICES_FILE, by_licence, crates, third_party};
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::{Locale, Paragraph};
use crate::game::ui::widgets::{heading, label, tr};
use crate::i18n::Arg;
use bevy::prelude::*;

/// A paragraph of the page, `above` px under what precedes it.
fn paragraph(text: impl Bundle, above: f32) -> impl Bundle {
    (
        text,
        Paragraph,
        TextLayout::default(),
        Node {
            margin: UiRect::top(px(above)),
            ..default()
        },
    )
}

fn spawn_page(mut commands: Commands, fonts: Res<UiFonts>, locale: Res<Locale>) {
    let fonts = fonts.into_inner();
    let version = locale.t_with(
        "about-version",
        &[("version", Arg::Str(env!("CARGO_PKG_VERSION")))],
    );
    let built_with = locale.t_with("about-crates", &[("file", Arg::Str(NOTICES_FILE))]);
    let list = third_party(&crates(CRATES));
    spawn_dialog(&mut commands, fonts, Dialog::About, "about-title", |body| {
        body.spawn(paragraph(heading(version, size::BODY * 1.1, fonts), 4.0));
        for id in ["about-rules", "about-made", "about-fonts"] {
            body.spawn(paragraph(
                tr(id, size::BODY * 0.95, palette::TEXT, fonts),
                12.0,
            ));
        }
        body.spawn(paragraph(
            label(built_with, size::BODY * 0.95, palette::TEXT, fonts),
            12.0,
        ));
        for group in by_licence(&list) {
            // Licence names and crate names are the same in every language.
            body.spawn(paragraph(
                heading(
                    format!("{} · {}", group.licence, group.names.len()),
                    size::SMALL,
                    fonts,
                ),
                10.0,
            ));
            body.spawn(paragraph(
                label(
                    group.names.join(", "),
                    size::SMALL,
                    palette::TEXT_DIM,
                    fonts,
                ),
                2.0,
            ));
        }
    });
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::About), spawn_page);
}
