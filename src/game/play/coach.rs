//! A coach for the first levels: after a person's move against Beginner or
//! Casual that gave away 4 stones or more against the best move, a quiet
//! line says which pit would have kept them, once the computer's reply has
//! been drawn. It keeps the pit and the stones; the interface words them.

use super::match_state::{BoardReset, MovePlayed, Players};
use super::oracle::Oracle;
use super::settings::Settings;
use crate::ai::Level;
use crate::prefs::Controller;
use crate::rules::{Pit, Position};
use bevy::prelude::*;

/// A move that gave away at least this many stones draws the coach's line.
pub const COACH_THRESHOLD: u8 = 4;

/// What the coach says: `better` would have kept `stones` more stones by
/// the end of a well-played game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Advice {
    pub better: Pit,
    pub stones: u8,
    /// The position the judged move made: the line waits for the reply
    /// that leaves it.
    pub after: Position,
}

/// The coach's line, until the person's next move or an undo.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coach(pub Option<Advice>);

/// Whether the coach watches this game: against the first two levels,
/// unless the player turned it off.
fn coaching(settings: &Settings, players: &Players) -> bool {
    let computer = [players.south, players.north]
        .into_iter()
        .find_map(|c| match c {
            Controller::Computer(level) => Some(level),
            Controller::Human | Controller::Friend => None,
        });
    settings.coach
        && players.against_computer()
        && matches!(computer, Some(Level::Beginner | Level::Casual))
}

fn judge_move(
    played: On<MovePlayed>,
    settings: Res<Settings>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    mut coach: ResMut<Coach>,
) {
    let report = &played.report;
    if !players.is_human(report.mover) {
        return; // the computer's reply leaves the line where it is
    }
    let advice = oracle
        .table()
        .filter(|_| coaching(&settings, &players))
        .and_then(|table| {
            let values = table.move_values(&report.before);
            let best = values.best()?;
            let played = values.get(report.origin)?;
            let lost = (best - played) as u8;
            let better = values.iter().find(|&(_, v)| v == best)?.0;
            (lost >= COACH_THRESHOLD).then_some(Advice {
                better,
                stones: lost,
                after: report.after,
            })
        });
    coach.set_if_neq(Coach(advice));
}

fn forget(_: On<BoardReset>, mut coach: ResMut<Coach>) {
    coach.set_if_neq(Coach(None));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Coach>()
        .add_observer(judge_move)
        .add_observer(forget);
}
