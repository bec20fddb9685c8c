import { useEffect, useEffectEvent, useState } from "react";
import { useT } from "@/i18n/use-t";
import type { JustBooked } from "./just-booked";
import styles from "./bookings.module.css";

/** Long enough to read the reference before WhatsApp takes over. */
export const OPEN_CHAT_DELAY_MS = 2000;

/** Only WhatsApp's own chat address is followed, whatever an answer says. */
const isWhatsAppChat = (url: string) => url.startsWith("https://api.whatsapp.com/send?");

/**
 * Marks the hand-over as used in this history entry, so coming Back from WhatsApp (or reloading) shows the
 * page without sending the devotee away again. The router keeps its own state under `usr`.
 */
function markOpened() {
  const entry = window.history.state as { usr?: JustBooked } | null;
  if (!entry?.usr?.justBooked) return;
  window.history.replaceState({ ...entry, usr: { justBooked: { ...entry.usr.justBooked, opened: true } } }, "");
}

/**
 * Shown on the private page right after booking: the reference, that this address is the private link,
 * and the WhatsApp chat with the reference, opened by itself after a moment unless the devotee stays.
 */
export function JustBookedBanner({
  reference,
  whatsappUrl,
  opened,
}: {
  reference: string;
  whatsappUrl: string;
  opened?: boolean;
}) {
  const t = useT();
  const [state, setState] = useState<"waiting" | "opening" | "stayed">(opened ? "stayed" : "waiting");
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const chat = isWhatsAppChat(whatsappUrl) ? whatsappUrl : null;
  // The reference is kept on one line: "SKP-" alone at a line's end reads as a different code.
  const [before = "", after = ""] = t("booking.justBooked.title", { reference: "\u0000" }).split("\u0000");
  const follow = useEffectEvent(() => {
    if (!chat) return;
    markOpened();
    window.location.assign(chat);
  });

  useEffect(() => {
    if (state !== "waiting" || !chat) return;
    const timer = window.setTimeout(() => {
      setState("opening");
      follow();
    }, OPEN_CHAT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, chat]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className={styles.banner} role="status" data-testid="just-booked">
      <p className={styles.bannerTitle}>
        {before}
        <span className={styles.nowrap}>{reference}</span>
        {after}
      </p>
      <p>{t("booking.justBooked.private")}</p>
      <p className={styles.bannerActions}>
        <button type="button" className={styles.smallButton} onClick={copyLink}>
          {t("booking.justBooked.copyLink")}
        </button>
        <span>
          {copied === "copied"
            ? t("booking.pay.copied")
            : copied === "failed"
              ? t("booking.justBooked.copyFailed")
              : ""}
        </span>
      </p>
      {chat ? (
        <>
          <p>{state === "stayed" ? t("booking.justBooked.stayed") : t("booking.justBooked.opening")}</p>
          <p className={styles.bannerActions}>
            <a
              className="btn"
              href={chat}
              onClick={() => {
                setState("opening");
                markOpened();
              }}
            >
              {t("booking.justBooked.openChat")}
            </a>
            {state === "waiting" ? (
              <button type="button" className="btn btn-outline" onClick={() => setState("stayed")}>
                {t("booking.justBooked.stay")}
              </button>
            ) : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
