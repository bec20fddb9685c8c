import { BookButton, SankalpLink } from "@/components/book-button";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { pilgrimageArt } from "@/features/pilgrimage/art";
import { KURUKSHETRA, findPilgrimageSite } from "@/features/pilgrimage/pilgrimage";
import { PilgrimageImage } from "@/features/pilgrimage/pilgrimage-image";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useT } from "@/i18n/use-t";
import { type PageMeta, absoluteUrl } from "@/lib/meta";
import type { Params } from "@/lib/page";

export const paths = (content: SiteContent) => content.lists.pilgrimage.map((s) => ({ slug: s.slug }));

export function meta(content: SiteContent, params: Params): PageMeta {
  const place = findPilgrimageSite(content, params.slug);
  if (!place) throw new Error(`No pilgrimage site ${params.slug}`);
  const path = `/details/${place.slug}`;
  const image = pilgrimageArt(place.image);
  const at = (p: string) => absoluteUrl(content.origin, p);
  return {
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
        url: at(path),
        ...(image ? { image: at(image) } : {}),
        containedInPlace: KURUKSHETRA,
        touristType: "Pilgrims",
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: at("/") },
          { "@type": "ListItem", position: 2, name: "Dharmik yatra", item: at("/dharmik") },
          { "@type": "ListItem", position: 3, name: place.title, item: at(path) },
        ],
      },
    ],
  };
}

export default function DetailsPage({ params }: { params: Params }) {
  const t = useT();
  const place = findPilgrimageSite(useContent(), params.slug);
  if (!place) return null;
  const [first, ...rest] = place.details;
  const booking = { kind: "pilgrimage", name: place.title } as const;
  const sankalp = { kind: "pilgrimage", slug: place.slug } as const;
  return (
    <>
      <div className="page-hero">
        <div className="container">
          <nav aria-label={t("details.breadcrumbs")} className={styles.breadcrumbs}>
            <ol>
              <li>
                <a href="/">{t("details.home")}</a>
              </li>
              <li>
                <a href="/dharmik">{t("details.dharmik")}</a>
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
                <BookButton subject={booking} />
                <SankalpLink subject={sankalp} name={place.title} />
                <a className="btn btn-outline" href="/dharmik">
                  <span aria-hidden="true">←</span> {t("details.back")}
                </a>
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
          <div className="book-actions">
            <BookButton subject={booking} />
            <SankalpLink subject={sankalp} name={place.title} />
          </div>
          <p className={styles.backLink}>
            <a href="/dharmik">
              <span aria-hidden="true">←</span> {t("details.back")}
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}
