//! Replays a move report: stones lift from the origin, fly one by one to
//! their pits (the first back into the origin), captured pits light up in
//! chain order, and their stones fly to the mover's tray. A count or a
//! score changes when a stone's flight ends, never before: the number
//! follows the stone. Nothing here decides a rule; it only follows the
//! report.

use super::facing::write_count;
use super::layout::{
    PIT_RADIUS, StonePlace, all_places, layer, pit_center, shown_count, slot_position,
};
use super::pieces::{PitCount, Stone, snap_stones};
use super::planning::{plan, plan_gathering};
pub(super) use super::playback::Playback;
use super::playback::{CaptureLit, Cue, ForfeitShown, PlaybackDone, Shown, StoneLanded, timing};
use super::screen_layout::ScreenLayout;
use crate::game::play::{BoardReset, Match, MovePlayed, Settings};
use crate::game::state::{AppSystems, DecideTurn, want_frames};
use crate::rules::{Game, MoveReport, PITS, Pit};
use bevy::prelude::*;
use bevy::text::Underline;
use bevy_tweening::{AnimCompletedEvent, Lens, Tween, TweenAnim};
use std::time::Duration;

/// A stone's hop: along a straight line, lifted in the middle, a little
/// larger at the top as if nearer. Stones in the hand stay a little larger.
struct HopLens {
    from: Vec3,
    to: Vec3,
    height: f32,
    from_scale: f32,
    to_scale: f32,
}

impl Lens<Transform> for HopLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let arc = 4.0 * ratio * (1.0 - ratio);
        let mut at = self.from.lerp(self.to, ratio);
        at.y += self.height * arc;
        at.z = if ratio >= 1.0 {
            self.to.z
        } else {
            layer::FLYING + at.z * 0.01
        };
        target.translation = at;
        let scale = self.from_scale + (self.to_scale - self.from_scale) * ratio;
        target.scale = Vec3::splat(scale + 0.22 * arc);
    }
}

/// Scale of a stone held in the hand.
const IN_HAND: f32 = 1.15;

/// A move drawn again on the board, not played: the analysis board
/// stepping on by one. [`Match`] already holds the position after it; only
/// the board answers, so nothing is counted, told or kept.
#[derive(Event, Clone, Copy, Debug)]
pub struct ReplayMove {
    pub report: MoveReport,
}

fn start_playback(
    played: On<MovePlayed>,
    settings: Res<Settings>,
    game: Res<Match>,
    playback: ResMut<Playback>,
    stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    draw_move(played.report, &settings, &game, playback, stones);
}

fn start_replay(
    replayed: On<ReplayMove>,
    settings: Res<Settings>,
    game: Res<Match>,
    playback: ResMut<Playback>,
    stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    draw_move(replayed.report, &settings, &game, playback, stones);
}

/// Plans the cues that draw `report` (and, when it ended the game, the
/// gathering) and starts them.
fn draw_move(
    report: MoveReport,
    settings: &Settings,
    game: &Match,
    mut playback: ResMut<Playback>,
    mut stones: Query<(Entity, &Stone, &mut StonePlace, &mut Transform)>,
) {
    let (mut cues, mut moved) = plan(&report, &stones, settings.duration_factor());
    let mut gathering_at = None;
    if let Some(result) = game.result() {
        let mut placed: Vec<(Entity, StonePlace)> =
            stones.iter().map(|(e, _, at, _)| (e, *at)).collect();
        for (stone, at) in &mut placed {
            if let Some(&(_, now)) = moved.iter().find(|(moving, _)| moving == stone) {
                *at = now;
            }
        }
        let from = cues.last().map_or(0.0, |&(t, _)| t);
        let (more, gathered) = plan_gathering(
            &result,
            &report.after,
            &placed,
            from,
            settings.duration_factor(),
        );
        gathering_at = Some(more.first().map_or(from, |&(t, _)| t));
        cues.extend(more);
        // Stable: each stone's flights stay in the order they were planned.
        cues.sort_by(|a, b| a.0.total_cmp(&b.0));
        moved.retain(|(stone, _)| !gathered.iter().any(|(g, _)| g == stone));
        moved.extend(gathered);
    }
    playback.cues = cues.into();
    playback.gathering_at = gathering_at;
    playback.arriving.clear();
    playback.departing.clear();
    playback.clock = 0.0;
    playback.rate = 1.0;
    playback.active = true;
    playback.shown = Shown::of(&report.before);
    playback.lit = [false; PITS];
    playback.last_move = Some((report.origin, report.last_pit()));
    // Logical places jump to the result now; the transforms catch up.
    for (stone, place) in moved {
        if let Ok((_, _, mut current, _)) = stones.get_mut(stone) {
            *current = place;
        }
    }
}

/// Advances the clock and fires due cues; counts the stones that landed.
fn run_playback(
    time: Res<Time>,
    mut playback: ResMut<Playback>,
    mut commands: Commands,
    transforms: Query<&Transform, With<Stone>>,
    mut anims: Query<&mut TweenAnim, With<Stone>>,
    mut completed: MessageReader<AnimCompletedEvent>,
    mut lit: MessageWriter<CaptureLit>,
    mut landed: MessageWriter<StoneLanded>,
    mut forfeit: MessageWriter<ForfeitShown>,
) {
    let dt = time.delta_secs();
    // Touched only while the note shows, so an idle board does not mark the
    // playback changed every frame.
    if playback.forfeit_note.is_some()
        && playback
            .forfeit_note
            .as_mut()
            .is_some_and(|note| note.tick(time.delta()).is_finished())
    {
        playback.forfeit_note = None;
    }
    if !playback.active {
        completed.clear();
        return;
    }
    for done in completed.read() {
        playback.arrive(done.anim_entity, &mut landed);
    }
    let rate = playback.rate;
    if rate > 1.0 {
        for mut anim in &mut anims {
            anim.speed = f64::from(rate);
        }
    }
    playback.clock += dt * rate;
    while let Some(&(at, cue)) = playback.cues.front() {
        if at > playback.clock {
            break;
        }
        playback.cues.pop_front();
        match cue {
            Cue::Fly {
                stone,
                to,
                seconds,
                hop,
                from,
                arrival,
            } => {
                // A stone still on its way when it leaves again has got there.
                playback.arrive(stone, &mut landed);
                if let Some(arrival) = arrival {
                    playback.arriving.push((stone, arrival));
                }
                if let Some(pit) = from {
                    playback.departing.push((stone, pit));
                }
                let (from, from_scale) = transforms
                    .get(stone)
                    .map_or((to, 1.0), |t| (t.translation, t.scale.x));
                // Only the hand is drawn above the stones at rest.
                let to_scale = if to.z >= layer::FLYING { IN_HAND } else { 1.0 };
                let tween = Tween::new(
                    EaseFunction::QuadraticInOut,
                    Duration::from_secs_f32(seconds.max(0.001)),
                    HopLens {
                        from,
                        to,
                        height: hop,
                        from_scale,
                        to_scale,
                    },
                );
                commands
                    .entity(stone)
                    .insert(TweenAnim::new(tween).with_speed(f64::from(rate)));
            }
            Cue::Light { pit, order, side } => {
                playback.lit[pit] = true;
                lit.write(CaptureLit { pit, order, side });
            }
            Cue::Empty { pit } => playback.lit[pit] = false,
            Cue::Forfeit => {
                playback.forfeit_note =
                    Some(Timer::from_seconds(timing::FORFEIT_NOTE, TimerMode::Once));
                forfeit.write(ForfeitShown);
            }
        }
    }
    // A stone drawn outside the pit it was taken from no longer counts there.
    let gone: Vec<(Entity, Pit)> = playback
        .departing
        .iter()
        .copied()
        .filter(|&(stone, pit)| {
            transforms
                .get(stone)
                .is_ok_and(|t| t.translation.truncate().distance(pit_center(pit)) > PIT_RADIUS)
        })
        .collect();
    for (stone, pit) in gone {
        playback.departing.retain(|&d| d != (stone, pit));
        playback.shown.counts[pit] = playback.shown.counts[pit].saturating_sub(1);
    }
}

/// When every cue has fired and every stone has landed, snaps the board to
/// the match exactly and hands the turn on.
fn finish_playback(
    mut playback: ResMut<Playback>,
    mut landed: MessageWriter<StoneLanded>,
    game: Res<Match>,
    anims: Query<(), (With<TweenAnim>, With<Stone>)>,
    mut stones: Query<(&Stone, &mut StonePlace, &mut Transform)>,
    mut commands: Commands,
) {
    if !playback.active || !playback.cues.is_empty() || !anims.is_empty() {
        return;
    }
    // Every stone is at rest, so each has got where it flew.
    let resting: Vec<Entity> = playback.arriving.iter().map(|&(stone, _)| stone).collect();
    for stone in resting {
        playback.arrive(stone, &mut landed);
    }
    let consistent = all_places().all(|place| {
        let held = stones.iter().filter(|(_, p, _)| p.place == place).count();
        held == usize::from(shown_count(&game, place))
    });
    if consistent {
        for (_, place, mut transform) in &mut stones {
            transform.translation = slot_position(place.place, place.slot);
            transform.scale = Vec3::ONE;
        }
    } else {
        warn!("stones disagree with the match after a replay; laying them out again");
        snap_stones(&game, &mut stones);
    }
    playback.active = false;
    playback.departing.clear();
    playback.shown = Shown::of_game(&game);
    playback.lit = [false; PITS];
    commands.trigger(PlaybackDone);
    commands.trigger(DecideTurn);
}

fn reset_playback(
    _: On<BoardReset>,
    game: Res<Match>,
    mut playback: ResMut<Playback>,
    stones: Query<Entity, (With<Stone>, With<TweenAnim>)>,
    mut commands: Commands,
) {
    for stone in &stones {
        commands.entity(stone).remove::<TweenAnim>();
    }
    *playback = Playback {
        shown: Shown::of_game(&game),
        last_move: last_move_of(&game),
        ..default()
    };
}

/// The last move of a game and where its last stone fell: after an Undo
/// or a resumed game, the board marks the move its line names.
fn last_move_of(game: &Game) -> Option<(Pit, Pit)> {
    let &pit = game.moves().last()?;
    let history = game.history();
    let before = history.get(history.len().checked_sub(2)?)?;
    let report = Game::from_position(*before).play(pit).ok()?;
    Some((report.origin, report.last_pit()))
}

/// Keeps the pit labels in step with what the board shows.
fn show_counts(
    playback: Res<Playback>,
    screen_layout: Res<ScreenLayout>,
    mut labels: Query<(Entity, &PitCount, &mut Text2d, Has<Underline>)>,
    mut commands: Commands,
) {
    for (label, count, mut text, underlined) in &mut labels {
        let shown = playback.shown.counts[count.0];
        write_count(
            label,
            &mut text,
            underlined,
            shown,
            screen_layout.seating,
            &mut commands,
        );
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .add_message::<CaptureLit>()
        .add_message::<StoneLanded>()
        .add_message::<ForfeitShown>()
        .add_observer(start_playback)
        .add_observer(start_replay)
        .add_observer(reset_playback)
        .add_systems(
            Update,
            (
                run_playback,
                finish_playback,
                show_counts.run_if(
                    resource_changed::<Playback>.or_eager(resource_changed::<ScreenLayout>),
                ),
            )
                .chain()
                // Counts read where the stones are drawn this frame.
                .after(bevy_tweening::AnimationSystem::AnimationUpdate)
                .in_set(AppSystems::Update),
        )
        // Stones in motion, a move's captures lighting up, the forfeit note.
        .add_systems(
            Update,
            want_frames
                .run_if(
                    any_with_component::<TweenAnim>.or_eager(|playback: Res<Playback>| {
                        playback.is_active() || playback.forfeit_note_shown()
                    }),
                )
                .in_set(AppSystems::Show),
        );
}
