import { ChatIcon, PhoneIcon } from "@/components/icons/icons";
import { useSite } from "@/content/content-context";
import { bookingUrl, callUrl } from "@/lib/booking";
import { useLocale, useT } from "@/i18n/use-t";
import styles from "./floating-actions.module.css";

/** The floating pair on every page: chat (the shared booking action) and call. */
export function FloatingActions() {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  return (
    <div className={styles.float}>
      <a
        className={`${styles.button} ${styles.chat}`}
        href={bookingUrl({ kind: "general" }, site.whatsapp, locale)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t("float.chat")} ${t("booking.opensWhatsApp")}`}
        data-testid="float-chat"
      >
        <ChatIcon size={28} />
      </a>
      <a
        className={`${styles.button} ${styles.call}`}
        href={callUrl(site.phone)}
        aria-label={t("float.call", { phone: site.phoneDisplay })}
        data-testid="float-call"
      >
        <PhoneIcon size={26} />
      </a>
    </div>
  );
}
