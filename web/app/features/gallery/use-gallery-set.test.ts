import { describe, expect, it } from "vitest";
import { defaultContent, readDefault } from "@/content/test-content";
import type { GalleryItem, SiteContent } from "@/content/types";
import { FEATURED_COUNT, featuredItems, gallerySet, isVip } from "./use-gallery-set";

const names = (items: readonly GalleryItem[]) => items.map((item) => item.name);

describe("gallery sets", () => {
  it("keeps the VIP page in the order the gallery page listed before entries had a category", () => {
    const content = defaultContent();
    const pages = readDefault("pages.json") as { gallery: { vip: string[] } };
    expect(names(gallerySet(content, "vip-photos"))).toEqual(pages.gallery.vip);
  });

  it("takes the VIP set from each entry's category, in the gallery's order", () => {
    const content = defaultContent();
    const [first, second, ...rest] = content.lists.gallery as [GalleryItem, GalleryItem, ...GalleryItem[]];
    const gallery: GalleryItem[] = [{ ...second, category: "all" }, ...rest, { ...first, category: "vip" }];
    const moved: SiteContent = { ...content, lists: { ...content.lists, gallery } };
    const vip = names(gallerySet(moved, "vip-photos"));
    expect(vip).not.toContain(second.name);
    expect(vip[vip.length - 1]).toBe(first.name);
  });

  it("falls back to the gallery page's list for an entry without a category", () => {
    const content = defaultContent();
    const item: GalleryItem = { ...(content.lists.gallery[0] as GalleryItem), category: undefined };
    expect(isVip(content, item)).toBe(content.pages.gallery.vip.includes(item.name));
    expect(isVip(content, { ...item, name: "unlisted" })).toBe(false);
  });

  it("fills /photo-gallery from the gallery when featured entries are gone", () => {
    const content = defaultContent();
    expect(names(featuredItems(content))).toEqual(content.pages.gallery.featured);
    const uploads = content.lists.gallery.slice(0, 2).map((item, i) => ({ ...item, name: `upload-${i}` }));
    const onlyUploads: SiteContent = { ...content, lists: { ...content.lists, gallery: uploads } };
    expect(names(featuredItems(onlyUploads))).toEqual(["upload-0", "upload-1"]);
    const many: SiteContent = {
      ...content,
      lists: { ...content.lists, gallery: [...uploads, ...content.lists.gallery] },
    };
    expect(featuredItems(many)).toHaveLength(FEATURED_COUNT);
  });
});
