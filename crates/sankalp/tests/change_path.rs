//! The change path through the real router: a write is answered once this instance serves the pages it
//! changed (no waiting, no polling), another instance on the same database follows within 2 s, and only
//! the pages a change touches are drawn again.

use std::time::{Duration, Instant};

use crate::common;
use crate::common::darshan::{MP4, png, upload_parts};
use crate::common::{PUBLIC_URL, TEST_JWT_SECRET, TestApp, body_text, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp::compose::{Parts, assemble};
use sankalp::features::auth::SignInLimits;
use sankalp::features::bookings::BookingSettings;
use serde_json::{Value, json};
use tower::ServiceExt as _;

async fn html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let res = app.get(path).await;
    (res.status(), body_text(res).await)
}

async fn site_with(app: &TestApp, token: &str, change: impl FnOnce(&mut Value)) {
    let mut site = app.store.content_entry("site", "site").await.unwrap().unwrap().body;
    // The settings as the editor sends them: the English fields (the stored translations are kept aside).
    site.as_object_mut().unwrap().remove(sankalp_db::content::I18N);
    change(&mut site);
    let (status, body) = app.json("PUT", "/api/v1/site", Some(token), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn a_saved_setting_is_on_every_page_when_the_answer_arrives() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, before) = html(&app, "/contact").await;
    assert!(!before.contains("98450 11111"));
    site_with(&app, &token, |site| {
        site["phone"] = json!("+91 98450 11111");
        site["phoneDisplay"] = json!("+91 98450 11111");
    })
    .await;
    // At once: no sleep, no poll.
    for path in ["/contact", "/", "/puja/satyanarayan", "/daily-darshan"] {
        let (status, page) = html(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(page.contains("+91 98450 11111"), "{path} shows the new number");
    }
    assert_eq!(app.pages.version(), app.store.content_version().await.unwrap());
}

#[tokio::test]
async fn a_published_post_is_in_the_feed_and_the_sitemap_when_the_answer_arrives_and_its_page_goes_with_it() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (status, body) = app.upload(Some(&token), &upload_parts("Shore aarti at dawn", MP4, &png(64, 64), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    let post_page = format!("/daily-darshan/{id}");

    let (_, feed) = html(&app, "/daily-darshan").await;
    assert!(feed.contains("Shore aarti at dawn"), "the feed shows the post at once");
    let (_, sitemap) = html(&app, "/sitemap.xml").await;
    assert!(sitemap.contains(&format!("<loc>{PUBLIC_URL}{post_page}</loc>")), "{sitemap}");
    let (status, page) = html(&app, &post_page).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Shore aarti at dawn") && page.contains("\"@type\":\"VideoObject\""));

    // Renamed: the post's page and the feed show the new title at once.
    let (status, _) = app
        .json("PATCH", &format!("/api/v1/video-posts/{id}"), Some(&token), Some(json!({"title": "Evening aarti"})))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(html(&app, &post_page).await.1.contains("Evening aarti"));
    assert!(html(&app, "/daily-darshan").await.1.contains("Evening aarti"));

    // Made a draft: its page is gone at once.
    let (status, _) = app
        .json("PATCH", &format!("/api/v1/video-posts/{id}"), Some(&token), Some(json!({"isPublished": false})))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(html(&app, &post_page).await.0, StatusCode::NOT_FOUND);
    assert!(!html(&app, "/daily-darshan").await.1.contains("Evening aarti"));
    let (status, _) =
        app.json("PATCH", &format!("/api/v1/video-posts/{id}"), Some(&token), Some(json!({"isPublished": true}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(html(&app, &post_page).await.0, StatusCode::OK);

    // Deleted: its page answers 404 at once, and it leaves the feed and the sitemap.
    let (status, _) = app.json("DELETE", &format!("/api/v1/video-posts/{id}"), Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, page) = html(&app, &post_page).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!page.contains("Evening aarti"));
    assert!(!html(&app, "/daily-darshan").await.1.contains("Evening aarti"));
    assert!(!html(&app, "/sitemap.xml").await.1.contains(&id));
}

#[tokio::test]
async fn a_draft_moves_the_version_and_draws_no_page() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let (_, home) = html(&app, "/").await;
    let version = app.pages.version();
    let (status, _) = app.upload(Some(&token), &upload_parts("Quiet draft", MP4, &png(64, 64), false)).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(app.pages.version(), version + 1, "served at the store's version");
    assert_eq!(app.store.content_version().await.unwrap(), version + 1);
    assert!(!html(&app, "/daily-darshan").await.1.contains("Quiet draft"));
    let page = app.pages.current().page("/").map(|p| p.representation.identity.clone()).unwrap();
    assert_eq!(String::from_utf8_lossy(&page), home, "the same page, not drawn again");
}

#[tokio::test]
async fn a_post_draws_only_the_pages_that_show_posts() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    let before = app.pages.current().clone();
    let (status, _) = app.upload(Some(&token), &upload_parts("Only the feed", MP4, &png(64, 64), true)).await;
    assert_eq!(status, StatusCode::CREATED);
    let after = app.pages.current().clone();
    let same = |path: &str| std::sync::Arc::ptr_eq(before.page(path).unwrap(), after.page(path).unwrap());
    assert!(!same("/daily-darshan"), "the feed is drawn again");
    for path in ["/", "/contact", "/puja/satyanarayan", "/allpujas/pujas", "/404"] {
        assert!(same(path), "{path} is kept as it was");
    }
    // A setting is on every page: every page is drawn again.
    site_with(&app, &token, |site| site["tagline"] = json!("Rituals performed with care")).await;
    let settled = app.pages.current().clone();
    for path in ["/", "/contact", "/puja/satyanarayan", "/daily-darshan"] {
        assert!(!std::sync::Arc::ptr_eq(after.page(path).unwrap(), settled.page(path).unwrap()), "{path}");
    }
}

#[tokio::test]
async fn another_instance_on_the_same_database_follows_within_two_seconds() {
    let app = spawn().await;
    let (_, token) = app.admin().await;
    // A second instance: its own services, assembled as `serve` does, on the same database and media.
    let other = assemble(Parts {
        store: app.store.clone(),
        media: app.media.clone(),
        public_url: PUBLIC_URL.to_owned(),
        trusted_proxy: None,
        signing_secret: TEST_JWT_SECRET.to_vec(),
        sign_in: SignInLimits::default(),
        bookings: BookingSettings::new(TEST_JWT_SECRET, false, None, 365),
        engine: common::renderer(),
    })
    .await;
    let other = sankalp::app(other);
    let get = |path: String| {
        let other = other.clone();
        async move {
            let mut request = Request::get(&path).body(Body::empty()).unwrap();
            request
                .extensions_mut()
                .insert(axum::extract::ConnectInfo(std::net::SocketAddr::from(([127, 0, 0, 1], 1))));
            let res = other.oneshot(request).await.unwrap();
            (res.status(), body_text(res).await)
        }
    };
    site_with(&app, &token, |site| site["tagline"] = json!("Written on the first instance")).await;
    let (status, body) = app.upload(Some(&token), &upload_parts("Seen by both", MP4, &png(64, 64), true)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["videoPost"]["_id"].as_str().unwrap().to_owned();
    let written = Instant::now();
    loop {
        let (_, contact) = get("/contact".into()).await;
        let (_, feed) = get("/daily-darshan".into()).await;
        let (status, _) = get(format!("/daily-darshan/{id}")).await;
        if contact.contains("Written on the first instance")
            && feed.contains("Seen by both")
            && status == StatusCode::OK
        {
            break;
        }
        assert!(written.elapsed() < Duration::from_secs(2), "the other instance follows within 2 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
