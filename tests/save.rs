//! Settings and saved games: round trips, and every kind of bad file is set
//! aside (never overwritten) with the defaults used instead.

use modiar::ai::Level;
use modiar::i18n::Language;
use modiar::prefs::{AnimationSpeed, Controller, Mode, Starts};
use modiar::rules::{Game, Pit, Side};
use modiar::save::{
    FORMAT_VERSION, FileStore, GAME_FILE, Lessons, Loaded, MemoryStore, Problem, SETTINGS_FILE,
    SavedGame, SavedSettings, Store, load, save, set_aside, timestamp,
};

/// 2026-11-29 16:15:30 UTC.
const NOW: u64 = 1_795_968_930;

fn pit(n: usize) -> Pit {
    Pit::new(n).expect("a pit on the board")
}

fn pits(numbers: &[usize]) -> Vec<Pit> {
    numbers.iter().map(|&n| pit(n)).collect()
}

fn settings() -> SavedSettings {
    SavedSettings {
        version: FORMAT_VERSION,
        language: Some(Language::Maltese),
        mode: Mode::TwoPlayers,
        level: Level::Expert,
        starts: Starts::Alternate,
        speed: AnimationSpeed::Fast,
        sound: false,
        volume: 0.4,
        text_scale: 1.25,
        reduced_motion: true,
        preview: false,
        coach: true,
        lessons: Lessons {
            offered: true,
            done: vec!["sowing".into()],
        },
        face_to_face: true,
        last_first: Some(Side::North),
    }
}

#[test]
fn timestamps_are_utc_dates() {
    assert_eq!(timestamp(0), "19700101-000000");
    assert_eq!(timestamp(NOW), "20261129-161530");
    assert_eq!(timestamp(951_782_400), "20000229-000000");
}

/// An empty store has no settings; saved settings read back equal.
fn assert_settings_round_trip(store: &mut dyn Store) {
    assert_eq!(
        load::<SavedSettings>(store, SETTINGS_FILE, NOW),
        Loaded::Missing
    );
    save(store, SETTINGS_FILE, &settings()).unwrap();
    assert_eq!(load(store, SETTINGS_FILE, NOW), Loaded::Found(settings()));
}

#[test]
fn settings_round_trip() {
    let mut store = MemoryStore::default();
    assert_settings_round_trip(&mut store);
}

#[test]
fn a_game_round_trips_by_replaying_its_moves() {
    let mut game = Game::new(Side::North);
    for pit in pits(&[3, 0, 5]) {
        game.play(pit).unwrap();
    }
    let saved = SavedGame::of(
        &game,
        Controller::Human,
        Controller::Computer(Level::Club),
        Side::North,
    );
    let mut store = MemoryStore::default();
    save(&mut store, GAME_FILE, &saved).unwrap();
    let Loaded::Found(loaded) = load::<SavedGame>(&mut store, GAME_FILE, NOW) else {
        panic!("not found");
    };
    assert_eq!(loaded, saved);
    let replayed = loaded.replay().unwrap();
    assert_eq!(replayed.history(), game.history());
}

/// Loads `text` as settings and checks it was set aside, untouched.
fn set_aside_text(text: &str) -> Problem {
    let mut store = MemoryStore::default();
    store.write(SETTINGS_FILE, text).unwrap();
    match load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW) {
        Loaded::SetAside { kept, problem } => {
            assert_eq!(kept, "settings.json.bad-20261129-161530");
            assert_eq!(
                store.files.get(&kept).map(String::as_str),
                Some(text),
                "kept as it was"
            );
            assert!(
                !store.files.contains_key(SETTINGS_FILE),
                "the bad file is out of the way"
            );
            problem
        }
        other => panic!("{text:?} was not set aside: {other:?}"),
    }
}

#[test]
fn corrupt_truncated_and_wrong_files_are_set_aside() {
    let good = serde_json::to_string(&settings()).unwrap();
    assert!(matches!(
        set_aside_text("{not json"),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text(&good[..good.len() / 2]),
        Problem::Unreadable(_)
    ));
    assert!(matches!(set_aside_text(""), Problem::Unreadable(_)));
    assert!(matches!(
        set_aside_text("\u{0}\u{1}binary"),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text("[1, 2, 3]"),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text(&good.replace(&format!("\"version\":{FORMAT_VERSION},"), "")),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text(&good.replace("\"sound\":false", "\"sound\":\"yes\"")),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text(&good.replace("\"sound\":false", "\"sound\":false,\"colour\":1")),
        Problem::Unreadable(_)
    ));
    assert!(matches!(
        set_aside_text(&good.replace(&format!("\"version\":{FORMAT_VERSION}"), "\"version\":0")),
        Problem::Unreadable(_)
    ));
}

#[test]
fn a_file_from_a_newer_version_is_set_aside_not_overwritten() {
    let newer = serde_json::to_string(&settings())
        .unwrap()
        .replace(&format!("\"version\":{FORMAT_VERSION}"), "\"version\":7");
    assert_eq!(set_aside_text(&newer), Problem::Newer { version: 7 });
}

#[test]
fn an_earlier_set_aside_file_is_never_clobbered() {
    let mut store = MemoryStore::default();
    store
        .write("settings.json.bad-20261129-161530", "first")
        .unwrap();
    store.write(SETTINGS_FILE, "second").unwrap();
    let Loaded::SetAside { kept, .. } = load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW)
    else {
        panic!();
    };
    assert_eq!(kept, "settings.json.bad-20261129-161530-2");
    assert_eq!(store.files["settings.json.bad-20261129-161530"], "first");
    assert_eq!(store.files[&kept], "second");
}

#[test]
fn a_set_aside_name_that_cannot_be_read_is_taken_not_reused() {
    let mut store = MemoryStore::default();
    store.write(SETTINGS_FILE, "garbage").unwrap();
    store
        .unreadable
        .insert("settings.json.bad-20261129-161530".into());
    let kept = set_aside(&mut store, SETTINGS_FILE, NOW).unwrap();
    assert_eq!(kept, "settings.json.bad-20261129-161530-2");
    assert_eq!(store.files[&kept], "garbage");
}

#[test]
fn files_written_by_the_first_format_load_unchanged() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/saves/");
    let read = |name: &str| std::fs::read_to_string(format!("{dir}{name}")).unwrap();
    let mut store = MemoryStore::default();
    store
        .write(SETTINGS_FILE, &read("settings-v1.json"))
        .unwrap();
    store.write(GAME_FILE, &read("game-v1.json")).unwrap();
    let Loaded::Found(old) = load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW) else {
        panic!("the settings file did not load");
    };
    // Every choice as it was; what format 2 added has its defaults, and a
    // player with a file from before the lessons is not offered them.
    assert_eq!(old.version, 1);
    assert_eq!(
        (old.language, old.mode, old.level, old.starts, old.speed),
        (
            Some(Language::Maltese),
            Mode::TwoPlayers,
            Level::Expert,
            Starts::Alternate,
            AnimationSpeed::Fast
        )
    );
    assert_eq!((old.sound, old.volume, old.text_scale), (false, 0.4, 1.25));
    assert!(old.reduced_motion && old.preview && old.coach && !old.face_to_face);
    assert_eq!(
        old.lessons,
        Lessons {
            offered: true,
            done: vec![]
        }
    );
    let Loaded::Found(game) = load::<SavedGame>(&mut store, GAME_FILE, NOW) else {
        panic!("the game file did not load");
    };
    assert_eq!(game.south, Controller::Human);
    assert_eq!(game.north, Controller::Computer(Level::Master));
    assert_eq!(game.first, Side::North);
    assert_eq!(game.replay().unwrap().moves(), pits(&[3, 0, 5, 2]));
    // Written again, in today's format, both read back the same.
    let mut again = old.clone();
    again.version = FORMAT_VERSION;
    save(&mut store, SETTINGS_FILE, &again).unwrap();
    assert_eq!(load(&mut store, SETTINGS_FILE, NOW), Loaded::Found(again));
    save(&mut store, GAME_FILE, &game).unwrap();
    assert_eq!(load(&mut store, GAME_FILE, NOW), Loaded::Found(game));
    // The defaults, with a language that follows the system.
    store
        .write(SETTINGS_FILE, &read("settings-v1-defaults.json"))
        .unwrap();
    let Loaded::Found(defaults) = load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW) else {
        panic!();
    };
    assert_eq!(defaults.language, None);
    assert_eq!(
        (
            defaults.mode,
            defaults.level,
            defaults.starts,
            defaults.speed
        ),
        (
            Mode::VsComputer,
            Level::Club,
            Starts::South,
            AnimationSpeed::Normal
        )
    );
}

#[test]
fn unknown_names_in_a_file_make_it_unreadable() {
    let good = serde_json::to_string(&settings()).unwrap();
    for (from, to) in [
        ("\"expert\"", "\"grandmaster\""),
        ("\"two-players\"", "\"three-players\""),
        ("\"alternate\"", "\"east\""),
        ("\"fast\"", "\"ludicrous\""),
        ("\"mt\"", "\"xx\""),
    ] {
        assert!(
            matches!(
                set_aside_text(&good.replace(from, to)),
                Problem::Unreadable(_)
            ),
            "{to}"
        );
    }
}

#[test]
fn a_bad_file_that_cannot_be_moved_is_left_alone() {
    let mut store = MemoryStore::default();
    store.write(SETTINGS_FILE, "{broken").unwrap();
    store.read_only = true;
    assert!(matches!(
        load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW),
        Loaded::Stuck { .. }
    ));
    assert_eq!(store.files[SETTINGS_FILE], "{broken");
}

#[test]
fn a_saved_game_with_an_illegal_move_does_not_replay() {
    let mut saved = SavedGame::of(
        &Game::new(Side::South),
        Controller::Human,
        Controller::Human,
        Side::South,
    );
    saved.moves = pits(&[0, 1]);
    assert!(saved.replay().unwrap_err().contains("move 1 (pit 1)"));
    // A pit off the board cannot even be read back: the file is set aside.
    assert_eq!(Pit::new(9), None);
    let mut text = serde_json::to_value(&saved).unwrap();
    text["moves"] = serde_json::json!([9]);
    let mut store = MemoryStore::default();
    store.write(GAME_FILE, &text.to_string()).unwrap();
    match load::<SavedGame>(&mut store, GAME_FILE, NOW) {
        Loaded::SetAside {
            problem: Problem::Unreadable(why),
            ..
        } => assert!(why.contains("pit 9 is off the board"), "{why}"),
        other => panic!("a move from pit 9 was not refused: {other:?}"),
    }
    saved.moves.clear();
    saved.start.board = [7, 7, 7, 7, 7, 8];
    assert!(saved.replay().unwrap_err().contains("inconsistent start"));
}

#[test]
fn files_on_disk() {
    let dir = std::env::temp_dir().join(format!("modiar-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut store = FileStore::new(dir.join("config"));
    assert_settings_round_trip(&mut store);
    // Bytes that are not UTF-8 are set aside like any corrupt file.
    std::fs::write(dir.join("config").join(SETTINGS_FILE), [0xff, 0xfe, 0x00]).unwrap();
    let Loaded::SetAside { kept, .. } = load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW)
    else {
        panic!();
    };
    assert_eq!(
        std::fs::read(dir.join("config").join(&kept)).unwrap(),
        [0xff, 0xfe, 0x00]
    );
    // A directory where the file should be cannot be read: reported as
    // stuck, and left where it is.
    std::fs::create_dir_all(dir.join("config").join(GAME_FILE)).unwrap();
    assert!(matches!(
        load::<SavedGame>(&mut store, GAME_FILE, NOW),
        Loaded::Stuck { .. }
    ));
    assert!(dir.join("config").join(GAME_FILE).is_dir());
    // A set-aside name already on disk is never written over.
    std::fs::write(dir.join("config").join(SETTINGS_FILE), "{bad").unwrap();
    let first = dir.join("config").join("settings.json.bad-20261129-161530");
    std::fs::write(&first, "earlier").unwrap();
    let Loaded::SetAside { kept, .. } = load::<SavedSettings>(&mut store, SETTINGS_FILE, NOW)
    else {
        panic!();
    };
    assert_eq!(kept, "settings.json.bad-20261129-161530-2");
    assert_eq!(std::fs::read_to_string(&first).unwrap(), "earlier");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn records_and_puzzle_progress_of_format_2_load_unchanged() {
    use modiar::save::{Opponent, PUZZLES_FILE, RECORDS_FILE, SavedPuzzles, SavedRecords};
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/saves/");
    let read = |name: &str| std::fs::read_to_string(format!("{dir}{name}")).unwrap();
    let mut store = MemoryStore::default();
    store.write(RECORDS_FILE, &read("records-v2.json")).unwrap();
    store.write(PUZZLES_FILE, &read("puzzles-v2.json")).unwrap();
    let Loaded::Found(records) = load::<SavedRecords>(&mut store, RECORDS_FILE, NOW) else {
        panic!("the records did not load");
    };
    let club = records.of(Opponent::Computer(Level::Club));
    assert_eq!((club.played, club.won, club.drawn, club.lost), (5, 3, 1, 1));
    assert_eq!(
        (club.best_margin, club.streak, club.best_streak),
        (Some(4), 2, 2)
    );
    assert_eq!(records.of(Opponent::TwoPlayers).played, 2);
    assert_eq!(records.of(Opponent::Computer(Level::Master)).played, 0);
    let Loaded::Found(puzzles) = load::<SavedPuzzles>(&mut store, PUZZLES_FILE, NOW) else {
        panic!("the puzzle progress did not load");
    };
    assert_eq!(puzzles.solved, ["easy-01", "hard-07"]);
    assert_eq!(
        (puzzles.daily_streak, puzzles.daily_last),
        (2, Some(20_421))
    );
    // Written again, they read the same.
    save(&mut store, RECORDS_FILE, &records).unwrap();
    assert_eq!(store.files[RECORDS_FILE], read("records-v2.json"));
}

#[test]
fn two_windows_on_one_folder_hear_of_each_others_writes_not_their_own() {
    let dir = std::env::temp_dir().join(format!("modiar-windows-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut first = FileStore::new(dir.clone());
    let mut second = FileStore::new(dir.clone());
    assert!(!first.changed_elsewhere() && !second.changed_elsewhere());
    save(&mut first, SETTINGS_FILE, &settings()).unwrap();
    assert!(!first.changed_elsewhere(), "its own write");
    assert!(second.changed_elsewhere(), "the other window's");
    assert!(!second.changed_elsewhere(), "heard once");
    // The same text again is no news.
    save(&mut second, SETTINGS_FILE, &settings()).unwrap();
    assert!(!first.changed_elsewhere());
    second.remove(SETTINGS_FILE).unwrap();
    assert!(first.changed_elsewhere());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn tabs_on_one_store_hear_of_each_others_writes_not_their_own() {
    let mut first = modiar::save::SharedStore::default();
    let mut second = first.handle();
    first.write(SETTINGS_FILE, "a").unwrap();
    assert!(!first.changed_elsewhere());
    assert!(second.changed_elsewhere());
    // Written over by the second before the first looked: still news.
    second.write(SETTINGS_FILE, "b").unwrap();
    first.write(GAME_FILE, "c").unwrap();
    assert!(first.changed_elsewhere());
    assert!(second.changed_elsewhere());
    assert_eq!(second.read(SETTINGS_FILE).unwrap().as_deref(), Some("b"));
}
