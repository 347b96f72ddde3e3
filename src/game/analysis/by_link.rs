//! A game by link, as it leaves and reaches this device. *Send* puts the
//! game's link on the clipboard (on the web, a link to this page with
//! `#g=CODE`), or shows it to copy by hand. A link that comes in, opened
//! as the page's address or typed under *Open a code*, is judged against
//! the game kept here: a newer one is played out on the board; any other
//! gets one line saying why nothing changed (over that game as it stands,
//! when it is kept here), as does an Undo of a move
//! already sent.

use super::share::{PageAddress, shared_text};
use crate::game::learn::FirstInvite;
use crate::game::play::{
    LinkGiven, Links, MovePlayed, OnLink, OpenLink, PitChosen, Players, SendLink, SentStays,
    Settings, ShowLink, UnixClock,
};
use crate::game::state::{AppSystems, Screen, Turn};
use crate::game::ui::locale::Locale;
use crate::game::ui::notice::{LinkFault, Notice, NoticeKind, NoticeRoom, Notices, notice_text};
use crate::game::ui::widgets::{ButtonId, Spent};
use crate::link::{LinkError, LinkGame, Refused};
use bevy::clipboard::Clipboard;
use bevy::prelude::*;

/// The line a refused link gets.
pub fn refusal_notice(refused: &Refused) -> NoticeKind {
    let at_most = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
    match refused {
        Refused::Unreadable(error) => NoticeKind::LinkUnreadable(match error {
            LinkError::TooLong => LinkFault::TooLong,
            LinkError::Damaged | LinkError::IllegalMove { .. } | LinkError::WrongTurn => {
                LinkFault::Damaged
            }
            LinkError::NotALink | LinkError::OtherVersion(_) => LinkFault::NotALink,
        }),
        Refused::Older { link, kept } => NoticeKind::LinkOlder {
            link: at_most(*link),
            kept: at_most(*kept),
        },
        Refused::Diverges { .. } => NoticeKind::LinkDiverges,
        Refused::WrongSeat { .. } => NoticeKind::LinkWrongSeat,
    }
}

fn open_link(
    open: On<OpenLink>,
    clock: Res<UnixClock>,
    settings: Res<Settings>,
    mut links: ResMut<Links>,
    mut notices: ResMut<Notices>,
    mut pending: ResMut<PendingLine>,
    mut commands: Commands,
) {
    let known = |links: &Links| {
        LinkGame::decode(&open.0)
            .ok()
            .is_some_and(|game| links.0.get(game.id).is_some())
    };
    let new_game = !known(&links);
    match links.0.open(&open.0, (clock.0)()) {
        Ok(taken) => {
            // A friend's first link on a device that has never played:
            // an invitation, before the game.
            if new_game && !settings.lessons.offered {
                commands.trigger(FirstInvite(taken.id));
            }
            commands.trigger(ShowLink {
                id: taken.id,
                shown: Some(taken.before),
            });
        }
        Err(refused) => {
            info!("a link was refused: {refused:?}");
            // A link of a game kept here (stale, diverging, the other
            // seat's) shows that game as it stands, with the line saying
            // why nothing changed: tapping the friend's link again finds
            // the game. The line waits for that board, which would
            // clear it.
            let kept = LinkGame::decode(&open.0)
                .ok()
                .map(|game| game.id)
                .filter(|&id| links.0.get(id).is_some());
            match kept {
                Some(id) => {
                    pending.0 = Some(refusal_notice(&refused));
                    commands.trigger(ShowLink { id, shown: None });
                }
                None => {
                    notices.clear_local();
                    notices.push(refusal_notice(&refused), None);
                }
            }
        }
    }
}

/// A refusal's line, to show once its game is on the board.
#[derive(Resource, Default, Debug)]
struct PendingLine(Option<NoticeKind>);

/// Shows the refusal's line on its game's board, after the new board and
/// screen have cleared the old lines.
fn show_pending_line(
    screen: Res<State<Screen>>,
    mut pending: ResMut<PendingLine>,
    mut notices: ResMut<Notices>,
) {
    if *screen.get() == Screen::Playing
        && let Some(kind) = pending.0.take()
    {
        notices.clear_local();
        notices.push(kind, None);
    }
}

fn send_link(
    _: On<SendLink>,
    on_link: Res<OnLink>,
    page: Res<PageAddress>,
    clipboard: Option<ResMut<Clipboard>>,
    mut links: ResMut<Links>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    let Some(kept) = on_link.0.and_then(|id| links.0.get(id)) else {
        return;
    };
    // On this player's turn there is nothing new for the friend: say what
    // Send is for, rather than send the friend the game they already have.
    if kept.my_turn() {
        notices.clear_local();
        notices.push(NoticeKind::LinkYourMove, None);
        return;
    }
    let id = kept.game.id;
    let text = shared_text(&kept.game.encode(), &page);
    let copied = clipboard.is_some_and(|mut c| c.set_text(text.clone()).is_ok());
    let kind = if copied {
        NoticeKind::LinkCopied
    } else {
        NoticeKind::LinkShown
    };
    notices.clear_local();
    notices.push(kind, Some(text.clone()));
    links.0.sent(id);
    commands.trigger(LinkGiven(text));
}

/// "Play your move first, then Send" goes once the move is played: left up,
/// it said it was this player's turn while the turn line said the friend's.
fn moved_first(played: On<MovePlayed>, players: Res<Players>, mut notices: ResMut<Notices>) {
    let stale = |n: &Notice| n.kind == NoticeKind::LinkYourMove;
    if players.by_link() && players.is_human(played.report.mover) && notices.items.iter().any(stale)
    {
        notices.items.retain(|n| !stale(n));
    }
}

/// By link, an Undo that cannot be: the move was sent. Every tap answers.
fn undo_refused(_: On<SentStays>, mut notices: ResMut<Notices>) {
    notices.clear_local();
    notices.push(NoticeKind::LinkSentStays, None);
}

/// By link, a pit tapped on the friend's turn: every tap answers, saying
/// whose move it is and what to do (a tap on a legal pit was silent).
fn friends_move(
    _: On<PitChosen>,
    players: Res<Players>,
    turn: Option<Res<State<Turn>>>,
    on_link: Res<OnLink>,
    links: Res<Links>,
    mut notices: ResMut<Notices>,
) {
    if !players.by_link() || turn.is_none_or(|t| *t.get() != Turn::Idle) {
        return;
    }
    let Some(kept) = on_link.0.and_then(|id| links.0.get(id)) else {
        return;
    };
    if kept.my_turn() || kept.game.is_over() {
        return;
    }
    let kind = NoticeKind::LinkFriendsMove { sent: !kept.unsent };
    if notices.items.iter().any(|n| n.kind == kind) {
        return;
    }
    notices.clear_local();
    notices.push(kind, None);
}

/// By link, Undo looks spent while there is nothing it may take back (the
/// move went to the friend, or none was made): a tap still says why.
fn dim_undo_once_sent(
    players: Res<Players>,
    on_link: Res<OnLink>,
    links: Res<Links>,
    mut buttons: Query<(&ButtonId, &mut Spent)>,
    new_buttons: Query<(Entity, &ButtonId), Without<Spent>>,
    mut commands: Commands,
) {
    let spent = players.by_link()
        && on_link
            .0
            .and_then(|id| links.0.get(id))
            .is_some_and(|kept| !kept.may_take_back());
    for (entity, id) in &new_buttons {
        if id.0 == "button-undo" {
            commands.entity(entity).insert(Spent(spent));
        }
    }
    for (id, mut look) in &mut buttons {
        if id.0 == "button-undo" {
            look.set_if_neq(Spent(spent));
        }
    }
}

/// A code as long as a long game's: the link most sends give is shorter.
const ROOMY_CODE: &str = "IAAAAAAAAwCABRNOQcpqIAAAAAAAAwCAB";

/// In a game by link, the board keeps room above it for every line about a
/// link (the one sent after each move above all), so none pushes it down.
fn keep_room_for_link_lines(
    players: Res<Players>,
    locale: Res<Locale>,
    page: Res<PageAddress>,
    mut room: ResMut<NoticeRoom>,
) {
    let texts = if players.by_link() {
        let link = shared_text(ROOMY_CODE, &page);
        let kinds = [
            NoticeKind::LinkCopied,
            NoticeKind::LinkShown,
            NoticeKind::LinkOlder { link: 88, kept: 99 },
            NoticeKind::LinkDiverges,
            NoticeKind::LinkWrongSeat,
            NoticeKind::LinkSentStays,
            NoticeKind::LinkYourMove,
            NoticeKind::LinkFriendsMove { sent: false },
            NoticeKind::LinkFriendsMove { sent: true },
        ]
        .into_iter()
        .chain(LinkFault::ALL.map(NoticeKind::LinkUnreadable));
        kinds
            .map(|kind| {
                let kept = matches!(kind, NoticeKind::LinkCopied | NoticeKind::LinkShown)
                    .then(|| link.clone());
                notice_text(&Notice { kind, kept }, &locale)
            })
            .collect()
    } else {
        Vec::new()
    };
    if room.0 != texts {
        room.0 = texts;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PendingLine>()
        // In `Last`: after a new screen and board have cleared old lines.
        .add_systems(
            Last,
            show_pending_line.run_if(|p: Res<PendingLine>| p.0.is_some()),
        )
        .add_systems(
            Update,
            keep_room_for_link_lines.run_if(
                resource_changed::<Players>
                    .or_eager(resource_changed::<Locale>)
                    .or_eager(resource_changed::<PageAddress>),
            ),
        )
        .add_observer(open_link)
        .add_observer(send_link)
        .add_observer(undo_refused)
        .add_observer(moved_first)
        .add_observer(friends_move)
        .add_systems(
            Update,
            dim_undo_once_sent
                .run_if(
                    resource_changed::<Links>
                        .or_eager(resource_changed::<OnLink>)
                        .or_eager(resource_changed::<Players>)
                        .or_eager(any_match_filter::<(With<ButtonId>, Without<Spent>)>),
                )
                .in_set(AppSystems::Update),
        );
}
