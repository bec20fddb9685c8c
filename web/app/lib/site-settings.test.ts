import { afterEach, describe, expect, it, vi } from "vitest";
import { readDefault } from "@/content/test-content";
import { ApiError } from "@/lib/api";
import { fetchSiteChrome } from "./site-settings";

const site = readDefault("site.json");
const footer = (readDefault("pages.json") as { footer: unknown }).footer;
const answer = (status: number, data: unknown) =>
  new Response(
    JSON.stringify({ statusCode: status, success: status < 400, message: status < 400 ? "OK" : "Nope", data }),
    { status },
  );

afterEach(() => vi.unstubAllGlobals());

describe("fetchSiteChrome", () => {
  it("reads the settings and the footer's text, the settings it names filled in", async () => {
    vi.stubGlobal("fetch", async (path: string) =>
      path === "/api/v1/site" ? answer(200, { site }) : answer(200, { page: { key: "footer", body: footer } }),
    );
    const { site: read, footerAbout } = await fetchSiteChrome();
    expect(read).toEqual(site);
    expect(footerAbout).toMatch(
      /^Sankalp arranges Vedic pujas, homas and ancestral rites performed by Pandit Raghavendra Bhat in Gokarna/,
    );
  });

  it("does without the footer's text when it cannot be had", async () => {
    vi.stubGlobal("fetch", async (path: string) =>
      path === "/api/v1/site" ? answer(200, { site }) : answer(404, null),
    );
    expect((await fetchSiteChrome()).footerAbout).toBeUndefined();
  });

  it("fails with the server's message without the settings", async () => {
    vi.stubGlobal("fetch", async () => answer(503, null));
    await expect(fetchSiteChrome()).rejects.toEqual(new ApiError(503, "Nope"));
  });
});
