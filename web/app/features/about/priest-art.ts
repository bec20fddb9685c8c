// One table of the block photos, looked up by the content's image key; priest-art.test.ts checks that
// every block has its artwork.
const blocks = import.meta.glob<string>("../../assets/art/priest-block-*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** Every block photo is drawn at 600 × 400 and shown 300 px wide. */
export const BLOCK_ART_SIZE = { width: 600, height: 400 } as const;

/** The built-in photo named by `key`, or `key` itself when it is an uploaded file's URL. */
export function priestBlockArt(key: string): string | undefined {
  if (key.startsWith("/")) return key;
  return blocks[`../../assets/art/${key}.svg`];
}
