import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_PREFIX, readDraft, sameJson, useDraft } from "./use-draft";

const initial = { title: "About", list: ["a", "b"], i18n: { hi: { title: "परिचय" } } };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("useDraft", () => {
  it("starts from the stored value with no draft, and stores nothing until something changes", () => {
    const { result } = renderHook(() => useDraft("page/about", initial));
    expect(result.current.value).toEqual(initial);
    expect(result.current.dirty).toBe(false);
    expect(result.current.restored).toBe(false);
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).toBeNull();
  });

  it("keeps every change in localStorage, so a reload (a new hook) gets it back as restored", () => {
    const first = renderHook(() => useDraft("page/about", initial));
    act(() => first.result.current.setValue((v) => ({ ...v, title: "About the priest" })));
    expect(first.result.current.dirty).toBe(true);
    expect(readDraft<typeof initial>("page/about")?.value.title).toBe("About the priest");
    first.unmount();

    const again = renderHook(() => useDraft("page/about", initial));
    expect(again.result.current.value.title).toBe("About the priest");
    expect(again.result.current.restored).toBe(true);
    expect(again.result.current.restoredAt).toBeInstanceOf(Date);
    expect(again.result.current.dirty).toBe(true);
    // The rest of the body, translations included, came back with it.
    expect(again.result.current.value.i18n).toEqual(initial.i18n);
  });

  it("removes the draft when the value is typed back to what is stored", () => {
    const { result } = renderHook(() => useDraft("page/about", initial));
    act(() => result.current.setValue({ ...initial, title: "x" }));
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).not.toBeNull();
    act(() => result.current.setValue({ ...initial, list: [...initial.list] }));
    expect(result.current.dirty).toBe(false);
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).toBeNull();
  });

  it("discard puts the stored value back and forgets the draft", () => {
    localStorage.setItem(`${DRAFT_PREFIX}page/about`, JSON.stringify({ value: { ...initial, title: "old" }, at: 1 }));
    const { result } = renderHook(() => useDraft("page/about", initial));
    expect(result.current.restored).toBe(true);
    act(() => result.current.discard());
    expect(result.current.value).toEqual(initial);
    expect(result.current.restored).toBe(false);
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).toBeNull();
  });

  it("saved makes the saved value the new starting point and clears the draft", () => {
    const { result, rerender } = renderHook(() => useDraft("page/about", initial));
    act(() => result.current.setValue({ ...initial, title: "New" }));
    act(() => result.current.saved({ ...initial, title: "New" }));
    expect(result.current.dirty).toBe(false);
    expect(result.current.value.title).toBe("New");
    rerender();
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).toBeNull();
  });

  it("a draft equal to what is stored is not a restored draft (and is dropped)", () => {
    localStorage.setItem(`${DRAFT_PREFIX}page/about`, JSON.stringify({ value: { ...initial }, at: 1 }));
    const { result } = renderHook(() => useDraft("page/about", initial));
    expect(result.current.restored).toBe(false);
    expect(localStorage.getItem(`${DRAFT_PREFIX}page/about`)).toBeNull();
  });

  it("keeps one draft per key and follows a change of key", () => {
    localStorage.setItem(
      `${DRAFT_PREFIX}page/home`,
      JSON.stringify({ value: { ...initial, title: "Home draft" }, at: 1 }),
    );
    const { result, rerender } = renderHook(({ key }) => useDraft(key, initial), {
      initialProps: { key: "page/about" },
    });
    expect(result.current.restored).toBe(false);
    rerender({ key: "page/home" });
    expect(result.current.value.title).toBe("Home draft");
    expect(result.current.restored).toBe(true);
  });

  it("ignores what is not a draft in storage, and works when storage refuses to be written", () => {
    localStorage.setItem(`${DRAFT_PREFIX}page/about`, "{not json");
    const { result } = renderHook(() => useDraft("page/about", initial));
    expect(result.current.restored).toBe(false);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    act(() => result.current.setValue({ ...initial, title: "Still editable" }));
    expect(result.current.value.title).toBe("Still editable");
    expect(result.current.dirty).toBe(true);
  });
});

describe("sameJson", () => {
  it("compares JSON by value, not key order", () => {
    expect(sameJson({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
