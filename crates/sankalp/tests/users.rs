//! The administrators managed from the admin area (`/api/v1/users`): listing, adding with a first
//! password or a one-time sign-in link, removing (never the last, never oneself; the removed one's
//! tokens refused at once), and the password change that ends one's other sign-ins. Every refusal checks
//! its status, its message and that nothing was stored.

use crate::common::{TestApp, body_json, spawn};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp_db::Role;
use serde_json::{Value, json};

const PASSWORD: &str = "Om-Namah-Shivaya-108";

struct Tokens {
    access: String,
    refresh: String,
}

async fn with_admin() -> TestApp {
    let app = spawn().await;
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    app
}

async fn sign_in(app: &TestApp, name: &str, password: &str) -> Tokens {
    let (status, body) =
        call(app, "POST", "/api/v1/users/login", None, Some(json!({ "username": name, "password": password }))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    Tokens {
        access: body["data"]["accessToken"].as_str().unwrap().to_owned(),
        refresh: body["data"]["refreshToken"].as_str().unwrap().to_owned(),
    }
}

async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut request = Request::builder().method(method).uri(path);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let request = match body {
        Some(body) => request.header("content-type", "application/json").body(Body::from(body.to_string())),
        None => request.body(Body::empty()),
    };
    let res = app.send(request.unwrap()).await;
    let status = res.status();
    (status, body_json(res).await)
}

fn field_errors(body: &Value) -> Vec<String> {
    body["errors"]
        .as_array()
        .map(|e| e.iter().map(|e| e["field"].as_str().unwrap().to_owned()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn an_admin_lists_and_adds_an_administrator_who_then_signs_in() {
    let app = with_admin().await;
    let priest = sign_in(&app, "priest", PASSWORD).await;

    let (status, body) = call(&app, "GET", "/api/v1/users", Some(&priest.access), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["users"].as_array().unwrap().len(), 1);
    assert_eq!(body["data"]["users"][0]["fullName"], "Raghavendra Bhat");
    assert!(body["data"]["users"][0].get("passwordHash").is_none());

    let new = json!({ "fullName": " Anant Joshi ", "username": "anant", "email": "anant@example.org", "password": "a first password" });
    let (status, body) = call(&app, "POST", "/api/v1/users", Some(&priest.access), Some(new)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["user"]["fullName"], "Anant Joshi");
    assert_eq!(body["data"]["user"]["role"], "admin");
    assert!(body["data"].get("signInLink").is_none());
    let anant = sign_in(&app, "anant", "a first password").await;
    let (status, body) = call(&app, "GET", "/api/v1/users/me", Some(&anant.access), None).await;
    assert_eq!((status, body["data"]["user"]["username"].as_str()), (StatusCode::OK, Some("anant")));

    // Nobody signed out may list or add.
    let (status, _) = call(&app, "GET", "/api/v1/users", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let other = json!({ "fullName": "X", "username": "x", "email": "x@example.org", "password": "12345678" });
    let (status, _) = call(&app, "POST", "/api/v1/users", None, Some(other)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.pool.count("users").await, 2);
}

#[tokio::test]
async fn an_administrator_added_with_a_link_chooses_a_password_once() {
    let app = with_admin().await;
    let priest = sign_in(&app, "priest", PASSWORD).await;
    let new = json!({ "fullName": "Meera Rao", "username": "meera", "email": "meera@example.org", "signInLink": true });
    let (status, body) = call(&app, "POST", "/api/v1/users", Some(&priest.access), Some(new)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let link = body["data"]["signInLink"].as_str().unwrap().to_owned();
    let token = link.strip_prefix("/login?welcome=").expect("a link to the sign-in page").to_owned();

    // A short password is refused and spends nothing.
    let (status, body) =
        call(&app, "POST", "/api/v1/users/welcome", None, Some(json!({ "token": token, "password": "short" }))).await;
    assert_eq!((status, field_errors(&body)), (StatusCode::BAD_REQUEST, vec!["password".to_owned()]));
    // A forged token is refused.
    let forged = format!("{}x", &token[..token.len() - 1]);
    let (status, body) =
        call(&app, "POST", "/api/v1/users/welcome", None, Some(json!({ "token": forged, "password": "meera's own" })))
            .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], "This sign-in link is not valid any more: ask an administrator for a new one");

    let (status, body) =
        call(&app, "POST", "/api/v1/users/welcome", None, Some(json!({ "token": token, "password": "meera's own" })))
            .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    sign_in(&app, "meera", "meera's own").await;
    // The link works once: the password it chose replaced the hash it was signed for.
    let (status, body) = call(
        &app,
        "POST",
        "/api/v1/users/welcome",
        None,
        Some(json!({ "token": token, "password": "someone else's" })),
    )
    .await;
    assert_eq!((status, field_errors(&body)), (StatusCode::BAD_REQUEST, vec!["token".to_owned()]));
    sign_in(&app, "meera", "meera's own").await;
}

#[tokio::test]
async fn bad_new_administrators_are_refused_by_field_and_nothing_is_stored() {
    let app = with_admin().await;
    let priest = sign_in(&app, "priest", PASSWORD).await;
    let cases = [
        (json!({}), vec!["fullName", "username", "email", "password"], "Full name must be 1 to 100 characters"),
        (
            json!({ "fullName": "A", "username": "has space", "email": "a@example.org", "password": "12345678" }),
            vec!["username"],
            "Username may contain only letters, digits, '.', '_' and '-'",
        ),
        (
            json!({ "fullName": "A", "username": "a", "email": "not-an-address", "password": "12345678" }),
            vec!["email"],
            "",
        ),
        (
            json!({ "fullName": "A", "username": "a", "email": "a@example.org", "password": "short" }),
            vec!["password"],
            "Password must be at least 8 characters",
        ),
        (
            json!({ "fullName": "A", "username": "a", "email": "a@example.org", "password": "12345678", "signInLink": true }),
            vec!["password"],
            "Give a first password or ask for a sign-in link, not both",
        ),
    ];
    for (body, fields, message) in cases {
        let (status, answer) = call(&app, "POST", "/api/v1/users", Some(&priest.access), Some(body.clone())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(field_errors(&answer), fields, "{body}");
        if !message.is_empty() {
            assert_eq!(answer["message"], message, "{body}");
        }
    }
    // Taken names, whatever their case: 409 naming the field.
    let taken = json!({ "fullName": "B", "username": "PRIEST", "email": "b@example.org", "password": "12345678" });
    let (status, answer) = call(&app, "POST", "/api/v1/users", Some(&priest.access), Some(taken)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(answer["message"], "A user with this username already exists");
    let taken = json!({ "fullName": "B", "username": "b", "email": "Priest@Sankalp.example", "password": "12345678" });
    let (status, answer) = call(&app, "POST", "/api/v1/users", Some(&priest.access), Some(taken)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(answer["message"], "A user with this email already exists");
    assert_eq!(app.pool.count("users").await, 1);
}

#[tokio::test]
async fn the_last_administrator_and_oneself_cannot_be_removed() {
    let app = with_admin().await;
    let priest_user = app.store.find_user_by_login("priest").await.unwrap().unwrap();
    let priest = sign_in(&app, "priest", PASSWORD).await;
    let (status, body) =
        call(&app, "DELETE", &format!("/api/v1/users/{}", priest_user.id), Some(&priest.access), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["message"], "You cannot remove your own account; another administrator can");
    let (status, body) = call(&app, "DELETE", "/api/v1/users/no-such-id", Some(&priest.access), None).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("User not found")));
    assert_eq!(app.pool.count("users").await, 1);

    // The store refuses the last administrator whoever asks (the handler's own check aside).
    let other = app.create_user("helper", "helper@example.org", "Helper", PASSWORD, Role::User).await;
    assert_eq!(app.store.remove_user(&priest_user.id, &other.id).await.unwrap(), sankalp_db::Removal::LastAdmin);
    assert_eq!(app.pool.count("users WHERE role = 'admin'").await, 1);
}

#[tokio::test]
async fn a_removed_administrator_is_signed_out_at_once_and_their_posts_stay() {
    let app = with_admin().await;
    let anant_user = app.create_user("anant", "anant@example.org", "Anant Joshi", PASSWORD, Role::Admin).await;
    let priest = sign_in(&app, "priest", PASSWORD).await;
    let anant = sign_in(&app, "anant", PASSWORD).await;
    let (status, _) = call(&app, "GET", "/api/v1/users/me", Some(&anant.access), None).await;
    assert_eq!(status, StatusCode::OK);
    // A draft of theirs (the store's own insert: no page shows a draft).
    let post = sankalp_db::NewVideoPost {
        id: "0190aaaa-0000-7000-8000-000000000001",
        title: "Aarti",
        description: "",
        video_key: "video/aarti.mp4",
        thumbnails: &[],
        duration_secs: 10.0,
        is_published: false,
        owner_id: &anant_user.id,
        now: chrono::Utc::now(),
    };
    app.store.insert_video_post(&post).await.unwrap();

    let (status, body) =
        call(&app, "DELETE", &format!("/api/v1/users/{}", anant_user.id), Some(&priest.access), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = call(&app, "GET", "/api/v1/users/me", Some(&anant.access), None).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some("Invalid or expired access token")));
    let (status, _) =
        call(&app, "POST", "/api/v1/users/refresh-token", None, Some(json!({ "refreshToken": anant.refresh }))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.pool.count(&format!("refresh_tokens WHERE user_id = '{}'", anant_user.id)).await, 0);
    assert_eq!(
        app.pool.count("video_posts WHERE owner_id = (SELECT id FROM users WHERE username = 'priest')").await,
        1
    );

    // Now the priest is the last one.
    let priest_id = app.store.find_user_by_login("priest").await.unwrap().unwrap().id;
    let again = app.create_user("third", "third@example.org", "Third", PASSWORD, Role::Admin).await;
    let third = sign_in(&app, "third", PASSWORD).await;
    let (status, _) = call(&app, "DELETE", &format!("/api/v1/users/{}", again.id), Some(&priest.access), None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = call(&app, "DELETE", &format!("/api/v1/users/{priest_id}"), Some(&third.access), None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the removed one's token no longer works");
    assert_eq!(app.pool.count("users").await, 1);
}

#[tokio::test]
async fn a_password_change_signs_out_every_other_session() {
    let app = with_admin().await;
    let here = sign_in(&app, "priest", PASSWORD).await;
    let elsewhere = sign_in(&app, "priest", PASSWORD).await;
    let before = app.store.find_user_by_login("priest").await.unwrap().unwrap().password_hash;

    let refusals = [
        (
            json!({ "currentPassword": "wrong password", "newPassword": "a new password" }),
            "currentPassword",
            "The current password is not right",
        ),
        (
            json!({ "currentPassword": PASSWORD, "newPassword": "short" }),
            "newPassword",
            "Password must be at least 8 characters",
        ),
        (json!({ "newPassword": "a new password" }), "currentPassword", "Current password is required"),
    ];
    for (body, field, message) in refusals {
        let (status, answer) = call(&app, "PUT", "/api/v1/users/me/password", Some(&here.access), Some(body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert_eq!(field_errors(&answer), vec![field.to_owned()]);
        assert_eq!(answer["message"], message);
    }
    assert_eq!(app.store.find_user_by_login("priest").await.unwrap().unwrap().password_hash, before);
    let (status, _) = call(&app, "GET", "/api/v1/users/me", Some(&elsewhere.access), None).await;
    assert_eq!(status, StatusCode::OK, "refusals end no session");

    let change = json!({ "currentPassword": PASSWORD, "newPassword": "a new password" });
    let (status, body) = call(&app, "PUT", "/api/v1/users/me/password", Some(&here.access), Some(change)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = call(&app, "GET", "/api/v1/users/me", Some(&here.access), None).await;
    assert_eq!(status, StatusCode::OK, "this session goes on");
    let (status, _) = call(&app, "GET", "/api/v1/users/me", Some(&elsewhere.access), None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the other one ended");
    let (status, _) =
        call(&app, "POST", "/api/v1/users/refresh-token", None, Some(json!({ "refreshToken": elsewhere.refresh })))
            .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) =
        call(&app, "POST", "/api/v1/users/login", None, Some(json!({ "username": "priest", "password": PASSWORD })))
            .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the old password no longer works");
    sign_in(&app, "priest", "a new password").await;
}

#[tokio::test]
async fn the_history_names_who_changed_what() {
    let app = with_admin().await;
    let priest = sign_in(&app, "priest", PASSWORD).await;
    let (status, body) = call(&app, "GET", "/api/v1/site", None, None).await;
    assert_eq!(status, StatusCode::OK);
    let mut site = body["data"]["site"].clone();
    site["businessName"] = json!("Sankalp Puja");
    let (status, body) = call(&app, "PUT", "/api/v1/site", Some(&priest.access), Some(site)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = call(&app, "GET", "/api/v1/content/history", Some(&priest.access), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["changes"][0]["changedByName"], "Raghavendra Bhat");
}
