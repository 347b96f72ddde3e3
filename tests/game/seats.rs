//! Two players across a flat tablet: a seat for each, North's turned to
//! face North with its own Undo and Hint, and North's pit labels turned;
//! the choice on the title, which only two players see.

use super::harness::*;
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::board::{Bands, BoardPit, PitCount, PitGhost, ScreenLayout};
use modiar::game::{
    ButtonId, Dialog, Faces, Match, PitChosen, Screen, SeatNote, SeatNotes, Settings, Slot,
    StartGame, Turn,
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
    let frame = *app.world().resource::<ScreenLayout>();
    assert!(frame.is_face_to_face());
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
        .query::<(&modiar::game::board::TrayLabel, &Transform)>()
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

    // North's own Undo does not take South's move back.
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    wait_for_human(&mut app, 400);
    assert_eq!(moves(&app), 1);
    press(&mut app, "north-undo");
    app.update();
    assert_eq!(moves(&app), 1);
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
        assert!(
            !app.world().resource::<ScreenLayout>().is_face_to_face(),
            "{settings:?}"
        );
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
    assert!(app.world().resource::<ScreenLayout>().is_face_to_face());
    // Back on the title, the board's frame is no longer across.
    press(&mut app, "button-menu");
    run_until(&mut app, 10, |w| screen(w) == Screen::Title);
    app.update();
    assert!(!app.world().resource::<ScreenLayout>().is_face_to_face());
    press(&mut app, "face-to-face");
    app.update();
    assert!(!app.world().resource::<Settings>().face_to_face);
}

/// The line under the title's name that is shown, and whether the name
/// and it are turned to North.
fn title_line(app: &mut App) -> (String, bool) {
    let mut lines = app.world_mut().query::<(&Text, &Visibility, &ChildOf)>();
    let (words, room) = lines
        .iter(app.world())
        .find(|(t, v, _)| {
            **v != Visibility::Hidden
                && (t.0.starts_with("A mancala") || t.0.starts_with("You play"))
        })
        .map(|(t, _, parent)| (t.0.clone(), parent.parent()))
        .expect("a line under the name");
    let world = app.world();
    let identity = world
        .get::<ChildOf>(room)
        .expect("the room is in the identity")
        .parent();
    let turn = world
        .get::<UiTransform>(identity)
        .expect("the identity turns")
        .rotation;
    (words, (turn.as_radians().abs() - PI).abs() < 1e-4)
}

#[test]
fn face_to_face_the_title_turns_its_name_to_north_and_tells_north_who_starts() {
    let mut app = app(two_players());
    app.update();
    app.update();
    assert_eq!(
        title_line(&mut app),
        ("A mancala from the hills around Tangier".into(), false)
    );
    press(&mut app, "face-to-face");
    app.update();
    app.update();
    assert_eq!(
        title_line(&mut app),
        ("You play North, on this side: South starts.".into(), true)
    );
    // The button named North (top) face to face.
    press(&mut app, "starts-computer");
    app.update();
    app.update();
    assert_eq!(
        title_line(&mut app),
        ("You play North, on this side: you start.".into(), true)
    );
    // Side by side, or against the computer, the name faces South again.
    press(&mut app, "face-to-face");
    app.update();
    app.update();
    assert!(!title_line(&mut app).1);
    press(&mut app, "face-to-face");
    press(&mut app, "mode-computer");
    app.update();
    app.update();
    assert_eq!(
        title_line(&mut app),
        ("A mancala from the hills around Tangier".into(), false)
    );
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
        put_cursor(&mut app, self::pit(pit));
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
        .query::<(&modiar::game::board::PitNumberLabel, &Text2d)>()
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
        let x = |p: Pit| modiar::game::board::pit_center(p).x;
        x(a.0).total_cmp(&x(b.0))
    });
    row.into_iter().map(|(_, n)| n.clone()).collect()
}

#[test]
fn pit_numbers_run_from_each_owners_left_in_every_mode() {
    let one_two_three = vec!["1", "2", "3"];
    // Against the computer, both rows read from South's seat.
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    app.update();
    let numbers = pit_numbers(&mut app);
    assert_eq!(numbers.len(), 6, "{numbers:?}");
    // One numbering in every mode: each row from its owner's own left, so
    // North's row, seen from South's side, reads 3 2 1.
    assert_eq!(row_from_screen_left(&numbers, Side::South), one_two_three);
    assert_eq!(
        row_from_screen_left(&numbers, Side::North),
        vec!["3", "2", "1"]
    );
    // Face to face, the same pits carry the same numbers, North's turned
    // so that North reads 1 2 3 from its own left.
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
        // The first move's "nothing is captured" holds the line a moment.
        run_until(&mut app, 600, |w| {
            !w.resource::<modiar::game::board::Playback>()
                .forfeit_note_shown()
        });
        let said = texts(&mut app)
            .into_iter()
            .find_map(|t| {
                t.strip_prefix("The computer played pit ")
                    .map(|rest| rest[..1].to_owned())
            })
            .expect("a line about the computer's move");
        let played = app
            .world_mut()
            .query::<(&BoardPit, &modiar::game::board::PitHighlight)>()
            .iter(app.world())
            .find(|(_, h)| **h == modiar::game::board::PitHighlight::LastPlayed)
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

/// The seat whose band, result half or dialog card holds `entity`.
fn seat_of(world: &World, entity: Entity) -> Option<Side> {
    let mut at = Some(entity);
    while let Some(e) = at {
        if let Some(Slot::Seat(side)) = world.get::<Slot>(e) {
            return Some(*side);
        }
        if let Some(faces) = world.get::<Faces>(e) {
            return Some(faces.0);
        }
        at = world.get::<ChildOf>(e).map(ChildOf::parent);
    }
    None
}

/// How far `entity` is turned on the screen, its own turn and its
/// ancestors' summed, in radians from 0 to 2π.
fn turn_on_screen(world: &World, entity: Entity) -> f32 {
    let mut at = Some(entity);
    let mut turned = 0.0;
    while let Some(e) = at {
        if let Some(transform) = world.get::<UiTransform>(e) {
            turned += transform.rotation.as_radians();
        }
        at = world.get::<ChildOf>(e).map(ChildOf::parent);
    }
    turned.rem_euclid(2.0 * PI)
}

/// Every line on show (not the hidden copies that hold room), with the
/// seat it belongs to and how far it is turned.
fn lines(app: &mut App) -> Vec<(String, Option<Side>, f32)> {
    let found: Vec<(Entity, String)> = app
        .world_mut()
        .query_filtered::<(Entity, &Text), Without<modiar::game::Sizer>>()
        .iter(app.world())
        .filter(|(_, t)| !t.0.trim().is_empty())
        .map(|(e, t)| (e, t.0.replace('\u{2060}', "")))
        .collect();
    let world = app.world();
    found
        .into_iter()
        .map(|(e, t)| (t, seat_of(world, e), turn_on_screen(world, e)))
        .collect()
}

/// The lines shown in `seat`'s band.
fn seat_lines(app: &mut App, seat: Side) -> Vec<String> {
    lines(app)
        .into_iter()
        .filter(|(_, s, _)| *s == Some(seat))
        .map(|(t, _, _)| t)
        .collect()
}

fn says(app: &mut App, seat: Side, words: &str) -> bool {
    seat_lines(app, seat).iter().any(|t| t.contains(words))
}

/// Face to face, every line belongs to one seat and faces it: North's
/// turned half a turn, South's upright.
fn every_line_faces_its_seat(app: &mut App, when: &str) {
    let found = lines(app);
    assert!(!found.is_empty(), "{when}: no lines");
    for (text, seat, turned) in found {
        let Some(seat) = seat else {
            panic!("{when}: {text:?} belongs to neither seat");
        };
        let wanted = if seat == Side::North { PI } else { 0.0 };
        assert!(
            (turned - wanted).abs() < 1e-3,
            "{when}: {text:?} is {seat}'s but turned {turned}"
        );
    }
}

fn settle(app: &mut App) {
    for _ in 0..3 {
        app.update();
    }
}

fn play(app: &mut App, pit: Pit) {
    app.world_mut().trigger(PitChosen { pit });
    wait_for_human(app, 600);
    settle(app);
}

fn first_legal(app: &App) -> Pit {
    app.world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .next()
        .unwrap()
}

fn note_of(app: &App, seat: Side) -> Option<SeatNote> {
    app.world().resource::<SeatNotes>().of(seat)
}

/// Each seat's Undo, on each seat's turn: only a seat's own move goes
/// back, a reply of the other's only once the other allows it.
#[test]
fn face_to_face_each_seat_takes_back_only_its_own_move() {
    let mut app = app(face_to_face());
    start(&mut app);
    let opening = *app.world().resource::<Match>().position();

    // South to move, nothing played: neither seat has a move to take back.
    for (seat, undo) in [(Side::South, "button-undo"), (Side::North, "north-undo")] {
        press(&mut app, undo);
        settle(&mut app);
        assert_eq!(moves(&app), 0, "{seat}");
        assert_eq!(note_of(&app, seat), Some(SeatNote::NothingToUndo));
        assert!(says(&mut app, seat, "nothing of yours"), "{seat}");
        assert!(!says(&mut app, seat.opponent(), "nothing of yours"));
        // A move clears the notes; here the next press shows its own.
        app.world_mut()
            .resource_mut::<SeatNotes>()
            .clone_from(&SeatNotes::default());
    }

    // South played; North to move. North's Undo would take back South's
    // move: it says so and changes nothing.
    play(&mut app, pit(2));
    let after_south = *app.world().resource::<Match>().position();
    press(&mut app, "north-undo");
    settle(&mut app);
    assert_eq!(moves(&app), 1);
    assert!(
        says(&mut app, Side::North, "nothing of yours"),
        "{:?}",
        lines(&mut app)
    );
    // South's own Undo takes its move back, and North is told.
    press(&mut app, "button-undo");
    settle(&mut app);
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert_eq!(turn(app.world()), Some(Turn::Human));
    assert!(says(
        &mut app,
        Side::North,
        "South took back their last move."
    ));
    assert!(!says(&mut app, Side::South, "took back"));
    stones_match(app.world_mut()).unwrap();

    // South, then North; South to move. North's Undo takes back North's
    // own move alone; South is told.
    play(&mut app, pit(2));
    let north = first_legal(&app);
    play(&mut app, north);
    assert_eq!(moves(&app), 2);
    press(&mut app, "north-undo");
    settle(&mut app);
    assert_eq!(*app.world().resource::<Match>().position(), after_south);
    assert!(says(
        &mut app,
        Side::South,
        "North took back their last move."
    ));
    stones_match(app.world_mut()).unwrap();

    // South's Undo now would take North's reply back too: North is asked,
    // on a card turned to North.
    play(&mut app, north);
    press(&mut app, "button-undo");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::UndoAsk);
    assert_eq!(moves(&app), 2, "nothing goes back before North answers");
    assert!(says(&mut app, Side::North, "South asks to take back"));
    // Nobody is told it is their turn while North answers.
    assert!(says(&mut app, Side::South, "North is deciding on the Undo"));
    assert!(
        !says(&mut app, Side::South, "Your turn"),
        "{:?}",
        lines(&mut app)
    );
    assert!(says(&mut app, Side::North, "Your answer first"));
    every_line_faces_its_seat(&mut app, "the question");
    // North keeps its move: nothing changes, South is told.
    press(&mut app, "undo-keep");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::None);
    assert_eq!(moves(&app), 2);
    assert_eq!(
        note_of(&app, Side::South),
        Some(SeatNote::KeptMove { by: Side::North })
    );
    assert!(says(&mut app, Side::South, "North kept their move"));
    // Asked again, North allows it: both moves go back.
    press(&mut app, "button-undo");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::UndoAsk);
    press(&mut app, "undo-allow");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::None);
    assert_eq!(*app.world().resource::<Match>().position(), opening);
    assert!(says(&mut app, Side::South, "North agreed"));
    stones_match(app.world_mut()).unwrap();
}

/// North's Undo that would take South's reply back too asks South, on a
/// card turned to South; Escape answers as Keep my move, and North is told.
#[test]
fn face_to_face_north_asks_south_and_escape_keeps_the_move() {
    let mut app = app(face_to_face());
    start(&mut app);
    play(&mut app, pit(2));
    let north = first_legal(&app);
    play(&mut app, north);
    let south = first_legal(&app);
    play(&mut app, south);
    assert_eq!(moves(&app), 3);
    press(&mut app, "north-undo");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::UndoAsk);
    assert_eq!(moves(&app), 3, "nothing goes back before South answers");
    assert!(
        says(&mut app, Side::South, "North asks to take back"),
        "{:?}",
        lines(&mut app)
    );
    every_line_faces_its_seat(&mut app, "North's question");
    press_key(&mut app, KeyCode::Escape);
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::None);
    assert_eq!(moves(&app), 3, "Escape keeps South's move");
    assert_eq!(
        note_of(&app, Side::North),
        Some(SeatNote::KeptMove { by: Side::South })
    );
    // Asked again, South allows it: North's move and South's reply go.
    press(&mut app, "north-undo");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::UndoAsk);
    press(&mut app, "undo-allow");
    settle(&mut app);
    assert_eq!(moves(&app), 1);
    stones_match(app.world_mut()).unwrap();
}

/// The same when North starts: South has nothing to take back until it
/// has moved, and North's first move is North's own to take back.
#[test]
fn face_to_face_when_north_starts() {
    let mut app = app(Settings {
        starts: modiar::prefs::Starts::North,
        ..face_to_face()
    });
    start(&mut app);
    assert_eq!(
        app.world().resource::<Match>().to_move(),
        Side::North,
        "North starts"
    );
    let north = first_legal(&app);
    play(&mut app, north);
    press(&mut app, "button-undo");
    settle(&mut app);
    assert_eq!(moves(&app), 1);
    assert_eq!(note_of(&app, Side::South), Some(SeatNote::NothingToUndo));
    press(&mut app, "north-undo");
    settle(&mut app);
    assert_eq!(moves(&app), 0);
    assert_eq!(
        note_of(&app, Side::South),
        Some(SeatNote::TookBack { by: Side::North })
    );
}

/// Face to face, every word is on its reader's side and turned to them:
/// the turn lines, a hint asked from North, the rules opened from either
/// seat, and both halves of the result.
#[test]
fn face_to_face_every_line_faces_the_seat_it_belongs_to() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(face_to_face());
    app.insert_resource(modiar::game::Oracle::ready(table));
    start(&mut app);
    settle(&mut app);
    every_line_faces_its_seat(&mut app, "the opening");
    assert!(says(&mut app, Side::South, "Your turn"));
    assert!(!says(&mut app, Side::North, "Your turn"));

    // North asks for a hint on South's turn: told so, in North's band only.
    press(&mut app, "north-hint");
    settle(&mut app);
    assert!(says(&mut app, Side::North, "Hints come on your own turn."));
    assert!(!says(&mut app, Side::South, "Hints come"));
    assert!(
        !seat_lines(&mut app, Side::South)
            .iter()
            .any(|t| t.starts_with("Best move"))
    );

    // On North's turn, North's hint shows in North's band alone.
    play(&mut app, pit(2));
    assert!(says(&mut app, Side::North, "Your turn"));
    press(&mut app, "north-hint");
    settle(&mut app);
    assert!(
        says(&mut app, Side::North, "Best move: pit"),
        "{:?}",
        lines(&mut app)
    );
    assert!(!says(&mut app, Side::South, "Best move"));
    every_line_faces_its_seat(&mut app, "North's hint");

    // The rules open facing the seat that asked for them.
    for (seat, rules) in [(Side::North, "north-rules"), (Side::South, "button-rules")] {
        press(&mut app, rules);
        settle(&mut app);
        assert_eq!(dialog(&app), Dialog::Rules);
        let card: Vec<Faces> = app
            .world_mut()
            .query::<&Faces>()
            .iter(app.world())
            .copied()
            .collect();
        assert_eq!(card, vec![Faces(seat)], "{seat}'s rules");
        every_line_faces_its_seat(&mut app, "the rules");
        press_key(&mut app, KeyCode::Escape);
        settle(&mut app);
        assert_eq!(dialog(&app), Dialog::None);
    }

    // To the end: each seat reads its own half of the result.
    let mut ply = 0;
    let mut frames = 0;
    while screen(app.world()) != Screen::GameOver {
        frames += 1;
        assert!(frames < 100_000, "the game stalls at ply {ply}");
        if turn(app.world()) == Some(Turn::Human)
            && !app
                .world()
                .resource::<modiar::game::board::Playback>()
                .is_active()
        {
            let pit = first_legal(&app);
            app.world_mut().trigger(PitChosen { pit });
            ply += 1;
        }
        app.update();
        assert!(ply < 200, "the game does not end");
    }
    settle(&mut app);
    every_line_faces_its_seat(&mut app, "the result");
    let result = app.world().resource::<Match>().result().unwrap();
    for seat in [Side::North, Side::South] {
        let wanted = match result.winner() {
            Some(winner) if winner == seat => "You win".to_owned(),
            Some(winner) => format!("{winner} wins"),
            None => "A draw".to_owned(),
        };
        assert!(
            says(&mut app, seat, &wanted),
            "{seat}: {:?}",
            seat_lines(&mut app, seat)
        );
    }
    // Each card has a rematch, a review, an undo and a way to the title.
    let names = buttons(&mut app);
    for name in [
        "button-rematch",
        "button-review",
        "button-undo",
        "button-menu",
        "north-rematch",
        "north-review",
        "north-undo",
        "north-menu",
    ] {
        assert!(names.contains(&name), "{name}: {names:?}");
    }
    // North's review is the list, turned to North: the board faces South.
    press(&mut app, "north-review");
    settle(&mut app);
    assert_eq!(dialog(&app), Dialog::Review);
}
