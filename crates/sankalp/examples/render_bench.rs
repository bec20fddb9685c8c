//! The render benchmark (`bench/render-site.sh` runs it): the embedded render bundle on the default content
//! with its default translations, on one thread, as the server renders it.
//!
//! Prints, as `name value` lines: the bundle's evaluation, `load()`, the slowest and median page, the
//! English site the server draws at start-up (every page `load()` lists that is not drawn on demand), its
//! compression, and the heap. `ROUNDS` (default 20) renders are timed after a first, cold one. Then every
//! page in each of the four languages (English with the pages drawn on their first request, such as the
//! sankalp forms; `/hi`, `/mr`, `/kn`, which the server draws on first request: ARCHITECTURE.md §9), as
//! `lang_<lang>_…` lines, and the four together as `all_languages_…` lines.
//!
//! `TRANSLATIONS=0` leaves the translations out (every body's `i18n` removed), to compare with the content
//! as it was before the four languages.

use std::time::{Duration, Instant};

use chrono::Utc;
use sankalp::features::site::cache::Page;
use sankalp::features::site::{Limits, Site, Source};
use sankalp_db::{ContentEntry, ContentSnapshot};
use sankalp_render::{Drawn, Engine, ListedPage, Loaded, Select};
use serde_json::Value;

/// The prefixes of the languages other than English (`web/app/i18n/locales.ts`).
const PREFIXED: [&str; 3] = ["hi", "mr", "kn"];

/// The SiteContent of the default content, as the server builds it from a freshly seeded database: the
/// embedded defaults with their translations merged into each entry's body as `i18n.<lang>`
/// (`sankalp_db::content::default_entries`, the entries `features/content/defaults.rs` seeds), made into
/// the render bundle's JSON by the site's own `Source::to_json`, with no darshan posts.
fn default_content(version: i64) -> Value {
    let now = Utc::now();
    let entries = sankalp_db::content::default_entries()
        .unwrap_or_else(|err| panic!("{err}"))
        .into_iter()
        .map(|e| ContentEntry {
            kind: e.kind,
            key: e.key,
            position: e.position,
            published: e.published,
            body: translated(e.body),
            updated_at: now,
        })
        .collect();
    let source = Source { snapshot: ContentSnapshot { version, entries }, posts: Vec::new() };
    source.to_json("https://puja.example.org", sankalp::compose::POSTS_AS)
}

/// `body` as seeded, or without its translations when `TRANSLATIONS=0`.
fn translated(mut body: Value) -> Value {
    if std::env::var("TRANSLATIONS").is_ok_and(|v| v == "0")
        && let Value::Object(fields) = &mut body
    {
        fields.remove(sankalp_db::content::I18N);
    }
    body
}

/// The language of a listed path: its prefix, or `en`.
fn language(path: &str) -> &'static str {
    PREFIXED
        .into_iter()
        .find(|lang| {
            path.strip_prefix('/')
                .and_then(|p| p.strip_prefix(lang))
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        })
        .unwrap_or("en")
}

/// What the server draws before it listens: the pages listed and not drawn on demand.
fn at_start_up(page: &ListedPage) -> bool {
    !page.on_demand
}

/// Every page of `lang` that can be drawn from the content alone (a darshan post's page needs its post;
/// there are none here).
fn in_language(lang: &'static str) -> impl Fn(&ListedPage) -> bool {
    move |page| page.item.is_none() && language(&page.path) == lang
}

/// Loads `content` (a new version) and draws the pages `pick` chooses: the time of both together.
async fn draw(engine: &Engine, content: &Value, pick: impl Fn(&ListedPage) -> bool) -> (Drawn, Duration) {
    let started = Instant::now();
    let loaded = Loaded::new(content).unwrap_or_else(|f| panic!("{f}"));
    let listed = engine.render(&loaded, Select::Nothing).await.unwrap_or_else(|f| panic!("{f}"));
    let paths = listed.manifest.pages.iter().filter(|p| pick(p)).map(|p| p.path.clone()).collect();
    let mut drawn = engine.render(&loaded, Select::Paths(paths)).await.unwrap_or_else(|f| panic!("{f}"));
    drawn.stats.bundle_load = listed.stats.bundle_load;
    drawn.stats.content_load = listed.stats.content_load;
    (drawn, started.elapsed())
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let bundle = Site::render_bundle().expect("the binary was built without the web: run `make web` first");
    let rounds: i64 = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(20);

    // The engine alone: bundle evaluation, load() and the English site drawn at start-up, cold then warm.
    let engine = Engine::start(bundle, Limits::default());
    let (cold, cold_took) = draw(&engine, &default_content(1), at_start_up).await;
    let pages = cold.pages.len();
    println!("pages {pages}");
    println!("listed_pages {}", cold.manifest.pages.len());
    println!("html_bytes {}", cold.pages.iter().map(|(_, p)| p.html.len()).sum::<usize>());
    println!("bundle_load_ms {}", ms(cold.stats.bundle_load.unwrap_or_default()));
    println!("cold_site_ms {}", ms(cold_took - cold.stats.bundle_load.unwrap_or_default()));
    let mut sites = Vec::new();
    for round in 0..rounds {
        let (drawn, took) = draw(&engine, &default_content(2 + round), at_start_up).await;
        sites.push((took, drawn.stats));
    }
    sites.sort_by_key(|(took, _)| *took);
    let (median_took, stats) = &sites[sites.len() / 2];
    println!("load_ms {}", ms(stats.content_load));
    println!("pages_ms {}", ms(stats.pages));
    println!("per_page_ms {:.2}", stats.pages.as_secs_f64() * 1000.0 / pages as f64);
    println!("site_ms_median {}", ms(*median_took));
    println!("site_ms_max {}", ms(sites.last().expect("rounds").0));
    println!("heap_mib {:.1}", stats.heap_bytes as f64 / (1024.0 * 1024.0));

    let largest = cold.pages.iter().max_by_key(|(_, page)| page.html.len()).expect("pages");
    println!("largest_page {} {}", largest.0, largest.1.html.len());

    // Compression of every page alone, at the qualities worth considering.
    let htmls: Vec<&[u8]> = cold.pages.iter().map(|(_, p)| p.html.as_bytes()).collect();
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
        let (drawn, _) = draw(&engine, &default_content(1001 + round), at_start_up).await;
        let compressed: Vec<Page> = drawn.pages.into_iter().map(|(_, page)| Page::new(page)).collect();
        assert_eq!(compressed.len(), pages);
        full.push(started.elapsed());
    }
    println!("render_and_compress_ms_median {}", ms(median(&mut full)));

    // Every page in all four languages: each round loads a new version once, then draws each language's
    // pages in turn (as first requests would), English first. `all_languages_ms` is the load and all four.
    let mut by_lang: Vec<(&'static str, Vec<Duration>, usize, usize)> =
        ["en", "hi", "mr", "kn"].into_iter().map(|lang| (lang, Vec::new(), 0, 0)).collect();
    let (mut totals, mut loads, mut compressing) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..rounds {
        let started = Instant::now();
        let loaded = Loaded::new(&default_content(2001 + round)).unwrap_or_else(|f| panic!("{f}"));
        let listed = engine.render(&loaded, Select::Nothing).await.unwrap_or_else(|f| panic!("{f}"));
        loads.push(started.elapsed());
        let mut drawn_pages = Vec::new();
        for (lang, times, count, bytes) in &mut by_lang {
            let pick = in_language(lang);
            let paths: Vec<String> = listed.manifest.pages.iter().filter(|p| pick(p)).map(|p| p.path.clone()).collect();
            let began = Instant::now();
            let drawn = engine.render(&loaded, Select::Paths(paths)).await.unwrap_or_else(|f| panic!("{f}"));
            times.push(began.elapsed());
            *count = drawn.pages.len();
            *bytes = drawn.pages.iter().map(|(_, p)| p.html.len()).sum();
            drawn_pages.extend(drawn.pages);
        }
        totals.push(started.elapsed());
        // The server compresses each page it draws before it serves it; measured apart, in fewer rounds.
        if round < 5 {
            let began = Instant::now();
            let compressed: Vec<Page> = drawn_pages.into_iter().map(|(_, page)| Page::new(page)).collect();
            assert!(!compressed.is_empty());
            compressing.push(began.elapsed());
        }
    }
    let (mut all_pages, mut all_bytes) = (0, 0);
    for (lang, times, count, bytes) in &mut by_lang {
        println!("lang_{lang}_pages {count}");
        println!("lang_{lang}_html_bytes {bytes}");
        println!("lang_{lang}_ms_median {}", ms(median(times)));
        println!("lang_{lang}_ms_max {}", ms(*times.last().expect("rounds")));
        all_pages += *count;
        all_bytes += *bytes;
    }
    println!("all_languages_pages {all_pages}");
    println!("all_languages_html_bytes {all_bytes}");
    println!("all_languages_load_ms_median {}", ms(median(&mut loads)));
    println!("all_languages_ms_median {}", ms(median(&mut totals)));
    println!("all_languages_ms_max {}", ms(*totals.last().expect("rounds")));
    println!("all_languages_compress_ms_median {}", ms(median(&mut compressing)));
}
