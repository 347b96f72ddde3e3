//! Reaching a moment's scene: the moves, taps and choices that bring the
//! game to what the moment shows, made as a player would, one at a time
//! once the board has settled.

use super::capture::Capture;
use super::moments::{Moment, SAMPLE_LINK_OVER, SHOWN_GAME};
use crate::game::analysis::{Analysis, PlayChooser};
use crate::game::board::{PitCursor, Playback, Preview, Stone, StonePlace, slot_position};
use crate::game::learn::{Invitation, LESSONS, OpenLesson, Outcome, PuzzleSession, Tutorial};
use crate::game::play::{
    Coach, Match, OpenLink, Oracle, PitChosen, Refusal, ShowLink, UndoAsked, UndoBySeat, best_move,
};
use crate::game::state::{Screen, Turn};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::link::{LinkGame, Seat};
use crate::rules::{Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// How far through the first move the sowing moment is caught.
const SOWING_CAUGHT_AT: f32 = 0.42;
/// The capture moment's move: the fourth, North's, takes ten stones from
/// two pits.
const CAPTURING_MOVE: usize = 4;
/// The coach's moment plays the leftmost pit, which gives 16 stones away.
const COSTLY_PIT: Pit = Pit::of(Side::South, 0);
/// The game by link whose first link the invitation's moment opens.
const INVITING_LINK: u32 = 0x5eed_0100;
/// The sowing and preview moments' pit: South's right one.
const SOWN_PIT: Pit = Pit::of(Side::South, 2);

/// The board as a player sees it.
#[derive(SystemParam)]
pub(super) struct Board<'w, 's> {
    screen: Res<'w, State<Screen>>,
    turn: Option<Res<'w, State<Turn>>>,
    playback: Res<'w, Playback>,
    stones: Query<'w, 's, (&'static StonePlace, &'static Transform), With<Stone>>,
}

impl Board<'_, '_> {
    fn on(&self, screen: Screen) -> bool {
        *self.screen.get() == screen
    }

    fn turn(&self) -> Option<Turn> {
        self.turn.as_ref().map(|t| *t.get())
    }

    /// No move is replayed and every stone rests in its place.
    fn settled(&self) -> bool {
        !self.playback.is_active()
            && self
                .stones
                .iter()
                .all(|(p, t)| t.translation.distance(slot_position(p.place, p.slot)) < 0.01)
    }

    /// A person may move, and the board is still.
    fn person_to_move(&self) -> bool {
        self.turn() == Some(Turn::Human) && self.settled()
    }
}

/// What the moments look for on the screens they show.
#[derive(SystemParam)]
pub(super) struct Parts<'w> {
    tutorial: Option<Res<'w, Tutorial>>,
    preview: Res<'w, Preview>,
    session: Option<Res<'w, PuzzleSession>>,
    coach: Res<'w, Coach>,
    game: Res<'w, Match>,
    oracle: Res<'w, Oracle>,
    analysis: Option<Res<'w, Analysis>>,
    refusal: Res<'w, Refusal>,
    asked: Res<'w, UndoAsked>,
}

impl Parts<'_> {
    fn lesson_done(&self) -> bool {
        self.tutorial
            .as_ref()
            .is_some_and(|t| matches!(t.outcome, Outcome::Done(_)))
    }

    fn previewing(&self) -> bool {
        self.preview.shown.is_some()
    }

    /// A wrong answer to the puzzle on show, and whether it is answered.
    fn puzzle(&self) -> Option<(Pit, bool)> {
        let session = self.session.as_ref()?;
        let wrong = session
            .puzzle
            .values
            .iter()
            .find(|v| v.pit != session.puzzle.answer)?
            .pit;
        Some((wrong, session.answer.is_some()))
    }

    fn moves(&self) -> usize {
        self.game.moves().len()
    }

    /// The analysis has judged every move.
    fn judged(&self) -> bool {
        self.analysis.as_ref().is_some_and(|a| a.judged.is_some())
    }

    /// The best move from here, by the solved table.
    fn best_move(&self) -> Option<Pit> {
        let table = self.oracle.table()?;
        best_move(&table, self.game.position()).map(|(pit, _)| pit)
    }
}

/// What a moment has done on its way, so each step is taken once.
#[derive(Default)]
pub(super) struct Steps {
    acted: bool,
    /// Moves replayed from the shown game, or played by the best move.
    replayed: usize,
}

/// Everything a moment's way needs.
#[derive(SystemParam)]
pub(super) struct Stage<'w, 's> {
    board: Board<'w, 's>,
    parts: Parts<'w>,
    cursor: PitCursor<'w, 's>,
    notices: ResMut<'w, Notices>,
    invitation: Res<'w, Invitation>,
    commands: Commands<'w, 's>,
    steps: Local<'s, Steps>,
}

impl Stage<'_, '_> {
    /// Taps a pit once, the first time this is asked.
    fn tap_once(&mut self, pit: Pit) {
        self.tap_once_with(|commands| commands.trigger(PitChosen { pit }));
    }

    /// Presses something once, the first time this is asked.
    fn tap_once_with(&mut self, press: impl FnOnce(&mut Commands)) {
        if !self.steps.acted {
            self.steps.acted = true;
            press(&mut self.commands);
        }
    }

    /// Replays the shown game's first `moves`, a move each time the board
    /// settles; true once they are on the board.
    fn replay_to(&mut self, moves: usize) -> bool {
        let made = self.parts.moves();
        if self.board.person_to_move() && made < moves && self.steps.replayed == made {
            self.steps.replayed = made + 1;
            self.commands.trigger(PitChosen {
                pit: SHOWN_GAME[made],
            });
        }
        made >= moves
    }

    /// The title's moments: the title is up.
    fn on_title(&mut self) -> bool {
        self.board.on(Screen::Title)
    }

    /// The analysis moments: every move judged, and for "play from here"
    /// its chooser open.
    fn in_analysis(&mut self, choose: bool) -> bool {
        let judged = self.board.on(Screen::Analysis) && self.board.settled() && self.parts.judged();
        if judged && choose && !self.steps.acted {
            self.steps.acted = true;
            self.commands.insert_resource(PlayChooser(true));
        }
        judged && (self.steps.acted || !choose)
    }

    /// A lesson done: opened from the guided game, its move made.
    fn lesson_done(&mut self, id: &str) -> bool {
        let person = self.board.person_to_move();
        if self.board.on(Screen::Tutorial) && person && !self.steps.acted {
            let index = LESSONS.iter().position(|l| l.id == id).unwrap_or(0);
            self.commands.trigger(OpenLesson(index));
            self.steps.acted = true;
        }
        if self.steps.acted && person && !self.parts.lesson_done() {
            let pit = LESSONS
                .iter()
                .find(|l| l.id == id)
                .map_or(Pit::ALL[0], |l| l.expect.pit());
            self.commands.trigger(PitChosen { pit });
        }
        self.parts.lesson_done() && self.board.settled()
    }

    /// The puzzle screen; `answer_wrongly`: once a wrong pit is played.
    fn in_puzzles(&mut self, answer_wrongly: bool) -> bool {
        if !self.board.on(Screen::Puzzles) || !self.board.settled() {
            return false;
        }
        match self.parts.puzzle() {
            Some((wrong, answered)) if answer_wrongly => {
                self.tap_once(wrong);
                answered
            }
            shown => shown.is_some(),
        }
    }

    /// A whole game, the person's side playing the best move each turn.
    fn game_over(&mut self) -> bool {
        let made = self.parts.moves();
        if self.board.person_to_move()
            && self.steps.replayed <= made
            && let Some(pit) = self.parts.best_move()
        {
            self.steps.replayed = made + 1;
            self.commands.trigger(PitChosen { pit });
        }
        self.board.on(Screen::GameOver)
    }

    /// North to move; a tap on South's pit is refused, in words turned
    /// to face North, and North's capturing move previewed.
    fn face_to_face(&mut self) -> bool {
        let person = self.board.person_to_move();
        if self.replay_to(CAPTURING_MOVE - 1) && person {
            self.tap_once(Pit::of(Side::South, 0));
        }
        let refused = self.parts.refusal.shown().is_some();
        if person && refused {
            self.cursor.set(SHOWN_GAME[CAPTURING_MOVE - 1]);
        }
        person && refused && self.parts.previewing()
    }

    /// A game by link after this device's first move, its link shown as
    /// the page would show it: a whole address, the longest a link is.
    fn sent_by_link(&mut self) -> bool {
        if self.board.person_to_move() {
            self.tap_once(SOWN_PIT);
        }
        let waiting = self.board.turn() == Some(Turn::Idle) && self.board.settled();
        let shown = self
            .notices
            .items
            .iter()
            .any(|n| n.kind == NoticeKind::LinkShown);
        if waiting && !shown {
            self.notices.push(
                NoticeKind::LinkShown,
                Some("https://modiar.itch.io/modiar/index.html#g=IAAAAAAAAwCABRNOQcpq".to_owned()),
            );
        }
        waiting && shown
    }

    /// Whether the moment's scene is on the screen; takes the next step
    /// towards it if not.
    fn reached(&mut self, moment: Moment) -> bool {
        let person = self.board.person_to_move();
        match moment {
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
            | Moment::OpenCode => self.on_title(),
            Moment::ByLink => self.sent_by_link(),
            Moment::Invited => {
                if self.on_title() {
                    // The opener's first move, as its link brings it.
                    self.tap_once_with(|commands| {
                        let mut game = LinkGame::new(INVITING_LINK, Seat::Opener);
                        game.moves = SHOWN_GAME[..1].to_vec();
                        commands.trigger(OpenLink(game.encode()));
                    });
                }
                self.board.on(Screen::Playing)
                    && self.board.settled()
                    && self.invitation.card.is_some()
            }
            Moment::ByLinkOver => {
                if self.on_title() {
                    self.tap_once_with(|commands| {
                        commands.trigger(ShowLink {
                            id: SAMPLE_LINK_OVER,
                            shown: None,
                        })
                    });
                }
                self.board.on(Screen::GameOver) && self.board.settled()
            }
            Moment::Analysis => self.in_analysis(false),
            Moment::PlayFromHere => self.in_analysis(true),
            Moment::Start | Moment::BoardRules | Moment::Settings => person,
            Moment::Notice => {
                // Once the board is there, and again if a new board or
                // screen cleared them: a file set aside, a code not read.
                let shown = self
                    .notices
                    .items
                    .iter()
                    .any(|n| n.kind == NoticeKind::BadCode);
                if person && !shown {
                    self.notices.clear();
                    self.notices.push(
                        NoticeKind::SettingsStuck,
                        Some("settings.json.bad-20261201-120000".to_owned()),
                    );
                    self.notices.push(NoticeKind::BadCode, None);
                }
                person && shown
            }
            Moment::Thinking => self.board.turn() == Some(Turn::Ai),
            Moment::Over | Moment::Review => self.game_over(),
            Moment::Gathering => {
                self.game_over();
                self.board.playback.gathering()
            }
            Moment::Sowing => {
                if person {
                    self.tap_once(SOWN_PIT);
                }
                self.board.playback.is_active()
                    && self.board.playback.progress() >= SOWING_CAUGHT_AT
            }
            Moment::Tutorial => self.board.on(Screen::Tutorial) && person,
            Moment::Lesson(id) => self.lesson_done(id),
            Moment::Preview => {
                if person {
                    self.cursor.set(SOWN_PIT);
                }
                person && self.parts.previewing()
            }
            Moment::Puzzles => self.in_puzzles(false),
            Moment::PuzzleAnswered => self.in_puzzles(true),
            Moment::Coach => {
                if person && self.parts.moves() == 0 && self.parts.oracle.table().is_some() {
                    self.tap_once(COSTLY_PIT);
                }
                person && self.parts.coach.0.is_some()
            }
            Moment::Capture => {
                self.replay_to(CAPTURING_MOVE)
                    && self.board.playback.lit.iter().filter(|&&l| l).count() >= 2
            }
            Moment::FaceToFace => self.face_to_face(),
            Moment::FaceToFaceRules => self.replay_to(2) && person,
            Moment::FaceToFaceAsk => {
                if self.replay_to(2) && person {
                    self.tap_once_with(|commands| commands.trigger(UndoBySeat(Side::South)));
                }
                self.parts.asked.0.is_some()
            }
            Moment::FaceToFaceOver => self.game_over(),
        }
    }
}

/// Takes the moment's next step, and notes whether its scene is there.
pub(super) fn reach_scene(mut capture: ResMut<Capture>, mut stage: Stage) {
    if !capture.taken {
        capture.scene_reached = stage.reached(capture.at);
    }
}
