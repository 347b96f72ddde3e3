//! Tries made between frames, with the game's clock stopped so nothing
//! else moves meanwhile: a panel that shows a bar is dragged by a finger,
//! turned by the wheel and stepped by Page Down (each must move it, and it
//! is put back after), and the text size is changed (every text must grow
//! or shrink with it, and it is put back after).

use super::inject::{Input, Inputs};
use super::report::{Kind, Problems};
use crate::game::board::{BoardWords, ScreenLayout};
use crate::game::dev::scan::{layout_signature, scan, short};
use crate::game::play::Settings;
use crate::prefs::TextSize;
use bevy::prelude::*;

/// Frames a changed layout may take to settle before it is measured.
const SETTLE_LIMIT: u32 = 90;
/// Logical pixels a finger drags a panel by.
const DRAG: f32 = 90.0;
/// Logical pixels a tried input must move a panel by.
const MOVED: f32 = 4.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Try {
    Drag,
    Wheel,
    Keys,
}

impl Try {
    fn words(self) -> &'static str {
        match self {
            Try::Drag => "a finger's drag",
            Try::Wheel => "the mouse wheel",
            Try::Keys => "Page Down or Page Up",
        }
    }
}

/// A try under way.
#[derive(Debug)]
pub enum Probe {
    Scroll {
        panel: Entity,
        started: bool,
        from: f32,
        down: bool,
        trying: Option<Try>,
        wait: u32,
    },
    Grow {
        started: bool,
        before: Vec<(Entity, String, f32)>,
        from: TextSize,
        restoring: bool,
        frames: u32,
        steady: u32,
        signature: u64,
    },
}

impl Probe {
    pub fn scroll(panel: Entity) -> Probe {
        Probe::Scroll {
            panel,
            started: false,
            from: 0.0,
            down: true,
            trying: None,
            wait: 0,
        }
    }

    pub fn grow() -> Probe {
        Probe::Grow {
            started: false,
            before: Vec::new(),
            from: TextSize::Normal,
            restoring: false,
            frames: 0,
            steady: 0,
            signature: 0,
        }
    }

    /// Takes the try a frame further; true once it is over and the game
    /// runs again.
    pub fn advance(
        &mut self,
        world: &mut World,
        inputs: &mut Inputs,
        problems: &mut Problems,
        frame: u64,
        step: &str,
    ) -> bool {
        let done = match self {
            Probe::Scroll {
                panel,
                started,
                from,
                down,
                trying,
                wait,
            } => {
                if !*started {
                    *started = true;
                    world.resource_mut::<Time<Virtual>>().pause();
                }
                scroll(
                    world, inputs, problems, frame, step, *panel, from, down, trying, wait,
                )
            }
            Probe::Grow {
                started,
                before,
                from,
                restoring,
                frames,
                steady,
                signature,
            } => {
                if !*started {
                    *started = true;
                    world.resource_mut::<Time<Virtual>>().pause();
                    *before = text_sizes(world);
                    let mut settings = world.resource_mut::<Settings>();
                    *from = settings.text_size;
                    settings.text_size = if *from == TextSize::Normal {
                        TextSize::Largest
                    } else {
                        TextSize::Normal
                    };
                    false
                } else {
                    *frames += 1;
                    let now = layout_signature(world);
                    *steady = if now == *signature { *steady + 1 } else { 0 };
                    *signature = now;
                    if (*steady < 2 || *frames < 3) && *frames < SETTLE_LIMIT {
                        false
                    } else if !*restoring {
                        let to = world.resource::<Settings>().text_size;
                        judge_growth(before, &text_sizes(world), *from, to, problems, frame, step);
                        world.resource_mut::<Settings>().text_size = *from;
                        *restoring = true;
                        *frames = 0;
                        *steady = 0;
                        false
                    } else {
                        true
                    }
                }
            }
        };
        if done {
            world.resource_mut::<Time<Virtual>>().unpause();
        }
        done
    }
}

/// The panel's scroll, its room to scroll and a point of it in view that
/// no panel inside it covers (logical pixels): a panel inside another may
/// be partly hidden, and a finger on an inner panel scrolls that one.
fn panel_state(world: &mut World, panel: Entity) -> Option<(f32, f32, Vec2)> {
    let position = world.get::<ScrollPosition>(panel)?.y;
    let computed = world.get::<ComputedNode>(panel)?;
    let at = world.get::<UiGlobalTransform>(panel)?;
    let inv = computed.inverse_scale_factor();
    let room = (computed.content_size().y - computed.size().y).max(0.0) * inv;
    let whole = Rect::from_center_size(at.affine().translation, computed.size());
    let seen = world
        .get::<bevy::ui::CalculatedClip>(panel)
        .map_or(whole, |clip| whole.intersect(clip.clip));
    let seen = if seen.is_empty() { whole } else { seen };
    let inner: Vec<Rect> = world
        .query::<(Entity, &Node, &ComputedNode, &UiGlobalTransform)>()
        .iter(world)
        .filter(|(e, node, c, _)| {
            *e != panel
                && node.overflow.y == OverflowAxis::Scroll
                && c.content_size().y > c.size().y + 1.0
        })
        .map(|(_, _, c, t)| Rect::from_center_size(t.affine().translation, c.size()))
        .collect();
    let point = (1..10)
        .map(|i| {
            Vec2::new(
                seen.center().x,
                seen.min.y + seen.height() * i as f32 / 10.0,
            )
        })
        .filter(|p| !inner.iter().any(|r| r.contains(*p)))
        .min_by(|a, b| {
            (a.y - seen.center().y)
                .abs()
                .total_cmp(&(b.y - seen.center().y).abs())
        })
        .unwrap_or(seen.center());
    Some((position, room, point * inv))
}

fn scroll(
    world: &mut World,
    inputs: &mut Inputs,
    problems: &mut Problems,
    frame: u64,
    step: &str,
    panel: Entity,
    from: &mut f32,
    down: &mut bool,
    trying: &mut Option<Try>,
    wait: &mut u32,
) -> bool {
    let Some((position, room, centre)) = panel_state(world, panel) else {
        return true;
    };
    if *wait > 0 {
        *wait -= 1;
        return false;
    }
    if let Some(tried) = *trying {
        if !inputs.idle() {
            return false;
        }
        let moved = if *down {
            position - *from
        } else {
            *from - position
        };
        let name = world
            .get::<Name>(panel)
            .map_or_else(|| format!("{panel}"), |n| n.to_string());
        // A drag moves its panel no further than the finger went.
        if tried == Try::Drag && moved > DRAG + 1.0 {
            problems.found(
                Kind::Flung,
                format!("panel {name}"),
                format!("a {DRAG:.0} px drag scrolled it {moved:.0} px"),
                frame,
                step,
            );
        }
        // A panel with less room than that must move all the way.
        if moved < MOVED.min(room - 0.5) {
            problems.found(
                Kind::Stuck,
                format!("panel {name} ({})", tried.words()),
                format!(
                    "shows a bar, and {} does not move it ({:.0} of {room:.0} px scrolled)",
                    tried.words(),
                    *from
                ),
                frame,
                step,
            );
        }
        if let Some(mut at) = world.get_mut::<ScrollPosition>(panel) {
            at.y = *from;
        }
    } else {
        *from = position;
        *down = position < room / 2.0;
        if room <= 0.0 {
            return true;
        }
    }
    let next = match *trying {
        None => Try::Drag,
        Some(Try::Drag) => Try::Wheel,
        Some(Try::Wheel) => Try::Keys,
        Some(Try::Keys) => return true,
    };
    let sign = if *down { 1.0 } else { -1.0 };
    // A panel turned half a turn (North's seat) is dragged the way its
    // reader sees it.
    let turned = world
        .get::<UiGlobalTransform>(panel)
        .is_some_and(|t| t.affine().matrix2.x_axis.x < 0.0);
    let finger = if turned { -sign } else { sign };
    match next {
        // A finger moving up scrolls the panel down.
        Try::Drag => inputs.drag(centre, Vec2::new(0.0, -DRAG * finger)),
        Try::Wheel => inputs.plan(1, Input::Wheel(centre, -2.0 * sign)),
        Try::Keys => {
            let key = if *down {
                KeyCode::PageDown
            } else {
                KeyCode::PageUp
            };
            // Page Down steps the panel under the mouse: point at this
            // one again, clear of any panel inside it that has since
            // filled up and would take the keys.
            inputs.plan(1, Input::Pointer(centre));
            inputs.plan(1, Input::Key(key, true));
            inputs.plan(3, Input::Key(key, false));
        }
    }
    *trying = Some(next);
    // The scroll follows a frame after its input.
    *wait = 2;
    false
}

/// Every visible text's size: the interface's as a player sees it, in
/// logical pixels; the board's against the board (its font as drawn, in
/// the board's units), since the board itself is drawn smaller when
/// larger text takes more of the window.
fn text_sizes(world: &mut World) -> Vec<(Entity, String, f32)> {
    let mut sizes: Vec<(Entity, String, f32)> = scan(world)
        .items
        .into_iter()
        .filter_map(|item| {
            let ink = item.ink?;
            Some((item.entity, item.what, ink.font_px))
        })
        .collect();
    let rem = world.resource::<bevy::text::RemSize>().0;
    let window = world.resource::<ScreenLayout>().size;
    let mut q = world.query::<(
        Entity,
        &Text2d,
        &TextFont,
        &GlobalTransform,
        &InheritedVisibility,
        (&Transform, Option<&BoardWords>),
    )>();
    for (entity, text, font, at, visible, (own, words)) in q.iter(world) {
        // Words grown to the most their place on the board allows (a
        // count in its badge) are as large as they can be: the layout
        // check measures that they fit.
        let at_most = words.is_some_and(|w| own.scale.y >= w.most - 1e-3);
        if visible.get() && !text.0.trim().is_empty() && !at_most {
            let drawn = font.font_size.eval(window, rem) * at.scale().y.abs();
            sizes.push((entity, format!("board text \"{}\"", short(&text.0)), drawn));
        }
    }
    sizes
}

/// Each text seen at both sizes must have grown (or shrunk) with the text
/// size: by at least half as much.
fn judge_growth(
    before: &[(Entity, String, f32)],
    after: &[(Entity, String, f32)],
    from: TextSize,
    to: TextSize,
    problems: &mut Problems,
    frame: u64,
    step: &str,
) {
    let wanted = (to.scale() / from.scale()).ln();
    for (entity, what, was) in before {
        let Some((_, _, is)) = after.iter().find(|(e, _, _)| e == entity) else {
            continue;
        };
        if *was <= 0.0 || *is <= 0.0 {
            continue;
        }
        let grew = (is / was).ln();
        if grew.abs() < wanted.abs() / 2.0 {
            problems.found(
                Kind::Fixed,
                what.clone(),
                format!("stays {was:.1} at {from}% and {is:.1} at {to}% (pixels; on the board, its units)"),
                frame,
                step,
            );
        }
    }
}
