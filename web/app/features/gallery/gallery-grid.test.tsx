import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { GalleryGrid } from "./gallery-grid";
import { ALL, VIP, photo } from "./test-fixtures";
import { setViewportWidth } from "./test-viewport";

const tiles = () => screen.getAllByTestId("gallery-tile");

describe("GalleryGrid layout", () => {
  beforeEach(() => setViewportWidth(1280));

  it("has 4 columns at 1000 px and 2 at 999 px", () => {
    setViewportWidth(1000);
    const { unmount } = render(<GalleryGrid items={VIP} label="VIP Photos" />);
    expect(screen.getByTestId("gallery-grid")).toHaveAttribute("data-columns", "4");
    unmount();

    setViewportWidth(999);
    render(<GalleryGrid items={VIP} label="VIP Photos" />);
    expect(screen.getByTestId("gallery-grid")).toHaveAttribute("data-columns", "2");
  });

  it("spans photos over 3 rows × 2 columns and the video over 4 × 2, rows 180 px high", () => {
    render(<GalleryGrid items={VIP} label="VIP Photos" />);
    const grid = screen.getByRole("list", { name: "VIP Photos" });
    expect(grid.style.getPropertyValue("--row-height")).toBe("180px");
    const [first, , videoTile] = tiles();
    expect(first!.style.gridRow).toBe("span 3");
    expect(first!.style.gridColumn).toBe("span 2");
    expect(videoTile!.style.gridRow).toBe("span 4");
    expect(videoTile!.style.gridColumn).toBe("span 2");
  });

  it("clamps a tile wider than a narrow grid", () => {
    setViewportWidth(375);
    render(<GalleryGrid items={[photo("wide", "Wide", { cols: 4, rows: 2 })]} label="All Photos" />);
    expect(tiles()[0]!.style.gridColumn).toBe("span 2");
    expect(tiles()[0]!.style.gridRow).toBe("span 2");
  });

  it("requests images 180 px wide with sharper sources for dense screens, with their size", () => {
    render(<GalleryGrid items={ALL} label="All Photos" />);
    const img = screen.getByAltText("A painting of flower altar");
    expect(img).toHaveAttribute("src", "/assets/flower-altar-180.webp");
    expect(img.getAttribute("srcset")).toContain("/assets/flower-altar-180.webp 180w");
    expect(img.getAttribute("srcset")).toContain("/assets/flower-altar-360.webp 360w");
    expect(img).toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "1080");
    expect(img).toHaveAttribute("height", "1620");
    expect(img).toHaveAttribute("decoding", "async");
    expect(tiles()).toHaveLength(4);
  });

  it("loads the first two tiles at once, the first with high priority, and the rest lazily", () => {
    render(<GalleryGrid items={ALL} label="All Photos" />);
    const images = tiles().map((tile) => within(tile).getByRole("img"));
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy", "lazy"]);
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).not.toHaveAttribute("fetchpriority");
  });

  it("says so when a category is empty", () => {
    render(<GalleryGrid items={[]} label="VIP Photos" />);
    expect(screen.getByText("No images available in this category.")).toBeInTheDocument();
    expect(screen.queryByTestId("gallery-grid")).not.toBeInTheDocument();
  });
});

describe("GalleryGrid video tile", () => {
  it("shows the poster with a play button, then a muted inline player that has focus", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={VIP} label="VIP Photos" />);
    const poster = screen.getByAltText("A short video of evening aarti");
    expect(poster).toHaveAttribute("src", "/assets/lamp-aarti-poster.webp");
    await user.click(screen.getByRole("button", { name: "Play video: Evening aarti" }));
    const player = screen.getByTestId("gallery-video") as HTMLVideoElement;
    expect(player).toHaveAttribute("src", "/assets/lamp-aarti.mp4");
    expect(player.muted).toBe(true);
    expect(player.autoplay).toBe(true);
    expect(player).toHaveAttribute("playsinline");
    expect(player).toHaveFocus();
    // No dialog for the video: it plays where it is.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("GalleryGrid modal", () => {
  beforeEach(() => setViewportWidth(1280));

  it("opens the large image under its title, and Esc closes it and returns focus to the tile", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={ALL} label="All Photos" />);
    const tile = screen.getByRole("button", { name: "View larger: Havan fire" });
    await user.click(tile);

    const dialog = screen.getByRole("dialog", { name: "Havan fire" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const large = within(dialog).getByAltText("A painting of havan fire");
    expect(large).toHaveAttribute("src", "/assets/havan-fire-1080.webp");
    expect(large).toHaveAttribute("width", "1080");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps focus inside while open", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={ALL} label="All Photos" />);
    await user.click(screen.getByRole("button", { name: "View larger: Flower altar" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("falls back to the title Image Preview for a photo without one", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={[photo("untitled", "")]} label="All Photos" />);
    await user.click(screen.getByRole("button", { name: /View larger/ }));
    expect(screen.getByRole("dialog", { name: "Image Preview" })).toBeInTheDocument();
  });

  it("resets on close: the close button empties it, and the next photo opens with its own title", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={ALL} label="All Photos" />);
    await user.click(screen.getByRole("button", { name: "View larger: Havan fire" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "View larger: Temple gopuram" }));
    expect(screen.getByRole("dialog", { name: "Temple gopuram" })).toBeInTheDocument();
  });
});
