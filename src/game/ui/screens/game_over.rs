//! The result, why the game ended, and a rematch. Shown over the final board.

use super::Screen;
use crate::game::hud::who;
use crate::game::locale::{Locale, Paragraph};
use crate::game::match_state::{Autoplay, Match, NewGame, Players};
use crate::game::theme::{
    Act, UiAction, UiFonts, button, button_row, heading, label, palette, panel, size,
};
use crate::i18n::Arg;
use crate::rules::{EndReason, GameResult, Side};
use bevy::prelude::*;

/// How long an automatic game's result shows before the next game.
const AUTOPLAY_PAUSE: f32 = 2.5;

/// The headline: who won, and the score.
pub fn result_headline(result: &GameResult, players: &Players, locale: &Locale) -> String {
    let south = Arg::from(result.stones(Side::South));
    let north = Arg::from(result.stones(Side::North));
    let score = [("south", south), ("north", north)];
    match result.winner() {
        None => locale.t_with("result-draw", &score),
        Some(side) if players.against_computer() && players.is_human(side) => {
            locale.t_with("result-you-win", &score)
        }
        Some(_) if players.against_computer() => locale.t_with("result-computer-wins", &score),
        Some(side) => {
            let mut args = score.to_vec();
            args.push(("who", Arg::Str(who(side, players))));
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
            &[("who", Arg::Str(who(game.to_move(), players)))],
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
                        row.spawn(button("button-rematch", UiAction::Rematch, fonts));
                        row.spawn(button("button-review", UiAction::OpenReview, fonts));
                        row.spawn(button("button-undo", UiAction::Undo, fonts));
                        row.spawn(button("button-menu", UiAction::Menu, fonts));
                    });
                });
        });
}

fn act(
    act: On<Act>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if act.0 == UiAction::Rematch && *screen.get() == Screen::GameOver {
        commands.trigger(NewGame);
        next.set(Screen::Playing);
    }
}

/// Demo mode: the next game starts by itself.
fn autoplay_rematch(time: Res<Time>, mut waited: Local<f32>, mut commands: Commands) {
    *waited += time.delta_secs();
    if *waited >= AUTOPLAY_PAUSE {
        *waited = 0.0;
        commands.trigger(Act(UiAction::Rematch));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_result)
        .add_systems(
            Update,
            autoplay_rematch
                .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Autoplay>)),
        )
        .add_observer(act);
}
