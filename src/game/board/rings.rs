//! What each pit's ring shows: a legal move (subtly), the keyboard focus, a
//! refused choice, or a capture lighting up in chain order.

use super::board::Pit;
use super::input::{PitFocus, Refusal};
use super::match_state::{Match, Players};
use super::screens::Turn;
use super::sowing::Playback;
use bevy::prelude::*;

/// The ring around a pit.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PitHighlight {
    #[default]
    None,
    /// The player to move may play this pit.
    Legal,
    /// The keyboard cursor is on this (legal) pit.
    Focused,
    /// The pit was just refused; the message says why.
    Refused,
    /// The pit is being captured.
    Capture,
    /// The hint suggests this pit.
    Hint,
}

pub(super) fn update_highlights(
    game: Res<Match>,
    players: Res<Players>,
    turn: Option<Res<State<Turn>>>,
    playback: Res<Playback>,
    focus: Res<PitFocus>,
    refusal: Res<Refusal>,
    mut pits: Query<(&Pit, &mut PitHighlight)>,
) {
    let human_turn = turn.is_some_and(|t| *t.get() == Turn::Human)
        && !playback.is_active()
        && players.is_human(game.to_move());
    let legal = game.legal_moves();
    for (pit, mut highlight) in &mut pits {
        let p = pit.0 as usize;
        let wanted = if playback.lit[p] {
            PitHighlight::Capture
        } else if refusal.pit == Some(pit.0) && refusal.seconds_left > 0.0 {
            PitHighlight::Refused
        } else if human_turn && focus.pit == Some(pit.0) && legal.contains(p) {
            PitHighlight::Focused
        } else if human_turn && legal.contains(p) {
            PitHighlight::Legal
        } else {
            PitHighlight::None
        };
        highlight.set_if_neq(wanted);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, update_highlights.in_set(super::AppSystems::Update));
}
