import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import { translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import { postPath } from "@/features/darshan/format";
import { type PageMeta, absoluteUrl } from "@/lib/meta";

export function meta(content: SiteContent): PageMeta {
  const name = translate(pageLocale(), "darshan.heading");
  const { posts, limit } = content.darshan;
  return {
    title: name,
    description: content.pages.darshan.description,
    path: "/daily-darshan",
    // The first page's posts, each with its own page (and its VideoObject there).
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name,
        url: absoluteUrl(content.origin, "/daily-darshan"),
        itemListElement: posts.slice(0, limit).map((p, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: p.title,
          url: absoluteUrl(content.origin, postPath(p._id)),
        })),
      },
    ],
  };
}

/** The heading, the feed's first page (the newest posts) and the island's copies of the feed's parts. */
export default function DailyDarshanPage() {
  const t = useT();
  const { darshan } = useContent();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("darshan.eyebrow")}</p>
          <h1>{t("darshan.heading")}</h1>
          <p className="lead">{t("darshan.intro")}</p>
        </div>
      </section>
      <section className="container section">
        <DarshanFeed posts={darshan.posts.slice(0, darshan.limit)} total={darshan.total} />
        <FeedTemplates />
      </section>
    </>
  );
}
