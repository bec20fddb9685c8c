//! Booking emails against a real SMTP server: aiosmtpd (PyPI, installed into target/smtp-venv by
//! `scripts/smtp-server.sh install`, which `make test-rust` runs), started by each test on a free port and
//! receiving into a Maildir the test reads. The outbox is the store's; the sender is lettre's SMTP client.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use axum::http::StatusCode;
use chrono::Utc;
use serde_json::json;

use crate::common;
use crate::common::TestApp;
use sankalp::features::bookings::outbox::{OutboxOptions, send_due};
use sankalp::features::bookings::{BookingSettings, Mailer, run_outbox};

const FROM: &str = "Sankalp <puja@sankalp.example>";
const PRIEST: &str = "priest@sankalp.example";

/// aiosmtpd on 127.0.0.1, storing what it receives in `maildir`; stopped when dropped.
struct SmtpServer {
    child: Child,
    port: u16,
    maildir: PathBuf,
}

fn python() -> PathBuf {
    let venv = std::env::var("SMTP_VENV")
        .map(PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/smtp-venv"));
    let python = venv.join("bin/python");
    assert!(python.exists(), "aiosmtpd is not installed: run scripts/smtp-server.sh install (make test-rust does)");
    python
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

impl SmtpServer {
    async fn start(maildir: &Path, port: u16) -> Self {
        // Not created here: aiosmtpd makes the Maildir (with new/, cur/, tmp/) only when it is missing.
        let mut child = Command::new(python())
            .args(["-m", "aiosmtpd", "-n", "-d", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
            .arg(maildir)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(maildir.with_extension("log")).unwrap())
            .spawn()
            .expect("start aiosmtpd");
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return Self { child, port, maildir: maildir.to_owned() };
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        child.kill().ok();
        child.wait().ok();
        panic!("aiosmtpd did not listen on port {port} within 10 s");
    }

    fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message received, as text, oldest first.
    fn messages(&self) -> Vec<String> {
        received(&self.maildir)
    }

    /// What the server logged, for failure messages.
    fn log(&self) -> String {
        std::fs::read_to_string(self.maildir.with_extension("log")).unwrap_or_default()
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

fn received(maildir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(maildir.join("new")) else { return Vec::new() };
    let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
    files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).unwrap());
    files.iter().map(|p| decode_quoted_printable(&std::fs::read_to_string(p).unwrap())).collect()
}

/// The message with a quoted-printable body decoded (lettre picks that encoding for long lines), so that
/// the tests read the text as sent.
fn decode_quoted_printable(message: &str) -> String {
    if !message.contains("Content-Transfer-Encoding: quoted-printable") {
        return message.to_owned();
    }
    let joined = message.replace("=\r\n", "").replace("=\n", "");
    let mut out = Vec::new();
    let bytes = joined.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && let Ok(byte) = u8::from_str_radix(&joined[i + 1..i + 3], 16)
        {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap()
}

fn header_of<'a>(message: &'a str, name: &str) -> &'a str {
    message
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} header in {message}"))
}

/// The test app with emails on and the priest notified.
async fn app_with_mail() -> TestApp {
    let mut app = common::spawn().await;
    let mut services = sankalp::Services::clone(&app.state);
    services.bookings = BookingSettings::new(common::TEST_JWT_SECRET, true, Some(PRIEST.to_owned()), 365);
    app.state = sankalp::AppState::new(services);
    app.router = sankalp::app(app.state.clone());
    app
}

fn booking(email: Option<&str>) -> serde_json::Value {
    let mut contact = json!({"name": "Lakshmi Rao", "phone": "+919845012345"});
    if let Some(email) = email {
        contact["email"] = json!(email);
    }
    json!({
        "service": "ritual",
        "slug": "satyanarayan",
        "devotees": [{"name": "Lakshmi Rao", "gotra": "Kashyapa", "nakshatra": "Rohini"}],
        "intention": "For my mother's recovery",
        "contact": contact,
        "timezone": "Europe/London"
    })
}

async fn create(app: &TestApp, email: Option<&str>) -> (String, String) {
    let (status, body) = app.json("POST", "/api/v1/bookings", None, Some(booking(email))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (body["data"]["reference"].as_str().unwrap().to_owned(), body["data"]["token"].as_str().unwrap().to_owned())
}

/// The private link's token in a message to the devotee.
fn link_in(message: &str) -> String {
    let at =
        message.find("https://puja.example.org/booking/").unwrap_or_else(|| panic!("no private link in {message}"));
    message[at + "https://puja.example.org/booking/".len()..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect()
}

/// Whether `token` opens the booking `reference` on its private page.
async fn opens(app: &TestApp, token: &str, reference: &str) -> bool {
    let (status, body) = app.json("GET", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    status == StatusCode::OK && body["data"]["booking"]["reference"] == reference
}

fn quick() -> OutboxOptions {
    OutboxOptions {
        poll: Duration::from_millis(100),
        lease: Duration::from_secs(2),
        backoff: Duration::from_millis(200),
        max_backoff: Duration::from_secs(1),
    }
}

#[tokio::test]
async fn the_devotee_and_the_priest_get_their_emails() {
    let app = app_with_mail().await;
    let server = SmtpServer::start(&app.dir.path().join("mail"), free_port()).await;
    let mailer = Mailer::new(&server.url(), FROM).unwrap();
    let (reference, token) = create(&app, Some("lakshmi@example.org")).await;
    // Queued in the booking's transaction, not sent by the request; no token waits in the outbox (the
    // sender makes the link), so a copy of the database opens no booking.
    assert_eq!(app.pool.count("email_outbox").await, 2);
    assert_eq!(app.pool.count("email_outbox WHERE private_link = TRUE").await, 1, "the devotee's only");
    assert_eq!(app.pool.count(&format!("email_outbox WHERE body LIKE '%{token}%'")).await, 0);
    assert_eq!(app.pool.count("booking_links").await, 0);
    assert!(server.messages().is_empty());

    assert_eq!(send_due(&app.store, &mailer, &quick()).await.unwrap(), 2);
    assert_eq!(app.pool.count("email_outbox").await, 0, "sent emails leave the outbox");
    let messages = server.messages();
    assert_eq!(messages.len(), 2, "{}", server.log());
    let to_devotee = messages.iter().find(|m| header_of(m, "To").contains("lakshmi@example.org")).unwrap();
    assert_eq!(header_of(to_devotee, "Subject"), format!("Booking {reference} received: Satyanarayan"));
    assert!(header_of(to_devotee, "From").contains("puja@sankalp.example"));
    // A link of its own, made as it was sent: it opens the booking as the one made at booking does.
    let emailed = link_in(to_devotee);
    assert_eq!(emailed.len(), 22, "{to_devotee}");
    assert_ne!(emailed, token);
    assert!(opens(&app, &emailed, &reference).await);
    assert!(opens(&app, &token, &reference).await);
    assert_eq!(app.pool.count("booking_links WHERE created_by = '(email)'").await, 1);
    assert!(!to_devotee.contains('\u{1}'), "no mark left: {to_devotee}");
    let to_priest = messages.iter().find(|m| header_of(m, "To").contains(PRIEST)).unwrap();
    let subject = header_of(to_priest, "Subject");
    assert_eq!(subject, format!("New booking {reference}: Satyanarayan"));
    assert!(!subject.contains("Kashyapa") && !subject.contains("recovery") && !subject.contains("Lakshmi"));
    assert!(to_priest.contains("gotra Kashyapa") && to_priest.contains("For my mother's recovery"), "{to_priest}");
    assert!(to_priest.contains(&format!("/admin/orders/{reference}")));

    // Status moves: confirmed, scheduled, delivered are told; performed is not.
    let (_, admin) = app.admin().await;
    let path = format!("/api/v1/bookings/{reference}");
    for (body, told) in [
        (json!({"status": "confirmed", "amount": 1100}), true),
        (json!({"status": "scheduled", "scheduledAt": "2026-12-01T06:30:00+05:30"}), true),
        (json!({"status": "performed"}), false),
        (json!({"status": "delivered"}), true),
    ] {
        let (status, res) = app.json("PATCH", &path, Some(&admin), Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{res}");
        assert_eq!(app.pool.count("email_outbox").await, i64::from(told));
        send_due(&app.store, &mailer, &quick()).await.unwrap();
    }
    let messages = server.messages();
    assert_eq!(messages.len(), 5);
    let subjects: Vec<&str> = messages[2..].iter().map(|m| header_of(m, "Subject")).collect();
    assert_eq!(
        subjects,
        [
            format!("Booking {reference} confirmed: Satyanarayan"),
            format!("Booking {reference} scheduled: Satyanarayan"),
            format!("Booking {reference} delivered: Satyanarayan"),
        ]
    );
    assert!(
        messages[3]
            .contains("Tuesday 1 December 2026, 06:30 India time (IST) (Tuesday 1 December 2026, 01:00 Europe/London)"),
        "{}",
        messages[3]
    );
    // Every email to the devotee carries a working link of its own; none is in the priest's history.
    let mut links: Vec<String> = messages[2..].iter().map(|m| link_in(m)).collect();
    links.push(emailed);
    for link in &links {
        assert!(opens(&app, link, &reference).await, "{link}");
    }
    links.sort();
    links.dedup();
    assert_eq!(links.len(), 4);
    assert_eq!(app.pool.count("booking_links").await, 4);
    assert_eq!(app.pool.count("booking_history WHERE kind = 'link'").await, 0);

    // Without an address, the devotee gets nothing; the priest still does.
    create(&app, None).await;
    assert_eq!(app.pool.count("email_outbox").await, 1);
}

#[tokio::test]
async fn no_email_is_lost_to_a_down_server_or_a_sender_that_dies() {
    let app = app_with_mail().await;
    let port = free_port();
    let maildir = app.dir.path().join("mail");
    // The SMTP server is down: sending fails, the emails stay queued and are retried later.
    let (first, _) = create(&app, Some("first@example.org")).await;
    let down = Mailer::new(&format!("smtp://127.0.0.1:{port}"), FROM).unwrap();
    assert_eq!(send_due(&app.store, &down, &quick()).await.unwrap(), 2);
    assert_eq!(
        app.pool.count("email_outbox WHERE attempts = 1 AND lease_until IS NULL AND last_error IS NOT NULL").await,
        2
    );
    assert_eq!(send_due(&app.store, &down, &quick()).await.unwrap(), 0, "not due again before the backoff");
    assert_eq!(app.pool.count("booking_links").await, 0, "a link whose email was not sent is removed");

    // A second booking's emails are claimed by a sender that dies before sending (its lease runs on).
    let (second, _) = create(&app, Some("second@example.org")).await;
    let lease = Utc::now() + chrono::Duration::seconds(2);
    assert_eq!(app.store.claim_emails(Utc::now(), lease, 10).await.unwrap().len(), 2);

    // The server restarts with the SMTP server up: every email arrives, once the backoff and the dead
    // sender's lease are over.
    let server = SmtpServer::start(&maildir, port).await;
    let worker = tokio::spawn(run_outbox(app.store.clone(), Mailer::new(&server.url(), FROM).unwrap(), quick()));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while server.messages().len() < 4 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A message is in the mail folder a moment before the sender hears the server's 250 and forgets
    // its row: let it finish before stopping it.
    while app.pool.count("email_outbox").await > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    worker.abort();
    let subjects: Vec<String> = server.messages().iter().map(|m| header_of(m, "Subject").to_owned()).collect();
    assert_eq!(subjects.len(), 4, "{subjects:?}");
    for reference in [&first, &second] {
        assert!(subjects.contains(&format!("Booking {reference} received: Satyanarayan")), "{subjects:?}");
        assert!(subjects.contains(&format!("New booking {reference}: Satyanarayan")), "{subjects:?}");
    }
    assert_eq!(app.pool.count("email_outbox").await, 0);
    // One link per email that reached the devotee (the dead sender made none).
    assert_eq!(app.pool.count("booking_links").await, 2);
}

#[tokio::test]
async fn withdrawing_drops_the_queued_emails_with_the_personal_data() {
    let app = app_with_mail().await;
    let (_, token) = create(&app, Some("lakshmi@example.org")).await;
    assert_eq!(app.pool.count("email_outbox").await, 2);
    let (status, _) = app.json("DELETE", &format!("/api/v1/bookings/track/{token}"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.pool.count("email_outbox").await, 0);
}

/// The devotee's emails and chat message follow the language of the booking (`language`: en, hi, mr,
/// kn), and their private link opens the page in it; the priest's email stays English.
async fn in_language(language: &str, received: &str, chat: &str, scheduled: &str) {
    let app = app_with_mail().await;
    let mut body = booking(Some("lakshmi@example.org"));
    body["language"] = json!(language);
    let (status, created) = app.json("POST", "/api/v1/bookings", None, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let reference = created["data"]["reference"].as_str().unwrap().to_owned();
    let whatsapp = created["data"]["whatsappUrl"].as_str().unwrap();
    let text = percent_encoding::percent_decode_str(whatsapp.split("&text=").nth(1).unwrap()).decode_utf8().unwrap();
    assert_eq!(text, chat.replace("{reference}", &reference));
    let subject = received.replace("{reference}", &reference).replace('\'', "''");
    assert_eq!(app.pool.count(&format!("email_outbox WHERE subject = '{subject}'")).await, 1, "{subject}");
    let prefix = if language == "en" { String::new() } else { format!("/{language}") };
    let link = format!("https://puja.example.org{prefix}/booking/");
    assert_eq!(app.pool.count(&format!("email_outbox WHERE private_link = TRUE AND body LIKE '%{link}%'")).await, 1);
    assert_eq!(
        app.pool.count(&format!("email_outbox WHERE subject = 'New booking {reference}: Satyanarayan'")).await,
        1
    );

    let (_, admin) = app.admin().await;
    let path = format!("/api/v1/bookings/{reference}");
    let moves =
        [json!({"status": "confirmed"}), json!({"status": "scheduled", "scheduledAt": "2026-12-01T06:30:00+05:30"})];
    for change in moves {
        let (status, res) = app.json("PATCH", &path, Some(&admin), Some(change)).await;
        assert_eq!(status, StatusCode::OK, "{res}");
    }
    assert_eq!(app.pool.count(&format!("email_outbox WHERE body LIKE '%{scheduled}%'")).await, 1, "{scheduled}");
}

#[tokio::test]
async fn english_emails_and_chat() {
    in_language(
        "en",
        "Booking {reference} received: Satyanarayan",
        "Namaste, I have booked Satyanarayan. Booking {reference}.",
        "Tuesday 1 December 2026, 06:30 India time (IST)",
    )
    .await;
}

#[tokio::test]
async fn hindi_emails_and_chat() {
    in_language(
        "hi",
        "बुकिंग {reference} प्राप्त हुई: Satyanarayan",
        "नमस्ते, मैंने Satyanarayan की बुकिंग की है। बुकिंग क्रमांक {reference}।",
        "मंगलवार 1 दिसंबर 2026, 06:30 भारतीय समय (IST)",
    )
    .await;
}

#[tokio::test]
async fn marathi_emails_and_chat() {
    in_language(
        "mr",
        "बुकिंग {reference} मिळाली: Satyanarayan",
        "नमस्कार, मी Satyanarayan साठी बुकिंग केली आहे. बुकिंग क्रमांक {reference}.",
        "मंगळवार 1 डिसेंबर 2026, 06:30 भारतीय वेळ (IST)",
    )
    .await;
}

#[tokio::test]
async fn kannada_emails_and_chat() {
    in_language(
        "kn",
        "ಬುಕಿಂಗ್ {reference} ಸ್ವೀಕರಿಸಲಾಗಿದೆ: Satyanarayan",
        "ನಮಸ್ಕಾರ, ನಾನು Satyanarayan ಬುಕ್ ಮಾಡಿದ್ದೇನೆ. ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ {reference}.",
        "ಮಂಗಳವಾರ 1 ಡಿಸೆಂಬರ್ 2026, 06:30 ಭಾರತೀಯ ಸಮಯ (IST)",
    )
    .await;
}
