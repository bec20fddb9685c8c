//! The device lane of sign-in: a browser that signed in as an account before carries a signed device
//! cookie, and its sign-ins as that account go through a lane a flood cannot fill. Through the real
//! router; the queue is filled directly (deterministic) or by a real flood from 30 addresses behind the
//! trusted proxy (over real connections).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::common::{TestApp, body_json, header, spawn_with_limits};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use sankalp::features::auth::SignInLimits;
use sankalp::features::auth::device::{DEVICE_COOKIE, DeviceKey, MAX_DEVICE_FAILURES};
use sankalp_db::Role;
use serde_json::json;

const PASSWORD: &str = "Om-Namah-Shivaya-108";
const PROXY: &str = "127.0.0.1";

/// Signs in as `name` from `client` (behind the trusted proxy), with `cookie` if any: the status and
/// the device cookie set, if any.
async fn sign_in(
    app: &TestApp,
    client: &str,
    name: &str,
    password: &str,
    cookie: Option<&str>,
) -> (StatusCode, Option<String>) {
    let body = json!({ "username": name, "email": name, "password": password }).to_string();
    let mut request = Request::post("/api/v1/users/login")
        .header("content-type", "application/json")
        .header("x-forwarded-for", client);
    if let Some(cookie) = cookie {
        request = request.header("cookie", format!("theme=dark; {DEVICE_COOKIE}={cookie}"));
    }
    let res = app.send_from(format!("{PROXY}:40000").parse().unwrap(), request.body(Body::from(body)).unwrap()).await;
    let status = res.status();
    let cookie = res.headers().get_all("set-cookie").iter().find_map(|v| {
        let v = v.to_str().unwrap();
        v.strip_prefix(&format!("{DEVICE_COOKIE}=")).map(|rest| rest.split(';').next().unwrap().to_owned())
    });
    let answer = body_json(res).await;
    if status == StatusCode::OK {
        assert!(cookie.is_some(), "a sign-in sets a device cookie: {answer}");
    }
    (status, cookie)
}

/// An app behind 127.0.0.1 as its trusted proxy, whose queue holds one sign-in, with two accounts.
async fn app() -> TestApp {
    let app = spawn_with_limits(Some(PROXY.parse().unwrap()), SignInLimits { overall: 1, per_client: 1 }).await;
    app.create_user("priest", "priest@example.org", "Priest", PASSWORD, Role::Admin).await;
    app.create_user("assistant", "assistant@example.org", "Assistant", PASSWORD, Role::Admin).await;
    app
}

#[tokio::test]
async fn the_cookie_is_signed_private_and_secure_over_tls() {
    let app = app().await;
    let request = |proto: &str| {
        Request::post("/api/v1/users/login")
            .header("content-type", "application/json")
            .header("x-forwarded-for", "192.0.2.10")
            .header("x-forwarded-proto", proto)
            .body(Body::from(json!({ "username": "priest", "password": PASSWORD }).to_string()))
            .unwrap()
    };
    let res = app.send_from(format!("{PROXY}:40000").parse().unwrap(), request("https")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let set = header(&res, "set-cookie").unwrap().to_owned();
    assert!(set.starts_with(&format!("{DEVICE_COOKIE}=v1.")), "{set}");
    for attribute in ["; Path=/api/v1/users", "; Max-Age=31536000", "; HttpOnly", "; SameSite=Strict", "; Secure"] {
        assert!(set.contains(attribute), "{attribute} in {set}");
    }
    let res = app.send_from(format!("{PROXY}:40000").parse().unwrap(), request("http")).await;
    assert!(!header(&res, "set-cookie").unwrap().contains("Secure"), "plain HTTP: no Secure");
    // A wrong password sets none.
    let (status, cookie) = sign_in(&app, "192.0.2.10", "priest", "wrong-password", None).await;
    assert_eq!((status, cookie), (StatusCode::UNAUTHORIZED, None));
}

#[tokio::test]
async fn a_valid_device_cookie_passes_a_full_queue_and_nothing_else_does() {
    let app = app().await;
    let (status, priest_cookie) = sign_in(&app, "192.0.2.10", "priest", PASSWORD, None).await;
    assert_eq!(status, StatusCode::OK);
    let priest_cookie = priest_cookie.unwrap();
    let (_, assistant_cookie) = sign_in(&app, "192.0.2.11", "assistant", PASSWORD, None).await;
    let assistant_cookie = assistant_cookie.unwrap();

    // The flood holds the queue's only place.
    let _flood = app.state.sign_in.try_enter(Some("198.51.100.1".parse().unwrap())).expect("the queue's place");
    let (status, _) = sign_in(&app, "192.0.2.10", "priest", PASSWORD, None).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "without the cookie the priest waits like anyone");

    // With it, by either of his names, from any address.
    for (name, client) in [("priest", "192.0.2.10"), ("PRIEST@example.org", "203.0.113.9")] {
        let (status, fresh) = sign_in(&app, client, name, PASSWORD, Some(&priest_cookie)).await;
        assert_eq!(status, StatusCode::OK, "{name}");
        assert_ne!(fresh.unwrap(), priest_cookie, "a fresh cookie each sign-in");
    }

    // Forged with another secret, tampered with, or naming another account: no lane.
    let priest = app.store.find_user_by_login("priest").await.unwrap().unwrap();
    let forged = DeviceKey::derive(b"not the server's secret, but long enough").issue(&priest, chrono::Utc::now());
    let (payload, signature) = priest_cookie.rsplit_once('.').unwrap();
    let flipped =
        if signature.starts_with('A') { signature.replacen('A', "B", 1) } else { format!("A{}", &signature[1..]) };
    let tampered_signature = format!("{payload}.{flipped}");
    let other_id = base64_id("user-assistant");
    let tampered_account = priest_cookie.replacen(&base64_id(&priest.id), &other_id, 1);
    for (what, cookie) in [
        ("forged", forged.as_str()),
        ("tampered signature", tampered_signature.as_str()),
        ("account changed", tampered_account.as_str()),
        ("another user's", assistant_cookie.as_str()),
        ("garbage", "v1.x.y.z"),
    ] {
        let (status, _) = sign_in(&app, "192.0.2.10", "priest", PASSWORD, Some(cookie)).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{what} cookie: no lane");
    }
    // The assistant's own cookie works for the assistant.
    let (status, _) = sign_in(&app, "192.0.2.11", "assistant", PASSWORD, Some(&assistant_cookie)).await;
    assert_eq!(status, StatusCode::OK);

    // A password change revokes the account's sessions, and its device cookies with them.
    sankalp::features::auth::admin::reset_password(app.store.as_ref(), "priest", "a-new-password-108").await.unwrap();
    let (status, _) = sign_in(&app, "192.0.2.10", "priest", "a-new-password-108", Some(&priest_cookie)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "revoked cookie: no lane");
    assert_eq!(app.pool.count("refresh_tokens WHERE revoked_at IS NULL AND user_id = 'user-priest'").await, 0);
}

fn base64_id(id: &str) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(id)
}

#[tokio::test]
async fn a_device_loses_its_lane_after_a_few_failures_of_its_own() {
    let app = app().await;
    let (_, cookie) = sign_in(&app, "192.0.2.10", "priest", PASSWORD, None).await;
    let cookie = cookie.unwrap();
    let _flood = app.state.sign_in.try_enter(Some("198.51.100.1".parse().unwrap())).expect("the queue's place");
    for n in 0..MAX_DEVICE_FAILURES {
        let (status, set) = sign_in(&app, "192.0.2.10", "priest", "wrong-password", Some(&cookie)).await;
        assert_eq!((status, set), (StatusCode::UNAUTHORIZED, None), "failure {n} is checked in the lane");
    }
    let (status, _) = sign_in(&app, "192.0.2.10", "priest", PASSWORD, Some(&cookie)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "the lane is lost: the device waits like anyone");
    // Another device of the same account keeps its own lane.
    drop(_flood);
    let (_, other) = sign_in(&app, "192.0.2.12", "priest", PASSWORD, None).await;
    let _flood = app.state.sign_in.try_enter(Some("198.51.100.1".parse().unwrap())).expect("the queue's place");
    let (status, _) = sign_in(&app, "192.0.2.12", "priest", PASSWORD, Some(&other.unwrap())).await;
    assert_eq!(status, StatusCode::OK);
}

/// A client whose connections come from `from` (any 127.0.0.0/8 address reaches the server).
fn client_from(from: &str) -> reqwest::Client {
    reqwest::Client::builder().local_address(from.parse::<IpAddr>().unwrap()).build().unwrap()
}

async fn post_login(
    client: &reqwest::Client,
    server: SocketAddr,
    forwarded_for: &str,
    name: &str,
    password: &str,
    cookie: Option<&str>,
) -> (StatusCode, Option<String>) {
    let body = json!({ "username": name, "email": name, "password": password }).to_string();
    let mut request = client
        .post(format!("http://{server}/api/v1/users/login"))
        .header("content-type", "application/json")
        .header("x-forwarded-for", forwarded_for)
        .body(body);
    if let Some(cookie) = cookie {
        request = request.header("cookie", format!("{DEVICE_COOKIE}={cookie}"));
    }
    let res = request.send().await.expect("an answer");
    let status = res.status();
    let cookie = res.headers().get_all("set-cookie").iter().find_map(|v| {
        v.to_str().unwrap().strip_prefix(&format!("{DEVICE_COOKIE}=")).map(|r| r.split(';').next().unwrap().to_owned())
    });
    let _ = res.bytes().await;
    (status, cookie)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_distributed_flood_through_the_proxy_leaves_the_trusted_device_its_lane() {
    // The instance's ordinary limits, behind its trusted proxy.
    let app = spawn_with_limits(Some(PROXY.parse().unwrap()), SignInLimits::default()).await;
    app.create_user("priest", "priest@example.org", "Priest", PASSWORD, Role::Admin).await;
    let server = app.listen().await;
    let proxy = client_from(PROXY);
    let (status, cookie) = post_login(&proxy, server, "192.0.2.10", "priest", PASSWORD, None).await;
    assert_eq!(status, StatusCode::OK);
    let cookie = cookie.expect("a device cookie");

    // 30 clients, each its own address, each with 4 sign-ins for unknown users always in flight.
    let stop = Arc::new(AtomicBool::new(false));
    let refused = Arc::new(AtomicUsize::new(0));
    let mut flood = tokio::task::JoinSet::new();
    for client in 0..30 {
        for _ in 0..4 {
            let (stop, refused, proxy) = (Arc::clone(&stop), Arc::clone(&refused), proxy.clone());
            flood.spawn(async move {
                let address = format!("10.9.0.{}", client + 1);
                let mut n = 0;
                while !stop.load(Ordering::Relaxed) {
                    n += 1;
                    let name = format!("nobody-{client}-{n}");
                    let (status, _) = post_login(&proxy, server, &address, &name, "guess-password", None).await;
                    if status == StatusCode::TOO_MANY_REQUESTS {
                        refused.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        }
    }
    // Until the queue is full and refusing.
    let started = Instant::now();
    while refused.load(Ordering::Relaxed) < 50 {
        assert!(started.elapsed() < Duration::from_secs(20), "the flood never filled the queue");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let admin = client_from("127.0.0.1");
    let mut without = Vec::new();
    for _ in 0..5 {
        without.push(post_login(&admin, server, "192.0.2.10", "priest", PASSWORD, None).await.0);
    }
    let mut times = Vec::new();
    for _ in 0..5 {
        let started = Instant::now();
        let (status, _) = post_login(&admin, server, "192.0.2.10", "priest", PASSWORD, Some(&cookie)).await;
        times.push(started.elapsed());
        assert_eq!(status, StatusCode::OK, "the trusted device signs in during the flood");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.store(true, Ordering::Relaxed);
    flood.join_all().await;
    assert!(
        without.contains(&StatusCode::TOO_MANY_REQUESTS),
        "the flood does lock out a sign-in without the cookie: {without:?}"
    );
    let slowest = times.iter().max().unwrap();
    assert!(*slowest < Duration::from_secs(1), "the trusted device waited {slowest:?} ({times:?})");
}
