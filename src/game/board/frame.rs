//! How the window is shared between the board and the panels around it.
//! Upright windows (phones, tablets held tall) put the text above the board
//! and the buttons below; wide ones put them in columns left and right.
//! The camera fits the board into what is left; the interface places its
//! panels in the bands this gives.

use super::layout::BOARD_EXTENT;
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
        Frame { size, bands }
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

fn follow_window(window: Single<&Window, With<PrimaryWindow>>, mut frame: ResMut<Frame>) {
    let wanted = Frame::for_window(Vec2::new(window.width(), window.height()));
    if *frame != wanted {
        *frame = wanted;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Frame>().add_systems(
        PreUpdate,
        follow_window.run_if(any_with_component::<PrimaryWindow>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

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
        }
    }
}
