import { useEffect, useState } from "react";
import { prefersReducedMotion } from "@/lib/motion";
import styles from "./typewriter.module.css";

export interface TypewriterOptions {
  /** Milliseconds per typed character. */
  speed?: number;
  /** Milliseconds per erased character. */
  backSpeed?: number;
  /** How long a finished phrase stays before it is erased. */
  hold?: number;
}

/** One step of the loop: what is shown next after `state`. */
export function nextFrame(
  phrases: readonly string[],
  state: { phrase: number; length: number; erasing: boolean },
) {
  const text = phrases[state.phrase] ?? "";
  if (!state.erasing) {
    return state.length < text.length
      ? { ...state, length: state.length + 1 }
      : { ...state, erasing: true };
  }
  return state.length > 0
    ? { ...state, length: state.length - 1 }
    : { phrase: (state.phrase + 1) % phrases.length, length: 0, erasing: false };
}

/**
 * Types the phrases one after another, erases them, and loops forever. The pre-rendered HTML and screen
 * readers get the first phrase whole; the animation is only for eyes, and stops for reduced motion.
 */
export function Typewriter({
  phrases,
  speed = 50,
  backSpeed = 50,
  hold = 1600,
  className,
}: TypewriterOptions & { phrases: readonly string[]; className?: string }) {
  const [state, setState] = useState({ phrase: 0, length: phrases[0]?.length ?? 0, erasing: false });

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let current = { phrase: 0, length: phrases[0]?.length ?? 0, erasing: false };
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = nextFrame(phrases, current);
      const text = phrases[next.phrase] ?? "";
      const finished = !next.erasing && next.length === text.length;
      current = next;
      setState(next);
      timer = setTimeout(tick, finished ? hold : next.erasing ? backSpeed : speed);
    };
    timer = setTimeout(tick, hold);
    return () => clearTimeout(timer);
  }, [phrases, speed, backSpeed, hold]);

  const shown = (phrases[state.phrase] ?? "").slice(0, state.length);
  return (
    <span className={`${styles.typewriter} ${className ?? ""}`}>
      <span className="visually-hidden">{phrases.join(", ")}</span>
      <span aria-hidden="true" data-testid="typewriter-text">
        {shown}
      </span>
      <span className={styles.caret} aria-hidden="true" />
    </span>
  );
}
