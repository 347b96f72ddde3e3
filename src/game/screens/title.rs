//! The title screen: against the computer (with a level) or two players on
//! one device, and who starts.

use super::Screen;
use crate::ai::Level;
use crate::game::match_state::NewGame;
use crate::game::settings::{Mode, Settings, Starts};
use crate::game::theme::{Act, Selected, UiAction, UiFonts, button, heading, label, palette, size};
use bevy::prelude::*;

fn level_label(level: Level) -> &'static str {
    match level {
        Level::Beginner => "Beginner",
        Level::Casual => "Casual",
        Level::Club => "Club",
        Level::Expert => "Expert",
        Level::Master => "Master",
        Level::Perfect => "Perfect",
    }
}

fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        margin: UiRect::vertical(px(4)),
        ..default()
    }
}

fn spawn_title(mut commands: Commands, fonts: Res<UiFonts>) {
    let fonts = fonts.into_inner();
    let levels: Vec<_> = Level::ALL
        .into_iter()
        .map(|level| button(level_label(level), UiAction::SetLevel(level), fonts))
        .collect();
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
            parent.spawn(heading("Modiar", size::TITLE, fonts));
            parent.spawn(label(
                "A mancala from the hills around Tangier",
                size::BODY,
                palette::TEXT_DIM,
                fonts,
            ));
            parent.spawn((Node {
                height: px(20),
                ..default()
            },));
            parent.spawn(label("Play", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(row()).with_children(|row| {
                row.spawn(button(
                    "Against the computer",
                    UiAction::SetMode(Mode::VsComputer),
                    fonts,
                ));
                row.spawn(button(
                    "Two players",
                    UiAction::SetMode(Mode::TwoPlayers),
                    fonts,
                ));
            });
            parent
                .spawn((Name::new("Levels"), LevelRow, row()))
                .with_children(|row| {
                    for level in levels {
                        row.spawn(level);
                    }
                });
            parent.spawn(label("Who starts", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(row()).with_children(|row| {
                row.spawn((
                    button("", UiAction::SetStarts(Starts::South), fonts),
                    StartsLabel(Starts::South),
                ));
                row.spawn((
                    button("", UiAction::SetStarts(Starts::North), fonts),
                    StartsLabel(Starts::North),
                ));
                row.spawn(button(
                    "Take turns",
                    UiAction::SetStarts(Starts::Alternate),
                    fonts,
                ));
            });
            parent.spawn((Node {
                height: px(16),
                ..default()
            },));
            parent.spawn(row()).with_children(|row| {
                row.spawn(button("Play", UiAction::Play, fonts));
                row.spawn(button("Rules", UiAction::OpenRules, fonts));
            });
        });
}

/// The row of level buttons, shown only against the computer.
#[derive(Component)]
struct LevelRow;

/// A "who starts" button whose words depend on the mode.
#[derive(Component, Clone, Copy)]
struct StartsLabel(Starts);

fn starts_text(starts: Starts, mode: Mode) -> &'static str {
    match (starts, mode) {
        (Starts::South, Mode::VsComputer) => "You",
        (Starts::North, Mode::VsComputer) => "Computer",
        (Starts::South, Mode::TwoPlayers) => "South (bottom)",
        (Starts::North, Mode::TwoPlayers) => "North (top)",
        (Starts::Alternate, _) => "Take turns",
    }
}

/// Lights the chosen options and words the buttons for the mode.
fn show_choices(
    settings: Res<Settings>,
    mut buttons: Query<(&UiAction, &mut Selected)>,
    mut level_row: Query<&mut Node, With<LevelRow>>,
    starts_buttons: Query<(&StartsLabel, &Children)>,
    mut texts: Query<&mut Text>,
) {
    for (action, mut selected) in &mut buttons {
        let on = match *action {
            UiAction::SetMode(mode) => settings.mode == mode,
            UiAction::SetLevel(level) => settings.level == level,
            UiAction::SetStarts(starts) => settings.starts == starts,
            _ => false,
        };
        if selected.0 != on {
            selected.0 = on;
        }
    }
    for mut node in &mut level_row {
        node.display = match settings.mode {
            Mode::VsComputer => Display::Flex,
            Mode::TwoPlayers => Display::None,
        };
    }
    for (starts, children) in &starts_buttons {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                let words = starts_text(starts.0, settings.mode);
                if text.0 != words {
                    text.0 = words.to_owned();
                }
            }
        }
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(Update, show_choices.run_if(in_state(Screen::Title)))
        .add_observer(act);
}
