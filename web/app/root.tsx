import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useNavigationType,
  useRouteError,
} from "react-router";
import { ErrorPage } from "@/components/error-page";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { Toaster } from "@/components/toast/toaster";
import { splitLocale } from "@/i18n/locales";
import { LocaleContext, useT } from "@/i18n/use-t";
import "@/styles/global.css";
// The app's pages may be in Hindi, Marathi or Kannada: each font is fetched only when its script is shown.
import "@/styles/fonts-deva.css";
import "@/styles/fonts-knda.css";
import font from "@/assets/fonts/sankalp-display-400.woff2?url";
import favicon from "@/assets/art/logo.svg?url";
import type { Route } from "./+types/root";

/**
 * The client-rendered app (route-manifest.ts: sign-in, the admin area, the sankalp form, the private
 * booking page, a darshan post the server has no page for). The public pages are drawn by the server.
 *
 * The root loads nothing: each area's layout brings its own chrome (routes/public-layout.tsx the site's
 * header and footer with the settings it fetches, routes/admin/layout.tsx the admin shell), so that
 * `/login`, which has neither, is pre-rendered whole (react-router.config.ts) and hydrates as it is.
 *
 * The SPA shell every other app address loads is the root's `HydrateFallback`. Hydration must draw the
 * same: it does while a layout's loader is pending, and every address the server answers with the shell
 * has one (each area has a layout with a loader, and every `/admin/…` address matches a route, the
 * admin's not-found view at worst). React's error #418 on an unknown admin address came from there: no
 * route matched, so the client drew the error page at once over the shell's "Loading…".
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: font, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

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

/** What the SPA shell shows until the area's layout has loaded. */
export function HydrateFallback() {
  const t = useT();
  return (
    <div className="container section" aria-busy="true">
      <p className="lead">{t("page.loading")}</p>
    </div>
  );
}

/** The language of the app's page: its address's prefix (`/kn/sankalp/…`), else English (ARCHITECTURE.md §9). */
function usePathLocale() {
  const { locale } = splitLocale(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return locale;
}

export default function App() {
  const locale = usePathLocale();
  useScrollToTopOnNavigate();
  return (
    <LocaleContext.Provider value={locale}>
      <Outlet />
      <Toaster />
    </LocaleContext.Provider>
  );
}

/**
 * The router's last error page, for what no area's layout caught: status and text, or the error's
 * message, and its stack when there is one. A page that does not exist gets the designed not-found page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundOnDemand />;
  return <ErrorPage error={error} />;
}
