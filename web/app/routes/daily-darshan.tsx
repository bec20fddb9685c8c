import { videoPageUrl } from "@/features/darshan/api";
import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { FeedTemplates } from "@/features/darshan/feed-templates";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: translate(DEFAULT_LOCALE, "darshan.heading"),
    description: "Watch the daily darshan videos from the temple in Gokarna.",
    path: "/daily-darshan",
  });

/**
 * The pre-rendered page is not hydrated (web/scripts/postbuild.mjs): its feed island
 * (app/islands/darshan-feed.ts) fetches the first page, which the HTML asks for at once. After a client
 * navigation React's own feed fetches it, so the preload is only in the pre-rendered HTML.
 */
export const links = () =>
  import.meta.env.SSR ? [{ rel: "preload", href: videoPageUrl(1), as: "fetch", crossOrigin: "anonymous" as const }] : [];

/** Pre-rendered heading and introduction; the feed itself loads in the browser. */
export default function DailyDarshanPage() {
  const t = useT();
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
        <DarshanFeed />
        {/* The island's copies of the feed's parts; never rendered by a client navigation. */}
        {import.meta.env.SSR ? <FeedTemplates /> : null}
      </section>
    </>
  );
}
