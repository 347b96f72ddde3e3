//! The game's icon, drawn by the game: one pit of the board's earth with
//! seven of its pebbles, filling a square window. `make icons` takes its
//! picture and cuts the icons of every size from it.

use crate::game::board::BoardImages;
use crate::game::state::Screen;
use crate::game::ui::dialog::filling_window;
use crate::game::ui::screens::TitlePart;
use bevy::prelude::*;

/// Where the seven stones lie, as shares of the window from its centre,
/// and which tint each takes: one in the middle, six round it.
const STONES: [(f32, f32, usize); 7] = [
    (0.0, 0.0, 0),
    (0.0, -0.205, 2),
    (0.178, -0.1, 4),
    (0.178, 0.105, 1),
    (0.0, 0.205, 0),
    (-0.178, 0.1, 2),
    (-0.178, -0.105, 3),
];
/// A stone's width, as a share of the window's.
const STONE: f32 = 0.27;
/// The pit's width, as a share of the window's.
const PIT: f32 = 0.84;

/// The icon's picture, over the title (which it hides).
#[derive(Component)]
struct IconArt;

fn hide_the_title(mut parts: Query<&mut Node, With<TitlePart>>) {
    for mut node in &mut parts {
        if node.display != Display::None {
            node.display = Display::None;
        }
    }
}

fn draw_icon(
    images: Option<Res<BoardImages>>,
    drawn: Query<(), With<IconArt>>,
    mut commands: Commands,
) {
    let Some(images) = images else {
        return;
    };
    if !drawn.is_empty() {
        return;
    }
    let share = |s: f32| percent(s * 100.0);
    commands
        .spawn((
            Name::new("Icon"),
            IconArt,
            DespawnOnExit(Screen::Title),
            GlobalZIndex(100),
            filling_window(),
            ImageNode::new(images.board.clone()).with_mode(NodeImageMode::Stretch),
        ))
        .with_children(|slab| {
            slab.spawn((
                Node {
                    width: share(PIT),
                    height: share(PIT),
                    ..default()
                },
                ImageNode::new(images.pit.clone()).with_mode(NodeImageMode::Stretch),
            ));
            for (x, y, tint) in STONES {
                slab.spawn((
                    Node {
                        position_type: PositionType::Absolute,
                        left: share(0.5 + x - STONE / 2.0),
                        top: share(0.5 + y - STONE / 2.0),
                        width: share(STONE),
                        height: share(STONE),
                        ..default()
                    },
                    ImageNode::new(images.pebble.clone())
                        .with_color(images.tints[tint % images.tints.len()])
                        .with_mode(NodeImageMode::Stretch),
                ));
            }
        });
}

/// Added only for the icon moment.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (hide_the_title, draw_icon).run_if(in_state(Screen::Title)),
    );
}
