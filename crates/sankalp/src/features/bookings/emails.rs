//! What bookings email (ARCHITECTURE.md §6), queued in the transaction of the change it tells
//! about: to the devotee, when they gave an address, on received, confirmed, scheduled and delivered; to
//! the priest (`SANKALP_NOTIFY_EMAIL`) on every new booking. Nothing is queued without
//! `SANKALP_SMTP_URL`. Subjects carry the reference and the ritual, never the intention, names or gotra
//! (subjects show in notifications and lock screens); the priest's body holds the details he needs.
//!
//! Every email to the devotee carries their private link, made by the sender when it sends (the queued
//! body holds [`PRIVATE_LINK_MARK`] in its place): the server keeps no token it could put in a queued
//! email, and none waits in the outbox.
//!
//! The devotee's emails are in the language they booked in (`language.rs`), and their link opens the
//! private page in it (`/hi/booking/…`); the priest's are English, like the admin area.

use chrono::{DateTime, Utc};

use super::BookingStatus;
use super::language::{Texts, fill, texts};
use crate::AppState;
use sankalp_db::{Booking, NewBooking, NewEmail, PRIVATE_LINK_MARK};

fn signature(state: &AppState) -> String {
    format!("\n-- \nSankalp · {}\n", state.public_url)
}

/// The private link's lines: the mark stands for the token, and the sender replaces the whole line
/// when no link can be made. The page opens in the booking's language.
fn private_link(state: &AppState, texts: &Texts) -> String {
    let prefix = if texts.code == "en" { String::new() } else { format!("/{}", texts.code) };
    format!("{origin}{prefix}/booking/{PRIVATE_LINK_MARK}\n\n{}", texts.keep_link, origin = state.public_url)
}

/// India's time and, when the devotee gave another zone, theirs (in English).
pub fn describe_time(at: DateTime<Utc>, timezone: Option<&str>) -> String {
    texts(None).describe_time(at, timezone)
}

/// The emails of a booking just made.
pub fn for_new_booking(state: &AppState, booking: &NewBooking<'_>) -> Vec<NewEmail> {
    if !state.bookings.mail {
        return Vec::new();
    }
    let mut out = Vec::new();
    let reference = booking.reference;
    if let Some(email) = booking.contact_email {
        let texts = texts(booking.language);
        let values = [
            ("name", booking.contact_name),
            ("title", booking.title),
            ("reference", reference),
            ("link", &private_link(state, texts)),
            ("sig", &signature(state)),
        ];
        out.push(NewEmail {
            recipient: email.to_owned(),
            subject: fill(texts.received_subject, &values),
            body: fill(texts.received_body, &values),
            private_link: true,
        });
    }
    if let Some(priest) = &state.bookings.notify_email {
        let mut body = format!(
            "A new booking: {title} ({reference}).\n\nContact: {name}, {phone}{email}\n",
            title = booking.title,
            name = booking.contact_name,
            phone = booking.contact_phone,
            email = booking.contact_email.map(|e| format!(", {e}")).unwrap_or_default(),
        );
        if let Some(date) = booking.preferred_date {
            body.push_str(&format!("Preferred date: {date}\n"));
        }
        body.push_str("\nDevotees:\n");
        for d in booking.devotees {
            let details: Vec<String> = [
                d.relation.as_ref().map(|v| v.to_string()),
                d.gotra.as_ref().map(|v| format!("gotra {v}")),
                d.nakshatra.as_ref().map(|v| format!("nakshatra {v}")),
                d.rashi.as_ref().map(|v| format!("rashi {v}")),
            ]
            .into_iter()
            .flatten()
            .collect();
            let details = if details.is_empty() { String::new() } else { format!(" ({})", details.join(", ")) };
            body.push_str(&format!("- {}{details}\n", d.name));
        }
        if let Some(intention) = booking.intention {
            body.push_str(&format!("\nIntention (private):\n{intention}\n"));
        }
        body.push_str(&format!(
            "\nOpen it in the inbox: {}/admin/orders/{reference}\n{}",
            state.public_url,
            signature(state)
        ));
        out.push(NewEmail {
            recipient: priest.to_string(),
            subject: format!("New booking {reference}: {}", booking.title),
            body,
            private_link: false,
        });
    }
    out
}

/// The devotee's email for a status move, when that move is told and they gave an address.
pub fn for_status(
    state: &AppState,
    booking: &Booking,
    status: BookingStatus,
    scheduled_at: Option<DateTime<Utc>>,
) -> Vec<NewEmail> {
    let (Some(email), true) = (&booking.contact_email, state.bookings.mail) else { return Vec::new() };
    let texts = texts(booking.language.as_deref());
    let name = booking.contact_name.as_deref().unwrap_or(texts.devotee);
    let (subject, news) = match status {
        BookingStatus::Confirmed => (texts.confirmed_subject, texts.confirmed.to_owned()),
        BookingStatus::Scheduled => (
            texts.scheduled_subject,
            match scheduled_at {
                Some(at) => {
                    fill(texts.scheduled_at, &[("when", &texts.describe_time(at, booking.timezone.as_deref()))])
                }
                None => texts.scheduled.to_owned(),
            },
        ),
        BookingStatus::Delivered => (texts.delivered_subject, texts.delivered.to_owned()),
        BookingStatus::Received | BookingStatus::Performed | BookingStatus::Cancelled => return Vec::new(),
    };
    let values = [
        ("name", name),
        ("news", &news),
        ("reference", &booking.reference),
        ("title", &booking.title),
        ("link", &private_link(state, texts)),
        ("sig", &signature(state)),
    ];
    vec![NewEmail {
        recipient: email.clone(),
        subject: fill(subject, &values),
        body: fill(texts.status_body, &values),
        private_link: true,
    }]
}
