#!/usr/bin/env node
// Page weight of the built site: the JavaScript, CSS and largest image each page sends, gzip-compressed.
// Public pages are drawn by the render bundle (web/build/render/render.js, in a bare node:vm context, as
// the server draws them) from the default content (content/defaults/); the admin app's SPA shell is read
// from web/build/client. Run after `make web` (make bench does).
// Budget: at most 5 KB of JavaScript (gzip) on every public page (ARCHITECTURE.md §1).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const root = new URL("../web/build/client/", import.meta.url).pathname;
const defaults = new URL("../content/defaults/", import.meta.url).pathname;
const BUDGET_JS_PAGE = 5 * 1024;

const read = (file) => JSON.parse(readFileSync(join(defaults, file), "utf8"));
const bodies = (file) => read(file).filter((e) => e.published).map((e) => e.body);
const context = vm.createContext({});
vm.runInContext(readFileSync(new URL("../web/build/render/render.js", import.meta.url), "utf8"), context);
context.sankalpRender.load(
  JSON.stringify({
    origin: "https://example.org",
    version: 1,
    site: read("site.json"),
    pages: read("pages.json"),
    lists: { category: bodies("category.json"), ritual: bodies("ritual.json"), pilgrimage: bodies("pilgrimage.json"), gallery: bodies("gallery.json") },
    darshan: { posts: [], total: 0, limit: 10 },
  }),
);
const rendered = (path) => {
  const { head, body } = JSON.parse(context.sankalpRender.render(path, "en"));
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
};
/** One page of each type, and the admin app's shell. */
const pages = Object.fromEntries(
  ["/", "/allpujas/pujas", "/puja/satyanarayan", "/photos/vip-photos", "/photo-gallery", "/daily-darshan", "/dharmik", "/details/jyotisar", "/book/jyotisar", "/astrology", "/contact", "/about-us", "/terms-and-condition", "/policy", "/404"].map((p) => [p, rendered(p)]),
);
pages["/admin (SPA shell)"] = readFileSync(join(root, "__spa-fallback.html"), "utf8");

const gz = (path) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The module graph a page loads at start: its preloads and scripts, plus their static imports. */
function scriptsOf(html) {
  const seen = new Set();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(root, file), "utf8");
    for (const m of code.matchAll(/(?:import|from)\s*["']\.?\/?([\w.-]+\.js)["']/g)) queue.push(`/assets/${m[1]}`);
  }
  return [...seen];
}

const rows = [];
let failed = false;
for (const [page, html] of Object.entries(pages)) {
  const js = scriptsOf(html).reduce((sum, f) => sum + gz(f.slice(1)), 0);
  const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].reduce((s, m) => s + gz(m[1].slice(1)), 0);
  const images = [...html.matchAll(/src="(\/assets\/[^"]+\.(?:svg|webp|png|jpg))"/g)].map((m) => m[1]);
  const largest = images
    .map((f) => ({ f, bytes: f.endsWith(".svg") ? gz(f.slice(1)) : statSync(join(root, f.slice(1))).size }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  rows.push({ page, html: gzipSync(html, { level: 9 }).length, js, css, largest });
  if (page.startsWith("/") && !page.includes("SPA") && js > BUDGET_JS_PAGE) failed = true;
}

const lines = [
  "# Page weight",
  "",
  `Measured ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  "Sizes are gzip level 9 (the server sends brotli where accepted, which is smaller). JavaScript counts every script the page loads at start and their static imports.",
  "",
  "| Page | HTML | JavaScript | CSS | Largest image (gzip for SVG) |",
  "|---|---:|---:|---:|---|",
  ...rows.map((r) => `| ${r.page} | ${kb(r.html)} | ${kb(r.js)} | ${kb(r.css)} | ${r.largest ? `${r.largest.f.replace(/^\/assets\//, "")} ${kb(r.largest.bytes)}` : "–"} |`),
  "",
  `Budget: every public page's JavaScript at most ${kb(BUDGET_JS_PAGE)}: ${failed ? "**missed**" : "met"}.`,
  "",
];
const out = new URL("./results/page-weight.md", import.meta.url).pathname;
writeFileSync(out, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(failed ? 1 : 0);
