//! The computer's turn: it chooses off the main thread (where there are
//! threads), waits a short "thinking" pause so its move can be followed,
//! then plays through the same path as a person.

use super::match_state::{Match, Players, play_move};
use super::oracle::Oracle;
use super::settings::Settings;
use crate::ai::Ai;
use crate::game::state::{AppSystems, Turn, no_dialog};
use crate::prefs::Controller;
use crate::rules::Pit;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

/// The pause before the computer moves, at normal speed.
pub const THINKING_SECONDS: f32 = 0.5;

/// The computer's choice in progress, and the pause that lets a player
/// follow it.
#[derive(Resource)]
pub struct Thinking {
    choice: Choice,
    pause: Timer,
}

impl Thinking {
    /// Whether the computer's search still runs off the main thread.
    pub fn searching(&self) -> bool {
        matches!(self.choice, Choice::Searching(_))
    }
}

/// Where the computer's choice stands.
enum Choice {
    /// Not begun: the level may wait for the solved table.
    Waiting,
    /// Being searched, off the main thread where there are threads.
    Searching(Task<Option<Pit>>),
    /// Found (or none found, in a game that should have a move).
    Made(Option<Pit>),
}

/// Seeds the computer's choices; the same seed replays the same game.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiSeed(pub u64);

impl Default for AiSeed {
    fn default() -> Self {
        AiSeed(rand::RngCore::next_u64(
            &mut <rand::rngs::StdRng as rand::SeedableRng>::from_os_rng(),
        ))
    }
}

fn start_thinking(settings: Res<Settings>, mut commands: Commands) {
    let seconds = THINKING_SECONDS;
    commands.insert_resource(Thinking {
        choice: Choice::Waiting,
        pause: Timer::from_seconds(seconds * settings.speed.duration_factor(), TimerMode::Once),
    });
}

fn think_and_play(
    time: Res<Time>,
    thinking: Option<ResMut<Thinking>>,
    players: Res<Players>,
    oracle: Res<Oracle>,
    seed: Res<AiSeed>,
    mut game: ResMut<Match>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut commands: Commands,
) {
    let Some(mut thinking) = thinking else {
        return;
    };
    thinking.pause.tick(time.delta());
    if let Choice::Waiting = thinking.choice {
        let Controller::Computer(level) = players.of(game.to_move()) else {
            return;
        };
        // The table arrives a second or so after start-up on the desktop,
        // a few seconds after the page on the web: wait for it, so the
        // levels built on it play as they should from the first move.
        // (The sliced solve, where the web has no worker, takes longer:
        // they search meanwhile.)
        if level.wants_table()
            && oracle.table().is_none()
            && oracle.is_solving()
            && !oracle.needs_frames()
        {
            return;
        }
        let snapshot = game.snapshot();
        let table = oracle.table();
        // A different stream for every ply, so undo and replay stay reproducible.
        let ply_seed = seed.0 ^ (snapshot.moves().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        thinking.choice =
            Choice::Searching(AsyncComputeTaskPool::get().spawn(async move {
                Ai::new(level, ply_seed).choose(&snapshot, table.as_deref())
            }));
    }
    if let Choice::Searching(task) = &mut thinking.choice
        && let Some(choice) = check_ready(task)
    {
        thinking.choice = Choice::Made(choice);
    }
    let Choice::Made(choice) = thinking.choice else {
        return;
    };
    if !thinking.pause.is_finished() {
        return;
    }
    commands.remove_resource::<Thinking>();
    match choice {
        Some(pit) => {
            if let Err(e) = play_move(&mut game, pit, &mut next_turn, &mut commands) {
                error!("the computer chose an illegal move: {e}");
            }
        }
        None => warn!("the computer found no move in a game that is not over"),
    }
}

fn stop_thinking(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiSeed>()
        .add_systems(OnEnter(Turn::Ai), start_thinking)
        .add_systems(OnExit(Turn::Ai), stop_thinking)
        .add_systems(
            Update,
            // The computer waits while a dialog covers the board.
            think_and_play
                .run_if(in_state(Turn::Ai).and_then(no_dialog))
                .in_set(AppSystems::Update),
        );
}
