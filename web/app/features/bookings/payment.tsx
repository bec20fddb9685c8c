import { useT } from "@/i18n/use-t";
import { formatRupees } from "./format";
import type { TrackedBooking } from "./types";
import { UpiQr } from "./upi-qr";
import styles from "./bookings.module.css";

/**
 * The offering once the priest has set it: paid, or how to pay by UPI (QR code, UPI ID, app link). The
 * Copy button is the private page's island's (`booking-page.island.ts`), with the words it shows here.
 */
export function Payment({ booking }: { booking: TrackedBooking }) {
  const t = useT();
  const { amount, paid, upi } = booking;
  if (amount == null) return <p className={styles.hint}>{t("booking.pay.notYet")}</p>;
  return (
    <div className={styles.payment} data-testid="payment">
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{t("booking.pay.amount")}</span>
        <strong data-testid="amount">{formatRupees(amount)}</strong>
        {paid ? (
          <span className={styles.paid} data-testid="paid">
            {t("booking.pay.paid")}
          </span>
        ) : null}
      </p>
      {paid ? <p>{t("booking.pay.thanks")}</p> : null}
      {!paid && upi && upi.uri.startsWith("upi://") ? (
        <div className={styles.upi}>
          <UpiQr
            uri={upi.uri}
            label={t("booking.pay.qrLabel", { amount: formatRupees(amount), payee: upi.payee || upi.id })}
            failed={t("booking.pay.qrFailed")}
          />
          <div className={styles.upiText}>
            <p>{t("booking.pay.scan", { reference: booking.reference })}</p>
            <p className={styles.upiId}>
              <span>{t("booking.pay.upiId")}</span>
              <code data-testid="upi-id">{upi.id}</code>
              <button
                type="button"
                className={styles.smallButton}
                data-copy={upi.id}
                data-copied={t("booking.pay.copied")}
                data-copy-failed={t("booking.pay.copyFailed")}
              >
                {t("booking.pay.copy")}
              </button>
            </p>
            <p className={styles.hint} role="status" data-copy-status />
            {upi.payee ? <p className={styles.hint}>{t("booking.pay.payee", { payee: upi.payee })}</p> : null}
            <p>
              <a className="btn btn-outline" href={upi.uri}>
                {t("booking.pay.app")}
              </a>
            </p>
          </div>
        </div>
      ) : null}
      {!paid && !upi?.uri.startsWith("upi://") ? <p className={styles.hint}>{t("booking.pay.noUpi")}</p> : null}
    </div>
  );
}
