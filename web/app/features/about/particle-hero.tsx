import { type ReactNode, useEffect, useRef } from "react";
import styles from "./about.module.css";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * A hero whose background is the particle field. The canvas is decoration (aria-hidden); the particle
 * module is fetched from this effect only, so no other page downloads it, and the pre-rendered HTML
 * already shows the hero's content without it.
 */
export function ParticleHero({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  const hostRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    const canvas = canvasRef.current;
    if (!host || !canvas) return;
    const motion = window.matchMedia(REDUCED_MOTION);
    let stop: (() => void) | undefined;
    let cancelled = false;

    const run = async () => {
      const { startParticles } = await import("./particles.client");
      if (cancelled) return;
      stop?.();
      const controller = startParticles(canvas, { host, reducedMotion: motion.matches });
      canvas.dataset.particles = motion.matches ? "still" : "animated";
      stop = () => controller.destroy();
    };

    run().catch(() => {
      // The particles are decoration: if the module cannot load, the hero stays as pre-rendered.
    });
    // A visitor who changes the motion setting gets the matching behaviour without a reload.
    const onChange = () => void run().catch(() => {});
    motion.addEventListener("change", onChange);
    return () => {
      cancelled = true;
      motion.removeEventListener("change", onChange);
      stop?.();
    };
  }, []);

  return (
    <section ref={hostRef} className={styles.hero} aria-labelledby={labelledBy}>
      <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-testid="particles" />
      <div className={`container ${styles.heroInner}`}>{children}</div>
    </section>
  );
}
