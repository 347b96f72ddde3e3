//! The guided first game's lessons: each a position set up through the
//! core (with the moves that lead up to it), the pit to try, and what
//! finishes it.

use crate::rules::{Game, PITS, Pit, Position, START_STONES, Side};

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
    /// Who moves first from `board`: South, unless a prelude leads up to
    /// the learner's turn.
    pub to_move: Side,
    /// Moves already played from `board` when the lesson opens (a position
    /// must come up twice before it can come up a third time).
    pub prelude: &'static [Pit],
}

impl Lesson {
    /// The lesson's starting position, before its prelude.
    pub fn start(&self) -> Position {
        match self.captured {
            None => Position::start(self.to_move),
            Some(captured) => Position::new(self.board, captured, self.to_move, false)
                .expect("lesson positions are consistent"),
        }
    }

    /// The game as the lesson opens: its start and its prelude, South to
    /// move.
    pub fn game(&self) -> Game {
        let mut game = Game::from_position(self.start());
        for &pit in self.prelude {
            game.play(pit).expect("a lesson's prelude is legal");
        }
        game
    }

    /// The position the learner plays from.
    pub fn position(&self) -> Position {
        *self.game().position()
    }

    /// The message that introduces the lesson.
    pub fn message(&self) -> String {
        format!("lesson-{}", self.id)
    }
}

/// The lessons, in order.
pub const LESSONS: [Lesson; 12] = [
    // Three stones: the first goes back into the pit they came from.
    Lesson {
        id: "sowing",
        board: [3, 1, 2, 2, 1, 1],
        captured: Some([16, 16]),
        expect: Expect::Play(LEFT),
        to_move: Side::South,
        prelude: &[],
    },
    // Nine stones go round the board and drop into their own pit again.
    Lesson {
        id: "lap",
        board: [1, 9, 1, 1, 1, 1],
        captured: Some([14, 14]),
        expect: Expect::Play(MIDDLE),
        to_move: Side::South,
        prelude: &[],
    },
    // The last stone makes 4 in North's middle pit.
    Lesson {
        id: "capture",
        board: [0, 1, 3, 0, 3, 3],
        captured: Some([16, 16]),
        expect: Expect::Play(RIGHT),
        to_move: Side::South,
        prelude: &[],
    },
    // The last stone makes 2 in North's row, and the pit before it, on
    // South's side, holds 2 as well.
    Lesson {
        id: "chain",
        board: [4, 0, 1, 1, 0, 2],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
        to_move: Side::South,
        prelude: &[],
    },
    // The last stone makes 2 on the mover's own side.
    Lesson {
        id: "own-side",
        board: [3, 0, 1, 0, 2, 2],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
        to_move: Side::South,
        prelude: &[],
    },
    // Holding a pit shows its move before it is made: here it takes three
    // pits, 12 stones.
    Lesson {
        id: "preview",
        board: [3, 4, 5, 3, 1, 4],
        captured: Some([11, 11]),
        expect: Expect::Play(MIDDLE),
        to_move: Side::South,
        prelude: &[],
    },
    Lesson {
        id: "singleton",
        board: [2, 1, 2, 1, 0, 2],
        captured: Some([17, 17]),
        expect: Expect::Refuse(MIDDLE),
        to_move: Side::South,
        prelude: &[],
    },
    // North's row is empty: only the eleven stones reach it.
    Lesson {
        id: "feeding",
        board: [3, 2, 11, 0, 0, 0],
        captured: Some([13, 13]),
        expect: Expect::Play(RIGHT),
        to_move: Side::South,
        prelude: &[],
    },
    // Three stones would make 4 in North's only pit and take the row.
    Lesson {
        id: "grand-slam",
        board: [2, 3, 0, 3, 0, 0],
        captured: Some([17, 17]),
        expect: Expect::Refuse(MIDDLE),
        to_move: Side::South,
        prelude: &[],
    },
    // The opening: seven stones end in their own pit, making 2.
    Lesson {
        id: "first-move",
        board: [START_STONES; PITS],
        captured: None,
        expect: Expect::Play(RIGHT),
        to_move: Side::South,
        prelude: &[],
    },
    // After this move North has only a single stone: the game ends.
    Lesson {
        id: "end",
        board: [3, 0, 4, 0, 0, 1],
        captured: Some([17, 17]),
        expect: Expect::Play(LEFT),
        to_move: Side::South,
        prelude: &[],
    },
    // Six moves bring the board back; after eleven, this position has come
    // up twice, and the learner's move brings it a third time.
    Lesson {
        id: "repetition",
        board: [1, 2, 1, 2, 3, 3],
        captured: Some([15, 15]),
        expect: Expect::Play(RIGHT),
        to_move: Side::North,
        prelude: &[
            Pit::ALL[5],
            Pit::ALL[1],
            Pit::ALL[4],
            Pit::ALL[0],
            Pit::ALL[3],
            Pit::ALL[2],
            Pit::ALL[5],
            Pit::ALL[1],
            Pit::ALL[4],
            Pit::ALL[0],
            Pit::ALL[3],
        ],
    },
];
