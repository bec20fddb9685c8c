import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/lib/api";
import { firstField, mapSaveError } from "./server-errors";

const invalid = (errors: Array<{ field: string; message: string }>, message = "Some settings are not valid") =>
  new ApiError(400, message, "Bad Request", errors);

describe("mapSaveError", () => {
  it("puts each field error under its field, dotted paths included, with no page message", () => {
    const failure = mapSaveError(
      invalid([
        { field: "whatsapp", message: "WhatsApp number is not a valid phone number" },
        { field: "address.street", message: "Street is required" },
        { field: "social.instagram", message: "Instagram must be an https link" },
      ]),
    );
    expect(failure).toEqual({
      fields: {
        whatsapp: "WhatsApp number is not a valid phone number",
        "address.street": "Street is required",
        "social.instagram": "Instagram must be an https link",
      },
      page: null,
    });
  });

  it("keeps the first message when the server names a field twice", () => {
    const failure = mapSaveError(
      invalid([
        { field: "email", message: "Email is required" },
        { field: "email", message: "Email is not valid" },
      ]),
    );
    expect(failure.fields).toEqual({ email: "Email is required" });
  });

  it("shows errors of fields the page does not have at the top, with the server's message", () => {
    const failure = mapSaveError(
      invalid([
        { field: "phone", message: "Phone is not valid" },
        { field: "address", message: "Address must be an object" },
        { field: "", message: "Unknown field extra" },
      ]),
    );
    expect(failure.fields).toEqual({ phone: "Phone is not valid" });
    expect(failure.page).toEqual({
      kind: "invalid",
      message: "Some settings are not valid address: Address must be an object Unknown field extra",
    });
  });

  it("shows a 400 without field errors at the top", () => {
    expect(mapSaveError(invalid([], "The body is not valid JSON"))).toEqual({
      fields: {},
      page: { kind: "invalid", message: "The body is not valid JSON" },
    });
  });

  it("names the page that could not be rendered (422)", () => {
    const error = new ApiError(422, "The page /contact could not be rendered: boom", "Unprocessable Entity");
    expect(mapSaveError(error)).toEqual({
      fields: {},
      page: { kind: "render", message: "The page /contact could not be rendered: boom" },
    });
  });

  it("tells apart too large, offline and anything else", () => {
    expect(mapSaveError(new ApiError(413, "Payload Too Large")).page).toEqual({ kind: "tooLarge" });
    expect(mapSaveError(new NetworkError(new TypeError("Failed to fetch"))).page).toEqual({ kind: "network" });
    expect(mapSaveError(new ApiError(500, "Internal server error")).page).toEqual({
      kind: "other",
      status: 500,
      message: "Internal server error",
    });
    expect(mapSaveError(new Error("boom")).page).toMatchObject({ kind: "other", status: 0 });
  });
});

describe("firstField", () => {
  it("answers the first field at fault in the page's order, not the server's", () => {
    expect(firstField({ "social.youtube": "x", email: "y", "address.country": "z" })).toBe("email");
    expect(firstField({ upiPayee: "x", businessName: "y" })).toBe("businessName");
    expect(firstField({})).toBeNull();
  });
});

describe("translation errors", () => {
  it("are placed under their language's text, the English first for the focus", () => {
    const failure = mapSaveError(
      invalid([
        { field: "i18n.kn.priestName", message: "Priest's name in Kannada must be at most 100 characters" },
        { field: "i18n.hi.address.street", message: "Street in Hindi must be at most 200 characters" },
        { field: "tagline", message: "Tagline is required" },
      ]),
    );
    expect(failure.page).toBeNull();
    expect(failure.fields["i18n.kn.priestName"]).toBe("Priest's name in Kannada must be at most 100 characters");
    expect(firstField(failure.fields)).toBe("tagline");
    delete failure.fields.tagline;
    expect(firstField(failure.fields)).toBe("i18n.hi.address.street");
  });

  it("of a text the form has no field for (a language or a field it does not edit) show at the top", () => {
    const failure = mapSaveError(
      invalid([{ field: "i18n.kn.phone", message: "Phone number is the same in every language" }], "Invalid"),
    );
    expect(failure.fields).toEqual({});
    expect(failure.page).toEqual({
      kind: "invalid",
      message: "Invalid i18n.kn.phone: Phone number is the same in every language",
    });
  });
});
