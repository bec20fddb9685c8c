/**
 * /book/{slug}: opens the booking chat by itself a moment after the page has loaded, unless the visitor
 * presses "Stay on this page". The page's HTML (pages/book.tsx) waits without JavaScript; `replace` keeps
 * the back button from landing on this page and being sent away again.
 */

/** Long enough to read the page. */
export const AUTO_FOLLOW_DELAY_MS = 2500;

export function autoFollow(
  doc: Document = document,
  delayMs: number = AUTO_FOLLOW_DELAY_MS,
  follow: (url: string) => void = (url) => window.location.replace(url),
): void {
  const status = doc.querySelector<HTMLElement>("[data-auto-follow]");
  const template = doc.querySelector<HTMLTemplateElement>('template[data-island-template="book-stay"]');
  const url = status?.dataset.autoFollow;
  if (!status || !url) return;
  const stay = template?.content.firstElementChild
    ? (doc.importNode(template.content.firstElementChild, true) as HTMLElement)
    : null;
  status.textContent = status.dataset.opening ?? "";
  const timer = setTimeout(() => {
    stay?.remove();
    follow(url);
  }, delayMs);
  if (stay) {
    stay.addEventListener("click", () => {
      clearTimeout(timer);
      status.textContent = status.dataset.stayed ?? "";
      stay.remove();
    });
    status.after(stay);
  }
}
