//! Words as typed values: who acts, what a pit or a player is called, the
//! name of a level, what a move is worth. Resources keep these, never sentences; the interface
//! renders them in the current language when it draws. A leaf: it imports
//! nothing of the game.

use crate::ai::Level;
use crate::i18n::Arg;
use crate::rules::{Pit, ROW, Side};

/// Whether a count on a label that may be read upside down (face to
/// face) reads as another number when turned ("6" as "9", "19" as "61"):
/// such a count is underlined, as on dice and playing cards.
pub fn reads_as_another_turned(count: u8) -> bool {
    let text = count.to_string();
    let turned: Option<String> = text
        .chars()
        .rev()
        .map(|digit| match digit {
            '0' | '1' | '8' => Some(digit),
            '6' => Some('9'),
            '9' => Some('6'),
            _ => None,
        })
        .collect();
    turned.is_some_and(|turned| turned != text)
}

/// How a sentence names a side: the selector the translations choose on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Who {
    /// The person, against the computer.
    You,
    /// The computer, against a person.
    Computer,
    /// The friend far away, in a game by link.
    Friend,
    /// A side by its name (two people, or two computers).
    South,
    North,
}

impl Who {
    pub const ALL: [Who; 5] = [Who::You, Who::Computer, Who::Friend, Who::South, Who::North];

    /// A side named by its place on the board.
    pub fn side(side: Side) -> Who {
        match side {
            Side::South => Who::South,
            Side::North => Who::North,
        }
    }

    /// The selector value in the Fluent files.
    pub fn selector(self) -> &'static str {
        match self {
            Who::You => "you",
            Who::Computer => "computer",
            Who::Friend => "friend",
            Who::South => "south",
            Who::North => "north",
        }
    }

    /// The message naming this player over a score.
    pub fn name_message(self) -> &'static str {
        match self {
            Who::You => "player-you",
            Who::Computer => "player-computer",
            Who::Friend => "player-friend",
            Who::South => "player-south",
            Who::North => "player-north",
        }
    }
}

impl From<Who> for Arg<'static> {
    fn from(who: Who) -> Self {
        Arg::Str(who.selector())
    }
}

/// What the best move is worth against an even game, as the hint says it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Worth {
    More,
    Even,
    Less,
}

impl Worth {
    pub const ALL: [Worth; 3] = [Worth::More, Worth::Even, Worth::Less];

    /// The worth of a move that leads to `value` stones ahead (or behind).
    pub fn of(value: i8) -> Worth {
        match value.signum() {
            1 => Worth::More,
            0 => Worth::Even,
            _ => Worth::Less,
        }
    }

    /// The selector value in the Fluent files.
    pub fn selector(self) -> &'static str {
        match self {
            Worth::More => "more",
            Worth::Even => "even",
            Worth::Less => "less",
        }
    }
}

impl From<Worth> for Arg<'static> {
    fn from(worth: Worth) -> Self {
        Arg::Str(worth.selector())
    }
}

/// Face to face, who reads the line while an Undo question is open: the
/// seat that must answer it, or the other (the asker, or a shared line).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UndoReader {
    Asked,
    Other,
}

impl UndoReader {
    pub const ALL: [UndoReader; 2] = [UndoReader::Asked, UndoReader::Other];

    /// The selector value in the Fluent files.
    pub fn selector(self) -> &'static str {
        match self {
            UndoReader::Asked => "asked",
            UndoReader::Other => "other",
        }
    }
}

impl From<UndoReader> for Arg<'static> {
    fn from(reader: UndoReader) -> Self {
        Arg::Str(reader.selector())
    }
}

/// Where a pit stands along its row on the screen, 0 at the left, seen
/// from South's seat: South's row runs from its owner's left, North's
/// from its owner's right (North sits across).
pub fn screen_place(pit: Pit) -> usize {
    match pit.side() {
        Side::South => pit.place(),
        Side::North => ROW - 1 - pit.place(),
    }
}

/// A pit as players name it, in every mode and every sentence: 1–3 along
/// its row from its owner's own left, which is the way stones travel. South
/// counts left to right; North, across the board, counts from the screen's
/// right (its own left), so "North's pit 1" is the top right pit.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PitName(usize);

impl PitName {
    pub fn of(pit: Pit) -> PitName {
        PitName(pit.place() + 1)
    }

    pub fn number(self) -> usize {
        self.0
    }
}

impl From<PitName> for Arg<'static> {
    fn from(name: PitName) -> Self {
        name.0.into()
    }
}

/// What a side is called over its score: who, and for a computer playing
/// another computer (a demo) which level it plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PlayerName {
    pub who: Who,
    pub level: Option<Level>,
}

/// The message naming a level.
pub fn level_message(level: Level) -> &'static str {
    match level {
        Level::Beginner => "level-beginner",
        Level::Casual => "level-casual",
        Level::Club => "level-club",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
        Level::Perfect => "level-perfect",
    }
}

#[cfg(test)]
mod tests {
    use super::{PitName, reads_as_another_turned};
    use crate::rules::{Pit, Side};

    #[test]
    fn a_count_that_reads_as_another_upside_down_is_marked() {
        let marked: Vec<u8> = (0..=48).filter(|&n| reads_as_another_turned(n)).collect();
        assert_eq!(marked, vec![6, 9, 10, 16, 18, 19]);
    }

    #[test]
    fn each_row_counts_from_its_owners_left() {
        let numbers: Vec<usize> = Pit::ALL
            .into_iter()
            .map(|p| PitName::of(p).number())
            .collect();
        assert_eq!(numbers, vec![1, 2, 3, 1, 2, 3]);
        // North's 1 faces South's 3: the top right pit.
        assert_eq!(PitName::of(Pit::of(Side::North, 0)).number(), 1);
    }
}
