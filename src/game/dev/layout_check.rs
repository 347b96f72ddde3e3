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
use super::layout_measure::{Problem, measure};
use super::scan::layout_signature;
use crate::game::board::ScreenLayout;
use crate::game::play::Settings;
use crate::i18n::Language;
use crate::prefs::TextSize;
use bevy::prelude::*;
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
            let mut problems: Vec<String> =
                measure(world, config.size, is_touch(config.size), bottom)
                    .iter()
                    .map(Problem::line)
                    .collect();
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
    // Each moment is seen in every layout asked for: a part that counts
    // fewer passed on less than it claims.
    let expected = configs(size, language, text_size).len();
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
                    let n = n.parse::<usize>().unwrap_or(0);
                    layouts += n;
                    counted = n == expected;
                }
                _ => {}
            }
        }
        if !counted || !output.status.success() {
            problems += 1;
            *kinds.entry("failed".to_owned()).or_default() += 1;
            let _ = writeln!(
                details,
                "problem\t{moment}\t-\t-\t-\tfailed\tthe check did not finish with its {expected} layouts ({}): {}",
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
    fn every_layout_is_counted_once() {
        let all = configs(None, None, None);
        assert_eq!(all.len(), 6 * 8 * 3);
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
