//! What is said aloud, in the current language: a pit as a control, a
//! move as it starts to be drawn, the board on demand. Every sentence is
//! built from the core's position and move report, as the screen's are.

use crate::game::play::{Choosing, Match, Players};
use crate::game::state::{AppSystems, Dialog, InMatch, Turn, person_may_move};
use crate::game::ui::locale::Locale;
use crate::game::ui::screens::{end_reason_text, result_headline};
use crate::game::ui::{HudLines, refusal_text};
use crate::game::words::{PitName, Who};
use crate::i18n::Arg;
use crate::rules::{MoveReport, Pit, Position, Side};
use bevy::prelude::*;

/// A pit as a control: its name, why it may not be played (if it may
/// not), and whether it may.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitSpeech {
    pub label: String,
    pub description: String,
    pub playable: bool,
}

/// How a sentence names a side: in a lesson or a puzzle the one side that
/// moves is the learner's own, as the lessons' words have it.
fn who(players: &Players, side: Side) -> Who {
    if players.only == Some(side) {
        Who::You
    } else {
        players.who(side)
    }
}

/// A pit's name inside a sentence ("the computer's pit 1").
pub fn pit_in_sentence(pit: Pit, players: &Players, locale: &Locale) -> String {
    locale.pit(pit, who(players, pit.side()))
}

/// A pit as a control. `may_move` says whether the person may choose now;
/// `waiting` is what the screen says meanwhile (the turn line).
pub fn pit_speech(
    pit: Pit,
    game: &Match,
    players: &Players,
    locale: &Locale,
    choosing: Choosing,
    may_move: bool,
    waiting: &str,
) -> PitSpeech {
    let count = game.position().board()[pit];
    // The number drawn beside the pit, which every line names it by.
    let mut label = locale.t_with(
        "say-pit",
        &[
            ("owner", who(players, pit.side()).into()),
            ("number", PitName::of(pit).into()),
            ("count", Arg::from(count)),
        ],
    );
    let legal = game.check(pit);
    // A lesson about one pit declines the others.
    let declined = matches!(choosing, Choosing::Only(wanted) if wanted != pit);
    let playable = may_move && legal.is_ok() && !declined;
    let description = if playable {
        label.push_str(&list_separator(locale));
        label.push_str(&locale.t("say-playable"));
        String::new()
    } else if let (true, Err(reason)) = (may_move, legal) {
        refusal_text(reason, players, locale)
    } else if may_move && declined {
        locale.t("lesson-declined")
    } else {
        waiting.to_owned()
    };
    PitSpeech {
        label,
        description,
        playable,
    }
}

/// What joins the items of a spoken list.
fn list_separator(locale: &Locale) -> String {
    if locale.language.is_right_to_left() {
        "، ".to_owned()
    } else {
        ", ".to_owned()
    }
}

/// Each sentence starts with a capital, whatever its first word (a pit's
/// name in some languages starts with an article), and ends with a stop
/// (a headline has none on screen).
fn as_sentence(sentence: String, locale: &Locale) -> String {
    let sentence = sentence.trim().to_owned();
    let mut chars = sentence.chars();
    let mut said: String = match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => sentence,
    };
    if !said.ends_with(['.', '!', '?', '۔', '؟', ':', '…']) {
        // Urdu's stop is its own; Arabic's is the full stop.
        said.push_str(&locale.t("sentence-end"));
    }
    said
}

/// Both scores, the first named side first: the person's own first.
pub fn score_sentence(position: &Position, players: &Players, locale: &Locale) -> String {
    let first = if players.is_human(Side::North) && !players.is_human(Side::South) {
        Side::North
    } else {
        Side::South
    };
    let second = first.opponent();
    let name = |side: Side| locale.player(players.name(side));
    locale.t_with(
        "say-score",
        &[
            ("first", Arg::Str(&name(first))),
            ("a", Arg::from(position.captured_by(first))),
            ("second", Arg::Str(&name(second))),
            ("b", Arg::from(position.captured_by(second))),
        ],
    )
}

/// A move, told as its drawing starts: who sowed how many from where,
/// where the last stone fell or what it took and from where, the score
/// after it, and the result if it ended the game.
pub fn move_sentences(
    report: &MoveReport,
    game: &Match,
    players: &Players,
    locale: &Locale,
) -> String {
    let pit = |p: Pit| pit_in_sentence(p, players, locale);
    let who = who(players, report.mover);
    let mut said = vec![locale.t_with(
        "say-move",
        &[
            ("who", who.into()),
            ("stones", Arg::from(report.stones_sown())),
            ("pit", Arg::Str(&pit(report.origin))),
        ],
    )];
    let last = report.last_pit();
    if report.forfeited {
        said.push(locale.t("say-forfeit"));
    } else if report.captures().is_empty() {
        said.push(locale.t_with(
            "say-last",
            &[
                ("count", Arg::from(report.board_after_sowing()[last])),
                ("pit", Arg::Str(&pit(last))),
            ],
        ));
    }
    for capture in report.captures() {
        said.push(locale.t_with(
            "say-took",
            &[
                ("who", who.into()),
                ("count", Arg::from(capture.stones)),
                ("pit", Arg::Str(&pit(capture.pit))),
            ],
        ));
    }
    let opponent = report.mover.opponent();
    if report.before.row_total(opponent) == 0 {
        said.push(locale.t_with(
            "say-fed",
            &[("stones", Arg::from(report.after.row_total(opponent)))],
        ));
    }
    said.push(score_sentence(&report.after, players, locale));
    if let Some(result) = game.result() {
        said.push(result_headline(&result, players, locale));
        said.push(end_reason_text(&result, game, players, locale).replace('\n', " "));
    }
    said.into_iter()
        .map(|sentence| as_sentence(sentence, locale))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole board on demand: each row by its pits' numbers, from its
/// owner's pit 1, the far row first as the screen shows it, then the
/// score.
pub fn board_sentences(position: &Position, players: &Players, locale: &Locale) -> String {
    let separator = list_separator(locale);
    let row = |side: Side| {
        let counts: Vec<String> = side
            .pits()
            .iter()
            .map(|&p| position.board()[p].to_string())
            .collect();
        locale.t_with(
            "say-row",
            &[
                ("who", who(players, side).into()),
                ("counts", Arg::Str(&counts.join(&separator))),
            ],
        )
    };
    [
        row(Side::North),
        row(Side::South),
        score_sentence(position, players, locale),
    ]
    .join(" ")
}

/// Every pit as a control, in the rules' order, for the desktop's
/// accessibility tree and the web page's mirror alike.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct PitWords(pub Vec<PitSpeech>);

fn update_pit_words(
    may_move: In<bool>,
    game: Res<Match>,
    players: Res<Players>,
    locale: Res<Locale>,
    lines: Res<HudLines>,
    choosing: Res<Choosing>,
    in_match: Option<Res<State<InMatch>>>,
    mut words: ResMut<PitWords>,
) {
    // Outside a game (a lesson, a puzzle) no turn line explains a wait.
    let waiting = if in_match.is_some() {
        lines.turn.as_str()
    } else {
        ""
    };
    let new: Vec<PitSpeech> = Pit::ALL
        .into_iter()
        .map(|pit| pit_speech(pit, &game, &players, &locale, *choosing, *may_move, waiting))
        .collect();
    if words.0 != new {
        words.0 = new;
    }
}

fn pit_words_may_change(
    game: Res<Match>,
    players: Res<Players>,
    locale: Res<Locale>,
    lines: Res<HudLines>,
    choosing: Res<Choosing>,
    turn: Option<Res<State<Turn>>>,
    dialog: Option<Res<State<Dialog>>>,
) -> bool {
    game.is_changed()
        || players.is_changed()
        || locale.is_changed()
        || lines.is_changed()
        || choosing.is_changed()
        || turn.is_some_and(|t| t.is_changed())
        || dialog.is_some_and(|d| d.is_changed())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PitWords>().add_systems(
        Update,
        person_may_move
            .pipe(update_pit_words)
            .run_if(pit_words_may_change)
            .after(AppSystems::Show),
    );
}
