//! Sharing through the browser: a game by link's link goes to the phone's
//! share sheet, and a game's code is asked for in the browser's own prompt.

use crate::game::play::LinkGiven;
#[cfg(target_arch = "wasm32")]
use crate::game::play::OpenCode;
use crate::game::state::Dialog;
use crate::game::ui::locale::Locale;
use bevy::prelude::*;

/// On the web the browser asks for a game's code first, in a field a phone
/// can type into; cancelled, the dialog stays for a keyboard or a paste.
fn ask_the_browser(
    locale: Res<Locale>,
    mut next: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    #[cfg(target_arch = "wasm32")]
    if let Some(text) = web_sys::window()
        .and_then(|w| {
            w.prompt_with_message(&locale.t("code-title"))
                .ok()
                .flatten()
        })
        .filter(|t| !t.trim().is_empty())
    {
        next.set(Dialog::None);
        commands.trigger(OpenCode(text));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (locale, &mut next, &mut commands);
}

/// A game by link's link goes to the phone's share sheet too, where the
/// browser has one (a messenger's list); it is on the clipboard already.
fn offer_share_sheet(given: On<LinkGiven>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(navigator) = web_sys::window().map(|w| w.navigator()) {
        // A browser without the sheet has no `share` at all: calling it
        // would throw.
        let has_sheet = web_sys::js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
        if has_sheet {
            let data = web_sys::ShareData::new();
            data.set_url(&given.0);
            // Refused or cancelled, the clipboard still holds the link.
            let _ = navigator.share_with_data(&data);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = given;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::OpenCode), ask_the_browser)
        .add_observer(offer_share_sheet);
}
