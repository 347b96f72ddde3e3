//! The layout check: every screen a player can reach, laid out at every
//! window size, language and text size the game supports, and measured as
//! drawn. It reads the laid-out nodes, the shaped text's glyphs and the
//! board's pieces, and reports what a player would trip over: text cut
//! off or out of its box, anything outside the window, texts or buttons
//! over each other, a number broken across lines, small touch targets and
//! stones outside their pit or tray.
//!
//! `modiar --layout-check` runs itself once per moment (`--at`) and prints
//! a table; each run cycles the sizes, languages and text sizes in one
//! window.

use super::children::{run_parts, why_failed};
use super::scan::{inside, layout_signature, overlap, scan, short};
use crate::game::board::{
    BOARD_SIZE, BoardPit, PIT_RADIUS, PitNumber, STONE_RADIUS, ScreenLayout, Stone, StonePlace,
    TRAY_SIZE, Tray,
};
use crate::game::board::{Place, slot_position};
use crate::game::play::Settings;
use crate::game::ui::locale::WORD_JOINER;
use crate::i18n::Language;
use crate::prefs::TextSize;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;
use bevy::window::PrimaryWindow;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The window sizes checked, in logical pixels: a phone and a tablet held
/// both ways, then two desktop windows.
pub const SIZES: [(u32, u32); 6] = [
    (390, 844),
    (844, 390),
    (820, 1180),
    (1180, 820),
    (1100, 820),
    (1280, 720),
];
/// The display scale each size is checked at: phones and tablets draw at
/// two device pixels per CSS pixel, desktops at one and one and a half.
fn scale_of(size: (u32, u32)) -> f32 {
    match size {
        (1100, 820) => 1.5,
        (1280, 720) => 1.0,
        _ => 2.0,
    }
}
/// The smallest touch target, in CSS (logical) pixels.
const TOUCH_TARGET: f32 = 44.0;
/// How far (logical pixels) a glyph may overhang its text's box.
const OVERHANG: f32 = 4.0;
/// Frames after which a layout that keeps changing is reported as such.
const GIVE_UP_FRAMES: u32 = 240;

/// Whether a size is a phone's or a tablet's (touch), not a desktop's.
fn is_touch(size: (u32, u32)) -> bool {
    SIZES[..4].contains(&size)
}

/// One layout to check: a window size, a language and a text size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    pub size: (u32, u32),
    /// Device pixels per logical pixel.
    pub scale: f32,
    pub language: Language,
    pub text_size: TextSize,
}

impl Config {
    fn describe(&self) -> String {
        format!(
            "{}x{}@{}\t{}\t{}%",
            self.size.0,
            self.size.1,
            self.scale,
            self.language.code(),
            self.text_size
        )
    }
}

/// Every layout, narrowed by the command line's `--window`, `--lang` and
/// `--text-size` where given.
pub fn configs(
    size: Option<(f32, f32)>,
    language: Option<Language>,
    text_size: Option<TextSize>,
) -> Vec<Config> {
    let sizes: Vec<(u32, u32)> = match size {
        Some((w, h)) => vec![(w as u32, h as u32)],
        None => SIZES.to_vec(),
    };
    let languages: Vec<Language> = language.map_or(Language::ALL.to_vec(), |l| vec![l]);
    let text_sizes: Vec<TextSize> = text_size.map_or(TextSize::ALL.to_vec(), |t| vec![t]);
    let mut all = Vec::new();
    for &size in &sizes {
        for &language in &languages {
            for &text_size in &text_sizes {
                all.push(Config {
                    size,
                    scale: scale_of(size),
                    language,
                    text_size,
                });
            }
        }
    }
    all
}

/// The run through every layout of one moment.
#[derive(Resource, Debug)]
pub struct LayoutRun {
    moment: String,
    configs: Vec<Config>,
    index: usize,
    phase: Phase,
    frames: u32,
    signature: u64,
    steady: u32,
    problems: usize,
    /// The moment's scene is there; the run may begin.
    pub reached: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Apply,
    /// Waiting for the layout to settle; `bottom` once the scrolling
    /// panels have been scrolled to their end.
    Settle {
        bottom: bool,
    },
    Done,
}

impl LayoutRun {
    pub fn new(moment: String, configs: Vec<Config>) -> LayoutRun {
        LayoutRun {
            moment,
            configs,
            index: 0,
            phase: Phase::Apply,
            frames: 0,
            signature: 0,
            steady: 0,
            problems: 0,
            reached: false,
        }
    }
}

/// Whether a line break falls inside a token that holds a digit ("23–19",
/// "+4"): glyphs are matched to the text's visible characters in order,
/// so the check skips text whose glyphs do not match them one to one
/// (joined scripts).
fn number_broken(text: &str, lines: &[usize]) -> Option<String> {
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

/// Measures the current layout and returns its problems, one line each.
fn measure(world: &mut World, config: Config, bottom: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let window_size = Vec2::new(config.size.0 as f32, config.size.1 as f32);
    let window_rect = Rect::from_corners(Vec2::ZERO, window_size);
    let touch = is_touch(config.size);
    let mut scan = scan(world);
    for item in &scan.items {
        let Some(ink) = &item.ink else { continue };
        // Text wider or taller than its box spills over what is beside it;
        // glyphs may overhang their advance by a few pixels.
        let room = ink.room;
        if item.rect.max.x > room.max.x + OVERHANG
            || item.rect.min.x < room.min.x - OVERHANG
            || item.rect.max.y > room.max.y + OVERHANG
        {
            problems.push(format!(
                "overflow\t{} is {:.0}x{:.0} at {:.0},{:.0} in a box of {:.0}x{:.0} at {:.0},{:.0}",
                item.what,
                item.rect.width(),
                item.rect.height(),
                item.rect.min.x,
                item.rect.min.y,
                room.width(),
                room.height(),
                room.min.x,
                room.min.y
            ));
        }
        if let Some(word) = number_broken(&ink.full, &ink.lines) {
            problems.push(format!(
                "broken\t{} breaks \"{word}\" across lines",
                item.what
            ));
        }
    }

    // Only the top layer counts: a dialog's dimmed backdrop covers all
    // beneath it.
    let dialog_open = scan.dialog_layer().is_some();
    scan.keep_top_layer();
    let items = &scan.items;

    for item in items {
        let clipped = item.clipped();
        if clipped && !item.scrolls {
            problems.push(format!(
                "clipped\t{} is cut by its panel with no sign that it scrolls",
                item.what
            ));
        } else if !clipped && !inside(item.rect, window_rect) {
            problems.push(format!(
                "outside\t{} reaches {:.0},{:.0}–{:.0},{:.0}, outside the window",
                item.what, item.rect.min.x, item.rect.min.y, item.rect.max.x, item.rect.max.y
            ));
        }
        if touch && item.button && !clipped {
            let size = item.rect.size();
            if size.x < TOUCH_TARGET - 0.5 || size.y < TOUCH_TARGET - 0.5 {
                problems.push(format!(
                    "small\t{} is {:.0}x{:.0}, under {TOUCH_TARGET}x{TOUCH_TARGET}",
                    item.what, size.x, size.y
                ));
            }
        }
    }
    // Two texts or buttons over each other, other than a button and its
    // own label.
    for (i, a) in items.iter().enumerate() {
        for b in &items[i + 1..] {
            if !overlap(a.seen(), b.seen()) || scan.related(a.entity, b.entity) {
                continue;
            }
            problems.push(format!("overlap\t{} and {} overlap", a.what, b.what));
        }
    }

    // The board: what it covers on screen, and its stones.
    let camera = {
        let mut q = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
        q.iter(world).next().map(|(c, t)| (c.clone(), *t))
    };
    let frame = *world.resource::<ScreenLayout>();
    let on_board = !world
        .query::<&BoardPit>()
        .iter(world)
        .collect::<Vec<_>>()
        .is_empty();
    if let (Some((camera, camera_at)), true) = (camera, on_board) {
        let per_pixel = frame.world_per_pixel();
        let to_screen = |p: Vec3| camera.world_to_viewport(&camera_at, p).ok();
        let mut board: Vec<(String, Rect)> = Vec::new();
        let pits: Vec<(Pit, Vec3, bool)> = {
            let mut q = world.query::<(&BoardPit, &GlobalTransform, &InheritedVisibility)>();
            q.iter(world)
                .map(|(p, t, v)| (p.0, t.translation(), v.get()))
                .collect()
        };
        for (pit, at, visible) in &pits {
            if !visible {
                continue;
            }
            if let Some(c) = to_screen(*at) {
                let r = PIT_RADIUS / per_pixel;
                board.push((
                    format!("pit {pit}"),
                    Rect::from_center_half_size(c, Vec2::splat(r * 0.8)),
                ));
                if touch && 2.0 * r < TOUCH_TARGET {
                    problems.push(format!("small\tpit {pit} is {:.0} across", 2.0 * r));
                }
                if !inside(Rect::from_center_half_size(c, Vec2::splat(r)), window_rect) {
                    problems.push(format!("outside\tpit {pit} is outside the window"));
                }
            }
        }
        let trays: Vec<(Side, Vec3, bool)> = {
            let mut q = world.query::<(&Tray, &GlobalTransform, &InheritedVisibility)>();
            q.iter(world)
                .map(|(t, g, v)| (t.0, g.translation(), v.get()))
                .collect()
        };
        for (side, at, visible) in &trays {
            if !visible {
                continue;
            }
            if let Some(c) = to_screen(*at) {
                board.push((
                    format!("{side:?} tray"),
                    Rect::from_center_half_size(c, TRAY_SIZE / 2.0 / per_pixel),
                ));
            }
        }
        // Nothing of the interface over the pits and trays, unless a
        // dialog's backdrop covers the board.
        if !dialog_open {
            // A card over the board (the result) covers it on purpose.
            for item in items.iter().filter(|i| i.layer == 0) {
                for (name, rect) in &board {
                    if overlap(item.seen(), *rect) {
                        problems.push(format!(
                            "covers\t{} lies over the board's {name}",
                            item.what
                        ));
                    }
                }
            }
        }
        // Stones at rest lie inside their pit or tray.
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
            let home = match place.place {
                Place::Pit(pit) => pits
                    .iter()
                    .find(|p| p.0 == pit)
                    .map(|p| (at.truncate().distance(p.1.truncate()) + STONE_RADIUS) <= PIT_RADIUS),
                Place::Tray(side) => trays.iter().find(|t| t.0 == side).map(|t| {
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
        if strays > 0 {
            problems.push(format!(
                "stone\t{strays} stones stick out of their pit or tray ({first})"
            ));
        }
        // Words on the board stay within their pit's rim (a pit's number,
        // which lies on the slab beside it, within the slab). A laid-out
        // label's size is in the board's units already.
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
        for (text, rect, parent, number) in labels {
            let Ok(pit) = world.get::<BoardPit>(parent).map(|p| p.0).ok_or(()) else {
                continue;
            };
            let Some(center) = pits.iter().find(|p| p.0 == pit).map(|p| p.1.truncate()) else {
                continue;
            };
            if number {
                if !inside(rect, Rect::from_center_size(Vec2::ZERO, BOARD_SIZE)) {
                    problems.push(format!(
                        "spills\tpit {pit}'s number \"{}\" reaches off the board",
                        short(&text)
                    ));
                }
                continue;
            }
            if rect.min.x < center.x - PIT_RADIUS - 1.0 || rect.max.x > center.x + PIT_RADIUS + 1.0
            {
                problems.push(format!(
                    "spills\tthe label \"{}\" on pit {pit} is {:.0} wide, wider than the pit's {:.0}",
                    short(&text),
                    rect.width(),
                    2.0 * PIT_RADIUS
                ));
            }
        }
    }
    if bottom {
        // Scrolled to the end, only what scrolling reveals is new.
        problems.retain(|p| p.starts_with("clipped") || p.starts_with("outside"));
    }
    problems.sort();
    problems.dedup();
    problems
}

use crate::rules::{Pit, Side};

/// Whether any panel has more content than room.
fn any_scrolls(world: &mut World) -> bool {
    let mut q = world.query::<(&Node, &ComputedNode)>();
    q.iter(world).any(|(node, computed)| {
        node.overflow.y == OverflowAxis::Scroll
            && computed.content_size().y > computed.size().y + 1.0
    })
}

fn set_scroll(world: &mut World, to_end: bool) {
    let mut q = world.query::<(&Node, &mut ScrollPosition)>();
    for (node, mut position) in q.iter_mut(world) {
        if node.overflow.y == OverflowAxis::Scroll {
            let wanted = if to_end { 100_000.0 } else { 0.0 };
            if position.y != wanted {
                position.y = wanted;
            }
        }
    }
}

/// Applies each layout in turn, waits for it to settle, measures it, and
/// exits once all are done.
pub fn drive(world: &mut World) {
    let Some(mut run) = world.remove_resource::<LayoutRun>() else {
        return;
    };
    if run.reached {
        step(world, &mut run);
    }
    world.insert_resource(run);
}

fn step(world: &mut World, run: &mut LayoutRun) {
    let Some(&config) = run.configs.get(run.index) else {
        if run.phase != Phase::Done {
            run.phase = Phase::Done;
            println!(
                "layouts\t{}\t{}\t{}",
                run.moment,
                run.configs.len(),
                run.problems
            );
            world.write_message(AppExit::Success);
        }
        return;
    };
    match run.phase {
        Phase::Apply => {
            // Nothing needs drawing to be measured: the software renderer
            // rests while the layouts are checked.
            {
                let mut q = world.query::<&mut Camera>();
                for mut camera in q.iter_mut(world) {
                    if camera.is_active {
                        camera.is_active = false;
                    }
                }
            }
            {
                let mut q = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
                if let Ok(mut window) = q.single_mut(world) {
                    let resolution = &mut window.resolution;
                    if resolution.scale_factor_override() != Some(config.scale) {
                        resolution.set_scale_factor_override(Some(config.scale));
                    }
                    resolution.set(config.size.0 as f32, config.size.1 as f32);
                }
            }
            {
                let mut settings = world.resource_mut::<Settings>();
                if settings.language != Some(config.language) {
                    settings.language = Some(config.language);
                }
                if settings.text_size != config.text_size {
                    settings.text_size = config.text_size;
                }
            }
            set_scroll(world, false);
            run.phase = Phase::Settle { bottom: false };
            run.frames = 0;
            run.steady = 0;
        }
        Phase::Settle { bottom } => {
            run.frames += 1;
            let signature = layout_signature(world);
            let sized = world.resource::<ScreenLayout>().size
                == Vec2::new(config.size.0 as f32, config.size.1 as f32);
            run.steady = if signature == run.signature && sized {
                run.steady + 1
            } else {
                0
            };
            run.signature = signature;
            let settled = run.steady >= 1 && run.frames >= 3;
            if !settled && run.frames < GIVE_UP_FRAMES {
                return;
            }
            let mut problems = measure(world, config, bottom);
            if !settled {
                problems.push("unsettled\tthe layout never settled".to_owned());
            }
            for problem in &problems {
                let scrolled = if bottom { " (scrolled to the end)" } else { "" };
                println!(
                    "problem\t{}\t{}\t{problem}{scrolled}",
                    run.moment,
                    config.describe()
                );
            }
            run.problems += problems.len();
            if bottom || !any_scrolls(world) {
                run.index += 1;
                run.phase = Phase::Apply;
            } else {
                set_scroll(world, true);
                run.phase = Phase::Settle { bottom: true };
                run.frames = 0;
                run.steady = 0;
            }
        }
        Phase::Done => {}
    }
}

/// Runs the check: this program once per moment, under the same display,
/// then a table of moments by sizes and the total. Returns the exit code.
pub fn run_all(
    wanted: &[String],
    size: Option<(f32, f32)>,
    language: Option<Language>,
    text_size: Option<TextSize>,
) -> i32 {
    let started = std::time::Instant::now();
    let mut table: BTreeMap<(&str, String), usize> = BTreeMap::new();
    let mut details = String::new();
    let mut layouts = 0;
    let mut problems = 0;
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let parts: Vec<(String, Vec<String>)> = wanted
        .iter()
        .map(|moment| {
            let mut args: Vec<String> =
                vec!["--layout-check".into(), "--at".into(), moment.clone()];
            if let Some((w, h)) = size {
                args.extend(["--window".into(), format!("{w}x{h}")]);
            }
            if let Some(l) = language {
                args.extend(["--lang".into(), l.code().to_owned()]);
            }
            if let Some(t) = text_size {
                args.extend(["--text-size".into(), t.to_string()]);
            }
            (moment.clone(), args)
        })
        .collect();
    let results = run_parts("layout", &parts);
    for (moment, result) in wanted.iter().map(String::as_str).zip(results) {
        let output = match result {
            Ok(o) => o,
            Err(e) => {
                eprintln!("modiar: could not run the check of {moment}: {e}");
                return 1;
            }
        };
        let stdout = String::from_utf8_lossy(&output.stdout);
        let mut counted = false;
        for line in stdout.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["problem", _, size, _, _, kind, ..] => {
                    problems += 1;
                    *table.entry((moment, (*size).to_owned())).or_default() += 1;
                    *kinds.entry((*kind).to_owned()).or_default() += 1;
                    let _ = writeln!(details, "{line}");
                }
                ["layouts", _, n, _] => {
                    layouts += n.parse::<usize>().unwrap_or(0);
                    counted = true;
                }
                _ => {}
            }
        }
        if !counted || !output.status.success() {
            problems += 1;
            *kinds.entry("failed".to_owned()).or_default() += 1;
            let _ = writeln!(
                details,
                "problem\t{moment}\t-\t-\t-\tfailed\tthe check did not finish ({}): {}",
                output.status,
                why_failed(&output)
            );
        }
    }
    print!("{details}");
    let sizes: Vec<String> = match size {
        Some((w, h)) => vec![format!("{w}x{h}")],
        None => SIZES.iter().map(|(w, h)| format!("{w}x{h}")).collect(),
    };
    print!("\n{:<16}", "problems");
    for s in &sizes {
        print!("{s:>10}");
    }
    println!();
    for moment in wanted {
        print!("{moment:<16}");
        for s in &sizes {
            let n = table
                .get(&(moment.as_str(), s.clone()))
                .copied()
                .unwrap_or(0);
            print!("{n:>10}");
        }
        println!();
    }
    if !kinds.is_empty() {
        let by_kind: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!("by kind: {}", by_kind.join(", "));
    }
    println!("checked in {:.0} s", started.elapsed().as_secs_f32());
    println!("{layouts} layouts, {problems} problems");
    i32::from(problems > 0)
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
    fn every_layout_is_counted_once() {
        let all = configs(None, None, None);
        assert_eq!(all.len(), 6 * 5 * 3);
        assert!(all.contains(&Config {
            size: (390, 844),
            scale: 2.0,
            language: Language::Urdu,
            text_size: TextSize::Largest
        }));
        // Phones at two device pixels per CSS pixel, a desktop at one.
        let scales: Vec<f32> = all.iter().map(|c| c.scale).collect();
        assert!(scales.contains(&1.0) && scales.contains(&1.5) && scales.contains(&2.0));
        let narrowed = configs(Some((844.0, 390.0)), Some(Language::Greek), None);
        assert_eq!(narrowed.len(), 3);
    }
}
