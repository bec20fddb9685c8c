// After `react-router build`: make every HTML page work under a strict Content-Security-Policy
// (`script-src 'self'`, no inline script) and pre-compress the site for the server to embed.
//
// React Router's pre-rendered pages carry inline scripts: the router context, the streamed loader data,
// React's streaming runtime ($RC/$RV) and a module script that imports the route modules. The router
// context and data go into one hashed classic script run with `defer`; the module script becomes a
// hashed external module. Both keep their order (deferred and module scripts run in document order).
// React's streaming runtime only reveals the hidden segments holding those same data scripts, so the
// segments and the runtime are dropped. Anything else inline is a build error, not a silent gap.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = new URL("../build/client/", import.meta.url).pathname;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function hashed(kind, code) {
  const digest = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const name = `assets/${kind}-${digest}.js`;
  writeFileSync(join(root, name), code);
  return `/${name}`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const REACT_STREAMING_RUNTIME = /^\s*(\$RB=|\$RC\(|requestAnimationFrame\(function\(\)\{\$RT=)/;

function externalise(file) {
  let html = readFileSync(file, "utf8");
  // Hidden segments from streaming hold only data scripts; take their scripts out, then drop them.
  const classic = [];
  let moduleCode = null;
  let sawContext = false;
  html = html.replace(SCRIPT, (whole, attrs, code) => {
    if (/\bsrc=/.test(attrs)) return whole;
    if (/type="application\/ld\+json"/.test(attrs)) return whole;
    if (REACT_STREAMING_RUNTIME.test(code)) return "";
    if (/type="module"/.test(attrs)) {
      if (moduleCode !== null) throw new Error(`${file}: two inline module scripts`);
      moduleCode = code;
      return "<!--sankalp:boot-->";
    }
    if (code.includes("window.__reactRouterContext")) {
      const first = !sawContext;
      sawContext = true;
      classic.push(code.trim());
      return first ? "<!--sankalp:context-->" : "";
    }
    throw new Error(`${file}: unexpected inline script: ${code.slice(0, 120)}`);
  });
  html = html
    .replace(/<div hidden id="S:\d+">(?:\s|<!--\$\??-->|<!--\/\$-->|<template id="B:\d+"><\/template>)*<\/div>/g, "")
    .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "");
  if (/<div hidden id="S:/.test(html)) throw new Error(`${file}: a streamed segment holds more than data scripts`);
  if (moduleCode === null || classic.length === 0) throw new Error(`${file}: React Router scripts not found`);
  const context = hashed("context", `${classic.join("\n")}\n`);
  const boot = hashed("boot", moduleCode.trim() + "\n");
  html = html
    .replace("<!--sankalp:context-->", `<script defer src="${context}"></script>`)
    .replace("<!--sankalp:boot-->", `<script type="module" src="${boot}"></script>`);
  // Belt and braces: nothing executable may stay inline, and no inline event handlers.
  for (const [, attrs, code] of html.matchAll(SCRIPT)) {
    if (!/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs) && code.trim()) {
      throw new Error(`${file}: inline script left behind`);
    }
  }
  if (/<[^>]+\son[a-z]+=/i.test(html)) throw new Error(`${file}: inline event handler attribute`);
  writeFileSync(file, html);
}

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

function compress(file) {
  const body = readFileSync(file);
  if (body.length < 256) return;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length * 0.95) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length * 0.95) writeFileSync(`${file}.gz`, gz);
}

/**
 * The not-found page is answered for any unknown address. Hydrating it there would make the router match
 * the address (say /details/unknown) against pre-rendered HTML of another route, flash a loading state and
 * log a hydration error; the page is all links, so it stays plain HTML.
 */
function withoutScripts(file, replacement = "") {
  let html = readFileSync(file, "utf8");
  html = html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script defer src="\/assets\/context-[^"]+"><\/script>/, "")
    .replace(/<script type="module" src="\/assets\/boot-[^"]+"><\/script>/, replacement);
  if (/<script\b(?![^>]*application\/ld\+json)(?![^>]*\/assets\/islands-)/.test(html)) {
    throw new Error(`${file}: router scripts left on the static page`);
  }
  writeFileSync(file, html);
}

/** Bundles app/islands/{entry} into one hashed `/assets/islands-….js` file; returns its address. */
async function island(entry) {
  const result = await build({
    entryPoints: [new URL(`../app/islands/${entry}`, import.meta.url).pathname],
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2020",
    write: false,
    alias: { "@": new URL("../app", import.meta.url).pathname },
    logLevel: "error",
  });
  return hashed("islands", result.outputFiles[0].text);
}

/**
 * The home page and the ritual pages are not hydrated: React and React Router alone outweigh the home
 * page's JavaScript budget, and on a phone their start-up is most of these pages' blocking time (Lighthouse,
 * bench/results/lighthouse.md). The pages are all links; their few behaviours (menu, typewriters, tilt cards,
 * a row's starting scroll) come from app/islands/home.ts, bundled here (see that file). A link from them is
 * an ordinary page load.
 */
async function islandPages() {
  const src = await island("home.ts");
  const pujas = readdirSync(join(root, "puja"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, "puja", entry.name, "index.html"));
  for (const page of [join(root, "index.html"), ...pujas]) {
    withoutScripts(page, `<script type="module" src="${src}"></script>`);
  }
}

/**
 * The gallery pages, /photos/{id} and /photo-gallery, are not hydrated either (Lighthouse: React's
 * download and start-up came before a phone's first paint). Their behaviour (grid columns, photo dialog,
 * inline video, category scroll, menu) comes from app/islands/gallery.ts.
 */
async function galleryPages() {
  const src = await island("gallery.ts");
  const sets = readdirSync(join(root, "photos"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, "photos", entry.name, "index.html"));
  for (const page of [join(root, "photo-gallery", "index.html"), ...sets]) {
    withoutScripts(page, `<script type="module" src="${src}"></script>`);
  }
}

/**
 * /daily-darshan is not hydrated either (Lighthouse: React's download and start-up, and the feed's request
 * waiting for them). Its feed comes from app/islands/darshan.ts, which fills copies of the React components
 * the page carries in `<template>`s; the page's HTML preloads the feed's first page. Only the feed page:
 * /daily-darshan/{id} is rendered in the browser from the SPA shell.
 */
async function darshanPage() {
  const page = join(root, "daily-darshan", "index.html");
  const html = readFileSync(page, "utf8");
  const preload = '<link rel="preload" href="/api/v1/video-posts?page=1" as="fetch" crossorigin="anonymous"/>';
  if (!html.includes('<template id="darshan-card-template"') || !html.includes(preload)) {
    throw new Error(`${page}: the feed island's templates or preload are missing`);
  }
  withoutScripts(page, `<script type="module" src="${await island("darshan.ts")}"></script>`);
}

const files = walk(root).filter((f) => !/\.(br|gz)$/.test(f));
const pages = files.filter((f) => f.endsWith(".html"));
for (const page of pages) externalise(page);
withoutScripts(join(root, "404", "index.html"));
await islandPages();
await galleryPages();
await darshanPage();
for (const file of walk(root).filter((f) => COMPRESSIBLE.test(f) && !/\.(br|gz)$/.test(f))) compress(file);
console.log(`postbuild: ${pages.length} pages made CSP-clean, site pre-compressed in ${relative(process.cwd(), root)}`);
