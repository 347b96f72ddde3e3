//! Catching a moment: once its scene is there and its dialog open, the
//! frame is taken after the board has held still (or at once, mid-move),
//! saved as a PNG, and the game exits. The layout check measures from that
//! frame instead.

use super::layout_check::LayoutRun;
use super::moments::Moment;
use crate::game::state::Dialog;
use crate::game::theme::UiFonts;
use crate::game::ui::dialog::DialogFacing;
use crate::rules::Side;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Frames the scene must hold still before the screenshot, so textures
/// and text have been uploaded and laid out.
const STEADY_FRAMES: u32 = 8;

/// A moment to catch, and how long its scene has held still.
#[derive(Resource, Debug)]
pub(super) struct Capture {
    /// Where the screenshot goes; none for the layout check.
    pub path: Option<PathBuf>,
    pub at: Moment,
    /// Whether the moment's scene is on the screen (`reach_scene`).
    pub scene_reached: bool,
    pub steady_frames: u32,
    pub taken: bool,
}

impl Capture {
    pub fn new(path: Option<PathBuf>, at: Moment) -> Capture {
        Capture {
            path,
            at,
            scene_reached: false,
            steady_frames: 0,
            taken: false,
        }
    }
}

fn fonts_ready(fonts: &UiFonts, assets: &AssetServer) -> bool {
    [&fonts.regular, &fonts.bold, &fonts.arabic]
        .into_iter()
        .all(|font| assets.is_loaded_with_dependencies(font))
}

/// Whether the interface's fonts have loaded.
pub(super) fn fonts_loaded(world: &World) -> bool {
    fonts_ready(world.resource::<UiFonts>(), world.resource::<AssetServer>())
}

/// Opens the moment's dialog over its scene, and takes the frame once all
/// of it has held still.
pub(super) fn take_when_steady(
    mut capture: ResMut<Capture>,
    fonts: Res<UiFonts>,
    assets: Res<AssetServer>,
    dialog: Res<State<Dialog>>,
    mut next_dialog: ResMut<NextState<Dialog>>,
    mut facing: ResMut<DialogFacing>,
    mut commands: Commands,
) {
    if capture.taken {
        return;
    }
    let wanted = capture.at.dialog();
    if capture.scene_reached && *dialog.get() != wanted {
        if capture.at.faces_north() {
            facing.set_if_neq(DialogFacing(Side::North));
        }
        next_dialog.set(wanted);
    }
    let ready = fonts_ready(&fonts, &assets) && capture.scene_reached && *dialog.get() == wanted;
    capture.steady_frames = if ready { capture.steady_frames + 1 } else { 0 };
    // Mid-move the board never settles: take the frame as soon as it is there.
    let needed = if capture.at.mid_move() {
        1
    } else {
        STEADY_FRAMES
    };
    if capture.steady_frames < needed {
        return;
    }
    capture.taken = true;
    let Some(path) = capture.path.clone() else {
        // The layout check measures the scene from here on.
        commands.queue(|world: &mut World| {
            if let Some(mut run) = world.get_resource_mut::<LayoutRun>() {
                run.reached = true;
            }
        });
        return;
    };
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
}

/// Freezes the animation once a mid-move frame is taken, so the saved
/// frame is the one that was judged ready; the layout check holds every
/// scene still while it measures.
pub(super) fn freeze_after_capture(capture: Res<Capture>, mut time: ResMut<Time<Virtual>>) {
    if capture.taken && (capture.at.mid_move() || capture.path.is_none()) && !time.is_paused() {
        time.pause();
    }
}
