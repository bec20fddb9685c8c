//! A booking's status and the moves between them (ARCHITECTURE.md §6). The database keeps the
//! status as text (`as_str`); the server reads and decides with this enum.

use std::fmt;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Where a booking is: received → confirmed → scheduled → performed → delivered, or cancelled before
/// it is performed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BookingStatus {
    Received,
    Confirmed,
    Scheduled,
    Performed,
    Delivered,
    Cancelled,
}

impl BookingStatus {
    /// In the order a booking moves through them, and the one it may leave for.
    pub const ALL: [Self; 6] =
        [Self::Received, Self::Confirmed, Self::Scheduled, Self::Performed, Self::Delivered, Self::Cancelled];

    /// The status as the API and the database write it.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Received => "received",
            Self::Confirmed => "confirmed",
            Self::Scheduled => "scheduled",
            Self::Performed => "performed",
            Self::Delivered => "delivered",
            Self::Cancelled => "cancelled",
        }
    }

    /// The status `text` names, if any.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.as_str() == text)
    }

    /// "received, confirmed, …, cancelled", for a message naming the choices.
    pub fn choices() -> String {
        Self::ALL.map(Self::as_str).join(", ")
    }

    /// Whether a booking that is `self` may become `to`: one step forward, or cancelled before it is
    /// performed.
    pub fn can_become(self, to: Self) -> bool {
        use BookingStatus::*;
        matches!(
            (self, to),
            (Received, Confirmed)
                | (Confirmed, Scheduled)
                | (Scheduled, Performed)
                | (Performed, Delivered)
                | (Received | Confirmed | Scheduled, Cancelled)
        )
    }
}

impl fmt::Display for BookingStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::BookingStatus::*;
    use super::*;

    #[test]
    fn the_status_machine_moves_forward_or_cancels() {
        assert!(Received.can_become(Confirmed));
        assert!(Performed.can_become(Delivered));
        assert!(Scheduled.can_become(Cancelled));
        assert!(!Received.can_become(Scheduled));
        assert!(!Performed.can_become(Cancelled));
        assert!(!Delivered.can_become(Cancelled));
        assert!(!Cancelled.can_become(Received));
        assert!(!Confirmed.can_become(Confirmed));
    }

    #[test]
    fn the_text_is_the_same_for_serde_as_str_and_parse() {
        for status in BookingStatus::ALL {
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
            assert_eq!(BookingStatus::parse(status.as_str()), Some(status));
            assert_eq!(serde_json::from_value::<BookingStatus>(status.as_str().into()).unwrap(), status);
        }
        assert_eq!(BookingStatus::parse("Received"), None);
        assert_eq!(BookingStatus::choices(), "received, confirmed, scheduled, performed, delivered, cancelled");
    }
}
