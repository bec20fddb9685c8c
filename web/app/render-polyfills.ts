/**
 * What React's server renderer and the pages expect of their engine, for a bare QuickJS context (no
 * console, no timers, no web APIs): a console that writes nowhere, so a warning can never fail a render.
 * Everything else the pages use is plain ECMAScript (no Intl, no URL, no TextEncoder: see format.ts and
 * booking.ts).
 */
const scope = globalThis as { console?: Partial<Console> };
if (typeof scope.console === "undefined") {
  const quiet = () => undefined;
  scope.console = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet };
}
