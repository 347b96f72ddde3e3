//! The game's memory across time: two apps over one store, as two tabs of
//! one browser share `localStorage` and two windows of one computer share
//! a folder. Nothing one saved is lost to the other's writes, a change in
//! one reaches the other, a new game replaces the abandoned one, records
//! count every game once, taking turns goes on across launches, and a
//! store that keeps nothing is said once.

use super::harness::*;
use super::link::{device, open, play, send, settle, to_title};
use bevy::prelude::*;
use modiar::ai::{Ai, Level};
use modiar::game::{
    Links, Match, NoticeKind, Notices, OnLink, PitChosen, Players, Records, RestartGame, Screen,
    Settings, Shelved, StartGame, ToMenu, Turn, insert_loaded, load_at_start, open_store,
};
use modiar::link::LinkBook;
use modiar::prefs::{AnimationSpeed, Mode, Starts};
use modiar::rules::Side;
use modiar::save::{
    self, GAME_FILE, LINKS_FILE, RECORDS_FILE, SETTINGS_FILE, SavedGame, SavedLinks, SavedRecords,
    SharedStore,
};
use proptest::prelude::*;

fn quick(mode: Mode, starts: Starts) -> Settings {
    Settings {
        mode,
        starts,
        speed: AnimationSpeed::Fast,
        reduced_motion: true,
        ..default()
    }
}

/// A store whose settings are `settings`, as a player left them.
fn store_with(settings: &Settings) -> SharedStore {
    let mut store = SharedStore::default();
    save::save(&mut store, SETTINGS_FILE, &settings.to_saved()).unwrap();
    store
}

/// A page (or a window) opened on `store`: it loads what is kept, as a
/// launch does, and keeps its changes there.
fn tab(store: &SharedStore) -> App {
    let mut handle = store.handle();
    let startup = load_at_start(&mut handle, 0);
    let mut app = app(startup.settings.clone());
    insert_loaded(&mut app, startup);
    app.insert_resource(modiar::game::SaveStore(Box::new(handle)));
    settle(&mut app);
    app
}

fn links_kept(store: &SharedStore) -> LinkBook {
    save::peek::<SavedLinks>(store, LINKS_FILE)
        .unwrap()
        .map(|s| s.book().unwrap())
        .unwrap_or_default()
}

fn game_kept(store: &SharedStore) -> Option<SavedGame> {
    save::peek::<SavedGame>(store, GAME_FILE).unwrap()
}

fn records_kept(store: &SharedStore) -> SavedRecords {
    save::peek::<SavedRecords>(store, RECORDS_FILE)
        .unwrap()
        .unwrap_or_default()
}

fn played(records: &SavedRecords) -> u32 {
    records.records.values().map(|r| r.played).sum()
}

fn kinds(app: &App) -> Vec<NoticeKind> {
    let items = &app.world().resource::<Notices>().items;
    items.iter().map(|n| n.kind).collect()
}

/// Begins a game of `mode` from the title, as Menu and Play would.
fn new_game(app: &mut App, mode: Mode) {
    if screen(app.world()) != Screen::Title {
        to_title(app);
    }
    app.world_mut().resource_mut::<Settings>().mode = mode;
    app.world_mut().trigger(StartGame);
    settle(app);
}

/// Plays one move of the game on the board, as `ai` would.
fn one_move(app: &mut App, ai: &mut Ai) {
    let game = app.world().resource::<Match>().snapshot();
    let pit = ai.choose(&game, None).expect("a legal move");
    app.world_mut().trigger(PitChosen { pit });
    settle(app);
}

/// Plays the game on the board to its end and its result.
fn play_to_the_end(app: &mut App, ai: &mut Ai) {
    while !app.world().resource::<Match>().is_over() {
        one_move(app, ai);
    }
    run_until(app, 200, |w| screen(w) == Screen::GameOver);
    settle(app);
}

/// Runs until a game that has ended shows its result (and is counted).
fn see_result(app: &mut App) {
    settle(app);
    if screen(app.world()) == Screen::Playing && app.world().resource::<Match>().is_over() {
        run_until(app, 200, |w| screen(w) == Screen::GameOver);
        settle(app);
    }
}

/// Both pages run until each has heard of the other and nothing moves.
fn settle_both(a: &mut App, b: &mut App) {
    for _ in 0..2 {
        see_result(a);
        see_result(b);
    }
}

#[test]
fn an_older_tab_never_writes_over_a_game_by_link_moved_on_in_a_newer_one() {
    let store = store_with(&quick(Mode::ByLink, Starts::South));
    let mut friend = device(Starts::South);
    let (mut ai, mut friend_ai) = (Ai::new(Level::Casual, 3), Ai::new(Level::Casual, 4));
    // Tab 1 begins a game by link and sends it.
    let mut tab1 = tab(&store);
    new_game(&mut tab1, Mode::ByLink);
    play(&mut tab1, &mut ai);
    let id = tab1.world().resource::<OnLink>().0.unwrap();
    open(&mut friend, &send(&mut tab1));
    play(&mut friend, &mut friend_ai);
    let reply = send(&mut friend);
    // The reply is tapped in a messenger: a new tab opens on it, and the
    // player plays on there.
    let mut tab2 = tab(&store);
    open(&mut tab2, &reply);
    // Tab 1 hears of the move that came in there, then of the next.
    settle(&mut tab1);
    play(&mut tab2, &mut ai);
    assert_eq!(links_kept(&store).get(id).unwrap().game.moves.len(), 3);
    // Back in tab 1: it shows the game as it now stands.
    settle(&mut tab1);
    assert_eq!(tab1.world().resource::<Match>().moves().len(), 3);
    assert_eq!(kinds(&tab1), vec![NoticeKind::GameFollowed]);
    assert_eq!(
        tab1.world()
            .resource::<Links>()
            .0
            .get(id)
            .unwrap()
            .game
            .moves
            .len(),
        3
    );
    // A second game by link begun there keeps the first as it stands.
    new_game(&mut tab1, Mode::ByLink);
    let kept = links_kept(&store);
    assert_eq!(kept.games.len(), 2);
    assert_eq!(kept.get(id).unwrap().game.moves.len(), 3);
    // And the newer tab hears of the new game without a reload.
    settle(&mut tab2);
    assert_eq!(tab2.world().resource::<Links>().0, kept);
    // Opened again, the page finds both.
    assert_eq!(load_at_start(&mut store.handle(), 0).links, kept);
}

#[test]
fn a_new_game_replaces_the_abandoned_one_at_once() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut ai = Ai::new(Level::Casual, 5);
    let mut page = tab(&store);
    new_game(&mut page, Mode::TwoPlayers);
    one_move(&mut page, &mut ai);
    one_move(&mut page, &mut ai);
    assert_eq!(game_kept(&store).unwrap().moves.len(), 2);
    // Menu, Play, and the page left before the new game's first move.
    new_game(&mut page, Mode::TwoPlayers);
    assert_eq!(game_kept(&store).unwrap().moves.len(), 0);
    let startup = load_at_start(&mut store.handle(), 0);
    assert!(startup.restored.is_none(), "the abandoned game came back");
    // Restart does the same for the game it starts again.
    let mut page = tab(&store);
    new_game(&mut page, Mode::TwoPlayers);
    one_move(&mut page, &mut ai);
    page.world_mut().trigger(RestartGame);
    settle(&mut page);
    assert_eq!(game_kept(&store).unwrap().moves.len(), 0);
    assert!(load_at_start(&mut store.handle(), 0).restored.is_none());
}

#[test]
fn a_game_by_link_leaves_the_game_in_progress_to_continue() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut ai = Ai::new(Level::Casual, 6);
    let mut page = tab(&store);
    new_game(&mut page, Mode::TwoPlayers);
    one_move(&mut page, &mut ai);
    let shelved = |app: &App| app.world().resource::<Shelved>().0.is_some();
    to_title(&mut page);
    assert!(shelved(&page));
    new_game(&mut page, Mode::ByLink);
    play(&mut page, &mut ai);
    to_title(&mut page);
    assert!(shelved(&page), "Continue is offered after a game by link");
    assert_eq!(game_kept(&store).unwrap().moves.len(), 1);
    // Opened again, the page goes back to it.
    let page = tab(&store);
    assert_eq!(screen(page.world()), Screen::Playing);
    assert_eq!(page.world().resource::<Match>().moves().len(), 1);
}

#[test]
fn taking_turns_goes_on_across_launches_restarts_and_games_by_link() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::Alternate));
    let first = |app: &App| app.world().resource::<Players>().first;
    let mut page = tab(&store);
    new_game(&mut page, Mode::TwoPlayers);
    assert_eq!(first(&page), Side::South);
    drop(page);
    // The page opened again: the next game is the other side's to start.
    let mut page = tab(&store);
    new_game(&mut page, Mode::TwoPlayers);
    assert_eq!(first(&page), Side::North);
    // Restart starts the same game again: the same side starts.
    page.world_mut().trigger(RestartGame);
    settle(&mut page);
    assert_eq!(first(&page), Side::North);
    // A game by link begun here takes its turn like any other.
    new_game(&mut page, Mode::ByLink);
    assert_eq!(first(&page), Side::South);
    // Another tab takes the next turn after it.
    let mut other = tab(&store);
    new_game(&mut other, Mode::TwoPlayers);
    assert_eq!(first(&other), Side::North);
}

#[test]
fn a_game_ended_in_two_tabs_counts_once_and_a_game_by_link_after_another_counts_too() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut ai = Ai::new(Level::Casual, 9);
    let mut tab1 = tab(&store);
    new_game(&mut tab1, Mode::TwoPlayers);
    one_move(&mut tab1, &mut ai);
    // A second tab opens on the game in progress.
    let mut tab2 = tab(&store);
    assert_eq!(screen(tab2.world()), Screen::Playing);
    assert_eq!(tab2.world().resource::<Match>().moves().len(), 1);
    play_to_the_end(&mut tab1, &mut ai);
    settle_both(&mut tab1, &mut tab2);
    // The second tab shows the game as it ended, and counts it no more.
    assert!(tab2.world().resource::<Match>().is_over());
    assert_eq!(screen(tab2.world()), Screen::GameOver);
    assert!(kinds(&tab2).contains(&NoticeKind::GameFollowed));
    assert_eq!(played(&records_kept(&store)), 1);
    assert_eq!(played(&tab2.world().resource::<Records>().0), 1);
    // A game by link played to its end in the same visit counts too.
    let mut friend = device(Starts::South);
    let mut friend_ai = Ai::new(Level::Casual, 10);
    new_game(&mut tab1, Mode::ByLink);
    loop {
        play(&mut tab1, &mut ai);
        let link = send(&mut tab1);
        open(&mut friend, &link);
        if tab1.world().resource::<Match>().is_over() {
            break;
        }
        play(&mut friend, &mut friend_ai);
        let link = send(&mut friend);
        open(&mut tab1, &link);
        if tab1.world().resource::<Match>().is_over() {
            break;
        }
    }
    let last = send(&mut tab1);
    run_until(&mut tab1, 200, |w| screen(w) == Screen::GameOver);
    settle_both(&mut tab1, &mut tab2);
    assert_eq!(played(&records_kept(&store)), 2);
    // Its last link opened again, here and in the other tab: still 2.
    open(&mut tab1, &last);
    open(&mut tab2, &last);
    settle_both(&mut tab1, &mut tab2);
    assert_eq!(played(&records_kept(&store)), 2);
    assert_eq!(played(&tab2.world().resource::<Records>().0), 2);
}

#[test]
fn a_game_begun_in_another_tab_takes_the_board_and_says_so_once() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut ai = Ai::new(Level::Casual, 12);
    let mut tab1 = tab(&store);
    new_game(&mut tab1, Mode::TwoPlayers);
    one_move(&mut tab1, &mut ai);
    let mut tab2 = tab(&store);
    new_game(&mut tab2, Mode::TwoPlayers);
    settle(&mut tab1);
    let key = |app: &App| app.world().resource::<modiar::game::GameKey>().current;
    assert_eq!(key(&tab1), key(&tab2), "the new game is on both boards");
    assert_eq!(kinds(&tab1), vec![NoticeKind::GameReplaced]);
    one_move(&mut tab2, &mut ai);
    settle(&mut tab1);
    assert_eq!(tab1.world().resource::<Match>().moves().len(), 1);
    assert_eq!(
        kinds(&tab1),
        vec![NoticeKind::GameFollowed],
        "one line, the latest"
    );
    // Menu: what was said of the board stays with it.
    to_title(&mut tab1);
    assert!(kinds(&tab1).is_empty());
}

#[test]
fn a_change_of_settings_in_one_window_reaches_the_other() {
    let store = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut a = tab(&store);
    let mut b = tab(&store);
    a.world_mut().resource_mut::<Settings>().sound = false;
    b.world_mut().resource_mut::<Settings>().volume = 0.3;
    settle_both(&mut a, &mut b);
    for app in [&a, &b] {
        let settings = app.world().resource::<Settings>();
        assert!(!settings.sound);
        assert!((settings.volume - 0.3).abs() < 1e-6);
    }
}

#[test]
fn a_browser_that_keeps_nothing_is_said_once_and_the_game_plays() {
    // Storage refused outright (a frame with storage blocked).
    let blocked = SharedStore::default();
    blocked.set_blocked(true);
    let (mut store, said) = open_store(Box::new(blocked.handle()));
    assert_eq!(said, Some(NoticeKind::NothingKept));
    assert!(store.usable());
    let startup = load_at_start(store.as_mut(), 0);
    assert!(
        startup.notices.items.is_empty(),
        "one notice, not one a file"
    );
    // Storage that refuses to write (a full quota): one notice, however
    // often the game tries.
    let shared = store_with(&quick(Mode::TwoPlayers, Starts::South));
    let mut page = tab(&shared);
    shared.set_read_only(true);
    let mut ai = Ai::new(Level::Casual, 1);
    new_game(&mut page, Mode::TwoPlayers);
    for _ in 0..3 {
        one_move(&mut page, &mut ai);
        page.world_mut()
            .resource_mut::<Settings>()
            .nudge_volume(-1.0);
        settle(&mut page);
    }
    let said = kinds(&page);
    assert_eq!(
        said.iter()
            .filter(|&&k| k == NoticeKind::NothingKept)
            .count(),
        1,
        "{said:?}"
    );
    assert_eq!(page.world().resource::<Match>().moves().len(), 3);
}

/// A player's step in one of two tabs, with a friend far away who answers
/// every link at once.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// Begin a game by link and send its first move.
    Begin(usize),
    /// Open the friend's latest reply in a game (by its order) and answer.
    Answer(usize, usize),
    /// Play a whole game of two players.
    Finish(usize),
    /// Menu.
    Menu(usize),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        2 => (0..2usize).prop_map(Step::Begin),
        3 => (0..2usize, 0..4usize).prop_map(|(t, g)| Step::Answer(t, g)),
        1 => (0..2usize).prop_map(Step::Finish),
        1 => (0..2usize).prop_map(Step::Menu),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever two tabs do in turn, no move of a game by link that either
    /// saved is lost, and the records equal the games finished.
    #[test]
    fn two_tabs_in_any_order_lose_nothing(steps in proptest::collection::vec(step(), 1..9)) {
        let store = store_with(&quick(Mode::ByLink, Starts::South));
        let mut tabs = [tab(&store), tab(&store)];
        let mut friend = device(Starts::South);
        let mut ai = Ai::new(Level::Casual, 11);
        // Each game by link's latest reply from the friend, in order begun.
        let mut replies: Vec<(u32, String)> = Vec::new();
        let mut longest: std::collections::BTreeMap<u32, usize> = Default::default();
        let mut finished = 0;
        for step in steps {
            match step {
                Step::Begin(t) => {
                    new_game(&mut tabs[t], Mode::ByLink);
                    play(&mut tabs[t], &mut ai);
                    let id = tabs[t].world().resource::<OnLink>().0.unwrap();
                    open(&mut friend, &send(&mut tabs[t]));
                    play(&mut friend, &mut ai);
                    replies.push((id, send(&mut friend)));
                }
                Step::Answer(t, g) if g < replies.len() => {
                    let (id, reply) = replies[g].clone();
                    open(&mut tabs[t], &reply);
                    if tabs[t].world().resource::<Match>().is_over()
                        || turn(tabs[t].world()) != Some(Turn::Human)
                    {
                        continue;
                    }
                    play(&mut tabs[t], &mut ai);
                    open(&mut friend, &send(&mut tabs[t]));
                    if friend.world().resource::<Match>().is_over() {
                        continue;
                    }
                    play(&mut friend, &mut ai);
                    replies[g] = (id, send(&mut friend));
                }
                Step::Answer(..) => {}
                Step::Finish(t) => {
                    new_game(&mut tabs[t], Mode::TwoPlayers);
                    play_to_the_end(&mut tabs[t], &mut ai);
                    finished += 1;
                }
                Step::Menu(t) => {
                    tabs[t].world_mut().trigger(ToMenu);
                }
            }
            let [a, b] = &mut tabs;
            settle_both(a, b);
            let kept = links_kept(&store);
            for (id, len) in &longest {
                let now = kept.get(*id).map_or(0, |k| k.game.moves.len());
                prop_assert!(now >= *len, "game {id} went from {len} moves to {now}");
            }
            for app in &tabs {
                prop_assert_eq!(&app.world().resource::<Links>().0, &kept);
            }
            for kept in &kept.games {
                longest.insert(kept.game.id, kept.game.moves.len());
            }
        }
        // Every game by link that ended counted once, like every other game.
        let ended = links_kept(&store).games.iter().filter(|k| k.game.is_over()).count();
        prop_assert_eq!(played(&records_kept(&store)) as usize, finished + ended);
    }
}
