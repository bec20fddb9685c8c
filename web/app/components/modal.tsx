import { type ReactNode, type Ref, useEffect, useEffectEvent, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { activateDialog } from "@/components/dialog-behaviour";
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

/**
 * An accessible modal dialog: rendered into `document.body` while open, named by its title, focus moved
 * inside and kept there, Esc and a click on the backdrop close it, the page behind is inert and does not
 * scroll, and focus goes back to whatever opened it.
 *
 * Only ever open after a user action (the admin app's dialogs); the gallery draws `ModalFrame` alone.
 */
export function Modal({ open, onClose, title, children, size = "normal", className, ...rest }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so the effect below does not re-run (and steal focus) when the parent re-renders.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open || !panelRef.current) return;
    return activateDialog(panelRef.current, () => close());
  }, [open]);

  if (!open) return null;

  return createPortal(
    <ModalFrame
      panelRef={panelRef}
      titleId={titleId}
      title={title}
      size={size}
      className={className}
      onClose={onClose}
      data-testid={rest["data-testid"]}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}

interface ModalFrameProps extends Pick<ModalProps, "title" | "children" | "size" | "className" | "data-testid"> {
  titleId: string;
  panelRef?: Ref<HTMLDivElement>;
  /** Without it (the pre-rendered copy in a `<template>`), a script adds the handlers. */
  onClose?: () => void;
}

/**
 * The dialog's markup: backdrop, panel, title bar with the close button, body. `Modal` renders it into
 * the page while open; the gallery also pre-renders it inside a `<template>` for its island script, which
 * finds the parts by their `data-modal-*` attributes.
 */
export function ModalFrame({
  titleId,
  title,
  children,
  size = "normal",
  className,
  panelRef,
  onClose,
  ...rest
}: ModalFrameProps) {
  const t = useT();
  return (
    <div className={styles.root} data-modal-root="">
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} data-modal-backdrop="" />
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
          <h2 id={titleId} className={styles.title} data-modal-title="">
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} data-modal-close="">
            <CloseIcon size={22} />
            <span className="visually-hidden">{t("modal.close")}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
