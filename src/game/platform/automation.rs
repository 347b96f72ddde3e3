//! Command-line options of the game: screenshots of a settled board, the
//! computer playing both sides, window size. Bad options get a clear
//! message, never a crash.

use super::frugal::AlwaysRedraw;
use super::layout_check::{LayoutRun, configs, drive};
use crate::ai::Level;
use crate::game::analysis::{Analysis, PlayChooser};
use crate::game::board::{PitFocus, Playback, Preview, Stone, StonePlace, slot_position};
use crate::game::learn::{LESSONS, OpenLesson, Outcome, PuzzleSession, Tutorial};
use crate::game::play::{
    Autoplay, Coach, Match, OpenAnalysis, Oracle, PitChosen, Records, Refusal, Settings, StartGame,
    best_move,
};
use crate::game::state::{Dialog, Screen, Turn};
use crate::game::theme::UiFonts;
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::screens::CoverPicture;
use crate::i18n::Language;
use crate::prefs::AnimationSpeed;
use crate::rules::{Position, Side};
use crate::save::{Opponent, SavedRecords};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

pub const USAGE: &str = "\
modiar: the game

Usage: modiar [OPTIONS]

Options:
  --screenshot PATH    save a PNG of the first settled frame and exit
  --at MOMENT          with --screenshot: title, rules, start (default),
                       sowing (halfway through a move), over (the result),
                       board-rules, settings (dialogs over the board),
                       review (over the result), tutorial, lesson (one
                       explained), preview, puzzles, puzzle-answered,
                       coach, records (the title with records), analysis,
                       capture (a capture lighting up mid-game),
                       face-to-face (two players across a tablet) or
                       cover (the emblem and the name, for a store page)
  --autoplay LEVEL     the computer plays both sides (beginner, casual, club,
                       expert, master, perfect, or 1-6), game after game
  --speed SPEED        animation speed: slow, normal or fast
  --seed N             seed for the computer's choices (replays a game)
  --window WxH         window size in logical pixels, e.g. 1280x720
  --lang CODE          interface language: en, de, el, mt or ur
  --frame-stats        print frame times while stones move, after each game
  --layout-check       lay out every screen at every size, language and
                       text size, and report what is clipped, covered or
                       too small (with --at: one moment; --window, --lang
                       and --text-size narrow it)
  --text-size PERCENT  text size: 100, 125 or 150
  -h, --help           this text
  -V, --version        the version";

/// When a screenshot is taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Moment {
    Title,
    /// The rules page, over the title screen.
    Rules,
    #[default]
    Start,
    Sowing,
    Over,
    /// The rules page over the board.
    BoardRules,
    /// The settings over the board.
    Settings,
    /// The review over a finished game's result.
    Review,
    /// The first lesson of the guided game.
    Tutorial,
    /// A lesson done, with its explanation: `lesson` is the capture
    /// lesson (the third), `lesson-N` the Nth.
    Lesson(usize),
    /// The title with the first launch's offer of the lessons.
    Offer,
    /// The computer thinking over its move.
    Thinking,
    /// The dialog for a game's code, over the title.
    OpenCode,
    /// The analysis board with the chooser of "Play from here" open.
    PlayFromHere,
    /// The board with notices (a file set aside, a code not read).
    Notice,
    /// The keyboard cursor on a pit, previewing its move (the opening).
    Preview,
    /// The puzzle screen, before an answer.
    Puzzles,
    /// A puzzle after a wrong answer, every move's worth on its pit.
    PuzzleAnswered,
    /// The coach's line after a costly move against Beginner.
    Coach,
    /// The title with records under the levels.
    Records,
    /// The analysis board partway through a game, every move's worth shown.
    Analysis,
    /// Two players, a few moves in: North's capture lighting up its pits.
    Capture,
    /// Two players across a tablet, North's words turned, a refusal shown.
    FaceToFace,
    /// The title's emblem and name alone: a store page's cover.
    Cover,
}

/// Where a moment starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Opening {
    Title,
    Game,
    Tutorial,
    Puzzles,
    Analysis,
}

impl Moment {
    /// Every moment with its name on the command line.
    pub const ALL: [(&'static str, Moment); 34] = [
        ("title", Moment::Title),
        ("rules", Moment::Rules),
        ("start", Moment::Start),
        ("sowing", Moment::Sowing),
        ("over", Moment::Over),
        ("board-rules", Moment::BoardRules),
        ("settings", Moment::Settings),
        ("review", Moment::Review),
        ("tutorial", Moment::Tutorial),
        ("lesson", Moment::Lesson(2)),
        ("lesson-1", Moment::Lesson(0)),
        ("lesson-2", Moment::Lesson(1)),
        ("lesson-3", Moment::Lesson(2)),
        ("lesson-4", Moment::Lesson(3)),
        ("lesson-5", Moment::Lesson(4)),
        ("lesson-6", Moment::Lesson(5)),
        ("lesson-7", Moment::Lesson(6)),
        ("lesson-8", Moment::Lesson(7)),
        ("lesson-9", Moment::Lesson(8)),
        ("lesson-10", Moment::Lesson(9)),
        ("offer", Moment::Offer),
        ("thinking", Moment::Thinking),
        ("open-code", Moment::OpenCode),
        ("play-from-here", Moment::PlayFromHere),
        ("notice", Moment::Notice),
        ("preview", Moment::Preview),
        ("puzzles", Moment::Puzzles),
        ("puzzle-answered", Moment::PuzzleAnswered),
        ("coach", Moment::Coach),
        ("records", Moment::Records),
        ("analysis", Moment::Analysis),
        ("capture", Moment::Capture),
        ("face-to-face", Moment::FaceToFace),
        ("cover", Moment::Cover),
    ];

    /// The moments the layout check visits: every screen and state a
    /// player reaches (not the store's cover, nor `lesson`, which is
    /// `lesson-3` again).
    pub fn checked() -> Vec<&'static str> {
        Moment::ALL
            .iter()
            .map(|(name, _)| *name)
            .filter(|name| !matches!(*name, "cover" | "lesson"))
            .collect()
    }

    fn names() -> String {
        let names: Vec<&str> = Moment::ALL.iter().map(|(n, _)| *n).collect();
        names.join(", ")
    }

    /// Where the moment starts: the title, a game, the lessons or the
    /// puzzles.
    fn opening(self) -> Opening {
        match self {
            Moment::Title
            | Moment::Rules
            | Moment::Records
            | Moment::Cover
            | Moment::Offer
            | Moment::OpenCode => Opening::Title,
            Moment::Analysis | Moment::PlayFromHere => Opening::Analysis,
            Moment::Tutorial | Moment::Lesson(_) => Opening::Tutorial,
            Moment::Puzzles | Moment::PuzzleAnswered => Opening::Puzzles,
            _ => Opening::Game,
        }
    }

    /// Whether the moment is caught while stones move.
    fn mid_move(self) -> bool {
        matches!(self, Moment::Sowing | Moment::Capture | Moment::Thinking)
    }

    /// Whether the moment comes after a whole game.
    fn after_game(self) -> bool {
        matches!(self, Moment::Over | Moment::Review)
    }

    /// The dialog the moment shows open.
    fn dialog(self) -> Dialog {
        match self {
            Moment::Rules | Moment::BoardRules => Dialog::Rules,
            Moment::Settings => Dialog::Settings,
            Moment::Review => Dialog::Review,
            Moment::OpenCode => Dialog::OpenCode,
            _ => Dialog::None,
        }
    }
}

/// The game's command line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args {
    pub screenshot: Option<PathBuf>,
    pub at: Moment,
    pub autoplay: Option<Level>,
    pub speed: Option<AnimationSpeed>,
    pub seed: Option<u64>,
    pub window: Option<(f32, f32)>,
    pub language: Option<Language>,
    pub frame_stats: bool,
    pub layout_check: bool,
    /// Whether `--at` was given.
    pub at_named: bool,
    pub text_size: Option<u16>,
    pub help: bool,
    pub version: bool,
}

impl Args {
    /// Parses the options (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut parsed = Args::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) if n.starts_with("--") => (n.to_owned(), Some(v.to_owned())),
                _ => (arg.clone(), None),
            };
            let mut value = |what: &str| {
                inline
                    .clone()
                    .or_else(|| args.next())
                    .ok_or_else(|| format!("{name} needs {what}"))
            };
            match name.as_str() {
                "-h" | "--help" => parsed.help = true,
                "-V" | "--version" => parsed.version = true,
                "--frame-stats" => parsed.frame_stats = true,
                "--layout-check" => parsed.layout_check = true,
                "--text-size" => {
                    let v = value("a percentage")?;
                    parsed.text_size = Some(
                        v.trim_end_matches('%')
                            .parse()
                            .ok()
                            .filter(|t| super::layout_check::TEXT_SIZES.contains(t))
                            .ok_or_else(|| {
                                format!("--text-size takes 100, 125 or 150, not {v:?}")
                            })?,
                    );
                }
                "--lang" => {
                    let v = value("a language code")?;
                    parsed.language =
                        Some(Language::from_locale(&v).ok_or_else(|| {
                            format!("--lang takes en, de, el, mt or ur, not {v:?}")
                        })?);
                }
                "--screenshot" => {
                    let path = value("a file path")?;
                    if path.is_empty() {
                        return Err("--screenshot needs a file path".into());
                    }
                    parsed.screenshot = Some(PathBuf::from(path));
                }
                "--at" => {
                    let v = value("a moment")?;
                    parsed.at_named = true;
                    parsed.at = Moment::ALL
                        .iter()
                        .find(|(name, _)| *name == v)
                        .map(|(_, moment)| *moment)
                        .ok_or_else(|| {
                            format!("--at takes one of {}, not {v:?}", Moment::names())
                        })?;
                }
                "--autoplay" => {
                    let v = value("a level")?;
                    parsed.autoplay = Some(Level::parse(&v).ok_or_else(|| {
                        format!("unknown level {v:?}; the levels are beginner, casual, club, expert, master and perfect (or 1-6)")
                    })?);
                }
                "--speed" => {
                    let v = value("a speed")?;
                    parsed.speed =
                        Some(AnimationSpeed::parse(&v).ok_or_else(|| {
                            format!("--speed takes slow, normal or fast, not {v:?}")
                        })?);
                }
                "--seed" => {
                    let v = value("a number")?;
                    parsed.seed = Some(
                        v.parse()
                            .map_err(|_| format!("--seed takes a whole number, not {v:?}"))?,
                    );
                }
                "--window" => {
                    let v = value("a size like 1280x720")?;
                    let size = v
                        .split_once(['x', 'X'])
                        .and_then(|(w, h)| {
                            Some((w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?))
                        })
                        .filter(|&(w, h)| {
                            (200.0..=10_000.0).contains(&w) && (200.0..=10_000.0).contains(&h)
                        });
                    parsed.window = Some(size.ok_or_else(|| {
                        format!(
                            "--window takes a size like 1280x720 (200 to 10000 each way), not {v:?}"
                        )
                    })?);
                }
                other => return Err(format!("unknown option {other:?}; try --help")),
            }
        }
        if parsed.at_named && parsed.screenshot.is_none() && !parsed.layout_check {
            return Err("--at only makes sense with --screenshot or --layout-check".into());
        }
        Ok(parsed)
    }
}

/// A screenshot to take, and how long the board has been settled.
#[derive(Resource, Debug)]
struct Capture {
    /// Where the screenshot goes; none for the layout check.
    path: Option<PathBuf>,
    at: Moment,
    steady_frames: u32,
    taken: bool,
}

/// Frames the board must stay settled before the screenshot, so textures
/// and text have been uploaded and laid out.
const STEADY_FRAMES: u32 = 8;

fn begin(
    args: Res<AutomationArgs>,
    mut settings: ResMut<Settings>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if let Some(speed) = args.0.speed {
        settings.speed = speed;
    }
    if let Some(text_size) = args.0.text_size {
        settings.text_size = text_size;
    }
    if let Some(level) = args.0.autoplay {
        commands.insert_resource(Autoplay(level));
    }
    let shown = args.0.screenshot.is_some() || args.0.layout_check;
    if shown {
        if args.0.layout_check {
            let name = Moment::ALL
                .iter()
                .find(|(_, m)| *m == args.0.at)
                .map_or("start", |(n, _)| *n);
            commands.insert_resource(LayoutRun::new(
                name,
                configs(args.0.window, args.0.language, args.0.text_size),
            ));
        }
        commands.insert_resource(Capture {
            path: args.0.screenshot.clone(),
            at: args.0.at,
            steady_frames: 0,
            taken: false,
        });
        commands.insert_resource(AlwaysRedraw);
        if args.0.at.after_game() && args.0.autoplay.is_none() {
            // A whole game against Perfect, the player's moves perfect too
            // (see `watch_for_moment`): the computer starts, and loses by two.
            settings.mode = crate::prefs::Mode::VsComputer;
            settings.level = Level::Perfect;
            settings.starts = crate::prefs::Starts::North;
            settings.speed = AnimationSpeed::Fast;
            // The layout check wants the end, not the moves on the way.
            settings.reduced_motion |= args.0.layout_check;
        }
        if matches!(args.0.at, Moment::Capture | Moment::FaceToFace) {
            settings.mode = crate::prefs::Mode::TwoPlayers;
            settings.starts = crate::prefs::Starts::South;
            settings.face_to_face = args.0.at == Moment::FaceToFace;
        }
        if args.0.at == Moment::Coach {
            settings.mode = crate::prefs::Mode::VsComputer;
            settings.level = Level::Beginner;
            settings.coach = true;
        }
        if args.0.at == Moment::Thinking {
            // The computer starts, and thinks.
            settings.mode = crate::prefs::Mode::VsComputer;
            settings.level = Level::Master;
            settings.starts = crate::prefs::Starts::North;
        }
        // A screenshot shows its moment, not the first-launch offer.
        settings.lessons.offered = args.0.at != Moment::Offer;
    }
    let opening = match (shown, args.0.autoplay) {
        (_, Some(_)) => Opening::Game,
        (true, None) => args.0.at.opening(),
        (false, None) => Opening::Title,
    };
    match opening {
        Opening::Title => {}
        Opening::Game => commands.trigger(StartGame),
        Opening::Tutorial => next_screen.set(Screen::Tutorial),
        Opening::Puzzles => next_screen.set(Screen::Puzzles),
        Opening::Analysis => commands.trigger(OpenAnalysis {
            start: Position::start(Side::South),
            moves: SHOWN_GAME.to_vec(),
            at: 8,
        }),
    }
    if args.0.at == Moment::Cover && shown {
        commands.insert_resource(CoverPicture);
    }
    if args.0.at == Moment::Notice && shown {
        commands.queue(|world: &mut World| {
            let mut notices = world.resource_mut::<Notices>();
            notices.push(
                NoticeKind::SettingsStuck,
                Some("settings.json.bad-20261201-120000".to_owned()),
            );
            notices.push(NoticeKind::BadCode, None);
        });
    }
    if args.0.at == Moment::Records && shown {
        commands.insert_resource(Records(sample_records()));
    }
}

/// What the moments look for on the screens they show.
#[derive(SystemParam)]
struct SceneParts<'w> {
    tutorial: Option<Res<'w, Tutorial>>,
    preview: Res<'w, Preview>,
    session: Option<Res<'w, PuzzleSession>>,
    coach: Res<'w, Coach>,
    game: Res<'w, Match>,
    oracle: Res<'w, Oracle>,
    analysis: Option<Res<'w, Analysis>>,
    refusal: Res<'w, Refusal>,
}

impl SceneParts<'_> {
    fn lesson_done(&self) -> bool {
        self.tutorial
            .as_ref()
            .is_some_and(|t| matches!(t.outcome, Outcome::Done(_)))
    }

    fn previewing(&self) -> bool {
        self.preview.shown.is_some()
    }

    /// A wrong answer to the puzzle on show, and whether it is answered.
    fn puzzle(&self) -> Option<(u8, bool)> {
        let session = self.session.as_ref()?;
        let wrong = session
            .puzzle
            .values
            .iter()
            .find(|v| v.pit != session.puzzle.answer)?
            .pit;
        Some((wrong, session.answer.is_some()))
    }

    fn coached(&self) -> bool {
        self.coach.0.is_some()
    }

    fn moves(&self) -> usize {
        self.game.moves().len()
    }

    /// The analysis has judged every move.
    fn judged(&self) -> bool {
        self.analysis.as_ref().is_some_and(|a| a.judged.is_some())
    }

    fn refused(&self) -> bool {
        self.refusal.shown().is_some()
    }

    /// The best move from here, by the solved table.
    fn best_move(&self) -> Option<u8> {
        let table = self.oracle.table()?;
        best_move(&table, self.game.position()).map(|(pit, _)| pit as u8)
    }

    /// The coach judges by the solved table: wait for it.
    fn table_ready(&self) -> bool {
        self.oracle.table().is_some()
    }
}

/// A game for the analysis screenshot: a reference record of random play
/// (random-0005), so there is plenty to see.
const SHOWN_GAME: [u8; 20] = [0, 4, 1, 3, 2, 5, 1, 5, 2, 4, 0, 4, 2, 3, 2, 4, 0, 3, 1, 4];

/// Records for the title's screenshot: a player who has been at it a while.
fn sample_records() -> SavedRecords {
    let mut saved = SavedRecords::default();
    for (level, margins) in [
        (Level::Beginner, &[12, 20, 8][..]),
        (Level::Casual, &[6, -4, 10, 2][..]),
        (Level::Club, &[4, 0, -6, 2, 2][..]),
        (Level::Expert, &[-8, -2][..]),
    ] {
        let record = saved.records.entry(Opponent::Computer(level)).or_default();
        for &margin in margins {
            record.count(margin);
        }
    }
    saved
}

/// The parsed command line, for the systems that act on it.
#[derive(Resource, Clone, Debug, Default)]
pub struct AutomationArgs(pub Args);

fn fonts_ready(fonts: &UiFonts, assets: &AssetServer) -> bool {
    [&fonts.regular, &fonts.bold, &fonts.arabic]
        .into_iter()
        .all(|font| assets.is_loaded_with_dependencies(font))
}

fn watch_for_moment(
    mut capture: ResMut<Capture>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    playback: Res<Playback>,
    fonts: Res<UiFonts>,
    assets: Res<AssetServer>,
    stones: Query<(&StonePlace, &Transform), With<Stone>>,
    dialog: Res<State<Dialog>>,
    mut next_dialog: ResMut<NextState<Dialog>>,
    scenes: SceneParts,
    mut focus: ResMut<PitFocus>,
    mut acted: Local<bool>,
    mut replayed: Local<usize>,
    mut commands: Commands,
) {
    if capture.taken {
        return;
    }
    let turn = turn.map(|t| *t.get());
    let settled = !playback.is_active()
        && stones
            .iter()
            .all(|(p, t)| t.translation.distance(slot_position(p.place, p.slot)) < 0.01);
    let human = turn == Some(Turn::Human) && settled;
    // Some moments make a move first, once the board has settled.
    let mut act_once = |pit: u8, commands: &mut Commands| {
        if !*acted {
            *acted = true;
            commands.trigger(PitChosen { pit });
        }
    };
    // Some moments replay the start of a game first, a move each time the
    // board settles; true once `moves` are on the board.
    let mut replay_to = |moves: usize, commands: &mut Commands| {
        let made = scenes.moves();
        if human && made < moves && *replayed == made {
            *replayed = made + 1;
            commands.trigger(PitChosen {
                pit: SHOWN_GAME[made],
            });
        }
        made >= moves
    };
    let scene = match capture.at {
        Moment::Title
        | Moment::Rules
        | Moment::Records
        | Moment::Cover
        | Moment::Offer
        | Moment::OpenCode => *screen.get() == Screen::Title,
        Moment::Analysis => *screen.get() == Screen::Analysis && settled && scenes.judged(),
        Moment::PlayFromHere => {
            let judged = *screen.get() == Screen::Analysis && settled && scenes.judged();
            if judged && !*acted {
                *acted = true;
                commands.insert_resource(PlayChooser(true));
            }
            judged && *acted
        }
        Moment::Start | Moment::BoardRules | Moment::Settings | Moment::Notice => human,
        Moment::Thinking => turn == Some(Turn::Ai),
        Moment::Over | Moment::Review => {
            // The player's side plays the best move each turn, once per move.
            let made = scenes.moves();
            if human
                && *replayed <= made
                && let Some(pit) = scenes.best_move()
            {
                *replayed = made + 1;
                commands.trigger(PitChosen { pit });
            }
            *screen.get() == Screen::GameOver
        }
        Moment::Sowing => {
            if human {
                act_once(2, &mut commands);
            }
            playback.is_active() && playback.progress() >= 0.42
        }
        Moment::Tutorial => *screen.get() == Screen::Tutorial && human,
        Moment::Lesson(lesson) => {
            if *screen.get() == Screen::Tutorial && human && !*acted {
                commands.trigger(OpenLesson(lesson));
                *acted = true;
            }
            if *acted && human && !scenes.lesson_done() {
                commands.trigger(PitChosen {
                    pit: LESSONS[lesson].expect.pit(),
                });
            }
            scenes.lesson_done() && settled
        }
        Moment::Preview => {
            if human {
                focus.pit = Some(2);
            }
            human && scenes.previewing()
        }
        Moment::Puzzles => *screen.get() == Screen::Puzzles && settled && scenes.puzzle().is_some(),
        Moment::PuzzleAnswered => match scenes.puzzle() {
            Some((wrong, answered)) if *screen.get() == Screen::Puzzles && settled => {
                act_once(wrong, &mut commands);
                answered
            }
            _ => false,
        },
        Moment::Coach => {
            if human && scenes.moves() == 0 && scenes.table_ready() {
                // The leftmost pit gives 16 stones away.
                act_once(0, &mut commands);
            }
            human && scenes.coached()
        }
        // The fourth move is North's, and takes ten stones from two pits:
        // caught once both are lit.
        Moment::Capture => {
            replay_to(4, &mut commands) && playback.lit.iter().filter(|&&l| l).count() >= 2
        }
        Moment::FaceToFace => {
            // North to move; a tap on South's pit is refused, in words
            // turned to face North, and North's capturing move previewed.
            if replay_to(3, &mut commands) && human {
                act_once(0, &mut commands);
            }
            if human && scenes.refused() {
                focus.pit = Some(SHOWN_GAME[3]);
            }
            human && scenes.refused() && scenes.previewing()
        }
    };
    // Once the scene is there, the moment's dialog opens over it.
    let wanted = capture.at.dialog();
    if scene && *dialog.get() != wanted {
        next_dialog.set(wanted);
    }
    let ready = fonts_ready(&fonts, &assets) && scene && *dialog.get() == wanted;
    capture.steady_frames = if ready { capture.steady_frames + 1 } else { 0 };
    // Mid-move the board never settles: take the frame as soon as it is there.
    let needed = if capture.at.mid_move() {
        1
    } else {
        STEADY_FRAMES
    };
    if capture.steady_frames >= needed {
        capture.taken = true;
        let Some(path) = capture.path.clone() else {
            // The layout check measures the scene from here on.
            commands.queue(|world: &mut World| {
                if let Some(mut run) = world.get_resource_mut::<LayoutRun>() {
                    run.reached = true;
                }
            });
            return;
        };
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
}

/// Freezes the animation once the sowing screenshot is due, so the saved
/// frame is the one that was judged ready.
fn freeze_after_capture(capture: Option<Res<Capture>>, mut time: ResMut<Time<Virtual>>) {
    // The layout check holds every scene still while it measures.
    if capture.is_some_and(|c| c.taken && (c.at.mid_move() || c.path.is_none()))
        && !time.is_paused()
    {
        time.pause();
    }
}

/// Frame times (seconds) while a move is replayed.
#[derive(Resource, Default, Debug)]
struct FrameStats(Vec<f32>);

fn record_frame(time: Res<Time<Real>>, playback: Res<Playback>, mut stats: ResMut<FrameStats>) {
    if playback.is_active() {
        stats.0.push(time.delta_secs());
    }
}

fn report_frames(mut stats: ResMut<FrameStats>) {
    let mut times = std::mem::take(&mut stats.0);
    if times.is_empty() {
        return;
    }
    times.sort_by(f32::total_cmp);
    let at = |q: f32| times[((times.len() - 1) as f32 * q) as usize] * 1000.0;
    println!(
        "frame-stats: {} frames while stones moved: median {:.1} ms, 95th percentile {:.1} ms, longest {:.1} ms",
        times.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}

fn wants_frame_stats(args: Res<AutomationArgs>) -> bool {
    args.0.frame_stats
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameStats>()
        .add_systems(Last, record_frame.run_if(wants_frame_stats))
        .add_systems(
            OnEnter(Screen::GameOver),
            report_frames.run_if(wants_frame_stats),
        );
    app.init_resource::<AutomationArgs>()
        .add_systems(Startup, begin)
        .add_systems(
            Update,
            (
                watch_for_moment.run_if(resource_exists::<Capture>),
                freeze_after_capture,
            ),
        )
        .add_systems(Last, drive.run_if(resource_exists::<LayoutRun>));
}
