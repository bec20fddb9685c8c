import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// Admin → Settings in another language (README "Changing the site's identity"): in Kannada the texts the
// pages show in words sit beside their English, the untranslated ones marked "Shows English" and counted;
// the Kannada priest's name saved there shows on /kn/about-us when the save is answered, and the English
// pages keep the English. The translation is restored at the end.

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
/** Set SHOTS_DIR to keep screenshots of the screens (looked at by hand, not compared). */
const SHOTS_DIR = process.env.SHOTS_DIR;

type Site = { priestName: string; i18n?: Record<string, Record<string, unknown>> };

async function getSite(request: APIRequestContext): Promise<Site> {
  const res = await request.get("/api/v1/site");
  expect(res.status()).toBe(200);
  return (await res.json()).data.site as Site;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/site") && r.request().method() === "PUT");
  await page.getByTestId("settings-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("The settings were saved.").last()).toBeVisible();
}

/** "3 of 9 texts still show English" → 3; "All 9 texts are translated." → 0. */
async function stillEnglish(page: Page): Promise<number> {
  const text = (await page.getByTestId("fallback-count").textContent()) ?? "";
  if (/All \d+ texts are translated/.test(text)) return 0;
  const match = /(\d+) of \d+ texts still show English/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

test("the Kannada priest's name edited in Settings shows on /kn/about-us, then is restored", async ({
  page,
  request,
}, testInfo) => {
  const was = await getSite(request);
  const original = was.i18n?.kn?.priestName;
  expect(typeof original).toBe("string");
  await signIn(page);
  await page.goto("/admin/settings");
  await page.getByTestId("language-choice").getByText("ಕನ್ನಡ").click();
  await expect(page).toHaveURL(/\/admin\/settings\?lang=kn$/);

  const name = page.locator('[data-path="i18n.kn.priestName"]');
  await expect(name.locator('p[lang="en"]')).toHaveText(was.priestName);
  await expect(name.locator("input")).toHaveValue(original as string);
  // Only what pages show in words: no phone, email, link or PIN code to translate.
  await expect(page.locator('[data-path="i18n.kn.phone"]')).toHaveCount(0);
  await expect(page.locator('[data-path="i18n.kn.address.postalCode"]')).toHaveCount(0);
  // The street is not translated by default: marked, and counted.
  const street = page.locator('[data-path="i18n.kn.address.street"]');
  await expect(street.getByTestId("shows-english")).toHaveText("Shows English");
  const before = await stillEnglish(page);
  expect(before).toBeGreaterThan(0);
  if (SHOTS_DIR)
    await page.screenshot({ path: `${SHOTS_DIR}/settings-kn-${testInfo.project.name}.png`, fullPage: true });

  // The English beside its translation at 1280 px, above it on a phone.
  const english = await name.locator('p[lang="en"]').boundingBox();
  const field = await name.locator("input").boundingBox();
  if (testInfo.project.name === "desktop") expect(field!.x).toBeGreaterThan(english!.x + english!.width - 1);
  else expect(field!.y).toBeGreaterThan(english!.y + english!.height - 1);

  const text = `ಪಂಡಿತ್ ರಾಘವೇಂದ್ರ ಭಟ್ ${testInfo.project.name} ${Date.now()}`;
  await name.locator("input").fill(text);
  await expect(page.getByTestId("settings-unsaved")).toBeVisible();
  await save(page);
  expect((await getSite(request)).i18n?.kn?.priestName).toBe(text);
  const kn = await page.request.get("/kn/about-us");
  expect(kn.status()).toBe(200);
  expect(await kn.text()).toContain(text);
  expect(await (await page.request.get("/about-us")).text()).not.toContain(text);

  // Emptied: the English shows on the Kannada page, marked as English.
  await name.locator("input").fill("");
  await expect(name.getByTestId("shows-english")).toBeVisible();
  expect(await stillEnglish(page)).toBe(before + 1);
  await save(page);
  await page.goto("/kn/about-us");
  await expect(page.locator('span[lang="en"]', { hasText: was.priestName }).first()).toBeVisible();

  // Restored as it was.
  await page.goto("/admin/settings?lang=kn");
  await page.locator('[data-path="i18n.kn.priestName"] input').fill(original as string);
  await save(page);
  expect((await getSite(request)).i18n).toEqual(was.i18n);
});

test("a translation too long is refused beside its field, and nothing is saved", async ({ page, request }) => {
  const was = await getSite(request);
  await signIn(page);
  await page.goto("/admin/settings?lang=hi");
  const name = page.locator('[data-path="i18n.hi.holySite"]');
  const input = name.locator("input");
  // The input stops at the limit; what is pasted past it by a script is refused by the form's own check.
  await input.evaluate((el: HTMLInputElement) => el.removeAttribute("maxlength"));
  await input.fill("ग".repeat(101));
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("settings-failure")).toContainText("Please correct the fields marked below.");
  await expect(name).toContainText("Use at most 100 characters.");
  await expect(input).toBeFocused();
  expect((await getSite(request)).i18n).toEqual(was.i18n);
});

test("Settings in Kannada have no serious accessibility fault", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings?lang=kn");
  await expect(page.getByTestId("fallback-count")).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});
