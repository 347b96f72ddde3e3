//! After a game: each move and what it gave away against the best move; a
//! tap on a move opens the analysis board there.

use crate::ai::review;
use crate::game::input::Press;
use crate::game::play::{Match, OpenAnalysis, Oracle, Players};
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::{Locale, Paragraph};
use crate::game::ui::screens::analyse_game;
use crate::game::ui::widgets::{ButtonId, ClearAtRest, button, button_row, label};
use crate::game::words::{PitName, Who};
use crate::i18n::Arg;
use crate::rules::{Pit, Side};
use bevy::prelude::*;

/// A move as the review and the analysis board's list name it: "7. North:
/// pit 1", the pit numbered as the analysis board shows it, from South's
/// seat.
pub fn move_line(locale: &Locale, ply: usize, player: &str, pit: Pit) -> String {
    locale.t_with(
        "review-line",
        &[
            ("ply", Arg::from(ply)),
            ("player", Arg::Str(player)),
            ("pit", PitName::of(pit).into()),
        ],
    )
}

/// A line of the review: its words, whether its move gave stones away, and
/// the move it tells of (1 for the first), which a tap opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewLine {
    pub text: String,
    pub lost: bool,
    pub ply: Option<usize>,
}

impl ReviewLine {
    fn plain(text: String) -> ReviewLine {
        ReviewLine {
            text,
            lost: false,
            ply: None,
        }
    }
}

/// The review's lines in the current language.
pub fn review_lines(
    game: &Match,
    players: &Players,
    oracle: &Oracle,
    locale: &Locale,
) -> Vec<ReviewLine> {
    let Some(table) = oracle.table() else {
        let percent = (oracle.progress() * 100.0) as i64;
        return vec![ReviewLine::plain(
            locale.t_with("review-waiting", &[("percent", Arg::Num(percent))]),
        )];
    };
    let judged = review(game, &table);
    let mut lines = vec![ReviewLine::plain(locale.t("review-intro"))];
    // The sides named as the board and the analysis name them, South and
    // North, and against the computer which was whose.
    if players.against_computer()
        && let Some(you) = Side::BOTH.into_iter().find(|&s| players.is_human(s))
    {
        lines.push(ReviewLine::plain(
            locale.t_with("review-sides", &[("you", Who::side(you).into())]),
        ));
    }
    for m in &judged {
        let side = locale.t(Who::side(m.side).name_message());
        let head = move_line(locale, m.ply, &side, m.pit);
        let verdict = if m.lost == 0 {
            locale.t("review-best")
        } else {
            locale.t_with(
                "review-lost",
                &[
                    ("stones", Arg::from(m.lost)),
                    ("best", PitName::of(m.best_pit).into()),
                ],
            )
        };
        lines.push(ReviewLine {
            text: format!("{head} — {verdict}"),
            lost: m.lost > 0,
            ply: Some(m.ply),
        });
    }
    if judged.iter().all(|m| m.lost == 0) {
        lines.push(ReviewLine::plain(locale.t("review-perfect")));
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
            for line in lines {
                let color = if line.lost {
                    palette::WARNING
                } else {
                    palette::TEXT
                };
                let words = (
                    label(line.text, size::BODY * 0.9, color, &fonts),
                    Paragraph,
                    TextLayout::default(),
                );
                let Some(ply) = line.ply else {
                    body.spawn((
                        words,
                        Node {
                            margin: UiRect::top(px(6)),
                            ..default()
                        },
                    ));
                    continue;
                };
                // A move's line opens the analysis board at that move.
                body.spawn((
                    Button,
                    ClearAtRest,
                    ButtonId("review-move"),
                    // A column, so its words wrap at the button's width
                    // and the button grows with them.
                    Node {
                        min_height: px(44),
                        width: percent(100),
                        flex_direction: FlexDirection::Column,
                        justify_content: JustifyContent::Center,
                        flex_shrink: 0.0,
                        padding: UiRect::axes(px(8), px(4)),
                        margin: UiRect::top(px(2)),
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    BackgroundColor(Color::NONE),
                    children![words],
                ))
                .observe(
                    move |_: On<Press>, game: Res<Match>, mut commands: Commands| {
                        commands.trigger(OpenAnalysis {
                            start: *game.start(),
                            moves: game.moves().to_vec(),
                            at: ply - 1,
                        });
                    },
                );
            }
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::Review), spawn_page);
}
