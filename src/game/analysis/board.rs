//! The analysis board: a game step by step (‹ ›, the arrow keys, or a tap
//! on a move in the list). At each position every legal move shows its
//! exact worth on its pit from the solved table, an illegal pit its
//! reason; the move that gave away the most is the turning point. "Play
//! from here" starts a new game from the shown position.

use super::move_list::{MoveEntry, MoveWords, StepTo, spawn_move_list};
use super::session::Analysis;
use crate::ai::{Level, MoveReview, review};
use crate::game::board::{PitMarks, PitNote, PitNotes, Playback, ReplayMove};
use crate::game::input::Press;
use crate::game::play::{LoadGame, Match, OpenAnalysis, Oracle, Players, step_on};
use crate::game::state::{AppSystems, Screen, no_dialog};
use crate::game::theme::{UiFonts, palette, side_color, size};
use crate::game::ui::bands::{Slot, band};
use crate::game::ui::locale::{Locale, Mirrored};
use crate::game::ui::room::{RoomFor, room};
use crate::game::ui::widgets::{button, button_text, heading, label, tr};
use crate::game::words::{PitName, Who, level_message};
use crate::i18n::Arg;
use crate::prefs::Controller;
use crate::rules::{Game, PITS, Pit, Side};
use bevy::prelude::*;

/// Whether the level chooser of "Play from here" is open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayChooser(pub bool);

fn open_analysis(
    open: On<OpenAnalysis>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let mut game = Game::from_position(open.start);
    for &pit in &open.moves {
        if game.play(pit).is_err() {
            warn!("an analysed game holds an illegal move; it stops there");
            break;
        }
    }
    let at = open.at.min(game.moves().len());
    commands.insert_resource(Analysis {
        game,
        at,
        judged: None,
    });
    commands.insert_resource(PlayChooser(false));
    next.set(Screen::Analysis);
}

/// Puts the shown position on the board, with every move's worth. A step
/// on by one replays its move, sown as in play (unless a move is still
/// being drawn, when the board jumps, as it does for any other step).
#[allow(clippy::too_many_arguments)]
fn show_position(
    analysis: Res<Analysis>,
    oracle: Res<Oracle>,
    playback: Res<Playback>,
    mut game: ResMut<Match>,
    mut notes: ResMut<PitNotes>,
    mut marks: ResMut<PitMarks>,
    mut on_board: Local<Option<usize>>,
    mut commands: Commands,
) {
    if !analysis.is_changed() && !oracle.is_changed() {
        return;
    }
    if analysis.is_added() {
        *on_board = None;
    }
    let shown = analysis.shown();
    if *on_board != Some(analysis.at) {
        let one_on = on_board.is_some_and(|was| was + 1 == analysis.at);
        // The board holds the position before the move, as last shown.
        let before = &shown.moves()[..analysis.at.saturating_sub(1)];
        match shown.moves().last() {
            Some(&pit) if one_on && !playback.is_active() && game.moves() == before => {
                let report = step_on(&mut game, pit).expect("the game's own move");
                commands.trigger(ReplayMove { report });
            }
            _ => commands.trigger(LoadGame {
                game: shown.clone(),
                players: Players::only(shown.to_move()),
            }),
        }
        *on_board = Some(analysis.at);
    }
    let position = *shown.position();
    let mut new_notes = [None; PITS];
    let mut best = None;
    if let Some(table) = oracle.table()
        && !shown.is_over()
    {
        let values = table.move_values(&position);
        best = values.best();
        for pit in position.to_move().pits() {
            new_notes[pit] = match (values.get(pit), position.check(pit)) {
                (Some(value), _) => Some(PitNote::Value(value)),
                (None, Err(reason)) => Some(PitNote::Illegal(reason)),
                (None, Ok(())) => None,
            };
        }
    }
    notes.set_if_neq(PitNotes(new_notes));
    // The best move in green, and the move the game went on with if it
    // gave stones away.
    let played = analysis.game.moves().get(analysis.at).copied();
    let best_pit = best.and_then(|b| {
        Pit::ALL
            .into_iter()
            .find(|&p| new_notes[p] == Some(PitNote::Value(b)))
    });
    let gave_away = |p: Pit| match (new_notes[p], best) {
        (Some(PitNote::Value(v)), Some(b)) => v < b,
        _ => false,
    };
    marks.set_if_neq(PitMarks {
        beckon: None,
        best: best_pit,
        missed: played.filter(|&p| gave_away(p)),
    });
}

/// Judges every move once the table is there (it may come later, on the
/// web).
fn judge(oracle: Res<Oracle>, mut analysis: ResMut<Analysis>) {
    if analysis.judged.is_none()
        && let Some(table) = oracle.table()
    {
        analysis.judged = Some(review(&analysis.game, &table));
    }
}

fn leave(mut notes: ResMut<PitNotes>, mut marks: ResMut<PitMarks>, mut commands: Commands) {
    *notes = PitNotes::default();
    *marks = PitMarks::default();
    commands.remove_resource::<Analysis>();
}

/// The arrow keys step through the game.
fn arrow_keys(
    keys: Res<ButtonInput<KeyCode>>,
    analysis: Res<Analysis>,
    locale: Res<Locale>,
    mut commands: Commands,
) {
    // In Urdu the list reads right to left: so do the arrows.
    let forward = if locale.language.is_right_to_left() {
        KeyCode::ArrowLeft
    } else {
        KeyCode::ArrowRight
    };
    let backward = if forward == KeyCode::ArrowLeft {
        KeyCode::ArrowRight
    } else {
        KeyCode::ArrowLeft
    };
    if keys.just_pressed(forward) {
        commands.trigger(StepTo(analysis.at + 1));
    } else if keys.just_pressed(backward) && analysis.at > 0 {
        commands.trigger(StepTo(analysis.at - 1));
    } else if keys.just_pressed(KeyCode::Home) {
        commands.trigger(StepTo(0));
    } else if keys.just_pressed(KeyCode::End) {
        commands.trigger(StepTo(analysis.game.moves().len()));
    }
}

/// Starts a new game from the shown position against `against` (or two
/// people): the person plays the side to move.
fn play_from_here(
    against: Option<Level>,
) -> impl Fn(On<Press>, Res<Analysis>, ResMut<NextState<Screen>>, Commands) {
    move |_: On<Press>,
          analysis: Res<Analysis>,
          mut next: ResMut<NextState<Screen>>,
          mut commands: Commands| {
        let shown = analysis.shown();
        let mover = shown.to_move();
        let other = against.map_or(Controller::Human, Controller::Computer);
        let (south, north) = match mover {
            Side::South => (Controller::Human, other),
            Side::North => (other, Controller::Human),
        };
        let players = Players {
            south,
            north,
            first: shown.start().to_move(),
            only: None,
        };
        commands.trigger(LoadGame {
            game: shown,
            players,
        });
        next.set(Screen::Playing);
    }
}

#[derive(Component)]
struct PositionLine;

#[derive(Component)]
struct DetailLine;

/// Shown while the chooser is closed, and while it is open.
#[derive(Component)]
struct StepButtons;

#[derive(Component)]
struct ChooserButtons;

/// A line of the key to the board and the list: small, dim, centred.
fn key_line(id: &'static str, fonts: &UiFonts) -> impl Bundle {
    (
        tr(id, size::SMALL, palette::TEXT_DIM, fonts),
        TextLayout::justify(Justify::Center),
        Node {
            max_width: px(720),
            ..default()
        },
    )
}

fn spawn_screen(mut commands: Commands, fonts: Res<UiFonts>, analysis: Res<Analysis>) {
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Analysis panel"),
            DespawnOnExit(Screen::Analysis),
            band(Slot::Info),
        ))
        .with_children(|top| {
            // Rooms for the longest of these lines over the whole game.
            top.spawn((AnalysisRoom::Position, room())).with_child((
                PositionLine,
                heading("", size::BODY, fonts),
                TextLayout::justify(Justify::Center),
            ));
            top.spawn((AnalysisRoom::Detail, room())).with_child((
                DetailLine,
                label("", size::SMALL, palette::TEXT_DIM, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    ..default()
                },
            ));
            // What the numbers on the pits mean, once.
            top.spawn(key_line("analysis-legend", fonts));
            // The moves, a small button each, scrolling when long.
            spawn_move_list(top, &analysis, fonts);
            // What the list's fills and frames mean.
            top.spawn(key_line("analysis-frames", fonts));
        });
    commands
        .spawn((
            Name::new("Analysis buttons"),
            DespawnOnExit(Screen::Analysis),
            Mirrored,
            band(Slot::Actions),
        ))
        .with_children(|row| {
            row.spawn((StepButtons, button("analysis-back", fonts)))
                .observe(
                    |_: On<Press>, analysis: Res<Analysis>, mut commands: Commands| {
                        commands.trigger(StepTo(analysis.at.saturating_sub(1)));
                    },
                );
            row.spawn((StepButtons, button("analysis-next", fonts)))
                .observe(
                    |_: On<Press>, analysis: Res<Analysis>, mut commands: Commands| {
                        commands.trigger(StepTo(analysis.at + 1));
                    },
                );
            row.spawn((StepButtons, button("analysis-turning", fonts)))
                .observe(
                    |_: On<Press>, analysis: Res<Analysis>, mut commands: Commands| {
                        if let Some(turn) = analysis.turning_point() {
                            // The position the costly move was played from.
                            commands.trigger(StepTo(turn.ply - 1));
                        }
                    },
                );
            row.spawn((StepButtons, button("analysis-play", fonts)))
                .observe(|_: On<Press>, mut choosing: ResMut<PlayChooser>| choosing.0 = true);
            row.spawn((StepButtons, button("analysis-share", fonts)))
                .observe(super::share::share_game);
            row.spawn((StepButtons, button("button-menu", fonts)))
                .observe(|_: On<Press>, mut next: ResMut<NextState<Screen>>| {
                    next.set(Screen::Title)
                });
            for level in Level::ALL {
                row.spawn((ChooserButtons, button(level_message(level), fonts)))
                    .observe(play_from_here(Some(level)));
            }
            row.spawn((ChooserButtons, button("mode-two-players", fonts)))
                .observe(play_from_here(None));
            row.spawn((
                ChooserButtons,
                button_text("analysis-cancel", "×".into(), fonts),
            ))
            .observe(|_: On<Press>, mut choosing: ResMut<PlayChooser>| choosing.0 = false);
        });
}

/// The position line: which move, whose turn; or that the game is over.
pub fn position_line(analysis: &Analysis, locale: &Locale) -> String {
    let shown = analysis.shown();
    let total = analysis.game.moves().len();
    if shown.is_over() {
        return locale.t_with(
            "analysis-over",
            &[("n", Arg::from(analysis.at)), ("total", Arg::from(total))],
        );
    }
    // The move about to be played, counted as the turning point and the
    // move list count it (the first move is 1).
    locale.t_with(
        "analysis-position",
        &[
            ("n", Arg::from(analysis.at + 1)),
            ("total", Arg::from(total)),
            ("who", Who::side(shown.to_move()).into()),
        ],
    )
}

/// The detail line: the move played from here and what it gave away, the
/// turning point, or that the table is still being worked out.
pub fn detail_line(analysis: &Analysis, oracle: &Oracle, locale: &Locale) -> String {
    let Some(judged) = &analysis.judged else {
        let percent = (oracle.progress() * 100.0) as i64;
        return locale.t_with("analysis-waiting", &[("percent", Arg::Num(percent))]);
    };
    let mut parts = Vec::new();
    if let Some(m) = judged.iter().find(|m| m.ply == analysis.at + 1) {
        parts.push(locale.t_with(
            "analysis-played",
            &[
                ("pit", PitName::of(m.pit).into()),
                ("lost", Arg::from(m.lost)),
            ],
        ));
    }
    match analysis.turning_point() {
        Some(turn) => parts.push(locale.t_with(
            "analysis-turning-point",
            &[
                ("n", Arg::from(turn.ply)),
                ("who", Who::side(turn.side).into()),
                ("stones", Arg::from(turn.lost)),
            ],
        )),
        None => parts.push(locale.t("review-perfect")),
    }
    parts.join(" ")
}

fn show_panel(
    analysis: Res<Analysis>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    choosing: Res<PlayChooser>,
    added: Query<(), Added<PositionLine>>,
    mut texts: ParamSet<(
        Query<&mut Text, With<PositionLine>>,
        Query<&mut Text, With<DetailLine>>,
    )>,
    mut entries: Query<(&MoveEntry, &mut BorderColor, &mut BackgroundColor)>,
    mut words: Query<(&MoveWords, &mut TextColor)>,
    mut steps: Query<&mut Node, (With<StepButtons>, Without<ChooserButtons>)>,
    mut chooser: Query<&mut Node, (With<ChooserButtons>, Without<StepButtons>)>,
) {
    if !analysis.is_changed()
        && !oracle.is_changed()
        && !locale.is_changed()
        && !choosing.is_changed()
        && added.is_empty()
    {
        return;
    }
    let position = position_line(&analysis, &locale);
    let detail = detail_line(&analysis, &oracle, &locale);
    for mut text in &mut texts.p0() {
        text.0.clone_from(&position);
    }
    for mut text in &mut texts.p1() {
        text.0.clone_from(&detail);
    }
    let turning = analysis.turning_point().map(|t| t.ply);
    let lost = |ply: usize| {
        analysis
            .judged
            .as_ref()
            .and_then(|j| j.iter().find(|m| m.ply == ply))
            .is_some_and(|m| m.lost > 0)
    };
    let on_board = analysis.move_on_board();
    for (entry, mut border, mut fill) in &mut entries {
        // The move the heading names is filled and framed blue, as the key
        // says, its words light on the dark blue.
        let here = Some(entry.0) == on_board;
        fill.set_if_neq(BackgroundColor(if here {
            palette::CURRENT
        } else {
            palette::BUTTON
        }));
        let color = if here {
            palette::SOUTH
        } else if Some(entry.0) == turning {
            palette::REFUSED
        } else if lost(entry.0) {
            palette::WARNING.with_alpha(0.5)
        } else {
            palette::BUTTON
        };
        border.set_if_neq(BorderColor::all(color));
    }
    for (words, mut color) in &mut words {
        let here = Some(words.ply) == on_board;
        color.set_if_neq(TextColor(if here {
            palette::TEXT
        } else {
            side_color(words.side)
        }));
    }
    let show = |on: bool| if on { Display::Flex } else { Display::None };
    for mut node in &mut steps {
        node.display = show(!choosing.0);
    }
    for mut node in &mut chooser {
        node.display = show(choosing.0);
    }
}

/// The rooms of the analysis's lines.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
enum AnalysisRoom {
    Position,
    Detail,
}

/// Fills the rooms with the lines of every position of the game, and the
/// line that waits for the table; before the table is there, with lines
/// as long as its judgements can make them (every move costly, or none).
fn reserve_room(
    analysis: Res<Analysis>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    mut rooms: Query<(&AnalysisRoom, &mut RoomFor)>,
) {
    let total = analysis.game.moves().len();
    let judged_as = |lost: &dyn Fn(usize) -> u8| {
        let history = analysis.game.history();
        analysis
            .game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &pit)| MoveReview {
                ply: i + 1,
                side: history[i].to_move(),
                pit,
                lost: lost(i + 1),
                best_pit: pit,
            })
            .collect::<Vec<_>>()
    };
    let judgements = [
        analysis.judged.clone(),
        // The last move the turning point, so its number is the longest.
        Some(judged_as(&|ply| if ply == total { 42 } else { 41 })),
        Some(judged_as(&|_| 0)),
    ];
    let game = &analysis.game;
    let every_position: Vec<Analysis> = judgements
        .iter()
        .flat_map(|judged| {
            (0..=total).map(move |at| Analysis {
                at,
                judged: judged.clone(),
                game: game.clone(),
            })
        })
        .collect();
    let every_position = || every_position.iter();
    for (which, mut room) in &mut rooms {
        let texts: Vec<String> = match which {
            AnalysisRoom::Position => every_position()
                .map(|shown| position_line(shown, &locale))
                .collect(),
            AnalysisRoom::Detail => every_position()
                .map(|shown| detail_line(shown, &oracle, &locale))
                .chain(std::iter::once(
                    locale.t_with("analysis-waiting", &[("percent", Arg::Num(100))]),
                ))
                .collect(),
        };
        room.set_if_neq(RoomFor(texts));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_analysis)
        .add_systems(OnEnter(Screen::Analysis), spawn_screen)
        .add_systems(OnExit(Screen::Analysis), leave)
        .add_systems(
            Update,
            (
                judge,
                show_position,
                show_panel,
                arrow_keys.run_if(no_dialog.and_then(resource_exists::<ButtonInput<KeyCode>>)),
            )
                .chain()
                .run_if(resource_exists::<Analysis>.and_then(in_state(Screen::Analysis)))
                .in_set(AppSystems::Update),
        )
        .add_systems(
            Update,
            reserve_room
                .run_if(resource_exists::<Analysis>)
                .run_if(
                    resource_changed::<Locale>
                        .or_eager(resource_exists_and_changed::<Analysis>)
                        .or_eager(any_match_filter::<Added<AnalysisRoom>>),
                )
                .in_set(AppSystems::Show),
        );
}
