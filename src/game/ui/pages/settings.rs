//! The settings page: language, sound, animation speed, text size, motion,
//! and the way to the About page.

use crate::game::input::Press;
use crate::game::play::{Records, Settings};
use crate::game::state::AppSystems;
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::{open, spawn_dialog};
use crate::game::ui::locale::{Locale, Mirrored, Paragraph};
use crate::game::ui::widgets::{Chosen, button, button_text, label, set, tr};
use crate::i18n::Language;
use crate::prefs::{AnimationSpeed, TextSize};
use bevy::prelude::*;

/// The volume shown between its buttons.
#[derive(Component)]
struct VolumeText;

/// Whether "Reset records" has been pressed and waits for a yes or no.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
struct ResetAsked(bool);

/// Shown until "Reset records" is pressed.
#[derive(Component)]
struct AskReset;

/// Shown while the reset waits for a yes or no.
#[derive(Component)]
struct ConfirmReset;

/// Shows the question or the button it asks about.
fn show_reset(
    asked: Res<ResetAsked>,
    mut ask: Query<&mut Node, (With<AskReset>, Without<ConfirmReset>)>,
    mut confirm: Query<&mut Node, (With<ConfirmReset>, Without<AskReset>)>,
) {
    let show = |on: bool| if on { Display::Flex } else { Display::None };
    for mut node in &mut ask {
        node.display = show(!asked.0);
    }
    for mut node in &mut confirm {
        node.display = show(asked.0);
    }
}

fn speed_id(speed: AnimationSpeed) -> &'static str {
    match speed {
        AnimationSpeed::Slow => "speed-slow",
        AnimationSpeed::Normal => "speed-normal",
        AnimationSpeed::Fast => "speed-fast",
    }
}

fn text_size_id(size: TextSize) -> &'static str {
    match size {
        TextSize::Normal => "text-size-100",
        TextSize::Large => "text-size-125",
        TextSize::Largest => "text-size-150",
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

fn spawn_page(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    locale: Res<Locale>,
    mut asked: ResMut<ResetAsked>,
) {
    asked.0 = false;
    let fonts = fonts.into_inner();
    spawn_dialog(
        &mut commands,
        fonts,
        Dialog::Settings,
        "settings-title",
        |body| {
            option_row(body, fonts, "settings-language", |row| {
                for language in Language::ALL {
                    row.spawn((
                        button_text(language.code(), locale.native_name(language), fonts),
                        Chosen::when(move |_, shown| shown == language),
                    ))
                    .observe(set(move |s| s.language = Some(language)));
                }
            });
            option_row(body, fonts, "settings-sound", |row| {
                for (id, on) in [("sound-on", true), ("sound-off", false)] {
                    row.spawn((button(id, fonts), Chosen::when(move |s, _| s.sound == on)))
                        .observe(set(move |s| s.sound = on));
                }
                // The volume and its two buttons stay together on one line.
                row.spawn((
                    Node {
                        flex_direction: FlexDirection::Row,
                        align_items: AlignItems::Center,
                        flex_shrink: 0.0,
                        ..default()
                    },
                    Mirrored,
                ))
                .with_children(|volume| {
                    volume
                        .spawn(button_text("volume-down", "–".into(), fonts))
                        .observe(set(|s| s.nudge_volume(-1.0)));
                    // The number in a box of its own: a text node given a
                    // minimum width is measured no wider than it.
                    volume
                        .spawn(Node {
                            min_width: px(64),
                            flex_shrink: 0.0,
                            justify_content: JustifyContent::Center,
                            margin: UiRect::horizontal(px(4)),
                            ..default()
                        })
                        .with_child((VolumeText, label("", size::BODY, palette::TEXT, fonts)));
                    volume
                        .spawn(button_text("volume-up", "+".into(), fonts))
                        .observe(set(|s| s.nudge_volume(1.0)));
                });
            });
            option_row(body, fonts, "settings-speed", |row| {
                for speed in AnimationSpeed::ALL {
                    row.spawn((
                        button(speed_id(speed), fonts),
                        Chosen::when(move |s, _| s.speed == speed),
                    ))
                    .observe(set(move |s| s.speed = speed));
                }
            });
            option_row(body, fonts, "settings-text-size", |row| {
                for size in TextSize::ALL {
                    row.spawn((
                        button_text(text_size_id(size), format!("{size}%"), fonts),
                        Chosen::when(move |s, _| s.text_size == size),
                    ))
                    .observe(set(move |s| s.text_size = size));
                }
            });
            option_row(body, fonts, "settings-preview", |row| {
                for (id, on) in [("preview-on", true), ("preview-off", false)] {
                    row.spawn((button(id, fonts), Chosen::when(move |s, _| s.preview == on)))
                        .observe(set(move |s| s.preview = on));
                }
            });
            option_row(body, fonts, "settings-coach", |row| {
                for (id, on) in [("coach-on", true), ("coach-off", false)] {
                    row.spawn((button(id, fonts), Chosen::when(move |s, _| s.coach == on)))
                        .observe(set(move |s| s.coach = on));
                }
            });
            option_row(body, fonts, "settings-records", |row| {
                row.spawn((AskReset, button("records-reset", fonts)))
                    .observe(|_: On<Press>, mut asked: ResMut<ResetAsked>| asked.0 = true);
                row.spawn((
                    ConfirmReset,
                    tr(
                        "records-reset-confirm",
                        size::BODY * 0.9,
                        palette::WARNING,
                        fonts,
                    ),
                    Node {
                        margin: UiRect::horizontal(px(6)),
                        ..default()
                    },
                ));
                row.spawn((ConfirmReset, button("records-reset-yes", fonts)))
                    .observe(
                        |_: On<Press>,
                         mut records: ResMut<Records>,
                         mut asked: ResMut<ResetAsked>| {
                            records.0.clear();
                            asked.0 = false;
                        },
                    );
                row.spawn((ConfirmReset, button("records-reset-no", fonts)))
                    .observe(|_: On<Press>, mut asked: ResMut<ResetAsked>| asked.0 = false);
            });
            option_row(body, fonts, "settings-motion", |row| {
                for (id, reduced) in [("motion-full", false), ("motion-reduced", true)] {
                    row.spawn((
                        button(id, fonts),
                        Chosen::when(move |s, _| s.reduced_motion == reduced),
                    ))
                    .observe(set(move |s| s.reduced_motion = reduced));
                }
            });
            option_row(body, fonts, "settings-about", |row| {
                row.spawn(button("button-about", fonts))
                    .observe(open(Dialog::About));
            });
        },
    );
}

/// Shows the volume.
fn show_volume(settings: Res<Settings>, mut volume: Query<&mut Text, With<VolumeText>>) {
    let shown = format!("{:.0}%", settings.volume * 100.0);
    for mut text in &mut volume {
        if text.0 != shown {
            text.0 = shown.clone();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResetAsked>()
        .add_systems(OnEnter(Dialog::Settings), spawn_page)
        .add_systems(
            Update,
            (
                show_volume.run_if(
                    resource_changed::<Settings>.or_eager(any_match_filter::<Added<VolumeText>>),
                ),
                show_reset.run_if(
                    resource_changed::<ResetAsked>.or_eager(any_match_filter::<Added<AskReset>>),
                ),
            )
                .run_if(in_state(Dialog::Settings))
                .in_set(AppSystems::Show),
        );
}
