import bannerNarrow from "@/assets/art/flower-banner-narrow.svg";
import bannerWide from "@/assets/art/flower-banner-wide.svg";
import heroArt from "@/assets/art/hero.svg";
import serviceAstrology from "@/assets/art/service-astrology.svg";
import serviceEpuja from "@/assets/art/service-epuja.svg";
import serviceHavana from "@/assets/art/service-havana.svg";
import servicePuja from "@/assets/art/service-puja.svg";
import stepConfirm from "@/assets/art/step-confirm.svg";
import stepSelect from "@/assets/art/step-select.svg";
import stepUpdates from "@/assets/art/step-updates.svg";
import stepWhatsapp from "@/assets/art/step-whatsapp.svg";
import { BookButton } from "@/components/book-button";
import { RitualCard } from "@/components/ritual-card";
import { Tilt } from "@/components/tilt";
import { Typewriter } from "@/components/typewriter";
import type { RitualCardData } from "@/components/ritual-card";
import { useSite } from "@/content/content-context";
import type { AboutStat, HeroText, ServiceCard, TimelineStep } from "@/content/types";
import { useT } from "@/i18n/use-t";
import styles from "./home.module.css";

const SERVICE_ART: Record<string, string> = {
  "service-puja": servicePuja,
  "service-epuja": serviceEpuja,
  "service-havana": serviceHavana,
  "service-astrology": serviceAstrology,
};

const STEP_ART: Record<string, string> = {
  "step-select": stepSelect,
  "step-whatsapp": stepWhatsapp,
  "step-confirm": stepConfirm,
  "step-updates": stepUpdates,
};

export function Hero({ hero }: { hero: HeroText }) {
  const t = useT();
  const site = useSite();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className="eyebrow">{site.holySite}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            <Typewriter phrases={[hero.lead]} speed={50} backSpeed={50} className={styles.typed} /> {hero.headlineRest}
          </h1>
          <p className="lead">{hero.subtext}</p>
          <div className={styles.heroActions}>
            <BookButton />
            <a className="btn btn-outline" href="/allpujas/pujas">
              {t("home.explore")}
            </a>
          </div>
        </div>
        <Tilt className={styles.heroArt} maxAngle={20} perspective={1000} speed={400}>
          <img src={heroArt} width={640} height={640} alt={t("home.heroAlt")} fetchPriority="high" decoding="async" />
        </Tilt>
      </div>
    </section>
  );
}

export function AboutStrip({ intro, stats }: { intro: string; stats: AboutStat[] }) {
  const t = useT();
  return (
    <section className={styles.about} aria-labelledby="about-title">
      <div className="container">
        <div className={styles.aboutHead}>
          <h2 id="about-title">{t("home.aboutTitle")}</h2>
          <p className="lead">{intro}</p>
          <a href="/" className={styles.hereLink}>
            {t("home.hereWeAre")}
          </a>
        </div>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
              <span className={styles.statDetail}>{stat.detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The first five pujas in a row that starts scrolled to its end, less 100 px, hinting that it scrolls
 * (recommended-row.island.ts does the scrolling).
 */
export function RecommendedPujas({ rituals }: { rituals: RitualCardData[] }) {
  const t = useT();
  return (
    <section className="section drawn-near-view" aria-labelledby="recommended-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <div>
            <p className="eyebrow">{t("home.recommendedEyebrow")}</p>
            <h2 id="recommended-title">{t("home.recommendedTitle")}</h2>
          </div>
          <a className="btn btn-outline" href="/allpujas/pujas">
            {t("home.seeAll")}
          </a>
        </div>
        <ul className={styles.row} data-testid="recommended-row" data-scroll-end-offset="100">
          {rituals.map((ritual) => (
            <li key={ritual.id} className={styles.rowItem}>
              <RitualCard ritual={ritual} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Services({ services }: { services: ServiceCard[] }) {
  const t = useT();
  return (
    <section className={`section drawn-near-view ${styles.services}`} aria-labelledby="services-title">
      <div className="container">
        <p className="eyebrow">{t("home.servicesEyebrow")}</p>
        <h2 id="services-title">{t("home.servicesTitle")}</h2>
        <ul className={styles.serviceGrid}>
          {services.map((service) => (
            <li key={service.title}>
              <Tilt className={styles.serviceTilt}>
                <a href={service.to} className={styles.serviceCard}>
                  <img
                    src={SERVICE_ART[service.image]}
                    width={480}
                    height={360}
                    alt={service.imageAlt}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.serviceTitle}>{service.title}</span>
                  <span className={styles.serviceText}>{service.description}</span>
                </a>
              </Tilt>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks({ steps }: { steps: TimelineStep[] }) {
  const t = useT();
  return (
    <section className={`section drawn-near-view ${styles.how}`} aria-labelledby="how-title">
      <div className="container">
        <p className="eyebrow">{t("home.howEyebrow")}</p>
        <h2 id="how-title">{t("home.howTitle")}</h2>
        <ol className={styles.timeline}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step} data-dot={step.dotColor}>
              <div className={styles.stepIcon}>
                <img src={STEP_ART[step.icon]} width={96} height={96} alt="" loading="lazy" decoding="async" />
              </div>
              <span className={styles.dot} aria-hidden="true" />
              <div className={styles.stepText}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TypewriterBanner({ phrases }: { phrases: string[] }) {
  const t = useT();
  return (
    <section className={`drawn-near-view ${styles.banner}`} aria-label={t("home.bannerLabel")}>
      <p className={styles.bannerText}>
        <Typewriter phrases={phrases} speed={60} backSpeed={40} hold={1800} />
      </p>
      <BookButton className="btn" />
    </section>
  );
}

export function FlowerBanner() {
  return (
    <picture className={styles.flowers}>
      <source media="(min-width: 800px)" srcSet={bannerWide} width={1600} height={220} />
      <img src={bannerNarrow} width={800} height={220} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}
