import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { formatDateTime } from "@/features/darshan/format";
import { useT } from "@/i18n/use-t";
import { useTimeZone } from "@/lib/time-zone";
import { type ContentVersion, type EntryRef, fetchHistory } from "./api";
import styles from "./admin-content.module.css";

interface HistoryPanelProps extends EntryRef {
  /**
   * Opens an earlier version in the editor as unsaved changes (the editor's draft): nothing is saved until the
   * editor saves, which makes a new version.
   */
  onRestore: (body: unknown, version: ContentVersion) => void;
  /** Changes after each save, so an open list shows the new version. */
  reloadKey?: unknown;
}

type Loaded =
  { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "ready"; versions: ContentVersion[] };

/**
 * An entry's saved versions, newest first: who saved each and when, and Restore. Closed at first (a
 * `<details>`), and read from the server each time it is opened, so it always shows the latest saves.
 */
export function HistoryPanel({ entity, id, onRestore, reloadKey }: HistoryPanelProps) {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const open = useRef(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });

  const load = useCallback(async () => {
    setLoaded({ state: "loading" });
    try {
      setLoaded({ state: "ready", versions: await fetchHistory({ entity, id }) });
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      console.error("The history could not be loaded", error);
      setLoaded({ state: "failed" });
    }
  }, [entity, id, navigate]);

  // A save while the list is open: read it again.
  useEffect(() => {
    if (open.current) void load();
  }, [reloadKey, load]);

  return (
    <details
      className={styles.panel}
      data-testid="history-panel"
      onToggle={(event) => {
        open.current = event.currentTarget.open;
        if (open.current) void load();
      }}
    >
      <summary className={styles.summary}>{t("content.history.title")}</summary>
      {loaded.state === "loading" ? <p className={styles.muted}>{t("content.history.loading")}</p> : null}
      {loaded.state === "failed" ? (
        <p className={styles.muted} role="alert">
          {t("content.history.failed")}{" "}
          <button type="button" className={styles.linkButton} onClick={() => void load()}>
            {t("content.history.retry")}
          </button>
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.versions.length === 0 ? (
        <p className={styles.muted}>{t("content.history.none")}</p>
      ) : null}
      {loaded.state === "ready" && loaded.versions.length > 0 ? (
        <ol className={styles.versions} data-testid="history-list">
          {loaded.versions.map((version, index) => (
            <li key={version.id} className={styles.version} data-testid="history-version">
              <span className={styles.versionWhen}>{formatDateTime(version.changedAt, zone)}</span>
              <span className={styles.versionWho}>
                {version.changedByName
                  ? t("content.history.by", { who: version.changedByName })
                  : version.changedBy
                    ? t("content.history.byRemoved")
                    : t("content.history.bySite")}
              </span>
              {index === 0 && version.newBody !== null ? (
                <span className={styles.current}>{t("content.history.current")}</span>
              ) : version.newBody === null ? (
                <span className={styles.current}>{t("content.history.removed")}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline"
                  data-testid="history-restore"
                  onClick={() => onRestore(version.newBody, version)}
                >
                  {t("content.history.restore")}
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
