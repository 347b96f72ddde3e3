//! The web's sound: the game's samples played through the page's Web
//! Audio. Bevy's audio (rodio, over cpal) would do the same through a
//! mixer of its own, and weighs some 40 kB of the packed download.
//!
//! One `AudioContext`, made at start, as cpal made it: the page keeps it,
//! resumes it on the first tap and suspends it while the page is hidden.

use std::cell::RefCell;
use web_sys::{AudioBuffer, AudioContext};

/// A sound's number among the buffers kept (cloned as the desktop's
/// asset handles are).
#[derive(Clone)]
pub(super) struct Sound(usize);

/// The context and the sounds in it. The web runs on one thread.
struct WebAudio {
    context: AudioContext,
    buffers: Vec<AudioBuffer>,
}

thread_local! {
    /// None where the browser makes no audio: the game plays silent.
    static AUDIO: RefCell<Option<WebAudio>> = RefCell::new(
        AudioContext::new().ok().map(|context| WebAudio { context, buffers: Vec::new() }),
    );
}

/// Keeps mono samples (−1…1, played as they are) made at `sample_rate`
/// as a buffer, and gives its number.
pub(super) fn keep(samples: &[f32], sample_rate: f32) -> Sound {
    AUDIO.with_borrow_mut(|audio| {
        let Some(audio) = audio else {
            return Sound(usize::MAX);
        };
        let buffer = audio
            .context
            .create_buffer(1, samples.len().max(1) as u32, sample_rate)
            .and_then(|buffer| buffer.copy_to_channel(samples, 0).map(|()| buffer));
        match buffer {
            Ok(buffer) => {
                audio.buffers.push(buffer);
                Sound(audio.buffers.len() - 1)
            }
            // A sound that cannot be made plays as nothing.
            Err(_) => Sound(usize::MAX),
        }
    })
}

/// Plays a kept sound now, `pitch` times as fast, at `volume` (0…1).
pub(super) fn play(sound: &Sound, pitch: f32, volume: f32) {
    AUDIO.with_borrow(|audio| {
        let Some(audio) = audio else { return };
        let Some(buffer) = audio.buffers.get(sound.0) else {
            return;
        };
        let context = &audio.context;
        let (Ok(source), Ok(gain)) = (context.create_buffer_source(), context.create_gain()) else {
            return;
        };
        source.set_buffer(Some(buffer));
        source.playback_rate().set_value(pitch);
        gain.gain().set_value(volume);
        let _ = source
            .connect_with_audio_node(&gain)
            .and_then(|_| gain.connect_with_audio_node(&context.destination()))
            .and_then(|_| source.start());
    });
}
