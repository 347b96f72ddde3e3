//! The title screen: the emblem and the game's name, then against the
//! computer (with a level), two players on one device (side by side or
//! face to face) or a friend far away by link, who starts, the rules and
//! the settings. Face to face, the name and a line for North turn to them.

use super::emblem::{Emblem, spawn_emblem};
use super::link_games::{LinkHow, link_games_place};
use crate::ai::Level;
use crate::game::board::{Bands, ScreenLayout};
use crate::game::input::Press;
use crate::game::play::{ContinueGame, Records, Settings, Shelved, StartGame};
use crate::game::state::AppSystems;
use crate::game::state::{Dialog, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::open;
use crate::game::ui::locale::{Locale, Tr, keep_numbers_whole};
use crate::game::ui::notice::spawn_notice_banner;
use crate::game::ui::room::WideAs;
use crate::game::ui::widgets::{
    Chosen, DimWords, button, button_row, heading, label, primary_button, set, stacked_button, tr,
};
use crate::game::words::level_message;
use crate::prefs::{Mode, Starts};
use crate::rules::Side;
use crate::save::{Opponent, Record};
use bevy::prelude::*;
use std::f32::consts::PI;

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

/// A "who starts" button, worded for the mode: you or the computer, or
/// South or North.
#[derive(Component, Clone, Copy)]
struct StartsLabel(Starts);

/// Every name a "who starts" button takes, whatever the mode.
fn starts_words(starts: Starts) -> &'static [&'static str] {
    match starts {
        Starts::South => &["starts-you", "starts-south"],
        Starts::North => &["starts-computer", "starts-north", "starts-friend"],
        Starts::Alternate => &["starts-alternate"],
    }
}

/// Keeps each "who starts" label as wide as its widest name (one line
/// each: the copy that measures it is as wide as its widest line), so the
/// row wraps alike in every mode and choosing one moves nothing.
fn widen_starts(
    locale: Res<Locale>,
    buttons: Query<(&StartsLabel, &Children)>,
    mut labels: Query<Option<&mut WideAs>, With<Tr>>,
    mut commands: Commands,
) {
    for (starts, children) in &buttons {
        let words: Vec<String> = starts_words(starts.0)
            .iter()
            .map(|id| locale.t(id))
            .collect();
        let widest = WideAs(words.join("\n"));
        for child in children.iter() {
            match labels.get_mut(child) {
                Ok(Some(mut wide)) => {
                    wide.set_if_neq(widest.clone());
                }
                Ok(None) => {
                    commands.entity(child).insert(widest.clone());
                }
                Err(_) => {}
            }
        }
    }
}

/// The parts of the title screen, laid out on a grid that follows the
/// window's shape: on a tall window the identity, the choices and the
/// actions one above the other; on a wide one the identity over the
/// actions on the left, the choices on the right. The screen scrolls when
/// the grid is taller than the window.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum TitlePart {
    /// The grid, centred on the screen while it fits.
    Grid,
    /// The emblem, the name and the tagline.
    Identity,
    /// Opponent, level or seating, who starts, and Play.
    Choices,
    /// Continue, the rules, the settings, the lessons, the puzzles, a code.
    Actions,
}

/// Whether the browser offers a fullscreen mode the title can switch to
/// (set by the web page's platform code; never on the desktop or an
/// iPhone).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FullscreenOffered(pub bool);

/// The player asked for the whole screen, or to leave it.
#[derive(Event, Clone, Copy, Debug)]
pub struct ToggleFullscreen;

/// Where the title makes room for the first launch's offer of the lessons:
/// above the choices, in the flow, so it hides none of them.
#[derive(Component)]
pub struct OfferPlace;

/// Two players across the table: the choice, shown under Two players.
#[derive(Component)]
struct SeatingRow;

/// The line under the name, shown unless the identity faces North.
#[derive(Component)]
struct Tagline;

/// Face to face, what North reads under the name, turned to them: which
/// side is theirs and who starts.
#[derive(Component)]
struct NorthLine;

/// The one room of the levels and the seating.
#[derive(Component)]
struct ChoiceRoom;

/// The row that holds Play: at the end of the choices, or, on a window as
/// short as a phone held sideways, in the [`PlayBar`].
#[derive(Component)]
struct PlayRow;

/// A bar under the scrolling title, below its choices' column, that keeps
/// Play in view on a short wide window however far the page scrolls.
#[derive(Component)]
struct PlayBar;

fn spawn_title(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    fullscreen: Res<FullscreenOffered>,
    shelved: Res<Shelved>,
) {
    let shelved = shelved.0.is_some();
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                ..default()
            },
            BackgroundColor(palette::BACKGROUND),
        ))
        .with_children(|screen| {
            screen
                .spawn((
                    Name::new("Title page"),
                    Node {
                        width: percent(100),
                        flex_grow: 1.0,
                        min_height: px(0),
                        flex_direction: FlexDirection::Column,
                        overflow: Overflow::scroll_y(),
                        ..default()
                    },
                ))
                .with_children(|page| spawn_grid(page, fonts, fullscreen.0, shelved));
            screen.spawn((
                PlayBar,
                Node {
                    display: Display::None,
                    width: percent(50),
                    flex_shrink: 0.0,
                    align_self: AlignSelf::FlexEnd,
                    justify_content: JustifyContent::Center,
                    padding: UiRect::all(px(4)),
                    ..default()
                },
            ));
        });
}

/// The identity, the choices and the actions, on a grid [`follow_frame`]
/// shapes.
fn spawn_grid(page: &mut ChildSpawnerCommands, fonts: &UiFonts, fullscreen: bool, shelved: bool) {
    page.spawn((
        TitlePart::Grid,
        Node {
            display: Display::Grid,
            width: percent(100),
            flex_shrink: 0.0,
            // Centred while it fits; from the top, scrolling,
            // when it does not.
            margin: UiRect::vertical(Val::Auto),
            padding: UiRect::all(px(6)),
            align_items: AlignItems::Center,
            justify_items: JustifyItems::Center,
            ..default()
        },
    ))
    .with_children(|grid| {
        grid.spawn((TitlePart::Identity, pane()))
            .with_children(|identity| {
                spawn_emblem(identity);
                identity.spawn(heading("Modiar", size::TITLE, fonts));
                // The tagline and North's line share one room: choosing
                // Face to face moves nothing.
                identity
                    .spawn((Name::new("Tagline or North's line"), choice_room()))
                    .with_children(|room| {
                        room.spawn((
                            Tagline,
                            tr("tagline", size::BODY, palette::TEXT_DIM, fonts),
                            TextLayout::justify(Justify::Center),
                            roomed_text(),
                        ));
                        room.spawn((
                            NorthLine,
                            tr("title-north-second", size::BODY, palette::TEXT, fonts),
                            TextLayout::justify(Justify::Center),
                            roomed_text(),
                            Visibility::Hidden,
                        ));
                    });
            });
        grid.spawn((TitlePart::Choices, pane()))
            .with_children(|choices| {
                choices.spawn((
                    OfferPlace,
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        flex_shrink: 0.0,
                        width: percent(100),
                        ..default()
                    },
                ));
                spawn_notice_banner(choices, fonts, false);
                spawn_choices(choices, fonts);
            });
        grid.spawn((TitlePart::Actions, pane()))
            .with_children(|actions| {
                spawn_actions(actions, fonts, fullscreen, shelved);
            });
    });
}

/// A column of the title, its contents centred.
fn pane() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        padding: UiRect::all(px(6)),
        ..default()
    }
}

/// A row of the title's buttons: wrapping, centred, and without the space
/// between rows a dialog's rows have (a phone held sideways is short).
/// Its buttons share one height, whether or not one has a record line
/// under its name: a chosen button never looks smaller than its neighbour.
fn title_row() -> impl Bundle {
    let (mut node, mirrored) = button_row();
    node.margin = UiRect::ZERO;
    node.align_items = AlignItems::Stretch;
    (node, mirrored)
}

/// The room the levels and the seating share: one grid cell, both rows in
/// it, so it is as tall as the taller whichever shows.
fn choice_room() -> Node {
    Node {
        display: Display::Grid,
        // A track as wide as the room, not its content: the rows wrap.
        grid_template_columns: vec![GridTrack::percent(100.0)],
        width: percent(100),
        ..default()
    }
}

/// A line of words in a shared room's one cell, centred in it.
fn roomed_text() -> Node {
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

fn spawn_choices(parent: &mut ChildSpawnerCommands, fonts: &UiFonts) {
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
    parent.spawn(title_row()).with_children(|row| {
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
    // Play right under the choices it plays, not across the screen.
    parent.spawn((PlayRow, title_row())).with_children(|row| {
        row.spawn(primary_button("button-play", fonts))
            .observe(|_: On<Press>, mut commands: Commands| commands.trigger(StartGame));
    });
}

fn spawn_actions(
    parent: &mut ChildSpawnerCommands,
    fonts: &UiFonts,
    fullscreen: bool,
    shelved: bool,
) {
    parent.spawn(title_row()).with_children(|row| {
        // The game the player left for the title, first.
        if shelved {
            row.spawn(button("button-continue", fonts))
                .observe(|_: On<Press>, mut commands: Commands| commands.trigger(ContinueGame));
        }
        row.spawn(button("button-rules", fonts))
            .observe(open(Dialog::Rules));
        row.spawn(button("button-settings", fonts))
            .observe(open(Dialog::Settings));
        row.spawn(button("button-about", fonts))
            .observe(open(Dialog::About));
    });
    parent.spawn(title_row()).with_children(|row| {
        row.spawn(button("button-learn", fonts))
            .observe(go_to(Screen::Tutorial));
        row.spawn(button("button-puzzles", fonts))
            .observe(go_to(Screen::Puzzles));
        row.spawn(button("button-open-code", fonts))
            .observe(open(Dialog::OpenCode));
        if fullscreen {
            row.spawn(button("button-fullscreen", fonts))
                .observe(|_: On<Press>, mut commands: Commands| commands.trigger(ToggleFullscreen));
        }
    });
}

/// Lays the title out for the window: the identity over the actions
/// beside the choices on a wide window, all three in a column on a tall
/// one.
fn follow_frame(
    mut commands: Commands,
    frame: Res<ScreenLayout>,
    mut parts: Query<(Entity, &TitlePart, &mut Node)>,
    mut emblems: Query<&mut Node, (With<Emblem>, Without<TitlePart>)>,
    mut bars: Query<(Entity, &mut Node), (With<PlayBar>, Without<TitlePart>, Without<Emblem>)>,
    play_rows: Query<(Entity, &ChildOf), With<PlayRow>>,
) {
    let wide = matches!(frame.bands, Bands::Landscape { .. });
    // A phone held sideways is short: the lessons' and the rules' buttons
    // under the name come first, the emblem goes.
    let short = wide && frame.size.y < SHORT_WINDOW;
    for mut node in &mut emblems {
        let display = if short { Display::None } else { Display::Flex };
        if node.display != display {
            node.display = display;
        }
    }
    // Short, Play leaves the scrolling choices for the bar under them.
    let choices = parts
        .iter()
        .find_map(|(entity, part, _)| (*part == TitlePart::Choices).then_some(entity));
    if let (Ok((bar, mut bar_node)), Ok((play_row, parent)), Some(choices)) =
        (bars.single_mut(), play_rows.single(), choices)
    {
        let display = if short { Display::Flex } else { Display::None };
        if bar_node.display != display {
            bar_node.display = display;
        }
        let home = if short { bar } else { choices };
        if parent.parent() != home {
            commands.entity(home).add_child(play_row);
        }
    }
    for (_, part, mut node) in &mut parts {
        let (row, column) = match (part, wide) {
            (TitlePart::Grid, _) => {
                node.grid_template_columns = if wide {
                    vec![GridTrack::fr(1.0), GridTrack::fr(1.0)]
                } else {
                    vec![GridTrack::fr(1.0)]
                };
                continue;
            }
            (TitlePart::Identity, _) => (GridPlacement::start(1), GridPlacement::start(1)),
            (TitlePart::Choices, true) => {
                (GridPlacement::start_span(1, 2), GridPlacement::start(2))
            }
            (TitlePart::Choices, false) => (GridPlacement::start(2), GridPlacement::start(1)),
            (TitlePart::Actions, true) => (GridPlacement::start(2), GridPlacement::start(1)),
            (TitlePart::Actions, false) => (GridPlacement::start(3), GridPlacement::start(1)),
        };
        node.grid_row = row;
        node.grid_column = column;
        // On a wide window the identity sits just above the actions.
        node.align_self = match (part, wide) {
            (TitlePart::Identity, true) => AlignSelf::End,
            (TitlePart::Actions, true) => AlignSelf::Start,
            _ => AlignSelf::Center,
        };
    }
}

/// Below this height (logical pixels) a wide title leaves out its emblem.
const SHORT_WINDOW: f32 = 480.0;

/// Goes to another screen.
fn go_to(screen: Screen) -> impl Fn(On<Press>, ResMut<NextState<Screen>>) {
    move |_: On<Press>, mut next: ResMut<NextState<Screen>>| next.set(screen)
}

/// Words "who starts" for the mode, and shows the levels only against the
/// computer, and the seating only for two players.
fn follow_mode(
    settings: Res<Settings>,
    starts_buttons: Query<(&StartsLabel, &Children)>,
    mut level_row: Query<&mut Visibility, (With<LevelRow>, Without<SeatingRow>)>,
    mut seating_row: Query<&mut Visibility, (With<SeatingRow>, Without<LevelRow>)>,
    mut labels: Query<&mut Tr, Without<RecordLegend>>,
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
    for (starts, children) in &starts_buttons {
        let words = match (starts.0, settings.mode) {
            (Starts::South, Mode::VsComputer) => "starts-you",
            (Starts::North, Mode::VsComputer) => "starts-computer",
            (Starts::South, Mode::TwoPlayers) => "starts-south",
            (Starts::North, Mode::TwoPlayers) => "starts-north",
            (Starts::South, Mode::ByLink) => "starts-you",
            (Starts::North, Mode::ByLink) => "starts-friend",
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

/// Face to face, the emblem and the name turn to North, with a line that
/// tells North their side and who starts: the choices stay South's, who
/// sets the game up, but both can read what it will be.
fn face_north(
    settings: Res<Settings>,
    mut parts: Query<(&TitlePart, &mut UiTransform)>,
    mut tagline: Query<&mut Visibility, (With<Tagline>, Without<NorthLine>)>,
    mut north: Query<(&mut Visibility, &mut Tr), (With<NorthLine>, Without<Tagline>)>,
) {
    let turned = settings.mode == Mode::TwoPlayers && settings.face_to_face;
    let rotation = if turned {
        Rot2::radians(PI)
    } else {
        Rot2::IDENTITY
    };
    for (part, mut transform) in &mut parts {
        if *part == TitlePart::Identity && transform.rotation != rotation {
            transform.rotation = rotation;
        }
    }
    for mut visibility in &mut tagline {
        visibility.set_if_neq(seen(!turned));
    }
    let words = match settings.first_player() {
        Side::North => "title-north-first",
        Side::South => "title-north-second",
    };
    for (mut visibility, mut line) in &mut north {
        visibility.set_if_neq(seen(turned));
        if line.0 != words {
            line.0 = words;
        }
    }
}

fn seen(shown: bool) -> Visibility {
    if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FullscreenOffered>()
        .add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(
            Update,
            (
                follow_mode.run_if(
                    resource_changed::<Settings>.or_eager(any_match_filter::<Added<LevelRow>>),
                ),
                widen_starts.run_if(
                    resource_changed::<Locale>.or_eager(any_match_filter::<Added<StartsLabel>>),
                ),
                face_north.run_if(
                    resource_changed::<Settings>.or_eager(any_match_filter::<Added<NorthLine>>),
                ),
                show_records.run_if(
                    resource_changed::<Records>
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(resource_changed::<Settings>)
                        .or_eager(any_match_filter::<Added<RecordLine>>),
                ),
                follow_frame.run_if(
                    resource_changed::<ScreenLayout>.or_eager(any_match_filter::<Added<TitlePart>>),
                ),
            )
                .run_if(in_state(Screen::Title))
                .in_set(AppSystems::Show),
        );
}
