//! What the moments' steps are made of: a step and what it may use, the
//! waits, a finger's taps and drags, and what steps read of the world.

use super::inject::Inputs;
use super::probe::Probe;
use super::report::{Kind, Problems};
use crate::game::board::{Playback, ScreenLayout, Stone, StonePlace, slot_position};
use crate::game::dev::scan::scan;
use crate::game::input::Revealing;
use crate::game::state::{Dialog, Screen, Turn};
use crate::rules::Pit;
use bevy::prelude::*;

/// Frames to wait for a screen, a settled board or a step's answer.
pub(super) const SHORT: u32 = 240;
/// Frames a move may take, lift to last landing, captures and the
/// computer's thought included.
pub(super) const MOVE: u32 = 900;

/// What a step says after a frame.
pub enum Went {
    Wait,
    Next,
    Fail(String),
}

/// What a step may use: the world, the inputs it plans, where problems go.
pub struct Ctx<'a> {
    pub inputs: &'a mut Inputs,
    pub problems: &'a mut Problems,
    pub frame: u64,
    /// Frames this step has run, 0 the first.
    pub age: u32,
    pub name: &'a str,
    pub(super) probe: Option<Probe>,
    /// Frames worth a picture, by name (with `--shots`).
    pub(super) snapshots: &'a mut Vec<String>,
}

impl Ctx<'_> {
    pub(super) fn found(&mut self, kind: Kind, subject: String, detail: String) {
        self.problems
            .found(kind, subject, detail, self.frame, self.name);
    }
}

pub(super) type Act = Box<dyn FnMut(&mut World, &mut Ctx) -> Went + Send + Sync>;

pub(super) struct Step {
    pub(super) name: String,
    pub(super) limit: u32,
    pub(super) act: Act,
}

pub(super) fn step(
    name: impl Into<String>,
    limit: u32,
    act: impl FnMut(&mut World, &mut Ctx) -> Went + Send + Sync + 'static,
) -> Step {
    Step {
        name: name.into(),
        limit,
        act: Box::new(act),
    }
}

/// Waits until `ready`.
pub(super) fn until(
    name: impl Into<String>,
    limit: u32,
    ready: impl Fn(&mut World) -> bool + Send + Sync + 'static,
) -> Step {
    step(name, limit, move |world, _| {
        if ready(world) { Went::Next } else { Went::Wait }
    })
}

/// Changes the game directly: what a player chose elsewhere.
pub(super) fn set(name: &str, change: impl Fn(&mut World) + Send + Sync + 'static) -> Step {
    step(name, 1, move |world, _| {
        change(world);
        Went::Next
    })
}

/// Every text's growth tried here.
pub(super) fn checkpoint(name: &str) -> Step {
    let picture = name.to_owned();
    step(format!("checkpoint: {name}"), 1, move |_, ctx| {
        ctx.snapshots.push(picture.clone());
        ctx.probe = Some(Probe::grow());
        Went::Next
    })
}

/// Waits until the planned inputs have been sent, and a few frames more.
pub(super) fn sent(world: &mut World, ctx: &mut Ctx, after: u32) -> Went {
    let _ = world;
    if ctx.inputs.idle() && ctx.age > after {
        Went::Next
    } else {
        Went::Wait
    }
}

/// Where a world point of the board shows, logical pixels.
fn on_screen(screen_layout: &ScreenLayout, point: Vec2) -> Vec2 {
    let per_pixel = screen_layout.world_per_pixel();
    let offset = screen_layout.camera_offset();
    Vec2::new(
        screen_layout.size.x / 2.0 + (point.x - offset.x) / per_pixel,
        screen_layout.size.y / 2.0 - (point.y - offset.y) / per_pixel,
    )
}

pub(super) fn pit_point(world: &World, pit: Pit) -> Vec2 {
    on_screen(
        world.resource::<ScreenLayout>(),
        crate::game::board::pit_center(pit),
    )
}

/// A finger taps the pit `pick` names.
pub(super) fn tap_pit(
    name: impl Into<String>,
    pick: impl Fn(&mut World) -> Option<Pit> + Send + Sync + 'static,
) -> Step {
    let mut tapped = false;
    step(name, SHORT, move |world, ctx| {
        if !tapped {
            if veiled(world) {
                return Went::Wait;
            }
            tapped = true;
            let Some(pit) = pick(world) else {
                return Went::Fail("no pit to tap".to_owned());
            };
            let point = pit_point(world, pit);
            ctx.inputs.tap(point);
            return Went::Wait;
        }
        if ctx.inputs.idle() {
            Went::Next
        } else {
            Went::Wait
        }
    })
}

/// A button of the top layer: its whole box, the part of it in view, and
/// the view it is seen through (logical pixels).
pub(super) fn button_boxes(world: &mut World, id: &str) -> Option<(Rect, Rect, Rect)> {
    let mut scan = scan(world);
    scan.keep_top_layer();
    let what = format!("button {id}");
    scan.items
        .into_iter()
        .find(|i| i.button && i.what == what)
        .map(|i| (i.rect, i.seen(), i.clip.unwrap_or(i.rect)))
}

/// Whether a new screen is still under its veil (nothing can be tapped).
fn veiled(world: &mut World) -> bool {
    world
        .query::<&crate::game::ui::veil::Veil>()
        .iter(world)
        .next()
        .is_some()
}

/// A finger taps the button `id` of the top layer, which must be in view.
pub(super) fn tap_button(id: &'static str) -> Step {
    let mut tapped = false;
    step(format!("tap {id}"), SHORT, move |world, ctx| {
        if !tapped {
            if veiled(world) {
                return Went::Wait;
            }
            tapped = true;
            match button_boxes(world, id) {
                Some((_, seen, _)) if seen.width() > 4.0 && seen.height() > 4.0 => {
                    ctx.inputs.tap(seen.center());
                }
                _ => return Went::Fail(format!("the button {id} is not in view")),
            }
            return Went::Wait;
        }
        if ctx.inputs.idle() {
            Went::Next
        } else {
            Went::Wait
        }
    })
}

/// Frames after a choice's tap in which its button must stay put.
const STILL_FRAMES: u32 = 12;

/// A finger taps a choice on a screen that stays (the title's mode, its
/// seating): the button stays under the finger while the screen answers,
/// however the rows around it change.
pub(super) fn tap_choice(id: &'static str) -> Step {
    let mut at: Option<Rect> = None;
    let mut still = 0;
    let mut told = false;
    step(format!("tap the choice {id}"), SHORT, move |world, ctx| {
        let Some((rect, seen, _)) = button_boxes(world, id) else {
            return Went::Fail(format!("the button {id} is not in view"));
        };
        let Some(was) = at else {
            if veiled(world) {
                return Went::Wait;
            }
            if seen.width() <= 4.0 || seen.height() <= 4.0 {
                return Went::Fail(format!("the button {id} is not in view"));
            }
            ctx.inputs.tap(seen.center());
            at = Some(rect);
            return Went::Wait;
        };
        let moved = was.min.distance(rect.min) > 0.5 || was.max.distance(rect.max) > 0.5;
        if moved && !told {
            told = true;
            ctx.found(
                Kind::Jump,
                format!("button {id}"),
                format!(
                    "moved under the finger that chose it, from {:.0},{:.0} to {:.0},{:.0}",
                    was.min.x, was.min.y, rect.min.x, rect.min.y
                ),
            );
        }
        if !ctx.inputs.idle() {
            return Went::Wait;
        }
        still += 1;
        if still > STILL_FRAMES {
            Went::Next
        } else {
            Went::Wait
        }
    })
}

/// Drags the top layer's scrolling panel that holds button `id` until the
/// button is wholly in view.
pub(super) fn scroll_to_button(id: &'static str) -> Step {
    step(format!("scroll to {id}"), SHORT, move |world, ctx| {
        if !ctx.inputs.idle() {
            return Went::Wait;
        }
        match button_boxes(world, id) {
            Some((whole, seen, _)) if seen.height() >= whole.height() - 1.0 => Went::Next,
            Some((whole, _, view)) => {
                // Below the view, the finger drags up; above it, down. (A
                // clip may be open to the sides.)
                let middle = (view.min.y + view.max.y) / 2.0;
                let up = whole.center().y > middle;
                // In a dialog, its body; on the board, the panel that
                // holds the button (face to face, each seat has one).
                let own = Vec2::new(whole.center().x, middle);
                let from = if dialog(world) == Dialog::None {
                    own
                } else {
                    dialog_body(world).map_or(own, |b| b.2)
                };
                ctx.inputs
                    .drag(from, Vec2::new(0.0, if up { -90.0 } else { 90.0 }));
                Went::Wait
            }
            None => Went::Fail(format!("the button {id} is nowhere")),
        }
    })
}

/// The top layer's largest scrolling panel (a dialog's body): its
/// scroll, room to scroll, and centre (logical pixels).
fn dialog_body(world: &mut World) -> Option<(f32, f32, Vec2)> {
    let scan = scan(world);
    let panels: Vec<Entity> = scan
        .scrollers
        .keys()
        .copied()
        .filter(|p| scan.reachable(*p))
        .collect();
    let mut best: Option<(f32, f32, Vec2, f32)> = None;
    for panel in panels {
        let (Some(position), Some(computed), Some(at)) = (
            world.get::<ScrollPosition>(panel),
            world.get::<ComputedNode>(panel),
            world.get::<UiGlobalTransform>(panel),
        ) else {
            continue;
        };
        let inv = computed.inverse_scale_factor();
        let room = (computed.content_size().y - computed.size().y).max(0.0) * inv;
        let size = computed.size().y * inv;
        if room > 0.0 && best.is_none_or(|b| size > b.3) {
            best = Some((position.y, room, at.affine().translation * inv, size));
        }
    }
    best.map(|(p, r, c, _)| (p, r, c))
}

/// A finger drags the open dialog's body to its end a little at a time,
/// then back to its top, every frame watched on the way.
pub(super) fn scroll_through(name: &str) -> Step {
    let mut going_down = true;
    let mut pictured = false;
    step(
        format!("scroll through {name}"),
        10 * SHORT,
        move |world, ctx| {
            if !ctx.inputs.idle() {
                return Went::Wait;
            }
            let Some((position, room, centre)) = dialog_body(world) else {
                return Went::Next; // it all fits
            };
            if going_down && position >= room - 1.0 {
                going_down = false;
            }
            if going_down && !pictured && position >= room / 2.0 {
                pictured = true;
                ctx.snapshots.push("scrolled halfway".to_owned());
            }
            if !going_down && position <= 1.0 {
                return Went::Next;
            }
            let by = if going_down { -90.0 } else { 90.0 };
            ctx.inputs.drag(centre, Vec2::new(0.0, by));
            Went::Wait
        },
    )
}

/// Whether no move is replayed and every stone rests in its place.
pub(super) fn settled(world: &mut World) -> bool {
    if world.resource::<Playback>().is_active() {
        return false;
    }
    world
        .query_filtered::<(&StonePlace, &Transform), With<Stone>>()
        .iter(world)
        .all(|(p, t)| t.translation.distance(slot_position(p.place, p.slot)) < 0.01)
}

pub(super) fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

pub(super) fn dialog(world: &World) -> Dialog {
    *world.resource::<State<Dialog>>().get()
}

/// A person may choose a pit on a still board.
pub(super) fn person_to_move(world: &mut World) -> bool {
    world
        .get_resource::<State<Turn>>()
        .is_some_and(|t| *t.get() == Turn::Human)
        && dialog(world) == Dialog::None
        && settled(world)
        && !veiled(world)
}

/// Whether a panel is still gliding to bring something into view.
pub(super) fn revealing(world: &World) -> bool {
    world.resource::<Revealing>().pending > 0
}
