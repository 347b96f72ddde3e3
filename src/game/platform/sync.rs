//! One truth across tabs and windows. Whenever this tab changes a kept
//! file, or hears that another tab or window did (the store says so:
//! `localStorage`'s `storage` event, a file's time), the file is read
//! again, merged three ways (`crate::merge`) and written back only where
//! it differs; what this tab holds and shows then follows the merge. So no
//! write drops what another tab saved, and a tab left behind shows the
//! newest state when it is looked at again.

use crate::game::learn::PuzzleProgress;
use crate::game::play::{
    Arriving, Autoplay, BoardReset, GameKey, Links, LoadGame, Match, MovePlayed, OnLink, PlayOn,
    Players, Records, Settings, Shelved, ShowLink,
};
use crate::game::state::{Dialog, Screen, Turn, TurnNow};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::link::LinkBook;
use crate::merge;
use crate::rules::Game;
use crate::save::{
    self, FORMAT_VERSION, GAME_FILE, LINKS_FILE, PUZZLES_FILE, RECORDS_FILE, SETTINGS_FILE,
    SavedGame, SavedLinks, SavedPuzzles, SavedRecords, SavedSettings, Store,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Where to save. Without it nothing is kept (tests may leave it out).
#[derive(Resource)]
pub struct SaveStore(pub Box<dyn Store + Send + Sync>);

/// Whether a file may be written: not when a bad one could not be moved
/// out of the way, so it is never overwritten.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Writable {
    pub settings: bool,
    pub game: bool,
    pub puzzles: bool,
    pub records: bool,
    pub links: bool,
}

impl Writable {
    /// Every file may be written.
    pub const ALL: Writable = Writable {
        settings: true,
        game: true,
        puzzles: true,
        records: true,
        links: true,
    };
}

/// Each file as this tab last read or wrote it: the base of every merge.
#[derive(Resource, Clone, Debug)]
pub struct Synced {
    pub settings: SavedSettings,
    pub game: Option<SavedGame>,
    pub puzzles: SavedPuzzles,
    pub records: SavedRecords,
    pub links: LinkBook,
}

/// The game in progress as this tab keeps it: what the game file holds.
/// A game by link is kept with the others by link, and a lesson, a puzzle
/// or the analysis board never takes its place.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptGame(pub Option<SavedGame>);

/// What another tab's change asks this one to show, once the board is
/// still.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct Follow {
    game: bool,
    link: bool,
}

/// A write failed (a full or refusing store): said once, not every frame.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct SaidUnkept(bool);

/// The game in progress that the title may offer to continue: one under
/// way, begun here or elsewhere.
pub fn resumable(saved: Option<&SavedGame>) -> Option<(Game, Players)> {
    let (game, players) = replayed(saved?)?;
    (!game.is_over() && !game.moves().is_empty()).then_some((game, players))
}

/// A kept game as it stands, with who plays it.
fn replayed(saved: &SavedGame) -> Option<(Game, Players)> {
    let players = Players {
        south: saved.south,
        north: saved.north,
        first: saved.first,
        only: None,
    };
    Some((saved.replay().ok()?, players))
}

/// Whether `players` play a game this tab keeps as the game in progress.
fn kept_kind(players: &Players, autoplay: bool) -> bool {
    !autoplay && players.only.is_none() && !players.by_link()
}

/// The game on the board, and the game in progress kept here.
#[derive(SystemParam)]
struct GameOnBoard<'w> {
    screen: Res<'w, State<Screen>>,
    game: Res<'w, Match>,
    players: Res<'w, Players>,
    key: Res<'w, GameKey>,
    autoplay: Option<Res<'w, Autoplay>>,
    kept: ResMut<'w, KeptGame>,
}

impl GameOnBoard<'_> {
    /// Keeps the game on the board as the game in progress, when it is
    /// one (not a lesson, a puzzle, a demo or a game by link).
    fn keep(&mut self) {
        let in_match = matches!(self.screen.get(), Screen::Playing | Screen::GameOver);
        if !in_match || !kept_kind(&self.players, self.autoplay.is_some()) {
            return;
        }
        let players = &self.players;
        let mut saved = SavedGame::of(&self.game, players.south, players.north, players.first);
        saved.key = self.key.current;
        if self.kept.0.as_ref() != Some(&saved) {
            self.kept.0 = Some(saved);
        }
    }
}

/// After every move, undo and restart.
fn keep_after<E: Event>(_: On<E>, mut board: GameOnBoard) {
    board.keep();
}

/// A new game from the title is on the board before its screen is: it
/// takes the place of the one kept as the board comes up, so leaving before
/// its first move never brings back the old one.
fn keep_on_enter(mut board: GameOnBoard) {
    board.keep();
}

/// Writes `value` as `name`, or removes it for `None`.
fn put<T: serde::Serialize>(
    store: &mut dyn Store,
    name: &str,
    value: Option<&T>,
) -> Result<(), String> {
    match value {
        Some(value) => save::save(store, name, value),
        None => store.remove(name),
    }
}

/// Writes `merged` where it differs from `theirs`, and returns what the
/// store holds after: the base of the next merge. A write that fails
/// leaves `theirs` there, so this tab's change is tried again at its next
/// change, and is never taken for kept.
fn write_back<T: PartialEq + Clone>(
    merged: &T,
    theirs: T,
    writable: bool,
    failed: &mut bool,
    write: impl FnOnce(&T) -> Result<(), String>,
) -> T {
    if *merged == theirs || !writable {
        return theirs;
    }
    match write(merged) {
        Ok(()) => merged.clone(),
        Err(e) => {
            warn!("cannot keep what changed: {e}");
            *failed = true;
            theirs
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn sync_store(
    mut store: ResMut<SaveStore>,
    writable: Option<Res<Writable>>,
    mut synced: ResMut<Synced>,
    mut settings: ResMut<Settings>,
    mut kept: ResMut<KeptGame>,
    mut puzzles: ResMut<PuzzleProgress>,
    mut records: ResMut<Records>,
    mut links: ResMut<Links>,
    mut follow: ResMut<Follow>,
    mut said: ResMut<SaidUnkept>,
    mut notices: ResMut<Notices>,
) {
    let elsewhere = store.0.changed_elsewhere();
    let writable = writable.map_or(Writable::ALL, |w| *w);
    let store = store.0.as_mut();
    let mut failed = false;
    // A file this version cannot read (a newer version's, say) is left
    // alone: `peek` fails and nothing of it is merged.
    if (elsewhere || settings.is_changed())
        && let Ok(theirs) = save::peek::<SavedSettings>(store, SETTINGS_FILE)
    {
        let mine = settings.to_saved();
        let theirs = theirs.unwrap_or_else(|| synced.settings.clone());
        let merged = merge::settings(&synced.settings, &mine, &theirs);
        if merged != mine
            && let Ok(adopted) = Settings::from_saved(&merged)
        {
            *settings = adopted;
        }
        synced.settings = write_back(&merged, theirs, writable.settings, &mut failed, |m| {
            save::save(store, SETTINGS_FILE, m)
        });
    }
    if (elsewhere || kept.is_changed())
        && let Ok(theirs) = save::peek::<SavedGame>(store, GAME_FILE)
    {
        let merged = merge::game(synced.game.as_ref(), kept.0.as_ref(), theirs.as_ref());
        if merged != kept.0 {
            kept.0 = merged.clone();
            follow.game = true;
        }
        synced.game = write_back(&merged, theirs, writable.game, &mut failed, |m| {
            put(store, GAME_FILE, m.as_ref())
        });
    }
    if (elsewhere || puzzles.is_changed())
        && let Ok(theirs) = save::peek::<SavedPuzzles>(store, PUZZLES_FILE)
    {
        let theirs = theirs.unwrap_or_else(|| synced.puzzles.clone());
        let mut merged = merge::puzzles(&puzzles.0, &theirs);
        merged.version = FORMAT_VERSION;
        if merged != puzzles.0 {
            puzzles.0 = merged.clone();
        }
        synced.puzzles = write_back(&merged, theirs, writable.puzzles, &mut failed, |m| {
            save::save(store, PUZZLES_FILE, m)
        });
    }
    if (elsewhere || records.is_changed())
        && let Ok(theirs) = save::peek::<SavedRecords>(store, RECORDS_FILE)
    {
        let theirs = theirs.unwrap_or_else(|| synced.records.clone());
        let mut merged = merge::records(&synced.records, &records.0, &theirs);
        merged.version = FORMAT_VERSION;
        if merged != records.0 {
            records.0 = merged.clone();
        }
        synced.records = write_back(&merged, theirs, writable.records, &mut failed, |m| {
            save::save(store, RECORDS_FILE, m)
        });
    }
    // The games by link are checked as at start-up: a file that holds a
    // game the rules cannot play is not merged.
    if (elsewhere || links.is_changed())
        && let Ok(theirs) = save::peek::<SavedLinks>(store, LINKS_FILE)
        && let Ok(theirs) = theirs.map_or(Ok(synced.links.clone()), |saved| saved.book())
    {
        let merged = merge::links(&synced.links, &links.0, &theirs);
        if merged != links.0 {
            links.0 = merged.clone();
            follow.link = true;
        }
        synced.links = write_back(&merged, theirs, writable.links, &mut failed, |m| {
            save::save(store, LINKS_FILE, &SavedLinks::of(m))
        });
    }
    if failed && !said.0 {
        said.0 = true;
        notices.push(NoticeKind::NothingKept, None);
    }
}

impl Default for Synced {
    /// What a store with nothing in it holds.
    fn default() -> Self {
        Synced {
            settings: Settings::default().to_saved(),
            game: None,
            puzzles: SavedPuzzles::default(),
            records: SavedRecords::default(),
            links: LinkBook::default(),
        }
    }
}

/// The board may take another game: nothing moves, no turn is on its way
/// in, no dialog is open.
fn board_still(turn: TurnNow, dialog: Res<State<Dialog>>) -> bool {
    turn.settled()
        && turn
            .current()
            .is_none_or(|t| matches!(t, Turn::Human | Turn::Idle | Turn::Over))
        && *dialog.get() == Dialog::None
}

/// Another tab or window changed the game in progress. On the board, this
/// tab shows it as it now stands: the same game moved on, or the new game
/// begun in its place (the title, if that one has ended already).
/// Anywhere else, the title's Continue offers it.
#[allow(clippy::too_many_arguments)]
fn follow_game(
    mut follow: ResMut<Follow>,
    kept: Res<KeptGame>,
    screen: Res<State<Screen>>,
    players: Res<Players>,
    autoplay: Option<Res<Autoplay>>,
    game: Res<Match>,
    mut key: ResMut<GameKey>,
    mut shelved: ResMut<Shelved>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let on_board = matches!(screen.get(), Screen::Playing | Screen::GameOver)
        && kept_kind(&players, autoplay.is_some());
    follow.game = false;
    if !on_board {
        let offered = shelved.0.is_some();
        shelved.0 = continuable(&kept);
        // The title offers Continue as it comes up: it comes up again.
        if *screen.get() == Screen::Title && shelved.0.is_some() != offered {
            next_screen.set(Screen::Title);
        }
        return;
    }
    let theirs = kept.0.as_ref().and_then(|saved| {
        let (game, players) = replayed(saved)?;
        Some((saved.key, game, players))
    });
    // A game of another key that has ended already: nothing to show here.
    let theirs = theirs
        .filter(|(their_key, their_game, _)| *their_key == key.current || !their_game.is_over());
    let Some((their_key, their_game, their_players)) = theirs else {
        tell(&mut commands, NoticeKind::GameReplaced);
        shelved.0 = None;
        next_screen.set(Screen::Title);
        return;
    };
    let told = if their_key != key.current {
        NoticeKind::GameReplaced
    } else if their_game.moves() != game.moves() {
        NoticeKind::GameFollowed
    } else {
        return;
    };
    key.next = Some(their_key);
    commands.trigger(LoadGame {
        game: their_game,
        players: their_players,
    });
    commands.trigger(PlayOn);
    tell(&mut commands, told);
}

/// Says why the board changed under the player, once the change is made
/// (a new board clears what was said of the last), in place of what was
/// said of the board as it stood: one line, the latest.
fn tell(commands: &mut Commands, kind: NoticeKind) {
    commands.queue(move |world: &mut World| {
        let mut notices = world.resource_mut::<Notices>();
        notices.clear_local();
        notices.items.retain(|n| n.kind != NoticeKind::GameReplaced);
        notices.push(kind, None);
    });
}

/// Another tab or window changed the games by link. The game by link on
/// the board follows: moves it gained are played out one by one, and a
/// game that went back or another way is shown as it now stands.
fn follow_link(
    mut follow: ResMut<Follow>,
    links: Res<Links>,
    on_link: Res<OnLink>,
    screen: Res<State<Screen>>,
    game: Res<Match>,
    mut arriving: ResMut<Arriving>,
    mut commands: Commands,
) {
    follow.link = false;
    let Some(id) = on_link.0 else { return };
    let Some(kept) = links.0.get(id) else { return };
    if !matches!(screen.get(), Screen::Playing | Screen::GameOver) {
        return;
    }
    let full = kept.game.game_for(kept.seat);
    let theirs = full.moves();
    let shown: Vec<_> = game.moves().iter().chain(&arriving.0).copied().collect();
    if theirs == shown.as_slice() {
        return;
    }
    // What was said of the game as it stood (a link sent, one refused) is
    // old news: the line says where the game went instead.
    tell(&mut commands, NoticeKind::GameFollowed);
    if theirs.starts_with(&shown) {
        arriving.0.extend(theirs[shown.len()..].iter().copied());
    } else {
        commands.trigger(ShowLink { id, shown: None });
    }
}

/// Leaving a board for the title: the game in progress kept here is the
/// one the title offers to continue, if no other was shelved on the way
/// (a game by link, a lesson or a puzzle played since leaves it kept).
fn offer_kept(kept: Res<KeptGame>, mut shelved: ResMut<Shelved>) {
    if shelved.0.is_none() {
        shelved.0 = continuable(&kept);
    }
}

/// The kept game as the title's Continue takes it, if it is under way.
fn continuable(kept: &KeptGame) -> Option<(Game, Players, u64)> {
    let saved = kept.0.as_ref()?;
    let (game, players) = resumable(Some(saved))?;
    Some((game, players, saved.key))
}

fn follows(which: fn(&Follow) -> bool) -> impl Fn(Res<Follow>) -> bool + Clone {
    move |follow: Res<Follow>| which(&follow)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptGame>()
        .add_systems(OnEnter(Screen::Playing), keep_on_enter)
        .add_observer(keep_after::<MovePlayed>)
        .add_observer(keep_after::<BoardReset>)
        .init_resource::<Synced>()
        .init_resource::<Follow>()
        .init_resource::<SaidUnkept>()
        .add_systems(
            Update,
            (
                follow_game.run_if(follows(|f| f.game).and_then(board_still)),
                follow_link.run_if(follows(|f| f.link).and_then(board_still)),
            ),
        )
        .add_systems(OnExit(Screen::Playing), offer_kept)
        .add_systems(OnExit(Screen::GameOver), offer_kept)
        .add_systems(OnExit(Screen::Tutorial), offer_kept)
        .add_systems(OnExit(Screen::Puzzles), offer_kept)
        .add_systems(OnExit(Screen::Analysis), offer_kept)
        // First thing in a frame, so that what another tab changed is
        // shown in the same frame; last thing, to write what this one did.
        .add_systems(PreUpdate, sync_store.run_if(resource_exists::<SaveStore>))
        .add_systems(Last, sync_store.run_if(resource_exists::<SaveStore>));
}
