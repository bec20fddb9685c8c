import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import type { BookingSummary, StatusCounts } from "@/features/bookings/types";
import type { BookingStatus } from "@/features/bookings/vocab";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { listBookings } from "./api";
import { OrderRow } from "./orders-inbox";
import styles from "./admin-orders.module.css";

/** What waits for the priest, by status: the step he takes next. */
const WAITING: ReadonlyArray<{ status: BookingStatus; key: MessageKey }> = [
  { status: "received", key: "orders.waiting.received" },
  { status: "confirmed", key: "orders.waiting.confirmed" },
  { status: "scheduled", key: "orders.waiting.scheduled" },
  { status: "performed", key: "orders.waiting.performed" },
];

const LATEST = 5;

type Load =
  { state: "loading" } | { state: "failed" } | { state: "loaded"; counts: StatusCounts; latest: BookingSummary[] };

/** The dashboard's bookings: how many wait at each step, and the newest bookings not yet looked at. */
export function BookingsSummary() {
  const t = useT();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    listBookings({ status: "received", limit: LATEST }, controller.signal)
      .then((page) => setLoad({ state: "loaded", counts: page.counts, latest: page.bookings }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
        console.error("The bookings could not be loaded", error);
        setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [navigate]);

  return (
    <section className={styles.summary} aria-labelledby="dashboard-bookings" data-testid="dashboard-bookings">
      <div className={styles.head}>
        <h2 id="dashboard-bookings">{t("orders.dashboard.title")}</h2>
        <Link className="btn btn-outline" to="/admin/orders">
          {t("orders.dashboard.all")}
        </Link>
      </div>
      {load.state === "loading" ? <p className={styles.hint}>{t("orders.loading")}</p> : null}
      {load.state === "failed" ? (
        <p className={styles.error} role="alert">
          {t("orders.loadFailed")}
        </p>
      ) : null}
      {load.state === "loaded" ? (
        <>
          <ul className={styles.waiting}>
            {WAITING.map(({ status, key }) => (
              <li key={status}>
                <Link
                  to={`/admin/orders?status=${status}`}
                  className={styles.waitingCard}
                  data-status={status}
                  data-testid={`waiting-${status}`}
                >
                  <span className={styles.waitingCount}>{load.counts[status]}</span>
                  <span>{t(key)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <h3 className={styles.subhead}>{t("orders.dashboard.new")}</h3>
          {load.latest.length === 0 ? (
            <p className={styles.hint}>{t("orders.dashboard.noneNew")}</p>
          ) : (
            <ul className={styles.list}>
              {load.latest.map((b) => (
                <li key={b.reference}>
                  <OrderRow booking={b} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
