// One table of the fourteen illustrations, looked up by the content's image key; the pilgrimage test
// checks that every site has its artwork.
const art = import.meta.glob<string>("../../assets/art/pilgrimage/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The pilgrimage illustrations' drawn size (their aspect ratio), for width and height attributes. */
export const PILGRIMAGE_ART_SIZE = { width: 800, height: 500 } as const;

export function pilgrimageArt(key: string): string | undefined {
  return art[`../../assets/art/pilgrimage/${key}.svg`];
}
