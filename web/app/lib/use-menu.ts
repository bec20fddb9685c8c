import { useEffect, useState } from "react";

/**
 * A small-screen menu's open state, closed on Esc. Its links load a page (they are plain links: the
 * public pages are not part of the admin app), and a chosen link closes it (header.tsx).
 */
export function useMenu() {
  const [open, setOpen] = useState(false);

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
