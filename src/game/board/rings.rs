//! What each pit's ring shows, decided in one place and in one order: a
//! capture lighting up, a refused choice, the hint, the keyboard cursor, or
//! (subtly) a pit the person may play.

use super::pieces::{Pit, PitHighlight};
use super::sowing::Playback;
use crate::game::play::{HintShown, Match, Refusal};
use crate::game::state::{AppSystems, person_may_move};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The keyboard cursor: a pit of the player to move.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct PitFocus {
    pub pit: Option<u8>,
}

/// Everything a ring may show.
#[derive(SystemParam)]
pub struct RingInputs<'w> {
    game: Res<'w, Match>,
    playback: Res<'w, Playback>,
    refusal: Res<'w, Refusal>,
    hint: Res<'w, HintShown>,
    focus: Res<'w, PitFocus>,
}

impl RingInputs<'_> {
    fn changed(&self) -> bool {
        self.game.is_changed()
            || self.playback.is_changed()
            || self.refusal.is_changed()
            || self.hint.is_changed()
            || self.focus.is_changed()
    }

    /// The ring of `pit`, highest priority first.
    fn ring(&self, pit: u8, may_move: bool) -> PitHighlight {
        let legal = may_move && self.game.legal_moves().contains(usize::from(pit));
        if self.playback.lit[usize::from(pit)] {
            PitHighlight::Capture
        } else if self.refusal.shown().is_some_and(|r| r.pit == pit) {
            PitHighlight::Refused
        } else if legal && self.hint.pit() == Some(pit) {
            PitHighlight::Hint
        } else if legal && self.focus.pit == Some(pit) {
            PitHighlight::Focused
        } else if legal {
            PitHighlight::Legal
        } else {
            PitHighlight::None
        }
    }
}

fn update_rings(
    may_move: In<bool>,
    inputs: RingInputs,
    mut last_may_move: Local<Option<bool>>,
    mut pits: Query<(&Pit, &mut PitHighlight)>,
    added: Query<(), Added<Pit>>,
) {
    let may_move = *may_move;
    if !inputs.changed() && *last_may_move == Some(may_move) && added.is_empty() {
        return;
    }
    *last_may_move = Some(may_move);
    for (pit, mut highlight) in &mut pits {
        highlight.set_if_neq(inputs.ring(pit.0, may_move));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PitFocus>().add_systems(
        Update,
        person_may_move
            .pipe(update_rings)
            .in_set(AppSystems::Update),
    );
}
