import { type FormEvent, useId, useRef, useState } from "react";
import type { AdminBooking } from "@/features/bookings/types";
import { useT } from "@/i18n/use-t";
import { uploadProof } from "./api";
import styles from "./admin-orders.module.css";

/** The server's limits (ARCHITECTURE.md §6): videos MP4 up to 256 MiB, photos JPEG or PNG (the server checks both by content). */
const MAX_VIDEO_BYTES = 256 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent, as a message key. */
export function proofRefusal(file: File): "orders.proof.wrongType" | "orders.proof.videoTooLarge" | null {
  const name = file.name.toLowerCase();
  const video = file.type === "video/mp4" || name.endsWith(".mp4");
  const photo = ["image/jpeg", "image/png"].includes(file.type) || /\.(jpe?g|png)$/.test(name);
  if (!video && !photo) return "orders.proof.wrongType";
  if (video && file.size > MAX_VIDEO_BYTES) return "orders.proof.videoTooLarge";
  return null;
}

/**
 * Attaches a proof video or photo to a booking, with a progress bar: a ritual's video can be hundreds of
 * megabytes on a slow connection, and the priest needs to see it moving. The upload can be cancelled.
 */
export function ProofUpload({
  reference,
  onUploaded,
  onProblem,
}: {
  reference: string;
  onUploaded: (booking: AdminBooking) => void;
  /** A failure the page shows (a lost session is handled there too). */
  onProblem: (error: unknown) => string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return setFile(null);
    const refusal = proofRefusal(chosen);
    if (refusal) {
      setError(t(refusal));
      setFile(null);
      if (input.current) input.current.value = "";
      return;
    }
    setFile(chosen);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t("orders.proof.choose"));
    controller.current = new AbortController();
    setProgress(0);
    setError(null);
    try {
      const booking = await uploadProof(
        reference,
        file,
        ({ loaded, total }) => setProgress(total ? loaded / total : 0),
        controller.current.signal,
      );
      onUploaded(booking);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") setError(t("orders.proof.cancelled"));
      else setError(onProblem(failure));
    } finally {
      setProgress(null);
      controller.current = null;
    }
  }

  const busy = progress !== null;
  return (
    <form className={styles.stack} onSubmit={onSubmit} data-testid="proof-upload">
      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          {t("orders.proof.file")}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="video/mp4,.mp4,image/jpeg,image/png,.jpg,.jpeg,.png"
          disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t("orders.proof.hint")}
        </p>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {busy ? (
        <div className={styles.progressBox}>
          <label htmlFor={`${id}-progress`}>{t("orders.proof.uploading")}</label>
          <progress
            id={`${id}-progress`}
            className={styles.progress}
            max={1}
            value={progress}
            data-testid="proof-progress"
          />
          <span className={styles.percent}>{Math.round(progress * 100)}%</span>
          <button type="button" className={styles.linkButton} onClick={() => controller.current?.abort()}>
            {t("orders.proof.cancel")}
          </button>
        </div>
      ) : (
        <p>
          <button type="submit" className="btn" disabled={!file}>
            {t("orders.proof.upload")}
          </button>
        </p>
      )}
    </form>
  );
}
