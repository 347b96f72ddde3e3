//! Playing by keyboard alone: Tab and Shift+Tab move a visible focus over
//! the buttons of the top layer (inside an open dialog, only its buttons),
//! Enter or Space presses the focused one, Escape hands the keys back to
//! the board.

use super::pointer::HitTest;
use super::press::Press;
use crate::game::state::AppSystems;
use crate::game::theme::palette;
use bevy::prelude::*;
use bevy_input_focus::{FocusCause, InputFocus, InputFocusVisible};

/// The button that holds the keys, if any: Bevy's [`InputFocus`] is the
/// one record of what the keyboard holds (a button, or a pit under the
/// board's cursor), and while a button holds it, Enter and Space press it
/// instead of playing a pit.
pub fn focused_button(focus: &InputFocus, buttons: &Query<(), With<Button>>) -> Option<Entity> {
    focus.get().filter(|&e| buttons.contains(e))
}

/// The buttons the focus walks, in reading order: the top layer's, as the
/// hit test finds them (a button wholly scrolled out of view is skipped).
/// Worked out when Tab is pressed, not every frame.
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
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
    buttons: Query<(), With<Button>>,
    everything: Query<()>,
    hits: HitTest,
    mut commands: Commands,
) {
    // Focus on what is gone (a closed dialog's button) is dropped.
    if focus.get().is_some_and(|e| !everything.contains(e)) {
        focus.clear();
    }
    // A focused button that went out of reach (under a dialog) lets go;
    // only looked for while a button holds the keys.
    let mut held = focused_button(&focus, &buttons);
    if let Some(entity) = held
        && !hits.reach().reachable(entity)
    {
        focus.clear();
        held = None;
    }
    if keys.just_pressed(KeyCode::Tab) {
        let order = focus_order(&hits);
        if order.is_empty() {
            return;
        }
        let back = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let n = order.len() as isize;
        let current = held.and_then(|e| order.iter().position(|b| *b == e));
        let next = match current {
            Some(i) => (i as isize + if back { -1 } else { 1 }).rem_euclid(n),
            None if back => n - 1,
            None => 0,
        };
        focus.set(order[next as usize], FocusCause::Navigated);
        visible.0 = true;
    } else if keys.just_pressed(KeyCode::Escape) {
        if held.is_some() {
            focus.clear();
        }
    } else if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(entity) = held
    {
        commands.trigger(Press { entity });
    }
}

/// A click or a finger puts the keyboard's outline away: it comes back
/// with the next Tab. Left on, it stayed on the last button Tab reached
/// while the mouse went on elsewhere.
fn hide_focus_on_pointer(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    mut touches: MessageReader<TouchInput>,
    mut visible: ResMut<InputFocusVisible>,
) {
    let touched = touches
        .read()
        .filter(|t| t.phase == bevy::input::touch::TouchPhase::Started)
        .count()
        > 0;
    let clicked = mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    if (touched || clicked) && visible.0 {
        visible.0 = false;
    }
}

/// Draws a bright outline around the focused button while the keyboard
/// moves the focus.
fn show_focus(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    buttons: Query<(), With<Button>>,
    mut commands: Commands,
    mut shown: Local<Option<Entity>>,
) {
    let wanted = focused_button(&focus, &buttons).filter(|_| visible.0);
    if *shown == wanted {
        return;
    }
    if let Some(old) = shown.take()
        && buttons.contains(old)
    {
        commands.entity(old).remove::<Outline>();
    }
    if let Some(new) = wanted {
        commands
            .entity(new)
            .insert(Outline::new(px(3), px(2), palette::FOCUS));
        *shown = Some(new);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .init_resource::<InputFocusVisible>()
        .add_systems(
            Update,
            (hide_focus_on_pointer, move_focus, show_focus)
                .chain()
                .in_set(AppSystems::RecordInput)
                .run_if(resource_exists::<ButtonInput<KeyCode>>),
        );
}
