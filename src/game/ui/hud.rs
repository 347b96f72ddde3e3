//! The heads-up display: scores, whose turn it is, the last move, warnings
//! and notes, and the buttons under the board.

use super::hint::HintShown;
use super::input::Refusal;
use super::locale::{Locale, Mirrored, Paragraph};
use super::match_state::{Controller, Match, Players};
use super::notice::notice_banner;
use super::oracle::Oracle;
use super::screens::title::level_id;
use super::screens::{InMatch, Turn};
use super::sowing::Playback;
use super::theme::{UiAction, UiFonts, button, label, palette, side_color, side_marker, size};
use crate::i18n::Arg;
use crate::rules::Side;
use bevy::prelude::*;

/// How sentences name a side: `you`, `computer`, `south` or `north` (the
/// selector the translations use).
pub fn who(side: Side, players: &Players) -> &'static str {
    match (players.of(side), players.against_computer()) {
        (Controller::Human, true) => "you",
        (Controller::Computer(_), true) => "computer",
        _ => match side {
            Side::South => "south",
            Side::North => "north",
        },
    }
}

/// What a side is called over its score.
pub fn player_name(side: Side, players: &Players, locale: &Locale) -> String {
    let name = locale.t(match who(side, players) {
        "you" => "player-you",
        "computer" => "player-computer",
        "south" => "player-south",
        _ => "player-north",
    });
    match players.of(side) {
        // Two computers (a demo): say which level each plays.
        Controller::Computer(level) if !players.against_computer() => locale.t_with(
            "player-with-level",
            &[
                ("player", Arg::Str(&name)),
                ("level", Arg::Str(&locale.t(level_id(level)))),
            ],
        ),
        _ => name,
    }
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
                Paragraph,
                label("", size::SMALL, palette::WARNING, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    min_height: px(20),
                    ..default()
                },
            ));
            top.spawn(notice_banner(fonts));
        });
    commands
        .spawn((
            Name::new("HUD bottom"),
            DespawnOnExit(InMatch),
            Mirrored,
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
            bottom.spawn(button("button-undo", UiAction::Undo, fonts));
            bottom.spawn(button("button-restart", UiAction::Restart, fonts));
            bottom.spawn(button("button-hint", UiAction::Hint, fonts));
            bottom.spawn(button("button-rules", UiAction::OpenRules, fonts));
            bottom.spawn(button("button-settings", UiAction::OpenSettings, fonts));
            bottom.spawn(button("button-menu", UiAction::Menu, fonts));
        });
}

/// The sentence under the scores: whose turn, or what is happening.
fn turn_sentence(
    turn: Option<Turn>,
    game: &Match,
    players: &Players,
    oracle: &Oracle,
    locale: &Locale,
) -> String {
    let mover = game.to_move();
    let who = who(mover, players);
    match turn {
        _ if game.is_over() => locale.t("turn-over"),
        Some(Turn::Ai) => {
            let thinking = locale.t_with("turn-thinking", &[("who", Arg::Str(who))]);
            // The sliced solve (the web) can say how far it has come.
            if oracle.table().is_none() && oracle.needs_frames() {
                let percent = (oracle.progress() * 100.0) as i64;
                format!(
                    "{thinking} {}",
                    locale.t_with("turn-solving", &[("percent", Arg::Num(percent))])
                )
            } else {
                thinking
            }
        }
        Some(Turn::Animating) => locale.t("turn-sowing"),
        _ if who == "you" => locale.t("turn-yours"),
        _ => locale.t_with("turn-to-move", &[("who", Arg::Str(who))]),
    }
}

/// The last move, in words.
fn last_move_sentence(game: &Match, players: &Players, locale: &Locale) -> Option<String> {
    let history = game.history();
    let &pit = game.moves().last()?;
    let before = history[history.len() - 2];
    let after = history[history.len() - 1];
    let mover = before.to_move();
    let gained = after.captured_by(mover) - before.captured_by(mover);
    let args = [
        ("who", Arg::Str(who(mover, players))),
        ("pit", Arg::from(pit_label(pit))),
        ("stones", Arg::from(gained)),
    ];
    Some(if gained > 0 {
        locale.t_with("last-move-captured", &args)
    } else {
        locale.t_with("last-move", &args)
    })
}

fn update_hud(
    game: Res<Match>,
    players: Res<Players>,
    playback: Res<Playback>,
    refusal: Res<Refusal>,
    hint: Res<HintShown>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    turn: Option<Res<State<Turn>>>,
    mut scores: Query<(&ScoreText, &mut Text), (Without<TurnText>, Without<NoteText>)>,
    mut turn_text: Query<&mut Text, (With<TurnText>, Without<NoteText>, Without<ScoreText>)>,
    mut note_text: Query<
        (&mut Text, &mut TextColor),
        (With<NoteText>, Without<TurnText>, Without<ScoreText>),
    >,
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
            player_name(side, &players, &locale),
            playback.shown.captured[side.index()]
        );
        set(&mut text, value);
    }
    let turn = turn.map(|t| *t.get());
    for mut text in &mut turn_text {
        set(
            &mut text,
            turn_sentence(turn, &game, &players, &oracle, &locale),
        );
    }
    let human_turn = turn == Some(Turn::Human) && players.is_human(game.to_move());
    let repeating = game.repeating_moves();
    let (note, color) = if refusal.seconds_left > 0.0 {
        (refusal.reason.clone(), palette::REFUSED)
    } else if playback.forfeit_note > 0.0 {
        (locale.t("forfeit-note"), palette::WARNING)
    } else if hint.seconds_left > 0.0 && human_turn {
        (hint.text.clone(), palette::FOCUS)
    } else if human_turn && !repeating.is_empty() {
        let pits: Vec<String> = repeating
            .into_iter()
            .map(|p| pit_label(p as u8).to_string())
            .collect();
        let text = locale.t_with(
            "repetition-warning",
            &[
                ("count", Arg::from(pits.len())),
                ("pits", Arg::Str(&pits.join(", "))),
                ("stones", Arg::from(game.position().board_total())),
            ],
        );
        (text, palette::WARNING)
    } else if turn != Some(Turn::Animating) {
        (
            last_move_sentence(&game, &players, &locale).unwrap_or_default(),
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
}

/// Whether anything the HUD shows may have changed since it last looked:
/// its sentences go through Fluent, so it does not rebuild them every frame.
fn hud_inputs_changed(
    game: Res<Match>,
    players: Res<Players>,
    playback: Res<Playback>,
    refusal: Res<Refusal>,
    hint: Res<HintShown>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    turn: Option<Res<State<Turn>>>,
    spawned: Query<(), Added<ScoreText>>,
) -> bool {
    game.is_changed()
        || players.is_changed()
        || playback.is_changed()
        || refusal.is_changed()
        || hint.is_changed()
        || oracle.is_changed()
        || locale.is_changed()
        || turn.is_some_and(|t| t.is_changed())
        || !spawned.is_empty()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(InMatch), spawn_hud).add_systems(
        Update,
        update_hud
            .run_if(in_state(InMatch).and_then(hud_inputs_changed))
            .in_set(super::AppSystems::Update),
    );
}
