import { useSite } from "@/content/content-context";
import { callUrl } from "@/lib/booking";
import { useT } from "@/i18n/use-t";
import styles from "./mobile-strip.module.css";

/** Shown only below 800 px, where the header hides the phone number. */
export function MobileStrip() {
  const t = useT();
  const site = useSite();
  return (
    <div className={styles.strip} data-testid="mobile-strip">
      <a href={callUrl(site.phone)}>{t("mobile.strip", { phone: site.phoneDisplay })}</a>
    </div>
  );
}
