//! How the window is shared between the board and the panels around it.
//! Upright windows (phones, tablets held tall) put the text above the board
//! and the buttons below; wide ones put them in columns left and right.
//! The camera fits the board into what is left; the interface places its
//! panels in the bands this gives.

use super::layout::{
    BOARD_EXTENT, GHOST_SIZE, TRAY_LABEL_GAP, TRAY_LABEL_LINE, TRAY_LABEL_ROOM, TRAY_OFFSET,
    TRAY_SIZE,
};
use crate::game::play::{Players, Settings};
use crate::game::state::InMatch;
use crate::game::theme::size;
use bevy::prelude::*;
use bevy::text::RemSize;
use bevy::window::PrimaryWindow;

/// Wider than this (width over height) and the panels go to the sides.
const LANDSCAPE_ASPECT: f32 = 1.05;

/// The bands around the board, in logical pixels.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Bands {
    /// Text above the board, buttons below.
    Portrait { top: f32, bottom: f32 },
    /// Text in a column on the left, buttons on the right, each as wide
    /// as it needs; the words take what the board leaves.
    Landscape { left: f32, right: f32 },
}

/// The room the panels' content asks for on an upright window, in logical
/// pixels: the words above the board and the buttons below it (across the
/// table, each seat). The bands grow to give it, while the board keeps at
/// least [`MIN_BOARD_SHARE`] of the window; past that, the panels scroll.
#[derive(Resource, Default, Clone, Copy, PartialEq, Debug)]
pub struct PanelNeeds {
    pub top: f32,
    pub bottom: f32,
    /// On a wide window: the longest word (or unbreakable line) in each
    /// column, the words' on the left and the buttons' on the right, with
    /// room for the boxes around it.
    pub left: f32,
    pub right: f32,
}

/// The least share of an upright window's height the board keeps.
pub const MIN_BOARD_SHARE: f32 = 0.42;
/// The narrowest the buttons' column of a wide window gets.
pub const MIN_BUTTON_COLUMN: f32 = 170.0;
/// The most of a wide window's width each side column may take.
pub const MAX_SIDE_SHARE: f32 = 0.34;

/// The window and how it is shared.
#[derive(Resource, Clone, Copy, PartialEq, Debug)]
pub struct ScreenLayout {
    /// The window's size, in logical pixels.
    pub size: Vec2,
    pub bands: Bands,
    pub seating: Seating,
    /// How tall a tray label's line is, logical pixels (it reads as large
    /// as body text): the board is drawn small enough to leave it room.
    pub tray_label: f32,
}

/// How the players sit at the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Seating {
    /// One player, or two side by side: every word upright.
    #[default]
    SideBySide,
    /// Two players face to face across a tablet lying flat: a band or a
    /// column for each, and North's labels turned to face North.
    FaceToFace,
}

impl Default for ScreenLayout {
    /// A phone held upright, until a window says otherwise (and in tests).
    fn default() -> Self {
        ScreenLayout::for_window(Vec2::new(390.0, 844.0))
    }
}

impl ScreenLayout {
    /// The trays' labels' font size, world units: at least body text
    /// (`rem` pixels to the body's em) however small the board is drawn (a
    /// phone), but never taller than the room the board's area keeps
    /// beyond a tray (the layout draws the board small enough to leave
    /// one), so a label reaches neither over its tray nor out of the window.
    pub fn tray_label_size(&self, rem: f32) -> f32 {
        let per_pixel = self.world_per_pixel();
        let body = rem * size::BODY * per_pixel;
        // Where the board's area is taller than its extent (a phone held
        // upright), the labels may take the spare room too.
        let spare = (self.board_area().height() * per_pixel - BOARD_EXTENT.y).max(0.0) / 2.0;
        let most = (TRAY_LABEL_ROOM + spare - 2.0 * TRAY_LABEL_GAP) / TRAY_LABEL_LINE;
        body.max(GHOST_SIZE).min(most)
    }

    /// How a window of `size` is shared.
    pub fn for_window(size: Vec2) -> ScreenLayout {
        let size = size.max(Vec2::splat(1.0));
        let bands = if size.x / size.y >= LANDSCAPE_ASPECT {
            let side = (size.x * 0.27).clamp(190.0, 420.0);
            Bands::Landscape {
                left: side,
                right: side,
            }
        } else {
            Bands::Portrait {
                top: (size.y * 0.19).clamp(112.0, 260.0),
                bottom: (size.y * 0.13).clamp(72.0, 180.0),
            }
        };
        ScreenLayout {
            size,
            bands,
            seating: Seating::SideBySide,
            tray_label: 0.0,
        }
    }

    /// How a window of `size` is shared by two players across the table:
    /// on an upright window a band of the same height for each, above and
    /// below the board; on a wide one the usual columns, North's on the
    /// left (turned, it reads from the top edge), South's on the right.
    pub fn for_face_to_face(size: Vec2) -> ScreenLayout {
        let frame = ScreenLayout::for_window(size);
        let bands = match frame.bands {
            Bands::Portrait { .. } => {
                let band = (frame.size.y * 0.24).clamp(120.0, 330.0);
                Bands::Portrait {
                    top: band,
                    bottom: band,
                }
            }
            wide => wide,
        };
        ScreenLayout {
            bands,
            seating: Seating::FaceToFace,
            ..frame
        }
    }

    pub fn is_face_to_face(&self) -> bool {
        self.seating == Seating::FaceToFace
    }

    /// The frame with its bands grown to what the panels need, within
    /// what leaves the board its share.
    pub fn fitting(self, needs: PanelNeeds) -> ScreenLayout {
        let (top, bottom) = match self.bands {
            Bands::Portrait { top, bottom } => (top, bottom),
            // A wide window's columns widen for their longest word, within
            // a third of the width; past that, a word breaks.
            Bands::Landscape { left, right } => {
                let most = self.size.x * MAX_SIDE_SHARE;
                let bands = if self.is_face_to_face() {
                    // Face to face, both seats alike.
                    let side = left.max(needs.left.min(most)).max(needs.right.min(most));
                    Bands::Landscape {
                        left: side,
                        right: side,
                    }
                } else {
                    // The buttons' column as narrow as its buttons allow;
                    // the words take what the board, drawn whole at the
                    // window's height, leaves over.
                    let right = if needs.right > 0.0 {
                        needs.right.clamp(MIN_BUTTON_COLUMN, most)
                    } else {
                        right
                    };
                    let board = self.size.y * BOARD_EXTENT.x / BOARD_EXTENT.y;
                    let spare = self.size.x - right - board;
                    let left = needs.left.max(spare).min(most);
                    Bands::Landscape { left, right }
                };
                return ScreenLayout { bands, ..self };
            }
        };
        let mut top = top.max(needs.top);
        let mut bottom = bottom.max(needs.bottom);
        if self.is_face_to_face() {
            // Face to face, both seats alike.
            top = top.max(bottom);
            bottom = top;
        }
        let room = self.size.y * (1.0 - MIN_BOARD_SHARE);
        if top + bottom > room {
            // A band roomier than its panel gives up the spare first.
            let floor = |band: f32, need: f32| if need > 0.0 { need.min(band) } else { band };
            let (top_floor, bottom_floor) = (floor(top, needs.top), floor(bottom, needs.bottom));
            let spare = (top - top_floor) + (bottom - bottom_floor);
            let cut = (top + bottom - room).min(spare);
            if spare > 0.0 {
                top -= cut * (top - top_floor) / spare;
                bottom -= cut * (bottom - bottom_floor) / spare;
            }
        }
        if top + bottom > room {
            // Then the larger band gives way (it scrolls), down to half.
            if top >= bottom {
                top = (room - bottom).max(room / 2.0);
                bottom = room - top;
            } else {
                bottom = (room - top).max(room / 2.0);
                top = room - bottom;
            }
        }
        ScreenLayout {
            bands: Bands::Portrait { top, bottom },
            ..self
        }
    }

    /// The rectangle left for the board, in logical pixels from the
    /// window's top left.
    pub fn board_area(&self) -> Rect {
        match self.bands {
            Bands::Portrait { top, bottom } => {
                Rect::new(0.0, top, self.size.x, self.size.y - bottom)
            }
            Bands::Landscape { left, right } => {
                Rect::new(left, 0.0, self.size.x - right, self.size.y)
            }
        }
    }

    /// The frame with room kept for tray labels of a line `height`.
    pub fn with_tray_labels(self, height: f32) -> ScreenLayout {
        ScreenLayout {
            tray_label: height,
            ..self
        }
    }

    /// World units per logical pixel: the board's whole extent fits its
    /// area, and so do its trays with a label beyond each.
    pub fn world_per_pixel(&self) -> f32 {
        let area = self.board_area().size().max(Vec2::splat(1.0));
        let trays = 2.0 * (TRAY_OFFSET + TRAY_SIZE.y / 2.0 + 2.0 * TRAY_LABEL_GAP);
        let labelled = trays / (area.y - 2.0 * self.tray_label).max(1.0);
        (BOARD_EXTENT.x / area.x)
            .max(BOARD_EXTENT.y / area.y)
            .max(labelled)
    }

    /// Where the camera looks, so the board sits in the middle of its area.
    pub fn camera_offset(&self) -> Vec2 {
        let area = self.board_area().center();
        let window = self.size / 2.0;
        // Screen y runs down, world y up.
        Vec2::new(window.x - area.x, area.y - window.y) * self.world_per_pixel()
    }
}

/// Follows the window's size (without a window, as in tests, the size
/// stays) and whether two players sit face to face.
fn follow_window(
    window: Query<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    players: Res<Players>,
    in_match: Option<Res<State<InMatch>>>,
    needs: Res<PanelNeeds>,
    rem: Option<Res<RemSize>>,
    mut frame: ResMut<ScreenLayout>,
) {
    let size = window
        .single()
        .map_or(frame.size, |w| Vec2::new(w.width(), w.height()));
    let tray_label = rem.map_or(0.0, |rem| rem.0 * size::BODY * TRAY_LABEL_LINE);
    let wanted = if in_match.is_some() && players.face_to_face(&settings) {
        ScreenLayout::for_face_to_face(size)
    } else {
        ScreenLayout::for_window(size)
    }
    .fitting(*needs)
    .with_tray_labels(tray_label);
    if *frame != wanted {
        *frame = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    // Also as a match begins, so its first frame is laid out for it.
    app.init_resource::<ScreenLayout>()
        .init_resource::<PanelNeeds>()
        .add_systems(
            PreUpdate,
            follow_window.run_if(
                any_match_filter::<(With<PrimaryWindow>, Changed<Window>)>
                    .or_eager(resource_changed::<Settings>)
                    .or_eager(resource_changed::<Players>)
                    .or_eager(resource_changed::<PanelNeeds>)
                    .or_eager(resource_exists_and_changed::<RemSize>),
            ),
        )
        .add_systems(OnEnter(InMatch), follow_window)
        .add_systems(OnExit(InMatch), follow_window);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::layout::PIT_RADIUS;

    /// A tray label as large as body text keeps its room beyond its tray:
    /// the board is drawn smaller for it, and labels that fit the board's
    /// own margin change nothing.
    #[test]
    fn the_board_leaves_room_for_its_tray_labels() {
        let wide = ScreenLayout::for_window(Vec2::new(1280.0, 720.0));
        let line = 48.0;
        let labelled = wide.with_tray_labels(line);
        let per_pixel = labelled.world_per_pixel();
        assert!(per_pixel > wide.world_per_pixel());
        let room = labelled.board_area().height() * per_pixel;
        let needed =
            2.0 * (TRAY_OFFSET + TRAY_SIZE.y / 2.0 + 2.0 * TRAY_LABEL_GAP + line * per_pixel);
        assert!(room + 0.01 >= needed, "{room} < {needed}");
        assert_eq!(
            wide.with_tray_labels(5.0).world_per_pixel(),
            wide.world_per_pixel()
        );
    }

    #[test]
    fn bands_grow_to_their_panels_and_the_board_keeps_its_share() {
        let phone = ScreenLayout::for_window(Vec2::new(390.0, 844.0));
        let Bands::Portrait { top, bottom } = phone.bands else {
            panic!("a phone is upright");
        };
        // Needs within the defaults change nothing.
        assert_eq!(phone.fitting(PanelNeeds::default()), phone);
        // A long lesson grows the top band to fit it.
        let grown = phone.fitting(PanelNeeds {
            top: 260.0,
            bottom: 70.0,
            ..default()
        });
        assert_eq!(grown.bands, Bands::Portrait { top: 260.0, bottom });
        assert!(260.0 > top);
        // More than there is room for: the buttons' band gives up its
        // spare room first, and the board keeps 42% of the height.
        let crowded = phone.fitting(PanelNeeds {
            top: 600.0,
            bottom: 70.0,
            ..default()
        });
        let Bands::Portrait { top, bottom } = crowded.bands else {
            panic!("still upright");
        };
        assert!((crowded.board_area().height() - 844.0 * 0.42).abs() < 0.5);
        assert!((bottom - 70.0).abs() < 0.5, "{bottom}");
        assert!(top > 400.0);
        // A wide window: the buttons' column as wide as its buttons ask,
        // the words' column the rest the board leaves, each within a third.
        let wide = ScreenLayout::for_window(Vec2::new(1100.0, 820.0));
        let needs = |left, right| PanelNeeds {
            top: 900.0,
            bottom: 900.0,
            left,
            right,
        };
        let board = 820.0 * BOARD_EXTENT.x / BOARD_EXTENT.y;
        let Bands::Landscape { left, right } = wide.fitting(needs(0.0, 200.0)).bands else {
            panic!("still wide");
        };
        assert_eq!(right, 200.0);
        assert!((left - (1100.0 - 200.0 - board)).abs() < 0.5, "{left}");
        assert_eq!(
            wide.fitting(needs(900.0, 900.0)).bands,
            Bands::Landscape {
                left: 374.0,
                right: 374.0
            }
        );
        // Face to face, both seats alike.
        let seats = ScreenLayout::for_face_to_face(Vec2::new(1100.0, 820.0));
        let Bands::Landscape { left, right } = seats.fitting(needs(340.0, 200.0)).bands else {
            panic!("still wide");
        };
        assert_eq!((left, right), (340.0, 340.0));
    }

    #[test]
    fn the_board_fits_its_area_in_every_shape() {
        for (w, h) in [
            (390.0, 844.0),
            (844.0, 390.0),
            (820.0, 1180.0),
            (1180.0, 820.0),
        ] {
            let frame = ScreenLayout::for_window(Vec2::new(w, h));
            let area = frame.board_area();
            let board = BOARD_EXTENT / frame.world_per_pixel();
            assert!(board.x <= area.width() + 0.01 && board.y <= area.height() + 0.01);
            assert_eq!(matches!(frame.bands, Bands::Landscape { .. }), w > h);
            // Across the table, each player has a band of the same height
            // on an upright window, and the board fits between them.
            let seats = ScreenLayout::for_face_to_face(Vec2::new(w, h));
            match seats.bands {
                Bands::Portrait { top, bottom } => assert!(h > w && top == bottom),
                Bands::Landscape { .. } => assert!(w > h),
            }
            let area = seats.board_area();
            let board = BOARD_EXTENT / seats.world_per_pixel();
            assert!(board.x <= area.width() + 0.01 && board.y <= area.height() + 0.01);
            // A pit stays a comfortable touch target (44 CSS px or more).
            for frame in [frame, seats] {
                assert!(
                    2.0 * PIT_RADIUS / frame.world_per_pixel() >= 44.0,
                    "{w}x{h}"
                );
            }
        }
    }
}
