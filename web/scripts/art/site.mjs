#!/usr/bin/env node
// Sankalp — home page, priest and pilgrimage artwork generator.
// Plain Node ESM, no dependencies. Writes original SVG artwork into web/app/assets/art/.
// Usage: node web/scripts/art/site.mjs   (from the repo root, or any cwd)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, "..", "..", "app", "assets", "art");

// ---------------------------------------------------------------- core helpers
const R = (v) => Math.round(v * 10) / 10;
// tagged template: rounds every interpolated number to 1 decimal
const t = (s, ...v) =>
  s.reduce((a, x, i) => a + x + (i < v.length ? (typeof v[i] === "number" ? R(v[i]) : v[i]) : ""), "");
const rad = (d) => (d * Math.PI) / 180;
const pol = (cx, cy, r, a) => [cx + r * Math.cos(rad(a)), cy + r * Math.sin(rad(a))];
// seeded random so output is stable between runs
let seed = 1;
const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const rr = (a, b) => a + (b - a) * rnd();

const C = {
  saf: "#E8871E",
  saf2: "#F4A340",
  mari: "#F6B93B",
  mar: "#7A1F2B",
  mar2: "#5A1420",
  gold: "#C9962B",
  gold2: "#E2B857",
  cream: "#FFF7EA",
  cream2: "#FBEBD0",
  sand: "#E9CFA8",
  leaf: "#3E7B4F",
  leaf2: "#5E9B5E",
  dusk: "#2E3A6B",
  vio: "#6B5B95",
  w: "#FFFFFF",
};

// per-file definitions (gradients / reusable groups), deduplicated
let D, DM, P, N;
function begin(prefix) {
  D = [];
  DM = new Map();
  P = prefix;
  N = 0;
  seed = 7 + prefix.length * 131 + prefix.charCodeAt(0);
}
function stops(list) {
  return list
    .map((s, i) => {
      let o, c, a;
      if (Array.isArray(s)) [o, c, a] = s;
      else {
        c = s;
        o = list.length === 1 ? 0 : i / (list.length - 1);
      }
      if (typeof c === "string" && c.includes("@")) {
        [c, a] = c.split("@");
        a = +a;
      }
      return t`<stop offset="${o}" stop-color="${c}"${a !== undefined && a !== 1 ? t` stop-opacity="${a}"` : ""}/>`;
    })
    .join("");
}
function addDef(key, mk) {
  if (DM.has(key)) return DM.get(key);
  const id = P + (N++).toString(36);
  D.push(mk(id));
  DM.set(key, id);
  return id;
}
// linear gradient (objectBoundingBox by default); returns url(#id)
function lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = "") {
  const body = stops(list);
  const attrs = t`x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}`;
  return `url(#${addDef("L" + attrs + body, (id) => `<linearGradient id="${id}" ${attrs}>${body}</linearGradient>`)})`;
}
// radial gradient
function rg(list, cx = 0.5, cy = 0.5, r = 0.5, extra = "") {
  const body = stops(list);
  const attrs = t`cx="${cx}" cy="${cy}" r="${r}"${extra}`;
  return `url(#${addDef("R" + attrs + body, (id) => `<radialGradient id="${id}" ${attrs}>${body}</radialGradient>`)})`;
}
// reusable group
function sym(key, body) {
  return addDef("S" + key, (id) => `<g id="${id}">${body}</g>`);
}
const use = (id, x, y, s = 1, rot = 0, extra = "") =>
  s === 1 && !rot
    ? t`<use href="#${id}" x="${x}" y="${y}"${extra}/>`
    : t`<use href="#${id}" transform="translate(${x} ${y})${rot ? t` rotate(${rot})` : ""}${s !== 1 ? t` scale(${s})` : ""}"${extra}/>`;
function pattern(key, w, h, body) {
  return addDef(
    "P" + key,
    (id) => t`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`,
  );
}
function clip(key, body) {
  return addDef("C" + key, (id) => `<clipPath id="${id}">${body}</clipPath>`);
}

function svg(w, h, body) {
  let s =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    (D.length ? `<defs>${D.join("")}</defs>` : "") +
    body +
    "</svg>";
  // safety net: no coordinate with more than one decimal
  s = s.replace(/(\d+\.\d)\d+/g, (m) => String(R(+m)));
  s = s.replace(/\s+/g, " ").replace(/> </g, "><");
  s = s.replace(
    / d="([^"]*)"/g,
    (m, d) =>
      ` d="${d
        .replace(/ -/g, "-")
        .replace(/([a-zA-Z]) /g, "$1")
        .replace(/ ([a-zA-Z])/g, "$1")}"`,
  );
  s = s
    .replace(/([\s"(,a-zA-Z-])0\.(\d)/g, "$1.$2")
    .replace(/ x1="0" y1="0"/g, "")
    .replace(/ stop-opacity="1"/g, "");
  return s;
}

// ---------------------------------------------------------------- shape helpers
const ptsPath = (pts, close = true) => "M" + pts.map((p) => `${R(p[0])} ${R(p[1])}`).join(" ") + (close ? "Z" : "");
// scalloped circle (petal ruff) centred on 0,0
function scallop(r, n, depth, rot = 0, cx = 0, cy = 0) {
  let d = "";
  for (let i = 0; i <= n; i++) {
    const a = rot + (i * 360) / n;
    const [x, y] = pol(cx, cy, r, a);
    if (i === 0) d += t`M${x} ${y}`;
    else {
      const [qx, qy] = pol(cx, cy, r * (1 + depth), a - 180 / n);
      d += t`Q${qx} ${qy} ${x} ${y}`;
    }
  }
  return d + "Z";
}
// petal / leaf pointing up from (0,0) to (0,-L), width w
const petal = (L, w, b = 0.3) =>
  t`M0 0C${w} ${-L * b} ${w * 0.55} ${-L * 0.78} 0 ${-L}C${-w * 0.55} ${-L * 0.78} ${-w} ${-L * b} 0 0Z`;
// flame pointing up from base (0,0), height h, half width w
const flameD = (h, w, bx = 0) =>
  t`M${bx} ${-h}C${w * 0.15 + bx * 0.5} ${-h * 0.7} ${w} ${-h * 0.45} ${w} ${-h * 0.2}C${w} ${-h * 0.02} ${w * 0.55} ${h * 0.1} 0 ${h * 0.1}C${-w * 0.55} ${h * 0.1} ${-w} ${-h * 0.02} ${-w} ${-h * 0.2}C${-w} ${-h * 0.45} ${-w * 0.15 + bx * 0.5} ${-h * 0.7} ${bx} ${-h}Z`;

// ---------------------------------------------------------------- motifs
function marigold(kind = "o", size = 10) {
  if (size !== 10) {
    const base = marigold(kind);
    return sym("mg" + kind + size, t`<use href="#${base}" transform="scale(${size / 10})"/>`);
  }
  const c =
    kind === "o"
      ? ["#C85A14", "#E8871E", "#F09A30", "#F6B93B", "#A8480F"]
      : kind === "y"
        ? ["#DB9A1C", "#F6B93B", "#F9CB55", "#FCDD84", "#B97A12"]
        : ["#6A1A24", "#7A1F2B", "#983040", "#B44A4E", "#4A0F18"]; // maroon (rose/chrysanthemum)
  const hl = rg(["#FFFFFF@0.45", "#FFFFFF@0"], 0.35, 0.3, 0.6);
  const sh = rg(
    [
      [0.55, "#000@0"],
      [1, "#5A1420@0.35"],
    ],
    0.5,
    0.42,
    0.6,
  );
  return sym(
    "mg" + kind,
    `<path d="${scallop(10, 16, 0.2)}" fill="${c[0]}"/><path d="${scallop(8.6, 14, 0.22, 9)}" fill="${c[1]}"/>` +
      `<path d="${scallop(6.6, 12, 0.24, 4)}" fill="${c[2]}"/><path d="${scallop(4.4, 10, 0.26, 12)}" fill="${c[3]}"/>` +
      `<circle r="10.5" fill="${sh}"/><circle r="10" fill="${hl}"/><circle r="1.7" fill="${c[4]}"/>`,
  );
}
function mangoLeaf() {
  // hangs down from 0,0, length 40
  const g = lin([C.leaf2, C.leaf], 0, 0, 1, 0);
  return sym(
    "ml",
    t`<path d="M0 0C8 7 8.5 25 0 40C-8.5 25 -8 7 0 0Z" fill="${g}"/><path d="M0 2L0 37" stroke="#A9CC8E" stroke-width="0.9" opacity="0.7"/>`,
  );
}
// garland along a quadratic curve (x1,y1)->(x2,y2) with sag; returns uses
function garland(x1, y1, x2, y2, sag, step, size, kinds = ["o", "y"]) {
  const ids = kinds.map((k) => marigold(k, size));
  const mx = (x1 + x2) / 2,
    my = (y1 + y2) / 2 + sag * 2;
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag);
  const n = Math.max(2, Math.round(len / step));
  let s = "";
  for (let i = 0; i <= n; i++) {
    const u = i / n;
    const a = (1 - u) * (1 - u),
      b = 2 * u * (1 - u),
      c = u * u;
    const x = a * x1 + b * mx + c * x2,
      y = a * y1 + b * my + c * y2;
    s += use(ids[i % ids.length], x, y);
  }
  return s;
}
// vertical strand of marigolds from (x,y) down, n flowers
function strand(x, y, n, gap, size, kinds = ["o", "y"], tassel = true) {
  const ids = kinds.map((k) => marigold(k, size));
  let s = t`<path d="M${x} ${y}V${y + n * gap}" stroke="${C.mar}" stroke-width="1.5"/>`;
  for (let i = 0; i < n; i++) s += use(ids[i % ids.length], x, y + i * gap + gap * 0.5);
  if (tassel) {
    const ty = y + n * gap;
    s += t`<path d="M${x - size * 0.35} ${ty}L${x + size * 0.35} ${ty}L${x + size * 0.15} ${ty + size * 1.7}L${x - size * 0.15} ${ty + size * 1.7}Z" fill="${C.gold}"/><circle cx="${x}" cy="${ty}" r="${size * 0.4}" fill="${C.gold2}"/>`;
  }
  return s;
}
// lotus: petals fan around base point (x,y)
function lotus(x, y, s, o = {}) {
  const part = o.part || "all";
  const pg =
    o.petal ||
    lin(
      [
        [0, "#F6B93B"],
        [0.55, "#FBE3C4"],
        [1, "#FFF7EA"],
      ],
      0,
      1,
      0,
      0,
    );
  const pb =
    o.back ||
    lin(
      [
        [0, "#E8871E"],
        [0.6, "#F4B37A"],
        [1, "#FBD9B8"],
      ],
      0,
      1,
      0,
      0,
    );
  const edge = o.edge || C.gold;
  let out = "";
  const ring = (angles, L, w, fill) => petalRing(x, y, s, angles, L, w, fill, edge);
  if (part !== "front") {
    out += ring([-78, -52, 52, 78], 70, 22, pb);
    out += ring([-30, 30], 82, 24, pb);
  }
  if (part !== "back") {
    out += ring([-60, 60], 62, 20, pg);
    out += ring([-14, 14], 80, 24, pg);
    out += ring([0], 86, 24, pg);
  }
  return out;
}
function petalRing(x, y, s, angles, L, w, fill, edge = C.gold) {
  const id = sym(
    t`pt${L * s}/${w * s}${fill}${edge}`,
    t`<path d="${petal(L * s, w * s, 0.32)}" fill="${fill}" stroke="${edge}" stroke-width="${0.9 * Math.max(0.6, s)}" stroke-opacity="0.7"/>`,
  );
  return (
    t`<g transform="translate(${x} ${y})">` +
    angles.map((a) => t`<use href="#${id}" transform="rotate(${a})"/>`).join("") +
    "</g>"
  );
}
// clay / brass diya (front view) at (x,y)= centre of rim, scale s; flame optional
function diya(x, y, s, o = {}) {
  const id = sym("diya" + JSON.stringify(o), diyaBody(o));
  return use(id, x, y, s);
}
function diyaBody(o = {}) {
  const body =
    o.body ||
    lin(
      [
        [0, "#B5541C"],
        [0.5, "#8E3A16"],
        [1, "#5E2410"],
      ],
      0,
      0,
      0,
      1,
    );
  const rim = o.rim || "#D0762E";
  let g = "";
  if (o.glow !== false)
    g += `<circle cx="16" cy="-20" r="${o.glowR || 48}" fill="${rg(["#FFF3C4@0.85", "#F6B93B@0.35", "#F4A340@0"])}"/>`;
  g += `<path d="M-24 0C-22 12 -10 17 0 17C10 17 22 12 24 0L30 -4C24 -2 14 -1 0 -1C-14 -1 -24 -2 -26 -1Z" fill="${body}"/>`;
  g += `<path d="M-25 -1C-14 3 14 3 30 -4C20 -6 -10 -6 -25 -1Z" fill="${rim}"/>`;
  g += `<path d="M-19 8C-10 12 10 12 19 8" stroke="${o.band || "#E2B857"}" stroke-width="1.4" fill="none" opacity="0.8"/>`;
  g += flame(22, -4, 1);
  return g;
}
function flame(x, y, s) {
  const outer = lin(
    [
      [0, "#F4A340"],
      [0.7, "#E8871E"],
      [1, "#C85A14"],
    ],
    0,
    1,
    0,
    0,
  );
  const mid = lin(
    [
      [0, "#FFF0B0"],
      [1, "#F6B93B"],
    ],
    0,
    1,
    0,
    0,
  );
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="${flameD(26, 7, 1.5)}" fill="${outer}"/><path d="${flameD(18, 4.6, 1)}" fill="${mid}"/><path d="${flameD(10, 2.4, 0.5)}" fill="#FFFDF3"/><ellipse cy="0.5" rx="2" ry="1.4" fill="#6B5B95" opacity="0.5"/></g>`;
}
// palm frond silhouette symbol (points right, droops), length 100
function frondSym(col) {
  const K = 12,
    L = [],
    Rr = [];
  for (let k = 0; k <= K; k++) {
    const u = k / K;
    const x = 100 * u,
      y = -26 * u + 56 * u * u; // drooping centre line
    const dx = 100,
      dy = -26 + 112 * u;
    const l = Math.hypot(dx, dy);
    const nx = -dy / l,
      ny = dx / l;
    const wd = (k % 2 ? 16 : 7) * Math.sin(Math.PI * Math.min(1, u * 1.15 + 0.05)) * (1 - u * 0.35);
    L.push([x - nx * wd * 0.6, y - ny * wd * 0.6 + (k % 2 ? wd * 0.35 : 0)]);
    Rr.push([x + nx * wd + (k % 2 ? -wd * 0.25 : 0), y + ny * wd]);
  }
  return sym("fr" + col, `<path d="${ptsPath(L.concat(Rr.reverse()))}" fill="${col}"/>`);
}
// coconut palm: base (x,y), height h, lean dx, colour
function palm(x, y, h, dx, col, fronds = 8, frondL = 0.5) {
  const tx = x + dx,
    ty = y - h;
  let s = t`<path d="M${x - h * 0.035} ${y}Q${x + dx * 0.15} ${y - h * 0.55} ${tx - h * 0.014} ${ty}L${tx + h * 0.014} ${ty}Q${x + dx * 0.15 + h * 0.03} ${y - h * 0.55} ${x + h * 0.035} ${y}Z" fill="${col}"/>`;
  const fid = frondSym(col);
  for (let i = 0; i < fronds; i++) {
    const a = -175 + (i * 170) / (fronds - 1) + rr(-8, 8);
    const sc = (h * frondL * rr(0.8, 1.1)) / 100;
    if (a < -90)
      s += t`<use href="#${fid}" transform="translate(${tx} ${ty}) rotate(${a + 180}) scale(${-sc} ${sc})"/>`;
    else s += t`<use href="#${fid}" transform="translate(${tx} ${ty}) rotate(${a}) scale(${sc})"/>`;
  }
  s += t`<circle cx="${tx}" cy="${ty + 2}" r="${h * 0.03}" fill="${col}"/>`;
  return s;
}
// rounded cluster tree (canopy of circles)
function tree(x, y, r, col, col2, trunk = "#6b3f22") {
  let s = t`<path d="M${x - r * 0.12} ${y}L${x - r * 0.06} ${y - r * 1.1}L${x + r * 0.06} ${y - r * 1.1}L${x + r * 0.12} ${y}Z" fill="${trunk}"/>`;
  const cy = y - r * 1.35;
  s += t`<circle cx="${x - r * 0.55}" cy="${cy + r * 0.25}" r="${r * 0.6}" fill="${col}"/><circle cx="${x + r * 0.55}" cy="${cy + r * 0.2}" r="${r * 0.65}" fill="${col}"/><circle cx="${x}" cy="${cy - r * 0.25}" r="${r * 0.75}" fill="${col}"/>`;
  if (col2)
    s += t`<circle cx="${x - r * 0.2}" cy="${cy - r * 0.45}" r="${r * 0.42}" fill="${col2}"/><circle cx="${x - r * 0.7}" cy="${cy + r * 0.1}" r="${r * 0.3}" fill="${col2}"/>`;
  return s;
}
// Dravidian gopuram: centre x, base y, base width w, height h
function gopuram(cx, by, w, h, o = {}) {
  const fill = o.fill || C.mar,
    dark = o.dark || C.mar2,
    trim = o.trim || C.gold2,
    tiers = o.tiers || 6;
  const hb = h * 0.2,
    crown = h * 0.14;
  let s = "";
  // base
  s += t`<path d="M${cx - w / 2} ${by}V${by - hb}H${cx + w / 2}V${by}Z" fill="${fill}"/>`;
  s += t`<path d="M${cx - w * 0.1} ${by}V${by - hb * 0.6}Q${cx} ${by - hb * 0.85} ${cx + w * 0.1} ${by - hb * 0.6}V${by}Z" fill="${o.door || dark}"/>`;
  s += t`<path d="M${cx - w / 2 - 3} ${by - hb}H${cx + w / 2 + 3}" stroke="${trim}" stroke-width="${Math.max(1.2, w * 0.02)}" opacity="${o.trimOp || 0.9}"/>`;
  const th = (h - hb - crown) / tiers;
  for (let i = 0; i < tiers; i++) {
    const w0 = w * (0.94 - i * (0.5 / tiers)),
      w1 = w * (0.94 - (i + 1) * (0.5 / tiers));
    const y0 = by - hb - i * th,
      y1 = y0 - th;
    s += t`<path d="M${cx - w0 / 2} ${y0}L${cx - w1 / 2 - 1} ${y1}H${cx + w1 / 2 + 1}L${cx + w0 / 2} ${y0}Z" fill="${fill}"/>`;
    // niches
    const n = Math.max(3, Math.round(w1 / (th * 1.1)) | 1);
    const nw = (w1 * 0.8) / n;
    let nd = "";
    for (let k = 0; k < n; k++) {
      const nx = cx - (w1 * 0.8) / 2 + nw * (k + 0.5);
      nd += t`M${nx - nw * 0.22} ${y0 - th * 0.12}v${-(th * 0.43)}q${nw * 0.22} ${-th * 0.3} ${nw * 0.44} 0v${th * 0.43}z`;
    }
    s += `<path d="${nd}" fill="${dark}"/>`;
    s += t`<path d="M${cx - w1 / 2 - 3} ${y1}H${cx + w1 / 2 + 3}" stroke="${trim}" stroke-width="${Math.max(1, w * 0.014)}" opacity="${o.trimOp || 0.9}"/>`;
  }
  // barrel-vault crown with horns
  const wt = w * 0.44,
    yt = by - h + crown;
  s += t`<path d="M${cx - wt / 2 - w * 0.04} ${yt}Q${cx - wt / 2} ${yt - crown * 0.5} ${cx - wt / 2 + w * 0.02} ${yt - crown * 0.35}Q${cx} ${yt - crown * 1.15} ${cx + wt / 2 - w * 0.02} ${yt - crown * 0.35}Q${cx + wt / 2} ${yt - crown * 0.5} ${cx + wt / 2 + w * 0.04} ${yt}Z" fill="${fill}"/>`;
  // kalasha finials
  for (let k = -2; k <= 2; k++) {
    const fx = cx + k * wt * 0.17,
      fy = yt - crown * 0.55 - (2 - Math.abs(k)) * crown * 0.08;
    s += t`<path d="M${fx - w * 0.018} ${fy}Q${fx} ${fy - crown * 0.5} ${fx} ${fy - crown * 0.65}Q${fx} ${fy - crown * 0.5} ${fx + w * 0.018} ${fy}Z" fill="${o.finial || trim}"/>`;
  }
  return s;
}
// North-Indian nagara temple: centre x, base y, width w, height h
function shikhara(cx, by, w, h, o = {}) {
  const fill = o.fill || "#F3E3C6",
    shade = o.shade || "#D9BE93",
    line = o.line || "#B8975F",
    dark = o.dark || C.mar2;
  const plinth = h * 0.08,
    wall = h * 0.22,
    tw = w * 0.62,
    top = by - h;
  let s = "";
  // plinth
  s += t`<path d="M${cx - w / 2} ${by}V${by - plinth}H${cx + w / 2}V${by}Z" fill="${shade}"/>`;
  // sanctum wall
  const y0 = by - plinth,
    y1 = y0 - wall;
  s += t`<path d="M${cx - tw / 2} ${y0}V${y1}H${cx + tw / 2}V${y0}Z" fill="${fill}"/>`;
  s += t`<path d="M${cx - tw * 0.16} ${y0}V${y1 + wall * 0.42}Q${cx} ${y1 + wall * 0.1} ${cx + tw * 0.16} ${y1 + wall * 0.42}V${y0}Z" fill="${dark}"/>`;
  // curvilinear spire
  const sb = tw * 1.04,
    st = tw * 0.3,
    sy = top + h * 0.12;
  s += t`<path d="M${cx - sb / 2} ${y1}C${cx - sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx - st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx - st / 2} ${sy}H${cx + st / 2}C${cx + st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx + sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx + sb / 2} ${y1}Z" fill="${fill}"/>`;
  // shaded right half + ribs
  s += t`<path d="M${cx + sb * 0.12} ${y1}C${cx + sb * 0.12} ${y1 - (y1 - sy) * 0.6} ${cx + st * 0.1} ${sy + (y1 - sy) * 0.1} ${cx + st * 0.08} ${sy}H${cx + st / 2}C${cx + st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx + sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx + sb / 2} ${y1}Z" fill="${shade}" opacity="0.8"/>`;
  let rib = "";
  for (let k = 1; k < 6; k++) {
    const yy = y1 - ((y1 - sy) * k) / 6;
    const f = 1 - Math.pow(k / 6, 1.6) * 0.55;
    rib += t`M${cx - (sb / 2) * f + 1} ${yy}H${cx + (sb / 2) * f - 1}`;
  }
  s += t`<path d="${rib}" stroke="${line}" stroke-width="${Math.max(0.8, w * 0.012)}" opacity="0.7"/>`;
  // amalaka + kalasha + flag
  s += t`<ellipse cx="${cx}" cy="${sy - h * 0.025}" rx="${st * 0.62}" ry="${h * 0.03}" fill="${shade}"/>`;
  s += t`<path d="M${cx - st * 0.18} ${sy - h * 0.05}Q${cx} ${sy - h * 0.14} ${cx + st * 0.18} ${sy - h * 0.05}Z" fill="${o.finial || C.gold}"/>`;
  if (o.flag !== false)
    s += t`<path d="M${cx} ${sy - h * 0.1}V${top - h * 0.06}" stroke="${line}" stroke-width="${Math.max(0.8, w * 0.01)}"/><path d="M${cx} ${top - h * 0.06}L${cx + w * 0.22} ${top - h * 0.02}L${cx} ${top + h * 0.02}Z" fill="${o.flagCol || C.saf}"/>`;
  if (o.trishul)
    s += t`<path d="M${cx} ${sy - h * 0.1}V${top - h * 0.02}M${cx - w * 0.05} ${top - h * 0.06}Q${cx - w * 0.05} ${top} ${cx} ${top}Q${cx + w * 0.05} ${top} ${cx + w * 0.05} ${top - h * 0.06}" stroke="${o.finial || C.gold}" stroke-width="${Math.max(1, w * 0.016)}" fill="none"/>`;
  return s;
}
// small mandapa pavilion with dome; centre x, base y, width w
function pavilion(cx, by, w, o = {}) {
  const fill = o.fill || "#F3E3C6",
    shade = o.shade || "#D9BE93",
    dark = o.dark || "#7A5A3A";
  const h = w * 0.55;
  let s = t`<path d="M${cx - w / 2} ${by}V${by - h * 0.1}H${cx + w / 2}V${by}Z" fill="${shade}"/>`;
  const cols = 4,
    y0 = by - h * 0.1,
    y1 = by - h * 0.7;
  s += t`<path d="M${cx - w * 0.46} ${y0}V${y1}H${cx + w * 0.46}V${y0}Z" fill="${dark}" opacity="0.55"/>`;
  let cd = "";
  for (let k = 0; k < cols; k++) {
    const x = cx - w * 0.44 + (k * w * 0.88) / (cols - 1);
    cd += t`M${x - w * 0.035} ${y0}V${y1}H${x + w * 0.035}V${y0}Z`;
  }
  s += `<path d="${cd}" fill="${fill}"/>`;
  s += t`<path d="M${cx - w * 0.55} ${y1}H${cx + w * 0.55}L${cx + w * 0.5} ${y1 - h * 0.1}H${cx - w * 0.5}Z" fill="${shade}"/>`;
  s += t`<path d="M${cx - w * 0.34} ${y1 - h * 0.1}Q${cx - w * 0.34} ${y1 - h * 0.75} ${cx} ${y1 - h * 0.82}Q${cx + w * 0.34} ${y1 - h * 0.75} ${cx + w * 0.34} ${y1 - h * 0.1}Z" fill="${fill}"/>`;
  s += t`<path d="M${cx + w * 0.05} ${y1 - h * 0.8}Q${cx + w * 0.3} ${y1 - h * 0.7} ${cx + w * 0.34} ${y1 - h * 0.1}H${cx + w * 0.12}Q${cx + w * 0.14} ${y1 - h * 0.6} ${cx + w * 0.05} ${y1 - h * 0.8}Z" fill="${shade}" opacity="0.8"/>`;
  s += t`<path d="M${cx - w * 0.05} ${y1 - h * 0.8}Q${cx} ${y1 - h * 1.02} ${cx + w * 0.05} ${y1 - h * 0.8}Z" fill="${o.finial || C.gold}"/>`;
  return s;
}
// chariot wheel
function wheel(cx, cy, r, col, spokes = 12, sw) {
  sw = sw || Math.max(1, r * 0.08);
  let d = "";
  for (let i = 0; i < spokes; i++) {
    const [x1, y1] = pol(cx, cy, r * 0.18, (i * 360) / spokes);
    const [x2, y2] = pol(cx, cy, r * 0.86, (i * 360) / spokes);
    d += t`M${x1} ${y1}L${x2} ${y2}`;
  }
  return t`<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="none" stroke="${col}" stroke-width="${sw * 1.4}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${col}" stroke-width="${sw * 0.5}"/><path d="${d}" stroke="${col}" stroke-width="${sw * 0.7}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${col}"/>`;
}
// stars
function stars(n, x0, y0, x1, y1, col = "#FFF7EA", maxR = 1.6) {
  const b = [[], [], []];
  for (let i = 0; i < n; i++) {
    const x = rr(x0, x1),
      y = rr(y0, y1);
    b[i % 3].push(t`M${x} ${y}h0`);
  }
  return b
    .map((d, i) =>
      d.length
        ? t`<path d="${d.join("")}" stroke="${col}" stroke-width="${maxR * (0.8 + i * 0.6)}" stroke-linecap="round" opacity="${0.9 - i * 0.15}"/>`
        : "",
    )
    .join("");
}
// sun rays as one dashed circle (annular sectors = wedges)
function rays(cx, cy, r0, r1, n, col, op, duty = 0.35) {
  const r = (r0 + r1) / 2,
    c = 2 * Math.PI * r,
    seg = c / n;
  return t`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${col}" stroke-width="${r1 - r0}" stroke-dasharray="${seg * duty} ${seg * (1 - duty)}" opacity="${op}"/>`;
}
const sparkle = (x, y, r, col = "#FFF7EA", op = 1) =>
  t`<path d="M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z" fill="${col}" opacity="${op}"/>`;
// horizontal wavy line
function wave(x0, x1, y, amp, len) {
  let d = t`M${x0} ${y}`;
  for (let x = x0; x < x1; x += len) d += t`q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
  return d;
}
// soft cloud band
const cloud = (x, y, w, h, col, op) =>
  t`<path d="M${x} ${y}h${w}c${-h * 0.2} ${-h * 0.9} ${-w * 0.22} ${-h * 0.9} ${-w * 0.28} ${-h * 0.3}c${-w * 0.06} ${-h * 1.1} ${-w * 0.3} ${-h * 1.2} ${-w * 0.36} ${-h * 0.2}c${-w * 0.1} ${-h * 0.7} ${-w * 0.3} ${-h * 0.5} ${-w * 0.36} ${h * 0.5}Z" fill="${col}" opacity="${op}"/>`;

// ================================================================ LOGO
function logo(light) {
  begin(light ? "l" : "k");
  const ring = light ? C.gold2 : C.mar;
  let s = "";
  if (!light)
    s += `<circle cx="32" cy="32" r="30" fill="${rg(
      [
        [0, "#FFFDF6"],
        [0.7, C.cream],
        [1, C.cream2],
      ],
      0.5,
      0.4,
      0.6,
    )}" stroke="${ring}" stroke-width="3"/>`;
  else
    s += `<circle cx="32" cy="32" r="30" fill="${rg(["#F6B93B@0.22", "#F6B93B@0.04"], 0.5, 0.45, 0.55)}" stroke="${ring}" stroke-width="2.6"/>`;
  s += `<circle cx="32" cy="32" r="26" fill="none" stroke="${light ? C.gold2 : C.gold}" stroke-width="0.9" opacity="${light ? 0.7 : 0.8}"/>`;
  // glow behind flame
  s += `<circle cx="32" cy="26" r="15" fill="${rg([light ? "#FFE7A8@0.55" : "#F6B93B@0.55", "#F6B93B@0"])}"/>`;
  const outer = light ? lin(["#F6B93B", "#E8871E"]) : lin(["#9A2E38", C.mar]);
  const side = light ? lin(["#FCD77E", "#F4A340"]) : lin([C.saf2, C.saf]);
  const inner = light ? lin(["#FFF7EA", "#F6C660"]) : lin(["#F9C95C", "#F09A30"]);
  const pet = (a, L, w, f) => t`<path d="${petal(L, w, 0.3)}" transform="translate(32 50) rotate(${a})" fill="${f}"/>`;
  s +=
    pet(-76, 14.5, 6, outer) +
    pet(76, 14.5, 6, outer) +
    pet(-48, 17, 6.8, side) +
    pet(48, 17, 6.8, side) +
    pet(-20, 18.5, 7, inner) +
    pet(20, 18.5, 7, inner);
  // diya bowl
  s += `<path d="M22.5 41.5C23.5 47 28 49.5 32 49.5C36 49.5 40.5 47 41.5 41.5Z" fill="${light ? lin(["#F6D27A", "#C9962B"]) : lin(["#A0303A", C.mar2])}"/>`;
  s += `<path d="M21.5 41.5H42.5" stroke="${light ? "#FFF7EA" : C.gold}" stroke-width="1.6" stroke-linecap="round"/>`;
  // flame
  const fo = lin(
    [
      [0, light ? "#F6B93B" : C.saf],
      [1, light ? "#FFE08A" : "#F6B93B"],
    ],
    0,
    1,
    0,
    0,
  );
  s += `<path d="${flameD(25, 6.6, 0.8)}" transform="translate(32 40.5)" fill="${fo}"/>`;
  s += `<path d="${flameD(15, 3.6, 0.4)}" transform="translate(32 40.5)" fill="${light ? "#FFFDF3" : "#FFF3C4"}"/>`;
  return svg(64, 64, s);
}
// ================================================================ HERO
function brassDiya(x, y, s) {
  const brass = lin(
    [
      [0, "#7A4E12"],
      [0.22, "#C9962B"],
      [0.4, "#F8E3A0"],
      [0.55, "#E2B857"],
      [0.85, "#A8741C"],
      [1, "#6E4410"],
    ],
    0,
    0,
    1,
    0,
  );
  let g = t`<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<path d="M-30 62L-40 86H40L30 62Z" fill="${brass}"/><ellipse cy="86" rx="42" ry="7" fill="#8A5A14"/><ellipse cy="84" rx="40" ry="5" fill="${brass}"/>`;
  g += `<path d="M-100 0C-96 44 -52 70 0 70C52 70 96 44 100 0Z" fill="${brass}"/>`;
  // ornament band
  g += `<path d="M-92 16C-60 40 60 40 92 16" stroke="#FFF1C2" stroke-width="2" fill="none" opacity="0.7"/><path d="M-84 26C-52 48 52 48 84 26" stroke="#FFF1C2" stroke-width="5" stroke-dasharray="0 11.5" stroke-linecap="round" fill="none" opacity="0.75"/>`;
  g += `<path d="M-78 38C-44 60 44 60 78 38" stroke="#7A4E12" stroke-width="1.6" fill="none" opacity="0.6"/>`;
  g += `<ellipse rx="102" ry="16" fill="${lin(["#F8E3A0", "#C9962B"])}"/><ellipse cy="1.5" rx="90" ry="11" fill="${lin(["#5E300C", "#A0601C"])}"/>`;
  g += `<ellipse cx="-20" cy="-1" rx="40" ry="3" fill="#F6B93B" opacity="0.45"/>`;
  g += "</g>";
  return g;
}
function bigFlame(x, y, h, w) {
  const outer = lin(
    [
      [0, "#E8871E"],
      [0.5, "#F4A340"],
      [1, "#F6B93B@0.9"],
    ],
    0,
    1,
    0,
    0,
  );
  const mid = lin(
    [
      [0, "#F6B93B"],
      [1, "#FFE7A0"],
    ],
    0,
    1,
    0,
    0,
  );
  return t`<g transform="translate(${x} ${y})"><path d="${flameD(h * 1.05, w * 1.12, 2)}" fill="${rg(["#FFF3C4@0.5", "#F6B93B@0"], 0.5, 0.6, 0.5)}"/><path d="${flameD(h, w, 2)}" fill="${outer}"/><path d="${flameD(h * 0.74, w * 0.66, 1.4)}" fill="${mid}"/><path d="${flameD(h * 0.46, w * 0.34, 0.8)}" fill="#FFFDF3"/><ellipse cy="${h * 0.02}" rx="${w * 0.22}" ry="${h * 0.035}" fill="#6B5B95" opacity="0.45"/><path d="M-3 ${h * 0.1}Q0 ${-h * 0.04} 3 ${h * 0.1}Z" fill="#3B2410"/></g>`;
}
function lotusPad(x, y, rx, ry, rot = 0) {
  return t`<path d="M${x} ${y}l${rx * 0.92} ${-ry * 0.4}a${rx} ${ry} 0 1 1 0 ${ry * 0.8}z" transform="rotate(${rot} ${x} ${y})" fill="${lin(["#8CC47E", "#4E8B5A"], 0, 0, 0, 1)}" stroke="#B9DA9C" stroke-width="1.2" stroke-opacity="0.6"/>`;
}
function hero() {
  begin("h");
  const HZ = 398;
  let s = "";
  const cl = clip("r", '<rect width="640" height="640" rx="36"/>');
  s += `<g clip-path="url(#${cl})">`;
  s += `<rect width="640" height="${HZ + 2}" fill="${lin([
    [0, "#2E3A6B"],
    [0.28, "#5B4F8C"],
    [0.52, "#B0648A"],
    [0.7, "#E8871E"],
    [0.86, "#F6B93B"],
    [1, "#FBE3B0"],
  ])}"/>`;
  s += stars(22, 10, 8, 630, 150, "#FFF7EA", 1.4);
  s += sparkle(96, 60, 6, "#FFF7EA", 0.8) + sparkle(548, 92, 5, "#FFF7EA", 0.7);
  // sun glow + rays
  const SX = 320,
    SY = 300;
  s += t`<circle cx="${SX}" cy="${SY}" r="340" fill="${rg([
    [0, "#FFF7EA@0.95"],
    [0.22, "#FBE3B0@0.75"],
    [0.5, "#F6B93B@0.3"],
    [1, "#F4A340@0"],
  ])}"/>`;
  s += rays(SX, SY, 130, 480, 36, "#FFF7EA", 0.12, 0.3);
  s += t`<circle cx="${SX}" cy="${SY}" r="122" fill="${rg([
    [0, "#FFF8DE"],
    [0.45, "#FFE9AE"],
    [0.85, "#F9C45C"],
    [1, "#F4A340"],
  ])}"/>`;
  s += t`<circle cx="${SX}" cy="${SY}" r="134" fill="none" stroke="#FFF7EA" stroke-width="2" opacity="0.35"/>`;
  // clouds
  s +=
    cloud(40, 238, 190, 30, "#F8D8B8", 0.45) +
    cloud(440, 214, 170, 26, "#F8D8B8", 0.4) +
    cloud(-20, 176, 150, 22, "#C79AB8", 0.35) +
    cloud(500, 150, 150, 22, "#C79AB8", 0.3);
  // distant headlands
  s += t`<path d="M0 ${HZ - 48}C60 ${HZ - 70} 140 ${HZ - 66} 210 ${HZ - 30}C240 ${HZ - 14} 262 ${HZ - 4} 280 ${HZ}H0Z" fill="#8E5A86" opacity="0.55"/>`;
  s += t`<path d="M640 ${HZ - 70}C580 ${HZ - 78} 520 ${HZ - 56} 470 ${HZ - 20}C455 ${HZ - 10} 440 ${HZ - 3} 420 ${HZ}H640Z" fill="#8E5A86" opacity="0.55"/>`;
  // gopuram on the left shore
  const gfill = lin(
    [
      [0, "#4A1020"],
      [0.6, "#6E1E2E"],
      [1, "#A04438"],
    ],
    0,
    0,
    1,
    0,
  );
  s += gopuram(118, HZ - 6, 118, 246, {
    fill: gfill,
    dark: "#3A0C18",
    trim: "#F6B93B",
    finial: "#F6B93B",
    tiers: 7,
    trimOp: 0.55,
    door: lin(["#FFE7A0", "#E8871E"]),
  });
  s += t`<path d="M0 ${HZ - 22}C40 ${HZ - 34} 80 ${HZ - 10} 150 ${HZ - 14}C200 ${HZ - 18} 230 ${HZ - 6} 250 ${HZ + 2}H0Z" fill="#3E1428"/>`;
  s += tree(208, HZ - 10, 16, "#3E1428") + tree(26, HZ - 24, 13, "#3E1428");
  // palms on the right shore
  s += t`<path d="M640 ${HZ - 34}C600 ${HZ - 40} 560 ${HZ - 24} 520 ${HZ - 8}C505 ${HZ - 2} 490 ${HZ + 1} 470 ${HZ + 2}H640Z" fill="#3E1428"/>`;
  s +=
    palm(590, HZ - 24, 230, -40, "#3E1428", 8, 0.44) +
    palm(545, HZ - 12, 170, -22, "#3E1428", 7, 0.44) +
    palm(628, HZ - 30, 150, -10, "#3E1428", 6, 0.46);
  // sea
  s += t`<rect y="${HZ}" width="640" height="${640 - HZ}" fill="${lin([
    [0, "#F4B060"],
    [0.18, "#C9738A"],
    [0.55, "#5B4F8C"],
    [1, "#2E3A6B"],
  ])}"/>`;
  // sun path on water
  let gl = "";
  for (let i = 0; i < 22; i++) {
    const y = HZ + 5 + i * i * 0.5 + i * 3;
    const w = 60 + i * 6 + rr(-14, 14);
    const xo = rr(-12, 12);
    gl += t`M${SX - w / 2 + xo} ${y}h${w}`;
  }
  s += t`<path d="${gl}" stroke="#FFF3C4" stroke-width="2.6" stroke-linecap="round" opacity="0.55"/>`;
  let wv = "";
  for (let i = 0; i < 5; i++) {
    const y = HZ + 16 + i * 30 + i * i * 3;
    const x = rr(-30, 30);
    wv += wave(x + (i % 2 ? 30 : 420), x + (i % 2 ? 180 : 590), y, 3, 36);
  }
  s += `<path d="${wv}" stroke="#F8D8B8" stroke-width="1.3" fill="none" opacity="0.35"/>`;
  // floating lamps
  s += lotusPad(96, 612, 58, 15, -4) + lotusPad(560, 606, 54, 14, 4);
  s += diya(120, 512, 0.72) + diya(525, 528, 0.78) + diya(60, 572, 0.6) + diya(592, 580, 0.62);
  // birds
  s += `<path d="M222 168q6 -6 12 0q6 -6 12 0M256 194q5 -5 10 0q5 -5 10 0M206 204q4 -4 8 0q4 -4 8 0" stroke="#3E1428" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  // main: lotus, brass diya, flame
  s += t`<ellipse cx="320" cy="606" rx="190" ry="20" fill="#2E3A6B" opacity="0.4"/>`;
  const lb = lin(
    [
      [0, "#E8871E"],
      [0.55, "#F4B37A"],
      [1, "#FCE2C6"],
    ],
    0,
    1,
    0,
    0,
  );
  s += lotus(320, 606, 1.9, { part: "back", back: lb });
  s += bigFlame(320, 452, 190, 38);
  s += brassDiya(320, 460, 0.9);
  const pf = lin(
    [
      [0, "#F6B93B"],
      [0.5, "#FBE3C4"],
      [1, "#FFF7EA"],
    ],
    0,
    1,
    0,
    0,
  );
  s +=
    petalRing(320, 612, 1.35, [-66, 66], 60, 20, pf) +
    petalRing(320, 612, 1.35, [-38, 38], 70, 22, pf) +
    petalRing(320, 614, 1.35, [-12, 12], 52, 20, pf);
  s += t`<circle cx="320" cy="462" r="62" fill="${rg(["#FFF3C4@0.35", "#FFF3C4@0"])}"/>`;
  s +=
    sparkle(262, 318, 7, "#FFFDF3", 0.9) +
    sparkle(384, 290, 9, "#FFFDF3", 0.9) +
    sparkle(372, 360, 5, "#FFFDF3", 0.8) +
    sparkle(250, 392, 4, "#FFFDF3", 0.7);
  // garlands
  const ml = mangoLeaf();
  const mlP = sym("mlP", use(ml, 0, 0, 1.2, -8) + use(ml, 23, 0, 1.35, 8));
  for (let x = -6; x < 650; x += 46) s += use(mlP, x, -4);
  s += `<rect width="640" height="9" fill="${C.mar}"/><rect y="7" width="640" height="3" fill="${C.gold2}"/>`;
  s += garland(-8, 10, 324, 10, 66, 20.5, 13) + garland(316, 10, 648, 10, 66, 20.5, 13, ["y", "o"]);
  s += strand(320, 14, 3, 24, 12, ["o", "y", "o"]);
  s += t`<path d="M313 96H327L332 110Q320 116 308 110Z" fill="${lin(["#F8E3A0", "#A8741C"], 0, 0, 1, 0)}"/><circle cx="320" cy="113" r="3" fill="#7A4E12"/>`;
  s += strand(30, 14, 9, 25, 12, ["y", "o"]) + strand(610, 14, 9, 25, 12, ["o", "y"]);
  s += garland(-10, 12, 30, 12, 0, 10, 14) + garland(610, 12, 650, 12, 0, 10, 14);
  s += "</g>";
  return svg(640, 640, s);
}
// ================================================================ FLOWER BANNER (toran)
function bell(x, y, s) {
  const g = lin(
    [
      [0, "#8A5A14"],
      [0.35, "#F8E3A0"],
      [0.6, "#E2B857"],
      [1, "#8A5A14"],
    ],
    0,
    0,
    1,
    0,
  );
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-2V4" stroke="${C.mar}" stroke-width="2"/><path d="M-3 4H3L4 7C9 9 10 14 11 20H-11C-10 14-9 9-4 7Z" fill="${g}"/><path d="M-12 20H12" stroke="#8A5A14" stroke-width="2" stroke-linecap="round"/><circle cy="23" r="2.6" fill="#7A4E12"/></g>`;
}
function banner(W) {
  begin(W > 1000 ? "bw" : "bn");
  const U = 200,
    n = W / U;
  const ml = mangoLeaf();
  let u = "";
  // hanging mango leaves
  for (let k = 0; k < 5; k++) u += use(ml, 20 + k * 40, 8, k % 2 ? 1.75 : 1.45, k % 2 ? 5 : -7);
  // jasmine string + marigold swag
  const jd = "M4 28Q100 150 196 28";
  u += `<path d="${jd}" stroke="#C9962B" stroke-width="1.2" fill="none" opacity="0.7"/><path d="${jd}" stroke="#D9B98A" stroke-width="8" stroke-dasharray="0 9" stroke-linecap="round" fill="none"/><path d="${jd}" stroke="#FFFDF6" stroke-width="6" stroke-dasharray="0 9" stroke-linecap="round" fill="none"/>`;
  u += garland(0, 26, 200, 26, 108, 16, 13, ["o", "y", "o", "y", "m"]);
  // centre pendant under the swag
  u +=
    t`<path d="M100 140V160" stroke="${C.mar}" stroke-width="1.4"/>` +
    use(marigold("y", 9), 100, 152) +
    use(marigold("o", 7.5), 100, 166) +
    t`<path d="M96 172H104L102 196H98Z" fill="${C.gold}"/><circle cx="100" cy="172" r="3.6" fill="${C.gold2}"/>`;
  // long strand at the left hang point
  const strandL = strand(0, 24, 7, 19, 11, ["y", "o"]) + bell(0, 160, 1.35);
  const unit = sym("unit", u + strandL);
  let s = "";
  for (let i = 0; i < n; i++) s += use(unit, i * U, 0);
  s += t`<g transform="translate(${W} 0)">${strandL}</g>`;
  // top cord with marigold row
  s += t`<rect width="${W}" height="12" fill="${lin([C.mar, C.mar2])}"/><path d="M0 12H${W}" stroke="${C.gold2}" stroke-width="2.4"/><path d="M4 6H${W}" stroke="${C.gold2}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round" opacity="0.8"/>`;
  const row = sym("row", garland(0, 17, U - 20, 17, 0, 20, 11.5, ["o", "y"]));
  for (let i = 0; i < n; i++) s += use(row, i * U + 10, 0);
  s += use(marigold("o", 11.5), W, 17) + use(marigold("o", 11.5), 0, 17);
  return svg(W, 220, s);
}
// ================================================================ SERVICE CARDS (480x360)
const BRASS = () =>
  lin(
    [
      [0, "#7A4E12"],
      [0.25, "#C9962B"],
      [0.45, "#F8E3A0"],
      [0.6, "#E2B857"],
      [0.85, "#A8741C"],
      [1, "#6E4410"],
    ],
    0,
    0,
    1,
    0,
  );
// small bowl with a powder mound (front view), centre of rim at x,y
function bowl(x, y, r, powder, powderHi) {
  return t`<path d="M${x - r} ${y}Q${x - r} ${y + r * 0.75} ${x} ${y + r * 0.75}Q${x + r} ${y + r * 0.75} ${x + r} ${y}Z" fill="${BRASS()}"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.28}" fill="#E2B857"/><path d="M${x - r * 0.85} ${y}Q${x - r * 0.3} ${y - r * 0.75} ${x} ${y - r * 0.8}Q${x + r * 0.3} ${y - r * 0.75} ${x + r * 0.85} ${y}Q${x} ${y + r * 0.2} ${x - r * 0.85} ${y}Z" fill="${powder}"/><path d="M${x - r * 0.4} ${y - r * 0.35}Q${x - r * 0.1} ${y - r * 0.78} ${x + r * 0.1} ${y - r * 0.7}" stroke="${powderHi}" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
}
function smoke(x, y, h, op = 0.5, col = "#FFF7EA") {
  return t`<path d="M${x} ${y}c-8 ${-h * 0.15} 8 ${-h * 0.3} 0 ${-h * 0.45}s-10 ${-h * 0.3} 2 ${-h * 0.55}" stroke="${col}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="${op}"/><path d="M${x + 3} ${y - h * 0.35}c8 ${-h * 0.12} -4 ${-h * 0.28} 6 ${-h * 0.42}" stroke="${col}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="${op * 0.6}"/>`;
}
function archWindow(cx, top, w, bottom, fill, frame, trim) {
  const r = w / 2;
  return t`<path d="M${cx - r - 14} ${bottom}V${top + r}A${r + 14} ${r + 14} 0 0 1 ${cx + r + 14} ${top + r}V${bottom}Z" fill="${frame}"/><path d="M${cx - r} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${bottom}Z" fill="${fill}"/><path d="M${cx - r - 7} ${bottom}V${top + r}A${r + 7} ${r + 7} 0 0 1 ${cx + r + 7} ${top + r}V${bottom}" stroke="${trim}" stroke-width="2.4" fill="none" stroke-dasharray="0 7" stroke-linecap="round"/>`;
}
function servicePuja() {
  begin("sp");
  let s = `<rect width="480" height="360" fill="${lin(["#FFF7EA", "#F6DDB6"])}"/>`;
  s += `<circle cx="240" cy="150" r="220" fill="${rg(["#FFE7A8@0.8", "#FFE7A8@0"])}"/>`;
  s += archWindow(
    240,
    26,
    250,
    250,
    lin([
      [0, "#6B5B95"],
      [0.55, "#E8A0A0"],
      [1, "#F9D28A"],
    ]),
    lin([C.mar, C.mar2]),
    C.gold2,
  );
  s += t`<circle cx="240" cy="210" r="70" fill="${rg(["#FFF3C4", "#FFE7A0@0.6", "#F6B93B@0"])}"/>`;
  s += stars(12, 140, 50, 340, 130, "#FFF7EA", 1.3);
  s +=
    garland(100, 24, 380, 24, 30, 15, 10.5) +
    strand(100, 24, 6, 18, 9, ["y", "o"]) +
    strand(380, 24, 6, 18, 9, ["o", "y"]);
  // table cloth
  s += `<path d="M0 250H480V360H0Z" fill="${lin([C.mar, C.mar2])}"/><path d="M0 256H480" stroke="${C.gold2}" stroke-width="3"/><path d="M0 264H480" stroke="${C.gold}" stroke-width="4" stroke-dasharray="0 12" stroke-linecap="round"/>`;
  // plate
  s += `<ellipse cx="240" cy="298" rx="190" ry="50" fill="#3A0C18" opacity="0.5"/>`;
  s += `<ellipse cx="240" cy="290" rx="186" ry="52" fill="${BRASS()}"/><ellipse cx="240" cy="286" rx="168" ry="42" fill="${lin(["#F3D88E", "#C9962B"])}"/>`;
  s += `<ellipse cx="240" cy="286" rx="177" ry="47" fill="none" stroke="#FFF1C2" stroke-width="3" stroke-dasharray="0 9" stroke-linecap="round" opacity="0.8"/>`;
  s += `<ellipse cx="240" cy="286" rx="110" ry="24" fill="none" stroke="#A8741C" stroke-width="1.2" opacity="0.5"/>`;
  // petals & rice scattered
  let rice = "";
  for (let i = 0; i < 40; i++) {
    const a = rr(0, 360),
      r = rr(0.3, 1);
    const [x, y] = [240 + Math.cos(rad(a)) * 150 * r, 288 + Math.sin(rad(a)) * 34 * r];
    rice += t`M${x} ${y}h1.6`;
  }
  s += `<path d="${rice}" stroke="#FFFDF3" stroke-width="2" stroke-linecap="round"/>`;
  s += bowl(130, 282, 26, "#B8283A", "#E06A6A") + bowl(350, 286, 26, "#F6B93B", "#FFE7A0");
  s +=
    use(marigold("o", 15), 178, 306) +
    use(marigold("y", 13), 200, 318) +
    use(marigold("o", 12), 300, 312) +
    use(marigold("m", 12), 318, 300) +
    use(marigold("y", 11), 84, 300) +
    use(marigold("o", 12), 398, 304);
  // incense
  s +=
    `<path d="M50 0V96" stroke="${C.gold}" stroke-width="2" stroke-dasharray="4 2"/>` +
    bell(50, 96, 2.2) +
    `<path d="M420 286L436 196" stroke="#5A1420" stroke-width="2.2"/><circle cx="436" cy="195" r="2" fill="#F4A340"/>` +
    smoke(437, 192, 120, 0.55);
  // lamp
  s += diya(232, 280, 2.3, { glowR: 52 });
  return svg(480, 360, s);
}
function phone(x, y, w, h, screen) {
  return t`<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="${w * 0.14}" fill="#2A1A2E"/><rect x="${w * 0.06}" y="${w * 0.06}" width="${w * 0.88}" height="${h - w * 0.12}" rx="${w * 0.09}" fill="#0F0A14"/>${screen}<rect x="${w * 0.38}" y="${w * 0.1}" width="${w * 0.24}" height="${w * 0.045}" rx="${w * 0.02}" fill="#2A1A2E"/></g>`;
}
function serviceEpuja() {
  begin("se");
  let s = `<rect width="480" height="360" fill="${lin(["#FBEBD0", "#F3D3A6"])}"/>`;
  s += `<circle cx="180" cy="130" r="240" fill="${rg(["#FFF7EA", "#FFF7EA@0"])}"/>`;
  // window with dusk and temple far away
  s += `<rect x="340" y="22" width="110" height="116" rx="55" fill="${lin([
    [0, "#2E3A6B"],
    [0.5, "#6B5B95"],
    [1, "#F4A340"],
  ])}"/>`;
  s += `<path d="M340 124Q370 112 400 120T450 116V138H340Z" fill="#3E1428" opacity="0.6"/>`;
  s +=
    gopuram(372, 138, 30, 70, { fill: "#3E1428", dark: "#2A0C18", trim: "#F6B93B", tiers: 4, trimOp: 0.4 }) +
    palm(430, 138, 60, -8, "#3E1428", 7, 0.45);
  s += stars(8, 350, 40, 440, 90, "#FFF7EA", 1.2);
  s += `<rect x="340" y="22" width="110" height="116" rx="55" fill="none" stroke="${C.sand}" stroke-width="9"/><path d="M395 22V138M340 86H450" stroke="${C.sand}" stroke-width="4"/>`;
  // desk
  s += `<path d="M0 268H480V360H0Z" fill="${lin(["#B7713A", "#7A3F1E"])}"/><path d="M0 268H480" stroke="#D8955A" stroke-width="3"/>`;
  // laptop
  const scr = (x, y, w, h) => {
    let g = t`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin([
      [0, "#5A1420"],
      [1, "#2A0A14"],
    ])}"/>`;
    g += t`<circle cx="${x + w / 2}" cy="${y + h * 0.55}" r="${h * 0.55}" fill="${rg(["#FFE7A0@0.9", "#F4A340@0.3", "#F4A340@0"])}"/>`;
    g += t`<path d="M${x + w * 0.22} ${y + h}V${y + h * 0.45}A${w * 0.28} ${w * 0.28} 0 0 1 ${x + w * 0.78} ${y + h * 0.45}V${y + h}" stroke="${C.gold2}" stroke-width="5" fill="none"/>`;
    return g;
  };
  s += `<path d="M70 90Q70 80 80 80H300Q310 80 310 90V240H70Z" fill="#2A1A2E"/>`;
  s += scr(80, 90, 220, 142);
  // puja inside the laptop screen: kalash & lamps
  s += kalash(190, 212, 0.62) + diya(128, 214, 0.9, { glowR: 30 }) + diya(246, 214, 0.9, { glowR: 30 });
  s +=
    use(marigold("o", 7), 96, 226) +
    use(marigold("y", 7), 110, 230) +
    use(marigold("y", 7), 272, 228) +
    use(marigold("o", 7), 286, 224);
  // video ui: live dot + progress
  s += `<rect x="88" y="98" width="34" height="12" rx="6" fill="#B8283A"/><circle cx="96" cy="104" r="2.6" fill="#FFF7EA"/><path d="M101 104H116" stroke="#FFF7EA" stroke-width="2" stroke-linecap="round" opacity="0.8"/>`;
  s += `<path d="M92 226H288" stroke="#FFF7EA" stroke-width="2.4" opacity="0.3"/><path d="M92 226H210" stroke="${C.saf2}" stroke-width="2.4"/><circle cx="210" cy="226" r="4" fill="#FFF7EA"/>`;
  s += `<path d="M48 240H332L350 262Q350 268 342 268H38Q30 268 30 262Z" fill="${lin(["#D9D2DE", "#9C92A8"])}"/><path d="M160 246H220" stroke="#7C7288" stroke-width="3" stroke-linecap="round"/>`;
  // phone standing in front with a lamp on screen
  const ps = t`<rect x="6" y="12" width="76" height="134" rx="7" fill="${lin([
    [0, "#6B5B95"],
    [0.6, "#B0648A"],
    [1, "#F4A340"],
  ])}"/><circle cx="44" cy="92" r="36" fill="${rg(["#FFF3C4@0.9", "#F6B93B@0"])}"/><path d="M44 120l-7 -3v6z" fill="#FFF7EA" opacity="0"/>`;
  s += `<path d="M296 296L318 250L360 250L346 296Z" fill="#3A0C18" opacity="0.35"/>`;
  s += phone(
    330,
    148,
    88,
    156,
    ps +
      diya(42, 112, 1.1, { glowR: 26 }) +
      t`<path d="M14 134H74" stroke="#FFF7EA" stroke-width="2" opacity="0.5"/><circle cx="20" cy="24" r="4" fill="#B8283A"/>`,
  );
  // real lamp beside
  s += diya(440, 290, 1.3, { glowR: 40 }) + use(marigold("o", 11), 300, 292) + use(marigold("y", 10), 284, 300);
  return svg(480, 360, s);
}
// kalash with coconut and mango leaves; x = centre, y = base
function kalash(x, y, s, o = {}) {
  return use(sym("kal" + (o.body || ""), kalashBody(o)), x, y, s);
}
function kalashBody(o = {}) {
  const body = o.body || BRASS();
  let g = "";
  // leaves
  const ml = mangoLeaf();
  for (const [a, k] of [
    [-120, 1.3],
    [-60, 1.3],
    [-150, 1.1],
    [-30, 1.1],
    [-95, 1.2],
    [-85, 1.2],
  ])
    g += use(ml, 0, -112, k, a - 90 + (a < -90 ? 0 : 0));
  g += `<path d="M-36 -4Q-62 -40 -40 -78Q-28 -96 -20 -98H20Q28 -96 40 -78Q62 -40 36 -4Z" fill="${body}"/>`;
  g += `<path d="M-22 -98Q-30 -108 -20 -114H20Q30 -108 22 -98Z" fill="${body}"/><ellipse cy="-114" rx="24" ry="5" fill="#F3D88E"/>`;
  g += `<path d="M-50 -56Q0 -40 50 -56" stroke="${C.mar}" stroke-width="6" fill="none"/><path d="M-50 -56Q0 -40 50 -56" stroke="${C.gold2}" stroke-width="2.6" fill="none" stroke-dasharray="0 6" stroke-linecap="round"/>`;
  g += `<path d="M-6 -62L0 -76L6 -62L0 -50Z" fill="#B8283A"/>`;
  g += `<path d="M-30 -4H30L26 4H-26Z" fill="#8A5A14"/>`;
  // coconut
  g += `<path d="M-20 -116Q-22 -150 0 -156Q22 -150 20 -116Z" fill="${lin(["#9B6A3A", "#5E3A1C"], 0, 0, 1, 0)}"/><path d="M-2 -156Q0 -168 6 -170" stroke="#7A5230" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  g += `<path d="M-22 -118Q0 -110 22 -118L20 -124Q0 -117 -20 -124Z" fill="${C.mar}"/>`;
  return g;
}
function serviceHavana() {
  begin("sh");
  let s = `<rect width="480" height="360" fill="${lin([
    [0, "#3A0C18"],
    [0.6, "#7A1F2B"],
    [1, "#A8481E"],
  ])}"/>`;
  s += `<circle cx="230" cy="210" r="260" fill="${rg([
    [0, "#FFD98A@0.85"],
    [0.35, "#F4A340@0.45"],
    [1, "#E8871E@0"],
  ])}"/>`;
  s += rays(230, 200, 90, 300, 28, "#FFE7A8", 0.08, 0.35);
  // smoke
  s += smoke(200, 100, 100, 0.3) + smoke(262, 90, 90, 0.25);
  // floor
  s += `<path d="M0 290H480V360H0Z" fill="${lin(["#5A1420", "#3A0C18"])}"/>`;
  // fire
  s += fireStack(230, 246, 150, 190);
  // havan kund (stepped copper/brick square, 3/4 view)
  const cu = lin(
    [
      [0, "#8E3A16"],
      [0.5, "#C8652A"],
      [1, "#7A2E12"],
    ],
    0,
    0,
    1,
    0,
  );
  // Unused, but it adds a gradient: dropping it would renumber the ids in the committed artwork.
  lin([
    [0, "#B5541C"],
    [1, "#E08A48"],
  ]);
  s += `<ellipse cx="230" cy="322" rx="150" ry="14" fill="#1E0508" opacity="0.5"/>`;
  for (let k = 0; k < 3; k++) {
    const y = 246 + k * 24,
      w = 130 - k * 26,
      h = 24;
    s += t`<path d="M${230 - w} ${y}H${230 + w}L${230 + w - 8} ${y + h}H${230 - w + 8}Z" fill="${cu}"/><path d="M${230 - w} ${y}H${230 + w}" stroke="#F4A340" stroke-width="2.5"/>`;
  }
  s += `<path d="M120 270H340" stroke="#FFD98A" stroke-width="3" stroke-dasharray="0 14" stroke-linecap="round" opacity="0.6"/>`;
  // wooden ladle (sruva) pouring ghee
  s += `<path d="M476 74L366 166" stroke="#5E3418" stroke-width="10" stroke-linecap="round"/><path d="M476 74L366 166" stroke="#A8703C" stroke-width="4" stroke-linecap="round"/>`;
  s += `<path d="M344 160Q338 188 360 192Q382 190 380 166Q362 154 344 160Z" fill="#8A5226"/><ellipse cx="362" cy="162" rx="18" ry="6.5" fill="#F6C65A"/>`;
  s += `<path d="M346 170Q336 196 334 240" stroke="#FFF3C4" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M346 170Q336 196 334 240" stroke="#F6C65A" stroke-width="1.6" fill="none"/>`;
  // offerings bowls & samidha sticks
  s += bowl(70, 300, 30, "#F3E3C6", "#FFFDF6") + bowl(400, 304, 28, "#B8283A", "#E06A6A");
  s += `<path d="M396 334L470 322M400 340L472 332M392 328L466 312" stroke="#8A5226" stroke-width="5" stroke-linecap="round"/>`;
  s += use(marigold("o", 12), 30, 330) + use(marigold("y", 11), 118, 334) + use(marigold("o", 10), 356, 336);
  // sparks
  let sp = "";
  for (let i = 0; i < 22; i++) {
    const a = rr(-150, -30),
      r = rr(70, 190);
    const [x, y] = pol(230, 200, r, a);
    sp += t`M${x} ${y}h0`;
  }
  s += `<path d="${sp}" stroke="#FFE7A0" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
  return svg(480, 360, s);
}
// layered fire: base centre x,y ; width w; height h
function fireStack(x, y, w, h) {
  const o = lin(
    [
      [0, "#C8401A"],
      [0.4, "#E8871E"],
      [1, "#F6B93B@0.7"],
    ],
    0,
    1,
    0,
    0,
  );
  const m = lin(
    [
      [0, "#F4A340"],
      [1, "#FFE08A"],
    ],
    0,
    1,
    0,
    0,
  );
  const c = lin(
    [
      [0, "#FFE7A0"],
      [1, "#FFFDF3"],
    ],
    0,
    1,
    0,
    0,
  );
  const tongue = (bx, hh, ww, lean, fill) =>
    t`<path d="M${bx - ww} ${y}C${bx - ww} ${y - hh * 0.45} ${bx + lean * 0.3 - ww * 0.2} ${y - hh * 0.7} ${bx + lean} ${y - hh}C${bx + lean * 0.4 + ww * 0.5} ${y - hh * 0.66} ${bx + ww} ${y - hh * 0.45} ${bx + ww} ${y}Z" fill="${fill}"/>`;
  let s = t`<ellipse cx="${x}" cy="${y - h * 0.3}" rx="${w * 0.9}" ry="${h * 0.7}" fill="${rg(["#FFE7A0@0.6", "#F4A340@0"])}"/>`;
  s += tongue(x - w * 0.45, h * 0.55, w * 0.2, -w * 0.12, o) + tongue(x + w * 0.42, h * 0.6, w * 0.22, w * 0.14, o);
  s += tongue(x - w * 0.18, h * 0.85, w * 0.28, -w * 0.08, o) + tongue(x + w * 0.15, h, w * 0.3, w * 0.05, o);
  s +=
    tongue(x - w * 0.22, h * 0.55, w * 0.18, -w * 0.05, m) +
    tongue(x + w * 0.12, h * 0.72, w * 0.22, w * 0.04, m) +
    tongue(x + w * 0.38, h * 0.4, w * 0.13, w * 0.06, m);
  s += tongue(x - w * 0.05, h * 0.42, w * 0.2, 0, c);
  return s;
}
function serviceAstrology() {
  begin("sa");
  let s = `<rect width="480" height="360" fill="${lin([
    [0, "#1E2650"],
    [0.6, "#2E3A6B"],
    [1, "#6B5B95"],
  ])}"/>`;
  s += stars(60, 0, 0, 480, 360, "#FFF7EA", 1.5);
  s +=
    sparkle(60, 60, 7, "#F6E3A8") +
    sparkle(420, 300, 6, "#F6E3A8") +
    sparkle(440, 70, 4, "#FFF7EA", 0.8) +
    sparkle(40, 300, 5, "#FFF7EA", 0.8);
  // zodiac ring
  s += `<circle cx="240" cy="180" r="165" fill="${rg(["#6B5B95@0.5", "#6B5B95@0"])}"/>`;
  s += `<circle cx="240" cy="180" r="158" fill="none" stroke="${C.gold2}" stroke-width="1.2" opacity="0.5"/><circle cx="240" cy="180" r="146" fill="none" stroke="${C.gold2}" stroke-width="1.2" opacity="0.5"/>`;
  s += rays(240, 180, 146, 158, 12, C.gold2, 0.25, 0.02);
  let zd = "";
  for (let i = 0; i < 12; i++) {
    const [x, y] = pol(240, 180, 152, i * 30 + 15);
    zd += t`M${x} ${y}h0`;
  }
  s += `<path d="${zd}" stroke="${C.gold2}" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`;
  // chart paper
  const X = 130,
    Y = 70,
    S = 220;
  s += t`<rect x="${X + 6}" y="${Y + 8}" width="${S}" height="${S}" rx="6" fill="#0E1430" opacity="0.5"/>`;
  s += t`<rect x="${X}" y="${Y}" width="${S}" height="${S}" rx="6" fill="${lin(["#FFF7EA", "#F1D9B0"])}"/>`;
  s += t`<rect x="${X + 8}" y="${Y + 8}" width="${S - 16}" height="${S - 16}" fill="none" stroke="${C.mar}" stroke-width="3"/>`;
  const a = X + 8,
    b = Y + 8,
    L = S - 16,
    m = L / 2;
  s += t`<path d="M${a} ${b}L${a + L} ${b + L}M${a + L} ${b}L${a} ${b + L}M${a + m} ${b}L${a + L} ${b + m}L${a + m} ${b + L}L${a} ${b + m}Z" stroke="${C.mar}" stroke-width="2.2" fill="none"/>`;
  s += t`<rect x="${X + 3}" y="${Y + 3}" width="${S - 6}" height="${S - 6}" rx="4" fill="none" stroke="${C.gold}" stroke-width="1.2"/>`;
  // planets in houses
  const planet = (x, y, r, c1, c2, ring) =>
    t`<circle cx="${x}" cy="${y}" r="${r}" fill="${rg([c1, c2], 0.35, 0.35, 0.7)}"/>` +
    (ring
      ? t`<ellipse cx="${x}" cy="${y}" rx="${r * 1.8}" ry="${r * 0.5}" fill="none" stroke="${C.gold}" stroke-width="1.6" transform="rotate(-18 ${x} ${y})"/>`
      : "");
  const cx = a + m,
    cy = b + m;
  s +=
    planet(cx, cy - 52, 9, "#FFE7A0", "#E8871E") +
    planet(cx + 52, cy, 7, "#F4B37A", "#B8283A") +
    planet(cx, cy + 52, 7, "#F8E3A0", "#C9962B", true);
  s +=
    planet(cx - 52, cy, 6.5, "#B7D6B0", "#3E7B4F") +
    planet(a + 28, b + 52, 6, "#E5DFF2", "#6B5B95") +
    planet(a + L - 26, b + L - 50, 6, "#FFF7EA", "#E9CFA8") +
    planet(a + 54, b + L - 22, 5.5, "#C9C2DE", "#2E3A6B") +
    planet(a + L - 52, b + 24, 5.5, "#F6D27A", "#A8741C");
  s += t`<path d="M${cx - 6} ${cy - 6}h12v12h-12z" fill="${C.saf}" transform="rotate(45 ${cx} ${cy})"/>`;
  // moon & sun
  s += `<path d="M408 108A34 34 0 1 1 380 52A27 27 0 1 0 408 108Z" fill="${lin(["#FFF7EA", "#F6D27A"])}"/>`;
  s += `<circle cx="70" cy="280" r="40" fill="${rg(["#FFE7A0@0.8", "#F4A340@0"])}"/><circle cx="70" cy="280" r="20" fill="${rg(["#FFF3C4", "#F6B93B", "#E8871E"])}"/>`;
  s += rays(70, 280, 24, 36, 12, "#F6B93B", 0.8, 0.25);
  // cowrie shells & a lamp
  s += diya(420, 318, 1.1, { glowR: 34 });
  return svg(480, 360, s);
}
// ================================================================ HOW-IT-WORKS ICONS (128x128)
function badge() {
  return `<circle cx="64" cy="64" r="62" fill="${rg(
    [
      [0, "#FFFDF6"],
      [0.7, "#FBEBD0"],
      [1, "#F3D6A8"],
    ],
    0.45,
    0.4,
    0.65,
  )}"/><circle cx="64" cy="64" r="58" fill="none" stroke="${C.gold}" stroke-width="1.6" stroke-dasharray="0 6" stroke-linecap="round" opacity="0.8"/>`;
}
function hand(x, y, rot, s = 1) {
  const skin = lin(["#E9B384", "#C98A5A"]);
  let g = t`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${skin}">`;
  g += `<rect x="-5" y="0" width="10" height="38" rx="5"/><rect x="3" y="24" width="10" height="18" rx="5"/><rect x="11" y="26" width="10" height="18" rx="5"/><rect x="19" y="29" width="9" height="16" rx="4.5"/>`;
  g += `<rect x="-8" y="32" width="35" height="26" rx="9"/><rect x="-20" y="32" width="10" height="22" rx="5" transform="rotate(-38 -10 46)"/>`;
  g += `<path d="M11 30V40M19 32V42" stroke="#A86A3E" stroke-width="1.4" stroke-linecap="round"/>`;
  g += `<rect x="-11" y="55" width="41" height="14" rx="3" fill="${C.saf}"/><path d="M-11 59H30" stroke="${C.gold2}" stroke-width="2"/>`;
  return g + "</g>";
}
function stepSelect() {
  begin("i1");
  let s = badge();
  // cards behind
  s += `<rect x="30" y="24" width="52" height="66" rx="7" fill="${C.sand}" transform="rotate(-10 56 57)"/>`;
  s += `<rect x="40" y="20" width="52" height="68" rx="7" fill="#FFFDF6" stroke="${C.mar}" stroke-width="3"/>`;
  s += `<rect x="46" y="26" width="40" height="34" rx="4" fill="${lin([
    [0, "#7A1F2B"],
    [1, "#B5541C"],
  ])}"/>`;
  s += `<circle cx="66" cy="46" r="15" fill="${rg(["#FFE7A0", "#F6B93B@0"])}"/>`;
  s += diya(62, 52, 0.62, { glow: false });
  s += `<path d="M48 68H84M48 77H74" stroke="${C.gold}" stroke-width="3.4" stroke-linecap="round"/>`;
  s += `<g clip-path="url(#${clip("c", '<circle cx="64" cy="64" r="62"/>')})">${hand(80, 64, -30, 0.9)}</g>`;
  return svg(128, 128, s);
}
function stepWhatsapp() {
  begin("i2");
  let s = badge();
  s += `<rect x="34" y="20" width="46" height="88" rx="9" fill="${C.mar}"/><rect x="38" y="28" width="38" height="70" rx="4" fill="${lin(["#FFF7EA", "#FBEBD0"])}"/><circle cx="57" cy="103" r="2.6" fill="${C.gold2}"/><rect x="50" y="23" width="14" height="2.4" rx="1.2" fill="${C.gold2}"/>`;
  s += `<rect x="42" y="36" width="22" height="10" rx="5" fill="${C.sand}"/><rect x="50" y="52" width="22" height="10" rx="5" fill="${C.saf2}" opacity="0.8"/><rect x="42" y="68" width="18" height="10" rx="5" fill="${C.sand}"/>`;
  // big chat bubble
  s += `<path d="M66 30H100Q110 30 110 40V58Q110 68 100 68H84L74 78L76 68H66Q56 68 56 58V40Q56 30 66 30Z" fill="${lin([C.saf2, C.saf])}" stroke="#FFF7EA" stroke-width="3"/>`;
  s += `<path d="M71 49H71.1M83 49H83.1M95 49H95.1" stroke="#FFF7EA" stroke-width="6.5" stroke-linecap="round"/>`;
  // telephone handset mark
  s += `<circle cx="36" cy="92" r="15" fill="${lin([C.gold2, C.gold])}" stroke="#FFF7EA" stroke-width="3"/><path d="M30 86Q29 92 34 97Q39 101 44 99L43 95L39 94L37 96Q34 94 33 90L35 89L34 85Z" fill="${C.mar}"/>`;
  return svg(128, 128, s);
}
function stepConfirm() {
  begin("i3");
  let s = badge();
  const pg = lin(
    [
      [0, C.saf],
      [1, "#FBD9A8"],
    ],
    0,
    1,
    0,
    0,
  );
  s +=
    petalRing(
      64,
      106,
      0.42,
      [-62, 62],
      70,
      22,
      lin(
        [
          [0, C.mar],
          [1, "#B44A4E"],
        ],
        0,
        1,
        0,
        0,
      ),
      C.gold,
    ) + petalRing(64, 106, 0.42, [-30, 30], 82, 24, pg, C.gold);
  s += `<path d="${scallop(33, 20, 0.09)}" transform="translate(64 56)" fill="${lin([C.gold2, C.gold])}"/>`;
  s += `<circle cx="64" cy="56" r="27" fill="${lin(["#5E9B5E", "#3E7B4F"])}" stroke="#FFF7EA" stroke-width="3"/>`;
  s += `<path d="M50 57L60 67L79 46" stroke="#FFF7EA" stroke-width="7.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  s += petalRing(64, 108, 0.42, [0], 60, 22, pg, C.gold);
  return svg(128, 128, s);
}
function stepUpdates() {
  begin("i4");
  let s = badge();
  // envelope
  s += `<rect x="20" y="58" width="60" height="42" rx="5" fill="#FFFDF6" stroke="${C.mar}" stroke-width="3"/><path d="M22 61L50 82L78 61" stroke="${C.mar}" stroke-width="3" fill="none" stroke-linejoin="round"/><path d="M22 98L42 78M78 98L58 78" stroke="${C.mar}" stroke-width="2" opacity="0.5"/>`;
  // message bubble
  s += `<path d="M28 22H62Q70 22 70 30V42Q70 50 62 50H44L36 57L37 50H28Q20 50 20 42V30Q20 22 28 22Z" fill="${lin([C.saf2, C.saf])}"/><path d="M30 32H60M30 41H50" stroke="#FFF7EA" stroke-width="3.4" stroke-linecap="round"/>`;
  // bell
  const bg = lin(
    [
      [0, "#A8741C"],
      [0.4, "#F8E3A0"],
      [0.7, "#E2B857"],
      [1, "#8A5A14"],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<path d="M92 40Q79 42 78 60V74L72 82H112L106 74V60Q105 42 92 40Z" fill="${bg}" stroke="#8A5A14" stroke-width="1.5"/><circle cx="92" cy="38" r="3.5" fill="#8A5A14"/><path d="M85 85Q92 94 99 85Z" fill="#8A5A14"/>`;
  s += `<circle cx="106" cy="40" r="9" fill="${C.mar}" stroke="#FFF7EA" stroke-width="2.5"/><circle cx="106" cy="40" r="3" fill="#FFF7EA"/>`;
  s += `<path d="M70 52Q66 60 68 68M114 52Q118 60 116 68" stroke="${C.saf}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  return svg(128, 128, s);
}
// ================================================================ PRIEST PORTRAIT (600x750)
function priest() {
  begin("pr");
  const skin = lin(
    [
      [0, "#C98C5C"],
      [0.5, "#B97A4E"],
      [1, "#9A5F38"],
    ],
    0,
    0,
    1,
    0,
  );
  const skinV = lin([
    [0, "#C68A5A"],
    [1, "#A86A40"],
  ]);
  const cloth = lin(
    [
      [0, "#FFFDF6"],
      [0.7, "#F6EEDF"],
      [1, "#E6D8BF"],
    ],
    0,
    0,
    1,
    0,
  );
  let s = `<rect width="600" height="750" fill="${lin(["#F6DDB6", "#E9CFA8"])}"/>`;
  // wall pattern (faint diamonds)
  s += `<rect width="600" height="750" fill="url(#${pattern("dm", 60, 60, `<path d="M30 24l6 6-6 6-6-6zM0 -6l6 6-6 6-6-6zM60 -6l6 6-6 6-6-6zM0 54l6 6-6 6-6-6zM60 54l6 6-6 6-6-6z" fill="${C.gold}" opacity="0.2"/>`)})"/>`;
  // arch opening with sky, courtyard and gopuram
  const AX = 300,
    AW = 210,
    AT = 70;
  const arch = t`M${AX - AW} 750V${AT + AW}A${AW} ${AW} 0 0 1 ${AX + AW} ${AT + AW}V750Z`;
  s += t`<path d="M${AX - AW - 26} 750V${AT + AW}A${AW + 26} ${AW + 26} 0 0 1 ${AX + AW + 26} ${AT + AW}V750Z" fill="${lin([C.mar, C.mar2])}"/>`;
  s += `<path d="${arch}" fill="${lin([
    [0, "#F6C88A"],
    [0.5, "#FBE3B0"],
    [1, "#FFF3D6"],
  ])}"/>`;
  const ac = clip("a", `<path d="${arch}"/>`);
  s += `<g clip-path="url(#${ac})">`;
  s += rays(300, 250, 60, 420, 32, "#FFFFFF", 0.25, 0.3);
  s += gopuram(140, 470, 70, 150, {
    fill: "#D9A878",
    dark: "#B88056",
    trim: "#F6DFB5",
    tiers: 5,
    trimOp: 0.7,
    finial: C.gold,
  });
  s += gopuram(470, 480, 60, 130, {
    fill: "#D9A878",
    dark: "#B88056",
    trim: "#F6DFB5",
    tiers: 5,
    trimOp: 0.7,
    finial: C.gold,
  });
  s += `<path d="M60 470H540V750H60Z" fill="${lin(["#E9C79A", "#D6AC78"])}"/>`;
  s += palm(520, 480, 150, -20, "#B98F5E", 7, 0.45) + palm(78, 480, 130, 16, "#B98F5E", 7, 0.45);
  s += "</g>";
  s += t`<path d="M${AX - AW - 13} 750V${AT + AW}A${AW + 13} ${AW + 13} 0 0 1 ${AX + AW + 13} ${AT + AW}V750" stroke="${C.gold2}" stroke-width="3" fill="none" stroke-dasharray="0 9" stroke-linecap="round"/>`;
  s += `<path d="${arch}" stroke="${C.gold}" stroke-width="3" fill="none"/>`;
  // halo
  s += `<circle cx="300" cy="240" r="190" fill="${rg([
    [0, "#FFFDF3"],
    [0.35, "#FFF3C4@0.9"],
    [0.7, "#F6B93B@0.25"],
    [1, "#F6B93B@0"],
  ])}"/>`;
  s += `<circle cx="300" cy="240" r="128" fill="none" stroke="${C.gold2}" stroke-width="2" opacity="0.7"/><circle cx="300" cy="240" r="138" fill="none" stroke="${C.gold2}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round" opacity="0.7"/>`;
  // garlands hanging at the arch sides
  s += strand(64, 0, 10, 26, 13, ["o", "y"]) + strand(536, 0, 10, 26, 13, ["y", "o"]);
  // ---- figure
  // kudumi (tuft) behind the head
  s += `<ellipse cx="352" cy="176" rx="20" ry="16" fill="#2A1C18"/>`;
  // neck
  s += `<path d="M268 290V340Q268 356 250 364H350Q332 356 332 340V290Z" fill="${skinV}"/><path d="M268 316Q300 344 332 316V300H268Z" fill="#8E5533" opacity="0.4"/>`;
  // torso (bare chest)
  s += `<path d="M300 352C230 352 170 372 150 420L140 750H460L450 420C430 372 370 352 300 352Z" fill="${skin}"/>`;
  s += `<path d="M262 440Q282 452 300 446Q318 452 338 440" stroke="#8E5533" stroke-width="2.2" fill="none" opacity="0.5"/>`;
  // sacred thread
  s += `<path d="M338 362Q300 470 236 660" stroke="#FFF7EA" stroke-width="2.4" fill="none"/><path d="M343 364Q306 474 242 664" stroke="#F3E3C6" stroke-width="1.6" fill="none"/>`;
  // rudraksha mala + pendant
  s += `<path d="M268 362Q276 470 300 488Q324 470 332 362" stroke="#5E3A1C" stroke-width="7" stroke-dasharray="0 8.4" stroke-linecap="round" fill="none"/>`;
  s += `<circle cx="300" cy="496" r="9" fill="${lin([C.gold2, C.gold])}" stroke="#8A5A14" stroke-width="1.5"/><circle cx="300" cy="496" r="3.5" fill="#B8283A"/>`;
  // shawl (angavastram) over both shoulders, open at front
  const shawl =
    "M300 346C214 346 150 370 124 430C108 480 104 600 100 750H250L244 650C238 560 226 470 250 372C262 356 280 350 300 350C320 350 338 356 350 372C374 470 362 560 356 650L350 750H500C496 600 492 480 476 430C450 370 386 346 300 346Z";
  s += `<path d="${shawl}" fill="${cloth}"/>`;
  s += `<path d="M150 470C160 560 170 640 176 750M450 470C440 560 430 640 424 750M128 520C134 600 132 680 128 750M472 520C466 600 468 680 472 750" stroke="#D8C7A8" stroke-width="2.2" fill="none" opacity="0.7"/>`;
  // shawl front borders (gold with maroon line)
  const bl = "M252 372C226 470 238 560 244 650L250 750",
    br = "M348 372C374 470 362 560 356 650L350 750";

  // dhoti waist (white with gold border) visible in the opening
  s += `<path d="M238 656Q300 670 362 656L360 750H240Z" fill="${lin(["#FFFDF6", "#EFE4D0"])}"/><path d="M238 660Q300 674 362 660" stroke="${C.gold}" stroke-width="8" fill="none"/><path d="M238 660Q300 674 362 660" stroke="${C.mar}" stroke-width="2" fill="none"/>`;
  // arms under the shawl: fold lines
  s += `<path d="M170 420C176 480 190 540 236 578M430 420C424 480 410 540 364 578" stroke="#D8C7A8" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  // forearms emerging from the opening
  s += `<path d="M226 566C248 568 266 580 284 600L270 626C254 614 238 606 222 604Z" fill="${skinV}"/><path d="M374 566C352 568 334 580 316 600L330 626C346 614 362 606 378 604Z" fill="${skinV}"/>`;
  s += `<path d="M264 590L254 612M336 590L346 612" stroke="${C.gold2}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="${bl}M${br.slice(1)}" stroke="${C.gold}" stroke-width="15" fill="none"/><path d="${bl}M${br.slice(1)}" stroke="${C.gold2}" stroke-width="9" fill="none"/>`;
  s += `<path d="${bl}M${br.slice(1)}" stroke="${C.mar}" stroke-width="3.6" fill="none" stroke-dasharray="7 5"/>`;
  // lamp glow + cupped hands + lamp
  s += `<circle cx="300" cy="560" r="110" fill="${rg(["#FFF3C4@0.75", "#F6B93B@0.2", "#F6B93B@0"])}"/>`;
  s += `<path d="M258 596Q254 640 300 646Q346 640 342 596Q322 608 300 608Q278 608 258 596Z" fill="${lin(["#C98C5C", "#A86A40"])}"/>`;
  s += `<path d="M276 610Q278 630 290 640M300 612V645M324 610Q322 630 310 640" stroke="#8E5533" stroke-width="1.6" fill="none" opacity="0.6"/>`;
  s += `<path d="M258 596Q262 586 272 588Q276 596 270 604ZM342 596Q338 586 328 588Q324 596 330 604Z" fill="#C98C5C"/>`;
  s += `<g transform="translate(300 596) scale(1.05)"><path d="M-30 0C-28 12 -14 18 0 18C14 18 28 12 30 0Z" fill="${BRASS()}"/><ellipse rx="31" ry="6" fill="#F3D88E"/><ellipse cy="1" rx="25" ry="3.6" fill="#7A4A18"/></g>`;
  s += bigFlame(300, 594, 64, 14);
  // ---- head
  s += `<ellipse cx="238" cy="238" rx="11" ry="19" fill="#A86A40"/><ellipse cx="362" cy="238" rx="11" ry="19" fill="#A86A40"/>`;
  s += `<circle cx="237" cy="259" r="5" fill="#B8283A" stroke="${C.gold2}" stroke-width="2"/><circle cx="363" cy="259" r="5" fill="#B8283A" stroke="${C.gold2}" stroke-width="2"/>`;
  s += `<path d="M242 226C238 168 262 146 300 146C338 146 362 168 358 226C356 278 332 314 300 316C268 314 244 278 242 226Z" fill="${skin}"/>`;
  // shaved crown shading + hairline at sides
  s += `<path d="M244 214C244 170 266 150 300 150C334 150 356 170 356 214C350 184 330 168 300 168C270 168 250 184 244 214Z" fill="#7A4A2E" opacity="0.35"/>`;
  s += `<path d="M243 226Q243 214 247 208L250 238Q245 236 243 226ZM357 226Q357 214 353 208L350 238Q355 236 357 226Z" fill="#3A2418" opacity="0.55"/>`;
  // vibhuti (three lines) and kumkum dot
  s += `<path d="M266 186Q300 180 334 186M264 196Q300 190 336 196M266 206Q300 200 334 206" stroke="#FFFDF6" stroke-width="4.6" stroke-linecap="round" fill="none" opacity="0.92"/>`;
  s += `<circle cx="300" cy="196" r="5.5" fill="#B8283A"/>`;
  // brows, closed eyes, nose, mouth
  s += `<path d="M260 222Q273 214 288 220M312 220Q327 214 340 222" stroke="#3A2418" stroke-width="3.4" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M264 240Q275 247 287 240M313 240Q325 247 336 240" stroke="#3A2418" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M300 226Q298 250 292 266Q300 272 308 266" stroke="#7E4A2A" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M284 286Q300 296 316 286" stroke="#6E3A24" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M290 293Q300 298 310 293" stroke="#8E5533" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.5"/>`;
  s += `<ellipse cx="268" cy="262" rx="12" ry="7" fill="#D98A6A" opacity="0.25"/><ellipse cx="332" cy="262" rx="12" ry="7" fill="#D98A6A" opacity="0.25"/>`;
  // soft light on face from lamp
  s += `<path d="M262 300Q300 330 338 300Q320 318 300 318Q280 318 262 300Z" fill="#FFD98A" opacity="0.25"/>`;
  return svg(600, 750, s);
}
// ================================================================ PRIEST PAGE BLOCKS (600x400)
// tall brass standing lamp (kuthuvilakku); x centre, y base, height h
function standLamp(x, y, h) {
  return use(sym("slamp", standLampBody()), x, y, h / 100);
}
function standLampBody() {
  const g = BRASS();
  let s = "";
  s += `<circle cy="-88" r="34" fill="${rg(["#FFF3C4@0.7", "#F6B93B@0"])}"/>`;
  s += `<path d="M-20 0Q-20 -8 -6 -10H6Q20 -8 20 0Z" fill="${g}"/><path d="M-2.6 -10V-76H2.6V-10Z" fill="${g}"/>`;
  s += `<ellipse cy="-30" rx="6" ry="3" fill="#C9962B"/><ellipse cy="-52" rx="5" ry="2.6" fill="#C9962B"/>`;
  s += `<path d="M-22 -78Q0 -68 22 -78L18 -82H-18Z" fill="${g}"/><path d="M-3 -82V-96L0 -101L3 -96V-82Z" fill="${g}"/>`;
  s += flame(-18, -82, 0.36) + flame(18, -82, 0.36) + flame(-9, -83, 0.36) + flame(9, -83, 0.36);
  return s;
}
// palm-leaf manuscript bundle; x,y top-left, length L
function manuscript(x, y, L, n = 5, rot = 0) {
  let s = t`<g transform="translate(${x} ${y}) rotate(${rot})">`;
  s += t`<rect y="0" width="${L}" height="6" rx="3" fill="#7A3F1E"/>`;
  for (let i = 0; i < n; i++)
    s += t`<rect x="${1 + (i % 2)}" y="${6 + i * 3}" width="${L - 2}" height="3.2" rx="1.6" fill="${i % 2 ? "#E9CFA8" : "#F3DDB6"}"/>`;
  s += t`<rect y="${6 + n * 3}" width="${L}" height="6" rx="3" fill="#5E2A12"/>`;
  s += t`<path d="M${L * 0.3} -2V${14 + n * 3}M${L * 0.7} -2V${14 + n * 3}" stroke="${C.mar}" stroke-width="1.6"/>`;
  return s + "</g>";
}
// seated person from behind: x centre, y = base, s scale, colours
function seated(x, y, s, cloth, hair = "#2A1C18", skinC = "#A86A40") {
  const id = sym(
    "seat" + hair,
    `<path d="M-22 0C-22 -22 -16 -34 0 -36C16 -34 22 -22 22 0Z" fill="currentColor"/><path d="M-6 -34V-40H6V-34Z" fill="${skinC}"/><circle cy="-48" r="10" fill="${hair}"/>`,
  );
  return use(id, x, y, s, 0, ` color="${cloth}"`);
}
function banana(x, y, h, col = C.leaf, col2 = C.leaf2) {
  let s = t`<path d="M${x - 4} ${y}L${x - 3} ${y - h * 0.6}H${x + 3}L${x + 4} ${y}Z" fill="#9CB86A"/>`;
  const leaves = [
    [-60, 0.55],
    [-120, 0.55],
    [-30, 0.45],
    [-150, 0.45],
    [-85, 0.5],
  ];
  for (const [a, L] of leaves) {
    const [ex, ey] = pol(x, y - h * 0.6, h * L, a);
    const [cx1, cy1] = pol(x, y - h * 0.6, h * L * 0.6, a - 12);
    const [cx2, cy2] = pol(x, y - h * 0.6, h * L * 0.6, a + 12);
    s += t`<path d="M${x} ${y - h * 0.6}Q${cx1} ${cy1} ${ex} ${ey}Q${cx2} ${cy2} ${x} ${y - h * 0.6}Z" fill="${a === -85 ? col2 : col}"/>`;
  }
  return s;
}
function bunting(x0, x1, y, sag, n, cols) {
  let s = t`<path d="M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" stroke="${C.mar2}" stroke-width="1.2" fill="none"/>`;
  for (let i = 1; i < n; i++) {
    const u = i / n;
    const x = x0 + (x1 - x0) * u;
    const yy = y + 4 * sag * u * (1 - u);
    s += t`<path d="M${x - 7} ${yy}L${x + 7} ${yy}L${x} ${yy + 15}Z" fill="${cols[i % cols.length]}"/>`;
  }
  return s;
}
function block1() {
  begin("b1");
  let s = `<rect width="600" height="400" fill="${lin([
    [0, "#F9D9A0"],
    [0.6, "#FCE9C8"],
    [1, "#FFF7EA"],
  ])}"/>`;
  s += `<circle cx="470" cy="150" r="200" fill="${rg(["#FFFDF3", "#FFF3C4@0.6", "#FFF3C4@0"])}"/><circle cx="470" cy="150" r="40" fill="#FFF7DC"/>`;
  s += rays(470, 150, 50, 300, 24, "#FFFFFF", 0.25, 0.3);
  // hills and hermitage huts
  s += `<path d="M0 250Q120 200 240 236T480 220T600 230V300H0Z" fill="#BFD3A0" opacity="0.8"/><path d="M0 270Q150 240 300 262T600 258V320H0Z" fill="#8EB27A"/>`;
  const hut = (x, y, w) =>
    t`<path d="M${x - w / 2} ${y}V${y - w * 0.35}H${x + w / 2}V${y}Z" fill="#E3C08C"/><path d="M${x - w * 0.65} ${y - w * 0.32}L${x} ${y - w * 0.85}L${x + w * 0.65} ${y - w * 0.32}Z" fill="#B88A4A"/><path d="M${x - w * 0.1} ${y}V${y - w * 0.22}H${x + w * 0.1}V${y}Z" fill="#7A4A22"/>`;
  s += hut(420, 266, 44) + hut(500, 262, 36) + hut(560, 268, 30);
  s += tree(380, 264, 14, "#6E9E5E") + tree(600, 262, 16, "#6E9E5E");
  // ground
  s += `<path d="M0 300Q300 280 600 300V400H0Z" fill="${lin(["#D9B67E", "#C09058"])}"/>`;
  // great tree (peepal / banyan)
  s += `<path d="M120 330C128 270 118 190 96 150L130 150C142 200 150 270 168 330Z" fill="${lin(["#7A4A2A", "#5A3218"], 0, 0, 1, 0)}"/>`;
  s += `<path d="M110 170Q70 160 40 120M124 160Q160 120 210 110M118 190Q170 170 250 160" stroke="#6B3F22" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M232 160V252M200 150V222M60 130V210M30 120V180" stroke="#8A6040" stroke-width="2" opacity="0.7"/>`;
  const leafy = [
    [-20, 40, 70],
    [60, 20, 80],
    [150, 40, 70],
    [230, 70, 60],
    [0, 110, 50],
    [110, 90, 55],
    [270, 110, 40],
    [-30, 150, 36],
    [250, 140, 34],
    [200, 120, 40],
  ];
  for (const [x, y, r] of leafy) s += t`<circle cx="${x}" cy="${y}" r="${r}" fill="${C.leaf}"/>`;
  for (const [x, y, r] of leafy)
    s += t`<circle cx="${x - r * 0.25}" cy="${y - r * 0.3}" r="${r * 0.6}" fill="${C.leaf2}" opacity="0.8"/>`;
  // dappled light
  s += `<ellipse cx="240" cy="350" rx="200" ry="30" fill="#FFF3C4" opacity="0.3"/>`;
  // stone platform
  s += `<path d="M60 336H440L460 360H40Z" fill="#E9CFA8"/><path d="M40 360H460V380H40Z" fill="#C9A678"/><path d="M40 360H460" stroke="#F6E3C0" stroke-width="2"/>`;
  // mat
  s += `<path d="M150 340H360L372 356H138Z" fill="${C.mar}"/><path d="M150 343H360" stroke="${C.gold2}" stroke-width="2" stroke-dasharray="6 4"/>`;
  // reading stand (rehal) with open manuscript
  s += `<path d="M220 350L290 300M300 350L230 300" stroke="#7A3F1E" stroke-width="8" stroke-linecap="round"/>`;
  s += `<g transform="rotate(-8 255 296)"><rect x="196" y="286" width="120" height="14" rx="5" fill="#F3DDB6"/><rect x="192" y="292" width="128" height="12" rx="5" fill="#E9CFA8"/><path d="M204 292H308M204 297H296" stroke="#7A4A2A" stroke-width="1.2" stroke-dasharray="7 2 3 2" opacity="0.7"/><circle cx="232" cy="298" r="2" fill="${C.mar}"/><circle cx="280" cy="298" r="2" fill="${C.mar}"/></g>`;
  // manuscript bundles
  s += manuscript(318, 322, 92, 6) + manuscript(330, 304, 70, 4, -3) + manuscript(70, 336, 80, 5, 0);
  // lamp, kamandalu, flowers
  s += standLamp(172, 346, 92);
  s += `<path d="M392 340Q380 320 396 310H418Q432 320 420 340Z" fill="${BRASS()}"/><path d="M396 310Q392 296 406 296Q420 296 416 310" stroke="#8A5A14" stroke-width="3" fill="none"/><path d="M420 320Q436 316 440 304" stroke="#C9962B" stroke-width="3" fill="none"/>`;
  s += use(marigold("o", 10), 150, 352) + use(marigold("y", 9), 132, 352) + use(marigold("o", 9), 444, 350);
  // falling leaves
  s += `<path d="M300 200q6 -6 12 0q-6 6 -12 0ZM340 240q6 -6 12 0q-6 6 -12 0ZM270 260q5 -5 10 0q-5 5 -10 0Z" fill="${C.leaf2}"/>`;
  return svg(600, 400, s);
}
function block2() {
  begin("b2");
  const HZ = 236;
  let s = `<rect width="600" height="${HZ + 2}" fill="${lin([
    [0, "#6B5B95"],
    [0.4, "#C9738A"],
    [0.75, "#F4A340"],
    [1, "#FBE3B0"],
  ])}"/>`;
  s += `<circle cx="420" cy="${HZ}" r="160" fill="${rg(["#FFF7DC", "#F6B93B@0.5", "#F6B93B@0"])}"/><circle cx="420" cy="${HZ}" r="42" fill="${rg(["#FFFDF3", "#FFE7A0"])}"/>`;
  s += cloud(60, 90, 160, 24, "#F8D8B8", 0.5) + cloud(300, 70, 140, 20, "#F8D8B8", 0.4);
  s += `<path d="M470 ${HZ}Q520 ${HZ - 40} 600 ${HZ - 50}V${HZ}Z" fill="#8E5A86" opacity="0.6"/>`;
  s += `<rect y="${HZ}" width="600" height="${400 - HZ}" fill="${lin([
    [0, "#F4B060"],
    [0.5, "#B0648A"],
    [1, "#5B4F8C"],
  ])}"/>`;
  let gl = "";
  for (let i = 0; i < 10; i++) {
    const y = HZ + 5 + i * 9;
    gl += t`M${420 - 20 - i * 6 + rr(-6, 6)} ${y}h${40 + i * 12}`;
  }
  s += `<path d="${gl}" stroke="#FFF3C4" stroke-width="2.4" stroke-linecap="round" opacity="0.6"/>`;
  // beach
  s += `<path d="M0 300Q200 286 360 320T600 330V400H0Z" fill="${lin(["#F3D9B0", "#E2BE8A"])}"/><path d="M0 300Q200 286 360 320T600 330" stroke="#FFF7EA" stroke-width="3" fill="none" opacity="0.8"/>`;
  // temple: stone base, pillared hall, tiled roofs, small gopuram
  const stone = lin(["#D7B88C", "#B08A5E"]);
  s += `<path d="M40 ${HZ + 30}V${HZ - 6}H300V${HZ + 30}Z" fill="${stone}"/><path d="M40 ${HZ - 6}H300" stroke="#F3D9B0" stroke-width="3"/>`;
  s += gopuram(96, HZ + 30, 78, 200, {
    fill: lin(["#D7B88C", "#B08A5E"], 0, 0, 1, 0),
    dark: "#7E5A3A",
    trim: "#F6DFB5",
    tiers: 5,
    trimOp: 0.8,
    finial: C.gold,
    door: lin(["#FFE7A0", "#E8871E"]),
  });
  s += `<path d="M160 ${HZ - 40}L176 ${HZ - 92}H300L316 ${HZ - 40}Z" fill="${lin(["#B0543A", "#7A2E22"])}"/><path d="M170 ${HZ - 66}H306M166 ${HZ - 54}H310" stroke="#E08A60" stroke-width="1.5" opacity="0.6"/>`;
  s += `<path d="M196 ${HZ - 92}L216 ${HZ - 122}H260L280 ${HZ - 92}Z" fill="${lin(["#B0543A", "#7A2E22"])}"/><path d="M238 ${HZ - 122}V${HZ - 140}" stroke="${C.gold}" stroke-width="3"/><path d="M232 ${HZ - 130}Q238 ${HZ - 146} 244 ${HZ - 130}Z" fill="${C.gold2}"/>`;
  let cols = "";
  for (let k = 0; k < 7; k++) cols += t`M${168 + k * 22} ${HZ - 40}v62h7v-62z`;
  s += `<path d="M160 ${HZ - 40}H316V${HZ + 30}H160Z" fill="#5A3A2A"/><path d="${cols}" fill="#E9CFA8"/>`;
  s += `<path d="M32 ${HZ + 30}H330V${HZ + 44}H32Z" fill="#9A7650"/><path d="M32 ${HZ + 30}H330" stroke="#F3D9B0" stroke-width="2"/>`;
  s += `<circle cx="238" cy="${HZ}" r="16" fill="${rg(["#FFE7A0", "#F4A340@0"])}"/>`;
  // flag mast
  s += `<path d="M350 ${HZ + 40}V${HZ - 100}" stroke="${C.gold}" stroke-width="6"/><path d="M348.5 ${HZ + 40}V${HZ - 100}" stroke="#F8E3A0" stroke-width="1.6"/><path d="M342 ${HZ + 40}H358V${HZ + 30}H342Z" fill="${C.gold}"/><path d="M344 ${HZ - 60}H356M344 ${HZ - 20}H356" stroke="#FFF1C2" stroke-width="2"/><path d="M350 ${HZ - 100}L380 ${HZ - 92}L350 ${HZ - 84}Z" fill="${C.saf}"/>`;
  // palms
  s += palm(560, 340, 220, -40, "#3E1428", 9, 0.42) + palm(20, 300, 160, 20, "#4A2038", 8, 0.42);
  // pilgrims walking
  const walker = (x, y, k, c) =>
    t`<g transform="translate(${x} ${y}) scale(${k})"><circle cy="-30" r="4.5" fill="#3A2418"/><path d="M-5 -24H5L7 0H2L0 -10L-2 0H-7Z" fill="${c}"/></g>`;
  s += `<path d="M490 400Q380 340 240 ${HZ + 46}" stroke="#D9B67E" stroke-width="16" fill="none" opacity="0.45"/>`;
  s +=
    walker(330, 318, 1.2, "#FFF7EA") +
    walker(352, 326, 1.3, C.saf) +
    walker(392, 346, 1.45, C.mar) +
    walker(416, 356, 1.5, "#FFF7EA");
  // birds
  s += `<path d="M150 60q6 -6 12 0q6 -6 12 0M186 80q5 -5 10 0q5 -5 10 0" stroke="#5A1420" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  return svg(600, 400, s);
}
function ratha(x, y, s) {
  let g = t`<g transform="translate(${x} ${y}) scale(${s})">`;
  const wood = lin(["#8E4A22", "#5A2A12"]);
  // canopy tiers
  const tiers = [
    [C.mar, 110],
    ["#FFF7EA", 96],
    [C.saf, 82],
    [C.mar, 66],
    ["#FFF7EA", 50],
    [C.saf, 36],
  ];
  let yy = -120;
  tiers.forEach(([c, w]) => {
    g += t`<path d="M${-w} ${yy}L${-w + 12} ${yy - 34}H${w - 12}L${w} ${yy}Z" fill="${c}"/><path d="M${-w} ${yy}H${w}" stroke="${C.gold2}" stroke-width="3"/>`;
    yy -= 34;
  });
  g += t`<path d="M-30 ${yy}Q0 ${yy - 60} 30 ${yy}Z" fill="${C.gold}"/><path d="M0 ${yy - 40}V${yy - 80}" stroke="${C.gold}" stroke-width="3"/><path d="M0 ${yy - 80}L26 ${yy - 72}L0 ${yy - 64}Z" fill="${C.saf}"/>`;
  // garland streamers
  g += `<path d="M-110 -120Q-80 -100 -60 -120Q-30 -100 0 -120Q30 -100 60 -120Q80 -100 110 -120" stroke="${C.mari}" stroke-width="5" fill="none" stroke-dasharray="0 7" stroke-linecap="round"/>`;
  // shrine level with pillars
  g += `<path d="M-96 -120H96V-40H-96Z" fill="${wood}"/><path d="M-60 -40V-112H60V-40Z" fill="#FFE7A0" opacity="0.85"/><circle cy="-70" r="26" fill="${rg(["#FFF3C4", "#F6B93B@0"])}"/>`;
  g += `<path d="M-90 -120V-40M-64 -120V-40M64 -120V-40M90 -120V-40" stroke="${C.gold}" stroke-width="6"/>`;
  g += `<path d="M-10 -56h20v-14l-10 -12l-10 12z" fill="${C.gold}"/>`;
  // carved base
  g += `<path d="M-120 -40H120L110 0H-110Z" fill="${wood}"/><path d="M-112 -30H112M-108 -14H108" stroke="${C.gold}" stroke-width="2" stroke-dasharray="8 4"/>`;
  g += wheel(-70, 8, 30, "#3A1A0C", 10) + wheel(70, 8, 30, "#3A1A0C", 10);
  return g + "</g>";
}
function block3() {
  begin("b3");
  let s = `<rect width="600" height="400" fill="${lin([
    [0, "#2E3A6B"],
    [0.55, "#6B5B95"],
    [1, "#E8871E"],
  ])}"/>`;
  s += stars(20, 0, 0, 600, 120, "#FFF7EA", 1.3);
  s += `<circle cx="300" cy="220" r="260" fill="${rg(["#FFD98A@0.7", "#F4A340@0.25", "#F4A340@0"])}"/>`;
  // street buildings
  s += `<path d="M0 300V190H70V170H120V210H170V300ZM430 300V200H480V176H540V206H600V300Z" fill="#4A2038" opacity="0.85"/>`;
  let win = "";
  for (const [x, y] of [
    [20, 210],
    [44, 210],
    [86, 190],
    [130, 230],
    [450, 220],
    [494, 196],
    [520, 196],
    [566, 226],
  ])
    win += t`M${x} ${y}h10v12h-10z`;
  s += `<path d="${win}" fill="#F6B93B" opacity="0.9"/>`;
  s +=
    bunting(0, 300, 40, 20, 12, [C.saf, C.mari, C.mar, "#FFF7EA", C.leaf2]) +
    bunting(300, 600, 40, 20, 12, [C.mari, C.saf, "#FFF7EA", C.mar, C.leaf2]);
  // street
  s += `<path d="M0 300H600V400H0Z" fill="${lin(["#B0705A", "#6E3A2E"])}"/>`;
  s += ratha(300, 300, 0.7);
  // ropes
  s += `<path d="M210 290Q150 320 60 330M390 290Q450 320 540 330" stroke="#E9CFA8" stroke-width="4" fill="none"/>`;
  // crowd
  const cc = ["#FFF7EA", C.saf, C.mar, "#E9CFA8", C.leaf2, C.vio, C.mari];
  for (let i = 0; i < 16; i++) {
    const x = 10 + i * 38 + rr(-6, 6);
    s += seated(x, 400, rr(0.95, 1.15), cc[i % cc.length]);
  }
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 68;
    s += seated(x, 372, 0.75, cc[(i + 3) % cc.length]);
  }
  // lamps & flowers foreground
  s += diya(40, 370, 0.9) + diya(560, 372, 0.9);
  let petals = "";
  for (let i = 0; i < 26; i++) petals += t`M${rr(0, 600)} ${rr(60, 280)}h0`;
  s += `<path d="${petals}" stroke="${C.mari}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
  return svg(600, 400, s);
}
// approximate, stylised outline of India (lon, lat), drawn freehand for this project
const INDIA = [
  [73.6, 36.9],
  [75.6, 37],
  [77.8, 35.6],
  [80.3, 35.3],
  [79.2, 32.6],
  [78.8, 31.1],
  [80.9, 30.2],
  [83.6, 28.9],
  [86.5, 27.9],
  [88.1, 27.8],
  [88.3, 26.6],
  [89.8, 26.8],
  [92, 26.9],
  [92.2, 27.8],
  [95.4, 29.1],
  [97.3, 28.2],
  [96.1, 27],
  [95.2, 26.1],
  [94.6, 24.6],
  [93.4, 23.9],
  [93.1, 22.2],
  [92.4, 23.4],
  [91.7, 24],
  [91.3, 23.3],
  [91.9, 24.9],
  [92.1, 25.2],
  [89.9, 25.3],
  [89.2, 25.9],
  [88.2, 24.8],
  [88.9, 22.6],
  [89, 21.7],
  [88.1, 21.6],
  [87.2, 21.4],
  [86.6, 20.3],
  [85.1, 19.3],
  [84.1, 18.3],
  [82.3, 16.6],
  [80.4, 15.6],
  [80.2, 13.4],
  [79.8, 11.6],
  [79.4, 10.3],
  [78.3, 9],
  [77.5, 8.1],
  [76.6, 8.9],
  [76.2, 10.1],
  [75.6, 11.9],
  [74.8, 13.1],
  [74.3, 14.6],
  [73.8, 15.7],
  [73.1, 17.5],
  [72.8, 19],
  [72.7, 20.9],
  [72.4, 21.8],
  [71.2, 20.8],
  [70, 21],
  [69, 22.3],
  [70, 22.9],
  [68.6, 23.6],
  [70.2, 24.3],
  [71, 24.6],
  [70.6, 25.8],
  [70.1, 27],
  [71.8, 28],
  [73.4, 29.8],
  [74.6, 31],
  [74.6, 32.6],
  [73.8, 34.4],
];
function block4() {
  begin("b4");
  const X = (lon) => 104 + (lon - 68) * 11.6,
    Y = (lat) => 32 + (37 - lat) * 11.6;
  let s = `<rect width="600" height="400" fill="${lin([
    [0, "#2E3A6B"],
    [1, "#3E4C82"],
  ])}"/>`;
  // sea waves
  let wv = "";
  for (let i = 0; i < 10; i++) wv += wave(rr(-40, 0), 600, 30 + i * 40, 2.5, 24);
  s += `<path d="${wv}" stroke="#6B7BB0" stroke-width="1.2" fill="none" opacity="0.5"/>`;
  // parchment panel
  s += `<rect x="14" y="12" width="572" height="376" rx="14" fill="${rg(
    [
      [0, "#FFF7EA"],
      [0.7, "#F6E3C2"],
      [1, "#E6C795"],
    ],
    0.45,
    0.45,
    0.7,
  )}"/>`;
  s += `<rect x="24" y="22" width="552" height="356" rx="8" fill="none" stroke="${C.mar}" stroke-width="2.4"/><rect x="30" y="28" width="540" height="344" rx="6" fill="none" stroke="${C.gold}" stroke-width="2" stroke-dasharray="0 8" stroke-linecap="round"/>`;
  // sea tint + land
  const pts = INDIA.map(([lo, la]) => [X(lo), Y(la)]);
  const d = "M" + pts.map((p) => `${R(p[0])} ${R(p[1])}`).join(" ") + "Z";
  s += `<path d="${d}" fill="none" stroke="#B8D0D8" stroke-width="14" stroke-linejoin="round" opacity="0.6"/>`;
  s += `<path d="${d}" fill="${lin([
    [0, "#E9D3A4"],
    [1, "#D9B97E"],
  ])}" stroke="${C.mar}" stroke-width="2" stroke-linejoin="round"/>`;
  // rivers (Ganga, Godavari, Narmada - stylised)
  s += t`<path d="M${X(79)} ${Y(30.8)}Q${X(81)} ${Y(26.5)} ${X(84)} ${Y(25.5)}T${X(88.3)} ${Y(22.2)}M${X(73.8)} ${Y(19.9)}Q${X(78)} ${Y(19)} ${X(81.8)} ${Y(16.8)}M${X(81.5)} ${Y(22.7)}Q${X(77)} ${Y(22.5)} ${X(72.8)} ${Y(21.6)}" stroke="#7FA8C0" stroke-width="2" fill="none" opacity="0.8"/>`;
  // hills
  s += t`<path d="M${X(76)} ${Y(33)}l8 -10l8 10M${X(80)} ${Y(30.6)}l7 -9l7 9M${X(84)} ${Y(28.8)}l7 -9l7 9M${X(75.5)} ${Y(12.5)}l5 -7l5 7" stroke="#9A7A4E" stroke-width="1.6" fill="none"/>`;
  // routes from Gokarna
  const G = [X(74.3), Y(14.55)];
  const places = [
    [76.85, 29.97],
    [83, 25.3],
    [79.3, 9.3],
    [85.8, 19.8],
    [69, 22.24],
    [79.07, 30.73],
    [75.78, 23.18],
    [79.4, 13.6],
    [91.7, 26.1],
    [72.9, 19.1],
  ];
  let rt = "";
  for (const [lo, la] of places) {
    const x = X(lo),
      y = Y(la);
    const mx = (G[0] + x) / 2,
      my = (G[1] + y) / 2;
    rt += t`M${G[0]} ${G[1]}Q${mx - (y - G[1]) * 0.18} ${my + (x - G[0]) * 0.18} ${x} ${y}`;
  }
  s += `<path d="${rt}" stroke="${C.mar}" stroke-width="1.6" fill="none" stroke-dasharray="4 4" opacity="0.55"/>`;
  for (const [lo, la] of places) s += diya(X(lo) - 6, Y(la) + 3, 0.42, { glowR: 40 });
  // Gokarna: larger lamp with halo
  s += t`<circle cx="${G[0]}" cy="${G[1]}" r="20" fill="none" stroke="${C.saf}" stroke-width="2"/><circle cx="${G[0]}" cy="${G[1]}" r="28" fill="none" stroke="${C.saf}" stroke-width="1.2" opacity="0.5"/>`;
  s += diya(G[0] - 10, G[1] + 5, 0.7, { glowR: 44 });
  // compass rose
  const cx = 500,
    cy = 300;
  s += t`<circle cx="${cx}" cy="${cy}" r="40" fill="none" stroke="${C.gold}" stroke-width="1.6"/><circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="0 5.3" stroke-linecap="round" opacity="0.6"/>`;
  s += t`<path d="M${cx} ${cy - 50}L${cx + 8} ${cy}L${cx} ${cy + 50}L${cx - 8} ${cy}ZM${cx - 50} ${cy}L${cx} ${cy - 8}L${cx + 50} ${cy}L${cx} ${cy + 8}Z" fill="${C.gold}"/><path d="M${cx} ${cy - 50}L${cx + 8} ${cy}H${cx - 8}Z" fill="${C.mar}"/><circle cx="${cx}" cy="${cy}" r="5" fill="#FFF7EA" stroke="${C.mar}" stroke-width="2"/>`;
  // lotus corner ornaments
  s += petalRing(60, 360, 0.3, [-60, -30, 0, 30, 60], 80, 24, lin([C.saf2, C.mari], 0, 1, 0, 0));
  // a small boat in the Arabian sea
  s += `<path d="M62 262Q80 272 102 262L98 269Q82 276 66 269Z" fill="${C.mar}"/><path d="M82 262V232L98 258Z" fill="#FFF7EA" stroke="${C.mar}" stroke-width="1"/>`;
  s += wheel(520, 100, 34, C.gold, 8, 2.4);
  return svg(600, 400, s);
}
function block5() {
  begin("b5");
  let s = `<rect width="600" height="400" fill="${lin([
    [0, "#5A1420"],
    [1, "#8E3A2E"],
  ])}"/>`;
  s += `<circle cx="300" cy="230" r="300" fill="${rg(["#FFD98A@0.75", "#F4A340@0.3", "#F4A340@0"])}"/>`;
  // canopy (pandal) with striped valance
  s += `<path d="M0 0H600V70H0Z" fill="${lin([C.saf, "#C86A1A"])}"/>`;
  let stripes = "";
  for (let x = 0; x < 600; x += 40) stripes += t`M${x} 0h20v70h-20z`;
  s += `<path d="${stripes}" fill="#FFF7EA" opacity="0.85"/>`;
  let val = "M0 70";
  for (let x = 0; x < 600; x += 40) val += t`q20 26 40 0`;
  s += `<path d="${val}V60H0Z" fill="${C.mar}"/><path d="${val}" stroke="${C.gold2}" stroke-width="3" fill="none"/>`;
  s += garland(0, 74, 300, 74, 24, 16, 9) + garland(300, 74, 600, 74, 24, 16, 9, ["y", "o"]);
  // pillars wrapped with banana plants
  for (const x of [40, 560])
    s += t`<path d="M${x - 8} 80H${x + 8}V330H${x - 8}Z" fill="${C.gold}"/><path d="M${x - 8} 120H${x + 8}M${x - 8} 200H${x + 8}M${x - 8} 280H${x + 8}" stroke="${C.mar}" stroke-width="4"/>`;
  s += banana(64, 330, 170) + banana(536, 330, 170);
  // altar platform
  s += `<path d="M90 250H510L540 290H60Z" fill="#E9CFA8"/><path d="M60 290H540V306H60Z" fill="#B8906A"/>`;
  s += `<path d="M150 244H450V252H150Z" fill="${C.mar}"/>`;
  // row of kalashas on the altar back
  for (const [x, k] of [
    [150, 0.34],
    [205, 0.38],
    [395, 0.38],
    [450, 0.34],
  ])
    s += kalash(x, 250, k);
  // standing lamps
  s += standLamp(110, 290, 120) + standLamp(490, 290, 120);
  // fire altar centre
  s += fireStack(300, 258, 90, 150);
  const cu = lin(
    [
      [0, "#8E3A16"],
      [0.5, "#D07A3A"],
      [1, "#7A2E12"],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<path d="M232 256H368L360 272H240Z" fill="${cu}"/><path d="M240 272H360L352 288H248Z" fill="${cu}"/><path d="M232 256H368M240 272H360" stroke="#F4A340" stroke-width="2"/>`;
  // offerings: fruit plates, coconuts, flowers
  const plate = (x, y) =>
    t`<ellipse cx="${x}" cy="${y}" rx="26" ry="7" fill="${C.gold}"/><circle cx="${x - 9}" cy="${y - 6}" r="7" fill="#E8871E"/><circle cx="${x + 6}" cy="${y - 7}" r="7.5" fill="#B8283A"/><path d="M${x - 2} ${y - 4}q8 -16 18 -12q-4 8 -18 12z" fill="#F6D02A"/>`;
  s += plate(160, 284) + plate(440, 284);
  s += t`<circle cx="205" cy="280" r="9" fill="#7A4A22"/><circle cx="395" cy="280" r="9" fill="#7A4A22"/>`;
  s +=
    use(marigold("o", 9), 222, 286) +
    use(marigold("y", 9), 378, 286) +
    use(marigold("o", 8), 130, 294) +
    use(marigold("y", 8), 470, 294);
  s += smoke(300, 110, 70, 0.35);
  // floor and gathering seen from behind
  s += `<path d="M0 306H600V400H0Z" fill="${lin(["#6E2A22", "#3A0C18"])}"/>`;
  const cc = ["#FFF7EA", C.saf, "#E9CFA8", C.mar, C.mari, C.leaf2, "#FFF7EA", C.vio];
  for (let i = 0; i < 11; i++) s += seated(40 + i * 52, 356, 0.78, cc[(i + 2) % cc.length]);
  for (let i = 0; i < 13; i++) s += seated(18 + i * 47 + rr(-4, 4), 408, 1.05, cc[i % cc.length]);
  return svg(600, 400, s);
}
// ================================================================ PILGRIMAGE (800x500)
// stylised horse facing right; origin at hooves, ~100 wide, ~100 tall
const HORSE =
  "M-38-58C-20-62 0-58 22-64C30-76 36-88 42-94L44-103L48-95C56-88 62-78 65-71C67-67 63-63 58-64C50-67 45-69 41-66C39-56 38-48 35-42L33-20L34 0H27L26-22L22-30L21 0H14L15-34C0-36-14-36-24-36L-21-17L-19 0H-26L-30-18L-33-16L-32 0H-38L-38-20C-44-34-44-50-38-58Z";
const TAIL = "M-37-57C-50-56-56-40-52-22C-48-34-45-46-34-52Z";
function horse(x, y, s, col, mane = C.gold, flip = false) {
  const id = sym(
    "horse" + col + mane,
    `<path d="${HORSE}" fill="${col}"/><path d="${TAIL}" fill="${mane}"/><path d="M24-66C30-78 36-88 42-94" stroke="${mane}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-10-60C4-44 16-44 26-58" stroke="${C.mar}" stroke-width="3" fill="none"/><circle cx="52" cy="-84" r="1.8" fill="#2A1C18"/>`,
  );
  return flip ? t`<use href="#${id}" transform="translate(${x} ${y}) scale(${-s} ${s})"/>` : use(id, x, y, s);
}
// chariot facing right; origin at ground under the wheel
function chariot(x, y, s, o = {}) {
  const body = o.body || BRASS(),
    wc = o.wheel || "#7A4E12",
    flip = o.flip ? -1 : 1;
  let g = t`<g transform="translate(${x} ${y}) scale(${s * flip} ${s})">`;
  g += `<path d="M20-40H130" stroke="${wc}" stroke-width="4"/>`;
  g += `<path d="M-66-66V-128M10-66V-128" stroke="${wc}" stroke-width="3.5"/>`;
  g += `<path d="M-76-126Q-28-170 20-126Z" fill="${body}"/><path d="M-80-126H24" stroke="${C.mar}" stroke-width="5"/><path d="M-78-121H22" stroke="${C.gold2}" stroke-width="2.4" stroke-dasharray="0 7" stroke-linecap="round"/>`;
  g += `<path d="M-28-148V-196" stroke="${wc}" stroke-width="2.6"/><path d="M-28-196L8-186L-28-174Z" fill="${C.saf}"/>`;
  g += `<path d="M-76-38H16L40-78Q26-74 16-68H-70Z" fill="${body}"/><path d="M-72-52H22" stroke="${C.mar}" stroke-width="5"/><path d="M-70-60H26" stroke="${C.gold2}" stroke-width="2.4" stroke-dasharray="0 7" stroke-linecap="round"/>`;
  g += wheel(-30, -34, 34, wc, 12, 2.8);
  return g + "</g>";
}
const SKY = {
  dawn: [
    [0, "#6B5B95"],
    [0.45, "#C9738A"],
    [0.8, "#F4A340"],
    [1, "#FBE3B0"],
  ],
  day: [
    [0, "#E9CFA8"],
    [0.5, "#FBEBD0"],
    [1, "#FFF7EA"],
  ],
  golden: [
    [0, "#E8871E"],
    [0.5, "#F6B93B"],
    [1, "#FBE3B0"],
  ],
  dusk: [
    [0, "#2E3A6B"],
    [0.45, "#6B5B95"],
    [0.8, "#C9738A"],
    [1, "#F4A340"],
  ],
  night: [
    [0, "#121A3A"],
    [0.6, "#2E3A6B"],
    [1, "#4A4880"],
  ],
};
const WATER = {
  dawn: [
    [0, "#F4B060"],
    [0.4, "#B0648A"],
    [1, "#4A4880"],
  ],
  day: [
    [0, "#CFE0D6"],
    [0.5, "#8FB8B0"],
    [1, "#4E8A86"],
  ],
  golden: [
    [0, "#F6C46A"],
    [0.5, "#C98A5A"],
    [1, "#7A4A5A"],
  ],
  dusk: [
    [0, "#E0906A"],
    [0.4, "#8E5A86"],
    [1, "#2E3A6B"],
  ],
  night: [
    [0, "#3A3E70"],
    [1, "#141A36"],
  ],
};
const skyRect = (h, k) => `<rect width="800" height="${h}" fill="${lin(SKY[k])}"/>`;
const sun = (x, y, r, glow = r * 4, core = "#FFFDF3") =>
  t`<circle cx="${x}" cy="${y}" r="${glow}" fill="${rg(["#FFF3C4@0.9", "#F6B93B@0.35", "#F4A340@0"])}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${rg([core, "#FFE7A0", "#F6B93B"])}"/>`;
function treeline(y, x0, x1, col, rmin = 14, rmax = 30, op = 1) {
  let d = t`M${x0} ${y + 20}V${y}`,
    x = x0;
  while (x < x1) {
    const r = rr(rmin, rmax);
    d += t`a${r} ${r * rr(0.8, 1.2)} 0 0 1 ${r * 1.6} 0`;
    x += r * 1.6;
  }
  d += t`V${y + 20}Z`;
  return `<path d="${d}" fill="${col}"${op !== 1 ? ` opacity="${op}"` : ""}/>`;
}
function steps(y0, y1, n, c1 = "#E2C596", c2 = "#C9A678", x0 = 0, x1 = 800) {
  let s = t`<path d="M${x0} ${y0}H${x1}V${y1}H${x0}Z" fill="${c2}"/>`;
  const h = (y1 - y0) / n;
  let d = "",
    e = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + i * h;
    d += t`M${x0} ${y}h${x1 - x0}v${h * 0.55}h${-(x1 - x0)}z`;
    e += t`M${x0} ${y}H${x1}`;
  }
  return s + `<path d="${d}" fill="${c1}"/><path d="${e}" stroke="#FFF7EA" stroke-width="1.5" opacity="0.6"/>`;
}
function ripples(y0, y1, col, op = 0.35, n = 8) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + ((y1 - y0) * (i + 0.5)) / n;
    const w = 40 + i * 14;
    const x = rr(20, 760 - w);
    d += t`M${x} ${y}h${w}`;
    if (rnd() > 0.4) {
      const x2 = rr(20, 760 - w);
      d += t`M${x2} ${y + 4}h${w * 0.6}`;
    }
  }
  return `<path d="${d}" stroke="${col}" stroke-width="2" stroke-linecap="round" opacity="${op}"/>`;
}
// reflection of a symbol about the line y=axis
const reflect = (id, axis, op = 0.3) =>
  t`<use href="#${id}" transform="translate(0 ${2 * axis}) scale(1 -1)" opacity="${op}"/>`;
function standing(x, y, s, cloth, hair = "#2A1C18") {
  const id = sym(
    "stand" + hair,
    `<path d="M-13 0L-11-40Q-10-50 0-52Q10-50 11-40L13 0Z" fill="currentColor"/><circle cy="-60" r="8" fill="${hair}"/><path d="M-5-52V-54H5V-52Z" fill="#A86A40"/>`,
  );
  return use(id, x, y, s, 0, ` color="${cloth}"`);
}
function arrow(x1, y1, x2, y2, col = C.gold, w = 3) {
  const a = Math.atan2(y2 - y1, x2 - x1),
    ux = Math.cos(a),
    uy = Math.sin(a),
    nx = -uy,
    ny = ux,
    L = 16,
    W = 6;
  const bx = x2 - ux * L,
    by = y2 - uy * L;
  const P = (k, m) => `${R(x1 + ux * k + nx * m)} ${R(y1 + uy * k + ny * m)}`;
  return (
    t`<path d="M${x1} ${y1}L${bx} ${by}" stroke="${col}" stroke-width="${w}"/><path d="M${x2} ${y2}L${bx + nx * W} ${by + ny * W}L${bx - nx * W} ${by - ny * W}Z" fill="${col}"/>` +
    `<path d="M${P(4, 0)}L${P(22, 0)}L${P(14, 7)}L${P(-2, 7)}ZM${P(4, 0)}L${P(22, 0)}L${P(14, -7)}L${P(-2, -7)}Z" fill="${C.mar}"/>`
  );
}
function bilva(x, y, s, rot = 0) {
  return t`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${C.leaf}"><path d="${petal(26, 9)}"/><path d="${petal(22, 8)}" transform="rotate(-55)"/><path d="${petal(22, 8)}" transform="rotate(55)"/><path d="M0 0V8" stroke="${C.leaf}" stroke-width="2"/></g>`;
}
function linga(x, y, s) {
  const st = lin(
    [
      [0, "#2A2A3A"],
      [0.4, "#5A5A72"],
      [1, "#1E1E2A"],
    ],
    0,
    0,
    1,
    0,
  );
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0H60L54-14H-54Z" fill="${st}"/><path d="M-46-14Q-48-26 -40-30H40Q50-28 60-30L84-26Q88-22 80-20L46-18Q44-14 40-14Z" fill="${st}"/><path d="M-18-30V-72Q-18-90 0-90Q18-90 18-72V-30Z" fill="${st}"/><path d="M-12-70H12M-12-64H12M-12-58H12" stroke="#FFF7EA" stroke-width="2.4" stroke-linecap="round"/><circle cy="-64" r="3" fill="#B8283A"/></g>`;
}
function coins(x, y, n, spread) {
  let d = "";
  for (let i = 0; i < n; i++)
    d += t`<ellipse cx="${x + rr(-spread, spread)}" cy="${y + rr(-spread * 0.3, spread * 0.3)}" rx="6" ry="3" fill="${i % 2 ? C.gold2 : "#F8E3A0"}" stroke="#A8741C" stroke-width="1"/>`;
  return d;
}
function pinkLotus(x, y, s) {
  const pk = lin(
    [
      [0, "#D9707E"],
      [0.6, "#F3A9AE"],
      [1, "#FFE6E2"],
    ],
    0,
    1,
    0,
    0,
  );
  const pk2 = lin(
    [
      [0, "#C25566"],
      [1, "#F3A9AE"],
    ],
    0,
    1,
    0,
    0,
  );
  return (
    petalRing(x, y, s, [-80, -55, 55, 80], 70, 22, pk2, "#B84A5A") +
    petalRing(x, y, s, [-30, 30], 84, 24, pk, "#B84A5A") +
    petalRing(x, y, s, [-12, 12, 0], 90, 24, pk, "#B84A5A") +
    t`<ellipse cx="${x}" cy="${y - 6 * s}" rx="${14 * s}" ry="${5 * s}" fill="${C.mari}"/>`
  );
}
function frame800(body) {
  return svg(800, 500, body);
}

function pBrahmaSarovar() {
  begin("p1");
  const HZ = 240;
  let s = skyRect(HZ + 2, "dawn");
  s += sun(600, HZ - 6, 46, 220);
  s += cloud(80, 90, 180, 26, "#F8D8B8", 0.45) + cloud(420, 70, 160, 22, "#F8D8B8", 0.35);
  const far = sym(
    "far",
    treeline(HZ - 20, 0, 800, "#7A5A86", 10, 22, 0.8) +
      pavilion(120, HZ, 36, { fill: "#E9CFA8", shade: "#C9A678", dark: "#7A5A3A" }) +
      pavilion(260, HZ, 30, { fill: "#E9CFA8", shade: "#C9A678", dark: "#7A5A3A" }) +
      pavilion(700, HZ, 36, { fill: "#E9CFA8", shade: "#C9A678", dark: "#7A5A3A" }) +
      t`<path d="M0 ${HZ}H800V${HZ + 10}H0Z" fill="#D9B98A"/>`,
  );
  s += use(far, 0, 0);
  s += t`<rect y="${HZ + 10}" width="800" height="${500 - HZ}" fill="${lin(WATER.dawn)}"/>`;
  s += reflect(far, HZ + 10, 0.25);
  let gl = "";
  for (let i = 0; i < 12; i++) {
    const y = HZ + 16 + i * 10;
    gl += t`M${600 - 24 - i * 6 + rr(-8, 8)} ${y}h${48 + i * 12}`;
  }
  s += `<path d="${gl}" stroke="#FFF3C4" stroke-width="2.6" stroke-linecap="round" opacity="0.55"/>`;
  s += ripples(HZ + 30, 420, "#FBE3B0", 0.3, 7);
  // island with temple + pavilion
  const isl = sym(
    "isl",
    t`<path d="M250 330H470L460 346H260Z" fill="#C9A678"/><path d="M250 330H470" stroke="#F3D9B0" stroke-width="3"/>` +
      tree(270, 330, 16, "#5E7B4F", "#7FA060") +
      tree(452, 330, 14, "#5E7B4F", "#7FA060") +
      shikhara(360, 330, 90, 170, { fill: "#F6EAD6", shade: "#E0C8A4" }) +
      pavilion(300, 330, 44, { fill: "#F6EAD6", shade: "#E0C8A4", dark: "#8E6A4A" }) +
      pavilion(420, 330, 44, { fill: "#F6EAD6", shade: "#E0C8A4", dark: "#8E6A4A" }),
  );
  const it = "translate(360 346) scale(1.4) translate(-360 -346)";
  s += `<g transform="translate(0 692) scale(1 -1)" opacity="0.3"><use href="#${isl}" transform="${it}"/></g><use href="#${isl}" transform="${it}"/>`;
  // bridge from the near-left bank
  s += `<path d="M0 410L226 340V350L0 430Z" fill="#D9B98A"/><path d="M0 410L226 340" stroke="#F3D9B0" stroke-width="3"/>`;
  let arches = "";
  for (let i = 0; i < 5; i++) {
    const x = 20 + i * 42,
      y = 410 - (20 + i * 42) * 0.31 + 10;
    arches += t`M${x} ${y + 12}q${11} ${-14} ${22} ${-7}v8z`;
  }
  s += `<path d="${arches}" fill="#7A5A6A" opacity="0.6"/>`;
  s += `<path d="M0 402L226 332" stroke="${C.mar}" stroke-width="2" stroke-dasharray="2 10"/>`;
  // near ghats with lamps
  s += steps(440, 500, 3);
  s +=
    diya(520, 452, 0.8) +
    diya(600, 456, 0.8) +
    diya(680, 452, 0.8) +
    use(marigold("o", 9), 560, 470) +
    use(marigold("y", 9), 640, 472);
  s += `<path d="M190 120q7 -7 14 0q7 -7 14 0M226 140q6 -6 12 0q6 -6 12 0" stroke="#5A1420" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  return frame800(s);
}
function pSannihit() {
  begin("p2");
  const HZ = 250;
  let s = skyRect(HZ + 2, "night") + stars(70, 0, 0, 800, 220, "#FFF7EA", 1.6);
  s += `<rect y="150" width="800" height="${HZ - 148}" fill="${lin(["#6B5B95@0", "#6B5B95@0.5"])}"/>`;
  // far bank: row of small shrines with lamps
  let f = treeline(HZ - 40, 0, 800, "#1E2448", 16, 30);
  for (const [x, w, h] of [
    [90, 40, 74],
    [210, 46, 90],
    [330, 40, 70],
    [470, 56, 110],
    [610, 40, 76],
    [720, 46, 86],
  ])
    f += shikhara(x, HZ, w, h, { fill: "#C9B8A0", shade: "#9A8A78", line: "#7A6A5A", dark: "#3A2418", flagCol: C.saf });
  f += t`<path d="M0 ${HZ}H800V${HZ + 12}H0Z" fill="#8E7A68"/>`;
  const far = sym("far", f);
  s += use(far, 0, 0);
  s += t`<rect y="${HZ + 12}" width="800" height="${500 - HZ}" fill="${lin(WATER.night)}"/>`;
  s += reflect(far, HZ + 12, 0.22);
  // lamp lights on the far bank and their reflections
  for (const x of [90, 210, 330, 470, 610, 720])
    s += t`<circle cx="${x}" cy="${HZ - 8}" r="16" fill="${rg(["#FFE7A0@0.9", "#F6B93B@0"])}"/><path d="M${x} ${HZ + 16}V${HZ + 90}" stroke="#F6B93B" stroke-width="4" stroke-dasharray="6 5" opacity="0.35"/>`;
  s += ripples(HZ + 30, 400, "#8E8AC0", 0.3, 6);
  // near ghats with a line of lamps
  s += steps(400, 500, 4, "#8E7A68", "#6E5C4E");
  for (let i = 0; i < 9; i++) s += diya(50 + i * 88, 408, 0.75, { glowR: 46 });
  s += t`<path d="M0 400H800" stroke="#F6B93B" stroke-width="1.5" opacity="0.5"/>`;
  return frame800(s);
}
function pJyotisar() {
  begin("p3");
  let s = skyRect(360, "golden");
  s += sun(540, 250, 90, 360);
  s += wheel(540, 250, 130, "#FFF3C4", 16, 3).replace(/<circle cx="540" cy="250" r="23.4" fill="#FFF3C4"\/>/, "");
  s += t`<path d="M0 330Q200 300 400 320T800 310V500H0Z" fill="${lin(["#D9A060", "#B0703A"])}"/>`;
  s += treeline(300, 600, 800, "#B8704A", 12, 22, 0.6);
  // banyan on raised platform
  s += `<ellipse cx="250" cy="400" rx="210" ry="40" fill="#E9CFA8"/><path d="M40 400V420Q250 480 460 420V400Q250 456 40 400Z" fill="#C9A678"/><ellipse cx="250" cy="400" rx="210" ry="40" fill="none" stroke="#FFF7EA" stroke-width="2" opacity="0.6"/>`;
  s += `<path d="M210 404C220 330 206 250 180 200L300 200C286 260 288 330 300 404Z" fill="${lin(["#6B3F22", "#8A5A34", "#5A3218"], 0, 0, 1, 0)}"/>`;
  let roots = "";
  for (const x of [60, 90, 130, 330, 370, 410, 440]) roots += t`M${x} ${170 + rr(0, 30)}V${395 + rr(-6, 6)}`;
  s += `<path d="${roots}" stroke="#7A4A2A" stroke-width="4"/>`;
  s += `<path d="M200 220Q140 200 60 170M290 220Q360 200 440 180" stroke="#6B3F22" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  const can = [
    [40, 150, 70],
    [130, 110, 90],
    [250, 90, 100],
    [370, 110, 90],
    [460, 160, 60],
    [0, 200, 50],
    [180, 170, 60],
    [320, 170, 60],
    [500, 210, 40],
  ];
  for (const [x, y, r] of can) s += t`<circle cx="${x}" cy="${y}" r="${r}" fill="${C.leaf}"/>`;
  for (const [x, y, r] of can)
    s += t`<circle cx="${x - r * 0.2}" cy="${y - r * 0.3}" r="${r * 0.62}" fill="${C.leaf2}"/>`;
  s += `<path d="M224 300q10 10 0 22M276 290q-8 12 2 24" stroke="${C.mar}" stroke-width="4" fill="none"/><path d="M232 310h40" stroke="#F6B93B" stroke-width="3" stroke-dasharray="4 3"/>`;
  // chariot with horses, facing left
  s +=
    chariot(720, 440, 0.95, { flip: true }) +
    horse(560, 444, 1.05, "#FFFFFF", C.gold, true) +
    horse(586, 450, 1.05, "#F3EDE2", C.gold, true);
  s += diya(300, 430, 0.8) + diya(200, 432, 0.8);
  return frame800(s);
}
function pBhadrakali() {
  begin("p4");
  let s = skyRect(330, "day");
  s += sun(660, 90, 30, 160);
  s += treeline(290, 0, 800, "#A8B88A", 14, 26, 0.8);
  // red temple behind
  s += shikhara(560, 330, 150, 260, {
    fill: "#C0443E",
    shade: "#94282C",
    line: "#6E1A20",
    dark: "#3A0C18",
    finial: C.gold,
    flagCol: C.saf,
  });
  // red & white gateway
  const gw = (x0, x1) => {
    let g = t`<path d="M${x0} 330V180H${x1}V330Z" fill="#FFF7EA"/>`;
    g += t`<path d="M${x0} 200H${x1}M${x0} 230H${x1}" stroke="#B8283A" stroke-width="8"/>`;
    g += t`<path d="M${(x0 + x1) / 2 - 44} 330V280A44 44 0 0 1 ${(x0 + x1) / 2 + 44} 280V330Z" fill="#5A1420"/><path d="M${(x0 + x1) / 2 - 52} 330V280A52 52 0 0 1 ${(x0 + x1) / 2 + 52} 280V330" stroke="#B8283A" stroke-width="8" fill="none"/>`;
    g += t`<path d="M${x0 - 8} 180H${x1 + 8}V168H${x0 - 8}Z" fill="#B8283A"/>`;
    for (const x of [x0 + 20, (x0 + x1) / 2, x1 - 20])
      g += t`<path d="M${x - 22} 168Q${x - 22} 130 ${x} 124Q${x + 22} 130 ${x + 22} 168Z" fill="#FFF7EA" stroke="#B8283A" stroke-width="3"/><path d="M${x} 124V112" stroke="${C.gold}" stroke-width="3"/><circle cx="${x}" cy="110" r="4" fill="${C.gold}"/>`;
    return g;
  };
  s += gw(130, 350);
  s += `<path d="M0 330H800V500H0Z" fill="${lin(["#E9CFA8", "#D0AC7C"])}"/>`;
  s += `<path d="M240 330L180 500H420L330 330Z" fill="#F3DDB6" opacity="0.7"/>`;
  // shrine over the well (koop)
  s += `<ellipse cx="140" cy="440" rx="80" ry="22" fill="#8E6A4A"/><ellipse cx="140" cy="432" rx="80" ry="22" fill="#C9A678"/><ellipse cx="140" cy="432" rx="60" ry="14" fill="#2E3A6B"/><ellipse cx="130" cy="430" rx="30" ry="5" fill="#6B7BB0" opacity="0.6"/>`;
  s += `<path d="M72 432V330M208 432V330" stroke="#B8283A" stroke-width="8"/><path d="M60 330H220L200 310H80Z" fill="#B8283A"/><path d="M90 310Q90 260 140 252Q190 260 190 310Z" fill="#FFF7EA" stroke="#B8283A" stroke-width="3"/><path d="M140 252V236" stroke="${C.gold}" stroke-width="3"/><path d="M60 330H220" stroke="${C.gold2}" stroke-width="3"/>`;
  s += `<path d="M76 340Q140 372 204 340" stroke="${C.saf}" stroke-width="5" fill="none" stroke-dasharray="0 8" stroke-linecap="round"/>`;
  // rows of offered horses on tiered shelves
  for (let r = 0; r < 3; r++) {
    const y = 390 + r * 38,
      x0 = 460 - r * 20;
    s += t`<path d="M${x0 - 10} ${y}H${800}V${y + 8}H${x0 - 10}Z" fill="#B08A5E"/>`;
    for (let i = 0; i < 8 + r; i++)
      s += horse(
        x0 + 12 + i * 38,
        y,
        0.3 + r * 0.03,
        i % 3 === 1 ? "#E8E4DE" : i % 3 === 2 ? "#D98A4A" : "#C0443E",
        i % 3 === 1 ? "#B0A89A" : C.mar,
      );
  }
  s += use(marigold("o", 10), 40, 470) + use(marigold("y", 9), 60, 480) + diya(250, 470, 0.9);
  return frame800(s);
}
function pSthaneshwar() {
  begin("p5");
  const HZ = 320;
  let s = skyRect(HZ + 2, "dawn");
  s += sun(640, 200, 40, 200);
  s += treeline(HZ - 30, 0, 800, "#8E6A86", 14, 28, 0.7);
  const tmp = sym(
    "tmp",
    shikhara(290, HZ, 190, 290, {
      fill: "#FBF3E6",
      shade: "#E3D2B8",
      line: "#C8B08A",
      trishul: true,
      flag: false,
      finial: C.gold,
    }) +
      pavilion(160, HZ, 70, { fill: "#FBF3E6", shade: "#E3D2B8", dark: "#8E6A4A" }) +
      t`<path d="M60 ${HZ}H500V${HZ + 8}H60Z" fill="#D9C3A0"/>` +
      t`<path d="M388 ${HZ - 170}V${HZ}M388 ${HZ - 170}L420 ${HZ - 160}L388 ${HZ - 150}Z" stroke="${C.gold}" stroke-width="3" fill="${C.saf}"/>`,
  );
  s += use(tmp, 0, 0);
  // tank on the right with reflection
  s += t`<path d="M0 ${HZ + 8}H800V500H0Z" fill="${lin(["#E2C596", "#C9A678"])}"/>`;
  s += t`<path d="M430 ${HZ + 20}H800V470H380Z" fill="${lin(WATER.dawn)}"/>`;
  s += `<g clip-path="url(#${clip("w", t`<path d="M430 ${HZ + 20}H800V470H380Z"/>`)})">${reflect(tmp, HZ + 20, 0.25)}${ripples(HZ + 40, 460, "#FBE3B0", 0.35, 5)}</g>`;
  s += t`<path d="M430 ${HZ + 20}L380 470" stroke="#F3D9B0" stroke-width="4"/>` + steps(470, 500, 2);
  // foreground: linga with bilva leaves and lamp
  s += t`<ellipse cx="190" cy="466" rx="120" ry="16" fill="#5A1420" opacity="0.2"/>`;
  s +=
    linga(180, 460, 0.95) +
    bilva(150, 388, 0.8, -20) +
    bilva(196, 384, 0.8, 15) +
    use(marigold("o", 11), 120, 452) +
    use(marigold("y", 10), 240, 454) +
    diya(300, 452, 0.9);
  return frame800(s);
}
function pBhishmaKund() {
  begin("p6");
  const HZ = 260;
  let s = skyRect(HZ + 2, "dusk");
  s += sun(400, HZ - 10, 50, 240);
  s += rays(400, HZ - 10, 70, 330, 24, "#FFF3C4", 0.12, 0.3);
  s += treeline(HZ - 24, 0, 800, "#4A2E5A", 14, 26);
  s += shikhara(620, HZ, 90, 150, { fill: "#E9CFA8", shade: "#C9A678", dark: "#3A0C18" });
  s += t`<path d="M0 ${HZ}H800V500H0Z" fill="${lin(["#B07A5A", "#6E3A3A"])}"/>`;
  // kund (rectangular, perspective) with steps
  s += `<path d="M170 290H630L720 420H80Z" fill="#C9A678"/>`;
  for (let i = 0; i < 4; i++) {
    const k = i * 11;
    s += t`<path d="M${170 + k * 0.7} ${290 + k}H${630 - k * 0.7}L${720 - k * 1.6} ${420 - k * 0.8}H${80 + k * 1.6}Z" fill="${i % 2 ? "#C9A678" : "#E2C596"}"/>`;
  }
  s += t`<path d="M210 334H590L652 390H148Z" fill="${lin(WATER.dusk)}"/>`;
  s += `<g clip-path="url(#${clip("w", '<path d="M210 334H590L652 390H148Z"/>')})">${ripples(344, 386, "#FBE3B0", 0.35, 3)}</g>`;
  // bed of arrows on a low mound in the foreground
  s += `<path d="M0 500V460Q200 430 400 436Q600 430 800 460V500Z" fill="${lin(["#7A4A3A", "#4A2430"])}"/>`;
  let ar = "";
  for (let i = 0; i < 15; i++) {
    const x = 50 + i * 50,
      ang = (i - 7) * 4;
    const top = 380 + Math.abs(i - 7) * 4;
    ar += arrow(x - Math.sin(rad(ang)) * (470 - top), top, x, 470, C.gold2, 3.5);
  }
  s += ar;
  s += `<path d="M120 440Q400 420 680 440" stroke="${C.saf}" stroke-width="5" fill="none" opacity="0.7"/>`;
  // stream of water rising from the ground
  s += `<path d="M400 362Q396 250 400 200Q404 250 410 362Z" fill="#DDEFF0" opacity="0.9"/><path d="M400 205Q360 210 344 250M400 205Q440 210 456 250" stroke="#DDEFF0" stroke-width="3" fill="none" stroke-dasharray="2 6" stroke-linecap="round"/>`;
  s += `<circle cx="400" cy="200" r="30" fill="${rg(["#FFFFFF@0.6", "#FFFFFF@0"])}"/>`;
  s += arrow(480, 150, 404, 356, "#F8E3A0", 4);
  return frame800(s);
}
function pBanGanga() {
  begin("p7");
  const HZ = 260;
  let s = skyRect(HZ + 2, "day");
  s += sun(140, 90, 34, 170);
  s += treeline(HZ - 26, 0, 800, "#8EB27A", 16, 30, 0.9);
  s += tree(690, HZ + 6, 34, "#5E8B4F", "#7FA060") + tree(760, HZ + 4, 26, "#5E8B4F", "#7FA060");
  const tmp = sym(
    "tmp",
    shikhara(180, HZ + 10, 100, 170, { fill: "#F3E3C6", shade: "#D9BE93" }) +
      pavilion(90, HZ + 10, 50, { fill: "#F3E3C6", shade: "#D9BE93", dark: "#8E6A4A" }),
  );
  s += use(tmp, 0, 0);
  s += t`<path d="M0 ${HZ + 10}H800V500H0Z" fill="${lin(["#BFD3A0", "#8EB27A"])}"/>`;
  s += t`<path d="M40 ${HZ + 24}H760L790 450H10Z" fill="#D9C3A0"/><path d="M60 ${HZ + 34}H740L768 430H32Z" fill="${lin(WATER.day)}"/>`;
  s += `<g clip-path="url(#${clip("w", t`<path d="M60 ${HZ + 34}H740L768 430H32Z"/>`)})">${reflect(tmp, HZ + 34, 0.25)}${ripples(HZ + 50, 420, "#FFFFFF", 0.45, 6)}</g>`;
  // spring where the arrow struck
  s += `<ellipse cx="520" cy="380" rx="90" ry="20" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.6"/><ellipse cx="520" cy="380" rx="56" ry="12" fill="none" stroke="#FFFFFF" stroke-width="2.5" opacity="0.8"/><ellipse cx="520" cy="380" rx="24" ry="6" fill="#FFFFFF" opacity="0.8"/>`;
  s += `<path d="M520 380Q510 340 520 320Q530 340 526 380Z" fill="#EAF6F4"/>`;
  s += `<circle cx="520" cy="320" r="60" fill="${rg(["#FFF3C4@0.7", "#FFF3C4@0"])}"/>`;
  s += arrow(660, 120, 524, 352, C.gold, 5);
  s += steps(450, 500, 2, "#E2C596", "#C9A678");
  s += use(marigold("o", 10), 90, 470) + use(marigold("y", 9), 110, 478) + diya(150, 468, 0.8);
  return frame800(s);
}
function pBirlaGita() {
  begin("p8");
  let s = skyRect(360, "day");
  s += sun(700, 80, 28, 150);
  // marble temple facade
  const m = "#FBF6EE",
    ms = "#E6DCCB";
  s += shikhara(400, 330, 180, 300, { fill: m, shade: ms, line: "#CBB9A0", finial: C.gold, flagCol: C.saf });
  s +=
    shikhara(230, 330, 100, 170, { fill: m, shade: ms, line: "#CBB9A0", finial: C.gold, flag: false }) +
    shikhara(570, 330, 100, 170, { fill: m, shade: ms, line: "#CBB9A0", finial: C.gold, flag: false });
  s += `<path d="M120 330V240H680V330Z" fill="${m}"/><path d="M110 240H690V228H110Z" fill="${ms}"/><path d="M120 330H680" stroke="${ms}" stroke-width="6"/>`;
  s += `<path d="M370 330V284A30 30 0 0 1 430 284V330Z" fill="#7A5A3A"/><path d="M362 330V284A38 38 0 0 1 438 284V330" stroke="${C.gold}" stroke-width="3" fill="none"/>`;
  // verse panels (abstract lines, no lettering)
  let pnl = "",
    ln = "";
  for (const x of [150, 230, 510, 590]) {
    pnl += t`M${x} 256h60v58h-60z`;
    for (let k = 0; k < 5; k++) ln += t`M${x + 8} ${266 + k * 10}h${44 - (k % 2) * 10}`;
  }
  s += `<path d="${pnl}" fill="#F3E3C6" stroke="${C.gold}" stroke-width="2"/><path d="${ln}" stroke="${C.mar}" stroke-width="2" stroke-dasharray="6 3 10 3" opacity="0.6"/>`;
  // lawn and path
  s += `<path d="M0 330H800V500H0Z" fill="${lin(["#9CC07E", "#5E9B5E"])}"/><path d="M340 330H460L560 500H240Z" fill="#EFE4D0"/>`;
  s += treeline(330, 0, 180, "#4E8B5A", 10, 18) + treeline(330, 620, 800, "#4E8B5A", 10, 18);
  // golden chariot drawn by white horses
  s += `<ellipse cx="420" cy="466" rx="260" ry="18" fill="#2A4A2A" opacity="0.25"/>`;
  s += `<path d="M240 470H620V452H240Z" fill="#E6DCCB"/>`;
  s += chariot(330, 452, 1.05) + horse(470, 456, 1.05, "#EDE7DC", C.gold) + horse(500, 462, 1.05, "#FFFFFF", C.gold);
  return frame800(s);
}
function pKrishnaMuseum() {
  begin("p9");
  let s = `<rect width="800" height="500" fill="${lin(["#7A1F2B", "#5A1420"])}"/>`;
  // arches on the back wall
  let ar = "";
  for (const x of [80, 320, 560]) ar += t`M${x} 330V150A80 80 0 0 1 ${x + 160} 150V330Z`;
  s += `<path d="${ar}" fill="#8E3A3A"/>`;
  s += `<path d="M0 60H800" stroke="${C.gold}" stroke-width="4"/><path d="M0 72H800" stroke="${C.gold2}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round"/>`;
  // framed paintings
  const frameP = (x, y, w, h, inner) =>
    t`<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${lin([C.gold2, C.gold])}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(["#2E3A6B", "#6B5B95"])}"/>` +
    inner;
  // peacock feather painting
  const feather = (x, y, L, rot) =>
    t`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0V${-L}" stroke="#C9B88A" stroke-width="2"/><path d="M0 ${-L * 0.25}C${L * 0.22} ${-L * 0.5} ${L * 0.22} ${-L * 0.95} 0 ${-L * 1.05}C${-L * 0.22} ${-L * 0.95} ${-L * 0.22} ${-L * 0.5} 0 ${-L * 0.25}Z" fill="#3E7B4F"/><ellipse cy="${-L * 0.82}" rx="${L * 0.13}" ry="${L * 0.17}" fill="${C.gold2}"/><ellipse cy="${-L * 0.82}" rx="${L * 0.09}" ry="${L * 0.12}" fill="#2E6B8A"/><ellipse cy="${-L * 0.8}" rx="${L * 0.05}" ry="${L * 0.07}" fill="#1E2650"/></g>`;
  s += frameP(110, 150, 100, 130, feather(150, 270, 100, -12) + feather(170, 272, 90, 10));
  // flute painting
  s += frameP(
    350,
    130,
    100,
    150,
    t`<circle cx="400" cy="190" r="36" fill="${rg(["#FFE7A0@0.8", "#F6B93B@0"])}"/><path d="M364 236L440 160" stroke="#C98A3A" stroke-width="8" stroke-linecap="round"/><path d="M378 222l4 -4M392 208l4 -4M406 194l4 -4" stroke="#5A3218" stroke-width="3"/><path d="M436 166q14 10 8 24" stroke="${C.mar}" stroke-width="3" fill="none"/>` +
      feather(420, 270, 60, 20),
  );
  s += frameP(
    590,
    150,
    100,
    130,
    t`<circle cx="640" cy="215" r="40" fill="${rg(["#FFF3C4@0.6", "#FFF3C4@0"])}"/>` + conch(640, 215, 0.7),
  );
  // floor
  s += `<path d="M0 340H800V500H0Z" fill="${lin(["#D9B98A", "#A87A4A"])}"/>`;
  let tl = "";
  for (let i = -6; i <= 6; i++) tl += t`M${400 + i * 40} 340L${400 + i * 130} 500`;
  for (const y of [360, 388, 424, 470]) tl += t`M0 ${y}H800`;
  s += `<path d="${tl}" stroke="#8E6A4A" stroke-width="1.5" opacity="0.45"/><path d="M0 340H800" stroke="${C.gold}" stroke-width="3"/>`;
  // plinth with conch sculpture under spotlight
  s += `<path d="M330 0L250 440H550L470 0Z" fill="#FFF3C4" opacity="0.1"/>`;
  s += `<path d="M340 330H460V440H340Z" fill="#F3E3C6"/><path d="M330 320H470V334H330ZM330 436H470V450H330Z" fill="#E2C596"/>`;
  s += t`<circle cx="400" cy="276" r="70" fill="${rg(["#FFF3C4@0.55", "#FFF3C4@0"])}"/>` + conch(400, 282, 1.2);
  // vase of peacock feathers
  s +=
    `<path d="M640 440Q616 400 634 372H666Q684 400 660 440Z" fill="${BRASS()}"/>` +
    feather(642, 376, 110, -16) +
    feather(650, 376, 120, 0) +
    feather(658, 376, 110, 16);
  // visitor seen from behind
  s += standing(170, 490, 2.4, C.saf2);
  return frame800(s);
}
function conch(x, y, s) {
  const sh = lin([
    [0, "#FFFDF6"],
    [0.6, "#F3E3C6"],
    [1, "#D9BE93"],
  ]);
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="M-48-2C-50-26-14-36 18-26C38-19 56-7 64 2C52 10 32 18 10 20C-20 24-46 18-48-2Z" fill="${sh}"/><path d="M-48-8L-68-2L-48 8Z" fill="#E9CFA8"/><path d="M-60-4L-56 2M-55-6L-51 4" stroke="#C9A678" stroke-width="2"/><path d="M-32-28Q-38 0-30 20M-14-32Q-20 0-12 22M4-30Q-2 0 6 21" stroke="#C9A678" stroke-width="2.6" fill="none"/><path d="M-18 14C10 6 40 2 64 2C44 14 14 24-18 22Z" fill="#F3C9B0"/><path d="M-40-20L-40 16" stroke="${C.gold}" stroke-width="4"/></g>`;
}
function pKamalNabhi() {
  begin("pa");
  const HZ = 270;
  let s = skyRect(HZ + 2, "dawn");
  s += `<circle cx="400" cy="200" r="260" fill="${rg(["#FFF3C4@0.9", "#F6B93B@0.3", "#F6B93B@0"])}"/>`;
  s += rays(400, 200, 70, 360, 32, "#FFFFFF", 0.16, 0.3);
  s += treeline(HZ - 26, 0, 800, "#8E6A86", 14, 26, 0.7);
  s +=
    shikhara(660, HZ, 90, 150, { fill: "#F3E3C6", shade: "#D9BE93" }) +
    shikhara(140, HZ, 70, 110, { fill: "#F3E3C6", shade: "#D9BE93" });
  // tank with steps around
  s += t`<path d="M0 ${HZ}H800V500H0Z" fill="#D9BE93"/>`;
  for (let i = 0; i < 4; i++) {
    const k = i * 12;
    s += t`<path d="M${60 + k} ${HZ + 10 + k * 0.6}H${740 - k}L${780 - k * 1.4} ${490 - k * 0.5}H${20 + k * 1.4}Z" fill="${i % 2 ? "#D9BE93" : "#EAD3AC"}"/>`;
  }
  const wp = t`M116 ${HZ + 40}H684L730 470H70Z`;
  s += `<path d="${wp}" fill="${lin(WATER.dawn)}"/>`;
  s += `<g clip-path="url(#${clip("w", `<path d="${wp}"/>`)})">${ripples(HZ + 60, 460, "#FBE3B0", 0.35, 6)}</g>`;
  // lotus rising on a stem with leaves
  s += t`<ellipse cx="400" cy="430" rx="90" ry="12" fill="none" stroke="#FBE3B0" stroke-width="2" opacity="0.6"/>`;
  s += `<path d="M400 430C392 380 410 330 400 260" stroke="#5E9B5E" stroke-width="7" fill="none"/>`;
  s += lotusPad(300, 420, 70, 16, 4) + lotusPad(520, 428, 60, 14, -4);
  s += `<circle cx="400" cy="220" r="110" fill="${rg(["#FFFDF3@0.9", "#FFF3C4@0.4", "#FFF3C4@0"])}"/>`;
  s += pinkLotus(400, 262, 1.15);
  s +=
    `<path d="M300 420q-10 -30 -4 -60" stroke="#5E9B5E" stroke-width="5" fill="none"/>` +
    t`<path d="${petal(40, 13)}" transform="translate(296 362)" fill="${lin(["#F3A9AE", "#D9707E"])}"/>`;
  s += sparkle(330, 170, 8, "#FFFDF3") + sparkle(478, 150, 6, "#FFFDF3") + sparkle(520, 220, 5, "#FFFDF3", 0.8);
  return frame800(s);
}
function pAditiKund() {
  begin("pb");
  const HZ = 280;
  let s = skyRect(HZ + 2, "dawn");
  s += sun(400, HZ - 30, 96, 330);
  s += `<path d="M0 ${HZ - 40}H800" stroke="#FBE3B0" stroke-width="10" opacity="0.35"/><path d="M0 ${HZ - 70}H800" stroke="#FBE3B0" stroke-width="6" opacity="0.25"/>`;
  s += treeline(HZ - 30, 0, 260, "#6E5A7A", 14, 26) + treeline(HZ - 30, 540, 800, "#6E5A7A", 14, 26);
  const tmp = sym(
    "tmp",
    shikhara(400, HZ, 100, 160, { fill: "#B0603A", shade: "#8E4A2E", line: "#6E3A22", dark: "#3A0C18" }) +
      tree(270, HZ, 30, "#4E6B4A", "#6E8B5A") +
      tree(540, HZ, 34, "#4E6B4A", "#6E8B5A") +
      t`<path d="M200 ${HZ}H600V${HZ + 10}H200Z" fill="#C9A678"/>`,
  );
  s += use(tmp, 0, 0);
  s += t`<path d="M0 ${HZ}H800V500H0Z" fill="#A8B88A"/>`;
  const wp = t`M120 ${HZ + 10}H680L760 450H40Z`;
  s += `<path d="${wp}" fill="${lin(WATER.dawn)}"/>`;
  s += `<g clip-path="url(#${clip("w", `<path d="${wp}"/>`)})">${reflect(tmp, HZ + 10, 0.3)}${t`<circle cx="400" cy="${HZ + 70}" r="80" fill="${rg(["#FFF3C4@0.6", "#FFF3C4@0"])}"/>`}${ripples(HZ + 30, 440, "#FBE3B0", 0.4, 6)}</g>`;
  s += `<path d="M0 ${HZ + 60}H800" stroke="#FFF7EA" stroke-width="16" opacity="0.15"/>`;
  s += steps(450, 500, 2, "#E2C596", "#C9A678");
  s += diya(380, 466, 0.8) + use(marigold("o", 10), 420, 476) + use(marigold("y", 9), 440, 470);
  s += `<path d="M560 120q7 -7 14 0q7 -7 14 0M600 146q6 -6 12 0q6 -6 12 0M200 110q6 -6 12 0q6 -6 12 0" stroke="#5A1420" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  return frame800(s);
}
function pPehowa() {
  begin("pc");
  let s = skyRect(280, "dusk");
  s += sun(640, 220, 40, 200);
  s += stars(20, 0, 0, 800, 120, "#FFF7EA", 1.2);
  const far = sym(
    "far",
    treeline(230, 0, 800, "#3E2A50", 12, 22) +
      shikhara(200, 270, 80, 170, { fill: "#E9CFA8", shade: "#C9A678", dark: "#3A0C18" }) +
      shikhara(300, 270, 60, 130, { fill: "#E9CFA8", shade: "#C9A678", dark: "#3A0C18" }) +
      shikhara(420, 270, 90, 200, { fill: "#E9CFA8", shade: "#C9A678", dark: "#3A0C18" }) +
      shikhara(530, 270, 56, 120, { fill: "#E9CFA8", shade: "#C9A678", dark: "#3A0C18" }) +
      steps(262, 282, 2, "#C9A678", "#9A7A5A"),
  );
  s += use(far, 0, 0);
  // river
  s += `<path d="M0 282H800V420Q400 440 0 410Z" fill="${lin(WATER.dusk)}"/>`;
  s += `<g clip-path="url(#${clip("w", '<path d="M0 282H800V420Q400 440 0 410Z"/>')})">${reflect(far, 282, 0.22)}${ripples(300, 400, "#F8D8B8", 0.3, 6)}</g>`;
  // floating lamps on leaf boats for ancestors
  const boat = sym(
    "boat",
    `<path d="M-16 0Q0 8 16 0Q6 -4 0 -4Q-6 -4 -16 0Z" fill="#5E9B5E"/>` + diyaBody({ glowR: 30 }).replace("<g", "<g"),
  );
  for (const [x, y, k] of [
    [120, 330, 0.5],
    [210, 350, 0.6],
    [330, 320, 0.45],
    [460, 360, 0.7],
    [590, 340, 0.55],
    [700, 370, 0.7],
    [380, 390, 0.8],
    [80, 395, 0.8],
    [560, 400, 0.85],
  ])
    s += use(boat, x, y, k);
  // near ghat steps
  s += `<path d="M0 410Q400 440 800 420V500H0Z" fill="#C9A678"/>`;
  s += `<path d="M0 430Q400 458 800 440M0 458Q400 482 800 466" stroke="#E2C596" stroke-width="10" fill="none"/>`;
  // priest offering water (seen from behind)
  s += `<g transform="translate(640 480) scale(1.6)"><path d="M-14 0L-12-40Q-10-50 0-52Q10-50 12-40L14 0Z" fill="#FFF7EA"/><path d="M-12-30H12" stroke="${C.gold}" stroke-width="3"/><path d="M-9-46L-20-76M9-46L20-76" stroke="#A86A40" stroke-width="5" stroke-linecap="round"/><circle cy="-60" r="8" fill="#2A1C18"/><path d="M-16-84H16L12-76H-12Z" fill="${C.gold}"/><path d="M14-82Q40-60 36-20" stroke="#DDEFF0" stroke-width="3" fill="none" stroke-dasharray="4 3"/></g>`;
  s += diya(90, 460, 0.9) + diya(160, 466, 0.9) + use(marigold("o", 10), 230, 470);
  return frame800(s);
}
function pKuber() {
  begin("pd");
  const HZ = 280;
  let s = skyRect(HZ + 2, "golden");
  s += sun(150, 120, 40, 200);
  s += treeline(HZ - 24, 0, 800, "#B0703A", 14, 26, 0.6);
  // shrine
  s +=
    t`<path d="M0 ${HZ}H380V500H0Z" fill="${lin(WATER.golden)}"/>` +
    ripples(HZ + 20, 480, "#FFF3C4", 0.35, 7).replace(/h(\d+)/g, (m, w) => "h" + Math.min(+w, 120));
  s += `<path d="M340 ${HZ}H800V500H340Z" fill="${lin(["#EAD3AC", "#D9BE93"])}"/><path d="M340 ${HZ}H800" stroke="#FFF7EA" stroke-width="2" opacity="0.6"/>`;
  s +=
    shikhara(540, 330, 160, 250, { fill: "#F3E3C6", shade: "#D9BE93", dark: "#5A1420" }) +
    tree(720, 330, 26, "#6E8B4A", "#8EA860") +
    tree(380, 320, 20, "#6E8B4A", "#8EA860");
  s += `<path d="M380 330H700V346H380Z" fill="#C9A678"/>`;
  s += steps(346, 500, 5, "#E2C596", "#C9A678", 340, 800);
  s += `<path d="M340 346V500" stroke="#B08A5E" stroke-width="4"/>`;
  // treasure pot overflowing with coins
  s += `<circle cx="520" cy="400" r="110" fill="${rg(["#FFF3C4@0.8", "#F6B93B@0.2", "#F6B93B@0"])}"/>`;
  s += `<path d="M470 460Q440 420 470 390H570Q600 420 570 460Z" fill="${BRASS()}"/><path d="M478 390Q470 376 486 370H554Q570 376 562 390Z" fill="${BRASS()}"/><path d="M452 424Q520 444 588 424" stroke="${C.mar}" stroke-width="6" fill="none"/>`;
  s += coins(520, 368, 14, 34) + coins(520, 356, 8, 24) + coins(520, 470, 10, 90);
  s += sparkle(480, 330, 9, "#FFFDF3") + sparkle(566, 340, 7, "#FFFDF3") + sparkle(520, 310, 5, "#FFFDF3");
  s +=
    diya(660, 462, 1) + pinkLotus(400, 480, 0.5) + use(marigold("o", 11), 720, 478) + use(marigold("y", 10), 740, 468);
  s += lotusPad(120, 420, 50, 12, 0) + lotusPad(240, 470, 40, 10, 5) + pinkLotus(120, 416, 0.3);
  return frame800(s);
}
function pGitaJayanti() {
  begin("pe");
  const HZ = 250;
  let s = skyRect(HZ + 2, "night") + stars(40, 0, 0, 800, 200, "#FFF7EA", 1.5);
  s += `<rect y="170" width="800" height="82" fill="${lin(["#C9738A@0", "#C9738A@0.45"])}"/>`;
  // far bank with string lights and chariot silhouette
  const far = sym(
    "far",
    treeline(HZ - 26, 0, 800, "#1E2448", 12, 22) +
      chariot(560, HZ, 0.55, { body: "#1E2448", wheel: "#1E2448" }) +
      horse(640, HZ, 0.55, "#1E2448", "#1E2448") +
      pavilion(160, HZ, 60, { fill: "#3A3A66", shade: "#2E2E58", dark: "#1E2448", finial: "#3A3A66" }) +
      t`<path d="M0 ${HZ}H800V${HZ + 8}H0Z" fill="#2E2E58"/>`,
  );
  s += use(far, 0, 0);
  s += `<path d="M0 ${HZ - 4}H800" stroke="#F6B93B" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round"/>`;
  s += t`<rect y="${HZ + 8}" width="800" height="${500 - HZ}" fill="${lin([
    [0, "#3A2E5A"],
    [1, "#1E1A36"],
  ])}"/>`;
  s += reflect(far, HZ + 8, 0.2);
  s += `<path d="M0 ${HZ + 14}H800" stroke="#F6B93B" stroke-width="2" stroke-dasharray="0 10" stroke-linecap="round" opacity="0.4"/>`;
  // thousands of floating lamps: three depth bands
  const bands = [
    [HZ + 14, HZ + 60, 170, 1.6, 6],
    [HZ + 60, HZ + 130, 95, 2.6, 10],
    [HZ + 130, 440, 50, 4, 16],
  ];
  bands.forEach(([y0, y1, n, core, glow], i) => {
    let d = "";
    for (let k = 0; k < n; k++) d += t`M${rr(0, 800)} ${rr(y0, y1)}h0`;
    const id = addDef("lamps" + i, (id) => `<path id="${id}" d="${d}"/>`);
    s += `<use href="#${id}" stroke="#F6B93B" stroke-width="${glow}" stroke-linecap="round" opacity="0.28"/><use href="#${id}" stroke="#FFF3C4" stroke-width="${core}" stroke-linecap="round"/>`;
  });
  s += `<rect y="${HZ + 8}" width="800" height="${500 - HZ}" fill="${rg(["#F6B93B@0.25", "#F6B93B@0"], 0.5, 0.5, 0.6)}"/>`;
  // ghats with devotees
  s += steps(440, 500, 3, "#5A4A62", "#463A52");
  for (let i = 0; i < 8; i++)
    s += seated(60 + i * 96 + rr(-10, 10), 500, 0.9, ["#FFF7EA", C.saf, C.mar, C.mari][i % 4]);
  s += diya(120, 446, 0.8) + diya(300, 446, 0.8) + diya(500, 446, 0.8) + diya(680, 446, 0.8);
  // festive arch framing the view
  const arch = "M0 0H800V500H760V120Q760 40 400 36Q40 40 40 120V500H0Z";
  s += `<path d="${arch}" fill="${lin([C.mar, C.mar2])}"/>`;
  s += `<path d="M40 500V120Q40 40 400 36Q760 40 760 120V500" stroke="${C.gold2}" stroke-width="4" fill="none"/><path d="M52 500V124Q52 54 400 50Q748 54 748 124V500" stroke="#FFE7A0" stroke-width="5" fill="none" stroke-dasharray="0 14" stroke-linecap="round"/>`;
  s +=
    garland(60, 60, 400, 46, 26, 16, 10) +
    garland(400, 46, 740, 60, 26, 16, 10, ["y", "o"]) +
    strand(400, 44, 3, 18, 9, ["o", "y"]);
  s += strand(20, 0, 18, 26, 11, ["o", "y"], false) + strand(780, 0, 18, 26, 11, ["y", "o"], false);
  return frame800(s);
}
// ================================================================ MAIN
const JOBS = {
  "logo.svg": () => logo(false),
  "logo-mark-light.svg": () => logo(true),
  "hero.svg": hero,
  "flower-banner-wide.svg": () => banner(1600),
  "flower-banner-narrow.svg": () => banner(800),
  "service-puja.svg": servicePuja,
  "service-epuja.svg": serviceEpuja,
  "service-havana.svg": serviceHavana,
  "service-astrology.svg": serviceAstrology,
  "step-select.svg": stepSelect,
  "step-whatsapp.svg": stepWhatsapp,
  "step-confirm.svg": stepConfirm,
  "step-updates.svg": stepUpdates,
  "priest.svg": priest,
  "priest-block-1.svg": block1,
  "priest-block-2.svg": block2,
  "priest-block-3.svg": block3,
  "priest-block-4.svg": block4,
  "priest-block-5.svg": block5,
  "pilgrimage/brahma-sarovar.svg": pBrahmaSarovar,
  "pilgrimage/sannihit-sarovar.svg": pSannihit,
  "pilgrimage/jyotisar.svg": pJyotisar,
  "pilgrimage/bhadrakali-shaktipeeth.svg": pBhadrakali,
  "pilgrimage/sthaneshwar-mahadev.svg": pSthaneshwar,
  "pilgrimage/bhishma-kund.svg": pBhishmaKund,
  "pilgrimage/ban-ganga-dayalpur.svg": pBanGanga,
  "pilgrimage/birla-gita-mandir.svg": pBirlaGita,
  "pilgrimage/krishna-museum.svg": pKrishnaMuseum,
  "pilgrimage/kamal-nabhi.svg": pKamalNabhi,
  "pilgrimage/aditi-kund.svg": pAditiKund,
  "pilgrimage/prithudak-pehowa.svg": pPehowa,
  "pilgrimage/kuber-tirtha.svg": pKuber,
  "pilgrimage/gita-jayanti.svg": pGitaJayanti,
};
const only = process.argv.slice(2);
let largest = ["", 0];
for (const [name, fn] of Object.entries(JOBS)) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const file = join(OUT, name);
  mkdirSync(dirname(file), { recursive: true });
  const out = fn();
  writeFileSync(file, out + "\n");
  const kb = out.length / 1024;
  if (kb > largest[1]) largest = [name, kb];
  console.log(`${name.padEnd(40)} ${kb.toFixed(1)} KB`);
}
console.log(`largest: ${largest[0]} ${largest[1].toFixed(1)} KB`);
