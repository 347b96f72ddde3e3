//! The result, why the game ended, and a rematch. Shown over the final board.

use super::Screen;
use crate::game::hud::side_name;
use crate::game::match_state::{Autoplay, Match, NewGame, Players};
use crate::game::theme::{Act, UiAction, UiFonts, button, heading, label, palette, size};
use crate::rules::{EndReason, GameResult, Side};
use bevy::prelude::*;

/// How long an automatic game's result shows before the next game.
const AUTOPLAY_PAUSE: f32 = 2.5;

/// The headline: who won, and the score.
pub fn result_headline(result: &GameResult, players: &Players) -> String {
    let score = format!(
        "{}–{}",
        result.stones(Side::South),
        result.stones(Side::North)
    );
    match result.winner() {
        None => format!("A draw, {score}"),
        Some(side) if players.against_computer() && players.is_human(side) => {
            format!("You win, {score}")
        }
        Some(_) if players.against_computer() => format!("The computer wins, {score}"),
        Some(side) => format!("{} wins, {score}", side_name(side, players)),
    }
}

/// Why the game ended, in a sentence.
pub fn end_reason_text(result: &GameResult, game: &Match, players: &Players) -> String {
    match result.reason {
        EndReason::NoMoves => format!(
            "{} had no legal move, so each player kept the stones in their own row.",
            side_name(game.to_move(), players)
        ),
        EndReason::Repetition { split } => format!(
            "The same position came up a third time, so the {} stones on the board were shared equally, {split} each.",
            u32::from(split) * 2
        ),
    }
}

fn spawn_result(
    mut commands: Commands,
    game: Res<Match>,
    players: Res<Players>,
    fonts: Res<UiFonts>,
) {
    let Some(result) = game.result() else {
        return;
    };
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Game over"),
            DespawnOnExit(Screen::GameOver),
            GlobalZIndex(5),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .with_children(|parent| {
            parent
                .spawn((
                    Node {
                        width: percent(92),
                        max_width: px(560),
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        padding: UiRect::all(px(24)),
                        margin: UiRect::all(px(12)),
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(18)),
                        ..default()
                    },
                    BackgroundColor(palette::PANEL),
                    BorderColor::all(palette::BORDER),
                ))
                .with_children(|panel| {
                    panel.spawn((
                        Name::new("Result"),
                        heading(result_headline(&result, &players), size::HEADING, fonts),
                    ));
                    panel.spawn((
                        Name::new("Reason"),
                        label(
                            end_reason_text(&result, &game, &players),
                            size::BODY,
                            palette::TEXT_DIM,
                            fonts,
                        ),
                        TextLayout::justify(Justify::Center),
                        Node {
                            margin: UiRect::vertical(px(12)),
                            ..default()
                        },
                    ));
                    panel
                        .spawn(Node {
                            flex_direction: FlexDirection::Row,
                            flex_wrap: FlexWrap::Wrap,
                            justify_content: JustifyContent::Center,
                            ..default()
                        })
                        .with_children(|row| {
                            row.spawn(button("Rematch", UiAction::Rematch, fonts));
                            row.spawn(button("Undo", UiAction::Undo, fonts));
                            row.spawn(button("Menu", UiAction::Menu, fonts));
                        });
                });
        });
}

fn act(
    act: On<Act>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if act.0 == UiAction::Rematch && *screen.get() == Screen::GameOver {
        commands.trigger(NewGame);
        next.set(Screen::Playing);
    }
}

/// Demo mode: the next game starts by itself.
fn autoplay_rematch(time: Res<Time>, mut waited: Local<f32>, mut commands: Commands) {
    *waited += time.delta_secs();
    if *waited >= AUTOPLAY_PAUSE {
        *waited = 0.0;
        commands.trigger(Act(UiAction::Rematch));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_result)
        .add_systems(
            Update,
            autoplay_rematch
                .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Autoplay>)),
        )
        .add_observer(act);
}
