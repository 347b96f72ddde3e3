//! Text, and with it every button and panel, grows with the window's short
//! side within bounds, and with the player's chosen text size.

use super::locale::Locale;
use crate::game::board::Frame;
use crate::game::play::Settings;
use crate::game::state::AppSystems;
use bevy::prelude::*;
use bevy::text::{RemSize, TextLayoutInfo};

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

/// A new text size measures every text again: a node measured at the old
/// size keeps its box, and the larger words would spill out of it.
fn measure_again(mut texts: Query<&mut Text>) {
    for mut text in &mut texts {
        text.set_changed();
    }
}

/// Gives every text node the height its laid-out lines take. Bevy 0.19's
/// text measure can report a wrapped paragraph a line (or more) shorter
/// than it is drawn, when the width it gets is narrower than the one it
/// was measured at; the lines would spill over what follows.
fn fit_text_boxes(mut texts: Query<(&TextLayoutInfo, &mut Node), Changed<TextLayoutInfo>>) {
    for (layout, mut node) in &mut texts {
        // Already in logical pixels, like the node's own size.
        let lines = layout.size.y.ceil();
        let wanted = if lines > 0.0 { px(lines) } else { Val::Auto };
        if node.min_height != wanted {
            node.min_height = wanted;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemSize>()
        .add_systems(
            Update,
            (
                scale_text,
                measure_again.run_if(resource_changed::<RemSize>),
            )
                .chain()
                .in_set(AppSystems::Show),
        )
        .add_systems(
            PostUpdate,
            fit_text_boxes.after(bevy::ui::UiSystems::PostLayout),
        );
}
