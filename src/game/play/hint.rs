//! The hint: the best move for the person to move, and what it is worth,
//! from the solved table. It keeps the pit and the value; the interface
//! words them.

use super::match_state::{BoardReset, Match, MovePlayed, Players};
use super::oracle::Oracle;
use super::seats::{SeatNote, SeatNotes};
use crate::ai::{Level, Table};
use crate::game::state::{AppSystems, person_may_move};
use crate::prefs::Controller;
use crate::rules::{Pit, Position, Side};
use bevy::prelude::*;

/// How long a hint stays.
const HINT_SECONDS: f32 = 10.0;

/// A person asks for a hint; face to face, from one seat, which alone
/// sees it, and only on its own turn.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct AskHint {
    pub seat: Option<Side>,
}

/// What the hint says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hint {
    /// Play `pit`; from here on the mover nets `value` stones under
    /// perfect play.
    Best { pit: Pit, value: i8 },
    /// Play `pit`, a best move, with no forecast: against Beginner and
    /// Casual, or a person on this device, who do not play perfectly, "your
    /// opponent can gain 2 more than you, however you play" would be
    /// untrue and unkind.
    Plain { pit: Pit },
    /// The table is still being worked out.
    Waiting,
}

/// The hint on show, if any.
#[derive(Resource, Default, Debug, Clone)]
pub struct HintShown {
    hint: Option<Hint>,
    seat: Option<Side>,
    timer: Timer,
}

impl HintShown {
    pub fn shown(&self) -> Option<Hint> {
        self.hint
    }

    /// The seat that asked for it, face to face: only it sees the hint.
    pub fn seat(&self) -> Option<Side> {
        self.seat
    }

    /// The pit the hint suggests, while it shows.
    pub fn pit(&self) -> Option<Pit> {
        match self.hint {
            Some(Hint::Best { pit, .. } | Hint::Plain { pit }) => Some(pit),
            _ => None,
        }
    }

    fn clear(&mut self) {
        self.hint = None;
    }
}

/// The pit to suggest and its value: a best move that also makes progress
/// when the position is won.
pub fn best_move(table: &Table, position: &Position) -> Option<(Pit, i8)> {
    let values = table.move_values(position);
    let best = values.best()?;
    let pit = table
        .progress_move(position)
        .filter(|&p| values.get(p) == Some(best))
        .or_else(|| values.iter().find(|&(_, v)| v == best).map(|(p, _)| p))?;
    Some((pit, best))
}

/// Whether `side` plays one of the first two levels, or a person on this
/// device (two children across a tablet): neither plays perfectly, so a
/// forecast of the end under perfect play would mislead.
fn gentle_opponent(players: &Players, side: Side) -> bool {
    let opponent = side.opponent();
    players.of(opponent) == Controller::Human
        || matches!(
            players.opponent_level(opponent),
            Some(Level::Beginner | Level::Casual)
        )
}

fn give_hint(
    ask: On<AskHint>,
    game: Res<Match>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    mut shown: ResMut<HintShown>,
    mut notes: ResMut<SeatNotes>,
) {
    // By link, the friend far away has no hint: neither has this player.
    if players.by_link() {
        return;
    }
    if let Some(seat) = ask.seat
        && seat != game.to_move()
    {
        notes.show(seat, SeatNote::HintOnYourTurn);
        return;
    }
    let hint = match oracle.table() {
        None => Hint::Waiting,
        Some(table) => match best_move(&table, game.position()) {
            Some((pit, _)) if gentle_opponent(&players, game.to_move()) => Hint::Plain { pit },
            Some((pit, value)) => Hint::Best { pit, value },
            None => return,
        },
    };
    shown.hint = Some(hint);
    shown.seat = ask.seat;
    shown.timer = Timer::from_seconds(HINT_SECONDS, TimerMode::Once);
}

fn clear_hint<E: Event>(_: On<E>, mut shown: ResMut<HintShown>) {
    if shown.hint.is_some() {
        shown.clear();
    }
}

/// Ticks without marking the hint changed; it redraws when it comes and goes.
fn fade_hint(time: Res<Time>, mut shown: ResMut<HintShown>) {
    if shown.hint.is_none() {
        return;
    }
    if shown
        .bypass_change_detection()
        .timer
        .tick(time.delta())
        .just_finished()
    {
        shown.clear();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintShown>()
        .add_observer(give_hint.run_if(person_may_move))
        .add_observer(clear_hint::<MovePlayed>)
        .add_observer(clear_hint::<BoardReset>)
        .add_systems(Update, fade_hint.in_set(AppSystems::TickTimers));
}
