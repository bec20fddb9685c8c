import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { scrollAfterCategoryChange } from "./category-scroll";
import { isNarrow } from "./grid";
import type { GalleryCategory } from "./use-gallery-set";
import styles from "./category-nav.module.css";

export const CATEGORY_BUTTONS: ReadonlyArray<{ category: GalleryCategory; key: MessageKey }> = [
  { category: "vip-photos", key: "gallery.vip" },
  { category: "all-photos", key: "gallery.all" },
];

/**
 * After a category change on a narrow screen, bring the grid up: the page ends 200 px from the top.
 * The site shell sends every new page to the top in its own effect, which runs after this one, so the
 * scroll waits a tick for it. (On the pages that are not hydrated, app/islands/gallery.ts does the same
 * on the page the link loads.)
 */
function useScrollAfterCategoryChange() {
  const { key } = useLocation();
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    let stop: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      stop = scrollAfterCategoryChange();
    }, 0);
    return () => {
      window.clearTimeout(timer);
      stop?.();
    };
  }, [key]);
  return () => {
    pending.current = isNarrow(window.innerWidth);
  };
}

/** The two category buttons: links to /photos/{category}, the current one marked. */
export function CategoryNav({ current }: { current: GalleryCategory }) {
  const t = useT();
  const onChoose = useScrollAfterCategoryChange();
  return (
    <nav className={styles.nav} aria-label={t("gallery.categories")} data-gallery-categories="">
      <ul className={styles.list}>
        {CATEGORY_BUTTONS.map(({ category, key }) => (
          <li key={category}>
            <Link
              to={`/photos/${category}`}
              className={category === current ? `btn ${styles.button}` : `btn btn-outline ${styles.button}`}
              aria-current={category === current ? "page" : undefined}
              preventScrollReset
              onClick={onChoose}
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
