//! What bookings email (ARCHITECTURE.md §6), queued in the transaction of the change it tells
//! about: to the devotee, when they gave an address, on received, confirmed, scheduled and delivered; to
//! the priest (`SANKALP_NOTIFY_EMAIL`) on every new booking. Nothing is queued without
//! `SANKALP_SMTP_URL`. Subjects carry the reference and the ritual, never the intention, names or gotra
//! (subjects show in notifications and lock screens); the priest's body holds the details he needs.
//!
//! Every email to the devotee carries their private link, made by the sender when it sends (the queued
//! body holds [`PRIVATE_LINK_MARK`] in its place): the server keeps no token it could put in a queued
//! email, and none waits in the outbox.

use chrono::{DateTime, Utc};

use super::BookingStatus;
use crate::AppState;
use sankalp_db::{Booking, NewBooking, NewEmail, PRIVATE_LINK_MARK};

fn signature(state: &AppState) -> String {
    format!("\n-- \nSankalp · {}\n", state.public_url)
}

/// The private link's lines: the mark stands for the token, and the sender replaces the whole line
/// when no link can be made.
fn private_link(state: &AppState) -> String {
    format!(
        "{origin}/booking/{PRIVATE_LINK_MARK}\n\nKeep this link to yourself: anyone who has it can see the booking.",
        origin = state.public_url
    )
}

/// India's time and, when the devotee gave another zone, theirs.
pub fn describe_time(at: DateTime<Utc>, timezone: Option<&str>) -> String {
    let india = at.with_timezone(&chrono_tz::Asia::Kolkata).format("%A %-d %B %Y, %H:%M");
    let mut text = format!("{india} India time (IST)");
    if let Some(tz) = timezone.and_then(|tz| tz.parse::<chrono_tz::Tz>().ok()).filter(|tz| tz.name() != "Asia/Kolkata")
    {
        let theirs = at.with_timezone(&tz).format("%A %-d %B %Y, %H:%M");
        text.push_str(&format!(" ({theirs} {})", tz.name()));
    }
    text
}

/// The emails of a booking just made.
pub fn for_new_booking(state: &AppState, booking: &NewBooking<'_>) -> Vec<NewEmail> {
    if !state.bookings.mail {
        return Vec::new();
    }
    let mut out = Vec::new();
    let reference = booking.reference;
    if let Some(email) = booking.contact_email {
        let body = format!(
            "Namaste {name},\n\nYour booking of {title} is received. Its reference is {reference}.\n\n\
             The priest will confirm it with you shortly. Follow it, see the payment details and, once the \
             ritual is performed, its video on your private page:\n\n{link}\n{sig}",
            name = booking.contact_name,
            title = booking.title,
            link = private_link(state),
            sig = signature(state),
        );
        out.push(NewEmail {
            recipient: email.to_owned(),
            subject: format!("Booking {reference} received: {}", booking.title),
            body,
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
    let name = booking.contact_name.as_deref().unwrap_or("devotee");
    let (subject, news) = match status {
        BookingStatus::Confirmed => (
            status.as_str(),
            "The priest has confirmed your booking. The amount to offer and how to pay appear on your private page."
                .to_owned(),
        ),
        BookingStatus::Scheduled => (
            status.as_str(),
            match scheduled_at {
                Some(at) => format!("The ritual is scheduled for {}.", describe_time(at, booking.timezone.as_deref())),
                None => "The ritual is scheduled; the time is on your private page.".to_owned(),
            },
        ),
        BookingStatus::Delivered => (
            status.as_str(),
            "The ritual has been performed and its proof is on your private page. Thank you for your trust.".to_owned(),
        ),
        BookingStatus::Received | BookingStatus::Performed | BookingStatus::Cancelled => return Vec::new(),
    };
    let body = format!(
        "Namaste {name},\n\n{news}\n\nBooking {reference}: {title}. Follow it on your private page:\n\n{link}\n{sig}",
        reference = booking.reference,
        title = booking.title,
        link = private_link(state),
        sig = signature(state),
    );
    vec![NewEmail {
        recipient: email.clone(),
        subject: format!("Booking {} {subject}: {}", booking.reference, booking.title),
        body,
        private_link: true,
    }]
}
