import { BookButton } from "@/components/book-button";
import { IslandTemplate } from "@/components/island-template";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { findPilgrimageSite } from "@/features/pilgrimage/pilgrimage";
import { PilgrimageImage } from "@/features/pilgrimage/pilgrimage-image";
import styles from "@/features/pilgrimage/pilgrimage.module.css";
import { useLocale, useT } from "@/i18n/use-t";
import { bookingUrl } from "@/lib/booking";
import type { PageMeta } from "@/lib/meta";
import type { Params } from "@/lib/page";

export const paths = (content: SiteContent) => content.lists.pilgrimage.map((s) => ({ slug: s.slug }));

export function meta(content: SiteContent, params: Params): PageMeta {
  const place = findPilgrimageSite(content, params.slug);
  if (!place) throw new Error(`No pilgrimage site ${params.slug}`);
  return {
    title: `Book at ${place.title}`,
    description: `Book a puja or pilgrimage service at ${place.title}, Kurukshetra, in a WhatsApp chat with ${content.site.businessName}.`,
    path: `/book/${place.slug}`,
    // A hand-off to WhatsApp, not content of its own: the details page is the one to index.
    noindex: true,
  };
}

/**
 * The hand-off to the booking chat. The HTML waits ("idle", nothing happens without JavaScript); its island
 * (features/pilgrimage/auto-follow.island.ts) opens the chat after a moment unless the visitor stays,
 * with the status texts and the Stay button given here.
 */
export default function BookPage({ params }: { params: Params }) {
  const t = useT();
  const locale = useLocale();
  const content = useContent();
  const place = findPilgrimageSite(content, params.slug);
  if (!place) return null;
  const subject = { kind: "pilgrimage", name: place.title } as const;
  return (
    <section className={`container section ${styles.bookPage}`} aria-labelledby="book-title">
      <PilgrimageImage site={place} main className={styles.bookImage} />
      <div className={styles.bookPanel}>
        <p className="eyebrow">{t("book.eyebrow")}</p>
        <h1 id="book-title">{t("book.heading", { name: place.title })}</h1>
        <p>{t("book.body", { business: content.site.businessName, name: place.title })}</p>
        <BookButton subject={subject} className={`btn ${styles.continue}`}>
          {t("book.continue")}
        </BookButton>
        <p
          className={styles.status}
          role="status"
          data-testid="auto-follow"
          data-auto-follow={bookingUrl(subject, content.site.whatsapp, locale)}
          data-opening={t("book.opening")}
          data-stayed={t("book.stayed")}
        />
        <IslandTemplate name="book-stay">
          <button type="button" className={styles.stay}>
            {t("book.stay")}
          </button>
        </IslandTemplate>
        <p className={styles.backLink}>
          <a href={`/details/${place.slug}`}>
            <span aria-hidden="true">←</span> {t("book.readMore", { name: place.title })}
          </a>
        </p>
      </div>
    </section>
  );
}
