/**
 * What React's server renderer and the pages expect of their engine, for a bare QuickJS context (no
 * console, no timers, no web APIs): a console that writes nowhere, so a warning can never fail a render;
 * and UTF-8 encoding (`TextEncoder.encode`), which the QR encoder of the private page's UPI payment uses
 * for the link's bytes. Everything else the pages use is plain ECMAScript (no Intl, no URL: see format.ts
 * and booking.ts).
 */
const scope = globalThis as { console?: Partial<Console>; TextEncoder?: unknown };
if (typeof scope.console === "undefined") {
  const quiet = () => undefined;
  scope.console = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet };
}

/** A lone surrogate, which UTF-8 cannot hold: written as U+FFFD, as the standard encoder does. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

if (typeof scope.TextEncoder === "undefined") {
  scope.TextEncoder = class {
    readonly encoding = "utf-8";
    /** `encodeURIComponent` writes the UTF-8 bytes as `%XX`; `unescape` makes each a character of that code. */
    encode(text = ""): Uint8Array {
      const bytes = unescape(encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")));
      return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
    }
  };
}
