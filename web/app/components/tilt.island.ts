/**
 * The tilt cards (tilt.tsx) on the server-rendered pages: each tilts towards a mouse or pen within its
 * `data-tilt` options and returns to rest when it leaves; touch and reduced motion are left alone.
 */
import { restTransform, tiltAngles, tiltTransform } from "@/components/tilt-angles";
import { prefersReducedMotion } from "@/lib/motion";

export function tilts(doc: Document = document): void {
  for (const el of doc.querySelectorAll<HTMLElement>("[data-tilt]")) {
    const { maxAngle, perspective, speed } = JSON.parse(el.dataset.tilt ?? "{}") as {
      maxAngle: number;
      perspective: number;
      speed?: number;
    };
    // Through the CSSOM, which the Content-Security-Policy allows (a style attribute it refuses).
    el.style.setProperty("--tilt-perspective", `${perspective}px`);
    if (speed !== undefined) el.style.setProperty("--tilt-speed", `${speed}ms`);
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
