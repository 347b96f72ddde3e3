//! The checks run this program once per part (a moment, a size), two at a
//! time: the software renderer leaves a core idle otherwise. Each part's
//! output comes back in the order the parts were given.

use std::io::Read;
use std::process::{Command, Output, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Parts run at once.
const PARALLEL_RUNS: usize = 2;

/// Runs this program with each part's arguments; `label` names a part in
/// the progress lines. Returns each part's output, or why it could not run.
pub fn run_parts(check: &str, parts: &[(String, Vec<String>)]) -> Vec<Result<Output, String>> {
    let Ok(exe) = std::env::current_exe() else {
        return parts
            .iter()
            .map(|_| Err("cannot find this program to run it again".to_owned()))
            .collect();
    };
    let started = Instant::now();
    let queue = Mutex::new(parts.iter().enumerate().rev().collect::<Vec<_>>());
    let results = Mutex::new(vec![None; parts.len()]);
    std::thread::scope(|scope| {
        for _ in 0..PARALLEL_RUNS {
            scope.spawn(|| {
                while let Some((index, (label, args))) = queue.lock().ok().and_then(|mut q| q.pop())
                {
                    let mut output = run_once(&exe, args);
                    // A display busy with the other run may refuse a new
                    // window; the part then never started, and runs again.
                    for _ in 1..STARTS {
                        if !output.as_ref().is_ok_and(never_started) {
                            break;
                        }
                        output = run_once(&exe, args);
                    }
                    eprintln!(
                        "{check}: {label} checked ({:.0} s so far)",
                        started.elapsed().as_secs_f32()
                    );
                    if let Ok(mut results) = results.lock() {
                        results[index] = Some(output);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Err("it did not run".to_owned())))
        .collect()
}

/// How many times a part that could not open its window is started.
const STARTS: usize = 3;

/// The longest a part may run: a stuck one is stopped and fails the
/// check, instead of holding CI until its own limit. Far longer than any
/// part takes on a loaded 2-core machine.
const PART_LIMIT: Duration = Duration::from_secs(20 * 60);

fn run_once(exe: &std::path::Path, args: &[String]) -> Result<Output, String> {
    let mut child = Command::new(exe)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    // Read as the part writes: a full pipe would hold it.
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if started.elapsed() > PART_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "it was still running after {} minutes, and was stopped",
                PART_LIMIT.as_secs() / 60
            ));
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    Ok(Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// All a child's pipe gives, read on a thread of its own.
fn drain(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// Whether a part failed before it ran: no window from the display.
fn never_started(output: &Output) -> bool {
    !output.status.success()
        && String::from_utf8_lossy(&output.stderr).contains("Failed to build event loop")
}

/// The lines of a part's error output that say why it failed.
pub fn why_failed(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter(|l| l.contains("ERROR") || l.contains("panicked"))
        .collect::<Vec<_>>()
        .join(" / ")
}
