#!/usr/bin/env node
// Page weight of the built site: the JavaScript, CSS and largest image each page sends, gzip-compressed.
// Public pages are drawn by the render bundle (web/build/render/render.js, in a bare node:vm context, as
// the server draws them) from the default content (content/defaults/); the admin app's SPA shell is read
// from web/build/client. Run after `make web` (make bench does).
// Budget: at most 5 KB of JavaScript (gzip) on every public page (ARCHITECTURE.md §1).
//
// Fonts: the content carries its default translations (content/defaults/i18n/<lang>/<kind>.json, put into
// each entry's body as `i18n.<lang>` as sankalp-db's `parse_defaults` does when a server is seeded), and for
// pages in each language the WOFF2 files a browser without the Noto fonts would fetch are listed: every font
// the page preloads, and every @font-face of the page's own stylesheets whose unicode-range holds a
// character of the text drawn in it (the language switcher's text for its own face, "Sankalp Language
// Names" in global.css; the rest of the page for the others, as web/app/renderer.tsx picks
// fonts-deva/fonts-knda). WOFF2 is sent as it is, so the bytes are the files' own.
// Budget: at most 80 KB of font on a page.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const root = new URL("../web/build/client/", import.meta.url).pathname;
const defaults = new URL("../content/defaults/", import.meta.url).pathname;
const BUDGET_JS_PAGE = 5 * 1024;
const BUDGET_FONT_PAGE = 80 * 1024;

const read = (file) => JSON.parse(readFileSync(join(defaults, file), "utf8"));
const site = read("site.json");
const pagesJson = read("pages.json");
const listed = Object.fromEntries(["category", "ritual", "pilgrimage", "gallery"].map((kind) => [kind, read(`${kind}.json`)]));
// The default translations, into the bodies as the server seeds them (sankalp-db content.rs `add_translations`).
for (const lang of readdirSync(join(defaults, "i18n"))) {
  for (const file of readdirSync(join(defaults, "i18n", lang))) {
    const kind = file.replace(/\.json$/, "");
    for (const [key, translation] of Object.entries(read(`i18n/${lang}/${file}`))) {
      const body =
        kind === "site" ? site : kind === "page" ? pagesJson[key] : listed[kind]?.find((e) => e.key === key)?.body;
      if (!body) throw new Error(`content/defaults/i18n/${lang}/${file}: there is no ${kind} ${key} to translate`);
      body.i18n = { ...body.i18n, [lang]: translation };
    }
  }
}
const bodies = (kind) => listed[kind].filter((e) => e.published).map((e) => e.body);
const context = vm.createContext({});
vm.runInContext(readFileSync(new URL("../web/build/render/render.js", import.meta.url), "utf8"), context);
context.sankalpRender.load(
  JSON.stringify({
    origin: "https://example.org",
    version: 1,
    site,
    pages: pagesJson,
    lists: { category: bodies("category"), ritual: bodies("ritual"), pilgrimage: bodies("pilgrimage"), gallery: bodies("gallery") },
    darshan: { posts: [], total: 0, limit: 10 },
  }),
);
const rendered = (path) => {
  const { head, body, lang } = JSON.parse(context.sankalpRender.render(path, "en"));
  return `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
};
/** One page of each type, and the admin app's shell. */
const pages = Object.fromEntries(
  ["/", "/allpujas/pujas", "/puja/satyanarayan", "/photos/vip-photos", "/photo-gallery", "/daily-darshan", "/dharmik", "/details/jyotisar", "/book/jyotisar", "/astrology", "/contact", "/about-us", "/terms-and-condition", "/policy", "/404"].map((p) => [p, rendered(p)]),
);
pages["/admin (SPA shell)"] = readFileSync(join(root, "__spa-fallback.html"), "utf8");
/** Pages in each language, for their fonts: the home page, a ritual's page, and the astrology page (written in Hindi). */
const fontPages = Object.fromEntries(
  ["", "/hi", "/mr", "/kn"]
    .flatMap((prefix) => [prefix || "/", `${prefix}/puja/satyanarayan`, `${prefix}/contact`])
    .concat(["/astrology", "/hi/astrology", "/kn/astrology"])
    .map((p) => [p, rendered(p)]),
);

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
  // As the server stores a public page: its head's stylesheet links replaced by their text (ARCHITECTURE.md §10).
  const head = html.indexOf("</head>");
  const inline = page.includes("SPA")
    ? html
    : html.slice(0, head).replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g, (_, f) =>
        `<style>${readFileSync(join(root, f.slice(1)), "utf8")}</style>`) + html.slice(head);
  rows.push({ page, html: gzipSync(html, { level: 9 }).length, served: gzipSync(inline, { level: 9 }).length, js, css, largest });
  if (page.startsWith("/") && !page.includes("SPA") && js > BUDGET_JS_PAGE) failed = true;
}

/** The @font-face rules of a stylesheet: family, WOFF2 file, unicode-range as [from, to] pairs. */
function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, rule]) => {
    const family = /font-family:\s*["']?([^;"']+)/.exec(rule)?.[1].trim();
    const file = /url\(["']?(\/assets\/[^)"']+\.woff2)/.exec(rule)?.[1];
    const range = /unicode-range:([^;]+)/.exec(rule)?.[1];
    const ranges = range
      ? range.split(",").map((r) => {
          const [from, to] = r.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(from, 16), parseInt(to ?? from, 16)];
        })
      : [[0, 0x10ffff]];
    return { family, file, ranges };
  });
}

/** The characters of the text in `html` (tags, scripts, styles and templates' markup left out; entities as written are few and ASCII). */
const textOf = (html) =>
  new Set(
    [...html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, " ")].map((c) => c.codePointAt(0)),
  );
const SWITCHER = /<nav[^>]*data-language-switcher[\s\S]*?<\/nav>/;
const NAMES_FAMILY = "Sankalp Language Names";
/** The web fonts of the font stacks, in their order (`--font-display` and `--font-body` in web/app/styles/global.css). */
const STACK = ["Sankalp Display", "Sankalp Devanagari Text", "Sankalp Devanagari", "Sankalp Kannada"];

/** The WOFF2 files the page would fetch on a device without the fonts: preloaded, or a face whose range its text uses. */
function fontsOf(html) {
  const files = new Map();
  const add = (file, why) => files.set(file, files.get(file) ?? why);
  for (const [, file] of html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font"/g)) add(file, "preload");
  const switcher = SWITCHER.exec(html)?.[0] ?? "";
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const body = html.slice(html.indexOf("<body>")).replace(SWITCHER, "");
  const text = { names: textOf(switcher), rest: textOf(title + body) };
  const faces = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)]
    .flatMap(([, sheet]) => fontFaces(readFileSync(join(root, sheet), "utf8")))
    .filter((face) => face.file);
  const covers = (face, c) => face.ranges.some(([from, to]) => c >= from && c <= to);
  for (const face of faces.filter((f) => f.family === NAMES_FAMILY)) {
    if ([...text.names].some((c) => covers(face, c))) add(face.file, "text");
  }
  // The rest of the text: each character is drawn in the first family of the stack with a face that holds
  // it, so a later family's face is fetched only for a character the earlier ones lack.
  const inStack = STACK.flatMap((family) => faces.filter((f) => f.family === family));
  for (const c of text.rest) {
    const face = inStack.find((f) => covers(f, c));
    if (face) add(face.file, "text");
  }
  return [...files].map(([file, why]) => {
    const path = join(root, file.slice(1));
    if (!existsSync(path)) throw new Error(`${file} is not in web/build/client`);
    return { file, why, bytes: statSync(path).size };
  });
}

const fontRows = Object.entries(fontPages).map(([page, html]) => {
  const fonts = fontsOf(html);
  return { page, lang: /<html lang="([^"]+)"/.exec(html)[1], fonts, total: fonts.reduce((s, f) => s + f.bytes, 0) };
});
const fontsFailed = fontRows.some((r) => r.total > BUDGET_FONT_PAGE);
const short = (file) => file.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.woff2$/, ".woff2");

const lines = [
  "# Page weight",
  "",
  `Measured ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  "Sizes are gzip level 9 (the server sends brotli where accepted, which is smaller). JavaScript counts every script the page loads at start and their static imports.",
  "",
  "A public page's stylesheets are served inside its HTML (ARCHITECTURE.md §10): \"HTML as served\" is the page with them inline, the one request its first paint waits on.",
  "",
  "| Page | HTML | HTML as served | JavaScript | CSS | Largest image (gzip for SVG) |",
  "|---|---:|---:|---:|---:|---|",
  ...rows.map((r) => `| ${r.page} | ${kb(r.html)} | ${kb(r.served)} | ${kb(r.js)} | ${kb(r.css)} | ${r.largest ? `${r.largest.f.replace(/^\/assets\//, "")} ${kb(r.largest.bytes)}` : "–"} |`),
  "",
  `Budget: every public page's JavaScript at most ${kb(BUDGET_JS_PAGE)}: ${failed ? "**missed**" : "met"}.`,
  "",
  "## Fonts per page",
  "",
  "The content here carries its default translations (`content/defaults/i18n/`). Each page's WOFF2 files as a browser " +
    "without Noto Sans Devanagari or Kannada fetches them (Android has both and fetches neither: every face names " +
    "`local()` first): the fonts the page preloads, and each @font-face of its stylesheets whose `unicode-range` " +
    "holds a character of the text drawn in that face (the language switcher's names for their own face; a character " +
    "of the rest of the page in the first face of the font stack that holds it). Bytes are the files' own in `web/build/client/assets` (WOFF2 is not compressed again).",
  "",
  "| Page | Language | Font files (bytes; why: preload or text) | Total |",
  "|---|---|---|---:|",
  ...fontRows.map(
    (r) =>
      `| ${r.page} | ${r.lang} | ${r.fonts.map((f) => `${short(f.file)} ${f.bytes.toLocaleString("en")} (${f.why})`).join(", ")} | ${kb(r.total)} |`,
  ),
  "",
  `Budget: at most ${kb(BUDGET_FONT_PAGE)} of font on every page: ${fontsFailed ? "**missed**" : "met"} ` +
    `(largest ${kb(Math.max(...fontRows.map((r) => r.total)))}).`,
  "",
];
const out = new URL("./results/page-weight.md", import.meta.url).pathname;
writeFileSync(out, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(failed || fontsFailed ? 1 : 0);
