//! Embeds every file of the repository's `content/defaults/` folder, the content a new site starts with
//! (`content::default_entries`), and the default translations in its `i18n/<lang>/` folders. The folder
//! is watched, so a file added later is picked up by the next build without a change to the code.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest_dir.join("../../content/defaults");
    // A folder is scanned whole: adding, removing or editing any file in it reruns this script.
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names = json_files(&dir, "");
    // `i18n/<lang>/<kind>.json`: the default translations, named by their path under the folder.
    let i18n = dir.join("i18n");
    if i18n.is_dir() {
        let mut langs: Vec<String> = fs::read_dir(&i18n)
            .expect("cannot read content/defaults/i18n")
            .map(|entry| entry.expect("a folder entry"))
            .filter(|entry| entry.path().is_dir())
            .map(|entry| entry.file_name().into_string().expect("UTF-8 file names"))
            .collect();
        langs.sort();
        for lang in langs {
            names.extend(json_files(&i18n.join(&lang), &format!("i18n/{lang}/")));
        }
    }
    let mut out = String::from("pub(crate) static DEFAULT_FILES: &[(&str, &str)] = &[\n");
    for name in &names {
        let path = dir.join(name).canonicalize().expect("canonical path");
        writeln!(out, "    ({name:?}, include_str!({path:?})),").expect("write to string");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("content_defaults.rs");
    fs::write(dest, out).expect("write the generated list");
}

/// The `.json` files of `dir`, sorted, each named `prefix` + its file name.
fn json_files(dir: &std::path::Path, prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap_or_else(|err| panic!("cannot read the default content at {}: {err}", dir.display()))
        .map(|entry| entry.expect("a folder entry").file_name().into_string().expect("UTF-8 file names"))
        .filter(|name| name.ends_with(".json"))
        .map(|name| format!("{prefix}{name}"))
        .collect();
    names.sort();
    names
}
