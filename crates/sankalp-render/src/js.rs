//! One QuickJS runtime with the bundle evaluated in it, under the limits: a heap limit, a stack limit,
//! and an interrupt handler that stops any call running past its deadline (QuickJS checks it in loops,
//! calls and regular expressions, and an interruption cannot be caught by the script).
//!
//! The context has the ECMAScript built-ins and nothing of the host: no `std`/`os` module, no module
//! loader, no console, no timers. The bundle can compute, and nothing else.

use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rquickjs::{Context, Ctx, Function, Object, Runtime};
use serde::Deserialize;

use crate::{Limits, Manifest, RenderFailure, RenderedPage};

pub(crate) struct Js {
    runtime: Runtime,
    context: Context,
    clock: Clock,
}

/// The deadline the interrupt handler enforces, and whether it fired.
#[derive(Clone, Default)]
struct Clock {
    deadline: Rc<Cell<Option<Instant>>>,
    fired: Rc<Cell<bool>>,
}

impl Clock {
    fn start(&self, limit: Duration) {
        self.fired.set(false);
        self.deadline.set(Some(Instant::now() + limit));
    }

    fn stop(&self) {
        self.deadline.set(None);
    }
}

/// What `render()` answers.
#[derive(Deserialize)]
struct Drawn {
    status: u16,
    /// The page's language, when the bundle names it (a page under `/hi` is Hindi whatever was asked).
    #[serde(default)]
    lang: Option<String>,
    head: String,
    body: String,
    #[serde(default)]
    uses: Option<Vec<String>>,
}

impl Js {
    /// A fresh runtime with the bundle evaluated; also how long the evaluation took.
    pub(crate) fn start(bundle: &str, limits: &Limits) -> Result<(Self, Duration), RenderFailure> {
        let started = Instant::now();
        let fail = |message: String| RenderFailure::site(format!("the render bundle did not load: {message}"));
        let runtime = Runtime::new().map_err(|err| fail(err.to_string()))?;
        runtime.set_memory_limit(limits.memory);
        runtime.set_max_stack_size(limits.stack);
        let clock = Clock::default();
        let (deadline, fired) = (clock.deadline.clone(), clock.fired.clone());
        runtime.set_interrupt_handler(Some(Box::new(move || {
            let late = deadline.get().is_some_and(|d| Instant::now() >= d);
            if late {
                fired.set(true);
            }
            late
        })));
        let context = Context::full(&runtime).map_err(|err| fail(err.to_string()))?;
        clock.start(limits.load_time);
        let evaluated = context.with(|ctx| {
            ctx.eval::<(), _>(bundle).map_err(|err| describe(&ctx, err, &clock, limits, limits.load_time))?;
            entry(&ctx).map(drop)
        });
        clock.stop();
        evaluated.map_err(fail)?;
        Ok((Self { runtime, context, clock }, started.elapsed()))
    }

    /// `load(content)`: the content becomes the one pages are drawn from; answers what it lists.
    pub(crate) fn load(&self, content: &str, limits: &Limits) -> Result<Manifest, RenderFailure> {
        let manifest = self.context.with(|ctx| {
            let api = entry(&ctx).map_err(RenderFailure::site)?;
            let load: Function = api.get("load").map_err(|_| RenderFailure::site("sankalpRender.load is missing"))?;
            self.clock.start(limits.load_time);
            let listed = load.call::<_, String>((content,));
            self.clock.stop();
            let listed = listed
                .map_err(|err| RenderFailure::site(describe(&ctx, err, &self.clock, limits, limits.load_time)))?;
            let manifest: Manifest = serde_json::from_str(&listed)
                .map_err(|err| RenderFailure::site(format!("load() answered what is not its page list: {err}")))?;
            check_manifest(&manifest).map_err(RenderFailure::site)?;
            Ok(manifest)
        });
        // The content loaded before is garbage now; collecting it here keeps the heap small between
        // contents rather than at the limit.
        self.runtime.run_gc();
        manifest
    }

    /// `render(path, locale, item)` for each of `paths`, on the content loaded last.
    pub(crate) fn render_pages(
        &self,
        paths: &[(&str, Option<&str>)],
        locale: &str,
        limits: &Limits,
    ) -> Result<Vec<(String, RenderedPage)>, RenderFailure> {
        self.context.with(|ctx| {
            let api = entry(&ctx).map_err(RenderFailure::site)?;
            let render: Function =
                api.get("render").map_err(|_| RenderFailure::site("sankalpRender.render is missing"))?;
            let mut pages = Vec::with_capacity(paths.len());
            for &(path, item) in paths {
                let failed = |message: String| RenderFailure { path: Some(path.to_owned()), message };
                self.clock.start(limits.render_time);
                let drawn = match item {
                    Some(item) => render.call::<_, String>((path, locale, item)),
                    None => render.call::<_, String>((path, locale)),
                };
                self.clock.stop();
                let drawn =
                    drawn.map_err(|err| failed(describe(&ctx, err, &self.clock, limits, limits.render_time)))?;
                let drawn: Drawn = serde_json::from_str(&drawn)
                    .map_err(|err| failed(format!("render() answered what is not a page: {err}")))?;
                if !(200..600).contains(&drawn.status) {
                    return Err(failed(format!("render() answered the status {}", drawn.status)));
                }
                let lang = match &drawn.lang {
                    Some(lang) if (2..=3).contains(&lang.len()) && lang.bytes().all(|b| b.is_ascii_lowercase()) => {
                        lang.as_str()
                    }
                    Some(lang) => return Err(failed(format!("render() answered the language {lang:?}"))),
                    None => locale,
                };
                let html = format!(
                    "<!DOCTYPE html><html lang=\"{lang}\"><head>{}</head><body>{}</body></html>",
                    drawn.head, drawn.body
                );
                pages.push((path.to_owned(), RenderedPage { status: drawn.status, html, uses: drawn.uses }));
            }
            Ok(pages)
        })
    }

    /// The JavaScript heap in use.
    pub(crate) fn heap_bytes(&self) -> usize {
        usize::try_from(self.runtime.memory_usage().memory_used_size).unwrap_or(0)
    }
}

/// `globalThis.sankalpRender`.
fn entry<'js>(ctx: &Ctx<'js>) -> Result<Object<'js>, String> {
    ctx.globals()
        .get::<_, Option<Object>>("sankalpRender")
        .ok()
        .flatten()
        .ok_or_else(|| "the bundle did not set globalThis.sankalpRender".to_owned())
}

/// Paths the server can serve: absolute, unique, without a query, a fragment or white space.
fn check_manifest(manifest: &Manifest) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for page in &manifest.pages {
        let path = page.path.as_str();
        if !path.starts_with('/') || path.contains(['?', '#']) || path.chars().any(char::is_whitespace) {
            return Err(format!("load() listed a page that is not a path: {path:?}"));
        }
        if !seen.insert(path) {
            return Err(format!("load() listed the page {path} twice"));
        }
    }
    for redirect in &manifest.redirects {
        if !redirect.from.starts_with('/') || !redirect.to.starts_with('/') {
            return Err(format!(
                "load() listed a redirect that is not from a path to a path: {} → {}",
                redirect.from, redirect.to
            ));
        }
    }
    Ok(())
}

/// What went wrong in a call, as a sentence: the limit that stopped it, or the script's own error.
fn describe(ctx: &Ctx<'_>, err: rquickjs::Error, clock: &Clock, limits: &Limits, time: Duration) -> String {
    if clock.fired.get() {
        // Whatever the script had pending is the interruption itself.
        let _ = ctx.catch();
        return format!("it ran longer than the time limit of {} ms", time.as_millis());
    }
    let message = match err {
        rquickjs::Error::Exception => thrown(ctx),
        rquickjs::Error::Allocation => "out of memory".to_owned(),
        other => other.to_string(),
    };
    if message.contains("out of memory") {
        return format!("it ran out of memory (the limit is {} MiB)", limits.memory / (1024 * 1024));
    }
    message
}

/// The pending exception as `Name: message`, or the thrown value as text when it is not an Error.
fn thrown(ctx: &Ctx<'_>) -> String {
    let value = ctx.catch();
    if let Some(exception) = value.as_exception() {
        let name: String = exception.get("name").unwrap_or_else(|_| "Error".to_owned());
        let message = exception.message().unwrap_or_default();
        return if message.is_empty() { name } else { format!("{name}: {message}") };
    }
    match value.as_string().and_then(|s| s.to_string().ok()) {
        Some(text) => format!("it threw {text:?}"),
        None => format!("it threw a {}", value.type_name()),
    }
}
