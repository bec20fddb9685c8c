import type { ReactNode } from "react";
import styles from "./tilt.module.css";

export interface TiltOptions {
  /** Largest rotation in degrees, reached at the element's edges. */
  maxAngle?: number;
  perspective?: number;
  /** Transition time in milliseconds, also used to return to rest. */
  speed?: number;
}

/**
 * A card that tilts towards a mouse or pen and returns to rest when it leaves (tilt.island.ts, from the
 * `data-tilt` options). Touch is left alone (it would fight scrolling), and so is anyone who prefers
 * reduced motion.
 */
export function Tilt({
  children,
  className,
  maxAngle = 20,
  perspective = 1000,
  speed = 400,
}: TiltOptions & { children: ReactNode; className?: string }) {
  // The rest position and the transition are the stylesheet's (tilt.module.css); tilt.island.ts sets
  // other perspectives and speeds through the CSSOM, as a style attribute is refused by the
  // Content-Security-Policy.
  const classes = className ? `${styles.tilt} ${className}` : styles.tilt;
  return (
    <div
      className={classes}
      data-testid="tilt"
      data-tilted="false"
      data-tilt={JSON.stringify({ maxAngle, perspective, speed })}
    >
      {children}
    </div>
  );
}
