import { type CSSProperties, type PointerEvent, type ReactNode, useRef } from "react";
import { restTransform, tiltAngles, tiltTransform } from "@/components/tilt-angles";
import { prefersReducedMotion } from "@/lib/motion";

export interface TiltOptions {
  /** Largest rotation in degrees, reached at the element's edges. */
  maxAngle?: number;
  perspective?: number;
  /** Transition time in milliseconds, also used to return to rest. */
  speed?: number;
}

/**
 * A card that tilts towards a mouse or pen and returns to rest when it leaves. Touch is left alone (it
 * would fight scrolling), and so is anyone who prefers reduced motion.
 */
export function Tilt({
  children,
  className,
  maxAngle = 20,
  perspective = 1000,
  speed = 400,
}: TiltOptions & { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const rest = restTransform(perspective);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = ref.current;
    if (!el || event.pointerType === "touch" || prefersReducedMotion()) return;
    const box = el.getBoundingClientRect();
    const { rotateX, rotateY } = tiltAngles(
      (event.clientX - box.left) / box.width,
      (event.clientY - box.top) / box.height,
      maxAngle,
    );
    el.style.transform = tiltTransform(perspective, rotateX, rotateY);
    el.dataset.tilted = "true";
  };

  const onPointerLeave = () => {
    const el = ref.current;
    if (!el) return;
    el.style.transform = rest;
    el.dataset.tilted = "false";
  };

  const style: CSSProperties = {
    transform: rest,
    transition: `transform ${speed}ms cubic-bezier(0.03, 0.98, 0.52, 0.99)`,
    willChange: "transform",
  };
  return (
    <div
      ref={ref}
      className={className}
      style={style}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      data-testid="tilt"
      data-tilted="false"
      data-tilt={JSON.stringify({ maxAngle, perspective })}
    >
      {children}
    </div>
  );
}
