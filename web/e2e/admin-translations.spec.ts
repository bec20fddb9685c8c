import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// The page editor in another language (README "Languages"): in Hindi each text shows its English beside
// the translation, the missing ones marked "Shows English" and counted; a translation filled in shows on
// /hi/about-us when the save is answered, and an emptied one makes the page show the English, marked
// lang="en".

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
/** Set SHOTS_DIR to keep screenshots of the screens (looked at by hand, not compared). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/users/login", {
    data: { username: USERNAME, email: USERNAME, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

type Translation = { intro?: Array<string | null>; blocks?: Array<{ heading?: string } | null> };
type About = { blocks: Array<{ heading: string }>; i18n: { hi: Translation } };

/** The About page with its Hindi made known: the second paragraph not translated, the first block's heading translated. */
async function prepareAbout(request: APIRequestContext): Promise<About> {
  const res = await request.get("/api/v1/pages/about");
  expect(res.status()).toBe(200);
  const about = (await res.json()).data.page.body as About;
  const hi = about.i18n.hi;
  hi.intro = [hi.intro?.[0] ?? "पहला अनुच्छेद"];
  const blocks = [...(hi.blocks ?? [])];
  blocks[0] = { ...blocks[0], heading: "गुरुकुल में वर्षों का अध्ययन" };
  hi.blocks = blocks;
  const token = await apiToken(request);
  const put = await request.put("/api/v1/pages/about", { headers: { Authorization: `Bearer ${token}` }, data: about });
  expect(put.status(), await put.text()).toBe(200);
  return about;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function shoot(page: Page, name: string, project: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${project}.png`, fullPage: true });
}

/** "12 of 40 texts still show English" → 12; "All 40 texts are translated." → 0. */
async function stillEnglish(page: Page): Promise<number> {
  const text = (await page.getByTestId("fallback-count").textContent()) ?? "";
  if (/All \d+ texts are translated/.test(text)) return 0;
  const match = /(\d+) of \d+ texts still show English/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/pages/about") && r.request().method() === "PUT");
  await page.getByTestId("entry-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Saved. The page shows it now.").last()).toBeVisible();
}

test("a Hindi translation filled in the editor shows on /hi/about-us; an emptied one shows the English", async ({
  page,
  request,
}, testInfo) => {
  const about = await prepareAbout(request);
  await signIn(page);
  await page.goto("/admin/pages/about");
  await page.getByTestId("language-choice").getByText("हिन्दी").click();
  await expect(page).toHaveURL(/\/admin\/pages\/about\?lang=hi$/);

  // The second paragraph shows English: marked, and counted.
  const second = page.locator('[data-path="i18n.hi.intro[1]"]');
  await expect(second.getByTestId("shows-english")).toHaveText("Shows English");
  await expect(second.locator('p[lang="en"]')).toContainText("When you book through");
  const before = await stillEnglish(page);
  expect(before).toBeGreaterThan(0);
  // Pictures and links are not translated: only texts are offered.
  await expect(page.locator('[data-path="i18n.hi.photo"]')).toHaveCount(0);
  await shoot(page, "translations-hi", testInfo.project.name);

  // The English beside its translation at 1280 px, above it on a phone.
  const english = await second.locator('p[lang="en"]').boundingBox();
  const input = second.locator("textarea");
  const field = await input.boundingBox();
  if (testInfo.project.name === "desktop") expect(field!.x).toBeGreaterThan(english!.x + english!.width - 1);
  else expect(field!.y).toBeGreaterThan(english!.y + english!.height - 1);

  const text = `आपकी बुकिंग पर पंडितजी संकल्प लेते हैं (${testInfo.project.name} ${Date.now()})।`;
  await input.fill(text);
  await expect(second.getByTestId("shows-english")).toHaveCount(0);
  expect(await stillEnglish(page)).toBe(before - 1);
  await save(page);

  const res = await page.request.get("/hi/about-us");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(text);

  // Emptied: the string leaves the translation and the Hindi page shows the English, marked.
  const heading = page.locator('[data-path="i18n.hi.blocks[0].heading"]');
  await heading.locator("input").fill("");
  await expect(heading.getByTestId("shows-english")).toBeVisible();
  expect(await stillEnglish(page)).toBe(before);
  await save(page);
  const stored = await (await request.get("/api/v1/pages/about")).json();
  expect(stored.data.page.body.i18n.hi.blocks?.[0]?.heading).toBeUndefined();
  expect(stored.data.page.body.i18n.hi.intro[1]).toBe(text);

  await page.goto("/hi/about-us");
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('span[lang="en"]', { hasText: about.blocks[0]!.heading })).toBeVisible();
});

test("the page editor in Hindi has no serious accessibility fault", async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto("/admin/pages/home?lang=hi");
  await expect(page.getByTestId("fallback-count")).toBeVisible();
  await shoot(page, "translations-home-hi", testInfo.project.name);
  expect(await axeFindings(page)).toEqual([]);
});

test("a ritual's Kannada title filled in its editor shows on /kn/puja/ganesh", async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto("/admin/rituals/ganesh?lang=kn");
  const title = page.locator('[data-path="i18n.kn.title"]');
  await expect(title.locator('p[lang="en"]')).not.toBeEmpty();
  await expect(page.getByTestId("fallback-count")).toBeVisible();
  // Only texts: the address, category and dakshina are changed in English.
  await expect(page.getByText("Address (slug)")).toHaveCount(0);
  await shoot(page, "ritual-kn", testInfo.project.name);

  const text = `ಗಣೇಶ ಪೂಜೆ ${testInfo.project.name} ${Date.now()}`;
  await title.locator("input").fill(text);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/rituals/ganesh") && r.request().method() === "PATCH",
  );
  await page.getByTestId("save-ritual").click();
  expect((await saved).status()).toBe(200);
  const res = await page.request.get("/kn/puja/ganesh");
  expect(await res.text()).toContain(text);
});
