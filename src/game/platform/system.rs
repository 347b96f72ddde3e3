//! What the game asks of the system it runs on: its language, its clock,
//! and where things are kept. The one place (with the page's code in
//! `web`) that calls the browser or the operating system directly.

use crate::i18n::Language;
#[cfg(target_arch = "wasm32")]
use crate::save::SETTINGS_FILE;
use crate::save::Store;

/// The language the system or the browser asks for, if the game has it.
pub fn system_language() -> Option<Language> {
    #[cfg(target_arch = "wasm32")]
    {
        let navigator = web_sys::window()?.navigator();
        let languages: Vec<String> = navigator
            .languages()
            .iter()
            .filter_map(|v| v.as_string())
            .chain(navigator.language())
            .collect();
        Language::from_locales(languages.iter().map(String::as_str))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let locales: Vec<String> = sys_locale::get_locales().collect();
        Language::from_locales(locales.iter().map(String::as_str))
    }
}

/// Seconds since 1970, from the platform's clock.
pub fn now_unix_seconds() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        let millis = web_sys::window()
            .and_then(|w| w.performance().map(|p| p.time_origin() + p.now()))
            .unwrap_or(0.0);
        (millis / 1000.0) as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
}

/// Where settings and games are kept on this platform.
pub fn platform_store() -> Box<dyn Store + Send + Sync> {
    #[cfg(target_arch = "wasm32")]
    {
        Box::new(WebStore)
    }
    #[cfg(not(target_arch = "wasm32"))]
    match crate::save::FileStore::in_config_dir() {
        Some(store) => Box::new(store),
        None => {
            bevy::log::warn!("no config directory: settings and games will not be kept");
            Box::new(crate::save::MemoryStore::default())
        }
    }
}

/// The browser's `localStorage`, with keys prefixed `modiar.`.
#[cfg(target_arch = "wasm32")]
#[derive(Clone, Debug, Default)]
struct WebStore;

/// Set when another tab wrote the game's keys: the page hears the
/// `storage` event (which fires in every tab but the writer's) and calls
/// `modiar_storage_news`, then wakes the game.
#[cfg(target_arch = "wasm32")]
static STORAGE_NEWS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Another tab changed what the game keeps.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn modiar_storage_news() {
    STORAGE_NEWS.store(true, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(target_arch = "wasm32")]
impl WebStore {
    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| "no localStorage".to_owned())
    }

    fn key(name: &str) -> String {
        format!("modiar.{name}")
    }
}

#[cfg(target_arch = "wasm32")]
impl Store for WebStore {
    fn read(&self, name: &str) -> Result<Option<String>, String> {
        WebStore::storage()?
            .get_item(&WebStore::key(name))
            .map_err(|_| "localStorage refused to read".to_owned())
    }

    fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
        WebStore::storage()?
            .set_item(&WebStore::key(name), text)
            .map_err(|_| "localStorage is full or refused to write".to_owned())
    }

    fn rename(&mut self, name: &str, new_name: &str) -> Result<(), String> {
        if self.read(new_name)?.is_some() {
            return Err(format!("{new_name} exists already"));
        }
        let text = self.read(name)?.unwrap_or_default();
        self.write(new_name, &text)?;
        self.remove(name)
    }

    fn remove(&mut self, name: &str) -> Result<(), String> {
        WebStore::storage()?
            .remove_item(&WebStore::key(name))
            .map_err(|_| "localStorage refused to delete".to_owned())
    }

    fn changed_elsewhere(&mut self) -> bool {
        STORAGE_NEWS.swap(false, std::sync::atomic::Ordering::Relaxed)
    }

    /// In a frame whose storage is blocked, merely reading throws.
    fn usable(&self) -> bool {
        self.read(SETTINGS_FILE).is_ok()
    }
}
