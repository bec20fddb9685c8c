/** The catalogue editor's calls (ARCHITECTURE.md §3: each write answers once the public pages show it). */
import { authFetch } from "@/features/auth/api";
import { type ApiBody, type ApiUrl, jsonBody } from "@/lib/api";

export interface BenefitPoint {
  title: string;
  description: string;
}

/** A ritual entry's body as stored (web/app/content/types.ts `Ritual`), with the translations it carries. */
export interface RitualBody {
  id: number;
  title: string;
  slug: string;
  category: string;
  summary: string;
  description: string | string[];
  benefits: { heading: string; points: BenefitPoint[] };
  image: string;
  imageAlt: string;
  aliases?: string[];
  dakshina?: number;
  photo?: { width: number; height: number; variants: Array<{ url: string; width: number }> };
  /** Translations by language: partial copies of these texts (ARCHITECTURE.md §9). */
  i18n?: Record<string, unknown>;
}

export interface RitualItem {
  key: string;
  position: number;
  published: boolean;
  updatedAt: string;
  body: RitualBody;
}

export interface CategoryItem {
  key: string;
  position: number;
  published: boolean;
  body: { category: string; name: string; description: string };
}

/** What the form sends: every field on create, the changed ones on edit. */
export interface RitualInput {
  title?: string;
  slug?: string;
  category?: string;
  summary?: string;
  description?: string;
  benefits?: { heading: string; points: BenefitPoint[] };
  dakshina?: number | null;
  isPublished?: boolean;
  position?: number;
  imageAlt?: string;
  /** Edit only: the languages changed, each whole. */
  i18n?: Record<string, Record<string, unknown>>;
}

const ritualUrl = (slug: string) => `/api/v1/rituals/${encodeURIComponent(slug)}` as const;

export async function listRituals(signal?: AbortSignal): Promise<RitualItem[]> {
  const path = "/api/v1/rituals?all=true" as ApiUrl<"listRituals">;
  const data = await authFetch<"listRituals">(path, { signal, cache: "no-store" });
  return data.rituals as unknown as RitualItem[];
}

export async function getRitual(slug: string, signal?: AbortSignal): Promise<RitualItem> {
  const data = await authFetch<"getRitual">(ritualUrl(slug), { signal, cache: "no-store" });
  return data.ritual as unknown as RitualItem;
}

export async function createRitual(input: RitualInput): Promise<RitualItem> {
  const data = await authFetch<"createRitual">(
    "/api/v1/rituals",
    jsonBody<"createRitual">(input as ApiBody<"createRitual">),
  );
  return data.ritual as unknown as RitualItem;
}

export async function updateRitual(slug: string, input: RitualInput): Promise<RitualItem> {
  const data = await authFetch<"updateRitual">(
    ritualUrl(slug),
    jsonBody<"updateRitual">(input as ApiBody<"updateRitual">, { method: "PATCH" }),
  );
  return data.ritual as unknown as RitualItem;
}

export async function deleteRitual(slug: string): Promise<void> {
  await authFetch<"deleteRitual">(ritualUrl(slug), { method: "DELETE" });
}

export async function uploadRitualImage(slug: string, image: File, alt: string): Promise<RitualItem> {
  const form = new FormData();
  form.append("image", image);
  form.append("alt", alt);
  const data = await authFetch<"uploadRitualImage">(`${ritualUrl(slug)}/image`, { method: "POST", body: form });
  return data.ritual as unknown as RitualItem;
}

export async function listCategories(signal?: AbortSignal): Promise<CategoryItem[]> {
  const data = await authFetch<"listCategories">("/api/v1/categories", { signal, cache: "no-store" });
  return data.categories as unknown as CategoryItem[];
}

export async function renameCategory(key: string, name: string): Promise<void> {
  await authFetch<"updateCategory">(
    `/api/v1/categories/${encodeURIComponent(key)}`,
    jsonBody<"updateCategory">({ name }, { method: "PATCH" }),
  );
}

export async function orderCategories(order: string[]): Promise<void> {
  await authFetch<"orderCategories">(
    "/api/v1/categories/order",
    jsonBody<"orderCategories">({ order }, { method: "PUT" }),
  );
}

/** The default content's paragraphs as the editor's HTML (escaped text in `<p>`s); HTML stays as it is. */
export function descriptionHtml(description: string | string[]): string {
  if (typeof description === "string") return description;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return description.map((paragraph) => `<p>${escape(paragraph)}</p>`).join("");
}

/** The slug the server makes from a title (features/content/catalogue.rs `slug_from`). */
export function slugFrom(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
