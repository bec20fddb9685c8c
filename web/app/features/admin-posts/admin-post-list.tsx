import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { formatDate, formatDuration, thumbnailSrcSet } from "@/features/darshan/format";
import { PlayIcon } from "@/features/darshan/icons";
import type { VideoPost } from "@/features/darshan/types";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { deletePost, fetchAllPosts, replaceMedia, updatePost } from "./api";
import { DeletePostDialog, type EditValues, EditPostDialog, PostPopup, type ReplaceMedia } from "./post-dialogs";
import styles from "./admin-posts.module.css";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; posts: VideoPost[]; total: number };

/** Every post, drafts included: watch one in a popup, edit it, delete it. */
export function AdminPostList() {
  const t = useT();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [watching, setWatching] = useState<VideoPost | null>(null);
  const [editing, setEditing] = useState<VideoPost | null>(null);
  const [deleting, setDeleting] = useState<VideoPost | null>(null);

  useEffect(() => {
    let live = true;
    fetchAllPosts()
      .then(({ videoPosts, total }) => {
        if (live) setLoad({ state: "loaded", posts: videoPosts, total });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
        // The specification's handling: logged.
        const status = error instanceof ApiError ? error.status : 0;
        console.error(`HTTP error! status: ${status}`);
        setLoad({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  /** The server's message for a failed change; a lost session goes to sign-in. */
  function problem(error: unknown): string {
    if (error instanceof SessionEndedError) {
      navigate(SESSION_ENDED_URL);
      return error.message;
    }
    const message = error instanceof Error ? error.message : String(error);
    return t("darshan.admin.failed", { message });
  }

  async function save(post: VideoPost, values: EditValues): Promise<string | null> {
    try {
      const updated = await updatePost(post._id, values);
      setLoad((l) =>
        l.state === "loaded" ? { ...l, posts: l.posts.map((p) => (p._id === updated._id ? updated : p)) } : l,
      );
      setEditing(null);
      toast.success(t("darshan.admin.saved"));
      return null;
    } catch (error) {
      return problem(error);
    }
  }

  const replace: ReplaceMedia = async (post, what, file, onProgress) => {
    try {
      const updated = await replaceMedia(post._id, what, file, ({ loaded, total }) =>
        onProgress(total > 0 ? loaded / total : 0),
      );
      setLoad((l) =>
        l.state === "loaded" ? { ...l, posts: l.posts.map((p) => (p._id === updated._id ? updated : p)) } : l,
      );
      return updated;
    } catch (error) {
      return problem(error);
    }
  };

  async function remove(post: VideoPost): Promise<string | null> {
    try {
      await deletePost(post._id);
      setLoad((l) =>
        l.state === "loaded" ? { ...l, posts: l.posts.filter((p) => p._id !== post._id), total: l.total - 1 } : l,
      );
      setDeleting(null);
      toast.success(t("darshan.admin.deleted"));
      return null;
    } catch (error) {
      return problem(error);
    }
  }

  return (
    <section>
      <div className={styles.listHead}>
        <h1>{t("darshan.admin.heading")}</h1>
        <Link className="btn" to="/admin/daily-darshan/new">
          <span aria-hidden="true">+</span> {t("darshan.admin.addNew")}
        </Link>
      </div>
      {load.state === "loading" ? (
        <div className={styles.spinnerBox} role="status" data-testid="admin-spinner">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t("darshan.admin.loading")}</span>
        </div>
      ) : null}
      {load.state === "failed" ? (
        <p className={styles.error} role="alert">
          {t("darshan.admin.loadFailed")}
        </p>
      ) : null}
      {load.state === "loaded" ? (
        <>
          <p className={styles.showing} data-testid="admin-showing">
            {t("darshan.admin.showing", { shown: load.posts.length, total: load.total })}
          </p>
          {load.posts.length === 0 ? <p className="lead">{t("darshan.admin.empty")}</p> : null}
          <ul className={styles.grid} data-testid="admin-posts">
            {load.posts.map((post) => (
              <li key={post._id} className={styles.tile} data-testid="admin-post">
                <button type="button" className={styles.tileThumb} onClick={() => setWatching(post)}>
                  <span className="visually-hidden">{t("darshan.admin.open", { title: post.title })}</span>
                  <img
                    src={post.thumbnail}
                    srcSet={thumbnailSrcSet(post.thumbnails) || undefined}
                    sizes="(min-width: 800px) 300px, 92vw"
                    width={640}
                    height={360}
                    loading="lazy"
                    alt=""
                  />
                  <span className={styles.tilePlay} aria-hidden="true">
                    <PlayIcon size={24} />
                  </span>
                  <span className={styles.tileDuration}>{formatDuration(post.duration)}</span>
                </button>
                {post.isPublished ? null : (
                  <span className={styles.badge} data-testid="draft-badge">
                    {t("darshan.draft")}
                  </span>
                )}
                <div className={styles.tileBody}>
                  <h2 className={styles.tileTitle}>{post.title}</h2>
                  <p className={styles.tileMeta}>
                    <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time> ·{" "}
                    {post.views === 1 ? t("darshan.oneView") : t("darshan.views", { count: post.views })}
                  </p>
                  <div className={styles.tileActions}>
                    <button type="button" className={styles.action} onClick={() => setEditing(post)}>
                      {t("darshan.admin.edit")}
                      <span className="visually-hidden">: {post.title}</span>
                    </button>
                    <button
                      type="button"
                      className={`${styles.action} ${styles.actionDanger}`}
                      onClick={() => setDeleting(post)}
                    >
                      {t("darshan.admin.delete")}
                      <span className="visually-hidden">: {post.title}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <PostPopup post={watching} onClose={() => setWatching(null)} />
      <EditPostDialog post={editing} onClose={() => setEditing(null)} onSave={save} onReplace={replace} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} onConfirm={remove} />
    </section>
  );
}
