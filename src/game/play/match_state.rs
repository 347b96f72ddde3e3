//! The pure rule resource: the core's `Game`, exposed to Bevy, with who
//! controls each side. Moves are applied here at once; the board then
//! replays the report.

use super::settings::Settings;
use crate::ai::Level;
use crate::game::state::Turn;
use crate::game::words::{PlayerName, Who};
use crate::prefs::{Controller, Mode};
use crate::rules::{Game, IllegalMove, MoveReport, Pit, Side};
use bevy::prelude::*;

/// The game being played. Systems read it to decide what may happen and play
/// back the reports its moves return; they never change stones themselves.
/// It changes only by [`play_move`], [`step_on`], [`take_back`] or
/// `LoadGame`: the
/// field is private and there is no `DerefMut`.
#[derive(Resource, Deref, Default, Debug, Clone)]
pub struct Match(Game);

impl Match {
    /// A copy of the game, to keep or to try moves on.
    pub fn snapshot(&self) -> Game {
        self.0.clone()
    }
}

/// Who controls each side of the current game, and who started it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Players {
    pub south: Controller,
    pub north: Controller,
    pub first: Side,
    /// In a lesson or a puzzle, the one side that moves; the other side's
    /// turns wait (`Turn::Idle`).
    pub only: Option<Side>,
}

impl Default for Players {
    fn default() -> Self {
        Players {
            south: Controller::Human,
            north: Controller::Computer(Level::Club),
            first: Side::South,
            only: None,
        }
    }
}

impl Players {
    pub fn of(&self, side: Side) -> Controller {
        match side {
            Side::South => self.south,
            Side::North => self.north,
        }
    }

    pub fn is_human(&self, side: Side) -> bool {
        self.of(side) == Controller::Human
    }

    /// Against the computer (one human side and one computer side).
    pub fn against_computer(&self) -> bool {
        let computer = |c| matches!(c, Controller::Computer(_));
        (self.is_human(Side::South) && computer(self.north))
            || (self.is_human(Side::North) && computer(self.south))
    }

    /// A game by link: this device's player against a friend far away.
    pub fn by_link(&self) -> bool {
        self.south == Controller::Friend || self.north == Controller::Friend
    }

    /// How sentences name `side`: you and the computer, you and your
    /// friend (by link), or South and North.
    pub fn who(&self, side: Side) -> Who {
        match (self.of(side), self.against_computer()) {
            (Controller::Human, true) => Who::You,
            (Controller::Computer(_), true) => Who::Computer,
            (Controller::Friend, _) => Who::Friend,
            (Controller::Human, false) if self.by_link() => Who::You,
            _ => Who::side(side),
        }
    }

    /// What `side` is called over its score; two computers (a demo) also
    /// say which level each plays.
    pub fn name(&self, side: Side) -> PlayerName {
        let level = match self.of(side) {
            Controller::Computer(level) if !self.against_computer() => Some(level),
            _ => None,
        };
        PlayerName {
            who: self.who(side),
            level,
        }
    }

    /// The level the computer plays in a game against it: its score goes
    /// by that name, so the game screen says which level it is.
    pub fn opponent_level(&self, side: Side) -> Option<Level> {
        match self.of(side) {
            Controller::Computer(level) if self.against_computer() => Some(level),
            _ => None,
        }
    }

    /// Two people on one device who chose to sit across a flat tablet:
    /// North's words and buttons face North.
    pub fn face_to_face(&self, settings: &Settings) -> bool {
        settings.face_to_face
            && self.only.is_none()
            && self.is_human(Side::South)
            && self.is_human(Side::North)
    }

    /// The players a new game has under `settings`, or the computer on both
    /// sides in a demo.
    pub fn for_game(settings: &Settings, autoplay: Option<Level>, first: Side) -> Players {
        let (south, north) = match (autoplay, settings.mode) {
            (Some(level), _) => (Controller::Computer(level), Controller::Computer(level)),
            (None, Mode::VsComputer) => (Controller::Human, Controller::Computer(settings.level)),
            (None, Mode::TwoPlayers) => (Controller::Human, Controller::Human),
            // This device's player sits at the bottom, the friend across.
            (None, Mode::ByLink) => (Controller::Human, Controller::Friend),
        };
        Players {
            south,
            north,
            first,
            only: None,
        }
    }

    /// Two people on one board, where only `side` moves (a lesson, a
    /// puzzle).
    pub fn only(side: Side) -> Players {
        Players {
            south: Controller::Human,
            north: Controller::Human,
            first: side,
            only: Some(side),
        }
    }
}

/// A move was applied to [`Match`]; the report is what to animate.
#[derive(Event, Clone, Debug)]
pub struct MovePlayed {
    pub report: MoveReport,
}

/// Start a new game with the current settings.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct NewGame;

/// A new game by link begins on this device: who moves first, as the
/// board shows it (this device's player is South).
#[derive(Event, Clone, Copy, Debug)]
pub struct BeginLink {
    pub first: Side,
}

/// The board changed without a move (new game, undo): stones snap to it.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// Puts a game on the board, with who plays it: the one way every place
/// loads a position (a new game, a resumed or continued one, a lesson, a
/// puzzle, the analysis board, play from here). Everything that shows the
/// board starts again from it (`BoardReset`).
#[derive(Event, Clone, Debug)]
pub struct LoadGame {
    pub game: Game,
    pub players: Players,
}

/// Which game is on the board: a new key for every game put there, or the
/// kept one for a game that goes on (resumed, continued, or followed from
/// another tab or window). The records count a game once by it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameKey {
    pub current: u64,
    /// The key the next `LoadGame` keeps, set by whoever loads a game that
    /// goes on.
    pub next: Option<u64>,
}

impl GameKey {
    /// A key no other game has, in all likelihood.
    pub fn fresh() -> u64 {
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::from_os_rng();
        // Never 0, which a file from before keys reads as.
        rand::RngCore::next_u64(&mut rng) | 1
    }
}

fn load_game(
    load: On<LoadGame>,
    mut game: ResMut<Match>,
    mut players: ResMut<Players>,
    mut key: ResMut<GameKey>,
    mut commands: Commands,
) {
    key.current = key.next.take().unwrap_or_else(GameKey::fresh);
    game.0 = load.game.clone();
    if *players != load.players {
        *players = load.players.clone();
    }
    commands.trigger(BoardReset);
}

/// For demos and checks: the computer plays both sides at this level.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Autoplay(pub Level);

/// Plays `pit` on the match and announces it. The one place a move is made:
/// the turn becomes `Animating` at once, so nothing else is played on top.
pub fn play_move(
    game: &mut Match,
    pit: Pit,
    next_turn: &mut NextState<Turn>,
    commands: &mut Commands,
) -> Result<MoveReport, IllegalMove> {
    let report = game.0.play(pit)?;
    next_turn.set(Turn::Animating);
    commands.trigger(MovePlayed { report });
    Ok(report)
}

/// The analysis board's step on: a move shown, not a turn taken, so no
/// turn changes and nothing is announced; the caller replays the report.
pub fn step_on(game: &mut Match, pit: Pit) -> Result<MoveReport, IllegalMove> {
    game.0.play(pit)
}

/// The one way moves go back: takes back `moves` moves (as many as were
/// made, at most), and the board snaps to where they began.
pub fn take_back(game: &mut Match, moves: usize, commands: &mut Commands) {
    for _ in 0..moves {
        if game.0.undo().is_none() {
            break;
        }
    }
    commands.trigger(BoardReset);
}

/// How many moves an Undo takes back so a person moves again: the last
/// move, and against the computer its reply too. None when no person has
/// moved yet.
pub fn moves_to_persons_turn(game: &Game, players: &Players) -> Option<usize> {
    // The positions moved from, the latest first: back to a person's.
    let history = game.history();
    history[..history.len() - 1]
        .iter()
        .rev()
        .position(|p| players.is_human(p.to_move()))
        .map(|back| back + 1)
}

fn start_new_game(
    _: On<NewGame>,
    mut settings: ResMut<Settings>,
    autoplay: Option<Res<Autoplay>>,
    mut commands: Commands,
) {
    let first = settings.first_player();
    // Kept with the settings, so the next game takes its turn after this
    // one whichever tab, window or launch begins it.
    if settings.last_first != Some(first) {
        settings.last_first = Some(first);
    }
    let players = Players::for_game(&settings, autoplay.map(|a| a.0), first);
    if players.by_link() {
        commands.trigger(BeginLink { first });
    }
    commands.trigger(LoadGame {
        game: Game::new(first),
        players,
    });
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Match>()
        .init_resource::<Players>()
        .init_resource::<GameKey>()
        .add_observer(load_game)
        .add_observer(start_new_game);
}
