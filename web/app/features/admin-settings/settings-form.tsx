import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { type TranslatedLocale, countFallbacks, valueAt, withTranslation } from "@/features/admin-content/translation";
import { FallbackCount, LanguageChoice, TranslationField } from "@/features/admin-content/translation-field";
import { useEditorLocale } from "@/features/admin-content/use-editor-locale";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { LOCALE_NAMES } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import { saveSettings } from "./api";
import {
  FIELDS,
  type FieldPath,
  type FieldSpec,
  type FormValues,
  GROUPS,
  type SiteSettings,
  toFormValues,
  toSiteSettings,
} from "./fields";
import { LinkPreview } from "./link-preview";
import { type PageFailure, firstField, mapSaveError } from "./server-errors";
import {
  type SiteTranslations,
  TEXT_PATHS,
  TRANSLATED,
  checkTranslation,
  localeOfPath,
  serverPath,
  specOf,
  textPath,
  toSentTranslations,
  validateTranslations,
} from "./translations";
import { checkPath, validateSettings } from "./validate";
import styles from "./settings.module.css";

/** The phone fields that may repeat the one before them: calls the number shown, WhatsApp the calls one. */
type Same = { phone: boolean; whatsapp: boolean };
const SAME_AS: Record<keyof Same, { source: FieldPath; label: "settings.sameAs.phone" | "settings.sameAs.whatsapp" }> =
  {
    phone: { source: "phoneDisplay", label: "settings.sameAs.phone" },
    whatsapp: { source: "phone", label: "settings.sameAs.whatsapp" },
  };

/** The values with each "same as" field holding its source's value, so a number is typed once. */
export function withSame(values: FormValues, same: Same): FormValues {
  const phone = same.phone ? values.phoneDisplay : values.phone;
  return { ...values, phone, whatsapp: same.whatsapp ? phone : values.whatsapp };
}

/** Which "same as" boxes start ticked: where the stored numbers already agree. */
export function sameFrom(values: FormValues): Same {
  const phone = values.phone !== "" && phoneDigits(values.phone) === phoneDigits(values.phoneDisplay);
  return { phone, whatsapp: values.whatsapp !== "" && phoneDigits(values.whatsapp) === phoneDigits(values.phone) };
}

/** A phone number as the server compares it: its digits and a leading `+`, without spaces or dashes. */
function phoneDigits(value: string): string {
  return value.replace(/[^\d+]/g, "");
}

/** By the server's path: a field's (`address.street`) or a translation's (`i18n.kn.priestName`). */
type FieldErrors = Partial<Record<string, string>>;
/** Above the form: the client's summary of its own checks, or what the server said. */
type Failure = { kind: "summary" } | PageFailure;

const INPUT_TYPE: Record<FieldSpec["kind"], { type: string; inputMode?: "tel" | "email" | "url" | "text" }> = {
  text: { type: "text" },
  phone: { type: "tel", inputMode: "tel" },
  email: { type: "email", inputMode: "email" },
  url: { type: "url", inputMode: "url" },
  upi: { type: "text", inputMode: "email" },
  timezone: { type: "text" },
};

/**
 * Admin → Settings: every field of the site settings, checked as the priest leaves a field
 * (and again as he corrects it), saved whole with `PUT /api/v1/site`. The server's field errors appear under
 * their fields, and a failed save moves the focus to the first field at fault.
 *
 * The language choice (`?lang=kn`, as in the page editors) shows the texts the public pages show in words
 * in that language, each beside its English; a save sends the English and every translation together.
 */
export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = useId();
  const [typed, setValues] = useState<FormValues>(() => toFormValues(initial));
  const [same, setSame] = useState<Same>(() => sameFrom(toFormValues(initial)));
  const values = withSame(typed, same);
  const [stored, setStored] = useState<FormValues>(typed);
  const [locale, chooseLocale] = useEditorLocale();
  const [i18n, setI18n] = useState<SiteTranslations>(() => initial.i18n ?? {});
  const [storedI18n, setStoredI18n] = useState<SiteTranslations>(i18n);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const inputs = useRef(new Map<FieldPath, HTMLInputElement>());
  const failureRef = useRef<HTMLDivElement>(null);
  // Set by a failed save; the focus moves once the errors are in the page, so the field's description
  // (its error) is read out with it.
  const [focusTarget, setFocusTarget] = useState<{ field: string | null } | null>(null);

  // The target last focused: a later change of language does not move the focus again.
  const focused = useRef<{ field: string | null } | null>(null);
  useEffect(() => {
    if (!focusTarget || focused.current === focusTarget) return;
    const field = focusTarget.field;
    // A fault in another language waits until the form shows that language.
    if (field && (localeOfPath(field) ?? "en") !== locale) return;
    // A translation's input is named by its server path (TranslationField).
    const input = field ? (inputs.current.get(field as FieldPath) ?? document.getElementsByName(field)[0]) : null;
    if (input) input.focus();
    else failureRef.current?.focus();
    focused.current = focusTarget;
  }, [focusTarget, locale]);

  /** Shows where the first fault is: its language, then its field. */
  function focusFault(field: string | null) {
    const faultLocale = field ? localeOfPath(field) : null;
    if (field && (faultLocale ?? "en") !== locale) chooseLocale(faultLocale ?? "en");
    setFocusTarget({ field });
  }

  const fieldId = (path: FieldPath) => `${id}-${path.replace(".", "-")}`;
  // A number is saved in E.164 whatever its spaces and dashes, so phone fields differ only by their digits
  // (a ticked "same as" shows the number as typed for display while the stored one is E.164).
  const comparable = (f: FieldSpec, value: string) => (f.kind === "phone" ? phoneDigits(value) : value);
  const dirty =
    FIELDS.some((f) => comparable(f, values[f.path]) !== comparable(f, stored[f.path])) ||
    JSON.stringify(toSentTranslations(i18n)) !== JSON.stringify(toSentTranslations(storedI18n));

  function recheck(path: FieldPath, value: string) {
    const problem = checkPath(path, value);
    setErrors((current) => ({ ...current, [path]: problem ? t(problem.key, problem.params) : undefined }));
  }

  function onChange(path: FieldPath, value: string) {
    setValues((current) => ({ ...current, [path]: value }));
    // Once a field shows an error, it is checked at every keystroke so the error goes as soon as it is fixed.
    if (errors[path] !== undefined) recheck(path, value);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problems = [...validateSettings(values), ...validateTranslations(i18n)];
    if (problems.length > 0) {
      const byField: FieldErrors = Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.params)]));
      setErrors(byField);
      setFailure({ kind: "summary" });
      focusFault(firstField(byField));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const site = await saveSettings({ ...toSiteSettings(values), i18n: toSentTranslations(i18n) });
      const next = toFormValues(site);
      setValues(next);
      setStored(next);
      setSame(sameFrom(next));
      setI18n(site.i18n ?? {});
      setStoredI18n(site.i18n ?? {});
      toast.success(t("settings.saved"));
      // The admin shell reads the time zone in its loader: let it show the change too.
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      const { fields, page } = mapSaveError(error);
      if (page?.kind === "other" || page?.kind === "network") console.error("The settings could not be saved", error);
      setErrors(fields);
      setFailure(page ?? { kind: "summary" });
      focusFault(firstField(fields));
    } finally {
      setSaving(false);
    }
  }

  function failureText(f: Failure): string {
    switch (f.kind) {
      case "summary":
        return t("settings.error.summary");
      case "invalid":
        return t("settings.error.invalid", { message: f.message });
      case "render":
        return t("settings.error.render", { message: f.message });
      case "tooLarge":
        return t("settings.error.tooLarge");
      case "network":
        return t("settings.error.network");
      case "other":
        return t("settings.error.other", { message: f.message || `HTTP ${f.status}` });
    }
  }

  function renderField(spec: FieldSpec) {
    const inputId = fieldId(spec.path);
    const hintId = spec.hint ? `${inputId}-hint` : undefined;
    const error = errors[spec.path];
    const errorId = error ? `${inputId}-error` : undefined;
    const hint = spec.hint
      ? t(spec.hint, { year: new Date().getFullYear(), company: values.copyrightCompany.trim() || "…" })
      : null;
    const { type, inputMode } = INPUT_TYPE[spec.kind];
    const sameKey = spec.path === "phone" || spec.path === "whatsapp" ? spec.path : null;
    const mirrored = sameKey ? same[sameKey] : false;
    return (
      <div key={spec.path} className={styles.field} data-wide={spec.wide ? "true" : undefined}>
        <label htmlFor={inputId} className={styles.label}>
          {t(spec.label)}
        </label>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} data-testid={`error-${spec.path}`}>
            {error}
          </p>
        ) : null}
        {sameKey ? (
          <label className={styles.same}>
            <input
              type="checkbox"
              checked={mirrored}
              onChange={(e) => {
                const on = e.target.checked;
                // Unticked, the field starts from the number it was showing.
                if (!on) setValues((current) => ({ ...current, [sameKey]: values[sameKey] }));
                setSame((current) => ({ ...current, [sameKey]: on }));
              }}
              data-testid={`same-${sameKey}`}
            />
            {t(SAME_AS[sameKey].label)}
          </label>
        ) : null}
        <input
          readOnly={mirrored}
          ref={(el) => {
            if (el) inputs.current.set(spec.path, el);
            else inputs.current.delete(spec.path);
          }}
          id={inputId}
          name={spec.path}
          className={styles.input}
          type={type}
          inputMode={inputMode}
          autoComplete={spec.autoComplete ?? "off"}
          spellCheck={spec.kind === "text"}
          value={values[spec.path]}
          required={spec.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          onChange={(e) => onChange(spec.path, e.target.value)}
          onBlur={(e) => recheck(spec.path, e.target.value)}
        />
      </div>
    );
  }

  /** The texts in `lang`, each beside its English, in the groups of the English form. */
  function renderTranslation(lang: TranslatedLocale) {
    const translation = i18n[lang] ?? {};
    const set = (path: FieldPath, text: string) => {
      const at = serverPath(lang, path);
      setI18n((current) => ({ ...current, [lang]: withTranslation(current[lang], textPath(path), text) }));
      // As in English: once a text shows an error, it is checked at every keystroke.
      if (errors[at] !== undefined) {
        const problem = checkTranslation(path, text);
        setErrors((current) => ({ ...current, [at]: problem ? t(problem.key, problem.params) : undefined }));
      }
    };
    const groups = GROUPS.filter((group) => TRANSLATED.some((path) => specOf(path).group === group.key));
    return (
      <>
        <FallbackCount missing={countFallbacks(translation, TEXT_PATHS)} total={TEXT_PATHS.length} />
        <p className={styles.intro} data-testid="settings-translation-intro">
          {t("settings.translation.intro", { language: LOCALE_NAMES[lang] })}
        </p>
        {groups.map((group) => (
          <fieldset key={group.key} className={styles.group} data-testid={`settings-translation-${group.key}`}>
            <legend className={styles.legend}>{t(group.legend)}</legend>
            <div className={styles.translations}>
              {TRANSLATED.filter((path) => specOf(path).group === group.key).map((path) => {
                const text = valueAt(translation, textPath(path));
                const at = serverPath(lang, path);
                return (
                  <TranslationField
                    key={path}
                    locale={lang}
                    label={t(specOf(path).label)}
                    english={values[path]}
                    value={typeof text === "string" ? text : ""}
                    maxLength={specOf(path).max}
                    error={errors[at]}
                    disabled={saving}
                    path={at}
                    onChange={(next) => set(path, next)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving} data-testid="settings-form">
      {failure ? (
        <div ref={failureRef} className={styles.failure} role="alert" tabIndex={-1} data-testid="settings-failure">
          {failureText(failure)}
        </div>
      ) : null}

      <LanguageChoice value={locale} onChange={chooseLocale} />

      {locale === "en"
        ? GROUPS.map((group) => (
            <fieldset key={group.key} className={styles.group}>
              <legend className={styles.legend}>{t(group.legend)}</legend>
              <p className={styles.intro}>{t(group.intro)}</p>
              <div className={styles.fields}>{FIELDS.filter((f) => f.group === group.key).map(renderField)}</div>
              {group.key === "contact" ? <LinkPreview whatsapp={values.whatsapp} phone={values.phone} /> : null}
            </fieldset>
          ))
        : renderTranslation(locale)}

      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={saving} data-testid="settings-save">
          {saving ? t("settings.saving") : t("settings.save")}
        </button>
        {dirty && !saving ? (
          <span className={styles.unsaved} data-testid="settings-unsaved">
            {t("settings.unsaved")}
          </span>
        ) : null}
      </div>
    </form>
  );
}
