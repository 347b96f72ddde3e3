//! What the layout check measures in one laid-out frame, part by part:
//! each text against its box, what the top layer shows against the
//! window, what lies over what, and the board (pits and trays on screen,
//! the interface over them, stones out of place, words off their pit).
//! Each finding is a [`Problem`]; the check prints it as "kind\tdetail".

use super::scan::{Scan, inside, overlap, scan, short};
use crate::game::board::{
    BOARD_SIZE, BoardPit, PIT_RADIUS, PitNumberLabel, STONE_RADIUS, ScreenLayout, Stone,
    StonePlace, TRAY_SIZE, Tray,
};
use crate::game::board::{Place, slot_position};
use crate::game::ui::locale::WORD_JOINER;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

/// The smallest touch target, in CSS (logical) pixels.
pub const TOUCH_TARGET: f32 = 44.0;
/// How far (logical pixels) a glyph may overhang its text's box.
const OVERHANG: f32 = 4.0;

/// What a player would trip over, with the words that say where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A text wider or taller than its box.
    Overflow(String),
    /// A number broken across lines.
    Broken(String),
    /// Cut by a panel that shows no bar.
    Clipped(String),
    /// Reaching outside the window.
    Outside(String),
    /// A touch target under the smallest size.
    Small(String),
    /// Two texts or buttons over each other.
    Overlap(String),
    /// The interface over the board's pits or trays.
    Covers(String),
    /// Stones outside their pit or tray.
    Stone(String),
    /// Words on the board reaching off their pit or the slab.
    Spills(String),
}

impl Problem {
    /// Its kind, as the check's table names it.
    pub fn kind(&self) -> &'static str {
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
        }
    }

    /// The check's line: "kind\tdetail".
    pub fn line(&self) -> String {
        format!("{}\t{}", self.kind(), self.detail())
    }

    /// What scrolling a panel to its end can newly show.
    fn revealed_by_scrolling(&self) -> bool {
        matches!(self, Problem::Clipped(_) | Problem::Outside(_))
    }
}

/// Whether a line break falls inside a token that holds a digit ("23–19",
/// "+4"): glyphs are matched to the text's visible characters in order,
/// so the check skips text whose glyphs do not match them one to one
/// (joined scripts).
pub fn number_broken(text: &str, lines: &[usize]) -> Option<String> {
    let text: String = text.chars().filter(|&c| c != WORD_JOINER).collect();
    let visible: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if visible.len() != lines.len() {
        return None;
    }
    let mut at = 0;
    for word in text.split_whitespace() {
        let count = word.chars().count();
        let word_lines = &lines[at..at + count];
        at += count;
        if word.chars().any(|c| c.is_ascii_digit())
            && word_lines.iter().any(|&l| l != word_lines[0])
        {
            return Some(word.to_owned());
        }
    }
    None
}

/// Measures the current layout of a window of `size` (a touch screen's
/// when `touch`) and returns its problems, sorted, each once. Scrolled to
/// the `bottom`, only what scrolling reveals is new.
pub fn measure(world: &mut World, size: (u32, u32), touch: bool, bottom: bool) -> Vec<Problem> {
    let window = Rect::from_corners(Vec2::ZERO, Vec2::new(size.0 as f32, size.1 as f32));
    let mut scan = scan(world);
    let mut problems = texts_in_boxes(&scan);
    // Only the top layer counts: a dialog's dimmed backdrop covers all
    // beneath it.
    let dialog_open = scan.top() > 0;
    scan.keep_top_layer();
    problems.extend(top_layer(&scan, window, touch));
    problems.extend(overlaps(&scan));
    problems.extend(board(world, &scan, window, touch, dialog_open));
    if bottom {
        problems.retain(Problem::revealed_by_scrolling);
    }
    // In the order of their lines, as the table prints them.
    problems.sort_by_key(Problem::line);
    problems.dedup();
    problems
}

/// Text wider or taller than its box spills over what is beside it
/// (glyphs may overhang their advance by a few pixels), and a number
/// broken across lines.
fn texts_in_boxes(scan: &Scan) -> Vec<Problem> {
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

/// The top layer against the window: cut without a bar, outside it, or a
/// touch target too small.
fn top_layer(scan: &Scan, window: Rect, touch: bool) -> Vec<Problem> {
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
fn overlaps(scan: &Scan) -> Vec<Problem> {
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

/// The board's pieces as drawn: each pit with its centre in the world.
struct Pieces {
    pits: Vec<(Pit, Vec3, bool)>,
    trays: Vec<(Side, Vec3, bool)>,
}

impl Pieces {
    fn of(world: &mut World) -> Pieces {
        let mut q = world.query::<(&BoardPit, &GlobalTransform, &InheritedVisibility)>();
        let pits = q
            .iter(world)
            .map(|(p, t, v)| (p.0, t.translation(), v.get()))
            .collect();
        let mut q = world.query::<(&Tray, &GlobalTransform, &InheritedVisibility)>();
        let trays = q
            .iter(world)
            .map(|(t, g, v)| (t.0, g.translation(), v.get()))
            .collect();
        Pieces { pits, trays }
    }
}

/// The board: what it covers on screen, the interface over it, its
/// stones and its words.
fn board(
    world: &mut World,
    scan: &Scan,
    window: Rect,
    touch: bool,
    dialog_open: bool,
) -> Vec<Problem> {
    let camera = {
        let mut q = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
        q.iter(world).next().map(|(c, t)| (c.clone(), *t))
    };
    let on_board = world.query::<&BoardPit>().iter(world).next().is_some();
    let (Some((camera, camera_at)), true) = (camera, on_board) else {
        return Vec::new();
    };
    let per_pixel = world.resource::<ScreenLayout>().world_per_pixel();
    let to_screen = |p: Vec3| camera.world_to_viewport(&camera_at, p).ok();
    let pieces = Pieces::of(world);
    let mut problems = Vec::new();
    // What of the screen the pits and trays take.
    let mut taken: Vec<(String, Rect)> = Vec::new();
    for &(pit, at, visible) in &pieces.pits {
        let Some(c) = to_screen(at).filter(|_| visible) else {
            continue;
        };
        let r = PIT_RADIUS / per_pixel;
        taken.push((
            format!("pit {pit}"),
            Rect::from_center_half_size(c, Vec2::splat(r * 0.8)),
        ));
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
    for &(side, at, visible) in &pieces.trays {
        if let Some(c) = to_screen(at).filter(|_| visible) {
            taken.push((
                format!("{side:?} tray"),
                Rect::from_center_half_size(c, TRAY_SIZE / 2.0 / per_pixel),
            ));
        }
    }
    // Nothing of the interface over the pits and trays, unless a dialog's
    // backdrop covers the board; a card over the board (the result)
    // covers it on purpose.
    if !dialog_open {
        for item in scan.items.iter().filter(|i| i.layer == 0) {
            for (name, rect) in &taken {
                if overlap(item.seen(), *rect) {
                    problems.push(Problem::Covers(format!(
                        "{} lies over the board's {name}",
                        item.what
                    )));
                }
            }
        }
    }
    problems.extend(stray_stones(world, &pieces));
    problems.extend(spilled_words(world, &pieces));
    problems
}

/// Stones at rest lie inside their pit or tray.
fn stray_stones(world: &mut World, pieces: &Pieces) -> Option<Problem> {
    let mut q = world.query::<(&Stone, &StonePlace, &GlobalTransform)>();
    let stones: Vec<(StonePlace, Vec3)> = q
        .iter(world)
        .map(|(_, p, t)| (*p, t.translation()))
        .collect();
    let mut strays = 0;
    let mut first = String::new();
    for (place, at) in &stones {
        let rest = slot_position(place.place, place.slot);
        if at.truncate().distance(rest.truncate()) > 0.5 {
            continue; // on its way
        }
        let home = match place.place {
            Place::Pit(pit) => pieces
                .pits
                .iter()
                .find(|p| p.0 == pit)
                .map(|p| (at.truncate().distance(p.1.truncate()) + STONE_RADIUS) <= PIT_RADIUS),
            Place::Tray(side) => pieces.trays.iter().find(|t| t.0 == side).map(|t| {
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
    (strays > 0).then(|| {
        Problem::Stone(format!(
            "{strays} stones stick out of their pit or tray ({first})"
        ))
    })
}

/// Words on the board stay within their pit's rim (a pit's number, which
/// lies on the slab beside it, within the slab). A laid-out label's size
/// is in the board's units already.
fn spilled_words(world: &mut World, pieces: &Pieces) -> Vec<Problem> {
    let labels: Vec<(String, Rect, Entity, bool)> = {
        let mut q = world.query::<(
            &Text2d,
            &TextLayoutInfo,
            &GlobalTransform,
            &InheritedVisibility,
            &ChildOf,
            Has<PitNumberLabel>,
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
        let Some(center) = pieces
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
        if rect.min.x < center.x - PIT_RADIUS - 1.0 || rect.max.x > center.x + PIT_RADIUS + 1.0 {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_split_across_lines_is_found() {
        // "You win, 23–19" drawn as "You win, 23–" / "19".
        let text = "You win, 23–19";
        let mut lines = vec![0; 3 + 4 + 3];
        lines.extend([1, 1]);
        assert_eq!(number_broken(text, &lines), Some("23–19".to_owned()));
        // On one line, or broken between words: fine.
        assert_eq!(number_broken(text, &[0; 12]), None);
        let mut between = vec![0; 7];
        between.extend([1; 5]);
        assert_eq!(number_broken(text, &between), None);
        // Word joiners draw nothing and are skipped.
        let joined = "You win, 23\u{2060}–\u{2060}19";
        assert_eq!(number_broken(joined, &[0; 12]), None);
        // Glyphs that do not match the letters one to one: not judged.
        assert_eq!(number_broken(text, &[0; 5]), None);
    }

    #[test]
    fn a_problem_prints_as_its_kind_and_detail() {
        let p = Problem::Overlap("a and b overlap".to_owned());
        assert_eq!(p.line(), "overlap\ta and b overlap");
        assert!(Problem::Clipped(String::new()).revealed_by_scrolling());
        assert!(!p.revealed_by_scrolling());
    }
}
