//! Every reference record (an independent implementation's games) replays
//! state for state, through the library and through `modiar-cli check`.

use modiar::record;
use modiar::rules::{EndReason, Game, IllegalMove, MoveReport, Pit, Position, Side, Starvation};
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

/// A hand-made record's start, as written: four of them start from an odd
/// board total, which `Position::new` would refuse.
fn record_start(value: &serde_json::Value) -> Position {
    let Some(start) = value.get("start") else {
        return Position::start(Side::South);
    };
    let numbers = |key: &str| -> Vec<u8> {
        start[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap() as u8)
            .collect()
    };
    let board: [u8; 6] = numbers("board").try_into().unwrap();
    let captured: [u8; 2] = numbers("captured").try_into().unwrap();
    let to_move = match start["to_move"].as_str().unwrap() {
        "south" => Side::South,
        _ => Side::North,
    };
    Position::from_parts_unchecked(board, captured, to_move, start["first_move"] == true)
}

/// The refusals of every pit of the mover that holds two stones or more.
fn refusals(p: &Position) -> Vec<(Pit, Option<Starvation>)> {
    p.to_move()
        .pits()
        .into_iter()
        .filter(|&pit| p.stones(pit) >= 2)
        .map(|pit| match p.check(pit) {
            Err(IllegalMove::WouldStarve { rule, .. }) => (pit, Some(rule)),
            _ => (pit, None),
        })
        .collect()
}

/// Whether a record exercises the rule its tag names, judged from the
/// rules core's own reports of its moves.
fn exercises(tag: &str, value: &serde_json::Value) -> bool {
    let start = record_start(value);
    let moves: Vec<Pit> = value["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let number = m.as_u64().unwrap().try_into().unwrap();
            Pit::new(number).expect("a pit on the board")
        })
        .collect();
    let mut game = Game::from_position(start);
    let mut positions = vec![start];
    let reports: Vec<MoveReport> = moves.iter().map(|&pit| game.play(pit).unwrap()).collect();
    positions.extend(reports.iter().map(|r| r.after));
    let result = game.result();
    let end = *game.position();
    let rows = |report: &MoveReport| {
        let owners: Vec<Side> = report.captures().iter().map(|c| c.pit.side()).collect();
        owners.contains(&Side::South) && owners.contains(&Side::North)
    };
    let opponent_row_empty = |p: &Position| p.row_total(p.to_move().opponent()) == 0;
    let ended_without_moves = result.is_some_and(|r| r.reason == EndReason::NoMoves);
    match tag {
        // Provenance, not a rule.
        "hand_made" => true,
        "start" => value.get("start").is_some(),
        "first_move_forfeit" => reports.iter().any(|r| r.forfeited),
        "capture" => reports.iter().any(|r| !r.captures().is_empty()),
        "chain_ge4" => reports.iter().any(|r| r.captures().len() >= 4),
        "chain_cross_rows" => reports.iter().any(rows),
        "chain_includes_origin" => reports
            .iter()
            .any(|r| r.captures().iter().any(|c| c.pit == r.origin)),
        "sow_ge13" => reports.iter().any(|r| r.stones_sown() >= 13),
        "sow_ge19" => reports.iter().any(|r| r.stones_sown() >= 19),
        "mustshare_filtered" => positions.iter().any(|p| {
            opponent_row_empty(p)
                && refusals(p)
                    .iter()
                    .any(|(_, r)| *r == Some(Starvation::Feeding))
        }),
        // A move that sows into the empty row and captures it all back.
        "fed_then_recaptured" => positions.iter().any(|p| {
            refusals(p).iter().any(|&(pit, rule)| {
                let reaches = (0..usize::from(p.stones(pit)))
                    .any(|i| p.to_move().opponent().owns(pit.after(i)));
                rule == Some(Starvation::Feeding) && reaches
            })
        }),
        "grandslam_filtered" => positions.iter().any(|p| {
            refusals(p)
                .iter()
                .any(|(_, r)| *r == Some(Starvation::GrandSlam))
        }),
        "end:all_grand_slams" | "all_grand_slams" => {
            let refused = refusals(&end);
            ended_without_moves
                && !refused.is_empty()
                && refused
                    .iter()
                    .all(|(_, r)| *r == Some(Starvation::GrandSlam))
        }
        "end:cannot_feed" | "cannot_feed" => {
            let refused = refusals(&end);
            ended_without_moves
                && opponent_row_empty(&end)
                && !refused.is_empty()
                && refused.iter().all(|(_, r)| *r == Some(Starvation::Feeding))
        }
        "end:singletons" | "singletons" => {
            ended_without_moves && end.to_move().pits().iter().all(|&pit| end.stones(pit) <= 1)
        }
        "passes_21" => positions[..positions.len() - 1]
            .iter()
            .any(|p| p.captured().iter().any(|&c| c > 21)),
        "tie" => result.is_some_and(|r| r.score == [21, 21]),
        "endless_cycle" => result.is_some_and(|r| matches!(r.reason, EndReason::Repetition { .. })),
        "no_move_at_start" => {
            moves.is_empty() && start.legal_moves().is_empty() && result.is_some()
        }
        other => panic!("no check for the tag {other:?}"),
    }
}

#[test]
fn every_hand_made_record_exercises_the_rules_its_tags_name() {
    let mut tags_seen = std::collections::BTreeSet::new();
    let mut hand = 0;
    for line in RECORDS.lines().filter(|l| l.contains("\"hand-")) {
        let value = record::parse_json(line).unwrap();
        hand += 1;
        for tag in value["tags"].as_array().unwrap() {
            let tag = tag.as_str().unwrap();
            assert!(
                exercises(tag, &value),
                "{} is tagged {tag} but does not exercise it",
                value["id"]
            );
            tags_seen.insert(tag.to_owned());
        }
    }
    assert_eq!(hand, 52);
    // Every rule of the specification has its record.
    for rule in [
        "first_move_forfeit",
        "chain_ge4",
        "chain_cross_rows",
        "chain_includes_origin",
        "sow_ge19",
        "mustshare_filtered",
        "fed_then_recaptured",
        "grandslam_filtered",
        "end:all_grand_slams",
        "end:cannot_feed",
        "end:singletons",
        "passes_21",
        "tie",
        "endless_cycle",
        "no_move_at_start",
    ] {
        assert!(tags_seen.contains(rule), "no record for {rule}");
    }
    // And a check can fail: the opening exercises none of these.
    let opening = record::parse_json(r#"{"moves": [2]}"#).unwrap();
    assert!(!exercises("chain_ge4", &opening));
    assert!(!exercises("tie", &opening));
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
