import { describe, expect, it } from "vitest";
import { BLANK_URL, safeLinkUrl } from "./link-policy";

describe("safeLinkUrl", () => {
  it.each([
    "https://example.org/darshan?day=1",
    "http://example.org",
    "mailto:priest@example.org",
    "tel:+919999999999",
    "HTTPS://EXAMPLE.ORG",
    "/daily-darshan",
  ])("keeps %s", (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it("reads a bare domain as a web address", () => {
    expect(safeLinkUrl("example.org/page")).toBe("https://example.org/page");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "sms:+919999999999",
    "ftp://example.org",
    "file:///etc/passwd",
    "",
    "   ",
  ])("blanks %j", (url) => {
    expect(safeLinkUrl(url)).toBe(BLANK_URL);
  });
});
