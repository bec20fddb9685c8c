//! The bounded queue in front of password hashing: how many sign-ins may be in progress at once, per
//! client and overall. A sign-in holds its place from the moment its body is read until its answer
//! (user lookup, throttle reservation, Argon2 on the hashing thread); one that finds no place is answered
//! 429 at once, before it touches the database. So a flood from one client occupies at most
//! `per_client` places and everyone else waits behind at most `overall` hashes, never behind the flood.
//!
//! This is per instance and in memory on purpose: it protects this process's hashing thread. The limit
//! on guesses (10 failures a minute per address and per name) is in the database, shared by instances.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

pub use crate::config::SignInLimits;

/// Counts the sign-ins in progress; cheap to clone (one shared count).
#[derive(Clone, Default)]
pub struct SignInGate(Arc<Gate>);

#[derive(Default)]
struct Gate {
    limits: SignInLimits,
    in_progress: Mutex<InProgress>,
    /// The device lane's sign-ins in progress, by device id (see [`super::device`]).
    trusted: Mutex<HashSet<String>>,
}

/// Sign-ins in progress at once in the device lane, all devices together; one per device.
pub const DEVICE_LANE_PLACES: usize = 4;

#[derive(Default)]
struct InProgress {
    total: u32,
    /// Only clients with a sign-in in progress have an entry, so the map stays as small as the queue.
    by_client: HashMap<Option<IpAddr>, u32>,
}

impl SignInGate {
    pub fn new(limits: SignInLimits) -> Self {
        Self(Arc::new(Gate { limits, in_progress: Mutex::default(), trusted: Mutex::default() }))
    }

    pub fn limits(&self) -> SignInLimits {
        self.0.limits
    }

    /// A place for one sign-in from `client` (already reduced by [`client_bucket`](crate::http::net::client_bucket)), or `None` when
    /// the client or the whole queue is full. The place is given back when the permit is dropped.
    pub fn try_enter(&self, client: Option<IpAddr>) -> Option<SignInPermit> {
        let mut queue = self.0.in_progress.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if queue.total >= self.0.limits.overall {
            return None;
        }
        let mine = queue.by_client.entry(client).or_default();
        if *mine >= self.0.limits.per_client {
            return None;
        }
        *mine += 1;
        queue.total += 1;
        Some(SignInPermit { gate: Arc::clone(&self.0), client })
    }
}

impl SignInGate {
    /// A place in the device lane for `device`, apart from the queue that floods fill: `None` when this
    /// device already has a sign-in in progress or the lane is full (only holders of valid device
    /// cookies are ever in it).
    pub fn try_enter_trusted(&self, device: &str) -> Option<TrustedPermit> {
        let mut lane = self.0.trusted.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if lane.len() >= DEVICE_LANE_PLACES || !lane.insert(device.to_owned()) {
            return None;
        }
        Some(TrustedPermit { gate: Arc::clone(&self.0), device: device.to_owned() })
    }
}

/// One sign-in's place in the device lane.
pub struct TrustedPermit {
    gate: Arc<Gate>,
    device: String,
}

impl Drop for TrustedPermit {
    fn drop(&mut self) {
        let mut lane = self.gate.trusted.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        lane.remove(&self.device);
    }
}

/// One sign-in's place in the queue.
pub struct SignInPermit {
    gate: Arc<Gate>,
    client: Option<IpAddr>,
}

impl Drop for SignInPermit {
    fn drop(&mut self) {
        let mut queue = self.gate.in_progress.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        queue.total -= 1;
        if let Some(mine) = queue.by_client.get_mut(&self.client) {
            *mine -= 1;
            if *mine == 0 {
                queue.by_client.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::net::client_bucket;

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn each_client_and_the_whole_queue_are_bounded_and_places_come_back() {
        let gate = SignInGate::new(SignInLimits { overall: 3, per_client: 2 });
        let a1 = gate.try_enter(ip("192.0.2.1")).expect("first");
        let a2 = gate.try_enter(ip("192.0.2.1")).expect("second");
        assert!(gate.try_enter(ip("192.0.2.1")).is_none(), "a third from one client");
        let b1 = gate.try_enter(ip("192.0.2.2")).expect("another client");
        assert!(gate.try_enter(ip("192.0.2.3")).is_none(), "the queue is full");
        drop(a1);
        let c1 = gate.try_enter(ip("192.0.2.3")).expect("a place came back");
        drop((a2, b1, c1));
        assert!(gate.0.in_progress.lock().unwrap().by_client.is_empty(), "nothing left behind");
        let _unknown = gate.try_enter(None).expect("a client without an address has places too");
    }

    #[test]
    fn the_device_lane_is_apart_from_the_queue_and_bounded() {
        let gate = SignInGate::new(SignInLimits { overall: 1, per_client: 1 });
        let _flood = gate.try_enter(ip("192.0.2.1")).expect("the queue's one place");
        assert!(gate.try_enter(ip("192.0.2.2")).is_none(), "the queue is full");
        let first = gate.try_enter_trusted("device-1").expect("the lane is not the queue");
        assert!(gate.try_enter_trusted("device-1").is_none(), "one sign-in a device at once");
        let others: Vec<_> = (2..=DEVICE_LANE_PLACES)
            .map(|n| gate.try_enter_trusted(&format!("device-{n}")).expect("a place"))
            .collect();
        assert!(gate.try_enter_trusted("device-99").is_none(), "the lane is full");
        drop(first);
        assert!(gate.try_enter_trusted("device-1").is_some(), "its place came back");
        drop(others);
    }

    #[test]
    fn ipv6_clients_are_known_by_their_64() {
        assert_eq!(client_bucket("2001:db8:1:2:aaaa::1".parse().unwrap()), "2001:db8:1:2::".parse::<IpAddr>().unwrap());
        assert_eq!(
            client_bucket("2001:db8:1:2:ffff:1:2:3".parse().unwrap()),
            client_bucket("2001:db8:1:2::9".parse().unwrap())
        );
        assert_ne!(
            client_bucket("2001:db8:1:3::1".parse().unwrap()),
            client_bucket("2001:db8:1:2::1".parse().unwrap())
        );
        assert_eq!(client_bucket("::ffff:192.0.2.7".parse().unwrap()), "192.0.2.7".parse::<IpAddr>().unwrap());
        assert_eq!(client_bucket("192.0.2.7".parse().unwrap()), "192.0.2.7".parse::<IpAddr>().unwrap());
    }
}
