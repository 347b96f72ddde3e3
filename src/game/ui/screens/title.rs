//! The title screen: against the computer (with a level) or two players on
//! one device, who starts, the rules and the settings.

use super::Screen;
use crate::ai::Level;
use crate::game::locale::{Locale, Tr};
use crate::game::match_state::NewGame;
use crate::game::notice::notice_banner;
use crate::game::settings::{Mode, Settings, Starts};
use crate::game::theme::{
    Act, Selected, UiAction, UiFonts, button, button_row, heading, palette, size, tr,
};
use bevy::prelude::*;

/// The message naming a level.
pub fn level_id(level: Level) -> &'static str {
    match level {
        Level::Beginner => "level-beginner",
        Level::Casual => "level-casual",
        Level::Club => "level-club",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
        Level::Perfect => "level-perfect",
    }
}

/// The row of level buttons, shown only against the computer.
#[derive(Component)]
struct LevelRow;

fn spawn_title(mut commands: Commands, fonts: Res<UiFonts>) {
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(16)),
                ..default()
            },
            BackgroundColor(palette::BACKGROUND),
        ))
        .with_children(|parent| {
            parent.spawn(notice_banner(fonts));
            parent.spawn(heading("Modiar", size::TITLE, fonts));
            parent.spawn(tr("tagline", size::BODY, palette::TEXT_DIM, fonts));
            parent.spawn(Node {
                height: px(18),
                ..default()
            });
            parent.spawn(tr("mode-heading", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(button_row()).with_children(|row| {
                row.spawn(button(
                    "mode-computer",
                    UiAction::SetMode(Mode::VsComputer),
                    fonts,
                ));
                row.spawn(button(
                    "mode-two-players",
                    UiAction::SetMode(Mode::TwoPlayers),
                    fonts,
                ));
            });
            parent
                .spawn((Name::new("Levels"), LevelRow, button_row()))
                .with_children(|row| {
                    for level in Level::ALL {
                        row.spawn(button(level_id(level), UiAction::SetLevel(level), fonts));
                    }
                });
            parent.spawn(tr("starts-heading", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(button_row()).with_children(|row| {
                row.spawn(button(
                    "starts-you",
                    UiAction::SetStarts(Starts::South),
                    fonts,
                ));
                row.spawn(button(
                    "starts-computer",
                    UiAction::SetStarts(Starts::North),
                    fonts,
                ));
                row.spawn(button(
                    "starts-alternate",
                    UiAction::SetStarts(Starts::Alternate),
                    fonts,
                ));
            });
            parent.spawn(Node {
                height: px(14),
                ..default()
            });
            parent.spawn(button_row()).with_children(|row| {
                row.spawn(button("button-play", UiAction::Play, fonts));
                row.spawn(button("button-rules", UiAction::OpenRules, fonts));
                row.spawn(button("button-settings", UiAction::OpenSettings, fonts));
            });
        });
}

/// Lights the chosen options, words "who starts" for the mode, and shows the
/// levels only against the computer.
fn show_choices(
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut buttons: Query<(&UiAction, &mut Selected, &Children)>,
    mut level_row: Query<&mut Node, With<LevelRow>>,
    mut labels: Query<&mut Tr>,
) {
    if !settings.is_changed() && !locale.is_changed() {
        return;
    }
    for (action, mut selected, children) in &mut buttons {
        let on = match *action {
            UiAction::SetMode(mode) => settings.mode == mode,
            UiAction::SetLevel(level) => settings.level == level,
            UiAction::SetStarts(starts) => settings.starts == starts,
            _ => continue,
        };
        selected.set_if_neq(Selected(on));
        let words = match (*action, settings.mode) {
            (UiAction::SetStarts(Starts::South), Mode::VsComputer) => "starts-you",
            (UiAction::SetStarts(Starts::North), Mode::VsComputer) => "starts-computer",
            (UiAction::SetStarts(Starts::South), Mode::TwoPlayers) => "starts-south",
            (UiAction::SetStarts(Starts::North), Mode::TwoPlayers) => "starts-north",
            _ => continue,
        };
        for child in children.iter() {
            if let Ok(mut label) = labels.get_mut(child)
                && label.0 != words
            {
                label.0 = words;
            }
        }
    }
    for mut node in &mut level_row {
        node.display = match settings.mode {
            Mode::VsComputer => Display::Flex,
            Mode::TwoPlayers => Display::None,
        };
    }
}

fn act(
    act: On<Act>,
    mut settings: ResMut<Settings>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    match act.0 {
        UiAction::SetMode(mode) => settings.mode = mode,
        UiAction::SetLevel(level) => settings.level = level,
        UiAction::SetStarts(starts) => settings.starts = starts,
        UiAction::Play if *screen.get() == Screen::Title => {
            commands.trigger(NewGame);
            next.set(Screen::Playing);
        }
        _ => {}
    }
}

fn refresh_on_enter(mut settings: ResMut<Settings>) {
    // The buttons are new: light them.
    settings.set_changed();
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), (spawn_title, refresh_on_enter))
        .add_systems(Update, show_choices.run_if(in_state(Screen::Title)))
        .add_observer(act);
}
