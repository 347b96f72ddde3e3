//! Two players across a flat tablet: a seat for each, North's turned to
//! face North with its own Undo and Hint, and North's pit labels turned;
//! the choice on the title, which only two players see.

use super::harness::*;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::{
    Bands, BoardPit, ButtonId, Frame, PitChosen, PitCount, PitFocus, PitGhost, Screen, Settings,
    Slot, StartGame,
};
use modiar::rules::{Pit, Position, Side};
use std::f32::consts::PI;

fn face_to_face() -> Settings {
    Settings {
        face_to_face: true,
        ..two_players()
    }
}

fn buttons(app: &mut App) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = app
        .world_mut()
        .query::<&ButtonId>()
        .iter(app.world())
        .map(|b| b.0)
        .collect();
    names.sort();
    names
}

/// Each panel's slot and how far it is turned, in radians.
fn panels(app: &mut App) -> Vec<(Slot, f32)> {
    app.world_mut()
        .query::<(&Slot, &UiTransform)>()
        .iter(app.world())
        .map(|(slot, transform)| (*slot, transform.rotation.as_radians().abs()))
        .collect()
}

/// How far each pit's count and ghost labels are turned, by pit.
fn label_turns(app: &mut App) -> Vec<(Pit, f32)> {
    let mut found = Vec::new();
    let mut labels = app
        .world_mut()
        .query_filtered::<(&ChildOf, &Transform), Or<(With<PitCount>, With<PitGhost>)>>();
    let labels: Vec<(Entity, Quat)> = labels
        .iter(app.world())
        .map(|(parent, transform)| (parent.parent(), transform.rotation))
        .collect();
    for (parent, rotation) in labels {
        let pit = app.world().get::<BoardPit>(parent).unwrap().0;
        found.push((pit, rotation.to_euler(EulerRot::XYZ).2.abs()));
    }
    found
}

#[test]
fn face_to_face_gives_north_a_turned_seat_with_its_own_undo_and_hint() {
    let mut app = app(face_to_face());
    start(&mut app);
    let frame = *app.world().resource::<Frame>();
    assert!(frame.across);
    let Bands::Portrait { top, bottom } = frame.bands else {
        panic!("face to face puts a band above and below the board");
    };
    assert_eq!(top, bottom, "both players get the same room");

    let mut seats = panels(&mut app);
    seats.sort_by(|a, b| a.1.total_cmp(&b.1));
    assert_eq!(seats.len(), 2, "{seats:?}");
    assert_eq!(seats[0], (Slot::Seat(Side::South), 0.0));
    assert_eq!(seats[1].0, Slot::Seat(Side::North));
    assert!(
        (seats[1].1 - PI).abs() < 1e-4,
        "North's seat is turned half a turn"
    );

    let names = buttons(&mut app);
    for name in [
        "north-undo",
        "north-hint",
        "button-undo",
        "button-hint",
        "button-menu",
    ] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
    let turns = label_turns(&mut app);
    // A count and a ghost on each of the six pits.
    assert_eq!(turns.len(), 12, "{turns:?}");
    for (pit, turned) in turns {
        // North's pits, 3–5, face North.
        let wanted = if pit.index() >= 3 { PI } else { 0.0 };
        assert!(
            (turned - wanted).abs() < 1e-4,
            "pit {pit}'s label turned {turned}"
        );
    }
    // North's tray label faces North too; South's does not.
    let trays: Vec<(Side, f32)> = app
        .world_mut()
        .query::<(&modiar::game::TrayLabel, &Transform)>()
        .iter(app.world())
        .map(|(label, t)| (label.0, t.rotation.to_euler(EulerRot::XYZ).2.abs()))
        .collect();
    assert_eq!(trays.len(), 2);
    for (side, turned) in trays {
        let wanted = if side == Side::North { PI } else { 0.0 };
        assert!(
            (turned - wanted).abs() < 1e-4,
            "{side}'s tray label turned {turned}"
        );
    }

    // North's own Undo takes South's move back.
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 400);
    assert_eq!(moves(&app), 1);
    press(&mut app, "north-undo");
    app.update();
    assert_eq!(moves(&app), 0);
}

#[test]
fn side_by_side_and_against_the_computer_nothing_is_turned() {
    for settings in [
        two_players(),
        Settings {
            face_to_face: true,
            ..against(Level::Club)
        },
    ] {
        let mut app = app(settings.clone());
        start(&mut app);
        assert!(!app.world().resource::<Frame>().across, "{settings:?}");
        let slots: Vec<Slot> = panels(&mut app).into_iter().map(|(s, _)| s).collect();
        assert!(slots.contains(&Slot::Info) && slots.contains(&Slot::Actions));
        assert!(!buttons(&mut app).contains(&"north-undo"));
        let turns = label_turns(&mut app);
        assert_eq!(turns.len(), 12, "a count and a ghost on each pit");
        assert!(turns.iter().all(|(_, t)| *t < 1e-4));
    }
}

#[test]
fn the_title_offers_face_to_face_and_a_new_game_keeps_to_it() {
    let mut app = app(two_players());
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(!app.world().resource::<Settings>().face_to_face);
    press(&mut app, "face-to-face");
    app.update();
    assert!(app.world().resource::<Settings>().face_to_face);
    assert!(app.world().resource::<Settings>().to_saved().face_to_face);
    app.world_mut().trigger(StartGame);
    run_until(&mut app, 10, |w| screen(w) == Screen::Playing);
    app.update();
    assert!(app.world().resource::<Frame>().across);
    // Back on the title, the board's frame is no longer across.
    press(&mut app, "button-menu");
    run_until(&mut app, 10, |w| screen(w) == Screen::Title);
    app.update();
    assert!(!app.world().resource::<Frame>().across);
    press(&mut app, "face-to-face");
    app.update();
    assert!(!app.world().resource::<Settings>().face_to_face);
}

/// The preview's caption ("takes 12"), if shown: its text and its turn.
fn caption_turn(app: &mut App) -> Option<(String, f32)> {
    app.world_mut()
        .query::<(&Text2d, &Transform, &Visibility)>()
        .iter(app.world())
        .find(|(t, _, v)| t.0.starts_with("takes") && **v != Visibility::Hidden)
        .map(|(t, transform, _)| {
            (
                t.0.clone(),
                transform.rotation.to_euler(EulerRot::XYZ).2.abs(),
            )
        })
}

#[test]
fn face_to_face_north_reads_its_own_preview_caption() {
    let mut app = app(face_to_face());
    start(&mut app);
    // Each move would take 2, 4 and 6: North's pit 4 ending in pit 1,
    // South's pit 1 ending in pit 4. North's caption is turned to North.
    for (board, to_move, pit, wanted) in [
        ([3, 1, 4, 3, 4, 5], Side::North, 4, PI),
        ([3, 4, 5, 3, 1, 4], Side::South, 1, 0.0),
    ] {
        set_position(
            &mut app,
            Position::new(board, [11, 11], to_move, false).unwrap(),
        );
        app.world_mut().resource_mut::<PitFocus>().pit = Some(self::pit(pit));
        app.update();
        app.update();
        let (words, turned) = caption_turn(&mut app).expect("the preview has a caption");
        assert_eq!(words, "takes 12", "{to_move:?}");
        assert!(
            (turned - wanted).abs() < 1e-4,
            "{to_move:?} turned {turned}"
        );
    }
}

/// Each pit's number as the board shows it.
fn pit_numbers(app: &mut App) -> Vec<(Pit, String)> {
    let mut numbers: Vec<(Pit, String)> = app
        .world_mut()
        .query::<(&modiar::game::PitNumber, &Text2d)>()
        .iter(app.world())
        .map(|(n, t)| (n.0, t.0.clone()))
        .collect();
    numbers.sort();
    numbers
}

/// The numbers of `side`'s row, read along the screen from the left.
fn row_from_screen_left(numbers: &[(Pit, String)], side: Side) -> Vec<String> {
    let mut row: Vec<&(Pit, String)> = numbers.iter().filter(|(p, _)| p.side() == side).collect();
    row.sort_by(|a, b| {
        let x = |p: Pit| modiar::game::pit_center(p).x;
        x(a.0).total_cmp(&x(b.0))
    });
    row.into_iter().map(|(_, n)| n.clone()).collect()
}

#[test]
fn pit_numbers_run_from_the_readers_left() {
    let one_two_three = vec!["1", "2", "3"];
    // Against the computer, both rows read from South's seat.
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    app.update();
    let numbers = pit_numbers(&mut app);
    assert_eq!(numbers.len(), 6, "{numbers:?}");
    assert_eq!(row_from_screen_left(&numbers, Side::South), one_two_three);
    assert_eq!(row_from_screen_left(&numbers, Side::North), one_two_three);
    // Face to face, North reads its own row from across the table.
    let mut app = self::app(face_to_face());
    start(&mut app);
    app.update();
    let numbers = pit_numbers(&mut app);
    assert_eq!(row_from_screen_left(&numbers, Side::South), one_two_three);
    assert_eq!(
        row_from_screen_left(&numbers, Side::North),
        vec!["3", "2", "1"]
    );
}

/// "The computer played pit N": the pit numbered N is the one the board
/// marks as played.
#[test]
fn the_line_about_a_move_names_the_pit_the_board_marks() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    for _ in 0..3 {
        let pit = app
            .world()
            .resource::<modiar::game::Match>()
            .legal_moves()
            .into_iter()
            .next()
            .unwrap();
        app.world_mut().trigger(PitChosen { pit });
        wait_for_human(&mut app, 600);
        let said = texts(&mut app)
            .into_iter()
            .find_map(|t| {
                t.strip_prefix("The computer played pit ")
                    .map(|rest| rest[..1].to_owned())
            })
            .expect("a line about the computer's move");
        let played = app
            .world_mut()
            .query::<(&BoardPit, &modiar::game::PitHighlight)>()
            .iter(app.world())
            .find(|(_, h)| **h == modiar::game::PitHighlight::LastPlayed)
            .map(|(p, _)| p.0);
        // A pit the move left empty (its own stones captured) carries no
        // mark: a ring there would point at nothing.
        let game = app.world().resource::<modiar::game::Match>();
        let &origin = game.moves().last().unwrap();
        if game.position().board()[origin] == 0 {
            assert_eq!(played, None);
            continue;
        }
        let played = played.expect("the played pit is marked");
        assert_eq!(played.side(), Side::North);
        let numbers = pit_numbers(&mut app);
        let shown = &numbers.iter().find(|(p, _)| *p == played).unwrap().1;
        assert_eq!(&said, shown, "the line and the board disagree");
    }
}
