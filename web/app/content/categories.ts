import { CATEGORY_VALUES, type Category } from "./types";

/** The category buttons of /allpujas/{category}, in the specification's order. */
export const CATEGORY_BUTTONS: ReadonlyArray<{ text: string; category: Category }> = [
  { text: "Pujas", category: "pujas" },
  { text: "Homa/Havan", category: "homa-havan" },
  { text: "Festival Pujas", category: "festival-Pujas" },
  { text: "Parihara", category: "Parihara" },
  { text: "Ancestors rituals", category: "Ancestors-rituals" },
];

export function isCategory(value: string | undefined): value is Category {
  return (CATEGORY_VALUES as readonly string[]).includes(value ?? "");
}
