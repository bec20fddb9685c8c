import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

/**
 * The devotee's two pages are drawn by the server: the sankalp form and the private booking page arrive
 * whole in the first answer, show their content with JavaScript off, and nothing on them moves when their
 * island runs (the private page asks the API for nothing). Cumulative layout shift is measured at both
 * widths of playwright.config.ts.
 */

/** The most a page may shift ("good" is 0.1; these pages should hardly move at all). */
const MAX_CLS = 0.02;

/**
 * A booking made through the API, as the form makes it; its private page's token. From an address of its
 * own (the test server trusts 127.0.0.1 as its proxy), so the per-address limit is not the suite's.
 */
async function newBooking(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/bookings", {
    headers: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 254) + 1}` },
    data: {
      service: "ritual",
      slug: "satyanarayan",
      devotees: [
        { name: "Lakshmi Rao", relation: "self", gotra: "Kashyapa", nakshatra: "Rohini", rashi: "Vrishabha" },
        { name: "Arjun Rao", relation: "son", gotra: "Kashyapa" },
      ],
      intention: "Health and harmony for the family.",
      contact: { name: "Lakshmi Rao", phone: "+919876543210", email: "lakshmi@example.org" },
      timezone: "Asia/Kolkata",
      language: "en",
      website: "",
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.token as string;
}

/**
 * Sums the page's layout shifts from its first paint (buffered), leaving out those that follow the
 * user's input, as the CLS metric does; each shift's moved nodes are kept for the failure message.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const state = { cls: 0, shifts: [] as string[] };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].join(".")}`
        : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
            .map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
            .join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => {
    // Two frames, so the last shift is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(
      () => (window as unknown as { __layoutShift: { cls: number; shifts: string[] } }).__layoutShift,
    );
  };
}

/** Opens `path` and lets what loads after it (fonts, the form's checks) land. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

test.describe("the devotee's pages arrive whole and do not move", () => {
  test("the private page: the booking in the first answer, no request for it, no shift", async ({ page, request }) => {
    const token = await newBooking(request);
    const shifts = await watchShifts(page);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/")) asked.push(r.url());
    });
    const response = await page.request.get(`/booking/${token}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toContain("Lakshmi Rao");
    await open(page, `/booking/${token}`);
    await expect(page.getByTestId("booking-reference")).toHaveText(/^SKP-/);
    await expect(page.getByTestId("booking-status")).toHaveText("Received");
    expect(asked).toEqual([]);
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("the link opens nothing: the page says so, 404, and does not move", async ({ page }) => {
    const shifts = await watchShifts(page);
    const response = await page.goto("/booking/no-such-booking-token-0000");
    expect(response!.status()).toBe(404);
    expect(response!.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByTestId("booking-missing")).toBeVisible();
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
  });

  test("the sankalp form: whole in the first answer, no shift when its island runs", async ({ page }) => {
    const shifts = await watchShifts(page);
    await open(page, "/sankalp/ritual/satyanarayan");
    await expect(page.getByTestId("sankalp-submit")).toBeEnabled();
    // The rules and the phone metadata come when the devotee starts on the form, not before.
    const loaded = page.waitForResponse((r) => /\/assets\/islands-chunk-/.test(r.url()));
    await page.getByRole("textbox", { name: /Full name/ }).focus();
    await loaded;
    // The country list is then filled in, the choice kept.
    await expect.poll(() => page.getByTestId("phone-country").locator("option").count()).toBeGreaterThan(200);
    await expect(page.getByTestId("phone-country")).toHaveValue("IN");
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the sankalp form shows its fields, and says it needs JavaScript", async ({ page }) => {
    await page.goto("/sankalp/ritual/satyanarayan");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Satyanarayan");
    await expect(page.getByRole("textbox", { name: /Full name/ })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Phone \(WhatsApp\)/ })).toBeVisible();
    await expect(page.getByLabel("Preferred date")).toBeVisible();
    await expect(page.getByTestId("sankalp-submit")).toBeDisabled();
    // Chromium with scripts turned off by the test still parses <noscript> as text: its words are there.
    expect(await page.locator("noscript").innerHTML()).toContain("This form needs JavaScript");
  });

  test("the private page shows the booking and its status", async ({ page, request }) => {
    const token = await newBooking(request);
    await page.goto(`/booking/${token}`);
    await expect(page.getByTestId("booking-reference")).toHaveText(/^SKP-/);
    await expect(page.getByTestId("booking-status")).toHaveText("Received");
    await expect(page.getByTestId("booking-devotees")).toContainText("Arjun Rao");
  });
});
