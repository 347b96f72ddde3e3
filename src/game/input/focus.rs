//! Playing by keyboard alone: Tab and Shift+Tab move a visible focus over
//! the buttons of the top layer (inside an open dialog, only its buttons),
//! Enter or Space presses the focused one, Escape hands the keys back to
//! the board.

use super::pointer::{ButtonQuery, layer_of};
use super::press::Press;
use crate::game::state::AppSystems;
use crate::game::theme::palette;
use bevy::prelude::*;

/// The button the keyboard focus is on, if any; while there is one, Enter
/// and Space press it instead of playing a pit.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct ButtonFocus(pub Option<Entity>);

fn visible_buttons(
    buttons: &ButtonQuery,
    parents: &Query<&ChildOf>,
    layers: &Query<&GlobalZIndex>,
) -> Vec<Entity> {
    let mut found: Vec<(i32, f32, f32, Entity)> = buttons
        .iter()
        .filter(|(_, node, _, visible, _)| visible.get() && node.size().x > 0.0)
        .map(|(e, _, transform, _, _)| {
            let at = transform.affine().translation;
            (layer_of(e, parents, layers), at.y, at.x, e)
        })
        .collect();
    let top = found.iter().map(|f| f.0).max().unwrap_or(0);
    found.retain(|f| f.0 == top);
    // Reading order: rows from the top, then left to right.
    found.sort_by(|a, b| {
        (a.1 / 8.0)
            .round()
            .total_cmp(&(b.1 / 8.0).round())
            .then(a.2.total_cmp(&b.2))
    });
    found.into_iter().map(|f| f.3).collect()
}

fn move_focus(
    keys: Res<ButtonInput<KeyCode>>,
    mut focus: ResMut<ButtonFocus>,
    buttons: ButtonQuery,
    parents: Query<&ChildOf>,
    layers: Query<&GlobalZIndex>,
    mut commands: Commands,
) {
    let order = visible_buttons(&buttons, &parents, &layers);
    // Focus on a button that went away (a closed dialog) is dropped.
    if focus.0.is_some_and(|e| !order.contains(&e)) {
        focus.0 = None;
    }
    if keys.just_pressed(KeyCode::Tab) && !order.is_empty() {
        let back = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let n = order.len() as isize;
        let current = focus.0.and_then(|e| order.iter().position(|b| *b == e));
        let next = match current {
            Some(i) => (i as isize + if back { -1 } else { 1 }).rem_euclid(n),
            None if back => n - 1,
            None => 0,
        };
        focus.0 = Some(order[next as usize]);
    } else if keys.just_pressed(KeyCode::Escape) {
        focus.0 = None;
    } else if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(entity) = focus.0
    {
        commands.trigger(Press { entity });
    }
}

/// Draws a bright outline around the focused button.
fn show_focus(
    focus: Res<ButtonFocus>,
    buttons: Query<Entity, With<Button>>,
    mut commands: Commands,
    mut shown: Local<Option<Entity>>,
) {
    if !focus.is_changed() && *shown == focus.0 {
        return;
    }
    if let Some(old) = shown.take()
        && buttons.contains(old)
    {
        commands.entity(old).remove::<Outline>();
    }
    if let Some(new) = focus.0
        && buttons.contains(new)
    {
        commands
            .entity(new)
            .insert(Outline::new(px(3), px(2), palette::FOCUS));
        *shown = Some(new);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ButtonFocus>().add_systems(
        Update,
        (move_focus, show_focus)
            .chain()
            .in_set(AppSystems::RecordInput)
            .run_if(resource_exists::<ButtonInput<KeyCode>>),
    );
}
