import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import type { PageMeta } from "@/lib/meta";

export const meta = (content: SiteContent): PageMeta => ({
  title: translate(DEFAULT_LOCALE, "darshan.heading"),
  description: content.pages.darshan.description,
  path: "/daily-darshan",
});

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
