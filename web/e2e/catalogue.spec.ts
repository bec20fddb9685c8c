import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("its content is in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Experience");
    expect(html).toContain("Recommended Pujas");
    expect(html).toContain("How it works");
    expect(html).toContain("Here we are ...");
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/);
    expect(html).toContain('"@type":"LocalBusiness"');
  });

  test("shows its six sections", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Experience");
    for (const stat of ["15+", "11K+", "1K+", "9+"]) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Here we are ..." })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("recommended-row").getByTestId("ritual-card")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "See All Puja Services" })).toHaveAttribute("href", "/allpujas/pujas");
    const services = page.locator("#services-title + ul a");
    await expect(services).toHaveCount(4);
    expect(await services.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/allpujas/pujas",
      "/allpujas/pujas",
      "/allpujas/homa-havan",
      "/astrology",
    ]);
    const steps = page.locator("#how-title + ol > li");
    await expect(steps).toHaveCount(4);
    expect(await steps.evaluateAll((li) => li.map((l) => l.getAttribute("data-dot")))).toEqual([
      "primary",
      "primary",
      "success",
      "secondary",
    ]);
  });

  test("the recommended row starts scrolled to its end less 100 px", async ({ page }) => {
    await page.goto("/");
    const row = page.getByTestId("recommended-row");
    await row.scrollIntoViewIfNeeded();
    // It is scrolled when it comes near the viewport, a frame after the browser finds it there.
    const position = () => row.evaluate((el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));
    expect((await position()).max).toBeGreaterThan(100);
    await expect
      .poll(async () => {
        const { left, max } = await position();
        return Math.abs(left - (max - 100));
      })
      .toBeLessThanOrEqual(2);
  });

  test("the headline types and the banner cycles its phrases", async ({ page }) => {
    await page.goto("/");
    const headline = page.locator("#hero-title [data-testid=typewriter-text]");
    await expect(headline).toHaveText("Experience");
    // It erases and types again, forever.
    await expect(headline).not.toHaveText("Experience", { timeout: 5000 });
    await expect(headline).toHaveText("Experience", { timeout: 5000 });

    const banner = page.locator("section[aria-label='Our promise'] [data-testid=typewriter-text]");
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveText("In Traditional Way", { timeout: 15_000 });
    await expect(banner).toHaveText("Authentic Vedic Puja", { timeout: 15_000 });
  });

  test("the hero image tilts towards the mouse and returns to rest", async ({ page, isMobile }) => {
    await page.goto("/");
    const tilt = page.locator("section[aria-labelledby=hero-title] [data-testid=tilt]");
    const box = (await tilt.boundingBox())!;
    if (isMobile) {
      // Touch is left to scrolling: a tap does not tilt.
      await page.touchscreen.tap(box.x + box.width * 0.9, box.y + box.height * 0.1);
      await expect(tilt).toHaveAttribute("data-tilted", "false");
      return;
    }
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.05);
    await expect(tilt).toHaveAttribute("data-tilted", "true");
    const transform = await tilt.evaluate((el) => el.style.transform);
    expect(transform).toContain("perspective(1000px)");
    expect(transform).not.toContain("rotateX(0deg) rotateY(0deg)");
    await page.mouse.move(5, 5);
    await expect(tilt).toHaveAttribute("data-tilted", "false");
    expect(await tilt.evaluate((el) => el.style.transform)).toBe("perspective(1000px) rotateX(0deg) rotateY(0deg)");
  });

  test("the flower banner switches variant at 800 px", async ({ page }) => {
    await page.goto("/");
    const img = page.locator("picture img").last();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toMatch(page.viewportSize()!.width >= 800 ? /flower-banner-wide/ : /flower-banner-narrow/);
  });
});

test.describe("catalogue", () => {
  const counts: Array<[string, string, number]> = [
    ["Pujas", "pujas", 15],
    ["Homa/Havan", "homa-havan", 14],
    ["Festival Pujas", "festival-Pujas", 3],
    ["Parihara", "Parihara", 12],
    ["Ancestors rituals", "Ancestors-rituals", 2],
  ];

  test("category buttons show each category's rituals", async ({ page }) => {
    await page.goto("/allpujas/pujas");
    for (const [text, value, count] of counts) {
      await page
        .getByRole("navigation", { name: "Ritual categories" })
        .getByRole("link", { name: text, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/allpujas/${value}$`));
      await expect(page.getByTestId("ritual-card")).toHaveCount(count);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test("a card opens the ritual by its title and by View More, and books it", async ({ page }) => {
    await page.goto("/allpujas/homa-havan");
    const card = page.getByTestId("ritual-card").filter({ hasText: "Chandi Havan" });
    const book = card.getByTestId("book-now");
    const href = (await book.getAttribute("href"))!;
    const url = new URL(href);
    expect(url.searchParams.get("phone")).toMatch(/^\d{8,15}$/);
    expect(url.searchParams.get("text")).toBe("Namaste, I would like to book Chandi Havan.");
    const img = card.locator("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await card.getByRole("link", { name: "Chandi Havan", exact: true }).click();
    await expect(page).toHaveURL(/\/puja\/chandi-havan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chandi Havan");
    await page.goBack();
    await page
      .getByTestId("ritual-card")
      .filter({ hasText: "Navagraha" })
      .getByRole("link", { name: "View More" })
      .click();
    await expect(page).toHaveURL(/\/puja\/navagraha$/);
  });

  test("a ritual page shows image, title, Book Now, paragraphs and benefits", async ({ page }) => {
    await page.goto("/puja/satyanarayan");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Satyanarayan");
    const img = main.locator("header img");
    await expect(img).toHaveAttribute("width", "800");
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(await main.locator("article p").count()).toBeGreaterThanOrEqual(3);
    await expect(main.getByRole("heading", { name: /Benefits/ })).toBeVisible();
    expect(await main.locator("#benefits-title + ul > li").count()).toBeGreaterThanOrEqual(3);
    const book = main.getByTestId("book-now").first();
    expect(new URL((await book.getAttribute("href"))!).searchParams.get("text")).toContain("Satyanarayan");
    // Beside it, the sankalp form for this ritual.
    const sankalp = main.getByRole("link", { name: "Book with sankalp details: Satyanarayan" });
    await expect(sankalp).toHaveAttribute("href", "/sankalp/ritual/satyanarayan");
    expect((await sankalp.boundingBox())!.y).toBeLessThan((await book.boundingBox())!.y + 120);
  });

  test("the specification's title address redirects to the slug", async ({ page }) => {
    const response = await page.goto("/puja/Durga%20Saptashati%20Parayana");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/Durga%20Saptashati%20Parayana$/);
    await expect(page).toHaveURL(/\/puja\/durga-saptashati-parayana$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Durga Saptashati Parayana");
  });

  test("the old site's longer display-title addresses answer 301 to the ritual", async ({ page, request }) => {
    for (const [old, slug] of [
      ["/puja/Satyanarayan%20Puja", "satyanarayan"],
      ["/puja/Kala%20Bhairava%20Homa", "kala-bhairava"],
      ["/puja/Pitru%20Paksha%20Shraddha", "pitru-paksha-shradha"],
    ] as const) {
      const res = await request.get(old, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers()["location"], old).toBe(`/puja/${slug}`);
    }
    const response = await page.goto("/puja/Satyanarayan%20Puja");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/puja\/satyanarayan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Satyanarayan");
  });

  test("an unknown category is a real not-found page", async ({ page }) => {
    const response = await page.goto("/allpujas/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });
});
