#!/usr/bin/env node
// Lighthouse, mobile configuration (its default: a Moto G Power-sized screen, simulated slow 4G and a
// 4× slower CPU), on four pages of the release binary, three runs each, the median of every figure.
// Run by hand or by `make bench` (never a test): node bench/lighthouse.mjs. Writes bench/results/lighthouse.md.
//
// What it needs it installs: npm `lighthouse` into bench/lighthouse/node_modules (its own package and lock,
// Lighthouse 12: 13 needs Node 22) and Debian's Chromium when /usr/bin/chromium is missing. It never
// downloads a browser. The server runs with a fresh data directory and three published darshan posts, so
// the darshan feed is not empty. Talks to 127.0.0.1 only.
//
// Environment: SANKALP_BIN (default target/release/sankalp), LIGHTHOUSE_PORT (default 18392),
// LIGHTHOUSE_RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PAGES (comma-separated
// paths, default the four below), LIGHTHOUSE_OUT (default bench/results/lighthouse.md), LIGHTHOUSE_PERFORMANCE
// (the performance target, default 95; 100 with LIGHTHOUSE_SET=all-pages), LIGHTHOUSE_REPORTS (a folder that
// keeps every run's JSON report, to read which audit failed; default: the scratch folder, removed at the end).
//
// LIGHTHOUSE_SET=all-pages: every public page type instead (target 100 in all four categories),
// written to bench/results/lighthouse-all-pages.md. `/daily-darshan` is measured first with no post, then
// the posts are published and the pages that need a real address (a category, a ritual, a pilgrimage
// site, a darshan post) take the first of their kind from the server's sitemap. The devotee's two pages
// are measured too: the sankalp form of a ritual and a private booking page (`{booking}`: a booking is
// made through the API first). Both are kept out of search indexes on purpose, so their SEO score is
// reported but not held to a target (Lighthouse counts `noindex` against it); their performance target is
// 98 and their layout shift at most 0.02. Every page of the set, theirs too, is held to an LCP of at most 1.2 s.
// LIGHTHOUSE_PAGES with the set measures only the page types it names (`/astrology,{ritual}`), for trials.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

const repo = new URL("..", import.meta.url).pathname;
const here = join(repo, "bench", "lighthouse");
const BIN = process.env.SANKALP_BIN ?? join(repo, "target/release/sankalp");
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18392);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BASE = `http://127.0.0.1:${PORT}`;
const ALL_PAGES = process.env.LIGHTHOUSE_SET === "all-pages";
const OUT = process.env.LIGHTHOUSE_OUT ?? join(repo, `bench/results/${ALL_PAGES ? "lighthouse-all-pages" : "lighthouse"}.md`);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/puja/satyanarayan", "/photos/vip-photos", "/daily-darshan"];
/** Every public page type; `{…}` ones are looked up in the sitemap once posts are published. */
const ALL_PAGE_TYPES = [
  "/",
  "{category}",
  "{ritual}",
  "/photos/vip-photos",
  "/photo-gallery",
  "/dharmik",
  "{pilgrimage}",
  "/astrology",
  "/about-us",
  "/contact",
  "/terms-and-condition",
  "/policy",
  "/daily-darshan",
  "{post}",
  "/sankalp/ritual/satyanarayan",
  "{booking}",
];
/** Pages kept out of search indexes by design: SEO is not held to a target there. */
const UNINDEXED = /^\/(sankalp|booking)\//;
/** The devotee's pages' own targets. */
const DEVOTEE_TARGETS = { performance: 98, cls: 0.02 };
const NO_POSTS = "/daily-darshan (no posts)";
const LOOKUP = { "{category}": /\/allpujas\/[^/]+$/, "{ritual}": /\/puja\/[^/]+$/, "{pilgrimage}": /\/details\/[^/]+$/, "{post}": /\/daily-darshan\/[^/]+$/ };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const ADMIN = { username: "bench", email: "bench@example.org", password: "bench-password-123" };
const TARGETS = {
  performance: Number(process.env.LIGHTHOUSE_PERFORMANCE ?? (ALL_PAGES ? 100 : 95)),
  accessibility: 100, "best-practices": 100, seo: 100 };
const HOME_JS_BUDGET = 80 * 1024;
/** The largest paint of every page of the set, in ms (a phone on slow 4G, as measured here). */
const ALL_PAGES_LCP = 1200;

const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: "inherit", ...opts });

function ensureLighthouse() {
  if (existsSync(join(here, "node_modules/lighthouse/package.json"))) return;
  console.log("Installing Lighthouse into bench/lighthouse/node_modules");
  // `npm ci`: exactly the lock, which it never rewrites (as for web/, see the Makefile).
  run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: here });
}

function ensureChromium() {
  if (existsSync(CHROME)) return;
  if (CHROME !== "/usr/bin/chromium") throw new Error(`no browser at CHROMIUM_PATH=${CHROME}`);
  console.log("Installing Debian's Chromium");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run("bash", ["-c", `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`]);
}

/** A 1280 × 720 PNG with a smooth saffron gradient: a photo-sized thumbnail that decodes like a real one. */
function thumbnailPng() {
  const [w, h] = [1280, 720];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      raw[row + 1 + x * 3] = 200 + Math.round((55 * x) / w);
      raw[row + 2 + x * 3] = 90 + Math.round((80 * y) / h);
      raw[row + 3 + x * 3] = 40 + Math.round((40 * (x + y)) / (w + h));
    }
  }
  const chunk = (kind, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(kind), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function startServer(dataDir) {
  const server = spawn(BIN, ["serve", "--listen", `127.0.0.1:${PORT}`, "--data-dir", dataDir], {
    env: {
      ...process.env,
      RUST_LOG: "warn",
      SANKALP_PUBLIC_URL: BASE,
      SANKALP_ADMIN_USERNAME: ADMIN.username,
      SANKALP_ADMIN_EMAIL: ADMIN.email,
      SANKALP_ADMIN_PASSWORD: ADMIN.password,
      SANKALP_ADMIN_FULL_NAME: "Bench Priest",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the server did not answer on ${BASE} within 20 s`);
}

/** Three published posts through the public API, as the administrator would create them. */
async function seedPosts() {
  const login = await fetch(`${BASE}/api/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const token = (await login.json()).data.accessToken;
  const video = readFileSync(join(repo, "crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4"));
  const thumb = thumbnailPng();
  const titles = ["Morning abhisheka at the Mahabaleshwar temple", "Evening aarti by the sea", "Rathotsava preparations"];
  for (const [i, title] of titles.entries()) {
    const form = new FormData();
    form.set("title", title);
    form.set("description", `<p>Darshan ${i + 1}: the day's ritual at the temple in <strong>Gokarna</strong>.</p>`);
    form.set("isPublished", "true");
    form.set("video", new Blob([video], { type: "video/mp4" }), "darshan.mp4");
    form.set("thumbnail", new Blob([thumb], { type: "image/png" }), "thumbnail.png");
    const res = await fetch(`${BASE}/api/v1/video-posts/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`creating a post answered ${res.status}: ${await res.text()}`);
  }
}

/** Waits (up to 10 s) until the server's drawn feed shows the published posts: pages re-render in the background. */
async function waitForFeed() {
  for (let i = 0; i < 100; i++) {
    const html = await (await fetch(`${BASE}/daily-darshan`)).text();
    if (html.includes("Rathotsava preparations")) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the feed did not show the new posts within 10 s");
}

/** The page's path for a `{kind}` of ALL_PAGE_TYPES: the first address of that shape in the sitemap. */
/** A booking as the form sends it, from an address of its own; the path of its private page. */
async function newBooking() {
  const res = await fetch(`${BASE}/api/v1/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      service: "ritual",
      slug: "satyanarayan",
      devotees: [
        { name: "Lakshmi Rao", relation: "self", gotra: "Kashyapa", nakshatra: "Rohini", rashi: "Vrishabha" },
        { name: "Arjun Rao", relation: "son" },
      ],
      intention: "Health and harmony for the family.",
      contact: { name: "Lakshmi Rao", phone: "+919876543210" },
      timezone: "Asia/Kolkata",
      language: "en",
      website: "",
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`the booking was not made: ${res.status} ${JSON.stringify(body)}`);
  return `/booking/${body.data.token}`;
}

async function lookUp(page) {
  if (page === "{booking}") return newBooking();
  if (!LOOKUP[page]) return page;
  const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const found = paths.find((p) => LOOKUP[page].test(p));
  if (!found) throw new Error(`no ${page} page in the sitemap`);
  return found;
}

function measure(page, path, scratch, n) {
  const runs = [];
  for (let r = 1; r <= RUNS; r++) {
    process.stdout.write(`Lighthouse ${page} run ${r}/${RUNS}… `);
    const f = figures(lighthouse(`${BASE}${path}`, scratch, `${n}-${r}`));
    console.log(`performance ${f.performance}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}`);
    runs.push(f);
  }
  return runs;
}

/** One Lighthouse run in a fresh browser and profile; a run that fails to record is tried again (twice). */
function lighthouse(url, scratch, n) {
  for (let attempt = 1; ; attempt++) {
    const profile = join(scratch, `profile-${n}-${attempt}`);
    const report = join(process.env.LIGHTHOUSE_REPORTS ?? scratch, `report-${n}.json`);
    let lhr;
    try {
      execFileSync(
        join(here, "node_modules/.bin/lighthouse"),
        [
          url,
          "--output=json",
          `--output-path=${report}`,
          "--quiet",
          "--only-categories=performance,accessibility,best-practices,seo",
          `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "inherit", "inherit"], timeout: 240_000 },
      );
      lhr = JSON.parse(readFileSync(report, "utf8"));
    } catch (error) {
      lhr = { runtimeError: { code: "FAILED", message: String(error.message).split("\n")[0] } };
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`(${lhr.runtimeError.code}; trying again) `);
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit("resource-summary")?.details?.items ?? [];
  const bytesOf = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== "performance")
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audit(r.id)))
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcp: audit("first-contentful-paint").numericValue,
    lcp: audit("largest-contentful-paint").numericValue,
    tbt: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    si: audit("speed-index").numericValue,
    bytes: audit("total-byte-weight").numericValue,
    js: bytesOf("script"),
    requests: summary.find((i) => i.resourceType === "total")?.requestCount ?? 0,
    lcpElement: audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const sec = (n) => `${(n / 1000).toFixed(2)} s`;

function version(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

async function main() {
  if (!existsSync(BIN)) throw new Error(`no server binary at ${BIN} (make build)`);
  ensureLighthouse();
  ensureChromium();
  const scratch = mkdtempSync(join(tmpdir(), "sankalp-lighthouse-"));
  if (process.env.LIGHTHOUSE_REPORTS) mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
  const server = await startServer(join(scratch, "data"));
  const results = {};
  try {
    if (ALL_PAGES) {
      const only = process.env.LIGHTHOUSE_PAGES?.split(",");
      const types = only ? ALL_PAGE_TYPES.filter((page) => only.includes(page)) : ALL_PAGE_TYPES;
      if (!only || only.includes("/daily-darshan")) {
        results[NO_POSTS] = measure(NO_POSTS, "/daily-darshan", scratch, "empty");
      }
      await seedPosts();
      await waitForFeed();
      // Looked up at once: the server closes a kept-alive connection that idles through a Lighthouse run.
      const paths = [];
      for (const page of types) paths.push(await lookUp(page));
      for (const [n, path] of paths.entries()) {
        const name = path === "/daily-darshan" ? "/daily-darshan (three posts)" : path.replace(/^\/booking\/.*/, "/booking/{token}");
        results[name] = measure(name, path, scratch, n);
      }
    } else {
      await seedPosts();
      // Looked up at once: the server closes a kept-alive connection that idles through a Lighthouse run.
      const paths = [];
      for (const page of PAGES) paths.push(await lookUp(page));
      for (const [n, page] of PAGES.entries()) {
        const name = page === "{booking}" ? "/booking/{token}" : page;
        results[name] = measure(name, paths[n], scratch, n);
      }
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode === null ? server.once("exit", r) : r()));
    rmSync(scratch, { recursive: true, force: true });
  }
  writeReport(results);
}

function writeReport(results) {
  const lhVersion = JSON.parse(readFileSync(join(here, "node_modules/lighthouse/package.json"), "utf8")).version;
  const commit = version("git", ["-C", repo, "rev-parse", "--short", "HEAD"]);
  const missed = [];
  const lines = [
    "# Lighthouse (mobile)",
    "",
    `Run with \`node bench/lighthouse.mjs\` on ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}: ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `load average ${loadavg().map((l) => l.toFixed(2)).join(" ")} at the end (the machine is shared).`,
    `Lighthouse ${lhVersion}, ${version(CHROME, ["--version"])} (headless), Node ${process.version}, ` +
      `sankalp release binary at commit ${commit}; SQLite in a fresh data directory with three published darshan posts` +
      (ALL_PAGES ? ` (none for \`${NO_POSTS}\`, measured first); every page drawn by the server's render engine from the default content.` : "."),
    "",
    "Lighthouse's default mobile configuration: simulated throttling (slow 4G, 150 ms RTT, 1.6 Mbit/s down; " +
      "CPU 4× slower), 412 × 823 screen. Each figure is the median of " +
      `${RUNS} runs, each in a fresh browser with a fresh profile. Bytes are as transferred (brotli).`,
    "",
  ];
  for (const [page, runs] of Object.entries(results)) {
    const m = (k) => median(runs.map((r) => r[k]));
    lines.push(
      `## \`${page}\``,
      "",
      "| Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | FCP | Speed index | Bytes transferred | JavaScript | Requests |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      `| ${m("performance")} | ${m("accessibility")} | ${m("best-practices")} | ${m("seo")} | ${sec(m("lcp"))} | ${ms(m("tbt"))} | ` +
        `${m("cls").toFixed(3)} | ${sec(m("fcp"))} | ${sec(m("si"))} | ${kb(m("bytes"))} | ${kb(m("js"))} | ${m("requests")} |`,
      "",
      `Performance per run: ${runs.map((r) => r.performance).join(", ")}; CPU benchmark index per run: ` +
        `${runs.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(", ")}. LCP element: \`${runs[0].lcpElement.replace(/`/g, "'")}\`.`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) lines.push("", `Audits not passed (any run): ${failing.map((a) => `\`${a}\``).join(", ")}.`);
    lines.push("");
    const devotee = UNINDEXED.test(page);
    for (const [cat, target] of Object.entries(devotee ? { ...TARGETS, ...DEVOTEE_TARGETS } : TARGETS)) {
      if (cat === "seo" && devotee) continue;
      if (cat === "cls") {
        if (m(cat) > target) missed.push(`${page}: CLS ${m(cat).toFixed(3)} (target ≤ ${target})`);
      } else if (m(cat) < target) missed.push(`${page}: ${cat} ${m(cat)} (target ${target === 100 ? "100" : `≥ ${target}`})`);
    }
    if (ALL_PAGES && m("lcp") > ALL_PAGES_LCP) missed.push(`${page}: LCP ${sec(m("lcp"))} (target ≤ ${sec(ALL_PAGES_LCP)})`);
    if (page === "/" && m("js") >= HOME_JS_BUDGET) missed.push(`/: JavaScript ${kb(m("js"))} (budget ${kb(HOME_JS_BUDGET)})`);
  }
  lines.push(
    "## Targets",
    "",
    ALL_PAGES
      ? "100 in all four categories on every public page; on the sankalp form and the private booking page " +
        "(kept out of search indexes, so SEO is not held to a target) performance at least 98 and CLS at most " +
        `0.02; LCP at most ${sec(ALL_PAGES_LCP)} on every page; home page JavaScript under 80 KB (compressed, as transferred).`
      : `100 in accessibility, best practices and SEO; performance ${TARGETS.performance === 100 ? "100" : `at least ${TARGETS.performance}`}; ` +
        "home page JavaScript under 80 KB (compressed, as transferred).",
    "",
    missed.length ? missed.map((x) => `- **missed**: ${x}`).join("\n") : "All met.",
    "",
  );
  writeFileSync(OUT, lines.join("\n"));
  console.log(lines.join("\n"));
}

await main();
