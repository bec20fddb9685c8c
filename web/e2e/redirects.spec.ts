import { expect, test } from "@playwright/test";

// The trailing-slash redirect once kept leading slashes: GET //evil.example/ answered
// `301 Location: //evil.example`, which a browser follows to another host. Each of these addresses
// must leave the browser on this site's origin.
const HOSTILE = [
  "//evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "///evil.example//",
  "//evil.example/?next=/admin",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "/%2F/evil.example/",
];

test.describe("redirects", () => {
  for (const path of HOSTILE) {
    test(`${path} stays on the site`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? "").origin;
      // Requests to anything else fail at once, so a redirect off the site would show as a failure.
      const offSite: string[] = [];
      await page.route(
        (url) => url.origin !== origin,
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      // page.goto resolves the path against baseURL the way a browser's address bar would not, so the
      // raw address is built by hand.
      const response = await page.goto(`${origin}${path}`);
      expect(offSite).toEqual([]);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
