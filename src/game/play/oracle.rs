//! The solved table, computed once per run without freezing a frame: on a
//! background thread where there are threads, in slices across frames on
//! the web. Until it is ready the levels that need it search instead.

use crate::ai::{Solver, Table};
use crate::game::state::{AppSystems, Turn};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How long the web build may spend solving in one frame while stones move.
pub const SLICE_BUDGET: Duration = Duration::from_millis(6);
/// ... and while nothing moves: the player is reading the board or a menu,
/// so a longer slice costs no visible smoothness and the table comes sooner.
pub const STILL_SLICE_BUDGET: Duration = Duration::from_millis(20);
/// Work units per `Solver::step` call inside a slice.
const STEP_UNITS: usize = 4_000;

/// The solved table, once it exists.
#[derive(Resource, Default)]
pub struct Oracle {
    table: Option<Arc<Table>>,
    job: Job,
    /// The longest time one frame's slice of the solve took while stones
    /// moved (budget `SLICE_BUDGET`), and while nothing moved.
    pub longest_slice: Duration,
    pub longest_still_slice: Duration,
}

#[derive(Default)]
enum Job {
    #[default]
    Idle,
    /// Solving on a thread.
    #[cfg(not(target_arch = "wasm32"))]
    Thread(std::thread::JoinHandle<Table>),
    /// Solving a slice per frame.
    Sliced(Box<Solver>),
}

impl Oracle {
    /// An oracle that already has its table (tests, or a second game).
    pub fn ready(table: Arc<Table>) -> Oracle {
        Oracle {
            table: Some(table),
            job: Job::Idle,
            longest_slice: Duration::ZERO,
            longest_still_slice: Duration::ZERO,
        }
    }

    pub fn table(&self) -> Option<Arc<Table>> {
        self.table.clone()
    }

    /// Whether a solve is under way.
    pub fn is_solving(&self) -> bool {
        !matches!(self.job, Job::Idle)
    }

    /// Whether frames are needed to make progress (the sliced solve).
    pub fn needs_frames(&self) -> bool {
        matches!(self.job, Job::Sliced(_))
    }

    /// Starts solving, on a thread where possible.
    pub fn start(&mut self) {
        if self.table.is_some() || self.is_solving() {
            return;
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            match std::thread::Builder::new()
                .name("modiar-solver".into())
                .spawn(Solver::solve)
            {
                Ok(handle) => self.job = Job::Thread(handle),
                Err(e) => {
                    warn!("cannot start the solver thread ({e}); solving in slices instead");
                    self.start_sliced();
                }
            }
        }
        #[cfg(target_arch = "wasm32")]
        self.start_sliced();
    }

    /// Starts solving in slices on this thread.
    pub fn start_sliced(&mut self) {
        if self.table.is_none() {
            self.job = Job::Sliced(Box::default());
        }
    }

    /// Progress of a sliced solve, 0 to 1.
    pub fn progress(&self) -> f32 {
        match (&self.table, &self.job) {
            (Some(_), _) => 1.0,
            (None, Job::Sliced(solver)) => solver.progress().fraction(),
            _ => 0.0,
        }
    }

    /// Collects a finished thread, or runs one slice. Returns true once the
    /// table is ready.
    pub fn poll(&mut self, budget: Duration) -> bool {
        match std::mem::take(&mut self.job) {
            Job::Idle => {}
            #[cfg(not(target_arch = "wasm32"))]
            Job::Thread(handle) => {
                if handle.is_finished() {
                    match handle.join() {
                        Ok(table) => self.table = Some(Arc::new(table)),
                        Err(_) => {
                            warn!("the solver thread failed; solving in slices instead");
                            self.start_sliced();
                        }
                    }
                } else {
                    self.job = Job::Thread(handle);
                }
            }
            Job::Sliced(mut solver) => {
                let started = Instant::now();
                loop {
                    if let Some(table) = solver.step(STEP_UNITS) {
                        self.table = Some(Arc::new(table));
                        break;
                    }
                    if started.elapsed() >= budget {
                        self.job = Job::Sliced(solver);
                        break;
                    }
                }
                let longest = if budget > SLICE_BUDGET {
                    &mut self.longest_still_slice
                } else {
                    &mut self.longest_slice
                };
                *longest = (*longest).max(started.elapsed());
            }
        }
        self.table.is_some()
    }
}

/// Whether the game should solve at all (tests may turn it off).
#[derive(Resource, Clone, Copy, Debug)]
pub struct SolveOnStart(pub bool);

impl Default for SolveOnStart {
    fn default() -> Self {
        SolveOnStart(true)
    }
}

fn start_solving(mut oracle: ResMut<Oracle>, solve: Res<SolveOnStart>) {
    if solve.0 {
        oracle.start();
    }
}

fn poll_oracle(mut oracle: ResMut<Oracle>, turn: Option<Res<State<Turn>>>) {
    if oracle.is_solving() {
        let moving = turn.is_some_and(|t| *t.get() == Turn::Animating);
        oracle.poll(if moving {
            SLICE_BUDGET
        } else {
            STILL_SLICE_BUDGET
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Oracle>()
        .init_resource::<SolveOnStart>()
        .add_systems(Startup, start_solving)
        .add_systems(Update, poll_oracle.in_set(AppSystems::TickTimers));
}
