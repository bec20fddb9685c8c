import { useRef } from "react";
import { data } from "react-router";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { countView } from "@/features/darshan/api";
import { DarshanPostView } from "@/features/darshan/post-view";
import { ApiError, apiFetch } from "@/lib/api";
import type { Route } from "./+types/daily-darshan-post";

/**
 * A post the server has no page for (a published post's page is drawn by the server): a draft, which the
 * API shows an administrator's browser but the public page never does, or an unknown id.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    const { videoPost } = await apiFetch<"getVideoPost">(`/api/v1/video-posts/${encodeURIComponent(params.id)}`);
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
  const { post } = loaderData;
  const counted = useRef(false);
  if (!post) return <NotFoundOnDemand />;
  const onPlay = () => {
    if (counted.current) return;
    counted.current = true;
    countView(post._id);
  };
  return <DarshanPostView post={post} onPlay={onPlay} />;
}
