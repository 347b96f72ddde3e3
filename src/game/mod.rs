//! The Bevy game. Everything here plays back what the rules core reports;
//! no rule is decided in a system.
//!
//! The wing reads from the bottom up, and imports run one way:
//! - `state`, `words`, `theme`: leaves (states, typed words, the look);
//! - `play/`: the match and what drives it (no drawing);
//! - `board/`: pits, stones, the replay of a move, the rings;
//! - `input/`: mouse, touch and keys into `PitChosen` and `Press`;
//! - `ui/`: widgets, languages, HUD, dialogs, screens;
//! - `learn/`: the lessons and the puzzles; `analysis/`: the analysis
//!   board and games shared as codes;
//! - `access/`: the game as a screen reader tells it;
//! - `platform/`: the command line, saves, the web page, sound, redraws;
//! - `dev/` (the `dev` feature only): screenshots, the layout check,
//!   demos and frame times;
//! - `command_line`: the game's options, the developer's among them;
//! - this file: the plugin list, and the names the tests and the binary
//!   use; `board` and `learn` are public, so their many parts are named
//!   through them rather than here.
//!
//! [`gameplay_plugin`] holds everything that works without a window, so the
//! headless tests run it as it is; [`run`] adds the window and the art
//! around it, and the developer's tools when built with them.

mod access;
mod analysis;
pub mod board;
mod command_line;
#[cfg(feature = "dev")]
pub mod dev;
mod input;
pub mod learn;
mod platform;
mod play;
mod state;
mod theme;
mod ui;
mod words;

pub use access::{Announcements, Mirror, MirrorKind, MirrorPress, READ_BOARD, ReadBoard};
pub use analysis::{Analysis, StepTo};
pub use command_line::Args;
pub use input::{ButtonPointer, FingerLast, Press};
pub use platform::page_news;
pub use platform::persist::{
    SaveStore, SystemLanguage, insert_loaded, load_at_start, open_store, saved_game,
};
pub use play::{
    AiSeed, Arriving, AskHint, Autoplay, BoardReset, Coach, Feat, GameKey, Hint, HintShown,
    LastRecord, Links, LoadGame, Match, MovePlayed, NewGame, OnLink, OpenAnalysis, OpenCode,
    Oracle, PageSolve, PitChosen, Players, Records, Refusal, Refused, RestartGame, SeatNote,
    SeatNotes, Settings, Shelved, SolveOnStart, StartGame, THINKING_SECONDS, Thinking, ToMenu,
    UndoMove, opponent_of,
};
pub use state::{DecideTurn, Dialog, Screen, Turn};
pub use ui::bands::{Faces, Slot};
pub use ui::locale::Locale;
pub use ui::notice::{LinkFault, NoticeKind, Notices};
pub use ui::pages::review_lines;
pub use ui::room::Sizer;
pub use ui::screens::{
    AskInstall, InstallOffered, LINK_STATES, LINK_WHEN, STUCK_RULES, end_reason_text,
    record_sentence,
};
pub use ui::widgets::ButtonId;
pub use ui::{hint_text, refusal_text};
pub use words::{PitName, UndoReader, Who, Worth};

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;

/// The game without a window: states, the match, the board's entities,
/// input, the replay of moves, the computer's turns, the interface and
/// saving. Needs `TweeningPlugin` and `StatesPlugin` (or `DefaultPlugins`).
pub fn gameplay_plugin(app: &mut App) {
    app.add_plugins((
        state::plugin,
        theme::plugin,
        play::plugin,
        board::plugin,
        input::plugin,
        ui::plugin,
        learn::plugin,
        analysis::plugin,
        access::plugin,
        platform::plugin,
    ));
}

/// Runs the game window. Bad options print a message and exit with status 2.
pub fn run() -> AppExit {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("modiar: {message}");
            return AppExit::from_code(2);
        }
    };
    if args.help {
        println!("{}", command_line::usage());
        return AppExit::Success;
    }
    if args.version {
        println!("modiar {}", env!("CARGO_PKG_VERSION"));
        return AppExit::Success;
    }
    if let Some(problem) = no_display() {
        eprintln!("modiar: {problem}");
        return AppExit::from_code(1);
    }
    #[cfg(feature = "dev")]
    if let Some(code) = dev::run_instead(&args.dev, args.window, args.language) {
        return if code == 0 {
            AppExit::Success
        } else {
            AppExit::from_code(code as u8)
        };
    }
    let (width, height) = args.window.unwrap_or((1100.0, 820.0));
    let window = WindowPlugin {
        primary_window: Some(Window {
            title: "Modiar".into(),
            // The desktop entry's window class, so that a taskbar
            // groups the window under the game's icon.
            name: Some("io.itch.modiar".into()),
            resolution: (width as u32, height as u32).into(),
            // On the web: the page's canvas, sized by the page.
            canvas: cfg!(target_arch = "wasm32").then(|| "#bevy".to_owned()),
            fit_canvas_to_parent: true,
            ..default()
        }),
        ..default()
    };
    let assets = AssetPlugin {
        file_path: assets_dir(),
        meta_check: AssetMetaCheck::Never,
        ..default()
    };
    let mut app = App::new();
    // The web prints its errors itself, without Bevy's filtering log.
    #[cfg(target_arch = "wasm32")]
    {
        platform::console_errors::install();
        platform::web_engine::add(&mut app, window, assets);
    }
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(DefaultPlugins.set(window).set(assets));
    app.add_plugins(TweeningPlugin)
        .add_plugins(gameplay_plugin)
        .add_plugins((
            board::render_plugin,
            ui::window_plugin,
            platform::window_plugin,
        ));
    // Settings and the game in progress, unless this is a demo or a check,
    // which must not touch the player's files.
    let store: Box<dyn crate::save::Store + Send + Sync> = if args.automated() {
        Box::new(crate::save::MemoryStore::default())
    } else {
        platform::system::platform_store()
    };
    let (mut store, unkept) = open_store(store);
    let mut startup = load_at_start(store.as_mut(), platform::system::now_unix_seconds());
    if let Some(kind) = unkept {
        startup.notices.push(kind, None);
    }
    if let Some(language) = args.language {
        startup.settings.language = Some(language);
    }
    insert_loaded(&mut app, startup);
    app.insert_resource(SaveStore(store));
    if cfg!(target_arch = "wasm32") {
        app.add_plugins(platform::web_plugin);
    }
    #[cfg(feature = "dev")]
    {
        app.insert_resource(args.dev.clone())
            .insert_resource(dev::DevWindow {
                size: args.window,
                language: args.language,
            })
            .add_plugins(dev::plugin);
    }
    app.run()
}

/// Where the assets are: beside the executable (a release archive), else
/// in `share/games/modiar` beside its folder (the Linux package, with the
/// game in `/usr/games`), else `assets/` in the working directory, else the
/// source tree's (a development build). A double-clicked game finds its
/// files from anywhere.
fn assets_dir() -> String {
    // On the web, assets are fetched relative to the page.
    if cfg!(target_arch = "wasm32") {
        return "assets".to_owned();
    }
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = std::env::current_exe().ok().and_then(|exe| {
        let folder = exe.parent()?;
        [
            folder.join("assets"),
            folder.join("../share/games/modiar/assets"),
        ]
        .into_iter()
        .find(|dir| dir.join("fonts").is_dir())
    }) {
        return dir.to_string_lossy().into_owned();
    }
    // Run from a checkout's top (make's targets): its own assets, even
    // when the binary was last linked from another clone sharing the
    // target directory.
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = std::env::current_dir()
        .ok()
        .map(|d| d.join("assets"))
        .filter(|dir| dir.join("fonts").is_dir())
    {
        return dir.to_string_lossy().into_owned();
    }
    // `cargo run` from anywhere in a checkout; release builds carry no
    // path of the build machine.
    #[cfg(debug_assertions)]
    if std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .is_dir()
    {
        return concat!(env!("CARGO_MANIFEST_DIR"), "/assets").to_owned();
    }
    "assets".to_owned()
}

/// On Linux, a window needs an X11 display; say so plainly instead of
/// failing deep inside the windowing library.
fn no_display() -> Option<&'static str> {
    #[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Some(
            "no display: DISPLAY is not set. Run it from a desktop session, or under a virtual display (xvfb-run).",
        );
    }
    None
}
