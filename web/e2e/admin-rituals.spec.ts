import { mkdirSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";

// Admin → Puja Services end to end, on a desktop and a phone: the priest adds a ritual with a photo and it is
// on its category page, its own page and in the sitemap when the save answers; he renames its address and
// the old one answers 301 to the new one. Screenshots of the editor go to SHOTS (outside the repository).

const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const SHOTS = process.env.SHOTS_DIR;

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function shot(page: Page, name: string, project: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test("the priest adds a ritual with a photo, then renames its address", async ({ page, request }, info) => {
  const suffix = `${info.project.name}${Date.now().toString(36)}`;
  const title = `Shanti Homa ${suffix}`;
  const slug = `shanti-homa-${suffix}`;
  await signIn(page);
  await page.goto("/admin/rituals");
  await expect(page.getByRole("heading", { level: 1, name: "Puja Services" })).toBeVisible();
  await expect(page.getByTestId("ritual-row").first()).toBeVisible();
  await page.getByRole("searchbox").fill("navagraha");
  await expect(page.getByTestId("ritual-row")).toHaveCount(1);
  await shot(page, "rituals-list", info.project.name);
  await page.getByRole("searchbox").fill("");

  await page.getByTestId("add-ritual").click();
  await expect(page).toHaveURL(/\/admin\/rituals\/new$/);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
  await page.getByLabel("Category").selectOption("homa-havan");
  await page.getByLabel(/^Summary/).fill("A homa for peace at home, offered in your name at Gokarna.");
  const editor = page.locator(".ql-editor");
  await editor.click();
  await editor.pressSequentially("Performed before the sacred fire with Vedic mantras.");
  await page.getByLabel("Benefit 1: text").fill("Peace and harmony at home.");
  await page.getByLabel(/^Suggested dakshina/).fill("2100");
  await expect(page.getByText("₹2,100")).toBeVisible();
  await page.getByLabel(/^Photo file/).setInputFiles("e2e/fixtures/thumbnail.png");
  await page.getByLabel(/^What the photo shows/).fill("A sacred fire burning in a square altar");
  await shot(page, "ritual-new", info.project.name);
  await page.getByTestId("save-ritual").click();
  await expect(page).toHaveURL(new RegExp(`/admin/rituals/${slug}$`));
  await expect(page.getByText("Saved: the site shows it now")).toBeVisible();
  await shot(page, "ritual-edit", info.project.name);

  // The answer came once the pages were served: no waiting.
  const own = await request.get(`/puja/${slug}`);
  expect(own.status()).toBe(200);
  const html = await own.text();
  expect(html).toContain(title);
  expect(html).toContain("Suggested dakshina: ₹2,100");
  expect(html).toMatch(/<img[^>]+srcSet="\/media\/rituals\/[0-9a-f]+-\d+\.webp \d+w/i);
  const category = await (await request.get("/allpujas/homa-havan")).text();
  expect(category).toContain(`/puja/${slug}`);
  expect(category).toMatch(/loading="lazy"/);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/puja/${slug}</loc>`);

  // Rename the address: the old one answers one 301 to the new one.
  await page.getByLabel("Address (slug)").fill(`${slug}-puja`);
  await page.getByTestId("save-ritual").click();
  await expect(page).toHaveURL(new RegExp(`/admin/rituals/${slug}-puja$`));
  const old = await request.get(`/puja/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/puja/${slug}-puja`);
  await page.goto(`/puja/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/puja/${slug}-puja$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const photo = page.locator('img[srcset*="/media/rituals/"]').first();
  await expect(photo).toHaveAttribute("alt", "A sacred fire burning in a square altar");

  // Delete asks first; then the address is gone.
  await page.goto(`/admin/rituals/${slug}-puja`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Delete this ritual?" })).toBeVisible();
  await shot(page, "ritual-delete", info.project.name);
  await page.getByTestId("confirm-delete").click();
  await expect(page).toHaveURL(/\/admin\/rituals$/);
  expect((await request.get(`/puja/${slug}-puja`)).status()).toBe(410);
});

test("the editor fits a phone: nothing wider than the screen", async ({ page }) => {
  await signIn(page);
  for (const path of ["/admin/rituals", "/admin/rituals/new", "/admin/rituals/ganesh"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
