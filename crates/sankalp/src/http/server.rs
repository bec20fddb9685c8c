//! The accept loop: HTTP/1.1 connections with timeouts, connection caps and a bounded shutdown.
//!
//! `axum::serve` sets no timeout and no cap: a client that sends half a header, or a body that never
//! comes, keeps its connection (and an upload's temporary file) forever, a thousand idle connections
//! from one address use up the file descriptors, and graceful shutdown waits for the slowest client.
//! This loop is built from hyper's own pieces instead:
//!
//! - hyper's HTTP/1 `header_read_timeout` ([`Limits::header_timeout`]): the whole header must arrive
//!   within it. hyper starts that timer whenever the connection waits for a request, so the same
//!   limit closes a keep-alive connection left idle after an answer.
//! - tower-http's [`TimeoutBody`] around every request body ([`Limits::body_timeout`]): each piece of
//!   the body must arrive within it (an idle timeout, like nginx's `client_body_timeout`, so a slow
//!   but moving upload is not cut). A stalled body fails the read; the handler answers 408 and drops
//!   what it wrote (an upload's temporary file removes itself).
//! - Caps counted here: [`Limits::max_connections`] in all and [`Limits::max_connections_per_client`]
//!   per client address (per /64 for IPv6, which one client holds whole). A connection past either
//!   is closed at once, before anything is read. The trusted proxy is exempt from the per-address
//!   cap: every client behind it shares its address, so the proxy must cap per client itself.
//! - hyper-util's `GracefulShutdown`: on SIGTERM no new connection is accepted, idle ones close, those
//!   in flight finish, for at most [`Limits::shutdown_grace`]; whatever is left is then dropped.
//!
//! HTTP/1.1 only: browsers reach the server through a TLS proxy (which speaks HTTP/1.1 to it) or
//! directly over plain HTTP/1.1; cleartext HTTP/2 (h2c) serves no client here and would need limits
//! of its own.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::connect_info::ConnectInfo;
use futures_util::future::{Either, ready};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tower::ServiceExt as _;
use tower_http::timeout::TimeoutBody;

/// What the accept loop serves (`crate::App`): the cached answer to a request where there is one, given
/// before the request is wrapped for the router, and the router for everything else.
pub trait Application: Clone + Send + 'static {
    /// The cached answer to `request` from `peer`, if there is one.
    fn cached(&self, request: &hyper::Request<Incoming>, peer: IpAddr) -> Option<axum::response::Response>;
    /// The router, which answers every request.
    fn router(&self) -> axum::Router;
}

/// Timeouts and caps of the accept loop (flags and variables in [`crate::config::ConnectionArgs`]).
#[derive(Debug, Clone)]
pub struct Limits {
    pub header_timeout: Duration,
    pub body_timeout: Duration,
    pub max_connections: usize,
    pub max_connections_per_client: usize,
    pub shutdown_grace: Duration,
    /// Exempt from the per-address cap.
    pub trusted_proxy: Option<IpAddr>,
}

/// What shutting down left behind.
#[derive(Debug)]
pub struct Stopped {
    /// Connections still open when the grace period ended, dropped unfinished.
    pub cut_off: usize,
}

/// Serves `app` on `listener` until `shutdown` completes, then shuts down within
/// [`Limits::shutdown_grace`].
pub async fn serve(
    listener: TcpListener,
    app: impl Application,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<Stopped> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout);
    let counts = Counts::new(&limits);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    accept_failed(&err).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = counts.admit(peer.ip()) else {
            tracing::debug!(%peer, "connection refused: too many connections");
            continue;
        };
        stream.set_nodelay(true).ok();
        let app = app.clone();
        let body_timeout = limits.body_timeout;
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            // A cached page or file is answered here, before the request is wrapped for the router.
            if let Some(response) = app.cached(&request, peer.ip()) {
                return Either::Left(ready(Ok::<_, Infallible>(response)));
            }
            let mut request = request.map(|body| Body::new(TimeoutBody::new(body_timeout, body)));
            request.extensions_mut().insert(ConnectInfo(peer));
            Either::Right(app.router().oneshot(request))
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                // Timeouts, resets and malformed requests: the client's doing, not worth a warning.
                tracing::debug!(%peer, error = %err, "connection closed with an error");
            }
            drop(slot);
        });
    }
    drop(listener);
    let open = counts.total();
    if open > 0 {
        tracing::info!(open, grace = ?limits.shutdown_grace, "waiting for open connections to finish");
    }
    match tokio::time::timeout(limits.shutdown_grace, graceful.shutdown()).await {
        Ok(()) => Ok(Stopped { cut_off: 0 }),
        Err(_) => {
            let cut_off = counts.total();
            tracing::warn!(cut_off, "grace period over: closing the connections still open");
            Ok(Stopped { cut_off })
        }
    }
}

/// An accept error: a connection that went away before it was accepted is nothing; anything else
/// (out of file descriptors, above all) is logged and retried after a pause, as axum::serve does,
/// rather than spinning or stopping the server.
async fn accept_failed(err: &std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(err.kind(), ConnectionRefused | ConnectionAborted | ConnectionReset) {
        return;
    }
    tracing::warn!(error = %err, "cannot accept a connection (out of file descriptors?); retrying in 100 ms");
    tokio::time::sleep(Duration::from_millis(100)).await;
}

/// Open connections, in all and per client address.
#[derive(Clone)]
struct Counts {
    inner: Arc<Mutex<Open>>,
    max_total: usize,
    max_per_client: usize,
    trusted_proxy: Option<IpAddr>,
}

#[derive(Default)]
struct Open {
    total: usize,
    per_client: HashMap<IpAddr, usize>,
}

/// A connection's place in [`Counts`], given back when dropped.
struct Slot {
    counts: Counts,
    client: Option<IpAddr>,
}

impl Counts {
    fn new(limits: &Limits) -> Self {
        Self {
            inner: Arc::default(),
            max_total: limits.max_connections,
            max_per_client: limits.max_connections_per_client,
            trusted_proxy: limits.trusted_proxy,
        }
    }

    fn total(&self) -> usize {
        self.lock().total
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn admit(&self, peer: IpAddr) -> Option<Slot> {
        let peer = peer.to_canonical();
        let client = (Some(peer) != self.trusted_proxy).then(|| super::net::client_bucket(peer));
        let mut open = self.lock();
        if open.total >= self.max_total {
            return None;
        }
        if let Some(client) = client {
            let count = open.per_client.entry(client).or_insert(0);
            if *count >= self.max_per_client {
                return None;
            }
            *count += 1;
        }
        open.total += 1;
        Some(Slot { counts: self.clone(), client })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.counts.lock();
        open.total -= 1;
        if let Some(client) = self.client
            && let Some(count) = open.per_client.get_mut(&client)
        {
            *count -= 1;
            if *count == 0 {
                open.per_client.remove(&client);
            }
        }
    }
}

/// The file descriptors the caps need: one per connection, plus the database pool, media files being
/// read or written, the listener and standard streams.
pub fn descriptors_needed(limits: &Limits) -> u64 {
    limits.max_connections as u64 + 256
}

/// Raises the soft open-file limit to what [`descriptors_needed`] asks, as far as the hard limit
/// allows (the soft default of 1,024 is far below most hard limits); says so when it cannot.
#[cfg(target_os = "linux")]
pub fn raise_open_file_limit(limits: &Limits) {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let needed = descriptors_needed(limits);
    let current = getrlimit(Resource::Nofile);
    let soft = current.current.unwrap_or(u64::MAX);
    if soft >= needed {
        return;
    }
    let hard = current.maximum.unwrap_or(u64::MAX);
    let wanted = needed.min(hard);
    if wanted > soft && setrlimit(Resource::Nofile, Rlimit { current: Some(wanted), maximum: current.maximum }).is_ok()
    {
        tracing::debug!(from = soft, to = wanted, "raised the open-file limit");
    }
    if wanted < needed {
        tracing::warn!(
            limit = wanted,
            needed,
            "the open-file limit is below what SANKALP_MAX_CONNECTIONS needs: raise it (systemd: LimitNOFILE) \
             or lower SANKALP_MAX_CONNECTIONS"
        );
    }
}

#[cfg(not(target_os = "linux"))]
pub fn raise_open_file_limit(_limits: &Limits) {}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(total: usize, per_client: usize, trusted_proxy: Option<&str>) -> Limits {
        Limits {
            header_timeout: Duration::from_secs(1),
            body_timeout: Duration::from_secs(1),
            max_connections: total,
            max_connections_per_client: per_client,
            shutdown_grace: Duration::from_secs(1),
            trusted_proxy: trusted_proxy.map(|ip| ip.parse().unwrap()),
        }
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn each_client_gets_its_share_and_gives_it_back() {
        let counts = Counts::new(&limits(10, 2, None));
        let a1 = counts.admit(ip("192.0.2.1")).unwrap();
        let _a2 = counts.admit(ip("::ffff:192.0.2.1")).expect("the same client, written as IPv6");
        assert!(counts.admit(ip("192.0.2.1")).is_none());
        let _b = counts.admit(ip("192.0.2.2")).expect("another client");
        drop(a1);
        assert!(counts.admit(ip("192.0.2.1")).is_some());
        assert_eq!(counts.total(), 2, "the refused and the dropped are not counted");
        assert!(counts.lock().per_client.len() <= 2);
    }

    #[test]
    fn an_ipv6_client_is_its_slash_64() {
        let counts = Counts::new(&limits(10, 1, None));
        let _a = counts.admit(ip("2001:db8:1:2::1")).unwrap();
        assert!(counts.admit(ip("2001:db8:1:2:ffff::9")).is_none());
        assert!(counts.admit(ip("2001:db8:1:3::1")).is_some());
    }

    #[test]
    fn the_trusted_proxy_has_no_share_but_the_total_holds() {
        let counts = Counts::new(&limits(3, 1, Some("10.0.0.1")));
        let _p: Vec<Slot> = (0..3).map(|_| counts.admit(ip("10.0.0.1")).unwrap()).collect();
        assert!(counts.admit(ip("10.0.0.1")).is_none());
        assert!(counts.admit(ip("192.0.2.1")).is_none(), "the total is reached");
    }
}
