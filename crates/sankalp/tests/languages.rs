//! The site in English, Hindi, Marathi and Kannada (ARCHITECTURE.md §9): the default translations in the
//! seeded content and added once to an existing one, pages under `/hi`, `/mr`, `/kn` drawn on their first
//! request and dropped when a part they read changes, a translation removed falling back to English
//! marked `lang="en"`, the not-found page, old addresses and app areas under a prefix, the sitemap.

use crate::common::{PUBLIC_URL, TestApp, body_text, header, spawn};
use axum::http::StatusCode;
use chrono::Utc;
use sankalp::features::content::{add_default_translations, seed_defaults};
use sankalp_db::NewContentEntry;
use serde_json::{Value, json};

async fn html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path).await;
    let status = response.status();
    (status, body_text(response).await)
}

async fn ritual(app: &TestApp, key: &str) -> Value {
    app.store.content_entry("ritual", key).await.unwrap().expect("a seeded ritual").body
}

/// Writes a ritual's body through the change path, as an editor would.
async fn put_ritual(app: &TestApp, by: &sankalp_db::User, key: &str, body: Value) {
    let entry = app.store.content_entry("ritual", key).await.unwrap().unwrap();
    let entry =
        NewContentEntry { kind: "ritual".into(), key: key.into(), position: entry.position, published: true, body };
    sankalp::features::content::write(&app.state, entry, by).await.expect("the change is drawn and saved");
}

/// The languages whose default translations include the site settings.
fn languages_with_site() -> Vec<&'static str> {
    let i18n = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/defaults/i18n");
    ["hi", "mr", "kn"].into_iter().filter(|lang| i18n.join(lang).join("site.json").exists()).collect()
}

#[tokio::test]
async fn the_seeded_content_carries_the_default_translations() {
    let app = spawn().await;
    let site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    let languages = languages_with_site();
    assert!(!languages.is_empty());
    for lang in languages {
        assert!(site["i18n"][lang]["tagline"].is_string(), "{lang}: {site}");
    }
    // The settings API answers them with the settings, for the Settings editor.
    let (status, body) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["site"]["i18n"], site["i18n"]);
}

#[tokio::test]
async fn every_page_in_every_language_with_its_lang_alternates_and_switcher() {
    let app = spawn().await;
    for (lang, prefix) in [("en", ""), ("hi", "/hi"), ("mr", "/mr"), ("kn", "/kn")] {
        for path in ["/", "/puja/satyanarayan", "/contact", "/astrology", "/allpujas/pujas"] {
            let at = if path == "/" && !prefix.is_empty() { prefix.to_owned() } else { format!("{prefix}{path}") };
            let (status, page) = html(&app, &at).await;
            assert_eq!(status, StatusCode::OK, "{at}");
            assert!(page.starts_with(&format!("<!DOCTYPE html><html lang=\"{lang}\">")), "{at}");
            for (alt, alt_prefix) in [("en", ""), ("hi", "/hi"), ("mr", "/mr"), ("kn", "/kn"), ("x-default", "")] {
                let href = if path == "/" && !alt_prefix.is_empty() {
                    format!("{PUBLIC_URL}{alt_prefix}")
                } else {
                    format!("{PUBLIC_URL}{alt_prefix}{path}")
                };
                assert!(
                    page.contains(&format!("<link rel=\"alternate\" hreflang=\"{alt}\" href=\"{href}\"/>")),
                    "{at}: {alt}"
                );
            }
            assert!(page.contains(&format!("\"inLanguage\":\"{lang}\"")), "{at}");
            assert!(page.contains("data-language-switcher"), "{at}");
            assert!(!page.contains('\u{E000}') && !page.contains('\u{E002}'), "{at}: a fallback mark left");
        }
    }
    // Each language's site settings (the holy site's name) are on its home page.
    let site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    for lang in languages_with_site() {
        let place = site["i18n"][lang]["holySite"].as_str().unwrap();
        assert!(html(&app, &format!("/{lang}")).await.1.contains(place), "{lang}: {place}");
    }
}

#[tokio::test]
async fn a_translation_removed_falls_back_to_english_marked_as_english() {
    let app = spawn().await;
    let (admin, _) = app.admin().await;
    let mut body = ritual(&app, "satyanarayan").await;
    body["i18n"]["hi"] = json!({ "title": "सत्यनारायण पूजा" });
    put_ritual(&app, &admin, "satyanarayan", body.clone()).await;
    let (_, page) = html(&app, "/hi/puja/satyanarayan").await;
    assert!(page.contains("<h1>सत्यनारायण पूजा</h1>"), "{page}");
    let summary = body["summary"].as_str().unwrap();
    assert!(page.contains(&format!("<span lang=\"en\">{summary}</span>")), "the summary was never translated");

    // The title's translation removed: the page drawn before is dropped, and the English shows, marked.
    body["i18n"]["hi"].as_object_mut().unwrap().remove("title");
    put_ritual(&app, &admin, "satyanarayan", body).await;
    let (status, page) = html(&app, "/hi/puja/satyanarayan").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("<h1><span lang=\"en\">Satyanarayan</span></h1>"), "{page}");
    // English pages have no such marks.
    assert!(!html(&app, "/puja/satyanarayan").await.1.contains("<span lang=\"en\">"));
}

#[tokio::test]
async fn a_settings_save_keeps_the_translations_and_reaches_the_pages_of_every_language() {
    let app = spawn().await;
    assert!(html(&app, "/mr/contact").await.1.contains("+91 12345 67890"));
    let (_, token) = app.user_with_token("editor", sankalp_db::Role::Admin).await;
    let mut site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    let translations = site.as_object_mut().unwrap().remove("i18n").unwrap();
    site["phoneDisplay"] = json!("+91 99999 00000");
    let (status, answer) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert_eq!(stored["i18n"], translations, "the editor's English save keeps the translations");
    let (_, page) = html(&app, "/mr/contact").await;
    assert!(page.contains("+91 99999 00000") && !page.contains("+91 12345 67890"));
}

/// The stored settings as the Settings editor sends them back: the English and every translation.
async fn settings(app: &TestApp) -> Value {
    let (status, body) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["site"].clone()
}

#[tokio::test]
async fn translations_saved_with_the_settings_show_on_the_pages_of_their_language() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    // Drawn before the save, so that the save must drop them.
    for path in ["/hi/about-us", "/kn/about-us", "/kn/contact"] {
        assert_eq!(html(&app, path).await.0, StatusCode::OK, "{path}");
    }
    let mut site = settings(&app).await;
    site["i18n"]["kn"]["priestName"] = json!("  ಪಂಡಿತ್ ಶ್ರೀ ರಾಘವೇಂದ್ರ ಭಟ್  ");
    site["i18n"]["kn"]["address"] = json!({ "street": "೧೨ ರಥಬೀದಿ", "locality": "ಗೋಕರ್ಣ" });
    site["i18n"]["hi"] = json!({ "priestName": "पंडित श्री राघवेंद्र भट", "businessName": "संकल्प" });
    let (status, answer) = app.json("PUT", "/api/v1/site", Some(&token), Some(site.clone())).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let saved = &answer["data"]["site"]["i18n"];
    assert_eq!(saved["kn"]["priestName"], "ಪಂಡಿತ್ ಶ್ರೀ ರಾಘವೇಂದ್ರ ಭಟ್", "trimmed");
    assert_eq!(saved["hi"], site["i18n"]["hi"], "a language sent replaces that language whole");
    assert_eq!(saved["mr"], site["i18n"]["mr"]);
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert_eq!(&stored["i18n"], saved);
    assert_eq!(settings(&app).await["i18n"], *saved);

    // Right after the answer, each language's pages show its own.
    let (_, page) = html(&app, "/kn/about-us").await;
    assert!(page.contains("ಪಂಡಿತ್ ಶ್ರೀ ರಾಘವೇಂದ್ರ ಭಟ್"), "{page}");
    let (_, page) = html(&app, "/hi/about-us").await;
    assert!(page.contains("पंडित श्री राघवेंद्र भट") && page.contains("संकल्प"), "{page}");
    let (_, page) = html(&app, "/kn/contact").await;
    assert!(page.contains("೧೨ ರಥಬೀದಿ, ಗೋಕರ್ಣ"), "the address's translated lines: {page}");
    // The English pages keep the English.
    let (_, page) = html(&app, "/about-us").await;
    assert!(page.contains("Pandit Raghavendra Bhat") && !page.contains("ರಾಘವೇಂದ್ರ"));

    // Emptied, the translation goes and the English shows there, marked as English; the language stays.
    let mut site = settings(&app).await;
    site["i18n"]["kn"]["priestName"] = json!("");
    let (status, answer) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert!(stored["i18n"]["kn"].get("priestName").is_none(), "{stored}");
    assert_eq!(stored["i18n"]["kn"]["tagline"], saved["kn"]["tagline"], "the others kept");
    let (_, page) = html(&app, "/kn/about-us").await;
    assert!(!page.contains("ರಾಘವೇಂದ್ರ"), "{page}");
    assert!(page.contains("<span lang=\"en\">Pandit Raghavendra Bhat</span>"), "{page}");

    // Every text of a language emptied: the language stays, empty, so the defaults never come back.
    let mut site = settings(&app).await;
    site["i18n"]["kn"] = json!({ "tagline": "", "holySite": " " });
    let (status, answer) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert_eq!(stored["i18n"]["kn"], json!({}));
    assert_eq!(stored["i18n"]["hi"], saved["hi"]);
    let (_, page) = html(&app, "/kn").await;
    assert!(page.contains("<span lang=\"en\">Gokarna, Karnataka</span>"), "the holy site in English: {page}");
}

#[tokio::test]
async fn prefixed_not_found_redirects_app_areas_and_the_sitemap() {
    let app = spawn().await;
    let (status, page) = html(&app, "/hi/no-such-page").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(page.starts_with("<!DOCTYPE html><html lang=\"hi\">"));
    let (status, _) = html(&app, "/xx/contact").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let response = app.get("/kn/puja/Satyanarayan%20Puja").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, "location"), Some("/kn/puja/satyanarayan"));

    let response = app.get("/kn/sankalp/ritual/satyanarayan").await;
    assert_eq!(response.status(), StatusCode::OK);
    let response = app.get("/mr/booking/abcdefghijklmnopqrstuv").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND, "a token that opens nothing");
    assert_eq!(header(&response, "cache-control"), Some("no-store"));
    assert_eq!(header(&response, "x-robots-tag"), Some("noindex"));
    assert!(body_text(response).await.starts_with("<!DOCTYPE html><html lang=\"mr\">"));
    assert_eq!(app.get("/hi/admin").await.status(), StatusCode::NOT_FOUND, "the admin area is English only");

    let sitemap = body_text(app.get("/sitemap.xml").await).await;
    for path in ["/puja/satyanarayan", "/hi/puja/satyanarayan", "/mr/puja/satyanarayan", "/kn/puja/satyanarayan", "/kn"]
    {
        assert!(sitemap.contains(&format!("<loc>{PUBLIC_URL}{path}</loc>")), "{path}");
    }
    assert!(!sitemap.contains("/404") && !sitemap.contains("/booking"));
}

#[tokio::test]
async fn an_existing_database_gets_the_default_translations_once_and_never_over_the_priests() {
    let app = spawn().await;
    // A site from before languages: no translations at all; and one language the priest emptied.
    let mut before = ritual(&app, "satyanarayan").await;
    before.as_object_mut().unwrap().remove("i18n");
    before["i18n"] = json!({ "mr": {} });
    let position = app.store.content_entry("ritual", "satyanarayan").await.unwrap().unwrap().position;
    let entry =
        NewContentEntry { kind: "ritual".into(), key: "satyanarayan".into(), position, published: true, body: before };
    app.store.put_content_entry(&entry, None, Utc::now()).await.unwrap();
    let defaults = sankalp_db::content::default_entries().unwrap();
    let translated = defaults.iter().find(|e| e.kind == "ritual" && e.key == "satyanarayan").unwrap();

    add_default_translations(app.store.as_ref(), &defaults).await.unwrap();
    let after = ritual(&app, "satyanarayan").await;
    assert_eq!(after["i18n"]["mr"], json!({}), "a language the priest touched stays theirs");
    for lang in ["hi", "kn"] {
        assert_eq!(after["i18n"].get(lang), translated.body["i18n"].get(lang), "{lang}");
    }
    let version = app.store.content_version().await.unwrap();
    assert_eq!(add_default_translations(app.store.as_ref(), &defaults).await.unwrap(), 0, "once");
    seed_defaults(app.store.as_ref()).await.unwrap();
    assert_eq!(app.store.content_version().await.unwrap(), version, "a second start writes nothing");
}
