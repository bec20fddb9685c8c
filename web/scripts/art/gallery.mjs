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
 *   app/assets/gallery/{name}-{180,360,1080}.webp      portrait 2:3 (1080×1620) or landscape 3:2 (1080×720)
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
  const A = hexToRgb(a), B = hexToRgb(b);
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
const el = (tag, attrs = {}, inner) => (inner === undefined ? `<${tag}${at(attrs)}/>` : `<${tag}${at(attrs)}>${inner}</${tag}>`);

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
    const p0 = get(i - 1), p1 = get(i), p2 = get(i + 1), p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${P(c1[0])},${P(c1[1])} ${P(c2[0])},${P(c2[1])} ${P(p2[0])},${P(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

// ───────────────────────────────────────────────────────────────────────────── scene builder

function stopsStr(stops) {
  return stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${op}"` : ""}/>`)
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
    this.def(`<linearGradient id="${i}" gradientUnits="userSpaceOnUse"${at({ x1, y1, x2, y2 })}>${stopsStr(stops)}</linearGradient>`);
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
          `<feTurbulence type="fractalNoise" baseFrequency="${P(3.2 / w * 1000) / 1000} ${P(7 / h * 1000) / 1000}" numOctaves="3" seed="${seed}"/>` +
          `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 0.95  0 0 0 0 0.85  0 0 1.6 0 -0.55"/></filter>`,
      );
      this.add(el("rect", { width: w, height: h, filter: `url(#${f})`, opacity: texture }));
      const g = this.id("t");
      this.def(
        `<filter id="${g}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
          `<feTurbulence type="fractalNoise" baseFrequency="${P(5 / w * 1000) / 1000} ${P(2.5 / h * 1000) / 1000}" numOctaves="3" seed="${seed + 7}"/>` +
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
    const cw = w * 0.45, ch = h * 0.45;
    const d2 =
      `M${P(x)},${P(y - h * 0.04)}` +
      `C${P(x - cw)},${P(y - ch * 0.1)} ${P(x - cw * 0.7)},${P(y - ch * 0.7)} ${P(x + flick * cw * 0.6)},${P(y - ch)}` +
      `C${P(x + cw * 0.7)},${P(y - ch * 0.7)} ${P(x + cw)},${P(y - ch * 0.1)} ${P(x)},${P(y - h * 0.04)}Z`;
    s += el("path", { d: d2, fill: "#FFFFF4", opacity: 0.9 });
  }
  return s;
}

/** Clay diya (side view, slightly from above). (x,y) = centre of the rim. */
function diya(S, x, y, s = 1, { clay = ["#C0612F", "#7A2E18"], lit = true, flick = 0, glowOp = 0.45, flameH = 26 } = {}) {
  const rw = 26 * s, rh = 7 * s;
  const body =
    `M${P(x - rw)},${P(y)}` +
    `C${P(x - rw * 0.95)},${P(y + 16 * s)} ${P(x + rw * 0.6)},${P(y + 20 * s)} ${P(x + rw * 1.05)},${P(y + 3 * s)}` +
    `L${P(x + rw * 1.45)},${P(y - 5 * s)}` +
    `C${P(x + rw * 1.2)},${P(y - 2 * s)} ${P(x + rw)},${P(y - 2 * s)} ${P(x + rw * 0.9)},${P(y - 1 * s)}Z`;
  let out = "";
  out += el("ellipse", { cx: x + 4 * s, cy: y + 15 * s, rx: rw * 1.2, ry: 4 * s, fill: "#000", opacity: 0.25 });
  out += el("path", { d: body, fill: S.lin([[0, clay[0]], [1, clay[1]]], 0, 0, 0.2, 1) });
  out += el("ellipse", { cx: x, cy: y, rx: rw, ry: rh, fill: mix(clay[1], "#000", 0.3) });
  out += el("ellipse", { cx: x + 2 * s, cy: y + 1 * s, rx: rw * 0.8, ry: rh * 0.65, fill: S.lin([[0, "#E9B44C"], [1, "#8A5A12"]]) });
  out += el("path", { d: `M${P(x - rw * 0.95)},${P(y + 2 * s)}Q${P(x)},${P(y + 9 * s)} ${P(x + rw)},${P(y + 2 * s)}`, fill: "none", stroke: "#F3B36B", "stroke-width": 1.2 * s, opacity: 0.5 });
  if (lit) {
    out += el("path", { d: `M${P(x + rw * 1.2)},${P(y - 3 * s)}l${P(5 * s)},${P(-5 * s)}`, stroke: "#3a2414", "stroke-width": 2 * s, "stroke-linecap": "round" });
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
    let lightArcs = "", darkArcs = "";
    // ruffled petals: short curved strokes, denser toward the rim
    for (let i = 0; i < 46; i++) {
      const rr = 10 * Math.sqrt(rnd()) * 0.95;
      const a = rnd() * TAU;
      const x = Math.cos(a) * rr, y = Math.sin(a) * rr;
      const ta = a + Math.PI / 2 + (rnd() - 0.5) * 0.8;
      const L = 2.2 + rnd() * 2.2;
      const dx = Math.cos(ta) * L, dy = Math.sin(ta) * L;
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
        el("circle", { r: 10.6, fill: S.rad([[0, "#fff", 0.22], [0.45, "#fff", 0], [0.8, "#000", 0.12], [1, "#000", 0.38]], 0.38, 0.34, 0.7) }) +
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
  el("use", { href: `#${id}`, transform: `translate(${P(x)} ${P(y)}) scale(${P(s * 100) / 100})${rot ? ` rotate(${P(rot)})` : ""}`, ...extra });

/** A hanging string of marigolds from (x,y0) down to y1. */
function garlandStrand(S, x, y0, y1, s = 1, { pattern = ["orange", "orange", "yellow"], sway = 0, leafEvery = 0, dim = 0 } = {}) {
  const ids = marigoldDefs(S);
  const step = 12.5 * s;
  let out = el("path", { d: `M${P(x)},${P(y0)}Q${P(x + sway)},${P((y0 + y1) / 2)} ${P(x)},${P(y1)}`, stroke: "#5a3a1a", "stroke-width": 1, fill: "none" });
  let i = 0;
  for (let y = y0 + step * 0.5; y <= y1; y += step, i++) {
    const t = (y - y0) / (y1 - y0);
    const xx = x + sway * 2 * t * (1 - t) * 2;
    if (leafEvery && i % leafEvery === leafEvery - 1) {
      out += leafShape(S, xx, y, 14 * s, S.r(-30, 30) + 90, "#3E7B4F");
    }
    out += useAt(ids[pattern[i % pattern.length]], xx + S.r(-1.2, 1.2) * s, y, s * 0.9 * S.r(0.92, 1.08), S.r(0, 360));
  }
  if (dim > 0) return el("g", { opacity: 1 }, out) ;
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
    const x = lerp(x0, x1, t), y = lerp(y0, y1, t) + sag * 4 * t * (1 - t);
    out += useAt(ids[pattern[i % pattern.length]], x, y, s * 0.85, (i * 47) % 360);
  }
  return out;
}

/** Pointed leaf (mango/peepal-like). Base at (x,y), pointing at angle deg, length len. */
function leafShape(S, x, y, len, deg, color = C.leaf, vein = true) {
  const w = len * 0.28;
  const d = `M0,0C${P(len * 0.25)},${P(-w)} ${P(len * 0.7)},${P(-w * 0.9)} ${P(len)},0C${P(len * 0.7)},${P(w * 0.9)} ${P(len * 0.25)},${P(w)} 0,0Z`;
  const f = S.lin([[0, mix(color, "#fff", 0.18)], [1, mix(color, "#000", 0.25)]], 0, 0, 0, 1);
  return el(
    "g",
    { transform: `translate(${P(x)} ${P(y)}) rotate(${P(deg)})` },
    el("path", { d, fill: f }) + (vein ? el("path", { d: `M0,0L${P(len * 0.92)},0`, stroke: mix(color, "#fff", 0.35), "stroke-width": Math.max(0.6, len * 0.02), opacity: 0.6 }) : ""),
  );
}

/** Coconut palm. (x,y) base; h height; lean (px at top); colour set. */
function palm(S, x, y, h, { lean = 30, col = "#2c3a2a", frondCol, trunkW = 12, fronds = 11, frondLen = 120, light = null, coconuts = true, droop = 1 } = {}) {
  const fc = frondCol ?? col;
  const top = [x + lean, y - h];
  const ctrl = [x + lean * 0.15, y - h * 0.55];
  const bez = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const L = [], R = [];
  const N = 24;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const p = bez(t);
    const w = lerp(trunkW, trunkW * 0.6, t) * (i === 0 ? 1.3 : 1);
    L.push([p[0] - w / 2, p[1]]);
    R.push([p[0] + w / 2, p[1]]);
  }
  let out = el("path", { d: poly([...L, ...R.reverse()]), fill: light ? S.lin([[0, light], [0.45, col], [1, mix(col, "#000", 0.3)]], 0, 0, 1, 0) : col });
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
  let leaflets = "", spines = "";
  for (let k = 0; k < fronds; k++) {
    const u = k / (fronds - 1);
    const deg = (u - 0.5) * 300 + (k % 2 ? 8 : -8) + S.r(-8, 8); // 0 = straight up
    const a = -Math.PI / 2 + (deg * Math.PI) / 180;
    const dx = Math.cos(a), dy = Math.sin(a);
    const len = frondLen * S.r(0.85, 1.1) * (Math.abs(deg) < 40 ? 0.8 : 1);
    const sx = top[0], sy = top[1];
    const cx = sx + dx * len * 0.55, cy = sy + dy * len * 0.45 - len * 0.3;
    const ex = sx + dx * len * 0.95, ey = sy + dy * len * 0.5 + len * (0.28 + 0.3 * Math.abs(dx)) * droop;
    const fb = (t) => [(1 - t) ** 2 * sx + 2 * (1 - t) * t * cx + t * t * ex, (1 - t) ** 2 * sy + 2 * (1 - t) * t * cy + t * t * ey];
    spines += `M${P(sx)},${P(sy)}Q${P(cx)},${P(cy)} ${P(ex)},${P(ey)}`;
    const M = 22;
    for (let i = 2; i <= M; i++) {
      const t = i / M;
      const p = fb(t), q = fb(Math.min(1, t + 0.02));
      let tx = q[0] - p[0], ty = q[1] - p[1];
      const tl = Math.hypot(tx, ty) || 1;
      tx /= tl;
      ty /= tl;
      for (const sgn of [-1, 1]) {
        if (S.rnd() < 0.12) continue; // gaps where leaflets split
        const ll = len * 0.27 * Math.sin(Math.PI * (0.1 + 0.85 * t)) ** 0.7 * S.r(0.75, 1.1);
        const nx = -ty * sgn, ny = tx * sgn;
        let vx = nx * 0.4 + tx * 0.7, vy = ny * 0.4 + ty * 0.7 + 0.8 * droop;
        const vl = Math.hypot(vx, vy) || 1;
        vx /= vl;
        vy /= vl;
        const ex2 = p[0] + vx * ll, ey2 = p[1] + vy * ll;
        const mx = p[0] + (nx * 0.8 + tx * 0.3) * ll * 0.45, my = p[1] + (ny * 0.8 + ty * 0.3) * ll * 0.45;
        leaflets += `M${P(p[0])},${P(p[1])}Q${P(mx)},${P(my)} ${P(ex2)},${P(ey2)}`;
      }
    }
  }
  out += el("path", { d: leaflets, stroke: fc, "stroke-width": Math.max(1.6, frondLen / 45), fill: "none", "stroke-linecap": "round" });
  out += el("path", { d: spines, stroke: fc, "stroke-width": Math.max(2, frondLen / 38), fill: "none", "stroke-linecap": "round" });
  if (coconuts) {
    for (let i = 0; i < 5; i++) out += el("circle", { cx: top[0] + S.r(-9, 9), cy: top[1] + S.r(4, 12), r: trunkW * 0.55, fill: mix(col, "#000", 0.1) });
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
  return el("path", { d, stroke: color, "stroke-width": 1.6, fill: "none", opacity: op, "stroke-linecap": "round", "stroke-linejoin": "round" });
}

/** Bokeh: out-of-focus light discs. */
function bokeh(S, n, box, colors, { r = [10, 40], op = [0.08, 0.3] } = {}) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const col = S.pick(colors);
    const rr = S.r(r[0], r[1]);
    const f = S.rad([[0, col, 1], [0.75, col, 0.8], [1, col, 0]]);
    out += el("circle", { cx: S.r(box[0], box[2]), cy: S.r(box[1], box[3]), r: rr, fill: f, opacity: S.r(op[0], op[1]) });
  }
  return out;
}

/** Radial rangoli. layers: {type, ...}. Drawn at origin; caller wraps in transform. */
function rangoli(S, layers) {
  let out = "";
  for (const L of layers) {
    if (L.type === "disc") out += el("circle", { r: L.r, fill: L.color, opacity: L.op ?? 1 });
    else if (L.type === "ring") out += el("circle", { r: L.r, fill: "none", stroke: L.color, "stroke-width": L.width, "stroke-dasharray": L.dash, opacity: L.op ?? 1 });
    else if (L.type === "dots") {
      let d = "";
      for (let i = 0; i < L.n; i++) {
        const a = (i / L.n) * TAU + (L.rot ?? 0);
        const x = Math.cos(a) * L.r, y = Math.sin(a) * L.r, q = L.size;
        d += `M${P(x - q)},${P(y)}a${P(q)},${P(q)} 0 1,0 ${P(2 * q)},0a${P(q)},${P(q)} 0 1,0 ${P(-2 * q)},0`;
      }
      out += el("path", { d, fill: L.color });
    } else if (L.type === "petals") {
      // petal from r0 to r1, width w, optional pointed tip
      let d = "";
      for (let i = 0; i < L.n; i++) {
        const a = (i / L.n) * TAU + (L.rot ?? 0);
        const ca = Math.cos(a), sa = Math.sin(a);
        const tr = (u, v) => [ca * u - sa * v, sa * u + ca * v];
        const r0 = L.r0, r1 = L.r1, w = L.w, bulge = L.bulge ?? 0.55;
        const p0 = tr(r0, 0), p1 = tr(r1, 0);
        const cl1 = tr(lerp(r0, r1, bulge), -w), cr1 = tr(lerp(r0, r1, bulge), w);
        const cl0 = tr(lerp(r0, r1, 0.15), -w * 0.9), cr0 = tr(lerp(r0, r1, 0.15), w * 0.9);
        d += `M${P(p0[0])},${P(p0[1])}C${P(cl0[0])},${P(cl0[1])} ${P(cl1[0])},${P(cl1[1])} ${P(p1[0])},${P(p1[1])}C${P(cr1[0])},${P(cr1[1])} ${P(cr0[0])},${P(cr0[1])} ${P(p0[0])},${P(p0[1])}Z`;
      }
      out += el("path", { d, fill: L.color, stroke: L.stroke, "stroke-width": L.sw, opacity: L.op ?? 1 });
      if (L.inner) {
        let d2 = "";
        for (let i = 0; i < L.n; i++) {
          const a = (i / L.n) * TAU + (L.rot ?? 0);
          const ca = Math.cos(a), sa = Math.sin(a);
          const tr = (u, v) => [ca * u - sa * v, sa * u + ca * v];
          const r0 = lerp(L.r0, L.r1, 0.22), r1 = lerp(L.r0, L.r1, 0.78), w = L.w * 0.45;
          const p0 = tr(r0, 0), p1 = tr(r1, 0), cl = tr(lerp(r0, r1, 0.5), -w), cr = tr(lerp(r0, r1, 0.5), w);
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
    links += i % 2 ? el("ellipse", { cx: x, cy: yy + 4.5, rx: 1.4, ry: 4.6, fill: "none", stroke: "#8a6418", "stroke-width": 1.6 }) : el("ellipse", { cx: x, cy: yy + 4.5, rx: 3.2, ry: 5, fill: "none", stroke: "#b48a2c", "stroke-width": 1.6 });
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
      ? [[0, "#6d4a10"], [0.18, "#b8862a"], [0.38, "#ffe7a0"], [0.55, "#d9a53c"], [0.85, "#7a5414"], [1, "#4a300a"]]
      : [[0, "#4a2c12"], [0.2, "#9a6a2a"], [0.4, "#f0c888"], [0.6, "#b07a34"], [1, "#3a220c"]];
  let b = "";
  b += el("path", { d: body, fill: S.lin(metal, 0, 0, 1, 0) });
  b += el("ellipse", { cx: x, cy: by + h, rx: w * 0.55, ry: h * 0.07, fill: "#3a2408" });
  b += el("ellipse", { cx: x, cy: by + h - h * 0.005, rx: w * 0.55, ry: h * 0.05, fill: "none", stroke: "#ffe7a0", "stroke-width": 1.2, opacity: 0.7 });
  b += el("path", { d: `M${P(x - w * 0.37)},${P(by + h * 0.55)}Q${P(x)},${P(by + h * 0.6)} ${P(x + w * 0.37)},${P(by + h * 0.55)}`, stroke: "#5a3a0a", "stroke-width": 1.5, fill: "none", opacity: 0.7 });
  b += el("path", { d: `M${P(x - w * 0.45)},${P(by + h * 0.86)}Q${P(x)},${P(by + h * 0.92)} ${P(x + w * 0.45)},${P(by + h * 0.86)}`, stroke: "#5a3a0a", "stroke-width": 1.5, fill: "none", opacity: 0.7 });
  b += el("circle", { cx: x + swing * 3, cy: by + h * 1.1, r: h * 0.07, fill: "#6d4a10" });
  b += el("rect", { x: x - w * 0.1, y: by - h * 0.06, width: w * 0.2, height: h * 0.08, rx: 2, fill: "#9a7020" });
  return el("g", { opacity: op, transform: swing ? `rotate(${P(swing)} ${P(x)} ${P(y)})` : undefined }, links + b);
}

/** A fire of layered tongues. t = time (seconds) for animation; 0 for stills. */
function fire(S, cx, by, W, H, { t = 0, seed = 5 } = {}) {
  const rnd = mulberry32(seed);
  let out = "";
  const layers = [
    { n: 13, hs: [0.55, 1.0], ws: [0.1, 0.16], stops: [[0, "#ffd36a"], [0.3, "#f7822a"], [0.7, "#d8401c", 0.85], [1, "#a8200e", 0]] },
    { n: 10, hs: [0.4, 0.72], ws: [0.09, 0.14], stops: [[0, "#fff1b0"], [0.35, "#ffb43a"], [0.8, "#f06a1e", 0.8], [1, "#e8501e", 0]] },
    { n: 7, hs: [0.22, 0.45], ws: [0.08, 0.12], stops: [[0, "#fffdf0"], [0.45, "#ffe58a"], [1, "#ffb43a", 0]] },
  ];
  for (const L of layers) {
    const fill = S.linU(L.stops, 0, by, 0, by - H * L.hs[1]);
    let d = "";
    for (let i = 0; i < L.n; i++) {
      const u = (i + 0.5) / L.n + (rnd() - 0.5) * 0.08;
      const x = cx + (u - 0.5) * W * 0.9;
      const edge = 1 - Math.abs(u - 0.5) * 1.3;
      const ph = rnd() * TAU, sp = 2 + rnd() * 3;
      const h = H * lerp(L.hs[0], L.hs[1], rnd()) * edge * (1 + 0.12 * Math.sin(t * sp * TAU / 2 + ph));
      const w = W * lerp(L.ws[0], L.ws[1], rnd());
      const sway = (rnd() - 0.5) * w * 1.6 + Math.sin(t * sp * 3 + ph) * w * 0.35;
      const tx = x + sway, ty = by - h;
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

const PW = 600, PH = 900; // portrait canvas (2:3)
const LW = 900, LH = 600; // landscape canvas (3:2)

const SCENES = {};

// 1 ─ Gokarna beach at sunrise
SCENES["gokarna-sunrise"] = () => {
  const S = new Scene(PW, PH, 11);
  const hor = 520;
  S.add(sky(S, [[0, "#3b3a6e"], [0.28, "#7d5a8e"], [0.45, "#d9817a"], [0.56, "#f4a35a"], [0.6, "#fcd38a"]], 0, hor + 2));
  // sun behind the headland on the left
  const sx = 175, sy = 430;
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
  S.add(el("path", { d: smooth([[-20, hor + 4], [-20, 430], [40, 418], [110, 432], [190, 452], [250, 478], [300, 500], [330, hor + 4]], false) + "Z", fill: "#8a5a7e", opacity: 0.85 }));
  S.add(el("path", { d: smooth([[-20, hor + 4], [-20, 455], [60, 450], [130, 470], [200, 492], [240, hor + 4]], false) + "Z", fill: "#6e4668" }));
  S.add(el("path", { d: smooth([[380, hor + 4], [440, 494], [500, 478], [560, 470], [620, 474], [620, hor + 4]], false) + "Z", fill: "#7a5478", opacity: 0.9 }));
  // sea
  S.add(el("rect", { x: 0, y: hor, width: PW, height: 200, fill: S.lin([[0, "#f2b27a"], [0.25, "#c98a8e"], [1, "#3e4a7a"]]) }));
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
  const shore = [[-10, 705], [120, 690], [260, 700], [400, 684], [520, 692], [610, 680]];
  S.add(el("path", { d: smooth([...shore, [610, 910], [-10, 910]], true, 0.6), fill: S.lin([[0, "#d8a08a"], [0.25, "#b98a7e"], [1, "#7a5a58"]]) }));
  // foam edges
  S.add(el("path", { d: smooth(shore, false), stroke: "#fff3e4", "stroke-width": 3, fill: "none", opacity: 0.85 }));
  S.add(el("path", { d: smooth(shore.map(([x, y], i) => [x, y + 14 + (i % 2) * 6]), false), stroke: "#ffe6d0", "stroke-width": 1.5, fill: "none", opacity: 0.5 }));
  // wet reflection of sun on sand
  S.add(S.glowE(sx + 90, 760, 110, 40, "#ffd9a8", 0.45));
  // dry sand
  S.add(el("path", { d: smooth([[-10, 800], [150, 780], [330, 790], [480, 770], [610, 775], [610, 910], [-10, 910]], true, 0.6), fill: S.lin([[0, "#c49a7c"], [1, "#6f4c48"]]) }));
  // palm silhouettes right
  S.add(palm(S, 560, 905, 430, { lean: -60, col: "#3a2436", trunkW: 13, frondLen: 130, fronds: 12 }));
  S.add(palm(S, 640, 905, 340, { lean: -40, col: "#2d1c2c", trunkW: 12, frondLen: 110, fronds: 11 }));
  // small boat
  S.add(el("path", { d: "M300,600l60,0l-8,8l-46,0z", fill: "#3c2a40" }));
  S.add(el("path", { d: "M326,600l0,-34l20,30z", fill: "#5b3a52", opacity: 0.9 }));
  S.add(birds(S, [[380, 260, 1], [405, 272, 0.8], [360, 280, 0.7], [430, 250, 0.6]], "#4a2e4a", 0.6));
  return S.finish({ vColor: "#2a1030", vignette: 0.35 });
};

// 2 ─ Temple gopuram against the sky
function gopuram(S, cx, baseY, W0, H, tiers, { lit = "#f6dfb5", mid = "#e2b987", dark = "#a86e4a", accent = ["#8a2c2c", "#2e4a6e", "#3e6b4a"] } = {}) {
  let out = "";
  const topW = W0 * 0.42;
  const th = (H * 0.82) / tiers;
  const bodyFill = S.lin([[0, lit], [0.5, mid], [1, dark]], 0, 0, 1, 0);
  const shadowFill = S.lin([[0, dark], [1, mix(dark, "#000", 0.35)]], 0, 0, 1, 0);
  for (let i = 0; i < tiers; i++) {
    const y1 = baseY - i * th, y0 = y1 - th;
    const w1 = lerp(W0, topW, i / tiers), w0 = lerp(W0, topW, (i + 1) / tiers);
    // body trapezoid
    out += el("path", { d: poly([[cx - w1 / 2, y1], [cx - w0 / 2, y0], [cx + w0 / 2, y0], [cx + w1 / 2, y1]]), fill: bodyFill });
    // central projection (darker right face)
    const pw = w1 * 0.24;
    out += el("path", { d: poly([[cx - pw / 2, y1], [cx - pw / 2 + 2, y0], [cx + pw / 2 - 2, y0], [cx + pw / 2, y1]]), fill: S.lin([[0, mix(lit, "#fff", 0.3)], [0.6, mid], [1, dark]], 0, 0, 1, 0) });
    // niches
    const nN = Math.max(3, Math.round(w1 / 34));
    let niches = "", pil = "";
    for (let j = 0; j < nN; j++) {
      const u = (j + 0.5) / nN;
      const xb = cx - w1 / 2 + u * w1;
      const xt = cx - w0 / 2 + u * w0;
      const nx = lerp(xb, xt, 0.5);
      const nw = Math.min(12, (w1 / nN) * 0.42), nh = th * 0.52;
      const ny = y1 - th * 0.22;
      niches += `M${P(nx - nw / 2)},${P(ny)}v${P(-nh * 0.7)}q${P(nw / 2)},${P(-nh * 0.45)} ${P(nw)},0v${P(nh * 0.7)}z`;
      if (j > 0) pil += `M${P(cx - w1 / 2 + (j / nN) * w1)},${P(y1 - 3)}L${P(cx - w0 / 2 + (j / nN) * w0)},${P(y0 + 5)}`;
    }
    out += el("path", { d: niches, fill: accent[i % accent.length], opacity: 0.55 });
    out += el("path", { d: niches, fill: S.lin([[0, "#000", 0], [1, "#000", 0.35]], 0, 0, 1, 0) });
    out += el("path", { d: pil, stroke: dark, "stroke-width": 1.5, opacity: 0.45 });
    // cornice
    const cw = w0 + 10;
    out += el("rect", { x: cx - cw / 2, y: y0 - 3, width: cw, height: 7, rx: 2, fill: S.lin([[0, mix(lit, "#fff", 0.4)], [1, mid]], 0, 0, 0, 1) });
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
  const sw = topW * 1.05, sh = H * 0.13;
  out += el("path", {
    d: `M${P(cx - sw / 2)},${P(ty)}C${P(cx - sw / 2)},${P(ty - sh * 1.1)} ${P(cx + sw / 2)},${P(ty - sh * 1.1)} ${P(cx + sw / 2)},${P(ty)}Z`,
    fill: S.lin([[0, lit], [0.55, mid], [1, dark]], 0, 0, 1, 0),
  });
  // gable (horseshoe) window
  out += el("path", { d: `M${P(cx - 9)},${P(ty - 2)}v-${P(sh * 0.35)}a9,9 0 0 1 18,0v${P(sh * 0.35)}z`, fill: accent[0], opacity: 0.8 });
  // finials
  const fN = 5;
  for (let j = 0; j < fN; j++) {
    const x = cx - sw * 0.38 + (j / (fN - 1)) * sw * 0.76;
    const y = ty - sh * 0.8 + Math.abs(j - 2) * 3;
    out += el("path", { d: `M${P(x - 4)},${P(y)}q-2,-8 4,-10q-4,-6 0,-11q4,5 0,11q6,2 4,10z`, fill: S.lin([[0, "#fff2b0"], [0.5, "#e2b857"], [1, "#a87a1c"]], 0, 0, 1, 0) });
  }
  return out;
}

SCENES["temple-gopuram"] = () => {
  const S = new Scene(PW, PH, 21);
  S.add(sky(S, [[0, "#2f5f9e"], [0.45, "#6fa3d6"], [0.85, "#cfe3ef"], [1, "#f6ead0"]]));
  S.add(S.glow(80, 80, 380, "#fff4d6", 0.55));
  // clouds (puffy)
  const cloud = (x, y, s, op) => {
    let d = "";
    for (const [dx, dy, r] of [[0, 0, 30], [30, -14, 34], [66, -4, 28], [96, 6, 20], [-28, 8, 20], [40, 10, 26]]) d += el("circle", { cx: x + dx * s, cy: y + dy * s, r: r * s, fill: "#fff" });
    return el("g", { opacity: op, filter: S.blur(3) }, d + el("ellipse", { cx: x + 34 * s, cy: y + 22 * s, rx: 80 * s, ry: 10 * s, fill: "#c9d9ea" }));
  };
  S.add(cloud(440, 150, 1.2, 0.85), cloud(90, 300, 0.8, 0.7), cloud(520, 420, 0.7, 0.6));
  S.add(gopuram(S, 300, 700, 360, 620, 7));
  // base (stone plinth with gateway)
  S.add(el("rect", { x: 100, y: 690, width: 400, height: 140, fill: S.lin([[0, "#d9b48a"], [0.5, "#c99c70"], [1, "#8a5a3c"]], 0, 0, 1, 0) }));
  S.add(el("rect", { x: 92, y: 684, width: 416, height: 12, rx: 2, fill: "#f1d7b0" }));
  S.add(el("path", { d: "M262,830V745q38,-40 76,0V830z", fill: "#2a1a14" }));
  S.add(el("path", { d: "M268,830V748q32,-33 64,0V830z", fill: S.lin([[0, "#6b3a1e"], [1, "#2a1a14"]]) }));
  S.add(S.glowE(300, 820, 40, 18, "#ffcf7a", 0.5));
  // red-white kavi stripes on compound wall
  S.add(el("rect", { x: -10, y: 780, width: 620, height: 60, fill: "#f3e6d0" }));
  let stripes = "";
  for (let x = -10; x < 620; x += 22) if (x < 98 || x > 500) stripes += `M${x},782h11v56h-11z`;
  S.add(el("path", { d: stripes, fill: "#a4302c", opacity: 0.9 }));
  S.add(el("rect", { x: -10, y: 774, width: 108, height: 8, fill: "#d8c4a4" }), el("rect", { x: 502, y: 774, width: 120, height: 8, fill: "#d8c4a4" }));
  S.add(el("rect", { x: 262, y: 780, width: 76, height: 60, fill: "#2a1a14" }));
  // courtyard ground
  S.add(el("rect", { x: 0, y: 838, width: 600, height: 70, fill: S.lin([[0, "#c9a27a"], [1, "#8a6248"]]) }));
  S.add(el("ellipse", { cx: 300, cy: 842, rx: 320, ry: 6, fill: "#000", opacity: 0.15 }));
  // palms framing
  S.add(palm(S, 40, 905, 470, { lean: 40, col: "#2f4a32", light: "#6d8a4e", trunkW: 14, frondLen: 140, fronds: 12 }));
  S.add(palm(S, 585, 905, 380, { lean: -30, col: "#284330", light: "#5f7f48", trunkW: 13, frondLen: 120, fronds: 11 }));
  // flag on a pole
  S.add(el("path", { d: "M470,700V520", stroke: "#6b4a2a", "stroke-width": 3 }));
  S.add(el("path", { d: "M471,522q20,6 40,2q-6,12 2,24q-22,2 -42,-4z", fill: C.saffron }));
  S.add(birds(S, [[200, 120, 1], [225, 108, 0.8], [250, 130, 0.7]], "#2a3a5a", 0.55));
  return S.finish({ vColor: "#102040", vignette: 0.3, texture: 0.06 });
};

// 3 ─ Deepastambha lit at dusk
SCENES["deepastambha-dusk"] = () => {
  const S = new Scene(PW, PH, 31);
  S.add(sky(S, [[0, "#141a3c"], [0.4, "#2e3a6b"], [0.72, "#6b5b95"], [0.9, "#c07a86"], [1, "#e8a27a"]], 0, 700));
  // stars
  let st = "";
  for (let i = 0; i < 60; i++) st += el("circle", { cx: S.r(0, 600), cy: S.r(0, 330) ** 1, r: S.r(0.5, 1.4), fill: "#fff", opacity: S.r(0.3, 0.9) });
  S.add(st);
  S.add(el("path", { d: "M470,110a26,26 0 1,0 22,40a22,22 0 1,1 -22,-40z", fill: "#fff3d6", opacity: 0.9 }));
  // temple silhouette behind with a tiled sloped roof (coastal Karnataka style)
  S.add(el("path", { d: "M-10,700V560L90,500H250L330,560V700Z", fill: "#1e1a34" }));
  S.add(el("path", { d: "M360,700V590L440,530H560L640,590V700Z", fill: "#221d3a" }));
  S.add(el("path", { d: "M430,532l20,-30h100l20,30z", fill: "#1a1630" }));
  S.add(el("path", { d: "M495,500v-22", stroke: "#c9962b", "stroke-width": 3 }));
  S.add(el("circle", { cx: 495, cy: 476, r: 4, fill: "#e2b857" }));
  // temple lamps in windows
  for (const [x, y] of [[60, 620], [150, 620], [240, 620], [420, 640], [520, 640]]) {
    S.add(S.glow(x, y, 40, "#ffb347", 0.35), el("rect", { x: x - 8, y: y - 12, width: 16, height: 24, rx: 8, fill: "#ffcf7a", opacity: 0.85 }));
  }
  // courtyard floor (stone) with glow
  S.add(el("rect", { x: 0, y: 690, width: 600, height: 210, fill: S.lin([[0, "#3a2a3a"], [1, "#1a1220"]]) }));
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
  const topY = 170, baseY = 800;
  // pedestal
  S.add(el("path", { d: `M${cx - 70},${baseY}h140l-12,-26h-116z`, fill: S.lin([[0, "#7a5418"], [0.35, "#e8c06a"], [0.6, "#a87a26"], [1, "#4a300a"]], 0, 0, 1, 0) }));
  S.add(el("path", { d: `M${cx - 50},${baseY - 26}h100l-10,-30h-80z`, fill: S.lin([[0, "#6a4612"], [0.35, "#f0cd7a"], [0.6, "#b0822c"], [1, "#4a300a"]], 0, 0, 1, 0) }));
  // shaft
  const brass = S.lin([[0, "#4a300a"], [0.25, "#b8862a"], [0.42, "#ffe8a8"], [0.58, "#d19c3a"], [0.85, "#6d4a10"], [1, "#3a2406"]], 0, 0, 1, 0);
  S.add(el("path", { d: `M${cx - 14},${baseY - 56}L${cx - 9},${topY + 40}h18L${cx + 14},${baseY - 56}z`, fill: brass }));
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
  const lampsBack = [], lampsFront = [];
  rings.forEach(([y, rx], i) => {
    const n = Math.round(rx / 9);
    for (let j = 0; j < n; j++) {
      const a = (j / n) * TAU + i * 0.3;
      const x = cx + Math.cos(a) * rx, yy = y + Math.sin(a) * rx * 0.2;
      (Math.sin(a) < 0 ? lampsBack : lampsFront).push([x, yy, 1 - i * 0.05, i]);
    }
  });
  const lampFlame = ([x, y, s, i]) => flame(S, x, y - 3, 15 * s, { glowR: 22 * s, glowOp: 0.45, flick: S.r(-0.4, 0.4) });
  S.add(lampsBack.map(lampFlame).join(""));
  rings.forEach(([y, rx]) => {
    S.add(el("ellipse", { cx, cy: y + 3, rx, ry: rx * 0.2 + 3, fill: "#4a300a" }));
    S.add(el("ellipse", { cx, cy: y, rx, ry: rx * 0.2, fill: S.lin([[0, "#7a5418"], [0.3, "#f6d58a"], [0.55, "#c9962b"], [1, "#5a3a0c"]], 0, 0, 1, 0) }));
    S.add(el("ellipse", { cx, cy: y - 1, rx: rx * 0.85, ry: rx * 0.14, fill: "#5a3a0c", opacity: 0.6 }));
  });
  S.add(lampsFront.map(lampFlame).join(""));
  // crown
  S.add(el("path", { d: `M${cx - 16},${topY + 42}q16,-30 32,0z`, fill: brass }));
  S.add(el("path", { d: `M${cx},${topY - 10}c-10,14 -12,30 0,40c12,-10 10,-26 0,-40z`, fill: S.lin([[0, "#fff2b0"], [0.5, "#e2b857"], [1, "#8a6418"]], 0, 0, 1, 0) }));
  S.add(flame(S, cx, topY - 8, 22, { glowR: 50, glowOp: 0.5 }));
  // reflections on floor
  S.add(el("rect", { x: cx - 6, y: 805, width: 12, height: 90, fill: S.lin([[0, "#ffcf7a", 0.5], [1, "#ffcf7a", 0]]) }));
  // devotees' small lamps in front
  S.add(diya(S, 140, 850, 1.0, { glowOp: 0.35 }), diya(S, 450, 860, 1.1, { glowOp: 0.35 }), diya(S, 520, 845, 0.8, { glowOp: 0.3 }));
  return S.finish({ vColor: "#05030f", vignette: 0.5, texture: 0.05 });
};

// 4 ─ Havan fire with offerings
SCENES["havan-fire"] = () => {
  const S = new Scene(PW, PH, 41);
  S.add(sky(S, [[0, "#1c0c0a"], [0.5, "#3a160e"], [1, "#1a0a08"]]));
  S.add(bokeh(S, 22, [0, 0, 600, 420], ["#ffb347", "#f6b93b", "#e8871e", "#ffd9a0"], { r: [8, 34], op: [0.08, 0.35] }));
  const cx = 300, ky = 640;
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
    sm += el("path", { d: smooth(pts, false), stroke: "#d8c8c0", "stroke-width": S.r(20, 50), fill: "none", opacity: 0.06, "stroke-linecap": "round" });
  }
  S.add(el("g", { filter: S.blur(10) }, sm));
  // floor
  S.add(el("rect", { x: 0, y: 690, width: 600, height: 210, fill: S.lin([[0, "#4a2414"], [1, "#1e0e08"]]) }));
  S.add(S.glowE(cx, 680, 320, 90, "#ff9a3a", 0.35));
  // kund (stepped copper pit, front view)
  const kund = (w, y, h, cols) => el("path", { d: `M${cx - w / 2},${y}h${w}l-10,${h}h${-w + 20}z`, fill: S.lin(cols, 0, 0, 1, 0) });
  const cop = [[0, "#5a2410"], [0.3, "#c86a32"], [0.5, "#f0a266"], [0.7, "#b45a28"], [1, "#4a1c0a"]];
  S.add(fire(S, cx, ky + 4, 300, 420, { seed: 9 }));
  S.add(el("ellipse", { cx, cy: ky - 30, rx: 120, ry: 50, fill: S.rad([[0, "#fffbe0", 0.9], [0.5, "#ffd36a", 0.5], [1, "#ff9a2a", 0]]) }));
  // sparks
  let sp = "";
  for (let i = 0; i < 40; i++) sp += el("circle", { cx: cx + S.r(-170, 170), cy: S.r(120, 560), r: S.r(0.8, 2.2), fill: S.pick(["#ffd36a", "#fff2c0", "#ff9a3a"]), opacity: S.r(0.5, 1) });
  S.add(sp);
  // wood sticks (samidha) visible at rim
  let sticks = "";
  for (let i = 0; i < 7; i++) {
    const x = cx + S.r(-130, 100), dir = i % 2 ? 1 : -1;
    sticks += el("path", { d: `M${P(x)},${ky + 2}l${P(dir * S.r(30, 50))},${P(S.r(-40, -18))}`, stroke: "#3a180a", "stroke-width": 7, "stroke-linecap": "round" });
    sticks += el("path", { d: `M${P(x)},${ky}l${P(dir * 12)},${P(-8)}`, stroke: "#ffcf6a", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.8 });
  }
  S.add(sticks);
  S.add(kund(330, ky, 30, cop), kund(380, ky + 30, 32, cop), kund(430, ky + 62, 34, cop));
  S.add(el("rect", { x: cx - 165, y: ky - 3, width: 330, height: 6, fill: "#ffcf8a", opacity: 0.75 }));
  S.add(el("rect", { x: cx - 190, y: ky + 27, width: 380, height: 5, fill: "#ffcf8a", opacity: 0.5 }));
  S.add(el("rect", { x: cx - 215, y: ky + 59, width: 430, height: 5, fill: "#ffcf8a", opacity: 0.4 }));
  // ghee ladle from the right
  S.add(el("path", { d: `M620,380L${cx + 80},${ky - 160}`, stroke: S.lin([[0, "#7a4a22"], [1, "#c88a4a"]], 0, 0, 1, 0), "stroke-width": 9, "stroke-linecap": "round" }));
  S.add(el("ellipse", { cx: cx + 72, cy: ky - 164, rx: 24, ry: 12, fill: S.lin([[0, "#e8b060"], [1, "#7a4a22"]]), transform: `rotate(25 ${cx + 72} ${ky - 164})` }));
  S.add(el("path", { d: `M${cx + 56},${ky - 158}q-6,30 -4,60`, stroke: "#ffe7a0", "stroke-width": 3, fill: "none", opacity: 0.8 }));
  // offering bowls on the floor
  const bowl = (x, y, r, fillTop, rim = "#b0782c") => {
    let o = el("ellipse", { cx: x, cy: y + r * 0.55, rx: r * 1.1, ry: r * 0.25, fill: "#000", opacity: 0.35 });
    o += el("path", { d: `M${x - r},${y}a${r},${r * 0.75} 0 0 0 ${2 * r},0z`, fill: S.lin([[0, "#5a3208"], [0.35, "#e0a848"], [0.6, "#a87020"], [1, "#3a2006"]], 0, 0, 1, 0) });
    o += el("ellipse", { cx: x, cy: y, rx: r, ry: r * 0.3, fill: rim });
    o += el("ellipse", { cx: x, cy: y, rx: r * 0.88, ry: r * 0.24, fill: fillTop });
    return o;
  };
  S.add(bowl(80, 800, 50, S.rad([[0, "#fffdf2"], [1, "#e8dcc4"]]))); // rice
  S.add(bowl(525, 810, 48, S.rad([[0, "#ffdd7a"], [1, "#d8a030"]]))); // ghee
  S.add(bowl(170, 868, 38, S.rad([[0, "#8a3a1e"], [1, "#4a1a0c"]]))); // sesame / samagri
  // flowers near bowls
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [[380, 860, "orange"], [402, 872, "yellow"], [362, 880, "red"], [425, 855, "orange"], [300, 885, "yellow"], [470, 885, "red"], [20, 870, "orange"], [580, 880, "yellow"]])
    S.add(useAt(ids[k], x, y, 1.6, S.r(0, 360)));
  // firelight rim on floor
  S.add(el("rect", { x: 0, y: 690, width: 600, height: 210, fill: S.radU([[0, "#ff9a3a", 0.2], [1, "#ff9a3a", 0]], cx, 700, 360) }));
  return S.finish({ vColor: "#0a0302", vignette: 0.55, texture: 0.05 });
};

// 5 ─ Flower-decked altar
SCENES["flower-altar"] = () => {
  const S = new Scene(PW, PH, 51);
  // maroon silk backdrop with folds
  S.add(sky(S, [[0, "#4a0f18"], [0.5, "#7a1f2b"], [1, "#3a0a12"]]));
  let folds = "";
  for (let i = 0; i < 14; i++) {
    const x = i * 46 + S.r(-8, 8);
    folds += el("path", { d: `M${P(x)},0C${P(x + 10)},300 ${P(x - 10)},600 ${P(x + 6)},900`, stroke: i % 2 ? "#9a2c3a" : "#2a060c", "stroke-width": S.r(10, 22), fill: "none", opacity: 0.35 });
  }
  S.add(el("g", { filter: S.blur(6) }, folds));
  // gold border pattern at top
  S.add(el("rect", { x: 0, y: 0, width: 600, height: 40, fill: S.lin([[0, "#8a5a14"], [0.5, "#e2b857"], [1, "#8a5a14"]]) }));
  let mot = "";
  for (let x = 10; x < 600; x += 30) mot += `M${x},40l15,22l15,-22z`;
  S.add(el("path", { d: mot, fill: "#c9962b" }));
  // mantapa frame (arch) in carved wood/silver
  const arch = "M110,820V360C110,250 190,190 300,150C410,190 490,250 490,360V820";
  S.add(el("path", { d: arch, fill: "none", stroke: S.lin([[0, "#f3e2b0"], [0.5, "#c9962b"], [1, "#7a5414"]], 0, 0, 1, 0), "stroke-width": 26 }));
  S.add(el("path", { d: arch, fill: "none", stroke: "#fff2c0", "stroke-width": 2, opacity: 0.6, transform: "translate(-8 0)" }));
  // inner glowing niche
  S.add(el("path", { d: "M124,820V362C124,262 200,206 300,168C400,206 476,262 476,362V820Z", fill: S.rad([[0, "#ffcf7a"], [0.35, "#d8782c"], [1, "#4a1014"]], 0.5, 0.55, 0.65) }));
  // a sacred symbol in the niche: a silver-covered lingam on a pedestal, draped with flowers (no face)
  S.add(el("path", { d: "M200,700h200l-20,-40h-160z", fill: S.lin([[0, "#6a6a72"], [0.4, "#e8e8ee"], [0.6, "#a8a8b4"], [1, "#4a4a54"]], 0, 0, 1, 0) }));
  S.add(el("path", { d: "M230,660c0,-130 140,-130 140,0z", fill: S.lin([[0, "#50505a"], [0.35, "#f4f4fa"], [0.55, "#b4b4c0"], [1, "#3e3e48"]], 0, 0, 1, 0) }));
  let tri = "";
  for (let i = 0; i < 3; i++) tri += `M262,${580 + i * 12}q38,-8 76,0`;
  S.add(el("path", { d: tri, stroke: "#f2f2f2", "stroke-width": 4, fill: "none", opacity: 0.8 }));
  S.add(el("circle", { cx: 300, cy: 598, r: 6, fill: "#c8281a" }));
  // garlands draped
  S.add(garlandSwag(S, 230, 640, 370, 640, 70, 1.3, ["orange", "yellow"]));
  S.add(garlandSwag(S, 245, 600, 355, 600, 45, 1.0, ["red", "orange"]));
  S.add(el("path", { d: "M200,700h200", stroke: "#fff", "stroke-width": 2, opacity: 0.4 }));
  // hanging garlands along the arch
  for (let i = 0; i < 7; i++) {
    const x = 150 + i * 50;
    const y0 = 210 + Math.abs(i - 3) ** 1.7 * 18;
    S.add(garlandStrand(S, x, y0, y0 + 110 + (i % 2) * 40, 1.1, { pattern: i % 2 ? ["yellow", "orange"] : ["orange", "orange", "red"] }));
  }
  S.add(garlandSwag(S, 110, 380, 490, 380, 90, 1.5, ["orange", "yellow", "orange", "red"]));
  // banana stems at the sides (tradition)
  for (const x of [60, 540]) {
    S.add(el("rect", { x: x - 14, y: 300, width: 28, height: 560, fill: S.lin([[0, "#5e8a3a"], [0.5, "#b4d07a"], [1, "#3e6a2a"]], 0, 0, 1, 0) }));
    for (let k = 0; k < 3; k++) {
      const dir = x < 300 ? -1 : 1;
      const y = 300 + k * 20;
      S.add(el("path", { d: `M${x},${y}c${dir * 30},-80 ${dir * 80},-140 ${dir * 130},-160c${-dir * 30},60 ${-dir * 70},130 ${-dir * 130},160z`, fill: S.lin([[0, "#8ab85a"], [1, "#3e6a2a"]], 0, 0, 1, 1), opacity: 0.95 }));
    }
  }
  // lamps on each side
  const samai = (x, y) => {
    let o = el("path", { d: `M${x - 26},${y}h52l-8,-10h-36z`, fill: S.lin([[0, "#6a4612"], [0.4, "#f0cd7a"], [1, "#4a300a"]], 0, 0, 1, 0) });
    o += el("path", { d: `M${x - 4},${y - 10}v-90h8v90z`, fill: S.lin([[0, "#6a4612"], [0.45, "#ffe7a0"], [1, "#4a300a"]], 0, 0, 1, 0) });
    o += el("ellipse", { cx: x, cy: y - 98, rx: 30, ry: 8, fill: S.lin([[0, "#6a4612"], [0.4, "#ffe7a0"], [1, "#4a300a"]], 0, 0, 1, 0) });
    for (const dx of [-22, 0, 22]) o += flame(S, x + dx, y - 102, 22, { glowR: 55, glowOp: 0.4 });
    return o;
  };
  S.add(samai(165, 800), samai(435, 800));
  // flower heaps foreground
  S.add(el("rect", { x: 0, y: 800, width: 600, height: 100, fill: S.lin([[0, "#5a1420"], [1, "#2a0810"]]) }));
  const ids = marigoldDefs(S);
  for (let i = 0; i < 70; i++) {
    const x = S.r(-10, 610), y = S.r(815, 905);
    S.add(useAt(ids[S.pick(["orange", "yellow", "red", "orange"])], x, y, S.r(1.1, 1.7), S.r(0, 360)));
  }
  // jasmine strands
  let jas = "";
  for (let i = 0; i < 40; i++) jas += el("circle", { cx: 200 + i * 5, cy: 805 + Math.sin(i / 3) * 4, r: 3, fill: "#fffaf0" });
  S.add(jas);
  return S.finish({ vColor: "#12020a", vignette: 0.5, texture: 0.05 });
};

/** Copper/brass kalash with mango leaves and a coconut. (cx, by) = bottom centre. */
function kalash(S, cx, by, s = 1, { metal = "copper", coconut = true, leaves = 7 } = {}) {
  const m =
    metal === "copper"
      ? [[0, "#4a1a08"], [0.18, "#a8502a"], [0.36, "#f4a877"], [0.5, "#d4733e"], [0.78, "#7a3214"], [1, "#3a1406"]]
      : metal === "silver"
        ? [[0, "#4a4a54"], [0.2, "#9a9aa8"], [0.38, "#ffffff"], [0.55, "#c4c4d0"], [0.8, "#6a6a78"], [1, "#3a3a44"]]
        : [[0, "#4a300a"], [0.2, "#a87a20"], [0.38, "#ffe7a0"], [0.55, "#d9a53c"], [0.8, "#7a5414"], [1, "#3a2406"]];
  const grad = S.lin(m, 0, 0, 1, 0);
  const X = (v) => cx + v * s, Y = (v) => by - v * s;
  let o = "";
  o += el("ellipse", { cx, cy: by + 2 * s, rx: 70 * s, ry: 10 * s, fill: "#000", opacity: 0.25, filter: S.blur(4) });
  // foot
  o += el("path", { d: `M${X(-34)},${Y(0)}h${68 * s}l${-8 * s},${-12 * s}h${-52 * s}z`, fill: grad });
  // belly
  o += el("path", {
    d: `M${X(-28)},${Y(12)}C${X(-90)},${Y(30)} ${X(-86)},${Y(112)} ${X(-26)},${Y(128)}L${X(26)},${Y(128)}C${X(86)},${Y(112)} ${X(90)},${Y(30)} ${X(28)},${Y(12)}Z`,
    fill: grad,
  });
  o += el("path", { d: `M${X(-58)},${Y(98)}C${X(-70)},${Y(70)} ${X(-62)},${Y(40)} ${X(-44)},${Y(28)}`, stroke: "#fff", "stroke-width": 5 * s, fill: "none", opacity: 0.25, "stroke-linecap": "round" });
  // painted band with dots
  o += el("path", { d: `M${X(-74)},${Y(70)}Q${X(0)},${Y(58)} ${X(74)},${Y(70)}`, stroke: "#fff6e0", "stroke-width": 6 * s, fill: "none", opacity: 0.85 });
  let dots = "";
  for (let i = -3; i <= 3; i++) dots += el("circle", { cx: X(i * 20), cy: Y(64 - Math.abs(i) * 1.5 + 8) + 0, r: 4 * s, fill: i % 2 ? "#E2B857" : "#c8281a" });
  o += dots;
  // neck + rim
  o += el("path", { d: `M${X(-22)},${Y(126)}L${X(-18)},${Y(146)}h${36 * s}L${X(22)},${Y(126)}z`, fill: grad });
  // sacred thread wraps
  let th = "";
  for (let i = 0; i < 5; i++) th += `M${X(-21)},${Y(130 + i * 3)}q${21 * s},${3 * s} ${42 * s},0`;
  o += el("path", { d: th, stroke: "#d8281a", "stroke-width": 1.6 * s, fill: "none" });
  o += el("path", { d: `M${X(-20)},${Y(133)}q${20 * s},${3 * s} ${40 * s},0`, stroke: "#f6c23b", "stroke-width": 1.6 * s, fill: "none" });
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
  for (const deg of lv) o += leafShape(S, X(0) + Math.cos((deg * Math.PI) / 180) * 8 * s, Y(150), 82 * s, deg, "#3E7B4F");
  if (coconut) {
    const cy0 = Y(182);
    o += el("ellipse", { cx, cy: cy0, rx: 30 * s, ry: 36 * s, fill: S.rad([[0, "#a8703a"], [0.6, "#7a4a22"], [1, "#3a200c"]], 0.38, 0.35, 0.7) });
    let fib = "";
    for (let i = 0; i < 18; i++) {
      const x = cx + S.r(-24, 24) * s, y = cy0 + S.r(-28, 26) * s;
      fib += `M${P(x)},${P(y)}q${P(S.r(-3, 3) * s)},${P(6 * s)} ${P(S.r(-2, 2) * s)},${P(12 * s)}`;
    }
    o += el("path", { d: fib, stroke: "#c89a5a", "stroke-width": 1 * s, fill: "none", opacity: 0.6 });
    // tuft
    o += el("path", { d: `M${cx},${Y(216)}c${-6 * s},${-14 * s} ${-2 * s},${-22 * s} ${4 * s},${-30 * s}M${cx},${Y(216)}c${4 * s},${-10 * s} ${12 * s},${-14 * s} ${18 * s},${-16 * s}M${cx},${Y(216)}c${-8 * s},${-8 * s} ${-14 * s},${-10 * s} ${-20 * s},${-10 * s}`, stroke: "#8a5a2a", "stroke-width": 2.2 * s, fill: "none", "stroke-linecap": "round" });
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
      ? S.lin([[0, "#6d4a10"], [0.3, "#f6d58a"], [0.55, "#c9962b"], [1, "#5a3a0c"]], 0, 0, 1, 0.4)
      : S.lin([[0, "#5a5a64"], [0.3, "#f4f4fa"], [0.55, "#a8a8b4"], [1, "#4a4a54"]], 0, 0, 1, 0.4);
  let o = el("ellipse", { cx: cx + rx * 0.04, cy: cy + ry * 0.25, rx: rx * 1.02, ry: ry * 1.05, fill: "#000", opacity: 0.3, filter: S.blur(6) });
  o += el("ellipse", { cx, cy: cy + ry * 0.12, rx, ry, fill: mix(metal === "brass" ? "#5a3a0c" : "#4a4a54", "#000", 0.1) });
  o += el("ellipse", { cx, cy, rx, ry, fill: rim });
  o += el("ellipse", { cx, cy: cy + ry * 0.04, rx: rx * 0.86, ry: ry * 0.84, fill: metal === "brass" ? S.rad([[0, "#f0c868"], [0.7, "#c08a2a"], [1, "#8a5a14"]], 0.4, 0.35, 0.75) : S.rad([[0, "#f4f4fa"], [0.7, "#b8b8c4"], [1, "#70707c"]], 0.4, 0.35, 0.75) });
  return o;
}

/** A mound of something granular (rice, kumkum…) centred at (cx, by). */
function mound(S, cx, by, w, h, base, light, grain, n = 0) {
  const d = `M${P(cx - w / 2)},${P(by)}C${P(cx - w * 0.38)},${P(by - h * 0.9)} ${P(cx - w * 0.18)},${P(by - h)} ${P(cx)},${P(by - h)}C${P(cx + w * 0.18)},${P(by - h)} ${P(cx + w * 0.38)},${P(by - h * 0.9)} ${P(cx + w / 2)},${P(by)}Z`;
  let o = el("path", { d, fill: S.lin([[0, light], [0.45, base], [1, mix(base, "#000", 0.3)]], 0, 0, 1, 0.6) });
  if (n) {
    let g = "";
    for (let i = 0; i < n; i++) {
      const u = S.r(-0.48, 0.48), v = S.rnd();
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
  S.add(sky(S, [[0, "#dcbf92"], [0.6, "#ead2aa"], [1, "#dcbf92"]]));
  S.add(el("path", { d: "M380,-20L600,-20L600,420L120,900L-40,900z", fill: "#fff6e4", opacity: 0.3, filter: S.blur(30) }));
  // light through a carved stone window (jaali) falling on the wall
  let jl = "";
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 6; j++) {
      const x = 250 + i * 46 + j * 22, y = 40 + j * 46 - i * 10;
      jl += `M${x},${y}l18,18l-18,18l-18,-18z`;
    }
  S.add(el("path", { d: jl, fill: "#fff8e6", opacity: 0.75, filter: S.blur(4), transform: "skewX(-12)" }));
  S.add(el("g", { filter: S.blur(1.2) }, garlandSwag(S, -20, 30, 330, 60, 90, 1.5, ["orange", "yellow", "orange", "red"]) + garlandStrand(S, 330, 60, 230, 1.4)));
  S.add(bokeh(S, 8, [0, 0, 300, 450], ["#fff6dc", "#ffe2a8", "#f6d08a"], { r: [14, 40], op: [0.2, 0.45] }));
  // table: dark teak
  S.add(el("rect", { x: 0, y: 590, width: 600, height: 310, fill: S.lin([[0, "#7a4a2a"], [0.2, "#5a321c"], [1, "#2e180c"]]) }));
  let grain = "";
  for (let i = 0; i < 16; i++) grain += `M0,${P(600 + i * 19 + S.r(-4, 4))}C200,${P(600 + i * 19 + S.r(-8, 8))} 400,${P(600 + i * 19 + S.r(-8, 8))} 600,${P(600 + i * 19 + S.r(-4, 4))}`;
  S.add(el("path", { d: grain, stroke: "#2a1408", "stroke-width": 1.2, fill: "none", opacity: 0.35 }));
  S.add(el("rect", { x: 0, y: 588, width: 600, height: 4, fill: "#b07a4a", opacity: 0.7 }));
  // red cloth under the plate
  S.add(el("path", { d: "M60,660L540,650L600,905L0,905z", fill: S.lin([[0, "#b42a2a"], [1, "#7a1420"]]) }));
  // plate + rice
  S.add(plate(S, 300, 790, 250, 68));
  S.add(mound(S, 300, 818, 430, 84, "#e2d6bc", "#fffef8", "#ffffff", 700));
  // kalash
  S.add(kalash(S, 300, 780, 1.9, { metal: "copper" }));
  // offerings on rice
  const ids = marigoldDefs(S);
  for (const [x, y, k] of [[105, 800, "orange"], [500, 802, "yellow"], [140, 825, "red"], [462, 826, "orange"], [190, 842, "yellow"], [410, 845, "red"]]) S.add(useAt(ids[k], x, y, 1.8, S.r(0, 360)));
  // kumkum and turmeric bowls
  const minibowl = (x, y, col, light) => {
    let o = el("ellipse", { cx: x + 3, cy: y + 16, rx: 40, ry: 9, fill: "#000", opacity: 0.35, filter: S.blur(3) });
    o += el("path", { d: `M${x - 34},${y}a34,22 0 0 0 68,0z`, fill: S.lin([[0, "#6d4a10"], [0.35, "#f0cd7a"], [0.6, "#b0822c"], [1, "#4a300a"]], 0, 0, 1, 0) });
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
  S.add(sky(S, [[0, "#e7c79a"], [1, "#d9b27e"]], 0, 560));
  S.add(el("rect", { x: 0, y: 500, width: 600, height: 62, fill: "#9a3a24" }));
  // morning light (diagonal)
  S.add(el("path", { d: "M0,0H260L120,560H0z", fill: "#fff4dc", opacity: 0.25 }));
  // door frame (dark teak, carved, nested)
  const fx = 150, fw = 300, fy = 90, fb = 560;
  S.add(el("rect", { x: fx - 26, y: fy - 30, width: fw + 52, height: fb - fy + 30, fill: S.lin([[0, "#5a3218"], [0.5, "#3e200e"], [1, "#2a1408"]], 0, 0, 1, 0) }));
  S.add(el("rect", { x: fx - 14, y: fy - 18, width: fw + 28, height: fb - fy + 18, fill: "none", stroke: "#7a4a24", "stroke-width": 4 }));
  let ros = "";
  for (let y = fy + 10; y < fb - 10; y += 28) for (const x of [fx - 13, fx + fw + 13]) ros += el("circle", { cx: x, cy: y, r: 5, fill: "#8a5a2a" }) + el("circle", { cx: x, cy: y, r: 2, fill: "#c99a5a" });
  for (let x = fx; x <= fx + fw; x += 28) ros += el("circle", { cx: x, cy: fy - 14, r: 5, fill: "#8a5a2a" }) + el("circle", { cx: x, cy: fy - 14, r: 2, fill: "#c99a5a" });
  S.add(ros);
  // door leaves with brass studs
  S.add(el("rect", { x: fx, y: fy, width: fw, height: fb - fy, fill: S.lin([[0, "#6a3a1a"], [0.5, "#5a2e14"], [1, "#3a1c0a"]], 0, 0, 1, 0) }));
  S.add(el("path", { d: `M${fx + fw / 2},${fy}V${fb}`, stroke: "#2a1206", "stroke-width": 4 }));
  let panels = "", studs = "";
  for (const x0 of [fx + 16, fx + fw / 2 + 12]) {
    for (let k = 0; k < 3; k++) {
      const py = fy + 16 + k * 148;
      panels += el("rect", { x: x0, y: py, width: fw / 2 - 28, height: 132, rx: 4, fill: "none", stroke: "#2a1206", "stroke-width": 3 });
      panels += el("rect", { x: x0 + 2, y: py + 2, width: fw / 2 - 28, height: 132, rx: 4, fill: "none", stroke: "#8a5a2e", "stroke-width": 1.2, opacity: 0.6 });
      for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) studs += el("circle", { cx: x0 + 20 + i * ((fw / 2 - 68) / 2), cy: py + 26 + j * 40, r: 4.5, fill: S.rad([[0, "#fff0b0"], [0.5, "#d9a53c"], [1, "#6d4a10"]], 0.35, 0.35, 0.65) });
    }
  }
  S.add(panels, studs);
  // door handles (rings)
  S.add(el("circle", { cx: fx + fw / 2 - 16, cy: 330, r: 12, fill: "none", stroke: "#d9a53c", "stroke-width": 4 }), el("circle", { cx: fx + fw / 2 + 16, cy: 330, r: 12, fill: "none", stroke: "#d9a53c", "stroke-width": 4 }));
  // mango-leaf toran with marigolds across the top
  for (let i = 0; i < 15; i++) {
    const x = fx - 20 + i * ((fw + 40) / 14);
    S.add(leafShape(S, x, fy - 26, 46, 90 + S.r(-8, 8), i % 2 ? "#3E7B4F" : "#4f8f4f"));
  }
  S.add(garlandSwag(S, fx - 30, fy - 28, fx + fw + 30, fy - 28, 16, 1.1, ["orange", "yellow"]));
  S.add(garlandStrand(S, fx - 30, fy - 28, fy + 120, 1.0), garlandStrand(S, fx + fw + 30, fy - 28, fy + 120, 1.0, { pattern: ["yellow", "orange"] }));
  // threshold step painted with turmeric + kumkum dots
  S.add(el("path", { d: `M${fx - 40},${fb}h${fw + 80}l20,26h${-fw - 120}z`, fill: S.lin([[0, "#f2c230"], [1, "#d89a12"]]) }));
  let kd = "";
  for (let x = fx - 20; x <= fx + fw + 20; x += 24) kd += el("circle", { cx: x, cy: fb + 13, r: 4.5, fill: "#c8201a" });
  S.add(kd);
  // floor: red oxide, polished, in perspective
  S.add(el("rect", { x: 0, y: fb + 26, width: 600, height: 400, fill: S.lin([[0, "#8a3424"], [0.4, "#a44430"], [1, "#6a2418"]]) }));
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
    const a = S.r(0, TAU), r = Math.sqrt(S.rnd()) * 210;
    spk += el("circle", { cx: 300 + Math.cos(a) * r, cy: 740 + Math.sin(a) * r * 0.42, r: S.r(0.5, 1.4), fill: "#fff", opacity: S.r(0.2, 0.6) });
  }
  S.add(spk);
  // diyas either side
  S.add(diya(S, 70, 700, 1.6, { glowOp: 0.3 }), diya(S, 520, 700, 1.6, { glowOp: 0.3 }));
  // a brass water pot (lota) at right
  S.add(el("ellipse", { cx: 545, cy: 872, rx: 42, ry: 10, fill: "#000", opacity: 0.3 }));
  S.add(el("path", { d: "M515,870c-30,-50 -10,-92 30,-96c40,4 60,46 30,96z", fill: S.lin([[0, "#6d4a10"], [0.3, "#ffe7a0"], [0.55, "#d9a53c"], [1, "#4a300a"]], 0, 0, 1, 0) }));
  S.add(el("path", { d: "M528,778l-6,-16h46l-6,16z", fill: "#c9962b" }));
  // flower petals scattered
  const ids = marigoldDefs(S);
  for (let i = 0; i < 8; i++) S.add(useAt(ids[S.pick(["orange", "yellow"])], S.r(40, 560), S.r(820, 890), 1.6, S.r(0, 360)));
  return S.finish({ vColor: "#2a0a04", vignette: 0.35, texture: 0.07 });
};

// 8 ─ Temple chariot festival
SCENES["chariot-festival"] = () => {
  const S = new Scene(PW, PH, 81);
  S.add(sky(S, [[0, "#7fa8d0"], [0.5, "#c9d8df"], [0.8, "#f4dcb4"], [1, "#f0c890"]]));
  S.add(S.glow(480, 120, 360, "#fff6e0", 0.6));
  // distant street with tiled houses and a temple tower in haze
  S.add(gopuram(S, 110, 600, 150, 270, 5, { lit: "#eadfcc", mid: "#d8c8b2", dark: "#bba894", accent: ["#c4a8a0", "#a8b0c0", "#b0c0a8"] }));
  const house = (x, w, h, roof, wall) => {
    let o = el("rect", { x, y: 640 - h, width: w, height: h + 40, fill: wall });
    o += el("path", { d: `M${x - 10},${640 - h}l${w / 2 + 10},-40l${w / 2 + 10},40z`, fill: roof });
    o += el("rect", { x: x + w * 0.3, y: 640 - h + 20, width: w * 0.18, height: h * 0.35, fill: "#5a4030", opacity: 0.6 });
    return o;
  };
  S.add(el("g", { opacity: 0.8 }, house(-10, 120, 90, "#b0584a", "#efe2cc") + house(420, 110, 100, "#a85244", "#f2e6d2") + house(520, 100, 80, "#b86050", "#e8dcc0")));
  S.add(el("rect", { x: 0, y: 560, width: 600, height: 120, fill: "#f4dcb4", opacity: 0.35 }));
  // the chariot
  const cx = 300;
  const canopy = (y0, y1, w0, w1, col, col2) =>
    el("path", { d: poly([[cx - w0 / 2, y0], [cx - w1 / 2, y1], [cx + w1 / 2, y1], [cx + w0 / 2, y0]]), fill: S.lin([[0, mix(col, "#fff", 0.25)], [0.45, col], [1, mix(col, "#000", 0.35)]], 0, 0, 1, 0) }) +
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
  for (const [y, w] of [[470, 250], [390, 200], [320, 160]]) {
    S.add(garlandSwag(S, cx - w / 2, y, cx, y, 18, 0.9), garlandSwag(S, cx, y, cx + w / 2, y, 18, 0.9, ["yellow", "orange"]));
  }
  // carved wooden body with a shrine opening (glow, no figure)
  S.add(el("rect", { x: cx - 140, y: 560, width: 280, height: 120, fill: S.lin([[0, "#8a5a30"], [0.5, "#6a3e1e"], [1, "#3a200c"]], 0, 0, 1, 0) }));
  S.add(el("path", { d: `M${cx - 40},680V610q40,-40 80,0V680z`, fill: S.rad([[0, "#ffd88a"], [0.6, "#e8871e"], [1, "#7a2a10"]], 0.5, 0.7, 0.7) }));
  let carv = "";
  for (let i = 0; i < 10; i++) carv += el("rect", { x: cx - 134 + i * 28, y: 572, width: 20, height: 28, rx: 3, fill: "#4a2a12", opacity: 0.7 });
  S.add(carv);
  S.add(el("rect", { x: cx - 160, y: 680, width: 320, height: 40, fill: S.lin([[0, "#7a4a24"], [1, "#3a1e0a"]]) }));
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
  S.add(el("rect", { x: 0, y: 800, width: 600, height: 100, fill: S.lin([[0, "#d8b88a"], [1, "#a8825a"]]) }));
  S.add(el("ellipse", { cx, cy: 820, rx: 240, ry: 14, fill: "#5a3a1a", opacity: 0.35 }));
  // ropes
  S.add(el("path", { d: `M${cx - 150},700Q${cx - 250},800 -20,850`, stroke: "#c8a070", "stroke-width": 6, fill: "none" }));
  S.add(el("path", { d: `M${cx + 150},700Q${cx + 250},800 620,850`, stroke: "#c8a070", "stroke-width": 6, fill: "none" }));
  // crowd (backs, simple shapes; no faces)
  let crowd = "";
  for (let i = 0; i < 38; i++) {
    const x = S.r(-20, 620), y = S.r(820, 900);
    const col = S.pick(["#f2e6d2", "#c8281a", "#e8a21e", "#3e6b8a", "#fff6ea", "#7a1f2b", "#5e9b5e"]);
    const s = lerp(0.8, 1.3, (y - 820) / 80);
    crowd += el("path", { d: `M${P(x - 18 * s)},${P(y + 40 * s)}q0,-34 ${P(18 * s)},-36q18,2 ${P(18 * s)},36z`, fill: col });
    crowd += el("circle", { cx: x, cy: y - 2 * s, r: 9 * s, fill: S.pick(["#2a1a14", "#1a1210", "#3a2418"]) });
  }
  S.add(crowd);
  // confetti / flower petals in the air
  let pet = "";
  for (let i = 0; i < 60; i++) pet += el("circle", { cx: S.r(0, 600), cy: S.r(150, 820), r: S.r(1.2, 3), fill: S.pick(["#f6b93b", "#e8871e", "#c8281a", "#fff"]), opacity: S.r(0.5, 0.9) });
  S.add(pet);
  S.add(el("rect", { x: 0, y: 0, width: 600, height: 900, fill: S.lin([[0, "#fff", 0], [0.7, "#f8e4c0", 0], [1, "#f8e4c0", 0.25]]) }));
  return S.finish({ vColor: "#3a2010", vignette: 0.3, texture: 0.06 });
};

// 9 ─ Lamps floating on a temple tank (landscape)
SCENES["floating-lamps"] = () => {
  const S = new Scene(LW, LH, 91);
  const hor = 250;
  S.add(sky(S, [[0, "#141c48"], [0.55, "#3a3a78"], [0.85, "#8a5a8a"], [1, "#c87a6a"]], 0, hor + 2));
  let st = "";
  for (let i = 0; i < 70; i++) st += el("circle", { cx: S.r(0, 900), cy: S.r(0, 180), r: S.r(0.5, 1.3), fill: "#fff", opacity: S.r(0.3, 0.9) });
  S.add(st);
  // far bank: temple silhouettes with rows of lamps
  S.add(el("g", { opacity: 1 }, gopuram(S, 400, 215, 120, 170, 5, { lit: "#22264a", mid: "#1a1e3e", dark: "#121530", accent: ["#0e1028"] })));
  S.add(el("path", { d: "M0,252V205L40,200L70,178H230L260,200H330V215H470V200L520,205L560,180H720L750,200L900,205V252Z", fill: "#141833" }));
  const lampRow = (x0, x1, y, step) => {
    let o = "";
    for (let x = x0; x <= x1; x += step) o += S.glow(x, y, 9, "#ffb347", 0.6) + el("circle", { cx: x, cy: y, r: 1.8, fill: "#fff2c0" });
    return o;
  };
  S.add(lampRow(10, 890, 240, 16), lampRow(340, 460, 198, 12), lampRow(90, 250, 205, 14), lampRow(570, 740, 205, 14), lampRow(370, 430, 150, 10));
  S.add(S.glowE(400, 200, 260, 70, "#ff9a4a", 0.25));
  // water
  S.add(el("rect", { x: 0, y: hor, width: 900, height: 350, fill: S.lin([[0, "#6a4a72"], [0.25, "#2e3466"], [0.6, "#1a2048"], [1, "#0c1028"]]) }));
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
    S.add(el("path", { d: `M${P(x - 20 * s)},${P(y - 2 * s)}q${P(20 * s)},${P(16 * s)} ${P(40 * s)},0q${P(-20 * s)},${P(-6 * s)} ${P(-40 * s)},0z`, fill: S.lin([[0, "#8a8a3a"], [1, "#2a3a1a"]]) }));
    S.add(el("path", { d: `M${P(x - 8 * s)},${P(y - 3 * s)}q${P(8 * s)},${P(8 * s)} ${P(16 * s)},0z`, fill: "#b0602a" }));
    S.add(el("ellipse", { cx: x, cy: y - 3 * s, rx: 8 * s, ry: 2.5 * s, fill: "#e8b44c" }));
    S.add(flame(S, x + 1 * s, y - 4 * s, 15 * s, { glowR: 40 * s, glowOp: 0.55 }));
  }
  // a few floating marigold petals near
  const ids = marigoldDefs(S);
  for (let i = 0; i < 10; i++) S.add(useAt(ids[S.pick(["orange", "yellow"])], S.r(20, 880), S.r(470, 590), 0.9, S.r(0, 360), { opacity: 0.85 }));
  return S.finish({ vColor: "#02030c", vignette: 0.45, texture: 0.05 });
};

// 10 ─ Ganesha festival pandal seen from afar (no figure detail)
SCENES["ganesha-pandal"] = () => {
  const S = new Scene(PW, PH, 101);
  S.add(sky(S, [[0, "#0e1434"], [0.5, "#2e3a6b"], [0.8, "#6b5b95"], [1, "#8a5a7a"]]));
  // buildings silhouettes
  S.add(el("path", { d: "M-10,800V380H70V330H150V420H230V800ZM380,800V400H470V350H560V300H620V800Z", fill: "#1a1a3a" }));
  let win = "";
  for (const [x, y] of [[20, 420], [40, 470], [100, 360], [120, 400], [440, 430], [500, 380], [580, 340], [520, 460]]) win += el("rect", { x, y, width: 12, height: 16, fill: "#ffcf7a", opacity: 0.7 });
  S.add(win);
  // string lights criss-crossing
  const lights = (x0, y0, x1, y1, sag, col) => {
    let o = el("path", { d: `M${x0},${y0}Q${(x0 + x1) / 2},${(y0 + y1) / 2 + sag * 2} ${x1},${y1}`, stroke: "#0a0a1a", "stroke-width": 1, fill: "none" });
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = lerp(x0, x1, t), y = lerp(y0, y1, t) + sag * 4 * t * (1 - t);
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
  S.add(el("path", { d: `M${cx - 200},780V420Q${cx - 200},290 ${cx},260Q${cx + 200},290 ${cx + 200},420V780Z`, fill: S.lin([[0, "#8a1a2a"], [1, "#4a0a18"]]) }));
  // fabric drapes (swags) on the facade
  for (let k = 0; k < 3; k++) {
    const y = 300 + k * 26;
    S.add(el("path", { d: `M${cx - 180 + k * 8},${y + 40}Q${cx},${y + 110} ${cx + 180 - k * 8},${y + 40}`, stroke: ["#f6b93b", "#e8871e", "#fff6e0"][k], "stroke-width": 10, fill: "none", opacity: 0.85 }));
  }
  // bulbs outlining the arch
  const outline = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    let x, y;
    if (t < 0.25) { x = cx - 200; y = lerp(780, 420, t / 0.25); }
    else if (t < 0.5) { const u = (t - 0.25) / 0.25; x = (1 - u) ** 2 * (cx - 200) + 2 * (1 - u) * u * (cx - 200) + u * u * cx; y = (1 - u) ** 2 * 420 + 2 * (1 - u) * u * 290 + u * u * 260; }
    else if (t < 0.75) { const u = (t - 0.5) / 0.25; x = (1 - u) ** 2 * cx + 2 * (1 - u) * u * (cx + 200) + u * u * (cx + 200); y = (1 - u) ** 2 * 260 + 2 * (1 - u) * u * 290 + u * u * 420; }
    else { x = cx + 200; y = lerp(420, 780, (t - 0.75) / 0.25); }
    outline.push([x, y]);
  }
  S.add(outline.map(([x, y], i) => S.glow(x, y, 10, i % 2 ? "#ffd36a" : "#ff8a5a", 0.7) + el("circle", { cx: x, cy: y, r: 2.4, fill: "#fffbe8" })).join(""));
  // inner opening (glowing), the idol too far and bright to see: a soft warm form under a golden halo arch
  S.add(el("path", { d: `M${cx - 130},780V500Q${cx - 130},400 ${cx},385Q${cx + 130},400 ${cx + 130},500V780Z`, fill: S.rad([[0, "#fff2c0"], [0.45, "#ffb347"], [1, "#b8401a"]], 0.5, 0.55, 0.65) }));
  S.add(el("path", { d: `M${cx - 95},700V520Q${cx - 95},430 ${cx},420Q${cx + 95},430 ${cx + 95},520V700`, fill: "none", stroke: "#ffe7a0", "stroke-width": 8, opacity: 0.8 }));
  S.add(el("ellipse", { cx, cy: 610, rx: 62, ry: 80, fill: "#e0641e", opacity: 0.55, filter: S.blur(14) }));
  S.add(el("ellipse", { cx, cy: 540, rx: 34, ry: 34, fill: "#f08a2a", opacity: 0.5, filter: S.blur(12) }));
  S.add(el("rect", { x: cx - 110, y: 690, width: 220, height: 30, fill: "#7a1f2b", opacity: 0.8 }));
  // marigold strands on both sides of the opening
  for (const x of [cx - 118, cx - 104, cx + 104, cx + 118]) S.add(garlandStrand(S, x, 400 + Math.abs(x - cx) * 0.4, 700, 0.8, { pattern: ["orange", "yellow"] }));
  // banana-leaf pillars
  for (const x of [cx - 215, cx + 215]) S.add(el("rect", { x: x - 8, y: 420, width: 16, height: 360, fill: S.lin([[0, "#3e6b2a"], [0.5, "#8ab85a"], [1, "#2e5a1e"]], 0, 0, 1, 0) }));
  S.add(`</g>`);
  // bunting (triangles)
  let bunt = "";
  const cols = ["#e8871e", "#fff6ea", "#3e7b4f", "#c8281a", "#f6b93b"];
  for (let i = 0; i < 22; i++) {
    const t = i / 21, x = lerp(-10, 610, t), y = 60 + 70 * 4 * t * (1 - t);
    bunt += el("path", { d: `M${P(x - 11)},${P(y)}h22l-11,24z`, fill: cols[i % cols.length], opacity: 0.9 });
  }
  S.add(el("path", { d: "M-10,60Q300,200 610,60", stroke: "#222", "stroke-width": 1, fill: "none" }), bunt);
  // street + crowd silhouettes
  S.add(el("rect", { x: 0, y: 780, width: 600, height: 120, fill: S.lin([[0, "#3a2030"], [1, "#120a14"]]) }));
  S.add(S.glowE(cx, 790, 260, 50, "#ff9a3a", 0.3));
  S.add(bokeh(S, 10, [0, 300, 600, 760], ["#ffcf7a", "#ff8a5a", "#ffd36a"], { r: [8, 22], op: [0.15, 0.4] }));
  let crowd = "";
  for (let i = 0; i < 30; i++) {
    const x = S.r(-20, 620), y = S.r(800, 890), s = lerp(0.9, 1.4, (y - 800) / 90);
    crowd += el("path", { d: `M${P(x - 20 * s)},${P(y + 50 * s)}q0,-38 ${P(20 * s)},-40q20,2 ${P(20 * s)},40z`, fill: S.pick(["#1a1020", "#22142a", "#2a1424"]) });
    crowd += el("circle", { cx: x, cy: y - 4 * s, r: 10 * s, fill: S.pick(["#140c18", "#1a1020"]) });
  }
  S.add(crowd);
  // rim light on crowd heads
  S.add(el("rect", { x: 0, y: 780, width: 600, height: 120, fill: S.radU([[0, "#ff9a3a", 0.18], [1, "#ff9a3a", 0]], cx, 700, 300) }));
  return S.finish({ vColor: "#04020c", vignette: 0.45, texture: 0.05 });
};

// ───────────────────────────────────────────────────────────────────────────── main

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function rasterise(name, svgPath, w, h, tmp) {
  const widths = [180, 360, 1080];
  const limits = { 180: 12_000, 360: 30_000, 1080: 150_000 };
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
    if (!opt("--no-videos") && !only) {
      for (const [name, v] of Object.entries(VIDEOS)) makeVideo(name, v, tmp, opt("--svg-only"));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ───────────────────────────────────────────────────────────────────────────── videos (defined below)
const VIDEOS = {};
function makeVideo() {}

main();
