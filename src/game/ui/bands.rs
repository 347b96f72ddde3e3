//! The two panels every board screen has, placed in the bands the frame
//! leaves around the board: the information (scores, whose turn, a lesson's
//! words) above it or in the left column, the buttons below it or in the
//! right column.

use crate::game::board::{Bands, Frame};
use bevy::prelude::*;

/// Which band a panel goes in.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Scores, the turn line, notes, a lesson's or a puzzle's words.
    Info,
    /// The buttons.
    Actions,
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
                Slot::Info => FlexDirection::Column,
                Slot::Actions => FlexDirection::Row,
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
