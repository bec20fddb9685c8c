import type { CSSProperties } from "react";
import { IslandTemplate } from "@/components/island-template";
import { Modal, ModalFrame } from "@/components/modal";
import type { GalleryPhoto } from "@/content/types";
import { useT } from "@/i18n/use-t";
import styles from "./gallery-modal.module.css";

interface GalleryModalProps {
  open: boolean;
  /** The photo to show; with none the dialog says so. */
  photo: GalleryPhoto | null;
  onClose: () => void;
}

/** The large view of one photo: its 1080-wide image under its title. */
export function GalleryModal({ open, photo, onClose }: GalleryModalProps) {
  const t = useT();
  const title = photo?.title.trim() || t("gallery.previewTitle");
  return (
    <Modal open={open} onClose={onClose} title={title} size="fit" data-testid="gallery-modal">
      {photo ? <PhotoFigure photo={photo} /> : <NoImage />}
    </Modal>
  );
}

/** The picture in the dialog; without a photo, an empty one for the island script to fill. */
function PhotoFigure({ photo }: { photo?: GalleryPhoto }) {
  return (
    <figure
      className={styles.figure}
      style={photo ? ({ "--ratio": photo.width / photo.height } as CSSProperties) : undefined}
      data-modal-photo=""
    >
      <img
        className={styles.image}
        src={photo?.src.w1080}
        width={photo?.width}
        height={photo?.height}
        alt={photo?.alt ?? ""}
        decoding="async"
      />
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
 * The same dialog for the pages that are not hydrated (app/islands/gallery.ts): titled Image Preview
 * and holding both bodies; the script keeps the picture and fills it in, or keeps "No Image Selected".
 */
export function GalleryModalTemplate() {
  const t = useT();
  return (
    <IslandTemplate name="gallery-modal">
      <ModalFrame titleId="gallery-modal-title" title={t("gallery.previewTitle")} size="fit" data-testid="gallery-modal">
        <PhotoFigure />
        <NoImage />
      </ModalFrame>
    </IslandTemplate>
  );
}
