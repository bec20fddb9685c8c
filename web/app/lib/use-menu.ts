import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** A small-screen menu's open state: it closes on any navigation (back button included) and on Esc. */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Closed by a navigation: adjusted while rendering the new page, not by an effect after it.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return [open, setOpen] as const;
}
