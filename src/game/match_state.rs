//! The pure rule resource: the core's `Game`, exposed to Bevy.

use crate::rules::Game;
use bevy::prelude::*;

/// The game being played. Systems read it to decide what may happen and play
/// back the reports its moves return; they never change stones themselves.
#[derive(Resource, Deref, DerefMut, Default, Debug, Clone)]
pub struct Match(pub Game);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Match>();
}
