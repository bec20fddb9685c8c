/** Each ritual's illustration, by its content's image key (800 × 600 SVG, drawn for this project). */
const urls = import.meta.glob<string>("../assets/art/rituals/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export { RITUAL_ART_SIZE } from "./ritual-art-size";

/** The built-in artwork named by `image`, or `image` itself when it is an uploaded file's URL. */
export function ritualArt(image: string): string | undefined {
  if (image.startsWith("/")) return image;
  return urls[`../assets/art/rituals/${image}.svg`];
}
