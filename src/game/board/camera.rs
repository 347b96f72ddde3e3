//! The camera, which always shows the whole board whatever the window's
//! shape.

use super::layout::WORLD_SIZE;
use bevy::camera::ScalingMode;
use bevy::prelude::*;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: WORLD_SIZE.x,
                min_height: WORLD_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
}
