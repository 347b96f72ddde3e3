//! Game records in the JSON format of the reference records
//! (`tests/data/README.md`): reading moves and start positions with precise
//! messages for bad input, replaying them, and writing states and results.

use crate::rules::{Game, GameResult, PITS, Pit, Position, PositionError, Side};
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// Bad input, as a one-line message for the player or the script that sent it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError(pub String);

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RecordError {}

fn error(message: impl Into<String>) -> RecordError {
    RecordError(message.into())
}

/// A game to replay: where it starts and the pits played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameInput {
    pub start: Position,
    pub moves: Vec<Pit>,
}

/// One state of a record: the position after a move, with its legal moves.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub struct StateJson {
    pub board: [u8; PITS],
    pub captured: [u8; 2],
    pub to_move: &'static str,
    pub legal: Vec<Pit>,
}

/// The result of a finished record.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub struct ResultJson {
    pub south: u8,
    pub north: u8,
    pub winner: &'static str,
    pub end_reason: &'static str,
}

/// What `modiar-cli replay` prints: one object, comparable field by field
/// with a reference record.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub struct ReplayJson {
    pub states: Vec<StateJson>,
    pub result: Option<ResultJson>,
}

/// Parses JSON text, naming the line and column of a syntax error.
pub fn parse_json(text: &str) -> Result<Value, RecordError> {
    parse_json_at(text, 1)
}

/// Parses JSON text that starts on line `first_line` of a file.
pub fn parse_json_at(text: &str, first_line: usize) -> Result<Value, RecordError> {
    if text.trim().is_empty() {
        return Err(error(
            "empty input: expected a JSON array of pits or an object with \"moves\"",
        ));
    }
    serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        // serde_json appends " at line L column C"; say it once, up front.
        let reason = message
            .rsplit_once(" at line ")
            .map_or(message.as_str(), |(reason, _)| reason);
        error(format!(
            "malformed JSON at line {}, column {}: {reason}",
            e.line() + first_line - 1,
            e.column()
        ))
    })
}

/// The game in `value`: either a bare array of pits, or an object with
/// `"moves"` and an optional `"start"`.
pub fn game_input(value: &Value) -> Result<GameInput, RecordError> {
    game_input_with(value, start)
}

fn game_input_with(
    value: &Value,
    start: impl Fn(&Value) -> Result<Position, RecordError>,
) -> Result<GameInput, RecordError> {
    match value {
        Value::Array(_) => Ok(GameInput {
            start: Position::start(Side::South),
            moves: moves(value)?,
        }),
        Value::Object(object) => {
            let moves = match object.get("moves") {
                Some(m) => moves(m)?,
                None => return Err(error("the game object has no \"moves\" array")),
            };
            let start = match object.get("start") {
                None | Some(Value::Null) => Position::start(Side::South),
                Some(s) => start(s)?,
            };
            Ok(GameInput { start, moves })
        }
        other => Err(error(format!(
            "expected a JSON array of pits or an object with \"moves\", found {}",
            kind(other)
        ))),
    }
}

fn moves(value: &Value) -> Result<Vec<Pit>, RecordError> {
    let Value::Array(items) = value else {
        return Err(error(format!(
            "\"moves\" must be an array of pit numbers, found {}",
            kind(value)
        )));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| match item.as_i64() {
            Some(number) if let Some(pit) = usize::try_from(number).ok().and_then(Pit::new) => {
                Ok(pit)
            }
            Some(pit) => Err(error(format!(
                "move {i}: pit {pit} is out of range; pits are numbered 0 to 5"
            ))),
            None => Err(error(format!(
                "move {i}: expected a pit number 0 to 5, found {}",
                kind(item)
            ))),
        })
        .collect()
}

/// A start position: `{"board", "captured", "to_move", "first_move"}`, checked
/// for consistency (42 stones in all, an even board total).
pub fn start(value: &Value) -> Result<Position, RecordError> {
    let (board, captured, to_move, first_move) = start_fields(value)?;
    Position::new(board, captured, to_move, first_move)
        .map_err(|e| error(format!("inconsistent start: {e}")))
}

/// Like [`start`], but accepts an odd board total. Four of the reference
/// records (hand-44, hand-48 to hand-50) start from such boards, which no
/// game can reach; their sowing and capturing are still well defined.
fn reference_start(value: &Value) -> Result<Position, RecordError> {
    let (board, captured, to_move, first_move) = start_fields(value)?;
    match Position::new(board, captured, to_move, first_move) {
        Err(PositionError::OddBoard { .. }) => Ok(Position::from_parts_unchecked(
            board, captured, to_move, first_move,
        )),
        other => other.map_err(|e| error(format!("inconsistent start: {e}"))),
    }
}

type StartFields = ([u8; PITS], [u8; 2], Side, bool);

fn start_fields(value: &Value) -> Result<StartFields, RecordError> {
    let Value::Object(object) = value else {
        return Err(error(format!(
            "\"start\" must be an object, found {}",
            kind(value)
        )));
    };
    let field = |name: &str| {
        object
            .get(name)
            .ok_or_else(|| error(format!("\"start\" is missing \"{name}\"")))
    };
    let board: [u8; PITS] = counts(field("board")?, "start.board")?;
    let captured: [u8; 2] = counts(field("captured")?, "start.captured")?;
    let to_move = match field("to_move")? {
        Value::String(s) if s == "south" => Side::South,
        Value::String(s) if s == "north" => Side::North,
        other => {
            return Err(error(format!(
                "start.to_move must be \"south\" or \"north\", found {}",
                short(other)
            )));
        }
    };
    let first_move = field("first_move")?.as_bool().ok_or_else(|| {
        error(format!(
            "start.first_move must be true or false, found {}",
            short(&object["first_move"])
        ))
    })?;
    Ok((board, captured, to_move, first_move))
}

fn counts<const N: usize>(value: &Value, name: &str) -> Result<[u8; N], RecordError> {
    let Value::Array(items) = value else {
        return Err(error(format!(
            "{name} must be an array of {N} stone counts, found {}",
            kind(value)
        )));
    };
    if items.len() != N {
        return Err(error(format!(
            "{name} must hold {N} stone counts, found {}",
            items.len()
        )));
    }
    let mut out = [0u8; N];
    for (i, (slot, item)) in out.iter_mut().zip(items).enumerate() {
        *slot = match item.as_u64() {
            Some(n) if n <= 42 => n as u8,
            _ => {
                return Err(error(format!(
                    "{name}[{i}] must be a stone count from 0 to 42, found {}",
                    short(item)
                )));
            }
        };
    }
    Ok(out)
}

/// What kind of JSON value this is, for messages.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A value, shortened for a one-line message.
fn short(value: &Value) -> String {
    let mut text = value.to_string();
    if text.len() > 40 {
        let cut = (0..=37)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        text.truncate(cut);
        text.push_str("...");
    }
    text
}

pub fn state_json(position: &Position, game: &Game) -> StateJson {
    StateJson {
        board: position.board(),
        captured: position.captured(),
        to_move: position.to_move().as_str(),
        legal: game.legal_moves().into_iter().collect(),
    }
}

pub fn result_json(result: &GameResult) -> ResultJson {
    ResultJson {
        south: result.stones(Side::South),
        north: result.stones(Side::North),
        winner: result.winner().map_or("draw", Side::as_str),
        end_reason: result.reason.as_str(),
    }
}

/// Replays `input` and returns every state and the result. An illegal move is
/// an error that names its index and the rule it breaks.
pub fn replay(input: &GameInput) -> Result<ReplayJson, RecordError> {
    let mut game = Game::from_position(input.start);
    let mut states = Vec::with_capacity(input.moves.len());
    for (i, &pit) in input.moves.iter().enumerate() {
        game.play(pit)
            .map_err(|e| error(format!("move {i} (pit {pit}) is illegal: {e}")))?;
        states.push(state_json(game.position(), &game));
    }
    Ok(ReplayJson {
        states,
        result: game.result().as_ref().map(result_json),
    })
}

/// Compares a replay with a reference record. Returns the first difference,
/// named by its field path, or `None` when they agree. Unlike [`game_input`],
/// it accepts a start with an odd board total, as the reference records have.
pub fn compare(record: &Value) -> Result<Option<String>, RecordError> {
    let input = game_input_with(record, reference_start)?;
    let ours = match replay(&input) {
        Ok(ours) => serde_json::to_value(ours).expect("replay output is plain data"),
        Err(e) => return Ok(Some(e.0)),
    };
    for field in ["states", "result"] {
        let expected = record.get(field).unwrap_or(&Value::Null);
        if let Some(diff) = first_difference(field, expected, &ours[field]) {
            return Ok(Some(diff));
        }
    }
    Ok(None)
}

fn first_difference(path: &str, expected: &Value, got: &Value) -> Option<String> {
    match (expected, got) {
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => a
            .iter()
            .zip(b)
            .enumerate()
            .find_map(|(i, (x, y))| first_difference(&format!("{path}[{i}]"), x, y)),
        (Value::Object(a), Value::Object(b)) if a.len() == b.len() => {
            a.iter().find_map(|(k, x)| {
                first_difference(&format!("{path}.{k}"), x, b.get(k).unwrap_or(&Value::Null))
            })
        }
        _ if expected == got => None,
        _ => Some(format!(
            "{path}: expected {}, got {}",
            short(expected),
            short(got)
        )),
    }
}
