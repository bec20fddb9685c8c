//! The security headers every answer carries (ARCHITECTURE.md §7), written in one place: by the layer
//! around the router, and by the site's cached answers, which are given before the router
//! (`front.rs`).

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::extract::connect_info::ConnectInfo;
use axum::http::{HeaderValue, header};
use axum::response::Response;

use crate::http::csp::{CSP, PagePolicy};

/// Security headers on every answer; HSTS only when a trusted proxy says the client used TLS.
///
/// A plain tower layer rather than `middleware::from_fn`: it runs on every request, and this way it
/// neither boxes a future nor clones the application state.
#[derive(Clone, Copy)]
pub struct SecurityHeadersLayer {
    pub trusted_proxy: Option<IpAddr>,
}

impl<S> tower::Layer<S> for SecurityHeadersLayer {
    type Service = SecurityHeaders<S>;

    fn layer(&self, inner: S) -> Self::Service {
        SecurityHeaders { inner, trusted_proxy: self.trusted_proxy }
    }
}

#[derive(Clone)]
pub struct SecurityHeaders<S> {
    inner: S,
    trusted_proxy: Option<IpAddr>,
}

impl<S> tower::Service<Request> for SecurityHeaders<S>
where
    S: tower::Service<Request, Response = Response>,
{
    type Response = Response;
    type Error = S::Error;
    type Future = WithSecurityHeaders<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        let over_tls = super::net::forwarded_proto_is_https(peer, request.headers(), self.trusted_proxy);
        WithSecurityHeaders { inner: self.inner.call(request), over_tls }
    }
}

pin_project_lite::pin_project! {
    pub struct WithSecurityHeaders<F> {
        #[pin]
        inner: F,
        over_tls: bool,
    }
}

impl<F, E> Future for WithSecurityHeaders<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let mut response = std::task::ready!(this.inner.poll(cx))?;
        let policy = response.extensions_mut().remove::<PagePolicy>();
        add_security_headers(response.headers_mut(), *this.over_tls, policy.map(|p| p.0));
        Poll::Ready(Ok(response))
    }
}

const PERMISSIONS_POLICY: header::HeaderName = header::HeaderName::from_static("permissions-policy");
const COOP: header::HeaderName = header::HeaderName::from_static("cross-origin-opener-policy");

/// `policy`: a rendered page's own Content-Security-Policy, the common one with its inline stylesheets'
/// hashes (ARCHITECTURE.md §10); every other answer gets the common one, whatever a handler set.
pub fn add_security_headers(headers: &mut header::HeaderMap, over_tls: bool, policy: Option<HeaderValue>) {
    let policy = policy.unwrap_or(HeaderValue::from_static(CSP));
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    // A stricter policy set by a handler (no-referrer on the private booking answers) stays.
    headers.entry(header::REFERRER_POLICY).or_insert(HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(COOP, HeaderValue::from_static("same-origin"));
    headers.insert(
        PERMISSIONS_POLICY,
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
    );
    if over_tls {
        add_hsts(headers);
    }
}

/// HSTS, for answers that came over TLS (the trusted proxy says so).
pub fn add_hsts(headers: &mut header::HeaderMap) {
    headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=63072000; includeSubDomains"));
}
