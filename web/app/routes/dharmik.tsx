import { pilgrimageSites } from "@/content/pilgrimage";
import { site } from "@/content/site";
import { PilgrimageCard } from "@/features/pilgrimage/pilgrimage-card";
import { KURUKSHETRA } from "@/features/pilgrimage/pilgrimage";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useT } from "@/i18n/use-t";
import { absoluteUrl, pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Dharmik Yatra: Kurukshetra",
    description: `Fourteen sacred places of Kurukshetra, from Brahma Sarovar to Jyotisar: read about each tirtha and book a puja there in your name with ${site.businessName}.`,
    path: "/dharmik",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Pilgrimage sites of Kurukshetra",
        itemListElement: pilgrimageSites.map((s, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: absoluteUrl(`/details/${s.slug}`),
          item: {
            "@type": "TouristAttraction",
            name: s.title,
            description: s.description,
            url: absoluteUrl(`/details/${s.slug}`),
            containedInPlace: KURUKSHETRA,
          },
        })),
      },
    ],
  });

export default function DharmikPage() {
  const t = useT();
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
          {pilgrimageSites.map((s) => (
            <li key={s.slug}>
              <PilgrimageCard site={s} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
