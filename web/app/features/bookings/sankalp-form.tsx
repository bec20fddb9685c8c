import { type FormEvent, useContext, useEffect, useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MessageKey } from "@/i18n/messages";
import { localisedPath } from "@/i18n/locales";
import { LocaleContext, useT } from "@/i18n/use-t";
import { ApiError, NetworkError } from "@/lib/api";
import { DEFAULT_COUNTRY, countryOptions } from "@/lib/phone";
import { RateLimitedError, type Subject, createBooking, fetchSubject, prettifySlug } from "./api";
import { formatRupees } from "./format";
import { ownTimeZone, todayInIndia, yearAfter } from "./dates";
import { DevoteeRow } from "./devotee-row";
import { Field } from "./field";
import { fieldIdOf } from "./field-id";
import type { JustBooked } from "./just-booked";
import { type BookingDraft, type DevoteeDraft, checkBooking, firstErrorField } from "./validate";
import { LIMITS, MAX_DEVOTEES, type Service } from "./vocab";
import styles from "./bookings.module.css";

/** Errors shown beside fields: the client's (message keys, translated) and the server's (its text). */
export type ShownErrors = Record<string, string>;

let nextKey = 1;
const emptyDevotee = (): DevoteeDraft => ({
  key: nextKey++,
  name: "",
  gotra: "",
  nakshatra: "",
  rashi: "",
  relation: "",
});

/** The title of what is booked (the content API's once it answers, the slug made readable until then) and
 * the ritual's suggested dakshina. */
function useSubject(service: Service, slug: string | undefined): Subject {
  const t = useT();
  const initial = service === "astrology" || !slug ? t("sankalp.astrologyTitle") : prettifySlug(slug);
  const [subject, setSubject] = useState<Subject>({ title: initial });
  useEffect(() => {
    if (service === "astrology" || !slug) return;
    const controller = new AbortController();
    fetchSubject(service, slug, controller.signal)
      .then(setSubject)
      .catch(() => {
        // Aborted: the page moved on.
      });
    return () => controller.abort();
  }, [service, slug]);
  return subject;
}

/**
 * The sankalp form (ARCHITECTURE.md §6): who the ritual is for, when, the private intention and how to reach
 * the devotee. Checked as typed rules on submit, then by the server, whose field errors land on the same
 * fields. On success the private page takes over and opens the WhatsApp chat with the reference.
 */
export function SankalpForm({ service, slug }: { service: Service; slug?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const locale = useContext(LocaleContext);
  const { title, dakshina } = useSubject(service, slug);
  const formId = useId();
  const countries = useMemo(() => countryOptions(), []);
  // India's today, read once per visit: min and max of the date picker.
  const [today] = useState(() => todayInIndia());

  const [draft, setDraft] = useState<BookingDraft>(() => ({
    devotees: [emptyDevotee()],
    preferredDate: "",
    intention: "",
    contactName: "",
    phoneCountry: DEFAULT_COUNTRY,
    phone: "",
    email: "",
    website: "",
  }));
  const [errors, setErrors] = useState<ShownErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof BookingDraft>(key: K, value: BookingDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  /** Clears a field's error as soon as it is edited: the message described what was there before. */
  function edited(path: string) {
    setErrors((e) => {
      if (!(path in e)) return e;
      const rest = { ...e };
      delete rest[path];
      return rest;
    });
  }

  function updateDevotee(index: number, field: keyof Omit<DevoteeDraft, "key">, value: string) {
    setDraft((d) => ({ ...d, devotees: d.devotees.map((row, i) => (i === index ? { ...row, [field]: value } : row)) }));
    edited(`devotees[${index}].${field}`);
  }

  function addDevotee() {
    if (draft.devotees.length >= MAX_DEVOTEES) return;
    const index = draft.devotees.length;
    setDraft((d) => ({ ...d, devotees: [...d.devotees, emptyDevotee()] }));
    edited("devotees");
    // The new row's name field takes focus: the next thing to type.
    requestAnimationFrame(() => document.getElementById(fieldIdOf(`devotees[${index}].name`))?.focus());
  }

  function removeDevotee(index: number) {
    setDraft((d) => ({ ...d, devotees: d.devotees.filter((_, i) => i !== index) }));
    // Errors of later rows would now point at the wrong people: checked again on the next submit.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith("devotees"))));
    requestAnimationFrame(() => document.getElementById(`${formId}-add`)?.focus());
  }

  function show(found: ShownErrors) {
    setErrors(found);
    const first = firstErrorField(found, draft.devotees.length);
    if (first) requestAnimationFrame(() => document.getElementById(fieldIdOf(first))?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const { errors: found, body } = checkBooking(draft, { service, slug }, todayInIndia(), ownTimeZone());
    if (!body) {
      show(Object.fromEntries(Object.entries(found).map(([path, key]) => [path, t(key as MessageKey)])));
      setProblem(t("sankalp.error.summary"));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The booking's emails and chat message follow the language of the form.
      const created = await createBooking({ ...body, language: locale });
      const state: JustBooked = { justBooked: { reference: created.reference, whatsappUrl: created.whatsappUrl } };
      // The private page shows the reference and opens the chat; replacing this entry means Back from
      // WhatsApp lands on the private page, not on an empty form.
      const url = created.url.startsWith("/booking/") ? created.url : `/booking/${created.token}`;
      navigate(localisedPath(url, locale), {
        replace: true,
        state,
      });
    } catch (error) {
      setBusy(false);
      setProblem(describe(error));
    }
  }

  /** A failed submit, in words; the server's field errors go beside their fields. */
  function describe(error: unknown): string {
    if (error instanceof RateLimitedError) {
      const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
      return minutes ? t("sankalp.error.tooManyWait", { minutes }) : t("sankalp.error.tooMany");
    }
    if (error instanceof ApiError) {
      if (error.status === 400 && error.fieldErrors.length > 0) {
        const mapped: ShownErrors = {};
        const elsewhere: string[] = [];
        for (const { field, message } of error.fieldErrors) {
          if (document.getElementById(fieldIdOf(field))) mapped[field] = message;
          else elsewhere.push(message);
        }
        show(mapped);
        return elsewhere.length > 0 ? elsewhere.join(" ") : t("sankalp.error.summary");
      }
      if (error.status === 404) return t("sankalp.error.unknownSubject");
      if (error.status === 413) return t("sankalp.error.tooLarge");
      if (error.status >= 500) return t("sankalp.error.server");
      return error.message || t("sankalp.error.server");
    }
    if (error instanceof NetworkError) return t("sankalp.error.network");
    return t("sankalp.error.server");
  }

  const err = (path: string) => errors[path] ?? null;
  const maxDate = yearAfter(today);

  return (
    <section className={`container section ${styles.page}`} aria-labelledby={`${formId}-title`}>
      <header className={styles.head}>
        <p className="eyebrow">{t("sankalp.eyebrow")}</p>
        <h1 id={`${formId}-title`} data-testid="sankalp-title">
          {title}
        </h1>
        {dakshina ? (
          <p className={styles.dakshina} data-testid="sankalp-dakshina">
            {t("puja.dakshina", { amount: formatRupees(dakshina) })}
          </p>
        ) : null}
        <p className="lead">{t("sankalp.intro")}</p>
      </header>

      <div className={styles.layout}>
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={`${formId}-privacy`}>
          <p id={`${formId}-privacy`} className={styles.privacy}>
            {t("sankalp.privacy")}
          </p>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.devotees.legend")}</legend>
            <p className={styles.hint}>{t("sankalp.devotees.hint")}</p>
            {err("devotees") ? (
              <p className={styles.error} id={fieldIdOf("devotees")} tabIndex={-1}>
                {err("devotees")}
              </p>
            ) : null}
            <ol className={styles.devotees}>
              {draft.devotees.map((row, index) => (
                <DevoteeRow
                  key={row.key}
                  index={index}
                  row={row}
                  errors={errors}
                  canRemove={draft.devotees.length > 1}
                  onChange={(field, value) => updateDevotee(index, field, value)}
                  onRemove={() => removeDevotee(index)}
                />
              ))}
            </ol>
            <div className={styles.addRow}>
              <button
                id={`${formId}-add`}
                type="button"
                className="btn btn-outline"
                onClick={addDevotee}
                disabled={draft.devotees.length >= MAX_DEVOTEES || busy}
              >
                <span aria-hidden="true">+</span> {t("sankalp.devotees.add")}
              </button>
              <span className={styles.count} aria-live="polite">
                {t("sankalp.devotees.count", { count: draft.devotees.length, max: MAX_DEVOTEES })}
              </span>
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.when.legend")}</legend>
            <Field
              path="preferredDate"
              label={t("sankalp.date")}
              hint={t("sankalp.dateHint")}
              error={err("preferredDate")}
            >
              {(props) => (
                <input
                  {...props}
                  type="date"
                  min={today}
                  max={maxDate}
                  value={draft.preferredDate}
                  onChange={(e) => {
                    set("preferredDate", e.target.value);
                    edited("preferredDate");
                  }}
                />
              )}
            </Field>
            <Field
              path="intention"
              label={t("sankalp.intention")}
              badge={t("sankalp.private")}
              hint={t("sankalp.intentionHint", {
                count: [...draft.intention].length.toLocaleString("en-IN"),
                max: LIMITS.intention.toLocaleString("en-IN"),
              })}
              error={err("intention")}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  maxLength={LIMITS.intention * 2}
                  value={draft.intention}
                  onChange={(e) => {
                    set("intention", e.target.value);
                    edited("intention");
                  }}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.contact.legend")}</legend>
            <p className={styles.hint}>{t("sankalp.contact.hint")}</p>
            <Field path="contact.name" label={t("sankalp.contact.name")} required error={err("contact.name")}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  autoComplete="name"
                  value={draft.contactName}
                  onChange={(e) => {
                    set("contactName", e.target.value);
                    edited("contact.name");
                  }}
                />
              )}
            </Field>
            <Field
              path="contact.phone"
              label={t("sankalp.contact.phone")}
              hint={t("sankalp.contact.phoneHint")}
              required
              error={err("contact.phone")}
            >
              {(props) => (
                <div className={styles.phone}>
                  <select
                    className={styles.input}
                    aria-label={t("sankalp.contact.country")}
                    autoComplete="tel-country-code"
                    value={draft.phoneCountry}
                    onChange={(e) => {
                      set("phoneCountry", e.target.value as BookingDraft["phoneCountry"]);
                      edited("contact.phone");
                    }}
                    data-testid="phone-country"
                  >
                    {countries.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                  <input
                    {...props}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    value={draft.phone}
                    onChange={(e) => {
                      set("phone", e.target.value);
                      edited("contact.phone");
                    }}
                  />
                </div>
              )}
            </Field>
            <Field
              path="contact.email"
              label={t("sankalp.contact.email")}
              optional
              hint={t("sankalp.contact.emailHint")}
              error={err("contact.email")}
            >
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={draft.email}
                  onChange={(e) => {
                    set("email", e.target.value);
                    edited("contact.email");
                  }}
                />
              )}
            </Field>
          </fieldset>

          {/* The honeypot: off-screen and hidden from assistive technology, so only bots fill it. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${formId}-website`}>Website</label>
            <input
              id={`${formId}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={draft.website}
              onChange={(e) => set("website", e.target.value)}
            />
          </div>

          {problem ? (
            <p className={`${styles.error} ${styles.failure}`} role="alert" data-testid="sankalp-problem">
              {problem}
            </p>
          ) : null}

          <div className={styles.submitRow}>
            <button type="submit" className="btn" disabled={busy} data-testid="sankalp-submit">
              {busy ? t("sankalp.sending") : t("sankalp.submit")}
            </button>
            <p className={styles.hint}>{t("sankalp.afterSubmit")}</p>
          </div>
          <p className={styles.backLink}>
            <Link
              to={
                service === "astrology" || !slug
                  ? "/astrology"
                  : service === "ritual"
                    ? `/puja/${slug}`
                    : `/details/${slug}`
              }
            >
              <span aria-hidden="true">←</span> {t("sankalp.back", { name: title })}
            </Link>
          </p>
        </form>
        <aside className={styles.aside} aria-labelledby={`${formId}-next`}>
          <h2 id={`${formId}-next`} className={styles.asideTitle}>
            {t("sankalp.next.title")}
          </h2>
          <ol className={styles.nextSteps}>
            {(["sankalp.next.1", "sankalp.next.2", "sankalp.next.3", "sankalp.next.4"] as const).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}
