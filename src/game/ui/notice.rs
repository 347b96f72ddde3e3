//! One-line notices (a settings file or a saved game that could not be
//! read), shown at the top of the title screen and the board until tapped.

use super::locale::Locale;
use super::theme::{Act, UiAction, UiFonts, label, palette, size};
use crate::i18n::Arg;
use bevy::prelude::*;

/// How long a notice stays if nobody taps it.
const NOTICE_SECONDS: f32 = 20.0;

/// Messages to show, each with the name the bad file was kept under.
#[derive(Resource, Default, Debug, Clone)]
pub struct Notices {
    pub items: Vec<(&'static str, String)>,
    pub seconds_left: f32,
}

impl Notices {
    pub fn push(&mut self, id: &'static str, kept: String) {
        self.items.push((id, kept));
        self.seconds_left = NOTICE_SECONDS;
    }
}

/// The text node that shows the notices.
#[derive(Component)]
pub struct NoticeText;

/// A banner for the notices; empty (and taking no room) when there are none.
pub fn notice_banner(fonts: &UiFonts) -> impl Bundle {
    (
        Name::new("Notice"),
        NoticeText,
        Button,
        UiAction::DismissNotice,
        Node {
            display: Display::None,
            max_width: px(720),
            padding: UiRect::axes(px(14), px(8)),
            margin: UiRect::bottom(px(10)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        // Framed like a card: it floats over the board's edge for a while.
        BorderColor::all(palette::WARNING),
        BackgroundColor(Color::srgba(0.35, 0.22, 0.10, 0.97)),
        children![label("", size::SMALL, palette::WARNING, fonts)],
    )
}

fn show_notices(
    time: Res<Time>,
    locale: Res<Locale>,
    mut notices: ResMut<Notices>,
    mut banners: Query<(&mut Node, &Children), With<NoticeText>>,
    mut texts: Query<&mut Text>,
) {
    if notices.seconds_left > 0.0 {
        notices.seconds_left -= time.delta_secs();
        if notices.seconds_left <= 0.0 {
            notices.items.clear();
        }
    }
    let text = notices
        .items
        .iter()
        .map(|(id, kept)| locale.t_with(id, &[("kept", Arg::Str(kept))]))
        .collect::<Vec<_>>()
        .join("\n");
    for (mut node, children) in &mut banners {
        let display = if text.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != display {
            node.display = display;
        }
        for child in children.iter() {
            if let Ok(mut shown) = texts.get_mut(child)
                && shown.0 != text
            {
                shown.0 = text.clone();
            }
        }
    }
}

fn dismiss(act: On<Act>, mut notices: ResMut<Notices>) {
    if act.0 == UiAction::DismissNotice {
        notices.items.clear();
        notices.seconds_left = 0.0;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_observer(dismiss)
        .add_systems(Update, show_notices);
}
