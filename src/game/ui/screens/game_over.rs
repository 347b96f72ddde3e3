//! The result, why the game ended, and a rematch. Shown over the final board.

use crate::game::board::{Bands, ScreenLayout};
use crate::game::input::Press;
use crate::game::play::{
    Feat, LastRecord, Links, Match, OnLink, OpenAnalysis, Players, SendLink, Settings, StartGame,
    ToMenu, UndoBySeat, UndoMove,
};
use crate::game::state::AppSystems;
use crate::game::state::{Dialog, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::bands::Faces;
use crate::game::ui::dialog::{RESULT_LAYER, open_facing, scrim_at};
use crate::game::ui::locale::{Locale, Paragraph, keep_numbers_whole};
use crate::game::ui::widgets::{button, button_named, button_row, heading, label, scrolling_panel};
use crate::game::words::Who;
use crate::i18n::Arg;
use crate::rules::{EndReason, GameResult, IllegalMove, Position, Side, Starvation};
use crate::save::Opponent;
use bevy::prelude::*;

/// The headline: who won, and the score with the winner's total first
/// ("North wins, 22–20"; a draw reads 21–21).
pub fn result_headline(result: &GameResult, players: &Players, locale: &Locale) -> String {
    result_headline_for(result, players, locale, None)
}

/// The headline as one seat reads it, face to face: the winner's seat
/// reads "You win".
pub fn result_headline_for(
    result: &GameResult,
    players: &Players,
    locale: &Locale,
    seat: Option<Side>,
) -> String {
    let winner = result.winner();
    let first = winner.unwrap_or(Side::South);
    let score = [
        ("winner", Arg::from(result.stones(first))),
        ("loser", Arg::from(result.stones(first.opponent()))),
    ];
    let who = |side: Side| {
        if seat == Some(side) {
            Who::You
        } else {
            players.who(side)
        }
    };
    match winner.map(who) {
        None => locale.t_with("result-draw", &score),
        Some(Who::You) => locale.t_with("result-you-win", &score),
        Some(Who::Computer) => locale.t_with("result-computer-wins", &score),
        Some(Who::Friend) => locale.t_with("result-friend-wins", &score),
        Some(who) => {
            let mut args = score.to_vec();
            args.push(("who", who.into()));
            locale.t_with("result-side-wins", &args)
        }
    }
}

/// Why the game ended, in a sentence.
pub fn end_reason_text(
    result: &GameResult,
    game: &Match,
    players: &Players,
    locale: &Locale,
) -> String {
    match result.reason {
        EndReason::NoMoves => {
            let stuck = game.to_move();
            locale.t_with(
                "reason-no-moves",
                &[
                    ("who", players.who(stuck).into()),
                    ("rule", Arg::Str(stuck_because(game.position()))),
                ],
            )
        }
        EndReason::Repetition { split } => locale.t_with(
            "reason-repetition",
            &[
                ("stones", Arg::Num(i64::from(split) * 2)),
                ("each", Arg::from(split)),
            ],
        ),
    }
}

/// The rules that can leave a player without a move, as `reason-no-moves`
/// selects them.
pub const STUCK_RULES: [&str; 3] = ["few", "feeding", "grand-slam"];

/// Why the player to move has no legal move, one of [`STUCK_RULES`]: no
/// pit to play (`few`), or only moves that would leave the other row
/// empty, because it is empty already (`feeding`) or they would capture it
/// all (`grand-slam`). The rules core says which rule held each pit.
fn stuck_because(position: &Position) -> &'static str {
    let held = position
        .to_move()
        .pits()
        .into_iter()
        .filter_map(|pit| match position.check(pit) {
            Err(IllegalMove::WouldStarve { rule, .. }) => Some(rule),
            _ => None,
        })
        .next();
    STUCK_RULES[match held {
        None => 0,
        Some(Starvation::Feeding) => 1,
        Some(Starvation::GrandSlam) => 2,
    }]
}

/// What the game added to its record, in a sentence: "3 wins in a row
/// against Club!", "Your best margin against Expert: +6".
pub fn record_sentence(last: &LastRecord, locale: &Locale) -> String {
    let record = last.record;
    let counts = [
        ("won", Arg::Num(i64::from(record.won))),
        ("drawn", Arg::Num(i64::from(record.drawn))),
        ("lost", Arg::Num(i64::from(record.lost))),
        ("played", Arg::Num(i64::from(record.played))),
    ];
    let level = match last.opponent {
        Opponent::Computer(level) => level,
        Opponent::TwoPlayers => return locale.t_with("record-two-players", &counts),
        Opponent::ByLink => return locale.t_with("record-by-link", &counts),
    };
    let name = locale.level(level);
    let opponent = ("opponent", Arg::Str(&name));
    match last.feat {
        Feat::BestMargin { margin } => locale.t_with(
            "record-best-margin",
            &[opponent, ("margin", Arg::Num(i64::from(margin)))],
        ),
        Feat::Streak { wins } => locale.t_with(
            "record-streak",
            &[opponent, ("wins", Arg::Num(i64::from(wins)))],
        ),
        Feat::FirstWin => locale.t_with("record-first-win", &[opponent]),
        Feat::Standing => {
            let mut args = counts.to_vec();
            args.push(opponent);
            locale.t_with("record-standing", &args)
        }
    }
}

fn spawn_result(
    mut commands: Commands,
    game: Res<Match>,
    players: Res<Players>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    fonts: Res<UiFonts>,
    screen_layout: Res<ScreenLayout>,
) {
    let Some(result) = game.result() else {
        return;
    };
    let fonts = fonts.into_inner();
    let face_to_face = players.face_to_face(&settings);
    let wide = matches!(screen_layout.bands, Bands::Landscape { .. });
    commands
        .spawn((
            Name::new("Game over"),
            DespawnOnExit(Screen::GameOver),
            // Over the whole window, not the board's band: on a phone at
            // a large text size the card needs the height, and it says
            // the score itself. Modal, as a dialog is.
            scrim_at(RESULT_LAYER),
        ))
        .with_children(|parent| {
            if !face_to_face {
                spawn_card(parent, None, &result, &game, &players, &locale, fonts);
                return;
            }
            // Face to face, each seat reads its own card on its own half:
            // North's turned to North, as its seat is.
            let direction = if wide {
                FlexDirection::Row
            } else {
                FlexDirection::Column
            };
            parent
                .spawn(Node {
                    flex_direction: direction,
                    width: percent(100),
                    height: percent(100),
                    ..default()
                })
                .with_children(|halves| {
                    for seat in [Side::North, Side::South] {
                        halves
                            .spawn((
                                Name::new(format!("Result for {seat}")),
                                // A definite half, so the card's own
                                // height limit holds and it scrolls.
                                Node {
                                    width: percent(if wide { 50 } else { 100 }),
                                    height: percent(if wide { 100 } else { 50 }),
                                    justify_content: JustifyContent::Center,
                                    // Upright, each card hugs the middle, away
                                    // from its seat's buttons (a turned half's
                                    // start is the middle too).
                                    align_items: if wide {
                                        AlignItems::Center
                                    } else {
                                        AlignItems::FlexStart
                                    },
                                    ..default()
                                },
                                Faces(seat),
                                UiTransform {
                                    rotation: Faces(seat).rotation(),
                                    ..default()
                                },
                            ))
                            .with_children(|half| {
                                spawn_card(
                                    half,
                                    Some(seat),
                                    &result,
                                    &game,
                                    &players,
                                    &locale,
                                    fonts,
                                );
                            });
                    }
                });
        });
}

/// The result's card: the headline, why, the record and what to do next.
/// Face to face, `seat` is the seat it faces: its headline speaks to that
/// seat, and its buttons act for it.
fn spawn_card(
    parent: &mut ChildSpawnerCommands,
    seat: Option<Side>,
    result: &GameResult,
    game: &Match,
    players: &Players,
    locale: &Locale,
    fonts: &UiFonts,
) {
    let north = seat == Some(Side::North);
    // Wide enough for a long headline at a tablet's text size.
    parent
        .spawn(scrolling_panel(640.0, AlignItems::Center))
        .with_children(|panel| {
            panel.spawn((
                Name::new("Result"),
                heading(
                    keep_numbers_whole(&result_headline_for(result, players, locale, seat)),
                    size::HEADING,
                    fonts,
                ),
                // A headline that wraps (French, at a phone's size) stays
                // centred on the card, as its reason is.
                TextLayout::justify(Justify::Center),
            ));
            panel.spawn((
                Name::new("Reason"),
                Paragraph,
                label(
                    end_reason_text(result, game, players, locale),
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
            panel.spawn((
                Name::new("Record"),
                RecordText,
                label("", size::BODY, palette::HINT, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    margin: UiRect::bottom(px(10)),
                    ..default()
                },
            ));
            let name = |south: &'static str, north_name: &'static str| {
                if north { north_name } else { south }
            };
            let by_link = players.by_link();
            panel.spawn(card_row()).with_children(|row| {
                // By link, the last move still has to reach the friend.
                if by_link {
                    row.spawn((button("button-send", fonts), ForTheLastMove))
                        .observe(|_: On<Press>, mut commands: Commands| commands.trigger(SendLink));
                } else {
                    row.spawn(button_named(
                        name("button-rematch", "north-rematch"),
                        "button-rematch",
                        fonts,
                    ))
                    .observe(|_: On<Press>, mut commands: Commands| commands.trigger(StartGame));
                }
                // Review replays the game on the board, move by move. North's
                // seat across a tablet reads the list, turned to it: the
                // board faces South.
                let mut review = row.spawn(button_named(
                    name("button-review", "north-review"),
                    "button-review",
                    fonts,
                ));
                if north {
                    review.observe(open_facing(Dialog::Review, Side::North));
                } else {
                    review.observe(analyse_game);
                }
            });
            // The ways out on a row of their own, so the rows stay
            // balanced however wide the panel is.
            panel.spawn(card_row()).with_children(|row| {
                let mut undo = row.spawn(button_named(
                    name("button-undo", "north-undo"),
                    "button-undo",
                    fonts,
                ));
                if by_link {
                    undo.insert(ForTheLastMove);
                }
                undo.observe(move |_: On<Press>, mut commands: Commands| match seat {
                    Some(seat) => commands.trigger(UndoBySeat(seat)),
                    None => commands.trigger(UndoMove),
                });
                // Either seat may leave for the title.
                row.spawn(button_named(
                    name("button-menu", "north-menu"),
                    "button-menu",
                    fonts,
                ))
                .observe(|_: On<Press>, mut commands: Commands| commands.trigger(ToMenu));
            });
        });
}

/// A row of the card's buttons, as wide as the card, so that it wraps
/// within the card rather than reaching past it.
fn card_row() -> impl Bundle {
    let (mut node, mirrored) = button_row();
    node.width = percent(100);
    (node, mirrored)
}

/// The line that says what the game added to its record.
#[derive(Component)]
struct RecordText;

/// Writes the record's sentence once the game has been counted (the count
/// and the panel come in the same frame, in either order).
fn show_record(
    last: Option<Res<LastRecord>>,
    locale: Res<Locale>,
    mut texts: Query<(Ref<RecordText>, &mut Text, &mut Node)>,
) {
    for (marker, mut text, mut node) in &mut texts {
        let changed = marker.is_added()
            || locale.is_changed()
            || last.as_ref().is_some_and(|l| l.is_changed());
        if !changed {
            continue;
        }
        let said = last
            .as_deref()
            .map(|l| record_sentence(l, &locale))
            .unwrap_or_default();
        node.display = if said.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        text.0 = said;
    }
}

/// Opens the finished game on the analysis board, from its start.
pub fn analyse_game(_: On<Press>, game: Res<Match>, mut commands: Commands) {
    commands.trigger(OpenAnalysis {
        start: *game.start(),
        moves: game.moves().to_vec(),
        at: 0,
    });
}

/// By link, Send and Undo on the result act on this device's last move
/// while it has yet to reach the friend.
#[derive(Component)]
struct ForTheLastMove;

/// By link, a game the friend's move ended, or whose last move was sent,
/// has nothing to send or take back: its result offers neither.
fn only_for_an_unsent_move(
    on_link: Res<OnLink>,
    links: Res<Links>,
    mut buttons: Query<&mut Node, Added<ForTheLastMove>>,
) {
    let unsent = on_link
        .0
        .and_then(|id| links.0.get(id))
        .is_some_and(|kept| kept.unsent);
    if unsent {
        return;
    }
    for mut node in &mut buttons {
        node.display = Display::None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_result)
        .add_systems(
            Update,
            only_for_an_unsent_move
                .run_if(any_match_filter::<Added<ForTheLastMove>>)
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Update,
            show_record
                .run_if(in_state(Screen::GameOver))
                .in_set(AppSystems::Show),
        );
}
