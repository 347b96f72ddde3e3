//! Replays a move report: stones lift from the origin, fly one by one to
//! their pits (the first back into the origin), captured pits light up in
//! chain order, and their stones fly to the mover's tray. A count or a
//! score changes when a stone's flight ends, never before: the number
//! follows the stone. Nothing here decides a rule; it only follows the
//! report.

use super::facing::write_count;
use super::layout::{
    PIT_RADIUS, Place, StonePlace, all_places, layer, outward, pit_center, shown_count,
    slot_position,
};
use super::pieces::{PitCount, Stone, snap_stones};
use super::screen_layout::ScreenLayout;
use crate::game::play::{BoardReset, Match, MovePlayed, Settings};
use crate::game::state::{AppSystems, DecideTurn, want_frames};
use crate::rules::{Game, GameResult, MoveReport, PITS, Pit, Position, Side};
use bevy::prelude::*;
use bevy::text::Underline;
use bevy_tweening::{AnimCompletedEvent, Lens, Tween, TweenAnim};
use std::collections::VecDeque;
use std::time::Duration;

/// Seconds, at normal speed.
mod timing {
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
    fn collect_with(&self, order: usize, hold: f32) -> f32 {
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

/// Height of a stone's hop, world units.
const HOP: f32 = 46.0;

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
enum Arrival {
    /// A sown stone: its pit's count goes up (stone `index` of the move).
    Pit { pit: Pit, index: u8 },
    /// A captured or kept stone: its tray's score goes up.
    Tray(Side),
}

#[derive(Clone, Copy, Debug)]
enum Cue {
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
    cues: VecDeque<(f32, Cue)>,
    clock: f32,
    rate: f32,
    active: bool,
    pub shown: Shown,
    /// Pits lit for a capture right now.
    pub lit: [bool; PITS],
    /// The "no capture on the first move" note, while it shows.
    forfeit_note: Option<Timer>,
    /// The last move drawn: the pit played and where its last stone fell,
    /// marked on the board until the next move starts.
    pub last_move: Option<(Pit, Pit)>,
    /// Stones in flight that count where they land, once they land.
    arriving: Vec<(Entity, Arrival)>,
    /// Stones taken from a pit and still drawn over it: they count there
    /// until they are drawn outside it.
    departing: Vec<(Entity, Pit)>,
    /// When the stones left at the end start for the trays, on the clock.
    gathering_at: Option<f32>,
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
}

/// A stone's hop: along a straight line, lifted in the middle, a little
/// larger at the top as if nearer. Stones in the hand stay a little larger.
struct HopLens {
    from: Vec3,
    to: Vec3,
    height: f32,
    from_scale: f32,
    to_scale: f32,
}

impl Lens<Transform> for HopLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let arc = 4.0 * ratio * (1.0 - ratio);
        let mut at = self.from.lerp(self.to, ratio);
        at.y += self.height * arc;
        at.z = if ratio >= 1.0 {
            self.to.z
        } else {
            layer::FLYING + at.z * 0.01
        };
        target.translation = at;
        let scale = self.from_scale + (self.to_scale - self.from_scale) * ratio;
        target.scale = Vec3::splat(scale + 0.22 * arc);
    }
}

/// Scale of a stone held in the hand.
const IN_HAND: f32 = 1.15;

/// Builds the cues of a report, and the place each moving stone ends in.
/// The cues move stones there in the order of the report.
fn plan(
    report: &MoveReport,
    stones: &Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
    duration_factor: f32,
) -> (Vec<(f32, Cue)>, Vec<(Entity, StonePlace)>) {
    let s = |seconds: f32| seconds * duration_factor;
    let pace = Pace::of(report);
    // Reduced motion: stones jump at once; captures still light briefly.
    let reduced = duration_factor == 0.0;
    let before = report.before;
    let origin = report.origin;
    let mut cues = Vec::new();

    // The stones in the origin, in slot order, form the hand.
    let mut hand: Vec<(u8, Entity)> = stones
        .iter()
        .filter(|(_, _, p, _)| p.place == Place::Pit(origin))
        .map(|(e, _, p, _)| (p.slot, e))
        .collect();
    hand.sort();
    // The hand hovers over the origin, towards the board's middle.
    let toward_middle = -outward(origin.side());
    let hand_center = pit_center(origin) + Vec2::new(0.0, 30.0 * toward_middle);
    for (i, &(_, stone)) in hand.iter().enumerate() {
        let offset = Vec2::from_angle(i as f32 * 2.4) * (4.0 + 2.2 * i as f32).min(30.0);
        cues.push((
            0.0,
            Cue::Fly {
                stone,
                to: (hand_center + offset).extend(layer::FLYING),
                seconds: s(timing::LIFT),
                hop: 10.0,
                from: Some(origin),
                arrival: None,
            },
        ));
    }

    // Each step: the next stone of the hand to the next free slot of its pit.
    let mut filled = before.board();
    filled[origin] = 0;
    let mut last_landing = s(timing::LIFT);
    let mut sown_to: Vec<(Entity, Pit, u8)> = Vec::new();
    for (step, &(_, stone)) in report.steps().zip(&hand) {
        let pit = step.pit;
        let slot = filled[pit];
        filled[pit] += 1;
        let start = s(pace.leave(usize::from(step.stone)));
        let to = slot_position(Place::Pit(pit), slot);
        cues.push((
            start,
            Cue::Fly {
                stone,
                to,
                seconds: s(timing::FLIGHT),
                hop: HOP,
                from: None,
                arrival: Some(Arrival::Pit {
                    pit,
                    index: step.stone,
                }),
            },
        ));
        last_landing = last_landing.max(start + s(timing::FLIGHT));
        sown_to.push((stone, pit, slot));
    }
    let mut moved: Vec<(Entity, StonePlace)> = sown_to
        .iter()
        .map(|&(stone, pit, slot)| {
            let place = Place::Pit(pit);
            (stone, StonePlace { place, slot })
        })
        .collect();
    let end = last_landing;

    if report.forfeited {
        cues.push((end, Cue::Forfeit));
    }

    // Captures: light the pits in chain order, then empty each into the tray.
    let mover = report.mover;
    let mut in_tray = before.captured_by(mover);
    let captures = report.captures();
    if !captures.is_empty() {
        // Reduced motion keeps captures lit long enough to be seen.
        let hold = if reduced {
            timing::REDUCED_HOLD
        } else {
            s(timing::HOLD)
        };
        for (order, capture) in captures.iter().enumerate() {
            cues.push((
                s(pace.light(order)),
                Cue::Light {
                    pit: capture.pit,
                    order: order as u8,
                    side: mover,
                },
            ));
        }
        for (order, capture) in captures.iter().enumerate() {
            let leave = s(pace.collect_with(order, 0.0)) + hold;
            cues.push((leave, Cue::Empty { pit: capture.pit }));
            // Stones resting in the pit before the move, then those sown into it.
            let mut leaving: Vec<(u8, Entity)> = stones
                .iter()
                .filter(|(_, _, p, _)| p.place == Place::Pit(capture.pit))
                .map(|(e, _, p, _)| (p.slot, e))
                .filter(|&(_, e)| !hand.iter().any(|&(_, h)| h == e))
                .collect();
            leaving.extend(
                sown_to
                    .iter()
                    .filter(|&&(_, pit, _)| pit == capture.pit)
                    .map(|&(e, _, slot)| (slot, e)),
            );
            leaving.sort();
            for &(_, stone) in &leaving {
                let place = StonePlace {
                    place: Place::Tray(mover),
                    slot: in_tray,
                };
                let to = slot_position(place.place, place.slot);
                moved.retain(|&(e, _)| e != stone);
                moved.push((stone, place));
                in_tray += 1;
                cues.push((
                    leave,
                    Cue::Fly {
                        stone,
                        to,
                        seconds: s(timing::COLLECT_FLIGHT),
                        hop: HOP * 1.6,
                        from: Some(capture.pit),
                        arrival: Some(Arrival::Tray(mover)),
                    },
                ));
            }
        }
    }
    // A stable sort keeps each stone's flights in the order they were planned.
    cues.sort_by(|a, b| a.0.total_cmp(&b.0));
    (cues, moved)
}

/// At the end of a game, the stones left in the rows go to the trays of
/// those who keep them (their owners, or half each on a repetition), so the
/// trays hold the final score. `placed` is every stone's place after the
/// last move; the cues start at `from`.
fn plan_gathering(
    result: &GameResult,
    after: &Position,
    placed: &[(Entity, StonePlace)],
    from: f32,
    duration_factor: f32,
) -> (Vec<(f32, Cue)>, Vec<(Entity, StonePlace)>) {
    let s = |seconds: f32| seconds * duration_factor;
    let mut to_keep =
        Side::BOTH.map(|side| result.stones(side).saturating_sub(after.captured_by(side)));
    let mut in_tray = Side::BOTH.map(|side| after.captured_by(side));
    let mut left: Vec<(Pit, u8, Entity)> = placed
        .iter()
        .filter_map(|&(stone, at)| match at.place {
            Place::Pit(pit) => Some((pit, at.slot, stone)),
            Place::Tray(_) => None,
        })
        .collect();
    left.sort();
    // Each row's stones to their owner first, then what is over to the other.
    let mut receiver: Vec<Option<Side>> = left
        .iter()
        .map(|&(pit, _, _)| {
            let owner = pit.side();
            (to_keep[owner] > 0).then(|| {
                to_keep[owner] -= 1;
                owner
            })
        })
        .collect();
    for taker in receiver.iter_mut().filter(|r| r.is_none()) {
        let side = Side::BOTH
            .into_iter()
            .find(|&side| to_keep[side] > 0)
            .unwrap_or(Side::South);
        to_keep[side] = to_keep[side].saturating_sub(1);
        *taker = Some(side);
    }
    let mut cues = Vec::new();
    let mut moved = Vec::new();
    let mut pits: Vec<Pit> = left.iter().map(|&(pit, _, _)| pit).collect();
    pits.dedup();
    for (order, &pit) in pits.iter().enumerate() {
        let leave = from + s(timing::BEFORE_GATHERING + order as f32 * timing::COLLECT_STEP);
        cues.push((leave, Cue::Empty { pit }));
        for (&(_, _, stone), taker) in left
            .iter()
            .zip(&receiver)
            .filter(|((p, _, _), _)| *p == pit)
        {
            let side = taker.unwrap_or(Side::South);
            let place = StonePlace {
                place: Place::Tray(side),
                slot: in_tray[side],
            };
            in_tray[side] += 1;
            moved.push((stone, place));
            cues.push((
                leave,
                Cue::Fly {
                    stone,
                    to: slot_position(place.place, place.slot),
                    seconds: s(timing::COLLECT_FLIGHT),
                    hop: HOP,
                    from: Some(pit),
                    arrival: Some(Arrival::Tray(side)),
                },
            ));
        }
    }
    (cues, moved)
}

/// A move drawn again on the board, not played: the analysis board
/// stepping on by one. [`Match`] already holds the position after it; only
/// the board answers, so nothing is counted, told or kept.
#[derive(Event, Clone, Copy, Debug)]
pub struct ReplayMove {
    pub report: MoveReport,
}

fn start_playback(
    played: On<MovePlayed>,
    settings: Res<Settings>,
    game: Res<Match>,
    playback: ResMut<Playback>,
    stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    draw_move(played.report, &settings, &game, playback, stones);
}

fn start_replay(
    replayed: On<ReplayMove>,
    settings: Res<Settings>,
    game: Res<Match>,
    playback: ResMut<Playback>,
    stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    draw_move(replayed.report, &settings, &game, playback, stones);
}

/// Plans the cues that draw `report` (and, when it ended the game, the
/// gathering) and starts them.
fn draw_move(
    report: MoveReport,
    settings: &Settings,
    game: &Match,
    mut playback: ResMut<Playback>,
    mut stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    let (mut cues, mut moved) = plan(&report, &stones, settings.duration_factor());
    let mut gathering_at = None;
    if let Some(result) = game.result() {
        let mut placed: Vec<(Entity, StonePlace)> =
            stones.iter().map(|(e, _, at, _)| (e, *at)).collect();
        for (stone, at) in &mut placed {
            if let Some(&(_, now)) = moved.iter().find(|(moving, _)| moving == stone) {
                *at = now;
            }
        }
        let from = cues.last().map_or(0.0, |&(t, _)| t);
        let (more, gathered) = plan_gathering(
            &result,
            &report.after,
            &placed,
            from,
            settings.duration_factor(),
        );
        gathering_at = Some(more.first().map_or(from, |&(t, _)| t));
        cues.extend(more);
        // Stable: each stone's flights stay in the order they were planned.
        cues.sort_by(|a, b| a.0.total_cmp(&b.0));
        moved.retain(|(stone, _)| !gathered.iter().any(|(g, _)| g == stone));
        moved.extend(gathered);
    }
    playback.cues = cues.into();
    playback.gathering_at = gathering_at;
    playback.arriving.clear();
    playback.departing.clear();
    playback.clock = 0.0;
    playback.rate = 1.0;
    playback.active = true;
    playback.shown = Shown::of(&report.before);
    playback.lit = [false; PITS];
    playback.last_move = Some((report.origin, report.last_pit()));
    // Logical places jump to the result now; the transforms catch up.
    for (stone, place) in moved {
        if let Ok((_, _, mut current, _)) = stones.get_mut(stone) {
            *current = place;
        }
    }
}

impl Playback {
    /// A stone got where it flew: what it adds shows now.
    fn arrive(&mut self, stone: Entity, landed: &mut MessageWriter<StoneLanded>) {
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

/// Advances the clock and fires due cues; counts the stones that landed.
fn run_playback(
    time: Res<Time>,
    mut playback: ResMut<Playback>,
    mut commands: Commands,
    transforms: Query<&Transform, With<Stone>>,
    mut anims: Query<&mut TweenAnim, With<Stone>>,
    mut completed: MessageReader<AnimCompletedEvent>,
    mut lit: MessageWriter<CaptureLit>,
    mut landed: MessageWriter<StoneLanded>,
    mut forfeit: MessageWriter<ForfeitShown>,
) {
    let dt = time.delta_secs();
    // Touched only while the note shows, so an idle board does not mark the
    // playback changed every frame.
    if playback.forfeit_note.is_some()
        && playback
            .forfeit_note
            .as_mut()
            .is_some_and(|note| note.tick(time.delta()).is_finished())
    {
        playback.forfeit_note = None;
    }
    if !playback.active {
        completed.clear();
        return;
    }
    for done in completed.read() {
        playback.arrive(done.anim_entity, &mut landed);
    }
    let rate = playback.rate;
    if rate > 1.0 {
        for mut anim in &mut anims {
            anim.speed = f64::from(rate);
        }
    }
    playback.clock += dt * rate;
    while let Some(&(at, cue)) = playback.cues.front() {
        if at > playback.clock {
            break;
        }
        playback.cues.pop_front();
        match cue {
            Cue::Fly {
                stone,
                to,
                seconds,
                hop,
                from,
                arrival,
            } => {
                // A stone still on its way when it leaves again has got there.
                playback.arrive(stone, &mut landed);
                if let Some(arrival) = arrival {
                    playback.arriving.push((stone, arrival));
                }
                if let Some(pit) = from {
                    playback.departing.push((stone, pit));
                }
                let (from, from_scale) = transforms
                    .get(stone)
                    .map_or((to, 1.0), |t| (t.translation, t.scale.x));
                // Only the hand is drawn above the stones at rest.
                let to_scale = if to.z >= layer::FLYING { IN_HAND } else { 1.0 };
                let tween = Tween::new(
                    EaseFunction::QuadraticInOut,
                    Duration::from_secs_f32(seconds.max(0.001)),
                    HopLens {
                        from,
                        to,
                        height: hop,
                        from_scale,
                        to_scale,
                    },
                );
                commands
                    .entity(stone)
                    .insert(TweenAnim::new(tween).with_speed(f64::from(rate)));
            }
            Cue::Light { pit, order, side } => {
                playback.lit[pit] = true;
                lit.write(CaptureLit { pit, order, side });
            }
            Cue::Empty { pit } => playback.lit[pit] = false,
            Cue::Forfeit => {
                playback.forfeit_note =
                    Some(Timer::from_seconds(timing::FORFEIT_NOTE, TimerMode::Once));
                forfeit.write(ForfeitShown);
            }
        }
    }
    // A stone drawn outside the pit it was taken from no longer counts there.
    let gone: Vec<(Entity, Pit)> = playback
        .departing
        .iter()
        .copied()
        .filter(|&(stone, pit)| {
            transforms
                .get(stone)
                .is_ok_and(|t| t.translation.truncate().distance(pit_center(pit)) > PIT_RADIUS)
        })
        .collect();
    for (stone, pit) in gone {
        playback.departing.retain(|&d| d != (stone, pit));
        playback.shown.counts[pit] = playback.shown.counts[pit].saturating_sub(1);
    }
}

/// When every cue has fired and every stone has landed, snaps the board to
/// the match exactly and hands the turn on.
fn finish_playback(
    mut playback: ResMut<Playback>,
    mut landed: MessageWriter<StoneLanded>,
    game: Res<Match>,
    anims: Query<(), (With<TweenAnim>, With<Stone>)>,
    mut stones: Query<(&Stone, &mut StonePlace, &mut Transform)>,
    mut commands: Commands,
) {
    if !playback.active || !playback.cues.is_empty() || !anims.is_empty() {
        return;
    }
    // Every stone is at rest, so each has got where it flew.
    let resting: Vec<Entity> = playback.arriving.iter().map(|&(stone, _)| stone).collect();
    for stone in resting {
        playback.arrive(stone, &mut landed);
    }
    let consistent = all_places().all(|place| {
        let held = stones.iter().filter(|(_, p, _)| p.place == place).count();
        held == usize::from(shown_count(&game, place))
    });
    if consistent {
        for (_, place, mut transform) in &mut stones {
            transform.translation = slot_position(place.place, place.slot);
            transform.scale = Vec3::ONE;
        }
    } else {
        warn!("stones disagree with the match after a replay; laying them out again");
        snap_stones(&game, &mut stones);
    }
    playback.active = false;
    playback.departing.clear();
    playback.shown = Shown::of_game(&game);
    playback.lit = [false; PITS];
    commands.trigger(PlaybackDone);
    commands.trigger(DecideTurn);
}

fn reset_playback(
    _: On<BoardReset>,
    game: Res<Match>,
    mut playback: ResMut<Playback>,
    stones: Query<Entity, (With<Stone>, With<TweenAnim>)>,
    mut commands: Commands,
) {
    for stone in &stones {
        commands.entity(stone).remove::<TweenAnim>();
    }
    *playback = Playback {
        shown: Shown::of_game(&game),
        last_move: last_move_of(&game),
        ..default()
    };
}

/// The last move of a game and where its last stone fell: after an Undo
/// or a resumed game, the board marks the move its line names.
fn last_move_of(game: &Game) -> Option<(Pit, Pit)> {
    let &pit = game.moves().last()?;
    let history = game.history();
    let before = history.get(history.len().checked_sub(2)?)?;
    let report = Game::from_position(*before).play(pit).ok()?;
    Some((report.origin, report.last_pit()))
}

/// Keeps the pit labels in step with what the board shows.
fn show_counts(
    playback: Res<Playback>,
    frame: Res<ScreenLayout>,
    mut labels: Query<(Entity, &PitCount, &mut Text2d, Has<Underline>)>,
    mut commands: Commands,
) {
    for (label, count, mut text, underlined) in &mut labels {
        let shown = playback.shown.counts[count.0];
        write_count(
            label,
            &mut text,
            underlined,
            shown,
            frame.seating,
            &mut commands,
        );
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .add_message::<CaptureLit>()
        .add_message::<StoneLanded>()
        .add_message::<ForfeitShown>()
        .add_observer(start_playback)
        .add_observer(start_replay)
        .add_observer(reset_playback)
        .add_systems(
            Update,
            (
                run_playback,
                finish_playback,
                show_counts.run_if(
                    resource_changed::<Playback>.or_eager(resource_changed::<ScreenLayout>),
                ),
            )
                .chain()
                // Counts read where the stones are drawn this frame.
                .after(bevy_tweening::AnimationSystem::AnimationUpdate)
                .in_set(AppSystems::Update),
        )
        // Stones in motion, a move's captures lighting up, the forfeit note.
        .add_systems(
            Update,
            want_frames
                .run_if(
                    any_with_component::<TweenAnim>.or_eager(|playback: Res<Playback>| {
                        playback.is_active() || playback.forfeit_note_shown()
                    }),
                )
                .in_set(AppSystems::Show),
        );
}
