/** True when the visitor asked for less motion (always false where there is no window, e.g. pre-rendering). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}
