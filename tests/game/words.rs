//! What a game says: every text in the chosen language, refusals, hints,
//! the review, the coach, and the seats named "you" and "the computer".

use super::harness::*;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::board::Playback;
use modiar::game::{
    AskHint, Dialog, Hint, HintShown, Locale, Match, Oracle, PitChosen, Screen, Turn, hint_text,
};
use modiar::i18n::Language;

#[test]
fn the_language_changes_every_text() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    assert!(texts(&mut app).iter().any(|t| t == "How to play Modiar"));
    set_language(&mut app, Language::Greek);
    let greek = texts(&mut app);
    assert!(
        greek.iter().any(|t| t == "Πώς παίζεται το Modiar"),
        "{greek:?}"
    );
    assert!(
        greek
            .iter()
            .any(|t| t == "Σειρά σου: διάλεξε λάκκο" || t.contains("Παίζει")),
        "{greek:?}"
    );
    assert!(!greek.iter().any(|t| t == "How to play Modiar"));
}

#[test]
fn a_refusal_on_show_follows_the_language() {
    let mut app = app(two_players());
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(4) });
    app.update();
    let english = refusal(&app);
    assert!(texts(&mut app).contains(&english), "{english}");
    set_language(&mut app, Language::German);
    let german = refusal(&app);
    assert_ne!(german, english);
    let shown = texts(&mut app);
    assert!(shown.contains(&german), "{german} not in {shown:?}");
    assert!(!shown.contains(&english));
}

#[test]
fn the_hint_names_a_best_move_and_its_worth() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(against(Level::Club));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    press(&mut app, "button-hint");
    let Some(Hint::Best { pit, value }) = app.world().resource::<HintShown>().shown() else {
        panic!("no best move");
    };
    let values = table.move_values(app.world().resource::<Match>().position());
    assert_eq!(values.get(pit), values.best());
    assert_eq!(Some(value), values.best());
    let text = hint_text(
        Hint::Best { pit, value },
        app.world().resource::<Oracle>(),
        app.world().resource::<Locale>(),
    );
    assert!(
        text.starts_with(&format!("Best move: pit {}.", pit.place() + 1)),
        "{text}"
    );
    // The opening is worth −2 to the starter: the hint says so.
    assert!(text.contains("2 stones more than you"), "{text}");
    app.update();
    assert!(texts(&mut app).contains(&text));
    // Without the table, it says the work is still going on.
    let mut waiting = self::app(against(Level::Club));
    start(&mut waiting);
    waiting.world_mut().trigger(AskHint::default());
    assert_eq!(
        waiting.world().resource::<HintShown>().shown(),
        Some(Hint::Waiting)
    );
    waiting.update();
    assert!(
        texts(&mut waiting)
            .iter()
            .any(|t| t.contains("still working out")),
    );
}

/// Against Beginner and Casual, or a person on this device, the hint names
/// a best move with no forecast: "your opponent can gain 2 stones more than
/// you, however you play" is not true of them, and not what a newcomer
/// needs to read before a first move.
#[test]
fn the_hint_against_the_first_levels_names_a_best_move_without_a_forecast() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    for settings in [
        against(Level::Beginner),
        against(Level::Casual),
        two_players(),
    ] {
        let level = format!("{:?} {:?}", settings.mode, settings.level);
        let mut app = app(settings);
        app.insert_resource(Oracle::ready(table.clone()));
        start(&mut app);
        press(&mut app, "button-hint");
        let Some(Hint::Plain { pit }) = app.world().resource::<HintShown>().shown() else {
            panic!("a plain hint against {level}");
        };
        let values = table.move_values(app.world().resource::<Match>().position());
        assert_eq!(values.get(pit), values.best());
        app.update();
        let text = format!(
            "Best move: pit {}. No other move keeps more stones for you.",
            pit.place() + 1
        );
        assert!(texts(&mut app).contains(&text), "{:?}", texts(&mut app));
        assert!(
            !texts(&mut app)
                .iter()
                .any(|t| t.contains("however you play"))
        );
    }
}

#[test]
fn the_review_lists_every_move() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(two_players());
    app.insert_resource(Oracle::ready(table));
    start(&mut app);
    for pit in pits(&[0, 5, 1]) {
        app.world_mut().trigger(PitChosen { pit });
        wait_for_human(&mut app, 300);
    }
    let world = app.world();
    let lines = modiar::game::review_lines(
        world.resource::<Match>(),
        world.resource::<modiar::game::Players>(),
        world.resource::<Oracle>(),
        world.resource::<modiar::game::Locale>(),
    );
    // The introduction, then one line a move; South's pit 0 opening gave stones away.
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(
        lines[1].text.starts_with("1. South: pit 1 — gave away"),
        "{:?}",
        lines[1]
    );
    assert!(lines[1].lost);
    assert_eq!(lines[3].ply, Some(3));
    // A tap on a move's line opens the analysis board at that move.
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Review);
    app.update();
    app.update();
    let entries: Vec<Entity> = app
        .world_mut()
        .query::<(Entity, &modiar::game::ButtonId)>()
        .iter(app.world())
        .filter(|(_, id)| id.0 == "review-move")
        .map(|(e, _)| e)
        .collect();
    assert_eq!(entries.len(), 3);
    // A move's line reads as a line, before and after the pointer moves
    // (which repaints every button), and lights under the mouse.
    let background =
        |app: &App, entity: Entity| app.world().get::<BackgroundColor>(entity).unwrap().0;
    assert_eq!(background(&app, entries[0]), Color::NONE);
    app.world_mut()
        .resource_mut::<modiar::game::ButtonPointer>()
        .hovered = Some(entries[1]);
    app.update();
    assert_eq!(background(&app, entries[0]), Color::NONE);
    assert_ne!(background(&app, entries[1]), Color::NONE);
    app.world_mut()
        .trigger(modiar::game::Press { entity: entries[1] });
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Analysis);
    assert_eq!(app.world().resource::<modiar::game::Analysis>().at, 1);
}

/// The coach's line waits while the person's move is drawn, while the
/// computer thinks and while its reply is drawn; then it follows the line
/// about the reply, which it never replaces.
#[test]
fn the_coach_speaks_once_the_computers_reply_is_drawn() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(against(Level::Beginner));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    // Good moves until a bad one can be made, past the first move (whose
    // own note comes first).
    let (worst, lost) = loop {
        let position = *app.world().resource::<Match>().position();
        let values = table.move_values(&position);
        let (worst, value) = values.iter().min_by_key(|&(_, v)| v).unwrap();
        let (best, top) = values.iter().max_by_key(|&(_, v)| v).unwrap();
        if top - value >= 4 && !app.world().resource::<Match>().moves().is_empty() {
            break (worst, top - value);
        }
        app.world_mut().trigger(PitChosen { pit: best });
        wait_for_human(&mut app, 600);
        assert!(
            app.world().resource::<Match>().moves().len() < 20,
            "no costly move turned up"
        );
    };
    let played = app.world().resource::<Match>().moves().len();
    app.world_mut().trigger(PitChosen { pit: worst });
    app.update();
    let coached = |app: &mut App| {
        texts(app)
            .iter()
            .any(|t| t.contains(" was better. Undo takes your move back."))
    };
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    // Until the reply has been played and drawn, no coach.
    for _ in 0..600 {
        let world = app.world();
        let replied = world.resource::<Match>().moves().len() >= played + 2
            && !world.resource::<Playback>().is_active();
        if replied {
            break;
        }
        let state = (
            app.world().resource::<Match>().moves().len() - played,
            turn(app.world()),
            app.world().resource::<Playback>().is_active(),
        );
        assert!(
            !coached(&mut app),
            "not while a move is drawn or the computer thinks ({state:?}): {:?}",
            texts(&mut app)
        );
        app.update();
    }
    app.update();
    let line = texts(&mut app)
        .into_iter()
        .find(|t| t.contains(" was better. Undo takes your move back."))
        .unwrap_or_else(|| panic!("the coach, once the reply is drawn: {:?}", texts(&mut app)));
    assert!(line.starts_with("The computer played pit "), "{line}");
    let stones = if lost == 1 {
        "one stone".to_owned()
    } else {
        format!("{lost} stones")
    };
    assert!(
        line.contains(&format!("That move cost you {stones}: your pit ")),
        "{line}"
    );
    // It goes with the person's next move (when the reply did not end the
    // game).
    let next = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .next();
    if let Some(pit) = next {
        app.world_mut().trigger(PitChosen { pit });
        app.update();
        app.update();
        assert!(!coached(&mut app), "{:?}", texts(&mut app));
    }
}

/// Against the computer, every line names the seats "you" and "the
/// computer", on every frame of a whole game: never "North" or "South",
/// not even for the frame between the computer's move and its drawing.
#[test]
fn against_the_computer_no_line_says_north_or_south() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    let mut frames = 0;
    while screen(app.world()) != Screen::GameOver && frames < 20_000 {
        if turn(app.world()) == Some(Turn::Human) && !app.world().resource::<Playback>().is_active()
        {
            let pit = app
                .world()
                .resource::<Match>()
                .legal_moves()
                .into_iter()
                .last();
            if let Some(pit) = pit {
                app.world_mut().trigger(PitChosen { pit });
            }
        }
        app.update();
        frames += 1;
        for text in texts(&mut app) {
            assert!(
                !text.contains("North") && !text.contains("South"),
                "frame {frames}: {text:?}"
            );
        }
    }
    assert_eq!(screen(app.world()), Screen::GameOver, "the game ends");
}
