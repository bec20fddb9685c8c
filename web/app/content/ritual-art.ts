/** Each ritual's illustration, by slug (800 × 600 SVG, drawn for this project). */
const urls = import.meta.glob<string>("../assets/art/rituals/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export { RITUAL_ART_SIZE } from "./ritual-art-size";

export function ritualArt(image: string): string | undefined {
  return urls[`../assets/art/rituals/${image}.svg`];
}
