import { useId } from "react";
import { type MessageKey, catalogues } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import {
  HIDDEN_FIELDS,
  type Json,
  type JsonObject,
  LONG_MAX,
  SHORT_MAX,
  blankLike,
  childPath,
  humanise,
  isLong,
  labelKey,
  move,
  oneLine,
} from "./fields";
import styles from "./admin-pages.module.css";

const hasMessage = (key: string): key is MessageKey => Object.hasOwn(catalogues.en, key);

interface Props {
  value: JsonObject;
  onChange: (next: JsonObject) => void;
  /** Field errors by path (`hero.lead`). */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** The fields of a body, as `fields.ts` describes them. */
export function JsonForm({ value, onChange, errors, disabled }: Props) {
  return (
    <div className={styles.fields}>
      {Object.entries(value).map(([key, child]) =>
        HIDDEN_FIELDS.has(key) ? null : (
          <FieldEditor
            key={key}
            name={key}
            path={key}
            value={child}
            errors={errors}
            disabled={disabled}
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        ),
      )}
    </div>
  );
}

interface FieldProps {
  name: string;
  path: string;
  value: Json;
  errors: Readonly<Record<string, string>>;
  onChange: (next: Json) => void;
  disabled?: boolean;
  /** Shown instead of the field's name (an item of a list). */
  label?: string;
}

function useLabel() {
  const t = useT();
  return (name: string) => {
    const key = labelKey(name, hasMessage);
    return key ? t(key) : humanise(name);
  };
}

function FieldEditor({ name, path, value, errors, onChange, disabled, label }: FieldProps) {
  const t = useT();
  const labelOf = useLabel();
  const id = useId();
  const title = label ?? labelOf(name);
  const error = errors[path];
  const errorId = error ? `${id}-error` : undefined;

  if (typeof value === "string") {
    const long = isLong(name, value);
    const max = long ? LONG_MAX : SHORT_MAX;
    return (
      <div className={styles.field} data-path={path}>
        <label htmlFor={id} className={styles.label}>
          {title}
        </label>
        {error ? (
          <p id={errorId} className={styles.error} data-testid={`error-${path}`}>
            {error}
          </p>
        ) : null}
        {long ? (
          <textarea
            id={id}
            name={path}
            className={styles.input}
            rows={Math.min(10, Math.max(3, Math.ceil(value.length / 70)))}
            value={value}
            maxLength={max}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange(oneLine(e.target.value))}
          />
        ) : (
          <input
            id={id}
            name={path}
            className={styles.input}
            type="text"
            value={value}
            maxLength={max}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
    );
  }

  if (typeof value === "number") {
    return (
      <div className={styles.field} data-path={path}>
        <label htmlFor={id} className={styles.label}>
          {title}
        </label>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
        <input
          id={id}
          name={path}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
        />
      </div>
    );
  }

  if (typeof value === "boolean") {
    return (
      <label className={styles.check} data-path={path}>
        <input type="checkbox" checked={value} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
        {title}
      </label>
    );
  }

  if (Array.isArray(value)) {
    const itemName = name;
    return (
      <fieldset className={styles.group} data-path={path}>
        <legend className={styles.legend}>{title}</legend>
        {error ? <p className={styles.error}>{error}</p> : null}
        <ol className={styles.items}>
          {value.map((item, index) => (
            <li key={index} className={styles.item} data-testid={`item-${path}`}>
              <FieldEditor
                name={itemName}
                path={childPath(path, index)}
                value={item}
                errors={errors}
                disabled={disabled}
                label={t("pages.item", { n: index + 1, of: value.length })}
                onChange={(next) => onChange(value.map((v, i) => (i === index ? next : v)))}
              />
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.small}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                  aria-label={t("pages.moveUp", { n: index + 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.small}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                  aria-label={t("pages.moveDown", { n: index + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.small}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={t("pages.remove", { n: index + 1 })}
                >
                  {t("pages.removeShort")}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`btn btn-outline ${styles.add}`}
          disabled={disabled}
          onClick={() => onChange([...value, blankLike(value[value.length - 1], name)])}
        >
          {t("pages.add", { what: title })}
        </button>
      </fieldset>
    );
  }

  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([key]) => !HIDDEN_FIELDS.has(key));
    return (
      <fieldset className={styles.group} data-path={path}>
        <legend className={styles.legend}>{title}</legend>
        {error ? <p className={styles.error}>{error}</p> : null}
        {entries.map(([key, child]) => (
          <FieldEditor
            key={key}
            name={key}
            path={childPath(path, key)}
            value={child}
            errors={errors}
            disabled={disabled}
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        ))}
      </fieldset>
    );
  }

  return null;
}
