//! After a game: each move and what it gave away against the best move.

use crate::ai::review;
use crate::game::play::{Match, Oracle, Players};
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::{Locale, Paragraph};
use crate::game::ui::screens::analyse_game;
use crate::game::ui::widgets::{button, button_row, label};
use crate::game::words::PitLabel;
use crate::i18n::Arg;
use bevy::prelude::*;

/// The review's lines in the current language, each with whether the move
/// gave stones away.
pub fn review_lines(
    game: &Match,
    players: &Players,
    oracle: &Oracle,
    locale: &Locale,
) -> Vec<(String, bool)> {
    let Some(table) = oracle.table() else {
        let percent = (oracle.progress() * 100.0) as i64;
        return vec![(
            locale.t_with("review-waiting", &[("percent", Arg::Num(percent))]),
            false,
        )];
    };
    let judged = review(game, &table);
    let mut lines = vec![(locale.t("review-intro"), false)];
    for m in &judged {
        let head = locale.t_with(
            "review-line",
            &[
                ("ply", Arg::from(m.ply)),
                ("player", Arg::Str(&locale.player(players.name(m.side)))),
                ("pit", PitLabel::of(m.pit).into()),
            ],
        );
        let verdict = if m.lost == 0 {
            locale.t("review-best")
        } else {
            locale.t_with(
                "review-lost",
                &[
                    ("stones", Arg::from(m.lost)),
                    ("best", PitLabel::of(m.best_pit).into()),
                ],
            )
        };
        lines.push((format!("{head} — {verdict}"), m.lost > 0));
    }
    if judged.iter().all(|m| m.lost == 0) {
        lines.push((locale.t("review-perfect"), false));
    }
    lines
}

fn spawn_page(
    mut commands: Commands,
    game: Res<Match>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    fonts: Res<UiFonts>,
) {
    let lines = review_lines(&game, &players, &oracle, &locale);
    spawn_dialog(
        &mut commands,
        &fonts,
        Dialog::Review,
        "review-title",
        |body| {
            body.spawn(button_row()).with_children(|row| {
                row.spawn(button("button-analyse", &fonts))
                    .observe(analyse_game);
            });
            for (text, lost) in lines {
                let color = if lost {
                    palette::WARNING
                } else {
                    palette::TEXT
                };
                body.spawn((
                    label(text, size::BODY * 0.9, color, &fonts),
                    Paragraph,
                    TextLayout::default(),
                    Node {
                        margin: UiRect::top(px(6)),
                        ..default()
                    },
                ));
            }
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::Review), spawn_page);
}
