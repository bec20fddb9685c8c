/**
 * The small-screen menu of the site header (header.tsx) on the server-rendered pages: the toggle opens
 * and closes it, and a link chosen in it or Esc closes it. Every page's island script runs it.
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
