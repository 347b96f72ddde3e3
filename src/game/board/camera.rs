//! The camera: the whole board, centred in the part of the window the
//! panels leave it, whatever the window's shape.

use super::screen_layout::ScreenLayout;
use bevy::camera::ScalingMode;
use bevy::prelude::*;

fn spawn_camera(mut commands: Commands, screen_layout: Res<ScreenLayout>) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        projection(&screen_layout),
        Transform::from_translation(screen_layout.camera_offset().extend(0.0)),
    ));
}

/// One logical pixel shows this many world units.
fn projection(screen_layout: &ScreenLayout) -> Projection {
    Projection::Orthographic(OrthographicProjection {
        scaling_mode: ScalingMode::WindowSize,
        scale: screen_layout.world_per_pixel(),
        ..OrthographicProjection::default_2d()
    })
}

fn fit_camera(
    screen_layout: Res<ScreenLayout>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    for (mut projection, mut transform) in &mut cameras {
        *projection = self::projection(&screen_layout);
        transform.translation = screen_layout.camera_offset().extend(0.0);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(
        PostUpdate,
        fit_camera
            .run_if(resource_changed::<ScreenLayout>)
            .before(bevy::camera::CameraUpdateSystems),
    );
}
