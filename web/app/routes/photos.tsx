import { useParams } from "react-router";
import { CategoryNav } from "@/features/gallery/category-nav";
import { GalleryGrid } from "@/features/gallery/gallery-grid";
import { imageGalleryJsonLd, mediaOfItem } from "@/features/gallery/structured-data";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { type GalleryCategory, categoryFor, gallerySet, useGallerySet } from "@/features/gallery/use-gallery-set";
import { site } from "@/content/site";
import { DEFAULT_LOCALE, type MessageKey, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/photos";
import styles from "./photos.module.css";

const COPY: Record<GalleryCategory, { title: MessageKey; blurb: MessageKey; description: string }> = {
  "vip-photos": {
    title: "gallery.vip",
    blurb: "gallery.vipBlurb",
    description: `VIP photos from ${site.businessName}: chosen moments from pujas, homas and festivals at ${site.holySite}, with a short video of sunrise over the sea.`,
  },
  "all-photos": {
    title: "gallery.all",
    blurb: "gallery.allBlurb",
    description: `Every photograph in the ${site.businessName} gallery: altars, sacred fires, temple evenings and festival days at ${site.holySite}.`,
  },
};

export const meta = ({ params }: Route.MetaArgs) => {
  const category = categoryFor(params.id);
  const name = translate(DEFAULT_LOCALE, COPY[category].title);
  const path = `/photos/${category}`;
  const items = gallerySet(category);
  const first = items.find((item) => item.kind === "image");
  return pageMeta({
    title: name,
    description: COPY[category].description,
    path,
    image: first?.kind === "image" ? first.src.w1080 : undefined,
    jsonLd: [
      imageGalleryJsonLd({ name, description: COPY[category].description, path, media: items.map(mediaOfItem) }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: translate(DEFAULT_LOCALE, "gallery.heading"), path: "/photo-gallery" },
        { name, path },
      ]),
    ],
  });
};

export default function PhotosPage() {
  const t = useT();
  const { id } = useParams();
  const { category, items } = useGallerySet(id);
  const name = t(COPY[category].title);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("gallery.eyebrow")}</p>
          <h1>{t("gallery.heading")}</h1>
          <p className="lead">{t("gallery.intro", { place: site.holySite })}</p>
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
