import { useEffect, useState } from "react";
import { nextFrame } from "@/components/typewriter-frames";
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
    <span
      className={`${styles.typewriter} ${className ?? ""}`}
      data-typewriter={JSON.stringify({ phrases, speed, backSpeed, hold })}
    >
      <span className="visually-hidden">{phrases.join(", ")}</span>
      <span aria-hidden="true" data-testid="typewriter-text">
        {shown}
      </span>
      <span className={styles.caret} aria-hidden="true" />
    </span>
  );
}
