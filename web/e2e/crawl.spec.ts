import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

/** A page's language from its address: `/hi/…`, `/mr/…`, `/kn/…`, else English. */
const languageOf = (path: string) => /^\/(hi|mr|kn)(?=\/|$)/.exec(path)?.[1] ?? "en";

/** Every English page, and in each other language the first page of each kind (axe on all four is slow). */
function sample(paths: string[]): string[] {
  const kinds = new Set<string>();
  return paths.filter((path) => {
    if (languageOf(path) === "en") return true;
    const kind = path.split("/").slice(0, 3).join("/");
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

/** Every public page, from the sitemap, as a path (the sitemap carries the configured public origin). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

test.describe("every public page", () => {
  test("answers 200 with a unique title, a description and only working internal links and images", async ({
    page,
    request,
  }) => {
    test.setTimeout(900_000);
    const paths = await sitemapPaths(request);
    // Every page in English, Hindi, Marathi and Kannada.
    expect(paths.length).toBeGreaterThanOrEqual(4 * 70);
    for (const lang of ["en", "hi", "mr", "kn"]) {
      expect(paths.filter((p) => languageOf(p) === lang).length, lang).toBe(paths.length / 4);
    }
    const titles = new Map<string, string>();
    const targets = new Set<string>();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Unique within its language (a page not yet translated has its English title).
      const title = `${languageOf(path)}: ${await page.title()}`;
      expect(titles.has(title), `${path} shares its title with ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", languageOf(path));
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{30,}/);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`${path}$`));
      const found = await page.evaluate(() => [
        ...[...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
        ...[...document.querySelectorAll("img[src]")].map((i) => (i as HTMLImageElement).src),
        ...[...document.querySelectorAll("img[srcset], source[srcset]")].flatMap((el) =>
          (el.getAttribute("srcset") ?? "")
            .split(",")
            .map((s) => new URL(s.trim().split(/\s+/)[0]!, location.href).href),
        ),
        ...[...document.querySelectorAll("video[src], video[poster], source[src]")].flatMap((el) =>
          ["src", "poster"]
            .map((a) => el.getAttribute(a))
            .filter((v): v is string => !!v)
            .map((v) => new URL(v, location.href).href),
        ),
      ]);
      for (const url of found) {
        const u = new URL(url);
        if (u.origin === new URL(page.url()).origin) targets.add(u.pathname + u.search);
      }
    }
    for (const target of targets) {
      const res = await request.get(target, { maxRedirects: 0 });
      expect(res.status(), target).toBe(200);
    }
  });

  test("has no serious or critical accessibility violation", async ({ page, request }) => {
    test.setTimeout(400_000);
    const paths = sample(await sitemapPaths(request));
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      problems.push(...(await axeFindings(page)).map((finding) => `${path}: ${finding}`));
    }
    expect(problems).toEqual([]);
  });
});
