//! The game mirrored in the web page for screen readers: the screen in
//! reading order (`data-modiar-mirror`) and the news (`data-modiar-said`),
//! both JSON, which the page draws as visually hidden markup with a live
//! region. A mirrored control the reader activates comes back through
//! `modiar_press`, and presses its twin as a tap would.

use super::web::set_attribute;
use crate::game::access::{Announcements, Mirror, MirrorPress};
use bevy::prelude::*;
use std::sync::Mutex;

/// Presses from the page, waiting for the next frame.
static PRESSES: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// The page presses a mirrored control by its id.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn modiar_press(id: String) {
    PRESSES.lock().unwrap_or_else(|e| e.into_inner()).push(id);
    super::web::wake::modiar_wake();
}

fn deliver_presses(mut commands: Commands) {
    let presses = std::mem::take(&mut *PRESSES.lock().unwrap_or_else(|e| e.into_inner()));
    for id in presses {
        commands.trigger(MirrorPress { id });
    }
}

fn publish_mirror(mirror: Res<Mirror>, mut written: Local<String>) {
    let json = serde_json::to_string(&*mirror).unwrap_or_default();
    if *written != json {
        set_attribute("mirror", &json);
        *written = json;
    }
}

fn publish_said(news: Res<Announcements>, mut written: Local<String>) {
    let json = serde_json::to_string(news.said()).unwrap_or_default();
    if *written != json {
        set_attribute("said", &json);
        *written = json;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, deliver_presses).add_systems(
        Last,
        (
            publish_mirror.run_if(resource_changed::<Mirror>),
            publish_said.run_if(resource_changed::<Announcements>),
        ),
    );
}
