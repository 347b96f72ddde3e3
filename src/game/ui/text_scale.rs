//! Text, and with it every button and panel, grows with the window's short
//! side within bounds, and with the player's chosen text size.

use super::locale::Locale;
use crate::game::board::Frame;
use crate::game::play::Settings;
use bevy::prelude::*;
use bevy::text::RemSize;

/// Logical pixels per rem: a base, plus a share of the short side.
const BASE_REM: f32 = 6.0;
const REM_PER_SHORT_SIDE: f32 = 1.0 / 40.0;
const MIN_REM: f32 = 14.0;
const MAX_REM: f32 = 30.0;

/// The text size for a window, before the player's own choice.
pub fn rem_for(frame: &Frame) -> f32 {
    let short = frame.size.x.min(frame.size.y);
    (BASE_REM + short * REM_PER_SHORT_SIDE).clamp(MIN_REM, MAX_REM)
}

fn scale_text(
    frame: Res<Frame>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut rem: ResMut<RemSize>,
) {
    let mut chosen = f32::from(settings.text_size) / 100.0;
    // Naskh letters are small for their size: Urdu reads better a little larger.
    if locale.language.is_right_to_left() {
        chosen *= 1.15;
    }
    let wanted = rem_for(&frame) * chosen;
    if (rem.0 - wanted).abs() > 0.1 {
        rem.0 = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemSize>()
        .add_systems(Update, scale_text);
}
