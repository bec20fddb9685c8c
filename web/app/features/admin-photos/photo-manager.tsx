import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/toast-store";
import { smallestSrc } from "@/content/gallery";
import { galleryFile } from "@/content/model";
import type { GalleryPhoto } from "@/content/types";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import {
  type GalleryCategory,
  type GalleryChanges,
  type GalleryEntry,
  deleteGalleryItem,
  listGallery,
  removeSamples,
  updateGalleryItem,
} from "./api";
import { moved } from "./checks";
import { CategorySelect, TextField, UploadQueue } from "./upload-queue";
import styles from "./admin-photos.module.css";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; items: GalleryEntry[] };

/** The picture a row shows: an image's narrowest file, a video's poster; shipped art resolved to its built file. */
function thumbnailOf(entry: GalleryEntry): string {
  const body = entry.body as { kind?: string; src?: unknown; poster?: unknown };
  const url =
    body.kind === "video"
      ? typeof body.poster === "string"
        ? body.poster
        : ""
      : body.src && typeof body.src === "object"
        ? smallestSrc(body.src as GalleryPhoto["src"])
        : "";
  try {
    return url ? galleryFile(url) : "";
  } catch {
    return "";
  }
}

const isVideo = (entry: GalleryEntry) => (entry.body as { kind?: string }).kind === "video";

const text = (entry: GalleryEntry, field: "title" | "alt") => {
  const value = (entry.body as Record<string, unknown>)[field];
  return typeof value === "string" ? value : "";
};

/**
 * The gallery's back office: add photos and short videos (several at once), change caption, alt text and
 * category, move them up or down (the order of /photos/all-photos, and of the VIP set among themselves),
 * delete one, or remove every sample photo the site was shipped with. Every change is live on the pages when it answers.
 */
export function PhotoManager() {
  const t = useT();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [deleting, setDeleting] = useState<GalleryEntry | null>(null);
  const [removingSamples, setRemovingSamples] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listGallery()
      .then((items) => {
        if (live) setLoad({ state: "loaded", items });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
        console.error("Could not load the gallery", error);
        setLoad({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  /** The message for a failed change; a lost session goes to sign-in. */
  function problem(error: unknown): string {
    if (error instanceof SessionEndedError) {
      navigate(SESSION_ENDED_URL);
      return error.message;
    }
    const message = error instanceof Error ? error.message : String(error);
    return t("photos.failed", { message });
  }

  const items = load.state === "loaded" ? load.items : [];
  const samples = items.filter((item) => item.sample).length;
  const setItems = (change: (items: GalleryEntry[]) => GalleryEntry[]) =>
    setLoad((l) => (l.state === "loaded" ? { ...l, items: change(l.items) } : l));

  async function move(entry: GalleryEntry, to: number) {
    const from = items.findIndex((item) => item.id === entry.id);
    if (from < 0 || to < 0 || to >= items.length) return;
    setMoving(entry.id);
    const before = items;
    setItems((list) => moved(list, from, to));
    try {
      await updateGalleryItem(entry.id, { position: to });
      setItems((list) => list.map((item, position) => ({ ...item, position })));
    } catch (error) {
      setItems(() => before);
      toast.error(problem(error));
    } finally {
      setMoving(null);
    }
  }

  async function save(entry: GalleryEntry, changes: GalleryChanges): Promise<string | null> {
    try {
      const saved = await updateGalleryItem(entry.id, changes);
      setItems((list) => list.map((item) => (item.id === saved.id ? saved : item)));
      toast.success(t("photos.saved"));
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        return error.fieldErrors.map((e) => e.message).join(" ");
      return problem(error);
    }
  }

  async function confirmDelete(entry: GalleryEntry): Promise<string | null> {
    try {
      await deleteGalleryItem(entry.id);
      setItems((list) => list.filter((item) => item.id !== entry.id).map((item, position) => ({ ...item, position })));
      setDeleting(null);
      toast.success(t(isVideo(entry) ? "photos.videoDeleted" : "photos.deleted"));
      return null;
    } catch (error) {
      return problem(error);
    }
  }

  async function confirmRemoveSamples(): Promise<string | null> {
    try {
      const removed = await removeSamples();
      setItems((list) => list.filter((item) => !item.sample).map((item, position) => ({ ...item, position })));
      setRemovingSamples(false);
      toast.success(t("photos.samplesRemoved", { count: removed }));
      return null;
    } catch (error) {
      return problem(error);
    }
  }

  return (
    <>
      <UploadQueue
        onUploaded={(entry) => setItems((list) => [entry, ...list].map((item, position) => ({ ...item, position })))}
        onProblem={problem}
      />

      {samples > 0 ? (
        <div className={styles.samples} role="note" data-testid="samples-note">
          <p>{t("photos.samplesNote", { count: samples })}</p>
          <button type="button" className="btn btn-outline" onClick={() => setRemovingSamples(true)}>
            {t("photos.removeSamples")}
          </button>
        </div>
      ) : null}

      <section aria-labelledby="photos-list">
        <h2 id="photos-list" className={styles.sectionHeading}>
          {t("photos.listHeading", { count: items.length })}
        </h2>
        {load.state === "loading" ? <p role="status">{t("photos.loading")}</p> : null}
        {load.state === "failed" ? (
          <p role="alert" data-testid="photos-load-failed">
            {t("photos.loadFailed")}
          </p>
        ) : null}
        {load.state === "loaded" && items.length === 0 ? <p>{t("photos.empty")}</p> : null}
        <ol className={styles.list} data-testid="photo-list">
          {items.map((entry, index) => (
            <PhotoRow
              key={entry.id}
              entry={entry}
              first={index === 0}
              last={index === items.length - 1}
              busy={moving !== null}
              onUp={() => move(entry, index - 1)}
              onDown={() => move(entry, index + 1)}
              onSave={(changes) => save(entry, changes)}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={t(deleting && isVideo(deleting) ? "photos.deleteVideoTitle" : "photos.deleteTitle")}
        body={deleting ? t("photos.deleteBody", { caption: text(deleting, "title") }) : ""}
        confirm={t("photos.delete")}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="delete-photo-dialog"
      />
      <ConfirmDialog
        open={removingSamples}
        title={t("photos.removeSamplesTitle")}
        body={t("photos.removeSamplesBody", { count: samples })}
        confirm={t("photos.removeSamples")}
        onClose={() => setRemovingSamples(false)}
        onConfirm={confirmRemoveSamples}
        testId="remove-samples-dialog"
      />
    </>
  );
}

function PhotoRow({
  entry,
  first,
  last,
  busy,
  onUp,
  onDown,
  onSave,
  onDelete,
}: {
  entry: GalleryEntry;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onSave: (changes: GalleryChanges) => Promise<string | null>;
  onDelete: () => void;
}) {
  const t = useT();
  const id = useId();
  const [caption, setCaption] = useState(text(entry, "title"));
  const [alt, setAlt] = useState(text(entry, "alt"));
  const [category, setCategory] = useState<GalleryCategory>(entry.category);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changes: GalleryChanges = {};
  if (caption.trim() !== text(entry, "title")) changes.caption = caption.trim();
  if (alt.trim() !== text(entry, "alt")) changes.alt = alt.trim();
  if (category !== entry.category) changes.category = category;
  const dirty = Object.keys(changes).length > 0;
  const thumbnail = thumbnailOf(entry);
  const caption0 = text(entry, "title");

  return (
    <li
      className={styles.row}
      data-testid="photo-row"
      data-id={entry.id}
      data-kind={isVideo(entry) ? "video" : "photo"}
    >
      <div className={styles.rowMedia}>
        {thumbnail ? <img className={styles.thumb} src={thumbnail} alt="" loading="lazy" /> : null}
        <div className={styles.badges}>
          {entry.sample ? (
            <span className={`${styles.badge} ${styles.sample}`} data-testid="sample-badge">
              {t("photos.sample")}
            </span>
          ) : null}
          {entry.category === "vip" ? <span className={styles.badge}>{t("photos.vip")}</span> : null}
          {isVideo(entry) ? (
            <span className={styles.badge} data-testid="video-badge">
              {t("photos.video")}
            </span>
          ) : null}
        </div>
      </div>
      <form
        className={styles.rowFields}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!caption.trim() || !alt.trim()) return setError(t("photos.bothRequired"));
          setSaving(true);
          setError(await onSave(changes));
          setSaving(false);
        }}
      >
        <TextField id={`${id}-caption`} label={t("photos.caption")} value={caption} onChange={setCaption} />
        <TextField id={`${id}-alt`} label={t("photos.alt")} value={alt} onChange={setAlt} />
        <CategorySelect id={`${id}-category`} value={category} onChange={setCategory} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.rowActions}>
          <button type="submit" className="btn" disabled={!dirty || saving}>
            {saving ? t("photos.saving") : t("photos.save")}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={first || busy}
            onClick={onUp}
            aria-label={t("photos.moveUp", { caption: caption0 })}
            data-testid="move-up"
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={last || busy}
            onClick={onDown}
            aria-label={t("photos.moveDown", { caption: caption0 })}
            data-testid="move-down"
          >
            ↓
          </button>
          <button
            type="button"
            className={`btn btn-outline ${styles.danger}`}
            onClick={onDelete}
            aria-label={t("photos.deleteNamed", { caption: caption0 })}
            data-testid="delete-photo"
          >
            {t("photos.delete")}
          </button>
        </div>
      </form>
    </li>
  );
}

function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onClose,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => Promise<string | null>;
  testId: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={title}
      data-testid={testId}
    >
      <p>{body}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
          {t("photos.keep")}
        </button>
        <button
          type="button"
          className={`btn ${styles.dangerSolid}`}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(await onConfirm());
            setBusy(false);
          }}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
