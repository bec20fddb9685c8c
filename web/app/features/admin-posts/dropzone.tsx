import { type DragEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import styles from "./admin-posts.module.css";

interface DropzoneProps {
  label: string;
  hint: string;
  /** The picker's filter, e.g. ".mp4". */
  accept: string;
  kind: "video" | "image";
  file: File | null;
  /** Answers a message key when the file is refused; the selection is then cleared. */
  check: (file: File) => MessageKey | null;
  onFile: (file: File | null) => void;
  /** Told of a refused file and why, after `onError`. */
  onRefused?: (file: File, key: MessageKey) => void;
  /** The field's message (a refusal or a missing file), shown under the area. */
  error: string | null;
  onError: (key: MessageKey | null) => void;
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  "data-testid"?: string;
  /** Shown under the field's message (the create form's offer to make a video smaller). */
  children?: ReactNode;
}

/** A drop-or-click area for one file, with a preview of what was chosen. */
export function Dropzone(props: DropzoneProps) {
  const { label, hint, accept, kind, file, check, onFile, error, onError, disabled } = props;
  const t = useT();
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownRef;
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  // One object URL per chosen file, revoked as soon as it is replaced or the form goes away.
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the preview is an object URL made and revoked here
      setPreview(null);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, inputRef]);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const refusal = check(chosen);
    if (refusal) {
      onError(refusal);
      onFile(null);
      if (inputRef.current) inputRef.current.value = "";
      props.onRefused?.(chosen, refusal);
      return;
    }
    onError(null);
    onFile(chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div
        className={styles.drop}
        data-dragging={dragging ? "true" : undefined}
        data-invalid={error ? "true" : undefined}
        data-testid={props["data-testid"]}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.fileInput}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => take(e.target.files?.[0])}
        />
        {preview && kind === "video" ? (
          <video
            className={styles.preview}
            src={preview}
            controls
            muted
            playsInline
            preload="metadata"
            data-testid="video-preview"
          />
        ) : null}
        {preview && kind === "image" ? (
          <img className={styles.preview} src={preview} alt="" data-testid="thumbnail-preview" />
        ) : null}
        <label htmlFor={`${id}-input`} className={styles.dropLabel}>
          <svg
            className={styles.dropIcon}
            width="32"
            height="32"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {file ? (
            <>
              <span className={styles.fileName}>{file.name}</span>
              <span id={`${id}-hint`}>{t("darshan.form.change")}</span>
            </>
          ) : (
            <span id={`${id}-hint`}>{hint}</span>
          )}
        </label>
        {file && !disabled ? (
          <button type="button" className={styles.remove} onClick={() => onFile(null)}>
            {t("darshan.form.remove")}
            <span className="visually-hidden">: {file.name}</span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`${props["data-testid"] ?? "file"}-error`}>
          {error}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}
