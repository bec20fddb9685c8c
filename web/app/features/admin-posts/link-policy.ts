/**
 * Which link addresses the editor keeps (ARCHITECTURE.md §7): http, https, mailto and tel. Anything else becomes
 * a blank address. Pure and free of Quill, so it is tested without the editor.
 */

export const BLANK_URL = "about:blank";
const ALLOWED = new Set(["http:", "https:", "mailto:", "tel:"]);
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function safeLinkUrl(raw: string): string {
  // The URL parser also drops the tabs, newlines and control characters that hide a scheme ("java\tscript:").
  const url = raw.trim();
  if (url === "") return BLANK_URL;
  // "example.com" typed without a scheme means the web address, not a page of this site.
  const candidate = !HAS_SCHEME.test(url) && /^[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(url) ? `https://${url}` : url;
  try {
    const parsed = new URL(candidate, "https://relative.invalid/");
    return ALLOWED.has(parsed.protocol) ? candidate : BLANK_URL;
  } catch {
    return BLANK_URL;
  }
}
