//! Which layer is on top, and so what a player can reach now: the one
//! answer that taps, scrolling, the keyboard's focus, the screen reader's
//! mirror and nodes, the web page's targets and the layout check all ask.
//! Overlays (a dialog's backdrop, the result, a new screen's cover) are the
//! nodes with a `GlobalZIndex`; whatever lies under the topmost one shown
//! is out of reach.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The layer of every UI node, and the overlays that make layers.
#[derive(SystemParam)]
pub struct Reach<'w, 's> {
    parents: Query<'w, 's, &'static ChildOf>,
    layers: Query<'w, 's, &'static GlobalZIndex>,
    overlays: Query<
        'w,
        's,
        (
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
            &'static GlobalZIndex,
        ),
    >,
}

impl Reach<'_, '_> {
    /// The layer a node is on: the `GlobalZIndex` of its nearest ancestor
    /// (or itself) that has one, or 0, the screen's own.
    pub fn layer_of(&self, entity: Entity) -> i32 {
        std::iter::successors(Some(entity), |e| {
            self.parents.get(*e).ok().map(ChildOf::parent)
        })
        .find_map(|e| self.layers.get(e).ok().map(|z| z.0))
        .unwrap_or(0)
    }

    /// The topmost layer shown at `physical` (device pixels), or anywhere
    /// when `None`: a shown overlay's, or the screen's own (0).
    pub fn top_at(&self, physical: Option<Vec2>) -> i32 {
        self.overlays
            .iter()
            .filter(|(computed, transform, visible, _)| {
                visible.get()
                    && computed.size().x > 0.0
                    && computed.size().y > 0.0
                    && physical.is_none_or(|p| covers(computed, transform, p))
            })
            .map(|(.., z)| z.0)
            .fold(0, i32::max)
    }

    /// The topmost layer shown anywhere.
    pub fn top(&self) -> i32 {
        self.top_at(None)
    }

    /// Whether a node is on the top layer, so a player can reach it (if
    /// it is shown at all).
    pub fn on_top(&self, entity: Entity) -> bool {
        self.layer_of(entity) >= self.top()
    }
}

/// Whether a node's box holds a point (device pixels).
pub fn covers(computed: &ComputedNode, transform: &UiGlobalTransform, physical: Vec2) -> bool {
    (physical - transform.affine().translation)
        .abs()
        .cmple(computed.size() / 2.0)
        .all()
}
