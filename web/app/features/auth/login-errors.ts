import type { MessageKey } from "@/i18n/messages";
import { ApiError, NetworkError } from "@/lib/api";

export interface LoginErrorMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const BY_STATUS: Partial<Record<number, MessageKey>> = {
  400: "login.error.400",
  401: "login.error.401",
  403: "login.error.403",
  404: "login.error.404",
  500: "login.error.500",
};

/** The specification's status-to-message table for a failed sign-in; `null` is a network failure. */
export function loginErrorMessage(status: number | null): LoginErrorMessage {
  if (status === null) return { key: "login.error.network" };
  const key = BY_STATUS[status];
  return key ? { key } : { key: "login.error.other", params: { code: status } };
}

/** What a failed `login()` call threw, as the table's message. */
export function loginErrorFor(error: unknown): LoginErrorMessage {
  if (error instanceof ApiError) return loginErrorMessage(error.status);
  if (error instanceof NetworkError) return loginErrorMessage(null);
  // Anything else (an unreadable answer) is reported like a server error.
  return loginErrorMessage(500);
}
