import { useRef } from "react";
import { Link, data } from "react-router";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { countView } from "@/features/darshan/api";
import { PostMeta } from "@/features/darshan/post-meta";
import { useT } from "@/i18n/use-t";
import { ApiError, apiFetch } from "@/lib/api";
import type { Route } from "./+types/daily-darshan-post";
import styles from "@/features/darshan/darshan.module.css";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    const { videoPost } = await apiFetch<"getVideoPost">(
      `/api/v1/video-posts/${encodeURIComponent(params.id)}`,
    );
    // An administrator's browser may be shown a draft by the API; the public page never shows one.
    return { post: videoPost.isPublished ? videoPost : null };
  } catch (error) {
    // An unknown id or a draft is a not-found page; anything else is unexpected and shows the error page.
    if (error instanceof ApiError && error.status === 404) return { post: null };
    if (error instanceof ApiError) throw data(error.message, { status: error.status, statusText: error.statusText });
    throw error;
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: loaded?.post ? `${loaded.post.title} | Daily Darshan` : "Daily Darshan" },
  ...(loaded?.post ? [] : [{ name: "robots", content: "noindex" }]),
];

export default function DarshanPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post } = loaderData;
  const counted = useRef(false);
  if (!post) return <NotFoundOnDemand />;
  return (
    <article className={`container section ${styles.post}`} data-testid="darshan-post">
      <Link className={styles.back} to="/daily-darshan">
        <span aria-hidden="true">← </span>
        {t("darshan.back")}
      </Link>
      <div className={styles.player}>
        <video
          src={post.videoLink}
          poster={post.thumbnail}
          controls
          playsInline
          preload="metadata"
          width={1280}
          height={720}
          aria-label={t("darshan.videoLabel", { title: post.title })}
          onPlay={() => {
            if (counted.current) return;
            counted.current = true;
            countView(post._id);
          }}
        />
      </div>
      <h1>{post.title}</h1>
      <PostMeta post={post} className={styles.postMeta} />
      {/* Sanitised by the server to the editor's own tags (DESIGN.md §5). */}
      <div
        className={`${styles.description} ${styles.postDescription}`}
        data-testid="post-description"
        dangerouslySetInnerHTML={{ __html: post.description }}
      />
    </article>
  );
}
