import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

/**
 * The private booking page is drawn in the browser and asks the server for the booking after it has
 * painted: what it shows while it waits must hold the place of what follows, so nothing already on screen
 * (the footer above all) moves when the booking, or the news that there is none, arrives. The page's
 * cumulative layout shift is measured at both widths of playwright.config.ts with the track call held back,
 * so the waiting state is surely painted first.
 */

/** How long the track call is held back: long enough for the waiting state to paint. */
const DELAY_MS = 800;

/** The most the page may shift ("good" is 0.1; this page should hardly move at all). */
const MAX_CLS = 0.02;

/** A booking made through the API, as the form makes it; its private page's token. */
async function newBooking(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/bookings", {
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

/** Holds every track call back by DELAY_MS, answering it with `answer` or the server's own. */
async function holdBackTrack(page: Page, answer?: { status: number; body: unknown }) {
  await page.route("**/api/v1/bookings/track/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    if (answer) await route.fulfill({ status: answer.status, json: answer.body });
    else await route.continue();
  });
}

/**
 * Opens `path`, checks the waiting state painted first and announces itself, waits for `shown`; the top
 * of the first card of each (the status, or its placeholder) when the page shows a booking.
 */
async function open(page: Page, path: string, shown: string) {
  await page.goto(path);
  const waiting = page.getByTestId("booking-loading");
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status")).toHaveText("Opening your booking…");
  const placeholder = (await page.getByTestId("placeholder-status").boundingBox())!.y;
  await expect(page.getByTestId(shown)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // What the page loads after the booking (the fonts, the QR encoder) has time to land.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const status = page.getByRole("region", { name: "Status" });
  return { placeholder, status: (await status.count()) ? (await status.boundingBox())!.y : null };
}

test.describe("the private booking page does not move as it loads", () => {
  test("the booking arrives", async ({ page, request }) => {
    const token = await newBooking(request);
    const shifts = await watchShifts(page);
    await holdBackTrack(page);
    const cards = await open(page, `/booking/${token}`, "booking-page");
    await expect(page.getByTestId("booking-reference")).toHaveText(/^SKP-/);
    // The placeholders are new elements, which the metric does not follow: the status card must also
    // start where its placeholder was.
    expect(Math.abs(cards.status! - cards.placeholder)).toBeLessThanOrEqual(2);
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
  });

  test("the waiting state has nothing for assistive technology to trip on", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/bookings/track/*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/booking/no-such-booking-token-0000");
    await expect(page.getByTestId("booking-loading")).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    release();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await expect(page.getByTestId("booking-missing")).toBeVisible();
  });

  test("the link opens nothing", async ({ page }) => {
    const shifts = await watchShifts(page);
    await holdBackTrack(page);
    await open(page, "/booking/no-such-booking-token-0000", "booking-missing");
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
  });

  test("the server fails", async ({ page }) => {
    const shifts = await watchShifts(page);
    await holdBackTrack(page, {
      status: 500,
      body: { statusCode: 500, success: false, message: "Internal Server Error", data: null },
    });
    await open(page, "/booking/some-booking-token-0000000", "booking-failed");
    const { cls, shifts: seen } = await shifts();
    expect(cls, seen.join("\n")).toBeLessThanOrEqual(MAX_CLS);
  });
});
