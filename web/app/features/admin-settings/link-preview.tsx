import { useT } from "@/i18n/use-t";
import { bookingUrl, callUrl } from "@/lib/booking";
import { phoneProblem, toE164, whatsappDigits } from "./phone";
import styles from "./settings.module.css";

/**
 * The links the public pages will carry, built as the priest types: the WhatsApp chat
 * (through the same `bookingUrl` every Book Now link uses) and the call button's `tel:` link. Both are
 * real links, so he can try them before saving.
 */
export function LinkPreview({ whatsapp, phone }: { whatsapp: string; phone: string }) {
  const t = useT();
  const chat = phoneProblem(whatsapp) === null ? bookingUrl({ kind: "general" }, whatsappDigits(toE164(whatsapp))) : null;
  const call = phoneProblem(phone) === null ? callUrl(toE164(phone)) : null;
  return (
    <div className={styles.preview} data-testid="link-preview">
      <p className={styles.previewHeading}>{t("settings.preview.heading")}</p>
      <dl className={styles.previewList}>
        <dt>{t("settings.preview.whatsapp")}</dt>
        <dd>
          {chat ? (
            <a href={chat} target="_blank" rel="noopener noreferrer" data-testid="preview-whatsapp">
              {chat}
              <span className="visually-hidden"> {t("settings.preview.newTab")}</span>
            </a>
          ) : (
            <span className={styles.previewNone}>{t("settings.preview.none")}</span>
          )}
        </dd>
        <dt>{t("settings.preview.call")}</dt>
        <dd>
          {call ? (
            <a href={call} data-testid="preview-call">
              {call}
            </a>
          ) : (
            <span className={styles.previewNone}>{t("settings.preview.none")}</span>
          )}
        </dd>
      </dl>
    </div>
  );
}
