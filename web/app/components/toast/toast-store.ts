/**
 * Notifications ("toasts"): a tiny store any module can push to, and `<Toaster />` renders. No timers or
 * browser APIs run until a toast is shown, so importing this during pre-rendering is safe.
 */

export type ToastKind = "success" | "error";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const DURATION_MS: Record<ToastKind, number> = { success: 4000, error: 7000 };
const MAX_VISIBLE = 4;
const EMPTY: readonly Toast[] = [];

let toasts: readonly Toast[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(kind: ToastKind, message: string, durationMs = DURATION_MS[kind]): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }].slice(-MAX_VISIBLE);
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (message: string) => showToast("success", message),
  error: (message: string) => showToast("error", message),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly Toast[] => toasts;
export const getServerToasts = (): readonly Toast[] => EMPTY;

/** For tests: forget every toast. */
export function clearToasts() {
  toasts = EMPTY;
  emit();
}
