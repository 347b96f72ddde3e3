//! At the first launch, a card on the title offers the lessons: "New to
//! Modiar? Learn it in two minutes", with Learn and Skip. It sits above the
//! choices, not over them. Either answer is kept with the settings,
//! and so is leaving the title without one: the card shows once.

use crate::game::input::Press;
use crate::game::play::Settings;
use crate::game::state::AppSystems;
use crate::game::state::Screen;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::locale::Paragraph;
use crate::game::ui::screens::OfferPlace;
use crate::game::ui::widgets::{button, button_row, panel_node, tr};
use bevy::prelude::*;

#[derive(Component)]
struct OfferCard;

fn answer(settings: &mut Settings) {
    settings.lessons.offered = true;
}

fn spawn_offer(
    places: Query<Entity, Added<OfferPlace>>,
    settings: Res<Settings>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    if settings.lessons.offered {
        return;
    }
    let fonts = fonts.into_inner();
    for place in &places {
        commands.entity(place).with_children(|parent| {
            parent
                .spawn((
                    Name::new("Lessons offer"),
                    OfferCard,
                    // In the title's flow: as tall as its words, never
                    // squeezed over the choices under it.
                    Node {
                        flex_shrink: 0.0,
                        max_height: Val::Auto,
                        // Stretched across its place, not a share of it: a
                        // share is sized before the buttons wrap.
                        width: Val::Auto,
                        align_self: AlignSelf::Stretch,
                        margin: UiRect::axes(Val::Auto, px(10)),
                        ..panel_node(520.0, AlignItems::Center)
                    },
                    BackgroundColor(palette::PANEL),
                    BorderColor::all(palette::BORDER),
                ))
                .with_children(|card| {
                    spawn_card_words(card, "offer-title", "offer-body", fonts);
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
}

/// A card's heading and the words under it, both centred: the offer's,
/// and the invitation a friend's first link brings.
pub(super) fn spawn_card_words(
    card: &mut ChildSpawnerCommands,
    title: &'static str,
    body: &'static str,
    fonts: &UiFonts,
) {
    card.spawn((
        tr(title, size::HEADING, palette::TEXT, fonts),
        Paragraph,
        TextLayout::justify(Justify::Center),
    ));
    card.spawn((
        tr(body, size::BODY, palette::TEXT_DIM, fonts),
        Paragraph,
        TextLayout::justify(Justify::Center),
        Node {
            margin: UiRect::vertical(px(10)),
            ..default()
        },
    ));
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

/// Leaving the title with the card unanswered (Play, a puzzle) counts as
/// Skip: the player found their way without the lessons.
fn leave_offer(cards: Query<(), With<OfferCard>>, mut settings: ResMut<Settings>) {
    if !cards.is_empty() && !settings.lessons.offered {
        answer(&mut settings);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Title), leave_offer)
        .add_systems(
            Update,
            (spawn_offer, close_offer)
                .chain()
                .run_if(in_state(Screen::Title))
                .in_set(AppSystems::Update),
        );
}
