//! The screens with interfaces of their own: the title (with its
//! emblem and the games by link), and the result over the final board. (The board's own screen
//! is the HUD.)

mod emblem;
mod game_over;
mod link_games;
mod title;
mod title_choices;

pub use game_over::{STUCK_RULES, analyse_game, end_reason_text, record_sentence, result_headline};
#[cfg(feature = "dev")]
pub use link_games::ListAllLinks;
pub use link_games::{LINK_STATES, LINK_WHEN};
#[cfg(feature = "dev")]
pub use title::TitlePart;
pub use title::{AskInstall, FullscreenOffered, InstallOffered, OfferPlace, ToggleFullscreen};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        title_choices::plugin,
        emblem::plugin,
        game_over::plugin,
        link_games::plugin,
    ));
}
