import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from "react-router";
import { SiteChrome } from "@/components/layout/site-chrome";
import { Toaster } from "@/components/toast/toaster";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { useT } from "@/i18n/use-t";
import "@/styles/global.css";
import font from "@/assets/fonts/marcellus-latin-400.woff2?url";
import favicon from "@/assets/art/logo.svg?url";
import type { Route } from "./+types/root";

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

export default function App() {
  return (
    <>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
      <Toaster />
    </>
  );
}

/** What the SPA shell shows (admin pages, one darshan post) until the browser has loaded the route. */
export function HydrateFallback() {
  const t = useT();
  return (
    <SiteChrome>
      <div className="container section" aria-busy="true">
        <p className="lead">{t("page.loading")}</p>
      </div>
    </SiteChrome>
  );
}

/** The router's error page: status and text, or the error's message, and its stack when there is one. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  // A page that does not exist is not an application error: it gets the designed not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFoundOnDemand />
      </SiteChrome>
    );
  }
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
  return (
    <SiteChrome>
      <section className="container section" data-testid="error-page">
        <h1>{t("error.title")}</h1>
        <h2>{detail}</h2>
        {stack ? (
          <pre style={{ whiteSpace: "pre-wrap", overflowX: "auto", fontSize: "0.85rem" }}>{stack}</pre>
        ) : null}
        <p>
          <a className="btn" href="/">
            {t("error.back")}
          </a>
        </p>
      </section>
    </SiteChrome>
  );
}
