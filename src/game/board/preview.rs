//! The move preview: before a move is made, what it would do. Holding a pit
//! (touch), hovering it (mouse) or putting the keyboard cursor on it shows
//! the count each pit would then hold, where the last stone lands, and the
//! pits it would capture; an illegal pit gives its reason. It is the core's
//! own report, from playing the move on a copy of the game.

use super::facing::write_count;
use super::pieces::BoardPit;
use super::screen_layout::ScreenLayout;
use crate::game::play::{Match, Settings};
use crate::game::state::{AppSystems, person_may_move};
use crate::rules::{IllegalMove, PITS, Pit};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::text::Underline;
use bevy_input_focus::{FocusCause, InputFocus};

/// Where the pointer rests: the pit under the mouse, and the pit a finger
/// has held long enough to preview, kept after it lifts until the next
/// touch (the input writes these).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pointing {
    pub hover: Option<Pit>,
    pub held: Option<Pit>,
}

/// The keyboard cursor on the board, a pit of the player to move. Bevy's
/// [`InputFocus`] is the one record of what the keyboard holds: the cursor
/// is on a pit exactly when the focus holds that pit's entity.
#[derive(SystemParam)]
pub struct PitCursor<'w, 's> {
    focus: ResMut<'w, InputFocus>,
    pits: Query<'w, 's, (Entity, &'static BoardPit)>,
}

impl PitCursor<'_, '_> {
    /// The pit under the cursor.
    pub fn pit(&self) -> Option<Pit> {
        let entity = self.focus.get()?;
        self.pits.get(entity).ok().map(|(_, pit)| pit.0)
    }

    /// Puts the cursor on a pit (the keys move from any button to it).
    pub fn set(&mut self, pit: Pit) {
        let entity = self.pits.iter().find(|(_, p)| p.0 == pit).map(|(e, _)| e);
        if let Some(entity) = entity
            && self.focus.get() != Some(entity)
        {
            self.focus.set(entity, FocusCause::Navigated);
        }
    }

    /// Takes the cursor off the board; a focused button keeps the keys.
    pub fn leave(&mut self) {
        if self.pit().is_some() {
            self.focus.clear();
        }
    }

    /// What the keyboard holds.
    pub fn focus(&self) -> &InputFocus {
        &self.focus
    }

    /// Gives the keys to a node (a button, or a pit's entity).
    pub fn hold(&mut self, entity: Entity) {
        if self.focus.get() != Some(entity) {
            self.focus.set(entity, FocusCause::Navigated);
        }
    }
}

/// The pit under the keyboard's cursor, read without changing it.
fn cursor_pit(focus: &InputFocus, pits: &Query<&BoardPit>) -> Option<Pit> {
    pits.get(focus.get()?).ok().map(|pit| pit.0)
}

/// What a previewed move would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Foresight {
    /// The move is legal: the board after it, where its last stone lands,
    /// the pits it captures in chain order, and what they hold in all.
    Move {
        counts: [u8; PITS],
        last: Pit,
        captured: Vec<Pit>,
        takes: u8,
        forfeited: bool,
    },
    /// The pit cannot be played, and why.
    Refused(IllegalMove),
}

/// The preview on show: the pit and what playing it would do.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    pub shown: Option<(Pit, Foresight)>,
}

impl Preview {
    pub fn foresight(&self) -> Option<&Foresight> {
        self.shown.as_ref().map(|(_, f)| f)
    }

    /// The ghost count of `pit`, while a legal move is previewed.
    pub fn count(&self, pit: Pit) -> Option<u8> {
        match self.foresight() {
            Some(Foresight::Move { counts, .. }) => Some(counts[pit]),
            _ => None,
        }
    }
}

/// What playing `pit` would do in `game`, from the core, on a copy.
pub fn foresee(game: &Match, pit: Pit) -> Foresight {
    let mut copy = game.snapshot();
    match copy.play(pit) {
        Ok(report) => Foresight::Move {
            counts: report.after.board(),
            last: report.last_pit(),
            captured: report.captures().iter().map(|c| c.pit).collect(),
            takes: report.captured_stones(),
            forfeited: report.forfeited,
        },
        Err(reason) => Foresight::Refused(reason),
    }
}

/// The count a pit would hold, beside its own count (in the preview's
/// colour: the game's fonts have no arrows). It starts at its left edge,
/// just right of the count's disc.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
#[require(
    super::pieces::BoardWords = super::pieces::BoardWords { rem: 0.95, most: 2.0 },
    bevy::sprite::Anchor = bevy::sprite::Anchor::CENTER_LEFT
)]
pub struct PitGhost(pub Pit);

fn update_preview(
    may_move: In<bool>,
    settings: Res<Settings>,
    game: Res<Match>,
    pointing: Res<Pointing>,
    focus: Res<InputFocus>,
    pits: Query<&BoardPit>,
    mut preview: ResMut<Preview>,
) {
    let pit = pointing
        .held
        .or(pointing.hover)
        .or(cursor_pit(&focus, &pits));
    // Only the mover's own pits: hovering across the board says nothing.
    let pit = pit.filter(|&p| *may_move && settings.preview && game.to_move().owns(p));
    // Played on a copy of the game only when the pit or the game changed:
    // a finger resting on a pit would otherwise copy it every frame.
    if preview.shown.as_ref().map(|(p, _)| *p) == pit && !game.is_changed() {
        return;
    }
    let wanted = pit.map(|p| (p, foresee(&game, p)));
    if preview.shown != wanted {
        preview.shown = wanted;
    }
}

/// Writes the ghost counts, shown only while a legal move is previewed.
fn show_ghosts(
    preview: Res<Preview>,
    screen_layout: Res<ScreenLayout>,
    mut ghosts: Query<(
        Entity,
        &PitGhost,
        &mut Text2d,
        &mut Visibility,
        Has<Underline>,
    )>,
    mut commands: Commands,
) {
    for (label, ghost, mut text, mut visibility, underlined) in &mut ghosts {
        match preview.count(ghost.0) {
            Some(count) => {
                write_count(
                    label,
                    &mut text,
                    underlined,
                    count,
                    screen_layout.seating,
                    &mut commands,
                );
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// Each pit gets its ghost label beside its count.
fn add_ghosts(add: On<Add, BoardPit>, pits: Query<&BoardPit>, mut commands: Commands) {
    let Ok(pit) = pits.get(add.entity) else {
        return;
    };
    let y = super::layout::outward(pit.0.side()) * super::layout::COUNT_OFFSET;
    commands.entity(add.entity).with_child((
        Name::new(format!("Ghost {}", pit.0)),
        PitGhost(pit.0),
        Text2d::new(""),
        Transform::from_xyz(52.0, y, super::layout::layer::LABEL),
        Visibility::Hidden,
    ));
}

/// The preview worked out for this frame: what reads it (the rings) runs
/// after, so the ring and the ghost counts change in the same frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct PreviewSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointing>()
        .init_resource::<InputFocus>()
        .init_resource::<Preview>()
        .add_observer(add_ghosts)
        .add_systems(
            Update,
            (
                person_may_move.pipe(update_preview),
                show_ghosts.run_if(
                    resource_changed::<Preview>
                        .or_eager(resource_changed::<ScreenLayout>)
                        .or_eager(any_match_filter::<Added<PitGhost>>),
                ),
            )
                .chain()
                .in_set(AppSystems::Update)
                .in_set(PreviewSet),
        );
}
