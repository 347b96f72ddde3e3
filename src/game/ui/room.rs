//! Room before words: a text that changes on its screen (a lesson's
//! explanation, the note under the scores, a puzzle's verdict) sits in a
//! box as large as the largest text it will show there, from the moment
//! the screen appears. Hidden copies of those texts lie in the same grid
//! cell as the text shown, so the cell is sized for all of them; nothing
//! grows, wraps anew or pushes the board when the words change.
//!
//! The same holds for rows of buttons that take turns (a lesson's and the
//! closing page's): both lie in one cell, the one not in use hidden.

use bevy::prelude::*;

/// A box for texts: its first child is the text shown; the texts it may
/// show on this screen are given here, each kept as a hidden copy.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct RoomFor(pub Vec<String>);

/// A hidden copy of a text, there only to hold the room.
#[derive(Component, Clone, Copy, Debug)]
pub struct Sizer;

/// One grid cell that its children share.
pub fn room_node() -> Node {
    Node {
        display: Display::Grid,
        grid_template_columns: vec![RepeatedGridTrack::minmax(
            1,
            MinTrackSizingFunction::Px(0.0),
            MaxTrackSizingFunction::Fraction(1.0),
        )],
        justify_items: JustifyItems::Center,
        align_items: AlignItems::Start,
        // No wider than its panel: its texts wrap there.
        max_width: percent(100),
        ..default()
    }
}

/// A box for texts, for [`RoomFor`] to fill; spawn the text it shows as
/// its child. Its text is centred in it.
pub fn room() -> impl Bundle {
    (Name::new("Room"), room_node(), RoomFor::default())
}

/// A cell whose children take turns: each lies in it, the ones not in
/// use hidden.
#[derive(Component, Clone, Copy, Debug)]
pub struct SharedCell;

/// Rows of buttons that take turns, in one cell: spawn each as a child
/// and hide the one not in use.
pub fn shared_cell() -> impl Bundle {
    (
        Name::new("Shared cell"),
        Node {
            width: percent(100),
            ..room_node()
        },
        SharedCell,
    )
}

fn in_the_cell(node: &mut Node) {
    let first = GridPlacement::start(1);
    if node.grid_row != first || node.grid_column != first {
        node.grid_row = first;
        node.grid_column = first;
    }
}

/// Lays every child of a shared cell in its one cell, as wide as the cell
/// (so the buttons of a row wrap within it).
fn share_cells(
    cells: Query<&Children, (With<SharedCell>, Changed<Children>)>,
    mut nodes: Query<&mut Node>,
) {
    for children in &cells {
        for child in children.iter() {
            if let Ok(mut node) = nodes.get_mut(child) {
                in_the_cell(&mut node);
                if node.width != percent(100) {
                    node.width = percent(100);
                }
            }
        }
    }
}

/// Keeps each room's hidden copies as its texts say, each laid out like
/// the text shown (font, size, wrapping, width), in the one cell.
fn fill_rooms(
    rooms: Query<(Entity, &RoomFor, &Children), Or<(Changed<RoomFor>, Changed<Children>)>>,
    shown: Query<(&TextFont, &TextLayout, &Node), (With<Text>, Without<Sizer>)>,
    mut sizers: Query<(&mut Text, &mut TextFont, &mut TextLayout, &mut Node), With<Sizer>>,
    mut commands: Commands,
) {
    for (room, wanted, children) in &rooms {
        let Some((font, layout, node)) = children.iter().find_map(|c| shown.get(c).ok()) else {
            continue;
        };
        let (font, layout) = (font.clone(), *layout);
        let mut node = node.clone();
        in_the_cell(&mut node);
        node.min_height = Val::Auto;
        let existing: Vec<Entity> = children.iter().filter(|c| sizers.contains(*c)).collect();
        for (i, text) in wanted.0.iter().enumerate() {
            match existing.get(i) {
                Some(&sizer) => {
                    if let Ok((mut t, mut f, mut l, mut n)) = sizers.get_mut(sizer) {
                        t.set_if_neq(Text::new(text.clone()));
                        f.set_if_neq(font.clone());
                        if (l.justify, l.linebreak) != (layout.justify, layout.linebreak) {
                            *l = layout;
                        }
                        // Its height is its own (fit to its lines).
                        let min_height = n.min_height;
                        n.set_if_neq(Node {
                            min_height,
                            ..node.clone()
                        });
                    }
                }
                None => {
                    commands.spawn((
                        Name::new("Sizer"),
                        Sizer,
                        Text::new(text.clone()),
                        font.clone(),
                        layout,
                        node.clone(),
                        TextColor(Color::NONE),
                        Visibility::Hidden,
                        ChildOf(room),
                    ));
                }
            }
        }
        for &extra in existing.iter().skip(wanted.0.len()) {
            commands.entity(extra).despawn();
        }
    }
}

/// The text shown lies in the cell its copies share.
fn place_shown(
    rooms: Query<&Children, (With<RoomFor>, Changed<Children>)>,
    mut texts: Query<&mut Node, (With<Text>, Without<Sizer>)>,
) {
    for children in &rooms {
        for child in children.iter() {
            if let Ok(mut node) = texts.get_mut(child) {
                in_the_cell(&mut node);
            }
        }
    }
}

/// A text on a line that must never rewrap (a score): kept at least as
/// wide as the widest it will say, measured by a hidden copy of that
/// which lies outside the flow.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct WideAs(pub String);

/// The hidden copy that measures a [`WideAs`] text's widest words.
#[derive(Component, Clone, Copy, Debug)]
struct WidthSizer(Entity);

/// Gives each such text its hidden copy, beside it, out of the flow, and
/// keeps the copy's words and font as they should be.
fn measure_widths(
    texts: Query<(Entity, &WideAs, &TextFont, &ChildOf), Or<(Changed<WideAs>, Changed<TextFont>)>>,
    mut sizers: Query<(&WidthSizer, &mut Text, &mut TextFont), Without<WideAs>>,
    mut commands: Commands,
) {
    for (text, wide, font, parent) in &texts {
        match sizers.iter_mut().find(|(s, ..)| s.0 == text) {
            Some((_, mut words, mut sizer_font)) => {
                words.set_if_neq(Text::new(wide.0.clone()));
                sizer_font.set_if_neq(font.clone());
            }
            None => {
                commands.spawn((
                    Name::new("Width sizer"),
                    WidthSizer(text),
                    Sizer,
                    Text::new(wide.0.clone()),
                    font.clone(),
                    TextColor(Color::NONE),
                    Node {
                        position_type: PositionType::Absolute,
                        ..default()
                    },
                    Visibility::Hidden,
                    ChildOf(parent.parent()),
                ));
            }
        }
    }
}

/// Sets each such text's least width from its copy, once laid out.
fn keep_widths(
    sizers: Query<(&WidthSizer, &ComputedNode), Changed<ComputedNode>>,
    mut texts: Query<&mut Node, With<WideAs>>,
) {
    for (sizer, computed) in &sizers {
        if let Ok(mut node) = texts.get_mut(sizer.0) {
            let wanted = px((computed.size().x * computed.inverse_scale_factor()).ceil());
            if node.min_width != wanted {
                node.min_width = wanted;
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            (fill_rooms, place_shown, share_cells, measure_widths)
                .before(bevy::ui::UiSystems::Prepare),
            keep_widths.after(bevy::ui::UiSystems::PostLayout),
        ),
    );
}
