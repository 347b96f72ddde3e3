//! Keys, taps, clicks and the wheel: the keyboard's focus, and a dialog
//! (the top layer) keeping them all from the board beneath it.

use super::harness::*;
use bevy::prelude::*;
use modiar::game::{AskHint, Dialog, HintShown, Match, Oracle, PitChosen, Refusal, Turn};
use modiar::rules::{Pit, Side};

#[test]
fn the_keyboard_plays_a_game() {
    let mut app = app(two_players());
    start(&mut app);
    // "3" plays South's third pit from their left: pit 2.
    press_key(&mut app, KeyCode::Digit3);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2]));
    wait_for_human(&mut app, 300);
    // North's "1" is the pit numbered 1 on the board: North's own left,
    // which is the screen's right when both sit on one side, pit 3.
    press_key(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2, 3]));
    wait_for_human(&mut app, 300);
    // Arrows move the cursor over South's legal pits; Enter plays it.
    let legal: Vec<Pit> = app
        .world()
        .resource::<Match>()
        .legal_moves()
        .into_iter()
        .collect();
    press_key(&mut app, KeyCode::ArrowRight);
    press_key(&mut app, KeyCode::ArrowRight);
    press_key(&mut app, KeyCode::Enter);
    let game = app.world().resource::<Match>();
    assert_eq!(game.moves().len(), 3);
    assert_eq!(game.moves()[2], legal[1]);
    wait_for_human(&mut app, 300);
    stones_match(app.world_mut()).unwrap();
}

#[test]
fn with_a_dialog_open_nothing_reaches_the_board_and_escape_closes_it() {
    for shown in [Dialog::Rules, Dialog::Settings, Dialog::Review] {
        let mut app = app(two_players());
        start(&mut app);
        let before = *app.world().resource::<Match>().position();
        // The dialog is opened by its button where there is one.
        match shown {
            Dialog::Rules => press(&mut app, "button-rules"),
            Dialog::Settings => press(&mut app, "button-settings"),
            _ => app
                .world_mut()
                .resource_mut::<NextState<Dialog>>()
                .set(shown),
        }
        app.update();
        assert_eq!(dialog(&app), shown);
        // A key, a tap (the event a tap or a click on a pit becomes), the
        // arrow cursor and a hint: none of them reaches the board.
        press_key(&mut app, KeyCode::Digit3);
        app.world_mut().trigger(PitChosen { pit: pit(2) });
        press_key(&mut app, KeyCode::ArrowRight);
        press_key(&mut app, KeyCode::Enter);
        app.world_mut().trigger(AskHint::default());
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(moves(&app), 0, "{shown:?}: a move was played");
        assert_eq!(*app.world().resource::<Match>().position(), before);
        assert_eq!(turn(app.world()), Some(Turn::Human));
        assert!(app.world().resource::<Refusal>().shown().is_none());
        assert!(app.world().resource::<HintShown>().shown().is_none());
        assert_eq!(cursor(&mut app), None, "{shown:?}: the arrow cursor moved");
        let rings: Vec<modiar::game::board::PitHighlight> = app
            .world_mut()
            .query::<&modiar::game::board::PitHighlight>()
            .iter(app.world())
            .copied()
            .collect();
        assert!(
            rings
                .iter()
                .all(|r| *r == modiar::game::board::PitHighlight::None),
            "{shown:?}: {rings:?}"
        );
        // Escape closes it, and its page goes with it.
        press_key(&mut app, KeyCode::Escape);
        app.update();
        assert_eq!(dialog(&app), Dialog::None, "{shown:?}");
        assert!(
            !texts(&mut app).iter().any(|t| t == "Close"),
            "{shown:?}: the page stayed"
        );
        // Then the board takes input again.
        press_key(&mut app, KeyCode::Digit3);
        assert_eq!(moves(&app), 1, "{shown:?}");
    }
}

#[test]
fn a_tap_or_a_click_on_a_pit_plays_it_unless_a_dialog_is_open() {
    let mut app = app(two_players());
    let centres = give_a_window(&mut app);
    start(&mut app);
    // With no dialog, a tap on South's pit 2 plays it, a click North's pit 4.
    tap(&mut app, centres[2]);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2]));
    wait_for_human(&mut app, 300);
    click(&mut app, centres[4]);
    assert_eq!(app.world().resource::<Match>().moves(), pits(&[2, 4]));
    wait_for_human(&mut app, 300);
    // Under each dialog, neither reaches the board.
    for shown in [Dialog::Rules, Dialog::Settings, Dialog::Review] {
        app.world_mut()
            .resource_mut::<NextState<Dialog>>()
            .set(shown);
        app.update();
        tap(&mut app, centres[0]);
        click(&mut app, centres[1]);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(moves(&app), 2, "{shown:?}");
        assert!(app.world().resource::<Refusal>().shown().is_none());
        press_key(&mut app, KeyCode::Escape);
        assert_eq!(dialog(&app), Dialog::None);
    }
    tap(&mut app, centres[0]);
    assert_eq!(moves(&app), 3);
}

/// The first tap after Hint plays, on the hinted pit as on any other.
#[test]
fn a_tap_right_after_hint_plays() {
    let table = std::sync::Arc::new(modiar::ai::Solver::solve());
    let mut app = app(two_players());
    app.insert_resource(Oracle::ready(table));
    let centres = give_a_window(&mut app);
    start(&mut app);
    press(&mut app, "button-hint");
    app.update();
    let hinted = app
        .world()
        .resource::<HintShown>()
        .pit()
        .expect("a best move");
    tap(&mut app, centres[hinted.index()]);
    assert_eq!(app.world().resource::<Match>().moves(), [hinted]);
}

/// One scroll system serves every panel, on the top layer only: a wheel
/// over a dialog scrolls the dialog, never the screen beneath it, and the
/// screen scrolls once the dialog has gone.
#[test]
fn a_wheel_scrolls_the_panel_of_the_top_layer_only() {
    use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
    use bevy::input::touch::TouchPhase;
    use bevy::ui::{ComputedNode, UiGlobalTransform};
    let mut app = app(two_players());
    give_a_window(&mut app);
    // Laid out by hand (the headless app has no layout): a screen-sized
    // panel with three screens of content, and a dialog over it.
    let (width, height) = (760.0, 1090.0);
    let centre = Vec2::new(width, height) / 2.0;
    let panel = |size: Vec2, content: f32| {
        (
            Node {
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ScrollPosition::default(),
            ComputedNode {
                size,
                content_size: Vec2::new(size.x, content),
                inverse_scale_factor: 1.0,
                ..ComputedNode::DEFAULT
            },
            UiGlobalTransform::from_translation(centre),
            InheritedVisibility::VISIBLE,
        )
    };
    let screen = app
        .world_mut()
        .spawn(panel(Vec2::new(width, height), 3.0 * height))
        .id();
    let scrim = app
        .world_mut()
        .spawn((
            Node::default(),
            GlobalZIndex(20),
            ComputedNode {
                size: Vec2::new(width, height),
                inverse_scale_factor: 1.0,
                ..ComputedNode::DEFAULT
            },
            UiGlobalTransform::from_translation(centre),
            InheritedVisibility::VISIBLE,
        ))
        .id();
    let dialog = app
        .world_mut()
        .spawn((panel(Vec2::new(500.0, 600.0), 1500.0), ChildOf(scrim)))
        .id();
    let turn_the_wheel_at = |app: &mut App, at: Vec2| {
        let window = move_mouse(app, at);
        app.world_mut().write_message(MouseWheel {
            unit: MouseScrollUnit::Line,
            x: 0.0,
            y: -2.0,
            window,
            phase: TouchPhase::Moved,
        });
        app.update();
    };
    let scrolled = |app: &App, panel: Entity| app.world().get::<ScrollPosition>(panel).unwrap().y;
    // Over the dimmed screen beside the dialog: nothing scrolls.
    turn_the_wheel_at(&mut app, Vec2::new(40.0, 40.0));
    assert_eq!(
        scrolled(&app, screen),
        0.0,
        "the screen under the dialog stays"
    );
    assert_eq!(scrolled(&app, dialog), 0.0);
    // Over the dialog: the dialog scrolls, 40 px a line.
    turn_the_wheel_at(&mut app, centre);
    assert_eq!(scrolled(&app, dialog), 80.0, "the dialog scrolls");
    assert_eq!(
        scrolled(&app, screen),
        0.0,
        "the screen under the dialog stays"
    );
    // The dialog gone, the same wheel scrolls the screen.
    app.world_mut().entity_mut(scrim).despawn();
    turn_the_wheel_at(&mut app, Vec2::new(40.0, 40.0));
    assert_eq!(scrolled(&app, screen), 80.0, "the screen scrolls");
    // A finger moving up by 100 px drags it on by as much, and presses
    // nothing: any panel laid out to scroll scrolls, with no marker. It
    // rests between its moves: frames with no touch news move nothing.
    let window = move_mouse(&mut app, centre);
    for (phase, at) in [
        (TouchPhase::Started, centre),
        (TouchPhase::Moved, centre - Vec2::new(0.0, 50.0)),
        (TouchPhase::Moved, centre - Vec2::new(0.0, 100.0)),
        (TouchPhase::Ended, centre - Vec2::new(0.0, 100.0)),
    ] {
        app.world_mut()
            .write_message(bevy::input::touch::TouchInput {
                phase,
                position: at,
                window,
                force: None,
                id: 3,
            });
        app.update();
        for _ in 0..3 {
            app.update();
        }
    }
    assert_eq!(scrolled(&app, screen), 180.0, "a finger drags the screen");
}

/// The button the keyboard's focus (Bevy's `InputFocus`, its one record)
/// is on, by its id.
fn focused_id(app: &mut App) -> Option<&'static str> {
    let entity = app
        .world()
        .resource::<bevy_input_focus::InputFocus>()
        .get()?;
    app.world()
        .get::<modiar::game::ButtonId>(entity)
        .map(|id| id.0)
}

/// Tab walks the top layer's buttons and Enter presses the one it holds;
/// an open dialog keeps the walk to its own buttons; Escape hands the keys
/// back to the board, where Enter plays a pit again.
#[test]
fn tab_walks_the_buttons_of_the_top_layer_and_enter_presses_one() {
    let mut app = laid_out_two_player_game();
    assert_eq!(focused_id(&mut app), None);
    let mut walked = Vec::new();
    for _ in 0..12 {
        press_key(&mut app, KeyCode::Tab);
        let id = focused_id(&mut app).expect("Tab puts the focus on a button");
        if walked.first() == Some(&id) {
            break; // round again
        }
        walked.push(id);
    }
    assert!(walked.contains(&"button-rules"), "{walked:?}");
    assert!(walked.contains(&"button-undo"), "{walked:?}");
    while focused_id(&mut app) != Some("button-rules") {
        press_key(&mut app, KeyCode::Tab);
    }
    press_key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(dialog(&app), Dialog::Rules);
    assert_eq!(moves(&app), 0, "Enter on a button plays no pit");
    // The board's buttons lie under the dialog: out of the walk.
    lay_out_buttons(&mut app);
    for _ in 0..walked.len() + 2 {
        press_key(&mut app, KeyCode::Tab);
        let id = focused_id(&mut app).expect("the dialog's buttons take the focus");
        assert!(
            !walked.contains(&id) || id == "button-close",
            "{id} is under the dialog"
        );
    }
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(focused_id(&mut app), None);
}

/// The keyboard holds one thing at a time, in Bevy's `InputFocus`: a
/// button after Tab, the pit under the board's cursor after an arrow key
/// (the button lets go), and Enter acts on whichever holds it.
#[test]
fn the_keyboard_holds_one_thing_a_button_or_a_pit() {
    let mut app = laid_out_two_player_game();
    press_key(&mut app, KeyCode::Tab);
    assert!(focused_id(&mut app).is_some(), "Tab holds a button");
    press_key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(focused_id(&mut app), None, "the button let go");
    let held = app
        .world()
        .resource::<bevy_input_focus::InputFocus>()
        .get()
        .expect("the arrow puts the focus on a pit");
    let on = app
        .world()
        .get::<modiar::game::board::BoardPit>(held)
        .map(|pit| pit.0)
        .expect("the focus holds a pit's entity");
    assert_eq!(cursor(&mut app), Some(on));
    assert!(on.side() == Side::South, "{on:?} is the mover's");
    let previewed = app
        .world()
        .resource::<modiar::game::board::Preview>()
        .shown
        .clone();
    assert_eq!(
        previewed.map(|(pit, _)| pit),
        Some(on),
        "the cursor previews"
    );
    press_key(&mut app, KeyCode::Enter);
    run_until(&mut app, 400, |w| w.resource::<Match>().moves().len() == 1);
    assert_eq!(
        app.world().resource::<Match>().moves()[0],
        on,
        "Enter played the pit under the cursor"
    );
}

/// Tab's outline goes at a click or a touch, and comes back with Tab.
#[test]
fn a_click_or_a_touch_puts_the_keyboards_outline_away() {
    let mut app = laid_out_two_player_game();
    let outlined = |app: &mut App| {
        app.world_mut()
            .query_filtered::<(), (With<Button>, With<Outline>)>()
            .iter(app.world())
            .count()
    };
    press_key(&mut app, KeyCode::Tab);
    app.update();
    assert!(focused_id(&mut app).is_some(), "Tab holds a button");
    assert_eq!(outlined(&mut app), 1, "and outlines it");
    // A click where no button is: the outline goes, the focus stays.
    click(&mut app, Vec2::new(2.0, 2.0));
    app.update();
    assert_eq!(outlined(&mut app), 0, "a click puts the outline away");
    press_key(&mut app, KeyCode::Tab);
    app.update();
    assert_eq!(outlined(&mut app), 1, "Tab brings it back");
    tap(&mut app, Vec2::new(2.0, 2.0));
    app.update();
    assert_eq!(outlined(&mut app), 0, "a touch puts it away too");
}

/// About opens from the settings over a game, shows the game's version
/// and credits, and Escape goes back to the game.
#[test]
fn about_opens_from_the_settings_over_a_game() {
    let mut app = app(two_players());
    start(&mut app);
    press(&mut app, "button-settings");
    app.update();
    assert_eq!(dialog(&app), Dialog::Settings);
    press(&mut app, "button-about");
    app.update();
    app.update();
    assert_eq!(dialog(&app), Dialog::About);
    let shown = texts(&mut app).join(" ");
    assert!(
        shown.contains("About Modiar") && shown.contains("Noto Sans"),
        "{shown}"
    );
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(dialog(&app), Dialog::None);
    assert_eq!(
        screen(app.world()),
        modiar::game::Screen::Playing,
        "the game is still there"
    );
}

/// The button `id`'s entity.
fn button(app: &mut App, id: &str) -> Entity {
    app.world_mut()
        .query::<(Entity, &modiar::game::ButtonId)>()
        .iter(app.world())
        .find(|(_, b)| b.0 == id)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no {id}"))
}

/// A button scrolled wholly out of its panel's view is out of a finger's
/// reach (a tap there, the keyboard's walk) but not of a screen reader's:
/// the page's mirror lists it and its AccessKit node stays, as a page's
/// reader reads past the screen's edge, and pressing it presses it.
/// Scrolled back, a finger reaches it again.
#[test]
fn a_button_scrolled_out_of_view_is_out_of_a_fingers_reach_not_a_readers() {
    use bevy::a11y::AccessibilityNode;
    use bevy::ui::CalculatedClip;
    use modiar::game::{Mirror, MirrorPress};
    let mut app = laid_out_two_player_game();
    let rules = button(&mut app, "button-rules");
    let id = format!("b{}", rules.to_bits());
    let at = app
        .world()
        .get::<bevy::ui::UiGlobalTransform>(rules)
        .unwrap()
        .affine()
        .translation;
    let listed = |app: &App| {
        app.world()
            .resource::<Mirror>()
            .items
            .iter()
            .any(|item| item.id == id)
    };
    let hidden = |app: &App| {
        app.world()
            .get::<AccessibilityNode>(rules)
            .is_some_and(|node| node.is_hidden())
    };
    let walked = |app: &mut App| {
        (0..12).any(|_| {
            press_key(app, KeyCode::Tab);
            focused_id(app) == Some("button-rules")
        })
    };
    let scroll = |app: &mut App, clip: Option<Rect>| {
        let mut button = app.world_mut().entity_mut(rules);
        match clip {
            Some(clip) => button.insert(CalculatedClip { clip }),
            None => button.remove::<CalculatedClip>(),
        };
        button.insert(bevy::ui::UiGlobalTransform::from_translation(at));
        app.update();
    };
    app.update();
    assert!(listed(&app), "the mirror lists a button in view");
    assert!(!hidden(&app));
    // Its panel scrolled on: the view it is seen through lies above it.
    scroll(&mut app, Some(Rect::new(0.0, -400.0, 1280.0, -100.0)));
    assert!(!walked(&mut app), "Tab walks to a button scrolled away");
    press_key(&mut app, KeyCode::Escape);
    tap(&mut app, at);
    app.update();
    assert_eq!(dialog(&app), Dialog::None, "a tap pressed it");
    assert!(listed(&app), "the mirror leaves out a button scrolled away");
    assert!(
        !hidden(&app),
        "a screen reader loses a button scrolled away"
    );
    app.world_mut().trigger(MirrorPress { id: id.clone() });
    app.update();
    assert_eq!(
        dialog(&app),
        Dialog::Rules,
        "the mirror's press opens the rules"
    );
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::None);
    app.update();
    // Scrolled back into view: a finger reaches it again.
    scroll(&mut app, None);
    assert!(walked(&mut app));
    press_key(&mut app, KeyCode::Escape);
    tap(&mut app, at);
    app.update();
    assert_eq!(dialog(&app), Dialog::Rules, "the tap opens the rules");
}

/// A dialog belongs to its screen: leaving the screen closes it in the
/// same frame, so the next screen never shows under the old dialog.
#[test]
fn a_dialog_closes_in_the_frame_its_screen_goes() {
    use modiar::game::Screen;
    let mut app = laid_out_two_player_game();
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Settings);
    app.update();
    assert_eq!(dialog(&app), Dialog::Settings);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert_eq!(dialog(&app), Dialog::None, "the dialog outlived its screen");
    // A dialog opened on the title stays while the title does.
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    app.update();
    assert_eq!(dialog(&app), Dialog::Rules);
}
