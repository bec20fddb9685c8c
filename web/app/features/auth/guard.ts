import { redirect } from "react-router";
import { SESSION_ENDED_URL, SessionEndedError } from "./api";
import { getAccessToken } from "./session";

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** The route guard of the specification: an access token in session storage admits, none sends to /login. */
export function adminGuard(accessToken: string | null): GuardDecision {
  return accessToken ? { allow: true } : { allow: false, redirectTo: "/login" };
}

/** For admin client loaders: throws the redirect when there is no session. */
export function requireAdminSession() {
  const decision = adminGuard(getAccessToken());
  if (!decision.allow) throw redirect(decision.redirectTo);
}

/** For admin client loaders: a session that could not be kept becomes a redirect to /login with a notice. */
export function redirectIfSessionEnded(error: unknown) {
  if (error instanceof SessionEndedError) throw redirect(SESSION_ENDED_URL);
}
