//! A friend's first link on a device that has never played: over the game
//! it opens, a card says who invited the player to what, and offers the
//! two-minute lessons or the rules before the first move. The lessons
//! come back to that game, the friend's move still on the board.

use super::offer::spawn_card_words;
use crate::game::input::Press;
use crate::game::play::{Settings, ShowLink};
use crate::game::state::{AppSystems, Dialog, Screen};
use crate::game::theme::UiFonts;
use crate::game::ui::dialog::{RESULT_LAYER, open, scrim_at};
use crate::game::ui::widgets::{button, button_row, scrolling_panel};
use bevy::prelude::*;

/// A link opened a new game here before this device had seen the offer
/// of the lessons: the game by link's id.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstInvite(pub u32);

/// The invitation: the card waiting to show over its game, and the game
/// the lessons return to once taken from it.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The card shows over this game by link.
    pub card: Option<u32>,
    /// Leaving the lessons goes back to this game by link.
    pub returning: Option<u32>,
}

#[derive(Component)]
struct InviteCard;

fn invited(invite: On<FirstInvite>, mut invitation: ResMut<Invitation>) {
    invitation.card = Some(invite.0);
}

/// The card is answered: the lessons' offer is not made again.
fn answered(settings: &mut Settings, invitation: &mut Invitation) {
    settings.lessons.offered = true;
    invitation.card = None;
}

fn spawn_card(
    invitation: Res<Invitation>,
    cards: Query<(), With<InviteCard>>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    if invitation.card.is_none() || !cards.is_empty() {
        return;
    }
    let fonts = fonts.into_inner();
    commands
        .spawn((
            Name::new("Invitation"),
            InviteCard,
            DespawnOnExit(Screen::Playing),
            scrim_at(RESULT_LAYER),
        ))
        .with_children(|scrim| {
            scrim
                .spawn(scrolling_panel(560.0, AlignItems::Center))
                .with_children(|card| {
                    spawn_card_words(card, "invite-title", "invite-body", fonts);
                    card.spawn(button_row()).with_children(|row| {
                        row.spawn(button("offer-learn", fonts)).observe(
                            |_: On<Press>,
                             mut settings: ResMut<Settings>,
                             mut invitation: ResMut<Invitation>,
                             mut next: ResMut<NextState<Screen>>| {
                                invitation.returning = invitation.card;
                                answered(&mut settings, &mut invitation);
                                next.set(Screen::Tutorial);
                            },
                        );
                        row.spawn(button("button-rules", fonts))
                            .observe(
                                |_: On<Press>,
                                 mut settings: ResMut<Settings>,
                                 mut invitation: ResMut<Invitation>| {
                                    answered(&mut settings, &mut invitation);
                                },
                            )
                            .observe(open(Dialog::Rules));
                        row.spawn(button("invite-play", fonts)).observe(
                            |_: On<Press>,
                             mut settings: ResMut<Settings>,
                             mut invitation: ResMut<Invitation>| {
                                answered(&mut settings, &mut invitation);
                            },
                        );
                    });
                });
        });
}

/// The card goes once answered, or with Escape (as Play now).
fn close_card(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut settings: ResMut<Settings>,
    mut invitation: ResMut<Invitation>,
    cards: Query<Entity, With<InviteCard>>,
    mut commands: Commands,
) {
    if cards.is_empty() {
        return;
    }
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        answered(&mut settings, &mut invitation);
    }
    if invitation.card.is_none() {
        for card in &cards {
            commands.entity(card).despawn();
        }
    }
}

/// Leaving the lessons, by their last page or before it: back to the
/// game by link they were taken from, or else to the title.
pub fn leave_lessons(
    invitation: &mut Invitation,
    next: &mut NextState<Screen>,
    commands: &mut Commands,
) {
    match invitation.returning.take() {
        Some(id) => commands.trigger(ShowLink { id, shown: None }),
        None => next.set(Screen::Title),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Invitation>()
        .add_observer(invited)
        .add_systems(
            Update,
            (spawn_card, close_card)
                .chain()
                .run_if(in_state(Screen::Playing))
                .in_set(AppSystems::Update),
        );
}
