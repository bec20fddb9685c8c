import type { CSSProperties } from "react";
import { Modal } from "@/components/modal";
import type { GalleryPhoto } from "@/content/gallery";
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
      {photo ? (
        <figure className={styles.figure} style={{ "--ratio": photo.width / photo.height } as CSSProperties}>
          <img
            className={styles.image}
            src={photo.src.w1080}
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            decoding="async"
          />
        </figure>
      ) : (
        <p className={styles.empty}>{t("gallery.noImage")}</p>
      )}
    </Modal>
  );
}
