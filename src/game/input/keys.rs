//! The keys on the board: 1, 2, 3 play the mover's pits by the numbers
//! the board shows;
//! the arrows move a cursor over the legal pits on screen; Enter or Space
//! plays it. During a replay any key, click or tap hurries it.

use super::focus::focused_button;
use crate::game::board::{PitCursor, Playback};
use crate::game::play::{Match, PitChosen};
use crate::game::state::{AppSystems, Dialog, Turn, no_dialog, person_may_move};
use crate::game::words::{PitName, screen_place};
use crate::rules::Pit;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;

fn keyboard_pits(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Query<(), With<Button>>,
    game: Res<Match>,
    mut cursor: PitCursor,
    mut commands: Commands,
) {
    let mover = game.to_move();
    // Keys 1–3 are the numbers drawn by the mover's pits.
    let numbered = |n: usize| {
        mover
            .pits()
            .into_iter()
            .find(|&pit| PitName::of(pit).number() == n)
    };
    let digits = [
        [KeyCode::Digit1, KeyCode::Numpad1],
        [KeyCode::Digit2, KeyCode::Numpad2],
        [KeyCode::Digit3, KeyCode::Numpad3],
    ];
    for (i, keys_for) in digits.iter().enumerate() {
        if keys.any_just_pressed(*keys_for)
            && let Some(pit) = numbered(i + 1)
        {
            commands.trigger(PitChosen { pit });
            return;
        }
    }
    let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
    if legal.is_empty() {
        return;
    }
    let mut on_screen = legal.clone();
    on_screen.sort_by_key(|&pit| screen_place(pit));
    let current = cursor
        .pit()
        .and_then(|p| on_screen.iter().position(|&q| q == p));
    let step = |delta: isize| {
        let n = on_screen.len() as isize;
        let i = current.map_or(if delta > 0 { 0 } else { n - 1 }, |i| {
            (i as isize + delta).rem_euclid(n)
        });
        on_screen[i as usize]
    };
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown]) {
        cursor.set(step(1));
    } else if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        cursor.set(step(-1));
    } else if focused_button(cursor.focus(), &buttons).is_none()
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
    {
        match cursor.pit().filter(|p| legal.contains(p)) {
            Some(pit) => {
                commands.trigger(PitChosen { pit });
            }
            None => cursor.set(step(1)),
        }
    }
}

/// Any tap, click or key during a replay runs the rest of it faster, but
/// not the one that began it: a pit is chosen in the frame its tap (or
/// click) ends, and the replay begins in that same frame, so a quick tap's
/// touch and lift, arriving together, would hurry their own move. A touch
/// counts in the frame it begins, read from this frame's touch messages.
fn fast_forward(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut touches: MessageReader<TouchInput>,
    turn: Option<Res<State<Turn>>>,
    dialog: Option<Res<State<Dialog>>>,
    mut replaying_before: Local<bool>,
    mut playback: ResMut<Playback>,
) {
    // Read every frame, so a touch is never seen again in a later one.
    let touched = touches.read().any(|t| t.phase == TouchPhase::Started);
    let replaying = turn.is_some_and(|t| *t.get() == Turn::Animating);
    let began_before = std::mem::replace(&mut *replaying_before, replaying);
    if !replaying || !began_before || !no_dialog(dialog) {
        return;
    }
    if mouse.get_just_pressed().next().is_some()
        || touched
        || keys.get_just_pressed().next().is_some()
    {
        playback.fast_forward();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            keyboard_pits.run_if(person_may_move.and_then(resource_exists::<ButtonInput<KeyCode>>)),
            fast_forward.run_if(
                resource_exists::<ButtonInput<KeyCode>>
                    .and_then(resource_exists::<ButtonInput<MouseButton>>)
                    .and_then(resource_exists::<Messages<TouchInput>>),
            ),
        )
            .in_set(AppSystems::RecordInput),
    );
}
