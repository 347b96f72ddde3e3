//! Modiar, the game.

// A double-clicked release on Windows opens no console window.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() -> bevy::app::AppExit {
    modiar::game::run()
}

/// What the web page calls: its Web Worker's news about the solve.
#[cfg(target_arch = "wasm32")]
mod page {
    use modiar::game::page_news as with;
    use wasm_bindgen::prelude::wasm_bindgen;

    /// The worker's progress, 0 to 1.
    #[wasm_bindgen]
    pub fn modiar_solve_progress(progress: f32) {
        with(|page| page.progress = progress);
    }

    /// The worker's finished table.
    #[wasm_bindgen]
    pub fn modiar_table(bytes: Vec<u8>) {
        with(|page| page.table = Some(bytes));
    }

    /// No worker could run: the game solves in slices itself.
    #[wasm_bindgen]
    pub fn modiar_solve_here() {
        with(|page| page.failed = true);
    }
}
