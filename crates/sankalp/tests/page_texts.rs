//! The editors of the pages' texts and the pilgrimage sites through the real router (ARCHITECTURE.md §3,
//! §5): every save shows on its page when it is answered and keeps the translations; every refusal has its
//! status, its message and nothing stored; the history of one entry and its restore; the preview draws
//! the change without saving or serving it.

use crate::common;
use crate::common::{TestApp, body_text, spawn};
use axum::http::StatusCode;
use sankalp_db::{NewContentEntry, Role};
use serde_json::{Value, json};

async fn html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let res = app.get(path).await;
    let status = res.status();
    (status, body_text(res).await)
}

async fn body_of(app: &TestApp, kind: &str, key: &str) -> Option<Value> {
    app.store.content_entry(kind, key).await.unwrap().map(|e| e.body)
}

/// Everything a refused or previewed request must leave as it was.
struct Before {
    version: i64,
    served: i64,
    history: i64,
    entries: i64,
    about: Value,
}

async fn before(app: &TestApp) -> Before {
    Before {
        version: app.store.content_version().await.unwrap(),
        served: app.pages.version(),
        history: app.pool.count("content_history").await,
        entries: app.pool.count("content_entries").await,
        about: body_of(app, "page", "about").await.unwrap(),
    }
}

async fn assert_unchanged(app: &TestApp, was: &Before) {
    assert_eq!(app.store.content_version().await.unwrap(), was.version, "the version moved");
    assert_eq!(app.pages.version(), was.served, "another version is served");
    assert_eq!(app.pool.count("content_history").await, was.history, "a history row was written");
    assert_eq!(app.pool.count("content_entries").await, was.entries, "an entry was added or removed");
    assert_eq!(body_of(app, "page", "about").await.unwrap(), was.about, "the about page changed");
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
        .map_or_else(Vec::new, |errors| errors.iter().map(|e| e["field"].as_str().unwrap().to_owned()).collect())
}

/// The about page with a translation stored beside its English text, as the translators leave it.
async fn with_hindi(app: &TestApp) -> Value {
    let mut body = body_of(app, "page", "about").await.unwrap();
    body["i18n"] = json!({ "hi": { "title": "हमारे बारे में" } });
    let entry = NewContentEntry { kind: "page".into(), key: "about".into(), position: 0, published: true, body };
    app.store.put_content_entry(&entry, None, chrono::Utc::now()).await.unwrap();
    assert!(app.pages.refresh().await);
    body_of(app, "page", "about").await.unwrap()
}

fn english(mut body: Value) -> Value {
    body.as_object_mut().unwrap().remove("i18n");
    body
}

#[tokio::test]
async fn a_page_save_shows_on_its_page_when_answered_keeps_the_translations_and_names_its_author() {
    let app = spawn().await;
    let (_, token) = app.user_with_token("editor", Role::Admin).await;
    let stored = with_hindi(&app).await;
    let mut body = english(stored.clone());
    body["intro"][0] = json!("Pandit ji has served pilgrims at Gokarna for fifteen years.");

    let (status, answer) = app.json("PUT", "/api/v1/pages/about", Some(&token), Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["message"], "Page saved");
    assert_eq!(
        answer["data"]["page"]["body"]["intro"][0],
        "Pandit ji has served pilgrims at Gokarna for fifteen years."
    );
    assert_eq!(answer["data"]["version"], app.store.content_version().await.unwrap());

    // Served before the answer: no waiting for a poll.
    let (status, page) = html(&app, "/about-us").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Pandit ji has served pilgrims at Gokarna for fifteen years."), "{page}");
    let saved = body_of(&app, "page", "about").await.unwrap();
    assert_eq!(saved["i18n"], stored["i18n"], "the translations were kept");
    assert_eq!(saved["intro"][1], stored["intro"][1]);

    let (status, history) = app.json("GET", "/api/v1/content/history?entity=page&id=about", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{history}");
    let changes = history["data"]["changes"].as_array().unwrap();
    assert!(changes.iter().all(|c| c["kind"] == "page" && c["key"] == "about"), "{history}");
    assert_eq!(changes[0]["changedByName"], "Full editor", "the administrator named as the admin area shows them");
    assert_eq!(changes[0]["changedBy"], "user-editor");
    assert_eq!(changes[0]["newBody"]["intro"][0], saved["intro"][0]);
    assert_eq!(changes[1]["changedByName"], Value::Null, "the translators' write was the server's own");

    // The translations a body carries replace the stored ones, checked.
    let mut body = english(saved.clone());
    body["i18n"] = json!({ "mr": { "title": "आमच्याबद्दल" } });
    let (status, answer) = app.json("PUT", "/api/v1/pages/about", Some(&token), Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(body_of(&app, "page", "about").await.unwrap()["i18n"], json!({ "mr": { "title": "आमच्याबद्दल" } }));
}

#[tokio::test]
async fn every_page_key_takes_its_own_texts_back() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    for key in ["home", "about", "astrology", "contact", "dharmik", "gallery", "darshan", "terms", "policy", "footer"] {
        let body = body_of(&app, "page", key).await.unwrap();
        let (status, answer) = app.json("PUT", &format!("/api/v1/pages/{key}"), Some(&token), Some(body.clone())).await;
        assert_eq!(status, StatusCode::OK, "{key}: {answer}");
        assert_eq!(body_of(&app, "page", key).await.unwrap(), body, "{key}");
    }
}

#[tokio::test]
async fn refused_page_saves_name_their_fields_and_store_nothing() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (_, viewer) = app.user_with_token("viewer", Role::User).await;
    let about = english(body_of(&app, "page", "about").await.unwrap());
    let was = before(&app).await;

    let (status, body) = app.json("PUT", "/api/v1/pages/about", None, Some(about.clone())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["success"], false);
    let (status, body) = app.json("PUT", "/api/v1/pages/about", Some(&viewer), Some(about.clone())).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let (status, body) = app.json("PUT", "/api/v1/pages/nope", Some(&admin), Some(about.clone())).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Page not found");
    let (status, body) = app.json("PUT", "/api/v1/pages/about", Some(&admin), Some(json!(["x"]))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "The page must be a JSON object");

    let mut bad = about.clone();
    bad["title"] = json!("");
    bad["intro"][1] = json!("x".repeat(5_001));
    bad["languages"] = json!("Hindi");
    bad["blocks"][0]["heading"] = json!("A\u{202E}B");
    bad["blocks"][1]["image"] = json!("../../etc/passwd");
    bad["favourite"] = json!("?");
    bad.as_object_mut().unwrap().remove("name");
    let (status, body) = app.json("PUT", "/api/v1/pages/about", Some(&admin), Some(bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let mut got = fields(&body);
    got.sort();
    assert_eq!(
        got,
        ["blocks[0].heading", "blocks[1].image", "favourite", "intro[1]", "languages", "name", "title"],
        "{body}"
    );
    assert_eq!(body["data"], Value::Null);
    assert!(
        body["errors"].as_array().unwrap().iter().any(|e| e["message"] == "intro[1] must be at most 5000 characters")
    );

    let mut bad = about.clone();
    bad["i18n"] = json!({ "fr": { "title": "À propos" }, "hi": { "photo": "x" } });
    let (status, body) = app.json("PUT", "/api/v1/pages/about", Some(&admin), Some(bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body), ["i18n.fr", "i18n.hi.photo"]);

    let mut bad = english(body_of(&app, "page", "home").await.unwrap());
    bad["services"][0]["to"] = json!("javascript:alert(1)");
    let (status, body) = app.json("PUT", "/api/v1/pages/home", Some(&admin), Some(bad)).await;
    assert_refused(
        status,
        &body,
        StatusCode::BAD_REQUEST,
        "services[0].to must be a path of this site, such as /contact",
    );

    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn pilgrimage_sites_are_created_published_ordered_and_removed() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let mut site = english(body_of(&app, "pilgrimage", "brahma-sarovar").await.unwrap());
    site["slug"] = json!("gokarna-beach");
    site["title"] = json!("Gokarna Om Beach");

    let (status, answer) = app.json("POST", "/api/v1/pilgrimage", Some(&token), Some(site.clone())).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    assert_eq!(answer["data"]["site"]["isPublished"], false, "a new site is a draft");
    assert_eq!(html(&app, "/details/gokarna-beach").await.0, StatusCode::NOT_FOUND, "a draft is on no page");
    let (status, _) = app.json("GET", "/api/v1/pages/pilgrimage/gokarna-beach", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a draft is the administrator's");
    let (status, listed) = app.json("GET", "/api/v1/pilgrimage", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    let slugs: Vec<&str> =
        listed["data"]["sites"].as_array().unwrap().iter().map(|s| s["key"].as_str().unwrap()).collect();
    assert_eq!(slugs.last(), Some(&"gokarna-beach"), "added at the end");

    let (status, answer) = app.json("POST", "/api/v1/pilgrimage", Some(&token), Some(site.clone())).await;
    assert_refused(status, &answer, StatusCode::CONFLICT, "A pilgrimage site with that slug exists");

    site["isPublished"] = json!(true);
    let (status, answer) =
        app.json("PUT", "/api/v1/pages/pilgrimage/gokarna-beach", Some(&token), Some(site.clone())).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let (status, page) = html(&app, "/details/gokarna-beach").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Gokarna Om Beach"));
    let (status, public) = app.json("GET", "/api/v1/pilgrimage", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(public["data"]["sites"].as_array().unwrap().iter().any(|s| s["key"] == "gokarna-beach"));

    // Order: every slug once, the new one first.
    let mut order: Vec<String> = slugs.iter().map(|s| (*s).to_owned()).collect();
    order.rotate_right(1);
    let (status, answer) =
        app.json("PUT", "/api/v1/pilgrimage/order", Some(&token), Some(json!({ "slugs": order }))).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let stored: Vec<String> =
        app.store.content_entries("pilgrimage", false).await.unwrap().into_iter().map(|e| e.key).collect();
    assert_eq!(stored, order);
    assert_eq!(app.pages.version(), app.store.content_version().await.unwrap(), "the new order is served");

    let (status, answer) = app.json("DELETE", "/api/v1/pages/pilgrimage/gokarna-beach", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(html(&app, "/details/gokarna-beach").await.0, StatusCode::NOT_FOUND, "gone with the answer");
    assert_eq!(body_of(&app, "pilgrimage", "gokarna-beach").await, None);
    let (_, history) =
        app.json("GET", "/api/v1/content/history?entity=pilgrimage&id=gokarna-beach", Some(&token), None).await;
    let changes = history["data"]["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 3, "{history}");
    assert_eq!(changes[0]["newBody"], Value::Null, "the removal is recorded");
    assert_eq!(changes[0]["oldBody"]["title"], "Gokarna Om Beach");
}

#[tokio::test]
async fn refused_pilgrimage_writes_store_nothing() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let site = english(body_of(&app, "pilgrimage", "brahma-sarovar").await.unwrap());
    let was = before(&app).await;
    let sites_before = app.store.content_entries("pilgrimage", false).await.unwrap();

    let mut bad = site.clone();
    bad["slug"] = json!("Not A Slug");
    let (status, body) = app.json("POST", "/api/v1/pilgrimage", Some(&token), Some(bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body), ["slug"]);
    let mut bad = site.clone();
    bad["slug"] = json!("new-site");
    bad["details"] = json!([1]);
    bad["isPublished"] = json!("yes");
    let (status, body) = app.json("POST", "/api/v1/pilgrimage", Some(&token), Some(bad.clone())).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "isPublished must be true or false");
    bad["isPublished"] = json!(true);
    let (status, body) = app.json("POST", "/api/v1/pilgrimage", Some(&token), Some(bad)).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "details[0] must be text");
    let (status, body) = app.json("POST", "/api/v1/pilgrimage", None, Some(site.clone())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");

    let (status, body) = app.json("PUT", "/api/v1/pages/pilgrimage/nowhere", Some(&token), Some(site.clone())).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Pilgrimage site not found");
    let mut renamed = site.clone();
    renamed["slug"] = json!("elsewhere");
    let (status, body) = app.json("PUT", "/api/v1/pages/pilgrimage/brahma-sarovar", Some(&token), Some(renamed)).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "slug is the site's address and cannot be changed here");
    let (status, body) = app.json("DELETE", "/api/v1/pages/pilgrimage/nowhere", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "Pilgrimage site not found");
    let (status, body) = app.json("DELETE", "/api/v1/pages/pilgrimage/brahma-sarovar", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");

    let mut order: Vec<String> = sites_before.iter().map(|e| e.key.clone()).collect();
    order.pop();
    let (status, body) =
        app.json("PUT", "/api/v1/pilgrimage/order", Some(&token), Some(json!({ "slugs": order.clone() }))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "slugs must name every pilgrimage site once");
    order.push(order[0].clone());
    let (status, body) =
        app.json("PUT", "/api/v1/pilgrimage/order", Some(&token), Some(json!({ "slugs": order }))).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "slugs must name every pilgrimage site once");

    assert_unchanged(&app, &was).await;
    assert_eq!(app.store.content_entries("pilgrimage", false).await.unwrap(), sites_before);
}

#[tokio::test]
async fn an_older_version_restored_is_saved_as_a_new_one_and_held_to_todays_rules() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let first = english(body_of(&app, "page", "contact").await.unwrap());
    let mut second = first.clone();
    second["title"] = json!("Reach the priest");
    let (status, _) = app.json("PUT", "/api/v1/pages/contact", Some(&token), Some(second)).await;
    assert_eq!(status, StatusCode::OK);
    let mut third = first.clone();
    third["title"] = json!("Write to us");
    let (status, _) = app.json("PUT", "/api/v1/pages/contact", Some(&token), Some(third)).await;
    assert_eq!(status, StatusCode::OK);

    let (_, history) = app.json("GET", "/api/v1/content/history?entity=page&id=contact", Some(&token), None).await;
    let changes = history["data"]["changes"].as_array().unwrap().clone();
    assert_eq!(changes.len(), 2);
    assert_eq!(changes[1]["newBody"]["title"], "Reach the priest");
    let id = changes[1]["id"].as_str().unwrap();
    let (status, answer) = app.json("POST", &format!("/api/v1/content/history/{id}/restore"), Some(&token), None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(body_of(&app, "page", "contact").await.unwrap()["title"], "Reach the priest");
    assert!(html(&app, "/contact").await.1.contains("Reach the priest"));
    let (_, history) = app.json("GET", "/api/v1/content/history?entity=page&id=contact", Some(&token), None).await;
    assert_eq!(history["data"]["changes"].as_array().unwrap().len(), 3, "the restore is a new version");

    // A version that today's rules refuse (written before them) is not restored.
    let mut old = first.clone();
    old["title"] = json!("Bad\u{7}title");
    let entry = NewContentEntry { kind: "page".into(), key: "contact".into(), position: 0, published: true, body: old };
    app.store.put_content_entry(&entry, None, chrono::Utc::now()).await.unwrap();
    let (status, _) = app.json("PUT", "/api/v1/pages/contact", Some(&token), Some(first)).await;
    assert_eq!(status, StatusCode::OK);
    let (_, history) = app.json("GET", "/api/v1/content/history?entity=page&id=contact", Some(&token), None).await;
    let bad_id = history["data"]["changes"][1]["id"].as_str().unwrap().to_owned();
    let was = before(&app).await;
    let (status, body) =
        app.json("POST", &format!("/api/v1/content/history/{bad_id}/restore"), Some(&token), None).await;
    assert_refused(
        status,
        &body,
        StatusCode::BAD_REQUEST,
        "title must be plain text without line breaks, control or direction-override characters",
    );
    assert_unchanged(&app, &was).await;
}

#[tokio::test]
async fn the_history_filter_is_checked() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = app.json("GET", "/api/v1/content/history?entity=page", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "id is required with entity");
    let (status, body) = app.json("GET", "/api/v1/content/history?id=about", Some(&token), None).await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "entity is required with id");
    let (status, body) = app.json("GET", "/api/v1/content/history?entity=Page%20X&id=about", Some(&token), None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(fields(&body), ["entity"]);
    let (status, _) = app.json("GET", "/api/v1/content/history?entity=page&id=about", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_preview_draws_the_change_without_saving_or_serving_it() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, viewer) = app.user_with_token("viewer", Role::User).await;
    let mut about = english(body_of(&app, "page", "about").await.unwrap());
    about["intro"][0] = json!("A sentence only the preview has.");
    let was = before(&app).await;
    let served_before = html(&app, "/about-us").await.1;

    let request = json!({ "kind": "page", "key": "about", "body": about });
    let (status, answer) = app.json("POST", "/api/v1/preview", Some(&token), Some(request.clone())).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["data"]["path"], "/about-us");
    let drawn = answer["data"]["html"].as_str().unwrap();
    assert!(drawn.starts_with("<!DOCTYPE html>"));
    assert!(drawn.contains("A sentence only the preview has."));
    assert_eq!(html(&app, "/about-us").await.1, served_before, "the served page is as it was");
    assert_unchanged(&app, &was).await;

    // Another page the entry shows on, and a pilgrimage site not yet created.
    let mut footer = english(body_of(&app, "page", "footer").await.unwrap());
    footer["about"] = json!("A footer only the preview has.");
    let (status, answer) = app
        .json(
            "POST",
            "/api/v1/preview",
            Some(&token),
            Some(json!({ "kind": "page", "key": "footer", "body": footer, "path": "/contact" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert!(answer["data"]["html"].as_str().unwrap().contains("A footer only the preview has."));
    let mut site = english(body_of(&app, "pilgrimage", "brahma-sarovar").await.unwrap());
    site["slug"] = json!("new-site");
    site["title"] = json!("A site only the preview has");
    let (status, answer) = app
        .json(
            "POST",
            "/api/v1/preview",
            Some(&token),
            Some(json!({ "kind": "pilgrimage", "key": "new-site", "body": site })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["data"]["path"], "/details/new-site");
    assert!(answer["data"]["html"].as_str().unwrap().contains("A site only the preview has"));

    // Refusals: who, what and where.
    let (status, _) = app.json("POST", "/api/v1/preview", None, Some(request.clone())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.json("POST", "/api/v1/preview", Some(&viewer), Some(request)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = app
        .json("POST", "/api/v1/preview", Some(&token), Some(json!({ "kind": "users", "key": "x", "body": {} })))
        .await;
    assert_refused(
        status,
        &body,
        StatusCode::BAD_REQUEST,
        "kind must be page, pilgrimage, site, ritual, category or gallery",
    );
    let mut bad = about.clone();
    bad["title"] = json!(1);
    let (status, body) = app
        .json("POST", "/api/v1/preview", Some(&token), Some(json!({ "kind": "page", "key": "about", "body": bad })))
        .await;
    assert_refused(status, &body, StatusCode::BAD_REQUEST, "title must be text");
    let (status, body) = app
        .json(
            "POST",
            "/api/v1/preview",
            Some(&token),
            Some(json!({ "kind": "page", "key": "about", "body": about, "path": "/no-such-page" })),
        )
        .await;
    assert_refused(status, &body, StatusCode::NOT_FOUND, "That page does not exist with this change");
    assert_unchanged(&app, &was).await;
}

/// Sends the multipart `parts` to `/api/v1/pages/{key}/image` as `token`.
async fn upload_page_image(
    app: &TestApp,
    key: &str,
    token: &str,
    parts: &[common::darshan::Part],
) -> (StatusCode, Value) {
    app.post_multipart(&format!("/api/v1/pages/{key}/image"), Some(token), parts).await
}

/// What a refused upload is: what it is, the page, the parts, and the status, message and field named.
type Refusal = (&'static str, &'static str, Vec<common::darshan::Part>, StatusCode, &'static str, &'static str);

fn stored_webp(app: &TestApp) -> Vec<String> {
    app.media_files().into_iter().filter(|f| f.ends_with(".webp")).collect()
}

#[tokio::test]
async fn the_priests_portrait_and_a_blocks_picture_take_a_photo_of_his_own_and_bad_uploads_store_nothing() {
    use common::darshan::{file, jpeg, png, png_declaring, text};
    let app = spawn().await;
    let (_, token) = app.user_with_token("editor", Role::Admin).await;
    let with_translation = with_hindi(&app).await;
    let was = before(&app).await;
    let alt = text("alt", "Panditji at the Gokarna seashore at dawn");
    let photo = || file("image", "me.png", "image/png", &png(900, 1200));
    let refusals: Vec<Refusal> = vec![
        (
            "an HTML file",
            "about",
            vec![
                text("field", "photo"),
                file("image", "me.jpg", "image/jpeg", b"<html><script>x()</script></html>"),
                alt.clone(),
            ],
            StatusCode::BAD_REQUEST,
            "Invalid image file",
            "image",
        ),
        (
            "50,000 x 50,000 pixels",
            "about",
            vec![
                text("field", "photo"),
                file("image", "big.png", "image/png", &png_declaring(50_000, 50_000)),
                alt.clone(),
            ],
            StatusCode::BAD_REQUEST,
            "Image dimensions are too large: at most 10000 pixels a side and 50 megapixels",
            "image",
        ),
        (
            "a truncated JPEG",
            "about",
            vec![text("field", "photo"), file("image", "cut.jpg", "image/jpeg", &jpeg(800, 600)[..900]), alt.clone()],
            StatusCode::BAD_REQUEST,
            "Invalid image file",
            "image",
        ),
        (
            "no description",
            "about",
            vec![text("field", "photo"), photo()],
            StatusCode::BAD_REQUEST,
            "Describe the image (alt) for people who cannot see it",
            "alt",
        ),
        (
            "no field",
            "about",
            vec![photo(), alt.clone()],
            StatusCode::BAD_REQUEST,
            "field is required: which picture to replace",
            "field",
        ),
        (
            "a block that does not exist",
            "about",
            vec![text("field", "blocks[40].image"), photo(), alt.clone()],
            StatusCode::BAD_REQUEST,
            "field must name a picture of this page: photo, or blocks[N].image for a block that exists",
            "field",
        ),
        (
            "a text field",
            "about",
            vec![text("field", "blocks[0].heading"), photo(), alt.clone()],
            StatusCode::BAD_REQUEST,
            "field must name a picture of this page: photo, or blocks[N].image for a block that exists",
            "field",
        ),
        (
            "a page without such pictures",
            "home",
            vec![text("field", "photo"), photo(), alt.clone()],
            StatusCode::BAD_REQUEST,
            "This page has no picture that can be replaced",
            "field",
        ),
        (
            "no such page",
            "nowhere",
            vec![text("field", "photo"), photo(), alt.clone()],
            StatusCode::NOT_FOUND,
            "Page not found",
            "",
        ),
    ];
    for (what, key, parts, want, message, field) in refusals {
        let (status, body) = upload_page_image(&app, key, &token, &parts).await;
        assert_refused(status, &body, want, message);
        if !field.is_empty() {
            assert_eq!(fields(&body), [field], "{what}: {body}");
        }
        assert!(stored_webp(&app).is_empty(), "{what}: nothing stored");
    }
    let (status, body) =
        upload_page_image(&app, "about", "not-a-token", &[text("field", "photo"), photo(), alt.clone()]).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_unchanged(&app, &was).await;

    // The portrait: one WebP of the width the page shows, named by the page with its description, served
    // by the time the answer comes; the translations stay.
    let (status, body) =
        upload_page_image(&app, "about", &token, &[text("field", "photo"), photo(), alt.clone()]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let saved = &body["data"]["page"]["body"];
    let url = saved["photo"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/media/pages/") && url.ends_with("-720.webp"), "{url}");
    assert_eq!(saved["photoAlt"], "Panditji at the Gokarna seashore at dawn");
    assert_eq!(saved["i18n"], with_translation["i18n"], "the translations are kept");
    assert_eq!(stored_webp(&app).len(), 1);
    let res = app.get(&url).await;
    assert_eq!(res.status(), StatusCode::OK, "{url}");
    assert_eq!(common::header(&res, "content-type"), Some("image/webp"));
    let (_, page) = html(&app, "/about-us").await;
    assert!(page.contains(&format!("src=\"{url}\"")), "the page shows the portrait");
    assert!(page.contains("alt=\"Panditji at the Gokarna seashore at dawn\""));
    assert!(html(&app, "/hi/about-us").await.1.contains(&url), "every language's page shows it");

    // A block's picture, from a photo narrower than the shown width: the widest it has.
    let small = file("image", "small.jpg", "image/jpeg", &jpeg(500, 400));
    let block_alt = text("alt", "Palm-leaf manuscripts on a stand");
    let (status, body) =
        upload_page_image(&app, "about", &token, &[text("field", "blocks[1].image"), small, block_alt]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let block = &body["data"]["page"]["body"]["blocks"][1];
    let block_url = block["image"].as_str().unwrap();
    assert!(block_url.starts_with("/media/pages/") && block_url.ends_with("-500.webp"), "{block_url}");
    assert_eq!(block["imageAlt"], "Palm-leaf manuscripts on a stand");
    assert_eq!(body["data"]["page"]["body"]["photo"], url.as_str(), "the portrait stays");
    let (_, page) = html(&app, "/about-us").await;
    assert!(page.contains(block_url) && page.contains("alt=\"Palm-leaf manuscripts on a stand\""));
    assert_eq!(app.pool.count("content_history").await, was.history + 2, "each photo is a version in the history");
}
