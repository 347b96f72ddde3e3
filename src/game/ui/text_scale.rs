//! Text that grows and shrinks with the window, and with the player's
//! chosen text size.

use super::locale::Locale;
use crate::game::board::WORLD_SIZE;
use crate::game::play::Settings;
use bevy::prelude::*;
use bevy::text::RemSize;
use bevy::window::PrimaryWindow;

/// Text size (logical pixels per rem) on a window the size of the world.
const BASE_REM: f32 = 19.0;
const MIN_REM: f32 = 12.0;
const MAX_REM: f32 = 30.0;

/// Keeps text in proportion to the window (and the player's text size).
fn scale_text(
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    locale: Res<Locale>,
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
        .add_systems(Update, scale_text);
}
