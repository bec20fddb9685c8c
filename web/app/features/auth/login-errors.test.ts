import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/messages";
import { ApiError, NetworkError } from "@/lib/api";
import { loginErrorFor, loginErrorMessage } from "./login-errors";

const text = (status: number | null) => {
  const { key, params } = loginErrorMessage(status);
  return translate("en", key, params);
};

describe("the sign-in status-to-message table", () => {
  it("has the specification's message for each listed status", () => {
    expect(text(400)).toBe("Bad request.");
    expect(text(401)).toBe("Invalid Password");
    expect(text(403)).toBe("Forbidden: Access denied.");
    expect(text(404)).toBe("User not found.");
    expect(text(500)).toBe("Server error. Please try again later.");
  });

  it("names any other status", () => {
    expect(text(429)).toBe("Login failed (Status 429).");
    expect(text(413)).toBe("Login failed (Status 413).");
    expect(text(502)).toBe("Login failed (Status 502).");
    expect(text(503)).toBe("Login failed (Status 503).");
  });

  it("reports a request that never reached the server as a network error", () => {
    expect(text(null)).toBe("Network error. Please check your connection.");
  });

  it("reads the status from what the API client threw", () => {
    expect(loginErrorFor(new ApiError(401, "Invalid username or password"))).toEqual({ key: "login.error.401" });
    expect(loginErrorFor(new ApiError(418, "teapot"))).toEqual({ key: "login.error.other", params: { code: 418 } });
    expect(loginErrorFor(new NetworkError(new TypeError("Failed to fetch")))).toEqual({ key: "login.error.network" });
  });
});
