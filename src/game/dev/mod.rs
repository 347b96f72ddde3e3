//! The developer's tools, built only with the `dev` feature: screenshots
//! of named moments, the layout check, the computer playing both sides,
//! and frame times. A release build without the feature has none of it.
//!
//! - `options`: the command line's developer options;
//! - `moments`: the moments by name, and what each needs;
//! - `scene`: the steps that reach a moment's scene;
//! - `capture`: the screenshot once the scene holds still;
//! - `layout_check`: every layout of every moment, measured;
//! - `layout_measure`: what one laid-out frame is measured for;
//! - `frame_stats`, `system_count`, `demo`, `cover`, `icon`: frame times,
//!   the systems an idle frame runs, autoplay, the store's cover, the icon.

mod capture;
mod children;
mod cover;
mod demo;
mod frame_stats;
mod icon;
mod layout_check;
mod layout_measure;
mod moments;
mod motion;
mod options;
mod scan;
mod scene;
mod system_count;

pub use moments::Moment;
pub use options::{DevOptions, SPECS, USAGE};

use crate::game::platform::AlwaysRedraw;
use crate::game::play::{AiSeed, Autoplay, Links, OpenAnalysis, Records, Settings, StartGame};
use crate::game::state::{AppSystems, Screen};
use crate::rules::{Position, Side};
use bevy::prelude::*;
use capture::Capture;
use layout_check::{LayoutRun, configs};
use moments::{Opening, SHOWN_ANALYSIS_AT, SHOWN_GAME, sample_links, sample_records};

/// Runs instead of the game when the options ask for the whole layout
/// check, which runs the game once per moment; the exit code, if so.
pub fn run_instead(
    options: &DevOptions,
    window: Option<(f32, f32)>,
    language: Option<crate::i18n::Language>,
) -> Option<i32> {
    if options.motion_check && options.at_name.is_none() {
        return Some(motion::run_all(window, options.text_size));
    }
    (options.layout_check && options.at.is_none())
        .then(|| layout_check::run_all(&Moment::checked(), window, language, options.text_size))
}

/// Sets the game up for what the options ask: the moment's settings and
/// opening, the computer's seed, the demo's level.
fn begin(
    options: Res<DevOptions>,
    window: Res<DevWindow>,
    mut settings: ResMut<Settings>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if let Some(speed) = options.speed {
        settings.speed = speed;
    }
    if let Some(text_size) = options.text_size {
        settings.text_size = text_size;
    }
    if let Some(seed) = options.seed {
        commands.insert_resource(AiSeed(seed));
    }
    if let Some(level) = options.autoplay {
        commands.insert_resource(Autoplay(level));
        commands.insert_resource(AlwaysRedraw);
        commands.trigger(StartGame);
        return;
    }
    if !options.shows_moment() {
        return;
    }
    let moment = options.moment();
    if options.layout_check {
        let name = options
            .at_name
            .clone()
            .unwrap_or_else(|| "start".to_owned());
        commands.insert_resource(LayoutRun::new(
            name,
            configs(window.size, window.language, options.text_size),
        ));
    }
    commands.insert_resource(Capture::new(options.screenshot.clone(), moment));
    commands.insert_resource(AlwaysRedraw);
    moment.prepare(&mut settings, options.layout_check);
    match moment.opening() {
        Opening::Title => {}
        Opening::Game => commands.trigger(StartGame),
        Opening::Tutorial => next_screen.set(Screen::Tutorial),
        Opening::Puzzles => next_screen.set(Screen::Puzzles),
        Opening::Analysis => commands.trigger(OpenAnalysis {
            start: Position::start(Side::South),
            moves: SHOWN_GAME.to_vec(),
            at: SHOWN_ANALYSIS_AT,
        }),
    }
    if moment == Moment::Records {
        commands.insert_resource(Records(sample_records()));
    }
    if matches!(
        moment,
        Moment::ByLinkTitle | Moment::ByLinkAll | Moment::ByLinkOver
    ) {
        commands.insert_resource(Links(sample_links(
            crate::game::platform::system::now_unix_seconds(),
        )));
    }
    if moment == Moment::ByLinkAll {
        commands.insert_resource(crate::game::ui::screens::ListAllLinks(true));
    }
}

/// The window's size and language as given, which narrow the layout check.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct DevWindow {
    pub size: Option<(f32, f32)>,
    pub language: Option<crate::i18n::Language>,
}

/// The tools the options ask for. Needs `DevOptions` and `DevWindow`.
pub fn plugin(app: &mut App) {
    let options = app.world().resource::<DevOptions>().clone();
    if options.motion_check {
        let window = *app.world().resource::<DevWindow>();
        let config = motion::config_for(window.size, window.language, options.text_size);
        let moment = options.at_name.clone().unwrap_or_default();
        if let Some(run) = motion::MotionRun::new(&moment, config, options.shots.clone()) {
            app.insert_resource(run)
                .insert_resource(AlwaysRedraw)
                .add_plugins(motion::plugin);
        }
        return;
    }
    app.add_systems(Startup, begin);
    if options.shows_moment() {
        app.add_systems(
            Update,
            (
                scene::reach_scene,
                capture::take_when_steady,
                capture::freeze_after_capture,
            )
                .chain()
                .run_if(resource_exists::<Capture>)
                .in_set(AppSystems::Show),
        )
        .add_systems(
            Last,
            layout_check::drive.run_if(resource_exists::<LayoutRun>),
        );
    }
    // The title as a browser that offers both shows it.
    if options.moment() == Moment::TitleWeb {
        app.insert_resource(crate::game::ui::screens::FullscreenOffered(true))
            .insert_resource(crate::game::ui::screens::InstallOffered(true));
    }
    if options.moment() == Moment::Cover && options.screenshot.is_some() {
        app.add_plugins(cover::plugin);
    }
    if options.moment() == Moment::Icon && options.screenshot.is_some() {
        app.add_plugins(icon::plugin);
    }
    if options.autoplay.is_some() {
        app.add_plugins(demo::plugin);
    }
    if options.frame_stats {
        app.add_plugins(frame_stats::plugin);
    }
    if options.count_systems {
        app.add_plugins(system_count::plugin);
    }
}
