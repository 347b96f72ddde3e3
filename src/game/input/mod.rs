//! What a person does with a mouse, a finger or the keys, turned into the
//! game's two input events: a chosen pit ([`PitChosen`]) and a pressed
//! button ([`Press`], aimed at the button, whose own handler acts).
//!
//! [`PitChosen`]: crate::game::play::PitChosen

mod focus;
mod gesture;
mod keys;
mod pointer;
mod press;
mod reach;
mod scroll;

pub use gesture::FingerLast;
pub use pointer::{ButtonPointer, HitTest, Target, activate};
pub use press::Press;
pub use reach::Reach;
#[cfg(feature = "dev")]
pub use scroll::ScrollBar;
pub use scroll::ScrollIntoView;
// Read by the motion check only.
#[cfg(feature = "dev")]
pub use scroll::Revealing;

use bevy::prelude::*;

/// Taps and clicks act once there is a window and a camera (a headless
/// test may give it both).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        keys::plugin,
        focus::plugin,
        gesture::plugin,
        pointer::plugin,
        scroll::plugin,
    ));
}
