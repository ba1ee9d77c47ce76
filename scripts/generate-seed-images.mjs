#!/usr/bin/env node
/**
 * Generates the mock backend's seed pictures (flowers, bouquets, arrangements)
 * procedurally as SVG and rasterises them to JPEG with sharp.
 *
 *   npm run seed:images
 *
 * Output (all deterministic: a seeded PRNG per picture, no Math.random):
 *   public/mock-assets/categories/<slug>.jpg   800x600
 *   public/mock-assets/products/<slug>.jpg     800x600
 *   public/mock-assets/gallery/gallery-NN.jpg  800x600
 *   public/mock-assets/hero.jpg                1600x900
 *   public/images/hero/hero-{480,800,1200,1600}.{avif,webp,jpg}  the storefront's hero
 *   public/images/about/about-{480,800}.{avif,webp,jpg}          the home's 'Tentang' photo
 *   public/og-image.jpg                        1200x630 link-preview picture
 *
 * The mock backend answers the gallery pictures as base64 read from these
 * files on first request (mocks/db/seedImages.ts); nothing is inlined into JS.
 *
 * Every file is kept at or below 60 kB by lowering the JPEG quality step by step.
 * No network access, no external images.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'mock-assets');
const MAX_BYTES = 60 * 1000;
/** Gallery pictures travel as base64 inside JSON answers: keep them smaller. */
const GALLERY_MAX_BYTES = 32 * 1000;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  constructor(seed) {
    this.state = hashString(String(seed));
  }
  /** mulberry32 */
  next() {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), 1 | t);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  float(a = 0, b = 1) {
    return a + (b - a) * this.next();
  }
  int(a, b) {
    return Math.floor(this.float(a, b + 1));
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  weighted(entries) {
    const total = entries.reduce((sum, e) => sum + (e.weight ?? 1), 0);
    let x = this.float(0, total);
    for (const e of entries) {
      x -= e.weight ?? 1;
      if (x <= 0) return e;
    }
    return entries[entries.length - 1];
  }
}

// ---------------------------------------------------------------------------
// Small helpers: numbers, colours, the SVG document
// ---------------------------------------------------------------------------

const f = (n) => String(Math.round(n * 10) / 10);
const DEG = Math.PI / 180;

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex(rgb) {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
/** Relative lightness 0..1, used to shade pale blooms more gently. */
function lum(c) {
  const [r, g, b] = hexToRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
const darken = (c, t) => mix(c, '#000000', t);
/** A slightly different shade of the same colour, so repeated blooms are not identical. */
function vary(rng, c, amt = 0.08) {
  const t = rng.float(-amt, amt);
  return t >= 0 ? lighten(c, t) : darken(c, -t);
}

class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.rng = new Rng(seed);
    this.defs = [];
    this.cache = new Map();
    this.uid = 0;
    this.parts = [];
  }
  def(key, build) {
    if (this.cache.has(key)) return this.cache.get(key);
    const id = `d${(this.uid++).toString(36)}`;
    this.defs.push(build(id));
    this.cache.set(key, id);
    return id;
  }
  stops(list) {
    return list
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
  }
  /** Linear gradient in bounding-box units; returns a paint reference. */
  lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const key = `lin${JSON.stringify([list, x1, y1, x2, y2])}`;
    const id = this.def(
      key,
      (i) =>
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units. */
  rad(list, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const key = `rad${JSON.stringify([list, cx, cy, r, fx, fy])}`;
    const id = this.def(
      key,
      (i) =>
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.def(
      `blur${sd}`,
      (i) =>
        `<filter id="${i}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  shadow(dy = 4, sd = 5, op = 0.28) {
    const id = this.def(
      `shadow${dy},${sd},${op}`,
      (i) =>
        `<filter id="${i}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${f(dy)}" stdDeviation="${f(sd)}" flood-color="#2a1a14" flood-opacity="${op}"/></filter>`,
    );
    return `url(#${id})`;
  }
  add(...s) {
    this.parts.push(...s);
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

/** Places content drawn around the origin at (x, y), optionally rotated and foreshortened. */
function place(x, y, content, { rot = 0, squash = 1, squashAngle = 0, scale = 1 } = {}) {
  let t = `translate(${f(x)} ${f(y)})`;
  if (squash !== 1) t += ` rotate(${f(squashAngle)}) scale(${squash.toFixed(3)} 1) rotate(${f(-squashAngle)})`;
  if (scale !== 1) t += ` scale(${scale.toFixed(3)})`;
  if (rot) t += ` rotate(${f(rot)})`;
  return `<g transform="${t}">${content}</g>`;
}

// ---------------------------------------------------------------------------
// Colour palettes
// ---------------------------------------------------------------------------

const C = {
  red: '#c0142c',
  crimson: '#9b0f2a',
  pink: '#ef7fa3',
  hotpink: '#e0457b',
  blush: '#f6c3cc',
  white: '#f8f4ee',
  cream: '#f6ead2',
  peach: '#f7b08a',
  coral: '#f4725f',
  yellow: '#f6cf3e',
  orange: '#f28a1e',
  lavender: '#b99ad8',
  purple: '#7d4fa8',
  magenta: '#c23a8e',
  blue: '#7fa6d9',
  leaf: '#3f6b3a',
  leafLight: '#6e9a55',
  sage: '#8fae96',
  stem: '#4d7a3c',
};

const BACKDROPS = {
  blush: { top: '#f7e9e4', bottom: '#efd3cf', bokeh: ['#ffffff', '#f4c7cf', '#fbe3d3', '#e8b7c0'] },
  linen: { top: '#f5efe6', bottom: '#e6d8c6', bokeh: ['#ffffff', '#efe1cc', '#e9d3bd', '#f6e8dc'] },
  sage: { top: '#eef1e8', bottom: '#d3dfcc', bokeh: ['#ffffff', '#dfe9d6', '#c5d6bd', '#f3f1e4'] },
  lavender: { top: '#f1ecf6', bottom: '#dccfea', bokeh: ['#ffffff', '#e5d9f1', '#cdbbe3', '#f4e7f0'] },
  peach: { top: '#fdf2e5', bottom: '#f5d6bd', bokeh: ['#ffffff', '#fbe0c7', '#f7c9a8', '#fff1dc'] },
  sky: { top: '#e9f0f4', bottom: '#d2e0e8', bokeh: ['#ffffff', '#dce8ef', '#c4d7e3', '#f3f4ef'] },
  dusk: { top: '#3a2f3d', bottom: '#5a4450', bokeh: ['#f5c98a', '#f2a96b', '#ffe2a8', '#d98f6e'] },
};

// ---------------------------------------------------------------------------
// Petal and leaf shapes (drawn pointing up, base at the origin)
// ---------------------------------------------------------------------------

function petalRound(L, W) {
  return `M0 0C${f(W * 0.9)} ${f(-L * 0.1)} ${f(W)} ${f(-L * 0.55)} ${f(W * 0.78)} ${f(-L * 0.82)}Q0 ${f(-L * 1.08)} ${f(-W * 0.78)} ${f(-L * 0.82)}C${f(-W)} ${f(-L * 0.55)} ${f(-W * 0.9)} ${f(-L * 0.1)} 0 0Z`;
}
function petalPointed(L, W) {
  return `M0 0C${f(W)} ${f(-L * 0.22)} ${f(W * 0.75)} ${f(-L * 0.78)} 0 ${f(-L)}C${f(-W * 0.75)} ${f(-L * 0.78)} ${f(-W)} ${f(-L * 0.22)} 0 0Z`;
}
function leafShape(sc, len, w, color, { rib = true } = {}) {
  const g = sc.lin(
    [
      [0, darken(color, 0.25)],
      [0.5, color],
      [1, lighten(color, 0.18)],
    ],
    0,
    0,
    1,
    0,
  );
  let s = `<path d="M0 0C${f(w)} ${f(-len * 0.25)} ${f(w * 0.8)} ${f(-len * 0.75)} 0 ${f(-len)}C${f(-w * 0.8)} ${f(-len * 0.75)} ${f(-w)} ${f(-len * 0.25)} 0 0Z" fill="${g}"/>`;
  if (rib)
    s += `<path d="M0 0Q${f(w * 0.08)} ${f(-len * 0.5)} 0 ${f(-len * 0.96)}" stroke="${lighten(color, 0.35)}" stroke-opacity=".6" stroke-width="${f(Math.max(0.8, w * 0.06))}" fill="none"/>`;
  return s;
}

function leaf(sc, x, y, len, w, angle, color = C.leaf) {
  return place(x, y, leafShape(sc, len, w, vary(sc.rng, color, 0.1)), { rot: angle });
}

function stemPath(x1, y1, x2, y2, bend, width, color = C.stem, opacity = 1) {
  const mx = (x1 + x2) / 2 + bend;
  const my = (y1 + y2) / 2;
  return `<path d="M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" stroke="${color}" stroke-width="${f(width)}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------------------
// Blooms (each drawn centred on the origin with radius r)
// ---------------------------------------------------------------------------

function rose(sc, r, color, { layers = 5, open = 1 } = {}) {
  const rng = sc.rng;
  const pale = lum(color) > 0.82 ? 0.5 : 1;
  const dk = darken(color, 0.32 * pale);
  const lt = lighten(color, 0.3);
  const edge = darken(color, 0.5 * pale);
  const outerG = sc.lin(
    [
      [0, dk],
      [0.55, color],
      [1, lt],
    ],
    0,
    1,
    0,
    0,
  );
  const innerG = sc.lin(
    [
      [0, darken(color, 0.5 * pale)],
      [0.55, darken(color, 0.12 * pale)],
      [1, lighten(color, 0.2)],
    ],
    0,
    1,
    0,
    0,
  );
  let s = `<circle r="${f(r * 0.8)}" fill="${dk}"/>`;
  const spec = [
    [5, 1.0, 0.62],
    [5, 0.84, 0.56],
    [5, 0.68, 0.5],
    [4, 0.52, 0.44],
    [4, 0.4, 0.38],
    [3, 0.3, 0.33],
  ].slice(0, layers + 1);
  let off = rng.float(0, 360);
  spec.forEach(([n, l, w], k) => {
    off += 180 / n + rng.float(-12, 12);
    for (let i = 0; i < n; i++) {
      const a = off + (i * 360) / n + rng.float(-9, 9);
      const L = r * l * rng.float(0.93, 1.05) * (k === 0 ? open : 1);
      const W = r * w * rng.float(0.9, 1.1);
      const p = petalRound(L, W);
      if (k > 0) s += `<path d="${p}" transform="rotate(${f(a + 7)}) scale(1.05)" fill="#2a0a10" opacity=".16"/>`;
      s += `<path d="${p}" transform="rotate(${f(a)})" fill="${k < 2 ? outerG : innerG}" stroke="${edge}" stroke-opacity=".3" stroke-width="${f(Math.max(0.6, r * 0.012))}"/>`;
      s += `<path d="M${f(W * 0.66)} ${f(-L * 0.8)}Q0 ${f(-L * 1.0)} ${f(-W * 0.66)} ${f(-L * 0.8)}" transform="rotate(${f(a)})" fill="none" stroke="${lt}" stroke-opacity=".55" stroke-width="${f(Math.max(0.8, r * 0.035))}" stroke-linecap="round"/>`;
    }
  });
  // tight spiral bud in the centre
  s += `<circle r="${f(r * 0.17)}" fill="${darken(color, 0.42 * pale)}"/>`;
  let d = '';
  for (let t = 0; t <= 3.4 * Math.PI; t += 0.35) {
    const rr = r * (0.015 + (0.045 * t) / Math.PI);
    d += `${d ? 'L' : 'M'}${f(Math.cos(t + off * DEG) * rr)} ${f(Math.sin(t + off * DEG) * rr)}`;
  }
  s += `<path d="${d}" fill="none" stroke="${lighten(color, 0.12)}" stroke-opacity=".75" stroke-width="${f(Math.max(0.7, r * 0.035))}" stroke-linecap="round"/>`;
  return s;
}

/** A fuller, ruffled rose-like bloom. */
function peony(sc, r, color) {
  const rng = sc.rng;
  const lt = lighten(color, 0.35);
  const g = sc.lin(
    [
      [0, darken(color, 0.22)],
      [0.6, color],
      [1, lt],
    ],
    0,
    1,
    0,
    0,
  );
  let s = `<circle r="${f(r * 0.85)}" fill="${darken(color, 0.15)}"/>`;
  const rings = [
    [9, 1.0, 0.36],
    [9, 0.85, 0.34],
    [8, 0.7, 0.32],
    [7, 0.55, 0.28],
    [6, 0.42, 0.24],
    [5, 0.3, 0.2],
  ];
  let off = rng.float(0, 360);
  for (const [n, l, w] of rings) {
    off += 180 / n;
    for (let i = 0; i < n; i++) {
      const a = off + (i * 360) / n + rng.float(-10, 10);
      const L = r * l * rng.float(0.9, 1.05);
      const W = r * w * rng.float(0.85, 1.15);
      s += `<path d="${petalRound(L, W)}" transform="rotate(${f(a)})" fill="${g}" stroke="${darken(color, 0.3)}" stroke-opacity=".22" stroke-width="${f(Math.max(0.6, r * 0.01))}"/>`;
    }
  }
  s += `<circle r="${f(r * 0.12)}" fill="${lighten(C.yellow, 0.3)}" opacity=".7"/>`;
  return s;
}

function sunflower(sc, r) {
  const rng = sc.rng;
  let s = '';
  const back = sc.lin(
    [
      [0, '#b9620a'],
      [1, '#eaa21a'],
    ],
    0,
    1,
    0,
    0,
  );
  const front = sc.lin(
    [
      [0, '#e08a0c'],
      [0.45, '#f6c21d'],
      [1, '#fde47a'],
    ],
    0,
    1,
    0,
    0,
  );
  const n = 21;
  const off = rng.float(0, 360);
  for (let i = 0; i < n; i++) {
    const a = off + (i * 360) / n + 360 / n / 2;
    s += `<path d="${petalPointed(r * 0.66, r * 0.14)}" transform="rotate(${f(a)}) translate(0 ${f(-r * 0.33)})" fill="${back}"/>`;
  }
  for (let i = 0; i < n; i++) {
    const a = off + (i * 360) / n + rng.float(-4, 4);
    const L = r * 0.64 * rng.float(0.9, 1.06);
    s += `<path d="${petalPointed(L, r * 0.13)}" transform="rotate(${f(a)}) translate(0 ${f(-r * 0.34)})" fill="${front}" stroke="#c77a08" stroke-opacity=".25" stroke-width="${f(Math.max(0.6, r * 0.01))}"/>`;
  }
  s += `<circle r="${f(r * 0.44)}" fill="${sc.rad([
    [0, '#4a2a10'],
    [0.75, '#3a200b'],
    [1, '#6b4314'],
  ])}"/>`;
  const dots = Math.round(60 + r * 0.4);
  let d = '';
  for (let i = 0; i < dots; i++) {
    const rr = Math.sqrt(i / dots) * r * 0.4;
    const a = i * 137.508 * DEG;
    const sz = r * 0.018 + r * 0.01 * (rr / r);
    d += `M${f(Math.cos(a) * rr - sz)} ${f(Math.sin(a) * rr)}a${f(sz)} ${f(sz)} 0 1 0 ${f(sz * 2)} 0a${f(sz)} ${f(sz)} 0 1 0 ${f(-sz * 2)} 0`;
  }
  s += `<path d="${d}" fill="#8a5a1c" opacity=".65"/>`;
  s += `<circle r="${f(r * 0.16)}" fill="#2a1606" opacity=".5"/>`;
  return s;
}

/** Daisy / gerbera: many narrow petals around a disc. */
function daisy(sc, r, color, { center = '#f2c12e', ring = null, petals = 24 } = {}) {
  const rng = sc.rng;
  let s = '';
  const g = sc.lin(
    [
      [0, darken(color, 0.18)],
      [0.5, color],
      [1, lighten(color, 0.2)],
    ],
    0,
    1,
    0,
    0,
  );
  const off = rng.float(0, 360);
  for (let layer = 0; layer < 2; layer++) {
    for (let i = 0; i < petals; i++) {
      const a = off + (i * 360) / petals + (layer ? 180 / petals : 0) + rng.float(-3, 3);
      const L = r * (layer ? 0.86 : 0.98) * rng.float(0.92, 1.04);
      s += `<path d="${petalRound(L, r * 0.11)}" transform="rotate(${f(a)})" fill="${layer ? g : darken(color, 0.1)}" stroke="${darken(color, 0.35)}" stroke-opacity=".25" stroke-width="${f(Math.max(0.5, r * 0.01))}"/>`;
    }
  }
  if (ring) s += `<circle r="${f(r * 0.32)}" fill="${ring}"/>`;
  s += `<circle r="${f(r * 0.24)}" fill="${sc.rad([
    [0, lighten(center, 0.2)],
    [0.7, center],
    [1, darken(center, 0.35)],
  ])}"/>`;
  let d = '';
  for (let i = 0; i < 28; i++) {
    const rr = Math.sqrt(i / 28) * r * 0.21;
    const a = i * 137.508 * DEG;
    const sz = r * 0.018;
    d += `M${f(Math.cos(a) * rr - sz)} ${f(Math.sin(a) * rr)}a${f(sz)} ${f(sz)} 0 1 0 ${f(sz * 2)} 0a${f(sz)} ${f(sz)} 0 1 0 ${f(-sz * 2)} 0`;
  }
  s += `<path d="${d}" fill="${darken(center, 0.35)}" opacity=".55"/>`;
  return s;
}

function chrysanthemum(sc, r, color) {
  const rng = sc.rng;
  let s = `<circle r="${f(r * 0.8)}" fill="${darken(color, 0.25)}"/>`;
  const g = sc.lin(
    [
      [0, darken(color, 0.28)],
      [0.6, color],
      [1, lighten(color, 0.3)],
    ],
    0,
    1,
    0,
    0,
  );
  const rings = [
    [30, 1.0, 0.1],
    [26, 0.8, 0.1],
    [22, 0.62, 0.095],
    [16, 0.44, 0.09],
    [10, 0.28, 0.085],
  ];
  let off = rng.float(0, 360);
  for (const [n, l, w] of rings) {
    off += 180 / n;
    for (let i = 0; i < n; i++) {
      const a = off + (i * 360) / n + rng.float(-4, 4);
      s += `<path d="${petalRound(r * l * rng.float(0.9, 1.05), r * w)}" transform="rotate(${f(a)})" fill="${g}" stroke="${darken(color, 0.35)}" stroke-opacity=".28" stroke-width="${f(Math.max(0.5, r * 0.008))}"/>`;
    }
  }
  s += `<circle r="${f(r * 0.08)}" fill="${mix(color, '#c8d27a', 0.5)}"/>`;
  return s;
}

/** Carnation: frilly cup of many short petals. */
function carnation(sc, r, color) {
  const rng = sc.rng;
  let s = `<circle r="${f(r * 0.85)}" fill="${darken(color, 0.2)}"/>`;
  for (let k = 0; k < 4; k++) {
    const n = 14 - k * 2;
    const L = r * (1 - k * 0.2);
    for (let i = 0; i < n; i++) {
      const a = (i * 360) / n + k * 13 + rng.float(-8, 8);
      const W = L * 0.32;
      let d = `M0 0C${f(W)} ${f(-L * 0.3)} ${f(W * 1.1)} ${f(-L * 0.7)}`;
      d += ` ${f(W * 0.8)} ${f(-L * 0.9)}`;
      for (let j = 0; j <= 6; j++) {
        const x = W * 0.8 - (j * W * 1.6) / 6;
        const y = -L * (j % 2 ? 0.92 : 1.02);
        d += `L${f(x)} ${f(y)}`;
      }
      d += `C${f(-W * 1.1)} ${f(-L * 0.7)} ${f(-W)} ${f(-L * 0.3)} 0 0Z`;
      s += `<path d="${d}" transform="rotate(${f(a)})" fill="${k % 2 ? lighten(color, 0.12) : color}" stroke="${darken(color, 0.3)}" stroke-opacity=".3" stroke-width="${f(Math.max(0.5, r * 0.01))}"/>`;
    }
  }
  return s;
}

/** Phalaenopsis orchid seen from the front. */
function orchid(sc, r, color, lip = C.magenta) {
  const rng = sc.rng;
  const g = sc.rad(
    [
      [0, darken(color, 0.12)],
      [0.55, color],
      [1, lighten(color, 0.25)],
    ],
    0.5,
    1,
    1,
  );
  let s = '';
  for (const a of [0, 125, 235]) {
    s += `<path d="${petalPointed(r * 0.92, r * 0.24)}" transform="rotate(${f(a + rng.float(-5, 5))})" fill="${g}" stroke="${darken(color, 0.25)}" stroke-opacity=".25" stroke-width="${f(Math.max(0.5, r * 0.012))}"/>`;
  }
  for (const a of [62, 298]) {
    s += `<path d="${petalRound(r * 0.95, r * 0.56)}" transform="rotate(${f(a + rng.float(-5, 5))})" fill="${g}" stroke="${darken(color, 0.25)}" stroke-opacity=".25" stroke-width="${f(Math.max(0.5, r * 0.012))}"/>`;
  }
  // veins
  let v = '';
  for (const a of [55, 65, 75, 285, 295, 305]) {
    const x = Math.sin(a * DEG) * r * 0.55;
    const y = -Math.cos(a * DEG) * r * 0.55;
    v += `M0 0L${f(x)} ${f(y)}`;
  }
  s += `<path d="${v}" stroke="${darken(lip, 0.1)}" stroke-opacity=".25" stroke-width="${f(Math.max(0.5, r * 0.015))}"/>`;
  // lip
  s += `<path d="M0 ${f(r * 0.05)}C${f(r * 0.35)} ${f(r * 0.05)} ${f(r * 0.3)} ${f(r * 0.45)} 0 ${f(r * 0.58)}C${f(-r * 0.3)} ${f(r * 0.45)} ${f(-r * 0.35)} ${f(r * 0.05)} 0 ${f(r * 0.05)}Z" fill="${lip}"/>`;
  s += `<path d="M${f(-r * 0.12)} ${f(r * 0.02)}C${f(-r * 0.35)} ${f(-r * 0.1)} ${f(-r * 0.32)} ${f(r * 0.25)} ${f(-r * 0.08)} ${f(r * 0.18)}Z" fill="${darken(lip, 0.1)}"/>`;
  s += `<path d="M${f(r * 0.12)} ${f(r * 0.02)}C${f(r * 0.35)} ${f(-r * 0.1)} ${f(r * 0.32)} ${f(r * 0.25)} ${f(r * 0.08)} ${f(r * 0.18)}Z" fill="${darken(lip, 0.1)}"/>`;
  s += `<ellipse cx="0" cy="${f(-r * 0.04)}" rx="${f(r * 0.09)}" ry="${f(r * 0.13)}" fill="#fff6d8"/>`;
  s += `<circle cx="0" cy="${f(r * 0.1)}" r="${f(r * 0.05)}" fill="${C.yellow}"/>`;
  return s;
}

function lily(sc, r, color, { spots = false, stripe = null } = {}) {
  const rng = sc.rng;
  const g = sc.lin(
    [
      [0, stripe ?? mix(color, '#b9d37a', 0.35)],
      [0.35, color],
      [1, lighten(color, 0.2)],
    ],
    0,
    1,
    0,
    0,
  );
  const gBack = sc.lin(
    [
      [0, mix(darken(color, 0.15), '#b9d37a', 0.3)],
      [1, darken(color, 0.08)],
    ],
    0,
    1,
    0,
    0,
  );
  const off = rng.float(0, 60);
  let s = '';
  for (let k = 0; k < 2; k++) {
    for (let i = 0; i < 3; i++) {
      const a = off + i * 120 + k * 60 + rng.float(-6, 6);
      const L = r * (k ? 0.98 : 1.02);
      s += `<g transform="rotate(${f(a)})"><path d="${petalPointed(L, r * 0.27)}" fill="${k ? g : gBack}" stroke="${darken(color, 0.3)}" stroke-opacity=".25" stroke-width="${f(Math.max(0.5, r * 0.01))}"/>`;
      s += `<path d="M0 ${f(-r * 0.05)}Q${f(r * 0.02)} ${f(-L * 0.5)} 0 ${f(-L * 0.82)}" stroke="${stripe ?? darken(color, 0.12)}" stroke-opacity=".45" stroke-width="${f(Math.max(0.6, r * 0.025))}" fill="none"/>`;
      if (spots) {
        let d = '';
        for (let j = 0; j < 7; j++) {
          const y = -L * rng.float(0.12, 0.5);
          const x = rng.float(-1, 1) * r * 0.1;
          const sz = r * 0.018;
          d += `M${f(x - sz)} ${f(y)}a${f(sz)} ${f(sz)} 0 1 0 ${f(sz * 2)} 0a${f(sz)} ${f(sz)} 0 1 0 ${f(-sz * 2)} 0`;
        }
        s += `<path d="${d}" fill="${darken(color, 0.45)}"/>`;
      }
      s += '</g>';
    }
  }
  // stamens
  let st = '';
  let an = '';
  for (let i = 0; i < 6; i++) {
    const a = (off + 30 + i * 60 + rng.float(-10, 10)) * DEG;
    const x = Math.sin(a) * r * 0.48;
    const y = -Math.cos(a) * r * 0.48;
    st += `M0 0Q${f(x * 0.4)} ${f(y * 0.6)} ${f(x)} ${f(y)}`;
    an += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.06)}" ry="${f(r * 0.028)}" transform="rotate(${f(a / DEG + 90)} ${f(x)} ${f(y)})" fill="#8a3a16"/>`;
  }
  s += `<path d="${st}" stroke="#c9d98d" stroke-width="${f(Math.max(0.6, r * 0.018))}" fill="none"/>${an}`;
  s += `<circle r="${f(r * 0.05)}" fill="#9bb55a"/>`;
  return s;
}

function hydrangea(sc, r, color) {
  const rng = sc.rng;
  let s = `<circle r="${f(r * 0.92)}" fill="${darken(color, 0.25)}"/>`;
  const pts = [];
  for (let tries = 0; tries < 260 && pts.length < 34; tries++) {
    const a = rng.float(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.8;
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    if (pts.every((p) => Math.hypot(p[0] - x, p[1] - y) > r * 0.22)) pts.push([x, y]);
  }
  pts.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of pts) {
    const c = vary(rng, color, 0.14);
    const g = sc.lin(
      [
        [0, darken(c, 0.2)],
        [1, lighten(c, 0.25)],
      ],
      0,
      1,
      0,
      0,
    );
    const fr = r * 0.19;
    let fl = '';
    const off = rng.float(0, 90);
    for (let i = 0; i < 4; i++)
      fl += `<path d="${petalRound(fr, fr * 0.62)}" transform="rotate(${f(off + i * 90)})" fill="${g}" stroke="${darken(c, 0.3)}" stroke-opacity=".25" stroke-width=".6"/>`;
    fl += `<circle r="${f(fr * 0.14)}" fill="${darken(c, 0.3)}"/>`;
    s += place(x, y, fl);
  }
  return s;
}

function babysBreath(sc, r) {
  const rng = sc.rng;
  let stems = '';
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const a = rng.float(-170, -10) * DEG;
    const L = r * rng.float(0.5, 1);
    const x = Math.cos(a) * L;
    const y = Math.sin(a) * L;
    stems += `M0 ${f(r * 0.3)}Q${f(x * 0.3)} ${f(y * 0.4)} ${f(x)} ${f(y)}`;
    for (let j = 0; j < 6; j++) {
      const t = rng.float(0.5, 1.1);
      const dx = x * t + rng.float(-1, 1) * r * 0.18;
      const dy = y * t + rng.float(-1, 1) * r * 0.18;
      const sz = r * rng.float(0.035, 0.06);
      dots += `M${f(dx - sz)} ${f(dy)}a${f(sz)} ${f(sz)} 0 1 0 ${f(sz * 2)} 0a${f(sz)} ${f(sz)} 0 1 0 ${f(-sz * 2)} 0`;
    }
  }
  return `<path d="${stems}" stroke="#7d9a64" stroke-width="${f(Math.max(0.6, r * 0.02))}" fill="none"/><path d="${dots}" fill="#d9d4c8" transform="translate(0.8 0.8)"/><path d="${dots}" fill="#fdfcf8"/>`;
}

function eucalyptus(sc, len, { color = '#8fae9e' } = {}) {
  const rng = sc.rng;
  let s = `<path d="M0 0Q${f(len * 0.08)} ${f(-len * 0.5)} 0 ${f(-len)}" stroke="#7b6a5a" stroke-width="${f(Math.max(0.8, len * 0.012))}" fill="none"/>`;
  const n = 7;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.5);
    const y = -len * t;
    const x = len * 0.08 * 4 * t * (1 - t) * 0.5;
    const sz = len * (0.13 - t * 0.06);
    const side = i % 2 ? 1 : -1;
    const c = vary(rng, color, 0.1);
    s += `<ellipse cx="${f(x + side * sz * 0.8)}" cy="${f(y)}" rx="${f(sz)}" ry="${f(sz * 0.82)}" fill="${sc.rad(
      [
        [0, lighten(c, 0.25)],
        [1, darken(c, 0.12)],
      ],
      0.4,
      0.35,
      0.7,
    )}" stroke="${darken(c, 0.25)}" stroke-opacity=".35" stroke-width=".7"/>`;
  }
  return s;
}

/** Tulip head, side view, base of the cup at the origin. */
function tulip(sc, r, color) {
  const back = darken(color, 0.25);
  const g = sc.lin(
    [
      [0, darken(color, 0.2)],
      [0.6, color],
      [1, lighten(color, 0.22)],
    ],
    0,
    1,
    0,
    0,
  );
  const g2 = sc.lin(
    [
      [0, darken(color, 0.05)],
      [1, lighten(color, 0.35)],
    ],
    0,
    1,
    1,
    0,
  );
  let s = `<path d="M${f(-r * 0.5)} ${f(-r * 0.2)}C${f(-r * 0.6)} ${f(-r * 0.8)} ${f(-r * 0.25)} ${f(-r * 1.25)} 0 ${f(-r * 1.3)}C${f(r * 0.25)} ${f(-r * 1.25)} ${f(r * 0.6)} ${f(-r * 0.8)} ${f(r * 0.5)} ${f(-r * 0.2)}C${f(r * 0.4)} ${f(r * 0.15)} ${f(-r * 0.4)} ${f(r * 0.15)} ${f(-r * 0.5)} ${f(-r * 0.2)}Z" fill="${back}"/>`;
  s += `<path d="M${f(-r * 0.56)} ${f(-r * 0.3)}C${f(-r * 0.68)} ${f(-r * 0.85)} ${f(-r * 0.38)} ${f(-r * 1.15)} ${f(-r * 0.16)} ${f(-r * 1.25)}C${f(-r * 0.05)} ${f(-r * 0.8)} ${f(r * 0.18)} ${f(-r * 0.3)} ${f(r * 0.28)} ${f(r * 0.08)}C${f(-r * 0.05)} ${f(r * 0.16)} ${f(-r * 0.46)} ${f(r * 0.06)} ${f(-r * 0.56)} ${f(-r * 0.3)}Z" fill="${g}"/>`;
  s += `<path d="M${f(r * 0.56)} ${f(-r * 0.3)}C${f(r * 0.68)} ${f(-r * 0.85)} ${f(r * 0.38)} ${f(-r * 1.15)} ${f(r * 0.16)} ${f(-r * 1.25)}C${f(r * 0.05)} ${f(-r * 0.8)} ${f(-r * 0.18)} ${f(-r * 0.3)} ${f(-r * 0.28)} ${f(r * 0.08)}C${f(r * 0.05)} ${f(r * 0.16)} ${f(r * 0.46)} ${f(r * 0.06)} ${f(r * 0.56)} ${f(-r * 0.3)}Z" fill="${g}"/>`;
  s += `<path d="M0 ${f(-r * 1.12)}C${f(r * 0.34)} ${f(-r * 0.92)} ${f(r * 0.42)} ${f(-r * 0.35)} ${f(r * 0.33)} ${f(-r * 0.02)}C${f(r * 0.2)} ${f(r * 0.16)} ${f(-r * 0.2)} ${f(r * 0.16)} ${f(-r * 0.33)} ${f(-r * 0.02)}C${f(-r * 0.42)} ${f(-r * 0.35)} ${f(-r * 0.34)} ${f(-r * 0.92)} 0 ${f(-r * 1.12)}Z" fill="${g2}"/>`;
  s += `<path d="M0 ${f(-r * 1.0)}Q${f(r * 0.05)} ${f(-r * 0.5)} 0 ${f(r * 0.05)}" stroke="${lighten(color, 0.4)}" stroke-opacity=".35" stroke-width="${f(Math.max(0.6, r * 0.04))}" fill="none"/>`;
  return s;
}

/** Spathiphyllum (peace lily) spathe, base at the origin. */
function spathe(sc, r) {
  const g = sc.lin(
    [
      [0, '#dfe8cf'],
      [0.4, '#fbfbf6'],
      [1, '#ffffff'],
    ],
    0,
    1,
    0,
    0,
  );
  return `<path d="${petalPointed(r * 1.3, r * 0.42)}" fill="${g}" stroke="#c9cdb8" stroke-width=".8"/><path d="M0 ${f(-r * 0.15)}L0 ${f(-r * 0.65)}" stroke="#efe2a0" stroke-width="${f(r * 0.14)}" stroke-linecap="round"/>`;
}

const BLOOMS = {
  rose: { draw: (sc, r, c) => rose(sc, r, c), size: 0.22 },
  rosebud: { draw: (sc, r, c) => rose(sc, r, c, { layers: 3, open: 0.85 }), size: 0.15 },
  peony: { draw: (sc, r, c) => peony(sc, r, c), size: 0.28 },
  sunflower: { draw: (sc, r) => sunflower(sc, r), size: 0.3 },
  daisy: { draw: (sc, r, c) => daisy(sc, r, c), size: 0.18 },
  gerbera: { draw: (sc, r, c) => daisy(sc, r, c, { center: '#5a3a16', ring: '#e9c24a', petals: 26 }), size: 0.25 },
  chrysanthemum: { draw: (sc, r, c) => chrysanthemum(sc, r, c), size: 0.22 },
  carnation: { draw: (sc, r, c) => carnation(sc, r, c), size: 0.19 },
  lily: { draw: (sc, r, c) => lily(sc, r, c), size: 0.34 },
  stargazer: { draw: (sc, r, c) => lily(sc, r, c, { spots: true, stripe: '#f6e9ef' }), size: 0.34 },
  hydrangea: { draw: (sc, r, c) => hydrangea(sc, r, c), size: 0.34 },
  orchid: { draw: (sc, r, c) => orchid(sc, r, c), size: 0.2 },
  tulip: { draw: (sc, r, c) => tulip(sc, r, c), size: 0.22, side: true },
};

// ---------------------------------------------------------------------------
// Backgrounds, surfaces, overlays
// ---------------------------------------------------------------------------

function backdrop(sc, name, { bokeh = 16 } = {}) {
  const p = BACKDROPS[name];
  const { w, h, rng } = sc;
  let s = `<rect width="${w}" height="${h}" fill="${sc.lin([
    [0, p.top],
    [1, p.bottom],
  ])}"/>`;
  let b = '';
  for (let i = 0; i < bokeh; i++) {
    const r = w * rng.float(0.03, 0.13);
    b += `<circle cx="${f(rng.float(0, w))}" cy="${f(rng.float(0, h * 0.85))}" r="${f(r)}" fill="${rng.pick(p.bokeh)}" opacity="${rng.float(0.25, 0.7).toFixed(2)}"/>`;
  }
  s += `<g filter="${sc.blur(w * 0.03)}">${b}</g>`;
  return s;
}

/** Out-of-focus blooms in the background for depth. */
function blurredBlooms(
  sc,
  count,
  colors,
  { y0 = 0, y1 = 0.6, size = [0.06, 0.12], blur = 0.018, opacity = 0.55 } = {},
) {
  const { w, h, rng } = sc;
  let s = '';
  for (let i = 0; i < count; i++) {
    const r = w * rng.float(size[0], size[1]);
    const kind = rng.pick(['rose', 'peony', 'daisy', 'hydrangea']);
    s += place(rng.float(0, w), rng.float(h * y0, h * y1), BLOOMS[kind].draw(sc, r, rng.pick(colors)));
  }
  return `<g filter="${sc.blur(w * blur)}" opacity="${opacity}">${s}</g>`;
}

function vignette(sc, strength = 0.28) {
  return `<rect width="${sc.w}" height="${sc.h}" fill="${sc.rad(
    [
      [0, '#000', 0],
      [0.65, '#000', 0],
      [1, '#1a0f0a', strength],
    ],
    0.5,
    0.5,
    0.75,
  )}"/>`;
}

function windowLight(sc, x = 0.15, y = 0.1, strength = 0.55) {
  return `<rect width="${sc.w}" height="${sc.h}" fill="${sc.rad(
    [
      [0, '#fffaf0', strength],
      [1, '#fffaf0', 0],
    ],
    x,
    y,
    0.7,
  )}"/>`;
}

function table(sc, y, kind = 'wood') {
  const { w, h, rng } = sc;
  if (kind === 'wood') {
    let s = `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${sc.lin([
      [0, '#b98a5e'],
      [1, '#8a5f3c'],
    ])}"/>`;
    let d = '';
    for (let i = 0; i < 14; i++) {
      const yy = y + rng.float(0.05, 1) * (h - y);
      d += `M0 ${f(yy)}C${f(w * 0.3)} ${f(yy + rng.float(-6, 6))} ${f(w * 0.6)} ${f(yy + rng.float(-6, 6))} ${w} ${f(yy + rng.float(-4, 4))}`;
    }
    s += `<path d="${d}" stroke="#6b4529" stroke-opacity=".25" stroke-width="1.5" fill="none"/>`;
    s += `<rect y="${f(y)}" width="${w}" height="4" fill="#d8b48c" opacity=".6"/>`;
    return s;
  }
  if (kind === 'marble') {
    let s = `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${sc.lin([
      [0, '#f4f2ef'],
      [1, '#dedad4'],
    ])}"/>`;
    let d = '';
    for (let i = 0; i < 6; i++) {
      let x = rng.float(0, w);
      let yy = y;
      d += `M${f(x)} ${f(yy)}`;
      while (yy < h) {
        x += rng.float(-40, 60);
        yy += rng.float(15, 40);
        d += `L${f(x)} ${f(yy)}`;
      }
    }
    s += `<path d="${d}" stroke="#b9b3aa" stroke-opacity=".35" stroke-width="1.2" fill="none" filter="${sc.blur(1)}"/>`;
    return s;
  }
  // linen table cloth
  return `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${sc.lin([
    [0, '#fbf8f3'],
    [1, '#e8e0d4'],
  ])}"/><rect y="${f(y)}" width="${w}" height="3" fill="#fff" opacity=".7"/>`;
}

function groundShadow(sc, x, y, rx, ry, op = 0.3) {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#2a1a10" opacity="${op}" filter="${sc.blur(ry * 0.6)}"/>`;
}

// ---------------------------------------------------------------------------
// Arrangements
// ---------------------------------------------------------------------------

/**
 * Packs bloom heads in an ellipse (a dome of flowers seen from the front)
 * and returns them sorted back-to-front.
 */
function packHeads(sc, cx, cy, rx, ry, mix, { max = 40, tries = 1500, overlap = 0.68 } = {}) {
  const rng = sc.rng;
  const R = Math.max(rx, ry);
  const heads = [];
  for (let t = 0; t < tries && heads.length < max; t++) {
    const a = rng.float(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry;
    const m = rng.weighted(mix);
    const size = R * (m.size ?? BLOOMS[m.type].size) * rng.float(0.85, 1.12);
    if (heads.every((hd) => Math.hypot(hd.x - x, hd.y - y) > (hd.size + size) * overlap)) {
      heads.push({ x, y, size, type: m.type, color: vary(rng, rng.pick(m.colors ?? [C.white]), 0.06), d, a });
    }
  }
  heads.sort((p, q) => p.y - q.y);
  return heads;
}

function drawHeads(sc, heads, { shadow = true } = {}) {
  let s = '';
  for (const hd of heads) {
    const spec = BLOOMS[hd.type];
    const squash = spec.side ? 1 : 1 - 0.3 * hd.d * hd.d;
    // side-view blooms lean outwards; face-on blooms get a random spin
    const rot = spec.side ? Math.cos(hd.a) * hd.d * 35 : sc.rng.float(0, 360);
    const body = spec.draw(sc, hd.size, hd.color);
    s += `<g${shadow ? ` filter="${sc.shadow(hd.size * 0.06, hd.size * 0.08, 0.3)}"` : ''}>${place(hd.x, hd.y, body, { rot, squash, squashAngle: hd.a / DEG })}</g>`;
  }
  return s;
}

function greeneryRing(
  sc,
  cx,
  cy,
  rx,
  ry,
  count,
  { eucalyptusShare = 0.4, leafColor = C.leaf, len = Math.max(rx, ry) } = {},
) {
  const rng = sc.rng;
  let s = '';
  for (let i = 0; i < count; i++) {
    const a = rng.float(-200, 20) * DEG;
    const x = cx + Math.cos(a) * rx * 0.55;
    const y = cy + Math.sin(a) * ry * 0.55;
    const ang = a / DEG + 90 + rng.float(-15, 15);
    if (rng.chance(eucalyptusShare)) {
      s += place(x, y, eucalyptus(sc, len * rng.float(0.7, 0.95)), { rot: ang });
    } else {
      s += leaf(sc, x, y, len * rng.float(0.55, 0.8), len * rng.float(0.1, 0.15), ang, leafColor);
    }
  }
  return s;
}

/** Dense dark greenery behind a dome of blooms, so gaps read as depth. */
function foliageBase(sc, cx, cy, rx, ry, n = 18) {
  const rng = sc.rng;
  let s = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.9)}" ry="${f(ry * 0.88)}" fill="#2b4628" filter="${sc.blur(Math.min(rx, ry) * 0.06)}"/>`;
  const len = Math.min(rx, ry) * 0.42;
  for (let i = 0; i < n; i++) {
    const a = rng.float(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.85;
    s += leaf(
      sc,
      cx + Math.cos(a) * rx * d,
      cy + Math.sin(a) * ry * d,
      len * rng.float(0.8, 1.2),
      len * 0.3,
      rng.float(0, 360),
      '#3a6234',
    );
  }
  return s;
}

function bow(sc, x, y, s, color) {
  const g = sc.lin(
    [
      [0, lighten(color, 0.25)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    0,
    1,
  );
  const dk = darken(color, 0.3);
  let o = '';
  o += `<path d="M${f(x)} ${f(y)}L${f(x - s * 0.7)} ${f(y + s * 1.9)}L${f(x - s * 0.45)} ${f(y + s * 1.72)}L${f(x - s * 0.32)} ${f(y + s * 1.98)}L${f(x + s * 0.1)} ${f(y + s * 0.2)}Z" fill="${g}" stroke="${dk}" stroke-opacity=".4"/>`;
  o += `<path d="M${f(x)} ${f(y)}L${f(x + s * 0.75)} ${f(y + s * 1.8)}L${f(x + s * 0.5)} ${f(y + s * 1.7)}L${f(x + s * 0.42)} ${f(y + s * 1.95)}L${f(x - s * 0.1)} ${f(y + s * 0.2)}Z" fill="${g}" stroke="${dk}" stroke-opacity=".4"/>`;
  o += `<path d="M${f(x)} ${f(y)}C${f(x - s * 1.5)} ${f(y - s * 1.0)} ${f(x - s * 1.6)} ${f(y + s * 0.7)} ${f(x)} ${f(y)}Z" fill="${g}" stroke="${dk}" stroke-opacity=".45"/>`;
  o += `<path d="M${f(x)} ${f(y)}C${f(x + s * 1.5)} ${f(y - s * 1.0)} ${f(x + s * 1.6)} ${f(y + s * 0.7)} ${f(x)} ${f(y)}Z" fill="${g}" stroke="${dk}" stroke-opacity=".45"/>`;
  o += `<path d="M${f(x - s * 0.2)} ${f(y - s * 0.05)}C${f(x - s * 0.9)} ${f(y - s * 0.5)} ${f(x - s * 1.0)} ${f(y + s * 0.3)} ${f(x - s * 0.2)} ${f(y + s * 0.05)}" fill="none" stroke="${dk}" stroke-opacity=".35" stroke-width="${f(s * 0.08)}"/>`;
  o += `<path d="M${f(x + s * 0.2)} ${f(y - s * 0.05)}C${f(x + s * 0.9)} ${f(y - s * 0.5)} ${f(x + s * 1.0)} ${f(y + s * 0.3)} ${f(x + s * 0.2)} ${f(y + s * 0.05)}" fill="none" stroke="${dk}" stroke-opacity=".35" stroke-width="${f(s * 0.08)}"/>`;
  o += `<rect x="${f(x - s * 0.22)}" y="${f(y - s * 0.2)}" width="${f(s * 0.44)}" height="${f(s * 0.42)}" rx="${f(s * 0.12)}" fill="${darken(color, 0.1)}"/>`;
  return o;
}

/**
 * A hand-tied bouquet in wrapping paper with a ribbon bow.
 * (cx, cy) is the centre of the flower dome, R its radius.
 */
function bouquet(sc, cx, cy, R, opts) {
  const rng = sc.rng;
  const paper = opts.paper ?? ['#f3d6dc', '#fbf5ef'];
  const ribbon = opts.ribbon ?? '#d65a7c';
  const neckY = cy + R * 1.38;
  let s = '';
  // back sheets of paper fanning out behind the flowers
  paper.forEach((pc, idx) => {
    const spread = 1.3 - idx * 0.12;
    const top = cy - R * (1.05 - idx * 0.1);
    const pts = [];
    const n = 5;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = cx + (t - 0.5) * 2 * R * spread;
      const y = top + Math.pow(Math.abs(t - 0.5) * 2, 2) * R * 0.55 + (i % 2 ? R * 0.12 : 0);
      pts.push([x, y]);
    }
    let d = `M${f(cx - R * 0.18)} ${f(neckY)}L${f(pts[0][0])} ${f(pts[0][1] + R * 0.2)}`;
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1];
      const [x1, y1] = pts[i];
      d += `Q${f((x0 + x1) / 2)} ${f(Math.min(y0, y1) - R * 0.12)} ${f(x1)} ${f(y1)}`;
    }
    d += `L${f(cx + R * 0.18)} ${f(neckY)}Z`;
    s += `<path d="${d}" fill="${sc.lin([
      [0, lighten(pc, 0.25)],
      [1, darken(pc, 0.12)],
    ])}" stroke="${darken(pc, 0.2)}" stroke-opacity=".35" stroke-width="1.2"/>`;
  });
  // greenery
  s += greeneryRing(sc, cx, cy, R * 1.2, R * 1.05, opts.greens ?? 12, { eucalyptusShare: opts.eucalyptus ?? 0.45 });
  // fillers
  if (opts.filler !== false) {
    for (let i = 0; i < (opts.fillerCount ?? 6); i++) {
      const a = rng.float(0, Math.PI * 2);
      const d = rng.float(0.55, 0.95);
      s += place(cx + Math.cos(a) * R * d, cy + Math.sin(a) * R * d * 0.8, babysBreath(sc, R * 0.3));
    }
  }
  s += foliageBase(sc, cx, cy, R * 0.82, R * 0.68);
  // fill the dome: the number of heads follows from their size
  const heads = packHeads(sc, cx, cy, R, R * 0.82, opts.flowers, { max: Math.max(opts.max ?? 0, 40) });
  s += drawHeads(sc, heads);
  // front wrapping cone
  const front = paper[0];
  const inner = paper[1] ?? lighten(front, 0.3);
  const cone = (topY, wTop, dip) =>
    `M${f(cx - wTop)} ${f(topY)}Q${f(cx)} ${f(topY + dip)} ${f(cx + wTop)} ${f(topY)}L${f(cx + R * 0.17)} ${f(neckY)}L${f(cx + R * 0.32)} ${f(cy + R * 2.02)}Q${f(cx)} ${f(cy + R * 2.1)} ${f(cx - R * 0.32)} ${f(cy + R * 2.02)}L${f(cx - R * 0.17)} ${f(neckY)}Z`;
  s += `<path d="${cone(cy + R * 0.32, R * 0.98, R * 0.3)}" fill="${sc.lin(
    [
      [0, darken(inner, 0.1)],
      [0.5, lighten(inner, 0.2)],
      [1, darken(inner, 0.12)],
    ],
    0,
    0,
    1,
    0,
  )}" stroke="${darken(inner, 0.2)}" stroke-opacity=".4"/>`;
  s += `<path d="${cone(cy + R * 0.5, R * 0.9, R * 0.36)}" fill="${sc.lin(
    [
      [0, darken(front, 0.22)],
      [0.45, lighten(front, 0.15)],
      [0.7, front],
      [1, darken(front, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )}" stroke="${darken(front, 0.3)}" stroke-opacity=".4"/>`;
  let folds = '';
  for (const t of [-0.55, -0.2, 0.25, 0.6]) {
    folds += `M${f(cx + t * R * 0.85)} ${f(cy + R * 0.62)}L${f(cx + t * R * 0.15)} ${f(neckY)}`;
  }
  s += `<path d="${folds}" stroke="${darken(front, 0.3)}" stroke-opacity=".22" stroke-width="${f(R * 0.015)}" fill="none"/>`;
  s += `<path d="${folds}" stroke="#fff" stroke-opacity=".25" stroke-width="${f(R * 0.01)}" fill="none" transform="translate(${f(R * 0.02)} 0)"/>`;
  // ribbon band and bow
  s += `<path d="M${f(cx - R * 0.19)} ${f(neckY - R * 0.05)}L${f(cx + R * 0.19)} ${f(neckY - R * 0.05)}L${f(cx + R * 0.2)} ${f(neckY + R * 0.06)}L${f(cx - R * 0.2)} ${f(neckY + R * 0.06)}Z" fill="${ribbon}"/>`;
  s += bow(sc, cx, neckY, R * 0.2, ribbon);
  return s;
}

function vase(sc, cx, baseY, kind, { w = 150, h = 200, color = '#e9e4dc' } = {}) {
  const top = baseY - h;
  if (kind === 'glass') {
    const body = `M${f(cx - w / 2)} ${f(top)}L${f(cx - w / 2)} ${f(baseY - 12)}Q${f(cx - w / 2)} ${f(baseY)} ${f(cx - w / 2 + 12)} ${f(baseY)}L${f(cx + w / 2 - 12)} ${f(baseY)}Q${f(cx + w / 2)} ${f(baseY)} ${f(cx + w / 2)} ${f(baseY - 12)}L${f(cx + w / 2)} ${f(top)}Z`;
    return {
      back: '',
      front: `<path d="${body}" fill="#e9f2f0" fill-opacity=".28" stroke="#ffffff" stroke-opacity=".75" stroke-width="2.5"/><rect x="${f(cx - w / 2 + 2)}" y="${f(top + h * 0.35)}" width="${f(w - 4)}" height="${f(h * 0.65 - 4)}" fill="#b9d6cc" opacity=".28"/><path d="M${f(cx - w / 2 + 2)} ${f(top + h * 0.35)}L${f(cx + w / 2 - 2)} ${f(top + h * 0.35)}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><rect x="${f(cx - w / 2 + 10)}" y="${f(top + 8)}" width="${f(w * 0.08)}" height="${f(h - 24)}" rx="4" fill="#fff" opacity=".45"/><rect x="${f(cx + w / 2 - w * 0.16)}" y="${f(top + 14)}" width="${f(w * 0.04)}" height="${f(h - 34)}" rx="3" fill="#fff" opacity=".3"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(w * 0.07)}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>`,
      mouth: [cx, top],
      inside: true,
    };
  }
  if (kind === 'bowl') {
    const d = `M${f(cx - w / 2)} ${f(top)}Q${f(cx - w * 0.48)} ${f(baseY - h * 0.1)} ${f(cx - w * 0.18)} ${f(baseY - h * 0.12)}L${f(cx - w * 0.14)} ${f(baseY)}L${f(cx + w * 0.14)} ${f(baseY)}L${f(cx + w * 0.18)} ${f(baseY - h * 0.12)}Q${f(cx + w * 0.48)} ${f(baseY - h * 0.1)} ${f(cx + w / 2)} ${f(top)}Z`;
    return {
      back: '',
      front: `<path d="${d}" fill="${sc.lin(
        [
          [0, darken(color, 0.2)],
          [0.4, lighten(color, 0.2)],
          [1, darken(color, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(h * 0.08)}" fill="${darken(color, 0.1)}"/>`,
      mouth: [cx, top],
    };
  }
  // ceramic bulb vase
  const d = `M${f(cx - w * 0.22)} ${f(top)}C${f(cx - w * 0.2)} ${f(top + h * 0.2)} ${f(cx - w * 0.62)} ${f(top + h * 0.35)} ${f(cx - w * 0.5)} ${f(top + h * 0.75)}C${f(cx - w * 0.44)} ${f(baseY - h * 0.05)} ${f(cx - w * 0.3)} ${f(baseY)} ${f(cx - w * 0.25)} ${f(baseY)}L${f(cx + w * 0.25)} ${f(baseY)}C${f(cx + w * 0.3)} ${f(baseY)} ${f(cx + w * 0.44)} ${f(baseY - h * 0.05)} ${f(cx + w * 0.5)} ${f(top + h * 0.75)}C${f(cx + w * 0.62)} ${f(top + h * 0.35)} ${f(cx + w * 0.2)} ${f(top + h * 0.2)} ${f(cx + w * 0.22)} ${f(top)}Z`;
  return {
    back: '',
    front: `<path d="${d}" fill="${sc.lin(
      [
        [0, darken(color, 0.28)],
        [0.35, lighten(color, 0.25)],
        [0.6, color],
        [1, darken(color, 0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w * 0.22)}" ry="${f(w * 0.05)}" fill="${darken(color, 0.35)}"/><path d="M${f(cx - w * 0.3)} ${f(top + h * 0.4)}Q${f(cx - w * 0.38)} ${f(top + h * 0.6)} ${f(cx - w * 0.3)} ${f(top + h * 0.82)}" stroke="#fff" stroke-opacity=".35" stroke-width="${f(w * 0.05)}" fill="none" stroke-linecap="round"/>`,
    mouth: [cx, top],
  };
}

/** A dome of blooms sitting in a vase on a table. */
function vaseArrangement(sc, opts) {
  const { w, h, rng } = sc;
  const tableY = opts.tableY ?? h * 0.78;
  const cx = opts.cx ?? w / 2;
  const v = vase(sc, cx, tableY + (opts.vaseDrop ?? 30), opts.vase, opts.vaseOpts);
  const R = opts.R ?? 170;
  const domeY = v.mouth[1] - R * 0.55;
  let s = groundShadow(sc, cx + 20, tableY + (opts.vaseDrop ?? 30), (opts.vaseOpts?.w ?? 150) * 0.7, 14);
  const heads = packHeads(sc, cx, domeY, R, R * 0.75, opts.flowers, { max: opts.max ?? 24 });
  // stems from the mouth to each head
  let stems = '';
  for (const hd of heads)
    stems += stemPath(
      cx + rng.float(-14, 14),
      v.mouth[1] + (v.inside ? (opts.vaseOpts?.h ?? 200) * 0.9 : 10),
      hd.x,
      hd.y,
      rng.float(-20, 20),
      4,
      darken(C.stem, 0.1),
    );
  s += stems;
  s += greeneryRing(sc, cx, domeY + R * 0.2, R * 1.2, R * 0.95, opts.greens ?? 10, {
    eucalyptusShare: opts.eucalyptus ?? 0.5,
    len: R * 0.95,
  });
  if (opts.foliage !== false) s += foliageBase(sc, cx, domeY, R * 0.9, R * 0.68);
  if (opts.filler)
    for (let i = 0; i < 5; i++)
      s += place(cx + rng.float(-1, 1) * R * 0.9, domeY + rng.float(-0.6, 0.5) * R, babysBreath(sc, R * 0.28));
  s += drawHeads(sc, heads);
  s += v.front;
  return s;
}

/** Side-view tulips on long stems fanning out of a vase. */
function tulipVase(sc, opts) {
  const { w, h, rng } = sc;
  const tableY = h * 0.8;
  const cx = w / 2;
  const v = vase(sc, cx, tableY + 25, opts.vase ?? 'glass', { w: 130, h: 190 });
  let s = groundShadow(sc, cx + 20, tableY + 25, 110, 14);
  const n = opts.count ?? 11;
  let stems = '';
  const heads = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n - 0.5;
    const ang = t * 110 + rng.float(-6, 6);
    const L = rng.float(230, 300) * (1 - Math.abs(t) * 0.35);
    const hx = cx + Math.sin(ang * DEG) * L;
    const hy = v.mouth[1] - Math.cos(ang * DEG) * L * 0.95 + 40;
    stems += stemPath(cx + t * 60, tableY + 10, hx, hy, -t * 60, 6, C.stem);
    heads.push({ hx, hy, ang, c: rng.pick(opts.colors) });
  }
  // long tulip leaves
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    s += leaf(sc, cx + side * 20, v.mouth[1] + 30, rng.float(150, 220), 26, side * rng.float(15, 45), '#5b8a4a');
  }
  s += stems;
  heads.sort((a, b) => a.hy - b.hy);
  for (const hd of heads)
    s += `<g filter="${sc.shadow(2, 3, 0.25)}">${place(hd.hx, hd.hy, tulip(sc, 48, vary(rng, hd.c, 0.08)), { rot: hd.ang * 0.8 })}</g>`;
  s += v.front;
  return s;
}

function pot(sc, cx, baseY, w, h, color) {
  const top = baseY - h;
  return `<path d="M${f(cx - w / 2)} ${f(top)}L${f(cx + w / 2)} ${f(top)}L${f(cx + w * 0.38)} ${f(baseY)}L${f(cx - w * 0.38)} ${f(baseY)}Z" fill="${sc.lin(
    [
      [0, darken(color, 0.25)],
      [0.35, lighten(color, 0.2)],
      [1, darken(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/><rect x="${f(cx - w * 0.53)}" y="${f(top - h * 0.12)}" width="${f(w * 1.06)}" height="${f(h * 0.16)}" rx="4" fill="${sc.lin(
    [
      [0, darken(color, 0.2)],
      [0.35, lighten(color, 0.3)],
      [1, darken(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
}

function orchidPlant(
  sc,
  cx,
  baseY,
  { scale = 1, color = C.white, lip = C.magenta, potColor = '#f1ede6', stems = 2 } = {},
) {
  const rng = sc.rng;
  const potW = 150 * scale;
  const potH = 130 * scale;
  let s = groundShadow(sc, cx + 10, baseY, potW * 0.6, 10 * scale);
  // broad leaves at the base
  for (let i = 0; i < 5; i++) {
    const side = i % 2 ? 1 : -1;
    s += leaf(
      sc,
      cx,
      baseY - potH + 10 * scale,
      rng.float(110, 150) * scale,
      40 * scale,
      side * rng.float(55, 80),
      '#3d6b35',
    );
  }
  for (let k = 0; k < stems; k++) {
    const dir = k % 2 ? 1 : -1;
    const sx = cx + dir * 10 * scale;
    const sy = baseY - potH;
    const topX = sx + dir * rng.float(30, 60) * scale;
    const topY = sy - rng.float(260, 300) * scale;
    const endX = topX + dir * rng.float(190, 230) * scale;
    const endY = topY + rng.float(90, 120) * scale;
    s += `<path d="M${f(sx)} ${f(sy)}Q${f(sx + dir * 10 * scale)} ${f(topY + 40 * scale)} ${f(topX)} ${f(topY)}Q${f((topX + endX) / 2)} ${f(topY - 30 * scale)} ${f(endX)} ${f(endY)}" stroke="#5d6b3a" stroke-width="${f(4 * scale)}" fill="none"/>`;
    s += `<path d="M${f(sx - dir * 6 * scale)} ${f(sy)}L${f(topX - dir * 4 * scale)} ${f(topY + 20 * scale)}" stroke="#8d6e4a" stroke-width="${f(3 * scale)}"/>`;
    const n = 6;
    const blooms = [];
    for (let i = 0; i < n; i++) {
      const t = 0.12 + (i / (n - 1)) * 0.88;
      const x = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * ((topX + endX) / 2) + t * t * endX;
      const y = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * (topY - 30 * scale) + t * t * endY;
      blooms.push({ x, y: y + 34 * scale, r: (i < n - 1 ? 52 - i * 4 : 15) * scale, bud: i === n - 1 });
    }
    blooms.reverse();
    for (const b of blooms) {
      s += b.bud
        ? `<ellipse cx="${f(b.x)}" cy="${f(b.y)}" rx="${f(b.r * 0.7)}" ry="${f(b.r)}" fill="${lighten(lip, 0.55)}"/>`
        : `<g filter="${sc.shadow(2, 3, 0.22)}">${place(b.x, b.y, orchid(sc, b.r, vary(rng, color, 0.04), lip), { rot: rng.float(-12, 12) })}</g>`;
    }
  }
  s += pot(sc, cx, baseY, potW, potH, potColor);
  s += `<ellipse cx="${f(cx)}" cy="${f(baseY - potH - 4 * scale)}" rx="${f(potW * 0.46)}" ry="${f(8 * scale)}" fill="#5a3d26"/>`;
  return s;
}

function monsteraLeaf(sc, size, color) {
  const rng = sc.rng;
  const S = (x, y) => `${f(x * size)} ${f(y * size)}`;
  const outline = `M0 0C${S(0.25, 0.22)} ${S(0.95, 0.28)} ${S(1.0, -0.35)}C${S(1.05, -0.95)} ${S(0.5, -1.2)} ${S(0, -1.15)}C${S(-0.5, -1.2)} ${S(-1.05, -0.95)} ${S(-1.0, -0.35)}C${S(-0.95, 0.28)} ${S(-0.25, 0.22)} 0 0Z`;
  const key = `monstera${sc.uid}`;
  const id = sc.def(key, (i) => {
    let cuts = '';
    for (const side of [-1, 1]) {
      for (let k = 0; k < 5; k++) {
        const y0 = -size * (0.12 + k * 0.2 + rng.float(-0.03, 0.03));
        const x0 = side * size * rng.float(0.28, 0.45);
        const a = (5 + k * 9) * DEG;
        const ex = x0 + side * Math.cos(a) * size;
        const ey = y0 - Math.sin(a) * size;
        const half = size * 0.055;
        cuts += `M${f(x0)} ${f(y0)}L${f(ex - Math.sin(a) * half)} ${f(ey - Math.cos(a) * half)}L${f(ex + Math.sin(a) * half)} ${f(ey + Math.cos(a) * half)}Z`;
      }
    }
    const box = `x="${f(-size * 1.3)}" y="${f(-size * 1.4)}" width="${f(size * 2.6)}" height="${f(size * 1.8)}"`;
    return `<mask id="${i}" maskUnits="userSpaceOnUse" ${box}><path d="${outline}" fill="#fff"/><path d="${cuts}" fill="#000"/></mask>`;
  });
  const g = sc.lin(
    [
      [0, darken(color, 0.3)],
      [0.5, color],
      [1, lighten(color, 0.14)],
    ],
    0,
    0,
    1,
    1,
  );
  let veins = '';
  for (let k = 0; k < 5; k++) {
    const y0 = -size * (0.2 + k * 0.2);
    veins += `M0 ${f(y0)}L${f(size * 0.75)} ${f(y0 - size * 0.18)}M0 ${f(y0)}L${f(-size * 0.75)} ${f(y0 - size * 0.18)}`;
  }
  return `<g mask="url(#${id})"><rect x="${f(-size * 1.3)}" y="${f(-size * 1.4)}" width="${f(size * 2.6)}" height="${f(size * 1.8)}" fill="${g}"/><path d="${veins}" stroke="${lighten(color, 0.25)}" stroke-opacity=".3" stroke-width="${f(size * 0.015)}"/><path d="M0 0L0 ${f(-size * 1.12)}" stroke="${lighten(color, 0.35)}" stroke-width="${f(size * 0.03)}"/></g>`;
}

function monsteraPlant(sc, cx, baseY, { potColor = '#d9cbb8' } = {}) {
  const rng = sc.rng;
  let s = groundShadow(sc, cx + 10, baseY, 120, 14);
  const potTop = baseY - 150;
  // [dx, dy, rotation, size] relative to the pot rim, back leaves first
  const layout = [
    [-70, -330, -18, 100],
    [95, -310, 24, 96],
    [-230, -190, -62, 92],
    [215, -170, 66, 94],
    [10, -230, 4, 88],
    [-150, -80, -95, 80],
    [160, -70, 100, 82],
  ];
  for (const [dx, dy, rot, size] of layout) {
    const x = cx + dx + rng.float(-10, 10);
    const y = potTop + dy * 0.88 + rng.float(-10, 10);
    s += `<path d="M${f(cx + dx * 0.08)} ${f(potTop + 10)}Q${f(cx + dx * 0.35)} ${f(y - 30)} ${f(x)} ${f(y)}" stroke="#4f7a3a" stroke-width="5" fill="none"/>`;
    s += `<g filter="${sc.shadow(3, 5, 0.28)}">${place(x, y, monsteraLeaf(sc, size * rng.float(0.95, 1.05), vary(rng, '#2f6b35', 0.1)), { rot: rot + rng.float(-6, 6), squash: rng.float(0.82, 1), squashAngle: rot })}</g>`;
  }
  s += pot(sc, cx, baseY, 190, 150, potColor);
  s += `<ellipse cx="${f(cx)}" cy="${f(potTop - 3)}" rx="88" ry="8" fill="#5a3d26"/>`;
  return s;
}

function peaceLilyPlant(sc, cx, baseY) {
  const rng = sc.rng;
  let s = groundShadow(sc, cx + 10, baseY, 110, 12);
  const potTop = baseY - 130;
  for (let i = 0; i < 12; i++) {
    const ang = rng.float(-75, 75);
    s += leaf(sc, cx + ang * 0.4, potTop + 5, rng.float(160, 230), rng.float(30, 42), ang, '#24552c');
  }
  for (let i = 0; i < 5; i++) {
    const ang = rng.float(-35, 35);
    const L = rng.float(230, 300);
    const x = cx + Math.sin(ang * DEG) * L;
    const y = potTop - Math.cos(ang * DEG) * L;
    s += stemPath(cx, potTop, x, y, ang * 0.3, 4, '#3f6b35');
    s += `<g filter="${sc.shadow(2, 3, 0.2)}">${place(x, y + 5, spathe(sc, 48), { rot: ang * 0.6 })}</g>`;
  }
  s += pot(sc, cx, baseY, 170, 130, '#2f3a44');
  return s;
}

// ---------------------------------------------------------------------------
// Special scenes: flower boards, wreaths, fields, flat lays, the shop
// ---------------------------------------------------------------------------

function flowerBoard(sc, { lines, colors, board = '#fffaf2', ink = '#b0122b', flowers, mourning = false }) {
  const { w, h, rng } = sc;
  let s = backdrop(sc, mourning ? 'sky' : 'sage', { bokeh: 10 });
  // blurred street greenery behind
  let g = '';
  for (let i = 0; i < 14; i++)
    g += `<circle cx="${f(rng.float(0, w))}" cy="${f(rng.float(h * 0.3, h * 0.7))}" r="${f(rng.float(50, 110))}" fill="${rng.pick(['#7fa06a', '#94b27d', '#6b8f5a'])}" opacity=".6"/>`;
  s += `<g filter="${sc.blur(14)}">${g}</g>`;
  s += `<rect y="${f(h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="#b8b2a6"/>`;
  const bx = 90;
  const by = 70;
  const bw = w - 180;
  const bh = 380;
  // legs
  s += `<rect x="${bx + 50}" y="${by + bh - 10}" width="14" height="${f(h - by - bh - 20)}" fill="#7a5a3a"/><rect x="${bx + bw - 64}" y="${by + bh - 10}" width="14" height="${f(h - by - bh - 20)}" fill="#7a5a3a"/>`;
  s += groundShadow(sc, w / 2, h * 0.9, bw * 0.45, 10, 0.25);
  s += `<g filter="${sc.shadow(6, 8, 0.3)}"><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="${board}" stroke="${darken(board, 0.15)}" stroke-width="3"/></g>`;
  // flower border
  const border = [];
  const step = 30;
  for (let x = bx + 10; x <= bx + bw - 10; x += step) {
    border.push([x, by + 12]);
    border.push([x, by + bh - 12]);
  }
  for (let y = by + 12 + step; y < by + bh - 12; y += step) {
    border.push([bx + 12, y]);
    border.push([bx + bw - 12, y]);
  }
  let b = '';
  for (const [x, y] of border)
    b += place(
      x + rng.float(-3, 3),
      y + rng.float(-3, 3),
      rose(sc, 19, vary(rng, rng.pick(colors), 0.06), { layers: 3 }),
    );
  // corner clusters
  for (const [x, y] of [
    [bx + 30, by + 30],
    [bx + bw - 30, by + 30],
    [bx + 30, by + bh - 30],
    [bx + bw - 30, by + bh - 30],
  ]) {
    for (let i = 0; i < 5; i++) {
      const a = rng.float(0, Math.PI * 2);
      b += place(x + Math.cos(a) * 30, y + Math.sin(a) * 24, leafShape(sc, 45, 12, C.leaf), { rot: a / DEG + 90 });
    }
    b += place(x, y, BLOOMS[flowers].draw(sc, 42, rng.pick(colors)));
  }
  s += b;
  // lettering (serif) – typical bunga papan greeting
  const fams = 'DejaVu Serif, Liberation Serif, serif';
  const big = lines[0];
  s += `<text x="${f(w / 2)}" y="${by + 150}" text-anchor="middle" font-family="${fams}" font-weight="bold" font-size="${big.length > 14 ? 44 : 54}" fill="${ink}">${big}</text>`;
  if (lines[1])
    s += `<text x="${f(w / 2)}" y="${by + 215}" text-anchor="middle" font-family="${fams}" font-style="italic" font-size="30" fill="${darken(ink, 0.2)}">${lines[1]}</text>`;
  if (lines[2])
    s += `<text x="${f(w / 2)}" y="${by + 285}" text-anchor="middle" font-family="${fams}" font-weight="bold" font-size="26" fill="#2d2d3a">${lines[2]}</text>`;
  if (lines[3])
    s += `<text x="${f(w / 2)}" y="${by + 325}" text-anchor="middle" font-family="${fams}" font-size="18" fill="#4a4a55">${lines[3]}</text>`;
  // ribbon sash on top-left corner
  s += `<path d="M${bx} ${by + 80}L${bx + 80} ${by}L${bx + 110} ${by}L${bx} ${by + 110}Z" fill="${ink}" opacity=".85"/>`;
  return s;
}

function standingWreath(
  sc,
  { color = C.white, accent = '#f1f1f1', ribbon = '#f7f7f7', text = 'Turut Berduka Cita' } = {},
) {
  const { w, h, rng } = sc;
  let s = backdrop(sc, 'sky', { bokeh: 12 });
  s += `<rect y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="${sc.lin([
    [0, '#cfcac2'],
    [1, '#a9a399'],
  ])}"/>`;
  const cx = w / 2;
  const cy = h * 0.42;
  const R = 175;
  // tripod stand
  s += `<path d="M${f(cx)} ${f(cy + 40)}L${f(cx - 120)} ${f(h * 0.93)}M${f(cx)} ${f(cy + 40)}L${f(cx + 120)} ${f(h * 0.93)}M${f(cx)} ${f(cy + 40)}L${f(cx)} ${f(h * 0.9)}" stroke="#6b4f36" stroke-width="9" stroke-linecap="round"/>`;
  s += groundShadow(sc, cx, h * 0.92, 160, 10, 0.25);
  // inner fabric
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.7)}" fill="${sc.rad([
    [0, '#ffffff'],
    [1, '#e4e6ea'],
  ])}"/>`;
  // leaves behind
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2;
    s += leaf(
      sc,
      cx + Math.cos(a) * R * 0.95,
      cy + Math.sin(a) * R * 0.95,
      70,
      20,
      a / DEG + 90 + rng.float(-20, 20),
      '#3d6b3a',
    );
  }
  // ring of chrysanthemums and roses
  const heads = [];
  for (let ring = 0; ring < 2; ring++) {
    const n = ring ? 16 : 20;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.15;
      const rr = R * (ring ? 0.78 : 0.92);
      heads.push({
        x: cx + Math.cos(a) * rr,
        y: cy + Math.sin(a) * rr,
        size: ring ? 34 : 38,
        type: i % 4 === 0 ? 'rose' : 'chrysanthemum',
        color: i % 4 === 0 ? accent : color,
        d: 0,
        a,
      });
    }
  }
  heads.sort((p, q) => p.y - q.y);
  s += drawHeads(sc, heads);
  // sash across
  s += `<g filter="${sc.shadow(3, 4, 0.25)}"><path d="M${f(cx - R * 1.15)} ${f(cy + R * 0.25)}L${f(cx + R * 1.15)} ${f(cy - R * 0.35)}L${f(cx + R * 1.18)} ${f(cy - R * 0.1)}L${f(cx - R * 1.12)} ${f(cy + R * 0.5)}Z" fill="${ribbon}"/></g>`;
  s += `<text x="${f(cx)}" y="${f(cy + R * 0.12)}" transform="rotate(-15 ${f(cx)} ${f(cy + R * 0.06)})" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif" font-size="26" font-weight="bold" fill="#333842">${text}</text>`;
  return s;
}

function tulipField(sc) {
  const { w, h, rng } = sc;
  let s = `<rect width="${w}" height="${f(h * 0.45)}" fill="${sc.lin([
    [0, '#9cc7e8'],
    [1, '#e6f1f6'],
  ])}"/>`;
  let clouds = '';
  for (let i = 0; i < 6; i++)
    clouds += `<ellipse cx="${f(rng.float(0, w))}" cy="${f(rng.float(30, 140))}" rx="${f(rng.float(60, 130))}" ry="${f(rng.float(18, 30))}" fill="#fff" opacity=".8"/>`;
  s += `<g filter="${sc.blur(10)}">${clouds}</g>`;
  s += `<path d="M0 ${f(h * 0.42)}Q${f(w * 0.3)} ${f(h * 0.33)} ${f(w * 0.55)} ${f(h * 0.4)}T${w} ${f(h * 0.38)}L${w} ${f(h * 0.5)}L0 ${f(h * 0.5)}Z" fill="#8fb088" filter="${sc.blur(3)}"/>`;
  s += `<rect y="${f(h * 0.45)}" width="${w}" height="${f(h * 0.55)}" fill="#5f8f45"/>`;
  // a windmill silhouette
  const mx = w * 0.78;
  const my = h * 0.36;
  s += `<g opacity=".75" filter="${sc.blur(1.2)}"><path d="M${f(mx - 14)} ${f(my + 60)}L${f(mx - 8)} ${f(my)}L${f(mx + 8)} ${f(my)}L${f(mx + 14)} ${f(my + 60)}Z" fill="#7b6a5d"/><g transform="translate(${f(mx)} ${f(my)}) rotate(20)"><rect x="-2" y="-55" width="4" height="110" fill="#6b5a4d"/><rect x="-55" y="-2" width="110" height="4" fill="#6b5a4d"/></g></g>`;
  const rows = ['#e23b4a', '#f7c948', '#f08bb0', '#ffffff', '#f26b3a', '#b25ad1'];
  // stripes from horizon to foreground in perspective
  const vx = w * 0.45;
  const hy = h * 0.45;
  for (let i = -6; i <= 6; i++) {
    const color = rows[(i + 12) % rows.length];
    const x0 = vx + i * 20;
    const x1 = vx + i * 260;
    const x2 = vx + (i + 0.8) * 260;
    const x3 = vx + (i + 0.8) * 20;
    s += `<path d="M${f(x0)} ${f(hy)}L${f(x1)} ${h}L${f(x2)} ${h}L${f(x3)} ${f(hy)}Z" fill="${color}" opacity=".85"/>`;
  }
  // individual tulip heads in the foreground rows
  let front = '';
  for (let y = hy + 30; y < h + 40; y += 18 + (y - hy) * 0.12) {
    const t = (y - hy) / (h - hy);
    const size = 4 + t * 30;
    for (let i = -6; i <= 6; i++) {
      const color = rows[(i + 12) % rows.length];
      const xa = vx + i * (20 + t * 240);
      const xb = vx + (i + 0.8) * (20 + t * 240);
      for (let x = xa + size; x < xb - size * 0.5; x += size * 1.3) {
        front += place(x + rng.float(-2, 2), y + rng.float(-3, 3), tulip(sc, size, vary(rng, color, 0.1)));
      }
    }
  }
  s += front;
  return s;
}

function flatLay(sc, surface = 'marble') {
  const { w, h, rng } = sc;
  let s = table(sc, 0, surface);
  // kraft paper sheet
  s += `<g filter="${sc.shadow(4, 6, 0.25)}"><path d="M${f(w * 0.08)} ${f(h * 0.55)}L${f(w * 0.5)} ${f(h * 0.32)}L${f(w * 0.72)} ${f(h * 0.92)}L${f(w * 0.22)} ${f(h * 1.1)}Z" fill="${sc.lin(
    [
      [0, '#d5b48e'],
      [1, '#c29a70'],
    ],
  )}"/></g>`;
  // twine spool and scissors-like ribbon roll
  s += `<g filter="${sc.shadow(3, 4, 0.3)}"><circle cx="${f(w * 0.85)}" cy="${f(h * 0.78)}" r="46" fill="#c9a27a"/><circle cx="${f(w * 0.85)}" cy="${f(h * 0.78)}" r="16" fill="#8a6a4a"/></g>`;
  let d = '';
  for (let i = 0; i < 6; i++)
    d += `M${f(w * 0.85 - 44)} ${f(h * 0.78 - 30 + i * 12)}Q${f(w * 0.85)} ${f(h * 0.78 - 26 + i * 12)} ${f(w * 0.85 + 44)} ${f(h * 0.78 - 30 + i * 12)}`;
  s += `<path d="${d}" stroke="#a8825c" stroke-width="1.5" fill="none" opacity=".6"/>`;
  s += `<path d="M${f(w * 0.85 - 40)} ${f(h * 0.8)}C${f(w * 0.7)} ${f(h * 0.95)} ${f(w * 0.6)} ${f(h * 0.7)} ${f(w * 0.5)} ${f(h * 0.98)}" stroke="#c8a07a" stroke-width="3" fill="none"/>`;
  // greenery sprigs
  for (let i = 0; i < 9; i++) {
    const x = rng.float(0, w);
    const y = rng.float(0, h);
    if (rng.chance(0.5)) s += place(x, y, eucalyptus(sc, rng.float(120, 180)), { rot: rng.float(0, 360) });
    else s += leaf(sc, x, y, rng.float(80, 120), 20, rng.float(0, 360));
  }
  // scattered blooms (seen from straight above)
  const mixes = [
    ['rose', C.blush],
    ['rose', C.pink],
    ['peony', '#f4d7dc'],
    ['daisy', C.white],
    ['carnation', C.coral],
    ['rose', C.peach],
    ['chrysanthemum', C.cream],
    ['rosebud', C.red],
    ['hydrangea', C.lavender],
  ];
  const pts = [];
  for (let t = 0; t < 800 && pts.length < 20; t++) {
    const x = rng.float(20, w - 20);
    const y = rng.float(20, h - 20);
    if (pts.every((p) => Math.hypot(p[0] - x, p[1] - y) > 105)) pts.push([x, y]);
  }
  for (const [x, y] of pts) {
    const [type, color] = rng.pick(mixes);
    s += `<g filter="${sc.shadow(4, 5, 0.3)}">${place(x, y, BLOOMS[type].draw(sc, rng.float(52, 78), vary(rng, color, 0.06)))}</g>`;
  }
  s += windowLight(sc, 0.1, 0.05, 0.35);
  return s;
}

function closeUp(sc, { type, colors, bg = 'blush', count = 7 }) {
  const { w, h, rng } = sc;
  let s = backdrop(sc, bg, { bokeh: 10 });
  s += blurredBlooms(sc, 9, colors, { y0: -0.1, y1: 1, size: [0.1, 0.18], blur: 0.025, opacity: 0.7 });
  const heads = [];
  for (let t = 0; t < 600 && heads.length < count; t++) {
    const x = rng.float(-40, w + 40);
    const y = rng.float(-20, h + 40);
    const size = rng.float(110, 170);
    if (heads.every((p) => Math.hypot(p.x - x, p.y - y) > (p.size + size) * 0.78)) heads.push({ x, y, size });
  }
  heads.sort((a, b) => a.y - b.y);
  for (const hd of heads) {
    for (let i = 0; i < 2; i++) s += leaf(sc, hd.x, hd.y, hd.size * 1.4, hd.size * 0.3, rng.float(0, 360));
  }
  for (const hd of heads) {
    s += `<g filter="${sc.shadow(6, 10, 0.35)}">${place(hd.x, hd.y, BLOOMS[type].draw(sc, hd.size, vary(rng, rng.pick(colors), 0.06)), { rot: rng.float(0, 360) })}</g>`;
  }
  s += windowLight(sc, 0.2, 0.1, 0.3);
  return s;
}

function shopCounter(sc) {
  const { w, h, rng } = sc;
  let s = `<rect width="${w}" height="${h}" fill="${sc.lin([
    [0, '#efe6da'],
    [1, '#e2d3c1'],
  ])}"/>`;
  // wall panelling
  let panels = '';
  for (let x = 0; x < w; x += 80)
    panels += `<rect x="${x + 6}" y="40" width="68" height="${f(h * 0.5)}" rx="3" fill="none" stroke="#d8c6b0" stroke-width="2"/>`;
  s += panels;
  // window with daylight
  s += `<rect x="${f(w * 0.62)}" y="40" width="${f(w * 0.3)}" height="${f(h * 0.42)}" fill="${sc.lin([
    [0, '#fdfbf4'],
    [1, '#e7efe9'],
  ])}" stroke="#cdb79d" stroke-width="8"/><path d="M${f(w * 0.77)} 40V${f(40 + h * 0.42)}M${f(w * 0.62)} ${f(40 + h * 0.21)}H${f(w * 0.92)}" stroke="#cdb79d" stroke-width="6"/>`;
  // shelves with potted plants
  for (const y of [h * 0.24, h * 0.44]) {
    s += `<rect x="${f(w * 0.04)}" y="${f(y)}" width="${f(w * 0.5)}" height="10" fill="#9a7452"/><rect x="${f(w * 0.04)}" y="${f(y + 10)}" width="${f(w * 0.5)}" height="6" fill="#000" opacity=".08"/>`;
    for (let i = 0; i < 4; i++) {
      const px = w * 0.09 + i * w * 0.12;
      const color = rng.pick(['#e7ddd0', '#c98f6b', '#f4f1ea', '#9fb5a8']);
      for (let k = 0; k < 4; k++) s += leaf(sc, px, y - 30, rng.float(35, 55), 12, rng.float(-60, 60), '#4c7c45');
      if (rng.chance(0.6)) s += place(px, y - 62, BLOOMS.daisy.draw(sc, 14, rng.pick([C.white, C.yellow, C.pink])));
      s += `<path d="M${f(px - 24)} ${f(y - 34)}L${f(px + 24)} ${f(y - 34)}L${f(px + 18)} ${f(y)}L${f(px - 18)} ${f(y)}Z" fill="${color}"/>`;
    }
  }
  // pendant lamps
  for (const x of [w * 0.25, w * 0.5]) {
    s += `<path d="M${f(x)} 0V40" stroke="#3a3330" stroke-width="2"/><path d="M${f(x - 28)} 62Q${f(x)} 28 ${f(x + 28)} 62Z" fill="#2f2a27"/><ellipse cx="${f(x)}" cy="64" rx="14" ry="5" fill="#ffe9b0"/><circle cx="${f(x)}" cy="80" r="60" fill="#fff2c8" opacity=".35" filter="${sc.blur(20)}"/>`;
  }
  // counter
  const cy = h * 0.64;
  s += `<rect y="${f(cy)}" width="${w}" height="${f(h - cy)}" fill="${sc.lin([
    [0, '#a87a53'],
    [1, '#6f4a2f'],
  ])}"/>`;
  let planks = '';
  for (let x = 0; x < w; x += 46) planks += `M${x} ${f(cy + 24)}V${h}`;
  s += `<path d="${planks}" stroke="#5a3a24" stroke-opacity=".35" stroke-width="2"/>`;
  s += `<rect y="${f(cy - 6)}" width="${w}" height="30" fill="${sc.lin([
    [0, '#e9dccb'],
    [1, '#cbb69c'],
  ])}"/>`;
  // buckets of flowers on the counter
  const buckets = [
    { x: w * 0.12, flowers: [{ type: 'rose', colors: [C.red] }] },
    { x: w * 0.3, flowers: [{ type: 'sunflower' }] },
    {
      x: w * 0.5,
      flowers: [
        { type: 'rose', colors: [C.blush, C.white] },
        { type: 'hydrangea', colors: [C.blue], weight: 0.4 },
      ],
    },
    { x: w * 0.7, flowers: [{ type: 'gerbera', colors: [C.orange, C.pink, C.yellow] }] },
    {
      x: w * 0.88,
      flowers: [
        { type: 'lily', colors: [C.white] },
        { type: 'rose', colors: [C.pink], weight: 0.5 },
      ],
    },
  ];
  for (const b of buckets) {
    const R = 72;
    const bigger = b.flowers.map((fl) => ({ ...fl, size: BLOOMS[fl.type].size * 1.3 }));
    const heads = packHeads(sc, b.x, cy - 108, R, R * 0.62, bigger, { max: 16 });
    s += greeneryRing(sc, b.x, cy - 90, R, R * 0.8, 5, { eucalyptusShare: 0.3 });
    s += foliageBase(sc, b.x, cy - 100, R * 0.7, R * 0.45, 6);
    s += drawHeads(sc, heads);
    s += `<path d="M${f(b.x - 48)} ${f(cy - 70)}L${f(b.x + 48)} ${f(cy - 70)}L${f(b.x + 38)} ${f(cy - 4)}L${f(b.x - 38)} ${f(cy - 4)}Z" fill="${sc.lin(
      [
        [0, '#8a9196'],
        [0.4, '#d9dee2'],
        [1, '#7d858b'],
      ],
      0,
      0,
      1,
      0,
    )}"/><rect x="${f(b.x - 50)}" y="${f(cy - 74)}" width="100" height="8" rx="3" fill="#b9c0c5"/>`;
  }
  // kraft paper roll and a small card
  s += `<g filter="${sc.shadow(3, 4, 0.3)}"><rect x="${f(w * 0.36)}" y="${f(cy + 2)}" width="140" height="34" rx="16" fill="#c9a27a"/><ellipse cx="${f(w * 0.36 + 140)}" cy="${f(cy + 19)}" rx="8" ry="17" fill="#a98157"/></g>`;
  s += windowLight(sc, 0.78, 0.2, 0.4);
  return s;
}

function centerpiece(sc) {
  const { w, h, rng } = sc;
  let s = backdrop(sc, 'dusk', { bokeh: 26 });
  s += table(sc, h * 0.66, 'linen');
  // candles
  for (const x of [w * 0.14, w * 0.24, w * 0.78, w * 0.88]) {
    const ch = rng.float(120, 190);
    s += `<rect x="${f(x - 9)}" y="${f(h * 0.7 - ch)}" width="18" height="${f(ch)}" rx="3" fill="${sc.lin(
      [
        [0, '#f7f1e6'],
        [1, '#e4d8c6'],
      ],
      0,
      0,
      1,
      0,
    )}"/><ellipse cx="${f(x)}" cy="${f(h * 0.7 - ch - 14)}" rx="5" ry="11" fill="#ffd27a"/><circle cx="${f(x)}" cy="${f(h * 0.7 - ch - 14)}" r="40" fill="#ffd88f" opacity=".4" filter="${sc.blur(14)}"/>`;
  }
  const cx = w / 2;
  const cy = h * 0.56;
  s += groundShadow(sc, cx, h * 0.72, 260, 18, 0.3);
  s += greeneryRing(sc, cx, cy + 40, 330, 160, 20, { eucalyptusShare: 0.7, len: 170 });
  s += foliageBase(sc, cx, cy, 250, 95, 22);
  const heads = packHeads(
    sc,
    cx,
    cy,
    250,
    95,
    [
      { type: 'rose', colors: [C.white, C.blush], weight: 3, size: 0.2 },
      { type: 'hydrangea', colors: ['#f1f0f4', '#e8e0f0'], weight: 1, size: 0.28 },
      { type: 'peony', colors: ['#f8dfe4'], weight: 1, size: 0.24 },
    ],
    { max: 26 },
  );
  s += `<rect x="${f(cx - 170)}" y="${f(cy + 62)}" width="340" height="26" rx="8" fill="${sc.lin(
    [
      [0, '#b08f55'],
      [0.5, '#f3dfa8'],
      [1, '#a88750'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += drawHeads(sc, heads);
  return s;
}

// ---------------------------------------------------------------------------
// The picture list
// ---------------------------------------------------------------------------

const WRAPS = {
  kraft: ['#c9a27a', '#efe4d2'],
  pink: ['#f2c1cb', '#fbf1f0'],
  white: ['#f7f3ee', '#e9e4de'],
  black: ['#2b2b30', '#f1ece6'],
  lavender: ['#d5c3ec', '#f6f0fb'],
  sage: ['#b8cdb5', '#f3f3ea'],
  navy: ['#2e3a59', '#eef0f4'],
  peach: ['#f6c8a8', '#fff4ea'],
};

/** Standard bouquet picture: soft background + bouquet + vignette. */
function bouquetPicture(opts) {
  return (sc) => {
    const { w, h } = sc;
    sc.add(backdrop(sc, opts.bg ?? 'blush'));
    if (opts.table) sc.add(table(sc, h * 0.86, opts.table));
    sc.add(blurredBlooms(sc, 5, opts.bgColors ?? [C.blush, C.white], { size: [0.05, 0.09], opacity: 0.35 }));
    const R = opts.R ?? 150;
    sc.add(bouquet(sc, opts.cx ?? w / 2, opts.cy ?? h * 0.39, R, opts));
    sc.add(windowLight(sc, 0.15, 0.05, 0.35), vignette(sc, 0.22));
  };
}

function vasePicture(opts) {
  return (sc) => {
    sc.add(backdrop(sc, opts.bg ?? 'linen'));
    sc.add(table(sc, sc.h * 0.78, opts.table ?? 'wood'));
    sc.add(vaseArrangement(sc, opts));
    sc.add(windowLight(sc, 0.2, 0.05, 0.35), vignette(sc, 0.22));
  };
}

const roses = (colors, extra = []) => [{ type: 'rose', colors, weight: 4 }, ...extra];

const CATEGORY_IMAGES = {
  'buket-mawar': bouquetPicture({ flowers: roses([C.red, C.crimson]), paper: WRAPS.kraft, ribbon: '#f3ead9', max: 26 }),
  'bunga-meja-vas': vasePicture({
    vase: 'ceramic',
    vaseOpts: { w: 170, h: 190, color: '#e7e1d7' },
    flowers: [
      { type: 'rose', colors: [C.blush, C.peach], weight: 2 },
      { type: 'hydrangea', colors: [C.blue], weight: 1 },
      { type: 'daisy', colors: [C.white], weight: 1 },
    ],
    R: 190,
    max: 22,
  }),
  'bunga-papan-ucapan': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Selamat &amp; Sukses', 'atas peresmian kantor baru', 'PT Maju Bersama', 'dari Keluarga Besar Fleur'],
        colors: [C.red, C.yellow, C.white],
        flowers: 'rose',
      }),
    ),
  'bunga-duka-cita': (sc) => sc.add(standingWreath(sc, { text: 'Turut Berduka Cita' })),
  'hand-bouquet-wisuda': bouquetPicture({
    bg: 'peach',
    flowers: [
      { type: 'sunflower', colors: [C.yellow], weight: 2 },
      { type: 'rose', colors: [C.white], weight: 2 },
      { type: 'daisy', colors: [C.white], weight: 1 },
    ],
    paper: WRAPS.navy,
    ribbon: '#f2c94c',
    max: 18,
  }),
  'anggrek-tanaman-hias': (sc) => {
    sc.add(backdrop(sc, 'sage'), table(sc, sc.h * 0.8, 'wood'));
    sc.add(orchidPlant(sc, sc.w * 0.5, sc.h * 0.93, { scale: 1, color: '#fbf7fb', lip: C.magenta }));
    sc.add(windowLight(sc, 0.2, 0.05, 0.35), vignette(sc, 0.22));
  },
};

const PRODUCT_IMAGES = {
  // Buket Mawar
  'buket-mawar-merah-klasik': bouquetPicture({
    flowers: roses([C.red]),
    paper: WRAPS.black,
    ribbon: '#c0142c',
    max: 22,
    filler: true,
  }),
  'buket-mawar-pink-pastel': bouquetPicture({
    bg: 'lavender',
    flowers: roses([C.pink, C.blush]),
    paper: WRAPS.pink,
    ribbon: '#f2f2f2',
    max: 24,
  }),
  'buket-mawar-putih-elegan': bouquetPicture({
    bg: 'sage',
    flowers: roses([C.white, C.cream]),
    paper: WRAPS.sage,
    ribbon: '#ffffff',
    max: 22,
    eucalyptus: 0.8,
  }),
  'buket-mawar-premium-50': bouquetPicture({
    flowers: roses([C.red, C.crimson]),
    paper: WRAPS.white,
    ribbon: '#b30f2b',
    R: 175,
    cy: 225,
    max: 44,
    filler: false,
  }),
  'buket-mawar-tangkai-tunggal': (sc) => {
    sc.add(backdrop(sc, 'blush'), table(sc, sc.h * 0.82, 'marble'));
    sc.add(stemPath(400, 200, 430, 560, 20, 7), leaf(sc, 410, 330, 90, 22, -50), leaf(sc, 420, 400, 80, 20, 60));
    sc.add(`<g filter="${sc.shadow(5, 8, 0.3)}">${place(400, 200, rose(sc, 105, C.red))}</g>`);
    sc.add(
      `<path d="M390 470L440 470L450 560L380 560Z" fill="#efe4d2" opacity=".95"/>`,
      bow(sc, 415, 470, 28, '#c0142c'),
    );
    sc.add(windowLight(sc), vignette(sc));
  },
  // Bunga Meja & Vas
  'rangkaian-tulip-vas-kaca': (sc) => {
    sc.add(backdrop(sc, 'sky'), table(sc, sc.h * 0.8, 'marble'));
    sc.add(tulipVase(sc, { colors: [C.pink, C.hotpink, C.white] }));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  'lily-casablanca-vas-keramik': vasePicture({
    bg: 'sage',
    vase: 'ceramic',
    vaseOpts: { w: 160, h: 200, color: '#2f4858' },
    flowers: [
      { type: 'lily', colors: [C.white], weight: 3 },
      { type: 'rosebud', colors: [C.white], weight: 1 },
    ],
    R: 200,
    max: 16,
    eucalyptus: 0.3,
    greens: 14,
    foliage: false,
  }),
  'vas-bunga-matahari': vasePicture({
    bg: 'peach',
    vase: 'glass',
    vaseOpts: { w: 140, h: 190 },
    flowers: [{ type: 'sunflower', weight: 1 }],
    R: 175,
    max: 9,
    filler: true,
  }),
  'centerpiece-meja-makan': (sc) => sc.add(centerpiece(sc), vignette(sc, 0.3)),
  'rangkaian-hydrangea-biru': vasePicture({
    bg: 'sky',
    vase: 'bowl',
    table: 'linen',
    vaseOpts: { w: 260, h: 90, color: '#f0ece6' },
    vaseDrop: 10,
    flowers: [
      { type: 'hydrangea', colors: [C.blue, '#9fb8e6', C.lavender], weight: 3 },
      { type: 'rose', colors: [C.white], weight: 1 },
    ],
    R: 210,
    max: 14,
  }),
  // Bunga Papan Ucapan
  'papan-selamat-sukses': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Selamat &amp; Sukses', 'atas pembukaan cabang baru', 'Toko Sumber Rejeki', 'dari Rekan Bisnis'],
        colors: [C.red, C.yellow],
        flowers: 'rose',
      }),
    ),
  'papan-happy-wedding': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Happy Wedding', 'Andi &amp; Sari', 'Semoga bahagia selamanya', 'dari Keluarga Besar Wijaya'],
        colors: [C.pink, C.white, C.blush],
        flowers: 'peony',
        ink: '#b4466e',
        board: '#fff5f7',
      }),
    ),
  'papan-grand-opening': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Grand Opening', 'Selamat atas peresmian', 'Kafe Kopi Nusantara', 'Semoga sukses selalu'],
        colors: [C.orange, C.yellow, C.red],
        flowers: 'sunflower',
        ink: '#1f4e8c',
        board: '#fffbea',
      }),
    ),
  'papan-mini-ucapan': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Congratulations', 'Semoga sukses selalu', 'Budi Santoso', ''],
        colors: [C.lavender, C.white, C.pink],
        flowers: 'hydrangea',
        ink: '#6a3f9a',
        board: '#fbf8ff',
      }),
    ),
  // Bunga Duka Cita
  'standing-flower-duka-cita': (sc) => sc.add(standingWreath(sc, { text: 'Turut Berduka Cita' })),
  'papan-turut-berduka-cita': (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Turut Berduka Cita', 'atas wafatnya', 'Bapak Hendra Gunawan', 'dari Keluarga Besar Fleur'],
        colors: [C.white, C.cream],
        flowers: 'chrysanthemum',
        ink: '#2d3340',
        board: '#fbfbfb',
        mourning: true,
      }),
    ),
  'buket-lily-putih-simpati': bouquetPicture({
    bg: 'sky',
    flowers: [
      { type: 'lily', colors: [C.white], weight: 2 },
      { type: 'chrysanthemum', colors: [C.white], weight: 2 },
    ],
    paper: WRAPS.white,
    ribbon: '#9aa5b1',
    max: 16,
    eucalyptus: 0.7,
  }),
  'krans-mawar-putih': (sc) =>
    sc.add(standingWreath(sc, { color: '#fbfaf6', accent: '#f3e9f0', ribbon: '#e8edf3', text: 'Rest in Peace' })),
  // Hand Bouquet Wisuda
  'buket-wisuda-bunga-matahari': bouquetPicture({
    bg: 'peach',
    flowers: [{ type: 'sunflower', weight: 1 }],
    paper: WRAPS.kraft,
    ribbon: '#2e3a59',
    max: 8,
    filler: true,
    fillerCount: 10,
  }),
  'buket-wisuda-mawar-babys-breath': bouquetPicture({
    bg: 'lavender',
    flowers: roses([C.pink, C.hotpink]),
    paper: WRAPS.lavender,
    ribbon: '#7d4fa8',
    max: 14,
    fillerCount: 12,
  }),
  'buket-gerbera-ceria': bouquetPicture({
    bg: 'peach',
    flowers: [{ type: 'gerbera', colors: [C.orange, C.pink, C.yellow, C.coral], weight: 1 }],
    paper: WRAPS.peach,
    ribbon: '#e8563f',
    max: 14,
  }),
  'buket-wisuda-pastel-dream': bouquetPicture({
    bg: 'blush',
    flowers: [
      { type: 'rose', colors: [C.blush, C.peach], weight: 2 },
      { type: 'carnation', colors: [C.pink], weight: 1 },
      { type: 'daisy', colors: [C.white], weight: 1 },
      { type: 'hydrangea', colors: [C.lavender], weight: 0.6 },
    ],
    paper: WRAPS.pink,
    ribbon: '#f7f0e6',
    max: 22,
  }),
  'buket-wisuda-mini': bouquetPicture({
    bg: 'sage',
    flowers: [
      { type: 'rose', colors: [C.peach], weight: 1 },
      { type: 'daisy', colors: [C.white], weight: 1 },
    ],
    paper: WRAPS.white,
    ribbon: '#f4a261',
    R: 120,
    cy: 250,
    max: 9,
  }),
  // Anggrek & Tanaman Hias
  'anggrek-bulan-putih': (sc) => {
    sc.add(backdrop(sc, 'linen'), table(sc, sc.h * 0.8, 'wood'));
    sc.add(orchidPlant(sc, sc.w * 0.5, sc.h * 0.93, { color: '#fdfbfd', lip: '#f0c24a', potColor: '#f4f1ea' }));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  'anggrek-bulan-ungu': (sc) => {
    sc.add(backdrop(sc, 'lavender'), table(sc, sc.h * 0.8, 'marble'));
    sc.add(orchidPlant(sc, sc.w * 0.5, sc.h * 0.93, { color: '#c24a9a', lip: '#7a1f5c', potColor: '#e9e4f2' }));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  'anggrek-dendrobium-pot': (sc) => {
    sc.add(backdrop(sc, 'sage'), table(sc, sc.h * 0.8, 'wood'));
    sc.add(
      orchidPlant(sc, sc.w * 0.33, sc.h * 0.93, {
        scale: 0.8,
        color: '#b784d6',
        lip: '#5d2a84',
        potColor: '#c98f6b',
        stems: 1,
      }),
    );
    sc.add(
      orchidPlant(sc, sc.w * 0.68, sc.h * 0.95, {
        scale: 0.85,
        color: '#f3e9fa',
        lip: '#a04bc0',
        potColor: '#f4f1ea',
        stems: 2,
      }),
    );
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  'monstera-pot-keramik': (sc) => {
    sc.add(backdrop(sc, 'linen'), table(sc, sc.h * 0.82, 'wood'));
    sc.add(monsteraPlant(sc, sc.w / 2, sc.h * 0.95));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  'peace-lily-pot': (sc) => {
    sc.add(backdrop(sc, 'sky'), table(sc, sc.h * 0.82, 'marble'));
    sc.add(peaceLilyPlant(sc, sc.w / 2, sc.h * 0.95));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
};

const GALLERY_IMAGES = [
  bouquetPicture({
    bg: 'blush',
    flowers: [
      { type: 'rose', colors: [C.pink, C.blush], weight: 3 },
      { type: 'peony', colors: ['#f7d3da'], weight: 1 },
    ],
    paper: WRAPS.kraft,
    ribbon: '#f3ead9',
    max: 26,
  }),
  (sc) => sc.add(closeUp(sc, { type: 'rose', colors: [C.red, C.crimson], bg: 'blush' }), vignette(sc, 0.3)),
  (sc) => {
    sc.add(backdrop(sc, 'linen'), table(sc, sc.h * 0.8, 'wood'));
    sc.add(tulipVase(sc, { colors: [C.yellow, C.orange, C.red], count: 13 }));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  (sc) => sc.add(closeUp(sc, { type: 'sunflower', colors: [C.yellow], bg: 'sky', count: 6 }), vignette(sc, 0.25)),
  (sc) => sc.add(centerpiece(sc), vignette(sc, 0.3)),
  (sc) => {
    sc.add(backdrop(sc, 'sage'), table(sc, sc.h * 0.8, 'wood'));
    sc.add(orchidPlant(sc, sc.w * 0.3, sc.h * 0.93, { scale: 0.8, color: '#fdfbfd', lip: C.magenta }));
    sc.add(orchidPlant(sc, sc.w * 0.7, sc.h * 0.93, { scale: 0.8, color: '#e27bb6', lip: '#8a1f5c' }));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  bouquetPicture({
    bg: 'lavender',
    flowers: [
      { type: 'rose', colors: [C.blush, C.peach], weight: 2 },
      { type: 'daisy', colors: [C.white], weight: 1 },
      { type: 'hydrangea', colors: [C.lavender], weight: 1 },
    ],
    paper: WRAPS.lavender,
    ribbon: '#ffffff',
    max: 24,
  }),
  vasePicture({
    bg: 'sage',
    vase: 'glass',
    vaseOpts: { w: 150, h: 200 },
    flowers: [
      { type: 'stargazer', colors: ['#e0578f'], weight: 2 },
      { type: 'lily', colors: [C.white], weight: 1 },
    ],
    R: 200,
    max: 11,
  }),
  bouquetPicture({
    bg: 'peach',
    flowers: [{ type: 'gerbera', colors: [C.orange, C.pink, C.yellow, C.red], weight: 1 }],
    paper: WRAPS.kraft,
    ribbon: '#2e3a59',
    max: 16,
  }),
  (sc) => sc.add(tulipField(sc)),
  (sc) =>
    sc.add(
      flowerBoard(sc, {
        lines: ['Happy Anniversary', 'PT Cahaya Abadi ke-10', 'Terus berkarya &amp; sukses', 'dari Mitra Kerja'],
        colors: [C.red, C.white, C.pink],
        flowers: 'rose',
        ink: '#a3123a',
      }),
    ),
  (sc) => {
    sc.add(backdrop(sc, 'peach'), table(sc, sc.h * 0.88, 'wood'));
    const opts = [
      { flowers: [{ type: 'sunflower' }], paper: WRAPS.navy, ribbon: '#f2c94c', max: 5, filler: false },
      { flowers: roses([C.pink]), paper: WRAPS.pink, ribbon: '#ffffff', max: 9 },
      {
        flowers: [{ type: 'gerbera', colors: [C.orange, C.yellow] }],
        paper: WRAPS.kraft,
        ribbon: '#e8563f',
        max: 7,
        filler: false,
      },
    ];
    opts.forEach((o, i) => sc.add(bouquet(sc, sc.w * (0.2 + i * 0.3), sc.h * 0.4, 95, o)));
    sc.add(windowLight(sc), vignette(sc, 0.2));
  },
  vasePicture({
    bg: 'blush',
    vase: 'ceramic',
    vaseOpts: { w: 170, h: 190, color: '#f2efe9' },
    flowers: [
      { type: 'hydrangea', colors: [C.lavender, C.blue], weight: 1 },
      { type: 'rose', colors: [C.pink, C.white], weight: 2 },
      { type: 'carnation', colors: [C.hotpink], weight: 1 },
    ],
    R: 190,
    max: 20,
    filler: true,
  }),
  (sc) => sc.add(flatLay(sc, 'marble'), vignette(sc, 0.2)),
];

const HERO = (sc) => {
  const { w, h, rng } = sc;
  sc.add(backdrop(sc, 'blush', { bokeh: 26 }));
  sc.add(
    blurredBlooms(sc, 8, [C.blush, C.white, C.peach], {
      y0: 0,
      y1: 0.75,
      size: [0.04, 0.07],
      blur: 0.008,
      opacity: 0.4,
    }),
  );
  sc.add(table(sc, h * 0.8, 'marble'));
  const cx = w * 0.63;
  const cy = h * 0.44;
  const rx = 470;
  const ry = 255;
  sc.add(groundShadow(sc, cx + 20, h * 0.86, 300, 22, 0.3));
  sc.add(greeneryRing(sc, cx, cy + 60, rx * 1.25, ry * 1.25, 30, { eucalyptusShare: 0.6, len: 300 }));
  sc.add(foliageBase(sc, cx, cy, rx, ry, 40));
  for (let i = 0; i < 8; i++)
    sc.add(place(cx + rng.float(-1, 1) * rx * 0.95, cy + rng.float(-0.9, 0.4) * ry, babysBreath(sc, 70)));
  const v = vase(sc, cx, h * 0.86, 'bowl', { w: 380, h: 130, color: '#efe9e1' });
  sc.add(v.front);
  for (const side of [-1, 1]) {
    sc.add(place(cx + side * rx * 0.78, cy + ry * 0.55, eucalyptus(sc, 280), { rot: side * 135 }));
    sc.add(place(cx + side * rx * 0.6, cy + ry * 0.7, eucalyptus(sc, 220), { rot: side * 160 }));
  }
  const heads = packHeads(
    sc,
    cx,
    cy,
    rx,
    ry,
    [
      { type: 'rose', colors: [C.blush, C.pink, C.peach, C.white], weight: 4, size: 0.14 },
      { type: 'peony', colors: ['#f7d0d8', '#fbe3e6'], weight: 2, size: 0.18 },
      { type: 'hydrangea', colors: [C.lavender, '#efeaf6'], weight: 1, size: 0.18 },
      { type: 'rose', colors: [C.hotpink, C.coral], weight: 1, size: 0.12 },
      { type: 'daisy', colors: [C.white], weight: 0.6, size: 0.1 },
    ],
    { max: 70, tries: 3000, overlap: 0.64 },
  );
  sc.add(drawHeads(sc, heads));
  // out of focus foreground blooms
  sc.add(
    `<g filter="${sc.blur(12)}" opacity=".9">${place(w * 0.04, h * 0.96, peony(sc, 170, '#f4c3cd'))}${place(w * 0.19, h * 1.04, rose(sc, 110, C.white))}</g>`,
  );
  sc.add(windowLight(sc, 0.12, 0.15, 0.55), vignette(sc, 0.22));
};

const ABOUT = (sc) => sc.add(shopCounter(sc), vignette(sc, 0.25));

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

/** The picture as raw RGB pixels. */
async function rasterize(name, w, h, draw) {
  const sc = new Scene(w, h, name);
  draw(sc);
  return sharp(Buffer.from(sc.toString()))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function render(name, w, h, draw, maxBytes = MAX_BYTES) {
  const { data, info } = await rasterize(name, w, h, draw);
  for (let q = 86; ; q -= 3) {
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality: q, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes || q <= 30) {
      if (jpeg.length > maxBytes) throw new Error(`${name}: ${jpeg.length} bytes even at quality ${q}`);
      return { jpeg, quality: q };
    }
  }
}

async function emit(relPath, w, h, draw, maxBytes) {
  const { jpeg, quality } = await render(relPath, w, h, draw, maxBytes);
  const file = path.join(OUT, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, jpeg);
  console.log(`${relPath.padEnd(52)} ${String(jpeg.length).padStart(6)} B  q${quality}`);
  return jpeg;
}

async function writeOut(file, body) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  console.log(`${path.relative(ROOT, file).padEnd(52)} ${String(body.length).padStart(6)} B`);
}

/**
 * A storefront picture in the sizes and formats the page offers (srcset of
 * src/features/public-home/components/homePictures.ts): AVIF, WebP and JPEG at
 * each of `widths`, in public/images/<name>/. `seed` names the drawing (its PRNG).
 */
async function emitPicture(name, seed, width, height, draw, widths) {
  const { data, info } = await rasterize(seed, width, height, draw);
  for (const size of widths) {
    const resized = () => sharp(data, { raw: info }).resize({ width: size });
    const file = (format) => path.join(ROOT, 'public', 'images', name, `${name}-${size}.${format}`);
    await writeOut(file('avif'), await resized().avif({ quality: 48, effort: 6 }).toBuffer());
    await writeOut(file('webp'), await resized().webp({ quality: 70, effort: 6 }).toBuffer());
    await writeOut(file('jpg'), await resized().jpeg({ quality: 72, mozjpeg: true }).toBuffer());
  }
  return { data, info };
}

/** The hero, 480 to 1600 px wide; about, the 'Tentang' photo, 480 and 800 px wide. */
export const HERO_WIDTHS = [480, 800, 1200, 1600];
export const ABOUT_WIDTHS = [480, 800];
const emitHero = () => emitPicture('hero', 'hero.jpg', 1600, 900, HERO, HERO_WIDTHS);
const emitAbout = () => emitPicture('about', 'about.jpg', 800, 600, ABOUT, ABOUT_WIDTHS);

/** The 1200x630 picture link previews show (Open Graph, Twitter): the hero with the shop's name. */
async function emitShareImage({ data, info }) {
  const background = await sharp(data, { raw: info })
    .resize({ width: 1200, height: 630, fit: 'cover', position: 'right' })
    .toBuffer();
  const panel = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect x="0" y="0" width="620" height="630" fill="#fff8f3" fill-opacity=".92"/>
    <text x="64" y="270" font-family="DejaVu Serif, serif" font-weight="bold" font-size="68" fill="#b83b5e">Fleur Florist</text>
    <text x="64" y="340" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#3b2a30">Toko Bunga &amp; Florist Segar</text>
    <text x="64" y="392" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#5f7a61">Pengiriman di hari yang sama · Jakarta</text>
  </svg>`;
  const image = await sharp(background, { raw: { width: 1200, height: 630, channels: 3 } })
    .composite([{ input: Buffer.from(panel) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await writeOut(path.join(ROOT, 'public', 'og-image.jpg'), image);
}

async function main() {
  const only = process.argv[2];
  const want = (rel) => !only || rel.includes(only);
  if (want('hero.jpg')) await emit('hero.jpg', 1600, 900, HERO);
  if (want('images/hero') || want('og-image')) await emitShareImage(await emitHero());
  if (want('images/about')) await emitAbout();
  for (const [slug, draw] of Object.entries(CATEGORY_IMAGES)) {
    if (want(`categories/${slug}.jpg`)) await emit(`categories/${slug}.jpg`, 800, 600, draw);
  }
  for (const [slug, draw] of Object.entries(PRODUCT_IMAGES)) {
    if (want(`products/${slug}.jpg`)) await emit(`products/${slug}.jpg`, 800, 600, draw);
  }
  for (let i = 0; i < GALLERY_IMAGES.length; i++) {
    const rel = `gallery/gallery-${String(i + 1).padStart(2, '0')}.jpg`;
    if (want(rel)) await emit(rel, 800, 600, GALLERY_IMAGES[i], GALLERY_MAX_BYTES);
  }
}

await main();
