import type { CSSProperties, ReactNode } from "react";
import { restTransform } from "@/components/tilt-angles";

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
  const style: CSSProperties = {
    transform: restTransform(perspective),
    transition: `transform ${speed}ms cubic-bezier(0.03, 0.98, 0.52, 0.99)`,
    willChange: "transform",
  };
  return (
    <div className={className} style={style} data-testid="tilt" data-tilted="false" data-tilt={JSON.stringify({ maxAngle, perspective })}>
      {children}
    </div>
  );
}
