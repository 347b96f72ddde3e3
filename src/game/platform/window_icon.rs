//! The window's icon on the desktop (the title bar, the taskbar, Alt-Tab):
//! the game's own drawing of a pit with its stones, built into the binary
//! so that it shows wherever the game is started from. Bevy has no field
//! for it, so it is handed to the window system once the window exists.

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// The icon at the size window systems ask for most (they scale it).
const ICON_PNG: &[u8] = include_bytes!("../../../assets/icons/modiar-64.png");

/// The icon's pixels, as the window system takes them.
fn icon() -> Option<winit::window::Icon> {
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )
    .ok()?;
    let size = image.size();
    winit::window::Icon::from_rgba(image.data?, size.x, size.y).ok()
}

/// The window system has the icon.
#[derive(Resource)]
struct IconSet;

/// Sets the icon on the first frame the window system has the window.
/// Runs on the main thread, where the window system's windows live.
fn set_icon(
    window: Single<Entity, With<PrimaryWindow>>,
    _main_thread: NonSendMarker,
    mut commands: Commands,
) {
    WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(shown) = windows.get_window(*window) {
            shown.set_window_icon(icon());
            commands.insert_resource(IconSet);
        }
    });
}

pub(super) fn plugin(app: &mut App) {
    // Once set, the icon stays: the system stops asking.
    app.add_systems(Update, set_icon.run_if(not(resource_exists::<IconSet>)));
}
