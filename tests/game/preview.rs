//! The move preview and the coach.

use super::harness::*;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use modiar::ai::Level;
use modiar::game::board::{Foresight, PitGhost, Playback, Pointing, Preview, foresee};
use modiar::game::{Coach, Dialog, Match, Oracle, PitChosen, Settings, Turn};
use modiar::rules::{Game, IllegalMove, Pit, Position, Side};

fn preview(app: &App) -> Option<(Pit, Foresight)> {
    app.world().resource::<Preview>().shown.clone()
}

/// The words on the board that show.
fn shown_board_words(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<(&Text2d, &Visibility)>()
        .iter(app.world())
        .filter(|(_, v)| **v != Visibility::Hidden)
        .map(|(t, _)| t.0.clone())
        .collect()
}

fn touch(app: &mut App, at: Vec2, phase: TouchPhase) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    app.world_mut().write_message(TouchInput {
        phase,
        position: at,
        window,
        force: None,
        id: 7,
    });
    app.update();
}

/// The ghost counts on the board, by pit.
fn ghosts(app: &mut App) -> Vec<(Pit, String, bool)> {
    let mut q = app.world_mut().query::<(&PitGhost, &Text2d, &Visibility)>();
    let mut all: Vec<_> = q
        .iter(app.world())
        .map(|(g, t, v)| (g.0, t.0.clone(), *v != Visibility::Hidden))
        .collect();
    all.sort();
    all
}

#[test]
fn a_held_pit_shows_what_its_move_would_do_and_releasing_plays_nothing() {
    let mut app = app(two_players());
    let centres = give_a_window(&mut app);
    start(&mut app);
    touch(&mut app, centres[2], TouchPhase::Started);
    // Not yet a hold: no preview.
    assert_eq!(preview(&app), None);
    // A slow tap is still a tap.
    for _ in 0..7 {
        app.update(); // 0.35 s
    }
    assert_eq!(preview(&app), None);
    for _ in 0..4 {
        app.update(); // 0.55 s
    }
    // Exactly the core's report of that move, played on a copy.
    let mut copy = app.world().resource::<Match>().snapshot();
    let report = copy.play(pit(2)).unwrap();
    let Some((shown, Foresight::Move { counts, last, .. })) = preview(&app) else {
        panic!("no preview: {:?}", preview(&app));
    };
    assert_eq!(shown, pit(2));
    assert_eq!(counts, report.after.board());
    assert_eq!(last, report.last_pit());
    app.update();
    let shown = ghosts(&mut app);
    assert_eq!(shown.len(), 6);
    for (pit, text, visible) in shown {
        assert!(visible);
        assert_eq!(text, counts[pit].to_string());
    }
    // Lifting the finger after a hold plays nothing, and the preview the
    // finger covered stays to be read.
    touch(&mut app, centres[2], TouchPhase::Ended);
    app.update();
    assert_eq!(moves(&app), 0);
    assert_eq!(preview(&app).map(|(p, _)| p), Some(pit(2)));
    assert!(ghosts(&mut app).iter().all(|(_, _, visible)| *visible));
    // The caption says what a newcomer who took the hold for a tap needs.
    let captions = shown_board_words(&mut app);
    assert!(
        captions.iter().any(|c| c.ends_with("tap to play it")),
        "{captions:?}"
    );
    // Until the next touch: a quick tap still plays at once.
    touch(&mut app, centres[2], TouchPhase::Started);
    touch(&mut app, centres[2], TouchPhase::Ended);
    assert_eq!(moves(&app), 1);
}

#[test]
fn hovering_or_the_keyboard_cursor_previews_and_an_illegal_pit_gives_its_reason() {
    let mut app = app(two_players());
    let centres = give_a_window(&mut app);
    start(&mut app);
    // A capture chain: pits 4, 3 and 2 would be taken.
    let position = Position::new([3, 4, 5, 3, 1, 4], [11, 11], Side::South, false).unwrap();
    set_position(&mut app, position);
    {
        let mut windows = app.world_mut().query::<&mut Window>();
        let mut window = windows.single_mut(app.world_mut()).unwrap();
        window.set_cursor_position(Some(centres[1]));
    }
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Pointing>().hover, Some(pit(1)));
    let expected = foresee(app.world().resource::<Match>(), pit(1));
    assert_eq!(preview(&app), Some((pit(1), expected.clone())));
    let Foresight::Move {
        captured, takes, ..
    } = expected
    else {
        panic!()
    };
    let report = Game::from_position(position).play(pit(1)).unwrap();
    let chain: Vec<Pit> = report.captures().iter().map(|c| c.pit).collect();
    assert_eq!(captured, chain);
    assert_eq!(captured, pits(&[4, 3, 2]));
    assert_eq!(takes, report.captured_stones());
    // The captured pits are outlined, the last pit marked, the total said,
    // in the frame the preview was worked out: the rings read it after.
    let rings: Vec<(Pit, modiar::game::board::PitHighlight)> = {
        let mut q = app.world_mut().query::<(
            &modiar::game::board::BoardPit,
            &modiar::game::board::PitHighlight,
        )>();
        let mut all: Vec<_> = q.iter(app.world()).map(|(p, h)| (p.0, *h)).collect();
        all.sort_by_key(|(p, _)| *p);
        all
    };
    for pit in [2, 3, 4] {
        assert_eq!(
            rings[pit].1,
            modiar::game::board::PitHighlight::Taken,
            "{rings:?}"
        );
    }
    let caption = format!("takes {takes}");
    let mut q = app.world_mut().query::<(&Text2d, &Visibility)>();
    assert!(
        q.iter(app.world())
            .any(|(t, v)| t.0 == caption && *v != Visibility::Hidden),
        "no caption {caption}"
    );
    // The keyboard cursor on a singleton: its reason, in the HUD.
    {
        let mut windows = app.world_mut().query::<&mut Window>();
        let mut window = windows.single_mut(app.world_mut()).unwrap();
        window.set_cursor_position(None);
    }
    set_position(
        &mut app,
        Position::new([4, 1, 3, 1, 1, 0], [16, 16], Side::South, false).unwrap(),
    );
    put_cursor(&mut app, pit(1));
    app.update();
    app.update();
    assert_eq!(
        preview(&app),
        Some((
            pit(1),
            Foresight::Refused(IllegalMove::Singleton { pit: pit(1) })
        ))
    );
    assert!(
        texts(&mut app).iter().any(|t| t.contains("only one stone")),
        "{:?}",
        texts(&mut app)
    );
    // Turned off in Settings: nothing.
    app.world_mut().resource_mut::<Settings>().preview = false;
    app.update();
    assert_eq!(preview(&app), None);
}

#[test]
fn the_preview_hides_while_stones_move_while_the_computer_thinks_and_under_dialogs() {
    let mut app = app(against(Level::Beginner));
    start(&mut app);
    put_cursor(&mut app, pit(1));
    app.update();
    assert!(preview(&app).is_some());
    // Under a dialog.
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    app.update();
    assert_eq!(preview(&app), None);
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert!(preview(&app).is_some());
    // While the stones move, then while the computer thinks.
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    assert!(app.world().resource::<Playback>().is_active());
    assert_eq!(preview(&app), None);
    run_until(&mut app, 300, |w| turn(w) == Some(Turn::Ai));
    app.update();
    assert_eq!(preview(&app), None);
    run_until(&mut app, 300, |w| {
        turn(w) == Some(Turn::Human) && !w.resource::<Playback>().is_active()
    });
    app.update();
    assert!(preview(&app).is_some());
}

#[test]
fn the_coach_names_the_better_pit_after_a_costly_move_against_the_first_levels() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    // The opening: pit 0 loses 18 against the best (pit 2, −2).
    let mut app = app(against(Level::Beginner));
    app.insert_resource(Oracle::ready(table.clone()));
    start(&mut app);
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    let advice = app.world().resource::<Coach>().0.expect("advice");
    assert_eq!((advice.better, advice.stones), (pit(2), 16));
    // The reply drawn, and the first move's "nothing is captured" gone.
    run_until(&mut app, 400, |w| {
        turn(w) == Some(Turn::Human) && !w.resource::<Playback>().forfeit_note_shown()
    });
    app.update();
    assert!(
        texts(&mut app).iter().any(|t| t.ends_with(
            "That move cost you 16 stones: your pit 3 was better. Undo takes your move back."
        )),
        "{:?}",
        texts(&mut app)
    );
    // Undo takes the move back, and the line with it.
    press(&mut app, "button-undo");
    app.update();
    assert_eq!(app.world().resource::<Coach>().0, None);
    // A best move draws nothing.
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    app.update();
    assert_eq!(app.world().resource::<Coach>().0, None);
    // Against Club, or turned off, the coach is quiet.
    for (level, on) in [(Level::Club, true), (Level::Beginner, false)] {
        let mut app = self::app(Settings {
            coach: on,
            ..against(level)
        });
        app.insert_resource(Oracle::ready(table.clone()));
        start(&mut app);
        app.world_mut().trigger(PitChosen { pit: pit(0) });
        app.update();
        assert_eq!(app.world().resource::<Coach>().0, None, "{level:?} {on}");
    }
    let _ = Game::new(Side::South);
}

/// A finger's id comes back with the next touch. When the end of the last
/// touch never arrived, the new touch is still a quick tap, and plays.
#[test]
fn a_touch_that_reuses_a_lost_fingers_id_is_a_fresh_tap() {
    let mut app = app(two_players());
    let centres = give_a_window(&mut app);
    start(&mut app);
    // A touch away from the board whose end never arrives.
    touch(&mut app, Vec2::new(5.0, 5.0), TouchPhase::Started);
    for _ in 0..14 {
        app.update(); // 0.7 s: long past a hold
    }
    // The same id, a quick tap on South's pit 2.
    touch(&mut app, centres[2], TouchPhase::Started);
    touch(&mut app, centres[2], TouchPhase::Ended);
    assert_eq!(
        app.world().resource::<Match>().moves(),
        pits(&[2]),
        "the tap plays"
    );
}
