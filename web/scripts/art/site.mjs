#!/usr/bin/env node
// Sankalp — home page, priest and pilgrimage artwork generator.
// Plain Node ESM, no dependencies. Writes original SVG artwork into web/app/assets/art/.
// Usage: node web/scripts/art/site.mjs   (from the repo root, or any cwd)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', '..', 'app', 'assets', 'art');

// ---------------------------------------------------------------- core helpers
const R = (v) => Math.round(v * 10) / 10;
// tagged template: rounds every interpolated number to 1 decimal
const t = (s, ...v) => s.reduce((a, x, i) => a + x + (i < v.length ? (typeof v[i] === 'number' ? R(v[i]) : v[i]) : ''), '');
const rad = (d) => (d * Math.PI) / 180;
const pol = (cx, cy, r, a) => [cx + r * Math.cos(rad(a)), cy + r * Math.sin(rad(a))];
// seeded random so output is stable between runs
let seed = 1;
const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const rr = (a, b) => a + (b - a) * rnd();

const C = {
  saf: '#E8871E', saf2: '#F4A340', mari: '#F6B93B', mar: '#7A1F2B', mar2: '#5A1420',
  gold: '#C9962B', gold2: '#E2B857', cream: '#FFF7EA', cream2: '#FBEBD0', sand: '#E9CFA8',
  leaf: '#3E7B4F', leaf2: '#5E9B5E', dusk: '#2E3A6B', vio: '#6B5B95', w: '#FFFFFF',
};

// per-file definitions (gradients / reusable groups), deduplicated
let D, DM, P, N;
function begin(prefix) { D = []; DM = new Map(); P = prefix; N = 0; seed = 7 + prefix.length * 131 + prefix.charCodeAt(0); }
function stops(list) {
  return list.map((s, i) => {
    let o, c, a;
    if (Array.isArray(s)) [o, c, a] = s; else { c = s; o = list.length === 1 ? 0 : i / (list.length - 1); }
    if (typeof c === 'string' && c.includes('@')) { [c, a] = c.split('@'); a = +a; }
    return t`<stop offset="${o}" stop-color="${c}"${a !== undefined && a !== 1 ? t` stop-opacity="${a}"` : ''}/>`;
  }).join('');
}
function addDef(key, mk) {
  if (DM.has(key)) return DM.get(key);
  const id = P + (N++).toString(36);
  D.push(mk(id)); DM.set(key, id); return id;
}
// linear gradient (objectBoundingBox by default); returns url(#id)
function lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = '') {
  const body = stops(list); const attrs = t`x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}`;
  return `url(#${addDef('L' + attrs + body, (id) => `<linearGradient id="${id}" ${attrs}>${body}</linearGradient>`)})`;
}
// radial gradient
function rg(list, cx = 0.5, cy = 0.5, r = 0.5, extra = '') {
  const body = stops(list); const attrs = t`cx="${cx}" cy="${cy}" r="${r}"${extra}`;
  return `url(#${addDef('R' + attrs + body, (id) => `<radialGradient id="${id}" ${attrs}>${body}</radialGradient>`)})`;
}
// reusable group
function sym(key, body) { return addDef('S' + key, (id) => `<g id="${id}">${body}</g>`); }
const use = (id, x, y, s = 1, rot = 0, extra = '') => (s === 1 && !rot)
  ? t`<use href="#${id}" x="${x}" y="${y}"${extra}/>`
  : t`<use href="#${id}" transform="translate(${x} ${y})${rot ? t` rotate(${rot})` : ''}${s !== 1 ? t` scale(${s})` : ''}"${extra}/>`;
function clip(key, body) { return addDef('C' + key, (id) => `<clipPath id="${id}">${body}</clipPath>`); }

function svg(w, h, body) {
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    (D.length ? `<defs>${D.join('')}</defs>` : '') + body + '</svg>';
  // safety net: no coordinate with more than one decimal
  s = s.replace(/(\d+\.\d)\d+/g, (m) => String(R(+m)));
  s = s.replace(/\s+/g, ' ').replace(/> </g, '><');
  s = s.replace(/ d="([^"]*)"/g, (m, d) => ` d="${d.replace(/ -/g, '-').replace(/([a-zA-Z]) /g, '$1').replace(/ ([a-zA-Z])/g, '$1')}"`);
  s = s.replace(/([\s"(,a-zA-Z-])0\.(\d)/g, '$1.$2').replace(/ x1="0" y1="0"/g, '').replace(/ stop-opacity="1"/g, '');
  return s;
}

// ---------------------------------------------------------------- shape helpers
const ptsPath = (pts, close = true) => 'M' + pts.map((p) => `${R(p[0])} ${R(p[1])}`).join(' ') + (close ? 'Z' : '');
// scalloped circle (petal ruff) centred on 0,0
function scallop(r, n, depth, rot = 0, cx = 0, cy = 0) {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = rot + (i * 360) / n;
    const [x, y] = pol(cx, cy, r, a);
    if (i === 0) d += t`M${x} ${y}`;
    else { const [qx, qy] = pol(cx, cy, r * (1 + depth), a - 180 / n); d += t`Q${qx} ${qy} ${x} ${y}`; }
  }
  return d + 'Z';
}
// petal / leaf pointing up from (0,0) to (0,-L), width w
const petal = (L, w, b = 0.3) => t`M0 0C${w} ${-L * b} ${w * 0.55} ${-L * 0.78} 0 ${-L}C${-w * 0.55} ${-L * 0.78} ${-w} ${-L * b} 0 0Z`;
// flame pointing up from base (0,0), height h, half width w
const flameD = (h, w, bx = 0) => t`M${bx} ${-h}C${w * 0.15 + bx * 0.5} ${-h * 0.7} ${w} ${-h * 0.45} ${w} ${-h * 0.2}C${w} ${-h * 0.02} ${w * 0.55} ${h * 0.1} 0 ${h * 0.1}C${-w * 0.55} ${h * 0.1} ${-w} ${-h * 0.02} ${-w} ${-h * 0.2}C${-w} ${-h * 0.45} ${-w * 0.15 + bx * 0.5} ${-h * 0.7} ${bx} ${-h}Z`;

// ---------------------------------------------------------------- motifs
function marigold(kind = 'o', size = 10) {
  if (size !== 10) { const base = marigold(kind); return sym('mg' + kind + size, t`<use href="#${base}" transform="scale(${size / 10})"/>`); }
  const c = kind === 'o'
    ? ['#C85A14', '#E8871E', '#F09A30', '#F6B93B', '#A8480F']
    : kind === 'y' ? ['#DB9A1C', '#F6B93B', '#F9CB55', '#FCDD84', '#B97A12']
    : ['#6A1A24', '#7A1F2B', '#983040', '#B44A4E', '#4A0F18']; // maroon (rose/chrysanthemum)
  const hl = rg(['#FFFFFF@0.45', '#FFFFFF@0'], 0.35, 0.3, 0.6);
  const sh = rg([[0.55, '#000@0'], [1, '#5A1420@0.35']], 0.5, 0.42, 0.6);
  return sym('mg' + kind,
    `<path d="${scallop(10, 16, 0.2)}" fill="${c[0]}"/><path d="${scallop(8.6, 14, 0.22, 9)}" fill="${c[1]}"/>` +
    `<path d="${scallop(6.6, 12, 0.24, 4)}" fill="${c[2]}"/><path d="${scallop(4.4, 10, 0.26, 12)}" fill="${c[3]}"/>` +
    `<circle r="10.5" fill="${sh}"/><circle r="10" fill="${hl}"/><circle r="1.7" fill="${c[4]}"/>`);
}
function mangoLeaf() { // hangs down from 0,0, length 40
  const g = lin([C.leaf2, C.leaf], 0, 0, 1, 0);
  return sym('ml', t`<path d="M0 0C8 7 8.5 25 0 40C-8.5 25 -8 7 0 0Z" fill="${g}"/><path d="M0 2L0 37" stroke="#A9CC8E" stroke-width="0.9" opacity="0.7"/>`);
}
// garland along a quadratic curve (x1,y1)->(x2,y2) with sag; returns uses
function garland(x1, y1, x2, y2, sag, step, size, kinds = ['o', 'y']) {
  const ids = kinds.map((k) => marigold(k, size));
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2 + sag * 2;
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag);
  const n = Math.max(2, Math.round(len / step));
  let s = '';
  for (let i = 0; i <= n; i++) {
    const u = i / n; const a = (1 - u) * (1 - u), b = 2 * u * (1 - u), c = u * u;
    const x = a * x1 + b * mx + c * x2, y = a * y1 + b * my + c * y2;
    s += use(ids[i % ids.length], x, y);
  }
  return s;
}
// vertical strand of marigolds from (x,y) down, n flowers
function strand(x, y, n, gap, size, kinds = ['o', 'y'], tassel = true) {
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
  const part = o.part || 'all';
  const pg = o.petal || lin([[0, '#F6B93B'], [0.55, '#FBE3C4'], [1, '#FFF7EA']], 0, 1, 0, 0);
  const pb = o.back || lin([[0, '#E8871E'], [0.6, '#F4B37A'], [1, '#FBD9B8']], 0, 1, 0, 0);
  const edge = o.edge || C.gold;
  let out = '';
  const ring = (angles, L, w, fill) => petalRing(x, y, s, angles, L, w, fill, edge);
  if (part !== 'front') {
    out += ring([-78, -52, 52, 78], 70, 22, pb);
    out += ring([-30, 30], 82, 24, pb);
  }
  if (part !== 'back') {
    out += ring([-60, 60], 62, 20, pg);
    out += ring([-14, 14], 80, 24, pg);
    out += ring([0], 86, 24, pg);
  }
  return out;
}
function petalRing(x, y, s, angles, L, w, fill, edge = C.gold) {
  const id = sym(t`pt${L * s}/${w * s}${fill}${edge}`, t`<path d="${petal(L * s, w * s, 0.32)}" fill="${fill}" stroke="${edge}" stroke-width="${0.9 * Math.max(0.6, s)}" stroke-opacity="0.7"/>`);
  return t`<g transform="translate(${x} ${y})">` + angles.map((a) => t`<use href="#${id}" transform="rotate(${a})"/>`).join('') + '</g>';
}
// clay / brass diya (front view) at (x,y)= centre of rim, scale s; flame optional
function diya(x, y, s, o = {}) {
  const id = sym('diya' + JSON.stringify(o), diyaBody(o));
  return use(id, x, y, s);
}
function diyaBody(o = {}) {
  const body = o.body || lin([[0, '#B5541C'], [0.5, '#8E3A16'], [1, '#5E2410']], 0, 0, 0, 1);
  const rim = o.rim || '#D0762E';
  let g = '';
  if (o.glow !== false) g += `<circle cx="16" cy="-20" r="${o.glowR || 48}" fill="${rg(['#FFF3C4@0.85', '#F6B93B@0.35', '#F4A340@0'])}"/>`;
  g += `<path d="M-24 0C-22 12 -10 17 0 17C10 17 22 12 24 0L30 -4C24 -2 14 -1 0 -1C-14 -1 -24 -2 -26 -1Z" fill="${body}"/>`;
  g += `<path d="M-25 -1C-14 3 14 3 30 -4C20 -6 -10 -6 -25 -1Z" fill="${rim}"/>`;
  g += `<path d="M-19 8C-10 12 10 12 19 8" stroke="${o.band || '#E2B857'}" stroke-width="1.4" fill="none" opacity="0.8"/>`;
  g += flame(22, -4, 1);
  return g;
}
function flame(x, y, s) {
  const outer = lin([[0, '#F4A340'], [0.7, '#E8871E'], [1, '#C85A14']], 0, 1, 0, 0);
  const mid = lin([[0, '#FFF0B0'], [1, '#F6B93B']], 0, 1, 0, 0);
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="${flameD(26, 7, 1.5)}" fill="${outer}"/><path d="${flameD(18, 4.6, 1)}" fill="${mid}"/><path d="${flameD(10, 2.4, 0.5)}" fill="#FFFDF3"/><ellipse cy="0.5" rx="2" ry="1.4" fill="#6B5B95" opacity="0.5"/></g>`;
}
// palm frond silhouette symbol (points right, droops), length 100
function frondSym(col) {
  const K = 12, L = [], Rr = [];
  for (let k = 0; k <= K; k++) {
    const u = k / K;
    const x = 100 * u, y = -26 * u + 56 * u * u; // drooping centre line
    const dx = 100, dy = -26 + 112 * u; const l = Math.hypot(dx, dy); const nx = -dy / l, ny = dx / l;
    const wd = (k % 2 ? 16 : 7) * Math.sin(Math.PI * Math.min(1, u * 1.15 + 0.05)) * (1 - u * 0.35);
    L.push([x - nx * wd * 0.6, y - ny * wd * 0.6 + (k % 2 ? wd * 0.35 : 0)]);
    Rr.push([x + nx * wd + (k % 2 ? -wd * 0.25 : 0), y + ny * wd]);
  }
  return sym('fr' + col, `<path d="${ptsPath(L.concat(Rr.reverse()))}" fill="${col}"/>`);
}
// coconut palm: base (x,y), height h, lean dx, colour
function palm(x, y, h, dx, col, fronds = 8, frondL = 0.5) {
  const tx = x + dx, ty = y - h;
  let s = t`<path d="M${x - h * 0.035} ${y}Q${x + dx * 0.15} ${y - h * 0.55} ${tx - h * 0.014} ${ty}L${tx + h * 0.014} ${ty}Q${x + dx * 0.15 + h * 0.03} ${y - h * 0.55} ${x + h * 0.035} ${y}Z" fill="${col}"/>`;
  const fid = frondSym(col);
  for (let i = 0; i < fronds; i++) {
    const a = -175 + (i * 170) / (fronds - 1) + rr(-8, 8);
    const sc = (h * frondL * rr(0.8, 1.1)) / 100;
    if (a < -90) s += t`<use href="#${fid}" transform="translate(${tx} ${ty}) rotate(${a + 180}) scale(${-sc} ${sc})"/>`;
    else s += t`<use href="#${fid}" transform="translate(${tx} ${ty}) rotate(${a}) scale(${sc})"/>`;
  }
  s += t`<circle cx="${tx}" cy="${ty + 2}" r="${h * 0.03}" fill="${col}"/>`;
  return s;
}
// rounded cluster tree (canopy of circles)
function tree(x, y, r, col, col2, trunk = '#6b3f22') {
  let s = t`<path d="M${x - r * 0.12} ${y}L${x - r * 0.06} ${y - r * 1.1}L${x + r * 0.06} ${y - r * 1.1}L${x + r * 0.12} ${y}Z" fill="${trunk}"/>`;
  const cy = y - r * 1.35;
  s += t`<circle cx="${x - r * 0.55}" cy="${cy + r * 0.25}" r="${r * 0.6}" fill="${col}"/><circle cx="${x + r * 0.55}" cy="${cy + r * 0.2}" r="${r * 0.65}" fill="${col}"/><circle cx="${x}" cy="${cy - r * 0.25}" r="${r * 0.75}" fill="${col}"/>`;
  if (col2) s += t`<circle cx="${x - r * 0.2}" cy="${cy - r * 0.45}" r="${r * 0.42}" fill="${col2}"/><circle cx="${x - r * 0.7}" cy="${cy + r * 0.1}" r="${r * 0.3}" fill="${col2}"/>`;
  return s;
}
// Dravidian gopuram: centre x, base y, base width w, height h
function gopuram(cx, by, w, h, o = {}) {
  const fill = o.fill || C.mar, dark = o.dark || C.mar2, trim = o.trim || C.gold2, tiers = o.tiers || 6;
  const hb = h * 0.2, crown = h * 0.14;
  let s = '';
  // base
  s += t`<path d="M${cx - w / 2} ${by}V${by - hb}H${cx + w / 2}V${by}Z" fill="${fill}"/>`;
  s += t`<path d="M${cx - w * 0.1} ${by}V${by - hb * 0.6}Q${cx} ${by - hb * 0.85} ${cx + w * 0.1} ${by - hb * 0.6}V${by}Z" fill="${o.door || dark}"/>`;
  s += t`<path d="M${cx - w / 2 - 3} ${by - hb}H${cx + w / 2 + 3}" stroke="${trim}" stroke-width="${Math.max(1.2, w * 0.02)}" opacity="${o.trimOp || 0.9}"/>`;
  const th = (h - hb - crown) / tiers;
  for (let i = 0; i < tiers; i++) {
    const w0 = w * (0.94 - i * (0.5 / tiers)), w1 = w * (0.94 - (i + 1) * (0.5 / tiers));
    const y0 = by - hb - i * th, y1 = y0 - th;
    s += t`<path d="M${cx - w0 / 2} ${y0}L${cx - w1 / 2 - 1} ${y1}H${cx + w1 / 2 + 1}L${cx + w0 / 2} ${y0}Z" fill="${fill}"/>`;
    // niches
    const n = Math.max(3, Math.round(w1 / (th * 1.1)) | 1);
    const nw = (w1 * 0.8) / n;
    let nd = '';
    for (let k = 0; k < n; k++) {
      const nx = cx - (w1 * 0.8) / 2 + nw * (k + 0.5);
      nd += t`M${nx - nw * 0.22} ${y0 - th * 0.12}v${-(th * 0.43)}q${nw * 0.22} ${-th * 0.3} ${nw * 0.44} 0v${th * 0.43}z`;
    }
    s += `<path d="${nd}" fill="${dark}"/>`;
    s += t`<path d="M${cx - w1 / 2 - 3} ${y1}H${cx + w1 / 2 + 3}" stroke="${trim}" stroke-width="${Math.max(1, w * 0.014)}" opacity="${o.trimOp || 0.9}"/>`;
  }
  // barrel-vault crown with horns
  const wt = w * 0.44, yt = by - h + crown;
  s += t`<path d="M${cx - wt / 2 - w * 0.04} ${yt}Q${cx - wt / 2} ${yt - crown * 0.5} ${cx - wt / 2 + w * 0.02} ${yt - crown * 0.35}Q${cx} ${yt - crown * 1.15} ${cx + wt / 2 - w * 0.02} ${yt - crown * 0.35}Q${cx + wt / 2} ${yt - crown * 0.5} ${cx + wt / 2 + w * 0.04} ${yt}Z" fill="${fill}"/>`;
  // kalasha finials
  for (let k = -2; k <= 2; k++) {
    const fx = cx + k * wt * 0.17, fy = yt - crown * 0.55 - (2 - Math.abs(k)) * crown * 0.08;
    s += t`<path d="M${fx - w * 0.018} ${fy}Q${fx} ${fy - crown * 0.5} ${fx} ${fy - crown * 0.65}Q${fx} ${fy - crown * 0.5} ${fx + w * 0.018} ${fy}Z" fill="${o.finial || trim}"/>`;
  }
  return s;
}
// North-Indian nagara temple: centre x, base y, width w, height h
function shikhara(cx, by, w, h, o = {}) {
  const fill = o.fill || '#F3E3C6', shade = o.shade || '#D9BE93', line = o.line || '#B8975F', dark = o.dark || C.mar2;
  const plinth = h * 0.08, wall = h * 0.22, tw = w * 0.62, top = by - h;
  let s = '';
  // plinth
  s += t`<path d="M${cx - w / 2} ${by}V${by - plinth}H${cx + w / 2}V${by}Z" fill="${shade}"/>`;
  // sanctum wall
  const y0 = by - plinth, y1 = y0 - wall;
  s += t`<path d="M${cx - tw / 2} ${y0}V${y1}H${cx + tw / 2}V${y0}Z" fill="${fill}"/>`;
  s += t`<path d="M${cx - tw * 0.16} ${y0}V${y1 + wall * 0.42}Q${cx} ${y1 + wall * 0.1} ${cx + tw * 0.16} ${y1 + wall * 0.42}V${y0}Z" fill="${dark}"/>`;
  // curvilinear spire
  const sb = tw * 1.04, st = tw * 0.3, sy = top + h * 0.12;
  s += t`<path d="M${cx - sb / 2} ${y1}C${cx - sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx - st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx - st / 2} ${sy}H${cx + st / 2}C${cx + st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx + sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx + sb / 2} ${y1}Z" fill="${fill}"/>`;
  // shaded right half + ribs
  s += t`<path d="M${cx + sb * 0.12} ${y1}C${cx + sb * 0.12} ${y1 - (y1 - sy) * 0.6} ${cx + st * 0.1} ${sy + (y1 - sy) * 0.1} ${cx + st * 0.08} ${sy}H${cx + st / 2}C${cx + st * 0.9} ${sy + (y1 - sy) * 0.15} ${cx + sb / 2} ${y1 - (y1 - sy) * 0.55} ${cx + sb / 2} ${y1}Z" fill="${shade}" opacity="0.8"/>`;
  let rib = '';
  for (let k = 1; k < 6; k++) { const yy = y1 - ((y1 - sy) * k) / 6; const f = 1 - Math.pow(k / 6, 1.6) * 0.55; rib += t`M${cx - (sb / 2) * f + 1} ${yy}H${cx + (sb / 2) * f - 1}`; }
  s += t`<path d="${rib}" stroke="${line}" stroke-width="${Math.max(0.8, w * 0.012)}" opacity="0.7"/>`;
  // amalaka + kalasha + flag
  s += t`<ellipse cx="${cx}" cy="${sy - h * 0.025}" rx="${st * 0.62}" ry="${h * 0.03}" fill="${shade}"/>`;
  s += t`<path d="M${cx - st * 0.18} ${sy - h * 0.05}Q${cx} ${sy - h * 0.14} ${cx + st * 0.18} ${sy - h * 0.05}Z" fill="${o.finial || C.gold}"/>`;
  if (o.flag !== false) s += t`<path d="M${cx} ${sy - h * 0.1}V${top - h * 0.06}" stroke="${line}" stroke-width="${Math.max(0.8, w * 0.01)}"/><path d="M${cx} ${top - h * 0.06}L${cx + w * 0.22} ${top - h * 0.02}L${cx} ${top + h * 0.02}Z" fill="${o.flagCol || C.saf}"/>`;
  if (o.trishul) s += t`<path d="M${cx} ${sy - h * 0.1}V${top - h * 0.02}M${cx - w * 0.05} ${top - h * 0.06}Q${cx - w * 0.05} ${top} ${cx} ${top}Q${cx + w * 0.05} ${top} ${cx + w * 0.05} ${top - h * 0.06}" stroke="${o.finial || C.gold}" stroke-width="${Math.max(1, w * 0.016)}" fill="none"/>`;
  return s;
}
// small mandapa pavilion with dome; centre x, base y, width w
function pavilion(cx, by, w, o = {}) {
  const fill = o.fill || '#F3E3C6', shade = o.shade || '#D9BE93', dark = o.dark || '#7A5A3A';
  const h = w * 0.55;
  let s = t`<path d="M${cx - w / 2} ${by}V${by - h * 0.1}H${cx + w / 2}V${by}Z" fill="${shade}"/>`;
  const cols = 4, y0 = by - h * 0.1, y1 = by - h * 0.7;
  s += t`<path d="M${cx - w * 0.46} ${y0}V${y1}H${cx + w * 0.46}V${y0}Z" fill="${dark}" opacity="0.55"/>`;
  let cd = '';
  for (let k = 0; k < cols; k++) { const x = cx - w * 0.44 + (k * w * 0.88) / (cols - 1); cd += t`M${x - w * 0.035} ${y0}V${y1}H${x + w * 0.035}V${y0}Z`; }
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
  let d = '';
  for (let i = 0; i < spokes; i++) { const [x1, y1] = pol(cx, cy, r * 0.18, (i * 360) / spokes); const [x2, y2] = pol(cx, cy, r * 0.86, (i * 360) / spokes); d += t`M${x1} ${y1}L${x2} ${y2}`; }
  return t`<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="none" stroke="${col}" stroke-width="${sw * 1.4}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${col}" stroke-width="${sw * 0.5}"/><path d="${d}" stroke="${col}" stroke-width="${sw * 0.7}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${col}"/>`;
}
// stars
function stars(n, x0, y0, x1, y1, col = '#FFF7EA', maxR = 1.6) {
  const b = [[], [], []];
  for (let i = 0; i < n; i++) { const x = rr(x0, x1), y = rr(y0, y1); b[i % 3].push(t`M${x} ${y}h0`); }
  return b.map((d, i) => d.length ? t`<path d="${d.join('')}" stroke="${col}" stroke-width="${maxR * (0.8 + i * 0.6)}" stroke-linecap="round" opacity="${0.9 - i * 0.15}"/>` : '').join('');
}
// sun rays as one dashed circle (annular sectors = wedges)
function rays(cx, cy, r0, r1, n, col, op, duty = 0.35) {
  const r = (r0 + r1) / 2, c = 2 * Math.PI * r, seg = c / n;
  return t`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${col}" stroke-width="${r1 - r0}" stroke-dasharray="${seg * duty} ${seg * (1 - duty)}" opacity="${op}"/>`;
}
const sparkle = (x, y, r, col = '#FFF7EA', op = 1) => t`<path d="M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z" fill="${col}" opacity="${op}"/>`;
// horizontal wavy line
function wave(x0, x1, y, amp, len) {
  let d = t`M${x0} ${y}`;
  for (let x = x0; x < x1; x += len) d += t`q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
  return d;
}
// soft cloud band
const cloud = (x, y, w, h, col, op) => t`<path d="M${x} ${y}h${w}c${-h * 0.2} ${-h * 0.9} ${-w * 0.22} ${-h * 0.9} ${-w * 0.28} ${-h * 0.3}c${-w * 0.06} ${-h * 1.1} ${-w * 0.3} ${-h * 1.2} ${-w * 0.36} ${-h * 0.2}c${-w * 0.1} ${-h * 0.7} ${-w * 0.3} ${-h * 0.5} ${-w * 0.36} ${h * 0.5}Z" fill="${col}" opacity="${op}"/>`;

// ================================================================ LOGO
function logo(light) {
  begin(light ? 'l' : 'k');
  const ring = light ? C.gold2 : C.mar;
  let s = '';
  if (!light) s += `<circle cx="32" cy="32" r="30" fill="${rg([[0, '#FFFDF6'], [0.7, C.cream], [1, C.cream2]], 0.5, 0.4, 0.6)}" stroke="${ring}" stroke-width="3"/>`;
  else s += `<circle cx="32" cy="32" r="30" fill="${rg(['#F6B93B@0.22', '#F6B93B@0.04'], 0.5, 0.45, 0.55)}" stroke="${ring}" stroke-width="2.6"/>`;
  s += `<circle cx="32" cy="32" r="26" fill="none" stroke="${light ? C.gold2 : C.gold}" stroke-width="0.9" opacity="${light ? 0.7 : 0.8}"/>`;
  // glow behind flame
  s += `<circle cx="32" cy="26" r="15" fill="${rg([light ? '#FFE7A8@0.55' : '#F6B93B@0.55', '#F6B93B@0'])}"/>`;
  const outer = light ? lin(['#F6B93B', '#E8871E']) : lin(['#9A2E38', C.mar]);
  const side = light ? lin(['#FCD77E', '#F4A340']) : lin([C.saf2, C.saf]);
  const inner = light ? lin(['#FFF7EA', '#F6C660']) : lin(['#F9C95C', '#F09A30']);
  const pet = (a, L, w, f) => t`<path d="${petal(L, w, 0.3)}" transform="translate(32 50) rotate(${a})" fill="${f}"/>`;
  s += pet(-76, 14.5, 6, outer) + pet(76, 14.5, 6, outer) + pet(-48, 17, 6.8, side) + pet(48, 17, 6.8, side) + pet(-20, 18.5, 7, inner) + pet(20, 18.5, 7, inner);
  // diya bowl
  s += `<path d="M22.5 41.5C23.5 47 28 49.5 32 49.5C36 49.5 40.5 47 41.5 41.5Z" fill="${light ? lin(['#F6D27A', '#C9962B']) : lin(['#A0303A', C.mar2])}"/>`;
  s += `<path d="M21.5 41.5H42.5" stroke="${light ? '#FFF7EA' : C.gold}" stroke-width="1.6" stroke-linecap="round"/>`;
  // flame
  const fo = lin([[0, light ? '#F6B93B' : C.saf], [1, light ? '#FFE08A' : '#F6B93B']], 0, 1, 0, 0);
  s += `<path d="${flameD(25, 6.6, 0.8)}" transform="translate(32 40.5)" fill="${fo}"/>`;
  s += `<path d="${flameD(15, 3.6, 0.4)}" transform="translate(32 40.5)" fill="${light ? '#FFFDF3' : '#FFF3C4'}"/>`;
  return svg(64, 64, s);
}
// ================================================================ HERO
function brassDiya(x, y, s, o = {}) {
  const brass = lin([[0, '#7A4E12'], [0.22, '#C9962B'], [0.4, '#F8E3A0'], [0.55, '#E2B857'], [0.85, '#A8741C'], [1, '#6E4410']], 0, 0, 1, 0);
  let g = t`<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<path d="M-30 62L-40 86H40L30 62Z" fill="${brass}"/><ellipse cy="86" rx="42" ry="7" fill="#8A5A14"/><ellipse cy="84" rx="40" ry="5" fill="${brass}"/>`;
  g += `<path d="M-100 0C-96 44 -52 70 0 70C52 70 96 44 100 0Z" fill="${brass}"/>`;
  // ornament band
  g += `<path d="M-92 16C-60 40 60 40 92 16" stroke="#FFF1C2" stroke-width="2" fill="none" opacity="0.7"/><path d="M-84 26C-52 48 52 48 84 26" stroke="#FFF1C2" stroke-width="5" stroke-dasharray="0 11.5" stroke-linecap="round" fill="none" opacity="0.75"/>`;
  g += `<path d="M-78 38C-44 60 44 60 78 38" stroke="#7A4E12" stroke-width="1.6" fill="none" opacity="0.6"/>`;
  g += `<ellipse rx="102" ry="16" fill="${lin(['#F8E3A0', '#C9962B'])}"/><ellipse cy="1.5" rx="90" ry="11" fill="${lin(['#5E300C', '#A0601C'])}"/>`;
  g += `<ellipse cx="-20" cy="-1" rx="40" ry="3" fill="#F6B93B" opacity="0.45"/>`;
  g += '</g>';
  return g;
}
function bigFlame(x, y, h, w) {
  const outer = lin([[0, '#E8871E'], [0.5, '#F4A340'], [1, '#F6B93B@0.9']], 0, 1, 0, 0);
  const mid = lin([[0, '#F6B93B'], [1, '#FFE7A0']], 0, 1, 0, 0);
  return t`<g transform="translate(${x} ${y})"><path d="${flameD(h * 1.05, w * 1.12, 2)}" fill="${rg(['#FFF3C4@0.5', '#F6B93B@0'], 0.5, 0.6, 0.5)}"/><path d="${flameD(h, w, 2)}" fill="${outer}"/><path d="${flameD(h * 0.74, w * 0.66, 1.4)}" fill="${mid}"/><path d="${flameD(h * 0.46, w * 0.34, 0.8)}" fill="#FFFDF3"/><ellipse cy="${h * 0.02}" rx="${w * 0.22}" ry="${h * 0.035}" fill="#6B5B95" opacity="0.45"/><path d="M-3 ${h * 0.1}Q0 ${-h * 0.04} 3 ${h * 0.1}Z" fill="#3B2410"/></g>`;
}
function lotusPad(x, y, rx, ry, rot = 0) {
  return t`<path d="M${x} ${y}l${rx * 0.92} ${-ry * 0.4}a${rx} ${ry} 0 1 1 0 ${ry * 0.8}z" transform="rotate(${rot} ${x} ${y})" fill="${lin(['#8CC47E', '#4E8B5A'], 0, 0, 0, 1)}" stroke="#B9DA9C" stroke-width="1.2" stroke-opacity="0.6"/>`;
}
function hero() {
  begin('h');
  const W = 640, HZ = 398;
  let s = '';
  const cl = clip('r', '<rect width="640" height="640" rx="36"/>');
  s += `<g clip-path="url(#${cl})">`;
  s += `<rect width="640" height="${HZ + 2}" fill="${lin([[0, '#2E3A6B'], [0.28, '#5B4F8C'], [0.52, '#B0648A'], [0.7, '#E8871E'], [0.86, '#F6B93B'], [1, '#FBE3B0']])}"/>`;
  s += stars(26, 10, 8, 630, 150, '#FFF7EA', 1.4);
  s += sparkle(96, 60, 6, '#FFF7EA', 0.8) + sparkle(548, 92, 5, '#FFF7EA', 0.7);
  // sun glow + rays
  const SX = 320, SY = 300;
  s += t`<circle cx="${SX}" cy="${SY}" r="340" fill="${rg([[0, '#FFF7EA@0.95'], [0.22, '#FBE3B0@0.75'], [0.5, '#F6B93B@0.3'], [1, '#F4A340@0']])}"/>`;
  s += rays(SX, SY, 130, 480, 36, '#FFF7EA', 0.12, 0.3);
  s += t`<circle cx="${SX}" cy="${SY}" r="122" fill="${rg([[0, '#FFF8DE'], [0.45, '#FFE9AE'], [0.85, '#F9C45C'], [1, '#F4A340']])}"/>`;
  s += t`<circle cx="${SX}" cy="${SY}" r="134" fill="none" stroke="#FFF7EA" stroke-width="2" opacity="0.35"/>`;
  // clouds
  s += cloud(40, 238, 190, 30, '#F8D8B8', 0.45) + cloud(440, 214, 170, 26, '#F8D8B8', 0.4) + cloud(-20, 176, 150, 22, '#C79AB8', 0.35) + cloud(500, 150, 150, 22, '#C79AB8', 0.3);
  // distant headlands
  s += t`<path d="M0 ${HZ - 48}C60 ${HZ - 70} 140 ${HZ - 66} 210 ${HZ - 30}C240 ${HZ - 14} 262 ${HZ - 4} 280 ${HZ}H0Z" fill="#8E5A86" opacity="0.55"/>`;
  s += t`<path d="M640 ${HZ - 70}C580 ${HZ - 78} 520 ${HZ - 56} 470 ${HZ - 20}C455 ${HZ - 10} 440 ${HZ - 3} 420 ${HZ}H640Z" fill="#8E5A86" opacity="0.55"/>`;
  // gopuram on the left shore
  const gfill = lin([[0, '#4A1020'], [0.6, '#6E1E2E'], [1, '#A04438']], 0, 0, 1, 0);
  s += gopuram(118, HZ - 6, 118, 246, { fill: gfill, dark: '#3A0C18', trim: '#F6B93B', finial: '#F6B93B', tiers: 7, trimOp: 0.55, door: lin(['#FFE7A0', '#E8871E']) });
  s += t`<path d="M0 ${HZ - 22}C40 ${HZ - 34} 80 ${HZ - 10} 150 ${HZ - 14}C200 ${HZ - 18} 230 ${HZ - 6} 250 ${HZ + 2}H0Z" fill="#3E1428"/>`;
  s += tree(208, HZ - 10, 16, '#3E1428') + tree(26, HZ - 24, 13, '#3E1428');
  // palms on the right shore
  s += t`<path d="M640 ${HZ - 34}C600 ${HZ - 40} 560 ${HZ - 24} 520 ${HZ - 8}C505 ${HZ - 2} 490 ${HZ + 1} 470 ${HZ + 2}H640Z" fill="#3E1428"/>`;
  s += palm(590, HZ - 24, 230, -40, '#3E1428', 9, 0.42) + palm(545, HZ - 12, 170, -22, '#3E1428', 8, 0.42) + palm(628, HZ - 30, 150, -10, '#3E1428', 7, 0.45);
  // sea
  s += t`<rect y="${HZ}" width="640" height="${640 - HZ}" fill="${lin([[0, '#F4B060'], [0.18, '#C9738A'], [0.55, '#5B4F8C'], [1, '#2E3A6B']])}"/>`;
  // sun path on water
  let gl = '';
  for (let i = 0; i < 22; i++) { const y = HZ + 5 + i * i * 0.5 + i * 3; const w = 60 + i * 6 + rr(-14, 14); const xo = rr(-12, 12); gl += t`M${SX - w / 2 + xo} ${y}h${w}`; }
  s += t`<path d="${gl}" stroke="#FFF3C4" stroke-width="2.6" stroke-linecap="round" opacity="0.55"/>`;
  let wv = '';
  for (let i = 0; i < 6; i++) { const y = HZ + 16 + i * 28 + i * i * 2; const x = rr(-30, 30); wv += wave(x + (i % 2 ? 30 : 410), x + (i % 2 ? 190 : 590), y, 3, 32); }
  s += `<path d="${wv}" stroke="#F8D8B8" stroke-width="1.3" fill="none" opacity="0.35"/>`;
  // floating lamps
  s += lotusPad(96, 612, 58, 15, -4) + lotusPad(560, 606, 54, 14, 4);
  s += diya(120, 512, 0.72) + diya(525, 528, 0.78) + diya(60, 572, 0.6) + diya(592, 580, 0.62);
  // birds
  s += `<path d="M222 168q6 -6 12 0q6 -6 12 0M256 194q5 -5 10 0q5 -5 10 0M206 204q4 -4 8 0q4 -4 8 0" stroke="#3E1428" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  // main: lotus, brass diya, flame
  s += t`<ellipse cx="320" cy="606" rx="190" ry="20" fill="#2E3A6B" opacity="0.4"/>`;
  const lb = lin([[0, '#E8871E'], [0.55, '#F4B37A'], [1, '#FCE2C6']], 0, 1, 0, 0);
  s += lotus(320, 606, 1.9, { part: 'back', back: lb });
  s += bigFlame(320, 452, 190, 38);
  s += brassDiya(320, 460, 0.9);
  const pf = lin([[0, '#F6B93B'], [0.5, '#FBE3C4'], [1, '#FFF7EA']], 0, 1, 0, 0);
  s += petalRing(320, 612, 1.35, [-66, 66], 60, 20, pf) + petalRing(320, 612, 1.35, [-38, 38], 70, 22, pf) + petalRing(320, 614, 1.35, [-12, 12], 52, 20, pf);
  s += t`<circle cx="320" cy="462" r="62" fill="${rg(['#FFF3C4@0.35', '#FFF3C4@0'])}"/>`;
  // garlands
  const ml = mangoLeaf();
  const mlA = sym('mlA', use(ml, 0, 0, 1.2, -8)), mlB = sym('mlB', use(ml, 0, 0, 1.35, 8));
  for (let x = -6, k = 0; x < 650; x += 23, k++) s += use(k % 2 ? mlB : mlA, x, -4);
  s += `<rect width="640" height="9" fill="${C.mar}"/><rect y="7" width="640" height="3" fill="${C.gold2}"/>`;
  s += garland(-8, 10, 324, 10, 66, 19, 13) + garland(316, 10, 648, 10, 66, 19, 13, ['y', 'o']);
  s += strand(320, 14, 3, 24, 12, ['o', 'y', 'o']);
  s += t`<path d="M313 96H327L332 110Q320 116 308 110Z" fill="${lin(['#F8E3A0', '#A8741C'], 0, 0, 1, 0)}"/><circle cx="320" cy="113" r="3" fill="#7A4E12"/>`;
  s += strand(30, 14, 9, 25, 12, ['y', 'o']) + strand(610, 14, 9, 25, 12, ['o', 'y']);
  s += garland(-10, 12, 30, 12, 0, 10, 14) + garland(610, 12, 650, 12, 0, 10, 14);
  s += '</g>';
  return svg(640, 640, s);
}
// ================================================================ FLOWER BANNER (toran)
function bell(x, y, s) {
  const g = lin([[0, '#8A5A14'], [0.35, '#F8E3A0'], [0.6, '#E2B857'], [1, '#8A5A14']], 0, 0, 1, 0);
  return t`<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-2V4" stroke="${C.mar}" stroke-width="2"/><path d="M-3 4H3L4 7C9 9 10 14 11 20H-11C-10 14-9 9-4 7Z" fill="${g}"/><path d="M-12 20H12" stroke="#8A5A14" stroke-width="2" stroke-linecap="round"/><circle cy="23" r="2.6" fill="#7A4E12"/></g>`;
}
function banner(W) {
  begin(W > 1000 ? 'bw' : 'bn');
  const U = 200, n = W / U;
  const ml = mangoLeaf();
  let u = '';
  // hanging mango leaves
  for (let k = 0; k < 5; k++) u += use(ml, 20 + k * 40, 8, k % 2 ? 1.75 : 1.45, k % 2 ? 5 : -7);
  // jasmine string + marigold swag
  const jd = 'M4 28Q100 150 196 28';
  u += `<path d="${jd}" stroke="#C9962B" stroke-width="1.2" fill="none" opacity="0.7"/><path d="${jd}" stroke="#D9B98A" stroke-width="8" stroke-dasharray="0 9" stroke-linecap="round" fill="none"/><path d="${jd}" stroke="#FFFDF6" stroke-width="6" stroke-dasharray="0 9" stroke-linecap="round" fill="none"/>`;
  u += garland(0, 26, 200, 26, 108, 16, 13, ['o', 'y', 'o', 'y', 'm']);
  // centre pendant under the swag
  u += t`<path d="M100 140V160" stroke="${C.mar}" stroke-width="1.4"/>` + use(marigold('y', 9), 100, 152) + use(marigold('o', 7.5), 100, 166) + t`<path d="M96 172H104L102 196H98Z" fill="${C.gold}"/><circle cx="100" cy="172" r="3.6" fill="${C.gold2}"/>`;
  // long strand at the left hang point
  const strandL = strand(0, 24, 7, 19, 11, ['y', 'o']) + bell(0, 160, 1.35);
  const unit = sym('unit', u + strandL);
  let s = '';
  for (let i = 0; i < n; i++) s += use(unit, i * U, 0);
  s += t`<g transform="translate(${W} 0)">${strandL}</g>`;
  // top cord with marigold row
  s += t`<rect width="${W}" height="12" fill="${lin([C.mar, C.mar2])}"/><path d="M0 12H${W}" stroke="${C.gold2}" stroke-width="2.4"/><path d="M4 6H${W}" stroke="${C.gold2}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round" opacity="0.8"/>`;
  const row = sym('row', garland(0, 17, U - 20, 17, 0, 20, 11.5, ['o', 'y']));
  for (let i = 0; i < n; i++) s += use(row, i * U + 10, 0);
  s += use(marigold('o', 11.5), W, 17) + use(marigold('o', 11.5), 0, 17);
  return svg(W, 220, s);
}
// ================================================================ SERVICE CARDS (480x360)
const BRASS = () => lin([[0, '#7A4E12'], [0.25, '#C9962B'], [0.45, '#F8E3A0'], [0.6, '#E2B857'], [0.85, '#A8741C'], [1, '#6E4410']], 0, 0, 1, 0);
// small bowl with a powder mound (front view), centre of rim at x,y
function bowl(x, y, r, powder, powderHi) {
  return t`<path d="M${x - r} ${y}Q${x - r} ${y + r * 0.75} ${x} ${y + r * 0.75}Q${x + r} ${y + r * 0.75} ${x + r} ${y}Z" fill="${BRASS()}"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.28}" fill="#E2B857"/><path d="M${x - r * 0.85} ${y}Q${x - r * 0.3} ${y - r * 0.75} ${x} ${y - r * 0.8}Q${x + r * 0.3} ${y - r * 0.75} ${x + r * 0.85} ${y}Q${x} ${y + r * 0.2} ${x - r * 0.85} ${y}Z" fill="${powder}"/><path d="M${x - r * 0.4} ${y - r * 0.35}Q${x - r * 0.1} ${y - r * 0.78} ${x + r * 0.1} ${y - r * 0.7}" stroke="${powderHi}" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
}
function smoke(x, y, h, op = 0.5, col = '#FFF7EA') {
  return t`<path d="M${x} ${y}c-8 ${-h * 0.15} 8 ${-h * 0.3} 0 ${-h * 0.45}s-10 ${-h * 0.3} 2 ${-h * 0.55}" stroke="${col}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="${op}"/><path d="M${x + 3} ${y - h * 0.35}c8 ${-h * 0.12} -4 ${-h * 0.28} 6 ${-h * 0.42}" stroke="${col}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="${op * 0.6}"/>`;
}
function archWindow(cx, top, w, bottom, fill, frame, trim) {
  const r = w / 2;
  return t`<path d="M${cx - r - 14} ${bottom}V${top + r}A${r + 14} ${r + 14} 0 0 1 ${cx + r + 14} ${top + r}V${bottom}Z" fill="${frame}"/><path d="M${cx - r} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${bottom}Z" fill="${fill}"/><path d="M${cx - r - 7} ${bottom}V${top + r}A${r + 7} ${r + 7} 0 0 1 ${cx + r + 7} ${top + r}V${bottom}" stroke="${trim}" stroke-width="2.4" fill="none" stroke-dasharray="0 7" stroke-linecap="round"/>`;
}
function servicePuja() {
  begin('sp');
  let s = `<rect width="480" height="360" fill="${lin(['#FFF7EA', '#F6DDB6'])}"/>`;
  s += `<circle cx="240" cy="150" r="220" fill="${rg(['#FFE7A8@0.8', '#FFE7A8@0'])}"/>`;
  s += archWindow(240, 26, 250, 250, lin([[0, '#6B5B95'], [0.55, '#E8A0A0'], [1, '#F9D28A']]), lin([C.mar, C.mar2]), C.gold2);
  s += t`<circle cx="240" cy="210" r="70" fill="${rg(['#FFF3C4', '#FFE7A0@0.6', '#F6B93B@0'])}"/>`;
  s += stars(12, 140, 50, 340, 130, '#FFF7EA', 1.3);
  s += garland(100, 24, 380, 24, 30, 15, 10.5) + strand(100, 24, 6, 18, 9, ['y', 'o']) + strand(380, 24, 6, 18, 9, ['o', 'y']);
  // table cloth
  s += `<path d="M0 250H480V360H0Z" fill="${lin([C.mar, C.mar2])}"/><path d="M0 256H480" stroke="${C.gold2}" stroke-width="3"/><path d="M0 264H480" stroke="${C.gold}" stroke-width="4" stroke-dasharray="0 12" stroke-linecap="round"/>`;
  // plate
  s += `<ellipse cx="240" cy="298" rx="190" ry="50" fill="#3A0C18" opacity="0.5"/>`;
  s += `<ellipse cx="240" cy="290" rx="186" ry="52" fill="${BRASS()}"/><ellipse cx="240" cy="286" rx="168" ry="42" fill="${lin(['#F3D88E', '#C9962B'])}"/>`;
  s += `<ellipse cx="240" cy="286" rx="177" ry="47" fill="none" stroke="#FFF1C2" stroke-width="3" stroke-dasharray="0 9" stroke-linecap="round" opacity="0.8"/>`;
  s += `<ellipse cx="240" cy="286" rx="110" ry="24" fill="none" stroke="#A8741C" stroke-width="1.2" opacity="0.5"/>`;
  // petals & rice scattered
  let rice = '';
  for (let i = 0; i < 40; i++) { const a = rr(0, 360), r = rr(0.3, 1); const [x, y] = [240 + Math.cos(rad(a)) * 150 * r, 288 + Math.sin(rad(a)) * 34 * r]; rice += t`M${x} ${y}h1.6`; }
  s += `<path d="${rice}" stroke="#FFFDF3" stroke-width="2" stroke-linecap="round"/>`;
  s += bowl(130, 282, 26, '#B8283A', '#E06A6A') + bowl(350, 286, 26, '#F6B93B', '#FFE7A0');
  s += use(marigold('o', 15), 178, 306) + use(marigold('y', 13), 200, 318) + use(marigold('o', 12), 300, 312) + use(marigold('m', 12), 318, 300) + use(marigold('y', 11), 84, 300) + use(marigold('o', 12), 398, 304);
  // incense
  s += `<path d="M50 0V96" stroke="${C.gold}" stroke-width="2" stroke-dasharray="4 2"/>` + bell(50, 96, 2.2) + `<path d="M420 286L436 196" stroke="#5A1420" stroke-width="2.2"/><circle cx="436" cy="195" r="2" fill="#F4A340"/>` + smoke(437, 192, 120, 0.55);
  // lamp
  s += diya(232, 280, 2.3, { glowR: 52 });
  return svg(480, 360, s);
}
function phone(x, y, w, h, screen) {
  return t`<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="${w * 0.14}" fill="#2A1A2E"/><rect x="${w * 0.06}" y="${w * 0.06}" width="${w * 0.88}" height="${h - w * 0.12}" rx="${w * 0.09}" fill="#0F0A14"/>${screen}<rect x="${w * 0.38}" y="${w * 0.1}" width="${w * 0.24}" height="${w * 0.045}" rx="${w * 0.02}" fill="#2A1A2E"/></g>`;
}
function serviceEpuja() {
  begin('se');
  let s = `<rect width="480" height="360" fill="${lin(['#FBEBD0', '#F3D3A6'])}"/>`;
  s += `<circle cx="180" cy="130" r="240" fill="${rg(['#FFF7EA', '#FFF7EA@0'])}"/>`;
  // window with dusk and temple far away
  s += `<rect x="340" y="22" width="110" height="116" rx="55" fill="${lin([[0, '#2E3A6B'], [0.5, '#6B5B95'], [1, '#F4A340']])}"/>`;
  s += `<path d="M340 124Q370 112 400 120T450 116V138H340Z" fill="#3E1428" opacity="0.6"/>`;
  s += gopuram(372, 138, 30, 70, { fill: '#3E1428', dark: '#2A0C18', trim: '#F6B93B', tiers: 4, trimOp: 0.4 }) + palm(430, 138, 60, -8, '#3E1428', 7, 0.45);
  s += stars(8, 350, 40, 440, 90, '#FFF7EA', 1.2);
  s += `<rect x="340" y="22" width="110" height="116" rx="55" fill="none" stroke="${C.sand}" stroke-width="9"/><path d="M395 22V138M340 86H450" stroke="${C.sand}" stroke-width="4"/>`;
  // desk
  s += `<path d="M0 268H480V360H0Z" fill="${lin(['#B7713A', '#7A3F1E'])}"/><path d="M0 268H480" stroke="#D8955A" stroke-width="3"/>`;
  // laptop
  const scr = (x, y, w, h) => {
    let g = t`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin([[0, '#5A1420'], [1, '#2A0A14']])}"/>`;
    g += t`<circle cx="${x + w / 2}" cy="${y + h * 0.55}" r="${h * 0.55}" fill="${rg(['#FFE7A0@0.9', '#F4A340@0.3', '#F4A340@0'])}"/>`;
    g += t`<path d="M${x + w * 0.22} ${y + h}V${y + h * 0.45}A${w * 0.28} ${w * 0.28} 0 0 1 ${x + w * 0.78} ${y + h * 0.45}V${y + h}" stroke="${C.gold2}" stroke-width="5" fill="none"/>`;
    return g;
  };
  s += `<path d="M70 90Q70 80 80 80H300Q310 80 310 90V240H70Z" fill="#2A1A2E"/>`;
  s += scr(80, 90, 220, 142);
  // puja inside the laptop screen: kalash & lamps
  s += kalash(190, 212, 0.62) + diya(128, 214, 0.9, { glowR: 30 }) + diya(246, 214, 0.9, { glowR: 30 });
  s += use(marigold('o', 7), 96, 226) + use(marigold('y', 7), 110, 230) + use(marigold('y', 7), 272, 228) + use(marigold('o', 7), 286, 224);
  // video ui: live dot + progress
  s += `<rect x="88" y="98" width="34" height="12" rx="6" fill="#B8283A"/><circle cx="96" cy="104" r="2.6" fill="#FFF7EA"/><path d="M101 104H116" stroke="#FFF7EA" stroke-width="2" stroke-linecap="round" opacity="0.8"/>`;
  s += `<path d="M92 226H288" stroke="#FFF7EA" stroke-width="2.4" opacity="0.3"/><path d="M92 226H210" stroke="${C.saf2}" stroke-width="2.4"/><circle cx="210" cy="226" r="4" fill="#FFF7EA"/>`;
  s += `<path d="M48 240H332L350 262Q350 268 342 268H38Q30 268 30 262Z" fill="${lin(['#D9D2DE', '#9C92A8'])}"/><path d="M160 246H220" stroke="#7C7288" stroke-width="3" stroke-linecap="round"/>`;
  // phone standing in front with a lamp on screen
  const ps = t`<rect x="6" y="12" width="76" height="134" rx="7" fill="${lin([[0, '#6B5B95'], [0.6, '#B0648A'], [1, '#F4A340']])}"/><circle cx="44" cy="92" r="36" fill="${rg(['#FFF3C4@0.9', '#F6B93B@0'])}"/><path d="M44 120l-7 -3v6z" fill="#FFF7EA" opacity="0"/>`;
  s += `<path d="M296 296L318 250L360 250L346 296Z" fill="#3A0C18" opacity="0.35"/>`;
  s += phone(330, 148, 88, 156, ps + diya(42, 112, 1.1, { glowR: 26 }) + t`<path d="M14 134H74" stroke="#FFF7EA" stroke-width="2" opacity="0.5"/><circle cx="20" cy="24" r="4" fill="#B8283A"/>`);
  // real lamp beside
  s += diya(440, 290, 1.3, { glowR: 40 }) + use(marigold('o', 11), 300, 292) + use(marigold('y', 10), 284, 300);
  return svg(480, 360, s);
}
// kalash with coconut and mango leaves; x = centre, y = base
function kalash(x, y, s, o = {}) {
  const body = o.body || BRASS();
  let g = t`<g transform="translate(${x} ${y}) scale(${s})">`;
  // leaves
  const ml = mangoLeaf();
  for (const [a, k] of [[-120, 1.3], [-60, 1.3], [-150, 1.1], [-30, 1.1], [-95, 1.2], [-85, 1.2]]) g += use(ml, 0, -112, k, a - 90 + (a < -90 ? 0 : 0));
  g += `<path d="M-36 -4Q-62 -40 -40 -78Q-28 -96 -20 -98H20Q28 -96 40 -78Q62 -40 36 -4Z" fill="${body}"/>`;
  g += `<path d="M-22 -98Q-30 -108 -20 -114H20Q30 -108 22 -98Z" fill="${body}"/><ellipse cy="-114" rx="24" ry="5" fill="#F3D88E"/>`;
  g += `<path d="M-50 -56Q0 -40 50 -56" stroke="${C.mar}" stroke-width="6" fill="none"/><path d="M-50 -56Q0 -40 50 -56" stroke="${C.gold2}" stroke-width="2.6" fill="none" stroke-dasharray="0 6" stroke-linecap="round"/>`;
  g += `<path d="M-6 -62L0 -76L6 -62L0 -50Z" fill="#B8283A"/>`;
  g += `<path d="M-30 -4H30L26 4H-26Z" fill="#8A5A14"/>`;
  // coconut
  g += `<path d="M-20 -116Q-22 -150 0 -156Q22 -150 20 -116Z" fill="${lin(['#9B6A3A', '#5E3A1C'], 0, 0, 1, 0)}"/><path d="M-2 -156Q0 -168 6 -170" stroke="#7A5230" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  g += `<path d="M-22 -118Q0 -110 22 -118L20 -124Q0 -117 -20 -124Z" fill="${C.mar}"/>`;
  return g + '</g>';
}
function serviceHavana() {
  begin('sh');
  let s = `<rect width="480" height="360" fill="${lin([[0, '#3A0C18'], [0.6, '#7A1F2B'], [1, '#A8481E']])}"/>`;
  s += `<circle cx="230" cy="210" r="260" fill="${rg([[0, '#FFD98A@0.85'], [0.35, '#F4A340@0.45'], [1, '#E8871E@0']])}"/>`;
  s += rays(230, 200, 90, 300, 28, '#FFE7A8', 0.08, 0.35);
  // smoke
  s += smoke(200, 100, 100, 0.3) + smoke(262, 90, 90, 0.25);
  // floor
  s += `<path d="M0 290H480V360H0Z" fill="${lin(['#5A1420', '#3A0C18'])}"/>`;
  // fire
  s += fireStack(230, 246, 150, 190);
  // havan kund (stepped copper/brick square, 3/4 view)
  const cu = lin([[0, '#8E3A16'], [0.5, '#C8652A'], [1, '#7A2E12']], 0, 0, 1, 0);
  const cu2 = lin([[0, '#B5541C'], [1, '#E08A48']]);
  s += `<ellipse cx="230" cy="322" rx="150" ry="14" fill="#1E0508" opacity="0.5"/>`;
  for (let k = 0; k < 3; k++) {
    const y = 246 + k * 24, w = 130 - k * 26, h = 24;
    s += t`<path d="M${230 - w} ${y}H${230 + w}L${230 + w - 8} ${y + h}H${230 - w + 8}Z" fill="${cu}"/><path d="M${230 - w} ${y}H${230 + w}" stroke="#F4A340" stroke-width="2.5"/>`;
  }
  s += `<path d="M120 270H340" stroke="#FFD98A" stroke-width="3" stroke-dasharray="0 14" stroke-linecap="round" opacity="0.6"/>`;
  // wooden ladle (sruva) pouring ghee
  s += `<path d="M470 60L318 150" stroke="#7A4A22" stroke-width="9" stroke-linecap="round"/><path d="M470 60L318 150" stroke="#A8703C" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
  s += `<path d="M300 140Q296 166 316 168Q336 166 334 146Q318 136 300 140Z" fill="#8A5226"/><ellipse cx="317" cy="143" rx="17" ry="6" fill="#F6C65A"/>`;
  s += `<path d="M300 148Q290 170 286 196" stroke="#F6C65A" stroke-width="3.5" fill="none" stroke-linecap="round"/><circle cx="284" cy="208" r="3" fill="#F6C65A"/><circle cx="283" cy="220" r="2.2" fill="#F6C65A"/>`;
  // offerings bowls & samidha sticks
  s += bowl(70, 300, 30, '#F3E3C6', '#FFFDF6') + bowl(400, 304, 28, '#B8283A', '#E06A6A');
  s += `<path d="M396 334L470 322M400 340L472 332M392 328L466 312" stroke="#8A5226" stroke-width="5" stroke-linecap="round"/>`;
  s += use(marigold('o', 12), 30, 330) + use(marigold('y', 11), 118, 334) + use(marigold('o', 10), 356, 336);
  // sparks
  let sp = '';
  for (let i = 0; i < 22; i++) { const a = rr(-150, -30), r = rr(70, 190); const [x, y] = pol(230, 200, r, a); sp += t`M${x} ${y}h0`; }
  s += `<path d="${sp}" stroke="#FFE7A0" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
  return svg(480, 360, s);
}
// layered fire: base centre x,y ; width w; height h
function fireStack(x, y, w, h) {
  const o = lin([[0, '#C8401A'], [0.4, '#E8871E'], [1, '#F6B93B@0.7']], 0, 1, 0, 0);
  const m = lin([[0, '#F4A340'], [1, '#FFE08A']], 0, 1, 0, 0);
  const c = lin([[0, '#FFE7A0'], [1, '#FFFDF3']], 0, 1, 0, 0);
  const tongue = (bx, hh, ww, lean, fill) => t`<path d="M${bx - ww} ${y}C${bx - ww} ${y - hh * 0.45} ${bx + lean * 0.3 - ww * 0.2} ${y - hh * 0.7} ${bx + lean} ${y - hh}C${bx + lean * 0.4 + ww * 0.5} ${y - hh * 0.66} ${bx + ww} ${y - hh * 0.45} ${bx + ww} ${y}Z" fill="${fill}"/>`;
  let s = t`<ellipse cx="${x}" cy="${y - h * 0.3}" rx="${w * 0.9}" ry="${h * 0.7}" fill="${rg(['#FFE7A0@0.6', '#F4A340@0'])}"/>`;
  s += tongue(x - w * 0.45, h * 0.55, w * 0.2, -w * 0.12, o) + tongue(x + w * 0.42, h * 0.6, w * 0.22, w * 0.14, o);
  s += tongue(x - w * 0.18, h * 0.85, w * 0.28, -w * 0.08, o) + tongue(x + w * 0.15, h, w * 0.3, w * 0.05, o);
  s += tongue(x - w * 0.22, h * 0.55, w * 0.18, -w * 0.05, m) + tongue(x + w * 0.12, h * 0.72, w * 0.22, w * 0.04, m) + tongue(x + w * 0.38, h * 0.4, w * 0.13, w * 0.06, m);
  s += tongue(x - w * 0.05, h * 0.42, w * 0.2, 0, c);
  return s;
}
function serviceAstrology() {
  begin('sa');
  let s = `<rect width="480" height="360" fill="${lin([[0, '#1E2650'], [0.6, '#2E3A6B'], [1, '#6B5B95']])}"/>`;
  s += stars(60, 0, 0, 480, 360, '#FFF7EA', 1.5);
  s += sparkle(60, 60, 7, '#F6E3A8') + sparkle(420, 300, 6, '#F6E3A8') + sparkle(440, 70, 4, '#FFF7EA', 0.8) + sparkle(40, 300, 5, '#FFF7EA', 0.8);
  // zodiac ring
  s += `<circle cx="240" cy="180" r="165" fill="${rg(['#6B5B95@0.5', '#6B5B95@0'])}"/>`;
  s += `<circle cx="240" cy="180" r="158" fill="none" stroke="${C.gold2}" stroke-width="1.2" opacity="0.5"/><circle cx="240" cy="180" r="146" fill="none" stroke="${C.gold2}" stroke-width="1.2" opacity="0.5"/>`;
  s += rays(240, 180, 146, 158, 12, C.gold2, 0.25, 0.02);
  let zd = '';
  for (let i = 0; i < 12; i++) { const [x, y] = pol(240, 180, 152, i * 30 + 15); zd += t`M${x} ${y}h0`; }
  s += `<path d="${zd}" stroke="${C.gold2}" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`;
  // chart paper
  const X = 130, Y = 70, S = 220;
  s += t`<rect x="${X + 6}" y="${Y + 8}" width="${S}" height="${S}" rx="6" fill="#0E1430" opacity="0.5"/>`;
  s += t`<rect x="${X}" y="${Y}" width="${S}" height="${S}" rx="6" fill="${lin(['#FFF7EA', '#F1D9B0'])}"/>`;
  s += t`<rect x="${X + 8}" y="${Y + 8}" width="${S - 16}" height="${S - 16}" fill="none" stroke="${C.mar}" stroke-width="3"/>`;
  const a = X + 8, b = Y + 8, L = S - 16, m = L / 2;
  s += t`<path d="M${a} ${b}L${a + L} ${b + L}M${a + L} ${b}L${a} ${b + L}M${a + m} ${b}L${a + L} ${b + m}L${a + m} ${b + L}L${a} ${b + m}Z" stroke="${C.mar}" stroke-width="2.2" fill="none"/>`;
  s += t`<rect x="${X + 3}" y="${Y + 3}" width="${S - 6}" height="${S - 6}" rx="4" fill="none" stroke="${C.gold}" stroke-width="1.2"/>`;
  // planets in houses
  const planet = (x, y, r, c1, c2, ring) => t`<circle cx="${x}" cy="${y}" r="${r}" fill="${rg([c1, c2], 0.35, 0.35, 0.7)}"/>` + (ring ? t`<ellipse cx="${x}" cy="${y}" rx="${r * 1.8}" ry="${r * 0.5}" fill="none" stroke="${C.gold}" stroke-width="1.6" transform="rotate(-18 ${x} ${y})"/>` : '');
  const cx = a + m, cy = b + m;
  s += planet(cx, cy - 52, 9, '#FFE7A0', '#E8871E') + planet(cx + 52, cy, 7, '#F4B37A', '#B8283A') + planet(cx, cy + 52, 7, '#F8E3A0', '#C9962B', true);
  s += planet(cx - 52, cy, 6.5, '#B7D6B0', '#3E7B4F') + planet(a + 28, b + 52, 6, '#E5DFF2', '#6B5B95') + planet(a + L - 26, b + L - 50, 6, '#FFF7EA', '#E9CFA8') + planet(a + 54, b + L - 22, 5.5, '#C9C2DE', '#2E3A6B') + planet(a + L - 52, b + 24, 5.5, '#F6D27A', '#A8741C');
  s += t`<path d="M${cx - 6} ${cy - 6}h12v12h-12z" fill="${C.saf}" transform="rotate(45 ${cx} ${cy})"/>`;
  // moon & sun
  s += `<path d="M408 108A34 34 0 1 1 380 52A27 27 0 1 0 408 108Z" fill="${lin(['#FFF7EA', '#F6D27A'])}"/>`;
  s += `<circle cx="70" cy="280" r="40" fill="${rg(['#FFE7A0@0.8', '#F4A340@0'])}"/><circle cx="70" cy="280" r="20" fill="${rg(['#FFF3C4', '#F6B93B', '#E8871E'])}"/>`;
  s += rays(70, 280, 24, 36, 12, '#F6B93B', 0.8, 0.25);
  // cowrie shells & a lamp
  s += diya(420, 318, 1.1, { glowR: 34 });
  return svg(480, 360, s);
}
// ================================================================ HOW-IT-WORKS ICONS (128x128)
function badge() {
  return `<circle cx="64" cy="64" r="62" fill="${rg([[0, '#FFFDF6'], [0.7, '#FBEBD0'], [1, '#F3D6A8']], 0.45, 0.4, 0.65)}"/><circle cx="64" cy="64" r="58" fill="none" stroke="${C.gold}" stroke-width="1.6" stroke-dasharray="0 6" stroke-linecap="round" opacity="0.8"/>`;
}
function hand(x, y, rot, s = 1) {
  const skin = lin(['#E9B384', '#C98A5A']);
  let g = t`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${skin}">`;
  g += `<rect x="-5" y="0" width="10" height="38" rx="5"/><rect x="3" y="24" width="10" height="18" rx="5"/><rect x="11" y="26" width="10" height="18" rx="5"/><rect x="19" y="29" width="9" height="16" rx="4.5"/>`;
  g += `<rect x="-8" y="32" width="35" height="26" rx="9"/><rect x="-20" y="32" width="10" height="22" rx="5" transform="rotate(-38 -10 46)"/>`;
  g += `<path d="M11 30V40M19 32V42" stroke="#A86A3E" stroke-width="1.4" stroke-linecap="round"/>`;
  g += `<rect x="-11" y="55" width="41" height="14" rx="3" fill="${C.saf}"/><path d="M-11 59H30" stroke="${C.gold2}" stroke-width="2"/>`;
  return g + '</g>';
}
function stepSelect() {
  begin('i1');
  let s = badge();
  // cards behind
  s += `<rect x="30" y="24" width="52" height="66" rx="7" fill="${C.sand}" transform="rotate(-10 56 57)"/>`;
  s += `<rect x="40" y="20" width="52" height="68" rx="7" fill="#FFFDF6" stroke="${C.mar}" stroke-width="3"/>`;
  s += `<rect x="46" y="26" width="40" height="34" rx="4" fill="${lin([[0, '#7A1F2B'], [1, '#B5541C']])}"/>`;
  s += `<circle cx="66" cy="46" r="15" fill="${rg(['#FFE7A0', '#F6B93B@0'])}"/>`;
  s += diya(62, 52, 0.62, { glow: false });
  s += `<path d="M48 68H84M48 77H74" stroke="${C.gold}" stroke-width="3.4" stroke-linecap="round"/>`;
  s += `<g clip-path="url(#${clip('c', '<circle cx="64" cy="64" r="62"/>')})">${hand(80, 64, -30, 0.9)}</g>`;
  return svg(128, 128, s);
}
function stepWhatsapp() {
  begin('i2');
  let s = badge();
  s += `<rect x="34" y="20" width="46" height="88" rx="9" fill="${C.mar}"/><rect x="38" y="28" width="38" height="70" rx="4" fill="${lin(['#FFF7EA', '#FBEBD0'])}"/><circle cx="57" cy="103" r="2.6" fill="${C.gold2}"/><rect x="50" y="23" width="14" height="2.4" rx="1.2" fill="${C.gold2}"/>`;
  s += `<rect x="42" y="36" width="22" height="10" rx="5" fill="${C.sand}"/><rect x="50" y="52" width="22" height="10" rx="5" fill="${C.saf2}" opacity="0.8"/><rect x="42" y="68" width="18" height="10" rx="5" fill="${C.sand}"/>`;
  // big chat bubble
  s += `<path d="M66 30H100Q110 30 110 40V58Q110 68 100 68H84L74 78L76 68H66Q56 68 56 58V40Q56 30 66 30Z" fill="${lin([C.saf2, C.saf])}" stroke="#FFF7EA" stroke-width="3"/>`;
  s += `<path d="M71 49H71.1M83 49H83.1M95 49H95.1" stroke="#FFF7EA" stroke-width="6.5" stroke-linecap="round"/>`;
  // telephone handset mark
  s += `<circle cx="36" cy="92" r="15" fill="${lin([C.gold2, C.gold])}" stroke="#FFF7EA" stroke-width="3"/><path d="M30 86Q29 92 34 97Q39 101 44 99L43 95L39 94L37 96Q34 94 33 90L35 89L34 85Z" fill="${C.mar}"/>`;
  return svg(128, 128, s);
}
function stepConfirm() {
  begin('i3');
  let s = badge();
  const pg = lin([[0, C.saf], [1, '#FBD9A8']], 0, 1, 0, 0);
  s += petalRing(64, 106, 0.42, [-62, 62], 70, 22, lin([[0, C.mar], [1, '#B44A4E']], 0, 1, 0, 0), C.gold) + petalRing(64, 106, 0.42, [-30, 30], 82, 24, pg, C.gold);
  s += `<path d="${scallop(33, 20, 0.09)}" transform="translate(64 56)" fill="${lin([C.gold2, C.gold])}"/>`;
  s += `<circle cx="64" cy="56" r="27" fill="${lin(['#5E9B5E', '#3E7B4F'])}" stroke="#FFF7EA" stroke-width="3"/>`;
  s += `<path d="M50 57L60 67L79 46" stroke="#FFF7EA" stroke-width="7.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  s += petalRing(64, 108, 0.42, [0], 60, 22, pg, C.gold);
  return svg(128, 128, s);
}
function stepUpdates() {
  begin('i4');
  let s = badge();
  // envelope
  s += `<rect x="20" y="58" width="60" height="42" rx="5" fill="#FFFDF6" stroke="${C.mar}" stroke-width="3"/><path d="M22 61L50 82L78 61" stroke="${C.mar}" stroke-width="3" fill="none" stroke-linejoin="round"/><path d="M22 98L42 78M78 98L58 78" stroke="${C.mar}" stroke-width="2" opacity="0.5"/>`;
  // message bubble
  s += `<path d="M28 22H62Q70 22 70 30V42Q70 50 62 50H44L36 57L37 50H28Q20 50 20 42V30Q20 22 28 22Z" fill="${lin([C.saf2, C.saf])}"/><path d="M30 32H60M30 41H50" stroke="#FFF7EA" stroke-width="3.4" stroke-linecap="round"/>`;
  // bell
  const bg = lin([[0, '#A8741C'], [0.4, '#F8E3A0'], [0.7, '#E2B857'], [1, '#8A5A14']], 0, 0, 1, 0);
  s += `<path d="M92 40Q79 42 78 60V74L72 82H112L106 74V60Q105 42 92 40Z" fill="${bg}" stroke="#8A5A14" stroke-width="1.5"/><circle cx="92" cy="38" r="3.5" fill="#8A5A14"/><path d="M85 85Q92 94 99 85Z" fill="#8A5A14"/>`;
  s += `<circle cx="106" cy="40" r="9" fill="${C.mar}" stroke="#FFF7EA" stroke-width="2.5"/><circle cx="106" cy="40" r="3" fill="#FFF7EA"/>`;
  s += `<path d="M70 52Q66 60 68 68M114 52Q118 60 116 68" stroke="${C.saf}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  return svg(128, 128, s);
}
// ================================================================ PRIEST PORTRAIT (600x750)
function priest() {
  begin('pr');
  const skin = lin([[0, '#C98C5C'], [0.5, '#B97A4E'], [1, '#9A5F38']], 0, 0, 1, 0);
  const skinV = lin([[0, '#C68A5A'], [1, '#A86A40']]);
  const cloth = lin([[0, '#FFFDF6'], [0.7, '#F6EEDF'], [1, '#E6D8BF']], 0, 0, 1, 0);
  let s = `<rect width="600" height="750" fill="${lin(['#F6DDB6', '#E9CFA8'])}"/>`;
  // wall pattern (faint diamonds)
  let dm = '';
  for (let y = 30; y < 750; y += 60) for (let x = (y / 60) % 2 ? 30 : 0; x < 620; x += 60) dm += t`M${x} ${y - 6}l6 6l-6 6l-6 -6z`;
  s += `<path d="${dm}" fill="${C.gold}" opacity="0.18"/>`;
  // arch opening with sky, courtyard and gopuram
  const AX = 300, AW = 210, AT = 70;
  const arch = t`M${AX - AW} 750V${AT + AW}A${AW} ${AW} 0 0 1 ${AX + AW} ${AT + AW}V750Z`;
  s += t`<path d="M${AX - AW - 26} 750V${AT + AW}A${AW + 26} ${AW + 26} 0 0 1 ${AX + AW + 26} ${AT + AW}V750Z" fill="${lin([C.mar, C.mar2])}"/>`;
  s += `<path d="${arch}" fill="${lin([[0, '#F6C88A'], [0.5, '#FBE3B0'], [1, '#FFF3D6']])}"/>`;
  const ac = clip('a', `<path d="${arch}"/>`);
  s += `<g clip-path="url(#${ac})">`;
  s += rays(300, 250, 60, 420, 32, '#FFFFFF', 0.25, 0.3);
  s += gopuram(140, 470, 70, 150, { fill: '#D9A878', dark: '#B88056', trim: '#F6DFB5', tiers: 5, trimOp: 0.7, finial: C.gold });
  s += gopuram(470, 480, 60, 130, { fill: '#D9A878', dark: '#B88056', trim: '#F6DFB5', tiers: 5, trimOp: 0.7, finial: C.gold });
  s += `<path d="M60 470H540V750H60Z" fill="${lin(['#E9C79A', '#D6AC78'])}"/>`;
  s += palm(520, 480, 150, -20, '#B98F5E', 7, 0.45) + palm(78, 480, 130, 16, '#B98F5E', 7, 0.45);
  s += '</g>';
  s += t`<path d="M${AX - AW - 13} 750V${AT + AW}A${AW + 13} ${AW + 13} 0 0 1 ${AX + AW + 13} ${AT + AW}V750" stroke="${C.gold2}" stroke-width="3" fill="none" stroke-dasharray="0 9" stroke-linecap="round"/>`;
  s += `<path d="${arch}" stroke="${C.gold}" stroke-width="3" fill="none"/>`;
  // halo
  s += `<circle cx="300" cy="240" r="190" fill="${rg([[0, '#FFFDF3'], [0.35, '#FFF3C4@0.9'], [0.7, '#F6B93B@0.25'], [1, '#F6B93B@0']])}"/>`;
  s += `<circle cx="300" cy="240" r="128" fill="none" stroke="${C.gold2}" stroke-width="2" opacity="0.7"/><circle cx="300" cy="240" r="138" fill="none" stroke="${C.gold2}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round" opacity="0.7"/>`;
  // garlands hanging at the arch sides
  s += strand(64, 0, 10, 26, 13, ['o', 'y']) + strand(536, 0, 10, 26, 13, ['y', 'o']);
  // ---- figure
  // kudumi (tuft) behind the head
  s += `<ellipse cx="352" cy="176" rx="20" ry="16" fill="#2A1C18"/>`;
  // neck
  s += `<path d="M270 290V372H330V290Z" fill="${skinV}"/><path d="M270 318Q300 346 330 318V300H270Z" fill="#8E5533" opacity="0.45"/>`;
  // torso (bare chest)
  s += `<path d="M300 352C230 352 170 372 150 420L140 750H460L450 420C430 372 370 352 300 352Z" fill="${skin}"/>`;
  s += `<path d="M262 440Q282 452 300 446Q318 452 338 440" stroke="#8E5533" stroke-width="2.2" fill="none" opacity="0.5"/>`;
  // sacred thread
  s += `<path d="M338 362Q300 470 236 660" stroke="#FFF7EA" stroke-width="2.4" fill="none"/><path d="M343 364Q306 474 242 664" stroke="#F3E3C6" stroke-width="1.6" fill="none"/>`;
  // rudraksha mala + pendant
  s += `<path d="M268 362Q276 470 300 488Q324 470 332 362" stroke="#5E3A1C" stroke-width="7" stroke-dasharray="0 8.4" stroke-linecap="round" fill="none"/>`;
  s += `<circle cx="300" cy="496" r="9" fill="${lin([C.gold2, C.gold])}" stroke="#8A5A14" stroke-width="1.5"/><circle cx="300" cy="496" r="3.5" fill="#B8283A"/>`;
  // shawl (angavastram) over both shoulders, open at front
  const shawl = 'M300 346C214 346 150 370 124 430C108 480 104 600 100 750H250L244 650C238 560 226 470 250 372C262 356 280 350 300 350C320 350 338 356 350 372C374 470 362 560 356 650L350 750H500C496 600 492 480 476 430C450 370 386 346 300 346Z';
  s += `<path d="${shawl}" fill="${cloth}"/>`;
  s += `<path d="M150 470C160 560 170 640 176 750M450 470C440 560 430 640 424 750M128 520C134 600 132 680 128 750M472 520C466 600 468 680 472 750" stroke="#D8C7A8" stroke-width="2.2" fill="none" opacity="0.7"/>`;
  // shawl front borders (gold with maroon line)
  const bl = 'M252 372C226 470 238 560 244 650L250 750', br = 'M348 372C374 470 362 560 356 650L350 750';
  s += `<path d="${bl}M${br.slice(1)}" stroke="${C.gold}" stroke-width="15" fill="none"/><path d="${bl}M${br.slice(1)}" stroke="${C.gold2}" stroke-width="9" fill="none"/>`;
  s += `<path d="${bl}M${br.slice(1)}" stroke="${C.mar}" stroke-width="3.6" fill="none" stroke-dasharray="7 5"/>`;
  // dhoti waist (white with gold border) visible in the opening
  s += `<path d="M238 656Q300 670 362 656L360 750H240Z" fill="${lin(['#FFFDF6', '#EFE4D0'])}"/><path d="M238 660Q300 674 362 660" stroke="${C.gold}" stroke-width="8" fill="none"/><path d="M238 660Q300 674 362 660" stroke="${C.mar}" stroke-width="2" fill="none"/>`;
  // forearms
  s += `<path d="M206 560C228 560 262 576 284 600L270 626C248 610 220 600 198 596Z" fill="${skinV}"/><path d="M394 560C372 560 338 576 316 600L330 626C352 610 380 600 402 596Z" fill="${skinV}"/>`;
  // shawl folds over the elbows
  s += `<path d="M160 520C190 530 214 548 222 568C214 590 190 604 166 606C150 580 148 546 160 520Z" fill="${cloth}"/><path d="M440 520C410 530 386 548 378 568C386 590 410 604 434 606C450 580 452 546 440 520Z" fill="${cloth}"/>`;
  s += `<path d="M222 568C214 590 190 604 166 606M378 568C386 590 410 604 434 606" stroke="${C.gold}" stroke-width="5" fill="none"/>`;
  // bangles? gold kada on wrists
  s += `<path d="M262 590L252 612M338 590L348 612" stroke="${C.gold2}" stroke-width="5" stroke-linecap="round"/>`;
  // lamp glow + cupped hands + lamp
  s += `<circle cx="300" cy="560" r="110" fill="${rg(['#FFF3C4@0.75', '#F6B93B@0.2', '#F6B93B@0'])}"/>`;
  s += `<path d="M258 596Q254 640 300 646Q346 640 342 596Q322 608 300 608Q278 608 258 596Z" fill="${lin(['#C98C5C', '#A86A40'])}"/>`;
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
  s += `<path d="M244 222C242 206 246 196 250 190L252 232ZM356 222C358 206 354 196 350 190L348 232Z" fill="#2A1C18" opacity="0.8"/>`;
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
// ================================================================ MAIN
const JOBS = {
  'logo.svg': () => logo(false),
  'logo-mark-light.svg': () => logo(true),
  'hero.svg': hero,
  'flower-banner-wide.svg': () => banner(1600),
  'flower-banner-narrow.svg': () => banner(800),
  'service-puja.svg': servicePuja,
  'service-epuja.svg': serviceEpuja,
  'service-havana.svg': serviceHavana,
  'service-astrology.svg': serviceAstrology,
  'step-select.svg': stepSelect,
  'step-whatsapp.svg': stepWhatsapp,
  'step-confirm.svg': stepConfirm,
  'step-updates.svg': stepUpdates,
  'priest.svg': priest,
};
const only = process.argv.slice(2);
let largest = ['', 0];
for (const [name, fn] of Object.entries(JOBS)) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const file = join(OUT, name);
  mkdirSync(dirname(file), { recursive: true });
  const out = fn();
  writeFileSync(file, out + '\n');
  const kb = out.length / 1024;
  if (kb > largest[1]) largest = [name, kb];
  console.log(`${name.padEnd(40)} ${kb.toFixed(1)} KB`);
}
console.log(`largest: ${largest[0]} ${largest[1].toFixed(1)} KB`);
