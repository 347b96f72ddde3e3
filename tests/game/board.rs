//! What the board shows as moves are drawn: counts and scores following
//! their stones, captures told once drawn, and the end of a game.

use super::harness::*;
use bevy::prelude::*;
use modiar::game::board::{PitCount, Playback};
use modiar::game::{Locale, Match, PitChosen, Screen, Settings, Turn};
use modiar::prefs::AnimationSpeed;
use modiar::rules::{Game, Pit, Position, Side};

#[test]
fn at_the_end_the_header_shows_the_same_totals_as_the_result() {
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 2 must feed North; North is then left with one stone,
    // cannot move, and each keeps their row: South 20 + 1, North 20 + 1.
    let position = Position::new([0, 0, 2, 0, 0, 0], [20, 20], Side::South, false).unwrap();
    set_position(&mut app, position);
    app.world_mut().trigger(PitChosen { pit: pit(2) });
    run_until(&mut app, 300, |w| screen(w) == Screen::GameOver);
    app.update();
    let result = app.world().resource::<Match>().result().unwrap();
    assert_eq!(result.score, [21, 21]);
    let shown = texts(&mut app);
    assert!(shown.contains(&"South 21".to_owned()), "{shown:?}");
    assert!(shown.contains(&"North 21".to_owned()), "{shown:?}");
    assert!(shown.contains(&"A draw, 21–21".to_owned()), "{shown:?}");
    // Whole games: the winner's total first in the panel, the same totals
    // in the header.
    for seed in 0..4 {
        let mut app = self::app(two_players());
        start(&mut app);
        let mut ply = 0;
        let mut frames = 0;
        while screen(app.world()) != Screen::GameOver {
            frames += 1;
            assert!(frames < 100_000, "the game stalls at ply {ply}");
            if turn(app.world()) == Some(Turn::Human)
                && !app.world().resource::<Playback>().is_active()
            {
                let legal: Vec<Pit> = app
                    .world()
                    .resource::<Match>()
                    .legal_moves()
                    .into_iter()
                    .collect();
                let pit = legal[(ply * 7 + seed) % legal.len()];
                app.world_mut().trigger(PitChosen { pit });
                ply += 1;
            }
            app.update();
            assert!(ply < 300);
        }
        app.update();
        let result = app.world().resource::<Match>().result().unwrap();
        let [south, north] = result.score;
        let headline = match result.winner() {
            None => "A draw, 21–21".to_owned(),
            Some(Side::South) => format!("South wins, {south}–{north}"),
            Some(Side::North) => format!("North wins, {north}–{south}"),
        };
        let shown = texts(&mut app);
        assert!(shown.contains(&headline), "{headline} not in {shown:?}");
        assert!(shown.contains(&format!("South {south}")), "{shown:?}");
        assert!(shown.contains(&format!("North {north}")), "{shown:?}");
    }
}

/// A game that ends for lack of a move says in one sentence who was stuck
/// and which rule held them: single stones, a row they could not feed, or
/// only moves that would capture the whole other row.
#[test]
fn a_game_without_a_move_says_who_was_stuck_and_why() {
    use modiar::game::{Players, end_reason_text};
    let cases = [
        (
            [1, 7, 1, 1, 3, 1],
            "South had no legal move (any move would have captured the whole other row), \
             so each player kept the stones in their own row.",
        ),
        (
            [1, 0, 1, 0, 5, 1],
            "South had no legal move (no pit held 2 stones or more), \
             so each player kept the stones in their own row.",
        ),
        (
            [2, 0, 0, 0, 0, 0],
            "South had no legal move (the other row was empty, and no move could leave \
             stones in it), so each player kept the stones in their own row.",
        ),
    ];
    for (board, said) in cases {
        let mut app = app(two_players());
        start(&mut app);
        let on_board: u8 = board.iter().sum();
        let captured = (42 - on_board) / 2;
        let stuck = Position::new(
            board,
            [captured, 42 - on_board - captured],
            Side::South,
            false,
        )
        .unwrap();
        load_game(&mut app, Game::from_position(stuck));
        app.update();
        let world = app.world();
        let game = world.resource::<Match>();
        let result = game.result().expect("South has no legal move");
        let text = end_reason_text(
            &result,
            game,
            world.resource::<Players>(),
            world.resource::<Locale>(),
        );
        assert_eq!(text, said, "{board:?}");
    }
}

/// The last move and the gathering after it are drawn before the game
/// reads as over, and while the stones left go to the players who keep
/// them, a line says why.
#[test]
fn the_game_reads_as_over_once_the_gathering_is_drawn() {
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 1 leaves North a single stone: no legal move.
    let last = Position::new([3, 0, 4, 0, 0, 1], [17, 17], Side::South, false).unwrap();
    load_game(&mut app, Game::from_position(last));
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    let why = "North has no legal move: each player takes the stones left in their own row.";
    let (mut sowing_said, mut why_said) = (false, false);
    for _ in 0..600 {
        app.update();
        let playback = app.world().resource::<Playback>();
        let (drawing, gathering) = (playback.is_active(), playback.gathering());
        let shown = texts(&mut app);
        if drawing {
            assert!(!shown.iter().any(|t| t == "Game over"), "{shown:?}");
            sowing_said |= shown.iter().any(|t| t.starts_with("Sowing"));
        }
        if gathering {
            why_said |= shown.iter().any(|t| t == why);
        }
        if !drawing && turn(app.world()) == Some(Turn::Over) {
            break;
        }
    }
    assert!(sowing_said && why_said, "{sowing_said} {why_said}");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "Game over"), "{shown:?}");
    assert!(!shown.iter().any(|t| t == why), "{shown:?}");
}

/// The line about a move tells its captures once they are drawn, not while
/// the stones are still on their way.
#[test]
fn a_capture_is_told_when_it_has_been_drawn() {
    // The first capture of a game between first legal moves.
    let mut game = Game::new(Side::South);
    let pit = loop {
        let capturing = game.legal_moves().into_iter().find(|&pit| {
            let mut copy = game.clone();
            !copy.play(pit).unwrap().captures().is_empty()
        });
        if let Some(pit) = capturing.filter(|_| game.moves().len() > 1) {
            break pit;
        }
        let first = game.legal_moves().into_iter().next().expect("not over yet");
        game.play(first).unwrap();
    };
    let mut app = app(two_players());
    start(&mut app);
    load_game(&mut app, game);
    app.world_mut().trigger(modiar::game::BoardReset);
    app.update();
    app.world_mut().trigger(PitChosen { pit });
    app.update();
    assert_eq!(turn(app.world()), Some(Turn::Animating));
    let told = |app: &mut App| texts(app).iter().any(|t| t.contains("and captured"));
    assert!(!told(&mut app), "{:?}", texts(&mut app));
    wait_for_human(&mut app, 600);
    assert!(told(&mut app), "{:?}", texts(&mut app));
    // The board marks the move until the next one starts: where it was
    // played from, and where its last stone fell.
    let report = {
        let game = app.world().resource::<Match>();
        let mut before = Game::from_position(game.history()[game.history().len() - 2]);
        before.play(pit).unwrap()
    };
    let rings: Vec<(Pit, modiar::game::board::PitHighlight)> = app
        .world_mut()
        .query::<(
            &modiar::game::board::BoardPit,
            &modiar::game::board::PitHighlight,
        )>()
        .iter(app.world())
        .map(|(p, h)| (p.0, *h))
        .collect();
    let ring = |at: Pit| rings.iter().find(|(p, _)| *p == at).unwrap().1;
    assert_eq!(ring(pit), modiar::game::board::PitHighlight::LastPlayed);
    // A captured pit is left empty: no mark points at nothing.
    if report.last_pit() != pit {
        let landed = if report.after.board()[report.last_pit()] > 0 {
            modiar::game::board::PitHighlight::LastLanded
        } else {
            modiar::game::board::PitHighlight::None
        };
        assert_eq!(ring(report.last_pit()), landed);
    }
    // The next move clears it as it starts.
    let next = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .next()
        .unwrap();
    app.world_mut().trigger(PitChosen { pit: next });
    app.update();
    app.update();
    let marked = app
        .world_mut()
        .query::<&modiar::game::board::PitHighlight>()
        .iter(app.world())
        .filter(|h| matches!(h, modiar::game::board::PitHighlight::LastPlayed))
        .count();
    assert_eq!(marked, 0);
}

/// At the end the stones each player keeps slide from their row into their
/// tray, so the trays, their labels and the scores agree.
#[test]
fn at_the_end_the_kept_stones_join_the_trays_and_the_trays_show_the_score() {
    use modiar::game::board::{Place, StonePlace, TrayLabel};
    let mut app = app(two_players());
    start(&mut app);
    // South's pit 1 leaves North a single stone it may not play.
    let before = Position::new([4, 3, 1, 3, 0, 1], [8, 22], Side::South, false).unwrap();
    load_game(&mut app, Game::from_position(before));
    app.world_mut().trigger(modiar::game::BoardReset);
    app.update();
    app.world_mut().trigger(PitChosen { pit: pit(0) });
    app.update();
    for _ in 0..600 {
        if !app.world().resource::<Playback>().is_active() {
            break;
        }
        app.update();
    }
    assert!(!app.world().resource::<Playback>().is_active());
    let result = app.world().resource::<Match>().result().expect("over");
    assert_eq!(result.score, [19, 23]);
    let mut held = [0; 2];
    let mut in_pits = 0;
    for place in app.world_mut().query::<&StonePlace>().iter(app.world()) {
        match place.place {
            Place::Tray(side) => held[side] += 1,
            Place::Pit(_) => in_pits += 1,
        }
    }
    assert_eq!((held, in_pits), ([19, 23], 0));
    let mut labels: Vec<(Side, String)> = app
        .world_mut()
        .query::<(&TrayLabel, &Text2d)>()
        .iter(app.world())
        .map(|(label, text)| (label.0, text.0.clone()))
        .collect();
    labels.sort_by_key(|(side, _)| side.index());
    assert_eq!(
        labels,
        vec![
            (Side::South, "South 19".to_owned()),
            (Side::North, "North 23".to_owned())
        ]
    );
    let counts: Vec<String> = app
        .world_mut()
        .query::<(&PitCount, &Text2d)>()
        .iter(app.world())
        .map(|(_, text)| text.0.clone())
        .collect();
    assert_eq!(counts, vec!["0"; 6]);
}

/// The stones drawn in each pit and each tray, frame by frame: those at
/// rest there, and in a pit also those lifted from it that are still drawn
/// over it (the hand above its pit, captured stones on their way out). A
/// stone in flight elsewhere is in no pit or tray.
#[derive(Default)]
struct StonesDrawn {
    rested: std::collections::HashMap<Entity, Pit>,
    taken: std::collections::HashMap<Entity, Pit>,
    /// Frames in which some lifted stone was still drawn over its pit.
    frames_lifted: usize,
}

impl StonesDrawn {
    fn look(&mut self, world: &mut World) -> ([u8; 6], [u8; 2]) {
        use modiar::game::board::{PIT_RADIUS, Stone, TRAY_SIZE, layer, pit_center, tray_center};
        let over = |at: Vec3, pit: Pit| at.truncate().distance(pit_center(pit)) <= PIT_RADIUS;
        let mut pits = [0u8; 6];
        let mut trays = [0u8; 2];
        let mut rested = std::collections::HashMap::new();
        let mut taken = std::collections::HashMap::new();
        let mut q = world.query_filtered::<(Entity, &Transform), With<Stone>>();
        for (stone, at) in q.iter(world).map(|(e, t)| (e, t.translation)) {
            if at.z >= layer::FLYING {
                if let Some(&pit) = self.taken.get(&stone).or_else(|| self.rested.get(&stone))
                    && over(at, pit)
                {
                    taken.insert(stone, pit);
                    pits[pit.index()] += 1;
                }
                continue;
            }
            for pit in Pit::ALL {
                if over(at, pit) {
                    rested.insert(stone, pit);
                    pits[pit.index()] += 1;
                }
            }
            for side in Side::BOTH {
                let d = (at.truncate() - tray_center(side)).abs();
                if d.x <= TRAY_SIZE.x / 2.0 && d.y <= TRAY_SIZE.y / 2.0 {
                    trays[side] += 1;
                }
            }
        }
        self.frames_lifted += usize::from(!taken.is_empty());
        (self.rested, self.taken) = (rested, taken);
        (pits, trays)
    }
}

/// Whole games at normal speed, a frame at a time: every count and score
/// the board shows is the number of stones drawn there (a hand over its
/// pit still counts there), but for the frame a stone lands in, through laps, chains of captures and the end's
/// gathering into the trays.
#[test]
fn every_count_and_score_follows_its_stones_in_every_frame() {
    use bevy::time::TimeUpdateStrategy;
    let mut app = app(Settings {
        speed: AnimationSpeed::Normal,
        ..two_players()
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_secs_f64(1.0 / 60.0),
    ));
    start(&mut app);
    let (mut laps, mut frames) = (0, 0);
    let mut differing = 0;
    let mut drawn_now = StonesDrawn::default();
    while app.world().resource::<Match>().result().is_none() {
        assert!(moves(&app) < 300, "the game goes on");
        // The biggest handful: laps, and captures on the way.
        let pit = {
            let game = app.world().resource::<Match>();
            let board = game.position().board();
            game.legal_moves()
                .into_iter()
                .max_by_key(|&p| (board[p], p.index()))
                .unwrap()
        };
        if app.world().resource::<Match>().position().board()[pit] >= 6 {
            laps += 1;
        }
        drawn_now.look(app.world_mut());
        app.world_mut().trigger(PitChosen { pit });
        app.update();
        drawn_now.look(app.world_mut());
        loop {
            app.update();
            frames += 1;
            let shown = app.world().resource::<Playback>().shown;
            let drawn = drawn_now.look(app.world_mut());
            if drawn == (shown.counts, shown.captured) {
                differing = 0;
            } else {
                differing += 1;
                assert!(
                    differing <= 1,
                    "frame {frames}: the board shows {:?} and {:?}, the stones lie {drawn:?}",
                    shown.counts,
                    shown.captured
                );
            }
            let idle = !app.world().resource::<Playback>().is_active();
            if idle
                && matches!(
                    turn(app.world()),
                    Some(Turn::Human) | Some(Turn::Over) | None
                )
            {
                break;
            }
            assert!(frames < 100_000, "the replays end");
        }
    }
    let chains = app
        .world()
        .resource::<LitLog>()
        .0
        .iter()
        .filter(|l| l.order >= 1)
        .count();
    assert!(
        laps > 0 && chains > 0,
        "{laps} laps, {chains} chained captures"
    );
    // The gathering drew the final score into the trays.
    run_until(&mut app, 600, |w| !w.resource::<Playback>().is_active());
    let result = app.world().resource::<Match>().result().unwrap();
    // The frames that matter were seen: stones lifted, still over their pit.
    assert!(drawn_now.frames_lifted > 100, "{}", drawn_now.frames_lifted);
    let (pits, trays) = drawn_now.look(app.world_mut());
    assert_eq!(pits, [0; 6]);
    assert_eq!(trays, Side::BOTH.map(|s| result.stones(s)));
}

/// Before the move that would bring a position up a third time, the
/// screen warns of it; not before.
#[test]
fn the_screen_warns_before_a_position_comes_up_a_third_time() {
    let mut app = app(two_players());
    start(&mut app);
    let start = Position::new([1, 2, 3, 1, 2, 3], [15, 15], Side::South, false).unwrap();
    set_position(&mut app, start);
    // Six moves bring the start back: after move 12 it has come up three
    // times, so only the twelfth move's chooser is warned.
    let mut warned = Vec::new();
    for (i, n) in [2, 5, 1, 4, 0, 3].into_iter().cycle().take(12).enumerate() {
        wait_for_human(&mut app, 300);
        app.update();
        if texts(&mut app).iter().any(|t| t.starts_with("Careful:")) {
            warned.push(i + 1);
        }
        app.world_mut().trigger(PitChosen { pit: pit(n) });
    }
    assert_eq!(warned, vec![12], "warned before moves {warned:?}");
}
