//! The solver for the web, as a bare wasm module run in a Web Worker: the
//! page's own thread never solves. The worker calls [`solver_step`] until
//! it reports the table done, then copies the table out of this module's
//! memory ([`table_ptr`], [`table_len`]) and hands it to the page as a
//! transferable `ArrayBuffer`.
//!
//! No wasm-bindgen: plain exported functions, numbers in and out.

use modiar::ai::{Solver, Table};
use std::cell::RefCell;

/// The solve in progress, then its table. A worker runs one thread.
enum State {
    Solving(Box<Solver>),
    Done(Table),
}

thread_local! {
    static STATE: RefCell<Option<State>> = const { RefCell::new(None) };
}

/// Starts a solve (again, if one was under way).
#[unsafe(no_mangle)]
pub extern "C" fn solver_new() {
    STATE.with(|s| *s.borrow_mut() = Some(State::Solving(Box::default())));
}

/// Does about `units` units of work. Returns 1 once the table is done
/// (and on every call after), 0 while work remains or if no solve was
/// started.
#[unsafe(no_mangle)]
pub extern "C" fn solver_step(units: u32) -> u32 {
    STATE.with(|s| {
        let mut state = s.borrow_mut();
        match state.take() {
            Some(State::Solving(mut solver)) => match solver.step(units as usize) {
                Some(table) => {
                    *state = Some(State::Done(table));
                    1
                }
                None => {
                    *state = Some(State::Solving(solver));
                    0
                }
            },
            Some(State::Done(table)) => {
                *state = Some(State::Done(table));
                1
            }
            None => 0,
        }
    })
}

/// How far the solve has come, 0 to 1.
#[unsafe(no_mangle)]
pub extern "C" fn solver_progress() -> f32 {
    STATE.with(|s| match &*s.borrow() {
        Some(State::Solving(solver)) => solver.progress().fraction(),
        Some(State::Done(_)) => 1.0,
        None => 0.0,
    })
}

/// Where the finished table's bytes start in this module's memory (null
/// until it is done).
#[unsafe(no_mangle)]
pub extern "C" fn table_ptr() -> *const u8 {
    STATE.with(|s| match &*s.borrow() {
        Some(State::Done(table)) => table.as_bytes().as_ptr(),
        _ => std::ptr::null(),
    })
}

/// How many bytes the finished table holds (0 until it is done).
#[unsafe(no_mangle)]
pub extern "C" fn table_len() -> usize {
    STATE.with(|s| match &*s.borrow() {
        Some(State::Done(table)) => table.as_bytes().len(),
        _ => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steps_end_in_the_same_table_as_one_solve() {
        assert_eq!((solver_step(10), table_len()), (0, 0), "nothing started");
        solver_new();
        let mut steps = 0;
        let mut last = 0.0;
        while solver_step(400_000) == 0 {
            steps += 1;
            let progress = solver_progress();
            assert!(
                progress >= last && progress < 1.0,
                "{progress} after {last}"
            );
            last = progress;
        }
        assert!(steps > 10, "the solve came in steps ({steps})");
        assert_eq!(solver_progress(), 1.0);
        assert_eq!(solver_step(1), 1, "done stays done");
        let bytes = unsafe { std::slice::from_raw_parts(table_ptr(), table_len()) };
        assert_eq!(bytes, modiar::ai::Solver::solve().as_bytes());
    }
}
