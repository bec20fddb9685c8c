/**
 * The behaviour of the pages that are not hydrated: the home page and the ritual pages (`/puja/{slug}`).
 *
 * They are pre-rendered by React like every page, but not hydrated: React and React Router alone weigh
 * about 110 KB (gzip), more than the home page's whole JavaScript budget (80 KB), and starting them is most
 * of these pages' blocking time on a phone. Everything on them is links except four behaviours, which this
 * script adds to the same markup: the small-screen menu, the typewriters, the tilt cards and the
 * Recommended row's starting scroll. `web/scripts/postbuild.mjs` bundles it and swaps it in for the
 * router's scripts.
 */
import { restTransform, tiltAngles, tiltTransform } from "@/components/tilt-angles";
import { type TypewriterState, nextFrame } from "@/components/typewriter-frames";
import { prefersReducedMotion } from "@/lib/motion";
import { menu } from "./menu";

function typewriters() {
  if (prefersReducedMotion()) return;
  for (const el of document.querySelectorAll<HTMLElement>("[data-typewriter]")) {
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

function tilts() {
  for (const el of document.querySelectorAll<HTMLElement>("[data-tilt]")) {
    const { maxAngle, perspective } = JSON.parse(el.dataset.tilt ?? "{}") as { maxAngle: number; perspective: number };
    el.addEventListener("pointermove", (event) => {
      if (event.pointerType === "touch" || prefersReducedMotion()) return;
      const box = el.getBoundingClientRect();
      const { rotateX, rotateY } = tiltAngles(
        (event.clientX - box.left) / box.width,
        (event.clientY - box.top) / box.height,
        maxAngle,
      );
      el.style.transform = tiltTransform(perspective, rotateX, rotateY);
      el.dataset.tilted = "true";
    });
    el.addEventListener("pointerleave", () => {
      el.style.transform = restTransform(perspective);
      el.dataset.tilted = "false";
    });
  }
}

function rows() {
  for (const el of document.querySelectorAll<HTMLElement>("[data-scroll-end-offset]")) {
    el.scrollLeft = Math.max(0, el.scrollWidth - el.clientWidth - Number(el.dataset.scrollEndOffset));
  }
}

menu();
typewriters();
tilts();
rows();
