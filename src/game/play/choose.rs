//! A person's choice of a pit, from any device, as one domain event:
//! [`PitChosen`]. It is played when a person may move; an illegal choice
//! keeps the rule that forbids it, for the interface to explain, and
//! changes nothing.

use super::match_state::{BoardReset, Match, MovePlayed, play_move};
use crate::game::state::{AppSystems, Turn, person_may_move, want_frames};
use crate::rules::{IllegalMove, Pit};
use bevy::prelude::*;

/// A person chose a pit: by mouse, touch, keyboard or a test.
#[derive(Event, Clone, Copy, PartialEq, Eq, Debug)]
pub struct PitChosen {
    pub pit: Pit,
}

/// What choosing a legal pit does. An illegal pit is refused in every case.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choosing {
    /// The move is played.
    #[default]
    Play,
    /// A lesson: only this pit is played; another legal pit is declined
    /// and nothing changes.
    Only(Pit),
    /// A puzzle: the pit is the player's answer, and nothing is played.
    Answer,
}

/// A legal pit was chosen while a lesson wanted another.
#[derive(Event, Clone, Copy, PartialEq, Eq, Debug)]
pub struct PitDeclined {
    pub pit: Pit,
}

/// A legal pit was chosen as a puzzle's answer.
#[derive(Event, Clone, Copy, PartialEq, Eq, Debug)]
pub struct PitAnswered {
    pub pit: Pit,
}

/// How long a refusal stays on screen.
const REFUSAL_SECONDS: f32 = 3.5;

/// A refused pit and the rule that refused it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Refused {
    pub pit: Pit,
    pub reason: IllegalMove,
}

/// The last refused choice, while it shows. It keeps the rule, not a
/// sentence, so it reads in whatever language is chosen while it shows.
#[derive(Resource, Default, Debug, Clone)]
pub struct Refusal {
    refused: Option<Refused>,
    timer: Timer,
}

impl Refusal {
    pub fn shown(&self) -> Option<Refused> {
        self.refused
    }

    fn show(&mut self, refused: Refused) {
        self.refused = Some(refused);
        self.timer = Timer::from_seconds(REFUSAL_SECONDS, TimerMode::Once);
    }

    fn clear(&mut self) {
        self.refused = None;
    }
}

fn choose_pit(
    chosen: On<PitChosen>,
    choosing: Res<Choosing>,
    mut game: ResMut<Match>,
    mut refusal: ResMut<Refusal>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut commands: Commands,
) {
    let pit = chosen.pit;
    match game.check(pit) {
        Err(reason) => refusal.show(Refused {
            pit: chosen.pit,
            reason,
        }),
        Ok(()) if matches!(*choosing, Choosing::Only(p) if p != chosen.pit) => {
            refusal.clear();
            commands.trigger(PitDeclined { pit: chosen.pit });
        }
        Ok(()) if *choosing == Choosing::Answer => {
            refusal.clear();
            commands.trigger(PitAnswered { pit: chosen.pit });
        }
        Ok(()) => {
            refusal.clear();
            let _ = play_move(&mut game, pit, &mut next_turn, &mut commands);
        }
    }
}

/// Ticks without marking the refusal changed, so what shows it redraws
/// only when it appears and when it goes.
fn fade_refusal(time: Res<Time>, mut refusal: ResMut<Refusal>) {
    if refusal.refused.is_none() {
        return;
    }
    let timer = &mut refusal.bypass_change_detection().timer;
    if timer.tick(time.delta()).just_finished() {
        refusal.clear();
    }
}

fn clear_refusal<E: Event>(_: On<E>, mut refusal: ResMut<Refusal>) {
    if refusal.refused.is_some() {
        refusal.clear();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Refusal>()
        .init_resource::<Choosing>()
        .add_observer(choose_pit.run_if(person_may_move))
        .add_observer(clear_refusal::<MovePlayed>)
        .add_observer(clear_refusal::<BoardReset>)
        .add_systems(Update, fade_refusal.in_set(AppSystems::TickTimers))
        // A refusal fades on a timer.
        .add_systems(
            Update,
            want_frames
                .run_if(|refusal: Res<Refusal>| refusal.shown().is_some())
                .in_set(AppSystems::Show),
        );
}
