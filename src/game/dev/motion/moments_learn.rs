//! The lessons and the puzzle, as steps: every lesson from its start to
//! its explanation, the lesson panel read on the way, and a puzzle answered.

use super::report::Kind;
use super::steps::{
    MOVE, SHORT, Step, Went, checkpoint, person_to_move, pit_point, revealing, screen,
    scroll_to_button, sent, settled, step, tap_button, tap_pit, until,
};
use crate::game::board::{PitGhost, Preview};
use crate::game::learn::{LESSONS, Outcome, PuzzleSession, Tutorial};
use crate::game::state::Screen;
use crate::rules::Pit;
use bevy::prelude::*;

fn tutorial(world: &World) -> Option<&Tutorial> {
    world.get_resource::<Tutorial>()
}

pub(super) fn lessons() -> Vec<Step> {
    let mut steps = vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        scroll_to_button("button-learn"),
        tap_button("button-learn"),
        until("the lessons", SHORT, |w| screen(w) == Screen::Tutorial),
    ];
    for (index, lesson) in LESSONS.iter().enumerate() {
        let n = index + 1;
        steps.push(step(format!("lesson {n} set up"), SHORT, move |w, ctx| {
            let ready = tutorial(w)
                .is_some_and(|t| t.index == index && t.outcome == Outcome::Waiting)
                && person_to_move(w);
            if !ready {
                return Went::Wait;
            }
            // The last page was read to its end; this one starts at its top.
            if let Some((_, scrolled, _)) = lesson_panel(w)
                && scrolled > 0.5
            {
                ctx.found(
                    Kind::Hidden,
                    "the lesson panel".to_owned(),
                    format!(
                        "opens lesson {n} scrolled {scrolled:.0} px down, its start out of view"
                    ),
                );
            }
            Went::Next
        }));
        steps.push(checkpoint(&format!("lesson {n}")));
        let pit = lesson.expect.pit();
        if lesson.id == "preview" {
            steps.push(hold_pit(pit));
        }
        steps.push(tap_pit(format!("lesson {n}: tap pit {pit}"), move |_| {
            Some(pit)
        }));
        steps.push(until(format!("lesson {n} explained"), MOVE, move |w| {
            tutorial(w).is_some_and(|t| matches!(t.outcome, Outcome::Done(_))) && settled(w)
        }));
        // Once it has glided into view (a probe puts a panel back where it
        // found it, so it comes after).
        steps.push(step(
            format!("lesson {n}: the explanation in view"),
            SHORT,
            move |w, ctx| {
                if revealing(w) {
                    return Went::Wait;
                }
                if let Some(why) = note_out_of_view(w) {
                    ctx.found(Kind::Hidden, "the lesson's explanation".to_owned(), why);
                }
                Went::Next
            },
        ));
        steps.push(checkpoint(&format!("lesson {n} explained")));
        // As a reader does: a finger drags the panel to its end.
        steps.push(step(
            format!("scroll lesson {n} to its end"),
            4 * SHORT,
            |w, ctx| {
                if !ctx.inputs.idle() {
                    return Went::Wait;
                }
                let Some((panel, scrolled, room)) = lesson_panel(w) else {
                    return Went::Next;
                };
                let Some(view) = node_rect(w, panel) else {
                    return Went::Next;
                };
                if scrolled >= room - 1.0 {
                    return Went::Next;
                }
                ctx.inputs.drag(view.center(), Vec2::new(0.0, -90.0));
                Went::Wait
            },
        ));
        steps.push(tap_button("lesson-next"));
    }
    steps.push(until("the closing page", SHORT, |w| {
        tutorial(w).is_some_and(|t| t.lesson().is_none())
    }));
    steps.push(checkpoint("the closing page"));
    steps
}

/// A laid-out node's box, logical pixels.
fn node_rect(world: &World, entity: Entity) -> Option<Rect> {
    let computed = world.get::<ComputedNode>(entity)?;
    let at = world.get::<UiGlobalTransform>(entity)?;
    let inv = computed.inverse_scale_factor();
    Some(Rect::from_center_size(
        at.affine().translation * inv,
        computed.size() * inv,
    ))
}

fn named(world: &mut World, name: &str) -> Option<Entity> {
    world
        .query::<(Entity, &Name)>()
        .iter(world)
        .find(|(_, n)| n.as_str() == name)
        .map(|(e, _)| e)
}

/// The lesson panel, how far it is scrolled and how far it can scroll
/// (logical pixels).
fn lesson_panel(world: &mut World) -> Option<(Entity, f32, f32)> {
    let panel = named(world, "Lesson panel")?;
    let computed = world.get::<ComputedNode>(panel)?;
    let room =
        (computed.content_size().y - computed.size().y).max(0.0) * computed.inverse_scale_factor();
    Some((panel, world.get::<ScrollPosition>(panel)?.y, room))
}

/// Why the lesson's explanation is not in its panel's view: it must show
/// whole, or from its top when it is taller than the view.
fn note_out_of_view(world: &mut World) -> Option<String> {
    let (panel, _, _) = lesson_panel(world)?;
    let note = named(world, "Lesson note")?;
    let note = node_rect(world, note)?;
    let view = node_rect(world, panel)?;
    let whole = note.min.y >= view.min.y - 1.0 && note.max.y <= view.max.y + 1.0;
    let from_top = note.height() > view.height() && (note.min.y - view.min.y).abs() <= 8.0;
    (!whole && !from_top).then(|| {
        format!(
            "lies at {:.0}–{:.0}, outside its panel's view {:.0}–{:.0}",
            note.min.y, note.max.y, view.min.y, view.max.y
        )
    })
}

/// A finger rests on a pit until its move is previewed, and every pit's
/// number for after the move shows; then lifts.
fn hold_pit(pit: Pit) -> Step {
    const HOLD_FRAMES: u32 = 40;
    step(format!("hold pit {pit}"), SHORT, move |world, ctx| {
        if ctx.age == 0 {
            let point = pit_point(world, pit);
            ctx.inputs.hold(point, u64::from(HOLD_FRAMES));
        }
        if ctx.age == HOLD_FRAMES - 2 {
            let previewed = world.resource::<Preview>().shown.is_some();
            let ghosts = world
                .query::<(&PitGhost, &Text2d, &InheritedVisibility)>()
                .iter(world)
                .filter(|(_, t, v)| v.get() && !t.0.is_empty())
                .count();
            if !previewed || ghosts < 6 {
                ctx.found(
                    Kind::Hidden,
                    "the move preview".to_owned(),
                    format!("a finger held on pit {pit} shows {ghosts} of the 6 numbers"),
                );
            }
        }
        sent(world, ctx, HOLD_FRAMES + 4)
    })
}

pub(super) fn puzzle() -> Vec<Step> {
    let answering = |w: &mut World| {
        screen(w) == Screen::Puzzles
            && w.get_resource::<PuzzleSession>()
                .is_some_and(|s| s.answer.is_none())
            && person_to_move(w)
    };
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        scroll_to_button("button-puzzles"),
        tap_button("button-puzzles"),
        until("a puzzle", 4 * MOVE, answering),
        checkpoint("a puzzle"),
        tap_pit("a wrong answer", |w| {
            let session = w.get_resource::<PuzzleSession>()?;
            session
                .puzzle
                .values
                .iter()
                .find(|v| v.pit != session.puzzle.answer)
                .map(|v| v.pit)
        }),
        until("the answer judged", MOVE, |w| {
            w.get_resource::<PuzzleSession>()
                .is_some_and(|s| s.answer.is_some())
                && settled(w)
        }),
        checkpoint("the answer"),
        tap_button("puzzle-play-out"),
        until("the game from there", MOVE, |w| {
            screen(w) == Screen::Playing && settled(w)
        }),
        checkpoint("the game from there"),
    ]
}
