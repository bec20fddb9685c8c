#!/usr/bin/env node
// Page weight of the built site: the JavaScript, CSS and largest image each page sends, gzip-compressed,
// read from the pre-rendered HTML in web/build/client. Run after `make web` (make bench does).
// Budget: under 80 KB of JavaScript (gzip) on the home page.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("../web/build/client/", import.meta.url).pathname;
const BUDGET_JS_HOME = 80 * 1024;
const pages = {
  "/": "index.html",
  "/allpujas/pujas": "allpujas/pujas/index.html",
  "/puja/satyanarayan": "puja/satyanarayan/index.html",
  "/photos/vip-photos": "photos/vip-photos/index.html",
  "/about-us": "about-us/index.html",
  "/daily-darshan": "daily-darshan/index.html",
  "/admin (SPA shell)": "__spa-fallback.html",
};

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
for (const [page, file] of Object.entries(pages)) {
  const html = readFileSync(join(root, file), "utf8");
  const js = scriptsOf(html).reduce((sum, f) => sum + gz(f.slice(1)), 0);
  const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].reduce((s, m) => s + gz(m[1].slice(1)), 0);
  const images = [...html.matchAll(/src="(\/assets\/[^"]+\.(?:svg|webp|png|jpg))"/g)].map((m) => m[1]);
  const largest = images
    .map((f) => ({ f, bytes: f.endsWith(".svg") ? gz(f.slice(1)) : statSync(join(root, f.slice(1))).size }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  rows.push({ page, html: gz(file), js, css, largest });
  if (page === "/" && js > BUDGET_JS_HOME) failed = true;
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
  `Budget: home page JavaScript under ${kb(BUDGET_JS_HOME)}: ${failed ? "**missed**" : "met"}.`,
  "",
];
const out = new URL("./results/page-weight.md", import.meta.url).pathname;
writeFileSync(out, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(failed ? 1 : 0);
