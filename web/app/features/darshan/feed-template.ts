/**
 * The contract between the pre-rendered copies of the feed's components (feed-templates.tsx) and the feed
 * island that fills them (darshan-feed.island.ts). Pure, so the island does not pull in React.
 */
import type { VideoPost } from "./types";

/** The `<template>` elements' ids. */
export const TEMPLATE_IDS = {
  card: "darshan-card-template",
  player: "darshan-player-template",
  grid: "darshan-grid-template",
  empty: "darshan-empty-template",
  loading: "darshan-loading-template",
  more: "darshan-more-template",
} as const;

/**
 * The post the card and player templates are rendered with. Its title and owner's name are tokens, so every
 * text and label built from them ("Play video: {title}", "Read more about {title}", "By {name}") keeps its
 * wording from the message catalogue; the island replaces the tokens. Everything else is empty: the island
 * fills the `data-slot` elements, and an empty `src` is not rendered, so the templates load nothing.
 */
export const TEMPLATE_POST: VideoPost = {
  _id: "",
  title: "{title}",
  description: "",
  thumbnail: "",
  thumbnails: [],
  videoLink: "",
  duration: 0,
  views: 0,
  isPublished: true,
  createdAt: "",
  updatedAt: "",
  owner: { _id: "", username: "", fullName: "{name}" },
};

/** The tokens of TEMPLATE_POST. */
export const TOKENS = /\{(title|name)\}/g;

/**
 * Replaces the tokens in one pass, so a title that itself contains "{name}" is shown as typed. The result
 * only ever becomes text or an attribute value, never markup.
 */
export function fillTokens(text: string, values: { title: string; name: string }): string {
  return text.replace(TOKENS, (_, token: "title" | "name") => values[token]);
}
