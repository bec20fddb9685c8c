/** The Settings page's two calls: read the settings (public), save them whole (administrators). */
import { authFetch } from "@/features/auth/api";
import { apiFetch, jsonBody } from "@/lib/api";
import type { SiteSettings } from "./fields";

export async function fetchSettings(): Promise<SiteSettings> {
  // Never a cached copy: the form must start from what is stored now.
  const { site } = await apiFetch<"getSite">("/api/v1/site", { cache: "no-store" });
  return site;
}

export async function saveSettings(site: SiteSettings): Promise<SiteSettings> {
  const data = await authFetch<"putSite">("/api/v1/site", jsonBody<"putSite">(site, { method: "PUT" }));
  return data.site;
}
