//! The guided first game and the puzzles.

use super::harness::*;
use bevy::prelude::*;
use modiar::ai::puzzles::Tier;
use modiar::game::board::{PitMarks, PitNote, PitNotes};
use modiar::game::learn::{
    Expect, LESSONS, Line, OpenTab, Outcome, PuzzleProgress, PuzzleSession, PuzzleSet, Tab, Today,
    Tutorial, explain, lesson_note, verdict,
};
use modiar::game::{Locale, Match, PitChosen, PitName, Players, Refusal, Screen, Settings, Turn};
use modiar::rules::Pit;

fn tutorial(app: &App) -> Tutorial {
    app.world().resource::<Tutorial>().clone()
}

fn go_to(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
}

/// The lesson's note as the panel shows it.
fn note(app: &App) -> String {
    let world = app.world();
    lesson_note(
        world.resource::<Tutorial>(),
        world.resource::<Refusal>(),
        world.resource::<Players>(),
        world.resource::<Locale>(),
    )
}

#[test]
fn the_whole_tutorial_plays_through_and_each_explanation_says_what_the_move_did() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    go_to(&mut app, Screen::Tutorial);
    for (index, lesson) in LESSONS.iter().enumerate() {
        run_until(&mut app, 20, |w| {
            w.get_resource::<Tutorial>()
                .is_some_and(|t| t.index == index)
                && w.get_resource::<State<Turn>>().map(|t| *t.get()) == Some(Turn::Human)
        });
        let position = lesson.position();
        assert_eq!(*app.world().resource::<Match>().position(), position);
        // The lesson's pit pulses.
        assert_eq!(
            app.world().resource::<PitMarks>().beckon,
            Some(lesson.expect.pit())
        );
        // A wrong tap on another legal pit explains and changes nothing.
        let other = position
            .legal_moves()
            .into_iter()
            .find(|&p| p != lesson.expect.pit());
        if let Some(other) = other {
            app.world_mut().trigger(PitChosen { pit: other });
            app.update();
            assert_eq!(tutorial(&app).outcome, Outcome::Declined, "{}", lesson.id);
            assert_eq!(*app.world().resource::<Match>().position(), position);
            assert!(note(&app).contains("glowing"), "{}", note(&app));
        }
        app.world_mut().trigger(PitChosen {
            pit: lesson.expect.pit(),
        });
        run_until(&mut app, 400, |w| {
            matches!(w.resource::<Tutorial>().outcome, Outcome::Done(_))
        });
        let Outcome::Done(lines) = tutorial(&app).outcome else {
            unreachable!()
        };
        // The explanation is the core's report, sentence by sentence, and
        // says where Next goes: the next lesson, or after the last the end.
        let text = note(&app);
        let next = if index + 1 == LESSONS.len() {
            "Tap Next to finish the lessons."
        } else {
            "Tap Next for the next lesson."
        };
        assert!(text.ends_with(next), "{}: {text}", lesson.id);
        match lesson.expect {
            Expect::Play(pit) => {
                let mut game = lesson.game();
                let report = game.play(pit).unwrap();
                // Before captures are taught, the last stone's "not 2, 4 or
                // 6" is left out.
                let before_captures = index < 2;
                assert_eq!(LESSONS[2].id, "capture");
                let wanted: Vec<Line> = explain(&report, game.result())
                    .into_iter()
                    .filter(|l| !(before_captures && matches!(l, Line::LastStone { .. })))
                    .collect();
                assert_eq!(lines, wanted, "{}", lesson.id);
                assert!(
                    !before_captures || !text.contains("2, 4 or 6"),
                    "{}: {text}",
                    lesson.id
                );
                assert!(
                    text.contains(&format!("You sowed {} stones", report.stones_sown())),
                    "{}: {text}",
                    lesson.id
                );
                for capture in report.captures() {
                    assert!(
                        text.contains(&format!("holds {}", capture.stones))
                            || text.contains(&format!(" to {}: you take", capture.stones)),
                        "{}: {text}",
                        lesson.id
                    );
                }
                if report.forfeited {
                    assert!(text.contains("captures nothing"), "{text}");
                }
                if let Some(result) = game.result() {
                    assert!(
                        text.contains(&format!(
                            "you {}, North {}",
                            result.score[0], result.score[1]
                        )),
                        "{text}"
                    );
                }
            }
            Expect::Refuse(pit) => {
                let reason = position.check(pit).unwrap_err();
                assert_eq!(lines, vec![Line::Refused(reason)], "{}", lesson.id);
                assert!(!text.is_empty());
                assert_eq!(*app.world().resource::<Match>().position(), position);
            }
        }
        press(&mut app, "lesson-next");
    }
    // The closing page, and every lesson kept as done with the settings.
    run_until(&mut app, 10, |w| {
        w.resource::<Tutorial>().index == LESSONS.len()
    });
    let done = &app.world().resource::<Settings>().lessons.done;
    assert_eq!(done.len(), LESSONS.len());
    app.update();
    let mut files = store_of(&app);
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.settings.lessons.done.len(), LESSONS.len());
    assert!(startup.settings.lessons.offered);
}

/// The lesson on the preview names the gesture in use: after a finger's
/// press it says nothing of a mouse, after a click it names both.
#[test]
fn the_preview_lesson_names_the_gesture_in_use() {
    use bevy::input::touch::{TouchInput, TouchPhase};
    let mut app = app(two_players());
    go_to(&mut app, Screen::Tutorial);
    let preview = LESSONS.iter().position(|l| l.id == "preview").unwrap();
    app.world_mut()
        .trigger(modiar::game::learn::OpenLesson(preview));
    app.update();
    app.update();
    let prompt = |app: &mut App| {
        texts(app)
            .into_iter()
            .find(|t| t.starts_with("Before you play"))
            .expect("the preview lesson's prompt")
    };
    assert!(prompt(&mut app).contains("or point at it"));
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .iter(app.world())
        .next()
        .unwrap_or(Entity::PLACEHOLDER);
    app.world_mut().write_message(TouchInput {
        phase: TouchPhase::Started,
        position: Vec2::new(-10.0, -10.0),
        window,
        force: None,
        id: 9,
    });
    app.update();
    app.update();
    let said = prompt(&mut app);
    assert!(
        said.contains("hold your finger on a pit, and green numbers"),
        "{said}"
    );
    assert!(!said.contains("point at it"), "{said}");
}

/// A lesson about a move the rules refuse says the rule and the way on,
/// with no "Well done" after a move the game just turned down.
#[test]
fn a_refused_move_lesson_gives_no_praise() {
    let mut app = app(two_players());
    go_to(&mut app, Screen::Tutorial);
    let singleton = LESSONS.iter().position(|l| l.id == "singleton").unwrap();
    app.world_mut()
        .trigger(modiar::game::learn::OpenLesson(singleton));
    app.update();
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(1) });
    run_until(&mut app, 400, |w| {
        matches!(w.resource::<Tutorial>().outcome, Outcome::Done(_))
    });
    assert_eq!(
        note(&app),
        "A pit with only one stone can't be played. Tap Next for the next lesson."
    );
}

#[test]
fn the_capture_lesson_words_the_capture_as_the_report_has_it() {
    let mut app = app(two_players());
    go_to(&mut app, Screen::Tutorial);
    app.world_mut().trigger(modiar::game::learn::OpenLesson(2));
    app.update();
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    run_until(&mut app, 400, |w| {
        matches!(w.resource::<Tutorial>().outcome, Outcome::Done(_))
    });
    assert_eq!(
        note(&app),
        "You sowed 3 stones from your pit 3, the first back into that same pit. \
         Your last stone brought North's pit 2 to 4: you take them. \
         Well done. Tap Next for the next lesson."
    );
    // Try again sets the lesson up afresh.
    press(&mut app, "lesson-try-again");
    app.update();
    assert_eq!(tutorial(&app).outcome, Outcome::Waiting);
    assert_eq!(
        *app.world().resource::<Match>().position(),
        LESSONS[2].position()
    );
}

#[test]
fn a_refused_tap_in_a_lesson_explains_the_rule_and_a_language_change_follows() {
    let mut app = app(two_players());
    go_to(&mut app, Screen::Tutorial);
    // The feeding lesson: pit 0 would not feed North.
    let feeding = LESSONS.iter().position(|l| l.id == "feeding").unwrap();
    app.world_mut()
        .trigger(modiar::game::learn::OpenLesson(feeding));
    app.update();
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    assert!(
        note(&app).contains("leave North with nothing"),
        "{}",
        note(&app)
    );
    assert_eq!(tutorial(&app).outcome, Outcome::Waiting);
    set_language(&mut app, modiar::i18n::Language::Urdu);
    assert!(note(&app).contains("شمال"), "{}", note(&app));
}

#[test]
fn a_newcomer_sees_the_offer_beside_the_choices_and_plays_beginner() {
    let mut app = app(Settings::default());
    app.update();
    app.update();
    assert!(texts(&mut app).iter().any(|t| t == "New to Modiar?"));
    // The offer is a card in the title, not a layer over it.
    let layers = app
        .world_mut()
        .query::<&GlobalZIndex>()
        .iter(app.world())
        .count();
    assert_eq!(layers, 0, "nothing sits over the title's choices");
    // Play without answering: a game against Beginner, and no second offer.
    press(&mut app, "button-play");
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Playing);
    let north = format!(
        "{:?}",
        app.world().resource::<modiar::game::Players>().north
    );
    assert_eq!(north, "Computer(Beginner)");
    assert!(app.world().resource::<Settings>().lessons.offered);
}

#[test]
fn the_first_launch_offers_the_lessons_once() {
    let mut app = app(two_players());
    app.update();
    assert!(texts(&mut app).iter().any(|t| t == "New to Modiar?"));
    press(&mut app, "offer-skip");
    app.update();
    app.update();
    assert!(app.world().resource::<Settings>().lessons.offered);
    assert!(!texts(&mut app).iter().any(|t| t == "New to Modiar?"));
    // Learn goes to the lessons; a returning player is not asked.
    let mut app = self::app(two_players());
    app.update();
    press(&mut app, "offer-learn");
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Tutorial);
    let mut returning = self::app(Settings {
        lessons: modiar::save::Lessons {
            offered: true,
            done: vec![],
        },
        ..two_players()
    });
    returning.update();
    assert!(!texts(&mut returning).iter().any(|t| t == "New to Modiar?"));
}

fn session(app: &App) -> PuzzleSession {
    app.world().resource::<PuzzleSession>().clone()
}

#[test]
fn a_puzzle_says_right_or_wrong_and_shows_every_moves_worth() {
    let mut app = app(two_players());
    app.insert_resource(Today(20_000));
    go_to(&mut app, Screen::Puzzles);
    // The day's puzzle comes first.
    let daily = session(&app);
    assert_eq!(daily.tab, Tab::Daily);
    let set = app.world().resource::<PuzzleSet>().clone();
    assert_eq!(
        Some(&daily.puzzle),
        modiar::ai::puzzles::of_the_day(&set.0, 20_000)
    );
    assert_eq!(
        *app.world().resource::<Match>().position(),
        daily.puzzle.position().unwrap()
    );
    // The right answer: nothing is played, every legal pit shows its worth.
    app.world_mut().trigger(PitChosen {
        pit: daily.puzzle.answer,
    });
    app.update();
    assert_eq!(app.world().resource::<Match>().moves().len(), 0);
    let notes = *app.world().resource::<PitNotes>();
    // As the stones each move ends the game with: no signs to read.
    for value in &daily.puzzle.values {
        let stones = daily.puzzle.stones_after(value.pit).unwrap();
        assert_eq!(notes.0[value.pit], Some(PitNote::Stones(stones)));
    }
    let progress = app.world().resource::<PuzzleProgress>().0.clone();
    assert_eq!(progress.solved, vec![daily.puzzle.id.clone()]);
    assert_eq!(progress.daily_streak, 1);
    let said = verdict(&session(&app), app.world().resource::<Locale>()).unwrap();
    let answer = PitName::of(daily.puzzle.answer).number();
    assert!(
        said.starts_with(&format!("Right! Pit {answer} is the best move.")),
        "{said}"
    );
    // The answer rings the best pit, right or wrong.
    app.update();
    assert_eq!(
        ring_of(&mut app, daily.puzzle.answer),
        modiar::game::board::PitHighlight::Hint
    );
    // A wrong answer on a hard puzzle says by how much.
    app.world_mut().trigger(OpenTab(Tab::Tier(Tier::Hard)));
    app.update();
    let hard = session(&app).puzzle;
    assert_eq!(hard.tier, Tier::Hard);
    let wrong = hard.values.iter().find(|v| v.pit != hard.answer).unwrap();
    app.world_mut().trigger(PitChosen { pit: wrong.pit });
    app.update();
    let best = hard.value_of(hard.answer).unwrap();
    let said = verdict(&session(&app), app.world().resource::<Locale>()).unwrap();
    // It names the best pit, not the one chosen, and by how much.
    let (answer, chosen) = (
        PitName::of(hard.answer).number(),
        PitName::of(wrong.pit).number(),
    );
    assert_ne!(answer, chosen);
    assert!(
        said.starts_with(&format!(
            "Not quite: pit {answer} was best, {} stones better.",
            // The counts on the two pits: half the values' margin apart.
            (best - wrong.value) / 2
        )),
        "{said}"
    );
    let marks = *app.world().resource::<PitMarks>();
    assert_eq!(
        (marks.best, marks.missed),
        (Some(hard.answer), Some(wrong.pit))
    );
    app.update();
    assert_eq!(
        ring_of(&mut app, hard.answer),
        modiar::game::board::PitHighlight::Hint
    );
    assert_eq!(
        ring_of(&mut app, wrong.pit),
        modiar::game::board::PitHighlight::Missed
    );
    // A pointer resting on any pit (a phone keeps the last tap's hover)
    // leaves the answer's rings as they are.
    for pit in hard.to_move.pits() {
        app.world_mut()
            .resource_mut::<modiar::game::board::Pointing>()
            .hover = Some(pit);
        app.update();
        assert_eq!(
            ring_of(&mut app, hard.answer),
            modiar::game::board::PitHighlight::Hint,
            "hovering pit {pit}"
        );
    }
    app.world_mut()
        .resource_mut::<modiar::game::board::Pointing>()
        .hover = None;
    app.update();
    assert_eq!(app.world().resource::<PuzzleProgress>().0.solved.len(), 1);
    // Play it out: from just after the best move, against Perfect, as a
    // game; the button says which level.
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "Finish against Perfect")
    );
    press(&mut app, "puzzle-play-out");
    run_until(&mut app, 10, |w| {
        *w.resource::<State<Screen>>().get() == Screen::Playing
    });
    app.update();
    let game = app.world().resource::<Match>();
    assert_eq!(game.history()[0], hard.position().unwrap());
    assert_eq!(game.moves()[0], hard.answer);
    assert_eq!(
        game.history()[1],
        hard.position().unwrap().after(hard.answer).unwrap()
    );
    let players = app.world().resource::<Players>().clone();
    assert!(players.is_human(hard.to_move));
    assert!(!players.is_human(hard.to_move.opponent()));
    assert_eq!(*app.world().resource::<PitNotes>(), PitNotes::default());
}

#[test]
fn the_daily_streak_grows_day_by_day_and_breaks_after_a_gap() {
    let mut progress = modiar::save::SavedPuzzles::default();
    progress.solve_daily(100);
    progress.solve_daily(101);
    progress.solve_daily(101);
    assert_eq!(progress.daily_streak, 2);
    assert_eq!(progress.streak_on(102), 2);
    assert_eq!(progress.streak_on(103), 0);
    progress.solve_daily(105);
    assert_eq!((progress.daily_streak, progress.daily_best), (1, 2));
}

#[test]
fn puzzle_progress_is_kept_and_a_corrupt_file_is_set_aside() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    go_to(&mut app, Screen::Puzzles);
    let answer = session(&app).puzzle.answer;
    app.world_mut().trigger(PitChosen { pit: answer });
    app.update();
    app.update();
    let store = &app.world().resource::<modiar::game::SaveStore>().0;
    let text = store.read(modiar::save::PUZZLES_FILE).unwrap().unwrap();
    let mut files = modiar::save::MemoryStore::default();
    files.files.insert(modiar::save::PUZZLES_FILE.into(), text);
    let startup = modiar::game::load_at_start(&mut files, 0);
    assert_eq!(startup.puzzles.solved.len(), 1);
    // A corrupt file: set aside, a notice, and progress starts afresh.
    let mut files = modiar::save::MemoryStore::default();
    files.files.insert(
        modiar::save::PUZZLES_FILE.into(),
        "{\"version\": 2, \"solv".into(),
    );
    let startup = modiar::game::load_at_start(&mut files, 1_795_968_930);
    assert!(startup.puzzles.solved.is_empty());
    assert_eq!(
        startup.notices.items[0].kind,
        modiar::game::NoticeKind::PuzzlesReset
    );
    assert!(files.files.contains_key("puzzles.json.bad-20261129-161530"));
}

#[test]
fn lessons_and_puzzles_never_take_the_place_of_the_game_in_progress() {
    let mut app = app_with_store(two_players(), modiar::save::MemoryStore::default());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 300);
    let saved = store_of(&app).files[modiar::save::GAME_FILE].clone();
    for screen in [Screen::Tutorial, Screen::Puzzles] {
        go_to(&mut app, screen);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(
            store_of(&app).files.get(modiar::save::GAME_FILE),
            Some(&saved),
            "{screen:?}"
        );
    }
}

/// The ring a pit shows.
fn ring_of(app: &mut App, pit: Pit) -> modiar::game::board::PitHighlight {
    app.world_mut()
        .query::<(
            &modiar::game::board::BoardPit,
            &modiar::game::board::PitHighlight,
        )>()
        .iter(app.world())
        .find(|(p, _)| p.0 == pit)
        .map(|(_, h)| *h)
        .unwrap()
}
