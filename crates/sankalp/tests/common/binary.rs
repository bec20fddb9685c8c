//! The real `sankalp` binary as a child process, and a small HTTP/1.1 client to talk to it over TCP,
//! for the tests that stop, kill and restart things around it.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_sankalp");

/// The binary with a clean environment: none of the caller's `SANKALP_*`, `DATABASE_URL` or `RUST_LOG`,
/// and logs without colour.
pub fn command() -> Command {
    let mut command = Command::new(BIN);
    // Plain log lines, to read fields from.
    command.stdin(Stdio::null()).env("NO_COLOR", "1");
    for (name, _) in std::env::vars() {
        if name.starts_with("SANKALP_") || name == "DATABASE_URL" || name == "RUST_LOG" {
            command.env_remove(name);
        }
    }
    command
}

/// A running `sankalp serve`. Dropping it kills the process.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    output: Arc<Mutex<String>>,
}

impl Server {
    /// Starts `serve` on a free loopback port with its data in `data_dir`, `database_url` (the default
    /// SQLite file when `None`) and `env`, and waits until it listens.
    pub fn start(data_dir: &Path, database_url: Option<&str>, env: &[(&str, &str)]) -> Self {
        let mut command = command();
        command.args(["serve", "--listen", "127.0.0.1:0", "--data-dir"]).arg(data_dir);
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        command.envs(env.iter().copied());
        let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("start sankalp serve");
        let output = Arc::new(Mutex::new(String::new()));
        for stream in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let output = Arc::clone(&output);
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines().map_while(Result::ok) {
                    let mut out = output.lock().unwrap();
                    out.push_str(&line);
                    out.push('\n');
                }
            });
        }
        let started = Instant::now();
        loop {
            let printed = output.lock().unwrap().clone();
            if let Some(rest) = printed.split("Sankalp is listening on http://").nth(1) {
                let addr = rest.lines().next().unwrap().trim().parse().expect("listening address");
                return Self { child, addr, output };
            }
            if let Some(status) = child.try_wait().unwrap() {
                std::thread::sleep(Duration::from_millis(100));
                panic!("sankalp serve exited ({status}) before listening:\n{}", output.lock().unwrap());
            }
            assert!(started.elapsed() < Duration::from_secs(60), "sankalp serve did not start:\n{printed}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Everything the process printed so far (stdout and stderr, lines interleaved).
    pub fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    /// SIGTERM, then waits for the process to exit (at most `limit`): its status and how long it took.
    pub fn terminate(&mut self, limit: Duration) -> (Option<std::process::ExitStatus>, Duration) {
        let started = Instant::now();
        let sent = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().expect("run kill");
        assert!(sent.success(), "kill -TERM failed");
        while started.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (Some(status), started.elapsed());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        (None, started.elapsed())
    }

    /// SIGKILL: no shutdown code runs.
    pub fn kill(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }

    pub fn get(&self, path: &str) -> Answer {
        request(self.addr, "GET", path, &[], b"").unwrap_or_else(|err| panic!("GET {path}: {err}"))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|err| panic!("not JSON ({err}): {}", self.text()))
    }
}

/// One request on its own connection (`Connection: close`), read to the end; 30 s at most.
pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<Answer> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    stream.set_write_timeout(Some(Duration::from_secs(30)))?;
    stream.write_all(&request_head(addr, method, path, headers, body.len()))?;
    stream.write_all(body)?;
    read_answer(&mut stream)
}

/// The request line and headers, with `Host`, `Content-Length` and `Connection: close` added.
pub fn request_head(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)], length: usize) -> Vec<u8> {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if length > 0 || method != "GET" {
        head.push_str(&format!("Content-Length: {length}\r\n"));
    }
    head.push_str("\r\n");
    head.into_bytes()
}

/// Reads a whole answer from a connection the server closes after it.
pub fn read_answer(stream: &mut TcpStream) -> std::io::Result<Answer> {
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    parse_answer(&raw).ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("not an HTTP answer: {:?}", String::from_utf8_lossy(&raw[..raw.len().min(200)])),
        )
    })
}

fn parse_answer(raw: &[u8]) -> Option<Answer> {
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..end]).ok()?;
    let mut lines = head.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let rest = &raw[end + 4..];
    let chunked = headers.iter().any(|(n, v)| n == "transfer-encoding" && v.eq_ignore_ascii_case("chunked"));
    let body = if chunked { dechunk(rest)? } else { rest.to_vec() };
    Some(Answer { status, headers, body })
}

fn dechunk(mut rest: &[u8]) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = rest.windows(2).position(|w| w == b"\r\n")?;
        let size_text = std::str::from_utf8(&rest[..line_end]).ok()?;
        let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
        rest = &rest[line_end + 2..];
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(rest.get(..size)?);
        rest = rest.get(size + 2..)?;
    }
}

/// A free loopback port (bound, then released: good enough for a process started right after).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}
