import { Link, useParams } from "react-router";
import { BookButton } from "@/components/book-button";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import type { PilgrimageSite } from "@/content/types";
import { site } from "@/content/site";
import { bookingUrl } from "@/lib/booking";
import { useAutoFollow } from "@/features/pilgrimage/auto-follow";
import { findPilgrimageSite } from "@/features/pilgrimage/pilgrimage";
import { PilgrimageImage } from "@/features/pilgrimage/pilgrimage-image";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useT } from "@/i18n/use-t";
import { notFoundMeta, pageMeta } from "@/lib/meta";
import type { Route } from "./+types/book";

export const meta = ({ params }: Route.MetaArgs) => {
  const place = findPilgrimageSite(params.slug);
  if (!place) return notFoundMeta();
  return pageMeta({
    title: `Book at ${place.title}`,
    description: `Book a puja or pilgrimage service at ${place.title}, Kurukshetra, in a WhatsApp chat with ${site.businessName}.`,
    path: `/book/${place.slug}`,
    // A hand-off to WhatsApp, not content of its own: the details page is the one to index.
    noindex: true,
  });
};

function BookOnWhatsApp({ place }: { place: PilgrimageSite }) {
  const t = useT();
  const subject = { kind: "pilgrimage", name: place.title } as const;
  const { state, cancel } = useAutoFollow(bookingUrl(subject));
  return (
    <section className={`container section ${styles.bookPage}`} aria-labelledby="book-title">
      <PilgrimageImage site={place} main className={styles.bookImage} />
      <div className={styles.bookPanel}>
        <p className="eyebrow">{t("book.eyebrow")}</p>
        <h1 id="book-title">{t("book.heading", { name: place.title })}</h1>
        <p>{t("book.body", { business: site.businessName, name: place.title })}</p>
        <BookButton subject={subject} className={`btn ${styles.continue}`}>
          {t("book.continue")}
        </BookButton>
        <p className={styles.status} role="status" data-testid="auto-follow">
          {state === "cancelled" ? t("book.stayed") : state === "idle" ? "" : t("book.opening")}
        </p>
        {state === "waiting" ? (
          <button type="button" className={styles.stay} onClick={cancel}>
            {t("book.stay")}
          </button>
        ) : null}
        <p className={styles.backLink}>
          <Link to={`/details/${place.slug}`}>
            <span aria-hidden="true">←</span> {t("book.readMore", { name: place.title })}
          </Link>
        </p>
      </div>
    </section>
  );
}

export default function BookPage() {
  const { slug } = useParams();
  const place = findPilgrimageSite(slug);
  if (!place) return <NotFoundOnDemand />;
  // Keyed by site: moving between two booking pages starts a fresh wait.
  return <BookOnWhatsApp key={place.slug} place={place} />;
}
