//! The pure rule resource: the core's `Game`, exposed to Bevy, with who
//! controls each side. Moves are applied here at once; the animation then
//! replays the report.

use super::settings::{Mode, Settings};
use crate::ai::Level;
use crate::rules::{Game, IllegalMove, MoveReport, Side};
use bevy::prelude::*;

/// The game being played. Systems read it to decide what may happen and play
/// back the reports its moves return; they never change stones themselves.
#[derive(Resource, Deref, DerefMut, Default, Debug, Clone)]
pub struct Match(pub Game);

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Controller {
    Human,
    Computer(Level),
}

/// Who controls each side of the current game, and who started it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Players {
    pub south: Controller,
    pub north: Controller,
    pub first: Side,
}

impl Default for Players {
    fn default() -> Self {
        Players {
            south: Controller::Human,
            north: Controller::Computer(Level::Club),
            first: Side::South,
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
        self.is_human(Side::South) != self.is_human(Side::North)
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

/// The board changed without a move (new game, undo): stones snap to it.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// For demos and checks: the computer plays both sides at this level.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Autoplay(pub Level);

/// Plays `pit` on the match and announces it. The one place a move is made.
pub fn play_move(
    game: &mut Match,
    pit: usize,
    commands: &mut Commands,
) -> Result<MoveReport, IllegalMove> {
    let report = game.play(pit)?;
    commands.trigger(MovePlayed { report });
    Ok(report)
}

fn start_new_game(
    _: On<NewGame>,
    settings: Res<Settings>,
    autoplay: Option<Res<Autoplay>>,
    mut players: ResMut<Players>,
    mut game: ResMut<Match>,
    mut started: Local<Option<Side>>,
    mut commands: Commands,
) {
    let first = settings.first_player(*started);
    *started = Some(first);
    let computer = Controller::Computer(settings.level);
    *players = match (autoplay, settings.mode) {
        (Some(auto), _) => Players {
            south: Controller::Computer(auto.0),
            north: Controller::Computer(auto.0),
            first,
        },
        (None, Mode::VsComputer) => Players {
            south: Controller::Human,
            north: computer,
            first,
        },
        (None, Mode::TwoPlayers) => Players {
            south: Controller::Human,
            north: Controller::Human,
            first,
        },
    };
    game.0 = Game::new(first);
    commands.trigger(BoardReset);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Match>()
        .init_resource::<Players>()
        .add_observer(start_new_game);
}
