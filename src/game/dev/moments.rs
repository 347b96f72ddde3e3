//! The moments a screenshot or the layout check shows, by name: where
//! each starts, how the settings must be for it, the dialog open over it,
//! and whether it is caught while stones move.

use crate::ai::Level;
use crate::game::learn::LESSONS;
use crate::game::play::Settings;
use crate::game::state::Dialog;
use crate::link::{KeptLink, LinkBook, LinkGame, Seat};
use crate::prefs::{AnimationSpeed, Mode, Starts};
use crate::rules::Pit;
use crate::save::{Opponent, SavedRecords};

/// When a screenshot is taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Moment {
    Title,
    /// The title with Two players and Face to face chosen.
    TitleTwoPlayers,
    /// The title as a browser that offers full screen and installing the
    /// game shows it, with both buttons.
    TitleWeb,
    /// The rules page, over the title screen.
    Rules,
    #[default]
    Start,
    /// Halfway through the first move.
    Sowing,
    /// The result of a whole game.
    Over,
    /// The end of a whole game, its last stones on their way to the
    /// players who keep them.
    Gathering,
    /// The rules page over the board.
    BoardRules,
    /// The settings over the board.
    Settings,
    /// The review over a finished game's result.
    Review,
    /// The first lesson of the guided game.
    Tutorial,
    /// A lesson done, with its explanation: the lesson by its id.
    Lesson(&'static str),
    /// The title with the first launch's offer of the lessons.
    Offer,
    /// The computer thinking over its move.
    Thinking,
    /// The dialog for a game's code, over the title.
    OpenCode,
    /// The analysis board with the chooser of "Play from here" open.
    PlayFromHere,
    /// The board with notices (a file set aside, a code not read).
    Notice,
    /// The keyboard cursor on a pit, previewing its move (the opening).
    Preview,
    /// The puzzle screen, before an answer.
    Puzzles,
    /// A puzzle after a wrong answer, every move's worth on its pit.
    PuzzleAnswered,
    /// The coach's line after a costly move against Beginner.
    Coach,
    /// The title with records under the levels.
    Records,
    /// The analysis board partway through a game, every move's worth shown.
    Analysis,
    /// Two players, a few moves in: North's capture lighting up its pits.
    Capture,
    /// Two players across a tablet, North's words turned, a refusal shown.
    FaceToFace,
    /// Face to face, the rules opened from North's seat: a turned card.
    FaceToFaceRules,
    /// Face to face, South's Undo asking North, on a card turned to North.
    FaceToFaceAsk,
    /// Face to face after a whole game: a result card for each seat.
    FaceToFaceOver,
    /// The title's emblem and name alone: a store page's cover.
    Cover,
    /// One pit with its stones, filling the window: the game's icon.
    Icon,
    /// The About page, over the title.
    About,
    /// A game by link after this device's move: the friend's turn, the
    /// link shown to send.
    ByLink,
    /// A friend's first link on a device that has never played: the
    /// invitation over the game.
    Invited,
    /// The title under "A friend by link" before the first game: how a
    /// game by link goes, in the levels' place.
    ByLinkFirst,
    /// The title under "A friend by link", listing games by link.
    ByLinkTitle,
    /// That list with every game shown, after "Show all".
    ByLinkAll,
    /// A game by link's result, opened from that list: Send in place of
    /// Rematch.
    ByLinkOver,
}

/// Where a moment starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opening {
    Title,
    Game,
    Tutorial,
    Puzzles,
    Analysis,
}

/// The lesson `lesson` shows: the capture lesson.
const SHOWN_LESSON: &str = "capture";

/// A game for the analysis and the two-player moments: a reference
/// record of random play (random-0005), so there is plenty to see.
pub const SHOWN_GAME: [Pit; 20] =
    pits([0, 4, 1, 3, 2, 5, 1, 5, 2, 4, 0, 4, 2, 3, 2, 4, 0, 3, 1, 4]);

/// Pits from their notation numbers, checked when the program is built.
const fn pits<const N: usize>(numbers: [usize; N]) -> [Pit; N] {
    let mut out = [Pit::ALL[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = Pit::ALL[numbers[i]];
        i += 1;
    }
    out
}

/// Where the analysis moments stand in the shown game: after its eighth
/// move, partway through.
pub const SHOWN_ANALYSIS_AT: usize = 8;

impl Moment {
    /// The moments with a name of their own; `lesson-N` names the Nth
    /// lesson besides.
    const NAMED: [(&'static str, Moment); 38] = [
        ("title", Moment::Title),
        ("title-two-players", Moment::TitleTwoPlayers),
        ("title-web", Moment::TitleWeb),
        ("rules", Moment::Rules),
        ("start", Moment::Start),
        ("sowing", Moment::Sowing),
        ("over", Moment::Over),
        ("gathering", Moment::Gathering),
        ("board-rules", Moment::BoardRules),
        ("settings", Moment::Settings),
        ("review", Moment::Review),
        ("tutorial", Moment::Tutorial),
        ("lesson", Moment::Lesson(SHOWN_LESSON)),
        ("offer", Moment::Offer),
        ("thinking", Moment::Thinking),
        ("open-code", Moment::OpenCode),
        ("play-from-here", Moment::PlayFromHere),
        ("notice", Moment::Notice),
        ("preview", Moment::Preview),
        ("puzzles", Moment::Puzzles),
        ("puzzle-answered", Moment::PuzzleAnswered),
        ("coach", Moment::Coach),
        ("records", Moment::Records),
        ("analysis", Moment::Analysis),
        ("capture", Moment::Capture),
        ("face-to-face", Moment::FaceToFace),
        ("face-to-face-rules", Moment::FaceToFaceRules),
        ("face-to-face-ask", Moment::FaceToFaceAsk),
        ("face-to-face-over", Moment::FaceToFaceOver),
        ("cover", Moment::Cover),
        ("icon", Moment::Icon),
        ("about", Moment::About),
        ("by-link", Moment::ByLink),
        ("invited", Moment::Invited),
        ("by-link-first", Moment::ByLinkFirst),
        ("by-link-title", Moment::ByLinkTitle),
        ("by-link-all", Moment::ByLinkAll),
        ("by-link-over", Moment::ByLinkOver),
    ];

    /// Every moment's name, in the order of `--help`.
    pub fn all_names() -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for (name, _) in Moment::NAMED {
            names.push(name.to_owned());
            if name == "lesson" {
                names.extend((1..=LESSONS.len()).map(|n| format!("lesson-{n}")));
            }
        }
        names
    }

    /// The moment of a name.
    pub fn named(name: &str) -> Option<Moment> {
        if let Some(&(_, moment)) = Moment::NAMED.iter().find(|(n, _)| *n == name) {
            return Some(moment);
        }
        let number: usize = name.strip_prefix("lesson-")?.parse().ok()?;
        let lesson = LESSONS.get(number.checked_sub(1)?)?;
        Some(Moment::Lesson(lesson.id))
    }

    /// The moments the layout check visits: every screen and state a
    /// player reaches (not the store's cover or the icon, nor `lesson`, which is a
    /// numbered lesson again).
    pub fn checked() -> Vec<String> {
        Moment::all_names()
            .into_iter()
            .filter(|name| !matches!(name.as_str(), "cover" | "icon" | "lesson"))
            .collect()
    }

    pub(super) fn names() -> String {
        Moment::all_names().join(", ")
    }

    /// Where the moment starts.
    pub fn opening(self) -> Opening {
        match self {
            Moment::Title
            | Moment::TitleTwoPlayers
            | Moment::TitleWeb
            | Moment::Rules
            | Moment::Records
            | Moment::Cover
            | Moment::Icon
            | Moment::About
            | Moment::Offer
            | Moment::ByLinkFirst
            | Moment::ByLinkTitle
            | Moment::ByLinkAll
            | Moment::ByLinkOver
            | Moment::Invited
            | Moment::OpenCode => Opening::Title,
            Moment::Analysis | Moment::PlayFromHere => Opening::Analysis,
            Moment::Tutorial | Moment::Lesson(_) => Opening::Tutorial,
            Moment::Puzzles | Moment::PuzzleAnswered => Opening::Puzzles,
            _ => Opening::Game,
        }
    }

    /// Whether the moment is caught while stones move.
    pub fn mid_move(self) -> bool {
        matches!(
            self,
            Moment::Sowing | Moment::Capture | Moment::Thinking | Moment::Gathering
        )
    }

    /// Whether the moment's dialog opens from North's seat, turned.
    pub fn faces_north(self) -> bool {
        self == Moment::FaceToFaceRules
    }

    /// Whether the moment comes after a whole game.
    pub fn after_game(self) -> bool {
        matches!(self, Moment::Over | Moment::Review | Moment::FaceToFaceOver)
    }

    /// The dialog the moment shows open.
    pub fn dialog(self) -> Dialog {
        match self {
            Moment::Rules | Moment::BoardRules | Moment::FaceToFaceRules => Dialog::Rules,
            Moment::Settings => Dialog::Settings,
            Moment::Review => Dialog::Review,
            Moment::OpenCode => Dialog::OpenCode,
            Moment::FaceToFaceAsk => Dialog::UndoAsk,
            Moment::About => Dialog::About,
            _ => Dialog::None,
        }
    }

    /// Sets up what the moment needs of the settings. `whole_game_fast`:
    /// the layout check wants a game's end, not the moves on the way.
    pub fn prepare(self, settings: &mut Settings, whole_game_fast: bool) {
        match self {
            Moment::Over | Moment::Review | Moment::Gathering => {
                // A whole game against Perfect, the player's moves perfect
                // too: the computer starts, and loses by two.
                settings.mode = Mode::VsComputer;
                settings.level = Level::Perfect;
                settings.starts = Starts::North;
                settings.speed = AnimationSpeed::Fast;
                settings.reduced_motion |= whole_game_fast;
            }
            Moment::TitleTwoPlayers => {
                settings.mode = Mode::TwoPlayers;
                settings.face_to_face = true;
            }
            Moment::Capture
            | Moment::FaceToFace
            | Moment::FaceToFaceAsk
            | Moment::FaceToFaceRules => {
                settings.mode = Mode::TwoPlayers;
                settings.starts = Starts::South;
                settings.face_to_face = self != Moment::Capture;
            }
            Moment::FaceToFaceOver => {
                // Both seats play the best move: South starts, and loses by two.
                settings.mode = Mode::TwoPlayers;
                settings.starts = Starts::South;
                settings.face_to_face = true;
                settings.speed = AnimationSpeed::Fast;
                settings.reduced_motion |= whole_game_fast;
            }
            Moment::ByLink
            | Moment::ByLinkFirst
            | Moment::ByLinkTitle
            | Moment::ByLinkAll
            | Moment::ByLinkOver
            | Moment::Invited => {
                settings.mode = Mode::ByLink;
                settings.starts = Starts::South;
            }
            Moment::Coach => {
                settings.mode = Mode::VsComputer;
                settings.level = Level::Beginner;
                settings.coach = true;
            }
            Moment::Thinking => {
                // The computer starts, and thinks.
                settings.mode = Mode::VsComputer;
                settings.level = Level::Master;
                settings.starts = Starts::North;
            }
            _ => {}
        }
        // A screenshot shows its moment, not the first-launch offer (nor,
        // by link, the invitation).
        settings.lessons.offered = !matches!(self, Moment::Offer | Moment::Invited);
    }
}

/// The finished game of [`sample_links`].
pub const SAMPLE_LINK_OVER: u32 = 0x5eed_0003;

/// Games by link for the title's list: one to answer, one to send, one
/// over, moved today, yesterday and earlier, and four older ones: more
/// than the list shows at first.
pub fn sample_links(now: u64) -> LinkBook {
    const DAY: u64 = 86_400;
    let mut book = LinkBook::default();
    let games = [
        (7, 11, false, 40),
        (6, 14, false, 30),
        (5, 9, false, 20),
        (4, 12, false, 14),
        (3, 20, false, 9),
        (2, 7, true, 1),
        (1, 6, false, 0),
    ];
    for (id, moves, unsent, days) in games {
        let mut game = LinkGame::new(0x5eed_0000 + id, Seat::Opener);
        game.moves = SHOWN_GAME[..moves].to_vec();
        book.games.push(KeptLink {
            game,
            seat: Seat::Opener,
            unsent,
            time: now.saturating_sub(days * DAY),
            counted: moves == SHOWN_GAME.len(),
        });
    }
    book.games.reverse();
    book
}

/// Records for the title's screenshot: a player who has been at it a while.
pub fn sample_records() -> SavedRecords {
    let mut saved = SavedRecords::default();
    for (level, margins) in [
        (Level::Beginner, &[12, 20, 8][..]),
        (Level::Casual, &[6, -4, 10, 2][..]),
        (Level::Club, &[4, 0, -6, 2, 2][..]),
        (Level::Expert, &[-8, -2][..]),
    ] {
        let record = saved.records.entry(Opponent::Computer(level)).or_default();
        for &margin in margins {
            record.count(margin);
        }
    }
    saved
}
