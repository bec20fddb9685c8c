import type { PilgrimageSite } from "@/content/types";
import { PILGRIMAGE_ART_SIZE, pilgrimageArt } from "./art";
import styles from "./pilgrimage.module.css";

/** A site's illustration; `main` for the page's above-the-fold image (not lazy, fetched first). */
export function PilgrimageImage({
  site,
  main = false,
  className = "",
}: {
  site: PilgrimageSite;
  main?: boolean;
  className?: string;
}) {
  const src = pilgrimageArt(site.image);
  if (!src) return <div className={`${styles.placeholder} ${className}`} aria-hidden="true" />;
  return (
    <img
      className={`${styles.image} ${className}`}
      src={src}
      width={PILGRIMAGE_ART_SIZE.width}
      height={PILGRIMAGE_ART_SIZE.height}
      alt={site.imageAlt}
      {...(main ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
}
