//! Puzzles from the solved table: a position where exactly one move keeps
//! its value. The player picks a pit; the game says right or wrong and
//! shows every move's exact worth on its pit. "Play it out" then goes on
//! from the puzzle against Perfect. The set ships with the game, so the
//! web build has it before its table is ready.

use crate::ai::Level;
use crate::ai::puzzles::{Puzzle, Tier, from_lines, of_the_day};
use crate::game::board::{PitMarks, PitNote, PitNotes};
use crate::game::input::Press;
use crate::game::play::{Choosing, LoadGame, Match, PitAnswered, Players};
use crate::game::state::{AppSystems, DecideTurn, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::bands::{Slot, band};
use crate::game::ui::locale::{Locale, Mirrored, keep_numbers_whole};
use crate::game::ui::room::{RoomFor, room};
use crate::game::ui::widgets::{Selected, button, button_row, heading, label};
use crate::game::words::{PitName, Who};
use crate::i18n::Arg;
use crate::prefs::Controller;
use crate::rules::{Game, PITS, Pit};
use crate::save::SavedPuzzles;
use bevy::prelude::*;

/// The set the game ships (`modiar-cli puzzles` regenerates it).
const SHIPPED: &str = include_str!("../../../assets/puzzles.jsonl");

/// Every puzzle, by tier.
#[derive(Resource, Clone, Debug)]
pub struct PuzzleSet(pub Vec<Puzzle>);

impl Default for PuzzleSet {
    fn default() -> Self {
        PuzzleSet(from_lines(SHIPPED).unwrap_or_else(|e| {
            warn!("the shipped puzzles do not read ({e}); there are none");
            Vec::new()
        }))
    }
}

impl PuzzleSet {
    fn tier(&self, tier: Tier) -> Vec<&Puzzle> {
        self.0.iter().filter(|p| p.tier == tier).collect()
    }
}

/// Puzzles solved and the daily streak, kept like the settings.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress(pub SavedPuzzles);

/// Today, in days since 1970: from the platform's clock (tests set it).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today(pub u64);

/// Which puzzles the player is going through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Daily,
    Tier(Tier),
}

/// The puzzle on show and whether it has been answered.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSession {
    pub tab: Tab,
    pub puzzle: Puzzle,
    /// The pit the player picked, once they have.
    pub answer: Option<Pit>,
}

/// Show the first unsolved puzzle of a tab (or the day's puzzle).
#[derive(Event, Clone, Copy, Debug)]
pub struct OpenTab(pub Tab);

/// Show this puzzle.
#[derive(Event, Clone, Debug)]
pub struct OpenPuzzle {
    pub tab: Tab,
    pub puzzle: Puzzle,
}

/// The puzzle a tab opens on: the day's, or the first unsolved after
/// `after` (wrapping round; the first if all are solved).
fn pick(
    tab: Tab,
    after: Option<&str>,
    set: &PuzzleSet,
    progress: &PuzzleProgress,
    today: Today,
) -> Option<Puzzle> {
    let tier = match tab {
        Tab::Daily => return of_the_day(&set.0, today.0).cloned(),
        Tab::Tier(tier) => set.tier(tier),
    };
    let start = after
        .and_then(|id| tier.iter().position(|p| p.id == id))
        .map_or(0, |i| i + 1);
    let solved = |p: &Puzzle| progress.0.solved.contains(&p.id);
    (0..tier.len())
        .map(|k| tier[(start + k) % tier.len()])
        .find(|p| !solved(p))
        .or_else(|| tier.get(start % tier.len().max(1)).copied())
        .cloned()
}

fn open_tab(
    open: On<OpenTab>,
    set: Res<PuzzleSet>,
    progress: Res<PuzzleProgress>,
    today: Res<Today>,
    session: Option<Res<PuzzleSession>>,
    mut commands: Commands,
) {
    // "Next" within a tier goes on after the current puzzle.
    let after = session
        .filter(|s| s.tab == open.0)
        .map(|s| s.puzzle.id.clone());
    if let Some(puzzle) = pick(open.0, after.as_deref(), &set, &progress, *today) {
        commands.trigger(OpenPuzzle {
            tab: open.0,
            puzzle,
        });
    }
}

fn open_puzzle(
    open: On<OpenPuzzle>,
    mut choosing: ResMut<Choosing>,
    mut notes: ResMut<PitNotes>,
    mut marks: ResMut<PitMarks>,
    mut commands: Commands,
) {
    let Ok(position) = open.puzzle.position() else {
        return;
    };
    *choosing = Choosing::Answer;
    *notes = PitNotes::default();
    *marks = PitMarks::default();
    commands.insert_resource(PuzzleSession {
        tab: open.tab,
        puzzle: open.puzzle.clone(),
        answer: None,
    });
    commands.trigger(LoadGame {
        game: Game::from_position(position),
        players: Players::only(position.to_move()),
    });
    commands.trigger(DecideTurn);
}

/// The player's pick: right or wrong, every move's worth on its pit, and
/// the progress kept.
fn answer(
    answered: On<PitAnswered>,
    game: Res<Match>,
    today: Res<Today>,
    mut session: ResMut<PuzzleSession>,
    mut progress: ResMut<PuzzleProgress>,
    mut notes: ResMut<PitNotes>,
    mut marks: ResMut<PitMarks>,
) {
    if session.answer.is_some() {
        return;
    }
    let puzzle = &session.puzzle;
    let position = game.position();
    let mut shown = [None; PITS];
    for pit in position.to_move().pits() {
        // The stones each move ends with: a newcomer reads no signs.
        shown[pit] = match (puzzle.stones_after(pit), position.check(pit)) {
            (Some(stones), _) => Some(PitNote::Stones(stones)),
            (None, Err(reason)) => Some(PitNote::Illegal(reason)),
            (None, Ok(())) => None,
        };
    }
    notes.0 = shown;
    let right = answered.pit == puzzle.answer;
    *marks = PitMarks {
        best: Some(puzzle.answer),
        missed: (!right).then_some(answered.pit),
        ..default()
    };
    if right {
        let id = puzzle.id.clone();
        if !progress.0.solved.contains(&id) {
            progress.0.solved.push(id);
        }
        if session.tab == Tab::Daily {
            progress.0.solve_daily(today.0);
        }
    }
    session.answer = Some(answered.pit);
}

/// Goes on against Perfect, as an ordinary game, from just after the
/// puzzle's best move: the one just solved is not asked again.
fn play_it_out(
    _: On<Press>,
    session: Res<PuzzleSession>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Ok(position) = session.puzzle.position() else {
        return;
    };
    let mover = session.puzzle.to_move;
    let perfect = Controller::Computer(Level::Perfect);
    let (south, north) = match mover {
        crate::rules::Side::South => (Controller::Human, perfect),
        crate::rules::Side::North => (perfect, Controller::Human),
    };
    let mut game = Game::from_position(position);
    if game.play(session.puzzle.answer).is_err() {
        return;
    }
    commands.trigger(LoadGame {
        game,
        players: Players {
            south,
            north,
            first: mover,
            only: None,
        },
    });
    next.set(Screen::Playing);
}

fn enter(
    set: Res<PuzzleSet>,
    progress: Res<PuzzleProgress>,
    today: Res<Today>,
    mut commands: Commands,
) {
    // The day's puzzle first, until it is solved.
    let daily_solved = of_the_day(&set.0, today.0)
        .is_some_and(|p| progress.0.solved.contains(&p.id))
        && progress.0.daily_last == Some(today.0);
    let tab = if daily_solved {
        Tab::Tier(Tier::Easy)
    } else {
        Tab::Daily
    };
    commands.trigger(OpenTab(tab));
}

fn leave(
    mut choosing: ResMut<Choosing>,
    mut notes: ResMut<PitNotes>,
    mut marks: ResMut<PitMarks>,
    mut commands: Commands,
) {
    *choosing = Choosing::Play;
    *notes = PitNotes::default();
    *marks = PitMarks::default();
    commands.remove_resource::<PuzzleSession>();
}

#[derive(Component)]
struct PuzzleTitle;

#[derive(Component)]
struct PuzzlePrompt;

/// A tab button, lit while its tab is open.
#[derive(Component, Clone, Copy)]
#[require(Selected)]
struct TabButton(Tab);

/// Shown once the puzzle is answered.
#[derive(Component)]
struct AfterAnswer;

fn tab_id(tab: Tab) -> &'static str {
    match tab {
        Tab::Daily => "puzzle-daily",
        Tab::Tier(Tier::Easy) => "puzzle-easy",
        Tab::Tier(Tier::Medium) => "puzzle-medium",
        Tab::Tier(Tier::Hard) => "puzzle-hard",
    }
}

fn spawn_screen(mut commands: Commands, fonts: Res<UiFonts>) {
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Puzzle panel"),
            DespawnOnExit(Screen::Puzzles),
            band(Slot::Info),
        ))
        .with_children(|top| {
            top.spawn(button_row()).with_children(|row| {
                for tab in [
                    Tab::Daily,
                    Tab::Tier(Tier::Easy),
                    Tab::Tier(Tier::Medium),
                    Tab::Tier(Tier::Hard),
                ] {
                    row.spawn((button(tab_id(tab), fonts), TabButton(tab)))
                        .observe(move |_: On<Press>, mut commands: Commands| {
                            commands.trigger(OpenTab(tab));
                        });
                }
            });
            // Rooms for the longest title and verdict this puzzle shows.
            top.spawn((PuzzleRoom::Title, room())).with_child((
                PuzzleTitle,
                label("", size::SMALL, palette::TEXT_DIM, fonts),
            ));
            top.spawn((PuzzleRoom::Prompt, room())).with_child((
                PuzzlePrompt,
                heading("", size::BODY, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    ..default()
                },
            ));
        });
    commands
        .spawn((
            Name::new("Puzzle buttons"),
            DespawnOnExit(Screen::Puzzles),
            Mirrored,
            band(Slot::Actions),
        ))
        .with_children(|row| {
            row.spawn(button("puzzle-next", fonts)).observe(
                |_: On<Press>, session: Res<PuzzleSession>, mut commands: Commands| {
                    // After the day's puzzle, the easy ones.
                    let tab = match session.tab {
                        Tab::Daily => Tab::Tier(Tier::Easy),
                        tab => tab,
                    };
                    commands.trigger(OpenTab(tab));
                },
            );
            row.spawn((AfterAnswer, button("puzzle-play-out", fonts)))
                .observe(play_it_out);
            row.spawn(button("button-menu", fonts)).observe(
                |_: On<Press>, mut next: ResMut<NextState<Screen>>| {
                    next.set(Screen::Title);
                },
            );
        });
}

/// The verdict on an answer, in words.
pub fn verdict(session: &PuzzleSession, locale: &Locale) -> Option<String> {
    let pit = session.answer?;
    let puzzle = &session.puzzle;
    let best = puzzle.stones_after(puzzle.answer).unwrap_or_default();
    let chosen = puzzle.stones_after(pit).unwrap_or(best);
    let right = pit == puzzle.answer;
    let head = if right {
        locale.t_with(
            "puzzle-right",
            &[("pit", PitName::of(puzzle.answer).into())],
        )
    } else {
        locale.t_with(
            "puzzle-wrong",
            &[
                ("pit", PitName::of(puzzle.answer).into()),
                ("stones", Arg::from(best.saturating_sub(chosen))),
            ],
        )
    };
    Some(format!("{head} {}", locale.t("puzzle-values")))
}

/// The puzzle's title: its tab and place, whether it is solved, and the
/// player's progress.
fn puzzle_title(
    session: &PuzzleSession,
    solved: bool,
    progress: &PuzzleProgress,
    set: &PuzzleSet,
    today: &Today,
    locale: &Locale,
) -> String {
    let puzzle = &session.puzzle;
    let solved_mark = if solved {
        format!(" · {}", locale.t("puzzle-solved"))
    } else {
        String::new()
    };
    let title = match session.tab {
        Tab::Daily => locale.t("puzzle-of-the-day"),
        Tab::Tier(tier) => {
            let in_tier = set.tier(tier);
            let n = in_tier.iter().position(|p| p.id == puzzle.id).unwrap_or(0) + 1;
            locale.t_with(
                "puzzle-count",
                &[
                    ("tier", Arg::Str(tier.name())),
                    ("n", Arg::from(n)),
                    ("total", Arg::from(in_tier.len())),
                ],
            )
        }
    } + &solved_mark;
    let progress_text = locale.t_with(
        "puzzle-progress",
        &[
            ("solved", Arg::from(progress.0.solved.len())),
            ("total", Arg::from(set.0.len())),
            ("streak", Arg::Num(i64::from(progress.0.streak_on(today.0)))),
        ],
    );
    format!("{title} · {progress_text}")
}

/// What the prompt's place says before the answer.
fn puzzle_prompt(session: &PuzzleSession, locale: &Locale) -> String {
    locale.t_with(
        "puzzle-prompt",
        &[("who", Who::side(session.puzzle.to_move).into())],
    )
}

fn show_puzzle(
    session: Res<PuzzleSession>,
    progress: Res<PuzzleProgress>,
    set: Res<PuzzleSet>,
    today: Res<Today>,
    locale: Res<Locale>,
    mut texts: ParamSet<(
        Query<&mut Text, With<PuzzleTitle>>,
        Query<(&mut Text, &mut TextColor), With<PuzzlePrompt>>,
    )>,
    mut tabs: Query<(&TabButton, &mut Selected)>,
    mut after: Query<&mut Visibility, With<AfterAnswer>>,
) {
    let puzzle = &session.puzzle;
    let solved = progress.0.solved.contains(&puzzle.id);
    let title = puzzle_title(&session, solved, &progress, &set, &today, &locale);
    let prompt = puzzle_prompt(&session, &locale);
    let verdict_text = verdict(&session, &locale).unwrap_or_default();
    let right = session.answer == Some(puzzle.answer);
    for mut text in &mut texts.p0() {
        text.0.clone_from(&title);
    }
    // Once answered, the verdict takes the prompt's place.
    let (said, color) = match session.answer {
        None => (prompt, palette::TEXT),
        Some(_) if right => (verdict_text, palette::HINT),
        Some(_) => (verdict_text, palette::WARNING),
    };
    // "b'14-il ġebla" never breaks inside its number.
    let said = keep_numbers_whole(&said);
    for (mut text, mut text_color) in &mut texts.p1() {
        text.0.clone_from(&said);
        text_color.0 = color;
    }
    for (tab, mut selected) in &mut tabs {
        selected.set_if_neq(Selected(tab.0 == session.tab));
    }
    // Hidden, not taken out: its room is kept, so nothing moves when it
    // comes.
    for mut visibility in &mut after {
        visibility.set_if_neq(if session.answer.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// The rooms of the puzzle's panel.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
enum PuzzleRoom {
    Title,
    Prompt,
}

/// Fills the rooms with every title and verdict this puzzle may show:
/// solved or not, and the verdict on each of the mover's pits.
fn reserve_room(
    session: Res<PuzzleSession>,
    progress: Res<PuzzleProgress>,
    set: Res<PuzzleSet>,
    today: Res<Today>,
    locale: Res<Locale>,
    mut rooms: Query<(&PuzzleRoom, &mut RoomFor)>,
) {
    for (which, mut room) in &mut rooms {
        let texts: Vec<String> = match which {
            PuzzleRoom::Title => [false, true]
                .into_iter()
                .map(|solved| puzzle_title(&session, solved, &progress, &set, &today, &locale))
                .collect(),
            PuzzleRoom::Prompt => {
                let mut texts = vec![puzzle_prompt(&session, &locale)];
                for value in &session.puzzle.values {
                    let answered = PuzzleSession {
                        answer: Some(value.pit),
                        ..session.clone()
                    };
                    texts.extend(verdict(&answered, &locale));
                }
                texts
            }
        };
        room.set_if_neq(RoomFor(texts));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleSet>()
        .init_resource::<PuzzleProgress>()
        .add_observer(open_tab)
        .add_observer(open_puzzle)
        .add_observer(answer.run_if(resource_exists::<PuzzleSession>))
        .add_systems(OnEnter(Screen::Puzzles), (spawn_screen, enter).chain())
        .add_systems(OnExit(Screen::Puzzles), leave)
        .add_systems(
            Update,
            (show_puzzle, reserve_room)
                .run_if(resource_exists::<PuzzleSession>.and_then(in_state(Screen::Puzzles)))
                .run_if(
                    resource_exists_and_changed::<PuzzleSession>
                        .or_eager(resource_changed::<PuzzleProgress>)
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(any_match_filter::<Added<PuzzleTitle>>),
                )
                .in_set(AppSystems::Show),
        );
}
