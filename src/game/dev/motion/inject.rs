//! What the motion check's player does: a finger down, moved and lifted,
//! a turn of the wheel, a key pressed, each sent as the window would send
//! it, in the frame it was planned for, so the game's own input handling
//! reads it.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Frames after an input in which what moves is its doing.
const INPUT_ANSWER_FRAMES: u64 = 20;

/// One input, at a point in logical pixels where it has one.
#[derive(Clone, Copy, Debug)]
pub enum Input {
    Touch(TouchPhase, Vec2),
    Wheel(Vec2, f32),
    /// The mouse comes to rest at a point, as before a key that acts on
    /// what it points at.
    Pointer(Vec2),
    Key(KeyCode, bool),
}

/// Inputs planned by frame, and when the last was sent.
#[derive(Default, Debug)]
pub struct Inputs {
    planned: Vec<(u64, Input)>,
    last_sent: u64,
    /// The frame being played.
    pub frame: u64,
}

impl Inputs {
    /// Plans `input` for `after` frames from now.
    pub fn plan(&mut self, after: u64, input: Input) {
        self.planned.push((self.frame + after, input));
    }

    /// A quick tap at `point`.
    pub fn tap(&mut self, point: Vec2) {
        self.plan(1, Input::Touch(TouchPhase::Started, point));
        self.plan(2, Input::Touch(TouchPhase::Ended, point));
    }

    /// A finger resting on `point` for `frames`, then lifted.
    pub fn hold(&mut self, point: Vec2, frames: u64) {
        self.plan(1, Input::Touch(TouchPhase::Started, point));
        self.plan(1 + frames, Input::Touch(TouchPhase::Ended, point));
    }

    /// A finger dragged from `from` by `by` in three moves, resting a
    /// frame after each (a frame with no news of it), then lifted.
    pub fn drag(&mut self, from: Vec2, by: Vec2) {
        self.plan(1, Input::Touch(TouchPhase::Started, from));
        for i in 1..=3 {
            let at = from + by * (i as f32 / 3.0);
            self.plan(1 + 2 * i as u64, Input::Touch(TouchPhase::Moved, at));
        }
        self.plan(9, Input::Touch(TouchPhase::Ended, from + by));
    }

    /// Whether all planned inputs have been sent.
    pub fn idle(&self) -> bool {
        self.planned.is_empty()
    }

    /// Whether an input was sent lately, so what moves may be its answer.
    pub fn recent(&self) -> bool {
        !self.planned.is_empty() || self.frame < self.last_sent + INPUT_ANSWER_FRAMES
    }
}

/// Where the inputs go: the window and the game's input messages.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Senders<'w, 's> {
    window: Query<'w, 's, (Entity, &'static mut Window), With<PrimaryWindow>>,
    touches: MessageWriter<'w, TouchInput>,
    wheel: MessageWriter<'w, MouseWheel>,
    keys: MessageWriter<'w, KeyboardInput>,
}

/// Sends this frame's inputs, before the game reads its input.
pub fn send(inputs: &mut Inputs, out: &mut Senders) {
    let Senders {
        window,
        touches,
        wheel,
        keys,
    } = out;
    let Ok((window_entity, mut window)) = window.single_mut() else {
        return;
    };
    inputs.frame += 1;
    let now = inputs.frame;
    let due: Vec<Input> = inputs
        .planned
        .iter()
        .filter(|(at, _)| *at <= now)
        .map(|(_, input)| *input)
        .collect();
    inputs.planned.retain(|(at, _)| *at > now);
    if !due.is_empty() {
        inputs.last_sent = now;
    }
    for input in due {
        match input {
            Input::Touch(phase, position) => {
                touches.write(TouchInput {
                    phase,
                    position,
                    window: window_entity,
                    force: None,
                    id: 7,
                });
            }
            Input::Wheel(at, lines) => {
                window.set_cursor_position(Some(at));
                wheel.write(MouseWheel {
                    unit: MouseScrollUnit::Line,
                    x: 0.0,
                    y: lines,
                    window: window_entity,
                    phase: TouchPhase::Moved,
                });
            }
            Input::Pointer(at) => window.set_cursor_position(Some(at)),
            Input::Key(key_code, down) => {
                let logical_key = match key_code {
                    KeyCode::PageDown => Key::PageDown,
                    KeyCode::PageUp => Key::PageUp,
                    KeyCode::ArrowRight => Key::ArrowRight,
                    KeyCode::ArrowLeft => Key::ArrowLeft,
                    KeyCode::Escape => Key::Escape,
                    _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
                };
                keys.write(KeyboardInput {
                    key_code,
                    logical_key,
                    state: if down {
                        ButtonState::Pressed
                    } else {
                        ButtonState::Released
                    },
                    text: None,
                    repeat: false,
                    window: window_entity,
                });
            }
        }
    }
}
