import { DarshanFeed } from "@/features/darshan/darshan-feed";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: translate(DEFAULT_LOCALE, "darshan.heading"),
    description: "Watch the daily darshan videos from the temple in Gokarna.",
    path: "/daily-darshan",
  });

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
      </section>
    </>
  );
}
