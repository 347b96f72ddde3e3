//! Colours, fonts and widgets shared by every screen, and the one path from
//! a pressed button to a domain event.

use super::locale::{Mirrored, Tr};
use super::settings::{AnimationSpeed, Mode, Starts};
use crate::ai::Level;
use crate::i18n::Language;
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
    pub const CAPTURE: Color = Color::srgb(1.0, 0.85, 0.30);
    pub const HINT: Color = Color::srgb(0.55, 0.90, 0.60);
}

/// The colour that marks a side.
pub fn side_color(side: Side) -> Color {
    match side {
        Side::South => palette::SOUTH,
        Side::North => palette::NORTH,
    }
}

/// The shape that marks a side, for players who cannot tell the colours
/// apart: a disc for South, a diamond for North (as on the board).
pub fn side_marker(side: Side) -> impl Bundle {
    let (radius, rotation) = match side {
        Side::South => (BorderRadius::MAX, Rot2::IDENTITY),
        Side::North => (BorderRadius::all(px(2)), Rot2::degrees(45.0)),
    };
    (
        Node {
            width: px(14),
            height: px(14),
            margin: UiRect::horizontal(px(8)),
            border_radius: radius,
            ..default()
        },
        UiTransform {
            rotation,
            ..default()
        },
        BackgroundColor(side_color(side)),
    )
}

/// The fonts the interface uses; default handles until the assets load
/// (and in headless tests, which have no asset server).
#[derive(Resource, Default, Clone)]
pub struct UiFonts {
    pub regular: Handle<Font>,
    pub bold: Handle<Font>,
    /// Noto Naskh Arabic, the fallback for Urdu's script.
    pub arabic: Handle<Font>,
}

/// Text sizes in rem, scaled with the window and the player's text size.
pub mod size {
    pub const TITLE: f32 = 3.2;
    pub const HEADING: f32 = 1.6;
    pub const BODY: f32 = 1.0;
    pub const SMALL: f32 = 0.8;
}

/// Everything a button can ask for.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum UiAction {
    Play,
    Rematch,
    Menu,
    Undo,
    Restart,
    CycleSpeed,
    OpenRules,
    CloseRules,
    SetMode(Mode),
    SetLevel(Level),
    SetStarts(Starts),
    OpenSettings,
    CloseSettings,
    SetLanguage(Language),
    SetSound(bool),
    VolumeDown,
    VolumeUp,
    SetSpeed(AnimationSpeed),
    /// Text size in percent.
    SetTextSize(u16),
    SetReducedMotion(bool),
    Hint,
    OpenReview,
    CloseReview,
    DismissNotice,
}

/// A button was pressed (by pointer, touch or keyboard) or a test asked for it.
#[derive(Event, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Act(pub UiAction);

/// A run of text with the interface font.
pub fn label(text: impl Into<String>, rem: f32, color: Color, fonts: &UiFonts) -> impl Bundle {
    (
        Text::new(text),
        TextFont {
            font: fonts.regular.clone().into(),
            font_size: FontSize::Rem(rem),
            ..default()
        },
        TextColor(color),
        Pickable::IGNORE,
    )
}

/// A bold run of text.
pub fn heading(text: impl Into<String>, rem: f32, fonts: &UiFonts) -> impl Bundle {
    (
        Text::new(text),
        TextFont {
            font: fonts.bold.clone().into(),
            font_size: FontSize::Rem(rem),
            ..default()
        },
        TextColor(palette::TEXT),
        Pickable::IGNORE,
    )
}

/// A framed panel for dialogs and the result, at most `max_width` wide,
/// its contents aligned by `align`.
pub fn panel(max_width: f32, align: AlignItems) -> impl Bundle {
    (
        Node {
            width: percent(92),
            max_width: px(max_width),
            max_height: percent(94),
            flex_direction: FlexDirection::Column,
            align_items: align,
            padding: UiRect::all(px(22)),
            margin: UiRect::all(px(10)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(18)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BORDER),
    )
}

/// Marks a button that shows a choice; lit while the choice holds.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selected(pub bool);

/// A run of text showing message `id` in the current language.
pub fn tr(id: &'static str, rem: f32, color: Color, fonts: &UiFonts) -> impl Bundle {
    (label("", rem, color, fonts), Tr(id))
}

/// A centred, wrapping row of buttons, read right to left in Urdu.
pub fn button_row() -> (Node, Mirrored) {
    (
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            margin: UiRect::vertical(px(4)),
            ..default()
        },
        Mirrored,
    )
}

/// A button at least 48 logical pixels tall, the smallest comfortable
/// touch target, labelled with message `id`.
pub fn button(id: &'static str, action: UiAction, fonts: &UiFonts) -> impl Bundle {
    (
        button_frame(action),
        children![tr(id, size::BODY, palette::TEXT, fonts)],
    )
}

/// A button labelled with fixed text (a language's own name).
pub fn button_text(text: String, action: UiAction, fonts: &UiFonts) -> impl Bundle {
    (
        button_frame(action),
        children![label(text, size::BODY, palette::TEXT, fonts)],
    )
}

fn button_frame(action: UiAction) -> impl Bundle {
    (
        Name::new(format!("Button {action:?}")),
        Button,
        action,
        Selected(false),
        Node {
            min_width: px(48),
            min_height: px(48),
            padding: UiRect::axes(px(18), px(10)),
            margin: UiRect::all(px(4)),
            border: UiRect::all(px(2)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(palette::BUTTON),
        BorderColor::all(palette::BORDER),
    )
}

fn style_buttons(
    mut buttons: Query<
        (&Interaction, &Selected, &mut BackgroundColor),
        Or<(Changed<Interaction>, Changed<Selected>)>,
    >,
) {
    for (interaction, selected, mut background) in &mut buttons {
        background.0 = match (interaction, selected.0) {
            (Interaction::Pressed, _) => palette::BUTTON_PRESSED,
            (_, true) => palette::BUTTON_SELECTED,
            (Interaction::Hovered, false) => palette::BUTTON_HOVER,
            (Interaction::None, false) => palette::BUTTON,
        };
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiFonts>()
        .add_systems(Update, style_buttons);
}
