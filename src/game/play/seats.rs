//! Two at one tablet: each seat's own Undo and its own notes. A seat's
//! Undo takes back that seat's last move and whatever came after it, never
//! only the other's; when that would take back the other seat's reply too,
//! the other seat is asked first, as a child at a real board would ask
//! before lifting the other's stones back.

use super::match_state::{Match, MovePlayed, take_back};
use crate::game::state::{AppSystems, Dialog, InMatch};
use crate::rules::{Game, Side};
use bevy::prelude::*;

/// What a seat's Undo would take back, face to face.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatUndo {
    /// The seat has made no move in this game: nothing changes.
    NothingOfYours,
    /// The seat's own move is the last one played: it alone goes back.
    Own,
    /// The other seat has moved since: `moves` go back, the other seat's
    /// among them, once the other seat agrees.
    WithReply { moves: usize },
}

/// What `seat`'s Undo would take back in `game`: its own last move and
/// every move after it.
pub fn seat_undo(game: &Game, seat: Side) -> SeatUndo {
    let history = game.history();
    let played = game.moves().len();
    // The position each move was made from says who made it.
    match (0..played).rev().find(|&i| history[i].to_move() == seat) {
        None => SeatUndo::NothingOfYours,
        Some(i) if i + 1 == played => SeatUndo::Own,
        Some(i) => SeatUndo::WithReply { moves: played - i },
    }
}

/// One seat's Undo button, face to face.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoBySeat(pub Side);

/// The asked seat's answer to an Undo that takes back its move too.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerUndo {
    pub allow: bool,
}

/// An Undo waiting for the other seat's answer: who asked, how many moves
/// it takes back, and how many had been played when it was asked (a move
/// made meanwhile withdraws it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoRequest {
    pub by: Side,
    pub moves: usize,
    pub played: usize,
}

/// The Undo the other seat is being asked about, while its question is
/// open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoAsked(pub Option<UndoRequest>);

/// A line for one seat only, face to face. Typed words: the HUD renders
/// them in the seat's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatNote {
    /// This seat has no move of its own to take back.
    NothingToUndo,
    /// The other seat took back its own last move.
    TookBack { by: Side },
    /// The other seat said no to taking back its move.
    KeptMove { by: Side },
    /// The other seat allowed it: both moves went back.
    AllowedUndo { by: Side },
    /// A hint comes on this seat's own turn.
    HintOnYourTurn,
}

/// How long a seat's note stays.
const SEAT_NOTE_SECONDS: f32 = 4.0;

/// Each seat's note while it shows, South's first.
#[derive(Resource, Default, Debug, Clone)]
pub struct SeatNotes {
    notes: [Option<SeatNote>; 2],
    timers: [Timer; 2],
}

impl SeatNotes {
    /// The note `seat` sees now.
    pub fn of(&self, seat: Side) -> Option<SeatNote> {
        self.notes[seat]
    }

    pub fn show(&mut self, seat: Side, note: SeatNote) {
        self.notes[seat] = Some(note);
        self.timers[seat] = Timer::from_seconds(SEAT_NOTE_SECONDS, TimerMode::Once);
    }

    fn clear(&mut self) {
        self.notes = [None; 2];
    }
}

fn undo_by_seat(
    undo: On<UndoBySeat>,
    in_match: Option<Res<State<InMatch>>>,
    mut game: ResMut<Match>,
    mut notes: ResMut<SeatNotes>,
    mut asked: ResMut<UndoAsked>,
    mut dialog: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    if in_match.is_none() {
        return;
    }
    let seat = undo.0;
    match seat_undo(&game, seat) {
        SeatUndo::NothingOfYours => notes.show(seat, SeatNote::NothingToUndo),
        SeatUndo::Own => {
            take_back(&mut game, 1, &mut commands);
            notes.show(seat.opponent(), SeatNote::TookBack { by: seat });
            commands.trigger(super::flow::PlayOn);
        }
        SeatUndo::WithReply { moves } => {
            asked.0 = Some(UndoRequest {
                by: seat,
                moves,
                played: game.moves().len(),
            });
            dialog.set(Dialog::UndoAsk);
        }
    }
}

fn answer_undo(
    answer: On<AnswerUndo>,
    mut game: ResMut<Match>,
    mut notes: ResMut<SeatNotes>,
    mut asked: ResMut<UndoAsked>,
    mut dialog: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    let Some(request) = asked.0.take() else {
        return;
    };
    dialog.set(Dialog::None);
    // The game moved on meanwhile: the question no longer holds.
    if game.moves().len() != request.played {
        return;
    }
    let by = request.by.opponent();
    if answer.allow {
        take_back(&mut game, request.moves, &mut commands);
        notes.show(request.by, SeatNote::AllowedUndo { by });
        commands.trigger(super::flow::PlayOn);
    } else {
        notes.show(request.by, SeatNote::KeptMove { by });
    }
}

/// The question goes with its dialog: closed by Keep my move or Escape,
/// it is a no, nothing is taken back, and the asking seat is told.
fn question_closed(mut asked: ResMut<UndoAsked>, mut notes: ResMut<SeatNotes>) {
    if let Some(request) = asked.0.take() {
        notes.show(
            request.by,
            SeatNote::KeptMove {
                by: request.by.opponent(),
            },
        );
    }
}

/// Leaving the match forgets a question still open.
fn forget_question(mut asked: ResMut<UndoAsked>) {
    if asked.0.is_some() {
        asked.0 = None;
    }
}

fn clear_notes<E: Event>(_: On<E>, mut notes: ResMut<SeatNotes>) {
    if notes.notes.iter().any(Option::is_some) {
        notes.clear();
    }
}

/// Ticks without marking the notes changed; they redraw when they come
/// and go.
fn fade_notes(time: Res<Time>, mut notes: ResMut<SeatNotes>) {
    let quiet = notes.bypass_change_detection();
    let mut faded = false;
    for (note, timer) in quiet.notes.iter_mut().zip(quiet.timers.iter_mut()) {
        if note.is_some() && timer.tick(time.delta()).just_finished() {
            *note = None;
            faded = true;
        }
    }
    if faded {
        notes.set_changed();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SeatNotes>()
        .init_resource::<UndoAsked>()
        .add_observer(undo_by_seat)
        .add_observer(answer_undo)
        .add_observer(clear_notes::<MovePlayed>)
        .add_systems(OnExit(Dialog::UndoAsk), question_closed)
        .add_systems(OnExit(InMatch), forget_question)
        .add_systems(Update, fade_notes.in_set(AppSystems::TickTimers));
}

#[cfg(test)]
mod tests {
    use super::{SeatUndo, seat_undo};
    use crate::rules::{Game, Pit, Side};

    fn game(first: Side, moves: &[usize]) -> Game {
        let mut game = Game::new(first);
        for &m in moves {
            game.play(Pit::new(m).unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn a_seat_takes_back_only_from_its_own_last_move_on() {
        let opening = game(Side::South, &[]);
        assert_eq!(seat_undo(&opening, Side::South), SeatUndo::NothingOfYours);
        assert_eq!(seat_undo(&opening, Side::North), SeatUndo::NothingOfYours);
        // South played: South's Undo is its own; North has nothing yet.
        let one = game(Side::South, &[2]);
        assert_eq!(seat_undo(&one, Side::South), SeatUndo::Own);
        assert_eq!(seat_undo(&one, Side::North), SeatUndo::NothingOfYours);
        // North replied: North's is its own, South's takes North's too.
        let two = game(Side::South, &[2, 3]);
        assert_eq!(seat_undo(&two, Side::North), SeatUndo::Own);
        assert_eq!(
            seat_undo(&two, Side::South),
            SeatUndo::WithReply { moves: 2 }
        );
        // A game North starts.
        let north_first = game(Side::North, &[5]);
        assert_eq!(seat_undo(&north_first, Side::North), SeatUndo::Own);
        assert_eq!(
            seat_undo(&north_first, Side::South),
            SeatUndo::NothingOfYours
        );
    }
}
