//! After a game: each move and what it gave away against the best move.

use super::hud::{pit_label, player_name};
use super::locale::{Locale, Paragraph};
use super::match_state::{Match, Players};
use super::oracle::Oracle;
use super::overlay::spawn_dialog;
use super::theme::{Act, UiAction, UiFonts, label, palette, size};
use crate::ai::review;
use crate::i18n::Arg;
use bevy::prelude::*;

#[derive(Component)]
struct ReviewPage;

/// The review's lines, in the current language.
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
                ("player", Arg::Str(&player_name(m.side, players, locale))),
                ("pit", Arg::from(pit_label(m.pit))),
            ],
        );
        let verdict = if m.lost == 0 {
            locale.t("review-best")
        } else {
            locale.t_with(
                "review-lost",
                &[
                    ("stones", Arg::from(m.lost)),
                    ("best", Arg::from(pit_label(m.best_pit))),
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

fn act(
    act: On<Act>,
    pages: Query<Entity, With<ReviewPage>>,
    game: Res<Match>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    match act.0 {
        UiAction::OpenReview if pages.is_empty() => {
            let lines = review_lines(&game, &players, &oracle, &locale);
            spawn_dialog(
                &mut commands,
                &fonts,
                (Name::new("Review"), ReviewPage),
                "review-title",
                UiAction::CloseReview,
                |body| {
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
        UiAction::CloseReview | UiAction::Rematch | UiAction::Menu => {
            for page in &pages {
                commands.entity(page).despawn();
            }
        }
        _ => {}
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(act);
}
