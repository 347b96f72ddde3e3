//! `modiar-cli`: the rules, the records and the solver from the command line.
//! Needs no Bevy. Bad input exits with status 2 and one line on stderr.

use modiar::cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cli::run(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("modiar-cli: {e}");
            ExitCode::from(cli::BAD_INPUT)
        }
    }
}
