/**
 * What an open modal dialog does to the page, without React: shared by the `Modal` component (the admin
 * app's dialogs) and the gallery's island (features/gallery/gallery.island.ts), which opens the same
 * dialog markup, cloned from its `<template>`, on the server-drawn gallery pages.
 */

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("inert") && el.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * Opens `panel` (the element with role="dialog") as a modal: everything on the page outside its
 * `[data-modal-root]` becomes inert, the page behind stops scrolling (keeping the scrollbar's width so
 * nothing jumps), focus moves inside and Tab / Shift+Tab stay there, and Esc calls `onClose`.
 *
 * Returns the undo, which also sends focus back to whatever had it when the dialog opened.
 */
export function activateDialog(panel: HTMLElement, onClose: () => void): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  // Everything else on the page becomes inert: unreachable by Tab, pointer and screen readers.
  const host = panel.closest<HTMLElement>("[data-modal-root]");
  const inerted: HTMLElement[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el instanceof HTMLElement && el !== host && !el.inert) {
      el.inert = true;
      inerted.push(el);
    }
  }

  // No scrolling behind the dialog; the scrollbar's width is kept so the page does not jump.
  const body = document.body;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

  (focusables(panel)[0] ?? panel).focus();

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(panel);
    if (items.length === 0) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = active instanceof Node && panel.contains(active);
    if (event.shiftKey && (active === first || !inside || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener("keydown", onKey);

  return () => {
    document.removeEventListener("keydown", onKey);
    for (const el of inerted) el.inert = false;
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
}
