//! The guided first game: lesson by lesson, a position set up through the
//! core, one sentence and a pulsing pit. The player makes the move (by tap,
//! click or key) and the ordinary replay plays it; the explanation then
//! comes from the core's report. A wrong tap explains and changes nothing.

use super::explain::{Line, explain, render};
use super::invite::{Invitation, leave_lessons};
use super::lessons::{Expect, LESSONS, Lesson};
use crate::game::board::{PitMarks, PlaybackDone};
use crate::game::input::{FingerLast, Press, ScrollIntoView};
use crate::game::play::{
    Choosing, LoadGame, Match, MovePlayed, PitDeclined, Players, Refusal, Settings, StartGame,
};
use crate::game::state::{AppSystems, DecideTurn, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::bands::{Slot, band};
use crate::game::ui::locale::{Locale, Mirrored};
use crate::game::ui::refusal_text;
use crate::game::ui::room::{RoomFor, room, shared_cell};
use crate::game::ui::veil::TurnThePage;
use crate::game::ui::widgets::{button, button_row, heading, label};
use crate::i18n::Arg;
use crate::rules::{IllegalMove, MoveReport, Side};
use bevy::prelude::*;

/// Where the learner is in a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The lesson waits for its move.
    Waiting,
    /// Another pit than the lesson's was tapped: nothing happened.
    Declined,
    /// The move was made; the stones are moving.
    Moving(MoveReport),
    /// The lesson is done; here is what happened.
    Done(Vec<Line>),
}

/// The lesson on show. `index == LESSONS.len()` is the closing page.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Tutorial {
    pub index: usize,
    pub outcome: Outcome,
}

impl Tutorial {
    pub fn lesson(&self) -> Option<&'static Lesson> {
        LESSONS.get(self.index)
    }
}

/// Go to lesson `n` (the closing page past the last).
#[derive(Event, Clone, Copy, Debug)]
pub struct OpenLesson(pub usize);

/// The lesson's panel: it scrolls where the window is small.
#[derive(Component)]
struct LessonPanel;

/// The lesson's panel texts.
#[derive(Component)]
struct LessonCount;

#[derive(Component)]
struct LessonPrompt;

#[derive(Component)]
struct LessonNote;

/// Shown while a lesson waits or is done; the closing page hides them.
#[derive(Component)]
struct LessonOnly;

/// On the closing page, back to the friend's game the lessons were taken
/// from: shown only then.
#[derive(Component)]
struct BackToGame;

/// Shows "Back to the game" only when there is one to go back to.
fn offer_the_way_back(
    invitation: Res<Invitation>,
    mut buttons: Query<&mut Node, With<BackToGame>>,
) {
    let display = if invitation.returning.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for mut node in &mut buttons {
        if node.display != display {
            node.display = display;
        }
    }
}

/// Shown on the closing page only.
#[derive(Component)]
struct ClosingOnly;

/// The first lesson not yet done, or the first.
fn first_undone(settings: &Settings) -> usize {
    LESSONS
        .iter()
        .position(|l| !settings.lessons.done.iter().any(|d| d == l.id))
        .unwrap_or(0)
}

fn enter(mut settings: ResMut<Settings>, mut commands: Commands) {
    if !settings.lessons.offered {
        settings.lessons.offered = true;
    }
    commands.trigger(OpenLesson(first_undone(&settings)));
}

fn open_lesson(
    open: On<OpenLesson>,
    mut choosing: ResMut<Choosing>,
    mut marks: ResMut<PitMarks>,
    mut panels: Query<&mut ScrollPosition, With<LessonPanel>>,
    mut commands: Commands,
) {
    let index = open.0.min(LESSONS.len());
    // Each lesson is read from its top, wherever the last one was scrolled.
    for mut scroll in &mut panels {
        scroll.y = 0.0;
    }
    // A new page, laid out for its own words before it shows.
    commands.trigger(TurnThePage);
    commands.insert_resource(Tutorial {
        index,
        outcome: Outcome::Waiting,
    });
    let Some(lesson) = LESSONS.get(index) else {
        // The closing page: no move to make.
        *choosing = Choosing::Play;
        *marks = PitMarks::default();
        return;
    };
    *choosing = Choosing::Only(lesson.expect.pit());
    *marks = PitMarks {
        beckon: Some(lesson.expect.pit()),
        ..default()
    };
    commands.trigger(LoadGame {
        game: lesson.game(),
        players: Players::only(Side::South),
    });
    commands.trigger(DecideTurn);
}

fn leave(mut choosing: ResMut<Choosing>, mut marks: ResMut<PitMarks>, mut commands: Commands) {
    *choosing = Choosing::Play;
    *marks = PitMarks::default();
    commands.remove_resource::<Tutorial>();
}

/// A lesson's move was made: remember its report for the explanation.
fn on_move(
    played: On<MovePlayed>,
    tutorial: Option<ResMut<Tutorial>>,
    mut marks: ResMut<PitMarks>,
) {
    if let Some(mut tutorial) = tutorial {
        tutorial.outcome = Outcome::Moving(played.report);
        marks.beckon = None;
    }
}

fn on_declined(_: On<PitDeclined>, tutorial: Option<ResMut<Tutorial>>) {
    if let Some(mut tutorial) = tutorial
        && matches!(tutorial.outcome, Outcome::Waiting | Outcome::Declined)
    {
        tutorial.outcome = Outcome::Declined;
    }
}

/// Marks lesson `id` done in the settings (kept with them).
fn mark_done(settings: &mut Settings, id: &str) {
    if !settings.lessons.done.iter().any(|d| d == id) {
        settings.lessons.done.push(id.to_owned());
    }
}

/// Once the stones have settled, the lesson explains what they did.
fn on_settled(
    _: On<PlaybackDone>,
    tutorial: Option<ResMut<Tutorial>>,
    game: Res<Match>,
    mut settings: ResMut<Settings>,
) {
    let Some(mut tutorial) = tutorial else {
        return;
    };
    if let Outcome::Moving(report) = tutorial.outcome {
        let lines = explain(&report, game.result());
        tutorial.outcome = Outcome::Done(match tutorial.lesson() {
            Some(lesson) => as_taught(lines, lesson),
            None => lines,
        });
        if let Some(lesson) = tutorial.lesson() {
            mark_done(&mut settings, lesson.id);
        }
    }
}

/// A lesson about a forbidden pit is done when that pit is refused.
fn watch_refusal(
    refusal: Res<Refusal>,
    mut tutorial: ResMut<Tutorial>,
    mut settings: ResMut<Settings>,
    mut marks: ResMut<PitMarks>,
) {
    let Some(lesson) = tutorial.lesson() else {
        return;
    };
    if let (Expect::Refuse(pit), Some(refused)) = (lesson.expect, refusal.shown())
        && refused.pit == pit
        && !matches!(tutorial.outcome, Outcome::Done(_))
    {
        tutorial.outcome = Outcome::Done(vec![Line::Refused(refused.reason)]);
        marks.beckon = None;
        mark_done(&mut settings, lesson.id);
    }
}

fn spawn_panel(mut commands: Commands, fonts: Res<UiFonts>) {
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Lesson panel"),
            LessonPanel,
            DespawnOnExit(Screen::Tutorial),
            band(Slot::Info),
        ))
        .with_children(|top| {
            // Each in a room for the longest of its texts in any lesson, so
            // the panel and the board keep their size through them all:
            // the board stays put when the page turns.
            top.spawn((LessonRoom::Count, room())).with_child((
                LessonCount,
                label("", size::SMALL, palette::TEXT_DIM, fonts),
            ));
            top.spawn((LessonRoom::Prompt, room())).with_child((
                LessonPrompt,
                heading("", size::BODY * 1.05, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    margin: UiRect::vertical(px(4)),
                    ..default()
                },
            ));
            top.spawn((LessonRoom::Note, room())).with_child((
                Name::new("Lesson note"),
                LessonNote,
                label("", size::BODY * 0.9, palette::FOCUS, fonts),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(720),
                    ..default()
                },
            ));
        });
    commands
        .spawn((
            Name::new("Lesson buttons"),
            DespawnOnExit(Screen::Tutorial),
            Mirrored,
            band(Slot::Actions),
        ))
        .with_children(|bottom| {
            // The lesson's buttons and the closing page's take turns in
            // one cell, so the band keeps its size.
            bottom.spawn(shared_cell()).with_children(|cell| {
                cell.spawn((LessonOnly, button_row())).with_children(|row| {
                    row.spawn(button("lesson-try-again", fonts)).observe(
                        |_: On<Press>, tutorial: Res<Tutorial>, mut commands: Commands| {
                            commands.trigger(OpenLesson(tutorial.index));
                        },
                    );
                    row.spawn(button("lesson-next", fonts)).observe(
                        |_: On<Press>, tutorial: Res<Tutorial>, mut commands: Commands| {
                            commands.trigger(OpenLesson(tutorial.index + 1));
                        },
                    );
                    row.spawn(button("lesson-skip", fonts)).observe(
                        |_: On<Press>,
                         mut invitation: ResMut<Invitation>,
                         mut next: ResMut<NextState<Screen>>,
                         mut commands: Commands| {
                            leave_lessons(&mut invitation, &mut next, &mut commands);
                        },
                    );
                });
                cell.spawn((ClosingOnly, button_row()))
                    .with_children(|row| {
                        // Taken from a friend's game by link: back to it.
                        row.spawn((button("lesson-back-to-game", fonts), BackToGame))
                            .observe(
                                |_: On<Press>,
                                 mut invitation: ResMut<Invitation>,
                                 mut next: ResMut<NextState<Screen>>,
                                 mut commands: Commands| {
                                    leave_lessons(&mut invitation, &mut next, &mut commands);
                                },
                            );
                        row.spawn(button("lesson-play", fonts)).observe(
                            |_: On<Press>,
                             mut settings: ResMut<Settings>,
                             mut commands: Commands| {
                                // A first real game, against the gentlest opponent.
                                settings.mode = crate::prefs::Mode::VsComputer;
                                settings.level = crate::ai::Level::Beginner;
                                commands.trigger(StartGame);
                            },
                        );
                        row.spawn(button("button-menu", fonts)).observe(
                            |_: On<Press>, mut next: ResMut<NextState<Screen>>| {
                                next.set(Screen::Title);
                            },
                        );
                    });
            });
        });
}

/// The sentence under the lesson's prompt: what happened, a wrong tap's
/// explanation, or the rule behind a refused pit.
pub fn lesson_note(
    tutorial: &Tutorial,
    refusal: &Refusal,
    players: &Players,
    locale: &Locale,
) -> String {
    let refused = |reason| refusal_text(reason, players, locale);
    match &tutorial.outcome {
        Outcome::Done(lines) => done_note(lines, is_last(tutorial.index), locale, refused),
        _ if refusal.shown().is_some() => refused(refusal.shown().unwrap().reason),
        Outcome::Declined => locale.t("lesson-declined"),
        _ => String::new(),
    }
}

#[allow(clippy::too_many_arguments)]
fn show_lesson(
    tutorial: Res<Tutorial>,
    finger: Res<FingerLast>,
    refusal: Res<Refusal>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut texts: ParamSet<(
        Query<&mut Text, With<LessonCount>>,
        Query<&mut Text, With<LessonPrompt>>,
        Query<(&mut Text, &mut TextColor), With<LessonNote>>,
    )>,
    mut lesson_only: Query<&mut Visibility, (With<LessonOnly>, Without<ClosingOnly>)>,
    mut closing_only: Query<&mut Visibility, (With<ClosingOnly>, Without<LessonOnly>)>,
) {
    let total = LESSONS.len();
    let (count, prompt) = match tutorial.lesson() {
        Some(lesson) => (
            locale.t_with(
                "lesson-count",
                &[
                    ("n", Arg::from(tutorial.index + 1)),
                    ("total", Arg::from(total)),
                ],
            ),
            // Words that name a gesture name the one in use.
            locale.t_with(&lesson.message(), &[("input", Arg::Str(finger.selector()))]),
        ),
        None => (String::new(), locale.t("lesson-finished")),
    };
    let note = lesson_note(&tutorial, &refusal, &players, &locale);
    let note_color = if matches!(tutorial.outcome, Outcome::Done(_)) {
        palette::FOCUS
    } else {
        palette::REFUSED
    };
    for mut text in &mut texts.p0() {
        text.0.clone_from(&count);
    }
    for mut text in &mut texts.p1() {
        text.0.clone_from(&prompt);
    }
    for (mut text, mut color) in &mut texts.p2() {
        text.0.clone_from(&note);
        color.0 = note_color;
    }
    let closing = tutorial.lesson().is_none();
    let show = |on: bool| {
        if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        }
    };
    for mut visibility in &mut lesson_only {
        visibility.set_if_neq(show(!closing));
    }
    for mut visibility in &mut closing_only {
        visibility.set_if_neq(show(closing));
    }
}

/// The rooms of the lesson's panel.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
enum LessonRoom {
    Count,
    Prompt,
    Note,
}

/// A done lesson's note: what happened, and that the learner may go on (to
/// the next lesson, or after the `last` to the lessons' end).
fn done_note(
    lines: &[Line],
    last: bool,
    locale: &Locale,
    refused: impl Fn(IllegalMove) -> String,
) -> String {
    let last = Arg::Str(if last { "yes" } else { "no" });
    // A lesson about a move the rules refuse: no "Well done" after a move
    // the game just turned down.
    let go_on = if lines.iter().any(|line| matches!(line, Line::Refused(_))) {
        "lesson-seen"
    } else {
        "lesson-well-done"
    };
    lines
        .iter()
        .map(|&line| render(line, locale, &refused))
        .chain(std::iter::once(locale.t_with(go_on, &[("last", last)])))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move's lines as far as the lessons have taught: before captures, the
/// last stone's "not 2, 4 or 6" would speak of a rule not yet met.
fn as_taught(lines: Vec<Line>, lesson: &Lesson) -> Vec<Line> {
    let captures_taught = LESSONS
        .iter()
        .position(|l| l.id == "capture")
        .is_some_and(|capture| LESSONS[..capture].iter().all(|l| l.id != lesson.id));
    lines
        .into_iter()
        .filter(|line| captures_taught || !matches!(line, Line::LastStone { .. }))
        .collect()
}

/// Whether the lesson at `index` is the last one.
fn is_last(index: usize) -> bool {
    index + 1 == LESSONS.len()
}

/// Every note a lesson may show: the explanation of its move (or the rule
/// behind its refused pit), why a pit it does not ask for changes nothing,
/// and why any other pit cannot be played.
fn lesson_notes(lesson: &Lesson, last: bool, players: &Players, locale: &Locale) -> Vec<String> {
    let refused = |reason| refusal_text(reason, players, locale);
    let game = lesson.game();
    let mut notes = vec![locale.t("lesson-declined")];
    let mut played = game.clone();
    let lines = match played.play(lesson.expect.pit()) {
        Ok(report) => as_taught(explain(&report, played.result()), lesson),
        Err(reason) => vec![Line::Refused(reason)],
    };
    notes.push(done_note(&lines, last, locale, refused));
    for pit in crate::rules::Pit::ALL {
        if let Err(reason) = game.position().check(pit) {
            notes.push(refused(reason));
        }
    }
    notes
}

/// Fills the rooms with every lesson's texts, in the language shown: each
/// page is laid out for all that any lesson will say.
fn reserve_room(
    players: Res<Players>,
    locale: Res<Locale>,
    mut rooms: Query<(&LessonRoom, &mut RoomFor)>,
) {
    let total = LESSONS.len();
    for (which, mut room) in &mut rooms {
        let texts: Vec<String> = match which {
            LessonRoom::Count => vec![locale.t_with(
                "lesson-count",
                &[("n", Arg::from(total)), ("total", Arg::from(total))],
            )],
            LessonRoom::Prompt => LESSONS
                .iter()
                .map(|lesson| locale.t(&lesson.message()))
                .chain(std::iter::once(locale.t("lesson-finished")))
                .collect(),
            LessonRoom::Note => LESSONS
                .iter()
                .enumerate()
                .flat_map(|(index, lesson)| lesson_notes(lesson, is_last(index), &players, &locale))
                .collect(),
        };
        room.set_if_neq(RoomFor(texts));
    }
}

/// Once a lesson is done, its explanation is scrolled into the panel's
/// view: below a long prompt on a small window it would be out of sight.
fn reveal_note(
    tutorial: Res<Tutorial>,
    notes: Query<Entity, With<LessonNote>>,
    mut into_view: MessageWriter<ScrollIntoView>,
) {
    if matches!(tutorial.outcome, Outcome::Done(_)) {
        for note in &notes {
            into_view.write(ScrollIntoView(note));
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_lesson)
        .add_observer(on_move)
        .add_observer(on_declined)
        .add_observer(on_settled)
        .add_systems(OnEnter(Screen::Tutorial), (spawn_panel, enter).chain())
        .add_systems(OnExit(Screen::Tutorial), leave)
        .add_systems(
            Update,
            (
                watch_refusal.run_if(resource_changed::<Refusal>),
                show_lesson.run_if(
                    resource_exists_and_changed::<Tutorial>
                        .or_eager(resource_changed::<FingerLast>)
                        .or_eager(resource_changed::<Refusal>)
                        .or_eager(resource_changed::<Locale>)
                        .or_eager(any_match_filter::<Added<LessonPrompt>>),
                ),
                reserve_room.run_if(
                    resource_changed::<Locale>
                        .or_eager(resource_changed::<Players>)
                        .or_eager(any_match_filter::<Added<LessonRoom>>),
                ),
                reveal_note.run_if(resource_exists_and_changed::<Tutorial>),
                offer_the_way_back.run_if(
                    resource_changed::<Invitation>.or_eager(any_match_filter::<Added<BackToGame>>),
                ),
            )
                .chain()
                .run_if(resource_exists::<Tutorial>)
                .in_set(AppSystems::Update),
        );
}
