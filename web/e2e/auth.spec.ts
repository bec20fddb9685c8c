import { type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const EMAIL = "priest@sankalp.example";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const FULL_NAME = "Raghavendra Bhat";

async function signIn(page: Page, typed = USERNAME, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(typed);
  await page.getByLabel("Password:").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    accessToken: sessionStorage.getItem("accessToken"),
    refreshToken: sessionStorage.getItem("refreshToken"),
  }));

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

test.describe("administrators", () => {
  test("the bootstrap administrator signs in, lands on /admin and is greeted by name", async ({ page }) => {
    await signIn(page, EMAIL.toUpperCase());
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("admin-greeting")).toHaveText(`Namaste, ${FULL_NAME}`);
    await expect(toasts(page).getByRole("status")).toContainText("Login successful");
    const tokens = await storage(page);
    expect(tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  test("the login page is the specification's and accessible", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/^Login Page/);
    await expect(page.getByRole("heading", { level: 1, name: "Login Page" })).toBeVisible();
    await expect(page.getByLabel("Username or Email:")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password:")).toHaveAttribute("required", "");
    expect(await axeFindings(page)).toEqual([]);
  });

  test("a wrong password shows Invalid Password inline and as a toast", async ({ page }) => {
    await signIn(page, USERNAME, "not-the-password");
    await expect(page.getByTestId("login-error")).toHaveText("Invalid Password");
    await expect(page.getByTestId("login-error")).toHaveCSS("color", "rgb(179, 38, 30)");
    await expect(toasts(page).getByRole("alert")).toContainText("Invalid Password");
    const width = await toasts(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(320);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({ accessToken: null, refreshToken: null });
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("the admin area without a token redirects to /login", async ({ page }) => {
    for (const path of ["/admin", "/admin/daily-darshan", "/admin/daily-darshan/new"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Login Page" })).toBeVisible();
    }
  });

  test("a session that cannot be renewed ends on /login with a notice", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => {
      sessionStorage.setItem("accessToken", "expired.or.forged");
      sessionStorage.setItem("refreshToken", "revoked-refresh-token");
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?session=ended$/);
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    expect(await storage(page)).toEqual({ accessToken: null, refreshToken: null });
  });

  test("an expired access token is renewed quietly", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const before = await storage(page);
    await page.evaluate(() => sessionStorage.setItem("accessToken", "expired.or.forged"));
    await page.goto("/admin");
    await expect(page.getByTestId("admin-greeting")).toHaveText(`Namaste, ${FULL_NAME}`);
    const after = await storage(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe("expired.or.forged");
  });

  test("logout returns to /login and the old refresh token no longer works", async ({ page, request }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const { refreshToken } = await storage(page);
    // Logout is in the admin bar, beside the signed-in name, on every screen size.
    await page.getByTestId("admin-bar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({ accessToken: null, refreshToken: null });
    const refused = await request.post("/api/v1/users/refresh-token", { data: { refreshToken } });
    expect(refused.status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the side menu leads where the specification says, and folds away on a phone", async ({ page, isMobile }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const menu = page.getByRole("navigation", { name: "Admin menu" });
    const toggle = page.getByRole("button", { name: "Admin menu" });
    if (isMobile) {
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(menu).toBeVisible();
    const targets: Array<[string, string]> = [
      ["Dashboard", "/admin"],
      ["Daily Darshan", "/admin/daily-darshan"],
      ["Users", "/admin/users"],
      ["Puja Services", "/admin/rituals"],
      ["Orders", "/admin/orders"],
      ["Photos", "/admin/photos"],
      ["Pages", "/admin/pages"],
      ["Settings", "/admin/settings"],
    ];
    for (const [name, href] of targets) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByTestId("admin-bar").getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "Daily Darshan" }).click();
    await expect(page).toHaveURL(/\/admin\/daily-darshan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Daily Darshan" })).toBeVisible();
    if (isMobile) {
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    }
    // Nothing overflows the narrow screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
  });
});
