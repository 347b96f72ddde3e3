//! Face to face, one seat asks to take back its move after the other has
//! replied: the question opens facing the other seat, whose reply would
//! go back too. Allow takes both back; Keep my move (or Escape) keeps
//! them, and the asking seat is told.

use crate::game::input::Press;
use crate::game::play::{AnswerUndo, Players, UndoAsked};
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::{DialogFacing, spawn_dialog_closing};
use crate::game::ui::locale::{Locale, Mirrored, Paragraph};
use crate::game::ui::widgets::{button, label};
use bevy::prelude::*;

fn spawn_page(
    mut commands: Commands,
    fonts: Res<UiFonts>,
    asked: Res<UndoAsked>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut facing: ResMut<DialogFacing>,
) {
    let Some(request) = asked.0 else {
        return;
    };
    // Asked of the other seat, it faces the other seat.
    facing.set_if_neq(DialogFacing(request.by.opponent()));
    let question = locale.t_with("undo-ask", &[("who", players.who(request.by).into())]);
    spawn_dialog_closing(
        &mut commands,
        &fonts,
        Dialog::UndoAsk,
        "undo-ask-title",
        "undo-keep",
        |body| {
            body.spawn((
                label(question, size::BODY, palette::TEXT, &fonts),
                Paragraph,
                TextLayout::default(),
                Node {
                    margin: UiRect::vertical(px(8)),
                    ..default()
                },
            ));
            body.spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                Mirrored,
            ))
            .with_children(|row| {
                row.spawn(button("undo-allow", &fonts)).observe(
                    |_: On<Press>, mut commands: Commands| {
                        commands.trigger(AnswerUndo { allow: true })
                    },
                );
            });
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Dialog::UndoAsk), spawn_page);
}
