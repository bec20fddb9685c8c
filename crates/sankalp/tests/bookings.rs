//! Bookings through the real router (ARCHITECTURE.md §6), on SQLite with local media or on
//! PostgreSQL with media in S3: every rule of creation with its status, message and nothing stored; the
//! devotee's private page and withdrawal; the priest's inbox, status machine and CSV; the private links
//! he shares; proof media kept private; retention; the start-up repair of proof media.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::common;
use crate::common::darshan::{MP4, file, jpeg, multipart};
use crate::common::{TestApp, body_bytes, body_json, body_text, header, spawn};
use sankalp_db::Role;

fn today() -> chrono::NaiveDate {
    Utc::now().with_timezone(&chrono_tz::Asia::Kolkata).date_naive()
}

/// A booking that passes every rule: two devotees, every optional field set.
fn good_booking() -> Value {
    json!({
        "service": "ritual",
        "slug": "satyanarayan",
        "devotees": [
            {"name": "Lakshmi Rao", "gotra": "Kashyapa", "nakshatra": "Rohini", "rashi": "Vrishabha", "relation": "self"},
            {"name": "Ramesh Rao", "nakshatra": "Purva Phalguni", "relation": "husband"}
        ],
        "preferredDate": (today() + Duration::days(7)).format("%Y-%m-%d").to_string(),
        "intention": "For the health of the family",
        "contact": {"name": "Lakshmi Rao", "phone": "+91 98450 12345", "email": "lakshmi@example.org"},
        "timezone": "America/New_York",
        "language": "en",
        "website": ""
    })
}

impl TestApp {
    async fn book_from(&self, peer: &str, body: &Value) -> (StatusCode, Value, Option<String>) {
        let request = Request::post("/api/v1/bookings")
            .header("content-type", "application/json")
            .body(Body::from(body.to_string()))
            .unwrap();
        let res = self.send_from(peer.parse().unwrap(), request).await;
        let retry = header(&res, "retry-after").map(str::to_owned);
        (res.status(), body_json(res).await, retry)
    }

    async fn book(&self, body: &Value) -> (StatusCode, Value) {
        let (status, json, _) = self.book_from("127.0.0.1:40000", body).await;
        (status, json)
    }

    async fn assert_no_booking(&self) {
        assert_eq!(self.pool.count("bookings").await, 0, "no booking row");
        assert_eq!(self.pool.count("booking_history").await, 0, "no history row");
        assert_eq!(self.pool.count("email_outbox").await, 0, "no queued email");
        assert_eq!(self.pool.count("booking_attempts").await, 0, "nothing counted");
    }
}

/// The fields the 400 names, in order.
fn fields(body: &Value) -> Vec<String> {
    body["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap().to_owned()).collect()
}

fn message_of(body: &Value, field: &str) -> String {
    let errors = body["errors"].as_array().unwrap();
    let found = errors.iter().find(|e| e["field"] == field).unwrap_or_else(|| panic!("no error for {field}: {body}"));
    found["message"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_good_booking_is_stored_and_answers_its_reference_token_and_links() {
    let app = spawn().await;
    let (status, body) = app.book(&good_booking()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let data = &body["data"];
    let reference = data["reference"].as_str().unwrap();
    assert!(reference.starts_with("SKP-") && reference.len() == 10, "{reference}");
    let token = data["token"].as_str().unwrap();
    assert_eq!(token.len(), 22);
    assert_eq!(data["url"], format!("/booking/{token}"));
    let whatsapp = data["whatsappUrl"].as_str().unwrap();
    assert!(whatsapp.starts_with("https://api.whatsapp.com/send?phone="), "{whatsapp}");
    assert!(
        whatsapp.ends_with(&format!("&text=Namaste%2C%20I%20have%20booked%20Satyanarayan.%20Booking%20{reference}.")),
        "{whatsapp}"
    );
    assert!(!whatsapp.contains("Lakshmi") && !whatsapp.contains("Kashyapa"), "no personal data in a URL");
    // Only a hash of the token is stored; the phone in E.164.
    assert_eq!(app.pool.count(&format!("bookings WHERE token_hash IS NOT NULL AND token_hash <> '{token}'")).await, 1);
    assert_eq!(app.pool.count("bookings WHERE contact_phone = '+919845012345' AND status = 'received'").await, 1);
    assert_eq!(app.pool.count("booking_history").await, 1);
    // Emails are off without SMTP: nothing queued.
    assert_eq!(app.pool.count("email_outbox").await, 0);
}

#[tokio::test]
async fn astrology_needs_no_slug_and_a_booking_needs_little() {
    let app = spawn().await;
    let body = json!({
        "service": "astrology",
        "devotees": [{"name": "Asha"}],
        "contact": {"name": "Asha", "phone": "+12125550123"}
    });
    let (status, body) = app.book(&body).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["data"]["whatsappUrl"].as_str().unwrap().contains("Astrology%20consultation"));
}

#[tokio::test]
async fn every_bad_field_is_named_at_once_and_nothing_is_stored() {
    let app = spawn().await;
    let mut devotees: Vec<Value> = (0..3).map(|i| json!({"name": format!("Devotee {i}")})).collect();
    devotees[0]["name"] = json!("   ");
    devotees[1]["gotra"] = json!("g".repeat(61));
    devotees[2]["nakshatra"] = json!("Rohni");
    devotees[2]["rashi"] = json!("Leo");
    devotees[1]["relation"] = json!("son\u{202E}");
    let body = json!({
        "service": "ritual",
        "slug": "satyanarayan",
        "devotees": devotees,
        "preferredDate": (today() - Duration::days(1)).format("%Y-%m-%d").to_string(),
        "intention": "x".repeat(2001),
        "contact": {"name": "n".repeat(101), "phone": "+91 12", "email": "not-an-email"},
        "timezone": "Mars/Olympus",
        "language": "fr"
    });
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{res}");
    assert_eq!(
        fields(&res),
        [
            "devotees[0].name",
            "devotees[1].gotra",
            "devotees[1].relation",
            "devotees[2].nakshatra",
            "devotees[2].rashi",
            "preferredDate",
            "intention",
            "contact.name",
            "contact.phone",
            "contact.email",
            "timezone",
            "language",
        ]
    );
    assert_eq!(message_of(&res, "devotees[0].name"), "Name is required");
    assert_eq!(message_of(&res, "devotees[1].gotra"), "Gotra must be at most 60 characters");
    assert_eq!(message_of(&res, "devotees[2].nakshatra"), "Nakshatra must be one of the listed values");
    assert_eq!(message_of(&res, "preferredDate"), "Preferred date cannot be in the past");
    assert_eq!(message_of(&res, "intention"), "Intention must be at most 2000 characters");
    assert_eq!(message_of(&res, "contact.name"), "Contact name must be at most 100 characters");
    assert_eq!(message_of(&res, "contact.phone"), "Phone is not a valid phone number for its country");
    assert_eq!(message_of(&res, "contact.email"), "Email must be an email address, as name@example.org");
    assert_eq!(res["message"], "Name is required");
    assert_eq!(res["success"], false);
    app.assert_no_booking().await;
}

#[tokio::test]
async fn phones_with_letters_are_refused_not_read_as_keypad_digits() {
    let app = spawn().await;
    // The phone-number library would read these as +18003569377 and +91984501234: numbers the devotee
    // never wrote.
    for phone in ["+1-800-FLOWERS", "+91 98450 1234A", "+91 98450 12345 ext. 7"] {
        let mut body = good_booking();
        body["contact"]["phone"] = json!(phone);
        let (status, res) = app.book(&body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{phone}: {res}");
        assert_eq!(fields(&res), ["contact.phone"], "{phone}");
        assert_eq!(
            message_of(&res, "contact.phone"),
            "Phone may contain only digits, spaces, dashes, dots and brackets after the leading +"
        );
        assert_eq!(
            res["message"],
            "Phone may contain only digits, spaces, dashes, dots and brackets after the leading +"
        );
        app.assert_no_booking().await;
    }
    // Dots and brackets, as people write numbers, are read.
    let mut body = good_booking();
    body["contact"]["phone"] = json!("+1 (212) 555.0123");
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::CREATED, "{res}");
    assert_eq!(app.pool.count("bookings WHERE contact_phone = '+12125550123'").await, 1);
}

#[tokio::test]
async fn missing_fields_eleven_devotees_and_far_dates_are_refused() {
    let app = spawn().await;
    let (status, res) = app.book(&json!({})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(fields(&res), ["service", "devotees", "contact", "contact.name", "contact.phone"]);
    assert_eq!(message_of(&res, "service"), "Service is required: ritual, pilgrimage or astrology");
    assert_eq!(message_of(&res, "devotees"), "At least one devotee is required");
    assert_eq!(message_of(&res, "contact"), "Contact details are required");
    assert_eq!(message_of(&res, "contact.name"), "Contact name is required");
    assert_eq!(message_of(&res, "contact.phone"), "Phone is required");

    // A devotee's name over 100 characters; an email over 254.
    let mut body = good_booking();
    body["devotees"][1]["name"] = json!("n".repeat(101));
    body["contact"]["email"] = json!(format!("{}@example.org", "a".repeat(243)));
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{res}");
    assert_eq!(fields(&res), ["devotees[1].name", "contact.email"]);
    assert_eq!(message_of(&res, "devotees[1].name"), "Name must be at most 100 characters");
    assert_eq!(message_of(&res, "contact.email"), "Email must be at most 254 characters");

    let mut body = good_booking();
    body["devotees"] = json!((0..11).map(|i| json!({"name": format!("D{i}")})).collect::<Vec<_>>());
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message_of(&res, "devotees"), "At most 10 devotees can be named in one booking");

    let mut body = good_booking();
    body["devotees"] = json!([]);
    body["slug"] = Value::Null;
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(fields(&res), ["slug", "devotees"]);

    let mut body = good_booking();
    let beyond = today().checked_add_months(chrono::Months::new(12)).unwrap() + Duration::days(1);
    body["preferredDate"] = json!(beyond.format("%Y-%m-%d").to_string());
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message_of(&res, "preferredDate").starts_with("Preferred date must be at most a year ahead"));

    let mut body = good_booking();
    body["preferredDate"] = json!("01/12/2026");
    body["contact"]["phone"] = json!("9845012345");
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message_of(&res, "preferredDate"), "Preferred date must be a date written YYYY-MM-DD");
    assert_eq!(
        message_of(&res, "contact.phone"),
        "Phone must be an international number starting with + and the country code, as +911234567890"
    );
    app.assert_no_booking().await;

    // The last day a year ahead is still accepted.
    let mut body = good_booking();
    let last = today().checked_add_months(chrono::Months::new(12)).unwrap();
    body["preferredDate"] = json!(last.format("%Y-%m-%d").to_string());
    assert_eq!(app.book(&body).await.0, StatusCode::CREATED);
}

#[tokio::test]
async fn unknown_slugs_honeypots_big_and_non_json_bodies_are_refused() {
    let app = spawn().await;
    let mut body = good_booking();
    body["slug"] = json!("no-such-puja");
    let (status, res) = app.book(&body).await;
    assert_eq!((status, res["message"].as_str().unwrap()), (StatusCode::NOT_FOUND, "Ritual not found"));
    body["service"] = json!("pilgrimage");
    body["slug"] = json!("satyanarayan");
    let (status, res) = app.book(&body).await;
    assert_eq!((status, res["message"].as_str().unwrap()), (StatusCode::NOT_FOUND, "Pilgrimage site not found"));
    body["slug"] = json!("../../etc/passwd");
    assert_eq!(app.book(&body).await.0, StatusCode::NOT_FOUND);
    app.assert_no_booking().await;
    body["slug"] = json!("brahma-sarovar");
    assert_eq!(app.book(&body).await.0, StatusCode::CREATED, "a published pilgrimage site");
    app.pool.execute("DELETE FROM booking_history").await;
    app.pool.execute("DELETE FROM booking_attempts").await;
    app.pool.execute("DELETE FROM bookings").await;

    let mut body = good_booking();
    body["website"] = json!("http://spam.example");
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(fields(&res), ["website"]);
    assert_eq!(res["message"], "Leave this field empty");

    let mut body = good_booking();
    body["intention"] = json!("x".repeat(17 * 1024));
    let (status, res) = app.book(&body).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(res["message"], "Request body too large (16 KiB at most)");

    let request = |content_type: &str, body: &str| {
        Request::post("/api/v1/bookings")
            .header("content-type", content_type)
            .body(Body::from(body.to_owned()))
            .unwrap()
    };
    let res = app.send(request("application/json", "service=ritual&slug=x")).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(body_json(res).await["message"].as_str().unwrap().starts_with("Malformed JSON"));
    let res = app.send(request("application/json", r#"{"devotees": "all of us"}"#)).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(body_json(res).await["message"].as_str().unwrap().starts_with("Invalid value for field `devotees`"));
    let res = app.send(request("application/x-www-form-urlencoded", "service=ritual")).await;
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    app.assert_no_booking().await;
}

#[tokio::test]
async fn the_sixth_booking_in_ten_minutes_from_one_address_is_429() {
    let app = spawn().await;
    for _ in 0..5 {
        assert_eq!(app.book_from("203.0.113.7:1000", &good_booking()).await.0, StatusCode::CREATED);
    }
    let (status, res, retry) = app.book_from("203.0.113.7:1001", &good_booking()).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(res["message"], "Too many attempts. Please try again later.");
    let retry: u64 = retry.expect("Retry-After").parse().unwrap();
    assert!((590..=600).contains(&retry), "{retry}");
    assert_eq!(app.pool.count("bookings").await, 5, "the sixth is not stored");
    // Another address of the same IPv6 /64 is the same client; another /64 is not.
    for _ in 0..5 {
        assert_eq!(app.book_from("[2001:db8:1:2::1]:1000", &good_booking()).await.0, StatusCode::CREATED);
    }
    assert_eq!(app.book_from("[2001:db8:1:2:ffff::9]:1000", &good_booking()).await.0, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.book_from("[2001:db8:1:3::1]:1000", &good_booking()).await.0, StatusCode::CREATED);
    // The window slides: once the oldest leaves it, one more is let in.
    app.pool.execute("DELETE FROM booking_attempts WHERE at = (SELECT MIN(at) FROM booking_attempts)").await;
    assert_eq!(app.book_from("203.0.113.7:1002", &good_booking()).await.0, StatusCode::CREATED);
    // No address is kept: the counter holds hashes.
    assert_eq!(app.pool.count("booking_attempts WHERE scope LIKE '%203.0.113%'").await, 0);
}

#[tokio::test]
async fn the_limit_holds_under_concurrency() {
    let app = spawn().await;
    let mut tasks = Vec::new();
    for i in 0..12 {
        let router = app.router.clone();
        tasks.push(tokio::spawn(async move {
            let mut request = Request::post("/api/v1/bookings")
                .header("content-type", "application/json")
                .body(Body::from(good_booking().to_string()))
                .unwrap();
            let peer: std::net::SocketAddr = format!("198.51.100.4:{}", 2000 + i).parse().unwrap();
            request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            tower::ServiceExt::oneshot(router, request).await.unwrap().status()
        }));
    }
    let mut created = 0;
    for task in tasks {
        match task.await.unwrap() {
            StatusCode::CREATED => created += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(created, 5);
    assert_eq!(app.pool.count("bookings").await, 5);
}

async fn create(app: &TestApp) -> (String, String) {
    let (status, body) = app.book(&good_booking()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (body["data"]["reference"].as_str().unwrap().to_owned(), body["data"]["token"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn the_devotee_follows_the_booking_privately() {
    let app = spawn().await;
    let (reference, token) = create(&app).await;
    let res = app.get(&format!("/api/v1/bookings/track/{token}")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "cache-control"), Some("no-store"));
    assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"));
    assert_eq!(header(&res, "x-robots-tag"), Some("noindex"));
    let booking = body_json(res).await["data"]["booking"].clone();
    assert_eq!(booking["reference"], reference);
    assert_eq!(booking["service"], "ritual");
    assert_eq!(booking["slug"], "satyanarayan");
    assert_eq!(booking["ritualTitle"], "Satyanarayan");
    assert_eq!(booking["devotees"][0]["gotra"], "Kashyapa");
    assert_eq!(booking["devotees"][1]["nakshatra"], "Purva Phalguni");
    assert_eq!(booking["contact"]["phone"], "+919845012345");
    assert_eq!(booking["timezone"], "America/New_York");
    assert_eq!(booking["status"], "received");
    assert_eq!(booking["history"].as_array().unwrap().len(), 1);
    assert_eq!(booking["history"][0]["status"], "received");
    assert!(booking["history"][0].get("by").is_none(), "the devotee does not see who");
    assert_eq!(booking["upi"], Value::Null);
    assert_eq!(booking["proof"], json!([]));
    assert!(booking.get("id").is_none() && booking.get("notes").is_none());

    // Guessed tokens, of the right shape or not, are 404 with the same answer.
    assert_eq!(app.get("/api/v1/bookings/track/../../etc").await.status(), StatusCode::NOT_FOUND);
    for guess in ["AAAAAAAAAAAAAAAAAAAAAA", "short", "%2e%2e", &token[..21]] {
        let res = app.get(&format!("/api/v1/bookings/track/{guess}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{guess}");
        assert_eq!(body_json(res).await["message"], "Booking not found");
    }
}

#[tokio::test]
async fn the_private_page_is_drawn_with_the_booking_at_each_request() {
    let app = spawn().await;
    let (reference, token) = create(&app).await;
    let res = app.get(&format!("/booking/{token}")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("text/html; charset=utf-8"));
    assert_eq!(header(&res, "cache-control"), Some("no-store"));
    assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"));
    assert_eq!(header(&res, "x-robots-tag"), Some("noindex"));
    assert_eq!(header(&res, "etag"), None, "nothing of it is kept");
    let html = body_text(res).await;
    assert!(html.starts_with("<!DOCTYPE html><html lang=\"en\">"));
    assert!(html.contains(&format!("data-testid=\"booking-reference\">{reference}<")), "{html}");
    assert!(html.contains("Kashyapa") && html.contains("Purva Phalguni"));
    // The booking was made from New York: its times on the devotee's clock, named.
    assert!(html.contains(" EST<") || html.contains(" EDT<"), "{html}");
    assert!(!html.contains("<link rel=\"canonical\""));

    // Compressed as it goes when the browser takes it.
    let compressed = app
        .send(Request::get(format!("/booking/{token}")).header("accept-encoding", "br").body(Body::empty()).unwrap())
        .await;
    assert_eq!(header(&compressed, "content-encoding"), Some("br"));

    // The same booking in Kannada; any other first segment is no language.
    let kannada = body_text(app.get(&format!("/kn/booking/{token}")).await).await;
    assert!(kannada.starts_with("<!DOCTYPE html><html lang=\"kn\">") && kannada.contains(&reference));
    assert_eq!(app.get(&format!("/xx/booking/{token}")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/booking/{token}")).await.status(), StatusCode::NOT_FOUND);

    // Guesses, of the token's shape or not, and a withdrawn booking: the page's "cannot be found", 404.
    for guess in ["AAAAAAAAAAAAAAAAAAAAAA", "short", &token[..21]] {
        let res = app.get(&format!("/booking/{guess}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{guess}");
        assert_eq!(header(&res, "cache-control"), Some("no-store"));
        assert!(body_text(res).await.contains("This booking cannot be found"), "{guess}");
    }
    let res = app.send(Request::delete(format!("/api/v1/bookings/track/{token}")).body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app.get(&format!("/booking/{token}")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(!body_text(res).await.contains(&reference));
}

#[tokio::test]
async fn withdrawing_erases_the_personal_data_and_the_token_then_answers_404() {
    let app = spawn().await;
    let (reference, token) = create(&app).await;
    let (_, admin) = app.admin().await;
    let (status, _) = app
        .json("PATCH", &format!("/api/v1/bookings/{reference}"), Some(&admin), Some(json!({"note": "Called Lakshmi"})))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app.json("DELETE", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Booking erased");
    let res = app.get(&format!("/api/v1/bookings/track/{token}")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let (status, _) = app.json("DELETE", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.pool
            .count(
                "bookings WHERE token_hash IS NULL AND contact_name IS NULL AND contact_phone IS NULL \
                 AND contact_email IS NULL AND devotees IS NULL AND intention IS NULL AND timezone IS NULL \
                 AND erased_at IS NOT NULL"
            )
            .await,
        1
    );
    assert_eq!(app.pool.count("booking_history WHERE kind = 'note'").await, 0, "private notes go too");
    // The priest still sees that it existed.
    let (status, body) = app.json("GET", &format!("/api/v1/bookings/{reference}"), Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["data"]["booking"]["erasedAt"].is_string());
    assert_eq!(body["data"]["booking"]["devotees"], json!([]));
    // Withdrawn before the ritual, it is cancelled: it no longer waits for the priest.
    assert_eq!(body["data"]["booking"]["status"], "cancelled");
    let kinds: Vec<(&str, Option<&str>, Option<&str>)> = body["data"]["booking"]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["kind"].as_str().unwrap(), h["status"].as_str(), h["by"].as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("status", Some("received"), Some("devotee")),
            ("status", Some("cancelled"), Some("devotee")),
            ("erased", None, Some("devotee"))
        ]
    );
    let (_, list) = app.json("GET", "/api/v1/bookings", Some(&admin), None).await;
    assert_eq!(list["data"]["counts"]["received"], 0, "{list}");
    assert_eq!(list["data"]["counts"]["cancelled"], 1, "{list}");
    assert_eq!(app.pool.count("bookings WHERE finished_at IS NOT NULL").await, 1);

    // Nothing in it changes any more: no status, schedule, amount or note (which would keep words about
    // the devotee that retention never erases).
    let history = app.pool.count("booking_history").await;
    for change in [
        json!({"note": "Called again"}),
        json!({"amount": 1100}),
        json!({"scheduledAt": "2026-12-01T06:30:00+05:30"}),
        json!({"paid": true}),
    ] {
        let (status, body) =
            app.json("PATCH", &format!("/api/v1/bookings/{reference}"), Some(&admin), Some(change.clone())).await;
        assert_eq!(status, StatusCode::CONFLICT, "{change}: {body}");
        assert_eq!(body["message"], "This booking was erased: it can no longer be changed");
    }
    assert_eq!(app.pool.count("booking_history").await, history, "nothing written");
    assert_eq!(app.pool.count("bookings WHERE amount IS NULL AND scheduled_at IS NULL AND paid = FALSE").await, 1);
}

#[tokio::test]
async fn a_booking_withdrawn_after_the_ritual_keeps_its_status() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, token) = create(&app).await;
    for status in ["confirmed", "scheduled", "performed"] {
        let body = if status == "scheduled" {
            json!({"status": status, "scheduledAt": "2026-12-01T06:30:00+05:30"})
        } else {
            json!({"status": status})
        };
        let (code, body) = app.json("PATCH", &format!("/api/v1/bookings/{reference}"), Some(&admin), Some(body)).await;
        assert_eq!(code, StatusCode::OK, "{body}");
    }
    let (status, _) = app.json("DELETE", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    let (_, body) = app.json("GET", &format!("/api/v1/bookings/{reference}"), Some(&admin), None).await;
    assert_eq!(body["data"]["booking"]["status"], "performed", "the ritual was performed");
    assert_eq!(app.pool.count("booking_history WHERE status = 'cancelled'").await, 0);
    assert_eq!(app.pool.count("booking_history WHERE kind = 'erased'").await, 1);
}

/// Asks for another private link as `admin`; the status, the answer and its `Cache-Control`.
async fn share_link(app: &TestApp, reference: &str, token: Option<&str>) -> (StatusCode, Value, Option<String>) {
    let mut request = Request::post(format!("/api/v1/bookings/{reference}/link"));
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let res = app.send(request.body(Body::empty()).unwrap()).await;
    let cache = header(&res, "cache-control").map(str::to_owned);
    (res.status(), body_json(res).await, cache)
}

/// The token of a shared link's `/booking/{token}`.
fn token_of(body: &Value) -> String {
    let url = body["data"]["url"].as_str().unwrap_or_else(|| panic!("no url: {body}"));
    url.strip_prefix("/booking/").unwrap_or_else(|| panic!("not a private page: {url}")).to_owned()
}

/// How many `link` entries the booking's history has.
async fn link_history(app: &TestApp) -> i64 {
    app.pool.count("booking_history WHERE kind = 'link'").await
}

#[tokio::test]
async fn the_priest_shares_more_private_links_each_opening_the_booking() {
    let app = spawn().await;
    let (reference, token) = create(&app).await;
    let (_, admin) = app.admin().await;
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;

    // Refused: no token, not an administrator, unknown or malformed references. Nothing stored.
    let refusals = [
        (reference.as_str(), None, StatusCode::UNAUTHORIZED, "Authentication required"),
        (reference.as_str(), Some(visitor.as_str()), StatusCode::FORBIDDEN, "Forbidden: Access denied."),
        ("SKP-000000", Some(admin.as_str()), StatusCode::NOT_FOUND, "Booking not found"),
        ("nope", Some(admin.as_str()), StatusCode::NOT_FOUND, "Booking not found"),
    ];
    for (reference, token, status, message) in refusals {
        let (got, body, _) = share_link(&app, reference, token).await;
        assert_eq!(got, status, "{reference} {token:?}: {body}");
        assert_eq!(body["message"], message);
        assert_eq!(body["data"], Value::Null);
    }
    assert_eq!(app.pool.count("booking_links").await, 0, "nothing stored by refusals");
    assert_eq!(link_history(&app).await, 0);

    let (status, body, cache) = share_link(&app, &reference, Some(&admin)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["message"], "Private link created");
    assert_eq!(cache.as_deref(), Some("no-store"));
    let shared = token_of(&body);
    assert_eq!(shared.len(), 22, "128 bits in base64url: {shared}");
    assert_ne!(shared, token);
    // Only its hash is kept.
    let hash = sankalp::features::bookings::token_hash(&shared).unwrap();
    assert_eq!(
        app.pool.count(&format!("booking_links WHERE token_hash = '{hash}' AND created_by = 'priest'")).await,
        1
    );
    assert_eq!(app.pool.count(&format!("booking_links WHERE token_hash = '{shared}'")).await, 0);
    // The new link and the one made at booking both open it.
    for t in [&shared, &token] {
        let res = app.get(&format!("/api/v1/bookings/track/{t}")).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(body_json(res).await["data"]["booking"]["reference"], reference);
    }
    // The priest's history tells it; the devotee's does not.
    let (_, detail) = app.json("GET", &format!("/api/v1/bookings/{reference}"), Some(&admin), None).await;
    let last = detail["data"]["booking"]["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["kind"].as_str(), last["by"].as_str()), (Some("link"), Some("priest")));
    let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{shared}")).await).await;
    assert_eq!(tracked["data"]["booking"]["history"].as_array().unwrap().len(), 1);

    // Up to 20; the 21st is refused and stores nothing.
    let mut links = vec![shared];
    for _ in 1..20 {
        let (status, body, _) = share_link(&app, &reference, Some(&admin)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        links.push(token_of(&body));
    }
    let distinct: std::collections::HashSet<&String> = links.iter().collect();
    assert_eq!(distinct.len(), 20);
    assert_eq!(app.pool.count("booking_links").await, 20);
    let (status, body, cache) = share_link(&app, &reference, Some(&admin)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["message"], "This booking already has 20 links; the devotee can open it with any link sent before");
    assert_eq!(body["errors"][0]["field"], "link");
    assert_eq!(cache.as_deref(), Some("no-store"));
    assert_eq!(app.pool.count("booking_links").await, 20, "no row added");
    assert_eq!(link_history(&app).await, 20, "no history entry added");
    let last = links.last().unwrap();
    assert_eq!(app.get(&format!("/api/v1/bookings/track/{last}")).await.status(), StatusCode::OK);

    // The devotee withdraws through a shared link: every link answers 404 and none is kept.
    let (status, body) = app.json("DELETE", &format!("/api/v1/bookings/track/{}", links[7]), None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for t in links.iter().chain([&token]) {
        let res = app.get(&format!("/api/v1/bookings/track/{t}")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{t}");
        assert_eq!(body_json(res).await["message"], "Booking not found");
    }
    assert_eq!(app.pool.count("booking_links").await, 0, "erasure deletes every link");
    // And an erased booking gets no new link.
    let (status, body, _) = share_link(&app, &reference, Some(&admin)).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("Booking not found")));
    assert_eq!(app.pool.count("booking_links").await, 0);
}

#[tokio::test]
async fn concurrent_link_requests_stop_at_twenty() {
    let app = spawn().await;
    let (reference, _) = create(&app).await;
    let (_, admin) = app.admin().await;
    let mut tasks = Vec::new();
    for _ in 0..26 {
        let (router, admin, reference) = (app.router.clone(), admin.clone(), reference.clone());
        tasks.push(tokio::spawn(async move {
            let mut request = Request::post(format!("/api/v1/bookings/{reference}/link"))
                .header("authorization", format!("Bearer {admin}"))
                .body(Body::empty())
                .unwrap();
            let peer: std::net::SocketAddr = "127.0.0.1:40000".parse().unwrap();
            request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            tower::ServiceExt::oneshot(router, request).await.unwrap().status()
        }));
    }
    let (mut created, mut refused) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            StatusCode::CREATED => created += 1,
            StatusCode::CONFLICT => refused += 1,
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!((created, refused), (20, 6));
    assert_eq!(app.pool.count("booking_links").await, 20);
    assert_eq!(link_history(&app).await, 20);
}

#[tokio::test]
async fn the_priest_lists_searches_and_counts() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (first, _) = create(&app).await;
    let mut other = good_booking();
    other["contact"] = json!({"name": "Govind 100% Iyer", "phone": "+12125550123"});
    assert_eq!(app.book_from("127.0.0.2:1", &other).await.0, StatusCode::CREATED);
    let (status, body) = app.json("GET", "/api/v1/bookings", None, None).await;
    assert_eq!((status, body["message"].as_str().unwrap()), (StatusCode::UNAUTHORIZED, "Authentication required"));

    let (status, body) = app.json("GET", "/api/v1/bookings", Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let data = &body["data"];
    assert_eq!(data["total"], 2);
    assert_eq!(data["bookings"][0]["contactName"], "Govind 100% Iyer", "newest first");
    assert_eq!(
        data["counts"],
        json!({"received": 2, "confirmed": 0, "scheduled": 0, "performed": 0, "delivered": 0, "cancelled": 0})
    );
    assert_eq!(data["page"], 1);
    assert_eq!(data["limit"], 20);

    let search = |q: &str| {
        let app = &app;
        let admin = admin.clone();
        let q = q.to_owned();
        async move {
            let path = format!(
                "/api/v1/bookings?q={}",
                percent_encoding::utf8_percent_encode(&q, percent_encoding::NON_ALPHANUMERIC)
            );
            let (status, body) = app.json("GET", &path, Some(&admin), None).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body["data"]["bookings"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["reference"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(search(&first.to_lowercase()).await, [first.as_str()]);
    assert_eq!(search("lakshmi").await, [first.as_str()]);
    assert_eq!(search("98450").await, [first.as_str()]);
    assert_eq!(search("100%").await.len(), 1, "wildcards are literal");
    assert_eq!(search("%").await.len(), 1);
    assert_eq!(search("nobody").await.len(), 0);

    let (status, body) = app.json("GET", "/api/v1/bookings?status=confirmed", Some(&admin), None).await;
    assert_eq!((status, body["data"]["total"].clone()), (StatusCode::OK, json!(0)));
    assert_eq!(body["data"]["counts"]["received"], 2, "counts ignore the filter");
    for bad in ["status=done", "status=", "page=0", "limit=101", "limit=x", "q=a%00b"] {
        let (status, body) = app.json("GET", &format!("/api/v1/bookings?{bad}"), Some(&admin), None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
    }
    let (status, body) = app.json("GET", "/api/v1/bookings?limit=1&page=2", Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["bookings"][0]["reference"], first);
}

#[tokio::test]
async fn status_moves_follow_the_machine_and_every_change_is_kept() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, token) = create(&app).await;
    let path = format!("/api/v1/bookings/{reference}");
    let patch = |body: Value| {
        let (app, admin, path) = (&app, admin.clone(), path.clone());
        async move { app.json("PATCH", &path, Some(&admin), Some(body)).await }
    };

    let (status, body) = patch(json!({"status": "scheduled"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["message"], "A booking that is received cannot become scheduled");
    assert_eq!(body["errors"][0]["field"], "status");
    let (status, body) = patch(json!({"status": "cancelled"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(message_of(&body, "note"), "A note saying why is needed to cancel a booking");
    let (status, body) = patch(json!({"status": "cancelled", "note": "   "})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    for bad in [
        json!({}),
        json!({"status": "done"}),
        json!({"amount": 0}),
        json!({"amount": 12.5}),
        json!({"scheduledAt": "tomorrow"}),
        json!({"colour": "red"}),
    ] {
        let (status, body) = patch(bad.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
    }
    assert_eq!(app.pool.count("booking_history").await, 1, "nothing written by refused changes");
    assert_eq!(app.pool.count("bookings WHERE status = 'received' AND amount IS NULL").await, 1);

    let (status, body) = patch(json!({"status": "confirmed", "amount": 1100, "note": "Asked for Sunday"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let b = &body["data"]["booking"];
    assert_eq!((b["status"].as_str(), b["amount"].as_i64()), (Some("confirmed"), Some(1100)));
    assert_eq!(b["notes"][0]["text"], "Asked for Sunday");
    assert_eq!(b["notes"][0]["by"], "priest");
    assert_eq!(b["upi"], Value::Null, "no UPI ID in the site settings yet");
    let (status, body) = patch(json!({"status": "scheduled", "scheduledAt": "2026-12-01T06:30:00+05:30"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["booking"]["scheduledAt"], "2026-12-01T01:00:00Z");
    let (status, _) = patch(json!({"status": "performed"})).await;
    assert_eq!(status, StatusCode::OK);
    let written = app.pool.count("booking_history").await;
    let (status, body) = patch(json!({"status": "cancelled", "note": "too late"})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a performed booking cannot be cancelled: {body}");
    assert_eq!(body["message"], "A booking that is performed cannot become cancelled");
    assert_eq!(app.pool.count("booking_history").await, written, "nothing written by the refused move");
    assert_eq!(app.pool.count("bookings WHERE status = 'performed'").await, 1);
    let (status, _) = patch(json!({"paid": true})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = patch(json!({"status": "delivered"})).await;
    assert_eq!(status, StatusCode::OK);
    let history: Vec<(String, Option<String>)> = body["data"]["booking"]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["kind"].as_str().unwrap().to_owned(), h["status"].as_str().map(str::to_owned)))
        .collect();
    let kinds: Vec<&str> = history.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(kinds, ["status", "status", "note", "amount", "status", "schedule", "status", "paid", "status"]);
    assert_eq!(app.pool.count("bookings WHERE finished_at IS NOT NULL AND paid = TRUE").await, 1);
    let written = app.pool.count("booking_history").await;
    let (status, body) = patch(json!({"status": "delivered", "amount": 5100})).await;
    assert_eq!(status, StatusCode::CONFLICT, "no move out of delivered");
    assert_eq!(body["message"], "A booking that is delivered cannot become delivered");
    assert_eq!(app.pool.count("booking_history").await, written, "nothing written by the refused move");
    assert_eq!(app.pool.count("bookings WHERE amount = 1100").await, 1, "nor the amount sent with it");

    // Only an administrator reads or changes a booking.
    let (_, visitor) = app.user_with_token("visitor", Role::User).await;
    for (method, body) in [("GET", None), ("PATCH", Some(json!({"note": "sneaky"})))] {
        let (status, res) = app.json(method, &path, None, body.clone()).await;
        assert_eq!((status, res["message"].as_str().unwrap()), (StatusCode::UNAUTHORIZED, "Authentication required"));
        let (status, res) = app.json(method, &path, Some(&visitor), body).await;
        assert_eq!((status, res["message"].as_str().unwrap()), (StatusCode::FORBIDDEN, "Forbidden: Access denied."));
    }
    assert_eq!(app.pool.count("booking_history").await, written, "nothing written by the refused notes");

    // The devotee sees the status moves only, without private notes.
    let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{token}")).await).await;
    let seen: Vec<&str> = tracked["data"]["booking"]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["status"].as_str().unwrap())
        .collect();
    assert_eq!(seen, ["received", "confirmed", "scheduled", "performed", "delivered"]);
    assert!(!tracked.to_string().contains("Asked for Sunday"));
}

#[tokio::test]
async fn a_cancellation_note_is_shown_to_the_devotee() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, token) = create(&app).await;
    let (status, _) = app
        .json(
            "PATCH",
            &format!("/api/v1/bookings/{reference}"),
            Some(&admin),
            Some(json!({"status": "cancelled", "note": "The temple is closed that week"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{token}")).await).await;
    let last = tracked["data"]["booking"]["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["status"], "cancelled");
    assert_eq!(last["note"], "The temple is closed that week");
}

#[tokio::test]
async fn the_csv_export_neutralises_formulas() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let mut body = good_booking();
    body["devotees"] =
        json!([{"name": "=HYPERLINK(\"http://evil.example\",\"x\")"}, {"name": "@SUM(1)", "gotra": "-1"}]);
    body["contact"]["name"] = json!("+cmd|' /C calc'!A0");
    body["intention"] = json!("\t=1+1");
    assert_eq!(app.book(&body).await.0, StatusCode::CREATED);
    let res = app
        .send(
            Request::get("/api/v1/bookings/export.csv")
                .header("authorization", format!("Bearer {admin}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("text/csv; charset=utf-8"));
    assert!(header(&res, "content-disposition").unwrap().starts_with("attachment; filename=\"bookings-"));
    assert_eq!(header(&res, "cache-control"), Some("no-store"));
    let text = String::from_utf8(body_bytes(res).await).unwrap();
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    let cell = |name: &str| row.get(headers.iter().position(|h| h == name).unwrap()).unwrap().to_owned();
    assert_eq!(cell("contact name"), "'+cmd|' /C calc'!A0");
    assert_eq!(cell("phone"), "'+919845012345");
    assert_eq!(cell("intention"), "'=1+1", "trimmed when booked, then neutralised");
    assert_eq!(cell("devotees"), "'=HYPERLINK(\"http://evil.example\",\"x\"); @SUM(1) (-1)");
    for (i, value) in row.iter().enumerate() {
        assert!(!value.starts_with(['=', '+', '-', '@', '\t', '\r']), "column {i}: {value:?}");
    }
    let res = app.get("/api/v1/bookings/export.csv").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_csv_export_shows_times_in_the_settings_time_zone() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, _) = create(&app).await;
    let path = format!("/api/v1/bookings/{reference}");
    let (status, _) = app.json("PATCH", &path, Some(&admin), Some(json!({"status": "confirmed"}))).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app
        .json(
            "PATCH",
            &path,
            Some(&admin),
            Some(json!({"status": "scheduled", "scheduledAt": "2026-12-01T07:30:00+05:30"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    async fn scheduled(app: &TestApp, admin: String) -> String {
        let request = Request::get("/api/v1/bookings/export.csv")
            .header("authorization", format!("Bearer {admin}"))
            .body(Body::empty())
            .unwrap();
        let text = String::from_utf8(body_bytes(app.send(request).await).await).unwrap();
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let headers = reader.headers().unwrap().clone();
        let row = reader.records().next().unwrap().unwrap();
        row.get(headers.iter().position(|h| h == "scheduled").unwrap()).unwrap().to_owned()
    }
    assert_eq!(scheduled(&app, admin.clone()).await, "2026-12-01T07:30:00+05:30", "India's time by default");

    let (_, site) = app.json("GET", "/api/v1/site", None, None).await;
    let mut settings = site["data"]["site"].clone();
    assert_eq!(settings["timezone"], "Asia/Kolkata");
    settings["timezone"] = json!("Europe/London");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&admin), Some(settings.clone())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(scheduled(&app, admin.clone()).await, "2026-12-01T02:00:00+00:00");

    settings["timezone"] = json!("India Standard Time");
    let (status, body) = app.json("PUT", "/api/v1/site", Some(&admin), Some(settings)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["errors"][0]["field"], "timezone");
    assert_eq!(body["message"], "Time zone must be a time zone name such as Asia/Kolkata or Europe/London");
    let (_, site) = app.json("GET", "/api/v1/site", None, None).await;
    assert_eq!(site["data"]["site"]["timezone"], "Europe/London", "nothing saved by the refusal");
}

async fn upload_proof(
    app: &TestApp,
    reference: &str,
    token: Option<&str>,
    parts: &[common::darshan::Part],
) -> (StatusCode, Value) {
    let (content_type, body) = multipart(parts);
    let mut request = Request::post(format!("/api/v1/bookings/{reference}/proof")).header("content-type", content_type);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let res = app.send(request.body(Body::from(body)).unwrap()).await;
    let status = res.status();
    (status, body_json(res).await)
}

fn proof_files(app: &TestApp) -> Vec<String> {
    app.media_files().into_iter().filter(|f| f.starts_with("private/")).collect()
}

#[tokio::test]
async fn proof_media_is_private_to_the_token_holder_and_signed_admin_urls() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, token) = create(&app).await;

    let (status, _) = upload_proof(&app, &reference, None, &[file("video", "p.mp4", "video/mp4", MP4)]).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) =
        upload_proof(&app, &reference, Some(&admin), &[file("video", "p.mp4", "video/mp4", b"not a video")]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["errors"][0]["field"], "video");
    let (status, body) =
        upload_proof(&app, &reference, Some(&admin), &[file("photo", "p.png", "image/png", b"\x89PNG nope")]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, body) = upload_proof(&app, &reference, Some(&admin), &[]).await;
    assert_eq!((status, body["message"].as_str().unwrap()), (StatusCode::BAD_REQUEST, "Send a video or a photo"));
    let (status, _) = upload_proof(&app, "SKP-000000", Some(&admin), &[file("video", "p.mp4", "video/mp4", MP4)]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(proof_files(&app), Vec::<String>::new());
    assert_eq!(app.pool.count("booking_proof").await, 0);
    assert!(app.media_files().iter().all(|f| !f.starts_with(".tmp/")), "no temporary file left");

    let (status, body) = upload_proof(
        &app,
        &reference,
        Some(&admin),
        &[file("video", "ritual.mp4", "video/mp4", MP4), file("photo", "IMG_1.jpg", "image/jpeg", &jpeg(2000, 1500))],
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let proof = body["data"]["booking"]["proof"].as_array().unwrap().clone();
    assert_eq!(proof.len(), 2);
    let files = proof_files(&app);
    assert_eq!(files.len(), 2);
    assert!(files.iter().all(|f| f.starts_with("private/bookings/")), "{files:?}");
    let video = proof.iter().find(|p| p["kind"] == "video").unwrap();
    assert_eq!(video["contentType"], "video/mp4");
    assert_eq!(video["size"], MP4.len());
    let admin_url = video["url"].as_str().unwrap().to_owned();
    assert!(admin_url.contains("?exp=") && admin_url.contains("&sig="), "{admin_url}");

    // Never under /media.
    for f in &files {
        assert_eq!(app.get(&format!("/media/{f}")).await.status(), StatusCode::NOT_FOUND, "{f}");
    }
    // The devotee's URL plays with ranges, privately.
    let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{token}")).await).await;
    let holder_url =
        tracked["data"]["booking"]["proof"].as_array().unwrap().iter().find(|p| p["kind"] == "video").unwrap()["url"]
            .as_str()
            .unwrap()
            .to_owned();
    assert!(holder_url.starts_with(&format!("/api/v1/bookings/track/{token}/proof/")));
    let res = app.send(Request::get(&holder_url).header("range", "bytes=0-99").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&res, "content-range"), Some(format!("bytes 0-99/{}", MP4.len()).as_str()));
    assert_eq!(header(&res, "cache-control"), Some("private, no-store"));
    assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"));
    let etag = header(&res, "etag").unwrap().to_owned();
    assert_eq!(body_bytes(res).await, &MP4[..100]);
    let res = app.send(Request::get(&holder_url).header("if-none-match", &etag).body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
    let res = app.get(&holder_url).await;
    assert_eq!(body_bytes(res).await, MP4);

    // Without the token, a wrong token, or another booking's token: 404.
    let name = holder_url.rsplit('/').next().unwrap().to_owned();
    let (_, other_token) = create(&app).await;
    for url in [
        format!("/api/v1/bookings/track/AAAAAAAAAAAAAAAAAAAAAA/proof/{name}"),
        format!("/api/v1/bookings/track/{other_token}/proof/{name}"),
        format!("/api/v1/bookings/{reference}/proof/{name}"),
        format!("/api/v1/bookings/{reference}/proof/{name}?exp=9999999999&sig=00"),
        admin_url.replace("&sig=", "&sig=0"),
        admin_url.replace(&reference, "SKP-000000"),
    ] {
        assert_eq!(app.get(&url).await.status(), StatusCode::NOT_FOUND, "{url}");
    }
    // The admin's signed URL works without a header, and not once expired.
    let res = app.send(Request::get(&admin_url).header("range", "bytes=10-").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(body_bytes(res).await, &MP4[10..]);
    let expired = Utc::now().timestamp() - 1;
    let forged = admin_url.split("?exp=").next().unwrap().to_owned() + &format!("?exp={expired}&sig=00");
    assert_eq!(app.get(&forged).await.status(), StatusCode::NOT_FOUND);

    // The photo was re-encoded as a JPEG of at most 1280 pixels, without metadata.
    let photo =
        tracked["data"]["booking"]["proof"].as_array().unwrap().iter().find(|p| p["kind"] == "photo").unwrap().clone();
    let bytes = body_bytes(app.get(photo["url"].as_str().unwrap()).await).await;
    let decoded = image::load_from_memory(&bytes).unwrap();
    assert_eq!(decoded.width(), 1280);

    // Withdrawing deletes the files.
    let (status, _) = app.json("DELETE", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(proof_files(&app), Vec::<String>::new());
    assert_eq!(app.pool.count("booking_proof").await, 0);
    assert_eq!(app.get(&holder_url).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get(&admin_url).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_oversized_proof_video_is_413_and_leaves_nothing() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, _) = create(&app).await;
    let mut big = MP4.to_vec();
    big.resize(256 * 1024 * 1024 + 1, 0);
    let (status, body) =
        upload_proof(&app, &reference, Some(&admin), &[file("video", "p.mp4", "video/mp4", &big)]).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert_eq!(body["message"], "Video size exceeds 256MB");
    assert!(app.media_files().is_empty(), "{:?}", app.media_files());
    assert_eq!(app.pool.count("booking_proof").await, 0);
}

#[tokio::test]
async fn retention_erases_finished_bookings_after_the_period() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (old, old_token) = create(&app).await;
    let (recent, _) = create(&app).await;
    let (open, _) = create(&app).await;
    for reference in [&old, &recent] {
        let (status, _) = app
            .json(
                "PATCH",
                &format!("/api/v1/bookings/{reference}"),
                Some(&admin),
                Some(json!({"status": "cancelled", "note": "No longer needed"})),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    let (status, _) = upload_proof(&app, &old, Some(&admin), &[file("video", "p.mp4", "video/mp4", MP4)]).await;
    assert_eq!(status, StatusCode::CREATED);
    // One finished 400 days ago, one 10 days ago, one still open and 400 days old.
    let back = |reference: &str, days: i64| {
        let at = sankalp_db::dialect::Timestamp(Utc::now() - Duration::days(days)).to_text();
        format!("UPDATE bookings SET finished_at = '{at}', created_at = '{at}' WHERE reference = '{reference}'")
    };
    app.pool.execute(&back(&old, 400)).await;
    app.pool.execute(&back(&recent, 10)).await;
    let long_ago = sankalp_db::dialect::Timestamp(Utc::now() - Duration::days(400)).to_text();
    app.pool.execute(&format!("UPDATE bookings SET created_at = '{long_ago}' WHERE reference = '{open}'")).await;

    // A link shared for the one that goes, and one for the one that stays.
    let (status, body, _) = share_link(&app, &old, Some(&admin)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let old_shared = token_of(&body);
    let (status, body, _) = share_link(&app, &open, Some(&admin)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let open_shared = token_of(&body);

    let erased = sankalp::features::bookings::run_retention(&app.state, Utc::now()).await.unwrap();
    assert_eq!(erased, 1);
    assert_eq!(app.get(&format!("/api/v1/bookings/track/{old_shared}")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/v1/bookings/track/{open_shared}")).await.status(), StatusCode::OK);
    assert_eq!(
        app.pool
            .count(&format!("booking_links WHERE booking_id IN (SELECT id FROM bookings WHERE reference = '{old}')"))
            .await,
        0,
        "the erased booking's links are deleted"
    );
    assert_eq!(app.pool.count("booking_links").await, 1, "the open booking's link stays");
    assert_eq!(
        app.pool
            .count(&format!("bookings WHERE reference = '{old}' AND erased_at IS NOT NULL AND contact_name IS NULL"))
            .await,
        1
    );
    assert_eq!(app.pool.count("bookings WHERE erased_at IS NULL").await, 2);
    assert_eq!(app.get(&format!("/api/v1/bookings/track/{old_token}")).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(proof_files(&app), Vec::<String>::new(), "its proof is deleted");
    assert_eq!(
        app.pool.count("booking_history WHERE detail = 'No longer needed'").await,
        1,
        "only the recent one's note stays"
    );
    // Running again erases nothing more.
    assert_eq!(sankalp::features::bookings::run_retention(&app.state, Utc::now()).await.unwrap(), 0);
    // With a retention of 5 days, the one finished 10 days ago goes too.
    let mut services = sankalp::Services::clone(&app.state);
    services.bookings.retention_days = 5;
    let state = sankalp::AppState::new(services);
    assert_eq!(sankalp::features::bookings::run_retention(&state, Utc::now()).await.unwrap(), 1);
    assert_eq!(app.pool.count("bookings WHERE erased_at IS NULL").await, 1);
}

#[tokio::test]
async fn start_up_repair_removes_proof_files_no_booking_names() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, _) = create(&app).await;
    let (status, _) = upload_proof(&app, &reference, Some(&admin), &[file("video", "p.mp4", "video/mp4", MP4)]).await;
    assert_eq!(status, StatusCode::CREATED);
    // A crash between a file and its row leaves a file no row names.
    let orphan = format!("private/bookings/0000/{}.mp4", sankalp_media::MediaId::generate());
    let mut temp = sankalp_media::TempFile::create_in(app.media.temp_dir()).await.unwrap();
    temp.write_chunk(MP4).await.unwrap();
    temp.finish().await.unwrap();
    app.media.put_file(&orphan, temp.path(), "video/mp4").await.unwrap();
    assert_eq!(proof_files(&app).len(), 2);
    let report = sankalp::features::bookings::retention::repair_proof_media_older_than(
        app.store.as_ref(),
        app.media.as_ref(),
        std::time::Duration::ZERO,
    )
    .await
    .unwrap();
    assert_eq!(report.orphans_removed, [orphan]);
    assert_eq!(proof_files(&app).len(), 1, "the named file stays");
    // Darshan's repair leaves proof files alone.
    let darshan = sankalp::features::darshan::repair_media_older_than(
        app.store.as_ref(),
        app.media.as_ref(),
        std::time::Duration::ZERO,
    )
    .await
    .unwrap();
    assert!(darshan.orphans_removed.is_empty());
    assert_eq!(proof_files(&app).len(), 1);
}

#[tokio::test]
async fn upi_details_appear_once_an_amount_and_a_upi_id_are_set() {
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, token) = create(&app).await;
    let (status, _) =
        app.json("PATCH", &format!("/api/v1/bookings/{reference}"), Some(&admin), Some(json!({"amount": 2100}))).await;
    assert_eq!(status, StatusCode::OK);
    let mut site = sankalp::features::content::saved_settings(app.store.as_ref()).await.unwrap().expect("seeded");
    site.upi_id = "priest@okbank".into();
    site.upi_payee = "Pandit R. Bhat".into();
    let booking = app.store.find_booking_by_reference(&reference).await.unwrap().unwrap();
    let view = sankalp::features::bookings::tracked_view(&booking, &[], &[], Some(&site), |_| String::new(), false);
    let upi = view.upi.expect("UPI shown");
    assert_eq!(
        upi.uri,
        format!("upi://pay?pa=priest@okbank&pn=Pandit%20R.%20Bhat&am=2100.00&cu=INR&tn=Booking%20{reference}")
    );
    assert_eq!(upi.id, "priest@okbank");
    // Without a UPI ID in the settings (the default), the devotee sees the amount but no UPI.
    let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{token}")).await).await;
    assert_eq!(tracked["data"]["booking"]["amount"], 2100);
    assert_eq!(tracked["data"]["booking"]["upi"], Value::Null);

    // The priest sets his UPI ID: the page read right after the save answers shows it (the settings are
    // the served content's, read once per version), and a later change replaces it.
    for (id, payee) in [("priest@okbank", "Pandit R. Bhat"), ("temple@upi", "")] {
        let mut settings = body_json(app.get("/api/v1/site").await).await["data"]["site"].clone();
        settings["upiId"] = json!(id);
        settings["upiPayee"] = json!(payee);
        let (status, body) = app.json("PUT", "/api/v1/site", Some(&admin), Some(settings)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let tracked = body_json(app.get(&format!("/api/v1/bookings/track/{token}")).await).await;
        assert_eq!(tracked["data"]["booking"]["upi"]["id"], id);
        let name = if payee.is_empty() { site.business_name.as_str() } else { payee };
        assert_eq!(tracked["data"]["booking"]["upi"]["payee"], name);
    }
}

/// A time with PostgreSQL's precision (microseconds), `secs` after a fixed instant.
fn at(secs: i64) -> chrono::DateTime<Utc> {
    "2030-01-02T03:04:05.123456Z".parse::<chrono::DateTime<Utc>>().unwrap() + Duration::seconds(secs)
}

#[tokio::test]
async fn the_private_page_reads_in_one_query_what_three_queries_read() {
    use sankalp::features::bookings::token_hash;
    use sankalp_db::{BookingChanges, LinkFor, NewHistory, ProofFile};

    let app = spawn().await;
    let (_, token) = create(&app).await;
    let hash = token_hash(&token).unwrap();
    let booking = app.store.find_booking_by_token(&hash).await.unwrap().unwrap();
    let id = booking.id.clone();
    // History entries sharing a time (kept in the order written), notes the devotee never sees, and
    // proof files sharing a time (ordered by key), each added out of order.
    let note = |text: &str| NewHistory { kind: "note", status: None, detail: Some(text.to_owned()) };
    let moved = |to: &str| NewHistory { kind: "status", status: Some(to.to_owned()), detail: None };
    let changes = BookingChanges {
        status: Some(("confirmed".into(), "received".into())),
        amount: Some(1100),
        ..BookingChanges::default()
    };
    assert!(
        app.store
            .update_booking(&id, &changes, &[moved("confirmed"), note("first")], "priest", &[], at(10))
            .await
            .unwrap()
    );
    assert!(
        app.store
            .update_booking(&id, &BookingChanges::default(), &[note("second")], "priest", &[], at(10))
            .await
            .unwrap()
    );
    assert!(
        app.store
            .update_booking(&id, &BookingChanges::default(), &[note("earlier")], "priest", &[], at(5))
            .await
            .unwrap()
    );
    let proof = |name: &str, secs: i64| ProofFile {
        key: format!("private/bookings/{id}/{name}"),
        booking_id: id.clone(),
        name: name.to_owned(),
        kind: "photo".to_owned(),
        content_type: "image/jpeg".to_owned(),
        size: 1234,
        created_at: at(secs),
    };
    for (name, secs) in [("b.jpg", 30), ("c.jpg", 20), ("a.jpg", 30)] {
        assert!(app.store.add_booking_proof(&proof(name, secs), "priest").await.unwrap());
    }
    let link = token_hash("BBBBBBBBBBBBBBBBBBBBBB").unwrap();
    let added = app.store.add_booking_link(&id, &link, LinkFor::Admin("priest"), 20, at(40)).await.unwrap();
    assert_eq!(added, sankalp_db::LinkAdded::Stored);

    let history = app.store.booking_history(&id).await.unwrap();
    let files = app.store.booking_proof(&id).await.unwrap();
    assert_eq!(history.len(), 9, "{history:?}");
    assert_eq!(files.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["c.jpg", "a.jpg", "b.jpg"]);
    let booking = app.store.find_booking_by_token(&hash).await.unwrap().unwrap();
    for token_hash in [&hash, &link] {
        let page = app.store.find_booking_page_by_token(token_hash).await.unwrap().expect("the booking");
        assert!(page.booking == booking, "the same booking");
        assert_eq!(page.history, history);
        assert_eq!(page.proof, files);
    }

    // A booking without proof, and tokens that name nothing.
    let (_, other) = create(&app).await;
    let other = token_hash(&other).unwrap();
    let page = app.store.find_booking_page_by_token(&other).await.unwrap().expect("the other booking");
    assert_eq!((page.history.len(), page.proof.len()), (1, 0));
    assert!(
        app.store.find_booking_page_by_token(&token_hash("AAAAAAAAAAAAAAAAAAAAAA").unwrap()).await.unwrap().is_none()
    );
    app.store.erase_booking(&id, "devotee", at(50)).await.unwrap().expect("erased");
    for token_hash in [&hash, &link] {
        assert!(app.store.find_booking_page_by_token(token_hash).await.unwrap().is_none(), "erased: none");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_writers_all_succeed() {
    // Bookings from 40 clients, changes to one booking and private links to it, all at once: on SQLite
    // they take their turns in the writer queue (ARCHITECTURE.md §5), on PostgreSQL their locks; none
    // fails or is lost.
    let app = spawn().await;
    let (_, admin) = app.admin().await;
    let (reference, _) = create(&app).await;
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..40u32 {
        let router = app.router.clone();
        tasks.spawn(async move {
            let mut request = Request::post("/api/v1/bookings")
                .header("content-type", "application/json")
                .body(Body::from(good_booking().to_string()))
                .unwrap();
            let peer: std::net::SocketAddr = format!("198.51.100.{}:2000", 10 + i).parse().unwrap();
            request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            let status = tower::ServiceExt::oneshot(router, request).await.unwrap().status();
            ("booking", status)
        });
    }
    for i in 0..10 {
        let router = app.router.clone();
        let (admin, reference) = (admin.clone(), reference.clone());
        tasks.spawn(async move {
            let (path, body) = if i % 2 == 0 {
                (format!("/api/v1/bookings/{reference}"), json!({"note": format!("note {i}")}).to_string())
            } else {
                (format!("/api/v1/bookings/{reference}/link"), String::new())
            };
            let method = if i % 2 == 0 { "PATCH" } else { "POST" };
            let mut request = Request::builder()
                .method(method)
                .uri(path)
                .header("authorization", format!("Bearer {admin}"))
                .header("content-type", "application/json")
                .body(Body::from(body))
                .unwrap();
            let peer: std::net::SocketAddr = "127.0.0.1:3000".parse().unwrap();
            request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            let status = tower::ServiceExt::oneshot(router, request).await.unwrap().status();
            (method, status)
        });
    }
    while let Some(done) = tasks.join_next().await {
        let (what, status) = done.unwrap();
        assert!(status.is_success(), "{what}: {status}");
    }
    assert_eq!(app.pool.count("bookings").await, 41);
    assert_eq!(app.pool.count("booking_history WHERE kind = 'note'").await, 5);
    assert_eq!(app.pool.count("booking_links").await, 5);
}
