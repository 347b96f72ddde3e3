//! A short rules page over whatever screen is showing.

use super::locale::Paragraph;
use super::overlay::spawn_dialog;
use super::theme::{Act, UiAction, UiFonts, palette, size, tr};
use bevy::prelude::*;

/// Whether the rules page is open.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct RulesOpen(pub bool);

/// The page's paragraphs (message ids), faithful to the specification.
pub const RULES: [&str; 7] = [
    "rules-1", "rules-2", "rules-3", "rules-4", "rules-5", "rules-6", "rules-7",
];

#[derive(Component)]
struct RulesPage;

fn act(
    act: On<Act>,
    mut open: ResMut<RulesOpen>,
    pages: Query<Entity, With<RulesPage>>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    match act.0 {
        UiAction::OpenRules if !open.0 => {
            open.0 = true;
            spawn_dialog(
                &mut commands,
                &fonts,
                (Name::new("Rules page"), RulesPage),
                "rules-title",
                UiAction::CloseRules,
                |body| {
                    for paragraph in RULES {
                        body.spawn((
                            tr(paragraph, size::BODY * 0.95, palette::TEXT, &fonts),
                            Paragraph,
                            TextLayout::default(),
                            Node {
                                margin: UiRect::top(px(10)),
                                ..default()
                            },
                        ));
                    }
                },
            );
        }
        UiAction::CloseRules => {
            open.0 = false;
            for page in &pages {
                commands.entity(page).despawn();
            }
        }
        _ => {}
    }
}

fn close_with_escape(
    keys: Res<ButtonInput<KeyCode>>,
    open: Res<RulesOpen>,
    mut commands: Commands,
) {
    if open.0 && keys.just_pressed(KeyCode::Escape) {
        commands.trigger(Act(UiAction::CloseRules));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesOpen>()
        .add_observer(act)
        .add_systems(
            Update,
            close_with_escape.run_if(resource_exists::<ButtonInput<KeyCode>>),
        );
}
