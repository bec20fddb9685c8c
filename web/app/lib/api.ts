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
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  let body: Envelope<T> | null = null;
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
  return body.data as T;
}
