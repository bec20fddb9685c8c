import priestPhoto from "@/assets/art/priest.svg";
import { BookButton } from "@/components/book-button";
import { useContent } from "@/content/content-context";
import type { Paragraph, SiteContent } from "@/content/types";
import styles from "@/features/about/about.module.css";
import { ParticleHero } from "@/features/about/particle-hero";
import { BLOCK_ART_SIZE, priestBlockArt } from "@/features/about/priest-art";
import { useT } from "@/i18n/use-t";
import { type PageMeta, absoluteUrl } from "@/lib/meta";

/** The portrait: a photo the priest sent (its `/media/` address), or the built-in artwork. */
const portraitOf = (photo: string) => (photo.startsWith("/media/") ? photo : priestPhoto);

export function meta(content: SiteContent): PageMeta {
  const priest = content.pages.about;
  const portrait = portraitOf(priest.photo);
  const at = (path: string) => absoluteUrl(content.origin, path);
  return {
    title: priest.title,
    description: priest.description,
    path: "/about-us",
    image: portrait,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: priest.name,
        jobTitle: priest.jobTitle,
        description: priest.intro[0],
        image: at(portrait),
        url: at("/about-us"),
        knowsLanguage: [...priest.languages],
        homeLocation: { "@type": "Place", name: content.site.holySite },
        worksFor: { "@type": "Organization", name: content.site.businessName, url: at("/") },
      },
    ],
  };
}

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
  const priest = useContent().pages.about;
  return (
    <>
      <ParticleHero labelledBy="about-name">
        <div className={styles.heroText}>
          <p className={`eyebrow ${styles.heroEyebrow}`}>{t("about.eyebrow")}</p>
          <h1 id="about-name" className={styles.name}>
            {priest.name}
          </h1>
          <p className={styles.title}>{priest.jobTitle}</p>
          {priest.intro.map((text) => (
            <p key={text} className={styles.intro}>
              {text}
            </p>
          ))}
          <div className={styles.actions}>
            <BookButton />
            <a className={`btn ${styles.ghost}`} href="/contact">
              {t("nav.contact")}
            </a>
          </div>
        </div>
        <div className={styles.portrait}>
          <img src={portraitOf(priest.photo)} width={600} height={750} alt={priest.photoAlt} fetchPriority="high" />
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
