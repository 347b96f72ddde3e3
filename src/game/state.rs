//! The app's states: which screen is up, whose move it is, which dialog is
//! open. One run condition, [`person_may_move`], answers "may a person
//! touch the board now?" for input, rings, hints and the HUD alike, and
//! [`TurnNow`] reads the turn one way for everyone.
//! A leaf: it imports nothing of the game.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::state::state::StateTransitionSystems;

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

/// The turn, read the one way every system reads it: as it stands now,
/// or once this frame's changes apply, and whether one is on its way in.
#[derive(SystemParam)]
pub struct TurnNow<'w> {
    turn: Option<Res<'w, State<Turn>>>,
    next: Option<Res<'w, NextState<Turn>>>,
}

impl TurnNow<'_> {
    /// The turn as the state holds it this frame.
    pub fn current(&self) -> Option<Turn> {
        self.turn.as_ref().map(|t| *t.get())
    }

    /// The turn asked for this frame, if any.
    fn pending(&self) -> Option<Turn> {
        self.next.as_deref().and_then(|next| match *next {
            NextState::Unchanged => None,
            NextState::Pending(turn) | NextState::PendingIfNeq(turn) => Some(turn),
        })
    }

    /// The turn once this frame's changes apply: a move made this frame
    /// has asked for `Animating` already, and what is shown follows the
    /// move, not the state's one-frame lag.
    pub fn after_this_frame(&self) -> Option<Turn> {
        self.pending().or_else(|| self.current())
    }

    /// No other turn is on its way in.
    pub fn settled(&self) -> bool {
        self.pending().is_none_or(|p| Some(p) == self.current())
    }

    /// Whether the turn is settled on one of `turns`.
    pub fn settled_on(&self, turns: &[Turn]) -> bool {
        self.settled() && self.current().is_some_and(|t| turns.contains(&t))
    }
}

impl Watched for TurnNow<'_> {
    fn changed(&self) -> bool {
        self.turn.changed() || self.next.changed()
    }
}

/// A system's input that can say whether it changed since the system
/// last ran.
pub trait Watched {
    fn changed(&self) -> bool;
}

impl<T: Resource> Watched for Res<'_, T> {
    fn changed(&self) -> bool {
        self.is_changed()
    }
}

impl<T: Resource> Watched for Option<Res<'_, T>> {
    fn changed(&self) -> bool {
        self.as_ref().is_some_and(Res::is_changed)
    }
}

/// A system's inputs whose `changed()` asks every field, so a field added
/// later is never forgotten (a hand-kept list went stale that way).
macro_rules! watched_inputs {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident<'w> {
            $($(#[$field_meta:meta])* $field_vis:vis $field:ident: $ty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(bevy::ecs::system::SystemParam)]
        $vis struct $name<'w> {
            $($(#[$field_meta])* $field_vis $field: $ty),*
        }

        impl $name<'_> {
            /// Whether any input changed since the system last ran.
            #[allow(dead_code)]
            $vis fn changed(&self) -> bool {
                false $(|| $crate::game::state::Watched::changed(&self.$field))*
            }
        }
    };
}
pub(crate) use watched_inputs;

/// A person may choose a pit: it is a person's turn, no other turn is on
/// its way in (a move asks for `Turn::Animating` at once, so a double tap
/// in one frame plays once), and no dialog covers the board.
pub fn person_may_move(turn: TurnNow, dialog: Option<Res<State<Dialog>>>) -> bool {
    turn.settled_on(&[Turn::Human]) && dialog.is_none_or(|d| *d.get() == Dialog::None)
}

/// No dialog is open.
pub fn no_dialog(dialog: Option<Res<State<Dialog>>>) -> bool {
    dialog.is_none_or(|d| *d.get() == Dialog::None)
}

/// A dialog belongs to the screen it was opened over: when another screen
/// is on its way in, the dialog closes in the same transition, so no frame
/// shows the new screen under the old dialog.
fn close_dialog_with_screen(
    screen: Res<State<Screen>>,
    next_screen: Res<NextState<Screen>>,
    dialog: Res<State<Dialog>>,
    mut next_dialog: ResMut<NextState<Dialog>>,
) {
    let leaving = match *next_screen {
        NextState::Unchanged => false,
        NextState::Pending(_) => true, // a screen entered again starts afresh
        NextState::PendingIfNeq(to) => to != *screen.get(),
    };
    if leaving && *dialog.get() != Dialog::None {
        next_dialog.set(Dialog::None);
    }
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
            StateTransition,
            close_dialog_with_screen.before(StateTransitionSystems::DependentTransitions),
        );
}
