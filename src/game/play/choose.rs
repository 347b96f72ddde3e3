//! Mouse clicks, finger taps and keys all become one domain event,
//! [`PitChosen`]. A choice is played only on a person's turn, once; an
//! illegal one shows the rule that forbids it and changes nothing.

use super::hud::who;
use super::locale::Locale;
use super::match_state::{Match, Players, play_move};
use super::screens::Turn;
use super::sowing::Playback;
use crate::i18n::Arg;
use crate::rules::{IllegalMove, Side, Starvation};
use bevy::prelude::*;

/// A person chose a pit: by mouse, touch, keyboard or a test.
#[derive(Event, Clone, Copy, PartialEq, Eq, Debug)]
pub struct PitChosen {
    pub pit: u8,
}

/// The last refused choice and why, shown for a few seconds.
#[derive(Resource, Default, Debug, Clone)]
pub struct Refusal {
    pub pit: Option<u8>,
    pub reason: String,
    pub seconds_left: f32,
}

/// How long a refusal stays on screen.
const REFUSAL_SECONDS: f32 = 3.5;

/// The keyboard cursor: a pit of the player to move.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct PitFocus {
    pub pit: Option<u8>,
}

/// The button the keyboard focus is on, if any; while there is one, Enter
/// and Space press it instead of playing a pit.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct ButtonFocus(pub Option<Entity>);

/// Open while a person may move; closed by the first move of the turn, so a
/// double tap or a second finger plays once.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct InputGate {
    pub open: bool,
}

/// Why a pit cannot be played, in the words a player needs.
pub fn refusal_text(error: IllegalMove, players: &Players, locale: &Locale) -> String {
    match error {
        IllegalMove::OutOfRange { .. } | IllegalMove::GameOver => locale.t("refuse-over"),
        IllegalMove::NotYourPit { mover, .. } => locale.t_with(
            "refuse-not-yours",
            &[("owner", Arg::Str(who(mover.opponent(), players)))],
        ),
        IllegalMove::Empty { .. } => locale.t("refuse-empty"),
        IllegalMove::Singleton { .. } => locale.t("refuse-singleton"),
        IllegalMove::WouldStarve { opponent, rule, .. } => locale.t_with(
            match rule {
                Starvation::Feeding => "refuse-feeding",
                Starvation::GrandSlam => "refuse-grand-slam",
            },
            &[("opponent", Arg::Str(who(opponent, players)))],
        ),
    }
}

fn choose_pit(
    chosen: On<PitChosen>,
    turn: Option<Res<State<Turn>>>,
    playback: Res<Playback>,
    players: Res<Players>,
    mut gate: ResMut<InputGate>,
    mut game: ResMut<Match>,
    mut refusal: ResMut<Refusal>,
    locale: Res<Locale>,
    mut commands: Commands,
) {
    let human_turn = turn.is_some_and(|t| *t.get() == Turn::Human);
    if !human_turn || !gate.open || playback.is_active() || !players.is_human(game.to_move()) {
        return; // taps during animations and the computer's turn do nothing
    }
    let pit = usize::from(chosen.pit);
    if let Err(error) = game.check(pit) {
        *refusal = Refusal {
            pit: Some(chosen.pit),
            reason: refusal_text(error, &players, &locale),
            seconds_left: REFUSAL_SECONDS,
        };
        return;
    }
    gate.open = false;
    refusal.seconds_left = 0.0;
    let _ = play_move(&mut game, pit, &mut commands);
}

fn open_gate(mut gate: ResMut<InputGate>) {
    gate.open = true;
}

fn close_gate(mut gate: ResMut<InputGate>) {
    gate.open = false;
}

/// The pits of `side`, from that player's left: South's 0, 1, 2; North's
/// 3, 4, 5 (North sits at the top, so their left is the screen's right).
fn own_pits(side: Side) -> [u8; 3] {
    let first = side.first_pit() as u8;
    [first, first + 1, first + 2]
}

/// 1, 2, 3 play the mover's pits from their left; the arrows move a cursor
/// over the legal pits on screen; Enter or Space plays it.
fn keyboard_pits(
    keys: Res<ButtonInput<KeyCode>>,
    button_focus: Res<ButtonFocus>,
    game: Res<Match>,
    mut focus: ResMut<PitFocus>,
    mut commands: Commands,
) {
    let mover = game.to_move();
    let pits = own_pits(mover);
    let digits = [
        [KeyCode::Digit1, KeyCode::Numpad1],
        [KeyCode::Digit2, KeyCode::Numpad2],
        [KeyCode::Digit3, KeyCode::Numpad3],
    ];
    for (i, keys_for) in digits.iter().enumerate() {
        if keys.any_just_pressed(*keys_for) {
            commands.trigger(PitChosen { pit: pits[i] });
            return;
        }
    }
    let legal: Vec<u8> = game.legal_moves().into_iter().map(|p| p as u8).collect();
    if legal.is_empty() {
        return;
    }
    // On screen, South's pits run left to right, North's right to left.
    let mut on_screen = legal.clone();
    if mover == Side::North {
        on_screen.reverse();
    }
    let current = focus
        .pit
        .and_then(|p| on_screen.iter().position(|&q| q == p));
    let step = |delta: isize| {
        let n = on_screen.len() as isize;
        let i = current.map_or(if delta > 0 { 0 } else { n - 1 }, |i| {
            (i as isize + delta).rem_euclid(n)
        });
        on_screen[i as usize]
    };
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown]) {
        focus.pit = Some(step(1));
    } else if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        focus.pit = Some(step(-1));
    } else if button_focus.0.is_none()
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
    {
        match focus.pit.filter(|p| legal.contains(p)) {
            Some(pit) => {
                commands.trigger(PitChosen { pit });
            }
            None => focus.pit = Some(step(1)),
        }
    }
}

/// Any tap, click or key during an animation runs the rest of it faster.
fn fast_forward(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    touches: Res<Touches>,
    mut playback: ResMut<Playback>,
) {
    if mouse.get_just_pressed().next().is_some()
        || touches.any_just_pressed()
        || keys.get_just_pressed().next().is_some()
    {
        playback.fast_forward();
    }
}

fn fade_refusal(time: Res<Time>, mut refusal: ResMut<Refusal>) {
    if refusal.seconds_left > 0.0 {
        refusal.seconds_left = (refusal.seconds_left - time.delta_secs()).max(0.0);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Refusal>()
        .init_resource::<PitFocus>()
        .init_resource::<InputGate>()
        .init_resource::<ButtonFocus>()
        .add_observer(choose_pit)
        .add_systems(OnEnter(Turn::Human), open_gate)
        .add_systems(OnExit(Turn::Human), close_gate)
        .add_systems(
            Update,
            (
                keyboard_pits.run_if(
                    in_state(Turn::Human)
                        .and_then(resource_exists::<ButtonInput<KeyCode>>)
                        .and_then(no_overlay),
                ),
                fast_forward.run_if(
                    in_state(Turn::Animating)
                        .and_then(resource_exists::<ButtonInput<KeyCode>>)
                        .and_then(resource_exists::<ButtonInput<MouseButton>>)
                        .and_then(resource_exists::<Touches>),
                ),
                fade_refusal,
            )
                .in_set(super::AppSystems::RecordInput),
        );
}

/// No dialog (the rules page) is open over the board.
fn no_overlay(open: Option<Res<super::rules_page::RulesOpen>>) -> bool {
    !open.is_some_and(|o| o.0)
}
