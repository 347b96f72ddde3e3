//! Panels taller than their room scroll: a finger drags them, a mouse
//! wheel turns them, Page Up and Page Down step them. One system serves
//! every panel that scrolls vertically (no marker: whatever the interface
//! lays out as scrolling, scrolls), dialogs included, only as far as its
//! content goes, and only on the top layer: a wheel over a dialog never
//! scrolls the screen under it. Every panel with more content than room
//! shows a [`ScrollBar`], so a player sees there is more.

use super::reach::Reach;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Logical pixels per line of a mouse wheel that counts in lines.
const PIXELS_PER_LINE: f32 = 40.0;

type Panels<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Node,
        &'static ComputedNode,
        &'static UiGlobalTransform,
        &'static mut ScrollPosition,
    ),
>;

/// The scrolling panels of the top layer (at `point`, logical pixels, or
/// anywhere) that have more content than room: each with its height and
/// how far it can scroll (logical pixels), the smallest first.
fn panels_on_top(
    point: Option<Vec2>,
    scale: f32,
    panels: &Panels,
    reach: &Reach,
) -> Vec<(Entity, f32, f32, bool)> {
    let physical = point.map(|p| p * scale);
    let top = reach.top();
    let mut found: Vec<(Entity, f32, f32, bool)> = panels
        .iter()
        .filter(|(entity, node, ..)| {
            node.overflow.y == OverflowAxis::Scroll
                && match physical {
                    Some(p) => reach.reachable_at(*entity, p),
                    None => reach.reachable_on(*entity, top),
                }
        })
        .map(|(entity, _, computed, transform, _)| {
            let room = (computed.content_size().y - computed.size().y).max(0.0);
            (
                entity,
                computed.size().y,
                room * computed.inverse_scale_factor(),
                turned(transform),
            )
        })
        .filter(|(_, _, room, _)| *room > 0.0)
        .collect();
    found.sort_by(|a, b| a.1.total_cmp(&b.1));
    found
}

/// Scrolls the smallest panel of the top layer under `point` that can
/// still move that way; a panel at its end hands the scroll to the one
/// around it. Whether anything moved.
fn scroll_at(point: Vec2, scale: f32, panels: &mut Panels, reach: &Reach, down: f32) -> bool {
    panels_on_top(Some(point), scale, panels, reach)
        .into_iter()
        .any(|(entity, _, room, _)| scroll_by(panels, entity, room, down))
}

/// A finger's drag: the panel moves with the finger as its reader sees
/// it, so a finger moving down the screen moves up a turned panel.
fn drag_at(point: Vec2, scale: f32, panels: &mut Panels, reach: &Reach, down: f32) -> bool {
    panels_on_top(Some(point), scale, panels, reach)
        .into_iter()
        .any(|(entity, _, room, turned)| {
            let down = if turned { -down } else { down };
            scroll_by(panels, entity, room, down)
        })
}

/// Whether a node is drawn turned half a turn (North's seat, a dialog
/// facing North).
fn turned(transform: &UiGlobalTransform) -> bool {
    transform.affine().matrix2.x_axis.x < 0.0
}

/// A button just pressed in a scrolling panel, and how far (logical
/// pixels) below the panel's top it sat: if what it chose reflows the
/// panel (a text size, a language), the panel scrolls so the button stays
/// where the finger left it.
#[derive(Resource, Default, Debug)]
struct Anchor {
    held: Option<Held>,
}

#[derive(Clone, Copy, Debug)]
struct Held {
    button: Entity,
    panel: Entity,
    offset: f32,
    frames_left: u32,
}

/// Frames a press holds its button in place while the layout settles.
const ANCHOR_FRAMES: u32 = 30;

/// The top of a node's box, logical pixels.
fn top_of(node: &ComputedNode, at: &UiGlobalTransform) -> f32 {
    (at.affine().translation.y - node.size().y / 2.0) * node.inverse_scale_factor()
}

/// Notes where a pressed button sits in its scrolling panel.
fn hold_pressed(
    press: On<super::press::Press>,
    parents: Query<&ChildOf>,
    nodes: Query<(&Node, &ComputedNode, &UiGlobalTransform)>,
    mut anchor: ResMut<Anchor>,
) {
    let button = press.entity;
    let panel = parents.iter_ancestors(button).find(|&a| {
        nodes.get(a).is_ok_and(|(node, computed, _)| {
            node.overflow.y == OverflowAxis::Scroll && computed.content_size().y > computed.size().y
        })
    });
    anchor.held = match (panel, nodes.get(button)) {
        (Some(panel), Ok((_, computed, at))) => nodes.get(panel).ok().map(|(_, p, p_at)| Held {
            button,
            panel,
            offset: top_of(computed, at) - top_of(p, p_at),
            frames_left: ANCHOR_FRAMES,
        }),
        _ => None,
    };
}

/// Keeps a pressed button where it was in its panel while the layout
/// settles after the press.
fn keep_pressed_in_place(
    mut anchor: ResMut<Anchor>,
    mut panels: Query<(&ComputedNode, &UiGlobalTransform, &mut ScrollPosition)>,
    buttons: Query<(&ComputedNode, &UiGlobalTransform)>,
) {
    let Some(held) = anchor.held.as_mut() else {
        return;
    };
    held.frames_left = held.frames_left.saturating_sub(1);
    let (Ok((button, button_at)), Ok((panel, panel_at, mut scroll))) =
        (buttons.get(held.button), panels.get_mut(held.panel))
    else {
        anchor.held = None;
        return;
    };
    let offset = top_of(button, button_at) - top_of(panel, panel_at);
    let inv = panel.inverse_scale_factor();
    let room = (panel.content_size().y - panel.size().y).max(0.0) * inv;
    // Where the finger left it, unless the panel became too short for
    // that (larger text grows the dialog's title): then just in view.
    let lowest = panel.size().y * inv - button.size().y * button.inverse_scale_factor();
    let keep = held.offset.min(lowest - VIEW_MARGIN).max(0.0);
    let wanted = (scroll.y + offset - keep).clamp(0.0, room);
    if (wanted - scroll.y).abs() > 0.5 {
        scroll.y = wanted;
    }
    if held.frames_left == 0 {
        anchor.held = None;
    }
}

/// Scroll every panel that holds this node, innermost first, just enough
/// to show it whole (the move on the board in the analysis's list, which
/// sits in a band that may scroll too).
#[derive(Message, Clone, Copy, Debug)]
pub struct ScrollIntoView(pub Entity);

/// Room kept around a node brought into view, logical pixels.
const VIEW_MARGIN: f32 = 4.0;
/// The share of the way left that a panel brought into view glides each
/// frame: a few frames' smooth scroll, never a jump.
const GLIDE: f32 = 0.3;

/// The panels a [`ScrollIntoView`] moved this frame, and how many nodes
/// are still on their way into view (a check tells these scrolls from
/// ones nobody asked for).
#[derive(Resource, Default, Debug)]
pub struct Revealing {
    pub moved: Vec<Entity>,
    pub pending: usize,
}

fn bring_into_view(
    mut asked: MessageReader<ScrollIntoView>,
    mut waiting: Local<Vec<Entity>>,
    mut revealing: ResMut<Revealing>,
    parents: Query<&ChildOf>,
    mut nodes: Query<(
        &Node,
        &ComputedNode,
        &UiGlobalTransform,
        &mut ScrollPosition,
    )>,
) {
    for target in asked.read().map(|a| a.0) {
        if !waiting.contains(&target) {
            waiting.push(target);
        }
    }
    if waiting.is_empty() && revealing.moved.is_empty() && revealing.pending == 0 {
        return;
    }
    revealing.moved.clear();
    let mut still = Vec::new();
    for target in waiting.drain(..) {
        let Ok((target_node, computed, at, _)) = nodes.get(target) else {
            continue;
        };
        if computed.size().y <= 0.0 {
            still.push(target); // not laid out yet
            continue;
        }
        let inv = computed.inverse_scale_factor();
        let centre = at.affine().translation.y * inv;
        let half = computed.size().y * inv / 2.0;
        // A node with margins of its own (a tile in a grid) is shown with
        // them, so that a grid of equal rows stops at a row's edge.
        let margin = match (target_node.margin.top, target_node.margin.bottom) {
            (Val::Px(above), Val::Px(below)) => (above, below),
            _ => (VIEW_MARGIN, VIEW_MARGIN),
        };
        let (mut top, mut bottom) = (centre - half - margin.0, centre + half + margin.1);
        let mut arrived = true;
        for ancestor in parents.iter_ancestors(target) {
            let Ok((node, view, view_at, mut scroll)) = nodes.get_mut(ancestor) else {
                continue;
            };
            if node.overflow.y != OverflowAxis::Scroll {
                continue;
            }
            let inv = view.inverse_scale_factor();
            let view_centre = view_at.affine().translation.y * inv;
            let view_half = view.size().y * inv / 2.0;
            let (view_top, view_bottom) = (view_centre - view_half, view_centre + view_half);
            let room = (view.content_size().y - view.size().y).max(0.0) * inv;
            let down = if top < view_top || bottom - top > view_bottom - view_top {
                top - view_top
            } else if bottom > view_bottom {
                bottom - view_bottom
            } else {
                0.0
            };
            let wanted = (scroll.y + down).clamp(0.0, room);
            let mut moved = wanted - scroll.y;
            if moved.abs() > 0.5 {
                // Glide: part of the way now, the rest in the next frames.
                if moved.abs() > 2.0 {
                    moved *= GLIDE;
                    arrived = false;
                }
                scroll.y += moved;
                revealing.moved.push(ancestor);
            } else {
                moved = 0.0;
            }
            top -= moved;
            bottom -= moved;
        }
        if !arrived {
            still.push(target);
        }
    }
    // A scroll set now is laid out next frame: until then it is on its way.
    revealing.pending = still.len() + usize::from(!revealing.moved.is_empty());
    *waiting = still;
}

/// Scrolls a panel by `down` logical pixels within its room; whether it
/// moved.
fn scroll_by(panels: &mut Panels, entity: Entity, room: f32, down: f32) -> bool {
    let Ok((_, _, _, _, mut position)) = panels.get_mut(entity) else {
        return false;
    };
    let wanted = (position.y + down).clamp(0.0, room);
    let moved = (position.y - wanted).abs() > 0.01;
    if moved {
        position.y = wanted;
    }
    moved
}

fn scroll_panels(
    window: Single<&Window, With<PrimaryWindow>>,
    touches: Res<Touches>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut wheel: MessageReader<MouseWheel>,
    mut panels: Panels,
    reach: Reach,
    mut anchor: ResMut<Anchor>,
    mut fingers: Local<HashMap<u64, Vec2>>,
) {
    let scale = window.scale_factor();
    // How far each finger moved since the last frame, from where this
    // system last saw it: Bevy's own `delta` stays as it was through frames
    // with no touch news, so a finger resting on the glass would keep
    // flinging the panel.
    let travel: Vec<(Vec2, f32)> = touches
        .iter()
        .map(|touch| {
            let last = fingers.insert(touch.id(), touch.position());
            let moved = touch.position().y - last.unwrap_or(touch.start_position()).y;
            (touch.start_position(), moved)
        })
        .collect();
    fingers.retain(|id, _| touches.get_pressed(*id).is_some());
    // A player scrolling lets go of what a press held in place.
    if travel.iter().any(|(_, moved)| *moved != 0.0) || !wheel.is_empty() {
        anchor.held = None;
    }
    // A finger drags the panel it first touched.
    for (start, moved) in travel {
        if moved != 0.0 {
            drag_at(start, scale, &mut panels, &reach, -moved);
        }
    }
    // Page Up and Page Down step the panel under the mouse, or else the
    // top layer's largest.
    let step = keys.map_or(0.0, |keys| {
        let down = f32::from(u8::from(keys.pressed(KeyCode::PageDown)));
        let up = f32::from(u8::from(keys.pressed(KeyCode::PageUp)));
        (down - up) * PIXELS_PER_LINE
    });
    if step != 0.0 {
        let pointed = window
            .cursor_position()
            .is_some_and(|at| scroll_at(at, scale, &mut panels, &reach, step));
        if !pointed
            && let Some(&(entity, _, room, _)) = panels_on_top(None, scale, &panels, &reach).last()
        {
            scroll_by(&mut panels, entity, room, step);
        }
    }
    let Some(cursor) = window.cursor_position() else {
        wheel.clear();
        return;
    };
    for turn in wheel.read() {
        let down = -turn.y
            * match turn.unit {
                MouseScrollUnit::Line => PIXELS_PER_LINE,
                MouseScrollUnit::Pixel => 1.0,
            };
        scroll_at(cursor, scale, &mut panels, &reach, down);
    }
}

/// The bar beside a scrolling panel (the entity it holds) that shows
/// there is more to see, and where the view is.
#[derive(Component, Clone, Copy, Debug)]
pub struct ScrollBar(pub Entity);

/// A scrolling panel's bar.
#[derive(Component, Clone, Copy, Debug)]
struct HasScrollBar(Entity);

/// The bar's width, logical pixels.
const BAR_WIDTH: f32 = 5.0;
/// The room kept for the bar at a scrolling panel's right edge.
const GUTTER: f32 = 9.0;

/// Gives every vertically scrolling panel a bar, drawn in its parent over
/// the panel's right edge, and keeps the bar's length and place in step
/// with the content and the scroll.
fn show_scroll_bars(
    mut panels: Query<
        (
            Entity,
            &mut Node,
            &ComputedNode,
            &UiGlobalTransform,
            Option<&ChildOf>,
            Option<&HasScrollBar>,
        ),
        Without<ScrollBar>,
    >,
    // A panel's content size and scroll change without notice: any
    // laid-out change, or a scroll, counts.
    laid_out: Query<(), Or<(Changed<ComputedNode>, Changed<ScrollPosition>)>>,
    parents: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut bars: Query<(&ScrollBar, &mut Node, &mut Visibility)>,
    mut commands: Commands,
) {
    if laid_out.is_empty() {
        return;
    }
    for (panel, mut node, computed, transform, child_of, bar) in &mut panels {
        if node.overflow.y != OverflowAxis::Scroll {
            continue;
        }
        // A gutter for the bar, so it never lies over the words.
        if node.scrollbar_width != GUTTER {
            node.scrollbar_width = GUTTER;
        }
        // A panel at the root has its bar at the root too, over it.
        let parent = child_of.map(ChildOf::parent);
        // From the window to the parent's padding box (device pixels): a
        // parent turned half a turn (North's seat) turns what is in it.
        let to_parent = match parent.map(|p| parents.get(p)) {
            Some(Ok((parent, parent_at))) => {
                let inverse = parent_at.affine().inverse();
                let corner = parent.size() / 2.0 - parent.border.min_inset;
                Some((inverse, corner))
            }
            Some(Err(_)) => continue,
            None => None,
        };
        let inv = computed.inverse_scale_factor();
        let room = computed.size().y;
        let content = computed.content_size().y;
        let shown = content > room + 1.0 && room > 0.0;
        let length = if shown { room * room / content } else { room };
        let travel = (content - room).max(1.0);
        let offset = computed.scroll_position.y / travel * (room - length);
        // The bar along the panel's own right edge, in the panel's frame
        // (centred), then carried to the parent's: a turned panel's right
        // edge is on the screen's left, as its reader sees it.
        let size = computed.size();
        let (bar_width, gap) = (BAR_WIDTH / inv, 2.0 / inv);
        let length = length.max(12.0 / inv);
        let ends = [
            Vec2::new(size.x / 2.0 - gap - bar_width, -size.y / 2.0 + offset),
            Vec2::new(size.x / 2.0 - gap, -size.y / 2.0 + offset + length),
        ]
        .map(|local| {
            let global = transform.affine().transform_point2(local);
            match to_parent {
                Some((inverse, corner)) => inverse.transform_point2(global) + corner,
                None => global,
            }
        });
        let (low, high) = (ends[0].min(ends[1]) * inv, ends[0].max(ends[1]) * inv);
        let wanted = Node {
            position_type: PositionType::Absolute,
            left: px(low.x),
            top: px(low.y),
            width: px(high.x - low.x),
            height: px(high.y - low.y),
            border_radius: BorderRadius::MAX,
            ..default()
        };
        let visibility = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        match bar.and_then(|b| bars.get_mut(b.0).ok()) {
            Some((_, mut bar_node, mut bar_visibility)) => {
                bar_node.set_if_neq(wanted);
                bar_visibility.set_if_neq(visibility);
            }
            None => {
                let mut bar = commands.spawn((
                    Name::new("Scroll bar"),
                    ScrollBar(panel),
                    wanted,
                    visibility,
                    BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.45)),
                    ZIndex(1),
                ));
                if let Some(parent) = parent {
                    bar.insert(ChildOf(parent));
                }
                let bar = bar.id();
                commands.entity(panel).insert(HasScrollBar(bar));
            }
        }
    }
}

/// A bar whose panel goes goes too (it is not the panel's child, so the
/// panel's despawn would leave it).
fn drop_orphan_bar(
    gone: On<Remove, HasScrollBar>,
    bars: Query<(Entity, &ScrollBar)>,
    mut commands: Commands,
) {
    for (bar, of) in &bars {
        if of.0 == gone.entity {
            commands.entity(bar).try_despawn();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Anchor>()
        .init_resource::<Revealing>()
        .add_message::<ScrollIntoView>()
        .add_observer(hold_pressed)
        .add_observer(drop_orphan_bar)
        .add_systems(
            PostUpdate,
            (
                // Before visibility is handed down, so a bar shows in the
                // frame its panel first overflows, not a frame later.
                show_scroll_bars
                    .before(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
                bring_into_view,
                keep_pressed_in_place.run_if(|anchor: Res<Anchor>| anchor.held.is_some()),
            )
                .after(bevy::ui::UiSystems::Layout),
        );
    // A panel gliding into view is drawn every frame until it arrives.
    app.add_systems(
        Update,
        crate::game::state::want_frames
            .run_if(|revealing: Res<Revealing>| revealing.pending > 0)
            .in_set(crate::game::state::AppSystems::Show),
    );
    app.add_systems(
        PreUpdate,
        scroll_panels
            .after(bevy::input::InputSystems)
            .run_if(any_with_component::<PrimaryWindow>.and_then(resource_exists::<Touches>)),
    );
}
