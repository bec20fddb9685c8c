//! The site's content through the real router: seeding the defaults, the settings (`GET`/`PUT
//! /api/v1/site`: every refusal with its status, its message and nothing saved), the render check's
//! 422, and the public reads of pages, rituals and the gallery.

use crate::common;
use crate::common::{TestApp, body_json, spawn, spawn_empty};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use chrono::Utc;
use sankalp::features::content::seed_defaults;
use sankalp_db::{NewContentEntry, Role};
use serde_json::{Value, json};

const DEFAULT_SITE: &str = include_str!("../../../content/defaults/site.json");

fn default_site() -> Value {
    serde_json::from_str(DEFAULT_SITE).unwrap()
}

/// A stored site body without its translations: the settings as the API answers them.
fn english(mut body: Value) -> Value {
    body.as_object_mut().unwrap().remove(sankalp_db::content::I18N);
    body
}

/// The site entry's body as a new site is seeded with it: the English settings of
/// `content/defaults/site.json` and their default translations.
fn seeded_site() -> Value {
    let entries = sankalp_db::content::default_entries().unwrap();
    entries.into_iter().find(|e| e.kind == "site").unwrap().body
}

/// The app as `serve` starts it: the defaults seeded, every page rendered.
async fn seeded() -> TestApp {
    spawn().await
}

/// Everything a refused write must leave as it was.
struct Before {
    version: i64,
    /// The version this instance has published (the test seeds behind its back, so it may lag).
    published: i64,
    history: i64,
    site: Value,
}

async fn before(app: &TestApp) -> Before {
    Before {
        version: app.store.content_version().await.unwrap(),
        published: app.pages.version(),
        history: app.pool.count("content_history").await,
        site: app.store.content_entry("site", "site").await.unwrap().unwrap().body,
    }
}

async fn assert_unchanged(app: &TestApp, was: &Before) {
    assert_eq!(app.store.content_version().await.unwrap(), was.version, "the version moved");
    assert_eq!(app.pool.count("content_history").await, was.history, "a history row was written");
    assert_eq!(app.store.content_entry("site", "site").await.unwrap().unwrap().body, was.site, "the site changed");
    assert_eq!(app.pages.version(), was.published, "a version was published");
}

fn field_errors(body: &Value) -> Vec<(String, String)> {
    body["errors"]
        .as_array()
        .map(|errors| {
            errors
                .iter()
                .map(|e| (e["field"].as_str().unwrap().to_owned(), e["message"].as_str().unwrap().to_owned()))
                .collect()
        })
        .unwrap_or_default()
}

fn assert_refused(status: StatusCode, body: &Value, want: StatusCode, message: &str) {
    assert_eq!(status, want, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["statusCode"], want.as_u16(), "{body}");
    assert_eq!(body["data"], Value::Null, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

async fn put_raw(app: &TestApp, token: Option<&str>, content_type: &str, body: impl Into<Body>) -> (StatusCode, Value) {
    let mut builder = Request::put("/api/v1/site").header("content-type", content_type);
    if let Some(token) = token {
        builder = builder.header("authorization", format!("Bearer {token}"));
    }
    let res = app.send(builder.body(body.into()).unwrap()).await;
    let status = res.status();
    (status, body_json(res).await)
}

#[tokio::test]
async fn an_empty_database_is_seeded_once_in_one_version() {
    let app = spawn_empty().await;
    assert_eq!(app.store.content_version().await.unwrap(), 0);
    assert_eq!(app.pool.count("content_entries").await, 0);
    assert_eq!(seed_defaults(app.store.as_ref()).await.unwrap(), Some(1));
    let entries = sankalp_db::content::default_entries().unwrap();
    assert_eq!(app.pool.count("content_entries").await, entries.len() as i64);
    assert_eq!(app.store.content_entry("site", "site").await.unwrap().unwrap().body, seeded_site());
    // Seeding is nobody's edit.
    assert_eq!(app.pool.count("content_history").await, 0);

    // Started again (or a second instance): nothing is written, the version stays.
    let (_, token) = app.admin().await;
    let mut site = default_site();
    site["tagline"] = json!("Changed before a restart");
    let (status, _) = app.json("PUT", "/api/v1/site", Some(&token), Some(site.clone())).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(seed_defaults(app.store.as_ref()).await.unwrap(), None);
    assert_eq!(app.store.content_version().await.unwrap(), 2);
    assert_eq!(english(app.store.content_entry("site", "site").await.unwrap().unwrap().body), site);
}

#[tokio::test]
async fn the_settings_are_public_and_start_as_the_defaults() {
    let app = seeded().await;
    let (status, body) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    assert_eq!(body["data"]["site"], seeded_site(), "the settings with their translations");
    assert_eq!(body["data"]["site"]["whatsapp"], "+911234567890");
}

#[tokio::test]
async fn saved_settings_are_stored_versioned_published_and_in_the_history() {
    let app = seeded().await;
    let (admin, token) = app.admin().await;
    let mut watch = app.pages.subscribe();
    let mut site = default_site();
    site["phone"] = json!(" +91 98765 43210 ");
    site["whatsapp"] = json!("+44 20 7946 0958");
    site["address"]["street"] = json!("  7 Temple Road  ");
    site["upiId"] = json!("sankalp.demo@okbank");
    site["upiPayee"] = json!("Sankalp Ritual Services");
    site["mapUrl"] = json!("https://maps.example.org/?q=Gokarna");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let saved = &body["data"]["site"];
    assert_eq!(saved["phone"], "+919876543210");
    assert_eq!(saved["whatsapp"], "+442079460958");
    assert_eq!(saved["address"]["street"], "7 Temple Road");
    assert_eq!(saved["upiId"], "sankalp.demo@okbank");

    let (_, read) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(&read["data"]["site"], saved);
    assert_eq!(app.store.content_version().await.unwrap(), 2);
    // Published to this instance's renderer at once, before any poll.
    assert!(watch.has_changed().unwrap());
    assert_eq!(*watch.borrow_and_update(), 2);

    let history = app.store.content_history(10).await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!((history[0].kind.as_str(), history[0].key.as_str()), ("site", "site"));
    assert_eq!(history[0].old_body.as_ref(), Some(&seeded_site()));
    assert_eq!(history[0].new_body.clone().map(english), Some(english(saved.clone())));
    assert_eq!(saved["i18n"], seeded_site()["i18n"], "answered with the translations kept");
    assert_eq!(history[0].new_body.as_ref().unwrap()["i18n"], seeded_site()["i18n"], "translations kept");
    assert_eq!(history[0].changed_by.as_deref(), Some(admin.id.as_str()));
}

#[tokio::test]
async fn without_an_admin_token_nothing_is_saved() {
    let app = seeded().await;
    let was = before(&app).await;
    let (status, body) = app.json("PUT", "/api/v1/site", None, Some(default_site())).await;
    assert_refused(status, &body, StatusCode::UNAUTHORIZED, "Authentication required");
    let (status, body) = app.json("PUT", "/api/v1/site", Some("not-a-token"), Some(default_site())).await;
    assert_refused(status, &body, StatusCode::UNAUTHORIZED, "Invalid or expired access token");
    let (_, token) = app.user_with_token("visitor", Role::User).await;
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(default_site())).await;
    assert_refused(status, &body, StatusCode::FORBIDDEN, "Forbidden: Access denied.");
    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn each_bad_field_is_named_and_nothing_is_saved() {
    let app = seeded().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;
    type Change = fn(&mut Value);
    let cases: &[(Change, &str, &str)] = &[
        (|s| s["businessName"] = json!("   "), "businessName", "Business name is required"),
        (|s| s["businessName"] = json!("x".repeat(81)), "businessName", "Business name must be at most 80 characters"),
        (|s| s["tagline"] = json!("x".repeat(161)), "tagline", "Tagline must be at most 160 characters"),
        (|s| s["priestName"] = json!(42), "priestName", "Priest's name must be text"),
        (
            |s| s["phone"] = json!("1234567890"),
            "phone",
            "Phone number must be an international number starting with + and the country code, as +911234567890",
        ),
        (
            |s| s["whatsapp"] = json!("+91 12345"),
            "whatsapp",
            "WhatsApp number is not a valid phone number for its country",
        ),
        (|s| s["whatsapp"] = json!(""), "whatsapp", "WhatsApp number is required"),
        // Letters are refused, not read as keypad digits (+18003569377) or dropped.
        (
            |s| s["whatsapp"] = json!("+1-800-FLOWERS"),
            "whatsapp",
            "WhatsApp number may contain only digits, spaces, dashes, dots and brackets after the leading +",
        ),
        (
            |s| s["phone"] = json!("+91 98450 1234A"),
            "phone",
            "Phone number may contain only digits, spaces, dashes, dots and brackets after the leading +",
        ),
        (|s| s["email"] = json!("pūjā@example.org"), "email", "Email must be an email address, as name@example.org"),
        (|s| s["email"] = json!("namaste@"), "email", "Email must be an email address, as name@example.org"),
        (|s| s["email"] = json!("Priest <p@x.org>"), "email", "Email must be an email address, as name@example.org"),
        (|s| s["address"]["street"] = json!(""), "address.street", "Street is required"),
        (
            |s| s["address"]["postalCode"] = json!("1".repeat(21)),
            "address.postalCode",
            "Postal code must be at most 20 characters",
        ),
        (|s| s["address"] = json!("Gokarna"), "address", "address must be an object"),
        (|s| s["mapUrl"] = json!("http://maps.example.org/"), "mapUrl", "Map link must start with https://"),
        (
            |s| s["social"]["instagram"] = json!("javascript:alert(1)"),
            "social.instagram",
            "Instagram link must start with https://",
        ),
        (
            |s| s["social"]["youtube"] = json!("https://u:p@youtube.com/"),
            "social.youtube",
            "YouTube link must not contain a user name or password",
        ),
        (|s| s["upiId"] = json!("not a upi id"), "upiId", "UPI ID must look like name@bank, as sankalp@upi"),
        (
            |s| s["copyrightCompany"] = json!("Evil\u{202E}txt.exe"),
            "copyrightCompany",
            "Copyright company must not contain control characters (such as line breaks, NUL or text-direction overrides)",
        ),
        (
            |s| s["tagline"] = json!("two\nlines"),
            "tagline",
            "Tagline must not contain control characters (such as line breaks, NUL or text-direction overrides)",
        ),
        (
            |s| s["holySite"] = json!("nul\u{0}"),
            "holySite",
            "Holy site must not contain control characters (such as line breaks, NUL or text-direction overrides)",
        ),
        (
            |s| drop(s.as_object_mut().unwrap().remove("upiPayee")),
            "upiPayee",
            "UPI payee name is missing (send \"\" when it is not set)",
        ),
        (
            |s| s["social"]["youtube"] = Value::Null,
            "social.youtube",
            "YouTube link is missing (send \"\" when it is not set)",
        ),
        (|s| s["theme"] = json!("dark"), "theme", "Unknown field \"theme\""),
        (
            |s| s["social"]["tiktok"] = json!("https://tiktok.com/@x"),
            "social.tiktok",
            "Unknown field \"social.tiktok\"",
        ),
    ];
    for (change, field, message) in cases {
        let mut site = default_site();
        change(&mut site);
        let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, message);
        assert_eq!(field_errors(&body), [((*field).to_owned(), (*message).to_owned())], "{field}");
        assert_unchanged(&app, &was).await;
    }

    // Every field at fault at once.
    let mut site = default_site();
    site["businessName"] = json!("");
    site["phone"] = json!("+1");
    site["email"] = json!("x");
    site["social"]["facebook"] = json!("http://facebook.com/x");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields: Vec<String> = field_errors(&body).into_iter().map(|(f, _)| f).collect();
    assert_eq!(fields, ["businessName", "phone", "email", "social.facebook"]);
    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn each_bad_translation_is_named_and_nothing_is_saved() {
    let app = seeded().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;
    type Change = fn(&mut Value);
    let invisible = "must not contain control characters (such as line breaks, NUL or text-direction overrides)";
    let cases: &[(Change, &str, String)] = &[
        (
            |s| s["i18n"]["fr"] = json!({ "priestName": "Pandit" }),
            "i18n.fr",
            "\"i18n.fr\" is not a language here: the languages are hi, mr, kn".to_owned(),
        ),
        (
            |s| s["i18n"]["kn"]["phone"] = json!("+911234567890"),
            "i18n.kn.phone",
            "Phone number is the same in every language and has no translation".to_owned(),
        ),
        (
            |s| s["i18n"]["hi"]["address"] = json!({ "postalCode": "५८१३२६" }),
            "i18n.hi.address.postalCode",
            "Postal code is the same in every language and has no translation".to_owned(),
        ),
        (
            |s| s["i18n"]["mr"]["timezone"] = json!("Asia/Kolkata"),
            "i18n.mr.timezone",
            "Time zone is the same in every language and has no translation".to_owned(),
        ),
        (
            |s| s["i18n"]["kn"]["social"] = json!({ "youtube": "https://youtube.com/x" }),
            "i18n.kn.social",
            "The links are the same in every language and have no translation".to_owned(),
        ),
        (|s| s["i18n"]["kn"]["theme"] = json!("ಕತ್ತಲೆ"), "i18n.kn.theme", "Unknown field \"i18n.kn.theme\"".to_owned()),
        (
            |s| s["i18n"]["kn"]["priestName"] = json!("ಕ".repeat(101)),
            "i18n.kn.priestName",
            "Priest's name in Kannada must be at most 100 characters".to_owned(),
        ),
        (
            |s| s["i18n"]["hi"]["address"] = json!({ "street": "स".repeat(201) }),
            "i18n.hi.address.street",
            "Street in Hindi must be at most 200 characters".to_owned(),
        ),
        (
            |s| s["i18n"]["kn"]["tagline"] = json!("ಎರಡು\nಸಾಲು"),
            "i18n.kn.tagline",
            format!("Tagline in Kannada {invisible}"),
        ),
        (
            |s| s["i18n"]["mr"]["businessName"] = json!("संकल्प\u{202E}exe"),
            "i18n.mr.businessName",
            format!("Business name in Marathi {invisible}"),
        ),
        (
            |s| s["i18n"]["kn"]["priestName"] = json!(7),
            "i18n.kn.priestName",
            "Priest's name in Kannada must be text (\"\" shows the English)".to_owned(),
        ),
        (
            |s| s["i18n"]["kn"]["holySite"] = Value::Null,
            "i18n.kn.holySite",
            "Holy site in Kannada must be text (\"\" shows the English)".to_owned(),
        ),
        (
            |s| s["i18n"]["kn"] = json!("ಪಂಡಿತ್"),
            "i18n.kn",
            "The Kannada translation must be an object of texts".to_owned(),
        ),
        (
            |s| s["i18n"]["hi"]["address"] = json!("गोकर्ण"),
            "i18n.hi.address",
            "The address in Hindi must be an object of its lines".to_owned(),
        ),
        (
            |s| s["i18n"] = json!(["hi"]),
            "i18n",
            "i18n must be an object of translations by language (hi, mr, kn)".to_owned(),
        ),
        (
            |s| s["i18n"] = Value::Null,
            "i18n",
            "i18n must be an object of translations by language (hi, mr, kn)".to_owned(),
        ),
    ];
    for (change, field, message) in cases {
        let mut site = seeded_site();
        change(&mut site);
        let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, message);
        assert_eq!(field_errors(&body), [((*field).to_owned(), message.clone())], "{field}");
        assert_unchanged(&app, &was).await;
    }

    // The English and the translations at fault together, every field named at once; a good language
    // sent beside them is not saved either.
    let mut site = seeded_site();
    site["businessName"] = json!("");
    site["i18n"]["hi"]["priestName"] = json!("पंडित नया");
    site["i18n"]["kn"]["priestName"] = json!("ಕ".repeat(101));
    site["i18n"]["kn"]["email"] = json!("x@y.org");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let mut fields: Vec<String> = field_errors(&body).into_iter().map(|(f, _)| f).collect();
    assert_eq!(fields.remove(0), "businessName", "the English first");
    fields.sort();
    assert_eq!(fields, ["i18n.kn.email", "i18n.kn.priestName"]);
    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn a_save_without_translations_keeps_the_stored_ones() {
    let app = seeded().await;
    let (_, token) = app.admin().await;
    let mut site = default_site();
    site["tagline"] = json!("Saved by an older editor");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert_eq!(stored["tagline"], "Saved by an older editor");
    assert_eq!(stored["i18n"], seeded_site()["i18n"]);
    assert_eq!(body["data"]["site"]["i18n"], seeded_site()["i18n"]);

    // Sent with one language only: that one is replaced, the others kept.
    let mut site = default_site();
    site["i18n"] = json!({ "mr": { "holySite": "गोकर्ण" } });
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    assert_eq!(stored["i18n"]["mr"], json!({ "holySite": "गोकर्ण" }));
    assert_eq!(stored["i18n"]["hi"], seeded_site()["i18n"]["hi"]);
    assert_eq!(stored["i18n"]["kn"], seeded_site()["i18n"]["kn"]);
}

#[tokio::test]
async fn bodies_that_are_too_large_not_json_or_not_an_object_are_refused() {
    let app = seeded().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;

    let mut site = default_site();
    site["tagline"] = json!("x".repeat(17 * 1024));
    let (status, body) = put_raw(&app, Some(&token), "application/json", site.to_string()).await;
    assert_refused(status, &body, StatusCode::PAYLOAD_TOO_LARGE, "Request body too large (16 KiB at most)");

    let (status, body) = put_raw(&app, Some(&token), "application/json", "{\"businessName\": ").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["message"].as_str().unwrap().starts_with("Malformed JSON"), "{body}");

    let (status, body) = put_raw(&app, Some(&token), "application/json", "[1, 2]").await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "The site settings must be a JSON object");

    let (status, body) = put_raw(&app, Some(&token), "text/plain", DEFAULT_SITE).await;
    assert_refused(
        status,
        &body,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "Expected a JSON body (Content-Type: application/json)",
    );
    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn markup_is_saved_and_answered_as_the_text_it_is() {
    let app = seeded().await;
    let (_, token) = app.admin().await;
    let payloads = [
        ("businessName", "<script>alert(1)</script>"),
        ("tagline", "</script><script>alert(\"x\")</script>"),
        ("priestName", "\"'><img src=x onerror=alert(1)>"),
        ("copyrightCompany", "Sankalp & Sons <b>Ltd</b> {{7*7}} ${7*7}"),
        ("upiPayee", "'; DROP TABLE content_entries; --"),
    ];
    let mut site = default_site();
    for (field, payload) in payloads {
        site[field] = json!(payload);
    }
    site["address"]["street"] = json!("<!-- --><svg onload=alert(1)>");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site.clone())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(english(body["data"]["site"].clone()), site);
    let res = app.get("/api/v1/site").await;
    assert_eq!(common::header(&res, "content-type"), Some("application/json"));
    let text = common::body_text(res).await;
    // JSON strings: the bytes are escaped only as JSON requires, and read back exactly.
    assert!(text.contains(r#""tagline":"</script><script>alert(\"x\")</script>""#), "{text}");
    let read: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(english(read["data"]["site"].clone()), site);
    assert_eq!(app.pool.count("content_entries").await, sankalp_db::content::default_entries().unwrap().len() as i64);
}

fn entry(kind: &str, key: &str, position: i64, published: bool, body: Value) -> NewContentEntry {
    NewContentEntry { kind: kind.to_owned(), key: key.to_owned(), position, published, body }
}

#[tokio::test]
async fn pages_rituals_and_the_gallery_answer_what_is_published() {
    let app = spawn_empty().await;
    let entries = [
        entry("page", "home", 0, true, json!({"title": "Welcome <home>"})),
        entry("page", "secret", 1, false, json!({"title": "Draft"})),
        entry("ritual", "ganapati-homa", 1, true, json!({"title": "Ganapati Homa"})),
        entry("ritual", "satyanarayan", 0, true, json!({"title": "Satyanarayan Puja"})),
        entry("ritual", "draft-ritual", 2, false, json!({"title": "Not yet"})),
        entry("gallery", "one", 0, true, json!({"category": "vip", "alt": "One"})),
        entry("gallery", "two", 1, true, json!({"category": "all", "alt": "Two"})),
        entry("gallery", "three", 2, false, json!({"category": "vip", "alt": "Hidden"})),
    ];
    app.store.seed_content(&entries, Utc::now()).await.unwrap();

    let (status, body) = app.json("GET", "/api/v1/pages/home", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["page"]["key"], "home");
    assert_eq!(body["data"]["page"]["body"], json!({"title": "Welcome <home>"}));
    for path in ["/api/v1/pages/secret", "/api/v1/pages/missing", "/api/v1/pages/..%2Fsite", "/api/v1/pages/HOME"] {
        let (status, body) = app.json("GET", path, None, None).await;
        assert_refused(status, &body, StatusCode::NOT_FOUND, "Page not found");
    }

    let (status, body) = app.json("GET", "/api/v1/rituals", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let keys: Vec<&str> =
        body["data"]["rituals"].as_array().unwrap().iter().map(|r| r["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["satyanarayan", "ganapati-homa"]);
    let (status, body) = app.json("GET", "/api/v1/rituals/ganapati-homa", None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["ritual"]["body"]["title"], "Ganapati Homa");
    let (status, body) = app.json("GET", "/api/v1/rituals/draft-ritual", None, None).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Ritual not found");

    let alts = |body: &Value| -> Vec<String> {
        body["data"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["body"]["alt"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, body) = app.json("GET", "/api/v1/gallery", None, None).await;
    assert_eq!(alts(&body), ["One", "Two"]);
    let (_, body) = app.json("GET", "/api/v1/gallery?category=vip", None, None).await;
    assert_eq!(alts(&body), ["One"]);
    let (_, body) = app.json("GET", "/api/v1/gallery?category=all", None, None).await;
    assert_eq!(alts(&body), ["One", "Two"], "`all` is the whole gallery");
    for category in ["none", "%3Cscript%3E"] {
        let (status, body) = app.json("GET", &format!("/api/v1/gallery?category={category}"), None, None).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, "category must be vip or all");
        assert_eq!(field_errors(&body)[0].0, "category");
    }
}

#[tokio::test]
async fn the_history_lists_changes_and_restores_an_earlier_version() {
    let app = seeded().await;
    let (admin, token) = app.admin().await;
    for tagline in ["First tagline", "Second tagline"] {
        let mut site = default_site();
        site["tagline"] = json!(tagline);
        let (status, body) = app.json("PUT", "/api/v1/site", Some(&token), Some(site)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, body) = app.json("GET", "/api/v1/content/history", None, None).await;
    assert_refused(status, &body, StatusCode::UNAUTHORIZED, "Authentication required");
    let (status, body) = app.json("GET", "/api/v1/content/history?limit=0", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "limit must be a whole number from 1 to 200");

    let (status, body) = app.json("GET", "/api/v1/content/history", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let changes = body["data"]["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 2);
    assert_eq!(changes[0]["newBody"]["tagline"], "Second tagline");
    assert_eq!(changes[0]["oldBody"]["tagline"], "First tagline");
    assert_eq!(changes[1]["oldBody"], seeded_site());
    assert_eq!(changes[0]["changedBy"], admin.id.as_str());
    let first = changes[1]["id"].as_str().unwrap().to_owned();

    // Without a token, or naming no change: nothing happens.
    let was = before(&app).await;
    let restore = format!("/api/v1/content/history/{first}/restore");
    let (status, body) = app.json("POST", &restore, None, None).await;
    assert_refused(status, &body, StatusCode::UNAUTHORIZED, "Authentication required");
    for bad in ["0123456789abcdef0123456789abcdef", "not-an-id", "..%2F..%2Fsite"] {
        let (status, body) =
            app.json("POST", &format!("/api/v1/content/history/{bad}/restore"), Some(&token), None).await;
        assert_refused(status, &body, StatusCode::NOT_FOUND, "Change not found");
    }
    assert_unchanged(&app, &was).await;

    let (status, body) = app.json("POST", &restore, Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["body"]["tagline"], "First tagline");
    assert_eq!(body["data"]["version"], was.version + 1);
    let (_, read) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(read["data"]["site"]["tagline"], "First tagline");
    assert_eq!(app.pool.count("content_history").await, 3, "the restore is itself a change");
}
