//! Games shared as codes. "Copy code" puts the game's code on the
//! clipboard (on the web, a link to the page with `#g=CODE`); "Open code"
//! takes a typed or pasted code (on the web, the browser's own prompt) and
//! opens the game on the analysis board. A code that cannot be read gets a
//! one-line notice, and the game on the board is kept.

use super::session::Analysis;
use crate::code::{decode, encode};
use crate::game::input::Press;
use crate::game::play::{OpenAnalysis, OpenCode, OpenLink};
use crate::game::state::AppSystems;
use crate::game::state::Dialog;
use crate::game::theme::{UiFonts, palette, size};
use crate::game::ui::dialog::spawn_dialog;
use crate::game::ui::locale::{Mirrored, Paragraph};
use crate::game::ui::notice::{NoticeKind, Notices};
use crate::game::ui::widgets::{button, label, tr};
use crate::link::LinkGame;
use bevy::clipboard::{Clipboard, ClipboardRead};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

fn open_code(open: On<OpenCode>, mut notices: ResMut<Notices>, mut commands: Commands) {
    match decode(&open.0) {
        Ok((start, moves)) => commands.trigger(OpenAnalysis {
            start,
            moves,
            at: 0,
        }),
        // Not a shared game's code: a game by link's, which says why
        // it is refused if it is.
        Err(_) if LinkGame::is_meant_as_link(&open.0) => {
            commands.trigger(OpenLink(open.0.clone()));
        }
        Err(e) => {
            info!("a game code was refused: {e}");
            notices.push(NoticeKind::BadCode, None);
        }
    }
}

/// The address of the page the game runs in (the web; set by the page's
/// platform code): a shared game becomes a link to it.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct PageAddress(pub Option<String>);

/// What sharing puts on the clipboard: the code, or on the web a link to
/// this page that opens it.
pub(super) fn shared_text(code: &str, page: &PageAddress) -> String {
    match &page.0 {
        Some(href) => {
            let page = href.split('#').next().unwrap_or(href);
            format!("{page}#g={code}")
        }
        None => code.to_owned(),
    }
}

/// Copies the analysed game's code (or link), and says so with the code.
pub fn share_game(
    _: On<Press>,
    analysis: Res<Analysis>,
    page: Res<PageAddress>,
    clipboard: Option<ResMut<Clipboard>>,
    mut notices: ResMut<Notices>,
) {
    let game = &analysis.game;
    let Ok(code) = encode(game.start(), game.moves()) else {
        return;
    };
    let text = shared_text(&code, &page);
    let copied = clipboard.is_some_and(|mut c| c.set_text(text.clone()).is_ok());
    let kind = if copied {
        NoticeKind::CodeCopied
    } else {
        NoticeKind::CodeShown
    };
    notices.push(kind, Some(text));
}

/// The code being typed into the dialog.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct CodeEntry(pub String);

#[derive(Component)]
struct CodeField;

/// Characters a code, or a link holding one, may have.
fn fits(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_#=/:.?&%".contains(c)
}

fn spawn_page(mut commands: Commands, fonts: Res<UiFonts>, mut entry: ResMut<CodeEntry>) {
    entry.0.clear();
    spawn_dialog(
        &mut commands,
        &fonts,
        Dialog::OpenCode,
        "code-title",
        |body| {
            body.spawn((
                tr("code-hint", size::BODY * 0.9, palette::TEXT_DIM, &fonts),
                Paragraph,
                TextLayout::default(),
            ));
            body.spawn((
                Node {
                    min_height: px(48),
                    padding: UiRect::axes(px(12), px(8)),
                    margin: UiRect::vertical(px(8)),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(8)),
                    align_items: AlignItems::Center,
                    ..default()
                },
                BorderColor::all(palette::FOCUS),
                BackgroundColor(palette::BACKGROUND),
            ))
            .with_children(|field| {
                field.spawn((CodeField, label("_", size::BODY, palette::TEXT, &fonts)));
            });
            body.spawn((
                PasteNote,
                tr("code-nothing-pasted", size::SMALL, palette::WARNING, &fonts),
                Paragraph,
                TextLayout::default(),
                Node {
                    display: Display::None,
                    margin: UiRect::bottom(px(8)),
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
                row.spawn(button("code-paste", &fonts)).observe(paste);
                row.spawn(button("code-open", &fonts)).observe(submit);
            });
        },
    );
}

/// A paste on its way: the browser answers a moment later.
#[derive(Resource)]
struct PendingPaste(ClipboardRead);

/// The dialog's line under the field: empty, or why nothing was pasted.
#[derive(Component)]
struct PasteNote;

fn paste(
    _: On<Press>,
    clipboard: Option<ResMut<Clipboard>>,
    mut notes: Query<&mut Node, With<PasteNote>>,
    mut commands: Commands,
) {
    for mut note in &mut notes {
        note.display = Display::None;
    }
    match clipboard {
        Some(mut clipboard) => commands.insert_resource(PendingPaste(clipboard.fetch_text())),
        None => show_nothing_pasted(&mut notes),
    }
}

fn show_nothing_pasted(notes: &mut Query<&mut Node, With<PasteNote>>) {
    for mut note in notes {
        note.display = Display::Flex;
    }
}

/// Fills the field when the paste arrives; a refusal or a clipboard with
/// no code says so, rather than nothing happening.
fn finish_paste(
    pending: Option<ResMut<PendingPaste>>,
    mut entry: ResMut<CodeEntry>,
    mut notes: Query<&mut Node, With<PasteNote>>,
    mut commands: Commands,
) {
    let Some(mut pending) = pending else {
        return;
    };
    let pasted: String = match pending.0.poll_result() {
        None => return,
        Some(Ok(text)) => text.trim().chars().filter(|&c| fits(c)).collect(),
        Some(Err(_)) => String::new(),
    };
    commands.remove_resource::<PendingPaste>();
    if pasted.is_empty() {
        show_nothing_pasted(&mut notes);
    } else {
        entry.0 = pasted;
    }
}

fn submit(
    _: On<Press>,
    entry: Res<CodeEntry>,
    mut next: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    next.set(Dialog::None);
    commands.trigger(OpenCode(entry.0.clone()));
}

/// Typing: characters a code may hold, Backspace, Enter to open, and
/// Ctrl+V (or Cmd+V) to paste.
fn type_code(
    mut typed: MessageReader<KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
    clipboard: Option<ResMut<Clipboard>>,
    mut entry: ResMut<CodeEntry>,
    mut next: ResMut<NextState<Dialog>>,
    mut commands: Commands,
) {
    let control = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let mut clipboard = clipboard;
    for key in typed.read().filter(|k| k.state.is_pressed()) {
        match &key.logical_key {
            Key::Character(text) if control && text.eq_ignore_ascii_case("v") => {
                if let Some(Ok(pasted)) = clipboard
                    .as_mut()
                    .and_then(|c| c.fetch_text().poll_result())
                {
                    entry.0.extend(pasted.trim().chars().filter(|&c| fits(c)));
                }
            }
            Key::Character(text) if !control => {
                entry.0.extend(text.chars().filter(|&c| fits(c)));
            }
            Key::Backspace => {
                entry.0.pop();
            }
            Key::Enter => {
                next.set(Dialog::None);
                commands.trigger(OpenCode(entry.0.clone()));
            }
            _ => {}
        }
    }
}

fn show_entry(entry: Res<CodeEntry>, mut fields: Query<&mut Text, With<CodeField>>) {
    for mut text in &mut fields {
        text.0 = format!("{}_", entry.0);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CodeEntry>()
        .init_resource::<PageAddress>()
        .add_observer(open_code)
        .add_systems(OnEnter(Dialog::OpenCode), spawn_page)
        .add_systems(
            Update,
            (
                type_code.run_if(
                    resource_exists::<ButtonInput<KeyCode>>
                        .and_then(resource_exists::<Messages<KeyboardInput>>),
                ),
                finish_paste,
                show_entry.run_if(resource_changed::<CodeEntry>),
            )
                .chain()
                .run_if(in_state(Dialog::OpenCode))
                .in_set(AppSystems::RecordInput),
        );
}
