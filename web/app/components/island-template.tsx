import { type ReactNode, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Markup that a page's island script (app/islands/*.ts) clones when it needs it, pre-rendered inside a
 * `<template>`: inert until cloned (nothing in it loads, shows or is announced), and written once, here
 * in the React components, so the island and React produce the same elements and class names.
 *
 * It is part of the pre-rendered HTML only: the server snapshot renders it (so hydration would match),
 * a client render leaves it out, because there React itself renders what it stands for.
 */
export function IslandTemplate({ name, children }: { name: string; children: ReactNode }) {
  const prerendering = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return prerendering ? <template data-island-template={name}>{children}</template> : null;
}
