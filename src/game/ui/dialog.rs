//! The frame every dialog shares (rules, settings, review): a dimmed
//! backdrop, a panel that fits any window, a scrolling body and a Close
//! button that always stays in view. A dialog is a state ([`Dialog`]):
//! opening one sets it, closing one (the button or Escape) clears it, and
//! its entities go with it. Face to face, a dialog opened from North's
//! seat opens turned to face North.

use super::bands::Faces;
use super::locale::{Paragraph, Tr};
use super::widgets::{button, heading, panel};
use crate::game::input::Press;
use crate::game::state::AppSystems;
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::rules::Side;
use bevy::prelude::*;

/// Modal cards: under one, nothing beneath can be seen or pressed. The
/// result is the lowest of them.
pub const DIALOG_LAYER: i32 = 20;

/// The result: modal over the board and the HUD, under the dialogs it
/// opens (the review).
pub const RESULT_LAYER: i32 = DIALOG_LAYER;

/// The dimmed layer under a dialog's card.
pub fn scrim() -> impl Bundle {
    scrim_at(DIALOG_LAYER + 1)
}

/// A node over the whole window, centring what it holds.
pub fn filling_window() -> Node {
    Node {
        position_type: PositionType::Absolute,
        width: percent(100),
        height: percent(100),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// The dimmed layer under a modal card on `layer`, filling the window and
/// centring the card in it.
pub fn scrim_at(layer: i32) -> impl Bundle {
    (
        GlobalZIndex(layer),
        filling_window(),
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
    )
}

/// The seat the open dialog faces: South's (upright) unless North's seat
/// opened it, face to face.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DialogFacing(pub Side);

impl Default for DialogFacing {
    fn default() -> Self {
        DialogFacing(Side::South)
    }
}

/// A dialog's card, turned to face the seat that opened it.
#[derive(Component, Clone, Copy, Debug)]
pub struct DialogCard;

/// Opens `dialog` upright (its page spawns when the state is entered).
pub fn open(dialog: Dialog) -> impl Fn(On<Press>, ResMut<NextState<Dialog>>, ResMut<DialogFacing>) {
    open_facing(dialog, Side::South)
}

/// Opens `dialog` facing `seat`.
pub fn open_facing(
    dialog: Dialog,
    seat: Side,
) -> impl Fn(On<Press>, ResMut<NextState<Dialog>>, ResMut<DialogFacing>) {
    move |_: On<Press>, mut next: ResMut<NextState<Dialog>>, mut facing: ResMut<DialogFacing>| {
        facing.set_if_neq(DialogFacing(seat));
        next.set(dialog);
    }
}

/// Turns a new dialog's card to the seat it faces.
fn face_card(
    facing: Res<DialogFacing>,
    mut cards: Query<(Entity, &mut UiTransform), Added<DialogCard>>,
    mut commands: Commands,
) {
    let faces = Faces(facing.0);
    for (card, mut transform) in &mut cards {
        transform.rotation = faces.rotation();
        commands.entity(card).insert(faces);
    }
}

/// A dialog's scrolling body, between its title and its close row.
#[derive(Component, Clone, Copy, Debug)]
struct DialogBody;

/// Bevy 0.19 clips a quad by its corners as if upright; under a half turn
/// they swap, so a turned card's lines crossing the body's edge were drawn
/// squashed past it, over North's buttons. In a card turned to North the
/// body's pieces are drawn unclipped, and each shows only while wholly in
/// view. A view shorter than a piece (a phone held sideways) could not show
/// it whole: that card turns upright, where the clip works.
fn show_whole_pieces(
    mut cards: Query<(&Faces, &mut UiTransform), With<DialogCard>>,
    bodies: Query<(&ChildOf, &ComputedNode, &UiGlobalTransform, &Children), With<DialogBody>>,
    mut pieces: Query<
        (
            Entity,
            &ComputedNode,
            &UiGlobalTransform,
            &mut Visibility,
            Has<OverrideClip>,
        ),
        Without<DialogBody>,
    >,
    mut commands: Commands,
) {
    for (card, body, body_at, children) in &bodies {
        let Ok((faces, mut turn)) = cards.get_mut(card.parent()) else {
            continue;
        };
        if faces.0 != Side::North || body.size.y <= 0.0 {
            continue;
        }
        let view = Rect::from_center_size(body_at.translation, body.size);
        let too_short = children.iter().any(|child| {
            pieces
                .get(child)
                .is_ok_and(|(_, node, ..)| node.size.y > view.height() + 1.0)
        });
        if too_short {
            turn.rotation = Rot2::IDENTITY;
            commands.entity(card.parent()).insert(Faces(Side::South));
        }
        for child in children.iter() {
            let Ok((piece, node, at, mut visibility, unclipped)) = pieces.get_mut(child) else {
                continue;
            };
            let rect = Rect::from_center_size(at.translation, node.size);
            let whole = rect.min.y >= view.min.y - 1.0 && rect.max.y <= view.max.y + 1.0;
            match (too_short, unclipped) {
                (true, true) => {
                    commands.entity(piece).remove::<OverrideClip>();
                }
                (false, false) => {
                    commands.entity(piece).insert(OverrideClip);
                }
                _ => {}
            }
            visibility.set_if_neq(if whole || too_short {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
    }
}

fn close_dialog(_: On<Press>, mut next: ResMut<NextState<Dialog>>) {
    next.set(Dialog::None);
}

/// Spawns the page of `dialog`, titled with message `title`, whose body
/// `body` fills. It lasts as long as the dialog is open.
pub fn spawn_dialog(
    commands: &mut Commands,
    fonts: &UiFonts,
    dialog: Dialog,
    title: &'static str,
    body: impl FnOnce(&mut ChildSpawnerCommands),
) {
    spawn_dialog_closing(commands, fonts, dialog, title, "button-close", body);
}

/// A dialog whose close row says `close` (a question's "No").
pub fn spawn_dialog_closing(
    commands: &mut Commands,
    fonts: &UiFonts,
    dialog: Dialog,
    title: &'static str,
    close: &'static str,
    body: impl FnOnce(&mut ChildSpawnerCommands),
) {
    commands
        .spawn((
            Name::new(format!("Dialog {dialog:?}")),
            DespawnOnExit(dialog),
            scrim(),
        ))
        .with_children(|parent| {
            parent
                .spawn((DialogCard, panel(660.0, AlignItems::Stretch)))
                .with_children(|panel| {
                    // The title and the close row are solid, with a rule
                    // each, so scrolled words never show through them.
                    panel
                        .spawn(solid_edge(Node {
                            // A column, so the title spans the card and
                            // aligns with the reading direction.
                            flex_direction: FlexDirection::Column,
                            padding: UiRect::bottom(px(8)),
                            border: UiRect::bottom(px(1)),
                            ..default()
                        }))
                        .with_child((
                            heading("", size::HEADING, fonts),
                            Tr(title),
                            Paragraph,
                            TextLayout::default(),
                        ));
                    panel
                        .spawn((
                            DialogBody,
                            ScrollPosition::default(),
                            Node {
                                flex_direction: FlexDirection::Column,
                                max_height: vh(66),
                                min_height: px(0),
                                flex_shrink: 1.0,
                                overflow: Overflow::scroll_y(),
                                ..default()
                            },
                        ))
                        .with_children(body);
                    panel
                        .spawn(solid_edge(Node {
                            justify_content: JustifyContent::Center,
                            padding: UiRect::top(px(12)),
                            border: UiRect::top(px(1)),
                            ..default()
                        }))
                        .with_children(|row| {
                            row.spawn(button(close, fonts)).observe(close_dialog);
                        });
                });
        });
}

/// A dialog's title or close row: opaque, above the scrolled body, never
/// squeezed.
fn solid_edge(node: Node) -> impl Bundle {
    (
        Node {
            flex_shrink: 0.0,
            ..node
        },
        BackgroundColor(palette::PANEL),
        BorderColor::all(palette::BORDER),
        ZIndex(1),
    )
}

fn close_with_escape(
    keys: Res<ButtonInput<KeyCode>>,
    dialog: Res<State<Dialog>>,
    mut next: ResMut<NextState<Dialog>>,
) {
    if *dialog.get() != Dialog::None && keys.just_pressed(KeyCode::Escape) {
        next.set(Dialog::None);
    }
}

/// A dialog opened any other way (a key, the game itself) faces South
/// unless its opener said otherwise; the facing lasts one dialog.
fn upright_after(mut facing: ResMut<DialogFacing>) {
    facing.set_if_neq(DialogFacing(Side::South));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DialogFacing>()
        .add_systems(
            Update,
            close_with_escape
                .run_if(resource_exists::<ButtonInput<KeyCode>>)
                .in_set(AppSystems::RecordInput),
        )
        .add_systems(
            Update,
            face_card.run_if(any_match_filter::<Added<DialogCard>>),
        )
        .add_systems(
            PostUpdate,
            show_whole_pieces
                .run_if(any_with_component::<Faces>)
                .after(bevy::ui::UiSystems::PostLayout)
                .before(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
        )
        .add_systems(OnEnter(Dialog::None), upright_after);
}
