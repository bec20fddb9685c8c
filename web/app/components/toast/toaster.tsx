import { useSyncExternalStore } from "react";
import { useT } from "@/i18n/use-t";
import { type Toast, dismissToast, getServerToasts, getToasts, subscribeToasts } from "./toast-store";
import styles from "./toaster.module.css";

/**
 * Where toasts appear; mounted once, in the root layout. The two live regions are in the page from the
 * start (pre-rendered, empty), so screen readers announce what is added to them: successes politely,
 * errors at once.
 */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const list = (kind: Toast["kind"]) =>
    toasts
      .filter((toast) => toast.kind === kind)
      .map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          data-testid="toast"
          data-kind={toast.kind}
        >
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.dismiss} onClick={() => dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("toast.dismiss")}</span>
          </button>
        </div>
      ));
  return (
    <section className={styles.region} aria-label={t("toast.region")}>
      <div role="alert" className={styles.stack}>
        {list("error")}
      </div>
      <div role="status" className={styles.stack}>
        {list("success")}
      </div>
    </section>
  );
}
