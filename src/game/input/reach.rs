//! Which layer is on top, and so what a player can reach now: the one
//! answer that taps, scrolling, the keyboard's focus, the screen reader's
//! mirror and nodes, the web page's targets and the layout check all ask.
//! Overlays (a dialog's backdrop, the result, a new screen's cover) are the
//! nodes with a `GlobalZIndex`; whatever lies under the topmost one shown
//! is out of reach. So is a node hidden or of no size. A node scrolled
//! wholly out of its panel's view is out of a finger's reach
//! ([`Reach::reachable`]) but not of a screen reader's
//! ([`Reach::readable`]), which brings it into view when it presses it.

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
    nodes: Query<
        'w,
        's,
        (
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
            Option<&'static CalculatedClip>,
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

    /// A node that is shown and has some size: its box and its clip.
    fn shown(&self, entity: Entity) -> Option<(Rect, Option<&CalculatedClip>)> {
        let (computed, transform, visible, clip) = self.nodes.get(entity).ok()?;
        let size = computed.size();
        (visible.get() && size.x > 0.0 && size.y > 0.0).then(|| {
            let whole = Rect::from_center_size(transform.affine().translation, size);
            (whole, clip)
        })
    }

    /// The part of a node its scrolling panels show (device pixels), or
    /// `None` when it is hidden, of no size, or scrolled out of view.
    pub fn seen(&self, entity: Entity) -> Option<Rect> {
        let (whole, clip) = self.shown(entity)?;
        let seen = clip.map_or(whole, |c| whole.intersect(c.clip));
        (!seen.is_empty()).then_some(seen)
    }

    /// Whether a finger can reach a node: shown, in view, and on the top
    /// layer. Taps, the keyboard's walk and the page's targets ask this.
    pub fn reachable(&self, entity: Entity) -> bool {
        self.reachable_on(entity, self.top())
    }

    /// As [`Self::reachable`], against a top layer already known (`top`),
    /// so a loop over many nodes finds it once.
    pub fn reachable_on(&self, entity: Entity, top: i32) -> bool {
        self.seen(entity).is_some() && self.layer_of(entity) >= top
    }

    /// Whether a screen reader can reach a node: shown and on the top
    /// layer, though maybe scrolled out of its panel's view, as a page's
    /// reader reads past the screen's edge; a press brings it into view
    /// first. The page's mirror and the AccessKit nodes ask this.
    pub fn readable_on(&self, entity: Entity, top: i32) -> bool {
        self.shown(entity).is_some() && self.layer_of(entity) >= top
    }

    /// As [`Self::readable_on`], against the top layer now.
    pub fn readable(&self, entity: Entity) -> bool {
        self.readable_on(entity, self.top())
    }

    /// Whether a player can reach a node at `physical` (device pixels):
    /// shown there, and on the topmost layer at that point.
    pub fn reachable_at(&self, entity: Entity, physical: Vec2) -> bool {
        self.seen(entity)
            .is_some_and(|seen| seen.contains(physical))
            && self.layer_of(entity) >= self.top_at(Some(physical))
    }
}

/// Whether a node's box holds a point (device pixels).
fn covers(computed: &ComputedNode, transform: &UiGlobalTransform, physical: Vec2) -> bool {
    (physical - transform.affine().translation)
        .abs()
        .cmple(computed.size() / 2.0)
        .all()
}
