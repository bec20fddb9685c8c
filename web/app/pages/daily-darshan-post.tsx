import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { postPath } from "@/features/darshan/format";
import { DarshanPostView } from "@/features/darshan/post-view";
import { type PageMeta, absoluteUrl } from "@/lib/meta";
import type { Params } from "@/lib/page";

/** The post a page is drawn for: the server hands it to `render()` with the page (app/renderer.tsx). */
const postOf = (content: SiteContent, id: string | undefined) => {
  const post = content.darshan.post;
  return post && post._id === id ? post : undefined;
};

/** One page per published post, drawn on its first request; a draft or an unknown id falls to the admin app. */
export const paths = (content: SiteContent) => content.darshan.ids.map((id) => ({ id }));

/** The description as plain text, for the meta description: the server's sanitised HTML, tags dropped. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** ISO 8601 duration of whole seconds (`PT1M5S`), as schema.org's VideoObject wants it. */
const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${Math.floor(seconds % 60)}S`;

export function meta(content: SiteContent, params: Params): PageMeta {
  const post = postOf(content, params.id);
  if (!post) throw new Error(`No published darshan post ${params.id}`);
  const path = postPath(post._id);
  // A short or empty description would make a thin meta description: the title and the site complete it.
  const text = plainText(post.description);
  const description = (
    text.length >= 50 ? text : `${text ? `${text} — ` : ""}${post.title}: a daily darshan video from ${content.site.businessName}.`
  ).slice(0, 300);
  const at = (p: string) => absoluteUrl(content.origin, p);
  return {
    title: `${post.title} | Daily Darshan`,
    description,
    path,
    image: post.thumbnail,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: post.title,
        description: text.slice(0, 300) || post.title,
        thumbnailUrl: [at(post.thumbnail)],
        uploadDate: post.createdAt,
        duration: isoDuration(post.duration),
        contentUrl: at(post.videoLink),
        url: at(path),
        interactionStatistic: {
          "@type": "InteractionCounter",
          interactionType: { "@type": "WatchAction" },
          userInteractionCount: post.views,
        },
      },
    ],
  };
}

export default function DarshanPostPage({ params }: { params: Params }) {
  const post = postOf(useContent(), params.id);
  return post ? <DarshanPostView post={post} /> : null;
}
