/**
 * What the client-rendered app needs of the content for the site's chrome: the settings (public
 * `GET /api/v1/site`) and the footer's text (`GET /api/v1/pages/footer`), its setting names filled
 * in. Not typed by the generated schema until those operations are in the OpenAPI document, so the answers
 * are checked here.
 */
import { fillSettings, settingValues } from "@/content/settings-text";
import type { SiteSettings } from "@/content/types";
import { ApiError, NetworkError } from "@/lib/api";

async function getData(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "application/json" } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  if (!response.ok || !body?.data) throw new ApiError(response.status, body?.message ?? response.statusText, response.statusText);
  return body.data;
}

export interface SiteChromeData {
  site: SiteSettings;
  footerAbout?: string;
}

/** The settings (required: an error without them) and the footer's text (left out when it cannot be had). */
export async function fetchSiteChrome(): Promise<SiteChromeData> {
  const [data, footer] = await Promise.all([
    getData("/api/v1/site") as Promise<{ site?: SiteSettings }>,
    (getData("/api/v1/pages/footer") as Promise<{ page?: { body?: { about?: unknown } } }>).catch(() => undefined),
  ]);
  const site = data.site;
  if (!site || typeof site.businessName !== "string" || typeof site.address !== "object") {
    throw new ApiError(500, "The site settings could not be read");
  }
  const about = footer?.page?.body?.about;
  return { site, footerAbout: typeof about === "string" ? fillSettings(about, settingValues(site)) : undefined };
}
