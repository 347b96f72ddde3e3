//! Keeps settings and the game in progress between runs. Loaded before the
//! app starts; saved when settings change and after every move. A bad file
//! is set aside (see `crate::save`) and announced with a notice.

use super::system::{now_unix_seconds, system_language};
use crate::game::learn::PuzzleProgress;
use crate::game::learn::Today;
use crate::game::play::{
    BoardReset, Links, LoadGame, Match, MovePlayed, Players, Records, Settings, UnixClock,
};
use crate::game::state::{InMatch, Screen};
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::i18n::Language;
use crate::link::LinkBook;
use crate::rules::Game;
use crate::save::{
    self, GAME_FILE, LINKS_FILE, Loaded, PUZZLES_FILE, Problem, RECORDS_FILE, SETTINGS_FILE,
    SavedGame, SavedLinks, SavedPuzzles, SavedRecords, SavedSettings, Store,
};
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

/// A game in progress found at start-up, to resume.
#[derive(Resource, Clone, Debug)]
pub struct RestoredGame {
    pub game: Game,
    pub players: Players,
}

/// What start-up found.
pub struct LoadedAtStart {
    pub settings: Settings,
    pub notices: Notices,
    pub restored: Option<RestoredGame>,
    pub puzzles: SavedPuzzles,
    pub records: SavedRecords,
    pub links: LinkBook,
    pub writable: Writable,
}

/// The saved form of the current game.
pub fn saved_game(game: &Game, players: &Players) -> SavedGame {
    SavedGame::of(game, players.south, players.north, players.first)
}

fn restore(saved: &SavedGame) -> Result<RestoredGame, String> {
    Ok(RestoredGame {
        game: saved.replay()?,
        players: Players {
            south: saved.south,
            north: saved.north,
            first: saved.first,
            only: None,
        },
    })
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
    let mut writable = Writable {
        settings: true,
        game: true,
        puzzles: true,
        records: true,
        links: true,
    };
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
    let restored = match report(loaded, bad, stuck, &mut notices, &mut writable.game) {
        Some(saved) => match restore(&saved) {
            Ok(restored) => Some(restored).filter(|r| !r.game.is_over()),
            Err(_) => {
                let w = &mut writable.game;
                set_aside_meaningless(store, GAME_FILE, now, bad, stuck, &mut notices, w);
                None
            }
        },
        None => None,
    };
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
        puzzles,
        records,
        links,
        writable,
    }
}

/// Puts what start-up found into the app.
pub fn insert_loaded(app: &mut App, startup: LoadedAtStart) {
    app.insert_resource(startup.settings)
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
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some(restored) = restored else { return };
    commands.remove_resource::<RestoredGame>();
    if *screen.get() != Screen::Title {
        return; // a demo or a check started its own game
    }
    commands.trigger(LoadGame {
        game: restored.game.clone(),
        players: restored.players.clone(),
    });
    next.set(Screen::Playing);
}

fn save_settings(
    settings: Res<Settings>,
    writable: Option<Res<Writable>>,
    store: Option<ResMut<SaveStore>>,
    mut last: Local<Option<SavedSettings>>,
) {
    let Some(mut store) = store else { return };
    let saved = settings.to_saved();
    if last.as_ref() == Some(&saved) || writable.is_some_and(|w| !w.settings) {
        return;
    }
    if last.is_none() && !settings.is_changed() {
        *last = Some(saved);
        return;
    }
    if let Err(e) = save::save(store.0.as_mut(), SETTINGS_FILE, &saved) {
        warn!("cannot save the settings: {e}");
    }
    *last = Some(saved);
}

/// Writes a kept resource's file when it has changed since start-up.
fn save_changed<T: serde::Serialize>(store: &mut SaveStore, name: &str, value: &T, writable: bool) {
    if writable && let Err(e) = save::save(store.0.as_mut(), name, value) {
        warn!("cannot save {name}: {e}");
    }
}

fn save_puzzles(
    progress: Res<PuzzleProgress>,
    writable: Option<Res<Writable>>,
    store: Option<ResMut<SaveStore>>,
) {
    let Some(mut store) = store else { return };
    if progress.is_changed() && !progress.is_added() {
        let mut saved = progress.0.clone();
        saved.version = save::FORMAT_VERSION;
        let ok = writable.is_none_or(|w| w.puzzles);
        save_changed(&mut store, PUZZLES_FILE, &saved, ok);
    }
}

fn save_records(
    records: Res<Records>,
    writable: Option<Res<Writable>>,
    store: Option<ResMut<SaveStore>>,
) {
    let Some(mut store) = store else { return };
    if records.is_changed() && !records.is_added() {
        let mut saved = records.0.clone();
        saved.version = save::FORMAT_VERSION;
        let ok = writable.is_none_or(|w| w.records);
        save_changed(&mut store, RECORDS_FILE, &saved, ok);
    }
}

fn save_links(
    links: Res<Links>,
    writable: Option<Res<Writable>>,
    store: Option<ResMut<SaveStore>>,
) {
    let Some(mut store) = store else { return };
    if links.is_changed() && !links.is_added() {
        let ok = writable.is_none_or(|w| w.links);
        save_changed(&mut store, LINKS_FILE, &SavedLinks::of(&links.0), ok);
    }
}

fn save_game(game: &Match, players: &Players, store: &mut SaveStore, writable: Option<&Writable>) {
    if writable.is_some_and(|w| !w.game) {
        return;
    }
    // A game by link is kept with the others by link, not as the game in
    // progress: it replaces that one as a new game does.
    let result = if game.is_over() || game.moves().is_empty() || players.by_link() {
        store.0.remove(GAME_FILE)
    } else {
        save::save(store.0.as_mut(), GAME_FILE, &saved_game(game, players))
    };
    if let Err(e) = result {
        warn!("cannot save the game: {e}");
    }
}

/// Saves the game after `E` (a move, or a reset such as undo), when it is
/// a game: a lesson, a puzzle or the analysis board never takes the place
/// of the game in progress.
fn save_after<E: Event>(
    _: On<E>,
    in_match: Option<Res<State<InMatch>>>,
    game: Res<Match>,
    players: Res<Players>,
    store: Option<ResMut<SaveStore>>,
    writable: Option<Res<Writable>>,
) {
    if let Some(mut store) = store
        && in_match.is_some()
    {
        save_game(&game, &players, &mut store, writable.as_deref());
    }
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
    .add_systems(PreUpdate, follow_language)
    .add_systems(
        Last,
        (
            save_settings.run_if(resource_changed::<Settings>),
            save_puzzles.run_if(resource_changed::<PuzzleProgress>),
            save_records.run_if(resource_changed::<Records>),
            save_links.run_if(resource_changed::<Links>),
        ),
    )
    .add_observer(save_after::<MovePlayed>)
    .add_observer(save_after::<BoardReset>);
}
