//! The game's fonts, asked for at start-up, and the fallback that gives
//! Urdu's script a font whatever font a text names. Render-side only.

use crate::game::state::AppSystems;
use crate::game::theme::UiFonts;
use bevy::prelude::*;

/// Urdu is written in the Arabic script, which Noto Sans lacks: text in any
/// font falls back to Noto Naskh Arabic for it, once that font has loaded.
fn fall_back_to_naskh(
    fonts: Res<UiFonts>,
    loaded: Res<Assets<Font>>,
    mut font_cx: ResMut<bevy::text::FontCx>,
    mut texts: Query<&mut TextFont>,
    mut done: Local<bool>,
) {
    if *done || !loaded.contains(&fonts.arabic) {
        return;
    }
    let Some(family) = font_cx.collection.family_id("Noto Naskh Arabic") else {
        return; // registered by the text plugin a frame after loading
    };
    let arabic = parley::fontique::Script::from_bytes(*b"Arab");
    font_cx
        .collection
        .set_fallbacks(arabic, std::iter::once(family));
    // Lay out again whatever was laid out before the fallback existed.
    for mut font in &mut texts {
        font.set_changed();
    }
    *done = true;
}

pub(super) fn plugin(app: &mut App) {
    // Asked for now, before any screen spawns text with them.
    let assets = app.world().resource::<AssetServer>().clone();
    app.insert_resource(UiFonts {
        regular: assets.load("fonts/NotoSans-Regular.ttf"),
        bold: assets.load("fonts/NotoSans-Bold.ttf"),
        arabic: assets.load("fonts/NotoNaskhArabic-Regular.ttf"),
    })
    .add_systems(Update, fall_back_to_naskh.in_set(AppSystems::Update));
}
