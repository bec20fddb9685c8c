import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { fieldIdOf } from "./field-id";
import styles from "./bookings.module.css";

/** What a field's control must carry: its id, look, and the link to its hint. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  "aria-describedby"?: string;
  "aria-required"?: true;
  "data-testid": string;
}

interface FieldProps {
  /** The field's JSON path (`contact.phone`): its id, and where the server's error for it lands. */
  path: string;
  label: string;
  hint?: string;
  /** A small mark beside the label, e.g. "Private". */
  badge?: string;
  required?: boolean;
  optional?: boolean;
  children: (props: ControlProps) => ReactNode;
}

/**
 * A labelled form field with its hint, linked for assistive technology. Its error, when there is one, is
 * put before the hint by the form's island (`sankalp-form.island.ts`: `{id}-error`, named first in
 * `aria-describedby`).
 */
export function Field({ path, label, hint, badge, required, optional, children }: FieldProps) {
  const t = useT();
  const id = fieldIdOf(path);
  return (
    <div className={styles.field} data-field={id}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> {t("sankalp.required")}</span> : null}
        {optional ? <span className={styles.optional}> {t("sankalp.optional")}</span> : null}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </label>
      {children({
        id,
        className: styles.input,
        "aria-describedby": hint ? `${id}-hint` : undefined,
        "aria-required": required ? true : undefined,
        "data-testid": id,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
