//! The browser test's hooks, awake only on a page opened with
//! `?modiar-test`: the game's state, the choices on show, the stones landed
//! and a console line per move.

use super::web::{Published, log, test_hooks_awake};
use crate::game::analysis::Analysis;
use crate::game::board::{Foresight, Preview, StoneLanded};
use crate::game::play::{Match, Players, Refusal, SeatNotes};
use crate::game::state::{Screen, Turn, TurnNow, watched_inputs};
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::Notices;
use crate::game::ui::refusal_text;
use crate::rules::{IllegalMove, Side, Starvation};
use bevy::prelude::*;

fn screen_name(screen: Screen) -> &'static str {
    match screen {
        Screen::Title => "title",
        Screen::Playing => "playing",
        Screen::GameOver => "over",
        Screen::Tutorial => "tutorial",
        Screen::Puzzles => "puzzles",
        Screen::Analysis => "analysis",
    }
}

fn turn_name(turn: Option<Turn>) -> &'static str {
    match turn {
        Some(Turn::Human) => "human",
        Some(Turn::Animating) => "animating",
        Some(Turn::Ai) => "ai",
        Some(Turn::Over) => "over",
        Some(Turn::Idle) => "idle",
        None => "none",
    }
}

watched_inputs! {
    /// What the page's state is written from.
    struct PageState<'w> {
        game: Res<'w, Match>,
        analysis: Option<Res<'w, Analysis>>,
        screen: Res<'w, State<Screen>>,
        /// As it stands once this frame's changes apply: the page never
        /// reads a person's turn in the frame a move begins.
        turn: TurnNow<'w>,
        locale: Res<'w, Locale>,
        notices: Res<'w, Notices>,
        seat_notes: Res<'w, SeatNotes>,
    }
}

/// The game's state: written when the match, the screen, the turn, the
/// language or the notices change.
fn publish_state(page: PageState, mut published: ResMut<Published>) {
    let PageState {
        game,
        analysis,
        screen,
        turn,
        locale,
        notices,
        seat_notes,
    } = page;
    let position = game.position();
    let board: Vec<String> = position.board().iter().map(u8::to_string).collect();
    let board = board.join(",");
    let moves = game.moves().len().to_string();
    if published.values.get("moves") != Some(&moves) && !game.moves().is_empty() {
        log(&format!(
            "modiar: move {moves} (pit {}) -> board {board} captured {:?}",
            game.moves().last().copied().unwrap_or_default(),
            position.captured()
        ));
    }
    let legal: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|p| p.to_string())
        .collect();
    let notices = notices
        .items
        .iter()
        .map(|n| n.kind.message())
        .collect::<Vec<_>>()
        .join(",");
    let values = [
        ("screen", screen_name(*screen.get()).to_owned()),
        ("turn", turn_name(turn.after_this_frame()).to_owned()),
        ("board", board),
        (
            "captured",
            format!("{},{}", position.captured()[0], position.captured()[1]),
        ),
        ("to-move", position.to_move().as_str().to_owned()),
        ("moves", moves),
        ("legal", legal.join(",")),
        // The analysis board's step, and the moves of its game.
        (
            "analysis",
            analysis.map_or(String::new(), |a| {
                format!("{}/{}", a.at, a.game.moves().len())
            }),
        ),
        ("language", locale.language.code().to_owned()),
        ("notices", notices),
        // Face to face, each seat's own note: "south:…,north:…".
        (
            "seat-notes",
            [Side::South, Side::North]
                .map(|seat| {
                    let note = seat_notes.of(seat).map(|n| format!("{n:?}"));
                    format!("{}:{}", seat.as_str(), note.unwrap_or_default())
                })
                .join(","),
        ),
    ];
    for (name, value) in values {
        published.set(name, value);
    }
}

/// Stones landed since the page opened (`sown`): the test reads whether a
/// move goes on while the page is hidden.
fn count_stones_landed(
    mut landed: MessageReader<StoneLanded>,
    mut total: Local<u64>,
    mut published: ResMut<Published>,
) {
    let new = landed.read().count() as u64;
    if new > 0 || *total == 0 {
        *total += new;
        published.set("sown", total.to_string());
    }
}

/// The rule that refuses a pit, by a short name for the page.
fn rule_name(reason: IllegalMove) -> &'static str {
    match reason {
        IllegalMove::NotYourPit { .. } => "not-your-pit",
        IllegalMove::Empty { .. } => "empty",
        IllegalMove::Singleton { .. } => "singleton",
        IllegalMove::WouldStarve {
            rule: Starvation::Feeding,
            ..
        } => "feeding",
        IllegalMove::WouldStarve {
            rule: Starvation::GrandSlam,
            ..
        } => "grand-slam",
        IllegalMove::GameOver => "game-over",
    }
}

/// The preview on show and the refusal on show: `preview` is the pit and
/// the counts its move would leave (`2:8,8,2,8,8,8`), or the pit and the
/// rule that forbids it (`1:singleton`); `refusal` is the refused pit and
/// its rule (`5:not-your-pit`), and `refusal-text` the words the player
/// reads. Each is empty when nothing shows.
fn publish_choices(
    preview: Res<Preview>,
    refusal: Res<Refusal>,
    players: Option<Res<Players>>,
    locale: Res<Locale>,
    mut published: ResMut<Published>,
) {
    let shown = match &preview.shown {
        Some((pit, Foresight::Move { counts, .. })) => {
            let counts: Vec<String> = counts.iter().map(u8::to_string).collect();
            format!("{pit}:{}", counts.join(","))
        }
        Some((pit, Foresight::Refused(reason))) => format!("{pit}:{}", rule_name(*reason)),
        None => String::new(),
    };
    let (refused, words) = match (refusal.shown(), players) {
        (Some(refused), Some(players)) => (
            format!("{}:{}", refused.pit, rule_name(refused.reason)),
            refusal_text(refused.reason, &players, &locale),
        ),
        (Some(refused), None) => (
            format!("{}:{}", refused.pit, rule_name(refused.reason)),
            String::new(),
        ),
        (None, _) => (String::new(), String::new()),
    };
    published.set("preview", shown);
    published.set("refusal", refused);
    published.set("refusal-text", words);
}

fn choices_changed(
    preview: Res<Preview>,
    refusal: Res<Refusal>,
    players: Option<Res<Players>>,
    locale: Res<Locale>,
) -> bool {
    preview.is_changed()
        || refusal.is_changed()
        || players.is_some_and(|p| p.is_changed())
        || locale.is_changed()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        // Only the test reads the state and the choices: a player's page
        // writes none of it, and logs no move.
        (
            publish_state.run_if(|page: PageState| page.changed()),
            publish_choices.run_if(choices_changed),
            count_stones_landed,
        )
            .run_if(test_hooks_awake),
    );
}
