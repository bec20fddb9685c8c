/**
 * Unsaved edits kept in localStorage, so a reload or a closed tab on the phone loses nothing: the form
 * starts from the draft when there is one; `saved(next)` forgets it, `discard()` puts back what is stored.
 * The same interface as the shared editors' `useDraft` (features/admin-content), which replaces this once
 * both are merged.
 */
import { useCallback, useEffect, useState } from "react";

const PREFIX = "sankalp.draft.";

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? ((JSON.parse(raw) as { value: T }).value ?? null) : null;
  } catch {
    return null;
  }
}

export function useDraft<T>(key: string, initial: T) {
  const [base, setBase] = useState(initial);
  const [restored, setRestored] = useState(() => read<T>(key) !== null);
  const [value, setValueState] = useState<T>(() => read<T>(key) ?? initial);
  const [dirty, setDirty] = useState(restored);

  useEffect(() => {
    if (!dirty) return;
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify({ value, at: Date.now() }));
    } catch {
      // Storage full or refused: the edits stay in memory only.
    }
  }, [key, value, dirty]);

  const setValue = useCallback((next: T | ((current: T) => T)) => {
    setDirty(true);
    setValueState(next);
  }, []);

  const forget = useCallback(
    (fresh: T) => {
      try {
        window.localStorage.removeItem(PREFIX + key);
      } catch {
        // Nothing stored to remove.
      }
      setDirty(false);
      setRestored(false);
      setBase(fresh);
      setValueState(fresh);
    },
    [key],
  );

  const discard = useCallback(() => forget(base), [forget, base]);
  return { value, setValue, dirty, restored, discard, saved: forget };
}
