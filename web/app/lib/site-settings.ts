/**
 * The site settings for the client-rendered app (its header, footer and booking links), from the public
 * `GET /api/v1/site` (plan contract A). Untyped by the generated schema until that operation is in the
 * OpenAPI document, so its answer is checked here.
 */
import type { SiteSettings } from "@/content/types";
import { ApiError, NetworkError } from "@/lib/api";

export async function fetchSiteSettings(): Promise<SiteSettings> {
  let response: Response;
  try {
    response = await fetch("/api/v1/site", { headers: { Accept: "application/json" } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const body = (await response.json().catch(() => null)) as { data?: { site?: SiteSettings } | null; message?: string } | null;
  const site = body?.data?.site;
  if (!response.ok || !site || typeof site.businessName !== "string") {
    throw new ApiError(response.status, body?.message ?? response.statusText, response.statusText);
  }
  return site;
}
