/**
 * The administrator's calls: sign-in, the authenticated fetch every admin call goes through, sign-out.
 * Imported by /login and the admin routes only, so none of it reaches the public pages' bundles.
 */
import {
  type ApiUrl,
  ApiError,
  NetworkError,
  type OperationId,
  type Schemas,
  apiFetch,
  apiFetchEnvelope,
  jsonBody,
} from "@/lib/api";
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from "./session";

export type AdminUserInfo = Schemas["User"];

type SessionData = Schemas["Session"];

/** The session could not be kept: storage is cleared and the admin must sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super("Your session has ended. Please sign in again.");
    this.name = "SessionEndedError";
  }
}

/** Where a lost session sends the admin. */
export const SESSION_ENDED_URL = "/login?session=ended";

/** Signs in with what was typed, sent as both username and email. Answers the server's message too. */
export async function login(typed: string, password: string): Promise<{ session: SessionData; message: string }> {
  const envelope = await apiFetchEnvelope<"login">(
    "/api/v1/users/login",
    jsonBody<"login">({ username: typed, email: typed, password }),
  );
  if (!envelope.data) throw new ApiError(500, "The sign-in answer had no session");
  return { session: envelope.data, message: envelope.message };
}

type RefreshOutcome = "refreshed" | "ended";
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Trades the refresh token for a new pair. Concurrent callers share one request: a refresh token works
 * once, and presenting it twice would look like theft and end the session.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return "ended";
    try {
      const data = await apiFetch<"refreshToken">(
        "/api/v1/users/refresh-token",
        jsonBody<"refreshToken">({ refreshToken }),
      );
      saveTokens(data);
      return "refreshed";
    } catch (error) {
      // 401: expired, revoked or replayed. A network failure leaves the session as it is.
      if (error instanceof ApiError && error.status < 500) return "ended";
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function withBearer(init: RequestInit, token: string): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  };
}

function endSession(): never {
  clearTokens();
  throw new SessionEndedError();
}

/**
 * `apiFetch` with the access token. An answer of 401 refreshes the session once and retries; when that
 * fails too, storage is cleared and `SessionEndedError` is thrown (see `SESSION_ENDED_URL`). Headers in
 * `init` must be a plain object.
 */
export async function authFetch<Op extends OperationId>(path: ApiUrl<Op>, init: RequestInit = {}) {
  const token = getAccessToken();
  if (!token) endSession();
  try {
    return await apiFetch<Op>(path, withBearer(init, token));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  // Another call may have refreshed meanwhile; only refresh when the token we used is still the current one.
  if (getAccessToken() === token && (await refreshSession()) === "ended") endSession();
  const fresh = getAccessToken();
  if (!fresh) endSession();
  try {
    return await apiFetch<Op>(path, withBearer(init, fresh));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession();
    throw error;
  }
}

/**
 * A raw answer with the access token, for what is not a JSON envelope (a CSV download) and for calls not
 * yet in the OpenAPI document: the same single refresh-and-retry on 401 as `authFetch`. A request that
 * never reaches the server is `NetworkError`; every other status is the caller's to read.
 */
export async function authResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const send = async (token: string) => {
    try {
      return await fetch(path, withBearer(init, token));
    } catch (cause) {
      throw new NetworkError(cause);
    }
  };
  const token = getAccessToken();
  if (!token) endSession();
  const first = await send(token);
  if (first.status !== 401) return first;
  if (getAccessToken() === token && (await refreshSession()) === "ended") endSession();
  const fresh = getAccessToken();
  if (!fresh) endSession();
  const second = await send(fresh);
  if (second.status === 401) endSession();
  return second;
}

export async function fetchCurrentUser(): Promise<AdminUserInfo> {
  const { user } = await authFetch<"me">("/api/v1/users/me");
  return user;
}

/** Revokes the refresh token on the server (when it can be reached) and clears storage in any case. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) await authFetch<"logout">("/api/v1/users/logout", jsonBody<"logout">({ refreshToken }));
  } catch {
    // Offline or already signed out: the tokens are forgotten below all the same.
  } finally {
    clearTokens();
  }
}
