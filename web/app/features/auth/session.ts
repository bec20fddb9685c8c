/**
 * The signed-in session, kept in session storage as the specification says (`accessToken`,
 * `refreshToken`). Only call these from event handlers, effects or client loaders: pages are pre-rendered,
 * and there is no storage then.
 */
import type { Schemas } from "@/lib/api";

export const ACCESS_TOKEN_KEY = "accessToken";
export const REFRESH_TOKEN_KEY = "refreshToken";

/** The token pair of a signed-in session, as the API answers it. */
export type SessionTokens = Pick<Schemas["Session"], "accessToken" | "refreshToken">;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings.
    return null;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) || null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) || null;
}

export function saveTokens({ accessToken, refreshToken }: SessionTokens) {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, accessToken);
  store?.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens() {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
}
