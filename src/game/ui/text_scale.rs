//! Text, and with it every button and panel, grows with the window's short
//! side within bounds, and with the player's chosen text size.

use super::locale::Locale;
use super::widgets::{MARKER_MAX, MARKER_MIN, MARKER_REM, SideMarker, marker_margin};
use crate::game::board::{
    BoardWords, COUNT_BADGE_RADIUS, COUNT_OFFSET, NOTE_OFFSET, PIT_RADIUS, PitCount, PitGhost,
    PitNoteLabel, ScreenLayout,
};
use crate::game::play::Settings;
use crate::game::state::AppSystems;
use bevy::prelude::*;
use bevy::text::{LineHeight, RemSize, TextBounds, TextLayoutInfo};

/// Logical pixels per rem: a base, plus a share of the short side.
const BASE_REM: f32 = 6.0;
const REM_PER_SHORT_SIDE: f32 = 1.0 / 40.0;
const MIN_REM: f32 = 14.0;
const MAX_REM: f32 = 30.0;

/// The text size for a window, before the player's own choice.
pub fn rem_for(screen_layout: &ScreenLayout) -> f32 {
    let short = screen_layout.size.x.min(screen_layout.size.y);
    (BASE_REM + short * REM_PER_SHORT_SIDE).clamp(MIN_REM, MAX_REM)
}

fn scale_text(
    screen_layout: Res<ScreenLayout>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut rem: ResMut<RemSize>,
) {
    let mut chosen = settings.text_size.scale();
    // Naskh letters are small for their size: Urdu reads better a little larger.
    if locale.language.is_right_to_left() {
        chosen *= 1.15;
    }
    let wanted = rem_for(&screen_layout) * chosen;
    if (rem.0 - wanted).abs() > 0.1 {
        rem.0 = wanted;
    }
}

/// Lines of text in the Arabic script, a multiple of their size: Naskh's
/// marks (a shadda under a fatha, a tanween) stand above the line Latin
/// letters keep, and would touch the line or the edge above.
const ARABIC_SCRIPT_LINE: f32 = 1.45;

/// Every text of the interface spaces its lines for the language: taller
/// lines for the Arabic script, Bevy's own for the others. (The board's
/// words are single lines in boxes of their own, and keep Bevy's.)
fn space_lines(locale: Res<Locale>, mut lines: Query<&mut LineHeight, With<Text>>) {
    let wanted = if locale.language.is_right_to_left() {
        LineHeight::RelativeToFont(ARABIC_SCRIPT_LINE)
    } else {
        LineHeight::default()
    };
    for mut line in &mut lines {
        if *line != wanted {
            *line = wanted;
        }
    }
}

/// A new text size measures every text again: a node measured at the old
/// size keeps its box, and the larger words would spill out of it.
fn measure_again(mut texts: Query<&mut Text>) {
    for mut text in &mut texts {
        text.set_changed();
    }
}

/// Gives every text node the height its laid-out lines take. Bevy 0.19's
/// text measure can report a wrapped paragraph a line (or more) shorter
/// than it is drawn, when the width it gets is narrower than the one it
/// was measured at; the lines would spill over what follows.
fn fit_text_boxes(mut texts: Query<(&TextLayoutInfo, &mut Node), Changed<TextLayoutInfo>>) {
    for (layout, mut node) in &mut texts {
        // Already in logical pixels, like the node's own size.
        let lines = layout.size.y.ceil();
        let wanted = if lines > 0.0 { px(lines) } else { Val::Auto };
        if node.min_height != wanted {
            node.min_height = wanted;
        }
    }
}

/// The board's words (counts, numbers, notes, a preview's caption) grow
/// with the text as the interface's do: at least their rem size on the
/// screen, however small the board is drawn. A growing count moves out,
/// its disc clear of its pit, with what a previewed move would leave
/// beside it; words over a pit stay within its rim.
fn scale_board_words(
    rem: Res<RemSize>,
    screen_layout: Res<ScreenLayout>,
    mut words: Query<(
        &BoardWords,
        &TextFont,
        &TextLayoutInfo,
        &mut Transform,
        Has<PitCount>,
        Has<PitGhost>,
        Has<PitNoteLabel>,
        Option<&mut TextBounds>,
    )>,
) {
    let wanted = |words: &BoardWords, font: &TextFont| match font.font_size {
        FontSize::Px(base) => (words.rem * rem.0 * screen_layout.world_per_pixel() / base.max(1.0))
            .clamp(1.0, words.most),
        _ => 1.0,
    };
    let count_scale = words
        .iter()
        .find(|w| w.4)
        .map_or(1.0, |(words, font, ..)| wanted(words, font));
    let beside_count = COUNT_OFFSET + COUNT_BADGE_RADIUS * (count_scale - 1.0);
    for (words, font, layout, mut transform, count, ghost, note, bounds) in &mut words {
        let mut scale = wanted(words, font);
        let mut at = transform.translation;
        let width = layout.size.x.max(1.0);
        if count {
            at.y = at.y.signum() * beside_count;
        }
        if ghost {
            at.x = at.x.signum() * (COUNT_BADGE_RADIUS * count_scale + GHOST_GAP);
            at.y = at.y.signum() * beside_count;
            scale = scale.min((PIT_RADIUS - at.x.abs()) / width).max(0.5);
        }
        if note {
            // Words that would spill over the rim wrap at it instead; only
            // one word too long for a line makes the note smaller.
            let room = 2.0 * PIT_RADIUS - NOTE_MARGIN;
            if let Some(mut bounds) = bounds {
                let wrap_at = Some((room / scale).ceil());
                if bounds.width != wrap_at {
                    bounds.width = wrap_at;
                }
            }
            scale = scale.min(room / width).max(0.5);
            // Two lines come nearer the pit's centre, to stay inside it.
            let half_height = layout.size.y * scale / 2.0;
            let offset = NOTE_OFFSET.min(PIT_RADIUS - NOTE_MARGIN / 2.0 - half_height);
            at.y = at.y.signum() * offset.max(0.0);
        }
        if at.distance(transform.translation) > 0.01 {
            transform.translation = at;
        }
        let scale = Vec3::new(scale, scale, 1.0);
        if transform.scale.distance(scale) > 0.005 {
            transform.scale = scale;
        }
    }
}

/// World units between a count's disc and the number beside it.
const GHOST_GAP: f32 = 6.0;
/// World units a note over a pit keeps from its rim, both sides together.
const NOTE_MARGIN: f32 = 16.0;

/// Sizes the side markers for the text size in use, their gap toward the
/// score in the reading's direction.
fn size_side_markers(
    rem: Res<RemSize>,
    locale: Option<Res<Locale>>,
    mut markers: Query<&mut Node, With<SideMarker>>,
) {
    let size = (MARKER_REM * rem.0).clamp(MARKER_MIN, MARKER_MAX);
    let width = px(size);
    let right_to_left = locale.is_some_and(|l| l.language.is_right_to_left());
    let margin = marker_margin(size, right_to_left);
    for mut node in &mut markers {
        if node.width != width || node.margin != margin {
            node.width = width;
            node.height = width;
            node.margin = margin;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemSize>()
        .add_systems(
            Update,
            (
                scale_text,
                // Only when the language changes or a text appears, not
                // every text every frame.
                space_lines.run_if(
                    resource_changed::<Locale>.or_eager(any_match_filter::<Added<LineHeight>>),
                ),
                scale_board_words.run_if(
                    resource_changed::<RemSize>
                        .or_eager(resource_changed::<ScreenLayout>)
                        .or_eager(any_match_filter::<(With<BoardWords>, Changed<TextLayoutInfo>)>),
                ),
                measure_again.run_if(resource_changed::<RemSize>),
                size_side_markers.run_if(
                    resource_changed::<RemSize>
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(any_match_filter::<Added<SideMarker>>),
                ),
            )
                .chain()
                .in_set(AppSystems::Show),
        )
        .add_systems(
            PostUpdate,
            fit_text_boxes.after(bevy::ui::UiSystems::PostLayout),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::ui::widgets::{MARKER_GAP, MARKER_ROOM, side_marker};
    use crate::rules::Side;

    /// A side marker is as large at the smallest text as it always was,
    /// grows with a larger text size up to its cap, and its margins give
    /// back what it takes, so that its score line is no wider.
    #[test]
    fn side_markers_grow_with_the_text() {
        let mut app = App::new();
        app.insert_resource(RemSize(16.0))
            .add_systems(Update, size_side_markers);
        let marker = app.world_mut().spawn(side_marker(Side::North)).id();
        let node = |app: &App| app.world().get::<Node>(marker).cloned().expect("a node");
        let room = |node: &Node| match (node.width, node.margin.left, node.margin.right) {
            (Val::Px(w), Val::Px(l), Val::Px(r)) => w + l + r,
            other => panic!("not in pixels: {other:?}"),
        };
        app.update();
        assert_eq!(node(&app).width, px(MARKER_MIN));
        assert_eq!(room(&node(&app)), MARKER_ROOM);
        assert_eq!(node(&app).margin.right, px(MARKER_GAP));
        app.insert_resource(RemSize(32.0));
        app.update();
        let grown = node(&app);
        let width = px(MARKER_REM * 32.0);
        assert_eq!((grown.width, grown.height), (width, width));
        assert_eq!(room(&grown), MARKER_ROOM);
        app.insert_resource(RemSize(60.0));
        app.update();
        assert_eq!(node(&app).width, px(MARKER_MAX));
        assert_eq!(room(&node(&app)), MARKER_ROOM);
        // Right to left, the marker stands at the line's right: its gap
        // to the score is on its left.
        let mut arabic = Locale::default();
        arabic.language = crate::i18n::Language::Arabic;
        app.insert_resource(arabic);
        app.insert_resource(RemSize(16.0));
        app.update();
        assert_eq!(node(&app).margin.left, px(MARKER_GAP));
        assert_eq!(room(&node(&app)), MARKER_ROOM);
    }
}
