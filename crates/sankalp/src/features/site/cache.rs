//! The render cache (ARCHITECTURE.md §3): the pages of the content version this instance serves,
//! compressed, behind one atomic pointer that every request reads without a lock.
//!
//! A [`Rendered`] holds the content it was drawn from, the pages drawn with the site (each with the
//! parts of the content it read), and a bounded cache of the pages drawn on their first request (a
//! darshan post's). The next version is made from the last: only the pages whose parts changed are
//! drawn again ([`Rendered::stale_pages`]); the others are shared.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use bytes::Bytes;
use hashlink::LruCache;
use sankalp_render::{Loaded, Manifest, RenderedPage};
use serde_json::Value;

use super::content::Source;
use super::inline::inline_site_stylesheets;
use crate::http::compression::precompress;
use crate::http::representation::Representation;

/// How many pages drawn on request one version keeps (about 25 KB each with their compressed forms): the
/// darshan posts' and the pages in languages other than English, three times the site's (ARCHITECTURE.md
/// §9), so a crawler reading every language does not keep drawing them again.
pub const ON_DEMAND_PAGES: usize = 1024;

/// One rendered page, ready to answer with.
pub struct Page {
    pub status: StatusCode,
    pub representation: Representation,
    /// The parts of the content it shows (`site`, `pages.home`, `lists.ritual`); `None`: any part.
    uses: Option<Vec<String>>,
}

impl Page {
    /// Puts the page's stylesheets into its HTML with the policy that allows them (ARCHITECTURE.md §10),
    /// compresses it and makes its validators. The ETag is a hash of the page as served, so it changes
    /// exactly when the page or a stylesheet it carries does, and two instances serving it agree.
    pub fn new(page: RenderedPage) -> Self {
        let (html, policy) = inline_site_stylesheets(page.html);
        let (br, gzip) = precompress(html.as_bytes());
        let etag = format!("\"{:016x}\"", crate::http::fnv::fnv1a(html.as_bytes()));
        let representation =
            Representation::new(Bytes::from(html), Some(br), Some(gzip), "text/html; charset=utf-8", &etag)
                .with_policy(policy);
        let status = StatusCode::from_u16(page.status).unwrap_or(StatusCode::OK);
        Self { status, representation, uses: page.uses }
    }
}

/// Every page of one content version.
pub struct Rendered {
    /// The content version; -1 before the first render.
    pub version: i64,
    /// What the pages were drawn from, and its JSON as the bundle was given it.
    pub(super) source: Arc<Source>,
    pub(super) content: Arc<Value>,
    /// The same content, as the engine loads it (for pages drawn on request).
    pub(super) loaded: Option<Arc<Loaded>>,
    /// The pages drawn with the site, by path.
    pages: HashMap<String, Arc<Page>>,
    /// The listed pages drawn on their first request, with the item each shows, and those drawn so far.
    on_demand: HashMap<String, Option<String>>,
    drawn: Mutex<LruCache<String, Arc<Page>>>,
    /// `from` (lower-cased) → `to`.
    redirects: HashMap<String, String>,
    /// The old addresses and the pages under their prefixes (`/puja/`) by their loose form (no spaces,
    /// hyphens or underscores) and by their stem (the loose form without a trailing "puja", "homa", …):
    /// `None` where two targets share one (then only an exact address finds either).
    loose: HashMap<String, Option<String>>,
    stems: HashMap<String, Option<String>>,
    /// Addresses of entries deleted (the content's `gone` entries): answered 410.
    gone: HashSet<String>,
    sitemap: Bytes,
}

impl Rendered {
    /// The stored entry `kind`/`key` this version was drawn from, published or not.
    pub fn entry(&self, kind: &str, key: &str) -> Option<&sankalp_db::ContentEntry> {
        self.source.snapshot.get(kind, key)
    }

    pub fn empty() -> Self {
        Self::unrendered(-1, Arc::default(), Arc::new(Value::Null))
    }

    /// A version with no page: the binary was built without the web, so nothing is drawn.
    pub(super) fn unrendered(version: i64, source: Arc<Source>, content: Arc<Value>) -> Self {
        Self {
            version,
            source,
            content,
            loaded: None,
            pages: HashMap::new(),
            on_demand: HashMap::new(),
            drawn: lru(Vec::new()),
            redirects: HashMap::new(),
            loose: HashMap::new(),
            stems: HashMap::new(),
            gone: HashSet::new(),
            sitemap: sitemap_xml("", &[]),
        }
    }

    /// The next version: `manifest` lists its pages; `fresh` are the pages drawn for it; every other
    /// page drawn with the site is this one's, unchanged.
    pub(super) fn next(&self, next: NextVersion, manifest: &Manifest, fresh: Vec<(String, Arc<Page>)>) -> Self {
        let NextVersion { version, source, content, loaded, origin, unchanged_on_demand } = next;
        let mut pages: HashMap<String, Arc<Page>> = fresh.into_iter().collect();
        let mut on_demand = HashMap::new();
        for listed in &manifest.pages {
            if listed.on_demand {
                on_demand.insert(listed.path.clone(), listed.item.clone());
            } else if !pages.contains_key(&listed.path)
                && let Some(page) = self.pages.get(&listed.path)
            {
                pages.insert(listed.path.clone(), Arc::clone(page));
            }
        }
        let drawn = lru(unchanged_on_demand.into_iter().filter(|(path, _)| on_demand.contains_key(path)).collect());
        let sitemap: Vec<&str> = manifest.pages.iter().filter(|p| p.sitemap).map(|p| p.path.as_str()).collect();
        let redirects: HashMap<String, String> =
            manifest.redirects.iter().map(|r| (r.from.to_lowercase(), r.to.clone())).collect();
        let (loose, stems) = loose_addresses(&redirects, manifest.pages.iter().map(|p| p.path.as_str()));
        let gone = source
            .snapshot
            .entries
            .iter()
            .filter(|e| e.kind == GONE && e.published)
            .filter_map(|e| e.body["path"].as_str().map(str::to_owned))
            .collect();
        Self {
            version,
            source,
            content,
            loaded: Some(loaded),
            pages,
            on_demand,
            drawn,
            redirects,
            loose,
            stems,
            gone,
            sitemap: sitemap_xml(&origin, &sitemap),
        }
    }

    /// A page drawn with the site.
    pub fn page(&self, path: &str) -> Option<&Arc<Page>> {
        self.pages.get(path)
    }

    /// The paths of the pages drawn with the site.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.pages.keys().map(String::as_str)
    }

    /// Whether `path` is a listed page drawn on its first request.
    pub fn is_on_demand(&self, path: &str) -> bool {
        self.on_demand.contains_key(path)
    }

    /// The item an on-demand page shows, as `load()` named it.
    pub(super) fn item(&self, path: &str) -> Option<&str> {
        self.on_demand.get(path)?.as_deref()
    }

    /// The page at `path` if it was drawn on request already.
    pub fn drawn(&self, path: &str) -> Option<Arc<Page>> {
        self.lock_drawn().get(path).cloned()
    }

    pub(super) fn keep_drawn(&self, path: String, page: Arc<Page>) {
        self.lock_drawn().insert(path, page);
    }

    fn lock_drawn(&self) -> std::sync::MutexGuard<'_, LruCache<String, Arc<Page>>> {
        self.drawn.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn drawn_pages(&self) -> Vec<(String, Arc<Page>)> {
        let drawn = self.lock_drawn();
        // Least recently used first (hashlink's order), so that the next version's cache keeps it.
        drawn.iter().map(|(path, page)| (path.clone(), Arc::clone(page))).collect()
    }

    /// Whether any page was rendered yet.
    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }

    /// How many pages were drawn with the site.
    pub fn len(&self) -> usize {
        self.pages.len()
    }

    /// Which pages drawn with the site show a part of the content that differs in `next` (the pages to
    /// draw again; listed pages this version lacks are the caller's), and which pages drawn on request
    /// still hold: none of their parts differs, nor the item they show in `next_source`.
    pub(super) fn stale_pages(
        &self,
        next: &Value,
        next_source: &Source,
    ) -> (HashSet<String>, Vec<(String, Arc<Page>)>) {
        let mut compared: HashMap<String, bool> = HashMap::new();
        let mut changed = |page: &Page| match &page.uses {
            None => true,
            Some(uses) => uses
                .iter()
                .any(|part| *compared.entry(part.clone()).or_insert_with(|| part_differs(&self.content, next, part))),
        };
        let stale = self.pages.iter().filter(|(_, page)| changed(page)).map(|(path, _)| path.clone()).collect();
        let item_changed = |path: &str| self.item(path).is_some_and(|id| self.source.post(id) != next_source.post(id));
        let kept =
            self.drawn_pages().into_iter().filter(|(path, page)| !item_changed(path) && !changed(page)).collect();
        (stale, kept)
    }

    /// Where an old address now lives: its last segment decoded, trimmed and lower-cased, after the
    /// same prefix, is an old address the bundle listed, or a page's own (`/puja/Satyanarayan`). Under a
    /// language's prefix, the English page's old addresses lead to that language's page.
    pub fn redirect_for(&self, path: &str) -> Option<String> {
        if let Some(found) = self.redirect_in(path) {
            return Some(found.to_owned());
        }
        let (lang, rest) = language_prefix(path)?;
        let to = self.redirect_in(if rest.is_empty() { "/" } else { rest })?;
        Some(if to == "/" { format!("/{lang}") } else { format!("/{lang}{to}") })
    }

    fn redirect_in(&self, path: &str) -> Option<&str> {
        let cut = path.rfind('/')? + 1;
        let (prefix, segment) = path.split_at(cut);
        if segment.is_empty() {
            return None;
        }
        let decoded = percent_encoding::percent_decode_str(segment).decode_utf8().ok()?;
        let key = format!("{prefix}{}", decoded.trim().to_lowercase());
        if let Some(to) = self.redirects.get(&key) {
            return Some(to);
        }
        if key != path
            && let Some(page) = self
                .pages
                .get_key_value(&key)
                .map(|(page, _)| page.as_str())
                .or_else(|| self.on_demand.get_key_value(&key).map(|(page, _)| page.as_str()))
        {
            return Some(page);
        }
        // Then the old site's spellings: without spaces, and with or without "Puja", "Havan", ….
        let loose = format!("{prefix}{}", loose_form(&decoded));
        let stem = format!("{prefix}{}", stem_of(&loose_form(&decoded)));
        [self.loose.get(&loose), self.stems.get(&stem)]
            .into_iter()
            .flatten()
            .find_map(|to| to.as_deref())
            .filter(|to| *to != path)
    }

    /// Whether `path` is the address of an entry that was deleted (410 Gone).
    pub fn is_gone(&self, path: &str) -> bool {
        self.gone.contains(path)
    }

    /// `/sitemap.xml`: every page the bundle marked for it, at the public origin.
    pub fn sitemap(&self) -> Bytes {
        self.sitemap.clone()
    }
}

/// `/hi/puja/x` → `("hi", "/puja/x")`; `/kn` → `("kn", "")`: a path under a language's prefix.
pub fn language_prefix(path: &str) -> Option<(&'static str, &str)> {
    sankalp_db::content::LANGUAGES.iter().find_map(|&lang| {
        let rest = path.strip_prefix('/')?.strip_prefix(lang)?;
        (rest.is_empty() || rest.starts_with('/')).then_some((lang, rest))
    })
}

/// The content kind of deleted addresses: each entry's body is `{"path": "/puja/…"}`.
pub const GONE: &str = "gone";

/// Endings the old site put after a ritual's name, dropped when an address is matched by its stem.
const NAME_ENDINGS: [&str; 5] = ["pooja", "puja", "homam", "homa", "havan"];

/// A segment lower-cased without whitespace, hyphens or underscores: `Udaka Shanti` → `udakashanti`.
fn loose_form(segment: &str) -> String {
    segment.chars().filter(|c| !c.is_whitespace() && *c != '-' && *c != '_').flat_map(char::to_lowercase).collect()
}

/// A loose form without one trailing name ending, unless nothing would be left: `navagrahahavan` → `navagraha`.
fn stem_of(loose: &str) -> &str {
    NAME_ENDINGS.iter().find_map(|ending| loose.strip_suffix(ending).filter(|rest| !rest.is_empty())).unwrap_or(loose)
}

type Loose = HashMap<String, Option<String>>;

/// The loose and stem forms of the old addresses and of the pages under their prefixes.
fn loose_addresses<'a>(redirects: &HashMap<String, String>, pages: impl Iterator<Item = &'a str>) -> (Loose, Loose) {
    fn split(path: &str) -> Option<(&str, &str)> {
        path.rfind('/').map(|cut| path.split_at(cut + 1))
    }
    let prefixes: HashSet<&str> = redirects.keys().filter_map(|from| split(from).map(|(p, _)| p)).collect();
    let mut loose = Loose::new();
    let mut stems = Loose::new();
    let mut add = |from: &str, to: &str| {
        let Some((prefix, segment)) = split(from) else { return };
        let decoded = percent_encoding::percent_decode_str(segment).decode_utf8_lossy();
        let form = loose_form(&decoded);
        for (map, key) in [(&mut loose, format!("{prefix}{form}")), (&mut stems, format!("{prefix}{}", stem_of(&form)))]
        {
            map.entry(key)
                .and_modify(|t| {
                    if t.as_deref() != Some(to) {
                        *t = None
                    }
                })
                .or_insert(Some(to.to_owned()));
        }
    };
    for page in pages {
        if split(page).is_some_and(|(prefix, _)| prefixes.contains(prefix)) {
            add(page, page);
        }
    }
    for (from, to) in redirects {
        add(from, to);
    }
    (loose, stems)
}

/// A cache of pages drawn on request holding `pages`, least recently used first.
fn lru(pages: Vec<(String, Arc<Page>)>) -> Mutex<LruCache<String, Arc<Page>>> {
    let mut cache = LruCache::new(ON_DEMAND_PAGES);
    for (path, page) in pages {
        cache.insert(path, page);
    }
    Mutex::new(cache)
}

/// What a new version is made of besides its pages.
pub(super) struct NextVersion {
    pub version: i64,
    pub source: Arc<Source>,
    pub content: Arc<Value>,
    pub loaded: Arc<Loaded>,
    pub origin: String,
    /// Pages drawn on request for the last version that show nothing the change touched.
    pub unchanged_on_demand: Vec<(String, Arc<Page>)>,
}

/// Whether the part named `part` (a dot-separated path, `*` for everything) differs between two
/// contents.
fn part_differs(old: &Value, new: &Value, part: &str) -> bool {
    if part == "*" {
        return old != new;
    }
    let pointer: String =
        part.split('.').map(|key| format!("/{}", key.replace('~', "~0").replace('/', "~1"))).collect();
    old.pointer(&pointer) != new.pointer(&pointer)
}

fn sitemap_xml(origin: &str, paths: &[&str]) -> Bytes {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in paths {
        xml.push_str(&format!("  <url><loc>{}</loc></url>\n", xml_escape(&format!("{origin}{path}"))));
    }
    xml.push_str("</urlset>\n");
    Bytes::from(xml)
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sankalp_render::{ListedPage, Redirect};
    use serde_json::json;

    fn listed(path: &str, on_demand: bool) -> ListedPage {
        let item = on_demand.then(|| path.rsplit('/').next().unwrap().to_owned());
        ListedPage { path: path.into(), sitemap: path != "/404", on_demand, item }
    }

    fn page(html: &str, uses: &[&str]) -> Arc<Page> {
        let uses = Some(uses.iter().map(|u| (*u).to_owned()).collect());
        Arc::new(Page::new(RenderedPage { status: 200, html: html.repeat(50), uses }))
    }

    fn rendered(content: Value, redirects: &[(&str, &str)]) -> Rendered {
        let manifest = Manifest {
            pages: vec![listed("/", false), listed("/contact", false), listed("/a&b", false), listed("/p/1", true)],
            redirects: redirects.iter().map(|(f, t)| Redirect { from: (*f).into(), to: (*t).into() }).collect(),
        };
        let next = NextVersion {
            version: 3,
            source: Arc::default(),
            content: Arc::new(content),
            loaded: Loaded::new(&json!({})).unwrap(),
            origin: "https://example.org".into(),
            unchanged_on_demand: Vec::new(),
        };
        let fresh = vec![
            ("/".to_owned(), page("<p>home</p>", &["site", "pages.home"])),
            ("/contact".to_owned(), page("<p>contact</p>", &["site", "pages.contact.title"])),
            ("/a&b".to_owned(), page("<p>ab</p>", &["site", "lists.ritual"])),
        ];
        let site = Rendered::empty().next(next, &manifest, fresh);
        site.keep_drawn("/p/1".into(), page("<p>post</p>", &["site", "darshan.post.title"]));
        site
    }

    #[test]
    fn old_addresses_match_by_their_decoded_trimmed_lower_cased_segment() {
        let site = rendered(
            json!({}),
            &[("/puja/satyanarayan puja", "/puja/satyanarayan"), ("/puja/GrihaPravesh", "/puja/griha")],
        );
        assert_eq!(site.redirect_for("/puja/Satyanarayan%20Puja"), Some("/puja/satyanarayan".to_owned()));
        assert_eq!(site.redirect_for("/puja/%20satyanarayan%20PUJA%20"), Some("/puja/satyanarayan".to_owned()));
        assert_eq!(site.redirect_for("/puja/grihapravesh"), Some("/puja/griha".to_owned()));
        assert_eq!(site.redirect_for("/puja/satyanarayan puja/x"), None);
        assert_eq!(site.redirect_for("/other/satyanarayan%20puja"), None);
        assert_eq!(site.redirect_for("/puja/%ff"), None);
        assert_eq!(site.redirect_for("/%20"), Some("/".to_owned()), "a page's own address, decoded and trimmed");
        assert_eq!(site.redirect_for("/p/%201"), Some("/p/1".to_owned()), "a page drawn on request too");
        assert_eq!(site.redirect_for("/"), None, "never to itself");
        assert_eq!(site.redirect_for("/hi/puja/Satyanarayan%20Puja"), Some("/hi/puja/satyanarayan".to_owned()));
        assert_eq!(site.redirect_for("/kn/%20"), Some("/kn".to_owned()), "under a language, to its page");
        assert_eq!(site.redirect_for("/hindi/puja/grihapravesh"), None);
        assert_eq!(language_prefix("/mr"), Some(("mr", "")));
        assert_eq!(language_prefix("/mr/contact"), Some(("mr", "/contact")));
        assert_eq!(language_prefix("/mrx/contact"), None);
        assert_eq!(language_prefix("/contact"), None);
    }

    #[test]
    fn old_spellings_match_without_spaces_and_name_endings_and_ambiguous_ones_do_not() {
        let site = rendered(
            json!({}),
            &[
                ("/puja/navagraha homa", "/puja/navagraha"),
                ("/puja/durga homa", "/puja/durga"),
                ("/puja/durga", "/puja/durga-two"),
            ],
        );
        assert_eq!(site.redirect_for("/puja/Navagraha%20Havan"), Some("/puja/navagraha".to_owned()));
        assert_eq!(site.redirect_for("/puja/NAVAGRAHAHOMAM"), Some("/puja/navagraha".to_owned()));
        assert_eq!(site.redirect_for("/puja/navagraha-pooja"), Some("/puja/navagraha".to_owned()));
        assert_eq!(site.redirect_for("/puja/Durga"), Some("/puja/durga-two".to_owned()), "an exact old address first");
        assert_eq!(site.redirect_for("/puja/Durga%20Puja"), None, "two rituals share the stem: neither");
        assert_eq!(site.redirect_for("/puja/puja"), None, "an ending alone is no name");
        assert_eq!(site.redirect_for("/other/navagraha%20havan"), None, "only under the old addresses' prefix");
    }

    #[test]
    fn pages_are_compressed_and_validated_by_their_bytes() {
        let site = rendered(json!({}), &[]);
        let page = site.page("/").unwrap();
        let html = page.representation.identity.clone();
        let br = page.representation.br.clone().unwrap();
        let gz = page.representation.gzip.clone().unwrap();
        assert!(br.len() < html.len() && gz.len() < html.len());
        let mut unbrotli = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut unbrotli).unwrap();
        assert_eq!(unbrotli, html);
        let mut ungzip = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gz[..]), &mut ungzip).unwrap();
        assert_eq!(ungzip, html);
        let etag = page.representation.etags[0].to_str().unwrap();
        assert_eq!(etag.len(), 18, "{etag}");
        assert_eq!(page.representation.etags[1].to_str().unwrap(), format!("{}-br\"", etag.trim_end_matches('"')));
        let other = site.page("/contact").unwrap().representation.etags[0].to_str().unwrap();
        assert_ne!(etag, other);
    }

    #[test]
    fn the_sitemap_lists_the_marked_paths_at_the_origin() {
        let xml = String::from_utf8(rendered(json!({}), &[]).sitemap().to_vec()).unwrap();
        assert!(xml.contains("<loc>https://example.org/</loc>"));
        assert!(xml.contains("<loc>https://example.org/a&amp;b</loc>"));
        assert!(xml.contains("<loc>https://example.org/p/1</loc>"), "pages drawn on request are listed too");
    }

    #[test]
    fn only_the_pages_that_show_a_changed_part_are_stale() {
        let content = json!({
            "site": { "phone": "1" },
            "pages": { "home": { "title": "Home" }, "contact": { "title": "Contact", "lead": "x" } },
            "lists": { "ritual": [1, 2] },
            "darshan": { "posts": [] },
        });
        let site = rendered(content.clone(), &[]);
        let stale = |change: &dyn Fn(&mut Value)| {
            let mut next = content.clone();
            change(&mut next);
            let (stale, kept) = site.stale_pages(&next, &Source::default());
            let mut stale: Vec<String> = stale.into_iter().collect();
            stale.sort();
            (stale, kept.into_iter().map(|(path, _)| path).collect::<Vec<_>>())
        };
        assert_eq!(stale(&|_| {}), (vec![], vec!["/p/1".to_owned()]), "nothing changed");
        let every = vec!["/".to_owned(), "/a&b".to_owned(), "/contact".to_owned()];
        assert_eq!(stale(&|c| c["site"]["phone"] = json!("2")), (every, vec![]), "the settings are on every page");
        assert_eq!(
            stale(&|c| c["pages"]["contact"]["lead"] = json!("y")).0,
            Vec::<String>::new(),
            "a part no page read"
        );
        assert_eq!(stale(&|c| c["pages"]["contact"]["title"] = json!("Reach us")).0, vec!["/contact".to_owned()]);
        assert_eq!(stale(&|c| c["lists"]["ritual"] = json!([2, 1])).0, vec!["/a&b".to_owned()]);
        assert_eq!(stale(&|c| c["darshan"]["posts"] = json!([1])), (vec![], vec!["/p/1".to_owned()]), "not on a page");
    }

    #[test]
    fn parts_are_json_paths_and_star_is_everything() {
        let old = json!({ "pages": { "a/b": { "t": 1 } }, "x": 1 });
        let mut new = old.clone();
        assert!(!part_differs(&old, &new, "*"));
        new["pages"]["a/b"]["t"] = json!(2);
        assert!(part_differs(&old, &new, "pages.a/b.t"));
        assert!(part_differs(&old, &new, "*"));
        assert!(!part_differs(&old, &new, "x"));
        assert!(part_differs(&old, &new, "pages"));
        assert!(!part_differs(&old, &new, "missing.part"));
    }
}
