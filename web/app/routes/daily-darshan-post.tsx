import { data } from "react-router";
import { NotFound } from "@/components/not-found";
import type { VideoPost } from "@/features/darshan/types";
import { ApiError, apiFetch } from "@/lib/api";
import type { Route } from "./+types/daily-darshan-post";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    const { videoPost } = await apiFetch<{ videoPost: VideoPost }>(
      `/api/v1/video-posts/${encodeURIComponent(params.id)}`,
    );
    return { post: videoPost };
  } catch (error) {
    // An unknown id or a draft is a not-found page; anything else is unexpected and shows the error page.
    if (error instanceof ApiError && error.status === 404) return { post: null };
    if (error instanceof ApiError) throw data(error.message, { status: error.status, statusText: error.statusText });
    throw error;
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: loaded?.post ? `${loaded.post.title} | Daily Darshan` : "Daily Darshan" },
];

export default function DarshanPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <NotFound />;
  return (
    <article className="container section">
      <h1>{post.title}</h1>
    </article>
  );
}
