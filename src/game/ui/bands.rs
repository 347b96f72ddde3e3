//! The two panels every board screen has, placed in the bands the frame
//! leaves around the board: the information (scores, whose turn, a lesson's
//! words) above it or in the left column, the buttons below it or in the
//! right column. Two players face to face each get a seat instead: their
//! words and buttons in the band or column on their side, North's turned
//! to face North. The result sits over the board, between the columns.

use crate::game::board::{Bands, Frame};
use crate::rules::Side;
use bevy::prelude::*;
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
    /// so it never covers them; the whole window on an upright one.
    Board,
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
fn place(node: &mut Node, slot: Slot, frame: &Frame) {
    let auto = Val::Auto;
    match (frame.bands, slot) {
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
        (Bands::Landscape { side: width }, Slot::Seat(side)) => {
            (node.top, node.bottom, node.left, node.right) = match side {
                Side::North => (px(0), px(0), px(0), auto),
                Side::South => (px(0), px(0), auto, px(0)),
            };
            node.width = px(width);
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.justify_content = JustifyContent::SpaceBetween;
            node.padding = UiRect::axes(px(8), px(10));
        }
        (Bands::Landscape { side }, Slot::Info) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), px(0), px(0), auto);
            node.width = px(side);
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_direction = FlexDirection::Column;
            node.flex_wrap = FlexWrap::NoWrap;
            node.padding = UiRect::axes(px(14), px(12));
        }
        (Bands::Landscape { side }, Slot::Actions) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), px(0), auto, px(0));
            node.width = px(side);
            node.height = auto;
            node.max_height = Val::Auto;
            node.flex_wrap = FlexWrap::Wrap;
            node.padding = UiRect::all(px(10));
        }
        (Bands::Landscape { side }, Slot::Board) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), px(0), px(side), px(side));
        }
        (Bands::Portrait { .. }, Slot::Board) => {
            (node.top, node.bottom, node.left, node.right) = (px(0), px(0), px(0), px(0));
        }
    }
    node.align_content = AlignContent::Center;
}

/// Places every panel when the frame changes or a panel appears.
pub fn place_panels(frame: Res<Frame>, mut panels: Query<(Ref<Slot>, &mut Node)>) {
    for (slot, mut node) in &mut panels {
        if frame.is_changed() || slot.is_added() {
            place(&mut node, *slot, &frame);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        place_panels.before(bevy::ui::UiSystems::Prepare),
    );
}
