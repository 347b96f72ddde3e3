//! The dialogs and the analysis board, as steps: the rules and the settings
//! scrolled through, the text size chosen, and a game stepped through.

use super::report::Kind;
use super::steps::{
    Ctx, MOVE, SHORT, Step, Went, button_boxes, checkpoint, dialog, person_to_move, revealing,
    screen, scroll_through, scroll_to_button, sent, set, settled, step, tap_button, until,
};
use crate::game::analysis::Analysis;
use crate::game::dev::moments::SHOWN_GAME;
use crate::game::input::HitTest;
use crate::game::play::{OpenAnalysis, Settings};
use crate::game::state::{Dialog, Screen};
use crate::game::ui::widgets::ButtonId;
use crate::prefs::TextSize;
use crate::rules::{Position, Side};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;

/// A finger taps a button, and the row it is in stays in view.
fn tap_stays(id: &'static str) -> Step {
    let mut before: Option<Rect> = None;
    step(
        format!("tap {id}, which stays in view"),
        SHORT,
        move |world, ctx| {
            if ctx.age == 0 {
                match button_boxes(world, id) {
                    Some((whole, seen, _)) if seen.height() >= whole.height() - 1.0 => {
                        before = Some(whole);
                        ctx.inputs.tap(seen.center());
                    }
                    _ => return Went::Fail(format!("the button {id} is not wholly in view")),
                }
                return Went::Wait;
            }
            if !ctx.inputs.idle() || ctx.age < 20 {
                return Went::Wait;
            }
            match button_boxes(world, id) {
                Some((whole, seen, _)) if seen.height() >= whole.height() - 1.0 => {}
                _ => ctx.found(
                    Kind::Jump,
                    format!("the button {id}"),
                    format!(
                        "slid out of view when tapped (it was at {:.0},{:.0})",
                        before.map_or(0.0, |b| b.min.x),
                        before.map_or(0.0, |b| b.min.y)
                    ),
                ),
            }
            Went::Next
        },
    )
}

pub(super) fn dialogs() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the title"),
        scroll_to_button("button-rules"),
        tap_button("button-rules"),
        until("the rules", SHORT, |w| dialog(w) == Dialog::Rules),
        step("let the rules settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the rules"),
        scroll_through("the rules"),
        tap_button("button-close"),
        until("the rules closed", SHORT, |w| dialog(w) == Dialog::None),
        scroll_to_button("button-settings"),
        tap_button("button-settings"),
        until("the settings", SHORT, |w| dialog(w) == Dialog::Settings),
        step("let the settings settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the settings"),
        scroll_through("the settings"),
        set("remember the text size", |w| {
            let size = w.resource::<Settings>().text_size;
            w.insert_resource(TextSizeWas(size));
        }),
        scroll_to_button("text-size-150"),
        tap_stays("text-size-150"),
        scroll_to_button("text-size-100"),
        tap_stays("text-size-100"),
        step("the text size as it was", SHORT, |world, ctx| {
            if ctx.age == 0 {
                let was = world.resource::<TextSizeWas>().0;
                world.resource_mut::<Settings>().text_size = was;
            }
            sent(world, ctx, 6)
        }),
        scroll_through("the settings"),
        tap_button("button-close"),
        until("the settings closed", SHORT, |w| dialog(w) == Dialog::None),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        tap_button("button-rules"),
        until("the rules over the board", SHORT, |w| {
            dialog(w) == Dialog::Rules
        }),
        step("let the rules settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        scroll_through("the rules over the board"),
        tap_button("button-close"),
        until("the rules closed", SHORT, |w| dialog(w) == Dialog::None),
    ]
}

/// The text size before the settings changed it.
#[derive(Resource)]
struct TextSizeWas(TextSize);

/// The analysis's current move is wholly in the move list's view.
fn current_move_in_view(world: &mut World, ctx: &mut Ctx) {
    let Some(at) = world.resource::<Analysis>().move_on_board() else {
        return;
    };
    let name = format!("Move {at}");
    let entity = world
        .query::<(Entity, &Name, &ButtonId)>()
        .iter(world)
        .find(|(_, n, _)| n.as_str() == name)
        .map(|(e, _, _)| e);
    let Some(entity) = entity else { return };
    let mut state = SystemState::<HitTest>::new(world);
    let Ok(hits) = state.get(world) else { return };
    let whole_in_view = hits
        .shown_buttons()
        .iter()
        .find(|b| b.entity == entity)
        .is_some_and(|b| b.whole_in_view());
    if !whole_in_view {
        ctx.found(
            Kind::Hidden,
            "the analysis's move list".to_owned(),
            format!("does not show move {at}, the one on the board"),
        );
    }
}

pub(super) fn analysis() -> Vec<Step> {
    let total = SHOWN_GAME.len();
    let mut steps = vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("open a game on the analysis board", |w| {
            w.trigger(OpenAnalysis {
                start: Position::start(Side::South),
                moves: SHOWN_GAME.to_vec(),
                at: 0,
            });
        }),
        until("every move judged", 4 * MOVE, |w| {
            screen(w) == Screen::Analysis
                && w.get_resource::<Analysis>()
                    .is_some_and(|a| a.judged.is_some())
                && settled(w)
        }),
        checkpoint("the analysis"),
    ];
    for n in 1..=total {
        steps.push(tap_button("analysis-next"));
        steps.push(step(
            format!("move {n} on the board"),
            SHORT,
            move |w, ctx| {
                if w.resource::<Analysis>().at == n && settled(w) && ctx.age > 3 && !revealing(w) {
                    current_move_in_view(w, ctx);
                    Went::Next
                } else {
                    Went::Wait
                }
            },
        ));
    }
    steps.push(tap_button("analysis-turning"));
    steps.push(step("the turning point", SHORT, |w, ctx| {
        let analysis = w.resource::<Analysis>();
        let wanted = analysis.turning_point().map_or(0, |t| t.ply - 1);
        if analysis.at == wanted && ctx.age > 3 && !revealing(w) {
            current_move_in_view(w, ctx);
            Went::Next
        } else {
            Went::Wait
        }
    }));
    steps
}
