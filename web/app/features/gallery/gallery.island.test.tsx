import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GalleryItem } from "@/content/types";
import { CategoryNav } from "@/features/gallery/category-nav";
import { noteCategoryChange } from "@/features/gallery/category-scroll";
import { GalleryGrid } from "@/features/gallery/gallery-grid";
import { ALL, VIP, photo } from "@/features/gallery/test-fixtures";
import { setViewportWidth } from "@/features/gallery/test-viewport";
import { applyColumns, enhanceGallery } from "./gallery.island";

/**
 * The island works on what React pre-renders: each test renders the real components to HTML, as the
 * build does, puts it in the page (so the templates are parsed as templates) and runs the island on it.
 */
function prerender(items: readonly GalleryItem[] = VIP) {
  document.body.innerHTML = `<div id="app">${renderToString(
    <>
      <CategoryNav current="vip-photos" />
      <GalleryGrid items={items} label="VIP Photos" />
    </>,
  )}</div>`;
  enhanceGallery(document, window);
}

const grid = () => screen.getByRole("list", { name: "VIP Photos" });
const tiles = () => screen.getAllByTestId("gallery-tile");

beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("gallery island: grid", () => {
  it("pre-rendered HTML has the narrow count; the island sets the viewport's", () => {
    expect(renderToString(<GalleryGrid items={VIP} label="VIP Photos" />)).toContain('data-columns="2"');
    prerender();
    expect(grid()).toHaveAttribute("data-columns", "4");
    setViewportWidth(999);
    prerender();
    expect(grid()).toHaveAttribute("data-columns", "2");
  });

  it("clamps each tile's span to the columns there are, from the item's own width", () => {
    setViewportWidth(375);
    prerender([photo("wide", "Wide", { cols: 4, rows: 2 }), ...ALL]);
    const [wide, next] = tiles();
    expect(wide!.style.gridColumn).toBe("span 2");
    expect(wide!.style.gridRow).toBe("span 2");

    applyColumns(grid(), 4);
    expect(grid()).toHaveAttribute("data-columns", "4");
    expect(wide!.style.gridColumn).toBe("span 4");
    expect(wide).toHaveAttribute("data-cols", "4");
    expect(next!.style.gridColumn).toBe("span 2");
    expect(next!.style.gridRow).toBe("span 3");

    applyColumns(grid(), 2);
    expect(wide!.style.gridColumn).toBe("span 2");
    expect(wide).toHaveAttribute("data-cols", "2");
  });

  it("leaves no dialog, player or template visible before anything is pressed", () => {
    prerender();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("gallery-video")).not.toBeInTheDocument();
    expect(document.querySelectorAll("template")).toHaveLength(2);
  });
});

describe("gallery island: photo dialog", () => {
  it("opens the large image under its title; Esc closes it, focus returns, the page scrolls again", async () => {
    const user = userEvent.setup();
    prerender(ALL);
    const tile = screen.getByRole("button", { name: "View larger: Havan fire" });
    await user.click(tile);

    const dialog = screen.getByRole("dialog", { name: "Havan fire" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const large = within(dialog).getByAltText("A painting of havan fire");
    expect(large).toHaveAttribute("src", "/assets/havan-fire-1080.webp");
    expect(large).toHaveAttribute("width", "1080");
    expect(large).toHaveAttribute("height", "1620");
    expect(within(dialog).queryByText("No Image Selected")).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.getElementById("app")).toHaveProperty("inert", true);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
    expect(document.getElementById("app")).toHaveProperty("inert", false);
  });

  it("keeps focus inside while open", async () => {
    const user = userEvent.setup();
    prerender(ALL);
    await user.click(screen.getByRole("button", { name: "View larger: Flower altar" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes with its button and on the backdrop, and each opening starts afresh", async () => {
    const user = userEvent.setup();
    prerender(ALL);
    const havan = screen.getByRole("button", { name: "View larger: Havan fire" });
    await user.click(havan);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(havan).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "View larger: Temple gopuram" }));
    const dialog = screen.getByRole("dialog", { name: "Temple gopuram" });
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "/assets/temple-gopuram-1080.webp");
    fireEvent.click(document.querySelector("[data-modal-root] > [aria-hidden=true]")!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelectorAll("[data-modal-root]")).toHaveLength(0);
  });

  it("is titled Image Preview for a photo without a title", async () => {
    const user = userEvent.setup();
    prerender([photo("untitled", "  ")]);
    await user.click(screen.getByRole("button", { name: /View larger/ }));
    expect(screen.getByRole("dialog", { name: "Image Preview" })).toBeInTheDocument();
  });

  it("says No Image Selected when a tile has no photo to show", async () => {
    const user = userEvent.setup();
    prerender(ALL);
    const tile = screen.getByRole("button", { name: "View larger: Havan fire" });
    tile.setAttribute("data-photo", "");
    await user.click(tile);
    const dialog = screen.getByRole("dialog", { name: "Havan fire" });
    expect(within(dialog).getByText("No Image Selected")).toBeInTheDocument();
    expect(dialog.querySelector("img")).toBeNull();
  });
});

describe("gallery island: video tile", () => {
  it("swaps the poster for a muted inline player that starts at once and has focus", async () => {
    const user = userEvent.setup();
    prerender();
    const poster = screen.getByAltText("A short video of evening aarti");
    expect(poster).toHaveAttribute("src", "/assets/lamp-aarti-poster.webp");
    await user.click(screen.getByRole("button", { name: "Play video: Evening aarti" }));
    const player = screen.getByTestId("gallery-video") as HTMLVideoElement;
    expect(player).toHaveAttribute("src", "/assets/lamp-aarti.mp4");
    expect(player.muted).toBe(true);
    expect(player.autoplay).toBe(true);
    expect(player.loop).toBe(true);
    expect(player).toHaveAttribute("playsinline");
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAccessibleName("Evening aarti");
    expect(player).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Play video: Evening aarti" })).not.toBeInTheDocument();
    expect(document.querySelector('template[data-island-template="gallery-player"]')).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("gallery island: categories", () => {
  /** jsdom cannot load another page: the link's default action is stopped after the island has seen it. */
  const stayHere = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener("click", stayHere));
  afterEach(() => document.removeEventListener("click", stayHere));

  it("on a narrow screen, a category link leaves a note for the page it opens", async () => {
    setViewportWidth(999);
    const user = userEvent.setup();
    prerender();
    await user.click(screen.getByRole("link", { name: "All Photos" }));
    expect(sessionStorage.getItem("sankalp:gallery-category-scroll")).toBe("/photos/all-photos");
  });

  it("on a wide screen, leaves none", async () => {
    const user = userEvent.setup();
    prerender();
    await user.click(screen.getByRole("link", { name: "All Photos" }));
    expect(sessionStorage.length).toBe(0);
  });

  it("the page a category link opened on a narrow screen scrolls 200 px down, once", () => {
    setViewportWidth(390);
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.history.replaceState(null, "", "/photos/all-photos");
    noteCategoryChange("/photos/all-photos", sessionStorage);
    prerender();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 200, left: 0 }));
    expect(sessionStorage.length).toBe(0);

    scrollTo.mockClear();
    prerender();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("a note for another page, or a page opened any other way, does not scroll", () => {
    setViewportWidth(390);
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.history.replaceState(null, "", "/photos/vip-photos");
    noteCategoryChange("/photos/all-photos", sessionStorage);
    prerender();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});
