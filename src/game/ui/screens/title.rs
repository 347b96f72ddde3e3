//! The title screen: the emblem and the game's name, then against the
//! computer (with a level), two players on one device (side by side or
//! face to face) or a friend far away by link, who starts, the rules and
//! the settings. Face to face, the name and a line for North turn to them.

use super::emblem::{Emblem, spawn_emblem};
use super::title_choices::{PlayRow, choice_room, roomed_text, seen, spawn_choices, title_row};
use crate::game::board::{Bands, ScreenLayout};
use crate::game::input::Press;
use crate::game::play::{ContinueGame, Settings, Shelved};
use crate::game::state::AppSystems;
use crate::game::state::{Dialog, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::open;
use crate::game::ui::locale::Tr;
use crate::game::ui::notice::spawn_notice_banner;
use crate::game::ui::widgets::{button, heading, tr};
use crate::prefs::Mode;
use crate::rules::Side;
use bevy::prelude::*;
use std::f32::consts::PI;

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

/// Whether the browser offers to install the game as an app (the web
/// page's news; never on the desktop, nor on an iPhone, which has no such
/// offer). The title shows Install when it is offered as the title opens;
/// an offer made later waits for the next visit to the title, so nothing
/// moves under a finger.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstallOffered(pub bool);

/// The player asked to install the game as an app.
#[derive(Event, Clone, Copy, Debug)]
pub struct AskInstall;

/// The title's Install button.
#[derive(Component)]
struct InstallButton;

/// Where the title makes room for the first launch's offer of the lessons:
/// above the choices, in the flow, so it hides none of them.
#[derive(Component)]
pub struct OfferPlace;

/// The line under the name, shown unless the identity faces North.
#[derive(Component)]
struct Tagline;

/// Face to face, what North reads under the name, turned to them: which
/// side is theirs and who starts.
#[derive(Component)]
struct NorthLine;

/// A bar under the scrolling title, below its choices' column, that keeps
/// Play in view on a short wide window however far the page scrolls.
#[derive(Component)]
struct PlayBar;

fn spawn_title(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    fullscreen: Res<FullscreenOffered>,
    install: Res<InstallOffered>,
    shelved: Res<Shelved>,
) {
    let shelved = shelved.0.is_some();
    let offers = WebOffers {
        fullscreen: fullscreen.0,
        install: install.0,
    };
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
                .with_children(|page| spawn_grid(page, fonts, offers, shelved));
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
fn spawn_grid(page: &mut ChildSpawnerCommands, fonts: &UiFonts, offers: WebOffers, shelved: bool) {
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
                spawn_actions(actions, fonts, offers, shelved);
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

/// What the browser offers the title: its full screen, and installing the
/// game as an app.
#[derive(Clone, Copy)]
struct WebOffers {
    fullscreen: bool,
    install: bool,
}

fn spawn_actions(
    parent: &mut ChildSpawnerCommands,
    fonts: &UiFonts,
    offers: WebOffers,
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
        if offers.fullscreen {
            row.spawn(button("button-fullscreen", fonts))
                .observe(|_: On<Press>, mut commands: Commands| commands.trigger(ToggleFullscreen));
        }
        if offers.install {
            row.spawn((InstallButton, button("button-install", fonts)))
                .observe(|_: On<Press>, mut commands: Commands| commands.trigger(AskInstall));
        }
    });
}

/// Installed (or the offer withdrawn): Install goes, after the browser's
/// own question, which covered the page, has been answered.
fn follow_install_offer(
    offered: Res<InstallOffered>,
    mut buttons: Query<&mut Node, With<InstallButton>>,
) {
    if offered.0 {
        return;
    }
    for mut node in &mut buttons {
        if node.display != Display::None {
            node.display = Display::None;
        }
    }
}

/// Lays the title out for the window: the identity over the actions
/// beside the choices on a wide window, all three in a column on a tall
/// one.
fn follow_frame(
    mut commands: Commands,
    screen_layout: Res<ScreenLayout>,
    mut parts: Query<(Entity, &TitlePart, &mut Node)>,
    mut emblems: Query<&mut Node, (With<Emblem>, Without<TitlePart>)>,
    mut bars: Query<(Entity, &mut Node), (With<PlayBar>, Without<TitlePart>, Without<Emblem>)>,
    play_rows: Query<(Entity, &ChildOf), With<PlayRow>>,
) {
    let wide = matches!(screen_layout.bands, Bands::Landscape { .. });
    // A phone held sideways is short: the lessons' and the rules' buttons
    // under the name come first, the emblem goes.
    let short = wide && screen_layout.size.y < SHORT_WINDOW;
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FullscreenOffered>()
        .init_resource::<InstallOffered>()
        .add_systems(OnEnter(Screen::Title), spawn_title)
        .add_systems(
            Update,
            (
                face_north.run_if(
                    resource_changed::<Settings>.or_eager(any_match_filter::<Added<NorthLine>>),
                ),
                follow_frame.run_if(
                    resource_changed::<ScreenLayout>.or_eager(any_match_filter::<Added<TitlePart>>),
                ),
                follow_install_offer.run_if(resource_changed::<InstallOffered>),
            )
                .run_if(in_state(Screen::Title))
                .in_set(AppSystems::Show),
        );
}
