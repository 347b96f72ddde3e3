//! The title's emblem: a small Modiar board, two rows of three pits with
//! stones in them, drawn with the board's own textures once they exist
//! (plain colours until then, and in tests). It grows with the window's
//! short side.

use crate::game::board::BoardImages;
use crate::game::state::AppSystems;
use bevy::prelude::*;

/// A pit's width, in hundredths of the window's short side.
const PIT: f32 = 9.5;
/// A stone's width, as a share of a pit's.
const STONE_SHARE: f32 = 0.34;
/// Stones in each pit, North's row first (as the board shows it).
const STONES: [[u8; 3]; 2] = [[3, 4, 2], [4, 2, 3]];
/// Where a pit's stones lie, as fractions of its width from its top left.
const SPOTS: [(f32, f32); 4] = [(0.20, 0.32), (0.48, 0.22), (0.36, 0.55), (0.63, 0.48)];

/// Earth, pit and stone colours before the textures exist.
const EARTH: Color = Color::srgb(0.62, 0.43, 0.27);
const HOLLOW: Color = Color::srgb(0.25, 0.16, 0.09);
const STONE: Color = Color::srgb(0.86, 0.82, 0.74);

/// A part of the emblem, dressed with its texture when there is one.
#[derive(Component, Clone, Copy, Debug)]
enum EmblemPart {
    Slab,
    Pit,
    /// A stone, with the number that picks its tint.
    Stone(usize),
}

/// The emblem as a whole (a short window leaves it out).
#[derive(Component)]
pub struct Emblem;

pub fn spawn_emblem(parent: &mut ChildSpawnerCommands) {
    parent
        .spawn((
            Name::new("Emblem"),
            Emblem,
            EmblemPart::Slab,
            Node {
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(vmin(1.6)),
                row_gap: vmin(1.2),
                margin: UiRect::bottom(vmin(1.5)),
                border_radius: BorderRadius::all(vmin(2.4)),
                ..default()
            },
            BackgroundColor(EARTH),
        ))
        .with_children(|slab| {
            for (row, counts) in STONES.iter().enumerate() {
                slab.spawn(Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: vmin(1.2),
                    ..default()
                })
                .with_children(|pits| {
                    for (column, &count) in counts.iter().enumerate() {
                        spawn_pit(pits, count, row * 3 + column);
                    }
                });
            }
        });
}

fn spawn_pit(parent: &mut ChildSpawnerCommands, count: u8, which: usize) {
    parent
        .spawn((
            EmblemPart::Pit,
            Node {
                width: vmin(PIT),
                height: vmin(PIT),
                border_radius: BorderRadius::MAX,
                ..default()
            },
            BackgroundColor(HOLLOW),
        ))
        .with_children(|pit| {
            let stone = PIT * STONE_SHARE;
            for (n, &(x, y)) in SPOTS.iter().take(usize::from(count)).enumerate() {
                pit.spawn((
                    EmblemPart::Stone(which * 4 + n * 3),
                    Node {
                        position_type: PositionType::Absolute,
                        left: vmin(PIT * x - stone / 4.0),
                        top: vmin(PIT * y - stone / 4.0),
                        width: vmin(stone),
                        height: vmin(stone),
                        border_radius: BorderRadius::MAX,
                        ..default()
                    },
                    BackgroundColor(STONE),
                ));
            }
        });
}

/// Gives the emblem the board's textures: when it appears, and when the
/// textures do (the title may come first).
fn dress_emblem(
    images: Option<Res<BoardImages>>,
    added: Query<(), Added<EmblemPart>>,
    parts: Query<(Entity, &EmblemPart)>,
    mut commands: Commands,
) {
    let Some(images) = images else {
        return;
    };
    if !images.is_added() && added.is_empty() {
        return;
    }
    for (entity, part) in &parts {
        let image = match *part {
            EmblemPart::Slab => ImageNode::new(images.board.clone()),
            EmblemPart::Pit => ImageNode::new(images.pit.clone()),
            EmblemPart::Stone(n) => ImageNode::new(images.pebble.clone())
                .with_color(images.tints[n % images.tints.len()]),
        };
        commands.entity(entity).insert((
            BackgroundColor(Color::NONE),
            image.with_mode(NodeImageMode::Stretch),
        ));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, dress_emblem.in_set(AppSystems::Show));
}
