//! What the About page says of the software the game is built with: the
//! list `make licenses` writes from `Cargo.lock` (with cargo-about) into
//! `assets/about/crates.txt`, grouped here by licence. Plain Rust, so the
//! tests read the same list the page shows.

/// The list as `make licenses` wrote it, built into the game.
pub const CRATES: &str = include_str!("../assets/about/crates.txt");

/// The file with every notice in full, shipped beside the game.
pub const NOTICES_FILE: &str = "THIRD-PARTY-LICENSES.html";

/// A crate of the build, as the list names it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Crate<'a> {
    pub name: &'a str,
    pub version: &'a str,
    /// Its licence, as an SPDX expression ("MIT OR Apache-2.0").
    pub licence: &'a str,
}

/// Every crate of the list, in its order. Lines are `licence<TAB>name
/// version`; `#` starts a comment.
pub fn crates(list: &str) -> Vec<Crate<'_>> {
    list.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| {
            let (licence, package) = line.split_once('\t')?;
            let (name, version) = package.trim().split_once(' ')?;
            Some(Crate {
                name,
                version,
                licence: licence.trim(),
            })
        })
        .collect()
}

/// The crates of the list made by others: the game's own crates (the
/// game, the solver's worker, the unpacker) are under its own licence.
pub fn third_party<'a>(crates: &[Crate<'a>]) -> Vec<Crate<'a>> {
    crates
        .iter()
        .filter(|c| c.name != "modiar" && !c.name.starts_with("modiar-"))
        .cloned()
        .collect()
}

/// One licence and the crates under it (each name once, however many
/// versions the build holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LicenceGroup<'a> {
    pub licence: &'a str,
    pub names: Vec<&'a str>,
}

/// The crates grouped by licence, the largest group first (ties by the
/// licence's name), each group's names in alphabetical order.
pub fn by_licence<'a>(crates: &[Crate<'a>]) -> Vec<LicenceGroup<'a>> {
    let mut groups: Vec<LicenceGroup<'a>> = Vec::new();
    for c in crates {
        match groups.iter_mut().find(|g| g.licence == c.licence) {
            Some(group) => group.names.push(c.name),
            None => groups.push(LicenceGroup {
                licence: c.licence,
                names: vec![c.name],
            }),
        }
    }
    for group in &mut groups {
        group.names.sort_unstable();
        group.names.dedup();
    }
    groups.sort_by(|a, b| {
        b.names
            .len()
            .cmp(&a.names.len())
            .then(a.licence.cmp(b.licence))
    });
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_follow_the_licences_and_name_each_crate_once() {
        let list = "# a comment\n\
            MIT OR Apache-2.0\tbevy 0.19.1\n\
            MIT\tab_glyph 0.2.32\n\
            MIT OR Apache-2.0\twindows-sys 0.52.0\n\
            MIT OR Apache-2.0\twindows-sys 0.61.2\n\
            Zlib\tbytemuck 1.24.0\n\
            MIT OR Apache-2.0\taccesskit 0.24.1\n";
        let crates = crates(list);
        assert_eq!(crates.len(), 6);
        assert_eq!(crates[1].name, "ab_glyph");
        assert_eq!(crates[1].version, "0.2.32");
        let groups = by_licence(&crates);
        let shown: Vec<(&str, Vec<&str>)> = groups
            .iter()
            .map(|g| (g.licence, g.names.clone()))
            .collect();
        assert_eq!(
            shown,
            [
                (
                    "MIT OR Apache-2.0",
                    vec!["accesskit", "bevy", "windows-sys"]
                ),
                ("MIT", vec!["ab_glyph"]),
                ("Zlib", vec!["bytemuck"]),
            ]
        );
    }

    #[test]
    fn the_games_own_crates_are_not_credited_as_others() {
        let list = "MIT\tmodiar 0.1.0\nMIT\tmodiar-unpack 0.1.0\nMIT\tmodiarity 1.0.0\n";
        let names: Vec<&str> = third_party(&crates(list)).iter().map(|c| c.name).collect();
        assert_eq!(names, ["modiarity"]);
        assert!(
            third_party(&crates(CRATES))
                .iter()
                .all(|c| !c.name.starts_with("modiar"))
        );
    }

    #[test]
    fn the_shipped_list_is_not_empty_and_every_line_reads() {
        let lines = CRATES
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        assert!(lines > 100, "{lines} crates");
        assert_eq!(crates(CRATES).len(), lines);
    }
}
