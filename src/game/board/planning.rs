//! Plans a move's replay as timed cues: the hand lifts, its stones are
//! sown, captured pits light up and empty, and at a game's end the stones
//! left in the rows are gathered into the trays.

use super::layout::{Place, StonePlace, layer, outward, pit_center, slot_position};
use super::pieces::Stone;
use super::playback::{Arrival, Cue, Pace, timing};
use crate::rules::{GameResult, MoveReport, Pit, Position, Side};
use bevy::prelude::*;

/// Height of a stone's hop, world units.
const HOP: f32 = 46.0;

/// Builds the cues of a report, and the place each moving stone ends in.
/// The cues move stones there in the order of the report.
pub(super) fn plan(
    report: &MoveReport,
    stones: &Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
    duration_factor: f32,
) -> (Vec<(f32, Cue)>, Vec<(Entity, StonePlace)>) {
    let mut cues = Vec::new();
    let hand = lift_hand(report.origin, stones, duration_factor, &mut cues);
    let (sown_to, end) = sow(report, &hand, duration_factor, &mut cues);
    let mut moved: Vec<(Entity, StonePlace)> = sown_to
        .iter()
        .map(|&(stone, pit, slot)| {
            let place = Place::Pit(pit);
            (stone, StonePlace { place, slot })
        })
        .collect();

    if report.forfeited {
        cues.push((end, Cue::Forfeit));
    }

    collect_captures(
        report,
        stones,
        &hand,
        &sown_to,
        duration_factor,
        &mut cues,
        &mut moved,
    );
    // A stable sort keeps each stone's flights in the order they were planned.
    cues.sort_by(|a, b| a.0.total_cmp(&b.0));
    (cues, moved)
}

/// The stones in the origin, in slot order, form the hand: they rise and
/// hover over the origin. Returns the hand, as (slot, stone).
fn lift_hand(
    origin: Pit,
    stones: &Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
    duration_factor: f32,
    cues: &mut Vec<(f32, Cue)>,
) -> Vec<(u8, Entity)> {
    let s = |seconds: f32| seconds * duration_factor;
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
    hand
}

/// Each step: the next stone of the hand to the next free slot of its pit.
/// Returns where each stone went, as (stone, pit, slot), and when the last
/// one lands.
fn sow(
    report: &MoveReport,
    hand: &[(u8, Entity)],
    duration_factor: f32,
    cues: &mut Vec<(f32, Cue)>,
) -> (Vec<(Entity, Pit, u8)>, f32) {
    let s = |seconds: f32| seconds * duration_factor;
    let pace = Pace::of(report);
    let mut filled = report.before.board();
    filled[report.origin] = 0;
    let mut last_landing = s(timing::LIFT);
    let mut sown_to: Vec<(Entity, Pit, u8)> = Vec::new();
    for (step, &(_, stone)) in report.steps().zip(hand) {
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
    (sown_to, last_landing)
}

/// Captures: light the pits in chain order, then empty each into the
/// mover's tray. Each captured stone's place in `moved` becomes its slot
/// there.
fn collect_captures(
    report: &MoveReport,
    stones: &Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
    hand: &[(u8, Entity)],
    sown_to: &[(Entity, Pit, u8)],
    duration_factor: f32,
    cues: &mut Vec<(f32, Cue)>,
    moved: &mut Vec<(Entity, StonePlace)>,
) {
    let s = |seconds: f32| seconds * duration_factor;
    let pace = Pace::of(report);
    // Reduced motion: stones jump at once; captures still light briefly.
    let reduced = duration_factor == 0.0;
    let mover = report.mover;
    let mut in_tray = report.before.captured_by(mover);
    let captures = report.captures();
    if captures.is_empty() {
        return;
    }
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

/// At the end of a game, the stones left in the rows go to the trays of
/// those who keep them (their owners, or half each on a repetition), so the
/// trays hold the final score. `placed` is every stone's place after the
/// last move; the cues start at `from`.
pub(super) fn plan_gathering(
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
