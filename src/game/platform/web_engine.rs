//! Bevy's plugins on the web, named one by one: `DefaultPlugins` as the
//! game's features make it on the web, less the log plugin. On a Bevy
//! upgrade, compare with bevy_internal's `default_plugins.rs`.
//!
//! Disabling the log plugin in `DefaultPlugins` would not do: the group
//! boxes every plugin it has, so the log's filter would still ship, 22 kB
//! of the packed download (`bevy_tweening` asks for Bevy's logging, so the
//! group keeps the plugin). The web prints its errors with
//! `console_errors` instead.

use bevy::prelude::*;

/// The engine, in `DefaultPlugins`' order, with the game's window and
/// asset settings.
pub(crate) fn add(app: &mut App, window: WindowPlugin, assets: AssetPlugin) {
    app.add_plugins((
        bevy::app::PanicHandlerPlugin,
        bevy::app::TaskPoolPlugin::default(),
        bevy::diagnostic::FrameCountPlugin,
        bevy::time::TimePlugin,
        bevy::transform::TransformPlugin,
        bevy::diagnostic::DiagnosticsPlugin,
        bevy::input::InputPlugin,
        window,
        bevy::a11y::AccessibilityPlugin,
        assets,
        bevy::winit::WinitPlugin::default(),
        bevy::render::RenderPlugin::default(),
        bevy::image::ImagePlugin::default(),
    ))
    .add_plugins((
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        bevy::core_pipeline::CorePipelinePlugin,
        bevy::sprite::SpritePlugin,
        bevy::sprite_render::SpriteRenderPlugin,
        bevy::clipboard::ClipboardPlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::ui_render::UiRenderPlugin,
        bevy::state::app::StatesPlugin,
    ));
}
