import { expect, type Page, type Request, test } from "@playwright/test";

const PHONE = "911234567890";
const WHATSAPP = new RegExp(`^https://api\\.whatsapp\\.com/send\\?phone=${PHONE}&text=`);

/** The message a WhatsApp link would send. */
async function chatText(page: Page, selector: ReturnType<Page["locator"]>) {
  const href = await selector.getAttribute("href");
  expect(href).toMatch(WHATSAPP);
  return new URL(href!).searchParams.get("text") ?? "";
}

/** JSON-LD objects in the page's head, by type. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
}

test.describe("about us", () => {
  test("shows the priest, his languages and the alternating blocks", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pandit Raghavendra Bhat");
    await expect(page.getByRole("main")).toContainText("Vedic priest, Gokarna");
    const portrait = page.getByRole("img", { name: /portrait of Pandit Raghavendra Bhat/i });
    await expect(portrait).toBeVisible();

    const languages = page.getByRole("region", { name: "Languages known" }).getByRole("listitem");
    await expect(languages).toHaveCount(9);
    await expect(languages.first()).toHaveText("Kannada");
    await expect(languages.last()).toHaveText("Karwar Konkani");

    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Years of study at a Vedic gurukula" })).toBeVisible();
    await expect(page.locator("main strong", { hasText: "Vedic gurukula" })).toBeVisible();
    const photos = page.locator("main figure img");
    await expect(photos).toHaveCount(5);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute("loading", "lazy");
      await expect(photo).toHaveAttribute("width", "300");
      await expect(photo).toHaveAttribute("alt", /\w{3,}/);
    }
    const box = await photos.first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(300);
    expect(await jsonLdTypes(page)).toContain("Person");
  });

  test("the particle canvas is decorative and animated, by the page's one script", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r: Request) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/about-us");
    const canvas = page.getByTestId("particles");
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    await expect(canvas).toHaveAttribute("data-particles", "animated");
    expect(scripts).toHaveLength(1);

    // Something is drawn on it.
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
      let lit = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) lit++;
      return lit;
    });
    expect(painted).toBeGreaterThan(100);

    // And it moves.
    const snapshot = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const before = await snapshot();
    await expect.poll(snapshot).not.toBe(before);
  });

  test("under reduced motion the particles stand still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about-us");
    const canvas = page.getByTestId("particles");
    await expect(canvas).toHaveAttribute("data-particles", "still");
    const snapshot = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const before = await snapshot();
    await page.waitForTimeout(400);
    expect(await snapshot()).toBe(before);
  });

  test("other pages never load the About page's script", async ({ page }) => {
    await page.goto("/about-us");
    const about = await page.locator("script[type=module]").getAttribute("src");
    const requests: string[] = [];
    page.on("request", (r: Request) => requests.push(new URL(r.url()).pathname));
    for (const path of ["/", "/contact", "/dharmik", "/astrology"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(requests.filter((url) => url.startsWith("/assets/")).length).toBeGreaterThan(0);
    expect(requests).not.toContain(about);
  });
});

test.describe("contact", () => {
  test("talk to us by phone, email, address and social buttons, without a form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("main")).toContainText(
      "Have any inquiries regarding puja? We're eager to listen to you.",
    );
    const talk = page.getByRole("main").getByRole("region", { name: "Talk to us" });
    await expect(talk.getByRole("link", { name: "+91 12345 67890" })).toHaveAttribute("href", "tel:+911234567890");
    await expect(talk.getByRole("link", { name: "namaste@sankalp.example" })).toHaveAttribute(
      "href",
      "mailto:namaste@sankalp.example",
    );
    await expect(talk.locator("address")).toContainText("Gokarna, Karnataka 581326");

    const main = page.getByRole("main");
    const whatsapp = main.getByRole("link", { name: /^WhatsApp/ });
    expect(await chatText(page, whatsapp)).toMatch(/^Namaste/);
    await expect(main.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", /facebook\.com/);
    await expect(main.getByRole("link", { name: /^Instagram/ })).toHaveAttribute("href", /instagram\.com/);
    await expect(main.locator("form")).toHaveCount(0);
    expect(await jsonLdTypes(page)).toContain("LocalBusiness");
  });
});

test.describe("astrology", () => {
  test("the Hindi page with its statistics, price and Book Now", async ({ page, request }) => {
    // The text is in the pre-rendered HTML, before any JavaScript.
    const html = await (await request.get("/astrology")).text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain("₹350");

    await page.goto("/astrology");
    const content = page.locator('main [lang="hi"]');
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("प्रश्न कुंडली परामर्श");
    await expect(content.getByRole("heading", { level: 2 })).toHaveCount(2);
    await expect(content).toContainText("100% सटीकता");
    await expect(content).toContainText("एक व्यक्ति, एक दिन, एक प्रश्न");
    await expect(content.getByText("5K+")).toHaveCount(2);
    await expect(content.getByText("₹350")).toBeVisible();
    await expect(content).toContainText("ज्योतिष केवल मार्गदर्शन है");

    const book = content.getByRole("link", { name: /अभी बुक करें/ }).first();
    await expect(book).toBeVisible();
    expect(await chatText(page, book)).toMatch(/question-chart/i);

    // Devanagari is shaped by a real font: a line of Hindi is not a row of empty boxes.
    const width = await content.getByRole("heading", { level: 1 }).evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return range.getBoundingClientRect().width;
    });
    expect(width).toBeGreaterThan(100);
  });
});

test.describe("terms and privacy", () => {
  for (const [path, title, updated, section] of [
    ["/terms-and-condition", "Terms and Conditions", "21 August 2025", "Disclaimers"],
    ["/policy", "Privacy Policy", "20 August 2023", "Information we collect"],
  ] as const) {
    test(`${title}: date, contents and in-page links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main")).toContainText(`Last updated ${updated}`);
      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      const sections = page.locator("main article h2");
      expect(await links.count()).toBeGreaterThanOrEqual(5);
      await expect(sections).toHaveCount(await links.count());
      await expect(page.getByRole("main")).toContainText("namaste@sankalp.example");

      await toc.getByRole("link", { name: section }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.toLowerCase().replace(/ /g, "-")}$`));
      await expect(page.getByRole("heading", { name: section, level: 2 })).toBeInViewport();

      // A readable line length.
      const paragraph = page.locator("main article section p").first();
      expect((await paragraph.boundingBox())!.width).toBeLessThanOrEqual(760);
    });
  }
});

test.describe("dharmik pilgrimages", () => {
  test("fourteen cards, each with View More and Book Now", async ({ page }) => {
    await page.goto("/dharmik");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pilgrimage to Kurukshetra");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(14);
    const first = cards.first();
    await expect(first.getByRole("heading")).toHaveText("Brahma Sarovar");
    await expect(first).toContainText("Open all year");
    await expect(first.getByRole("img")).toHaveAttribute("alt", /sacred tank/);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: /^View more about/ })).toHaveAttribute(
        "href",
        /^\/details\/[a-z-]+$/,
      );
      await expect(card.getByRole("link", { name: /^Book Now: / })).toHaveAttribute("href", /^\/book\/[a-z-]+$/);
      await expect(card.getByRole("link", { name: /^View more about/ })).toHaveText("View More");
    }
    await first.getByRole("link", { name: "View more about Brahma Sarovar" }).click();
    await expect(page).toHaveURL(/\/details\/brahma-sarovar$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brahma Sarovar");
  });

  test("a details page: image, date, text, Book Now naming the site, back link", async ({ page }) => {
    const response = await page.goto("/details/jyotisar");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Jyotisar");
    await expect(main.getByRole("img").first()).toBeVisible();
    expect(await main.locator("article p").count()).toBeGreaterThanOrEqual(2);
    const book = main.getByRole("link", { name: /^Book Now: Jyotisar/ }).first();
    expect(await chatText(page, book)).toContain("Jyotisar");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Jyotisar");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["TouristAttraction", "BreadcrumbList"]));
    await main.getByRole("link", { name: "All pilgrimage sites" }).first().click();
    await expect(page).toHaveURL(/\/dharmik$/);
  });

  test("a booking page hands over to WhatsApp by itself, or stays when asked", async ({ page, request }) => {
    // Pre-rendered, the page names the site and links to the chat but never redirects by itself.
    const html = await (await request.get("/book/kamal-nabhi")).text();
    expect(html).toContain("Continue to WhatsApp");
    expect(html).toContain("Kamal Nabhi");
    expect(html).not.toMatch(/http-equiv="refresh"/i);

    // Nothing leaves this machine: the chat is answered here.
    await page
      .context()
      .route("https://api.whatsapp.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }),
      );
    await page.goto("/book/kamal-nabhi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kamal Nabhi");
    const link = page.getByRole("main").getByRole("link", { name: /Continue to WhatsApp/ });
    expect(await chatText(page, link)).toContain("Kamal Nabhi");
    await expect(page.getByTestId("auto-follow")).toHaveText(/Opening WhatsApp/);
    await page.waitForURL(WHATSAPP, { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get("text")).toContain("Kamal Nabhi");

    await page.goto("/book/aditi-kund");
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByTestId("auto-follow")).toHaveText(/will not open by itself/);
    await page.waitForTimeout(3500);
    await expect(page).toHaveURL(/\/book\/aditi-kund$/);
  });

  for (const path of ["/details/atlantis", "/book/atlantis"]) {
    test(`${path} is not found (404)`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
      await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
      await page.waitForTimeout(3000);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
