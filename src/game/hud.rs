//! The heads-up display: scores, whose turn it is, the last move, warnings
//! and notes, and the buttons under the board.

use super::input::Refusal;
use super::match_state::{Controller, Match, Players};
use super::oracle::Oracle;
use super::screens::{InMatch, Turn};
use super::settings::Settings;
use super::sowing::Playback;
use super::theme::{UiAction, UiFonts, button, label, palette, side_color, side_marker, size};
use crate::ai::Level;
use crate::rules::Side;
use bevy::prelude::*;

/// What a side is called on screen.
pub fn side_name(side: Side, players: &Players) -> String {
    match (players.of(side), players.against_computer()) {
        (Controller::Human, true) => "You".into(),
        (Controller::Computer(_), true) => "Computer".into(),
        (Controller::Computer(level), false) => format!("{side} ({})", level_name(level)),
        (Controller::Human, false) => side.to_string(),
    }
}

fn level_name(level: Level) -> String {
    let name = level.name();
    name[..1].to_uppercase() + &name[1..]
}

/// A pit as a player names it: 1–3 from that player's left.
pub fn pit_label(pit: u8) -> u8 {
    pit % 3 + 1
}

#[derive(Component)]
struct ScoreText(Side);

#[derive(Component)]
struct TurnText;

#[derive(Component)]
struct NoteText;

#[derive(Component)]
struct SpeedButtonText;

fn spawn_hud(mut commands: Commands, fonts: Res<UiFonts>) {
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("HUD top"),
            DespawnOnExit(InMatch),
            Node {
                position_type: PositionType::Absolute,
                top: px(0),
                left: px(0),
                right: px(0),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(12), px(8)),
                ..default()
            },
        ))
        .with_children(|top| {
            top.spawn(Node {
                flex_direction: FlexDirection::Row,
                justify_content: JustifyContent::SpaceBetween,
                width: percent(100),
                max_width: px(720),
                ..default()
            })
            .with_children(|row| {
                for side in Side::BOTH {
                    row.spawn(Node {
                        flex_direction: FlexDirection::Row,
                        align_items: AlignItems::Center,
                        ..default()
                    })
                    .with_children(|chip| {
                        chip.spawn(side_marker(side));
                        chip.spawn((
                            ScoreText(side),
                            label("", size::HEADING, side_color(side), fonts),
                        ));
                    });
                }
            });
            top.spawn((TurnText, label("", size::BODY, palette::TEXT, fonts)));
            top.spawn((
                NoteText,
                label("", size::SMALL, palette::WARNING, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    min_height: px(20),
                    ..default()
                },
            ));
        });
    commands
        .spawn((
            Name::new("HUD bottom"),
            DespawnOnExit(InMatch),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(0),
                left: px(0),
                right: px(0),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                padding: UiRect::all(px(6)),
                ..default()
            },
        ))
        .with_children(|bottom| {
            bottom.spawn(button("Undo", UiAction::Undo, fonts));
            bottom.spawn(button("Restart", UiAction::Restart, fonts));
            bottom.spawn((
                button("Speed", UiAction::CycleSpeed, fonts),
                SpeedButtonText,
            ));
            bottom.spawn(button("Rules", UiAction::OpenRules, fonts));
            bottom.spawn(button("Menu", UiAction::Menu, fonts));
        });
}

/// The sentence under the scores: whose turn, or what is happening.
fn turn_sentence(turn: Option<Turn>, game: &Match, players: &Players, oracle: &Oracle) -> String {
    let mover = game.to_move();
    let name = side_name(mover, players);
    match turn {
        _ if game.is_over() => "Game over".into(),
        Some(Turn::Ai) => {
            if oracle.table().is_none() && oracle.is_solving() {
                format!(
                    "{name} is thinking… (solving: {:.0}%)",
                    oracle.progress() * 100.0
                )
            } else {
                format!("{name} is thinking…")
            }
        }
        Some(Turn::Animating) => "Sowing… (tap to hurry)".into(),
        _ if players.against_computer() => "Your turn: choose a pit".into(),
        _ => format!("{name} to move"),
    }
}

/// The last move, in words.
fn last_move_sentence(game: &Match, players: &Players) -> Option<String> {
    let history = game.history();
    let &pit = game.moves().last()?;
    let before = history[history.len() - 2];
    let after = history[history.len() - 1];
    let mover = before.to_move();
    let gained = after.captured_by(mover) - before.captured_by(mover);
    let mut text = format!(
        "{} played pit {}",
        side_name(mover, players),
        pit_label(pit)
    );
    if gained > 0 {
        text += &format!(" and captured {gained}");
    }
    Some(text)
}

fn update_hud(
    game: Res<Match>,
    players: Res<Players>,
    playback: Res<Playback>,
    refusal: Res<Refusal>,
    oracle: Res<Oracle>,
    settings: Res<Settings>,
    turn: Option<Res<State<Turn>>>,
    mut scores: Query<(&ScoreText, &mut Text), (Without<TurnText>, Without<NoteText>)>,
    mut turn_text: Query<&mut Text, (With<TurnText>, Without<NoteText>, Without<ScoreText>)>,
    mut note_text: Query<
        (&mut Text, &mut TextColor),
        (With<NoteText>, Without<TurnText>, Without<ScoreText>),
    >,
    speed_buttons: Query<&Children, With<SpeedButtonText>>,
    mut texts: Query<&mut Text, (Without<ScoreText>, Without<TurnText>, Without<NoteText>)>,
) {
    let set = |text: &mut Text, value: String| {
        if text.0 != value {
            text.0 = value;
        }
    };
    for (score, mut text) in &mut scores {
        let side = score.0;
        let value = format!(
            "{} {}",
            side_name(side, &players),
            playback.shown.captured[side.index()]
        );
        set(&mut text, value);
    }
    let turn = turn.map(|t| *t.get());
    for mut text in &mut turn_text {
        set(&mut text, turn_sentence(turn, &game, &players, &oracle));
    }
    let human_turn = turn == Some(Turn::Human) && players.is_human(game.to_move());
    let repeating = game.repeating_moves();
    let (note, color) = if refusal.seconds_left > 0.0 {
        (refusal.reason.clone(), palette::REFUSED)
    } else if playback.forfeit_note > 0.0 {
        (
            "First move of the game: nothing is captured.".to_owned(),
            palette::WARNING,
        )
    } else if human_turn && !repeating.is_empty() {
        let pits: Vec<String> = repeating
            .into_iter()
            .map(|p| pit_label(p as u8).to_string())
            .collect();
        (
            format!(
                "Repetition: pit {} would bring this position back a third time, ending the game with the board shared equally.",
                pits.join(" or ")
            ),
            palette::WARNING,
        )
    } else if turn != Some(Turn::Animating) {
        (
            last_move_sentence(&game, &players).unwrap_or_default(),
            palette::TEXT_DIM,
        )
    } else {
        (String::new(), palette::TEXT_DIM)
    };
    for (mut text, mut text_color) in &mut note_text {
        set(&mut text, note.clone());
        if text_color.0 != color {
            text_color.0 = color;
        }
    }
    for children in &speed_buttons {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                set(&mut text, format!("Speed: {}", settings.speed.name()));
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(InMatch), spawn_hud).add_systems(
        Update,
        update_hud
            .run_if(in_state(InMatch))
            .in_set(super::AppSystems::Update),
    );
}
