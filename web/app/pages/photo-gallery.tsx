import { useContent } from "@/content/content-context";
import { srcAtLeast, srcSetOf } from "@/content/gallery";
import type { SiteContent } from "@/content/types";
import { imageGalleryJsonLd } from "@/features/gallery/structured-data";
import { featuredItems } from "@/features/gallery/use-gallery-set";
import { PlayBadge, PlayerTemplate } from "@/features/gallery/video-poster";
import { translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import type { PageMeta } from "@/lib/meta";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import styles from "./photo-gallery.module.css";

/**
 * Two columns below 1000 px, three on desktops (the stylesheet's grid); the sizes are its widths: the
 * content column less the gutters and gaps, shared out, less each card's padding and border (2 × 11 px).
 * On a 412 px phone at DPR 1.75 a photo draws 160 px wide, 279 device pixels: the 360 w file. Every photo
 * on the page loads at once on a phone (the browser fetches lazy images within about 1,250 px of the
 * screen), so their size is what the first screen waits on: with the first photo across both columns
 * (the 720 w file) Lighthouse's largest paint came at 1.5 to 1.6 s (bench/results/lighthouse-all-pages.md).
 * The video is its poster, a lazy image like the photos, in a link to the file; pressed, the page's island
 * plays it in place (video-poster.tsx). As a `<video poster>` its poster loaded at once, at a priority that
 * held the phone's largest paint (the lead paragraph) to 1.24 to 1.35 s.
 */
const GUTTERS = "2 * clamp(16px, 4vw, 32px)";
const GAP = "clamp(16px, 2.5vw, 28px)";
const SIZES = `(min-width: 1000px) 331px, calc((100vw - ${GUTTERS} - ${GAP}) / 2 - 22px)`;

/**
 * The photos after the first: lazy, and of low priority even when the browser finds them in view. Chromium
 * raises an image it finds in view to high priority: it then shared the slow first connection with the
 * largest paint (Lighthouse's LCP 0.15 to 0.5 s later; bench/results/lighthouse.md).
 */
const LATER = { loading: "lazy", fetchPriority: "low" } as const;

export function meta(content: SiteContent): PageMeta {
  const name = translate(pageLocale(), "gallery.heading");
  const { description } = content.pages.gallery;
  const items = featuredItems(content);
  const first = items.find((item) => item.kind === "image");
  return {
    title: name,
    description,
    path: "/photo-gallery",
    image: first?.kind === "image" ? srcAtLeast(first.src, 1080) : undefined,
    jsonLd: [
      imageGalleryJsonLd(content.origin, { name, description, path: "/photo-gallery", items }),
      breadcrumbJsonLd(content.origin, [
        { name: "Home", path: "/" },
        { name, path: "/photo-gallery" },
      ]),
    ],
  };
}

export default function PhotoGalleryPage() {
  const t = useT();
  const content = useContent();
  const items = featuredItems(content);
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
          {items.map((item, index) => (
            <li key={item.name} className={styles.item} data-testid="static-gallery-item">
              <figure className={styles.figure}>
                <div className={styles.frame}>
                  {item.kind === "video" ? (
                    <>
                      <a
                        className={styles.poster}
                        href={item.src}
                        aria-label={t("gallery.play", { title: item.title })}
                        data-play=""
                        data-testid="static-gallery-video"
                      >
                        <img
                          className={styles.media}
                          src={item.poster}
                          width={item.width}
                          height={item.height}
                          alt={item.alt}
                          {...LATER}
                          decoding="async"
                        />
                        <PlayBadge />
                      </a>
                      <PlayerTemplate video={item} className={styles.media} />
                    </>
                  ) : (
                    <img
                      className={styles.media}
                      src={srcAtLeast(item.src, 1080)}
                      srcSet={srcSetOf(item.src)}
                      sizes={SIZES}
                      width={item.width}
                      height={item.height}
                      alt={item.alt}
                      {...(index === 0 ? { fetchPriority: "high" as const } : LATER)}
                      decoding="async"
                      data-testid="static-gallery-photo"
                    />
                  )}
                </div>
                {item.title ? <figcaption className={styles.caption}>{item.title}</figcaption> : null}
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
              <a className={styles.card} href="/photos/vip-photos">
                <span className={styles.cardTitle}>{t("gallery.browseVip")}</span>
                <span className={styles.cardText}>{t("gallery.browseVipText")}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </a>
            </li>
            <li>
              <a className={styles.card} href="/photos/all-photos">
                <span className={styles.cardTitle}>{t("gallery.browseAll")}</span>
                <span className={styles.cardText}>{t("gallery.browseAllText")}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
