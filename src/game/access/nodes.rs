//! The desktop's accessibility tree (AccessKit, through Bevy's window):
//! the pits as buttons with their names and, when they may not be played,
//! why; every button named by its words; every text readable; the news as
//! a polite live region. A screen reader's click does what a tap does,
//! and its focus follows the keyboard's.

use super::announce::Announcements;
use super::mirror::{ReadText, button_name, in_button};
use super::speech::PitWords;
use crate::game::board::{BoardPit, PitCursor};
use crate::game::input::{HitTest, Reach, ScrollIntoView, Target, activate};
use crate::game::ui::locale::{Locale, WORD_JOINER};
use crate::game::ui::widgets::{ButtonId, Selected};
use accesskit::{Action, Live, Node as Access, Role, Toggled};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems, ActionRequest};
use bevy::prelude::*;
use bevy_input_focus::InputFocus;

/// The live region the news goes to.
#[derive(Component)]
struct NewsRegion;

/// Sets the properties the game owns (role, words, state, actions) where
/// they differ, keeping what Bevy's UI keeps there (the bounds); the tree
/// is sent again only when something changed.
fn update_node(
    commands: &mut Commands,
    entity: Entity,
    current: Option<Mut<AccessibilityNode>>,
    wanted: Access,
) {
    let Some(mut node) = current else {
        commands
            .entity(entity)
            .try_insert(AccessibilityNode(wanted));
        return;
    };
    let same = node.role() == wanted.role()
        && node.label() == wanted.label()
        && node.description() == wanted.description()
        && node.value() == wanted.value()
        && node.toggled() == wanted.toggled()
        && node.supports_action(Action::Click) == wanted.supports_action(Action::Click);
    if same {
        return;
    }
    node.set_role(wanted.role());
    match wanted.label() {
        Some(label) => node.set_label(label),
        None => node.clear_label(),
    }
    match wanted.description() {
        Some(description) => node.set_description(description),
        None => node.clear_description(),
    }
    match wanted.value() {
        Some(value) => node.set_value(value),
        None => node.clear_value(),
    }
    match wanted.toggled() {
        Some(toggled) => node.set_toggled(toggled),
        None => node.clear_toggled(),
    }
    for action in [Action::Click, Action::Focus] {
        if wanted.supports_action(action) {
            node.add_action(action);
        }
    }
}

fn control(label: &str, description: &str) -> Access {
    let mut node = Access::new(Role::Button);
    node.set_label(label);
    if !description.is_empty() {
        node.set_description(description);
    }
    node.add_action(Action::Click);
    node.add_action(Action::Focus);
    node
}

fn name_pits(
    words: Res<PitWords>,
    mut pits: Query<(Entity, &BoardPit, Option<&mut AccessibilityNode>)>,
    added: Query<(), Added<BoardPit>>,
    mut commands: Commands,
) {
    if !words.is_changed() && added.is_empty() {
        return;
    }
    for (entity, pit, node) in &mut pits {
        let Some(said) = words.0.get(pit.0.index()) else {
            continue;
        };
        update_node(
            &mut commands,
            entity,
            node,
            control(&said.label, &said.description),
        );
    }
}

fn name_buttons(
    mut buttons: Query<
        (
            Entity,
            Option<&ButtonId>,
            Option<&Selected>,
            Option<&mut AccessibilityNode>,
        ),
        With<Button>,
    >,
    changed: Query<(), Or<(Changed<Text>, Added<Button>, Changed<Selected>)>>,
    children: Query<&Children>,
    texts: ReadText,
    locale: Res<Locale>,
    mut commands: Commands,
) {
    if changed.is_empty() && !locale.is_changed() {
        return;
    }
    for (entity, id, selected, node) in &mut buttons {
        let mut wanted = control(&button_name(entity, id, &children, &texts, &locale), "");
        if let Some(selected) = selected {
            wanted.set_toggled(if selected.0 {
                Toggled::True
            } else {
                Toggled::False
            });
        }
        update_node(&mut commands, entity, node, wanted);
    }
}

/// Every text outside a button reads as a label.
fn name_texts(
    mut texts: Query<(Entity, &Text, Option<&mut AccessibilityNode>), (Changed<Text>, With<Node>)>,
    parents: Query<&ChildOf>,
    is_button: Query<(), With<Button>>,
    mut commands: Commands,
) {
    for (entity, text, node) in &mut texts {
        if in_button(entity, &parents, &is_button) {
            continue;
        }
        let mut wanted = Access::new(Role::Label);
        wanted.set_value(text.0.replace(WORD_JOINER, ""));
        update_node(&mut commands, entity, node, wanted);
    }
}

/// What is not on the screen (a banner at rest, an empty legend), or lies
/// under an overlay (beneath a dialog), is hidden from a screen reader
/// too, as it is from a finger: the same [`Reach`] answers for both. What
/// is only scrolled out of view stays readable, as on a page.
fn hide_unseen(
    mut nodes: Query<(
        Entity,
        Ref<ComputedNode>,
        Ref<InheritedVisibility>,
        &mut AccessibilityNode,
    )>,
    reach: Reach,
    mut last_top: Local<Option<i32>>,
) {
    let top = reach.top();
    let every = last_top.replace(top) != Some(top);
    for (entity, computed, visible, mut node) in &mut nodes {
        if !every && !computed.is_changed() && !visible.is_changed() && !node.is_added() {
            continue;
        }
        let unseen = !reach.readable_on(entity, top);
        if node.is_hidden() != unseen {
            if unseen {
                node.set_hidden();
            } else {
                node.clear_hidden();
            }
        }
    }
}

fn spawn_news_region(mut commands: Commands) {
    let mut node = Access::new(Role::Status);
    node.set_live(Live::Polite);
    commands.spawn((Name::new("News"), NewsRegion, AccessibilityNode(node)));
}

fn tell_news(
    news: Res<Announcements>,
    mut region: Query<&mut AccessibilityNode, With<NewsRegion>>,
) {
    if !news.is_changed() {
        return;
    }
    let Some(latest) = news.latest() else {
        return;
    };
    for mut node in &mut region {
        node.set_label(latest);
    }
}

/// A screen reader's click on a pit or a button, as a tap; only on what a
/// reader can reach (a dialog keeps the rest out of reach).
fn act_on_requests(
    mut requests: MessageReader<ActionRequest>,
    pits: Query<&BoardPit>,
    buttons: Query<(), With<Button>>,
    hits: HitTest,
    mut cursor: PitCursor,
    mut into_view: MessageWriter<ScrollIntoView>,
    mut commands: Commands,
) {
    for request in requests.read() {
        // Only the tree's own ids come back; anything else is ignored.
        let Some(entity) = Entity::try_from_bits(request.target_node.0) else {
            continue;
        };
        let target = if let Ok(pit) = pits.get(entity) {
            hits.board_open().then_some(Target::Pit(pit.0))
        } else {
            // A button scrolled out of view comes into view as it is used.
            let readable = buttons.contains(entity) && hits.reach().readable(entity);
            if readable {
                into_view.write(ScrollIntoView(entity));
            }
            readable.then_some(Target::Button(entity))
        };
        match (request.action, target) {
            (Action::Click, Some(target)) => activate(target, &mut cursor, &mut commands),
            (Action::Focus, Some(Target::Button(entity))) => {
                cursor.hold(entity);
            }
            (Action::Focus, Some(Target::Pit(pit))) => cursor.set(pit),
            _ => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .add_message::<ActionRequest>()
        .add_systems(Startup, spawn_news_region)
        .add_systems(
            PostUpdate,
            (name_pits, name_buttons, name_texts, hide_unseen, tell_news)
                .after(bevy::ui::UiSystems::PostLayout)
                // What is shown is this frame's: a new cover hides at once.
                .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate)
                .before(AccessibilitySystems::Update),
        )
        .add_systems(
            PreUpdate,
            act_on_requests.run_if(any_with_component::<bevy::window::PrimaryWindow>),
        );
}
