/**
 * The behaviour of the gallery pages (`/photos/{id}`), added to the markup the server draws with the
 * gallery's components (gallery-grid.tsx, category-nav.tsx), with the grid's rules (grid.ts), the dialog
 * behaviour of `Modal` (components/dialog-behaviour.ts) and the category scroll (category-scroll.ts):
 *
 * - the grid's column count follows the viewport (4 from 1000 px, else 2), each tile's span clamped to it;
 * - a photo opens in the accessible dialog, cloned from its `<template>`;
 * - the video's poster, pressed, becomes the muted inline player from its `<template>`, focused;
 * - a category button on a narrow screen leaves a note so that the page it loads ends 200 px down.
 */
import { activateDialog } from "@/components/dialog-behaviour";
import { noteCategoryChange, scrollAfterCategoryChange, takeCategoryChange } from "@/features/gallery/category-scroll";
import {
  type ColumnCount,
  NARROW_COLUMNS,
  WIDE_COLUMNS,
  WIDE_QUERY,
  isNarrow,
  tileSpan,
} from "@/features/gallery/grid";
import { playVideo } from "@/features/gallery/video-poster.island";

/** The tab's session storage, or none where the browser refuses it. */
function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

function template(doc: Document, name: string): HTMLTemplateElement | null {
  return doc.querySelector<HTMLTemplateElement>(`template[data-island-template="${name}"]`);
}

function cloneOf<T extends Element>(tpl: HTMLTemplateElement, doc: Document): T | null {
  const first = tpl.content.firstElementChild;
  return first ? (doc.importNode(first, true) as T) : null;
}

/** Sets the grid's column count and clamps every tile's span to it (spans come from `data-item-cols`). */
export function applyColumns(grid: HTMLElement, columns: ColumnCount): void {
  grid.dataset.columns = String(columns);
  for (const tile of Array.from(grid.querySelectorAll<HTMLElement>(":scope > li[data-item-cols]"))) {
    const span = tileSpan({ rows: Number(tile.dataset.rows), cols: Number(tile.dataset.itemCols) }, columns);
    tile.dataset.cols = String(span.cols);
    // Through the CSSOM (allowed by the Content-Security-Policy, unlike a style attribute): the
    // stylesheet's data-rows and data-cols rules place the tile before this runs.
    tile.style.gridRow = `span ${span.rows}`;
    tile.style.gridColumn = `span ${span.cols}`;
  }
}

function followColumns(grid: HTMLElement, win: Window): void {
  const query = win.matchMedia(WIDE_QUERY);
  const update = () => applyColumns(grid, query.matches ? WIDE_COLUMNS : NARROW_COLUMNS);
  update();
  query.addEventListener?.("change", update);
}

/**
 * Opens the dialog for the photo behind `button` (its `data-photo` large file and `data-title`, the
 * tile image's alt text and size); a tile without a photo gets the "No Image Selected" state. Each opening
 * is a fresh copy of the template, so closing resets it.
 */
export function openPhoto(button: HTMLElement, doc: Document = document): void {
  const tpl = template(doc, "gallery-modal");
  const root = tpl && cloneOf<HTMLElement>(tpl, doc);
  const panel = root?.querySelector<HTMLElement>("[role=dialog]");
  if (!root || !panel) return;
  const title = button.dataset.title?.trim();
  const heading = root.querySelector("[data-modal-title]");
  if (title && heading) heading.textContent = title;

  const figure = root.querySelector<HTMLElement>("[data-modal-photo]");
  const large = figure?.querySelector("img");
  const tile = button.querySelector("img");
  const src = button.dataset.photo;
  if (figure && large && tile && src) {
    const width = tile.getAttribute("width") ?? "";
    const height = tile.getAttribute("height") ?? "";
    large.setAttribute("src", src);
    large.setAttribute("width", width);
    large.setAttribute("height", height);
    large.setAttribute("alt", tile.getAttribute("alt") ?? "");
    if (Number(width) > 0 && Number(height) > 0)
      figure.style.setProperty("--ratio", String(Number(width) / Number(height)));
    root.querySelector("[data-modal-empty]")?.remove();
  } else {
    figure?.remove();
  }

  doc.body.append(root);
  let release: (() => void) | null = null;
  const close = () => {
    if (!release) return;
    root.remove();
    const undo = release;
    release = null;
    undo();
  };
  root.querySelector("[data-modal-close]")?.addEventListener("click", close);
  root.querySelector("[data-modal-backdrop]")?.addEventListener("click", close);
  release = activateDialog(panel, close);
}

function tiles(grid: HTMLElement, doc: Document): void {
  grid.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button[data-photo], button[data-play]");
    if (!button || !grid.contains(button)) return;
    if (button.hasAttribute("data-play")) playVideo(button, doc);
    else openPhoto(button, doc);
  });
}

function categories(doc: Document, win: Window): void {
  const storage = sessionStorageOf(win);
  const nav = doc.querySelector<HTMLElement>("[data-gallery-categories]");
  nav?.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (isNarrow(win.innerWidth)) noteCategoryChange(new URL(link.href, win.location.href).pathname, storage);
  });
  if (takeCategoryChange(win.location.pathname, storage)) scrollAfterCategoryChange(win);
}

export function enhanceGallery(doc: Document = document, win: Window = window): void {
  const grid = doc.querySelector<HTMLElement>("ul[data-columns]");
  if (grid) {
    followColumns(grid, win);
    tiles(grid, doc);
  }
  categories(doc, win);
}
