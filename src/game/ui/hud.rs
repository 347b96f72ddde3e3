//! The heads-up display: scores, whose turn it is, the last move, warnings
//! and notes, and the buttons under the board; for two players face to
//! face, a seat of its own for each. Its sentences are built here from
//! the match, the board and the turn, through Fluent in the current
//! language, and only when one of them changed.

use super::bands::{Slot, WholeLine, band};
use super::dialog::{open, open_facing};
use super::locale::{Locale, Mirrored, Paragraph, keep_numbers_whole};
use super::notice::spawn_notice_banner;
use super::room::{RoomFor, WideAs, room};
use super::widgets::{button_named, label, side_marker};
use crate::game::board::{Foresight, Playback, Preview, ScreenLayout, Seating};
use crate::game::input::Press;
use crate::game::play::{
    Advice, AskHint, Coach, Hint, HintShown, Links, Match, OnLink, Oracle, Players, Refusal,
    Refused, RestartGame, SeatNote, SeatNotes, SendLink, Settings, ToMenu, UndoAsked, UndoBySeat,
    UndoMove,
};
use crate::game::state::{AppSystems, Dialog, InMatch, Turn, person_may_move};
use crate::game::theme::{UiFonts, palette, side_color, size};
use crate::game::words::{PitName, UndoReader, Who, Worth};
use crate::i18n::Arg;
use crate::rules::{EndReason, IllegalMove, Side, Starvation};
use bevy::ecs::system::SystemParam;
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

/// Everything the HUD shows, read in one place: the system that draws it
/// and the condition that tells it to redraw.
#[derive(SystemParam)]
struct HudInputs<'w> {
    game: Res<'w, Match>,
    players: Res<'w, Players>,
    playback: Res<'w, Playback>,
    refusal: Res<'w, Refusal>,
    hint: Res<'w, HintShown>,
    oracle: Res<'w, Oracle>,
    locale: Res<'w, Locale>,
    turn: Option<Res<'w, State<Turn>>>,
    next_turn: Option<Res<'w, NextState<Turn>>>,
    dialog: Res<'w, State<Dialog>>,
    preview: Res<'w, Preview>,
    coach: Res<'w, Coach>,
    frame: Res<'w, ScreenLayout>,
    seat_notes: Res<'w, SeatNotes>,
    undo_asked: Res<'w, UndoAsked>,
    links: Res<'w, Links>,
    on_link: Res<'w, OnLink>,
}

impl HudInputs<'_> {
    fn changed(&self) -> bool {
        self.game.is_changed()
            || self.players.is_changed()
            || self.playback.is_changed()
            || self.refusal.is_changed()
            || self.hint.is_changed()
            || self.oracle.is_changed()
            || self.locale.is_changed()
            || self.turn.as_ref().is_some_and(|t| t.is_changed())
            || self.next_turn.as_ref().is_some_and(|t| t.is_changed())
            || self.dialog.is_changed()
            || self.preview.is_changed()
            || self.coach.is_changed()
            || self.seat_notes.is_changed()
            || self.undo_asked.is_changed()
            || self.links.is_changed()
            || self.on_link.is_changed()
    }

    /// By link, whether this device's last move is still to be sent.
    fn link_unsent(&self) -> bool {
        self.on_link
            .0
            .and_then(|id| self.links.0.get(id))
            .is_some_and(|kept| kept.unsent)
    }

    /// The turn as it stands once this frame's changes apply: a move made
    /// this frame has already asked for `Animating`, and the lines follow
    /// the move, not the state's one-frame lag.
    fn turn(&self) -> Option<Turn> {
        let pending = self.next_turn.as_deref().and_then(|next| match *next {
            NextState::Unchanged => None,
            NextState::Pending(turn) | NextState::PendingIfNeq(turn) => Some(turn),
        });
        pending.or_else(|| self.turn.as_ref().map(|t| *t.get()))
    }

    /// The stones shown beside a side's name: what the board shows while
    /// the game goes on, the final total once it is over and the last move
    /// has played out (the same figure as the result).
    fn score(&self, side: Side) -> u8 {
        match self.game.result() {
            Some(result) if !self.playback.is_active() => result.stones(side),
            _ => self.playback.shown.captured[side],
        }
    }
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

/// The widest stones a score or a sentence shows: two digits.
const MOST_STONES: u8 = 42;

/// The longest a turn line says in this game: whose turn, thinking (with
/// the solve's progress), sowing, over, waiting for an Undo's answer.
fn turn_lines(players: &Players, locale: &Locale) -> Vec<String> {
    let mut lines = vec![locale.t("turn-sowing"), locale.t("turn-over")];
    for side in Side::BOTH {
        let who = players.who(side);
        // By link, the friend's turn has its own lines: it never thinks here.
        if who == Who::Friend {
            for sent in ["no", "yes"] {
                lines.push(locale.t_with("turn-friend", &[("sent", Arg::Str(sent))]));
            }
            continue;
        }
        let thinking = locale.t_with("turn-thinking", &[("who", who.into())]);
        let solving = locale.t_with("turn-solving", &[("percent", Arg::Num(100))]);
        lines.push(format!("{thinking} {solving}"));
        lines.push(if who == Who::You {
            locale.t("turn-yours")
        } else {
            locale.t_with("turn-to-move", &[("who", who.into())])
        });
        // Face to face, while a seat answers the other's Undo.
        if Side::BOTH.iter().all(|&s| players.is_human(s)) {
            for reader in UndoReader::ALL {
                lines.push(locale.t_with(
                    "turn-undo-asked",
                    &[("who", who.into()), ("reader", reader.into())],
                ));
            }
        }
    }
    lines
}

/// The longest notes of each kind this game may show: every refusal, the
/// forfeit, a hint, the coach, a repetition warning and the last move.
fn note_lines(players: &Players, locale: &Locale) -> Vec<String> {
    let pit = crate::rules::Pit::of(Side::South, 2);
    let mut lines = vec![locale.t("forfeit-note"), locale.t("turn-sharing")];
    for side in Side::BOTH {
        let opponent = side.opponent();
        // The end's gathering, face to face read by the stuck seat too.
        for who in [players.who(side), Who::You] {
            lines.push(locale.t_with("turn-gathering", &[("who", who.into())]));
        }
        // A seat's own lines, face to face.
        lines.push(locale.t_with("refuse-wait", &[("who", players.who(side).into())]));
        for note in [
            SeatNote::NothingToUndo,
            SeatNote::TookBack { by: side },
            SeatNote::KeptMove { by: side },
            SeatNote::AllowedUndo { by: side },
            SeatNote::HintOnYourTurn,
        ] {
            lines.push(seat_note_text(note, players, locale));
        }
        for reason in [
            IllegalMove::GameOver,
            IllegalMove::NotYourPit { pit, mover: side },
            IllegalMove::Empty { pit },
            IllegalMove::Singleton { pit },
            IllegalMove::WouldStarve {
                pit,
                opponent,
                rule: Starvation::Feeding,
            },
            IllegalMove::WouldStarve {
                pit,
                opponent,
                rule: Starvation::GrandSlam,
            },
        ] {
            lines.push(refusal_text(reason, players, locale));
        }
        for gained in [0, MOST_STONES] {
            let args = [
                ("who", players.who(side).into()),
                ("pit", PitName::of(pit).into()),
                ("stones", Arg::from(gained)),
            ];
            lines.push(locale.t_with("last-move", &args));
            lines.push(locale.t_with("last-move-captured", &args));
        }
    }
    for value in [-(MOST_STONES as i8), 0, MOST_STONES as i8] {
        let hint = Hint::Best { pit, value };
        lines.push(hint_text(hint, &Oracle::default(), locale));
    }
    lines.push(hint_text(Hint::Plain { pit }, &Oracle::default(), locale));
    let advice = Advice {
        better: pit,
        stones: MOST_STONES,
        after: *crate::rules::Game::new(Side::South).position(),
    };
    // The coach follows the line about the computer's reply.
    let coach = coach_text(advice, locale);
    for side in Side::BOTH {
        let args = [
            ("who", players.who(side).into()),
            ("pit", PitName::of(pit).into()),
            ("stones", Arg::from(MOST_STONES)),
        ];
        for said in ["last-move", "last-move-captured"] {
            lines.push(two_sentences(&locale.t_with(said, &args), &coach, locale));
        }
    }
    lines.push(locale.t_with(
        "repetition-warning",
        &[
            ("count", Arg::Num(3)),
            ("pits", Arg::Str("1, 2, 3")),
            ("stones", Arg::from(MOST_STONES)),
        ],
    ));
    lines
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

/// A line for one seat, face to face.
pub fn seat_note_text(note: SeatNote, players: &Players, locale: &Locale) -> String {
    let other = |by: Side| [("who", players.who(by).into())];
    match note {
        SeatNote::NothingToUndo => locale.t("undo-nothing-yours"),
        SeatNote::TookBack { by } => locale.t_with("undo-took-back", &other(by)),
        SeatNote::KeptMove { by } => locale.t_with("undo-kept", &other(by)),
        SeatNote::AllowedUndo { by } => locale.t_with("undo-allowed", &other(by)),
        SeatNote::HintOnYourTurn => locale.t("hint-your-turn"),
    }
}

/// Why a pit cannot be played, in the words a player needs.
pub fn refusal_text(reason: IllegalMove, players: &Players, locale: &Locale) -> String {
    match reason {
        IllegalMove::GameOver => locale.t("refuse-over"),
        IllegalMove::NotYourPit { mover, .. } => locale.t_with(
            "refuse-not-yours",
            &[("owner", players.who(mover.opponent()).into())],
        ),
        IllegalMove::Empty { .. } => locale.t("refuse-empty"),
        IllegalMove::Singleton { .. } => locale.t("refuse-singleton"),
        IllegalMove::WouldStarve { opponent, rule, .. } => locale.t_with(
            match rule {
                Starvation::Feeding => "refuse-feeding",
                Starvation::GrandSlam => "refuse-grand-slam",
            },
            &[("opponent", players.who(opponent).into())],
        ),
    }
}

/// Two sentences on one line: the first closed with the language's full
/// stop unless it has one (a line about a move ends without one).
fn two_sentences(first: &str, second: &str, locale: &Locale) -> String {
    if first.ends_with(['.', '!', '?', '۔']) {
        format!("{first} {second}")
    } else {
        format!("{first}{} {second}", locale.t("sentence-end"))
    }
}

/// The coach's line: a better pit and what it would have kept.
pub fn coach_text(advice: Advice, locale: &Locale) -> String {
    locale.t_with(
        "coach-note",
        &[
            ("pit", PitName::of(advice.better).into()),
            ("stones", Arg::from(advice.stones)),
        ],
    )
}

/// The hint, in words.
pub fn hint_text(hint: Hint, oracle: &Oracle, locale: &Locale) -> String {
    match hint {
        Hint::Waiting => locale.t_with(
            "hint-waiting",
            &[("percent", Arg::Num((oracle.progress() * 100.0) as i64))],
        ),
        Hint::Plain { pit } => locale.t_with("hint-plain", &[("pit", PitName::of(pit).into())]),
        Hint::Best { pit, value } => locale.t_with(
            "hint-best",
            &[
                ("pit", PitName::of(pit).into()),
                ("worth", Worth::of(value).into()),
                ("stones", Arg::Num(i64::from(value.unsigned_abs()))),
            ],
        ),
    }
}

/// The sentence under the scores: whose turn, or what is happening; face
/// to face, the mover's seat reads "your turn".
fn turn_sentence(inputs: &HudInputs, reader: Option<Side>) -> String {
    let (game, locale) = (&inputs.game, &inputs.locale);
    let who = match reader {
        Some(seat) if seat == game.to_move() => Who::You,
        _ => inputs.players.who(game.to_move()),
    };
    // Face to face, while the other seat answers an Undo: nobody moves.
    if let Some(asked) = inputs.undo_asked.0
        && !game.is_over()
    {
        // The asker's seat, and a line both share, read who is deciding.
        let reader = match reader {
            Some(seat) if seat != asked.by => UndoReader::Asked,
            _ => UndoReader::Other,
        };
        return locale.t_with(
            "turn-undo-asked",
            &[
                ("who", inputs.players.who(asked.by.opponent()).into()),
                ("reader", reader.into()),
            ],
        );
    }
    match inputs.turn() {
        // The last move and the gathering after it are drawn before the
        // game reads as over.
        Some(Turn::Animating) => locale.t("turn-sowing"),
        _ if game.is_over() => locale.t("turn-over"),
        Some(Turn::Ai) => {
            let thinking = locale.t_with("turn-thinking", &[("who", who.into())]);
            // The web's solve can say how far it has come.
            let oracle = &inputs.oracle;
            if oracle.table().is_none() && oracle.reports_progress() {
                let percent = (oracle.progress() * 100.0) as i64;
                format!(
                    "{thinking} {}",
                    locale.t_with("turn-solving", &[("percent", Arg::Num(percent))])
                )
            } else {
                thinking
            }
        }
        // By link, the friend's turn: first the link goes to them.
        Some(Turn::Idle) if inputs.players.by_link() => {
            let sent = if inputs.link_unsent() { "no" } else { "yes" };
            locale.t_with("turn-friend", &[("sent", Arg::Str(sent))])
        }
        _ if who == Who::You => locale.t("turn-yours"),
        _ => locale.t_with("turn-to-move", &[("who", who.into())]),
    }
}

/// The last move, in words.
fn last_move_sentence(inputs: &HudInputs) -> Option<String> {
    let game = &inputs.game;
    let history = game.history();
    let &pit = game.moves().last()?;
    let before = history[history.len() - 2];
    let after = history[history.len() - 1];
    let mover = before.to_move();
    let gained = after.captured_by(mover) - before.captured_by(mover);
    let args = [
        ("who", inputs.players.who(mover).into()),
        ("pit", PitName::of(pit).into()),
        ("stones", Arg::from(gained)),
    ];
    // Its captures are told once they have been drawn, not before.
    let drawn = inputs.turn() != Some(Turn::Animating);
    Some(if gained > 0 && drawn {
        inputs.locale.t_with("last-move-captured", &args)
    } else {
        inputs.locale.t_with("last-move", &args)
    })
}

/// What a score over its tray is called: the player, and against the
/// computer its level too ("Computer (Beginner) 4"): a level alone did
/// not say who plays it. The scores at the top, side by side on a phone,
/// name the player only.
pub(super) fn score_name(players: &Players, side: Side, locale: &Locale) -> String {
    let mut name = players.name(side);
    if let Some(level) = players.opponent_level(side) {
        name.level = Some(level);
    }
    locale.player(name)
}

/// The coach's line, once the computer's reply has been drawn (or the
/// person's move, when it ended the game): never while a move is drawn or
/// the computer thinks, so the line about the last move always comes
/// first.
fn coach_line(inputs: &HudInputs) -> Option<String> {
    let advice = inputs.coach.0?;
    let game = &inputs.game;
    // After the reply, or after the move itself when it ended the game.
    let replied = *game.position() != advice.after || game.is_over();
    if !replied
        || matches!(inputs.turn(), Some(Turn::Animating | Turn::Ai))
        || inputs.playback.is_active()
    {
        return None;
    }
    Some(coach_text(advice, &inputs.locale))
}

/// While the stones left at the end go to the players who keep them: why,
/// for the player left without a move (face to face, the reader's own seat
/// reads "you"), or that the board is shared.
fn gathering_line(inputs: &HudInputs, reader: Option<Side>) -> Option<String> {
    if !inputs.playback.gathering() {
        return None;
    }
    let result = inputs.game.result()?;
    Some(match result.reason {
        EndReason::NoMoves => {
            let stuck = inputs.game.to_move();
            let who = if reader == Some(stuck) {
                Who::You
            } else {
                inputs.players.who(stuck)
            };
            inputs
                .locale
                .t_with("turn-gathering", &[("who", who.into())])
        }
        EndReason::Repetition { .. } => inputs.locale.t("turn-sharing"),
    })
}

/// The note under the turn line, and its colour: a refusal first, then why
/// a previewed pit cannot be played, a seat's own line, the hint (each
/// the answer to a press), the first move's forfeit, the coach, a
/// repetition warning, the last move.
/// Face to face, `reader` is the seat it shows in: what concerns one
/// seat (its refusal, its hint, its warning) shows in that seat alone.
fn note(inputs: &HudInputs, may_move: bool, reader: Option<Side>) -> (String, Color) {
    let (game, locale) = (&inputs.game, &inputs.locale);
    let mover = game.to_move();
    let for_reader = |seat: Option<Side>| reader.is_none() || seat.is_none() || seat == reader;
    let repeating = game.repeating_moves();
    let refused = inputs.refusal.shown();
    let seat_note = reader.and_then(|seat| inputs.seat_notes.of(seat));
    if let Some(line) = gathering_line(inputs, reader) {
        (line, palette::WARNING)
    } else if let Some(Refused { pit, .. }) = refused
        && reader.is_some_and(|seat| seat != mover && pit.side() == seat)
    {
        // A tap on this seat's own pit while the other seat is to move.
        (
            locale.t_with("refuse-wait", &[("who", inputs.players.who(mover).into())]),
            palette::REFUSED,
        )
    } else if let Some(Refused { reason, .. }) = refused.filter(|_| for_reader(Some(mover))) {
        (
            refusal_text(reason, &inputs.players, locale),
            palette::REFUSED,
        )
    } else if let Some(Foresight::Refused(reason)) = inputs
        .preview
        .foresight()
        .filter(|_| for_reader(Some(mover)))
    {
        (
            refusal_text(*reason, &inputs.players, locale),
            palette::TEXT_DIM,
        )
    } else if let Some(seat_note) = seat_note {
        (
            seat_note_text(seat_note, &inputs.players, locale),
            palette::WARNING,
        )
    } else if let Some(hint) = inputs
        .hint
        .shown()
        .filter(|_| may_move && for_reader(inputs.hint.seat()))
    {
        (hint_text(hint, &inputs.oracle, locale), palette::FOCUS)
    } else if inputs.playback.forfeit_note_shown() {
        (locale.t("forfeit-note"), palette::WARNING)
    } else if let Some(coach) = coach_line(inputs) {
        // After the reply's own line, which it never replaces.
        let text = match last_move_sentence(inputs) {
            Some(last) => two_sentences(&last, &coach, locale),
            None => coach,
        };
        (text, palette::WARNING)
    } else if may_move && !repeating.is_empty() && for_reader(Some(mover)) {
        let pits: Vec<String> = repeating
            .into_iter()
            .map(|p| PitName::of(p).number().to_string())
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
    } else if inputs.turn() != Some(Turn::Animating) {
        (
            last_move_sentence(inputs).unwrap_or_default(),
            palette::TEXT_DIM,
        )
    } else {
        (String::new(), palette::TEXT_DIM)
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
    let seen = (may_move, inputs.frame.seating);
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
