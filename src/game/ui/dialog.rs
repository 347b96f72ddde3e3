//! The frame every dialog shares (rules, settings, review): a dimmed
//! backdrop, a panel that fits any window, a scrolling body and a Close
//! button that always stays in view. A dialog is a state ([`Dialog`]):
//! opening one sets it, closing one (the button or Escape) clears it, and
//! its entities go with it.

use super::locale::{Paragraph, Tr};
use super::widgets::{button, heading, panel};
use crate::game::input::Press;
use crate::game::state::AppSystems;
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, size};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

/// Dialogs sit above the board, the HUD and the result panel.
pub const DIALOG_LAYER: i32 = 20;

/// The dimmed layer under a modal card, filling the window and centring
/// the card in it.
pub fn scrim() -> impl Bundle {
    (
        GlobalZIndex(DIALOG_LAYER),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
    )
}

/// The scrolling part of a dialog.
#[derive(Component)]
pub struct DialogScroll;

/// Logical pixels per wheel line or page key.
const SCROLL_LINE: f32 = 32.0;

/// Opens `dialog` (its page spawns when the state is entered).
pub fn open(dialog: Dialog) -> impl Fn(On<Press>, ResMut<NextState<Dialog>>) {
    move |_: On<Press>, mut next: ResMut<NextState<Dialog>>| next.set(dialog)
}

fn close(_: On<Press>, mut next: ResMut<NextState<Dialog>>) {
    next.set(Dialog::None);
}

/// Spawns the page of `dialog`, titled with message `title`, whose body
/// `body` fills. It lasts as long as the dialog is open.
pub fn spawn_dialog(
    commands: &mut Commands,
    fonts: &UiFonts,
    dialog: Dialog,
    title: &'static str,
    body: impl FnOnce(&mut ChildSpawnerCommands),
) {
    commands
        .spawn((
            Name::new(format!("Dialog {dialog:?}")),
            DespawnOnExit(dialog),
            scrim(),
        ))
        .with_children(|parent| {
            parent
                .spawn(panel(660.0, AlignItems::Stretch))
                .with_children(|panel| {
                    panel.spawn((
                        heading("", size::HEADING, fonts),
                        Tr(title),
                        Paragraph,
                        TextLayout::default(),
                    ));
                    panel
                        .spawn((
                            DialogScroll,
                            ScrollPosition::default(),
                            Node {
                                flex_direction: FlexDirection::Column,
                                max_height: vh(66),
                                min_height: px(0),
                                flex_shrink: 1.0,
                                overflow: Overflow::scroll_y(),
                                ..default()
                            },
                        ))
                        .observe(drag_scroll)
                        .with_children(body);
                    panel
                        .spawn(Node {
                            justify_content: JustifyContent::Center,
                            margin: UiRect::top(px(12)),
                            ..default()
                        })
                        .with_children(|row| {
                            row.spawn(button("button-close", fonts)).observe(close);
                        });
                });
        });
}

fn close_with_escape(
    keys: Res<ButtonInput<KeyCode>>,
    dialog: Res<State<Dialog>>,
    mut next: ResMut<NextState<Dialog>>,
) {
    if *dialog.get() != Dialog::None && keys.just_pressed(KeyCode::Escape) {
        next.set(Dialog::None);
    }
}

fn drag_scroll(
    drag: On<Pointer<Drag>>,
    mut scroll: Query<&mut ScrollPosition, With<DialogScroll>>,
) {
    if let Ok(mut position) = scroll.get_mut(drag.entity) {
        position.y = (position.y - drag.delta.y).max(0.0);
    }
}

fn wheel_and_keys_scroll(
    mut wheel: MessageReader<MouseWheel>,
    keys: Res<ButtonInput<KeyCode>>,
    mut scroll: Query<&mut ScrollPosition, With<DialogScroll>>,
) {
    let mut delta: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => -w.y * SCROLL_LINE,
            MouseScrollUnit::Pixel => -w.y,
        })
        .sum();
    if keys.pressed(KeyCode::PageDown) {
        delta += SCROLL_LINE;
    }
    if keys.pressed(KeyCode::PageUp) {
        delta -= SCROLL_LINE;
    }
    if delta != 0.0 {
        for mut position in &mut scroll {
            position.y = (position.y + delta).max(0.0);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            close_with_escape.run_if(resource_exists::<ButtonInput<KeyCode>>),
            wheel_and_keys_scroll.run_if(
                resource_exists::<ButtonInput<KeyCode>>
                    .and_then(resource_exists::<Messages<MouseWheel>>),
            ),
        )
            .in_set(AppSystems::RecordInput),
    );
}
