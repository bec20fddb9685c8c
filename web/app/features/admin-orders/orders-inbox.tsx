import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { formatDay, formatInstant } from "@/features/bookings/dates";
import { formatRupees } from "@/features/bookings/format";
import { statusKey } from "@/features/bookings/status-timeline";
import type { BookingSummary, StatusCounts } from "@/features/bookings/types";
import { type BookingStatus, STATUSES } from "@/features/bookings/vocab";
import { useT } from "@/i18n/use-t";
import { useTimeZone } from "@/lib/time-zone";
import { PAGE_SIZE, downloadCsv, listBookings } from "./api";
import styles from "./admin-orders.module.css";

type Load =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; bookings: BookingSummary[]; total: number; page: number; counts: StatusCounts };

const isStatus = (value: string | null): value is BookingStatus =>
  (STATUSES as readonly (string | null)[]).includes(value);

/**
 * The priest's inbox: every booking, newest first, with the count of each status as filter chips, a search
 * and pages. Filter, search and page live in the address, so Back and a reload keep them.
 */
export function OrdersInbox() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as BookingStatus) : null;
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [typed, setTyped] = useState(q);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listBookings({ status, q, page }, controller.signal)
      .then((list) =>
        setLoad({ state: "loaded", bookings: list.bookings, total: list.total, page: list.page, counts: list.counts }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
        console.error("The bookings could not be loaded", error);
        setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [status, q, page, navigate]);

  function go(next: { status?: BookingStatus | null; q?: string; page?: number }) {
    const query = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    const text = next.q === undefined ? q : next.q;
    if (s) query.set("status", s);
    if (text.trim()) query.set("q", text.trim());
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    setParams(query);
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    go({ q: typed, page: 1 });
  }

  async function onExport() {
    setExporting(true);
    try {
      await downloadCsv();
    } catch (error) {
      if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
      toast.error(t("orders.exportFailed"));
    } finally {
      setExporting(false);
    }
  }

  const counts = load.state === "loaded" ? load.counts : null;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const pages = load.state === "loaded" ? Math.max(1, Math.ceil(load.total / PAGE_SIZE)) : 1;

  return (
    <section>
      <div className={styles.head}>
        <h1>{t("orders.title")}</h1>
        <button
          type="button"
          className="btn btn-outline"
          onClick={onExport}
          disabled={exporting}
          data-testid="orders-export"
        >
          {exporting ? t("orders.exporting") : t("orders.export")}
        </button>
      </div>

      <nav aria-label={t("orders.filter")} className={styles.chips}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={status === null}
          onClick={() => go({ status: null, page: 1 })}
        >
          {t("orders.all")} {counts ? <span className={styles.chipCount}>{all}</span> : null}
        </button>
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.chip}
            data-status={s}
            aria-pressed={status === s}
            onClick={() => go({ status: s, page: 1 })}
            data-testid={`chip-${s}`}
          >
            {t(statusKey(s))} {counts ? <span className={styles.chipCount}>{counts[s]}</span> : null}
          </button>
        ))}
      </nav>

      <form role="search" className={styles.search} onSubmit={onSearch}>
        <label htmlFor="orders-q" className="visually-hidden">
          {t("orders.search")}
        </label>
        <input
          id="orders-q"
          className={styles.input}
          type="search"
          placeholder={t("orders.searchPlaceholder")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn">
          {t("orders.searchButton")}
        </button>
      </form>

      {load.state === "loading" ? (
        <p className="lead" role="status">
          {t("orders.loading")}
        </p>
      ) : null}
      {load.state === "failed" ? (
        <p className={styles.error} role="alert">
          {t("orders.loadFailed")}
        </p>
      ) : null}
      {load.state === "loaded" ? (
        <>
          <p className={styles.showing} data-testid="orders-showing">
            {load.total === 0
              ? q || status
                ? t("orders.noneMatch")
                : t("orders.empty")
              : t("orders.showing", {
                  from: (load.page - 1) * PAGE_SIZE + 1,
                  to: (load.page - 1) * PAGE_SIZE + load.bookings.length,
                  total: load.total,
                })}
          </p>
          <ul className={styles.list} data-testid="orders-list">
            {load.bookings.map((b) => (
              <li key={b.reference}>
                <OrderRow booking={b} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t("orders.pages")}>
              <button
                type="button"
                className="btn btn-outline"
                disabled={load.page <= 1}
                onClick={() => go({ page: load.page - 1 })}
              >
                {t("orders.previous")}
              </button>
              <span>{t("orders.pageOf", { page: load.page, pages })}</span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={load.page >= pages}
                onClick={() => go({ page: load.page + 1 })}
              >
                {t("orders.next")}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** One booking in a list: what it is, for whom, when, and where it stands. */
export function OrderRow({ booking: b }: { booking: BookingSummary }) {
  const t = useT();
  const zone = useTimeZone();
  const who = b.erased ? t("orders.erased") : t("orders.who", { name: b.contactName ?? "", count: b.devoteeCount });
  return (
    <Link to={`/admin/orders/${encodeURIComponent(b.reference)}`} className={styles.row} data-testid="order-row">
      <span className={styles.rowMain}>
        <span className={styles.rowRef}>{b.reference}</span>
        <span className={styles.rowTitle}>{b.ritualTitle}</span>
        <span className={styles.rowWho}>{who}</span>
      </span>
      <span className={styles.rowSide}>
        <span className={styles.pill} data-status={b.status}>
          {t(statusKey(b.status))}
        </span>
        <span className={styles.rowMeta}>
          {b.scheduledAt
            ? t("orders.scheduledFor", { when: formatInstant(b.scheduledAt, zone) })
            : b.preferredDate
              ? t("orders.preferred", { date: formatDay(b.preferredDate) })
              : t("orders.anyDate")}
        </span>
        <span className={styles.rowMeta}>{t("orders.received", { when: formatInstant(b.createdAt, zone) })}</span>
        {b.amount != null ? (
          <span className={styles.rowMeta}>
            {formatRupees(b.amount)} · {b.paid ? t("orders.paid") : t("orders.unpaid")}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
