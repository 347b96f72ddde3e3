//! The match and what drives it: the rule resource and its players, the
//! settings, the turn flow, a person's choice of a pit, the computer's
//! turns, hints and the solved table. Nothing here draws.

mod ai_turn;
mod choose;
mod coach;
mod flow;
mod hint;
mod link;
mod match_state;
mod oracle;
mod records;
mod seats;
mod settings;

pub use ai_turn::{AiSeed, THINKING_SECONDS, Thinking};
pub use choose::{Choosing, PitAnswered, PitChosen, PitDeclined, Refusal, Refused};
pub use coach::{Advice, Coach};
pub use flow::{
    ContinueGame, OpenAnalysis, OpenCode, PlayOn, RestartGame, Shelved, StartGame, ToMenu, UndoMove,
};
pub use hint::{AskHint, Hint, HintShown};
// The developer's scenes find the best move as a hint does.
#[cfg(feature = "dev")]
pub use hint::best_move;
pub use link::{
    Arriving, LinkGiven, Links, OnLink, OpenLink, RemoveKept, SendLink, SentStays, ShowLink,
    UnixClock,
};
pub use match_state::{
    Autoplay, BoardReset, GameKey, LoadGame, Match, MovePlayed, NewGame, Players, step_on,
};
pub use oracle::{Oracle, PageSolve, SolveOnStart};
pub use records::{Feat, LastRecord, Records, opponent_of};
pub use seats::{AnswerUndo, SeatNote, SeatNotes, UndoAsked, UndoBySeat};
pub use settings::Settings;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        match_state::plugin,
        flow::plugin,
        choose::plugin,
        coach::plugin,
        hint::plugin,
        link::plugin,
        oracle::plugin,
        records::plugin,
        seats::plugin,
        ai_turn::plugin,
    ));
}
