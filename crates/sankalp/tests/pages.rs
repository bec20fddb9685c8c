//! Public pages rendered by the embedded render bundle from the stored content (ARCHITECTURE.md §3): every page
//! type, the not-found page, changes showing within 2 s, validators per version, markup kept in its
//! context, the public origin, drafts, and a content that does not render.

use std::future::Future;
use std::time::{Duration, Instant};

use crate::common::{PUBLIC_URL, TestApp, body_text, header, spawn, spawn_rendering_with};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use chrono::Utc;
use sankalp::features::site::{Change, Engine, Limits};
use sankalp_db::NewContentEntry;
use serde_json::{Value, json};

/// Waits up to 2 s for `check` to hold; true when it did.
async fn within_2s<F, Fut>(mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: Future<Output = bool>,
{
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(2) {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    check().await
}

async fn html(app: &TestApp, path: &str) -> String {
    body_text(app.get(path).await).await
}

/// Saves the site settings through `PUT /api/v1/site`, as the admin's Settings editor does.
async fn put_site(app: &TestApp, change: impl FnOnce(&mut Value)) {
    let (_, token) = app.user_with_token("editor", sankalp_db::Role::Admin).await;
    let mut site = app.store.content_entry("site", "site").await.unwrap().expect("seeded settings").body;
    change(&mut site);
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn put(app: &TestApp, kind: &str, key: &str, position: i64, published: bool, body: Value) {
    let entry = NewContentEntry { kind: kind.into(), key: key.into(), position, published, body };
    app.store.put_content_entry(&entry, None, Utc::now()).await.unwrap();
}

/// One page of each type the bundle draws.
const PAGE_TYPES: &[&str] = &[
    "/",
    "/allpujas/pujas",
    "/puja/satyanarayan",
    "/photos/vip-photos",
    "/photo-gallery",
    "/dharmik",
    "/details/brahma-sarovar",
    "/astrology",
    "/about-us",
    "/contact",
    "/terms-and-condition",
    "/policy",
    "/daily-darshan",
];

#[tokio::test]
async fn every_page_type_is_rendered_by_the_engine_from_the_stored_content() {
    let app = spawn().await;
    let sitemap = html(&app, "/sitemap.xml").await;
    for path in PAGE_TYPES {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&res, "content-type"), Some("text/html; charset=utf-8"), "{path}");
        assert_eq!(header(&res, "cache-control"), Some("no-cache"), "{path}");
        let page = body_text(res).await;
        assert!(page.starts_with("<!DOCTYPE html><html lang=\"en\"><head>"), "{path}");
        assert!(page.contains("<title>"), "{path}");
        let url = if *path == "/" { format!("{PUBLIC_URL}/") } else { format!("{PUBLIC_URL}{path}") };
        assert!(
            page.contains(&format!("<link rel=\"canonical\" href=\"{url}\"/>")),
            "{path}: canonical at the public origin"
        );
        assert!(page.contains(&format!("<meta property=\"og:url\" content=\"{url}\"/>")), "{path}: og:url");
        assert!(sitemap.contains(&format!("<loc>{url}</loc>")), "{path} is in the sitemap");
    }
    assert!(html(&app, "/contact").await.contains("Pandit Raghavendra Bhat"), "the seeded settings");
    assert_eq!(sitemap.matches("<loc>https://puja.example.org/puja/").count(), 46, "one entry per ritual");
    assert!(!sitemap.contains("/404") && !sitemap.contains("/book/"), "{sitemap}");
}

#[tokio::test]
async fn unknown_paths_answer_the_rendered_not_found_page() {
    let app = spawn().await;
    for path in ["/no-such-page", "/404", "/puja/no-such-ritual", "/allpujas/nothing", "/contact.data"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header(&res, "content-type"), Some("text/html; charset=utf-8"), "{path}");
        assert!(body_text(res).await.starts_with("<!DOCTYPE html>"), "{path}");
    }
}

#[tokio::test]
async fn a_setting_saved_in_admin_shows_on_every_page_within_2_s_and_the_etag_moves() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let before = app.get("/contact").await;
    let old_etag = header(&before, "etag").unwrap().to_owned();
    let fresh =
        app.send(Request::get("/contact").header("if-none-match", &old_etag).body(Body::empty()).unwrap()).await;
    assert_eq!(fresh.status(), StatusCode::NOT_MODIFIED, "304 for the current version");

    let mut site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    site["phoneDisplay"] = json!("+91 98765 43210");
    site["phone"] = json!("+919876543210");
    site["whatsapp"] = json!("+919876543210");
    site["priestName"] = json!("Pandit Test Sharma");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(
        within_2s(|| async { html(&app, "/").await.contains("+91 98765 43210") }).await,
        "the home page shows the new phone within 2 s"
    );
    for path in ["/", "/contact", "/puja/satyanarayan", "/about-us", "/daily-darshan"] {
        let page = html(&app, path).await;
        assert!(page.contains("href=\"tel:+919876543210\""), "{path}: the call link");
        assert!(page.contains("api.whatsapp.com/send?phone=919876543210"), "{path}: the WhatsApp link");
        assert!(!page.contains("+911234567890") && !page.contains("12345 67890"), "{path}: the old phone is gone");
        assert!(page.contains("Pandit Test Sharma"), "{path}: the priest's name (footer)");
    }
    let contact = html(&app, "/contact").await;
    assert!(contact.contains("\"telephone\":\"+919876543210\""), "JSON-LD");

    let after = app.get("/contact").await;
    let new_etag = header(&after, "etag").unwrap().to_owned();
    assert_ne!(new_etag, old_etag, "a new version, a new ETag");
    let stale =
        app.send(Request::get("/contact").header("if-none-match", &old_etag).body(Body::empty()).unwrap()).await;
    assert_eq!(stale.status(), StatusCode::OK, "the old validator is stale");
    let current =
        app.send(Request::get("/contact").header("if-none-match", &new_etag).body(Body::empty()).unwrap()).await;
    assert_eq!(current.status(), StatusCode::NOT_MODIFIED);
}

/// A site of three pages whose contact page throws when the tagline says "break".
const FRAGILE_BUNDLE: &str = r#"
(function () {
  var content = null;
  globalThis.sankalpRender = {
    load: function (json) {
      content = JSON.parse(json);
      return JSON.stringify({ pages: [{ path: "/", sitemap: true }, { path: "/contact", sitemap: true },
                                      { path: "/404", sitemap: false }] });
    },
    render: function (path) {
      if (path === "/contact" && content.site.tagline.indexOf("break") >= 0) {
        throw new TypeError("cannot read the address");
      }
      return JSON.stringify({ status: path === "/404" ? 404 : 200, head: "<title>t</title>",
                              body: "<p>" + content.site.tagline.replace(/</g, "&lt;") + "</p>" });
    }
  };
})();
"#;

#[tokio::test]
async fn a_setting_whose_pages_fail_to_render_is_refused_with_422_and_the_pages_stay() {
    let renderer = Engine::start(FRAGILE_BUNDLE, Limits::default());
    let app = spawn_rendering_with(renderer).await;
    let (_, token) = app.admin().await;
    let before = html(&app, "/contact").await;
    assert!(before.contains("Vedic rituals, performed for you"), "{before}");
    let version = app.store.content_version().await.unwrap();
    let history = app.pool.count("content_history").await;

    let mut site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    let stored = site.clone();
    site["tagline"] = json!("This will break the contact page");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "The page /contact could not be rendered: TypeError: cannot read the address");
    assert_eq!(body["success"], false);
    assert_eq!(app.store.content_version().await.unwrap(), version, "nothing committed");
    assert_eq!(app.pool.count("content_history").await, history);
    assert_eq!(app.store.content_entry("site", "site").await.unwrap().unwrap().body, stored);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert_eq!(html(&app, "/contact").await, before, "the last good pages stay");

    // The engine renders the next good change.
    let mut site = stored.clone();
    site["tagline"] = json!("Rituals <that> render");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(within_2s(|| async { html(&app, "/contact").await.contains("Rituals &lt;that> render") }).await);
}

#[tokio::test]
async fn markup_in_a_setting_stays_text_in_every_context() {
    let app = spawn().await;
    let payload = "Sankalp</script><script>alert(1)</script>\"'<img src=x onerror=alert(2)>&amp;";
    put_site(&app, |site| {
        site["businessName"] = json!(payload);
        site["tagline"] = json!("</script><script>alert(3)</script>");
    })
    .await;
    assert!(within_2s(|| async { html(&app, "/contact").await.contains("alert(1)") }).await, "the change arrived");
    for path in PAGE_TYPES {
        let page = html(&app, path).await;
        assert!(!page.contains("<script>alert"), "{path}: no script from a setting");
        assert!(!page.contains("<img src=x"), "{path}: no element from a setting");
        // Inside JSON-LD the closing tag is escaped, so the block cannot be closed early.
        for block in page.split("<script type=\"application/ld+json\">").skip(1) {
            let json_ld = &block[..block.find("</script>").expect("a closed JSON-LD block")];
            assert!(!json_ld.contains('<'), "{path}: JSON-LD carries no raw '<': {json_ld}");
            serde_json::from_str::<Value>(json_ld).unwrap_or_else(|e| panic!("{path}: JSON-LD stays JSON: {e}"));
        }
        // Every script element is the JSON-LD or an external module.
        for (i, _) in page.match_indices("<script") {
            let tag = &page[i..i + page[i..].find('>').unwrap() + 1];
            assert!(tag.contains(" src=\"/assets/") || tag.contains("application/ld+json"), "{path}: {tag}");
        }
    }
}

#[tokio::test]
async fn drafts_are_never_rendered_nor_in_the_sitemap() {
    let app = spawn().await;
    let (admin, token) = app.admin().await;
    let published = app.insert_post(&admin, "Morning aarti at the shore", true, Utc::now()).await;
    let draft = app.insert_post(&admin, "Unfinished draft darshan", false, Utc::now()).await;
    // A write through the API raises the content version: the inserted rows come with it.
    let (status, _) = app
        .json(
            "PATCH",
            &format!("/api/v1/video-posts/{}", published.id),
            Some(&token),
            Some(json!({"title": "Evening aarti"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let post_page = format!("/daily-darshan/{}", published.id);
    assert!(
        within_2s(|| async { html(&app, &post_page).await.contains("Evening aarti") }).await,
        "the published post's page is rendered within 2 s"
    );
    let page = html(&app, &post_page).await;
    assert!(page.contains("\"@type\":\"VideoObject\""), "VideoObject JSON-LD");
    let feed = html(&app, "/daily-darshan").await;
    assert!(feed.contains("Evening aarti"));
    assert!(!feed.contains("Unfinished draft"), "no draft in the feed");
    let draft_page = html(&app, &format!("/daily-darshan/{}", draft.id)).await;
    assert!(!draft_page.contains("Unfinished draft"), "a draft's address is not rendered (the app's shell answers)");
    let sitemap = html(&app, "/sitemap.xml").await;
    assert!(sitemap.contains(&format!("<loc>{PUBLIC_URL}{post_page}</loc>")));
    assert!(!sitemap.contains(&draft.id), "no draft in the sitemap");

    // An unpublished content entry is not rendered either.
    let snapshot = app.store.content_snapshot().await.unwrap();
    let ritual = snapshot.get("ritual", "satyanarayan").unwrap();
    put(&app, "ritual", "satyanarayan", ritual.position, false, ritual.body.clone()).await;
    assert!(
        within_2s(|| async { app.get("/puja/satyanarayan").await.status() == StatusCode::NOT_FOUND }).await,
        "an unpublished ritual's page is gone within 2 s"
    );
    assert!(!html(&app, "/sitemap.xml").await.contains("/puja/satyanarayan<"));

    // Deleting the post takes its page away.
    let (status, _) = app.json("DELETE", &format!("/api/v1/video-posts/{}", published.id), Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        within_2s(|| async { !html(&app, "/sitemap.xml").await.contains(&published.id) }).await,
        "a deleted post leaves the sitemap within 2 s"
    );
}

#[tokio::test]
async fn content_that_does_not_render_is_refused_and_the_pages_stay() {
    let app = spawn().await;
    let before = html(&app, "/contact").await;
    let broken = Change::Entry(NewContentEntry {
        kind: "page".into(),
        key: "contact".into(),
        position: 0,
        published: true,
        body: json!("not a page"),
    });
    let publishing = app.pages.begin().await;
    let Err(failure) = publishing.draw(&broken).await else {
        panic!("the real bundle refuses a page that is not an object")
    };
    assert!(failure.to_string().starts_with("The site could not be rendered: "), "{failure}");
    drop(publishing);
    assert_eq!(html(&app, "/contact").await, before, "a change drawn and refused leaves the pages");

    // Stored anyway (as another instance with an older check might): the last good pages stay up.
    put(&app, "page", "contact", 0, true, json!("not a page")).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(html(&app, "/contact").await, before, "the last good version is served");
}

#[tokio::test]
async fn the_render_happens_before_the_first_request() {
    // `spawn` returns once `Pages::start` has rendered: the very first request finds every page.
    let app = spawn().await;
    assert!(app.pages.current().version >= 1);
    assert_eq!(app.get("/").await.status(), StatusCode::OK);
}
