//! Serving the site: paths, fallbacks, caching, compression and security headers. (What the pages say,
//! and how they follow the content, is in pages.rs.)

use crate::common;
use crate::common::{body_bytes, body_json, body_text, header, sorted_headers, spawn, spawn_with};
use axum::body::Body;
use axum::http::{Request, Response, StatusCode};

fn request(path: &str, headers: &[(&str, &str)]) -> Request<Body> {
    let mut builder = Request::get(path);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    builder.body(Body::empty()).unwrap()
}

/// The hashed island script a page loads, read from its HTML.
async fn first_script(app: &common::TestApp) -> String {
    let html = body_text(app.get("/about-us").await).await;
    let marker = "<script type=\"module\" src=\"";
    let start = html.find(marker).expect("the page loads its island script") + marker.len();
    let end = html[start..].find('"').unwrap() + start;
    html[start..end].to_owned()
}

#[tokio::test]
async fn pages_are_served_by_their_clean_path_without_redirect() {
    let app = spawn().await;
    for path in ["/", "/contact", "/about-us", "/allpujas/pujas", "/photos/vip-photos", "/policy"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&res, "content-type"), Some("text/html; charset=utf-8"), "{path}");
        assert_eq!(header(&res, "cache-control"), Some("no-cache"), "{path}");
        assert!(header(&res, "etag").is_some(), "{path}");
        let html = body_text(res).await;
        assert!(html.contains("<title>"), "{path} has its title in the HTML");
    }
    let contact = body_text(app.get("/contact").await).await;
    assert!(contact.contains("<h1>Contact Us</h1>"));
}

#[tokio::test]
async fn a_trailing_slash_redirects_to_the_clean_path_keeping_the_query() {
    let app = spawn().await;
    let res = app.get("/contact/?from=mail").await;
    assert_eq!(res.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&res, "location"), Some("/contact?from=mail"));
}

#[tokio::test]
async fn the_trailing_slash_redirect_never_leaves_the_site() {
    let app = spawn().await;
    for (path, expected) in [
        ("//evil.example/", "/evil.example"),
        ("/\\evil.example/", "/evil.example"),
        ("/\\/evil.example/", "/evil.example"),
        ("///evil.example//", "/evil.example"),
        ("//evil.example/?next=x", "/evil.example?next=x"),
        ("/%2F%2Fevil.example/", "/%2F%2Fevil.example"),
        ("/%5Cevil.example/", "/%5Cevil.example"),
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::MOVED_PERMANENTLY, "{path}");
        assert_eq!(header(&res, "location"), Some(expected), "{path}");
    }
}

#[tokio::test]
async fn html_revalidates_by_etag() {
    let app = spawn().await;
    let first = app.get("/contact").await;
    let etag = header(&first, "etag").unwrap().to_owned();
    let again = app.send(request("/contact", &[("if-none-match", &etag)])).await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert!(body_bytes(again).await.is_empty());
    let stale = app.send(request("/contact", &[("if-none-match", "\"0000\"")])).await;
    assert_eq!(stale.status(), StatusCode::OK);
}

#[tokio::test]
async fn precompressed_variants_follow_accept_encoding() {
    let app = spawn().await;
    let plain = body_bytes(app.get("/").await).await;

    let br = app.send(request("/", &[("accept-encoding", "gzip, deflate, br")])).await;
    assert_eq!(header(&br, "content-encoding"), Some("br"));
    assert_eq!(header(&br, "vary"), Some("Accept-Encoding"));
    let br_etag = header(&br, "etag").unwrap().to_owned();
    assert!(body_bytes(br).await.len() < plain.len());

    let gz = app.send(request("/", &[("accept-encoding", "gzip")])).await;
    assert_eq!(header(&gz, "content-encoding"), Some("gzip"));
    assert_ne!(header(&gz, "etag").unwrap(), br_etag, "each encoding has its own validator");
    let gz_body = body_bytes(gz).await;
    assert_eq!(&gz_body[..2], &[0x1f, 0x8b], "a gzip stream");

    let refused = app.send(request("/", &[("accept-encoding", "br;q=0, gzip;q=0")])).await;
    assert_eq!(header(&refused, "content-encoding"), None);
    assert_eq!(body_bytes(refused).await, plain);
}

#[tokio::test]
async fn hashed_assets_are_immutable() {
    let app = spawn().await;
    let script = first_script(&app).await;
    let res = app.get(&script).await;
    assert_eq!(res.status(), StatusCode::OK, "{script}");
    assert_eq!(header(&res, "cache-control"), Some("public, max-age=31536000, immutable"));
    assert_eq!(header(&res, "content-type"), Some("text/javascript; charset=utf-8"));
}

#[tokio::test]
async fn unknown_paths_missing_assets_and_data_files_are_404_with_the_designed_page() {
    let app = spawn().await;
    for path in [
        "/no-such-page",
        "/allpujas/not-a-category",
        "/assets/missing-abc123.js",
        "/contact.data",
        "/no-such-page.data",
        "/contact/index.html",
        "/__spa-fallback.html",
        "/__routes.json",
        "/404",
        "/puja/no-such-ritual",
        "/puja/Satyanarayan/extra",
        "/daily-darshan/abc.data",
        "/daily-darshan/x/y",
        "/booking/abc/def",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header(&res, "content-type"), Some("text/html; charset=utf-8"), "{path}");
        let html = body_text(res).await;
        assert!(html.contains("This page could not be found"), "{path} shows the not-found page");
    }
}

#[tokio::test]
async fn client_rendered_routes_get_the_spa_shell() {
    let app = spawn().await;
    for path in ["/admin", "/admin/daily-darshan", "/admin/daily-darshan/new", "/daily-darshan/6650f0c2a1"] {
        let res = app.get(path).await;
        // A darshan post's address that is no rendered page is a draft (which the app shows an
        // administrator) or nothing: 404, not indexed, yet the app still boots.
        let (status, robots) = match path.starts_with("/daily-darshan/") {
            true => (StatusCode::NOT_FOUND, Some("noindex")),
            false => (StatusCode::OK, None),
        };
        assert_eq!(res.status(), status, "{path}");
        assert_eq!(header(&res, "x-robots-tag"), robots, "{path}");
        let html = body_text(res).await;
        assert!(!html.contains("This page could not be found"), "{path}");
        assert!(html.contains("type=\"module\""), "{path} boots the app");
        assert!(!html.contains("name=\"password\""), "{path} is the shell, not the sign-in page");
    }
}

#[tokio::test]
async fn the_sign_in_page_is_answered_pre_rendered_with_its_form() {
    let app = spawn().await;
    let res = app.get("/login").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "cache-control"), Some("no-cache"));
    let html = body_text(res).await.to_ascii_lowercase();
    // The form is in the HTML before any script runs, and the app still boots over it.
    let form = html.split("<form").nth(1).and_then(|rest| rest.split('>').next()).expect("a form in the HTML");
    assert!(form.contains("method=\"post\""), "posted, never in the address: {form}");
    for part in ["name=\"username\"", "name=\"password\"", "autocomplete=\"current-password\""] {
        assert!(html.contains(part), "{part}");
    }
    assert!(html.contains("type=\"module\""), "boots the app");
    assert!(!html.contains("loading"), "no loading placeholder");
    // Its build file is no address of its own.
    assert_eq!(app.get("/__shell-login.html").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_devotees_pages_are_drawn_by_the_server() {
    let app = spawn().await;
    // A token that opens nothing: the private page says so, never cached, indexed or referred.
    let res = app.get("/booking/q3Xw0vJ9S3mC4kH1pZ8a2Q").await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&res, "cache-control"), Some("no-store"));
    assert_eq!(header(&res, "x-robots-tag"), Some("noindex"));
    assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"));
    assert!(body_text(res).await.contains("This booking cannot be found"));
    // The sankalp form is a page like the others, its form in the HTML.
    let res = app.get("/sankalp/ritual/satyanarayan").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "cache-control"), Some("no-cache"));
    assert_eq!(header(&res, "referrer-policy"), Some("strict-origin-when-cross-origin"));
    let html = body_text(res).await;
    assert!(html.contains("data-sankalp-form") && html.contains("Satyanarayan"), "{html}");
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\"/>"));
    for path in ["/sankalp/ritual/no-such-ritual", "/sankalp/astrology/more", "/sankalp/satyanarayan"] {
        assert_eq!(app.get(path).await.status(), StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn security_headers_are_on_every_answer() {
    let app = spawn().await;
    let script = first_script(&app).await;
    for path in ["/", "/no-such-page", "/admin", script.as_str(), "/api/v1/health", "/api/v1/nope", "/sitemap.xml"] {
        let res = app.get(path).await;
        let csp = header(&res, "content-security-policy").unwrap_or_else(|| panic!("{path} has a CSP"));
        for directive in ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"] {
            assert!(csp.contains(directive), "{path}: {directive}");
        }
        assert!(!csp.contains("unsafe-eval"), "{path}");
        assert!(!csp.contains("unsafe-inline"), "{path}: no inline script or style allowed: {csp}");
        assert_eq!(header(&res, "x-content-type-options"), Some("nosniff"), "{path}");
        assert_eq!(header(&res, "referrer-policy"), Some("strict-origin-when-cross-origin"), "{path}");
        assert_eq!(header(&res, "strict-transport-security"), None, "{path}: no HSTS over plain HTTP");
    }
}

#[tokio::test]
async fn pages_carry_no_inline_script() {
    let app = spawn().await;
    for path in ["/", "/contact", "/admin", "/puja/satyanarayan", "/no-such-page"] {
        let html = body_text(app.get(path).await).await;
        for (i, _) in html.match_indices("<script") {
            let tag_end = html[i..].find('>').unwrap() + i;
            let tag = &html[i..=tag_end];
            let inline_data = tag.contains("application/ld+json");
            assert!(tag.contains(" src=") || inline_data, "{path}: inline script {tag}");
        }
    }
}

#[tokio::test]
async fn hsts_only_when_a_trusted_proxy_reports_tls() {
    let proxy: std::net::SocketAddr = "10.1.2.3:5555".parse().unwrap();
    let app = spawn_with(Some(proxy.ip())).await;
    let tls = [("x-forwarded-proto", "https")];
    let res = app.send_from(proxy, request("/", &tls)).await;
    assert!(header(&res, "strict-transport-security").unwrap().starts_with("max-age="));

    let stranger: std::net::SocketAddr = "198.51.100.9:5555".parse().unwrap();
    let res = app.send_from(stranger, request("/", &tls)).await;
    assert_eq!(header(&res, "strict-transport-security"), None, "a forged header from anyone else counts for nothing");
}

#[tokio::test]
async fn only_get_and_head_reach_the_site() {
    let app = spawn().await;
    let res = app.send(Request::post("/contact").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    let head = app.send(Request::head("/contact").body(Body::empty()).unwrap()).await;
    assert_eq!(head.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_wrong_method_under_the_api_answers_405_in_the_envelope_with_allow() {
    let app = spawn().await;
    for (method, path, allow) in [
        ("DELETE", "/api/v1/health", "GET,HEAD"),
        ("PUT", "/api/v1/video-posts", "GET,HEAD"),
        ("GET", "/api/v1/video-posts/create", "POST"),
        ("PUT", "/api/v1/video-posts/0190a5b2c3d47e8f9a0b1c2d3e4f5a6b", "GET,HEAD,PATCH,DELETE"),
        ("GET", "/api/v1/users/login", "POST"),
    ] {
        let res = app.send(Request::builder().method(method).uri(path).body(Body::empty()).unwrap()).await;
        assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        let mut allowed: Vec<String> = header(&res, "allow").unwrap().split(',').map(|m| m.trim().to_owned()).collect();
        allowed.sort();
        let mut expected: Vec<&str> = allow.split(',').collect();
        expected.sort();
        assert_eq!(allowed, expected, "{method} {path}");
        assert_eq!(header(&res, "content-type"), Some("application/json"), "{method} {path}");
        let json = body_json(res).await;
        assert_eq!(
            json,
            serde_json::json!({ "statusCode": 405, "data": null, "message": "Method not allowed", "success": false }),
            "{method} {path}"
        );
    }
}

#[tokio::test]
async fn health_reports_the_database() {
    let app = spawn().await;
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(header(&res, "content-type"), Some("application/json"));
    let json = body_json(res).await;
    assert_eq!(json["statusCode"], 200);
    assert_eq!(json["success"], true);
    assert_eq!(json["data"]["status"], "ok");
    assert_eq!(json["data"]["database"], "ok");

    app.store.close().await;
    let res = app.get("/api/v1/health").await;
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    let json = body_json(res).await;
    assert_eq!(json["success"], false);
    assert_eq!(json["data"]["database"], "unreachable");
}

#[tokio::test]
async fn unknown_api_paths_answer_the_json_envelope() {
    let app = spawn().await;
    for path in ["/api/v1/nope", "/api/", "/api/v2/video-posts"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        let json = body_json(res).await;
        assert_eq!(
            json,
            serde_json::json!({"statusCode": 404, "data": null, "message": "Not found", "success": false})
        );
    }
}

#[tokio::test]
async fn sitemap_and_robots_use_the_public_url() {
    let app = spawn().await;
    let res = app.get("/sitemap.xml").await;
    assert_eq!(res.status(), StatusCode::OK);
    let xml = body_text(res).await;
    assert!(xml.contains("<loc>https://puja.example.org/</loc>"));
    assert!(xml.contains("<loc>https://puja.example.org/contact</loc>"));
    assert!(xml.contains("<loc>https://puja.example.org/allpujas/homa-havan</loc>"));
    assert!(!xml.contains("/404"));
    assert!(!xml.contains("/login"));
    assert!(!xml.contains("/admin"));
    assert!(!xml.contains("/book/"), "booking hand-offs are not indexed");
    assert!(xml.contains("/details/brahma-sarovar</loc>"));

    let robots = body_text(app.get("/robots.txt").await).await;
    assert!(robots.contains("Disallow: /admin"));
    assert!(robots.contains("Disallow: /login"));
    assert!(robots.contains("Disallow: /booking"));
    assert!(robots.contains("Disallow: /sankalp"));
    assert!(robots.contains("Sitemap: https://puja.example.org/sitemap.xml"));
}

#[tokio::test]
async fn ritual_pages_answer_by_slug_and_old_title_addresses_redirect() {
    let app = spawn().await;
    let res = app.get("/puja/satyanarayan").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(body_text(res).await.contains("<h1>Satyanarayan</h1>"));

    for (old, new) in [
        ("/puja/Satyanarayan", "/puja/satyanarayan"),
        ("/puja/Durga%20Saptashati%20Parayana", "/puja/durga-saptashati-parayana"),
        ("/puja/Pitru%20paksha%20shradha", "/puja/pitru-paksha-shradha"),
        ("/puja/GrihaPravesh", "/puja/griha-pravesh"),
    ] {
        let res = app.get(old).await;
        assert_eq!(res.status(), StatusCode::MOVED_PERMANENTLY, "{old}");
        assert_eq!(header(&res, "location"), Some(new), "{old}");
    }
}

#[tokio::test]
async fn every_category_and_ritual_is_prerendered_and_in_the_sitemap() {
    let app = spawn().await;
    let xml = body_text(app.get("/sitemap.xml").await).await;
    let rituals = xml.matches("<loc>https://puja.example.org/puja/").count();
    assert_eq!(rituals, 46, "one sitemap entry per ritual");
    for category in ["pujas", "homa-havan", "festival-Pujas", "Parihara", "Ancestors-rituals"] {
        assert!(xml.contains(&format!("/allpujas/{category}</loc>")), "{category}");
    }
}

#[tokio::test]
async fn private_pages_are_never_cached_indexed_or_referred() {
    let app = spawn().await;
    // Not a token's shape: no query, the same "cannot be found", the same private headers.
    let res = app.get("/booking/8c1f0a7e2b").await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&res, "cache-control"), Some("no-store"));
    assert_eq!(header(&res, "x-robots-tag"), Some("noindex"));
    assert_eq!(header(&res, "referrer-policy"), Some("no-referrer"));
    assert!(body_text(res).await.contains("This booking cannot be found"));
    let public = app.get("/admin").await;
    assert_eq!(header(&public, "cache-control"), Some("no-cache"));
    assert_eq!(header(&public, "x-robots-tag"), None);
    assert_eq!(header(&public, "referrer-policy"), Some("strict-origin-when-cross-origin"));
}

#[tokio::test]
async fn robots_txt_keeps_crawlers_out_of_what_the_route_manifest_names() {
    let app = spawn().await;
    let robots = body_text(app.get("/robots.txt").await).await;
    for path in ["/admin", "/login", "/booking", "/sankalp", "/api/"] {
        assert!(robots.contains(&format!("Disallow: {path}\n")), "{path}: {robots}");
    }
    assert!(robots.ends_with("Sitemap: https://puja.example.org/sitemap.xml\n"));
}

/// The `style-src` directive of an answer's Content-Security-Policy.
fn style_src(res: &Response<Body>) -> String {
    let csp = header(res, "content-security-policy").expect("every answer has a CSP");
    csp.split("; ").find(|d| d.starts_with("style-src")).expect("a style-src directive").to_owned()
}

#[tokio::test]
async fn rendered_pages_carry_their_stylesheets_inline_and_their_policy_allows_exactly_those_texts() {
    use base64::Engine as _;
    use sha2::Digest as _;
    let app = spawn().await;
    let script = first_script(&app).await;
    for path in [
        "/",
        "/photo-gallery",
        "/about-us",
        "/puja/satyanarayan",
        "/no-such-page",
        "/sankalp/ritual/satyanarayan",
        // A private page is drawn at each request, with its stylesheets inline all the same.
        "/booking/q3Xw0vJ9S3mC4kH1pZ8a2Q",
    ] {
        let res = app.get(path).await;
        let style_src = style_src(&res);
        let html = body_text(res).await;
        let head = &html[..html.find("</head>").expect("a head")];
        assert!(!head.contains("rel=\"stylesheet\""), "{path}: no stylesheet left to fetch: {head}");
        let mut texts: Vec<&str> = Vec::new();
        for (i, _) in html.match_indices("<style>") {
            let text = &html[i + "<style>".len()..];
            texts.push(&text[..text.find("</style>").expect("a closed style element")]);
        }
        assert!(texts.len() >= 2, "{path}: the site's and the page's styles inline, found {}", texts.len());
        assert!(texts.iter().any(|t| t.contains("url(/assets/")), "{path}: font addresses stay under /assets/");
        assert!(!html.contains("<style "), "{path}: no other kind of style element");
        let mut expected = String::from("style-src 'self'");
        let mut seen = Vec::new();
        for text in texts {
            let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text.as_bytes()));
            if !seen.contains(&hash) {
                expected.push_str(&format!(" 'sha256-{hash}'"));
                seen.push(hash);
            }
        }
        // Exactly these texts: any other inline style (an injected element, a style attribute) is refused.
        assert_eq!(style_src, expected, "{path}");
        assert!(!style_src.contains("unsafe-inline"), "{path}");
    }
    // Every other answer keeps the common policy, which allows no inline style at all.
    for path in ["/admin", "/login", "/api/v1/health", "/sitemap.xml", script.as_str()] {
        assert_eq!(style_src(&app.get(path).await), "style-src 'self'", "{path}");
    }
}

/// Every embedded file and every page drawn with the site is answered before the router
/// (`front.rs`), exactly as the router answers it: the same status, headers and bytes, for
/// each encoding, a HEAD, a matching validator and a client behind the trusted proxy over TLS.
#[tokio::test]
async fn cached_answers_are_the_routers_answers() {
    use tower::ServiceExt as _;
    /// A method, request headers and the connection's address.
    type Variant<'a> = (&'a str, Vec<(&'a str, String)>, std::net::SocketAddr);

    let proxy: std::net::IpAddr = "10.0.0.1".parse().unwrap();
    let app = spawn_with(Some(proxy)).await;
    let rendered = app.state.pages.current();
    let mut paths: Vec<String> = app.state.site.file_paths().map(str::to_owned).collect();
    let files = paths.len();
    paths.extend(rendered.paths().filter(|path| *path != "/404").map(str::to_owned));
    assert!(files > 10 && paths.len() > files + 20, "{files} files, {} paths", paths.len());

    let client: std::net::SocketAddr = "192.0.2.7:5000".parse().unwrap();
    let behind_proxy: std::net::SocketAddr = (proxy, 6000).into();
    for path in &paths {
        let mut variants: Vec<Variant> = vec![
            ("GET", vec![("accept-encoding", "gzip, deflate, br".into())], client),
            ("GET", vec![("accept-encoding", "gzip".into())], client),
            ("GET", vec![], client),
            ("HEAD", vec![("accept-encoding", "br".into())], client),
            ("GET", vec![("accept-encoding", "br".into()), ("x-forwarded-proto", "https".into())], behind_proxy),
        ];
        let first = app.send_from(client, request(path, &[("accept-encoding", "br")])).await;
        let etag = header(&first, "etag").expect("every cached answer has a validator").to_owned();
        variants.push(("GET", vec![("accept-encoding", "br".into()), ("if-none-match", etag)], client));

        for (method, headers, peer) in variants {
            let build = || {
                let mut builder = Request::builder().method(method).uri(path.as_str());
                for (name, value) in &headers {
                    builder = builder.header(*name, value.as_str());
                }
                let mut request = builder.body(Body::empty()).unwrap();
                request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
                request
            };
            let cached = app.router.cached(&build(), Some(peer.ip()));
            let cached = cached.unwrap_or_else(|| panic!("{method} {path} {headers:?} has a cached answer"));
            let routed = app.router.router().oneshot(build()).await.unwrap();
            let what = format!("{method} {path} {headers:?}");
            assert_eq!(cached.status(), routed.status(), "{what}");
            let cached_headers = sorted_headers(&cached);
            let mut routed_headers = sorted_headers(&routed);
            if routed.status() == StatusCode::NOT_MODIFIED {
                // axum gives a 304 `Content-Length: 0` (the length of its empty body); HTTP allows a 304
                // only the 200's length there, and the cached answer gives none.
                routed_headers.retain(|(name, _)| name != "content-length");
                assert!(cached_headers.iter().all(|(name, _)| name != "content-length"), "{what}");
            }
            if method == "GET" && routed.status() == StatusCode::OK {
                assert!(cached_headers.iter().any(|(name, _)| name == "content-security-policy"), "{what}");
            }
            assert_eq!(cached_headers, routed_headers, "{what}");
            assert_eq!(body_bytes(cached).await, body_bytes(routed).await, "{what}");
        }
    }
}

/// What the router answers itself is never answered from the site's caches: other methods, the API,
/// media, the sitemap and robots.txt, the private page, paths not clean, pages drawn on request and
/// misses.
#[tokio::test]
async fn the_router_answers_everything_else() {
    let app = spawn().await;
    let script = first_script(&app).await;
    let asked = |method: &str, path: &str| {
        let request = Request::builder().method(method).uri(path).body(Body::empty()).unwrap();
        app.router.cached(&request, None).is_some()
    };
    assert!(asked("GET", "/") && asked("GET", "/contact") && asked("HEAD", &script));
    for (method, path) in [
        ("POST", "/contact"),
        ("OPTIONS", "/"),
        ("DELETE", script.as_str()),
        ("GET", "/api/v1/site"),
        ("GET", "/api"),
        ("GET", "/media/photos/none.webp"),
        ("GET", "/sitemap.xml"),
        ("GET", "/robots.txt"),
        ("GET", "/booking/yoogEL4D27_gpYfaC_d-kg"),
        ("GET", "/hi/booking/yoogEL4D27_gpYfaC_d-kg"),
        ("GET", "/contact/"),
        ("GET", "/404"),
        ("GET", "/no-such-page"),
        ("GET", "/daily-darshan/no-such-post"),
        ("GET", "/admin"),
    ] {
        assert!(!asked(method, path), "{method} {path} is the router's");
    }
}
