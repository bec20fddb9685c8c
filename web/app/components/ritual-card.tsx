import { BookButton } from "@/components/book-button";
import { RITUAL_ART_SIZE } from "@/content/ritual-art-size";
import type { Ritual } from "@/content/types";
import { useT } from "@/i18n/use-t";
import styles from "./ritual-card.module.css";

/** A ritual card: the summary with its image resolved to a URL. */
export type RitualCardData = Pick<Ritual, "id" | "title" | "slug" | "category" | "summary" | "imageAlt"> & {
  imageSrc: string | null;
  /** An uploaded photo's widths and size; the artwork's size when absent. */
  picture?: { src: string; srcSet?: string; width: number; height: number } | null;
};

/** A card is a third of the page wide on large screens, half on tablets, the whole width on phones. */
const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A ritual as a card: title (opens the detail), image, Book Now and View More. The image is lazy unless
 * the card is `first` on a page that opens with the list: then it is the page's largest paint on a phone,
 * fetched at once and ahead of the rest.
 */
export function RitualCard({
  ritual,
  headingLevel = 3,
  first = false,
}: {
  ritual: RitualCardData;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
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
            srcSet={ritual.picture?.srcSet}
            sizes={ritual.picture?.srcSet ? CARD_SIZES : undefined}
            width={ritual.picture?.width ?? RITUAL_ART_SIZE.width}
            height={ritual.picture?.height ?? RITUAL_ART_SIZE.height}
            alt={ritual.imageAlt}
            {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
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
