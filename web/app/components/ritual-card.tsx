import { BookButton } from "@/components/book-button";
import { RITUAL_ART_SIZE } from "@/content/ritual-art-size";
import type { Ritual } from "@/content/types";
import { useT } from "@/i18n/use-t";
import styles from "./ritual-card.module.css";

/** A ritual card: the summary with its image resolved to a URL. */
export type RitualCardData = Pick<Ritual, "id" | "title" | "slug" | "category" | "summary" | "imageAlt"> & {
  imageSrc: string | null;
};

/** A ritual as a card: title (opens the detail), lazy image, Book Now and View More. */
export function RitualCard({ ritual, headingLevel = 3 }: { ritual: RitualCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/puja/${ritual.slug}`;
  const src = ritual.imageSrc;
  return (
    <article className={styles.card} data-testid="ritual-card">
      <div className={styles.media}>
        {src ? (
          <img
            src={src}
            width={RITUAL_ART_SIZE.width}
            height={RITUAL_ART_SIZE.height}
            alt={ritual.imageAlt}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a href={href}>{ritual.title}</a>
        </Heading>
        <p className={styles.summary}>{ritual.summary}</p>
        <div className={styles.actions}>
          <BookButton subject={{ kind: "ritual", name: ritual.title }} />
          <a className="btn btn-outline" href={href} aria-label={t("ritual.viewMoreAbout", { name: ritual.title })}>
            {t("ritual.viewMore")}
          </a>
        </div>
      </div>
    </article>
  );
}
