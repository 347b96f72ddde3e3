//! Whether the player last pressed with a finger or a mouse: the words that
//! name the gesture ("hold your finger on a pit", "or point at it") follow
//! it, so a phone is never told about a mouse.

use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;

/// Whether the last press was a finger's.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FingerLast(pub bool);

impl FingerLast {
    /// The selector the words take: `touch` or `pointer`.
    pub fn selector(self) -> &'static str {
        if self.0 { "touch" } else { "pointer" }
    }
}

fn follow_presses(
    mut touches: MessageReader<TouchInput>,
    mut clicks: MessageReader<MouseButtonInput>,
    mut last: ResMut<FingerLast>,
) {
    let touched = touches.read().any(|t| t.phase == TouchPhase::Started);
    let clicked = clicks.read().any(|c| c.state.is_pressed());
    // A finger wins a frame that has both.
    if touched || clicked {
        last.set_if_neq(FingerLast(touched));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FingerLast>().add_systems(
        PreUpdate,
        follow_presses.run_if(on_message::<TouchInput>.or_eager(on_message::<MouseButtonInput>)),
    );
}
