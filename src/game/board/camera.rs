//! The camera, which always shows the whole board whatever the window's
//! shape, and text that grows and shrinks with the window.

use super::board::WORLD_SIZE;
use super::settings::Settings;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::text::RemSize;
use bevy::window::PrimaryWindow;

/// Text size (logical pixels per rem) on a window the size of the world.
const BASE_REM: f32 = 19.0;
const MIN_REM: f32 = 12.0;
const MAX_REM: f32 = 30.0;

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

/// Keeps text in proportion to the window (and the player's text size).
fn scale_text(
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    locale: Res<super::locale::Locale>,
    mut rem: ResMut<RemSize>,
) {
    let fit = (window.width() / WORLD_SIZE.x).min(window.height() / WORLD_SIZE.y);
    let mut chosen = f32::from(settings.text_size) / 100.0;
    // Naskh letters are small for their size: Urdu reads better a little larger.
    if locale.language.is_right_to_left() {
        chosen *= 1.15;
    }
    let wanted = (BASE_REM * fit.sqrt()).clamp(MIN_REM, MAX_REM) * chosen;
    if (rem.0 - wanted).abs() > 0.1 {
        rem.0 = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemSize>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, scale_text);
}
