import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { timelineSteps } from "./timeline";
import type { HistoryEntry } from "./types";
import type { BookingStatus } from "./vocab";
import styles from "./bookings.module.css";

export const statusKey = (status: BookingStatus) => `booking.status.${status}` as MessageKey;
const stepHintKey = (status: BookingStatus) => `booking.step.${status}` as MessageKey;

/** The booking's status as a timeline with dates (`timelineSteps` decides what is shown). */
export function StatusTimeline({
  status,
  history,
  formatAt,
}: {
  status: BookingStatus;
  history: readonly HistoryEntry[];
  /** An instant of the history as the page shows it. */
  formatAt: (iso: string) => string;
}) {
  const t = useT();
  const steps = timelineSteps(status, history);
  return (
    <ol className={styles.timeline} data-testid="timeline">
      {steps.map((step) => (
        <li
          key={step.status}
          className={styles.step}
          data-state={step.state}
          data-status={step.status}
          aria-current={step.state === "current" ? "step" : undefined}
          data-testid="timeline-step"
        >
          <span className={styles.stepMark} aria-hidden="true" />
          <div className={styles.stepBody}>
            <p className={styles.stepTitle}>
              {t(statusKey(step.status))}
              {step.state === "current" ? (
                <span className="visually-hidden"> {t("booking.timeline.current")}</span>
              ) : null}
              {step.state === "upcoming" ? (
                <span className="visually-hidden"> {t("booking.timeline.upcoming")}</span>
              ) : null}
            </p>
            {step.at ? (
              <p className={styles.stepDate}>
                <time dateTime={step.at}>{formatAt(step.at)}</time>
              </p>
            ) : null}
            {step.state === "current" || step.state === "upcoming" ? (
              <p className={styles.stepHint}>{t(stepHintKey(step.status))}</p>
            ) : null}
            {step.note ? <p className={styles.stepNote}>{step.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
