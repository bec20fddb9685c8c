//! One counted view per client per post per [`WINDOW`]: replaying `POST …/views` from one address
//! cannot inflate a post's count, and costs no write.
//!
//! Memory is bounded whatever the traffic: the clients seen are kept as 64-bit keyed hashes of (client
//! address, post id) in two generations, the current one and the one before. A pair seen in either is
//! not counted again. The current generation becomes the previous one every [`WINDOW`], or sooner when
//! it holds [`MAX_PER_GENERATION`] pairs, so at most twice that many are kept (a few MiB) and a pair is
//! remembered for between one and two windows (less only under a flood of distinct pairs, when
//! remembering less is the price of staying bounded). Each instance keeps its own; behind several
//! instances a client may be counted once by each.

use std::collections::HashSet;
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a client's view of a post is remembered, at least.
pub const WINDOW: Duration = Duration::from_secs(30 * 60);
/// Pairs per generation; two generations are kept.
pub const MAX_PER_GENERATION: usize = 100_000;

#[derive(Clone, Default)]
pub struct ViewThrottle {
    inner: Arc<Mutex<Generations>>,
    /// A key of its own per process: the hashes say nothing outside it, and nobody can aim
    /// collisions at them.
    hasher: RandomState,
}

struct Generations {
    current: HashSet<u64>,
    previous: HashSet<u64>,
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

    fn key(&self, client: IpAddr, post: &str) -> u64 {
        self.hasher.hash_one((client, post))
    }

    fn first_view_at(&self, key: u64, now: Instant) -> bool {
        let mut generations = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if now.duration_since(generations.started) >= WINDOW || generations.current.len() >= MAX_PER_GENERATION {
            let current = std::mem::take(&mut generations.current);
            generations.previous = current;
            generations.started = now;
        }
        if generations.previous.contains(&key) {
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
    fn memory_stays_bounded_under_a_flood() {
        let views = ViewThrottle::default();
        let now = Instant::now();
        for n in 0..(MAX_PER_GENERATION as u64 * 3) {
            views.first_view_at(n, now);
        }
        let generations = views.inner.lock().unwrap();
        assert!(generations.current.len() <= MAX_PER_GENERATION);
        assert!(generations.previous.len() <= MAX_PER_GENERATION);
    }
}
