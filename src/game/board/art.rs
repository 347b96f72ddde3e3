//! The look of the board, made here: procedural earth, pits dug into it and
//! pebbles, as textures drawn in code at start-up. Render-side only; the
//! gameplay entities get their meshes and materials when they appear.

use super::layout::GHOST_SIZE;
use super::layout::{
    BOARD_SIZE, PIT_RADIUS, STONE_RADIUS, TRAY_LABEL_GAP, TRAY_LABEL_LINE, TRAY_SIZE, layer,
    outward,
};
use super::numbers::PitNumberLabel;
use super::pieces::{BoardPit, BoardSlab, PitCount, PitHighlight, Stone, Tray, TrayLabel};
use super::preview::PitGhost;
use crate::game::play::Settings;
use crate::game::state::AppSystems;
use crate::game::theme::{UiFonts, board_label, board_words, palette, side_color};
use crate::rules::Side;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite_render::AlphaMode2d;
use bevy::text::TextLayoutInfo;
use bevy_tweening::{RepeatCount, Tween, TweenAnim, lens::TransformScaleLens};
use std::time::Duration;

/// Pebble tints: limestone, slate, sandstone, basalt, ochre.
const STONE_TINTS: [Color; 5] = [
    Color::srgb(0.86, 0.82, 0.75),
    Color::srgb(0.60, 0.62, 0.64),
    Color::srgb(0.80, 0.64, 0.46),
    Color::srgb(0.45, 0.43, 0.41),
    Color::srgb(0.90, 0.74, 0.56),
];

/// The meshes and materials every piece shares.
#[derive(Resource)]
struct Art {
    board: (Handle<Mesh>, Handle<ColorMaterial>),
    pit: (Handle<Mesh>, Handle<ColorMaterial>),
    tray: (Handle<Mesh>, Handle<ColorMaterial>),
    stone_mesh: Handle<Mesh>,
    stone_materials: Vec<Handle<ColorMaterial>>,
    ring_mesh: Handle<Mesh>,
    /// A pit that may be played: thin and faint.
    ring_thin: Handle<Mesh>,
    /// Where the last move was played from: a ring of dots.
    ring_dotted: Handle<Mesh>,
    ring_legal: Handle<ColorMaterial>,
    ring_focus: Handle<ColorMaterial>,
    ring_refused: Handle<ColorMaterial>,
    ring_capture: Handle<ColorMaterial>,
    ring_hint: Handle<ColorMaterial>,
    ring_landing: Handle<ColorMaterial>,
    ring_taken: Handle<ColorMaterial>,
    ring_beckon: Handle<ColorMaterial>,
    ring_last_played: Handle<ColorMaterial>,
    ring_last_landed: Handle<ColorMaterial>,
    badge: (Handle<Mesh>, Handle<ColorMaterial>),
    marker: [(Handle<Mesh>, Handle<ColorMaterial>); 2],
}

/// The board's own textures, for pictures of the board elsewhere (the rules
/// page, the title). Only where the game draws.
#[derive(Resource, Clone, Debug)]
pub struct BoardImages {
    pub board: Handle<Image>,
    pub pit: Handle<Image>,
    /// A pebble, pale: tint it with one of `tints`.
    pub pebble: Handle<Image>,
    pub tints: &'static [Color],
}

/// The ring drawn around a pit.
#[derive(Component)]
struct Ring;

// Small deterministic noise, so the board looks the same on every run.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(374_761_393)
        ^ (y as u32).wrapping_mul(668_265_263)
        ^ seed.wrapping_mul(2_246_822_519);
    h = (h ^ (h >> 13)).wrapping_mul(1_274_126_177);
    ((h ^ (h >> 16)) & 0xffff) as f32 / 65_535.0
}

fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (xi, yi) = (x0 as i32, y0 as i32);
    let a = hash(xi, yi, seed);
    let b = hash(xi + 1, yi, seed);
    let c = hash(xi, yi + 1, seed);
    let d = hash(xi + 1, yi + 1, seed);
    let top = a + (b - a) * sx;
    let bottom = c + (d - c) * sx;
    top + (bottom - top) * sy
}

fn fbm(x: f32, y: f32, seed: u32) -> f32 {
    let (mut sum, mut amp, mut freq, mut norm) = (0.0, 0.5, 1.0, 0.0);
    for octave in 0..4 {
        sum += amp * value_noise(x * freq, y * freq, seed + octave);
        norm += amp;
        amp *= 0.5;
        freq *= 2.1;
    }
    sum / norm
}

fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Signed distance from a rounded rectangle's edge (negative inside).
fn rounded_rect_distance(p: Vec2, half: Vec2, radius: f32) -> f32 {
    let q = p.abs() - half + Vec2::splat(radius);
    q.max(Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - radius
}

/// Draws an RGBA texture from a function of the pixel centre, in pixels.
fn paint(width: u32, height: u32, mut pixel: impl FnMut(Vec2) -> [f32; 4]) -> Image {
    let mut data = Vec::with_capacity((width * height * 4) as usize);
    for y in 0..height {
        for x in 0..width {
            let rgba = pixel(Vec2::new(x as f32 + 0.5, y as f32 + 0.5));
            data.extend(rgba.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
        }
    }
    Image::new(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// Packed earth with grit, darker towards a bevelled edge.
fn earth_texture(size: Vec2, scale: f32, corner: f32, seed: u32, depth: f32) -> Image {
    let (w, h) = ((size.x * scale) as u32, (size.y * scale) as u32);
    let half = Vec2::new(w as f32, h as f32) / 2.0;
    paint(w, h, |p| {
        let local = p - half;
        let d = rounded_rect_distance(local, half - Vec2::splat(1.0), corner * scale);
        let alpha = (0.5 - d).clamp(0.0, 1.0);
        let n = fbm(p.x / 38.0, p.y / 38.0, seed);
        let grain = hash(p.x as i32, p.y as i32, seed + 7);
        let bevel = smoothstep(-16.0 * scale, 0.0, d);
        // Light from the top left (image rows run downwards).
        let light = 1.0 + 0.04 * (-local.x / half.x - local.y / half.y);
        let base = Vec3::new(0.64, 0.44, 0.27).lerp(Vec3::new(0.74, 0.54, 0.34), n);
        let mut c = base * light * (1.0 - depth * bevel);
        if grain > 0.985 {
            c *= 1.18;
        } else if grain < 0.012 {
            c *= 0.8;
        }
        [c.x, c.y, c.z, alpha]
    })
}

/// A hole dug in the earth: a raised lip, a shaded wall, a dark floor.
fn pit_texture() -> Image {
    const SIZE: u32 = 160;
    let half = SIZE as f32 / 2.0;
    paint(SIZE, SIZE, |p| {
        let v = (p - Vec2::splat(half)) / (half - 1.0);
        let r = v.length();
        let alpha = smoothstep(1.0, 0.985, r);
        // 1 towards the top left (image rows run downwards), −1 away from it.
        let toward_light = -(v.x + v.y) * std::f32::consts::FRAC_1_SQRT_2;
        let n = fbm(p.x / 14.0, p.y / 14.0, 31);
        let c = if r > 0.86 {
            // The lip catches the light on its top-left side.
            let lip = Vec3::new(0.72, 0.52, 0.33) * (1.0 + 0.18 * toward_light);
            lip * (0.92 + 0.12 * n)
        } else {
            let depth = r / 0.86;
            let floor =
                Vec3::new(0.22, 0.14, 0.08).lerp(Vec3::new(0.36, 0.24, 0.14), depth * depth);
            // The top-left wall is in shadow, the bottom-right wall lit.
            floor * (1.0 - 0.22 * toward_light * depth) * (0.9 + 0.2 * n)
        };
        [c.x, c.y, c.z, alpha]
    })
}

/// A rounded pebble lit from the top left, with a soft shadow. White, so
/// each material tints it.
fn pebble_texture() -> Image {
    const SIZE: u32 = 64;
    const RADIUS: f32 = 26.0;
    let centre = Vec2::splat(SIZE as f32 / 2.0);
    let light = Vec3::new(-0.45, 0.55, 0.7).normalize();
    paint(SIZE, SIZE, |p| {
        let v = (p - centre) / RADIUS;
        let v = Vec2::new(v.x, -v.y);
        let r2 = v.length_squared();
        if r2 >= 1.0 {
            // Shadow, offset down and to the right.
            let s = (v - Vec2::new(0.12, -0.14)).length();
            let shadow = smoothstep(1.12, 0.9, s) * 0.35;
            return [0.1, 0.06, 0.03, shadow];
        }
        let normal = Vec3::new(v.x, v.y, (1.0 - r2).sqrt());
        let diffuse = normal.dot(light).max(0.0);
        let specular = normal
            .dot((light + Vec3::Z).normalize())
            .max(0.0)
            .powf(24.0)
            * 0.25;
        let speckle = 0.92 + 0.12 * fbm(p.x / 4.0, p.y / 4.0, 5);
        let shade = (0.42 + 0.62 * diffuse) * speckle + specular;
        let edge = smoothstep(1.0, 0.93, r2.sqrt());
        [
            shade,
            shade,
            shade,
            edge.max(0.35 * smoothstep(1.12, 0.9, r2.sqrt())),
        ]
    })
}

fn material(
    materials: &mut Assets<ColorMaterial>,
    color: Color,
    texture: Option<Handle<Image>>,
) -> Handle<ColorMaterial> {
    materials.add(ColorMaterial {
        color,
        texture,
        alpha_mode: AlphaMode2d::Blend,
        ..default()
    })
}

fn make_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let board_texture = images.add(earth_texture(BOARD_SIZE, 0.75, 46.0, 11, 0.22));
    let tray_texture = images.add(earth_texture(TRAY_SIZE, 0.75, 40.0, 17, -0.35));
    let pit_texture = images.add(pit_texture());
    let pebble = images.add(pebble_texture());
    commands.insert_resource(BoardImages {
        board: board_texture.clone(),
        pit: pit_texture.clone(),
        pebble: pebble.clone(),
        tints: &STONE_TINTS,
    });
    // The pebble fills 26 of the texture's 32 half-width pixels.
    let stone_half = STONE_RADIUS * 32.0 / 26.0;
    let art = Art {
        board: (
            meshes.add(Rectangle::from_size(BOARD_SIZE)),
            material(&mut materials, Color::WHITE, Some(board_texture)),
        ),
        pit: (
            meshes.add(Rectangle::from_size(Vec2::splat(PIT_RADIUS * 2.0))),
            material(&mut materials, Color::WHITE, Some(pit_texture)),
        ),
        tray: (
            meshes.add(Rectangle::from_size(TRAY_SIZE)),
            material(
                &mut materials,
                Color::srgb(0.78, 0.72, 0.68),
                Some(tray_texture),
            ),
        ),
        stone_mesh: meshes.add(Rectangle::from_size(Vec2::splat(stone_half * 2.0))),
        stone_materials: STONE_TINTS
            .iter()
            .map(|&tint| material(&mut materials, tint, Some(pebble.clone())))
            .collect(),
        ring_mesh: meshes.add(Annulus::new(PIT_RADIUS + 1.0, PIT_RADIUS + 8.0)),
        ring_thin: meshes.add(Annulus::new(PIT_RADIUS + 1.0, PIT_RADIUS + 4.0)),
        ring_dotted: meshes.add(dotted_ring()),
        ring_legal: material(&mut materials, Color::srgba(1.0, 0.97, 0.88, 0.30), None),
        ring_focus: material(&mut materials, palette::FOCUS, None),
        ring_refused: material(&mut materials, palette::REFUSED, None),
        ring_capture: material(&mut materials, palette::CAPTURE, None),
        ring_hint: material(&mut materials, palette::HINT, None),
        ring_landing: material(&mut materials, palette::TEXT, None),
        ring_taken: material(&mut materials, palette::CAPTURE.with_alpha(0.65), None),
        ring_beckon: material(&mut materials, palette::FOCUS, None),
        // As in the rules' pictures: the pit played in gold (dotted, so it
        // is not the cursor), the last stone's pit in white.
        ring_last_played: material(&mut materials, palette::FOCUS, None),
        ring_last_landed: material(&mut materials, palette::TEXT.with_alpha(0.8), None),
        badge: (
            meshes.add(Circle::new(super::layout::COUNT_BADGE_RADIUS)),
            material(&mut materials, Color::srgba(0.12, 0.08, 0.05, 0.72), None),
        ),
        marker: [
            (
                meshes.add(Circle::new(9.0)),
                material(&mut materials, side_color(Side::South), None),
            ),
            (
                meshes.add(Rhombus::new(20.0, 20.0)),
                material(&mut materials, side_color(Side::North), None),
            ),
        ],
    };
    commands.insert_resource(art);
}

fn dress_board(add: On<Add, BoardSlab>, art: Res<Art>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert((
            Mesh2d(art.board.0.clone()),
            MeshMaterial2d(art.board.1.clone()),
        ))
        .with_children(|board| {
            // Each row's owner, by shape as well as colour.
            for (i, side) in Side::BOTH.into_iter().enumerate() {
                let y = outward(side) * (BOARD_SIZE.y / 2.0 - 18.0);
                for x in [-BOARD_SIZE.x / 2.0 + 26.0, BOARD_SIZE.x / 2.0 - 26.0] {
                    board.spawn((
                        Mesh2d(art.marker[i].0.clone()),
                        MeshMaterial2d(art.marker[i].1.clone()),
                        Transform::from_xyz(x, y, 0.2),
                    ));
                }
            }
        });
}

fn dress_pit(add: On<Add, BoardPit>, art: Res<Art>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert((Mesh2d(art.pit.0.clone()), MeshMaterial2d(art.pit.1.clone())))
        .with_children(|pit| {
            pit.spawn((
                Ring,
                Mesh2d(art.ring_mesh.clone()),
                MeshMaterial2d(art.ring_legal.clone()),
                Transform::from_xyz(0.0, 0.0, layer::RING - layer::PIT),
                Visibility::Hidden,
            ));
        });
}

fn dress_tray(add: On<Add, Tray>, art: Res<Art>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh2d(art.tray.0.clone()),
        MeshMaterial2d(art.tray.1.clone()),
    ));
}

fn dress_stone(add: On<Add, Stone>, stones: Query<&Stone>, art: Res<Art>, mut commands: Commands) {
    let Ok(stone) = stones.get(add.entity) else {
        return;
    };
    let id = u32::from(stone.id);
    let tint = (hash(id as i32, 3, 99) * art.stone_materials.len() as f32) as usize;
    commands.entity(add.entity).insert((
        Mesh2d(art.stone_mesh.clone()),
        MeshMaterial2d(art.stone_materials[tint.min(art.stone_materials.len() - 1)].clone()),
    ));
}

/// A pit's number, cut into the slab beside it: darker than the earth,
/// with no badge, so it is never taken for a count.
fn dress_number(add: On<Add, PitNumberLabel>, fonts: Res<UiFonts>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        TextFont {
            font: fonts.bold.clone().into(),
            font_size: FontSize::Px(28.0),
            ..default()
        },
        TextColor(Color::srgba(0.22, 0.13, 0.07, 0.9)),
    ));
}

fn dress_count(add: On<Add, PitCount>, art: Res<Art>, fonts: Res<UiFonts>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert((
            TextFont {
                font: fonts.bold.clone().into(),
                font_size: FontSize::Px(26.0),
                ..default()
            },
            TextColor(palette::TEXT),
        ))
        .with_children(|count| {
            count.spawn((
                Mesh2d(art.badge.0.clone()),
                MeshMaterial2d(art.badge.1.clone()),
                Transform::from_xyz(0.0, 0.0, -0.1),
            ));
        });
}

/// The side's mark beside its tray's label: the label names the player,
/// so the mark says whose rows the board's corner marks are.
#[derive(Component)]
struct TrayMark;

/// A tray's label, in its player's colour, with its side's mark.
fn dress_tray_label(
    add: On<Add, TrayLabel>,
    labels: Query<&TrayLabel>,
    art: Res<Art>,
    fonts: Res<UiFonts>,
    mut commands: Commands,
) {
    let Ok(label) = labels.get(add.entity) else {
        return;
    };
    let (mesh, material) = art.marker[label.0].clone();
    commands
        .entity(add.entity)
        .insert((
            board_words(&fonts, GHOST_SIZE, side_color(label.0)),
            bevy::text::LineHeight::RelativeToFont(TRAY_LABEL_LINE),
        ))
        .with_child((TrayMark, Mesh2d(mesh), MeshMaterial2d(material)));
}

/// Whether the interface reads right to left; its language sets this.
/// A tray's mark then leads its words from their right, where reading
/// starts.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReadsRightToLeft(pub bool);

/// Keeps each tray's label just off its tray whatever its line's height
/// (a Naskh line is taller, and its backing would reach over the tray),
/// and its mark just before its words in reading order, however long the
/// name and score are, and as large as the words (they grow on a phone).
/// Text2d sizes are in world units.
fn place_tray_labels(
    mut labels: Query<
        (
            &TrayLabel,
            &TextLayoutInfo,
            &TextFont,
            &Children,
            &mut Transform,
        ),
        Without<TrayMark>,
    >,
    direction: Res<ReadsRightToLeft>,
    mut marks: Query<&mut Transform, With<TrayMark>>,
) {
    let before = if direction.0 { 1.0 } else { -1.0 };
    for (label, layout, font, children, mut at) in &mut labels {
        let y = outward(label.0) * (TRAY_SIZE.y / 2.0 + TRAY_LABEL_GAP + layout.size.y / 2.0);
        if layout.size.y > 0.0 && (at.translation.y - y).abs() > 0.1 {
            at.translation.y = y;
        }
        let scale = match font.font_size {
            FontSize::Px(px) => (px / GHOST_SIZE).max(1.0),
            _ => 1.0,
        };
        for &child in children {
            if let Ok(mut mark) = marks.get_mut(child) {
                let x = before * (layout.size.x / 2.0 + 18.0 * scale);
                mark.translation.x = x;
                mark.scale = Vec3::splat(scale);
            }
        }
    }
}

/// A ghost count: the count a previewed move would leave, beside the
/// pit's own count.
fn dress_ghost(add: On<Add, PitGhost>, fonts: Res<UiFonts>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert(board_label(&fonts, GHOST_SIZE, palette::HINT));
}

/// Dots round a pit's rim, as one mesh.
fn dotted_ring() -> Mesh {
    const DOTS: usize = 14;
    let radius = PIT_RADIUS + 4.5;
    let mut ring = Mesh::from(Circle::new(4.5)).translated_by(Vec3::new(radius, 0.0, 0.0));
    for i in 1..DOTS {
        let angle = i as f32 * std::f32::consts::TAU / DOTS as f32;
        let dot = Mesh::from(Circle::new(4.5)).translated_by(Vec3::new(
            radius * angle.cos(),
            radius * angle.sin(),
            0.0,
        ));
        // Circles share one layout of attributes: the merge cannot fail.
        let _ = ring.merge(&dot);
    }
    ring
}

fn show_rings(
    pits: Query<(&PitHighlight, &Children), Changed<PitHighlight>>,
    mut rings: Query<
        (
            Entity,
            &mut Visibility,
            &mut MeshMaterial2d<ColorMaterial>,
            &mut Mesh2d,
        ),
        With<Ring>,
    >,
    art: Res<Art>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    for (highlight, children) in &pits {
        for child in children.iter() {
            let Ok((ring, mut visibility, mut material, mut mesh)) = rings.get_mut(child) else {
                continue;
            };
            // Each meaning its own shape too, not only its colour.
            let shape = match highlight {
                PitHighlight::Legal => &art.ring_thin,
                PitHighlight::LastPlayed => &art.ring_dotted,
                _ => &art.ring_mesh,
            };
            if mesh.0 != *shape {
                mesh.0 = shape.clone();
            }
            let chosen = match highlight {
                PitHighlight::None => None,
                PitHighlight::Legal => Some(&art.ring_legal),
                PitHighlight::Focused => Some(&art.ring_focus),
                PitHighlight::Refused | PitHighlight::Missed => Some(&art.ring_refused),
                PitHighlight::Capture => Some(&art.ring_capture),
                PitHighlight::Hint => Some(&art.ring_hint),
                PitHighlight::Landing => Some(&art.ring_landing),
                PitHighlight::Taken => Some(&art.ring_taken),
                PitHighlight::Beckoning => Some(&art.ring_beckon),
                PitHighlight::LastPlayed => Some(&art.ring_last_played),
                PitHighlight::LastLanded => Some(&art.ring_last_landed),
            };
            match chosen {
                Some(handle) => {
                    material.0 = handle.clone();
                    *visibility = Visibility::Inherited;
                }
                None => *visibility = Visibility::Hidden,
            }
            // A capture pulses twice and a lesson's pit until it is played
            // (unless motion is reduced); everything else sits still.
            let pulses = match highlight {
                PitHighlight::Capture => Some((260, RepeatCount::Finite(2))),
                PitHighlight::Beckoning => Some((520, RepeatCount::Infinite)),
                _ => None,
            };
            if let Some((millis, repeat)) = pulses.filter(|_| !settings.reduced_motion) {
                let pulse = Tween::new(
                    EaseFunction::SineInOut,
                    Duration::from_millis(millis),
                    TransformScaleLens {
                        start: Vec3::ONE,
                        end: Vec3::splat(1.12),
                    },
                )
                .with_repeat(repeat, bevy_tweening::RepeatStrategy::MirroredRepeat);
                commands.entity(ring).insert(TweenAnim::new(pulse));
            } else {
                commands
                    .entity(ring)
                    .remove::<TweenAnim>()
                    .insert(Transform::from_xyz(0.0, 0.0, layer::RING - layer::PIT));
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND))
        .init_resource::<ReadsRightToLeft>()
        .add_systems(PreStartup, make_art)
        .add_observer(dress_board)
        .add_observer(dress_pit)
        .add_observer(dress_tray)
        .add_observer(dress_stone)
        .add_observer(dress_count)
        .add_observer(dress_number)
        .add_observer(dress_ghost)
        .add_observer(dress_tray_label)
        .add_systems(
            Update,
            (
                show_rings,
                place_tray_labels.run_if(resource_changed::<ReadsRightToLeft>.or_eager(
                    any_match_filter::<(
                        With<TrayLabel>,
                        Or<(Changed<TextLayoutInfo>, Changed<TextFont>)>,
                    )>,
                )),
            )
                .in_set(AppSystems::Show),
        );
}
