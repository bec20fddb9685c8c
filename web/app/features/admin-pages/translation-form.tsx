import { FallbackCount, TranslationField } from "@/features/admin-content/translation-field";
import {
  type FieldPath,
  type TranslatedLocale,
  type TranslatedText,
  countFallbacks,
  pathName,
  translationOf,
  valueAt,
  withLanguage,
  withTranslation,
} from "@/features/admin-content/translation";
import { type MessageKey, catalogues } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import {
  HIDDEN_FIELDS,
  type Json,
  type JsonObject,
  LONG_MAX,
  SHORT_MAX,
  english,
  humanise,
  isLong,
  isRuns,
  isTranslatable,
  labelKey,
  markupToRuns,
  oneLine,
  runsToMarkup,
  textPaths,
} from "./fields";
import styles from "./admin-pages.module.css";

const hasMessage = (key: string): key is MessageKey => Object.hasOwn(catalogues.en, key);

interface Props {
  /** The whole body: its English and its `i18n`. */
  value: JsonObject;
  locale: TranslatedLocale;
  onChange: (next: JsonObject) => void;
  /** Field errors by the server's path (`i18n.hi.hero.lead`). */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The body's texts in `locale`: the form's own groups and lists, each text with its English beside it and
 * its translation (`i18n.<locale>`). Lists are not added to, removed from or moved here: a translation
 * follows the English one index by index.
 */
export function TranslationForm({ value, locale, onChange, errors, disabled }: Props) {
  const en = english(value);
  const translation = translationOf(value, locale);
  const paths = textPaths(en);
  const set = (path: FieldPath, text: TranslatedText) =>
    onChange(withLanguage(value, locale, withTranslation(translation, path, text)));
  return (
    <div className={styles.fields} lang="en">
      <FallbackCount missing={countFallbacks(translation, paths)} total={paths.length} />
      <Node
        name=""
        path={[]}
        english={en}
        translation={translation}
        locale={locale}
        errors={errors}
        disabled={disabled}
        set={set}
      />
    </div>
  );
}

interface NodeProps {
  name: string;
  path: FieldPath;
  english: Json;
  translation: unknown;
  locale: TranslatedLocale;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  set: (path: FieldPath, text: TranslatedText) => void;
  label?: string;
}

function Node({ name, path, english: en, translation, locale, errors, disabled, set, label }: NodeProps) {
  const t = useT();
  const key = labelKey(name, hasMessage);
  const title = label ?? (key ? t(key) : humanise(name));
  if (isTranslatable(name, en)) {
    const text = valueAt(translation, path);
    const long = isLong(name, en);
    const at = `i18n.${locale}.${pathName(path)}`;
    return (
      <TranslationField
        locale={locale}
        label={title}
        english={en}
        value={typeof text === "string" ? text : ""}
        long={long}
        maxLength={long ? LONG_MAX : SHORT_MAX}
        error={errors[at]}
        disabled={disabled}
        path={at}
        onChange={(next) => set(path, long ? oneLine(next) : next)}
      />
    );
  }
  if (isRuns(en)) {
    const at = `i18n.${locale}.${pathName(path)}`;
    const runs = valueAt(translation, path);
    // A translation's runs without `bold` of their own take the English run's at the same place, as the
    // public page does (web/app/i18n/localise.ts).
    const text = isRuns(runs) ? runsToMarkup(runs.map((run, i) => ({ ...run, bold: run.bold ?? en[i]?.bold }))) : "";
    return (
      <TranslationField
        locale={locale}
        label={title}
        english={runsToMarkup(en)}
        value={text}
        long
        maxLength={LONG_MAX}
        error={errors[at]}
        disabled={disabled}
        path={at}
        onChange={(next) => set(path, next.trim() === "" ? "" : markupToRuns(next))}
      />
    );
  }
  if (!en || typeof en !== "object" || textPaths(en).length === 0) return null;
  const children = Array.isArray(en)
    ? en.map((item, i) => ({
        key: String(i),
        name,
        path: [...path, i],
        value: item,
        label: t("pages.item", { n: i + 1, of: en.length }),
      }))
    : Object.entries(en)
        .filter(([child]) => !HIDDEN_FIELDS.has(child))
        .map(([child, item]) => ({ key: child, name: child, path: [...path, child], value: item, label: undefined }));
  const nodes = children.map((child) => (
    <Node
      key={child.key}
      name={child.name}
      path={child.path}
      english={child.value}
      translation={translation}
      locale={locale}
      errors={errors}
      disabled={disabled}
      set={set}
      label={child.label}
    />
  ));
  if (path.length === 0) return <>{nodes}</>;
  return (
    <fieldset className={styles.group} data-path={pathName(path)}>
      <legend className={styles.legend}>{title}</legend>
      {nodes}
    </fieldset>
  );
}
