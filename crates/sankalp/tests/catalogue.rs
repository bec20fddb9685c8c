//! The priest's catalogue editor through the real router (README "Editing rituals"): rituals created,
//! edited, renamed, reordered and deleted, categories renamed and reordered, every write seen on the
//! public pages in its answer; every refusal with its status, its message and nothing stored; and the
//! old site's addresses reaching a ritual with one 301.

use crate::common;
use crate::common::{TestApp, body_text, header, spawn};
use axum::http::StatusCode;
use serde_json::{Value, json};

async fn html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let res = app.get(path).await;
    (res.status(), body_text(res).await)
}

fn new_ritual(title: &str) -> Value {
    json!({
        "title": title,
        "category": "homa-havan",
        "summary": "A homa for the nine planets, offered in your name.",
        "description": "<p>First <strong>paragraph</strong>.</p><script>alert(1)</script><p onclick=\"x()\">Second.</p>",
        "benefits": { "heading": "Why", "points": [{ "title": "Calm", "description": "Peace at home." }] },
        "dakshina": 1100,
        "isPublished": true,
    })
}

/// Everything a refused write must leave as it was.
struct Before {
    version: i64,
    served: i64,
    history: i64,
    entries: i64,
    rituals: Vec<(String, i64, Value)>,
}

async fn before(app: &TestApp) -> Before {
    let rituals = app.store.content_entries("ritual", false).await.unwrap();
    Before {
        version: app.store.content_version().await.unwrap(),
        served: app.pages.version(),
        history: app.pool.count("content_history").await,
        entries: app.pool.count("content_entries").await,
        rituals: rituals.into_iter().map(|r| (r.key, r.position, r.body)).collect(),
    }
}

async fn assert_unchanged(app: &TestApp, was: &Before) {
    let now = before(app).await;
    assert_eq!(now.version, was.version, "the version moved");
    assert_eq!(now.served, was.served, "a version was served");
    assert_eq!(now.history, was.history, "a history row was written");
    assert_eq!(now.entries, was.entries, "an entry was added or removed");
    assert!(now.rituals == was.rituals, "a ritual changed");
}

fn assert_refused(status: StatusCode, body: &Value, want: StatusCode, message: &str) {
    assert_eq!(status, want, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["data"], Value::Null, "{body}");
    assert_eq!(body["message"], message, "{body}");
}

fn fields(body: &Value) -> Vec<String> {
    body["errors"]
        .as_array()
        .map(|e| e.iter().map(|e| e["field"].as_str().unwrap().to_owned()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_ritual_created_in_admin_is_on_its_pages_and_in_the_sitemap_when_the_answer_arrives() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) =
        app.json("POST", "/api/v1/rituals", Some(&token), Some(new_ritual("Navagraha Shanti Havan"))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let ritual = &body["data"]["ritual"];
    assert_eq!(ritual["key"], "navagraha-shanti-havan", "the slug is made from the title");
    assert_eq!(ritual["published"], true);
    assert_eq!(ritual["body"]["id"], 47, "the next id after the 46 defaults");
    assert_eq!(ritual["body"]["dakshina"], 1100);
    let description = ritual["body"]["description"].as_str().unwrap();
    assert_eq!(description, "<p>First <strong>paragraph</strong>.</p><p>Second.</p>", "the darshan sanitiser");

    // No waiting: the answer came once the pages were served.
    let (status, page) = html(&app, "/puja/navagraha-shanti-havan").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Navagraha Shanti Havan"), "its own page");
    assert!(page.contains("<p>First <strong>paragraph</strong>.</p><p>Second.</p>"), "the description as HTML");
    assert!(!page.contains("alert(1)"));
    assert!(page.contains("Suggested dakshina: ₹1,100"), "the dakshina in rupees");
    let (_, category) = html(&app, "/allpujas/homa-havan").await;
    assert!(category.contains("/puja/navagraha-shanti-havan"), "its category page lists it last");
    let (_, sitemap) = html(&app, "/sitemap.xml").await;
    assert!(sitemap.contains("/puja/navagraha-shanti-havan</loc>"));
    // The default rituals' paragraphs still render as paragraphs.
    let (_, old) = html(&app, "/puja/satyanarayan").await;
    assert!(old.contains("<p>"), "the default content's paragraphs");

    // The admin sees drafts; the public list does not.
    let mut draft = new_ritual("Quiet Draft");
    draft["isPublished"] = json!(false);
    let (status, _) = app.json("POST", "/api/v1/rituals", Some(&token), Some(draft)).await;
    assert_eq!(status, StatusCode::CREATED);
    let (_, public) = app.json("GET", "/api/v1/rituals", None, None).await;
    let (_, all) = app.json("GET", "/api/v1/rituals?all=true", Some(&token), None).await;
    let keys = |v: &Value| {
        v["data"]["rituals"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["key"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert!(!keys(&public).contains(&"quiet-draft".to_owned()));
    assert!(keys(&all).contains(&"quiet-draft".to_owned()));
    assert_eq!(html(&app, "/puja/quiet-draft").await.0, StatusCode::NOT_FOUND, "a draft has no page");
    let (status, body) = app.json("GET", "/api/v1/rituals?all=true", None, None).await;
    assert_refused(status, &body, StatusCode::UNAUTHORIZED, "Sign in as an administrator to see unpublished rituals");
}

#[tokio::test]
async fn an_edit_keeps_the_translations_and_a_new_slug_leaves_the_old_address_answering_301() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    // A translation stored with the ritual, as the translators' editor keeps it.
    let mut entry = app.store.content_entry("ritual", "satyanarayan").await.unwrap().unwrap();
    entry.body["i18n"] = json!({ "hi": { "title": "सत्यनारायण" } });
    let put = sankalp_db::NewContentEntry {
        kind: entry.kind,
        key: entry.key,
        position: entry.position,
        published: true,
        body: entry.body,
    };
    app.store.put_content_entry(&put, None, chrono::Utc::now()).await.unwrap();
    app.pages.refresh().await;

    let edit = json!({ "slug": "satyanarayan-katha", "summary": "Edited summary.", "dakshina": 100000 });
    let (status, body) = app.json("PATCH", "/api/v1/rituals/satyanarayan", Some(&token), Some(edit)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let saved = &body["data"]["ritual"]["body"];
    assert_eq!(saved["i18n"], json!({ "hi": { "title": "सत्यनारायण" } }), "translations kept");
    assert_eq!(saved["title"], "Satyanarayan", "fields not sent stay");
    assert!(saved["aliases"].as_array().unwrap().contains(&json!("satyanarayan")), "the old slug kept");
    assert!(app.store.content_entry("ritual", "satyanarayan").await.unwrap().is_none(), "the entry moved");

    let (status, page) = html(&app, "/puja/satyanarayan-katha").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Edited summary.") && page.contains("₹1,00,000"), "the edit shows at once");
    for old in ["/puja/satyanarayan", "/puja/Satyanarayan", "/puja/Satyanarayan%20Puja", "/puja/satyanarayan%20pooja"] {
        let res = app.get(old).await;
        assert_eq!(res.status(), StatusCode::MOVED_PERMANENTLY, "{old}");
        assert_eq!(header(&res, "location"), Some("/puja/satyanarayan-katha"), "{old}: one 301 to the new page");
    }
    // Cleared dakshina, and a new title keeps the old one as an old address.
    let edit = json!({ "title": "Satyanarayan Katha", "dakshina": null });
    let (status, body) = app.json("PATCH", "/api/v1/rituals/satyanarayan-katha", Some(&token), Some(edit)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["data"]["ritual"]["body"].get("dakshina").is_none());
    assert!(!html(&app, "/puja/satyanarayan-katha").await.1.contains("Suggested dakshina"));
}

#[tokio::test]
async fn a_deleted_ritual_answers_410_with_the_not_found_page_and_leaves_the_sitemap() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let history = app.pool.count("content_history").await;
    let (status, body) = app.json("DELETE", "/api/v1/rituals/kumbha-vivaha", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Ritual deleted");
    assert_eq!(app.pool.count("content_history").await, history + 2, "the removal and its gone address");
    let res = app.get("/puja/kumbha-vivaha").await;
    assert_eq!(res.status(), StatusCode::GONE);
    assert_eq!(header(&res, "x-robots-tag"), Some("noindex"));
    let page = body_text(res).await;
    assert!(page.contains("<meta name=\"robots\" content=\"noindex\"/>"), "the designed not-found page");
    assert!(!html(&app, "/sitemap.xml").await.1.contains("kumbha-vivaha"));
    assert!(!html(&app, "/allpujas/Parihara").await.1.contains("/puja/kumbha-vivaha"));
    let (status, body) = app.json("GET", "/api/v1/rituals/kumbha-vivaha", None, None).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Ritual not found");

    // The slug may be used again: the address is a page once more.
    let mut again = new_ritual("Kumbha Vivaha");
    again["category"] = json!("Parihara");
    let (status, body) = app.json("POST", "/api/v1/rituals", Some(&token), Some(again)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(html(&app, "/puja/kumbha-vivaha").await.0, StatusCode::OK);
}

#[tokio::test]
async fn rituals_move_within_their_category_and_categories_are_renamed_and_reordered() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let order = |app: &TestApp| {
        let store = app.store.clone();
        async move {
            let mut all = store.content_entries("ritual", false).await.unwrap();
            all.retain(|r| r.body["category"] == "Ancestors-rituals");
            all.into_iter().map(|r| r.key).collect::<Vec<_>>()
        }
    };
    assert_eq!(order(&app).await, ["narayana-bali", "pitru-paksha-shradha"]);
    let (status, body) =
        app.json("PATCH", "/api/v1/rituals/pitru-paksha-shradha", Some(&token), Some(json!({ "position": 0 }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(order(&app).await, ["pitru-paksha-shradha", "narayana-bali"]);
    let page = html(&app, "/allpujas/Ancestors-rituals").await.1;
    assert!(page.find("/puja/pitru-paksha-shradha").unwrap() < page.find("/puja/narayana-bali").unwrap());

    let (status, body) =
        app.json("PATCH", "/api/v1/categories/homa-havan", Some(&token), Some(json!({ "name": "Homa & Havan" }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(html(&app, "/allpujas/homa-havan").await.1.contains("Homa &amp; Havan"));

    let wanted = ["Ancestors-rituals", "pujas", "homa-havan", "festival-Pujas", "Parihara"];
    let (status, body) =
        app.json("PUT", "/api/v1/categories/order", Some(&token), Some(json!({ "order": wanted }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let keys: Vec<&str> =
        body["data"]["categories"].as_array().unwrap().iter().map(|c| c["key"].as_str().unwrap()).collect();
    assert_eq!(keys, wanted);
    let (_, public) = app.json("GET", "/api/v1/categories", None, None).await;
    assert_eq!(public["data"]["categories"][0]["key"], "Ancestors-rituals");
}

#[tokio::test]
async fn refused_writes_name_their_fields_and_store_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;

    let (status, body) = app.json("POST", "/api/v1/rituals", Some(&token), Some(json!({}))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Title is required");
    assert_eq!(fields(&body), ["title", "category", "summary", "description", "benefits"]);

    let mut bad = new_ritual("Bad");
    bad["slug"] = json!("Not A Slug");
    bad["category"] = json!("nowhere");
    bad["description"] = json!("<p><br></p><script>only()</script>");
    bad["dakshina"] = json!(10.5);
    bad["benefits"] = json!({ "heading": "Why", "points": [{ "title": "x", "description": "" }] });
    bad["colour"] = json!("red");
    bad["title"] = json!("Evil\u{202E}title");
    let (status, body) = app.json("POST", "/api/v1/rituals", Some(&token), Some(bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let mut named = fields(&body);
    named.sort();
    assert_eq!(
        named,
        ["benefits.points[0].description", "category", "colour", "dakshina", "description", "slug", "title"],
        "{body}"
    );

    let mut taken = new_ritual("Anything");
    taken["slug"] = json!("ganesh");
    let (status, body) = app.json("POST", "/api/v1/rituals", Some(&token), Some(taken)).await;
    assert_refused(status, &body, StatusCode::CONFLICT, "Another ritual already has this slug");
    let (status, body) =
        app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(json!({ "slug": "ganesh" }))).await;
    assert_refused(status, &body, StatusCode::CONFLICT, "Another ritual already has this slug");
    let (status, body) =
        app.json("PATCH", "/api/v1/rituals/no-such", Some(&token), Some(json!({ "title": "X" }))).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Ritual not found");
    let (status, body) = app.json("DELETE", "/api/v1/rituals/no-such", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Ritual not found");
    let (status, body) =
        app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(json!({ "dakshina": 0 }))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Dakshina must be whole rupees from 1 to 10000000, or null");
    let (status, body) =
        app.json("PATCH", "/api/v1/categories/nowhere", Some(&token), Some(json!({ "name": "X" }))).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Category not found");
    let (status, body) =
        app.json("PATCH", "/api/v1/categories/pujas", Some(&token), Some(json!({ "name": " " }))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "Name is required");
    let (status, body) =
        app.json("PUT", "/api/v1/categories/order", Some(&token), Some(json!({ "order": ["pujas", "pujas"] }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body), ["order"]);

    // Nobody signed in, and someone who is not an administrator.
    let (status, body) = app.json("POST", "/api/v1/rituals", None, Some(new_ritual("Sneaky"))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (_, user) = app.user_with_token("visitor", sankalp_db::Role::User).await;
    let (status, body) = app.json("DELETE", "/api/v1/rituals/ganesh", Some(&user), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");

    assert_unchanged(&app, &was).await;
    assert_eq!(html(&app, "/puja/ganesh").await.0, StatusCode::OK);
}

#[tokio::test]
async fn translations_saved_with_an_edit_show_on_the_language_pages_when_the_answer_arrives() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let stored = app.store.content_entry("ritual", "marriage").await.unwrap().unwrap();
    let kannada = stored.body["i18n"]["kn"].clone();
    assert!(kannada["title"].is_string(), "the default translations are seeded");

    // The editor's save: the English (its description made HTML) and Hindi, a benefit left to English and
    // the image's description emptied; Kannada is not sent.
    let edit = json!({
        "description": "<p>The wedding rite.</p>",
        "i18n": { "hi": {
            "title": "  विवाह संस्कार ",
            "summary": "",
            "description": "<p>विवाह <strong>संस्कार</strong>।</p><script>alert(1)</script><p onclick=\"x()\">दूसरा।</p>",
            "benefits": { "heading": "लाभ", "points": [null, { "title": "", "description": "शुभ शुरुआत" }] },
            "imageAlt": " ",
        } },
    });
    let (status, body) = app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(edit)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let saved = &body["data"]["ritual"]["body"]["i18n"];
    assert_eq!(
        saved["hi"],
        json!({
            "title": "विवाह संस्कार",
            "description": "<p>विवाह <strong>संस्कार</strong>।</p><p>दूसरा।</p>",
            "benefits": { "heading": "लाभ", "points": [null, { "description": "शुभ शुरुआत" }] },
        }),
        "trimmed, cleaned like the English, blank texts left out"
    );
    assert_eq!(saved["kn"]["title"], kannada["title"], "a language not sent is kept");
    assert!(
        saved["kn"]["description"].as_str().is_some_and(|d| d.starts_with("<p>")),
        "a kept translation's paragraphs follow the English made HTML: {}",
        saved["kn"]["description"]
    );

    let (status, page) = html(&app, "/hi/puja/marriage").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("विवाह संस्कार") && page.contains("<strong>संस्कार</strong>"), "{page}");
    assert!(page.contains("शुभ शुरुआत") && !page.contains("alert(1)"));
    let summary = stored.body["summary"].as_str().unwrap();
    assert!(page.contains(&format!("<span lang=\"en\">{summary}</span>")), "an emptied text shows the English");
    let (_, kn) = html(&app, "/kn/puja/marriage").await;
    assert!(kn.contains(kannada["title"].as_str().unwrap()), "Kannada still shows");

    // An emptied language stays (the default translations are not put back over it).
    let (status, body) =
        app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(json!({ "i18n": { "hi": {} } }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["ritual"]["body"]["i18n"]["hi"], json!({}));
    let (_, page) = html(&app, "/hi/puja/marriage").await;
    assert!(page.contains("<h1><span lang=\"en\">Marriage</span></h1>"), "{page}");
}

#[tokio::test]
async fn refused_translations_name_their_fields_and_store_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;
    let points = app.store.content_entry("ritual", "marriage").await.unwrap().unwrap().body["benefits"]["points"]
        .as_array()
        .unwrap()
        .len();
    let mut too_many = vec![Value::Null; points];
    too_many.push(json!({ "description": "one more" }));

    let cases = [
        (json!({ "fr": { "title": "Mariage" } }), "i18n.fr", "i18n.fr: the languages are hi, mr, kn"),
        (json!(["hi"]), "i18n", "i18n must be an object of translations by language"),
        (json!({ "hi": "विवाह" }), "i18n.hi", "i18n.hi must be an object"),
        (
            json!({ "hi": { "title": "x".repeat(121) } }),
            "i18n.hi.title",
            "i18n.hi.title must be at most 120 characters",
        ),
        (json!({ "hi": { "title": 7 } }), "i18n.hi.title", "i18n.hi.title must be text"),
        (
            json!({ "hi": { "summary": "a\u{202E}b" } }),
            "i18n.hi.summary",
            "i18n.hi.summary must not contain control characters",
        ),
        (
            json!({ "hi": { "slug": "vivah" } }),
            "i18n.hi.slug",
            "i18n.hi.slug is not a text of this ritual to translate",
        ),
        (
            json!({ "hi": { "dakshina": 5 } }),
            "i18n.hi.dakshina",
            "i18n.hi.dakshina is not a text of this ritual to translate",
        ),
        (
            json!({ "hi": { "description": ["विवाह"] } }),
            "i18n.hi.description",
            "i18n.hi.description must be HTML text, as the English is",
        ),
        (
            json!({ "hi": { "benefits": { "points": too_many } } }),
            "i18n.hi.benefits.points",
            &format!("i18n.hi.benefits.points must have at most the English's {points} items"),
        ),
        (
            json!({ "mr": { "benefits": { "points": [{ "colour": "red" }] } } }),
            "i18n.mr.benefits.points[0].colour",
            "i18n.mr.benefits.points[0].colour is not a text of this ritual to translate",
        ),
    ];
    // The English made HTML first (the editor's first save), as the description cases expect.
    let (status, body) = app
        .json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(json!({ "description": "<p>Rite.</p>" })))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let was_html = before(&app).await;
    for (i18n, field, message) in cases {
        let edit = json!({ "summary": "Changed with a bad translation.", "i18n": i18n });
        let (status, body) = app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(edit)).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, message);
        assert_eq!(fields(&body), [field], "{body}");
    }
    // The default content's paragraphs are translated index by index, no more than the English has.
    let (status, body) = app
        .json(
            "PATCH",
            "/api/v1/rituals/ganesh",
            Some(&token),
            Some(json!({ "i18n": { "kn": { "description": [null, null, null, null, null, null, null, null, null, "x"] } } })),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body), ["i18n.kn.description"], "{body}");
    // Every fault at once, and none saved with a good one beside it.
    let edit = json!({ "i18n": { "hi": { "title": "ठीक" }, "mr": { "title": "", "summary": 1, "image": "x" } } });
    let (status, body) = app.json("PATCH", "/api/v1/rituals/marriage", Some(&token), Some(edit)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let mut named = fields(&body);
    named.sort();
    assert_eq!(named, ["i18n.mr.image", "i18n.mr.summary"], "{body}");
    // A new ritual takes its translations with a later edit.
    let mut create = new_ritual("Translated");
    create["i18n"] = json!({ "hi": { "title": "अनुवाद" } });
    let (status, body) = app.json("POST", "/api/v1/rituals", Some(&token), Some(create)).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "i18n is not a field of a ritual");

    assert_unchanged(&app, &was_html).await;
    assert!(was.rituals != was_html.rituals, "only the English edit was stored");
    assert!(!html(&app, "/hi/puja/marriage").await.1.contains("ठीक"));
}

#[tokio::test]
async fn the_old_sites_addresses_reach_a_ritual_with_one_301() {
    let app = spawn().await;
    let cases = [
        ("/puja/Marriage%20Puja", "/puja/marriage"),
        ("/puja/Navagraha%20Havan", "/puja/navagraha"),
        ("/puja/navagraha%20homa", "/puja/navagraha"),
        ("/puja/NavagrahaHomam", "/puja/navagraha"),
        ("/puja/Shatru%20Samhara%20Homa", "/puja/shatru-samhara"),
        ("/puja/Udaka%20Shanti%20Pooja", "/puja/udaka-shanti"),
        ("/puja/UDAKASHANTI", "/puja/udaka-shanti"),
        ("/puja/Griha%20Pravesh%20Puja", "/puja/griha-pravesh"),
        ("/puja/Gana%20Homa", "/puja/gana-homa"),
        ("/puja/Gana%20Havan", "/puja/gana-homa"),
        ("/puja/Diwali%20Lakshmi%20Puja", "/puja/diwali-lakshmi-puja"),
        ("/puja/Diwali%20Lakshmi", "/puja/diwali-lakshmi-puja"),
    ];
    for (old, new) in cases {
        let res = app.get(old).await;
        assert_eq!(res.status(), StatusCode::MOVED_PERMANENTLY, "{old}");
        assert_eq!(header(&res, "location"), Some(new), "{old}");
        let target = app.get(new).await;
        assert_eq!(target.status(), StatusCode::OK, "{old} → {new} is a page: one 301 only");
    }
    for unknown in ["/puja/Puja", "/puja/Havan", "/puja/nothing%20puja", "/other/Marriage%20Puja"] {
        assert_eq!(app.get(unknown).await.status(), StatusCode::NOT_FOUND, "{unknown}");
    }
}

/// Sends the multipart `parts` to `/api/v1/rituals/{slug}/image` as `token`.
async fn upload_image(app: &TestApp, slug: &str, token: &str, parts: &[common::darshan::Part]) -> (StatusCode, Value) {
    app.post_multipart(&format!("/api/v1/rituals/{slug}/image"), Some(token), parts).await
}

#[tokio::test]
async fn a_ritual_photo_is_stored_as_webp_widths_and_shown_with_srcset_and_bad_files_are_refused() {
    use common::darshan::{file, jpeg, png, png_declaring, text};
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let was = before(&app).await;
    let alt = text("alt", "A sacred fire in a square altar");
    let refusals: [(&str, Vec<common::darshan::Part>, &str); 5] = [
        (
            "an HTML file",
            vec![file("image", "photo.jpg", "image/jpeg", b"<html><script>x()</script></html>"), alt.clone()],
            "Invalid image file",
        ),
        (
            "50,000 x 50,000 pixels",
            vec![file("image", "big.png", "image/png", &png_declaring(50_000, 50_000)), alt.clone()],
            "Image dimensions are too large: at most 10000 pixels a side and 50 megapixels",
        ),
        (
            "a truncated JPEG",
            vec![file("image", "cut.jpg", "image/jpeg", &jpeg(800, 600)[..900]), alt.clone()],
            "Invalid image file",
        ),
        (
            "no alt",
            vec![file("image", "ok.png", "image/png", &png(400, 300))],
            "Describe the image (alt) for people who cannot see it",
        ),
        ("no image", vec![alt.clone()], "Image is required"),
    ];
    for (what, parts, message) in refusals {
        let (status, body) = upload_image(&app, "ganesh", &token, &parts).await;
        assert_refused(status, &body, StatusCode::BAD_REQUEST, message);
        assert!(
            app.media_files().iter().all(|f| f.starts_with(".tmp"))
                && !app.media_files().iter().any(|f| f.ends_with(".webp")),
            "{what}: nothing stored"
        );
    }
    let (status, body) =
        upload_image(&app, "no-such", &token, &[file("image", "a.png", "image/png", &png(40, 30)), alt.clone()]).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Ritual not found");
    assert_unchanged(&app, &was).await;

    // A PNG named .jpg is a PNG: accepted by what it is.
    let (status, body) =
        upload_image(&app, "ganesh", &token, &[file("image", "photo.jpg", "image/jpeg", &png(1200, 900)), alt]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let photo = &body["data"]["ritual"]["body"]["photo"];
    assert_eq!(body["data"]["ritual"]["body"]["imageAlt"], "A sacred fire in a square altar");
    let variants = photo["variants"].as_array().unwrap();
    assert!(variants.len() >= 2, "{photo}");
    let stored: Vec<String> = app.media_files().into_iter().filter(|f| f.ends_with(".webp")).collect();
    assert_eq!(stored.len(), variants.len());
    for variant in variants {
        let url = variant["url"].as_str().unwrap();
        let res = app.get(url).await;
        assert_eq!(res.status(), StatusCode::OK, "{url}");
        assert_eq!(header(&res, "content-type"), Some("image/webp"));
    }
    let (_, page) = html(&app, "/puja/ganesh").await;
    assert!(
        page.contains("srcSet=\"/media/rituals/") || page.contains("srcset=\"/media/rituals/"),
        "the page shows it"
    );
    assert!(page.contains("alt=\"A sacred fire in a square altar\""));
    let (_, card) = html(&app, "/allpujas/pujas").await;
    assert!(card.contains("/media/rituals/") && card.contains("loading=\"lazy\""), "the card shows it, lazily");
}
