//! Frugal redraws: when nothing moves, the app waits for input instead of
//! drawing frames, so a tablet on battery stays cool while a player thinks.

use crate::game::input::Press;
use crate::game::play::BoardReset;
use crate::game::state::{FramesWanted, Screen};
use bevy::prelude::*;
use bevy::winit::WinitSettings;

/// How long to keep drawing after anything changes: new pieces need a few
/// frames before their textures and pipelines are ready to show.
const AWAKE_AFTER_CHANGE: f32 = 1.0;
/// ... and for at least this many frames: a layout settles over frames,
/// not seconds, and a slow device draws few frames in a second.
const AWAKE_FRAMES_AFTER_CHANGE: u32 = 20;

/// Draw every frame until this time (seconds since start), and for this
/// many more frames.
#[derive(Resource, Default, Debug)]
pub struct KeepAwake {
    until: f32,
    frames: u32,
}

fn wake(time: &Time<Real>, awake: &mut KeepAwake) {
    awake.until = awake.until.max(time.elapsed_secs() + AWAKE_AFTER_CHANGE);
    awake.frames = awake.frames.max(AWAKE_FRAMES_AFTER_CHANGE);
}

fn wake_on_change(time: Res<Time<Real>>, mut awake: ResMut<KeepAwake>) {
    wake(&time, &mut awake);
}

/// The interface is still finding its layout (a text measured again, a
/// scroll bar appearing): it settles over a few frames, and a sleeping
/// page would show, and report, the unsettled one.
fn layout_moving(nodes: Query<(), Changed<ComputedNode>>) -> bool {
    !nodes.is_empty()
}

fn wake_on_press(_: On<Press>, time: Res<Time<Real>>, mut awake: ResMut<KeepAwake>) {
    wake(&time, &mut awake);
}

fn wake_on_reset(_: On<BoardReset>, time: Res<Time<Real>>, mut awake: ResMut<KeepAwake>) {
    wake(&time, &mut awake);
}

/// Whether anything needs frames: whatever asked for them this frame (see
/// `FramesWanted`: stones or rings in motion, the computer thinking, a
/// timed note, the solver's progress, a finger resting on the screen), or
/// a recent change.
fn busy(
    time: Res<Time<Real>>,
    mut awake: ResMut<KeepAwake>,
    mut wanted: ResMut<FramesWanted>,
) -> bool {
    // Taken every frame, so an old request never keeps the game awake.
    let asked = wanted.take();
    let counting = awake.frames > 0;
    if counting {
        awake.frames -= 1;
    }
    asked || counting || time.elapsed_secs() < awake.until
}

fn choose_update_mode(world_busy: In<bool>, mut settings: ResMut<WinitSettings>) {
    let wanted = if *world_busy {
        WinitSettings::game()
    } else {
        WinitSettings::desktop_app()
    };
    if settings.focused_mode != wanted.focused_mode {
        *settings = wanted;
    }
}

/// Draw every frame regardless (screenshots, demos and checks).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AlwaysRedraw;

fn redraw_always(mut settings: ResMut<WinitSettings>) {
    if settings.focused_mode != WinitSettings::continuous().focused_mode {
        *settings = WinitSettings::continuous();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app())
        .init_resource::<KeepAwake>()
        .add_observer(wake_on_press)
        .add_observer(wake_on_reset)
        .add_systems(
            Last,
            (
                wake_on_change.run_if(
                    state_changed::<Screen>
                        .or_eager(state_changed::<crate::game::state::Dialog>)
                        .or_eager(on_message::<bevy::window::WindowResized>)
                        .or_eager(on_message::<AssetEvent<Image>>)
                        .or_eager(on_message::<AssetEvent<Font>>)
                        .or_eager(layout_moving),
                ),
                busy.pipe(choose_update_mode)
                    .run_if(not(resource_exists::<AlwaysRedraw>)),
                redraw_always.run_if(resource_exists::<AlwaysRedraw>),
            )
                .chain(),
        );
}
