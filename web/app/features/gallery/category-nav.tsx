import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import type { GalleryCategory } from "./use-gallery-set";
import styles from "./category-nav.module.css";

export const CATEGORY_BUTTONS: ReadonlyArray<{ category: GalleryCategory; key: MessageKey }> = [
  { category: "vip-photos", key: "gallery.vip" },
  { category: "all-photos", key: "gallery.all" },
];

/**
 * The two category buttons: links to /photos/{category}, the current one marked. On a narrow screen the
 * page they load ends 200 px down, at the grid (gallery.island.ts).
 */
export function CategoryNav({ current }: { current: GalleryCategory }) {
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t("gallery.categories")} data-gallery-categories="">
      <ul className={styles.list}>
        {CATEGORY_BUTTONS.map(({ category, key }) => (
          <li key={category}>
            <a
              href={`/photos/${category}`}
              className={category === current ? `btn ${styles.button}` : `btn btn-outline ${styles.button}`}
              aria-current={category === current ? "page" : undefined}
            >
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
