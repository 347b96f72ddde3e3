//! The shape of the code, read from its `use` lines and paths:
//! - the rules core and the AI never name Bevy or the game;
//! - no two modules of the game import each other, directly or round a
//!   circle;
//! - the game's folders import one way only: the leaves, then `play`,
//!   `board`, `input`, `ui`, `learn` and `analysis`, `access`, `platform`, the
//!   developer's tools, the command line, and the plugin list on top;
//! - only the game's `platform` calls the browser (`web_sys`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module: its path from the crate root, e.g. `["game", "board", "sowing"]`.
type Module = Vec<String>;

/// The game's layers, lowest first. A module may import its own layer and
/// those below, never one above.
const LAYERS: [&[&str]; 10] = [
    &["state", "words", "theme"],
    &["play"],
    &["board"],
    &["input"],
    &["ui"],
    &["learn", "analysis"],
    &["access"],
    &["platform"],
    &["dev"],
    &["command_line"],
];

struct Source {
    module: Module,
    file: PathBuf,
    /// Code with comments and string literals blanked out.
    code: String,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The library's modules (binaries are their own crates and left out).
fn sources() -> Vec<Source> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    files
        .into_iter()
        .filter_map(|file| {
            let relative = file.strip_prefix(&src).unwrap();
            let mut parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if parts[0] == "main.rs" || parts[0] == "bin" {
                return None;
            }
            let last = parts.pop().unwrap();
            match last.as_str() {
                "lib.rs" | "mod.rs" => {}
                name => parts.push(name.trim_end_matches(".rs").to_owned()),
            }
            let code = strip_comments_and_strings(&std::fs::read_to_string(&file).unwrap());
            Some(Source {
                module: parts,
                file,
                code,
            })
        })
        .collect()
}

/// Blanks out comments, string and char literals, so that words inside
/// them are never taken for paths.
fn strip_comments_and_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (next == Some('"') || next == Some('#')) {
            // A raw string: r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            out.push_str("' '");
            i += 3;
        } else if c == '\'' && next == Some('\\') {
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Expands a use tree (`a::{b, c::{d, e as f}, self}`) into whole paths.
fn expand_use_tree(tree: &str) -> Vec<Vec<String>> {
    fn split_top(list: &str) -> Vec<&str> {
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0, 0);
        for (i, c) in list.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&list[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&list[start..]);
        parts.into_iter().filter(|p| !p.trim().is_empty()).collect()
    }
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let tree = tree.trim().trim_start_matches("::");
    let (prefix, rest) = match tree.find('{') {
        Some(open) => {
            let close = tree.rfind('}').expect("balanced braces in a use");
            (&tree[..open], Some(&tree[open + 1..close]))
        }
        None => (tree, None),
    };
    let prefix: Vec<String> = prefix
        .split("::")
        .map(|s| s.split(" as ").next().unwrap().trim().to_owned())
        .filter(|s| !s.is_empty() && s != "*")
        .collect();
    match rest {
        None => vec![prefix],
        Some(list) => split_top(list)
            .into_iter()
            .flat_map(expand_use_tree)
            .map(|tail| {
                let mut path = prefix.clone();
                path.extend(tail.into_iter().filter(|s| s != "self"));
                path
            })
            .collect(),
    }
}

/// Every path a file names, with where it stands: in `use` items, and
/// written out in code (`crate::…`, `super::…`, `self::…`, `bevy::…`,
/// `web_sys::…`).
fn named_paths_at(code: &str) -> Vec<(usize, Vec<String>)> {
    let mut paths = Vec::new();
    let mut offset = 0;
    while let Some(at) = find_word(&code[offset..], "use") {
        let start = offset + at;
        let after = &code[start + 3..];
        let end = after.find(';').unwrap_or(after.len());
        paths.extend(
            expand_use_tree(&after[..end])
                .into_iter()
                .map(|path| (start, path)),
        );
        offset = start + 3 + end;
    }
    let bytes = code.as_bytes();
    for root in ["crate", "super", "self", "bevy", "web_sys"] {
        let mut from = 0;
        while let Some(found) = code[from..].find(&format!("{root}::")) {
            let start = from + found;
            from = start + root.len();
            if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
                continue;
            }
            let tail = &code[start..];
            let end = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(tail.len());
            paths.push((
                start,
                tail[..end]
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect(),
            ));
        }
    }
    paths
}

/// Every path a file names.
fn named_paths(code: &str) -> Vec<Vec<String>> {
    named_paths_at(code).into_iter().map(|(_, p)| p).collect()
}

/// The modules written inline (`mod tests { … }`) that enclose each place
/// of the code, as the names from the file's module inwards.
fn inline_modules(code: &str) -> impl Fn(usize) -> Vec<String> {
    // (start, end, name) of every inline module body.
    let mut spans: Vec<(usize, usize, String)> = Vec::new();
    let mut open: Vec<(usize, String, usize)> = Vec::new();
    let mut depth = 0usize;
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if open.last().is_some_and(|&(_, _, d)| d == depth) {
                    let (start, name, _) = open.pop().unwrap();
                    spans.push((start, i, name));
                }
            }
            b'm' if code[i..].starts_with("mod ")
                && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')) =>
            {
                let rest = &code[i + 4..];
                let name_end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                if rest[name_end..].trim_start().starts_with('{') {
                    open.push((i, rest[..name_end].to_owned(), depth));
                }
            }
            _ => {}
        }
        i += 1;
    }
    move |at: usize| {
        let mut enclosing: Vec<&(usize, usize, String)> = spans
            .iter()
            .filter(|(s, e, _)| *s <= at && at <= *e)
            .collect();
        enclosing.sort_by_key(|(s, _, _)| *s);
        enclosing.into_iter().map(|(_, _, n)| n.clone()).collect()
    }
}

/// Where `word` stands alone as a keyword (not inside another name).
fn find_word(text: &str, word: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find(word) {
        let at = from + found;
        let before = at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        let after = bytes
            .get(at + word.len())
            .is_none_or(|b| b.is_ascii_whitespace());
        if before && after {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The children a module declares with `mod name;`.
fn declared_children(code: &str) -> Vec<String> {
    code.lines()
        .map(str::trim)
        .filter_map(|line| {
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let line = line.strip_prefix("pub(super) ").unwrap_or(line);
            line.strip_prefix("mod ")?
                .strip_suffix(';')
                .map(|n| n.trim().to_owned())
        })
        .collect()
}

/// The module a path in `from` leads to: the deepest module of the crate
/// it names, or `None` for another crate.
fn resolve(from: &Module, path: &[String], modules: &BTreeSet<Module>) -> Option<Module> {
    let mut base: Module = match path.first()?.as_str() {
        "crate" => Vec::new(),
        "self" | "super" => from.clone(),
        first => {
            let mut child = from.clone();
            child.push(first.to_owned());
            if !modules.contains(&child) {
                return None; // another crate: std, bevy, serde…
            }
            from.clone()
        }
    };
    let mut segments = path.iter().peekable();
    if path[0] == "crate" || path[0] == "self" {
        segments.next();
    }
    while segments.peek().is_some_and(|s| s.as_str() == "super") {
        segments.next();
        base.pop();
    }
    let mut deepest = base.clone();
    for segment in segments {
        base.push(segment.clone());
        if modules.contains(&base) {
            deepest = base.clone();
        } else {
            break;
        }
    }
    Some(deepest)
}

fn is_under(module: &Module, prefix: &[&str]) -> bool {
    module.len() >= prefix.len() && module.iter().zip(prefix).all(|(a, b)| a == b)
}

fn name(module: &Module) -> String {
    format!("crate::{}", module.join("::"))
}

/// Every import between modules of the crate.
fn imports(sources: &[Source]) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for source in sources {
        let targets = edges.entry(source.module.clone()).or_default();
        for child in declared_children(&source.code) {
            let mut module = source.module.clone();
            module.push(child);
            targets.insert(module);
        }
        let inside = inline_modules(&source.code);
        for (at, path) in named_paths_at(&source.code) {
            // Inside `mod tests { … }`, `super` is the file's own module.
            let mut from = source.module.clone();
            from.extend(inside(at));
            if let Some(target) = resolve(&from, &path, &modules)
                && !is_under(
                    &target,
                    &source.module.iter().map(String::as_str).collect::<Vec<_>>(),
                )
            {
                targets.insert(target);
            }
        }
    }
    edges
}

/// The groups of modules that import each other round a circle.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    // Tarjan's strongly connected components.
    struct Walk<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a Module) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.edges.contains_key(w) {
                    continue;
                }
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[w].min(self.low[v]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.index[w].min(self.low[v]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                loop {
                    let w = self.stack.pop().unwrap();
                    self.on_stack.remove(w);
                    group.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

/// The layer of a module of the game, or `None` for the plugin list
/// (`crate::game` itself), which sits on top.
fn layer(module: &Module) -> Option<usize> {
    let top = module.get(1)?;
    Some(
        LAYERS
            .iter()
            .position(|names| names.contains(&top.as_str()))
            .unwrap_or_else(|| panic!("{} is in no layer of the game", name(module))),
    )
}

#[test]
fn the_rules_and_the_ai_never_name_bevy_or_the_game() {
    let sources = sources();
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let mut found = Vec::new();
    for source in sources
        .iter()
        .filter(|s| is_under(&s.module, &["rules"]) || is_under(&s.module, &["ai"]))
    {
        for path in named_paths(&source.code) {
            let target = resolve(&source.module, &path, &modules);
            if path.first().is_some_and(|p| p == "bevy")
                || target.is_some_and(|t| is_under(&t, &["game"]))
            {
                found.push(format!("{}: {}", source.file.display(), path.join("::")));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn no_two_modules_of_the_game_import_each_other() {
    let edges: BTreeMap<Module, BTreeSet<Module>> = imports(&sources())
        .into_iter()
        .filter(|(m, _)| is_under(m, &["game"]))
        .map(|(m, targets)| {
            let targets = targets
                .into_iter()
                .filter(|t| is_under(t, &["game"]))
                .collect();
            (m, targets)
        })
        .collect();
    assert!(edges.len() > 30, "{} modules found", edges.len());
    let found: Vec<String> = circles(&edges)
        .iter()
        .map(|group| group.iter().map(name).collect::<Vec<_>>().join(" <-> "))
        .collect();
    assert!(
        found.is_empty(),
        "modules that import each other: {found:#?}"
    );
}

#[test]
fn the_game_imports_one_way() {
    let mut found = Vec::new();
    for (module, targets) in imports(&sources()) {
        if !is_under(&module, &["game"]) {
            continue;
        }
        let Some(from) = layer(&module) else { continue };
        for target in targets.iter().filter(|t| is_under(t, &["game"])) {
            match layer(target) {
                Some(to) if to <= from => {}
                _ => found.push(format!("{} imports {}", name(&module), name(target))),
            }
        }
    }
    assert!(found.is_empty(), "imports that run back up: {found:#?}");
}

#[test]
fn only_the_platform_calls_the_browser() {
    let sources = sources();
    let mut found = Vec::new();
    let mut platform_calls = 0;
    for source in &sources {
        for path in named_paths(&source.code) {
            if path.first().is_some_and(|p| p == "web_sys") {
                if is_under(&source.module, &["game", "platform"]) {
                    platform_calls += 1;
                } else {
                    found.push(format!("{}: {}", source.file.display(), path.join("::")));
                }
            }
        }
    }
    // The reader sees the platform's calls: the check is not blind.
    assert!(platform_calls > 5, "{platform_calls} calls found");
    assert!(found.is_empty(), "web_sys outside the platform: {found:#?}");
}

/// A game reaches the board one way, by `LoadGame`. The match enforces it
/// by its type (a private field, no `DerefMut`); its players, plain data
/// that systems read field by field, are written wholesale only there.
#[test]
fn only_load_game_seats_the_players() {
    let mut found = Vec::new();
    let mut loader = 0;
    for source in sources().iter().filter(|s| is_under(&s.module, &["game"])) {
        let code: String = source.code.split_whitespace().collect();
        let writes = code.matches("*players=").count();
        if source
            .module
            .ends_with(&["play".to_owned(), "match_state".to_owned()])
        {
            loader += writes;
        } else if writes > 0 {
            found.push(source.file.display().to_string());
        }
    }
    assert_eq!(loader, 1, "the loader writes the players");
    assert!(
        found.is_empty(),
        "a game put on the board by hand: {found:#?}"
    );
}

/// Pits are the core's `Pit` in the game too: it knows each pit's side
/// and place, so no one counts rows or converts numbers by hand.
#[test]
fn the_game_counts_no_pits_by_hand() {
    let by_hand = [
        "pit<3",
        "pit>=3",
        ".0<3",
        ".0>=3",
        "pitasu8",
        "pitasusize",
        "pasu8",
        "pasusize",
        "usize::from(pit",
        "0..6",
        "[None;6]",
        "[u8;6]",
        "PITSasu8",
        "%3+1",
        "5-pit",
    ];
    let mut found = Vec::new();
    for source in sources().iter().filter(|s| is_under(&s.module, &["game"])) {
        let code: String = source.code.split_whitespace().collect();
        for pattern in by_hand {
            if code.contains(pattern) {
                found.push(format!("{}: {pattern}", source.file.display()));
            }
        }
    }
    assert!(found.is_empty(), "pits counted by hand: {found:#?}");
}

/// Which layer is on top is answered in one place, `input/reach.rs`: it
/// alone reads the overlays' `GlobalZIndex`; everyone else (taps, scroll,
/// focus, the mirror, the screen reader's nodes, the page's targets, the
/// layout check) asks it. Setting a layer (`GlobalZIndex(…)`) is free.
#[test]
fn one_place_says_which_layer_is_on_top() {
    let mut found = Vec::new();
    let mut reach = 0;
    for source in sources().iter().filter(|s| is_under(&s.module, &["game"])) {
        let code: String = source.code.split_whitespace().collect();
        let reads = code.matches("GlobalZIndex").count() - code.matches("GlobalZIndex(").count();
        if source
            .module
            .ends_with(&["input".to_owned(), "reach".to_owned()])
        {
            reach += reads;
        } else if reads > 0 {
            found.push(source.file.display().to_string());
        }
    }
    assert!(
        reach >= 2,
        "the reader sees the one place's queries: {reach}"
    );
    assert!(found.is_empty(), "layers read outside reach: {found:#?}");
}

/// The checks above read real code: a circle written here is found.
#[test]
fn the_reader_finds_a_circle_and_a_path_in_a_use_tree() {
    let trees = expand_use_tree("super::{a::{B, C as D}, self, e}");
    assert_eq!(
        trees,
        vec![
            vec!["super", "a", "B"],
            vec!["super", "a", "C"],
            vec!["super"],
            vec!["super", "e"],
        ]
    );
    let code =
        strip_comments_and_strings("// use crate::x;\nlet s = \"crate::y\";\ncrate::z::f();");
    let paths = named_paths(&code);
    assert_eq!(paths, vec![vec!["crate", "z", "f"]]);
    let m = |s: &str| s.split("::").map(str::to_owned).collect::<Module>();
    let modules: BTreeSet<Module> = [m("game"), m("game::a"), m("game::b")].into();
    assert_eq!(
        resolve(
            &m("game::a"),
            &["super".into(), "b".into(), "X".into()],
            &modules
        ),
        Some(m("game::b"))
    );
    let edges: BTreeMap<Module, BTreeSet<Module>> = [
        (m("game::a"), [m("game::b")].into()),
        (m("game::b"), [m("game::a")].into()),
    ]
    .into();
    assert_eq!(circles(&edges).len(), 1);
}
