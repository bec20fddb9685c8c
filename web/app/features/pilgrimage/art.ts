// One table of the fourteen illustrations, looked up by the content's image key; the pilgrimage test
// checks that every site has its artwork.
const art = import.meta.glob<string>("../../assets/art/pilgrimage/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The pilgrimage illustrations' drawn size (their aspect ratio), for width and height attributes. */
export const PILGRIMAGE_ART_SIZE = { width: 800, height: 500 } as const;

/** The built-in illustration named by `key`, or `key` itself when it is an uploaded file's URL. */
export function pilgrimageArt(key: string): string | undefined {
  if (key.startsWith("/")) return key;
  return art[`../../assets/art/pilgrimage/${key}.svg`];
}
