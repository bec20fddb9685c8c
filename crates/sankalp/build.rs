//! Embeds the web build into the binary: the browser's files (`web/build/client`: hashed assets, icons,
//! the admin app's shell, the route manifest `__routes.json`) and the render bundle
//! (`web/build/render/render.js`) that draws every public page at run time.
//!
//! Every file becomes a `SiteFile` with its bytes, its pre-compressed brotli and gzip variants (written
//! beside it by `web/scripts/postbuild.mjs`) and a strong ETag computed here, so serving one costs a
//! hash-map lookup and nothing else. When the web has not been built the table is empty, the bundle is
//! `None`, and the server says so on every page request instead of failing to compile.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// The crate's own FNV-1a (src/http/fnv.rs), the same file, so the two cannot drift apart.
#[path = "src/http/fnv.rs"]
mod fnv;
use fnv::fnv1a;

fn main() {
    println!("cargo:rerun-if-env-changed=SANKALP_SITE_DIR");
    println!("cargo:rerun-if-env-changed=SANKALP_RENDER_BUNDLE");
    let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let site_dir = env::var_os("SANKALP_SITE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir.join("../../web/build/client"));
    let bundle = env::var_os("SANKALP_RENDER_BUNDLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir.join("../../web/build/render/render.js"));
    println!("cargo:rerun-if-changed={}", site_dir.display());
    println!("cargo:rerun-if-changed={}", bundle.display());

    let mut files = Vec::new();
    if site_dir.is_dir() {
        collect(&site_dir, &site_dir, &mut files);
        files.sort();
    } else {
        println!(
            "cargo:warning=site not built at {}; run `make web` first (the binary will serve the API only)",
            site_dir.display()
        );
    }

    let mut out = String::from("pub static FILES: &[SiteFile] = &[\n");
    for rel in &files {
        let full = site_dir.join(rel);
        let bytes = fs::read(&full).expect("read site file");
        let url_path = format!("/{}", rel.to_string_lossy().replace('\\', "/"));
        let variant = |ext: &str| {
            let p = PathBuf::from(format!("{}.{ext}", full.display()));
            if p.is_file() {
                format!("Some(include_bytes!({:?}))", p.canonicalize().expect("canonical path"))
            } else {
                "None".to_owned()
            }
        };
        writeln!(
            out,
            "    SiteFile {{ path: {url_path:?}, body: include_bytes!({:?}), br: {}, gzip: {}, etag: \"\\\"{:016x}\\\"\" }},",
            full.canonicalize().expect("canonical path"),
            variant("br"),
            variant("gz"),
            fnv1a(&bytes),
        )
        .expect("write to string");
    }
    out.push_str("];\n");
    if bundle.is_file() {
        writeln!(
            out,
            "pub static RENDER_BUNDLE: Option<&str> = Some(include_str!({:?}));",
            bundle.canonicalize().expect("canonical path")
        )
        .expect("write to string");
    } else {
        println!("cargo:warning=render bundle not built at {}; run `make web` first", bundle.display());
        out.push_str("pub static RENDER_BUNDLE: Option<&str> = None;\n");
    }
    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("site_files.rs");
    fs::write(dest, out).expect("write generated table");
}

/// Every file to embed. Pages are rendered at run time, so HTML pages and loader data a pre-render
/// might leave are not (the admin app's shell, `__spa-fallback.html`, is).
fn collect(root: &Path, dir: &Path, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).expect("read site dir").flatten().collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            collect(root, &path, files);
        } else if !(name.ends_with(".br") || name.ends_with(".gz") || name == "index.html" || name.ends_with(".data")) {
            files.push(path.strip_prefix(root).expect("under root").to_path_buf());
        }
    }
}
