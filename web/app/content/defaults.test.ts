import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentFrom } from "./model";
import { fillSettings } from "./settings-text";
import { defaultContent, rawDefaultContent, readDefault } from "./test-content";
import { CATEGORY_VALUES } from "./types";

// Built from the file path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server address.
const asset = (path: string) => join(dirname(fileURLToPath(import.meta.url)), "..", "assets", path);

const content = defaultContent();
const rituals = content.lists.ritual;
const bySlug = (slug: string) => rituals.find((r) => r.slug === slug);

describe("the default catalogue (content/defaults/ritual.json, category.json)", () => {
  it("has 46 rituals with ids 1 to 46 in order, keyed by their slugs", () => {
    expect(rituals.map((r) => r.id)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    const entries = readDefault("ritual.json") as Array<{ key: string; published: boolean; body: { slug: string } }>;
    expect(entries.every((e) => e.published && e.key === e.body.slug)).toBe(true);
  });

  it("has the specification's categories, in order, and their counts", () => {
    expect(content.lists.category.map((c) => c.category)).toEqual([...CATEGORY_VALUES]);
    const counts = Object.fromEntries(CATEGORY_VALUES.map((c) => [c, rituals.filter((r) => r.category === c).length]));
    expect(counts).toEqual({ pujas: 15, "homa-havan": 14, "festival-Pujas": 3, Parihara: 12, "Ancestors-rituals": 2 });
  });

  it("has unique titles and URL-safe unique slugs, and keeps the specification's titles", () => {
    expect(new Set(rituals.map((r) => r.title)).size).toBe(46);
    expect(new Set(rituals.map((r) => r.slug)).size).toBe(46);
    for (const r of rituals) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect([rituals[0]?.title, rituals[2]?.title, rituals[10]?.title, rituals[45]?.title]).toEqual([
      "Marriage",
      "GrihaPravesh",
      "DurgaDeepa Namaskara",
      "Pitru paksha shradha",
    ]);
  });

  it("gives every ritual a description, a summary, benefits and an existing image", () => {
    for (const r of rituals) {
      expect(r.description.length, r.title).toBeGreaterThanOrEqual(2);
      for (const p of r.description) expect(p.length, r.title).toBeGreaterThan(80);
      expect(r.summary.length, r.title).toBeLessThanOrEqual(160);
      expect(r.benefits.points.length, r.title).toBeGreaterThanOrEqual(3);
      expect(r.imageAlt.trim(), r.title).not.toBe("");
      expect(existsSync(asset(`art/rituals/${r.image}.svg`)), `${r.title} artwork`).toBe(true);
    }
  });

  it("honours the specification's content notes", () => {
    const text = (slug: string) => JSON.stringify(bySlug(slug));
    expect(text("chandi-havan")).toMatch(/Eka/);
    expect(text("chandi-havan")).toMatch(/Satha/);
    expect(text("yagnopavit-sanskar")).toMatch(/age (of )?8|age eight|eighth year/i);
    expect(text("shukra-aditya-sandhi-shanti")).toMatch(/3 to 6 months/);
    expect(text("dhanvantari")).toMatch(/once a year/i);
  });

  it("never gives one old name to two rituals", () => {
    const owner = new Map<string, number>();
    for (const r of rituals) {
      for (const name of [r.title, ...(r.aliases ?? [])]) {
        const key = name.trim().toLowerCase();
        expect(owner.get(key), `${name} names rituals ${owner.get(key)} and ${r.id}`).toBeUndefined();
        owner.set(key, r.id);
      }
    }
    expect(bySlug("satyanarayan")?.aliases).toEqual(["Satyanarayan Puja"]);
  });
});

describe("the other default content", () => {
  it("has 14 pilgrimage sites with unique slugs and artwork", () => {
    const sites = content.lists.pilgrimage;
    expect(sites).toHaveLength(14);
    expect(new Set(sites.map((p) => p.slug)).size).toBe(14);
    for (const p of sites) {
      expect(existsSync(asset(`art/pilgrimage/${p.image}.svg`)), p.slug).toBe(true);
      expect(p.details.length, p.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists the priest's nine languages and the four How it works steps verbatim", () => {
    expect(content.pages.about.languages).toHaveLength(9);
    expect(content.pages.home.howItWorks.map((s) => [s.title, s.dotColor])).toEqual([
      ["Select Puja", "primary"],
      ["Talk on WhatsApp", "primary"],
      ["Receive your Confirmation", "success"],
      ["Receive Regular Updates", "secondary"],
    ]);
  });

  it("names every gallery file that exists, and sets that name only existing entries", () => {
    const names = new Set(content.lists.gallery.map((g) => g.name));
    expect(content.lists.gallery.filter((g) => g.kind === "image")).toHaveLength(25);
    for (const key of [...content.pages.gallery.vip, ...content.pages.gallery.featured])
      expect(names, key).toContain(key);
    for (const item of content.lists.gallery) {
      const src = item.kind === "image" ? item.src.w1080 : item.src;
      expect(src, item.name).toMatch(/^\/.*\.(webp|mp4)$/);
    }
  });

  it("uses plainly fictional identity values", () => {
    expect(content.site.email.endsWith(".example")).toBe(true);
    // Indian mobile numbers begin with 6-9: this one reaches no one.
    expect(content.site.whatsapp).toMatch(/^\+91[0-5]\d{9}$/);
  });
});

describe("settings named in texts", () => {
  it("are filled in from the settings everywhere, so a rename shows on every page", () => {
    const raw = rawDefaultContent();
    const renamed = contentFrom({
      ...raw,
      site: { ...(raw.site as object), priestName: "Acharya Test", businessName: "Test Seva" },
    });
    const all = JSON.stringify([renamed.pages, renamed.lists]);
    expect(all).not.toMatch(/\{(priestName|businessName|holySite|email|phoneDisplay|region|copyrightCompany)\}/);
    expect(renamed.pages.about.name).toBe("Acharya Test");
    expect(renamed.pages.footer.about).toMatch(/^Test Seva arranges .* performed by Acharya Test in Gokarna/);
    expect(all).not.toContain("Raghavendra");
  });

  it("are filled in one pass: a value naming another setting stays as typed, unknown names stay visible", () => {
    expect(fillSettings({ a: ["{x} and {y}", "{z}"] }, { x: "{y}", y: "Y" })).toEqual({ a: ["{y} and Y", "{z}"] });
  });
});

describe("content the pages cannot be drawn from", () => {
  const raw = rawDefaultContent();
  it.each([
    [{ origin: "https://example.org/" }, "origin"],
    [{ origin: "javascript:alert(1)" }, "origin"],
    [{ site: null }, "site settings"],
    [{ pages: { ...(raw.pages as object), contact: undefined } }, 'page "contact"'],
    [{ lists: { ...(raw.lists as object), ritual: {} } }, 'list "ritual"'],
    [{ lists: { ...(raw.lists as object), ritual: [{ title: "No slug" }] } }, 'ritual "No slug"'],
    [
      {
        lists: {
          ...(raw.lists as object),
          gallery: [{ kind: "video", name: "x", src: "gallery/none.mp4", poster: "/p.webp" }],
        },
      },
      "gallery/none.mp4",
    ],
  ])("is refused with a message naming what is wrong (%#)", (overrides, message) => {
    expect(() => contentFrom({ ...raw, ...overrides })).toThrow(message);
  });
});
