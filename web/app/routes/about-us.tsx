import { Link } from "react-router";
import priestPhoto from "@/assets/art/priest.svg";
import { BookButton } from "@/components/book-button";
import { type Paragraph, priest } from "@/content/priest";
import { site } from "@/content/site";
import styles from "@/features/about/about.module.css";
import { ParticleHero } from "@/features/about/particle-hero";
import { BLOCK_ART_SIZE, priestBlockArt } from "@/features/about/priest-art";
import { useT } from "@/i18n/use-t";
import { absoluteUrl, pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: `Meet ${priest.name}, a Vedic priest from ${site.holySite} who performs your pujas and homas, speaks nine languages and has served families across India for over fifteen years.`,
    path: "/about-us",
    image: priestPhoto,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: priest.name,
        jobTitle: priest.title,
        description: priest.intro[0],
        image: absoluteUrl(priestPhoto),
        url: absoluteUrl("/about-us"),
        knowsLanguage: [...priest.languages],
        homeLocation: { "@type": "Place", name: site.holySite },
        worksFor: { "@type": "Organization", name: site.businessName, url: absoluteUrl("/") },
      },
    ],
  });

function Text({ paragraph }: { paragraph: Paragraph }) {
  return (
    <p>
      {paragraph.map((segment, i) =>
        // Segments are fixed content that never reorders, so their position is a stable key.
        segment.bold ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
      )}
    </p>
  );
}

export default function AboutUsPage() {
  const t = useT();
  return (
    <>
      <ParticleHero labelledBy="about-name">
        <div className={styles.heroText}>
          <p className={`eyebrow ${styles.heroEyebrow}`}>{t("about.eyebrow")}</p>
          <h1 id="about-name" className={styles.name}>
            {priest.name}
          </h1>
          <p className={styles.title}>{priest.title}</p>
          {priest.intro.map((text) => (
            <p key={text} className={styles.intro}>
              {text}
            </p>
          ))}
          <div className={styles.actions}>
            <BookButton />
            <Link className={`btn ${styles.ghost}`} to="/contact">
              {t("nav.contact")}
            </Link>
          </div>
        </div>
        <div className={styles.portrait}>
          <img src={priestPhoto} width={600} height={750} alt={priest.photoAlt} fetchPriority="high" />
        </div>
      </ParticleHero>

      <section className={`container ${styles.languages}`} aria-labelledby="languages-heading">
        <h2 id="languages-heading">{t("about.languagesHeading")}</h2>
        <p className={styles.languagesIntro}>{t("about.languagesIntro")}</p>
        <ul className={styles.chips}>
          {priest.languages.map((language) => (
            <li key={language} className={styles.chip}>
              {language}
            </li>
          ))}
        </ul>
      </section>

      <section className={`container section ${styles.journey}`} aria-labelledby="journey-heading">
        <h2 id="journey-heading" className={styles.journeyHeading}>
          {t("about.journeyHeading")}
        </h2>
        <ol className={styles.blocks}>
          {priest.blocks.map((block) => {
            const art = priestBlockArt(block.image);
            return (
              <li key={block.heading} className={styles.block}>
                <div className={styles.blockText}>
                  <h3>{block.heading}</h3>
                  {block.text.map((paragraph, i) => (
                    <Text key={i} paragraph={paragraph} />
                  ))}
                </div>
                {art ? (
                  <figure className={styles.blockFigure}>
                    <img
                      src={art}
                      width={BLOCK_ART_SIZE.width / 2}
                      height={BLOCK_ART_SIZE.height / 2}
                      alt={block.imageAlt}
                      loading="lazy"
                      decoding="async"
                    />
                    <figcaption>{block.imageTitle}</figcaption>
                  </figure>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
