//! The page's news: the Web Worker's solve (through [`page_news`], between
//! frames), the page's address, and a game linked in that address.

use crate::game::analysis::PageAddress;
use crate::game::play::{OpenCode, PageSolve};
use crate::game::state::AppSystems;
use bevy::prelude::*;

/// The page's address after `#`, where a shared game's code comes.
fn page_hash() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().hash().ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The page's address, where the game is a web page.
fn page_address() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().href().ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The Web Worker's news, as the page's calls leave it between frames.
static PAGE_NEWS: std::sync::Mutex<PageSolve> = std::sync::Mutex::new(PageSolve {
    progress: 0.0,
    table: None,
    failed: false,
});

/// What the page's exported functions call with the Web Worker's news.
pub fn page_news(update: impl FnOnce(&mut PageSolve)) {
    update(&mut PAGE_NEWS.lock().unwrap_or_else(|e| e.into_inner()));
}

/// Hands the page's news to the game, once per frame.
fn deliver_page_news(mut solve: ResMut<PageSolve>) {
    let mut news = PAGE_NEWS.lock().unwrap_or_else(|e| e.into_inner());
    let solve = solve.bypass_change_detection();
    solve.progress = solve.progress.max(news.progress);
    solve.failed |= news.failed;
    if let Some(table) = news.table.take() {
        solve.table = Some(table);
    }
}

/// A link to a game (`index.html#g=CODE`) opens it on the analysis board,
/// and a game by link's link opens that game: at load, and again whenever
/// the address's `#g=` changes under the page (a link pasted into the
/// address bar of the tab the game is in; the page wakes the game).
fn open_linked_game(mut seen: Local<Option<String>>, mut commands: Commands) {
    let hash = page_hash().filter(|h| h.starts_with("#g="));
    if hash.is_some() && *seen != hash {
        seen.clone_from(&hash);
        commands.trigger(OpenCode(hash.unwrap_or_default()));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(PageAddress(page_address()))
        .add_systems(First, deliver_page_news);
    app.add_systems(Update, open_linked_game.in_set(AppSystems::RecordInput));
}
