import { useT } from "@/i18n/use-t";
import { Field } from "./field";
import type { DevoteeDraft } from "./validate";
import { NAKSHATRAS, RASHIS } from "./vocab";
import styles from "./bookings.module.css";

type DevoteeField = keyof Omit<DevoteeDraft, "key">;

interface DevoteeRowProps {
  index: number;
  row: DevoteeDraft;
  /** Every shown error of the form, by JSON path. */
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (field: DevoteeField, value: string) => void;
  onRemove: () => void;
}

/** One person named in the sankalp: name, relation, gotra, nakshatra and rashi. */
export function DevoteeRow({ index, row, errors, canRemove, onChange, onRemove }: DevoteeRowProps) {
  const t = useT();
  const at = (field: DevoteeField) => `devotees[${index}].${field}`;
  const err = (field: DevoteeField) => errors[at(field)] ?? null;
  const number = index + 1;
  const text = (
    field: "name" | "gotra" | "relation",
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <Field path={at(field)} label={label} required={extra.required} hint={extra.hint} error={err(field)}>
      {(props) => (
        <input
          {...props}
          type="text"
          autoComplete="off"
          value={row[field]}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
  const choice = (field: "nakshatra" | "rashi", label: string, options: readonly string[]) => (
    <Field path={at(field)} label={label} error={err(field)}>
      {(props) => (
        <select {...props} value={row[field]} onChange={(e) => onChange(field, e.target.value)}>
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
    <li className={styles.devotee} data-testid="devotee-row">
      <fieldset className={styles.devoteeSet}>
        <legend className={styles.devoteeTitle}>{t("sankalp.devotee.legend", { number })}</legend>
        <div className={styles.devoteeGrid}>
          {text("name", t("sankalp.devotee.name"), { required: true })}
          {text("relation", t("sankalp.devotee.relation"), { hint: t("sankalp.devotee.relationHint") })}
          {text("gotra", t("sankalp.devotee.gotra"))}
          {choice("nakshatra", t("sankalp.devotee.nakshatra"), NAKSHATRAS)}
          {choice("rashi", t("sankalp.devotee.rashi"), RASHIS)}
        </div>
        {canRemove ? (
          <button
            type="button"
            className={styles.removeDevotee}
            onClick={onRemove}
            aria-label={t("sankalp.devotee.removeLabel", { number })}
          >
            {t("sankalp.devotee.remove")}
          </button>
        ) : null}
      </fieldset>
    </li>
  );
}
