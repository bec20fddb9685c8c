//! Sign-in under concurrent load, through a real listening server and real connections from several
//! loopback addresses: a burst of guesses gets at most 10 password checks however it arrives, and a
//! flood from one address leaves the administrator free to sign in from another. Correctness only;
//! the latency during a flood is measured by `bench/signin-flood.py`.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::common::spawn_with_limits;
use reqwest::StatusCode;
use sankalp::features::auth::SignInLimits;
use sankalp_db::Role;

const PASSWORD: &str = "Om-Namah-Shivaya-108";

/// No bound on sign-ins in progress, so that only the database's throttle stands in a burst's way.
const ONLY_THE_THROTTLE: SignInLimits = SignInLimits { overall: 100_000, per_client: 100_000 };

struct Answer {
    status: StatusCode,
    retry_after: Option<u64>,
    body: String,
}

/// A client whose connections come from `from` (any 127.0.0.0/8 address reaches the server).
fn client_from(from: &str) -> reqwest::Client {
    reqwest::Client::builder().local_address(from.parse::<IpAddr>().unwrap()).build().unwrap()
}

async fn sign_in(client: reqwest::Client, server: SocketAddr, name: String, password: String) -> Answer {
    let body = serde_json::json!({ "username": name, "email": name, "password": password }).to_string();
    let res = client
        .post(format!("http://{server}/api/v1/users/login"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer");
    let status = res.status();
    let retry_after = res.headers().get("retry-after").map(|v| v.to_str().unwrap().parse().unwrap());
    Answer { status, retry_after, body: res.text().await.unwrap() }
}

/// Sends every request at once, each on a task (and so a connection) of its own; `answered` counts the
/// answers as they come.
async fn burst(
    server: SocketAddr,
    requests: Vec<(reqwest::Client, String, String)>,
    answered: Arc<AtomicUsize>,
) -> Vec<Answer> {
    let mut tasks = tokio::task::JoinSet::new();
    for (client, name, password) in requests {
        let answered = Arc::clone(&answered);
        tasks.spawn(async move {
            let answer = sign_in(client, server, name, password).await;
            answered.fetch_add(1, Ordering::Relaxed);
            answer
        });
    }
    tasks.join_all().await
}

fn count(answers: &[Answer], status: StatusCode) -> usize {
    answers.iter().filter(|a| a.status == status).count()
}

/// Every answer is a 401 (the password was checked) or a 429 with `Retry-After` within the minute.
fn assert_checked_or_refused(answers: &[Answer]) {
    for a in answers {
        match a.status {
            StatusCode::UNAUTHORIZED => assert!(a.body.contains("Invalid username or password"), "{}", a.body),
            StatusCode::TOO_MANY_REQUESTS => {
                assert!(a.retry_after.is_some_and(|s| (1..=60).contains(&s)), "Retry-After {:?}", a.retry_after);
                assert!(a.body.contains("\"success\":false"), "{}", a.body);
            }
            other => panic!("unexpected {other}: {}", a.body),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_concurrent_burst_against_one_account_gets_at_most_10_password_checks() {
    let app = spawn_with_limits(None, ONLY_THE_THROTTLE).await;
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    let server = app.listen().await;
    // 200 guesses at once from 20 addresses: each address stays within its own limit, so only the
    // account's name bucket can hold them.
    let clients: Vec<_> = (0..20).map(|i| client_from(&format!("127.0.0.{}", 10 + i))).collect();
    let guesses =
        (0..200).map(|i| (clients[i % 20].clone(), "priest".to_owned(), format!("wrong-guess-{i}"))).collect();
    let answers = burst(server, guesses, Arc::default()).await;
    assert_checked_or_refused(&answers);
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 10, "exactly the limit was checked");
    assert_eq!(count(&answers, StatusCode::TOO_MANY_REQUESTS), 190);
    assert_eq!(app.pool.count("login_failures WHERE scope LIKE 'name:%'").await, 10);

    // Once the limit is reached, the right password inside another burst does not get in either.
    let mut second: Vec<_> =
        (0..100).map(|i| (clients[i % 20].clone(), "priest".to_owned(), format!("again-{i}"))).collect();
    second.insert(50, (clients[0].clone(), "priest".to_owned(), PASSWORD.to_owned()));
    let answers = burst(server, second, Arc::default()).await;
    assert_checked_or_refused(&answers);
    assert_eq!(count(&answers, StatusCode::TOO_MANY_REQUESTS), 101, "not one more check, the right one included");
    assert_eq!(app.pool.count("refresh_tokens").await, 0, "nobody signed in");
    assert_eq!(app.pool.count("login_failures").await, 20, "refused attempts are not recorded");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_concurrent_burst_from_one_address_gets_at_most_10_password_checks() {
    let app = spawn_with_limits(None, ONLY_THE_THROTTLE).await;
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    let server = app.listen().await;
    let attacker = client_from("127.0.0.1");
    // A different name each time: only the address's bucket can hold them.
    let guesses = (0..200).map(|i| (attacker.clone(), format!("guess{i}"), "wrong-password".to_owned())).collect();
    let answers = burst(server, guesses, Arc::default()).await;
    assert_checked_or_refused(&answers);
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 10);
    assert_eq!(app.pool.count("login_failures WHERE scope = 'ip:127.0.0.1'").await, 10);

    let answer = sign_in(attacker, server, "priest".to_owned(), PASSWORD.to_owned()).await;
    assert_eq!(answer.status, StatusCode::TOO_MANY_REQUESTS, "even the right password waits");
    assert_eq!(app.pool.count("refresh_tokens").await, 0);
    let answer = sign_in(client_from("127.0.0.2"), server, "priest".to_owned(), PASSWORD.to_owned()).await;
    assert_eq!(answer.status, StatusCode::OK, "another address: {}", answer.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn during_a_flood_from_one_address_the_administrator_signs_in_from_another() {
    let app = spawn_with_limits(None, SignInLimits::default()).await;
    app.create_user("priest", "priest@sankalp.example", "Raghavendra Bhat", PASSWORD, Role::Admin).await;
    let server = app.listen().await;
    let flooder = client_from("127.0.0.1");
    let flood = (0..1000).map(|i| (flooder.clone(), format!("nobody{i}"), "wrong-password".to_owned())).collect();
    let answered = Arc::new(AtomicUsize::new(0));
    let flood = tokio::spawn(burst(server, flood, Arc::clone(&answered)));
    // The administrator starts once the flood is arriving (its first answers are back).
    while answered.load(Ordering::Relaxed) == 0 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let admin = sign_in(client_from("127.0.0.2"), server, "priest".to_owned(), PASSWORD.to_owned()).await;
    assert_eq!(admin.status, StatusCode::OK, "{}", admin.body);
    assert!(admin.body.contains("accessToken"));

    let answers = flood.await.unwrap();
    assert_checked_or_refused(&answers);
    assert!(count(&answers, StatusCode::UNAUTHORIZED) <= 10, "{} checked", count(&answers, StatusCode::UNAUTHORIZED));
    assert!(count(&answers, StatusCode::TOO_MANY_REQUESTS) >= 990);
    // Most are refused by the full queue (Retry-After: 1), before they reach the database.
    let queue_refusals = answers.iter().filter(|a| a.retry_after == Some(1)).count();
    assert!(queue_refusals > 0, "the queue refused none");
    assert!(app.pool.count("login_failures WHERE scope = 'ip:127.0.0.1'").await <= 10);
    assert_eq!(app.pool.count("refresh_tokens").await, 1, "the administrator's sign-in only");
}
