import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORY_BUTTONS } from "./categories";
import { howItWorks } from "./home";
import { prerenderPaths, ritualRedirects } from "./pages";
import { pilgrimageSites } from "./pilgrimage";
import { priest } from "./priest";
import { categoryCounts, ritualBySlug, ritualByTitle, ritualNames, rituals } from "./rituals";
import { RITUAL_ALIASES } from "./rituals/aliases";
import { site } from "./site";
import { CATEGORY_VALUES } from "./types";

// Built from the file path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server address.
const asset = (path: string) => join(dirname(fileURLToPath(import.meta.url)), "..", "assets", path);

describe("the ritual catalogue", () => {
  it("has 46 rituals with ids 1 to 46 in order", () => {
    expect(rituals).toHaveLength(46);
    expect(rituals.map((r) => r.id)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
  });

  it("has the specification's category counts", () => {
    expect(categoryCounts).toEqual({
      pujas: 15,
      "homa-havan": 14,
      "festival-Pujas": 3,
      Parihara: 12,
      "Ancestors-rituals": 2,
    });
    expect(CATEGORY_BUTTONS.map((b) => b.category)).toEqual([...CATEGORY_VALUES]);
  });

  it("has unique titles and slugs, and URL-safe slugs", () => {
    expect(new Set(rituals.map((r) => r.title)).size).toBe(46);
    expect(new Set(rituals.map((r) => r.slug)).size).toBe(46);
    for (const r of rituals) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("keeps the specification's titles", () => {
    expect(rituals[0]?.title).toBe("Marriage");
    expect(rituals[2]?.title).toBe("GrihaPravesh");
    expect(rituals[10]?.title).toBe("DurgaDeepa Namaskara");
    expect(rituals[45]?.title).toBe("Pitru paksha shradha");
  });

  it("gives every ritual a description, a summary, benefits and an existing image", () => {
    for (const r of rituals) {
      expect(r.description.length, r.title).toBeGreaterThanOrEqual(2);
      for (const p of r.description) expect(p.length, r.title).toBeGreaterThan(80);
      expect(r.summary.length, r.title).toBeLessThanOrEqual(160);
      expect(r.benefits.heading.trim(), r.title).not.toBe("");
      expect(r.benefits.points.length, r.title).toBeGreaterThanOrEqual(3);
      for (const p of r.benefits.points) expect(p.description.trim(), r.title).not.toBe("");
      expect(r.imageAlt.trim(), r.title).not.toBe("");
      expect(existsSync(asset(`art/rituals/${r.image}.svg`)), `${r.title} artwork`).toBe(true);
    }
  });

  it("honours the specification's content notes", () => {
    const text = (slug: string) => JSON.stringify(ritualBySlug(slug));
    expect(text("chandi-havan")).toMatch(/Eka/);
    expect(text("chandi-havan")).toMatch(/Nava/);
    expect(text("chandi-havan")).toMatch(/Satha/);
    expect(text("yagnopavit-sanskar")).toMatch(/age (of )?8|age eight|eighth year/i);
    expect(text("shukra-aditya-sandhi-shanti")).toMatch(/3 to 6 months/);
    expect(text("dhanvantari")).toMatch(/once a year/i);
  });

  it("finds rituals by slug and by the old title address", () => {
    expect(ritualBySlug("satyanarayan")?.title).toBe("Satyanarayan");
    expect(ritualByTitle("Durga Saptashati Parayana")?.slug).toBe("durga-saptashati-parayana");
    expect(ritualByTitle("nothing")).toBeUndefined();
    expect(ritualRedirects()["Pitru paksha shradha"]).toBe("/puja/pitru-paksha-shradha");
  });
});

/** What the server does with `/puja/{segment}`: decode, trim, lower-case, look up (crates/sankalp/src/http/site.rs). */
function redirectFor(table: Record<string, string>, path: string): string | undefined {
  const segment = decodeURIComponent(path.replace(/^\/puja\//, "")).trim().toLowerCase();
  const lowered = new Map(Object.entries(table).map(([from, to]) => [from.toLowerCase(), to]));
  return lowered.get(segment);
}

describe("old ritual addresses", () => {
  // The site this replaces addressed rituals by their display titles; the specification by its names.
  const displayTitles: Array<[string, string]> = [
    ["Marriage Ceremony", "marriage"],
    ["GrihaPravesh Puja", "griha-pravesh"],
    ["Griha Pravesh Puja", "griha-pravesh"],
    ["Satyanarayan Puja", "satyanarayan"],
    ["Ganesh Puja", "ganesh"],
    ["New Office Opening Puja", "new-office-opening"],
    ["Mahalaxmi Puja", "mahalaxmi"],
    ["Durga Deepa Namaskara", "durga-deepa-namaskara"],
    ["Navaratri Puja", "navaratri"],
    ["New Vehicle Puja", "new-vehicle"],
    ["Bhoomi Puja", "bhoomi"],
    ["Sudarshana Homa", "sudarshana"],
    ["Navagraha Homa", "navagraha"],
    ["Maha Mrityunjaya Homa", "maha-mrityunjaya"],
    ["Laxmi Kubera Homa", "laxmi-kubera"],
    ["Lakshmi Narayana Homa", "lakshmi-narayana"],
    ["Pavamana Homa", "pavamana"],
    ["Dhanvantari Homa", "dhanvantari"],
    ["Bhadrakali Homa", "bhadrakali"],
    ["Lakshmi Narasimha Homa", "lakshmi-narasimha"],
    ["Kala Bhairava Homa", "kala-bhairava"],
    ["Pitru Paksha Shraddha", "pitru-paksha-shradha"],
    // Already the specification's names, and the display titles of their pages.
    ["Navratri Puja", "navratri-puja"],
    ["Diwali Lakshmi Puja", "diwali-lakshmi-puja"],
  ];

  it("redirects the longer display titles, URL-encoded as the old site wrote them, to the ritual", () => {
    const table = ritualRedirects();
    for (const [title, slug] of displayTitles) {
      expect(redirectFor(table, `/puja/${encodeURIComponent(title)}`), title).toBe(`/puja/${slug}`);
      expect(redirectFor(table, `/puja/${encodeURIComponent(title.toUpperCase())}`), title).toBe(`/puja/${slug}`);
      expect(ritualByTitle(title)?.slug, title).toBe(slug);
    }
    expect(redirectFor(table, "/puja/Satyanarayan%20Puja")).toBe("/puja/satyanarayan");
    expect(redirectFor(table, "/puja/Satyanarayan%20Pooja%20Extra")).toBeUndefined();
  });

  it("still redirects every one of the specification's 46 names", () => {
    const table = ritualRedirects();
    for (const r of rituals) expect(redirectFor(table, `/puja/${encodeURIComponent(r.title)}`), r.title).toBe(`/puja/${r.slug}`);
  });

  it("never gives one name to two rituals, and names only rituals that exist", () => {
    const owner = new Map<string, number>();
    for (const r of rituals) {
      for (const name of ritualNames(r)) {
        const key = name.trim().toLowerCase();
        expect(owner.get(key), `${name} names rituals ${owner.get(key)} and ${r.id}`).toBeUndefined();
        owner.set(key, r.id);
      }
    }
    for (const [id, names] of Object.entries(RITUAL_ALIASES)) {
      const ritual = rituals.find((r) => r.id === Number(id));
      expect(ritual, `alias id ${id}`).toBeDefined();
      for (const name of names) {
        expect(name.trim(), name).toBe(name);
        expect(name.toLowerCase(), name).not.toBe(ritual?.title.toLowerCase());
      }
    }
    expect(Object.keys(ritualRedirects())).toHaveLength(owner.size);
  });
});

describe("the other static content", () => {
  it("has 14 pilgrimage sites with unique slugs and artwork", () => {
    expect(pilgrimageSites).toHaveLength(14);
    expect(new Set(pilgrimageSites.map((p) => p.slug)).size).toBe(14);
    for (const p of pilgrimageSites) {
      expect(existsSync(asset(`art/pilgrimage/${p.image}.svg`)), p.slug).toBe(true);
      expect(p.details.length, p.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists the priest's nine languages", () => {
    expect(priest.languages).toEqual([
      "Kannada",
      "Marathi",
      "Hindi",
      "English",
      "Goa-Konkani",
      "Tamil",
      "Telugu",
      "Tulu",
      "Karwar Konkani",
    ]);
  });

  it("keeps the four How it works steps verbatim", () => {
    expect(howItWorks.map((s) => [s.title, s.dotColor])).toEqual([
      ["Select Puja", "primary"],
      ["Talk on WhatsApp", "primary"],
      ["Receive your Confirmation", "success"],
      ["Receive Regular Updates", "secondary"],
    ]);
  });

  it("pre-renders every ritual and no duplicate path", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of rituals) expect(paths).toContain(`/puja/${r.slug}`);
  });

  it("uses plainly fictional identity values", () => {
    expect(site.email.endsWith(".example")).toBe(true);
    // Indian mobile numbers begin with 6-9: this one reaches no one.
    expect(site.whatsapp).toMatch(/^91[0-5]\d{9}$/);
  });
});
