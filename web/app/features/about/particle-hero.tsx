import type { ReactNode } from "react";
import styles from "./about.module.css";

/**
 * A hero whose background is the particle field (particle-hero.island.ts draws it). The canvas is
 * decoration (aria-hidden); the HTML already shows the hero's content without it.
 */
export function ParticleHero({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <section className={styles.hero} aria-labelledby={labelledBy} data-particle-hero="">
      <canvas className={styles.canvas} aria-hidden="true" data-testid="particles" />
      <div className={`container ${styles.heroInner}`}>{children}</div>
    </section>
  );
}
