//! What each pit's ring shows, decided in one place and in one order: a
//! capture lighting up, a refused choice, the hint, the keyboard cursor,
//! the last move (where it was played from and where it ended), or
//! (subtly) a pit the person may play.

use super::pieces::{BoardPit, PitHighlight};
use super::preview::{Foresight, Preview, PreviewSet};
use super::sowing::Playback;
use crate::game::play::{Choosing, HintShown, Match, Refusal};
use crate::game::state::{AppSystems, person_may_move, watched_inputs};
use crate::rules::Pit;
use bevy::prelude::*;
use bevy_input_focus::InputFocus;

/// Pits a lesson, a puzzle or the analysis points at.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PitMarks {
    /// The pit a lesson asks for: it pulses.
    pub beckon: Option<Pit>,
    /// The best move, once it may be shown.
    pub best: Option<Pit>,
    /// A move worse than the best: a puzzle's wrong answer, or the move
    /// the analysis shows when it gave stones away.
    pub missed: Option<Pit>,
}

watched_inputs! {
    /// Everything a ring may show.
    pub struct RingInputs<'w> {
        game: Res<'w, Match>,
        playback: Res<'w, Playback>,
        refusal: Res<'w, Refusal>,
        hint: Res<'w, HintShown>,
        focus: Res<'w, InputFocus>,
        preview: Res<'w, Preview>,
        marks: Res<'w, PitMarks>,
        choosing: Res<'w, Choosing>,
    }
}

impl RingInputs<'_> {
    /// The last move, once drawn and until the next one starts; not in a
    /// lesson or a puzzle, whose own marks speak.
    fn last_move(&self) -> Option<(Pit, Pit)> {
        let quiet = *self.marks != PitMarks::default();
        (!self.playback.is_active() && !quiet)
            .then_some(self.playback.last_move)
            .flatten()
    }

    /// The ring of `pit`, highest priority first.
    fn ring(&self, pit: Pit, may_move: bool, cursor: Option<Pit>) -> PitHighlight {
        // A lesson offers only its own pit.
        let offered = match *self.choosing {
            Choosing::Only(only) => only == pit,
            _ => true,
        };
        let legal = may_move && offered && self.game.legal_moves().contains(pit);
        let (previewed, landing, taken) = match &self.preview.shown {
            Some((origin, Foresight::Move { last, captured, .. })) => {
                (*origin == pit, *last == pit, captured.contains(&pit))
            }
            Some((origin, Foresight::Refused(_))) => (*origin == pit, false, false),
            None => (false, false, false),
        };
        if self.playback.lit[pit] {
            PitHighlight::Capture
        } else if self.refusal.shown().is_some_and(|r| r.pit == pit) {
            PitHighlight::Refused
        } else if taken {
            PitHighlight::Taken
        } else if landing {
            PitHighlight::Landing
        } else if may_move && self.marks.beckon == Some(pit) {
            PitHighlight::Beckoning
        } else if self.marks.best == Some(pit) {
            PitHighlight::Hint
        } else if self.marks.missed == Some(pit) {
            PitHighlight::Missed
        } else if legal && self.hint.pit() == Some(pit) {
            PitHighlight::Hint
        } else if legal && (cursor == Some(pit) || previewed) {
            PitHighlight::Focused
        } else if let Some((played, landed)) = self
            .last_move()
            // A mark on an empty pit would point at nothing (a finished
            // game's rows are drawn empty, its stones gathered).
            .filter(|_| self.playback.shown.counts[pit] > 0)
        {
            if played == pit {
                PitHighlight::LastPlayed
            } else if landed == pit {
                PitHighlight::LastLanded
            } else if legal {
                PitHighlight::Legal
            } else {
                PitHighlight::None
            }
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
    mut pits: Query<(&BoardPit, &mut PitHighlight)>,
    added: Query<(), Added<BoardPit>>,
) {
    let may_move = *may_move;
    if !inputs.changed() && *last_may_move == Some(may_move) && added.is_empty() {
        return;
    }
    *last_may_move = Some(may_move);
    let cursor = inputs
        .focus
        .get()
        .and_then(|e| pits.get(e).ok())
        .map(|(pit, _)| pit.0);
    for (pit, mut highlight) in &mut pits {
        highlight.set_if_neq(inputs.ring(pit.0, may_move, cursor));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PitMarks>().add_systems(
        Update,
        person_may_move
            .pipe(update_rings)
            .in_set(AppSystems::Update)
            .after(PreviewSet),
    );
}
