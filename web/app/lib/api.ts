/** The typed API client: one place that knows the envelope, statuses and network failures. */

export interface Envelope<T> {
  statusCode: number;
  data: T | null;
  message: string;
  success: boolean;
  errors?: Array<{ field: string; message: string }>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText: string = "",
    readonly fieldErrors: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A request that never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Network error. Please check your connection.", { cause });
    this.name = "NetworkError";
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetchEnvelope<T>(path, init)).data as T;
}

/** Like `apiFetch`, but answers the whole envelope, for callers that show the server's `message`. */
export async function apiFetchEnvelope<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  let body: Envelope<T> | null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (!response.ok || !body?.success) {
    throw new ApiError(
      response.status,
      body?.message ?? response.statusText,
      response.statusText,
      body?.errors ?? [],
    );
  }
  return body;
}

/** `init` for a JSON request body. */
export function jsonBody(value: unknown, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(value),
  };
}
