import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const FULL_NAME = "Raghavendra Bhat";

// Real files made once with ffmpeg: a 5-second 320×180 H.264 MP4 and a 640×360 PNG.
const VIDEO = fileURLToPath(new URL("./fixtures/darshan.mp4", import.meta.url));
const THUMBNAIL = fileURLToPath(new URL("./fixtures/thumbnail.png", import.meta.url));
const DURATION = "0:05";
/** The public list call, whatever its query. */
const FEED = (url: URL) => url.pathname === "/api/v1/video-posts";

/** A title no other test (or the other viewport's run) uses. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
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

interface Created {
  _id: string;
  title: string;
}

/** Creates a post straight through the API, for the tests that are not about the form. */
async function createViaApi(request: APIRequestContext, title: string, isPublished = true): Promise<Created> {
  const token = await apiToken(request);
  const res = await request.post("/api/v1/video-posts/create", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: '<p>The Lord adorned with <strong>jasmine</strong>.</p><ol><li data-list="bullet">Aarti</li></ol>',
      isPublished: String(isPublished),
      video: { name: "darshan.mp4", mimeType: "video/mp4", buffer: readFileSync(VIDEO) },
      thumbnail: { name: "thumbnail.png", mimeType: "image/png", buffer: readFileSync(THUMBNAIL) },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.videoPost as Created;
}

const editor = (page: Page) => page.locator(".ql-editor");
const videoInput = (page: Page) => page.getByLabel("Video", { exact: true });
const thumbnailInput = (page: Page) => page.getByLabel("Thumbnail", { exact: true });

/** Fills the create form through the editor and the pickers, as an administrator would. */
async function fillForm(page: Page, title: string, publish: boolean) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await editor(page).click();
  await page.keyboard.type("Morning alankara ");
  // Bold through the toolbar: the next words are typed bold.
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type("with jasmine");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(" and marigold.");
  await expect(editor(page).locator("strong")).toHaveText("with jasmine");
  await videoInput(page).setInputFiles(VIDEO);
  await expect(page.getByTestId("video-preview")).toBeVisible();
  await thumbnailInput(page).setInputFiles(THUMBNAIL);
  await expect(page.getByTestId("thumbnail-preview")).toBeVisible();
  const box = page.getByRole("checkbox", { name: "Publish Now" });
  await expect(box).not.toBeChecked();
  if (publish) await box.check();
}

async function expectFormReset(page: Page) {
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(editor(page)).toHaveText("");
  await expect(page.getByTestId("video-preview")).toHaveCount(0);
  await expect(page.getByTestId("thumbnail-preview")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Publish Now" })).not.toBeChecked();
  expect(await videoInput(page).evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  expect(await thumbnailInput(page).evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
}

/**
 * Opens /daily-darshan, whose HTML shows `title` on the first load: a post's write is answered once the
 * server's pages show it (ARCHITECTURE.md §3), so nothing is waited for or retried.
 */
async function openFeed(page: Page, title: string) {
  const response = await page.goto("/daily-darshan");
  expect(response?.status()).toBe(200);
  expect(await response?.text(), `the feed's HTML shows ${title} at once`).toContain(title);
  await expect(page.getByTestId("video-card").filter({ hasText: title })).toHaveCount(1);
}

/** Makes sure at least `count` published posts exist, so the feed has a second page. */
async function atLeastPosts(request: APIRequestContext, count: number) {
  const { total } = (await (await request.get("/api/v1/video-posts?page=1")).json()).data as { total: number };
  for (let i = total; i < count; i++) await createViaApi(request, unique(`Filler darshan ${i}`));
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("daily darshan", () => {
  test("an administrator creates a published post and a draft; the public feed shows only the published one", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = consoleErrors(page);
    const published = unique("Published aarti");
    const draft = unique("Draft aarti");
    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(page.getByRole("heading", { level: 1, name: "Creating New Post" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/admin/daily-darshan");
    await expect(editor(page)).toBeVisible();

    // The answer is held back a little, so the waiting state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/video-posts/create", async (route) => {
      await held;
      await route.continue();
    });
    await fillForm(page, published, true);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByTestId("submitting")).toContainText("Please wait ...");
    await expect(page.getByTestId("submitting").locator("img")).toBeVisible();
    await expect(page.getByTestId("upload-progress")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create" })).toHaveCount(0);
    release();
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible();
    await expect(page.getByTestId("form-failure")).toHaveCount(0);
    await expectFormReset(page);
    await page.unroute("**/api/v1/video-posts/create");

    await fillForm(page, draft, false);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible();
    await expectFormReset(page);
    // The editor works under the site's strict CSP without complaint.
    expect(errors).toEqual([]);

    // The admin list has both, the draft marked.
    await page.getByRole("link", { name: "View All" }).click();
    const draftTile = page.getByTestId("admin-post").filter({ hasText: draft });
    await expect(draftTile.getByTestId("draft-badge")).toHaveText("Draft");
    await expect(page.getByTestId("admin-post").filter({ hasText: published }).getByTestId("draft-badge")).toHaveCount(
      0,
    );

    // The public feed: the published post with its duration, bold text and owner; never the draft.
    await openFeed(page, published);
    const card = page.getByTestId("video-card").filter({ hasText: published });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("post-duration")).toHaveText(DURATION);
    await expect(card.locator("strong")).toHaveText("with jasmine");
    await expect(card).toContainText(`By ${FULL_NAME}`);
    await expect(card.getByTestId("post-views")).toHaveText("0 views");
    await expect(page.getByTestId("video-card").filter({ hasText: draft })).toHaveCount(0);
    const list = await (await request.get("/api/v1/video-posts?page=1&limit=50")).json();
    const titles = (list.data.videoPosts as Created[]).map((p) => p.title);
    expect(titles).toContain(published);
    expect(titles).not.toContain(draft);
  });

  test("the inline player plays, counts one view and the card links to the post", async ({ page, request }) => {
    const older = await createViaApi(request, unique("Earlier darshan"));
    const post = await createViaApi(request, unique("Inline darshan"));
    await openFeed(page, post.title);
    const card = page.getByTestId("video-card").filter({ hasText: post.title });
    const thumb = card.locator("img");
    // The newest post comes first and its image is the page's largest paint: fetched at once, first;
    // the images below it load lazily.
    await expect(page.getByTestId("video-card").first()).toContainText(post.title);
    await expect(thumb).toHaveAttribute("loading", "eager");
    await expect(thumb).toHaveAttribute("fetchpriority", "high");
    const olderThumb = page.getByTestId("video-card").filter({ hasText: older.title }).locator("img");
    await expect(olderThumb).toHaveAttribute("loading", "lazy");
    await expect(olderThumb).not.toHaveAttribute("fetchpriority", "high");
    await expect(thumb).toHaveAttribute("srcset", /\d+w/);
    await expect(thumb).toHaveAttribute("width", /^\d+$/);
    await expect(thumb).toHaveAttribute("height", /^\d+$/);
    await card.getByRole("button", { name: `Play video: ${post.title}` }).click();
    const player = card.getByTestId("inline-player");
    await expect(player).toBeVisible();
    await expect(thumb).toHaveCount(0);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(await player.evaluate((v: HTMLVideoElement) => v.controls && v.playsInline)).toBe(true);
    await expect
      .poll(async () => (await (await request.get(`/api/v1/video-posts/${post._id}`)).json()).data.videoPost.views)
      .toBe(1);

    await expect(card.getByRole("link", { name: `Read more about ${post.title}` })).toHaveAttribute(
      "href",
      `/daily-darshan/${post._id}`,
    );
    await card.getByRole("link", { name: `Read more about ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/daily-darshan/${post._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });

  test("each card fetches the smallest thumbnail variant that covers it, on a phone and on desktops", async ({
    browser,
    request,
  }) => {
    const sized = await createViaApi(request, unique("Sized darshan"));
    // 690 and 1060 px sit just past the grid's breakpoints, where the cards are narrowest for the window.
    for (const [width, scale] of [
      [375, 2],
      [690, 1],
      [1060, 1],
      [1280, 1],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale });
      const page = await context.newPage();
      await openFeed(page, sized.title);
      const thumb = page.getByTestId("video-card").first().locator("img");
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
      const seen = await thumb.evaluate((img: HTMLImageElement) => ({
        needed: img.getBoundingClientRect().width * devicePixelRatio,
        chosen: img.currentSrc,
        variants: img.srcset.split(",").map((candidate) => {
          const [url, w] = candidate.trim().split(/\s+/);
          return { url: new URL(url!, location.href).href, width: Number.parseInt(w!, 10) };
        }),
      }));
      const bySize = seen.variants.sort((a, b) => a.width - b.width);
      expect(bySize.length, "variants").toBeGreaterThan(1);
      const expected = bySize.find((v) => v.width >= seen.needed) ?? bySize.at(-1)!;
      expect(seen.chosen, `${width} px at ${scale}x: ${Math.round(seen.needed)} device px wide`).toBe(expected.url);
      await context.close();
    }
  });

  test("the feed is in the page's HTML and runs on one small script, with no request for its first page", async ({
    page,
    request,
    isMobile,
  }) => {
    const post = await createViaApi(request, unique("Island darshan"));
    const errors = consoleErrors(page);
    await openFeed(page, post.title);
    const scripts: string[] = [];
    const feedCalls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === "script") scripts.push(url.pathname);
      if (FEED(url)) feedCalls.push(url.search);
    });
    const html = await (await request.get("/daily-darshan")).text();
    expect(html).toContain(post.title);
    await page.reload();
    await expect(page.getByTestId("video-card").first()).toContainText(post.title);
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    expect(feedCalls).toEqual([]);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    }
    expect(errors).toEqual([]);
  });

  test("the post page shows the player, the full description and the facts; drafts and unknown ids are not found", async ({
    page,
    request,
  }) => {
    const post = await createViaApi(request, unique("Detail darshan"));
    const draft = await createViaApi(request, unique("Hidden draft"), false);
    await page.goto(`/daily-darshan/${post._id}`);
    const article = page.getByTestId("darshan-post");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.locator("strong")).toHaveText("jasmine");
    await expect(article.locator("li[data-list]")).toHaveText("Aarti");
    await expect(article.getByTestId("post-duration")).toHaveText(DURATION);
    await expect(article).toContainText(`By ${FULL_NAME}`);
    const video = article.locator("video");
    await expect(video).toHaveAttribute("poster", /\/media\//);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    await expect
      .poll(async () => (await (await request.get(`/api/v1/video-posts/${post._id}`)).json()).data.videoPost.views)
      .toBe(1);

    for (const id of [draft._id, "no-such-post"]) {
      await page.goto(`/daily-darshan/${id}`);
      await expect(page.getByTestId("not-found")).toBeVisible();
      await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    }
  });

  test("the feed pages with Show More and logs a failed load", async ({ page, request }) => {
    await atLeastPosts(request, 11);
    const real = await createViaApi(request, unique("Paging darshan"));
    const template = (await (await request.get(`/api/v1/video-posts/${real._id}`)).json()).data.videoPost;
    const fake = (n: number) => ({ ...template, _id: `fake-${n}`, title: `Fake post ${n}` });
    await openFeed(page, real.title);
    await expect(page.getByTestId("video-card")).toHaveCount(10);

    // A failed load is logged; nothing new shows, the indicator clears and Show More comes back.
    await page.route(FEED, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, success: false, message: "boom", data: null } }),
    );
    const logged = consoleErrors(page);
    await page.getByRole("button", { name: "Show More" }).click();
    await expect.poll(() => logged.some((m) => m.includes("Network response was not ok"))).toBe(true);
    await expect(page.getByTestId("darshan-loading")).toHaveCount(0);
    await expect(page.getByTestId("video-card")).toHaveCount(10);
    await page.unroute(FEED);

    const requested: string[] = [];
    await page.route(FEED, async (route) => {
      const n = Number(new URL(route.request().url()).searchParams.get("page"));
      requested.push(String(n));
      await route.fulfill({
        json: {
          statusCode: 200,
          success: true,
          message: "OK",
          data: { videoPosts: [fake(11), fake(12)], total: 12, page: n, limit: 10 },
        },
      });
    });
    await page.getByRole("button", { name: "Show More" }).click();
    await expect(page.getByTestId("video-card")).toHaveCount(12);
    await expect(page.getByTestId("video-card").last()).toContainText("Fake post 12");
    await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
    expect(requested).toEqual(["2"]);
  });

  test("the admin list shows every post, and a thumbnail opens a popup that Esc, Close and a click outside dismiss", async ({
    page,
    request,
  }) => {
    const post = await createViaApi(request, unique("Popup darshan"));
    await signIn(page);
    await page.goto("/admin/daily-darshan");
    await expect(page.getByRole("link", { name: "Add new" })).toHaveAttribute("href", "/admin/daily-darshan/new");
    const tiles = page.getByTestId("admin-post");
    await expect(tiles.filter({ hasText: post.title })).toBeVisible();
    const all = await (
      await request.get("/api/v1/video-posts/all", { headers: { Authorization: `Bearer ${await apiToken(request)}` } })
    ).json();
    const count = await tiles.count();
    expect(count).toBe(all.data.videoPosts.length);
    await expect(page.getByTestId("admin-showing")).toHaveText(`Showing ${count}/${all.data.total}`);

    const open = () => page.getByRole("button", { name: `Watch ${post.title}` }).click();
    const popup = page.getByRole("dialog", { name: post.title });
    await open();
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId("popup-duration")).toHaveText(DURATION);
    // The description is rendered as HTML, not shown as text.
    await expect(popup.getByTestId("popup-description").locator("strong")).toHaveText("jasmine");
    await expect(popup.getByTestId("popup-description")).not.toContainText("<strong>");
    await expect(popup).toContainText("Uploaded");
    const player = popup.getByTestId("popup-player");
    expect(await player.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(true);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);

    await open();
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);

    await open();
    await expect(popup).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(popup).toHaveCount(0);

    expect(await axeFindings(page)).toEqual([]);
  });

  test("an administrator edits a post's title, description and publication, then deletes it", async ({
    page,
    request,
  }) => {
    const post = await createViaApi(request, unique("Editable darshan"));
    const renamed = unique("Renamed darshan");
    await signIn(page);
    await page.goto("/admin/daily-darshan");
    const tile = page.getByTestId("admin-post").filter({ hasText: post.title });
    await tile.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit post" });
    await expect(dialog.locator(".ql-editor strong")).toHaveText("jasmine");
    await dialog.getByLabel("Title", { exact: true }).fill(renamed);
    await dialog.locator(".ql-editor").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Evening aarti too.");
    await dialog.getByRole("checkbox", { name: "Publish Now" }).uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    const renamedTile = page.getByTestId("admin-post").filter({ hasText: renamed });
    await expect(renamedTile.getByTestId("draft-badge")).toHaveText("Draft");
    const stored = (
      await (
        await request.get(`/api/v1/video-posts/${post._id}`, {
          headers: { Authorization: `Bearer ${await apiToken(request)}` },
        })
      ).json()
    ).data.videoPost;
    expect(stored.title).toBe(renamed);
    expect(stored.isPublished).toBe(false);
    expect(stored.description).toContain("Evening aarti too.");
    expect((await request.get(`/api/v1/video-posts/${post._id}`)).status()).toBe(404);

    const before = await page.getByTestId("admin-showing").textContent();
    await renamedTile.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(renamedTile).toBeVisible();
    await renamedTile.getByRole("button", { name: /^Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(renamedTile).toHaveCount(0);
    await expect(page.getByTestId("admin-showing")).not.toHaveText(before ?? "");
    const gone = await request.get(`/api/v1/video-posts/${post._id}`, {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
    });
    expect(gone.status()).toBe(404);
    expect((await request.get(stored.videoLink)).status()).toBe(404);
  });

  test("the form shows each validation message, the server's failure and a failed send", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(editor(page)).toBeVisible();
    const create = page.getByRole("button", { name: "Create" });

    await create.click();
    await expect(page.getByTestId("title-error")).toHaveText("Title is required");
    await expect(page.getByTestId("description-error")).toHaveText("Description is required");
    await expect(page.getByTestId("video-error")).toHaveText("Video file is required");
    await expect(page.getByTestId("thumbnail-error")).toHaveText("Thumbnail is required");
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

    await page.getByLabel("Title", { exact: true }).fill("   ");
    await create.click();
    await expect(page.getByTestId("title-error")).toHaveText("Title is required");
    await page.getByLabel("Title", { exact: true }).fill("Validation darshan");
    await create.click();
    await expect(page.getByTestId("title-error")).toHaveCount(0);
    await expect(page.getByTestId("description-error")).toHaveText("Description is required");

    await editor(page).click();
    await page.keyboard.type("Om namah shivaya");
    await create.click();
    await expect(page.getByTestId("description-error")).toHaveCount(0);
    await expect(page.getByTestId("video-error")).toHaveText("Video file is required");

    // One byte over 10 MB: refused, the selection cleared.
    await videoInput(page).setInputFiles({
      name: "too-big.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.alloc(10 * 1_048_576 + 1),
    });
    await expect(page.getByTestId("video-error")).toHaveText("Video size exceeds 10MB");
    await expect(page.getByTestId("video-preview")).toHaveCount(0);
    expect(await videoInput(page).evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await expect(videoInput(page)).toHaveAttribute("accept", /\.mp4/);

    await videoInput(page).setInputFiles(VIDEO);
    await expect(page.getByTestId("video-error")).toHaveCount(0);
    await create.click();
    await expect(page.getByTestId("thumbnail-error")).toHaveText("Thumbnail is required");

    await thumbnailInput(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("om") });
    await expect(page.getByTestId("thumbnail-error")).toHaveText("Invalid image file");
    await expect(page.getByTestId("thumbnail-preview")).toHaveCount(0);
    await expect(thumbnailInput(page)).toHaveAttribute("accept", ".jpg,.jpeg,.png");
    await thumbnailInput(page).setInputFiles(THUMBNAIL);
    await expect(page.getByTestId("thumbnail-error")).toHaveCount(0);

    // The server refuses: its message appears under the form and nothing is reset.
    await page.route("**/api/v1/video-posts/create", (route) =>
      route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          success: false,
          data: null,
          message: "Invalid image file",
          errors: [{ field: "thumbnail", message: "Invalid image file" }],
        },
      }),
    );
    await create.click();
    await expect(page.getByTestId("form-failure")).toHaveText("Invalid image file");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Validation darshan");

    // The request never gets an answer.
    await page.unroute("**/api/v1/video-posts/create");
    await page.route("**/api/v1/video-posts/create", (route) => route.abort("failed"));
    await create.click();
    await expect(page.getByTestId("form-failure")).toHaveText("Failed to submit the form. Please try again.");
    await expect(create).toBeVisible();
  });

  test("an upload with an expired access token renews the session once and succeeds", async ({ page, request }) => {
    const title = unique("Renewed upload");
    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(editor(page)).toBeVisible();
    await fillForm(page, title, true);
    const before = await page.evaluate(() => sessionStorage.getItem("refreshToken"));
    await page.evaluate(() => sessionStorage.setItem("accessToken", "expired.or.forged"));
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/v1/video-posts/create")) statuses.push(r.status());
    });
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible();
    await expectFormReset(page);
    expect(statuses).toEqual([401, 201]);
    expect(await page.evaluate(() => sessionStorage.getItem("refreshToken"))).not.toBe(before);
    const list = await (await request.get("/api/v1/video-posts?page=1")).json();
    expect((list.data.videoPosts as Created[]).map((p) => p.title)).toContain(title);
  });

  test("a large upload moves the progress bar before it completes", async ({ page, context }) => {
    test.setTimeout(60_000);
    // The fixture followed by a 9 MiB `free` box: still a valid MP4, now large enough to watch.
    const padding = 9 * 1_048_576;
    const free = Buffer.alloc(padding);
    free.writeUInt32BE(padding, 0);
    free.write("free", 4, "latin1");
    const big = Buffer.concat([readFileSync(VIDEO), free]);
    expect(big.length).toBeLessThan(10 * 1_048_576);

    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(editor(page)).toBeVisible();
    const title = unique("Large upload");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await editor(page).click();
    await page.keyboard.type("A longer darshan.");
    await videoInput(page).setInputFiles({ name: "large.mp4", mimeType: "video/mp4", buffer: big });
    await thumbnailInput(page).setInputFiles(THUMBNAIL);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>("[data-testid=upload-progress]");
        if (bar) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
    });
    // About four seconds of upload.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2.5 * 1_048_576,
    });
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByTestId("upload-progress")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("form-failure")).toHaveCount(0);
    await expectFormReset(page);
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
  });

  test("the editor keeps only safe link addresses", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await editor(page).click();
    await page.keyboard.type("temple");
    for (const [href, kept] of [
      ["javascript:alert(1)", "about:blank"],
      ["https://example.org/darshan", "https://example.org/darshan"],
      ["tel:+919999999999", "tel:+919999999999"],
    ] as const) {
      await page.keyboard.press("ControlOrMeta+A");
      await page.getByRole("button", { name: "Link", exact: true }).click();
      const tooltip = page.locator(".ql-tooltip[data-mode=link] input[type=text]");
      await tooltip.fill(href);
      await tooltip.press("Enter");
      await expect(editor(page).locator("a")).toHaveAttribute("href", kept);
      await editor(page).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("temple");
      await expect(editor(page).locator("a")).toHaveCount(0);
    }
  });

  test("the editor is loaded only in the admin area", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (r) => loaded.push(new URL(r.url()).pathname));
    for (const path of ["/", "/daily-darshan", "/photo-gallery", "/login"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(loaded.filter((p) => /quill|rich-text-editor|create-post/i.test(p))).toEqual([]);
    const html = await (await page.request.get("/daily-darshan")).text();
    expect(html).not.toMatch(/quill|rich-text-editor/i);

    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(editor(page)).toBeVisible();
    expect(loaded.some((p) => /quill/i.test(p))).toBe(true);
  });

  test("the public feed and the create form fit a phone and are accessible", async ({ page, request, isMobile }) => {
    const post = await createViaApi(request, unique("Accessible darshan"));
    await openFeed(page, post.title);
    await expect(page.getByTestId("video-card").first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);

    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    await expect(editor(page)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (isMobile) {
      const width = await editor(page).evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(250);
    }
    expect(await axeFindings(page)).toEqual([]);
  });
});
