/**
 * The `<head>` of a server-rendered page: title, description, canonical link and Open
 * Graph from the run-time origin, and the page's JSON-LD. Built as a string, so every value is escaped
 * here: text and attributes as HTML, JSON-LD so that nothing in it can close its `<script>`.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  /** Image path (a built file or an uploaded one) for previews. */
  image?: string;
  /** JSON-LD objects describing the page. */
  jsonLd?: object[];
  noindex?: boolean;
  /** False for the not-found page: it answers for many addresses, so it names none. */
  canonical?: boolean;
  /** A person's own page, whose address is its key: no Referer may carry it to another site. */
  noReferrer?: boolean;
}

/** `path` on the public origin; a URL that is already absolute stays as it is. */
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value as HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as `\u003c`-style escapes (still the
 * same JSON), so `</script>` or `<!--` in a value cannot end or change the script; U+2028/2029 too.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The page's full title: the home page's stands alone, the others name the business after them. */
export const fullTitle = (meta: PageMeta, businessName: string) =>
  /^\/(?:hi|mr|kn)?$/.test(meta.path) ? meta.title : `${meta.title} | ${businessName}`;

/** Title, description, canonical link, Open Graph and structured data for one page, as HTML. */
export function metaTags(meta: PageMeta, origin: string, businessName: string): string {
  const title = fullTitle(meta, businessName);
  const url = absoluteUrl(origin, meta.path);
  const tag = (attrs: Record<string, string>, name = "meta") =>
    `<${name}${Object.entries(attrs)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join("")}/>`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag({ name: "description", content: meta.description }),
    meta.canonical === false ? "" : tag({ rel: "canonical", href: url }, "link"),
    tag({ property: "og:type", content: "website" }),
    tag({ property: "og:site_name", content: businessName }),
    tag({ property: "og:title", content: title }),
    tag({ property: "og:description", content: meta.description }),
    meta.canonical === false ? "" : tag({ property: "og:url", content: url }),
    tag({ name: "twitter:card", content: meta.image ? "summary_large_image" : "summary" }),
    meta.image ? tag({ property: "og:image", content: absoluteUrl(origin, meta.image) }) : "",
    meta.noindex ? tag({ name: "robots", content: "noindex" }) : "",
    meta.noReferrer ? tag({ name: "referrer", content: "no-referrer" }) : "",
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join("");
}

/** Meta of the not-found page: no canonical link, not indexed. */
export function notFoundMeta(): PageMeta {
  return {
    title: "Page not found",
    description: "The page you were looking for could not be found.",
    path: "/404",
    noindex: true,
    canonical: false,
  };
}
