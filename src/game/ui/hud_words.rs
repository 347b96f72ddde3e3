//! The HUD's sentences: whose turn, the note under it, and the words that
//! `access`, `platform` and the tray labels share, built through Fluent from
//! what `HudInputs` reads. The layout that shows them is in `hud`.

use super::locale::Locale;
use crate::game::board::{Foresight, Playback, Preview, ScreenLayout};
use crate::game::play::{
    Advice, Coach, Hint, HintShown, Links, Match, OnLink, Oracle, Players, Refusal, Refused,
    SeatNote, SeatNotes, UndoAsked,
};
use crate::game::state::{Dialog, Turn, TurnNow, watched_inputs};
use crate::game::theme::palette;
use crate::game::words::{PitName, UndoReader, Who, Worth};
use crate::i18n::Arg;
use crate::rules::{EndReason, IllegalMove, Side, Starvation};
use bevy::prelude::*;

watched_inputs! {
    /// Everything the HUD shows, read in one place: the system that draws
    /// it and the condition that tells it to redraw.
    pub(super) struct HudInputs<'w> {
        game: Res<'w, Match>,
        pub(super) players: Res<'w, Players>,
        pub(super) playback: Res<'w, Playback>,
        pub(super) refusal: Res<'w, Refusal>,
        hint: Res<'w, HintShown>,
        oracle: Res<'w, Oracle>,
        pub(super) locale: Res<'w, Locale>,
        turn: TurnNow<'w>,
        dialog: Res<'w, State<Dialog>>,
        preview: Res<'w, Preview>,
        coach: Res<'w, Coach>,
        pub(super) screen_layout: Res<'w, ScreenLayout>,
        seat_notes: Res<'w, SeatNotes>,
        undo_asked: Res<'w, UndoAsked>,
        links: Res<'w, Links>,
        on_link: Res<'w, OnLink>,
    }
}

impl HudInputs<'_> {
    /// By link, whether this device's last move is still to be sent.
    fn link_unsent(&self) -> bool {
        self.on_link
            .0
            .and_then(|id| self.links.0.get(id))
            .is_some_and(|kept| kept.unsent)
    }

    /// The turn as it stands once this frame's changes apply.
    fn turn(&self) -> Option<Turn> {
        self.turn.after_this_frame()
    }

    /// The stones shown beside a side's name: what the board shows while
    /// the game goes on, the final total once it is over and the last move
    /// has played out (the same figure as the result).
    pub(super) fn score(&self, side: Side) -> u8 {
        match self.game.result() {
            Some(result) if !self.playback.is_active() => result.stones(side),
            _ => self.playback.shown.captured[side],
        }
    }
}

/// A line for one seat, face to face.
fn seat_note_text(note: SeatNote, players: &Players, locale: &Locale) -> String {
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
fn coach_text(advice: Advice, locale: &Locale) -> String {
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
pub(super) fn turn_sentence(inputs: &HudInputs, reader: Option<Side>) -> String {
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

/// The widest stones a score or a sentence shows: two digits.
pub(super) const MOST_STONES: u8 = 42;

/// The longest a turn line says in this game: whose turn, thinking (with
/// the solve's progress), sowing, over, waiting for an Undo's answer.
/// It must say every line `turn_sentence` can, or the room runs short.
pub(super) fn turn_lines(players: &Players, locale: &Locale) -> Vec<String> {
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

/// The last move, in words.
pub(super) fn last_move_sentence(inputs: &HudInputs) -> Option<String> {
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
pub(super) fn coach_line(inputs: &HudInputs) -> Option<String> {
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
/// `note_lines` below must agree with it: a note it does not list can
/// outgrow the note's room, and the board jumps when it shows.
pub(super) fn note(inputs: &HudInputs, may_move: bool, reader: Option<Side>) -> (String, Color) {
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

/// The longest notes of each kind this game may show: every refusal, the
/// forfeit, a hint, the coach, a repetition warning and the last move.
/// It must agree with `note` above: each kind `note` can show belongs here
/// at its longest, or the room runs short and the board jumps.
pub(super) fn note_lines(players: &Players, locale: &Locale) -> Vec<String> {
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
