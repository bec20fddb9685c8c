/**
 * The typewriters (typewriter.tsx) on the server-rendered pages: each types its phrases from its
 * `data-typewriter` options, erases them and loops; nothing moves for reduced motion.
 */
import { type TypewriterState, nextFrame } from "@/components/typewriter-frames";
import { prefersReducedMotion } from "@/lib/motion";

export function typewriters(doc: Document = document): void {
  if (prefersReducedMotion()) return;
  for (const el of doc.querySelectorAll<HTMLElement>("[data-typewriter]")) {
    const { phrases, speed, backSpeed, hold } = JSON.parse(el.dataset.typewriter ?? "{}") as {
      phrases: string[];
      speed: number;
      backSpeed: number;
      hold: number;
    };
    const text = el.querySelector<HTMLElement>("[data-testid=typewriter-text]");
    if (!text || !phrases?.length) continue;
    let state: TypewriterState = { phrase: 0, length: phrases[0]?.length ?? 0, erasing: false };
    const tick = () => {
      state = nextFrame(phrases, state);
      text.textContent = (phrases[state.phrase] ?? "").slice(0, state.length);
      const finished = !state.erasing && state.length === (phrases[state.phrase] ?? "").length;
      setTimeout(tick, finished ? hold : state.erasing ? backSpeed : speed);
    };
    setTimeout(tick, hold);
  }
}
