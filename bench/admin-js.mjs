#!/usr/bin/env node
// The admin area's JavaScript, screen by screen: what headless Chromium fetches when the signed-in priest
// opens each screen afresh (a full load, the browser's cache off), gzip level 9 as page-weight.mjs counts,
// and what each adds when reached from the dashboard (the app loads a screen's own chunks on navigation).
// Also checks that the video shrinker (mediabunny, `web/app/features/admin-posts/shrink-video.ts`) is
// fetched by no screen, and by the darshan upload screen only once a video over 10 MB is chosen.
//
// Run by hand or by `make bench` (never a test): node bench/admin-js.mjs. Writes bench/results/admin-js.md.
// The release binary (SANKALP_BIN, default target/release/sankalp) serves the build it embeds, with a fresh
// data directory under /tmp/bench-admin-js-*; playwright-core comes from web/node_modules (`make web`), the
// browser is Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). BENCH_ADMIN_JS_PORT, default
// 19572. Talks to 127.0.0.1 only.
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const repo = new URL("..", import.meta.url).pathname;
const { chromium } = createRequire(join(repo, "web/package.json"))("playwright-core");
const BIN = process.env.SANKALP_BIN ?? join(repo, "target/release/sankalp");
const PORT = Number(process.env.BENCH_ADMIN_JS_PORT ?? 19572);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ADMIN = { username: "bench", email: "bench@example.org", password: "bench-password-123" };
const SCREENS = (
  process.env.ADMIN_SCREENS ??
  "/admin,/admin/rituals,/admin/rituals/new,/admin/rituals/satyanarayan,/admin/photos,/admin/pages,/admin/pages/about,/admin/users,/admin/orders,/admin/settings,/admin/daily-darshan,/admin/daily-darshan/new"
).split(",");
/** The shrinker's chunk, named by Vite after its module. */
const SHRINKER = /\/assets\/shrink-video-[\w-]+\.js$/;
const OUT = join(repo, "bench/results/admin-js.md");

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const name = (url) => new URL(url).pathname.replace(/^\/assets\//, "");

async function startServer(dataDir) {
  const server = spawn(BIN, ["serve", "--listen", `127.0.0.1:${PORT}`, "--data-dir", dataDir], {
    env: {
      ...process.env,
      RUST_LOG: "warn",
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

/** Records the scripts the page fetches from /assets/ (url → gzip bytes) until `stop()`. */
function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  const onResponse = (response) => {
    const url = response.url();
    if (!url.startsWith(`${BASE}/assets/`) || !url.endsWith(".js")) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(url, { gzip: gzipSync(body, { level: 9 }).length, mediabunny: body.includes("mediabunny") });
      }),
    );
  };
  page.on("response", onResponse);
  return async () => {
    page.off("response", onResponse);
    await Promise.all(pending);
    return scripts;
  };
}

async function main() {
  const scratch = mkdtempSync("/tmp/bench-admin-js-");
  const server = await startServer(join(scratch, "data"));
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    await page.goto(`${BASE}/login`);
    await page.getByLabel("Username or Email:").fill(ADMIN.username);
    await page.getByLabel("Password:").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/admin$/);

    const rows = [];
    for (const screen of SCREENS) {
      const stop = recordScripts(page);
      await page.goto(`${BASE}${screen}`, { waitUntil: "networkidle" });
      if (new URL(page.url()).pathname !== screen) throw new Error(`${screen} went to ${page.url()}`);
      await page.locator("h1").first().waitFor({ timeout: 15_000 });
      rows.push({ screen, scripts: await stop() });
    }

    // The shrinker is asked for only when a video over the upload limit (10 MB) is chosen.
    const video = join(scratch, "too-large.mp4");
    copyFileSync(join(repo, "crates/sankalp-media/src/testdata/ffmpeg-faststart.mp4"), video);
    truncateSync(video, 11 * 1_048_576);
    const stop = recordScripts(page);
    await page.goto(`${BASE}/admin/daily-darshan/new`, { waitUntil: "networkidle" });
    const shrinker = page.waitForResponse((r) => SHRINKER.test(r.url()), { timeout: 30_000 });
    await page.getByLabel("Video", { exact: true }).setInputFiles(video);
    await shrinker;
    await page.waitForLoadState("networkidle");
    const withVideo = await stop();
    rows.push({ screen: "/admin/daily-darshan/new, an 11 MiB video chosen", scripts: withVideo });

    const dashboard = rows[0].scripts;
    const total = (scripts, only = () => true) =>
      [...scripts].filter(([u]) => only(u)).reduce((s, [, v]) => s + v.gzip, 0);
    const table = rows.map(({ screen, scripts }) => {
      const shrinkerFetched = [...scripts.keys()].some((u) => SHRINKER.test(u));
      // The dashboard's own largest; another screen's largest beyond what the dashboard loaded.
      const own = [...scripts].filter(([u]) => scripts === dashboard || !dashboard.has(u));
      const largest = own.sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 3);
      return {
        screen,
        count: scripts.size,
        all: total(scripts),
        added: total(scripts, (u) => !dashboard.has(u)),
        shrinkerFetched,
        largest: largest.map(([u, v]) => `${name(u)} ${kb(v.gzip)}`).join(", "),
      };
    });
    const shrinkerChunk = [...withVideo].find(([u]) => SHRINKER.test(u));
    const mediabunnyElsewhere = rows
      .slice(0, -1)
      .flatMap(({ screen, scripts }) =>
        [...scripts].filter(([, v]) => v.mediabunny).map(([u]) => `${screen}: ${name(u)}`),
      );
    const wrongly = table.slice(0, -1).filter((r) => r.shrinkerFetched);
    const ok =
      wrongly.length === 0 &&
      mediabunnyElsewhere.length === 0 &&
      shrinkerChunk !== undefined &&
      shrinkerChunk[1].mediabunny;

    const lines = [
      "# The admin area's JavaScript per screen",
      "",
      `\`bench/admin-js.mjs\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? "CPU"}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB of memory, Node ${process.version}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}.`,
      "Headless Chromium (1280 × 800), signed in, the browser's cache off: each screen opened by its address (a full",
      "load) and left until the network is idle. Sizes are gzip level 9 of every script fetched from `/assets/` (the",
      "server sends brotli where accepted, which is smaller). **From the dashboard** is what the screen fetches beyond",
      "what `/admin` already loaded, as when the priest reaches it through the menu.",
      "",
      "| Screen | scripts | JavaScript (gzip) | from the dashboard | largest of those (on /admin: of all) | shrinker fetched |",
      "|---|---:|---:|---:|---|---|",
      ...table.map(
        (r, i) =>
          `| ${r.screen} | ${r.count} | ${kb(r.all)} | ${kb(r.added)} | ${r.largest} | ${r.shrinkerFetched ? (i === table.length - 1 ? "yes" : "**yes**") : "no"} |`,
      ),
      "",
      shrinkerChunk
        ? `The video shrinker (\`${name(shrinkerChunk[0])}\`, ${kb(shrinkerChunk[1].gzip)} gzip, ${shrinkerChunk[1].mediabunny ? "mediabunny inside" : "**mediabunny not found in it**"}) is fetched ${wrongly.length ? `**also on ${wrongly.map((r) => r.screen).join(", ")}**` : "by no screen as it opens"}, and on \`/admin/daily-darshan/new\` once a video over 10 MB is chosen.`
        : "**The video shrinker was not fetched when a video over 10 MB was chosen.**",
      mediabunnyElsewhere.length
        ? `**mediabunny is also in: ${mediabunnyElsewhere.join(", ")}.**`
        : "No other script fetched contains mediabunny.",
      "",
      "The dashboard's scripts (every screen loads most of them):",
      "",
      "| script | gzip |",
      "|---|---:|",
      ...[...dashboard].sort((a, b) => b[1].gzip - a[1].gzip).map(([u, v]) => `| ${name(u)} | ${kb(v.gzip)} |`),
      "",
    ];
    writeFileSync(OUT, lines.join("\n"));
    console.log(lines.join("\n"));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      server.kill();
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
