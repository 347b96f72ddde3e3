//! The analysis board's list of moves: a button a move, worded, fitted to
//! whole rows and kept in view; and the step to a position that the list,
//! the arrow keys and the buttons ask for.

use super::session::Analysis;
use crate::game::board::ScreenLayout;
use crate::game::input::{Press, ScrollIntoView};
use crate::game::state::{AppSystems, Screen};
use crate::game::theme::{UiFonts, palette, side_color, size};
use crate::game::ui::locale::{Locale, Mirrored};
use crate::game::ui::pages::move_line;
use crate::game::ui::widgets::{ButtonId, MIN_TARGET, label};
use crate::game::words::Who;
use crate::rules::{Pit, Side};
use bevy::prelude::*;

/// Show the position after `0` moves.
#[derive(Event, Clone, Copy, Debug)]
pub struct StepTo(pub usize);

fn step_to(step: On<StepTo>, analysis: Option<ResMut<Analysis>>) {
    if let Some(mut analysis) = analysis {
        let at = step.0.min(analysis.game.moves().len());
        if analysis.at != at {
            analysis.at = at;
        }
    }
}

#[derive(Component)]
struct MoveList;

/// A move in the list: its ply (1 for the first move).
#[derive(Component, Clone, Copy)]
pub(super) struct MoveEntry(pub(super) usize);

/// A move's words in the list, as the review words it: "7. North: pit 1".
#[derive(Component, Clone, Copy)]
pub(super) struct MoveWords {
    pub(super) ply: usize,
    pub(super) side: Side,
    pit: Pit,
}

/// The moves, a small button each, scrolling when long.
pub(super) fn spawn_move_list(
    panel: &mut ChildSpawnerCommands,
    analysis: &Analysis,
    fonts: &UiFonts,
) {
    panel
        .spawn((
            MoveList,
            Mirrored,
            ScrollPosition::default(),
            Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                max_width: px(720),
                max_height: px(120),
                overflow: Overflow::scroll_y(),
                margin: UiRect::top(px(4)),
                ..default()
            },
        ))
        .with_children(|list| {
            for (i, &pit) in analysis.game.moves().iter().enumerate() {
                let mover = analysis.game.history()[i].to_move();
                list.spawn((
                    Name::new(format!("Move {}", i + 1)),
                    Button,
                    ButtonId("analysis-move"),
                    MoveEntry(i + 1),
                    Node {
                        min_width: px(MIN_TARGET),
                        min_height: px(MIN_TARGET),
                        padding: UiRect::axes(px(6), px(4)),
                        margin: UiRect::all(px(ENTRY_MARGIN)),
                        border: UiRect::all(px(2)),
                        justify_content: JustifyContent::Center,
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    BackgroundColor(palette::BUTTON),
                    BorderColor::all(palette::BUTTON),
                    children![(
                        MoveWords {
                            ply: i + 1,
                            side: mover,
                            pit,
                        },
                        label("", size::SMALL, side_color(mover), fonts),
                        TextLayout::justify(Justify::Center),
                    )],
                ))
                // A move opens the position it was played from, where the
                // heading and the detail line speak of it.
                .observe(move |_: On<Press>, mut commands: Commands| {
                    commands.trigger(StepTo(i));
                });
            }
        });
}

/// Keeps the move on the board in the list's view (and the list in its
/// band's): a step that leaves it above or below scrolls just enough to
/// show it whole.
fn keep_current_in_view(
    analysis: Res<Analysis>,
    mut shown: Local<Option<usize>>,
    entries: Query<(Entity, &MoveEntry)>,
    lists: Query<(&FittedRows, &ComputedNode)>,
    mut into_view: MessageWriter<ScrollIntoView>,
) {
    if *shown == Some(analysis.at) {
        return;
    }
    // Not before the list has its whole rows, laid out: a scroll worked
    // out on the height before would leave a row cut.
    let Ok((fitted, list)) = lists.single() else {
        return;
    };
    let laid_out = list.size.y * list.inverse_scale_factor;
    if (laid_out - fitted.0).abs() > 1.0 && list.content_size.y > list.size.y {
        return;
    }
    // At the end, the last move (the list's bottom).
    let wanted = analysis
        .move_on_board()
        .unwrap_or(analysis.game.moves().len());
    if let Some((entry, _)) = entries.iter().find(|(_, e)| e.0 == wanted) {
        *shown = Some(analysis.at);
        into_view.write(ScrollIntoView(entry));
    }
}

/// Whole rows of moves in the list's view: two, or three on a tall
/// screen. A row cut in half would read as the list's end.
fn fit_list_to_rows(
    screen_layout: Res<ScreenLayout>,
    resized: Query<(), (With<MoveEntry>, Changed<ComputedNode>)>,
    entries: Query<&ComputedNode, With<MoveEntry>>,
    mut lists: Query<(Entity, &mut Node, Option<&FittedRows>), With<MoveList>>,
    mut commands: Commands,
) {
    if resized.is_empty() && !screen_layout.is_changed() {
        return;
    }
    let Some(tile) = entries
        .iter()
        .map(|c| c.size.y * c.inverse_scale_factor)
        .reduce(f32::max)
        .filter(|&h| h > 0.0)
    else {
        return;
    };
    let rows = if screen_layout.size.y >= TALL_SCREEN {
        3.0
    } else {
        2.0
    };
    let height = ((tile + 2.0 * ENTRY_MARGIN) * rows).round();
    for (list, mut node, fitted) in &mut lists {
        if node.max_height != px(height) {
            node.max_height = px(height);
        }
        if fitted.is_none_or(|f| f.0 != height) {
            commands.entity(list).insert(FittedRows(height));
        }
    }
}

/// The list's height in whole rows, logical pixels, once fitted.
#[derive(Component, Clone, Copy, Debug)]
struct FittedRows(f32);

/// Logical pixels around each move in the list.
const ENTRY_MARGIN: f32 = 2.0;
/// A window this tall (logical pixels) shows three rows of moves.
const TALL_SCREEN: f32 = 1000.0;

fn word_moves(locale: Res<Locale>, mut moves: Query<(&MoveWords, &mut Text)>) {
    for (words, mut text) in &mut moves {
        let player = locale.t(Who::side(words.side).name_message());
        let wanted = move_line(&locale, words.ply, &player, words.pit);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(step_to)
        .add_systems(
            Update,
            fit_list_to_rows
                .run_if(in_state(Screen::Analysis))
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Update,
            word_moves
                .run_if(resource_changed::<Locale>.or_eager(any_match_filter::<Added<MoveWords>>))
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Update,
            keep_current_in_view
                .run_if(resource_exists::<Analysis>.and_then(in_state(Screen::Analysis)))
                .in_set(AppSystems::Show),
        );
}
