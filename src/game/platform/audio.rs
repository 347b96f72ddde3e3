//! Sounds made here, at start-up, from a few lines of synthesis: a click for
//! each stone that lands (its pitch and timing vary a little), a chime for
//! each captured pit, and a short motif when a game ends. The desktop plays
//! them with Bevy's audio; the web with the page's own (`web_audio`).

use crate::game::board::{CaptureLit, StoneLanded};
use crate::game::play::{Match, Players, Settings};
use crate::game::state::AppSystems;
use crate::game::state::Screen;
#[cfg(not(target_arch = "wasm32"))]
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use rand::{Rng, SeedableRng, rngs::StdRng};
use std::f32::consts::TAU;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;

const SAMPLE_RATE: u32 = 22_050;

/// A sample (−1…1) as loud as it plays, a little under full scale as the
/// game's sounds have always been: the WAV's 16 bits take it times 32,768.
fn level(sample: f32) -> f32 {
    sample.clamp(-1.0, 1.0) * (32_000.0 / 32_768.0)
}

/// Encodes mono samples (−1…1) as a 16-bit PCM WAV file.
#[cfg(not(target_arch = "wasm32"))]
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((level(*s) * 32_768.0) as i16).to_le_bytes());
    }
    out
}

fn seconds(duration: f32) -> impl Iterator<Item = f32> {
    (0..(duration * SAMPLE_RATE as f32) as usize).map(|i| i as f32 / SAMPLE_RATE as f32)
}

/// A pebble landing on packed earth: a damped knock and a little grit.
pub fn click(variant: u64) -> Vec<f32> {
    let mut rng = StdRng::seed_from_u64(variant);
    let knock = 520.0 + 90.0 * variant as f32;
    let mut lowpass = 0.0;
    seconds(0.09)
        .map(|t| {
            let noise: f32 = rng.random_range(-1.0..1.0);
            lowpass += (noise - lowpass) * 0.35;
            let body = (TAU * knock * t).sin() * (-t * 70.0).exp();
            let grit = lowpass * (-t * 110.0).exp();
            0.55 * body + 0.5 * grit
        })
        .collect()
}

/// A soft bell: a fundamental and an inharmonic partial, slowly fading.
pub fn chime(frequency: f32, length: f32) -> Vec<f32> {
    seconds(length)
        .map(|t| {
            let attack = (t * 200.0).min(1.0);
            let tone = (TAU * frequency * t).sin()
                + 0.35 * (TAU * frequency * 2.76 * t).sin() * (-t * 6.0).exp();
            0.35 * attack * tone * (-t * 4.0).exp()
        })
        .collect()
}

/// Notes one after another (frequencies in Hz).
pub fn motif(notes: &[f32], note_length: f32) -> Vec<f32> {
    let mut out: Vec<f32> = Vec::new();
    for (i, &f) in notes.iter().enumerate() {
        let last = i + 1 == notes.len();
        let tone = chime(
            f,
            if last {
                note_length * 3.0
            } else {
                note_length * 1.6
            },
        );
        let start = (i as f32 * note_length * SAMPLE_RATE as f32) as usize;
        if out.len() < start + tone.len() {
            out.resize(start + tone.len(), 0.0);
        }
        for (j, s) in tone.into_iter().enumerate() {
            out[start + j] += s;
        }
    }
    out
}

/// One of the game's sounds, as the platform plays it: an audio asset on
/// the desktop, the page's buffer's number on the web.
#[cfg(not(target_arch = "wasm32"))]
type Sound = Handle<AudioSource>;
#[cfg(target_arch = "wasm32")]
type Sound = super::web_audio::Sound;

/// The game's sounds.
#[derive(Resource)]
struct Sounds {
    clicks: Vec<Sound>,
    chime: Sound,
    win: Sound,
    lose: Sound,
    draw: Sound,
}

impl Sounds {
    /// Every sound, synthesised and handed to the platform by `keep`.
    fn made(mut keep: impl FnMut(Vec<f32>) -> Sound) -> Self {
        const C5: f32 = 523.25;
        const E5: f32 = 659.25;
        const G5: f32 = 783.99;
        const C6: f32 = 1046.5;
        const A4: f32 = 440.0;
        const F4: f32 = 349.23;
        const D4: f32 = 293.66;
        Sounds {
            clicks: (0..3).map(|v| keep(click(v))).collect(),
            chime: keep(chime(880.0, 0.9)),
            win: keep(motif(&[C5, E5, G5, C6], 0.14)),
            lose: keep(motif(&[A4, F4, D4], 0.2)),
            draw: keep(motif(&[E5, E5], 0.18)),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    commands.insert_resource(Sounds::made(|samples| {
        sources.add(AudioSource {
            bytes: Arc::from(wav(&samples)),
        })
    }));
}

#[cfg(target_arch = "wasm32")]
fn make_sounds(mut commands: Commands) {
    commands.insert_resource(Sounds::made(|samples| {
        let levels: Vec<f32> = samples.iter().map(|&s| level(s)).collect();
        super::web_audio::keep(&levels, SAMPLE_RATE as f32)
    }));
}

/// Plays `sound` now, `pitch` times as fast, at `volume` (0…1).
#[cfg(not(target_arch = "wasm32"))]
fn play(commands: &mut Commands, sound: &Sound, pitch: f32, volume: f32) {
    commands.spawn((
        AudioPlayer::new(sound.clone()),
        PlaybackSettings::DESPAWN
            .with_speed(pitch)
            .with_volume(Volume::Linear(volume)),
    ));
}

#[cfg(target_arch = "wasm32")]
fn play(_: &mut Commands, sound: &Sound, pitch: f32, volume: f32) {
    super::web_audio::play(sound, pitch, volume);
}

/// Sounds waiting for their moment: (seconds left, sound, pitch, volume).
#[derive(Resource, Default)]
struct Pending(Vec<(f32, Sound, f32, f32)>);

/// Random variation, so a hundred clicks never sound mechanical.
#[derive(Resource)]
struct Variation(StdRng);

fn queue_sounds(
    settings: Res<Settings>,
    sounds: Option<Res<Sounds>>,
    mut landed: MessageReader<StoneLanded>,
    mut lit: MessageReader<CaptureLit>,
    mut rng: ResMut<Variation>,
    mut pending: ResMut<Pending>,
) {
    let (Some(sounds), true) = (sounds, settings.sound) else {
        landed.clear();
        lit.clear();
        return;
    };
    for stone in landed.read() {
        let click = sounds.clicks[(stone.index as usize) % sounds.clicks.len()].clone();
        let delay = rng.0.random_range(0.0..0.03);
        let pitch = rng.0.random_range(0.9..1.12);
        let volume = rng.0.random_range(0.7..1.0);
        pending.0.push((delay, click, pitch, volume));
    }
    for capture in lit.read() {
        // Each pit of a chain rings a step higher.
        let pitch = 1.0 + 0.12 * f32::from(capture.order);
        pending.0.push((0.0, sounds.chime.clone(), pitch, 0.9));
    }
}

fn play_due(
    time: Res<Time>,
    settings: Res<Settings>,
    mut pending: ResMut<Pending>,
    mut commands: Commands,
) {
    let dt = time.delta_secs();
    let volume = settings.volume;
    pending.0.retain_mut(|(delay, sound, pitch, level)| {
        *delay -= dt;
        if *delay > 0.0 {
            return true;
        }
        play(&mut commands, sound, *pitch, *level * volume);
        false
    });
}

fn end_motif(
    settings: Res<Settings>,
    sounds: Option<Res<Sounds>>,
    game: Res<Match>,
    players: Res<Players>,
    mut pending: ResMut<Pending>,
) {
    let (Some(sounds), Some(result), true) = (sounds, game.result(), settings.sound) else {
        return;
    };
    let sound = match result.winner() {
        None => sounds.draw.clone(),
        // Against the computer, the motif is the person's; between two people, a win.
        Some(side) if players.against_computer() && !players.is_human(side) => sounds.lose.clone(),
        Some(_) => sounds.win.clone(),
    };
    pending.0.push((0.0, sound, 1.0, 1.0));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pending>()
        .insert_resource(Variation(StdRng::seed_from_u64(0x5eed)))
        .add_systems(Startup, make_sounds)
        .add_systems(OnEnter(Screen::GameOver), end_motif)
        .add_systems(
            Update,
            (queue_sounds, play_due).chain().in_set(AppSystems::Update),
        );
}
