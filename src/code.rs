//! A game as a short code, to share without a server: its start and its
//! moves, packed, with a checksum, in URL-safe characters. A mistyped code
//! is refused rather than misread.
//!
//! The bytes, before they are written out in base64url (no padding):
//!
//! | bytes | meaning |
//! |---|---|
//! | 1 | format version (high four bits, 1 today) and flags: bit 0 a start of its own follows; bit 1 North makes the first move of the opening |
//! | 9, if bit 0 | the start: six pit counts, South's and North's captures, then bit 0 North to move, bit 1 the first-move rule on |
//! | 1 or more | the number of moves, LEB128 |
//! | ⌈moves / 4⌉ | each move as the pit's place in the mover's row (0, 1 or 2), two bits a move, the first in the lowest bits |
//! | 2 | CRC-16/CCITT-FALSE of everything before it, big-endian |
//!
//! Turns alternate in Modiar, so the mover of each move follows from the
//! start. Decoding replays the moves: a code whose moves are not legal is
//! refused too.

use crate::rules::{Game, Pit, Position, ROW, Side};
use std::fmt;

/// The version this build writes and reads.
pub const CODE_VERSION: u8 = 1;

const CUSTOM_START: u8 = 0b01;
const NORTH_FIRST: u8 = 0b10;

/// Why a code was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not made of the code's characters.
    NotACode,
    /// Too short to hold a game, or cut short.
    TooShort,
    /// The checksum does not match: mistyped, or damaged.
    Damaged,
    /// Made by a newer version of the game (or not by this game at all).
    UnknownVersion(u8),
    /// The start it names is not a position of Modiar.
    BadStart(String),
    /// A move is not legal where it is played.
    IllegalMove { ply: usize },
    /// The game cannot be written as a code (an odd start, an illegal move).
    Unencodable(String),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::NotACode => {
                f.write_str("not a Modiar game code: it holds characters a code never has")
            }
            CodeError::TooShort => f.write_str("the code is too short: part of it is missing"),
            CodeError::Damaged => {
                f.write_str("the code is damaged or mistyped: its checksum does not match")
            }
            CodeError::UnknownVersion(v) => write!(
                f,
                "the code is of format {v}, which this version does not know"
            ),
            CodeError::BadStart(why) => {
                write!(f, "the code's start is not a Modiar position: {why}")
            }
            CodeError::IllegalMove { ply } => {
                write!(f, "move {} of the code is not legal", ply + 1)
            }
            CodeError::Unencodable(why) => {
                write!(f, "this game cannot be written as a code: {why}")
            }
        }
    }
}

impl std::error::Error for CodeError {}

/// CRC-16/CCITT-FALSE: polynomial 0x1021, start 0xFFFF. One changed
/// character changes at most 6 bits in a row, two swapped ones at most 12:
/// it notices every such burst.
pub(crate) fn crc16(bytes: &[u8]) -> u16 {
    let mut crc: u16 = 0xffff;
    for &byte in bytes {
        crc ^= u16::from(byte) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    crc
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub(crate) fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub(crate) fn from_base64url(text: &str) -> Result<Vec<u8>, CodeError> {
    let values: Vec<u32> = text
        .bytes()
        .map(|c| {
            ALPHABET
                .iter()
                .position(|&a| a == c)
                .map(|v| v as u32)
                .ok_or(CodeError::NotACode)
        })
        .collect::<Result<_, _>>()?;
    if values.len() % 4 == 1 {
        return Err(CodeError::TooShort);
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        let bytes = chunk.len() - 1;
        // The bits past the last byte are always zero in a code we wrote:
        // a character changed only there would otherwise read the same.
        if n & ((1 << (24 - 8 * bytes)) - 1) != 0 {
            return Err(CodeError::Damaged);
        }
        for i in 0..bytes {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

/// The code of a game: its start and its moves.
pub fn encode(start: &Position, moves: &[Pit]) -> Result<String, CodeError> {
    let unencodable = |why: String| Err(CodeError::Unencodable(why));
    if let Err(e) = Position::new(
        start.board(),
        start.captured(),
        start.to_move(),
        start.first_move(),
    ) {
        return unencodable(e.to_string());
    }
    let opening = *start == Position::start(start.to_move());
    let mut bytes = vec![CODE_VERSION << 4];
    if opening {
        if start.to_move() == Side::North {
            bytes[0] |= NORTH_FIRST;
        }
    } else {
        bytes[0] |= CUSTOM_START;
        bytes.extend(start.board());
        bytes.extend(start.captured());
        bytes.push(u8::from(start.to_move() == Side::North) | u8::from(start.first_move()) << 1);
    }
    let mut count = moves.len();
    loop {
        let low = (count & 0x7f) as u8;
        count >>= 7;
        bytes.push(if count == 0 { low } else { low | 0x80 });
        if count == 0 {
            break;
        }
    }
    let mut game = Game::from_position(*start);
    let mut packed = Vec::with_capacity(moves.len().div_ceil(4));
    for (ply, &pit) in moves.iter().enumerate() {
        let mover = game.to_move();
        if game.play(pit).is_err() {
            return unencodable(format!("move {} (pit {pit}) is not legal", ply + 1));
        }
        debug_assert_eq!(pit.side(), mover, "a legal move is the mover's");
        let place = pit.place() as u8;
        if ply % 4 == 0 {
            packed.push(0);
        }
        *packed.last_mut().expect("pushed above") |= place << (2 * (ply % 4));
    }
    bytes.extend(packed);
    let crc = crc16(&bytes);
    bytes.extend(crc.to_be_bytes());
    Ok(to_base64url(&bytes))
}

/// The game a code holds: its start and its moves, replayed and checked.
/// Spaces around the code, and a link to the game (`…#g=CODE`), are
/// accepted.
pub fn decode(text: &str) -> Result<(Position, Vec<Pit>), CodeError> {
    let text = text.trim();
    let text = text.rsplit_once("#g=").map_or(text, |(_, code)| code);
    let bytes = from_base64url(text)?;
    if bytes.len() < 4 {
        return Err(CodeError::TooShort);
    }
    let (body, check) = bytes.split_at(bytes.len() - 2);
    if crc16(body) != u16::from_be_bytes([check[0], check[1]]) {
        return Err(CodeError::Damaged);
    }
    let version = body[0] >> 4;
    if version != CODE_VERSION {
        return Err(CodeError::UnknownVersion(version));
    }
    let flags = body[0] & 0x0f;
    let mut at = 1;
    let start = if flags & CUSTOM_START != 0 {
        let Some(fields) = body.get(1..10) else {
            return Err(CodeError::TooShort);
        };
        at = 10;
        let board: [u8; 6] = fields[..6].try_into().expect("six bytes");
        let captured = [fields[6], fields[7]];
        let to_move = if fields[8] & 1 != 0 {
            Side::North
        } else {
            Side::South
        };
        Position::new(board, captured, to_move, fields[8] & 2 != 0)
            .map_err(|e| CodeError::BadStart(e.to_string()))?
    } else if flags & NORTH_FIRST != 0 {
        Position::start(Side::North)
    } else {
        Position::start(Side::South)
    };
    let mut count = 0usize;
    let mut shift = 0;
    loop {
        let Some(&byte) = body.get(at) else {
            return Err(CodeError::TooShort);
        };
        at += 1;
        if shift > 21 {
            return Err(CodeError::Damaged);
        }
        count |= usize::from(byte & 0x7f) << shift;
        shift += 7;
        if byte & 0x80 == 0 {
            break;
        }
    }
    let packed = &body[at..];
    if packed.len() != count.div_ceil(4) {
        return Err(CodeError::TooShort);
    }
    let mut game = Game::from_position(start);
    let mut moves = Vec::with_capacity(count);
    for ply in 0..count {
        let place = packed[ply / 4] >> (2 * (ply % 4)) & 0b11;
        if usize::from(place) >= ROW {
            return Err(CodeError::IllegalMove { ply });
        }
        let pit = Pit::of(game.to_move(), usize::from(place));
        game.play(pit).map_err(|_| CodeError::IllegalMove { ply })?;
        moves.push(pit);
    }
    Ok((start, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..20 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(from_base64url(&to_base64url(&bytes)).unwrap(), bytes);
        }
    }

    #[test]
    fn the_checksum_is_the_standard_one() {
        // The CRC-16/CCITT-FALSE check value.
        assert_eq!(crc16(b"123456789"), 0x29b1);
    }
}
