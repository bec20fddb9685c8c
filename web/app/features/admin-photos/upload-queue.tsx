import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { type GalleryCategory, type GalleryEntry, uploadEntry } from "./api";
import { MAX_PHOTO_BYTES, chosenKind } from "./checks";
import { makePoster } from "./poster-frame";
import styles from "./admin-photos.module.css";

type ServerField = "caption" | "alt" | "image" | "video" | "poster";

/** One chosen file on its way: its texts, and where its upload is. */
interface Queued {
  key: string;
  file: File;
  kind: "photo" | "video";
  /** The photo's object URL, or the video's poster's once made; `null` before (or without) one. */
  preview: string | null;
  /** A video's poster frame (`poster-frame.ts`): being made, made, or not possible in this browser. */
  poster: { state: "making" } | { state: "ready"; blob: Blob } | { state: "failed" } | null;
  caption: string;
  alt: string;
  category: GalleryCategory;
  /** `null` until it starts; 0 to 1 while sending. */
  progress: number | null;
  error: string | null;
  /** Field errors by field (caption, alt, and the file's: image, or video and poster). */
  fields: Partial<Record<ServerField, string>>;
}

let counter = 0;

/** A queued file that can be sent: a photo, or a video whose poster is made. */
const sendable = (item: Queued) => item.kind === "photo" || item.poster?.state === "ready";

/**
 * Several photos and short videos chosen at once, each with its caption, alt text (required: the gallery
 * is read aloud to people who cannot see it) and category, uploaded one after another with a progress bar
 * each (XMLHttpRequest reports upload progress; fetch does not). A video's poster is a frame taken from it
 * here, one video at a time; a file this browser cannot play as a video stays in the queue, saying so, and
 * is not sent. A file the server refuses stays with the server's message; the ones that went through leave
 * the queue and appear in the list.
 */
export function UploadQueue({
  onUploaded,
  onProblem,
}: {
  onUploaded: (entry: GalleryEntry) => void;
  /** A failure that is not about this file (a lost session is handled there). */
  onProblem: (error: unknown) => string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const previews = useRef(new Set<string>());
  /** The keys still queued: a poster made after its video left the queue (or the screen) is dropped. */
  const queued = useRef(new Set<string>());
  /** Posters are made one video at a time, each after the one before. */
  const posters = useRef<Promise<void>>(Promise.resolve());

  // Object URLs are freed when the queue no longer shows them, and all of them on leaving.
  useEffect(() => {
    const all = previews.current;
    const keys = queued.current;
    return () => {
      keys.clear();
      for (const url of all) URL.revokeObjectURL(url);
    };
  }, []);

  function update(key: string, change: Partial<Queued>) {
    setQueue((q) => q.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function remove(key: string) {
    queued.current.delete(key);
    setQueue((q) => {
      const gone = q.find((item) => item.key === key);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return q.filter((item) => item.key !== key);
    });
  }

  function preview(blob: Blob): string {
    const url = URL.createObjectURL(blob);
    previews.current.add(url);
    return url;
  }

  function takePoster(key: string, file: File) {
    posters.current = posters.current.then(async () => {
      if (!queued.current.has(key)) return;
      try {
        const blob = await makePoster(file);
        if (queued.current.has(key)) update(key, { poster: { state: "ready", blob }, preview: preview(blob) });
      } catch (failure) {
        console.warn(`No poster for ${file.name}`, failure);
        if (queued.current.has(key)) update(key, { poster: { state: "failed" } });
      }
    });
  }

  function choose(files: FileList | null) {
    if (!files) return;
    const added: Queued[] = [];
    const refusedNow: string[] = [];
    for (const file of Array.from(files)) {
      const chosen = chosenKind(file);
      if ("refusal" in chosen) {
        const key = chosen.refusal;
        refusedNow.push(
          key === "photos.wrongType" || key === "photos.tooLarge"
            ? t(key, { name: file.name, mb: MAX_PHOTO_BYTES / 1024 / 1024 })
            : t("photos.refusedNamed", { name: file.name, message: t(key) }),
        );
        continue;
      }
      const key = `${chosen.kind}-${++counter}`;
      queued.current.add(key);
      const video = chosen.kind === "video";
      added.push({
        key,
        file,
        kind: chosen.kind,
        preview: video ? null : preview(file),
        poster: video ? { state: "making" } : null,
        caption: "",
        alt: "",
        // The VIP page is where a video shows (All Photos lists photos only; the spec's gallery sets).
        category: video ? "vip" : "all",
        progress: null,
        error: null,
        fields: {},
      });
      if (video) takePoster(key, file);
    }
    setRefused(refusedNow);
    setQueue((q) => [...q, ...added]);
    if (input.current) input.current.value = "";
  }

  async function uploadAll(event: FormEvent) {
    event.preventDefault();
    // Every missing caption and alt text is shown at once, before anything is sent.
    const checked = queue.map((item) => {
      if (!sendable(item)) return item;
      const fields: Queued["fields"] = {};
      if (!item.caption.trim()) fields.caption = t("photos.captionRequired");
      if (!item.alt.trim()) fields.alt = t("photos.altRequired");
      return { ...item, fields, error: null };
    });
    setQueue(checked);
    const ready = checked.filter(sendable);
    if (ready.length === 0 || ready.some((item) => item.fields.caption || item.fields.alt)) return;
    setBusy(true);
    controller.current = new AbortController();
    try {
      for (const item of ready) {
        update(item.key, { progress: 0 });
        const texts = { caption: item.caption.trim(), alt: item.alt.trim(), category: item.category };
        try {
          const entry = await uploadEntry(
            item.poster?.state === "ready"
              ? { kind: "video", file: item.file, poster: item.poster.blob, ...texts }
              : { kind: "photo", file: item.file, ...texts },
            ({ loaded, total }) => update(item.key, { progress: total ? loaded / total : 0 }),
            controller.current.signal,
          );
          onUploaded(entry);
          remove(item.key);
        } catch (failure) {
          if (failure instanceof DOMException && failure.name === "AbortError") {
            update(item.key, { progress: null, error: t("photos.cancelled") });
            break;
          }
          const fields: Queued["fields"] = {};
          if (failure instanceof ApiError) {
            for (const { field, message } of failure.fieldErrors) {
              if (["caption", "alt", "image", "video", "poster"].includes(field))
                fields[field as ServerField] = message;
            }
          }
          const fileError = fields.image ?? fields.video ?? fields.poster;
          const message = fileError ?? (failure instanceof ApiError ? failure.message : onProblem(failure));
          update(item.key, { progress: null, error: message, fields });
        }
      }
    } finally {
      setBusy(false);
      controller.current = null;
    }
  }

  const ready = queue.filter(sendable).length;
  const making = queue.some((item) => item.poster?.state === "making");

  return (
    <form className={styles.upload} onSubmit={uploadAll} noValidate data-testid="photo-upload">
      <h2 className={styles.sectionHeading}>{t("photos.addHeading")}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-files`} className={styles.label}>
          {t("photos.choose")}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          className={styles.fileInput}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,video/mp4,.jpg,.jpeg,.png,.webp,.mp4"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => choose(e.target.files)}
          data-testid="photo-files"
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t("photos.hint")}
        </p>
        {refused.map((message) => (
          <p key={message} className={styles.error} role="alert" data-testid="refused-file">
            {message}
          </p>
        ))}
      </div>

      {queue.length > 0 ? (
        <>
          <ul className={styles.queue} aria-label={t("photos.queueLabel")}>
            {queue.map((item) => (
              <li key={item.key} className={styles.queued} data-testid="queued-photo" data-kind={item.kind}>
                <div className={styles.rowMedia}>
                  {item.preview ? (
                    <img className={styles.preview} src={item.preview} alt="" data-testid="queued-preview" />
                  ) : item.poster?.state === "making" ? (
                    <div className={styles.preview} />
                  ) : null}
                  {item.kind === "video" ? (
                    <div className={styles.badges}>
                      <span className={styles.badge} data-testid="video-badge">
                        {t("photos.video")}
                      </span>
                    </div>
                  ) : null}
                </div>
                <div className={styles.queuedFields}>
                  <p className={styles.fileName}>{item.file.name}</p>
                  {item.poster?.state === "making" ? (
                    <p className={styles.hint} role="status">
                      {t("photos.makingPoster")}
                    </p>
                  ) : null}
                  {item.poster?.state === "failed" ? (
                    <p className={styles.error} role="alert" data-testid="poster-failed">
                      {t("photos.posterFailed")}
                    </p>
                  ) : (
                    <>
                      <TextField
                        id={`${id}-${item.key}-caption`}
                        label={t("photos.caption")}
                        value={item.caption}
                        error={item.fields.caption}
                        disabled={busy}
                        onChange={(caption) =>
                          update(item.key, { caption, fields: { ...item.fields, caption: undefined } })
                        }
                      />
                      <TextField
                        id={`${id}-${item.key}-alt`}
                        label={t("photos.alt")}
                        hint={t("photos.altHint")}
                        value={item.alt}
                        error={item.fields.alt}
                        disabled={busy}
                        onChange={(alt) => update(item.key, { alt, fields: { ...item.fields, alt: undefined } })}
                      />
                      <CategorySelect
                        id={`${id}-${item.key}-category`}
                        value={item.category}
                        disabled={busy}
                        hint={item.kind === "video" ? t("photos.videoWhere") : undefined}
                        onChange={(category) => update(item.key, { category })}
                      />
                    </>
                  )}
                  {item.progress !== null ? (
                    <div className={styles.progressBox}>
                      <label htmlFor={`${id}-${item.key}-progress`}>{t("photos.uploading")}</label>
                      <progress
                        id={`${id}-${item.key}-progress`}
                        className={styles.progress}
                        max={1}
                        value={item.progress}
                        data-testid="photo-progress"
                      />
                      <span className={styles.percent}>{Math.round(item.progress * 100)}%</span>
                    </div>
                  ) : null}
                  {item.error ? (
                    <p className={styles.error} role="alert">
                      {item.error}
                    </p>
                  ) : null}
                  <p>
                    <button
                      type="button"
                      className={styles.linkButton}
                      disabled={busy}
                      onClick={() => remove(item.key)}
                    >
                      {t("photos.unqueue")}
                    </button>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={busy || making || ready === 0} data-testid="upload-all">
              {t("photos.uploadAll", { count: ready })}
            </button>
            {busy ? (
              <button type="button" className="btn btn-outline" onClick={() => controller.current?.abort()}>
                {t("photos.cancel")}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </form>
  );
}

export function TextField({
  id,
  label,
  hint,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CategorySelect({
  id,
  value,
  disabled,
  hint,
  onChange,
}: {
  id: string;
  value: GalleryCategory;
  disabled?: boolean;
  /** Where the entry will show, under the choice. */
  hint?: string;
  onChange: (value: GalleryCategory) => void;
}) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("photos.category")}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as GalleryCategory)}
      >
        <option value="all">{t("photos.categoryAll")}</option>
        <option value="vip">{t("photos.categoryVip")}</option>
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
