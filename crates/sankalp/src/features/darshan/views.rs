//! One counted view per client per post per [`WINDOW`] (an hour): replaying `POST …/views` from one
//! address cannot inflate a post's count, and costs no write.
//!
//! A client is its address as limits know it ([`client_bucket`]: an IPv6 client by its /64, from which
//! one machine may pick addresses at will). Addresses are never kept: only a 128-bit HMAC-SHA256 of
//! (client, post id) under a key of this process, drawn at start and never written anywhere, so the
//! hashes say nothing outside it and nobody can aim collisions at them.
//!
//! Memory is bounded whatever the traffic: the pairs are kept in two generations, the current one and
//! the one before; a pair seen in either is not counted again. The current generation becomes the
//! previous one every [`WINDOW`], so a pair is remembered for between one and two windows. A generation
//! holds at most [`MAX_PER_GENERATION`] pairs (a few MiB); once it is full, new pairs are not counted
//! until it turns: under a flood of distinct clients views are undercounted, never counted twice. Each
//! instance keeps its own; behind several instances a client may be counted once by each.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hmac::{Hmac, Mac as _};
use rand::RngCore as _;
use sha2::Sha256;

use crate::http::net::client_bucket;

/// How long a client's view of a post is remembered, at least.
pub const WINDOW: Duration = Duration::from_secs(60 * 60);
/// Pairs per generation; two generations are kept.
pub const MAX_PER_GENERATION: usize = 100_000;

/// A (client, post) pair as kept: the first 128 bits of its HMAC.
type Key = u128;

#[derive(Clone)]
pub struct ViewThrottle {
    inner: Arc<Mutex<Generations>>,
    /// The HMAC key, this process's own.
    secret: Arc<[u8; 32]>,
}

impl Default for ViewThrottle {
    fn default() -> Self {
        let mut secret = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut secret);
        Self { inner: Arc::default(), secret: Arc::new(secret) }
    }
}

struct Generations {
    current: HashSet<Key>,
    previous: HashSet<Key>,
    started: Instant,
}

impl Default for Generations {
    fn default() -> Self {
        Self { current: HashSet::new(), previous: HashSet::new(), started: Instant::now() }
    }
}

impl ViewThrottle {
    /// Whether this view counts: true the first time `client` views `post` within the window. A
    /// client of unknown address always counts (only tests and Unix sockets have none).
    pub fn first_view(&self, client: Option<IpAddr>, post: &str) -> bool {
        let Some(client) = client else { return true };
        self.first_view_at(self.key(client, post), Instant::now())
    }

    /// Forgets a view that was not counted after all (the post does not exist).
    pub fn forget(&self, client: Option<IpAddr>, post: &str) {
        let Some(client) = client else { return };
        let key = self.key(client, post);
        let mut generations = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        generations.current.remove(&key);
    }

    fn key(&self, client: IpAddr, post: &str) -> Key {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.secret[..]).expect("HMAC takes any key length");
        // The address as 16 bytes (IPv4 mapped), then the post id: no two pairs share an input.
        let address = match client_bucket(client) {
            IpAddr::V4(v4) => v4.to_ipv6_mapped(),
            IpAddr::V6(v6) => v6,
        };
        mac.update(&address.octets());
        mac.update(post.as_bytes());
        let digest = mac.finalize().into_bytes();
        Key::from_be_bytes(digest[..16].try_into().expect("SHA-256 is 32 bytes"))
    }

    fn first_view_at(&self, key: Key, now: Instant) -> bool {
        let mut generations = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if now.duration_since(generations.started) >= WINDOW {
            let current = std::mem::take(&mut generations.current);
            generations.previous = current;
            generations.started = now;
        }
        if generations.previous.contains(&key) || generations.current.contains(&key) {
            return false;
        }
        if generations.current.len() >= MAX_PER_GENERATION {
            // Full: not counted, rather than forgetting pairs that would then count again.
            return false;
        }
        generations.current.insert(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn one_view_per_client_per_post() {
        let views = ViewThrottle::default();
        assert!(views.first_view(ip("203.0.113.1"), "post-a"));
        assert!(!views.first_view(ip("203.0.113.1"), "post-a"));
        assert!(views.first_view(ip("203.0.113.1"), "post-b"));
        assert!(views.first_view(ip("203.0.113.2"), "post-a"));
        views.forget(ip("203.0.113.1"), "post-b");
        assert!(views.first_view(ip("203.0.113.1"), "post-b"));
    }

    #[test]
    fn a_view_is_remembered_for_one_window_at_least_and_two_at_most() {
        let views = ViewThrottle::default();
        let key = views.key("203.0.113.1".parse().unwrap(), "post");
        let start = Instant::now();
        assert!(views.first_view_at(key, start));
        assert!(!views.first_view_at(key, start + WINDOW - Duration::from_secs(1)));
        assert!(!views.first_view_at(key, start + WINDOW + Duration::from_secs(1)), "in the previous generation");
        assert!(views.first_view_at(key, start + WINDOW * 2 + Duration::from_secs(2)), "forgotten after two");
    }

    #[test]
    fn memory_stays_bounded_under_a_flood_and_nothing_counts_twice() {
        let views = ViewThrottle::default();
        let now = Instant::now();
        let first = views.key("203.0.113.1".parse().unwrap(), "post");
        assert!(views.first_view_at(first, now));
        let mut counted = 1;
        for n in 0..(MAX_PER_GENERATION as u128 * 3) {
            counted += usize::from(views.first_view_at(n, now));
        }
        assert_eq!(counted, MAX_PER_GENERATION, "a full generation counts nothing new");
        assert!(!views.first_view_at(first, now), "the first pair is still remembered");
        let generations = views.inner.lock().unwrap();
        assert!(generations.current.len() <= MAX_PER_GENERATION);
        assert!(generations.previous.len() <= MAX_PER_GENERATION);
    }

    #[test]
    fn a_client_is_its_ipv6_64_and_keys_are_keyed() {
        let views = ViewThrottle::default();
        assert!(views.first_view(ip("2001:db8:1:2::1"), "post"));
        assert!(!views.first_view(ip("2001:db8:1:2:ffff::9"), "post"), "another address of the same /64");
        assert!(views.first_view(ip("2001:db8:1:3::1"), "post"));
        assert!(views.first_view(ip("192.0.2.1"), "post"));
        assert!(!views.first_view(ip("::ffff:192.0.2.1"), "post"), "the same IPv4 client, mapped");
        let other = ViewThrottle::default();
        let client = "192.0.2.1".parse().unwrap();
        assert_ne!(views.key(client, "post"), other.key(client, "post"), "each process has its own key");
    }
}
