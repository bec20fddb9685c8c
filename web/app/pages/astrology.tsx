import art from "@/assets/art/service-astrology.svg";
import { BookButton, SankalpLink } from "@/components/book-button";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import styles from "@/features/astrology/astrology.module.css";
import { type PageMeta, absoluteUrl } from "@/lib/meta";

export function meta(content: SiteContent): PageMeta {
  const astrology = content.pages.astrology;
  return {
    title: astrology.title,
    description: astrology.metaDescription,
    path: "/astrology",
    image: art,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: astrology.title,
        serviceType: "Prashna kundali (question-chart) astrology consultation",
        description: astrology.metaDescription,
        inLanguage: astrology.lang,
        url: absoluteUrl(content.origin, "/astrology"),
        provider: { "@type": "Organization", name: content.site.businessName, url: absoluteUrl(content.origin, "/") },
        offers: {
          "@type": "Offer",
          price: String(astrology.priceInr),
          priceCurrency: "INR",
          description: astrology.rule,
        },
      },
    ],
  };
}

/** Book Now (in the page's language) and "Book with sankalp details" (in English, like the site's chrome). */
function Actions() {
  const astrology = useContent().pages.astrology;
  return (
    <div className={`book-actions ${styles.actions}`}>
      <BookButton subject={{ kind: "astrology" }} className={`btn ${styles.book}`}>
        {astrology.bookLabel}
      </BookButton>
      <span lang="en">
        <SankalpLink subject={{ kind: "astrology" }} className={`btn btn-outline ${styles.book} ${styles.sankalp}`} />
      </span>
    </div>
  );
}

export default function AstrologyPage() {
  const astrology = useContent().pages.astrology;
  return (
    <div lang={astrology.lang} className={styles.page}>
      <section className={styles.hero} aria-labelledby="astrology-title">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <h1 id="astrology-title" className={styles.title}>
              {astrology.title}
            </h1>
            <p className={styles.paragraph}>{astrology.paragraph}</p>
            <p className={styles.rule}>{astrology.rule}</p>
            <Actions />
          </div>
          <img className={styles.art} src={art} width={480} height={360} alt="" decoding="async" />
        </div>
      </section>

      <div className={`container ${styles.stats}`}>
        <ul className={styles.statList}>
          {astrology.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className={`container section ${styles.headings}`}>
        {astrology.headings.map((item) => (
          <section key={item.heading} className={styles.point}>
            <h2>{item.heading}</h2>
            <p>{item.text}</p>
          </section>
        ))}
      </div>

      <section className={`container ${styles.closing}`}>
        <p className={styles.note}>{astrology.note}</p>
        <Actions />
      </section>
    </div>
  );
}
