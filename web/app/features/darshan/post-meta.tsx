import { useT } from "@/i18n/use-t";
import { formatDate, formatDuration } from "./format";
import { CalendarIcon, ClockIcon, EyeIcon, UserIcon } from "./icons";
import type { VideoPost } from "./types";
import styles from "./darshan.module.css";

/** Duration, views, date and owner of a post, as a list of facts. */
export function PostMeta({ post, className }: { post: VideoPost; className?: string }) {
  const t = useT();
  const views = post.views === 1 ? t("darshan.oneView") : t("darshan.views", { count: post.views.toLocaleString("en-IN") });
  return (
    <ul className={`${styles.meta} ${className ?? ""}`.trim()}>
      <li>
        <ClockIcon />
        <span className="visually-hidden">{t("darshan.duration")}</span>
        <span data-testid="post-duration">{formatDuration(post.duration)}</span>
      </li>
      <li>
        <EyeIcon />
        <span data-testid="post-views">{views}</span>
      </li>
      <li>
        <CalendarIcon />
        <span className="visually-hidden">{t("darshan.postedOn")}</span>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </li>
      <li>
        <UserIcon />
        <span>{t("darshan.by", { name: post.owner.fullName })}</span>
      </li>
    </ul>
  );
}
