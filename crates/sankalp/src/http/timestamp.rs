//! Timestamps in the API's hot answers (the darshan feed, a devotee's booking): RFC 3339 in UTC, written
//! byte for byte as chrono's own `Serialize` writes them (`2026-11-20T10:00:00Z`, with 3, 6 or 9
//! fractional digits when the time has them) but straight into a buffer on the stack. chrono's path
//! goes through `fmt::Write` and serde_json's `collect_str`, about 2,400 instructions a timestamp, and a
//! page of the feed carries twenty (bench/results/track-cost.md). Years outside 0–9999, which chrono
//! writes with a sign, are left to chrono.
//!
//! Use with `#[serde(serialize_with = "rfc3339")]`, or `rfc3339_opt` for an `Option`; the OpenAPI
//! schema still comes from the field's type.

use chrono::{DateTime, Datelike, SecondsFormat, Timelike, Utc};
use serde::Serializer;

/// `YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ` at its longest.
const LONGEST: usize = 30;

pub fn rfc3339<S: Serializer>(at: &DateTime<Utc>, serializer: S) -> Result<S::Ok, S::Error> {
    let mut buf = [0u8; LONGEST];
    match write(at, &mut buf) {
        Some(len) => serializer.serialize_str(std::str::from_utf8(&buf[..len]).expect("ASCII digits and separators")),
        None => serializer.serialize_str(&at.to_rfc3339_opts(SecondsFormat::AutoSi, true)),
    }
}

pub fn rfc3339_opt<S: Serializer>(at: &Option<DateTime<Utc>>, serializer: S) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => rfc3339(at, serializer),
        None => serializer.serialize_none(),
    }
}

/// Writes `at` into `buf` and returns its length, or `None` for a year chrono writes with a sign.
fn write(at: &DateTime<Utc>, buf: &mut [u8; LONGEST]) -> Option<usize> {
    let year = at.year();
    if !(0..=9999).contains(&year) {
        return None;
    }
    let (mut second, mut nanos) = (at.second(), at.nanosecond());
    // A leap second is kept in the nanoseconds; chrono writes it as second 60.
    if nanos >= 1_000_000_000 {
        second += 1;
        nanos -= 1_000_000_000;
    }
    let mut put = |at: usize, value: u32, digits: usize| {
        let mut value = value;
        for i in (0..digits).rev() {
            buf[at + i] = b'0' + (value % 10) as u8;
            value /= 10;
        }
    };
    put(0, year as u32, 4);
    put(5, at.month(), 2);
    put(8, at.day(), 2);
    put(11, at.hour(), 2);
    put(14, at.minute(), 2);
    put(17, second, 2);
    let len = match nanos {
        0 => 19,
        n if n % 1_000_000 == 0 => {
            put(20, n / 1_000_000, 3);
            23
        }
        n if n % 1_000 == 0 => {
            put(20, n / 1_000, 6);
            26
        }
        n => {
            put(20, n, 9);
            29
        }
    };
    buf[4] = b'-';
    buf[7] = b'-';
    buf[10] = b'T';
    buf[13] = b':';
    buf[16] = b':';
    buf[19] = b'.';
    buf[len] = b'Z';
    Some(len + 1)
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeZone};
    use serde::Serialize;

    use super::*;

    #[derive(Serialize)]
    struct Ours {
        #[serde(serialize_with = "rfc3339")]
        at: DateTime<Utc>,
        #[serde(serialize_with = "rfc3339_opt")]
        maybe: Option<DateTime<Utc>>,
    }

    #[derive(Serialize)]
    struct Chrono {
        at: DateTime<Utc>,
        maybe: Option<DateTime<Utc>>,
    }

    fn same(at: DateTime<Utc>) {
        let ours = serde_json::to_string(&Ours { at, maybe: Some(at) }).unwrap();
        let chrono = serde_json::to_string(&Chrono { at, maybe: Some(at) }).unwrap();
        assert_eq!(ours, chrono, "{at:?}");
    }

    #[test]
    fn writes_what_chrono_writes() {
        // Whole seconds, then milli-, micro- and nanosecond precision, at the calendar's corners.
        for (y, m, d) in [(2026, 11, 20), (1, 1, 1), (0, 1, 1), (9999, 12, 31), (2024, 2, 29), (1970, 1, 1)] {
            for (h, min, s) in [(0, 0, 0), (23, 59, 59), (9, 5, 7)] {
                for nanos in [0, 1, 7_000_000, 123_000_000, 450_000, 123_456_000, 5, 123_456_789, 999_999_999] {
                    let naive = NaiveDate::from_ymd_opt(y, m, d).unwrap().and_hms_nano_opt(h, min, s, nanos).unwrap();
                    same(Utc.from_utc_datetime(&naive));
                }
            }
        }
        // A spread of real times: every few days across a century, with varying fractions.
        let mut at = Utc.with_ymd_and_hms(1950, 1, 1, 0, 0, 0).unwrap();
        let mut nanos = 0u32;
        while at.year() < 2060 {
            same(at);
            nanos = nanos.wrapping_mul(1_103_515_245).wrapping_add(12_345) % 1_000_000_000;
            at = at
                + chrono::Duration::seconds(3 * 86_400 + 3_723)
                + chrono::Duration::nanoseconds(i64::from(nanos % 1_000));
            at = at.with_nanosecond(nanos / 1_000 * 1_000).unwrap();
        }
    }

    #[test]
    fn leap_seconds_and_signed_years_match_chrono() {
        let leap = NaiveDate::from_ymd_opt(2016, 12, 31).unwrap().and_hms_nano_opt(23, 59, 59, 1_500_000_000).unwrap();
        same(Utc.from_utc_datetime(&leap));
        let whole_leap =
            NaiveDate::from_ymd_opt(2016, 12, 31).unwrap().and_hms_nano_opt(23, 59, 59, 1_000_000_000).unwrap();
        same(Utc.from_utc_datetime(&whole_leap));
        for year in [-1, -2026, 10_000, 262_142] {
            let naive = NaiveDate::from_ymd_opt(year, 6, 15).unwrap().and_hms_opt(12, 0, 0).unwrap();
            same(Utc.from_utc_datetime(&naive));
        }
    }

    #[test]
    fn none_is_null() {
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 10, 0, 0).unwrap();
        assert_eq!(
            serde_json::to_string(&Ours { at, maybe: None }).unwrap(),
            r#"{"at":"2026-11-20T10:00:00Z","maybe":null}"#
        );
    }
}
