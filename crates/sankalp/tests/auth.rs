//! Administrators: sign-in, tokens, throttling and the admin extractor, through the real router. Every
//! refusal also checks that nothing was written that should not have been.

use std::net::SocketAddr;

use crate::common::{TEST_JWT_SECRET, TestApp, body_json, header, spawn, spawn_with};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use sankalp_db::Role;
use serde_json::{Value, json};

const PASSWORD: &str = "Om-Namah-Shivaya-108";

fn post_json(path: &str, body: &str) -> Request<Body> {
    Request::post(path).header("content-type", "application/json").body(Body::from(body.to_owned())).unwrap()
}

fn peer(n: u8) -> SocketAddr {
    SocketAddr::from(([198, 51, 100, n], 40000))
}

/// What the login page sends: the typed value as both username and email.
async fn login(app: &TestApp, typed: &str, password: &str) -> (StatusCode, Value) {
    login_from(app, peer(1), typed, password, None).await
}

async fn login_from(
    app: &TestApp,
    from: SocketAddr,
    typed: &str,
    password: &str,
    forwarded_for: Option<&str>,
) -> (StatusCode, Value) {
    let body = json!({ "username": typed, "email": typed, "password": password }).to_string();
    let mut request = post_json("/api/v1/users/login", &body);
    if let Some(xff) = forwarded_for {
        request.headers_mut().insert("x-forwarded-for", xff.parse().unwrap());
    }
    let res = app.send_from(from, request).await;
    let status = res.status();
    (status, body_json(res).await)
}

async fn with_admin() -> TestApp {
    let app = spawn().await;
    app.create_user("priest", "Priest@Sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    app
}

async fn password_hash(app: &TestApp) -> String {
    app.store.find_user_by_login("priest").await.unwrap().unwrap().password_hash
}

async fn me(app: &TestApp, authorization: Option<&str>) -> (StatusCode, Value) {
    let mut builder = Request::get("/api/v1/users/me");
    if let Some(value) = authorization {
        builder = builder.header("authorization", value);
    }
    let res = app.send(builder.body(Body::empty()).unwrap()).await;
    let status = res.status();
    if status == StatusCode::UNAUTHORIZED {
        assert_eq!(header(&res, "www-authenticate"), Some("Bearer"));
    }
    (status, body_json(res).await)
}

async fn refresh(app: &TestApp, token: &str) -> (StatusCode, Value) {
    let res = app.send(post_json("/api/v1/users/refresh-token", &json!({ "refreshToken": token }).to_string())).await;
    let status = res.status();
    (status, body_json(res).await)
}

fn tokens(body: &Value) -> (String, String) {
    (
        body["data"]["accessToken"].as_str().expect("accessToken").to_owned(),
        body["data"]["refreshToken"].as_str().expect("refreshToken").to_owned(),
    )
}

fn assert_envelope_error(body: &Value, status: StatusCode) {
    assert_eq!(body["statusCode"], status.as_u16());
    assert_eq!(body["success"], false);
    assert_eq!(body["data"], Value::Null);
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
}

// ----- Signing in -----

#[tokio::test]
async fn an_admin_signs_in_by_username_or_by_email_in_any_case() {
    let app = with_admin().await;
    let (status, body) = login(&app, "priest", PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    assert_eq!(body["statusCode"], 200);
    assert_eq!(body["message"], "Login successful");
    let user = &body["data"]["user"];
    assert_eq!(user["username"], "priest");
    assert_eq!(user["fullName"], "Raghavendra Bhat");
    assert_eq!(user["role"], "admin");
    assert!(user["_id"].as_str().is_some());
    let text = body.to_string();
    assert!(!text.contains("argon2") && !text.to_lowercase().contains("hash"), "no hash in {text}");
    let (access, refresh_token) = tokens(&body);
    assert_eq!(URL_SAFE_NO_PAD.decode(&refresh_token).unwrap().len(), 32, "256 random bits");

    let (status, body) = login(&app, "  pRiEsT@sankalp.EXAMPLE ", PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["user"]["email"], "Priest@Sankalp.example");

    let (status, body) = me(&app, Some(&format!("Bearer {access}"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["user"]["fullName"], "Raghavendra Bhat");

    // Two sign-ins, two stored tokens, none of them in clear; nothing counted as a failure.
    assert_eq!(app.pool.count("refresh_tokens").await, 2);
    assert_eq!(app.pool.count(&format!("refresh_tokens WHERE token_hash = '{refresh_token}'")).await, 0);
    assert_eq!(app.pool.count("login_failures").await, 0);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_answer() {
    let app = with_admin().await;
    let hash_before = password_hash(&app).await;
    let (status, wrong) = login(&app, "priest", "Om-Namah-Shivaya-109").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, unknown) = login(&app, "nobody", PASSWORD).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong, unknown, "no account enumeration");
    assert_eq!(wrong["message"], "Invalid username or password");
    assert_envelope_error(&wrong, StatusCode::UNAUTHORIZED);

    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(password_hash(&app).await, hash_before);
    // Each failure is counted for the client address and for the account.
    assert_eq!(app.pool.count("login_failures").await, 4);
}

#[tokio::test]
async fn missing_fields_are_named() {
    let app = with_admin().await;
    let cases = [
        (json!({}), "username"),
        (json!({ "password": PASSWORD }), "username"),
        (json!({ "username": "  ", "email": "", "password": PASSWORD }), "username"),
        (json!({ "username": "priest", "email": "priest" }), "password"),
        (json!({ "username": "priest", "email": "priest", "password": "" }), "password"),
    ];
    for (body, field) in cases {
        let res = app.send(post_json("/api/v1/users/login", &body.to_string())).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        let answer = body_json(res).await;
        assert_envelope_error(&answer, StatusCode::BAD_REQUEST);
        assert_eq!(answer["errors"][0]["field"], field, "{body} → {answer}");
    }
    // A field of the wrong type is named in the message.
    let res = app.send(post_json("/api/v1/users/login", r#"{"username":"priest","password":12345678}"#)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let answer = body_json(res).await;
    assert!(answer["message"].as_str().unwrap().contains("`password`"), "{answer}");

    let res = app.send(post_json("/api/v1/users/refresh-token", "{}")).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(body_json(res).await["errors"][0]["field"], "refreshToken");

    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(app.pool.count("login_failures").await, 0, "a malformed request is not a failed sign-in");
}

#[tokio::test]
async fn malformed_json_and_other_content_types_are_refused() {
    let app = with_admin().await;
    for body in [r#"{"username":"priest","password":"#, "not json", r#"{"username":"priest"} {}"#, ""] {
        let res = app.send(post_json("/api/v1/users/login", body)).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body:?}");
        let answer = body_json(res).await;
        assert_envelope_error(&answer, StatusCode::BAD_REQUEST);
        assert!(answer["message"].as_str().unwrap().starts_with("Malformed JSON"), "{answer}");
    }
    let form = Request::post("/api/v1/users/login")
        .header("content-type", "application/x-www-form-urlencoded")
        .body(Body::from(format!("username=priest&password={PASSWORD}")))
        .unwrap();
    let res = app.send(form).await;
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_envelope_error(&body_json(res).await, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(app.pool.count("login_failures").await, 0);
}

#[tokio::test]
async fn bodies_over_16_kib_are_refused_with_413() {
    let app = with_admin().await;
    let padding = "x".repeat(16 * 1024);
    let body = json!({ "username": "priest", "email": "priest", "password": padding }).to_string();
    let res = app.send(post_json("/api/v1/users/login", &body)).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_envelope_error(&body_json(res).await, StatusCode::PAYLOAD_TOO_LARGE);

    // The request above had no Content-Length: the limit held while reading. A declared length past it is
    // refused before reading.
    let mut declared = post_json("/api/v1/users/login", &body);
    declared.headers_mut().insert("content-length", body.len().to_string().parse().unwrap());
    let res = app.send(declared).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);

    let res = app.send(post_json("/api/v1/users/refresh-token", &body)).await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);

    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(app.pool.count("login_failures").await, 0);
}

#[tokio::test]
async fn a_129_character_password_works_and_is_not_truncated() {
    let app = spawn().await;
    let long: String = format!("ॐ{}", "a1B2c3D4".repeat(16));
    assert_eq!(long.chars().count(), 129);
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", &long, Role::Admin).await;
    let (status, _) = login(&app, "priest", &long).await;
    assert_eq!(status, StatusCode::OK);
    let truncated: String = long.chars().take(128).collect();
    let (status, _) = login(&app, "priest", &truncated).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = login(&app, "priest", &format!("{long} ")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "not trimmed either");
    assert_eq!(app.pool.count("refresh_tokens").await, 1);
}

// ----- Throttling -----

#[tokio::test]
async fn a_client_address_is_throttled_after_10_failures_whatever_x_forwarded_for_says() {
    let app = with_admin().await;
    for i in 0..10 {
        // Different accounts each time, and a different spoofed address: only the peer counts.
        let (status, _) =
            login_from(&app, peer(7), &format!("guess{i}"), "wrong-password", Some(&format!("203.0.113.{i}"))).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    let failures = app.pool.count("login_failures").await;
    let body = json!({ "username": "priest", "email": "priest", "password": PASSWORD }).to_string();
    let mut request = post_json("/api/v1/users/login", &body);
    request.headers_mut().insert("x-forwarded-for", "192.0.2.99".parse().unwrap());
    let res = app.send_from(peer(7), request).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS, "even the right password waits");
    let retry: u64 = header(&res, "retry-after").expect("Retry-After").parse().unwrap();
    assert!((1..=60).contains(&retry), "{retry}");
    assert_envelope_error(&body_json(res).await, StatusCode::TOO_MANY_REQUESTS);

    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(app.pool.count("login_failures").await, failures, "a refused attempt is not counted again");
    // Another address is not affected.
    let (status, _) = login_from(&app, peer(8), "priest", PASSWORD, None).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_name_is_throttled_after_10_failures_from_anywhere() {
    let app = with_admin().await;
    for i in 0..10 {
        // Any case, any padding: one name, one bucket.
        let typed = if i % 2 == 0 { "priest" } else { " PRIEST " };
        let (status, _) = login_from(&app, peer(10 + i), typed, "wrong-password", None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, body) = login_from(&app, peer(100), "priest", PASSWORD, None).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    // An unknown name is throttled the same way, so throttling tells nothing about who exists.
    for i in 0..10 {
        login_from(&app, peer(120 + i), "nobody", "wrong-password", None).await;
    }
    let (status, unknown_body) = login_from(&app, peer(200), "nobody", "wrong-password", None).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(unknown_body, body, "the same answer for an account and for nobody");
    // Typed names are not kept in clear (people type passwords there).
    assert_eq!(app.pool.count("login_failures WHERE scope LIKE '%priest%' OR scope LIKE '%nobody%'").await, 0);
}

/// Filling the bucket of an account's username must not make its email answer 429, or the answer
/// would tell that the two are one account: each name typed has its bucket, whoever it belongs to.
#[tokio::test]
async fn the_throttle_does_not_tell_whether_a_username_and_an_email_are_one_account() {
    let app = with_admin().await;
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    for i in 0..10 {
        let (status, _) = login_from(&app, peer(10 + i), "priest", "wrong-password", None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(login_from(&app, peer(30), "priest", "wrong-password", None).await.0, StatusCode::TOO_MANY_REQUESTS);
    let failures = app.pool.count("login_failures").await;
    // The same account's email, another account's email and an unknown one: all answer alike.
    for other in ["priest@sankalp.example", "assistant@sankalp.example", "nobody@sankalp.example"] {
        let (status, body) = login_from(&app, peer(31), other, "wrong-password", None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{other}: {body}");
        assert_eq!(body["message"], "Invalid username or password");
    }
    assert_eq!(app.pool.count("login_failures").await, failures + 2 * 3, "one address row and one name row each");
    // The email still signs the account in: its own bucket is not full.
    let (status, _) = login_from(&app, peer(32), "priest@sankalp.example", PASSWORD, None).await;
    assert_eq!(status, StatusCode::OK);
    // Two different names in one request count against both, and either full bucket refuses it.
    let body = json!({ "username": "priest", "email": "assistant@sankalp.example", "password": PASSWORD }).to_string();
    let res = app.send_from(peer(33), post_json("/api/v1/users/login", &body)).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.pool.count("refresh_tokens").await, 1);
}

/// Signing in to one's own account with someone else's name typed beside it must not forgive that
/// name's failures, or anyone with an account could keep guessing another's password.
#[tokio::test]
async fn a_sign_in_forgives_only_its_own_names_failures() {
    let app = with_admin().await;
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    for i in 0..10 {
        login_from(&app, peer(10 + i), "priest", "wrong-password", None).await;
    }
    let body = json!({ "username": "assistant", "email": "priest", "password": PASSWORD }).to_string();
    let res = app.send_from(peer(40), post_json("/api/v1/users/login", &body)).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS, "the full bucket of 'priest' refuses it");
    // Before the priest's bucket fills, the assistant signs in with it typed beside: still counted.
    let app = with_admin().await;
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    for i in 0..9 {
        login_from(&app, peer(10 + i), "priest", "wrong-password", None).await;
    }
    let res = app.send_from(peer(40), post_json("/api/v1/users/login", &body)).await;
    assert_eq!(res.status(), StatusCode::OK);
    // The priest's nine failures still count: a tenth is checked, an eleventh is not.
    assert_eq!(login_from(&app, peer(41), "priest", "wrong-password", None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(login_from(&app, peer(42), "priest", "wrong-password", None).await.0, StatusCode::TOO_MANY_REQUESTS);
    // The priest's own sign-in forgives the priest's failures.
    let app = with_admin().await;
    for i in 0..9 {
        login_from(&app, peer(10 + i), "priest", "wrong-password", None).await;
    }
    assert_eq!(login_from(&app, peer(40), "priest", PASSWORD, None).await.0, StatusCode::OK);
    assert_eq!(login_from(&app, peer(41), "priest", "wrong-password", None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.pool.count("login_failures").await, 9 + 2, "the address rows stay, the name's are gone");
}

/// Names are ASCII; a look-alike (the Kelvin sign folds to "k" in PostgreSQL's lower()) is nobody and
/// gets no bucket of the account's.
#[tokio::test]
async fn a_non_ascii_look_alike_of_a_name_signs_nobody_in() {
    let app = spawn().await;
    app.create_user("kavi", "kavi@sankalp.example", "Kavi", PASSWORD, Role::Admin).await;
    let (status, _) = login(&app, "\u{212A}avi", PASSWORD).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    assert_eq!(login(&app, "kavi", PASSWORD).await.0, StatusCode::OK);
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_forwarded_client_is_throttled() {
    let proxy: std::net::IpAddr = "10.0.0.1".parse().unwrap();
    let app = spawn_with(Some(proxy)).await;
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    let via_proxy = SocketAddr::new(proxy, 443);
    for i in 0..10 {
        login_from(&app, via_proxy, &format!("guess{i}"), "wrong", Some("203.0.113.5")).await;
    }
    let (status, _) = login_from(&app, via_proxy, "priest", PASSWORD, Some("203.0.113.5")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // A client prepending its own entry cannot escape: the proxy's appended address is the one used.
    let (status, _) = login_from(&app, via_proxy, "priest", PASSWORD, Some("198.51.100.1, 203.0.113.5")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    let (status, _) = login_from(&app, via_proxy, "priest", PASSWORD, Some("203.0.113.6")).await;
    assert_eq!(status, StatusCode::OK, "another client behind the same proxy");
}

// ----- Access tokens -----

fn forge(claims: &Value, key: &[u8]) -> String {
    jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &EncodingKey::from_secret(key)).unwrap()
}

fn claims_for(user_id: &str, sid: &str, exp_offset_secs: i64) -> Value {
    let now = Utc::now().timestamp();
    json!({
        "iss": "sankalp", "aud": "sankalp-admin", "sub": user_id, "sid": sid, "typ": "access",
        "iat": now - 900, "nbf": now - 900, "exp": now + exp_offset_secs,
    })
}

/// The claims of a token the server issued (read, not verified).
fn claims_of(token: &str) -> Value {
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(token.split('.').nth(1).unwrap()).unwrap()).unwrap()
}

#[tokio::test]
async fn bad_access_tokens_are_refused_with_401() {
    let app = with_admin().await;
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (access, refresh_token) = tokens(&body);
    let user_id = body["data"]["user"]["_id"].as_str().unwrap().to_owned();
    let sid = claims_of(&access)["sid"].as_str().expect("the sign-in is named").to_owned();
    let claims_for = |user_id: &str, exp_offset_secs| claims_for(user_id, &sid, exp_offset_secs);

    // The forgery itself is sound: with the right key and fresh claims it is accepted.
    let (status, _) = me(&app, Some(&format!("Bearer {}", forge(&claims_for(&user_id, 600), TEST_JWT_SECRET)))).await;
    assert_eq!(status, StatusCode::OK);
    // Expired a moment ago: inside the leeway.
    let (status, _) = me(&app, Some(&format!("Bearer {}", forge(&claims_for(&user_id, -5), TEST_JWT_SECRET)))).await;
    assert_eq!(status, StatusCode::OK);

    // Another administrator's sign-in, and a token naming no sign-in at all.
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    let (_, theirs) = login(&app, "assistant", PASSWORD).await;
    let their_sid = claims_of(&tokens(&theirs).0)["sid"].as_str().unwrap().to_owned();
    let mut no_sid = claims_for(&user_id, 600);
    no_sid.as_object_mut().unwrap().remove("sid");

    let mut tampered_claims = access.split('.').map(str::to_owned).collect::<Vec<_>>();
    let mut payload: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(&tampered_claims[1]).unwrap()).unwrap();
    payload["sub"] = json!("someone-else");
    tampered_claims[1] = URL_SAFE_NO_PAD.encode(payload.to_string());
    let tampered = tampered_claims.join(".");

    let none_header = URL_SAFE_NO_PAD.encode(r#"{"alg":"none","typ":"JWT"}"#);
    let none_payload = URL_SAFE_NO_PAD.encode(claims_for(&user_id, 600).to_string());
    let alg_none = format!("{none_header}.{none_payload}.");

    let mut refresh_typed = claims_for(&user_id, 600);
    refresh_typed["typ"] = json!("refresh");
    let mut other_audience = claims_for(&user_id, 600);
    other_audience["aud"] = json!("someone-else");
    let mut other_issuer = claims_for(&user_id, 600);
    other_issuer["iss"] = json!("evil");

    let bad = [
        ("expired beyond the leeway", forge(&claims_for(&user_id, -120), TEST_JWT_SECRET)),
        ("tampered", tampered),
        ("alg none", alg_none),
        ("another key", forge(&claims_for(&user_id, 600), b"another-secret-another-secret-another-secret")),
        ("the refresh token", refresh_token.clone()),
        ("typ refresh", forge(&refresh_typed, TEST_JWT_SECRET)),
        ("another audience", forge(&other_audience, TEST_JWT_SECRET)),
        ("another issuer", forge(&other_issuer, TEST_JWT_SECRET)),
        ("an unknown user", forge(&claims_for("ghost", 600), TEST_JWT_SECRET)),
        ("no sign-in named", forge(&no_sid, TEST_JWT_SECRET)),
        ("an unknown sign-in", forge(&self::claims_for(&user_id, "no-such-family", 600), TEST_JWT_SECRET)),
        ("someone else's sign-in", forge(&self::claims_for(&user_id, &their_sid, 600), TEST_JWT_SECRET)),
        ("garbage", "not.a.jwt".to_owned()),
    ];
    for (what, token) in &bad {
        let (status, body) = me(&app, Some(&format!("Bearer {token}"))).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{what}");
        assert_envelope_error(&body, StatusCode::UNAUTHORIZED);
    }
    for header in [None, Some(access.as_str()), Some("Basic cHJpZXN0OnB3"), Some("Bearer ")] {
        let (status, _) = me(&app, header).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{header:?}");
    }
    // Refused tokens change nothing: the session still refreshes.
    assert_eq!(app.pool.count("refresh_tokens WHERE revoked_at IS NULL AND replaced_at IS NULL").await, 2);
    let (status, _) = refresh(&app, &refresh_token).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_signed_in_user_who_is_not_an_administrator_gets_403() {
    let app = with_admin().await;
    app.create_user("visitor", "visitor@sankalp.example", "A Visitor", PASSWORD, Role::User).await;
    let (status, body) = login(&app, "visitor", PASSWORD).await;
    assert_eq!(status, StatusCode::OK);
    let (access, refresh_token) = tokens(&body);
    let (status, body) = me(&app, Some(&format!("Bearer {access}"))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_envelope_error(&body, StatusCode::FORBIDDEN);
    let logout = Request::post("/api/v1/users/logout")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {access}"))
        .body(Body::from(json!({ "refreshToken": refresh_token }).to_string()))
        .unwrap();
    assert_eq!(app.send(logout).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.pool.count("refresh_tokens WHERE revoked_at IS NOT NULL").await, 0);
}

// ----- Refresh tokens -----

#[tokio::test]
async fn a_refresh_rotates_the_pair() {
    let app = with_admin().await;
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (_, first) = tokens(&body);
    let (status, body) = refresh(&app, &first).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Token refreshed");
    let (access, second) = tokens(&body);
    assert_ne!(second, first);
    let (status, me_body) = me(&app, Some(&format!("Bearer {access}"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me_body["data"]["user"]["username"], "priest");
    // One spent token, one live one, in the same family.
    assert_eq!(app.pool.count("refresh_tokens WHERE replaced_at IS NOT NULL").await, 1);
    assert_eq!(app.pool.count("refresh_tokens WHERE replaced_at IS NULL AND revoked_at IS NULL").await, 1);
    assert_eq!(app.pool.count("(SELECT DISTINCT family_id FROM refresh_tokens) AS f").await, 1);
    let (status, _) = refresh(&app, &second).await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = refresh(&app, "no-such-token").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["message"], "Invalid or expired refresh token");
}

#[tokio::test]
async fn presenting_a_rotated_refresh_token_again_revokes_its_family() {
    let app = with_admin().await;
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (_, stolen) = tokens(&body);
    let (_, other_session) = login(&app, "priest", PASSWORD).await;
    let (_, other) = tokens(&other_session);

    let (_, body) = refresh(&app, &stolen).await;
    let (_, current) = tokens(&body);
    let (status, _) = refresh(&app, &stolen).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "replay refused");
    let (status, _) = refresh(&app, &current).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "and the legitimate successor is revoked with its family");
    // Another sign-in is another family: untouched.
    let (status, _) = refresh(&app, &other).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_concurrent_refreshes_with_one_token_give_exactly_one_success() {
    let app = with_admin().await;
    for round in 0..5 {
        let (_, body) = login(&app, "priest", PASSWORD).await;
        let (_, token) = tokens(&body);
        let (a, b) = tokio::join!(refresh(&app, &token), refresh(&app, &token));
        let successes = [a.0, b.0].iter().filter(|s| **s == StatusCode::OK).count();
        assert_eq!(successes, 1, "round {round}: {:?} {:?}", a, b);
        assert!([a.0, b.0].contains(&StatusCode::UNAUTHORIZED));
    }
    // Never two live successors of one token.
    assert_eq!(app.pool.count("refresh_tokens").await, 10);
}

#[tokio::test]
async fn an_expired_refresh_token_is_refused() {
    let app = with_admin().await;
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (_, token) = tokens(&body);
    // Fixed-width text on SQLite, a timestamp on PostgreSQL: both read this literal.
    app.pool.execute("UPDATE refresh_tokens SET expires_at = '2020-01-01T00:00:00.000000Z'").await;
    let (status, _) = refresh(&app, &token).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.pool.count("refresh_tokens WHERE replaced_at IS NOT NULL").await, 0);
}

// ----- Logout -----

async fn logout(app: &TestApp, access: Option<&str>, refresh_token: &str) -> StatusCode {
    let mut builder = Request::post("/api/v1/users/logout").header("content-type", "application/json");
    if let Some(access) = access {
        builder = builder.header("authorization", format!("Bearer {access}"));
    }
    app.send(builder.body(Body::from(json!({ "refreshToken": refresh_token }).to_string())).unwrap()).await.status()
}

#[tokio::test]
async fn after_logout_the_refresh_token_is_dead() {
    let app = with_admin().await;
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (access, token) = tokens(&body);

    assert_eq!(logout(&app, None, &token).await, StatusCode::UNAUTHORIZED);
    assert_eq!(logout(&app, Some("forged"), &token).await, StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.pool.count("refresh_tokens WHERE revoked_at IS NOT NULL").await,
        0,
        "refused logouts revoke nothing"
    );

    assert_eq!(logout(&app, Some(&access), &token).await, StatusCode::OK);
    let (status, _) = refresh(&app, &token).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // The access token ended with its sign-in: signing out again with it is refused, and changes nothing.
    assert_eq!(logout(&app, Some(&access), &token).await, StatusCode::UNAUTHORIZED);
    // Signing out twice with a live token is harmless.
    let (_, body) = login(&app, "priest", PASSWORD).await;
    let (other_access, _) = tokens(&body);
    assert_eq!(logout(&app, Some(&other_access), &token).await, StatusCode::OK);
    assert_eq!(me(&app, Some(&format!("Bearer {other_access}"))).await.0, StatusCode::OK, "another sign-in's token");
}

#[tokio::test]
async fn logout_cannot_revoke_someone_elses_session() {
    let app = with_admin().await;
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    let (_, mine) = login(&app, "assistant", PASSWORD).await;
    let (_, theirs) = login(&app, "priest", PASSWORD).await;
    let (my_access, _) = tokens(&mine);
    let (_, their_refresh) = tokens(&theirs);
    assert_eq!(logout(&app, Some(&my_access), &their_refresh).await, StatusCode::OK);
    let (status, _) = refresh(&app, &their_refresh).await;
    assert_eq!(status, StatusCode::OK);
}

// ----- Access tokens end with their sign-in -----

async fn me_status(app: &TestApp, access: &str) -> StatusCode {
    me(app, Some(&format!("Bearer {access}"))).await.0
}

#[tokio::test]
async fn a_password_reset_refuses_every_access_token_of_that_user_at_once() {
    let app = with_admin().await;
    app.create_user("assistant", "assistant@sankalp.example", "Assistant", PASSWORD, Role::Admin).await;
    let (_, phone) = login(&app, "priest", PASSWORD).await;
    let (_, laptop) = login(&app, "priest", PASSWORD).await;
    let (_, assistant) = login(&app, "assistant", PASSWORD).await;
    let (phone_access, _) = tokens(&phone);
    let (laptop_access, laptop_refresh) = tokens(&laptop);
    let (assistant_access, _) = tokens(&assistant);
    assert_eq!(me_status(&app, &phone_access).await, StatusCode::OK);

    // What `sankalp admin reset-password` runs (on any instance: the check reads the database).
    sankalp::features::auth::admin::reset_password(app.store.as_ref(), "priest", "a-brand-new-passphrase")
        .await
        .unwrap();
    assert_eq!(me_status(&app, &phone_access).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me_status(&app, &laptop_access).await, StatusCode::UNAUTHORIZED);
    assert_eq!(refresh(&app, &laptop_refresh).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(me_status(&app, &assistant_access).await, StatusCode::OK, "another user is not signed out");
    // The new password signs in afresh.
    let (status, fresh) = login(&app, "priest", "a-brand-new-passphrase").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me_status(&app, &tokens(&fresh).0).await, StatusCode::OK);
}

#[tokio::test]
async fn logout_refuses_that_sign_in_s_access_tokens_at_once_and_no_other() {
    let app = with_admin().await;
    let (_, phone) = login(&app, "priest", PASSWORD).await;
    let (_, laptop) = login(&app, "priest", PASSWORD).await;
    let (phone_access, phone_refresh) = tokens(&phone);
    let (laptop_access, _) = tokens(&laptop);
    // A refresh keeps the sign-in: the earlier access token of it works until the sign-in ends.
    let (_, renewed) = refresh(&app, &phone_refresh).await;
    let (renewed_access, renewed_refresh) = tokens(&renewed);
    assert_eq!(me_status(&app, &phone_access).await, StatusCode::OK);

    assert_eq!(logout(&app, Some(&renewed_access), &renewed_refresh).await, StatusCode::OK);
    assert_eq!(me_status(&app, &renewed_access).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me_status(&app, &phone_access).await, StatusCode::UNAUTHORIZED, "every access token of that sign-in");
    assert_eq!(me_status(&app, &laptop_access).await, StatusCode::OK, "the other sign-in stays");
    assert_eq!(app.pool.count("refresh_tokens WHERE revoked_at IS NULL AND replaced_at IS NULL").await, 1);
}

#[tokio::test]
async fn a_replayed_refresh_token_refuses_its_sign_in_s_access_tokens_at_once() {
    let app = with_admin().await;
    let (_, stolen_session) = login(&app, "priest", PASSWORD).await;
    let (_, other_session) = login(&app, "priest", PASSWORD).await;
    let (first_access, stolen) = tokens(&stolen_session);
    let (other_access, _) = tokens(&other_session);
    let (_, body) = refresh(&app, &stolen).await;
    let (current_access, _) = tokens(&body);
    assert_eq!(me_status(&app, &current_access).await, StatusCode::OK);

    assert_eq!(refresh(&app, &stolen).await.0, StatusCode::UNAUTHORIZED, "the replay");
    assert_eq!(me_status(&app, &current_access).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me_status(&app, &first_access).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me_status(&app, &other_access).await, StatusCode::OK, "another sign-in is another family");
}
