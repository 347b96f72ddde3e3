//! The solved table, computed once per run without freezing a frame: on a
//! background thread on the desktop; on the web by the page's Web Worker,
//! which hands the table over (see [`PageSolve`]), or, where no worker can
//! start, in slices across frames. Until it is ready the levels that need
//! it search instead.

use crate::ai::{Solver, Table};
use crate::game::state::{AppSystems, Turn, want_frames};
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

/// The page's Web Worker's news for the game (the web): its progress,
/// the finished table's bytes, or that it could not run. The platform's
/// page code fills it; the oracle reads it.
#[derive(Resource, Default, Debug)]
pub struct PageSolve {
    pub progress: f32,
    pub table: Option<Vec<u8>>,
    pub failed: bool,
}

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
    /// The page's Web Worker solves; `progress` is what it last said.
    Page { progress: f32, since: Instant },
}

/// How long to wait for the page's worker before solving here instead (it
/// takes a few seconds; a worker that died says nothing).
const PAGE_PATIENCE: Duration = Duration::from_secs(30);

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

    /// Whether the solve can say how far it has come (in slices, or by the
    /// page's worker; not the desktop's thread, which takes a second).
    pub fn reports_progress(&self) -> bool {
        matches!(self.job, Job::Sliced(_) | Job::Page { .. })
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
        // The page's worker is solving already (it starts with the page).
        #[cfg(target_arch = "wasm32")]
        self.await_page();
    }

    /// Waits for the table from the page's Web Worker (the web; tests).
    pub fn await_page(&mut self) {
        if self.table.is_none() {
            self.job = Job::Page {
                progress: 0.0,
                since: Instant::now(),
            };
        }
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
            (None, Job::Page { progress, .. }) => *progress,
            _ => 0.0,
        }
    }

    /// Collects a finished thread, or runs one slice. Returns true once the
    /// table is ready.
    pub fn poll(&mut self, budget: Duration, page: &mut PageSolve) -> bool {
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
            Job::Page { progress, since } => {
                if let Some(bytes) = page.table.take() {
                    match Table::from_bytes(bytes) {
                        Ok(table) => self.table = Some(Arc::new(table)),
                        Err(e) => {
                            warn!("the page's solver sent a bad table ({e}); solving here instead");
                            self.start_sliced();
                        }
                    }
                } else if page.failed || since.elapsed() > PAGE_PATIENCE {
                    warn!("the page's solver did not finish; solving here instead");
                    self.start_sliced();
                } else {
                    // In whole percent, so the figure changes as it shows.
                    let now = (page.progress * 100.0).floor() / 100.0;
                    self.job = Job::Page {
                        progress: now.max(progress),
                        since,
                    };
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

/// Polls the solve; the oracle is marked changed only when its table or
/// its progress is, so what shows them redraws only then.
fn poll_oracle(
    mut oracle: ResMut<Oracle>,
    mut page: ResMut<PageSolve>,
    turn: Option<Res<State<Turn>>>,
) {
    if oracle.is_solving() {
        let moving = turn.is_some_and(|t| *t.get() == Turn::Animating);
        let before = (oracle.table.is_some(), oracle.progress());
        let budget = if moving {
            SLICE_BUDGET
        } else {
            STILL_SLICE_BUDGET
        };
        oracle
            .bypass_change_detection()
            .poll(budget, page.bypass_change_detection());
        if (oracle.table.is_some(), oracle.progress()) != before {
            oracle.set_changed();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Oracle>()
        .init_resource::<PageSolve>()
        .init_resource::<SolveOnStart>()
        .add_systems(Startup, start_solving)
        .add_systems(Update, poll_oracle.in_set(AppSystems::TickTimers))
        // The solve's progress shows as it goes.
        .add_systems(
            Update,
            want_frames
                .run_if(|oracle: Res<Oracle>| oracle.reports_progress())
                .in_set(AppSystems::Show),
        );
}
