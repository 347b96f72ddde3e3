//! `modiar-cli` from the outside: output format, and bad input that exits
//! with status 2 and one line on stderr, never a panic.

use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command may exit before reading stdin; that is not a test failure.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

/// Asserts a bad-input exit: status 2, one line on stderr containing `words`.
fn refused(args: &[&str], stdin: &str, words: &str) {
    let out = cli(args, stdin);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?} {stdin:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(
        err.contains(words),
        "{args:?} {stdin:?}: {err:?} lacks {words:?}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

fn replay(stdin: &str) -> Value {
    let out = cli(&["replay"], stdin);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.trim_end().lines().count(), 1, "one JSON object");
    serde_json::from_str(&text).unwrap()
}

#[test]
fn replay_a_bare_array() {
    let out = replay("[0]");
    assert_eq!(
        out,
        json!({"states": [{"board": [2, 8, 8, 8, 8, 8], "captured": [0, 0],
                           "to_move": "north", "legal": [3, 4, 5]}],
               "result": null})
    );
}

#[test]
fn replay_an_object_with_a_start_to_the_end() {
    let out = replay(
        r#"{"moves": [2, 5, 1, 4, 0, 3, 2, 5, 1, 4, 0, 3],
            "start": {"board": [1, 2, 3, 1, 2, 3], "captured": [15, 15],
                      "to_move": "south", "first_move": false}}"#,
    );
    assert_eq!(out["states"].as_array().unwrap().len(), 12);
    assert_eq!(out["states"][11]["legal"], json!([]));
    assert_eq!(
        out["result"],
        json!({"south": 21, "north": 21, "winner": "draw", "end_reason": "repetition"})
    );
}

#[test]
fn replay_of_a_position_without_moves_reports_the_end() {
    let out = replay(
        r#"{"moves": [], "start": {"board": [1, 0, 1, 3, 2, 5], "captured": [15, 15],
                                    "to_move": "south", "first_move": false}}"#,
    );
    assert_eq!(
        out,
        json!({"states": [], "result": {"south": 17, "north": 25, "winner": "north",
                                        "end_reason": "no_moves"}})
    );
}

#[test]
fn empty_input() {
    refused(&["replay"], "", "empty input");
    refused(&["replay"], "  \n", "empty input");
}

#[test]
fn malformed_json_names_the_position() {
    refused(&["replay"], "[0, 3,", "line 1, column 6");
    refused(&["replay"], "{\n\"moves\": [0 3]}", "line 2, column 13");
    refused(&["replay"], "\"south\"", "found a string");
}

#[test]
fn pit_out_of_range() {
    refused(&["replay"], "[0, 7]", "move 1: pit 7 is out of range");
    refused(&["replay"], "[-1]", "move 0: pit -1 is out of range");
    refused(&["replay"], "[0, \"3\"]", "move 1: expected a pit number");
}

#[test]
fn illegal_move_names_its_index_and_reason() {
    refused(
        &["replay"],
        "[0, 1]",
        "move 1 (pit 1) is illegal: not your pit",
    );
    refused(
        &["replay"],
        r#"{"moves": [0], "start": {"board": [2, 0, 4, 0, 0, 0], "captured": [18, 18],
                                    "to_move": "south", "first_move": false}}"#,
        "move 0 (pit 0) is illegal: pit 0 would leave North with nothing",
    );
    refused(
        &["replay"],
        r#"{"moves": [1], "start": {"board": [0, 1, 5, 2, 2, 2], "captured": [15, 15],
                                    "to_move": "south", "first_move": false}}"#,
        "single stone",
    );
    refused(
        &["replay"],
        r#"{"moves": [0], "start": {"board": [1, 0, 1, 3, 2, 5], "captured": [15, 15],
                                    "to_move": "south", "first_move": false}}"#,
        "already over",
    );
}

#[test]
fn inconsistent_start() {
    let start = |board: &str, captured: &str, side: &str| {
        format!(
            r#"{{"moves": [], "start": {{"board": {board}, "captured": {captured},
                 "to_move": {side}, "first_move": false}}}}"#
        )
    };
    refused(
        &["replay"],
        &start("[7,7,7,7,7,7]", "[1,0]", "\"south\""),
        "43 stones",
    );
    refused(
        &["replay"],
        &start("[7,7,7,7,7,6]", "[1,0]", "\"south\""),
        "odd",
    );
    refused(
        &["replay"],
        &start("[7,7,7,7,7]", "[7,0]", "\"south\""),
        "6 stone counts, found 5",
    );
    refused(
        &["replay"],
        &start("[7,7,7,7,7,7]", "[0]", "\"south\""),
        "2 stone counts, found 1",
    );
    refused(
        &["replay"],
        &start("[7,7,7,7,7,7]", "[0,0]", "\"east\""),
        "\"south\" or \"north\"",
    );
    refused(
        &["replay"],
        &start("[7,7,7,7,7,-7]", "[0,0]", "\"south\""),
        "start.board[5]",
    );
    refused(
        &["replay"],
        r#"{"moves": [], "start": {"board": [7,7,7,7,7,7], "captured": [0,0]}}"#,
        "missing \"to_move\"",
    );
}

#[test]
fn commands_and_help() {
    refused(&["frobnicate"], "", "unknown command \"frobnicate\"");
    refused(&[], "", "no command");
    refused(&["check"], "", "check needs a file");
    refused(&["check", "/nonexistent/modiar.jsonl"], "", "cannot read");
    refused(&["replay", "extra"], "", "takes no arguments");
    let out = cli(&["--help"], "");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("modiar-cli replay"));
}

#[test]
fn check_names_a_malformed_line() {
    let dir = std::env::temp_dir().join(format!("modiar-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.jsonl");
    let good = r#"{"moves": [0], "result": null, "states": [{"board": [2, 8, 8, 8, 8, 8],
        "captured": [0, 0], "to_move": "north", "legal": [3, 4, 5]}]}"#;
    std::fs::write(
        &file,
        format!("{}\n{{\"moves\": [0,\n", good.replace('\n', "")),
    )
    .unwrap();
    refused(
        &["check", file.to_str().unwrap()],
        "",
        "malformed JSON at line 2, column 13",
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn binary_stdin_is_refused() {
    refused(&["replay"], "[0, \u{0}]", "malformed JSON");
    let mut child = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .arg("replay")
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(&[0x5b, 0xff, 0x5d])
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not UTF-8"));
}

#[test]
fn solve_analyse_and_move() {
    let dir = std::env::temp_dir().join(format!("modiar-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("table.bin");
    let path = file.to_str().unwrap();
    let out = cli(&["solve", "--write", path], "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let solved: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(solved["positions"], json!(6_540_556));
    assert!(solved["seconds"].as_f64().unwrap() > 0.0);
    // The solved opening, for South (the player to move): worth -2, and its
    // rightmost pit loses 2, the middle 4, the leftmost 18. Two solvers
    // written independently of this one found the same (README, "The solved
    // game"; tests/ai.rs checks the table directly).
    assert_eq!(solved["value"], json!(-2));
    assert_eq!(
        solved["moves"],
        json!([{"pit": 0, "value": -18}, {"pit": 1, "value": -4}, {"pit": 2, "value": -2}])
    );
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 6_540_556);

    // A hand-checked endgame: South must feed, North captures 2, 1–1 remain.
    let endgame = r#"{"board": [0, 0, 3, 1, 0, 0], "captured": [19, 19],
                      "to_move": "south", "first_move": false}"#;
    let out = cli(&["analyse", "--table", path], endgame);
    let analysed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        analysed,
        json!({"value": -2, "moves": [{"pit": 2, "value": -2}]})
    );

    // The opening from North's side is the same as from South's, mirrored.
    let opening = r#"{"board": [7, 7, 7, 7, 7, 7], "captured": [0, 0],
                      "to_move": "north", "first_move": true}"#;
    let out = cli(&["analyse", "--table", path], opening);
    let analysed: Value = serde_json::from_slice(&out.stdout).unwrap();
    // North's pits 3, 4, 5 mirror South's 0, 1, 2: the same -2, -18, -4, -2.
    assert_eq!(
        analysed,
        json!({"value": -2, "moves": [{"pit": 3, "value": -18}, {"pit": 4, "value": -4},
                                      {"pit": 5, "value": -2}]})
    );

    for level in [
        "beginner", "casual", "club", "expert", "master", "perfect", "3",
    ] {
        let out = cli(
            &["move", "--level", level, "--seed", "9", "--table", path],
            opening,
        );
        assert!(
            out.status.success(),
            "{level}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let pit: usize = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
        assert!((3..6).contains(&pit));
    }
    let out = cli(&["move", "--level", "perfect", "--table", path], opening);
    // Perfect plays North's only best opening move, its rightmost pit.
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "5");

    refused(
        &["move", "--level", "grandmaster"],
        opening,
        "unknown level \"grandmaster\"",
    );
    refused(&["move"], opening, "move needs --level");
    refused(
        &["move", "--level", "club", "--seed", "x"],
        opening,
        "--seed must be a whole number",
    );
    refused(&["move", "--level"], opening, "--level needs a value");
    refused(
        &["move", "--level", "club", "--depth", "3"],
        opening,
        "does not take \"--depth\"",
    );
    refused(
        &["move", "--level", "club"],
        r#"{"board": [1, 0, 1, 3, 2, 5], "captured": [15, 15], "to_move": "south", "first_move": false}"#,
        "already over",
    );
    refused(
        &["analyse", "--table", path],
        "[0, 1]",
        "\"start\" must be an object",
    );
    refused(&["analyse", "--table", path], "", "empty input");
    refused(
        &["analyse", "--table", path],
        r#"{"board": [7, 7, 7, 7, 7, 6], "captured": [1, 0], "to_move": "south", "first_move": false}"#,
        "odd",
    );
    std::fs::write(dir.join("short.bin"), [1, 2, 3]).unwrap();
    refused(
        &[
            "analyse",
            "--table",
            dir.join("short.bin").to_str().unwrap(),
        ],
        endgame,
        "not a Modiar table",
    );
    refused(&["solve", "--write"], "", "--write needs a value");
    std::fs::remove_dir_all(dir).ok();
}
