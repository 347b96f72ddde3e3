//! The guided first game's lessons: each a position set up through the
//! core, the pit to try, and what finishes it. Data only.

use crate::rules::{PITS, Pit, Position, START_STONES, Side};

/// What finishes a lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expect {
    /// The player plays this pit, and the board shows what it does.
    Play(Pit),
    /// The player taps this pit, and the rule that forbids it shows.
    Refuse(Pit),
}

impl Expect {
    /// The pit the lesson points at.
    pub fn pit(self) -> Pit {
        match self {
            Expect::Play(pit) | Expect::Refuse(pit) => pit,
        }
    }
}

/// The learner's pits, from their left: lessons always seat them South.
const LEFT: Pit = Pit::of(Side::South, 0);
const MIDDLE: Pit = Pit::of(Side::South, 1);
const RIGHT: Pit = Pit::of(Side::South, 2);

/// One lesson.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Saved in the settings once done; also names its message,
    /// `lesson-ID`.
    pub id: &'static str,
    pub board: [u8; PITS],
    /// `None` for the opening (7 stones a pit, the first-move rule on).
    pub captured: Option<[u8; 2]>,
    pub expect: Expect,
}

impl Lesson {
    /// The lesson's position, South to move.
    pub fn position(&self) -> Position {
        match self.captured {
            None => Position::start(Side::South),
            Some(captured) => Position::new(self.board, captured, Side::South, false)
                .expect("lesson positions are consistent"),
        }
    }

    /// The message that introduces the lesson.
    pub fn message(&self) -> String {
        format!("lesson-{}", self.id)
    }
}

/// The lessons, in order.
pub const LESSONS: [Lesson; 10] = [
    // Three stones: the first goes back into the pit they came from.
    Lesson {
        id: "sowing",
        board: [3, 1, 2, 2, 1, 1],
        captured: Some([16, 16]),
        expect: Expect::Play(LEFT),
    },
    // Nine stones go round the board and drop into their own pit again.
    Lesson {
        id: "lap",
        board: [1, 9, 1, 1, 1, 1],
        captured: Some([14, 14]),
        expect: Expect::Play(MIDDLE),
    },
    // The last stone makes 4 in North's middle pit.
    Lesson {
        id: "capture",
        board: [0, 1, 3, 0, 3, 3],
        captured: Some([16, 16]),
        expect: Expect::Play(RIGHT),
    },
    // The last stone makes 2 in North's row, and the pit before it, on
    // South's side, holds 2 as well.
    Lesson {
        id: "chain",
        board: [4, 0, 1, 1, 0, 2],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
    },
    // The last stone makes 2 on the mover's own side.
    Lesson {
        id: "own-side",
        board: [3, 0, 1, 0, 2, 2],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
    },
    Lesson {
        id: "singleton",
        board: [2, 1, 2, 1, 0, 2],
        captured: Some([17, 17]),
        expect: Expect::Refuse(MIDDLE),
    },
    // North's row is empty: only the eleven stones reach it.
    Lesson {
        id: "feeding",
        board: [3, 2, 11, 0, 0, 0],
        captured: Some([13, 13]),
        expect: Expect::Play(RIGHT),
    },
    // Three stones would make 4 in North's only pit and take the row.
    Lesson {
        id: "grand-slam",
        board: [2, 3, 0, 3, 0, 0],
        captured: Some([17, 17]),
        expect: Expect::Refuse(MIDDLE),
    },
    // The opening: seven stones end in their own pit, making 2.
    Lesson {
        id: "first-move",
        board: [START_STONES; PITS],
        captured: None,
        expect: Expect::Play(RIGHT),
    },
    // After this move North has only a single stone: the game ends.
    Lesson {
        id: "end",
        board: [3, 0, 4, 0, 0, 1],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
    },
];
