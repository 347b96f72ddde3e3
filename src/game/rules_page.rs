//! A short rules page over whatever screen is showing.

use super::theme::{Act, UiAction, UiFonts, button, heading, label, palette, size};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

/// Whether the rules page is open.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct RulesOpen(pub bool);

/// The page's paragraphs, faithful to the specification.
pub const RULES: [&str; 7] = [
    "Each player owns the row of three pits nearest them. Every pit starts with 7 stones.",
    "On your turn, take all the stones from one of your pits that holds at least 2. Drop the first back into that same pit, then one into each following pit, counter-clockwise. A big handful goes round the board and keeps dropping into the pit it came from.",
    "If your last stone makes a pit, on either side, hold 2, 4 or 6 stones, you capture them. Then the pit before it, if it also holds 2, 4 or 6, and so on backwards until a pit does not.",
    "The very first move of the game captures nothing.",
    "You may never leave your opponent's row empty: if it is empty, you must give it stones to keep, and you may never capture everything in it.",
    "When the player to move has no legal move, the game ends and each player keeps the stones in their own row. If the same position comes up a third time, the game ends and the stones on the board are shared equally.",
    "Whoever has more stones wins. 21–21 is a draw.",
];

#[derive(Component)]
struct RulesPage;

fn act(
    act: On<Act>,
    mut open: ResMut<RulesOpen>,
    pages: Query<Entity, With<RulesPage>>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    match act.0 {
        UiAction::OpenRules if !open.0 => {
            open.0 = true;
            spawn_page(&mut commands, &fonts);
        }
        UiAction::CloseRules => {
            open.0 = false;
            for page in &pages {
                commands.entity(page).despawn();
            }
        }
        _ => {}
    }
}

fn spawn_page(commands: &mut Commands, fonts: &UiFonts) {
    commands
        .spawn((
            Name::new("Rules page"),
            RulesPage,
            GlobalZIndex(20),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        ))
        .with_children(|parent| {
            parent
                .spawn((
                    Node {
                        width: percent(92),
                        max_width: px(640),
                        max_height: percent(94),
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::all(px(22)),
                        margin: UiRect::all(px(10)),
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(18)),
                        ..default()
                    },
                    BackgroundColor(palette::PANEL),
                    BorderColor::all(palette::BORDER),
                ))
                .with_children(|panel| {
                    panel.spawn(heading("How to play Modiar", size::HEADING, fonts));
                    // The text scrolls (wheel, drag, arrow keys) when the
                    // window is short; the heading and Close stay in view.
                    panel
                        .spawn((
                            RulesScroll,
                            ScrollPosition::default(),
                            Node {
                                flex_direction: FlexDirection::Column,
                                max_height: vh(68),
                                min_height: px(0),
                                flex_shrink: 1.0,
                                overflow: Overflow::scroll_y(),
                                ..default()
                            },
                        ))
                        .observe(drag_scroll)
                        .with_children(|text| {
                            for paragraph in RULES {
                                text.spawn((
                                    label(paragraph, size::BODY * 0.95, palette::TEXT, fonts),
                                    Node {
                                        margin: UiRect::top(px(10)),
                                        ..default()
                                    },
                                ));
                            }
                        });
                    panel
                        .spawn(Node {
                            justify_content: JustifyContent::Center,
                            margin: UiRect::top(px(12)),
                            ..default()
                        })
                        .with_children(|row| {
                            row.spawn(button("Close", UiAction::CloseRules, fonts));
                        });
                });
        });
}

/// The scrolling part of the rules page.
#[derive(Component)]
struct RulesScroll;

/// Logical pixels per wheel line or arrow key.
const SCROLL_LINE: f32 = 32.0;

fn drag_scroll(drag: On<Pointer<Drag>>, mut scroll: Query<&mut ScrollPosition, With<RulesScroll>>) {
    if let Ok(mut position) = scroll.get_mut(drag.entity) {
        position.y = (position.y - drag.delta.y).max(0.0);
    }
}

fn wheel_and_keys_scroll(
    mut wheel: MessageReader<MouseWheel>,
    keys: Res<ButtonInput<KeyCode>>,
    mut scroll: Query<&mut ScrollPosition, With<RulesScroll>>,
) {
    let mut delta: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => -w.y * SCROLL_LINE,
            MouseScrollUnit::Pixel => -w.y,
        })
        .sum();
    if keys.pressed(KeyCode::ArrowDown) {
        delta += SCROLL_LINE / 2.0;
    }
    if keys.pressed(KeyCode::ArrowUp) {
        delta -= SCROLL_LINE / 2.0;
    }
    if delta != 0.0 {
        for mut position in &mut scroll {
            position.y = (position.y + delta).max(0.0);
        }
    }
}

fn close_with_escape(
    keys: Res<ButtonInput<KeyCode>>,
    open: Res<RulesOpen>,
    mut commands: Commands,
) {
    if open.0 && keys.just_pressed(KeyCode::Escape) {
        commands.trigger(Act(UiAction::CloseRules));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesOpen>()
        .add_observer(act)
        .add_systems(
            Update,
            (close_with_escape, wheel_and_keys_scroll).run_if(
                resource_exists::<ButtonInput<KeyCode>>
                    .and_then(resource_exists::<Messages<MouseWheel>>),
            ),
        );
}
