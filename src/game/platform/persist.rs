//! Keeps settings and the game in progress between runs. Loaded before the
//! app starts; saved when settings change and after every move. A bad file
//! is set aside (see `crate::save`) and announced with a notice.

use super::locale::{Locale, system_language};
use super::match_state::{BoardReset, Controller, Match, MovePlayed, Players};
use super::notice::Notices;
use super::screens::Screen;
use super::settings::Settings;
use crate::ai::Level;
use crate::i18n::Language;
use crate::rules::{Game, Side};
use crate::save::{
    self, GAME_FILE, Loaded, Problem, SETTINGS_FILE, SavedGame, SavedSettings, Store,
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
}

/// A game in progress found at start-up, to resume.
#[derive(Resource, Clone, Debug)]
pub struct RestoredGame {
    pub game: Game,
    pub players: Players,
}

/// What start-up found.
pub struct Startup {
    pub settings: Settings,
    pub notices: Notices,
    pub restored: Option<RestoredGame>,
    pub writable: Writable,
}

fn controller_name(controller: Controller) -> String {
    match controller {
        Controller::Human => "human".into(),
        Controller::Computer(level) => format!("computer:{}", level.name()),
    }
}

fn controller_from(name: &str) -> Option<Controller> {
    match name.split_once(':') {
        None if name == "human" => Some(Controller::Human),
        Some(("computer", level)) => Level::parse(level).map(Controller::Computer),
        _ => None,
    }
}

/// The saved form of the current game.
pub fn saved_game(game: &Game, players: &Players) -> SavedGame {
    SavedGame::of(
        game,
        controller_name(players.south),
        controller_name(players.north),
        players.first,
    )
}

fn restore(saved: &SavedGame) -> Result<RestoredGame, String> {
    let game = saved.replay()?;
    let side = |name: &str| controller_from(name).ok_or_else(|| format!("unknown player {name:?}"));
    let first = match saved.first.as_str() {
        "south" => Side::South,
        "north" => Side::North,
        other => return Err(format!("unknown side {other:?}")),
    };
    Ok(RestoredGame {
        game,
        players: Players {
            south: side(&saved.south)?,
            north: side(&saved.north)?,
            first,
        },
    })
}

fn notice_for(problem: &Problem, bad: &'static str) -> &'static str {
    match problem {
        Problem::Newer { .. } => "notice-newer",
        Problem::Unreadable(_) => bad,
    }
}

/// Reads settings and the saved game, setting aside whatever is bad.
pub fn load_at_start(store: &mut dyn Store, now: u64) -> Startup {
    let mut notices = Notices::default();
    let mut writable = Writable {
        settings: true,
        game: true,
    };
    let settings = match save::load::<SavedSettings>(store, SETTINGS_FILE, now) {
        Loaded::Found(saved) => match Settings::from_saved(&saved) {
            Ok(settings) => settings,
            Err(_) => {
                // Well-formed but meaningless to this version: set it aside too.
                match save::set_aside(store, SETTINGS_FILE, now) {
                    Ok(kept) => notices.push("notice-settings-reset", kept),
                    Err(_) => writable.settings = false,
                }
                Settings::default()
            }
        },
        Loaded::Missing => Settings::default(),
        Loaded::SetAside { kept, problem } => {
            notices.push(notice_for(&problem, "notice-settings-reset"), kept);
            Settings::default()
        }
        Loaded::Stuck { .. } => {
            writable.settings = false;
            Settings::default()
        }
    };
    let restored = match save::load::<SavedGame>(store, GAME_FILE, now) {
        Loaded::Found(saved) => match restore(&saved) {
            Ok(restored) if !restored.game.is_over() => Some(restored),
            Ok(_) => None,
            Err(_) => {
                match save::set_aside(store, GAME_FILE, now) {
                    Ok(kept) => notices.push("notice-game-reset", kept),
                    Err(_) => writable.game = false,
                }
                None
            }
        },
        Loaded::Missing => None,
        Loaded::SetAside { kept, problem } => {
            notices.push(notice_for(&problem, "notice-game-reset"), kept);
            None
        }
        Loaded::Stuck { .. } => {
            writable.game = false;
            None
        }
    };
    Startup {
        settings,
        notices,
        restored,
        writable,
    }
}

/// Puts what start-up found into the app.
pub fn insert_startup(app: &mut App, startup: Startup) {
    app.insert_resource(startup.settings)
        .insert_resource(startup.notices)
        .insert_resource(startup.writable);
    if let Some(restored) = startup.restored {
        app.insert_resource(restored);
    }
}

fn resume_game(
    restored: Option<Res<RestoredGame>>,
    screen: Res<State<Screen>>,
    mut game: ResMut<Match>,
    mut players: ResMut<Players>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some(restored) = restored else { return };
    commands.remove_resource::<RestoredGame>();
    if *screen.get() != Screen::Title {
        return; // a demo or a check started its own game
    }
    game.0 = restored.game.clone();
    *players = restored.players.clone();
    // Everything that shows the board (counts, scores, hint) starts from
    // the resumed position, as after undo or restart.
    commands.trigger(BoardReset);
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

fn save_game(game: &Match, players: &Players, store: &mut SaveStore, writable: Option<&Writable>) {
    if writable.is_some_and(|w| !w.game) {
        return;
    }
    let result = if game.is_over() || game.moves().is_empty() {
        store.0.remove(GAME_FILE)
    } else {
        save::save(store.0.as_mut(), GAME_FILE, &saved_game(game, players))
    };
    if let Err(e) = result {
        warn!("cannot save the game: {e}");
    }
}

/// Saves the game after `E` (a move, or a reset such as undo or a new game).
fn save_after<E: Event>(
    _: On<E>,
    game: Res<Match>,
    players: Res<Players>,
    store: Option<ResMut<SaveStore>>,
    writable: Option<Res<Writable>>,
) {
    if let Some(mut store) = store {
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
    app.add_systems(
        PreUpdate,
        resume_game.run_if(resource_exists::<RestoredGame>),
    )
    .add_systems(PreUpdate, follow_language)
    .add_systems(Last, save_settings)
    .add_observer(save_after::<MovePlayed>)
    .add_observer(save_after::<BoardReset>);
}
