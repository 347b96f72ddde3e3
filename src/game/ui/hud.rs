//! The heads-up display: scores, whose turn it is, the last move, warnings
//! and notes, and the buttons under the board; for two players face to
//! face, a seat of its own for each. Its sentences, built in `hud_words`
//! from the match, the board and the turn, are drawn only when one of them
//! changed.

use super::bands::{Slot, WholeLine, band};
use super::dialog::{open, open_facing};
pub(super) use super::hud_words::score_name;
use super::hud_words::{
    HudInputs, MOST_STONES, coach_line, last_move_sentence, note, note_lines, turn_lines,
    turn_sentence,
};
use super::locale::{Locale, Mirrored, Paragraph, keep_numbers_whole};
use super::notice::spawn_notice_banner;
use super::room::{RoomFor, WideAs, room};
use super::widgets::{button_named, label, side_marker};
use crate::game::board::Seating;
use crate::game::input::Press;
use crate::game::play::{
    AskHint, Players, RestartGame, SendLink, Settings, ToMenu, UndoBySeat, UndoMove,
};
use crate::game::state::{AppSystems, Dialog, InMatch, person_may_move};
use crate::game::theme::{UiFonts, palette, side_color, size};
use crate::rules::Side;
use bevy::prelude::*;

#[derive(Component)]
pub struct ScoreText(pub Side);

/// The turn line; face to face, the seat it speaks to.
#[derive(Component, Clone, Copy)]
struct TurnText(Option<Side>);

/// The note under it; face to face, the seat whose notes it shows.
#[derive(Component, Clone, Copy)]
struct NoteText(Option<Side>);

/// The turn line and the note as last drawn, for those who listen rather
/// than look. `note_is_news` is false for the last move's line, which the
/// move's own announcement has told already.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct HudLines {
    pub turn: String,
    pub note: String,
    pub note_is_news: bool,
    /// The coach's part of the note, when it shows.
    pub coach: Option<String>,
}

fn spawn_hud(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    settings: Res<Settings>,
    players: Res<Players>,
) {
    let fonts = fonts.into_inner();
    if players.face_to_face(&settings) {
        spawn_seats(&mut commands, fonts);
        return;
    }
    commands
        .spawn((
            Name::new("HUD top"),
            DespawnOnExit(InMatch),
            band(Slot::Info),
        ))
        .with_children(|top| {
            spawn_words(top, Side::BOTH, None, fonts);
            spawn_notice_banner(top, fonts, true);
        });
    commands
        .spawn((
            Name::new("HUD bottom"),
            DespawnOnExit(InMatch),
            Mirrored,
            band(Slot::Actions),
        ))
        .with_children(|bottom| {
            spawn_buttons(bottom, ALL_BUTTONS, None, fonts);
        });
}

/// The scores (in `order`), the turn line and the note; face to face, for
/// the seat of `reader`.
fn spawn_words(
    parent: &mut ChildSpawnerCommands,
    order: [Side; 2],
    reader: Option<Side>,
    fonts: &UiFonts,
) {
    parent
        .spawn((
            ScoreRow,
            Node {
                flex_direction: FlexDirection::Row,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                width: percent(100),
                max_width: px(720),
                ..default()
            },
        ))
        .with_children(|row| {
            for side in order {
                // The marker leads its score in the reading's direction.
                row.spawn((
                    WholeLine,
                    Mirrored,
                    Node {
                        flex_direction: FlexDirection::Row,
                        align_items: AlignItems::Center,
                        ..default()
                    },
                ))
                .with_children(|chip| {
                    chip.spawn(side_marker(side));
                    // As wide as a two-digit score from the start.
                    // Its room is as wide as a two-digit score; a shorter
                    // one sits at the marker's side in either direction.
                    chip.spawn((
                        ScoreText(side),
                        ScoreFit(1.0),
                        WideAs::default(),
                        label("", size::SCORE, side_color(side), fonts),
                        TextLayout::justify(Justify::Start),
                    ));
                });
            }
        });
    // Each line in a room for the longest it will say in this game.
    // Centred like its room, so a line that wraps does not turn ragged
    // left and shift as the next one comes.
    parent.spawn((HudRoom::Turn, room())).with_child((
        TurnText(reader),
        label("", size::BODY, palette::TEXT, fonts),
        TextLayout::justify(Justify::Center),
    ));
    parent.spawn((HudRoom::Note, room())).with_child((
        NoteText(reader),
        Paragraph,
        label("", size::SMALL, palette::WARNING, fonts),
        TextLayout::justify(Justify::Center),
        // No minimum height: a text node given one is not measured
        // taller, and its lines spill out of it.
        Node {
            max_width: px(720),
            ..default()
        },
    ));
}

/// The two scores: side by side where both fit at their widest, one over
/// the other where they do not. Never wrapped: the widths do not change
/// in a game, so neither does the line.
#[derive(Component, Clone, Copy, Debug)]
struct ScoreRow;

/// Gap kept between two scores side by side, logical pixels.
const SCORE_GAP: f32 = 12.0;

/// How far a score's words are made smaller to fit a narrow column: 1 at
/// their own size.
#[derive(Component, Clone, Copy, Debug)]
struct ScoreFit(f32);

/// The least a score's words are made, against their own size.
const SMALLEST_SCORE: f32 = 0.6;

fn fit_score_rows(
    mut measured: Local<Vec<(Entity, Vec<f32>)>>,
    mut rows: Query<(Entity, &mut Node, &ComputedNode, &Children), With<ScoreRow>>,
    chips: Query<(&ComputedNode, &Children), Without<ScoreRow>>,
    mut scores: Query<(&mut TextFont, &mut ScoreFit, &ComputedNode), Without<ScoreRow>>,
) {
    for (row, mut node, computed, children) in &mut rows {
        let inv = computed.inverse_scale_factor();
        let room =
            (computed.size().x - computed.padding.min_inset.x - computed.padding.max_inset.x) * inv;
        // Each chip's width at its words' own size.
        let widths: Vec<f32> = children
            .iter()
            .filter_map(|c| chips.get(c).ok())
            .map(|(chip, parts)| {
                // Only the words shrink; the side's mark beside them stays.
                let (fit, words) = parts
                    .iter()
                    .find_map(|p| scores.get(p).ok().map(|(_, fit, c)| (fit.0, c.size().x)))
                    .unwrap_or((1.0, 0.0));
                (chip.size().x - words + words / fit) * inv
            })
            .collect();
        let total: f32 = widths.iter().sum();
        if room <= 0.0 || total <= 0.0 {
            continue;
        }
        // Side by side only once the words have been laid out at their
        // present size (a new size shows in the widths a frame later); one
        // over the other at once, so nothing spills meanwhile.
        let fits = total + SCORE_GAP <= room;
        let settled = measured.iter().any(|(r, w)| {
            *r == row
                && w.len() == widths.len()
                && w.iter().zip(&widths).all(|(a, b)| (a - b).abs() < 0.5)
        });
        measured.retain(|(r, _)| *r != row);
        measured.push((row, widths.clone()));
        if fits && !settled {
            continue;
        }
        let direction = if fits {
            FlexDirection::Row
        } else {
            FlexDirection::Column
        };
        if node.flex_direction != direction {
            node.flex_direction = direction;
        }
        // The size only from settled widths: a new size's widths come a
        // frame late and would set it swinging.
        if !settled {
            continue;
        }
        let fit = if fits {
            1.0
        } else {
            // One over the other; smaller if even one alone is too wide.
            let widest = widths.iter().copied().fold(0.0, f32::max);
            (room / widest).clamp(SMALLEST_SCORE, 1.0)
        };
        for chip in children.iter() {
            let Ok((_, parts)) = chips.get(chip) else {
                continue;
            };
            for part in parts.iter() {
                if let Ok((mut font, mut shrunk, _)) = scores.get_mut(part)
                    && (shrunk.0 - fit).abs() > 0.01
                {
                    shrunk.0 = fit;
                    font.font_size = FontSize::Rem(size::SCORE * fit);
                }
            }
        }
    }
}

/// The rooms of the HUD's lines.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
enum HudRoom {
    Turn,
    Note,
}

/// Fills the HUD's rooms for this game's players and language; a score is
/// as wide as two digits make it from the start.
fn reserve_room(
    players: Res<Players>,
    locale: Res<Locale>,
    mut rooms: Query<(&HudRoom, &mut RoomFor)>,
    mut scores: Query<(&ScoreText, &mut WideAs)>,
) {
    for (which, mut room) in &mut rooms {
        let texts = match which {
            HudRoom::Turn => turn_lines(&players, &locale),
            HudRoom::Note => note_lines(&players, &locale),
        };
        room.set_if_neq(RoomFor(texts));
    }
    for (score, mut wide) in &mut scores {
        let widest = format!("{} {MOST_STONES}", locale.player(players.name(score.0)));
        wide.set_if_neq(WideAs(widest));
    }
}

/// A HUD button: its name, the words on it, and what a press does;
/// face to face, a seat's button acts for that seat.
struct HudButton {
    name: &'static str,
    words: &'static str,
    press: fn(&mut EntityCommands, Option<Side>),
    /// In which games it shows.
    shown: fn(&Players) -> bool,
}

/// A HUD button that shows only in some games (Send by link, Hint and
/// Restart in others).
#[derive(Component, Clone, Copy)]
struct ShownWhen(fn(&Players) -> bool);

fn always(_: &Players) -> bool {
    true
}

/// Not in a game by link: no hint while the friend cannot have one, and
/// no restart of a game the friend keeps too.
fn not_by_link(players: &Players) -> bool {
    !players.by_link()
}

const SEND: HudButton = HudButton {
    name: "button-send",
    words: "button-send",
    press: |b, _| {
        b.observe(|_: On<Press>, mut commands: Commands| commands.trigger(SendLink));
    },
    shown: Players::by_link,
};

const UNDO: HudButton = HudButton {
    name: "button-undo",
    words: "button-undo",
    press: |b, seat| {
        b.observe(move |_: On<Press>, mut commands: Commands| match seat {
            Some(seat) => commands.trigger(UndoBySeat(seat)),
            None => commands.trigger(UndoMove),
        });
    },
    shown: always,
};
const HINT: HudButton = HudButton {
    name: "button-hint",
    words: "button-hint",
    press: |b, seat| {
        b.observe(move |_: On<Press>, mut commands: Commands| commands.trigger(AskHint { seat }));
    },
    shown: not_by_link,
};
const RULES: HudButton = HudButton {
    name: "button-rules",
    words: "button-rules",
    press: |b, seat| {
        b.observe(open_facing(Dialog::Rules, seat.unwrap_or(Side::South)));
    },
    shown: always,
};
const ALL_BUTTONS: &[HudButton] = &[
    UNDO,
    SEND,
    HudButton {
        name: "button-restart",
        words: "button-restart",
        press: |b, _| {
            b.observe(|_: On<Press>, mut commands: Commands| commands.trigger(RestartGame));
        },
        shown: not_by_link,
    },
    HINT,
    RULES,
    HudButton {
        name: "button-settings",
        words: "button-settings",
        press: |b, _| {
            b.observe(open(Dialog::Settings));
        },
        shown: always,
    },
    HudButton {
        name: "button-menu",
        words: "button-menu",
        press: |b, _| {
            b.observe(|_: On<Press>, mut commands: Commands| commands.trigger(ToMenu));
        },
        shown: always,
    },
];

/// North's own Undo, Hint and Rules, within reach across the table.
const NORTH_BUTTONS: &[HudButton] = &[
    HudButton {
        name: "north-undo",
        ..UNDO
    },
    HudButton {
        name: "north-hint",
        ..HINT
    },
    HudButton {
        name: "north-rules",
        ..RULES
    },
];

fn spawn_buttons(
    parent: &mut ChildSpawnerCommands,
    buttons: &[HudButton],
    seat: Option<Side>,
    fonts: &UiFonts,
) {
    for hud_button in buttons {
        let mut spawned = parent.spawn((
            button_named(hud_button.name, hud_button.words, fonts),
            ShownWhen(hud_button.shown),
        ));
        (hud_button.press)(&mut spawned, seat);
    }
}

/// Shows the buttons this game has: a game by link can change into
/// another under the same HUD (a link opened during a game).
fn follow_players(players: Res<Players>, mut buttons: Query<(&ShownWhen, &mut Node)>) {
    for (shown, mut node) in &mut buttons {
        let display = if (shown.0)(&players) {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
}

/// Two players across the table: each gets the scores (their own first),
/// the turn line, the note and the buttons they need, in the band on
/// their side, every word for that seat alone. North's seat is turned to
/// face North.
fn spawn_seats(commands: &mut Commands, fonts: &UiFonts) {
    for (side, buttons) in [(Side::North, NORTH_BUTTONS), (Side::South, ALL_BUTTONS)] {
        commands
            .spawn((
                Name::new(format!("Seat {side}")),
                DespawnOnExit(InMatch),
                band(Slot::Seat(side)),
            ))
            .with_children(|seat| {
                seat.spawn(Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    width: percent(100),
                    ..default()
                })
                .with_children(|words| {
                    spawn_words(words, [side, side.opponent()], Some(side), fonts);
                    // The game's notices (a file, a code) go with the
                    // seat that has the settings and the menu.
                    if side == Side::South {
                        spawn_notice_banner(words, fonts, true);
                    }
                });
                seat.spawn((
                    Node {
                        flex_direction: FlexDirection::Row,
                        flex_wrap: FlexWrap::Wrap,
                        justify_content: JustifyContent::Center,
                        ..default()
                    },
                    Mirrored,
                ))
                .with_children(|row| spawn_buttons(row, buttons, Some(side), fonts));
            });
    }
}

fn set_text(text: &mut Text, value: String) {
    if text.0 != value {
        text.0 = value;
    }
}

fn update_hud(
    may_move: In<bool>,
    inputs: HudInputs,
    mut last_seen: Local<Option<(bool, Seating)>>,
    spawned: Query<(), Added<ScoreText>>,
    mut scores: Query<(&ScoreText, &mut Text), (Without<TurnText>, Without<NoteText>)>,
    mut turn_text: Query<(&TurnText, &mut Text), (Without<NoteText>, Without<ScoreText>)>,
    mut note_text: Query<
        (&NoteText, &mut Text, &mut TextColor),
        (Without<TurnText>, Without<ScoreText>),
    >,
    mut lines: ResMut<HudLines>,
) {
    let may_move = *may_move;
    // The seating is all the HUD reads of the frame, which changes often.
    let seen = (may_move, inputs.screen_layout.seating);
    if !inputs.changed() && spawned.is_empty() && *last_seen == Some(seen) {
        return; // its sentences go through Fluent: only when something changed
    }
    *last_seen = Some(seen);
    for (score, mut text) in &mut scores {
        let side = score.0;
        let name = inputs.locale.player(inputs.players.name(side));
        set_text(&mut text, format!("{name} {}", inputs.score(side)));
    }
    for (reader, mut text) in &mut turn_text {
        set_text(&mut text, turn_sentence(&inputs, reader.0));
    }
    let turn = turn_sentence(&inputs, None);
    let (note, color) = note(&inputs, may_move, None);
    // The last move, a refusal, the first move's forfeit and the coach are
    // told with the move or the refusal themselves.
    let coach = coach_line(&inputs).filter(|c| note.ends_with(c.as_str()));
    let note_is_news = !note.is_empty()
        && Some(&note) != last_move_sentence(&inputs).as_ref()
        && inputs.refusal.shown().is_none()
        && !inputs.playback.forfeit_note_shown()
        // The result says why the game ended, at once after.
        && !inputs.playback.gathering()
        && coach.is_none();
    lines.set_if_neq(HudLines {
        turn,
        note: note.clone(),
        note_is_news,
        coach,
    });
    for (reader, mut text, mut text_color) in &mut note_text {
        let (note, color) = match reader.0 {
            None => (note.clone(), color),
            seat => self::note(&inputs, may_move, seat),
        };
        // A number stays whole on its line ("16-il ġebla", "21–21").
        set_text(&mut text, keep_numbers_whole(&note));
        if text_color.0 != color {
            text_color.0 = color;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudLines>()
        .add_systems(OnEnter(InMatch), spawn_hud)
        .add_systems(
            PostUpdate,
            fit_score_rows.after(bevy::ui::UiSystems::PostLayout),
        )
        .add_systems(
            Update,
            reserve_room
                .run_if(
                    resource_changed::<Locale>
                        .or_eager(resource_changed::<Players>)
                        .or_eager(any_match_filter::<Added<HudRoom>>)
                        .or_eager(any_match_filter::<Added<WideAs>>),
                )
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Update,
            follow_players
                .run_if(resource_changed::<Players>.or_eager(any_match_filter::<Added<ShownWhen>>))
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Update,
            person_may_move
                .pipe(update_hud)
                .run_if(in_state(InMatch))
                // After the moves of the frame, so the lines describe them.
                .in_set(AppSystems::Show),
        );
}
