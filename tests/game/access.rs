//! Play by ear on the desktop: the pits' accessibility nodes after moves,
//! the live region's news as each move starts to be drawn, the board read
//! on demand, and the mirror's presses (what the web page's screen reader
//! controls send), which a dialog keeps from the board.

use super::harness::*;
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::board::{BoardPit, Playback};
use modiar::game::{
    Announcements, Dialog, Match, Mirror, MirrorKind, MirrorPress, MovePlayed, READ_BOARD,
    ReadBoard, Screen, Turn,
};
use modiar::i18n::Language;
use modiar::rules::{Pit, Side};
use std::sync::{Arc, Mutex};

/// Each pit's accessibility node: (label, description).
fn pit_nodes(app: &mut App) -> Vec<(Pit, String, String)> {
    let mut query = app.world_mut().query::<(&BoardPit, &AccessibilityNode)>();
    let mut found: Vec<(Pit, String, String)> = query
        .iter(app.world())
        .map(|(pit, node)| {
            (
                pit.0,
                node.label().unwrap_or_default().to_owned(),
                node.description().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    found.sort_by_key(|(pit, _, _)| pit.index());
    found
}

fn news(app: &App) -> Vec<String> {
    let said = app.world().resource::<Announcements>().said();
    said.iter().map(|(_, text)| text.clone()).collect()
}

/// The numbers in a sentence, in order.
fn numbers(text: &str) -> Vec<u32> {
    let text = text.replace("one stone", "1 stone");
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

/// Every pit's node names its count, and says whether it may be played
/// or why not.
fn check_pits(app: &mut App) {
    let board = app.world().resource::<Match>().position().board();
    let legal = app.world().resource::<Match>().legal_moves();
    let persons_turn = turn(app.world()) == Some(Turn::Human);
    let nodes = pit_nodes(app);
    assert_eq!(nodes.len(), 6);
    for (pit, label, description) in nodes {
        assert_eq!(
            numbers(&label),
            vec![
                modiar::game::PitName::of(pit).number() as u32,
                u32::from(board[pit])
            ],
            "{pit}: {label:?} against {board:?}"
        );
        let playable = persons_turn && legal.into_iter().any(|p| p == pit);
        assert_eq!(label.ends_with(", playable"), playable, "{pit}: {label:?}");
        assert_eq!(description.is_empty(), playable, "{pit}: {description:?}");
    }
}

#[test]
fn the_pits_are_named_and_every_move_is_told_as_it_starts() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    let labels = pit_nodes(&mut app);
    assert_eq!(labels[0].1, "Your pit 1, 7 stones, playable");
    // North's pits are the computer's, numbered from North's own left:
    // pit 5, on the screen's left, is its pit 3.
    assert_eq!(labels[5].1, "The computer's pit 3, 7 stones");
    assert!(
        labels[5].2.contains("computer"),
        "why it cannot be played: {:?}",
        labels[5].2
    );
    check_pits(&mut app);

    // Each move is told when its drawing starts, with the score after it.
    let told: Arc<Mutex<Vec<(Side, bool, String)>>> = Arc::default();
    let log = told.clone();
    app.add_observer(move |played: On<MovePlayed>, mut commands: Commands| {
        let mover = played.report.mover;
        let log = log.clone();
        // After the game's own observers have run.
        commands.queue(move |world: &mut World| {
            let drawing = world.resource::<Playback>().is_active()
                || world.resource::<State<Turn>>().get() == &Turn::Animating;
            let latest = world
                .resource::<Announcements>()
                .latest()
                .unwrap_or_default()
                .to_owned();
            log.lock().unwrap().push((mover, drawing, latest));
        });
    });
    let mut guard = 0;
    while screen(app.world()) == Screen::Playing && guard < 200 {
        guard += 1;
        wait_for_human_or_end(&mut app);
        if screen(app.world()) != Screen::Playing {
            break;
        }
        check_pits(&mut app);
        let pit = app
            .world()
            .resource::<Match>()
            .legal_moves()
            .into_iter()
            .next()
            .unwrap();
        app.world_mut().trigger(modiar::game::PitChosen { pit });
        app.update();
    }
    run_until(&mut app, 2_000, |w| screen(w) == Screen::GameOver);
    let told = told.lock().unwrap();
    let game = app.world().resource::<Match>();
    assert_eq!(told.len(), game.moves().len(), "one announcement per move");
    for (i, (mover, _, said)) in told.iter().enumerate() {
        let who = if *mover == Side::South {
            "Your move: "
        } else {
            "The computer's move: "
        };
        assert!(said.starts_with(who), "move {}: {said:?}", i + 1);
        // The score after the move, as the board will show it.
        let after = game.history()[i + 1];
        let score = format!(
            "Score: You {}, Computer {}.",
            after.captured_by(Side::South),
            after.captured_by(Side::North)
        );
        assert!(
            said.contains(&score),
            "move {}: {said:?} lacks {score:?}",
            i + 1
        );
        // The stones sown are the origin's count before the move.
        let origin = game.moves()[i];
        let sown = game.history()[i].board()[origin];
        assert!(
            said.contains(&format!(" {sown} stones sown"))
                || (sown == 1 && said.contains("one stone")),
            "move {}: {said:?} does not say {sown} sown",
            i + 1
        );
    }
    // The computer's moves are told while they are drawn, not after.
    assert!(
        told.iter()
            .filter(|(m, _, _)| *m == Side::North)
            .all(|(_, drawing, _)| *drawing)
    );
    // The last one ends with the result.
    let last = &told.last().unwrap().2;
    assert!(
        ["You win", "The computer wins", "A draw"]
            .iter()
            .any(|result| last.contains(result)),
        "{last:?}"
    );
    // The live region holds the latest news.
    let mut region = app.world_mut().query::<(&Name, &AccessibilityNode)>();
    let latest = app
        .world()
        .resource::<Announcements>()
        .latest()
        .unwrap()
        .to_owned();
    let (_, node) = region
        .iter(app.world())
        .find(|(name, _)| name.as_str() == "News")
        .expect("the live region");
    assert_eq!(node.label(), Some(latest.as_str()));
    assert_eq!(node.live(), Some(accesskit::Live::Polite));
}

/// Runs until a person may move or the game is over.
fn wait_for_human_or_end(app: &mut App) {
    app.update();
    run_until(app, 2_000, |w| {
        screen(w) != Screen::Playing
            || (turn(w) == Some(Turn::Human) && !w.resource::<Playback>().is_active())
    });
}

#[test]
fn the_board_is_read_on_demand_in_the_players_language() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    app.world_mut().trigger(ReadBoard);
    app.update();
    assert_eq!(
        news(&app).last().unwrap(),
        "The computer's pits, 1 to 3: 7, 7, 7. Your pits, 1 to 3: 7, 7, 7. \
         Score: You 0, Computer 0."
    );
    set_language(&mut app, Language::German);
    press_key(&mut app, KeyCode::KeyB);
    let said = news(&app).last().unwrap().clone();
    assert!(
        said.starts_with("Die Mulden des Computers, 1 bis 3: 7, 7, 7."),
        "{said:?}"
    );
    let labels = pit_nodes(&mut app);
    assert_eq!(labels[0].1, "Deine Mulde 1, 7 Steine, spielbar");
}

#[test]
fn a_mirrored_pit_plays_as_a_tap_and_a_dialog_keeps_it_out_of_reach() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    give_a_window(&mut app);
    app.update();
    let mirror = app.world().resource::<Mirror>();
    let pits: Vec<&str> = mirror
        .items
        .iter()
        .filter(|item| item.kind == MirrorKind::Pit)
        .map(|item| item.id.as_str())
        .collect();
    // The far row first, each row from the screen's left, then the board's
    // own reading button.
    assert_eq!(pits, ["pit5", "pit4", "pit3", "pit0", "pit1", "pit2"]);
    assert!(mirror.items.iter().any(|item| item.id == READ_BOARD));
    assert!(!mirror.modal);

    // A dialog: the pits leave the mirror, and a press on one does nothing.
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    app.update();
    assert!(
        !app.world()
            .resource::<Mirror>()
            .items
            .iter()
            .any(|i| i.kind == MirrorKind::Pit),
        "pits listed under a dialog"
    );
    app.world_mut().trigger(MirrorPress { id: "pit1".into() });
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(moves(&app), 0);
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::None);
    app.update();
    app.update();

    // Without it, the press plays the pit, as a tap does.
    app.world_mut().trigger(MirrorPress { id: "pit1".into() });
    app.update();
    assert_eq!(moves(&app), 1);
    assert!(
        news(&app)
            .last()
            .unwrap()
            .starts_with("Your move: 7 stones sown from your pit 2.")
    );
    // A pit that may not be played answers with why.
    wait_for_human(&mut app, 2_000);
    let before = moves(&app);
    app.world_mut().trigger(MirrorPress { id: "pit4".into() });
    app.update();
    app.update();
    assert_eq!(moves(&app), before);
    assert!(
        news(&app).last().unwrap().contains("computer"),
        "{:?}",
        news(&app).last()
    );
    // The board's reading button reads it.
    app.world_mut().trigger(MirrorPress {
        id: READ_BOARD.into(),
    });
    app.update();
    assert!(news(&app).last().unwrap().contains("1 to 3"));
}

#[test]
fn a_lesson_names_the_learners_pits_and_tells_its_own_note() {
    let mut app = app(two_players());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Tutorial);
    app.update();
    app.world_mut().trigger(modiar::game::learn::OpenLesson(2));
    app.update();
    app.update();
    let labels = pit_nodes(&mut app);
    // The lesson is about pit 3: the others are declined, with why.
    assert_eq!(labels[2].1, "Your pit 3, 3 stones, playable");
    for other in &labels[..2] {
        assert!(
            !other.1.ends_with("playable") && !other.2.is_empty(),
            "{other:?}"
        );
    }
    app.world_mut()
        .trigger(modiar::game::PitChosen { pit: pit(2) });
    run_until(&mut app, 400, |w| {
        matches!(
            w.resource::<modiar::game::learn::Tutorial>().outcome,
            modiar::game::learn::Outcome::Done(_)
        )
    });
    app.update();
    let said = news(&app);
    let n = said.len();
    assert!(
        said[n - 2].starts_with("Your move: 3 stones sown from your pit 3."),
        "{said:?}"
    );
    assert!(said[n - 1].starts_with("You sowed 3 stones"), "{said:?}");
}
