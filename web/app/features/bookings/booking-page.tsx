import { IslandTemplate } from "@/components/island-template";
import { ModalFrame } from "@/components/modal";
import { formatDay, formatWallClock } from "@/i18n/format";
import { useT } from "@/i18n/use-t";
import { formatSize } from "./format";
import { Payment } from "./payment";
import { StatusTimeline, statusKey } from "./status-timeline";
import type { TrackedBooking } from "./types";
import styles from "./bookings.module.css";

/** An instant as the clocks read it: in India and in the devotee's own zone (`YYYY-MM-DDTHH:MM`). */
export interface WallClocks {
  india: string;
  own: string;
  /** The own zone's short name ("GST", "+04"); "IST" when the booking named no zone. */
  zone: string;
}

/**
 * What the server hands the private page at each request (ARCHITECTURE.md §6): the booking as its devotee
 * sees it, or null when the token opens none, and every instant it shows on both clocks, worked out from
 * the zones' rules by the server (the page is drawn where there is no `Intl`).
 */
export interface PrivateBooking {
  booking: TrackedBooking | null;
  clock: Record<string, WallClocks>;
}

/** The texts the island needs for the hand-over banner and the withdrawal, in the page's language. */
const ISLAND_TEXTS = [
  "booking.justBooked.opening",
  "booking.justBooked.stayed",
  "booking.justBooked.copyFailed",
  "booking.pay.copied",
  "booking.withdraw.failed",
  "booking.withdraw.gone",
  "booking.withdraw.erasing",
  "booking.withdraw.confirm",
] as const;

/**
 * The devotee's private page, drawn by the server with the booking at each request and never kept: the
 * booking, its status over time, the payment and the proof of the ritual, and a way to withdraw and erase
 * it. Its island (`booking-page.island.ts`) shows the hand-over banner right after booking, copies, and
 * withdraws.
 */
export function BookingPage({ item }: { item: PrivateBooking }) {
  const t = useT();
  const { booking, clock } = item;
  if (!booking) return <Gone state="missing" />;

  const own = (iso: string) => {
    const at = clock[iso];
    return at ? formatWallClock(at.own, at.zone, t("date.months")) : iso;
  };
  const india = (iso: string) => {
    const at = clock[iso];
    return at ? formatWallClock(at.india, "IST", t("date.months")) : iso;
  };
  const scheduled = booking.scheduledAt ? clock[booking.scheduledAt] : undefined;
  const detail = (label: string, value: string | null | undefined) =>
    value ? (
      <div className={styles.fact}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;

  return (
    <article
      className={`container section ${styles.page} ${styles.privatePage}`}
      data-testid="booking-page"
      data-booking-page
      data-reference={booking.reference}
      data-texts={JSON.stringify(Object.fromEntries(ISLAND_TEXTS.map((key) => [key, t(key)])))}
    >
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
            <StatusTimeline status={booking.status} history={booking.history} formatAt={own} />
            {booking.scheduledAt && scheduled ? (
              <div className={styles.schedule} data-testid="scheduled">
                <p className={styles.scheduleTitle}>{t("booking.scheduled")}</p>
                <p>
                  <time dateTime={booking.scheduledAt}>{india(booking.scheduledAt)}</time>
                  <span className={styles.hint}> {t("booking.indiaTime")}</span>
                </p>
                {scheduled.own !== scheduled.india ? (
                  <p>
                    <time dateTime={booking.scheduledAt}>{own(booking.scheduledAt)}</time>
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
                      {own(item.createdAt)} · {formatSize(item.size)}
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
              {detail(
                t("booking.preferredDate"),
                booking.preferredDate ? formatDay(booking.preferredDate, t("date.months")) : null,
              )}
              {detail(t("booking.bookedOn"), own(booking.createdAt))}
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
            <button type="button" className={`btn ${styles.danger}`} data-testid="withdraw" data-withdraw>
              {t("booking.withdraw.button")}
            </button>
          </section>
        </div>
      </div>

      <IslandTemplate name="just-booked">
        <JustBookedBanner reference={booking.reference} />
      </IslandTemplate>
      <IslandTemplate name="erase-dialog">
        <ModalFrame titleId="erase-title" title={t("booking.withdraw.confirmTitle")} data-testid="erase-dialog">
          <p>{t("booking.withdraw.confirmBody", { reference: booking.reference })}</p>
          <p className={`${styles.error} ${styles.failure}`} role="alert" data-erase-error hidden />
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-outline" data-erase-keep>
              {t("booking.withdraw.keep")}
            </button>
            <button type="button" className={`btn ${styles.danger}`} data-testid="erase-confirm" data-erase-confirm>
              {t("booking.withdraw.confirm")}
            </button>
          </div>
        </ModalFrame>
      </IslandTemplate>
      <IslandTemplate name="erased">
        <Gone state="erased" />
      </IslandTemplate>
    </article>
  );
}

/** A booking that is not there (an unknown link) or no longer (erased just now). */
function Gone({ state }: { state: "missing" | "erased" }) {
  const t = useT();
  return (
    <section className={`container section ${styles.page} ${styles.privatePage}`} data-testid={`booking-${state}`}>
      <h1>{t(`booking.${state}.title`)}</h1>
      <p className="lead">{t(`booking.${state}.body`)}</p>
      <p>
        <a className="btn btn-outline" href="/">
          {t("booking.home")}
        </a>
      </p>
    </section>
  );
}

/**
 * Shown right after booking, over the bottom of the page so that nothing on it moves: the reference, that
 * this address is the private link, and the WhatsApp chat with the reference, opened by itself after a
 * moment unless the devotee stays or closes the banner. The island fills in the chat's address.
 */
function JustBookedBanner({ reference }: { reference: string }) {
  const t = useT();
  // The reference is kept on one line: "SKP-" alone at a line's end reads as a different code.
  const [before = "", after = ""] = t("booking.justBooked.title", { reference: "\u0000" }).split("\u0000");
  return (
    <div className={styles.banner} role="status" data-testid="just-booked">
      <p className={styles.bannerTitle}>
        {before}
        <span className={styles.nowrap}>{reference}</span>
        {after}
      </p>
      <p>{t("booking.justBooked.private")}</p>
      <p className={styles.bannerActions}>
        <button type="button" className={styles.smallButton} data-copy-link>
          {t("booking.justBooked.copyLink")}
        </button>
        <button type="button" className={styles.smallButton} data-close-banner>
          {t("modal.close")}
        </button>
        <span data-copy-status />
      </p>
      <p data-chat-status>{t("booking.justBooked.opening")}</p>
      <p className={styles.bannerActions}>
        <a className="btn" href="https://api.whatsapp.com/send" data-open-chat>
          {t("booking.justBooked.openChat")}
        </a>
        <button type="button" className="btn btn-outline" data-stay>
          {t("booking.justBooked.stay")}
        </button>
      </p>
    </div>
  );
}
