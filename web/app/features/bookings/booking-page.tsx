import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Modal } from "@/components/modal";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { eraseBooking, trackBooking } from "./api";
import { formatDay, formatInstant, ownTimeZone, sameWallClock } from "./dates";
import { formatSize } from "./format";
import { JustBookedBanner } from "./just-booked-banner";
import { readJustBooked } from "./just-booked";
import { Payment } from "./payment";
import { StatusTimeline, statusKey } from "./status-timeline";
import type { TrackedBooking } from "./types";
import { INDIA_TIME_ZONE, STATUS_PATH } from "./vocab";
import styles from "./bookings.module.css";

type Load =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "failed" }
  | { state: "loaded"; booking: TrackedBooking }
  | { state: "erased" };

/**
 * The devotee's private page, opened by the token in its address: the booking, its status over time, the
 * payment and the proof of the ritual, and a way to withdraw and erase it. No account: whoever holds the
 * link sees it, so the page asks the server each time and keeps nothing in storage.
 */
export function BookingPage({ token }: { token: string }) {
  const t = useT();
  const location = useLocation();
  const justBooked = readJustBooked(location.state);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [erasing, setErasing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    trackBooking(token, controller.signal)
      .then((booking) => setLoad({ state: "loaded", booking }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { state: "missing" } : { state: "failed" });
      });
    return () => controller.abort();
  }, [token]);

  // The banner of a booking just made needs only the form's hand-over: it shows at once and stays put (the
  // same element) when the booking arrives.
  const banner = justBooked ? (
    <JustBookedBanner
      reference={justBooked.reference}
      whatsappUrl={justBooked.whatsappUrl}
      opened={justBooked.opened}
    />
  ) : null;

  if (load.state === "loading") {
    return (
      <article
        className={`container section ${styles.page} ${styles.privatePage}`}
        aria-busy="true"
        data-testid="booking-loading"
      >
        {banner}
        <BookingPlaceholder />
      </article>
    );
  }
  if (load.state === "missing" || load.state === "erased" || load.state === "failed") {
    const key = load.state === "erased" ? "erased" : load.state === "missing" ? "missing" : "failed";
    return (
      <section className={`container section ${styles.page} ${styles.privatePage}`} data-testid={`booking-${key}`}>
        <h1>{t(`booking.${key}.title`)}</h1>
        <p className="lead">{t(`booking.${key}.body`)}</p>
        <p>
          <Link className="btn btn-outline" to="/">
            {t("booking.home")}
          </Link>
        </p>
      </section>
    );
  }

  const { booking } = load;
  const own = ownTimeZone();
  const detail = (label: string, value: string | null | undefined) =>
    value ? (
      <div className={styles.fact}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;

  return (
    <article className={`container section ${styles.page} ${styles.privatePage}`} data-testid="booking-page">
      {banner}

      <header className={styles.head}>
        <p className="eyebrow">{t("booking.eyebrow")}</p>
        <h1>{booking.ritualTitle}</h1>
        <p className={styles.reference}>
          {t("booking.reference")} <strong data-testid="booking-reference">{booking.reference}</strong>
          <span className={styles.statusPill} data-status={booking.status} data-testid="booking-status">
            {t(statusKey(booking.status))}
          </span>
        </p>
        <p className={styles.hint}>{t("booking.privateNote")}</p>
      </header>

      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <section className={styles.card} aria-labelledby="booking-status-title">
            <h2 id="booking-status-title">{t("booking.statusTitle")}</h2>
            <StatusTimeline status={booking.status} history={booking.history} timeZone={own} />
            {booking.scheduledAt ? (
              <div className={styles.schedule} data-testid="scheduled">
                <p className={styles.scheduleTitle}>{t("booking.scheduled")}</p>
                <p>
                  <time dateTime={booking.scheduledAt}>{formatInstant(booking.scheduledAt, INDIA_TIME_ZONE)}</time>
                  <span className={styles.hint}> {t("booking.indiaTime")}</span>
                </p>
                {own && !sameWallClock(booking.scheduledAt, own, INDIA_TIME_ZONE) ? (
                  <p>
                    <time dateTime={booking.scheduledAt}>{formatInstant(booking.scheduledAt, own)}</time>
                    <span className={styles.hint}> {t("booking.yourTime")}</span>
                  </p>
                ) : null}
              </div>
            ) : null}
          </section>

          {booking.proof.length > 0 ? (
            <section className={styles.card} aria-labelledby="booking-proof-title">
              <h2 id="booking-proof-title">{t("booking.proofTitle")}</h2>
              <p className={styles.hint}>{t("booking.proofIntro")}</p>
              <ul className={styles.proofList}>
                {booking.proof.map((item, index) => (
                  <li key={item.url} className={styles.proofItem}>
                    {item.kind === "video" ? (
                      <video
                        className={styles.proofVideo}
                        src={item.url}
                        controls
                        preload="metadata"
                        playsInline
                        aria-label={t("booking.proofVideo", { number: index + 1 })}
                        data-testid="proof-video"
                      />
                    ) : (
                      <a href={item.url} target="_blank" rel="noreferrer">
                        <img
                          className={styles.proofPhoto}
                          src={item.url}
                          alt={t("booking.proofPhoto", { number: index + 1 })}
                          loading="lazy"
                          width={640}
                          height={480}
                          data-testid="proof-photo"
                        />
                      </a>
                    )}
                    <p className={styles.hint}>
                      {formatInstant(item.createdAt, own)} · {formatSize(item.size)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {booking.status === "cancelled" && booking.amount == null ? null : (
            <section className={styles.card} aria-labelledby="booking-pay-title">
              <h2 id="booking-pay-title">{t("booking.payTitle")}</h2>
              <Payment booking={booking} />
            </section>
          )}
        </div>

        <div className={styles.sideColumn}>
          <section className={styles.card} aria-labelledby="booking-devotees-title">
            <h2 id="booking-devotees-title">{t("booking.devoteesTitle")}</h2>
            <ol className={styles.devoteeList} data-testid="booking-devotees">
              {booking.devotees.map((d, i) => (
                <li key={i}>
                  <p className={styles.devoteeName}>
                    {d.name}
                    {d.relation ? <span className={styles.hint}> · {d.relation}</span> : null}
                  </p>
                  <p className={styles.hint}>
                    {[
                      d.gotra ? t("booking.gotra", { gotra: d.gotra }) : "",
                      d.nakshatra ? t("booking.nakshatra", { nakshatra: d.nakshatra }) : "",
                      d.rashi ? t("booking.rashi", { rashi: d.rashi }) : "",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.card} aria-labelledby="booking-details-title">
            <h2 id="booking-details-title">{t("booking.detailsTitle")}</h2>
            <dl className={styles.facts}>
              {detail(t("booking.preferredDate"), booking.preferredDate ? formatDay(booking.preferredDate) : null)}
              {detail(t("booking.bookedOn"), formatInstant(booking.createdAt, own))}
              {detail(t("booking.contactName"), booking.contact.name)}
              {detail(t("booking.contactPhone"), booking.contact.phone)}
              {detail(t("booking.contactEmail"), booking.contact.email)}
            </dl>
            {booking.intention ? (
              <div className={styles.intention}>
                <p className={styles.label}>
                  {t("sankalp.intention")} <span className={styles.badge}>{t("sankalp.private")}</span>
                </p>
                <p className={styles.intentionText}>{booking.intention}</p>
              </div>
            ) : null}
          </section>
          <section className={`${styles.card} ${styles.withdraw}`} aria-labelledby="booking-withdraw-title">
            <h2 id="booking-withdraw-title">{t("booking.withdraw.title")}</h2>
            <p className={styles.hint}>{t("booking.withdraw.body")}</p>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              onClick={() => setErasing(true)}
              data-testid="withdraw"
            >
              {t("booking.withdraw.button")}
            </button>
          </section>
        </div>
      </div>

      <EraseDialog
        open={erasing}
        reference={booking.reference}
        onClose={() => setErasing(false)}
        onErase={async () => {
          await eraseBooking(token);
          setErasing(false);
          setLoad({ state: "erased" });
          window.scrollTo({ top: 0 });
        }}
      />
    </article>
  );
}

/**
 * What the page shows while it asks for the booking: its blocks (the heading, the status, the payment, the
 * people, the details, the withdrawal) as placeholders of about their size at each width, so that what
 * arrives takes their place without moving the page. Hidden from assistive technology, which hears the
 * status line instead.
 */
function BookingPlaceholder() {
  const t = useT();
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      <span key={i} className={`${styles.placeholder} ${styles.placeholderLine}`} />
    ));
  const card = (size: string | undefined, count: number) => (
    <div className={`${styles.card} ${styles.placeholderCard} ${size}`}>
      <span className={`${styles.placeholder} ${styles.placeholderHeading}`} />
      {lines(count)}
    </div>
  );
  return (
    <>
      <p className="visually-hidden" role="status">
        {t("booking.loading")}
      </p>
      <div className={styles.head} aria-hidden="true">
        <p className="eyebrow">{t("booking.eyebrow")}</p>
        <span className={`${styles.placeholder} ${styles.placeholderTitle}`} />
        <p className={styles.reference}>
          {t("booking.reference")} <span className={`${styles.placeholder} ${styles.placeholderCode}`} />
          <span className={`${styles.placeholder} ${styles.placeholderPill}`} />
        </p>
        <p className={styles.hint}>{t("booking.privateNote")}</p>
      </div>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.mainColumn}>
          <div
            className={`${styles.card} ${styles.placeholderCard} ${styles.placeholderStatus}`}
            data-testid="placeholder-status"
          >
            <span className={`${styles.placeholder} ${styles.placeholderHeading}`} />
            {Array.from({ length: STATUS_PATH.length }, (_, i) => (
              <span key={i} className={styles.placeholderStep}>
                <span className={`${styles.placeholder} ${styles.placeholderMark}`} />
                <span className={`${styles.placeholder} ${styles.placeholderLine}`} />
                <span className={`${styles.placeholder} ${styles.placeholderLine}`} />
              </span>
            ))}
          </div>
          {card(styles.placeholderPay, 1)}
        </div>
        <div className={styles.sideColumn}>
          {card(styles.placeholderPeople, 3)}
          {card(styles.placeholderDetails, 5)}
          {card(styles.placeholderWithdraw, 2)}
        </div>
      </div>
    </>
  );
}

function EraseDialog({
  open,
  reference,
  onClose,
  onErase,
}: {
  open: boolean;
  reference: string;
  onClose: () => void;
  onErase: () => Promise<void>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (busy) return;
        setError(null);
        onClose();
      }}
      title={t("booking.withdraw.confirmTitle")}
      data-testid="erase-dialog"
    >
      <p>{t("booking.withdraw.confirmBody", { reference })}</p>
      {error ? (
        <p className={`${styles.error} ${styles.failure}`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
          {t("booking.withdraw.keep")}
        </button>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          disabled={busy}
          data-testid="erase-confirm"
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onErase();
            } catch (failure) {
              setError(
                failure instanceof ApiError && failure.status === 404
                  ? t("booking.withdraw.gone")
                  : t("booking.withdraw.failed"),
              );
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? t("booking.withdraw.erasing") : t("booking.withdraw.confirm")}
        </button>
      </div>
    </Modal>
  );
}
