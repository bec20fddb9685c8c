/**
 * The gallery videos' behaviour (video-poster.tsx): a pressed poster becomes the muted inline player of
 * the `<template>` beside it, focused. Used by the quilted grid (gallery.island.ts) and the gallery's entry
 * page, where the poster is a link to the video file: pressed with a modifier key it opens as a link.
 */

/** Swaps the pressed poster for the player of its template, and gives the player focus. */
export function playVideo(poster: HTMLElement, doc: Document = document): void {
  const tpl = poster.nextElementSibling;
  if (!(tpl instanceof HTMLTemplateElement) || tpl.dataset.islandTemplate !== "gallery-player") return;
  const first = tpl.content.firstElementChild;
  const player = first ? (doc.importNode(first, true) as HTMLVideoElement) : null;
  if (!player) return;
  player.muted = true;
  poster.replaceWith(player);
  tpl.remove();
  player.focus({ preventScroll: true });
}

/** Plays, in place, each video poster (`[data-play]`) pressed inside `root`. */
export function playOnPress(root: HTMLElement, doc: Document = document): void {
  root.addEventListener("click", (event) => {
    const poster = (event.target as Element).closest<HTMLElement>("[data-play]");
    if (!poster || !root.contains(poster)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    playVideo(poster, doc);
  });
}
