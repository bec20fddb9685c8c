//! The OpenAPI document: what the routers declare (`sankalp::openapi()`) matches the committed copy,
//! the live endpoint serves exactly that with revalidation caching, and every operation it describes
//! is really routed.

use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::common::{body_bytes, body_json, body_text, header, spawn};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};

const REGENERATE: &str = "UPDATE_OPENAPI=1 cargo test --release -p sankalp --test integration openapi::";

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("openapi.json")
}

fn committed() -> String {
    std::fs::read_to_string(committed_path()).unwrap_or_else(|err| {
        panic!("cannot read {}: {err}; create it with `{REGENERATE}`", committed_path().display())
    })
}

#[test]
fn committed_document_matches_the_code() {
    let generated = sankalp::http::openapi::to_json(&sankalp::openapi());
    if std::env::var_os("UPDATE_OPENAPI").is_some_and(|v| v == "1") {
        std::fs::write(committed_path(), &generated).expect("write crates/sankalp/openapi.json");
        eprintln!("wrote {}", committed_path().display());
        return;
    }
    let committed = committed();
    if committed != generated {
        let line = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| committed.lines().count().min(generated.lines().count()) + 1, |i| i + 1);
        panic!(
            "crates/sankalp/openapi.json is out of date with the code (first difference at line {line}):\n  committed: {:?}\n  \
             generated: {:?}\nRegenerate it with `{REGENERATE}` and commit the result.",
            committed.lines().nth(line - 1).unwrap_or("<end of file>"),
            generated.lines().nth(line - 1).unwrap_or("<end of file>"),
        );
    }
}

#[tokio::test]
async fn the_live_endpoint_serves_the_committed_document_with_an_etag() {
    let app = spawn().await;
    let res = app.get("/api/v1/openapi.json").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("application/json"));
    assert_eq!(header(&res, "cache-control"), Some("no-cache"));
    assert_eq!(header(&res, "x-content-type-options"), Some("nosniff"));
    let etag = header(&res, "etag").expect("an ETag").to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"') && etag.len() > 10, "{etag}");
    assert_eq!(body_text(res).await, committed(), "the live document differs from crates/sankalp/openapi.json");

    for if_none_match in [etag.clone(), format!("W/{etag}"), format!("\"other\", {etag}"), "*".to_owned()] {
        let res = app
            .send(
                Request::get("/api/v1/openapi.json")
                    .header("if-none-match", &if_none_match)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(res.status(), StatusCode::NOT_MODIFIED, "{if_none_match}");
        assert_eq!(header(&res, "etag"), Some(etag.as_str()));
        assert_eq!(header(&res, "cache-control"), Some("no-cache"));
        assert!(body_bytes(res).await.is_empty());
    }
    let res = app
        .send(Request::get("/api/v1/openapi.json").header("if-none-match", "\"stale\"").body(Body::empty()).unwrap())
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(body_text(res).await, committed());
}

fn document() -> serde_json::Value {
    serde_json::from_str(&sankalp::http::openapi::to_json(&sankalp::openapi())).expect("the document is JSON")
}

/// (METHOD, path) of every operation in the document.
fn operations(doc: &serde_json::Value) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("path item").keys() {
            if ["get", "post", "patch", "delete", "put", "head"].contains(&method.as_str()) {
                out.insert((method.to_ascii_uppercase(), path.clone()));
            }
        }
    }
    out
}

#[test]
fn every_operation_of_the_api_is_described() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
    // The routers declare the operations; the committed document (reviewed like code) is what they
    // must add up to: an operation added, lost or moved by a change to a router shows here by name.
    let committed: serde_json::Value = serde_json::from_str(&committed()).expect("the committed document is JSON");
    let expected = operations(&committed);
    assert!(expected.contains(&("GET".to_owned(), "/api/v1/video-posts".to_owned())), "{expected:?}");
    assert_eq!(operations(&doc), expected);

    let scheme = &doc["components"]["securitySchemes"]["bearerAuth"];
    assert_eq!(scheme["type"], "http");
    assert_eq!(scheme["scheme"], "bearer");
    assert_eq!(scheme["bearerFormat"], "JWT");

    // Admin operations require the bearer token and say what happens without it; the others do not.
    for (method, path) in operations(&doc) {
        let op = &doc["paths"][&path][method.to_ascii_lowercase()];
        // The inbox; not the booking form, the devotee's token routes or the signed proof URLs.
        let public_booking = (path == "/api/v1/bookings" && method == "POST")
            || path.starts_with("/api/v1/bookings/track/")
            || path.ends_with("/proof/{name}");
        let admin = path.ends_with("/all")
            || path.ends_with("/create")
            || path.ends_with("/logout")
            || path.ends_with("/me")
            || path == "/api/v1/users"
            || path == "/api/v1/users/me/password"
            || (path.ends_with("/{id}") && method != "GET")
            || (path.starts_with("/api/v1/video-posts/") && method == "PUT")
            || (path == "/api/v1/site" && method == "PUT")
            || path.starts_with("/api/v1/content/")
            || ((path.starts_with("/api/v1/rituals")
                || path.starts_with("/api/v1/categories")
                || path.starts_with("/api/v1/gallery"))
                && method != "GET")
            || ((path.starts_with("/api/v1/pages/")
                || path.starts_with("/api/v1/pilgrimage")
                || path == "/api/v1/preview")
                && method != "GET")
            || (path.starts_with("/api/v1/bookings") && !public_booking);
        let security = op["security"].as_array().cloned().unwrap_or_default();
        if admin {
            assert_eq!(security, vec![serde_json::json!({"bearerAuth": []})], "{method} {path}");
            for status in ["401", "403"] {
                assert!(op["responses"][status].is_object(), "{method} {path} documents {status}");
            }
        } else {
            assert!(
                security.is_empty() || security.contains(&serde_json::json!({})),
                "{method} {path} must be callable without a token"
            );
        }
        assert!(op["operationId"].is_string(), "{method} {path} has an operationId");
    }
}

#[test]
fn error_answers_are_described_by_the_envelope() {
    let doc = document();
    let envelope = &doc["components"]["schemas"]["ErrorEnvelope"];
    let required: BTreeSet<&str> =
        envelope["required"].as_array().expect("required").iter().filter_map(|v| v.as_str()).collect();
    assert_eq!(required, BTreeSet::from(["statusCode", "data", "message", "success"]));
    assert_eq!(envelope["properties"]["data"]["type"], "null");
    assert_eq!(envelope["properties"]["success"]["enum"], serde_json::json!([false]));
    let reference = serde_json::json!({"$ref": "#/components/schemas/ErrorEnvelope"});
    for (name, response) in doc["components"]["responses"].as_object().expect("responses") {
        assert_eq!(response["content"]["application/json"]["schema"], reference, "{name}");
    }
    assert!(doc["components"]["responses"]["TooManyRequests"]["headers"]["Retry-After"].is_object());
    assert!(doc["components"]["responses"]["Unauthorized"]["headers"]["WWW-Authenticate"].is_object());
    let login = &doc["paths"]["/api/v1/users/login"]["post"]["responses"];
    for status in ["200", "400", "401", "413", "415", "429", "503"] {
        assert!(login[status].is_object(), "login documents {status}");
    }
    let create = &doc["paths"]["/api/v1/video-posts/create"]["post"];
    assert!(create["responses"]["201"].is_object());
    let form = &create["requestBody"]["content"]["multipart/form-data"]["schema"];
    assert!(form.is_object(), "the upload is a multipart form");
}

/// Each documented operation is routed: it answers neither 405 nor the API's catch-all 404.
#[tokio::test]
async fn every_described_operation_is_routed() {
    let app = spawn().await;
    let doc = document();
    for (method, path) in operations(&doc) {
        let concrete = path
            .replace("/pages/{key}", "/pages/home")
            .replace("/categories/{key}", "/categories/pujas")
            .replace("{id}", "0190abcdef")
            .replace("{key}", "videos/0190abcdef.mp4")
            .replace("{slug}", "satyanarayan");
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let res = app
            .send(
                Request::builder()
                    .method(method.clone())
                    .uri(&concrete)
                    .header("content-type", "application/json")
                    .body(Body::from("{}"))
                    .unwrap(),
            )
            .await;
        let status = res.status();
        assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {concrete}");
        let documented =
            doc["paths"][&path][method.as_str().to_ascii_lowercase()]["responses"][status.as_str()].is_object();
        assert!(documented, "{method} {concrete} answered {status}, which the document does not list");
        if status == StatusCode::NOT_FOUND && concrete.starts_with("/api/") {
            let body = body_json(res).await;
            assert_ne!(body["message"], "Not found", "{method} {concrete} fell through to the API's catch-all");
        }
    }
}
