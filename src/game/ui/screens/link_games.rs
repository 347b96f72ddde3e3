//! The games by link on this device, listed on the title under "A friend
//! by link": each with whose turn it is, the score as this device sees
//! it and when it last moved; a tap opens it (Send there sends its link
//! again), and Remove asks once more before it removes. The latest five
//! show first; "Show all" lists every game kept.

use crate::game::input::Press;
use crate::game::play::{Links, RemoveKept, Settings, ShowLink, UnixClock};
use crate::game::state::{AppSystems, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::locale::{Locale, keep_numbers_whole};
use crate::game::ui::widgets::{button_text, label, stacked_button_text};
use crate::i18n::Arg;
use crate::link::KeptLink;
use crate::prefs::Mode;
use crate::rules::Side;
use bevy::prelude::*;

/// The games the title lists at first: the latest, as the book keeps them.
const LISTED: usize = 5;

/// Whether the title lists every game by link, not only the latest: kept
/// for the session once asked for.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListAllLinks(pub bool);

/// Where the title lists the games by link (a column it places).
#[derive(Component)]
pub struct LinkGames;

/// The line on how a game by link goes, in the list's place until the
/// first game: shown only under "A friend by link".
#[derive(Component)]
pub struct LinkHow;

/// The game whose Remove was pressed once: pressed again, it goes.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
struct AskedToRemove(Option<u32>);

/// Every word [`state_word`] gives.
pub const LINK_STATES: [&str; 6] = ["yours", "send", "waiting", "won", "lost", "drawn"];

/// Every word [`when_word`] gives.
pub const LINK_WHEN: [&str; 3] = ["today", "yesterday", "earlier"];

/// A kept game's state in the list's words: the selector of `link-game`.
/// An ended game says who won; one whose last move has yet to reach the
/// friend says to send it first.
pub fn state_word(kept: &KeptLink) -> &'static str {
    let ended = kept.game.game_for(kept.seat).result();
    if let Some(result) = ended.filter(|_| !kept.unsent) {
        match result.winner() {
            Some(Side::South) => "won",
            Some(Side::North) => "lost",
            None => "drawn",
        }
    } else if kept.unsent && ended.is_some() {
        "send"
    } else if kept.my_turn() {
        "yours"
    } else if kept.unsent {
        "send"
    } else {
        "waiting"
    }
}

/// When a game last moved, in the list's words: the selector of
/// `link-when`.
pub fn when_word(time: u64, now: u64) -> &'static str {
    const DAY: u64 = 86_400;
    match (now / DAY).saturating_sub(time / DAY) {
        0 => "today",
        1 => "yesterday",
        _ => "earlier",
    }
}

/// A game's two lines in the list: its state, then the score (this
/// device's first) and when it last moved.
pub fn game_lines(kept: &KeptLink, now: u64, locale: &Locale) -> (String, String) {
    let game = kept.game.game_for(kept.seat);
    let (mine, theirs) = match game.result() {
        Some(result) => (result.stones(Side::South), result.stones(Side::North)),
        None => (
            game.position().captured_by(Side::South),
            game.position().captured_by(Side::North),
        ),
    };
    let state = locale.t_with("link-game", &[("state", Arg::Str(state_word(kept)))]);
    let detail = locale.t_with(
        "link-game-detail",
        &[
            ("mine", Arg::from(mine)),
            ("theirs", Arg::from(theirs)),
            ("when", Arg::Str(when_word(kept.time, now))),
        ],
    );
    (state, keep_numbers_whole(&detail))
}

/// Fills the list anew: a heading and a row for each game, shown only
/// under "A friend by link" and only when there are games (before the
/// first, a line says how a game by link goes).
#[allow(clippy::too_many_arguments)]
fn show_games(
    mut commands: Commands,
    settings: Res<Settings>,
    links: Res<Links>,
    locale: Res<Locale>,
    clock: Res<UnixClock>,
    asked: Res<AskedToRemove>,
    all: Res<ListAllLinks>,
    fonts: Res<UiFonts>,
    places: Query<Entity, With<LinkGames>>,
    mut how: Query<&mut Visibility, With<LinkHow>>,
) {
    let now = (clock.0)();
    let kept = links.0.games.len();
    let listed = if all.0 { kept } else { kept.min(LISTED) };
    let games: Vec<&KeptLink> = if settings.mode == Mode::ByLink {
        links.0.games.iter().take(listed).collect()
    } else {
        Vec::new()
    };
    let first = settings.mode == Mode::ByLink && games.is_empty();
    for mut visibility in &mut how {
        visibility.set_if_neq(if first {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    for place in &places {
        commands.entity(place).despawn_children();
        if games.is_empty() {
            continue;
        }
        commands.entity(place).with_children(|list| {
            list.spawn(label(
                locale.t("link-games-heading"),
                size::SMALL,
                palette::TEXT_DIM,
                &fonts,
            ));
            for kept in &games {
                let id = kept.game.id;
                let (mut row, mirrored) = crate::game::ui::widgets::button_row();
                row.margin = UiRect::ZERO;
                // As wide as the column: a long line wraps in its button.
                row.width = percent(100);
                list.spawn((row, mirrored)).with_children(|row| {
                    let (state, detail) = game_lines(kept, now, &locale);
                    row.spawn(stacked_button_text("link-open", state, &fonts))
                        .with_child(label(detail, size::SMALL, palette::TEXT_DIM, &fonts))
                        .observe(move |_: On<Press>, mut commands: Commands| {
                            commands.trigger(ShowLink { id, shown: None });
                        });
                    let words = if asked.0 == Some(id) {
                        "link-remove-sure"
                    } else {
                        "link-remove"
                    };
                    row.spawn(button_text("link-remove", locale.t(words), &fonts))
                        .observe(
                            move |_: On<Press>,
                                  mut asked: ResMut<AskedToRemove>,
                                  mut commands: Commands| {
                                if asked.0 == Some(id) {
                                    asked.0 = None;
                                    commands.trigger(RemoveKept(id));
                                } else {
                                    asked.0 = Some(id);
                                }
                            },
                        );
                });
            }
            // More than the first few: all of them, or back to the latest.
            if kept > LISTED {
                let words = if all.0 {
                    locale.t("link-games-fewer")
                } else {
                    locale.t_with("link-games-all", &[("count", Arg::from(kept))])
                };
                list.spawn(button_text("link-games-all", words, &fonts))
                    .observe(|_: On<Press>, mut all: ResMut<ListAllLinks>| {
                        all.0 = !all.0;
                    });
            }
        });
    }
}

/// A new visit to the title asks again before removing.
fn forget_asked(mut asked: ResMut<AskedToRemove>) {
    asked.0 = None;
}

/// The list's column, for the title to place.
pub fn link_games_place() -> impl Bundle {
    (
        Name::new("Games by link"),
        LinkGames,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            flex_shrink: 0.0,
            width: percent(100),
            // In the title's shared room: its one cell, from the top.
            grid_row: GridPlacement::start(1),
            grid_column: GridPlacement::start(1),
            align_self: AlignSelf::Start,
            ..default()
        },
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AskedToRemove>()
        .init_resource::<ListAllLinks>()
        .add_systems(OnEnter(Screen::Title), forget_asked)
        .add_systems(
            Update,
            show_games
                .run_if(in_state(Screen::Title))
                .run_if(
                    resource_changed::<Links>
                        .or_eager(resource_changed::<Settings>)
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(resource_changed::<AskedToRemove>)
                        .or_eager(resource_changed::<ListAllLinks>)
                        .or_eager(any_match_filter::<Added<LinkGames>>),
                )
                .in_set(AppSystems::Show),
        );
}
