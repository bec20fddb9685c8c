import { type ReactNode, useId } from "react";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import type { TranslatedLocale } from "./translation";
import styles from "./admin-content.module.css";

/** English / हिन्दी / मराठी / ಕನ್ನಡ: which language the editor edits. */
export function LanguageChoice({ value, onChange }: { value: Locale; onChange: (next: Locale) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className={styles.languages} data-testid="language-choice">
      <legend className={styles.languagesLegend}>{t("content.language.legend")}</legend>
      {LOCALES.map((locale) => (
        <label key={locale} className={styles.language} lang={locale}>
          <input type="radio" name={name} value={locale} checked={value === locale} onChange={() => onChange(locale)} />
          {LOCALE_NAMES[locale]}
        </label>
      ))}
    </fieldset>
  );
}

/** "12 of 40 texts still show English", at the top of a form in another language. */
export function FallbackCount({ missing, total }: { missing: number; total: number }) {
  const t = useT();
  return (
    <div className={styles.count} role="status" data-testid="fallback-count">
      <p className={styles.countText}>
        {missing > 0 ? t("content.language.count", { missing, total }) : t("content.language.allDone", { total })}
      </p>
      <p className={styles.countHint}>{t("content.language.hint")}</p>
    </div>
  );
}

interface TranslationFieldProps {
  locale: TranslatedLocale;
  /** The field's name in the form ("Title", "3 of 5"). */
  label: string;
  english: string;
  /** The translation, "" when there is none. */
  value: string;
  /** Not needed with `children`, which take the text's place. */
  onChange?: (next: string) => void;
  /** A paragraph (a text area) rather than a line. */
  long?: boolean;
  maxLength?: number;
  error?: string;
  disabled?: boolean;
  /** Where the server names this field (`i18n.hi.hero.lead`), for tests and errors. */
  path: string;
  /** Takes the place of the text input (the ritual's description, in the rich-text editor). */
  children?: (ids: { labelId: string; describedBy: string }) => ReactNode;
}

/**
 * One text in another language: the English (read only; beside the translation on a wide screen, above it
 * on a phone) and the translation's input, marked "Shows English" while it is empty.
 */
export function TranslationField(props: TranslationFieldProps) {
  const { locale, label, english, value, onChange, long, maxLength, error, disabled, path, children } = props;
  const t = useT();
  const id = useId();
  const missing = value.trim() === "";
  const describedBy = [`${id}-en`, missing ? `${id}-missing` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const inputLabel = t("content.language.input", { field: label, language: LOCALE_NAMES[locale] });
  return (
    <div className={styles.pair} data-path={path} data-missing={missing || undefined} data-testid="translation-field">
      <div className={styles.english}>
        <span className={styles.pairLabel}>
          {label} <span className={styles.pairLanguage}>({t("content.language.english")})</span>
        </span>
        <p id={`${id}-en`} className={styles.englishText} lang="en">
          {english}
        </p>
      </div>
      <div className={styles.translated}>
        <label id={`${id}-label`} htmlFor={id} className={styles.pairLabel}>
          {inputLabel}
          {missing ? (
            <span id={`${id}-missing`} className={styles.missing} data-testid="shows-english">
              {t("content.language.showsEnglish")}
            </span>
          ) : null}
        </label>
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
        {children ? (
          children({ labelId: `${id}-label`, describedBy })
        ) : long ? (
          <textarea
            id={id}
            name={path}
            className={styles.input}
            lang={locale}
            rows={Math.min(10, Math.max(3, Math.ceil(english.length / 70)))}
            value={value}
            maxLength={maxLength}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange?.(e.target.value)}
          />
        ) : (
          <input
            id={id}
            name={path}
            className={styles.input}
            lang={locale}
            type="text"
            value={value}
            maxLength={maxLength}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange?.(e.target.value)}
          />
        )}
      </div>
    </div>
  );
}
