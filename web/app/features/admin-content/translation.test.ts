import { describe, expect, it } from "vitest";
import { countFallbacks, editorLocale, translationOf, valueAt, withLanguage, withTranslation } from "./translation";

describe("an entry's translations as the editors change them", () => {
  it("puts a string at its path, making the lists and objects on the way", () => {
    expect(withTranslation({}, ["hero", "lead"], "नमस्ते")).toEqual({ hero: { lead: "नमस्ते" } });
    expect(withTranslation({ title: "परिचय" }, ["intro", 2], "तीसरा")).toEqual({
      title: "परिचय",
      intro: [null, null, "तीसरा"],
    });
    expect(withTranslation(undefined, ["sections", 1, "title"], "दो")).toEqual({ sections: [null, { title: "दो" }] });
  });

  it("removes an emptied string, and what it leaves empty, but keeps the language itself", () => {
    const before = { title: "परिचय", intro: [null, "दूसरा"], hero: { lead: "पहला" } };
    expect(withTranslation(before, ["intro", 1], "")).toEqual({ title: "परिचय", hero: { lead: "पहला" } });
    expect(withTranslation(before, ["hero", "lead"], "")).toEqual({ title: "परिचय", intro: [null, "दूसरा"] });
    expect(withTranslation({ title: "x" }, ["title"], "")).toEqual({});
    expect(withTranslation({ intro: ["a", "b"] }, ["intro", 0], "")).toEqual({ intro: [null, "b"] });
    expect(before.intro).toEqual([null, "दूसरा"]);
  });

  it("replaces one language and keeps the others", () => {
    const body = { title: "About", i18n: { hi: { title: "परिचय" }, kn: { title: "ಪರಿಚಯ" } } };
    expect(translationOf(body, "hi")).toEqual({ title: "परिचय" });
    expect(translationOf(body, "mr")).toEqual({});
    expect(withLanguage(body, "hi", {})).toEqual({ title: "About", i18n: { hi: {}, kn: { title: "ಪರಿಚಯ" } } });
    expect(withLanguage({ title: "About" }, "mr", { title: "परिचय" })).toEqual({
      title: "About",
      i18n: { mr: { title: "परिचय" } },
    });
  });

  it("counts the texts that show English: absent or blank", () => {
    const paths = [["title"], ["intro", 0], ["intro", 1], ["hero", "lead"]];
    expect(countFallbacks({ title: "परिचय", intro: [null, "  "] }, paths)).toBe(3);
    expect(countFallbacks({}, paths)).toBe(4);
    expect(valueAt({ a: [{ b: "c" }] }, ["a", 0, "b"])).toBe("c");
    expect(valueAt("text", ["a"])).toBeUndefined();
  });

  it("reads the language from the editor's address", () => {
    expect(editorLocale(new URLSearchParams("lang=kn"))).toBe("kn");
    expect(editorLocale(new URLSearchParams("lang=fr"))).toBe("en");
    expect(editorLocale(new URLSearchParams("lang=en"))).toBe("en");
  });
});
