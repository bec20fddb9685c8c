//! The render benchmark (`bench/render-site.sh` runs it): the embedded render bundle on the default content
//! (`content/defaults/`), on one thread, as the server renders it.
//!
//! Prints, as `name value` lines: the bundle's evaluation, `load()`, the slowest and median page, the
//! whole site (every page), its compression, and the heap. `ROUNDS` (default 20) full-site renders are
//! timed after a first, cold one.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use sankalp::features::site::cache::Page;
use sankalp::features::site::{Limits, Site};
use sankalp_render::Engine;
use serde_json::{Map, Value, json};

/// The SiteContent of the default content, as the server builds it from a freshly seeded database.
fn default_content(dir: &Path, version: i64) -> Value {
    let read = |name: &str| -> Value {
        serde_json::from_str(&std::fs::read_to_string(dir.join(name)).expect("read default content"))
            .expect("default content is JSON")
    };
    let mut lists = BTreeMap::new();
    for entry in std::fs::read_dir(dir).expect("content/defaults") {
        let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
        let Some(kind) = name.strip_suffix(".json") else { continue };
        if kind == "site" || kind == "pages" {
            continue;
        }
        let bodies: Vec<Value> = read(&name)
            .as_array()
            .expect("a list kind is an array")
            .iter()
            .filter(|e| e["published"] != false)
            .map(|e| e["body"].clone())
            .collect();
        lists.insert(kind.to_owned(), bodies);
    }
    json!({
        "origin": "https://puja.example.org",
        "version": version,
        "site": read("site.json"),
        "pages": read("pages.json").as_object().cloned().unwrap_or_else(Map::new),
        "lists": lists,
        "darshan": { "posts": [], "total": 0, "limit": 10 },
    })
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let bundle = Site::render_bundle().expect("the binary was built without the web: run `make web` first");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/defaults");
    let rounds: i64 = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(20);

    // The engine alone: bundle evaluation, load() and every page, cold then warm.
    let engine = Engine::start(bundle, Limits::default());
    let cold = engine.render_site(&default_content(&dir, 1)).await.unwrap_or_else(|f| panic!("{f}"));
    let pages = cold.pages.len();
    println!("pages {pages}");
    println!("html_bytes {}", cold.pages.values().map(|p| p.html.len()).sum::<usize>());
    println!("bundle_load_ms {}", ms(cold.stats.bundle_load.unwrap_or_default()));
    println!("cold_site_ms {}", ms(cold.stats.content_load + cold.stats.pages));
    let mut sites = Vec::new();
    for round in 0..rounds {
        let started = Instant::now();
        let site = engine.render_site(&default_content(&dir, 2 + round)).await.unwrap_or_else(|f| panic!("{f}"));
        sites.push((started.elapsed(), site.stats));
    }
    sites.sort_by_key(|(took, _)| *took);
    let (median, stats) = &sites[sites.len() / 2];
    println!("load_ms {}", ms(stats.content_load));
    println!("pages_ms {}", ms(stats.pages));
    println!("per_page_ms {:.2}", stats.pages.as_secs_f64() * 1000.0 / pages as f64);
    println!("site_ms_median {}", ms(*median));
    println!("site_ms_max {}", ms(sites.last().expect("rounds").0));
    println!("heap_mib {:.1}", stats.heap_bytes as f64 / (1024.0 * 1024.0));

    // One page at a time, to find the slowest.
    let html = |site: &sankalp_render::RenderedSite| {
        site.pages.iter().map(|(p, page)| (p.clone(), page.html.len())).collect::<Vec<_>>()
    };
    let largest = html(&cold).into_iter().max_by_key(|(_, len)| *len).expect("pages");
    println!("largest_page {} {}", largest.0, largest.1);

    // Compression of every page alone, at the qualities worth considering.
    let htmls: Vec<&[u8]> = cold.pages.values().map(|p| p.html.as_bytes()).collect();
    for quality in [4, 5, 6, 7, 9] {
        let started = Instant::now();
        let mut size = 0;
        for html in &htmls {
            let mut out = Vec::new();
            let mut writer = brotli::CompressorWriter::new(&mut out, 4096, quality, 22);
            std::io::Write::write_all(&mut writer, html).expect("compress");
            drop(writer);
            size += out.len();
        }
        println!("brotli_q{quality}_ms {} bytes {size}", ms(started.elapsed()));
    }
    for level in [6, 9] {
        let started = Instant::now();
        let mut size = 0;
        for html in &htmls {
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
            std::io::Write::write_all(&mut gz, html).expect("compress");
            size += gz.finish().expect("compress").len();
        }
        println!("gzip_{level}_ms {} bytes {size}", ms(started.elapsed()));
    }

    // As the server does it for a whole new version: render and compress (brotli and gzip) every page.
    let mut full = Vec::new();
    for round in 0..rounds.min(10) {
        let started = Instant::now();
        let site = engine.render_site(&default_content(&dir, 1001 + round)).await.unwrap_or_else(|f| panic!("{f}"));
        let pages: Vec<Page> = site.pages.into_values().map(Page::new).collect();
        assert_eq!(pages.len(), cold.pages.len());
        full.push(started.elapsed());
    }
    full.sort();
    println!("render_and_compress_ms_median {}", ms(full[full.len() / 2]));
}
