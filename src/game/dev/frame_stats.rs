//! `--frame-stats`: frame times while stones move, printed after each
//! game as a median, a 95th percentile and the longest.

use crate::game::board::Playback;
use crate::game::state::Screen;
use bevy::prelude::*;

/// Frame times (seconds) while a move is replayed.
#[derive(Resource, Default, Debug)]
struct FrameStats(Vec<f32>);

fn record_frame(time: Res<Time<Real>>, playback: Res<Playback>, mut stats: ResMut<FrameStats>) {
    if playback.is_active() {
        stats.0.push(time.delta_secs());
    }
}

fn report_frames(mut stats: ResMut<FrameStats>) {
    let mut times = std::mem::take(&mut stats.0);
    if times.is_empty() {
        return;
    }
    times.sort_by(f32::total_cmp);
    let at = |q: f32| times[((times.len() - 1) as f32 * q) as usize] * 1000.0;
    println!(
        "frame-stats: {} frames while stones moved: median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms",
        times.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}

/// Added only when `--frame-stats` is given.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameStats>()
        .add_systems(Last, record_frame)
        .add_systems(OnEnter(Screen::GameOver), report_frames);
}
