import { describe, expect, it } from "vitest";
import { blankLike, childPath, english, humanise, isLong, move, oneLine, slugify, textPaths } from "./fields";
import { pathName } from "@/features/admin-content/translation";

describe("the page form's model", () => {
  it("names fields by the server's paths", () => {
    expect(childPath("", "hero")).toBe("hero");
    expect(childPath("hero", "lead")).toBe("hero.lead");
    expect(childPath(childPath("sections", 2), "paragraphs")).toBe("sections[2].paragraphs");
  });

  it("makes a new list item like the last, texts empty and the site's own names kept", () => {
    const step = { id: 4, title: "Updates", icon: "step-updates", dotColor: "success", tags: ["a", "b"] };
    expect(blankLike(step)).toEqual({ id: 5, title: "", icon: "step-updates", dotColor: "success", tags: [""] });
    expect(blankLike("A paragraph")).toBe("");
    expect(blankLike(undefined)).toBe("");
  });

  it("edits the English text and leaves the translations to the server", () => {
    expect(english({ title: "About", i18n: { hi: { title: "परिचय" } } })).toEqual({ title: "About" });
    expect(english(null)).toEqual({});
  });

  it("moves items within the list only", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });

  it("labels, paragraphs and slugs", () => {
    expect(humanise("headlineRest")).toBe("Headline rest");
    expect(isLong("intro", "short")).toBe(true);
    expect(isLong("label", "short")).toBe(false);
    expect(oneLine("one\n\ntwo\r\nthree")).toBe("one two three");
    expect(slugify("  Gokarna Om Beach (Kārwār) ")).toBe("gokarna-om-beach-karwar");
  });

  it("lists the texts a translation may hold: not the site's own names, nor texts without letters", () => {
    const body = {
      title: "About",
      lang: "en",
      i18n: { hi: { title: "परिचय" } },
      hero: { lead: "Welcome", image: "hero", count: 3 },
      stats: [{ value: "108", label: "Pujas" }],
      paragraphs: ["One", ""],
    };
    const paths = textPaths(body);
    expect(paths).toEqual([["title"], ["hero", "lead"], ["stats", 0, "label"], ["paragraphs", 0]]);
    expect(paths.map(pathName)).toEqual(["title", "hero.lead", "stats[0].label", "paragraphs[0]"]);
  });
});
