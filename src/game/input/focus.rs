//! Playing by keyboard alone: Tab and Shift+Tab move a visible focus over
//! the buttons of the top layer (inside an open dialog, only its buttons),
//! Enter or Space presses the focused one, Escape hands the keys back to
//! the board.

use super::pointer::HitTest;
use super::press::Press;
use crate::game::state::AppSystems;
use crate::game::theme::palette;
use bevy::prelude::*;

/// The button the keyboard focus is on, if any; while there is one, Enter
/// and Space press it instead of playing a pit.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct ButtonFocus(pub Option<Entity>);

/// The buttons the focus walks, in reading order: the top layer's, as the
/// hit test finds them (a button wholly scrolled out of view is skipped).
fn focus_order(hits: &HitTest) -> Vec<Entity> {
    let mut found: Vec<(f32, f32, Entity)> = hits
        .top_buttons()
        .into_iter()
        .map(|b| (b.whole.center().y, b.whole.center().x, b.entity))
        .collect();
    // Reading order: rows from the top, then left to right.
    found.sort_by(|a, b| {
        (a.0 / 8.0)
            .round()
            .total_cmp(&(b.0 / 8.0).round())
            .then(a.1.total_cmp(&b.1))
    });
    found.into_iter().map(|f| f.2).collect()
}

fn move_focus(
    keys: Res<ButtonInput<KeyCode>>,
    mut focus: ResMut<ButtonFocus>,
    hits: HitTest,
    mut commands: Commands,
) {
    let order = focus_order(&hits);
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
