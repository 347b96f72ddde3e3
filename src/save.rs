//! Settings and the game in progress, kept between runs: in the system's
//! config directory on the desktop, in `localStorage` on the web.
//!
//! A file that cannot be read (corrupt, truncated, from a newer version) is
//! never overwritten in silence: it is set aside under a name with a
//! timestamp, the defaults are used, and the caller gets a notice to show.

use crate::ai::Level;
use crate::i18n::Language;
use crate::link::{KeptLink, LinkBook, LinkGame, Seat};
use crate::prefs::{AnimationSpeed, Controller, Mode, Starts};
use crate::rules::{Game, Pit, Position, Side};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The format version this build writes. It reads this one and every
/// earlier one: fields added since have defaults.
///
/// - 1: settings and the game in progress.
/// - 2: settings gain the move preview, the coach and the lessons done.
/// - 3: the game in progress carries its key, the records the games they
///   counted, and the settings who started the last game; so two tabs or
///   windows can merge what each kept (`crate::merge`).
pub const FORMAT_VERSION: u32 = 3;

/// The settings file's name.
pub const SETTINGS_FILE: &str = "settings.json";
/// The game-in-progress file's name.
pub const GAME_FILE: &str = "game.json";
/// The puzzle progress file's name.
pub const PUZZLES_FILE: &str = "puzzles.json";
/// The records file's name.
pub const RECORDS_FILE: &str = "records.json";
/// The games by link file's name.
pub const LINKS_FILE: &str = "links.json";

/// Where saved data lives.
pub trait Store {
    /// The text of `name`, `Ok(None)` if there is none.
    fn read(&self, name: &str) -> Result<Option<String>, String>;
    /// Replaces `name` with `text` (atomically where the platform allows).
    fn write(&mut self, name: &str, text: &str) -> Result<(), String>;
    /// Moves `name` aside to `new_name`, keeping its contents.
    fn rename(&mut self, name: &str, new_name: &str) -> Result<(), String>;
    /// Deletes `name` if it exists.
    fn remove(&mut self, name: &str) -> Result<(), String>;
    /// Whether another tab or window has written since this was last
    /// asked; asking clears it.
    fn changed_elsewhere(&mut self) -> bool {
        false
    }
    /// Whether anything can be kept at all: false where the browser
    /// refuses its storage outright.
    fn usable(&self) -> bool {
        true
    }
}

/// Why a saved file was set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not readable as this format: corrupt, truncated, or wrong values.
    Unreadable(String),
    /// Written by a newer version of the game.
    Newer { version: u64 },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "unreadable: {why}"),
            Problem::Newer { version } => {
                write!(f, "written by a newer version (format {version})")
            }
        }
    }
}

/// What loading a file found.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    /// The file was read.
    Found(T),
    /// There was no file.
    Missing,
    /// The file was bad and has been set aside as `kept`.
    SetAside { kept: String, problem: Problem },
    /// The file was bad and could not even be moved aside; it is left alone
    /// and must not be written over.
    Stuck { problem: Problem, error: String },
}

/// A timestamp for names of set-aside files, `YYYYMMDD-HHMMSS` in UTC.
pub fn timestamp(unix_seconds: u64) -> String {
    let days = (unix_seconds / 86_400) as i64;
    let secs = unix_seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// Reads `name` as `T`. A bad file is set aside under `name.bad-TIMESTAMP`.
pub fn load<T: DeserializeOwned>(store: &mut dyn Store, name: &str, now: u64) -> Loaded<T> {
    let text = match store.read(name) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Missing,
        Err(error) => {
            return Loaded::Stuck {
                problem: Problem::Unreadable(error.clone()),
                error,
            };
        }
    };
    let problem = match parse::<T>(&text) {
        Ok(value) => return Loaded::Found(value),
        Err(problem) => problem,
    };
    match set_aside(store, name, now) {
        Ok(kept) => Loaded::SetAside { kept, problem },
        Err(error) => Loaded::Stuck { problem, error },
    }
}

/// Reads `name` as `T` as it stands now, setting nothing aside: for a tab
/// that merges what another wrote. `Ok(None)` if there is no file.
pub fn peek<T: DeserializeOwned>(store: &dyn Store, name: &str) -> Result<Option<T>, Problem> {
    match store.read(name) {
        Ok(Some(text)) => parse(&text).map(Some),
        Ok(None) => Ok(None),
        Err(error) => Err(Problem::Unreadable(error)),
    }
}

/// How many names `set_aside` tries before it gives up.
const ASIDE_ATTEMPTS: u32 = 100;

/// Moves `name` to `name.bad-TIMESTAMP` and returns that name. A file that
/// reads but means nothing to this version is set aside this way too.
/// Never writes over anything: a name that holds a file, or that cannot be
/// read to tell, is taken, and the next is tried.
pub fn set_aside(store: &mut dyn Store, name: &str, now: u64) -> Result<String, String> {
    let stamp = timestamp(now);
    for n in 1..=ASIDE_ATTEMPTS {
        let kept = if n == 1 {
            format!("{name}.bad-{stamp}")
        } else {
            format!("{name}.bad-{stamp}-{n}")
        };
        if matches!(store.read(&kept), Ok(None)) {
            store.rename(name, &kept)?;
            return Ok(kept);
        }
    }
    Err(format!("no free name to set {name} aside under"))
}

fn parse<T: DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| Problem::Unreadable(e.to_string()))?;
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(v) if (1..=u64::from(FORMAT_VERSION)).contains(&v) => {}
        Some(v) if v > u64::from(FORMAT_VERSION) => return Err(Problem::Newer { version: v }),
        Some(v) => return Err(Problem::Unreadable(format!("unknown format {v}"))),
        None => return Err(Problem::Unreadable("no format version".into())),
    }
    serde_json::from_value(value).map_err(|e| Problem::Unreadable(e.to_string()))
}

/// Writes `value` as `name`.
pub fn save<T: Serialize>(store: &mut dyn Store, name: &str, value: &T) -> Result<(), String> {
    let text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    store.write(name, &text)
}

/// The player's choices, as saved. Enums are saved by name, so a value a
/// later version adds reads as unreadable here instead of as a wrong choice.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SavedSettings {
    pub version: u32,
    /// `None` follows the system's language.
    pub language: Option<Language>,
    pub mode: Mode,
    pub level: Level,
    pub starts: Starts,
    pub speed: AnimationSpeed,
    pub sound: bool,
    pub volume: f32,
    pub text_scale: f32,
    pub reduced_motion: bool,
    /// Since format 2: show what a move would do before it is made.
    #[serde(default = "yes")]
    pub preview: bool,
    /// Since format 2: a quiet line after a move that gave stones away,
    /// against the first two levels.
    #[serde(default = "yes")]
    pub coach: bool,
    /// Since format 2: the guided first game.
    #[serde(default = "Lessons::returning_player")]
    pub lessons: Lessons,
    /// Since format 2: two players across a flat tablet, North's words
    /// turned to face North.
    #[serde(default)]
    pub face_to_face: bool,
    /// Since format 3: who started the last game begun here, so that
    /// taking turns goes on across launches.
    #[serde(default)]
    pub last_first: Option<Side>,
}

fn yes() -> bool {
    true
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// How far the player has come through the guided first game.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default)]
#[serde(deny_unknown_fields)]
pub struct Lessons {
    /// The first-launch offer has been answered (or the player came from
    /// an earlier version, so is not new).
    pub offered: bool,
    /// The lessons finished, by id.
    pub done: Vec<String>,
}

impl Lessons {
    /// A settings file from before the lessons belongs to someone who has
    /// played already: no first-launch offer.
    fn returning_player() -> Lessons {
        Lessons {
            offered: true,
            done: Vec::new(),
        }
    }
}

/// A game in progress: its start, its moves, and who played each side.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub version: u32,
    pub start: SavedPosition,
    pub moves: Vec<Pit>,
    pub south: Controller,
    pub north: Controller,
    pub first: Side,
    /// Since format 3: which game this is, so two tabs tell the same game
    /// moved on from another game begun in its place.
    #[serde(default)]
    pub key: u64,
}

/// Puzzles solved, and the run of days on which the puzzle of the day was
/// solved.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedPuzzles {
    pub version: u32,
    /// Ids of the puzzles answered right.
    pub solved: Vec<String>,
    /// The last day (since 1970) the puzzle of the day was solved.
    pub daily_last: Option<u64>,
    /// Days in a row, up to `daily_last`.
    pub daily_streak: u32,
    /// The longest run so far.
    pub daily_best: u32,
}

impl Default for SavedPuzzles {
    fn default() -> Self {
        SavedPuzzles {
            version: FORMAT_VERSION,
            solved: Vec::new(),
            daily_last: None,
            daily_streak: 0,
            daily_best: 0,
        }
    }
}

impl SavedPuzzles {
    /// Records the puzzle of `day` solved: the streak grows on the next
    /// day, holds on the same day, and starts again after a gap.
    pub fn solve_daily(&mut self, day: u64) {
        self.daily_streak = match self.daily_last {
            Some(last) if last == day => self.daily_streak,
            Some(last) if last + 1 == day => self.daily_streak + 1,
            _ => 1,
        };
        self.daily_last = Some(day);
        self.daily_best = self.daily_best.max(self.daily_streak);
    }

    /// The streak as it stands on `day`: broken if a day was missed.
    pub fn streak_on(&self, day: u64) -> u32 {
        match self.daily_last {
            Some(last) if last + 1 >= day => self.daily_streak,
            _ => 0,
        }
    }
}

/// Who a record is against: a level of the computer, or two people on
/// one device (then the record is South's, the player at the bottom).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Opponent {
    Computer(Level),
    TwoPlayers,
    /// Friends far away, by link (the record is this device's player's).
    ByLink,
}

impl Opponent {
    pub const ALL: [Opponent; 8] = [
        Opponent::Computer(Level::Beginner),
        Opponent::Computer(Level::Casual),
        Opponent::Computer(Level::Club),
        Opponent::Computer(Level::Expert),
        Opponent::Computer(Level::Master),
        Opponent::Computer(Level::Perfect),
        Opponent::TwoPlayers,
        Opponent::ByLink,
    ];

    /// The name in the records file: a level's name, or `two-players`.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Computer(level) => level.name(),
            Opponent::TwoPlayers => "two-players",
            Opponent::ByLink => "by-link",
        }
    }
}

impl Serialize for Opponent {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Opponent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        Opponent::ALL
            .into_iter()
            .find(|o| o.name() == name)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown opponent {name:?}")))
    }
}

/// One opponent's record.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// The best final margin (stones over the opponent's), if any game
    /// was played.
    pub best_margin: Option<i8>,
    /// Wins in a row, up to the last game.
    pub streak: u32,
    pub best_streak: u32,
}

impl Record {
    /// Counts a game that ended `margin` stones up (down if negative).
    /// Returns whether its margin is the best so far.
    pub fn count(&mut self, margin: i8) -> bool {
        self.played += 1;
        match margin.signum() {
            1 => {
                self.won += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            0 => {
                self.drawn += 1;
                self.streak = 0;
            }
            _ => {
                self.lost += 1;
                self.streak = 0;
            }
        }
        let best = self.best_margin.is_none_or(|b| margin > b);
        if best {
            self.best_margin = Some(margin);
        }
        best
    }
}

/// A finished game the records counted: by its key, so that no game is
/// counted twice, whichever tab or window ends it.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CountedGame {
    pub key: u64,
    pub opponent: Opponent,
    pub margin: i8,
}

/// How many counted games the records remember by key: far more than two
/// tabs can finish between two looks at the store.
pub const COUNTED_KEPT: usize = 200;

/// The records against each opponent.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedRecords {
    pub version: u32,
    pub records: std::collections::BTreeMap<Opponent, Record>,
    /// Since format 3: the latest games counted, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counted: Vec<CountedGame>,
    /// Since format 3: how many times the records were cleared; a clearing
    /// in one tab wins over the older records of another.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cleared: u32,
}

impl Default for SavedRecords {
    fn default() -> Self {
        SavedRecords {
            version: FORMAT_VERSION,
            records: std::collections::BTreeMap::new(),
            counted: Vec::new(),
            cleared: 0,
        }
    }
}

impl SavedRecords {
    pub fn of(&self, opponent: Opponent) -> Record {
        self.records.get(&opponent).copied().unwrap_or_default()
    }

    /// Whether the game `key` has been counted.
    pub fn has_counted(&self, key: u64) -> bool {
        self.counted.iter().any(|c| c.key == key)
    }

    /// Counts a finished game once: `None` if its key was counted already,
    /// else the record it made and whether its margin is the best yet.
    pub fn count_game(&mut self, game: CountedGame) -> Option<(Record, bool)> {
        if self.has_counted(game.key) {
            return None;
        }
        let record = self.records.entry(game.opponent).or_default();
        let best = record.count(game.margin);
        let record = *record;
        self.counted.push(game);
        let over = self.counted.len().saturating_sub(COUNTED_KEPT);
        self.counted.drain(..over);
        Some((record, best))
    }

    /// Clears every record, so that a clearing reaches other tabs too.
    pub fn clear(&mut self) {
        *self = SavedRecords {
            cleared: self.cleared + 1,
            ..SavedRecords::default()
        };
    }
}

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedPosition {
    pub board: [u8; 6],
    pub captured: [u8; 2],
    pub to_move: Side,
    pub first_move: bool,
}

impl Serialize for Side {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Side {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match String::deserialize(d)?.as_str() {
            "south" => Ok(Side::South),
            "north" => Ok(Side::North),
            other => Err(serde::de::Error::custom(format!("unknown side {other:?}"))),
        }
    }
}

/// A pit is saved as its notation number, 0–5.
impl Serialize for Pit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(self.index() as u64)
    }
}

impl<'de> Deserialize<'de> for Pit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let number = u64::deserialize(d)?;
        usize::try_from(number)
            .ok()
            .and_then(Pit::new)
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "pit {number} is off the board: pits are numbered 0 to 5"
                ))
            })
    }
}

impl SavedGame {
    /// A game's record, to save.
    pub fn of(game: &Game, south: Controller, north: Controller, first: Side) -> SavedGame {
        let start = game.start();
        SavedGame {
            version: FORMAT_VERSION,
            start: SavedPosition {
                board: start.board(),
                captured: start.captured(),
                to_move: start.to_move(),
                first_move: start.first_move(),
            },
            moves: game.moves().to_vec(),
            south,
            north,
            first,
            key: 0,
        }
    }

    /// The game replayed move by move, so a tampered or damaged file can
    /// never produce a position the rules could not reach.
    pub fn replay(&self) -> Result<Game, String> {
        let s = self.start;
        let start = Position::new(s.board, s.captured, s.to_move, s.first_move)
            .map_err(|e| format!("inconsistent start: {e}"))?;
        let mut game = Game::from_position(start);
        for (i, &pit) in self.moves.iter().enumerate() {
            game.play(pit)
                .map_err(|e| format!("move {i} (pit {pit}): {e}"))?;
        }
        Ok(game)
    }
}

/// One game by link as saved: the game as the opener sees it, and this
/// device's part in it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedLink {
    pub id: u32,
    pub seat: String,
    pub first: String,
    pub moves: Vec<Pit>,
    pub unsent: bool,
    pub time: u64,
    pub counted: bool,
}

/// The games by link on this device.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SavedLinks {
    pub version: u32,
    pub games: Vec<SavedLink>,
}

impl SavedLinks {
    pub fn of(book: &LinkBook) -> SavedLinks {
        SavedLinks {
            version: FORMAT_VERSION,
            games: book
                .games
                .iter()
                .map(|k| SavedLink {
                    id: k.game.id,
                    seat: k.seat.name().into(),
                    first: k.game.first.name().into(),
                    moves: k.game.moves.clone(),
                    unsent: k.unsent,
                    time: k.time,
                    counted: k.counted,
                })
                .collect(),
        }
    }

    /// The games, each checked as a link would be: its seats named and
    /// its moves legal, or the whole file is refused.
    pub fn book(&self) -> Result<LinkBook, String> {
        let mut book = LinkBook::default();
        for saved in &self.games {
            let seat = |name: &str| {
                Seat::parse(name).ok_or_else(|| format!("game {}: no seat {name:?}", saved.id))
            };
            let game = LinkGame {
                id: saved.id,
                first: seat(&saved.first)?,
                moves: saved.moves.clone(),
            };
            // The link format checks the moves: a game that goes through it
            // unchanged is one the rules can play.
            if LinkGame::decode(&game.encode()).as_ref() != Ok(&game) {
                return Err(format!("game {}: its moves are not legal", saved.id));
            }
            if book.get(saved.id).is_some() {
                return Err(format!("game {} is there twice", saved.id));
            }
            book.games.push(KeptLink {
                game,
                seat: seat(&saved.seat)?,
                unsent: saved.unsent,
                time: saved.time,
                counted: saved.counted,
            });
        }
        Ok(book)
    }
}

/// Files in a directory (the desktop).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug)]
pub struct FileStore {
    pub dir: std::path::PathBuf,
    /// Each kept file's last change as this window last saw it, to hear
    /// of another window's writes.
    seen: std::collections::BTreeMap<String, Option<std::time::SystemTime>>,
}

/// The files another window may change under this one.
#[cfg(not(target_arch = "wasm32"))]
const KEPT_FILES: [&str; 5] = [
    SETTINGS_FILE,
    GAME_FILE,
    PUZZLES_FILE,
    RECORDS_FILE,
    LINKS_FILE,
];

#[cfg(not(target_arch = "wasm32"))]
impl FileStore {
    /// A store in `dir`.
    pub fn new(dir: std::path::PathBuf) -> FileStore {
        let mut store = FileStore {
            dir,
            seen: Default::default(),
        };
        store.changed_elsewhere();
        store
    }

    fn modified(&self, name: &str) -> Option<std::time::SystemTime> {
        std::fs::metadata(self.dir.join(name))
            .and_then(|m| m.modified())
            .ok()
    }
    /// The system's config directory for the game, e.g. `~/.config/modiar`.
    pub fn in_config_dir() -> Option<FileStore> {
        directories::ProjectDirs::from("org", "Modiar", "Modiar")
            .map(|dirs| FileStore::new(dirs.config_dir().to_path_buf()))
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Store for FileStore {
    fn read(&self, name: &str) -> Result<Option<String>, String> {
        match std::fs::read(self.dir.join(name)) {
            // Bytes that are not text fail to parse and are set aside.
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.to_string()),
        }
    }

    fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
        // The same text again is no change for another window to hear of.
        if self.read(name).ok().flatten().as_deref() == Some(text) {
            return Ok(());
        }
        std::fs::create_dir_all(&self.dir).map_err(|e| e.to_string())?;
        // Write beside, then rename: a crash never leaves half a file.
        let temporary = self.dir.join(format!(".{name}.new"));
        std::fs::write(&temporary, text).map_err(|e| e.to_string())?;
        std::fs::rename(&temporary, self.dir.join(name)).map_err(|e| e.to_string())?;
        self.seen.insert(name.to_owned(), self.modified(name));
        Ok(())
    }

    fn rename(&mut self, name: &str, new_name: &str) -> Result<(), String> {
        let to = self.dir.join(new_name);
        if to.symlink_metadata().is_ok() {
            return Err(format!("{new_name} exists already"));
        }
        std::fs::rename(self.dir.join(name), to).map_err(|e| e.to_string())
    }

    fn remove(&mut self, name: &str) -> Result<(), String> {
        match std::fs::remove_file(self.dir.join(name)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
            _ => {
                self.seen.insert(name.to_owned(), None);
                Ok(())
            }
        }
    }

    fn changed_elsewhere(&mut self) -> bool {
        // Five `stat` calls: cheap enough to ask every frame.
        let mut changed = false;
        for name in KEPT_FILES {
            let now = self.modified(name);
            if self.seen.insert(name.to_owned(), now) != Some(now) {
                changed = true;
            }
        }
        changed
    }
}

/// A store in memory, for tests and for when nothing can be saved.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    pub files: std::collections::BTreeMap<String, String>,
    /// When set, writes and renames fail (a read-only disk).
    pub read_only: bool,
    /// Names whose reads fail (a file without read permission).
    pub unreadable: std::collections::BTreeSet<String>,
}

impl Store for MemoryStore {
    fn read(&self, name: &str) -> Result<Option<String>, String> {
        if self.unreadable.contains(name) {
            return Err("permission denied".into());
        }
        Ok(self.files.get(name).cloned())
    }

    fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
        if self.read_only {
            return Err("read-only".into());
        }
        self.files.insert(name.to_owned(), text.to_owned());
        Ok(())
    }

    fn rename(&mut self, name: &str, new_name: &str) -> Result<(), String> {
        if self.read_only {
            return Err("read-only".into());
        }
        if self.files.contains_key(new_name) || self.unreadable.contains(new_name) {
            return Err(format!("{new_name} exists already"));
        }
        let text = self.files.remove(name).ok_or("no such file")?;
        self.files.insert(new_name.to_owned(), text);
        Ok(())
    }

    fn remove(&mut self, name: &str) -> Result<(), String> {
        if self.read_only {
            return Err("read-only".into());
        }
        self.files.remove(name);
        Ok(())
    }
}

/// One store seen by several players of the game at once, as the tabs of
/// one browser share `localStorage` and the windows of one computer share
/// a folder: each handle hears of the others' writes, never of its own.
/// For tests, and for a check that runs two apps.
#[derive(Clone, Debug, Default)]
pub struct SharedStore {
    shared: std::sync::Arc<std::sync::Mutex<SharedFiles>>,
    /// The writes this handle knows of.
    seen: u64,
}

#[derive(Debug, Default)]
struct SharedFiles {
    store: MemoryStore,
    /// Every write that changed a file, by any handle.
    writes: u64,
    /// When set, nothing can be read or written (storage blocked).
    blocked: bool,
}

impl SharedStore {
    /// Another handle on the same files: another tab or window.
    pub fn handle(&self) -> SharedStore {
        let writes = self.files().writes;
        SharedStore {
            shared: self.shared.clone(),
            seen: writes,
        }
    }

    fn files(&self) -> std::sync::MutexGuard<'_, SharedFiles> {
        self.shared.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A copy of the files as they stand.
    pub fn snapshot(&self) -> MemoryStore {
        self.files().store.clone()
    }

    /// Makes writes fail (a full disk, a storage quota), or work again.
    pub fn set_read_only(&self, read_only: bool) {
        self.files().store.read_only = read_only;
    }

    /// Makes every read and write fail: a browser that keeps nothing.
    pub fn set_blocked(&self, blocked: bool) {
        self.files().blocked = blocked;
    }

    /// Runs a change to the files, counting it as a write if it changed
    /// anything; a handle's own write is one it knows of.
    fn change(
        &mut self,
        change: impl FnOnce(&mut MemoryStore) -> Result<(), String>,
    ) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut files = shared.lock().unwrap_or_else(|e| e.into_inner());
        if files.blocked {
            return Err("storage is blocked".into());
        }
        let before = files.store.files.clone();
        change(&mut files.store)?;
        if files.store.files != before {
            let up_to_date = self.seen == files.writes;
            files.writes += 1;
            if up_to_date {
                self.seen = files.writes;
            }
        }
        Ok(())
    }
}

impl Store for SharedStore {
    fn read(&self, name: &str) -> Result<Option<String>, String> {
        let files = self.files();
        if files.blocked {
            return Err("storage is blocked".into());
        }
        files.store.read(name)
    }

    fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
        self.change(|store| store.write(name, text))
    }

    fn rename(&mut self, name: &str, new_name: &str) -> Result<(), String> {
        self.change(|store| store.rename(name, new_name))
    }

    fn remove(&mut self, name: &str) -> Result<(), String> {
        self.change(|store| store.remove(name))
    }

    fn changed_elsewhere(&mut self) -> bool {
        let writes = self.files().writes;
        std::mem::replace(&mut self.seen, writes) != writes
    }

    fn usable(&self) -> bool {
        !self.files().blocked
    }
}
