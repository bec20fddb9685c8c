/**
 * A ritual's texts in another language (ARCHITECTURE.md §9): `body.i18n.<lang>` holds its translated title,
 * summary, description, benefits and image description; a text left out shows the English. The editor
 * holds the description as HTML, like the English one (the default content's paragraphs become
 * paragraphs of HTML), and sends only the languages it changed (`PATCH /api/v1/rituals/{slug}`, each
 * language whole).
 */
import { FallbackCount, TranslationField } from "@/features/admin-content/translation-field";
import {
  type FieldPath,
  type TranslatedLocale,
  countFallbacks,
  pathName,
  valueAt,
  withTranslation,
} from "@/features/admin-content/translation";
import { sameJson } from "@/features/admin-content/use-draft";
import { RichTextEditor } from "@/features/admin-posts/rich-text-editor";
import { useT } from "@/i18n/use-t";
import { type BenefitPoint, descriptionHtml } from "./api";

/** Every language's translation, by language. */
export type Translations = Record<string, Record<string, unknown>>;

/** The English a translation follows: the form's own texts. */
export interface RitualEnglish {
  title: string;
  summary: string;
  /** HTML. */
  description: string;
  heading: string;
  points: BenefitPoint[];
  imageAlt: string;
}

/** The description's HTML shows no text (Quill's emptied editor is `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

/** The HTML's text, a line for each paragraph: the English shown beside its translation. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return text.replace(/\n{2,}/g, "\n").trim();
}

/** The stored translations as the editor holds them: each description as HTML. */
export function editableTranslations(i18n: unknown): Translations {
  if (!i18n || typeof i18n !== "object" || Array.isArray(i18n)) return {};
  const out: Translations = {};
  for (const [locale, value] of Object.entries(i18n as Record<string, unknown>)) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    const translation = { ...(value as Record<string, unknown>) };
    if (Array.isArray(translation.description)) {
      const paragraphs = translation.description.filter((p): p is string => typeof p === "string" && p.trim() !== "");
      if (paragraphs.length > 0) translation.description = descriptionHtml(paragraphs);
      else delete translation.description;
    }
    out[locale] = translation;
  }
  return out;
}

/** The texts of `english` a translation may hold, by path (a benefit's empty title is none). */
export function ritualTextPaths(english: RitualEnglish): FieldPath[] {
  const paths: FieldPath[] = [["title"], ["summary"], ["description"], ["benefits", "heading"]];
  english.points.forEach((point, i) => {
    if (point.title.trim()) paths.push(["benefits", "points", i, "title"]);
    paths.push(["benefits", "points", i, "description"]);
  });
  if (english.imageAlt.trim()) paths.push(["imageAlt"]);
  return paths;
}

/** How many of the ritual's texts show English in `translation`. */
export function ritualFallbacks(english: RitualEnglish, translation: unknown): number {
  const description = valueAt(translation, ["description"]);
  const paths = ritualTextPaths(english).filter((path) => path[0] !== "description");
  const missingDescription = typeof description === "string" && !isBlankHtml(description) ? 0 : 1;
  return countFallbacks(translation, paths) + missingDescription;
}

/**
 * The languages to send: those that differ from what is stored, each as the server keeps it (an empty
 * description left out, no more benefits than the English has).
 */
export function changedTranslations(
  translations: Translations,
  stored: Translations,
  english: RitualEnglish,
): Translations | undefined {
  const changed: Translations = {};
  for (const [locale, translation] of Object.entries(translations)) {
    if (sameJson(translation, stored[locale])) continue;
    const clean = { ...translation };
    if (typeof clean.description === "string" && isBlankHtml(clean.description)) delete clean.description;
    const benefits = clean.benefits as { points?: unknown[] } | undefined;
    if (benefits?.points && benefits.points.length > english.points.length) {
      clean.benefits = { ...benefits, points: benefits.points.slice(0, english.points.length) };
    }
    changed[locale] = clean;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

interface RitualTranslationProps {
  locale: TranslatedLocale;
  english: RitualEnglish;
  translation: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
  /** Remounts the description's editor (a restored version). */
  editorKey: string;
}

/** The ritual's texts in `locale`, each beside its English. */
export function RitualTranslation({
  locale,
  english,
  translation,
  onChange,
  errors,
  editorKey,
}: RitualTranslationProps) {
  const t = useT();
  const text = (path: FieldPath) => {
    const value = valueAt(translation, path);
    return typeof value === "string" ? value : "";
  };
  const field = (path: FieldPath, label: string, en: string, options: { long?: boolean; max: number }) => {
    const at = `i18n.${locale}.${pathName(path)}`;
    return (
      <TranslationField
        key={at}
        locale={locale}
        label={label}
        english={en}
        value={text(path)}
        long={options.long}
        maxLength={options.max}
        error={errors[at]}
        path={at}
        onChange={(next) => onChange(withTranslation(translation, path, next))}
      />
    );
  };
  const description = text(["description"]);
  return (
    <>
      <FallbackCount missing={ritualFallbacks(english, translation)} total={ritualTextPaths(english).length} />
      {field(["title"], t("rituals.field.title"), english.title, { max: 120 })}
      {field(["summary"], t("rituals.field.summary"), english.summary, { long: true, max: 300 })}
      <TranslationField
        locale={locale}
        label={t("rituals.field.description")}
        english={htmlText(english.description)}
        value={isBlankHtml(description) ? "" : description}
        error={errors[`i18n.${locale}.description`]}
        path={`i18n.${locale}.description`}
      >
        {({ labelId, describedBy }) => (
          <RichTextEditor
            key={`${locale}-${editorKey}`}
            labelId={labelId}
            describedBy={describedBy}
            initialHtml={description}
            invalid={Boolean(errors[`i18n.${locale}.description`])}
            onChange={(html) => onChange(withTranslation(translation, ["description"], isBlankHtml(html) ? "" : html))}
          />
        )}
      </TranslationField>
      {field(
        ["benefits", "heading"],
        `${t("rituals.field.benefits")}: ${t("rituals.field.benefitsHeading")}`,
        english.heading,
        {
          max: 200,
        },
      )}
      {english.points.map((point, i) => (
        <div key={i} data-testid="benefit-translation">
          {point.title.trim()
            ? field(["benefits", "points", i, "title"], t("rituals.benefitTitle", { n: i + 1 }), point.title, {
                max: 200,
              })
            : null}
          {field(["benefits", "points", i, "description"], t("rituals.benefitText", { n: i + 1 }), point.description, {
            long: true,
            max: 1000,
          })}
        </div>
      ))}
      {english.imageAlt.trim()
        ? field(["imageAlt"], t("rituals.field.imageAlt"), english.imageAlt, { max: 300 })
        : null}
    </>
  );
}
