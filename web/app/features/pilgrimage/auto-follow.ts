import { useEffect, useEffectEvent, useState } from "react";

/** How long the booking page waits before opening WhatsApp by itself: long enough to read the page. */
export const AUTO_FOLLOW_DELAY_MS = 2500;

/** "idle" in the pre-rendered HTML (nothing will happen without JavaScript), then "waiting". */
export type AutoFollowState = "idle" | "waiting" | "following" | "cancelled";

const replaceLocation = (target: string) => window.location.replace(target);

/**
 * Follows `url` once, `delayMs` after the page has hydrated, unless the visitor cancels. Effects never run
 * during pre-rendering, so the static HTML never redirects; `replace` keeps the back button from
 * landing on this page and being sent away again.
 */
export function useAutoFollow(
  url: string,
  delayMs: number = AUTO_FOLLOW_DELAY_MS,
  follow: (url: string) => void = replaceLocation,
) {
  const [state, setState] = useState<AutoFollowState>("idle");
  const followNow = useEffectEvent(() => follow(url));

  useEffect(() => {
    // Waiting starts once hydrated: the pre-rendered page stays "idle" and never redirects.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only an effect knows the page has hydrated
    if (state === "idle") setState("waiting");
    if (state !== "waiting") return;
    const timer = window.setTimeout(() => {
      setState("following");
      followNow();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [state, delayMs]);

  return { state, cancel: () => setState((s) => (s === "waiting" ? "cancelled" : s)) };
}
