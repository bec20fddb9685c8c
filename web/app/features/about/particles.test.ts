import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createField,
  DEFAULT_IDLE_AFTER,
  DEFAULT_OPTIONS,
  drawField,
  type Field,
  LINK_BUCKETS,
  linkSegments,
  pushParticles,
  startParticles,
  stepField,
} from "./particles.client";

/** A deterministic random source, so each run builds the same field. */
function seeded(seed = 42) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** A field with one still particle at (x, y). */
function single(x: number, y: number): Field {
  const field = createField(1000, 600, { count: 0 });
  field.particles.push({ x, y, vx: 0, vy: 0, radius: 2 });
  return field;
}

describe("particle field", () => {
  it("starts with the specification's 80 particles, all inside the field", () => {
    const field = createField(800, 500, {}, seeded());
    expect(DEFAULT_OPTIONS.count).toBe(80);
    expect(DEFAULT_OPTIONS.repulseDistance).toBe(200);
    expect(DEFAULT_OPTIONS.pushQuantity).toBe(4);
    expect(field.particles).toHaveLength(80);
    for (const p of field.particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(500);
    }
  });

  it("pushes a particle within 200 px straight away from the pointer", () => {
    const field = single(550, 300);
    stepField(field, 1, { x: 500, y: 300 });
    const p = field.particles[0]!;
    expect(p.x).toBeGreaterThan(550);
    expect(p.y).toBeCloseTo(300);
  });

  it("pushes nearer particles harder and leaves those beyond 200 px alone", () => {
    const near = single(520, 300);
    const far = single(660, 300);
    const outside = single(705, 300);
    for (const field of [near, far, outside]) stepField(field, 1, { x: 500, y: 300 });
    const moved = (field: Field, from: number) => field.particles[0]!.x - from;
    expect(moved(near, 520)).toBeGreaterThan(moved(far, 660));
    expect(moved(far, 660)).toBeGreaterThan(0);
    expect(moved(outside, 705)).toBe(0);
  });

  it("does not repulse without a pointer, and keeps particles inside the field", () => {
    const field = single(3, 300);
    stepField(field, 1, null);
    expect(field.particles[0]!.x).toBe(3);
    stepField(field, 1, { x: 10, y: 300 });
    expect(field.particles[0]!.x).toBeGreaterThanOrEqual(0);
  });

  it("adds exactly 4 particles per click, at the click", () => {
    const field = createField(800, 500, {}, seeded());
    expect(pushParticles(field, { x: 100, y: 120 }, seeded(7))).toBe(4);
    expect(field.particles).toHaveLength(84);
    for (const p of field.particles.slice(-4)) expect([p.x, p.y]).toEqual([100, 120]);
    pushParticles(field, { x: 5, y: 5 });
    expect(field.particles).toHaveLength(88);
  });

  it("never grows past the cap: the oldest particles make way", () => {
    const field = createField(800, 500, {}, seeded());
    const oldest = field.particles[0];
    for (let i = 0; i < 100; i++) pushParticles(field, { x: 1, y: 1 });
    expect(field.particles).toHaveLength(DEFAULT_OPTIONS.maxCount);
    expect(field.particles).not.toContain(oldest);
  });
});

/** Every pair closer than the link distance, found the slow way, as sorted "x1,y1,x2,y2" keys. */
function bruteForceLinks(field: Field): string[] {
  const links: string[] = [];
  const { particles } = field;
  for (let i = 0; i < particles.length; i++) {
    for (let j = i + 1; j < particles.length; j++) {
      const a = particles[i]!;
      const b = particles[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < field.options.linkDistance) links.push([a.x, a.y, b.x, b.y].join(","));
    }
  }
  return links.sort();
}

function segmentKeys(buckets: number[][]): string[] {
  const keys: string[] = [];
  for (const segments of buckets) {
    for (let s = 0; s < segments.length; s += 4) keys.push(segments.slice(s, s + 4).join(","));
  }
  return keys.sort();
}

describe("link lines", () => {
  it("finds through the grid exactly the pairs a comparison of every pair finds", () => {
    for (const [seed, width, height] of [
      [1, 800, 500],
      [2, 375, 900],
      [3, 1280, 420],
      [4, 90, 60],
    ] as const) {
      const field = createField(width, height, { count: 160 }, seeded(seed));
      const expected = bruteForceLinks(field);
      expect(expected.length).toBeGreaterThan(0);
      expect(segmentKeys(linkSegments(field))).toEqual(expected);
    }
  });

  it("puts near pairs in stronger buckets than far ones", () => {
    const field = createField(1000, 600, { count: 0 });
    field.particles.push(
      { x: 100, y: 100, vx: 0, vy: 0, radius: 2 },
      { x: 110, y: 100, vx: 0, vy: 0, radius: 2 },
      { x: 600, y: 100, vx: 0, vy: 0, radius: 2 },
      { x: 740, y: 100, vx: 0, vy: 0, radius: 2 },
    );
    const buckets = linkSegments(field);
    expect(buckets).toHaveLength(LINK_BUCKETS);
    expect(buckets[LINK_BUCKETS - 1]).toEqual([100, 100, 110, 100]);
    expect(buckets[0]).toEqual([600, 100, 740, 100]);
  });

  it("strokes a crowded field in at most one path per bucket and fills the particles in one", () => {
    const field = createField(800, 500, { count: 160 }, seeded(9));
    const { ctx, calls } = fakeContext();
    drawField(ctx as unknown as CanvasRenderingContext2D, field);
    expect(bruteForceLinks(field).length).toBeGreaterThan(500);
    expect(calls.stroke).toBeLessThanOrEqual(LINK_BUCKETS);
    expect(calls.lineTo).toBe(bruteForceLinks(field).length);
    expect(calls.fill).toBe(1);
    expect(calls.arc).toBe(160);
  });

  it("draws links one device pixel wide, with the opacity raised to keep their weight on dense screens", () => {
    const field = createField(1000, 600, { count: 0 });
    field.particles.push({ x: 100, y: 100, vx: 0, vy: 0, radius: 2 }, { x: 101, y: 100, vx: 0, vy: 0, radius: 2 });
    const strokes: Array<{ width: number; style: string }> = [];
    const record = (ratio: number) => {
      const { ctx } = fakeContext();
      const spy = ctx as unknown as { stroke: () => void; lineWidth: number; strokeStyle: string };
      spy.stroke = () => strokes.push({ width: spy.lineWidth, style: spy.strokeStyle });
      drawField(ctx as unknown as CanvasRenderingContext2D, field, undefined, ratio);
    };
    record(1);
    record(2);
    expect(strokes.map((s) => s.width)).toEqual([1, 0.5]);
    const alpha = (style: string) => Number(/\/ ([\d.]+)\)$/.exec(style)?.[1]);
    expect(alpha(strokes[0]!.style)).toBeCloseTo(0.375, 3);
    expect(alpha(strokes[1]!.style)).toBeCloseTo(0.75, 3);
  });
});

/** A 2D context that records calls, since jsdom draws nothing. */
function fakeContext() {
  const calls: Record<string, number> = {};
  const count = (name: string) => () => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  const ctx = {
    clearRect: count("clearRect"),
    beginPath: count("beginPath"),
    moveTo: count("moveTo"),
    lineTo: count("lineTo"),
    stroke: count("stroke"),
    arc: count("arc"),
    fill: count("fill"),
    setTransform: count("setTransform"),
    lineWidth: 1,
    strokeStyle: "",
    fillStyle: "",
  };
  return { ctx, calls };
}

function setUp() {
  const host = document.createElement("section");
  const canvas = document.createElement("canvas");
  host.append(canvas);
  document.body.append(host);
  vi.spyOn(canvas, "getBoundingClientRect").mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: 800,
    bottom: 400,
    width: 800,
    height: 400,
    toJSON: () => ({}),
  });
  const { ctx, calls } = fakeContext();
  vi.spyOn(canvas, "getContext").mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  const raf = vi.fn((_cb: FrameRequestCallback) => 1);
  const caf = vi.fn();
  vi.stubGlobal("requestAnimationFrame", raf);
  vi.stubGlobal("cancelAnimationFrame", caf);
  return { host, canvas, calls, raf, caf };
}

describe("startParticles", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("under reduced motion draws the 80 particles once and starts no loop", () => {
    const { host, canvas, calls, raf } = setUp();
    const controller = startParticles(canvas, { host, reducedMotion: true });
    expect(calls.clearRect).toBe(1);
    expect(calls.arc).toBe(80);
    expect(raf).not.toHaveBeenCalled();
    expect(controller.running()).toBe(false);

    // Clicks and pointer movement do nothing: the picture stays still.
    host.dispatchEvent(new MouseEvent("click", { clientX: 10, clientY: 10, bubbles: true }));
    expect(controller.field.particles).toHaveLength(80);
    expect(calls.clearRect).toBe(1);
    controller.destroy();
  });

  it("animates otherwise, pushes 4 on click, and stops when the tab is hidden", () => {
    const { host, canvas, raf, caf } = setUp();
    const controller = startParticles(canvas, { host, reducedMotion: false });
    expect(raf).toHaveBeenCalledTimes(1);
    expect(controller.running()).toBe(true);

    host.dispatchEvent(new MouseEvent("click", { clientX: 100, clientY: 50, bubbles: true }));
    expect(controller.field.particles).toHaveLength(84);

    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(caf).toHaveBeenCalled();
    expect(controller.running()).toBe(false);

    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(controller.running()).toBe(true);

    controller.destroy();
    expect(controller.running()).toBe(false);
    host.dispatchEvent(new MouseEvent("click", { clientX: 100, clientY: 50, bubbles: true }));
    expect(controller.field.particles).toHaveLength(84);
  });

  it("pauses while the hero is off screen", () => {
    const { host, canvas } = setUp();
    let notify: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const controller = startParticles(canvas, { host, reducedMotion: false });
    expect(controller.running()).toBe(true);
    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    notify(entry(false), {} as IntersectionObserver);
    expect(controller.running()).toBe(false);
    notify(entry(true), {} as IntersectionObserver);
    expect(controller.running()).toBe(true);
    controller.destroy();
  });
  it("draws at most 30 frames a second on a 60 Hz screen", () => {
    const { host, canvas, calls, raf } = setUp();
    const controller = startParticles(canvas, { host, reducedMotion: false });
    const drawnBefore = calls.clearRect ?? 0;
    // Sixty display frames, one second.
    for (let i = 1; i <= 60; i++) {
      const callback = raf.mock.calls.at(-1)![0];
      callback(i * (1000 / 60));
    }
    const drawn = (calls.clearRect ?? 0) - drawnBefore;
    expect(drawn).toBeGreaterThanOrEqual(29);
    expect(drawn).toBeLessThanOrEqual(31);
    controller.destroy();
  });

  it("rests after a while without input and wakes on the next", () => {
    vi.useFakeTimers();
    try {
      const { host, canvas } = setUp();
      const controller = startParticles(canvas, { host, reducedMotion: false });
      vi.advanceTimersByTime(DEFAULT_IDLE_AFTER - 1000);
      expect(controller.running()).toBe(true);
      // Input postpones the rest.
      window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(DEFAULT_IDLE_AFTER - 1000);
      expect(controller.running()).toBe(true);
      vi.advanceTimersByTime(1000);
      expect(controller.running()).toBe(false);
      window.dispatchEvent(new Event("pointermove"));
      expect(controller.running()).toBe(true);
      controller.destroy();
      // Once destroyed, input wakes nothing.
      window.dispatchEvent(new Event("pointermove"));
      expect(controller.running()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
