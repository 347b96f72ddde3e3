//! At the first launch, a card over the title offers the lessons: "New to
//! Modiar? Learn it in two minutes", with Learn and Skip. Either answer is
//! kept with the settings, so the card shows once.

use crate::game::input::Press;
use crate::game::play::Settings;
use crate::game::state::Screen;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::scrim;
use crate::game::ui::locale::Paragraph;
use crate::game::ui::widgets::{button, button_row, panel, tr};
use bevy::prelude::*;

#[derive(Component)]
struct OfferCard;

fn answer(settings: &mut Settings) {
    settings.lessons.offered = true;
}

fn spawn_offer(mut commands: Commands, settings: Res<Settings>, fonts: Res<UiFonts>) {
    if settings.lessons.offered {
        return;
    }
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Lessons offer"),
            OfferCard,
            DespawnOnExit(Screen::Title),
            scrim(),
        ))
        .with_children(|parent| {
            parent
                .spawn(panel(520.0, AlignItems::Center))
                .with_children(|card| {
                    card.spawn((
                        tr("offer-title", size::HEADING, palette::TEXT, fonts),
                        Paragraph,
                        TextLayout::justify(Justify::Center),
                    ));
                    card.spawn((
                        tr("offer-body", size::BODY, palette::TEXT_DIM, fonts),
                        Paragraph,
                        TextLayout::justify(Justify::Center),
                        Node {
                            margin: UiRect::vertical(px(10)),
                            ..default()
                        },
                    ));
                    card.spawn(button_row()).with_children(|row| {
                        row.spawn(button("offer-learn", fonts)).observe(
                            |_: On<Press>,
                             mut settings: ResMut<Settings>,
                             mut next: ResMut<NextState<Screen>>| {
                                answer(&mut settings);
                                next.set(Screen::Tutorial);
                            },
                        );
                        row.spawn(button("offer-skip", fonts)).observe(
                            |_: On<Press>, mut settings: ResMut<Settings>| {
                                answer(&mut settings);
                            },
                        );
                    });
                });
        });
}

/// The card goes once answered (by a button, or Escape for Skip).
fn close_offer(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut settings: ResMut<Settings>,
    cards: Query<Entity, With<OfferCard>>,
    mut commands: Commands,
) {
    if cards.is_empty() {
        return;
    }
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        answer(&mut settings);
    }
    if settings.lessons.offered {
        for card in &cards {
            commands.entity(card).despawn();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_offer)
        .add_systems(Update, close_offer.run_if(in_state(Screen::Title)));
}
