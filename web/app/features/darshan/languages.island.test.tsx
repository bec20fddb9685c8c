/**
 * The server's card and the feed island's card for the same post agree in every language: the date with the
 * language's month names, the duration and the Indian-grouped view count (i18n/format.ts, no `Intl`).
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import type { VideoPost } from "@/features/darshan/types";
import { formatRupees } from "@/i18n/format";
import { LOCALES } from "@/i18n/locales";
import { LocaleContext } from "@/i18n/use-t";
import { buildCard } from "./darshan-feed.island";

const post: VideoPost = {
  _id: "p1",
  title: "Darshan",
  description: "<p>Aarti</p>",
  thumbnail: "/media/thumbs/1-1280.jpg",
  thumbnails: [],
  videoLink: "/media/videos/1.mp4",
  duration: 3725,
  views: 1234567,
  isPublished: true,
  createdAt: "2026-03-05T03:05:00Z",
  updatedAt: "2026-03-05T03:05:00Z",
  owner: { _id: "u", username: "priest", fullName: "Raghavendra Bhat" },
};

const slots = (root: ParentNode) =>
  Object.fromEntries(
    ["duration", "views", "date"].map((slot) => [slot, root.querySelector(`[data-slot=${slot}]`)?.textContent]),
  );

describe.each(LOCALES)("%s", (locale) => {
  it("the island writes the date, duration and views exactly as the server did", () => {
    document.body.innerHTML = renderToString(
      <LocaleContext.Provider value={locale}>
        <DarshanFeed posts={[post]} total={1} />
        <FeedTemplates />
      </LocaleContext.Provider>,
    );
    const server = slots(document.querySelector("[data-darshan-feed] li")!);
    const island = slots(buildCard(document, post, false));
    expect(island).toEqual(server);
    expect(server.duration).toBe("62:05");
    expect(server.views).toContain("12,34,567");
    expect(server.date).toMatch(/^5 \S+ 2026$/);
    if (locale !== "en") expect(server.date).not.toContain("Mar");
  });
});

it("writes amounts the same way wherever it runs: no Intl, Indian grouping", () => {
  const intl = globalThis.Intl;
  try {
    // As in QuickJS, which has no Intl.
    (globalThis as { Intl?: unknown }).Intl = undefined;
    expect(formatRupees(150000)).toBe("₹1,50,000");
  } finally {
    globalThis.Intl = intl;
  }
});
