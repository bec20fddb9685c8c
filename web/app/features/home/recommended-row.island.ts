/**
 * The Recommended row (home-sections.tsx) starts scrolled to its end less its offset, hinting that it
 * scrolls. The row is scrolled when it comes within a screen of the viewport, not when the script runs:
 * reading its width then would lay out the whole page before the first paint (its section is drawn only
 * near the viewport; global.css).
 */
export function scrollRows(doc: Document = document): void {
  const rows = doc.querySelectorAll<HTMLElement>("[data-scroll-end-offset]");
  const scroll = (el: HTMLElement) => {
    el.scrollLeft = Math.max(0, el.scrollWidth - el.clientWidth - Number(el.dataset.scrollEndOffset));
  };
  const view = doc.defaultView;
  if (!view || !("IntersectionObserver" in view)) {
    rows.forEach(scroll);
    return;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        scroll(entry.target as HTMLElement);
      }
    },
    { rootMargin: "100% 0px" },
  );
  rows.forEach((row) => observer.observe(row));
}
