//! A game by link on this device: the book of its games by link (the pure
//! core's `LinkBook`), the one on the board, each move this device's
//! player makes kept in it, and the moves a link brings played out on the
//! board one by one. The board always shows this device's seat as South;
//! the friend far away is North, whose turns wait here (`Turn::Idle`).
//! Reading a link and sending one are the sharing screen's (`analysis`).

use super::flow::{PlayOn, UndoMove};
use super::match_state::{BeginLink, LoadGame, Match, MovePlayed, Players, play_move, take_back};
use super::settings::Settings;
use crate::game::state::{AppSystems, Dialog, InMatch, Screen, Turn, TurnNow};
use crate::link::{LinkBook, Seat};
use crate::prefs::{Controller, Mode};
use crate::rules::{Game, Pit, Side};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The games by link on this device, kept like the records.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Links(pub LinkBook);

/// The game by link on the board, by its id; none in any other game.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnLink(pub Option<u32>);

/// The clock a game by link is stamped with, in Unix seconds: the
/// platform's, set by the platform; a test's own.
#[derive(Resource, Clone, Copy, Debug)]
pub struct UnixClock(pub fn() -> u64);

impl Default for UnixClock {
    fn default() -> Self {
        UnixClock(|| 0)
    }
}

/// Open a link of a game by link (its whole address or its code).
#[derive(Event, Clone, Debug)]
pub struct OpenLink(pub String);

/// Send the game by link on the board: its link to the clipboard.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct SendLink;

/// A link is on its way to the friend: its text, for a phone's share
/// sheet where the page has one.
#[derive(Event, Clone, Debug, PartialEq, Eq)]
pub struct LinkGiven(pub String);

/// Remove a game by link from this device (the player was asked first).
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemoveKept(pub u32);

/// Moves a link brought that the board has yet to show, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Arriving(pub VecDeque<Pit>);

/// The players of a game by link as this device's board shows it: its
/// player South, the friend North, `first` moving first.
fn players_by_link(first: Side) -> Players {
    Players {
        south: Controller::Human,
        north: Controller::Friend,
        first,
        only: None,
    }
}

/// The seat that moves first as the opener sees the board, from the side
/// this device's board shows moving first (the opener plays South).
fn opener_first(first: Side) -> Seat {
    match first {
        Side::South => Seat::Opener,
        Side::North => Seat::Guest,
    }
}

fn begin_link(
    begin: On<BeginLink>,
    clock: Res<UnixClock>,
    mut links: ResMut<Links>,
    mut on_link: ResMut<OnLink>,
    mut arriving: ResMut<Arriving>,
) {
    let id = rand::RngCore::next_u32(&mut <rand::rngs::StdRng as rand::SeedableRng>::from_os_rng());
    let id = links.0.begin(id, opener_first(begin.first), (clock.0)());
    on_link.0 = Some(id);
    arriving.0.clear();
}

/// Another kind of game on the board: no game by link is.
fn leave_link(load: On<LoadGame>, mut on_link: ResMut<OnLink>, mut arriving: ResMut<Arriving>) {
    if !load.players.by_link() && on_link.0.is_some() {
        on_link.0 = None;
        arriving.0.clear();
    }
}

/// Puts a game by link on the board and goes to it: as it stood `shown`
/// moves in, the rest played out one by one (a link that just came in
/// shows its new moves being made), or, with no `shown`, as it stands (a
/// game opened from the list).
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowLink {
    pub id: u32,
    pub shown: Option<usize>,
}

fn show_link(
    show: On<ShowLink>,
    links: Res<Links>,
    mut on_link: ResMut<OnLink>,
    mut arriving: ResMut<Arriving>,
    mut next: ResMut<NextState<Screen>>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
) {
    let Some(kept) = links.0.get(show.id) else {
        return;
    };
    // Back on the title, the games by link are listed: a friend who came
    // by a link finds the game there without choosing the mode first.
    if settings.mode != Mode::ByLink {
        settings.mode = Mode::ByLink;
    }
    let full = kept.game.game_for(kept.seat);
    let shown = show.shown.unwrap_or(full.moves().len());
    let first = full.start().to_move();
    let mut game = Game::new(first);
    for &pit in full.moves().iter().take(shown) {
        if game.play(pit).is_err() {
            return; // never: the book's games were checked
        }
    }
    on_link.0 = Some(show.id);
    arriving.0 = full.moves().iter().skip(shown).copied().collect();
    commands.trigger(LoadGame {
        game,
        players: players_by_link(first),
    });
    next.set(Screen::Playing);
    commands.trigger(PlayOn);
}

fn remove_kept(remove: On<RemoveKept>, mut links: ResMut<Links>, mut on_link: ResMut<OnLink>) {
    links.0.remove(remove.0);
    if on_link.0 == Some(remove.0) {
        on_link.0 = None;
    }
}

/// Keeps the move this device's player made in the book. The moves a link
/// brought are in it already: only a move that makes the board's game
/// longer than the book's is new.
fn keep_move(
    played: On<MovePlayed>,
    game: Res<Match>,
    on_link: Res<OnLink>,
    clock: Res<UnixClock>,
    mut links: ResMut<Links>,
) {
    let Some(id) = on_link.0 else { return };
    let Some(kept) = links.0.get(id) else { return };
    if game.moves().len() > kept.game.moves.len()
        && !links.0.play(id, played.report.origin, (clock.0)())
    {
        warn!("a move of game by link {id} was not kept");
    }
}

/// Plays the next move a link brought, once the board is still.
fn play_arriving(
    mut arriving: ResMut<Arriving>,
    mut game: ResMut<Match>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut commands: Commands,
) {
    let Some(pit) = arriving.0.pop_front() else {
        return;
    };
    if play_move(&mut game, pit, &mut next_turn, &mut commands).is_err() {
        arriving.0.clear(); // never: the moves were checked
    }
}

/// By link, Undo takes back this device's last move while it is not sent;
/// once sent, the friend has it, and it stays.
fn undo_unsent(
    _: On<UndoMove>,
    in_match: Option<Res<State<InMatch>>>,
    on_link: Res<OnLink>,
    mut links: ResMut<Links>,
    mut game: ResMut<Match>,
    mut commands: Commands,
) {
    let Some(id) = on_link.0.filter(|_| in_match.is_some()) else {
        return;
    };
    if links.0.take_back(id) {
        take_back(&mut game, 1, &mut commands);
        commands.trigger(PlayOn);
    } else {
        commands.trigger(SentStays);
    }
}

/// By link, an Undo refused: the move went to the friend already.
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct SentStays;

/// The board may take the next move a link brought: nothing moves, no
/// turn is on its way in (a screen just entered settles its turn first),
/// no dialog is open.
fn board_still(arriving: Res<Arriving>, turn: TurnNow, dialog: Res<State<Dialog>>) -> bool {
    !arriving.0.is_empty()
        && turn.settled_on(&[Turn::Idle, Turn::Human])
        && *dialog.get() == Dialog::None
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Links>()
        .init_resource::<OnLink>()
        .init_resource::<UnixClock>()
        .init_resource::<Arriving>()
        .add_observer(begin_link)
        .add_observer(leave_link)
        .add_observer(show_link)
        .add_observer(remove_kept)
        .add_observer(keep_move)
        .add_observer(undo_unsent)
        .add_systems(
            Update,
            play_arriving
                .run_if(in_state(Screen::Playing).and_then(board_still))
                .in_set(AppSystems::Update),
        );
}
