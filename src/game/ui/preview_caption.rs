//! The caption of a previewed move, over the board beside its last pit:
//! what it takes ("takes 6"), or that the first move takes nothing; after
//! a finger's hold, that a tap plays it.

use super::locale::Locale;
use crate::game::board::{
    BoardWords, Foresight, PIT_RADIUS, Pointing, Preview, ScreenLayout, pit_center,
};
use crate::game::state::AppSystems;
use crate::game::state::OnBoard;
use crate::game::theme::{UiFonts, board_label, palette};
use crate::i18n::Arg;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use std::f32::consts::PI;

/// Drawn above the stones, below the flying ones.
const CAPTION_Z: f32 = 25.0;

#[derive(Component)]
#[require(BoardWords = BoardWords { rem: 1.1, most: 2.0 })]
struct PreviewCaption;

fn spawn_caption(mut commands: Commands, fonts: Res<UiFonts>) {
    commands.spawn((
        Name::new("Preview caption"),
        PreviewCaption,
        DespawnOnExit(OnBoard),
        Text2d::new(""),
        board_label(&fonts, 30.0, palette::CAPTURE),
        // Two lines (what it takes, and that a tap plays it) read centred.
        TextLayout::justify(Justify::Center),
        Transform::from_xyz(0.0, 0.0, CAPTION_Z),
        Anchor::CENTER,
        Visibility::Hidden,
    ));
}

/// The caption's words, if the preview has any to say. A preview a
/// finger's hold opened also says that a tap plays it: lifting the finger
/// played nothing, and a newcomer took the hold for a tap.
pub fn caption_text(
    preview: &Preview,
    pointing: &Pointing,
    locale: &Locale,
) -> Option<(Pit, String)> {
    let (from, _) = preview.shown.as_ref()?;
    let takes = takes_text(preview, locale);
    let held =
        pointing.held == Some(*from) && matches!(preview.foresight(), Some(Foresight::Move { .. }));
    if !held {
        return takes;
    }
    let tap = locale.t("preview-tap");
    Some(match takes {
        Some((last, words)) => (last, format!("{words}\n{tap}")),
        None => (*from, tap),
    })
}

/// What the previewed move takes, beside its last pit.
fn takes_text(preview: &Preview, locale: &Locale) -> Option<(Pit, String)> {
    match preview.foresight()? {
        Foresight::Move {
            forfeited: true,
            last,
            ..
        } => Some((*last, locale.t("preview-forfeit"))),
        Foresight::Move { takes, last, .. } if *takes > 0 => Some((
            *last,
            locale.t_with("preview-takes", &[("stones", Arg::from(*takes))]),
        )),
        _ => None,
    }
}

fn show_caption(
    preview: Res<Preview>,
    pointing: Res<Pointing>,
    locale: Res<Locale>,
    screen_layout: Res<ScreenLayout>,
    mut captions: Query<
        (&mut Text2d, &mut Transform, &mut Anchor, &mut Visibility),
        With<PreviewCaption>,
    >,
) {
    for (mut text, mut transform, mut anchor, mut visibility) in &mut captions {
        match caption_text(&preview, &pointing, &locale) {
            Some((pit, words)) => {
                // Between the rows, in the last pit's column; an outer
                // column's caption runs inwards from the pit's outer edge,
                // so it stays on the board in a narrow window.
                // Face to face, North's caption turns to North; its anchor
                // swaps sides so the turned text still runs inwards.
                let turned = screen_layout.is_face_to_face()
                    && preview
                        .shown
                        .as_ref()
                        .is_some_and(|(p, _)| p.side() == Side::North);
                let x = pit_center(pit).x;
                let (inward_right, inward_left) = if turned {
                    (Anchor::CENTER_LEFT, Anchor::CENTER_RIGHT)
                } else {
                    (Anchor::CENTER_RIGHT, Anchor::CENTER_LEFT)
                };
                (transform.translation.x, *anchor) = match x {
                    x if x > 1.0 => (x + PIT_RADIUS, inward_right),
                    x if x < -1.0 => (x - PIT_RADIUS, inward_left),
                    x => (x, Anchor::CENTER),
                };
                transform.rotation = Quat::from_rotation_z(if turned { PI } else { 0.0 });
                text.0 = words;
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(OnBoard), spawn_caption)
        .add_systems(
            Update,
            show_caption
                .run_if(
                    resource_changed::<Preview>
                        .or_eager(resource_changed::<Pointing>)
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(resource_changed::<ScreenLayout>),
                )
                .in_set(AppSystems::Show),
        );
}
