//! Games by link, in the pure core: a link carries the whole game and
//! comes back exactly; a changed, cut or overlong one is refused; and each
//! device's book takes a newer link, and only that, from the right seat.

use modiar::ai::{Ai, Level, Solver, Table};
use modiar::link::{Arrival, LinkBook, LinkError, LinkGame, MAX_LINK_CHARS, Refused, Seat, judge};
use modiar::rules::{Pit, Side};
use modiar::save::SavedLinks;
use std::sync::OnceLock;

static TABLE: OnceLock<Table> = OnceLock::new();

fn table() -> &'static Table {
    TABLE.get_or_init(Solver::solve)
}

fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

/// A whole game by link between two levels, as each device keeps it: the
/// links in the order they were sent.
fn played(south: Level, north: Level, first: Seat, seed: u64) -> Vec<String> {
    let mut ais = [Ai::new(south, seed), Ai::new(north, seed ^ 0x9e37)];
    let mut game = LinkGame::new(seed as u32, first);
    let mut links = Vec::new();
    loop {
        let view = game.game_for(Seat::Opener);
        let Some(pit) = ais[view.to_move().index()].choose(&view, Some(table())) else {
            break;
        };
        game.push_local(Seat::Opener, pit);
        links.push(game.encode());
    }
    links
}

fn median(sorted: &[usize]) -> usize {
    sorted[sorted.len() / 2]
}

#[test]
fn a_thousand_games_by_the_levels_fit_in_a_link_and_come_back_exactly() {
    let mut lengths = Vec::new();
    for n in 0..1000u64 {
        let south = Level::ALL[(n % 6) as usize];
        let north = Level::ALL[(n / 6 % 6) as usize];
        let first = if n % 2 == 0 {
            Seat::Opener
        } else {
            Seat::Guest
        };
        let links = played(south, north, first, n);
        let last = links.last().expect("a game has moves");
        let game = LinkGame::decode(last).expect("a link we wrote reads");
        assert!(game.is_over(), "game {n} ends");
        assert_eq!(game.encode(), *last);
        // Both devices see the same game, each from its own seat.
        let (opener, guest) = (game.game_for(Seat::Opener), game.game_for(Seat::Guest));
        assert_eq!(opener.position().mirrored(), *guest.position());
        assert_eq!(
            opener.result().unwrap().stones(Side::South),
            guest.result().unwrap().stones(Side::North)
        );
        lengths.push(last.len());
    }
    lengths.sort();
    let longest = *lengths.last().unwrap();
    println!(
        "link codes over 1,000 games: median {} characters, longest {longest}",
        median(&lengths)
    );
    assert!(longest < MAX_LINK_CHARS / 4, "{longest} characters");
}

#[test]
fn every_changed_character_and_every_cut_is_refused() {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for seed in 0..6 {
        let links = played(Level::Casual, Level::Club, Seat::Opener, seed);
        for link in [&links[0], &links[links.len() / 2], links.last().unwrap()] {
            for at in 0..link.len() {
                for c in ALPHABET
                    .chars()
                    .filter(|&c| c != link[at..].chars().next().unwrap())
                {
                    let mut changed = link.clone();
                    changed.replace_range(at..at + 1, &c.to_string());
                    assert!(
                        LinkGame::decode(&changed).is_err(),
                        "{changed} read as a game"
                    );
                }
                assert!(LinkGame::decode(&link[..at]).is_err(), "cut at {at}");
            }
        }
    }
}

#[test]
fn a_link_is_read_from_a_page_address_and_bounded_before_it_is_read() {
    let link = played(Level::Beginner, Level::Beginner, Seat::Guest, 3)
        .pop()
        .unwrap();
    let page = format!("https://example.itch.io/modiar/index.html#g={link}");
    assert_eq!(LinkGame::decode(&page), LinkGame::decode(&link));
    let long = format!("{page}{}", "A".repeat(MAX_LINK_CHARS));
    assert_eq!(LinkGame::decode(&long), Err(LinkError::TooLong));
    assert_eq!(LinkGame::decode("not a link!"), Err(LinkError::NotALink));
    // A shared game's code is named for what it is.
    let code =
        modiar::code::encode(&modiar::rules::Position::start(Side::South), &[pit(1)]).unwrap();
    assert_eq!(LinkGame::decode(&code), Err(LinkError::OtherVersion(1)));
}

#[test]
fn any_text_at_all_is_answered_without_a_panic() {
    let mut seed = 1u64;
    for len in 0..400 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let text: String = (0..len % 60)
            .map(|i| {
                let b = (seed >> (i % 56)) as u8;
                char::from(b" #=AZaz09-_gQw"[usize::from(b) % 14])
            })
            .collect();
        let _ = LinkGame::decode(&text);
    }
}

#[test]
fn a_link_is_judged_against_the_game_kept() {
    let mut game = LinkGame::new(7, Seat::Opener);
    for n in [1, 4, 0, 5] {
        game.moves.push(pit(n));
    }
    let short = LinkGame {
        moves: game.moves[..2].to_vec(),
        ..game.clone()
    };
    assert_eq!(judge(None, &game), Arrival::New { seat: Seat::Opener });
    assert_eq!(judge(None, &short), Arrival::New { seat: Seat::Opener });
    assert_eq!(
        judge(Some((&short, Seat::Opener)), &game),
        Arrival::Newer { missed: 2 }
    );
    assert_eq!(
        judge(Some((&game, Seat::Opener)), &short),
        Arrival::Older { link: 2, kept: 4 }
    );
    assert_eq!(
        judge(Some((&game, Seat::Opener)), &game),
        Arrival::Older { link: 4, kept: 4 }
    );
    assert_eq!(
        judge(Some((&short, Seat::Guest)), &game),
        Arrival::WrongSeat { seat: Seat::Guest }
    );
    let mut other = short.clone();
    other.moves.push(pit(2));
    assert_eq!(
        judge(Some((&other, Seat::Opener)), &game),
        Arrival::Diverges { at: 2 }
    );
    let swapped = LinkGame {
        first: Seat::Guest,
        moves: vec![],
        ..game.clone()
    };
    assert_eq!(
        judge(Some((&swapped, Seat::Opener)), &game),
        Arrival::Diverges { at: 0 }
    );
}

/// Two devices' books and the links between them.
#[test]
fn two_books_play_a_whole_game_passing_only_links() {
    let (mut opener, mut guest) = (LinkBook::default(), LinkBook::default());
    let id = opener.begin(42, Seat::Guest, 100);
    let first = opener.get(id).unwrap().game.encode();
    assert_eq!(
        opener.open(&first, 101),
        Err(Refused::Older { link: 0, kept: 0 })
    );
    assert_eq!(guest.open(&first, 102).map(|t| t.id), Ok(id));
    assert_eq!(guest.get(id).unwrap().seat, Seat::Guest);
    let mut links = vec![first];
    let mut ais = [Ai::new(Level::Club, 1), Ai::new(Level::Casual, 2)];
    let mut turn = 0;
    while !guest.get(id).unwrap().game.is_over() {
        let (mover, other) = if guest.get(id).unwrap().my_turn() {
            (&mut guest, &mut opener)
        } else {
            (&mut opener, &mut guest)
        };
        let kept = mover.get(id).unwrap();
        let view = kept.game.game_for(kept.seat);
        assert_eq!(
            view.to_move(),
            Side::South,
            "each device moves from the bottom"
        );
        let pit = ais[turn % 2].choose(&view, None).unwrap();
        assert!(mover.play(id, pit, 200 + turn as u64));
        assert!(!mover.play(id, pit, 200), "not twice in a row");
        let link = mover.get(id).unwrap().game.encode();
        mover.sent(id);
        let before = other.get(id).unwrap().game.moves.len();
        assert_eq!(other.open(&link, 300).map(|t| t.before), Ok(before));
        // The same link again changes nothing.
        let n = before + 1;
        assert_eq!(
            other.open(&link, 301),
            Err(Refused::Older { link: n, kept: n })
        );
        links.push(link);
        turn += 1;
    }
    assert_eq!(opener.get(id).unwrap().game, guest.get(id).unwrap().game);
    // Every earlier link is stale now, on both devices.
    for (n, link) in links.iter().enumerate().take(links.len() - 1) {
        let kept = links.len() - 1;
        for book in [&mut opener, &mut guest] {
            assert_eq!(book.open(link, 400), Err(Refused::Older { link: n, kept }));
        }
    }
    assert!(opener.count_end(id) && !opener.count_end(id));
}

#[test]
fn a_move_can_be_taken_back_only_until_it_is_sent() {
    let mut book = LinkBook::default();
    let id = book.begin(1, Seat::Opener, 0);
    assert!(book.play(id, pit(1), 1));
    assert!(book.take_back(id));
    assert!(book.play(id, pit(2), 2));
    book.sent(id);
    assert!(!book.take_back(id));
    assert_eq!(book.get(id).unwrap().game.moves, vec![pit(2)]);
}

#[test]
fn a_missed_move_is_caught_up_and_a_link_for_the_other_seat_is_refused() {
    let (mut a, mut b, mut c) = (
        LinkBook::default(),
        LinkBook::default(),
        LinkBook::default(),
    );
    let id = a.begin(9, Seat::Opener, 0);
    assert!(a.play(id, pit(1), 1));
    let one = a.get(id).unwrap().game.encode();
    b.open(&one, 2).unwrap();
    c.open(&one, 2).unwrap(); // the guest's second device
    let reply = c
        .get(id)
        .unwrap()
        .game
        .game_for(Seat::Guest)
        .legal_moves()
        .nth(0)
        .unwrap();
    assert!(c.play(id, reply, 3));
    let two = c.get(id).unwrap().game.encode();
    // The guest's first device did not make this move and would answer it.
    assert_eq!(
        b.open(&two, 4),
        Err(Refused::WrongSeat { seat: Seat::Guest })
    );
    assert!(a.open(&two, 4).is_ok());
    let three_pit = a
        .get(id)
        .unwrap()
        .game
        .game_for(Seat::Opener)
        .legal_moves()
        .nth(0)
        .unwrap();
    assert!(a.play(id, three_pit, 5));
    let three = a.get(id).unwrap().game.encode();
    // The first device had only move 1: it catches up on two moves.
    assert_eq!(b.open(&three, 6).map(|t| t.before), Ok(1));
    assert_eq!(b.get(id).unwrap().game, a.get(id).unwrap().game);
}

#[test]
fn the_book_is_saved_and_a_tampered_file_is_refused() {
    let mut book = LinkBook::default();
    let id = book.begin(5, Seat::Opener, 10);
    assert!(book.play(id, pit(0), 11));
    let other = book.begin(6, Seat::Guest, 12);
    let saved = SavedLinks::of(&book);
    let text = serde_json::to_string(&saved).unwrap();
    let back: SavedLinks = serde_json::from_str(&text).unwrap();
    assert_eq!(back.book(), Ok(book.clone()));
    let mut tampered = saved.clone();
    tampered.games[1].moves = vec![pit(4)]; // North's pit, on South's move
    assert!(tampered.book().is_err());
    let mut twice = saved.clone();
    twice.games[1].id = other;
    assert!(twice.book().is_err());
    let mut seat = saved;
    seat.games[0].seat = "third".into();
    assert!(seat.book().is_err());
}
