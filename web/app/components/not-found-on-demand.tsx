import { lazy, Suspense } from "react";

const LazyNotFound = lazy(() => import("./not-found").then((module) => ({ default: module.NotFound })));

/**
 * The designed not-found page, fetched when it is needed. Pages whose parameter names nothing (an unknown
 * category, pilgrimage site or darshan post) and the root's error boundary show it only after a client-side
 * navigation (the server answers such addresses with the pre-rendered 404 page itself), so its code and
 * stylesheet stay out of every other page: imported statically, its CSS was a render-blocking sheet and its
 * chunk a modulepreload on every page. Only the catch-all route imports `NotFound` directly.
 */
export function NotFoundOnDemand() {
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}
