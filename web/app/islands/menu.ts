/**
 * The small-screen menu of the site header (components/layout/header.tsx) on the pages that are not
 * hydrated: the toggle opens and closes it, and a link chosen in it or Esc closes it. Shared by the
 * island scripts (home.ts, gallery.ts, darshan.ts).
 */
export function menu() {
  const button = document.querySelector<HTMLButtonElement>("[data-nav-toggle]");
  const nav = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  const label = button?.querySelector<HTMLElement>("[data-nav-label]");
  if (!button || !nav || !label) return;
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    nav.dataset.open = String(open);
    label.textContent = button.dataset[open ? "labelClose" : "labelOpen"] ?? "";
  };
  button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") set(false);
  });
}
