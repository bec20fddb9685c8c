#!/usr/bin/env node
/**
 * The screenshots of README.md's tour of the admin area ("A tour of the admin area"), taken from a real
 * server: `node scripts/readme-screenshots.mjs target/release/sankalp` (after `make build`, with `npm ci` done
 * in web/). It starts the binary on 127.0.0.1 on a free port with a fresh data directory and an administrator
 * made at start-up from the environment (as web/playwright.config.ts does), books one ritual as a devotee
 * would, signs in at /login in Debian's Chromium (`CHROMIUM_PATH` to use another) and writes
 * docs/screenshots/*.webp: most at a phone's 375 px, a few at 1280 px. WebP is made by `cwebp` (Debian's
 * `webp` package) when it is installed, else by the browser itself; the over-10-MB phone video is made with
 * ffmpeg (without it, that one screenshot is kept as it was). The server and its data directory are gone at
 * the end.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "docs", "screenshots");

const ADMIN = {
  username: "priest",
  email: "priest@sankalp.example",
  password: "readme-Om-Namah-Shivaya-108",
  fullName: "Raghavendra Bhat",
};

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
};
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
/** No motion, and the priest's time zone (the demo site's), so every time on the screens reads alike. */
const SETTLED = { reducedMotion: "reduce", timezoneId: "Asia/Kolkata" };

/** Playwright from web/node_modules: `playwright-core` (what @playwright/test runs on), else the test package. */
function loadPlaywright() {
  const require = createRequire(join(ROOT, "web", "package.json"));
  for (const name of ["playwright-core", "@playwright/test"]) {
    try {
      return require(name);
    } catch {
      // try the next one
    }
  }
  throw new Error("Playwright is not installed: run `npm ci` in web/");
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function waitForHealth(base, server) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not answer /api/v1/health within 30 s");
}

async function api(base, path, { method = "GET", token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** One booking made as the public sankalp form makes it, so Orders has something to show. */
async function book(base) {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const { reference } = await api(base, "/api/v1/bookings", {
    method: "POST",
    body: {
      service: "ritual",
      slug: "satyanarayan",
      devotees: [
        {
          name: "Lakshmi Rao",
          relation: "self",
          gotra: "Kashyapa",
          nakshatra: "Rohini",
          rashi: "Vrishabha",
        },
        { name: "Arjun Rao", relation: "son", gotra: "Kashyapa" },
      ],
      preferredDate: day,
      intention: "For the health of the family",
      contact: {
        name: "Lakshmi Rao",
        phone: "+91 98450 12345",
        email: "lakshmi@example.org",
      },
      timezone: "Asia/Kolkata",
      language: "en",
      website: "",
    },
  });
  return reference;
}

const hasCwebp = spawnSync("cwebp", ["-version"], { stdio: "ignore" }).status === 0;

/** A PNG screenshot as WebP: cwebp when installed, else the browser's own encoder. */
async function toWebp(page, png) {
  if (hasCwebp) {
    const dir = mkdtempSync(join(tmpdir(), "sankalp-shot-"));
    try {
      writeFileSync(join(dir, "in.png"), png);
      const run = spawnSync("cwebp", ["-quiet", "-q", "82", "-m", "6", "-preset", "text", "in.png", "-o", "out.webp"], {
        cwd: dir,
      });
      if (run.status !== 0) throw new Error(`cwebp failed: ${run.stderr}`);
      return readFileSync(join(dir, "out.webp"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const base64 = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext("2d").drawImage(img, 0, 0);
    const url = canvas.toDataURL("image/webp", 0.82);
    return url.slice(url.indexOf(",") + 1);
  }, png.toString("base64"));
  return Buffer.from(base64, "base64");
}

const written = [];

/** Closes the toasts ("Login successful", "Saved") so they cover nothing. */
async function closeToasts(page) {
  const toasts = page.getByTestId("toast");
  for (let left = await toasts.count(); left > 0; left--) {
    await toasts.first().getByRole("button").click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="toast"]').length < n, left);
  }
}

/**
 * Saves the viewport as docs/screenshots/{name}.webp once the page has settled, the viewport made `height`
 * tall for it (so a sticky Save bar sits at the bottom as on a taller screen) and scrolled to `top` (a
 * locator, shown 16 px below the viewport's top edge) or to the page's top.
 */
async function shot(page, name, { height, top } = {}) {
  const size = page.viewportSize();
  if (height) await page.setViewportSize({ width: size.width, height });
  try {
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await closeToasts(page);
    // No caret or focus ring left over from typing.
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    if (top) {
      await top.scrollIntoViewIfNeeded();
      const box = await top.boundingBox();
      await page.evaluate((dy) => window.scrollBy(0, dy), box.y - 16);
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    // Let the page settle after the resize (a video's controls show a spinner for a moment).
    await page.waitForTimeout(800);
    const png = await page.screenshot({
      animations: "disabled",
      caret: "hide",
    });
    const path = join(OUT, `${name}.webp`);
    writeFileSync(path, await toWebp(page, png));
    written.push({ name: `${name}.webp`, bytes: statSync(path).size });
  } finally {
    if (height) await page.setViewportSize(size);
  }
}

/** A picture file as PNG, drawn by the browser (the darshan form takes JPEG or PNG thumbnails). */
async function pngFrom(page, file) {
  const base64 = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/webp;base64,${data}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext("2d").drawImage(img, 0, 0);
    const url = canvas.toDataURL("image/png");
    return url.slice(url.indexOf(",") + 1);
  }, readFileSync(file).toString("base64"));
  return Buffer.from(base64, "base64");
}

async function signIn(page, base, shotName) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Username or Email:").fill(ADMIN.username);
  await page.getByLabel("Password:").fill("••••••••••••••••");
  if (shotName) await shot(page, shotName, { height: 620 });
  await page.getByLabel("Password:").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin$/);
}

async function main() {
  const bin = process.argv[2];
  if (!bin) {
    console.error("usage: node scripts/readme-screenshots.mjs PATH_TO_SANKALP_BINARY");
    process.exit(2);
  }
  const { chromium } = loadPlaywright();
  mkdirSync(OUT, { recursive: true });
  // The server's data directory and the phone video, removed at the end.
  const scratch = mkdtempSync(join(tmpdir(), "sankalp-readme-"));
  const dataDir = join(scratch, "data");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(resolve(bin), ["serve", "--listen", `127.0.0.1:${port}`, "--data-dir", dataDir], {
    env: {
      ...process.env,
      SANKALP_ADMIN_USERNAME: ADMIN.username,
      SANKALP_ADMIN_EMAIL: ADMIN.email,
      SANKALP_ADMIN_PASSWORD: ADMIN.password,
      SANKALP_ADMIN_FULL_NAME: ADMIN.fullName,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let browser;
  try {
    await waitForHealth(base, server);
    const reference = await book(base);
    // Playwright starts Chromium with a fresh --user-data-dir of its own and removes it on close.
    browser = await chromium.launch(CHROMIUM);
    const phone = await (await browser.newContext({ ...PHONE, ...SETTLED })).newPage();
    const desktop = await (await browser.newContext({ ...DESKTOP, ...SETTLED })).newPage();
    await tour(phone, desktop, base, reference, scratch);
  } finally {
    await browser?.close().catch(() => {});
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const { name, bytes } of written)
    console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KiB  docs/screenshots/${name}`);
}

async function tour(phone, desktop, base, reference, scratch) {
  const go = (page, path) => page.goto(`${base}${path}`);
  const gallery = (file) => join(ROOT, "web", "app", "assets", "gallery", file);

  // 1. Sign in.
  await signIn(phone, base, "01-sign-in");
  await signIn(desktop, base);
  await shot(phone, "02-dashboard", { height: 1170 });

  // 2. Settings: a changed tagline on the phone; on the computer a new number, which the calls and WhatsApp
  // fields follow, and the links to try.
  await go(phone, "/admin/settings");
  await phone.getByLabel("Tagline").fill("Vedic rituals at Gokarna, performed for you");
  await shot(phone, "03-settings", { height: 900, top: phone.getByRole("heading", { level: 1 }) });
  await go(desktop, "/admin/settings");
  await desktop.getByLabel("Phone number as shown").fill("+91 98450 12345");
  await shot(desktop, "03-settings-desktop", { top: desktop.locator("legend", { hasText: "Contact" }) });

  // 3. Rituals: the list, a new one being added, an existing one on a computer.
  await go(phone, "/admin/rituals");
  await shot(phone, "04-rituals");
  await go(phone, "/admin/rituals/new");
  await phone.getByLabel("Title", { exact: true }).fill("Navagraha Shanti Homa");
  await phone.getByLabel("Category").selectOption("homa-havan");
  await phone
    .getByLabel(/^Summary/)
    .fill("A homa to the nine planets for peace and a smooth path, offered in your name.");
  await shot(phone, "05-ritual-new", { height: 900, top: phone.getByRole("heading", { level: 1 }) });
  await go(desktop, "/admin/rituals/satyanarayan");
  await shot(desktop, "05-ritual-edit-desktop");

  // 4. Photos: one chosen, described, ready to upload.
  await go(phone, "/admin/photos");
  await phone.getByTestId("photo-files").setInputFiles(gallery("banana-leaf-prasad-720.webp"));
  const queued = phone.getByTestId("queued-photo").first();
  await queued.getByLabel("Caption").fill("Prasad on a banana leaf");
  await queued
    .getByLabel("Description for people who cannot see the photo")
    .fill("Rice, sweets and fruit served on a banana leaf after the puja");
  await shot(phone, "06-photos", { height: 1100, top: phone.getByTestId("photo-upload") });

  // 5. Pages: the list, and the Contact page saved twice, with its History open.
  await go(phone, "/admin/pages");
  await shot(phone, "07-pages");
  await go(desktop, "/admin/pages/contact");
  const save = async () => {
    await desktop.getByTestId("entry-save").click();
    await desktop.getByTestId("entry-unsaved").waitFor({ state: "hidden" });
  };
  const description = desktop.getByLabel(/^Description/);
  await description.fill(`${await description.inputValue()} We answer within a day.`);
  await save();
  await desktop.getByLabel("Title").fill("Contact us");
  await save();
  await desktop.getByTestId("history-panel").locator("summary").click();
  await desktop.getByTestId("history-version").nth(1).waitFor();
  await shot(desktop, "08-page-edit-desktop");

  // 6. Users: a second administrator being added.
  await go(phone, "/admin/users");
  const form = phone.getByTestId("add-user-form");
  await form.getByLabel("Full name").fill("Anant Joshi");
  await form.getByLabel("Username").fill("anant");
  await form.getByLabel("Email").fill("anant@example.org");
  await shot(phone, "09-users", { height: 1280 });

  // 7. Orders: the booking made above, in the inbox.
  await go(desktop, "/admin/orders");
  await desktop.getByTestId("order-row").filter({ hasText: reference }).waitFor();
  await shot(desktop, "10-orders-desktop");

  // 8. Daily darshan from a phone: a post with its video and thumbnail chosen, ready to publish.
  await go(phone, "/admin/daily-darshan/new");
  await phone.getByLabel("Title", { exact: true }).fill("Evening aarti at the shore temple");
  await phone.locator(".ql-editor").click();
  await phone.keyboard.type("Today's evening aarti, recorded on the phone.");
  await phone.getByLabel("Video", { exact: true }).setInputFiles(gallery("lamp-aarti.mp4"));
  const thumbnail = await pngFrom(phone, gallery("lamp-aarti-poster.webp"));
  await phone
    .getByLabel("Thumbnail", { exact: true })
    .setInputFiles({ name: "aarti.png", mimeType: "image/png", buffer: thumbnail });
  await phone.getByRole("checkbox", { name: "Publish Now" }).check();
  // The video's first picture, not the player's spinner: the preview asks only for the metadata, so the
  // spinner stays until the browser stops loading.
  await phone.waitForFunction(() =>
    [...document.querySelectorAll("video")].every((v) => v.readyState >= 2 && v.networkState !== v.NETWORK_LOADING),
  );
  await shot(phone, "11-darshan-new", { height: 1540, top: phone.getByRole("heading", { level: 1 }) });

  // 9. A phone video over 10 MB: refused, with the offer to make it smaller (needs ffmpeg to make one).
  const big = phoneVideo(scratch);
  if (!big) {
    console.warn("ffmpeg is not installed: 12-darshan-shrink.webp is left as it was");
    return;
  }
  await go(phone, "/admin/daily-darshan/new");
  await phone.getByLabel("Video", { exact: true }).setInputFiles(big);
  await phone.getByTestId("shrink-plan").filter({ hasText: "720×1280" }).waitFor({ timeout: 60_000 });
  await shot(phone, "12-darshan-shrink", { height: 680, top: phone.getByText("Video", { exact: true }) });
}

/**
 * A phone's video as web/e2e/fixtures/phone-video.ts makes it (1080×1920 H.264 at 10 Mb/s with AAC sound,
 * 10 seconds: over the 10 MB limit), or null without ffmpeg.
 */
function phoneVideo(dir) {
  if (spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status !== 0) return null;
  const path = join(dir, "phone-video.mp4");
  const run = spawnSync(
    "ffmpeg",
    [
      ["-loglevel", "error", "-y"],
      ["-f", "lavfi", "-i", "testsrc2=size=1080x1920:rate=30:duration=10"],
      ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=10"],
      ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
      ["-b:v", "10M", "-minrate", "10M", "-maxrate", "10M", "-bufsize", "2M", "-x264-params", "nal-hrd=cbr"],
      ["-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", path],
    ].flat(),
    { stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error("ffmpeg could not make the phone video");
  return path;
}

await main();
