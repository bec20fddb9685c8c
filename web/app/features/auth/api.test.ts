import { afterEach, describe, expect, it, vi } from "vitest";
import { NetworkError } from "@/lib/api";
import { SessionEndedError, authFetch, login, logout } from "./api";
import { saveTokens } from "./session";
import { envelope, scriptFetch } from "./test-support";

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, user: {} });

describe("login", () => {
  it("sends the typed value as both username and email and answers the server's message", async () => {
    const { calls } = scriptFetch({ "/api/v1/users/login": [envelope(200, pair(1), "Login successful")] });
    const { session, message } = await login("priest", "secret password");
    expect(calls[0]?.body).toEqual({ username: "priest", email: "priest", password: "secret password" });
    expect(calls[0]?.init.method).toBe("POST");
    expect(session.accessToken).toBe("access-1");
    expect(message).toBe("Login successful");
  });
});

describe("authFetch", () => {
  it("sends the access token as a bearer token", async () => {
    saveTokens(pair(1));
    const { calls } = scriptFetch({ "/api/v1/users/me": [envelope(200, { ok: true })] });
    expect(await authFetch("/api/v1/users/me")).toEqual({ ok: true });
    expect(calls[0]?.authorization).toBe("Bearer access-1");
  });

  it("on 401 refreshes once, keeps the new pair and retries", async () => {
    saveTokens(pair(1));
    const { calls } = scriptFetch({
      "/api/v1/users/me": [envelope(401, null), envelope(200, { ok: true })],
      "/api/v1/users/refresh-token": [envelope(200, pair(2))],
    });
    expect(await authFetch("/api/v1/users/me")).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/users/me", "/api/v1/users/refresh-token", "/api/v1/users/me"]);
    expect(calls[1]?.body).toEqual({ refreshToken: "refresh-1" });
    expect(calls[2]?.authorization).toBe("Bearer access-2");
    expect(sessionStorage.getItem("accessToken")).toBe("access-2");
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("ends the session when the refresh is refused", async () => {
    saveTokens(pair(1));
    scriptFetch({
      "/api/v1/users/me": [envelope(401, null)],
      "/api/v1/users/refresh-token": [envelope(401, null)],
    });
    await expect(authFetch("/api/v1/users/me")).rejects.toBeInstanceOf(SessionEndedError);
    expect(sessionStorage.length).toBe(0);
  });

  it("ends the session when the retry is refused too, without refreshing again", async () => {
    saveTokens(pair(1));
    const { calls } = scriptFetch({
      "/api/v1/users/me": [envelope(401, null), envelope(401, null)],
      "/api/v1/users/refresh-token": [envelope(200, pair(2))],
    });
    await expect(authFetch("/api/v1/users/me")).rejects.toBeInstanceOf(SessionEndedError);
    expect(calls.filter((c) => c.url.endsWith("refresh-token"))).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it("shares one refresh between calls that fail together", async () => {
    saveTokens(pair(1));
    let answerRefresh: (reply: { status: number; body?: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body?: unknown }>((resolve) => {
      answerRefresh = resolve;
    });
    const { calls } = scriptFetch({
      "/api/v1/video-posts/a": [envelope(401, null), envelope(200, "a")],
      "/api/v1/video-posts/b": [envelope(401, null), envelope(200, "b")],
      "/api/v1/users/refresh-token": [pending],
    });
    const both = Promise.all([
      authFetch<"getVideoPost">("/api/v1/video-posts/a"),
      authFetch<"getVideoPost">("/api/v1/video-posts/b"),
    ]);
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith("refresh-token"))).toBe(true));
    answerRefresh(envelope(200, pair(2)));
    expect(await both).toEqual(["a", "b"]);
    expect(calls.filter((c) => c.url.endsWith("refresh-token"))).toHaveLength(1);
  });

  it("keeps the session through a network failure", async () => {
    saveTokens(pair(1));
    scriptFetch({ "/api/v1/users/me": [envelope(401, null)], "/api/v1/users/refresh-token": ["network"] });
    await expect(authFetch("/api/v1/users/me")).rejects.toBeInstanceOf(NetworkError);
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-1");
  });

  it("without an access token ends at once, calling nothing", async () => {
    const { fetchMock } = scriptFetch({});
    await expect(authFetch("/api/v1/users/me")).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("logout", () => {
  it("revokes the refresh token on the server and clears storage", async () => {
    saveTokens(pair(1));
    const { calls } = scriptFetch({ "/api/v1/users/logout": [envelope(200, {})] });
    await logout();
    expect(calls[0]?.body).toEqual({ refreshToken: "refresh-1" });
    expect(calls[0]?.authorization).toBe("Bearer access-1");
    expect(sessionStorage.length).toBe(0);
  });

  it("clears storage even when the server cannot be reached", async () => {
    saveTokens(pair(1));
    scriptFetch({ "/api/v1/users/logout": ["network"] });
    await logout();
    expect(sessionStorage.length).toBe(0);
  });
});
