//! What a release carries beside the game, checked against the game: the
//! changelog has the version's section, the Linux desktop files agree with
//! each other and with the version, the package names only files that
//! exist, and the About page's list of crates is the build's own (so a
//! changed `Cargo.lock` without `make licenses` fails here).

use modiar::about::{CRATES, crates};
use std::collections::BTreeSet;
use std::process::Command;

const VERSION: &str = env!("CARGO_PKG_VERSION");
const CHANGELOG: &str = include_str!("../CHANGELOG.md");
const DESKTOP: &str = include_str!("../assets/desktop/io.itch.modiar.desktop");
const METAINFO: &str = include_str!("../assets/desktop/io.itch.modiar.metainfo.xml");
const MANIFEST: &str = include_str!("../Cargo.toml");
const LOCK: &str = include_str!("../Cargo.lock");

#[test]
fn the_changelog_has_a_section_for_this_version() {
    assert!(
        CHANGELOG.contains("Keep a Changelog"),
        "the format is named"
    );
    assert!(CHANGELOG.contains("\n## [Unreleased]\n"));
    let heading = format!("\n## [{VERSION}] - ");
    let start = CHANGELOG
        .find(&heading)
        .unwrap_or_else(|| panic!("CHANGELOG.md has no section for {VERSION}"));
    let date = &CHANGELOG[start + heading.len()..][..10];
    assert!(
        date.chars().enumerate().all(|(i, c)| match i {
            4 | 7 => c == '-',
            _ => c.is_ascii_digit(),
        }),
        "the section is dated YYYY-MM-DD, not {date:?}"
    );
    let body = &CHANGELOG[start + heading.len()..];
    let body = &body[..body.find("\n## ").unwrap_or(body.len())];
    assert!(body.contains("\n### Added\n") || body.contains("\n### Changed\n"));
    assert!(body.lines().filter(|l| l.starts_with("- ")).count() >= 3);
}

#[test]
fn the_desktop_entry_and_the_metadata_agree() {
    let field = |key: &str| {
        DESKTOP
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("the desktop entry has no {key}"))
    };
    assert_eq!(field("Type"), "Application");
    assert_eq!(field("Name"), "Modiar");
    assert_eq!(field("Exec"), "modiar");
    assert_eq!(field("Icon"), "io.itch.modiar");
    assert!(field("Categories").split(';').any(|c| c == "Game"));
    // Every language the game speaks has the entry's comment.
    for code in ["ar", "de", "el", "es", "fr", "mt", "ur"] {
        field(&format!("Comment[{code}]"));
    }
    assert!(METAINFO.contains("<id>io.itch.modiar</id>"));
    assert!(
        METAINFO.contains("<launchable type=\"desktop-id\">io.itch.modiar.desktop</launchable>")
    );
    let release = format!("<release version=\"{VERSION}\"");
    let first = METAINFO
        .find("<release ")
        .expect("the metadata lists releases");
    assert_eq!(
        METAINFO.find(&release),
        Some(first),
        "the newest release in the metadata is {VERSION}"
    );
    let changelog_date = CHANGELOG
        .split(&format!("## [{VERSION}] - "))
        .nth(1)
        .map(|rest| &rest[..10]);
    let metainfo_date = METAINFO[first..]
        .split("date=\"")
        .nth(1)
        .map(|rest| &rest[..10]);
    assert_eq!(metainfo_date, changelog_date, "one release date");
}

#[test]
fn the_package_names_only_files_that_exist() {
    let section = MANIFEST
        .split("[package.metadata.deb]")
        .nth(1)
        .expect("Cargo.toml describes the package");
    let section = &section[..section.find("\n[[").unwrap_or(section.len())];
    let sources: Vec<&str> = section
        .lines()
        .filter_map(|l| l.trim().strip_prefix("[\"")?.split('"').next())
        .collect();
    assert!(sources.len() > 10, "{sources:?}");
    let root = env!("CARGO_MANIFEST_DIR");
    for source in sources {
        if source.starts_with("target/") {
            continue;
        }
        assert!(
            std::path::Path::new(root).join(source).is_file(),
            "the package names {source}, which is not there"
        );
    }
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        assert!(
            section.contains(&format!("hicolor/{size}x{size}/apps/io.itch.modiar.png")),
            "no {size} px icon"
        );
    }
}

/// The packages of the builds that ship (the desktop's, Windows', the
/// web's), as `name version`, the workspace's own crates left out: what
/// `cargo tree` builds for each target, with its features resolved as a
/// release resolves them (no dev-dependencies, no developer's tools).
fn build_packages() -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut all = BTreeSet::new();
    for target in [
        "x86_64-unknown-linux-gnu",
        "x86_64-pc-windows-gnu",
        "wasm32-unknown-unknown",
    ] {
        let out = Command::new(&cargo)
            .args(["tree", "--locked", "--workspace", "--target", target])
            .args([
                "--edges",
                "normal,build",
                "--prefix",
                "none",
                "--format",
                "{p}",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo tree runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let mut words = line.split_whitespace();
            let (Some(name), Some(version)) = (words.next(), words.next()) else {
                continue;
            };
            let version = version.strip_prefix('v').expect("a version");
            if !name.starts_with("modiar") {
                all.insert(format!("{name} {version}"));
            }
        }
    }
    assert!(all.len() > 100, "{} packages", all.len());
    all
}

/// Every package of `Cargo.lock`, as `name version`.
fn locked_packages() -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    let mut name = None;
    for line in LOCK.lines() {
        if let Some(n) = line.strip_prefix("name = ") {
            name = Some(n.trim_matches('"'));
        } else if let (Some(v), Some(n)) = (line.strip_prefix("version = "), name.take()) {
            all.insert(format!("{n} {}", v.trim_matches('"')));
        }
    }
    all
}

#[test]
fn the_about_pages_crates_are_the_builds_own() {
    let listed: BTreeSet<String> = crates(CRATES)
        .iter()
        .filter(|c| !c.name.starts_with("modiar"))
        .map(|c| format!("{} {}", c.name, c.version))
        .collect();
    // Every crate a shipped build compiles is credited. cargo-about
    // counts the three targets' dependencies together, so it may also
    // list a crate that no single target builds; never one gone from
    // the lock.
    let built = build_packages();
    let missing: Vec<_> = built.difference(&listed).collect();
    let locked = locked_packages();
    let stale: Vec<_> = listed.difference(&locked).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "assets/about/crates.txt is out of date (run make licenses): \
         not listed {missing:?}, no longer in Cargo.lock {stale:?}"
    );
    // Every crate has a licence the notices can give.
    for c in crates(CRATES) {
        assert!(!c.licence.is_empty(), "{} has no licence", c.name);
    }
}
