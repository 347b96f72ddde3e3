//! One-line notices (a settings file or a saved game that could not be
//! read, a code copied or mistyped), shown at the top of the title screen
//! and the board until tapped. A notice about a game or a screen goes with
//! it: a new board or another screen clears it.

use super::locale::Locale;
use super::room::{RoomFor, Sizer, room_node};
use super::widgets::{ButtonId, label};
use crate::game::input::Press;
use crate::game::play::BoardReset;
use crate::game::state::AppSystems;
use crate::game::state::{Screen, keeps_the_board};
use crate::game::theme::{UiFonts, palette, size};
use crate::i18n::Arg;
use bevy::prelude::*;

/// How long notices stay if nobody taps them.
const NOTICE_SECONDS: f32 = 20.0;

/// What a notice says.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum NoticeKind {
    /// The settings file was unreadable and set aside.
    SettingsReset,
    /// The saved game was unreadable and set aside.
    GameReset,
    /// A file came from a newer version and was set aside.
    Newer,
    /// The settings file was unreadable and could not be moved: settings
    /// are not saved this time.
    SettingsStuck,
    /// The same for the saved game.
    GameStuck,
    /// The puzzle progress was unreadable and set aside.
    PuzzlesReset,
    /// The puzzle progress could not be read or moved.
    PuzzlesStuck,
    /// The records were unreadable and set aside.
    RecordsReset,
    /// The records could not be read or moved.
    RecordsStuck,
    /// The games by link were unreadable and set aside.
    LinksReset,
    /// The games by link could not be read or moved.
    LinksStuck,
    /// A game code could not be read; the game on the board is kept.
    BadCode,
    /// A game's code was copied.
    CodeCopied,
    /// A game's code, to copy by hand (no clipboard).
    CodeShown,
    /// The browser did not give the game the whole screen.
    FullscreenRefused,
    /// A game by link's link was copied, to send to the friend.
    LinkCopied,
    /// A game by link's link, to copy by hand (no clipboard).
    LinkShown,
    /// A link no newer than the game kept here: the moves in each.
    LinkOlder { link: u16, kept: u16 },
    /// A link whose moves are not the game kept here.
    LinkDiverges,
    /// A link for the other player of the game.
    LinkWrongSeat,
    /// A link that cannot be read, and why.
    LinkUnreadable(LinkFault),
    /// By link, Undo after the move was sent: it stays.
    LinkSentStays,
    /// By link, Send on this player's own turn: there is no move to send.
    LinkYourMove,
    /// By link, a pit tapped on the friend's turn: whether this player's
    /// move has been sent.
    LinkFriendsMove { sent: bool },
    /// The browser keeps nothing (its storage is refused or full): games
    /// and settings last until the page closes.
    NothingKept,
    /// The game on the board went on in another tab or window: it is shown
    /// as it now stands.
    GameFollowed,
    /// Another tab or window began a new game in place of this one.
    GameReplaced,
    /// The installed web app fetched a new version, which starts next
    /// time.
    UpdateReady,
}

/// Why a link could not be read, as a player is told it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum LinkFault {
    /// Far longer than any game's link.
    TooLong,
    /// Changed on the way: its checksum or a move does not hold.
    Damaged,
    /// Cut short, or not a link of Modiar's at all.
    NotALink,
}

impl LinkFault {
    pub const ALL: [LinkFault; 3] = [LinkFault::TooLong, LinkFault::Damaged, LinkFault::NotALink];

    /// The selector value in the Fluent files.
    pub fn selector(self) -> &'static str {
        match self {
            LinkFault::TooLong => "too-long",
            LinkFault::Damaged => "damaged",
            LinkFault::NotALink => "not-a-link",
        }
    }
}

impl NoticeKind {
    pub fn message(self) -> &'static str {
        match self {
            NoticeKind::SettingsReset => "notice-settings-reset",
            NoticeKind::GameReset => "notice-game-reset",
            NoticeKind::Newer => "notice-newer",
            NoticeKind::SettingsStuck => "notice-settings-stuck",
            NoticeKind::GameStuck => "notice-game-stuck",
            NoticeKind::PuzzlesReset => "notice-puzzles-reset",
            NoticeKind::PuzzlesStuck => "notice-puzzles-stuck",
            NoticeKind::RecordsReset => "notice-records-reset",
            NoticeKind::RecordsStuck => "notice-records-stuck",
            NoticeKind::LinksReset => "notice-links-reset",
            NoticeKind::LinksStuck => "notice-links-stuck",
            NoticeKind::BadCode => "notice-bad-code",
            NoticeKind::CodeCopied => "notice-code-copied",
            NoticeKind::CodeShown => "notice-code-shown",
            NoticeKind::FullscreenRefused => "notice-fullscreen-refused",
            NoticeKind::LinkCopied => "notice-link-copied",
            NoticeKind::LinkShown => "notice-link-shown",
            NoticeKind::LinkOlder { .. } => "notice-link-older",
            NoticeKind::LinkDiverges => "notice-link-diverges",
            NoticeKind::LinkWrongSeat => "notice-link-wrong-seat",
            NoticeKind::LinkUnreadable(_) => "notice-link-unreadable",
            NoticeKind::LinkSentStays => "notice-link-sent-stays",
            NoticeKind::LinkYourMove => "notice-link-your-move",
            NoticeKind::LinkFriendsMove { .. } => "notice-link-friends-move",
            NoticeKind::NothingKept => "notice-nothing-kept",
            NoticeKind::GameFollowed => "notice-game-followed",
            NoticeKind::GameReplaced => "notice-game-replaced",
            NoticeKind::UpdateReady => "notice-update-ready",
        }
    }

    /// What its sentence says besides the kept file or code.
    pub fn args(self) -> Vec<(&'static str, Arg<'static>)> {
        match self {
            NoticeKind::LinkOlder { link, kept } => vec![
                ("link", Arg::Num(link.into())),
                ("moves", Arg::Num(kept.into())),
            ],
            NoticeKind::LinkUnreadable(fault) => vec![("why", Arg::Str(fault.selector()))],
            NoticeKind::LinkFriendsMove { sent } => {
                vec![("sent", Arg::Str(if sent { "yes" } else { "no" }))]
            }
            _ => Vec::new(),
        }
    }

    /// About a game by link's link: sent, or why one was refused.
    pub fn is_about_a_link(self) -> bool {
        matches!(
            self,
            NoticeKind::LinkCopied
                | NoticeKind::LinkShown
                | NoticeKind::LinkOlder { .. }
                | NoticeKind::LinkDiverges
                | NoticeKind::LinkWrongSeat
                | NoticeKind::LinkUnreadable(_)
                | NoticeKind::LinkSentStays
                | NoticeKind::LinkYourMove
                | NoticeKind::LinkFriendsMove { .. }
        )
    }

    /// Told to a screen reader as it shows: what arises during play.
    pub fn is_told(self) -> bool {
        self.is_about_a_link()
            || matches!(
                self,
                NoticeKind::NothingKept
                    | NoticeKind::GameFollowed
                    | NoticeKind::GameReplaced
                    | NoticeKind::UpdateReady
            )
    }

    /// About the game or screen where it arose, not about a file.
    pub fn is_local(self) -> bool {
        self.is_about_a_link()
            || matches!(
                self,
                NoticeKind::BadCode
                    | NoticeKind::CodeCopied
                    | NoticeKind::CodeShown
                    | NoticeKind::FullscreenRefused
                    | NoticeKind::GameFollowed
            )
    }
}

/// A notice and the name the bad file was kept under, if it was moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub kind: NoticeKind,
    pub kept: Option<String>,
}

/// The notices to show.
#[derive(Resource, Debug, Clone)]
pub struct Notices {
    pub items: Vec<Notice>,
    timer: Timer,
}

impl Default for Notices {
    fn default() -> Self {
        Notices {
            items: Vec::new(),
            timer: Timer::from_seconds(NOTICE_SECONDS, TimerMode::Once),
        }
    }
}

impl Notices {
    /// Shows a notice; the same one again is shown once, as the latest.
    pub fn push(&mut self, kind: NoticeKind, kept: Option<String>) {
        let notice = Notice { kind, kept };
        self.items.retain(|shown| *shown != notice);
        self.items.push(notice);
        self.timer = Timer::from_seconds(NOTICE_SECONDS, TimerMode::Once);
    }

    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Drops the notices about the game or screen being left, or that a
    /// new one about it replaces.
    pub fn clear_local(&mut self) {
        self.items.retain(|notice| !notice.kind.is_local());
    }
}

/// A notice in words.
pub fn notice_text(notice: &Notice, locale: &Locale) -> String {
    let kept = notice.kept.as_deref().unwrap_or_default();
    let mut args: Vec<(&str, Arg)> = notice.kind.args();
    args.push(("kept", Arg::Str(kept)));
    locale.t_with(notice.kind.message(), &args)
}

/// A new position on the board: notices about the last one go.
fn forget_the_old_board(_: On<BoardReset>, mut notices: ResMut<Notices>) {
    if notices.items.iter().any(|n| n.kind.is_local()) {
        notices.clear_local();
    }
}

/// Another screen: notices about the last one go. The first screen has no
/// last one (a page opened on a link keeps the line about it), and a game
/// going to its result keeps its board, and its lines.
fn forget_the_old_screen(
    mut turned: MessageReader<StateTransitionEvent<Screen>>,
    mut notices: ResMut<Notices>,
) {
    let left = turned
        .read()
        .filter(|t| match (t.exited, t.entered) {
            (Some(from), Some(to)) => !keeps_the_board(from, to),
            _ => false,
        })
        .count()
        > 0;
    if left && notices.items.iter().any(|n| n.kind.is_local()) {
        notices.clear_local();
    }
}

/// The banner that shows the notices; `on_board` above a game's board.
#[derive(Component)]
struct NoticeBanner {
    on_board: bool,
}

/// The notices a board's banner keeps room for while none shows, so that
/// one appearing never pushes the board (by link, the link sent after
/// every move). Empty: the banner takes no room until it has words.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoticeRoom(pub Vec<String>);

/// Spawns a banner for the notices; empty (and taking no room, unless a
/// board's [`NoticeRoom`] asks for it) when there are none. Tapping it
/// dismisses them.
pub fn spawn_notice_banner(parent: &mut ChildSpawnerCommands, fonts: &UiFonts, on_board: bool) {
    parent
        .spawn((
            Name::new("Notice"),
            NoticeBanner { on_board },
            Button,
            ButtonId("notice"),
            // One cell for its words and the hidden ones it keeps room for.
            RoomFor::default(),
            Node {
                display: Display::None,
                // A banner as wide as its panel allows, its words wrapping.
                width: percent(100),
                max_width: px(720),
                padding: UiRect::axes(px(14), px(8)),
                margin: UiRect::bottom(px(10)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                ..room_node()
            },
            // Framed like a card, so it reads apart from the turn line.
            BorderColor::all(palette::WARNING),
            BackgroundColor(Color::srgba(0.35, 0.22, 0.10, 0.97)),
            // A link is one long word: it breaks where it must.
            children![(
                label("", size::SMALL, palette::WARNING, fonts),
                TextLayout::linebreak(LineBreak::WordOrCharacter),
            )],
        ))
        .observe(|_: On<Press>, mut notices: ResMut<Notices>| notices.clear());
}

/// Runs the notices' clock without marking them changed each frame.
fn fade_notices(time: Res<Time>, mut notices: ResMut<Notices>) {
    if notices.items.is_empty() {
        return;
    }
    if notices
        .bypass_change_detection()
        .timer
        .tick(time.delta())
        .just_finished()
    {
        notices.clear();
    }
}

fn show_notices(
    locale: Res<Locale>,
    notices: Res<Notices>,
    room: Res<NoticeRoom>,
    mut banners: Query<(
        &NoticeBanner,
        &mut Node,
        &mut Visibility,
        &mut RoomFor,
        &Children,
    )>,
    // The words shown, not the hidden copies that keep the room.
    mut texts: Query<&mut Text, Without<Sizer>>,
) {
    let text = notices
        .items
        .iter()
        .map(|notice| notice_text(notice, &locale))
        .collect::<Vec<_>>()
        .join("\n");
    for (banner, mut node, mut visibility, mut kept_room, children) in &mut banners {
        let wanted = if banner.on_board {
            room.0.clone()
        } else {
            Vec::new()
        };
        kept_room.set_if_neq(RoomFor(wanted));
        // Laid out while it has words or keeps room; seen only with words.
        let display = if text.is_empty() && kept_room.0.is_empty() {
            Display::None
        } else {
            Display::Grid
        };
        if node.display != display {
            node.display = display;
        }
        visibility.set_if_neq(if text.is_empty() {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
        for child in children.iter() {
            if let Ok(mut shown) = texts.get_mut(child)
                && shown.0 != text
            {
                shown.0 = text.clone();
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<NoticeRoom>()
        .add_observer(forget_the_old_board)
        .add_systems(
            Update,
            (
                forget_the_old_screen.run_if(on_message::<StateTransitionEvent<Screen>>),
                fade_notices,
                show_notices.run_if(
                    resource_changed::<Notices>
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(resource_changed::<NoticeRoom>)
                        .or_eager(any_match_filter::<Added<NoticeBanner>>),
                ),
            )
                .chain()
                .in_set(AppSystems::Show),
        );
}
