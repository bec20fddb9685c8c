import { describe, expect, it } from "vitest";
import {
  blankLike,
  childPath,
  english,
  humanise,
  isLong,
  isRuns,
  markupToRuns,
  move,
  oneLine,
  runsToMarkup,
  slugify,
  textPaths,
} from "./fields";
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

  it("edits a rich paragraph as one text, its bold phrases between ** marks", () => {
    const runs = [{ text: "He learned " }, { text: "Krishna Yajurveda", bold: true }, { text: " by ear." }];
    expect(isRuns(runs)).toBe(true);
    expect(runsToMarkup(runs)).toBe("He learned **Krishna Yajurveda** by ear.");
    expect(markupToRuns("He learned **Krishna Yajurveda** by ear.")).toEqual([
      { text: "He learned ", bold: false },
      { text: "Krishna Yajurveda", bold: true },
      { text: " by ear.", bold: false },
    ]);
    // A mark without its pair is text; an emptied paragraph is one empty run; lines become one.
    expect(markupToRuns("a **b")).toEqual([{ text: "a **b", bold: false }]);
    expect(markupToRuns("")).toEqual([{ text: "", bold: false }]);
    expect(markupToRuns("one\ntwo **three**")).toEqual([
      { text: "one two ", bold: false },
      { text: "three", bold: true },
    ]);
    // A list item with a title beside its text is not a run.
    expect(isRuns([{ title: "Step", text: "Do it" }])).toBe(false);
    expect(isRuns([])).toBe(false);
  });

  it("counts a rich paragraph as one text to translate", () => {
    const body = {
      blocks: [
        {
          heading: "Gurukula",
          text: [
            [
              { text: "Twelve ", bold: false },
              { text: "years", bold: true },
            ],
          ],
        },
      ],
    };
    expect(textPaths(body).map(pathName)).toEqual(["blocks[0].heading", "blocks[0].text[0]"]);
  });
});
