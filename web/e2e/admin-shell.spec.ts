import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// The admin area's own shell: none of the public site's chrome, the signed-in name and Logout, every menu
// entry reachable, its own not-found view (hydrated without error), the sign-in page in the HTML before any
// script runs, the order page within a phone's width, status moves that ask first, and a second
// administrator added in the browser who then signs in.

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const FULL_NAME = "Raghavendra Bhat";

/** Names unique to this run and viewport. */
const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

async function signIn(page: Page, name = USERNAME, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(name);
  await page.getByLabel("Password:").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/users/login", {
    data: { username: USERNAME, email: USERNAME, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** A booking made as a devotee would, moved on by the priest through `moves`; its reference. */
async function booking(request: APIRequestContext, moves: string[]): Promise<string> {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post("/api/v1/bookings", {
    // At most 5 bookings per address in 10 minutes, and other specs book from this machine too: each of
    // this spec's bookings comes from an address of its own (the server trusts 127.0.0.1 as its proxy).
    headers: { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 254) + 1}` },
    data: {
      service: "ritual",
      slug: "satyanarayan",
      devotees: [{ name: `Lakshmi Venkatasubramanian Rao ${suffix()}`, gotra: "Kashyapa" }],
      preferredDate: day,
      intention: "For the health of the family",
      contact: { name: "Lakshmi Rao", phone: "+91 98450 12345", email: "lakshmi.venkatasubramanian@example.org" },
      timezone: "Asia/Kolkata",
      language: "en",
      website: "",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const reference = (await res.json()).data.reference as string;
  const token = await apiToken(request);
  for (const status of moves) {
    const body: Record<string, unknown> = { status };
    if (status === "scheduled") body.scheduledAt = `${day}T07:30:00+05:30`;
    const moved = await request.patch(`/api/v1/bookings/${reference}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return reference;
}

/** No public chrome: the site's navigation, phone strip, footer and floating buttons are not there. */
async function expectAdminChromeOnly(page: Page) {
  await expect(page.getByTestId("admin-bar")).toBeVisible();
  await expect(page.getByTestId("admin-user")).toHaveText(FULL_NAME);
  await expect(page.getByTestId("admin-bar").getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "login", exact: true })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByTestId("mobile-strip")).toHaveCount(0);
  await expect(page.getByTestId("float-chat")).toHaveCount(0);
  await expect(page.getByTestId("float-call")).toHaveCount(0);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("the admin shell", () => {
  test("no public chrome in the admin, and every menu entry is reachable", async ({ page, isMobile }) => {
    await signIn(page);
    await expectAdminChromeOnly(page);
    const menu = page.getByRole("navigation", { name: "Admin menu" });
    const entries: Array<[string, RegExp]> = [
      ["Daily Darshan", /\/admin\/daily-darshan$/],
      ["Users", /\/admin\/users$/],
      ["Puja Services", /\/admin\/rituals$/],
      ["Orders", /\/admin\/orders$/],
      ["Photos", /\/admin\/photos$/],
      ["Pages", /\/admin\/pages$/],
      ["Settings", /\/admin\/settings$/],
      ["Dashboard", /\/admin$/],
    ];
    for (const [name, url] of entries) {
      if (isMobile) await page.getByRole("button", { name: "Admin menu" }).click();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      // On a phone the menu folds away once an entry is chosen.
      if (!isMobile) {
        await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      }
      // Every entry opens a page of the admin area, in the shell, never the error page.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("error-page")).toHaveCount(0);
      await expect(page.getByTestId("admin-bar")).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    expect(await axeFindings(page)).toEqual([]);
  });

  test("an admin address that does not exist shows the admin's not-found view, hydrated without error", async ({
    page,
  }) => {
    await signIn(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A fresh document at the address, as when it is typed or reloaded.
    await page.goto("/admin/no-such-page");
    await expect(page.getByTestId("admin-not-found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "No such admin page" })).toBeVisible();
    await expectAdminChromeOnly(page);
    await page.goto("/admin/orders/extra/deeper");
    await expect(page.getByTestId("admin-not-found")).toBeVisible();
    expect(errors).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("/login has its form in the HTML, works without JavaScript's help to show it, and does not shift", async ({
    page,
    browser,
    request,
  }) => {
    const html = await (await request.get("/login")).text();
    expect(html).toContain('name="password"');
    expect(html.toLowerCase()).toContain('autocomplete="current-password"');
    expect(html).not.toContain("Loading…");

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto("/login");
    await expect(bare.getByLabel("Username or Email:")).toBeVisible();
    await expect(bare.getByLabel("Password:")).toBeVisible();
    await expect(bare.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(bare.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
    await noScript.close();

    // With the script: the same form becomes the React one, in place (no layout shift), and signs in.
    await page.goto("/login");
    await expect(page.getByLabel("Username or Email:")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
    await page.getByLabel("Username or Email:").fill(USERNAME);
    await page.getByLabel("Password:").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the order page stays within the screen, and Mark delivered asks first", async ({ page, request }) => {
    const reference = await booking(request, ["confirmed", "scheduled", "performed"]);
    await signIn(page);
    await page.goto(`/admin/orders/${reference}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(page.getByTestId("move-delivered")).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAdminChromeOnly(page);

    await page.getByTestId("move-delivered").click();
    const dialog = page.getByTestId("move-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("cannot be taken back");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const token = await apiToken(request);
    const still = await request.get(`/api/v1/bookings/${reference}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await still.json()).data.booking.status).toBe("performed");

    await page.getByTestId("move-delivered").click();
    await page.getByTestId("move-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("move-delivered")).toHaveCount(0);
    const moved = await request.get(`/api/v1/bookings/${reference}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await moved.json()).data.booking.status).toBe("delivered");
    expect(await axeFindings(page)).toEqual([]);
  });

  test("an amount typed as ₹1,100 is taken as 1100 rupees", async ({ page, request }) => {
    const reference = await booking(request, ["confirmed"]);
    await signIn(page);
    await page.goto(`/admin/orders/${reference}`);
    await page.getByTestId("amount-input").fill("₹1,100");
    await page.getByTestId("amount-save").click();
    await expect(page.getByText("The devotee is asked for ₹1,100.")).toBeVisible();
    const token = await apiToken(request);
    const saved = await request.get(`/api/v1/bookings/${reference}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await saved.json()).data.booking.amount).toBe(1100);
  });

  test("the priest adds a second administrator, who then signs in; removing them asks first", async ({
    page,
    browser,
  }) => {
    const run = suffix();
    const username = `anant${run}`;
    const password = `first password ${run}`;
    await signIn(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByTestId("user-row").filter({ hasText: FULL_NAME })).toContainText("you");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);

    const form = page.getByTestId("add-user-form");
    await form.getByLabel("Full name").fill(`Anant Joshi ${run}`);
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email").fill(`${username}@example.org`);
    await form.getByLabel("First password", { exact: true }).fill("short");
    await page.getByTestId("add-user").click();
    await expect(form.getByText("Password must be at least 8 characters").first()).toBeVisible();
    await form.getByLabel("First password", { exact: true }).fill(password);
    await page.getByTestId("add-user").click();
    const row = page.getByTestId("user-row").filter({ hasText: `Anant Joshi ${run}` });
    await expect(row).toBeVisible();

    // The new administrator signs in in a browser of their own.
    const theirs = await (browser as Browser).newContext();
    const other = await theirs.newPage();
    await signIn(other, username, password);
    await expect(other.getByTestId("admin-user")).toHaveText(`Anant Joshi ${run}`);

    await row.getByRole("button", { name: /Remove/ }).click();
    const dialog = page.getByTestId("remove-dialog");
    await expect(dialog).toContainText("cannot be undone");
    await page.getByTestId("remove-confirm").click();
    await expect(row).toHaveCount(0);
    // Their session ends at once: the next admin call sends them to sign in again.
    await other.goto("/admin/users");
    await expect(other).toHaveURL(/\/login/);
    await theirs.close();
  });
});
