/** Shared by this folder's tests: a scripted `fetch`. */
import { vi } from "vitest";

export interface Call {
  url: string;
  init: RequestInit;
  body: unknown;
  authorization: string | undefined;
}

export type Reply = { status: number; body?: unknown } | "network" | Promise<{ status: number; body?: unknown }>;

export function envelope(status: number, data: unknown, message = "OK") {
  return { status, body: { statusCode: status, data, message, success: status < 400 } };
}

/** Installs a fetch that answers each call with the next reply for its path, and records the calls. */
export function scriptFetch(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url,
      init,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization,
    });
    const queue = replies[url];
    const next = queue?.shift();
    if (next === undefined) throw new Error(`unexpected call to ${url}`);
    if (next === "network") throw new TypeError("Failed to fetch");
    const { status, body } = await next;
    return new Response(body === undefined ? "" : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
