import type { ReactNode } from "react";
import { Outlet, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "@/components/error-page";
import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { SiteFrameProvider } from "@/content/content-context";
import { type SiteChromeData, fetchSiteChrome } from "@/lib/site-settings";
import type { Route } from "./+types/public-layout";

/**
 * The site's chrome (header, phone strip, footer, floating actions) around the public areas of the app
 * (the sankalp form, the private booking page, a darshan post the server has no page for), with the
 * settings it shows. The admin area has a shell of its own (routes/admin/layout.tsx) and sign-in none.
 */
export async function clientLoader() {
  return fetchSiteChrome();
}

function Chrome({ data, children }: { data: SiteChromeData; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SiteFrameProvider
      frame={{ site: data.site, footerAbout: data.footerAbout, origin: window.location.origin, path: pathname }}
    >
      <SiteChrome>{children}</SiteChrome>
    </SiteFrameProvider>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome data={loaderData}>
      <Outlet />
    </Chrome>
  );
}

/** A page that does not exist gets the designed not-found page; other errors the error page; in the chrome
 * when the settings have loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof clientLoader>("routes/public-layout");
  const body = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundOnDemand /> : <ErrorPage error={error} />;
  return loaded ? <Chrome data={loaded}>{body}</Chrome> : body;
}
