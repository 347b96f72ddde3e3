//! The result, why the game ended, and a rematch. Shown over the final board.

use crate::game::input::Press;
use crate::game::play::{Autoplay, Match, Players, StartGame, ToMenu, UndoMove};
use crate::game::state::{Dialog, Screen};
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::open;
use crate::game::ui::locale::{Locale, Paragraph};
use crate::game::ui::widgets::{button, button_row, heading, label, panel};
use crate::game::words::Who;
use crate::i18n::Arg;
use crate::rules::{EndReason, GameResult, Side};
use bevy::prelude::*;

/// How long an automatic game's result shows before the next game.
const AUTOPLAY_PAUSE: f32 = 2.5;

/// The headline: who won, and the score with the winner's total first
/// ("North wins, 22–20"; a draw reads 21–21).
pub fn result_headline(result: &GameResult, players: &Players, locale: &Locale) -> String {
    let winner = result.winner();
    let first = winner.unwrap_or(Side::South);
    let score = [
        ("winner", Arg::from(result.stones(first))),
        ("loser", Arg::from(result.stones(first.opponent()))),
    ];
    match winner.map(|side| players.who(side)) {
        None => locale.t_with("result-draw", &score),
        Some(Who::You) => locale.t_with("result-you-win", &score),
        Some(Who::Computer) => locale.t_with("result-computer-wins", &score),
        Some(who) => {
            let mut args = score.to_vec();
            args.push(("who", who.into()));
            locale.t_with("result-side-wins", &args)
        }
    }
}

/// Why the game ended, in a sentence.
pub fn end_reason_text(
    result: &GameResult,
    game: &Match,
    players: &Players,
    locale: &Locale,
) -> String {
    match result.reason {
        EndReason::NoMoves => locale.t_with(
            "reason-no-moves",
            &[("who", players.who(game.to_move()).into())],
        ),
        EndReason::Repetition { split } => locale.t_with(
            "reason-repetition",
            &[
                ("stones", Arg::Num(i64::from(split) * 2)),
                ("each", Arg::from(split)),
            ],
        ),
    }
}

fn spawn_result(
    mut commands: Commands,
    game: Res<Match>,
    players: Res<Players>,
    locale: Res<Locale>,
    fonts: Res<UiFonts>,
) {
    let Some(result) = game.result() else {
        return;
    };
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Game over"),
            DespawnOnExit(Screen::GameOver),
            GlobalZIndex(5),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .with_children(|parent| {
            parent
                .spawn(panel(560.0, AlignItems::Center))
                .with_children(|panel| {
                    panel.spawn((
                        Name::new("Result"),
                        heading(
                            result_headline(&result, &players, &locale),
                            size::HEADING,
                            fonts,
                        ),
                    ));
                    panel.spawn((
                        Name::new("Reason"),
                        Paragraph,
                        label(
                            end_reason_text(&result, &game, &players, &locale),
                            size::BODY,
                            palette::TEXT_DIM,
                            fonts,
                        ),
                        TextLayout::justify(Justify::Center),
                        Node {
                            margin: UiRect::vertical(px(12)),
                            ..default()
                        },
                    ));
                    panel.spawn(button_row()).with_children(|row| {
                        row.spawn(button("button-rematch", fonts)).observe(
                            |_: On<Press>, mut commands: Commands| commands.trigger(StartGame),
                        );
                        row.spawn(button("button-review", fonts))
                            .observe(open(Dialog::Review));
                        row.spawn(button("button-undo", fonts)).observe(
                            |_: On<Press>, mut commands: Commands| commands.trigger(UndoMove),
                        );
                        row.spawn(button("button-menu", fonts)).observe(
                            |_: On<Press>, mut commands: Commands| commands.trigger(ToMenu),
                        );
                    });
                });
        });
}

/// Demo mode: the next game starts by itself.
fn autoplay_rematch(time: Res<Time>, mut waited: Local<f32>, mut commands: Commands) {
    *waited += time.delta_secs();
    if *waited >= AUTOPLAY_PAUSE {
        *waited = 0.0;
        commands.trigger(StartGame);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_result)
        .add_systems(
            Update,
            autoplay_rematch
                .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Autoplay>)),
        );
}
