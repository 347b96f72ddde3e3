//! What every frame is checked for: the board held still within a screen,
//! panels that scroll only when a player scrolls them, every count and
//! score equal to the stones drawn there, and every text whole, inside
//! the window and over nothing else.

use super::probe::Probe;
use super::report::{Kind, Problems};
use super::script::Script;
use crate::game::board::{
    BoardPit, PIT_RADIUS, PitCount, Playback, ScreenLayout, Stone, TRAY_SIZE, TrayLabel, layer,
    pit_center, tray_center,
};
use crate::game::dev::scan::{Scan, inside, overlap, scan};
use crate::game::input::Revealing;
use crate::game::play::Settings;
use crate::game::state::{Dialog, Screen};
use crate::game::ui::ScoreText;
use crate::game::ui::locale::Locale;
use crate::game::ui::locale::Paragraph;
use crate::game::ui::room::Sizer;
use crate::game::ui::veil::Veil;
use crate::prefs::TextSize;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use std::collections::BTreeMap;

/// Frames a new screen may take to find its layout before a move counts
/// as a jump: the frame it appears in and the one that sizes its bands.
const GRACE_FRAMES: u32 = 2;
/// Frames a count may differ from its stones: the frame a stone lands in.
const COUNT_GRACE: u32 = 1;

/// What makes one screen: a move of the board within it is a jump.
#[derive(Clone, Debug, PartialEq)]
struct Scene {
    screen: Screen,
    dialog: Dialog,
    size: Vec2,
    text_size: TextSize,
}

/// What the last frames showed.
#[derive(Default)]
pub struct Watch {
    scene: Option<Scene>,
    age: u32,
    board: Option<(Rect, f32)>,
    scrolls: BTreeMap<Entity, f32>,
    /// Frames each count has differed from its stones.
    differing: BTreeMap<String, u32>,
    /// The pit each stone rested in last frame, and the pit each flying
    /// stone was taken from while it is still drawn over it (it counts
    /// there: a hand hovering over its pit still shows its stones).
    rested_in: BTreeMap<Entity, Pit>,
    taken_from: BTreeMap<Entity, Pit>,
    /// Panels with a bar this frame, and those already dragged on this
    /// screen.
    bars: Vec<Entity>,
    dragged: Vec<Entity>,
    /// Where the board was when a page of this screen turned under its
    /// veil: the next page must show it in the same place.
    before_veil: Option<(Rect, f32)>,
}

impl Watch {
    /// Starts afresh after a probe: what it changed was its own doing.
    pub fn rebase(&mut self) {
        self.age = 0;
        self.board = None;
        self.scrolls.clear();
        self.differing.clear();
        self.rested_in.clear();
        self.taken_from.clear();
    }

    /// Checks this frame.
    pub fn look(
        &mut self,
        world: &mut World,
        problems: &mut Problems,
        frame: u64,
        step: &str,
        input_lately: bool,
    ) {
        let scene = Scene {
            screen: *world.resource::<State<Screen>>().get(),
            dialog: *world.resource::<State<Dialog>>().get(),
            size: world.resource::<ScreenLayout>().size,
            text_size: world.resource::<Settings>().text_size,
        };
        if self.scene.as_ref() != Some(&scene) {
            self.scene = Some(scene);
            self.dragged.clear();
            self.rebase();
            self.before_veil = None;
        }
        // A screen under its veil is not seen yet.
        if world.query::<&Veil>().iter(world).next().is_some() {
            self.before_veil = self.board.or(self.before_veil);
            self.rebase();
            return;
        }
        self.age += 1;
        let settled = self.age > GRACE_FRAMES;
        let mut found = |kind: Kind, subject: String, detail: String| {
            problems.found(kind, subject, detail, frame, step);
        };
        if settled && let Some((was, _)) = self.before_veil.take() {
            let frame = world.resource::<ScreenLayout>();
            let is = frame.board_area();
            if moved(was, is) {
                found(
                    Kind::Jump,
                    "the board".to_owned(),
                    format!("{} when the page turned", from_to(was, is)),
                );
            }
        }
        self.look_at_board(world, settled, &mut found);
        self.look_at_scrolls(world, settled && !input_lately, &mut found);
        self.look_at_counts(world, &mut found);
        look_at_the_end(world, &mut found);
        let mut scan = scan(world);
        // Only what a player can reach: nothing under a dialog.
        self.bars = scan
            .scrollers
            .iter()
            .filter(|(panel, bar)| **bar && scan.reachable(**panel))
            .map(|(e, _)| *e)
            .collect();
        if settled {
            look_at_texts(world, &mut scan, &mut found);
            look_at_alignment(world, &mut found);
        }
    }

    fn look_at_board(
        &mut self,
        world: &mut World,
        settled: bool,
        found: &mut impl FnMut(Kind, String, String),
    ) {
        let on_board = world.query::<&BoardPit>().iter(world).next().is_some();
        let frame = world.resource::<ScreenLayout>();
        let now = on_board.then(|| (frame.board_area(), frame.world_per_pixel()));
        if settled
            && let (Some((was, _)), Some((is, _))) = (self.board, now)
            && moved(was, is)
        {
            found(Kind::Jump, "the board".to_owned(), from_to(was, is));
        }
        self.board = now;
    }

    fn look_at_scrolls(
        &mut self,
        world: &mut World,
        judge: bool,
        found: &mut impl FnMut(Kind, String, String),
    ) {
        let mut now = BTreeMap::new();
        // Panels gliding to show what the game brought into view (the
        // lesson's explanation, the analysis's move) move by request.
        let asked = world
            .get_resource::<Revealing>()
            .map(|r| r.moved.clone())
            .unwrap_or_default();
        let mut q = world.query::<(Entity, &ScrollPosition, &Node, Option<&Name>)>();
        for (entity, position, node, name) in q.iter(world) {
            if node.overflow.y != OverflowAxis::Scroll {
                continue;
            }
            now.insert(entity, position.y);
            if judge
                && !asked.contains(&entity)
                && let Some(&was) = self.scrolls.get(&entity)
                && (was - position.y).abs() > 0.5
            {
                let name = name.map_or_else(|| format!("{entity}"), |n| n.to_string());
                found(
                    Kind::Jump,
                    format!("panel {name}"),
                    format!("scrolled by itself from {was:.0} to {:.0}", position.y),
                );
            }
        }
        self.scrolls = now;
    }

    /// Every pit's count and every score against the stones at rest in
    /// that pit or tray.
    fn look_at_counts(&mut self, world: &mut World, found: &mut impl FnMut(Kind, String, String)) {
        if world.query::<&BoardPit>().iter(world).next().is_none() {
            self.differing.clear();
            return;
        }
        let stones: Vec<(Entity, Vec3)> = world
            .query_filtered::<(Entity, &Transform), With<Stone>>()
            .iter(world)
            .map(|(e, t)| (e, t.translation))
            .collect();
        let over = |at: Vec3, pit: Pit| at.truncate().distance(pit_center(pit)) <= PIT_RADIUS;
        let resting: Vec<Vec3> = stones
            .iter()
            .map(|&(_, at)| at)
            .filter(|at| at.z < layer::FLYING)
            .collect();
        // A stone that rose from a pit counts there until drawn outside it.
        let mut rested_in = BTreeMap::new();
        let mut taken_from = BTreeMap::new();
        for &(stone, at) in &stones {
            if at.z < layer::FLYING {
                if let Some(pit) = Pit::ALL.into_iter().find(|&p| over(at, p)) {
                    rested_in.insert(stone, pit);
                }
            } else if let Some(&pit) = self
                .taken_from
                .get(&stone)
                .or_else(|| self.rested_in.get(&stone))
                && over(at, pit)
            {
                taken_from.insert(stone, pit);
            }
        }
        self.rested_in = rested_in;
        self.taken_from = taken_from;
        let in_pit = |pit: Pit| {
            resting.iter().filter(|&&at| over(at, pit)).count()
                + self.taken_from.values().filter(|&&p| p == pit).count()
        };
        let in_tray = |side: Side| {
            resting
                .iter()
                .filter(|at| {
                    let d = (at.truncate() - tray_center(side)).abs();
                    d.x <= TRAY_SIZE.x / 2.0 && d.y <= TRAY_SIZE.y / 2.0
                })
                .count()
        };
        let mut shown: Vec<(String, Option<usize>, usize)> = Vec::new();
        {
            let mut q = world.query::<(&PitCount, &Text2d, &InheritedVisibility)>();
            for (count, text, visible) in q.iter(world) {
                if visible.get() {
                    shown.push((
                        format!("pit {}", count.0),
                        number_in(&text.0),
                        in_pit(count.0),
                    ));
                }
            }
        }
        {
            let mut q = world.query::<(&TrayLabel, &Text2d, &InheritedVisibility)>();
            for (label, text, visible) in q.iter(world) {
                if visible.get() && !text.0.is_empty() {
                    shown.push((
                        format!("{:?} tray's label", label.0),
                        number_in(&text.0),
                        in_tray(label.0),
                    ));
                }
            }
        }
        {
            let mut q = world.query::<(&ScoreText, &Text, &InheritedVisibility)>();
            for (score, text, visible) in q.iter(world) {
                if visible.get() && !text.0.is_empty() {
                    shown.push((
                        format!("{:?} score", score.0),
                        number_in(&text.0),
                        in_tray(score.0),
                    ));
                }
            }
        }
        let mut still = BTreeMap::new();
        for (what, number, drawn) in shown {
            if number == Some(drawn) {
                continue;
            }
            let frames = self.differing.get(&what).copied().unwrap_or(0) + 1;
            if frames > COUNT_GRACE {
                found(
                    Kind::Count,
                    what.clone(),
                    format!(
                        "shows {} while {drawn} stones lie there",
                        number.map_or("nothing".to_owned(), |n| n.to_string())
                    ),
                );
            }
            still.insert(what, frames);
        }
        self.differing = still;
    }

    /// A panel with a bar that has not been dragged on this screen, while
    /// nothing moves on the board.
    pub fn probe_wanted(&mut self, world: &World, script: &Script) -> Option<Probe> {
        if self.age <= GRACE_FRAMES
            || !script.may_probe()
            || world.resource::<Playback>().is_active()
            // Nor while a panel glides into view: the probe would put it
            // back where the glide began.
            || world.resource::<Revealing>().pending > 0
        {
            return None;
        }
        let panel = self
            .bars
            .iter()
            .copied()
            .find(|p| !self.dragged.contains(p))?;
        self.dragged.push(panel);
        Some(Probe::scroll(panel))
    }
}

/// Whether the board's area moved by more than half a pixel.
fn moved(was: Rect, is: Rect) -> bool {
    was.min.distance(is.min) > 0.5 || was.max.distance(is.max) > 0.5
}

fn from_to(was: Rect, is: Rect) -> String {
    format!(
        "moved from {:.0},{:.0} {:.0}x{:.0} to {:.0},{:.0} {:.0}x{:.0}",
        was.min.x,
        was.min.y,
        was.width(),
        was.height(),
        is.min.x,
        is.min.y,
        is.width(),
        is.height()
    )
}

/// The number a label ends with ("North 21", "9." turned).
fn number_in(text: &str) -> Option<usize> {
    text.split_whitespace()
        .last()?
        .trim_end_matches('.')
        .parse()
        .ok()
}

/// Texts cut by a panel that does not scroll, outside the window, or over
/// another text or button.
fn look_at_texts(world: &mut World, scan: &mut Scan, found: &mut impl FnMut(Kind, String, String)) {
    let size = world.resource::<ScreenLayout>().size;
    let window = Rect::from_corners(Vec2::ZERO, size);
    scan.keep_top_layer();
    for item in &scan.items {
        if item.clipped() && !item.scrolls {
            found(
                Kind::Clipped,
                item.what.clone(),
                "is cut by its panel, which shows no bar".to_owned(),
            );
        } else if !item.clipped() && !inside(item.rect, window) {
            found(
                Kind::Outside,
                item.what.clone(),
                format!(
                    "reaches {:.0},{:.0}–{:.0},{:.0}, outside the window",
                    item.rect.min.x, item.rect.min.y, item.rect.max.x, item.rect.max.y
                ),
            );
        }
    }
    for (i, a) in scan.items.iter().enumerate() {
        for b in &scan.items[i + 1..] {
            if a.layer == b.layer
                && overlap(a.seen(), b.seen())
                && !scan.related(a.entity, b.entity)
            {
                found(
                    Kind::Covered,
                    format!("{} and {}", a.what, b.what),
                    "lie over each other".to_owned(),
                );
            }
        }
    }
}

/// Every wrapped line keeps the alignment it had as one line: text its
/// column (or row) centres, set to one side on its own, shows centred
/// while it fits and ragged once it wraps, shifting as it does. A
/// paragraph follows the reading direction on purpose.
fn look_at_alignment(world: &mut World, found: &mut impl FnMut(Kind, String, String)) {
    let mut wrapped = Vec::new();
    let mut q = world.query_filtered::<(
        &Text,
        &TextLayout,
        &TextLayoutInfo,
        &InheritedVisibility,
        &ChildOf,
    ), (Without<Sizer>, Without<Paragraph>)>();
    for (text, layout, info, visible, parent) in q.iter(world) {
        let sided = matches!(
            layout.justify,
            Justify::Left | Justify::Right | Justify::Start | Justify::End
        );
        let lines = info.glyphs.iter().map(|g| g.line_index + 1).max();
        if visible.get() && sided && lines.is_some_and(|n| n > 1) {
            wrapped.push((parent.parent(), text.0.clone()));
        }
    }
    for (parent, words) in wrapped {
        let Some(node) = world.get::<Node>(parent) else {
            continue;
        };
        let centres = match node.flex_direction {
            FlexDirection::Column | FlexDirection::ColumnReverse => {
                node.align_items == AlignItems::Center
            }
            _ => node.justify_content == JustifyContent::Center,
        };
        if centres && node.display == Display::Flex {
            let start: String = words.chars().take(40).collect();
            found(
                Kind::Ragged,
                format!("the line {start:?}"),
                "is centred as one line and ragged once it wraps".to_owned(),
            );
        }
    }
}

/// The game reads as over only once its last move and the gathering after
/// it are drawn: "Game over" or the result while stones still move is a
/// line ahead of the board.
fn look_at_the_end(world: &mut World, found: &mut impl FnMut(Kind, String, String)) {
    if !world.resource::<Playback>().is_active() {
        return;
    }
    if *world.resource::<State<Screen>>().get() == Screen::GameOver {
        found(
            Kind::Early,
            "the result".to_owned(),
            "shown while stones still move".to_owned(),
        );
    }
    let over = world.resource::<Locale>().t("turn-over");
    let mut q = world.query_filtered::<(&Text, &InheritedVisibility), Without<Sizer>>();
    if q.iter(world)
        .any(|(text, visible)| visible.get() && text.0 == over)
    {
        found(
            Kind::Early,
            format!("the line {over:?}"),
            "shown while stones still move".to_owned(),
        );
    }
}
