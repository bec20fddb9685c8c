/** The Recommended row (home-sections.tsx) starts scrolled to its end less its offset, hinting that it scrolls. */
export function scrollRows(doc: Document = document): void {
  for (const el of doc.querySelectorAll<HTMLElement>("[data-scroll-end-offset]")) {
    el.scrollLeft = Math.max(0, el.scrollWidth - el.clientWidth - Number(el.dataset.scrollEndOffset));
  }
}
