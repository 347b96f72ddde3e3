//! The title screen laid out for the window's shape.

use super::harness::*;
use bevy::prelude::*;
use bevy::ui::OverflowAxis;
use modiar::ai::Level;
use modiar::game::ButtonId;
use modiar::game::board::ScreenLayout;

/// Whether the Play button lies inside a panel that scrolls.
fn play_scrolls_with_the_page(app: &mut App) -> bool {
    let world = app.world_mut();
    let play = world
        .query::<(Entity, &ButtonId)>()
        .iter(world)
        .find(|(_, id)| id.0 == "button-play")
        .map(|(entity, _)| entity)
        .expect("the title has Play");
    let mut at = play;
    while let Some(parent) = world.get::<ChildOf>(at).map(ChildOf::parent) {
        if world
            .get::<Node>(parent)
            .is_some_and(|node| node.overflow.y == OverflowAxis::Scroll)
        {
            return true;
        }
        at = parent;
    }
    false
}

fn lay_out_for(app: &mut App, width: f32, height: f32) {
    app.insert_resource(ScreenLayout::for_window(Vec2::new(width, height)));
    app.update();
    app.update();
}

/// A phone held sideways cannot show every choice at once: Play leaves the
/// scrolling page for a bar that stays in view, and comes back to the end
/// of the choices when the window is tall again.
#[test]
fn on_a_short_wide_window_play_stays_in_view_outside_the_scrolling_page() {
    let mut app = app(against(Level::Beginner));
    lay_out_for(&mut app, 390.0, 844.0);
    assert!(
        play_scrolls_with_the_page(&mut app),
        "tall: Play ends the choices"
    );
    lay_out_for(&mut app, 844.0, 390.0);
    assert!(
        !play_scrolls_with_the_page(&mut app),
        "short and wide: Play in the bar"
    );
    lay_out_for(&mut app, 1280.0, 720.0);
    assert!(
        play_scrolls_with_the_page(&mut app),
        "a desktop window has room"
    );
    lay_out_for(&mut app, 390.0, 844.0);
    assert!(play_scrolls_with_the_page(&mut app));
}

/// The records' legend under the choices speaks of the chosen mode's
/// record, and shows only when there is one under that mode to read.
#[test]
fn the_records_legend_shows_only_with_a_record_of_the_chosen_mode() {
    use modiar::game::{Records, Settings};
    use modiar::prefs::Mode;
    use modiar::save::Opponent;
    let mut app = app(two_players());
    app.update();
    let mut records = app.world().resource::<Records>().clone();
    records
        .0
        .records
        .entry(Opponent::Computer(Level::Club))
        .or_default()
        .count(4);
    app.insert_resource(records);
    let shown = |app: &mut App| -> Vec<String> {
        app.world_mut()
            .query::<(&Text, &Node)>()
            .iter(app.world())
            .filter(|(text, node)| text.0.starts_with("Under ") && node.display != Display::None)
            .map(|(text, _)| text.0.clone())
            .collect()
    };
    for (mode, wanted) in [
        (
            Mode::VsComputer,
            vec!["Under each level: your games, won–drawn–lost"],
        ),
        (Mode::TwoPlayers, vec![]),
        (Mode::ByLink, vec![]),
    ] {
        app.world_mut().resource_mut::<Settings>().mode = mode;
        app.update();
        app.update();
        assert_eq!(shown(&mut app), wanted, "{mode:?}");
    }
}

/// Whether the title shows the button `id` (spawned and not folded away).
fn shows(app: &mut App, id: &str) -> bool {
    let world = app.world_mut();
    world
        .query::<(&ButtonId, &Node)>()
        .iter(world)
        .any(|(b, node)| b.0 == id && node.display != Display::None)
}

/// How many times Install asked the platform for the browser's question.
#[derive(Resource, Default)]
struct InstallAsked(usize);

/// Install shows on the title where the browser offers installing as the
/// title opens; an offer made while it is up waits for the next visit, so
/// nothing moves under a finger. Its press asks once, and it goes once
/// the offer is answered.
#[test]
fn install_shows_when_offered_as_the_title_opens_and_goes_once_answered() {
    use modiar::game::{AskInstall, InstallOffered, Screen};
    let mut app = app(against(Level::Beginner));
    app.init_resource::<InstallAsked>();
    app.add_observer(|_: On<AskInstall>, mut asked: ResMut<InstallAsked>| asked.0 += 1);
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(!shows(&mut app, "button-install"), "Install with no offer");
    app.insert_resource(InstallOffered(true));
    app.update();
    assert!(
        !shows(&mut app, "button-install"),
        "an offer came while the title was up, and Install moved it"
    );
    // The next visit to the title shows it.
    start(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert_eq!(screen(app.world()), Screen::Title);
    assert!(shows(&mut app, "button-install"));
    press(&mut app, "button-install");
    assert_eq!(app.world().resource::<InstallAsked>().0, 1);
    // The question answered, the page withdraws the offer: Install goes.
    app.insert_resource(InstallOffered(false));
    app.update();
    assert!(
        !shows(&mut app, "button-install"),
        "Install after the answer"
    );
}
