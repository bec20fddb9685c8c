import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { Toaster } from "@/components/toast/toaster";
import { SiteFrameProvider } from "@/content/content-context";
import { useT } from "@/i18n/use-t";
import { type SiteChromeData, fetchSiteChrome } from "@/lib/site-settings";
import "@/styles/global.css";
import font from "@/assets/fonts/marcellus-latin-400.woff2?url";
import favicon from "@/assets/art/logo.svg?url";
import type { Route } from "./+types/root";

/**
 * The client-rendered app (route-manifest.ts: sign-in, the admin area, the sankalp form, the private
 * booking page, a darshan post the server has no page for). The public pages are drawn by the server.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: font, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

/** The settings for the site's chrome and booking links (the header's phone, the WhatsApp number…). */
export async function clientLoader() {
  return fetchSiteChrome();
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f2b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Every new page opens at its top; going back keeps the browser's own scroll position. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, type]);
}

/** The site's chrome around the app's pages, with the settings and the current path. */
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

export default function App() {
  const data = useLoaderData<typeof clientLoader>();
  useScrollToTopOnNavigate();
  return (
    <>
      <Chrome data={data}>
        <Outlet />
      </Chrome>
      <Toaster />
    </>
  );
}

/** What the SPA shell shows until the app has loaded the route and the settings. */
export function HydrateFallback() {
  const t = useT();
  return (
    <div className="container section" aria-busy="true">
      <p className="lead">{t("page.loading")}</p>
    </div>
  );
}

/**
 * The router's error page: status and text, or the error's message, and its stack when there is one; in
 * the site's chrome when the settings have loaded.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const loaded = useRouteLoaderData<typeof clientLoader>("root");
  const frame = (children: ReactNode) => (loaded ? <Chrome data={loaded}>{children}</Chrome> : children);
  // A page that does not exist is not an application error: it gets the designed not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) return frame(<NotFoundOnDemand />);
  let detail: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    stack = error.stack;
  } else {
    detail = String(error);
  }
  return frame(
    <section className="container section" data-testid="error-page">
      <h1>{t("error.title")}</h1>
      <h2>{detail}</h2>
      {stack ? <pre className="error-stack">{stack}</pre> : null}
      <p>
        <a className="btn" href="/">
          {t("error.back")}
        </a>
      </p>
    </section>,
  );
}
