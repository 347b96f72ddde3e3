//! A new screen shows once it has found its layout. Its bands are sized
//! from what its panels hold, which takes a frame or two to measure; so
//! for those frames a plain cover of the background hides it, and the
//! screen appears where it will stay, nothing sliding into place. Going
//! from a game to its result keeps the board, which has no cover.

use crate::game::board::{PanelNeeds, ScreenLayout};
use crate::game::state::{Screen, keeps_the_board, want_frames};
use crate::game::theme::palette;
use bevy::prelude::*;

/// Above everything, dialogs included.
const VEIL_LAYER: i32 = 1000;
/// The most frames a screen stays covered, whatever its layout does.
const MOST_FRAMES: u32 = 12;

/// The cover over a screen still finding its layout.
#[derive(Component, Clone, Copy, Debug)]
pub struct Veil;

/// Cover the screen until its layout settles: a page of a screen (a
/// lesson) is changing for another of its own size.
#[derive(Event, Clone, Copy, Debug)]
pub struct TurnThePage;

/// How long the cover has been up, and the layout it last saw.
#[derive(Resource, Default, Debug)]
struct Settling {
    frames: u32,
    last: Option<(ScreenLayout, PanelNeeds)>,
}

/// Covers the screen when it changes, unless the board stays (a game and
/// its result).
fn cover(
    mut turned: MessageReader<StateTransitionEvent<Screen>>,
    veils: Query<(), With<Veil>>,
    mut settling: ResMut<Settling>,
    mut commands: Commands,
) {
    // The first screen has nothing before it to hide.
    let another = turned
        .read()
        .filter(|t| match (t.exited, t.entered) {
            (Some(from), Some(to)) => from != to && !keeps_the_board(from, to),
            _ => false,
        })
        .count()
        > 0;
    if another {
        put_up(&mut settling, &veils, &mut commands);
    }
}

fn turn_the_page(
    _: On<TurnThePage>,
    veils: Query<(), With<Veil>>,
    mut settling: ResMut<Settling>,
    mut commands: Commands,
) {
    put_up(&mut settling, &veils, &mut commands);
}

fn put_up(settling: &mut Settling, veils: &Query<(), With<Veil>>, commands: &mut Commands) {
    *settling = Settling::default();
    if veils.is_empty() {
        commands.spawn((
            Name::new("Veil"),
            Veil,
            GlobalZIndex(VEIL_LAYER),
            super::dialog::filling_window(),
            BackgroundColor(palette::BACKGROUND),
        ));
    }
}

/// Lifts the cover once the bands have held their size, and the buttons
/// their places, from one frame to the next: a button widened to its
/// longest words a frame late would otherwise move under a finger.
fn lift(
    screen_layout: Res<ScreenLayout>,
    needs: Res<PanelNeeds>,
    buttons: Query<
        (),
        (
            With<Button>,
            Or<(Changed<ComputedNode>, Changed<UiGlobalTransform>)>,
        ),
    >,
    veils: Query<Entity, With<Veil>>,
    mut settling: ResMut<Settling>,
    mut commands: Commands,
) {
    settling.frames += 1;
    let now = (*screen_layout, *needs);
    let steady = settling.last == Some(now) && buttons.is_empty();
    settling.last = Some(now);
    if (steady && settling.frames >= 2) || settling.frames >= MOST_FRAMES {
        for veil in &veils {
            commands.entity(veil).despawn();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // Lifted last in the frame, once the panels have been measured.
    app.init_resource::<Settling>()
        .add_observer(turn_the_page)
        .add_systems(
            Update,
            cover.run_if(on_message::<StateTransitionEvent<Screen>>),
        )
        .add_systems(Last, lift.run_if(any_with_component::<Veil>))
        // A game that sleeps between inputs still needs the frames that
        // lift the cover.
        .add_systems(Update, want_frames.run_if(any_with_component::<Veil>));
}
