//! The store page's cover: the title's emblem and name alone, larger,
//! centred in a small window.

use crate::game::state::Screen;
use crate::game::ui::screens::TitlePart;
use bevy::prelude::*;

/// How much larger the emblem and the name are on a cover picture.
const COVER_SCALE: f32 = 1.6;

/// Lays the title out as a cover, after the title's own layout.
fn cover_the_title(mut parts: Query<(&TitlePart, &mut Node, &mut UiTransform)>) {
    for (part, mut node, mut transform) in &mut parts {
        match part {
            TitlePart::Grid => {
                let single = vec![GridTrack::fr(1.0)];
                if node.grid_template_columns != single {
                    node.grid_template_columns = single;
                }
            }
            TitlePart::Identity => {
                if node.grid_column != GridPlacement::start(1) {
                    node.grid_column = GridPlacement::start(1);
                    node.grid_row = GridPlacement::start(1);
                    node.align_self = AlignSelf::Center;
                }
                transform.scale = Vec2::splat(COVER_SCALE);
            }
            TitlePart::Choices | TitlePart::Actions => {
                if node.display != Display::None {
                    node.display = Display::None;
                }
            }
        }
    }
}

/// Added only for the cover moment.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        cover_the_title
            .run_if(in_state(Screen::Title))
            .before(bevy::ui::UiSystems::Layout),
    );
}
