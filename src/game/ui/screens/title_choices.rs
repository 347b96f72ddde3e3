//! The title's choices: the mode, the level or the seating, who starts,
//! and Play, with each record in brief under its button.

use super::link_games::{LinkHow, link_games_place};
use crate::ai::Level;
use crate::game::input::Press;
use crate::game::play::{Records, Settings, StartGame};
use crate::game::state::{AppSystems, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::locale::{Locale, Tr, keep_numbers_whole};
use crate::game::ui::widgets::{
    Chosen, DimWords, button, button_row, label, primary_button, set, stacked_button, tr,
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
        DimWords,
        label("", size::SMALL, palette::TEXT_DIM, fonts),
    )
}

/// A record in brief: won–drawn–lost, or nothing before the first game.
/// Right to left, a leading right-to-left mark makes the line read so (as
/// its legend does): digits alone would set it left to right, and a reader
/// would take the losses for the wins.
pub fn brief(record: &Record, right_to_left: bool) -> String {
    if record.played == 0 {
        return String::new();
    }
    let line = keep_numbers_whole(&format!("{}–{}–{}", record.won, record.drawn, record.lost));
    if right_to_left {
        format!("\u{200f}{line}")
    } else {
        line
    }
}

fn show_records(
    records: Res<Records>,
    locale: Res<Locale>,
    settings: Res<Settings>,
    mut lines: Query<(&RecordLine, &mut Text)>,
    mut legend: Query<&mut Node, With<RecordLegend>>,
) {
    for (line, mut text) in &mut lines {
        let wanted = brief(&records.0.of(line.0), locale.language.is_right_to_left());
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    // The legend speaks of the chosen mode's record: shown only once there
    // is one under it to read.
    let played = |opponent: Opponent| records.0.of(opponent).played > 0;
    let any = match settings.mode {
        Mode::VsComputer => Level::ALL
            .into_iter()
            .any(|level| played(Opponent::Computer(level))),
        Mode::TwoPlayers => played(Opponent::TwoPlayers),
        Mode::ByLink => played(Opponent::ByLink),
    };
    let display = if any { Display::Flex } else { Display::None };
    for mut node in &mut legend {
        if node.display != display {
            node.display = display;
        }
    }
}

/// A "who starts" row, worded for its mode: you or the computer, South
/// or North, you or your friend. The three share one cell, so the room is
/// the tallest's and choosing a mode moves nothing.
#[derive(Component, Clone, Copy)]
struct StartsRow(Mode);

/// The names of South's, North's and the taking turns' buttons in a mode.
fn starts_words(mode: Mode) -> [(&'static str, Starts); 3] {
    let (south, north) = match mode {
        Mode::VsComputer => ("starts-you", "starts-computer"),
        Mode::TwoPlayers => ("starts-south", "starts-north"),
        Mode::ByLink => ("starts-you", "starts-friend"),
    };
    [
        (south, Starts::South),
        (north, Starts::North),
        ("starts-alternate", Starts::Alternate),
    ]
}

/// Two players across the table: the choice, shown under Two players.
#[derive(Component)]
struct SeatingRow;

/// The one room of the levels and the seating.
#[derive(Component)]
struct ChoiceRoom;

/// The row that holds Play: at the end of the choices, or, on a window as
/// short as a phone held sideways, in the [`PlayBar`](super::title::PlayBar).
#[derive(Component)]
pub(super) struct PlayRow;

/// A row of the title's buttons: wrapping, centred, and without the space
/// between rows a dialog's rows have (a phone held sideways is short).
/// Its buttons share one height, whether or not one has a record line
/// under its name: a chosen button never looks smaller than its neighbour.
pub(super) fn title_row() -> impl Bundle {
    let (mut node, mirrored) = button_row();
    node.margin = UiRect::ZERO;
    node.align_items = AlignItems::Stretch;
    (node, mirrored)
}

/// The room the levels and the seating share: one grid cell, both rows in
/// it, so it is as tall as the taller whichever shows.
pub(super) fn choice_room() -> Node {
    Node {
        display: Display::Grid,
        // A track as wide as the room, not its content: the rows wrap.
        grid_template_columns: vec![GridTrack::percent(100.0)],
        width: percent(100),
        ..default()
    }
}

/// A line of words in a shared room's one cell, centred in it.
pub(super) fn roomed_text() -> Node {
    Node {
        grid_row: GridPlacement::start(1),
        grid_column: GridPlacement::start(1),
        justify_self: JustifySelf::Center,
        align_self: AlignSelf::Center,
        ..default()
    }
}

/// A title row in the shared room's one cell.
fn roomed_row() -> impl Bundle {
    let (mut node, mirrored) = button_row();
    node.margin = UiRect::ZERO;
    node.align_items = AlignItems::Stretch;
    node.grid_row = GridPlacement::start(1);
    node.grid_column = GridPlacement::start(1);
    // As tall as its buttons: the shorter row leaves the room's rest empty.
    node.align_self = AlignSelf::Start;
    (node, mirrored)
}

pub(super) fn spawn_choices(parent: &mut ChildSpawnerCommands, fonts: &UiFonts) {
    parent.spawn(tr("mode-heading", size::SMALL, palette::TEXT_DIM, fonts));
    parent.spawn(title_row()).with_children(|row| {
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
        row.spawn((
            stacked_button("mode-by-link", fonts),
            Chosen::when(|s, _| s.mode == Mode::ByLink),
        ))
        .observe(set(|s| s.mode = Mode::ByLink))
        .with_child(record_line(Opponent::ByLink, fonts));
    });
    // The levels, the seating and the games by link (or, before the first,
    // a line on how a game by link goes) share one room, as tall as the
    // tallest: choosing the mode shows one of them and moves nothing.
    parent
        .spawn((Name::new("Levels or seating"), ChoiceRoom, choice_room()))
        .with_children(|room| {
            room.spawn(link_games_place());
            room.spawn((
                LinkHow,
                tr("title-by-link-how", size::SMALL, palette::TEXT_DIM, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(420),
                    padding: UiRect::horizontal(px(12)),
                    ..roomed_text()
                },
                Visibility::Hidden,
            ));
            room.spawn((Name::new("Levels"), LevelRow, roomed_row()))
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
            room.spawn((Name::new("Seating"), SeatingRow, roomed_row()))
                .with_children(|row| {
                    row.spawn((
                        stacked_button("face-to-face", fonts),
                        Chosen::when(|s, _| s.face_to_face),
                    ))
                    .observe(set(|s| s.face_to_face = !s.face_to_face))
                    .with_child((
                        DimWords,
                        tr(
                            "face-to-face-note",
                            size::SMALL * 0.85,
                            palette::TEXT_DIM,
                            fonts,
                        ),
                        TextLayout::justify(Justify::Center),
                        // A long note wraps under the button's name rather than
                        // widening the button past its column.
                        Node {
                            max_width: vw(40),
                            ..default()
                        },
                    ));
                });
        });
    parent.spawn((
        RecordLegend,
        tr(
            "records-legend",
            size::SMALL * 0.9,
            palette::TEXT_DIM,
            fonts,
        ),
        // Centred as one line, centred as two.
        TextLayout::justify(Justify::Center),
    ));
    parent.spawn(tr("starts-heading", size::SMALL, palette::TEXT_DIM, fonts));
    parent
        .spawn((Name::new("Who starts"), choice_room()))
        .with_children(|cell| {
            for mode in [Mode::VsComputer, Mode::TwoPlayers, Mode::ByLink] {
                cell.spawn((StartsRow(mode), roomed_row()))
                    .with_children(|row| {
                        for (id, starts) in starts_words(mode) {
                            row.spawn((
                                button(id, fonts),
                                Chosen::when(move |s, _| s.starts == starts),
                            ))
                            .observe(set(move |s| s.starts = starts));
                        }
                    });
            }
        });
    // Play right under the choices it plays, not across the screen.
    parent.spawn((PlayRow, title_row())).with_children(|row| {
        row.spawn(primary_button("button-play", fonts))
            .observe(|_: On<Press>, mut commands: Commands| commands.trigger(StartGame));
    });
}

/// Shows the "who starts" row of the mode, the levels only against the
/// computer, and the seating only for two players.
fn follow_mode(
    settings: Res<Settings>,
    mut starts_rows: Query<(&StartsRow, &mut Visibility), (Without<LevelRow>, Without<SeatingRow>)>,
    mut level_row: Query<&mut Visibility, (With<LevelRow>, Without<SeatingRow>)>,
    mut seating_row: Query<&mut Visibility, (With<SeatingRow>, Without<LevelRow>)>,
    mut legend: Query<&mut Tr, With<RecordLegend>>,
) {
    // The records' legend speaks of the record the mode shows.
    let legend_words = match settings.mode {
        Mode::VsComputer => "records-legend",
        Mode::TwoPlayers => "records-legend-two",
        Mode::ByLink => "records-legend-by-link",
    };
    for mut words in &mut legend {
        if words.0 != legend_words {
            words.0 = legend_words;
        }
    }
    for (row, mut visibility) in &mut starts_rows {
        visibility.set_if_neq(seen(row.0 == settings.mode));
    }
    let (levels, seating) = match settings.mode {
        Mode::VsComputer => (true, false),
        Mode::TwoPlayers => (false, true),
        Mode::ByLink => (false, false),
    };
    for mut visibility in &mut level_row {
        visibility.set_if_neq(seen(levels));
    }
    for mut visibility in &mut seating_row {
        visibility.set_if_neq(seen(seating));
    }
}

pub(super) fn seen(shown: bool) -> Visibility {
    if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            follow_mode
                .run_if(resource_changed::<Settings>.or_eager(any_match_filter::<Added<LevelRow>>)),
            show_records.run_if(
                resource_changed::<Records>
                    .or_eager(resource_changed::<Locale>)
                    .or_eager(resource_changed::<Settings>)
                    .or_eager(any_match_filter::<Added<RecordLine>>),
            ),
        )
            .run_if(in_state(Screen::Title))
            .in_set(AppSystems::Show),
    );
}
