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
 * Types the phrases one after another, erases them, and loops forever (typewriter.island.ts, from the
 * `data-typewriter` options). The HTML and screen readers get the first phrase whole; the animation is
 * only for eyes, and stops for reduced motion.
 */
export function Typewriter({
  phrases,
  speed = 50,
  backSpeed = 50,
  hold = 1600,
  className,
}: TypewriterOptions & { phrases: readonly string[]; className?: string }) {
  return (
    <span
      className={`${styles.typewriter} ${className ?? ""}`}
      data-typewriter={JSON.stringify({ phrases, speed, backSpeed, hold })}
    >
      <span className="visually-hidden">{phrases.join(", ")}</span>
      <span aria-hidden="true" data-testid="typewriter-text">
        {phrases[0] ?? ""}
      </span>
      <span className={styles.caret} aria-hidden="true" />
    </span>
  );
}
