import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

// Admin → Pages end to end against the real binary: the priest edits the About text and the public page
// shows it once the save is answered (the server draws pages before it answers, ARCHITECTURE.md §3); an
// unsaved edit survives a reload (the draft kept in the browser); an older version restored from the
// history is put in the form unsaved and saved as a new version.

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

type Body = Record<string, unknown> & { intro: string[] };

async function getAbout(request: APIRequestContext): Promise<Body> {
  const res = await request.get("/api/v1/pages/about");
  expect(res.status()).toBe(200);
  const { i18n: _translations, ...body } = (await res.json()).data.page.body;
  return body as Body;
}

async function putAbout(request: APIRequestContext, body: Body) {
  const token = await apiToken(request);
  const res = await request.put("/api/v1/pages/about", { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
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

const firstIntro = (page: Page) => page.locator('[data-path="intro[0]"] textarea');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the About text edited in the form shows on /about-us when the save is answered", async ({ page }, testInfo) => {
  await page.goto("/admin/pages");
  await shoot(page, "pages-list", testInfo.project.name);
  await page.getByTestId("page-about").click();
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await shoot(page, "page-about", testInfo.project.name);

  const text = `Pandit ji welcomes you (${testInfo.project.name} ${Date.now()}).`;
  await firstIntro(page).fill(text);
  await expect(page.getByTestId("entry-unsaved")).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/pages/about") && r.request().method() === "PUT");
  await page.getByTestId("entry-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Saved. The page shows it now.")).toBeVisible();

  // The very next request for the page has it: no waiting, no retry.
  const res = await page.request.get("/about-us");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(text);
  await page.goto("/about-us");
  await expect(page.getByText(text)).toBeVisible();
});

test("an unsaved edit survives a reload, and Discard puts back what is saved", async ({ page, request }, testInfo) => {
  const stored = await getAbout(request);
  await page.goto("/admin/pages/about");
  const text = `Still being written (${testInfo.project.name} ${Date.now()})`;
  await firstIntro(page).fill(text);
  await page.reload();
  await expect(page.getByTestId("draft-restored")).toBeVisible();
  await expect(firstIntro(page)).toHaveValue(text);
  await shoot(page, "page-about-restored", testInfo.project.name);
  // Nothing reached the server.
  expect((await getAbout(request)).intro[0]).toBe(stored.intro[0]);

  await page.getByTestId("draft-discard").click();
  await expect(page.getByTestId("draft-restored")).toBeHidden();
  await expect(firstIntro(page)).toHaveValue(stored.intro[0] as string);
  await page.reload();
  await expect(page.getByTestId("draft-restored")).toBeHidden();
});

test("an older version restored from the history is saved as a new version", async ({ page, request }, testInfo) => {
  const base = await getAbout(request);
  const older = `The older words (${testInfo.project.name} ${Date.now()})`;
  const newer = `The newer words (${testInfo.project.name} ${Date.now()})`;
  await putAbout(request, { ...base, intro: [older, ...base.intro.slice(1)] });
  await putAbout(request, { ...base, intro: [newer, ...base.intro.slice(1)] });

  await page.goto("/admin/pages/about");
  await expect(firstIntro(page)).toHaveValue(newer);
  await page.getByTestId("history-panel").locator("summary").click();
  const versions = page.getByTestId("history-version");
  await expect(versions.first()).toContainText("Current");
  await expect(versions.first()).toContainText("by Raghavendra Bhat");
  await shoot(page, "page-about-history", testInfo.project.name);
  // The second is the older save.
  await versions.nth(1).getByTestId("history-restore").click();
  await expect(firstIntro(page)).toHaveValue(older);
  await expect(page.getByTestId("entry-unsaved")).toBeVisible();
  // Restored, not yet saved: the site still shows the newer words.
  expect(await (await page.request.get("/about-us")).text()).toContain(newer);

  await page.getByTestId("entry-save").click();
  await expect(page.getByText("Saved. The page shows it now.")).toBeVisible();
  const html = await (await page.request.get("/about-us")).text();
  expect(html).toContain(older);
  expect(html).not.toContain(newer);
  // The restore is the newest version now.
  await expect(versions.first()).toContainText("Current");
  expect((await getAbout(request)).intro[0]).toBe(older);
});

test("the preview shows the unsaved change drawn by the server, and nothing is saved", async ({
  page,
  request,
}, testInfo) => {
  const stored = await getAbout(request);
  await page.goto("/admin/pages/about");
  const text = `Only in the preview (${testInfo.project.name} ${Date.now()})`;
  await firstIntro(page).fill(text);
  await page.getByTestId("preview-button").click();
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByText(text)).toBeVisible();
  await shoot(page, "page-about-preview", testInfo.project.name);
  expect(await (await page.request.get("/about-us")).text()).not.toContain(text);
  expect((await getAbout(request)).intro[0]).toBe(stored.intro[0]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("preview-dialog")).toBeHidden();
});

/** The About page's whole stored body, its translations with it. */
async function getWholeAbout(request: APIRequestContext): Promise<Body> {
  const res = await request.get("/api/v1/pages/about");
  expect(res.status()).toBe(200);
  return (await res.json()).data.page.body as Body;
}

test("a block's paragraph is one text with its bold phrases between ** marks, in English and in Hindi", async ({
  page,
  request,
}, testInfo) => {
  const stored = await getWholeAbout(request);
  try {
    await page.goto("/admin/pages/about");
    const paragraph = page.locator('[data-path="blocks[0].text[0]"] textarea');
    // One text box for the paragraph, holding the stored bold phrases marked.
    await expect(paragraph).toHaveValue(/\*\*Vedic gurukula\*\*/);
    await expect(page.locator('[data-path^="blocks[0].text[0]["]')).toHaveCount(0);
    // The text box keeps most of the phone's width: no box nested in a box nested in a box.
    const width = (await paragraph.boundingBox())!.width;
    expect(width).toBeGreaterThan(testInfo.project.name === "desktop" ? 600 : 280);
    await shoot(page, "page-about-block", testInfo.project.name);

    const english = `Taught by ear at a **gurukula by the sea** for twelve years (${testInfo.project.name}).`;
    await paragraph.fill(english);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/pages/about") && r.request().method() === "PUT",
    );
    await page.getByTestId("entry-save").click();
    expect((await saved).status()).toBe(200);
    const html = await (await page.request.get("/about-us")).text();
    expect(html).toContain("<strong>gurukula by the sea</strong>");
    expect(html).not.toContain("**");

    // Its Hindi: one text too, with bold phrases of its own, however many the English has.
    await page.goto("/admin/pages/about?lang=hi");
    const hindi = page.locator('[data-path="i18n.hi.blocks[0].text[0]"] textarea');
    await hindi.fill("बारह वर्ष **समुद्र तट के गुरुकुल** में और **कान से** सीखा।");
    const savedHindi = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/pages/about") && r.request().method() === "PUT",
    );
    await page.getByTestId("entry-save").click();
    expect((await savedHindi).status()).toBe(200);
    const hindiHtml = await (await page.request.get("/hi/about-us")).text();
    expect(hindiHtml).toContain("<strong>समुद्र तट के गुरुकुल</strong>");
    expect(hindiHtml).toContain("<strong>कान से</strong>");
  } finally {
    await putAbout(request, stored);
  }
});

test("the priest's portrait takes a photo of his own, saved and shown at once", async ({ page, request }, testInfo) => {
  const stored = await getWholeAbout(request);
  try {
    await page.goto("/admin/pages/about");
    const picture = page.getByTestId("picture-photo");
    await expect(picture.getByText("Shows the built-in artwork.")).toBeVisible();
    await shoot(page, "page-about-portrait", testInfo.project.name);
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/v1/pages/about/image"));
    await picture.locator('input[type="file"]').setInputFiles("e2e/fixtures/thumbnail.png");
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    const url = ((await answer.json()).data.page.body.photo as string) ?? "";
    expect(url).toMatch(/^\/media\/pages\/.+\.webp$/);
    await expect(picture.locator(`img[src="${url}"]`)).toBeVisible();
    await expect(page.getByTestId("entry-unsaved")).toHaveCount(0);
    // The public page shows it as the first response after the answer.
    const html = await (await page.request.get("/about-us")).text();
    expect(html).toContain(`src="${url}"`);
    await page.goto("/about-us");
    const portrait = page.locator("img[fetchpriority=high]");
    await expect(portrait).toHaveAttribute("src", url);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await putAbout(request, stored);
  }
});
