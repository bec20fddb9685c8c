import { useT } from "@/i18n/use-t";
import { formatDate, formatDuration, viewCount } from "./format";
import { CalendarIcon, ClockIcon, EyeIcon, UserIcon } from "./icons";
import type { VideoPost } from "./types";
import styles from "./darshan.module.css";

/**
 * Duration, views, date and owner of a post, as a list of facts. The `data-slot` marks are where the feed
 * island (darshan-feed.island.ts) fills a copy of this markup from its template.
 */
export function PostMeta({ post, className }: { post: VideoPost; className?: string }) {
  const t = useT();
  return (
    <ul className={`${styles.meta} ${className ?? ""}`.trim()}>
      <li>
        <ClockIcon />
        <span className="visually-hidden">{t("darshan.duration")}</span>
        <span data-testid="post-duration" data-slot="duration">
          {formatDuration(post.duration)}
        </span>
      </li>
      <li>
        <EyeIcon />
        <span data-testid="post-views" data-slot="views">
          {viewCount(post.views, t("darshan.oneView"), t("darshan.views"))}
        </span>
      </li>
      <li>
        <CalendarIcon />
        <span className="visually-hidden">{t("darshan.postedOn")}</span>
        <time dateTime={post.createdAt} data-slot="date">
          {formatDate(post.createdAt, t("date.months"))}
        </time>
      </li>
      <li>
        <UserIcon />
        <span>{t("darshan.by", { name: post.owner.fullName })}</span>
      </li>
    </ul>
  );
}
