//! The live region's news, as it happens: a move as its drawing starts,
//! then the HUD's news (refusals, the coach, hints, warnings) and the
//! turn when it comes back to a person; by link, a link sent or refused
//! and what the friend's turn asks. The whole board on demand (the B
//! key, or the web page's button).

use super::speech::{board_sentences, move_sentences};
use crate::game::learn::{PuzzleSession, Tutorial, lesson_note, verdict};
use crate::game::play::{Match, MovePlayed, Players, Refusal};
use crate::game::state::{AppSystems, InMatch, OnBoard, Turn, person_may_move};
use crate::game::ui::locale::{Locale, WORD_JOINER};
use crate::game::ui::notice::{Notice, Notices, notice_text};
use crate::game::ui::{HudLines, refusal_text};
use bevy::prelude::*;

/// How many announcements are kept for the page to catch up on.
const KEPT: usize = 24;

/// What has been announced, newest last, each with its serial number (the
/// page appends those it has not seen).
#[derive(Resource, Default, Debug)]
pub struct Announcements {
    said: Vec<(u64, String)>,
    next: u64,
}

impl Announcements {
    pub fn say(&mut self, text: String) {
        // Word joiners hold a score on one line; a voice has no lines.
        let text = text.replace(WORD_JOINER, "");
        if text.trim().is_empty() {
            return;
        }
        self.said.push((self.next, text));
        self.next += 1;
        if self.said.len() > KEPT {
            self.said.remove(0);
        }
    }

    /// Every kept announcement, oldest first.
    pub fn said(&self) -> &[(u64, String)] {
        &self.said
    }

    pub fn latest(&self) -> Option<&str> {
        self.said.last().map(|(_, text)| text.as_str())
    }
}

/// Say the whole board: every pit's count and both scores.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct ReadBoard;

fn tell_move(
    played: On<MovePlayed>,
    game: Res<Match>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut news: ResMut<Announcements>,
) {
    news.say(move_sentences(&played.report, &game, &players, &locale));
}

fn read_board(
    _: On<ReadBoard>,
    game: Res<Match>,
    players: Res<Players>,
    locale: Res<Locale>,
    on_board: Option<Res<State<OnBoard>>>,
    mut news: ResMut<Announcements>,
) {
    if on_board.is_some() {
        news.say(board_sentences(game.position(), &players, &locale));
    }
}

fn read_board_key(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if keys.just_pressed(KeyCode::KeyB) {
        commands.trigger(ReadBoard);
    }
}

/// The HUD's news once it is drawn: a new note, and the turn line each
/// time a person may move again (the computer's thinking and the sowing
/// go unsaid).
fn tell_hud(
    may_move: In<bool>,
    lines: Res<HudLines>,
    mut said_turn: Local<Option<String>>,
    mut said_note: Local<String>,
    mut news: ResMut<Announcements>,
) {
    if !*may_move {
        *said_turn = None;
    } else if said_turn.as_deref() != Some(lines.turn.as_str()) {
        news.say(lines.turn.clone());
        *said_turn = Some(lines.turn.clone());
    }
    if lines.note != *said_note {
        if lines.note_is_news {
            news.say(lines.note.clone());
        }
        *said_note = lines.note.clone();
    }
}

/// By link, the friend's turn: nobody here may move, yet the line says
/// what to do (send the link, or wait for theirs), once each time it
/// changes.
fn tell_link_turn(
    lines: Res<HudLines>,
    players: Res<Players>,
    turn: Option<Res<State<Turn>>>,
    mut said: Local<Option<String>>,
    mut news: ResMut<Announcements>,
) {
    let waiting = players.by_link() && turn.is_some_and(|t| *t.get() == Turn::Idle);
    if !waiting {
        *said = None;
    } else if said.as_deref() != Some(lines.turn.as_str()) {
        news.say(lines.turn.clone());
        *said = Some(lines.turn.clone());
    }
}

/// A link sent or refused, and news of another tab or of a browser that
/// keeps nothing, is told as its notice shows: heard, not only seen.
fn tell_notices(
    notices: Res<Notices>,
    locale: Res<Locale>,
    mut said: Local<Vec<Notice>>,
    mut news: ResMut<Announcements>,
) {
    for notice in &notices.items {
        if notice.kind.is_told() && !said.contains(notice) {
            news.say(notice_text(notice, &locale));
        }
    }
    *said = notices.items.clone();
}

/// The coach's line when it shows, after the computer's reply has been
/// told.
fn tell_coach(
    lines: Res<HudLines>,
    mut said: Local<Option<String>>,
    mut news: ResMut<Announcements>,
) {
    if lines.coach != *said {
        if let Some(coach) = &lines.coach {
            news.say(coach.clone());
        }
        *said = lines.coach.clone();
    }
}

/// Every refusal is told, the same pit twice included: every tap answers.
fn tell_refusal(
    refusal: Res<Refusal>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut news: ResMut<Announcements>,
) {
    if let Some(refused) = refusal.shown().filter(|_| refusal.is_changed()) {
        news.say(refusal_text(refused.reason, &players, &locale));
    }
}

/// A lesson's note (what the move did, why a pit was declined) and a
/// puzzle's verdict, once each.
fn tell_learning(
    tutorial: Option<Res<Tutorial>>,
    puzzle: Option<Res<PuzzleSession>>,
    refusal: Res<Refusal>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut said: Local<String>,
    mut news: ResMut<Announcements>,
) {
    let lesson = tutorial
        .filter(|t| t.is_changed())
        // A refusal is told by itself.
        .filter(|_| refusal.shown().is_none())
        .map(|t| lesson_note(&t, &refusal, &players, &locale));
    let verdict = puzzle
        .filter(|p| p.is_changed())
        .and_then(|p| verdict(&p, &locale));
    for text in [lesson, verdict].into_iter().flatten() {
        if text != *said {
            news.say(text.clone());
            *said = text;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcements>()
        .add_observer(tell_move)
        .add_observer(read_board)
        .add_systems(
            Update,
            (
                read_board_key
                    .run_if(resource_exists::<ButtonInput<KeyCode>>)
                    .in_set(AppSystems::RecordInput),
                person_may_move
                    .pipe(tell_hud)
                    .run_if(in_state(InMatch))
                    .after(AppSystems::Show),
                tell_refusal.after(AppSystems::Show),
                tell_coach.after(AppSystems::Show),
                tell_link_turn
                    .run_if(in_state(InMatch))
                    .after(AppSystems::Show),
                tell_notices
                    .run_if(resource_changed::<Notices>)
                    .after(AppSystems::Show),
                tell_learning.after(AppSystems::Show),
            ),
        );
}
