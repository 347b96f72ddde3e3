//! The title screen: against the computer (with a level) or two players on
//! one device, who starts, the rules and the settings.

use crate::ai::Level;
use crate::game::input::Press;
use crate::game::play::{Records, Settings, StartGame};
use crate::game::state::{Dialog, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::open;
use crate::game::ui::locale::Tr;
use crate::game::ui::notice::spawn_notice_banner;
use crate::game::ui::widgets::{
    Chosen, button, button_row, heading, label, set, stacked_button, tr,
};
use crate::game::words::level_message;
use crate::prefs::{Mode, Starts};
use crate::save::{Opponent, Record};
use bevy::prelude::*;

/// The row of level buttons, shown only against the computer.
#[derive(Component)]
struct LevelRow;

/// A record in brief, under its button: won–drawn–lost.
#[derive(Component, Clone, Copy)]
struct RecordLine(Opponent);

/// What the brief records mean, shown once there are any.
#[derive(Component)]
struct RecordLegend;

fn record_line(opponent: Opponent, fonts: &UiFonts) -> impl Bundle {
    (
        RecordLine(opponent),
        label("", size::SMALL * 0.85, palette::TEXT_DIM, fonts),
    )
}

/// A record in brief: won–drawn–lost, or nothing before the first game.
pub fn brief(record: &Record) -> String {
    if record.played == 0 {
        String::new()
    } else {
        format!("{}–{}–{}", record.won, record.drawn, record.lost)
    }
}

fn show_records(
    records: Res<Records>,
    added: Query<(), Added<RecordLine>>,
    mut lines: Query<(&RecordLine, &mut Text)>,
    mut legend: Query<&mut Node, With<RecordLegend>>,
) {
    if !records.is_changed() && added.is_empty() {
        return;
    }
    for (line, mut text) in &mut lines {
        let wanted = brief(&records.0.of(line.0));
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    let any = records.0.records.values().any(|r| r.played > 0);
    for mut node in &mut legend {
        node.display = if any { Display::Flex } else { Display::None };
    }
}

/// A "who starts" button, worded for the mode: you or the computer, or
/// South or North.
#[derive(Component, Clone, Copy)]
struct StartsLabel(Starts);

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
            spawn_notice_banner(parent, fonts);
            parent.spawn(heading("Modiar", size::TITLE, fonts));
            parent.spawn(tr("tagline", size::BODY, palette::TEXT_DIM, fonts));
            parent.spawn(Node {
                height: px(18),
                ..default()
            });
            parent.spawn(tr("mode-heading", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(button_row()).with_children(|row| {
                row.spawn((
                    button("mode-computer", fonts),
                    Chosen::when(|s, _| s.mode == Mode::VsComputer),
                ))
                .observe(set(|s| s.mode = Mode::VsComputer));
                row.spawn((
                    stacked_button("mode-two-players", fonts),
                    Chosen::when(|s, _| s.mode == Mode::TwoPlayers),
                ))
                .observe(set(|s| s.mode = Mode::TwoPlayers))
                .with_child(record_line(Opponent::TwoPlayers, fonts));
            });
            parent
                .spawn((Name::new("Levels"), LevelRow, button_row()))
                .with_children(|row| {
                    for level in Level::ALL {
                        row.spawn((
                            stacked_button(level_message(level), fonts),
                            Chosen::when(move |s, _| s.level == level),
                        ))
                        .observe(set(move |s| s.level = level))
                        .with_child(record_line(Opponent::Computer(level), fonts));
                    }
                });
            parent.spawn((
                RecordLegend,
                tr(
                    "records-legend",
                    size::SMALL * 0.9,
                    palette::TEXT_DIM,
                    fonts,
                ),
            ));
            parent.spawn(tr("starts-heading", size::SMALL, palette::TEXT_DIM, fonts));
            parent.spawn(button_row()).with_children(|row| {
                for (id, starts) in [
                    ("starts-you", Starts::South),
                    ("starts-computer", Starts::North),
                    ("starts-alternate", Starts::Alternate),
                ] {
                    row.spawn((
                        button(id, fonts),
                        StartsLabel(starts),
                        Chosen::when(move |s, _| s.starts == starts),
                    ))
                    .observe(set(move |s| s.starts = starts));
                }
            });
            parent.spawn(Node {
                height: px(14),
                ..default()
            });
            parent.spawn(button_row()).with_children(|row| {
                row.spawn(button("button-play", fonts))
                    .observe(|_: On<Press>, mut commands: Commands| commands.trigger(StartGame));
                row.spawn(button("button-rules", fonts))
                    .observe(open(Dialog::Rules));
                row.spawn(button("button-settings", fonts))
                    .observe(open(Dialog::Settings));
            });
            parent.spawn(button_row()).with_children(|row| {
                row.spawn(button("button-learn", fonts))
                    .observe(go_to(Screen::Tutorial));
                row.spawn(button("button-puzzles", fonts))
                    .observe(go_to(Screen::Puzzles));
                row.spawn(button("button-open-code", fonts))
                    .observe(open(Dialog::OpenCode));
            });
        });
}

/// Goes to another screen.
fn go_to(screen: Screen) -> impl Fn(On<Press>, ResMut<NextState<Screen>>) {
    move |_: On<Press>, mut next: ResMut<NextState<Screen>>| next.set(screen)
}

/// Words "who starts" for the mode, and shows the levels only against the
/// computer.
fn follow_mode(
    settings: Res<Settings>,
    starts_buttons: Query<(&StartsLabel, &Children)>,
    added: Query<(), Added<LevelRow>>,
    mut level_row: Query<&mut Node, With<LevelRow>>,
    mut labels: Query<&mut Tr>,
) {
    if !settings.is_changed() && added.is_empty() {
        return;
    }
    for (starts, children) in &starts_buttons {
        let words = match (starts.0, settings.mode) {
            (Starts::South, Mode::VsComputer) => "starts-you",
            (Starts::North, Mode::VsComputer) => "starts-computer",
            (Starts::South, Mode::TwoPlayers) => "starts-south",
            (Starts::North, Mode::TwoPlayers) => "starts-north",
            (Starts::Alternate, _) => "starts-alternate",
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(
            Update,
            (follow_mode, show_records).run_if(in_state(Screen::Title)),
        );
}
