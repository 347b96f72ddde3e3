//! Play by ear under overlays: a dialog, or a new screen's cover, keeps the
//! screen beneath it out of the screen reader's reach.

use super::harness::*;
use bevy::prelude::*;
use modiar::game::Dialog;

/// A dialog's backdrop puts the screen under it out of a screen reader's
/// reach as it does a finger's: its buttons' nodes are hidden while the
/// dialog is open and shown again once it closes.
#[test]
fn a_dialog_hides_the_screen_under_it_from_the_screen_reader() {
    fn hidden(app: &mut App, id: &str) -> bool {
        let mut query = app
            .world_mut()
            .query::<(&modiar::game::ButtonId, &bevy::a11y::AccessibilityNode)>();
        let (_, node) = query
            .iter(app.world())
            .find(|(button, _)| button.0 == id)
            .unwrap_or_else(|| panic!("no {id}"));
        node.is_hidden()
    }
    let mut app = laid_out_two_player_game();
    app.update();
    assert!(!hidden(&mut app, "button-undo"), "shown on the board");
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::Rules);
    app.update();
    lay_out_buttons(&mut app);
    app.update();
    assert!(hidden(&mut app, "button-undo"), "under the dialog");
    assert!(!hidden(&mut app, "button-close"), "the dialog's own");
    app.world_mut()
        .resource_mut::<NextState<Dialog>>()
        .set(Dialog::None);
    app.update();
    lay_out_buttons(&mut app);
    app.update();
    assert!(!hidden(&mut app, "button-undo"), "back once it closes");
}

/// A new screen's cover keeps the screen reader's mirror empty while it is
/// up, and the mirror fills again the frame it lifts, though nothing under
/// it changed: an overlay coming or going is itself a change of reach.
#[test]
fn the_mirror_empties_under_a_cover_and_fills_when_it_lifts() {
    let mut app = laid_out_two_player_game();
    app.update();
    let listed = |app: &App| app.world().resource::<modiar::game::Mirror>().items.len();
    let shown = listed(&app);
    assert!(shown > 0, "the mirror lists the screen");
    let cover = app
        .world_mut()
        .spawn((Node::default(), GlobalZIndex(1000)))
        .id();
    lay_out(
        &mut app,
        cover,
        Vec2::new(1280.0, 720.0),
        Vec2::new(640.0, 360.0),
    );
    app.update();
    assert_eq!(listed(&app), 0, "nothing is in reach under the cover");
    app.world_mut().entity_mut(cover).despawn();
    app.update();
    assert_eq!(listed(&app), shown, "the screen is back once it lifts");
}
