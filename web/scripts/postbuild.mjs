// After `react-router build` (the client-rendered app and its SPA shell): build what the server needs to
// draw the public pages, and pre-compress the site for the server to embed. It edits no page's HTML.
//
// 1. The public pages' stylesheets and files (vite.public.config.ts), one entry per page module.
// 2. Their island scripts (app/islands/*.ts), each a hashed file (and the chunks it loads later), checked
//    against the page's JavaScript budget (5 KB gzip unless the route manifest gives the page another).
// 3. The render bundle (vite.render.config.ts), which names the files of 1 and 2.
// 4. `__routes.json` for the server (read by features/site; ARCHITECTURE.md §2), from app/route-manifest.ts.
// 5. The SPA shell made CSP-clean as `__spa-fallback.html` (and each pre-rendered area's page as
//    `__shell-<area>.html`), and everything pre-compressed.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const web = new URL("..", import.meta.url).pathname;
const buildDir = join(web, "build");
const client = join(buildDir, "client");
const app = join(web, "app");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function hashed(kind, code) {
  const digest = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const name = `assets/${kind}-${digest}.js`;
  writeFileSync(join(client, name), code);
  return `/${name}`;
}

/** The route manifest, a TypeScript module, loaded through esbuild. */
async function routeManifest() {
  const out = join(buildDir, "route-manifest.mjs");
  await build({
    entryPoints: [join(app, "route-manifest.ts")],
    bundle: true,
    format: "esm",
    outfile: out,
    logLevel: "error",
  });
  return import(`${out}?${Date.now()}`);
}

function vite(config) {
  execFileSync(join(web, "node_modules", ".bin", "vite"), ["build", "--config", config], {
    cwd: web,
    stdio: "inherit",
  });
}

/**
 * One entry per page module: the global stylesheet, the site chrome and the page, exported so that none
 * is left out, and the content's own files (the gallery's pictures, which the content names by key). The
 * build's manifest then lists each page's stylesheets, shared ones first.
 */
function pageStyles(pages, stylesheets) {
  const entries = join(buildDir, "page-entries");
  rmSync(entries, { recursive: true, force: true });
  mkdirSync(entries, { recursive: true });
  // Stylesheets a page links beside its own (the fonts of a script, linked by pages in that script).
  for (const name of stylesheets) writeFileSync(join(entries, `${name}.ts`), `import "@/styles/${name}.css";\n`);
  for (const page of pages) {
    writeFileSync(
      join(entries, `${page}.ts`),
      [
        'import "@/styles/global.css";',
        'export { SiteChrome } from "@/components/layout/site-chrome";',
        'export { galleryFile } from "@/content/model";',
        `export { default } from "@/pages/${page}";`,
      ].join("\n"),
    );
  }
  vite("vite.public.config.ts");
  const out = join(buildDir, "public");
  const manifest = JSON.parse(readFileSync(join(out, ".vite", "manifest.json"), "utf8"));
  const cssOf = (key, seen = new Set()) => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen)), ...(chunk.css ?? [])];
  };
  const css = {};
  for (const page of [...pages, ...stylesheets]) {
    const key = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].name === page);
    css[page] = [...new Set(cssOf(key))].map((file) => `/${file}`);
  }
  // The stylesheets and files into the site; the JavaScript of this build is never served.
  for (const file of walk(join(out, "assets"))) {
    if (file.endsWith(".js")) continue;
    const target = join(client, "assets", basename(file));
    if (!existsSync(target)) copyFileSync(file, target);
  }
  rmSync(out, { recursive: true, force: true });
  rmSync(entries, { recursive: true, force: true });
  return css;
}

/**
 * Bundles app/islands/{name}.ts into a hashed `/assets/islands-….js` file, with a hashed chunk beside it
 * for each `import()` it makes (loaded after the page has painted); returns the entry's address and the
 * size of everything together, gzip.
 */
async function island(name) {
  const entry = join(app, "islands", `${name}.ts`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2020",
    outdir: join(client, "assets"),
    entryNames: "islands-[hash]",
    chunkNames: "islands-chunk-[hash]",
    write: false,
    metafile: true,
    absWorkingDir: web,
    alias: { "@": app },
    logLevel: "error",
  });
  let src = null;
  let imports = [];
  let gzip = 0;
  for (const file of result.outputFiles) {
    writeFileSync(file.path, file.text);
    gzip += gzipSync(file.text, { level: 9 }).length;
    const output = result.metafile.outputs[relative(web, file.path)];
    // An `import()`'s chunk is an entry point too, of the module it imports.
    if (output?.entryPoint === relative(web, entry)) {
      src = `/assets/${basename(file.path)}`;
      // The code it shares with what it imports later: a chunk it imports at once, preloaded beside it.
      imports = output.imports.filter((i) => i.kind === "import-statement").map((i) => `/assets/${basename(i.path)}`);
    }
  }
  if (!src) throw new Error(`postbuild: the island ${name} made no entry script`);
  return { src, imports, gzip };
}

/**
 * React Router's SPA shell carries inline scripts (the router context and a module script importing the
 * app's entry); the Content-Security-Policy (`script-src 'self'`) allows none. They go into hashed files,
 * in order: the context as a deferred classic script, the module script as an external module. A tiny
 * hand-written shell was considered, but the boot script imports files only React Router's build names;
 * this keeps to the one shell and fails the build if it changes shape.
 */
function cspCleanShell(from, to) {
  let html = readFileSync(from, "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\bsrc=/.test(attrs),
  );
  const context = scripts.filter(([, , code]) => code.includes("window.__reactRouterContext"));
  const boot = scripts.filter(([, attrs]) => /type="module"/.test(attrs));
  if (context.length === 0 || boot.length !== 1 || context.length + boot.length !== scripts.length) {
    throw new Error(`${from}: the SPA shell's inline scripts are not the ones expected`);
  }
  const contextSrc = hashed("context", `${context.map(([, , code]) => code.trim()).join("\n")}\n`);
  const bootSrc = hashed("boot", `${boot[0][2].trim()}\n`);
  for (const [whole] of context.slice(1)) html = html.replace(whole, "");
  html = html
    .replace(context[0][0], `<script defer src="${contextSrc}"></script>`)
    .replace(boot[0][0], `<script type="module" src="${bootSrc}"></script>`);
  if (/<script\b(?![^>]*\bsrc=)[^>]*>\s*\S/.test(html) || /<[^>]+\son[a-z]+=/i.test(html)) {
    throw new Error(`${from}: inline script or event handler left in the SPA shell`);
  }
  writeFileSync(to, html);
  rmSync(from);
}

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

function compress(file) {
  const body = readFileSync(file);
  if (body.length < 256) return;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length * 0.95) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length * 0.95) writeFileSync(`${file}.gz`, gz);
}

const { PAGES, SCRIPT_BUDGET, serverRoutes, prerenderPaths, prerenderedShell } = await routeManifest();
cspCleanShell(join(client, "index.html"), join(client, "__spa-fallback.html"));
// The pre-rendered app areas (sign-in): the server answers them with these files (`shell` in __routes.json).
for (const path of prerenderPaths()) {
  const dir = join(client, path.replace(/^\/+/, ""));
  cspCleanShell(join(dir, "index.html"), join(client, prerenderedShell(path).slice(1)));
  rmSync(dir, { recursive: true, force: true });
}

const css = pageStyles([...new Set(PAGES.map((p) => p.page))], ["fonts-deva", "fonts-deva-astrology", "fonts-knda"]);
const islands = {};
const modulePreloads = {};
const sizes = [];
for (const name of [...new Set(PAGES.map((p) => p.island))]) {
  const { src, imports, gzip } = await island(name);
  islands[name] = src;
  if (imports.length > 0) modulePreloads[name] = imports;
  sizes.push({ island: name, gzip });
}
writeFileSync(join(buildDir, "page-assets.json"), JSON.stringify({ css, islands, modulePreloads }, null, 2));
vite("vite.render.config.ts");

writeFileSync(join(client, "__routes.json"), JSON.stringify(serverRoutes()));
for (const file of walk(client).filter((f) => COMPRESSIBLE.test(f) && !/\.(br|gz)$/.test(f))) compress(file);

// Every page's JavaScript: its island script and what it loads later, nothing else (no page hydrates React),
// within the page's budget.
const over = [];
for (const route of PAGES) {
  const size = sizes.find((s) => s.island === route.island);
  const budget = route.scriptBudget ?? SCRIPT_BUDGET;
  console.log(
    `postbuild: ${route.path.padEnd(26)} ${route.island.padEnd(13)} ${(size.gzip / 1024).toFixed(2)} KB gzip (budget ${(budget / 1024).toFixed(0)} KB)`,
  );
  if (size.gzip > budget) over.push(`${route.path} (${route.island}) ${size.gzip} B > ${budget} B`);
}
if (over.length > 0) throw new Error(`postbuild: pages over their JavaScript budget: ${over.join(", ")}`);
const bundle = statSync(join(buildDir, "render", "render.js")).size;
console.log(
  `postbuild: render bundle ${(bundle / 1024).toFixed(0)} KB; site pre-compressed in ${relative(process.cwd(), client)}`,
);
