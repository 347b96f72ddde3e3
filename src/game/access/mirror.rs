//! The screen as a list in reading order, for those who cannot see it:
//! its texts, its buttons and the pits, each with the words a screen
//! reader says. The web page draws it as markup beside the canvas; the
//! desktop names its own nodes with the same words ([`button_name`]).
//!
//! Only what a tap could reach is listed: the top layer's buttons (inside
//! an open dialog, only its own), and the pits while the board takes
//! taps. Pressing an item ([`MirrorPress`]) does what tapping it does.

use super::announce::ReadBoard;
use super::speech::PitWords;
use crate::game::board::{PitCursor, pit_center};
use crate::game::input::{HitTest, Reach, ScrollIntoView, Target, activate};
use crate::game::ui::locale::{Locale, WORD_JOINER};
use crate::game::ui::room::Sizer;
use crate::game::ui::widgets::{ButtonId, Selected};
use crate::rules::Pit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use serde::Serialize;

/// The mirror's own button, which the screen has no twin of: say the
/// whole board.
pub const READ_BOARD: &str = "read-board";

#[derive(Serialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum MirrorKind {
    Text,
    Button,
    Pit,
}

/// One thing on the screen.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct MirrorItem {
    /// Stable while the thing is shown: `pit0`–`pit5`, `read-board`, or
    /// the entity's bits for a button or a text.
    pub id: String,
    pub kind: MirrorKind,
    pub label: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// A choice that holds now (a language, a level).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub selected: bool,
    /// What Escape presses: a dialog's Close, the lessons' offer's Skip.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cancel: bool,
}

/// The screen in reading order.
#[derive(Resource, Default, PartialEq, Debug, Serialize)]
pub struct Mirror {
    pub language: &'static str,
    pub rtl: bool,
    /// A dialog or a card covers the board: focus stays inside.
    pub modal: bool,
    pub items: Vec<MirrorItem>,
}

/// Press a mirrored item by its id, as a tap on its twin would.
#[derive(Event, Clone, Debug)]
pub struct MirrorPress {
    pub id: String,
}

/// Buttons whose face is a sign, not a word.
const SIGNS: [(&str, &str); 3] = [
    ("volume-down", "say-volume-down"),
    ("volume-up", "say-volume-up"),
    ("analysis-cancel", "button-close"),
];

/// Buttons Escape presses.
const CANCELS: [&str; 2] = ["button-close", "offer-skip"];

/// The words a player can read: not the hidden copies that keep a room.
pub type ReadText<'w, 's> = Query<'w, 's, &'static Text, Without<Sizer>>;

/// Every text under `entity`, in order.
fn texts_under(
    entity: Entity,
    children: &Query<&Children>,
    texts: &ReadText,
    out: &mut Vec<String>,
) {
    if let Ok(text) = texts.get(entity) {
        let words = text.0.replace(WORD_JOINER, "");
        if !words.trim().is_empty() {
            out.push(words.trim().to_owned());
        }
    }
    if let Ok(kids) = children.get(entity) {
        for kid in kids {
            texts_under(*kid, children, texts, out);
        }
    }
}

/// A button's name: the words on it, or for a sign the words it stands for.
pub fn button_name(
    entity: Entity,
    id: Option<&ButtonId>,
    children: &Query<&Children>,
    texts: &ReadText,
    locale: &Locale,
) -> String {
    if let Some((_, message)) = id.and_then(|id| SIGNS.iter().find(|(sign, _)| *sign == id.0)) {
        return locale.t(message);
    }
    let mut words = Vec::new();
    texts_under(entity, children, texts, &mut words);
    words.join(", ")
}

/// What the mirror reads.
#[derive(SystemParam)]
struct MirrorInputs<'w, 's> {
    hits: HitTest<'w, 's>,
    buttons: Query<
        'w,
        's,
        (
            Entity,
            &'static UiGlobalTransform,
            Option<&'static ButtonId>,
            Option<&'static Selected>,
        ),
        With<Button>,
    >,
    shown_texts: Query<'w, 's, (Entity, &'static Text, &'static UiGlobalTransform)>,
    texts: ReadText<'w, 's>,
    children: Query<'w, 's, &'static Children>,
    parents: Query<'w, 's, &'static ChildOf>,
    is_button: Query<'w, 's, (), With<Button>>,
    pit_words: Res<'w, PitWords>,
    locale: Res<'w, Locale>,
}

/// Whether `entity` is a button or inside one: its words are the button's
/// name, not a text of their own.
pub fn in_button(
    entity: Entity,
    parents: &Query<&ChildOf>,
    is_button: &Query<(), With<Button>>,
) -> bool {
    std::iter::successors(Some(entity), |e| parents.get(*e).ok().map(ChildOf::parent))
        .any(|e| is_button.contains(e))
}

fn build_mirror(inputs: MirrorInputs, mut mirror: ResMut<Mirror>) {
    let locale = &inputs.locale;
    let rtl = locale.language.is_right_to_left();
    let reach = inputs.hits.reach();
    let top = reach.top();
    // (row, across, item): rows of 8 device pixels, read from the top.
    let mut placed: Vec<(f32, f32, MirrorItem)> = Vec::new();
    let mut place = |at: Vec2, item: MirrorItem| {
        let across = if rtl { -at.x } else { at.x };
        placed.push(((at.y / 8.0).round(), across, item));
    };
    for (entity, transform, id, selected) in &inputs.buttons {
        if !reach.readable_on(entity, top) {
            continue;
        }
        let label = button_name(entity, id, &inputs.children, &inputs.texts, locale);
        place(
            transform.affine().translation,
            MirrorItem {
                id: format!("b{}", entity.to_bits()),
                kind: MirrorKind::Button,
                label,
                description: String::new(),
                selected: selected.is_some_and(|s| s.0),
                cancel: id.is_some_and(|id| CANCELS.contains(&id.0)),
            },
        );
    }
    for (entity, text, transform) in &inputs.shown_texts {
        let words = text.0.replace(WORD_JOINER, "");
        if words.trim().is_empty()
            || !reach.readable_on(entity, top)
            || in_button(entity, &inputs.parents, &inputs.is_button)
        {
            continue;
        }
        place(
            transform.affine().translation,
            MirrorItem {
                id: format!("t{}", entity.to_bits()),
                kind: MirrorKind::Text,
                label: words.trim().to_owned(),
                description: String::new(),
                selected: false,
                cancel: false,
            },
        );
    }
    if inputs.hits.board_open()
        && let Some((camera, camera_transform)) = inputs.hits.camera()
    {
        let scale = inputs.hits.scale();
        let mut lowest = f32::MIN;
        for (pit, words) in Pit::ALL.into_iter().zip(&inputs.pit_words.0) {
            let Ok(at) = camera.world_to_viewport(camera_transform, pit_center(pit).extend(0.0))
            else {
                continue;
            };
            lowest = lowest.max(at.y * scale);
            place(
                at * scale,
                MirrorItem {
                    id: format!("pit{pit}"),
                    kind: MirrorKind::Pit,
                    label: words.label.clone(),
                    description: words.description.clone(),
                    selected: false,
                    cancel: false,
                },
            );
        }
        // Right after the board's near row.
        place(
            Vec2::new(if rtl { f32::MIN } else { f32::MAX }, lowest),
            MirrorItem {
                id: READ_BOARD.to_owned(),
                kind: MirrorKind::Button,
                label: locale.t("say-read-board"),
                description: String::new(),
                selected: false,
                cancel: false,
            },
        );
    }
    placed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let new = Mirror {
        language: locale.language.code(),
        rtl,
        modal: top > 0,
        items: placed.into_iter().map(|(_, _, item)| item).collect(),
    };
    mirror.set_if_neq(new);
}

/// Whether anything the mirror shows may have changed this frame.
#[derive(SystemParam)]
struct MirrorChanges<'w, 's> {
    texts: Query<'w, 's, (), Or<(Changed<Text>, Changed<InheritedVisibility>)>>,
    moved: Query<'w, 's, (), (Or<(With<Button>, With<Text>)>, Changed<UiGlobalTransform>)>,
    added: Query<'w, 's, (), Or<(Added<Button>, Added<Selected>, Changed<Selected>)>>,
    removed_buttons: RemovedComponents<'w, 's, Button>,
    removed_texts: RemovedComponents<'w, 's, Text>,
    windows: Query<'w, 's, (), (With<PrimaryWindow>, Changed<Window>)>,
    cameras: Query<'w, 's, (), (With<Camera>, Changed<GlobalTransform>)>,
    pit_words: Res<'w, PitWords>,
    locale: Res<'w, Locale>,
    /// An overlay coming or going (a new screen's cover lifted) changes
    /// what can be reached, though no button or text changed.
    reach: Reach<'w, 's>,
}

fn mirror_may_change(mut changes: MirrorChanges, mut last_top: Local<Option<i32>>) -> bool {
    let removed = changes.removed_buttons.read().count() + changes.removed_texts.read().count();
    let top = changes.reach.top();
    let layered = last_top.replace(top) != Some(top);
    removed > 0
        || layered
        || !changes.texts.is_empty()
        || !changes.moved.is_empty()
        || !changes.added.is_empty()
        || !changes.windows.is_empty()
        || !changes.cameras.is_empty()
        || changes.pit_words.is_changed()
        || changes.locale.is_changed()
}

/// A press on a mirrored item: only an item now listed, so a dialog keeps
/// what lies under it out of reach.
fn press_item(
    press: On<MirrorPress>,
    mirror: Res<Mirror>,
    mut cursor: PitCursor,
    mut into_view: MessageWriter<ScrollIntoView>,
    mut commands: Commands,
) {
    let Some(item) = mirror.items.iter().find(|item| item.id == press.id) else {
        return;
    };
    let target = match item.kind {
        MirrorKind::Text => None,
        MirrorKind::Pit => item
            .id
            .strip_prefix("pit")
            .and_then(|n| n.parse().ok())
            .and_then(Pit::new)
            .map(Target::Pit),
        MirrorKind::Button if item.id == READ_BOARD => {
            commands.trigger(ReadBoard);
            None
        }
        MirrorKind::Button => item
            .id
            .strip_prefix('b')
            .and_then(|bits| bits.parse().ok())
            .and_then(Entity::try_from_bits)
            .map(Target::Button),
    };
    if let Some(target) = target {
        // A button scrolled out of view comes into view as it is pressed.
        if let Target::Button(entity) = target {
            into_view.write(ScrollIntoView(entity));
        }
        activate(target, &mut cursor, &mut commands);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Mirror>()
        .add_observer(press_item)
        .add_systems(
            PostUpdate,
            build_mirror
                .run_if(any_with_component::<PrimaryWindow>.and_then(mirror_may_change))
                // After the layout, so places are this frame's, and after
                // visibility is handed down, so a cover spawned this frame
                // already hides what is under it.
                .after(bevy::ui::UiSystems::PostLayout)
                .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
        );
}
