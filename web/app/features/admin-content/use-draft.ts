/**
 * An editor's unsaved changes, kept in the browser (localStorage) as they are typed, so that a reload, a
 * closed tab or a phone that dropped its connection in the middle of a save loses nothing. The editor
 * shows `restored` ("unsaved changes restored", with Discard); a successful save calls `saved(next)`,
 * which forgets the draft.
 *
 * Only what differs from `initial` is a draft: typing a field back to its stored value removes the draft.
 * Storage that is full or disabled (private browsing) leaves the editor working as before, without a draft.
 */
import { useCallback, useEffect, useState } from "react";

/** Every draft's storage key starts with this, so they can be told from anything else stored. */
export const DRAFT_PREFIX = "sankalp.draft.";

interface Stored<T> {
  /** The draft. */
  value: T;
  /** When it was last changed (milliseconds since 1970). */
  at: number;
}

export interface Draft<T> {
  /** What the editor shows: the draft, or `initial` when there is none. */
  value: T;
  /** Changes the draft (and stores it). */
  setValue: (next: T | ((current: T) => T)) => void;
  /** The value differs from what is stored on the server. */
  dirty: boolean;
  /** The draft was found in storage when the editor opened (and has not been discarded or saved since). */
  restored: boolean;
  /** When the restored draft was last changed, or null. */
  restoredAt: Date | null;
  /** Drops the draft: the editor shows `initial` (or the last saved value) again. */
  discard: () => void;
  /** The server has saved `next`: it is the new starting point and the draft is forgotten. */
  saved: (next: T) => void;
  /**
   * The server has saved one part of the entry (a picture, sent on its own): `next` is the new starting
   * point and `change` puts that part into the draft, whose other unsaved changes stay.
   */
  savedPart: (next: T, change: (current: T) => T) => void;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Structural equality of JSON values (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

export function readDraft<T>(key: string): Stored<T> | null {
  try {
    const text = storage()?.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Stored<T>>;
    if (!parsed || typeof parsed !== "object" || !("value" in parsed) || typeof parsed.at !== "number") return null;
    return { value: parsed.value as T, at: parsed.at };
  } catch {
    return null;
  }
}

function writeDraft<T>(key: string, value: T) {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ value, at: Date.now() } satisfies Stored<T>));
  } catch {
    // Full or disabled: the editor keeps working, only without a draft.
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

interface State<T> {
  key: string;
  base: T;
  value: T;
  restoredAt: number | null;
}

function start<T>(key: string, initial: T): State<T> {
  const stored = readDraft<T>(key);
  if (stored && !sameJson(stored.value, initial)) {
    return { key, base: initial, value: stored.value, restoredAt: stored.at };
  }
  if (stored) clearDraft(key);
  return { key, base: initial, value: initial, restoredAt: null };
}

/**
 * `key` names what is edited (`page/about`, `pilgrimage/gokarna`, `ritual/satyanarayan`); `initial` is what
 * the server has now. When `key` changes, the hook starts again from that key's draft.
 */
export function useDraft<T>(key: string, initial: T): Draft<T> {
  const [held, setState] = useState(() => start(key, initial));
  // A different entry: start again from its own draft (React's way of deriving state from a prop).
  let state = held;
  if (held.key !== key) {
    state = start(key, initial);
    setState(state);
  }
  const { key: heldKey } = state;
  const setValue = useCallback((next: T | ((current: T) => T)) => {
    setState((s) => {
      const value = typeof next === "function" ? (next as (current: T) => T)(s.value) : next;
      return { ...s, value };
    });
  }, []);

  // Storage follows the state (not the other way round), so a value typed back to the stored one
  // removes the draft, and storage is written after React settles rather than inside an updater.
  useEffect(() => {
    if (sameJson(state.value, state.base)) clearDraft(state.key);
    else writeDraft(state.key, state.value);
  }, [state.key, state.value, state.base]);

  const discard = useCallback(() => {
    clearDraft(heldKey);
    setState((s) => ({ ...s, value: s.base, restoredAt: null }));
  }, [heldKey]);

  const saved = useCallback(
    (next: T) => {
      // Now, not only in the effect: the editor may be left (and unmounted) right after a save.
      clearDraft(heldKey);
      setState((s) => ({ ...s, base: next, value: next, restoredAt: null }));
    },
    [heldKey],
  );

  const savedPart = useCallback((next: T, change: (current: T) => T) => {
    setState((s) => ({ ...s, base: next, value: change(s.value) }));
  }, []);

  return {
    value: state.value,
    setValue,
    dirty: !sameJson(state.value, state.base),
    restored: state.restoredAt !== null,
    restoredAt: state.restoredAt === null ? null : new Date(state.restoredAt),
    discard,
    saved,
    savedPart,
  };
}
