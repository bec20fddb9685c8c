/** Every ritual illustration is drawn on an 800 × 600 canvas. */
export const RITUAL_ART_SIZE = { width: 800, height: 600 } as const;
