//! Panels taller than the window scroll: a finger drags them, a mouse
//! wheel turns them. Only panels marked [`DragScroll`] with vertical
//! scrolling do, and only as far as their content goes.

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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        scroll_panels.after(bevy::input::InputSystems).run_if(
            any_with_component::<PrimaryWindow>
                .and_then(resource_exists::<Touches>)
                .and_then(any_with_component::<DragScroll>),
        ),
    );
}
