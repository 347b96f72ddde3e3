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
use std::collections::{BTreeMap, BTreeSet};

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
    /// The nodes a player can reach, as [`Reach::reachable`] answers.
    reachable: BTreeSet<Entity>,
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

    /// Whether a player can reach a node: shown, in view, on the top
    /// layer, by the game's own [`Reach`].
    pub fn reachable(&self, entity: Entity) -> bool {
        self.reachable.contains(&entity)
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
    let parents = node_parents(world);
    let (layers, top, reachable) = node_layers(world);
    let scrollers = scroll_panels(world);
    let rem = world.resource::<bevy::text::RemSize>().0;
    let window_size = window_size(world);
    let mut scan = Scan {
        items: Vec::new(),
        parents,
        layers,
        top,
        reachable,
        scrollers,
    };
    let button_boxes = button_boxes(world);
    let texts = span_texts(world);
    let lookup = Lookup {
        texts,
        button_boxes,
        window_size,
        rem,
    };
    scan.items = items(world, &scan, &lookup);
    scan
}

/// What the items are read against: each text's and span's words, each
/// button's padding box, and what font sizes resolve against.
struct Lookup {
    texts: BTreeMap<Entity, String>,
    button_boxes: BTreeMap<Entity, Rect>,
    window_size: Vec2,
    rem: f32,
}

/// A visible node, where and how it is seen.
struct Seen<'a> {
    entity: Entity,
    computed: &'a ComputedNode,
    transform: &'a UiGlobalTransform,
    /// Its border box, logical pixels.
    rect: Rect,
    layer: i32,
    clip: Option<Rect>,
    scrolls: bool,
}

/// Finds each node's parent.
fn node_parents(world: &mut World) -> BTreeMap<Entity, Entity> {
    let mut parents: BTreeMap<Entity, Entity> = BTreeMap::new();
    let mut q = world.query_filtered::<(Entity, &ChildOf), With<Node>>();
    for (e, child_of) in q.iter(world) {
        parents.insert(e, child_of.parent());
    }
    parents
}

/// Finds each node's layer, the top layer and what a player can reach,
/// as [`Reach`] answers them.
fn node_layers(world: &mut World) -> (BTreeMap<Entity, i32>, i32, BTreeSet<Entity>) {
    let nodes: Vec<Entity> = world
        .query_filtered::<Entity, With<Node>>()
        .iter(world)
        .collect();
    let mut state = SystemState::<Reach>::new(world);
    let reach = state.get(world).expect("queries only");
    let top = reach.top();
    let reachable = nodes
        .iter()
        .copied()
        .filter(|e| reach.reachable_on(*e, top))
        .collect();
    let layers = nodes.into_iter().map(|e| (e, reach.layer_of(e))).collect();
    (layers, top, reachable)
}

/// Finds the visible panels with more content than room, and whether
/// each shows a bar.
fn scroll_panels(world: &mut World) -> BTreeMap<Entity, bool> {
    let mut scrollers: BTreeMap<Entity, bool> = BTreeMap::new();
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
    scrollers
}

/// Finds the primary window's logical size, or one by one without it.
fn window_size(world: &mut World) -> Vec2 {
    let mut q = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
    q.iter(world)
        .next()
        .map_or(Vec2::ONE, |w| Vec2::new(w.width(), w.height()))
}

/// Finds each button's padding box, logical pixels.
fn button_boxes(world: &mut World) -> BTreeMap<Entity, Rect> {
    let mut button_boxes: BTreeMap<Entity, Rect> = BTreeMap::new();
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
    button_boxes
}

/// Finds the words of every text and text span.
fn span_texts(world: &mut World) -> BTreeMap<Entity, String> {
    let mut texts: BTreeMap<Entity, String> = BTreeMap::new();
    let mut t = world.query::<(Entity, &Text)>();
    for (e, text) in t.iter(world) {
        texts.insert(e, text.0.clone());
    }
    let mut s = world.query::<(Entity, &TextSpan)>();
    for (e, span) in s.iter(world) {
        texts.insert(e, span.0.clone());
    }
    texts
}

/// Finds every visible text (by its ink) and button (by its box).
fn items(world: &mut World, scan: &Scan, lookup: &Lookup) -> Vec<Item> {
    let mut items = Vec::new();
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
        let seen = Seen {
            entity,
            computed,
            transform,
            rect: to_window(&transform.affine(), computed.border_box(), inv),
            layer: scan.layer_of(entity),
            clip: clip.map(|c| Rect {
                min: c.clip.min * inv,
                max: c.clip.max * inv,
            }),
            scrolls: scan
                .ancestors(entity)
                .iter()
                .any(|a| scan.scrollers.get(a).copied().unwrap_or(false)),
        };
        if let (Some(layout), Some(_)) = (layout, text) {
            if let Some(item) = text_item(scan, lookup, &seen, layout, block, font) {
                items.push(item);
            }
        } else if let Some(id) = button {
            items.push(Item {
                entity,
                what: format!("button {}", id.0),
                rect: seen.rect,
                button: true,
                layer: seen.layer,
                clip: seen.clip,
                scrolls: seen.scrolls,
                ink: None,
            });
        }
    }
    items
}

/// Finds a laid-out text's item, unless it has no words or no ink.
fn text_item(
    scan: &Scan,
    lookup: &Lookup,
    seen: &Seen<'_>,
    layout: &TextLayoutInfo,
    block: Option<&ComputedTextBlock>,
    font: Option<&TextFont>,
) -> Option<Item> {
    let full: String = block
        .map(|b| {
            b.entities()
                .iter()
                .filter_map(|s| lookup.texts.get(&s.entity).cloned())
                .collect::<String>()
        })
        .unwrap_or_default();
    if full.trim().is_empty() || layout.glyphs.is_empty() {
        return None;
    }
    let ink = glyph_ink(seen, layout)?;
    // A button's words may use its padding: the button is their box.
    let room = scan
        .parents
        .get(&seen.entity)
        .and_then(|p| lookup.button_boxes.get(p))
        .copied()
        .unwrap_or(seen.rect);
    let lines = layout
        .glyphs
        .iter()
        .filter(|g| g.atlas_info.rect.size().x > 0.0)
        .map(|g| g.line_index)
        .collect();
    Some(Item {
        entity: seen.entity,
        what: format!("text \"{}\"", short(&full)),
        rect: ink,
        button: false,
        layer: seen.layer,
        clip: seen.clip,
        scrolls: seen.scrolls,
        ink: Some(Ink {
            full,
            room,
            lines,
            font_px: font.map_or(0.0, |f| f.font_size.eval(lookup.window_size, lookup.rem)),
        }),
    })
}

/// Finds the box a text's drawn glyphs cover, logical pixels, if any.
fn glyph_ink(seen: &Seen<'_>, layout: &TextLayoutInfo) -> Option<Rect> {
    let inv = seen.computed.inverse_scale_factor();
    let origin = bevy::math::Affine2::from(*seen.transform)
        * bevy::math::Affine2::from_translation(seen.computed.content_box().min);
    let mut ink: Option<Rect> = None;
    for glyph in &layout.glyphs {
        let size = glyph.atlas_info.rect.size();
        if size.x <= 0.0 || size.y <= 0.0 {
            continue;
        }
        let r = to_window(&origin, Rect::from_center_size(glyph.position, size), inv);
        ink = Some(ink.map_or(r, |i| i.union(r)));
    }
    ink
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
