//! The words beside each tray: whose it is and the stones it holds, with
//! the same name and figure as the scores. At the end the kept stones join
//! the trays, so the trays show the final score too.

use super::hud::score_name;
use super::locale::Locale;
use crate::game::board::{Playback, ScreenLayout, TrayLabel};
use crate::game::play::{Match, Players};
use crate::game::state::AppSystems;
use bevy::prelude::*;
use bevy::text::RemSize;

/// Sizes the labels when the board's scale, the text size or the labels
/// change: see [`ScreenLayout::tray_label_size`].
fn size_tray_labels(
    screen_layout: Res<ScreenLayout>,
    rem: Res<RemSize>,
    mut labels: Query<&mut TextFont, With<TrayLabel>>,
) {
    let wanted = FontSize::Px(screen_layout.tray_label_size(rem.0));
    for mut font in &mut labels {
        if font.font_size != wanted {
            font.font_size = wanted;
        }
    }
}

fn write_tray_labels(
    locale: Res<Locale>,
    players: Res<Players>,
    game: Res<Match>,
    playback: Res<Playback>,
    mut labels: Query<(&TrayLabel, &mut Text2d)>,
) {
    for (label, mut text) in &mut labels {
        let side = label.0;
        // The final total once the last move (and the gathering) is drawn.
        let stones = match game.result() {
            Some(result) if !playback.is_active() => result.stones(side),
            _ => playback.shown.captured[side],
        };
        let wanted = format!("{} {stones}", score_name(&players, side, &locale));
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        write_tray_labels
            .run_if(
                resource_changed::<Locale>
                    .or_eager(resource_changed::<Players>)
                    .or_eager(resource_changed::<Playback>)
                    .or_eager(resource_changed::<Match>)
                    .or_eager(any_match_filter::<Added<TrayLabel>>),
            )
            .in_set(AppSystems::Show),
    );
    app.add_systems(
        Update,
        size_tray_labels
            .run_if(resource_exists::<RemSize>)
            .run_if(
                resource_changed::<ScreenLayout>
                    .or_eager(resource_exists_and_changed::<RemSize>)
                    .or_eager(any_match_filter::<Added<TrayLabel>>),
            )
            .in_set(AppSystems::Show),
    );
}
