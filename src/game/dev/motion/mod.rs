//! The motion check: scripted moments played as a player would, by touch,
//! with every frame watched, where the layout check sees only still
//! frames. Time runs by a fixed step, so a run is the same however busy
//! the machine is. It reports, frame by frame:
//! - `jump`: the board moving within one screen, or a panel scrolling by
//!   itself;
//! - `count`: a pit's count or a score other than the stones drawn there
//!   (a frame's grace where a stone lands);
//! - `clipped`, `outside`, `covered`: text cut by a panel with no bar,
//!   outside the window, or anything over another text or button (a
//!   dialog's header included);
//! - `stuck`: a panel that shows a bar a finger, a wheel or the keys
//!   cannot move; `hidden`: a list that does not show its current entry;
//! - `fixed`: a text that does not grow with the text size;
//! - `stalled`: a step of the script that never happened.
//!
//! `modiar --motion-check` runs itself once per moment and layout (`--at`
//! and `--window` narrow it) and prints a table, ending `N frames, M
//! problems`.
//!
//! - `script`: the moments, as steps;
//! - `moments_learn`, `moments_screens`, `moments_play`: each moment's
//!   steps, by subject;
//! - `steps`: what the steps are made of;
//! - `watch`: what every frame is checked for;
//! - `probe`: a bar dragged, a text size changed, between frames;
//! - `inject`: the touches, wheel and keys the steps send;
//! - `report`: the problems found, by kind.

mod inject;
mod moments_learn;
mod moments_play;
mod moments_screens;
mod probe;
mod report;
mod script;
mod steps;
mod watch;

use super::children::{run_parts, why_failed};
use crate::game::play::Settings;
use crate::game::state::Screen;
use crate::i18n::Language;
use crate::prefs::TextSize;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::PrimaryWindow;
use inject::Inputs;
use probe::Probe;
use report::{Kind, Problems};
use script::Script;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;
use watch::Watch;

pub use script::MOMENTS;

/// Seconds of game time per frame: a display's usual refresh.
const FRAME_SECONDS: f64 = 1.0 / 60.0;

/// A layout the moments are played in.
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
            "{}x{}@{} {} {}%",
            self.size.0,
            self.size.1,
            self.scale,
            self.language.code(),
            self.text_size
        )
    }

    /// The layout in a word: its size and language.
    fn short(&self) -> String {
        format!("{}x{} {}", self.size.0, self.size.1, self.language.code())
    }
}

/// A layout of the check.
const fn config(w: u32, h: u32, scale: f32, language: Language, text_size: TextSize) -> Config {
    Config {
        size: (w, h),
        scale,
        language,
        text_size,
    }
}

/// The layouts: a phone and a tablet held both ways, each at the largest
/// text size in one language, and two desktop windows; right to left in
/// Urdu and Arabic among them, and French, the longest, sideways.
pub const CONFIGS: [Config; 13] = [
    config(390, 844, 2.0, Language::English, TextSize::Normal),
    config(390, 844, 2.0, Language::Urdu, TextSize::Largest),
    config(844, 390, 2.0, Language::English, TextSize::Largest),
    config(844, 390, 2.0, Language::German, TextSize::Normal),
    config(844, 390, 2.0, Language::French, TextSize::Largest),
    config(820, 1180, 2.0, Language::English, TextSize::Largest),
    config(820, 1180, 2.0, Language::Maltese, TextSize::Normal),
    config(820, 1180, 2.0, Language::Arabic, TextSize::Largest),
    config(1180, 820, 2.0, Language::Spanish, TextSize::Large),
    config(1180, 820, 2.0, Language::German, TextSize::Normal),
    config(1180, 820, 2.0, Language::Greek, TextSize::Largest),
    config(1100, 820, 1.5, Language::English, TextSize::Large),
    config(1280, 720, 1.0, Language::English, TextSize::Normal),
];

/// One moment played in one layout.
#[derive(Resource)]
pub struct MotionRun {
    moment: String,
    config: Config,
    frame: u64,
    script: Script,
    watch: Watch,
    probe: Option<Probe>,
    inputs: Inputs,
    problems: Problems,
    /// Where screenshots of each kind's first problem go, if anywhere.
    shots: Option<std::path::PathBuf>,
    shot_kinds: Vec<Kind>,
    started: bool,
    done: bool,
}

impl MotionRun {
    pub fn new(
        moment: &str,
        config: Config,
        shots: Option<std::path::PathBuf>,
    ) -> Option<MotionRun> {
        Some(MotionRun {
            moment: moment.to_owned(),
            config,
            frame: 0,
            script: Script::named(moment)?,
            watch: Watch::default(),
            probe: None,
            inputs: Inputs::default(),
            problems: Problems::default(),
            shots,
            shot_kinds: Vec::new(),
            started: false,
            done: false,
        })
    }
}

/// The layout of a run: its window, language and text size, and time by a
/// fixed step.
fn apply_config(world: &mut World, config: Config) {
    {
        let mut q = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
        if let Ok(mut window) = q.single_mut(world) {
            window
                .resolution
                .set_scale_factor_override(Some(config.scale));
            window
                .resolution
                .set(config.size.0 as f32, config.size.1 as f32);
        }
    }
    let mut settings = world.resource_mut::<Settings>();
    settings.language = Some(config.language);
    settings.text_size = config.text_size;
    settings.lessons.offered = true;
    world.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
        FRAME_SECONDS,
    )));
}

/// Sends the run's inputs for this frame.
fn send_inputs(run: Option<ResMut<MotionRun>>, mut out: inject::Senders) {
    if let Some(mut run) = run {
        inject::send(&mut run.inputs, &mut out);
    }
}

/// Each frame, after everything is laid out: the probe under way, or the
/// frame watched and the script's next step.
fn drive(world: &mut World) {
    let Some(mut run) = world.remove_resource::<MotionRun>() else {
        return;
    };
    step(world, &mut run);
    world.insert_resource(run);
}

fn step(world: &mut World, run: &mut MotionRun) {
    if run.done {
        return;
    }
    if !run.started {
        // The window first takes its size, and the fonts load.
        let sized = world.resource::<crate::game::board::ScreenLayout>().size
            == Vec2::new(run.config.size.0 as f32, run.config.size.1 as f32);
        if !sized || !super::capture::fonts_loaded(world) {
            return;
        }
        run.started = true;
    }
    run.frame += 1;
    let frame = run.frame;
    if let Some(mut probe) = run.probe.take() {
        let step_name = run.script.current();
        if !probe.advance(world, &mut run.inputs, &mut run.problems, frame, &step_name) {
            run.probe = Some(probe);
        } else {
            run.watch.rebase();
        }
        return;
    }
    let before = run.problems.len();
    let step_name = run.script.current();
    let busy_input = run.inputs.recent();
    run.watch
        .look(world, &mut run.problems, frame, &step_name, busy_input);
    if run.problems.len() > before {
        shoot(world, run);
    }
    if run.inputs.idle()
        && let Some(probe) = run.watch.probe_wanted(world, &run.script)
    {
        run.probe = Some(probe);
        return;
    }
    let went = run
        .script
        .advance(world, &mut run.inputs, &mut run.problems, frame);
    for name in run.script.take_snapshots() {
        snapshot(world, run, &name);
    }
    match went {
        script::Status::Running => {}
        script::Status::Probe(probe) => run.probe = Some(probe),
        script::Status::Failed(why) => {
            run.problems
                .found(Kind::Stalled, why.clone(), why, frame, &step_name);
            finish(world, run);
        }
        script::Status::Finished => finish(world, run),
    }
}

/// A screenshot of the first problem of each kind, when asked for.
fn shoot(world: &mut World, run: &mut MotionRun) {
    let new: Vec<Kind> = run
        .problems
        .iter()
        .filter(|(_, p)| p.frame == run.frame)
        .map(|((k, _), _)| *k)
        .filter(|k| !run.shot_kinds.contains(k))
        .collect();
    for kind in new {
        run.shot_kinds.push(kind);
        snapshot(world, run, kind.name());
    }
}

/// Saves this frame as `<moment>-<layout>-<what>-<frame>.png`, when asked
/// for screenshots.
fn snapshot(world: &mut World, run: &MotionRun, what: &str) {
    use bevy::render::view::screenshot::{Screenshot, save_to_disk};
    let Some(dir) = &run.shots else { return };
    let what: String = what
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let path = dir.join(format!(
        "{}-{}-{what}-{}.png",
        run.moment,
        run.config.short().replace(' ', "-"),
        run.frame
    ));
    world
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

fn finish(world: &mut World, run: &mut MotionRun) {
    run.done = true;
    for ((kind, subject), problem) in run.problems.iter() {
        println!(
            "problem\t{}\t{}\t{}\tframe {} ({}), {} frames\t{subject}: {}",
            run.moment,
            run.config.describe(),
            kind.name(),
            problem.frame,
            problem.step,
            problem.frames,
            problem.detail
        );
    }
    println!(
        "frames\t{}\t{}\t{}\t{}",
        run.moment,
        run.config.describe(),
        run.frame,
        run.problems.len()
    );
    world.write_message(AppExit::Success);
}

/// Starts the run: its layout, and a title with the offer answered.
fn begin(world: &mut World) {
    let config = world.resource::<MotionRun>().config;
    apply_config(world, config);
    // The computer's choices the same every run.
    world.insert_resource(crate::game::play::AiSeed(1));
    world.resource_mut::<NextState<Screen>>().set(Screen::Title);
}

/// The run's systems. Needs a [`MotionRun`].
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, begin)
        .add_systems(PreUpdate, send_inputs.before(bevy::input::InputSystems))
        .add_systems(Last, drive);
    let shots = app.world().resource::<MotionRun>().shots.is_some();
    if !shots {
        // Nothing needs drawing to be judged: the software renderer rests.
        app.add_systems(Last, rest_cameras);
    }
}

fn rest_cameras(mut cameras: Query<&mut Camera>) {
    for mut camera in &mut cameras {
        if camera.is_active {
            camera.is_active = false;
        }
    }
}

/// One moment in one layout, and the command line that plays it.
struct Part {
    moment: &'static str,
    config: Config,
    args: Vec<String>,
}

/// The parts of a whole check: every moment in every layout, narrowed by
/// the command line.
fn parts(size: Option<(f32, f32)>, text_size: Option<TextSize>) -> Vec<Part> {
    let mut parts = Vec::new();
    for moment in MOMENTS {
        for config in CONFIGS {
            if size.is_some_and(|(w, h)| (w as u32, h as u32) != config.size)
                || text_size.is_some_and(|t| t != config.text_size)
            {
                continue;
            }
            let args = vec![
                "--motion-check".to_owned(),
                "--at".to_owned(),
                moment.to_owned(),
                "--window".to_owned(),
                format!("{}x{}", config.size.0, config.size.1),
                "--lang".to_owned(),
                config.language.code().to_owned(),
                "--text-size".to_owned(),
                config.text_size.to_string(),
            ];
            parts.push(Part {
                moment,
                config,
                args,
            });
        }
    }
    parts
}

/// The layout a part's command line names.
pub fn config_for(
    size: Option<(f32, f32)>,
    language: Option<Language>,
    text_size: Option<TextSize>,
) -> Config {
    let size = size.map_or((390, 844), |(w, h)| (w as u32, h as u32));
    let base = CONFIGS
        .iter()
        .copied()
        .find(|c| c.size == size && language.is_none_or(|l| l == c.language))
        .or_else(|| CONFIGS.iter().copied().find(|c| c.size == size))
        .unwrap_or(config(
            size.0,
            size.1,
            1.0,
            Language::English,
            TextSize::Normal,
        ));
    Config {
        language: language.unwrap_or(base.language),
        text_size: text_size.unwrap_or(base.text_size),
        ..base
    }
}

/// Runs the whole check and prints a table of problems by moment and
/// layout; returns the exit code.
pub fn run_all(size: Option<(f32, f32)>, text_size: Option<TextSize>) -> i32 {
    let started = std::time::Instant::now();
    let parts = parts(size, text_size);
    let jobs: Vec<(String, Vec<String>)> = parts
        .iter()
        .map(|p| {
            (
                format!("{} at {}", p.moment, p.config.short()),
                p.args.clone(),
            )
        })
        .collect();
    let results = run_parts("motion", &jobs);
    let mut table: BTreeMap<(&str, String), usize> = BTreeMap::new();
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let mut details = String::new();
    let (mut frames, mut problems) = (0u64, 0usize);
    for (part, result) in parts.iter().zip(results) {
        let layout = part.config.short();
        let output = match result {
            Ok(o) => o,
            Err(e) => {
                eprintln!(
                    "modiar: could not run the motion check of {} at {layout}: {e}",
                    part.moment
                );
                return 1;
            }
        };
        let stdout = String::from_utf8_lossy(&output.stdout);
        let mut counted = false;
        for line in stdout.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["problem", _, _, kind, ..] => {
                    problems += 1;
                    *table.entry((part.moment, layout.clone())).or_default() += 1;
                    *kinds.entry((*kind).to_owned()).or_default() += 1;
                    let _ = writeln!(details, "{line}");
                }
                ["frames", _, _, n, _] => {
                    let n = n.parse::<u64>().unwrap_or(0);
                    frames += n;
                    // A part that watched no frame checked nothing.
                    counted = n > 0;
                }
                _ => {}
            }
        }
        if !counted || !output.status.success() {
            problems += 1;
            *kinds.entry("failed".to_owned()).or_default() += 1;
            *table.entry((part.moment, layout.clone())).or_default() += 1;
            let _ = writeln!(
                details,
                "problem\t{}\t{}\tfailed\tthe check did not finish ({}): {}",
                part.moment,
                part.config.describe(),
                output.status,
                why_failed(&output)
            );
        }
    }
    print!("{details}");
    let layouts: Vec<String> = CONFIGS
        .iter()
        .filter(|c| parts.iter().any(|p| p.config == **c))
        .map(Config::short)
        .collect();
    print!("\n{:<12}", "problems");
    for l in &layouts {
        print!("{l:>13}");
    }
    println!();
    for moment in MOMENTS {
        print!("{moment:<12}");
        for l in &layouts {
            let n = table.get(&(moment, l.clone())).copied().unwrap_or(0);
            print!("{n:>13}");
        }
        println!();
    }
    if !kinds.is_empty() {
        let by_kind: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!("by kind: {}", by_kind.join(", "));
    }
    println!("checked in {:.0} s", started.elapsed().as_secs_f32());
    println!("{frames} frames, {problems} problems");
    i32::from(problems > 0)
}
