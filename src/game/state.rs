//! The app's states: which screen is up, whose move it is, which dialog is
//! open. One run condition, [`person_may_move`], answers "may a person
//! touch the board now?" for input, rings, hints and the HUD alike.
//! A leaf: it imports nothing of the game.

use bevy::prelude::*;

/// The screen the player is on.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Title,
    Playing,
    GameOver,
    /// The guided first game.
    Tutorial,
    /// Puzzles from the solved table.
    Puzzles,
    /// A finished or shared game, step by step, with every move's worth.
    Analysis,
}

/// The screens between which the board stays as it is: a game and its
/// result, either way. Nothing is covered or forgotten between them.
pub fn keeps_the_board(from: Screen, to: Screen) -> bool {
    matches!(
        (from, to),
        (Screen::Playing, Screen::GameOver) | (Screen::GameOver, Screen::Playing)
    )
}

/// While a board exists: a game, its result, a lesson or a puzzle. The
/// board survives the switch between them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OnBoard;

impl ComputedStates for OnBoard {
    type SourceStates = Screen;
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        (screen != Screen::Title).then_some(OnBoard)
    }
}

/// A game with its HUD: playing, or looking at the finished game, so the
/// result shows over the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::GameOver).then_some(InMatch)
    }
}

/// While moves are made on the board: a game, a lesson or a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardInPlay;

impl ComputedStates for BoardInPlay {
    type SourceStates = Screen;
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::Tutorial | Screen::Puzzles)
            .then_some(BoardInPlay)
    }
}

/// Whose move it is, and whether stones are moving.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(BoardInPlay = BoardInPlay)]
pub enum Turn {
    /// A person chooses a pit.
    #[default]
    Human,
    /// The board replays a move; input only fast-forwards it.
    Animating,
    /// The computer thinks.
    Ai,
    /// The game has ended; the result follows shortly.
    Over,
    /// Nobody moves: a lesson or a puzzle has had its move and waits for
    /// the player's next step.
    Idle,
}

/// The dialog open over the screen, if any. While one is open nothing
/// reaches the board; Escape closes it.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Dialog {
    #[default]
    None,
    Rules,
    Settings,
    Review,
    /// Typing or pasting a game's code.
    OpenCode,
    /// Face to face: one seat asks to take back its move, and the other
    /// seat's reply with it; the other seat answers.
    UndoAsk,
    /// The version, the rules' source, the credits and every licence.
    About,
}

/// Sets the turn phase the match calls for (after a reset or an animation).
#[derive(Event, Clone, Copy, Debug, Default)]
pub struct DecideTurn;

/// Whether anything asked for the next frame. What moves or counts time
/// asks, each frame it needs one (`want_frames`, on a run condition of its
/// own); the platform's frugal redraws read it, so a still screen draws
/// nothing.
#[derive(Resource, Default, Debug)]
pub struct FramesWanted(bool);

impl FramesWanted {
    /// Whether a frame was asked for since the last call.
    pub fn take(&mut self) -> bool {
        std::mem::take(&mut self.0)
    }
}

/// Asks for the next frame: added with the run condition that says when.
pub fn want_frames(mut wanted: ResMut<FramesWanted>) {
    wanted.0 = true;
}

/// The order of the game's systems within a frame.
#[derive(SystemSet, Debug, Clone, Copy, Eq, PartialEq, Hash, PartialOrd, Ord)]
pub enum AppSystems {
    /// Timers and background work.
    TickTimers,
    /// Input becomes domain events.
    RecordInput,
    /// Everything else.
    Update,
    /// The screen follows what changed: labels, captions, notices,
    /// buttons.
    Show,
}

/// A person may choose a pit: it is a person's turn, no move has been made
/// in it yet (a move asks for `Turn::Animating` at once, so a double tap in
/// one frame plays once), and no dialog covers the board.
pub fn person_may_move(
    turn: Option<Res<State<Turn>>>,
    next_turn: Option<Res<NextState<Turn>>>,
    dialog: Option<Res<State<Dialog>>>,
) -> bool {
    let leaving = next_turn.is_some_and(|next| match *next {
        NextState::Unchanged => false,
        NextState::Pending(turn) | NextState::PendingIfNeq(turn) => turn != Turn::Human,
    });
    turn.is_some_and(|t| *t.get() == Turn::Human)
        && !leaving
        && dialog.is_none_or(|d| *d.get() == Dialog::None)
}

/// No dialog is open.
pub fn no_dialog(dialog: Option<Res<State<Dialog>>>) -> bool {
    dialog.is_none_or(|d| *d.get() == Dialog::None)
}

/// A dialog belongs to the screen it was opened over.
fn close_dialog_with_screen(mut next: ResMut<NextState<Dialog>>) {
    NextState::set_if_neq(&mut *next, Dialog::None);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FramesWanted>()
        // The computer thinking, a move drawn, the pause before the result.
        .add_systems(
            Update,
            want_frames
                .run_if(
                    in_state(Turn::Animating)
                        .or_eager(in_state(Turn::Ai))
                        .or_eager(in_state(Turn::Over)),
                )
                .in_set(AppSystems::Show),
        );
    app.init_state::<Screen>()
        .init_state::<Dialog>()
        .add_computed_state::<OnBoard>()
        .add_computed_state::<InMatch>()
        .add_computed_state::<BoardInPlay>()
        .add_sub_state::<Turn>()
        .configure_sets(
            Update,
            (
                AppSystems::TickTimers,
                AppSystems::RecordInput,
                AppSystems::Update,
                AppSystems::Show,
            )
                .chain(),
        )
        .add_systems(
            Update,
            close_dialog_with_screen
                .run_if(state_changed::<Screen>)
                .in_set(AppSystems::Update),
        );
}
