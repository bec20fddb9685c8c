import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 18080);
// The release binary under test (several engineers can test their own copies side by side).
const BIN = process.env.SANKALP_BIN ?? "../target/release/sankalp";
// Made once and handed to the workers (which load this file again) through the environment: a spec may
// read the server's database (languages.spec.ts changes a translation there, as another instance would).
process.env.SANKALP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "sankalp-e2e-"));
const dataDir = process.env.SANKALP_E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "phone",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // The crawl of every page (links, images, titles, axe) runs once, on the desktop project: on a
      // 2-core machine it takes 3.5 minutes a project, and the whole suite must stay well inside CI's time.
      testIgnore: /crawl\.spec\.ts$/,
    },
  ],
  webServer: {
    // The real release binary with a fresh data directory.
    command: `${BIN} serve --listen 127.0.0.1:${PORT} --data-dir ${dataDir}`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    // The administrator the browser tests sign in as, created at start-up because none exists yet.
    env: {
      SANKALP_ADMIN_USERNAME: "priest",
      SANKALP_ADMIN_EMAIL: "priest@sankalp.example",
      SANKALP_ADMIN_PASSWORD: "e2e-Om-Namah-Shivaya-108",
      SANKALP_ADMIN_FULL_NAME: "Raghavendra Bhat",
      // The browser and the specs reach the server from 127.0.0.1, as a reverse proxy would: a spec that
      // books through the API names its own client address (X-Forwarded-For), so the bookings' per-address
      // limit (5 in 10 minutes) counts each spec's bookings apart. Without the header, the client is 127.0.0.1.
      SANKALP_TRUSTED_PROXY: "127.0.0.1",
    },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
