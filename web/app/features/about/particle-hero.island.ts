/**
 * The About page's particle field behind its hero (particle-hero.tsx): animated, or drawn once and still
 * for reduced motion, and switched when the visitor changes that setting.
 */
import { type ParticlesController, startParticles } from "./particles.client";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function particleHero(doc: Document = document, win: Window = window): void {
  const host = doc.querySelector<HTMLElement>("[data-particle-hero]");
  const canvas = host?.querySelector("canvas");
  if (!host || !canvas) return;
  const motion = win.matchMedia(REDUCED_MOTION);
  let controller: ParticlesController | undefined;
  const run = () => {
    controller?.destroy();
    controller = startParticles(canvas, { host, reducedMotion: motion.matches });
    canvas.dataset.particles = motion.matches ? "still" : "animated";
  };
  run();
  motion.addEventListener("change", run);
}
