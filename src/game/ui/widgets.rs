//! Widgets every screen builds from: text, panels, rows and buttons. A
//! button carries its own handler: spawn it, then `.observe` what it does
//! on [`Press`].

use super::locale::{Mirrored, Tr};
use crate::game::input::{ButtonPointer, Press};
use crate::game::play::Settings;
use crate::game::state::AppSystems;
use crate::game::theme::{UiFonts, palette, side_color, size};
use crate::i18n::Language;
use crate::rules::Side;
use bevy::prelude::*;

/// The stable name of a button: the message id of its label, or a name of
/// its own for buttons labelled with fixed text. Tests and the web page
/// find buttons by it.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct ButtonId(pub &'static str);

/// Marks a button that shows a choice; lit while the choice holds. Only
/// choice buttons carry it, so a screen reader calls only them toggles.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selected(pub bool);

/// When a choice button is lit: a test of the settings (and the language
/// in use, which may follow the system's).
#[derive(Component)]
#[require(Selected)]
pub struct Chosen(Box<dyn Fn(&Settings, Language) -> bool + Send + Sync>);

impl Chosen {
    pub fn when(test: impl Fn(&Settings, Language) -> bool + Send + Sync + 'static) -> Chosen {
        Chosen(Box::new(test))
    }
}

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
    )
}

/// A run of text showing message `id` in the current language.
pub fn tr(id: &'static str, rem: f32, color: Color, fonts: &UiFonts) -> impl Bundle {
    (label("", rem, color, fonts), Tr(id))
}

/// A framed panel for dialogs and the result, at most `max_width` wide,
/// its contents aligned by `align`.
pub fn panel(max_width: f32, align: AlignItems) -> impl Bundle {
    (
        panel_node(max_width, align),
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BORDER),
    )
}

/// A panel that scrolls when its content is taller than the window: a
/// finger drags it, a wheel turns it, and a bar shows it.
pub fn scrolling_panel(max_width: f32, align: AlignItems) -> impl Bundle {
    (
        Node {
            overflow: Overflow::scroll_y(),
            ..panel_node(max_width, align)
        },
        ScrollPosition::default(),
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BORDER),
    )
}

pub fn panel_node(max_width: f32, align: AlignItems) -> Node {
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
    }
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

/// The smallest button, each way, in logical pixels: a fingertip.
pub const MIN_TARGET: f32 = 48.0;

/// A button at least 48 logical pixels tall, the smallest comfortable
/// touch target, labelled with message `id`.
pub fn button(id: &'static str, fonts: &UiFonts) -> impl Bundle {
    (
        button_frame(id, button_node()),
        children![(tr(id, size::BODY, palette::TEXT, fonts), on_button())],
    )
}

/// A button's words: centred, and a word too long for the button (a
/// narrow column at a large text size) breaks rather than spill.
fn on_button() -> TextLayout {
    TextLayout {
        justify: Justify::Center,
        linebreak: LineBreak::WordOrCharacter,
    }
}

/// The one button a screen leads to (the title's Play): larger words and
/// a gold border, so it is found at once.
pub fn primary_button(id: &'static str, fonts: &UiFonts) -> impl Bundle {
    (
        Name::new(format!("Button {id}")),
        Button,
        ButtonId(id),
        Node {
            padding: UiRect::axes(px(32), px(10)),
            border: UiRect::all(px(3)),
            ..button_node()
        },
        BackgroundColor(palette::BUTTON),
        BorderColor::all(palette::FOCUS),
        children![(tr(id, size::BODY * 1.25, palette::TEXT, fonts), on_button())],
    )
}

/// A button named `name`, labelled with message `words`: for a second
/// button with the same words (North's own Undo across the table).
pub fn button_named(name: &'static str, words: &'static str, fonts: &UiFonts) -> impl Bundle {
    (
        button_frame(name, button_node()),
        children![(tr(words, size::BODY, palette::TEXT, fonts), on_button())],
    )
}

/// A button labelled with message `id` over a second, smaller line of its
/// own (spawned as its next child).
pub fn stacked_button(id: &'static str, fonts: &UiFonts) -> impl Bundle {
    let node = Node {
        flex_direction: FlexDirection::Column,
        padding: UiRect::axes(px(14), px(6)),
        ..button_node()
    };
    (
        button_frame(id, node),
        children![(tr(id, size::BODY, palette::TEXT, fonts), on_button())],
    )
}

/// A button labelled with fixed text (a language's own name, a sign),
/// named `id`.
pub fn button_text(id: &'static str, text: String, fonts: &UiFonts) -> impl Bundle {
    (
        button_frame(id, button_node()),
        children![(label(text, size::BODY, palette::TEXT, fonts), on_button())],
    )
}

/// A button with words of its own over a second, smaller line of its own
/// (spawned as its next child).
pub fn stacked_button_text(id: &'static str, text: String, fonts: &UiFonts) -> impl Bundle {
    let node = Node {
        flex_direction: FlexDirection::Column,
        padding: UiRect::axes(px(14), px(6)),
        ..button_node()
    };
    (
        button_frame(id, node),
        children![(label(text, size::BODY, palette::TEXT, fonts), on_button())],
    )
}

/// Every button's frame: at least a 48 px square, wrapping its words
/// rather than squeezing them.
fn button_node() -> Node {
    Node {
        min_width: px(MIN_TARGET),
        min_height: px(MIN_TARGET),
        // A squeezed button's words spill out of it: a row that is
        // too narrow wraps instead.
        flex_shrink: 0.0,
        // Never wider than its row: long words wrap inside it.
        max_width: percent(100),
        padding: UiRect::axes(px(18), px(10)),
        margin: UiRect::all(px(4)),
        border: UiRect::all(px(2)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border_radius: BorderRadius::all(px(12)),
        ..default()
    }
}

fn button_frame(id: &'static str, node: Node) -> impl Bundle {
    (
        Name::new(format!("Button {id}")),
        Button,
        ButtonId(id),
        node,
        BackgroundColor(palette::BUTTON),
        BorderColor::all(palette::BORDER),
    )
}

/// Marks a [`side_marker`]: sized with the text beside it where text
/// follows the window (see `text_scale`).
#[derive(Component)]
pub struct SideMarker;

/// A side marker's width in rem, between two widths in pixels: it grows
/// with the player's text size like the score beside it. It keeps its gap
/// to the score, and takes what it grows by from the margin on its other
/// side, so that its room is as wide as it always was and a score line
/// that fitted still fits.
pub(super) const MARKER_REM: f32 = 0.55;
pub(super) const MARKER_MIN: f32 = 14.0;
pub(super) const MARKER_MAX: f32 = 20.0;
pub(super) const MARKER_GAP: f32 = 8.0;
pub(super) const MARKER_ROOM: f32 = 30.0;

/// A side marker's margins at a width: its gap to the score after it in
/// reading order (on its right, or on its left in a right-to-left
/// language, where it stands at the line's right), the rest of its room
/// before it.
pub(super) fn marker_margin(width: f32, right_to_left: bool) -> UiRect {
    let (outer, gap) = (px(MARKER_ROOM - width - MARKER_GAP), px(MARKER_GAP));
    let (left, right) = if right_to_left {
        (gap, outer)
    } else {
        (outer, gap)
    };
    UiRect {
        left,
        right,
        ..default()
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
        SideMarker,
        Node {
            width: px(MARKER_MIN),
            height: px(MARKER_MIN),
            margin: marker_margin(MARKER_MIN, false),
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

/// A handler that sets one setting: for choice buttons.
pub fn set(
    change: impl Fn(&mut Settings) + Send + Sync + 'static,
) -> impl Fn(On<Press>, ResMut<Settings>) {
    move |_: On<Press>, mut settings: ResMut<Settings>| change(&mut settings)
}

/// A button that reads as a line of a list at rest, with no background of
/// its own (a review's move): it lights only under a finger or the mouse.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct ClearAtRest;

/// Each button's colour: pressed, chosen, under the mouse, or at rest,
/// by the game's own hit test, the one that presses them.
fn style_buttons(
    pointer: Res<ButtonPointer>,
    mut buttons: Query<
        (
            Entity,
            Option<Ref<Selected>>,
            &mut BackgroundColor,
            Has<ClearAtRest>,
        ),
        With<Button>,
    >,
) {
    let pointer_moved = pointer.is_changed();
    for (button, selected, mut background, clear) in &mut buttons {
        let lit = selected.as_ref().is_some_and(|s| s.0);
        if !pointer_moved && !selected.is_some_and(|s| s.is_changed()) {
            continue;
        }
        let color = if pointer.pressed == Some(button) {
            palette::BUTTON_PRESSED
        } else if lit {
            palette::BUTTON_SELECTED
        } else if pointer.hovered == Some(button) {
            palette::BUTTON_HOVER
        } else if clear {
            Color::NONE
        } else {
            palette::BUTTON
        };
        if background.0 != color {
            background.0 = color;
        }
    }
}

/// Small dim words under a choice button's name (a record, a note): light
/// while the button is lit, as dim words on its gold would not read.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct DimWords;

fn light_dim_words(
    buttons: Query<(&Selected, &Children), Changed<Selected>>,
    mut words: Query<&mut TextColor, With<DimWords>>,
) {
    for (selected, children) in &buttons {
        let color = if selected.0 {
            palette::TEXT
        } else {
            palette::TEXT_DIM
        };
        for child in children.iter() {
            if let Ok(mut words) = words.get_mut(child) {
                words.set_if_neq(TextColor(color));
            }
        }
    }
}

/// A button with nothing to do now, that still says why when pressed (by
/// link, Undo once the move has gone to the friend): its words are dim.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spent(pub bool);

fn dim_spent(
    buttons: Query<(&Spent, &Children), Changed<Spent>>,
    mut words: Query<&mut TextColor, Without<DimWords>>,
) {
    for (spent, children) in &buttons {
        let color = if spent.0 {
            palette::TEXT_DIM
        } else {
            palette::TEXT
        };
        for child in children.iter() {
            if let Ok(mut words) = words.get_mut(child) {
                words.set_if_neq(TextColor(color));
            }
        }
    }
}

/// Lights the choice buttons whose choice holds.
fn light_choices(
    settings: Res<Settings>,
    locale: Res<super::locale::Locale>,
    mut buttons: Query<(&Chosen, &mut Selected)>,
) {
    for (chosen, mut selected) in &mut buttons {
        selected.set_if_neq(Selected((chosen.0)(&settings, locale.language)));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            light_choices.run_if(
                resource_changed::<Settings>
                    .or_eager(resource_changed::<super::locale::Locale>)
                    .or_eager(any_match_filter::<Added<Chosen>>),
            ),
            style_buttons.run_if(
                resource_changed::<ButtonPointer>.or_eager(any_match_filter::<Changed<Selected>>),
            ),
            light_dim_words,
            dim_spent,
        )
            .chain()
            .in_set(AppSystems::Show),
    );
}
