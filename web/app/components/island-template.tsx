import type { ReactNode } from "react";

/**
 * Markup that a page's island script clones when it needs it, drawn inside a `<template>`: inert until
 * cloned (nothing in it loads, shows or is announced), and written once, here in the React components, so
 * the island and the server's HTML have the same elements, texts and class names.
 */
export function IslandTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template data-island-template={name}>{children}</template>;
}
