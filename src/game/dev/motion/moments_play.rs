//! The games, as steps: against the computer and face to face, each played
//! by touch to its end, and a game by link sent to a friend.

use super::steps::{
    MOVE, SHORT, Step, Went, checkpoint, dialog, person_to_move, pit_point, screen,
    scroll_to_button, sent, set, settled, step, tap_button, tap_choice, tap_pit, until,
};
use crate::ai::Level;
use crate::game::play::{Match, Settings};
use crate::game::state::{Dialog, Screen, Turn};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::prefs::{Mode, Starts};
use crate::rules::Pit;
use bevy::prelude::*;

/// The legal move with the biggest handful (the rightmost of equals):
/// laps, and captures on the way.
fn biggest_handful(world: &mut World) -> Option<Pit> {
    let game = world.resource::<Match>();
    let position = game.position();
    game.legal_moves()
        .into_iter()
        .max_by_key(|&pit| (position.board()[pit], pit.index()))
}

/// Whoever is to move taps the biggest handful, once a move, until the
/// game is over and the board still.
fn play_out() -> Step {
    let mut next_move = 0usize;
    step("play the game out", 60 * MOVE, move |world, ctx| {
        if screen(world) == Screen::GameOver && settled(world) {
            return Went::Next;
        }
        let made = moves_made(world);
        if ctx.inputs.idle() && person_to_move(world) && made >= next_move {
            next_move = made + 1;
            if let Some(pit) = biggest_handful(world) {
                let point = pit_point(world, pit);
                ctx.inputs.tap(point);
            }
        }
        Went::Wait
    })
}

pub(super) fn game() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("choose Beginner, the coach on, South starts", |w| {
            let mut settings = w.resource_mut::<Settings>();
            settings.mode = Mode::VsComputer;
            settings.level = Level::Beginner;
            settings.coach = true;
            settings.starts = Starts::South;
        }),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("the game's start"),
        play_out(),
        until("the result", SHORT, |w| {
            screen(w) == Screen::GameOver && settled(w)
        }),
        checkpoint("the result"),
    ]
}

/// Whether a line of `kinds` is on show.
fn notice_shown(world: &World, kinds: &[NoticeKind]) -> bool {
    let items = &world.resource::<Notices>().items;
    items.iter().any(|n| kinds.contains(&n.kind))
}

pub(super) fn by_link() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("you start", |w| {
            w.resource_mut::<Settings>().starts = Starts::South;
        }),
        // Chosen by touch: the title moves nothing when the mode changes.
        scroll_to_button("mode-by-link"),
        tap_choice("mode-by-link"),
        until("a friend by link chosen", SHORT, |w| {
            w.resource::<Settings>().mode == Mode::ByLink
        }),
        checkpoint("the title by link"),
        scroll_to_button("mode-computer"),
        tap_choice("mode-computer"),
        scroll_to_button("mode-by-link"),
        tap_choice("mode-by-link"),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("a game by link's start"),
        tap_button("button-send"),
        until("the line to move first", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkYourMove])
        }),
        tap_pit("play the biggest handful", biggest_handful),
        until("the friend's turn", MOVE, |w| {
            w.get_resource::<State<Turn>>()
                .is_some_and(|t| *t.get() == Turn::Idle)
                && settled(w)
        }),
        tap_button("button-send"),
        until("the link's line", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkCopied, NoticeKind::LinkShown])
        }),
        step("let the link's line settle", SHORT, |w, ctx| {
            sent(w, ctx, 6)
        }),
        checkpoint("the link sent"),
        tap_button("button-undo"),
        until("the line that the move stays", SHORT, |w| {
            notice_shown(w, &[NoticeKind::LinkSentStays])
        }),
        step("let that line settle", SHORT, |w, ctx| sent(w, ctx, 6)),
    ]
}

fn moves_made(world: &World) -> usize {
    world.resource::<Match>().moves().len()
}

/// The mover's biggest handful, tapped once the board is still.
fn play_biggest(name: &str) -> Step {
    let mut made = None;
    step(name.to_owned(), MOVE, move |world, ctx| {
        let now = moves_made(world);
        match made {
            None if person_to_move(world) && ctx.inputs.idle() => {
                made = Some(now);
                if let Some(pit) = biggest_handful(world) {
                    let point = pit_point(world, pit);
                    ctx.inputs.tap(point);
                }
                Went::Wait
            }
            Some(before) if now > before && person_to_move(world) => Went::Next,
            _ => Went::Wait,
        }
    })
}

pub(super) fn face_to_face() -> Vec<Step> {
    vec![
        until("the title", SHORT, |w| screen(w) == Screen::Title),
        set("South starts", |w| {
            w.resource_mut::<Settings>().starts = Starts::South;
        }),
        scroll_to_button("mode-two-players"),
        tap_choice("mode-two-players"),
        until("two players chosen", SHORT, |w| {
            w.resource::<Settings>().mode == Mode::TwoPlayers
        }),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        scroll_to_button("face-to-face"),
        tap_choice("face-to-face"),
        until("face to face chosen", SHORT, |w| {
            w.resource::<Settings>().face_to_face
        }),
        step("let the title settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("the two-player title"),
        scroll_to_button("button-play"),
        tap_button("button-play"),
        until("the board", SHORT, |w| {
            screen(w) == Screen::Playing && person_to_move(w)
        }),
        checkpoint("face to face"),
        play_biggest("South's move"),
        play_biggest("North's move"),
        scroll_to_button("north-undo"),
        tap_button("north-undo"),
        until("North's move taken back", SHORT, |w| {
            moves_made(w) == 1 && person_to_move(w)
        }),
        checkpoint("North took back its move"),
        play_biggest("North's move again"),
        scroll_to_button("button-undo"),
        tap_button("button-undo"),
        until("North asked", SHORT, |w| dialog(w) == Dialog::UndoAsk),
        step("let the question settle", SHORT, |w, ctx| sent(w, ctx, 6)),
        checkpoint("North asked"),
        scroll_to_button("undo-allow"),
        tap_button("undo-allow"),
        until("both moves taken back", SHORT, |w| {
            moves_made(w) == 0 && person_to_move(w)
        }),
        play_out(),
        until("both results", SHORT, |w| {
            screen(w) == Screen::GameOver && settled(w)
        }),
        checkpoint("both results"),
    ]
}
