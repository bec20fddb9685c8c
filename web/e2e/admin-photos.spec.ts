import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";

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
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

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
