import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { SHORT_VIDEO, makeShortVideo } from "./fixtures/short-video";
import { axeFindings } from "./fixtures/axe";

// Admin → Photos end to end (README "Photos"): the priest uploads two photos at once, they appear on the
// public gallery pages as soon as the upload answers, he moves one and deletes one. The server re-encodes
// the photos and renders the pages (ARCHITECTURE.md §3), so this runs against the real binary only. The
// desktop and phone runs share one server: every run names its photos uniquely, and removes them at the end.

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const PNG = readFileSync(fileURLToPath(new URL("./fixtures/thumbnail.png", import.meta.url)));

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

interface Listed {
  id: string;
  body: { title?: string };
}

/** Every gallery entry as the API lists it to an administrator, unpublished ones too. */
async function listGallery(request: APIRequestContext, token: string): Promise<Listed[]> {
  const res = await request.get("/api/v1/gallery?all=true", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.items as Listed[];
}

/** Removes what a run added, whatever its test got to: the other specs count the gallery's entries. */
async function removeRun(request: APIRequestContext, token: string, run: string) {
  for (const entry of await listGallery(request, token)) {
    if (!entry.body.title?.includes(run)) continue;
    const res = await request.delete(`/api/v1/gallery/${encodeURIComponent(entry.id)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }
}

/** The alt texts of the gallery page's photos, in order. */
async function publicAlts(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .getByTestId("gallery-grid")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
}

test("the priest uploads two photos, sees them in the gallery, reorders and deletes one", async ({ page }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const first = { caption: `Havan ${run}`, alt: `Sacred fire of the havan ${run}` };
  const second = { caption: `Garlands ${run}`, alt: `Marigold garlands on the shrine ${run}` };

  await signIn(page);
  await page.goto("/admin/photos");
  await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
  // The shipped art is marked as samples for the priest to replace.
  await expect(page.getByTestId("samples-note")).toContainText("sample photo");
  await expect(page.getByTestId("sample-badge").first()).toBeVisible();
  // Removing the samples asks first; keeping them changes nothing.
  await page.getByRole("button", { name: "Remove all samples" }).click();
  const samplesDialog = page.getByTestId("remove-samples-dialog");
  await expect(samplesDialog).toContainText("cannot be undone");
  await samplesDialog.getByRole("button", { name: "Keep" }).click();
  await expect(samplesDialog).toBeHidden();
  await expect(page.getByTestId("sample-badge").first()).toBeVisible();

  // Two photos chosen at once; a PNG named .jpg is fine: the server reads the content.
  await page.getByTestId("photo-files").setInputFiles([
    { name: "havan.png", mimeType: "image/png", buffer: PNG },
    { name: "garlands.jpg", mimeType: "image/jpeg", buffer: PNG },
  ]);
  const queued = page.getByTestId("queued-photo");
  await expect(queued).toHaveCount(2);
  // The description is required: nothing is sent without it.
  await queued.nth(0).getByLabel("Caption").fill(first.caption);
  await page.getByTestId("upload-all").click();
  await expect(queued.nth(0).getByText("Please describe the photo.")).toBeVisible();
  await expect(queued.nth(1).getByText("Please write a caption.")).toBeVisible();
  await expect(queued).toHaveCount(2);

  await queued.nth(0).getByLabel("Description for people who cannot see the photo").fill(first.alt);
  await queued.nth(0).getByLabel("Show in").selectOption("vip");
  await queued.nth(1).getByLabel("Caption").fill(second.caption);
  await queued.nth(1).getByLabel("Description for people who cannot see the photo").fill(second.alt);
  await page.getByTestId("upload-all").click();
  await expect(queued).toHaveCount(0, { timeout: 20_000 });

  // Both are first in the list (the newest at the top) and on the public pages at once.
  const rows = page.getByTestId("photo-row");
  await expect(rows.nth(0).getByLabel("Caption")).toHaveValue(second.caption);
  await expect(rows.nth(1).getByLabel("Caption")).toHaveValue(first.caption);
  await expect(rows.nth(1)).toContainText("VIP");
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: join(process.env.SHOTS_DIR, `admin-photos-${info.project.name}.png`),
      fullPage: false,
    });
  }
  expect(await axeFindings(page, { include: "main", allRules: true, allImpacts: true })).toEqual([]);

  const all = await publicAlts(page, "/photos/all-photos");
  expect(all.slice(0, 2)).toEqual([second.alt, first.alt]);
  const vip = await publicAlts(page, "/photos/vip-photos");
  expect(vip).toContain(first.alt);
  expect(vip).not.toContain(second.alt);
  const img = page.getByTestId("gallery-grid").locator(`img[alt="${first.alt}"]`);
  await expect(img).toHaveAttribute("srcset", /\/media\/gallery\/[0-9a-f]+-\d+\.webp \d+w/);
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  // Move the newest one down: the public order follows.
  await page.goto("/admin/photos");
  // The list moves at once; the public pages show the move when the server has answered.
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/v1/gallery/") && r.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: `Move ${second.caption} down` }).click();
  expect((await answered).status()).toBe(200);
  await expect(rows.nth(0).getByLabel("Caption")).toHaveValue(first.caption);
  await expect(rows.nth(1).getByLabel("Caption")).toHaveValue(second.caption);
  expect((await publicAlts(page, "/photos/all-photos")).slice(0, 2)).toEqual([first.alt, second.alt]);

  // Delete one, after confirming: it leaves the list and the pages.
  await page.goto("/admin/photos");
  await page.getByRole("button", { name: `Delete ${first.caption}` }).click();
  const dialog = page.getByTestId("delete-photo-dialog");
  await expect(dialog).toContainText(first.caption);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Delete ${first.caption}` })).toHaveCount(0);
  await expect(rows.nth(0).getByLabel("Caption")).toHaveValue(second.caption);
  const after = await publicAlts(page, "/photos/all-photos");
  expect(after).not.toContain(first.alt);
  expect(after[0]).toBe(second.alt);

  // The other goes too: the gallery is as the shipped samples left it, for the gallery spec that follows.
  await page.goto("/admin/photos");
  await page.getByRole("button", { name: `Delete ${second.caption}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Delete ${second.caption}` })).toHaveCount(0);
  expect(await publicAlts(page, "/photos/all-photos")).not.toContain(second.alt);
});

// A short video from the same chooser (README "Photos"): the poster is a frame taken in the browser, shown
// in the queue with a Video badge, sent with the video; the entry is a video in the list and on the VIP
// page. /photo-gallery is not where to look: it shows the six featured samples until they are removed.
test("the priest adds a short video: its poster is taken in the browser and it shows on the VIP page", async ({
  page,
  request,
}, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const clip = { caption: `Evening aarti ${run}`, alt: `Lamps waved before the deity at dusk ${run}` };
  const token = await apiToken(request);
  const before = (await listGallery(request, token)).map((e) => e.id);
  try {
    await signIn(page);
    await page.goto("/admin/photos");
    await page
      .getByTestId("photo-files")
      .setInputFiles({ name: "aarti.mp4", mimeType: "video/mp4", buffer: readFileSync(makeShortVideo()) });
    const queued = page.getByTestId("queued-photo");
    await expect(queued).toHaveCount(1);
    await expect(queued).toHaveAttribute("data-kind", "video");
    await expect(queued.getByTestId("video-badge")).toHaveText("Video");
    // The poster: a real picture at the video's size, drawn from a frame of it.
    const preview = queued.getByTestId("queued-preview");
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() =>
        preview.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [])),
      )
      .toEqual([SHORT_VIDEO.width, SHORT_VIDEO.height]);
    await queued.getByLabel("Caption").fill(clip.caption);
    await queued.getByLabel("Description for people who cannot see the photo").fill(clip.alt);
    // A video starts on the VIP page, where videos show, and says so.
    await expect(queued.getByLabel("Show in")).toHaveValue("vip");
    await expect(queued.getByText("All Photos lists photos only")).toBeVisible();
    await expect(page.getByTestId("upload-all")).toHaveText("Upload 1 file(s)");
    expect(await axeFindings(page, { include: "main", allRules: true, allImpacts: true })).toEqual([]);

    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/gallery") && r.request().method() === "POST",
    );
    await page.getByTestId("upload-all").click();
    expect((await answered).status()).toBe(201);
    await expect(queued).toHaveCount(0, { timeout: 20_000 });

    // First in the list, marked as a video, with the poster the server made from the frame.
    const row = page.getByTestId("photo-row").first();
    await expect(row.getByLabel("Caption")).toHaveValue(clip.caption);
    await expect(row).toHaveAttribute("data-kind", "video");
    await expect(row.getByTestId("video-badge")).toBeVisible();
    const thumb = row.locator("img");
    await expect(thumb).toHaveAttribute("src", /^\/media\/gallery\/[0-9a-f]+-poster-\d+\.webp$/);
    await expect
      .poll(() => thumb.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await axeFindings(page, { include: "main", allRules: true, allImpacts: true })).toEqual([]);

    // On the VIP page, first, as a video with its poster; the video file is served.
    await page.goto("/photos/vip-photos");
    const grid = page.getByTestId("gallery-grid");
    await expect(grid.getByRole("button", { name: /^Play video/ }).first()).toHaveAccessibleName(
      new RegExp(clip.caption),
    );
    const poster = grid.locator(`img[alt="${clip.alt}"]`);
    await expect(poster).toHaveAttribute("src", /^\/media\/gallery\/[0-9a-f]+-poster-\d+\.webp$/);
    await poster.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    const entry = (await listGallery(request, token)).find((e) => e.body.title === clip.caption) as Listed & {
      body: { kind: string; src: string };
    };
    expect(entry.body.kind).toBe("video");
    const file = await request.get(entry.body.src);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("video/mp4");

    // A change and a delete work as for photos: the category, then the entry, after confirming.
    await page.goto("/admin/photos");
    await row.getByLabel("Show in").selectOption("all");
    await row.getByRole("button", { name: "Save" }).click();
    // The toast itself: the page's lead also ends "… as soon as they are saved.", and a bare getByText
    // passed on it before the toast came.
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Saved.", { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Delete ${clip.caption}` }).click();
    const dialog = page.getByTestId("delete-photo-dialog");
    await expect(dialog).toContainText("Delete this video?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: `Delete ${clip.caption}` })).toHaveCount(0);
    expect((await listGallery(request, token)).map((e) => e.id)).toEqual(before);
  } finally {
    await removeRun(request, token, run);
  }
});

test("a video over 10 MB and an .mp4 that is not a video are refused, and nothing is stored", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const before = (await listGallery(request, token)).map((e) => e.id);
  await signIn(page);
  await page.goto("/admin/photos");
  await page.getByTestId("photo-files").setInputFiles([
    // Refused on choosing, by its size, with the darshan form's message.
    { name: "long.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(10 * 1_048_576 + 1) },
    // Taken by its name, but the browser cannot play it: no poster, so it cannot be sent.
    { name: "not-a-video.mp4", mimeType: "video/mp4", buffer: PNG },
  ]);
  await expect(page.getByTestId("refused-file")).toHaveText("long.mp4: Video size exceeds 10MB");
  const queued = page.getByTestId("queued-photo");
  await expect(queued).toHaveCount(1);
  await expect(queued.getByTestId("poster-failed")).toContainText("cannot be played as a video", { timeout: 20_000 });
  await expect(queued.getByTestId("queued-preview")).toHaveCount(0);
  await expect(queued.getByLabel("Caption")).toHaveCount(0);
  await expect(page.getByTestId("upload-all")).toBeDisabled();
  expect(await axeFindings(page, { include: "main", allRules: true, allImpacts: true })).toEqual([]);
  await queued.getByRole("button", { name: "Remove from the list" }).click();
  await expect(queued).toHaveCount(0);
  expect((await listGallery(request, token)).map((e) => e.id)).toEqual(before);
});
