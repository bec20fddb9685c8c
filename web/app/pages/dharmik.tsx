import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { KURUKSHETRA } from "@/features/pilgrimage/pilgrimage";
import { PilgrimageCard } from "@/features/pilgrimage/pilgrimage-card";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useT } from "@/i18n/use-t";
import { type PageMeta, absoluteUrl } from "@/lib/meta";

export function meta(content: SiteContent): PageMeta {
  const at = (path: string) => absoluteUrl(content.origin, path);
  return {
    title: content.pages.dharmik.title,
    description: content.pages.dharmik.description,
    path: "/dharmik",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Pilgrimage sites of Kurukshetra",
        itemListElement: content.lists.pilgrimage.map((s, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: at(`/details/${s.slug}`),
          item: {
            "@type": "TouristAttraction",
            name: s.title,
            description: s.description,
            url: at(`/details/${s.slug}`),
            containedInPlace: KURUKSHETRA,
          },
        })),
      },
    ],
  };
}

export default function DharmikPage() {
  const t = useT();
  const content = useContent();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("dharmik.eyebrow")}</p>
          <h1>{t("dharmik.heading")}</h1>
          <p className="lead">{t("dharmik.intro")}</p>
        </div>
      </section>
      <div className="container section">
        <ul className={styles.grid}>
          {content.lists.pilgrimage.map((s, index) => (
            <li key={s.slug}>
              <PilgrimageCard site={s} first={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
