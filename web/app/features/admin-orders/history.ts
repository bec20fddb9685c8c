import { formatInstant } from "@/features/bookings/dates";
import { formatRupees } from "@/features/bookings/format";
import type { HistoryEntry } from "@/features/bookings/types";
import { INDIA_TIME_ZONE } from "@/features/bookings/vocab";
import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from "@/i18n/messages";

/** One history entry as the priest reads it: what happened, in words, with its detail. */
export function historyText(
  entry: HistoryEntry,
  timeZone: string = INDIA_TIME_ZONE,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const detail = entry.note ?? "";
  switch (entry.kind ?? "status") {
    case "status":
      return t("orders.history.status", { status: t(`booking.status.${entry.status ?? "received"}` as MessageKey) });
    case "note":
      return t("orders.history.note");
    case "schedule":
      return t("orders.history.schedule", {
        when: Number.isNaN(Date.parse(detail)) ? detail : formatInstant(detail, timeZone),
      });
    case "amount":
      return t("orders.history.amount", { amount: /^\d+$/.test(detail) ? formatRupees(Number(detail)) : detail });
    case "paid":
      return detail === "true" ? t("orders.history.paid") : t("orders.history.unpaid");
    case "proof":
      return t("orders.history.proof");
    case "link":
      return t("orders.history.link");
    case "erased":
      return t("orders.history.erased");
    default:
      return entry.kind ?? "";
  }
}

/** Whether the entry's `note` is text to show under the line (a status note, a private note). */
export const showsNote = (entry: HistoryEntry) => ["status", "note"].includes(entry.kind ?? "status") && !!entry.note;
