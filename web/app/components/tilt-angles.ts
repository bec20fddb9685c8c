/** Tilt geometry, shared by the React component and the home page's script. */

/** Rotation for a pointer at (px, py), each 0..1 across the element. */
export function tiltAngles(px: number, py: number, maxAngle: number) {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return {
    rotateX: (clamp(py) - 0.5) * -2 * maxAngle,
    rotateY: (clamp(px) - 0.5) * 2 * maxAngle,
  };
}

export const restTransform = (perspective: number) => `perspective(${perspective}px) rotateX(0deg) rotateY(0deg)`;

export const tiltTransform = (perspective: number, rotateX: number, rotateY: number) =>
  `perspective(${perspective}px) rotateX(${rotateX.toFixed(2)}deg) rotateY(${rotateY.toFixed(2)}deg)`;
