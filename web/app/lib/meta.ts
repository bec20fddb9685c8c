import type { MetaDescriptor } from "react-router";
import { site } from "@/content/site";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  /** Image path (from a Vite import) for previews. */
  image?: string;
  /** JSON-LD objects describing the page. */
  jsonLd?: object[];
  noindex?: boolean;
}

export const absoluteUrl = (path: string) => `${site.publicUrl.replace(/\/$/, "")}${path}`;

/** Title, description, canonical link, Open Graph and structured data for one page. */
export function pageMeta({ title, description, path, image, jsonLd = [], noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.businessName}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.businessName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: absoluteUrl(path) },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) meta.push({ property: "og:image", content: absoluteUrl(image) });
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of jsonLd) meta.push({ "script:ld+json": data });
  return meta;
}

/** Meta tags of the not-found page: no canonical link (it answers for many addresses), not indexed. */
export function notFoundMeta(): MetaDescriptor[] {
  return pageMeta({
    title: "Page not found",
    description: "The page you were looking for could not be found.",
    path: "/404",
    noindex: true,
  }).filter((m) => !("tagName" in m));
}
