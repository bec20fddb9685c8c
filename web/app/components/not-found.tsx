import { pageHref } from "@/i18n/locales";
import { useLocale, useT } from "@/i18n/use-t";
import styles from "./not-found.module.css";

/** The designed not-found page, also rendered inside routes whose parameter names nothing. */
export function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className={`container section ${styles.wrap}`} data-testid="not-found">
      <svg className={styles.art} viewBox="0 0 200 160" width="200" height="160" aria-hidden="true">
        <defs>
          <radialGradient id="nf-glow" cx="0.5" cy="0.45" r="0.5">
            <stop offset="0" stopColor="#f6b93b" stopOpacity="0.55" />
            <stop offset="1" stopColor="#f6b93b" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="100" cy="70" r="70" fill="url(#nf-glow)" />
        <path d="M100 30c10 14 15 22 15 31a15 15 0 0 1-30 0c0-9 5-17 15-31Z" fill="#e8871e" />
        <path d="M100 46c4 6 6 10 6 14a6 6 0 0 1-12 0c0-4 2-8 6-14Z" fill="#fff7ea" />
        <path d="M52 96c14 0 30 6 48 18 18-12 34-18 48-18-6 18-24 30-48 30S58 114 52 96Z" fill="#c9962b" />
        <path d="M70 96h60" stroke="#7a1f2b" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="eyebrow">404</p>
      <h1>{t("notFound.heading")}</h1>
      <p className="lead">{t("notFound.body")}</p>
      <div className={styles.actions}>
        <a className="btn" href={pageHref("/", locale)}>
          {t("notFound.home")}
        </a>
        <a className="btn btn-outline" href={pageHref("/allpujas/pujas", locale)}>
          {t("notFound.rituals")}
        </a>
      </div>
    </section>
  );
}
