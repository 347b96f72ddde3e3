//! Keeps settings and the game in progress between runs. Loaded before the
//! app starts; the game in progress is kept after every move, undo and new
//! game, and `sync` writes what changed, merged with what other tabs or
//! windows wrote. A bad file is set aside (see `crate::save`) and announced
//! with a notice.

use super::sync::{KeptGame, Synced, resumable};
use super::system::{now_unix_seconds, system_language};
use crate::game::learn::PuzzleProgress;
use crate::game::learn::Today;
use crate::game::play::{GameKey, Links, LoadGame, Players, Records, Settings, UnixClock};
use crate::game::state::Screen;
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::i18n::Language;
use crate::link::LinkBook;
use crate::rules::Game;
use crate::save::{
    self, GAME_FILE, LINKS_FILE, Loaded, MemoryStore, PUZZLES_FILE, Problem, RECORDS_FILE,
    SETTINGS_FILE, SavedGame, SavedLinks, SavedPuzzles, SavedRecords, SavedSettings, Store,
};
use bevy::prelude::*;

pub use super::sync::{SaveStore, Writable};

/// A game in progress found at start-up, to resume.
#[derive(Resource, Clone, Debug)]
pub struct RestoredGame {
    pub game: Game,
    pub players: Players,
    pub key: u64,
}

/// What start-up found.
pub struct LoadedAtStart {
    pub settings: Settings,
    pub notices: Notices,
    pub restored: Option<RestoredGame>,
    /// The game file as found, ended or not: the base of later merges.
    pub game: Option<SavedGame>,
    pub puzzles: SavedPuzzles,
    pub records: SavedRecords,
    pub links: LinkBook,
    pub writable: Writable,
}

/// The saved form of the current game.
pub fn saved_game(game: &Game, players: &Players) -> SavedGame {
    SavedGame::of(game, players.south, players.north, players.first)
}

/// Where to keep things: `store`, or memory only when it can keep nothing
/// (a browser that refuses its storage), with a notice saying so once.
pub fn open_store(
    store: Box<dyn Store + Send + Sync>,
) -> (Box<dyn Store + Send + Sync>, Option<NoticeKind>) {
    if store.usable() {
        (store, None)
    } else {
        warn!("nothing can be kept here: games last until the game is closed");
        (
            Box::new(MemoryStore::default()),
            Some(NoticeKind::NothingKept),
        )
    }
}

/// What became of a bad file: set aside (with a notice naming where it was
/// kept), or stuck where it is (a notice, and the file is never written).
fn report<T>(
    loaded: Loaded<T>,
    bad: NoticeKind,
    stuck: NoticeKind,
    notices: &mut Notices,
    writable: &mut bool,
) -> Option<T> {
    match loaded {
        Loaded::Found(value) => Some(value),
        Loaded::Missing => None,
        Loaded::SetAside { kept, problem } => {
            let kind = match problem {
                Problem::Newer { .. } => NoticeKind::Newer,
                Problem::Unreadable(_) => bad,
            };
            notices.push(kind, Some(kept));
            None
        }
        Loaded::Stuck { .. } => {
            notices.push(stuck, None);
            *writable = false;
            None
        }
    }
}

/// A file that reads but means nothing to this version: set aside like an
/// unreadable one.
fn set_aside_meaningless(
    store: &mut dyn Store,
    name: &str,
    now: u64,
    bad: NoticeKind,
    stuck: NoticeKind,
    notices: &mut Notices,
    writable: &mut bool,
) {
    match save::set_aside(store, name, now) {
        Ok(kept) => notices.push(bad, Some(kept)),
        Err(_) => {
            notices.push(stuck, None);
            *writable = false;
        }
    }
}

/// Reads settings and the saved game, setting aside whatever is bad.
pub fn load_at_start(store: &mut dyn Store, now: u64) -> LoadedAtStart {
    let mut notices = Notices::default();
    let mut writable = Writable::ALL;
    let (bad, stuck) = (NoticeKind::SettingsReset, NoticeKind::SettingsStuck);
    let loaded = save::load::<SavedSettings>(store, SETTINGS_FILE, now);
    let settings = match report(loaded, bad, stuck, &mut notices, &mut writable.settings) {
        Some(saved) => Settings::from_saved(&saved).unwrap_or_else(|_| {
            let w = &mut writable.settings;
            set_aside_meaningless(store, SETTINGS_FILE, now, bad, stuck, &mut notices, w);
            Settings::default()
        }),
        None => Settings::default(),
    };
    let (bad, stuck) = (NoticeKind::GameReset, NoticeKind::GameStuck);
    let loaded = save::load::<SavedGame>(store, GAME_FILE, now);
    let game = match report(loaded, bad, stuck, &mut notices, &mut writable.game) {
        Some(saved) if saved.replay().is_err() => {
            let w = &mut writable.game;
            set_aside_meaningless(store, GAME_FILE, now, bad, stuck, &mut notices, w);
            None
        }
        found => found,
    };
    // Only a game under way comes back: one ended, or begun and not yet
    // moved in (a new game that replaced the last), does not.
    let restored = resumable(game.as_ref()).map(|(game_on, players)| RestoredGame {
        game: game_on,
        players,
        key: game.as_ref().map_or(0, |g| g.key),
    });
    let (bad, stuck) = (NoticeKind::PuzzlesReset, NoticeKind::PuzzlesStuck);
    let loaded = save::load::<SavedPuzzles>(store, PUZZLES_FILE, now);
    let puzzles =
        report(loaded, bad, stuck, &mut notices, &mut writable.puzzles).unwrap_or_default();
    let (bad, stuck) = (NoticeKind::RecordsReset, NoticeKind::RecordsStuck);
    let loaded = save::load::<SavedRecords>(store, RECORDS_FILE, now);
    let records =
        report(loaded, bad, stuck, &mut notices, &mut writable.records).unwrap_or_default();
    // The games by link: a file that reads but holds a game the rules
    // cannot play is set aside like an unreadable one.
    let (bad, stuck) = (NoticeKind::LinksReset, NoticeKind::LinksStuck);
    let loaded = save::load::<SavedLinks>(store, LINKS_FILE, now);
    let links = match report(loaded, bad, stuck, &mut notices, &mut writable.links) {
        Some(saved) => saved.book().unwrap_or_else(|problem| {
            warn!("the games by link were set aside: {problem}");
            let w = &mut writable.links;
            set_aside_meaningless(store, LINKS_FILE, now, bad, stuck, &mut notices, w);
            LinkBook::default()
        }),
        None => LinkBook::default(),
    };
    LoadedAtStart {
        settings,
        notices,
        restored,
        game,
        puzzles,
        records,
        links,
        writable,
    }
}

/// Puts what start-up found into the app.
pub fn insert_loaded(app: &mut App, startup: LoadedAtStart) {
    app.insert_resource(Synced {
        settings: startup.settings.to_saved(),
        game: startup.game.clone(),
        puzzles: startup.puzzles.clone(),
        records: startup.records.clone(),
        links: startup.links.clone(),
    })
    .insert_resource(KeptGame(startup.game))
    .insert_resource(startup.settings)
    .insert_resource(startup.notices)
    .insert_resource(PuzzleProgress(startup.puzzles))
    .insert_resource(Records(startup.records))
    .insert_resource(Links(startup.links))
    .insert_resource(startup.writable);
    if let Some(restored) = startup.restored {
        app.insert_resource(restored);
    }
}

fn resume_game(
    restored: Option<Res<RestoredGame>>,
    screen: Res<State<Screen>>,
    mut key: ResMut<GameKey>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some(restored) = restored else { return };
    commands.remove_resource::<RestoredGame>();
    if *screen.get() != Screen::Title {
        return; // a demo or a check started its own game
    }
    // The same game goes on: its key stays (0 from a file before keys).
    key.next = Some(restored.key).filter(|&k| k != 0);
    commands.trigger(LoadGame {
        game: restored.game.clone(),
        players: restored.players.clone(),
    });
    next.set(Screen::Playing);
}

/// The system's language, asked once.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SystemLanguage(pub Option<Language>);

fn follow_language(
    settings: Res<Settings>,
    system: Res<SystemLanguage>,
    mut locale: ResMut<Locale>,
) {
    let wanted = settings.language.or(system.0).unwrap_or_default();
    if locale.language != wanted {
        locale.language = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SystemLanguage>() {
        app.insert_resource(SystemLanguage(system_language()));
    }
    if !app.world().contains_resource::<Today>() {
        app.insert_resource(Today(now_unix_seconds() / 86_400));
    }
    app.insert_resource(UnixClock(now_unix_seconds));
    app.add_systems(
        PreUpdate,
        resume_game.run_if(resource_exists::<RestoredGame>),
    )
    .add_systems(
        PreUpdate,
        follow_language
            .run_if(resource_changed::<Settings>.or_eager(resource_changed::<SystemLanguage>)),
    );
}
