import { type ReactNode, useId, useState } from "react";
import { type MessageKey, catalogues } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import {
  HIDDEN_FIELDS,
  type Json,
  type JsonObject,
  LONG_MAX,
  PICTURE_ALT,
  SHORT_MAX,
  blankLike,
  childPath,
  humanise,
  isLong,
  isRuns,
  labelKey,
  markupToRuns,
  move,
  oneLine,
  runsToMarkup,
} from "./fields";
import styles from "./admin-pages.module.css";

const hasMessage = (key: string): key is MessageKey => Object.hasOwn(catalogues.en, key);

/**
 * Sends a photo for the picture at `path` (`photo`, `blocks[2].image`), described by `alt`; resolves once
 * the page is saved with it. Given only where the page draws an uploaded photo (the About page).
 */
export type PictureUpload = (
  path: string,
  file: File,
  alt: string,
  onProgress: (share: number) => void,
) => Promise<void>;

interface Props {
  value: JsonObject;
  onChange: (next: JsonObject) => void;
  /** Field errors by path (`hero.lead`). */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** Offers a photo of the priest's own for each picture (`photo`, `image`) of the body. */
  onPicture?: PictureUpload;
}

/** The fields of a body, as `fields.ts` describes them. */
export function JsonForm({ value, onChange, errors, disabled, onPicture }: Props) {
  return (
    <div className={styles.fields}>
      <Fields value={value} path="" errors={errors} disabled={disabled} onPicture={onPicture} onChange={onChange} />
    </div>
  );
}

/** An object's fields: each shown field's editor, and a picture's upload where one is offered. */
function Fields({
  value,
  path,
  errors,
  disabled,
  onPicture,
  onChange,
}: {
  value: JsonObject;
  path: string;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onPicture?: PictureUpload;
  onChange: (next: JsonObject) => void;
}) {
  return Object.entries(value).map(([key, child]) => {
    const alt = PICTURE_ALT[key];
    if (onPicture && alt !== undefined && typeof child === "string") {
      const description = value[alt];
      return (
        <PictureField
          key={key}
          name={key}
          path={childPath(path, key)}
          src={child}
          alt={typeof description === "string" ? description : ""}
          disabled={disabled}
          onPicture={onPicture}
        />
      );
    }
    if (HIDDEN_FIELDS.has(key)) return null;
    return (
      <FieldEditor
        key={key}
        name={key}
        path={childPath(path, key)}
        value={child}
        errors={errors}
        disabled={disabled}
        onPicture={onPicture}
        onChange={(next) => onChange({ ...value, [key]: next })}
      />
    );
  });
}

/**
 * One picture: what it shows now (the built-in artwork, or the photo sent before) and a file choice that
 * sends a photo at once. The description typed in the field below it becomes the photo's alt text, so it
 * is asked for first.
 */
function PictureField({
  name,
  path,
  src,
  alt,
  disabled,
  onPicture,
}: {
  name: string;
  path: string;
  src: string;
  alt: string;
  disabled?: boolean;
  onPicture: PictureUpload;
}) {
  const t = useT();
  const labelOf = useLabel();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploaded = src.startsWith("/media/");

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (!alt.trim()) {
      setProblem(t("pages.picture.altFirst"));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await onPicture(path, file, alt.trim(), setProgress);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={styles.picture} data-path={path} data-testid={`picture-${path}`}>
      <span className={styles.label} id={`${id}-label`}>
        {labelOf(name)}
      </span>
      {uploaded ? (
        <img className={styles.pictureNow} src={src} alt="" width={120} height={120} />
      ) : (
        <p className={styles.hint}>{t("pages.picture.builtIn")}</p>
      )}
      <label htmlFor={id} className={`btn btn-outline ${styles.pictureChoose}`}>
        {uploaded ? t("pages.picture.replaceAgain") : t("pages.picture.replace")}
      </label>
      <input
        id={id}
        className={styles.pictureInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
        disabled={disabled || progress !== null}
        aria-describedby={`${id}-label ${id}-hint`}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t("pages.picture.hint")}
      </p>
      {progress !== null ? (
        <progress className={styles.pictureProgress} max={1} value={progress} aria-label={t("pages.picture.sending")} />
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
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
  /** An item of a list: a group drawn without a box of its own, the list's box is enough. */
  inList?: boolean;
  onPicture?: PictureUpload;
}

function useLabel() {
  const t = useT();
  return (name: string) => {
    const key = labelKey(name, hasMessage);
    return key ? t(key) : humanise(name);
  };
}

/** A field's frame: its label, the server's error about it, then its input. */
function Labelled({
  id,
  path,
  title,
  error,
  errorId,
  children,
}: {
  id: string;
  path: string;
  title: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}) {
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
      {children}
    </div>
  );
}

function FieldEditor({ name, path, value, errors, onChange, disabled, label, inList, onPicture }: FieldProps) {
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
      <Labelled id={id} path={path} title={title} error={error} errorId={errorId}>
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
      </Labelled>
    );
  }

  if (typeof value === "number") {
    return (
      <Labelled id={id} path={path} title={title} error={error} errorId={errorId}>
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
      </Labelled>
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

  if (isRuns(value)) {
    const hintId = `${id}-hint`;
    const text = runsToMarkup(value);
    return (
      <Labelled id={id} path={path} title={title} error={error} errorId={errorId}>
        <textarea
          id={id}
          name={path}
          className={styles.input}
          rows={Math.min(12, Math.max(4, Math.ceil(text.length / 60)))}
          value={text}
          maxLength={LONG_MAX}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          onChange={(e) => onChange(markupToRuns(e.target.value))}
        />
        <p id={hintId} className={styles.hint}>
          {t("pages.boldHint")}
        </p>
      </Labelled>
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
                inList
                onPicture={onPicture}
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
    return (
      <fieldset className={inList ? styles.itemGroup : styles.group} data-path={path}>
        <legend className={inList ? styles.itemLegend : styles.legend}>{title}</legend>
        {error ? <p className={styles.error}>{error}</p> : null}
        <Fields
          value={value}
          path={path}
          errors={errors}
          disabled={disabled}
          onPicture={onPicture}
          onChange={(next) => onChange(next)}
        />
      </fieldset>
    );
  }

  return null;
}
