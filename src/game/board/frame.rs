//! How the window is shared between the board and the panels around it.
//! Upright windows (phones, tablets held tall) put the text above the board
//! and the buttons below; wide ones put them in columns left and right.
//! The camera fits the board into what is left; the interface places its
//! panels in the bands this gives.

use super::layout::BOARD_EXTENT;
use crate::game::play::{Players, Settings};
use crate::game::state::InMatch;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Wider than this (width over height) and the panels go to the sides.
const LANDSCAPE_ASPECT: f32 = 1.05;

/// The bands around the board, in logical pixels.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Bands {
    /// Text above the board, buttons below.
    Portrait { top: f32, bottom: f32 },
    /// Text in a column on the left, buttons on the right.
    Landscape { side: f32 },
}

/// The window and how it is shared.
#[derive(Resource, Clone, Copy, PartialEq, Debug)]
pub struct Frame {
    /// The window's size, in logical pixels.
    pub size: Vec2,
    pub bands: Bands,
    /// Two players face to face across the board: a band or a column
    /// for each, and North's labels turned to face North.
    pub across: bool,
}

impl Default for Frame {
    /// A phone held upright, until a window says otherwise (and in tests).
    fn default() -> Self {
        Frame::for_window(Vec2::new(390.0, 844.0))
    }
}

impl Frame {
    /// How a window of `size` is shared.
    pub fn for_window(size: Vec2) -> Frame {
        let size = size.max(Vec2::splat(1.0));
        let bands = if size.x / size.y >= LANDSCAPE_ASPECT {
            Bands::Landscape {
                side: (size.x * 0.27).clamp(190.0, 420.0),
            }
        } else {
            Bands::Portrait {
                top: (size.y * 0.19).clamp(112.0, 260.0),
                bottom: (size.y * 0.13).clamp(72.0, 180.0),
            }
        };
        Frame {
            size,
            bands,
            across: false,
        }
    }

    /// How a window of `size` is shared by two players across the table:
    /// on an upright window a band of the same height for each, above and
    /// below the board; on a wide one the usual columns, North's on the
    /// left (turned, it reads from the top edge), South's on the right.
    pub fn face_to_face(size: Vec2) -> Frame {
        let frame = Frame::for_window(size);
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
        Frame {
            bands,
            across: true,
            ..frame
        }
    }

    /// The rectangle left for the board, in logical pixels from the
    /// window's top left.
    pub fn board_area(&self) -> Rect {
        match self.bands {
            Bands::Portrait { top, bottom } => {
                Rect::new(0.0, top, self.size.x, self.size.y - bottom)
            }
            Bands::Landscape { side } => Rect::new(side, 0.0, self.size.x - side, self.size.y),
        }
    }

    /// World units per logical pixel: the board's whole extent fits its area.
    pub fn world_per_pixel(&self) -> f32 {
        let area = self.board_area().size().max(Vec2::splat(1.0));
        (BOARD_EXTENT.x / area.x).max(BOARD_EXTENT.y / area.y)
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
    mut frame: ResMut<Frame>,
) {
    let size = window
        .single()
        .map_or(frame.size, |w| Vec2::new(w.width(), w.height()));
    let wanted = if in_match.is_some() && players.face_to_face(&settings) {
        Frame::face_to_face(size)
    } else {
        Frame::for_window(size)
    };
    if *frame != wanted {
        *frame = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    // Also as a match begins, so its first frame is laid out for it.
    app.init_resource::<Frame>()
        .add_systems(PreUpdate, follow_window)
        .add_systems(OnEnter(InMatch), follow_window);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::layout::PIT_RADIUS;

    #[test]
    fn the_board_fits_its_area_in_every_shape() {
        for (w, h) in [
            (390.0, 844.0),
            (844.0, 390.0),
            (820.0, 1180.0),
            (1180.0, 820.0),
        ] {
            let frame = Frame::for_window(Vec2::new(w, h));
            let area = frame.board_area();
            let board = BOARD_EXTENT / frame.world_per_pixel();
            assert!(board.x <= area.width() + 0.01 && board.y <= area.height() + 0.01);
            assert_eq!(matches!(frame.bands, Bands::Landscape { .. }), w > h);
            // Across the table, each player has a band of the same height
            // on an upright window, and the board fits between them.
            let across = Frame::face_to_face(Vec2::new(w, h));
            match across.bands {
                Bands::Portrait { top, bottom } => assert!(h > w && top == bottom),
                Bands::Landscape { .. } => assert!(w > h),
            }
            let area = across.board_area();
            let board = BOARD_EXTENT / across.world_per_pixel();
            assert!(board.x <= area.width() + 0.01 && board.y <= area.height() + 0.01);
            // A pit stays a comfortable touch target (44 CSS px or more).
            for frame in [frame, across] {
                assert!(
                    2.0 * PIT_RADIUS / frame.world_per_pixel() >= 44.0,
                    "{w}x{h}"
                );
            }
        }
    }
}
