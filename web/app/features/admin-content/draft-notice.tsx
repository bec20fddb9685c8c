import { formatDateTime } from "@/features/darshan/format";
import { useT } from "@/i18n/use-t";
import { useTimeZone } from "@/lib/time-zone";
import type { Draft } from "./use-draft";
import styles from "./admin-content.module.css";

/**
 * "Unsaved changes restored" above an editor whose draft was found in the browser, with Discard (which puts
 * back what is saved on the server). Nothing when there was no draft.
 */
export function DraftNotice<T>({ draft }: { draft: Draft<T> }) {
  const t = useT();
  const zone = useTimeZone();
  if (!draft.restored) return null;
  return (
    <div className={styles.notice} role="status" data-testid="draft-restored">
      <p className={styles.noticeText}>
        {draft.restoredAt
          ? t("content.draft.restoredAt", { when: formatDateTime(draft.restoredAt.toISOString(), zone) })
          : t("content.draft.restored")}
      </p>
      <button type="button" className="btn btn-outline" onClick={draft.discard} data-testid="draft-discard">
        {t("content.draft.discard")}
      </button>
    </div>
  );
}
