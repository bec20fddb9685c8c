import { Link, Navigate } from "react-router";
import { BookButton } from "@/components/book-button";
import { NotFound } from "@/components/not-found";
import { RitualCard } from "@/components/ritual-card";
import { CATEGORY_BUTTONS } from "@/content/categories";
import { RITUAL_ART_SIZE, ritualArt } from "@/content/ritual-art";
import { ritualBySlug, ritualByTitle, ritualsIn } from "@/content/rituals";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";
import { breadcrumbJsonLd, ritualServiceJsonLd } from "@/lib/structured-data";
import styles from "./puja.module.css";
import type { Route } from "./+types/puja";

const categoryText = (category: string) => CATEGORY_BUTTONS.find((b) => b.category === category)?.text ?? category;

export const meta = ({ params }: Route.MetaArgs) => {
  const ritual = ritualBySlug(params.slug);
  if (!ritual) return [{ title: "Page not found | Sankalp" }, { name: "robots", content: "noindex" }];
  const path = `/puja/${ritual.slug}`;
  const image = ritualArt(ritual.image);
  return pageMeta({
    title: ritual.title,
    description: ritual.summary,
    path,
    image,
    jsonLd: [
      ritualServiceJsonLd(ritual, image),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: categoryText(ritual.category), path: `/allpujas/${ritual.category}` },
        { name: ritual.title, path },
      ]),
    ],
  });
};

export default function PujaPage({ params }: Route.ComponentProps) {
  const t = useT();
  const ritual = ritualBySlug(params.slug);
  if (!ritual) {
    // The specification's address form names the ritual by its title; the server redirects it with 301,
    // and a link inside the app lands here.
    const byTitle = ritualByTitle(params.slug);
    if (byTitle) return <Navigate to={`/puja/${byTitle.slug}`} replace />;
    return <NotFound />;
  }
  const src = ritualArt(ritual.image);
  if (!src) console.log("Image source is missing.");
  const related = ritualsIn(ritual.category)
    .filter((r) => r.id !== ritual.id)
    .slice(0, 3);
  return (
    <>
      <article>
        <header className={`page-hero ${styles.header}`}>
          <div className={`container ${styles.headerGrid}`}>
            <div className={styles.media}>
              {src ? (
                <img
                  src={src}
                  width={RITUAL_ART_SIZE.width}
                  height={RITUAL_ART_SIZE.height}
                  alt={ritual.imageAlt}
                  fetchPriority="high"
                  decoding="async"
                />
              ) : null}
            </div>
            <div>
              <nav aria-label={t("puja.breadcrumb")} className={styles.crumbs}>
                <Link to="/">{t("footer.home")}</Link>
                <span aria-hidden="true"> / </span>
                <Link to={`/allpujas/${ritual.category}`}>{categoryText(ritual.category)}</Link>
              </nav>
              <h1>{ritual.title}</h1>
              <p className="lead">{ritual.summary}</p>
              <BookButton subject={{ kind: "ritual", name: ritual.title }} />
              <p className={styles.note}>{t("puja.bookingNote")}</p>
            </div>
          </div>
        </header>
        <div className={`container section ${styles.content}`}>
          <div className={styles.description}>
            {ritual.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <section className={styles.benefits} aria-labelledby="benefits-title">
            <h2 id="benefits-title">{ritual.benefits.heading}</h2>
            <ul>
              {ritual.benefits.points.map((point) => (
                <li key={point.description.slice(0, 40)}>
                  {point.title ? <strong>{point.title}</strong> : null}
                  {point.title ? " " : null}
                  <span>{point.description}</span>
                </li>
              ))}
            </ul>
            <BookButton subject={{ kind: "ritual", name: ritual.title }} />
          </section>
        </div>
      </article>
      {related.length > 0 ? (
        <section className={`section ${styles.related}`} aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{t("puja.related", { category: categoryText(ritual.category) })}</h2>
            <ul className={styles.relatedGrid}>
              {related.map((r) => (
                <li key={r.id}>
                  <RitualCard ritual={r} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
