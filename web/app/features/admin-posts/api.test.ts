import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionEndedError } from "@/features/auth/api";
import { envelope, scriptFetch } from "@/features/auth/test-support";
import { ApiError, NetworkError } from "@/lib/api";
import { createPost } from "./api";

type Answer = { status: number; body?: unknown } | "network";

/** An XMLHttpRequest that answers each send with the next scripted answer and reports upload progress. */
function scriptXhr(answers: Answer[]) {
  const sent: Array<{ authorization: string | undefined; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    responseType = "";
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ authorization: this.headers.Authorization, body });
      const answer = answers.shift();
      queueMicrotask(() => {
        if (!answer || answer === "network") return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = answer.body === undefined ? "" : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const post = { _id: "p1", title: "Aarti", isPublished: true };
const created = envelope(201, { videoPost: post }, "Video post created successfully");
const form = () => {
  const data = new FormData();
  data.append("title", "Aarti");
  return data;
};

beforeEach(() => {
  sessionStorage.setItem("accessToken", "access-1");
  sessionStorage.setItem("refreshToken", "refresh-1");
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("createPost", () => {
  it("sends the form with the bearer token and reports progress", async () => {
    const sent = scriptXhr([created]);
    const progress: number[] = [];
    const result = await createPost(form(), ({ loaded, total }) => progress.push(loaded / total));
    expect(result).toEqual({ videoPost: post, message: "Video post created successfully" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe("Bearer access-1");
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(progress).toEqual([0.5, 1]);
  });

  it("refreshes once on 401 and sends again with the new token", async () => {
    const sent = scriptXhr([{ status: 401, body: { success: false, message: "expired" } }, created]);
    const { calls } = scriptFetch({
      "/api/v1/users/refresh-token": [envelope(200, { accessToken: "access-2", refreshToken: "refresh-2", user: {} })],
    });
    await expect(createPost(form(), () => undefined)).resolves.toMatchObject({ videoPost: post });
    expect(calls.map((c) => c.body)).toEqual([{ refreshToken: "refresh-1" }]);
    expect(sent.map((s) => s.authorization)).toEqual(["Bearer access-1", "Bearer access-2"]);
    expect(sessionStorage.getItem("accessToken")).toBe("access-2");
  });

  it("ends the session when the refresh is refused", async () => {
    scriptXhr([{ status: 401 }]);
    scriptFetch({ "/api/v1/users/refresh-token": [envelope(401, null, "revoked")] });
    await expect(createPost(form(), () => undefined)).rejects.toBeInstanceOf(SessionEndedError);
    expect(sessionStorage.getItem("accessToken")).toBeNull();
  });

  it("ends the session when the retry is refused too", async () => {
    const sent = scriptXhr([{ status: 401 }, { status: 401 }]);
    scriptFetch({
      "/api/v1/users/refresh-token": [envelope(200, { accessToken: "access-2", refreshToken: "refresh-2", user: {} })],
    });
    await expect(createPost(form(), () => undefined)).rejects.toBeInstanceOf(SessionEndedError);
    expect(sent).toHaveLength(2);
  });

  it("answers the server's message and field errors", async () => {
    scriptXhr([
      {
        status: 413,
        body: {
          statusCode: 413,
          success: false,
          data: null,
          message: "Video size exceeds 10MB",
          errors: [{ field: "video", message: "Video size exceeds 10MB" }],
        },
      },
    ]);
    const error = await createPost(form(), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe("Video size exceeds 10MB");
    expect((error as ApiError).fieldErrors).toEqual([{ field: "video", message: "Video size exceeds 10MB" }]);
  });

  it("a request that never reaches the server is a network error", async () => {
    scriptXhr(["network"]);
    await expect(createPost(form(), () => undefined)).rejects.toBeInstanceOf(NetworkError);
  });

  it("without a session nothing is sent", async () => {
    sessionStorage.clear();
    const sent = scriptXhr([created]);
    await expect(createPost(form(), () => undefined)).rejects.toBeInstanceOf(SessionEndedError);
    expect(sent).toHaveLength(0);
  });
});
