//! The two panels every board screen has, placed in the bands the frame
//! leaves around the board: the information (scores, whose turn, a lesson's
//! words) above it or in the left column, the buttons below it or in the
//! right column. Two players face to face each get a seat instead: their
//! words and buttons in the band or column on their side, North's turned
//! to face North. The result sits over the board, between the columns or
//! the bands.

use crate::game::board::{Bands, PanelNeeds, ScreenLayout};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use std::f32::consts::PI;

/// Which band a panel goes in.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Scores, the turn line, notes, a lesson's or a puzzle's words.
    Info,
    /// The buttons.
    Actions,
    /// One player's words and buttons, across the table.
    Seat(Side),
    /// Over the board (the result): between the columns on a wide window,
    /// so it never covers them; between the bands on an upright one.
    Board,
}

/// What one seat reads across the table, turned to face it: a result's
/// half, a dialog's card. (A seat's band says so by its [`Slot`].)
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Faces(pub Side);

impl Faces {
    /// The turn that makes this face its seat.
    pub fn rotation(self) -> Rot2 {
        match self.0 {
            Side::North => Rot2::radians(PI),
            Side::South => Rot2::IDENTITY,
        }
    }
}

/// A panel for `slot`, placed by [`place_panels`]. The buttons' panel is
/// a wrapping row, read right to left in Urdu.
pub fn band(slot: Slot) -> impl Bundle {
    (
        slot,
        Node {
            position_type: PositionType::Absolute,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            flex_direction: match slot {
                Slot::Info | Slot::Seat(_) | Slot::Board => FlexDirection::Column,
                Slot::Actions => FlexDirection::Row,
            },
            ..default()
        },
        UiTransform {
            rotation: match slot {
                Slot::Seat(Side::North) => Rot2::radians(PI),
                _ => Rot2::IDENTITY,
            },
            ..default()
        },
    )
}

/// Where a panel goes, and how its children flow, for the frame. (A row of
/// buttons keeps its own direction, which Urdu reverses.)
fn place(node: &mut Node, slot: Slot, screen_layout: &ScreenLayout) {
    let auto = Val::Auto;
    match (screen_layout.bands, slot) {
        (Bands::Portrait { top, .. }, Slot::Info) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), auto, px(0), px(0));
            node.width = auto;
            node.height = auto;
            node.max_height = px(top);
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.padding = UiRect::axes(px(12), px(8));
        }
        (Bands::Portrait { bottom, .. }, Slot::Actions) => {
            (node.top, node.bottom, node.left, node.right) = (auto, px(0), px(0), px(0));
            node.width = auto;
            node.height = auto;
            node.max_height = px(bottom);
            node.flex_wrap = FlexWrap::Wrap;
            node.padding = UiRect::all(px(6));
        }
        // A seat is a column at its player's edge: the words nearer the
        // board, the buttons nearer the player. North's is the same column
        // turned half a turn.
        (Bands::Portrait { top, bottom }, Slot::Seat(side)) => {
            (node.top, node.bottom, node.left, node.right) = match side {
                Side::North => (px(0), auto, px(0), px(0)),
                Side::South => (auto, px(0), px(0), px(0)),
            };
            node.width = auto;
            node.height = px(match side {
                Side::North => top,
                Side::South => bottom,
            });
            node.max_height = Val::Auto;
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.justify_content = JustifyContent::SpaceBetween;
            node.padding = UiRect::axes(px(10), px(6));
        }
        // On a wide window, North's seat is the left column and South's
        // the right one; turned, North's reads from the top edge.
        (Bands::Landscape { left, right }, Slot::Seat(side)) => {
            // Sized by its edges, not a width: text in a column of set
            // width is measured one line tall and spills out of its box.
            (node.top, node.bottom, node.left, node.right) = match side {
                Side::North => (px(0), px(0), px(0), px(screen_layout.size.x - left)),
                Side::South => (px(0), px(0), px(screen_layout.size.x - right), px(0)),
            };
            node.width = auto;
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.justify_content = JustifyContent::SpaceBetween;
            node.padding = UiRect::axes(px(8), px(10));
        }
        (Bands::Landscape { left, .. }, Slot::Info) => {
            (node.top, node.bottom, node.left, node.right) =
                (px(0), px(0), px(0), px(screen_layout.size.x - left));
            node.width = auto;
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.padding = UiRect::axes(px(14), px(12));
        }
        (Bands::Landscape { right, .. }, Slot::Actions) => {
            (node.top, node.bottom, node.left, node.right) =
                (px(0), px(0), px(screen_layout.size.x - right), px(0));
            node.width = auto;
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_wrap = FlexWrap::Wrap;
            node.padding = UiRect::all(px(10));
        }
        (Bands::Landscape { left, right }, Slot::Board) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), px(0), px(left), px(right));
        }
        // Between the bands, so it never covers the words or the buttons.
        (Bands::Portrait { top, bottom }, Slot::Board) => {
            (node.top, node.bottom, node.left, node.right) = (px(top), px(bottom), px(0), px(0));
        }
    }
    node.align_content = AlignContent::Center;
    // In a column, words take its whole width: text only fit to its content
    // is measured at the wrong width, and its lines spill out of its box.
    node.align_items = match (screen_layout.bands, slot) {
        (Bands::Landscape { .. }, Slot::Info | Slot::Seat(_)) => AlignItems::Stretch,
        _ => AlignItems::Center,
    };
    // What does not fit scrolls, with a bar that says so (the result
    // card sizes itself).
    if slot != Slot::Board {
        node.overflow = Overflow::scroll_y();
    }
}

/// Places every panel when the frame changes or a panel appears.
pub fn place_panels(screen_layout: Res<ScreenLayout>, mut panels: Query<(Ref<Slot>, &mut Node)>) {
    for (slot, mut node) in &mut panels {
        if screen_layout.is_changed() || slot.is_added() {
            place(&mut node, *slot, &screen_layout);
        }
    }
}

/// A panel's children keep their whole height: a band too small for them
/// grows (or scrolls) rather than squeezing text out of its box.
fn keep_children_whole(
    panels: Query<(&Slot, &Children), Changed<Children>>,
    mut nodes: Query<&mut Node, Without<Slot>>,
    mut words: Query<&mut TextLayout>,
) {
    for (_, children) in panels.iter().filter(|(slot, _)| **slot != Slot::Actions) {
        for child in children.iter() {
            // A word longer than a narrow column breaks rather than spill.
            if let Ok(mut layout) = words.get_mut(child)
                && layout.linebreak != LineBreak::WordOrCharacter
            {
                layout.linebreak = LineBreak::WordOrCharacter;
            }
            if let Ok(mut node) = nodes.get_mut(child)
                && node.flex_shrink != 0.0
            {
                node.flex_shrink = 0.0;
            }
        }
    }
}

/// Logical pixels a column's children take together, margins included.
fn content_sum(
    children: &Children,
    nodes: &Query<(&ComputedNode, &UiGlobalTransform, &Node), Without<Slot>>,
) -> f32 {
    let margin = |v: Val| if let Val::Px(p) = v { p } else { 0.0 };
    children
        .iter()
        .filter_map(|child| nodes.get(child).ok())
        .filter(|(computed, _, node)| {
            !computed.is_empty() && node.position_type != PositionType::Absolute
        })
        .map(|(computed, _, node)| {
            computed.size().y * computed.inverse_scale_factor()
                + margin(node.margin.top)
                + margin(node.margin.bottom)
        })
        .sum()
}

/// Logical pixels a panel's content spans, top to bottom, as laid out.
fn content_height(
    children: &Children,
    nodes: &Query<(&ComputedNode, &UiGlobalTransform, &Node), Without<Slot>>,
) -> f32 {
    let mut span: Option<(f32, f32)> = None;
    for child in children.iter() {
        let Ok((computed, at, node)) = nodes.get(child) else {
            continue;
        };
        if computed.is_empty() || node.position_type == PositionType::Absolute {
            continue;
        }
        let inv = computed.inverse_scale_factor();
        let centre = at.affine().translation.y * inv;
        let half = computed.size().y * inv / 2.0;
        let margin = |v: Val| if let Val::Px(p) = v { p } else { 0.0 };
        let (top, bottom) = (
            centre - half - margin(node.margin.top),
            centre + half + margin(node.margin.bottom),
        );
        span = Some(span.map_or((top, bottom), |(t, b)| (t.min(top), b.max(bottom))));
    }
    span.map_or(0.0, |(t, b)| b - t)
}

/// Logical pixels of the longest word drawn in a panel: what a column must
/// hold for no word to break. It does not depend on the column's width
/// (lines do), so a column sized by it settles.
fn longest_word(
    entity: Entity,
    parts: &Query<(&ComputedNode, Option<&TextLayoutInfo>, Option<&Children>)>,
) -> f32 {
    let Ok((computed, text, children)) = parts.get(entity) else {
        return 0.0;
    };
    let mut longest: f32 = 0.0;
    if let Some(text) = text {
        // Runs of drawn glyphs, split where a space (a glyph with nothing
        // to draw) falls. A word the column broke across lines counts
        // whole, its pieces added up, so the width found does not depend
        // on the width it was laid out at.
        let mut run: Option<(usize, f32, f32, f32)> = None;
        for glyph in &text.glyphs {
            let size = glyph.atlas_info.rect.size();
            let (left, right) = (
                glyph.position.x - size.x / 2.0,
                glyph.position.x + size.x / 2.0,
            );
            run = match run {
                _ if size.x <= 0.0 => None,
                Some((line, start, _, before)) if line == glyph.line_index => {
                    Some((line, start, right, before))
                }
                Some((_, start, end, before)) => {
                    Some((glyph.line_index, left, right, before + end - start))
                }
                None => Some((glyph.line_index, left, right, 0.0)),
            };
            if let Some((_, start, end, before)) = run {
                longest = longest.max(before + end - start);
            }
        }
        longest *= computed.inverse_scale_factor();
    }
    children
        .into_iter()
        .flatten()
        .map(|child| longest_word(*child, parts))
        .fold(longest, f32::max)
}

/// Room around a column's longest word: the column's padding, a button's
/// padding and border, a side's mark beside its score.
const AROUND_A_WORD: f32 = 64.0;
/// Room around the longest word of the buttons' column: a button's
/// padding, border and margin, the column's padding and its bar's gutter.
const AROUND_A_BUTTONS_WORD: f32 = 84.0;

/// A line that must never break (a side's mark and its score): a column
/// is as wide as the widest of them, with its padding and bar.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct WholeLine;

/// Room around a whole line in a column: its padding and its bar's gutter.
const AROUND_A_LINE: f32 = 40.0;

/// Measures what the panels need on an upright window, for the frame to
/// grow the bands; a panel whose content is taller than it reads from its
/// top, so scrolling reaches all of it.
fn measure_panels(
    // A panel's own content size changes without notice: any laid-out
    // change counts.
    changed: Query<(), Changed<ComputedNode>>,
    mut removed: RemovedComponents<Slot>,
    mut panels: Query<(&Slot, &ComputedNode, &Children, &mut Node)>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform, &Node), Without<Slot>>,
    parts: Query<(&ComputedNode, Option<&TextLayoutInfo>, Option<&Children>)>,
    whole_lines: Query<&ComputedNode, With<WholeLine>>,
    screen_layout: Res<ScreenLayout>,
    screen: Res<State<crate::game::state::Screen>>,
    rem: Option<Res<bevy::text::RemSize>>,
    mut last_epoch: Local<Option<(crate::game::state::Screen, Vec2, f32)>>,
    mut needs: ResMut<PanelNeeds>,
) {
    if changed.is_empty() && removed.read().count() == 0 {
        return;
    }
    let mut wanted = PanelNeeds::default();
    for (slot, computed, children, mut node) in &mut panels {
        let inv = computed.inverse_scale_factor();
        // A seat spreads its parts apart, so its need is what they take
        // together, not the span they are spread over.
        let content = match slot {
            Slot::Seat(_) => content_sum(children, &nodes),
            _ => content_height(children, &nodes),
        };
        let frame_px = (computed.padding.min_inset.y
            + computed.padding.max_inset.y
            + computed.border.min_inset.y
            + computed.border.max_inset.y)
            * inv;
        let need = content + frame_px + 2.0;
        let justify = if need > computed.size().y * inv + 1.0 {
            JustifyContent::FlexStart
        } else {
            JustifyContent::Center
        };
        // A seat spreads its words and buttons apart; the buttons' row
        // stays centred.
        if node.justify_content != justify && matches!(slot, Slot::Info) {
            node.justify_content = justify;
        }
        if let Bands::Landscape { .. } = screen_layout.bands {
            let word = children
                .iter()
                .map(|child| longest_word(child, &parts))
                .fold(0.0, f32::max);
            // The words' column, and North's seat, on the left.
            match slot {
                Slot::Info | Slot::Seat(Side::North) => {
                    wanted.left = wanted.left.max(word + AROUND_A_WORD)
                }
                Slot::Actions | Slot::Seat(Side::South) => {
                    wanted.right = wanted.right.max(word + AROUND_A_BUTTONS_WORD)
                }
                Slot::Board => {}
            }
        }
        if let Bands::Portrait { .. } = screen_layout.bands {
            match slot {
                Slot::Info | Slot::Seat(Side::North) => wanted.top = wanted.top.max(need),
                Slot::Actions | Slot::Seat(Side::South) => wanted.bottom = wanted.bottom.max(need),
                Slot::Board => {}
            }
        }
    }
    if let Bands::Landscape { .. } = screen_layout.bands {
        let widest = whole_lines
            .iter()
            .map(|line| line.size().x * line.inverse_scale_factor())
            .fold(0.0, f32::max);
        if widest > 0.0 {
            wanted.left = wanted.left.max(widest + AROUND_A_LINE);
            if screen_layout.is_face_to_face() {
                wanted.right = wanted.right.max(widest + AROUND_A_LINE);
            }
        }
    }
    let round = |v: f32| v.ceil();
    // A column only widens while the same screen is up at the same size:
    // the words it measures break differently at each width, and a width
    // that follows them both ways can swing between two for ever.
    let epoch = (*screen.get(), screen_layout.size, rem.map_or(0.0, |r| r.0));
    let same_screen = *last_epoch == Some(epoch);
    let (left, right) = if same_screen {
        (wanted.left.max(needs.left), wanted.right.max(needs.right))
    } else {
        (wanted.left, wanted.right)
    };
    *last_epoch = Some(epoch);
    let wanted = PanelNeeds {
        top: round(wanted.top),
        bottom: round(wanted.bottom),
        left: round(left),
        right: round(right),
    };
    if (wanted.top - needs.top).abs() > 1.0
        || (wanted.bottom - needs.bottom).abs() > 1.0
        || (wanted.left - needs.left).abs() > 1.0
        || (wanted.right - needs.right).abs() > 1.0
    {
        *needs = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            (keep_children_whole, place_panels).before(bevy::ui::UiSystems::Prepare),
            // Once the text is laid out, so its words are measured this frame.
            measure_panels.after(bevy::ui::UiSystems::PostLayout),
        ),
    );
}
