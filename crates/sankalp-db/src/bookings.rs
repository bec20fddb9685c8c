//! What the store keeps about bookings (ARCHITECTURE.md §5, §6): the bookings themselves with their personal data
//! in columns erasure empties, their history, the private links the priest shared since, their private
//! proof media, the per-client count behind the creation limit and the email outbox; and the one
//! implementation of its queries for both backends.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::Db;
use crate::dialect::{Dialect, Timestamp, db_run};

/// One person the ritual is performed for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Devotee {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gotra: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nakshatra: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rashi: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relation: Option<String>,
}

/// A booking as stored. The personal fields are `None` once it is erased (`erased_at`).
#[derive(Clone, PartialEq)]
pub struct Booking {
    pub id: String,
    pub reference: String,
    pub service: String,
    pub slug: Option<String>,
    pub title: String,
    pub status: String,
    pub preferred_date: Option<String>,
    pub language: Option<String>,
    pub contact_name: Option<String>,
    pub contact_phone: Option<String>,
    pub contact_email: Option<String>,
    pub devotees: Vec<Devotee>,
    pub intention: Option<String>,
    pub timezone: Option<String>,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub amount: Option<i64>,
    pub paid: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub erased_at: Option<DateTime<Utc>>,
}

/// Never prints personal data, so a stray `?booking` in a log line leaks nothing.
impl std::fmt::Debug for Booking {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Booking")
            .field("id", &self.id)
            .field("reference", &self.reference)
            .field("service", &self.service)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

pub struct NewBooking<'a> {
    pub id: &'a str,
    pub reference: &'a str,
    pub token_hash: &'a str,
    pub service: &'a str,
    pub slug: Option<&'a str>,
    pub title: &'a str,
    pub preferred_date: Option<&'a str>,
    pub language: Option<&'a str>,
    pub contact_name: &'a str,
    pub contact_phone: &'a str,
    pub contact_email: Option<&'a str>,
    pub devotees: &'a [Devotee],
    pub intention: Option<&'a str>,
    pub timezone: Option<&'a str>,
    pub now: DateTime<Utc>,
}

/// An email to queue in the transaction of the change it tells about.
#[derive(Clone, PartialEq, Eq)]
pub struct NewEmail {
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// The body marks where the devotee's private link goes ([`PRIVATE_LINK_MARK`]): the sender makes
    /// the link when it sends, so no token is stored with the email.
    pub private_link: bool,
}

/// Where a queued email's private link goes. Control characters never come from a devotee's or the
/// priest's text (validation refuses them), so the mark cannot be forged by what an email quotes.
pub const PRIVATE_LINK_MARK: &str = "\u{1}private-link\u{1}";

impl std::fmt::Debug for NewEmail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewEmail").finish_non_exhaustive()
    }
}

/// A queued email claimed for sending.
#[derive(Clone, sqlx::FromRow)]
pub struct OutboxEmail {
    pub id: i64,
    pub booking_id: Option<String>,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub private_link: bool,
    pub attempts: i64,
}

impl std::fmt::Debug for OutboxEmail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutboxEmail").field("id", &self.id).field("attempts", &self.attempts).finish_non_exhaustive()
    }
}

/// The per-client limit checked, and counted, in the transaction that stores a booking.
pub struct CreationLimit<'a> {
    /// Who is counted: a hash of the client's address.
    pub scope: &'a str,
    pub limit: u32,
    /// The window's start: bookings counted are those after it.
    pub since: DateTime<Utc>,
}

/// What storing a new booking led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Created {
    Stored,
    /// The client already made `limit` bookings in the window; nothing was written. A place frees then.
    Throttled {
        free_at: DateTime<Utc>,
    },
    /// The reference (or token hash) is taken: nothing was written, try another.
    Duplicate,
}

/// One entry of a booking's history.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, sqlx::FromRow)]
pub struct HistoryEntry {
    pub kind: String,
    pub status: Option<String>,
    pub detail: Option<String>,
    pub actor: String,
    #[sqlx(try_from = "Timestamp")]
    pub at: DateTime<Utc>,
}

/// A history entry to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewHistory {
    pub kind: &'static str,
    pub status: Option<String>,
    pub detail: Option<String>,
}

/// One proof file of a booking.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ProofFile {
    pub key: String,
    pub booking_id: String,
    /// The last segment of the key: what URLs name.
    pub name: String,
    pub kind: String,
    pub content_type: String,
    pub size: i64,
    #[sqlx(try_from = "Timestamp")]
    pub created_at: DateTime<Utc>,
}

/// What a PATCH changes; `None` leaves a column as it is.
#[derive(Debug, Clone, Default)]
pub struct BookingChanges {
    /// The new status, with the status it must still have (a concurrent move loses).
    pub status: Option<(String, String)>,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub amount: Option<i64>,
    pub paid: Option<bool>,
}

/// The admin list's filter and page.
#[derive(Debug, Clone, Default)]
pub struct BookingQuery {
    pub status: Option<String>,
    /// Matched against the reference, the contact's name and phone, ignoring case.
    pub search: Option<String>,
    pub limit: i64,
    pub offset: i64,
}

/// One page of the admin list, with the total it was cut from and the count of every status.
#[derive(Debug, Clone)]
pub struct BookingPage {
    pub bookings: Vec<Booking>,
    pub total: i64,
    pub counts: Vec<(String, i64)>,
}

/// Who a new private link is for: the priest, who sends it himself (a history entry names him), or an
/// email about to be sent (no history entry: a failed send removes the link again).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkFor<'a> {
    Admin(&'a str),
    Email,
}

impl LinkFor<'_> {
    fn created_by(&self) -> &str {
        match self {
            LinkFor::Admin(username) => username,
            // Never a username (those have no parentheses).
            LinkFor::Email => "(email)",
        }
    }
}

/// What asking for another private link led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkAdded {
    Stored,
    /// The booking already has this many links besides the one made at booking; nothing was written.
    Full,
    /// No such live booking (gone or erased); nothing was written.
    Gone,
}

/// What erasing a booking removed: the proof media keys to delete from the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Erased {
    pub id: String,
    pub reference: String,
    pub proof_keys: Vec<String>,
}

#[derive(sqlx::FromRow)]
struct BookingRow {
    id: String,
    reference: String,
    service: String,
    slug: Option<String>,
    title: String,
    status: String,
    preferred_date: Option<String>,
    language: Option<String>,
    contact_name: Option<String>,
    contact_phone: Option<String>,
    contact_email: Option<String>,
    devotees: Option<String>,
    intention: Option<String>,
    timezone: Option<String>,
    scheduled_at: Option<Timestamp>,
    amount: Option<i64>,
    paid: bool,
    created_at: Timestamp,
    updated_at: Timestamp,
    finished_at: Option<Timestamp>,
    erased_at: Option<Timestamp>,
}

impl BookingRow {
    /// The row as rusqlite reads it (`inline.rs`): the columns by their place in [`BOOKING_COLUMNS`].
    fn from_sqlite(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            reference: row.get(1)?,
            service: row.get(2)?,
            slug: row.get(3)?,
            title: row.get(4)?,
            status: row.get(5)?,
            preferred_date: row.get(6)?,
            language: row.get(7)?,
            contact_name: row.get(8)?,
            contact_phone: row.get(9)?,
            contact_email: row.get(10)?,
            devotees: row.get(11)?,
            intention: row.get(12)?,
            timezone: row.get(13)?,
            scheduled_at: row.get(14)?,
            amount: row.get(15)?,
            paid: row.get(16)?,
            created_at: row.get(17)?,
            updated_at: row.get(18)?,
            finished_at: row.get(19)?,
            erased_at: row.get(20)?,
        })
    }

    fn into_booking(self) -> Result<Booking, sqlx::Error> {
        let devotees = match &self.devotees {
            Some(text) => serde_json::from_str(text)
                .map_err(|err| sqlx::Error::Decode(format!("bad devotees column: {err}").into()))?,
            None => Vec::new(),
        };
        Ok(Booking {
            id: self.id,
            reference: self.reference,
            service: self.service,
            slug: self.slug,
            title: self.title,
            status: self.status,
            preferred_date: self.preferred_date,
            language: self.language,
            contact_name: self.contact_name,
            contact_phone: self.contact_phone,
            contact_email: self.contact_email,
            devotees,
            intention: self.intention,
            timezone: self.timezone,
            scheduled_at: self.scheduled_at.map(|t| t.0),
            amount: self.amount,
            paid: self.paid,
            created_at: self.created_at.0,
            updated_at: self.updated_at.0,
            finished_at: self.finished_at.map(|t| t.0),
            erased_at: self.erased_at.map(|t| t.0),
        })
    }
}

/// A booking with its history and proof files, each oldest first.
#[derive(Debug, Clone)]
pub struct BookingWithParts {
    pub booking: Booking,
    pub history: Vec<HistoryEntry>,
    pub proof: Vec<ProofFile>,
}

/// The row of [`booking_page_sql`]: the booking's columns, and its history and proof files as JSON
/// arrays, each in its order.
#[derive(sqlx::FromRow)]
struct BookingPageRow {
    #[sqlx(flatten)]
    booking: BookingRow,
    history: String,
    proof: String,
}

/// One element of [`BookingPageRow::proof`] (the booking is the row's).
#[derive(Deserialize)]
struct ProofPart {
    key: String,
    name: String,
    kind: String,
    content_type: String,
    size: i64,
    created_at: DateTime<Utc>,
}

impl BookingPageRow {
    fn into_parts(self) -> Result<BookingWithParts, sqlx::Error> {
        let bad =
            |what: &str, err: serde_json::Error| sqlx::Error::Decode(format!("bad {what} of a booking: {err}").into());
        let history: Vec<HistoryEntry> = serde_json::from_str(&self.history).map_err(|err| bad("history", err))?;
        let proof: Vec<ProofPart> = serde_json::from_str(&self.proof).map_err(|err| bad("proof", err))?;
        let booking = self.booking.into_booking()?;
        let proof = proof
            .into_iter()
            .map(|p| ProofFile {
                key: p.key,
                booking_id: booking.id.clone(),
                name: p.name,
                kind: p.kind,
                content_type: p.content_type,
                size: p.size,
                created_at: p.created_at,
            })
            .collect();
        Ok(BookingWithParts { booking, history, proof })
    }
}

#[derive(sqlx::FromRow)]
struct PageRow {
    #[sqlx(flatten)]
    booking: BookingRow,
    total: i64,
}

const BOOKING_COLUMNS: &str = "id, reference, service, slug, title, status, preferred_date, language, contact_name, \
                               contact_phone, contact_email, devotees, intention, timezone, scheduled_at, amount, \
                               paid, created_at, updated_at, finished_at, erased_at";

/// The private page in one statement answering one row: the live booking a token names (`$1`, its
/// hash; found by the unique token index or a link's), with its history entries (oldest first, as
/// [`BookingStore::booking_history`] orders them) and proof files (as [`BookingStore::booking_proof`])
/// gathered into two JSON arrays by their `booking_id` indexes. A link's token hash is its table's key,
/// so its booking is a scalar subquery (`IN` would build a temporary table on SQLite at every read). One round trip, and few values: sqlx
/// copies every value of every row it reads, so a union of wide rows would cost more than it saves.
fn booking_page_sql(dialect: Dialect) -> &'static str {
    static SQLITE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| page_sql(Dialect::Sqlite));
    static POSTGRES: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| page_sql(Dialect::Postgres));
    match dialect {
        Dialect::Sqlite => &SQLITE,
        Dialect::Postgres => &POSTGRES,
    }
}

fn page_sql(dialect: Dialect) -> String {
    let history = "'kind', h.kind, 'status', h.status, 'detail', h.detail, 'actor', h.actor, 'at', h.at";
    let proof = "'key', p.key, 'name', p.name, 'kind', p.kind, 'content_type', p.content_type, 'size', p.size, \
                 'created_at', p.created_at";
    let (history, proof) = match dialect {
        // SQLite's times are already RFC 3339 text; an aggregate over no rows is `[]`.
        Dialect::Sqlite => (
            format!("json_group_array(json_object({history}) ORDER BY h.at, h.id)"),
            format!("json_group_array(json_object({proof}) ORDER BY p.created_at, p.key)"),
        ),
        // PostgreSQL writes a TIMESTAMPTZ in JSON as ISO 8601 with its offset; no rows is NULL.
        Dialect::Postgres => (
            format!("COALESCE(json_agg(json_build_object({history}) ORDER BY h.at, h.id), '[]')::text"),
            format!("COALESCE(json_agg(json_build_object({proof}) ORDER BY p.created_at, p.key), '[]')::text"),
        ),
    };
    format!(
        "SELECT {BOOKING_COLUMNS}, \
         (SELECT {history} FROM booking_history h WHERE h.booking_id = bookings.id) AS history, \
         (SELECT {proof} FROM booking_proof p WHERE p.booking_id = bookings.id) AS proof \
         FROM bookings WHERE erased_at IS NULL \
         AND (token_hash = $1 OR id = (SELECT booking_id FROM booking_links WHERE token_hash = $1))"
    )
}

/// The private page on SQLite on the caller's thread (`inline.rs`): three plain statements in one read
/// transaction (one snapshot), each answered by its index in its order, rather than [`booking_page_sql`],
/// whose JSON arrays exist to save sqlx's round trips: building them (and sorting each aggregate's rows in
/// a temporary b-tree) and parsing them again cost more than two more statements here.
fn booking_page_inline(conn: &rusqlite::Connection, token_hash: &str) -> rusqlite::Result<Option<BookingWithParts>> {
    use rusqlite::OptionalExtension as _;
    static BY_TOKEN: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        format!(
            "SELECT {BOOKING_COLUMNS} FROM bookings WHERE erased_at IS NULL \
             AND (token_hash = $1 OR id = (SELECT booking_id FROM booking_links WHERE token_hash = $1))"
        )
    });
    let tx = conn.unchecked_transaction()?;
    let Some(row) = tx.prepare_cached(&BY_TOKEN)?.query_row([token_hash], BookingRow::from_sqlite).optional()? else {
        return Ok(None);
    };
    let history = tx
        .prepare_cached(
            "SELECT kind, status, detail, actor, at FROM booking_history WHERE booking_id = $1 ORDER BY at, id",
        )?
        .query_map([&row.id], |r| {
            let at: Timestamp = r.get(4)?;
            Ok(HistoryEntry { kind: r.get(0)?, status: r.get(1)?, detail: r.get(2)?, actor: r.get(3)?, at: at.0 })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut proof = tx
        .prepare_cached(
            "SELECT key, name, kind, content_type, size, created_at FROM booking_proof WHERE booking_id = $1",
        )?
        .query_map([&row.id], |r| {
            let created_at: Timestamp = r.get(5)?;
            Ok(ProofFile {
                key: r.get(0)?,
                booking_id: row.id.clone(),
                name: r.get(1)?,
                kind: r.get(2)?,
                content_type: r.get(3)?,
                size: r.get(4)?,
                created_at: created_at.0,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    // As `booking_proof` orders them (a booking has a handful).
    proof.sort_by(|a, b| (a.created_at, &a.key).cmp(&(b.created_at, &b.key)));
    tx.commit()?;
    let booking = row.into_booking().map_err(|err| rusqlite::Error::ToSqlConversionFailure(err.into()))?;
    Ok(Some(BookingWithParts { booking, history, proof }))
}

/// The statuses a booking ends in: retention counts from when it reached one.
pub const FINISHED: [&str; 2] = ["delivered", "cancelled"];

/// `%text%` for LIKE with `\` as the escape character, lower-cased.
fn like_pattern(text: &str) -> String {
    let mut out = String::from("%");
    for c in text.to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

#[async_trait]
pub trait BookingStore: Send + Sync {
    /// Stores a booking, its first history entry and its emails in one transaction, after counting the
    /// client's bookings in the window under a lock (SQLite's write lock, a PostgreSQL advisory lock per
    /// scope): of any number of concurrent calls on any instance, at most `limit.limit` per window pass.
    async fn insert_booking(
        &self,
        booking: &NewBooking<'_>,
        emails: &[NewEmail],
        limit: &CreationLimit<'_>,
    ) -> Result<Created, sqlx::Error>;

    async fn find_booking_by_reference(&self, reference: &str) -> Result<Option<Booking>, sqlx::Error>;

    /// The live (not erased) booking whose token hashes to `token_hash`: the one made at booking or any
    /// link the priest made since.
    async fn find_booking_by_token(&self, token_hash: &str) -> Result<Option<Booking>, sqlx::Error>;

    /// The live booking whose token hashes to `token_hash` (as [`find_booking_by_token`](Self::find_booking_by_token))
    /// with its history and proof, oldest first: the private page, read in one query.
    async fn find_booking_page_by_token(&self, token_hash: &str) -> Result<Option<BookingWithParts>, sqlx::Error>;

    /// Oldest first.
    async fn booking_history(&self, booking_id: &str) -> Result<Vec<HistoryEntry>, sqlx::Error>;

    /// Oldest first.
    async fn booking_proof(&self, booking_id: &str) -> Result<Vec<ProofFile>, sqlx::Error>;

    /// Newest first, filtered, one page, with the total and the count of each status (of all bookings).
    async fn list_bookings(&self, query: &BookingQuery) -> Result<BookingPage, sqlx::Error>;

    /// Applies `changes`, writes `history` and queues `emails`, in one transaction. `Ok(false)` when the
    /// booking is gone or erased, or its status is no longer the expected one (nothing written).
    async fn update_booking(
        &self,
        booking_id: &str,
        changes: &BookingChanges,
        history: &[NewHistory],
        actor: &str,
        emails: &[NewEmail],
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error>;

    /// Records a stored proof file (and its history entry); `Ok(false)` when the booking is gone or
    /// erased (the caller then deletes the file).
    async fn add_booking_proof(&self, proof: &ProofFile, actor: &str) -> Result<bool, sqlx::Error>;

    /// Stores another private link (its token's hash) to a live booking, with a history entry when the
    /// priest asked for it, unless it already has `max` of that kind (the priest's, the emails'): one
    /// transaction, holding the booking's row, so concurrent calls cannot pass the limit together.
    async fn add_booking_link(
        &self,
        booking_id: &str,
        token_hash: &str,
        by: LinkFor<'_>,
        max: i64,
        now: DateTime<Utc>,
    ) -> Result<LinkAdded, sqlx::Error>;

    /// Removes one private link (an email that carried it was not sent after all).
    async fn remove_booking_link(&self, token_hash: &str) -> Result<(), sqlx::Error>;

    /// Erases a booking's personal data, tokens and links, notes, queued emails and proof rows, in one transaction,
    /// and cancels it when it was not yet performed (a withdrawal); returns the proof keys to delete. `None`
    /// when there is no such live booking.
    async fn erase_booking(
        &self,
        booking_id: &str,
        actor: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Erased>, sqlx::Error>;

    /// Ids of live bookings delivered or cancelled before `before` (retention).
    async fn finished_bookings_before(&self, before: DateTime<Utc>) -> Result<Vec<String>, sqlx::Error>;

    /// Every proof key the rows name (start-up repair).
    async fn booking_proof_keys(&self) -> Result<Vec<String>, sqlx::Error>;

    /// Claims up to `limit` due emails for `lease`: nobody else claims them until it ends, so a sender
    /// that dies leaves them to the next. Counts the attempt.
    async fn claim_emails(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<OutboxEmail>, sqlx::Error>;

    /// The SMTP server took it: forget it.
    async fn email_sent(&self, id: i64) -> Result<(), sqlx::Error>;

    /// It failed: try again at `next_attempt_at`.
    async fn email_failed(&self, id: i64, error: &str, next_attempt_at: DateTime<Utc>) -> Result<(), sqlx::Error>;

    /// Emails waiting (for the tests and the operator).
    async fn queued_emails(&self) -> Result<i64, sqlx::Error>;
}

/// [`BookingStore::insert_booking`]'s transaction on SQLite with rusqlite (`inline.rs`): the statements
/// of the sqlx version, in its order. A throttled or duplicate booking has written nothing, so the
/// commit that follows changes nothing either.
fn insert_booking_inline(
    tx: &rusqlite::Transaction<'_>,
    booking: &NewBooking<'_>,
    devotees: &str,
    emails: &[NewEmail],
    limit: &CreationLimit<'_>,
) -> rusqlite::Result<Created> {
    use rusqlite::{OptionalExtension as _, params};
    let now = Timestamp(booking.now);
    let since = Timestamp(limit.since);
    let full: Option<Timestamp> = tx
        .prepare_cached(
            "SELECT at FROM booking_attempts WHERE scope = $1 AND at > $2 ORDER BY at DESC LIMIT 1 OFFSET $3",
        )?
        .query_row(params![limit.scope, since, i64::from(limit.limit.max(1) - 1)], |row| row.get(0))
        .optional()?;
    if full.is_some() {
        // The oldest attempt inside the window frees the first place when it leaves it.
        let oldest: Timestamp = tx
            .prepare_cached("SELECT at FROM booking_attempts WHERE scope = $1 AND at > $2 ORDER BY at LIMIT 1")?
            .query_row(params![limit.scope, since], |row| row.get(0))?;
        return Ok(Created::Throttled { free_at: oldest.0 + (booking.now - limit.since) });
    }
    let inserted = tx
        .prepare_cached(
            "INSERT INTO bookings (id, reference, token_hash, service, slug, title, status, preferred_date, \
             language, contact_name, contact_phone, contact_email, devotees, intention, timezone, paid, \
             created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, 'received', $7, $8, $9, $10, $11, $12, $13, $14, FALSE, $15, $15) \
             ON CONFLICT DO NOTHING",
        )?
        .execute(params![
            booking.id,
            booking.reference,
            booking.token_hash,
            booking.service,
            booking.slug,
            booking.title,
            booking.preferred_date,
            booking.language,
            booking.contact_name,
            booking.contact_phone,
            booking.contact_email,
            devotees,
            booking.intention,
            booking.timezone,
            now,
        ])?;
    if inserted == 0 {
        return Ok(Created::Duplicate);
    }
    tx.prepare_cached(
        "INSERT INTO booking_history (booking_id, kind, status, actor, at) VALUES ($1, 'status', 'received', 'devotee', $2)",
    )?
    .execute(params![booking.id, now])?;
    tx.prepare_cached("DELETE FROM booking_attempts WHERE at <= $1")?.execute(params![since])?;
    tx.prepare_cached("INSERT INTO booking_attempts (scope, at) VALUES ($1, $2)")?
        .execute(params![limit.scope, now])?;
    let mut outbox = tx.prepare_cached(
        "INSERT INTO email_outbox (booking_id, recipient, subject, body, private_link, attempts, next_attempt_at, created_at) \
         VALUES ($1, $2, $3, $4, $5, 0, $6, $6)",
    )?;
    for email in emails {
        outbox.execute(params![booking.id, email.recipient, email.subject, email.body, email.private_link, now])?;
    }
    Ok(Created::Stored)
}

macro_rules! insert_emails {
    ($tx:expr, $booking_id:expr, $emails:expr, $now:expr) => {
        for email in $emails {
            sqlx::query(
                "INSERT INTO email_outbox (booking_id, recipient, subject, body, private_link, attempts, next_attempt_at, created_at) \
                 VALUES ($1, $2, $3, $4, $5, 0, $6, $6)",
            )
            .bind($booking_id)
            .bind(&email.recipient)
            .bind(&email.subject)
            .bind(&email.body)
            .bind(email.private_link)
            .bind(Timestamp($now))
            .execute(&mut *$tx)
            .await?;
        }
    };
}

#[async_trait]
impl BookingStore for Db {
    async fn insert_booking(
        &self,
        booking: &NewBooking<'_>,
        emails: &[NewEmail],
        limit: &CreationLimit<'_>,
    ) -> Result<Created, sqlx::Error> {
        let begin = self.dialect.begin_writing();
        let locks = self.dialect.scope_locks("sankalp booking limit", &[limit.scope]);
        let devotees = serde_json::to_string(booking.devotees).expect("devotees serialise");
        let now = booking.now;
        let _turn = self.write_turn().await;
        // On SQLite, the whole transaction on this thread (`inline.rs`); the same statements below else.
        if let Some(created) = self
            .inline
            .as_ref()
            .and_then(|w| w.write(|tx| insert_booking_inline(tx, booking, &devotees, emails, limit)))
        {
            return Ok(created);
        }
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin_with(begin).await?;
            for sql in &locks {
                sqlx::query(sql).execute(&mut *tx).await?;
            }
            let full: Option<Timestamp> = sqlx::query_scalar(
                "SELECT at FROM booking_attempts WHERE scope = $1 AND at > $2 ORDER BY at DESC LIMIT 1 OFFSET $3",
            )
            .bind(limit.scope)
            .bind(Timestamp(limit.since))
            .bind(i64::from(limit.limit.max(1) - 1))
            .fetch_optional(&mut *tx)
            .await?;
            if full.is_some() {
                // The oldest attempt inside the window frees the first place when it leaves it.
                let oldest: Timestamp = sqlx::query_scalar(
                    "SELECT at FROM booking_attempts WHERE scope = $1 AND at > $2 ORDER BY at LIMIT 1",
                )
                .bind(limit.scope)
                .bind(Timestamp(limit.since))
                .fetch_one(&mut *tx)
                .await?;
                tx.rollback().await?;
                return Ok(Created::Throttled { free_at: oldest.0 + (now - limit.since) });
            }
            let inserted = sqlx::query(
                "INSERT INTO bookings (id, reference, token_hash, service, slug, title, status, preferred_date, \
                 language, contact_name, contact_phone, contact_email, devotees, intention, timezone, paid, \
                 created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, 'received', $7, $8, $9, $10, $11, $12, $13, $14, FALSE, $15, $15) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(booking.id)
            .bind(booking.reference)
            .bind(booking.token_hash)
            .bind(booking.service)
            .bind(booking.slug)
            .bind(booking.title)
            .bind(booking.preferred_date)
            .bind(booking.language)
            .bind(booking.contact_name)
            .bind(booking.contact_phone)
            .bind(booking.contact_email)
            .bind(&devotees)
            .bind(booking.intention)
            .bind(booking.timezone)
            .bind(Timestamp(now))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if inserted == 0 {
                tx.rollback().await?;
                return Ok(Created::Duplicate);
            }
            sqlx::query(
                "INSERT INTO booking_history (booking_id, kind, status, actor, at) VALUES ($1, 'status', 'received', 'devotee', $2)",
            )
            .bind(booking.id)
            .bind(Timestamp(now))
            .execute(&mut *tx)
            .await?;
            sqlx::query("DELETE FROM booking_attempts WHERE at <= $1")
                .bind(Timestamp(limit.since))
                .execute(&mut *tx)
                .await?;
            sqlx::query("INSERT INTO booking_attempts (scope, at) VALUES ($1, $2)")
                .bind(limit.scope)
                .bind(Timestamp(now))
                .execute(&mut *tx)
                .await?;
            insert_emails!(tx, booking.id, emails, now);
            tx.commit().await?;
            Ok(Created::Stored)
        })
    }

    async fn find_booking_by_reference(&self, reference: &str) -> Result<Option<Booking>, sqlx::Error> {
        let sql = format!("SELECT {BOOKING_COLUMNS} FROM bookings WHERE reference = $1");
        let row: Option<BookingRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(reference).fetch_optional(pool).await?);
        row.map(BookingRow::into_booking).transpose()
    }

    async fn find_booking_by_token(&self, token_hash: &str) -> Result<Option<Booking>, sqlx::Error> {
        let sql = format!(
            "SELECT {BOOKING_COLUMNS} FROM bookings WHERE erased_at IS NULL \
             AND (token_hash = $1 OR id = (SELECT booking_id FROM booking_links WHERE token_hash = $1))"
        );
        let row: Option<BookingRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(&sql).bind(token_hash).fetch_optional(pool).await?);
        row.map(BookingRow::into_booking).transpose()
    }

    async fn find_booking_page_by_token(&self, token_hash: &str) -> Result<Option<BookingWithParts>, sqlx::Error> {
        // The devotee's page is the hottest read there is: on SQLite, on this thread (`inline.rs`).
        if let Some(page) =
            self.inline.as_ref().and_then(|reads| reads.read(|conn| booking_page_inline(conn, token_hash)))
        {
            return Ok(page);
        }
        let sql = booking_page_sql(self.dialect);
        let row: Option<BookingPageRow> =
            db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(token_hash).fetch_optional(pool).await?);
        row.map(BookingPageRow::into_parts).transpose()
    }

    async fn booking_history(&self, booking_id: &str) -> Result<Vec<HistoryEntry>, sqlx::Error> {
        let sql = "SELECT kind, status, detail, actor, at FROM booking_history WHERE booking_id = $1 ORDER BY at, id";
        db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(booking_id).fetch_all(pool).await)
    }

    async fn booking_proof(&self, booking_id: &str) -> Result<Vec<ProofFile>, sqlx::Error> {
        let sql = "SELECT key, booking_id, name, kind, content_type, size, created_at FROM booking_proof \
                   WHERE booking_id = $1 ORDER BY created_at, key";
        db_run!(&self.pool, |pool| sqlx::query_as(sql).bind(booking_id).fetch_all(pool).await)
    }

    async fn list_bookings(&self, query: &BookingQuery) -> Result<BookingPage, sqlx::Error> {
        // Parameters: $1 status (or NULL), $2 pattern (or NULL), $3 digits pattern (or NULL), $4 limit, $5 offset.
        let filter = "($1 IS NULL OR status = $1) AND ($2 IS NULL OR lower(reference) LIKE $2 ESCAPE '\\' \
                      OR lower(contact_name) LIKE $2 ESCAPE '\\' OR ($3 IS NOT NULL AND contact_phone LIKE $3))";
        let page = format!(
            "SELECT page.*, (SELECT COUNT(*) FROM bookings WHERE {filter}) AS total FROM \
             (SELECT {BOOKING_COLUMNS} FROM bookings WHERE {filter} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5) page \
             ORDER BY page.created_at DESC, page.id DESC"
        );
        let count = format!("SELECT COUNT(*) FROM bookings WHERE {filter} AND $4 >= 0 AND $5 >= 0");
        let search = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty());
        let pattern = search.map(like_pattern);
        let digits: Option<String> = search.map(|s| s.chars().filter(char::is_ascii_digit).collect());
        let digits = digits.filter(|d| d.len() >= 3).map(|d| format!("%{d}%"));
        let status = query.status.as_deref();
        let counts_sql = "SELECT status, COUNT(*) FROM bookings GROUP BY status ORDER BY status";
        db_run!(&self.pool, |pool| {
            let rows: Vec<PageRow> = sqlx::query_as(&page)
                .bind(status)
                .bind(pattern.as_deref())
                .bind(digits.as_deref())
                .bind(query.limit)
                .bind(query.offset)
                .fetch_all(pool)
                .await?;
            let total = match rows.first() {
                Some(row) => row.total,
                None => {
                    sqlx::query_scalar(&count)
                        .bind(status)
                        .bind(pattern.as_deref())
                        .bind(digits.as_deref())
                        .bind(query.limit)
                        .bind(query.offset)
                        .fetch_one(pool)
                        .await?
                }
            };
            let counts: Vec<(String, i64)> = sqlx::query_as(counts_sql).fetch_all(pool).await?;
            let bookings = rows.into_iter().map(|row| row.booking.into_booking()).collect::<Result<_, _>>()?;
            Ok(BookingPage { bookings, total, counts })
        })
    }

    async fn update_booking(
        &self,
        booking_id: &str,
        changes: &BookingChanges,
        history: &[NewHistory],
        actor: &str,
        emails: &[NewEmail],
        now: DateTime<Utc>,
    ) -> Result<bool, sqlx::Error> {
        let (new_status, expected) = match &changes.status {
            Some((new, expected)) => (Some(new.as_str()), Some(expected.as_str())),
            None => (None, None),
        };
        let finished = new_status.is_some_and(|s| FINISHED.contains(&s));
        let sql = "UPDATE bookings SET status = COALESCE($1, status), scheduled_at = COALESCE($2, scheduled_at), \
                   amount = COALESCE($3, amount), paid = COALESCE($4, paid), updated_at = $5, \
                   finished_at = CASE WHEN $6 THEN $5 ELSE finished_at END \
                   WHERE id = $7 AND erased_at IS NULL AND ($8 IS NULL OR status = $8)";
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            let updated = sqlx::query(sql)
                .bind(new_status)
                .bind(changes.scheduled_at.map(Timestamp))
                .bind(changes.amount)
                .bind(changes.paid)
                .bind(Timestamp(now))
                .bind(finished)
                .bind(booking_id)
                .bind(expected)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if updated == 0 {
                tx.rollback().await?;
                return Ok(false);
            }
            for entry in history {
                sqlx::query(
                    "INSERT INTO booking_history (booking_id, kind, status, detail, actor, at) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(booking_id)
                .bind(entry.kind)
                .bind(entry.status.as_deref())
                .bind(entry.detail.as_deref())
                .bind(actor)
                .bind(Timestamp(now))
                .execute(&mut *tx)
                .await?;
            }
            insert_emails!(tx, booking_id, emails, now);
            tx.commit().await?;
            Ok(true)
        })
    }

    async fn add_booking_proof(&self, proof: &ProofFile, actor: &str) -> Result<bool, sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            let live = sqlx::query("UPDATE bookings SET updated_at = $1 WHERE id = $2 AND erased_at IS NULL")
                .bind(Timestamp(proof.created_at))
                .bind(&proof.booking_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if live == 0 {
                tx.rollback().await?;
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO booking_proof (key, booking_id, name, kind, content_type, size, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&proof.key)
            .bind(&proof.booking_id)
            .bind(&proof.name)
            .bind(&proof.kind)
            .bind(&proof.content_type)
            .bind(proof.size)
            .bind(Timestamp(proof.created_at))
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO booking_history (booking_id, kind, detail, actor, at) VALUES ($1, 'proof', $2, $3, $4)",
            )
            .bind(&proof.booking_id)
            .bind(&proof.kind)
            .bind(actor)
            .bind(Timestamp(proof.created_at))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    async fn add_booking_link(
        &self,
        booking_id: &str,
        token_hash: &str,
        by: LinkFor<'_>,
        max: i64,
        now: DateTime<Utc>,
    ) -> Result<LinkAdded, sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            // Writing the row first takes SQLite's write lock, or PostgreSQL's lock on the row: the count
            // below cannot change before this transaction ends.
            let live = sqlx::query("UPDATE bookings SET updated_at = $1 WHERE id = $2 AND erased_at IS NULL")
                .bind(Timestamp(now))
                .bind(booking_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if live == 0 {
                tx.rollback().await?;
                return Ok(LinkAdded::Gone);
            }
            // The priest's links and the emails' are counted apart: emails never use up his.
            let links: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM booking_links WHERE booking_id = $1 AND (created_by = '(email)') = $2",
            )
            .bind(booking_id)
            .bind(by == LinkFor::Email)
            .fetch_one(&mut *tx)
            .await?;
            if links >= max {
                tx.rollback().await?;
                return Ok(LinkAdded::Full);
            }
            sqlx::query(
                "INSERT INTO booking_links (token_hash, booking_id, created_at, created_by) VALUES ($1, $2, $3, $4)",
            )
            .bind(token_hash)
            .bind(booking_id)
            .bind(Timestamp(now))
            .bind(by.created_by())
            .execute(&mut *tx)
            .await?;
            if let LinkFor::Admin(actor) = by {
                sqlx::query("INSERT INTO booking_history (booking_id, kind, actor, at) VALUES ($1, 'link', $2, $3)")
                    .bind(booking_id)
                    .bind(actor)
                    .bind(Timestamp(now))
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(LinkAdded::Stored)
        })
    }

    async fn remove_booking_link(&self, token_hash: &str) -> Result<(), sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            sqlx::query("DELETE FROM booking_links WHERE token_hash = $1")
                .bind(token_hash)
                .execute(pool)
                .await
                .map(drop)
        })
    }

    async fn erase_booking(
        &self,
        booking_id: &str,
        actor: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Erased>, sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            // A booking withdrawn before the ritual is performed is cancelled with it: it no longer waits for
            // the priest in his inbox. (Retention erases only finished bookings, whose status stays.)
            let erased: Option<(String, String)> = sqlx::query_as(
                "UPDATE bookings SET token_hash = NULL, contact_name = NULL, contact_phone = NULL, contact_email = NULL, \
                 devotees = NULL, intention = NULL, timezone = NULL, erased_at = $1, updated_at = $1, \
                 status = CASE WHEN status IN ('received', 'confirmed', 'scheduled') THEN 'cancelled' ELSE status END, \
                 finished_at = CASE WHEN status IN ('received', 'confirmed', 'scheduled') THEN $1 ELSE finished_at END \
                 WHERE id = $2 AND erased_at IS NULL RETURNING reference, status",
            )
            .bind(Timestamp(now))
            .bind(booking_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((reference, status)) = erased else {
                tx.rollback().await?;
                return Ok(None);
            };
            let proof_keys: Vec<String> =
                sqlx::query_scalar("DELETE FROM booking_proof WHERE booking_id = $1 RETURNING key")
                    .bind(booking_id)
                    .fetch_all(&mut *tx)
                    .await?;
            // Notes are the priest's words about these people: they go with the rest.
            sqlx::query("DELETE FROM booking_history WHERE booking_id = $1 AND kind = 'note'")
                .bind(booking_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE booking_history SET detail = NULL WHERE booking_id = $1 AND status = 'cancelled'")
                .bind(booking_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM email_outbox WHERE booking_id = $1").bind(booking_id).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM booking_links WHERE booking_id = $1").bind(booking_id).execute(&mut *tx).await?;
            // The history says when it was cancelled by the withdrawal (a status entry without a note)
            // unless it already was cancelled or finished before.
            let withdrawn: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM booking_history WHERE booking_id = $1 AND kind = 'status' AND status = 'cancelled'",
            )
            .bind(booking_id)
            .fetch_one(&mut *tx)
            .await?;
            if status == "cancelled" && withdrawn == 0 {
                sqlx::query(
                    "INSERT INTO booking_history (booking_id, kind, status, actor, at) VALUES ($1, 'status', 'cancelled', $2, $3)",
                )
                .bind(booking_id)
                .bind(actor)
                .bind(Timestamp(now))
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query("INSERT INTO booking_history (booking_id, kind, actor, at) VALUES ($1, 'erased', $2, $3)")
                .bind(booking_id)
                .bind(actor)
                .bind(Timestamp(now))
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(Erased { id: booking_id.to_owned(), reference, proof_keys }))
        })
    }

    async fn finished_bookings_before(&self, before: DateTime<Utc>) -> Result<Vec<String>, sqlx::Error> {
        let sql = "SELECT id FROM bookings WHERE erased_at IS NULL AND finished_at IS NOT NULL AND finished_at < $1 \
                   AND status IN ('delivered', 'cancelled') ORDER BY finished_at";
        db_run!(&self.pool, |pool| sqlx::query_scalar(sql).bind(Timestamp(before)).fetch_all(pool).await)
    }

    async fn booking_proof_keys(&self) -> Result<Vec<String>, sqlx::Error> {
        db_run!(&self.pool, |pool| sqlx::query_scalar("SELECT key FROM booking_proof").fetch_all(pool).await)
    }

    async fn claim_emails(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<OutboxEmail>, sqlx::Error> {
        let sql = format!(
            "UPDATE email_outbox SET lease_until = $1, attempts = attempts + 1 WHERE id IN \
             (SELECT id FROM email_outbox WHERE next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until <= $2) \
             ORDER BY next_attempt_at, id LIMIT $3{}) RETURNING id, booking_id, recipient, subject, body, private_link, attempts",
            self.dialect.skip_locked()
        );
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            sqlx::query_as(&sql).bind(Timestamp(lease_until)).bind(Timestamp(now)).bind(limit).fetch_all(pool).await
        })
    }

    async fn email_sent(&self, id: i64) -> Result<(), sqlx::Error> {
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            sqlx::query("DELETE FROM email_outbox WHERE id = $1").bind(id).execute(pool).await.map(drop)
        })
    }

    async fn email_failed(&self, id: i64, error: &str, next_attempt_at: DateTime<Utc>) -> Result<(), sqlx::Error> {
        let sql = "UPDATE email_outbox SET lease_until = NULL, next_attempt_at = $1, last_error = $2 WHERE id = $3";
        let _turn = self.write_turn().await;
        db_run!(&self.pool, |pool| {
            sqlx::query(sql).bind(Timestamp(next_attempt_at)).bind(error).bind(id).execute(pool).await.map(drop)
        })
    }

    async fn queued_emails(&self) -> Result<i64, sqlx::Error> {
        db_run!(&self.pool, |pool| sqlx::query_scalar("SELECT COUNT(*) FROM email_outbox").fetch_one(pool).await)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pool;

    /// The private page read on the caller's thread (`inline.rs`) answers exactly what sqlx reads: by
    /// the booking's own token and by a link's, with its history and proof, none for an unknown token
    /// or an erased booking.
    #[tokio::test]
    async fn the_inline_page_read_answers_what_sqlx_reads() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let db = Db::open_sqlite(&url).await.unwrap();
        let t0: DateTime<Utc> = "2026-11-27T10:00:00.123456Z".parse().unwrap();
        let devotees = [Devotee {
            name: "Lakshmi Rao".into(),
            gotra: Some("Kashyapa".into()),
            nakshatra: None,
            rashi: Some("Vrishabha".into()),
            relation: Some("self".into()),
        }];
        let booking = NewBooking {
            id: "b-1",
            reference: "SKP-7K3Q9M",
            token_hash: "own-hash",
            service: "ritual",
            slug: Some("satyanarayan"),
            title: "Satyanarayan Puja",
            preferred_date: None,
            language: Some("kn"),
            contact_name: "Lakshmi Rao",
            contact_phone: "+919845012345",
            contact_email: None,
            devotees: &devotees,
            intention: Some("For the family"),
            timezone: Some("Europe/London"),
            now: t0,
        };
        let limit = CreationLimit { scope: "client", limit: 5, since: t0 - chrono::Duration::minutes(10) };
        assert_eq!(db.insert_booking(&booking, &[], &limit).await.unwrap(), Created::Stored);
        let changes = BookingChanges {
            status: Some(("confirmed".into(), "received".into())),
            scheduled_at: Some(t0 + chrono::Duration::days(3)),
            amount: Some(1100),
            paid: Some(false),
        };
        let history = [NewHistory { kind: "status", status: Some("confirmed".into()), detail: None }];
        assert!(db.update_booking("b-1", &changes, &history, "priest", &[], t0).await.unwrap());
        let proof_file = ProofFile {
            key: "proof/b-1/a.mp4".into(),
            booking_id: "b-1".into(),
            name: "a.mp4".into(),
            kind: "video".into(),
            content_type: "video/mp4".into(),
            size: 1234,
            created_at: t0,
        };
        assert!(db.add_booking_proof(&proof_file, "priest").await.unwrap());
        // Added later, at the same time, with a key that sorts first: read first.
        let photo = ProofFile {
            key: "proof/b-1/0.jpg".into(),
            name: "0.jpg".into(),
            kind: "photo".into(),
            content_type: "image/jpeg".into(),
            ..proof_file.clone()
        };
        assert!(db.add_booking_proof(&photo, "priest").await.unwrap());
        db.add_booking_link("b-1", "link-hash", LinkFor::Admin("priest"), 5, t0).await.unwrap();

        let mut plain = Db::open_sqlite(&url).await.unwrap();
        plain.inline = None;
        let reads = db.inline.as_ref().expect("a SQLite file has inline reads");
        let both = |hash: &'static str| {
            let plain = &plain;
            async move {
                let inline = reads.read(|conn| booking_page_inline(conn, hash)).expect("the inline read answers");
                let sqlx = plain.find_booking_page_by_token(hash).await.unwrap();
                let parts = |page: Option<BookingWithParts>| page.map(|p| (p.booking, p.history, p.proof));
                (parts(inline), parts(sqlx))
            }
        };
        for hash in ["own-hash", "link-hash"] {
            let (inline, sqlx) = both(hash).await;
            let (booking, history, proof) = inline.clone().expect("found");
            assert!(inline == sqlx, "the two reads differ for {hash}");
            assert_eq!((booking.reference.as_str(), booking.status.as_str()), ("SKP-7K3Q9M", "confirmed"));
            assert_eq!((booking.amount, booking.scheduled_at), (Some(1100), Some(t0 + chrono::Duration::days(3))));
            assert_eq!((booking.devotees, booking.created_at), (devotees.to_vec(), t0));
            assert_eq!(history.len(), 5);
            assert_eq!(proof, [photo.clone(), proof_file.clone()]);
        }
        let (inline, sqlx) = both("unknown-hash").await;
        assert!(inline.is_none() && sqlx.is_none());
        let page = db.find_booking_page_by_token("link-hash").await.unwrap().unwrap();
        assert_eq!((page.history.len(), page.proof.len()), (5, 2));

        db.erase_booking("b-1", "devotee", t0).await.unwrap().unwrap();
        let (inline, sqlx) = both("own-hash").await;
        assert!(inline.is_none() && sqlx.is_none());
        assert!(db.find_booking_page_by_token("own-hash").await.unwrap().is_none());
    }

    fn new_booking<'a>(
        id: &'a str,
        reference: &'a str,
        hash: &'a str,
        devotees: &'a [Devotee],
        now: DateTime<Utc>,
    ) -> NewBooking<'a> {
        NewBooking {
            id,
            reference,
            token_hash: hash,
            service: "ritual",
            slug: Some("satyanarayan"),
            title: "Satyanarayan Puja",
            preferred_date: Some("2026-12-01"),
            language: None,
            contact_name: "Lakshmi Rao",
            contact_phone: "+919845012345",
            contact_email: Some("lakshmi@example.org"),
            devotees,
            intention: None,
            timezone: None,
            now,
        }
    }

    /// The booking's transaction on the caller's thread (`inline.rs`) stores what sqlx would: the row,
    /// its history entry, its emails, the attempt counted; a sixth booking in the window is refused with
    /// the time the first place frees, a taken reference writes nothing. And while another process holds
    /// the write lock, it steps aside (nothing written) and the booking waits for the lock through sqlx.
    #[tokio::test]
    async fn a_booking_written_on_the_callers_thread_is_stored_whole_and_limited() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let db = Db::open_sqlite(&url).await.unwrap();
        let Pool::Sqlite(pool) = db.pool() else { unreachable!() };
        let count = |table: &'static str| async move {
            sqlx::query_scalar::<_, i64>(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(pool).await.unwrap()
        };
        let t0: DateTime<Utc> = "2026-11-27T10:00:00Z".parse().unwrap();
        let devotees =
            [Devotee { name: "Lakshmi Rao".into(), gotra: None, nakshatra: None, rashi: None, relation: None }];
        let limit = CreationLimit { scope: "client", limit: 5, since: t0 - chrono::Duration::minutes(10) };
        let email = NewEmail {
            recipient: "lakshmi@example.org".into(),
            subject: "Received".into(),
            body: "Namaste".into(),
            private_link: true,
        };
        let inline = db.inline.as_ref().unwrap();
        let ids: Vec<String> = (0..6).map(|i| format!("b-{i}")).collect();
        let refs: Vec<String> = (0..6).map(|i| format!("SKP-7K3Q9{i}")).collect();
        for i in 0..5 {
            let booking = new_booking(&ids[i], &refs[i], &refs[i], &devotees, t0 + chrono::Duration::seconds(i as i64));
            let stored =
                inline.write(|tx| insert_booking_inline(tx, &booking, "[]", std::slice::from_ref(&email), &limit));
            assert_eq!(stored, Some(Created::Stored), "booking {i}");
        }
        let stored = db.find_booking_by_reference("SKP-7K3Q92").await.unwrap().unwrap();
        assert_eq!(
            (stored.id.as_str(), stored.status.as_str(), stored.contact_phone.as_deref()),
            ("b-2", "received", Some("+919845012345"))
        );
        assert_eq!(stored.created_at, t0 + chrono::Duration::seconds(2));
        assert_eq!(
            (
                count("bookings").await,
                count("booking_history").await,
                count("email_outbox").await,
                count("booking_attempts").await
            ),
            (5, 5, 5, 5)
        );

        let sixth = new_booking(&ids[5], &refs[5], &refs[5], &devotees, t0 + chrono::Duration::seconds(9));
        let limit_later = CreationLimit { since: sixth.now - chrono::Duration::minutes(10), ..limit };
        assert_eq!(
            db.insert_booking(&sixth, &[], &limit_later).await.unwrap(),
            Created::Throttled { free_at: t0 + chrono::Duration::minutes(10) }
        );
        let other = CreationLimit { scope: "another client", ..limit_later };
        let taken = new_booking(&ids[5], &refs[1], "another-hash", &devotees, sixth.now);
        assert_eq!(db.insert_booking(&taken, &[], &other).await.unwrap(), Created::Duplicate);
        assert_eq!(
            (count("bookings").await, count("booking_history").await, count("booking_attempts").await),
            (5, 5, 5)
        );

        // Another process (the `backup` command, say) holds the write lock.
        let holder = rusqlite::Connection::open(dir.path().join("t.db")).unwrap();
        holder.execute_batch("BEGIN IMMEDIATE").unwrap();
        assert_eq!(inline.write(|tx| insert_booking_inline(tx, &sixth, "[]", &[], &other)), None);
        assert_eq!(count("bookings").await, 5, "nothing written by the step aside");
        let waiting = tokio::spawn({
            let db = Db::open_sqlite(&url).await.unwrap();
            let devotees = devotees.clone();
            async move {
                let sixth =
                    new_booking("b-5", "SKP-7K3Q95", "SKP-7K3Q95", &devotees, t0 + chrono::Duration::seconds(9));
                let other = CreationLimit {
                    scope: "another client",
                    limit: 5,
                    since: sixth.now - chrono::Duration::minutes(10),
                };
                db.insert_booking(&sixth, &[], &other).await.unwrap()
            }
        });
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert!(!waiting.is_finished(), "the booking waits for the lock");
        holder.execute_batch("COMMIT").unwrap();
        assert_eq!(waiting.await.unwrap(), Created::Stored);
        assert_eq!(count("bookings").await, 6);
    }

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(like_pattern("Ra_m%"), "%ra\\_m\\%%");
        assert_eq!(like_pattern("SKP-7K"), "%skp-7k%");
    }
}
