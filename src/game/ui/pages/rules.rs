//! The rules page: each rule in a sentence or two, beside a small board
//! drawn with the game's own art, before and after a move. The "after" is
//! the core's report of that move, so a picture can never disagree with
//! the rules.

use crate::game::board::BoardImages;
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::{Locale, Mirrored, Paragraph};
use crate::game::ui::widgets::{label, tr};
use crate::rules::{Game, MoveReport, PITS, Pit, Position, Side};
use bevy::prelude::*;

/// Pit size in a diagram, logical pixels.
const PIT: f32 = 34.0;

/// A rule: its paragraph and, for most, a move to show.
struct Rule {
    message: &'static str,
    example: Option<Example>,
}

/// A position and the pit played from it.
#[derive(Clone, Copy)]
struct Example {
    board: [u8; PITS],
    captured: Option<[u8; 2]>,
    pit: Pit,
}

impl Example {
    fn report(self) -> MoveReport {
        let position = match self.captured {
            None => Position::start(Side::South),
            Some(captured) => Position::new(self.board, captured, Side::South, false)
                .expect("rule examples are consistent"),
        };
        Game::from_position(position)
            .play(self.pit)
            .expect("rule examples are legal")
    }
}

const RULES: [Rule; 7] = [
    Rule {
        message: "rules-1",
        example: None,
    },
    // Three stones: the first back into its own pit.
    Rule {
        message: "rules-2",
        example: Some(Example {
            board: [3, 2, 2, 1, 1, 1],
            captured: Some([16, 16]),
            pit: Pit::ALL[0],
        }),
    },
    // The last stone makes 2 across the board; the pit before holds 2.
    Rule {
        message: "rules-3",
        example: Some(Example {
            board: [4, 0, 1, 1, 0, 2],
            captured: Some([17, 17]),
            pit: Pit::ALL[0],
        }),
    },
    // The opening's last stone makes 2 in its own pit, and stays.
    Rule {
        message: "rules-4",
        example: Some(Example {
            board: [7; PITS],
            captured: None,
            pit: Pit::ALL[2],
        }),
    },
    // North's row is empty: the move must reach it.
    Rule {
        message: "rules-5",
        example: Some(Example {
            board: [2, 6, 0, 0, 0, 0],
            captured: Some([17, 17]),
            pit: Pit::ALL[1],
        }),
    },
    // North is left a single stone: no move, and the game ends.
    Rule {
        message: "rules-6",
        example: Some(Example {
            board: [3, 0, 4, 0, 0, 1],
            captured: Some([17, 17]),
            pit: Pit::ALL[0],
        }),
    },
    Rule {
        message: "rules-7",
        example: None,
    },
];

/// How a pit of a diagram is marked.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Plain,
    /// The pit the move is played from.
    Origin,
    /// Where the last stone lands.
    Last,
    /// Captured.
    Taken,
}

fn mark_color(mark: Mark) -> Color {
    match mark {
        Mark::Plain => palette::BORDER.with_alpha(0.0),
        Mark::Origin => palette::FOCUS,
        Mark::Last => palette::TEXT,
        Mark::Taken => palette::CAPTURE,
    }
}

/// A small board: North's row on top (5, 4, 3), South's below (0, 1, 2).
fn spawn_board(
    parent: &mut ChildSpawnerCommands,
    counts: [u8; PITS],
    marks: [Mark; PITS],
    images: Option<&BoardImages>,
    fonts: &UiFonts,
) {
    parent
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(5)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.62, 0.43, 0.27)),
        ))
        .with_children(|board| {
            for row in [[5, 4, 3], [0, 1, 2]] {
                board
                    .spawn(Node {
                        flex_direction: FlexDirection::Row,
                        ..default()
                    })
                    .with_children(|pits| {
                        for pit in row {
                            let mut node = pits.spawn((
                                Node {
                                    width: px(PIT),
                                    height: px(PIT),
                                    margin: UiRect::all(px(2)),
                                    border: UiRect::all(px(3)),
                                    border_radius: BorderRadius::MAX,
                                    justify_content: JustifyContent::Center,
                                    align_items: AlignItems::Center,
                                    ..default()
                                },
                                BorderColor::all(mark_color(marks[pit])),
                                BackgroundColor(Color::srgb(0.25, 0.16, 0.09)),
                            ));
                            if let Some(images) = images {
                                node.insert(ImageNode::new(images.pit.clone()));
                            }
                            node.with_children(|cell| {
                                cell.spawn(label(
                                    counts[pit].to_string(),
                                    size::SMALL,
                                    palette::TEXT,
                                    fonts,
                                ));
                            });
                        }
                    });
            }
        });
}

/// Before, then after, for one example.
fn spawn_example(
    parent: &mut ChildSpawnerCommands,
    example: Example,
    images: Option<&BoardImages>,
    fonts: &UiFonts,
    right_to_left: bool,
) {
    let report = example.report();
    let mut before = [Mark::Plain; PITS];
    before[report.origin] = Mark::Origin;
    let mut after = [Mark::Plain; PITS];
    after[report.last_pit()] = Mark::Last;
    for capture in report.captures() {
        after[capture.pit] = Mark::Taken;
    }
    parent
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                margin: UiRect::top(px(6)),
                ..default()
            },
            // Urdu reads the pair right to left too.
            Mirrored,
        ))
        .with_children(|pair| {
            spawn_board(pair, report.before.board(), before, images, fonts);
            pair.spawn((
                // Before, then after, in reading order.
                label(
                    if right_to_left { "«" } else { "»" },
                    size::HEADING,
                    palette::TEXT_DIM,
                    fonts,
                ),
                Node {
                    margin: UiRect::horizontal(px(10)),
                    ..default()
                },
            ));
            spawn_board(pair, report.after.board(), after, images, fonts);
        });
}

fn spawn_page(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    locale: Res<Locale>,
    images: Option<Res<BoardImages>>,
) {
    let images = images.as_deref();
    let right_to_left = locale.language.is_right_to_left();
    spawn_dialog(
        &mut commands,
        &fonts,
        Dialog::Rules,
        "rules-title",
        |body| {
            for rule in RULES {
                body.spawn(Node {
                    flex_direction: FlexDirection::Column,
                    margin: UiRect::top(px(12)),
                    ..default()
                })
                .with_children(|item| {
                    item.spawn((
                        tr(rule.message, size::BODY * 0.95, palette::TEXT, &fonts),
                        Paragraph,
                        TextLayout::default(),
                    ));
                    if let Some(example) = rule.example {
                        spawn_example(item, example, images, &fonts, right_to_left);
                    }
                });
            }
            body.spawn((
                tr("rules-key", size::SMALL, palette::TEXT_DIM, &fonts),
                Paragraph,
                TextLayout::default(),
                Node {
                    margin: UiRect::top(px(12)),
                    ..default()
                },
            ));
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::Rules), spawn_page);
}

#[cfg(test)]
mod tests {
    use super::RULES;
    use crate::rules::PITS;

    /// Each picture shows what its words say, worked by hand from the
    /// rules: where the stones go, and what is taken.
    #[test]
    fn every_example_shows_what_its_rule_says() {
        let expected: [(&str, [u8; PITS], [u8; 2], usize); 5] = [
            // Three stones from the left pit, the first back into it.
            ("rules-2", [1, 3, 3, 1, 1, 1], [16, 16], 2),
            // The last stone makes 2 across the board, the pit before 2:
            // both taken, 4 stones.
            ("rules-3", [1, 1, 0, 0, 0, 2], [21, 17], 3),
            // The opening's seven from the right pit: its last makes 2 in its
            // own pit, and stays.
            ("rules-4", [8, 8, 2, 8, 8, 8], [0, 0], 2),
            // North's row is empty: six stones reach it.
            ("rules-5", [3, 1, 1, 1, 1, 1], [17, 17], 0),
            // North is left one stone and no move.
            ("rules-6", [1, 1, 5, 0, 0, 1], [17, 17], 2),
        ];
        let examples: Vec<_> = RULES
            .iter()
            .filter_map(|rule| Some((rule.message, rule.example?)))
            .collect();
        assert_eq!(examples.len(), expected.len());
        for ((message, example), (name, board, captured, last)) in
            examples.into_iter().zip(expected)
        {
            assert_eq!(message, name);
            let report = example.report();
            assert_eq!(report.after.board(), board, "{name}");
            assert_eq!(report.after.captured(), captured, "{name}");
            assert_eq!(report.last_pit().index(), last, "{name}");
        }
    }
}
