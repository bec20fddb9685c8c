import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { GalleryGrid } from "./gallery-grid";
import { ALL, VIP, photo } from "./test-fixtures";
import { setViewportWidth } from "./test-viewport";

const tiles = () => screen.getAllByTestId("gallery-tile");

describe("GalleryGrid layout", () => {
  beforeEach(() => setViewportWidth(1280));

  it("spans photos over 3 rows × 2 columns and the video over 4 × 2, without a style attribute", () => {
    render(<GalleryGrid items={VIP} label="VIP Photos" />);
    const grid = screen.getByRole("list", { name: "VIP Photos" });
    expect(grid).not.toHaveAttribute("style");
    const [first, , videoTile] = tiles();
    expect(first).toHaveAttribute("data-rows", "3");
    expect(first).toHaveAttribute("data-cols", "2");
    expect(videoTile).toHaveAttribute("data-rows", "4");
    expect(videoTile).toHaveAttribute("data-cols", "2");
    for (const tile of tiles()) expect(tile).not.toHaveAttribute("style");
  });

  it("clamps a tile wider than a narrow grid", () => {
    setViewportWidth(375);
    render(<GalleryGrid items={[photo("wide", "Wide", { cols: 4, rows: 2 })]} label="All Photos" />);
    expect(tiles()[0]).toHaveAttribute("data-cols", "2");
    expect(tiles()[0]).toHaveAttribute("data-rows", "2");
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

  it("loads the first tile at once, with no priority over the phone's first screen, and the rest lazily", () => {
    render(<GalleryGrid items={ALL} label="All Photos" />);
    const images = tiles().map((tile) => within(tile).getByRole("img"));
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy"]);
    for (const img of images) expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("says so when a category is empty", () => {
    render(<GalleryGrid items={[]} label="VIP Photos" />);
    expect(screen.getByText("No images available in this category.")).toBeInTheDocument();
    expect(screen.queryByTestId("gallery-grid")).not.toBeInTheDocument();
  });
});
