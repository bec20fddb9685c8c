import { afterEach, describe, expect, it, vi } from "vitest";
import { clientLoader as dashboardLoader } from "./dashboard";
import { clientLoader as layoutLoader } from "./layout";
import { adminGuard } from "@/features/auth/guard";
import { saveTokens } from "@/features/auth/session";
import { envelope, scriptFetch } from "@/features/auth/test-support";

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** What a loader threw, when it threw a redirect. */
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("the admin route guard", () => {
  it("admits a session with an access token and sends anyone else to /login", () => {
    expect(adminGuard("a.b.c")).toEqual({ allow: true });
    expect(adminGuard(null)).toEqual({ allow: false, redirectTo: "/login" });
    expect(adminGuard("")).toEqual({ allow: false, redirectTo: "/login" });
  });

  it("runs in the admin layout's client loader, reading session storage", async () => {
    expect(await redirectOf(() => layoutLoader())).toBe("/login");
    sessionStorage.setItem("refreshToken", "only-a-refresh-token");
    expect(await redirectOf(() => layoutLoader())).toBe("/login");
    saveTokens({ accessToken: "a.b.c", refreshToken: "r" });
    expect(await redirectOf(() => layoutLoader())).toBeNull();
  });

  it("stops the dashboard from calling the API without a session", async () => {
    const { fetchMock } = scriptFetch({});
    expect(await redirectOf(() => dashboardLoader())).toBe("/login");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the admin to /login with a notice when the session cannot be renewed", async () => {
    saveTokens({ accessToken: "expired", refreshToken: "revoked" });
    scriptFetch({
      "/api/v1/users/me": [envelope(401, null, "Invalid or expired access token")],
      "/api/v1/users/refresh-token": [envelope(401, null, "Invalid or expired refresh token")],
    });
    expect(await redirectOf(() => dashboardLoader())).toBe("/login?session=ended");
    expect(sessionStorage.getItem("accessToken")).toBeNull();
    expect(sessionStorage.getItem("refreshToken")).toBeNull();
  });

  it("greets with the signed-in administrator's details", async () => {
    saveTokens({ accessToken: "good", refreshToken: "r" });
    scriptFetch({ "/api/v1/users/me": [envelope(200, { user: { fullName: "Raghavendra Bhat" } })] });
    const loaded = await dashboardLoader();
    expect(loaded.user?.fullName).toBe("Raghavendra Bhat");
  });
});
