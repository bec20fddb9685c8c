import { Link } from "react-router";
import { type StaticGalleryItem, photos, staticGallery, videos } from "@/content/gallery";
import { site } from "@/content/site";
import { imageGalleryJsonLd, mediaOfStatic } from "@/features/gallery/structured-data";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";
import styles from "./photo-gallery.module.css";

const DESCRIPTION = `Photographs and a short video from the pujas, homas and festivals ${site.businessName} performs at ${site.holySite}, with links to the VIP and complete photo collections.`;

/** The static items carry no title: it is the title of the gallery photo or video with the same file. */
const TITLES = new Map<string, string>([
  ...Object.values(photos).map((p) => [p.src.w1080, p.title] as const),
  ...Object.values(videos).map((v) => [v.src, v.title] as const),
]);
const titleOf = (item: StaticGalleryItem) => TITLES.get(item.src);

/**
 * One column on phones, two on tablets, three on desktops (see the stylesheet): the content column less
 * the gaps, shared out, less each card's padding and border (2 × 11 px). A 412 px phone at DPR 1.75 draws
 * an image 357 px wide, 625 device pixels: the 720 w file.
 */
const GUTTERS = "2 * clamp(16px, 4vw, 32px)";
const SIZES = [
  "(min-width: 1000px) 331px",
  `(min-width: 640px) calc((100vw - ${GUTTERS} - clamp(16px, 2.5vw, 28px)) / 2 - 22px)`,
  `calc(100vw - ${GUTTERS} - 22px)`,
].join(", ");

export const meta = () => {
  const name = translate(DEFAULT_LOCALE, "gallery.heading");
  const first = staticGallery.find((item) => item.type === "image");
  return pageMeta({
    title: name,
    description: DESCRIPTION,
    path: "/photo-gallery",
    image: first?.src,
    jsonLd: [
      imageGalleryJsonLd({
        name,
        description: DESCRIPTION,
        path: "/photo-gallery",
        media: staticGallery.map((item) => mediaOfStatic(item, titleOf(item))),
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name, path: "/photo-gallery" },
      ]),
    ],
  });
};

export default function PhotoGalleryPage() {
  const t = useT();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("gallery.eyebrow")}</p>
          <h1>{t("gallery.heading")}</h1>
          <p className="lead">{t("gallery.staticIntro")}</p>
        </div>
      </section>

      <section className="container section" aria-label={t("gallery.heading")}>
        <ul className={styles.grid} data-testid="static-gallery">
          {staticGallery.map((item, index) => (
            <li key={item.src} className={styles.item} data-testid="static-gallery-item">
              <figure className={styles.figure}>
                <div className={styles.frame}>
                  {item.type === "video" ? (
                    <video
                      className={styles.media}
                      src={item.src}
                      poster={item.poster}
                      width={item.width}
                      height={item.height}
                      controls
                      preload="none"
                      playsInline
                      aria-label={titleOf(item) ?? item.alt}
                      data-testid="static-gallery-video"
                    />
                  ) : (
                    <img
                      className={styles.media}
                      src={item.src}
                      srcSet={item.srcSet}
                      sizes={SIZES}
                      width={item.width}
                      height={item.height}
                      alt={item.alt}
                      {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                      decoding="async"
                    />
                  )}
                </div>
                {titleOf(item) ? <figcaption className={styles.caption}>{titleOf(item)}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.browse} aria-labelledby="gallery-browse">
        <div className="container">
          <h2 id="gallery-browse" className={styles.browseHeading}>
            {t("gallery.browseHeading")}
          </h2>
          <ul className={styles.cards}>
            <li>
              <Link className={styles.card} to="/photos/vip-photos">
                <span className={styles.cardTitle}>{t("gallery.browseVip")}</span>
                <span className={styles.cardText}>{t("gallery.browseVipText")}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
            <li>
              <Link className={styles.card} to="/photos/all-photos">
                <span className={styles.cardTitle}>{t("gallery.browseAll")}</span>
                <span className={styles.cardText}>{t("gallery.browseAllText")}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
