//! A move's replay as state: its timing and pace, the timed cues, what the
//! board shows meanwhile, and the messages it sends.

use crate::rules::{Game, MoveReport, PITS, Pit, Position, Side};
use bevy::prelude::*;
use std::collections::VecDeque;

/// Seconds, at normal speed.
pub(super) mod timing {
    /// Stones rise from the origin into the hand.
    pub const LIFT: f32 = 0.18;
    /// Between one stone leaving the hand and the next, on the first lap.
    pub const STEP: f32 = 0.17;
    /// One stone's flight to its pit.
    pub const FLIGHT: f32 = 0.34;
    /// The longest a sowing takes, lift to last landing: later laps speed
    /// up to fit, so a big move does not keep the player waiting.
    pub const SOW_BUDGET: f32 = 2.0;
    /// After the last stone lands, before captures light up.
    pub const SETTLE: f32 = 0.1;
    /// Between captured pits lighting up, in chain order, at most.
    pub const LIGHT_STEP: f32 = 0.15;
    /// All the lighting up of a long chain.
    pub const LIGHTS_BUDGET: f32 = 0.25;
    /// Captured pits stay lit before their stones leave.
    pub const HOLD: f32 = 0.18;
    /// Between captured pits emptying into the tray, at most.
    pub const COLLECT_STEP: f32 = 0.08;
    /// All the emptying of a long chain, before the last pit's flight.
    pub const COLLECTS_BUDGET: f32 = 0.16;
    /// One stone's flight to the tray.
    pub const COLLECT_FLIGHT: f32 = 0.38;
    /// After the last move of a game, before the kept stones leave the rows.
    pub const BEFORE_GATHERING: f32 = 0.4;
    /// The "no capture on the first move" note stays this long.
    pub const FORFEIT_NOTE: f32 = 1.6;
    /// With reduced motion, how long captured pits stay lit.
    pub const REDUCED_HOLD: f32 = 0.6;
}

/// A move's schedule in seconds at normal speed: when each stone leaves
/// the hand, when captured pits light up and when they empty. The first
/// lap sows at the full step; later laps and long chains go faster.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Pace {
    stones: usize,
    captures: usize,
}

impl Pace {
    pub fn of(report: &MoveReport) -> Pace {
        Pace {
            stones: report.steps().count(),
            captures: report.captures().len(),
        }
    }

    /// Between stones after the first lap.
    fn later_step(&self) -> f32 {
        let later = self.stones.saturating_sub(PITS);
        if later == 0 {
            return timing::STEP;
        }
        let first_lap = (PITS - 1) as f32 * timing::STEP;
        let left = timing::SOW_BUDGET - timing::LIFT - timing::FLIGHT - first_lap;
        (left / later as f32).min(timing::STEP)
    }

    /// When stone `index` (0 first) leaves the hand.
    pub fn leave(&self, index: usize) -> f32 {
        let on_first_lap = index.min(PITS - 1);
        let later = index - on_first_lap;
        timing::LIFT + on_first_lap as f32 * timing::STEP + later as f32 * self.later_step()
    }

    /// When the last stone lands.
    pub fn sown(&self) -> f32 {
        self.leave(self.stones.saturating_sub(1)) + timing::FLIGHT
    }

    fn light_step(&self) -> f32 {
        (timing::LIGHTS_BUDGET / self.captures.max(1) as f32).min(timing::LIGHT_STEP)
    }

    fn collect_step(&self) -> f32 {
        let gaps = self.captures.saturating_sub(1).max(1);
        (timing::COLLECTS_BUDGET / gaps as f32).min(timing::COLLECT_STEP)
    }

    /// When captured pit `order` lights up.
    pub fn light(&self, order: usize) -> f32 {
        self.sown() + timing::SETTLE + order as f32 * self.light_step()
    }

    /// When captured pit `order` empties towards the tray, after `hold`.
    pub(super) fn collect_with(&self, order: usize, hold: f32) -> f32 {
        self.light(0)
            + self.captures as f32 * self.light_step()
            + hold
            + order as f32 * self.collect_step()
    }

    /// When the whole move has been drawn, captures included.
    pub fn end(&self) -> f32 {
        if self.captures == 0 {
            return self.sown();
        }
        self.collect_with(self.captures - 1, timing::HOLD) + timing::COLLECT_FLIGHT
    }
}

/// How much faster the rest of an animation runs after a tap.
pub const FAST_FORWARD: f32 = 6.0;

/// What the board shows while stones travel: counts update as they land.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Shown {
    pub counts: [u8; PITS],
    pub captured: [u8; 2],
}

impl Shown {
    pub fn of(position: &Position) -> Shown {
        Shown {
            counts: position.board(),
            captured: position.captured(),
        }
    }

    /// What the board shows of a game at rest: a finished game's rows
    /// empty, every stone in the tray of whoever keeps it.
    pub fn of_game(game: &Game) -> Shown {
        match game.result() {
            Some(result) => Shown {
                counts: [0; PITS],
                captured: result.score,
            },
            None => Shown::of(game.position()),
        }
    }
}

/// A captured pit lit up, `order` 0 first: the chain order of the report.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct CaptureLit {
    pub pit: Pit,
    pub order: u8,
    pub side: Side,
}

/// A stone landed in a pit (for sounds).
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct StoneLanded {
    pub pit: Pit,
    /// 0 for the first stone of the move.
    pub index: u8,
}

/// The first move's capture was forfeited; the board says so briefly.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ForfeitShown;

/// The replay finished and the board matches the match.
#[derive(Event, Clone, Copy, Debug)]
pub struct PlaybackDone;

/// What a stone's arrival adds to what the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Arrival {
    /// A sown stone: its pit's count goes up (stone `index` of the move).
    Pit { pit: Pit, index: u8 },
    /// A captured or kept stone: its tray's score goes up.
    Tray(Side),
}

#[derive(Clone, Copy, Debug)]
pub(super) enum Cue {
    /// Move a stone along an arc to `to` over `seconds`; when it gets
    /// there, `arrival` counts it. A stone taken `from` a pit counts there
    /// until it is drawn outside it (the hand hovers over its pit).
    Fly {
        stone: Entity,
        to: Vec3,
        seconds: f32,
        hop: f32,
        from: Option<Pit>,
        arrival: Option<Arrival>,
    },
    /// A captured pit lights up.
    Light {
        pit: Pit,
        order: u8,
        side: Side,
    },
    /// A captured pit's stones are on their way: it is no longer lit.
    Empty {
        pit: Pit,
    },
    Forfeit,
}

/// The move being replayed: timed cues, a clock, and what the board shows.
#[derive(Resource, Default, Debug)]
pub struct Playback {
    pub(super) cues: VecDeque<(f32, Cue)>,
    pub(super) clock: f32,
    pub(super) rate: f32,
    pub(super) active: bool,
    pub shown: Shown,
    /// Pits lit for a capture right now.
    pub lit: [bool; PITS],
    /// The "no capture on the first move" note, while it shows.
    pub(super) forfeit_note: Option<Timer>,
    /// The last move drawn: the pit played and where its last stone fell,
    /// marked on the board until the next move starts.
    pub last_move: Option<(Pit, Pit)>,
    /// Stones in flight that count where they land, once they land.
    pub(super) arriving: Vec<(Entity, Arrival)>,
    /// Stones taken from a pit and still drawn over it: they count there
    /// until they are drawn outside it.
    pub(super) departing: Vec<(Entity, Pit)>,
    /// When the stones left at the end start for the trays, on the clock.
    pub(super) gathering_at: Option<f32>,
}

impl Playback {
    pub fn is_active(&self) -> bool {
        self.active
    }

    /// Runs the rest of the replay several times faster.
    pub fn fast_forward(&mut self) {
        if self.active {
            self.rate = self.rate.max(FAST_FORWARD);
        }
    }

    /// Whether the stones left at the end of the game are on their way to
    /// the players who keep them: the last move has been drawn, the result
    /// not yet.
    pub fn gathering(&self) -> bool {
        self.active && self.gathering_at.is_some_and(|at| self.clock >= at)
    }

    /// Whether the first move's note ("nothing is captured") shows.
    pub fn forfeit_note_shown(&self) -> bool {
        self.forfeit_note.is_some()
    }

    /// Progress through the cues, 0 to 1 (for screenshots mid-sowing).
    pub fn progress(&self) -> f32 {
        match self.cues.back() {
            Some(&(end, _)) if end > 0.0 => (self.clock / end).min(1.0),
            _ => 1.0,
        }
    }

    /// A stone got where it flew: what it adds shows now.
    pub(super) fn arrive(&mut self, stone: Entity, landed: &mut MessageWriter<StoneLanded>) {
        let Some(at) = self.arriving.iter().position(|(s, _)| *s == stone) else {
            return;
        };
        match self.arriving.swap_remove(at).1 {
            Arrival::Pit { pit, index } => {
                // Back in the pit it was taken from (sowing's first
                // stone): it never stopped counting there.
                match self.departing.iter().position(|&d| d == (stone, pit)) {
                    Some(at) => {
                        self.departing.swap_remove(at);
                    }
                    None => self.shown.counts[pit] += 1,
                }
                landed.write(StoneLanded { pit, index });
            }
            Arrival::Tray(side) => self.shown.captured[side] += 1,
        }
    }
}
