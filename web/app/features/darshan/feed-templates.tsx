import { useT } from "@/i18n/use-t";
import { FeedEmpty, FeedGrid, FeedLoading, FeedMore } from "./darshan-feed";
import { TEMPLATE_IDS, TEMPLATE_POST } from "./feed-template";
import { VideoCard } from "./video-card";
import { InlinePlayer } from "./video-thumbnail";

/**
 * Inert copies of the feed's parts for the feed island (darshan-feed.island.ts), which clones and fills
 * them: the markup, the messages and the CSS-module class names stay in the React components.
 */
export function FeedTemplates() {
  const t = useT();
  return (
    <>
      <template
        id={TEMPLATE_IDS.card}
        data-one-view={t("darshan.oneView")}
        data-views={t("darshan.views")}
        data-months={t("date.months")}
      >
        <li>
          <VideoCard post={TEMPLATE_POST} />
        </li>
      </template>
      <template id={TEMPLATE_IDS.player}>
        <InlinePlayer post={TEMPLATE_POST} />
      </template>
      <template id={TEMPLATE_IDS.grid}>
        <FeedGrid />
      </template>
      <template id={TEMPLATE_IDS.empty}>
        <FeedEmpty />
      </template>
      <template id={TEMPLATE_IDS.loading}>
        <FeedLoading />
      </template>
      <template id={TEMPLATE_IDS.more}>
        <FeedMore />
      </template>
    </>
  );
}
