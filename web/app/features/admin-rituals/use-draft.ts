/**
 * Unsaved edits kept in localStorage, so a reload or a closed tab on the phone loses nothing: the form
 * starts from the draft when there is one, and the draft is cleared once the ritual is saved.
 */
import { useCallback, useEffect, useState } from "react";

const PREFIX = "sankalp:draft:";

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function useDraft<T>(key: string, initial: T) {
  const [restored] = useState(() => read<T>(key) !== null);
  const [value, setValue] = useState<T>(() => read<T>(key) ?? initial);
  const [dirty, setDirty] = useState(restored);

  useEffect(() => {
    if (!dirty) return;
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage full or refused: the edits stay in memory only.
    }
  }, [key, value, dirty]);

  const update = useCallback((next: T | ((old: T) => T)) => {
    setDirty(true);
    setValue(next);
  }, []);

  /** The edits were saved (or thrown away): start again from `fresh`. */
  const clear = useCallback(
    (fresh: T) => {
      window.localStorage.removeItem(PREFIX + key);
      setDirty(false);
      setValue(fresh);
    },
    [key],
  );

  return { value, update, clear, dirty, restored };
}
