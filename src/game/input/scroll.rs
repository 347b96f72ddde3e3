//! Panels taller than the window scroll: a finger drags them, a mouse
//! wheel turns them. Only panels marked [`DragScroll`] with vertical
//! scrolling do, and only as far as their content goes. Every panel with
//! more content than room shows a [`ScrollBar`], so a player sees there
//! is more.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// A panel that scrolls when its content is taller than it.
#[derive(Component, Clone, Copy, Default, Debug)]
pub struct DragScroll;

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
    With<DragScroll>,
>;

/// The smallest scrolling panel under `point` (logical pixels) that has
/// more content than room, and how far it can scroll (logical pixels).
fn panel_at(point: Vec2, scale: f32, panels: &Panels) -> Option<(Entity, f32)> {
    let physical = point * scale;
    panels
        .iter()
        .filter(|(_, node, computed, transform, _)| {
            let half = computed.size() / 2.0;
            node.overflow.y == OverflowAxis::Scroll
                && computed.size().y > 0.0
                && (physical - transform.affine().translation)
                    .abs()
                    .cmple(half)
                    .all()
        })
        .map(|(entity, _, computed, _, _)| {
            let room = (computed.content_size().y - computed.size().y).max(0.0);
            (
                entity,
                computed.size().y,
                room * computed.inverse_scale_factor(),
            )
        })
        .filter(|(_, _, room)| *room > 0.0)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(entity, _, room)| (entity, room))
}

fn scroll_by(panels: &mut Panels, entity: Entity, room: f32, down: f32) {
    if let Ok((_, _, _, _, mut position)) = panels.get_mut(entity) {
        let wanted = (position.y + down).clamp(0.0, room);
        if position.y != wanted {
            position.y = wanted;
        }
    }
}

fn scroll_panels(
    window: Single<&Window, With<PrimaryWindow>>,
    touches: Res<Touches>,
    mut wheel: MessageReader<MouseWheel>,
    mut panels: Panels,
) {
    let scale = window.scale_factor();
    // A finger drags the panel it first touched.
    for touch in touches.iter() {
        let moved = touch.delta().y;
        if moved != 0.0
            && let Some((entity, room)) = panel_at(touch.start_position(), scale, &panels)
        {
            scroll_by(&mut panels, entity, room, -moved);
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
        if let Some((entity, room)) = panel_at(cursor, scale, &panels) {
            scroll_by(&mut panels, entity, room, down);
        }
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
        let parent_corner = match parent.map(|p| parents.get(p)) {
            Some(Ok((parent, parent_at))) => {
                parent_at.affine().translation - parent.size() / 2.0 + parent.border.min_inset
            }
            Some(Err(_)) => continue,
            None => Vec2::ZERO,
        };
        let inv = computed.inverse_scale_factor();
        let room = computed.size().y;
        let content = computed.content_size().y;
        let shown = content > room + 1.0 && room > 0.0;
        // The panel's top right corner, from the parent's padding box.
        let panel_corner =
            transform.affine().translation + Vec2::new(computed.size().x / 2.0, -room / 2.0);
        let corner = (panel_corner - parent_corner) * inv;
        let length = if shown { room * room / content } else { room };
        let travel = (content - room).max(1.0);
        let offset = computed.scroll_position.y / travel * (room - length);
        let wanted = Node {
            position_type: PositionType::Absolute,
            left: px(corner.x - BAR_WIDTH - 2.0),
            top: px(corner.y + offset * inv),
            width: px(BAR_WIDTH),
            height: px((length * inv).max(12.0)),
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
                    Pickable::IGNORE,
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

/// A bar whose panel has gone goes too.
fn drop_orphan_bars(
    bars: Query<(Entity, &ScrollBar)>,
    panels: Query<(), With<HasScrollBar>>,
    mut commands: Commands,
) {
    for (bar, of) in &bars {
        if panels.get(of.0).is_err() {
            commands.entity(bar).despawn();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (show_scroll_bars, drop_orphan_bars).after(bevy::ui::UiSystems::Layout),
    );
    app.add_systems(
        PreUpdate,
        scroll_panels.after(bevy::input::InputSystems).run_if(
            any_with_component::<PrimaryWindow>
                .and_then(resource_exists::<Touches>)
                .and_then(any_with_component::<DragScroll>),
        ),
    );
}
