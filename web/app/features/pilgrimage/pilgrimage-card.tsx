import type { PilgrimageSite } from "@/content/types";
import { useT } from "@/i18n/use-t";
import { PilgrimageImage } from "./pilgrimage-image";
import styles from "./pilgrimage.module.css";

/** A site as a card; the list's `first` card fetches its image at once (the page's largest paint on a phone). */
export function PilgrimageCard({ site, first = false }: { site: PilgrimageSite; first?: boolean }) {
  const t = useT();
  return (
    <article className={styles.card} aria-labelledby={`site-${site.slug}`}>
      <PilgrimageImage site={site} main={first} className={styles.cardImage} />
      <div className={styles.cardBody}>
        <p className={styles.date}>
          <span className="visually-hidden">{t("dharmik.when")}: </span>
          {site.date}
        </p>
        <h2 id={`site-${site.slug}`} className={styles.cardTitle}>
          {site.title}
        </h2>
        <p className={styles.cardText}>{site.description}</p>
        <div className={styles.cardActions}>
          <a
            className="btn btn-outline"
            href={`/details/${site.slug}`}
            aria-label={t("dharmik.viewMoreLabel", { name: site.title })}
          >
            {t("dharmik.viewMore")}
          </a>
          <a className="btn" href={`/book/${site.slug}`} aria-label={t("dharmik.bookLabel", { name: site.title })}>
            {t("booking.book")}
          </a>
        </div>
      </div>
    </article>
  );
}
