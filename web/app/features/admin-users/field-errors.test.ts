import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/lib/api";
import { failureOf } from "./field-errors";

describe("failureOf", () => {
  it("puts each field's message under its field", () => {
    const error = new ApiError(400, "Username is bad", "Bad Request", [
      { field: "username", message: "Username is bad" },
      { field: "email", message: "Email is bad" },
    ]);
    expect(failureOf(error)).toEqual({
      fields: { username: "Username is bad", email: "Email is bad" },
      message: "Username is bad",
    });
  });

  it("names the field a conflict is about", () => {
    expect(failureOf(new ApiError(409, "A user with this email already exists")).fields).toEqual({
      email: "A user with this email already exists",
    });
    expect(failureOf(new ApiError(409, "A user with this username already exists")).fields).toEqual({
      username: "A user with this username already exists",
    });
  });

  it("says a network failure in one line", () => {
    expect(failureOf(new NetworkError(new TypeError("x")))).toEqual({
      fields: {},
      message: "Network error. Please check your connection.",
    });
  });
});
