//! The words on each pit's note label: a move's worth ("+2", "−4", or a
//! puzzle's count of stones), the best one lit, or in a word why the pit
//! cannot be played.

use super::locale::Locale;
use crate::game::board::{PitNote, PitNoteLabel, PitNotes};
use crate::game::state::AppSystems;
use crate::game::theme::{UiFonts, board_label, palette};
use crate::rules::IllegalMove;
use bevy::prelude::*;

/// A value with its sign, as a player reads it: +2, 0, –4 (an en dash:
/// the game's fonts have no minus sign).
pub fn signed(value: i8) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("–{}", v.unsigned_abs()),
        _ => "0".to_owned(),
    }
}

/// A pit's note in words.
pub fn note_text(note: PitNote, locale: &Locale) -> String {
    match note {
        PitNote::Value(value) => signed(value),
        PitNote::Stones(stones) => stones.to_string(),
        PitNote::Illegal(reason) => locale.t(match reason {
            IllegalMove::Empty { .. } => "note-empty",
            IllegalMove::Singleton { .. } => "note-singleton",
            _ => "note-not-allowed",
        }),
    }
}

fn dress_label(add: On<Add, PitNoteLabel>, fonts: Res<UiFonts>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert(board_label(&fonts, 30.0, palette::TEXT));
}

fn show_notes(
    notes: Res<PitNotes>,
    locale: Res<Locale>,
    mut labels: Query<(&PitNoteLabel, &mut Text2d, &mut TextColor, &mut Visibility)>,
) {
    let worth = |note: PitNote| match note {
        PitNote::Value(v) => Some(i16::from(v)),
        PitNote::Stones(s) => Some(i16::from(s)),
        PitNote::Illegal(_) => None,
    };
    let best = notes.0.iter().flatten().filter_map(|&n| worth(n)).max();
    for (label, mut text, mut color, mut visibility) in &mut labels {
        match notes.0[label.0] {
            Some(note) => {
                text.0 = note_text(note, &locale);
                color.0 = match worth(note) {
                    Some(w) if Some(w) == best => palette::HINT,
                    Some(_) => palette::TEXT,
                    None => palette::TEXT_DIM,
                };
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_label).add_systems(
        Update,
        show_notes
            .run_if(
                resource_changed::<PitNotes>
                    .or_eager(resource_changed::<Locale>)
                    .or_eager(any_match_filter::<Added<PitNoteLabel>>),
            )
            .in_set(AppSystems::Show),
    );
}
