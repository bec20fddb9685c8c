import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/icons/icons";
import { useT } from "@/i18n/use-t";
import styles from "./modal.module.css";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  children: ReactNode;
  /**
   * `normal` suits text and forms, `wide` a video player; `fit` shrinks the dialog around its content
   * (a picture sized by its own stylesheet).
   */
  size?: "normal" | "wide" | "fit";
  /** Extra class on the dialog panel. */
  className?: string;
  "data-testid"?: string;
}

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

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("inert") && el.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * An accessible modal dialog: rendered into `document.body` while open, named by its title, focus moved
 * inside and kept there, Esc and a click on the backdrop close it, the page behind is inert and does not
 * scroll, and focus goes back to whatever opened it.
 *
 * Only ever open after a user action, so it never renders during pre-rendering.
 */
export function Modal({ open, onClose, title, children, size = "normal", className, ...rest }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so the effect below does not re-run (and steal focus) when the parent re-renders.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
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
        onCloseRef.current();
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
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className={styles.root} data-modal-root="">
      <div className={styles.backdrop} aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        className={[styles.panel, size === "normal" ? "" : styles[size], className ?? ""].join(" ").trim()}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={rest["data-testid"]}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{t("modal.close")}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
