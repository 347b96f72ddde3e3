//! The event a pressed button receives.

use bevy::prelude::*;

/// A button was pressed: by pointer, touch, keyboard or a test. Aimed at the
/// button entity; each button observes its own.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Press {
    pub entity: Entity,
}
