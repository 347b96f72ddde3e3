//! `--count-systems`: which systems run in an idle frame. Once a moment's
//! scene has held still, one frame is watched: every system of the main
//! world's schedules whose last run is newer than the frame's start ran in
//! it (`Main` and `Last`, running as it counts, are left out). Prints the
//! count per schedule, and exits. (Systems carry names only with Bevy's
//! `debug` feature, which the game leaves out.)

use super::capture::Capture;
use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

/// Frames to wait after the scene is caught, so its last changes are past.
const QUIET_FRAMES: u32 = 4;

/// The change tick as a frame began, and frames waited.
#[derive(Resource, Default)]
struct Watch {
    began: Option<Tick>,
    waited: u32,
}

fn note_frame_start(world: &mut World) {
    let tick = world.change_tick();
    world.resource_mut::<Watch>().began = Some(tick);
}

fn count_after_frame(world: &mut World) {
    if !world.resource::<Capture>().taken {
        return;
    }
    let mut watch = world.resource_mut::<Watch>();
    watch.waited += 1;
    let (waited, Some(began)) = (watch.waited, watch.began) else {
        return;
    };
    if waited < QUIET_FRAMES {
        return;
    }
    let now = world.change_tick();
    let mut lines = Vec::new();
    let (mut ran, mut total) = (0, 0);
    if let Some(schedules) = world.get_resource::<Schedules>() {
        for (label, schedule) in schedules.iter() {
            let Ok(systems) = schedule.systems() else {
                continue;
            };
            let (mut here, mut all) = (0, 0);
            for (_, system) in systems {
                all += 1;
                if system.get_last_run().is_newer_than(began, now) {
                    here += 1;
                }
            }
            if here > 0 {
                lines.push(format!("  {label:?}: {here} of {all}"));
            }
            ran += here;
            total += all;
        }
    }
    lines.sort();
    println!("systems: {ran} of {total} ran in an idle frame");
    for line in &lines {
        println!("{line}");
    }
    world.write_message(AppExit::Success);
}

/// Added only when `--count-systems` is given.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Watch>()
        .add_systems(First, note_frame_start)
        .add_systems(Last, count_after_frame.run_if(resource_exists::<Capture>));
}
