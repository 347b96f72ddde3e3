//! A game by link between two devices: two apps, each with storage of its
//! own, passing nothing but the links. Whole games, links opened in order,
//! late, twice, stale, diverging, damaged and from the wrong seat, each
//! answered as a player needs, with both games left intact.

use super::harness::*;
use bevy::prelude::*;
use modiar::ai::{Ai, Level};
use modiar::game::board::Playback;
use modiar::game::{
    LinkFault, Links, Match, NoticeKind, Notices, OnLink, OpenCode, PitChosen, Records, Screen,
    Settings, Turn, load_at_start,
};
use modiar::link::{LinkGame, Seat};
use modiar::prefs::{AnimationSpeed, Mode, Starts};
use modiar::save::{LINKS_FILE, MemoryStore, Opponent};

pub(super) fn by_link(starts: Starts) -> Settings {
    Settings {
        mode: Mode::ByLink,
        starts,
        speed: AnimationSpeed::Fast,
        ..default()
    }
}

/// A device: the game with storage of its own.
pub(super) fn device(starts: Starts) -> App {
    app_with_store(by_link(starts), MemoryStore::default())
}

/// Sends the game on the board: with no clipboard, the notice shows the
/// link to copy by hand, and that is what goes to the friend.
pub(super) fn send(app: &mut App) -> String {
    press(app, "button-send");
    app.update();
    let notices = app.world().resource::<Notices>();
    let shown = notices
        .items
        .iter()
        .find(|n| n.kind == NoticeKind::LinkShown)
        .expect("the link is shown");
    shown.kept.clone().expect("with its text")
}

pub(super) fn notices(app: &App) -> Vec<NoticeKind> {
    let items = &app.world().resource::<Notices>().items;
    items.iter().map(|n| n.kind).collect()
}

/// Runs until nothing moves on the board, no move waits to be shown, and
/// no change of screen or turn is on its way.
pub(super) fn settle(app: &mut App) {
    app.update();
    run_until(app, 2_000, |w| {
        let pending = |next: Option<&NextState<Turn>>| {
            next.is_some_and(|n| !matches!(n, NextState::Unchanged))
        };
        !w.resource::<Playback>().is_active()
            && w.resource::<modiar::game::Arriving>().0.is_empty()
            && matches!(turn(w), Some(Turn::Human | Turn::Idle | Turn::Over) | None)
            && !pending(w.get_resource::<NextState<Turn>>())
            && matches!(w.resource::<NextState<Screen>>(), NextState::Unchanged)
    });
}

/// Opens a link on a device, as the page's address or a pasted code
/// would, and lets its moves play out.
pub(super) fn open(app: &mut App, link: &str) {
    app.world_mut().trigger(OpenCode(link.to_owned()));
    settle(app);
}

/// This device's player chooses a move, as the level would, and makes it.
pub(super) fn play(app: &mut App, ai: &mut Ai) {
    assert_eq!(
        turn(app.world()),
        Some(Turn::Human),
        "not this device's turn"
    );
    let game = app.world().resource::<Match>().snapshot();
    let pit = ai.choose(&game, None).expect("a legal move");
    app.world_mut().trigger(PitChosen { pit });
    settle(app);
}

pub(super) fn kept(app: &App) -> modiar::link::KeptLink {
    let id = app.world().resource::<OnLink>().0.expect("a game by link");
    app.world()
        .resource::<Links>()
        .0
        .get(id)
        .expect("kept")
        .clone()
}

fn moves(app: &App) -> usize {
    app.world().resource::<Match>().moves().len()
}

/// Plays the game out between the two devices, link by link, and returns
/// every link in the order it was sent.
pub(super) fn play_out(opener: &mut App, guest: &mut App, seed: u64) -> Vec<String> {
    let mut ais = [Ai::new(Level::Casual, seed), Ai::new(Level::Club, seed + 1)];
    let mut links = Vec::new();
    let devices = [opener, guest];
    // The opener sends first whoever moves first: the friend needs the game.
    let mut mover = 0;
    if turn(devices[0].world()) == Some(Turn::Human) {
        play(devices[0], &mut ais[0]);
    }
    loop {
        let link = send(devices[mover]);
        links.push(link.clone());
        let other = 1 - mover;
        open(devices[other], &link);
        if devices[other].world().resource::<Match>().is_over() {
            break;
        }
        // The move that came by link is told as the friend's, by name (the
        // game's first move has the first-move rule's line instead).
        let arrived = devices[other].world().resource::<Match>().moves().to_vec();
        let lines = texts(devices[other]);
        if let [_, .., last] = arrived[..] {
            let line = format!("Your friend played pit {}", last.place() + 1);
            assert!(lines.iter().any(|t| t.starts_with(&line)), "{lines:?}");
        }
        assert!(lines.iter().any(|t| t.starts_with("Friend ")), "{lines:?}");
        play(devices[other], &mut ais[other]);
        mover = other;
        if devices[mover].world().resource::<Match>().is_over() {
            let link = send(devices[mover]);
            links.push(link.clone());
            open(devices[1 - mover], &link);
            break;
        }
    }
    links
}

#[test]
fn a_whole_game_passes_between_two_devices_by_links_alone() {
    for (starts, seed) in [(Starts::South, 3), (Starts::North, 8)] {
        let mut opener = device(starts);
        let mut guest = device(Starts::South);
        opener.world_mut().trigger(modiar::game::StartGame);
        settle(&mut opener);
        let links = play_out(&mut opener, &mut guest, seed);
        println!(
            "a game by link, first mover {starts:?}: {} links, {} moves",
            links.len(),
            moves(&opener)
        );
        // Every move went by its own link, the opener's first one too.
        assert!(links.len() >= moves(&opener), "{} links", links.len());
        // Both ended the same game, each seeing it from its own seat.
        let (a, b) = (
            opener.world().resource::<Match>().snapshot(),
            guest.world().resource::<Match>().snapshot(),
        );
        assert!(a.is_over() && b.is_over());
        assert_eq!(a.moves().len(), b.moves().len());
        assert_eq!(a.position().mirrored(), *b.position());
        let (ra, rb) = (a.result().unwrap(), b.result().unwrap());
        assert_eq!(
            ra.stones(modiar::rules::Side::South),
            rb.stones(modiar::rules::Side::North)
        );
        assert_eq!(
            (kept(&opener).seat, kept(&guest).seat),
            (Seat::Opener, Seat::Guest)
        );
        // The last link rebuilds the game exactly.
        let last = LinkGame::decode(links.last().unwrap()).unwrap();
        assert_eq!(last, kept(&opener).game);
        assert_eq!(last, kept(&guest).game);
        // Each device counted its own end, once, as a game against a friend.
        for app in [&mut opener, &mut guest] {
            run_until(app, 200, |w| screen(w) == Screen::GameOver);
            app.update();
            let record = app.world().resource::<Records>().0.of(Opponent::ByLink);
            assert_eq!(record.played, 1);
        }
        let record = |app: &App| app.world().resource::<Records>().0.of(Opponent::ByLink);
        assert_eq!(record(&opener).won, record(&guest).lost);
        // The device the friend's last move reached has nothing to send or
        // take back: its result offers neither.
        for app in [&mut opener, &mut guest] {
            let game = app.world().resource::<Match>().snapshot();
            let last_by_friend = game
                .moves()
                .last()
                .is_some_and(|pit| pit.side() == modiar::rules::Side::North);
            let shown = shown_buttons(app);
            for name in ["button-send", "button-undo"] {
                assert_eq!(
                    shown.contains(&name),
                    !last_by_friend && kept(app).unsent,
                    "{name} {shown:?}"
                );
            }
            assert!(shown.contains(&"button-review"), "{shown:?}");
        }
        // The last link opened again changes nothing and counts nothing.
        open(&mut guest, links.last().unwrap());
        assert_eq!(record(&guest).played, 1);
        assert!(matches!(
            notices(&guest)[..],
            [NoticeKind::LinkOlder { link, kept }] if link == kept
        ));
        // Each device kept its game by link in its own storage.
        for app in [&opener, &guest] {
            let text = store_text(app, LINKS_FILE).expect("links saved");
            let mut files = MemoryStore::default();
            files.files.insert(LINKS_FILE.into(), text);
            let startup = load_at_start(&mut files, 0);
            assert_eq!(startup.links, app.world().resource::<Links>().0);
        }
        // The title's list says who won the ended game.
        for app in [&mut opener, &mut guest] {
            let record = app.world().resource::<Records>().0.of(Opponent::ByLink);
            let wanted = match (record.won, record.lost) {
                (1, 0) => "You won",
                (0, 1) => "Your friend won",
                _ => "A draw",
            };
            to_title(app);
            let lines = texts(app);
            assert!(lines.iter().any(|t| t == wanted), "{wanted}: {lines:?}");
        }
    }
}

fn store_text(app: &App, name: &str) -> Option<String> {
    let store = &app.world().resource::<modiar::game::SaveStore>().0;
    store.read(name).ok().flatten()
}

#[test]
fn stale_repeated_late_diverging_damaged_and_wrong_seat_links_leave_both_games_intact() {
    let mut opener = device(Starts::South);
    let mut guest = device(Starts::South);
    let mut ais = [Ai::new(Level::Casual, 5), Ai::new(Level::Casual, 6)];
    opener.world_mut().trigger(modiar::game::StartGame);
    settle(&mut opener);
    play(&mut opener, &mut ais[0]);
    let first = send(&mut opener);
    open(&mut guest, &first);
    assert_eq!(moves(&guest), 1);
    assert_eq!(turn(guest.world()), Some(Turn::Human));
    play(&mut guest, &mut ais[1]);
    let second = send(&mut guest);
    open(&mut opener, &second);
    play(&mut opener, &mut ais[0]);
    let third = send(&mut opener);

    // What each device holds now, which no refused link may change.
    let guest_before = (kept(&guest), guest.world().resource::<Match>().snapshot());
    let intact = |app: &App, before: &(modiar::link::KeptLink, modiar::rules::Game)| {
        assert_eq!(kept(app), before.0);
        assert_eq!(app.world().resource::<Match>().moves(), before.1.moves());
    };

    // Stale: the first link again, on the guest that is past it.
    open(&mut guest, &first);
    assert_eq!(
        notices(&guest),
        vec![NoticeKind::LinkOlder { link: 1, kept: 2 }]
    );
    intact(&guest, &guest_before);
    // Repeated: its own last link, the same game as kept.
    open(&mut guest, &second);
    assert_eq!(
        notices(&guest),
        vec![NoticeKind::LinkOlder { link: 2, kept: 2 }]
    );
    intact(&guest, &guest_before);
    // Damaged on the way: one character changed in the middle.
    let mut damaged = third.clone();
    let at = damaged.len() - 4;
    let swapped = if &damaged[at..at + 1] == "A" {
        "B"
    } else {
        "A"
    };
    damaged.replace_range(at..at + 1, swapped);
    open(&mut guest, &damaged);
    assert_eq!(
        notices(&guest),
        vec![NoticeKind::LinkUnreadable(LinkFault::Damaged)]
    );
    intact(&guest, &guest_before);
    // Far too long to be read at all.
    let long = format!("{third}{}", "A".repeat(3_000));
    open(&mut guest, &long);
    assert_eq!(
        notices(&guest),
        vec![NoticeKind::LinkUnreadable(LinkFault::TooLong)]
    );
    intact(&guest, &guest_before);
    // Diverging: the same game with another first move.
    let game = LinkGame::decode(&third).unwrap();
    let mut other = LinkGame::new(game.id, game.first);
    let opening = other.game_for(Seat::Opener);
    let another = opening
        .legal_moves()
        .into_iter()
        .find(|&p| p != game.moves[0])
        .expect("another first move");
    other.push_local(Seat::Opener, another);
    open(&mut guest, &other.encode());
    assert_eq!(notices(&guest), vec![NoticeKind::LinkDiverges]);
    intact(&guest, &guest_before);
    // The wrong seat: a move of the guest's own, made somewhere else.
    let mut elsewhere = LinkGame::decode(&second).unwrap();
    elsewhere.moves.truncate(1);
    let view = elsewhere.game_for(Seat::Guest);
    let pit = view.legal_moves().into_iter().last().unwrap();
    elsewhere.push_local(Seat::Guest, pit);
    // (Newer than a guest that has only the first move.)
    let mut late = device(Starts::South);
    open(&mut late, &first);
    let late_before = (kept(&late), late.world().resource::<Match>().snapshot());
    open(&mut late, &elsewhere.encode());
    assert_eq!(notices(&late), vec![NoticeKind::LinkWrongSeat]);
    intact(&late, &late_before);

    // Late, and the right one: the guest takes the third link and plays
    // on; the opener's game was never touched by any of it.
    open(&mut guest, &third);
    assert_eq!(moves(&guest), 3);
    assert_eq!(turn(guest.world()), Some(Turn::Human));
    assert_eq!(moves(&opener), 3);
    // A device that missed every link takes the newest and plays all of
    // its moves out, from the start, in the guest's seat.
    let mut fresh = device(Starts::South);
    open(&mut fresh, &third);
    assert_eq!(moves(&fresh), 3);
    assert_eq!(kept(&fresh).seat, Seat::Guest);
    assert_eq!(
        fresh.world().resource::<Match>().position(),
        guest.world().resource::<Match>().position()
    );
}

#[test]
fn a_sent_move_stays_and_an_unsent_one_may_be_taken_back() {
    let mut opener = device(Starts::South);
    let mut ai = Ai::new(Level::Casual, 1);
    opener.world_mut().trigger(modiar::game::StartGame);
    settle(&mut opener);
    // Send before this player's move sends nothing, and says why.
    press(&mut opener, "button-send");
    opener.update();
    assert_eq!(notices(&opener), vec![NoticeKind::LinkYourMove]);
    assert!(kept(&opener).unsent);
    play(&mut opener, &mut ai);
    // The move made, "your move first" goes: it is the friend's turn now.
    assert_eq!(notices(&opener), vec![]);
    assert!(kept(&opener).may_take_back());
    // A pit tapped on the friend's turn answers: whose move, and what to do.
    let pit = modiar::rules::Pit::ALL[0];
    opener.world_mut().trigger(PitChosen { pit });
    opener.update();
    assert_eq!(
        notices(&opener),
        vec![NoticeKind::LinkFriendsMove { sent: false }]
    );
    assert!(
        texts(&mut opener)
            .iter()
            .any(|t| t == "Not your move: it is your friend’s. Tap Send to send them the link."),
        "{:?}",
        texts(&mut opener)
    );
    press(&mut opener, "button-undo");
    settle(&mut opener);
    assert_eq!(moves(&opener), 0);
    assert_eq!(kept(&opener).game.moves.len(), 0);
    assert_eq!(turn(opener.world()), Some(Turn::Human));
    play(&mut opener, &mut ai);
    opener.update();
    let before = undo_brightness(&mut opener);
    let link = send(&mut opener);
    // A screen reader reads the line shown, not the hidden ones the banner
    // keeps room for.
    opener.update();
    let mut nodes = opener
        .world_mut()
        .query::<(&modiar::game::ButtonId, &bevy::a11y::AccessibilityNode)>();
    let (_, node) = nodes
        .iter(opener.world())
        .find(|(id, _)| id.0 == "notice")
        .expect("the banner's node");
    let read = node.label().unwrap_or_default().to_owned();
    assert_eq!(
        read,
        format!("Send this link to your friend in a message: {link}")
    );
    press(&mut opener, "button-undo");
    settle(&mut opener);
    // Once sent, Undo has nothing to take back: its words are dim.
    assert!(undo_brightness(&mut opener) < before - 0.1);
    assert_eq!(moves(&opener), 1, "a sent move stays");
    assert_eq!(kept(&opener).game.moves.len(), 1);
    assert_eq!(
        notices(&opener),
        vec![NoticeKind::LinkSentStays],
        "and says so"
    );
    // The friend's turn: nobody moves here, and no hint is offered.
    assert_eq!(turn(opener.world()), Some(Turn::Idle));
    opener.world_mut().trigger(PitChosen { pit });
    opener.update();
    assert_eq!(
        notices(&opener),
        vec![NoticeKind::LinkFriendsMove { sent: true }]
    );
    assert_eq!(moves(&opener), 1);
    let mut buttons = opener
        .world_mut()
        .query::<(&modiar::game::ButtonId, &Node)>();
    let shown: Vec<&str> = buttons
        .iter(opener.world())
        .filter(|(_, node)| node.display != Display::None)
        .map(|(id, _)| id.0)
        .collect();
    assert!(shown.contains(&"button-send"), "{shown:?}");
    assert!(!shown.contains(&"button-hint"), "{shown:?}");
    assert!(!shown.contains(&"button-restart"), "{shown:?}");
    // Nor is one given when asked some other way.
    opener
        .world_mut()
        .trigger(modiar::game::AskHint { seat: None });
    opener.update();
    assert!(
        opener
            .world()
            .resource::<modiar::game::HintShown>()
            .shown()
            .is_none()
    );
}

#[test]
fn a_corrupt_file_of_games_by_link_is_set_aside_and_said() {
    let mut files = MemoryStore::default();
    files
        .files
        .insert(LINKS_FILE.into(), "{\"version\": 1, \"games\": [{".into());
    let startup = load_at_start(&mut files, 1_795_968_930);
    assert!(startup.links.games.is_empty());
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::LinksReset]);
    assert!(!files.files.contains_key(LINKS_FILE), "set aside");
    // A file that reads, but holds a move the rules refuse: the same.
    let mut files = MemoryStore::default();
    let bad = r#"{"version":2,"games":[{"id":7,"seat":"opener","first":"opener","moves":[3],"unsent":false,"time":0,"counted":false}]}"#;
    files.files.insert(LINKS_FILE.into(), bad.into());
    let startup = load_at_start(&mut files, 1_795_968_930);
    assert!(startup.links.games.is_empty());
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::LinksReset]);
}

/// Menu, and the title laid out.
pub(super) fn to_title(app: &mut App) {
    app.world_mut().trigger(modiar::game::ToMenu);
    run_until(app, 20, |w| screen(w) == Screen::Title);
    app.update();
}

/// How bright the words of Undo are, under the board.
fn undo_brightness(app: &mut App) -> f32 {
    let mut buttons = app
        .world_mut()
        .query::<(&modiar::game::ButtonId, &Children)>();
    let world = app.world();
    let (_, children) = buttons
        .iter(world)
        .find(|(id, _)| id.0 == "button-undo")
        .expect("an Undo");
    let words = children
        .iter()
        .find_map(|child| world.get::<TextColor>(child))
        .expect("its words");
    words.0.to_linear().luminance()
}

/// The result card's buttons laid out (not folded away), by name.
fn shown_buttons(app: &mut App) -> Vec<&'static str> {
    let mut buttons = app
        .world_mut()
        .query::<(Entity, &modiar::game::ButtonId, &Node)>();
    let world = app.world();
    let on_card = |entity: Entity| {
        let mut at = entity;
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if world
                .get::<Name>(at)
                .is_some_and(|n| n.as_str() == "Game over")
            {
                return true;
            }
        }
        false
    };
    buttons
        .iter(world)
        .filter(|(entity, _, node)| node.display != Display::None && on_card(*entity))
        .map(|(_, id, _)| id.0)
        .collect()
}

fn buttons_named(app: &mut App, name: &str) -> usize {
    let mut q = app.world_mut().query::<&modiar::game::ButtonId>();
    q.iter(app.world()).filter(|b| b.0 == name).count()
}

#[test]
fn the_title_lists_a_game_by_link_opens_it_as_it_stands_and_asks_before_removing_it() {
    let mut app = device(Starts::South);
    let mut ai = Ai::new(Level::Casual, 2);
    app.world_mut().trigger(modiar::game::StartGame);
    settle(&mut app);
    play(&mut app, &mut ai);
    let _ = send(&mut app);
    let id = kept(&app).game.id;
    // Back to the title: a game by link is not shelved, it is listed.
    to_title(&mut app);
    assert_eq!(buttons_named(&mut app, "link-open"), 1);
    assert_eq!(buttons_named(&mut app, "button-continue"), 0);
    // Opened from the list, as it stands: no move is played again.
    press(&mut app, "link-open");
    settle(&mut app);
    assert_eq!(screen(app.world()), Screen::Playing);
    assert_eq!(app.world().resource::<OnLink>().0, Some(id));
    assert_eq!(moves(&app), 1);
    assert_eq!(turn(app.world()), Some(Turn::Idle));
    // Remove asks first: the first press changes its words only.
    to_title(&mut app);
    press(&mut app, "link-remove");
    app.update();
    assert!(app.world().resource::<Links>().0.get(id).is_some());
    assert!(texts(&mut app).iter().any(|t| t == "Remove it?"));
    press(&mut app, "link-remove");
    app.update();
    app.update();
    assert!(app.world().resource::<Links>().0.get(id).is_none());
    assert_eq!(buttons_named(&mut app, "link-open"), 0);
    let saved = store_text(&app, LINKS_FILE).expect("saved");
    assert!(!saved.contains(&format!("\"id\":{id}")), "{saved}");
}

#[test]
fn the_title_lists_the_latest_five_games_and_every_game_when_asked() {
    let mut app = device(Starts::South);
    run_until(&mut app, 20, |w| screen(w) == Screen::Title);
    let begin = |app: &mut App, ids: std::ops::RangeInclusive<u32>| {
        let mut links = app.world_mut().resource_mut::<Links>();
        for id in ids {
            links.0.begin(id, Seat::Opener, 1_000 + u64::from(id));
        }
        app.update();
        app.update();
    };
    // Five games: all listed, nothing more to show.
    begin(&mut app, 1..=5);
    assert_eq!(buttons_named(&mut app, "link-open"), 5);
    assert_eq!(buttons_named(&mut app, "link-games-all"), 0);
    // Seven: the latest five, and a button that says how many there are.
    begin(&mut app, 6..=7);
    assert_eq!(buttons_named(&mut app, "link-open"), 5);
    assert!(texts(&mut app).iter().any(|t| t == "Show all (7)"));
    press(&mut app, "link-games-all");
    app.update();
    assert_eq!(buttons_named(&mut app, "link-open"), 7);
    assert!(texts(&mut app).iter().any(|t| t == "Show only the latest"));
    // And back.
    press(&mut app, "link-games-all");
    app.update();
    assert_eq!(buttons_named(&mut app, "link-open"), 5);
}

/// A friend who came by a link, on a device that never chose the mode,
/// finds the game listed on the title after Menu.
#[test]
fn a_guest_finds_the_game_on_the_title() {
    let mut opener = device(Starts::South);
    let mut ai = Ai::new(Level::Casual, 4);
    opener.world_mut().trigger(modiar::game::StartGame);
    settle(&mut opener);
    play(&mut opener, &mut ai);
    let link = send(&mut opener);
    let mut guest = app_with_store(
        Settings {
            speed: AnimationSpeed::Fast,
            ..default()
        },
        MemoryStore::default(),
    );
    assert_ne!(guest.world().resource::<Settings>().mode, Mode::ByLink);
    open(&mut guest, &link);
    assert_eq!(moves(&guest), 1);
    to_title(&mut guest);
    assert_eq!(buttons_named(&mut guest, "link-open"), 1);
}

/// A device that has never played, opening a friend's first link: the
/// invitation shows over the game, and the lessons it offers come back to
/// that game, the friend's move on the board.
#[test]
fn a_friends_first_link_invites_a_newcomer_and_the_lessons_come_back_to_the_game() {
    let mut opener = device(Starts::South);
    let mut ai = Ai::new(Level::Casual, 5);
    opener.world_mut().trigger(modiar::game::StartGame);
    settle(&mut opener);
    play(&mut opener, &mut ai);
    let link = send(&mut opener);
    let invitation = "Your friend invited you to a game of Modiar";
    // A newcomer: the offer of the lessons was never made on this device.
    let mut guest = device(Starts::South);
    assert!(!guest.world().resource::<Settings>().lessons.offered);
    open(&mut guest, &link);
    guest.update();
    assert_eq!(screen(guest.world()), Screen::Playing);
    assert!(texts(&mut guest).iter().any(|t| t == invitation));
    // Its Learn goes to the lessons; leaving them comes back to the game.
    press(&mut guest, "offer-learn");
    run_until(&mut guest, 20, |w| screen(w) == Screen::Tutorial);
    assert!(guest.world().resource::<Settings>().lessons.offered);
    press(&mut guest, "lesson-skip");
    run_until(&mut guest, 20, |w| screen(w) == Screen::Playing);
    settle(&mut guest);
    assert_eq!(moves(&guest), 1, "the friend's move is on the board");
    assert_eq!(turn(guest.world()), Some(Turn::Human));
    assert!(!texts(&mut guest).iter().any(|t| t == invitation));
    let line = texts(&mut guest)
        .into_iter()
        .any(|t| t.starts_with("Your friend played pit"));
    assert!(line, "{:?}", texts(&mut guest));
    // A device that has played before opens a link with no invitation.
    let mut player = app_with_store(
        Settings {
            lessons: modiar::save::Lessons {
                offered: true,
                ..default()
            },
            ..by_link(Starts::South)
        },
        MemoryStore::default(),
    );
    open(&mut player, &link);
    player.update();
    assert_eq!(screen(player.world()), Screen::Playing);
    assert!(!texts(&mut player).iter().any(|t| t == invitation));
    // Play now answers the invitation too, and it does not come back.
    let mut other = device(Starts::South);
    open(&mut other, &link);
    other.update();
    press(&mut other, "invite-play");
    other.update();
    other.update();
    assert!(!texts(&mut other).iter().any(|t| t == invitation));
    assert!(other.world().resource::<Settings>().lessons.offered);
}
