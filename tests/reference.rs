//! Every reference record (an independent implementation's games) replays
//! state for state, through the library and through `modiar-cli check`.

use modiar::record;
use std::process::Command;

const RECORDS: &str = include_str!("data/games.jsonl");

#[test]
fn all_reference_records_match() {
    let mut games = 0;
    let mut mismatches = Vec::new();
    for line in RECORDS.lines().filter(|l| !l.trim().is_empty()) {
        let value = record::parse_json(line).expect("records are valid JSON");
        games += 1;
        if let Some(diff) = record::compare(&value).expect("records are well formed") {
            mismatches.push(format!("{}: {diff}", value["id"]));
        }
    }
    assert_eq!(games, 552);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn every_rule_tag_is_covered() {
    // The hand-made records exercise one rule each; make sure they are all here.
    let ids: Vec<String> = RECORDS
        .lines()
        .map(|l| {
            record::parse_json(l).unwrap()["id"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    for n in 1..=52 {
        assert!(ids.contains(&format!("hand-{n:02}")), "hand-{n:02} missing");
    }
}

#[test]
fn cli_check_reports_no_mismatches() {
    let out = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .args([
            "check",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games.jsonl"),
        ])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "552 games, 0 mismatches"
    );
    assert!(out.status.success());
}

#[test]
fn cli_check_counts_a_mismatch() {
    let dir = std::env::temp_dir().join(format!("modiar-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.jsonl");
    let first = RECORDS.lines().next().unwrap();
    // Corrupt one stone count in the first state.
    let mut value = record::parse_json(first).unwrap();
    value["states"][0]["board"][0] = serde_json::json!(99);
    std::fs::write(&file, format!("{first}\n{value}\n")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_modiar-cli"))
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "2 games, 1 mismatches"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("states[0].board"));
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(dir).ok();
}
