import { useContent } from "@/content/content-context";
import { srcAtLeast } from "@/content/gallery";
import type { SiteContent } from "@/content/types";
import { CategoryNav } from "@/features/gallery/category-nav";
import { GalleryGrid } from "@/features/gallery/gallery-grid";
import { imageGalleryJsonLd } from "@/features/gallery/structured-data";
import { GALLERY_CATEGORIES, type GalleryCategory, categoryFor, gallerySet } from "@/features/gallery/use-gallery-set";
import { type MessageKey, translate } from "@/i18n/messages";
import { pageLocale } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import type { PageMeta } from "@/lib/meta";
import type { Params } from "@/lib/page";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import styles from "./photos.module.css";

const COPY: Record<
  GalleryCategory,
  { title: MessageKey; blurb: MessageKey; description: "vipDescription" | "allDescription" }
> = {
  "vip-photos": { title: "gallery.vip", blurb: "gallery.vipBlurb", description: "vipDescription" },
  "all-photos": { title: "gallery.all", blurb: "gallery.allBlurb", description: "allDescription" },
};

export const paths = () => GALLERY_CATEGORIES.map((id) => ({ id }));

export function meta(content: SiteContent, params: Params): PageMeta {
  const category = categoryFor(params.id);
  const name = translate(pageLocale(), COPY[category].title);
  const description = content.pages.gallery[COPY[category].description];
  const path = `/photos/${category}`;
  const items = gallerySet(content, category);
  const first = items.find((item) => item.kind === "image");
  return {
    title: name,
    description,
    path,
    image: first?.kind === "image" ? srcAtLeast(first.src, 1080) : undefined,
    jsonLd: [
      imageGalleryJsonLd(content.origin, { name, description, path, items }),
      breadcrumbJsonLd(content.origin, [
        { name: "Home", path: "/" },
        { name: translate(pageLocale(), "gallery.heading"), path: "/photo-gallery" },
        { name, path },
      ]),
    ],
  };
}

export default function PhotosPage({ params }: { params: Params }) {
  const t = useT();
  const content = useContent();
  const category = categoryFor(params.id);
  const items = gallerySet(content, category);
  const name = t(COPY[category].title);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("gallery.eyebrow")}</p>
          <h1>{t("gallery.heading")}</h1>
          <p className="lead">{t("gallery.intro", { place: content.site.holySite })}</p>
          <CategoryNav current={category} />
        </div>
      </section>
      <section className={`container ${styles.set}`} aria-labelledby="gallery-set">
        <header className={styles.setHeader}>
          <h2 id="gallery-set">{name}</h2>
          <p className={styles.blurb}>{t(COPY[category].blurb)}</p>
        </header>
        <GalleryGrid key={category} items={items} label={name} />
      </section>
    </>
  );
}
