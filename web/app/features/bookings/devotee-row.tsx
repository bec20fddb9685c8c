import { useT } from "@/i18n/use-t";
import { Field } from "./field";
import { NAKSHATRAS, RASHIS } from "./vocab";
import styles from "./bookings.module.css";

/**
 * The index the row template is drawn with: the island (`sankalp-form.island.ts`) puts a row's own index
 * in its ids and its number (index + 1) in its texts.
 */
export const PLACEHOLDER_INDEX = 98;

/**
 * One person named in the sankalp: name, relation, gotra, nakshatra and rashi. Every row but the first has
 * a Remove button; the form's first row is drawn without it, the template with it.
 */
export function DevoteeRow({ index }: { index: number }) {
  const t = useT();
  const at = (field: string) => `devotees[${index}].${field}`;
  const number = index + 1;
  const text = (
    field: "name" | "gotra" | "relation",
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <Field path={at(field)} label={label} required={extra.required} hint={extra.hint}>
      {(props) => <input {...props} name={field} type="text" autoComplete="off" />}
    </Field>
  );
  const choice = (field: "nakshatra" | "rashi", label: string, options: readonly string[]) => (
    <Field path={at(field)} label={label}>
      {(props) => (
        <select {...props} name={field} defaultValue="">
          <option value="">{t("sankalp.devotee.notKnown")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <li className={styles.devotee} data-testid="devotee-row" data-devotee>
      <fieldset className={styles.devoteeSet}>
        <legend className={styles.devoteeTitle} data-pattern={t("sankalp.devotee.legend")}>
          {t("sankalp.devotee.legend", { number })}
        </legend>
        <div className={styles.devoteeGrid}>
          {text("name", t("sankalp.devotee.name"), { required: true })}
          {text("relation", t("sankalp.devotee.relation"), { hint: t("sankalp.devotee.relationHint") })}
          {text("gotra", t("sankalp.devotee.gotra"))}
          {choice("nakshatra", t("sankalp.devotee.nakshatra"), NAKSHATRAS)}
          {choice("rashi", t("sankalp.devotee.rashi"), RASHIS)}
        </div>
        {index > 0 ? (
          <button
            type="button"
            className={styles.removeDevotee}
            aria-label={t("sankalp.devotee.removeLabel", { number })}
            data-pattern={t("sankalp.devotee.removeLabel")}
            data-remove-devotee
          >
            {t("sankalp.devotee.remove")}
          </button>
        ) : null}
      </fieldset>
    </li>
  );
}
