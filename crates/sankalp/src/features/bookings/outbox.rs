//! The email outbox's sender (ARCHITECTURE.md §6): a background task that claims due rows of
//! `email_outbox` with a lease, sends each with `lettre` (SMTP over Tokio, TLS by rustls) to
//! `SANKALP_SMTP_URL`, deletes it once the server took it, and otherwise retries it later with
//! exponential backoff. Never inside a request: a booking is answered as soon as its row is committed.
//!
//! Restarts lose nothing: a row leaves the table only when sent; a row claimed by a sender that died is
//! claimed again when its lease ends. Several instances may send at once (PostgreSQL claims with
//! `SKIP LOCKED`, SQLite has one writer): each row goes to one sender per lease. An email the server
//! accepted just before a crash may be sent twice, which is the usual price of at-least-once.

use std::fmt;
use std::time::Duration;

use chrono::Utc;
use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};

use sankalp_db::{DynStore, LinkAdded, LinkFor, OutboxEmail, PRIVATE_LINK_MARK};

use super::{new_token, token_hash};

/// Private links the emails of one booking may make: one per email sent (received, confirmed, scheduled,
/// delivered), with room to spare; a failed send removes its link again.
pub const MAX_EMAIL_LINKS: i64 = 8;

/// How the sender paces itself.
#[derive(Debug, Clone, Copy)]
pub struct OutboxOptions {
    /// How often to look for due emails when there were none.
    pub poll: Duration,
    /// How long a claimed email is reserved for this sender.
    pub lease: Duration,
    /// The wait after a first failure, doubled with every further one up to `max_backoff`.
    pub backoff: Duration,
    pub max_backoff: Duration,
}

impl Default for OutboxOptions {
    fn default() -> Self {
        Self {
            poll: Duration::from_secs(2),
            lease: Duration::from_secs(5 * 60),
            backoff: Duration::from_secs(30),
            max_backoff: Duration::from_secs(60 * 60),
        }
    }
}

/// An SMTP connection and the sender's address. `Debug` names neither (the URL may hold a password).
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl fmt::Debug for Mailer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mailer").finish_non_exhaustive()
    }
}

impl Mailer {
    /// `smtp://host:port` (plain, or `?tls=required` for STARTTLS), `smtps://user:pass@host:465` (TLS),
    /// as lettre reads them; `from` is an address, optionally with a name (`Sankalp <puja@example.org>`).
    pub fn new(url: &str, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|_| anyhow::anyhow!("SANKALP_SMTP_URL is not a valid smtp:// or smtps:// URL"))?
            .timeout(Some(Duration::from_secs(30)))
            .build();
        let from = from
            .parse::<Mailbox>()
            .map_err(|err| anyhow::anyhow!("SANKALP_MAIL_FROM is not an email address: {err}"))?;
        Ok(Self { transport, from })
    }

    async fn send(&self, email: &OutboxEmail, body: String) -> Result<(), Failure> {
        let to =
            email.recipient.parse::<Mailbox>().map_err(|_| Failure::Permanent("the recipient is not an address"))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(email.subject.clone())
            .header(ContentType::TEXT_PLAIN)
            .body(body)
            .map_err(|_| Failure::Permanent("the message could not be built"))?;
        match self.transport.send(message).await {
            Ok(_) => Ok(()),
            // 5xx: the server refuses this message for good (unknown mailbox, policy).
            Err(err) if err.is_permanent() => Err(Failure::Permanent("the SMTP server refused it for good")),
            // Only the kind of failure is kept and logged: a server's message may quote the address.
            Err(err) if err.is_timeout() => Err(Failure::Retry("the SMTP server timed out")),
            Err(err) if err.is_transient() => Err(Failure::Retry("the SMTP server refused it for now (4xx)")),
            Err(_) => Err(Failure::Retry("the SMTP server could not be reached or the connection failed")),
        }
    }
}

enum Failure {
    Retry(&'static str),
    Permanent(&'static str),
}

/// The wait before attempt `attempts + 1`.
pub fn backoff(options: &OutboxOptions, attempts: i64) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 20)).unwrap_or(20);
    options.backoff.saturating_mul(2u32.saturating_pow(doublings)).min(options.max_backoff)
}

/// What to send: the body, with a new private link where the mark is (and that link's hash, to remove
/// it if the send fails). When no link can be made (the emails' links are used up), the mark's line says
/// to use a link received before. `None` when the booking is gone: there is nothing to tell.
async fn prepare(store: &DynStore, email: &OutboxEmail) -> Result<Option<(String, Option<String>)>, sqlx::Error> {
    let (true, Some(booking_id)) = (email.private_link, &email.booking_id) else {
        return Ok(Some((email.body.clone(), None)));
    };
    let token = new_token();
    let hash = token_hash(&token).expect("a new token has the token shape");
    Ok(match store.add_booking_link(booking_id, &hash, LinkFor::Email, MAX_EMAIL_LINKS, Utc::now()).await? {
        LinkAdded::Stored => Some((email.body.replace(PRIVATE_LINK_MARK, &token), Some(hash))),
        LinkAdded::Full => Some((without_link(&email.body), None)),
        LinkAdded::Gone => None,
    })
}

/// The body with the private link's line replaced by where to find one.
fn without_link(body: &str) -> String {
    body.lines()
        .map(|line| {
            if line.contains(PRIVATE_LINK_MARK) {
                "(Open it with the private link of an earlier message.)"
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Sends what is due once; returns how many emails it handled (sent, or rescheduled after a failure).
pub async fn send_due(store: &DynStore, mailer: &Mailer, options: &OutboxOptions) -> Result<usize, sqlx::Error> {
    let now = Utc::now();
    let lease_until = now + chrono::Duration::from_std(options.lease).unwrap_or(chrono::Duration::minutes(5));
    let due = store.claim_emails(now, lease_until, 10).await?;
    for email in &due {
        let Some((body, link)) = prepare(store, email).await? else {
            // Erased meanwhile (erasure also deletes its queued emails): nothing to send.
            store.email_sent(email.id).await?;
            continue;
        };
        let sent = mailer.send(email, body).await;
        if let (Err(_), Some(hash)) = (&sent, &link) {
            store.remove_booking_link(hash).await?;
        }
        match sent {
            Ok(()) => {
                store.email_sent(email.id).await?;
                tracing::info!(email = email.id, "booking email sent");
            }
            Err(Failure::Permanent(why)) => {
                // Retrying cannot help; the address or text is at fault, not the server. (Logged by id:
                // the address is personal data.)
                store.email_sent(email.id).await?;
                tracing::error!(email = email.id, why, "a booking email was refused for good and dropped");
            }
            Err(Failure::Retry(error)) => {
                let wait = backoff(options, email.attempts);
                let next = Utc::now() + chrono::Duration::from_std(wait).unwrap_or(chrono::Duration::hours(1));
                store.email_failed(email.id, error, next).await?;
                tracing::warn!(
                    email = email.id,
                    attempts = email.attempts,
                    retry_in_secs = wait.as_secs(),
                    error,
                    "booking email not sent; will retry"
                );
            }
        }
    }
    Ok(due.len())
}

/// The sender's loop, for as long as the server runs.
pub async fn run_outbox(store: DynStore, mailer: Mailer, options: OutboxOptions) {
    loop {
        match send_due(&store, &mailer, &options).await {
            Ok(0) => tokio::time::sleep(options.poll).await,
            Ok(_) => {}
            Err(err) => {
                tracing::warn!(error = %err, "email outbox: database error; retrying");
                tokio::time::sleep(options.poll).await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_email_without_a_link_says_where_to_find_one() {
        let body = format!("Namaste,\n\nhttps://puja.example/booking/{PRIVATE_LINK_MARK}\n\nKeep it.\n");
        assert_eq!(
            without_link(&body),
            "Namaste,\n\n(Open it with the private link of an earlier message.)\n\nKeep it."
        );
    }

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let options = OutboxOptions::default();
        assert_eq!(backoff(&options, 1), Duration::from_secs(30));
        assert_eq!(backoff(&options, 2), Duration::from_secs(60));
        assert_eq!(backoff(&options, 5), Duration::from_secs(480));
        assert_eq!(backoff(&options, 50), Duration::from_secs(3600));
    }
}
