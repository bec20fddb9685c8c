/**
 * The About page's particle background: drifting dots joined by faint lines when they are near, pushed
 * away from the pointer and multiplied by clicks (80 particles, repulse 200, push 4).
 *
 * Browser-only and loaded with a dynamic `import()` from an effect on /about-us, so no other page ships
 * it. The physics (`createField`, `stepField`, `pushParticles`) is pure and tested without a canvas.
 */

export interface Particle {
  x: number;
  y: number;
  /** Velocity in CSS pixels per frame at 60 fps. */
  vx: number;
  vy: number;
  radius: number;
}

export interface FieldOptions {
  count: number;
  /** Clicks never take the field past this many particles: the oldest make way. */
  maxCount: number;
  /** Two particles closer than this are linked by a line. */
  linkDistance: number;
  /** The pointer pushes particles within this distance. */
  repulseDistance: number;
  /** How far, at most, a particle next to the pointer is pushed per frame. */
  repulseStrength: number;
  /** Particles added by one click. */
  pushQuantity: number;
  /** Largest drift speed. */
  speed: number;
}

export const DEFAULT_OPTIONS: FieldOptions = {
  count: 80,
  maxCount: 160,
  linkDistance: 150,
  repulseDistance: 200,
  repulseStrength: 6,
  pushQuantity: 4,
  speed: 0.6,
};

export interface Field {
  width: number;
  height: number;
  particles: Particle[];
  options: FieldOptions;
}

export interface Point {
  x: number;
  y: number;
}

type Random = () => number;

function newParticle(x: number, y: number, speed: number, random: Random): Particle {
  const angle = random() * Math.PI * 2;
  const velocity = speed * (0.3 + 0.7 * random());
  return {
    x,
    y,
    vx: Math.cos(angle) * velocity,
    vy: Math.sin(angle) * velocity,
    radius: 1.2 + random() * 2.3,
  };
}

export function createField(
  width: number,
  height: number,
  options: Partial<FieldOptions> = {},
  random: Random = Math.random,
): Field {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  const particles = Array.from({ length: opts.count }, () =>
    newParticle(random() * width, random() * height, opts.speed, random),
  );
  return { width, height, particles, options: opts };
}

/** Adds `pushQuantity` particles at `at`, dropping the oldest beyond `maxCount`. Returns how many were added. */
export function pushParticles(field: Field, at: Point, random: Random = Math.random): number {
  const { pushQuantity, maxCount, speed } = field.options;
  for (let i = 0; i < pushQuantity; i++) field.particles.push(newParticle(at.x, at.y, speed * 1.5, random));
  const excess = field.particles.length - maxCount;
  if (excess > 0) field.particles.splice(0, excess);
  return pushQuantity;
}

/** Keeps the particles inside a field whose size has changed. */
export function resizeField(field: Field, width: number, height: number): void {
  if (field.width > 0 && field.height > 0) {
    const sx = width / field.width;
    const sy = height / field.height;
    for (const p of field.particles) {
      p.x *= sx;
      p.y *= sy;
    }
  }
  field.width = width;
  field.height = height;
}

/**
 * Advances the field by `frames` (1 = one frame at 60 fps): particles drift, bounce off the edges and,
 * within `repulseDistance` of the pointer, are pushed straight away from it, harder the closer they are.
 */
export function stepField(field: Field, frames: number, pointer: Point | null): void {
  const { width, height } = field;
  const { repulseDistance, repulseStrength } = field.options;
  for (const p of field.particles) {
    p.x += p.vx * frames;
    p.y += p.vy * frames;

    if (pointer) {
      const dx = p.x - pointer.x;
      const dy = p.y - pointer.y;
      const distance = Math.hypot(dx, dy);
      if (distance < repulseDistance) {
        const falloff = 1 - (distance / repulseDistance) ** 2;
        const push = repulseStrength * falloff * frames;
        // A particle exactly under the pointer has no direction of its own: send it upwards.
        const ux = distance > 0 ? dx / distance : 0;
        const uy = distance > 0 ? dy / distance : -1;
        p.x += ux * push;
        p.y += uy * push;
      }
    }

    if (p.x < 0) {
      p.x = -p.x;
      p.vx = Math.abs(p.vx);
    } else if (p.x > width) {
      p.x = 2 * width - p.x;
      p.vx = -Math.abs(p.vx);
    }
    if (p.y < 0) {
      p.y = -p.y;
      p.vy = Math.abs(p.vy);
    } else if (p.y > height) {
      p.y = 2 * height - p.y;
      p.vy = -Math.abs(p.vy);
    }
    // A strong push can overshoot a small field: keep every particle inside.
    p.x = Math.min(Math.max(p.x, 0), width);
    p.y = Math.min(Math.max(p.y, 0), height);
  }
}

export interface Palette {
  particle: string;
  /** Link colour as "r g b": the alpha fades with distance. */
  linkRgb: string;
}

const DEFAULT_PALETTE: Palette = { particle: "rgb(246 185 59 / 0.85)", linkRgb: "226 184 87" };

/** Link lines are drawn in this many opacity steps: one path and one stroke each, not one per line. */
export const LINK_BUCKETS = 8;
/** The strongest link (two particles touching) is drawn at this opacity; it fades to 0 at `linkDistance`. */
const LINK_ALPHA = 0.4;

/**
 * The link lines of the field, grouped by opacity: `buckets[k]` holds the segments whose fading opacity
 * rounds to step `k` (as flat x1, y1, x2, y2 runs), so a frame strokes `LINK_BUCKETS` paths at most.
 * Neighbours are found through a grid of `linkDistance`-sized cells: each particle is compared with the
 * particles of its own and the adjacent cells only, not with all of them.
 */
export function linkSegments(field: Field, bucketCount: number = LINK_BUCKETS): number[][] {
  const { particles, options } = field;
  const max = options.linkDistance;
  const buckets: number[][] = Array.from({ length: bucketCount }, () => []);
  const columns = Math.max(1, Math.ceil(field.width / max) + 1);
  const rows = Math.max(1, Math.ceil(field.height / max) + 1);
  const cells: number[][] = Array.from({ length: columns * rows }, () => []);
  const cellOf = (value: number, size: number) => Math.min(Math.max(Math.floor(value / max), 0), size - 1);
  for (let i = 0; i < particles.length; i++) {
    const p = particles[i] as Particle;
    (cells[cellOf(p.y, rows) * columns + cellOf(p.x, columns)] as number[]).push(i);
  }
  const maxSquared = max * max;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i] as Particle;
    const cx = cellOf(a.x, columns);
    const cy = cellOf(a.y, rows);
    for (let y = Math.max(cy - 1, 0); y <= Math.min(cy + 1, rows - 1); y++) {
      for (let x = Math.max(cx - 1, 0); x <= Math.min(cx + 1, columns - 1); x++) {
        for (const j of cells[y * columns + x] as number[]) {
          // Each pair once: from its lower index.
          if (j <= i) continue;
          const b = particles[j] as Particle;
          const dx = a.x - b.x;
          const dy = a.y - b.y;
          const squared = dx * dx + dy * dy;
          if (squared >= maxSquared) continue;
          const strength = 1 - Math.sqrt(squared) / max;
          const k = Math.min(bucketCount - 1, Math.floor(strength * bucketCount));
          (buckets[k] as number[]).push(a.x, a.y, b.x, b.y);
        }
      }
    }
  }
  return buckets;
}

/**
 * The stroke colour of each opacity step: the middle of the step's range. Lines are one device pixel wide
 * (see `drawField`), so on a denser screen their opacity is raised by the pixel ratio to keep the same
 * weight as a one-CSS-pixel line.
 */
function bucketStyles(linkRgb: string, bucketCount: number, pixelRatio: number): string[] {
  return Array.from({ length: bucketCount }, (_, k) => {
    const alpha = Math.min(1, LINK_ALPHA * pixelRatio * ((k + 0.5) / bucketCount));
    return `rgb(${linkRgb} / ${alpha.toFixed(3)})`;
  });
}

const styleCache = new Map<string, string[]>();

/**
 * Draws the field in CSS pixels (the caller scales the context by `pixelRatio`): the links as at most
 * `LINK_BUCKETS` batched paths, the particles as one filled path.
 *
 * The links are one device pixel wide: Chromium's software rasteriser (phones without GPU raster, and
 * Lighthouse) draws such a path as hairlines, some ten times faster than a 1.75-pixel stroke, whose
 * thousands of overlapping segments it must outline and fill (measured: 80 particles at 412 × 760 CSS px
 * and a 1.75 ratio took 20 ms a frame one stroke a line, 44 ms as wide batched paths, 1.4 ms as hairlines).
 */
export function drawField(
  ctx: CanvasRenderingContext2D,
  field: Field,
  palette: Palette = DEFAULT_PALETTE,
  pixelRatio = 1,
): void {
  ctx.clearRect(0, 0, field.width, field.height);

  ctx.lineWidth = 1 / pixelRatio;
  const buckets = linkSegments(field);
  const key = `${palette.linkRgb}@${pixelRatio}`;
  let styles = styleCache.get(key);
  if (!styles) {
    styles = bucketStyles(palette.linkRgb, buckets.length, pixelRatio);
    styleCache.set(key, styles);
  }
  for (let k = 0; k < buckets.length; k++) {
    const segments = buckets[k] as number[];
    if (segments.length === 0) continue;
    ctx.strokeStyle = styles[k] as string;
    ctx.beginPath();
    for (let s = 0; s < segments.length; s += 4) {
      ctx.moveTo(segments[s] as number, segments[s + 1] as number);
      ctx.lineTo(segments[s + 2] as number, segments[s + 3] as number);
    }
    ctx.stroke();
  }

  ctx.fillStyle = palette.particle;
  ctx.beginPath();
  for (const p of field.particles) {
    ctx.moveTo(p.x + p.radius, p.y);
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
  }
  ctx.fill();
}

export interface StartOptions {
  /** Pointer events are read here (the hero: its content sits above the canvas). */
  host: HTMLElement;
  /** Draw once and keep still: no animation loop, no pointer interaction. */
  reducedMotion: boolean;
  options?: Partial<FieldOptions>;
  palette?: Palette;
  /** Frames drawn per second at most (default 30: the drift is slow, 60 would double the work for nothing). */
  fps?: number;
  /** The loop rests after this long without pointer, touch, key or scroll input (ms); input wakes it. */
  idleAfter?: number;
}

export interface ParticlesController {
  /** The field being drawn (for tests and debugging). */
  readonly field: Field;
  /** Whether the animation loop is running now. */
  running(): boolean;
  destroy(): void;
}

export const DEFAULT_FPS = 30;
export const DEFAULT_IDLE_AFTER = 15_000;

/** What wakes a resting field: any sign that the visitor is still there. */
const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "keydown", "scroll", "wheel", "touchstart"] as const;

/**
 * Runs the particles on `canvas`, sized to its box. The loop draws at most `fps` frames a second, and only
 * while the tab is visible, the host is on screen and the visitor has done something in the last
 * `idleAfter` ms; under reduced motion the field is drawn once (again after a resize) and stays still.
 */
export function startParticles(canvas: HTMLCanvasElement, start: StartOptions): ParticlesController {
  const { host, reducedMotion } = start;
  const ctx = canvas.getContext("2d");
  const box = () => canvas.getBoundingClientRect();
  const initial = box();
  const field = createField(initial.width, initial.height, start.options);
  const cleanups: Array<() => void> = [];
  // A frame is due a little early rather than late: rAF callbacks of a 60 Hz screen come every ~16.7 ms,
  // so a 33.3 ms interval measured strictly would often wait for a third callback (20 fps).
  const interval = 1000 / (start.fps ?? DEFAULT_FPS) - 4;
  const idleAfter = start.idleAfter ?? DEFAULT_IDLE_AFTER;

  let frame = 0;
  let last = 0;
  let onScreen = true;
  let idle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pointer: Point | null = null;
  let ratio = 1;

  const fit = () => {
    const { width, height } = box();
    ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    resizeField(field, width, height);
  };

  const draw = () => {
    if (ctx) drawField(ctx, field, start.palette, ratio);
  };

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (last && now - last < interval) return;
    // Long gaps (a background tab, a slow device) would make particles jump: cap the step.
    const frames = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
    last = now;
    stepField(field, frames, pointer);
    draw();
  };

  const shouldRun = () => !reducedMotion && !idle && onScreen && document.visibilityState !== "hidden";

  const update = () => {
    if (shouldRun() && !frame) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!shouldRun() && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };

  const rest = () => {
    idle = true;
    update();
  };

  const wake = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(rest, idleAfter);
    if (idle) {
      idle = false;
      update();
    }
  };

  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const localPoint = (event: MouseEvent): Point => {
    const rect = box();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  fit();
  draw();

  if (typeof ResizeObserver !== "undefined") {
    const resize = new ResizeObserver(() => {
      fit();
      draw();
    });
    resize.observe(canvas);
    cleanups.push(() => resize.disconnect());
  }

  if (!reducedMotion) {
    listen(host, "pointermove", (event) => {
      // Touch has no hover: a finger dragging across the hero should not scatter the particles.
      if (event.pointerType === "mouse" || event.pointerType === "pen") pointer = localPoint(event);
    });
    listen(host, "pointerleave", () => {
      pointer = null;
    });
    listen(host, "click", (event) => {
      pushParticles(field, localPoint(event));
      wake();
    });

    const onVisibility = () => update();
    document.addEventListener("visibilitychange", onVisibility);
    cleanups.push(() => document.removeEventListener("visibilitychange", onVisibility));

    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, wake, { passive: true });
      cleanups.push(() => window.removeEventListener(type, wake));
    }
    cleanups.push(() => clearTimeout(idleTimer));

    if (typeof IntersectionObserver !== "undefined") {
      const seen = new IntersectionObserver((entries) => {
        for (const entry of entries) onScreen = entry.isIntersecting;
        update();
      });
      seen.observe(host);
      cleanups.push(() => seen.disconnect());
    }
    wake();
    update();
  }

  return {
    field,
    running: () => frame !== 0,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
