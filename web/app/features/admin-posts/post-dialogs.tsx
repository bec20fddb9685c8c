import { type FormEvent, useId, useState } from "react";
import { Modal } from "@/components/modal";
import { formatDateTime, formatDuration } from "@/features/darshan/format";
import type { VideoPost } from "@/features/darshan/types";
import { checkThumbnailFile, checkVideoFile, isDescriptionEmpty } from "@/features/darshan/validate";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { useTimeZone } from "@/lib/time-zone";
import { RichTextEditor } from "./rich-text-editor";
import { ShrinkOffer } from "./shrink-offer";
import { mayShrink } from "./shrink-plan";
import styles from "./admin-posts.module.css";

/** The popup of a post: an autoplaying player, title, description, duration and upload time. */
export function PostPopup({ post, onClose }: { post: VideoPost | null; onClose: () => void }) {
  const t = useT();
  const zone = useTimeZone();
  return (
    <Modal open={post !== null} onClose={onClose} title={post?.title ?? ""} size="wide" data-testid="post-popup">
      {post ? (
        <div className={styles.popup}>
          <video
            className={styles.popupVideo}
            src={post.videoLink}
            poster={post.thumbnail}
            controls
            autoPlay
            playsInline
            aria-label={t("darshan.videoLabel", { title: post.title })}
            data-testid="popup-player"
          />
          <dl className={styles.facts}>
            <div>
              <dt>{t("darshan.duration")}</dt>
              <dd data-testid="popup-duration">{formatDuration(post.duration)}</dd>
            </div>
            <div>
              <dt>{t("darshan.admin.uploaded")}</dt>
              <dd>
                <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, zone)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("darshan.admin.status")}</dt>
              <dd>{post.isPublished ? t("darshan.published") : t("darshan.draft")}</dd>
            </div>
          </dl>
          {/* Sanitised by the server to the editor's own tags. */}
          <div
            className={styles.richText}
            data-testid="popup-description"
            dangerouslySetInnerHTML={{ __html: post.description }}
          />
        </div>
      ) : null}
    </Modal>
  );
}

export interface EditValues {
  title: string;
  description: string;
  isPublished: boolean;
}

/** Answers an error message to show, or the post as the server now has it. */
export type ReplaceMedia = (
  post: VideoPost,
  what: "video" | "thumbnail",
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<string | VideoPost>;

/** Edit a post's title, description and publication in a small form; replace its video or thumbnail. */
export function EditPostDialog({
  post,
  onClose,
  onSave,
  onReplace,
}: {
  post: VideoPost | null;
  onClose: () => void;
  /** Answers an error message to show, or null when saved. */
  onSave: (post: VideoPost, values: EditValues) => Promise<string | null>;
  onReplace: ReplaceMedia;
}) {
  const t = useT();
  return (
    <Modal open={post !== null} onClose={onClose} title={t("darshan.admin.editTitle")} data-testid="edit-dialog">
      {post ? (
        <>
          <ReplaceMediaPanel key={`media-${post._id}`} post={post} onReplace={onReplace} />
          <EditForm key={post._id} post={post} onClose={onClose} onSave={onSave} />
        </>
      ) : null}
    </Modal>
  );
}

/**
 * The post's thumbnail and two buttons, Replace video and Replace thumbnail: a chosen file is checked as the
 * create form checks it (a video over 10 MB may be made smaller here first) and sent at once.
 */
function ReplaceMediaPanel({ post, onReplace }: { post: VideoPost; onReplace: ReplaceMedia }) {
  const t = useT();
  const id = useId();
  const [current, setCurrent] = useState(post);
  const [busy, setBusy] = useState<"video" | "thumbnail" | null>(null);
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [shrinkable, setShrinkable] = useState<File | null>(null);

  async function send(what: "video" | "thumbnail", file: File) {
    setBusy(what);
    setProgress(0);
    setMessage(null);
    setShrinkable(null);
    const answer = await onReplace(current, what, file, setProgress);
    setBusy(null);
    if (typeof answer === "string") return setMessage({ error: true, text: answer });
    setCurrent(answer);
    setMessage({
      error: false,
      text: t(what === "video" ? "darshan.replace.videoDone" : "darshan.replace.thumbnailDone"),
    });
  }

  function choose(what: "video" | "thumbnail", file: File | undefined) {
    if (!file) return;
    const refusal: MessageKey | null = what === "video" ? checkVideoFile(file) : checkThumbnailFile(file);
    if (refusal) {
      setMessage({ error: true, text: t(refusal) });
      setShrinkable(what === "video" && mayShrink(file) ? file : null);
      return;
    }
    void send(what, file);
  }

  const percent = Math.round(progress * 100);
  return (
    <section className={styles.replace} aria-labelledby={`${id}-heading`} data-testid="replace-media">
      <h3 id={`${id}-heading`} className={styles.label}>
        {t("darshan.replace.heading")}
      </h3>
      <img className={styles.preview} src={current.thumbnail} alt="" width={320} height={180} />
      <div className={styles.replaceRow}>
        {(["video", "thumbnail"] as const).map((what) => (
          <label
            key={what}
            className="btn btn-outline"
            aria-disabled={busy !== null ? true : undefined}
            data-testid={`replace-${what}`}
          >
            {t(what === "video" ? "darshan.replace.video" : "darshan.replace.thumbnail")}
            <input
              type="file"
              accept={what === "video" ? ".mp4,video/mp4,.mov,video/quicktime" : ".jpg,.jpeg,.png"}
              disabled={busy !== null}
              onChange={(e) => {
                choose(what, e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
        ))}
      </div>
      {busy ? (
        <div className={styles.progressBox} role="status">
          <span>{t("darshan.replace.uploading")}</span>
          <progress className={styles.progress} max={100} value={percent} aria-label={t("darshan.form.progress")} />
          <span className={styles.percent} aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      {message ? (
        <p
          className={message.error ? styles.error : undefined}
          role={message.error ? "alert" : "status"}
          data-testid="replace-message"
        >
          {message.text}
        </p>
      ) : null}
      {shrinkable ? (
        <ShrinkOffer
          key={`${shrinkable.name}:${shrinkable.size}:${shrinkable.lastModified}`}
          file={shrinkable}
          disabled={busy !== null}
          onDone={(small) => void send("video", small)}
        />
      ) : null}
    </section>
  );
}

function EditForm({
  post,
  onClose,
  onSave,
}: {
  post: VideoPost;
  onClose: () => void;
  onSave: (post: VideoPost, values: EditValues) => Promise<string | null>;
}) {
  const t = useT();
  const id = useId();
  const [title, setTitle] = useState(post.title);
  const [description, setDescription] = useState(post.description);
  const [isPublished, setIsPublished] = useState(post.isPublished);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (title.trim() === "") return setError(t("darshan.form.titleRequired"));
    if (isDescriptionEmpty(description)) return setError(t("darshan.form.descriptionRequired"));
    setSaving(true);
    setError(null);
    const failure = await onSave(post, { title: title.trim(), description, isPublished });
    setSaving(false);
    if (failure) setError(failure);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t("darshan.form.title")}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          type="text"
          maxLength={200}
          value={title}
          disabled={saving}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <span id={`${id}-description`} className={styles.label}>
          {t("darshan.form.description")}
        </span>
        <RichTextEditor labelId={`${id}-description`} initialHtml={post.description} onChange={setDescription} />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={isPublished}
          disabled={saving}
          onChange={(e) => setIsPublished(e.target.checked)}
        />
        {t("darshan.form.publishNow")}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
          {t("darshan.admin.cancel")}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? t("darshan.admin.saving") : t("darshan.admin.save")}
        </button>
      </div>
    </form>
  );
}

/** Asks before a post and its media are removed for good. */
export function DeletePostDialog({
  post,
  onClose,
  onConfirm,
}: {
  post: VideoPost | null;
  onClose: () => void;
  onConfirm: (post: VideoPost) => Promise<string | null>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={post !== null}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={t("darshan.admin.deleteTitle")}
      data-testid="delete-dialog"
    >
      {post ? (
        <>
          <p>{t("darshan.admin.deleteBody", { title: post.title })}</p>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              {t("darshan.admin.cancel")}
            </button>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const failure = await onConfirm(post);
                setBusy(false);
                setError(failure);
              }}
            >
              {busy ? t("darshan.admin.deleting") : t("darshan.admin.deleteConfirm")}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
