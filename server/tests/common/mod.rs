//! Builds the real application on a fresh SQLite database for each test.
#![allow(dead_code)]

use std::net::{IpAddr, SocketAddr};

use axum::Router;
use axum::body::Body;
use axum::extract::connect_info::ConnectInfo;
use axum::http::{Request, Response};
use http_body_util::BodyExt as _;
use sankalp::store::DynStore;
use sankalp::{AppState, app, site::Site, store};
use tower::ServiceExt as _;

pub struct TestApp {
    pub router: Router,
    pub store: DynStore,
    pub dir: tempfile::TempDir,
}

pub async fn spawn() -> TestApp {
    spawn_with(None).await
}

pub async fn spawn_with(trusted_proxy: Option<IpAddr>) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("sankalp.db").display());
    let store = store::open(&url).await.expect("open store");
    let site = Site::embedded();
    assert!(site.is_built(), "the site is not built: run `make web` (make test does) before the Rust tests");
    let state = AppState {
        store: store.clone(),
        site,
        public_url: "https://puja.example.org".to_owned(),
        trusted_proxy,
    };
    TestApp { router: app(state), store, dir }
}

impl TestApp {
    pub async fn send(&self, request: Request<Body>) -> Response<Body> {
        self.send_from("127.0.0.1:40000".parse().unwrap(), request).await
    }

    pub async fn send_from(&self, peer: SocketAddr, mut request: Request<Body>) -> Response<Body> {
        request.extensions_mut().insert(ConnectInfo(peer));
        self.router.clone().oneshot(request).await.expect("infallible")
    }

    pub async fn get(&self, path: &str) -> Response<Body> {
        self.send(Request::get(path).body(Body::empty()).unwrap()).await
    }
}

pub async fn body_bytes(response: Response<Body>) -> Vec<u8> {
    response.into_body().collect().await.expect("body").to_bytes().to_vec()
}

pub async fn body_text(response: Response<Body>) -> String {
    String::from_utf8(body_bytes(response).await).expect("utf-8 body")
}

pub async fn body_json(response: Response<Body>) -> serde_json::Value {
    serde_json::from_slice(&body_bytes(response).await).expect("JSON body")
}

pub fn header<'a>(response: &'a Response<Body>, name: &str) -> Option<&'a str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}
