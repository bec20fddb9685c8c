import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import loadingImage from "@/assets/art/loading-diya.svg";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import {
  type FieldError,
  type PostField,
  checkThumbnailFile,
  checkVideoFile,
  validatePost,
} from "@/features/darshan/validate";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { createPost } from "./api";
import { Dropzone } from "./dropzone";
import { RichTextEditor } from "./rich-text-editor";
import { ShrinkOffer } from "./shrink-offer";
import { mayShrink, megabytes } from "./shrink-plan";
import styles from "./admin-posts.module.css";

type FieldMessages = Partial<Record<PostField, string>>;
const FIELDS: readonly PostField[] = ["title", "description", "video", "thumbnail"];

/** The create-post form: idle, submitting with upload progress, then reset or an error. */
export function CreatePostForm() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [video, setVideo] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  // Why the last chosen video was refused: it stays the video's message until another is chosen.
  const [videoRefusal, setVideoRefusal] = useState<MessageKey | null>(null);
  // A refused video this browser may make smaller, and what the last shrinking gave.
  const [shrinkable, setShrinkable] = useState<File | null>(null);
  const [shrunk, setShrunk] = useState<string | null>(null);
  const [isPublished, setIsPublished] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  // Changing it gives a fresh, empty editor.
  const [editorKey, setEditorKey] = useState(0);
  const titleRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLInputElement>(null);
  const thumbnailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const setFieldError = (field: PostField) => (key: MessageKey | null) =>
    setErrors((current) => ({ ...current, [field]: key ? t(key) : undefined }));

  function focusField(field: PostField) {
    if (field === "title") titleRef.current?.focus();
    else if (field === "video") videoRef.current?.focus();
    else if (field === "thumbnail") thumbnailRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(".ql-editor")?.focus();
  }

  function reset() {
    setTitle("");
    setDescription("");
    setVideo(null);
    setThumbnail(null);
    setVideoRefusal(null);
    setShrinkable(null);
    setShrunk(null);
    setIsPublished(false);
    setErrors({});
    setEditorKey((k) => k + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    // A refused video is no "missing" one: its refusal (say, over 10 MB) is the true message.
    const problems: FieldError[] = validatePost({ title, description, video, thumbnail }).map((p) =>
      p.field === "video" && videoRefusal ? { field: "video" as const, key: videoRefusal } : p,
    );
    if (problems.length > 0 || !video || !thumbnail) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key)])));
      if (problems[0]) focusField(problems[0].field);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append("title", title.trim());
    form.append("description", description);
    form.append("isPublished", String(isPublished));
    form.append("video", video, video.name);
    form.append("thumbnail", thumbnail, thumbnail.name);
    setSubmitting(true);
    setProgress(0);
    try {
      const { videoPost, message } = await createPost(form, ({ loaded, total }) =>
        setProgress(total > 0 ? loaded / total : 0),
      );
      toast.success(message || t(videoPost.isPublished ? "darshan.form.created" : "darshan.form.createdDraft"));
      reset();
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      if (error instanceof ApiError) {
        // The server's own words under the form, and beside the field it names.
        setFailure(error.message);
        const byField: FieldMessages = {};
        for (const { field, message } of error.fieldErrors) {
          if ((FIELDS as readonly string[]).includes(field)) byField[field as PostField] = message;
        }
        setErrors(byField);
      } else {
        console.error("The post could not be sent", error);
        setFailure(t("darshan.form.failed"));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const percent = Math.round(progress * 100);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t("darshan.form.title")}
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          className={styles.input}
          name="title"
          type="text"
          maxLength={200}
          autoComplete="off"
          value={title}
          disabled={submitting}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setFieldError("title")(null);
          }}
        />
        {errors.title ? (
          <p id={`${id}-title-error`} className={styles.error} data-testid="title-error">
            {errors.title}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <span id={`${id}-description-label`} className={styles.label}>
          {t("darshan.form.description")}
        </span>
        <RichTextEditor
          key={editorKey}
          labelId={`${id}-description-label`}
          describedBy={errors.description ? `${id}-description-error` : undefined}
          invalid={Boolean(errors.description)}
          onChange={(html) => {
            setDescription(html);
            if (errors.description) setFieldError("description")(null);
          }}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className={styles.error} data-testid="description-error">
            {errors.description}
          </p>
        ) : null}
      </div>

      <div className={styles.files}>
        <Dropzone
          label={t("darshan.form.video")}
          hint={t("darshan.form.videoHint")}
          accept=".mp4,video/mp4,.mov,video/quicktime"
          kind="video"
          file={video}
          check={checkVideoFile}
          onFile={(file) => {
            setVideo(file);
            setShrunk(null);
            if (file) {
              setVideoRefusal(null);
              setShrinkable(null);
            }
          }}
          onRefused={(file, key) => {
            setVideoRefusal(key);
            setShrunk(null);
            setShrinkable(mayShrink(file) ? file : null);
          }}
          error={errors.video ?? null}
          onError={setFieldError("video")}
          disabled={submitting}
          inputRef={videoRef}
          data-testid="video"
        >
          {shrinkable && !video ? (
            <ShrinkOffer
              key={`${shrinkable.name}:${shrinkable.size}:${shrinkable.lastModified}`}
              file={shrinkable}
              disabled={submitting}
              onDone={(small, seconds) => {
                setVideo(small);
                setVideoRefusal(null);
                setShrinkable(null);
                setFieldError("video")(null);
                setShrunk(t("darshan.shrink.done", { seconds: seconds.toFixed(1), size: megabytes(small.size) }));
              }}
            />
          ) : null}
          {shrunk && video ? (
            <p className={styles.shrinkNote} role="status" data-testid="shrink-done">
              {shrunk}
            </p>
          ) : null}
        </Dropzone>
        <Dropzone
          label={t("darshan.form.thumbnail")}
          hint={t("darshan.form.thumbnailHint")}
          accept=".jpg,.jpeg,.png"
          kind="image"
          file={thumbnail}
          check={checkThumbnailFile}
          onFile={setThumbnail}
          error={errors.thumbnail ?? null}
          onError={setFieldError("thumbnail")}
          disabled={submitting}
          inputRef={thumbnailRef}
          data-testid="thumbnail"
        />
      </div>

      <label className={styles.check}>
        <input
          type="checkbox"
          name="isPublished"
          checked={isPublished}
          disabled={submitting}
          onChange={(e) => setIsPublished(e.target.checked)}
        />
        {t("darshan.form.publishNow")}
      </label>

      <div className={styles.submitRow}>
        {submitting ? (
          <div className={styles.waiting} role="status" data-testid="submitting">
            <img src={loadingImage} width={48} height={48} alt="" />
            <div className={styles.progressBox}>
              <span>{t("darshan.form.wait")}</span>
              <progress
                className={styles.progress}
                max={100}
                value={percent}
                aria-label={t("darshan.form.progress")}
                data-testid="upload-progress"
              />
              <span className={styles.percent} aria-hidden="true">
                {percent}%
              </span>
            </div>
          </div>
        ) : (
          <button type="submit" className="btn">
            {t("darshan.form.create")}
          </button>
        )}
      </div>

      {failure ? (
        <p className={`${styles.error} ${styles.failure}`} role="alert" data-testid="form-failure">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
