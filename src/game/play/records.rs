//! Records per opponent: games played, won, drawn and lost, the best
//! margin, and wins in a row. A game counts once, when it first ends, if a
//! person played it from the opening; the sentence after it says what it
//! added.

use super::flow::RestartGame;
use super::link::{Links, OnLink};
use super::match_state::{Autoplay, GameKey, Match, NewGame, Players};
use crate::game::state::Screen;
use crate::prefs::Controller;
use crate::rules::{Position, Side};
use crate::save::{CountedGame, Opponent, Record, SavedRecords};
use bevy::prelude::*;

/// The records, kept like the settings.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Records(pub SavedRecords);

/// What a finished game added to its record, for one sentence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Feat {
    /// A win with the best margin yet (after other games).
    BestMargin { margin: i8 },
    /// Wins in a row.
    Streak { wins: u32 },
    /// The first win against this opponent.
    FirstWin,
    /// Anything else: the record as it stands.
    Standing,
}

/// The last counted game: against whom, what it added, and the record.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastRecord {
    pub opponent: Opponent,
    pub feat: Feat,
    pub record: Record,
}

/// Who the person played, and which side is theirs; `None` for a game
/// without a person (a demo).
pub fn opponent_of(players: &Players) -> Option<(Opponent, Side)> {
    match (players.south, players.north) {
        (Controller::Human, Controller::Human) => Some((Opponent::TwoPlayers, Side::South)),
        // By link, this device's player is South.
        (Controller::Human, Controller::Friend) => Some((Opponent::ByLink, Side::South)),
        (Controller::Human, Controller::Computer(level)) => {
            Some((Opponent::Computer(level), Side::South))
        }
        (Controller::Computer(level), Controller::Human) => {
            Some((Opponent::Computer(level), Side::North))
        }
        _ => None,
    }
}

/// The key the records count a game by: a game by link's id (the same
/// game in every tab), else the key of the game on the board.
fn record_key(on_link: &OnLink, key: &GameKey) -> u64 {
    match on_link.0 {
        Some(id) => LINK_KEYS | u64::from(id),
        None => key.current,
    }
}

/// Where games by link's keys begin; other games' keys are random.
const LINK_KEYS: u64 = 1 << 40;

fn count_game(
    game: Res<Match>,
    players: Res<Players>,
    autoplay: Option<Res<Autoplay>>,
    key: Res<GameKey>,
    mut records: ResMut<Records>,
    on_link: Res<OnLink>,
    mut links: ResMut<Links>,
    mut commands: Commands,
) {
    let Some(result) = game.result() else { return };
    let from_opening = *game.start() == Position::start(game.start().to_move());
    let Some((opponent, side)) = opponent_of(&players) else {
        return;
    };
    let key = record_key(&on_link, &key);
    // Counted once by its key, whichever tab or window, visit or link
    // ends it.
    if autoplay.is_some() || !from_opening || records.0.has_counted(key) {
        return;
    }
    // A game by link counted before keys were kept is marked in its book.
    if let Some(id) = on_link.0
        && !links.0.count_end(id)
    {
        return;
    }
    let margin = result.stones(side) as i8 - result.stones(side.opponent()) as i8;
    let had_games = records.0.of(opponent).played > 0;
    let counted = CountedGame {
        key,
        opponent,
        margin,
    };
    let Some((record, best)) = records.0.count_game(counted) else {
        return;
    };
    let feat = match margin.signum() {
        1 if best && had_games => Feat::BestMargin { margin },
        1 if record.streak >= 2 => Feat::Streak {
            wins: record.streak,
        },
        1 if record.won == 1 => Feat::FirstWin,
        _ => Feat::Standing,
    };
    commands.insert_resource(LastRecord {
        opponent,
        feat,
        record,
    });
}

fn new_game<E: Event>(_: On<E>, mut commands: Commands) {
    commands.remove_resource::<LastRecord>();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Records>()
        .add_observer(new_game::<NewGame>)
        .add_observer(new_game::<RestartGame>)
        .add_systems(OnEnter(Screen::GameOver), count_game);
}
