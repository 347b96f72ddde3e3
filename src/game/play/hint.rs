//! The hint: the best move for the person to move, and what it is worth,
//! from the solved table.

use super::highlight::PitHighlight;
use super::hud::pit_label;
use super::locale::Locale;
use super::match_state::{BoardReset, Match, MovePlayed, Players};
use super::oracle::Oracle;
use super::screens::Turn;
use super::theme::{Act, UiAction};
use crate::ai::Table;
use crate::i18n::Arg;
use crate::rules::Position;
use bevy::prelude::*;

/// How long a hint stays.
const HINT_SECONDS: f32 = 10.0;

/// The hint on show, if any.
#[derive(Resource, Default, Debug, Clone)]
pub struct HintShown {
    pub pit: Option<u8>,
    pub text: String,
    pub seconds_left: f32,
}

/// The pit to suggest and its value: a best move that also makes progress
/// when the position is won.
pub fn best_move(table: &Table, position: &Position) -> Option<(usize, i8)> {
    let values = table.move_values(position);
    let best = values.best()?;
    let pit = table
        .progress_move(position)
        .filter(|&p| values.get(p) == Some(best))
        .or_else(|| values.iter().find(|&(_, v)| v == best).map(|(p, _)| p))?;
    Some((pit, best))
}

fn give_hint(
    act: On<Act>,
    game: Res<Match>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    locale: Res<Locale>,
    turn: Option<Res<State<Turn>>>,
    mut hint: ResMut<HintShown>,
) {
    if act.0 != UiAction::Hint
        || turn.is_none_or(|t| *t.get() != Turn::Human)
        || !players.is_human(game.to_move())
    {
        return;
    }
    *hint = match oracle.table() {
        None => HintShown {
            pit: None,
            text: locale.t_with(
                "hint-waiting",
                &[("percent", Arg::Num((oracle.progress() * 100.0) as i64))],
            ),
            seconds_left: HINT_SECONDS,
        },
        Some(table) => {
            let Some((pit, value)) = best_move(&table, game.position()) else {
                return;
            };
            let worth = match value.signum() {
                1 => "more",
                0 => "even",
                _ => "less",
            };
            HintShown {
                pit: Some(pit as u8),
                text: locale.t_with(
                    "hint-best",
                    &[
                        ("pit", Arg::from(pit_label(pit as u8))),
                        ("worth", Arg::Str(worth)),
                        ("stones", Arg::Num(i64::from(value.unsigned_abs()))),
                    ],
                ),
                seconds_left: HINT_SECONDS,
            }
        }
    };
}

fn clear_after_move(_: On<MovePlayed>, mut hint: ResMut<HintShown>) {
    *hint = HintShown::default();
}

fn clear_after_reset(_: On<BoardReset>, mut hint: ResMut<HintShown>) {
    *hint = HintShown::default();
}

fn fade_hint(time: Res<Time>, mut hint: ResMut<HintShown>) {
    if hint.seconds_left > 0.0 {
        hint.seconds_left = (hint.seconds_left - time.delta_secs()).max(0.0);
        if hint.seconds_left == 0.0 {
            hint.pit = None;
        }
    }
}

/// Rings the suggested pit (after the other highlights are decided).
fn ring_hint(hint: Res<HintShown>, mut pits: Query<(&super::board::Pit, &mut PitHighlight)>) {
    let Some(pit) = hint.pit else { return };
    for (p, mut highlight) in &mut pits {
        if p.0 == pit && matches!(*highlight, PitHighlight::Legal | PitHighlight::Focused) {
            *highlight = PitHighlight::Hint;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintShown>()
        .add_observer(give_hint)
        .add_observer(clear_after_move)
        .add_observer(clear_after_reset)
        .add_systems(
            Update,
            (
                fade_hint,
                ring_hint.after(super::highlight::update_highlights),
            )
                .in_set(super::AppSystems::Update),
        );
}
