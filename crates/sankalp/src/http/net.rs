//! Who the client is when a reverse proxy stands in front: its forwarded headers count only when the
//! connection comes from the configured trusted proxy.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::extract::FromRequestParts;
use axum::extract::connect_info::ConnectInfo;
use axum::http::HeaderMap;
use axum::http::request::Parts;

use crate::AppState;

/// The client's address as [`client_ip`] finds it, as an extractor.
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        Ok(Self(client_ip(peer, &parts.headers, state.trusted_proxy)))
    }
}

/// The client address: the last `X-Forwarded-For` entry (the one the trusted proxy appended) when the
/// peer is that proxy, else the peer itself.
pub fn client_ip(peer: Option<IpAddr>, headers: &HeaderMap, trusted_proxy: Option<IpAddr>) -> Option<IpAddr> {
    if peer.is_some() && peer == trusted_proxy {
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            // Only the last entry was written by the proxy; anything before it came from the client.
            .next_back()
            .and_then(|s| s.trim().parse::<IpAddr>().ok());
        if forwarded.is_some() {
            return forwarded;
        }
    }
    peer
}

pub fn forwarded_proto_is_https(peer: Option<IpAddr>, headers: &HeaderMap, trusted_proxy: Option<IpAddr>) -> bool {
    peer.is_some()
        && peer == trusted_proxy
        && headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

/// The address a client is known by for limits (sign-ins in progress, connections, views): an IPv4 address as it is (an IPv4-mapped IPv6 one
/// too), an IPv6 address by its /64, which one subscriber or one machine gets whole and can pick
/// addresses from at will.
pub fn client_bucket(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xff(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", value.parse().unwrap());
        h.insert("x-forwarded-proto", "https".parse().unwrap());
        h
    }

    #[test]
    fn forwarded_for_only_from_the_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let client: IpAddr = "203.0.113.9".parse().unwrap();
        let stranger: IpAddr = "198.51.100.7".parse().unwrap();
        let spoofed = xff("1.2.3.4, 203.0.113.9");
        assert_eq!(client_ip(Some(proxy), &spoofed, Some(proxy)), Some(client));
        assert_eq!(client_ip(Some(stranger), &spoofed, Some(proxy)), Some(stranger));
        assert_eq!(client_ip(Some(stranger), &spoofed, None), Some(stranger));
        assert!(forwarded_proto_is_https(Some(proxy), &spoofed, Some(proxy)));
        assert!(!forwarded_proto_is_https(Some(stranger), &spoofed, Some(proxy)));
    }
}
