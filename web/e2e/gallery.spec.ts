import { type Locator, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

/** Scrolls each image into view (they are lazy) and waits until it has decoded pixels. */
async function expectImagesLoad(page: Page, images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect(img).toHaveAttribute("alt", /\S/);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
        message: `image ${i} loads`,
      })
      .toBeGreaterThan(0);
  }
}

const columnCount = (grid: Locator) =>
  grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").filter(Boolean).length);

test.describe("photo gallery entry page", () => {
  test("is pre-rendered with its six items and links to both collections", async ({ request }) => {
    const response = await request.get("/photo-gallery");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Photo Gallery</h1>");
    expect(html.match(/data-testid="static-gallery-item"/g)).toHaveLength(6);
    expect(html).toContain('href="/photos/vip-photos"');
    expect(html).toContain('href="/photos/all-photos"');
    expect(html).toContain('"@type":"ImageGallery"');
  });

  test("shows 5 images and a video that plays, three a row on desktop, two on phones", async ({ page, isMobile }) => {
    await page.goto("/photo-gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeVisible();
    const grid = page.getByTestId("static-gallery");
    const items = grid.getByTestId("static-gallery-item");
    await expect(items).toHaveCount(6);
    await expect(grid.getByTestId("static-gallery-photo")).toHaveCount(5);
    expect(await columnCount(grid)).toBe(isMobile ? 2 : 3);
    await expectImagesLoad(page, grid.getByTestId("static-gallery-photo"));

    // Every item takes its column's width: half the grid on phones, a third on desktops.
    const widths = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    const gridWidth = (await grid.boundingBox())!.width;
    for (const width of widths) expect(width / gridWidth).toBeCloseTo(isMobile ? 0.48 : 0.31, 1);

    // The video is its poster until pressed; then it plays in place, muted.
    const poster = grid.getByTestId("static-gallery-video");
    await expect(poster).toHaveAttribute("href", /\.mp4$/);
    await expectImagesLoad(page, poster.locator("img"));
    await poster.click();
    const video = grid.getByTestId("gallery-video");
    await expect(video).toBeVisible();
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute("controls", "");
    await expect(poster).toHaveCount(0);
    expect(page.url()).toMatch(/\/photo-gallery$/);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0.3);
  });

  test("without JavaScript the video's poster is a link to the file", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/photo-gallery");
    const poster = page.getByRole("link", { name: /^Play video: / });
    await expect(poster).toHaveCount(1);
    const href = await poster.getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("video/mp4");
    await context.close();
  });

  test("links lead to the VIP and the complete collections", async ({ page }) => {
    await page.goto("/photo-gallery");
    await page.getByRole("link", { name: /See the VIP photos/ }).click();
    await expect(page).toHaveURL(/\/photos\/vip-photos$/);
    await expect(page.getByRole("heading", { level: 2, name: "VIP Photos" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: /See all photos/ }).click();
    await expect(page).toHaveURL(/\/photos\/all-photos$/);
    await expect(page.getByRole("heading", { level: 2, name: "All Photos" })).toBeVisible();
  });
});

test.describe("photo gallery /photos/{id}", () => {
  test("both sets are pre-rendered; other ids are not pages", async ({ request }) => {
    for (const [path, name] of [
      ["/photos/vip-photos", "VIP Photos"],
      ["/photos/all-photos", "All Photos"],
    ]) {
      const response = await request.get(path!);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${name} |`);
      expect(html).toContain('"@type":"ImageGallery"');
      expect(html).toMatch(/data-testid="gallery-tile"/);
      expect(html).toMatch(/<img [^>]*srcset="[^"]*180w/i);
    }
    expect((await request.get("/photos/no-such-set")).status()).toBe(404);
  });

  test("VIP set: 20 photos and a video in a quilted grid of 4 or 2 columns", async ({ page, isMobile }) => {
    await page.goto("/photos/vip-photos");
    const grid = page.getByRole("list", { name: "VIP Photos" });
    await expect(grid).toBeVisible();
    await expect(grid).toHaveAttribute("data-columns", isMobile ? "2" : "4");
    expect(await columnCount(grid)).toBe(isMobile ? 2 : 4);

    const tiles = grid.getByTestId("gallery-tile");
    await expect(tiles).toHaveCount(21);
    await expect(grid.getByRole("button", { name: /^Play video/ })).toHaveCount(1);

    // Row height 180 and gaps of 12: a photo spans 3 rows, the video 4; both span 2 columns.
    const photoBox = await tiles.first().boundingBox();
    expect(Math.round(photoBox!.height)).toBe(3 * 180 + 2 * 12);
    const videoTile = tiles.filter({ has: page.getByRole("button", { name: /^Play video/ }) });
    expect(Math.round((await videoTile.boundingBox())!.height)).toBe(4 * 180 + 3 * 12);
    const gridBox = await grid.boundingBox();
    const share = photoBox!.width / gridBox!.width;
    expect(share).toBeCloseTo(isMobile ? 1 : 0.5, 1);

    await expectImagesLoad(page, grid.locator("img"));
  });

  test("all photos: every tile's image loads", async ({ page }) => {
    await page.goto("/photos/all-photos");
    const grid = page.getByRole("list", { name: "All Photos" });
    expect(await grid.getByTestId("gallery-tile").count()).toBeGreaterThanOrEqual(20);
    await expectImagesLoad(page, grid.locator("img"));
  });

  test("a photo opens in the modal under its title; Esc closes it and focus returns", async ({ page }) => {
    await page.goto("/photos/vip-photos");
    const grid = page.getByRole("list", { name: "VIP Photos" });
    const tile = grid.getByRole("button", { name: /^View larger: / }).nth(1);
    const title = (await tile.getAttribute("aria-label"))!.replace(/^View larger: /, "");
    await tile.click();

    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    const large = dialog.locator("img");
    await expect(large).toHaveAttribute("src", /1080/);
    await expect.poll(() => large.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Focus stays inside.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    // Opened again and closed with its button.
    await tile.click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test("the video plays inline, muted", async ({ page }) => {
    await page.goto("/photos/vip-photos");
    const play = page.getByRole("button", { name: /^Play video/ });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const video = page.getByTestId("gallery-video");
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0.3);
  });

  test("category buttons navigate; narrow screens end 200 px down", async ({ page, isMobile }) => {
    await page.goto("/photos/vip-photos");
    const categories = page.getByRole("navigation", { name: "Gallery categories" });
    await expect(categories.getByRole("link", { name: "VIP Photos" })).toHaveAttribute("aria-current", "page");

    await categories.getByRole("link", { name: "All Photos" }).click();
    await expect(page).toHaveURL(/\/photos\/all-photos$/);
    await expect(page.getByRole("heading", { level: 2, name: "All Photos" })).toBeVisible();
    await expect(categories.getByRole("link", { name: "All Photos" })).toHaveAttribute("aria-current", "page");
    if (isMobile) {
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(200);
    } else {
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }

    await categories.getByRole("link", { name: "VIP Photos" }).click();
    await expect(page).toHaveURL(/\/photos\/vip-photos$/);
    await expect(page.getByRole("list", { name: "VIP Photos" })).toBeVisible();
  });
});

test.describe("gallery pages without React (island script)", () => {
  for (const path of ["/photos/vip-photos", "/photos/all-photos", "/photo-gallery"]) {
    test(`${path} loads one small script instead of React; its menu works`, async ({ page, isMobile }) => {
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      }
    });
  }

  test("a tile fetches the 720 w file: the smallest sharp at its drawn width", async ({ page }) => {
    // Phone 375 px at DPR 2: the tile is 343 px wide, 686 device pixels; desktop 1280 px: 552 px at DPR 1.
    await page.goto("/photos/vip-photos");
    const first = page.getByRole("list", { name: "VIP Photos" }).locator("img").first();
    await expect
      .poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await first.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/gokarna-sunrise-720-[\w-]+\.webp$/);
  });

  test("the column count follows the viewport across 1000 px", async ({ page, isMobile }) => {
    const start = page.viewportSize()!;
    await page.goto("/photos/vip-photos");
    const grid = page.getByRole("list", { name: "VIP Photos" });
    await expect(grid).toHaveAttribute("data-columns", isMobile ? "2" : "4");
    await page.setViewportSize({ width: isMobile ? 1024 : 999, height: start.height });
    await expect(grid).toHaveAttribute("data-columns", isMobile ? "4" : "2");
    expect(await columnCount(grid)).toBe(isMobile ? 4 : 2);
    const tile = grid.getByTestId("gallery-tile").first();
    const share = (await tile.boundingBox())!.width / (await grid.boundingBox())!.width;
    expect(share).toBeCloseTo(isMobile ? 0.5 : 1, 1);
    await page.setViewportSize(start);
    await expect(grid).toHaveAttribute("data-columns", isMobile ? "2" : "4");
  });
});

test.describe("gallery pages are clean", () => {
  for (const path of ["/photo-gallery", "/photos/vip-photos", "/photos/all-photos"]) {
    test(`${path}: no console errors, no serious accessibility violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeVisible();
      expect(await axeFindings(page, { allRules: true })).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("the open modal has no serious accessibility violations", async ({ page }) => {
    await page.goto("/photos/vip-photos");
    await page
      .getByRole("button", { name: /^View larger: / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeFindings(page, { include: "[role=dialog]", allRules: true })).toEqual([]);
  });
});
