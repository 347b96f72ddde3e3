//! What the interface shows, read as drawn: every visible text with its
//! ink (the glyphs' box), every button, the clip each is seen through,
//! the layer it sits in, and whether a panel that shows a bar
//! clips it. The layout check and the motion check both judge from this.

use crate::game::input::Reach;
use crate::game::ui::widgets::ButtonId;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy::text::{ComputedTextBlock, TextLayoutInfo};
use bevy::ui::CalculatedClip;
use std::collections::BTreeMap;

/// How far (logical pixels) a box may stray before it counts.
pub const SLACK: f32 = 1.0;

/// A text as drawn.
#[derive(Clone, Debug)]
pub struct Ink {
    /// Every span's words, joined.
    pub full: String,
    /// The box its words may fill: its node, or its button's padding box.
    pub room: Rect,
    /// The line each drawn glyph sits on, in order.
    pub lines: Vec<usize>,
    /// Its font size, logical pixels.
    pub font_px: f32,
}

/// A thing on screen: a text (by its ink) or a button (by its box).
#[derive(Clone, Debug)]
pub struct Item {
    pub entity: Entity,
    pub what: String,
    /// Logical pixels, window top left.
    pub rect: Rect,
    pub button: bool,
    /// The layer it sits in (an overlay's), or 0.
    pub layer: i32,
    /// The clip it is drawn through, logical pixels.
    pub clip: Option<Rect>,
    /// Clipped by a panel that shows it scrolls.
    pub scrolls: bool,
    pub ink: Option<Ink>,
}

impl Item {
    /// The part of it a player sees.
    pub fn seen(&self) -> Rect {
        self.clip.map_or(self.rect, |c| self.rect.intersect(c))
    }

    /// Whether its clip cuts it.
    pub fn clipped(&self) -> bool {
        self.clip.is_some_and(|c| !inside(self.rect, c))
    }
}

/// The interface as drawn.
pub struct Scan {
    pub items: Vec<Item>,
    parents: BTreeMap<Entity, Entity>,
    /// Each node's layer, and the top one, as the game's own [`Reach`]
    /// answers them for taps.
    layers: BTreeMap<Entity, i32>,
    top: i32,
    /// Panels with more content than room, and whether each shows a bar.
    pub scrollers: BTreeMap<Entity, bool>,
}

impl Scan {
    pub fn ancestors(&self, mut entity: Entity) -> Vec<Entity> {
        let mut all = Vec::new();
        while let Some(&parent) = self.parents.get(&entity) {
            all.push(parent);
            entity = parent;
        }
        all
    }

    /// The layer a node sits in: its nearest overlay's, or 0.
    pub fn layer_of(&self, entity: Entity) -> i32 {
        self.layers.get(&entity).copied().unwrap_or(0)
    }

    /// Whether one of the two holds the other.
    pub fn related(&self, a: Entity, b: Entity) -> bool {
        self.ancestors(a).contains(&b) || self.ancestors(b).contains(&a)
    }

    /// The top layer: 0 unless an overlay (a dialog's backdrop, the
    /// result, a new screen's cover) is shown.
    pub fn top(&self) -> i32 {
        self.top
    }

    /// Only what a player can see: under an overlay nothing.
    pub fn keep_top_layer(&mut self) {
        let top = self.top;
        self.items.retain(|i| i.layer >= top);
    }
}

pub fn overlap(a: Rect, b: Rect) -> bool {
    let i = a.intersect(b);
    i.width() > SLACK && i.height() > SLACK
}

pub fn inside(inner: Rect, outer: Rect) -> bool {
    inner.min.x >= outer.min.x - SLACK
        && inner.min.y >= outer.min.y - SLACK
        && inner.max.x <= outer.max.x + SLACK
        && inner.max.y <= outer.max.y + SLACK
}

/// A text's first words, on one line.
pub fn short(text: &str) -> String {
    let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out: String = one_line.chars().take(32).collect();
    if one_line.chars().count() > 32 {
        out.push('…');
    }
    out
}

/// The bounding box of `rect` (object-centred, physical) under `affine`,
/// in logical pixels.
pub fn to_window(affine: &bevy::math::Affine2, rect: Rect, inverse_scale: f32) -> Rect {
    let corners = [
        rect.min,
        Vec2::new(rect.max.x, rect.min.y),
        rect.max,
        Vec2::new(rect.min.x, rect.max.y),
    ]
    .map(|c| affine.transform_point2(c) * inverse_scale);
    let mut out = Rect::from_center_size(corners[0], Vec2::ZERO);
    for c in &corners[1..] {
        out = out.union_point(*c);
    }
    out
}

/// Reads every visible text and button as drawn.
pub fn scan(world: &mut World) -> Scan {
    let mut parents: BTreeMap<Entity, Entity> = BTreeMap::new();
    {
        let mut q = world.query_filtered::<(Entity, &ChildOf), With<Node>>();
        for (e, child_of) in q.iter(world) {
            parents.insert(e, child_of.parent());
        }
    }
    let (layers, top) = {
        let nodes: Vec<Entity> = world
            .query_filtered::<Entity, With<Node>>()
            .iter(world)
            .collect();
        let mut state = SystemState::<Reach>::new(world);
        let reach = state.get(world).expect("queries only");
        let layers: BTreeMap<Entity, i32> =
            nodes.into_iter().map(|e| (e, reach.layer_of(e))).collect();
        (layers, reach.top())
    };
    let mut scrollers: BTreeMap<Entity, bool> = BTreeMap::new();
    {
        let shown: Vec<Entity> = {
            let mut q = world.query::<(
                &crate::game::input::ScrollBar,
                &InheritedVisibility,
                &ComputedNode,
            )>();
            q.iter(world)
                .filter(|(_, v, c)| v.get() && !c.is_empty())
                .map(|(b, _, _)| b.0)
                .collect()
        };
        let mut q = world.query::<(Entity, &Node, &ComputedNode, &InheritedVisibility)>();
        for (e, node, computed, visible) in q.iter(world) {
            if visible.get()
                && node.overflow.y == OverflowAxis::Scroll
                && computed.content_size().y > computed.size().y + 1.0
            {
                scrollers.insert(e, shown.contains(&e));
            }
        }
    }
    let rem = world.resource::<bevy::text::RemSize>().0;
    let window_size = {
        let mut q = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
        q.iter(world)
            .next()
            .map_or(Vec2::ONE, |w| Vec2::new(w.width(), w.height()))
    };
    let mut scan = Scan {
        items: Vec::new(),
        parents,
        layers,
        top,
        scrollers,
    };
    let mut button_boxes: BTreeMap<Entity, Rect> = BTreeMap::new();
    {
        let mut b =
            world.query_filtered::<(Entity, &ComputedNode, &UiGlobalTransform), With<ButtonId>>();
        for (e, computed, at) in b.iter(world) {
            button_boxes.insert(
                e,
                to_window(
                    &at.affine(),
                    computed.padding_box(),
                    computed.inverse_scale_factor(),
                ),
            );
        }
    }
    let mut texts: BTreeMap<Entity, String> = BTreeMap::new();
    {
        let mut t = world.query::<(Entity, &Text)>();
        for (e, text) in t.iter(world) {
            texts.insert(e, text.0.clone());
        }
        let mut s = world.query::<(Entity, &TextSpan)>();
        for (e, span) in s.iter(world) {
            texts.insert(e, span.0.clone());
        }
    }
    let mut q = world.query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&TextLayoutInfo>,
        Option<&ComputedTextBlock>,
        Option<&Text>,
        Option<&TextFont>,
        Option<&ButtonId>,
        Option<&CalculatedClip>,
    )>();
    for (entity, computed, transform, visible, layout, block, text, font, button, clip) in
        q.iter(world)
    {
        if !visible.get() || computed.is_empty() {
            continue;
        }
        let inv = computed.inverse_scale_factor();
        let affine = transform.affine();
        let node_rect = to_window(&affine, computed.border_box(), inv);
        let layer = scan.layer_of(entity);
        let clip = clip.map(|c| Rect {
            min: c.clip.min * inv,
            max: c.clip.max * inv,
        });
        let scrolls = scan
            .ancestors(entity)
            .iter()
            .any(|a| scan.scrollers.get(a).copied().unwrap_or(false));
        if let (Some(layout), Some(_)) = (layout, text) {
            let full: String = block
                .map(|b| {
                    b.entities()
                        .iter()
                        .filter_map(|s| texts.get(&s.entity).cloned())
                        .collect::<String>()
                })
                .unwrap_or_default();
            if full.trim().is_empty() || layout.glyphs.is_empty() {
                continue;
            }
            let origin = bevy::math::Affine2::from(*transform)
                * bevy::math::Affine2::from_translation(computed.content_box().min);
            let mut ink: Option<Rect> = None;
            for glyph in &layout.glyphs {
                let size = glyph.atlas_info.rect.size();
                if size.x <= 0.0 || size.y <= 0.0 {
                    continue;
                }
                let r = to_window(&origin, Rect::from_center_size(glyph.position, size), inv);
                ink = Some(ink.map_or(r, |i| i.union(r)));
            }
            let Some(ink) = ink else { continue };
            // A button's words may use its padding: the button is their box.
            let room = scan
                .parents
                .get(&entity)
                .and_then(|p| button_boxes.get(p))
                .copied()
                .unwrap_or(node_rect);
            let lines = layout
                .glyphs
                .iter()
                .filter(|g| g.atlas_info.rect.size().x > 0.0)
                .map(|g| g.line_index)
                .collect();
            scan.items.push(Item {
                entity,
                what: format!("text \"{}\"", short(&full)),
                rect: ink,
                button: false,
                layer,
                clip,
                scrolls,
                ink: Some(Ink {
                    full,
                    room,
                    lines,
                    font_px: font.map_or(0.0, |f| f.font_size.eval(window_size, rem)),
                }),
            });
        } else if let Some(id) = button {
            scan.items.push(Item {
                entity,
                what: format!("button {}", id.0),
                rect: node_rect,
                button: true,
                layer,
                clip,
                scrolls,
                ink: None,
            });
        }
    }
    scan
}

/// A fingerprint of the layout, to tell when it has settled.
pub fn layout_signature(world: &mut World) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let mut q = world.query::<(&ComputedNode, &UiGlobalTransform, Option<&TextLayoutInfo>)>();
    for (c, t, l) in q.iter(world) {
        (c.size.x as i32, c.size.y as i32).hash(&mut hasher);
        let at = t.affine().translation;
        (at.x as i32, at.y as i32).hash(&mut hasher);
        if let Some(l) = l {
            (l.size.x as i32, l.size.y as i32, l.glyphs.len()).hash(&mut hasher);
        }
    }
    world
        .resource::<crate::game::board::ScreenLayout>()
        .size
        .x
        .to_bits()
        .hash(&mut hasher);
    world
        .resource::<crate::game::board::ScreenLayout>()
        .size
        .y
        .to_bits()
        .hash(&mut hasher);
    hasher.finish()
}
