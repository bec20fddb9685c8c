import { IslandTemplate } from "@/components/island-template";
import { ModalFrame } from "@/components/modal";
import { useT } from "@/i18n/use-t";
import styles from "./gallery-modal.module.css";

/** The picture in the dialog, empty: the island fills in the photo's file, size and description. */
function PhotoFigure() {
  return (
    <figure className={styles.figure} data-modal-photo="">
      <img className={styles.image} alt="" decoding="async" />
    </figure>
  );
}

function NoImage() {
  const t = useT();
  return (
    <p className={styles.empty} data-modal-empty="">
      {t("gallery.noImage")}
    </p>
  );
}

/**
 * The large view of one photo, for the gallery's island (gallery.island.ts): titled Image Preview and
 * holding both bodies; the island keeps the picture and fills it in under the photo's title, or keeps
 * "No Image Selected".
 */
export function GalleryModalTemplate() {
  const t = useT();
  return (
    <IslandTemplate name="gallery-modal">
      <ModalFrame
        titleId="gallery-modal-title"
        title={t("gallery.previewTitle")}
        size="fit"
        data-testid="gallery-modal"
      >
        <PhotoFigure />
        <NoImage />
      </ModalFrame>
    </IslandTemplate>
  );
}
