import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";

/**
 * The Content-Security-Policy allows no inline style (no `style-src-attr 'unsafe-inline'`): a page that
 * carries a `style` attribute, or an app that writes one into its markup, is refused by the browser and
 * looks broken. Every page type, public and admin, at both widths of playwright.config.ts, must log no
 * violation at all.
 */

/** One public page of each type: the first sitemap address of each route, plus the pages off the sitemap. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const byType = new Map<string, string>();
  for (const path of paths) {
    const type = path.split("/")[1] ?? "";
    if (!byType.has(type)) byType.set(type, path);
  }
  return [
    ...byType.values(),
    "/book/satyanarayan",
    "/sankalp/ritual/satyanarayan",
    "/booking/no-such-booking-token-0000",
    "/no-such-page",
    "/login",
  ];
}

const ADMIN_PAGES = ["/admin", "/admin/daily-darshan", "/admin/daily-darshan/new", "/admin/settings", "/admin/orders"];

/** Collects the page's CSP violations, from the DOM event and from the console, for every document it loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (apply|load|execute)/i.test(text)) logged.push(`${page.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || "inline"} ${event.sample}`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...logged.splice(0), ...fromEvents.splice(0).map((v) => `${page.url()}: ${v}`)];
  };
}

/** Loads `path` and gives the page time to hydrate and run its islands. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
}

test.describe("Content-Security-Policy", () => {
  test("refuses inline style, so the check below would see one", async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, "/contact");
    const csp = (await page.request.get("/contact")).headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("unsafe-inline");
    await page.evaluate(() => {
      const holder = document.createElement("div");
      holder.innerHTML = '<span style="color: red">styled</span>';
      document.body.append(holder);
    });
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/style-src/)]));
  });

  test("no public page logs a violation", async ({ page, request }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const paths = await publicPages(request);
    expect(paths.length).toBeGreaterThanOrEqual(12);
    const found: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      // Pointer over the tilt cards and the gallery: their islands set styles through the CSSOM.
      await page.mouse.move(200, 300);
      found.push(...(await violations()));
    }
    expect(found).toEqual([]);
  });

  test("a public page is drawn with its stylesheets inline, allowed by their hashes, and no other", async ({
    page,
  }) => {
    // ARCHITECTURE.md §10: the server puts a public page's stylesheets into its HTML; its policy adds
    // their hashes to style-src, so they apply, and refuses any other inline style as before.
    const violations = await watchViolations(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") fetched.push(request.url());
    });
    for (const path of ["/photo-gallery", "/"]) {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp, path).not.toContain("unsafe-inline");
      await page.waitForLoadState("networkidle");
      expect(await page.locator("link[rel=stylesheet]").count(), path).toBe(0);
      expect(await page.locator("head > style").count(), path).toBeGreaterThanOrEqual(2);
      // Styled: the site's stylesheet sets the heading's display face and the header's layout.
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily), path).toContain("Sankalp Display");
      const header = page.locator("header").first();
      expect(await header.evaluate((el) => getComputedStyle(el).position), path).not.toBe("static");
      // The fonts the styles name under /assets/ resolve from the page.
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('1em "Sankalp Display"', "Sankalp")), path).toBe(true);
      expect(await violations(), path).toEqual([]);
    }
    expect(fetched).toEqual([]);
    // A style element the server did not put there is refused.
    await page.evaluate(() => {
      const injected = document.createElement("style");
      injected.textContent = "body { outline: 5px solid red }";
      document.head.append(injected);
    });
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe("none");
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/style-src/)]));
  });

  test("no admin page logs a violation", async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await page.goto("/login");
    await page.getByLabel("Username or Email:").fill(USERNAME);
    await page.getByLabel("Password:").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const found = await violations();
    for (const path of ADMIN_PAGES) {
      await visit(page, path);
      await expect(page.getByRole("main")).toBeVisible();
      found.push(...(await violations()));
    }
    expect(found).toEqual([]);
  });
});
