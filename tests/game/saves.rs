//! Keeping games and settings: saved as they change and resumed at launch,
//! bad files set aside with a notice, and the game kept through the menu.

use super::harness::*;
use bevy::prelude::*;
use modiar::game::board::{PitCount, Playback};
use modiar::game::{Dialog, Match, NoticeKind, PitChosen, Screen, Settings, Turn};
use modiar::i18n::Language;
use modiar::rules::{Game, Side};

#[test]
fn the_game_is_saved_after_every_move_and_resumed_on_the_next_launch() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 300);
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    wait_for_human(&mut app, 300);
    let position = *app.world().resource::<Match>().position();
    let mut files = store_of(&app);
    assert!(files.files.contains_key(modiar::save::GAME_FILE));

    // The next launch finds the game and goes straight back to it.
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert!(startup.notices.items.is_empty());
    let restored = startup.restored.as_ref().expect("a game to resume");
    assert_eq!(restored.game.moves(), pits(&[2, 4]));
    let mut next = app_with_store(two_players(), files.clone());
    modiar::game::insert_loaded(&mut next, startup);
    run_until(&mut next, 20, |w| turn(w) == Some(Turn::Human));
    assert_eq!(screen(next.world()), Screen::Playing);
    assert_eq!(*next.world().resource::<Match>().position(), position);
    stones_match(next.world_mut()).unwrap();
    // The pit labels and the scores show the resumed game, not a fresh one.
    next.update();
    let shown = next.world().resource::<Playback>().shown;
    assert_eq!(shown.counts, position.board());
    assert_eq!(shown.captured, position.captured());
    let mut labels = next
        .world_mut()
        .query::<(&PitCount, &Text2d)>()
        .iter(next.world())
        .map(|(pit, text)| (pit.0, text.0.clone()))
        .collect::<Vec<_>>();
    labels.sort();
    assert_eq!(labels.len(), 6);
    for (pit, text) in labels {
        assert_eq!(text, position.stones(pit).to_string(), "pit {pit}");
    }
}

#[test]
fn settings_are_saved_when_changed() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Settings);
    app.update();
    press(&mut app, "mt");
    press(&mut app, "motion-reduced");
    press(&mut app, "volume-down");
    app.update();
    let mut files = store_of(&app);
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings.language, Some(Language::Maltese));
    assert!(startup.settings.reduced_motion);
    assert!((startup.settings.volume - 0.7).abs() < 1e-6);
}

#[test]
fn bad_files_at_launch_are_set_aside_with_a_notice() {
    let mut files = modiar::save::MemoryStore::default();
    files.files.insert(
        modiar::save::SETTINGS_FILE.into(),
        "{\"version\": 1, \"mode\": ".into(),
    );
    files.files.insert(
        modiar::save::GAME_FILE.into(),
        r#"{"version": 9, "future": true}"#.into(),
    );
    let startup = modiar::game::load_at_start(&mut files, 1_795_968_930);
    assert_eq!(startup.settings, Settings::default());
    assert!(startup.restored.is_none());
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsReset, NoticeKind::Newer]);
    assert!(
        files
            .files
            .contains_key("settings.json.bad-20261129-161530")
    );
    assert!(files.files.contains_key("game.json.bad-20261129-161530"));
    assert!(!files.files.contains_key(modiar::save::SETTINGS_FILE));
    // A game that replays to an illegal move is set aside too.
    let mut files = modiar::save::MemoryStore::default();
    let mut saved =
        modiar::game::saved_game(&Game::new(Side::South), &modiar::game::Players::default());
    saved.moves = pits(&[0, 0]);
    modiar::save::save(&mut files, modiar::save::GAME_FILE, &saved).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.notices.items[0].kind, NoticeKind::GameReset);
    // Values this version does not know: set aside, defaults used.
    let mut files = modiar::save::MemoryStore::default();
    let mut odd = Settings::default().to_saved();
    odd.text_scale = 3.0;
    modiar::save::save(&mut files, modiar::save::SETTINGS_FILE, &odd).unwrap();
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings, Settings::default());
    assert_eq!(startup.notices.items[0].kind, NoticeKind::SettingsReset);
}

#[test]
fn a_bad_file_that_cannot_be_moved_is_never_written_over() {
    let mut files = modiar::save::MemoryStore::default();
    files
        .files
        .insert(modiar::save::SETTINGS_FILE.into(), "garbage".into());
    files.read_only = true;
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert!(!startup.writable.settings);
    // The player hears of it: settings will not be kept this time.
    let kinds: Vec<NoticeKind> = startup.notices.items.iter().map(|n| n.kind).collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsStuck]);
    files.read_only = false;
    let mut app = app_with_store(two_players(), files);
    modiar::game::insert_loaded(&mut app, startup);
    app.world_mut().resource_mut::<Settings>().nudge_volume(1.0);
    app.update();
    app.update();
    assert_eq!(store_of(&app).files[modiar::save::SETTINGS_FILE], "garbage");
}

#[test]
fn a_new_game_clears_the_last_games_notices_but_not_a_files() {
    use modiar::game::{Notices, RestartGame};
    let mut app = app(two_players());
    start(&mut app);
    {
        let mut notices = app.world_mut().resource_mut::<Notices>();
        notices.push(NoticeKind::BadCode, None);
        notices.push(NoticeKind::SettingsReset, Some("settings.json.bad".into()));
    }
    app.update();
    app.world_mut().trigger(RestartGame);
    app.update();
    let kinds: Vec<NoticeKind> = app
        .world()
        .resource::<Notices>()
        .items
        .iter()
        .map(|n| n.kind)
        .collect();
    assert_eq!(kinds, vec![NoticeKind::SettingsReset]);
}

/// Menu in the middle of a game keeps it: the title offers Continue, which
/// takes the player back to the same position; Play starts afresh.
#[test]
fn menu_keeps_the_game_and_the_title_offers_to_continue_it() {
    use modiar::game::ToMenu;
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 300);
    let before = app.world().resource::<Match>().moves().to_vec();
    assert_eq!(before.len(), 1);
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(texts(&mut app).iter().any(|t| t == "Continue"));
    press(&mut app, "button-continue");
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Playing);
    assert_eq!(app.world().resource::<Match>().moves(), before);
    stones_match(app.world_mut()).unwrap();
    // Leave again, and choose Play: a new game, and nothing to continue.
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    press(&mut app, "button-play");
    app.update();
    app.update();
    assert!(app.world().resource::<Match>().moves().is_empty());
    app.world_mut().trigger(ToMenu);
    app.update();
    app.update();
    assert!(!texts(&mut app).iter().any(|t| t == "Continue"));
}
