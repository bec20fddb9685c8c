//! The engine against small bundles written for these tests: a site renders; a loop, an allocation
//! bomb, runaway recursion and a throw each fail only their render, named, within the limits; and the
//! engine renders again after each.

use std::time::{Duration, Instant};

use sankalp_render::{Engine, Limits, Redirect, RenderFailure};
use serde_json::{Value, json};

/// A site of three pages whose `content.mode` makes one part misbehave.
const BUNDLE: &str = r#"
(function () {
  var content = null;
  function esc(s) { return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;"); }
  function misbehave(where) {
    if (content.mode !== where) return;
    if (content.how === "throw") throw new TypeError("no phone for " + where);
    if (content.how === "loop") { for (;;) {} }
    if (content.how === "bomb") { var a = []; for (;;) a.push(new Array(100000).fill(a.length)); }
    if (content.how === "deep") { var f = function (n) { return f(n + 1) + 1; }; f(0); }
    if (content.how === "string") throw "a bare string";
    if (content.how === "catch-loop") { for (;;) { try { for (;;) {} } catch (e) {} } }
    if (content.how === "regex") { /(a+)+$/.test("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"); }
    if (content.how === "garbage") return "{not json";
    if (content.how === "status") return JSON.stringify({ status: 99, head: "", body: "" });
  }
  globalThis.sankalpRender = {
    load: function (json) {
      content = JSON.parse(json);
      var odd = misbehave("load");
      if (odd) return odd;
      return JSON.stringify({
        pages: [{ path: "/", sitemap: true }, { path: "/contact", sitemap: true }, { path: "/404", sitemap: false }],
        redirects: [{ from: "/puja/satyanarayan puja", to: "/puja/satyanarayan" }]
      });
    },
    render: function (path, locale) {
      var odd = misbehave(path);
      if (odd) return odd;
      var hosts = [typeof require, typeof std, typeof os, typeof console, typeof fetch, typeof setTimeout,
                   typeof XMLHttpRequest, typeof process].join(",");
      return JSON.stringify({
        status: path === "/404" ? 404 : 200,
        head: "<title>" + esc(content.site.businessName) + "</title>",
        body: "<h1>" + esc(path) + "</h1><p>" + esc(content.site.phone) + "</p><p id=\"v\">" + content.version +
              "</p><p id=\"hosts\">" + hosts + "</p><p>" + locale + "</p>"
      });
    }
  };
})();
"#;

fn limits() -> Limits {
    Limits {
        memory: 32 * 1024 * 1024,
        stack: 512 * 1024,
        load_time: Duration::from_millis(500),
        render_time: Duration::from_millis(300),
    }
}

fn content(version: i64, mode: &str, how: &str) -> Value {
    json!({
        "origin": "https://example.org",
        "version": version,
        "site": { "businessName": "Sankalp <demo>", "phone": "+911234567890" },
        "mode": mode,
        "how": how,
    })
}

async fn assert_renders(engine: &Engine, version: i64) {
    let site = engine.render_site(&content(version, "", "")).await.expect("renders");
    assert_eq!(site.version, version);
    let contact = &site.pages["/contact"];
    assert_eq!(contact.status, 200);
    assert!(contact.html.contains(&format!("<p id=\"v\">{version}</p>")), "{}", contact.html);
}

#[tokio::test]
async fn a_site_renders_every_page_the_bundle_lists() {
    let engine = Engine::start(BUNDLE, limits());
    let site = engine.render_site(&content(7, "", "")).await.expect("renders");
    assert_eq!(site.version, 7);
    assert_eq!(site.pages.keys().collect::<Vec<_>>(), ["/", "/404", "/contact"]);
    assert_eq!(site.pages["/404"].status, 404);
    let home = &site.pages["/"];
    assert_eq!(home.status, 200);
    assert_eq!(
        home.html,
        "<!DOCTYPE html><html lang=\"en\"><head><title>Sankalp &lt;demo></title></head><body><h1>/</h1>\
         <p>+911234567890</p><p id=\"v\">7</p><p id=\"hosts\">undefined,undefined,undefined,undefined,undefined,\
         undefined,undefined,undefined</p><p>en</p></body></html>"
    );
    assert_eq!(site.sitemap, ["/", "/contact"]);
    assert_eq!(site.redirects, [Redirect { from: "/puja/satyanarayan puja".into(), to: "/puja/satyanarayan".into() }]);
    assert!(site.stats.bundle_load.is_some(), "the first render evaluates the bundle");

    let again = engine.render_site(&content(8, "", "")).await.expect("renders again");
    assert!(again.stats.bundle_load.is_none(), "later renders reuse the evaluated bundle");
    assert!(again.pages["/"].html.contains("<p id=\"v\">8</p>"));
}

#[tokio::test]
async fn a_throw_names_the_page_and_its_error() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "/contact", "throw")).await.unwrap_err();
    assert_eq!(
        failure,
        RenderFailure { path: Some("/contact".into()), message: "TypeError: no phone for /contact".into() }
    );
    assert_eq!(failure.to_string(), "The page /contact could not be rendered: TypeError: no phone for /contact");
    let failure = engine.render_site(&content(1, "/", "string")).await.unwrap_err();
    assert_eq!(failure.to_string(), "The page / could not be rendered: it threw \"a bare string\"");
    assert_renders(&engine, 2).await;
}

#[tokio::test]
async fn a_throw_in_load_fails_the_whole_site() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "load", "throw")).await.unwrap_err();
    assert_eq!(failure.path, None);
    assert_eq!(failure.to_string(), "The site could not be rendered: TypeError: no phone for load");
    assert_renders(&engine, 2).await;
}

#[tokio::test]
async fn an_endless_render_is_stopped_at_the_time_limit() {
    let engine = Engine::start(BUNDLE, limits());
    for how in ["loop", "catch-loop", "regex"] {
        let started = Instant::now();
        let failure = engine.render_site(&content(1, "/contact", how)).await.unwrap_err();
        let took = started.elapsed();
        assert_eq!(failure.path.as_deref(), Some("/contact"), "{how}");
        assert_eq!(failure.message, "it ran longer than the time limit of 300 ms", "{how}");
        assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(3), "{how}: {took:?}");
        assert_renders(&engine, 2).await;
    }
}

#[tokio::test]
async fn an_endless_load_is_stopped_at_its_time_limit() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "load", "loop")).await.unwrap_err();
    assert_eq!(failure.to_string(), "The site could not be rendered: it ran longer than the time limit of 500 ms");
    assert_renders(&engine, 2).await;
}

#[tokio::test]
async fn an_allocation_bomb_is_stopped_at_the_memory_limit() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "/contact", "bomb")).await.unwrap_err();
    assert_eq!(failure.path.as_deref(), Some("/contact"));
    assert_eq!(failure.message, "it ran out of memory (the limit is 32 MiB)");
    assert_renders(&engine, 2).await;
    let failure = engine.render_site(&content(3, "load", "bomb")).await.unwrap_err();
    assert_eq!(failure.to_string(), "The site could not be rendered: it ran out of memory (the limit is 32 MiB)");
    assert_renders(&engine, 4).await;
}

#[tokio::test]
async fn runaway_recursion_is_stopped_at_the_stack_limit() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "/", "deep")).await.unwrap_err();
    assert_eq!(failure.path.as_deref(), Some("/"));
    assert!(failure.message.contains("stack"), "{}", failure.message);
    assert_renders(&engine, 2).await;
}

#[tokio::test]
async fn answers_that_are_not_pages_are_failures() {
    let engine = Engine::start(BUNDLE, limits());
    let failure = engine.render_site(&content(1, "/contact", "garbage")).await.unwrap_err();
    assert_eq!(failure.path.as_deref(), Some("/contact"));
    assert!(failure.message.starts_with("render() answered what is not a page"), "{}", failure.message);
    let failure = engine.render_site(&content(1, "/", "status")).await.unwrap_err();
    assert_eq!(failure.message, "render() answered the status 99");
    let failure = engine.render_site(&content(1, "load", "garbage")).await.unwrap_err();
    assert_eq!(failure.path, None);
    assert!(failure.message.starts_with("load() answered what is not its page list"), "{}", failure.message);
    assert_renders(&engine, 2).await;
}

#[tokio::test]
async fn a_bundle_that_cannot_load_says_why_on_every_render() {
    let broken = Engine::start("globalThis.sankalpRender = {", limits());
    let failure = broken.render_site(&content(1, "", "")).await.unwrap_err();
    assert_eq!(failure.path, None);
    assert!(failure.message.starts_with("the render bundle did not load: SyntaxError"), "{}", failure.message);
    assert_eq!(broken.render_site(&content(1, "", "")).await.unwrap_err(), failure, "tried again, same answer");

    let silent = Engine::start("var x = 1;", limits());
    let failure = silent.render_site(&content(1, "", "")).await.unwrap_err();
    assert_eq!(failure.message, "the render bundle did not load: the bundle did not set globalThis.sankalpRender");

    let endless = Engine::start("for (;;) {}", limits());
    let failure = endless.render_site(&content(1, "", "")).await.unwrap_err();
    assert_eq!(failure.message, "the render bundle did not load: it ran longer than the time limit of 500 ms");
}

#[tokio::test]
async fn listed_pages_must_be_paths() {
    let bundle = r#"globalThis.sankalpRender = {
      load: function (json) { return JSON.parse(json).list; },
      render: function () { return JSON.stringify({ status: 200, head: "", body: "" }); }
    };"#;
    let engine = Engine::start(bundle, limits());
    for (list, expected) in [
        (r#"{"pages":[{"path":"contact"}]}"#, "load() listed a page that is not a path: \"contact\""),
        (r#"{"pages":[{"path":"/a b"}]}"#, "load() listed a page that is not a path: \"/a b\""),
        (r#"{"pages":[{"path":"/a"},{"path":"/a"}]}"#, "load() listed the page /a twice"),
        (
            r#"{"pages":[],"redirects":[{"from":"/x","to":"https://evil.example"}]}"#,
            "load() listed a redirect that is not from a path to a path: /x → https://evil.example",
        ),
    ] {
        let failure = engine.render_site(&json!({ "version": 1, "list": list })).await.unwrap_err();
        assert_eq!(failure.message, expected);
    }
}

#[tokio::test]
async fn renders_queue_on_the_one_engine() {
    let engine = Engine::start(BUNDLE, limits());
    let renders: Vec<_> = (1..=4)
        .map(|v| {
            let engine = engine.clone();
            tokio::spawn(async move { engine.render_site(&content(v, "", "")).await })
        })
        .collect();
    for (v, render) in (1..=4).zip(renders) {
        assert_eq!(render.await.unwrap().unwrap().version, v);
    }
}
