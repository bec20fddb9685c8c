import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { fieldIdOf } from "./field-id";
import styles from "./bookings.module.css";

/** What a field's control must carry: its id, look, and the links to its hint and error. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  "aria-invalid"?: true;
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
  error: string | null;
  children: (props: ControlProps) => ReactNode;
}

/** A labelled form field with its hint and its inline error, linked for assistive technology. */
export function Field({ path, label, hint, badge, required, optional, error, children }: FieldProps) {
  const t = useT();
  const id = fieldIdOf(path);
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> {t("sankalp.required")}</span> : null}
        {optional ? <span className={styles.optional}> {t("sankalp.optional")}</span> : null}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </label>
      {children({
        id,
        className: styles.input,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
        "aria-required": required ? true : undefined,
        "data-testid": id,
      })}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
