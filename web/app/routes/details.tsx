import { Link, useParams } from "react-router";
import { BookButton } from "@/components/book-button";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { pilgrimageArt } from "@/features/pilgrimage/art";
import { findPilgrimageSite, KURUKSHETRA } from "@/features/pilgrimage/pilgrimage";
import { PilgrimageImage } from "@/features/pilgrimage/pilgrimage-image";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useT } from "@/i18n/use-t";
import { absoluteUrl, notFoundMeta, pageMeta } from "@/lib/meta";
import type { Route } from "./+types/details";

export const meta = ({ params }: Route.MetaArgs) => {
  const place = findPilgrimageSite(params.slug);
  if (!place) return notFoundMeta();
  const path = `/details/${place.slug}`;
  const image = pilgrimageArt(place.image);
  return pageMeta({
    title: `${place.title}, Kurukshetra`,
    description: place.description,
    path,
    image,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TouristAttraction",
        name: place.title,
        description: place.description,
        url: absoluteUrl(path),
        ...(image ? { image: absoluteUrl(image) } : {}),
        containedInPlace: KURUKSHETRA,
        touristType: "Pilgrims",
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: "Dharmik yatra", item: absoluteUrl("/dharmik") },
          { "@type": "ListItem", position: 3, name: place.title, item: absoluteUrl(path) },
        ],
      },
    ],
  });
};

export default function DetailsPage() {
  const { slug } = useParams();
  const t = useT();
  const place = findPilgrimageSite(slug);
  if (!place) return <NotFoundOnDemand />;
  const [first, ...rest] = place.details;
  return (
    <>
      <div className="page-hero">
        <div className="container">
          <nav aria-label={t("details.breadcrumbs")} className={styles.breadcrumbs}>
            <ol>
              <li>
                <Link to="/">{t("details.home")}</Link>
              </li>
              <li>
                <Link to="/dharmik">{t("details.dharmik")}</Link>
              </li>
              <li>
                <span aria-current="page">{place.title}</span>
              </li>
            </ol>
          </nav>
          <div className={styles.detailHead}>
            <PilgrimageImage site={place} main className={styles.detailImage} />
            <div>
              <p className={styles.date}>
                <span className="visually-hidden">{t("dharmik.when")}: </span>
                {place.date}
              </p>
              <h1>{place.title}</h1>
              <p className="lead">{place.description}</p>
              <div className={styles.cardActions}>
                <BookButton subject={{ kind: "pilgrimage", name: place.title }} />
                <Link className="btn btn-outline" to="/dharmik">
                  <span aria-hidden="true">←</span> {t("details.back")}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className={`container section ${styles.detailBody}`}>
        <article className={styles.prose}>
          {first ? <p className={styles.firstParagraph}>{first}</p> : null}
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
        <aside className={styles.bookCard} aria-labelledby="book-heading">
          <h2 id="book-heading">{t("details.bookHeading", { name: place.title })}</h2>
          <p>{t("details.bookBody")}</p>
          <BookButton subject={{ kind: "pilgrimage", name: place.title }} />
          <p className={styles.backLink}>
            <Link to="/dharmik">
              <span aria-hidden="true">←</span> {t("details.back")}
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
