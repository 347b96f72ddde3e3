//! The commands of `modiar-cli`. Every failure is a [`CliError`]: one line,
//! exit status 2, never a panic.

use crate::ai::{Ai, Level, Solver, Table};
use crate::options::{self, Given, OptionError, Spec};
use crate::record::{self, RecordError};
use crate::rules::{Game, Position, Side};
use serde_json::json;
use std::fmt;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Exit status for bad input or a bad command line.
pub const BAD_INPUT: u8 = 2;

pub const USAGE: &str = r#"modiar-cli: Modiar's rules and records from the command line

Usage:
  modiar-cli replay            read a game on stdin (a JSON array of pits, or
                               {"moves": [...], "start": {...}}) and print
                               {"states": [...], "result": ...}
  modiar-cli check FILE.jsonl  replay every record in FILE and print
                               "N games, M mismatches" (exit 1 on a mismatch)
  modiar-cli solve [--write FILE]
                               solve every position; print {"positions", "seconds",
                               "value", "moves"} for the opening (South to move,
                               first-move rule on); --write saves the table
  modiar-cli analyse [--table FILE]
                               read a position on stdin ({"board", "captured",
                               "to_move", "first_move"}) and print its value and
                               each legal move's value for the player to move
  modiar-cli move --level L [--seed N] [--table FILE]
                               read a position on stdin and print the pit level L
                               plays (beginner, casual, club, expert, master,
                               perfect, or 1-6)
  modiar-cli puzzles [--seed N]
                               generate the puzzle set: positions from games
                               between the levels with one clearly best move,
                               graded by the searchers; one JSON object a line:
                               {"id", "tier", "board", "captured", "to_move",
                               "first_move", "answer", "values": [{"pit", "value"}]}
                               (the game ships the set of seed 1)
  modiar-cli code encode       read a game on stdin (as for replay) and print its
                               code: a short URL-safe text with a checksum
  modiar-cli code decode       read a code on stdin and print {"moves": [...],
                               "start": {...}}
  modiar-cli tournament [--games N] [--seed N]
                               play every level against every other and against a
                               depth-9 alpha-beta searcher; print the tables
  modiar-cli newcomers [--games N] [--seed N]
                               play two stand-ins for a newcomer (any legal pit;
                               the biggest capture now) against beginner and
                               casual, N games each (1000); print how long the
                               games last and who wins
  modiar-cli --help            this text

Values are net future stones for the player to move: what they will still
capture or keep, minus the opponent's, under perfect play.

Pits are numbered 0-5 counter-clockwise: South owns 0-2, North owns 3-5.
Bad input exits with status 2 and a one-line message on stderr."#;

/// A one-line reason why a command cannot run.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<RecordError> for CliError {
    fn from(e: RecordError) -> Self {
        CliError(e.0)
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, CliError> {
    Err(CliError(message.into()))
}

/// Runs one command line (without the program name).
pub fn run(args: &[String]) -> Result<ExitCode, CliError> {
    let Some((command, rest)) = args.split_first() else {
        return fail("no command given; try `modiar-cli --help`");
    };
    match command.as_str() {
        "-h" | "--help" | "help" => {
            print(USAGE)?;
            Ok(ExitCode::SUCCESS)
        }
        "-V" | "--version" => {
            print(concat!("modiar-cli ", env!("CARGO_PKG_VERSION")))?;
            Ok(ExitCode::SUCCESS)
        }
        "replay" => {
            no_more_args(command, rest)?;
            replay()
        }
        "check" => match rest {
            [file] => check(file),
            [] => fail("check needs a file: modiar-cli check FILE.jsonl"),
            _ => fail(format!("check takes one file, got {}", rest.len())),
        },
        "solve" => solve(&Options::parse(command, rest, &["--write"])?),
        "analyse" | "analyze" => analyse(&Options::parse(command, rest, &["--table"])?),
        "move" => choose_move(&Options::parse(
            command,
            rest,
            &["--level", "--seed", "--table"],
        )?),
        "tournament" => tournament(&Options::parse(command, rest, &["--games", "--seed"])?),
        "newcomers" => newcomers(&Options::parse(command, rest, &["--games", "--seed"])?),
        "puzzles" => puzzles(&Options::parse(command, rest, &["--seed"])?),
        "code" => match rest {
            [what] if what == "encode" => encode_code(),
            [what] if what == "decode" => decode_code(),
            _ => fail("code takes encode or decode: modiar-cli code encode < game.json"),
        },
        other => fail(format!(
            "unknown command {other:?}; the commands are replay, check, solve, analyse, move, puzzles, code, tournament and newcomers (see --help)"
        )),
    }
}

fn no_more_args(command: &str, rest: &[String]) -> Result<(), CliError> {
    match rest.first() {
        None => Ok(()),
        Some(arg) => fail(format!(
            "{command} reads stdin and takes no arguments, got {arg:?}"
        )),
    }
}

/// Prints a line to stdout. A closed pipe is an error, not a panic.
pub fn print(text: &str) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .or_else(|e| fail(format!("cannot write to stdout: {e}")))
}

/// All of stdin as text.
pub fn read_stdin() -> Result<String, CliError> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .or_else(|e| fail(format!("cannot read stdin: {e}")))?;
    String::from_utf8(bytes).or_else(|e| {
        fail(format!(
            "stdin is not UTF-8 text (bad byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

fn replay() -> Result<ExitCode, CliError> {
    let value = record::parse_json(&read_stdin()?)?;
    let input = record::game_input(&value)?;
    let output = record::replay(&input)?;
    print(&serde_json::to_string(&output).expect("replay output is plain data"))?;
    Ok(ExitCode::SUCCESS)
}

fn check(file: &str) -> Result<ExitCode, CliError> {
    let text =
        std::fs::read_to_string(file).or_else(|e| fail(format!("cannot read {file}: {e}")))?;
    let (mut games, mut mismatches) = (0usize, 0usize);
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let value =
            record::parse_json_at(line, n + 1).map_err(|e| CliError(format!("{file}: {e}")))?;
        let at = |e: RecordError| CliError(format!("{file} line {}: {e}", n + 1));
        games += 1;
        if let Some(diff) = record::compare(&value).map_err(at)? {
            mismatches += 1;
            let id = value
                .get("id")
                .and_then(|v| v.as_str())
                .map_or_else(|| format!("line {}", n + 1), str::to_owned);
            eprintln!("{id}: {diff}");
        }
    }
    print(&format!("{games} games, {mismatches} mismatches"))?;
    Ok(if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `--name value` options of one command.
struct Options<'a> {
    command: &'a str,
    given: Given<'a>,
}

impl<'a> Options<'a> {
    fn parse(
        command: &'a str,
        args: &'a [String],
        known: &'static [&'static str],
    ) -> Result<Self, CliError> {
        let specs: Vec<Spec> = known
            .iter()
            .map(|name| Spec::valued(std::slice::from_ref(name), "a value"))
            .collect();
        let given = options::read(args, &specs).map_err(|e| match e {
            OptionError::Unknown(arg) if known.is_empty() => {
                CliError(format!("{command} takes no options, got {arg:?}"))
            }
            OptionError::Unknown(arg) => CliError(format!(
                "{command} does not take {arg:?}; it takes {}",
                known.join(", ")
            )),
            other => CliError(other.to_string()),
        })?;
        Ok(Options { command, given })
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.given.get(name)
    }

    fn number(
        &self,
        name: &str,
        default: u64,
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<u64, CliError> {
        let Some(text) = self.get(name) else {
            return Ok(default);
        };
        match text.parse::<u64>() {
            Ok(n) if range.contains(&n) => Ok(n),
            _ => fail(format!(
                "{} {name} must be a whole number from {} to {}, got {text:?}",
                self.command,
                range.start(),
                range.end()
            )),
        }
    }
}

/// The solved table: read from `--table FILE` if given, else solved now.
fn table(options: &Options) -> Result<Table, CliError> {
    match options.get("--table") {
        None => Ok(Solver::solve()),
        Some(file) => {
            let bytes =
                std::fs::read(file).or_else(|e| fail(format!("cannot read {file}: {e}")))?;
            Table::from_bytes(bytes).or_else(|e| fail(format!("{file} is not a Modiar table: {e}")))
        }
    }
}

/// A position on stdin, in the `start` format of the game records.
fn position_from_stdin() -> Result<Position, CliError> {
    let value = record::parse_json(&read_stdin()?)?;
    Ok(record::start(&value)?)
}

fn move_values_json(table: &Table, position: &Position) -> serde_json::Value {
    let moves: Vec<_> = table
        .move_values(position)
        .iter()
        .map(|(pit, value)| json!({"pit": pit, "value": value}))
        .collect();
    json!(moves)
}

fn solve(options: &Options) -> Result<ExitCode, CliError> {
    let started = Instant::now();
    let table = Solver::solve();
    let seconds = started.elapsed().as_secs_f64();
    if let Some(file) = options.get("--write") {
        std::fs::write(file, table.as_bytes())
            .or_else(|e| fail(format!("cannot write {file}: {e}")))?;
    }
    let opening = Position::start(Side::South);
    let output = json!({
        "positions": table.as_bytes().len(),
        "seconds": (seconds * 1000.0).round() / 1000.0,
        "value": table.value(&opening),
        "moves": move_values_json(&table, &opening),
    });
    print(&output.to_string())?;
    Ok(ExitCode::SUCCESS)
}

fn analyse(options: &Options) -> Result<ExitCode, CliError> {
    let position = position_from_stdin()?;
    let table = table(options)?;
    let value = table
        .value(&position)
        .expect("consistent positions have an even board");
    let output = json!({"value": value, "moves": move_values_json(&table, &position)});
    print(&output.to_string())?;
    Ok(ExitCode::SUCCESS)
}

fn choose_move(options: &Options) -> Result<ExitCode, CliError> {
    let level = match options.get("--level") {
        None => return fail("move needs --level (beginner, casual, club, expert, master, perfect, or 1-6)"),
        Some(text) => Level::parse(text).ok_or_else(|| {
            CliError(format!(
                "unknown level {text:?}; the levels are beginner, casual, club, expert, master and perfect (or 1-6)"
            ))
        })?,
    };
    let seed = match options.get("--seed") {
        Some(_) => options.number("--seed", 0, 0..=u64::MAX)?,
        None => {
            rand::RngCore::next_u64(&mut <rand::rngs::StdRng as rand::SeedableRng>::from_os_rng())
        }
    };
    let position = position_from_stdin()?;
    let game = Game::from_position(position);
    if game.is_over() {
        return fail(format!(
            "the game is already over: {} has no legal move",
            position.to_move()
        ));
    }
    let table = if level.wants_table() {
        Some(table(options)?)
    } else {
        None
    };
    let pit = Ai::new(level, seed)
        .choose(&game, table.as_ref())
        .expect("the game is not over");
    print(&pit.to_string())?;
    Ok(ExitCode::SUCCESS)
}

fn tournament(options: &Options) -> Result<ExitCode, CliError> {
    let games = options.number("--games", 200, 2..=100_000)? as usize;
    let seed = options.number("--seed", 1, 0..=u64::MAX)?;
    let started = Instant::now();
    let table = Solver::solve();
    let report = crate::ai::tournament::round_robin(&table, games, seed);
    print(&report.to_markdown())?;
    print(&format!(
        "\n({games} games a pair, seed {seed}, {:.1} s)",
        started.elapsed().as_secs_f64()
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn newcomers(options: &Options) -> Result<ExitCode, CliError> {
    use crate::ai::tournament::{newcomer_matches, newcomers_markdown};
    let games = options.number("--games", 1000, 2..=100_000)? as usize;
    let seed = options.number("--seed", 1, 0..=u64::MAX)?;
    let started = Instant::now();
    let matches = newcomer_matches(games, seed);
    print(&newcomers_markdown(&matches))?;
    print(&format!(
        "({games} games a match, seed {seed}, {:.1} s)",
        started.elapsed().as_secs_f64()
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn puzzles(options: &Options) -> Result<ExitCode, CliError> {
    use crate::ai::puzzles::{SHIPPED_SEED, generate, to_lines};
    let seed = options.number("--seed", SHIPPED_SEED, 0..=u64::MAX)?;
    let table = Solver::solve();
    let lines = to_lines(&generate(&table, seed));
    print(lines.trim_end())?;
    Ok(ExitCode::SUCCESS)
}

fn encode_code() -> Result<ExitCode, CliError> {
    let value = record::parse_json(&read_stdin()?)?;
    let input = record::game_input(&value)?;
    let code = crate::code::encode(&input.start, &input.moves).or_else(|e| fail(e.to_string()))?;
    print(&code)?;
    Ok(ExitCode::SUCCESS)
}

fn decode_code() -> Result<ExitCode, CliError> {
    let (start, moves) = crate::code::decode(&read_stdin()?).or_else(|e| fail(e.to_string()))?;
    let output = json!({
        "moves": moves,
        "start": {
            "board": start.board(),
            "captured": start.captured(),
            "to_move": start.to_move().as_str(),
            "first_move": start.first_move(),
        },
    });
    print(&output.to_string())?;
    Ok(ExitCode::SUCCESS)
}
