import { expect, test } from "@playwright/test";

const WHATSAPP = /^https:\/\/api\.whatsapp\.com\/send\?phone=\d{8,15}&text=/;

test.describe("site shell", () => {
  test("header links lead to their pages", async ({ page, isMobile }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const targets: Array<[string, string]> = [
      ["Darshan", "/daily-darshan"],
      ["Blogs", "/"],
      ["All Puja Services", "/allpujas/pujas"],
      ["Photo Gallery", "/photo-gallery"],
      ["Astrology", "/astrology"],
      ["Contact Us", "/contact"],
      ["login", "/login"],
    ];
    for (const [name, href] of targets) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "Astrology", exact: true }).click();
    await expect(page).toHaveURL(/\/astrology$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the phone number shows only on wide screens", async ({ page, isMobile }) => {
    await page.goto("/");
    const phone = page.getByRole("banner").getByRole("link", { name: /Call us/ });
    if (isMobile) {
      await expect(phone).toBeHidden();
      await expect(page.getByTestId("mobile-strip")).toBeVisible();
    } else {
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute("href", /^tel:\+\d+$/);
      await expect(page.getByTestId("mobile-strip")).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    }
  });

  test("the small-screen menu opens, closes, and closes on a link", async ({ page, isMobile }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    if (!isMobile) {
      // At 1200 px and wider there is no toggle: the links are always there.
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
      await expect(nav.getByRole("link", { name: "Darshan" })).toBeVisible();
      return;
    }
    await expect(nav.getByRole("link", { name: "Darshan" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Darshan" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav.getByRole("link", { name: "Darshan" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole("link", { name: "Darshan" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("footer links scroll to the top", async ({ page }) => {
    // A short window, so that every page has somewhere to scroll from.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expected: Array<[string, string]> = [
      ["Home", "/"],
      ["Our Journey", "/"],
      ["All Puja Services", "/allpujas/pujas"],
      ["Photo Gallery", "/photos/vip-photos"],
      ["Astrology", "/astrology"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/policy"],
      ["Terms and Condition", "/terms-and-condition"],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The year is the year the page was drawn.
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText(/cannot attend.*distance or time/);

    for (const name of ["Privacy Policy", "Home"]) {
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await footer.getByRole("link", { name, exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test("floating chat and call icons", async ({ page }) => {
    await page.goto("/about-us");
    const chat = page.getByTestId("float-chat");
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", WHATSAPP);
    const href = await chat.getAttribute("href");
    expect(new URL(href!).searchParams.get("text")).toMatch(/^Namaste/);
    await expect(page.getByTestId("float-call")).toHaveAttribute("href", /^tel:\+\d+$/);
  });

  test("the booking action opens a WhatsApp chat naming the booking", async ({ page, context }) => {
    await page.goto("/");
    const book = page.getByRole("main").getByRole("link", { name: "Book Now" }).first();
    await expect(book).toHaveAttribute("href", WHATSAPP);
    // The chat opens in a new tab; nothing leaves this machine (the request is stopped at the door).
    await context.route("https://api.whatsapp.com/**", (route) => route.fulfill({ status: 200, body: "chat" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), book.click()]);
    expect(popup.url()).toMatch(WHATSAPP);
    await popup.close();
  });

  test("unknown pages answer 404 with the designed page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unexpected server failure shows the router error page", async ({ page }) => {
    await page.route("**/api/v1/video-posts/*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false}' }),
    );
    await page.goto("/daily-darshan/6650f0c2a1");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByTestId("error-page")).toContainText("503 Service Unavailable");
  });

  test("pages run without console errors and with a strict CSP", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto("/contact");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/policy$/);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  // No public page hydrates React: each runs its island script alone (at most 5 KB gzip, checked by the build).
  for (const path of [
    "/",
    "/allpujas/pujas",
    "/puja/satyanarayan",
    "/photos/vip-photos",
    "/photo-gallery",
    "/dharmik",
    "/details/jyotisar",
    "/book/jyotisar",
    "/astrology",
    "/contact",
    "/about-us",
    "/terms-and-condition",
    "/policy",
    "/no-such-page",
  ]) {
    test(`${path} loads one small script instead of React`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    });
  }

  test("a ritual page's menu and links work without React", async ({ page, isMobile }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/puja/satyanarayan");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    }
    await page.getByTestId("ritual-card").first().getByRole("link", { name: "View More" }).click();
    await expect(page).toHaveURL(/\/puja\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Satyanarayan");
    expect(errors).toEqual([]);
  });
});
