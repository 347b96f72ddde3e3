//! The settings page: language, sound, animation speed, text size, motion.

use super::locale::{Locale, Mirrored, Paragraph};
use super::overlay::spawn_dialog;
use super::settings::{AnimationSpeed, Settings, TEXT_SIZES};
use super::theme::{
    Act, Selected, UiAction, UiFonts, button, button_text, label, palette, size, tr,
};
use crate::i18n::Language;
use bevy::prelude::*;

#[derive(Component)]
struct SettingsPage;

/// The volume shown between its buttons.
#[derive(Component)]
struct VolumeText;

fn speed_id(speed: AnimationSpeed) -> &'static str {
    match speed {
        AnimationSpeed::Slow => "speed-slow",
        AnimationSpeed::Normal => "speed-normal",
        AnimationSpeed::Fast => "speed-fast",
    }
}

fn option_row(
    body: &mut ChildSpawnerCommands,
    fonts: &UiFonts,
    heading: &'static str,
    buttons: impl FnOnce(&mut ChildSpawnerCommands),
) {
    body.spawn(Node {
        flex_direction: FlexDirection::Column,
        margin: UiRect::top(px(10)),
        ..default()
    })
    .with_children(|group| {
        group.spawn((
            tr(heading, size::SMALL, palette::TEXT_DIM, fonts),
            Paragraph,
            TextLayout::default(),
        ));
        group
            .spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    align_items: AlignItems::Center,
                    ..default()
                },
                Mirrored,
            ))
            .with_children(buttons);
    });
}

fn open_page(commands: &mut Commands, fonts: &UiFonts, locale: &Locale) {
    spawn_dialog(
        commands,
        fonts,
        (Name::new("Settings"), SettingsPage),
        "settings-title",
        UiAction::CloseSettings,
        |body| {
            option_row(body, fonts, "settings-language", |row| {
                for language in Language::ALL {
                    row.spawn(button_text(
                        locale.native_name(language),
                        UiAction::SetLanguage(language),
                        fonts,
                    ));
                }
            });
            option_row(body, fonts, "settings-sound", |row| {
                row.spawn(button("sound-on", UiAction::SetSound(true), fonts));
                row.spawn(button("sound-off", UiAction::SetSound(false), fonts));
                row.spawn(button_text("–".into(), UiAction::VolumeDown, fonts));
                row.spawn((
                    VolumeText,
                    label("", size::BODY, palette::TEXT, fonts),
                    Node {
                        min_width: px(64),
                        justify_content: JustifyContent::Center,
                        ..default()
                    },
                ));
                row.spawn(button_text("+".into(), UiAction::VolumeUp, fonts));
            });
            option_row(body, fonts, "settings-speed", |row| {
                for speed in AnimationSpeed::ALL {
                    row.spawn(button(speed_id(speed), UiAction::SetSpeed(speed), fonts));
                }
            });
            option_row(body, fonts, "settings-text-size", |row| {
                for percent in TEXT_SIZES {
                    row.spawn(button_text(
                        format!("{percent}%"),
                        UiAction::SetTextSize(percent),
                        fonts,
                    ));
                }
            });
            option_row(body, fonts, "settings-motion", |row| {
                row.spawn(button(
                    "motion-full",
                    UiAction::SetReducedMotion(false),
                    fonts,
                ));
                row.spawn(button(
                    "motion-reduced",
                    UiAction::SetReducedMotion(true),
                    fonts,
                ));
            });
        },
    );
}

fn act(
    act: On<Act>,
    pages: Query<Entity, With<SettingsPage>>,
    mut settings: ResMut<Settings>,
    locale: Res<Locale>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    match act.0 {
        UiAction::OpenSettings if pages.is_empty() => open_page(&mut commands, &fonts, &locale),
        UiAction::CloseSettings | UiAction::Menu => {
            for page in &pages {
                commands.entity(page).despawn();
            }
        }
        UiAction::SetLanguage(language) => settings.language = Some(language),
        UiAction::SetSound(on) => settings.sound = on,
        UiAction::VolumeDown => {
            settings.volume = ((settings.volume * 10.0).round() - 1.0).max(0.0) / 10.0
        }
        UiAction::VolumeUp => {
            settings.volume = ((settings.volume * 10.0).round() + 1.0).min(10.0) / 10.0
        }
        UiAction::SetSpeed(speed) => settings.speed = speed,
        UiAction::SetTextSize(percent) => settings.text_size = percent,
        UiAction::SetReducedMotion(reduced) => settings.reduced_motion = reduced,
        _ => {}
    }
}

/// Lights the chosen options and shows the volume.
fn show_choices(
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut buttons: Query<(&UiAction, &mut Selected)>,
    mut volume: Query<&mut Text, With<VolumeText>>,
    added: Query<(), Added<SettingsPage>>,
) {
    if !settings.is_changed() && added.is_empty() {
        return;
    }
    for (action, mut selected) in &mut buttons {
        let on = match *action {
            UiAction::SetLanguage(language) => language == locale.language,
            UiAction::SetSound(on) => settings.sound == on,
            UiAction::SetSpeed(speed) => settings.speed == speed,
            UiAction::SetTextSize(percent) => settings.text_size == percent,
            UiAction::SetReducedMotion(reduced) => settings.reduced_motion == reduced,
            _ => continue,
        };
        selected.set_if_neq(Selected(on));
    }
    for mut text in &mut volume {
        let shown = format!("{:.0}%", settings.volume * 100.0);
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(act).add_systems(Update, show_choices);
}
