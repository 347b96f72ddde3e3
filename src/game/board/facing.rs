//! Two players across a flat tablet: the words on North's pits (counts,
//! what a move would leave, notes) and tray turn to face North, and a count
//! that reads as another upside down is underlined.

use super::pieces::{BoardPit, Tray};
use super::screen_layout::{ScreenLayout, Seating};
use crate::game::words::reads_as_another_turned;
use crate::rules::Side;
use bevy::prelude::*;
use bevy::text::Underline;
use std::f32::consts::PI;

/// Turns every label on North's pits half a turn while the frame is laid
/// out across the table, and back otherwise. A label beside the count
/// moves to the other side too, so North reads it in the same order.
fn face_labels(
    screen_layout: Res<ScreenLayout>,
    pits: Query<&BoardPit>,
    trays: Query<&Tray>,
    mut labels: Query<(&ChildOf, &mut Transform), With<Text2d>>,
) {
    for (parent, mut transform) in &mut labels {
        let north = match (pits.get(parent.parent()), trays.get(parent.parent())) {
            (Ok(pit), _) => pit.0.side() == Side::North,
            (_, Ok(tray)) => tray.0 == Side::North,
            _ => continue,
        };
        let turned = screen_layout.is_face_to_face() && north;
        let rotation = Quat::from_rotation_z(if turned { PI } else { 0.0 });
        let x = transform.translation.x.abs() * if turned { -1.0 } else { 1.0 };
        if transform.rotation != rotation || transform.translation.x != x {
            transform.rotation = rotation;
            transform.translation.x = x;
        }
    }
}

/// Writes a count on its label. Across the table every count is read
/// upside down by one of the two players, so one that reads as another
/// when turned ("6", "19") is underlined, as on dice and playing cards.
pub fn write_count(
    label: Entity,
    text: &mut Text2d,
    underlined: bool,
    count: u8,
    seating: Seating,
    commands: &mut Commands,
) {
    let wanted = count.to_string();
    if text.0 != wanted {
        text.0 = wanted;
    }
    let underline = seating == Seating::FaceToFace && reads_as_another_turned(count);
    if underline != underlined {
        if underline {
            commands.entity(label).insert(Underline);
        } else {
            commands.entity(label).remove::<Underline>();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        face_labels
            .run_if(resource_changed::<ScreenLayout>.or_eager(any_match_filter::<Added<Text2d>>))
            .before(TransformSystems::Propagate),
    );
}
