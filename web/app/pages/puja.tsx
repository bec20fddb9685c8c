import { BookActions, BookButton } from "@/components/book-button";
import { RitualCard } from "@/components/ritual-card";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { categoryName, descriptionOf, ritualPage } from "@/features/catalogue/catalogue";
import { formatRupees } from "@/i18n/format";
import { useT } from "@/i18n/use-t";
import type { PageMeta } from "@/lib/meta";
import type { Params } from "@/lib/page";
import { breadcrumbJsonLd, ritualServiceJsonLd } from "@/lib/structured-data";
import styles from "./puja.module.css";

/**
 * One page per ritual, at its slug. The specification's title address (`/puja/Satyanarayan`) and the old
 * site's longer titles answer 301 to the slug (the entry's redirects, from the rituals' titles and aliases).
 */
/**
 * The width the ritual's picture is drawn at (puja.module.css): the content column less its gutters on a
 * phone, half of it less the gap from 900 px (the container is 1180 px at most). A 412 px phone at DPR 1.75
 * draws it 379 px wide, 663 device pixels: the 720 w file, where "100vw" asked for the 1080.
 */
const PICTURE_SIZES =
  "(min-width: 1180px) 534px, (min-width: 900px) calc((100vw - 2 * 32px - 48px) / 2), calc(100vw - 2 * clamp(16px, 4vw, 32px))";

export const paths = (content: SiteContent) => content.lists.ritual.map((r) => ({ slug: r.slug }));

export function meta(content: SiteContent, params: Params): PageMeta {
  const page = ritualPage(content, params.slug);
  if (!page) throw new Error(`No ritual ${params.slug}`);
  const { ritual, imageSrc } = page;
  const path = `/puja/${ritual.slug}`;
  return {
    title: ritual.title,
    description: ritual.summary,
    path,
    image: imageSrc ?? undefined,
    jsonLd: [
      ritualServiceJsonLd(content.origin, ritual, imageSrc ?? undefined),
      breadcrumbJsonLd(content.origin, [
        { name: "Home", path: "/" },
        { name: categoryName(content, ritual.category), path: `/allpujas/${ritual.category}` },
        { name: ritual.title, path },
      ]),
    ],
  };
}

export default function PujaPage({ params }: { params: Params }) {
  const t = useT();
  const content = useContent();
  const page = ritualPage(content, params.slug);
  if (!page) return null;
  const { ritual, imageSrc, picture, size, related } = page;
  const description = descriptionOf(ritual);
  const category = categoryName(content, ritual.category);
  return (
    <>
      <article>
        <header className={`page-hero ${styles.header}`}>
          <div className={`container ${styles.headerGrid}`}>
            <div className={styles.media}>
              {imageSrc ? (
                <img
                  src={imageSrc}
                  srcSet={picture?.srcSet}
                  sizes={picture?.srcSet ? PICTURE_SIZES : undefined}
                  width={picture?.width ?? size.width}
                  height={picture?.height ?? size.height}
                  alt={ritual.imageAlt}
                  fetchPriority="high"
                  decoding="async"
                />
              ) : null}
            </div>
            <div>
              <nav aria-label={t("puja.breadcrumb")} className={styles.crumbs}>
                <a href="/">{t("footer.home")}</a>
                <span aria-hidden="true"> / </span>
                <a href={`/allpujas/${ritual.category}`}>{category}</a>
              </nav>
              <h1>{ritual.title}</h1>
              <p className="lead">{ritual.summary}</p>
              {ritual.dakshina ? (
                <p className={styles.dakshina} data-testid="dakshina">
                  {t("puja.dakshina", { amount: formatRupees(ritual.dakshina) })}
                </p>
              ) : null}
              <BookActions
                booking={{ kind: "ritual", name: ritual.title }}
                sankalp={{ kind: "ritual", slug: ritual.slug }}
              />
              <p className={styles.note}>{t("puja.bookingNote")}</p>
            </div>
          </div>
        </header>
        <div className={`container section ${styles.content}`}>
          {"html" in description ? (
            // Cleaned by the server when it was saved (features/darshan/sanitize.rs), like a darshan post's.
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: description.html }} />
          ) : (
            <div className={styles.description}>
              {description.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          )}
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
            <h2 id="related-title">{t("puja.related", { category })}</h2>
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
