//! Measuring one laid-out screen: the interface's texts and buttons, then
//! the board's pits, trays, stones and labels. Each part checks one thing
//! and says what it found as a [`Problem`].

use super::{Config, OVERHANG, TOUCH_TARGET, is_touch, number_broken};
use crate::game::board::{
    BOARD_SIZE, BoardPit, PIT_RADIUS, PitNumber, STONE_RADIUS, ScreenLayout, Stone, StonePlace,
    TRAY_SIZE, Tray,
};
use crate::game::board::{Place, slot_position};
use crate::game::dev::scan::{Scan, inside, overlap, scan, short};
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use std::fmt;

/// What a player would trip over, with what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Text wider or taller than its box.
    Overflow(String),
    /// A number or score broken across lines.
    Broken(String),
    /// Cut by its panel with no sign that it scrolls.
    Clipped(String),
    /// Reaching outside the window.
    Outside(String),
    /// A touch target under 44×44.
    Small(String),
    /// Two texts or buttons over each other.
    Overlap(String),
    /// The interface over the board's pits or trays.
    Covers(String),
    /// Stones at rest sticking out of their pit or tray.
    Stone(String),
    /// Words on the board beyond their pit or the board.
    Spills(String),
    /// The layout kept changing until the check gave up.
    Unsettled,
}

impl Problem {
    /// The kind's one word, as the check's table counts them.
    fn kind(&self) -> &'static str {
        match self {
            Problem::Overflow(_) => "overflow",
            Problem::Broken(_) => "broken",
            Problem::Clipped(_) => "clipped",
            Problem::Outside(_) => "outside",
            Problem::Small(_) => "small",
            Problem::Overlap(_) => "overlap",
            Problem::Covers(_) => "covers",
            Problem::Stone(_) => "stone",
            Problem::Spills(_) => "spills",
            Problem::Unsettled => "unsettled",
        }
    }

    fn detail(&self) -> &str {
        match self {
            Problem::Overflow(d)
            | Problem::Broken(d)
            | Problem::Clipped(d)
            | Problem::Outside(d)
            | Problem::Small(d)
            | Problem::Overlap(d)
            | Problem::Covers(d)
            | Problem::Stone(d)
            | Problem::Spills(d) => d,
            Problem::Unsettled => "the layout never settled",
        }
    }

    /// Whether scrolling a panel to its end can show it for the first
    /// time: all else was judged before the scroll.
    fn revealed_by_scrolling(&self) -> bool {
        matches!(self, Problem::Clipped(_) | Problem::Outside(_))
    }
}

/// A problem as the check prints it: its kind, a tab, what and where.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\t{}", self.kind(), self.detail())
    }
}

/// Measures the current layout; `bottom` when its panels are scrolled to
/// their ends.
pub fn measure(world: &mut World, config: Config, bottom: bool) -> Vec<Problem> {
    let window = Rect::from_corners(
        Vec2::ZERO,
        Vec2::new(config.size.0 as f32, config.size.1 as f32),
    );
    let touch = is_touch(config.size);
    let mut scan = scan(world);
    let mut problems = texts_in_their_boxes(&scan);
    // Only the top layer counts: a dialog's dimmed backdrop covers all
    // beneath it.
    let dialog_open = scan.dialog_layer().is_some();
    scan.keep_top_layer();
    problems.extend(in_the_window(&scan, window, touch));
    problems.extend(over_each_other(&scan));
    if let Some(board) = Board::read(world) {
        problems.extend(board.pits_in_reach(window, touch));
        if !dialog_open {
            problems.extend(board.covered_by(&scan));
        }
        problems.extend(board.stray_stones(world));
        problems.extend(board.spilled_words(world));
    }
    if bottom {
        problems.retain(Problem::revealed_by_scrolling);
    }
    problems.sort_by_key(Problem::to_string);
    problems.dedup();
    problems
}

/// Text wider or taller than its box spills over what is beside it
/// (glyphs may overhang their advance by a few pixels); a number broken
/// across lines reads as two.
fn texts_in_their_boxes(scan: &Scan) -> Vec<Problem> {
    let mut problems = Vec::new();
    for item in &scan.items {
        let Some(ink) = &item.ink else { continue };
        let room = ink.room;
        if item.rect.max.x > room.max.x + OVERHANG
            || item.rect.min.x < room.min.x - OVERHANG
            || item.rect.max.y > room.max.y + OVERHANG
        {
            problems.push(Problem::Overflow(format!(
                "{} is {:.0}x{:.0} at {:.0},{:.0} in a box of {:.0}x{:.0} at {:.0},{:.0}",
                item.what,
                item.rect.width(),
                item.rect.height(),
                item.rect.min.x,
                item.rect.min.y,
                room.width(),
                room.height(),
                room.min.x,
                room.min.y
            )));
        }
        if let Some(word) = number_broken(&ink.full, &ink.lines) {
            problems.push(Problem::Broken(format!(
                "{} breaks \"{word}\" across lines",
                item.what
            )));
        }
    }
    problems
}

/// What the top layer shows is either in the window or in a panel that
/// scrolls, and its buttons are large enough for a finger.
fn in_the_window(scan: &Scan, window: Rect, touch: bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    for item in &scan.items {
        let clipped = item.clipped();
        if clipped && !item.scrolls {
            problems.push(Problem::Clipped(format!(
                "{} is cut by its panel with no sign that it scrolls",
                item.what
            )));
        } else if !clipped && !inside(item.rect, window) {
            problems.push(Problem::Outside(format!(
                "{} reaches {:.0},{:.0}–{:.0},{:.0}, outside the window",
                item.what, item.rect.min.x, item.rect.min.y, item.rect.max.x, item.rect.max.y
            )));
        }
        if touch && item.button && !clipped {
            let size = item.rect.size();
            if size.x < TOUCH_TARGET - 0.5 || size.y < TOUCH_TARGET - 0.5 {
                problems.push(Problem::Small(format!(
                    "{} is {:.0}x{:.0}, under {TOUCH_TARGET}x{TOUCH_TARGET}",
                    item.what, size.x, size.y
                )));
            }
        }
    }
    problems
}

/// Two texts or buttons over each other, other than a button and its own
/// label.
fn over_each_other(scan: &Scan) -> Vec<Problem> {
    let items = &scan.items;
    let mut problems = Vec::new();
    for (i, a) in items.iter().enumerate() {
        for b in &items[i + 1..] {
            if overlap(a.seen(), b.seen()) && !scan.related(a.entity, b.entity) {
                problems.push(Problem::Overlap(format!(
                    "{} and {} overlap",
                    a.what, b.what
                )));
            }
        }
    }
    problems
}

/// The board as drawn: where its pits and trays lie, in the world and on
/// screen.
struct Board {
    /// Each pit's centre in the world, and whether it is shown.
    pits: Vec<(Pit, Vec3, bool)>,
    /// Each tray's centre in the world, and whether it is shown.
    trays: Vec<(Side, Vec3, bool)>,
    /// Each shown pit's and tray's centre on screen (logical pixels).
    pit_spots: Vec<(Pit, Vec2)>,
    tray_spots: Vec<(Side, Vec2)>,
    /// World units per logical pixel.
    per_pixel: f32,
}

impl Board {
    /// The board on screen, when the screen shows one.
    fn read(world: &mut World) -> Option<Board> {
        let (camera, camera_at) = {
            let mut q = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
            q.iter(world).next().map(|(c, t)| (c.clone(), *t))?
        };
        let pits: Vec<(Pit, Vec3, bool)> = {
            let mut q = world.query::<(&BoardPit, &GlobalTransform, &InheritedVisibility)>();
            q.iter(world)
                .map(|(p, t, v)| (p.0, t.translation(), v.get()))
                .collect()
        };
        if pits.is_empty() {
            return None;
        }
        let trays: Vec<(Side, Vec3, bool)> = {
            let mut q = world.query::<(&Tray, &GlobalTransform, &InheritedVisibility)>();
            q.iter(world)
                .map(|(t, g, v)| (t.0, g.translation(), v.get()))
                .collect()
        };
        let to_screen = |p: Vec3| camera.world_to_viewport(&camera_at, p).ok();
        let pit_spots = pits
            .iter()
            .filter(|(.., shown)| *shown)
            .filter_map(|&(pit, at, _)| to_screen(at).map(|c| (pit, c)))
            .collect();
        let tray_spots = trays
            .iter()
            .filter(|(.., shown)| *shown)
            .filter_map(|&(side, at, _)| to_screen(at).map(|c| (side, c)))
            .collect();
        Some(Board {
            pits,
            trays,
            pit_spots,
            tray_spots,
            per_pixel: world.resource::<ScreenLayout>().world_per_pixel(),
        })
    }

    /// Every pit is in the window and large enough for a finger.
    fn pits_in_reach(&self, window: Rect, touch: bool) -> Vec<Problem> {
        let r = PIT_RADIUS / self.per_pixel;
        let mut problems = Vec::new();
        for &(pit, c) in &self.pit_spots {
            if touch && 2.0 * r < TOUCH_TARGET {
                problems.push(Problem::Small(format!(
                    "pit {pit} is {:.0} across",
                    2.0 * r
                )));
            }
            if !inside(Rect::from_center_half_size(c, Vec2::splat(r)), window) {
                problems.push(Problem::Outside(format!("pit {pit} is outside the window")));
            }
        }
        problems
    }

    /// Nothing of the screen's own layer lies over the pits and trays (a
    /// card over the board, the result, covers it on purpose).
    fn covered_by(&self, scan: &Scan) -> Vec<Problem> {
        let r = PIT_RADIUS / self.per_pixel;
        let spots: Vec<(String, Rect)> = self
            .pit_spots
            .iter()
            .map(|(pit, c)| {
                let rect = Rect::from_center_half_size(*c, Vec2::splat(r * 0.8));
                (format!("pit {pit}"), rect)
            })
            .chain(self.tray_spots.iter().map(|(side, c)| {
                let rect = Rect::from_center_half_size(*c, TRAY_SIZE / 2.0 / self.per_pixel);
                (format!("{side:?} tray"), rect)
            }))
            .collect();
        let mut problems = Vec::new();
        for item in scan.items.iter().filter(|i| i.layer == 0) {
            for (name, rect) in &spots {
                if overlap(item.seen(), *rect) {
                    problems.push(Problem::Covers(format!(
                        "{} lies over the board's {name}",
                        item.what
                    )));
                }
            }
        }
        problems
    }

    /// Stones at rest lie inside their pit or tray.
    fn stray_stones(&self, world: &mut World) -> Vec<Problem> {
        let stones: Vec<(StonePlace, Vec3)> = {
            let mut q = world.query::<(&Stone, &StonePlace, &GlobalTransform)>();
            q.iter(world)
                .map(|(_, p, t)| (*p, t.translation()))
                .collect()
        };
        let mut strays = 0;
        let mut first = String::new();
        for (place, at) in &stones {
            let rest = slot_position(place.place, place.slot);
            if at.truncate().distance(rest.truncate()) > 0.5 {
                continue; // on its way
            }
            let home =
                match place.place {
                    Place::Pit(pit) => self.pits.iter().find(|p| p.0 == pit).map(|p| {
                        (at.truncate().distance(p.1.truncate()) + STONE_RADIUS) <= PIT_RADIUS
                    }),
                    Place::Tray(side) => self.trays.iter().find(|t| t.0 == side).map(|t| {
                        let d = (at.truncate() - t.1.truncate()).abs() + Vec2::splat(STONE_RADIUS);
                        d.x <= TRAY_SIZE.x / 2.0 && d.y <= TRAY_SIZE.y / 2.0
                    }),
                };
            if home == Some(false) {
                strays += 1;
                if first.is_empty() {
                    first = format!("{:?} slot {}", place.place, place.slot);
                }
            }
        }
        if strays == 0 {
            return Vec::new();
        }
        vec![Problem::Stone(format!(
            "{strays} stones stick out of their pit or tray ({first})"
        ))]
    }

    /// Words on the board stay within their pit's rim (a pit's number,
    /// which lies on the slab beside it, within the slab). A laid-out
    /// label's size is in the board's units already.
    fn spilled_words(&self, world: &mut World) -> Vec<Problem> {
        let labels: Vec<(String, Rect, Entity, bool)> = {
            let mut q = world.query::<(
                &Text2d,
                &TextLayoutInfo,
                &GlobalTransform,
                &InheritedVisibility,
                &ChildOf,
                Has<PitNumber>,
                Option<&bevy::sprite::Anchor>,
            )>();
            q.iter(world)
                .filter(|(t, _, _, v, _, _, _)| v.get() && !t.0.trim().is_empty())
                .map(|(t, l, g, _, c, number, anchor)| {
                    let (scale, rotation, at) = g.to_scale_rotation_translation();
                    let size = l.size * scale.truncate().abs();
                    // The anchor is the point of the text at its place.
                    let from_anchor = -anchor.map_or(Vec2::ZERO, |a| a.0) * size;
                    let centre = at.truncate() + (rotation * from_anchor.extend(0.0)).truncate();
                    (
                        t.0.clone(),
                        Rect::from_center_size(centre, size),
                        c.parent(),
                        number,
                    )
                })
                .collect()
        };
        let mut problems = Vec::new();
        for (text, rect, parent, number) in labels {
            let Some(pit) = world.get::<BoardPit>(parent).map(|p| p.0) else {
                continue;
            };
            let Some(center) = self
                .pits
                .iter()
                .find(|p| p.0 == pit)
                .map(|p| p.1.truncate())
            else {
                continue;
            };
            if number {
                if !inside(rect, Rect::from_center_size(Vec2::ZERO, BOARD_SIZE)) {
                    problems.push(Problem::Spills(format!(
                        "pit {pit}'s number \"{}\" reaches off the board",
                        short(&text)
                    )));
                }
                continue;
            }
            if rect.min.x < center.x - PIT_RADIUS - 1.0 || rect.max.x > center.x + PIT_RADIUS + 1.0
            {
                problems.push(Problem::Spills(format!(
                    "the label \"{}\" on pit {pit} is {:.0} wide, wider than the pit's {:.0}",
                    short(&text),
                    rect.width(),
                    2.0 * PIT_RADIUS
                )));
            }
        }
        problems
    }
}
