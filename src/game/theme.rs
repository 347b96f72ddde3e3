//! The look shared by the board and the interface: colours, text sizes and
//! fonts. A leaf: it imports nothing of the game.

use crate::rules::Side;
use bevy::prelude::*;

pub mod palette {
    use bevy::prelude::Color;

    pub const BACKGROUND: Color = Color::srgb(0.11, 0.09, 0.08);
    pub const TEXT: Color = Color::srgb(0.96, 0.93, 0.86);
    pub const TEXT_DIM: Color = Color::srgb(0.78, 0.72, 0.63);
    pub const PANEL: Color = Color::srgb(0.16, 0.12, 0.10);
    pub const BUTTON: Color = Color::srgb(0.27, 0.21, 0.17);
    pub const BUTTON_HOVER: Color = Color::srgb(0.36, 0.28, 0.22);
    pub const BUTTON_PRESSED: Color = Color::srgb(0.47, 0.36, 0.26);
    pub const BUTTON_SELECTED: Color = Color::srgb(0.62, 0.45, 0.25);
    pub const BORDER: Color = Color::srgb(0.55, 0.43, 0.32);
    pub const FOCUS: Color = Color::srgb(1.0, 0.86, 0.45);
    /// South and North differ in lightness and shape, not only in hue
    /// (blue against orange reads for every common colour vision).
    pub const SOUTH: Color = Color::srgb(0.33, 0.62, 0.86);
    pub const NORTH: Color = Color::srgb(0.95, 0.62, 0.25);
    pub const WARNING: Color = Color::srgb(1.0, 0.80, 0.35);
    pub const REFUSED: Color = Color::srgb(0.93, 0.36, 0.30);
    /// Violet: apart from the gold of a chosen pit for every common colour
    /// vision (it reads blue where red and green merge), and from South's
    /// blue, which names a side.
    pub const CAPTURE: Color = Color::srgb(0.86, 0.50, 0.96);
    /// The move on the board in the analysis's list: a dark blue that
    /// light words read on, framed in South's blue.
    pub const CURRENT: Color = Color::srgb(0.13, 0.25, 0.38);
    pub const HINT: Color = Color::srgb(0.55, 0.90, 0.60);
    /// Behind words drawn on the board, so they read over any stones.
    pub const LABEL_BACKING: Color = Color::srgba(0.10, 0.07, 0.05, 0.82);
}

/// Bold words on the board (a ghost count, a pit's note, a preview's
/// caption) at `px` world units, on a dark backing.
pub fn board_label(fonts: &UiFonts, px: f32, color: Color) -> impl Bundle {
    (
        board_words(fonts, px, color),
        TextBackgroundColor(palette::LABEL_BACKING),
    )
}

/// Bold words beside the board, over the background (a tray's label):
/// no backing, which would reach beyond the words' line.
pub fn board_words(fonts: &UiFonts, px: f32, color: Color) -> impl Bundle {
    (
        TextFont {
            font: fonts.bold.clone().into(),
            font_size: FontSize::Px(px),
            ..default()
        },
        TextColor(color),
    )
}

/// The colour that marks a side.
pub fn side_color(side: Side) -> Color {
    match side {
        Side::South => palette::SOUTH,
        Side::North => palette::NORTH,
    }
}

/// Text sizes in rem, scaled with the window and the player's text size.
pub mod size {
    pub const TITLE: f32 = 3.2;
    pub const HEADING: f32 = 1.6;
    /// The scores: large, yet a name and its score fit a side column.
    pub const SCORE: f32 = 1.35;
    pub const BODY: f32 = 1.0;
    pub const SMALL: f32 = 0.8;
}

/// The fonts the game uses; default handles until the assets load (and in
/// headless tests, which have no asset server).
#[derive(Resource, Default, Clone)]
pub struct UiFonts {
    pub regular: Handle<Font>,
    pub bold: Handle<Font>,
    /// Noto Naskh Arabic, the fallback for Urdu's script.
    pub arabic: Handle<Font>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiFonts>();
}
