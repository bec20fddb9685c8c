//! The connection layer of the real binary, over real sockets: slow and stalled clients are closed in
//! bounded time (a stalled upload's temporary file removed), connections past the per-address cap are
//! closed while other clients are served, SIGTERM does not wait for a stalled client beyond the grace
//! period, and the start-up messages name the address actually listened on. Timeouts are set small.

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::binary::{Answer, Server, read_answer, request, request_head};
use crate::common::darshan::{MP4, multipart, png, upload_parts};
use serde_json::json;

const ADMIN: [(&str, &str); 3] = [
    ("SANKALP_ADMIN_USERNAME", "priest"),
    ("SANKALP_ADMIN_EMAIL", "priest@sankalp.example"),
    ("SANKALP_ADMIN_PASSWORD", "http-test-password-108"),
];

fn start(data: &Path, env: &[(&str, &str)]) -> Server {
    let env: Vec<(&str, &str)> = ADMIN.iter().copied().chain(env.iter().copied()).collect();
    Server::start(data, None, &env)
}

fn sign_in(server: &Server) -> String {
    let body = json!({"username": "priest", "email": "priest", "password": "http-test-password-108"}).to_string();
    let answer =
        request(server.addr, "POST", "/api/v1/users/login", &[("content-type", "application/json")], body.as_bytes())
            .unwrap();
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()["data"]["accessToken"].as_str().unwrap().to_owned()
}

/// Reads until the server closes the connection (or `limit` passes): what it sent, and when it closed.
fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> (Vec<u8>, Option<Duration>) {
    let started = Instant::now();
    stream.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    while started.elapsed() < limit {
        match stream.read(&mut buf) {
            Ok(0) => return (got, Some(started.elapsed())),
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(err) if matches!(err.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
            Err(_) => return (got, Some(started.elapsed())),
        }
    }
    (got, None)
}

/// A connection from `local` (a loopback address such as 127.0.0.2) to `server`.
fn connect_from(local: &str, server: SocketAddr) -> TcpStream {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
        let stream = socket.connect(server).await.unwrap();
        let stream = stream.into_std().unwrap();
        stream.set_nonblocking(false).unwrap();
        stream
    })
}

/// GET /api/v1/health on `stream`, to its answer (the connection closes after it).
fn health_on(mut stream: TcpStream, addr: SocketAddr) -> std::io::Result<Answer> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.write_all(&request_head(addr, "GET", "/api/v1/health", &[], 0))?;
    read_answer(&mut stream)
}

#[test]
fn a_stalled_header_and_an_idle_keep_alive_connection_are_closed() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &[("SANKALP_HEADER_TIMEOUT", "400ms")]);

    let mut half = TcpStream::connect(server.addr).unwrap();
    half.write_all(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ").unwrap();
    let (_, closed) = read_until_closed(&mut half, Duration::from_secs(5));
    let closed = closed.expect("a half-sent header is not waited for forever");
    assert!(closed >= Duration::from_millis(300), "closed after {closed:?}, before the timeout");

    // Nothing sent at all.
    let mut silent = TcpStream::connect(server.addr).unwrap();
    assert!(read_until_closed(&mut silent, Duration::from_secs(5)).1.is_some(), "a silent connection is closed");

    // One answer on a keep-alive connection, then silence.
    let mut idle = TcpStream::connect(server.addr).unwrap();
    idle.write_all(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let (answer, closed) = read_until_closed(&mut idle, Duration::from_secs(5));
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"), "{}", String::from_utf8_lossy(&answer));
    assert!(closed.is_some(), "an idle keep-alive connection is closed");
    assert_eq!(server.get("/api/v1/health").status, 200, "and the server serves on");
}

#[test]
fn a_stalled_body_is_answered_408_and_closed() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &[("SANKALP_BODY_TIMEOUT", "400ms")]);
    let mut stream = TcpStream::connect(server.addr).unwrap();
    let head = request_head(server.addr, "POST", "/api/v1/users/login", &[("content-type", "application/json")], 200);
    stream.write_all(&head).unwrap();
    stream.write_all(br#"{"username":"priest","#).unwrap();
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(5));
    assert!(closed.is_some(), "a body that stops arriving is not waited for forever");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    let body = &text[text.find("\r\n\r\n").unwrap() + 4..];
    let json: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(json["success"], false);
    assert_eq!(json["statusCode"], 408);
    assert_eq!(json["message"], "Request timeout: the request body stopped arriving");
}

#[test]
fn an_upload_stalled_after_1_kib_is_closed_and_its_temporary_file_removed() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &[("SANKALP_BODY_TIMEOUT", "600ms")]);
    let token = sign_in(&server);
    let (content_type, body) = multipart(&upload_parts("Stalled", MP4, &png(64, 64), true));
    let video_at = body.windows(4).position(|w| w == b"ftyp").expect("the video part") - 4;
    let authorization = format!("Bearer {token}");
    let headers = [("content-type", content_type.as_str()), ("authorization", authorization.as_str())];
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream.write_all(&request_head(server.addr, "POST", "/api/v1/video-posts/create", &headers, body.len())).unwrap();
    stream.write_all(&body[..video_at + 1024]).unwrap();

    let temp = data.path().join("media").join(".tmp");
    let temp_files = || std::fs::read_dir(&temp).map(|d| d.count()).unwrap_or(0);
    let started = Instant::now();
    let mut seen_temp_file = false;
    stream.set_read_timeout(Some(Duration::from_millis(20))).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    let closed = loop {
        seen_temp_file |= temp_files() > 0;
        match stream.read(&mut buf) {
            Ok(0) => break started.elapsed(),
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(err) if matches!(err.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
            Err(_) => break started.elapsed(),
        }
        assert!(started.elapsed() < Duration::from_secs(10), "the stalled upload is still open");
    };
    assert!(seen_temp_file, "the first KiB of the video was being kept in a temporary file");
    assert!(closed < Duration::from_secs(5), "closed after {closed:?}");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert_eq!(temp_files(), 0, "the temporary file is removed");
    let list =
        request(server.addr, "GET", "/api/v1/video-posts/all", &[("authorization", &authorization)], b"").unwrap();
    assert_eq!(list.json()["data"]["total"], 0, "no post was stored");
}

#[test]
fn connections_past_the_per_address_cap_are_closed_while_others_are_served() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &[("SANKALP_MAX_CONNECTIONS_PER_CLIENT", "4"), ("SANKALP_HEADER_TIMEOUT", "30s")]);
    // Many idle connections from one address: four are kept, the rest closed at once.
    let mut idle: Vec<TcpStream> = (0..40).map(|_| TcpStream::connect(server.addr).unwrap()).collect();
    let mut closed_at_once = 0;
    for stream in &mut idle[4..] {
        let (got, closed) = read_until_closed(stream, Duration::from_secs(5));
        assert!(got.is_empty());
        closed_at_once += usize::from(closed.is_some());
    }
    assert_eq!(closed_at_once, 36);
    let refused = health_on(TcpStream::connect(server.addr).unwrap(), server.addr);
    assert!(refused.is_err(), "a fifth connection from 127.0.0.1 gets no answer: {refused:?}");

    // Another client is served meanwhile.
    let answer = health_on(connect_from("127.0.0.2", server.addr), server.addr).unwrap();
    assert_eq!(answer.status, 200);

    // A slot given back is free again.
    idle.truncate(3);
    let started = Instant::now();
    loop {
        if let Ok(answer) = health_on(TcpStream::connect(server.addr).unwrap(), server.addr) {
            assert_eq!(answer.status, 200);
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "the closed connections still count");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_trusted_proxy_is_not_capped_per_address() {
    let data = tempfile::tempdir().unwrap();
    let server = start(
        data.path(),
        &[
            ("SANKALP_MAX_CONNECTIONS_PER_CLIENT", "2"),
            ("SANKALP_TRUSTED_PROXY", "127.0.0.1"),
            ("SANKALP_HEADER_TIMEOUT", "30s"),
        ],
    );
    // Every client behind the proxy arrives from its address.
    let _idle: Vec<TcpStream> = (0..6).map(|_| TcpStream::connect(server.addr).unwrap()).collect();
    let answer = request(server.addr, "GET", "/api/v1/health", &[("x-forwarded-for", "203.0.113.7")], b"").unwrap();
    assert_eq!(answer.status, 200);
    // Anyone else is.
    let _held: Vec<TcpStream> = (0..2).map(|_| connect_from("127.0.0.2", server.addr)).collect();
    assert!(health_on(connect_from("127.0.0.2", server.addr), server.addr).is_err());
}

#[test]
fn sigterm_does_not_wait_beyond_the_grace_period_for_a_stalled_client() {
    let data = tempfile::tempdir().unwrap();
    let mut server = start(
        data.path(),
        &[("SANKALP_SHUTDOWN_GRACE", "1s"), ("SANKALP_BODY_TIMEOUT", "60s"), ("SANKALP_HEADER_TIMEOUT", "60s")],
    );
    let mut stalled = TcpStream::connect(server.addr).unwrap();
    let head = request_head(server.addr, "POST", "/api/v1/users/login", &[("content-type", "application/json")], 100);
    stalled.write_all(&head).unwrap();
    stalled.write_all(b"{").unwrap();
    let mut half_header = TcpStream::connect(server.addr).unwrap();
    half_header.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let (status, took) = server.terminate(Duration::from_secs(10));
    let status = status.unwrap_or_else(|| panic!("still running 10 s after SIGTERM:\n{}", server.output()));
    assert!(status.success(), "{status}: {}", server.output());
    assert!(took >= Duration::from_millis(900), "exited after {took:?}: the grace period was not given");
    assert!(took < Duration::from_secs(4), "exited after {took:?}");
    assert!(server.output().contains("grace period over"), "{}", server.output());
}

#[test]
fn sigterm_with_only_idle_connections_exits_at_once() {
    let data = tempfile::tempdir().unwrap();
    let mut server = start(data.path(), &[("SANKALP_SHUTDOWN_GRACE", "20s"), ("SANKALP_HEADER_TIMEOUT", "60s")]);
    let mut idle = TcpStream::connect(server.addr).unwrap();
    idle.write_all(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let (status, took) = server.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{}", server.output());
    assert!(took < Duration::from_secs(3), "exited after {took:?}");
}

#[test]
fn start_up_messages_name_the_address_listened_on() {
    let data = tempfile::tempdir().unwrap();
    // No administrator: the server says where to sign in once one exists.
    let server = Server::start(data.path(), None, &[]);
    let output = server.output();
    assert!(output.contains(&format!("sign in at http://{}/login", server.addr)), "{output}");
    assert!(!output.contains(":8080"), "{output}");
    let robots = server.get("/robots.txt").text();
    assert!(robots.contains(&format!("Sitemap: http://{}/sitemap.xml", server.addr)), "{robots}");

    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), None, &ADMIN);
    assert!(server.output().contains(&format!("sign in at http://{}/login", server.addr)), "{}", server.output());
}

#[test]
fn redirects_over_the_wire_stay_on_the_site() {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), &[]);
    for path in ["//evil.example/", "/\\evil.example/", "///evil.example//"] {
        let answer = server.get(path);
        assert_eq!(answer.status, 301, "{path}");
        assert_eq!(answer.header("location"), Some("/evil.example"), "{path}");
    }
}
