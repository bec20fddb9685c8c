import type { ComponentType } from "react";
import type { SiteContent } from "@/content/types";
import type { PageMeta } from "@/lib/meta";

/** A page's parameters, from its path pattern (`/puja/:slug` → `{ slug }`). */
export type Params = Record<string, string>;

/**
 * A server-rendered page (app/pages/*.tsx): what the render entry (app/entry.render.tsx) needs to list,
 * describe and draw it. Everything comes from the content it is given; nothing is imported.
 */
export interface PageModule {
  /** The parameters of every page of this kind in `content`; a page without parameters omits it. */
  paths?: (content: SiteContent) => Params[];
  meta: (content: SiteContent, params: Params) => PageMeta;
  /** `item`: what the server hands a page drawn at each request (the booking of a private page). */
  default: ComponentType<{ params: Params; item?: unknown }>;
}
