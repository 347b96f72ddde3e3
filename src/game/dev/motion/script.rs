//! The moments the motion check plays, each a list of steps taken as a
//! player would: taps, holds and drags of a finger, each step waiting for
//! what it asked for, within a number of frames.
//! - `lessons`: every lesson from its start to its explanation;
//! - `game`: a whole game against Beginner with the coach on, playing the
//!   biggest handful (laps, captures, the end's gathering);
//! - `dialogs`: the rules and the settings scrolled through, the text
//!   size chosen in the settings, the rules over the board;
//! - `analysis`: a game stepped from its first move to its last, then its
//!   turning point;
//! - `puzzle`: a puzzle answered wrongly, then played out;
//! - `face-to-face`: two players across a tablet, by touch from both
//!   edges: North's Undo of its own move, South's Undo answered by North,
//!   then the game played out to both seats' results;
//! - `by-link`: a game with a friend far away: Send before the first move
//!   (a line says to move first), the move, Send (the link's line), and
//!   Undo of the sent move (a line says it stays).

use super::inject::Inputs;
use super::probe::Probe;
use super::report::{Kind, Problems};
use crate::ai::Level;
use crate::game::analysis::Analysis;
use crate::game::board::{
    PitGhost, Playback, Preview, ScreenLayout, Stone, StonePlace, slot_position,
};
use crate::game::dev::moments::SHOWN_GAME;
use crate::game::dev::scan::scan;
use crate::game::input::{HitTest, Revealing};
use crate::game::learn::{LESSONS, Outcome, PuzzleSession, Tutorial};
use crate::game::play::{Match, OpenAnalysis, Settings};
use crate::game::state::{Dialog, Screen, Turn};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::widgets::ButtonId;
use crate::prefs::TextSize;
use crate::prefs::{Mode, Starts};
use crate::rules::{Pit, Position, Side};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The moments, by name.
pub const MOMENTS: [&str; 7] = [
    "lessons",
    "game",
    "dialogs",
    "analysis",
    "puzzle",
    "face-to-face",
    "by-link",
];

/// Frames to wait for a screen, a settled board or a step's answer.
const SHORT: u32 = 240;
/// Frames a move may take, lift to last landing, captures and the
/// computer's thought included.
const MOVE: u32 = 900;

/// What a step says after a frame.
pub enum Went {
    Wait,
    Next,
    Fail(String),
}

/// What the script asks of the run after a frame.
pub enum Status {
    Running,
    Probe(Probe),
    Failed(String),
    Finished,
}

/// What a step may use: the world, the inputs it plans, where problems go.
pub struct Ctx<'a> {
    pub inputs: &'a mut Inputs,
    pub problems: &'a mut Problems,
    pub frame: u64,
    /// Frames this step has run, 0 the first.
    pub age: u32,
    pub name: &'a str,
    probe: Option<Probe>,
    /// Frames worth a picture, by name (with `--shots`).
    snapshots: &'a mut Vec<String>,
}

impl Ctx<'_> {
    fn found(&mut self, kind: Kind, subject: String, detail: String) {
        self.problems
            .found(kind, subject, detail, self.frame, self.name);
    }
}

type Act = Box<dyn FnMut(&mut World, &mut Ctx) -> Went + Send + Sync>;

struct Step {
    name: String,
    limit: u32,
    act: Act,
}

/// A moment's steps, the current first.
pub struct Script {
    steps: VecDeque<Step>,
    age: u32,
    snapshots: Vec<String>,
}

impl Script {
    pub fn named(name: &str) -> Option<Script> {
        let steps = match name {
            "lessons" => lessons(),
            "game" => game(),
            "dialogs" => dialogs(),
            "analysis" => analysis(),
            "puzzle" => puzzle(),
            "face-to-face" => face_to_face(),
            "by-link" => by_link(),
            _ => return None,
        };
        Some(Script {
            steps: steps.into(),
            age: 0,
            snapshots: Vec::new(),
        })
    }

    /// The current step's name.
    pub fn current(&self) -> String {
        self.steps
            .front()
            .map_or_else(|| "the end".to_owned(), |s| s.name.clone())
    }

    /// The frames the steps asked pictures of since the last call.
    pub fn take_snapshots(&mut self) -> Vec<String> {
        std::mem::take(&mut self.snapshots)
    }

    /// Whether a bar may be tried now: not while the step drags a panel,
    /// nor while a lesson's move turns into its explanation (which then
    /// glides into view, and a probe would put the panel back).
    pub fn may_probe(&self) -> bool {
        self.steps
            .front()
            .is_none_or(|s| !s.name.starts_with("scroll") && !s.name.ends_with("explained"))
    }

    /// Runs the current step for this frame.
    pub fn advance(
        &mut self,
        world: &mut World,
        inputs: &mut Inputs,
        problems: &mut Problems,
        frame: u64,
    ) -> Status {
        let Some(step) = self.steps.front_mut() else {
            return Status::Finished;
        };
        let mut ctx = Ctx {
            inputs,
            problems,
            frame,
            age: self.age,
            name: &step.name,
            probe: None,
            snapshots: &mut self.snapshots,
        };
        let went = (step.act)(world, &mut ctx);
        let probe = ctx.probe.take();
        self.age += 1;
        match went {
            Went::Wait if self.age > step.limit => {
                return Status::Failed(format!("{}: not within {} frames", step.name, step.limit));
            }
            Went::Wait => {}
            Went::Next => {
                self.steps.pop_front();
                self.age = 0;
            }
            Went::Fail(why) => return Status::Failed(format!("{}: {why}", step.name)),
        }
        match probe {
            Some(probe) => Status::Probe(probe),
            None if self.steps.is_empty() => Status::Finished,
            None => Status::Running,
        }
    }
}

fn step(
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
fn until(
    name: impl Into<String>,
    limit: u32,
    ready: impl Fn(&mut World) -> bool + Send + Sync + 'static,
) -> Step {
    step(name, limit, move |world, _| {
        if ready(world) { Went::Next } else { Went::Wait }
    })
}

/// Changes the game directly: what a player chose elsewhere.
fn set(name: &str, change: impl Fn(&mut World) + Send + Sync + 'static) -> Step {
    step(name, 1, move |world, _| {
        change(world);
        Went::Next
    })
}

/// Every text's growth tried here.
fn checkpoint(name: &str) -> Step {
    let picture = name.to_owned();
    step(format!("checkpoint: {name}"), 1, move |_, ctx| {
        ctx.snapshots.push(picture.clone());
        ctx.probe = Some(Probe::grow());
        Went::Next
    })
}

/// Waits until the planned inputs have been sent, and a few frames more.
fn sent(world: &mut World, ctx: &mut Ctx, after: u32) -> Went {
    let _ = world;
    if ctx.inputs.idle() && ctx.age > after {
        Went::Next
    } else {
        Went::Wait
    }
}

/// Where a world point of the board shows, logical pixels.
fn on_screen(frame: &ScreenLayout, point: Vec2) -> Vec2 {
    let per_pixel = frame.world_per_pixel();
    let offset = frame.camera_offset();
    Vec2::new(
        frame.size.x / 2.0 + (point.x - offset.x) / per_pixel,
        frame.size.y / 2.0 - (point.y - offset.y) / per_pixel,
    )
}

fn pit_point(world: &World, pit: Pit) -> Vec2 {
    on_screen(
        world.resource::<ScreenLayout>(),
        crate::game::board::pit_center(pit),
    )
}

/// A finger taps the pit `pick` names.
fn tap_pit(
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
fn button_boxes(world: &mut World, id: &str) -> Option<(Rect, Rect, Rect)> {
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
fn tap_button(id: &'static str) -> Step {
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
fn tap_choice(id: &'static str) -> Step {
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
fn scroll_to_button(id: &'static str) -> Step {
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
    let top = scan.top();
    let panels: Vec<Entity> = scan
        .scrollers
        .keys()
        .copied()
        .filter(|p| scan.layer_of(*p) >= top)
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
fn scroll_through(name: &str) -> Step {
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
fn settled(world: &mut World) -> bool {
    if world.resource::<Playback>().is_active() {
        return false;
    }
    world
        .query_filtered::<(&StonePlace, &Transform), With<Stone>>()
        .iter(world)
        .all(|(p, t)| t.translation.distance(slot_position(p.place, p.slot)) < 0.01)
}

fn screen(world: &World) -> Screen {
    *world.resource::<State<Screen>>().get()
}

fn dialog(world: &World) -> Dialog {
    *world.resource::<State<Dialog>>().get()
}

/// A person may choose a pit on a still board.
fn person_to_move(world: &mut World) -> bool {
    world
        .get_resource::<State<Turn>>()
        .is_some_and(|t| *t.get() == Turn::Human)
        && dialog(world) == Dialog::None
        && settled(world)
        && !veiled(world)
}

fn tutorial(world: &World) -> Option<&Tutorial> {
    world.get_resource::<Tutorial>()
}

fn lessons() -> Vec<Step> {
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

/// Whether a panel is still gliding to bring something into view.
fn revealing(world: &World) -> bool {
    world.resource::<Revealing>().pending > 0
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

/// The legal move with the biggest handful (the rightmost of equals):
/// laps, and captures on the way.
fn biggest_handful(world: &mut World) -> Option<Pit> {
    let game = world.resource::<Match>();
    let position = game.position();
    game.legal_moves()
        .into_iter()
        .max_by_key(|&pit| (position.board()[pit], pit.index()))
}

/// Whoever is to move taps the biggest handful, once a move, until the
/// game is over and the board still.
fn play_out() -> Step {
    let mut next_move = 0usize;
    step("play the game out", 60 * MOVE, move |world, ctx| {
        if screen(world) == Screen::GameOver && settled(world) {
            return Went::Next;
        }
        let made = moves_made(world);
        if ctx.inputs.idle() && person_to_move(world) && made >= next_move {
            next_move = made + 1;
            if let Some(pit) = biggest_handful(world) {
                let point = pit_point(world, pit);
                ctx.inputs.tap(point);
            }
        }
        Went::Wait
    })
}

fn game() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("choose Beginner, the coach on, South starts", |w| {
            let mut settings = w.resource_mut::<Settings>();
            settings.mode = Mode::VsComputer;
            settings.level = Level::Beginner;
            settings.coach = true;
            settings.starts = Starts::South;
        }),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("the game's start"),
        play_out(),
        until("the result", SHORT, |w| {
            screen(w) == Screen::GameOver && settled(w)
        }),
        checkpoint("the result"),
    ]
}

/// Whether a line of `kinds` is on show.
fn notice_shown(world: &World, kinds: &[NoticeKind]) -> bool {
    let items = &world.resource::<Notices>().items;
    items.iter().any(|n| kinds.contains(&n.kind))
}

fn by_link() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("you start", |w| {
            w.resource_mut::<Settings>().starts = Starts::South;
        }),
        // Chosen by touch: the title moves nothing when the mode changes.
        scroll_to_button("mode-by-link"),
        tap_choice("mode-by-link"),
        until("a friend by link chosen", SHORT, |w| {
            w.resource::<Settings>().mode == Mode::ByLink
        }),
        checkpoint("the title by link"),
        scroll_to_button("mode-computer"),
        tap_choice("mode-computer"),
        scroll_to_button("mode-by-link"),
        tap_choice("mode-by-link"),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("a game by link's start"),
        tap_button("button-send"),
        until("the line to move first", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkYourMove])
        }),
        tap_pit("play the biggest handful", biggest_handful),
        until("the friend's turn", MOVE, |w| {
            w.get_resource::<State<Turn>>()
                .is_some_and(|t| *t.get() == Turn::Idle)
                && settled(w)
        }),
        tap_button("button-send"),
        until("the link's line", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkCopied, NoticeKind::LinkShown])
        }),
        step("let the link's line settle", SHORT, |w, ctx| {
            sent(w, ctx, 6)
        }),
        checkpoint("the link sent"),
        tap_button("button-undo"),
        until("the line that the move stays", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkSentStays])
        }),
        step("let that line settle", SHORT, |w, ctx| sent(w, ctx, 6)),
    ]
}

/// A finger taps a button, and the row it is in stays in view.
fn tap_stays(id: &'static str) -> Step {
    let mut before: Option<Rect> = None;
    step(
        format!("tap {id}, which stays in view"),
        SHORT,
        move |world, ctx| {
            if ctx.age == 0 {
                match button_boxes(world, id) {
                    Some((whole, seen, _)) if seen.height() >= whole.height() - 1.0 => {
                        before = Some(whole);
                        ctx.inputs.tap(seen.center());
                    }
                    _ => return Went::Fail(format!("the button {id} is not wholly in view")),
                }
                return Went::Wait;
            }
            if !ctx.inputs.idle() || ctx.age < 20 {
                return Went::Wait;
            }
            match button_boxes(world, id) {
                Some((whole, seen, _)) if seen.height() >= whole.height() - 1.0 => {}
                _ => ctx.found(
                    Kind::Jump,
                    format!("the button {id}"),
                    format!(
                        "slid out of view when tapped (it was at {:.0},{:.0})",
                        before.map_or(0.0, |b| b.min.x),
                        before.map_or(0.0, |b| b.min.y)
                    ),
                ),
            }
            Went::Next
        },
    )
}

fn dialogs() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the title"),
        tap_button("button-rules"),
        until("the rules", SHORT, |w| dialog(w) == Dialog::Rules),
        step("let the rules settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the rules"),
        scroll_through("the rules"),
        tap_button("button-close"),
        until("the rules closed", SHORT, |w| dialog(w) == Dialog::None),
        tap_button("button-settings"),
        until("the settings", SHORT, |w| dialog(w) == Dialog::Settings),
        step("let the settings settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the settings"),
        scroll_through("the settings"),
        set("remember the text size", |w| {
            let size = w.resource::<Settings>().text_size;
            w.insert_resource(TextSizeWas(size));
        }),
        scroll_to_button("text-size-150"),
        tap_stays("text-size-150"),
        scroll_to_button("text-size-100"),
        tap_stays("text-size-100"),
        step("the text size as it was", SHORT, |world, ctx| {
            if ctx.age == 0 {
                let was = world.resource::<TextSizeWas>().0;
                world.resource_mut::<Settings>().text_size = was;
            }
            sent(world, ctx, 6)
        }),
        scroll_through("the settings"),
        tap_button("button-close"),
        until("the settings closed", SHORT, |w| dialog(w) == Dialog::None),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        tap_button("button-rules"),
        until("the rules over the board", SHORT, |w| {
            dialog(w) == Dialog::Rules
        }),
        step("let the rules settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        scroll_through("the rules over the board"),
        tap_button("button-close"),
        until("the rules closed", SHORT, |w| dialog(w) == Dialog::None),
    ]
}

/// The text size before the settings changed it.
#[derive(Resource)]
struct TextSizeWas(TextSize);

/// The analysis's current move is wholly in the move list's view.
fn current_move_in_view(world: &mut World, ctx: &mut Ctx) {
    let Some(at) = world.resource::<Analysis>().move_on_board() else {
        return;
    };
    let name = format!("Move {at}");
    let entity = world
        .query::<(Entity, &Name, &ButtonId)>()
        .iter(world)
        .find(|(_, n, _)| n.as_str() == name)
        .map(|(e, _, _)| e);
    let Some(entity) = entity else { return };
    let mut state = SystemState::<HitTest>::new(world);
    let Ok(hits) = state.get(world) else { return };
    let whole_in_view = hits
        .shown_buttons()
        .iter()
        .find(|b| b.entity == entity)
        .is_some_and(|b| b.whole_in_view());
    if !whole_in_view {
        ctx.found(
            Kind::Hidden,
            "the analysis's move list".to_owned(),
            format!("does not show move {at}, the one on the board"),
        );
    }
}

fn analysis() -> Vec<Step> {
    let total = SHOWN_GAME.len();
    let mut steps = vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("open a game on the analysis board", |w| {
            w.trigger(OpenAnalysis {
                start: Position::start(Side::South),
                moves: SHOWN_GAME.to_vec(),
                at: 0,
            });
        }),
        until("every move judged", 4 * MOVE, |w| {
            screen(w) == Screen::Analysis
                && w.get_resource::<Analysis>()
                    .is_some_and(|a| a.judged.is_some())
                && settled(w)
        }),
        checkpoint("the analysis"),
    ];
    for n in 1..=total {
        steps.push(tap_button("analysis-next"));
        steps.push(step(
            format!("move {n} on the board"),
            SHORT,
            move |w, ctx| {
                if w.resource::<Analysis>().at == n && settled(w) && ctx.age > 3 && !revealing(w) {
                    current_move_in_view(w, ctx);
                    Went::Next
                } else {
                    Went::Wait
                }
            },
        ));
    }
    steps.push(tap_button("analysis-turning"));
    steps.push(step("the turning point", SHORT, |w, ctx| {
        let analysis = w.resource::<Analysis>();
        let wanted = analysis.turning_point().map_or(0, |t| t.ply - 1);
        if analysis.at == wanted && ctx.age > 3 && !revealing(w) {
            current_move_in_view(w, ctx);
            Went::Next
        } else {
            Went::Wait
        }
    }));
    steps
}

fn puzzle() -> Vec<Step> {
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

fn moves_made(world: &World) -> usize {
    world.resource::<Match>().moves().len()
}

/// The mover's biggest handful, tapped once the board is still.
fn play_biggest(name: &str) -> Step {
    let mut made = None;
    step(name.to_owned(), MOVE, move |world, ctx| {
        let now = moves_made(world);
        match made {
            None if person_to_move(world) && ctx.inputs.idle() => {
                made = Some(now);
                if let Some(pit) = biggest_handful(world) {
                    let point = pit_point(world, pit);
                    ctx.inputs.tap(point);
                }
                Went::Wait
            }
            Some(before) if now > before && person_to_move(world) => Went::Next,
            _ => Went::Wait,
        }
    })
}

fn face_to_face() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("South starts", |w| {
            w.resource_mut::<Settings>().starts = Starts::South;
        }),
        scroll_to_button("mode-two-players"),
        tap_choice("mode-two-players"),
        until("two players chosen", SHORT, |w| {
            w.resource::<Settings>().mode == Mode::TwoPlayers
        }),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        scroll_to_button("face-to-face"),
        tap_choice("face-to-face"),
        until("face to face chosen", SHORT, |w| {
            w.resource::<Settings>().face_to_face
        }),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the two-player title"),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("face to face"),
        play_biggest("South's move"),
        play_biggest("North's move"),
        scroll_to_button("north-undo"),
        tap_button("north-undo"),
        until("North's move taken back", SHORT, |w| {
            moves_made(w) == 1 && person_to_move(w)
        }),
        checkpoint("North took back its move"),
        play_biggest("North's move again"),
        scroll_to_button("button-undo"),
        tap_button("button-undo"),
        until("North asked", SHORT, |w| dialog(w) == Dialog::UndoAsk),
        step("let the question settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("North asked"),
        scroll_to_button("undo-allow"),
        tap_button("undo-allow"),
        until("both moves taken back", SHORT, |w| {
            moves_made(w) == 0 && person_to_move(w)
        }),
        play_out(),
        until("both results", SHORT, |w| {
            screen(w) == Screen::GameOver && settled(w)
        }),
        checkpoint("both results"),
    ]
}
