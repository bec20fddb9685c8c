#!/usr/bin/env node
/**
 * Gallery artwork generator for Sankalp (photo gallery "photos" and two short videos).
 *
 * Every picture here is original artwork drawn from code: each scene is a function that writes an SVG
 * (painterly-flat style: layered gradients, soft glows, a faint paint texture and a vignette).
 *
 *   node scripts/art/gallery.mjs                 # all 25 scenes + both videos
 *   node scripts/art/gallery.mjs --only a,b      # only these scenes (names as in SCENES below)
 *   node scripts/art/gallery.mjs --no-videos     # scenes only
 *   node scripts/art/gallery.mjs --videos-only   # videos only
 *   node scripts/art/gallery.mjs --svg-only      # write SVG sources, skip rasterising
 *   node scripts/art/gallery.mjs --preview DIR   # also write 360-wide PNG previews into DIR
 *
 * Outputs
 *   scripts/art/gallery-src/{name}.svg                 the SVG source of each scene (and video posters)
 *   app/assets/gallery/{name}-{180,360,720,1080}.webp  portrait 2:3 (1080×1620) or landscape 3:2 (1080×720);
 *                                                      cwebp -q 78, stepping the quality down only if a file
 *                                                      would exceed its budget (12 / 30 / 70 / 150 KB).
 *                                                      720 is what a phone's full-width tile needs (a 412 px
 *                                                      screen at DPR 1.75 draws it ~660 px wide), so phones
 *                                                      need not fetch the 1080
 *   app/assets/gallery/{lamp-aarti,sea-sunrise}.mp4    640×360, 24 fps, 7 s, H.264 yuv420p, faststart, no audio
 *   app/assets/gallery/{lamp-aarti,sea-sunrise}-poster.webp   640 wide
 *
 * Needs: node ≥ 20, rsvg-convert (Debian librsvg2-bin), cwebp (Debian webp), ffmpeg with libx264.
 * Output is deterministic: every random choice comes from a per-scene seeded generator.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync, rmSync, statSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const WEB = join(HERE, "..", "..");
const SRC_DIR = join(HERE, "gallery-src");
const OUT_DIR = join(WEB, "app", "assets", "gallery");

// ───────────────────────────────────────────────────────────────────────────── utilities

const P = (v) => Math.round(v * 10) / 10; // one decimal is plenty at 1080 px
const TAU = Math.PI * 2;
const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexToRgb(h) {
  let x = h.slice(1);
  if (x.length === 3) x = x.replace(/./g, (c) => c + c);
  const n = parseInt(x, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]) {
  return "#" + [r, g, b].map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");
}
/** Mix two hex colours. */
function mix(a, b, t) {
  const A = hexToRgb(a),
    B = hexToRgb(b);
  return rgbToHex([lerp(A[0], B[0], t), lerp(A[1], B[1], t), lerp(A[2], B[2], t)]);
}

/** attrs object → ` k="v"` string; numbers are rounded. */
function at(o) {
  let s = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? P(v) : v}"`;
  }
  return s;
}
const el = (tag, attrs = {}, inner) =>
  inner === undefined ? `<${tag}${at(attrs)}/>` : `<${tag}${at(attrs)}>${inner}</${tag}>`;

/** Points → path data. closed: Z; smooth: Catmull-Rom → cubic Bézier. */
function poly(pts, closed = true) {
  return "M" + pts.map((p) => `${P(p[0])},${P(p[1])}`).join("L") + (closed ? "Z" : "");
}
function smooth(pts, closed = true, k = 1) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = `M${P(pts[0][0])},${P(pts[0][1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${P(c1[0])},${P(c1[1])} ${P(c2[0])},${P(c2[1])} ${P(p2[0])},${P(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

// ───────────────────────────────────────────────────────────────────────────── scene builder

function stopsStr(stops) {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("");
}

/** A scene: an SVG canvas with a defs section and helpers for gradients, filters and reusable parts. */
class Scene {
  constructor(w, h, seed = 1) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.rnd = mulberry32(seed);
    this.cache = new Map();
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd();
  }
  pick(arr) {
    return arr[Math.floor(this.rnd() * arr.length)];
  }
  id(p = "i") {
    return `${p}${++this.n}`;
  }
  def(s) {
    this.defs.push(s);
  }
  add(...s) {
    this.body.push(...s);
    return this;
  }
  /** Linear gradient in bounding-box units (default top → bottom). */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const key = "L" + JSON.stringify([stops, x1, y1, x2, y2]);
    if (this.cache.has(key)) return this.cache.get(key);
    const i = this.id("l");
    this.def(`<linearGradient id="${i}"${at({ x1, y1, x2, y2 })}>${stopsStr(stops)}</linearGradient>`);
    const u = `url(#${i})`;
    this.cache.set(key, u);
    return u;
  }
  /** Linear gradient in user space. */
  linU(stops, x1, y1, x2, y2) {
    const key = "LU" + JSON.stringify([stops, x1, y1, x2, y2]);
    if (this.cache.has(key)) return this.cache.get(key);
    const i = this.id("l");
    this.def(
      `<linearGradient id="${i}" gradientUnits="userSpaceOnUse"${at({ x1, y1, x2, y2 })}>${stopsStr(stops)}</linearGradient>`,
    );
    const u = `url(#${i})`;
    this.cache.set(key, u);
    return u;
  }
  /** Radial gradient in bounding-box units. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const key = "R" + JSON.stringify([stops, cx, cy, r, fx, fy]);
    if (this.cache.has(key)) return this.cache.get(key);
    const i = this.id("r");
    this.def(`<radialGradient id="${i}"${at({ cx, cy, r, fx, fy })}>${stopsStr(stops)}</radialGradient>`);
    const u = `url(#${i})`;
    this.cache.set(key, u);
    return u;
  }
  /** Radial gradient in user space (optionally squashed/rotated with a gradientTransform). */
  radU(stops, cx, cy, r, fx = cx, fy = cy, transform) {
    const key = "RU" + JSON.stringify([stops, cx, cy, r, fx, fy, transform]);
    if (this.cache.has(key)) return this.cache.get(key);
    const i = this.id("r");
    this.def(
      `<radialGradient id="${i}" gradientUnits="userSpaceOnUse"${at({ cx, cy, r, fx, fy, gradientTransform: transform })}>${stopsStr(stops)}</radialGradient>`,
    );
    const u = `url(#${i})`;
    this.cache.set(key, u);
    return u;
  }
  /** Gaussian blur filter id. */
  blur(sd) {
    const key = "B" + sd;
    if (this.cache.has(key)) return this.cache.get(key);
    const i = this.id("b");
    this.def(
      `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    const u = `url(#${i})`;
    this.cache.set(key, u);
    return u;
  }
  /** A soft round glow (radial gradient circle). */
  glow(cx, cy, r, color, op = 1, falloff = 0) {
    const f = this.rad([
      [0, color, op],
      [clamp(0.25 + falloff, 0, 0.9), color, op * 0.45],
      [1, color, 0],
    ]);
    return el("circle", { cx, cy, r, fill: f });
  }
  /** Soft elliptical glow. */
  glowE(cx, cy, rx, ry, color, op = 1) {
    const f = this.rad([
      [0, color, op],
      [0.35, color, op * 0.45],
      [1, color, 0],
    ]);
    return el("ellipse", { cx, cy, rx, ry, fill: f });
  }
  /** Finishing: paint texture + vignette + optional colour wash. */
  finish({ texture = 0.07, vignette = 0.38, vColor = "#1a0d08", wash, washOp = 0.08, seed = 3 } = {}) {
    const { w, h } = this;
    if (wash) this.add(el("rect", { width: w, height: h, fill: wash, opacity: washOp }));
    if (texture > 0) {
      const f = this.id("t");
      // Low-frequency turbulence: mottled, brushy light/dark variation like paint on paper.
      this.def(
        `<filter id="${f}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
          `<feTurbulence type="fractalNoise" baseFrequency="${P((3.2 / w) * 1000) / 1000} ${P((7 / h) * 1000) / 1000}" numOctaves="3" seed="${seed}"/>` +
          `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 0.95  0 0 0 0 0.85  0 0 1.6 0 -0.55"/></filter>`,
      );
      this.add(el("rect", { width: w, height: h, filter: `url(#${f})`, opacity: texture }));
      const g = this.id("t");
      this.def(
        `<filter id="${g}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
          `<feTurbulence type="fractalNoise" baseFrequency="${P((5 / w) * 1000) / 1000} ${P((2.5 / h) * 1000) / 1000}" numOctaves="3" seed="${seed + 7}"/>` +
          `<feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.08  0 0 0 0 0.04  1.6 0 0 0 -0.6"/></filter>`,
      );
      this.add(el("rect", { width: w, height: h, filter: `url(#${g})`, opacity: texture }));
    }
    if (vignette > 0) {
      const v = this.rad(
        [
          [0, vColor, 0],
          [0.62, vColor, 0],
          [1, vColor, vignette],
        ],
        0.5,
        0.5,
        0.75,
      );
      this.add(el("rect", { width: w, height: h, fill: v }));
    }
    return this;
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

// ───────────────────────────────────────────────────────────────────────────── shared motifs

const C = {
  saffron: "#E8871E",
  saffron2: "#F4A340",
  marigold: "#F6B93B",
  maroon: "#7A1F2B",
  maroon2: "#5A1420",
  gold: "#C9962B",
  gold2: "#E2B857",
  cream: "#FFF7EA",
  cream2: "#FBEBD0",
  sandal: "#E9CFA8",
  leaf: "#3E7B4F",
  leaf2: "#5E9B5E",
  dusk: "#2E3A6B",
  violet: "#6B5B95",
  white: "#FFFFFF",
};

/** Sky: full-canvas vertical gradient. */
function sky(S, stops, y0 = 0, y1 = S.h) {
  return el("rect", { x: 0, y: y0, width: S.w, height: y1 - y0, fill: S.lin(stops) });
}

/** A candle/lamp flame: teardrop with hot core and glow. flick ∈ [-1,1] sways the tip. */
function flame(S, x, y, h, { w = h * 0.32, flick = 0, glowR = h * 2.2, glowOp = 0.5, core = true, hue = "warm" } = {}) {
  const tipX = x + flick * w * 0.8;
  const d =
    `M${P(x)},${P(y)}` +
    `C${P(x - w)},${P(y - h * 0.05)} ${P(x - w * 0.85)},${P(y - h * 0.55)} ${P(tipX)},${P(y - h)}` +
    `C${P(x + w * 0.85)},${P(y - h * 0.55)} ${P(x + w)},${P(y - h * 0.05)} ${P(x)},${P(y)}Z`;
  const outer =
    hue === "warm"
      ? [
          [0, "#FFFDF2"],
          [0.35, "#FFE9A3"],
          [0.7, "#F8A83C"],
          [1, "#E0561B", 0.9],
        ]
      : [
          [0, "#FFFFFF"],
          [0.4, "#FFF0B8"],
          [1, "#F29A2E", 0.9],
        ];
  const fill = S.rad(outer, 0.5, 0.78, 0.75, 0.5, 0.9);
  let s = "";
  if (glowR > 0) s += S.glow(x, y - h * 0.45, glowR, "#FFB347", glowOp);
  s += el("path", { d, fill });
  if (core) {
    const cw = w * 0.45,
      ch = h * 0.45;
    const d2 =
      `M${P(x)},${P(y - h * 0.04)}` +
      `C${P(x - cw)},${P(y - ch * 0.1)} ${P(x - cw * 0.7)},${P(y - ch * 0.7)} ${P(x + flick * cw * 0.6)},${P(y - ch)}` +
      `C${P(x + cw * 0.7)},${P(y - ch * 0.7)} ${P(x + cw)},${P(y - ch * 0.1)} ${P(x)},${P(y - h * 0.04)}Z`;
    s += el("path", { d: d2, fill: "#FFFFF4", opacity: 0.9 });
  }
  return s;
}

/** Clay diya (side view, slightly from above). (x,y) = centre of the rim. */
function diya(
  S,
  x,
  y,
  s = 1,
  { clay = ["#C0612F", "#7A2E18"], lit = true, flick = 0, glowOp = 0.45, flameH = 26 } = {},
) {
  const rw = 26 * s,
    rh = 7 * s;
  const body =
    `M${P(x - rw)},${P(y)}` +
    `C${P(x - rw * 0.95)},${P(y + 16 * s)} ${P(x + rw * 0.6)},${P(y + 20 * s)} ${P(x + rw * 1.05)},${P(y + 3 * s)}` +
    `L${P(x + rw * 1.45)},${P(y - 5 * s)}` +
    `C${P(x + rw * 1.2)},${P(y - 2 * s)} ${P(x + rw)},${P(y - 2 * s)} ${P(x + rw * 0.9)},${P(y - 1 * s)}Z`;
  let out = "";
  out += el("ellipse", { cx: x + 4 * s, cy: y + 15 * s, rx: rw * 1.2, ry: 4 * s, fill: "#000", opacity: 0.25 });
  out += el("path", {
    d: body,
    fill: S.lin(
      [
        [0, clay[0]],
        [1, clay[1]],
      ],
      0,
      0,
      0.2,
      1,
    ),
  });
  out += el("ellipse", { cx: x, cy: y, rx: rw, ry: rh, fill: mix(clay[1], "#000", 0.3) });
  out += el("ellipse", {
    cx: x + 2 * s,
    cy: y + 1 * s,
    rx: rw * 0.8,
    ry: rh * 0.65,
    fill: S.lin([
      [0, "#E9B44C"],
      [1, "#8A5A12"],
    ]),
  });
  out += el("path", {
    d: `M${P(x - rw * 0.95)},${P(y + 2 * s)}Q${P(x)},${P(y + 9 * s)} ${P(x + rw)},${P(y + 2 * s)}`,
    fill: "none",
    stroke: "#F3B36B",
    "stroke-width": 1.2 * s,
    opacity: 0.5,
  });
  if (lit) {
    out += el("path", {
      d: `M${P(x + rw * 1.2)},${P(y - 3 * s)}l${P(5 * s)},${P(-5 * s)}`,
      stroke: "#3a2414",
      "stroke-width": 2 * s,
      "stroke-linecap": "round",
    });
    out += flame(S, x + rw * 1.38, y - 6 * s, flameH * s, { flick, glowR: 70 * s, glowOp });
  }
  return out;
}

/** Marigold symbol defs (orange, yellow, red); returns ids to <use>. Radius ≈ 10.5. */
function marigoldDefs(S) {
  if (S.cache.has("marigold")) return S.cache.get("marigold");
  const rnd = mulberry32(777);
  const make = (name, light, mid, dark) => {
    const id = S.id(name);
    let lightArcs = "",
      darkArcs = "";
    // ruffled petals: short curved strokes, denser toward the rim
    for (let i = 0; i < 46; i++) {
      const rr = 10 * Math.sqrt(rnd()) * 0.95;
      const a = rnd() * TAU;
      const x = Math.cos(a) * rr,
        y = Math.sin(a) * rr;
      const ta = a + Math.PI / 2 + (rnd() - 0.5) * 0.8;
      const L = 2.2 + rnd() * 2.2;
      const dx = Math.cos(ta) * L,
        dy = Math.sin(ta) * L;
      const seg = `M${P(x - dx / 2)},${P(y - dy / 2)}q${P(dx / 2 + Math.cos(a) * 1.2)},${P(dy / 2 + Math.sin(a) * 1.2)} ${P(dx)},${P(dy)}`;
      if (i % 3 === 0) darkArcs += seg;
      else lightArcs += seg;
    }
    // scalloped outline
    const pts = [];
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * TAU;
      const rr = 10 + (i % 2 ? 0.9 : -0.4) + (rnd() - 0.5) * 0.8;
      pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
    }
    S.def(
      `<g id="${id}">${el("path", { d: smooth(pts), fill: mid })}` +
        el("path", { d: darkArcs, stroke: dark, "stroke-width": 1.3, fill: "none", "stroke-linecap": "round" }) +
        el("path", { d: lightArcs, stroke: light, "stroke-width": 1.5, fill: "none", "stroke-linecap": "round" }) +
        el("circle", {
          r: 10.6,
          fill: S.rad(
            [
              [0, "#fff", 0.22],
              [0.45, "#fff", 0],
              [0.8, "#000", 0.12],
              [1, "#000", 0.38],
            ],
            0.38,
            0.34,
            0.7,
          ),
        }) +
        `</g>`,
    );
    return id;
  };
  const ids = {
    orange: make("mo", "#FFB04A", "#EE8416", "#A8480A"),
    yellow: make("my", "#FFE27A", "#F5B52E", "#B9760C"),
    red: make("mr", "#F0703E", "#C93A1E", "#6E180C"),
  };
  S.cache.set("marigold", ids);
  return ids;
}
const useAt = (id, x, y, s = 1, rot = 0, extra = {}) =>
  el("use", {
    href: `#${id}`,
    transform: `translate(${P(x)} ${P(y)}) scale(${P(s * 100) / 100})${rot ? ` rotate(${P(rot)})` : ""}`,
    ...extra,
  });

/** A hanging string of marigolds from (x,y0) down to y1. */
function garlandStrand(
  S,
  x,
  y0,
  y1,
  s = 1,
  { pattern = ["orange", "orange", "yellow"], sway = 0, leafEvery = 0 } = {},
) {
  const ids = marigoldDefs(S);
  const step = 12.5 * s;
  let out = el("path", {
    d: `M${P(x)},${P(y0)}Q${P(x + sway)},${P((y0 + y1) / 2)} ${P(x)},${P(y1)}`,
    stroke: "#5a3a1a",
    "stroke-width": 1,
    fill: "none",
  });
  let i = 0;
  for (let y = y0 + step * 0.5; y <= y1; y += step, i++) {
    const t = (y - y0) / (y1 - y0);
    const xx = x + sway * 2 * t * (1 - t) * 2;
    if (leafEvery && i % leafEvery === leafEvery - 1) {
      out += leafShape(S, xx, y, 14 * s, S.r(-30, 30) + 90, "#3E7B4F");
    }
    out += useAt(ids[pattern[i % pattern.length]], xx + S.r(-1.2, 1.2) * s, y, s * 0.9 * S.r(0.92, 1.08), S.r(0, 360));
  }
  return out;
}

/** A swag (catenary-ish arc) of marigolds between two points. */
function garlandSwag(S, x0, y0, x1, y1, sag, s = 1, pattern = ["orange", "yellow"]) {
  const ids = marigoldDefs(S);
  const len = Math.hypot(x1 - x0, y1 - y0) + sag;
  const n = Math.max(3, Math.round(len / (14 * s)));
  let out = "";
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = lerp(x0, x1, t),
      y = lerp(y0, y1, t) + sag * 4 * t * (1 - t);
    out += useAt(ids[pattern[i % pattern.length]], x, y, s * 0.85, (i * 47) % 360);
  }
  return out;
}

/** Pointed leaf (mango/peepal-like). Base at (x,y), pointing at angle deg, length len. */
function leafShape(S, x, y, len, deg, color = C.leaf, vein = true) {
  const w = len * 0.28;
  const d = `M0,0C${P(len * 0.25)},${P(-w)} ${P(len * 0.7)},${P(-w * 0.9)} ${P(len)},0C${P(len * 0.7)},${P(w * 0.9)} ${P(len * 0.25)},${P(w)} 0,0Z`;
  const f = S.lin(
    [
      [0, mix(color, "#fff", 0.18)],
      [1, mix(color, "#000", 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  return el(
    "g",
    { transform: `translate(${P(x)} ${P(y)}) rotate(${P(deg)})` },
    el("path", { d, fill: f }) +
      (vein
        ? el("path", {
            d: `M0,0L${P(len * 0.92)},0`,
            stroke: mix(color, "#fff", 0.35),
            "stroke-width": Math.max(0.6, len * 0.02),
            opacity: 0.6,
          })
        : ""),
  );
}

/** Coconut palm. (x,y) base; h height; lean (px at top); colour set. */
function palm(
  S,
  x,
  y,
  h,
  {
    lean = 30,
    col = "#2c3a2a",
    frondCol,
    trunkW = 12,
    fronds = 11,
    frondLen = 120,
    light = null,
    coconuts = true,
    droop = 1,
  } = {},
) {
  const fc = frondCol ?? col;
  const top = [x + lean, y - h];
  const ctrl = [x + lean * 0.15, y - h * 0.55];
  const bez = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const L = [],
    R = [];
  const N = 24;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const p = bez(t);
    const w = lerp(trunkW, trunkW * 0.6, t) * (i === 0 ? 1.3 : 1);
    L.push([p[0] - w / 2, p[1]]);
    R.push([p[0] + w / 2, p[1]]);
  }
  let out = el("path", {
    d: poly([...L, ...R.reverse()]),
    fill: light
      ? S.lin(
          [
            [0, light],
            [0.45, col],
            [1, mix(col, "#000", 0.3)],
          ],
          0,
          0,
          1,
          0,
        )
      : col,
  });
  // trunk rings
  let rings = "";
  for (let i = 1; i < N; i += 1) {
    const t = i / N;
    const p = bez(t);
    const w = lerp(trunkW, trunkW * 0.6, t) / 2;
    rings += `M${P(p[0] - w)},${P(p[1])}q${P(w)},${P(2.2)} ${P(w * 2)},0`;
  }
  out += el("path", { d: rings, stroke: mix(col, "#000", 0.35), "stroke-width": 1, fill: "none", opacity: 0.55 });
  // fronds: arching spines with leaflets hanging from both sides
  let leaflets = "",
    spines = "";
  for (let k = 0; k < fronds; k++) {
    const u = k / (fronds - 1);
    const deg = (u - 0.5) * 300 + (k % 2 ? 8 : -8) + S.r(-8, 8); // 0 = straight up
    const a = -Math.PI / 2 + (deg * Math.PI) / 180;
    const dx = Math.cos(a),
      dy = Math.sin(a);
    const len = frondLen * S.r(0.85, 1.1) * (Math.abs(deg) < 40 ? 0.8 : 1);
    const sx = top[0],
      sy = top[1];
    const cx = sx + dx * len * 0.55,
      cy = sy + dy * len * 0.45 - len * 0.3;
    const ex = sx + dx * len * 0.95,
      ey = sy + dy * len * 0.5 + len * (0.28 + 0.3 * Math.abs(dx)) * droop;
    const fb = (t) => [
      (1 - t) ** 2 * sx + 2 * (1 - t) * t * cx + t * t * ex,
      (1 - t) ** 2 * sy + 2 * (1 - t) * t * cy + t * t * ey,
    ];
    spines += `M${P(sx)},${P(sy)}Q${P(cx)},${P(cy)} ${P(ex)},${P(ey)}`;
    const M = 22;
    for (let i = 2; i <= M; i++) {
      const t = i / M;
      const p = fb(t),
        q = fb(Math.min(1, t + 0.02));
      let tx = q[0] - p[0],
        ty = q[1] - p[1];
      const tl = Math.hypot(tx, ty) || 1;
      tx /= tl;
      ty /= tl;
      for (const sgn of [-1, 1]) {
        if (S.rnd() < 0.12) continue; // gaps where leaflets split
        const ll = len * 0.27 * Math.sin(Math.PI * (0.1 + 0.85 * t)) ** 0.7 * S.r(0.75, 1.1);
        const nx = -ty * sgn,
          ny = tx * sgn;
        let vx = nx * 0.4 + tx * 0.7,
          vy = ny * 0.4 + ty * 0.7 + 0.8 * droop;
        const vl = Math.hypot(vx, vy) || 1;
        vx /= vl;
        vy /= vl;
        const ex2 = p[0] + vx * ll,
          ey2 = p[1] + vy * ll;
        const mx = p[0] + (nx * 0.8 + tx * 0.3) * ll * 0.45,
          my = p[1] + (ny * 0.8 + ty * 0.3) * ll * 0.45;
        leaflets += `M${P(p[0])},${P(p[1])}Q${P(mx)},${P(my)} ${P(ex2)},${P(ey2)}`;
      }
    }
  }
  out += el("path", {
    d: leaflets,
    stroke: fc,
    "stroke-width": Math.max(1.6, frondLen / 45),
    fill: "none",
    "stroke-linecap": "round",
  });
  out += el("path", {
    d: spines,
    stroke: fc,
    "stroke-width": Math.max(2, frondLen / 38),
    fill: "none",
    "stroke-linecap": "round",
  });
  if (coconuts) {
    for (let i = 0; i < 5; i++)
      out += el("circle", {
        cx: top[0] + S.r(-9, 9),
        cy: top[1] + S.r(4, 12),
        r: trunkW * 0.55,
        fill: mix(col, "#000", 0.1),
      });
  }
  return out;
}

/** Sea waves: a set of soft horizontal highlight strokes. */
function waveLines(S, x0, x1, y0, y1, n, color, { op = 0.35, len = [20, 70], width = 1.4, phase = 0 } = {}) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const t = S.rnd();
    const y = lerp(y0, y1, t ** 1.6);
    const persp = lerp(0.35, 1.6, t ** 1.6);
    const L = S.r(len[0], len[1]) * persp;
    const x = S.r(x0 - L, x1) + phase * persp;
    d += `M${P(x)},${P(y)}q${P(L / 2)},${P(-2.2 * persp)} ${P(L)},0`;
  }
  return el("path", { d, stroke: color, "stroke-width": width, fill: "none", opacity: op, "stroke-linecap": "round" });
}

/** Flying birds (small silhouettes). */
function birds(S, list, color = "#3a2a3a", op = 0.7) {
  let d = "";
  for (const [x, y, s] of list) {
    d += `M${P(x - 7 * s)},${P(y - 2 * s)}q${P(4 * s)},${P(-3 * s)} ${P(7 * s)},${P(2 * s)}q${P(3 * s)},${P(-5 * s)} ${P(7 * s)},${P(-2 * s)}`;
  }
  return el("path", {
    d,
    stroke: color,
    "stroke-width": 1.6,
    fill: "none",
    opacity: op,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

/** Bokeh: out-of-focus light discs. */
function bokeh(S, n, box, colors, { r = [10, 40], op = [0.08, 0.3] } = {}) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const col = S.pick(colors);
    const rr = S.r(r[0], r[1]);
    const f = S.rad([
      [0, col, 1],
      [0.75, col, 0.8],
      [1, col, 0],
    ]);
    out += el("circle", {
      cx: S.r(box[0], box[2]),
      cy: S.r(box[1], box[3]),
      r: rr,
      fill: f,
      opacity: S.r(op[0], op[1]),
    });
  }
  return out;
}

/** Radial rangoli. layers: {type, ...}. Drawn at origin; caller wraps in transform. */
function rangoli(S, layers) {
  let out = "";
  for (const L of layers) {
    if (L.type === "disc") out += el("circle", { r: L.r, fill: L.color, opacity: L.op ?? 1 });
    else if (L.type === "ring")
      out += el("circle", {
        r: L.r,
        fill: "none",
        stroke: L.color,
        "stroke-width": L.width,
        "stroke-dasharray": L.dash,
        opacity: L.op ?? 1,
      });
    else if (L.type === "dots") {
      let d = "";
      for (let i = 0; i < L.n; i++) {
        const a = (i / L.n) * TAU + (L.rot ?? 0);
        const x = Math.cos(a) * L.r,
          y = Math.sin(a) * L.r,
          q = L.size;
        d += `M${P(x - q)},${P(y)}a${P(q)},${P(q)} 0 1,0 ${P(2 * q)},0a${P(q)},${P(q)} 0 1,0 ${P(-2 * q)},0`;
      }
      out += el("path", { d, fill: L.color });
    } else if (L.type === "petals") {
      // petal from r0 to r1, width w, optional pointed tip
      let d = "";
      for (let i = 0; i < L.n; i++) {
        const a = (i / L.n) * TAU + (L.rot ?? 0);
        const ca = Math.cos(a),
          sa = Math.sin(a);
        const tr = (u, v) => [ca * u - sa * v, sa * u + ca * v];
        const r0 = L.r0,
          r1 = L.r1,
          w = L.w,
          bulge = L.bulge ?? 0.55;
        const p0 = tr(r0, 0),
          p1 = tr(r1, 0);
        const cl1 = tr(lerp(r0, r1, bulge), -w),
          cr1 = tr(lerp(r0, r1, bulge), w);
        const cl0 = tr(lerp(r0, r1, 0.15), -w * 0.9),
          cr0 = tr(lerp(r0, r1, 0.15), w * 0.9);
        d += `M${P(p0[0])},${P(p0[1])}C${P(cl0[0])},${P(cl0[1])} ${P(cl1[0])},${P(cl1[1])} ${P(p1[0])},${P(p1[1])}C${P(cr1[0])},${P(cr1[1])} ${P(cr0[0])},${P(cr0[1])} ${P(p0[0])},${P(p0[1])}Z`;
      }
      out += el("path", { d, fill: L.color, stroke: L.stroke, "stroke-width": L.sw, opacity: L.op ?? 1 });
      if (L.inner) {
        let d2 = "";
        for (let i = 0; i < L.n; i++) {
          const a = (i / L.n) * TAU + (L.rot ?? 0);
          const ca = Math.cos(a),
            sa = Math.sin(a);
          const tr = (u, v) => [ca * u - sa * v, sa * u + ca * v];
          const r0 = lerp(L.r0, L.r1, 0.22),
            r1 = lerp(L.r0, L.r1, 0.78),
            w = L.w * 0.45;
          const p0 = tr(r0, 0),
            p1 = tr(r1, 0),
            cl = tr(lerp(r0, r1, 0.5), -w),
            cr = tr(lerp(r0, r1, 0.5), w);
          d2 += `M${P(p0[0])},${P(p0[1])}Q${P(cl[0])},${P(cl[1])} ${P(p1[0])},${P(p1[1])}Q${P(cr[0])},${P(cr[1])} ${P(p0[0])},${P(p0[1])}Z`;
        }
        out += el("path", { d: d2, fill: L.inner });
      }
    } else if (L.type === "scallop") {
      // wavy ring
      const pts = [];
      const N = L.n * 8;
      for (let i = 0; i < N; i++) {
        const a = (i / N) * TAU;
        const rr = L.r + L.amp * Math.abs(Math.sin((a * L.n) / 2));
        pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
      }
      out += el("path", { d: smooth(pts), fill: L.color, stroke: L.stroke, "stroke-width": L.sw, opacity: L.op ?? 1 });
    }
  }
  return out;
}

/** Temple bell (ghanta), hanging from (x,y) top of chain; bell height h. */
function bell(S, x, y, chainLen, h, { tone = "gold", swing = 0, op = 1 } = {}) {
  const w = h * 0.72;
  let links = "";
  const n = Math.max(2, Math.floor(chainLen / 9));
  for (let i = 0; i < n; i++) {
    const yy = y + i * (chainLen / n);
    links +=
      i % 2
        ? el("ellipse", { cx: x, cy: yy + 4.5, rx: 1.4, ry: 4.6, fill: "none", stroke: "#8a6418", "stroke-width": 1.6 })
        : el("ellipse", { cx: x, cy: yy + 4.5, rx: 3.2, ry: 5, fill: "none", stroke: "#b48a2c", "stroke-width": 1.6 });
  }
  const by = y + chainLen;
  const body =
    `M${P(x - w * 0.12)},${P(by)}` +
    `C${P(x - w * 0.3)},${P(by + h * 0.04)} ${P(x - w * 0.36)},${P(by + h * 0.35)} ${P(x - w * 0.38)},${P(by + h * 0.62)}` +
    `C${P(x - w * 0.4)},${P(by + h * 0.82)} ${P(x - w * 0.52)},${P(by + h * 0.92)} ${P(x - w * 0.55)},${P(by + h)}` +
    `L${P(x + w * 0.55)},${P(by + h)}` +
    `C${P(x + w * 0.52)},${P(by + h * 0.92)} ${P(x + w * 0.4)},${P(by + h * 0.82)} ${P(x + w * 0.38)},${P(by + h * 0.62)}` +
    `C${P(x + w * 0.36)},${P(by + h * 0.35)} ${P(x + w * 0.3)},${P(by + h * 0.04)} ${P(x + w * 0.12)},${P(by)}Z`;
  const metal =
    tone === "gold"
      ? [
          [0, "#6d4a10"],
          [0.18, "#b8862a"],
          [0.38, "#ffe7a0"],
          [0.55, "#d9a53c"],
          [0.85, "#7a5414"],
          [1, "#4a300a"],
        ]
      : [
          [0, "#4a2c12"],
          [0.2, "#9a6a2a"],
          [0.4, "#f0c888"],
          [0.6, "#b07a34"],
          [1, "#3a220c"],
        ];
  let b = "";
  b += el("path", { d: body, fill: S.lin(metal, 0, 0, 1, 0) });
  b += el("ellipse", { cx: x, cy: by + h, rx: w * 0.55, ry: h * 0.07, fill: "#3a2408" });
  b += el("ellipse", {
    cx: x,
    cy: by + h - h * 0.005,
    rx: w * 0.55,
    ry: h * 0.05,
    fill: "none",
    stroke: "#ffe7a0",
    "stroke-width": 1.2,
    opacity: 0.7,
  });
  b += el("path", {
    d: `M${P(x - w * 0.37)},${P(by + h * 0.55)}Q${P(x)},${P(by + h * 0.6)} ${P(x + w * 0.37)},${P(by + h * 0.55)}`,
    stroke: "#5a3a0a",
    "stroke-width": 1.5,
    fill: "none",
    opacity: 0.7,
  });
  b += el("path", {
    d: `M${P(x - w * 0.45)},${P(by + h * 0.86)}Q${P(x)},${P(by + h * 0.92)} ${P(x + w * 0.45)},${P(by + h * 0.86)}`,
    stroke: "#5a3a0a",
    "stroke-width": 1.5,
    fill: "none",
    opacity: 0.7,
  });
  b += el("circle", { cx: x + swing * 3, cy: by + h * 1.1, r: h * 0.07, fill: "#6d4a10" });
  b += el("rect", { x: x - w * 0.1, y: by - h * 0.06, width: w * 0.2, height: h * 0.08, rx: 2, fill: "#9a7020" });
  return el("g", { opacity: op, transform: swing ? `rotate(${P(swing)} ${P(x)} ${P(y)})` : undefined }, links + b);
}

/** A fire of layered tongues. t = time (seconds) for animation; 0 for stills. */
function fire(S, cx, by, W, H, { t = 0, seed = 5 } = {}) {
  const rnd = mulberry32(seed);
  let out = "";
  const layers = [
    {
      n: 13,
      hs: [0.55, 1.0],
      ws: [0.1, 0.16],
      stops: [
        [0, "#ffd36a"],
        [0.3, "#f7822a"],
        [0.7, "#d8401c", 0.85],
        [1, "#a8200e", 0],
      ],
    },
    {
      n: 10,
      hs: [0.4, 0.72],
      ws: [0.09, 0.14],
      stops: [
        [0, "#fff1b0"],
        [0.35, "#ffb43a"],
        [0.8, "#f06a1e", 0.8],
        [1, "#e8501e", 0],
      ],
    },
    {
      n: 7,
      hs: [0.22, 0.45],
      ws: [0.08, 0.12],
      stops: [
        [0, "#fffdf0"],
        [0.45, "#ffe58a"],
        [1, "#ffb43a", 0],
      ],
    },
  ];
  for (const L of layers) {
    const fill = S.linU(L.stops, 0, by, 0, by - H * L.hs[1]);
    let d = "";
    for (let i = 0; i < L.n; i++) {
      const u = (i + 0.5) / L.n + (rnd() - 0.5) * 0.08;
      const x = cx + (u - 0.5) * W * 0.9;
      const edge = 1 - Math.abs(u - 0.5) * 1.3;
      const ph = rnd() * TAU,
        sp = 2 + rnd() * 3;
      const h = H * lerp(L.hs[0], L.hs[1], rnd()) * edge * (1 + 0.12 * Math.sin((t * sp * TAU) / 2 + ph));
      const w = W * lerp(L.ws[0], L.ws[1], rnd());
      const sway = (rnd() - 0.5) * w * 1.6 + Math.sin(t * sp * 3 + ph) * w * 0.35;
      const tx = x + sway,
        ty = by - h;
      d +=
        `M${P(x - w)},${P(by)}` +
        `C${P(x - w * 1.1)},${P(by - h * 0.45)} ${P(tx - w * 0.6 - sway * 0.4)},${P(by - h * 0.62)} ${P(tx)},${P(ty)}` +
        `C${P(tx + w * 0.2 - sway * 0.3)},${P(by - h * 0.6)} ${P(x + w * 1.1)},${P(by - h * 0.4)} ${P(x + w)},${P(by)}Z`;
    }
    out += el("path", { d, fill });
  }
  return out;
}

// ───────────────────────────────────────────────────────────────────────────── scenes

const PW = 600,
  PH = 900; // portrait canvas (2:3)
const LW = 900,
  LH = 600; // landscape canvas (3:2)

const SCENES = {};

// 1 ─ Gokarna beach at sunrise
SCENES["gokarna-sunrise"] = () => {
  const S = new Scene(PW, PH, 11);
  const hor = 520;
  S.add(
    sky(
      S,
      [
        [0, "#3b3a6e"],
        [0.28, "#7d5a8e"],
        [0.45, "#d9817a"],
        [0.56, "#f4a35a"],
        [0.6, "#fcd38a"],
      ],
      0,
      hor + 2,
    ),
  );
  // sun behind the headland on the left
  const sx = 175,
    sy = 430;
  S.add(S.glow(sx, sy, 420, "#ffd08a", 0.55));
  S.add(S.glow(sx, sy, 150, "#fff1c4", 0.8));
  S.add(el("circle", { cx: sx, cy: sy, r: 34, fill: "#fff6dc" }));
  // clouds: soft streaks
  for (const [cx, cy, rx, ry, col, op] of [
    [420, 210, 210, 14, "#f5b8a0", 0.55],
    [470, 240, 150, 8, "#ffd6b0", 0.5],
    [120, 300, 180, 10, "#ffc89a", 0.45],
    [330, 150, 240, 12, "#b88aa8", 0.45],
    [500, 330, 130, 7, "#ffe1b8", 0.5],
  ])
    S.add(el("ellipse", { cx, cy, rx, ry, fill: col, opacity: op, filter: S.blur(4) }));
  // headlands
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-20, hor + 4],
            [-20, 430],
            [40, 418],
            [110, 432],
            [190, 452],
            [250, 478],
            [300, 500],
            [330, hor + 4],
          ],
          false,
        ) + "Z",
      fill: "#8a5a7e",
      opacity: 0.85,
    }),
  );
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-20, hor + 4],
            [-20, 455],
            [60, 450],
            [130, 470],
            [200, 492],
            [240, hor + 4],
          ],
          false,
        ) + "Z",
      fill: "#6e4668",
    }),
  );
  S.add(
    el("path", {
      d:
        smooth(
          [
            [380, hor + 4],
            [440, 494],
            [500, 478],
            [560, 470],
            [620, 474],
            [620, hor + 4],
          ],
          false,
        ) + "Z",
      fill: "#7a5478",
      opacity: 0.9,
    }),
  );
  // sea
  S.add(
    el("rect", {
      x: 0,
      y: hor,
      width: PW,
      height: 200,
      fill: S.lin([
        [0, "#f2b27a"],
        [0.25, "#c98a8e"],
        [1, "#3e4a7a"],
      ]),
    }),
  );
  // sun glitter path
  let gl = "";
  for (let i = 0; i < 90; i++) {
    const t = S.rnd();
    const y = hor + 4 + t ** 1.4 * 170;
    const spread = 12 + t * 90;
    const x = sx + 40 + t * 60 + S.r(-spread, spread);
    const L = S.r(4, 16) * (0.4 + t);
    gl += `M${P(x)},${P(y)}h${P(L)}`;
  }
  S.add(el("path", { d: gl, stroke: "#fff0c8", "stroke-width": 1.6, opacity: 0.8, "stroke-linecap": "round" }));
  S.add(waveLines(S, 0, PW, hor + 6, 700, 70, "#ffe2c0", { op: 0.35 }));
  S.add(waveLines(S, 0, PW, hor + 30, 700, 40, "#2e3458", { op: 0.25 }));
  // beach: wet sand reflecting the sky, then dry sand
  const shore = [
    [-10, 705],
    [120, 690],
    [260, 700],
    [400, 684],
    [520, 692],
    [610, 680],
  ];
  S.add(
    el("path", {
      d: smooth([...shore, [610, 910], [-10, 910]], true, 0.6),
      fill: S.lin([
        [0, "#d8a08a"],
        [0.25, "#b98a7e"],
        [1, "#7a5a58"],
      ]),
    }),
  );
  // foam edges
  S.add(el("path", { d: smooth(shore, false), stroke: "#fff3e4", "stroke-width": 3, fill: "none", opacity: 0.85 }));
  S.add(
    el("path", {
      d: smooth(
        shore.map(([x, y], i) => [x, y + 14 + (i % 2) * 6]),
        false,
      ),
      stroke: "#ffe6d0",
      "stroke-width": 1.5,
      fill: "none",
      opacity: 0.5,
    }),
  );
  // wet reflection of sun on sand
  S.add(S.glowE(sx + 90, 760, 110, 40, "#ffd9a8", 0.45));
  // dry sand
  S.add(
    el("path", {
      d: smooth(
        [
          [-10, 800],
          [150, 780],
          [330, 790],
          [480, 770],
          [610, 775],
          [610, 910],
          [-10, 910],
        ],
        true,
        0.6,
      ),
      fill: S.lin([
        [0, "#c49a7c"],
        [1, "#6f4c48"],
      ]),
    }),
  );
  // palm silhouettes right
  S.add(palm(S, 560, 905, 430, { lean: -60, col: "#3a2436", trunkW: 13, frondLen: 130, fronds: 12 }));
  S.add(palm(S, 640, 905, 340, { lean: -40, col: "#2d1c2c", trunkW: 12, frondLen: 110, fronds: 11 }));
  // small boat
  S.add(el("path", { d: "M300,600l60,0l-8,8l-46,0z", fill: "#3c2a40" }));
  S.add(el("path", { d: "M326,600l0,-34l20,30z", fill: "#5b3a52", opacity: 0.9 }));
  S.add(
    birds(
      S,
      [
        [380, 260, 1],
        [405, 272, 0.8],
        [360, 280, 0.7],
        [430, 250, 0.6],
      ],
      "#4a2e4a",
      0.6,
    ),
  );
  return S.finish({ vColor: "#2a1030", vignette: 0.35 });
};

// 2 ─ Temple gopuram against the sky
function gopuram(
  S,
  cx,
  baseY,
  W0,
  H,
  tiers,
  { lit = "#f6dfb5", mid = "#e2b987", dark = "#a86e4a", accent = ["#8a2c2c", "#2e4a6e", "#3e6b4a"], finial } = {},
) {
  let out = "";
  const topW = W0 * 0.42;
  const th = (H * 0.82) / tiers;
  const bodyFill = S.lin(
    [
      [0, lit],
      [0.5, mid],
      [1, dark],
    ],
    0,
    0,
    1,
    0,
  );
  // Unused, but it adds a gradient: dropping it would renumber the ids in the committed artwork.
  S.lin(
    [
      [0, dark],
      [1, mix(dark, "#000", 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < tiers; i++) {
    const y1 = baseY - i * th,
      y0 = y1 - th;
    const w1 = lerp(W0, topW, i / tiers),
      w0 = lerp(W0, topW, (i + 1) / tiers);
    // body trapezoid
    out += el("path", {
      d: poly([
        [cx - w1 / 2, y1],
        [cx - w0 / 2, y0],
        [cx + w0 / 2, y0],
        [cx + w1 / 2, y1],
      ]),
      fill: bodyFill,
    });
    // central projection (darker right face)
    const pw = w1 * 0.24;
    out += el("path", {
      d: poly([
        [cx - pw / 2, y1],
        [cx - pw / 2 + 2, y0],
        [cx + pw / 2 - 2, y0],
        [cx + pw / 2, y1],
      ]),
      fill: S.lin(
        [
          [0, mix(lit, "#fff", 0.3)],
          [0.6, mid],
          [1, dark],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    // niches
    const nN = Math.max(3, Math.round(w1 / 34));
    let niches = "",
      pil = "";
    for (let j = 0; j < nN; j++) {
      const u = (j + 0.5) / nN;
      const xb = cx - w1 / 2 + u * w1;
      const xt = cx - w0 / 2 + u * w0;
      const nx = lerp(xb, xt, 0.5);
      const nw = Math.min(12, (w1 / nN) * 0.42),
        nh = th * 0.52;
      const ny = y1 - th * 0.22;
      niches += `M${P(nx - nw / 2)},${P(ny)}v${P(-nh * 0.7)}q${P(nw / 2)},${P(-nh * 0.45)} ${P(nw)},0v${P(nh * 0.7)}z`;
      if (j > 0)
        pil += `M${P(cx - w1 / 2 + (j / nN) * w1)},${P(y1 - 3)}L${P(cx - w0 / 2 + (j / nN) * w0)},${P(y0 + 5)}`;
    }
    out += el("path", { d: niches, fill: accent[i % accent.length], opacity: 0.55 });
    out += el("path", {
      d: niches,
      fill: S.lin(
        [
          [0, "#000", 0],
          [1, "#000", 0.35],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    out += el("path", { d: pil, stroke: dark, "stroke-width": 1.5, opacity: 0.45 });
    // cornice
    const cw = w0 + 10;
    out += el("rect", {
      x: cx - cw / 2,
      y: y0 - 3,
      width: cw,
      height: 7,
      rx: 2,
      fill: S.lin(
        [
          [0, mix(lit, "#fff", 0.4)],
          [1, mid],
        ],
        0,
        0,
        0,
        1,
      ),
    });
    out += el("rect", { x: cx - cw / 2, y: y0 + 4, width: cw, height: 3, fill: "#000", opacity: 0.18 });
    // kudu bumps on cornice
    let kd = "";
    const kn = Math.round(cw / 16);
    for (let j = 0; j < kn; j++) {
      const x = cx - cw / 2 + (j + 0.5) * (cw / kn);
      kd += `M${P(x - 4)},${P(y0 - 2)}a4,4 0 0 1 8,0z`;
    }
    out += el("path", { d: kd, fill: lit });
  }
  // crowning barrel vault (shala)
  const ty = baseY - tiers * th;
  const sw = topW * 1.05,
    sh = H * 0.13;
  out += el("path", {
    d: `M${P(cx - sw / 2)},${P(ty)}C${P(cx - sw / 2)},${P(ty - sh * 1.1)} ${P(cx + sw / 2)},${P(ty - sh * 1.1)} ${P(cx + sw / 2)},${P(ty)}Z`,
    fill: S.lin(
      [
        [0, lit],
        [0.55, mid],
        [1, dark],
      ],
      0,
      0,
      1,
      0,
    ),
  });
  // gable (horseshoe) window
  out += el("path", {
    d: `M${P(cx - 9)},${P(ty - 2)}v-${P(sh * 0.35)}a9,9 0 0 1 18,0v${P(sh * 0.35)}z`,
    fill: accent[0],
    opacity: 0.8,
  });
  // finials
  const fN = 5;
  for (let j = 0; j < fN; j++) {
    const x = cx - sw * 0.38 + (j / (fN - 1)) * sw * 0.76;
    const y = ty - sh * 0.8 + Math.abs(j - 2) * 3;
    out += el("path", {
      d: `M${P(x - 4)},${P(y)}q-2,-8 4,-10q-4,-6 0,-11q4,5 0,11q6,2 4,10z`,
      fill:
        finial ??
        S.lin(
          [
            [0, "#fff2b0"],
            [0.5, "#e2b857"],
            [1, "#a87a1c"],
          ],
          0,
          0,
          1,
          0,
        ),
    });
  }
  return out;
}

SCENES["temple-gopuram"] = () => {
  const S = new Scene(PW, PH, 21);
  S.add(
    sky(S, [
      [0, "#2f5f9e"],
      [0.45, "#6fa3d6"],
      [0.85, "#cfe3ef"],
      [1, "#f6ead0"],
    ]),
  );
  S.add(S.glow(80, 80, 380, "#fff4d6", 0.55));
  // clouds (puffy)
  const cloud = (x, y, s, op) => {
    let d = "";
    for (const [dx, dy, r] of [
      [0, 0, 30],
      [30, -14, 34],
      [66, -4, 28],
      [96, 6, 20],
      [-28, 8, 20],
      [40, 10, 26],
    ])
      d += el("circle", { cx: x + dx * s, cy: y + dy * s, r: r * s, fill: "#fff" });
    return el(
      "g",
      { opacity: op, filter: S.blur(3) },
      d + el("ellipse", { cx: x + 34 * s, cy: y + 22 * s, rx: 80 * s, ry: 10 * s, fill: "#c9d9ea" }),
    );
  };
  S.add(cloud(440, 150, 1.2, 0.85), cloud(90, 300, 0.8, 0.7), cloud(520, 420, 0.7, 0.6));
  S.add(gopuram(S, 300, 700, 360, 620, 7));
  // base (stone plinth with gateway)
  S.add(
    el("rect", {
      x: 100,
      y: 690,
      width: 400,
      height: 140,
      fill: S.lin(
        [
          [0, "#d9b48a"],
          [0.5, "#c99c70"],
          [1, "#8a5a3c"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("rect", { x: 92, y: 684, width: 416, height: 12, rx: 2, fill: "#f1d7b0" }));
  S.add(el("path", { d: "M262,830V745q38,-40 76,0V830z", fill: "#2a1a14" }));
  S.add(
    el("path", {
      d: "M268,830V748q32,-33 64,0V830z",
      fill: S.lin([
        [0, "#6b3a1e"],
        [1, "#2a1a14"],
      ]),
    }),
  );
  S.add(S.glowE(300, 820, 40, 18, "#ffcf7a", 0.5));
  // red-white kavi stripes on compound wall
  S.add(el("rect", { x: -10, y: 780, width: 620, height: 60, fill: "#f3e6d0" }));
  let stripes = "";
  for (let x = -10; x < 620; x += 22) if (x < 98 || x > 500) stripes += `M${x},782h11v56h-11z`;
  S.add(el("path", { d: stripes, fill: "#a4302c", opacity: 0.9 }));
  S.add(
    el("rect", { x: -10, y: 774, width: 108, height: 8, fill: "#d8c4a4" }),
    el("rect", { x: 502, y: 774, width: 120, height: 8, fill: "#d8c4a4" }),
  );
  S.add(el("rect", { x: 262, y: 780, width: 76, height: 60, fill: "#2a1a14" }));
  // courtyard ground
  S.add(
    el("rect", {
      x: 0,
      y: 838,
      width: 600,
      height: 70,
      fill: S.lin([
        [0, "#c9a27a"],
        [1, "#8a6248"],
      ]),
    }),
  );
  S.add(el("ellipse", { cx: 300, cy: 842, rx: 320, ry: 6, fill: "#000", opacity: 0.15 }));
  // palms framing
  S.add(palm(S, 40, 905, 470, { lean: 40, col: "#2f4a32", light: "#6d8a4e", trunkW: 14, frondLen: 140, fronds: 12 }));
  S.add(palm(S, 585, 905, 380, { lean: -30, col: "#284330", light: "#5f7f48", trunkW: 13, frondLen: 120, fronds: 11 }));
  // flag on a pole
  S.add(el("path", { d: "M470,700V520", stroke: "#6b4a2a", "stroke-width": 3 }));
  S.add(el("path", { d: "M471,522q20,6 40,2q-6,12 2,24q-22,2 -42,-4z", fill: C.saffron }));
  S.add(
    birds(
      S,
      [
        [200, 120, 1],
        [225, 108, 0.8],
        [250, 130, 0.7],
      ],
      "#2a3a5a",
      0.55,
    ),
  );
  return S.finish({ vColor: "#102040", vignette: 0.3, texture: 0.06 });
};

// 3 ─ Deepastambha lit at dusk
SCENES["deepastambha-dusk"] = () => {
  const S = new Scene(PW, PH, 31);
  S.add(
    sky(
      S,
      [
        [0, "#141a3c"],
        [0.4, "#2e3a6b"],
        [0.72, "#6b5b95"],
        [0.9, "#c07a86"],
        [1, "#e8a27a"],
      ],
      0,
      700,
    ),
  );
  // stars
  let st = "";
  for (let i = 0; i < 60; i++)
    st += el("circle", {
      cx: S.r(0, 600),
      cy: S.r(0, 330) ** 1,
      r: S.r(0.5, 1.4),
      fill: "#fff",
      opacity: S.r(0.3, 0.9),
    });
  S.add(st);
  S.add(el("path", { d: "M470,110a26,26 0 1,0 22,40a22,22 0 1,1 -22,-40z", fill: "#fff3d6", opacity: 0.9 }));
  // temple silhouette behind with a tiled sloped roof (coastal Karnataka style)
  S.add(el("path", { d: "M-10,700V560L90,500H250L330,560V700Z", fill: "#1e1a34" }));
  S.add(el("path", { d: "M360,700V590L440,530H560L640,590V700Z", fill: "#221d3a" }));
  S.add(el("path", { d: "M430,532l20,-30h100l20,30z", fill: "#1a1630" }));
  S.add(el("path", { d: "M495,500v-22", stroke: "#c9962b", "stroke-width": 3 }));
  S.add(el("circle", { cx: 495, cy: 476, r: 4, fill: "#e2b857" }));
  // temple lamps in windows
  for (const [x, y] of [
    [60, 620],
    [150, 620],
    [240, 620],
    [420, 640],
    [520, 640],
  ]) {
    S.add(
      S.glow(x, y, 40, "#ffb347", 0.35),
      el("rect", { x: x - 8, y: y - 12, width: 16, height: 24, rx: 8, fill: "#ffcf7a", opacity: 0.85 }),
    );
  }
  // courtyard floor (stone) with glow
  S.add(
    el("rect", {
      x: 0,
      y: 690,
      width: 600,
      height: 210,
      fill: S.lin([
        [0, "#3a2a3a"],
        [1, "#1a1220"],
      ]),
    }),
  );
  let joints = "";
  for (let i = 0; i < 7; i++) {
    const y = 700 + i * i * 5 + i * 12;
    joints += `M0,${P(y)}H600`;
  }
  for (let i = -8; i <= 8; i++) joints += `M${300 + i * 30},690L${300 + i * 110},900`;
  S.add(el("path", { d: joints, stroke: "#000", "stroke-width": 1.2, opacity: 0.3 }));
  const cx = 300;
  S.add(S.glowE(cx, 790, 300, 90, "#ffa64a", 0.45));
  // the lamp pillar
  S.add(S.glow(cx, 450, 330, "#ffb04a", 0.35));
  const topY = 170,
    baseY = 800;
  // pedestal
  S.add(
    el("path", {
      d: `M${cx - 70},${baseY}h140l-12,-26h-116z`,
      fill: S.lin(
        [
          [0, "#7a5418"],
          [0.35, "#e8c06a"],
          [0.6, "#a87a26"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${cx - 50},${baseY - 26}h100l-10,-30h-80z`,
      fill: S.lin(
        [
          [0, "#6a4612"],
          [0.35, "#f0cd7a"],
          [0.6, "#b0822c"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  // shaft
  const brass = S.lin(
    [
      [0, "#4a300a"],
      [0.25, "#b8862a"],
      [0.42, "#ffe8a8"],
      [0.58, "#d19c3a"],
      [0.85, "#6d4a10"],
      [1, "#3a2406"],
    ],
    0,
    0,
    1,
    0,
  );
  S.add(
    el("path", { d: `M${cx - 14},${baseY - 56}L${cx - 9},${topY + 40}h18L${cx + 14},${baseY - 56}z`, fill: brass }),
  );
  // tiers of lamp rings
  const tiersN = 8;
  const rings = [];
  for (let i = 0; i < tiersN; i++) {
    const t = i / (tiersN - 1);
    const y = lerp(baseY - 80, topY + 60, t);
    const rx = lerp(110, 34, t);
    rings.push([y, rx]);
  }
  // back flames first (behind ring), then ring, then front flames
  const lampsBack = [],
    lampsFront = [];
  rings.forEach(([y, rx], i) => {
    const n = Math.round(rx / 9);
    for (let j = 0; j < n; j++) {
      const a = (j / n) * TAU + i * 0.3;
      const x = cx + Math.cos(a) * rx,
        yy = y + Math.sin(a) * rx * 0.2;
      (Math.sin(a) < 0 ? lampsBack : lampsFront).push([x, yy, 1 - i * 0.05, i]);
    }
  });
  const lampFlame = ([x, y, s]) => flame(S, x, y - 3, 15 * s, { glowR: 22 * s, glowOp: 0.45, flick: S.r(-0.4, 0.4) });
  S.add(lampsBack.map(lampFlame).join(""));
  rings.forEach(([y, rx]) => {
    S.add(el("ellipse", { cx, cy: y + 3, rx, ry: rx * 0.2 + 3, fill: "#4a300a" }));
    S.add(
      el("ellipse", {
        cx,
        cy: y,
        rx,
        ry: rx * 0.2,
        fill: S.lin(
          [
            [0, "#7a5418"],
            [0.3, "#f6d58a"],
            [0.55, "#c9962b"],
            [1, "#5a3a0c"],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
    );
    S.add(el("ellipse", { cx, cy: y - 1, rx: rx * 0.85, ry: rx * 0.14, fill: "#5a3a0c", opacity: 0.6 }));
  });
  S.add(lampsFront.map(lampFlame).join(""));
  // crown
  S.add(el("path", { d: `M${cx - 16},${topY + 42}q16,-30 32,0z`, fill: brass }));
  S.add(
    el("path", {
      d: `M${cx},${topY - 10}c-10,14 -12,30 0,40c12,-10 10,-26 0,-40z`,
      fill: S.lin(
        [
          [0, "#fff2b0"],
          [0.5, "#e2b857"],
          [1, "#8a6418"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(flame(S, cx, topY - 8, 22, { glowR: 50, glowOp: 0.5 }));
  // reflections on floor
  S.add(
    el("rect", {
      x: cx - 6,
      y: 805,
      width: 12,
      height: 90,
      fill: S.lin([
        [0, "#ffcf7a", 0.5],
        [1, "#ffcf7a", 0],
      ]),
    }),
  );
  // devotees' small lamps in front
  S.add(
    diya(S, 140, 850, 1.0, { glowOp: 0.35 }),
    diya(S, 450, 860, 1.1, { glowOp: 0.35 }),
    diya(S, 520, 845, 0.8, { glowOp: 0.3 }),
  );
  return S.finish({ vColor: "#05030f", vignette: 0.5, texture: 0.05 });
};

// 4 ─ Havan fire with offerings
SCENES["havan-fire"] = () => {
  const S = new Scene(PW, PH, 41);
  S.add(
    sky(S, [
      [0, "#1c0c0a"],
      [0.5, "#3a160e"],
      [1, "#1a0a08"],
    ]),
  );
  S.add(bokeh(S, 22, [0, 0, 600, 420], ["#ffb347", "#f6b93b", "#e8871e", "#ffd9a0"], { r: [8, 34], op: [0.08, 0.35] }));
  const cx = 300,
    ky = 640;
  S.add(S.glow(cx, 460, 420, "#ff8a2a", 0.5));
  // smoke
  let sm = "";
  for (let i = 0; i < 5; i++) {
    const pts = [];
    let x = cx + S.r(-40, 40);
    for (let y = 360; y > -40; y -= 40) {
      x += S.r(-30, 30);
      pts.push([x, y]);
    }
    sm += el("path", {
      d: smooth(pts, false),
      stroke: "#d8c8c0",
      "stroke-width": S.r(20, 50),
      fill: "none",
      opacity: 0.06,
      "stroke-linecap": "round",
    });
  }
  S.add(el("g", { filter: S.blur(10) }, sm));
  // floor
  S.add(
    el("rect", {
      x: 0,
      y: 690,
      width: 600,
      height: 210,
      fill: S.lin([
        [0, "#4a2414"],
        [1, "#1e0e08"],
      ]),
    }),
  );
  S.add(S.glowE(cx, 680, 320, 90, "#ff9a3a", 0.35));
  // kund (stepped copper pit, front view)
  const kund = (w, y, h, cols) =>
    el("path", { d: `M${cx - w / 2},${y}h${w}l-10,${h}h${-w + 20}z`, fill: S.lin(cols, 0, 0, 1, 0) });
  const cop = [
    [0, "#5a2410"],
    [0.3, "#c86a32"],
    [0.5, "#f0a266"],
    [0.7, "#b45a28"],
    [1, "#4a1c0a"],
  ];
  S.add(fire(S, cx, ky + 4, 300, 420, { seed: 9 }));
  S.add(
    el("ellipse", {
      cx,
      cy: ky - 30,
      rx: 120,
      ry: 50,
      fill: S.rad([
        [0, "#fffbe0", 0.9],
        [0.5, "#ffd36a", 0.5],
        [1, "#ff9a2a", 0],
      ]),
    }),
  );
  // sparks
  let sp = "";
  for (let i = 0; i < 40; i++)
    sp += el("circle", {
      cx: cx + S.r(-170, 170),
      cy: S.r(120, 560),
      r: S.r(0.8, 2.2),
      fill: S.pick(["#ffd36a", "#fff2c0", "#ff9a3a"]),
      opacity: S.r(0.5, 1),
    });
  S.add(sp);
  // wood sticks (samidha) visible at rim
  let sticks = "";
  for (let i = 0; i < 7; i++) {
    const x = cx + S.r(-130, 100),
      dir = i % 2 ? 1 : -1;
    sticks += el("path", {
      d: `M${P(x)},${ky + 2}l${P(dir * S.r(30, 50))},${P(S.r(-40, -18))}`,
      stroke: "#3a180a",
      "stroke-width": 7,
      "stroke-linecap": "round",
    });
    sticks += el("path", {
      d: `M${P(x)},${ky}l${P(dir * 12)},${P(-8)}`,
      stroke: "#ffcf6a",
      "stroke-width": 3,
      "stroke-linecap": "round",
      opacity: 0.8,
    });
  }
  S.add(sticks);
  S.add(kund(330, ky, 30, cop), kund(380, ky + 30, 32, cop), kund(430, ky + 62, 34, cop));
  S.add(el("rect", { x: cx - 165, y: ky - 3, width: 330, height: 6, fill: "#ffcf8a", opacity: 0.75 }));
  S.add(el("rect", { x: cx - 190, y: ky + 27, width: 380, height: 5, fill: "#ffcf8a", opacity: 0.5 }));
  S.add(el("rect", { x: cx - 215, y: ky + 59, width: 430, height: 5, fill: "#ffcf8a", opacity: 0.4 }));
  // ghee ladle from the right
  S.add(
    el("path", {
      d: `M620,380L${cx + 80},${ky - 160}`,
      stroke: S.lin(
        [
          [0, "#7a4a22"],
          [1, "#c88a4a"],
        ],
        0,
        0,
        1,
        0,
      ),
      "stroke-width": 9,
      "stroke-linecap": "round",
    }),
  );
  S.add(
    el("ellipse", {
      cx: cx + 72,
      cy: ky - 164,
      rx: 24,
      ry: 12,
      fill: S.lin([
        [0, "#e8b060"],
        [1, "#7a4a22"],
      ]),
      transform: `rotate(25 ${cx + 72} ${ky - 164})`,
    }),
  );
  S.add(
    el("path", {
      d: `M${cx + 56},${ky - 158}q-6,30 -4,60`,
      stroke: "#ffe7a0",
      "stroke-width": 3,
      fill: "none",
      opacity: 0.8,
    }),
  );
  // offering bowls on the floor
  const bowl = (x, y, r, fillTop, rim = "#b0782c") => {
    let o = el("ellipse", { cx: x, cy: y + r * 0.55, rx: r * 1.1, ry: r * 0.25, fill: "#000", opacity: 0.35 });
    o += el("path", {
      d: `M${x - r},${y}a${r},${r * 0.75} 0 0 0 ${2 * r},0z`,
      fill: S.lin(
        [
          [0, "#5a3208"],
          [0.35, "#e0a848"],
          [0.6, "#a87020"],
          [1, "#3a2006"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("ellipse", { cx: x, cy: y, rx: r, ry: r * 0.3, fill: rim });
    o += el("ellipse", { cx: x, cy: y, rx: r * 0.88, ry: r * 0.24, fill: fillTop });
    return o;
  };
  S.add(
    bowl(
      80,
      800,
      50,
      S.rad([
        [0, "#fffdf2"],
        [1, "#e8dcc4"],
      ]),
    ),
  ); // rice
  S.add(
    bowl(
      525,
      810,
      48,
      S.rad([
        [0, "#ffdd7a"],
        [1, "#d8a030"],
      ]),
    ),
  ); // ghee
  S.add(
    bowl(
      170,
      868,
      38,
      S.rad([
        [0, "#8a3a1e"],
        [1, "#4a1a0c"],
      ]),
    ),
  ); // sesame / samagri
  // flowers near bowls
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [
    [380, 860, "orange"],
    [402, 872, "yellow"],
    [362, 880, "red"],
    [425, 855, "orange"],
    [300, 885, "yellow"],
    [470, 885, "red"],
    [20, 870, "orange"],
    [580, 880, "yellow"],
  ])
    S.add(useAt(ids[k], x, y, 1.6, S.r(0, 360)));
  // firelight rim on floor
  S.add(
    el("rect", {
      x: 0,
      y: 690,
      width: 600,
      height: 210,
      fill: S.radU(
        [
          [0, "#ff9a3a", 0.2],
          [1, "#ff9a3a", 0],
        ],
        cx,
        700,
        360,
      ),
    }),
  );
  return S.finish({ vColor: "#0a0302", vignette: 0.55, texture: 0.05 });
};

// 5 ─ Flower-decked altar
SCENES["flower-altar"] = () => {
  const S = new Scene(PW, PH, 51);
  // maroon silk backdrop with folds
  S.add(
    sky(S, [
      [0, "#4a0f18"],
      [0.5, "#7a1f2b"],
      [1, "#3a0a12"],
    ]),
  );
  let folds = "";
  for (let i = 0; i < 14; i++) {
    const x = i * 46 + S.r(-8, 8);
    folds += el("path", {
      d: `M${P(x)},0C${P(x + 10)},300 ${P(x - 10)},600 ${P(x + 6)},900`,
      stroke: i % 2 ? "#9a2c3a" : "#2a060c",
      "stroke-width": S.r(10, 22),
      fill: "none",
      opacity: 0.35,
    });
  }
  S.add(el("g", { filter: S.blur(6) }, folds));
  // gold border pattern at top
  S.add(
    el("rect", {
      x: 0,
      y: 0,
      width: 600,
      height: 40,
      fill: S.lin([
        [0, "#8a5a14"],
        [0.5, "#e2b857"],
        [1, "#8a5a14"],
      ]),
    }),
  );
  let mot = "";
  for (let x = 10; x < 600; x += 30) mot += `M${x},40l15,22l15,-22z`;
  S.add(el("path", { d: mot, fill: "#c9962b" }));
  // mantapa frame (arch) in carved wood/silver
  const arch = "M110,820V360C110,250 190,190 300,150C410,190 490,250 490,360V820";
  S.add(
    el("path", {
      d: arch,
      fill: "none",
      stroke: S.lin(
        [
          [0, "#f3e2b0"],
          [0.5, "#c9962b"],
          [1, "#7a5414"],
        ],
        0,
        0,
        1,
        0,
      ),
      "stroke-width": 26,
    }),
  );
  S.add(
    el("path", {
      d: arch,
      fill: "none",
      stroke: "#fff2c0",
      "stroke-width": 2,
      opacity: 0.6,
      transform: "translate(-8 0)",
    }),
  );
  // inner glowing niche
  S.add(
    el("path", {
      d: "M124,820V362C124,262 200,206 300,168C400,206 476,262 476,362V820Z",
      fill: S.rad(
        [
          [0, "#ffcf7a"],
          [0.35, "#d8782c"],
          [1, "#4a1014"],
        ],
        0.5,
        0.55,
        0.65,
      ),
    }),
  );
  // a sacred symbol in the niche: a black-stone linga on its pedestal (no figure), with ash lines and flowers
  S.add(S.glowE(300, 640, 150, 90, "#fff0c0", 0.35));
  S.add(
    el("path", {
      d: "M196,720h208l-14,-26h-180z",
      fill: S.lin(
        [
          [0, "#1e1a1c"],
          [0.4, "#5a5256"],
          [1, "#141012"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: "M186,694h228a16,16 0 0 0 0,-24h-228a16,16 0 0 0 0,24z",
      fill: S.lin(
        [
          [0, "#2a2426"],
          [0.4, "#6a6064"],
          [1, "#1a1618"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("path", { d: "M414,676l50,8l-50,8z", fill: "#3a3234" }));
  S.add(
    el("path", {
      d: "M250,672v-86a50,50 0 0 1 100,0v86z",
      fill: S.lin(
        [
          [0, "#1a1618"],
          [0.35, "#6a6266"],
          [0.5, "#3a3436"],
          [1, "#0e0c0c"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: "M262,560q38,-6 76,0M260,574q40,-6 80,0M260,588q40,-6 80,0",
      stroke: "#f4f0e8",
      "stroke-width": 5,
      fill: "none",
      opacity: 0.9,
    }),
  );
  S.add(el("circle", { cx: 300, cy: 604, r: 7, fill: "#c8281a" }));
  S.add(
    el("path", {
      d: "M270,540q16,-14 30,-16",
      stroke: "#fff",
      "stroke-width": 5,
      fill: "none",
      opacity: 0.25,
      "stroke-linecap": "round",
    }),
  );
  // garlands draped
  S.add(garlandSwag(S, 250, 600, 350, 600, 70, 1.3, ["orange", "yellow"]));
  S.add(el("path", { d: "M200,700h200", stroke: "#fff", "stroke-width": 2, opacity: 0.4 }));
  // a toran of short strands under the frieze, and long strands flanking the niche
  for (let i = 0; i < 20; i++)
    S.add(
      garlandStrand(S, 15 + i * 30, 58, 58 + (i % 2 ? 70 : 110), 1.0, {
        pattern: i % 2 ? ["yellow", "orange"] : ["orange", "red", "orange"],
      }),
    );
  for (const x of [150, 450])
    S.add(garlandStrand(S, x, 250, 640, 1.15, { pattern: ["orange", "orange", "yellow"], leafEvery: 8 }));
  S.add(garlandSwag(S, 110, 380, 490, 380, 90, 1.5, ["orange", "yellow", "orange", "red"]));
  // banana stems at the sides (tradition)
  for (const x of [60, 540]) {
    S.add(
      el("rect", {
        x: x - 14,
        y: 300,
        width: 28,
        height: 560,
        fill: S.lin(
          [
            [0, "#5e8a3a"],
            [0.5, "#b4d07a"],
            [1, "#3e6a2a"],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
    );
    for (let k = 0; k < 3; k++) {
      const dir = x < 300 ? -1 : 1;
      const y = 300 + k * 20;
      S.add(
        el("path", {
          d: `M${x},${y}c${dir * 30},-80 ${dir * 80},-140 ${dir * 130},-160c${-dir * 30},60 ${-dir * 70},130 ${-dir * 130},160z`,
          fill: S.lin(
            [
              [0, "#8ab85a"],
              [1, "#3e6a2a"],
            ],
            0,
            0,
            1,
            1,
          ),
          opacity: 0.95,
        }),
      );
    }
  }
  // lamps on each side
  const samai = (x, y) => {
    let o = el("path", {
      d: `M${x - 26},${y}h52l-8,-10h-36z`,
      fill: S.lin(
        [
          [0, "#6a4612"],
          [0.4, "#f0cd7a"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("path", {
      d: `M${x - 4},${y - 10}v-90h8v90z`,
      fill: S.lin(
        [
          [0, "#6a4612"],
          [0.45, "#ffe7a0"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("ellipse", {
      cx: x,
      cy: y - 98,
      rx: 30,
      ry: 8,
      fill: S.lin(
        [
          [0, "#6a4612"],
          [0.4, "#ffe7a0"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    for (const dx of [-22, 0, 22]) o += flame(S, x + dx, y - 102, 22, { glowR: 55, glowOp: 0.4 });
    return o;
  };
  S.add(samai(165, 800), samai(435, 800));
  // flower heaps foreground
  S.add(
    el("rect", {
      x: 0,
      y: 800,
      width: 600,
      height: 100,
      fill: S.lin([
        [0, "#5a1420"],
        [1, "#2a0810"],
      ]),
    }),
  );
  const ids = marigoldDefs(S);
  for (let i = 0; i < 70; i++) {
    const x = S.r(-10, 610),
      y = S.r(815, 905);
    S.add(useAt(ids[S.pick(["orange", "yellow", "red", "orange"])], x, y, S.r(1.1, 1.7), S.r(0, 360)));
  }
  // jasmine strands
  let jas = "";
  for (let i = 0; i < 40; i++)
    jas += el("circle", { cx: 200 + i * 5, cy: 805 + Math.sin(i / 3) * 4, r: 3, fill: "#fffaf0" });
  S.add(jas);
  return S.finish({ vColor: "#12020a", vignette: 0.5, texture: 0.05 });
};

/** Copper/brass kalash with mango leaves and a coconut. (cx, by) = bottom centre. */
function kalash(S, cx, by, s = 1, { metal = "copper", coconut = true, leaves = 7 } = {}) {
  const m =
    metal === "copper"
      ? [
          [0, "#4a1a08"],
          [0.18, "#a8502a"],
          [0.36, "#f4a877"],
          [0.5, "#d4733e"],
          [0.78, "#7a3214"],
          [1, "#3a1406"],
        ]
      : metal === "silver"
        ? [
            [0, "#4a4a54"],
            [0.2, "#9a9aa8"],
            [0.38, "#ffffff"],
            [0.55, "#c4c4d0"],
            [0.8, "#6a6a78"],
            [1, "#3a3a44"],
          ]
        : [
            [0, "#4a300a"],
            [0.2, "#a87a20"],
            [0.38, "#ffe7a0"],
            [0.55, "#d9a53c"],
            [0.8, "#7a5414"],
            [1, "#3a2406"],
          ];
  const grad = S.lin(m, 0, 0, 1, 0);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let o = "";
  o += el("ellipse", { cx, cy: by + 2 * s, rx: 70 * s, ry: 10 * s, fill: "#000", opacity: 0.25, filter: S.blur(4) });
  // foot
  o += el("path", { d: `M${X(-34)},${Y(0)}h${68 * s}l${-8 * s},${-12 * s}h${-52 * s}z`, fill: grad });
  // belly
  o += el("path", {
    d: `M${X(-28)},${Y(12)}C${X(-90)},${Y(30)} ${X(-86)},${Y(112)} ${X(-26)},${Y(128)}L${X(26)},${Y(128)}C${X(86)},${Y(112)} ${X(90)},${Y(30)} ${X(28)},${Y(12)}Z`,
    fill: grad,
  });
  o += el("path", {
    d: `M${X(-58)},${Y(98)}C${X(-70)},${Y(70)} ${X(-62)},${Y(40)} ${X(-44)},${Y(28)}`,
    stroke: "#fff",
    "stroke-width": 5 * s,
    fill: "none",
    opacity: 0.25,
    "stroke-linecap": "round",
  });
  // painted band with dots
  o += el("path", {
    d: `M${X(-74)},${Y(70)}Q${X(0)},${Y(58)} ${X(74)},${Y(70)}`,
    stroke: "#fff6e0",
    "stroke-width": 6 * s,
    fill: "none",
    opacity: 0.85,
  });
  let dots = "";
  for (let i = -3; i <= 3; i++)
    dots += el("circle", {
      cx: X(i * 20),
      cy: Y(64 - Math.abs(i) * 1.5 + 8) + 0,
      r: 4 * s,
      fill: i % 2 ? "#E2B857" : "#c8281a",
    });
  o += dots;
  // neck + rim
  o += el("path", { d: `M${X(-22)},${Y(126)}L${X(-18)},${Y(146)}h${36 * s}L${X(22)},${Y(126)}z`, fill: grad });
  // sacred thread wraps
  let th = "";
  for (let i = 0; i < 5; i++) th += `M${X(-21)},${Y(130 + i * 3)}q${21 * s},${3 * s} ${42 * s},0`;
  o += el("path", { d: th, stroke: "#d8281a", "stroke-width": 1.6 * s, fill: "none" });
  o += el("path", {
    d: `M${X(-20)},${Y(133)}q${20 * s},${3 * s} ${40 * s},0`,
    stroke: "#f6c23b",
    "stroke-width": 1.6 * s,
    fill: "none",
  });
  o += el("ellipse", { cx, cy: Y(148), rx: 34 * s, ry: 8 * s, fill: grad });
  o += el("ellipse", { cx, cy: Y(149), rx: 28 * s, ry: 5 * s, fill: "#2a1006" });
  // mango leaves fanning out
  const lv = [];
  for (let i = 0; i < leaves; i++) {
    const u = i / (leaves - 1);
    const deg = -180 + 15 + u * 150 + S.r(-6, 6);
    lv.push(deg);
  }
  // back leaves then front leaves
  for (const deg of lv)
    o += leafShape(S, X(0) + Math.cos((deg * Math.PI) / 180) * 8 * s, Y(150), 82 * s, deg, "#3E7B4F");
  if (coconut) {
    const cy0 = Y(182);
    o += el("ellipse", {
      cx,
      cy: cy0,
      rx: 30 * s,
      ry: 36 * s,
      fill: S.rad(
        [
          [0, "#a8703a"],
          [0.6, "#7a4a22"],
          [1, "#3a200c"],
        ],
        0.38,
        0.35,
        0.7,
      ),
    });
    let fib = "";
    for (let i = 0; i < 18; i++) {
      const x = cx + S.r(-24, 24) * s,
        y = cy0 + S.r(-28, 26) * s;
      fib += `M${P(x)},${P(y)}q${P(S.r(-3, 3) * s)},${P(6 * s)} ${P(S.r(-2, 2) * s)},${P(12 * s)}`;
    }
    o += el("path", { d: fib, stroke: "#c89a5a", "stroke-width": 1 * s, fill: "none", opacity: 0.6 });
    // tuft
    o += el("path", {
      d: `M${cx},${Y(216)}c${-6 * s},${-14 * s} ${-2 * s},${-22 * s} ${4 * s},${-30 * s}M${cx},${Y(216)}c${4 * s},${-10 * s} ${12 * s},${-14 * s} ${18 * s},${-16 * s}M${cx},${Y(216)}c${-8 * s},${-8 * s} ${-14 * s},${-10 * s} ${-20 * s},${-10 * s}`,
      stroke: "#8a5a2a",
      "stroke-width": 2.2 * s,
      fill: "none",
      "stroke-linecap": "round",
    });
    // kumkum dot
    o += el("circle", { cx: cx - 4 * s, cy: cy0 + 4 * s, r: 5 * s, fill: "#c8281a" });
  }
  // front leaves (two drooping over the rim)
  o += leafShape(S, X(-6), Y(148), 70 * s, 150, "#4a8a55") + leafShape(S, X(6), Y(148), 70 * s, 30, "#4a8a55");
  return o;
}

/** Brass plate (ellipse) centred at (cx, cy). */
function plate(S, cx, cy, rx, ry, { metal = "brass" } = {}) {
  const rim =
    metal === "brass"
      ? S.lin(
          [
            [0, "#6d4a10"],
            [0.3, "#f6d58a"],
            [0.55, "#c9962b"],
            [1, "#5a3a0c"],
          ],
          0,
          0,
          1,
          0.4,
        )
      : S.lin(
          [
            [0, "#5a5a64"],
            [0.3, "#f4f4fa"],
            [0.55, "#a8a8b4"],
            [1, "#4a4a54"],
          ],
          0,
          0,
          1,
          0.4,
        );
  let o = el("ellipse", {
    cx: cx + rx * 0.04,
    cy: cy + ry * 0.25,
    rx: rx * 1.02,
    ry: ry * 1.05,
    fill: "#000",
    opacity: 0.3,
    filter: S.blur(6),
  });
  o += el("ellipse", {
    cx,
    cy: cy + ry * 0.12,
    rx,
    ry,
    fill: mix(metal === "brass" ? "#5a3a0c" : "#4a4a54", "#000", 0.1),
  });
  o += el("ellipse", { cx, cy, rx, ry, fill: rim });
  o += el("ellipse", {
    cx,
    cy: cy + ry * 0.04,
    rx: rx * 0.86,
    ry: ry * 0.84,
    fill:
      metal === "brass"
        ? S.rad(
            [
              [0, "#f0c868"],
              [0.7, "#c08a2a"],
              [1, "#8a5a14"],
            ],
            0.4,
            0.35,
            0.75,
          )
        : S.rad(
            [
              [0, "#f4f4fa"],
              [0.7, "#b8b8c4"],
              [1, "#70707c"],
            ],
            0.4,
            0.35,
            0.75,
          ),
  });
  return o;
}

/** A mound of something granular (rice, kumkum…) centred at (cx, by). */
function mound(S, cx, by, w, h, base, light, grain, n = 0) {
  const d = `M${P(cx - w / 2)},${P(by)}C${P(cx - w * 0.38)},${P(by - h * 0.9)} ${P(cx - w * 0.18)},${P(by - h)} ${P(cx)},${P(by - h)}C${P(cx + w * 0.18)},${P(by - h)} ${P(cx + w * 0.38)},${P(by - h * 0.9)} ${P(cx + w / 2)},${P(by)}Z`;
  let o = el("path", {
    d,
    fill: S.lin(
      [
        [0, light],
        [0.45, base],
        [1, mix(base, "#000", 0.3)],
      ],
      0,
      0,
      1,
      0.6,
    ),
  });
  if (n) {
    let g = "";
    for (let i = 0; i < n; i++) {
      const u = S.r(-0.48, 0.48),
        v = S.rnd();
      const x = cx + u * w;
      const top = by - h * (1 - (2 * u) ** 2) ** 0.6;
      const y = lerp(top + 2, by - 1, v);
      const a = S.r(0, 180);
      g += `M${P(x - Math.cos(a) * 2)},${P(y - Math.sin(a) * 1)}l${P(Math.cos(a) * 4)},${P(Math.sin(a) * 2)}`;
    }
    o += el("path", { d: g, stroke: grain, "stroke-width": 1.6, "stroke-linecap": "round", opacity: 0.7 });
  }
  return o;
}

// 6 ─ Kalash on a rice-filled plate
SCENES["kalash-rice"] = () => {
  const S = new Scene(PW, PH, 61);
  // airy cream wall with window light
  S.add(
    sky(S, [
      [0, "#dcbf92"],
      [0.6, "#ead2aa"],
      [1, "#dcbf92"],
    ]),
  );
  S.add(
    el("path", { d: "M380,-20L600,-20L600,420L120,900L-40,900z", fill: "#fff6e4", opacity: 0.3, filter: S.blur(30) }),
  );
  // light through a carved stone window (jaali) falling on the wall
  let jl = "";
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 6; j++) {
      const x = 250 + i * 46 + j * 22,
        y = 40 + j * 46 - i * 10;
      jl += `M${x},${y}l18,18l-18,18l-18,-18z`;
    }
  S.add(el("path", { d: jl, fill: "#fff8e6", opacity: 0.75, filter: S.blur(4), transform: "skewX(-12)" }));
  S.add(
    el(
      "g",
      { filter: S.blur(1.2) },
      garlandSwag(S, -20, 30, 330, 60, 90, 1.5, ["orange", "yellow", "orange", "red"]) +
        garlandStrand(S, 330, 60, 230, 1.4),
    ),
  );
  S.add(bokeh(S, 8, [0, 0, 300, 450], ["#fff6dc", "#ffe2a8", "#f6d08a"], { r: [14, 40], op: [0.2, 0.45] }));
  // table: dark teak
  S.add(
    el("rect", {
      x: 0,
      y: 590,
      width: 600,
      height: 310,
      fill: S.lin([
        [0, "#7a4a2a"],
        [0.2, "#5a321c"],
        [1, "#2e180c"],
      ]),
    }),
  );
  let grain = "";
  for (let i = 0; i < 16; i++)
    grain += `M0,${P(600 + i * 19 + S.r(-4, 4))}C200,${P(600 + i * 19 + S.r(-8, 8))} 400,${P(600 + i * 19 + S.r(-8, 8))} 600,${P(600 + i * 19 + S.r(-4, 4))}`;
  S.add(el("path", { d: grain, stroke: "#2a1408", "stroke-width": 1.2, fill: "none", opacity: 0.35 }));
  S.add(el("rect", { x: 0, y: 588, width: 600, height: 4, fill: "#b07a4a", opacity: 0.7 }));
  // red cloth under the plate
  S.add(
    el("path", {
      d: "M60,660L540,650L600,905L0,905z",
      fill: S.lin([
        [0, "#b42a2a"],
        [1, "#7a1420"],
      ]),
    }),
  );
  // plate + rice
  S.add(plate(S, 300, 790, 250, 68));
  S.add(mound(S, 300, 818, 430, 84, "#e2d6bc", "#fffef8", "#ffffff", 700));
  // kalash
  S.add(kalash(S, 300, 780, 1.9, { metal: "copper" }));
  // offerings on rice
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [
    [105, 800, "orange"],
    [500, 802, "yellow"],
    [140, 825, "red"],
    [462, 826, "orange"],
    [190, 842, "yellow"],
    [410, 845, "red"],
  ])
    S.add(useAt(ids[k], x, y, 1.8, S.r(0, 360)));
  // kumkum and turmeric bowls
  const minibowl = (x, y, col, light) => {
    let o = el("ellipse", { cx: x + 3, cy: y + 16, rx: 40, ry: 9, fill: "#000", opacity: 0.35, filter: S.blur(3) });
    o += el("path", {
      d: `M${x - 34},${y}a34,22 0 0 0 68,0z`,
      fill: S.lin(
        [
          [0, "#6d4a10"],
          [0.35, "#f0cd7a"],
          [0.6, "#b0822c"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("ellipse", { cx: x, cy: y, rx: 34, ry: 8, fill: "#c9962b" });
    o += mound(S, x, y + 1, 56, 18, col, light, light, 0);
    return o;
  };
  S.add(minibowl(70, 880, "#c8201a", "#f0503a"), minibowl(535, 885, "#e8a812", "#ffd84a"));
  // betel leaves with areca nuts

  // diya at left back
  S.add(diya(S, 90, 600, 1.4, { glowOp: 0.4 }));
  return S.finish({ vColor: "#3a2010", vignette: 0.35, texture: 0.06 });
};

// 7 ─ Rangoli at a doorway
SCENES["doorway-rangoli"] = () => {
  const S = new Scene(PW, PH, 71);
  // lime-washed wall (warm ochre) with red-oxide dado
  S.add(
    sky(
      S,
      [
        [0, "#e7c79a"],
        [1, "#d9b27e"],
      ],
      0,
      560,
    ),
  );
  S.add(el("rect", { x: 0, y: 500, width: 600, height: 62, fill: "#9a3a24" }));
  // morning light (diagonal)
  S.add(el("path", { d: "M0,0H260L120,560H0z", fill: "#fff4dc", opacity: 0.25 }));
  // door frame (dark teak, carved, nested)
  const fx = 150,
    fw = 300,
    fy = 90,
    fb = 560;
  S.add(
    el("rect", {
      x: fx - 26,
      y: fy - 30,
      width: fw + 52,
      height: fb - fy + 30,
      fill: S.lin(
        [
          [0, "#5a3218"],
          [0.5, "#3e200e"],
          [1, "#2a1408"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("rect", {
      x: fx - 14,
      y: fy - 18,
      width: fw + 28,
      height: fb - fy + 18,
      fill: "none",
      stroke: "#7a4a24",
      "stroke-width": 4,
    }),
  );
  let ros = "";
  for (let y = fy + 10; y < fb - 10; y += 28)
    for (const x of [fx - 13, fx + fw + 13])
      ros +=
        el("circle", { cx: x, cy: y, r: 5, fill: "#8a5a2a" }) + el("circle", { cx: x, cy: y, r: 2, fill: "#c99a5a" });
  for (let x = fx; x <= fx + fw; x += 28)
    ros +=
      el("circle", { cx: x, cy: fy - 14, r: 5, fill: "#8a5a2a" }) +
      el("circle", { cx: x, cy: fy - 14, r: 2, fill: "#c99a5a" });
  S.add(ros);
  // door leaves with brass studs
  S.add(
    el("rect", {
      x: fx,
      y: fy,
      width: fw,
      height: fb - fy,
      fill: S.lin(
        [
          [0, "#6a3a1a"],
          [0.5, "#5a2e14"],
          [1, "#3a1c0a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("path", { d: `M${fx + fw / 2},${fy}V${fb}`, stroke: "#2a1206", "stroke-width": 4 }));
  let panels = "",
    studs = "";
  for (const x0 of [fx + 16, fx + fw / 2 + 12]) {
    for (let k = 0; k < 3; k++) {
      const py = fy + 16 + k * 148;
      panels += el("rect", {
        x: x0,
        y: py,
        width: fw / 2 - 28,
        height: 132,
        rx: 4,
        fill: "none",
        stroke: "#2a1206",
        "stroke-width": 3,
      });
      panels += el("rect", {
        x: x0 + 2,
        y: py + 2,
        width: fw / 2 - 28,
        height: 132,
        rx: 4,
        fill: "none",
        stroke: "#8a5a2e",
        "stroke-width": 1.2,
        opacity: 0.6,
      });
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++)
          studs += el("circle", {
            cx: x0 + 20 + i * ((fw / 2 - 68) / 2),
            cy: py + 26 + j * 40,
            r: 4.5,
            fill: S.rad(
              [
                [0, "#fff0b0"],
                [0.5, "#d9a53c"],
                [1, "#6d4a10"],
              ],
              0.35,
              0.35,
              0.65,
            ),
          });
    }
  }
  S.add(panels, studs);
  // door handles (rings)
  S.add(
    el("circle", { cx: fx + fw / 2 - 16, cy: 330, r: 12, fill: "none", stroke: "#d9a53c", "stroke-width": 4 }),
    el("circle", { cx: fx + fw / 2 + 16, cy: 330, r: 12, fill: "none", stroke: "#d9a53c", "stroke-width": 4 }),
  );
  // mango-leaf toran with marigolds across the top
  for (let i = 0; i < 15; i++) {
    const x = fx - 20 + i * ((fw + 40) / 14);
    S.add(leafShape(S, x, fy - 26, 46, 90 + S.r(-8, 8), i % 2 ? "#3E7B4F" : "#4f8f4f"));
  }
  S.add(garlandSwag(S, fx - 30, fy - 28, fx + fw + 30, fy - 28, 16, 1.1, ["orange", "yellow"]));
  S.add(
    garlandStrand(S, fx - 30, fy - 28, fy + 120, 1.0),
    garlandStrand(S, fx + fw + 30, fy - 28, fy + 120, 1.0, { pattern: ["yellow", "orange"] }),
  );
  // threshold step painted with turmeric + kumkum dots
  S.add(
    el("path", {
      d: `M${fx - 40},${fb}h${fw + 80}l20,26h${-fw - 120}z`,
      fill: S.lin([
        [0, "#f2c230"],
        [1, "#d89a12"],
      ]),
    }),
  );
  let kd = "";
  for (let x = fx - 20; x <= fx + fw + 20; x += 24) kd += el("circle", { cx: x, cy: fb + 13, r: 4.5, fill: "#c8201a" });
  S.add(kd);
  // floor: red oxide, polished, in perspective
  S.add(
    el("rect", {
      x: 0,
      y: fb + 26,
      width: 600,
      height: 400,
      fill: S.lin([
        [0, "#8a3424"],
        [0.4, "#a44430"],
        [1, "#6a2418"],
      ]),
    }),
  );
  S.add(S.glowE(300, 640, 260, 40, "#ffd8b0", 0.25));
  // rangoli in perspective
  const rg = rangoli(S, [
    { type: "disc", r: 210, color: "#fff6ea", op: 0.95 },
    { type: "scallop", r: 196, amp: 16, n: 24, color: "#e8871e" },
    { type: "petals", n: 24, r0: 120, r1: 196, w: 17, color: "#7a1f2b", inner: "#f6b93b" },
    { type: "ring", r: 118, width: 5, color: "#fff" },
    { type: "petals", n: 12, r0: 52, r1: 116, w: 26, color: "#3E7B4F", inner: "#8ac06a" },
    { type: "petals", n: 12, r0: 50, r1: 104, w: 18, color: "#e8871e", rot: Math.PI / 12, inner: "#ffd36a" },
    { type: "disc", r: 50, color: "#c8201a" },
    { type: "petals", n: 8, r0: 8, r1: 46, w: 12, color: "#ffd36a" },
    { type: "disc", r: 10, color: "#fff" },
    { type: "dots", n: 48, r: 206, size: 4, color: "#fff" },
    { type: "dots", n: 24, r: 160, size: 3.5, color: "#fff" },
  ]);
  S.add(el("g", { transform: "translate(300 740) scale(1 0.42)" }, rg));
  // powder texture on the rangoli (speckles)
  let spk = "";
  for (let i = 0; i < 260; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()) * 210;
    spk += el("circle", {
      cx: 300 + Math.cos(a) * r,
      cy: 740 + Math.sin(a) * r * 0.42,
      r: S.r(0.5, 1.4),
      fill: "#fff",
      opacity: S.r(0.2, 0.6),
    });
  }
  S.add(spk);
  // diyas either side
  S.add(diya(S, 70, 700, 1.6, { glowOp: 0.3 }), diya(S, 520, 700, 1.6, { glowOp: 0.3 }));
  // a brass water pot (lota) at right
  S.add(el("ellipse", { cx: 545, cy: 872, rx: 42, ry: 10, fill: "#000", opacity: 0.3 }));
  S.add(
    el("path", {
      d: "M515,870c-30,-50 -10,-92 30,-96c40,4 60,46 30,96z",
      fill: S.lin(
        [
          [0, "#6d4a10"],
          [0.3, "#ffe7a0"],
          [0.55, "#d9a53c"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("path", { d: "M528,778l-6,-16h46l-6,16z", fill: "#c9962b" }));
  // flower petals scattered
  const ids = marigoldDefs(S);
  for (let i = 0; i < 8; i++)
    S.add(useAt(ids[S.pick(["orange", "yellow"])], S.r(40, 560), S.r(820, 890), 1.6, S.r(0, 360)));
  return S.finish({ vColor: "#2a0a04", vignette: 0.35, texture: 0.07 });
};

// 8 ─ Temple chariot festival
SCENES["chariot-festival"] = () => {
  const S = new Scene(PW, PH, 81);
  S.add(
    sky(S, [
      [0, "#7fa8d0"],
      [0.5, "#c9d8df"],
      [0.8, "#f4dcb4"],
      [1, "#f0c890"],
    ]),
  );
  S.add(S.glow(480, 120, 360, "#fff6e0", 0.6));
  // distant street with tiled houses and a temple tower in haze
  S.add(
    gopuram(S, 110, 600, 150, 270, 5, {
      lit: "#eadfcc",
      mid: "#d8c8b2",
      dark: "#bba894",
      accent: ["#c4a8a0", "#a8b0c0", "#b0c0a8"],
    }),
  );
  const house = (x, w, h, roof, wall) => {
    let o = el("rect", { x, y: 640 - h, width: w, height: h + 40, fill: wall });
    o += el("path", { d: `M${x - 10},${640 - h}l${w / 2 + 10},-40l${w / 2 + 10},40z`, fill: roof });
    o += el("rect", {
      x: x + w * 0.3,
      y: 640 - h + 20,
      width: w * 0.18,
      height: h * 0.35,
      fill: "#5a4030",
      opacity: 0.6,
    });
    return o;
  };
  S.add(
    el(
      "g",
      { opacity: 0.8 },
      house(-10, 120, 90, "#b0584a", "#efe2cc") +
        house(420, 110, 100, "#a85244", "#f2e6d2") +
        house(520, 100, 80, "#b86050", "#e8dcc0"),
    ),
  );
  S.add(el("rect", { x: 0, y: 560, width: 600, height: 120, fill: "#f4dcb4", opacity: 0.35 }));
  // the chariot
  const cx = 300;
  const canopy = (y0, y1, w0, w1, col, col2) =>
    el("path", {
      d: poly([
        [cx - w0 / 2, y0],
        [cx - w1 / 2, y1],
        [cx + w1 / 2, y1],
        [cx + w0 / 2, y0],
      ]),
      fill: S.lin(
        [
          [0, mix(col, "#fff", 0.25)],
          [0.45, col],
          [1, mix(col, "#000", 0.35)],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    el("path", {
      d: (() => {
        let d = "";
        const n = Math.round(w0 / 18);
        for (let i = 0; i < n; i++) {
          const x = cx - w0 / 2 + (i + 0.5) * (w0 / n);
          d += `M${P(x - w0 / n / 2)},${P(y0)}q${P(w0 / n / 2)},14 ${P(w0 / n)},0z`;
        }
        return d;
      })(),
      fill: col2,
    });
  const tiers = [
    [560, 470, 250, 200, "#b42a2a", "#f6c23b"],
    [470, 390, 200, 160, "#f2e6d2", "#c8281a"],
    [390, 320, 160, 120, "#e8a21e", "#7a1f2b"],
    [320, 260, 120, 86, "#3e7b4f", "#f6c23b"],
    [260, 210, 86, 56, "#b42a2a", "#fff6e0"],
    [210, 170, 56, 30, "#f2e6d2", "#c8281a"],
  ];
  for (const t of tiers) S.add(canopy(...t));
  S.add(el("path", { d: `M${cx},170V110`, stroke: "#7a5418", "stroke-width": 3 }));
  S.add(el("path", { d: `M${cx - 10},172q10,-30 20,0z`, fill: "#e2b857" }));
  S.add(el("path", { d: `M${cx + 1},112q24,6 48,0q-8,12 0,24q-24,4 -48,-4z`, fill: C.saffron }));
  // garlands hanging from canopy edges
  for (const [y, w] of [
    [470, 250],
    [390, 200],
    [320, 160],
  ]) {
    S.add(
      garlandSwag(S, cx - w / 2, y, cx, y, 18, 0.9),
      garlandSwag(S, cx, y, cx + w / 2, y, 18, 0.9, ["yellow", "orange"]),
    );
  }
  // carved wooden body with a shrine opening (glow, no figure)
  S.add(
    el("rect", {
      x: cx - 140,
      y: 560,
      width: 280,
      height: 120,
      fill: S.lin(
        [
          [0, "#8a5a30"],
          [0.5, "#6a3e1e"],
          [1, "#3a200c"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${cx - 40},680V610q40,-40 80,0V680z`,
      fill: S.rad(
        [
          [0, "#ffd88a"],
          [0.6, "#e8871e"],
          [1, "#7a2a10"],
        ],
        0.5,
        0.7,
        0.7,
      ),
    }),
  );
  let carv = "";
  for (let i = 0; i < 10; i++)
    carv += el("rect", { x: cx - 134 + i * 28, y: 572, width: 20, height: 28, rx: 3, fill: "#4a2a12", opacity: 0.7 });
  S.add(carv);
  S.add(
    el("rect", {
      x: cx - 160,
      y: 680,
      width: 320,
      height: 40,
      fill: S.lin([
        [0, "#7a4a24"],
        [1, "#3a1e0a"],
      ]),
    }),
  );
  S.add(el("rect", { x: cx - 165, y: 676, width: 330, height: 8, fill: "#c99a5a" }));
  // wheels
  const wheel = (x, y, r) => {
    let o = el("circle", { cx: x, cy: y, r, fill: "#3a200c" });
    o += el("circle", { cx: x, cy: y, r: r * 0.86, fill: "none", stroke: "#8a5a2e", "stroke-width": r * 0.12 });
    let sp = "";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * TAU;
      sp += `M${P(x)},${P(y)}L${P(x + Math.cos(a) * r * 0.82)},${P(y + Math.sin(a) * r * 0.82)}`;
    }
    o += el("path", { d: sp, stroke: "#6a3e1e", "stroke-width": r * 0.07 });
    o += el("circle", { cx: x, cy: y, r: r * 0.2, fill: "#c9962b" });
    return o;
  };
  S.add(wheel(cx - 110, 760, 62), wheel(cx + 110, 760, 62));
  // ground + dust
  S.add(
    el("rect", {
      x: 0,
      y: 800,
      width: 600,
      height: 100,
      fill: S.lin([
        [0, "#d8b88a"],
        [1, "#a8825a"],
      ]),
    }),
  );
  S.add(el("ellipse", { cx, cy: 820, rx: 240, ry: 14, fill: "#5a3a1a", opacity: 0.35 }));
  // ropes
  S.add(
    el("path", { d: `M${cx - 150},700Q${cx - 250},800 -20,850`, stroke: "#c8a070", "stroke-width": 6, fill: "none" }),
  );
  S.add(
    el("path", { d: `M${cx + 150},700Q${cx + 250},800 620,850`, stroke: "#c8a070", "stroke-width": 6, fill: "none" }),
  );
  // crowd (backs, simple shapes; no faces)
  let crowd = "";
  for (let i = 0; i < 38; i++) {
    const x = S.r(-20, 620),
      y = S.r(820, 900);
    const col = S.pick(["#f2e6d2", "#c8281a", "#e8a21e", "#3e6b8a", "#fff6ea", "#7a1f2b", "#5e9b5e"]);
    const s = lerp(0.8, 1.3, (y - 820) / 80);
    crowd += el("path", {
      d: `M${P(x - 18 * s)},${P(y + 40 * s)}q0,-34 ${P(18 * s)},-36q18,2 ${P(18 * s)},36z`,
      fill: col,
    });
    crowd += el("circle", { cx: x, cy: y - 2 * s, r: 9 * s, fill: S.pick(["#2a1a14", "#1a1210", "#3a2418"]) });
  }
  S.add(crowd);
  // confetti / flower petals in the air
  let pet = "";
  for (let i = 0; i < 60; i++)
    pet += el("circle", {
      cx: S.r(0, 600),
      cy: S.r(150, 820),
      r: S.r(1.2, 3),
      fill: S.pick(["#f6b93b", "#e8871e", "#c8281a", "#fff"]),
      opacity: S.r(0.5, 0.9),
    });
  S.add(pet);
  S.add(
    el("rect", {
      x: 0,
      y: 0,
      width: 600,
      height: 900,
      fill: S.lin([
        [0, "#fff", 0],
        [0.7, "#f8e4c0", 0],
        [1, "#f8e4c0", 0.25],
      ]),
    }),
  );
  return S.finish({ vColor: "#3a2010", vignette: 0.3, texture: 0.06 });
};

// 9 ─ Lamps floating on a temple tank (landscape)
SCENES["floating-lamps"] = () => {
  const S = new Scene(LW, LH, 91);
  const hor = 250;
  S.add(
    sky(
      S,
      [
        [0, "#141c48"],
        [0.55, "#3a3a78"],
        [0.85, "#8a5a8a"],
        [1, "#c87a6a"],
      ],
      0,
      hor + 2,
    ),
  );
  let st = "";
  for (let i = 0; i < 70; i++)
    st += el("circle", { cx: S.r(0, 900), cy: S.r(0, 180), r: S.r(0.5, 1.3), fill: "#fff", opacity: S.r(0.3, 0.9) });
  S.add(st);
  // far bank: temple silhouettes with rows of lamps
  S.add(
    el(
      "g",
      { opacity: 1 },
      gopuram(S, 400, 215, 120, 170, 5, {
        lit: "#22264a",
        mid: "#1a1e3e",
        dark: "#121530",
        accent: ["#0e1028"],
        finial: "#1a1e3e",
      }),
    ),
  );
  S.add(
    el("path", {
      d: "M0,252V205L40,200L70,178H230L260,200H330V215H470V200L520,205L560,180H720L750,200L900,205V252Z",
      fill: "#141833",
    }),
  );
  const lampRow = (x0, x1, y, step) => {
    let o = "";
    for (let x = x0; x <= x1; x += step)
      o += S.glow(x, y, 9, "#ffb347", 0.6) + el("circle", { cx: x, cy: y, r: 1.8, fill: "#fff2c0" });
    return o;
  };
  S.add(
    lampRow(10, 890, 240, 16),
    lampRow(340, 460, 198, 12),
    lampRow(90, 250, 205, 14),
    lampRow(570, 740, 205, 14),
    lampRow(370, 430, 150, 10),
  );
  S.add(S.glowE(400, 200, 260, 70, "#ff9a4a", 0.25));
  // water
  S.add(
    el("rect", {
      x: 0,
      y: hor,
      width: 900,
      height: 350,
      fill: S.lin([
        [0, "#6a4a72"],
        [0.25, "#2e3466"],
        [0.6, "#1a2048"],
        [1, "#0c1028"],
      ]),
    }),
  );
  // reflections of the bank lamps
  let rf = "";
  for (let x = 10; x <= 890; x += 16) rf += `M${x},${hor + 4}v${P(S.r(20, 60))}`;
  S.add(el("path", { d: rf, stroke: "#ffb347", "stroke-width": 2, opacity: 0.25, "stroke-dasharray": "6 5" }));
  S.add(waveLines(S, 0, 900, hor + 10, 600, 90, "#6a7ab0", { op: 0.25, len: [20, 70] }));
  // floating lamps: leaf cups with diya + reflections
  const lamps = [];
  for (let i = 0; i < 30; i++) {
    const t = S.rnd() ** 1.1;
    lamps.push([S.r(20, 880), lerp(hor + 18, 560, t), lerp(0.45, 2.3, t)]);
  }
  lamps.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of lamps) {
    let rfl = "";
    for (let k = 1; k <= 7; k++) {
      const ww = S.r(5, 14) * s * (1 - k / 10);
      rfl += `M${P(x - ww / 2 + S.r(-3, 3) * s)},${P(y + (4 + k * 7) * s)}h${P(ww)}`;
    }
    S.add(el("path", { d: rfl, stroke: "#ffc870", "stroke-width": 2.2 * s, opacity: 0.45, "stroke-linecap": "round" }));
    S.add(S.glowE(x, y + 6 * s, 40 * s, 10 * s, "#ffb347", 0.35));
    S.add(
      el("path", {
        d: `M${P(x - 20 * s)},${P(y - 2 * s)}q${P(20 * s)},${P(16 * s)} ${P(40 * s)},0q${P(-20 * s)},${P(-6 * s)} ${P(-40 * s)},0z`,
        fill: S.lin([
          [0, "#8a8a3a"],
          [1, "#2a3a1a"],
        ]),
      }),
    );
    S.add(
      el("path", { d: `M${P(x - 8 * s)},${P(y - 3 * s)}q${P(8 * s)},${P(8 * s)} ${P(16 * s)},0z`, fill: "#b0602a" }),
    );
    S.add(el("ellipse", { cx: x, cy: y - 3 * s, rx: 8 * s, ry: 2.5 * s, fill: "#e8b44c" }));
    S.add(flame(S, x + 1 * s, y - 4 * s, 15 * s, { glowR: 40 * s, glowOp: 0.55 }));
  }
  // a few floating marigold petals near
  const ids = marigoldDefs(S);
  for (let i = 0; i < 10; i++)
    S.add(useAt(ids[S.pick(["orange", "yellow"])], S.r(20, 880), S.r(470, 590), 0.9, S.r(0, 360), { opacity: 0.85 }));
  return S.finish({ vColor: "#02030c", vignette: 0.45, texture: 0.05 });
};

// 10 ─ Ganesha festival pandal seen from afar (no figure detail)
SCENES["ganesha-pandal"] = () => {
  const S = new Scene(PW, PH, 101);
  S.add(
    sky(S, [
      [0, "#0e1434"],
      [0.5, "#2e3a6b"],
      [0.8, "#6b5b95"],
      [1, "#8a5a7a"],
    ]),
  );
  // buildings silhouettes
  S.add(
    el("path", { d: "M-10,800V380H70V330H150V420H230V800ZM380,800V400H470V350H560V300H620V800Z", fill: "#1a1a3a" }),
  );
  let win = "";
  for (const [x, y] of [
    [20, 420],
    [40, 470],
    [100, 360],
    [120, 400],
    [440, 430],
    [500, 380],
    [580, 340],
    [520, 460],
  ])
    win += el("rect", { x, y, width: 12, height: 16, fill: "#ffcf7a", opacity: 0.7 });
  S.add(win);
  // string lights criss-crossing
  const lights = (x0, y0, x1, y1, sag, col) => {
    let o = el("path", {
      d: `M${x0},${y0}Q${(x0 + x1) / 2},${(y0 + y1) / 2 + sag * 2} ${x1},${y1}`,
      stroke: "#0a0a1a",
      "stroke-width": 1,
      fill: "none",
    });
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = lerp(x0, x1, t),
        y = lerp(y0, y1, t) + sag * 4 * t * (1 - t);
      const c = Array.isArray(col) ? col[i % col.length] : col;
      o += S.glow(x, y, 9, c, 0.6) + el("circle", { cx: x, cy: y, r: 2, fill: "#fffbe8" });
    }
    return o;
  };
  S.add(lights(-10, 120, 610, 160, 60, ["#ffcf7a", "#ff7a5a", "#7ad0ff", "#a0ff9a"]));
  S.add(lights(-10, 220, 610, 200, 50, ["#ffcf7a"]));
  // the pandal: a tall decorated arch, seen from down the street
  const cx = 300;
  S.add(`<g transform="translate(75 200) scale(0.75)">`);
  S.add(S.glow(cx, 520, 330, "#ff9a3a", 0.4));
  S.add(
    el("path", {
      d: `M${cx - 200},780V420Q${cx - 200},290 ${cx},260Q${cx + 200},290 ${cx + 200},420V780Z`,
      fill: S.lin([
        [0, "#8a1a2a"],
        [1, "#4a0a18"],
      ]),
    }),
  );
  // fabric drapes (swags) on the facade
  for (let k = 0; k < 3; k++) {
    const y = 300 + k * 26;
    S.add(
      el("path", {
        d: `M${cx - 180 + k * 8},${y + 40}Q${cx},${y + 110} ${cx + 180 - k * 8},${y + 40}`,
        stroke: ["#f6b93b", "#e8871e", "#fff6e0"][k],
        "stroke-width": 10,
        fill: "none",
        opacity: 0.85,
      }),
    );
  }
  // bulbs outlining the arch
  const outline = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    let x, y;
    if (t < 0.25) {
      x = cx - 200;
      y = lerp(780, 420, t / 0.25);
    } else if (t < 0.5) {
      const u = (t - 0.25) / 0.25;
      x = (1 - u) ** 2 * (cx - 200) + 2 * (1 - u) * u * (cx - 200) + u * u * cx;
      y = (1 - u) ** 2 * 420 + 2 * (1 - u) * u * 290 + u * u * 260;
    } else if (t < 0.75) {
      const u = (t - 0.5) / 0.25;
      x = (1 - u) ** 2 * cx + 2 * (1 - u) * u * (cx + 200) + u * u * (cx + 200);
      y = (1 - u) ** 2 * 260 + 2 * (1 - u) * u * 290 + u * u * 420;
    } else {
      x = cx + 200;
      y = lerp(420, 780, (t - 0.75) / 0.25);
    }
    outline.push([x, y]);
  }
  S.add(
    outline
      .map(
        ([x, y], i) =>
          S.glow(x, y, 10, i % 2 ? "#ffd36a" : "#ff8a5a", 0.7) +
          el("circle", { cx: x, cy: y, r: 2.4, fill: "#fffbe8" }),
      )
      .join(""),
  );
  // inner opening (glowing), the idol too far and bright to see: a soft warm form under a golden halo arch
  S.add(
    el("path", {
      d: `M${cx - 130},780V500Q${cx - 130},400 ${cx},385Q${cx + 130},400 ${cx + 130},500V780Z`,
      fill: S.rad(
        [
          [0, "#fff2c0"],
          [0.45, "#ffb347"],
          [1, "#b8401a"],
        ],
        0.5,
        0.55,
        0.65,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${cx - 95},700V520Q${cx - 95},430 ${cx},420Q${cx + 95},430 ${cx + 95},520V700`,
      fill: "none",
      stroke: "#ffe7a0",
      "stroke-width": 8,
      opacity: 0.8,
    }),
  );
  S.add(el("ellipse", { cx, cy: 610, rx: 62, ry: 80, fill: "#e0641e", opacity: 0.55, filter: S.blur(14) }));
  S.add(el("ellipse", { cx, cy: 540, rx: 34, ry: 34, fill: "#f08a2a", opacity: 0.5, filter: S.blur(12) }));
  S.add(el("rect", { x: cx - 110, y: 690, width: 220, height: 30, fill: "#7a1f2b", opacity: 0.8 }));
  // marigold strands on both sides of the opening
  for (const x of [cx - 118, cx - 104, cx + 104, cx + 118])
    S.add(garlandStrand(S, x, 400 + Math.abs(x - cx) * 0.4, 700, 0.8, { pattern: ["orange", "yellow"] }));
  // banana-leaf pillars
  for (const x of [cx - 215, cx + 215])
    S.add(
      el("rect", {
        x: x - 8,
        y: 420,
        width: 16,
        height: 360,
        fill: S.lin(
          [
            [0, "#3e6b2a"],
            [0.5, "#8ab85a"],
            [1, "#2e5a1e"],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
    );
  S.add(`</g>`);
  // bunting (triangles)
  let bunt = "";
  const cols = ["#e8871e", "#fff6ea", "#3e7b4f", "#c8281a", "#f6b93b"];
  for (let i = 0; i < 22; i++) {
    const t = i / 21,
      x = lerp(-10, 610, t),
      y = 60 + 70 * 4 * t * (1 - t);
    bunt += el("path", { d: `M${P(x - 11)},${P(y)}h22l-11,24z`, fill: cols[i % cols.length], opacity: 0.9 });
  }
  S.add(el("path", { d: "M-10,60Q300,200 610,60", stroke: "#222", "stroke-width": 1, fill: "none" }), bunt);
  // street + crowd silhouettes
  S.add(
    el("rect", {
      x: 0,
      y: 780,
      width: 600,
      height: 120,
      fill: S.lin([
        [0, "#3a2030"],
        [1, "#120a14"],
      ]),
    }),
  );
  S.add(S.glowE(cx, 790, 260, 50, "#ff9a3a", 0.3));
  S.add(bokeh(S, 10, [0, 300, 600, 760], ["#ffcf7a", "#ff8a5a", "#ffd36a"], { r: [8, 22], op: [0.15, 0.4] }));
  let crowd = "";
  for (let i = 0; i < 30; i++) {
    const x = S.r(-20, 620),
      y = S.r(800, 890),
      s = lerp(0.9, 1.4, (y - 800) / 90);
    crowd += el("path", {
      d: `M${P(x - 20 * s)},${P(y + 50 * s)}q0,-38 ${P(20 * s)},-40q20,2 ${P(20 * s)},40z`,
      fill: S.pick(["#1a1020", "#22142a", "#2a1424"]),
    });
    crowd += el("circle", { cx: x, cy: y - 4 * s, r: 10 * s, fill: S.pick(["#140c18", "#1a1020"]) });
  }
  S.add(crowd);
  // rim light on crowd heads
  S.add(
    el("rect", {
      x: 0,
      y: 780,
      width: 600,
      height: 120,
      fill: S.radU(
        [
          [0, "#ff9a3a", 0.18],
          [1, "#ff9a3a", 0],
        ],
        cx,
        700,
        300,
      ),
    }),
  );
  return S.finish({ vColor: "#04020c", vignette: 0.45, texture: 0.05 });
};

// 11 ─ Marigold garlands hanging
SCENES["marigold-garlands"] = () => {
  const S = new Scene(PW, PH, 111);
  S.add(
    sky(S, [
      [0, "#2a140c"],
      [0.5, "#4a2414"],
      [1, "#1e0c06"],
    ]),
  );
  // bright doorway far behind, columns
  S.add(el("rect", { x: 330, y: 260, width: 150, height: 520, fill: "#ffe2a8", filter: S.blur(18), opacity: 0.85 }));
  S.add(S.glow(405, 500, 320, "#ffb35a", 0.45));
  for (const [x, w] of [
    [120, 60],
    [520, 70],
  ])
    S.add(
      el("rect", {
        x,
        y: 0,
        width: w,
        height: 900,
        fill: S.lin(
          [
            [0, "#1a0a04"],
            [0.6, "#3a1c0c"],
            [1, "#140804"],
          ],
          0,
          0,
          1,
          0,
        ),
        filter: S.blur(6),
      }),
    );
  // light beam
  S.add(el("path", { d: "M420,-20L520,-20L260,900L60,900z", fill: "#fff0c8", opacity: 0.12, filter: S.blur(20) }));
  // back layer (soft focus)
  let back = "";
  for (let i = 0; i < 12; i++) {
    const x = 20 + i * 50 + S.r(-10, 10);
    back += garlandStrand(S, x, -10, S.r(380, 760), 0.9, {
      pattern: i % 2 ? ["yellow", "orange"] : ["orange", "orange", "yellow"],
    });
  }
  S.add(el("g", { filter: S.blur(3.5), opacity: 0.55 }, back));
  // mid layer
  let mid = "";
  for (let i = 0; i < 8; i++) {
    const x = 40 + i * 75 + S.r(-12, 12);
    mid += garlandStrand(S, x, -10, S.r(450, 860), 1.25, {
      pattern: i % 3 === 0 ? ["yellow", "yellow", "orange"] : ["orange", "orange", "red", "orange", "yellow"],
      leafEvery: 9,
    });
  }
  // jasmine strands
  let jas = "";
  for (const x0 of [95, 330, 470]) {
    for (let y = -5; y < 640; y += 7)
      jas +=
        el("ellipse", { cx: x0 + Math.sin(y / 40) * 3, cy: y, rx: 3.4, ry: 4.2, fill: "#fffaf0" }) +
        el("circle", { cx: x0 + Math.sin(y / 40) * 3 + 1, cy: y + 1.4, r: 1.4, fill: "#d8e8c8" });
  }
  S.add(el("g", { filter: S.blur(1) }, mid), el("g", { filter: S.blur(0.8), opacity: 0.85 }, jas));
  // front layer: big, sharp, partly cropped
  let front = "";
  for (const [x, y1, pat] of [
    [18, 980, ["orange", "yellow"]],
    [215, 720, ["orange", "orange", "red"]],
    [560, 960, ["yellow", "orange", "orange"]],
  ])
    front += garlandStrand(S, x, -20, y1, 2.3, { pattern: pat, leafEvery: 7 });
  S.add(front);
  // tassel ends
  S.add(
    leafShape(S, 215, 730, 50, 95, "#3E7B4F"),
    leafShape(S, 215, 730, 44, 70, "#4f8f4f"),
    leafShape(S, 215, 730, 44, 120, "#3a6a40"),
  );
  // warm rim light from the doorway
  S.add(
    el("rect", {
      width: 600,
      height: 900,
      fill: S.radU(
        [
          [0, "#ffb35a", 0.18],
          [1, "#ffb35a", 0],
        ],
        405,
        500,
        360,
      ),
    }),
  );
  return S.finish({ vColor: "#0a0402", vignette: 0.5, texture: 0.05 });
};

// 12 ─ A priest's hands offering flowers (hands only)
SCENES["offering-hands"] = () => {
  const S = new Scene(PW, PH, 121);
  S.add(
    sky(S, [
      [0, "#1e0e10"],
      [0.6, "#3a1816"],
      [1, "#20100c"],
    ]),
  );
  S.add(bokeh(S, 26, [0, 0, 600, 560], ["#ffb347", "#f6b93b", "#ffd9a0", "#e8871e"], { r: [10, 42], op: [0.1, 0.4] }));
  S.add(S.glow(140, 640, 300, "#ffb347", 0.35));
  // brass plate below-left with lit diya and flowers (soft focus)
  S.add(el("g", { filter: S.blur(1.2) }, plate(S, 200, 790, 220, 58) + diya(S, 120, 770, 1.5, { glowOp: 0.4 })));
  const ids = marigoldDefs(S);
  for (let i = 0; i < 12; i++)
    S.add(useAt(ids[S.pick(["orange", "yellow", "red"])], S.r(170, 380), S.r(770, 815), 1.8, S.r(0, 360)));
  const skin = S.lin(
    [
      [0, "#c98a5e"],
      [0.45, "#a86a42"],
      [1, "#6a3a22"],
    ],
    0,
    0,
    0.3,
    1,
  );
  const skinFar = S.lin(
    [
      [0, "#b07a52"],
      [1, "#5a3020"],
    ],
    0,
    0,
    0.3,
    1,
  );
  // far hand (slightly behind and above)
  const hand = (dx, dy, fill) =>
    el("path", {
      d: `M${640 + dx},${860 + dy}L${480 + dx},${700 + dy}C${410 + dx},${690 + dy} ${300 + dx},${705 + dy} ${232 + dx},${664 + dy}C${196 + dx},${644 + dy} ${178 + dx},${614 + dy} ${188 + dx},${590 + dy}C${196 + dx},${574 + dy} ${214 + dx},${580 + dy} ${222 + dx},${594 + dy}C${270 + dx},${628 + dy} ${380 + dx},${640 + dy} ${470 + dx},${624 + dy}C${520 + dx},${616 + dy} ${560 + dx},${630 + dy} ${640 + dx},${700 + dy}Z`,
      fill,
    });
  S.add(`<g transform="translate(-150 -260) scale(1.3)">`);
  S.add(hand(36, -44, skinFar));
  // flowers heaped in the palms
  const heap = [];
  for (let i = 0; i < 34; i++)
    heap.push([
      S.r(215, 470),
      S.r(565, 625) - Math.sin(S.r(0, Math.PI)) * 20,
      S.pick(["orange", "orange", "yellow", "red"]),
    ]);
  heap.sort((a, b) => a[1] - b[1]);
  for (const [x, y, k] of heap) S.add(useAt(ids[k], x, y, S.r(1.5, 2.0), S.r(0, 360)));
  // a hibiscus and rose petals on top
  const hib = (x, y, r) => {
    let o = "";
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * TAU - 0.4;
      o += el("ellipse", {
        cx: x + Math.cos(a) * r * 0.55,
        cy: y + Math.sin(a) * r * 0.4,
        rx: r * 0.6,
        ry: r * 0.42,
        transform: `rotate(${P((a * 180) / Math.PI)} ${P(x + Math.cos(a) * r * 0.55)} ${P(y + Math.sin(a) * r * 0.4)})`,
        fill: S.rad(
          [
            [0, "#7a0a10"],
            [0.5, "#d0202a"],
            [1, "#f04a4a"],
          ],
          0.2,
          0.5,
          0.9,
        ),
      });
    }
    o += el("path", {
      d: `M${x},${y}q${-r * 0.2},${-r * 0.8} ${-r * 0.1},${-r * 1.1}`,
      stroke: "#f6d04a",
      "stroke-width": 2.5,
      fill: "none",
    });
    o += el("circle", { cx: x - r * 0.1, cy: y - r * 1.1, r: 3, fill: "#f6d04a" });
    return o;
  };
  S.add(hib(350, 575, 36));
  S.add(hand(0, 0, skin));
  // finger separations and creases
  S.add(
    el("path", {
      d: "M205,596c4,22 14,40 30,52M222,604c2,18 10,32 24,44M240,612c2,14 8,24 18,32",
      stroke: "#5a2e1a",
      "stroke-width": 2,
      fill: "none",
      opacity: 0.45,
      "stroke-linecap": "round",
    }),
  );
  S.add(
    el("path", {
      d: "M190,592C200,578 214,582 222,594C270,628 380,640 470,624C520,616 560,630 640,700",
      stroke: "#f2c08a",
      "stroke-width": 3,
      fill: "none",
      opacity: 0.55,
      "stroke-linecap": "round",
    }),
  );
  // sacred thread on the wrist
  S.add(
    el("path", { d: "M505,640q-14,40 -2,78M516,646q-14,40 -2,78", stroke: "#c8201a", "stroke-width": 4, fill: "none" }),
  );
  S.add(el("path", { d: "M510,643q-14,40 -2,78", stroke: "#f6c23b", "stroke-width": 2, fill: "none" }));
  // fingertips curling up around the flowers (near hand), with nail highlights
  const fingerFill = S.linU(
    [
      [0, "#d49a6c"],
      [1, "#a86a42"],
    ],
    0,
    560,
    0,
    640,
  );
  for (const [x, y, r] of [
    [248, 606, -12],
    [230, 600, -18],
    [212, 593, -24],
    [196, 588, -30],
  ]) {
    S.add(
      el(
        "g",
        { transform: `translate(${x} ${y}) rotate(${r})` },
        el("rect", {
          x: -8,
          y: -12,
          width: 17,
          height: 34,
          rx: 8.5,
          fill: fingerFill,
          stroke: "#7a4228",
          "stroke-width": 0.8,
          "stroke-opacity": 0.5,
        }) + el("ellipse", { cx: 0.5, cy: -5, rx: 4.5, ry: 5.5, fill: "#f0c4a0", opacity: 0.55 }),
      ),
    );
  }
  S.add(`</g>`);
  // falling petals
  let fall = "";
  for (let i = 0; i < 12; i++) {
    const x = S.r(130, 300),
      y = S.r(560, 750);
    fall += el("ellipse", {
      cx: x,
      cy: y,
      rx: S.r(3, 6),
      ry: S.r(2, 3.5),
      fill: S.pick(["#f08a17", "#f6b93b", "#d0202a"]),
      transform: `rotate(${P(S.r(0, 180))} ${P(x)} ${P(y)})`,
    });
  }
  S.add(fall);
  return S.finish({ vColor: "#080204", vignette: 0.5, texture: 0.05 });
};

// 13 ─ Palm-leaf manuscripts (landscape)
SCENES["palm-leaf-manuscripts"] = () => {
  const S = new Scene(LW, LH, 131);
  // red silk with folds
  S.add(
    sky(S, [
      [0, "#6a1420"],
      [0.5, "#8a1e2a"],
      [1, "#4a0c16"],
    ]),
  );
  let folds = "";
  for (let i = 0; i < 9; i++)
    folds += el("path", {
      d: `M${P(-50 + i * 120)},-20C${P(20 + i * 120)},200 ${P(-60 + i * 120)},400 ${P(30 + i * 120)},620`,
      stroke: i % 2 ? "#b43040" : "#3a0810",
      "stroke-width": 40,
      fill: "none",
      opacity: 0.3,
    });
  S.add(el("g", { filter: S.blur(14) }, folds));
  // gold border of the cloth at the bottom
  S.add(el("path", { d: "M-10,20L910,-10V10L-10,40z", fill: "#c9962b", opacity: 0.9 }));
  // the manuscript: a bundle of leaves, one loose leaf and the painted wooden cover
  const leafPath = (x, y, w, h) =>
    `M${x + h * 0.5},${y}H${x + w - h * 0.5}Q${x + w},${y} ${x + w},${y + h * 0.5}Q${x + w},${y + h} ${x + w - h * 0.5},${y + h}H${x + h * 0.5}Q${x},${y + h} ${x},${y + h * 0.5}Q${x},${y} ${x + h * 0.5},${y}Z`;
  const leafFill = (col) =>
    S.lin([
      [0, mix(col, "#fff", 0.25)],
      [0.55, col],
      [1, mix(col, "#6a4a22", 0.35)],
    ]);
  const bundle = (() => {
    let o = el("path", {
      d: leafPath(150, 190, 600, 86),
      fill: "#000",
      opacity: 0.4,
      filter: S.blur(9),
      transform: "translate(8 14)",
    });
    // stacked edges (bottom board + leaves), each a little lower
    o += el("path", {
      d: leafPath(148, 196, 604, 86),
      fill: S.lin([
        [0, "#5a2e14"],
        [1, "#2e160a"],
      ]),
    });
    for (let k = 5; k >= 1; k--)
      o += el("path", {
        d: leafPath(150 + k * 0.6, 186 + k * 1.6, 600, 80),
        fill: leafFill(["#c8a064", "#d6b078", "#cfa66a", "#dcb880", "#d2aa70"][k - 1]),
        stroke: "#8a6a3a",
        "stroke-width": 0.6,
      });
    o += el("path", { d: leafPath(150, 184, 600, 80), fill: leafFill("#e6c892") });
    let gr = "";
    for (let i = 0; i < 15; i++) gr += `M${P(190 + S.r(0, 30))},${P(191 + i * 4.6)}H${P(710 - S.r(0, 30))}`;
    o += el("path", { d: gr, stroke: "#a07a46", "stroke-width": 0.7, opacity: 0.35 });
    for (const hx of [330, 570]) o += el("circle", { cx: hx, cy: 224, r: 5.5, fill: "#3a2010" });
    // cord: through both holes, round the bundle, a loose tail with a bead
    o += el("path", { d: "M330,224C380,236 520,236 570,224", stroke: "#efe2c0", "stroke-width": 3.5, fill: "none" });
    o += el("path", {
      d: "M570,224C640,214 720,160 760,150C800,140 820,170 800,196",
      stroke: "#efe2c0",
      "stroke-width": 3.5,
      fill: "none",
    });
    o += el("circle", {
      cx: 800,
      cy: 198,
      r: 9,
      fill: S.rad(
        [
          [0, "#fff0b0"],
          [0.5, "#d9a53c"],
          [1, "#6d4a10"],
        ],
        0.35,
        0.35,
        0.7,
      ),
    });
    return o;
  })();
  S.add(el("g", { transform: "rotate(-5 450 230)" }, bundle));
  // loose leaf in front (faint ruling, no writing)
  S.add(
    el(
      "g",
      { transform: "rotate(2.5 450 340)" },
      el("path", {
        d: leafPath(170, 300, 580, 70),
        fill: "#000",
        opacity: 0.35,
        filter: S.blur(7),
        transform: "translate(6 10)",
      }) +
        el("path", { d: leafPath(170, 300, 580, 70), fill: leafFill("#ecd2a0") }) +
        el("path", {
          d: "M210,318H710M210,336H710M210,354H710",
          stroke: "#7a5a32",
          "stroke-width": 0.8,
          opacity: 0.22,
        }) +
        el("ellipse", { cx: 330, cy: 334, rx: 80, ry: 18, fill: "#8a6030", opacity: 0.12, filter: S.blur(6) }) +
        el("circle", { cx: 340, cy: 335, r: 5, fill: "#3a2010" }) +
        el("circle", { cx: 580, cy: 335, r: 5, fill: "#3a2010" }),
    ),
  );
  // painted wooden cover board
  S.add(
    el(
      "g",
      { transform: "rotate(-2 450 470)" },
      (() => {
        let o = el("path", {
          d: leafPath(140, 420, 620, 96),
          fill: "#000",
          opacity: 0.4,
          filter: S.blur(8),
          transform: "translate(6 12)",
        });
        o += el("path", {
          d: leafPath(140, 420, 620, 96),
          fill: S.lin([
            [0, "#7a3a1a"],
            [1, "#3e1a08"],
          ]),
        });
        o += el("rect", {
          x: 196,
          y: 432,
          width: 508,
          height: 72,
          rx: 10,
          fill: "#8a1e22",
          stroke: "#e2b857",
          "stroke-width": 3,
        });
        o += el("rect", {
          x: 204,
          y: 440,
          width: 492,
          height: 56,
          rx: 7,
          fill: "none",
          stroke: "#e2b857",
          "stroke-width": 1.2,
          opacity: 0.8,
        });
        let vine = "";
        for (let i = 0; i < 9; i++) {
          const x = 232 + i * 54;
          vine += el(
            "g",
            { transform: `translate(${x} 468)` },
            rangoli(S, [
              { type: "petals", n: 8, r0: 3, r1: 14, w: 5, color: i % 2 ? "#f6b93b" : "#fff6e0" },
              { type: "disc", r: 3.5, color: "#3e7b4f" },
            ]),
          );
          if (i < 8)
            vine += el("path", { d: `M${x + 15},468q12,-10 24,0`, stroke: "#5e9b5e", "stroke-width": 2, fill: "none" });
        }
        o += vine;
        return o;
      })(),
    ),
  );
  // stylus
  S.add(
    el("path", {
      d: "M600,580L860,530",
      stroke: S.lin(
        [
          [0, "#4a4a52"],
          [0.5, "#c8c8d0"],
          [1, "#5a5a62"],
        ],
        0,
        0,
        0,
        1,
      ),
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
  );
  S.add(el("path", { d: "M860,530l18,-3", stroke: "#8a8a92", "stroke-width": 2.5, "stroke-linecap": "round" }));
  // brass lamp (top-down) at the top right and flowers at the left
  S.add(S.glow(800, 90, 170, "#ffb347", 0.35));
  S.add(
    el("circle", {
      cx: 800,
      cy: 90,
      r: 48,
      fill: S.rad(
        [
          [0, "#ffe7a0"],
          [0.6, "#c9962b"],
          [1, "#5a3a0c"],
        ],
        0.4,
        0.4,
        0.7,
      ),
    }),
  );
  S.add(el("circle", { cx: 800, cy: 90, r: 30, fill: "#8a5a14" }));
  S.add(flame(S, 818, 84, 30, { glowR: 60, glowOp: 0.5 }));
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [
    [70, 110, "orange"],
    [104, 134, "yellow"],
    [52, 150, "orange"],
    [124, 96, "red"],
    [36, 84, "yellow"],
    [90, 80, "orange"],
  ])
    S.add(useAt(ids[k], x, y, 2.2, S.r(0, 360)));
  let jas = "";
  for (let i = 0; i < 26; i++)
    jas += el("ellipse", { cx: 20 + i * 8, cy: 560 - i * 2 + Math.sin(i / 3) * 8, rx: 4, ry: 5, fill: "#fffaf0" });
  S.add(jas);
  // warm light from the upper right
  S.add(
    el("rect", {
      width: 900,
      height: 600,
      fill: S.radU(
        [
          [0, "#ffd08a", 0.18],
          [1, "#ffd08a", 0],
        ],
        760,
        120,
        700,
      ),
    }),
  );
  return S.finish({ vColor: "#1a0206", vignette: 0.45, texture: 0.06 });
};

/** A conch shell lying on its side, centred at (cx, cy), length ~ 220*s. */
function conch(S, cx, cy, s = 1, rot = 0) {
  const X = (v) => P(v * s);
  const body = S.lin(
    [
      [0, "#fffdf8"],
      [0.45, "#f6ecdc"],
      [1, "#c4ae98"],
    ],
    0,
    0,
    0.15,
    1,
  );
  let o = el("ellipse", { cx: X(0), cy: X(44), rx: X(130), ry: X(14), fill: "#000", opacity: 0.3, filter: S.blur(5) });
  // outline: stepped spire (left), knobby shoulder, long siphonal canal (right)
  const outline = smooth(
    [
      [-128, -4],
      [-116, -12],
      [-106, -12],
      [-96, -22],
      [-86, -22],
      [-72, -34],
      [-60, -36],
      [-44, -50],
      [-10, -56],
      [30, -50],
      [70, -34],
      [104, -14],
      [132, 0],
      [104, 16],
      [60, 34],
      [10, 46],
      [-40, 40],
      [-80, 26],
      [-110, 10],
    ].map(([x, y]) => [x * s, y * s]),
  );
  o += el("path", { d: outline, fill: body });
  // spiral sutures on the spire
  o += el("path", {
    d: `M${X(-116)},${X(-12)}q${X(4)},${X(12)} ${X(-2)},${X(22)}M${X(-96)},${X(-22)}q${X(6)},${X(18)} ${X(-4)},${X(34)}M${X(-72)},${X(-34)}q${X(8)},${X(26)} ${X(-6)},${X(52)}M${X(-44)},${X(-50)}q${X(10)},${X(40)} ${X(-6)},${X(86)}`,
    stroke: "#b09a84",
    "stroke-width": X(1.8),
    fill: "none",
    opacity: 0.7,
  });
  // knobs on the shoulder
  let kn = "";
  for (let i = 0; i < 5; i++) {
    const u = -30 + i * 24,
      v = -53 + Math.abs(i - 1.2) * 4;
    kn += `M${X(u - 8)},${X(v + 5)}q${X(8)},${X(-15)} ${X(16)},0z`;
  }
  o += el("path", { d: kn, fill: "#f8f0e2" });
  // aperture with a flared white lip
  o += el("path", {
    d: `M${X(-34)},${X(34)}C${X(10)},${X(8)} ${X(80)},${X(-4)} ${X(128)},${X(1)}C${X(90)},${X(20)} ${X(30)},${X(46)} ${X(-34)},${X(34)}Z`,
    fill: S.lin(
      [
        [0, "#e8906a"],
        [0.5, "#f8c8a8"],
        [1, "#f0a888"],
      ],
      0,
      0,
      1,
      1,
    ),
  });
  o += el("path", {
    d: `M${X(-34)},${X(34)}C${X(10)},${X(8)} ${X(80)},${X(-4)} ${X(128)},${X(1)}`,
    stroke: "#fffaf2",
    "stroke-width": X(4),
    fill: "none",
  });
  o += el("path", {
    d: `M${X(-20)},${X(36)}C${X(20)},${X(40)} ${X(70)},${X(26)} ${X(110)},${X(10)}`,
    stroke: "#fff",
    "stroke-width": X(3),
    fill: "none",
    opacity: 0.6,
  });
  // sheen along the body
  o += el("path", {
    d: `M${X(-30)},${X(-40)}C${X(10)},${X(-48)} ${X(50)},${X(-40)} ${X(86)},${X(-20)}`,
    stroke: "#fff",
    "stroke-width": X(6),
    fill: "none",
    opacity: 0.75,
    "stroke-linecap": "round",
  });
  // gold cap on the spire
  o += el("path", { d: `M${X(-128)},${X(-4)}L${X(-114)},${X(-13)}L${X(-108)},${X(4)}z`, fill: "#d9a53c" });
  return el("g", { transform: `translate(${P(cx)} ${P(cy)}) rotate(${rot})` }, o);
}

/** Hand bell (ghanta) standing upright; (cx, by) base centre, total height ~ 260*s. */
function handBell(S, cx, by, s = 1) {
  const X = (v) => P(cx + v * s),
    Y = (v) => P(by - v * s);
  const metal = S.lin(
    [
      [0, "#4a300a"],
      [0.18, "#a87a20"],
      [0.38, "#fff0b0"],
      [0.52, "#d9a53c"],
      [0.82, "#6d4a10"],
      [1, "#3a2406"],
    ],
    0,
    0,
    1,
    0,
  );
  let o = el("ellipse", { cx, cy: by + 3 * s, rx: 62 * s, ry: 10 * s, fill: "#000", opacity: 0.35, filter: S.blur(4) });
  o += el("path", {
    d: `M${X(-56)},${Y(0)}C${X(-52)},${Y(14)} ${X(-42)},${Y(24)} ${X(-38)},${Y(56)}C${X(-36)},${Y(96)} ${X(-20)},${Y(120)} ${X(0)},${Y(122)}C${X(20)},${Y(120)} ${X(36)},${Y(96)} ${X(38)},${Y(56)}C${X(42)},${Y(24)} ${X(52)},${Y(14)} ${X(56)},${Y(0)}Z`,
    fill: metal,
  });
  o += el("ellipse", { cx, cy: Y(0), rx: 56 * s, ry: 9 * s, fill: "#5a3a0c" });
  o += el("path", {
    d: `M${X(-44)},${Y(30)}Q${X(0)},${Y(24)} ${X(44)},${Y(30)}M${X(-38)},${Y(62)}Q${X(0)},${Y(57)} ${X(38)},${Y(62)}`,
    stroke: "#5a3a0c",
    "stroke-width": 2 * s,
    fill: "none",
    opacity: 0.6,
  });
  // handle with knobs and a bud finial
  o += el("rect", { x: X(-6), y: Y(200), width: 12 * s, height: 80 * s, fill: metal });
  for (const [h, r] of [
    [126, 14],
    [150, 10],
    [176, 12],
    [200, 9],
  ])
    o += el("ellipse", { cx, cy: Y(h), rx: r * s, ry: 5 * s, fill: metal });
  o += el("path", {
    d: `M${X(0)},${Y(262)}C${X(-20)},${Y(240)} ${X(-16)},${Y(212)} ${X(0)},${Y(204)}C${X(16)},${Y(212)} ${X(20)},${Y(240)} ${X(0)},${Y(262)}Z`,
    fill: metal,
  });
  return o;
}

// 14 ─ Conch and bell on a plate
SCENES["conch-bell-plate"] = () => {
  const S = new Scene(PW, PH, 141);
  S.add(
    sky(S, [
      [0, "#1f2e2e"],
      [0.5, "#2c3e3a"],
      [1, "#141e1e"],
    ]),
  );
  S.add(el("path", { d: "M-40,-40L260,-40L620,700L300,940z", fill: "#f4e2c0", opacity: 0.12, filter: S.blur(40) }));
  S.add(S.glowE(300, 620, 360, 220, "#f4d8a0", 0.22));
  S.add(
    el(
      "g",
      { filter: S.blur(7), opacity: 0.9 },
      el("rect", { x: 112, y: 150, width: 16, height: 300, fill: "#a87a2a" }) +
        el("ellipse", { cx: 120, cy: 150, rx: 60, ry: 14, fill: "#c9962b" }) +
        el("ellipse", { cx: 120, cy: 450, rx: 70, ry: 18, fill: "#8a6418" }),
    ),
  );
  S.add(S.glow(120, 120, 140, "#ffb347", 0.4));
  for (const dx of [-40, 0, 40])
    S.add(el("g", { filter: S.blur(3) }, flame(S, 120 + dx, 146, 30, { glowR: 0, core: true })));
  S.add(plate(S, 300, 640, 270, 120));
  // rice grains scattered on the plate
  let rice = "";
  for (let i = 0; i < 140; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()) * 0.85;
    const x = 300 + Math.cos(a) * 230 * r,
      y = 646 + Math.sin(a) * 100 * r;
    const b = S.r(0, 180);
    rice += `M${P(x)},${P(y)}l${P(Math.cos(b) * 4)},${P(Math.sin(b) * 2)}`;
  }
  S.add(el("path", { d: rice, stroke: "#fffaf0", "stroke-width": 2, "stroke-linecap": "round", opacity: 0.85 }));
  // sandal-paste bowl
  S.add(
    el("ellipse", {
      cx: 160,
      cy: 612,
      rx: 44,
      ry: 16,
      fill: S.lin(
        [
          [0, "#6d4a10"],
          [0.4, "#f0cd7a"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("ellipse", {
      cx: 160,
      cy: 609,
      rx: 36,
      ry: 11,
      fill: S.rad([
        [0, "#f6e2b8"],
        [1, "#d8b47a"],
      ]),
    }),
  );
  S.add(el("circle", { cx: 166, cy: 608, r: 5, fill: "#c8201a" }));
  S.add(handBell(S, 420, 630, 1.15));
  S.add(conch(S, 260, 690, 1.15, -8));
  // flowers and a tulsi sprig
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [
    [470, 700, "orange"],
    [500, 686, "yellow"],
    [120, 680, "red"],
    [150, 700, "orange"],
  ])
    S.add(useAt(ids[k], x, y, 1.9, S.r(0, 360)));
  const hib = (x, y, r) => {
    let o = "";
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * TAU;
      o += el("ellipse", {
        cx: x + Math.cos(a) * r * 0.5,
        cy: y + Math.sin(a) * r * 0.35,
        rx: r * 0.55,
        ry: r * 0.4,
        transform: `rotate(${P((a * 180) / Math.PI)} ${P(x + Math.cos(a) * r * 0.5)} ${P(y + Math.sin(a) * r * 0.35)})`,
        fill: S.rad(
          [
            [0, "#7a0a10"],
            [0.55, "#d0202a"],
            [1, "#f04a4a"],
          ],
          0.2,
          0.5,
          0.9,
        ),
      });
    }
    return o + el("circle", { cx: x, cy: y, r: 4, fill: "#f6d04a" });
  };
  S.add(hib(360, 730, 30));
  for (let i = 0; i < 7; i++) S.add(leafShape(S, 520 - i * 9, 610 + i * 4, 22 - i, -120 + i * 10, "#3e7b4f"));
  // incense smoke drifting across the top
  let sm = "";
  for (let i = 0; i < 3; i++) {
    const pts = [];
    let x = 520 + i * 14;
    for (let y = 520; y > -20; y -= 40) {
      x += Math.sin(y / 60 + i) * 24;
      pts.push([x, y]);
    }
    sm += el("path", {
      d: smooth(pts, false),
      stroke: "#e8eef0",
      "stroke-width": 3 + i * 2,
      fill: "none",
      opacity: 0.12,
    });
  }
  S.add(el("g", { filter: S.blur(3) }, sm));
  return S.finish({ vColor: "#050a0a", vignette: 0.5, texture: 0.06 });
};

// 15 ─ A coconut-grove path to a shrine
SCENES["coconut-grove-path"] = () => {
  const S = new Scene(PW, PH, 151);
  S.add(
    sky(
      S,
      [
        [0, "#cfe0c0"],
        [0.4, "#f4efcc"],
        [1, "#e8e0b0"],
      ],
      0,
      600,
    ),
  );
  S.add(S.glow(380, 300, 320, "#fff8dc", 0.8));
  // far palms (hazy)
  for (let i = 0; i < 7; i++)
    S.add(
      el(
        "g",
        { opacity: 0.35 },
        palm(S, 40 + i * 90 + S.r(-20, 20), 560, S.r(300, 380), {
          lean: S.r(-30, 30),
          col: "#7a9a7a",
          trunkW: 6,
          frondLen: 70,
          fronds: 10,
          coconuts: false,
        }),
      ),
    );
  // ground
  S.add(
    el("rect", {
      x: 0,
      y: 540,
      width: 600,
      height: 360,
      fill: S.lin([
        [0, "#8aa860"],
        [0.4, "#5e8a44"],
        [1, "#2e5226"],
      ]),
    }),
  );
  // shrine in the distance
  const sx = 350,
    sy = 560;
  S.add(
    el("rect", {
      x: sx - 34,
      y: sy - 44,
      width: 68,
      height: 46,
      fill: S.lin(
        [
          [0, "#fffaf0"],
          [1, "#e8dcc8"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${sx - 48},${sy - 42}L${sx},${sy - 80}L${sx + 48},${sy - 42}z`,
      fill: S.lin([
        [0, "#c8583a"],
        [1, "#8a3222"],
      ]),
    }),
  );
  S.add(el("path", { d: `M${sx - 12},${sy + 2}V${sy - 22}q12,-14 24,0V${sy + 2}z`, fill: "#3a2010" }));
  S.add(S.glow(sx, sy - 10, 22, "#ffb347", 0.7));
  S.add(el("path", { d: `M${sx + 40},${sy - 40}V${sy - 110}`, stroke: "#6a4a2a", "stroke-width": 2 }));
  S.add(el("path", { d: `M${sx + 41},${sy - 110}q12,4 24,0q-4,8 0,14q-12,2 -24,-2z`, fill: C.saffron }));
  // laterite path winding toward the shrine
  S.add(
    el("path", {
      d: `M${sx - 14},${sy + 2}C${sx - 40},600 ${sx + 80},660 ${sx - 20},720C${sx - 120},780 ${sx - 20},850 ${sx + 40},910L${sx - 230},910C${sx - 250},850 ${sx - 150},780 ${sx - 80},720C${sx - 30},670 ${sx - 60},600 ${sx - 24},${sy + 2}z`,
      fill: S.lin([
        [0, "#d8a27a"],
        [0.5, "#b8643e"],
        [1, "#8a3a22"],
      ]),
    }),
  );
  // dappled sunlight on the path and grass
  let dap = "";
  for (let i = 0; i < 40; i++) {
    const y = S.r(600, 900),
      x = S.r(0, 600),
      r = lerp(4, 22, (y - 600) / 300);
    dap += el("ellipse", { cx: x, cy: y, rx: r * 1.6, ry: r * 0.5, fill: "#fff4c0", opacity: S.r(0.08, 0.2) });
  }
  S.add(el("g", { filter: S.blur(3) }, dap));
  // long palm shadows across the ground
  S.add(
    el("path", {
      d: "M80,900L600,640L600,660L110,900zM200,640L600,700L600,714L200,646zM470,620L0,700L0,716L470,626z",
      fill: "#1e3a18",
      opacity: 0.25,
      filter: S.blur(3),
    }),
  );
  let grass = "";
  for (let i = 0; i < 220; i++) {
    const y = S.r(560, 900),
      x = S.r(0, 600),
      hh = lerp(3, 16, (y - 560) / 340);
    grass += `M${P(x)},${P(y)}q${P(S.r(-2, 2))},${P(-hh / 2)} ${P(S.r(-4, 4))},${P(-hh)}`;
  }
  S.add(
    el("path", {
      d: grass,
      stroke: "#2e5a26",
      "stroke-width": 1.4,
      fill: "none",
      opacity: 0.5,
      "stroke-linecap": "round",
    }),
  );
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-10, 560],
            [60, 540],
            [140, 552],
            [220, 538],
            [300, 550],
            [400, 536],
            [480, 548],
            [560, 534],
            [620, 546],
          ],
          false,
        ) + "L620,580L-10,580Z",
      fill: "#6e9a56",
      opacity: 0.8,
    }),
  );
  // bushes/ferns along the path
  const bush = (x, y, r, col) => {
    let o = "";
    for (let i = 0; i < 9; i++)
      o += el("circle", {
        cx: x + S.r(-r, r),
        cy: y + S.r(-r * 0.5, 0),
        r: r * S.r(0.4, 0.7),
        fill: mix(col, i % 2 ? "#fff" : "#000", S.r(0, 0.2)),
      });
    return o;
  };
  S.add(
    bush(120, 640, 40, "#3e7b4f"),
    bush(520, 650, 46, "#4a8a4a"),
    bush(40, 760, 60, "#2e6a3a"),
    bush(580, 790, 60, "#356e3a"),
    bush(230, 610, 26, "#5e9b5e"),
    bush(470, 600, 24, "#5e9b5e"),
  );
  // foreground palms (large, framing)
  S.add(palm(S, 80, 920, 760, { lean: -20, col: "#2e4a2a", light: "#8a9a60", trunkW: 22, frondLen: 200, fronds: 12 }));
  S.add(palm(S, 560, 920, 700, { lean: 40, col: "#284424", light: "#7a8a52", trunkW: 20, frondLen: 190, fronds: 12 }));
  S.add(palm(S, 200, 640, 420, { lean: 10, col: "#4a6a44", light: "#a0b070", trunkW: 10, frondLen: 110, fronds: 11 }));
  S.add(palm(S, 470, 620, 400, { lean: -15, col: "#4a6a44", light: "#a0b070", trunkW: 9, frondLen: 100, fronds: 11 }));
  // light rays
  S.add(
    el("path", {
      d: "M380,250L430,250L640,900L480,900z M380,250L400,250L300,900L200,900z",
      fill: "#fff8d8",
      opacity: 0.14,
      filter: S.blur(14),
    }),
  );
  return S.finish({ vColor: "#0e1a08", vignette: 0.4, texture: 0.06 });
};

/** Tall brass standing lamp (kuthuvilakku/samai) with five flames. (cx, by) base, height h. */
function standLamp(S, cx, by, h, { flames = 5, flick = [], glowOp = 0.45 } = {}) {
  const k = h / 300;
  const metal = S.lin(
    [
      [0, "#4a300a"],
      [0.2, "#a87a20"],
      [0.4, "#fff0b0"],
      [0.55, "#d9a53c"],
      [0.85, "#6d4a10"],
      [1, "#3a2406"],
    ],
    0,
    0,
    1,
    0,
  );
  const X = (v) => cx + v * k,
    Y = (v) => by - v * k;
  let o = el("ellipse", { cx, cy: by + 4 * k, rx: 80 * k, ry: 12 * k, fill: "#000", opacity: 0.35, filter: S.blur(4) });
  o += el("path", {
    d: `M${X(-62)},${Y(0)}C${X(-60)},${Y(26)} ${X(-20)},${Y(34)} ${X(-10)},${Y(50)}H${X(10)}C${X(20)},${Y(34)} ${X(60)},${Y(26)} ${X(62)},${Y(0)}Z`,
    fill: metal,
  });
  o += el("ellipse", { cx, cy: Y(0), rx: 62 * k, ry: 9 * k, fill: "#6d4a10" });
  o += el("rect", { x: X(-6), y: Y(240), width: 12 * k, height: 190 * k, fill: metal });
  for (const [hh, r] of [
    [56, 16],
    [100, 12],
    [150, 14],
    [196, 11],
    [236, 16],
  ])
    o += el("ellipse", { cx, cy: Y(hh), rx: r * k, ry: 6 * k, fill: metal });
  // oil dish
  o += el("path", { d: `M${X(-56)},${Y(252)}Q${X(0)},${Y(226)} ${X(56)},${Y(252)}Z`, fill: metal });
  o += el("ellipse", {
    cx,
    cy: Y(252),
    rx: 56 * k,
    ry: 10 * k,
    fill: S.lin(
      [
        [0, "#8a6418"],
        [0.4, "#ffe7a0"],
        [1, "#6d4a10"],
      ],
      0,
      0,
      1,
      0,
    ),
  });
  o += el("ellipse", { cx, cy: Y(253), rx: 44 * k, ry: 6 * k, fill: "#6a4208" });
  // finial
  o += el("path", {
    d: `M${X(0)},${Y(300)}C${X(-14)},${Y(286)} ${X(-12)},${Y(266)} ${X(0)},${Y(258)}C${X(12)},${Y(266)} ${X(14)},${Y(286)} ${X(0)},${Y(300)}Z`,
    fill: metal,
  });
  for (let i = 0; i < flames; i++) {
    const a = (i / flames) * TAU + 0.3;
    const fx = cx + Math.cos(a) * 50 * k,
      fy = Y(252) + Math.sin(a) * 9 * k;
    o += flame(S, fx, fy, 30 * k, { flick: flick[i] ?? 0, glowR: 60 * k, glowOp });
  }
  return o;
}

// 16 ─ Navaratri lamps
SCENES["navaratri-lamps"] = () => {
  const S = new Scene(PW, PH, 161);
  S.add(
    sky(S, [
      [0, "#3a0e3a"],
      [0.5, "#6a1a5a"],
      [1, "#2a0a2a"],
    ]),
  );
  // silk drapes
  let drape = "";
  for (let i = 0; i < 12; i++)
    drape += el("path", {
      d: `M${P(i * 54)},0C${P(i * 54 + 14)},300 ${P(i * 54 - 10)},560 ${P(i * 54 + 6)},760`,
      stroke: i % 2 ? "#a8307a" : "#2a0628",
      "stroke-width": 26,
      fill: "none",
      opacity: 0.4,
    });
  S.add(el("g", { filter: S.blur(9) }, drape));
  S.add(
    el("rect", {
      x: 0,
      y: 0,
      width: 600,
      height: 34,
      fill: S.lin([
        [0, "#8a5a14"],
        [0.5, "#f0cd7a"],
        [1, "#8a5a14"],
      ]),
    }),
  );
  S.add(
    garlandSwag(S, -10, 34, 200, 34, 60, 1.4),
    garlandSwag(S, 200, 34, 400, 34, 60, 1.4, ["yellow", "orange"]),
    garlandSwag(S, 400, 34, 610, 34, 60, 1.4),
  );
  // floor
  S.add(
    el("rect", {
      x: 0,
      y: 620,
      width: 600,
      height: 280,
      fill: S.lin([
        [0, "#3a1230"],
        [1, "#12040e"],
      ]),
    }),
  );
  S.add(S.glowE(300, 680, 340, 90, "#ffb347", 0.25));
  // lamps receding diagonally (back to front)
  const row = [
    [470, 560, 150],
    [400, 590, 200],
    [310, 630, 270],
    [190, 690, 360],
    [40, 770, 470],
  ];
  for (const [x, y, h] of row) {
    S.add(
      el("path", {
        d: `M${x - 4},${y + 6}v${P(h * 0.5)}`,
        stroke: "#ffb347",
        "stroke-width": h / 30,
        opacity: 0.18,
        filter: S.blur(4),
      }),
    );
    S.add(standLamp(S, x, y, h, { flick: [0.2, -0.3, 0.1, 0.4, -0.2] }));
  }
  // nine small diyas along the front
  for (let i = 0; i < 9; i++)
    S.add(
      diya(S, 210 + i * 45 + (i % 2) * 4, 850 - i * 6, 0.95, {
        glowOp: 0.35,
        clay: i % 2 ? ["#c0612f", "#7a2e18"] : ["#d07a3a", "#8a3a1a"],
      }),
    );
  // petals on the floor
  const ids = marigoldDefs(S);
  for (let i = 0; i < 14; i++)
    S.add(useAt(ids[S.pick(["orange", "yellow", "red"])], S.r(200, 600), S.r(760, 890), S.r(1, 1.5), S.r(0, 360)));
  return S.finish({ vColor: "#0a0208", vignette: 0.45, texture: 0.05 });
};

// 17 ─ Diwali rangoli with diyas
SCENES["diwali-rangoli"] = () => {
  const S = new Scene(PW, PH, 171);
  S.add(
    sky(S, [
      [0, "#1a1418"],
      [0.5, "#2a2024"],
      [1, "#141012"],
    ]),
  );
  // stone floor tiles in perspective
  let tiles = "";
  for (let i = 0; i < 12; i++) tiles += `M0,${P(60 + i * i * 6.2 + i * 8)}H600`;
  for (let i = -10; i <= 10; i++) tiles += `M${300 + i * 40},0L${300 + i * 110},900`;
  S.add(el("path", { d: tiles, stroke: "#000", "stroke-width": 1.5, opacity: 0.35 }));
  const cx = 300,
    cy = 520,
    sy = 0.72;
  S.add(S.glowE(cx, cy, 360, 300, "#ffb347", 0.22));
  const rg = rangoli(S, [
    { type: "scallop", r: 258, amp: 14, n: 32, color: "#f6b93b" },
    { type: "disc", r: 252, color: "#6a1a6a" },
    { type: "petals", n: 16, r0: 170, r1: 250, w: 30, color: "#d0206a", inner: "#ff8ab8" },
    { type: "petals", n: 16, r0: 176, r1: 236, w: 16, color: "#1aa0b8", rot: Math.PI / 16, inner: "#8ae0f0" },
    { type: "ring", r: 168, width: 8, color: "#fff6e0" },
    { type: "disc", r: 164, color: "#f6b93b" },
    { type: "petals", n: 12, r0: 92, r1: 162, w: 30, color: "#e8531e", inner: "#ffd36a" },
    { type: "petals", n: 12, r0: 96, r1: 150, w: 18, color: "#3e7b4f", rot: Math.PI / 12, inner: "#8ac06a" },
    { type: "ring", r: 92, width: 6, color: "#fff" },
    { type: "disc", r: 88, color: "#1aa0b8" },
    { type: "petals", n: 8, r0: 20, r1: 86, w: 22, color: "#fff6e0", inner: "#d0206a" },
    { type: "disc", r: 22, color: "#f6b93b" },
    { type: "disc", r: 9, color: "#c8201a" },
    { type: "dots", n: 64, r: 244, size: 3.5, color: "#fff6e0" },
    { type: "dots", n: 32, r: 200, size: 4, color: "#fff6e0" },
    { type: "dots", n: 24, r: 128, size: 3, color: "#fff6e0" },
  ]);
  S.add(el("g", { transform: `translate(${cx} ${cy}) scale(1 ${sy})` }, rg));
  // powder texture
  let spk = "";
  for (let i = 0; i < 400; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()) * 255;
    spk += el("circle", {
      cx: cx + Math.cos(a) * r,
      cy: cy + Math.sin(a) * r * sy,
      r: S.r(0.4, 1.2),
      fill: S.pick(["#fff", "#000"]),
      opacity: S.r(0.1, 0.35),
    });
  }
  S.add(spk);
  // diyas around (back ones first)
  const ring = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * TAU + 0.13;
    ring.push([cx + Math.cos(a) * 292, cy + Math.sin(a) * 292 * sy, Math.sin(a)]);
  }
  ring.sort((a, b) => a[1] - b[1]);
  for (const [x, y, d] of ring)
    S.add(diya(S, x - 8, y, lerp(0.95, 1.35, (d + 1) / 2), { glowOp: 0.5, flick: S.r(-0.3, 0.3) }));
  // a few diyas in the centre-front and petals
  const ids = marigoldDefs(S);
  for (let i = 0; i < 12; i++)
    S.add(useAt(ids[S.pick(["orange", "yellow", "red"])], S.r(20, 580), S.r(800, 890), 1.6, S.r(0, 360)));
  return S.finish({ vColor: "#050204", vignette: 0.5, texture: 0.05 });
};

// 18 ─ A river ghat at dawn (landscape)
SCENES["river-ghat-dawn"] = () => {
  const S = new Scene(LW, LH, 181);
  const hor = 300;
  S.add(
    sky(
      S,
      [
        [0, "#8a9ac8"],
        [0.45, "#d8b4c0"],
        [0.8, "#f8d0a8"],
        [1, "#fde4c0"],
      ],
      0,
      hor + 2,
    ),
  );
  S.add(
    S.glow(640, 270, 300, "#fff0d0", 0.7),
    el("circle", { cx: 640, cy: 270, r: 30, fill: "#fff6e4", opacity: 0.9 }),
  );
  // far bank
  S.add(
    el("path", {
      d:
        smooth(
          [
            [300, hor + 2],
            [360, 288],
            [480, 292],
            [620, 286],
            [760, 292],
            [910, 286],
            [910, hor + 2],
          ],
          false,
        ) + "Z",
      fill: "#b0a0b8",
      opacity: 0.8,
    }),
  );
  // water
  S.add(
    el("rect", {
      x: 0,
      y: hor,
      width: 900,
      height: 300,
      fill: S.lin([
        [0, "#f4d4b4"],
        [0.3, "#c8b0c0"],
        [1, "#6a7098"],
      ]),
    }),
  );
  let gl = "";
  for (let i = 0; i < 60; i++) {
    const t = S.rnd();
    const y = hor + 4 + t ** 1.3 * 290;
    gl += `M${P(640 + S.r(-20 - t * 80, 20 + t * 80))},${P(y)}h${P(S.r(6, 22) * (0.5 + t))}`;
  }
  S.add(el("path", { d: gl, stroke: "#fff4dc", "stroke-width": 1.6, opacity: 0.7, "stroke-linecap": "round" }));
  S.add(waveLines(S, 280, 900, hor + 10, 600, 60, "#fff0e0", { op: 0.3 }));
  // mist
  S.add(el("rect", { x: 0, y: hor - 30, width: 900, height: 80, fill: "#fff4ea", opacity: 0.45, filter: S.blur(18) }));
  // ghat: steps descending diagonally from the left
  const steps = el("path", {
    d: "M-10,120L380,300L380,600L-10,600Z",
    fill: S.lin(
      [
        [0, "#d8b498"],
        [1, "#8a6a5e"],
      ],
      0,
      0,
      1,
      1,
    ),
  });
  let st = "";
  for (let i = 0; i < 22; i++) {
    const y0 = 140 + i * 22;
    st += `M-10,${y0}L${P(380 - i * 4)},${P(300 + i * 14)}`;
  }
  S.add(steps, el("path", { d: st, stroke: "#6a4a44", "stroke-width": 2, opacity: 0.5 }));
  S.add(el("path", { d: "M380,300L380,600L430,600L430,330z", fill: "#7a5a54", opacity: 0.6 }));
  // shrines (pavilions with domed roofs) on the ghat
  const pav = (x, y, w, h) => {
    let o = el("rect", {
      x: x - w / 2,
      y: y - h,
      width: w,
      height: h,
      fill: S.lin(
        [
          [0, "#f0dcc4"],
          [1, "#b49a8a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("path", {
      d: `M${x - w * 0.3},${y}V${y - h * 0.55}q${w * 0.3},${-h * 0.3} ${w * 0.6},0V${y}z`,
      fill: "#5a4048",
    });
    o += el("path", { d: `M${x - w / 2 - 6},${y - h}h${w + 12}v-8h${-w - 12}z`, fill: "#e8d4bc" });
    o += el("path", {
      d: `M${x - w / 2},${y - h - 8}Q${x - w / 2},${y - h - w * 0.9} ${x},${y - h - w * 1.1}Q${x + w / 2},${y - h - w * 0.9} ${x + w / 2},${y - h - 8}z`,
      fill: S.lin(
        [
          [0, "#f4e2cc"],
          [1, "#b49a8a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("path", { d: `M${x},${y - h - w * 1.1}v-14`, stroke: "#c9962b", "stroke-width": 3 });
    return o;
  };
  S.add(pav(90, 170, 70, 80), pav(230, 230, 60, 70));
  // tree behind
  S.add(
    el(
      "g",
      { opacity: 0.9 },
      bush3(S, 40, 60, 110, "#5e7a5a") + el("rect", { x: 34, y: 80, width: 12, height: 90, fill: "#4a3a34" }),
    ),
  );
  // saffron flags & umbrellas (bamboo) on the ghat
  for (const [x, y, c] of [
    [300, 300, "#e8871e"],
    [340, 330, "#c8281a"],
  ]) {
    S.add(el("path", { d: `M${x},${y}v-80`, stroke: "#6a4a2a", "stroke-width": 3 }));
    S.add(el("path", { d: `M${x - 40},${y - 74}Q${x},${y - 104} ${x + 40},${y - 74}z`, fill: c }));
  }
  // lamps on the lowest steps
  for (const [x, y] of [
    [150, 420],
    [200, 448],
    [260, 470],
    [320, 500],
  ])
    S.add(diya(S, x, y, 0.7, { glowOp: 0.4 }));
  // boat
  S.add(el("path", { d: "M560,430q80,22 170,0l-14,14q-70,14 -142,0z", fill: "#3a2a34" }));
  S.add(el("path", { d: "M640,428v-60", stroke: "#3a2a34", "stroke-width": 3 }));
  S.add(el("path", { d: "M560,446q80,14 170,0", stroke: "#fff", "stroke-width": 1, opacity: 0.3 }));
  S.add(
    birds(
      S,
      [
        [520, 160, 1],
        [545, 150, 0.8],
        [500, 175, 0.7],
      ],
      "#4a3a4a",
      0.6,
    ),
  );
  return S.finish({ vColor: "#2a1a2a", vignette: 0.3, texture: 0.06 });
};

/** A soft tree canopy (clusters of circles). */
function bush3(S, x, y, r, col) {
  let o = "";
  for (let i = 0; i < 14; i++)
    o += el("circle", {
      cx: x + S.r(-r, r) * 0.8,
      cy: y + S.r(-r, r) * 0.5,
      r: r * S.r(0.3, 0.55),
      fill: mix(col, i % 2 ? "#fff" : "#000", S.r(0, 0.18)),
    });
  return o;
}

// 19 ─ Banana-leaf prasad meal (top-down)
SCENES["banana-leaf-prasad"] = () => {
  const S = new Scene(PW, PH, 191);
  // dark wooden floor planks
  S.add(
    sky(S, [
      [0, "#4a2a18"],
      [1, "#2a160a"],
    ]),
  );
  let pl = "";
  for (let x = 0; x < 600; x += 75) pl += `M${x},0V900`;
  S.add(el("path", { d: pl, stroke: "#1a0c04", "stroke-width": 3, opacity: 0.6 }));
  let gr = "";
  for (let i = 0; i < 60; i++) {
    const x = S.r(0, 600);
    gr += `M${P(x)},0C${P(x + S.r(-8, 8))},300 ${P(x + S.r(-8, 8))},600 ${P(x)},900`;
  }
  S.add(el("path", { d: gr, stroke: "#6a3e22", "stroke-width": 1, opacity: 0.3, fill: "none" }));
  // banana leaf (rotated slightly): midrib on the left, broad blade to the right
  const leaf = `M70,-20H540C560,200 580,500 560,930H60C40,600 50,300 70,-20Z`;
  S.add(el("path", { d: leaf, fill: "#000", opacity: 0.4, filter: S.blur(10), transform: "translate(10 14)" }));
  S.add(
    el("path", {
      d: leaf,
      fill: S.lin(
        [
          [0, "#2a5a22"],
          [0.2, "#4e8a34"],
          [0.7, "#44803a"],
          [1, "#2a5420"],
        ],
        0,
        0,
        1,
        0.2,
      ),
    }),
  );
  let veins = "";
  for (let i = 0; i < 48; i++) veins += `M95,${P(-20 + i * 20)}Q300,${P(-30 + i * 20)} 565,${P(-40 + i * 20)}`;
  S.add(el("path", { d: veins, stroke: "#8ab862", "stroke-width": 1, fill: "none", opacity: 0.3 }));
  S.add(el("path", { d: "M92,-20C84,300 80,600 86,930", stroke: "#a8c880", "stroke-width": 9, fill: "none" }));
  S.add(
    el("path", {
      d: "M540,-20C560,200 580,500 560,930",
      stroke: "#2e5a1e",
      "stroke-width": 4,
      fill: "none",
      opacity: 0.6,
    }),
  );
  S.add(el("path", { d: "M420,500l30,90l-20,40", stroke: "#a8c870", "stroke-width": 2, fill: "none", opacity: 0.5 }));
  // leaf sheen
  S.add(
    el("path", {
      d: "M150,-20C170,300 160,600 140,930",
      stroke: "#c8e8a0",
      "stroke-width": 60,
      fill: "none",
      opacity: 0.08,
      filter: S.blur(20),
    }),
  );
  // food (top-down), slightly enlarged about the centre of the leaf
  S.add(`<g transform="translate(315 450) scale(1.18) translate(-315 -450)">`);
  const blob = (x, y, r, fill, k = 10, jag = 0.12) => {
    const pts = [];
    for (let i = 0; i < k; i++) {
      const a = (i / k) * TAU;
      const rr = r * (1 + S.r(-jag, jag));
      pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
    }
    return el("path", { d: smooth(pts), fill });
  };
  const shadowed = (x, y, r, fill, k, jag) =>
    blob(x + 4, y + 6, r, "#10200a", k, jag).replace("<path", '<path opacity="0.35"') + blob(x, y, r, fill, k, jag);
  // rice heap
  S.add(
    shadowed(
      300,
      560,
      110,
      S.rad(
        [
          [0, "#ffffff"],
          [0.7, "#f4efe4"],
          [1, "#d8d0c0"],
        ],
        0.4,
        0.35,
        0.7,
      ),
      14,
      0.06,
    ),
  );
  let rice = "";
  for (let i = 0; i < 300; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()) * 100,
      b = S.r(0, 180);
    rice += `M${P(300 + Math.cos(a) * r)},${P(560 + Math.sin(a) * r)}l${P(Math.cos(b) * 4)},${P(Math.sin(b) * 4)}`;
  }
  S.add(el("path", { d: rice, stroke: "#c8c0b0", "stroke-width": 1.6, "stroke-linecap": "round", opacity: 0.5 }));
  // dal poured over rice
  S.add(
    blob(
      300,
      545,
      40,
      S.rad([
        [0, "#ffe27a"],
        [1, "#e8a812"],
      ]),
      9,
      0.2,
    ),
  );
  S.add(el("circle", { cx: 306, cy: 540, r: 6, fill: "#fff6c0", opacity: 0.8 }));
  // ghee drop
  S.add(el("circle", { cx: 290, cy: 552, r: 8, fill: "#fff0a0", opacity: 0.7 }));
  // side dishes along the top of the leaf
  S.add(
    shadowed(
      160,
      160,
      38,
      S.rad([
        [0, "#f0a83a"],
        [1, "#c86a1a"],
      ]),
      9,
      0.15,
    ),
  ); // sambar-ish gravy
  S.add(
    shadowed(
      270,
      140,
      34,
      S.rad([
        [0, "#9ac85a"],
        [1, "#5a8a2a"],
      ]),
      9,
      0.2,
    ),
  ); // palya
  let peas = "";
  for (let i = 0; i < 14; i++)
    peas += el("circle", {
      cx: 270 + S.r(-22, 22),
      cy: 140 + S.r(-22, 22),
      r: S.r(2.5, 4),
      fill: S.pick(["#fff6c0", "#f6c23b", "#c8e88a"]),
    });
  S.add(peas);
  S.add(
    shadowed(
      370,
      150,
      30,
      S.rad([
        [0, "#e84a2a"],
        [1, "#9a1a0a"],
      ]),
      8,
      0.3,
    ),
  ); // pickle
  S.add(
    shadowed(
      460,
      170,
      36,
      S.rad([
        [0, "#fff6e0"],
        [1, "#f0d8a8"],
      ]),
      12,
      0.1,
    ),
  ); // kosambari
  for (let i = 0; i < 16; i++)
    S.add(
      el("rect", {
        x: 460 + S.r(-24, 22),
        y: 170 + S.r(-24, 22),
        width: 4,
        height: 4,
        fill: S.pick(["#f6c23b", "#3e7b2a", "#e8871e"]),
      }),
    );
  // payasam in a small leaf cup / bowl
  S.add(el("circle", { cx: 170, cy: 330, r: 56, fill: "#000", opacity: 0.35, filter: S.blur(6) }));
  S.add(
    el("circle", {
      cx: 165,
      cy: 322,
      r: 54,
      fill: S.lin(
        [
          [0, "#f0cd7a"],
          [1, "#8a5a14"],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  S.add(
    el("circle", {
      cx: 165,
      cy: 322,
      r: 44,
      fill: S.rad([
        [0, "#fff4d8"],
        [1, "#e8c890"],
      ]),
    }),
  );
  for (const [dx, dy] of [
    [-10, -8],
    [12, 6],
    [4, -16],
    [-14, 12],
  ])
    S.add(el("ellipse", { cx: 165 + dx, cy: 322 + dy, rx: 5, ry: 3, fill: "#c8842a" }));
  // two laddus
  const laddu = (x, y, r) => {
    let o = el("circle", { cx: x + 4, cy: y + 6, r, fill: "#000", opacity: 0.35, filter: S.blur(4) });
    o += el("circle", {
      cx: x,
      cy: y,
      r,
      fill: S.rad(
        [
          [0, "#ffd36a"],
          [0.7, "#f0962a"],
          [1, "#c8641a"],
        ],
        0.35,
        0.35,
        0.7,
      ),
    });
    let dots = "";
    for (let i = 0; i < 40; i++) {
      const a = S.r(0, TAU),
        rr = Math.sqrt(S.rnd()) * r * 0.9;
      dots += el("circle", {
        cx: x + Math.cos(a) * rr,
        cy: y + Math.sin(a) * rr,
        r: 1.3,
        fill: S.pick(["#fff0a0", "#c8641a"]),
        opacity: 0.7,
      });
    }
    return o + dots;
  };
  S.add(laddu(440, 320, 30), laddu(490, 365, 26));
  // banana
  S.add(
    el("path", {
      d: "M380,760C440,800 510,790 540,730C548,716 560,720 556,734C530,820 430,830 370,780Z",
      fill: S.lin(
        [
          [0, "#fff07a"],
          [0.6, "#f6c83b"],
          [1, "#b8861a"],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  S.add(el("path", { d: "M540,730l12,-14", stroke: "#5a4a1a", "stroke-width": 5, "stroke-linecap": "round" }));
  // papad
  S.add(
    shadowed(
      170,
      760,
      80,
      S.rad([
        [0, "#fff2d0"],
        [1, "#e8cc94"],
      ]),
      20,
      0.04,
    ),
  );
  let bub = "";
  for (let i = 0; i < 30; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()) * 70;
    bub += el("circle", {
      cx: 170 + Math.cos(a) * r,
      cy: 760 + Math.sin(a) * r,
      r: S.r(2, 5),
      fill: "#c8a060",
      opacity: 0.3,
    });
  }
  S.add(bub);
  // salt & tulsi leaf
  S.add(el("circle", { cx: 110, cy: 100, r: 9, fill: "#ffffff" }));
  S.add(leafShape(S, 430, 600, 40, -70, "#2e5e22"));
  // medu vada (doughnut)
  const vada =
    el("circle", {
      cx: 470,
      cy: 520,
      r: 34,
      fill: S.rad(
        [
          [0, "#e8a050"],
          [0.7, "#b86a24"],
          [1, "#7a3e12"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    }) + el("circle", { cx: 470, cy: 520, r: 9, fill: "#3a6a2a" });
  S.add(el("circle", { cx: 474, cy: 526, r: 34, fill: "#000", opacity: 0.3, filter: S.blur(4) }), vada);
  S.add(`</g>`);
  // warm window light
  S.add(
    el("rect", {
      width: 600,
      height: 900,
      fill: S.lin(
        [
          [0, "#fff4d8", 0.16],
          [0.6, "#fff4d8", 0],
          [1, "#000", 0.1],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  return S.finish({ vColor: "#0a0602", vignette: 0.42, texture: 0.06 });
};

// 20 ─ Temple tank with steps
SCENES["temple-tank-steps"] = () => {
  const S = new Scene(PW, PH, 201);
  S.add(
    sky(
      S,
      [
        [0, "#5a9ad0"],
        [1, "#d8ecf4"],
      ],
      0,
      230,
    ),
  );
  // palms and tiled roofs beyond
  S.add(
    el(
      "g",
      { opacity: 0.85 },
      palm(S, 60, 230, 170, { lean: 20, col: "#3e6a3a", trunkW: 6, frondLen: 70, fronds: 11 }) +
        palm(S, 520, 230, 190, { lean: -10, col: "#3e6a3a", trunkW: 6, frondLen: 70, fronds: 11 }) +
        palm(S, 440, 230, 140, { lean: 20, col: "#4a7a44", trunkW: 5, frondLen: 60, fronds: 10 }),
    ),
  );
  S.add(el("path", { d: "M80,230l40,-40h140l40,40zM330,230l30,-30h110l30,30z", fill: "#b0503a" }));
  S.add(el("path", { d: "M90,230h200v-4h-200zM340,230h150v-4h-150z", fill: "#7a2a1e" }));
  S.add(gopuram(S, 300, 218, 70, 100, 4, { lit: "#f6e6cc", mid: "#e2c8a4", dark: "#b8966e" }));
  // far wall of the tank
  S.add(el("rect", { x: 0, y: 228, width: 600, height: 30, fill: "#c8a88a" }));
  // geometry: looking down into a square stepped tank; step edges converge to a vanishing point far above
  const VP = [300, -220],
    far = 258,
    near = 760;
  const xAt = (xb, y) => xb + (VP[0] - xb) * ((900 - y) / (900 - VP[1]));
  // far steps (horizontal bands)
  const water0 = 340;
  for (let i = 0; i < 9; i++)
    S.add(el("rect", { x: 0, y: far + i * 9.1, width: 600, height: 9.1, fill: i % 2 ? "#b09276" : "#d6ba9c" }));
  // water
  const wl = 70,
    wr = 530;
  S.add(
    el("path", {
      d: poly([
        [xAt(wl, water0), water0],
        [xAt(wr, water0), water0],
        [xAt(wr, near), near],
        [xAt(wl, near), near],
      ]),
      fill: S.lin([
        [0, "#4a9a88"],
        [0.45, "#2e6e68"],
        [1, "#1e4e50"],
      ]),
    }),
  );
  S.add(
    el("path", {
      d: poly([
        [xAt(wl, water0), water0],
        [xAt(wr, water0), water0],
        [xAt(wr, water0 + 60), water0 + 60],
        [xAt(wl, water0 + 60), water0 + 60],
      ]),
      fill: "#b8e0d8",
      opacity: 0.3,
    }),
  );
  S.add(waveLines(S, 120, 480, water0 + 10, near, 70, "#c8f0e8", { op: 0.35 }));
  // central mantapa (small shrine on a platform in the water)
  const mx = 300,
    my = 500;
  const mant = (refl) => {
    let o = el("rect", {
      x: mx - 70,
      y: my - 20,
      width: 140,
      height: 24,
      fill: S.lin(
        [
          [0, "#e2c8a4"],
          [1, "#a88a6a"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    for (const dx of [-54, -18, 18, 54])
      o += el("rect", {
        x: mx + dx - 6,
        y: my - 90,
        width: 12,
        height: 70,
        fill: S.lin(
          [
            [0, "#f2dcbc"],
            [1, "#a88a6a"],
          ],
          0,
          0,
          1,
          0,
        ),
      });
    o += el("rect", { x: mx - 48, y: my - 80, width: 96, height: 60, fill: "#3a2a22", opacity: refl ? 0 : 0.25 });
    o += S.glow(mx, my - 40, 30, "#ffb347", refl ? 0 : 0.6);
    o += el("path", {
      d: `M${mx - 84},${my - 88}h168l-14,-12h-140z`,
      fill: S.lin(
        [
          [0, "#f4e2c4"],
          [1, "#b89a78"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("path", {
      d: `M${mx - 66},${my - 100}h132l-12,-12h-108zM${mx - 48},${my - 112}h96l-10,-12h-76zM${mx - 30},${my - 124}h60l-8,-10h-44z`,
      fill: S.lin(
        [
          [0, "#f4e2c4"],
          [1, "#a88a68"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
    o += el("path", { d: `M${mx - 16},${my - 134}q16,-26 32,0z`, fill: "#e2c8a4" });
    o += el("path", { d: `M${mx},${my - 148}v-10`, stroke: "#c9962b", "stroke-width": 3 });
    return o;
  };
  S.add(el("ellipse", { cx: mx, cy: my + 6, rx: 92, ry: 10, fill: "#1a3e40", opacity: 0.5 }));
  S.add(el("g", { opacity: 0.25, transform: `translate(0 ${2 * my + 8}) scale(1 -1)` }, mant(true)));
  S.add(mant(false));
  // side steps: edges converge toward the vanishing point; treads light, risers shaded
  for (const dir of [-1, 1]) {
    const edges = [];
    const N = 12;
    let xb = dir < 0 ? wl : wr;
    for (let k = 0; k <= N * 2; k++) {
      edges.push(xb);
      xb += dir * (k % 2 ? 46 : 16);
    }
    for (let k = 0; k < edges.length - 1; k++) {
      const a0 = edges[k],
        a1 = edges[k + 1];
      const riser = k % 2 === 0;
      S.add(
        el("path", {
          d: poly([
            [xAt(a0, far), far],
            [xAt(a1, far), far],
            [xAt(a1, near), near],
            [xAt(a0, near), near],
          ]),
          fill: riser ? (dir < 0 ? "#9a7a62" : "#b89a7e") : dir < 0 ? "#dcc0a2" : "#e8d0b4",
        }),
      );
    }
  }
  // near steps (horizontal)
  for (let i = 0; i < 5; i++) {
    const y = near + i * 30;
    S.add(
      el("rect", {
        x: 0,
        y,
        width: 600,
        height: 30,
        fill: S.lin([
          [0, "#e6cdb0"],
          [1, "#b8967a"],
        ]),
      }),
    );
    S.add(el("rect", { x: 0, y, width: 600, height: 4, fill: "#f6e6d0", opacity: 0.8 }));
  }
  // shadow of the west wall
  S.add(el("path", { d: `M0,${far}L160,${far}L40,900H0z`, fill: "#3a2a2a", opacity: 0.16 }));
  // brass pot and flowers on the step, lotus leaves on water
  S.add(el("ellipse", { cx: 430, cy: 840, rx: 34, ry: 8, fill: "#000", opacity: 0.3 }));
  S.add(
    el("path", {
      d: "M404,840c-24,-40 -8,-74 26,-78c34,4 50,38 26,78z",
      fill: S.lin(
        [
          [0, "#6d4a10"],
          [0.3, "#ffe7a0"],
          [0.55, "#d9a53c"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("path", { d: "M414,764l-6,-12h44l-6,12z", fill: "#c9962b" }));
  const ids = marigoldDefs(S);
  for (const [x, y] of [
    [200, 830],
    [222, 836],
    [240, 828],
    [240, 640],
    [350, 610],
    [380, 680],
  ])
    S.add(useAt(ids[S.pick(["orange", "yellow"])], x, y, 1.4, S.r(0, 360)));
  for (const [x, y, r] of [
    [190, 600, 24],
    [410, 640, 28],
    [330, 700, 22],
  ])
    S.add(
      el("path", {
        d: `M${x},${y}m${r},0a${r},${r * 0.4} 0 1,1 -${r * 0.2},-${r * 0.36}L${x},${y}z`,
        fill: "#4a8a3a",
        opacity: 0.9,
      }),
    );
  return S.finish({ vColor: "#10202a", vignette: 0.32, texture: 0.06 });
};

// 21 ─ Temple bells
SCENES["temple-bells"] = () => {
  const S = new Scene(PW, PH, 211);
  S.add(
    sky(S, [
      [0, "#1a0e08"],
      [0.5, "#2e1a0e"],
      [1, "#140a06"],
    ]),
  );
  // carved ceiling beam at the top
  S.add(
    el("rect", {
      x: 0,
      y: 0,
      width: 600,
      height: 46,
      fill: S.lin([
        [0, "#3a2210"],
        [1, "#1a0c04"],
      ]),
    }),
  );
  let beam = "";
  for (let x = 10; x < 600; x += 40) beam += el("path", { d: `M${x},46q10,14 20,0`, fill: "#4a2c14" });
  S.add(beam);
  // light from the upper right
  S.add(el("path", { d: "M460,-20L640,-20L300,900L40,900z", fill: "#ffd58a", opacity: 0.1, filter: S.blur(24) }));
  S.add(S.glow(470, 260, 380, "#ffb35a", 0.3));
  S.add(bokeh(S, 16, [0, 100, 600, 800], ["#ffcf7a", "#ffb347", "#fff0c8"], { r: [8, 30], op: [0.1, 0.35] }));
  // back row (soft)
  let back = "";
  for (let i = 0; i < 7; i++)
    back += bell(S, 40 + i * 90 + S.r(-10, 10), 40, S.r(120, 300), S.r(60, 80), { tone: "bronze" });
  S.add(el("g", { filter: S.blur(3), opacity: 0.55 }, back));
  // middle row
  let midr = "";
  for (const [x, len, h] of [
    [110, 260, 110],
    [250, 170, 120],
    [400, 320, 105],
    [530, 200, 115],
  ])
    midr += bell(S, x, 40, len, h, { swing: S.r(-4, 4) });
  S.add(el("g", { filter: S.blur(0.8) }, midr));
  // front: one large bell, sharp, with a red-yellow thread
  S.add(bell(S, 330, 40, 380, 230, { swing: -3 }));
  S.add(
    el("path", {
      d: "M300,415q30,12 60,0",
      stroke: "#c8201a",
      "stroke-width": 4,
      fill: "none",
      transform: "rotate(-3 330 40)",
    }),
  );
  S.add(
    el("path", {
      d: "M300,421q30,12 60,0",
      stroke: "#f6c23b",
      "stroke-width": 3,
      fill: "none",
      transform: "rotate(-3 330 40)",
    }),
  );
  // specular glints on the front bell
  S.add(
    el("path", {
      d: "M285,520q-8,60 -18,120",
      stroke: "#fff8dc",
      "stroke-width": 6,
      fill: "none",
      opacity: 0.5,
      "stroke-linecap": "round",
      transform: "rotate(-3 330 40)",
      filter: S.blur(2),
    }),
  );
  return S.finish({ vColor: "#060302", vignette: 0.5, texture: 0.05 });
};

/** Processional umbrella: dome with gold trim, frills and a top tier. (x, y) top of pole, r radius. */
function parasol(S, x, y, r, col, { poleTo = 900, tilt = 0 } = {}) {
  const trim = S.lin(
    [
      [0, "#8a6418"],
      [0.5, "#ffe7a0"],
      [1, "#8a6418"],
    ],
    0,
    0,
    1,
    0,
  );
  let o = el("path", { d: `M${x},${y}V${poleTo}`, stroke: "#4a2a12", "stroke-width": Math.max(2, r / 14) });
  o += el("path", {
    d: `M${x - r},${y + r * 0.15}Q${x - r},${y - r * 0.75} ${x},${y - r * 0.8}Q${x + r},${y - r * 0.75} ${x + r},${y + r * 0.15}Z`,
    fill: S.lin(
      [
        [0, mix(col, "#fff", 0.25)],
        [0.5, col],
        [1, mix(col, "#000", 0.4)],
      ],
      0,
      0,
      1,
      0,
    ),
  });
  // vertical gold ribs
  let ribs = "";
  for (let i = -3; i <= 3; i++)
    ribs += `M${x + i * r * 0.05},${y - r * 0.78}Q${x + i * r * 0.3},${y - r * 0.6} ${x + i * r * 0.31},${y + r * 0.15}`;
  o += el("path", { d: ribs, stroke: "#f6d58a", "stroke-width": Math.max(1, r / 40), fill: "none", opacity: 0.55 });
  // hem with frills and tassels
  o += el("rect", { x: x - r - 2, y: y + r * 0.1, width: 2 * r + 4, height: r * 0.14, fill: trim });
  let fr = "",
    tas = "";
  const n = Math.round(r / 6);
  for (let i = 0; i < n; i++) {
    const xx = x - r + (i + 0.5) * ((2 * r) / n);
    fr += `M${P(xx - r / n)},${P(y + r * 0.24)}q${P(r / n)},${P(r * 0.18)} ${P((2 * r) / n)},0z`;
    tas += `M${P(xx)},${P(y + r * 0.3)}v${P(r * 0.22)}`;
  }
  o += el("path", { d: fr, fill: mix(col, "#000", 0.15) });
  o += el("path", { d: tas, stroke: "#f6d58a", "stroke-width": Math.max(1, r / 30) });
  // top tier and finial
  const r2 = r * 0.38;
  o += el("path", { d: `M${x - r2},${y - r * 0.72}Q${x},${y - r * 1.2} ${x + r2},${y - r * 0.72}Z`, fill: trim });
  o += el("path", {
    d: `M${x},${y - r * 1.05}c${-r * 0.06},${-r * 0.1} ${-r * 0.04},${-r * 0.2} 0,${-r * 0.26}c${r * 0.04},${r * 0.06} ${r * 0.06},${r * 0.16} 0,${r * 0.26}z`,
    fill: "#ffe7a0",
  });
  return tilt ? el("g", { transform: `rotate(${tilt} ${x} ${y + r})` }, o) : o;
}

// 22 ─ A procession with umbrellas
SCENES["umbrella-procession"] = () => {
  const S = new Scene(PW, PH, 221);
  S.add(
    sky(S, [
      [0, "#3a2e6a"],
      [0.35, "#8a4a7a"],
      [0.65, "#e8836a"],
      [0.85, "#f8c07a"],
      [1, "#fcdca0"],
    ]),
  );
  S.add(S.glow(300, 620, 360, "#ffd08a", 0.5));
  // temple silhouette on the horizon
  S.add(
    el(
      "g",
      { opacity: 0.6 },
      gopuram(S, 470, 700, 150, 300, 5, {
        lit: "#8a4a5a",
        mid: "#7a3e52",
        dark: "#6a344a",
        accent: ["#5a2a40"],
        finial: "#7a3e52",
      }),
    ),
  );
  S.add(el("path", { d: "M-10,700V640H120L150,610H280L310,640H380V700Z", fill: "#6a344a", opacity: 0.7 }));
  // back umbrellas (small), then front (big)
  const back = [
    [80, 470, 44, "#b42a2a"],
    [190, 440, 48, "#3e7b4f"],
    [300, 430, 52, "#e8871e"],
    [410, 450, 46, "#7a1f2b"],
    [520, 470, 44, "#2e4a8a"],
  ];
  for (const [x, y, r, c] of back) S.add(el("g", { opacity: 0.9 }, parasol(S, x, y, r, c, { tilt: S.r(-4, 4) })));
  // torches
  for (const [x, y] of [
    [30, 560],
    [250, 520],
    [570, 540],
  ]) {
    S.add(el("path", { d: `M${x},${y}V900`, stroke: "#3a2010", "stroke-width": 5 }));
    S.add(el("path", { d: `M${x - 9},${y}h18l-4,14h-10z`, fill: "#6a4a2a" }));
    S.add(flame(S, x, y, 42, { glowR: 120, glowOp: 0.4 }));
  }
  // front umbrellas
  S.add(parasol(S, 130, 330, 105, "#c8201a", { tilt: -3 }));
  S.add(parasol(S, 455, 300, 115, "#e2a21e", { tilt: 4 }));
  // crowd silhouettes (backs), warm rim light
  S.add(
    el("path", {
      d: smooth([
        [-20, 760],
        [100, 740],
        [220, 755],
        [340, 735],
        [460, 750],
        [620, 738],
        [620, 920],
        [-20, 920],
      ]),
      fill: "#22101a",
    }),
  );
  let crowd = "";
  const people = [];
  for (let i = 0; i < 46; i++) people.push([S.r(-20, 620), S.r(690, 880)]);
  people.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of people) {
    const s = lerp(0.8, 1.6, (y - 690) / 190);
    crowd += el("path", {
      d: `M${P(x - 22 * s)},${P(y + 60 * s)}q0,-44 ${P(22 * s)},-46q22,2 ${P(22 * s)},46z`,
      fill: S.pick(["#2a1420", "#341a28", "#22101a"]),
    });
    crowd += el("circle", { cx: x, cy: y - 6 * s, r: 11 * s, fill: S.pick(["#1e0e16", "#2a1420"]) });
  }
  S.add(crowd);
  S.add(
    el("rect", {
      x: 0,
      y: 690,
      width: 600,
      height: 210,
      fill: S.radU(
        [
          [0, "#ffb35a", 0.22],
          [1, "#ffb35a", 0],
        ],
        300,
        680,
        340,
      ),
    }),
  );
  // marigold petals thrown in the air
  let pet = "";
  for (let i = 0; i < 50; i++)
    pet += el("circle", {
      cx: S.r(0, 600),
      cy: S.r(200, 700),
      r: S.r(1.2, 3),
      fill: S.pick(["#f6b93b", "#e8871e", "#fff"]),
      opacity: S.r(0.5, 0.9),
    });
  S.add(pet);
  return S.finish({ vColor: "#1a0a1a", vignette: 0.4, texture: 0.06 });
};

// 23 ─ A puja thali close-up (top-down on red silk)
SCENES["puja-thali"] = () => {
  const S = new Scene(PW, PH, 231);
  S.add(
    sky(S, [
      [0, "#9a1a22"],
      [0.5, "#b8242a"],
      [1, "#7a1018"],
    ]),
  );
  let folds = "";
  for (let i = 0; i < 8; i++)
    folds += el("path", {
      d: `M-40,${P(80 + i * 110)}C200,${P(40 + i * 110)} 400,${P(140 + i * 110)} 640,${P(90 + i * 110)}`,
      stroke: i % 2 ? "#d83a40" : "#5a0810",
      "stroke-width": 40,
      fill: "none",
      opacity: 0.3,
    });
  S.add(el("g", { filter: S.blur(16) }, folds));
  // gold zari border at the bottom
  S.add(
    el("rect", {
      x: 0,
      y: 840,
      width: 600,
      height: 60,
      fill: S.lin([
        [0, "#c9962b"],
        [0.5, "#f6d58a"],
        [1, "#a87a1c"],
      ]),
    }),
  );
  let zari = "";
  for (let x = 0; x < 620; x += 24) zari += `M${x},848l12,12l-12,12l-12,-12z`;
  S.add(el("path", { d: zari, fill: "#9a1a22", opacity: 0.7 }));
  // scattered petals on the silk
  const ids0 = marigoldDefs(S);
  for (const [x, y] of [
    [40, 60],
    [560, 100],
    [90, 800],
    [520, 790],
    [30, 420],
    [575, 470],
  ])
    S.add(useAt(ids0[S.pick(["orange", "yellow", "red"])], x, y, 2, S.r(0, 360)));
  S.add(`<g transform="translate(300 470) scale(1.14) translate(-300 -440)">`);
  const cx = 300,
    cy = 440,
    R = 250;
  S.add(
    el("ellipse", {
      cx: cx + 8,
      cy: cy + 18,
      rx: R + 6,
      ry: R * 0.92 + 6,
      fill: "#000",
      opacity: 0.4,
      filter: S.blur(12),
    }),
  );
  S.add(
    el("ellipse", {
      cx,
      cy,
      rx: R,
      ry: R * 0.92,
      fill: S.lin(
        [
          [0, "#fff0b0"],
          [0.3, "#d9a53c"],
          [0.7, "#a87a1c"],
          [1, "#6d4a10"],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  S.add(
    el("ellipse", {
      cx,
      cy,
      rx: R * 0.88,
      ry: R * 0.88 * 0.92,
      fill: S.rad(
        [
          [0, "#f6d890"],
          [0.7, "#d4a448"],
          [1, "#a87a24"],
        ],
        0.42,
        0.4,
        0.7,
      ),
    }),
  );
  // engraved dots around the rim
  let eng = "";
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * TAU;
    eng += el("circle", {
      cx: cx + Math.cos(a) * R * 0.94,
      cy: cy + Math.sin(a) * R * 0.94 * 0.92,
      r: 2.4,
      fill: "#7a5414",
      opacity: 0.6,
    });
  }
  S.add(eng);
  // central rice heap with kumkum dot
  S.add(
    el("ellipse", {
      cx,
      cy: cy + 10,
      rx: 70,
      ry: 60,
      fill: S.rad(
        [
          [0, "#ffffff"],
          [0.8, "#f0e8d8"],
          [1, "#d4c8b0"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    }),
  );
  let rice = "";
  for (let i = 0; i < 160; i++) {
    const a = S.r(0, TAU),
      r = Math.sqrt(S.rnd()),
      b = S.r(0, 180);
    rice += `M${P(cx + Math.cos(a) * r * 64)},${P(cy + 10 + Math.sin(a) * r * 54)}l${P(Math.cos(b) * 3.5)},${P(Math.sin(b) * 3.5)}`;
  }
  S.add(el("path", { d: rice, stroke: "#c8bca4", "stroke-width": 1.5, "stroke-linecap": "round", opacity: 0.6 }));
  // kumkum & haldi bowls (top view)
  const topBowl = (x, y, r, fill) =>
    el("circle", { cx: x + 3, cy: y + 5, r: r + 2, fill: "#000", opacity: 0.3, filter: S.blur(3) }) +
    el("circle", {
      cx: x,
      cy: y,
      r,
      fill: S.lin(
        [
          [0, "#fff0b0"],
          [0.5, "#d9a53c"],
          [1, "#6d4a10"],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    el("circle", { cx: x, cy: y, r: r * 0.78, fill });
  S.add(
    topBowl(
      170,
      330,
      38,
      S.rad(
        [
          [0, "#f0503a"],
          [1, "#a8100a"],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
    topBowl(
      430,
      330,
      38,
      S.rad(
        [
          [0, "#ffe05a"],
          [1, "#d89a0a"],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
  );
  S.add(
    topBowl(
      300,
      250,
      32,
      S.rad(
        [
          [0, "#f6e6c4"],
          [1, "#d8b47a"],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
  );
  // diya at the front (side-ish view since we look at an angle)
  S.add(diya(S, 300, 580, 1.9, { glowOp: 0.5 }));
  // flowers
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [
    [150, 470, "orange"],
    [175, 500, "yellow"],
    [140, 520, "orange"],
    [450, 470, "yellow"],
    [425, 500, "orange"],
    [460, 525, "red"],
    [220, 560, "red"],
    [390, 590, "orange"],
  ])
    S.add(useAt(ids[k], x, y, 2.1, S.r(0, 360)));
  // betel leaves with areca nuts
  S.add(leafShape(S, 380, 380, 70, -30, "#4a8a3a"), leafShape(S, 380, 380, 66, -60, "#5a9a44"));
  S.add(
    el("circle", {
      cx: 400,
      cy: 360,
      r: 9,
      fill: S.rad(
        [
          [0, "#d8945a"],
          [1, "#6a3a1a"],
        ],
        0.35,
        0.35,
        0.7,
      ),
    }),
  );
  // pedas (milk sweets)
  for (const [x, y] of [
    [250, 640],
    [350, 650],
  ])
    S.add(
      el("circle", {
        cx: x,
        cy: y,
        r: 18,
        fill: S.rad(
          [
            [0, "#fff4dc"],
            [1, "#e0c090"],
          ],
          0.4,
          0.35,
          0.7,
        ),
      }),
      el("circle", { cx: x, cy: y, r: 4, fill: "#c8a060" }),
    );
  S.add(`</g>`);
  return S.finish({ vColor: "#1a0204", vignette: 0.42, texture: 0.06 });
};

// 24 ─ Incense smoke lines
SCENES["incense-smoke"] = () => {
  const S = new Scene(PW, PH, 241);
  S.add(
    sky(S, [
      [0, "#0e1024"],
      [0.6, "#1a1a3a"],
      [1, "#0a0a18"],
    ]),
  );
  S.add(el("path", { d: "M-40,-40L200,-40L620,900L300,900z", fill: "#8a90d0", opacity: 0.12, filter: S.blur(30) }));
  S.add(S.glow(300, 800, 260, "#ff9a4a", 0.2));
  // smoke ribbons: each a few strokes of different width and opacity, softly blurred
  const ribbons = [];
  for (let k = 0; k < 3; k++) {
    const x0 = [262, 300, 338][k],
      y0 = [560, 540, 556][k];
    const pts = [[x0, y0]];
    let x = x0;
    for (let y = y0 - 40, i = 0; y > -60; y -= 40, i++) {
      x += Math.sin(i * 0.7 + k * 2) * (8 + i * 5) + (k - 1) * 6;
      pts.push([x, y]);
    }
    ribbons.push(pts);
  }
  let smokeSoft = "",
    smokeSharp = "";
  ribbons.forEach((pts, k) => {
    smokeSoft += el("path", {
      d: smooth(pts, false),
      stroke: "#c8d0f0",
      "stroke-width": 16 + k * 4,
      fill: "none",
      opacity: 0.12,
      "stroke-linecap": "round",
    });
    smokeSharp += el("path", {
      d: smooth(pts, false),
      stroke: "#eef0ff",
      "stroke-width": 2.2,
      fill: "none",
      opacity: 0.55,
      "stroke-linecap": "round",
    });
    smokeSharp += el("path", {
      d: smooth(
        pts.map(([x, y], i) => [x + Math.sin(i * 1.3 + k) * (4 + i * 2), y]),
        false,
      ),
      stroke: "#d8e0ff",
      "stroke-width": 1.2,
      fill: "none",
      opacity: 0.4,
    });
    smokeSharp += el("path", {
      d: smooth(
        pts.map(([x, y], i) => [x - Math.cos(i * 1.1 + k) * (3 + i * 3), y]),
        false,
      ),
      stroke: "#b8c0f0",
      "stroke-width": 4,
      fill: "none",
      opacity: 0.2,
    });
  });
  S.add(el("g", { filter: S.blur(10) }, smokeSoft), el("g", { filter: S.blur(1.2) }, smokeSharp));
  // incense sticks with glowing tips
  for (const [x, y, tx] of [
    [290, 760, 262],
    [300, 760, 300],
    [310, 760, 338],
  ]) {
    const ty = tx === 300 ? 540 : tx === 262 ? 560 : 556;
    S.add(el("path", { d: `M${x},${y}L${tx},${ty + 80}`, stroke: "#8a3a1a", "stroke-width": 2.5 }));
    S.add(
      el("path", {
        d: `M${tx},${ty + 80}L${tx},${ty}`,
        stroke: "#4a2418",
        "stroke-width": 4.5,
        "stroke-linecap": "round",
      }),
    );
    S.add(
      el("path", {
        d: `M${tx},${ty + 6}L${tx},${ty}`,
        stroke: "#d8d0c8",
        "stroke-width": 4.5,
        "stroke-linecap": "round",
      }),
    );
    S.add(S.glow(tx, ty + 8, 14, "#ff7a2a", 0.8), el("circle", { cx: tx, cy: ty + 8, r: 2.6, fill: "#ffd08a" }));
  }
  // brass holder (a small lotus stand) on a stone ledge
  S.add(
    el("rect", {
      x: 0,
      y: 800,
      width: 600,
      height: 100,
      fill: S.lin([
        [0, "#3a3448"],
        [1, "#1a1824"],
      ]),
    }),
  );
  S.add(el("rect", { x: 0, y: 798, width: 600, height: 4, fill: "#6a6488", opacity: 0.6 }));
  S.add(el("ellipse", { cx: 300, cy: 806, rx: 90, ry: 10, fill: "#000", opacity: 0.4 }));
  S.add(
    el("path", {
      d: "M230,800Q300,740 370,800Z",
      fill: S.lin(
        [
          [0, "#6d4a10"],
          [0.35, "#ffe7a0"],
          [0.6, "#c9962b"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  let pet = "";
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI + (i / 7) * Math.PI;
    pet += el("ellipse", {
      cx: 300 + Math.cos(a) * 52,
      cy: 776 + Math.sin(a) * 16,
      rx: 16,
      ry: 9,
      transform: `rotate(${P((a * 180) / Math.PI + 90)} ${P(300 + Math.cos(a) * 52)} ${P(776 + Math.sin(a) * 16)})`,
      fill: S.lin(
        [
          [0, "#ffe7a0"],
          [1, "#a87a1c"],
        ],
        0,
        0,
        1,
        0,
      ),
    });
  }
  S.add(pet);
  S.add(el("ellipse", { cx: 300, cy: 762, rx: 18, ry: 6, fill: "#8a6418" }));
  // ash fallen on the ledge
  for (let i = 0; i < 6; i++)
    S.add(el("ellipse", { cx: S.r(220, 380), cy: S.r(808, 830), rx: S.r(3, 8), ry: 1.5, fill: "#bbb", opacity: 0.5 }));
  return S.finish({ vColor: "#020206", vignette: 0.45, texture: 0.05 });
};

// 25 ─ A sea-shore Shiva shrine
SCENES["seashore-shiva-shrine"] = () => {
  const S = new Scene(PW, PH, 251);
  const hor = 470;
  S.add(
    sky(
      S,
      [
        [0, "#24506e"],
        [0.45, "#5a8aa0"],
        [0.75, "#e8a88a"],
        [1, "#f8cc9a"],
      ],
      0,
      hor + 2,
    ),
  );
  S.add(
    S.glow(470, 440, 280, "#ffd8a8", 0.6),
    el("circle", { cx: 470, cy: 455, r: 24, fill: "#fff2d8", opacity: 0.9 }),
  );
  for (const [cx, cy, rx, ry, op] of [
    [150, 200, 200, 12, 0.35],
    [420, 300, 180, 9, 0.4],
    [260, 360, 220, 8, 0.35],
  ])
    S.add(el("ellipse", { cx, cy, rx, ry, fill: "#ffd8c0", opacity: op, filter: S.blur(5) }));
  // sea
  S.add(
    el("rect", {
      x: 0,
      y: hor,
      width: 600,
      height: 430,
      fill: S.lin([
        [0, "#e8b496"],
        [0.15, "#6a98a8"],
        [0.6, "#2e6078"],
        [1, "#1a3a50"],
      ]),
    }),
  );
  let gl = "";
  for (let i = 0; i < 50; i++) {
    const t = S.rnd();
    gl += `M${P(470 + S.r(-14 - t * 60, 14 + t * 60))},${P(hor + 4 + t ** 1.4 * 200)}h${P(S.r(4, 16))}`;
  }
  S.add(el("path", { d: gl, stroke: "#fff0d8", "stroke-width": 1.6, opacity: 0.7, "stroke-linecap": "round" }));
  S.add(waveLines(S, 0, 600, hor + 10, 760, 80, "#d8f0f0", { op: 0.35 }));
  // rocks: dark laterite/basalt masses bottom and left
  const rock = (pts, c1, c2) =>
    el("path", {
      d: smooth(pts),
      fill: S.lin(
        [
          [0, c1],
          [1, c2],
        ],
        0,
        0,
        0.6,
        1,
      ),
    });
  S.add(
    rock(
      [
        [-20, 640],
        [60, 600],
        [160, 610],
        [260, 650],
        [330, 700],
        [360, 780],
        [300, 920],
        [-20, 920],
      ],
      "#6a5a58",
      "#2a2024",
    ),
  );
  S.add(
    rock(
      [
        [300, 800],
        [380, 760],
        [470, 770],
        [560, 740],
        [640, 760],
        [640, 920],
        [280, 920],
      ],
      "#5a4a4a",
      "#221a1e",
    ),
  );
  // foam where waves hit the rocks
  let foam = "";
  for (let i = 0; i < 40; i++) {
    const x = S.r(300, 600),
      y = S.r(720, 770) - (x - 300) * 0.05;
    foam += el("ellipse", { cx: x, cy: y, rx: S.r(8, 30), ry: S.r(3, 8), fill: "#fff", opacity: S.r(0.4, 0.9) });
  }
  S.add(el("g", { filter: S.blur(2) }, foam));
  let cracks = "";
  for (let i = 0; i < 26; i++) {
    const x = S.r(0, 600),
      y = S.r(660, 900);
    if (x > 320 && y < 780) continue;
    cracks += `M${P(x)},${P(y)}l${P(S.r(-30, 30))},${P(S.r(6, 20))}l${P(S.r(-20, 20))},${P(S.r(4, 14))}`;
  }
  S.add(el("path", { d: cracks, stroke: "#1a1216", "stroke-width": 2, fill: "none", opacity: 0.45 }));
  S.add(
    el("path", {
      d: smooth(
        [
          [-20, 640],
          [60, 600],
          [160, 610],
          [260, 650],
          [330, 700],
        ],
        false,
      ),
      stroke: "#e8b496",
      "stroke-width": 3,
      fill: "none",
      opacity: 0.5,
    }),
  );
  S.add(
    el("path", {
      d: smooth(
        [
          [300, 800],
          [380, 760],
          [470, 770],
          [560, 740],
          [640, 760],
        ],
        false,
      ),
      stroke: "#e8b496",
      "stroke-width": 3,
      fill: "none",
      opacity: 0.35,
    }),
  );
  // the shrine on the rocks: plinth, four pillars, pyramidal roof, a linga inside with a lamp
  const sx = 170,
    sy = 610;
  S.add(
    el("rect", {
      x: sx - 90,
      y: sy,
      width: 180,
      height: 28,
      fill: S.lin(
        [
          [0, "#d8c0a0"],
          [1, "#8a7060"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("rect", { x: sx - 70, y: sy - 120, width: 140, height: 120, fill: "#2a2024", opacity: 0.85 }));
  S.add(S.glow(sx, sy - 40, 70, "#ffb347", 0.55));
  // linga on its pedestal
  S.add(el("path", { d: `M${sx - 36},${sy}h72l-6,-14h-60z`, fill: "#3a3438" }));
  S.add(el("path", { d: `M${sx - 40},${sy - 14}h80a8,8 0 0 0 0,-10h-80a8,8 0 0 0 0,10z`, fill: "#4a4248" }));
  S.add(el("path", { d: `M${sx + 40},${sy - 20}l22,4l-22,4z`, fill: "#4a4248" }));
  S.add(
    el("path", {
      d: `M${sx - 18},${sy - 24}v-40a18,18 0 0 1 36,0v40z`,
      fill: S.lin(
        [
          [0, "#2a2428"],
          [0.4, "#6a6068"],
          [1, "#1a1618"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${sx - 12},${sy - 70}h24M${sx - 13},${sy - 64}h26M${sx - 13},${sy - 58}h26`,
      stroke: "#f4f0e8",
      "stroke-width": 2.2,
      opacity: 0.85,
    }),
  );
  S.add(el("circle", { cx: sx, cy: sy - 52, r: 2.6, fill: "#d8281a" }));
  S.add(garlandSwag(S, sx - 17, sy - 60, sx + 17, sy - 60, 16, 0.6));
  S.add(diya(S, sx - 50, sy - 6, 0.7, { glowOp: 0.5 }));
  for (const dx of [-70, 70])
    S.add(
      el("rect", {
        x: sx + dx - 9,
        y: sy - 130,
        width: 18,
        height: 130,
        fill: S.lin(
          [
            [0, "#e8d4b8"],
            [1, "#9a8070"],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
    );
  S.add(
    el("path", {
      d: `M${sx - 100},${sy - 126}h200l-10,-16h-180z`,
      fill: S.lin(
        [
          [0, "#f0dcc0"],
          [1, "#9a8070"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(
    el("path", {
      d: `M${sx - 84},${sy - 142}h168l-14,-16h-140zM${sx - 64},${sy - 158}h128l-12,-16h-104zM${sx - 44},${sy - 174}h88l-10,-14h-68z`,
      fill: S.lin(
        [
          [0, "#f0dcc0"],
          [1, "#8a7060"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("path", { d: `M${sx - 24},${sy - 188}q24,-36 48,0z`, fill: "#e8d4b8" }));
  S.add(el("path", { d: `M${sx},${sy - 212}v-16`, stroke: "#c9962b", "stroke-width": 3 }));
  S.add(el("path", { d: `M${sx + 1},${sy - 226}q16,4 30,0q-5,8 0,16q-16,2 -30,-2z`, fill: C.saffron }));
  // trident planted beside the shrine (symbol)
  S.add(
    el("path", {
      d: `M${sx + 130},${sy + 10}V${sy - 150}M${sx + 112},${sy - 150}q0,-26 -6,-36M${sx + 148},${sy - 150}q0,-26 6,-36M${sx + 112},${sy - 150}h36M${sx + 130},${sy - 150}v-44`,
      stroke: "#3a3036",
      "stroke-width": 4,
      fill: "none",
      "stroke-linecap": "round",
    }),
  );
  S.add(
    birds(
      S,
      [
        [330, 240, 1],
        [355, 230, 0.8],
        [310, 255, 0.7],
      ],
      "#3a3a4a",
      0.55,
    ),
  );
  return S.finish({ vColor: "#0a1420", vignette: 0.36, texture: 0.06 });
};

// ───────────────────────────────────────────────────────────────────────────── main

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function rasterise(name, svgPath, w, h, tmp) {
  const widths = [180, 360, 720, 1080];
  const limits = { 180: 12_000, 360: 30_000, 720: 70_000, 1080: 150_000 };
  const sizes = [];
  for (const W of widths) {
    const H = Math.round((W * h) / w);
    const png = join(tmp, `${name}-${W}.png`);
    run("rsvg-convert", ["-w", String(W), "-h", String(H), "-o", png, svgPath]);
    const out = join(OUT_DIR, `${name}-${W}.webp`);
    let q = 78;
    for (;;) {
      run("cwebp", ["-quiet", "-q", String(q), "-m", "6", "-sharp_yuv", png, "-o", out]);
      const sz = statSync(out).size;
      if (sz <= limits[W] * 0.97 || q <= 50) {
        sizes.push(`${W}:${(sz / 1024).toFixed(1)}K${q !== 78 ? `@q${q}` : ""}`);
        break;
      }
      q -= 4;
    }
  }
  return sizes.join(" ");
}

async function main() {
  const argv = process.argv.slice(2);
  const opt = (k) => argv.includes(k);
  const val = (k) => (argv.indexOf(k) >= 0 ? argv[argv.indexOf(k) + 1] : undefined);
  const only = val("--only")?.split(",");
  const preview = val("--preview");
  mkdirSync(SRC_DIR, { recursive: true });
  mkdirSync(OUT_DIR, { recursive: true });
  if (preview) mkdirSync(preview, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "gallery-"));
  try {
    if (!opt("--videos-only")) {
      for (const [name, fn] of Object.entries(SCENES)) {
        if (only && !only.includes(name)) continue;
        const S = fn();
        const svgPath = join(SRC_DIR, `${name}.svg`);
        writeFileSync(svgPath, S.svg());
        if (preview) run("rsvg-convert", ["-w", "360", "-o", join(preview, `${name}.png`), svgPath]);
        if (opt("--svg-only")) {
          console.log(name, "svg");
          continue;
        }
        console.log(name.padEnd(24), rasterise(name, svgPath, S.w, S.h, tmp));
      }
    }
    if (!opt("--no-videos")) {
      for (const [name, v] of Object.entries(VIDEOS))
        if (!only || only.includes(name)) makeVideo(name, v, tmp, opt("--svg-only"));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ───────────────────────────────────────────────────────────────────────────── videos

const VW = 640,
  VH = 360,
  FPS = 24,
  DUR = 7; // 168 frames; every motion's period divides 7 s, so the clips loop cleanly
const osc = (t, k, ph = 0) => Math.sin((TAU * k * t) / DUR + ph); // k whole cycles per clip

/** Aarti lamp: five flames flickering before a temple arch; the lamp circles gently as in aarti. */
function lampAartiFrame(t) {
  const S = new Scene(VW, VH, 501);
  S.add(
    sky(S, [
      [0, "#2a1610"],
      [1, "#160a06"],
    ]),
  );
  // stone wall blocks
  let blocks = "";
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 9; c++)
      blocks += el("rect", {
        x: c * 80 - (r % 2) * 40,
        y: r * 48,
        width: 78,
        height: 46,
        rx: 3,
        fill: "#3a2216",
        opacity: 0.55,
      });
  S.add(blocks);
  // arch (carved frame) and dark sanctum
  const ax = 320;
  const archPath = (w, top) =>
    `M${ax - w},${VH + 10}V${top + w * 0.9}Q${ax - w},${top} ${ax},${top - 14}Q${ax + w},${top} ${ax + w},${top + w * 0.9}V${VH + 10}Z`;
  S.add(
    el("path", {
      d: archPath(178, 34),
      fill: S.lin(
        [
          [0, "#c8a070"],
          [0.5, "#a87a4a"],
          [1, "#6a4626"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  let studs = "";
  for (let i = 0; i < 40; i++) {
    const u = i / 39;
    const a = Math.PI * (1 - u);
    const x = ax + Math.cos(a) * 164,
      y = 34 + 150 - Math.sin(a) * 150;
    studs += el("circle", { cx: x, cy: Math.min(y, 200), r: 3, fill: "#e8c890", opacity: 0.7 });
  }
  S.add(studs);
  S.add(
    el("path", {
      d: archPath(150, 56),
      fill: S.rad(
        [
          [0, "#6a2a14"],
          [0.5, "#2a0e08"],
          [1, "#120604"],
        ],
        0.5,
        0.65,
        0.6,
      ),
    }),
  );
  // flame-lit glow that breathes with the flicker
  const breathe = 0.5 + 0.08 * osc(t, 9) + 0.05 * osc(t, 23, 1.3);
  S.add(S.glow(ax, 210, 300, "#ffa040", breathe * 0.7));
  // inner lamps either side in the sanctum
  for (const x of [230, 410]) {
    S.add(
      el("rect", { x: x - 3, y: 180, width: 6, height: 70, fill: "#8a6418" }),
      el("ellipse", { cx: x, cy: 250, rx: 20, ry: 5, fill: "#8a6418" }),
      el("ellipse", { cx: x, cy: 180, rx: 16, ry: 4, fill: "#c9962b" }),
    );
    S.add(flame(S, x, 178, 16 + 1.5 * osc(t, 17, x), { flick: 0.3 * osc(t, 11, x), glowR: 40, glowOp: 0.45 }));
  }
  // garland swag across the arch top and hanging strands
  S.add(garlandSwag(S, 180, 88, 460, 88, 40, 0.9, ["orange", "yellow"]));
  S.add(garlandStrand(S, 184, 88, 220, 0.85), garlandStrand(S, 456, 88, 220, 0.85, { pattern: ["yellow", "orange"] }));
  // bells hanging at the sides, swinging a little
  S.add(bell(S, 90, -10, 90, 50, { swing: 3 * osc(t, 2) }), bell(S, 550, -10, 110, 46, { swing: 3 * osc(t, 2, 1.2) }));
  // the aarti lamp: a brass plate with five cups on a handle, circling slowly
  const cx = ax + 14 * Math.cos((TAU * 2 * t) / DUR),
    cy = 262 + 9 * Math.sin((TAU * 2 * t) / DUR);
  S.add(
    el("path", {
      d: `M${P(cx + 10)},${P(cy + 16)}L${P(cx + 60)},${VH + 20}`,
      stroke: S.lin(
        [
          [0, "#6d4a10"],
          [0.5, "#ffe7a0"],
          [1, "#6d4a10"],
        ],
        0,
        0,
        1,
        0,
      ),
      "stroke-width": 12,
      "stroke-linecap": "round",
    }),
  );
  S.add(
    el("ellipse", {
      cx,
      cy: cy + 10,
      rx: 70,
      ry: 16,
      fill: S.lin(
        [
          [0, "#5a3a0c"],
          [0.35, "#ffe7a0"],
          [0.6, "#c9962b"],
          [1, "#4a300a"],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  S.add(el("ellipse", { cx, cy: cy + 7, rx: 60, ry: 11, fill: "#8a5a14" }));
  // petals on the plate
  const ids = marigoldDefs(S);
  for (const [dx, dy, k] of [
    [-40, 8, "orange"],
    [38, 9, "yellow"],
    [0, 12, "red"],
  ])
    S.add(useAt(ids[k], cx + dx, cy + dy, 1.1, dx * 3));
  const cups = [
    [-44, 0],
    [-22, -6],
    [0, -9],
    [22, -6],
    [44, 0],
  ];
  cups.forEach(([dx, dy]) => {
    const x = cx + dx,
      y = cy + dy;
    S.add(
      el("path", {
        d: `M${P(x - 10)},${P(y)}q10,12 20,0z`,
        fill: S.lin(
          [
            [0, "#8a6418"],
            [0.4, "#ffe7a0"],
            [1, "#6d4a10"],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
    );
    S.add(el("ellipse", { cx: x, cy: y, rx: 10, ry: 3, fill: "#6a4208" }));
  });
  cups.forEach(([dx, dy], i) => {
    const x = cx + dx,
      y = cy + dy;
    const h = 30 + 4 * osc(t, 19 + i * 3, i) + 2.5 * osc(t, 41 + i * 5, i * 2.1);
    // motion makes flames trail opposite to the lamp's velocity
    const vx = -Math.sin((TAU * 2 * t) / DUR);
    S.add(
      flame(S, x, y - 1, h, {
        flick: 0.35 * vx + 0.25 * osc(t, 29 + i * 4, i * 1.7),
        glowR: 60,
        glowOp: 0.4 + 0.06 * osc(t, 13 + i, i),
      }),
    );
  });
  // embers rising
  let emb = "";
  const rnd = mulberry32(99);
  for (let i = 0; i < 24; i++) {
    const ph = rnd(),
      x0 = cx + (rnd() - 0.5) * 90,
      spd = 1 + Math.floor(rnd() * 2);
    const u = ((((t * spd) / DUR + ph) % 1) + 1) % 1;
    const x = x0 + Math.sin(u * 6 + i) * 10,
      y = cy - 30 - u * 220;
    emb += el("circle", { cx: x, cy: y, r: 1.2 + rnd() * 1.2, fill: "#ffd070", opacity: (1 - u) * 0.8 });
  }
  S.add(emb);
  // soft smoke rising from the flames
  let sm = "";
  for (let k = 0; k < 3; k++) {
    const pts = [];
    for (let i = 0; i < 7; i++)
      pts.push([cx - 20 + k * 20 + Math.sin(i * 0.9 + (TAU * t) / DUR + k) * (6 + i * 5), cy - 40 - i * 30]);
    sm += el("path", {
      d: smooth(pts, false),
      stroke: "#e8dcd0",
      "stroke-width": 6 + k * 3,
      fill: "none",
      opacity: 0.07,
    });
  }
  S.add(el("g", { filter: S.blur(5) }, sm));
  return S.finish({ vColor: "#050201", vignette: 0.5, texture: 0.04, seed: 5 });
}

/** The Gokarna sea at sunrise: waves roll in and wash the sand; light glitters; the sun climbs a little. */
function seaSunriseFrame(t) {
  const S = new Scene(VW, VH, 502);
  const hor = 196;
  S.add(
    sky(
      S,
      [
        [0, "#48467e"],
        [0.35, "#a06a8e"],
        [0.65, "#f0a070"],
        [1, "#fcd89a"],
      ],
      0,
      hor + 2,
    ),
  );
  const sx = 150,
    sy = 166;
  S.add(S.glow(sx, sy, 320, "#ffd08a", 0.6 + 0.04 * osc(t, 1)));
  S.add(S.glow(sx, sy, 110, "#fff1c4", 0.8));
  S.add(el("circle", { cx: sx, cy: sy, r: 22, fill: "#fff6dc" }));
  for (const [cx, cy, rx, ry, col, op, sp] of [
    [420, 70, 170, 9, "#f5b8a0", 0.5, 4],
    [480, 92, 110, 6, "#ffd6b0", 0.45, 3],
    [200, 110, 150, 7, "#ffc89a", 0.4, 2.5],
    [300, 46, 200, 8, "#b88aa8", 0.4, 2],
  ])
    S.add(el("ellipse", { cx: cx + sp * 3 * osc(t, 1), cy, rx, ry, fill: col, opacity: op, filter: S.blur(3) }));
  // headlands (left) with the sun above
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-20, hor + 3],
            [-20, 166],
            [50, 160],
            [130, 176],
            [200, 188],
            [260, hor + 3],
          ],
          false,
        ) + "Z",
      fill: "#8a5a7e",
      opacity: 0.9,
    }),
  );
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-20, hor + 3],
            [-20, 180],
            [60, 178],
            [120, 190],
            [170, hor + 3],
          ],
          false,
        ) + "Z",
      fill: "#6e4668",
    }),
  );
  S.add(
    el("path", {
      d:
        smooth(
          [
            [520, hor + 3],
            [560, 188],
            [610, 184],
            [660, 186],
            [660, hor + 3],
          ],
          false,
        ) + "Z",
      fill: "#7a5478",
      opacity: 0.85,
    }),
  );
  // sea
  S.add(
    el("rect", {
      x: 0,
      y: hor,
      width: VW,
      height: 120,
      fill: S.lin([
        [0, "#f2b27a"],
        [0.3, "#c98a8e"],
        [1, "#4a5484"],
      ]),
    }),
  );
  // glitter under the sun: dashes that twinkle
  const rnd = mulberry32(7);
  let gl = "";
  for (let i = 0; i < 80; i++) {
    const u = rnd(),
      ph = rnd() * TAU,
      k = 5 + Math.floor(rnd() * 9);
    const y = hor + 3 + u ** 1.4 * 100,
      spread = 8 + u * 60;
    const x = sx + 30 + u * 40 + (rnd() - 0.5) * 2 * spread;
    const a = 0.5 + 0.5 * osc(t, k, ph);
    if (a < 0.25) continue;
    gl += el("path", {
      d: `M${P(x)},${P(y)}h${P((3 + rnd() * 9) * (0.4 + u))}`,
      stroke: "#fff0c8",
      "stroke-width": 1.4,
      opacity: P(a * 0.9),
      "stroke-linecap": "round",
    });
  }
  S.add(gl);
  // wave crests drifting toward the shore (perspective), wrapping around
  let wv = "",
    wd = "";
  for (let i = 0; i < 60; i++) {
    const u0 = rnd(),
      x0 = rnd() * (VW + 200) - 100,
      L = 14 + rnd() * 40,
      dark = rnd() < 0.35;
    const u = (u0 + t / DUR) % 1; // each crest moves down (closer) once per clip
    const persp = lerp(0.35, 1.5, u ** 1.4);
    const y = hor + 4 + u ** 1.4 * 104;
    const x = x0;
    const fade = Math.min(1, u * 6, (1 - u) * 6);
    const d = `M${P(x)},${P(y)}q${P((L * persp) / 2)},${P(-2 * persp)} ${P(L * persp)},0`;
    if (dark) wd += el("path", { d, opacity: P(fade * 0.25) });
    else wv += el("path", { d, opacity: P(fade * 0.45) });
  }
  S.add(el("g", { stroke: "#ffe6c8", "stroke-width": 1.4, fill: "none", "stroke-linecap": "round" }, wv));
  S.add(el("g", { stroke: "#2e3458", "stroke-width": 1.4, fill: "none", "stroke-linecap": "round" }, wd));
  // boat bobbing
  const by = 226 + 1.5 * osc(t, 3);
  S.add(
    el(
      "g",
      { transform: `rotate(${P(1.5 * osc(t, 3, 1))} 350 ${P(by)})` },
      el("path", { d: `M320,${P(by)}l56,0l-8,7l-42,0z`, fill: "#3c2a40" }) +
        el("path", { d: `M344,${P(by)}l0,-30l18,26z`, fill: "#5b3a52" }),
    ),
  );
  // beach with a wave washing up and back (two washes per clip)
  const wash = 0.5 - 0.5 * Math.cos((TAU * 2 * t) / DUR); // 0 → 1 → 0
  const shoreY = (x) => 300 + 6 * Math.sin(x / 90) + wash * 26;
  const shore = [];
  for (let x = -20; x <= VW + 20; x += 40) shore.push([x, shoreY(x)]);
  // wet sand reflecting the sky
  S.add(
    el("rect", {
      x: 0,
      y: 296,
      width: VW,
      height: 70,
      fill: S.lin([
        [0, "#d8a08a"],
        [1, "#8a6260"],
      ]),
    }),
  );
  S.add(S.glowE(sx + 70, 330, 110, 22, "#ffd9a8", 0.4));
  // sea water sheet over the sand up to the shoreline
  S.add(
    el("path", {
      d: smooth(shore, false) + `L${VW + 20},290L-20,290Z`,
      fill: S.lin([
        [0, "#7a78a0"],
        [1, "#c8a0a0"],
      ]),
      opacity: 0.85,
    }),
  );
  S.add(el("path", { d: smooth(shore, false), stroke: "#fff6ea", "stroke-width": 3, fill: "none", opacity: 0.9 }));
  S.add(
    el("path", {
      d: smooth(
        shore.map(([x, y]) => [x, y - 8 - 6 * osc(t, 1, x / 50)]),
        false,
      ),
      stroke: "#fff0e0",
      "stroke-width": 1.4,
      fill: "none",
      opacity: 0.5,
    }),
  );
  // the breaking line just offshore
  const brk = 288 + 6 * wash;
  S.add(
    el("path", {
      d: smooth(
        [
          [-20, brk],
          [120, brk - 3],
          [260, brk + 2],
          [400, brk - 2],
          [540, brk + 1],
          [660, brk - 1],
        ],
        false,
      ),
      stroke: "#ffffff",
      "stroke-width": 2.4,
      fill: "none",
      opacity: 0.55 + 0.3 * (1 - wash),
    }),
  );
  // dry sand at the bottom
  S.add(
    el("path", {
      d:
        smooth(
          [
            [-20, 340],
            [160, 332],
            [340, 338],
            [500, 330],
            [660, 334],
          ],
          false,
        ) + "L660,370L-20,370Z",
      fill: S.lin([
        [0, "#c49a7c"],
        [1, "#7a5650"],
      ]),
    }),
  );
  // palms on the right, swaying slightly
  const sway = 0.8 * osc(t, 2);
  S.add(
    el(
      "g",
      { transform: `rotate(${P(sway)} 600 372)` },
      palm(S, 600, 372, 300, { lean: -50, col: "#3a2436", trunkW: 10, frondLen: 100, fronds: 12 }),
    ),
  );
  S.add(
    el(
      "g",
      { transform: `rotate(${P(-sway * 0.7)} 660 372)` },
      palm(S, 660, 372, 240, { lean: -30, col: "#2d1c2c", trunkW: 9, frondLen: 86, fronds: 11 }),
    ),
  );
  // gulls crossing
  const bx = -60 + (t / DUR) * 780;
  S.add(
    birds(
      S,
      [
        [bx, 92 + 2 * osc(t, 7), 0.9],
        [bx + 22, 84 + 2 * osc(t, 7, 1), 0.75],
        [bx - 18, 100 + 2 * osc(t, 7, 2), 0.7],
      ],
      "#4a2e4a",
      0.6,
    ),
  );
  return S.finish({ vColor: "#2a1030", vignette: 0.32, texture: 0.05, seed: 9 });
}

const VIDEOS = {
  "lamp-aarti": { frame: lampAartiFrame, posterAt: 1.5 },
  "sea-sunrise": { frame: seaSunriseFrame, posterAt: 3.0 },
};

function makeVideo(name, v, tmp, svgOnly) {
  const poster = v.frame(v.posterAt);
  const posterSvg = join(SRC_DIR, `${name}-poster.svg`);
  writeFileSync(posterSvg, poster.svg());
  if (svgOnly) return console.log(name, "poster svg");
  const ppng = join(tmp, `${name}-poster.png`);
  run("rsvg-convert", ["-w", String(VW), "-h", String(VH), "-o", ppng, posterSvg]);
  run("cwebp", ["-quiet", "-q", "78", "-m", "6", "-sharp_yuv", ppng, "-o", join(OUT_DIR, `${name}-poster.webp`)]);
  const fdir = join(tmp, name);
  mkdirSync(fdir, { recursive: true });
  const n = FPS * DUR;
  for (let i = 0; i < n; i++) {
    const f = join(fdir, `f.svg`);
    writeFileSync(f, v.frame(i / FPS).svg());
    run("rsvg-convert", ["-w", String(VW), "-h", String(VH), "-o", join(fdir, `${String(i).padStart(4, "0")}.png`), f]);
  }
  const out = join(OUT_DIR, `${name}.mp4`);
  run("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-framerate",
    String(FPS),
    "-i",
    join(fdir, "%04d.png"),
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "23",
    "-tune",
    "animation",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    "-threads",
    "2",
    out,
  ]);
  console.log(
    name.padEnd(24),
    `mp4 ${(statSync(out).size / 1024).toFixed(0)}K, poster ${(statSync(join(OUT_DIR, `${name}-poster.webp`)).size / 1024).toFixed(1)}K`,
  );
}

main();
