//! The server's shape, read from its sources: a feature (`src/features/<name>/`) uses another only
//! when `features::FEATURE_USES` has the row, every row is used, the uses form no circle, and the
//! shared rooms (`src/http/`, `src/rules/`, `src/config.rs`, `src/worker.rs`) use no feature. The
//! composition (`lib.rs`, `main.rs`, `state.rs`, `front.rs`, `ops/`) may use any feature.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use sankalp::features::FEATURE_USES;

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without its comment lines (doc comments name other modules freely).
fn code(text: &str) -> String {
    text.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

fn identifier(text: &str) -> &str {
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(text.len());
    &text[..end]
}

/// The first names after `prefix` wherever it occurs: `prefix` then `name` or `{a, b::c}` (each
/// item's first name). A bare `prefix` (`use crate::features;`) reads as `*`: it hides the feature.
fn names_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices(prefix) {
        // `super::super::x` is not a match of `super::x`.
        if prefix.starts_with("super::") && code[..at].ends_with("super::") {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        // `use super::*;` is a test module taking its own file's names.
        if prefix.starts_with("super::") && rest.starts_with('*') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        found.insert(identifier(&group[i..]).to_owned());
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            let name = identifier(rest);
            found.insert(if name.is_empty() { "*".to_owned() } else { name.to_owned() });
        }
    }
    found
}

/// The features a file under `src/features/` names: through `crate::features::` and through as many
/// `super::` as lead from its module up to `features`.
fn features_named(relative: &str, code: &str) -> BTreeSet<String> {
    let mut names = names_after(code, "crate::features::");
    if code.contains("crate::features;") || code.contains("crate::features as") {
        names.insert("*".to_owned());
    }
    let module: Vec<&str> = relative
        .trim_start_matches("features/")
        .trim_end_matches(".rs")
        .split('/')
        .filter(|segment| *segment != "mod")
        .collect();
    names.extend(names_after(code, &"super::".repeat(module.len())));
    names
}

fn uses_any_feature(code: &str) -> bool {
    code.contains("crate::features") || code.contains("super::features")
}

struct Tree {
    features: BTreeSet<String>,
    /// (user, used) → the files that name it.
    uses: BTreeMap<(String, String), Vec<String>>,
    /// Shared rooms that name a feature.
    shared_using_features: Vec<String>,
}

fn read_tree() -> Tree {
    let src = Path::new(SRC);
    let mut features = BTreeSet::new();
    for entry in fs::read_dir(src.join("features")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            features.insert(path.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut uses: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut shared_using_features = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap().to_string_lossy().replace('\\', "/");
        let code = code(&fs::read_to_string(&file).unwrap());
        if let Some(inside) = relative.strip_prefix("features/") {
            let Some((feature, _)) = inside.split_once('/') else { continue };
            for named in features_named(&relative, &code) {
                if named != feature && (features.contains(&named) || named == "*") {
                    uses.entry((feature.to_owned(), named)).or_default().push(relative.clone());
                }
            }
        } else {
            let shared = relative.starts_with("http/")
                || relative.starts_with("rules/")
                || relative == "config.rs"
                || relative == "worker.rs";
            if shared && uses_any_feature(&code) {
                shared_using_features.push(relative);
            }
        }
    }
    Tree { features, uses, shared_using_features }
}

/// A circle among the rows, as the features on it, if there is one.
fn circle(rows: &BTreeSet<(String, String)>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        rows: &BTreeSet<(String, String)>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut found = path[start..].to_vec();
            found.push(node.to_owned());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for (_, next) in rows.iter().filter(|(from, _)| from == node) {
            if let Some(found) = visit(next, rows, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    rows.iter().find_map(|(from, _)| visit(from, rows, &mut Vec::new(), &mut done))
}

#[test]
fn features_use_each_other_only_as_the_table_says() {
    let tree = read_tree();
    let rows: BTreeSet<(String, String)> =
        FEATURE_USES.iter().map(|(from, to, _, _)| ((*from).to_owned(), (*to).to_owned())).collect();
    let unlisted: Vec<String> = tree
        .uses
        .iter()
        .filter(|(pair, _)| !rows.contains(*pair))
        .map(|((from, to), files)| format!("{from} uses {to} in {}", files.join(", ")))
        .collect();
    assert!(
        unlisted.is_empty(),
        "uses missing from FEATURE_USES (src/features/mod.rs), add a row saying what and why, or move \
         the shared piece out of the feature: {unlisted:#?}"
    );
}

#[test]
fn every_row_of_the_table_is_a_use() {
    let tree = read_tree();
    let mut seen = BTreeSet::new();
    for (from, to, what, why) in FEATURE_USES {
        assert!(seen.insert((from, to)), "the row ({from}, {to}) is there twice");
        assert_ne!(from, to, "a feature does not list itself");
        assert!(!what.is_empty() && !why.is_empty(), "the row ({from}, {to}) says what and why");
        for feature in [from, to] {
            assert!(tree.features.contains(*feature), "the row ({from}, {to}) names no feature {feature}");
        }
        let pair = ((*from).to_owned(), (*to).to_owned());
        assert!(tree.uses.contains_key(&pair), "the row ({from}, {to}) is not used: remove it");
    }
}

#[test]
fn the_uses_form_no_circle() {
    let rows: BTreeSet<(String, String)> =
        FEATURE_USES.iter().map(|(from, to, _, _)| ((*from).to_owned(), (*to).to_owned())).collect();
    assert_eq!(circle(&rows), None, "FEATURE_USES runs in a circle");
}

#[test]
fn shared_rooms_use_no_feature() {
    let tree = read_tree();
    assert!(
        tree.shared_using_features.is_empty(),
        "http/, rules/, config.rs and worker.rs are below the features and name none: {:?}",
        tree.shared_using_features
    );
}

#[test]
fn the_reader_finds_every_way_of_naming_a_feature() {
    let named = |relative: &str, code: &str| features_named(relative, code).into_iter().collect::<Vec<_>>();
    assert_eq!(named("features/a/x.rs", "use crate::features::auth::AdminUser;"), ["auth"]);
    assert_eq!(
        named("features/a/x.rs", "use crate::features::{auth::{AdminUser, MaybeAdmin}, content};"),
        ["auth", "content"]
    );
    assert_eq!(named("features/a/x.rs", "fn f() -> crate::features::darshan::Posts {}"), ["darshan"]);
    assert_eq!(named("features/a/x.rs", "use super::super::content::SiteSettings;"), ["content"]);
    assert_eq!(named("features/a/mod.rs", "use super::content::SiteSettings;"), ["content"]);
    // In a file below the feature's folder, one `super::` is the feature itself.
    assert_eq!(named("features/a/x.rs", "use super::OnePost;"), Vec::<String>::new());
    assert_eq!(named("features/a/mod.rs", "mod tests {\n    use super::*;\n}"), Vec::<String>::new());
    assert_eq!(named("features/a/x.rs", "use crate::features;"), ["*"]);
    assert_eq!(named("features/a/x.rs", "// crate::features::auth in a comment\n"), ["auth"]);
    assert_eq!(
        named("features/a/x.rs", &code("// crate::features::auth in a comment\nfn f() {}")),
        Vec::<String>::new()
    );
    assert!(uses_any_feature("use crate::features::auth::AdminUser;"));
    assert!(!uses_any_feature("use crate::http::error::AppError;"));
}

#[test]
fn a_circle_is_found() {
    let rows = |pairs: &[(&str, &str)]| pairs.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect();
    assert_eq!(circle(&rows(&[("a", "b"), ("b", "c")])), None);
    assert_eq!(
        circle(&rows(&[("a", "b"), ("b", "c"), ("c", "a")])),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    assert_eq!(circle(&rows(&[("a", "b"), ("b", "a")])), Some(vec!["a".into(), "b".into(), "a".into()]));
}
