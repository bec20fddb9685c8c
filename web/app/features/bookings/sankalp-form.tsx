import { IslandTemplate } from "@/components/island-template";
import { groupIndian } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { DevoteeRow, PLACEHOLDER_INDEX } from "./devotee-row";
import { Field } from "./field";
import { formatRupees } from "./format";
import { todayInIndia, yearAfter } from "./dates";
import { LIMITS, MAX_DEVOTEES, type Service } from "./vocab";
import styles from "./bookings.module.css";

/** The messages the island shows, by key, in the page's language (read from the markup, never bundled). */
const ISLAND_MESSAGES = [
  "sankalp.error.summary",
  "sankalp.error.devoteeCount",
  "sankalp.error.nameRequired",
  "sankalp.error.nameLong",
  "sankalp.error.detailLong",
  "sankalp.error.nakshatra",
  "sankalp.error.rashi",
  "sankalp.error.dateInvalid",
  "sankalp.error.datePast",
  "sankalp.error.dateFar",
  "sankalp.error.intentionLong",
  "sankalp.error.contactNameRequired",
  "sankalp.error.contactNameLong",
  "sankalp.error.phoneRequired",
  "sankalp.error.phoneInvalid",
  "sankalp.error.emailInvalid",
  "sankalp.error.tooMany",
  "sankalp.error.tooManyWait",
  "sankalp.error.unknownSubject",
  "sankalp.error.tooLarge",
  "sankalp.error.server",
  "sankalp.error.network",
  "sankalp.sending",
  "sankalp.submit",
  "sankalp.devotees.count",
  "sankalp.intentionHint",
] as const;

export type IslandMessage = (typeof ISLAND_MESSAGES)[number];

export interface SankalpFormProps {
  service: Service;
  slug?: string;
  /** What is booked, in the page's language. */
  title: string;
  /** The ritual's suggested dakshina, whole rupees. */
  dakshina?: number;
  /** Where "Back to …" leads. */
  back: string;
}

/**
 * The sankalp form (ARCHITECTURE.md §6), drawn by the server: who the ritual is for, when, the private
 * intention and how to reach the devotee. Its island (`sankalp-form.island.ts`) adds and removes people
 * from the row template below, checks the typed rules on submit (the server has the last word, and its
 * field errors land on the same fields), sends the booking and opens the private page. The date's bounds
 * are India's today when the page was drawn; the island sets them again from the reader's clock.
 */
export function SankalpForm({ service, slug, title, dakshina, back }: SankalpFormProps) {
  const t = useT();
  const locale = useLocale();
  const today = todayInIndia();
  const messages = Object.fromEntries(ISLAND_MESSAGES.map((key) => [key, t(key)]));
  const countLine = (count: number) => t("sankalp.devotees.count", { count, max: MAX_DEVOTEES });
  return (
    <section className={`container section ${styles.page}`} aria-labelledby="sankalp-title">
      <header className={styles.head}>
        <p className="eyebrow">{t("sankalp.eyebrow")}</p>
        <h1 id="sankalp-title" data-testid="sankalp-title">
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
        <form
          className={styles.form}
          method="post"
          noValidate
          aria-describedby="sankalp-privacy"
          data-sankalp-form
          data-service={service}
          data-slug={slug ?? ""}
          data-locale={locale}
          data-messages={JSON.stringify(messages)}
        >
          <p id="sankalp-privacy" className={styles.privacy}>
            {t("sankalp.privacy")}
          </p>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.devotees.legend")}</legend>
            <p className={styles.hint}>{t("sankalp.devotees.hint")}</p>
            <ol className={styles.devotees} data-devotees>
              <DevoteeRow index={0} />
            </ol>
            <IslandTemplate name="sankalp-devotee">
              <DevoteeRow index={PLACEHOLDER_INDEX} />
            </IslandTemplate>
            <div className={styles.addRow}>
              <button id="sankalp-add" type="button" className="btn btn-outline" data-add-devotee>
                <span aria-hidden="true">+</span> {t("sankalp.devotees.add")}
              </button>
              <span className={styles.count} aria-live="polite" data-devotee-count>
                {countLine(1)}
              </span>
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.when.legend")}</legend>
            <Field path="preferredDate" label={t("sankalp.date")} hint={t("sankalp.dateHint")}>
              {(props) => <input {...props} name="preferredDate" type="date" min={today} max={yearAfter(today)} />}
            </Field>
            <Field
              path="intention"
              label={t("sankalp.intention")}
              badge={t("sankalp.private")}
              hint={t("sankalp.intentionHint", { count: 0, max: groupIndian(LIMITS.intention) })}
            >
              {(props) => <textarea {...props} name="intention" rows={4} maxLength={LIMITS.intention * 2} />}
            </Field>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("sankalp.contact.legend")}</legend>
            <p className={styles.hint}>{t("sankalp.contact.hint")}</p>
            <Field path="contact.name" label={t("sankalp.contact.name")} required>
              {(props) => <input {...props} name="contactName" type="text" autoComplete="name" />}
            </Field>
            <Field
              path="contact.phone"
              label={t("sankalp.contact.phone")}
              hint={t("sankalp.contact.phoneHint")}
              required
            >
              {(props) => (
                <div className={styles.phone}>
                  {/* India until the island lists every country, named in the reader's language. */}
                  <select
                    className={styles.input}
                    name="phoneCountry"
                    aria-label={t("sankalp.contact.country")}
                    autoComplete="tel-country-code"
                    defaultValue="IN"
                    data-testid="phone-country"
                  >
                    <option value="IN">{t("sankalp.contact.india")} (+91)</option>
                  </select>
                  <input {...props} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" />
                </div>
              )}
            </Field>
            <Field
              path="contact.email"
              label={t("sankalp.contact.email")}
              optional
              hint={t("sankalp.contact.emailHint")}
            >
              {(props) => <input {...props} name="email" type="email" autoComplete="email" />}
            </Field>
          </fieldset>

          {/* The honeypot: off-screen and hidden from assistive technology, so only bots fill it. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="sankalp-website">Website</label>
            <input id="sankalp-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>

          <p className={`${styles.error} ${styles.failure}`} role="alert" data-testid="sankalp-problem" hidden />
          <IslandTemplate name="sankalp-error">
            <p className={styles.error} />
          </IslandTemplate>

          <div className={styles.submitRow}>
            {/* Enabled by the island: without it the form could only be sent somewhere that cannot take it. */}
            <button type="submit" className="btn" disabled data-testid="sankalp-submit">
              {t("sankalp.submit")}
            </button>
            <p className={styles.hint}>{t("sankalp.afterSubmit")}</p>
          </div>
          <noscript>
            <p className={styles.hint}>{t("sankalp.noScript")}</p>
          </noscript>
          <p className={styles.backLink}>
            <a href={back}>
              <span aria-hidden="true">←</span> {t("sankalp.back", { name: title })}
            </a>
          </p>
        </form>
        <aside className={styles.aside} aria-labelledby="sankalp-next">
          <h2 id="sankalp-next" className={styles.asideTitle}>
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
