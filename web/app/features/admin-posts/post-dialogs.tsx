import { type FormEvent, useId, useState } from "react";
import { Modal } from "@/components/modal";
import { formatDateTime, formatDuration } from "@/features/darshan/format";
import type { VideoPost } from "@/features/darshan/types";
import { isDescriptionEmpty } from "@/features/darshan/validate";
import { useT } from "@/i18n/use-t";
import { RichTextEditor } from "./rich-text-editor";
import styles from "./admin-posts.module.css";

/** The popup of a post: an autoplaying player, title, description, duration and upload time. */
export function PostPopup({ post, onClose }: { post: VideoPost | null; onClose: () => void }) {
  const t = useT();
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
                <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
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

/** Edit a post's title, description and publication in a small form. */
export function EditPostDialog({
  post,
  onClose,
  onSave,
}: {
  post: VideoPost | null;
  onClose: () => void;
  /** Answers an error message to show, or null when saved. */
  onSave: (post: VideoPost, values: EditValues) => Promise<string | null>;
}) {
  const t = useT();
  return (
    <Modal open={post !== null} onClose={onClose} title={t("darshan.admin.editTitle")} data-testid="edit-dialog">
      {post ? <EditForm key={post._id} post={post} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
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
