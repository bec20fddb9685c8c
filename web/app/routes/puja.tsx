import { Link, data, redirect } from "react-router";
import { BookButton } from "@/components/book-button";
import { RitualCard } from "@/components/ritual-card";
import { CATEGORY_BUTTONS } from "@/content/categories";
import { ritualPage } from "@/features/catalogue/catalogue.server";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";
import { breadcrumbJsonLd, ritualServiceJsonLd } from "@/lib/structured-data";
import styles from "./puja.module.css";
import type { Route } from "./+types/puja";

const categoryText = (category: string) => CATEGORY_BUTTONS.find((b) => b.category === category)?.text ?? category;

/**
 * Runs at build time for every ritual. The specification's title address (`/puja/Satyanarayan`) is
 * redirected to the slug by the server (301) and, inside the app, here.
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = ritualPage(params.slug);
  if (page.kind === "moved") throw redirect(page.to, 301);
  if (page.kind === "missing") throw data("Not Found", { status: 404, statusText: "Not Found" });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: "Page not found | Sankalp" }, { name: "robots", content: "noindex" }];
  const { ritual, imageSrc } = loaderData;
  const path = `/puja/${ritual.slug}`;
  return pageMeta({
    title: ritual.title,
    description: ritual.summary,
    path,
    image: imageSrc ?? undefined,
    jsonLd: [
      ritualServiceJsonLd(ritual, imageSrc ?? undefined),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: categoryText(ritual.category), path: `/allpujas/${ritual.category}` },
        { name: ritual.title, path },
      ]),
    ],
  });
};

export default function PujaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { ritual, imageSrc, size, related } = loaderData;
  if (!imageSrc) console.log("Image source is missing.");
  return (
    <>
      <article>
        <header className={`page-hero ${styles.header}`}>
          <div className={`container ${styles.headerGrid}`}>
            <div className={styles.media}>
              {imageSrc ? (
                <img
                  src={imageSrc}
                  width={size.width}
                  height={size.height}
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
