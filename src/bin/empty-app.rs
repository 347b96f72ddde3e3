//! The frame-cost anchor: an empty Bevy app with the game's Bevy features,
//! a camera and one board-sized sprite, redrawn continuously. It prints
//! its frame times in the form `modiar --frame-stats` does, so the two can
//! be run in pairs on the same renderer:
//!
//! ```text
//! cargo build --profile dist --features dev --bin modiar --bin empty-app
//! xvfb-run -a target/dist/empty-app --seconds 20
//! xvfb-run -a target/dist/modiar --autoplay perfect --frame-stats --window 1100x820
//! ```

use bevy::prelude::*;
use bevy::winit::WinitSettings;

/// Frames skipped while the window and the pipelines start.
const WARM_UP_SECONDS: f32 = 2.0;

#[derive(Resource)]
struct Run {
    seconds: f32,
    times: Vec<f32>,
}

fn main() {
    let seconds = std::env::args()
        .skip_while(|a| a != "--seconds")
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20.0);
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "empty".into(),
                resolution: (1100, 820).into(),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(WinitSettings::continuous())
        .insert_resource(Run {
            seconds,
            times: Vec::new(),
        })
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
            commands.spawn(Sprite::from_color(
                Color::srgb(0.45, 0.3, 0.18),
                Vec2::new(1000.0, 600.0),
            ));
        })
        .add_systems(Last, count_frame)
        .run();
}

fn count_frame(time: Res<Time<Real>>, mut run: ResMut<Run>, mut exit: MessageWriter<AppExit>) {
    let elapsed = time.elapsed_secs();
    if elapsed > WARM_UP_SECONDS {
        run.times.push(time.delta_secs());
    }
    if elapsed < WARM_UP_SECONDS + run.seconds {
        return;
    }
    let mut times = std::mem::take(&mut run.times);
    times.sort_by(f32::total_cmp);
    if !times.is_empty() {
        let at = |q: f32| times[((times.len() - 1) as f32 * q) as usize] * 1000.0;
        println!(
            "frame-stats: {} frames of the empty app: median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms",
            times.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
    exit.write(AppExit::Success);
}
