//! Taps and clicks, found by our own hit test. A finger tap is often pressed
//! and lifted within one frame on a slow device, before a hover could be
//! recorded; so a tap counts when it starts and ends on the same target,
//! whatever happened between frames. Each finger is its own tap.
//!
//! A finger held on a pit for [`HOLD_SECONDS`] previews its move instead,
//! and lifting it then plays nothing; the preview stays after the finger
//! lifts (which covered it) until the next touch. The mouse previews by
//! hovering. A finger that travelled (scrolling a panel) presses nothing.

use super::press::Press;
use super::reach::Reach;
use crate::game::board::{BoardPit, PIT_RADIUS, PitCursor, Pointing, pit_center};
use crate::game::play::PitChosen;
use crate::game::state::{AppSystems, Dialog, no_dialog, want_frames};
use crate::rules::Pit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// What a point on the screen would press.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    Button(Entity),
    Pit(Pit),
}

/// Every button with where it is on screen.
type ButtonQuery<'w, 's> =
    Query<'w, 's, (Entity, &'static ComputedNode, &'static UiGlobalTransform), With<Button>>;

/// How far (logical pixels) a finger or the mouse may travel between down
/// and up and still count as a tap.
const TAP_SLOP: f32 = 16.0;

/// How long a finger rests on a pit before it previews rather than plays:
/// a long press as phones time it, since a child's slow tap took 0.4 s.
pub const HOLD_SECONDS: f32 = 0.5;

/// Where the mouse button went down.
#[derive(Resource, Default)]
struct MousePress(Option<Vec2>);

/// When each finger now down touched the screen (seconds of game time).
#[derive(Resource, Default)]
struct TouchTimes(Vec<(u64, f32)>);

/// The button under the mouse, and the one a finger or the mouse holds
/// down, by the same hit test that presses them: a button looks pressed
/// exactly when lifting there would press it. A finger leaves no hover.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ButtonPointer {
    pub hovered: Option<Entity>,
    pub pressed: Option<Entity>,
}

/// Whether the mouse, not a finger, moved the cursor last, and where it
/// was: a touch may leave the cursor where the finger lifted.
#[derive(Default)]
struct MouseInUse {
    by_mouse: bool,
    cursor: Option<Vec2>,
}

/// A button a player can see: its layer, its box and the part of it its
/// scrolling panels show (device pixels).
#[derive(Clone, Copy, Debug)]
pub struct ShownButton {
    pub entity: Entity,
    pub layer: i32,
    pub whole: Rect,
    pub seen: Rect,
}

impl ShownButton {
    /// Whether none of it is scrolled out of view.
    pub fn whole_in_view(&self) -> bool {
        self.seen.width() >= self.whole.width() - 1.0
            && self.seen.height() >= self.whole.height() - 1.0
    }
}

/// The one hit test: what a tap at a point would press, which buttons the
/// keyboard's focus walks, and what the web page lists as targets. Pits
/// count only while the board takes taps (a match, no dialog).
#[derive(SystemParam)]
pub struct HitTest<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Option<Single<'w, 's, (&'static Camera, &'static GlobalTransform)>>,
    buttons: ButtonQuery<'w, 's>,
    reach: Reach<'w, 's>,
    pits: Query<'w, 's, (), With<BoardPit>>,
    dialog: Option<Res<'w, State<Dialog>>>,
}

impl HitTest<'_, '_> {
    /// Every button shown at least in part, on whatever layer.
    pub fn shown_buttons(&self) -> Vec<ShownButton> {
        self.buttons
            .iter()
            .filter_map(|(entity, node, transform)| {
                let seen = self.reach.seen(entity)?;
                Some(ShownButton {
                    entity,
                    layer: self.reach.layer_of(entity),
                    whole: Rect::from_center_size(transform.affine().translation, node.size()),
                    seen,
                })
            })
            .collect()
    }

    /// The buttons a player can reach: shown, in view, on the top layer.
    pub fn top_buttons(&self) -> Vec<ShownButton> {
        let top = self.reach.top();
        let mut shown = self.shown_buttons();
        shown.retain(|b| b.layer >= top);
        shown
    }

    /// Whether the board takes taps: pits exist (a match), no dialog is
    /// open and no overlay covers it.
    pub fn board_open(&self) -> bool {
        !self.pits.is_empty()
            && no_dialog(self.dialog.as_ref().map(Res::clone))
            && self.reach.top() == 0
    }

    /// Which layer each node is on, and which is on top.
    pub fn reach(&self) -> &Reach<'_, '_> {
        &self.reach
    }

    /// Device pixels per logical pixel.
    pub fn scale(&self) -> f32 {
        self.window.scale_factor()
    }

    /// The camera that draws the board.
    pub fn camera(&self) -> Option<(&Camera, &GlobalTransform)> {
        self.camera.as_ref().map(|c| (c.0, c.1))
    }

    /// What a tap at `point` (logical pixels of the window) would press:
    /// the buttons of the topmost layer there first; the pits only when no
    /// overlay covers the board.
    pub fn at(&self, point: Vec2) -> Option<Target> {
        let physical = point * self.scale();
        let top = self.reach.top_at(Some(physical));
        // A button scrolled out of its panel's view cannot be pressed.
        let button = self
            .shown_buttons()
            .into_iter()
            .filter(|b| b.seen.contains(physical))
            .max_by_key(|b| b.layer);
        if let Some(button) = button
            && button.layer >= top
        {
            return Some(Target::Button(button.entity));
        }
        if top > 0 || !self.board_open() {
            return None; // an overlay covers the board, or it takes no taps
        }
        let (camera, camera_transform) = self.camera()?;
        let world = camera.viewport_to_world_2d(camera_transform, point).ok()?;
        Pit::ALL.into_iter().find_map(|pit| {
            (world.distance(pit_center(pit)) <= PIT_RADIUS).then_some(Target::Pit(pit))
        })
    }
}

/// Presses a target: the one way a tap, a click, a screen reader or the
/// web page's mirror acts on a pit or a button.
pub fn activate(target: Target, cursor: &mut PitCursor, commands: &mut Commands) {
    match target {
        Target::Button(entity) => commands.trigger(Press { entity }),
        Target::Pit(pit) => {
            // The keyboard cursor shows only while the keyboard is in use.
            cursor.leave();
            commands.trigger(PitChosen { pit });
        }
    }
}

fn taps(
    window: Single<&Window, With<PrimaryWindow>>,
    hits: HitTest,
    time: Res<Time>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    mut press: ResMut<MousePress>,
    mut touch_times: ResMut<TouchTimes>,
    mut pointing: ResMut<Pointing>,
    mut buttons: ResMut<ButtonPointer>,
    mut mouse_in_use: Local<MouseInUse>,
    mut kept: Local<Option<Pit>>,
    mut pit_cursor: PitCursor,
    mut commands: Commands,
) {
    let at = |point: Vec2| hits.at(point);
    let cursor = window.cursor_position();
    let touching = touches.iter().next().is_some() || touches.iter_just_released().next().is_some();
    if touching {
        mouse_in_use.by_mouse = false;
    } else if cursor != mouse_in_use.cursor || mouse.get_just_pressed().next().is_some() {
        mouse_in_use.by_mouse = true;
    }
    mouse_in_use.cursor = cursor;
    if mouse.just_pressed(MouseButton::Left) {
        press.0 = window.cursor_position();
    }
    if mouse.just_released(MouseButton::Left)
        && let (Some(start), Some(end)) = (press.0.take(), window.cursor_position())
        && start.distance(end) <= TAP_SLOP
        && let Some(target) = at(end)
        && at(start) == Some(target)
    {
        activate(target, &mut pit_cursor, &mut commands);
    }
    let now = time.elapsed_secs();
    for touch in touches.iter_just_pressed() {
        // Browsers reuse a finger's id for the next touch; an older record
        // of it (an end the game never saw) must not make a tap a hold.
        touch_times.0.retain(|(id, _)| *id != touch.id());
        touch_times.0.push((touch.id(), now));
    }
    let held_for = |id: u64| {
        touch_times
            .0
            .iter()
            .find(|(t, _)| *t == id)
            .map_or(0.0, |(_, since)| now - since)
    };
    // A finger resting on the pit it touched first previews that pit.
    let held = touches.iter().find_map(|touch| match at(touch.position()) {
        Some(Target::Pit(pit))
            if held_for(touch.id()) >= HOLD_SECONDS
                && at(touch.start_position()) == Some(Target::Pit(pit)) =>
        {
            Some(pit)
        }
        _ => None,
    });
    // A new touch or a click ends a preview kept after a hold.
    if touches.iter_just_pressed().next().is_some() || mouse.get_just_pressed().next().is_some() {
        *kept = None;
    }
    for touch in touches.iter_just_released() {
        let was_held = held_for(touch.id()) >= HOLD_SECONDS;
        if was_held
            && let Some(Target::Pit(pit)) = at(touch.position())
            && at(touch.start_position()) == Some(Target::Pit(pit))
        {
            *kept = Some(pit);
        }
        if let Some(target) = at(touch.position())
            && touch.distance().length() <= TAP_SLOP
            && at(touch.start_position()) == Some(target)
            && !(was_held && matches!(target, Target::Pit(_)))
        {
            activate(target, &mut pit_cursor, &mut commands);
        }
    }
    for touch in touches
        .iter_just_released()
        .chain(touches.iter_just_canceled())
    {
        touch_times.0.retain(|(id, _)| *id != touch.id());
    }
    let hover = window.cursor_position().and_then(|p| match at(p) {
        Some(Target::Pit(pit)) => Some(pit),
        _ => None,
    });
    let held = held.or(*kept);
    pointing.set_if_neq(Pointing { hover, held });
    let button_at = |point: Vec2| match at(point) {
        Some(Target::Button(button)) => Some(button),
        _ => None,
    };
    let mouse_down = press
        .0
        .filter(|_| mouse.pressed(MouseButton::Left))
        .and_then(button_at)
        .filter(|&b| cursor.and_then(button_at) == Some(b));
    let finger_down = touches.iter().find_map(|touch| {
        button_at(touch.start_position())
            .filter(|&b| button_at(touch.position()) == Some(b))
            .filter(|_| touch.distance().length() <= TAP_SLOP)
    });
    buttons.set_if_neq(ButtonPointer {
        hovered: cursor.filter(|_| mouse_in_use.by_mouse).and_then(button_at),
        pressed: mouse_down.or(finger_down),
    });
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MousePress>()
        .init_resource::<TouchTimes>()
        .init_resource::<ButtonPointer>()
        // Bevy's own hover and press tracking (`Interaction`) would be a
        // second hit test beside this one, and could disagree with it: it
        // does not run.
        .configure_sets(PreUpdate, bevy::ui::UiSystems::Focus.run_if(|| false))
        .add_systems(
            PreUpdate,
            taps.after(bevy::input::InputSystems).run_if(
                any_with_component::<PrimaryWindow>
                    .and_then(any_with_component::<Camera>)
                    .and_then(resource_exists::<Touches>)
                    .and_then(resource_exists::<ButtonInput<MouseButton>>),
            ),
        )
        // A finger held still sends no events, yet its hold becomes a
        // preview only as frames count the time.
        .add_systems(
            Update,
            want_frames
                .run_if(|touches: Option<Res<Touches>>| {
                    touches.is_some_and(|t| t.iter().next().is_some())
                })
                .in_set(AppSystems::RecordInput),
        );
}
