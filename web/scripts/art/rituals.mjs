#!/usr/bin/env node
// Generator for the ritual illustrations (one original SVG per ritual).
// Usage: node scripts/art/rituals.mjs            -> writes app/assets/art/rituals/{slug}.svg
//        node scripts/art/rituals.mjs marriage   -> only the given slug(s)
// Plain Node ESM, no dependencies. Every shape here is hand-written for this project.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, "../../app/assets/art/rituals");

/* ------------------------------------------------------------------ core */

// Gradient library. [type, extra attributes, stops[[offset, colour, opacity?]]]
// type: v = vertical linear, h = horizontal linear, r = radial.
const GR = {
  wall: [
    "v",
    "",
    [
      [0, "#FFF7EA"],
      [1, "#F7DDB5"],
    ],
  ],
  wallRose: [
    "v",
    "",
    [
      [0, "#FFF2E4"],
      [1, "#F3CFB0"],
    ],
  ],
  wallDark: [
    "v",
    "",
    [
      [0, "#6A1A28"],
      [1, "#3E0D17"],
    ],
  ],
  wallNight: [
    "v",
    "",
    [
      [0, "#2A2550"],
      [1, "#1A1A38"],
    ],
  ],
  floor: [
    "v",
    "",
    [
      [0, "#E9CFA8"],
      [1, "#CFA16B"],
    ],
  ],
  floorDark: [
    "v",
    "",
    [
      [0, "#7A3A2A"],
      [1, "#3E1A16"],
    ],
  ],
  floorStone: [
    "v",
    "",
    [
      [0, "#D8C3A4"],
      [1, "#A88B68"],
    ],
  ],
  gold: [
    "v",
    "",
    [
      [0, "#F8DF8E"],
      [0.5, "#E2B857"],
      [1, "#A8771F"],
    ],
  ],
  goldH: [
    "h",
    "",
    [
      [0, "#9C6B18"],
      [0.3, "#E2B857"],
      [0.45, "#FFF0BA"],
      [0.62, "#E2B857"],
      [1, "#8A5A12"],
    ],
  ],
  brass: [
    "h",
    "",
    [
      [0, "#8E5F14"],
      [0.28, "#D9A840"],
      [0.42, "#FBE3A0"],
      [0.6, "#D9A840"],
      [1, "#7E5210"],
    ],
  ],
  copper: [
    "h",
    "",
    [
      [0, "#6E2810"],
      [0.3, "#C2602A"],
      [0.44, "#F4B07C"],
      [0.62, "#BC5622"],
      [1, "#5E220C"],
    ],
  ],
  silver: [
    "h",
    "",
    [
      [0, "#8A8A96"],
      [0.3, "#D6D6DE"],
      [0.45, "#FFFFFF"],
      [0.62, "#CFCFD8"],
      [1, "#7A7A88"],
    ],
  ],
  clay: [
    "v",
    "",
    [
      [0, "#D9793A"],
      [1, "#8E3C1A"],
    ],
  ],
  clayH: [
    "h",
    "",
    [
      [0, "#7E3416"],
      [0.4, "#D27236"],
      [0.55, "#E99560"],
      [1, "#7A3214"],
    ],
  ],
  maroon: [
    "v",
    "",
    [
      [0, "#962F3C"],
      [1, "#5A1420"],
    ],
  ],
  red: [
    "v",
    "",
    [
      [0, "#D2323C"],
      [1, "#8E1A24"],
    ],
  ],
  saffron: [
    "v",
    "",
    [
      [0, "#F6B93B"],
      [1, "#E8871E"],
    ],
  ],
  leaf: [
    "v",
    "",
    [
      [0, "#76B468"],
      [1, "#2F6A42"],
    ],
  ],
  leafH: [
    "h",
    "",
    [
      [0, "#2F6A42"],
      [0.5, "#6FAE63"],
      [1, "#3E7B4F"],
    ],
  ],
  stem: [
    "h",
    "",
    [
      [0, "#9CC27A"],
      [0.5, "#D8E8B0"],
      [1, "#7FA860"],
    ],
  ],
  wood: [
    "v",
    "",
    [
      [0, "#A5652E"],
      [1, "#6A3A18"],
    ],
  ],
  woodH: [
    "h",
    "",
    [
      [0, "#5E3214"],
      [0.4, "#A8683A"],
      [1, "#5A2E12"],
    ],
  ],
  fo: [
    "v",
    "",
    [
      [0, "#FFC650"],
      [0.55, "#F28C1E"],
      [1, "#D9531A"],
    ],
  ],
  fm: [
    "v",
    "",
    [
      [0, "#FFE896"],
      [1, "#F6B93B"],
    ],
  ],
  fi: [
    "v",
    "",
    [
      [0, "#FFFFFF"],
      [1, "#FFF2B0"],
    ],
  ],
  glow: [
    "r",
    "",
    [
      [0, "#FFF0B0", 0.95],
      [0.35, "#F6B93B", 0.45],
      [1, "#F4A340", 0],
    ],
  ],
  glowSoft: [
    "r",
    "",
    [
      [0, "#FFE9B0", 0.7],
      [1, "#FFE9B0", 0],
    ],
  ],
  glowW: [
    "r",
    "",
    [
      [0, "#FFFFFF", 0.95],
      [0.4, "#FFF4D0", 0.5],
      [1, "#FFF4D0", 0],
    ],
  ],
  glowRed: [
    "r",
    "",
    [
      [0, "#FF8A4A", 0.8],
      [0.5, "#D2323C", 0.35],
      [1, "#8E1A24", 0],
    ],
  ],
  glowBlue: [
    "r",
    "",
    [
      [0, "#FFFFFF", 0.9],
      [0.3, "#C8D4FF", 0.45],
      [1, "#8C9BE0", 0],
    ],
  ],
  coco: [
    "r",
    ' cx=".35" cy=".3" r=".85"',
    [
      [0, "#B98450"],
      [1, "#5A361A"],
    ],
  ],
  stone: [
    "h",
    "",
    [
      [0, "#1C1E2C"],
      [0.35, "#4C5070"],
      [0.5, "#60658A"],
      [1, "#16182A"],
    ],
  ],
  stoneL: [
    "h",
    "",
    [
      [0, "#8A7E70"],
      [0.4, "#CDBFA8"],
      [1, "#7A6E60"],
    ],
  ],
  sand: [
    "h",
    "",
    [
      [0, "#7A5236"],
      [0.35, "#C08A5A"],
      [0.5, "#D9A878"],
      [1, "#6A442A"],
    ],
  ],
  petB: [
    "v",
    "",
    [
      [0, "#D4506E"],
      [1, "#F6B3B4"],
    ],
  ],
  petF: [
    "v",
    "",
    [
      [0, "#E9718A"],
      [0.55, "#F8BDBE"],
      [1, "#FFF1E6"],
    ],
  ],
  hib: [
    "r",
    ' cx=".5" cy=".55" r=".6"',
    [
      [0, "#7A0E1A"],
      [0.35, "#C8202C"],
      [1, "#F2504A"],
    ],
  ],
  water: [
    "v",
    "",
    [
      [0, "#CFEAF2"],
      [1, "#6FAFCB"],
    ],
  ],
  waterH: [
    "h",
    "",
    [
      [0, "#9FD0E2", 0.2],
      [0.5, "#E8F8FF", 0.95],
      [1, "#9FD0E2", 0.2],
    ],
  ],
  sheen: [
    "r",
    ' cx=".3" cy=".3" r=".7"',
    [
      [0, "#FFFFFF", 0.75],
      [0.5, "#FFFFFF", 0],
      [1, "#FFFFFF", 0],
    ],
  ],
  shade: [
    "r",
    ' cx=".4" cy=".35" r=".7"',
    [
      [0.6, "#000000", 0],
      [1, "#000000", 0.45],
    ],
  ],
  skyGold: [
    "v",
    "",
    [
      [0, "#FFF4DA"],
      [0.6, "#FBD79C"],
      [1, "#F6B66A"],
    ],
  ],
  skyDawn: [
    "v",
    "",
    [
      [0, "#8E7AB0"],
      [0.35, "#E8A7A0"],
      [0.7, "#F8C98A"],
      [1, "#FCE3B0"],
    ],
  ],
  skyDay: [
    "v",
    "",
    [
      [0, "#CFE3EA"],
      [0.6, "#FCEBCB"],
      [1, "#FBD9A0"],
    ],
  ],
  skyDusk: [
    "v",
    "",
    [
      [0, "#2E3A6B"],
      [0.45, "#6B5B95"],
      [0.8, "#D98A72"],
      [1, "#F4A340"],
    ],
  ],
  skyNight: [
    "v",
    "",
    [
      [0, "#121840"],
      [0.6, "#2E3A6B"],
      [1, "#54508A"],
    ],
  ],
  skyRed: [
    "v",
    "",
    [
      [0, "#3A0C16"],
      [0.55, "#7A1F2B"],
      [1, "#D2542A"],
    ],
  ],
  sea: [
    "v",
    "",
    [
      [0, "#6E7FAE"],
      [1, "#2E3A6B"],
    ],
  ],
  seaDawn: [
    "v",
    "",
    [
      [0, "#E7A98E"],
      [0.4, "#8E7FA8"],
      [1, "#3A467A"],
    ],
  ],
  seaDusk: [
    "v",
    "",
    [
      [0, "#B8788A"],
      [0.5, "#5A5A8E"],
      [1, "#2A3262"],
    ],
  ],
  hill: [
    "v",
    "",
    [
      [0, "#5E8A6A"],
      [1, "#2F5A46"],
    ],
  ],
  earth: [
    "v",
    "",
    [
      [0, "#A8693A"],
      [1, "#5E3418"],
    ],
  ],
  rice: [
    "r",
    ' cx=".4" cy=".35" r=".7"',
    [
      [0, "#FFFFFF"],
      [0.7, "#F4EEDD"],
      [1, "#D8CDB4"],
    ],
  ],
  cloth: [
    "v",
    "",
    [
      [0, "#C0303A"],
      [1, "#7A1F2B"],
    ],
  ],
  cream: [
    "v",
    "",
    [
      [0, "#FFFDF6"],
      [1, "#EADBC0"],
    ],
  ],
  glass: [
    "v",
    "",
    [
      [0, "#8FA6C8"],
      [0.5, "#4E6494"],
      [1, "#2E3A6B"],
    ],
  ],
  tile: [
    "v",
    "",
    [
      [0, "#C4553A"],
      [1, "#8A2E22"],
    ],
  ],
};

const ALPH = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

class Ctx {
  constructor(seed = 1, prefix = "") {
    this.prefix = prefix; // keeps ids unique across files in case several SVGs are inlined in one page
    this.grads = new Map(); // name -> id
    this.defs = []; // extra def strings
    this.syms = new Map();
    this.n = 0;
    this.seed = seed >>> 0;
  }
  nid() {
    let i = this.n++;
    let s = "";
    do {
      s = ALPH[i % 52] + s;
      i = Math.floor(i / 52) - 1;
    } while (i >= 0);
    return this.prefix + s;
  }
  u(name) {
    if (!this.grads.has(name)) {
      if (!GR[name]) throw new Error("no gradient " + name);
      this.grads.set(name, this.nid());
    }
    return `url(#${this.grads.get(name)})`;
  }
  // register a reusable shape once; returns its id
  sym(name, fn) {
    if (!this.syms.has(name)) {
      const id = this.nid();
      this.syms.set(name, id);
      this.defs.push(`<g id="${id}">${fn()}</g>`);
    }
    return this.syms.get(name);
  }
  rnd() {
    // mulberry32
    let t = (this.seed += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  defsStr() {
    let s = "";
    for (const [name, id] of this.grads) {
      const [t, extra, stops] = GR[name];
      const tag = t === "r" ? "radialGradient" : "linearGradient";
      const dir = t === "v" ? ' x2="0" y2="1"' : "";
      s += `<${tag} id="${id}"${dir}${extra}>`;
      for (const [o, col, op] of stops)
        s += `<stop offset="${o}" stop-color="${col}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`;
      s += `</${tag}>`;
    }
    return s + this.defs.join("");
  }
}

const fmt = (s) =>
  s.replace(/-?\d*\.\d+/g, (m) => {
    let v = Math.round(parseFloat(m) * 10) / 10;
    if (Object.is(v, -0)) v = 0;
    let t = String(v);
    return t.replace(/^(-?)0\./, "$1.");
  });

function wrap(c, body) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>${c.defsStr()}</defs>${body}</svg>`;
  return fmt(svg)
    .replace(/\s+\/>/g, "/>")
    .replace(
      / d="([^"]*)"/g,
      (m, d) =>
        ` d="${d
          .replace(/\s*([MLCQAZHVmlcqazhv])\s*/g, "$1")
          .replace(/[ ,](?=-)/g, "")
          .trim()}"`,
    )
    .replace(/<stop offset="0" /g, "<stop ");
}

// small element helpers
const P = (d, fill, x = "") => `<path d="${d}" fill="${fill}"${x}/>`;
const S = (d, stroke, w, x = "") => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}"${x}/>`;
const C = (cx, cy, r, fill, x = "") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${x}/>`;
const E = (cx, cy, rx, ry, fill, x = "") => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${x}/>`;
const R = (x, y, w, h, fill, r = 0, ex = "") => (
  typeof r === "string" ? ((ex = r), (r = 0)) : 0,
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ""} fill="${fill}"${ex}/>`
);
const T = (x, y, s, inner, rot = 0) =>
  `<g transform="translate(${x} ${y})${s !== 1 ? ` scale(${s})` : ""}${rot ? ` rotate(${rot})` : ""}">${inner}</g>`;
const TM = (x, y, sx, sy, inner) => `<g transform="translate(${x} ${y}) scale(${sx} ${sy})">${inner}</g>`;
const U = (id, x, y, s = 1, rot = 0) => {
  let t = "";
  if (x || y) t += `translate(${x} ${y})`;
  if (s !== 1) t += ` scale(${s})`;
  if (rot) t += ` rotate(${rot})`;
  return `<use href="#${id}"${t ? ` transform="${t.trim()}"` : ""}/>`;
};
const op = (o) => ` opacity="${o}"`;
const LC = ' stroke-linecap="round"';
const LJ = ' stroke-linecap="round" stroke-linejoin="round"';

/* --------------------------------------------------------------- motifs */

// draw a motif once per file (in <defs>) and reference it with <use> afterwards
const memo =
  (key, fn) =>
  (c, o = {}) =>
    U(
      c.sym(key + JSON.stringify(o), () => fn(c, o)),
      0,
      0,
    );
const diya = memo("dy", (c, o) => diyaRaw(c, o));
const kalash = memo("ks", (c, o) => kalashRaw(c, o));
const standLamp = memo("sl", (c, o) => standLampRaw(c, o === undefined ? 1 : typeof o === "number" ? o : 1));

// pointed leaf, base at origin pointing up
const leafD = (l, w) =>
  `M0,0 C${w},${-l * 0.25} ${w * 0.85},${-l * 0.7} 0,${-l} C${-w * 0.85},${-l * 0.7} ${-w},${-l * 0.25} 0,0Z`;
// teardrop flame, base (round bottom) at origin
const flameD = (w, h, lean = 0) =>
  `M${lean},${-h} C${w * 0.2 + lean * 0.5},${-h * 0.7} ${w},${-h * 0.5} ${w},${-h * 0.22} C${w},${-h * 0.06} ${w * 0.55},0 0,0 C${-w * 0.55},0 ${-w},${-h * 0.06} ${-w},${-h * 0.22} C${-w},${-h * 0.5} ${-w * 0.2 + lean * 0.5},${-h * 0.7} ${lean},${-h}Z`;

function flame(c, w, h, lean = 0) {
  return (
    P(flameD(w, h, lean), c.u("fo")) +
    P(flameD(w * 0.62, h * 0.7, lean * 0.6), c.u("fm")) +
    P(flameD(w * 0.32, h * 0.4, lean * 0.3), c.u("fi"))
  );
}
const glow = (c, x, y, r, g = "glow") => C(x, y, r, c.u(g));

function mangoLeafSym(c) {
  return c.sym("ml", () => P(leafD(46, 12), c.u("leaf")) + S("M0,-3 L0,-40", "#2A5A36", 1.2, op(0.6)));
}

// marigold garland: beads drawn as round-capped zero-length dashes along a path (very compact)
function beads(c, d, size = 1, kind = "mari") {
  const w = 14 * size,
    g = 11 * size;
  const cols =
    kind === "rose"
      ? ["#8E1A24", "#D2323C", "#F6B93B"]
      : kind === "jasmine"
        ? ["#D8CDB4", "#FFFDF6", "#FFF3C4"]
        : ["#C8601A", "#F6B93B", "#F28A1E"];
  const id = c.nid();
  const u = (col, sw, k, off = 0, o = 1) =>
    `<use href="#${id}" stroke="${col}" stroke-width="${sw}" stroke-dasharray="0 ${k}"${off ? ` stroke-dashoffset="${off}"` : ""}${o < 1 ? op(o) : ""}/>`;
  return (
    `<g fill="none"${LC}><path id="${id}" d="${d}"/>` +
    u(cols[0], w, g) +
    u(cols[1], w * 0.74, 2 * g) +
    u(cols[2], w * 0.74, 2 * g, g) +
    u("#FFF2C0", w * 0.3, g, 0, 0.55) +
    "</g>"
  );
}
function garland(c, x1, y1, x2, y2, sag, size = 1, kind) {
  const mx = (x1 + x2) / 2,
    my = (y1 + y2) / 2 + sag * 2;
  return beads(c, `M${x1},${y1} Q${mx},${my} ${x2},${y2}`, size, kind);
}
function strand(c, x, y, n, size = 1, kind) {
  const len = n * 11 * size;
  return (
    beads(c, `M${x},${y} L${x},${y + len}`, size, kind) +
    T(x, y + len + 2, size * 0.5, U(mangoLeafSym(c), 0, 0, 1, 180))
  );
}
function festoon(c, xs, y, sag, size = 1, strands = 4) {
  let d = "",
    t = "";
  for (let i = 0; i < xs.length - 1; i++)
    d += `M${xs[i]},${y} Q${(xs[i] + xs[i + 1]) / 2},${y + sag * 2} ${xs[i + 1]},${y}`;
  const len = strands * 11 * size;
  for (const x of xs) {
    d += `M${x},${y} L${x},${y + len}`;
    t += T(x, y + len + 2, size * 0.5, U(mangoLeafSym(c), 0, 0, 1, 180));
  }
  return beads(c, d, size) + t;
}
// hanging garland loop (varmala): pinched at top (x,y), width w, depth h
function mala(c, x, y, w, h, size = 1, kind) {
  const y2 = y + h + 11 * size,
    y3 = y2 + 22 * size;
  const d = `M${x},${y} C${x - w * 0.75},${y + h * 0.25} ${x - w * 0.6},${y + h} ${x},${y + h} C${x + w * 0.6},${y + h} ${x + w * 0.75},${y + h * 0.25} ${x},${y}M${x},${y2} L${x},${y3}`;
  return beads(c, d, size, kind) + T(x, y3 + 2, size * 0.5, U(mangoLeafSym(c), 0, 0, 1, 180));
}

function marigold(c, x, y, r = 10, k = 0) {
  const cols = [
    ["#F6B93B", "#E8871E", "#D86A10"],
    ["#F08A1E", "#C8601A", "#9A3A10"],
  ][k];
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${cols[0]}" stroke="${cols[1]}" stroke-width="${r * 0.5}" stroke-dasharray="${r * 0.3} ${r * 0.22}"/>` +
    C(
      x,
      y,
      r * 0.55,
      cols[1],
      ` stroke="${cols[0]}" stroke-width="${r * 0.25}" stroke-dasharray="${r * 0.2} ${r * 0.2}"`,
    ) +
    C(x, y, r * 0.2, cols[2])
  );
}

function hibiscus(c, x, y, s = 1, rot = 0) {
  const id = c.sym("hb", () => {
    let p = "";
    for (let i = 0; i < 5; i++)
      p += P(
        "M0,0 C-14,-6 -16,-26 -6,-32 C-2,-35 2,-35 6,-32 C16,-26 14,-6 0,0Z",
        c.u("hib"),
        ` transform="rotate(${i * 72})"`,
      );
    p += S("M0,0 C4,-8 10,-18 14,-30", "#F6C85A", 2.2, LC) + C(14, -31, 3, "#F6B93B") + C(0, 0, 4, "#5A0A12");
    return p;
  });
  return U(id, x, y, s, rot);
}

function bilva(c, x, y, s = 1, rot = 0) {
  const id = c.sym("bv", () => {
    const l = (a, k) => P(leafD(30 * k, 9 * k), c.u("leaf"), ` transform="rotate(${a})"`);
    return l(-58, 0.85) + l(58, 0.85) + l(0, 1) + S("M0,0 L0,10", "#3E7B4F", 2, LC);
  });
  return U(id, x, y, s, rot);
}

function durva(c, x, y, s = 1, rot = 0) {
  const id = c.sym("dv", () => {
    let p = "";
    const blades = [
      [-26, 40],
      [-12, 52],
      [0, 58],
      [12, 50],
      [26, 38],
      [-20, 30],
      [18, 32],
    ];
    for (const [a, l] of blades)
      p += P(`M-1.5,0 Q${a * 0.3},${-l * 0.6} ${a},${-l} Q${a * 0.3 + 1.5},${-l * 0.6} 1.5,0Z`, "#4E8E4E");
    p += R(-5, -6, 10, 5, "#C0303A", 2);
    return p;
  });
  return U(id, x, y, s, rot);
}

function modak(c, x, y, s = 1) {
  const id = c.sym(
    "md",
    () =>
      P("M0,-40 C4,-32 18,-22 20,-10 C22,-2 14,2 0,2 C-14,2 -22,-2 -20,-10 C-18,-22 -4,-32 0,-40Z", c.u("cream")) +
      S(
        "M0,-38 C-4,-26 -12,-14 -12,0 M0,-38 C-1,-24 -4,-12 -4,1 M0,-38 C2,-24 5,-12 5,1 M0,-38 C6,-26 13,-14 13,0",
        "#D9C09A",
        1.2,
      ) +
      C(0, -41, 2.5, "#F6B93B"),
  );
  return U(id, x, y, s);
}

function plate(c, x, y, w, fill) {
  // brass plate seen at an angle; centre of rim at (x,y)
  return (
    E(x, y + 3, w, w * 0.2, "#8E5F14") +
    E(x, y, w, w * 0.2, fill || c.u("brass")) +
    E(x, y - 1, w * 0.82, w * 0.14, "#E9C46A", op(0.7))
  );
}

function lotus(c, s = 1) {
  const id = c.sym("lt", () => {
    let p = "";
    const pet = (a, l, w, g) => P(leafD(l, w), c.u(g), ` transform="rotate(${a})"`);
    for (const a of [-70, -46, -22, 22, 46, 70]) p += pet(a, 72, 24, "petB");
    p += E(0, -40, 30, 16, "#F6C85A", op(0.8));
    for (const a of [-88, 88]) p += pet(a, 52, 18, "petF");
    for (const a of [-56, 56]) p += pet(a, 64, 22, "petF");
    for (const a of [-28, 28]) p += pet(a, 70, 23, "petF");
    p += pet(0, 72, 24, "petF");
    p += S("M0,-6 L0,-62 M-6,-6 L-26,-56 M6,-6 L26,-56", "#FFFFFF", 1.2, op(0.45));
    p += E(0, 2, 46, 7, "#3E7B4F");
    return p;
  });
  return U(id, 0, 0, s);
}

function diyaRaw(c, o = {}) {
  const { metal = "clay", fl = 1, base = false, deco = true, lean = 0 } = o;
  let s = "";
  if (base) s += P("M-12,0 L12,0 L8,-10 L-8,-10Z", c.u(metal === "clay" ? "clayH" : "brass"));
  const b = base ? -10 : 0;
  s += P(
    `M-36,${b - 18} C-34,${b - 4} -16,${b} 0,${b} C16,${b} 34,${b - 4} 36,${b - 18}Z`,
    c.u(metal === "clay" ? "clayH" : "brass"),
  );
  s += E(0, b - 18, 36, 6, metal === "clay" ? "#6E2A10" : "#8E5F14");
  s += E(0, b - 18.5, 30, 3.6, "#F2B23C", op(0.85));
  if (deco) s += S(`M-30,${b - 11} Q0,${b - 3} 30,${b - 11}`, "#F6D27A", 2.4, ` stroke-dasharray="0 6"${LC}`);
  if (fl) s += glow(c, 0, b - 44, 42 * fl) + T(0, b - 19, fl, flame(c, 10, 40, lean));
  return s;
}

// South-Indian standing brass lamp (kuthu vilakku), base at 0, ~210 tall
function standLampRaw(c, fl = 1) {
  const g = c.u("brass");
  let s = "";
  s += P("M-48,0 C-48,-14 -30,-22 -10,-26 L10,-26 C30,-22 48,-14 48,0Z", g) + R(-50, -4, 100, 6, "#8E5F14", 3);
  s += R(-5, -150, 10, 126, g);
  for (const y of [-40, -80, -120]) s += E(0, y, 12, 5, g) + E(0, y - 2, 9, 2, "#FFF0BA", op(0.6));
  s +=
    P("M-56,-156 C-50,-142 -30,-136 0,-136 C30,-136 50,-142 56,-156Z", g) +
    E(0, -156, 56, 8, "#B8862C") +
    E(0, -157, 46, 4.5, "#F2B23C", op(0.8));
  s +=
    R(-3, -200, 6, 46, g) +
    P("M0,-226 C8,-214 12,-206 10,-200 L-10,-200 C-12,-206 -8,-214 0,-226Z", g) +
    E(0, -200, 12, 4, "#B8862C");
  if (fl) for (const x of [-46, -23, 23, 46]) s += glow(c, x, -180, 30) + T(x, -158, 0.8, flame(c, 10, 40, x / 12));
  return s;
}

function kalashRaw(c, o = {}) {
  const { metal = "copper", coconut = true, leaves = true, cloth = false, band = "#B0283A" } = o;
  const m = c.u(metal);
  let s = "";
  if (leaves) {
    let d = "",
      m = "";
    for (const a of [-84, -60, -36, -14, 14, 36, 60, 84]) {
      d += xf(leafD(46, 12), a, 0, -74);
      m += xf("M0,-4 L0,-40", a, 0, -74);
    }
    s += P(d, c.u("leaf")) + S(m, "#2A5A36", 1.2, op(0.6));
  }
  if (coconut) {
    s += T(
      0,
      -74,
      1,
      P("M0,4 C-24,4 -26,-28 -14,-40 C-8,-47 8,-47 14,-40 C26,-28 24,4 0,4Z", c.u("coco")) +
        S("M-16,-30 C-8,-26 8,-26 16,-30 M-18,-14 C-8,-10 8,-10 18,-14", "#3E220E", 1.4, op(0.45)) +
        S("M0,-44 L-5,-54 M0,-44 L0,-56 M0,-44 L5,-54", "#6E4A24", 2, LC) +
        (cloth
          ? P("M-22,-6 C-12,-16 12,-16 22,-6 C20,2 12,4 0,4 C-12,4 -20,2 -22,-6Z", c.u("cloth")) +
            S("M-22,-6 C-12,-16 12,-16 22,-6", "#E2B857", 2)
          : "") +
        E(-7, -26, 4, 9, "#FFFFFF", op(0.18)),
    );
  }
  s += P(
    "M-22,-70 C-22,-60 -50,-58 -50,-34 C-50,-12 -30,-4 -22,-4 L22,-4 C30,-4 50,-12 50,-34 C50,-58 22,-60 22,-70Z",
    m,
  );
  s += P("M-22,-4 L22,-4 L27,1 L-27,1Z", "#5A2410", op(0.7));
  s += S("M-24,-64 Q0,-58 24,-64 M-25,-60.5 Q0,-54.5 25,-60.5", band, 2.4);
  s +=
    S("M-44,-46 Q0,-32 44,-46", band, 5) + S("M-48,-32 Q0,-18 48,-32", "#FFE9A8", 3.6, ` stroke-dasharray="0 8"${LC}`);
  s += C(0, -24, 5, band) + C(0, -24, 2, "#FFE9A8");
  s += E(-28, -34, 6, 15, "#FFFFFF", ` opacity=".28" transform="rotate(18 -28 -34)"`);
  s += R(-28, -79, 56, 10, m, 5);
  return s;
}

function coconutAlone(c) {
  return (
    P("M0,0 C-24,0 -27,-30 -15,-42 C-8,-49 8,-49 15,-42 C27,-30 24,0 0,0Z", c.u("coco")) +
    S("M-16,-32 C-8,-28 8,-28 16,-32 M-18,-16 C-8,-12 8,-12 18,-16", "#3E220E", 1.4, op(0.45)) +
    S("M0,-46 L-5,-56 M0,-46 L0,-58 M0,-46 L5,-56", "#6E4A24", 2, LC)
  );
}

function conch(c, s = 1, rot = 0) {
  const id = c.sym(
    "cn",
    () =>
      P("M-66,-22 C-44,-50 -4,-64 28,-58 C52,-54 68,-40 66,-24 C64,-8 42,2 16,2 C-16,2 -44,-6 -66,-22Z", c.u("cream")) +
      P("M-62,-20 C-34,-8 0,-6 34,-14 C22,-2 -20,4 -62,-20Z", "#F4B6A0") +
      S("M34,-58 C50,-46 50,-14 34,-4 M46,-54 C60,-42 58,-16 46,-8 M56,-46 C66,-36 64,-20 57,-14", "#C9962B", 2.2, LC) +
      S("M-40,-38 C-20,-50 6,-54 28,-50", "#E9D6B8", 3, LC) +
      P("M-66,-22 L-78,-24 L-70,-14Z", c.u("gold")) +
      R(-68, -30, 6, 14, c.u("gold"), 2, ' transform="rotate(-30 -65 -23)"') +
      E(-6, -40, 18, 6, "#FFFFFF", op(0.5)),
  );
  return U(id, 0, 0, s, rot);
}

function trishul(c, o = {}) {
  const { h = 300, g = c.u("goldH"), damaru: dm = false, lemons = false, cloth = true } = o;
  let s = R(-4, -h * 0.74, 8, h * 0.74, g, 3);
  const t = -h * 0.74;
  s += P(`M0,${-h} C6,${-h + 18} 10,${t - 34} 9,${t - 14} L-9,${t - 14} C-10,${t - 34} -6,${-h + 18} 0,${-h}Z`, g);
  const side = `M-8,${t - 2} C-30,${t - 2} -48,${t - 16} -50,${t - 42} C-51,${t - 52} -48,${t - 62} -41,${t - 72} C-41,${t - 56} -38,${t - 40} -28,${t - 30} C-20,${t - 22} -10,${t - 20} -6,${t - 20}Z`;
  s += P(side, g) + P(side, g, ' transform="scale(-1 1)"');
  s += E(0, t - 8, 14, 7, c.u("gold")) + E(0, t + 6, 9, 5, c.u("gold"));
  if (lemons)
    for (const x of [-41, 0, 41])
      s += C(x, x ? t - 78 : -h - 6, 9, "#E6D23A") + E(x - 3, (x ? t - 78 : -h - 6) - 3, 3, 2, "#FFFFFF", op(0.5));
  if (cloth)
    s +=
      P(
        `M-4,${t + 16} C-24,${t + 20} -34,${t + 40} -30,${t + 62} C-22,${t + 46} -12,${t + 36} 4,${t + 30}Z`,
        c.u("cloth"),
      ) +
      P(`M4,${t + 16} C20,${t + 22} 26,${t + 36} 22,${t + 52} C16,${t + 40} 10,${t + 34} -4,${t + 30}Z`, c.u("red"));
  if (dm) s += T(0, t + 120, 0.9, damaru(c));
  return s;
}

function damaru(c) {
  // centred on waist
  let s = P("M-20,-26 L20,-26 L3,0 L20,26 L-20,26 L-3,0Z", c.u("maroon"));
  s += E(0, -26, 20, 5, "#E9CFA8") + E(0, 26, 20, 5, "#B89A70");
  s += S("M-18,-22 L-8,-8 L2,-22 L12,-8 L18,-20 M-18,22 L-8,8 L2,22 L12,8 L18,20", "#E2B857", 1.4);
  s += R(-6, -3, 12, 6, c.u("gold"), 2);
  s +=
    S("M4,0 C18,4 24,14 26,22 M-4,0 C-16,6 -22,14 -24,24", "#E2B857", 1.5) +
    C(26, 24, 3.5, "#C9962B") +
    C(-24, 26, 3.5, "#C9962B");
  return s;
}

function chakra(c, R0 = 100, teeth = 24) {
  let pts = "";
  for (let i = 0; i < teeth * 2; i++) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const r = i % 2 ? R0 * 0.84 : R0;
    const a2 = a + (i % 2 ? 0 : 0.06);
    pts += (i ? "L" : "M") + (Math.cos(a2) * r).toFixed(1) + "," + (Math.sin(a2) * r).toFixed(1);
  }
  let s = glow(c, 0, 0, R0 * 2) + P(pts + "Z", c.u("saffron"));
  s +=
    C(0, 0, R0 * 0.84, c.u("gold")) +
    C(0, 0, R0 * 0.7, "#7A1F2B") +
    C(0, 0, R0 * 0.66, "none", ` stroke="#E2B857" stroke-width="${R0 * 0.04}"`);
  let sp = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    sp += `M${(Math.cos(a) * R0 * 0.2).toFixed(1)},${(Math.sin(a) * R0 * 0.2).toFixed(1)}L${(Math.cos(a) * R0 * 0.66).toFixed(1)},${(Math.sin(a) * R0 * 0.66).toFixed(1)}`;
  }
  s += S(sp, "#F2C55A", R0 * 0.06, LC);
  let pet = "";
  for (let i = 0; i < 8; i++) pet += P(leafD(R0 * 0.3, R0 * 0.1), "#F6B93B", ` transform="rotate(${i * 45})"`);
  s += pet + C(0, 0, R0 * 0.14, c.u("gold")) + C(0, 0, R0 * 0.06, "#FFF4D0");
  return s;
}

// transform an absolute path made of "x,y" pairs: scale, rotate (deg), translate
function xf(d, a = 0, tx = 0, ty = 0, sx = 1, sy = 1) {
  const ca = Math.cos((a * Math.PI) / 180),
    sa = Math.sin((a * Math.PI) / 180);
  return d.replace(/(-?[\d.]+),(-?[\d.]+)/g, (m, x, y) => {
    x = +x * sx;
    y = +y * sy;
    return `${(x * ca - y * sa + tx).toFixed(1)},${(x * sa + y * ca + ty).toFixed(1)}`;
  });
}
// n petals around a circle of radius r0, pointing outwards, merged in one path
function ring(n, r0, l, w, phase = 0) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = phase + (360 * i) / n,
      t = (a * Math.PI) / 180;
    d += xf(leafD(l, w), a, r0 * Math.sin(t), -r0 * Math.cos(t));
  }
  return d;
}
// petals of a ring inside one sector [phase, phase+360/k) only, merged into one path
function sector(n, r0, l, w, phase, k) {
  let d = "";
  for (let i = 0; i < n / k; i++) {
    const a = phase + (360 * i) / n,
      t = (a * Math.PI) / 180;
    d += xf(leafD(l, w), a, r0 * Math.sin(t), -r0 * Math.cos(t));
  }
  return d;
}
// rangoli drawn flat (one quarter, repeated by rotation) then squashed into perspective
function rangoli(c, x, y, r, sy = 0.34, pal = 0) {
  const pals = [
    ["#E8871E", "#7A1F2B", "#F6B93B", "#3E7B4F"],
    ["#C0303A", "#E8871E", "#F6B93B", "#2E3A6B"],
    ["#7A1F2B", "#3E7B4F", "#F6B93B", "#E8871E"],
  ];
  const [a, b, m, g] = pals[pal];
  const id = c.nid();
  const q =
    `<g id="${id}">` +
    P(sector(12, r * 0.42, r * 0.5, r * 0.16, 0, 4), a) +
    P(sector(8, 0, r * 0.44, r * 0.17, 22.5, 4), b) +
    P(sector(8, 0, r * 0.3, r * 0.1, 0, 4), g) +
    "</g>";
  let s = C(0, 0, r, "#FFF7EA", op(0.92)) + C(0, 0, r, "none", ` stroke="${b}" stroke-width="${r * 0.035}"`);
  s += C(0, 0, r * 0.88, "none", ` stroke="${b}" stroke-width="${r * 0.1}" stroke-dasharray="${r * 0.03} ${r * 0.2}"`);
  s +=
    q +
    `<use href="#${id}" transform="rotate(90)"/><use href="#${id}" transform="rotate(180)"/><use href="#${id}" transform="rotate(270)"/>`;
  s += C(0, 0, r * 0.15, m) + C(0, 0, r * 0.06, b);
  s += C(0, 0, r * 0.97, "none", ` stroke="${m}" stroke-width="${r * 0.05}" stroke-dasharray="0 ${r * 0.1}"${LC}`);
  return TM(x, y, 1, sy, s);
}

function gopuram(w, h, fill) {
  // base at 0, centred
  let s = "";
  const tiers = 6,
    th = (h * 0.78) / tiers;
  for (let i = 0; i < tiers; i++) {
    const w0 = (w * (1 - i * 0.11)) / 2,
      w1 = (w * (1 - (i + 1) * 0.11)) / 2 + 6;
    const y0 = -i * th;
    s += `M${-w0},${y0} L${w0},${y0} L${w1},${y0 - th} L${-w1},${y0 - th}Z`;
  }
  const wt = (w * (1 - tiers * 0.11)) / 2 + 6,
    yt = -tiers * th;
  s += `M${-wt - 4},${yt} C${-wt - 4},${yt - h * 0.16} ${wt + 4},${yt - h * 0.16} ${wt + 4},${yt}Z`;
  for (let k = -2; k <= 2; k++)
    s += `M${k * wt * 0.4 - 3},${yt - h * 0.12} L${k * wt * 0.4},${yt - h * 0.2} L${k * wt * 0.4 + 3},${yt - h * 0.12}Z`;
  return P(s, fill);
}
function shikhara(w, h, fill) {
  // curvilinear nagara tower, base 0
  return P(
    `M${-w / 2},0 L${-w / 2},${-h * 0.2} C${-w / 2},${-h * 0.55} ${-w * 0.3},${-h * 0.78} ${-w * 0.16},${-h * 0.84} L${w * 0.16},${-h * 0.84} C${w * 0.3},${-h * 0.78} ${w / 2},${-h * 0.55} ${w / 2},${-h * 0.2} L${w / 2},0Z M${-w * 0.22},${-h * 0.84} C${-w * 0.22},${-h * 0.9} ${w * 0.22},${-h * 0.9} ${w * 0.22},${-h * 0.84}Z M-3,${-h * 0.88} L0,${-h} L3,${-h * 0.88}Z`,
    fill,
  );
}
function palm(x, y, h, fill, lean = 0) {
  // coconut palm silhouette
  const tx = x + lean,
    ty = y - h;
  let s = `M${x - 5},${y} Q${x + lean * 0.2},${y - h * 0.5} ${tx - 2},${ty} L${tx + 2},${ty} Q${x + lean * 0.2 + 6},${y - h * 0.5} ${x + 5},${y}Z`;
  for (const [dx, dy] of [
    [-60, 10],
    [-48, 34],
    [-20, 40],
    [55, 14],
    [44, 36],
    [18, 42],
    [-6, -22],
    [30, -16],
    [-34, -12],
  ]) {
    const ex = tx + dx,
      ey = ty + dy;
    const cx = tx + dx * 0.5,
      cy = ty + Math.min(dy, 0) - 18;
    s += `M${tx},${ty} Q${cx},${cy} ${ex},${ey} Q${cx + 2},${cy + 10} ${tx},${ty + 4}Z`;
  }
  return P(s, fill);
}
function hills(c, y, amp, fill, seedShift = 0) {
  let d = `M0,${y}`;
  const k = [0.3, 0.8, 0.5, 1, 0.4, 0.7];
  for (let i = 0; i < 6; i++) {
    const x0 = i * 140,
      x1 = x0 + 140;
    d += ` Q${x0 + 70},${y - amp * k[(i + seedShift) % 6] * 2} ${x1},${y}`;
  }
  return P(d + " L800,600 L0,600Z", fill);
}

function star4(c) {
  return c.sym("st", () =>
    P(
      "M0,-10 C1.2,-2.4 2.4,-1.2 10,0 C2.4,1.2 1.2,2.4 0,10 C-1.2,2.4 -2.4,1.2 -10,0 C-2.4,-1.2 -1.2,-2.4 0,-10Z",
      "#FFF6D8",
    ),
  );
}
function stars(c, n, x0, y0, x1, y1, maxS = 0.8) {
  const id = star4(c);
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + c.rnd() * (x1 - x0),
      y = y0 + c.rnd() * (y1 - y0),
      k = 0.25 + c.rnd() * maxS;
    s += i % 3 ? C(x, y, 1.2 + c.rnd() * 1.3, "#FFF6D8", op((0.5 + c.rnd() * 0.5).toFixed(1))) : U(id, x, y, k);
  }
  return s;
}
function crescent(c, R0 = 40, fill = "#FFF2C8") {
  return P(`M0,${-R0} A${R0},${R0} 0 1 0 0,${R0} A${R0 * 0.72},${R0} 0 1 1 0,${-R0}Z`, fill);
}

function sunDisc(c, x, y, r, rays = false) {
  let s = glow(c, x, y, r * 3.2) + C(x, y, r, "#FFE28A") + C(x, y, r * 0.8, "#FFF3C4");
  if (rays) {
    let d = "";
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2,
        a1 = a - 0.05,
        a2 = a + 0.05;
      d += `M${x + Math.cos(a1) * r * 1.3},${y + Math.sin(a1) * r * 1.3} L${x + Math.cos(a) * r * 2.1},${y + Math.sin(a) * r * 2.1} L${x + Math.cos(a2) * r * 1.3},${y + Math.sin(a2) * r * 1.3}Z`;
    }
    s = P(d, "#FFE9A8", op(0.6)) + s;
  }
  return s;
}
function reflections(c, x, y, w, n = 5, col = "#FFE6A0") {
  let s = "";
  for (let i = 0; i < n; i++) {
    const ww = w * (1 - i / (n + 1)),
      yy = y + 8 + i * 12;
    s += R(x - ww / 2, yy, ww, 3, col, 1.5, op((0.8 - i * 0.12).toFixed(1)));
  }
  return s;
}

function coinSym(c) {
  return c.sym(
    "co",
    () =>
      C(0, 0, 11, c.u("gold")) +
      C(0, 0, 8, "none", ' stroke="#A8771F" stroke-width="1.4"') +
      R(-2.5, -2.5, 5, 5, "#A8771F", 0, ' transform="rotate(45)"'),
  );
}
function coinFlatSym(c) {
  return c.sym(
    "cf",
    () =>
      E(0, 2.5, 13, 5, "#8E5F14") +
      E(0, 0, 13, 5, c.u("gold")) +
      E(0, 0, 9, 3, "none", ' stroke="#A8771F" stroke-width="1"'),
  );
}
function coinStack(c, x, y, n) {
  const id = coinFlatSym(c);
  let s = "";
  for (let i = 0; i < n; i++) s += U(id, x + (i % 2 ? 1 : -1), y - i * 4.5);
  return s;
}

function riceBall(c, x, y, r) {
  return (
    E(x, y + r * 0.75, r * 1.1, r * 0.3, "#000", op(0.15)) +
    C(x, y, r, c.u("rice")) +
    C(x - r * 0.3, y - r * 0.35, r * 0.25, "#FFFFFF", op(0.8))
  );
}
function sesame(c, x, y, w, h, n) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const px = x + (c.rnd() - 0.5) * w,
      py = y + (c.rnd() - 0.5) * h;
    d += `M${px},${py}l2,-1.2`;
  }
  return S(d, "#2A2024", 2.2, LC);
}
function darbha(c, x, y, len, spread = 1, rot = 0) {
  let s = "";
  for (let i = -3; i <= 3; i++) {
    const a = i * 4 * spread;
    s += P(
      `M-1.6,0 Q${a * 2},${-len * 0.5} ${a * 3 + i},${-len} Q${a * 2 + 1.6},${-len * 0.5} 1.6,0Z`,
      i % 2 ? "#7FA860" : "#5E9B5E",
    );
  }
  s += R(-5, -len * 0.22, 10, 4, "#C9962B", 1.5);
  return T(x, y, 1, s, rot);
}

function bananaLeaf(c, x, y, w, h, rot = 0) {
  // flat leaf lying on floor (plate)
  return T(
    x,
    y,
    1,
    P(
      `M${-w},0 C${-w * 0.9},${-h} ${w * 0.6},${-h * 1.1} ${w},${-h * 0.2} C${w * 0.8},${h * 0.7} ${-w * 0.7},${h * 0.8} ${-w},0Z`,
      c.u("leafH"),
    ) + S(`M${-w},0 C${-w * 0.3},${-h * 0.25} ${w * 0.4},${-h * 0.35} ${w},${-h * 0.2}`, "#D8E8B0", 2, op(0.7)),
    rot,
  );
}

// banana plant, base at 0, ~h tall
function bananaPlant(c, h = 300, flip = false) {
  const u = U(
    c.sym("bp" + h, () => bananaPlantRaw(c, h)),
    0,
    0,
  );
  return flip ? `<g transform="scale(-1 1)">${u}</g>` : u;
}
function bananaPlantRaw(c, h) {
  let s = P(
    `M-14,0 C-12,${-h * 0.4} -9,${-h * 0.6} -7,${-h * 0.66} L7,${-h * 0.66} C9,${-h * 0.6} 12,${-h * 0.4} 14,0Z`,
    c.u("stem"),
  );
  s += S(
    `M-4,0 C-3,${-h * 0.3} -2,${-h * 0.5} -2,${-h * 0.64} M5,0 C4,${-h * 0.3} 3,${-h * 0.5} 3,${-h * 0.64}`,
    "#7FA860",
    1.5,
    op(0.6),
  );
  const L = (a, l, bend) => {
    const w = l * 0.2;
    const d = `M0,0 C${w * 0.4},${-l * 0.3} ${w * 1.2 + bend},${-l * 0.7} ${bend},${-l} C${-w * 0.5 + bend},${-l * 0.8} ${-w * 1.1},${-l * 0.3} 0,0Z`;
    return `<g transform="translate(0 ${-h * 0.64}) rotate(${a})">${P(d, c.u("leaf"))}${S(`M0,0 C${w * 0.3},${-l * 0.4} ${bend * 0.7},${-l * 0.8} ${bend},${-l}`, "#CDE3A8", 2, op(0.8))}${S(`M${w * 0.5},${-l * 0.3} l${w * 0.5},${-l * 0.05} M${w * 0.8},${-l * 0.55} l${w * 0.4},${-l * 0.03}`, "#FFF7EA", 1.5, op(0.6))}</g>`;
  };
  s += L(-62, h * 0.52, -30) + L(58, h * 0.5, 30) + L(-28, h * 0.46, -10) + L(24, h * 0.48, 14) + L(-4, h * 0.36, 4);
  return s;
}

function lemonChilli(c, x, y, s = 1) {
  let g = S("M0,0 L0,84", "#333", 1.2);
  g += C(0, 12, 9, "#E6D23A") + E(-3, 9, 3, 2, "#FFFFFF", op(0.5));
  for (let i = 0; i < 5; i++) {
    const yy = 28 + i * 9,
      cx = i % 2 ? 5 : -5;
    g += P(
      `M0,${yy} C${cx * 3},${yy + 2} ${cx * 4},${yy + 10} ${cx * 2},${yy + 18} C${cx * 2.6},${yy + 8} ${cx * 1.6},${yy + 4} 0,${yy + 3}Z`,
      "#3E8A3A",
    );
  }
  g += C(0, 78, 8, "#E6D23A");
  return T(x, y, s, g);
}

// scene frame: wall + arch with inner scene + floor
const ARCH = {
  round: "M150,480 L150,300 A250,250 0 0 1 650,300 L650,480",
  ogee: "M150,480 L150,300 C150,178 280,132 352,96 C380,82 394,62 400,36 C406,62 420,82 448,96 C520,132 650,178 650,300 L650,480",
  temple: "M160,480 L160,150 L196,150 L196,118 L236,118 L236,92 L564,92 L564,118 L604,118 L604,150 L640,150 L640,480",
  scallop: (() => {
    let d = "M150,480 L150,300";
    const n = 9,
      R0 = 250;
    for (let i = 1; i <= n; i++) {
      const a = Math.PI - (i / n) * Math.PI;
      const x = 400 + Math.cos(a) * R0,
        y = 300 - Math.sin(a) * R0;
      d += ` A30,30 0 0 1 ${x.toFixed(1)},${y.toFixed(1)}`;
    }
    return d + " L650,480";
  })(),
};

function shrine(c, o = {}) {
  const {
    arch = "round",
    sky = "skyGold",
    inner = "",
    wall = "wall",
    floor = "floor",
    horizon = 480,
    frame = "maroon",
    pattern = true,
  } = o;
  const A = ARCH[arch];
  const clip = c.nid();
  let s = R(0, 0, 800, 600, c.u(wall));
  if (pattern) {
    const pid = c.nid();
    const col = wall === "wall" || wall === "wallRose" ? "#E2B857" : "#E2B857";
    c.defs.push(
      `<pattern id="${pid}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M24,16 L28,24 L24,32 L20,24Z M0,0 L4,8 L0,16 M48,0 L44,8 L48,16" fill="${col}" opacity="${wall === "wall" || wall === "wallRose" ? 0.28 : 0.16}"/><circle cx="24" cy="44" r="1.6" fill="${col}" opacity=".35"/></pattern>`,
    );
    s += R(0, 0, 800, 600, `url(#${pid})`);
  }
  const aid = c.nid();
  c.defs.push(`<path id="${aid}" d="${A}"/>`);
  const ua = (x) => `<use href="#${aid}" fill="none"${x}/>`;
  s += `<clipPath id="${clip}"><use href="#${aid}"/></clipPath><g clip-path="url(#${clip})">${R(100, 0, 600, 480, c.u(sky))}${inner}</g>`;
  const fc = frame === "maroon" ? "#7A1F2B" : frame;
  s +=
    ua(' stroke="#C9962B" stroke-width="36"') +
    ua(` stroke="${fc}" stroke-width="28"`) +
    ua(' stroke="#E2B857" stroke-width="2.5"') +
    ua(` stroke="#F6D27A" stroke-width="5" stroke-dasharray="0 10"${LC}`);
  // pillar capitals and bases
  const xs = arch === "temple" ? [160, 640] : [150, 650];
  const cy = arch === "temple" ? 150 : 300;
  for (const x of xs)
    s +=
      R(x - 26, cy - 8, 52, 16, c.u("gold"), 4) +
      R(x - 24, 452, 48, 28, c.u("gold"), 3) +
      R(x - 20, cy - 16, 40, 8, "#7A1F2B", 3);
  s += R(0, horizon, 800, 600 - horizon, c.u(floor)) + R(0, horizon, 800, 5, "#7A1F2B", 0, op(0.25));
  s += E(400, horizon + 50, 330, 60, c.u("glowSoft"), op(0.8));
  return s;
}

// altar platform (peetha) with cloth; top surface at y
function altar(c, x1, x2, y, h = 36, cloth = "cloth") {
  let s = E((x1 + x2) / 2, y + h + 6, (x2 - x1) / 2 + 20, 10, "#5A1420", op(0.2));
  s += P(`M${x1},${y} L${x2},${y} L${x2 + 14},${y + 10} L${x1 - 14},${y + 10}Z`, c.u("gold"));
  s += R(x1 - 14, y + 10, x2 - x1 + 28, h, c.u(cloth));
  s += R(x1 - 14, y + 10, x2 - x1 + 28, 5, "#E2B857") + R(x1 - 14, y + h + 4, x2 - x1 + 28, 6, "#E2B857");
  s += S(
    `M${x1 - 8},${y + h * 0.55 + 8} L${x2 + 8},${y + h * 0.55 + 8}`,
    "#F6D27A",
    4,
    ` stroke-dasharray="0 12"${LC}`,
  );
  return s;
}
// stone steps/plinth
function plinth(c, x1, x2, y, h = 30) {
  return (
    E((x1 + x2) / 2, y + h + 4, (x2 - x1) / 2 + 16, 8, "#5A1420", op(0.2)) +
    P(`M${x1},${y} L${x2},${y} L${x2 + 12},${y + 8} L${x1 - 12},${y + 8}Z`, "#F3E2C4") +
    R(x1 - 12, y + 8, x2 - x1 + 24, h, c.u("floorStone")) +
    R(x1 - 12, y + 8, x2 - x1 + 24, 3, "#FFF7EA", op(0.6))
  );
}

function shadow(x, y, rx, ry = 8, o = 0.22) {
  return E(x, y, rx, ry, "#3A1010", op(o));
}

function fire(c, W, H) {
  const Tn = [
    [-0.42, 0.45, 0.2, -8],
    [0.44, 0.5, 0.2, 8],
    [-0.22, 0.78, 0.24, -6],
    [0.24, 0.72, 0.24, 6],
    [0, 1, 0.27, 0],
  ];
  let s = "";
  for (const [g, kw, kh] of [
    ["fo", 1, 1],
    ["fm", 0.64, 0.74],
    ["fi", 0.34, 0.44],
  ]) {
    let d = "";
    for (const [x, h, w, l] of Tn) d += xf(flameD(w * W * kw, h * H * kh, l * kh), 0, x * W, 6);
    s += P(d, c.u(g));
  }
  for (let i = 0; i < 7; i++)
    s += C(
      (c.rnd() - 0.5) * W * 1.1,
      -H * (0.6 + c.rnd() * 0.6),
      1.5 + c.rnd() * 2,
      "#FFD86A",
      op((0.5 + c.rnd() * 0.5).toFixed(1)),
    );
  return s;
}
// copper havan kund with fire; base at 0, ~100 wide each side
function havanKund(c, o = {}) {
  const { fireH = 190, glowR = 170 } = o;
  let s = glow(c, 0, -130, glowR);
  s += P("M-90,-78 L90,-78 L76,-90 L-76,-90Z", "#3A0C10");
  s += T(0, -80, 1, fire(c, 150, fireH));
  s += S("M-60,-86 L50,-100 M-40,-102 L64,-84", "#5E3214", 7, LC);
  const tiers = [
    [-96, -72, 86, -50],
    [-84, -50, 74, -26],
    [-72, -26, 62, 0],
  ];
  for (const [a, y0, b, y1] of tiers)
    s +=
      P(`M${a},${y0} L${-a},${y0} L${b},${y1} L${-b},${y1}Z`, c.u("copper")) +
      R(a + 2, y0, -2 * a - 4, 3, "#F6C27A", op(0.7));
  s += R(-100, -80, 200, 8, c.u("gold"), 3);
  s += S("M-60,-62 L60,-62 M-50,-38 L50,-38 M-40,-13 L40,-13", "#F6D27A", 3, ` stroke-dasharray="0 9"${LC}`);
  return s;
}
function lingam(c, o = {}) {
  const { leaves = true } = o;
  let s = shadow(0, 2, 110, 10);
  s += R(-78, -30, 156, 30, c.u("stone"), 4);
  s += P("M-92,-50 L92,-50 L140,-46 C146,-44 146,-36 140,-34 L86,-30 L-86,-30Z", c.u("stone"));
  s += E(0, -50, 92, 14, "#3A3E58") + E(0, -51, 80, 10, "#4A5070");
  s += P("M-30,-52 L-30,-124 C-30,-160 30,-160 30,-124 L30,-52Z", c.u("stone"));
  s +=
    S("M-22,-118 Q0,-112 22,-118 M-23,-108 Q0,-102 23,-108 M-23,-98 Q0,-92 23,-98", "#F4EDE0", 3.4, LC) +
    C(0, -105, 4, "#C0303A");
  s += E(-14, -130, 4, 14, "#FFFFFF", op(0.2));
  if (leaves) s += bilva(c, -44, -52, 0.9, -30) + bilva(c, 44, -52, 0.9, 30) + bilva(c, 0, -56, 0.8);
  return s;
}
function waterStream(c, x, y0, y1) {
  let s = R(x - 2.5, y0, 5, y1 - y0, c.u("water"), 2.5, op(0.85)) + R(x - 1, y0, 2, y1 - y0, "#FFFFFF", 1, op(0.7));
  for (const [dx, dy, r] of [
    [-14, -6, 3],
    [12, -10, 2.5],
    [-22, 4, 2],
    [20, 2, 2.2],
    [-8, -16, 1.8],
  ])
    s += P(
      `M${x + dx},${y1 + dy - r * 2.4} C${x + dx + r},${y1 + dy - r} ${x + dx + r},${y1 + dy + r} ${x + dx},${y1 + dy + r} C${x + dx - r},${y1 + dy + r} ${x + dx - r},${y1 + dy - r} ${x + dx},${y1 + dy - r * 2.4}Z`,
      "#BFE3F0",
    );
  return s;
}
function drop(x, y, r, fill = "#BFE3F0") {
  return (
    P(
      `M${x},${y - r * 2.6} C${x + r * 0.4},${y - r * 1.4} ${x + r},${y - r * 0.8} ${x + r},${y} C${x + r},${y + r * 1.1} ${x - r},${y + r * 1.1} ${x - r},${y} C${x - r},${y - r * 0.8} ${x - r * 0.4},${y - r * 1.4} ${x},${y - r * 2.6}Z`,
      fill,
    ) + C(x - r * 0.35, y - r * 0.1, r * 0.3, "#FFFFFF", op(0.8))
  );
}
function hangingPot(c, x, y) {
  // abhisheka patra hanging on chains, bottom at y
  let s = S(
    `M${x - 30},${y - 60} L${x},${y - 150} L${x + 30},${y - 60} M${x},${y - 150} L${x},${y - 300}`,
    "#A8771F",
    2.2,
    ' stroke-dasharray="5 3"',
  );
  s += P(
    `M${x - 34},${y - 62} C${x - 44},${y - 30} ${x - 24},${y} ${x},${y} C${x + 24},${y} ${x + 44},${y - 30} ${x + 34},${y - 62}Z`,
    c.u("copper"),
  );
  s +=
    E(x, y - 62, 36, 7, c.u("gold")) +
    S(`M${x - 36},${y - 36} Q${x},${y - 24} ${x + 36},${y - 36}`, "#F6D27A", 3, ` stroke-dasharray="0 8"${LC}`);
  return s;
}
function rudraksha(c, x, y, rx, ry, n = 28) {
  const id = c.sym(
    "rk",
    () =>
      C(0, 0, 6, "#7A3A1A") +
      S("M-5,-2 Q0,-4 5,-2 M-5,2 Q0,4 5,2 M0,-6 V6", "#4A1E0A", 1.2) +
      C(-2, -2, 1.6, "#C98A5A", op(0.8)),
  );
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    s += `<use href="#${id}" x="${(x + Math.cos(a) * rx).toFixed(1)}" y="${(y + Math.sin(a) * ry).toFixed(1)}"/>`;
  }
  return s;
}

// cradle on a wooden stand, base at 0 (floor)
function cradle(c, o = {}) {
  const { flowers = true } = o;
  let s = shadow(0, 4, 190, 10);
  for (const x of [-160, 160])
    s +=
      R(x - 9, -300, 18, 300, c.u("woodH"), 4) +
      E(x, -304, 14, 10, c.u("gold")) +
      R(x - 26, -12, 52, 14, c.u("wood"), 5) +
      E(x, -150, 13, 6, c.u("gold")) +
      E(x, -230, 12, 5, c.u("gold"));
  s += R(-170, -292, 340, 14, c.u("wood"), 6) + R(-170, -292, 340, 3, "#E2B857");
  s += S(
    "M-92,-278 L-112,-150 M92,-278 L112,-150 M-92,-278 L-72,-145 M92,-278 L72,-145",
    "#C9962B",
    2.4,
    ' stroke-dasharray="6 3"',
  );
  s +=
    P("M-80,-150 C-70,-176 70,-176 80,-150Z", c.u("cream")) +
    S("M-50,-158 C-30,-168 10,-166 30,-160", "#D8C3A4", 2, LC);
  s += P("M-130,-152 C-122,-98 -80,-78 0,-78 C80,-78 122,-98 130,-152 C80,-140 -80,-140 -130,-152Z", c.u("maroon"));
  s +=
    S("M-130,-152 C-80,-140 80,-140 130,-152", c.u("gold"), 7, LC) +
    S("M-124,-124 C-80,-98 80,-98 124,-124", "#E2B857", 2.5);
  s += S("M-110,-116 C-70,-96 70,-96 110,-116", "#F6D27A", 4, ` stroke-dasharray="0 12"${LC}`);
  s += P(ring(6, 0, 14, 6), "#F6B93B", ' transform="translate(0 -112)"') + C(0, -112, 4, "#C0303A");
  if (flowers)
    s +=
      garland(c, -160, -280, 0, -284, 26, 0.8) +
      garland(c, 0, -284, 160, -280, 26, 0.8) +
      strand(c, -160, -280, 6, 0.8) +
      strand(c, 160, -280, 6, 0.8);
  return s;
}
function house(c) {
  // full-width facade; ground at 470
  let s = "";
  s += R(170, 262, 460, 208, c.u("cream")) + R(170, 262, 460, 20, "#5A1420", op(0.15));
  s += P("M120,270 L680,270 L600,170 L200,170Z", c.u("tile"));
  s += S("M140,250 L660,250 M157,230 L643,230 M173,210 L627,210 M190,190 L610,190", "#6E2018", 2.5, op(0.5));
  s += S("M126,262 L674,262", "#F4A07A", 4, ' stroke-dasharray="3 9"' + op(0.8));
  s += R(194, 162, 412, 10, "#7A2418", 4) + R(120, 268, 560, 6, "#5E1A10", 0, op(0.6));
  for (const x of [196, 604]) s += R(x - 8, 280, 16, 190, c.u("woodH"), 3) + R(x - 13, 280, 26, 8, c.u("wood"), 2);
  for (const x of [250, 550])
    s +=
      R(x - 32, 320, 64, 76, "#5A2A14", 4) +
      S(`M${x - 20},322 V394 M${x - 8},322 V394 M${x + 4},322 V394 M${x + 16},322 V394`, "#C9962B", 3) +
      R(x - 38, 396, 76, 8, c.u("wood"), 3);
  s += glow(c, 400, 390, 120, "glowSoft");
  s += R(344, 304, 112, 166, c.u("wood"), 4) + R(356, 316, 88, 154, "#FFE6A8") + R(356, 316, 88, 154, c.u("glowW"));
  s +=
    P("M356,316 L386,326 L386,466 L356,470Z", c.u("maroon")) + P("M444,316 L414,326 L414,466 L444,470Z", c.u("maroon"));
  s += S("M364,340 V450 M436,340 V450", "#E2B857", 3, ` stroke-dasharray="0 12"${LC}`);
  s += T(400, 312, 1, toran(c, 64));
  s += P("M330,470 L470,470 L484,486 L316,486Z", "#E9D4B0") + P("M316,486 L484,486 L498,502 L302,502Z", "#DCC39C");
  s += T(338, 470, 0.62, kalash(c, { metal: "brass" })) + T(462, 470, 0.62, kalash(c, { metal: "brass" }));
  s += T(160, 470, 0.62, bananaPlant(c, 300)) + T(640, 470, 0.62, bananaPlant(c, 300, true));
  return s;
}
// mango-leaf toran with marigolds, centred, half width w; top at 0
function toran(c, w) {
  const id = mangoLeafSym(c);
  let s = S(`M${-w},0 L${w},0`, "#3E7B4F", 2);
  const n = Math.round((2 * w) / 16);
  for (let i = 0; i <= n; i++) s += U(id, -w + (i * 2 * w) / n, 2, 0.5, 180 + (i % 2 ? 6 : -6));
  s += beads(c, `M${-w},0 L${w},0`, 0.75);
  return s;
}
function car(c) {
  // facing right, tyres on y=0
  let s = shadow(0, 2, 200, 10, 0.28);
  for (const x of [-112, 108]) s += P(`M${x - 36},-26 A36,36 0 0 1 ${x + 36},-26Z`, "#2A1E1E");
  s += P(
    "M-182,-40 C-184,-56 -178,-70 -160,-74 L-110,-80 C-96,-98 -80,-114 -60,-120 L36,-122 C54,-122 66,-116 80,-104 L112,-80 L160,-74 C176,-72 184,-62 184,-48 L184,-36 C184,-30 180,-26 172,-26 L-174,-26 C-180,-26 -182,-32 -182,-40Z",
    c.u("cream"),
  );
  s += P(
    "M-98,-84 C-86,-98 -74,-108 -58,-112 L-14,-113 L-14,-84Z M-4,-113 L34,-113 C48,-113 58,-108 68,-100 L90,-84 L-4,-84Z",
    c.u("glass"),
  );
  s += P("M-90,-86 L-60,-110 L-48,-110 L-78,-86Z M6,-86 L30,-110 L40,-110 L16,-86Z", "#FFFFFF", op(0.35));
  s += S("M-14,-84 L-14,-30 M96,-80 L98,-32 M-176,-56 L176,-58", "#B8AC98", 1.6);
  s += R(-6, -70, 16, 4, "#A89880", 2) + R(80, -68, 14, 4, "#A89880", 2);
  s +=
    E(176, -58, 8, 6, "#FFF3C4") +
    R(-184, -64, 8, 12, "#C0303A", 3) +
    R(150, -34, 36, 8, "#C8C0B4", 4) +
    R(-186, -34, 30, 8, "#C8C0B4", 4);
  for (const x of [-112, 108]) s += C(x, -28, 28, "#231A1A") + C(x, -28, 15, c.u("silver")) + C(x, -28, 5, "#6A6A78");
  s +=
    beads(c, "M86,-88 C120,-60 150,-52 184,-62 M100,-82 C110,-40 150,-30 182,-44", 0.75) + strand(c, 183, -60, 3, 0.7);
  s += lemonChilli(c, 160, -30, 0.55);
  return s;
}
function office(c) {
  let s = "";
  s += R(210, 110, 380, 360, "#E9DCC8") + R(210, 110, 380, 14, "#C9B89E");
  const pid = c.nid();
  c.defs.push(
    `<pattern id="${pid}" x="228" y="136" width="60" height="40" patternUnits="userSpaceOnUse">${R(0, 0, 48, 30, c.u("glass"), 2)}${R(2, 2, 14, 26, "#FFFFFF", 0, op(0.2))}${R(30, 2, 4, 26, "#FFFFFF", 0, op(0.12))}</pattern>`,
  );
  s += R(228, 136, 348, 190, `url(#${pid})`);
  s += R(200, 338, 400, 12, "#7A1F2B") + R(200, 338, 400, 3, "#E2B857");
  s += glow(c, 400, 410, 110, "glowSoft");
  s +=
    R(330, 350, 140, 120, "#5A4A3E") +
    R(338, 356, 60, 114, c.u("glass")) +
    R(402, 356, 60, 114, c.u("glass")) +
    R(338, 356, 124, 114, c.u("glowW"), 0, op(0.6));
  s += R(392, 400, 4, 20, "#E2B857", 2) + R(404, 400, 4, 20, "#E2B857", 2);
  s += T(400, 352, 1, toran(c, 76));
  s +=
    S("M330,418 C360,428 380,426 400,414 C420,426 440,428 470,418", "#C0303A", 5) +
    P("M400,414 C386,398 378,420 400,414 C422,420 414,398 400,414Z", "#C0303A") +
    P("M400,414 L392,436 L398,434 L400,416 L402,434 L408,436Z", "#A81E28");
  s += P("M300,470 L500,470 L512,484 L288,484Z", "#E0CCA8") + P("M288,484 L512,484 L524,498 L276,498Z", "#D2BC96");
  s += T(306, 470, 0.55, kalash(c, { metal: "brass" })) + T(494, 470, 0.55, kalash(c, { metal: "brass" }));
  s += T(340, 494, 0.55, diya(c)) + T(460, 494, 0.55, diya(c));
  for (const x of [236, 564])
    s +=
      P(`M${x - 18},470 L${x + 18},470 L${x + 14},440 L${x - 14},440Z`, c.u("clayH")) +
      P(ring(7, 0, 30, 8, -8), c.u("leaf"), ` transform="translate(${x} 442)"`);
  return s;
}
function spade(c) {
  // blade tip at 0
  return (
    R(-4, -200, 8, 160, c.u("woodH"), 3) +
    R(-22, -214, 44, 10, c.u("wood"), 5) +
    R(-6, -52, 12, 16, "#6A6A78", 2) +
    P("M-22,-40 L22,-40 L23,-12 C20,-4 8,2 0,6 C-8,2 -20,-4 -23,-12Z", c.u("silver"))
  );
}
function sapling(c, s = 1) {
  return T(
    0,
    0,
    s,
    S("M0,0 C-2,-20 2,-40 0,-60", "#5E8A3E", 4, LC) +
      P(xf(leafD(34, 10), -60, 0, -28), c.u("leaf")) +
      P(xf(leafD(30, 9), 55, 0, -40), c.u("leaf")) +
      P(xf(leafD(26, 8), -20, 0, -58), c.u("leaf")) +
      P(xf(leafD(22, 7), 25, 0, -58), c.u("leaf")),
  );
}
function treasurePot(c) {
  const id = coinSym(c);
  let s = shadow(0, 0, 100, 10);
  s += P("M-60,-96 C-86,-70 -92,-36 -70,-12 C-58,0 58,0 70,-12 C92,-36 86,-70 60,-96Z", c.u("copper"));
  s +=
    S("M-80,-50 Q0,-30 80,-50", "#7A1F2B", 6) +
    S("M-84,-36 Q0,-16 84,-36", "#F6D27A", 4, ` stroke-dasharray="0 10"${LC}`);
  let coins = "";
  const pts = [
    [-50, -100],
    [-30, -104],
    [-10, -106],
    [10, -106],
    [30, -104],
    [50, -100],
    [-40, -118],
    [-20, -124],
    [0, -126],
    [20, -124],
    [40, -118],
    [-28, -140],
    [-8, -146],
    [12, -146],
    [30, -138],
    [-16, -162],
    [6, -166],
    [22, -156],
    [-4, -182],
  ];
  for (const [x, y] of pts) coins += `<use href="#${id}" x="${x}" y="${y}"/>`;
  s +=
    coins +
    P("M-8,-118 L0,-130 L8,-118 L0,-110Z", "#C0303A") +
    P("M24,-136 L30,-146 L36,-136 L30,-128Z", "#3E7B4F") +
    P("M-36,-132 L-30,-140 L-24,-132 L-30,-126Z", "#2E3A8B");
  s += E(0, -96, 66, 12, "none", ` stroke="${c.u("gold")}" stroke-width="8"`);
  s += E(-46, -50, 8, 24, "#FFFFFF", op(0.22));
  return s;
}
function footprint(c, x, y, s = 1, flip = false) {
  const id = c.sym(
    "fp",
    () =>
      P(
        "M-2,-24 C8,-26 14,-18 13,-6 C12,4 7,10 7,20 C7,30 4,38 -2,38 C-8,38 -11,31 -10,22 C-9,12 -13,4 -13,-8 C-13,-18 -9,-23 -2,-24Z",
        "#C0303A",
      ) +
      C(-8, -33, 4.8, "#C0303A") +
      C(0.5, -35.5, 3.4, "#C0303A") +
      C(6.5, -34, 3, "#C0303A") +
      C(11.5, -30, 2.6, "#C0303A") +
      C(15, -24.5, 2.2, "#C0303A") +
      C(-1, 0, 3, "#F6D27A") +
      C(-2, 26, 2.4, "#F6D27A"),
  );
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s * 0.62})">${U(id, 0, 0)}</g>`;
}
function sacredThread(_c) {
  // coiled yajnopavita with its knot, centre 0
  let s = "";
  const loops = [
    [0, 0, 70, 22, -4],
    [3, -4, 66, 20, -2],
    [-2, -8, 62, 19, -6],
    [2, -12, 58, 17, -3],
  ];
  for (const [x, y, rx, ry, a] of loops)
    s +=
      E(x, y, rx, ry, "none", ` stroke="#C9A050" stroke-width="6" transform="rotate(${a})"`) +
      E(x, y, rx, ry, "none", ` stroke="#FFF7DC" stroke-width="3.4" transform="rotate(${a})"`);
  s += S("M58,10 C70,24 74,40 64,54", "#C9A050", 6, LC) + S("M58,10 C70,24 74,40 64,54", "#FFF7DC", 3.4, LC);
  s +=
    C(62, 10, 9, "#F6E3A0") +
    C(62, 10, 9, "none", ' stroke="#C9A050" stroke-width="2"') +
    S("M56,5 L68,15 M68,5 L56,15", "#C9A050", 1.6);
  s += C(-40, 18, 3, "#F2B23C") + C(20, 20, 3, "#C0303A") + C(-64, -6, 2.6, "#F2B23C") + C(44, -22, 2.6, "#C0303A");
  return s;
}
function palmBook(c) {
  // palm-leaf manuscript on a low cloth-draped stand; base 0, top ~ -200
  let s = shadow(0, 2, 170, 10);
  s +=
    R(-140, -100, 14, 100, c.u("woodH"), 3) +
    R(126, -100, 14, 100, c.u("woodH"), 3) +
    R(-158, -112, 316, 14, c.u("wood"), 4);
  s += P("M-152,-112 L152,-112 L152,-58 C100,-46 50,-66 0,-54 C-50,-66 -100,-46 -152,-58Z", c.u("cloth"));
  s +=
    S("M-152,-58 C-100,-46 -50,-66 0,-54 C50,-66 100,-46 152,-58", "#E2B857", 5) +
    S("M-146,-68 C-100,-58 -50,-76 0,-64 C50,-76 100,-58 146,-68", "#F6D27A", 3.5, ` stroke-dasharray="0 10"${LC}`);
  s +=
    S("M-152,-58 l0,14 M152,-58 l0,14 M0,-54 l0,14", "#E2B857", 4, LC) +
    C(-152, -40, 4, "#C9962B") +
    C(152, -40, 4, "#C9962B") +
    C(0, -36, 4, "#C9962B");
  s += R(-138, -126, 276, 14, c.u("wood"), 5);
  const cols = ["#D4B278", "#E6CF98", "#D9BC82", "#EBD6A4", "#E0C48C"];
  for (let i = 0; i < 5; i++) s += R(-132 + i, -133 - i * 6, 264 - i * 2, 8, cols[i], 4);
  s += P("M-128,-158 L128,-158 L132,-160 C110,-196 -110,-196 -132,-160Z", "#000", op(0.08));
  s += P(
    "M-124,-162 L124,-162 L118,-204 C118,-209 114,-212 108,-212 L-108,-212 C-114,-212 -118,-209 -118,-204Z",
    c.u("cream"),
  );
  let d = "";
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 10; k++) {
      const x = -104 + k * 21 + ((k * 7 + r * 5) % 6);
      d += `M${x},${-201 + r * 12} h${9 + ((k * 13 + r * 3) % 8)}`;
    }
  s += S(d, "#7A4A22", 1.6, op(0.55) + LC);
  s += C(-64, -184, 3.2, "#8A5A2A") + C(64, -184, 3.2, "#8A5A2A");
  s +=
    S("M-64,-150 C-72,-130 -80,-124 -92,-110 M64,-150 C70,-132 80,-124 94,-112", "#C0303A", 2.4, LC) +
    C(-92, -108, 4, "#C0303A") +
    C(94, -110, 4, "#C0303A");
  return s;
}
function sword(c) {
  // hilt bottom at 0, blade up
  let s =
    R(-6, -44, 12, 44, c.u("woodH"), 3) +
    C(0, 2, 10, c.u("gold")) +
    R(-30, -56, 60, 12, c.u("gold"), 6) +
    C(-30, -50, 7, c.u("gold")) +
    C(30, -50, 7, c.u("gold"));
  s += P(
    "M-12,-56 L-14,-220 C-16,-260 -10,-296 6,-330 C14,-300 30,-270 26,-236 C22,-210 16,-190 12,-170 L12,-56Z",
    c.u("silver"),
  );
  s +=
    S("M0,-60 L0,-250", "#8A8A96", 2, op(0.6)) +
    S("M-6,-150 L6,-150 M-6,-140 L6,-140 M-6,-130 L6,-130", "#F4EDE0", 3, LC) +
    C(0, -120, 4, "#C0303A");
  return s;
}
function peacockFeather(c, len = 200) {
  const id = c.sym("pf" + len, () => {
    const L = len;
    let s = P(
      `M0,0 C-10,${-L * 0.3} -26,${-L * 0.62} -18,${-L * 0.9} C-12,${-L * 1.04} 12,${-L * 1.04} 18,${-L * 0.9} C26,${-L * 0.62} 10,${-L * 0.3} 0,0Z`,
      "#6E9E4A",
      op(0.85),
    );
    let d = "";
    for (let i = 0; i < 12; i++) {
      const y = -L * (0.25 + i * 0.055);
      const w = 6 + Math.sin((i / 12) * Math.PI) * 16;
      d += `M0,${y} l${-w},${-10} M0,${y} l${w},${-10}`;
    }
    s += S(d, "#A9C860", 1.2, op(0.8));
    s += S(`M0,0 C1,${-L * 0.4} 0,${-L * 0.7} 0,${-L * 0.9}`, "#E9D6A0", 2);
    const y = -L * 0.86;
    s +=
      E(0, y, 22, 28, "#B8B04A") +
      E(0, y + 2, 17, 22, "#C9962B") +
      E(0, y + 3, 13, 17, "#1E8A86") +
      P(`M0,${y + 14} C-16,${y + 4} -12,${y - 16} 0,${y - 10} C12,${y - 16} 16,${y + 4} 0,${y + 14}Z`, "#1C2E7A") +
      E(0, y, 4, 6, "#0E1440");
    return s;
  });
  return U(id, 0, 0);
}
function butterPot(c) {
  return (
    shadow(0, 2, 50, 6) +
    P("M-26,-74 C-60,-64 -62,-8 -30,0 L30,0 C62,-8 60,-64 26,-74Z", c.u("clayH")) +
    R(-30, -84, 60, 12, "#A84A20", 6) +
    P(
      "M-28,-82 C-28,-104 -12,-112 0,-108 C16,-114 30,-100 28,-82 C26,-72 22,-66 20,-60 C18,-66 16,-72 10,-76 C6,-70 4,-62 0,-58 C-2,-66 -6,-74 -14,-76 C-18,-70 -20,-66 -22,-60 C-24,-70 -28,-74 -28,-82Z",
      "#FFFDF0",
    ) +
    E(-8, -96, 8, 4, "#FFFFFF") +
    S("M-40,-40 Q0,-28 40,-40", "#F6D27A", 3.4, ` stroke-dasharray="0 8"${LC}`)
  );
}
function flute(c) {
  return (
    R(-110, -6, 220, 12, c.u("gold"), 6) +
    R(-110, -6, 220, 4, "#FFF0BA", 2, op(0.6)) +
    S("M-80,0 H-70 M-40,0 H-32 M-20,0 H-12 M0,0 H8 M20,0 H28 M40,0 H48", "#5A3410", 4, LC) +
    R(-96, -7, 6, 14, "#C0303A", 2) +
    R(90, -7, 6, 14, "#C0303A", 2) +
    S("M93,6 C96,20 90,30 96,40", "#C0303A", 2)
  );
}
function vel(c) {
  // base at 0, ~380 tall
  let s = R(-5, -250, 10, 250, c.u("goldH"), 4);
  for (const y of [-60, -130, -200]) s += R(-9, y, 18, 10, c.u("gold"), 4);
  s += E(0, -254, 16, 8, c.u("gold")) + E(0, -262, 11, 6, c.u("gold"));
  s += P(
    "M0,-390 C30,-340 40,-300 26,-276 C18,-266 8,-264 0,-264 C-8,-264 -18,-266 -26,-276 C-40,-300 -30,-340 0,-390Z",
    c.u("goldH"),
  );
  s += P(
    "M0,-370 C18,-334 24,-304 16,-286 C10,-278 4,-278 0,-278 C-4,-278 -10,-278 -16,-286 C-24,-304 -18,-334 0,-370Z",
    "#FFF0BA",
    op(0.45),
  );
  s +=
    S("M-12,-318 Q0,-314 12,-318 M-13,-308 Q0,-304 13,-308 M-13,-298 Q0,-294 13,-298", "#FFFFFF", 3, LC) +
    C(0, -286, 4.5, "#C0303A");
  return s;
}
function snakes(c) {
  // twin serpents around a small lingam; base at 0
  let s = T(0, 0, 0.8, lingam(c, { leaves: false }));
  const A =
    "M-120,-10 C-170,-30 -120,-60 -60,-50 C20,-40 60,-80 40,-130 C20,-180 -50,-180 -50,-230 C-50,-270 -10,-290 10,-300";
  const body = (d, g, col, x = "") =>
    `<g${x}>${S(d, col, 20, LC)}${S(d, c.u(g), 15, LC)}${S(d, "#FFF2C0", 4, ` stroke-dasharray="2 7"${LC} opacity=".6"`)}</g>`;
  s += body(A, "goldH", "#7A5A12", ' transform="scale(-1 1)"');
  s += body(A, "leafH", "#1E4A2E");
  s += `<g transform="scale(-1 1)">${S("M60,-80 C50,-105 40,-120 40,-130 C38,-150 20,-168 0,-180", "#7A5A12", 20, LC)}${S("M60,-80 C50,-105 40,-120 40,-130 C38,-150 20,-168 0,-180", c.u("goldH"), 15, LC)}</g>`;
  const hood = (x, y, g, rot, edge) =>
    T(
      x,
      y,
      1,
      P("M0,14 C-26,4 -30,-26 -18,-44 C-10,-54 10,-54 18,-44 C30,-26 26,4 0,14Z", edge) +
        P("M0,8 C-18,0 -22,-24 -13,-38 C-6,-46 6,-46 13,-38 C22,-24 18,0 0,8Z", c.u(g)) +
        P("M0,4 C-8,-4 -8,-20 0,-30 C8,-20 8,-4 0,4Z", "#FFF2C0", op(0.55)) +
        E(0, -50, 9, 12, edge) +
        C(-4, -52, 1.6, "#111") +
        C(4, -52, 1.6, "#111"),
      rot,
    );
  s +=
    T(
      0,
      0,
      1,
      hood(-16, -296, "goldH", -18, "#7A5A12").replace("translate(-16 -296)", "translate(-16 -296) scale(1.45)"),
    ) +
    T(0, 0, 1, hood(16, -296, "leafH", 18, "#1E4A2E").replace("translate(16 -296)", "translate(16 -296) scale(1.45)"));
  return s;
}
function eyeAmulet(c) {
  // centred at 0
  let s =
    glow(c, 0, 0, 190, "glowSoft") +
    C(0, 0, 96, c.u("gold")) +
    C(0, 0, 84, "#7A1F2B") +
    C(0, 0, 84, "none", ` stroke="#F6D27A" stroke-width="4" stroke-dasharray="0 13"${LC}`);
  s +=
    C(0, 0, 70, "#2E3A6B") +
    P("M-62,0 C-34,-40 34,-40 62,0 C34,40 -34,40 -62,0Z", "#FFFDF6") +
    C(0, 0, 28, "#3E7B8F") +
    C(0, 0, 20, "#1E3A6B") +
    C(0, 0, 10, "#0A0E24") +
    C(-8, -8, 6, "#FFFFFF", op(0.9));
  s += S("M-62,0 C-34,-40 34,-40 62,0 C34,40 -34,40 -62,0Z", "#C9962B", 3);
  s += P(ring(16, 78, 12, 5), "#F6B93B");
  return s;
}
function pillar(c) {
  // Hoysala-style lathe-turned pillar with a glowing split; base at 0, ~330 tall
  const g = c.u("sand");
  let s = R(-70, -30, 140, 30, g, 3) + R(-60, -44, 120, 16, g, 3);
  const prof = [
    [-300, 56, 16],
    [-280, 40, 8],
    [-256, 50, 22],
    [-226, 36, 10],
    [-200, 44, 20],
    [-170, 34, 12],
    [-140, 44, 22],
    [-110, 34, 12],
    [-84, 46, 24],
    [-58, 38, 14],
  ];
  s += R(-32, -300, 64, 256, g);
  for (const [y, w, h] of prof) s += R(-w, y, w * 2, h, g, h / 2) + R(-w + 4, y + 2, w * 2 - 8, 2, "#FFFFFF", op(0.3));
  s += R(-76, -330, 152, 30, g, 4) + R(-64, -342, 128, 14, g, 3);
  const crack = "M-4,-300 L8,-262 L-6,-226 L10,-186 L-8,-146 L6,-104 L-6,-62 L4,-44";
  s += glow(c, 0, -170, 160, "glow") + S(crack, "#FFB84A", 14, LJ) + S(crack, "#FFF4C8", 5, LJ);
  return s;
}
function chart(c) {
  // south-Indian square chart, 4x4 outer ring, centred at 0
  const k = 54,
    o = -2 * k;
  let s = R(o - 10, o - 10, 4 * k + 20, 4 * k + 20, c.u("wood"), 6) + R(o, o, 4 * k, 4 * k, "#FFF7EA");
  s += R(o + k, o + k, 2 * k, 2 * k, "#FBEBD0");
  s += R(o + 3 * k, o + 3 * k, k, k, c.u("saffron"));
  let d = `M${o},${o + k} H${o + 4 * k} M${o},${o + 3 * k} H${o + 4 * k} M${o + k},${o} V${o + 4 * k} M${o + 3 * k},${o} V${o + 4 * k} M${o + 2 * k},${o} V${o + k} M${o + 2 * k},${o + 3 * k} V${o + 4 * k} M${o},${o + 2 * k} H${o + k} M${o + 3 * k},${o + 2 * k} H${o + 4 * k}`;
  s += S(d, "#7A1F2B", 3) + R(o, o, 4 * k, 4 * k, "none", 0, ' stroke="#C9962B" stroke-width="4"');
  s +=
    C(o + 3.5 * k, o + 3.5 * k, 12, "#FFF7EA") +
    C(o + 3.5 * k, o + 3.5 * k, 7, "#C0303A") +
    S(`M${o},${o + k * 0.55} L${o + k * 0.55},${o}`, "#7A1F2B", 3);
  s += P(ring(8, 0, 26, 9, 22.5), "#E8871E", op(0.5)) + C(0, 0, 8, "#C9962B");
  return s;
}
function planet(c, x, y, r, col, ring2) {
  let s = C(x, y, r, col);
  if (ring2)
    s =
      E(
        x,
        y,
        r * 1.9,
        r * 0.5,
        "none",
        ` stroke="${ring2}" stroke-width="${r * 0.25}" transform="rotate(-18 ${x} ${y})"`,
      ) + s;
  return glow(c, x, y, r * 2.2, "glowSoft") + s + C(x, y, r, c.u("shade")) + C(x, y, r, c.u("sheen"));
}
function sprouts(c) {
  // clay bowl with barley sprouts, base at 0
  let d = "";
  for (let i = 0; i < 26; i++) {
    const x = -44 + (i * 88) / 25,
      h = 40 + ((i * 37) % 23) + Math.sin(i) * 8,
      b = ((i * 13) % 11) - 5;
    d += `M${x.toFixed(1)},-30 Q${(x + b * 0.4).toFixed(1)},${(-30 - h * 0.6).toFixed(1)} ${(x + b).toFixed(1)},${(-30 - h).toFixed(1)}`;
  }
  return (
    S(d, "#7DB85A", 3, LC) +
    S(
      d.replace(/M(-?[\d.]+)/g, (m, x) => "M" + (+x + 2)),
      "#A9D67A",
      1.5,
      LC + op(0.8),
    ) +
    P("M-58,-34 C-56,-6 -30,0 0,0 C30,0 56,-6 58,-34Z", c.u("clayH")) +
    E(0, -34, 58, 8, "#6E2A10") +
    E(0, -35, 52, 5, "#5A3418") +
    S("M-48,-18 Q0,-6 48,-18", "#F6D27A", 3, ` stroke-dasharray="0 8"${LC}`)
  );
}
function sproutBlades(n, x0, x1, y, h0, h1, seed = 0) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + (i * (x1 - x0)) / (n - 1),
      h = h0 + (((i * 37 + seed) % 23) / 23) * (h1 - h0),
      b = ((i * 13 + seed) % 11) - 5;
    d += `M${x.toFixed(1)},${y} Q${(x + b * 0.4).toFixed(1)},${(y - h * 0.6).toFixed(1)} ${(x + b).toFixed(1)},${(y - h).toFixed(1)}`;
  }
  return d;
}
function ghata(c) {
  // ghatasthapana: kalash set in a clay bowl of sprouting barley; base 0
  const bowl = "M-58,-34 C-56,-6 -30,0 0,0 C30,0 56,-6 58,-34Z";
  const b = sproutBlades(24, -50, 50, -32, 16, 34, 3);
  let s =
    S(b, "#6FAE50", 3, LC) +
    S(b, "#A9D67A", 1.4, LC + op(0.8)) +
    P(bowl, c.u("clayH")) +
    E(0, -34, 58, 8, "#6E2A10") +
    E(0, -35, 52, 5, "#5A3418");
  s += T(0, -32, 0.72, kalash(c, { metal: "brass" }));
  const f = sproutBlades(18, -50, 50, -30, 8, 16, 5);
  s +=
    P(bowl, c.u("clayH")) +
    S("M-48,-18 Q0,-6 48,-18", "#F6D27A", 3, ` stroke-dasharray="0 8"${LC}`) +
    S(f, "#7DB85A", 3, LC) +
    S(f, "#A9D67A", 1.4, LC + op(0.8));
  return s;
}
function garbo(c) {
  // perforated clay pot glowing from inside, base 0
  let s = glow(c, 0, -70, 140);
  s +=
    P(
      "M-30,-128 C-34,-118 -78,-110 -78,-62 C-78,-20 -46,0 0,0 C46,0 78,-20 78,-62 C78,-110 34,-118 30,-128Z",
      c.u("clayH"),
    ) + R(-34, -136, 68, 10, "#A84A20", 5);
  let d = "";
  for (let r = 0; r < 5; r++) {
    const y = -100 + r * 18,
      w = [40, 62, 70, 64, 48][r],
      n = [5, 7, 8, 7, 5][r];
    for (let k = 0; k < n; k++) d += `M${(-w + (k * 2 * w) / (n - 1)).toFixed(1)},${y}h0`;
  }
  s += S(d, "#FFE48A", 9, LC) + S(d, "#FFFFFF", 3.5, LC);
  s += S("M-70,-40 Q0,-20 70,-40", "#F6D27A", 3, ` stroke-dasharray="0 9"${LC}`);
  s += T(0, -136, 0.8, diya(c, { deco: false }));
  return s;
}
function lantern(c, x, y, s = 1, col = "saffron") {
  // akash kandil star lantern hanging at (x,y)
  let d = "";
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2,
      r = i % 2 ? 22 : 50;
    d += (i ? "L" : "M") + (Math.cos(a) * r).toFixed(1) + "," + (Math.sin(a) * r).toFixed(1);
  }
  return (
    S(`M${x},0 L${x},${y - 50 * s}`, "#C9962B", 1.5) +
    T(
      x,
      y,
      s,
      glow(c, 0, 0, 90) +
        P(d + "Z", c.u(col)) +
        P(xf(d + "Z", 0, 0, 0, 0.55, 0.55), "#FFE9A8", op(0.8)) +
        C(0, 0, 9, "#FFF7D0") +
        S("M-10,40 L-12,80 M0,42 L0,88 M10,40 L12,80", "#C0303A", 3, LC) +
        S("M-10,40 L-12,80 M0,42 L0,88 M10,40 L12,80", "#F6B93B", 3, ' stroke-dasharray="2 6"'),
    )
  );
}
function leafBoat(c, x, y, s = 1) {
  return T(
    x,
    y,
    s,
    reflections(c, 0, -4, 60, 3) +
      P("M-26,-6 C-18,4 18,4 26,-6 C14,-2 -14,-2 -26,-6Z", "#3E7B4F") +
      P("M-26,-6 C-14,-12 14,-12 26,-6 C14,-2 -14,-2 -26,-6Z", "#5E9B5E") +
      glow(c, 0, -24, 30) +
      T(0, -8, 0.55, flame(c, 10, 36)),
  );
}
function amritPot(c) {
  // golden lidded pot, base 0
  let s = glow(c, 0, -120, 200);
  s += P(
    "M-24,-100 C-24,-90 -62,-86 -62,-52 C-62,-16 -32,-4 -22,-4 L22,-4 C32,-4 62,-16 62,-52 C62,-86 24,-90 24,-100Z",
    c.u("goldH"),
  );
  s += P("M-22,-4 L22,-4 L30,2 L-30,2Z", "#8E5F14") + R(-30, -110, 60, 12, c.u("gold"), 6);
  s +=
    P("M-30,-112 C-30,-140 30,-140 30,-112Z", c.u("goldH")) +
    R(-3, -156, 6, 20, c.u("gold"), 3) +
    P("M0,-170 C8,-160 8,-152 0,-150 C-8,-152 -8,-160 0,-170Z", c.u("gold"));
  s +=
    S("M-56,-60 Q0,-42 56,-60", "#7A1F2B", 5) +
    S("M-60,-44 Q0,-26 60,-44", "#FFF0BA", 4, ` stroke-dasharray="0 9"${LC}`) +
    E(-34, -54, 7, 18, "#FFFFFF", op(0.3));
  for (const [dx, dy] of [
    [-40, -150],
    [44, -140],
    [-10, -196],
    [30, -190],
  ])
    s += U(star4(c), dx, dy, 0.7);
  return s;
}
function tulsi(c, x, y, s = 1) {
  let d = "",
    lf = "";
  const br = [
    [0, 0, 0, -90],
    [0, -30, -30, -70],
    [0, -44, 28, -84],
    [0, -60, -16, -96],
  ];
  for (const [x0, y0, x1, y1] of br) {
    d += `M${x0},${y0} Q${(x0 + x1) / 2 + 6},${(y0 + y1) / 2} ${x1},${y1}`;
    for (let k = 1; k <= 3; k++) {
      const px = x0 + ((x1 - x0) * k) / 3.4,
        py = y0 + ((y1 - y0) * k) / 3.4;
      lf += xf(leafD(14, 5), -50, px, py) + xf(leafD(14, 5), 50, px, py);
    }
    lf += xf(leafD(16, 4), 0, x1, y1);
  }
  return T(x, y, s, S(d, "#5A6A2E", 2.5, LC) + P(lf, "#4E8E4E") + C(0, -96, 3, "#8E5A8A"));
}
function ganeshEmblem(c, r = 60) {
  let s = C(0, 0, r, c.u("maroon")) + C(0, 0, r - 5, "none", ` stroke="#E2B857" stroke-width="3"`);
  const k = r / 60;
  s += T(
    0,
    0,
    k,
    P(
      "M-6,-30 C-40,-46 -58,-8 -30,10 C-24,0 -16,-8 -8,-12Z M6,-30 C40,-46 58,-8 30,10 C24,0 16,-8 8,-12Z",
      c.u("gold"),
    ) +
      S("M0,-34 C0,-8 -14,0 -12,18 C-10,34 10,36 14,22", "#F6D27A", 11, LC) +
      P("M-12,-40 C-8,-56 8,-56 12,-40Z", c.u("gold")) +
      C(0, -60, 4, "#F6D27A") +
      C(0, -30, 3, "#C0303A"),
  );
  return s;
}
function peetha(c, w = 140) {
  // decorated seat with gold prabhavali arch behind; base 0
  let s = "";
  s += S(
    `M${-w * 0.8},0 L${-w * 0.8},-200 C${-w * 0.8},-330 ${w * 0.8},-330 ${w * 0.8},-200 L${w * 0.8},0`,
    c.u("gold"),
    14,
  );
  s += S(
    `M${-w * 0.8},-200 C${-w * 0.8},-330 ${w * 0.8},-330 ${w * 0.8},-200`,
    "#FFE48A",
    5,
    ` stroke-dasharray="0 14"${LC}`,
  );
  s +=
    P(`M${-w},-60 L${w},-60 L${w + 10},-46 L${-w - 10},-46Z`, c.u("gold")) +
    R(-w - 10, -46, 2 * w + 20, 46, c.u("cloth")) +
    R(-w - 10, -46, 2 * w + 20, 5, "#E2B857") +
    S(`M${-w},-20 H${w}`, "#F6D27A", 5, ` stroke-dasharray="0 13"${LC}`);
  s +=
    P(`M${-w * 0.6},-60 C${-w * 0.6},-150 ${w * 0.6},-150 ${w * 0.6},-60Z`, c.u("cloth")) +
    S(`M${-w * 0.6},-60 C${-w * 0.6},-150 ${w * 0.6},-150 ${w * 0.6},-60`, "#E2B857", 4);
  return s;
}
function dog(_c) {
  // seated dog silhouette, facing right, base 0
  return (
    P(
      "M-44,0 C-62,0 -66,-26 -56,-44 C-48,-60 -30,-66 -22,-82 C-16,-96 -14,-108 -8,-118 L-10,-140 L2,-126 C10,-128 20,-124 28,-116 L44,-108 C50,-105 48,-97 40,-96 L24,-94 C18,-88 16,-80 16,-70 C16,-54 20,-34 22,0 L12,0 L8,-36 C2,-26 -4,-18 -10,-14 L-2,-4 L-2,0Z",
      "#1A1830",
    ) +
    S("M-50,-2 C-76,-4 -90,-16 -86,-34", "#1A1830", 7, LC) +
    S("M-8,-118 C0,-124 14,-122 24,-114", "#6B5B95", 2, op(0.7)) +
    C(24, -112, 2, "#F6B93B")
  );
}
function bangles(c, x, y, s = 1) {
  const cols = ["#C0303A", "#E2B857", "#3E7B4F", "#C0303A", "#E2B857", "#8E1A24"];
  let g = "";
  for (let i = 0; i < 6; i++)
    g +=
      E(0, -i * 7, 30, 10, "none", ` stroke="${cols[i]}" stroke-width="5.5"`) +
      E(0, -i * 7 - 1, 30, 10, "none", ` stroke="#FFFFFF" stroke-width="1" opacity=".4"`);
  return T(x, y, s, g);
}
function hand(c, flip = false) {
  // hand (back view) closed around a garland end at (0,-40); wrist at 0, forearm going down
  let s = P("M-19,90 C-20,60 -22,30 -20,0 L20,0 C22,30 22,60 21,90Z", "#D08F5E");
  s += P(
    "M-21,2 C-25,-14 -25,-34 -19,-43 C-15,-50 -9,-50 -5,-46 C-1,-51 6,-51 9,-46 C13,-50 19,-48 21,-42 C25,-32 25,-14 21,2Z",
    "#E0A878",
  );
  s += S("M-12,-44 C-12,-38 -12,-34 -11,-30 M-2,-47 L-2,-32 M8,-46 L7,-31 M16,-41 L15,-30", "#B87448", 1.4, LC);
  s += P("M20,-10 C30,-16 30,-30 20,-34 C14,-32 12,-24 14,-14Z", "#D99A6A");
  s +=
    S("M-12,-12 C-6,-20 6,-20 12,-12 M-8,-4 C-4,-8 4,-8 8,-4", "#8E2A1A", 1.5, LC + op(0.75)) +
    C(0, -18, 3.2, "#8E2A1A", op(0.75)) +
    S("M-14,-26 H14", "#8E2A1A", 1.4, ' stroke-dasharray="1 3"' + op(0.7) + LC);
  s += bangles(c, 0, 34, 0.72);
  return flip ? `<g transform="scale(-1 1)">${s}</g>` : s;
}
function starChain(c, pts, r = 1) {
  // constellation: linked stars
  let d = "";
  pts.forEach(([x, y], i) => (d += (i ? "L" : "M") + x + "," + y));
  let s = S(d, "#FFE9A8", 1.6, op(0.45) + ' stroke-dasharray="4 4"');
  for (const [x, y, k = 1] of pts) s += glow(c, x, y, 26 * k * r, "glowBlue") + U(star4(c), x, y, 1.1 * k * r);
  return s;
}
function kumbha(c) {
  // decorated clay pot with painted bands, thread and red veil; base 0
  let s = shadow(0, 2, 90, 10);
  s += P(
    "M-40,-160 C-40,-146 -100,-138 -100,-78 C-100,-24 -60,-4 -36,-4 L36,-4 C60,-4 100,-24 100,-78 C100,-138 40,-146 40,-160Z",
    c.u("clayH"),
  );
  s +=
    R(-48, -172, 96, 16, "#A84A20", 8) +
    S("M-92,-108 Q0,-84 92,-108", "#FFF7EA", 6) +
    S("M-98,-72 Q0,-48 98,-72", "#FFF7EA", 6) +
    S("M-96,-90 Q0,-66 96,-90", "#C0303A", 8);
  s += S("M-94,-90 Q0,-66 94,-90", "#F6B93B", 4, ` stroke-dasharray="0 12"${LC}`);
  s += P(ring(8, 0, 26, 9), "#F6B93B", ' transform="translate(0 -40)"') + C(0, -40, 6, "#C0303A");
  s += S("M-44,-148 Q0,-138 44,-148 M-46,-142 Q0,-132 46,-142 M-47,-136 Q0,-126 47,-136", "#F6D25A", 2.4);
  s += P(
    "M-50,-170 C-30,-196 30,-196 50,-170 C66,-150 72,-120 64,-96 C56,-120 40,-150 0,-156 C-40,-150 -56,-120 -64,-96 C-72,-120 -66,-150 -50,-170Z",
    c.u("red"),
  );
  s +=
    S("M-64,-96 C-56,-120 -40,-150 0,-156 C40,-150 56,-120 64,-96", "#E2B857", 4) +
    S("M-60,-104 C-52,-124 -36,-148 0,-150 C36,-148 52,-124 60,-104", "#F6D27A", 3, ` stroke-dasharray="0 8"${LC}`);
  s += E(-60, -80, 8, 22, "#FFFFFF", op(0.2));
  return s;
}
function pinda(c) {
  // banana leaf with three rice balls, sesame and darbha; centre 0
  let s = bananaLeaf(c, 0, 0, 160, 46);
  s += darbha(c, -40, 30, 150, 1.2, -78) + darbha(c, 40, 24, 140, 1.2, 82);
  s += riceBall(c, -60, -6, 24) + riceBall(c, 0, -10, 26) + riceBall(c, 60, -6, 24);
  s += sesame(c, 0, 14, 220, 30, 40);
  s += C(-30, 16, 4, "#FFFFFF") + C(34, 18, 4, "#FFFFFF") + C(6, 22, 3.5, "#F6B93B");
  return s;
}
function lota(c, metal = "copper") {
  // water vessel, base 0
  return (
    shadow(0, 2, 44, 6) +
    P(
      "M-18,-66 C-18,-56 -44,-54 -44,-30 C-44,-8 -26,-2 -18,-2 L18,-2 C26,-2 44,-8 44,-30 C44,-54 18,-56 18,-66Z",
      c.u(metal),
    ) +
    P("M-18,-2 L18,-2 L22,2 L-22,2Z", "#5A2410") +
    R(-26, -74, 52, 10, c.u(metal), 5) +
    E(0, -72, 20, 3, "#3E1A0C") +
    E(-24, -30, 5, 12, "#FFFFFF", op(0.25))
  );
}
function ghatSteps(c, y0, n = 4) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + i * 30;
    s += R(0, y, 800, 8, "#E6D0AA") + R(0, y + 8, 800, 22, c.u("floorStone"));
  }
  return s;
}
function riverBand(c, y, h, g = "seaDusk") {
  return (
    R(0, y, 800, h, c.u(g)) +
    S(
      `M40,${y + 20} h90 M220,${y + 36} h120 M520,${y + 26} h110 M620,${y + 50} h80 M90,${y + 60} h70`,
      "#FFFFFF",
      2,
      LC + op(0.25),
    )
  );
}

/* -------------------------------------------------------------- scenes */
// Each scene composes motifs on a frame. Subject centred, floor/altar line ~470.
const SCENES = {};
const outdoor = (c, sky, extra = "") => R(0, 0, 800, 600, c.u(sky)) + extra;
const lampPair = (c, y = 540, k = 0.9, dx = 190) => T(400 - dx, y, k, diya(c)) + T(400 + dx, y, k, diya(c));

/* ---- pujas ---- */
SCENES.marriage = (c) => {
  let s = shrine(c, {
    arch: "scallop",
    sky: "skyDusk",
    inner: hills(c, 440, 36, "#4A4A7E", 1) + sunDisc(c, 400, 444, 44) + stars(c, 5, 300, 70, 500, 160, 0.5),
  });
  s += S("M250,40 L250,150 M550,40 L550,150", "#C9962B", 1.5);
  s += mala(c, 250, 150, 110, 150, 1.1, "rose") + mala(c, 550, 150, 110, 150, 1.1);
  s += altar(c, 250, 550, 466, 34);
  s += T(400, 470, 0.6, havanKund(c, { glowR: 140 }));
  s += T(292, 468, 0.82, kalash(c, { metal: "brass" })) + T(508, 468, 0.82, kalash(c, { metal: "brass" }));
  s += festoon(c, [0, 267, 533, 800], 10, 20, 1, 3);
  s += rangoli(c, 400, 556, 96, 0.3) + lampPair(c, 560, 0.8, 250);
  return s;
};

SCENES["udaka-shanti"] = (c) => {
  let s = shrine(c, {
    arch: "round",
    sky: "skyGold",
    inner: sunDisc(c, 400, 250, 70, true) + hills(c, 470, 20, "#E9B87A", 2),
  });
  s += plinth(c, 290, 510, 470, 26);
  s += T(400, 474, 1.55, kalash(c, { metal: "silver", band: "#2E6A8A" }));
  for (const [x, y, r] of [
    [296, 250, 7],
    [506, 226, 8],
    [268, 360, 6],
    [536, 350, 7],
    [330, 160, 5],
    [472, 150, 5.5],
    [566, 280, 5],
    [240, 296, 5],
  ])
    s += drop(x, y, r);
  s +=
    E(400, 560, 120, 18, c.u("water")) +
    E(400, 560, 120, 18, "none", ' stroke="#E8F8FF" stroke-width="2"') +
    E(400, 560, 70, 9, "none", ' stroke="#FFFFFF" stroke-width="2" opacity=".6"') +
    drop(400, 545, 5);
  s +=
    T(205, 560, 0.9, diya(c)) +
    T(595, 560, 0.9, diya(c)) +
    darbha(c, 262, 520, 80, 1, -18) +
    darbha(c, 538, 520, 80, 1, 18);
  return s;
};

SCENES["griha-pravesh"] = (c) => {
  let s = outdoor(
    c,
    "skyDay",
    sunDisc(c, 640, 110, 34) +
      palm(70, 470, 300, "#7FA888", 20) +
      palm(740, 470, 280, "#7FA888", -24) +
      hills(c, 430, 30, "#B9CFA8", 3),
  );
  s += R(0, 470, 800, 130, c.u("floor")) + house(c);
  s += rangoli(c, 400, 548, 110, 0.28, 1);
  s += T(250, 560, 0.8, diya(c)) + T(550, 560, 0.8, diya(c));
  return s;
};

SCENES.satyanarayan = (c) => {
  let s = shrine(c, { arch: "temple", sky: "skyGold", inner: sunDisc(c, 400, 250, 46, true) });
  s += T(242, 476, 1.05, bananaPlant(c, 330)) + T(558, 476, 1.05, bananaPlant(c, 330, true));
  s += altar(c, 240, 560, 456, 40);
  s += bananaLeaf(c, 400, 462, 150, 30);
  s += T(400, 460, 1.1, kalash(c, { metal: "brass", cloth: true }));
  s +=
    plate(c, 285, 464, 50) +
    P("M250,462 C254,440 316,440 320,462Z", "#F2C04A") +
    C(275, 450, 3, "#C0303A") +
    C(292, 446, 3, "#FFF7EA") +
    C(300, 455, 2.5, "#7A3A1A") +
    P(xf(leafD(16, 6), 40, 285, 440), "#3E7B4F");
  s += T(520, 462, 0.45, conch(c));
  s += lampPair(c, 560, 0.95, 220) + festoon(c, [150, 400, 650], 92, 22, 0.9, 3);
  return s;
};

SCENES.ganesh = (c) => {
  let s = shrine(c, {
    arch: "ogee",
    sky: "skyDawn",
    inner: T(400, 190, 1, ganeshEmblem(c, 56)) + glow(c, 400, 190, 110, "glowSoft"),
  });
  s += altar(c, 250, 550, 450, 40);
  s += plate(c, 400, 452, 112);
  for (const [x, y] of [
    [-60, 0],
    [-30, 0],
    [0, 0],
    [30, 0],
    [60, 0],
    [-45, -26],
    [-15, -26],
    [15, -26],
    [45, -26],
    [-30, -52],
    [0, -52],
    [30, -52],
    [-15, -78],
    [15, -78],
    [0, -104],
  ])
    s += modak(c, 400 + x, 452 + y, 0.9);
  s +=
    hibiscus(c, 286, 446, 1.1) +
    hibiscus(c, 514, 446, 1.1, 30) +
    hibiscus(c, 240, 452, 0.8, 60) +
    hibiscus(c, 560, 452, 0.8, -20);
  s += durva(c, 320, 560, 1.3, -10) + durva(c, 480, 560, 1.3, 10);
  s += lampPair(c, 560, 1, 230);
  return s;
};

SCENES["durga-saptashati-parayana"] = (c) => {
  let s = shrine(c, { arch: "ogee", sky: "skyGold", wall: "wallRose", inner: sunDisc(c, 400, 250, 50, true) });
  s += T(400, 510, 1.18, palmBook(c));
  s += T(170, 530, 0.95, standLamp(c)) + T(630, 530, 0.95, standLamp(c));
  s += hibiscus(c, 290, 560, 1) + hibiscus(c, 510, 560, 1, 40) + hibiscus(c, 400, 572, 0.9, 15);
  s += festoon(c, [150, 400, 650], 100, 24, 0.9, 3);
  return s;
};

SCENES["new-office-opening"] = (c) => {
  let s = outdoor(
    c,
    "skyDawn",
    sunDisc(c, 120, 160, 36) +
      P(
        "M0,470 L0,330 L60,330 L60,280 L120,280 L120,360 L170,360 L170,300 L200,300 L200,470Z M600,470 L600,300 L650,300 L650,250 L700,250 L700,340 L750,340 L750,290 L800,290 L800,470Z",
        "#8E7AB0",
        op(0.45),
      ),
  );
  s += R(0, 470, 800, 130, c.u("floorStone")) + office(c);
  s += festoon(c, [210, 400, 590], 104, 14, 0.9, 3);
  s += rangoli(c, 400, 548, 90, 0.28, 2);
  return s;
};

SCENES.rudrabhishek = (c) => {
  let s = shrine(c, {
    arch: "temple",
    sky: "skyNight",
    wall: "wallDark",
    inner: stars(c, 26, 180, 110, 620, 330) + glow(c, 400, 420, 220, "glowSoft"),
  });
  s += hangingPot(c, 400, 250) + waterStream(c, 400, 250, 322);
  s += T(400, 506, 1.25, lingam(c));
  s += T(200, 540, 0.95, standLamp(c)) + T(600, 540, 0.95, standLamp(c));
  s += bilva(c, 300, 560, 1, -40) + bilva(c, 510, 566, 1, 50) + marigold(c, 350, 570, 9) + marigold(c, 460, 572, 9, 1);
  return s;
};

SCENES.mahalaxmi = (c) => {
  let s = shrine(c, { arch: "scallop", sky: "skyGold", wall: "wallRose", inner: sunDisc(c, 400, 300, 66, true) });
  const id = coinSym(c);
  for (let i = 0; i < 14; i++) {
    const y = 80 + i * 17,
      w = 30 + i * 9;
    const x = 400 + (c.rnd() - 0.5) * w * 2;
    s += `<use href="#${id}" transform="translate(${x.toFixed(1)} ${y}) scale(${(0.35 + c.rnd() * 0.65).toFixed(1)} 1)"/>`;
  }
  s += T(400, 470, 1.9, lotus(c));
  s +=
    footprint(c, 378, 590, 1.1) +
    footprint(c, 422, 574, 1.05, true) +
    footprint(c, 380, 548, 0.95) +
    footprint(c, 420, 530, 0.88, true) +
    footprint(c, 382, 512, 0.8);
  s += coinStack(c, 250, 520, 5) + coinStack(c, 550, 520, 5) + coinStack(c, 276, 540, 3) + coinStack(c, 524, 540, 3);
  s +=
    T(180, 560, 0.95, diya(c, { metal: "brass", base: true })) +
    T(620, 560, 0.95, diya(c, { metal: "brass", base: true }));
  return s;
};

SCENES["yagnopavit-sanskar"] = (c) => {
  let s = shrine(c, {
    arch: "round",
    sky: "skyDawn",
    inner: sunDisc(c, 400, 430, 50) + hills(c, 450, 30, "#8E7AA0", 4),
  });
  s += T(592, 478, 0.5, havanKund(c, { glowR: 110 }));
  s += plinth(c, 300, 500, 420, 60);
  s += plate(c, 400, 424, 118) + bananaLeaf(c, 400, 420, 100, 17);
  s += T(400, 406, 1.55, sacredThread(c));
  s +=
    T(200, 560, 0.42, palmBook(c)) +
    darbha(c, 640, 572, 110, 1.2, 60) +
    T(470, 566, 0.8, diya(c)) +
    T(330, 566, 0.8, diya(c));
  return s;
};

SCENES["durga-deepa-namaskara"] = (c) => {
  let s = shrine(c, {
    arch: "scallop",
    sky: "skyRed",
    wall: "wallDark",
    floor: "floorDark",
    inner: glow(c, 400, 330, 240),
  });
  s += T(400, 450, 0.92, trishul(c, { h: 300 }));
  s += T(400, 470, 0.8, kalash(c, { metal: "brass", cloth: true }));
  const ring2 = (n, rx, ry, cy, k) => {
    let r = "";
    const pts = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      pts.push([400 + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
    }
    pts.sort((a, b) => a[1] - b[1]);
    for (const [x, y] of pts) r += T(x, y, k * (0.8 + (y - cy + ry) / (ry * 10)), diya(c, { deco: false }));
    return r;
  };
  s += ring2(16, 250, 70, 520, 0.62);
  return s;
};

SCENES.namakarana = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyGold", wall: "wallRose", inner: sunDisc(c, 400, 200, 40, true) });
  s += T(400, 490, 0.95, cradle(c));
  s +=
    plate(c, 400, 548, 90) +
    E(400, 544, 70, 12, "#FFFBF0") +
    S("M360,544 C372,538 388,550 400,544 C412,538 428,550 440,544", "#E2B857", 2.4) +
    C(400, 538, 4, "#C0303A") +
    marigold(c, 350, 544, 7) +
    marigold(c, 450, 544, 7, 1);
  s += T(180, 560, 0.9, diya(c)) + T(620, 560, 0.9, diya(c));
  s +=
    marigold(c, 260, 560, 10) + marigold(c, 540, 562, 10, 1) + marigold(c, 284, 574, 8, 1) + marigold(c, 516, 576, 8);
  return s;
};

SCENES.navaratri = (c) => {
  let s = shrine(c, {
    arch: "ogee",
    sky: "skyNight",
    wall: "wallDark",
    floor: "floorDark",
    inner: stars(c, 24, 170, 90, 630, 320) + T(520, 150, 1, crescent(c, 24)),
  });
  s += plinth(c, 150, 650, 470, 30);
  s += T(400, 474, 1.55, ghata(c));
  for (let i = 0; i < 9; i++) s += T(170 + i * 57.5, 560, 0.62, diya(c));
  s +=
    T(
      222,
      474,
      0.75,
      U(
        c.sym("sp", () => sprouts(c)),
        0,
        0,
      ),
    ) +
    T(
      578,
      474,
      0.75,
      U(
        c.sym("sp", () => sprouts(c)),
        0,
        0,
      ),
    );
  return s;
};

SCENES["new-vehicle"] = (c) => {
  let s = outdoor(
    c,
    "skyDay",
    T(400, 400, 1, gopuram(260, 290, "#E7C9A0")) +
      T(150, 400, 1, shikhara(90, 170, "#EBD3B0")) +
      T(650, 400, 1, shikhara(90, 170, "#EBD3B0")) +
      R(0, 360, 800, 44, "#EBD8BA") +
      R(0, 356, 800, 8, "#C9962B", op(0.5)) +
      palm(40, 400, 240, "#8FB89A", 16) +
      palm(770, 400, 230, "#8FB89A", -18),
  );
  s += R(0, 400, 800, 200, c.u("floorStone")) + S("M0,440 H800 M0,490 H800 M0,550 H800", "#B89E7C", 1.5, op(0.5));
  s += T(400, 520, 1.4, car(c));
  for (const x of [574, 272]) s += E(x + 20, 524, 13, 9, "#E6D23A") + E(x + 16, 521, 4, 2.5, "#FFFFFF", op(0.6));
  s +=
    T(110, 560, 0.8, diya(c)) +
    T(700, 566, 0.8, diya(c)) +
    T(150, 556, 0.55, coconutAlone(c)) +
    rangoli(c, 400, 576, 60, 0.26, 1);
  return s;
};

SCENES.bhoomi = (c) => {
  let s = outdoor(
    c,
    "skyDawn",
    sunDisc(c, 400, 380, 46, true) + hills(c, 380, 50, "#8EA0A8", 2) + hills(c, 410, 30, c.u("hill"), 0),
  );
  s += R(0, 410, 800, 190, "#8FA35A") + R(0, 410, 800, 190, c.u("earth"), op(0.55));
  s += S("M0,450 L800,440 M0,500 L800,488 M0,560 L800,548", "#5E7A3A", 3, op(0.4));
  s +=
    P("M230,440 L570,440 L660,560 L140,560Z", c.u("earth")) +
    S("M230,440 L570,440 L660,560 L140,560Z", "#E8E0D0", 2.4) +
    S("M230,440 L570,440 L660,560 L140,560Z", "#C0303A", 2.4, ' stroke-dasharray="8 8"');
  for (const [x, y] of [
    [230, 440],
    [570, 440],
    [660, 560],
    [140, 560],
  ])
    s += R(x - 4, y - 24, 8, 28, c.u("wood"), 2) + C(x, y - 24, 4, "#C0303A");
  s += E(400, 500, 90, 18, "#6E3E1C") + E(400, 496, 70, 12, "#8E5A2E");
  s += T(400, 500, 1, kalash(c, { metal: "copper" }));
  s += T(540, 520, 1, `<g transform="rotate(16)">${spade(c)}</g>`) + E(540, 520, 28, 7, "#5E3418");
  s += T(276, 506, 1.3, sapling(c)) + E(276, 506, 24, 6, "#5E3418");
  s += marigold(c, 330, 534, 8) + marigold(c, 470, 538, 8, 1) + T(400, 580, 0.8, diya(c));
  return s;
};

/* ---- homa / havan ---- */
SCENES["gana-homa"] = (c) => {
  let s = shrine(c, { arch: "temple", sky: "skyDawn", inner: T(400, 200, 1, ganeshEmblem(c, 52)) });
  s += T(400, 510, 0.95, havanKund(c));
  s += plate(c, 200, 520, 70);
  for (const [x, y] of [
    [-34, 0],
    [0, 0],
    [34, 0],
    [-17, -24],
    [17, -24],
    [0, -48],
  ])
    s += modak(c, 200 + x, 520 + y, 0.8);
  s += plate(c, 600, 520, 70) + durva(c, 584, 520, 1.1, -12) + durva(c, 616, 520, 1.1, 14) + hibiscus(c, 600, 526, 0.7);
  s += T(400, 570, 0.55, diya(c, { metal: "brass" }));
  return s;
};

SCENES["chandi-havan"] = (c) => {
  let s = shrine(c, { arch: "ogee", sky: "skyRed", wall: "wallDark", floor: "floorDark" });
  s += T(400, 400, 1, trishul(c, { h: 340 }));
  s += T(400, 520, 1, havanKund(c, { fireH: 200 }));
  for (const [x, y, k, r] of [
    [270, 520, 1, 0],
    [300, 544, 0.9, 40],
    [250, 548, 0.8, 80],
    [530, 520, 1, 20],
    [500, 546, 0.9, 60],
    [552, 548, 0.8, 10],
    [330, 568, 0.8, 30],
    [470, 570, 0.8, 70],
  ])
    s += hibiscus(c, x, y, k, r);
  s += T(190, 560, 0.9, standLamp(c)) + T(610, 560, 0.9, standLamp(c));
  return s;
};

SCENES.sudarshana = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyDusk", inner: stars(c, 14, 170, 80, 630, 200) });
  s += T(400, 230, 1, chakra(c, 108));
  s += T(400, 540, 0.95, havanKund(c, { fireH: 170 }));
  s +=
    T(200, 560, 0.9, diya(c, { metal: "brass", base: true })) +
    T(600, 560, 0.9, diya(c, { metal: "brass", base: true }));
  return s;
};

SCENES.navagraha = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyNight", wall: "wallNight", inner: stars(c, 34, 160, 60, 640, 460) });
  const cx = 400,
    cy = 236,
    R0 = 140;
  s +=
    C(cx, cy, R0, "none", ' stroke="#E2B857" stroke-width="1.6" stroke-dasharray="3 6" opacity=".8"') +
    C(cx, cy, R0 * 0.55, "none", ' stroke="#E2B857" stroke-width="1" opacity=".4"');
  s += sunDisc(c, cx, cy, 44, true);
  const P9 = [
    ["#F4F0E6"],
    ["#D2412E"],
    ["#5E9B5E"],
    ["#F2C04A"],
    ["#FBE2E8"],
    ["#3A4A8E", "#C9B27A"],
    ["#5A4A6E"],
    ["#8A6A5A"],
  ];
  P9.forEach(([col, rg], i) => {
    const a = -Math.PI / 2 + ((i + 0.5) / 8) * Math.PI * 2;
    s += planet(c, cx + Math.cos(a) * R0, cy + Math.sin(a) * R0, [16, 14, 12, 20, 15, 15, 14, 13][i], col, rg);
  });
  s += altar(c, 280, 520, 470, 30, "maroon");
  s +=
    T(400, 474, 0.8, diya(c, { metal: "brass", base: true })) + T(320, 474, 0.6, diya(c)) + T(480, 474, 0.6, diya(c));
  return s;
};

SCENES["maha-mrityunjaya"] = (c) => {
  let s = shrine(c, {
    arch: "scallop",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorStone",
    inner:
      stars(c, 30, 170, 80, 630, 380) +
      glow(c, 400, 180, 140, "glowBlue") +
      T(400, 180, 1, `<g transform="rotate(-90)">${crescent(c, 60)}</g>`),
  });
  s += T(400, 500, 1.3, lingam(c));
  s += rudraksha(c, 400, 376, 46, 14, 22) + rudraksha(c, 400, 450, 120, 22, 34);
  s +=
    T(210, 540, 0.9, diya(c, { metal: "brass", base: true })) +
    T(590, 540, 0.9, diya(c, { metal: "brass", base: true }));
  s += bilva(c, 300, 560, 1, -30) + bilva(c, 500, 560, 1, 30);
  return s;
};

SCENES["durga-homa"] = (c) => {
  let s = shrine(c, { arch: "temple", sky: "skyRed", wall: "wallRose", inner: glow(c, 400, 300, 200) });
  s += T(400, 380, 1.05, trishul(c, { h: 300, lemons: true }));
  s += T(400, 520, 1, havanKund(c));
  s += garland(c, 160, 150, 400, 150, 46, 1.1, "rose") + garland(c, 400, 150, 640, 150, 46, 1.1, "rose");
  for (let i = 0; i < 5; i++) s += hibiscus(c, 220 + i * 90, 150, 0.9, i * 30);
  for (const x of [200, 600])
    s +=
      plate(c, x, 560, 52) +
      P(`M${x - 34},560 C${x - 28},534 ${x + 28},534 ${x + 34},560Z`, c.u("red")) +
      hibiscus(c, x + 34, 566, 0.7, 20);
  return s;
};

SCENES["laxmi-kubera"] = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyGold", wall: "wallRose", inner: sunDisc(c, 400, 250, 80, true) });
  s += T(400, 506, 2.3, lotus(c));
  s += T(400, 446, 1, treasurePot(c));
  s += coinStack(c, 200, 540, 7) + coinStack(c, 232, 556, 4) + coinStack(c, 600, 540, 7) + coinStack(c, 568, 556, 4);
  const id = coinSym(c);
  for (const [x, y] of [
    [316, 570],
    [484, 574],
    [350, 586],
    [450, 588],
  ])
    s += `<use href="#${id}" transform="translate(${x} ${y}) scale(1 .5)"/>`;
  for (const [x, y, k] of [
    [250, 200, 1.2],
    [560, 180, 1],
    [300, 130, 0.8],
    [520, 300, 0.8],
  ])
    s += U(star4(c), x, y, k);
  return s;
};

SCENES["lakshmi-narayana"] = (c) => {
  let s = shrine(c, { arch: "scallop", sky: "skyDay", inner: hills(c, 470, 24, "#C8D8C0", 1) });
  s += T(400, 220, 0.9, chakra(c, 90));
  s += altar(c, 200, 600, 470, 36);
  s +=
    T(290, 440, 1.1, conch(c)) + T(290, 476, 1, `<path d="M-40,-4 L40,-4 L30,-24 L-30,-24Z" fill="${c.u("gold")}"/>`);
  s += T(520, 472, 1.15, lotus(c));
  s += T(400, 476, 0.6, kalash(c, { metal: "brass", coconut: true }));
  s += lampPair(c, 566, 0.9, 230) + rangoli(c, 400, 566, 70, 0.3, 0);
  return s;
};

SCENES.pavamana = (c) => {
  let s = shrine(c, {
    arch: "ogee",
    sky: "skyDawn",
    inner: sunDisc(c, 470, 430, 40) + riverBand(c, 440, 40, "seaDawn"),
  });
  s +=
    P("M0,520 C200,500 300,540 400,520 C520,500 620,540 800,520 L800,600 L0,600Z", c.u("water"), op(0.9)) +
    S("M40,540 h90 M210,556 h120 M460,546 h100 M620,566 h110", "#FFFFFF", 3, LC + op(0.6));
  s += plinth(c, 170, 320, 432, 40);
  s += T(246, 404, 1.05, `<g transform="rotate(70)">${lota(c, "brass")}</g>`);
  s +=
    P(
      "M314,372 C346,372 360,420 364,470 C367,500 370,514 374,524 L360,524 C356,500 354,482 350,470 C344,426 334,396 312,388Z",
      c.u("water"),
      op(0.92),
    ) + S("M318,376 C342,384 352,426 356,470 C359,496 362,510 366,522", "#FFFFFF", 2, op(0.8));
  s +=
    E(367, 526, 40, 8, "none", ' stroke="#FFFFFF" stroke-width="2" opacity=".8"') +
    E(367, 526, 22, 4, "none", ' stroke="#FFFFFF" stroke-width="1.5" opacity=".7"');
  s += T(570, 500, 0.75, havanKund(c, { fireH: 170, glowR: 130 }));
  return s;
};

SCENES.dhanvantari = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyDay", inner: hills(c, 460, 40, "#A9C8A0", 5) });
  s += plinth(c, 290, 510, 450, 30) + T(400, 456, 1.3, amritPot(c));
  s += T(200, 482, 0.7, tulsiPlanter(c)) + T(600, 482, 0.7, tulsiPlanter(c));
  s +=
    P("M250,560 C250,540 330,540 330,560 C330,578 250,578 250,560Z", c.u("stoneL")) +
    E(290, 552, 32, 7, "#7A6E60") +
    R(300, 510, 12, 50, c.u("stoneL"), 6, ' transform="rotate(24 306 535)"');
  s +=
    T(510, 570, 0.5, conch(c)) +
    P(
      xf(leafD(40, 12), -70, 560, 580) + xf(leafD(36, 10), -40, 566, 584) + xf(leafD(30, 9), 70, 250, 590),
      c.u("leaf"),
    );
  return s;
};
function tulsiPlanter(c) {
  // tulsi in a brindavan planter
  return (
    R(-60, -90, 120, 90, c.u("floorStone"), 4) +
    R(-66, -100, 132, 14, "#E6D0AA", 4) +
    R(-40, -70, 80, 50, "#C9962B", 6, op(0.3)) +
    C(0, -46, 14, "#C0303A", op(0.8)) +
    tulsi(c, 0, -100, 1.3)
  );
}

SCENES["moola-nakshatra-shanti"] = (c) => {
  let s = shrine(c, {
    arch: "temple",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorStone",
    inner: stars(c, 40, 170, 100, 630, 440, 0.5),
  });
  s += starChain(c, [
    [236, 170, 0.8],
    [280, 210],
    [330, 246, 1.2],
    [400, 262],
    [466, 250],
    [516, 222, 1.1],
    [544, 186],
    [534, 150, 0.9],
    [504, 134, 0.8],
  ]);
  s += plinth(c, 300, 500, 470, 26) + T(400, 474, 1, standLamp(c));
  s +=
    T(210, 560, 0.85, diya(c)) +
    T(590, 560, 0.85, diya(c)) +
    darbha(c, 300, 566, 70, 1, -70) +
    darbha(c, 500, 566, 70, 1, 70);
  return s;
};

SCENES.bhadrakali = (c) => {
  let s = shrine(c, { arch: "scallop", sky: "skyRed", wall: "wallDark", floor: "floorDark" });
  s += T(400, 500, 0.95, glow(c, 0, -180, 210, "glowRed") + fire(c, 330, 300));
  s += T(400, 500, 1.1, sword(c));
  s += mala(c, 400, 140, 130, 250, 1.1, "rose");
  s += altar(c, 270, 530, 500, 30, "maroon");
  s +=
    hibiscus(c, 230, 560, 1.1) + hibiscus(c, 570, 560, 1.1, 40) + T(190, 580, 0.8, diya(c)) + T(610, 580, 0.8, diya(c));
  return s;
};

SCENES["lakshmi-narasimha"] = (c) => {
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2,
      r1 = 260 + (i % 2) * 60;
    rays += `M400,300 L${(400 + Math.cos(a - 0.05) * r1).toFixed(1)},${(300 + Math.sin(a - 0.05) * r1).toFixed(1)} L${(400 + Math.cos(a + 0.05) * r1).toFixed(1)},${(300 + Math.sin(a + 0.05) * r1).toFixed(1)}Z`;
  }
  let s = shrine(c, {
    arch: "round",
    sky: "skyDusk",
    wall: "wallRose",
    inner: P(rays, "#FFE9A8", op(0.35)) + glow(c, 400, 300, 200),
  });
  s += T(400, 476, 1, pillar(c));
  s += T(250, 476, 0.9, lotus(c)) + T(550, 476, 0.9, lotus(c));
  s +=
    T(180, 560, 1, diya(c, { metal: "brass", base: true })) + T(620, 560, 1, diya(c, { metal: "brass", base: true }));
  s += T(400, 570, 0.9, diya(c));
  return s;
};

SCENES["kala-bhairava"] = (c) => {
  let s = shrine(c, {
    arch: "temple",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorDark",
    inner: stars(c, 36, 170, 100, 630, 400) + T(540, 180, 1, crescent(c, 30)),
  });
  s += T(380, 470, 1.05, trishul(c, { h: 320, damaru: true, lemons: true }));
  s += T(520, 480, 1.1, dog(c));
  s += T(240, 560, 1, diya(c)) + T(560, 570, 0.8, diya(c)) + T(380, 566, 0.8, coconutAlone(c));
  return s;
};

/* ---- festival pujas ---- */
SCENES["ganapathi-sthapana"] = (c) => {
  let s = R(0, 0, 800, 600, c.u("wallDark"));
  const A = "M80,480 L80,220 C80,80 250,40 400,40 C550,40 720,80 720,220 L720,480";
  s += P(A + "Z", c.u("skyDusk")) + stars(c, 10, 150, 80, 650, 200, 0.4);
  s +=
    S(A, "#E8871E", 40) +
    S(A, "#F6B93B", 24) +
    S(A, "#7A1F2B", 10) +
    S(A, "#FFE48A", 7, ` stroke-dasharray="0 16"${LC}`);
  s += S(A, "#FFF7D0", 3, ` stroke-dasharray="0 16" stroke-dashoffset="8"${LC} transform="translate(0 22)"`);
  for (let i = 0; i < 7; i++) {
    const x = 140 + i * 86.7;
    s += S(
      `M${x},${58 + Math.abs(3 - i) * 12} V${150 + (i % 2) * 30}`,
      "#FFE48A",
      4,
      ' stroke-dasharray="0 12" stroke-linecap="round"',
    );
  }
  s += R(0, 470, 800, 130, c.u("floor"));
  s += T(400, 480, 1, peetha(c, 140)) + T(400, 300, 1, ganeshEmblem(c, 54));
  s += plate(c, 400, 470, 70);
  for (const [x, y] of [
    [-34, 0],
    [0, 0],
    [34, 0],
    [-17, -24],
    [17, -24],
    [0, -48],
  ])
    s += modak(c, 400 + x, 470 + y, 0.8);
  s += T(160, 480, 0.8, bananaPlant(c, 300)) + T(640, 480, 0.8, bananaPlant(c, 300, true));
  s += lampPair(c, 560, 1, 210) + rangoli(c, 400, 560, 70, 0.3, 1);
  return s;
};

SCENES["diwali-lakshmi-puja"] = (c) => {
  const burst = (x, y, r, col) => {
    let d = "";
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      d += `M${(x + Math.cos(a) * r * 0.3).toFixed(1)},${(y + Math.sin(a) * r * 0.3).toFixed(1)} L${(x + Math.cos(a) * r).toFixed(1)},${(y + Math.sin(a) * r).toFixed(1)}`;
    }
    return glow(c, x, y, r * 1.2, "glowSoft") + S(d, col, 2.4, LC + ' stroke-dasharray="3 5"');
  };
  let s = shrine(c, {
    arch: "ogee",
    sky: "skyNight",
    wall: "wallDark",
    floor: "floorDark",
    inner:
      stars(c, 26, 170, 80, 630, 300) +
      burst(280, 170, 50, "#F6B93B") +
      burst(530, 130, 40, "#FFE9A8") +
      burst(470, 250, 30, "#F4A340") +
      P(
        "M150,440 L150,380 L200,380 L200,350 L240,330 L280,350 L280,400 L330,400 L330,370 L380,370 L380,440Z M420,440 L420,360 L470,340 L520,360 L520,390 L580,390 L580,350 L640,350 L640,440Z",
        "#1E2450",
      ) +
      S(
        "M170,396 h10 M220,370 h12 M300,416 h10 M350,390 h10 M440,380 h12 M490,376 h10 M540,406 h10 M600,370 h12",
        "#FFD86A",
        5,
        LC,
      ),
  });
  s += lantern(c, 80, 200, 0.9) + lantern(c, 720, 170, 0.8, "red");
  s += plinth(c, 180, 620, 440, 24) + plinth(c, 120, 680, 476, 28);
  s += T(400, 444, 1.2, lotus(c));
  for (let i = 0; i < 7; i++) s += T(210 + i * 63.3, 480, 0.55, diya(c));
  for (const x of [230, 300, 500, 570]) s += T(x, 444, 0.5, diya(c, { metal: "brass" }));
  s += rangoli(c, 400, 560, 110, 0.28, 1);
  return s;
};

SCENES["navratri-puja"] = (c) => {
  let s = shrine(c, {
    arch: "round",
    sky: "skyNight",
    wall: "wallDark",
    floor: "floorDark",
    inner: stars(c, 30, 160, 60, 640, 420),
  });
  const pts = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    pts.push([400 + Math.cos(a) * 280, 500 + Math.sin(a) * 70]);
  }
  pts.sort((a, b) => a[1] - b[1]);
  const back = pts.filter((p) => p[1] < 500),
    front = pts.filter((p) => p[1] >= 500);
  for (const [x, y] of back) s += T(x, y, 0.55, diya(c, { deco: false }));
  s += T(400, 490, 1, garbo(c));
  s += T(250, 470, 0.62, kalash(c, { metal: "brass" })) + T(550, 470, 0.62, kalash(c, { metal: "brass" }));
  for (const [x, y] of front) s += T(x, y, 0.7, diya(c, { deco: false }));
  s += festoon(c, [0, 200, 400, 600, 800], 10, 14, 0.9, 3);
  return s;
};

/* ---- parihara ---- */
SCENES["kala-sarpa-dosha-nivarana"] = (c) => {
  let s = shrine(c, {
    arch: "temple",
    sky: "skyDusk",
    inner: stars(c, 16, 170, 100, 630, 260) + glow(c, 400, 300, 220, "glowSoft"),
  });
  s += plinth(c, 250, 550, 470, 26) + T(400, 472, 1, snakes(c));
  s +=
    T(200, 560, 0.95, diya(c)) +
    T(600, 560, 0.95, diya(c)) +
    marigold(c, 320, 560, 9) +
    marigold(c, 480, 560, 9, 1) +
    hibiscus(c, 400, 570, 0.8);
  return s;
};

SCENES["kadali-vivaha"] = (c) => {
  let s = shrine(c, {
    arch: "scallop",
    sky: "skyDay",
    inner: sunDisc(c, 400, 200, 40) + hills(c, 460, 30, "#B9CFA8", 2),
  });
  s += E(400, 476, 80, 14, "#8E5A2E");
  s += T(400, 476, 1.2, bananaPlant(c, 340));
  s += R(382, 404, 36, 26, c.u("cloth"), 3) + S("M382,408 H418 M382,426 H418", "#E2B857", 2.5);
  s +=
    S("M384,370 Q400,378 416,370 M384,380 Q400,388 416,380 M384,390 Q400,398 416,390", "#8A6A10", 5) +
    S("M384,370 Q400,378 416,370 M384,380 Q400,388 416,380 M384,390 Q400,398 416,390", "#F6D25A", 3);
  s += beads(c, "M384,366 C350,420 366,470 400,470 C434,470 450,420 416,366", 1, "rose") + strand(c, 400, 478, 2, 0.9);
  s += T(250, 480, 0.8, kalash(c, { metal: "brass" })) + T(550, 480, 0.8, kalash(c, { metal: "brass" }));
  s += lampPair(c, 560, 0.9, 200) + rangoli(c, 400, 556, 80, 0.28, 2);
  return s;
};

SCENES["shatru-samhara"] = (c) => {
  let s = shrine(c, { arch: "ogee", sky: "skyDusk", inner: stars(c, 14, 170, 80, 630, 240) });
  for (const [a, l] of [
    [-40, 230],
    [-22, 260],
    [-6, 280],
    [8, 275],
    [24, 255],
    [42, 225],
  ])
    s += `<g transform="translate(400 470) rotate(${a})">${peacockFeather(c, l)}</g>`;
  s += T(400, 476, 0.98, vel(c));
  s += altar(c, 270, 530, 470, 32);
  s +=
    T(210, 560, 0.95, diya(c, { metal: "brass", base: true })) +
    T(590, 560, 0.95, diya(c, { metal: "brass", base: true })) +
    hibiscus(c, 330, 566, 0.8) +
    hibiscus(c, 470, 566, 0.8, 40);
  return s;
};

SCENES["swayamvara-parvathi"] = (c) => {
  let s = shrine(c, { arch: "scallop", sky: "skyGold", wall: "wallRose", inner: sunDisc(c, 400, 250, 56, true) });
  s += T(400, 486, 1.3, lotus(c));
  s += beads(c, "M306,196 C282,330 336,416 400,416 C464,416 518,330 494,196", 1.15, "rose");
  s += beads(c, "M310,206 C292,326 340,400 400,400 C460,400 508,326 490,206", 0.8);
  s += T(300, 236, 1.1, hand(c), -24) + T(500, 236, 1.1, hand(c, true), 24);
  s +=
    bangles(c, 236, 566, 0.9) +
    bangles(c, 564, 566, 0.9) +
    marigold(c, 320, 570, 9) +
    marigold(c, 480, 570, 9, 1) +
    hibiscus(c, 400, 572, 0.7);
  return s;
};

SCENES["shukra-aditya-sandhi-shanti"] = (c) => {
  let s = outdoor(c, "skyDawn", stars(c, 10, 20, 20, 780, 200, 0.4));
  s += glow(c, 470, 250, 60, "glowBlue") + U(star4(c), 470, 250, 2.4) + C(470, 250, 4, "#FFFFFF");
  s += sunDisc(c, 400, 380, 60, true);
  s += R(0, 380, 800, 220, c.u("seaDawn")) + reflections(c, 400, 380, 180, 7) + R(0, 380, 800, 2, "#FFE6A0", op(0.6));
  s +=
    P("M0,330 C60,300 130,330 190,350 C150,370 80,384 0,384Z", "#4A4A78", op(0.85)) +
    P("M800,320 C730,300 660,340 610,360 C660,374 740,384 800,384Z", "#4A4A78", op(0.85));
  s +=
    P("M0,520 C160,490 280,530 400,520 C540,508 660,530 800,510 L800,600 L0,600Z", "#E9CFA8") +
    P(
      "M0,520 C160,490 280,530 400,520 C540,508 660,530 800,510",
      "none",
      ' stroke="#FFFFFF" stroke-width="3" opacity=".7"',
    );
  s +=
    T(400, 560, 1.05, diya(c, { metal: "brass", base: true })) + marigold(c, 340, 566, 8) + marigold(c, 460, 566, 8, 1);
  return s;
};

SCENES["drishti-durga"] = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyRed", wall: "wallRose", inner: stars(c, 10, 170, 80, 630, 220, 0.4) });
  s +=
    S("M400,40 L400,164", "#1A1A2E", 3) +
    S("M404,40 L404,164", "#C0303A", 2) +
    S("M236,60 L236,112 M564,60 L564,112", "#1A1A2E", 2);
  s += T(400, 260, 1, eyeAmulet(c));
  s += lemonChilli(c, 400, 356, 0.85);
  s += lemonChilli(c, 236, 110, 0.9) + lemonChilli(c, 564, 110, 0.9);
  s += altar(c, 280, 520, 480, 30, "maroon") + T(400, 486, 0.8, diya(c, { metal: "brass", base: true }));
  s += T(200, 570, 0.8, diya(c)) + T(600, 570, 0.8, diya(c));
  return s;
};

SCENES["dhanista-panchaka-shanti"] = (c) => {
  let s = shrine(c, {
    arch: "temple",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorStone",
    inner: stars(c, 40, 170, 100, 630, 420, 0.4) + glow(c, 400, 380, 180, "glowSoft"),
  });
  s += starChain(c, [
    [240, 220],
    [320, 200, 1.1],
    [400, 190, 1.3],
    [480, 200, 1.1],
    [560, 220],
  ]);
  s += plinth(c, 250, 550, 470, 26);
  s += darbha(c, 360, 470, 150, 1.6, -16) + darbha(c, 440, 470, 150, 1.6, 16) + darbha(c, 400, 470, 170, 1.8, 0);
  s += plate(c, 400, 470, 90) + T(400, 468, 1.45, diya(c, { metal: "brass", base: true }));
  s +=
    T(170, 566, 0.8, diya(c)) +
    T(630, 566, 0.8, diya(c)) +
    plate(c, 300, 560, 44) +
    sesame(c, 300, 556, 56, 8, 22) +
    plate(c, 500, 560, 44) +
    riceBall(c, 500, 550, 12);
  return s;
};

SCENES["kalathra-dosha-nivarana"] = (c) => {
  let s = shrine(c, { arch: "ogee", sky: "skyDay", wall: "wallRose", inner: glow(c, 400, 230, 200, "glowSoft") });
  s += T(400, 224, 0.9, chart(c));
  s += mala(c, 322, 326, 70, 110, 0.95, "rose") + mala(c, 478, 326, 70, 110, 0.95);
  s += C(322, 326, 6, c.u("gold")) + C(478, 326, 6, c.u("gold"));
  s += altar(c, 240, 560, 480, 30);
  s += T(400, 484, 0.75, diya(c, { metal: "brass", base: true }));
  s += lampPair(c, 566, 0.9, 230) + bangles(c, 400, 572, 0.6) + marigold(c, 330, 572, 8) + marigold(c, 470, 572, 8, 1);
  return s;
};

SCENES["kuja-rahu-sandhi-shanti"] = (c) => {
  let s = shrine(c, {
    arch: "round",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorDark",
    inner: stars(c, 40, 160, 60, 640, 440),
  });
  s +=
    glow(c, 360, 250, 170, "glowRed") +
    C(360, 250, 82, "#C8402A") +
    C(360, 250, 82, c.u("shade")) +
    C(360, 250, 82, c.u("sheen"));
  s += S("M300,220 C330,230 360,210 400,226 M310,270 C340,276 380,262 420,278", "#8E2A1A", 5, LC + op(0.5));
  s +=
    C(468, 280, 88, "#1E1C38", op(0.94)) +
    C(468, 280, 88, "none", ' stroke="#8A86C8" stroke-width="3" opacity=".6"') +
    C(468, 280, 92, "none", ' stroke="#6B5B95" stroke-width="5" opacity=".3"');
  s += plinth(c, 280, 520, 470, 26) + T(400, 474, 1.1, diya(c, { metal: "brass", base: true }));
  s +=
    T(220, 560, 0.8, diya(c)) + T(580, 560, 0.8, diya(c)) + hibiscus(c, 320, 566, 0.8) + hibiscus(c, 480, 566, 0.8, 30);
  return s;
};

SCENES["kumbha-vivaha"] = (c) => {
  let s = shrine(c, { arch: "scallop", sky: "skyGold", inner: sunDisc(c, 400, 240, 50, true) });
  s += plinth(c, 270, 530, 470, 24) + T(400, 472, 1.25, kumbha(c));
  s += mala(c, 400, 262, 150, 118, 1);
  s += T(225, 560, 0.8, kalash(c, { metal: "brass" })) + T(575, 560, 0.8, kalash(c, { metal: "brass" }));
  s += festoon(c, [150, 400, 650], 100, 22, 0.9, 3);
  return s;
};

SCENES["janana-nakshatra-shanti"] = (c) => {
  let s = shrine(c, {
    arch: "ogee",
    sky: "skyNight",
    wall: "wallNight",
    floor: "floorStone",
    inner:
      stars(c, 46, 160, 60, 640, 420, 0.6) +
      T(500, 150, 1, crescent(c, 26)) +
      starChain(
        c,
        [
          [290, 170],
          [340, 146, 1.3],
          [390, 170],
        ],
        0.8,
      ),
  });
  s += T(400, 500, 0.95, cradle(c, { flowers: false }));
  s +=
    T(652, 566, 1, diya(c, { metal: "brass", base: true })) +
    T(148, 566, 1, diya(c, { metal: "brass", base: true })) +
    T(400, 566, 0.7, diya(c));
  return s;
};

SCENES["santana-gopala"] = (c) => {
  let s = shrine(c, { arch: "round", sky: "skyDay", wall: "wallRose", inner: hills(c, 440, 30, "#C8D8C0", 4) });
  s += T(400, 480, 0.95, cradle(c));
  s += `<g transform="translate(330 330) rotate(-30)">${peacockFeather(c, 150)}</g>`;
  s += T(196, 572, 0.95, butterPot(c)) + T(470, 566, 0.95, flute(c), -6);
  s += T(640, 574, 0.8, diya(c));
  return s;
};

/* ---- ancestors ---- */
SCENES["narayana-bali"] = (c) => {
  let s = outdoor(c, "skyDusk", sunDisc(c, 560, 290, 30) + stars(c, 12, 20, 20, 780, 180, 0.4));
  s +=
    P(
      "M0,300 L60,300 L60,260 L90,260 L90,300 L200,300 L200,270 L230,250 L260,270 L260,300 L800,300 L800,320 L0,320Z",
      "#3E3A66",
    ) +
    T(140, 300, 1, shikhara(50, 110, "#3E3A66")) +
    T(690, 304, 1, shikhara(60, 130, "#3E3A66")) +
    palm(400, 300, 120, "#3E3A66", 10);
  s += riverBand(c, 316, 200) + reflections(c, 560, 316, 140, 6);
  for (const [x, y, k] of [
    [250, 360, 0.6],
    [380, 380, 0.7],
    [600, 400, 0.75],
    [180, 420, 0.85],
    [470, 440, 0.9],
    [320, 466, 1],
  ])
    s += leafBoat(c, x, y, k);
  s += ghatSteps(c, 500, 4);
  s += T(660, 520, 0.9, diya(c)) + T(150, 520, 0.9, diya(c)) + darbha(c, 400, 540, 80, 1, -80);
  return s;
};

SCENES["pitru-paksha-shradha"] = (c) => {
  let s = outdoor(c, "skyDawn", sunDisc(c, 400, 330, 44, true) + hills(c, 330, 40, "#8E7AA0", 1));
  s += riverBand(c, 330, 130, "seaDawn") + reflections(c, 400, 330, 160, 6);
  s +=
    P("M0,430 C200,410 600,420 800,440 L800,600 L0,600Z", "#E3C69A") +
    P("M0,430 C200,410 600,420 800,440 L800,452 C600,434 200,424 0,444Z", "#FFFFFF", op(0.4));
  s += T(400, 520, 1, pinda(c));
  s += T(640, 520, 1, lota(c)) + T(170, 540, 0.9, diya(c));
  s += darbha(c, 720, 580, 90, 1.2, 20) + darbha(c, 90, 590, 80, 1.2, -24);
  return s;
};

/* ---------------------------------------------------------------- main */
const want = process.argv.slice(2);
fs.mkdirSync(OUT, { recursive: true });
let total = 0,
  max = ["", 0];
for (const [k, [slug, fn]] of Object.entries(SCENES).entries()) {
  if (want.length && !want.includes(slug)) continue;
  let seed = 7;
  for (const ch of slug) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const c = new Ctx(seed, ALPH[k]);
  const svg = wrap(c, fn(c));
  fs.writeFileSync(path.join(OUT, slug + ".svg"), svg);
  total++;
  if (svg.length > max[1]) max = [slug, svg.length];
  if (svg.length > 16000) console.warn(`WARN ${slug} is ${svg.length} bytes`);
}
console.log(`wrote ${total} svg(s) to ${OUT}; largest ${max[0]} ${max[1]} bytes`);
