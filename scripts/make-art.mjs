#!/usr/bin/env node
// Kashi Coach Tours — original flat-vector artwork, generated from code.
//
//   node scripts/make-art.mjs            writes every SVG into client/public/art/
//   node scripts/make-art.mjs agra hero  writes only the files whose path contains one of the words
//
// Nothing is fetched from anywhere and nothing is traced: every shape below is drawn by this script.
// Randomness is seeded per file, so the output is reproducible and the committed files are stable.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client/public/art");
const ONLY = process.argv.slice(2);

/* ───────────────────────────── basics ───────────────────────────── */

const r1 = (v) => {
  const x = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(x, -0) ? 0 : x;
};
/** Tagged template that rounds every number to one decimal (keeps the files small). */
const S = (s, ...v) =>
  s.reduce(
    (a, str, i) =>
      a +
      str +
      (i < v.length ? (typeof v[i] === "number" ? r1(v[i]) : Array.isArray(v[i]) ? v[i].join("") : (v[i] ?? "")) : ""),
    "",
  );
const pts = (arr) => arr.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L");
/** Many round dots of one colour as a single stroked path (zero-length segments with round caps). */
const dots = (list, r, col, op = 1) =>
  `<path d="${list.map(([x, y]) => S`M${x} ${y}h0`).join("")}" stroke="${col}" stroke-width="${r1(r * 2)}" stroke-linecap="round"${op < 1 ? ` opacity="${op}"` : ""}/>`;
/** Rectangle as a sub-path: many rectangles of one colour go into one <path>. */
const R = (x, y, w, h) => S`M${x} ${y}h${w}v${h}h${-w}z`;
const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function hash(str) {
  let h = 2166136261;
  for (const c of str) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seedStr) {
  let s = hash(seedStr) || 1;
  const f = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  f.range = (a, b) => a + f() * (b - a);
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  return f;
}

const toRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const toHex = (c) =>
  "#" +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (a, b, t) => {
  const A = toRgb(a),
    B = toRgb(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
};
const shade = (c, t) => (t > 0 ? mix(c, "#ffffff", t) : mix(c, "#1a0f14", -t));

const C = {
  maroon: "#6b1e2e",
  maroonDark: "#4a1420",
  indigo: "#2b2d6e",
  indigoDark: "#1b1c4a",
  saffron: "#f29f05",
  gold: "#d4a017",
  cream: "#fbf3e4",
  sand: "#f3e6cc",
  ink: "#241a1c",
  marigold: "#f7931e",
  flame: "#ffd75e",
};

/* Moods: sky gradient, haze colour (what distant things fade into), how built colours are tinted. */
const MOODS = {
  morning: {
    sky: [
      [0, "#8fc6e4"],
      [0.55, "#cfe6ec"],
      [1, "#fde8c4"],
    ],
    haze: "#f6e3c6",
    tint: ["#f8c98e", 0.1],
    water: ["#9cc9d6", "#5f9fb5"],
    sun: "#fff0c2",
  },
  day: {
    sky: [
      [0, "#5fa9d8"],
      [0.6, "#a9d6ea"],
      [1, "#eef2e2"],
    ],
    haze: "#dbe9e6",
    tint: null,
    water: ["#8cc3d4", "#3f8aa6"],
    sun: "#fff6d6",
  },
  golden: {
    sky: [
      [0, "#6f8fc9"],
      [0.5, "#f2b98a"],
      [1, "#fde2a8"],
    ],
    haze: "#f6c99a",
    tint: ["#f3a15f", 0.16],
    water: ["#e9b48a", "#8a6f96"],
    sun: "#fff0b8",
  },
  dusk: {
    sky: [
      [0, "#23255e"],
      [0.36, "#5e2a66"],
      [0.68, "#c2456b"],
      [0.9, "#f08a3c"],
      [1, "#f9b54c"],
    ],
    haze: "#d9606a",
    tint: ["#4a1838", 0.64],
    water: ["#8a3d6a", "#2e2452"],
    sun: "#ffd27a",
  },
  night: {
    sky: [
      [0, "#0a0c2a"],
      [0.55, "#1c2060"],
      [1, "#3d3270"],
    ],
    haze: "#2f2b66",
    tint: ["#12143e", 0.72],
    water: ["#26285e", "#0e1034"],
    sun: "#fdf1c9",
  },
};

/* ───────────────────────────── document ───────────────────────────── */

class Art {
  constructor(file, w, h, title, mood = "day") {
    Object.assign(this, { file, w, h, title, mood, M: MOODS[mood], defs: [], body: [], n: 0, rnd: rng(file) });
  }
  id(p = "i") {
    return `${p}${(this.n++).toString(36)}`;
  }
  def(s) {
    this.defs.push(s);
    return this;
  }
  add(...s) {
    this.body.push(...s.flat());
    return this;
  }
  /** Tint a material colour for the mood (dusk warms and darkens, night cools and darkens). */
  T(c, k = 1) {
    const t = this.M.tint;
    return t ? mix(c, t[0], t[1] * k) : c;
  }
  /** Fade a (tinted) colour into the haze: k = 0 near, 1 lost in the distance. */
  far(c, k) {
    return mix(this.T(c), this.M.haze, k);
  }
  lin(stops, x2 = 0, y2 = 1, x1 = 0, y1 = 0, extra = "") {
    const id = this.id("g");
    this.def(
      S`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops.map(([o, c, op]) => S`<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : S` stop-opacity="${op}"`}/>`)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, extra = "") {
    const id = this.id("r");
    this.def(
      S`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops.map(([o, c, op]) => S`<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : S` stop-opacity="${op}"`}/>`)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** A shape defined once (in <defs>) and reused with <use>. */
  sym(key, make) {
    this._syms ??= {};
    if (!this._syms[key]) {
      const id = this.id("s");
      this._syms[key] = id;
      this.def(make(id));
    }
    return this._syms[key];
  }
  /** A shared warm glow (for lamps, diyas, windows). */
  glow(color = "#ffc24a") {
    this._glows ??= {};
    return (this._glows[color] ??= this.rad([
      [0, color, 0.85],
      [0.35, color, 0.35],
      [1, color, 0],
    ]));
  }
  toString() {
    const { w, h } = this;
    // plain rectangles are written as (shorter) paths
    const compact = (str) =>
      str.replace(
        /<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"((?: (?!rx|ry)[a-z-]+="[^"]*")*)\/>/g,
        (_, x, y, ww, hh, rest) => `<path d="M${x} ${y}h${ww}v${hh}h-${ww}z"${rest}/>`,
      );
    return compact(
      S`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t"><title id="t">${esc(this.title)}</title>` +
        (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
        this.body.join("") +
        `</svg>\n`,
    );
  }
}

const written = [];
function save(art) {
  if (ONLY.length && !ONLY.some((w) => art.file.includes(w))) return;
  const file = path.join(OUT, art.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const svg = art.toString();
  fs.writeFileSync(file, svg);
  written.push([art.file, svg.length]);
}

/* ───────────────────────────── sky and land ───────────────────────────── */

function sky(a, { horizon = a.h, sunX, sunY, sunR = 46, moon, stars, clouds = 0, streaks = 0, birds = 0 } = {}) {
  const M = a.M;
  a.add(S`<rect width="${a.w}" height="${horizon + 4}" fill="${a.lin(M.sky)}"/>`);
  if (stars) {
    const rr = a.rnd;
    let s = "";
    const small = [],
      mid = [],
      big = [];
    for (let i = 0; i < stars; i++) {
      const x = rr() * a.w,
        y = rr() * horizon * 0.75,
        k = rr();
      if (k > 0.93)
        s += S`M${x} ${y - 5}L${x + 1.2} ${y - 1.2}L${x + 5} ${y}L${x + 1.2} ${y + 1.2}L${x} ${y + 5}L${x - 1.2} ${y + 1.2}L${x - 5} ${y}L${x - 1.2} ${y - 1.2}Z`;
      else (k > 0.6 ? big : k > 0.3 ? mid : small).push([x, y]);
    }
    a.add(
      S`<path d="${s}" fill="#fff7e0"/>`,
      dots(small, 0.8, "#fff7e0", 0.5),
      dots(mid, 1.1, "#fff7e0", 0.7),
      dots(big, 1.5, "#fff7e0", 0.9),
    );
  }
  if (sunX !== undefined) {
    const glowCol = a.mood === "dusk" ? "#ffb347" : a.mood === "night" ? "#cfd6ff" : "#fff3c4";
    a.add(
      S`<circle cx="${sunX}" cy="${sunY}" r="${sunR * 5}" fill="${a.rad([
        [0, glowCol, a.mood === "night" ? 0.35 : 0.55],
        [0.3, glowCol, 0.18],
        [1, glowCol, 0],
      ])}"/>`,
    );
    if (moon) {
      const m = a.id("m");
      a.def(
        S`<mask id="${m}"><rect x="${sunX - sunR - 2}" y="${sunY - sunR - 2}" width="${sunR * 2 + 4}" height="${sunR * 2 + 4}" fill="#fff"/><circle cx="${sunX + sunR * 0.45}" cy="${sunY - sunR * 0.25}" r="${sunR * 0.88}" fill="#000"/></mask>`,
      );
      a.add(S`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${M.sun}" mask="url(#${m})"/>`);
    } else a.add(S`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${M.sun}"/>`);
  }
  for (let i = 0; i < streaks; i++) {
    const y = horizon * (0.3 + a.rnd() * 0.55),
      x = a.rnd() * a.w - 200,
      w = 220 + a.rnd() * 420;
    const col = a.mood === "dusk" ? mix("#f6a04a", "#ff7a7a", a.rnd()) : "#ffffff";
    a.add(
      S`<rect x="${x}" y="${y}" width="${w}" height="${5 + a.rnd() * 9}" rx="6" fill="${col}" opacity="${a.mood === "dusk" ? 0.45 : 0.5}"/>`,
    );
  }
  for (let i = 0; i < clouds; i++) cloud(a, a.rnd() * a.w, horizon * (0.12 + a.rnd() * 0.45), 0.6 + a.rnd() * 0.8);
  for (let i = 0; i < birds; i++)
    bird(a, (sunX ?? a.w / 2) + (a.rnd() - 0.5) * 500, horizon * (0.2 + a.rnd() * 0.4), 6 + a.rnd() * 7);
}

function cloud(a, x, y, s) {
  const col =
    a.mood === "dusk" ? "#f6b38a" : a.mood === "night" ? "#3d3f7a" : a.mood === "golden" ? "#fde6c6" : "#ffffff";
  const base = S`<path d="M${x - 120 * s} ${y} h${240 * s}" stroke="${col}" stroke-width="${18 * s}" stroke-linecap="round"/>`;
  let puffs = "";
  const n = 3 + Math.floor(a.rnd() * 3);
  for (let i = 0; i < n; i++) {
    const px = x - 90 * s + (180 * s * i) / (n - 1),
      pr = (22 + a.rnd() * 26) * s * (i === 0 || i === n - 1 ? 0.7 : 1);
    puffs += S`<circle cx="${px}" cy="${y - pr * 0.55}" r="${pr}"/>`;
  }
  a.add(S`<g fill="${col}" opacity="${a.mood === "night" ? 0.55 : 0.82}">${base}${puffs}</g>`);
}

function bird(a, x, y, s, col) {
  col ??= a.mood === "day" || a.mood === "morning" ? "#3b3346" : a.mood === "night" ? "#cfd3ff" : "#3a1830";
  a.add(
    S`<path d="M${x - s} ${y - s * 0.2}Q${x - s * 0.45} ${y - s * 0.75} ${x} ${y}Q${x + s * 0.45} ${y - s * 0.75} ${x + s} ${y - s * 0.2}" fill="none" stroke="${col}" stroke-width="${Math.max(1.4, s * 0.22)}" stroke-linecap="round"/>`,
  );
}

/** A smooth ridge line from x0 to x1: returns the path (closed down to `bottom`). */
function ridgePath(a, { y, amp, seed = "r", step = 60, x0 = 0, x1 = a.w, bottom = a.h, peaks }) {
  const rr = rng(a.file + seed);
  const ph = [rr() * 6, rr() * 6, rr() * 6];
  const pts2 = [];
  for (let x = x0 - step; x <= x1 + step; x += step) {
    let v = Math.sin(x / 260 + ph[0]) * 0.5 + Math.sin(x / 113 + ph[1]) * 0.3 + Math.sin(x / 47 + ph[2]) * 0.12;
    if (peaks) for (const [px, pw, ph2] of peaks) v += ph2 * Math.exp(-(((x - px) / pw) ** 2));
    pts2.push([x, y - amp * v]);
  }
  let d = S`M${pts2[0][0]} ${bottom}L${pts2[0][0]} ${pts2[0][1]}`;
  for (let i = 1; i < pts2.length - 1; i++) {
    const [x, yy] = pts2[i],
      [nx, ny] = pts2[i + 1];
    d += S`Q${x} ${yy} ${(x + nx) / 2} ${(yy + ny) / 2}`;
  }
  const last = pts2[pts2.length - 1];
  return d + S`L${last[0]} ${last[1]}L${last[0]} ${bottom}Z`;
}
function ridge(a, opts) {
  a.add(S`<path d="${ridgePath(a, opts)}" fill="${opts.fill}"${opts.op ? S` opacity="${opts.op}"` : ""}/>`);
}

/** Soft band of haze lying on the horizon. */
function _haze(a, y, h, op = 0.5) {
  a.add(
    S`<rect x="0" y="${y - h}" width="${a.w}" height="${h * 2}" fill="${a.lin([
      [0, a.M.haze, 0],
      [0.5, a.M.haze, op],
      [1, a.M.haze, 0],
    ])}"/>`,
  );
}

/** Water from y down, optionally mirroring the group with id `mirrorId` about y. */
function water(a, y, { mirrorId, mirrorOp = 0.38, sunX, shimmer = 26, col, base = true } = {}) {
  const [c1, c2] = col ?? a.M.water;
  const h = a.h - y;
  if (base)
    a.add(
      S`<rect x="0" y="${y}" width="${a.w}" height="${h}" fill="${a.lin([
        [0, c1],
        [1, c2],
      ])}"/>`,
    );
  if (mirrorId) {
    const cp = a.clip(S`<rect x="0" y="${y}" width="${a.w}" height="${h}"/>`);
    const pat = a.id("p"),
      mk = a.id("k");
    a.def(
      S`<pattern id="${pat}" width="300" height="9" patternUnits="userSpaceOnUse"><rect width="300" height="5.5" fill="#fff"/><rect x="40" y="5.5" width="120" height="3.5" fill="#fff" opacity="0.5"/></pattern><mask id="${mk}"><rect x="0" y="${y}" width="${a.w}" height="${h}" fill="url(#${pat})"/></mask>`,
    );
    a.add(
      S`<g clip-path="${cp}" mask="url(#${mk})" opacity="${mirrorOp}"><use href="#${mirrorId}" transform="matrix(1 0 0 -1 0 ${2 * y})"/></g>`,
    );
    a.add(
      S`<rect x="0" y="${y}" width="${a.w}" height="${h}" fill="${a.lin([
        [0, c1, 0.1],
        [0.6, c2, 0.55],
        [1, c2, 0.85],
      ])}"/>`,
    );
  }
  const rr = a.rnd;
  let s = "";
  const light = a.mood === "dusk" ? "#ffc27a" : a.mood === "night" ? "#7f88d8" : "#ffffff";
  for (let i = 0; i < shimmer; i++) {
    const yy = y + 6 + rr() ** 1.4 * (h - 10),
      w = (20 + rr() * 90) * (0.5 + (yy - y) / h);
    s += R(rr() * a.w, yy, w, 1.6 + ((yy - y) / h) * 2.4);
  }
  a.add(S`<path d="${s}" fill="${light}" opacity="0.35"/>`);
  if (sunX !== undefined) {
    let c = "";
    for (let i = 0; i < 16; i++) {
      const yy = y + 4 + i * (h / 16) * (0.6 + rr() * 0.4),
        w = (30 + rr() * 70) * (1 + i / 10);
      c += R(sunX - w / 2 + (rr() - 0.5) * 30, yy, w, 2.5 + i * 0.35);
    }
    a.add(S`<path d="${c}" fill="${a.M.sun}" opacity="${a.mood === "night" ? 0.45 : 0.6}"/>`);
  }
}

function vignette(a, op = 0.35) {
  a.add(
    S`<rect width="${a.w}" height="${a.h}" fill="${a.rad(
      [
        [0.55, "#1a0a12", 0],
        [1, "#1a0a12", op],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  );
}

/* ───────────────────────────── vegetation ───────────────────────────── */

function palm(a, x, by, h, col, lean = 0.15) {
  const tx = x + h * lean,
    ty = by - h;
  let s = S`<path d="M${x - h * 0.035} ${by}Q${x + h * lean * 0.2} ${by - h * 0.5} ${tx - 2} ${ty}L${tx + 2} ${ty}Q${x + h * lean * 0.25 + h * 0.02} ${by - h * 0.5} ${x + h * 0.035} ${by}Z"/>`;
  const fr = [
    [-2.6, 1],
    [-2.0, 1.1],
    [-1.3, 1],
    [-0.6, 0.9],
    [0.1, 1],
    [0.7, 1.05],
    [-3.1, 0.8],
  ];
  for (const [ang, k] of fr) {
    const L = h * 0.42 * k,
      ex = tx + Math.cos(ang) * L,
      ey = ty + Math.sin(ang) * L * 0.55 + L * 0.38;
    const mx = tx + Math.cos(ang) * L * 0.5,
      my = ty + Math.sin(ang) * L * 0.5 - L * 0.12;
    const nx = -Math.sin(ang) * L * 0.09,
      ny = Math.cos(ang) * L * 0.09;
    s += S`<path d="M${tx} ${ty}Q${mx + nx} ${my + ny} ${ex} ${ey}Q${mx - nx} ${my - ny - L * 0.05} ${tx} ${ty}Z"/>`;
  }
  a.add(`<g fill="${col}">${s}</g>`);
}

function roundTree(a, x, by, s, col, { trunk, light } = {}) {
  const dark = shade(col, -0.25);
  light ??= shade(col, 0.12);
  let g = S`<path d="M${x - 5 * s} ${by}L${x - 3 * s} ${by - 40 * s}L${x + 3 * s} ${by - 40 * s}L${x + 5 * s} ${by}Z" fill="${trunk ?? shade(col, -0.45)}"/>`;
  const blobs = [
    [0, -70, 34],
    [-26, -52, 26],
    [26, -54, 27],
    [-12, -92, 24],
    [14, -88, 25],
  ];
  g +=
    `<g fill="${dark}">` +
    blobs
      .map(([dx, dy, r]) => S`<circle cx="${x + dx * s + 3 * s}" cy="${by + dy * s + 3 * s}" r="${r * s}"/>`)
      .join("") +
    "</g>";
  g +=
    `<g fill="${col}">` +
    blobs.map(([dx, dy, r]) => S`<circle cx="${x + dx * s}" cy="${by + dy * s}" r="${r * s}"/>`).join("") +
    "</g>";
  g += S`<circle cx="${x - 12 * s}" cy="${by - 92 * s}" r="${12 * s}" fill="${light}" opacity="0.7"/><circle cx="${x - 28 * s}" cy="${by - 58 * s}" r="${10 * s}" fill="${light}" opacity="0.6"/>`;
  a.add(g);
}

function cypress(a, x, by, h, col) {
  const w = h * 0.16;
  a.add(
    S`<path d="M${x} ${by - h}C${x + w * 0.9} ${by - h * 0.7} ${x + w} ${by - h * 0.2} ${x + w * 0.3} ${by}H${x - w * 0.3}C${x - w} ${by - h * 0.2} ${x - w * 0.9} ${by - h * 0.7} ${x} ${by - h}Z" fill="${col}"/><path d="M${x} ${by - h}C${x + w * 0.9} ${by - h * 0.7} ${x + w} ${by - h * 0.2} ${x + w * 0.3} ${by}H${x}Z" fill="${shade(col, -0.2)}"/>`,
  );
}

/** A great spreading tree (banyan / peepal / bodhi). */
function bigTree(a, x, by, s, col, trunkCol) {
  const rr = rng(a.file + x);
  trunkCol ??= shade(col, -0.5);
  let t = S`<path d="M${x - 22 * s} ${by}C${x - 14 * s} ${by - 60 * s} ${x - 18 * s} ${by - 110 * s} ${x - 60 * s} ${by - 160 * s}L${x - 50 * s} ${by - 168 * s}C${x - 10 * s} ${by - 130 * s} ${x} ${by - 120 * s} ${x + 4 * s} ${by - 170 * s}L${x + 16 * s} ${by - 170 * s}C${x + 14 * s} ${by - 120 * s} ${x + 30 * s} ${by - 130 * s} ${x + 70 * s} ${by - 160 * s}L${x + 76 * s} ${by - 150 * s}C${x + 30 * s} ${by - 110 * s} ${x + 20 * s} ${by - 60 * s} ${x + 26 * s} ${by}Z" fill="${trunkCol}"/>`;
  const dark = shade(col, -0.22),
    light = shade(col, 0.14);
  let d = "",
    m = "",
    l = "";
  for (let i = 0; i < 22; i++) {
    const ang = rr() * Math.PI,
      rad = 0.35 + rr() * 0.65;
    const cx = x + Math.cos(ang) * 150 * s * rad * (rr() > 0.5 ? 1 : -1),
      cy = by - 170 * s - Math.sin(ang) * 90 * s * rad + 10 * s;
    const r = (30 + rr() * 26) * s;
    d += S`<circle cx="${cx + 6 * s}" cy="${cy + 8 * s}" r="${r}"/>`;
    m += S`<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    if (rr() > 0.55) l += S`<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" r="${r * 0.45}"/>`;
  }
  a.add(t, `<g fill="${dark}">${d}</g><g fill="${col}">${m}</g><g fill="${light}" opacity="0.55">${l}</g>`);
}

function bushes(a, x0, x1, by, h, col) {
  const rr = rng(a.file + "b" + x0 + by);
  let s = "";
  for (let x = x0; x < x1; x += h * (0.7 + rr() * 0.6))
    s += S`<circle cx="${x}" cy="${by}" r="${h * (0.6 + rr() * 0.5)}"/>`;
  a.add(S`<g fill="${col}">${s}</g>`);
}

/* ───────────────────────────── people and things ───────────────────────────── */

/** A small standing figure (for scale). robe = body colour. */
function person(a, x, by, h, robe, { head, arms, lamp, veil } = {}) {
  head ??= a.T("#6b4226");
  const w = h * 0.28;
  let s = S`<path d="M${x - w * 0.55} ${by}L${x - w * 0.5} ${by - h * 0.55}Q${x - w * 0.5} ${by - h * 0.78} ${x} ${by - h * 0.8}Q${x + w * 0.5} ${by - h * 0.78} ${x + w * 0.5} ${by - h * 0.55}L${x + w * 0.55} ${by}Z" fill="${robe}"/>`;
  s += S`<circle cx="${x}" cy="${by - h * 0.88}" r="${h * 0.1}" fill="${veil ?? head}"/>`;
  if (arms === "up")
    s += S`<path d="M${x - w * 0.4} ${by - h * 0.7}L${x - w * 0.75} ${by - h * 1.05}M${x + w * 0.4} ${by - h * 0.7}L${x + w * 0.75} ${by - h * 1.05}" stroke="${robe}" stroke-width="${h * 0.07}" stroke-linecap="round"/>`;
  if (lamp)
    s += S`<circle cx="${x + w * 0.85}" cy="${by - h * 1.12}" r="${h * 0.35}" fill="${a.glow()}"/><circle cx="${x + w * 0.85}" cy="${by - h * 1.12}" r="${h * 0.05}" fill="${C.flame}"/>`;
  a.add(s);
}

function diya(a, x, y, s, { glow = true } = {}) {
  const id = a.sym(
    "diya" + glow,
    (id) =>
      S`<g id="${id}">${glow ? S`<circle cy="-12" r="50" fill="${a.glow()}"/>` : ""}<path d="M-15 -5Q0 11 15 -5Z" fill="#b4502a"/><path d="M0 -24Q5.5 -11 0 -6Q-5.5 -11 0 -24Z" fill="${C.flame}"/></g>`,
  );
  a.add(S`<use href="#${id}" transform="translate(${x} ${y}) scale(${Math.round(s * 10) / 100})"/>`);
}

function boat(
  a,
  x,
  y,
  s,
  { canopy, rower = true, hull = "#7a4a2a", band = "#2f6f8f", flip = false, people = 0, canopyCol = "#c8412e" } = {},
) {
  const T = (c) => a.T(c);
  let g = "";
  if (canopy) {
    g += S`<path d="M-40 -16V-52Q0 -66 40 -52V-16Z" fill="${T(canopyCol)}"/><path d="M-40 -52Q0 -66 40 -52" fill="none" stroke="${T("#f3d27a")}" stroke-width="4"/>`;
    for (let i = -30; i <= 30; i += 20)
      g += S`<rect x="${i - 1.5}" y="-52" width="3" height="36" fill="${T("#4a2c1a")}"/>`;
  }
  for (let i = 0; i < people; i++)
    g += S`<g transform="translate(${-22 + i * 16} 0)"><path d="M-6 -14Q-6 -30 0 -30Q6 -30 6 -14Z" fill="${T(["#c8412e", "#f2c14e", "#2b6f9a", "#e9e2d0"][i % 4])}"/><circle cx="0" cy="-34" r="5" fill="${T("#6b4226")}"/></g>`;
  g += S`<path d="M-96 -22Q-84 -10 -70 0H70Q84 -10 96 -22Q60 -14 0 -14Q-60 -14 -96 -22Z" fill="${T(hull)}"/>`;
  g += S`<path d="M-88 -17Q-50 -12 0 -12Q50 -12 88 -17L84 -12Q50 -7 0 -7Q-50 -7 -84 -12Z" fill="${T(band)}"/>`;
  if (rower)
    g += S`<g fill="${T("#3a2a24")}"><circle cx="62" cy="-44" r="6"/><path d="M54 -14Q54 -38 62 -38Q70 -38 70 -14Z"/></g><path d="M66 -30L30 6" stroke="${T("#5a3a22")}" stroke-width="3" stroke-linecap="round"/>`;
  a.add(S`<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${g}</g>`);
}

function flag(a, x, y, h, col = C.saffron, pole = "#5a3a22") {
  a.add(
    S`<path d="M${x} ${y}V${y - h}" stroke="${a.T(pole)}" stroke-width="${Math.max(1.5, h * 0.05)}"/><path d="M${x} ${y - h}Q${x + h * 0.35} ${y - h * 0.92} ${x + h * 0.55} ${y - h * 0.82}Q${x + h * 0.3} ${y - h * 0.78} ${x} ${y - h * 0.68}Z" fill="${a.T(col)}"/>`,
  );
}

/** The straw umbrellas of the ghats. */
function umbrella(a, x, by, s, col = "#d9b46a") {
  a.add(
    S`<path d="M${x} ${by}V${by - 40 * s}" stroke="${a.T("#4a2c1a")}" stroke-width="${2.5 * s}"/><path d="M${x - 30 * s} ${by - 34 * s}L${x} ${by - 52 * s}L${x + 30 * s} ${by - 34 * s}Z" fill="${a.T(col)}"/><path d="M${x} ${by - 52 * s}L${x + 30 * s} ${by - 34 * s}H${x}Z" fill="${a.T(shade(col, -0.2))}"/>`,
  );
}

function marigold(a, x, y, r, col = C.marigold, k = 1) {
  const id = a.sym("mg" + col + k, (id) => {
    let p = "";
    for (let i = 0; i < 8; i++) {
      const an = (i / 8) * Math.PI * 2;
      p += S`<circle cx="${Math.cos(an) * 5.5}" cy="${Math.sin(an) * 5.5}" r="5"/>`;
    }
    return S`<g id="${id}"><circle r="10" fill="${a.T(shade(col, -0.15), k)}"/><g fill="${a.T(col, k)}">${p}</g><circle r="3.5" fill="${a.T(shade(col, 0.25), k)}"/></g>`;
  });
  a.add(S`<use href="#${id}" transform="translate(${x} ${y}) scale(${r1((r / 10) * 100) / 100})"/>`);
}

/** A garland hanging between two points. */
function garland(a, x0, y0, x1, y1, sag, r, col = C.marigold, gap = 1.5) {
  const n = Math.ceil(Math.hypot(x1 - x0, y1 - y0) / (r * gap));
  for (let i = 0; i <= n; i++) {
    const t = i / n,
      x = x0 + (x1 - x0) * t,
      y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
    marigold(a, x, y, r, i % 5 === 2 ? "#e2391b" : col);
  }
}

/* ───────────────────────────── architecture ───────────────────────────── */

/** Two-tone helper: a light face and a shaded face. */
const two = (a, c, k = 1) => [a.T(c, k), a.T(shade(c, -0.22), k)];

/** A Nagara temple tower (shikhara) with ribs, amalaka, kalash and flag. */
function shikhara(a, x, by, w, h, col, { flagCol = C.saffron, ribs = 9, lit, tint = 1, noFlag } = {}) {
  const [lc, dc] = two(a, col, tint);
  const top = w * 0.13;
  const outline = S`M${x - w / 2} ${by}C${x - w / 2} ${by - h * 0.55} ${x - w * 0.33} ${by - h * 0.88} ${x - top} ${by - h}L${x + top} ${by - h}C${x + w * 0.33} ${by - h * 0.88} ${x + w / 2} ${by - h * 0.55} ${x + w / 2} ${by}Z`;
  const cp = a.clip(`<path d="${outline}"/>`);
  let s = S`<path d="${outline}" fill="${lc}"/>`;
  s += S`<g clip-path="${cp}"><rect x="${x}" y="${by - h}" width="${w / 2}" height="${h}" fill="${dc}"/>`;
  s += S`<rect x="${x - w * 0.12}" y="${by - h}" width="${w * 0.24}" height="${h}" fill="${shade(lc, 0.06)}"/><rect x="${x}" y="${by - h}" width="${w * 0.12}" height="${h}" fill="${shade(dc, 0.05)}"/>`;
  let rb = "";
  for (let i = 1; i < ribs; i++) rb += R(x - w / 2, by - (h * i) / ribs, w, Math.max(1.5, h / ribs / 5));
  s += S`<path d="${rb}" fill="${shade(dc, -0.25)}" opacity="0.45"/></g>`;
  // amalaka + kalash
  const ay = by - h;
  s += S`<ellipse cx="${x}" cy="${ay - w * 0.05}" rx="${top * 1.45}" ry="${w * 0.065}" fill="${lc}"/><path d="M${x} ${ay - w * 0.115}A${top * 1.45} ${w * 0.065} 0 0 1 ${x + top * 1.45} ${ay - w * 0.05}A${top * 1.45} ${w * 0.065} 0 0 1 ${x} ${ay + w * 0.015}Z" fill="${dc}"/>`;
  s += S`<path d="M${x - top * 0.6} ${ay - w * 0.11}Q${x - top * 0.75} ${ay - w * 0.2} ${x} ${ay - w * 0.23}Q${x + top * 0.75} ${ay - w * 0.2} ${x + top * 0.6} ${ay - w * 0.11}Z" fill="${a.T("#d4a017", tint)}"/>`;
  if (lit) s += S`<circle cx="${x}" cy="${ay - w * 0.2}" r="${w * 0.25}" fill="${a.glow("#ffd27a")}"/>`;
  a.add(s);
  if (!noFlag) flag(a, x, ay - w * 0.2, w * 0.45, flagCol);
}

/** A stepped pyramidal hall roof (mandapa), typical of North Indian temples. */
function mandapa(a, x, by, w, h, col, { tiers = 5, tint = 1, pillars = true } = {}) {
  const [lc, dc] = two(a, col, tint);
  let s = "";
  const bh = h * 0.42;
  s += S`<rect x="${x - w / 2}" y="${by - bh}" width="${w}" height="${bh}" fill="${lc}"/><rect x="${x + w * 0.2}" y="${by - bh}" width="${w * 0.3}" height="${bh}" fill="${dc}"/>`;
  if (pillars) {
    const n = Math.max(3, Math.round(w / 30));
    for (let i = 0; i < n; i++) {
      const px = x - w / 2 + ((i + 0.5) * w) / n;
      s += S`<rect x="${px - (w / n) * 0.28}" y="${by - bh * 0.85}" width="${(w / n) * 0.56}" height="${bh * 0.85}" fill="${shade(dc, -0.35)}" opacity="0.7"/>`;
    }
  }
  s += S`<rect x="${x - w * 0.56}" y="${by - bh - h * 0.04}" width="${w * 1.12}" height="${h * 0.05}" fill="${dc}"/>`;
  const rh = (h - bh) / tiers;
  for (let i = 0; i < tiers; i++) {
    const y0 = by - bh - rh * i,
      ww = w * (0.52 - i * (0.4 / tiers)),
      ww2 = w * (0.52 - (i + 1) * (0.4 / tiers));
    s += S`<path d="M${x - ww} ${y0}L${x - ww2} ${y0 - rh}H${x + ww2}L${x + ww} ${y0}Z" fill="${i % 2 ? dc : lc}"/><path d="M${x} ${y0}V${y0 - rh}H${x + ww2}L${x + ww} ${y0}Z" fill="${shade(dc, -0.1)}" opacity="0.6"/>`;
  }
  s += S`<ellipse cx="${x}" cy="${by - h}" rx="${w * 0.1}" ry="${w * 0.035}" fill="${lc}"/><circle cx="${x}" cy="${by - h - w * 0.06}" r="${w * 0.035}" fill="${a.T(C.gold, tint)}"/>`;
  a.add(s);
}

/** Onion dome with finial. */
function dome(a, cx, by, w, h, col, { finial = true, tint = 1, crescent } = {}) {
  const [lc, dc] = two(a, col, tint);
  const P = (side) =>
    S`M${cx} ${by}H${cx + (side * w) / 2}C${cx + side * w * 0.64} ${by - h * 0.42} ${cx + side * w * 0.34} ${by - h * 0.78} ${cx} ${by - h}Z`;
  let s = S`<path d="${P(-1)}" fill="${lc}"/><path d="${P(1)}" fill="${dc}"/>`;
  s += S`<rect x="${cx - w * 0.54}" y="${by - h * 0.04}" width="${w * 1.08}" height="${h * 0.07}" rx="${h * 0.03}" fill="${dc}"/>`;
  if (finial) {
    const fh = h * 0.32;
    s += S`<path d="M${cx} ${by - h}V${by - h - fh}" stroke="${a.T(C.gold, tint)}" stroke-width="${Math.max(1.4, w * 0.03)}"/><circle cx="${cx}" cy="${by - h - fh * 0.35}" r="${w * 0.045}" fill="${a.T(C.gold, tint)}"/><circle cx="${cx}" cy="${by - h - fh * 0.65}" r="${w * 0.035}" fill="${a.T(C.gold, tint)}"/>`;
    if (crescent)
      s += S`<path d="M${cx - w * 0.06} ${by - h - fh - w * 0.05}A${w * 0.06} ${w * 0.06} 0 0 0 ${cx + w * 0.06} ${by - h - fh - w * 0.05}" fill="none" stroke="${a.T(C.gold, tint)}" stroke-width="${Math.max(1.2, w * 0.02)}"/>`;
  }
  a.add(s);
}

/** A small pillared pavilion with a dome (chhatri). */
function chhatri(a, cx, by, w, h, col, { tint = 1, domeCol } = {}) {
  const [lc, dc] = two(a, col, tint);
  const ph = h * 0.45;
  let s = S`<rect x="${cx - w * 0.45}" y="${by - h * 0.1}" width="${w * 0.9}" height="${h * 0.1}" fill="${dc}"/>`;
  for (const px of [-0.38, -0.13, 0.13, 0.38])
    s += S`<rect x="${cx + px * w - w * 0.04}" y="${by - h * 0.1 - ph}" width="${w * 0.08}" height="${ph}" fill="${px > 0 ? dc : lc}"/>`;
  s += S`<path d="M${cx - w * 0.58} ${by - h * 0.1 - ph}L${cx - w * 0.44} ${by - h * 0.1 - ph - h * 0.07}H${cx + w * 0.44}L${cx + w * 0.58} ${by - h * 0.1 - ph}Z" fill="${lc}"/>`;
  a.add(s);
  dome(a, cx, by - h * 0.17 - ph, w * 0.8, h * 0.4, domeCol ?? col, { tint });
}

/** Window shape: rectangle with a pointed arch on top. */
function archD(x, y, w, h, pointed = true) {
  const s = y + Math.min(h * 0.45, w * 0.55),
    cx = x + w / 2;
  return pointed
    ? S`M${x} ${y + h}V${s}C${x} ${s - w * 0.35} ${cx - w * 0.12} ${y + w * 0.08} ${cx} ${y}C${cx + w * 0.12} ${y + w * 0.08} ${x + w} ${s - w * 0.35} ${x + w} ${s}V${y + h}Z`
    : S`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
}

/** A ghat-side mansion (haveli) with arched windows, balconies and sometimes a chhatri. */
function haveli(a, x, by, w, h, col, { lit = 0, rr = a.rnd, roof = 0.45, winGap = 38, floorH = 56 } = {}) {
  const [lc, dc] = two(a, col);
  let s = S`<rect x="${x}" y="${by - h}" width="${w}" height="${h}" fill="${lc}"/><rect x="${x + w * 0.86}" y="${by - h}" width="${w * 0.14}" height="${h}" fill="${dc}"/>`;
  s += S`<rect x="${x - 3}" y="${by - h - 6}" width="${w + 6}" height="8" fill="${dc}"/>`;
  const floors = Math.max(2, Math.floor(h / floorH)),
    fh = h / floors,
    cols2 = Math.max(1, Math.floor(w / winGap));
  const winDark = a.T("#5a3030"),
    winLit = "#ffcf6b";
  const ww = (rr() > 0.5 ? 10 : 12) * (winGap / 38),
    wh = Math.round(Math.min(24 * (floorH / 56), fh * 0.5)),
    pointed = rr() > 0.4;
  const sym = a.sym(
    `w${ww}${wh}${pointed}`,
    (id) => `<path id="${id}" d="${archD(0, 0, ww, wh, pointed)}" fill="${winDark}"/>`,
  );
  const symLit = lit
    ? a.sym(`l${ww}${wh}${pointed}`, (id) => `<path id="${id}" d="${archD(0, 0, ww, wh, pointed)}" fill="${winLit}"/>`)
    : sym;
  let fl = "";
  for (let f = 0; f < floors; f++) {
    const fy = by - h + f * fh;
    fl += R(x, fy + fh - 4, w, 4);
    if (rr() < 0.25 && w > 70) {
      // jharokha balcony
      const bw = w * 0.4,
        bx = x + (w - bw) / 2;
      s += S`<rect x="${bx}" y="${fy + fh * 0.3}" width="${bw}" height="${fh * 0.55}" fill="${dc}"/><path d="M${bx - 4} ${fy + fh * 0.32}Q${bx + bw / 2} ${fy + fh * 0.05} ${bx + bw + 4} ${fy + fh * 0.32}Z" fill="${lc}"/>`;
      s += S`<rect x="${bx + 5}" y="${fy + fh * 0.42}" width="${bw - 10}" height="${fh * 0.3}" fill="${rr() < lit ? winLit : winDark}"/>`;
      continue;
    }
    for (let c = 0; c < cols2; c++) {
      const wx = x + (c + 0.5) * (w / cols2) - ww / 2;
      s += S`<use href="#${rr() < lit ? symLit : sym}" x="${wx}" y="${fy + fh * 0.3}"/>`;
    }
  }
  a.add(s + S`<path d="${fl}" fill="${dc}" opacity="0.7"/>`);
  if (w > 50 && rr() < roof)
    chhatri(a, x + w * (0.25 + rr() * 0.5), by - h - 4, Math.min(44, w * 0.4), Math.min(60, w * 0.55), col);
}

/** Steps: horizontal bands from y0 to y1 across x0..x1. */
function steps(a, x0, x1, y0, y1, n, col) {
  const [lc, dc] = two(a, col);
  let s = S`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${lc}"/>`;
  let d = "";
  for (let i = 0; i < n; i++) d += R(x0, y0 + ((i + 0.62) * (y1 - y0)) / n, x1 - x0, ((y1 - y0) / n) * 0.38);
  a.add(s + S`<path d="${d}" fill="${dc}"/>`);
}

/** Crenellated wall. */
function battlements(x, y, w, mh, mw) {
  let s = "";
  for (let bx = x; bx < x + w - mw * 0.5; bx += mw * 1.8)
    s += S`<rect x="${bx}" y="${y - mh}" width="${mw}" height="${mh + 1}"/>`;
  return s;
}

/** A stupa: drum, hemispherical dome, harmika and tiers of umbrellas. */
function stupa(a, cx, by, w, col, { drumH = 0.12, tint = 1, spire = C.gold, tiers = 5, lit } = {}) {
  const [lc, dc] = two(a, col, tint);
  const dh = w * drumH,
    r = w * 0.42;
  let s = S`<rect x="${cx - w / 2}" y="${by - dh}" width="${w}" height="${dh}" fill="${dc}"/><rect x="${cx - w / 2}" y="${by - dh}" width="${w * 0.6}" height="${dh}" fill="${lc}"/>`;
  s += S`<path d="M${cx - r} ${by - dh}A${r} ${r * 0.92} 0 0 1 ${cx + r} ${by - dh}Z" fill="${lc}"/><path d="M${cx + r * 0.1} ${by - dh - r * 0.92}A${r} ${r * 0.92} 0 0 1 ${cx + r} ${by - dh}H${cx + r * 0.35}Q${cx + r * 0.45} ${by - dh - r * 0.6} ${cx + r * 0.1} ${by - dh - r * 0.92}Z" fill="${dc}"/>`;
  const ty = by - dh - r * 0.92;
  s += S`<rect x="${cx - w * 0.07}" y="${ty - w * 0.08}" width="${w * 0.14}" height="${w * 0.09}" fill="${lc}"/><rect x="${cx - w * 0.09}" y="${ty - w * 0.1}" width="${w * 0.18}" height="${w * 0.025}" fill="${dc}"/>`;
  const sc = a.T(spire, tint);
  for (let i = 0; i < tiers; i++)
    s += S`<ellipse cx="${cx}" cy="${ty - w * 0.12 - i * w * 0.045}" rx="${w * (0.075 - i * 0.011)}" ry="${w * 0.012}" fill="${sc}"/>`;
  s += S`<path d="M${cx} ${ty - w * 0.1}V${ty - w * 0.14 - tiers * w * 0.045}" stroke="${sc}" stroke-width="${Math.max(1.5, w * 0.012)}"/>`;
  if (lit)
    s += S`<circle cx="${cx}" cy="${by - dh - r * 0.4}" r="${r * 1.6}" fill="${a.glow("#ffd27a")}" opacity="0.5"/>`;
  a.add(s);
}

/** Ground plane with a soft gradient. */
function ground(a, y, col, { to } = {}) {
  a.add(
    S`<rect x="0" y="${y}" width="${a.w}" height="${a.h - y}" fill="${a.lin([
      [0, a.T(col)],
      [1, a.T(to ?? shade(col, -0.18))],
    ])}"/>`,
  );
}

/** Wrap what `fn` draws in a <g id> so it can be mirrored in water. */
function group(a, fn, attrs = "") {
  const id = a.id("L");
  a.add(`<g id="${id}"${attrs}>`);
  fn();
  a.add("</g>");
  return id;
}

/** A row of ghat buildings from x0 to x1 standing on baseY. */
function ghatRow(
  a,
  x0,
  x1,
  baseY,
  {
    lit = 0,
    hMin = 110,
    hMax = 260,
    temples = 2,
    seed = "g",
    palette,
    wMin = 70,
    wMax = 170,
    winGap,
    floorH,
    roof,
  } = {},
) {
  const rr = rng(a.file + seed);
  palette ??= ["#e8b86a", "#f1dfc0", "#e49a6a", "#f4d7a0", "#d98f5c", "#efe6d2", "#e7b1a0", "#cfa46e"];
  const blds = [];
  for (let x = x0; x < x1;) {
    const w = wMin + rr() * (wMax - wMin);
    blds.push([x, w, hMin + rr() * (hMax - hMin), rr.pick(palette)]);
    x += w - 4;
  }
  const tIdx = new Set();
  while (tIdx.size < Math.min(temples, blds.length)) tIdx.add(1 + Math.floor(rr() * (blds.length - 2)));
  // temples stand behind the mansions
  for (const i of tIdx) {
    const [x, w, h] = blds[i];
    shikhara(a, x + w / 2, baseY - h * 0.6, w * 0.75, h * 0.9, "#f2e6cf", {
      lit: lit > 0.2,
      flagCol: rr() > 0.5 ? C.saffron : "#d8342b",
    });
  }
  blds.forEach(([x, w, h, col], i) =>
    haveli(a, x, baseY, w, tIdx.has(i) ? h * 0.6 : h, col, { lit, rr, winGap, floorH, roof }),
  );
}

/* ───────────────────────────── destinations ───────────────────────────── */

const D = {}; // slug -> [fn1, fn2, fn3]

D.varanasi = [
  // Morning on the ghats
  (a) => {
    sky(a, { horizon: 470, sunX: 960, sunY: 150, sunR: 40, clouds: 4, birds: 7 });
    const mir = group(a, () => {
      ghatRow(a, -20, 1220, 430, { seed: "v1", temples: 3 });
    });
    steps(a, 0, 1200, 430, 500, 7, "#d8b784");
    for (const [x, c] of [
      [140, "#d9b46a"],
      [300, "#c9a45a"],
      [520, "#d9b46a"],
      [760, "#e0bd74"],
      [1010, "#c9a45a"],
    ])
      umbrella(a, x, 468, 1, c);
    const rr = rng("vp");
    for (let i = 0; i < 11; i++)
      person(
        a,
        60 + rr() * 1080,
        480 + rr() * 18,
        22 + rr() * 6,
        a.T(rr.pick(["#d8342b", "#f29f05", "#e9e2d0", "#2b6f9a", "#8a2f6b"])),
      );
    water(a, 500, { mirrorId: mir, sunX: 960 });
    boat(a, 260, 640, 1.2, { canopy: true, people: 3 });
    boat(a, 820, 590, 0.8, { people: 2 });
    boat(a, 1040, 720, 1.4, { rower: true, people: 1, flip: true, band: "#b8322b" });
    for (let i = 0; i < 5; i++) bird(a, 380 + i * 40, 560 - (i % 2) * 12, 7, "#f4f1ea");
    vignette(a, 0.25);
  },
];

/* ───────────────────────────── more parts ───────────────────────────── */

/** Many small lamps filling a rectangle (a pattern keeps it cheap). */
function lampField(a, x, y, w, h, { dx = 16, dy = 12, r = 1.8, op = 1 } = {}) {
  const id = a.id("p");
  a.def(
    S`<pattern id="${id}" width="${dx}" height="${dy}" patternUnits="userSpaceOnUse"><circle cx="${dx / 2}" cy="${dy / 2}" r="${r * 3.2}" fill="#ffb53b" opacity="0.28"/><circle cx="${dx / 2}" cy="${dy / 2}" r="${r}" fill="#ffe28a"/><circle cx="${dx}" cy="${dy}" r="${r * 3.2}" fill="#ffb53b" opacity="0.28"/><circle cx="${dx}" cy="${dy}" r="${r}" fill="#ffe28a"/></pattern>`,
  );
  a.add(S`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})" opacity="${op}"/>`);
}

/** Scattered little lamps (floating diyas, far lights) in a box, nearer ones bigger. */
function lampScatter(a, n, x, y, w, h, { seed = "ls", big = 1 } = {}) {
  const rr = rng(a.file + seed);
  const mk = (k) =>
    a.sym(
      "lamp" + k,
      (id) =>
        S`<g id="${id}"><circle r="${9 * k}" fill="${a.glow("#ffb53b")}"/><circle r="${2.2 * k}" fill="#ffe28a"/></g>`,
    );
  let s = "";
  for (let i = 0; i < n; i++) {
    const t = rr(),
      yy = y + t * h;
    s += S`<use href="#${mk(t * big > 0.5 ? 2 : 1)}" x="${x + rr() * w}" y="${yy}"/>`;
  }
  a.add(s);
}

/** A crowd seen from behind: a band of heads and shoulders. */
function crowd(a, x0, x1, y, col, { r = 5, seed = "cr" } = {}) {
  const rr = rng(a.file + seed);
  let d = S`M${x0} ${y + r * 3}V${y}`;
  for (let x = x0; x < x1;) {
    const rad = Math.round(r * (0.8 + rr() * 0.5)),
      gap = Math.round(rr() * r * 0.6);
    d += `h${gap}a${rad} ${rad} 0 0 1 ${rad * 2} 0`;
    x += gap + rad * 2;
  }
  a.add(S`<path d="${d}V${y + r * 3}Z" fill="${col}"/>`);
}

/** The multi-tiered brass lamp raised during the Ganga aarti. */
function aartiLamp(a, x, y, s) {
  let g = S`<circle cx="${x}" cy="${y - 20 * s}" r="${70 * s}" fill="${a.glow("#ffb347")}"/><path d="M${x} ${y}V${y + 40 * s}" stroke="#b8862b" stroke-width="${4 * s}"/>`;
  const rows = [
    [0, 1],
    [11, 3],
    [22, 5],
  ];
  let fl = "";
  for (const [dy, n] of rows)
    for (let i = 0; i < n; i++) {
      const fx = x + (i - (n - 1) / 2) * 6 * s,
        fy = y - 36 * s + dy * s;
      fl += S`M${fx} ${fy - 7 * s}Q${fx + 3 * s} ${fy - 1 * s} ${fx} ${fy + 1 * s}Q${fx - 3 * s} ${fy - 1 * s} ${fx} ${fy - 7 * s}Z`;
    }
  g += S`<path d="${fl}" fill="#ffe38a"/>`;
  g += S`<path d="M${x - 24 * s} ${y}H${x + 24 * s}L${x + 14 * s} ${y + 6 * s}H${x - 14 * s}Z" fill="#d4a017"/>`;
  a.add(g);
}

/** A leaf bowl (dona) floating with marigolds and a lamp. */
function dona(a, x, y, s) {
  a.add(
    S`<ellipse cx="${x}" cy="${y + 60 * s}" rx="${26 * s}" ry="${90 * s}" fill="${a.glow("#ffb347")}" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="${130 * s}" ry="${40 * s}" fill="${a.glow("#ffb347")}" opacity="0.5"/>`,
  );
  a.add(
    S`<path d="M${x - 70 * s} ${y - 6 * s}Q${x} ${y + 40 * s} ${x + 70 * s} ${y - 6 * s}L${x + 58 * s} ${y + 8 * s}Q${x} ${y + 36 * s} ${x - 58 * s} ${y + 8 * s}Z" fill="#5d7a2e"/><path d="M${x - 70 * s} ${y - 6 * s}Q${x} ${y + 14 * s} ${x + 70 * s} ${y - 6 * s}Q${x} ${y + 40 * s} ${x - 70 * s} ${y - 6 * s}Z" fill="#7f9c3a"/>`,
  );
  const rr = rng(a.file + x);
  for (let i = 0; i < 7; i++)
    marigold(
      a,
      x + (rr() - 0.5) * 100 * s,
      y - 2 * s + (rr() - 0.5) * 12 * s,
      (9 + rr() * 4) * s,
      rr() > 0.7 ? "#ff5a2a" : "#ffb020",
      0.2,
    );
  diya(a, x + 6 * s, y - 8 * s, 9 * s);
}

/** A spotted deer, facing left, standing on by. */
function deer(a, x, by, s, col = "#b9743a", stag = false) {
  const c = a.T(col),
    d = a.T(shade(col, -0.3));
  let g = S`<path d="M${x + 6 * s} ${by - 38 * s}Q${x + 10 * s} ${by - 52 * s} ${x + 34 * s} ${by - 52 * s}H${x + 58 * s}Q${x + 74 * s} ${by - 52 * s} ${x + 72 * s} ${by - 36 * s}Q${x + 70 * s} ${by - 28 * s} ${x + 56 * s} ${by - 28 * s}H${x + 20 * s}Q${x + 6 * s} ${by - 28 * s} ${x + 6 * s} ${by - 38 * s}Z" fill="${c}"/>`;
  g += S`<path d="M${x + 14 * s} ${by - 46 * s}L${x + 4 * s} ${by - 70 * s}L${x + 12 * s} ${by - 72 * s}L${x + 24 * s} ${by - 48 * s}Z" fill="${c}"/><path d="M${x + 2 * s} ${by - 76 * s}Q${x - 10 * s} ${by - 72 * s} ${x - 12 * s} ${by - 66 * s}L${x + 6 * s} ${by - 64 * s}Q${x + 12 * s} ${by - 70 * s} ${x + 2 * s} ${by - 76 * s}Z" fill="${c}"/><path d="M${x + 6 * s} ${by - 76 * s}L${x + 12 * s} ${by - 84 * s}L${x + 10 * s} ${by - 74 * s}Z" fill="${d}"/>`;
  if (stag)
    g += S`<path d="M${x + 4 * s} ${by - 78 * s}Q${x} ${by - 100 * s} ${x + 10 * s} ${by - 112 * s}M${x + 2 * s} ${by - 94 * s}L${x - 8 * s} ${by - 102 * s}M${x + 7 * s} ${by - 104 * s}L${x + 16 * s} ${by - 110 * s}" fill="none" stroke="${d}" stroke-width="${2.2 * s}" stroke-linecap="round"/>`;
  g += S`<path d="M${x + 16 * s} ${by - 30 * s}V${by}M${x + 24 * s} ${by - 30 * s}L${x + 28 * s} ${by}M${x + 58 * s} ${by - 30 * s}L${x + 54 * s} ${by}M${x + 66 * s} ${by - 32 * s}L${x + 68 * s} ${by}" stroke="${c}" stroke-width="${3.4 * s}" stroke-linecap="round"/>`;
  g += S`<path d="M${x + 72 * s} ${by - 46 * s}l${6 * s} ${-4 * s}" stroke="${c}" stroke-width="${3 * s}" stroke-linecap="round"/>`;
  let sp = "";
  for (const [dx, dy] of [
    [28, -46],
    [38, -44],
    [48, -47],
    [58, -43],
    [34, -38],
    [46, -36],
    [62, -38],
  ])
    sp += S`<circle cx="${x + dx * s}" cy="${by + dy * s}" r="${1.6 * s}"/>`;
  a.add(g, S`<g fill="#fbf1dc" opacity="0.8">${sp}</g>`);
}

/** The Dhamek Stupa at Sarnath: a stone drum with a carved band and niches, brick above. */
function dhamek(a, cx, by, w, h) {
  const stone = a.lin(
    [
      [0, a.T("#e2cfa8")],
      [0.45, a.T("#d4bd92")],
      [1, a.T("#9c8462")],
    ],
    1,
    0,
  );
  const brick = a.lin(
    [
      [0, a.T("#c98a5c")],
      [0.45, a.T("#b8714a")],
      [1, a.T("#7a4430")],
    ],
    1,
    0,
  );
  const sh = h * 0.46,
    w2 = w * 0.93;
  let g = S`<path d="M${cx - w2 / 2} ${by - sh}V${by - h + w2 * 0.16}Q${cx - w2 / 2} ${by - h} ${cx} ${by - h}Q${cx + w2 / 2} ${by - h} ${cx + w2 / 2} ${by - h + w2 * 0.16}V${by - sh}Z" fill="${brick}"/>`;
  let bl = "";
  for (let y = by - sh - 12; y > by - h + 30; y -= 12) bl += R(cx - w2 / 2, y, w2, 1.4);
  g += S`<path d="${bl}" fill="#5a2e20" opacity="0.18"/>`;
  g += S`<rect x="${cx - w / 2}" y="${by - sh}" width="${w}" height="${sh}" fill="${stone}"/>`;
  // carved band with a running lozenge motif
  const bandY = by - sh + sh * 0.08,
    bandH = sh * 0.2;
  g += S`<rect x="${cx - w / 2}" y="${bandY}" width="${w}" height="${bandH}" fill="${a.T("#c7ae82")}"/>`;
  let mot = "";
  for (let x = cx - w / 2 + 10; x < cx + w / 2 - 8; x += 22)
    mot += S`M${x} ${bandY + bandH / 2}l9 ${-bandH * 0.32}l9 ${bandH * 0.32}l-9 ${bandH * 0.32}z`;
  g += S`<path d="${mot}" fill="${a.T("#8e7550")}" opacity="0.55"/>`;
  // projecting faces with empty niches
  for (const k of [-0.38, -0.05, 0.28]) {
    const nx = cx + k * w,
      nw = w * 0.14;
    g += S`<rect x="${nx}" y="${by - sh + sh * 0.32}" width="${nw}" height="${sh * 0.68}" fill="${a.T(k > 0 ? "#b09a74" : "#e6d6b4")}"/><path d="${archD(nx + nw * 0.22, by - sh + sh * 0.42, nw * 0.56, sh * 0.3, false)}" fill="${a.T("#6a5842")}"/>`;
  }
  g += S`<rect x="${cx - w / 2 - 10}" y="${by - 8}" width="${w + 20}" height="10" fill="${a.T("#9c8462")}"/>`;
  a.add(g);
}

/** Generic monk or pilgrim in robes. */
function monk(a, x, by, h, robe = "#a83a1e") {
  person(a, x, by, h, a.T(robe), { head: a.T("#7a4e30") });
}

/** Fireworks burst. */
function burst(a, x, y, r, col) {
  let d = "";
  for (let i = 0; i < 16; i++) {
    const an = (i / 16) * Math.PI * 2;
    d += S`M${x + Math.cos(an) * r * 0.35} ${y + Math.sin(an) * r * 0.35}L${x + Math.cos(an) * r} ${y + Math.sin(an) * r}`;
  }
  a.add(
    S`<circle cx="${x}" cy="${y}" r="${r * 1.3}" fill="${a.glow(col)}" opacity="0.5"/><path d="${d}" stroke="${col}" stroke-width="2.2" stroke-linecap="round"/>`,
  );
}

/** A temple bell. */
function bell(a, x, y, s, col = "#c9962a") {
  a.add(
    S`<path d="M${x} ${y - 60 * s}V${y - 34 * s}" stroke="${a.T("#7a5520")}" stroke-width="${2.5 * s}"/><path d="M${x - 22 * s} ${y}Q${x - 22 * s} ${y - 30 * s} ${x - 12 * s} ${y - 34 * s}Q${x} ${y - 38 * s} ${x + 12 * s} ${y - 34 * s}Q${x + 22 * s} ${y - 30 * s} ${x + 22 * s} ${y}Z" fill="${a.T(col)}"/><path d="M${x + 4 * s} ${y - 36 * s}Q${x + 16 * s} ${y - 32 * s} ${x + 18 * s} ${y}H${x + 22 * s}Q${x + 22 * s} ${y - 30 * s} ${x + 12 * s} ${y - 34 * s}Z" fill="${a.T(shade(col, -0.3))}"/><rect x="${x - 26 * s}" y="${y - 3 * s}" width="${52 * s}" height="${6 * s}" rx="${3 * s}" fill="${a.T(shade(col, -0.15))}"/><circle cx="${x}" cy="${y + 6 * s}" r="${5 * s}" fill="${a.T(shade(col, -0.35))}"/>`,
  );
}

/** Sun rays fanning from a point (for emblem-like compositions). */
function rays(a, x, y, r, n, col, op = 0.18) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2,
      a1 = a0 + Math.PI / n;
    d += S`M${x} ${y}L${x + Math.cos(a0) * r} ${y + Math.sin(a0) * r}L${x + Math.cos(a1) * r} ${y + Math.sin(a1) * r}Z`;
  }
  a.add(S`<path d="${d}" fill="${col}" opacity="${op}"/>`);
}

D.varanasi.push(
  // Evening aarti at Dashashwamedh
  (a) => {
    sky(a, { horizon: 440, sunX: 300, sunY: 360, sunR: 52, streaks: 5, birds: 5 });
    const mir = group(a, () =>
      ghatRow(a, -20, 1220, 420, { seed: "v2c", temples: 2, lit: 0.45, hMin: 120, hMax: 250 }),
    );
    steps(a, 0, 1200, 420, 520, 8, "#a0705a");
    for (const x of [90, 580, 1080]) umbrella(a, x, 470, 1.1, "#c99a58");
    // the crowd on the steps
    crowd(a, 0, 1200, 494, "#2a1020", { r: 5.5, seed: "c2" });
    for (const x of [200, 450, 700, 950]) {
      a.add(
        S`<rect x="${x - 55}" y="512" width="110" height="16" fill="#3a1a22"/><rect x="${x - 55}" y="508" width="110" height="5" fill="#c9962a"/>`,
      );
      person(a, x, 508, 58, "#f29f05", { arms: "up", head: "#5a3020" });
      aartiLamp(a, x + 22, 440, 0.9);
    }
    water(a, 528, { mirrorId: mir, sunX: 300, mirrorOp: 0.45, shimmer: 14 });
    lampScatter(a, 26, 0, 545, 1200, 250);
    boat(a, 150, 690, 1.5, { canopy: true, people: 4, canopyCol: "#6b1e2e" });
    boat(a, 1000, 740, 1.7, { people: 2, band: "#d4a017", flip: true });
    vignette(a, 0.35);
  },
  // Floating diyas at night
  (a) => {
    sky(a, { horizon: 330, sunX: 930, sunY: 120, sunR: 34, moon: true, stars: 70 });
    const mir = group(a, () => {
      ridge(a, { y: 330, amp: 14, seed: "vn", fill: "#191640" });
      let lights = "";
      const rr = rng("vl");
      for (let i = 0; i < 90; i++)
        lights += S`<circle cx="${rr() * 1200}" cy="${300 + rr() * 28}" r="${1.2 + rr() * 1.8}"/>`;
      a.add(S`<g fill="#ffcf6b">${lights}</g>`);
      shikhara(a, 260, 318, 46, 80, "#2a2454", { noFlag: true });
      shikhara(a, 760, 316, 38, 66, "#2a2454", { noFlag: true });
    });
    water(a, 332, { mirrorId: mir, sunX: 930, shimmer: 40 });
    boat(a, 980, 390, 0.7, { canopy: true, people: 2, canopyCol: "#2b2d6e" });
    lampScatter(a, 22, 0, 350, 1200, 120, { seed: "vd" });
    dona(a, 1010, 470, 0.8);
    dona(a, 170, 520, 1.05);
    dona(a, 620, 650, 2.5);
    vignette(a, 0.45);
  },
);

D.sarnath = [
  (a) => {
    sky(a, { horizon: 560, sunX: 250, sunY: 140, sunR: 38, clouds: 3, birds: 4 });
    ridge(a, { y: 540, amp: 10, seed: "s1", fill: a.far("#7fa36b", 0.45) });
    for (const [x, s] of [
      [90, 1.1],
      [1130, 1.2],
      [980, 0.8],
    ])
      roundTree(a, x, 560, s, a.T("#4f7a3a"));
    dhamek(a, 640, 560, 300, 420);
    ground(a, 556, "#9cbf6a", { to: "#6f9a48" });
    // monastery ruins in the foreground
    for (const [x, y, w, h] of [
      [40, 640, 300, 40],
      [380, 668, 180, 30],
      [780, 650, 380, 44],
      [600, 720, 220, 26],
    ]) {
      a.add(
        S`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${a.T("#b5653f")}"/><rect x="${x}" y="${y}" width="${w}" height="7" fill="${a.T("#d08a5e")}"/>`,
      );
    }
    deer(a, 200, 630, 1.1, "#b9743a", true);
    deer(a, 300, 626, 0.9);
    deer(a, 470, 720, 1.2);
    for (const [x, c] of [
      [860, "#a83a1e"],
      [890, "#f29f05"],
      [940, "#a83a1e"],
    ])
      monk(a, x, 646, 44, c);
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 580, sunX: 900, sunY: 470, sunR: 60, streaks: 6, birds: 9 });
    ridge(a, { y: 570, amp: 12, seed: "s2", fill: a.far("#3a2040", 0.5) });
    palm(a, 1090, 590, 210, "#2a1028", 0.1);
    bigTree(a, 150, 590, 1.1, "#2a1028");
    dhamek(a, 560, 590, 290, 410);
    ground(a, 586, "#3a1a2a", { to: "#241020" });
    // votive stupas and lamps
    for (const [x, w] of [
      [260, 70],
      [880, 60],
      [1000, 90],
    ])
      stupa(a, x, 660, w, "#6a3040", { drumH: 0.3 });
    a.add(
      S`<rect x="0" y="660" width="1200" height="26" fill="#4a2030"/><rect x="0" y="660" width="1200" height="6" fill="#7a3a42"/>`,
    );
    for (let x = 30; x < 1200; x += 58) diya(a, x, 660, 4);
    for (const [x, l] of [
      [420, 1],
      [470, 0],
      [700, 1],
    ])
      person(a, x, 760, 70, "#7a2a18", { lamp: !!l, head: "#2a1018" });
    vignette(a, 0.4);
  },
  (a) => {
    a.add(
      S`<rect width="1200" height="800" fill="${a.lin([
        [0, C.indigo],
        [1, C.maroonDark],
      ])}"/>`,
    );
    rays(a, 600, 430, 900, 36, C.gold, 0.12);
    a.add(
      S`<circle cx="600" cy="430" r="300" fill="${a.rad([
        [0, "#f29f05", 0.45],
        [1, "#f29f05", 0],
      ])}"/>`,
    );
    lionCapital(a, 600, 770, 1.12);
  },
];

/** The Lion Capital of Ashoka (stylised, front view). */
function lionCapital(a, cx, by, s) {
  const g1 = "#e3b54a",
    g2 = "#b8862b",
    g3 = "#8a5f1a";
  let g = "";
  // bell (inverted lotus)
  g += S`<path d="M${cx - 150 * s} ${by}Q${cx - 140 * s} ${by - 120 * s} ${cx - 90 * s} ${by - 170 * s}H${cx + 90 * s}Q${cx + 140 * s} ${by - 120 * s} ${cx + 150 * s} ${by}Z" fill="${g2}"/>`;
  let pet = "";
  for (let i = -5; i <= 5; i++)
    pet += S`M${cx + i * 27 * s} ${by - 4 * s}Q${cx + i * 22 * s + 10 * s} ${by - 90 * s} ${cx + i * 17 * s} ${by - 166 * s}`;
  g += S`<path d="${pet}" stroke="${g3}" stroke-width="${3 * s}" fill="none"/><rect x="${cx - 160 * s}" y="${by - 12 * s}" width="${320 * s}" height="${14 * s}" rx="${4 * s}" fill="${g1}"/>`;
  // abacus
  const ay = by - 170 * s;
  g += S`<rect x="${cx - 150 * s}" y="${ay - 80 * s}" width="${300 * s}" height="${80 * s}" fill="${g1}"/><rect x="${cx - 150 * s}" y="${ay - 80 * s}" width="${300 * s}" height="${8 * s}" fill="${g2}"/><rect x="${cx - 150 * s}" y="${ay - 8 * s}" width="${300 * s}" height="${8 * s}" fill="${g2}"/>`;
  // dharma chakra
  const wy = ay - 40 * s,
    wr = 28 * s;
  let sp = "";
  for (let i = 0; i < 24; i++) {
    const an = (i / 24) * Math.PI * 2;
    sp += S`M${cx} ${wy}L${cx + Math.cos(an) * wr} ${wy + Math.sin(an) * wr}`;
  }
  g += S`<circle cx="${cx}" cy="${wy}" r="${wr}" fill="none" stroke="${g3}" stroke-width="${4 * s}"/><path d="${sp}" stroke="${g3}" stroke-width="${1.4 * s}"/><circle cx="${cx}" cy="${wy}" r="${5 * s}" fill="${g3}"/>`;
  // horse (left) and bull (right), simplified
  g += S`<path d="M${cx - 120 * s} ${wy + 14 * s}l${6 * s} ${-18 * s}q${10 * s} ${-8 * s} ${30 * s} ${-6 * s}l${10 * s} ${-14 * s}l${8 * s} ${4 * s}l${-4 * s} ${16 * s}l${4 * s} ${18 * s}h${-6 * s}l${-4 * s} ${-10 * s}l${-24 * s} ${2 * s}l${-10 * s} ${8 * s}z" fill="${g3}"/>`;
  g += S`<path d="M${cx + 120 * s} ${wy + 14 * s}l${-4 * s} ${-20 * s}q${-14 * s} ${-6 * s} ${-32 * s} ${-2 * s}l${-8 * s} ${-8 * s}l${-6 * s} ${4 * s}l${4 * s} ${12 * s}l${-2 * s} ${14 * s}h${6 * s}l${4 * s} ${-8 * s}l${26 * s} ${2 * s}l${6 * s} ${8 * s}z" fill="${g3}"/>`;
  a.add(g);
  // lions: two in profile facing outwards, one facing the viewer in front of them
  const top = ay - 80 * s;
  const mane = (x, y, r, col, edge) => {
    let m = S`<circle cx="${x}" cy="${y}" r="${r}"/>`;
    for (let i = 0; i < 16; i++) {
      const an = (i / 16) * Math.PI * 2;
      m += S`<circle cx="${x + Math.cos(an) * r}" cy="${y + Math.sin(an) * r}" r="${r * 0.22}"/>`;
    }
    let e = "";
    for (let i = 0; i < 16; i++) {
      const an = (i / 16) * Math.PI * 2 + 0.2;
      e += S`M${x + Math.cos(an) * r * 0.45} ${y + Math.sin(an) * r * 0.45}L${x + Math.cos(an) * r * 0.95} ${y + Math.sin(an) * r * 0.95}`;
    }
    return (
      `<g fill="${col}">${m}</g>` +
      S`<path d="${e}" stroke="${edge}" stroke-width="${3 * s}" stroke-linecap="round" opacity="0.6"/>`
    );
  };
  for (const dir of [-1, 1]) {
    const x = cx + dir * 80 * s,
      my = top - 120 * s;
    let l = S`<path d="M${x - 40 * s} ${top}V${top - 80 * s}H${x + 40 * s}V${top}Z" fill="${g2}"/>`;
    l += mane(x, my, 62 * s, g1, g3);
    // muzzle in profile, jaws open
    l += S`<path d="M${x + dir * 30 * s} ${my - 34 * s}Q${x + dir * 84 * s} ${my - 30 * s} ${x + dir * 96 * s} ${my - 2 * s}L${x + dir * 70 * s} ${my + 6 * s}L${x + dir * 92 * s} ${my + 16 * s}Q${x + dir * 70 * s} ${my + 34 * s} ${x + dir * 36 * s} ${my + 22 * s}Z" fill="${g1}"/>`;
    l += S`<path d="M${x + dir * 96 * s} ${my - 2 * s}L${x + dir * 70 * s} ${my + 6 * s}L${x + dir * 92 * s} ${my + 16 * s}Z" fill="${g3}"/><circle cx="${x + dir * 62 * s}" cy="${my - 18 * s}" r="${4 * s}" fill="${g3}"/><path d="M${x + dir * 52 * s} ${my - 28 * s}q${dir * 10 * s} ${-6 * s} ${dir * 20 * s} ${-2 * s}" stroke="${g3}" stroke-width="${3 * s}" fill="none"/>`;
    l += S`<rect x="${x + dir * 34 * s - 10 * s}" y="${top - 66 * s}" width="${20 * s}" height="${66 * s}" rx="${7 * s}" fill="${g1}"/><path d="M${x + dir * 34 * s - 12 * s} ${top - 2 * s}h${24 * s}" stroke="${g3}" stroke-width="${3 * s}"/>`;
    a.add(l);
  }
  const my = top - 132 * s;
  a.add(
    S`<path d="M${cx - 50 * s} ${top}V${top - 90 * s}H${cx + 50 * s}V${top}Z" fill="${g2}"/>`,
    mane(cx, my, 66 * s, shade(g1, 0.08), g3),
  );
  a.add(
    S`<ellipse cx="${cx}" cy="${my + 4 * s}" rx="${40 * s}" ry="${44 * s}" fill="${shade(g1, 0.15)}"/><path d="M${cx - 10 * s} ${my - 8 * s}H${cx + 10 * s}L${cx + 13 * s} ${my + 14 * s}Q${cx} ${my + 20 * s} ${cx - 13 * s} ${my + 14 * s}Z" fill="${g2}"/><ellipse cx="${cx - 12 * s}" cy="${my + 22 * s}" rx="${14 * s}" ry="${10 * s}" fill="${shade(g1, 0.25)}"/><ellipse cx="${cx + 12 * s}" cy="${my + 22 * s}" rx="${14 * s}" ry="${10 * s}" fill="${shade(g1, 0.25)}"/><path d="M${cx - 14 * s} ${my + 32 * s}Q${cx} ${my + 46 * s} ${cx + 14 * s} ${my + 32 * s}Z" fill="${g3}"/><path d="M${cx - 26 * s} ${my - 14 * s}q${8 * s} ${-6 * s} ${16 * s} 0M${cx + 10 * s} ${my - 14 * s}q${8 * s} ${-6 * s} ${16 * s} 0" stroke="${g3}" stroke-width="${4 * s}" fill="none" stroke-linecap="round"/>`,
  );
  a.add(
    S`<rect x="${cx - 32 * s}" y="${top - 64 * s}" width="${22 * s}" height="${64 * s}" rx="${8 * s}" fill="${g1}"/><rect x="${cx + 10 * s}" y="${top - 64 * s}" width="${22 * s}" height="${64 * s}" rx="${8 * s}" fill="${g1}"/><path d="M${cx - 34 * s} ${top - 2 * s}h${68 * s}" stroke="${g3}" stroke-width="${3 * s}"/>`,
  );
}

/** Taj Mahal, front view. */
function taj(a, cx, by, s, { marble = "#f7f1e6", tint = 1 } = {}) {
  const [lc, dc] = two(a, marble, tint),
    deep = a.T(shade(marble, -0.4), tint);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = S`<rect x="${X(-290)}" y="${Y(26)}" width="${580 * s}" height="${26 * s}" fill="${dc}"/><rect x="${X(-290)}" y="${Y(26)}" width="${580 * s}" height="${5 * s}" fill="${lc}"/>`;
  // minarets
  for (const m of [-255, 255]) {
    g += S`<path d="M${X(m - 13)} ${Y(26)}L${X(m - 9)} ${Y(290)}H${X(m + 9)}L${X(m + 13)} ${Y(26)}Z" fill="${lc}"/><path d="M${X(m)} ${Y(26)}V${Y(290)}H${X(m + 9)}L${X(m + 13)} ${Y(26)}Z" fill="${dc}"/>`;
    for (const h of [100, 190, 280])
      g += S`<rect x="${X(m - 17)}" y="${Y(h)}" width="${34 * s}" height="${6 * s}" fill="${dc}"/>`;
  }
  a.add(g);
  for (const m of [-255, 255]) chhatri(a, X(m), Y(288), 34 * s, 48 * s, marble, { tint });
  // main block with chamfered wings
  g = S`<rect x="${X(-160)}" y="${Y(170)}" width="${320 * s}" height="${144 * s}" fill="${lc}"/><rect x="${X(-160)}" y="${Y(170)}" width="${50 * s}" height="${144 * s}" fill="${dc}"/><rect x="${X(110)}" y="${Y(170)}" width="${50 * s}" height="${144 * s}" fill="${dc}"/>`;
  g += S`<rect x="${X(-62)}" y="${Y(196)}" width="${124 * s}" height="${170 * s}" fill="${lc}"/><rect x="${X(-62)}" y="${Y(196)}" width="${124 * s}" height="${6 * s}" fill="${dc}"/>`;
  g += S`<path d="${archD(X(-40), Y(180), 80 * s, 154 * s)}" fill="${deep}"/><path d="${archD(X(-30), Y(160), 60 * s, 134 * s)}" fill="${a.T(shade(marble, -0.55), tint)}"/>`;
  for (const sx of [-1, 1])
    for (const [dx, y, h] of [
      [95, 160, 62],
      [95, 86, 58],
      [140, 160, 62],
      [140, 86, 58],
    ]) {
      g += S`<path d="${archD(X(sx * dx - 14), Y(y), 28 * s, h * s)}" fill="${deep}"/>`;
    }
  a.add(g);
  for (const cx2 of [-120, 120]) chhatri(a, X(cx2), Y(170), 44 * s, 62 * s, marble, { tint });
  a.add(
    S`<rect x="${X(-70)}" y="${Y(222)}" width="${140 * s}" height="${28 * s}" fill="${lc}"/><rect x="${X(20)}" y="${Y(222)}" width="${50 * s}" height="${28 * s}" fill="${dc}"/>`,
  );
  dome(a, cx, Y(220), 190 * s, 170 * s, marble, { tint, crescent: true });
}

/** Mahabodhi Temple, Bodh Gaya. */
function mahabodhi(a, cx, by, s, { col = "#d8c497", lit } = {}) {
  const [lc, dc] = two(a, col);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  const tower = (x, w0, w1, h0, h1, big) => {
    let g = S`<path d="M${X(x - w0 / 2)} ${Y(h0)}L${X(x - w1 / 2)} ${Y(h1)}H${X(x + w1 / 2)}L${X(x + w0 / 2)} ${Y(h0)}Z" fill="${lc}"/><path d="M${X(x)} ${Y(h0)}V${Y(h1)}H${X(x + w1 / 2)}L${X(x + w0 / 2)} ${Y(h0)}Z" fill="${dc}"/>`;
    const n = big ? 11 : 5;
    let rb = "",
      ni = "";
    for (let i = 1; i < n; i++) {
      const t = i / n,
        yy = h0 + (h1 - h0) * t,
        ww = w0 + (w1 - w0) * t;
      rb += R(X(x - ww / 2), Y(yy), ww * s, 3 * s);
      if (big && i < n - 1)
        for (const k of [-0.3, 0, 0.3]) ni += archD(X(x + k * ww - 5), Y(yy - 4), 10 * s, 16 * s, true);
    }
    g +=
      S`<path d="${rb}" fill="${shade(dc, -0.2)}" opacity="0.6"/>` +
      (ni ? S`<path d="${ni}" fill="${lit ? "#ffcf6b" : shade(dc, -0.35)}" opacity="${lit ? 0.8 : 0.7}"/>` : "");
    g += S`<ellipse cx="${X(x)}" cy="${Y(h1 + 4)}" rx="${w1 * 0.75 * s}" ry="${6 * s}" fill="${lc}"/><path d="M${X(x - w1 * 0.35)} ${Y(h1 + 8)}Q${X(x)} ${Y(h1 + 34)} ${X(x + w1 * 0.35)} ${Y(h1 + 8)}Z" fill="${lc}"/><path d="M${X(x)} ${Y(h1 + 28)}V${Y(h1 + (big ? 70 : 40))}" stroke="${a.T(C.gold)}" stroke-width="${3 * s}"/>`;
    return g;
  };
  let g = S`<rect x="${X(-190)}" y="${Y(60)}" width="${380 * s}" height="${60 * s}" fill="${dc}"/><rect x="${X(-190)}" y="${Y(60)}" width="${380 * s}" height="${8 * s}" fill="${lc}"/>`;
  g += tower(-140, 54, 26, 60, 190) + tower(140, 54, 26, 60, 190);
  g += tower(0, 160, 56, 60, 420, true);
  g += S`<rect x="${X(-46)}" y="${Y(150)}" width="${92 * s}" height="${90 * s}" fill="${lc}"/><rect x="${X(10)}" y="${Y(150)}" width="${36 * s}" height="${90 * s}" fill="${dc}"/><path d="${archD(X(-20), Y(132), 40 * s, 72 * s)}" fill="${lit ? "#ffd27a" : shade(dc, -0.45)}"/>`;
  a.add(g);
  if (lit) a.add(S`<circle cx="${X(0)}" cy="${Y(100)}" r="${60 * s}" fill="${a.glow("#ffc24a")}"/>`);
}

/** Rumi Darwaza, Lucknow. */
function rumi(a, cx, by, s, { col = "#e9cf9c" } = {}) {
  const [lc, dc] = two(a, col);
  const deep = a.T(shade(col, -0.5));
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = "";
  for (const sx of [-1, 1]) {
    g += S`<rect x="${sx < 0 ? X(-400) : X(150)}" y="${Y(170)}" width="${250 * s}" height="${170 * s}" fill="${sx < 0 ? lc : dc}"/>`;
    for (let i = 0; i < 4; i++) {
      const ax = sx < 0 ? -380 + i * 58 : 170 + i * 58;
      g += S`<path d="${archD(X(ax), Y(150), 36 * s, 70 * s)}" fill="${deep}"/><path d="${archD(X(ax), Y(62), 36 * s, 56 * s)}" fill="${deep}"/>`;
    }
    g += S`<rect x="${X(sx * 412 - 16)}" y="${Y(230)}" width="${32 * s}" height="${230 * s}" fill="${lc}"/>`;
    g += battlements(sx < 0 ? X(-400) : X(150), Y(170), 250 * s, 12 * s, 12 * s).replace(
      /<rect/g,
      `<rect fill="${sx < 0 ? lc : dc}"`,
    );
  }
  a.add(g);
  for (const sx of [-1, 1]) dome(a, X(sx * 412), Y(230), 40 * s, 44 * s, col);
  // the great gateway with its crown
  g = S`<path d="M${X(-150)} ${Y(0)}V${Y(300)}Q${X(-150)} ${Y(420)} ${X(0)} ${Y(470)}Q${X(150)} ${Y(420)} ${X(150)} ${Y(300)}V${Y(0)}Z" fill="${lc}"/><path d="M${X(0)} ${Y(0)}V${Y(470)}Q${X(150)} ${Y(420)} ${X(150)} ${Y(300)}V${Y(0)}Z" fill="${dc}"/>`;
  let spikes = "";
  for (let i = 0; i <= 14; i++) {
    const t = i / 14,
      an = Math.PI * (1 - t),
      ex = Math.cos(an) * 150,
      ey = 300 + Math.sin(an) * 170;
    spikes += S`M${X(ex * 0.92)} ${Y(ey * 0.97)}L${X(ex * 1.04)} ${Y(ey + 26)}L${X(ex * 1.08 + 6)} ${Y(ey * 0.97)}Z`;
  }
  g += S`<path d="${spikes}" fill="${lc}"/>`;
  g += S`<path d="${archD(X(-90), Y(380), 180 * s, 380 * s)}" fill="${a.T(shade(col, -0.25))}"/><path d="${archD(X(-62), Y(300), 124 * s, 300 * s)}" fill="${deep}"/>`;
  let fl = "";
  for (let i = 0; i < 7; i++) fl += S`<circle cx="${X(-120 + i * 40)}" cy="${Y(330)}" r="${7 * s}"/>`;
  g += S`<g fill="${dc}">${fl}</g>`;
  a.add(g);
  chhatri(a, X(0), Y(462), 70 * s, 96 * s, col);
}

/** Bara Imambara, Lucknow: a long arcaded facade with kiosks. */
function imambara(a, cx, by, s, { col = "#ead7ad", lit = 0 } = {}) {
  const [lc, dc] = two(a, col);
  const deep = a.T(shade(col, -0.5));
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = S`<rect x="${X(-460)}" y="${Y(180)}" width="${920 * s}" height="${180 * s}" fill="${lc}"/><rect x="${X(-460)}" y="${Y(94)}" width="${920 * s}" height="${6 * s}" fill="${dc}"/>`;
  g += S`<rect x="${X(-90)}" y="${Y(250)}" width="${180 * s}" height="${250 * s}" fill="${lc}"/><rect x="${X(40)}" y="${Y(250)}" width="${50 * s}" height="${250 * s}" fill="${dc}"/>`;
  let ar = "",
    arLit = "";
  for (let i = -8; i <= 8; i++) {
    if (Math.abs(i) <= 1) continue;
    const x = i * 50 - 16;
    const lit1 = a.rnd() < lit;
    if (lit1) arLit += archD(X(x), Y(80), 32 * s, 80 * s);
    else ar += archD(X(x), Y(80), 32 * s, 80 * s);
    ar += archD(X(x + 6), Y(162), 20 * s, 52 * s);
  }
  g += S`<path d="${ar}" fill="${deep}"/>` + (arLit ? S`<path d="${arLit}" fill="#ffcf6b"/>` : "");
  g += S`<path d="${archD(X(-55), Y(210), 110 * s, 210 * s)}" fill="${a.T(shade(col, -0.25))}"/><path d="${archD(X(-38), Y(160), 76 * s, 160 * s)}" fill="${lit ? "#ffc95e" : deep}"/>`;
  g += battlements(X(-460), Y(180), 920 * s, 10 * s, 10 * s).replace(/<rect/g, `<rect fill="${lc}"`);
  a.add(g);
  for (const k of [-440, -300, -150, 150, 300, 440]) chhatri(a, X(k), Y(180), 40 * s, 58 * s, col);
  for (const k of [-75, 75]) chhatri(a, X(k), Y(250), 46 * s, 66 * s, col);
  dome(a, X(0), Y(262), 70 * s, 60 * s, col);
}

/** A Kumbh-style tent, front view. */
function tent(a, x, by, w, h, col, { lit } = {}) {
  const c = a.T(col),
    d = a.T(shade(col, -0.25));
  a.add(
    S`<path d="M${x - w / 2} ${by}V${by - h * 0.55}L${x} ${by - h}L${x + w / 2} ${by - h * 0.55}V${by}Z" fill="${c}"/><path d="M${x} ${by - h}L${x + w / 2} ${by - h * 0.55}V${by}H${x}Z" fill="${d}" opacity="0.5"/><path d="M${x - w * 0.16} ${by}V${by - h * 0.42}L${x} ${by - h * 0.56}L${x + w * 0.16} ${by - h * 0.42}V${by}Z" fill="${lit ? "#ffcf6b" : a.T("#4a2a20")}"/>` +
      (lit ? S`<circle cx="${x}" cy="${by - h * 0.3}" r="${w * 0.7}" fill="${a.glow()}" opacity="0.55"/>` : ""),
  );
}

/** Wall with a pointed-arch opening (evenodd), used to frame a view. */
function archFrame(a, x, y, w, h, col) {
  a.add(S`<path d="M0 0H${a.w}V${a.h}H0Z${archD(x, y, w, h)}" fill="${col}" fill-rule="evenodd"/>`);
}

D.prayagraj = [
  // The Sangam: two rivers of different colours
  (a) => {
    sky(a, { horizon: 400, sunX: 880, sunY: 120, sunR: 40, clouds: 4 });
    ridge(a, { y: 395, amp: 6, seed: "p1", fill: a.far("#8aa06a", 0.55) });
    // Allahabad Fort on the far bank
    a.add(
      S`<rect x="60" y="352" width="420" height="46" fill="${a.far("#b8694a", 0.35)}"/>` +
        battlements(60, 352, 420, 7, 8).replace(/<rect/g, `<rect fill="${a.far("#b8694a", 0.35)}"`),
    );
    for (const x of [60, 200, 340, 470])
      a.add(S`<rect x="${x - 10}" y="338" width="28" height="60" fill="${a.far("#a85a3e", 0.35)}"/>`);
    a.add(S`<path d="M0 400H1200V430Q900 424 700 436Q400 444 0 432Z" fill="${a.T("#e6d3a6")}"/>`);
    a.add(
      S`<rect x="0" y="428" width="1200" height="372" fill="${a.lin([
        [0, "#a9a57a"],
        [1, "#8a8456"],
      ])}"/>`,
    );
    a.add(
      S`<path d="M640 432Q700 520 620 600Q560 690 650 800H1200V432Z" fill="${a.lin([
        [0, "#6fa8cc"],
        [1, "#2f6f9e"],
      ])}"/><path d="M640 432Q700 520 620 600Q560 690 650 800" fill="none" stroke="#d9e6d0" stroke-width="5" opacity="0.55"/>`,
    );
    water(a, 432, { base: false, shimmer: 30 });
    for (const [x, w] of [
      [150, 130],
      [330, 90],
      [900, 150],
    ])
      tent(a, x, 432, w * 0.4, w * 0.35, "#f3e2b8");
    for (const x of [130, 350, 880, 1000]) flag(a, x, 432, 60, C.saffron);
    boat(a, 240, 560, 1.1, { canopy: true, people: 3, canopyCol: "#d8342b" });
    boat(a, 470, 620, 1.3, { canopy: true, people: 4, canopyCol: "#f29f05" });
    boat(a, 860, 580, 1.0, { people: 3, flip: true });
    boat(a, 1040, 700, 1.5, { canopy: true, people: 2, canopyCol: "#2b6f9a", flip: true });
    const rr = rng("gulls");
    for (let i = 0; i < 22; i++) bird(a, 150 + rr() * 950, 440 + rr() * 300, 7 + rr() * 6, "#ffffff");
    vignette(a, 0.2);
  },
  // New Yamuna Bridge at dusk
  (a) => {
    sky(a, { horizon: 470, sunX: 610, sunY: 400, sunR: 58, streaks: 5, birds: 6 });
    const mir = group(a, () => {
      ridge(a, { y: 462, amp: 6, seed: "p2", fill: "#3a1838" });
      const col = "#2a1030";
      let cab = "";
      for (const px of [380, 820]) {
        for (let i = 0; i < 9; i++) {
          const ty = 180 + i * 10;
          cab += S`M${px} ${ty}L${px - 40 - i * 26} 402M${px} ${ty}L${px + 40 + i * 26} 402`;
        }
      }
      a.add(S`<path d="${cab}" stroke="${col}" stroke-width="1.6" opacity="0.9"/>`);
      for (const px of [380, 820])
        a.add(S`<path d="M${px - 14} 470L${px - 7} 160H${px + 7}L${px + 14} 470Z" fill="${col}"/>`);
      a.add(S`<rect x="0" y="398" width="1200" height="14" fill="${col}"/>`);
      for (const px of [100, 600, 1100]) a.add(S`<rect x="${px - 8}" y="410" width="16" height="60" fill="${col}"/>`);
      let lamps = "";
      for (let x = 30; x < 1200; x += 60) lamps += S`<circle cx="${x}" cy="396" r="2.5"/>`;
      a.add(S`<g fill="#ffd27a">${lamps}</g>`);
    });
    water(a, 470, { mirrorId: mir, sunX: 610, mirrorOp: 0.5 });
    boat(a, 220, 620, 1.4, { people: 2, hull: "#2a1030", band: "#2a1030" });
    boat(a, 960, 700, 1.8, { people: 1, hull: "#2a1030", band: "#2a1030", flip: true });
    vignette(a, 0.35);
  },
  // Kumbh Mela camp at night
  (a) => {
    sky(a, { horizon: 420, sunX: 980, sunY: 110, sunR: 32, moon: true, stars: 60 });
    ridge(a, { y: 420, amp: 8, seed: "p3", fill: "#1b1a45" });
    // pontoon bridge across the river
    a.add(
      S`<rect x="0" y="420" width="1200" height="60" fill="${a.lin([
        [0, "#26285e"],
        [1, "#1a1c4a"],
      ])}"/>`,
    );
    let pont = "";
    for (let x = 10; x < 1200; x += 34) pont += S`<ellipse cx="${x}" cy="448" rx="14" ry="7"/>`;
    a.add(S`<g fill="#0e0f2c">${pont}</g><rect x="0" y="436" width="1200" height="6" fill="#3a3460"/>`);
    lampScatter(a, 24, 0, 428, 1200, 6, { seed: "pb" });
    ground(a, 478, "#c9a97a", { to: "#8a6a4a" });
    const rr = rng("tents");
    for (const [y, w, n] of [
      [520, 60, 14],
      [600, 90, 10],
      [720, 140, 7],
    ]) {
      for (let i = 0; i < n; i++) {
        const x = (i + 0.5) * (1200 / n) + (rr() - 0.5) * 30;
        tent(a, x, y, w, w * 0.8, rr.pick(["#f3e2b8", "#f29f05", "#f3e2b8", "#e9d6c0"]), { lit: rr() > 0.35 });
        if (rr() > 0.6) flag(a, x + w * 0.5, y, w * 1.1, rr() > 0.5 ? C.saffron : "#d8342b");
      }
    }
    for (const x of [120, 460, 800, 1120]) {
      a.add(
        S`<path d="M${x} 800V640" stroke="#1a1030" stroke-width="5"/><circle cx="${x}" cy="636" r="40" fill="${a.glow("#ffd27a")}"/><circle cx="${x}" cy="636" r="7" fill="#fff2c4"/>`,
      );
    }
    vignette(a, 0.45);
  },
];

D.ayodhya = [
  // Ram Mandir
  (a) => {
    sky(a, { horizon: 560, sunX: 1030, sunY: 130, sunR: 40, clouds: 3, birds: 5 });
    ridge(a, { y: 545, amp: 8, seed: "a1", fill: a.far("#7a9a62", 0.5) });
    const col = "#ecb9a0";
    const by = 520;
    a.add(
      S`<rect x="160" y="${by}" width="880" height="60" fill="${a.T(shade(col, -0.2))}"/><rect x="160" y="${by}" width="880" height="8" fill="${a.T(col)}"/>`,
    );
    let rail = "";
    for (let x = 170; x < 1040; x += 22) rail += R(x, by - 22, 8, 22);
    a.add(
      S`<path d="${rail}" fill="${a.T(col)}"/><rect x="160" y="${by - 26}" width="880" height="6" fill="${a.T(col)}"/>`,
    );
    mandapa(a, 300, by, 150, 190, col, { tiers: 6 });
    mandapa(a, 460, by, 180, 250, col, { tiers: 7 });
    mandapa(a, 640, by, 200, 290, col, { tiers: 8 });
    shikhara(a, 860, by - 60, 210, 330, col, { ribs: 12 });
    mandapa(a, 860, by, 240, 90, col, { tiers: 1 });
    for (const x of [300, 460, 640]) flag(a, x, by - [190, 250, 290][[300, 460, 640].indexOf(x)] - 14, 40, C.saffron);
    steps(a, 520, 680, by + 8, by + 60, 6, "#e0b49a");
    ground(a, 578, "#b9c98a", { to: "#8aa65e" });
    a.add(S`<path d="M520 580L680 580L820 800H380Z" fill="${a.T("#efdcc0")}"/>`);
    bushes(a, 0, 380, 600, 26, a.T("#5e8a44"));
    bushes(a, 820, 1200, 600, 26, a.T("#5e8a44"));
    for (const x of [60, 1140]) palm(a, x, 640, 240, a.T("#3f6a34"));
    const rr = rng("ay");
    for (let i = 0; i < 12; i++)
      person(
        a,
        450 + rr() * 300,
        640 + rr() * 140,
        34 + rr() * 16,
        a.T(rr.pick(["#f29f05", "#d8342b", "#ffffff", "#e2a63a", "#8a2f6b"])),
      );
    vignette(a, 0.2);
  },
  // Deepotsav on the Sarayu
  (a) => {
    sky(a, { horizon: 330, stars: 40 });
    burst(a, 260, 120, 70, "#ffd27a");
    burst(a, 880, 90, 90, "#ff7a9a");
    burst(a, 640, 200, 50, "#9ae6ff");
    const mir = group(a, () => {
      for (const [x, w, h] of [
        [140, 80, 150],
        [420, 120, 230],
        [700, 90, 170],
        [1000, 110, 200],
      ])
        shikhara(a, x, 300, w, h, "#2a2456", { lit: true });
      for (const x of [260, 560, 860, 1130]) chhatri(a, x, 300, 60, 80, "#2a2456");
      a.add(S`<rect x="0" y="296" width="1200" height="40" fill="${a.T("#3a3070")}"/>`);
      lampField(a, 0, 298, 1200, 38, { dx: 16, dy: 13, r: 2 });
    });
    water(a, 336, { mirrorId: mir, mirrorOp: 0.55, shimmer: 30 });
    lampScatter(a, 20, 0, 350, 1200, 160, { seed: "ad" });
    steps(a, 0, 1200, 560, 800, 6, "#4a3a6e");
    for (let row = 0; row < 6; row++) {
      const y = 560 + row * 40 + 14,
        sz = 3 + row * 1.2,
        gap = 30 + row * 16;
      for (let x = (row % 2) * gap * 0.5 + 10; x < 1200; x += gap) diya(a, x, y, sz, { glow: row > 2 });
    }
    vignette(a, 0.4);
  },
  // Temple doorway with marigold torans and bells
  (a) => {
    const col = "#e8b49a";
    a.add(S`<rect width="1200" height="800" fill="${a.T(col)}"/>`);
    let carve = "";
    for (let y = 20; y < 800; y += 40) carve += R(0, y, 1200, 4);
    a.add(S`<path d="${carve}" fill="${shade(col, -0.15)}" opacity="0.6"/>`);
    a.add(
      S`<rect x="330" y="120" width="540" height="680" fill="${shade(col, -0.12)}"/><rect x="360" y="150" width="480" height="650" fill="${shade(col, 0.1)}"/>`,
    );
    a.add(
      S`<path d="${archD(420, 200, 360, 600)}" fill="${a.lin([
        [0, "#3a1418"],
        [1, "#6b1e2e"],
      ])}"/>`,
    );
    a.add(S`<circle cx="600" cy="560" r="220" fill="${a.glow("#ffb347")}"/>`);
    diya(a, 560, 640, 9);
    diya(a, 640, 640, 9);
    diya(a, 600, 610, 12);
    a.add(S`<path d="M540 660H660L650 690H550Z" fill="#b8862b"/>`);
    // string of mango leaves
    let leaves = "";
    for (let x = 340; x < 860; x += 26) leaves += S`M${x} 150q13 44 26 0q-13 -6 -26 0z`;
    a.add(S`<path d="${leaves}" fill="#4f7a2a"/><rect x="330" y="140" width="540" height="12" fill="#b8862b"/>`);
    for (const [x0, x1] of [
      [340, 600],
      [600, 860],
      [340, 860],
    ])
      garland(a, x0, 176, x1, 176, x1 - x0 > 300 ? 120 : 60, 11);
    for (const x of [150, 250, 950, 1050]) {
      a.add(S`<path d="M${x} 0V300" stroke="#7a5520" stroke-width="3"/>`);
      garland(a, x, 0, x, 280, 0, 9);
    }
    bell(a, 395, 420, 1.4);
    bell(a, 805, 420, 1.4);
    vignette(a, 0.35);
  },
];

D["bodh-gaya"] = [
  (a) => {
    sky(a, { horizon: 600, sunX: 220, sunY: 150, sunR: 40, clouds: 3 });
    ridge(a, { y: 590, amp: 8, seed: "b1", fill: a.far("#7fa36b", 0.5) });
    mahabodhi(a, 720, 600, 1.05);
    bigTree(a, 230, 640, 1.35, a.T("#3f7a34"));
    // prayer flags from the tree to the temple
    let fl = "";
    const fc = ["#2b6fd6", "#ffffff", "#d8342b", "#3a9a4a", "#f2c318"];
    for (let i = 0; i < 22; i++) {
      const t = i / 22,
        x = 300 + t * 300,
        y = 380 + t * 120 + Math.sin(t * Math.PI) * 40;
      fl += S`<path d="M${x} ${y}l14 2l-2 18l-14 -2z" fill="${fc[i % 5]}"/>`;
    }
    a.add(S`<path d="M300 380Q450 540 600 500" fill="none" stroke="#6b4a2a" stroke-width="1.2"/>`, fl);
    ground(a, 598, "#d8c49a", { to: "#b8a070" });
    a.add(S`<rect x="0" y="640" width="1200" height="30" fill="${a.T("#c9b283")}"/>`);
    for (const [x, c] of [
      [500, "#8a1f1f"],
      [540, "#8a1f1f"],
      [580, "#f29f05"],
      [880, "#8a1f1f"],
      [930, "#f29f05"],
    ])
      monk(a, x, 700, 52, c);
    for (const x of [1080, 1150]) palm(a, x, 640, 200, a.T("#3f6a34"));
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 600, sunX: 980, sunY: 520, sunR: 56, streaks: 6, birds: 7 });
    bigTree(a, 1000, 640, 1.2, "#2a1028");
    mahabodhi(a, 520, 610, 1.05, { col: "#e8b46a", lit: true });
    ground(a, 606, "#3a1a2a", { to: "#220f1c" });
    a.add(S`<rect x="0" y="660" width="1200" height="20" fill="#4a2030"/>`);
    lampField(a, 0, 662, 1200, 16, { dx: 14, dy: 8, r: 1.6 });
    for (const x of [200, 260, 760, 830]) person(a, x, 780, 76, "#6a1a20", { lamp: true, head: "#2a1018" });
    vignette(a, 0.4);
  },
  // The Great Buddha statue
  (a) => {
    sky(a, { horizon: 800, sunX: 600, sunY: 230, sunR: 120 });
    rays(a, 600, 230, 900, 28, "#fff3c4", 0.14);
    const [lc, dc] = two(a, "#d9a36c");
    seatedBuddha(a, 600, 800, 1, "#d9a36c");
    for (const [x, h] of [
      [120, 150],
      [230, 170],
      [970, 170],
      [1080, 150],
    ]) {
      a.add(S`<rect x="${x - 30}" y="${800 - 40}" width="60" height="40" fill="${dc}"/>`);
      person(a, x, 760, h, lc, { head: lc });
    }
    vignette(a, 0.25);
  },
];

D.agra = [
  // The Taj from the garden, with the long pool
  (a) => {
    sky(a, { horizon: 470, sunX: 980, sunY: 120, sunR: 36, clouds: 3 });
    const mir = group(a, () => taj(a, 600, 470, 1));
    ground(a, 470, "#9cbf6a", { to: "#6f9a48" });
    a.add(S`<path d="M520 470H680L860 800H340Z" fill="${a.T("#e6d4b0")}"/>`);
    const pool = S`M565 470H635L720 800H480Z`;
    a.add(
      S`<path d="${pool}" fill="${a.lin([
        [0, "#9ccbe0"],
        [1, "#4f93b5"],
      ])}"/>`,
    );
    const cp = a.clip(`<path d="${pool}"/>`);
    a.add(S`<g clip-path="${cp}" opacity="0.5"><use href="#${mir}" transform="matrix(1 0 0 -1 0 940)"/></g>`);
    for (let i = 0; i < 5; i++) {
      const t = i / 5,
        y = 480 + t * t * 320;
      a.add(S`<circle cx="600" cy="${y + 10}" r="${3 + t * 6}" fill="#ffffff" opacity="0.7"/>`);
    }
    for (let i = 0; i < 7; i++) {
      const t = (i + 1) / 7,
        y = 470 + t * t * 330,
        dx = 90 + t * t * 330,
        h = 40 + t * t * 200;
      cypress(a, 600 - dx, y, h, a.T("#2f5a32"));
      cypress(a, 600 + dx, y, h, a.T("#2f5a32"));
    }
    vignette(a, 0.2);
  },
  // From Mehtab Bagh across the Yamuna at sunset
  (a) => {
    sky(a, { horizon: 470, sunX: 230, sunY: 400, sunR: 54, streaks: 5, birds: 8 });
    const mir = group(a, () => {
      ridge(a, { y: 468, amp: 5, seed: "ag2", fill: "#4a1c3c" });
      taj(a, 700, 460, 0.72, { marble: "#ffe0c8", tint: 0.35 });
      a.add(S`<rect x="300" y="452" width="800" height="16" fill="${a.T("#c26a4a", 0.6)}"/>`);
    });
    water(a, 468, { mirrorId: mir, sunX: 230, mirrorOp: 0.5 });
    boat(a, 420, 640, 1.5, { people: 1, hull: "#2a1030", band: "#2a1030" });
    let reeds = "";
    const rr = rng("reed");
    for (let i = 0; i < 70; i++) {
      const x = rr() * 1200,
        h = 40 + rr() * 90;
      reeds += S`M${x} 800Q${x + (rr() - 0.5) * 40} ${800 - h * 0.6} ${x + (rr() - 0.5) * 30} ${800 - h}`;
    }
    a.add(S`<path d="${reeds}" stroke="#1e0a18" stroke-width="3" fill="none" stroke-linecap="round"/>`);
    vignette(a, 0.35);
  },
  // A glimpse of the Taj through a red sandstone arch of Agra Fort
  (a) => {
    sky(a, { horizon: 560, sunX: 830, sunY: 260, sunR: 30 });
    ridge(a, { y: 556, amp: 4, seed: "ag3", fill: a.far("#8a9a6a", 0.6) });
    taj(a, 640, 540, 0.5, { tint: 0.6 });
    water(a, 556, { col: ["#b9d0c8", "#8ab0b0"], shimmer: 12 });
    ground(a, 660, "#c9a27a");
    const red = a.T("#a8452e");
    archFrame(a, 330, 110, 540, 620, red);
    a.add(
      S`<path d="${archD(330, 110, 540, 620)}" fill="none" stroke="#f5ead6" stroke-width="14"/><path d="${archD(300, 80, 600, 650)}" fill="none" stroke="#f5ead6" stroke-width="5"/>`,
    );
    for (const [x, y] of [
      [200, 150],
      [1000, 150],
    ])
      a.add(
        S`<circle cx="${x}" cy="${y}" r="56" fill="none" stroke="#f5ead6" stroke-width="5"/><circle cx="${x}" cy="${y}" r="20" fill="#f5ead6"/><path d="M${x - 40} ${y}H${x + 40}M${x} ${y - 40}V${y + 40}" stroke="#f5ead6" stroke-width="4"/>`,
      );
    a.add(
      S`<rect x="0" y="730" width="1200" height="70" fill="${shade(red, -0.2)}"/><rect x="0" y="726" width="1200" height="8" fill="#f5ead6"/>`,
    );
    let jali = "";
    for (let x = 20; x < 300; x += 30) for (let y = 330; y < 700; y += 30) jali += S`M${x} ${y}l12 12l-12 12l-12 -12z`;
    a.add(
      S`<path d="${jali}" fill="${shade(red, -0.25)}"/>`,
      S`<path d="${jali}" fill="${shade(red, -0.25)}" transform="translate(900 0)"/>`,
    );
    vignette(a, 0.3);
  },
];

D.lucknow = [
  (a) => {
    sky(a, { horizon: 620, sunX: 1040, sunY: 120, sunR: 36, clouds: 3, birds: 4 });
    rumi(a, 600, 620, 1);
    ground(a, 618, "#8a8078", { to: "#5e5650" });
    a.add(S`<rect x="0" y="618" width="1200" height="18" fill="${a.T("#d9c6a0")}"/>`);
    let dash = "";
    for (let x = 0; x < 1200; x += 90) dash += R(x + 20, 716, 50, 6);
    a.add(S`<path d="${dash}" fill="#f3e6cc" opacity="0.8"/>`);
    for (const x of [80, 1120]) {
      a.add(
        S`<path d="M${x} 636V470" stroke="${a.T("#2a2a2a")}" stroke-width="6"/><path d="M${x - 24} 470H${x + 24}M${x} 470V450" stroke="${a.T("#2a2a2a")}" stroke-width="4"/><circle cx="${x - 24}" cy="478" r="8" fill="${a.T("#f3e6cc")}"/><circle cx="${x + 24}" cy="478" r="8" fill="${a.T("#f3e6cc")}"/>`,
      );
    }
    const rr = rng("lk");
    for (let i = 0; i < 7; i++)
      person(
        a,
        200 + rr() * 800,
        650 + rr() * 120,
        40 + rr() * 14,
        a.T(rr.pick(["#2b6f9a", "#ffffff", "#d8342b", "#4a4a4a", "#f29f05"])),
      );
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 500, sunX: 900, sunY: 430, sunR: 50, streaks: 5, birds: 5 });
    const mir = group(a, () => {
      imambara(a, 600, 500, 1.15, { lit: 0.5 });
    });
    a.add(S`<rect x="0" y="500" width="1200" height="30" fill="${a.T("#c9a87a")}"/>`);
    water(a, 530, { mirrorId: mir, mirrorOp: 0.45 });
    for (const x of [40, 1160]) palm(a, x, 560, 260, "#2a1028");
    vignette(a, 0.35);
  },
  // Corridor of the bhool-bhulaiya
  (a) => {
    const n = 9,
      vx = 600,
      vy = 470;
    const tf = 1 / (1 + n * 0.42);
    a.add(
      S`<rect width="1200" height="800" fill="#fff1c8"/><path d="M-200 800L${vx - 320 * tf} ${vy + 0.48 * 780 * tf}H${vx + 320 * tf}L1400 800Z" fill="${a.lin(
        [
          [0, "#e6b470"],
          [1, "#5a2e1a"],
        ],
      )}"/>`,
    );
    for (let k = n; k >= 0; k--) {
      const t = 1 / (1 + k * 0.42);
      const w = 640 * t,
        h = 780 * t,
        x = vx - w / 2,
        y = vy - h * 0.52;
      const col = mix("#4a2414", "#f0c27a", Math.max(0, 0.62 - k * 0.06) ** 0.8);
      if (k === n) a.add(S`<path d="${archD(x, y, w, h)}" fill="#fff1c8"/>`);
      a.add(S`<path d="M0 0H1200V${Math.min(800, y + h)}H0Z${archD(x, y, w, h)}" fill="${col}" fill-rule="evenodd"/>`);
      a.add(S`<path d="${archD(x, y, w, h)}" fill="none" stroke="${shade(col, -0.25)}" stroke-width="${10 * t}"/>`);
    }
    a.add(S`<circle cx="600" cy="330" r="300" fill="${a.glow("#ffd27a")}" opacity="0.45"/>`);
    for (const x of [170, 1030]) {
      const y = 300;
      a.add(
        S`<path d="M${x} 0V${y}" stroke="#1a0a08" stroke-width="3"/><circle cx="${x}" cy="${y + 24}" r="70" fill="${a.glow()}"/><path d="M${x - 18} ${y}H${x + 18}L${x + 13} ${y + 50}H${x - 13}Z" fill="#c9962a"/><rect x="${x - 11}" y="${y + 9}" width="22" height="32" fill="#ffe28a"/>`,
      );
    }
    person(a, 540, 640, 110, "#2a0a08", { head: "#2a0a08" });
    person(a, 668, 560, 62, "#3a140c", { head: "#3a140c" });
    vignette(a, 0.5);
  },
];

/** A pot turned on a wheel: symmetric profile from neck to foot. */
function pot(a, x, by, w, h, col, { neck = 0.35, deco = "#d9d9d9", glaze = true } = {}) {
  const [lc, dc] = two(a, col);
  const nw = w * neck,
    top = by - h;
  const prof = (sd) =>
    S`M${x} ${by}H${x + sd * w * 0.22}C${x + sd * w * 0.62} ${by - h * 0.05} ${x + sd * w * 0.62} ${by - h * 0.62} ${x + sd * nw * 0.55} ${by - h * 0.86}L${x + sd * nw * 0.7} ${top}H${x}Z`;
  let g = S`<path d="${prof(-1)}" fill="${lc}"/><path d="${prof(1)}" fill="${dc}"/>`;
  g += S`<ellipse cx="${x}" cy="${top}" rx="${nw * 0.7}" ry="${nw * 0.16}" fill="${shade(dc, -0.3)}"/>`;
  if (glaze)
    g += S`<path d="M${x - w * 0.3} ${by - h * 0.55}Q${x - w * 0.32} ${by - h * 0.3} ${x - w * 0.22} ${by - h * 0.12}" stroke="#fff" stroke-width="${w * 0.05}" fill="none" stroke-linecap="round" opacity="0.35"/>`;
  let zz = S`M${x - w * 0.4} ${by - h * 0.45}`;
  for (let i = 1; i <= 8; i++) zz += S`L${x - w * 0.4 + i * w * 0.1} ${by - h * (i % 2 ? 0.5 : 0.45)}`;
  g += S`<path d="${zz}" stroke="${deco}" stroke-width="${Math.max(1.5, w * 0.02)}" fill="none"/><path d="M${x - w * 0.36} ${by - h * 0.32}H${x + w * 0.36}" stroke="${deco}" stroke-width="${Math.max(1.2, w * 0.015)}"/>`;
  a.add(g);
}

/** A seated Buddha in meditation (drawn for base 800, centre 600 at s = 1). */
function seatedBuddha(a, cx, by, s, col) {
  const [lc, dc] = two(a, col);
  let g = "";
  g += S`<path d="M300 800L330 700H870L900 800Z" fill="${dc}"/>`;
  let pet = "";
  for (let x = 340; x < 870; x += 44) pet += S`M${x} 700q22 -34 44 0z`;
  g += S`<path d="${pet}" fill="${lc}"/>`;
  g += S`<path d="M360 700Q330 640 420 610H780Q870 640 840 700Z" fill="${lc}"/><path d="M600 610H780Q870 640 840 700H600Z" fill="${dc}"/>`;
  g += S`<path d="M470 620Q440 460 480 380Q520 340 600 338Q680 340 720 380Q760 460 730 620Z" fill="${lc}"/><path d="M600 338Q680 340 720 380Q760 460 730 620H600Z" fill="${dc}"/>`;
  g += S`<path d="M482 376Q560 480 726 606L736 560Q640 470 530 352Z" fill="${shade(dc, -0.08)}" opacity="0.8"/><ellipse cx="600" cy="622" rx="78" ry="22" fill="${shade(lc, 0.06)}"/><path d="M540 620q60 -20 120 0" stroke="${dc}" stroke-width="3" fill="none"/>`;
  g += S`<rect x="575" y="300" width="50" height="48" fill="${dc}"/><ellipse cx="600" cy="262" rx="54" ry="66" fill="${lc}"/><path d="M600 196Q654 198 654 262Q654 312 600 328Z" fill="${dc}"/>`;
  g += S`<rect x="538" y="244" width="14" height="58" rx="7" fill="${lc}"/><rect x="648" y="244" width="14" height="58" rx="7" fill="${dc}"/>`;
  let curls = "";
  for (let i = 0; i < 22; i++) {
    const an = Math.PI + (i / 21) * Math.PI;
    curls += S`<circle cx="${600 + Math.cos(an) * 46}" cy="${236 + Math.sin(an) * 40}" r="7"/>`;
  }
  g += S`<g fill="${shade(dc, -0.15)}">${curls}</g><circle cx="600" cy="186" r="20" fill="${shade(dc, -0.15)}"/>`;
  g += S`<path d="M574 262q8 5 16 0M610 262q8 5 16 0M592 290q8 4 16 0" stroke="${shade(dc, -0.4)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  a.add(S`<g transform="translate(${cx - 600 * s} ${by - 800 * s}) scale(${s})">${g}</g>`);
}
/** Khajuraho-style temple: a platform, mandapa roofs rising to a clustered main spire. */
function khajuraho(a, cx, by, s, { col = "#d9a877", tint = 1 } = {}) {
  const [lc, dc] = two(a, col, tint);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = S`<rect x="${X(-380)}" y="${Y(60)}" width="${760 * s}" height="${60 * s}" fill="${dc}"/><rect x="${X(-380)}" y="${Y(60)}" width="${760 * s}" height="${8 * s}" fill="${lc}"/>`;
  g += S`<rect x="${X(-340)}" y="${Y(170)}" width="${680 * s}" height="${110 * s}" fill="${lc}"/><rect x="${X(120)}" y="${Y(170)}" width="${220 * s}" height="${110 * s}" fill="${dc}"/>`;
  let bands = "";
  for (const h of [80, 100, 150, 165]) bands += R(X(-340), Y(h), 680 * s, 4 * s);
  g += S`<path d="${bands}" fill="${shade(dc, -0.25)}" opacity="0.6"/>`;
  let fig = "";
  for (let x = -320; x < 330; x += 26)
    fig += S`M${X(x)} ${Y(104)}h${10 * s}v${-38 * s}q${-5 * s} ${-8 * s} ${-10 * s} 0z`;
  g += S`<path d="${fig}" fill="${shade(dc, -0.2)}" opacity="0.55"/>`;
  a.add(g);
  mandapa(a, X(-260), Y(170), 130 * s, 120 * s, col, { tiers: 5, tint, pillars: false });
  mandapa(a, X(-120), Y(170), 170 * s, 170 * s, col, { tiers: 6, tint, pillars: false });
  for (const [dx, w, h] of [
    [-30, 90, 210],
    [260, 90, 210],
    [10, 110, 270],
    [220, 110, 270],
    [40, 120, 320],
    [190, 120, 320],
    [70, 130, 370],
    [160, 130, 370],
  ])
    shikhara(a, X(dx), Y(170), w * s, h * s, col, { noFlag: true, tint, ribs: 10 });
  shikhara(a, X(115), Y(170), 190 * s, 440 * s, col, { tint, ribs: 16, flagCol: "#d8342b" });
}

/** Apsara figure in a niche (stylised, thick strokes). */
function apsara(a, x, by, h, col, pose = 0) {
  const sw = h * 0.09,
    sx = pose ? -1 : 1;
  const hip = [x + sx * h * 0.06, by - h * 0.45],
    sh = [x - sx * h * 0.04, by - h * 0.72];
  let d = S`M${x - sx * h * 0.08} ${by}Q${x + sx * h * 0.12} ${by - h * 0.22} ${hip[0]} ${hip[1]}M${x + sx * h * 0.14} ${by}Q${x + sx * h * 0.2} ${by - h * 0.25} ${hip[0] + sx * h * 0.02} ${hip[1]}`;
  d += S`M${hip[0]} ${hip[1]}Q${x - sx * h * 0.1} ${by - h * 0.58} ${sh[0]} ${sh[1]}`;
  d += S`M${sh[0]} ${sh[1]}Q${x + sx * h * 0.2} ${by - h * 0.82} ${x + sx * h * 0.18} ${by - h * 0.98}M${sh[0]} ${sh[1]}Q${x - sx * h * 0.22} ${by - h * 0.66} ${x - sx * h * 0.2} ${by - h * 0.5}`;
  a.add(
    S`<path d="${d}" stroke="${col}" stroke-width="${sw}" fill="none" stroke-linecap="round"/><ellipse cx="${hip[0]}" cy="${hip[1] + h * 0.02}" rx="${h * 0.1}" ry="${h * 0.07}" fill="${col}"/><circle cx="${sh[0] + sx * h * 0.02}" cy="${by - h * 0.84}" r="${h * 0.07}" fill="${col}"/><circle cx="${sh[0] - sx * h * 0.02}" cy="${by - h * 0.92}" r="${h * 0.045}" fill="${col}"/>`,
  );
}

/** A chaitya-arch facade (horseshoe arch), as at the Mahaparinirvana Temple. */
function chaityaHall(a, cx, by, w, h, col) {
  const [lc, dc] = two(a, col);
  const r = w / 2;
  let g = S`<path d="M${cx - r} ${by}V${by - h + r}A${r} ${r * 1.05} 0 0 1 ${cx + r} ${by - h + r}V${by}Z" fill="${lc}"/><path d="M${cx + r * 0.55} ${by}V${by - h + r * 0.35}A${r} ${r * 1.05} 0 0 1 ${cx + r} ${by - h + r}V${by}Z" fill="${dc}"/>`;
  g += S`<path d="M${cx - r * 0.62} ${by - h * 0.45}V${by - h + r}A${r * 0.62} ${r * 0.7} 0 0 1 ${cx + r * 0.62} ${by - h + r}V${by - h * 0.45}Z" fill="none" stroke="${dc}" stroke-width="${w * 0.03}"/>`;
  g += S`<path d="M${cx - r * 0.45} ${by}V${by - h * 0.48}A${r * 0.45} ${r * 0.5} 0 0 1 ${cx + r * 0.45} ${by - h * 0.48}V${by}Z" fill="${a.T("#5a4a3a")}"/>`;
  g += S`<rect x="${cx - r * 1.05}" y="${by - h * 0.3}" width="${w * 1.05}" height="${h * 0.05}" fill="${dc}"/>`;
  a.add(g);
}

/** Prayer flags on a sagging line. */
function prayerFlags(a, x0, y0, x1, y1, sag, size) {
  const fc = ["#2b6fd6", "#f7f3e8", "#d8342b", "#3a9a4a", "#f2c318"];
  const n = Math.floor(Math.hypot(x1 - x0, y1 - y0) / (size * 1.25));
  let line = S`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`;
  const byCol = fc.map(() => "");
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n,
      x = x0 + (x1 - x0) * t,
      y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
    byCol[i % 5] += S`M${x - size / 2} ${y}h${size}l${-size * 0.1} ${size * 1.2}h${-size * 0.8}z`;
  }
  a.add(
    S`<path d="${line}" stroke="${a.T("#6b4a2a")}" stroke-width="1.5" fill="none"/>` +
      byCol.map((d, i) => S`<path d="${d}" fill="${a.T(fc[i])}"/>`).join(""),
  );
}

/** A rocky hill with a fort along its crest. */
function chunarFort(a, cx, by, s, { col = "#c9a277", rock = "#8a6a52", lit = 0 } = {}) {
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  a.add(
    S`<path d="M${X(-520)} ${Y(0)}Q${X(-470)} ${Y(90)} ${X(-380)} ${Y(120)}L${X(-200)} ${Y(150)}Q${X(0)} ${Y(175)} ${X(200)} ${Y(150)}L${X(380)} ${Y(130)}Q${X(480)} ${Y(90)} ${X(540)} ${Y(0)}Z" fill="${a.T(rock)}"/>`,
  );
  let st = "";
  for (let i = 0; i < 14; i++) {
    const x = -470 + i * 70;
    st += S`M${X(x)} ${Y(20 + (i % 3) * 30)}l${26 * s} ${-14 * s}l${30 * s} ${8 * s}`;
  }
  a.add(S`<path d="${st}" stroke="${a.T(shade(rock, -0.3))}" stroke-width="${3 * s}" fill="none" opacity="0.6"/>`);
  const [lc, dc] = two(a, col);
  let g = S`<path d="M${X(-380)} ${Y(118)}L${X(-200)} ${Y(148)}Q${X(0)} ${Y(172)} ${X(200)} ${Y(148)}L${X(380)} ${Y(128)}V${Y(200)}H${X(-380)}Z" fill="${lc}"/>`;
  g += battlements(X(-380), Y(200), 760 * s, 10 * s, 12 * s).replace(/<rect/g, `<rect fill="${lc}"`);
  for (const [bx, bh] of [
    [-380, 250],
    [-170, 240],
    [60, 270],
    [300, 240],
  ])
    g +=
      S`<path d="M${X(bx - 34)} ${Y(110)}L${X(bx - 28)} ${Y(bh)}H${X(bx + 28)}L${X(bx + 34)} ${Y(110)}Z" fill="${dc}"/>` +
      battlements(X(bx - 30), Y(bh), 60 * s, 10 * s, 9 * s).replace(/<rect/g, `<rect fill="${dc}"`);
  let w = "";
  for (let x = -340; x < 360; x += 46) w += archD(X(x), Y(178), 12 * s, 22 * s, true);
  g += S`<path d="${w}" fill="${lit ? "#ffcf6b" : a.T("#5a3a2a")}"/>`;
  a.add(g);
  chhatri(a, X(60), Y(270), 50 * s, 66 * s, col);
}

D.chitrakoot = [
  (a) => {
    sky(a, { horizon: 470, sunX: 260, sunY: 120, sunR: 36, clouds: 3, birds: 5 });
    ridge(a, { y: 300, amp: 40, seed: "c1a", fill: a.far("#5f8f5a", 0.4), peaks: [[700, 200, 1.2]] });
    ridge(a, { y: 370, amp: 30, seed: "c1b", fill: a.far("#3f7a4a", 0.15) });
    bushes(a, 0, 1200, 400, 30, a.far("#3f6f3a", 0.15));
    const mir = group(a, () =>
      ghatRow(a, -10, 1210, 440, {
        seed: "c1",
        temples: 4,
        hMin: 60,
        hMax: 130,
        palette: ["#f3e6cc", "#f1d9a8", "#f0c7a0", "#fbf3e4", "#e9b97a"],
      }),
    );
    steps(a, 0, 1200, 440, 488, 5, "#d9c09a");
    for (const x of [200, 640, 980]) umbrella(a, x, 480, 1, "#d9b46a");
    water(a, 488, { mirrorId: mir, col: ["#7fb3a0", "#3f7a6e"], mirrorOp: 0.35 });
    boat(a, 300, 620, 1.3, { canopy: true, people: 3, canopyCol: "#f29f05" });
    boat(a, 760, 580, 1.0, { canopy: true, people: 2, canopyCol: "#d8342b", flip: true });
    boat(a, 980, 720, 1.5, { people: 2, band: "#2b6f9a" });
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 560, sunX: 860, sunY: 300, sunR: 50, streaks: 5, birds: 6 });
    ridge(a, { y: 520, amp: 16, seed: "c2a", fill: a.far("#3a2040", 0.45) });
    const hill = S`M120 600Q200 470 360 330Q520 210 620 212Q740 216 860 330Q980 450 1080 600Z`;
    a.add(S`<path d="${hill}" fill="#2a1838"/>`);
    let trees = "";
    for (let i = 0; i <= 30; i++) {
      const t = i / 30,
        x = 150 + t * 900,
        y = 600 - Math.sin(t * Math.PI) ** 0.8 * 385;
      trees += S`<circle cx="${x}" cy="${y + 8}" r="${16 + (i % 3) * 5}"/>`;
    }
    a.add(S`<g fill="#2a1838">${trees}</g>`);
    bushes(a, 200, 1000, 560, 26, "#24122e");
    for (let i = 0; i < 22; i++) {
      const t = i / 21,
        x = 180 + t * 860,
        y = 600 - Math.sin(t * Math.PI) * 26;
      diya(a, x, y, 3.2);
    }
    shikhara(a, 600, 620, 80, 120, "#5a3040", { lit: true });
    ground(a, 600, "#2a1628", { to: "#180c18" });
    for (const [x, h] of [
      [60, 260],
      [1140, 240],
    ])
      palm(a, x, 640, h, "#1a0c18");
    for (const x of [460, 520, 700, 760]) person(a, x, 700, 60, "#5a1a20", { lamp: x % 3 === 0, head: "#2a1018" });
    vignette(a, 0.4);
  },
  // Looking out of the Gupt Godavari cave
  (a) => {
    sky(a, { horizon: 520, sunX: 640, sunY: 200, sunR: 40 });
    ridge(a, { y: 470, amp: 30, seed: "c3", fill: a.far("#5f8f52", 0.35) });
    bushes(a, 300, 900, 500, 40, a.T("#3f6f3a"));
    water(a, 520, { col: ["#9fd0c0", "#4f8f80"], shimmer: 18 });
    a.add(
      S`<path d="M0 0H1200V800H0ZM330 560Q300 420 360 300Q430 170 600 150Q780 160 850 300Q910 430 870 560Q760 600 600 600Q440 600 330 560Z" fill="${a.lin(
        [
          [0, "#3a2a24"],
          [1, "#1a1210"],
        ],
      )}" fill-rule="evenodd"/>`,
    );
    let cr = "";
    const rr = rng("rock");
    for (let i = 0; i < 26; i++) {
      const x = rr() * 1200,
        y = rr() * 800;
      if (x > 320 && x < 880 && y > 150 && y < 600) continue;
      cr += S`M${x} ${y}l${20 + rr() * 40} ${-10 + rr() * 20}l${10 + rr() * 30} ${10 + rr() * 20}`;
    }
    a.add(S`<path d="${cr}" stroke="#5a463a" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.6"/>`);
    a.add(
      S`<path d="M330 560Q600 620 870 560L1100 800H100Z" fill="${a.lin([
        [0, "#7fb3a0"],
        [1, "#2f5a52"],
      ])}"/>`,
    );
    water(a, 600, { base: false, shimmer: 18 });
    a.add(S`<path d="M160 640Q240 600 300 620L260 700Q200 720 130 700Z" fill="#4a3a30"/>`);
    a.add(
      S`<rect x="190" y="570" width="60" height="60" fill="#6a4a3a"/><path d="M180 572L220 540L260 572Z" fill="#8a5a40"/>`,
    );
    diya(a, 220, 620, 6);
    flag(a, 255, 580, 90, C.saffron);
    person(a, 760, 570, 70, "#f29f05", { head: "#3a2418" });
    vignette(a, 0.3);
  },
];

D.vindhyachal = [
  (a) => {
    sky(a, { horizon: 560, sunX: 1000, sunY: 120, sunR: 36, clouds: 3, birds: 4 });
    ridge(a, { y: 380, amp: 30, seed: "vy1", fill: a.far("#7f9a6a", 0.55) });
    const mir = group(a, () => {
      ghatRow(a, -10, 1210, 500, {
        seed: "vy",
        temples: 0,
        hMin: 90,
        hMax: 170,
        palette: ["#f3e6cc", "#f1d9a8", "#e9a66a", "#fbf3e4", "#e49a6a"],
      });
      shikhara(a, 600, 400, 200, 250, "#f4e2c0", { flagCol: "#d8342b", ribs: 11 });
      mandapa(a, 600, 500, 260, 110, "#f0d3a8", { tiers: 2 });
      for (const [x, h] of [
        [480, 110],
        [520, 150],
        [680, 140],
        [730, 100],
        [420, 80],
        [790, 90],
      ])
        flag(a, x, 430, h, ["#d8342b", C.saffron][(x / 10) % 2]);
    });
    steps(a, 0, 1200, 500, 560, 6, "#d9b784");
    crowd(a, 0, 1200, 532, a.T("#5a2a3a"), { r: 5, seed: "vyc" });
    water(a, 560, { mirrorId: mir });
    boat(a, 280, 690, 1.3, { people: 3, canopy: true, canopyCol: "#d8342b" });
    boat(a, 900, 650, 1.0, { people: 2, flip: true });
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 520, sunX: 330, sunY: 420, sunR: 52, streaks: 5, birds: 5 });
    const mir = group(a, () => {
      a.add(
        S`<path d="M300 520Q520 200 700 180Q880 200 1100 520Z" fill="#2a1232"/><path d="M-50 520Q150 380 380 520Z" fill="#341a3a"/>`,
      );
      const P = (t) => [700 + Math.sin(t * Math.PI * 3.2) * 150 * (1 - t), 516 - t * 316];
      let path = "";
      for (let i = 0; i <= 40; i++) {
        const [x, y] = P(i / 40);
        path += S`${i ? "L" : "M"}${x} ${y}`;
      }
      a.add(S`<path d="${path}" stroke="#5a2a3a" stroke-width="7" fill="none"/>`);
      for (let i = 0; i <= 26; i++) {
        const [x, y] = P(i / 26);
        diya(a, x, y, 2.6);
      }
      shikhara(a, 700, 196, 56, 80, "#5a3040", { lit: true, flagCol: "#d8342b" });
    });
    water(a, 520, { mirrorId: mir, sunX: 330, mirrorOp: 0.45 });
    boat(a, 880, 680, 1.6, { people: 2, hull: "#2a1030", band: "#2a1030", flip: true });
    vignette(a, 0.35);
  },
  // Bells, red chunris and coconuts
  (a) => {
    a.add(
      S`<rect width="1200" height="800" fill="${a.lin([
        [0, "#b8321e"],
        [1, "#6b1e2e"],
      ])}"/>`,
    );
    let st = "";
    for (let x = -800; x < 1200; x += 60) st += S`M${x} 800L${x + 800} 0`;
    a.add(S`<path d="${st}" stroke="#ffffff" stroke-width="14" opacity="0.05"/>`);
    a.add(
      S`<rect x="0" y="60" width="1200" height="36" fill="#5a3418"/><rect x="0" y="92" width="1200" height="8" fill="#3a2010"/>`,
    );
    const rr = rng("bells");
    for (let i = 0; i < 9; i++) {
      const x = 80 + i * 130,
        len = 160 + rr() * 260,
        s = 1.1 + rr() * 1.1;
      a.add(S`<path d="M${x} 100V${100 + len}" stroke="#3a2010" stroke-width="3"/>`);
      bell(a, x, 100 + len + 60 * s, s);
      if (i % 3 === 1) {
        a.add(
          S`<path d="M${x + 20} 100Q${x + 60} ${260} ${x + 30} ${420}L${x + 52} 430Q${x + 90} 270 ${x + 40} 100Z" fill="#e2231a"/><path d="M${x + 30} 420l6 12l8 -10l8 12" stroke="${C.gold}" stroke-width="3" fill="none"/>`,
        );
      }
      if (i % 3 === 2) {
        a.add(
          S`<path d="M${x - 30} 100V220" stroke="#d4a017" stroke-width="2"/><ellipse cx="${x - 30}" cy="250" rx="26" ry="32" fill="#7a4a24"/><path d="M${x - 48} 232Q${x - 30} 212 ${x - 12} 232" stroke="#5a3418" stroke-width="8" fill="none"/><path d="M${x - 56} 224Q${x - 30} 200 ${x - 4} 224L${x - 30} 244Z" fill="#e2231a"/>`,
        );
      }
    }
    garland(a, 0, 110, 600, 110, 70, 12);
    garland(a, 600, 110, 1200, 110, 70, 12);
    vignette(a, 0.4);
  },
];

D.khajuraho = [
  (a) => {
    sky(a, { horizon: 560, sunX: 200, sunY: 130, sunR: 36, clouds: 3, birds: 5 });
    ridge(a, { y: 540, amp: 14, seed: "k1", fill: a.far("#7f9a6a", 0.55) });
    for (const x of [80, 1130]) roundTree(a, x, 580, 1.4, a.T("#4f7a3a"));
    khajuraho(a, 620, 600, 0.82);
    ground(a, 598, "#9cbf6a", { to: "#6f9a48" });
    a.add(S`<path d="M560 600H680L760 800H480Z" fill="${a.T("#e6d4b0")}"/>`);
    bushes(a, 0, 460, 640, 22, a.T("#5e8a44"));
    bushes(a, 780, 1200, 640, 22, a.T("#5e8a44"));
    const rr = rng("kj");
    for (let i = 0; i < 6; i++)
      person(
        a,
        520 + rr() * 180,
        640 + rr() * 130,
        36 + rr() * 16,
        a.T(rr.pick(["#2b6f9a", "#ffffff", "#d8342b", "#f29f05"])),
      );
    vignette(a, 0.2);
  },
  // Sound and light show
  (a) => {
    sky(a, { horizon: 600, stars: 90 });
    khajuraho(a, 600, 620, 0.82, { col: "#b78ad0", tint: 0.35 });
    const cone = (x, col) =>
      a.add(
        S`<path d="M${x} 640L${x - 200} 0H${x + 200}Z" fill="${a.lin(
          [
            [0, col, 0],
            [1, col, 0.22],
          ],
          0,
          0,
          0,
          1,
        )}"/>`,
      );
    cone(300, "#ff7ad9");
    cone(900, "#6ad8ff");
    cone(620, "#ffc24a");
    ground(a, 618, "#1a1434", { to: "#0a0a20" });
    crowd(a, 0, 1200, 700, "#0a0a1a", { r: 12, seed: "kc" });
    a.add(S`<rect x="0" y="730" width="1200" height="70" fill="#0a0a1a"/>`);
    vignette(a, 0.45);
  },
  // Carved wall with dancers
  (a) => {
    const col = "#d9a877";
    a.add(S`<rect width="1200" height="800" fill="${col}"/>`);
    const dk = shade(col, -0.3),
      lt = shade(col, 0.2);
    for (const [y, h] of [
      [40, 300],
      [420, 300],
    ]) {
      a.add(
        S`<rect x="0" y="${y - 24}" width="1200" height="20" fill="${dk}"/><rect x="0" y="${y + h + 4}" width="1200" height="20" fill="${dk}"/>`,
      );
      let ros = "";
      for (let x = 20; x < 1200; x += 40) ros += S`<circle cx="${x}" cy="${y - 14}" r="6"/>`;
      a.add(S`<g fill="${lt}">${ros}</g>`);
      for (let i = 0; i < 6; i++) {
        const x = 30 + i * 195;
        a.add(S`<path d="${archD(x, y, 150, h, false)}" fill="${shade(col, -0.42)}"/>`);
        apsara(a, x + 75, y + h - 10, h * 0.86, lt, (i + (y > 100 ? 1 : 0)) % 2);
        a.add(S`<rect x="${x + 160}" y="${y}" width="26" height="${h}" fill="${shade(col, -0.12)}"/>`);
      }
    }
    vignette(a, 0.35);
  },
];

D.rajgir = [
  (a) => {
    sky(a, { horizon: 520, sunX: 1020, sunY: 130, sunR: 36, clouds: 3, birds: 5 });
    ridge(a, { y: 420, amp: 40, seed: "r1a", fill: a.far("#6f9a6a", 0.5) });
    a.add(
      S`<path d="M-20 620Q200 420 420 300Q560 240 640 250Q760 270 900 380Q1080 520 1240 600V800H-20Z" fill="${a.T("#5b8a45")}"/>`,
    );
    bushes(a, 400, 900, 290, 18, a.T("#4a7a3a"));
    stupa(a, 640, 262, 210, "#f7f3ea", { drumH: 0.22 });
    for (const k of [-0.25, 0.25])
      a.add(S`<path d="${archD(640 + k * 210 - 12, 180, 24, 40, false)}" fill="${a.T("#d4a017")}"/>`);
    a.add(
      S`<path d="M60 720L560 290" stroke="${a.T("#3a3a3a")}" stroke-width="2"/><path d="M90 730L580 300" stroke="${a.T("#3a3a3a")}" stroke-width="2"/>`,
    );
    for (let i = 0; i < 6; i++) {
      const t = (i + 0.5) / 6,
        x = 60 + t * 500,
        y = 720 - t * 430;
      a.add(
        S`<path d="M${x} ${y}v16" stroke="#3a3a3a" stroke-width="1.5"/><rect x="${x - 7}" y="${y + 16}" width="14" height="10" rx="2" fill="${a.T(["#d8342b", "#f2c318", "#2b6fd6"][i % 3])}"/>`,
      );
    }
    bushes(a, 0, 1200, 760, 34, a.T("#3f6f34"));
    for (const x of [900, 1100]) roundTree(a, x, 700, 1.3, a.T("#3f7a34"));
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 560, sunX: 320, sunY: 420, sunR: 56, streaks: 5, birds: 7 });
    ridge(a, { y: 470, amp: 40, seed: "r2a", fill: a.far("#3a2040", 0.5) });
    a.add(
      S`<path d="M-20 620Q240 400 480 290Q600 250 700 262Q820 290 960 400Q1100 520 1240 600V800H-20Z" fill="#2a1232"/>`,
    );
    stupa(a, 690, 274, 200, "#f3e6e0", { drumH: 0.22, tint: 0.35 });
    a.add(S`<circle cx="690" cy="220" r="150" fill="${a.glow("#ffd9a0")}" opacity="0.35"/>`);
    bird(a, 880, 200, 12);
    bird(a, 920, 180, 9);
    ground(a, 700, "#1a0c1c");
    vignette(a, 0.35);
  },
  // Ropeway chairs
  (a) => {
    sky(a, { horizon: 800, sunX: 180, sunY: 140, sunR: 36, clouds: 4 });
    ridge(a, { y: 560, amp: 50, seed: "r3a", fill: a.far("#6f9a6a", 0.45) });
    stupa(a, 930, 470, 120, "#f7f3ea", { drumH: 0.22 });
    ridge(a, { y: 700, amp: 40, seed: "r3b", fill: a.T("#4f7f3f") });
    a.add(
      S`<path d="M-20 700L1220 40" stroke="#2a2a2a" stroke-width="5"/><path d="M-20 760L1220 100" stroke="#2a2a2a" stroke-width="4"/>`,
    );
    for (const [t, c, who] of [
      [0.22, "#d8342b", "#f29f05"],
      [0.55, "#f2c318", "#2b6f9a"],
      [0.86, "#2b6fd6", "#d8342b"],
    ]) {
      const x = -20 + t * 1240,
        y = 700 - t * 660,
        s = 1.9 - t * 0.8;
      a.add(
        S`<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0V70" stroke="#2a2a2a" stroke-width="4"/><path d="M-30 70H30V80H-30Z" fill="${c}"/><path d="M-30 70V20Q-30 10 -20 10H-14V70Z" fill="${shade(c, -0.2)}"/><path d="M-30 92H30" stroke="#2a2a2a" stroke-width="3"/><path d="M30 66V92" stroke="#2a2a2a" stroke-width="3"/></g>`,
      );
      a.add(
        S`<g transform="translate(${x} ${y}) scale(${s})"><path d="M-12 70V40Q-12 30 -2 30H4Q12 30 12 40V70Z" fill="${a.T(who)}"/><circle cx="0" cy="22" r="8" fill="${a.T("#6b4226")}"/><path d="M10 70H22V86" stroke="${a.T(who)}" stroke-width="7" fill="none"/></g>`,
      );
    }
    vignette(a, 0.2);
  },
];

/** A brick texture as a pattern fill. */
function bricks(a, col, { w = 24, h = 9 } = {}) {
  return a.sym(
    "brick" + col + w,
    (id) =>
      S`<pattern id="${id}" width="${w}" height="${h * 2}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h * 2}" fill="${col}"/><path d="M0 ${h - 0.8}h${w}v1.6h${-w}zM0 ${h * 2 - 0.8}h${w}v1.6h${-w}zM${w / 2 - 0.8} 0h1.6v${h}h-1.6zM0 ${h}h1.6v${h}h-1.6z" fill="${shade(col, -0.28)}"/></pattern>`,
  );
}

/** Nalanda's Sariputta stupa (Temple No. 3): brick terraces with a long stair. */
function nalandaStupa(a, cx, by, s, { col = "#b8623e" } = {}) {
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  const bf = `url(#${bricks(a, a.T(col))})`,
    bd = `url(#${bricks(a, a.T(shade(col, -0.22)))})`;
  const tiers = [
    [420, 70],
    [340, 70],
    [260, 60],
    [180, 55],
  ];
  let y = 0,
    g = "";
  for (const [w, h] of tiers) {
    g += S`<rect x="${X(-w)}" y="${Y(y + h)}" width="${w * 2 * s}" height="${h * s}" fill="${bf}"/><rect x="${X(w * 0.45)}" y="${Y(y + h)}" width="${w * 0.55 * s}" height="${h * s}" fill="${bd}"/><rect x="${X(-w - 6)}" y="${Y(y + h)}" width="${(w * 2 + 12) * s}" height="${6 * s}" fill="${a.T(shade(col, 0.15))}"/>`;
    let ni = "";
    for (let x = -w + 20; x < w - 20; x += 44) ni += archD(X(x), Y(y + h - 16), 16 * s, 30 * s, false);
    g += S`<path d="${ni}" fill="${a.T(shade(col, -0.45))}" opacity="0.6"/>`;
    y += h;
  }
  for (const sx of [-1, 1])
    g += S`<rect x="${X(sx * 420 - (sx > 0 ? 60 : 0))}" y="${Y(150)}" width="${60 * s}" height="${150 * s}" fill="${sx > 0 ? bd : bf}"/>`;
  a.add(g);
  for (const sx of [-1, 1]) stupa(a, X(sx * 390), Y(150), 56 * s, col, { drumH: 0.3, spire: col, tiers: 2 });
  // the great stair
  let st = S`<path d="M${X(-60)} ${Y(0)}L${X(-40)} ${Y(y)}H${X(40)}L${X(60)} ${Y(0)}Z" fill="${a.T(shade(col, 0.1))}"/>`;
  let lines = "";
  for (let k = 1; k < 20; k++) lines += R(X(-60 + k), Y((y * k) / 20), (120 - 2 * k) * s, 2.5 * s);
  a.add(st + S`<path d="${lines}" fill="${a.T(shade(col, -0.3))}" opacity="0.6"/>`);
  return Y(y);
}

/** The Vishram Ghat pavilion: three marble arches under chhatris. */
function pavilion(a, cx, by, s, col = "#f4eee2") {
  const [lc, dc] = two(a, col);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = S`<rect x="${X(-170)}" y="${Y(200)}" width="${340 * s}" height="${200 * s}" fill="${lc}"/><rect x="${X(90)}" y="${Y(200)}" width="${80 * s}" height="${200 * s}" fill="${dc}"/>`;
  let ar = "";
  for (const x of [-150, -40, 70]) ar += archD(X(x), Y(170), 80 * s, 170 * s);
  g += S`<path d="${ar}" fill="${a.T("#7a4a3a")}"/><rect x="${X(-180)}" y="${Y(212)}" width="${360 * s}" height="${14 * s}" fill="${dc}"/>`;
  a.add(g);
  for (const x of [-130, 0, 130]) chhatri(a, X(x), Y(212), 70 * s, 96 * s, col);
}

/** Prem Mandir, lit at night. */
function premMandir(a, cx, by, s) {
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  const lit = a.lin([
    [0, "#ffd1f0"],
    [0.5, "#c79bff"],
    [1, "#7a5cff"],
  ]);
  const lit2 = a.lin(
    [
      [0, "#ffe9f7"],
      [1, "#d9a6ff"],
    ],
    1,
    0,
  );
  let g = S`<rect x="${X(-420)}" y="${Y(60)}" width="${840 * s}" height="${60 * s}" fill="${lit}"/><rect x="${X(-330)}" y="${Y(120)}" width="${660 * s}" height="${60 * s}" fill="${lit}"/>`;
  g += S`<rect x="${X(-250)}" y="${Y(300)}" width="${500 * s}" height="${180 * s}" fill="${lit2}"/>`;
  let ar = "";
  for (let x = -230; x < 230; x += 58) ar += archD(X(x), Y(280), 38 * s, 150 * s);
  g += S`<path d="${ar}" fill="#4a2a8a"/><path d="${ar}" fill="#ffd27a" opacity="0.35"/>`;
  g += S`<rect x="${X(-270)}" y="${Y(316)}" width="${540 * s}" height="${18 * s}" fill="#f2c6ff"/>`;
  a.add(g);
  for (const x of [-210, 210]) dome(a, X(x), Y(316), 70 * s, 70 * s, "#f4d8ff", { tint: 0 });
  shikhara(a, X(0), Y(316), 210 * s, 220 * s, "#f4d8ff", { tint: 0, flagCol: "#ff6aa8", ribs: 10 });
  for (const x of [-110, 110]) dome(a, X(x), Y(316), 60 * s, 70 * s, "#f4d8ff", { tint: 0 });
}

function fountain(a, x, by, h) {
  let d = "";
  for (const k of [-1, -0.5, 0, 0.5, 1])
    d += S`M${x} ${by}Q${x + k * h * 0.3} ${by - h * (1.3 - Math.abs(k) * 0.4)} ${x + k * h * 0.6} ${by}`;
  a.add(
    S`<circle cx="${x}" cy="${by - h * 0.4}" r="${h * 0.9}" fill="${a.glow("#8fe3ff")}" opacity="0.5"/><path d="${d}" stroke="#c9f3ff" stroke-width="3" fill="none" opacity="0.85"/>`,
  );
}

/** Peacock feather lying diagonally from (x0, y0) to the eye at (x1, y1). */
function peacockFeather(a, x0, y0, x1, y1) {
  const ang = Math.atan2(y1 - y0, x1 - x0),
    L = Math.hypot(x1 - x0, y1 - y0);
  let barbs = "";
  for (let i = 6; i < 60; i++) {
    const t = i / 60,
      px = t * L,
      w = 40 + 90 * Math.sin(t * Math.PI * 0.9);
    barbs += S`M${px} 0q${w * 0.3} ${-w * 0.5} ${w * 0.5} ${-w}M${px} 0q${w * 0.3} ${w * 0.5} ${w * 0.5} ${w}`;
  }
  let g = S`<path d="${barbs}" stroke="#4f8a3a" stroke-width="2.2" fill="none" opacity="0.85"/>`;
  g += S`<path d="M0 0H${L + 60}" stroke="#c9a86a" stroke-width="5" stroke-linecap="round"/>`;
  const ex = L;
  g += S`<ellipse cx="${ex}" cy="0" rx="120" ry="92" fill="#5a9a3a"/><ellipse cx="${ex}" cy="0" rx="98" ry="76" fill="#c9932a"/><ellipse cx="${ex - 6}" cy="0" rx="78" ry="62" fill="#2fb3a8"/><ellipse cx="${ex - 12}" cy="0" rx="54" ry="44" fill="#1f4fa8"/><ellipse cx="${ex - 18}" cy="0" rx="30" ry="26" fill="#0e1f5a"/>`;
  a.add(S`<g transform="translate(${x0} ${y0}) rotate(${(ang * 180) / Math.PI})">${g}</g>`);
}

function flute(a, x0, y0, x1, y1) {
  const ang = Math.atan2(y1 - y0, x1 - x0),
    L = Math.hypot(x1 - x0, y1 - y0);
  let holes = "";
  for (let i = 0; i < 7; i++) holes += S`<ellipse cx="${L * 0.45 + i * 34}" cy="0" rx="7" ry="5"/>`;
  let g = S`<rect x="0" y="-16" width="${L}" height="32" rx="16" fill="#b8862b"/><rect x="0" y="-16" width="${L}" height="10" rx="5" fill="#e3b54a"/><g fill="#4a2a10">${holes}</g><ellipse cx="${L * 0.2}" cy="0" rx="9" ry="6" fill="#4a2a10"/>`;
  for (const k of [0.08, 0.35, 0.92])
    g += S`<rect x="${L * k}" y="-17" width="14" height="34" fill="#d8342b"/><rect x="${L * k + 4}" y="-17" width="4" height="34" fill="#f2c318"/>`;
  g += S`<path d="M${L * 0.36} 17q-20 60 10 120M${L * 0.36 + 10} 17q0 60 30 110" stroke="#d8342b" stroke-width="5" fill="none"/><circle cx="${L * 0.36 - 6}" cy="142" r="10" fill="#f2c318"/>`;
  a.add(S`<g transform="translate(${x0} ${y0}) rotate(${(ang * 180) / Math.PI})">${g}</g>`);
}

/** The Japanese World Peace Pagoda at Lumbini. */
function peacePagoda(a, cx, by, s, col = "#f7f3ea") {
  const [lc, dc] = two(a, col);
  const X = (v) => cx + v * s,
    Y = (v) => by - v * s;
  let g = S`<rect x="${X(-300)}" y="${Y(50)}" width="${600 * s}" height="${50 * s}" fill="${lc}"/><rect x="${X(120)}" y="${Y(50)}" width="${180 * s}" height="${50 * s}" fill="${dc}"/><rect x="${X(-220)}" y="${Y(100)}" width="${440 * s}" height="${50 * s}" fill="${lc}"/><rect x="${X(90)}" y="${Y(100)}" width="${130 * s}" height="${50 * s}" fill="${dc}"/>`;
  let rail = "";
  for (let x = -296; x < 300; x += 16) rail += R(X(x), Y(66), 5 * s, 16 * s);
  g += S`<path d="${rail}" fill="${dc}"/>`;
  a.add(g);
  stupa(a, cx, Y(100), 360 * s, col, { drumH: 0.16, tiers: 7 });
  a.add(S`<path d="${archD(X(-34), Y(230), 68 * s, 96 * s, false)}" fill="${a.T("#7a5a3a")}"/>`);
  seatedBuddha(a, X(0), Y(136), 0.13 * s, "#e3b54a");
}

function prayerWheels(a, x0, x1, by, h) {
  const n = Math.floor((x1 - x0) / (h * 0.62));
  const w = h * 0.48;
  let g = S`<rect x="${x0 - 20}" y="${by - h - 40}" width="${x1 - x0 + 40}" height="24" fill="${a.T("#7a2a18")}"/><rect x="${x0 - 20}" y="${by + 8}" width="${x1 - x0 + 40}" height="24" fill="${a.T("#7a2a18")}"/>`;
  a.add(g);
  const gold = a.lin(
    [
      [0, "#8a5f1a"],
      [0.3, "#f2cf6a"],
      [0.55, "#d4a017"],
      [1, "#6a4510"],
    ],
    1,
    0,
  );
  for (let i = 0; i < n; i++) {
    const x = x0 + (i + 0.5) * ((x1 - x0) / n);
    let t = S`<path d="M${x} ${by - h - 16}V${by + 8}" stroke="#3a2010" stroke-width="4"/><rect x="${x - w / 2}" y="${by - h}" width="${w}" height="${h}" rx="8" fill="${gold}"/>`;
    t += S`<rect x="${x - w / 2}" y="${by - h + 8}" width="${w}" height="10" fill="#b8321e"/><rect x="${x - w / 2}" y="${by - 18}" width="${w}" height="10" fill="#b8321e"/>`;
    let lines = "";
    for (let k = 0; k < 4; k++) lines += R(x - w * 0.36, by - h + 34 + (k * (h - 70)) / 4, w * 0.72, 4);
    t += S`<path d="${lines}" fill="#8a5f1a" opacity="0.7"/>`;
    a.add(t);
  }
}

D.nalanda = [
  (a) => {
    sky(a, { horizon: 560, sunX: 1020, sunY: 140, sunR: 36, clouds: 3, birds: 4 });
    ridge(a, { y: 540, amp: 10, seed: "n1", fill: a.far("#7f9a6a", 0.5) });
    for (const x of [70, 1140]) roundTree(a, x, 580, 1.5, a.T("#4f7a3a"));
    ground(a, 560, "#9cbf6a", { to: "#6f9a48" });
    nalandaStupa(a, 600, 600, 0.95);
    a.add(S`<path d="M540 600H660L740 800H460Z" fill="${a.T("#e6d4b0")}"/>`);
    const bw = `url(#${bricks(a, a.T("#b8623e"))})`;
    for (const [x, y, w, h] of [
      [30, 650, 330, 40],
      [860, 660, 320, 44],
      [120, 730, 220, 30],
    ])
      a.add(
        S`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bw}"/><rect x="${x}" y="${y}" width="${w}" height="6" fill="${a.T("#d08a5e")}"/>`,
      );
    const rr = rng("nl");
    for (let i = 0; i < 6; i++)
      person(
        a,
        520 + rr() * 180,
        640 + rr() * 130,
        34 + rr() * 14,
        a.T(rr.pick(["#2b6f9a", "#ffffff", "#d8342b", "#f29f05"])),
      );
    vignette(a, 0.2);
  },
  // The monastery courtyard at dusk
  (a) => {
    sky(a, { horizon: 470, sunX: 600, sunY: 380, sunR: 56, streaks: 5, birds: 6 });
    const bw = `url(#${bricks(a, a.T("#b8623e"), { w: 30, h: 11 })})`;
    ground(a, 440, "#6a3a3a", { to: "#3a1a22" });
    for (const sx of [-1, 1]) {
      const X = (v) => 600 + sx * v;
      a.add(
        S`<path d="M${X(600)} 240L${X(170)} 390V478L${X(600)} 700Z" fill="${bw}"/><path d="M${X(600)} 240L${X(170)} 390L${X(170)} 398L${X(600)} 252Z" fill="${a.T("#d08a5e")}"/>`,
      );
      let doors = "";
      for (let k = 0; k < 6; k++) {
        const t0 = 0.08 + k * 0.15,
          t1 = t0 + 0.06;
        const xa = 600 - (600 - 170) * t0,
          xb = 600 - (600 - 170) * t1;
        const ya = 240 + 150 * t0,
          yb = 240 + 150 * t1,
          ba = 700 - 222 * t0,
          bb = 700 - 222 * t1;
        doors += S`M${X(xa)} ${ya + (ba - ya) * 0.3}L${X(xb)} ${yb + (bb - yb) * 0.3}L${X(xb)} ${bb}L${X(xa)} ${ba}Z`;
      }
      a.add(S`<path d="${doors}" fill="#2a0e16"/>`);
    }
    a.add(
      S`<rect x="430" y="400" width="340" height="78" fill="${bw}"/><rect x="430" y="400" width="340" height="6" fill="${a.T("#d08a5e")}"/>`,
    );
    a.add(
      S`<ellipse cx="600" cy="640" rx="90" ry="26" fill="${a.T("#8a4a3a")}"/><ellipse cx="600" cy="636" rx="70" ry="18" fill="#1a0a10"/>`,
    );
    for (const x of [470, 730]) person(a, x, 720, 64, "#7a2a18", { lamp: x < 600, head: "#2a1018" });
    vignette(a, 0.4);
  },
  // Niches with stucco Buddhas and votive stupas
  (a) => {
    const bw = `url(#${bricks(a, "#b8623e", { w: 34, h: 12 })})`;
    a.add(S`<rect width="1200" height="800" fill="${bw}"/>`);
    a.add(
      S`<rect x="0" y="120" width="1200" height="14" fill="#d08a5e"/><rect x="0" y="560" width="1200" height="14" fill="#d08a5e"/>`,
    );
    for (const x of [120, 480, 840]) {
      a.add(
        S`<path d="${archD(x, 170, 240, 380, false)}" fill="#6a2e1e"/><path d="${archD(x + 14, 184, 212, 366, false)}" fill="#4a1e14"/>`,
      );
      seatedBuddha(a, x + 120, 548, 0.42, "#e2cfb0");
    }
    ground(a, 574, "#c9a27a", { to: "#9a7450" });
    for (const [x, w] of [
      [90, 120],
      [330, 90],
      [600, 150],
      [880, 100],
      [1100, 130],
    ])
      stupa(a, x, 760, w, "#b8623e", { drumH: 0.4, spire: "#b8623e", tiers: 3 });
    vignette(a, 0.35);
  },
];

D.kushinagar = [
  (a) => {
    sky(a, { horizon: 580, sunX: 220, sunY: 130, sunR: 36, clouds: 3, birds: 4 });
    ridge(a, { y: 560, amp: 8, seed: "ku1", fill: a.far("#7f9a6a", 0.5) });
    stupa(a, 700, 420, 300, "#f7f3ea", { drumH: 0.18, tiers: 6 });
    a.add(
      S`<rect x="480" y="420" width="440" height="180" fill="${a.T("#ece4d4")}"/><rect x="760" y="420" width="160" height="180" fill="${a.T("#d9cfbd")}"/>`,
    );
    chaityaHall(a, 600, 600, 240, 300, "#f7f3ea");
    for (const x of [80, 230, 1000, 1140]) roundTree(a, x, 620, 1.3 + (x % 3) * 0.1, a.T("#3f6f34"));
    ground(a, 598, "#9cbf6a", { to: "#6f9a48" });
    a.add(S`<path d="M540 600H660L740 800H460Z" fill="${a.T("#e6d4b0")}"/>`);
    for (const [x, c] of [
      [560, "#a83a1e"],
      [600, "#f29f05"],
      [640, "#a83a1e"],
      [900, "#8a1f1f"],
      [300, "#f29f05"],
    ])
      monk(a, x, 680 + (x % 7) * 8, 50, c);
    vignette(a, 0.2);
  },
  // Ramabhar Stupa at dusk
  (a) => {
    sky(a, { horizon: 600, sunX: 880, sunY: 480, sunR: 56, streaks: 6, birds: 7 });
    const bw = `url(#${bricks(a, a.T("#b8623e"), { w: 28, h: 10 })})`;
    a.add(
      S`<path d="M180 610Q200 420 420 330Q600 270 780 330Q1000 420 1020 610Z" fill="${bw}"/><path d="M600 280Q780 290 900 420Q1010 520 1020 610H780Q820 460 600 280Z" fill="#2a0e1a" opacity="0.35"/>`,
    );
    a.add(S`<path d="M380 346Q600 250 820 346Q760 300 600 290Q440 300 380 346Z" fill="#3a5a2a" opacity="0.8"/>`);
    ground(a, 606, "#3a1a2a", { to: "#1a0c16" });
    for (let x = 40; x < 1200; x += 50) diya(a, x, 640, 4.5);
    for (const x of [300, 350, 850, 900]) person(a, x, 760, 80, "#7a2a18", { lamp: x % 100 === 0, head: "#2a1018" });
    vignette(a, 0.4);
  },
  // The reclining Buddha
  (a) => {
    a.add(
      S`<rect width="1200" height="800" fill="${a.lin([
        [0, "#f3e6cc"],
        [1, "#d9c29a"],
      ])}"/>`,
    );
    a.add(
      S`<path d="${archD(480, 60, 240, 300)}" fill="#fff6de"/><circle cx="600" cy="230" r="260" fill="${a.glow("#ffe6a8")}" opacity="0.7"/>`,
    );
    a.add(
      S`<rect x="140" y="560" width="920" height="120" fill="#8a5a3a"/><rect x="140" y="560" width="920" height="14" fill="#b8864a"/>`,
    );
    let pan = "";
    for (let x = 170; x < 1040; x += 110) pan += R(x, 596, 80, 60);
    a.add(S`<path d="${pan}" fill="#6a4028"/>`);
    a.add(S`<rect x="0" y="680" width="1200" height="120" fill="#b89a6a"/>`);
    const gold = a.lin([
      [0, "#f2cf6a"],
      [1, "#b8862b"],
    ]);
    a.add(S`<ellipse cx="300" cy="540" rx="90" ry="26" fill="#e3b54a"/>`);
    a.add(
      S`<path d="M330 470Q330 430 400 420Q520 414 600 470Q700 430 780 450Q900 480 990 510L990 560H330Z" fill="#f29f05"/>`,
    );
    let folds = "";
    for (let k = 0; k < 7; k++) folds += S`M${420 + k * 80} 430Q${440 + k * 80} 500 ${410 + k * 80} 558`;
    a.add(
      S`<path d="${folds}" stroke="#c2700a" stroke-width="4" fill="none"/><path d="M980 506Q1010 520 1012 556H986Z" fill="${gold}"/>`,
    );
    a.add(
      S`<rect x="190" y="500" width="190" height="62" rx="18" fill="#b8321e"/><rect x="190" y="522" width="190" height="8" fill="#e3b54a"/>`,
    );
    a.add(
      S`<g transform="translate(300 462) rotate(-90)"><rect x="-66" y="-8" width="16" height="52" rx="8" fill="#d9a83a"/><rect x="50" y="-8" width="16" height="52" rx="8" fill="#d9a83a"/><circle r="58" fill="${gold}"/><circle cy="-66" r="22" fill="#7a5214"/><path d="M-58 -4A58 58 0 0 1 58 -4Q30 -34 0 -34Q-30 -34 -58 -4Z" fill="#7a5214"/><path d="M-30 10q10 7 20 0M10 10q10 7 20 0M-4 22q4 12 8 0M-10 38q10 6 20 0" stroke="#8a5f1a" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>`,
    );
    a.add(S`<path d="M250 530q-20 20 10 32h70q10 -18 -10 -32z" fill="${gold}"/>`);
    for (const x of [180, 1020]) {
      a.add(S`<rect x="${x - 30}" y="520" width="60" height="40" fill="#b8864a"/>`);
      marigold(a, x - 12, 516, 14);
      marigold(a, x + 12, 516, 14, "#e2391b");
      diya(a, x, 500, 6);
    }
    vignette(a, 0.35);
  },
];

D["mathura-vrindavan"] = [
  (a) => {
    sky(a, { horizon: 480, sunX: 980, sunY: 120, sunR: 36, clouds: 3, birds: 6 });
    const mir = group(a, () => {
      ghatRow(a, -10, 1210, 440, {
        seed: "m1",
        temples: 2,
        hMin: 100,
        hMax: 210,
        palette: ["#f1dfc0", "#e7b1a0", "#f4d7a0", "#efe6d2", "#d98f5c"],
      });
      pavilion(a, 600, 440, 0.9);
    });
    steps(a, 0, 1200, 440, 500, 6, "#e4cfa8");
    for (const x of [180, 1000]) umbrella(a, x, 490, 1, "#d9b46a");
    water(a, 500, { mirrorId: mir, col: ["#8cc3c0", "#3f8a8a"] });
    boat(a, 240, 640, 1.3, { canopy: true, people: 3, canopyCol: "#f29f05" });
    boat(a, 900, 700, 1.5, { people: 2, flip: true, band: "#d8342b" });
    for (let i = 0; i < 8; i++) bird(a, 520 + i * 22, 560 + (i % 3) * 10, 6, "#f4f1ea");
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 600, stars: 70, sunX: 1040, sunY: 110, sunR: 28, moon: true });
    premMandir(a, 600, 560, 0.95);
    a.add(S`<circle cx="600" cy="380" r="360" fill="${a.glow("#d9a6ff")}" opacity="0.35"/>`);
    ground(a, 556, "#1f1a44", { to: "#0e0c26" });
    a.add(
      S`<rect x="200" y="610" width="800" height="80" rx="40" fill="#2a3a8a"/><rect x="220" y="620" width="760" height="60" rx="30" fill="#3f5acf" opacity="0.6"/>`,
    );
    for (const x of [330, 600, 870]) fountain(a, x, 650, 90);
    bushes(a, 0, 190, 640, 26, "#142a24");
    bushes(a, 1010, 1200, 640, 26, "#142a24");
    for (const x of [120, 1080])
      a.add(
        S`<path d="M${x} 800V640" stroke="#0e0c26" stroke-width="6"/><circle cx="${x}" cy="632" r="44" fill="${a.glow("#ffd27a")}"/><circle cx="${x}" cy="632" r="8" fill="#fff2c4"/>`,
      );
    vignette(a, 0.4);
  },
  // Peacock feather, flute and Holi colours
  (a) => {
    a.add(S`<rect width="1200" height="800" fill="${C.cream}"/>`);
    for (const [x, y, r, c] of [
      [230, 200, 260, "#ff4fa0"],
      [980, 180, 240, "#f2c318"],
      [1000, 650, 260, "#3a9a4a"],
      [200, 660, 240, "#2b6fd6"],
      [620, 420, 220, "#f29f05"],
    ])
      a.add(
        S`<circle cx="${x}" cy="${y}" r="${r}" fill="${a.rad([
          [0, c, 0.55],
          [0.6, c, 0.25],
          [1, c, 0],
        ])}"/>`,
      );
    const rr = rng("gulal");
    let dots = "";
    for (let i = 0; i < 60; i++)
      dots += S`<circle cx="${rr() * 1200}" cy="${rr() * 800}" r="${1.5 + rr() * 4}" fill="${rr.pick(["#ff4fa0", "#f2c318", "#3a9a4a", "#2b6fd6"])}" opacity="0.6"/>`;
    a.add(dots);
    peacockFeather(a, 180, 720, 860, 230);
    flute(a, 140, 260, 1080, 600);
    vignette(a, 0.15);
  },
];

D.chunar = [
  (a) => {
    sky(a, { horizon: 520, sunX: 1020, sunY: 130, sunR: 36, clouds: 4, birds: 5 });
    ridge(a, { y: 470, amp: 14, seed: "ch1", fill: a.far("#7f9a6a", 0.55) });
    const mir = group(a, () => {
      chunarFort(a, 560, 520, 1);
      bushes(a, 0, 1200, 520, 18, a.T("#4f7a3a"));
    });
    water(a, 520, { mirrorId: mir });
    boat(a, 900, 640, 1.3, { people: 2, canopy: true, canopyCol: "#2b6f9a", flip: true });
    boat(a, 220, 720, 1.6, { people: 1 });
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 520, sunX: 980, sunY: 420, sunR: 60, streaks: 6, birds: 8 });
    const mir = group(a, () => {
      chunarFort(a, 520, 520, 1.05, { col: "#6a3048", rock: "#3a1a30", lit: 1 });
    });
    water(a, 520, { mirrorId: mir, sunX: 980, mirrorOp: 0.5 });
    boat(a, 300, 680, 1.6, { people: 2, hull: "#2a1030", band: "#2a1030" });
    vignette(a, 0.35);
  },
  // Chunar's glazed pottery
  (a) => {
    a.add(
      S`<rect width="1200" height="800" fill="${a.lin([
        [0, "#f3e1c0"],
        [1, "#e4c694"],
      ])}"/>`,
    );
    let aw = "";
    for (let x = 0; x < 1200; x += 100)
      aw += S`<path d="M${x} 0H${x + 50}V110Q${x + 25} 130 ${x} 110Z" fill="#b8321e"/><path d="M${x + 50} 0H${x + 100}V110Q${x + 75} 130 ${x + 50} 110Z" fill="#f3e6cc"/>`;
    a.add(aw);
    a.add(
      S`<rect x="0" y="600" width="1200" height="200" fill="#8a5a3a"/><rect x="0" y="600" width="1200" height="16" fill="#b8864a"/>`,
    );
    let mat = "";
    for (let x = 0; x < 1200; x += 24) mat += R(x, 616, 12, 184);
    a.add(S`<path d="${mat}" fill="#6a4028" opacity="0.5"/>`);
    for (const [x, w, h, c, n, d] of [
      [150, 150, 260, "#1e1a1e", 0.3, "#d9d9d9"],
      [360, 200, 210, "#b8502a", 0.45, "#f3e6cc"],
      [580, 170, 330, "#1e1a1e", 0.25, "#e3b54a"],
      [800, 210, 230, "#1e1a1e", 0.5, "#d9d9d9"],
      [1030, 160, 280, "#a8452e", 0.3, "#f3e6cc"],
    ])
      pot(a, x, 608, w, h, c, { neck: n, deco: d });
    for (const [x, c] of [
      [260, "#1e1a1e"],
      [690, "#b8502a"],
      [920, "#1e1a1e"],
    ])
      pot(a, x, 700, 90, 90, c, { neck: 0.6, deco: "#e3b54a" });
    vignette(a, 0.3);
  },
];

D.lumbini = [
  (a) => {
    sky(a, { horizon: 470, sunX: 1040, sunY: 120, sunR: 36, clouds: 3, birds: 4 });
    ridge(a, { y: 430, amp: 10, seed: "lu1", fill: a.far("#7f9a6a", 0.5) });
    const mir = group(a, () => {
      const [lc, dc] = two(a, "#f7f3ea");
      a.add(
        S`<rect x="380" y="300" width="420" height="160" fill="${lc}"/><rect x="680" y="300" width="120" height="160" fill="${dc}"/><rect x="420" y="260" width="340" height="44" fill="${lc}"/><rect x="680" y="260" width="80" height="44" fill="${dc}"/>`,
      );
      let w = "";
      for (let x = 410; x < 780; x += 60) w += R(x, 340, 26, 80);
      a.add(S`<path d="${w}" fill="${a.T("#c9bfae")}"/>`);
      stupa(a, 590, 262, 90, "#f7f3ea", { drumH: 0.2 });
      a.add(
        S`<rect x="930" y="240" width="22" height="220" fill="${a.T("#d9c9a8")}"/><ellipse cx="941" cy="240" rx="16" ry="6" fill="${a.T("#c9b898")}"/>`,
      );
      let rail = "";
      for (let x = 900; x < 990; x += 12) rail += R(x, 420, 4, 40);
      a.add(
        S`<path d="${rail}" fill="${a.T("#7a6a5a")}"/><rect x="896" y="420" width="94" height="5" fill="${a.T("#7a6a5a")}"/>`,
      );
      bigTree(a, 190, 470, 1.1, a.T("#3f7a34"));
      prayerFlags(a, 190, 300, 400, 460, 30, 14);
      prayerFlags(a, 210, 280, 40, 470, 20, 14);
    });
    a.add(S`<rect x="0" y="460" width="1200" height="24" fill="${a.T("#c9b08a")}"/>`);
    water(a, 484, { mirrorId: mir, col: ["#86b8c2", "#3f7a8a"] });
    a.add(
      S`<path d="M0 740H1200V800H0Z" fill="${a.T("#c9b08a")}"/><path d="M0 740H1200V750H0Z" fill="${a.T("#a88f6a")}"/>`,
    );
    vignette(a, 0.2);
  },
  (a) => {
    sky(a, { horizon: 520, sunX: 260, sunY: 430, sunR: 54, streaks: 6, birds: 6 });
    const mir = group(a, () => {
      peacePagoda(a, 660, 520, 1, "#f3e2e0");
    });
    water(a, 520, { mirrorId: mir, sunX: 260, mirrorOp: 0.5 });
    for (const x of [60, 1150]) palm(a, x, 560, 240, "#2a1028");
    vignette(a, 0.35);
  },
  // Prayer wheels and flags
  (a) => {
    sky(a, { horizon: 560, sunX: 980, sunY: 120, sunR: 34 });
    a.add(
      S`<path d="M0 420L160 300L260 360L420 210L560 330L700 250L860 340L1000 230L1200 380V560H0Z" fill="${a.far("#9ab0d0", 0.3)}"/><path d="M420 210L467 250L445 242L425 256L405 244L377 250ZM1000 230L1053 270L1030 262L1008 276L985 262L949 270ZM700 250L762 285L740 280L718 292L700 282L639 285Z" fill="#ffffff" opacity="0.9"/>`,
    );
    ridge(a, { y: 520, amp: 20, seed: "lu3", fill: a.T("#6f9a5a") });
    prayerFlags(a, -20, 80, 1220, 160, 60, 28);
    prayerFlags(a, -20, 200, 1220, 120, 50, 24);
    prayerWheels(a, 60, 1140, 700, 200);
    a.add(S`<rect x="0" y="732" width="1200" height="68" fill="#5a3a22"/>`);
    vignette(a, 0.25);
  },
];

/* ───────────────────────────── coaches ───────────────────────────── */

const BUSES = [
  {
    slug: "volvo-9600",
    name: "Volvo 9600 Luxury Coach",
    kind: "coach",
    L: 1010,
    H: 300,
    axles: [0.215, 0.745, 0.835],
    body: "#fbf3e4",
    skirt: "#6b1e2e",
    s1: C.saffron,
    s2: C.gold,
    badge: "MULTI-AXLE LUXURY",
    seats: "2x2",
    seat: "#6b1e2e",
    head: "#fbf3e4",
    tv: true,
    moods: ["golden", "dusk"],
    scene: ["mustard", "ghats"],
  },
  {
    slug: "royal-35",
    name: "Royal Cruiser 35",
    kind: "coach",
    L: 880,
    H: 292,
    axles: [0.22, 0.77],
    body: "#2b2d6e",
    skirt: "#1b1c4a",
    s1: C.gold,
    s2: C.saffron,
    badge: "ROYAL CRUISER",
    seats: "2x2",
    seat: "#2b2d6e",
    head: "#f3e6cc",
    garland: true,
    moods: ["day", "golden"],
    scene: ["riverside", "wedding"],
  },
  {
    slug: "mini-coach-26",
    name: "Mini Coach 26",
    kind: "mini",
    L: 720,
    H: 270,
    axles: [0.2, 0.74],
    body: "#6b1e2e",
    skirt: "#4a1420",
    s1: C.saffron,
    s2: C.gold,
    badge: "MINI COACH",
    seats: "2x2",
    seat: "#8a3b12",
    head: "#fbf3e4",
    moods: ["morning", "morning"],
    scene: ["sarnath", "city"],
  },
  {
    slug: "tempo-traveller-17",
    name: "Tempo Traveller 17",
    kind: "van",
    L: 600,
    H: 268,
    axles: [0.14, 0.78],
    body: "#f7f3ea",
    skirt: "#d9d2c4",
    s1: C.maroon,
    s2: C.saffron,
    badge: "TEMPO TRAVELLER",
    seats: "2x1",
    seat: "#4a1420",
    head: "#f3e6cc",
    carrier: true,
    moods: ["day", "golden"],
    scene: ["hills", "hills"],
  },
  {
    slug: "urbania-12",
    name: "Force Urbania 12",
    kind: "urbania",
    L: 580,
    H: 250,
    axles: [0.15, 0.8],
    body: "#d9dde3",
    skirt: "#9aa3ad",
    s1: C.indigo,
    s2: C.saffron,
    badge: "EXECUTIVE",
    seats: "1x1",
    seat: "#2a2320",
    head: "#d9c4a0",
    moods: ["day", "night"],
    scene: ["airport", "city"],
  },
  {
    slug: "maharaja-sleeper-45",
    name: "Maharaja Sleeper 45",
    kind: "sleeper",
    L: 1010,
    H: 330,
    axles: [0.2, 0.75, 0.84],
    body: "#4a1420",
    skirt: "#2a0c14",
    s1: C.gold,
    s2: C.saffron,
    badge: "AC SLEEPER",
    seats: "sleeper",
    seat: "#6b1e2e",
    head: "#fbf3e4",
    moods: ["dusk", "night"],
    scene: ["highway", "night"],
  },
];

function wheel(a, x, y, R, dark = false) {
  const tire = "#1d1b1e";
  const rim = a.sym(
    "rim" + dark,
    (id) =>
      `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${dark ? "#9aa0a8" : "#eef1f4"}"/><stop offset="1" stop-color="${dark ? "#4a5058" : "#8d949c"}"/></radialGradient>`,
  );
  const bolts = [];
  for (let i = 0; i < 8; i++) {
    const an = (i / 8) * Math.PI * 2;
    bolts.push([x + Math.cos(an) * R * 0.34, y + Math.sin(an) * R * 0.34]);
  }
  a.add(
    S`<circle cx="${x}" cy="${y}" r="${R}" fill="${tire}"/><circle cx="${x}" cy="${y}" r="${R * 0.74}" fill="#2c2a2e"/><circle cx="${x}" cy="${y}" r="${R * 0.58}" fill="url(#${rim})"/><circle cx="${x}" cy="${y}" r="${R * 0.22}" fill="#6a7078"/>${dots(bolts, R * 0.045, "#4a5058")}<path d="M${x - R * 0.82} ${y - R * 0.3}A${R * 0.88} ${R * 0.88} 0 0 1 ${x - R * 0.2} ${y - R * 0.86}" stroke="#fff" stroke-width="${R * 0.05}" fill="none" opacity="0.18"/>`,
  );
}

/** Side view of a coach or van, facing left; x = front end, gy = ground line. */
function busSide(a, b, x, gy, { lights = false, scale = 1 } = {}) {
  const L = b.L * scale,
    H = b.H * scale,
    clear = H * 0.085,
    WR = H * 0.155;
  const X = (v) => x + v,
    Y = (v) => gy - v;
  const isVan = b.kind === "van" || b.kind === "urbania";
  // body outline
  let outline;
  if (b.kind === "van")
    outline = S`M${X(2)} ${Y(clear + 6)}L${X(0)} ${Y(H * 0.4)}Q${X(4)} ${Y(H * 0.47)} ${X(34)} ${Y(H * 0.5)}L${X(L * 0.16)} ${Y(H * 0.56)}L${X(L * 0.27)} ${Y(H - 12)}Q${X(L * 0.285)} ${Y(H)} ${X(L * 0.31)} ${Y(H)}H${X(L - 16)}Q${X(L)} ${Y(H)} ${X(L)} ${Y(H - 16)}V${Y(clear)}H${X(10)}Z`;
  else if (b.kind === "urbania")
    outline = S`M${X(2)} ${Y(clear + 6)}L${X(0)} ${Y(H * 0.42)}Q${X(6)} ${Y(H * 0.52)} ${X(L * 0.1)} ${Y(H * 0.56)}Q${X(L * 0.2)} ${Y(H * 0.62)} ${X(L * 0.3)} ${Y(H - 10)}Q${X(L * 0.33)} ${Y(H)} ${X(L * 0.37)} ${Y(H)}H${X(L - 20)}Q${X(L)} ${Y(H)} ${X(L)} ${Y(H - 20)}V${Y(clear)}H${X(10)}Z`;
  else
    outline = S`M${X(4)} ${Y(clear)}Q${X(0)} ${Y(clear)} ${X(0)} ${Y(clear + 10)}V${Y(H * 0.5)}Q${X(-2)} ${Y(H * 0.78)} ${X(10)} ${Y(H * 0.94)}Q${X(18)} ${Y(H)} ${X(44)} ${Y(H)}H${X(L - 24)}Q${X(L)} ${Y(H)} ${X(L)} ${Y(H - 24)}V${Y(clear)}Z`;
  const cp = a.clip(`<path d="${outline}"/>`);
  // shadow
  a.add(S`<ellipse cx="${X(L / 2)}" cy="${Y(0)}" rx="${L * 0.56}" ry="${H * 0.06}" fill="#000" opacity="0.28"/>`);
  if (lights)
    a.add(
      S`<path d="M${X(4)} ${Y(H * 0.26)}L${X(-420)} ${Y(H * 0.05)}L${X(-420)} ${Y(H * 0.5)}Z" fill="${a.lin(
        [
          [0, "#fff3c4", 0.55],
          [1, "#fff3c4", 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
  let g = S`<path d="${outline}" fill="${b.body}"/>`;
  const glass = a.lin([
    [0, "#2a3550"],
    [0.6, "#1a2236"],
    [1, "#121826"],
  ]);
  const inner = [];
  // skirt
  inner.push(S`<rect x="${X(-10)}" y="${Y(H * 0.16)}" width="${L + 20}" height="${H * 0.16}" fill="${b.skirt}"/>`);
  // livery swoosh
  const sw = (o, col) =>
    S`<path d="M${X(L + 10)} ${Y(H * (0.47 - o))}C${X(L * 0.74)} ${Y(H * (0.47 - o))} ${X(L * 0.62)} ${Y(H * (0.2 - o))} ${X(L * 0.32)} ${Y(H * (0.17 - o))}L${X(-10)} ${Y(H * (0.16 - o))}V${Y(H * (0.12 - o))}L${X(L * 0.32)} ${Y(H * (0.12 - o))}C${X(L * 0.64)} ${Y(H * (0.14 - o))} ${X(L * 0.76)} ${Y(H * (0.4 - o))} ${X(L + 10)} ${Y(H * (0.4 - o))}Z" fill="${col}"/>`;
  inner.push(sw(0, b.s1), sw(0.075, b.s2));
  // windows
  const wTop = H - (isVan ? 16 : 24),
    wBot = b.kind === "sleeper" ? H * 0.36 : H * 0.55;
  const front = b.kind === "van" ? L * 0.31 : b.kind === "urbania" ? L * 0.36 : L * 0.17;
  const wEnd = L - (isVan ? 18 : 26);
  if (b.kind === "sleeper") {
    inner.push(
      S`<rect x="${X(front)}" y="${Y(H - 22)}" width="${wEnd - front}" height="${H * 0.26}" rx="8" fill="${glass}"/><rect x="${X(front)}" y="${Y(H * 0.58)}" width="${wEnd - front}" height="${H * 0.2}" rx="8" fill="${glass}"/>`,
    );
    let cur = "";
    const n = 7,
      pw = (wEnd - front) / n;
    for (let i = 0; i < n; i++) {
      cur += R(X(front + i * pw), Y(H - 22), 5, H * 0.26) + R(X(front + i * pw), Y(H * 0.58), 5, H * 0.2);
      if (i % 2) cur += R(X(front + i * pw + pw * 0.6), Y(H - 22), pw * 0.4, H * 0.26);
      else cur += R(X(front + i * pw + pw * 0.55), Y(H * 0.58), pw * 0.45, H * 0.2);
    }
    inner.push(S`<path d="${cur}" fill="${b.s2}" opacity="0.55"/>`);
  } else {
    inner.push(
      S`<rect x="${X(front)}" y="${Y(wTop)}" width="${wEnd - front}" height="${wTop - wBot}" rx="${isVan ? 10 : 8}" fill="${glass}"/>`,
    );
    const n = Math.round((wEnd - front) / (isVan ? 88 : 112));
    let pil = "";
    for (let i = 1; i < n; i++) pil += R(X(front + (i * (wEnd - front)) / n - 3), Y(wTop), 6, wTop - wBot);
    inner.push(S`<path d="${pil}" fill="#0c1018"/>`);
    {
      let cur = "";
      for (let i = 0; i < n; i++) cur += R(X(front + (i * (wEnd - front)) / n + 3), Y(wTop), 12, wTop - wBot);
      inner.push(S`<path d="${cur}" fill="${b.s1}" opacity="0.45"/>`);
    }
  }
  // reflections on the glass
  inner.push(
    S`<path d="M${X(L * 0.3)} ${Y(H)}L${X(L * 0.36)} ${Y(H)}L${X(L * 0.26)} ${Y(H * 0.3)}L${X(L * 0.2)} ${Y(H * 0.3)}ZM${X(L * 0.39)} ${Y(H)}L${X(L * 0.41)} ${Y(H)}L${X(L * 0.31)} ${Y(H * 0.3)}L${X(L * 0.29)} ${Y(H * 0.3)}Z" fill="#fff" opacity="0.08"/>`,
  );
  // thin line under the windows
  if (b.kind !== "sleeper")
    inner.push(S`<rect x="${X(-10)}" y="${Y(wBot - 6)}" width="${L + 20}" height="${H * 0.018}" fill="${b.s1}"/>`);
  // front glazing and door
  if (b.kind === "van") {
    inner.push(
      S`<path d="M${X(L * 0.175)} ${Y(H * 0.57)}L${X(L * 0.268)} ${Y(H - 16)}H${X(L * 0.29)}V${Y(H * 0.57)}Z" fill="${glass}"/>`,
    );
    const dx = front + (wEnd - front) * 0.25;
    inner.push(
      S`<rect x="${X(dx)}" y="${Y(H - 12)}" width="${L * 0.2}" height="${H - 12 - clear - 6}" rx="4" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/><rect x="${X(dx + 10)}" y="${Y(H * 0.47)}" width="${L * 0.04}" height="${H * 0.025}" rx="3" fill="#555"/>`,
    );
  } else if (b.kind === "urbania") {
    inner.push(
      S`<path d="M${X(L * 0.14)} ${Y(H * 0.6)}Q${X(L * 0.22)} ${Y(H * 0.66)} ${X(L * 0.3)} ${Y(H - 14)}H${X(L * 0.345)}V${Y(H * 0.6)}Z" fill="${glass}"/>`,
    );
    const dx = front + (wEnd - front) * 0.06;
    inner.push(
      S`<rect x="${X(dx)}" y="${Y(H - 12)}" width="${L * 0.22}" height="${H - 12 - clear - 6}" rx="6" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`,
    );
  } else {
    inner.push(
      S`<path d="M${X(3)} ${Y(H * 0.52)}Q${X(1)} ${Y(H * 0.78)} ${X(12)} ${Y(H * 0.92)}Q${X(20)} ${Y(H - 8)} ${X(44)} ${Y(H - 8)}H${X(front - 8)}V${Y(H * 0.52)}Z" fill="${glass}"/>`,
    );
    const d0 = L * 0.055,
      dw = L * 0.085;
    inner.push(
      S`<rect x="${X(d0)}" y="${Y(H - 26)}" width="${dw}" height="${H - 26 - clear - 4}" rx="6" fill="${glass}"/><path d="M${X(d0 + dw / 2)} ${Y(H - 26)}V${Y(clear + 4)}" stroke="#0c1018" stroke-width="4"/><rect x="${X(d0)}" y="${Y(H * 0.42)}" width="${dw}" height="6" fill="#0c1018"/>`,
    );
  }
  // wordmark
  const tx0 = isVan ? L * 0.36 : L * 0.3,
    tw = isVan ? L * 0.5 : L * 0.4,
    fs = H * (isVan ? 0.07 : 0.072);
  const tcol = b.body === "#fbf3e4" || b.body === "#f7f3ea" || b.body === "#d9dde3" ? C.maroon : C.cream;
  inner.push(
    S`<text x="${X(tx0)}" y="${Y(wBot - H * 0.13)}" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fs}" letter-spacing="2" textLength="${tw}" lengthAdjust="spacingAndGlyphs" fill="${tcol}">KASHI COACH TOURS</text>`,
  );
  inner.push(
    S`<text x="${X(tx0)}" y="${Y(wBot - H * 0.13 - fs * 1.2)}" font-family="Verdana, Arial, sans-serif" font-size="${fs * 0.42}" letter-spacing="3" fill="${tcol}" opacity="0.8">${b.badge} · SINCE 2005</text>`,
  );
  inner.push(
    S`<rect x="${X(-10)}" y="${Y(H)}" width="${L + 20}" height="${H}" fill="${a.lin([
      [0, "#fff", 0.22],
      [0.35, "#fff", 0],
      [0.8, "#000", 0],
      [1, "#000", 0.25],
    ])}"/>`,
  );
  g += `<g clip-path="${cp}">${inner.join("")}</g>`;
  // roof details
  if (b.kind === "coach" || b.kind === "sleeper" || b.kind === "mini")
    g += S`<rect x="${X(L * 0.28)}" y="${Y(H + 12)}" width="${L * 0.34}" height="16" rx="8" fill="${shade(b.body, -0.12)}"/>`;
  if (b.carrier) {
    let r = S`<path d="M${X(L * 0.34)} ${Y(H + 14)}H${X(L - 20)}" stroke="#333" stroke-width="4"/>`;
    for (let v = L * 0.36; v < L - 20; v += 40)
      r += S`<path d="M${X(v)} ${Y(H)}V${Y(H + 14)}" stroke="#333" stroke-width="3"/>`;
    g += r;
  }
  // marker lights
  let mk = "";
  for (let v = L * 0.1; v < L - 10; v += L / 9) mk += S`<circle cx="${X(v)}" cy="${Y(H * 0.2)}" r="${H * 0.012}"/>`;
  g += S`<g fill="#ffb020">${mk}</g>`;
  // lamps
  g += S`<rect x="${X(-3)}" y="${Y(H * (isVan ? 0.36 : 0.3))}" width="${isVan ? 22 : 14}" height="${H * 0.06}" rx="4" fill="${lights ? "#fffbe8" : "#f3eed8"}"/><rect x="${X(L - 8)}" y="${Y(H * 0.48)}" width="10" height="${H * 0.2}" rx="3" fill="#d62828"/>`;
  if (lights)
    g += S`<circle cx="${X(4)}" cy="${Y(H * 0.27)}" r="${H * 0.22}" fill="${a.glow("#fff3c4")}"/><circle cx="${X(L)}" cy="${Y(H * 0.38)}" r="${H * 0.14}" fill="${a.glow("#ff3a3a")}"/>`;
  // bumper
  g += S`<rect x="${X(-4)}" y="${Y(clear + H * 0.06)}" width="${L * 0.06}" height="${H * 0.06}" rx="5" fill="#2a2426"/>`;
  // mirror
  if (!isVan)
    g += S`<path d="M${X(22)} ${Y(H - 20)}Q${X(-36)} ${Y(H - 8)} ${X(-30)} ${Y(H * 0.68)}" stroke="#1a1416" stroke-width="5" fill="none"/><rect x="${X(-40)}" y="${Y(H * 0.7)}" width="16" height="${H * 0.14}" rx="6" fill="#1a1416"/>`;
  else
    g += S`<rect x="${X(L * (b.kind === "van" ? 0.2 : 0.13))}" y="${Y(H * 0.66)}" width="14" height="${H * 0.08}" rx="4" fill="#1a1416"/>`;
  a.add(g);
  // wheel arches and wheels
  for (const k of b.axles) {
    const ax = X(L * k),
      cy = Y(WR),
      rr = WR + 8,
      dy = WR - clear,
      dx = Math.sqrt(rr * rr - dy * dy);
    a.add(S`<path d="M${ax - dx} ${Y(clear)}A${rr} ${rr} 0 1 1 ${ax + dx} ${Y(clear)}Z" fill="#141012"/>`);
    wheel(a, ax, cy, WR, lights);
  }
  if (b.garland) {
    for (let v = 40; v < L - 60; v += 150) garland(a, X(v), Y(H - 6), X(v + 150), Y(H - 6), 30, 9, C.marigold, 2.1);
    for (const v of [30, L * 0.5])
      a.add(
        S`<circle cx="${X(v)}" cy="${Y(H * 0.66)}" r="${H * 0.06}" fill="#e2391b"/><circle cx="${X(v)}" cy="${Y(H * 0.66)}" r="${H * 0.035}" fill="#ffb020"/>`,
      );
  }
}

/** Front view of a coach or van, centred on cx, standing on gy, height hPx. */
function busFront(a, b, cx, gy, hPx, { lights = false } = {}) {
  const isVan = b.kind === "van" || b.kind === "urbania";
  const H = hPx,
    W = H * (isVan ? 0.8 : 0.76),
    clear = H * 0.06;
  const X = (v) => cx + v,
    Y = (v) => gy - v;
  const glass = a.lin([
    [0, "#3a4a6a"],
    [0.5, "#1a2236"],
    [1, "#121826"],
  ]);
  a.add(S`<ellipse cx="${cx}" cy="${gy - 2}" rx="${W * 0.62}" ry="${H * 0.03}" fill="#000" opacity="0.3"/>`);
  if (lights)
    a.add(
      S`<path d="M${X(-W * 0.36)} ${Y(H * 0.3)}L${X(-W * 1.6)} ${Y(-H * 0.1)}H${X(-W * 0.1)}ZM${X(W * 0.36)} ${Y(H * 0.3)}L${X(W * 1.6)} ${Y(-H * 0.1)}H${X(W * 0.1)}Z" fill="#fff3c4" opacity="0.22"/>`,
    );
  // tyres
  a.add(
    S`<rect x="${X(-W * 0.46)}" y="${Y(H * 0.16)}" width="${W * 0.15}" height="${H * 0.16}" rx="8" fill="#1d1b1e"/><rect x="${X(W * 0.31)}" y="${Y(H * 0.16)}" width="${W * 0.15}" height="${H * 0.16}" rx="8" fill="#1d1b1e"/>`,
  );
  let g = "";
  const body = a.lin(
    [
      [0, shade(b.body, -0.12)],
      [0.5, b.body],
      [1, shade(b.body, -0.12)],
    ],
    1,
    0,
  );
  if (isVan) {
    g += S`<path d="M${X(-W * 0.42)} ${Y(H)}H${X(W * 0.42)}Q${X(W / 2)} ${Y(H)} ${X(W / 2)} ${Y(H * 0.9)}V${Y(clear + H * 0.05)}H${X(-W / 2)}V${Y(H * 0.9)}Q${X(-W / 2)} ${Y(H)} ${X(-W * 0.42)} ${Y(H)}Z" fill="${body}"/>`;
    g += S`<path d="M${X(-W * 0.42)} ${Y(H * 0.93)}H${X(W * 0.42)}L${X(W * 0.46)} ${Y(H * 0.55)}H${X(-W * 0.46)}Z" fill="${glass}"/>`;
    g += S`<path d="M${X(-W * 0.48)} ${Y(H * 0.52)}H${X(W * 0.48)}V${Y(H * 0.44)}H${X(-W * 0.48)}Z" fill="${shade(b.body, 0.08)}"/>`;
    g += S`<rect x="${X(-W * 0.2)}" y="${Y(H * 0.4)}" width="${W * 0.4}" height="${H * 0.12}" rx="8" fill="#1d1b1e"/>`;
    let sl = "";
    for (let k = 1; k < 4; k++) sl += R(X(-W * 0.18), Y(H * 0.4 - (k * H * 0.12) / 4), W * 0.36, 2.5);
    g += S`<path d="${sl}" fill="#5a5a5a"/>`;
    for (const sx of [-1, 1])
      g += S`<path d="M${X(sx * W * 0.22)} ${Y(H * 0.42)}H${X(sx * W * 0.47)}V${Y(H * 0.31)}H${X(sx * W * 0.26)}Z" fill="#cfd6dc"/><circle cx="${X(sx * W * 0.36)}" cy="${Y(H * 0.365)}" r="${H * 0.035}" fill="${lights ? "#fffbe8" : "#f6f3e8"}"/>`;
    g += S`<rect x="${X(-W / 2)}" y="${Y(H * 0.26)}" width="${W}" height="${H * 0.1}" rx="10" fill="${shade(b.skirt, -0.1)}"/>`;
    g += S`<path d="M${X(-W * 0.48)} ${Y(H * 0.545)}H${X(W * 0.48)}V${Y(H * 0.525)}H${X(-W * 0.48)}Z" fill="${b.s1}"/><path d="M${X(-W / 2)} ${Y(H * 0.3)}L${X(-W * 0.2)} ${Y(H * 0.26)}H${X(W * 0.2)}L${X(W / 2)} ${Y(H * 0.3)}V${Y(H * 0.27)}L${X(W * 0.2)} ${Y(H * 0.23)}H${X(-W * 0.2)}L${X(-W / 2)} ${Y(H * 0.27)}Z" fill="${b.s2}"/>`;
    g += S`<circle cx="${X(0)}" cy="${Y(H * 0.485)}" r="${H * 0.028}" fill="${b.s1}"/><text x="${X(0)}" y="${Y(H * 0.473)}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${H * 0.032}" fill="#fff">K</text>`;
  } else {
    g += S`<path d="M${X(-W / 2 + 26)} ${Y(H)}H${X(W / 2 - 26)}Q${X(W / 2)} ${Y(H)} ${X(W / 2)} ${Y(H - 26)}V${Y(clear + H * 0.04)}H${X(-W / 2)}V${Y(H - 26)}Q${X(-W / 2)} ${Y(H)} ${X(-W / 2 + 26)} ${Y(H)}Z" fill="${body}"/>`;
    g += S`<rect x="${X(-W * 0.42)}" y="${Y(H * 0.975)}" width="${W * 0.84}" height="${H * 0.065}" rx="4" fill="#0c0c10"/><text x="${X(0)}" y="${Y(H * 0.925)}" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-weight="700" font-size="${H * 0.038}" letter-spacing="1.5" textLength="${W * 0.74}" lengthAdjust="spacingAndGlyphs" fill="#ffb020">KASHI COACH TOURS · VARANASI</text>`;
    g += S`<path d="M${X(-W * 0.46)} ${Y(H * 0.89)}H${X(W * 0.46)}V${Y(H * 0.5)}Q${X(0)} ${Y(H * 0.47)} ${X(-W * 0.46)} ${Y(H * 0.5)}Z" fill="${glass}"/>`;
    g += S`<path d="M${X(-W * 0.3)} ${Y(H * 0.89)}L${X(-W * 0.05)} ${Y(H * 0.5)}H${X(0)}L${X(-W * 0.25)} ${Y(H * 0.89)}Z" fill="#fff" opacity="0.07"/>`;
    g += S`<path d="M${X(-W * 0.4)} ${Y(H * 0.51)}L${X(-W * 0.05)} ${Y(H * 0.6)}M${X(W * 0.02)} ${Y(H * 0.51)}L${X(W * 0.36)} ${Y(H * 0.6)}" stroke="#111" stroke-width="4" stroke-linecap="round"/>`;
    g += S`<path d="M${X(-W / 2)} ${Y(H * 0.4)}L${X(0)} ${Y(H * 0.3)}L${X(W / 2)} ${Y(H * 0.4)}V${Y(H * 0.36)}L${X(0)} ${Y(H * 0.26)}L${X(-W / 2)} ${Y(H * 0.36)}Z" fill="${b.s1}"/><path d="M${X(-W / 2)} ${Y(H * 0.34)}L${X(0)} ${Y(H * 0.24)}L${X(W / 2)} ${Y(H * 0.34)}V${Y(H * 0.31)}L${X(0)} ${Y(H * 0.21)}L${X(-W / 2)} ${Y(H * 0.31)}Z" fill="${b.s2}"/>`;
    for (const sx of [-1, 1])
      g += S`<rect x="${X(sx > 0 ? W * 0.27 : -W * 0.47)}" y="${Y(H * 0.3)}" width="${W * 0.2}" height="${H * 0.07}" rx="10" fill="#cfd6dc"/><circle cx="${X(sx * W * 0.41)}" cy="${Y(H * 0.265)}" r="${H * 0.024}" fill="${lights ? "#fffbe8" : "#f6f3e8"}"/><circle cx="${X(sx * W * 0.33)}" cy="${Y(H * 0.265)}" r="${H * 0.02}" fill="${lights ? "#fffbe8" : "#f6f3e8"}"/>`;
    g += S`<rect x="${X(-W * 0.18)}" y="${Y(H * 0.2)}" width="${W * 0.36}" height="${H * 0.06}" rx="6" fill="#1d1b1e"/>`;
    g += S`<rect x="${X(-W / 2)}" y="${Y(H * 0.13)}" width="${W}" height="${H * 0.07}" rx="10" fill="${b.skirt}"/>`;
    g += S`<circle cx="${X(0)}" cy="${Y(H * 0.44)}" r="${H * 0.032}" fill="${b.s2}"/><text x="${X(0)}" y="${Y(H * 0.428)}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${H * 0.036}" fill="${b.skirt}">K</text>`;
  }
  // number plate (Varanasi's registration code is UP 65)
  g += S`<rect x="${X(-W * 0.11)}" y="${Y(isVan ? H * 0.235 : H * 0.12)}" width="${W * 0.22}" height="${H * 0.045}" rx="3" fill="#fbfbf4" stroke="#222" stroke-width="1.5"/><text x="${X(0)}" y="${Y(isVan ? H * 0.2 : H * 0.085)}" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-weight="700" font-size="${H * 0.026}" textLength="${W * 0.18}" lengthAdjust="spacingAndGlyphs" fill="#222">UP65 KC 2005</text>`;
  // mirrors
  if (isVan)
    for (const sx of [-1, 1])
      g += S`<path d="M${X(sx * W * 0.46)} ${Y(H * 0.6)}L${X(sx * W * 0.56)} ${Y(H * 0.62)}" stroke="#1a1416" stroke-width="4"/><rect x="${X(sx * W * 0.56 - 9)}" y="${Y(H * 0.7)}" width="18" height="${H * 0.1}" rx="5" fill="#1a1416"/>`;
  else
    for (const sx of [-1, 1])
      g += S`<path d="M${X(sx * W * 0.48)} ${Y(H * 0.9)}Q${X(sx * W * 0.7)} ${Y(H * 0.92)} ${X(sx * W * 0.64)} ${Y(H * 0.66)}" stroke="#1a1416" stroke-width="6" fill="none"/><rect x="${X(sx * W * 0.64 - 11)}" y="${Y(H * 0.7)}" width="22" height="${H * 0.13}" rx="7" fill="#1a1416"/>`;
  if (lights)
    for (const sx of [-1, 1])
      g += S`<circle cx="${X(sx * W * 0.37)}" cy="${Y(H * (isVan ? 0.365 : 0.265))}" r="${H * 0.16}" fill="${a.glow("#fff3c4")}"/>`;
  a.add(g);
  if (b.garland) {
    garland(a, X(-W * 0.48), Y(H * 0.9), X(W * 0.48), Y(H * 0.9), H * 0.14, H * 0.022, C.marigold, 1.8);
    a.add(
      S`<circle cx="${X(0)}" cy="${Y(H * 0.44)}" r="${H * 0.06}" fill="#e2391b"/><circle cx="${X(0)}" cy="${Y(H * 0.44)}" r="${H * 0.035}" fill="#ffb020"/>`,
    );
  }
}

/** Background for the road scenes. */
function busScene(a, kind, gy) {
  const m = a.mood;
  if (kind === "mustard") {
    sky(a, { horizon: gy - 120, sunX: 980, sunY: 250, sunR: 46, clouds: 3, birds: 5 });
    ridge(a, { y: gy - 130, amp: 8, seed: "bm", fill: a.far("#7f9a6a", 0.5) });
    a.add(
      S`<rect x="0" y="${gy - 130}" width="1200" height="130" fill="${a.lin([
        [0, a.T("#e9c93a")],
        [1, a.T("#d4a017")],
      ])}"/>`,
    );
    let dots = "";
    const rr = rng(a.file + "m");
    for (let i = 0; i < 120; i++)
      dots += S`<circle cx="${rr() * 1200}" cy="${gy - 120 + rr() * 110}" r="${1.5 + rr() * 2}"/>`;
    a.add(S`<g fill="#fff3a0" opacity="0.6">${dots}</g>`);
    for (const x of [90, 300, 1120]) palm(a, x, gy - 110, 170, a.T("#3f6a34"));
    shikhara(a, 700, gy - 126, 36, 60, "#f2e6cf");
  } else if (kind === "riverside" || kind === "ghats") {
    sky(a, {
      horizon: gy - 200,
      sunX: m === "dusk" ? 300 : 1000,
      sunY: m === "dusk" ? gy - 260 : 140,
      sunR: 44,
      clouds: m === "dusk" ? 0 : 3,
      streaks: m === "dusk" ? 4 : 0,
      birds: 5,
    });
    a.add(`<g transform="translate(0 ${gy - 440}) scale(1 0.75)">`);
    ghatRow(a, -10, 1210, 320, { seed: "bg2", temples: 1, hMin: 90, hMax: 200, lit: m === "dusk" ? 0.4 : 0 });
    a.add("</g>");
    steps(a, 0, 1200, gy - 200, gy - 170, 3, "#d8b784");
    water(a, gy - 170, { shimmer: 14, sunX: m === "dusk" ? 300 : undefined });
    a.add(S`<rect x="0" y="${gy - 110}" width="1200" height="12" fill="${a.T("#c9b08a")}"/>`);
    let bal = "";
    for (let x = 0; x < 1200; x += 22) bal += R(x, gy - 130, 7, 20);
    a.add(
      S`<path d="${bal}" fill="${a.T("#e9dcc0")}"/><rect x="0" y="${gy - 134}" width="1200" height="6" fill="${a.T("#e9dcc0")}"/>`,
    );
    for (const x of [160, 760])
      a.add(
        S`<path d="M${x} ${gy - 100}V${gy - 260}" stroke="${a.T("#2a2a2a")}" stroke-width="5"/><path d="M${x} ${gy - 260}h26" stroke="${a.T("#2a2a2a")}" stroke-width="4"/><circle cx="${x + 26}" cy="${gy - 254}" r="6" fill="${m === "dusk" ? "#ffe28a" : a.T("#f3e6cc")}"/>` +
          (m === "dusk" ? S`<circle cx="${x + 26}" cy="${gy - 254}" r="40" fill="${a.glow()}"/>` : ""),
      );
  } else if (kind === "sarnath") {
    sky(a, { horizon: gy - 120, sunX: 260, sunY: 200, sunR: 40, clouds: 3, birds: 4 });
    ridge(a, { y: gy - 120, amp: 8, seed: "bs", fill: a.far("#7f9a6a", 0.5) });
    for (const x of [70, 330, 930]) roundTree(a, x, gy - 110, 1.2, a.T("#4f7a3a"));
    dhamek(a, 1090, gy - 118, 150, 215);
    ground(a, gy - 124, "#9cbf6a", { to: "#7fa857" });
  } else if (kind === "hills") {
    sky(a, { horizon: gy - 120, sunX: 980, sunY: 160, sunR: 40, clouds: 4, birds: 4 });
    ridge(a, { y: gy - 260, amp: 50, seed: "bh1", fill: a.far("#6f8f6a", 0.5) });
    ridge(a, { y: gy - 170, amp: 34, seed: "bh2", fill: a.far("#5a7f4a", 0.25) });
    ground(a, gy - 124, "#9cbf6a", { to: "#7fa857" });
    for (const x of [140, 1040]) roundTree(a, x, gy - 110, 1.3, a.T("#3f6f34"));
    shikhara(a, 620, gy - 250, 30, 44, "#f4e2c0", { flagCol: "#d8342b" });
  } else if (kind === "highway") {
    sky(a, { horizon: gy - 120, sunX: 330, sunY: gy - 190, sunR: 56, streaks: 6, birds: 6 });
    ridge(a, { y: gy - 150, amp: 20, seed: "hw", fill: a.far("#3a2040", 0.45) });
    a.add(`<g transform="translate(0 ${gy - 440}) scale(1 0.72)">`);
    ghatRow(a, 700, 1210, 440, { seed: "hwc", temples: 1, hMin: 60, hMax: 140, lit: 0.5 });
    a.add("</g>");
    ground(a, gy - 124, "#3a1a2a", { to: "#2a1020" });
    for (const x of [120, 520]) palm(a, x, gy - 110, 190, "#2a1028");
  } else if (kind === "airport") {
    sky(a, { horizon: gy - 120, sunX: 1050, sunY: 140, sunR: 38, clouds: 3 });
    a.add(
      S`<g transform="translate(300 170) rotate(-8)" fill="${a.T("#f3f4f6")}"><path d="M0 0H190Q214 0 214 12Q214 24 190 24H0Q-8 24 -12 18L-40 -20H-24L0 0Z"/><path d="M80 12L40 60H62L122 12Z" fill="${a.T("#dfe3e8")}"/><path d="M80 8L56 -30H72L118 8Z" fill="${a.T("#dfe3e8")}"/><rect x="150" y="6" width="40" height="6" rx="3" fill="#2b2d6e"/></g>`,
    );
    a.add(
      S`<rect x="0" y="${gy - 190}" width="1200" height="70" fill="${a.far("#d9dde3", 0.2)}"/><rect x="0" y="${gy - 190}" width="1200" height="8" fill="${a.far("#9aa3ad", 0.2)}"/>`,
    );
    let gl = "";
    for (let x = 20; x < 1200; x += 60) gl += R(x, gy - 172, 44, 40);
    a.add(S`<path d="${gl}" fill="${a.far("#8fb0c8", 0.2)}"/>`);
    a.add(
      S`<rect x="880" y="${gy - 380}" width="40" height="200" fill="${a.far("#d9dde3", 0.1)}"/><path d="M850 ${gy - 380}H950L930 ${gy - 430}H870Z" fill="${a.far("#5f7f9a", 0.1)}"/>`,
    );
    ground(a, gy - 122, "#b9c98a", { to: "#9ab070" });
  }
}

/** A straight road (side scenes). */
function roadSide(a, gy) {
  a.add(
    S`<rect x="0" y="${gy - 110}" width="1200" height="${a.h - gy + 110}" fill="${a.lin([
      [0, a.T("#6a6266")],
      [1, a.T("#3e383c")],
    ])}"/><rect x="0" y="${gy - 112}" width="1200" height="8" fill="${a.T("#d9c9a8")}"/>`,
  );
  let d = "";
  for (let x = 0; x < 1200; x += 120) d += R(x + 30, gy + 40, 70, 8);
  a.add(S`<path d="${d}" fill="#f3e6cc" opacity="0.75"/>`);
}

/** Perspective road towards a vanishing point, with roadside trees. */
function roadAhead(a, hz, { trees = "palm", treeCol } = {}) {
  const vx = 600;
  a.add(
    S`<path d="M${vx - 30} ${hz}H${vx + 30}L1500 800H-300Z" fill="${a.lin([
      [0, a.T("#7a7276")],
      [1, a.T("#3a3438")],
    ])}"/>`,
  );
  a.add(
    S`<path d="M${vx - 30} ${hz}L-300 800H-360L${vx - 34} ${hz}ZM${vx + 30} ${hz}L1500 800H1560L${vx + 34} ${hz}Z" fill="${a.T("#e9dcc0")}"/>`,
  );
  let d = "";
  for (let k = 0; k < 12; k++) {
    const t0 = (k / 12) ** 2,
      t1 = ((k + 0.45) / 12) ** 2;
    const y0 = hz + (800 - hz) * t0,
      y1 = hz + (800 - hz) * t1;
    d += S`M${vx - 1 - 6 * t0} ${y0}L${vx + 1 + 6 * t0} ${y0}L${vx + 1 + 6 * t1} ${y1}L${vx - 1 - 6 * t1} ${y1}Z`;
  }
  a.add(S`<path d="${d}" fill="#f3e6cc" opacity="0.8"/>`);
  treeCol ??= a.T("#3f6a34");
  const rows = trees === "palm" ? 7 : 5;
  for (let k = 1; k < rows; k++) {
    const t = (k / rows) ** 1.8,
      y = hz + (800 - hz) * t,
      off = 60 + t * 900,
      hh = 40 + t * 420;
    for (const sx of [-1, 1]) {
      if (trees === "palm") palm(a, vx + sx * off, y, hh, treeCol, sx * 0.12);
      else roundTree(a, vx + sx * off, y, hh / 110, treeCol);
    }
  }
}

/** Inside the coach, looking forward down the aisle. */
function busInterior(a, b) {
  const vx = 600,
    vy = 330,
    f = 640,
    E = 1.25;
  const van = b.seats === "2x1" || b.seats === "1x1";
  const hw = van ? 1.0 : 1.25,
    Yc = van ? 1.95 : 2.15,
    Zf = van ? 6 : 11.5,
    Z0 = 0.9;
  const P = (X, Y, Z) => [vx + (f * X) / Z, vy + (f * (E - Y)) / Z];
  const poly = (pts3, fill, extra = "") =>
    S`<path d="M${pts(pts3.map(([X, Y, Z]) => P(X, Y, Z)))}Z" fill="${fill}"${extra}/>`;
  const night = a.mood === "night";
  // cabin shell
  a.add(S`<rect width="1200" height="800" fill="${shade(b.head, -0.1)}"/>`);
  a.add(
    poly(
      [
        [-hw, Yc, Z0],
        [hw, Yc, Z0],
        [hw, Yc, Zf],
        [-hw, Yc, Zf],
      ],
      shade(b.head, 0.05),
    ),
  );
  a.add(
    poly(
      [
        [-0.07, Yc, Z0],
        [0.07, Yc, Z0],
        [0.07, Yc, Zf],
        [-0.07, Yc, Zf],
      ],
      "#fff6dc",
    ),
  );
  a.add(
    poly(
      [
        [-hw, 0, Z0],
        [hw, 0, Z0],
        [hw, 0, Zf],
        [-hw, 0, Zf],
      ],
      "#3a2e2e",
    ),
  );
  a.add(
    poly(
      [
        [-0.28, 0, Z0],
        [0.28, 0, Z0],
        [0.28, 0, Zf],
        [-0.28, 0, Zf],
      ],
      b.seat,
    ),
  );
  let strip = "";
  for (let z = Z0 + 0.3; z < Zf; z += 0.6) {
    const [x0, y0] = P(-0.28, 0, z),
      [x1] = P(0.28, 0, z),
      [, y1] = P(0, 0, z + 0.06);
    strip += S`M${x0} ${y0}H${x1}V${y1}H${x0}Z`;
  }
  a.add(S`<path d="${strip}" fill="${b.s2}" opacity="0.5"/>`);
  // front wall with windshield showing the road
  const [fx0, fy0] = P(-hw, Yc, Zf),
    [fx1, fy1] = P(hw, 0, Zf);
  a.add(S`<rect x="${fx0}" y="${fy0}" width="${fx1 - fx0}" height="${fy1 - fy0}" fill="${shade(b.head, -0.25)}"/>`);
  const [wx0, wy0] = P(-hw + 0.08, Yc - 0.12, Zf),
    [wx1, wy1] = P(hw - 0.08, 0.85, Zf);
  const ww = wx1 - wx0,
    wh = wy1 - wy0;
  a.add(
    S`<rect x="${wx0}" y="${wy0}" width="${ww}" height="${wh}" rx="6" fill="${a.lin(a.M.sky)}"/><path d="M${wx0 + ww * 0.46} ${wy0 + wh * 0.62}H${wx0 + ww * 0.54}L${wx0 + ww * 0.9} ${wy1}H${wx0 + ww * 0.1}Z" fill="${night ? "#2a2630" : "#6a6266"}"/><path d="M${wx0} ${wy0 + wh * 0.62}H${wx0 + ww}V${wy1}H${wx0}Z" fill="${night ? "#141430" : a.T("#8fb07a")}" opacity="0.9"/><path d="M${wx0 + ww * 0.46} ${wy0 + wh * 0.62}H${wx0 + ww * 0.54}L${wx0 + ww * 0.9} ${wy1}H${wx0 + ww * 0.1}Z" fill="${night ? "#2a2630" : "#6a6266"}"/>`,
  );
  if (night) a.add(S`<circle cx="${wx0 + ww * 0.7}" cy="${wy0 + wh * 0.2}" r="${wh * 0.08}" fill="#fdf1c9"/>`);
  else a.add(S`<circle cx="${wx0 + ww * 0.78}" cy="${wy0 + wh * 0.3}" r="${wh * 0.09}" fill="${a.M.sun}"/>`);
  // driver partition with curtain
  const Zd = Zf - (van ? 0.9 : 1.3);
  const [dx0, dy0] = P(-hw, 1.05, Zd),
    [dx1, dy1] = P(hw, 0, Zd);
  a.add(S`<rect x="${dx0}" y="${dy0}" width="${dx1 - dx0}" height="${dy1 - dy0}" fill="${shade(b.seat, -0.2)}"/>`);
  let folds = "";
  for (let x = dx0; x < dx1; x += 14) folds += R(x, dy0, 5, dy1 - dy0);
  a.add(
    S`<path d="${folds}" fill="#000" opacity="0.15"/><rect x="${dx0}" y="${dy0}" width="${dx1 - dx0}" height="6" fill="${b.s2}"/>`,
  );
  if (b.tv) {
    const [tx0, ty0] = P(-0.42, Yc - 0.08, Zd),
      [tx1, ty1] = P(0.42, Yc - 0.52, Zd);
    a.add(
      S`<rect x="${tx0}" y="${ty0}" width="${tx1 - tx0}" height="${ty1 - ty0}" rx="4" fill="#111"/><rect x="${tx0 + 4}" y="${ty0 + 4}" width="${tx1 - tx0 - 8}" height="${ty1 - ty0 - 8}" fill="${a.lin(
        [
          [0, "#2b2d6e"],
          [1, "#c2456b"],
        ],
      )}"/><circle cx="${(tx0 + tx1) / 2}" cy="${(ty0 + ty1) / 2}" r="${(ty1 - ty0) * 0.22}" fill="#ffd27a"/>`,
    );
  }
  // side walls, windows, racks
  for (const sx of [-1, 1]) {
    const X = sx * hw;
    if (b.seats === "sleeper") {
      a.add(
        poly(
          [
            [X, 0, Z0],
            [X, Yc, Z0],
            [X, Yc, Zf],
            [X, 0, Zf],
          ],
          shade(b.seat, -0.45),
        ),
      );
      continue;
    }
    a.add(
      poly(
        [
          [X, 0, Z0],
          [X, Yc, Z0],
          [X, Yc, Zf],
          [X, 0, Zf],
        ],
        shade(b.head, -0.18),
      ),
    );
    const pitch = van ? 1.0 : 0.95;
    for (let z = Z0 + 0.05; z < Zd - 0.2; z += pitch) {
      const z1 = Math.min(z + pitch - 0.12, Zd);
      a.add(
        poly(
          [
            [X, 0.95, z],
            [X, 1.62, z],
            [X, 1.62, z1],
            [X, 0.95, z1],
          ],
          night
            ? "#1c2050"
            : a.lin([
                [0, "#bfe3f2"],
                [1, "#f7f1de"],
              ]),
        ),
      );
      a.add(
        poly(
          [
            [X, 0.95, z],
            [X, 1.62, z],
            [X, 1.62, z + 0.16],
            [X, 0.95, z + 0.16],
          ],
          b.s1,
          ` opacity="0.85"`,
        ),
      );
    }
    const RX = sx * (hw - 0.42);
    a.add(
      poly(
        [
          [X, 1.72, Z0],
          [RX, 1.72, Z0],
          [RX, 1.72, Zd],
          [X, 1.72, Zd],
        ],
        shade(b.head, -0.32),
      ),
    );
    a.add(
      poly(
        [
          [RX, 1.72, Z0],
          [RX, 1.9, Z0],
          [RX, 1.9, Zd],
          [RX, 1.72, Zd],
        ],
        shade(b.head, -0.05),
      ),
    );
    let rl = "";
    for (let z = Z0 + 0.6; z < Zd; z += pitch) {
      const [x, y] = P(sx * (hw - 0.2), 1.72, z);
      rl += S`<circle cx="${x}" cy="${y}" r="${18 / z}"/>`;
    }
    a.add(S`<g fill="#fff2c4">${rl}</g>`);
  }
  // seats / berths, far to near
  if (b.seats === "sleeper") {
    for (const sx of [-1, 1]) {
      const Xa = sx > 0 ? 0.32 : -0.36;
      for (let z = Zd - 1.9; z > Z0 - 1.5; z -= 1.9) {
        const z0 = Math.max(z, Z0 + 0.02),
          z1 = z + 1.82;
        if (z1 <= Z0) continue;
        for (const [y0, y1] of [
          [0.25, 0.95],
          [1.05, 1.68],
        ]) {
          const Q = (za, zb, ya, yb, fill, extra) =>
            a.add(
              poly(
                [
                  [Xa, ya, za],
                  [Xa, yb, za],
                  [Xa, yb, zb],
                  [Xa, ya, zb],
                ],
                fill,
                extra,
              ),
            );
          Q(z0, z1, y0 - 0.06, y1 + 0.06, shade(b.seat, -0.35));
          Q(z0 + 0.04, z1 - 0.04, y0, y1, "#2a1c20");
          Q(z0 + 0.04, z1 - 0.04, y0, y0 + 0.14, b.head);
          Q(z1 - 0.5, z1 - 0.12, y0 + 0.14, y0 + 0.27, "#ffffff");
          Q(z0 + 0.45, z0 + 1.0, y0 + 0.14, y0 + 0.22, b.s2);
          Q(z0 + 0.04, z0 + 0.36, y0, y1, b.seat);
          Q(z1 - 0.32, z1 - 0.04, y0, y1, b.seat);
          Q(z0, z1, y1, y1 + 0.04, b.s1);
          let fl = "";
          for (const zz of [z0 + 0.12, z0 + 0.24, z1 - 0.22, z1 - 0.12]) {
            const [x, ya] = P(Xa, y1, zz),
              [, yb] = P(Xa, y0, zz);
            fl += S`M${x} ${ya}V${yb}`;
          }
          a.add(S`<path d="${fl}" stroke="#000" stroke-width="2" opacity="0.25"/>`);
        }
      }
    }
  } else {
    const layout =
      b.seats === "2x2"
        ? [
            [-1.18, -0.76],
            [-0.74, -0.32],
            [0.32, 0.74],
            [0.76, 1.18],
          ]
        : b.seats === "2x1"
          ? [
              [-0.9, -0.35],
              [0.18, 0.58],
              [0.6, 0.98],
            ]
          : [
              [-0.9, -0.3],
              [0.3, 0.9],
            ];
    const pitch = van ? 1.0 : 0.95;
    for (let z = Zd - 0.7; z > Z0 - 0.2; z -= pitch) {
      if (z < (van ? 1.2 : 1.55)) continue;
      for (const [x0, x1] of layout) {
        const aisleX = x0 < 0 ? x1 : x0,
          sx = x0 < 0 ? 1 : -1;
        a.add(
          poly(
            [
              [aisleX, 0.42, z],
              [aisleX, 1.22, z],
              [aisleX, 1.22, z + 0.16],
              [aisleX, 0.42, z + 0.16],
            ],
            shade(b.seat, -0.35),
          ),
        );
        const [ax, ay] = P(x0, 1.26, z),
          [bx, by] = P(x1, 0.4, z);
        const r = 40 / z;
        a.add(S`<rect x="${ax}" y="${ay}" width="${bx - ax}" height="${by - ay}" rx="${r}" fill="${b.seat}"/>`);
        const [hx, hy] = P(x0 + 0.05, 1.2, z),
          [hx1, hy1] = P(x1 - 0.05, 0.98, z);
        a.add(
          S`<rect x="${hx}" y="${hy}" width="${hx1 - hx}" height="${hy1 - hy}" rx="${r * 0.6}" fill="${b.head}"/><rect x="${hx}" y="${hy1 - (hy1 - hy) * 0.25}" width="${hx1 - hx}" height="${(hy1 - hy) * 0.12}" fill="${b.s1}"/>`,
        );
        if (z > 5) continue;
        const [px0, py0] = P(x0 + 0.08, 0.9, z),
          [px1, py1] = P(x1 - 0.08, 0.62, z);
        a.add(
          S`<rect x="${px0}" y="${py0}" width="${px1 - px0}" height="${py1 - py0}" rx="${r * 0.4}" fill="#000" opacity="0.18"/>`,
        );
        const [gx, gy2] = P(aisleX + sx * 0.02, 1.3, z);
        a.add(
          S`<rect x="${gx - 18 / z}" y="${gy2}" width="${36 / z}" height="${26 / z}" rx="${8 / z}" fill="#c9c2b8"/>`,
        );
        if (b.seats === "1x1")
          a.add(
            poly(
              [
                [aisleX, 0.66, z + 0.05],
                [aisleX, 0.74, z + 0.05],
                [aisleX, 0.74, z + 0.6],
                [aisleX, 0.66, z + 0.6],
              ],
              "#4a4040",
            ),
          );
      }
    }
  }
  vignette(a, 0.4);
}

function busFrontScene(a, b) {
  const hz = 420,
    m = a.mood;
  const kind = b.scene[1];
  sky(a, {
    horizon: hz,
    sunX: m === "night" ? 940 : m === "golden" ? 300 : 900,
    sunY: m === "night" ? 130 : m === "golden" ? 330 : 150,
    sunR: m === "night" ? 30 : 46,
    moon: m === "night",
    stars: m === "night" ? 70 : 0,
    clouds: m === "morning" || m === "day" ? 3 : 0,
    streaks: m === "dusk" || m === "golden" ? 4 : 0,
    birds: m === "night" ? 0 : 5,
  });
  if (kind === "ghats" || kind === "wedding") {
    a.add(`<g transform="translate(0 ${hz - 300}) scale(1 0.9)">`);
    ghatRow(a, -10, 1210, 330, { seed: "fg", temples: 2, hMin: 100, hMax: 220, lit: m === "dusk" ? 0.45 : 0.1 });
    a.add("</g>");
  } else if (kind === "city") {
    const rr = rng(a.file + "city");
    let bl = "",
      win = "";
    for (let x = -20; x < 1220;) {
      const w = 50 + rr() * 90,
        h = 40 + rr() * 150;
      bl += R(x, hz - h, w, h + 2);
      for (let yy = hz - h + 10; yy < hz - 10; yy += 18)
        for (let xx = x + 8; xx < x + w - 10; xx += 16)
          if (rr() < (m === "night" ? 0.45 : 0.15)) win += R(xx, yy, 7, 9);
      x += w + 4;
    }
    a.add(
      S`<path d="${bl}" fill="${a.far("#8a7a8a", m === "night" ? 0.2 : 0.45)}"/><path d="${win}" fill="${m === "night" ? "#ffd27a" : a.far("#f3e6cc", 0.4)}"/>`,
    );
    if (m !== "night") shikhara(a, 900, hz, 50, 90, "#f2e6cf");
  } else if (kind === "hills") {
    ridge(a, { y: hz - 70, amp: 50, seed: "fh1", fill: a.far("#6f8f6a", 0.45) });
    ridge(a, { y: hz - 20, amp: 30, seed: "fh2", fill: a.far("#5a7f4a", 0.2) });
  } else if (kind === "night") {
    ridge(a, { y: hz - 10, amp: 14, seed: "fn", fill: "#141238" });
    let l = "";
    const rr = rng(a.file + "l");
    for (let i = 0; i < 60; i++) l += S`<circle cx="${rr() * 1200}" cy="${hz - 4 - rr() * 18}" r="${1 + rr() * 1.6}"/>`;
    a.add(S`<g fill="#ffcf6b">${l}</g>`);
  }
  if (kind !== "city" && kind !== "night") ground(a, hz, "#8fae6a", { to: "#6a8a4a" });
  else ground(a, hz, m === "night" ? "#1a1830" : "#a89a8a", { to: m === "night" ? "#0e0c1c" : "#8a7a6a" });
  if (kind === "wedding") {
    for (const [x0, x1, y] of [
      [0, 600, 100],
      [600, 1200, 100],
    ]) {
      const bulbs = [];
      const n = 26;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        bulbs.push([x0 + (x1 - x0) * t, y + 80 * 4 * t * (1 - t)]);
      }
      a.add(dots(bulbs, 4, "#ffd27a"));
    }
  }
  roadAhead(a, hz, {
    trees: kind === "hills" || kind === "wedding" ? "round" : "palm",
    treeCol: m === "night" ? "#0c0a1a" : m === "dusk" ? "#2a1028" : undefined,
  });
  busFront(a, b, 600, 770, b.kind === "van" || b.kind === "urbania" ? 420 : 470, {
    lights: m === "night" || m === "dusk" || m === "golden",
  });
  vignette(a, 0.3);
}

/* ───────────────────────────── reviewers ───────────────────────────── */

const FACES = [
  {
    slug: "ananya",
    name: "Ananya",
    skin: "#c98e62",
    hair: "#2a1a14",
    style: "long",
    cloth: "#6b1e2e",
    trim: "#d4a017",
    bg: "#f6c66a",
    bindi: true,
    earrings: true,
  },
  {
    slug: "rahul",
    name: "Rahul",
    skin: "#a8703f",
    hair: "#1e1410",
    style: "short",
    cloth: "#2b2d6e",
    trim: "#f3e6cc",
    bg: "#e8b04a",
    beard: true,
    glasses: true,
  },
  {
    slug: "meenakshi",
    name: "Meenakshi",
    skin: "#8d5a34",
    hair: "#2a1e1a",
    style: "bun",
    cloth: "#1f7a4a",
    trim: "#d4a017",
    bg: "#f3d9a8",
    bindi: true,
    earrings: true,
    gajra: true,
    grey: true,
  },
  {
    slug: "david",
    name: "David",
    skin: "#f0c8a4",
    hair: "#9a6a3a",
    style: "short",
    cloth: "#3f7fb0",
    trim: "#f3e6cc",
    bg: "#c9d6ee",
    beard: true,
    hat: true,
  },
];

function avatar(f) {
  const a = new Art(
    `reviews/${f.slug}.svg`,
    160,
    160,
    `Illustrated portrait of ${f.name}, a Kashi Coach Tours customer`,
  );
  const cp = a.clip(`<circle cx="80" cy="80" r="80"/>`);
  const skinD = shade(f.skin, -0.14);
  let g = S`<rect width="160" height="160" fill="${f.bg}"/><circle cx="120" cy="40" r="46" fill="#fff" opacity="0.25"/>`;
  if (f.style === "long")
    g += S`<path d="M42 74Q40 30 80 28Q122 30 120 76L126 134Q100 142 80 140Q60 142 34 134Z" fill="${f.hair}"/>`;
  // shoulders and clothes
  g += S`<path d="M22 164Q24 120 62 112H98Q136 120 138 164Z" fill="${f.cloth}"/><path d="M62 112Q80 136 98 112" fill="none" stroke="${f.trim}" stroke-width="4"/>`;
  if (f.slug === "meenakshi")
    g += S`<path d="M98 112Q128 118 134 164H112Q110 130 92 116Z" fill="${f.trim}" opacity="0.85"/>`;
  g += S`<path d="M70 96V116Q80 124 90 116V96Z" fill="${skinD}"/>`;
  // ears, face
  g += S`<ellipse cx="50" cy="78" rx="7" ry="10" fill="${skinD}"/><ellipse cx="110" cy="78" rx="7" ry="10" fill="${skinD}"/>`;
  g += S`<path d="M52 70Q52 40 80 40Q108 40 108 70Q108 104 80 108Q52 104 52 70Z" fill="${f.skin}"/>`;
  if (f.earrings)
    g += S`<circle cx="50" cy="92" r="4" fill="${C.gold}"/><circle cx="110" cy="92" r="4" fill="${C.gold}"/>`;
  // hair on top
  if (f.style === "long")
    g += S`<path d="M50 74Q48 34 82 34Q114 36 112 70Q98 52 76 50Q62 50 50 74Z" fill="${f.hair}"/>`;
  if (f.style === "bun")
    g += S`<circle cx="80" cy="30" r="16" fill="${f.hair}"/><path d="M50 72Q48 36 80 36Q112 36 110 72Q100 50 80 48Q60 50 50 72Z" fill="${f.hair}"/>`;
  if (f.gajra) {
    let j = "";
    for (let i = 0; i < 7; i++) {
      const an = Math.PI * (0.95 + i * 0.18);
      j += S`<circle cx="${80 + Math.cos(an) * 17}" cy="${30 + Math.sin(an) * 17}" r="3.6"/>`;
    }
    g += `<g fill="#fbf7ee">${j}</g>`;
  }
  if (f.style === "short" && !f.hat)
    g += S`<path d="M50 70Q46 34 80 34Q114 34 110 70Q108 54 96 50Q84 56 62 52Q54 56 50 70Z" fill="${f.hair}"/>`;
  if (f.hat)
    g += S`<path d="M51 74Q50 58 56 54H66Q58 62 57 76ZM109 74Q110 58 104 54H94Q102 62 103 76Z" fill="${f.hair}"/><ellipse cx="80" cy="54" rx="48" ry="9" fill="#d9c28a"/><path d="M57 54Q58 22 80 22Q102 22 103 54Z" fill="#e6d3a0"/><rect x="57" y="42" width="46" height="7" fill="#8a5a3a"/>`;
  // face details
  g += S`<path d="M62 64q6 -4 12 0M86 64q6 -4 12 0" stroke="${shade(f.hair, 0.1)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
  g += S`<ellipse cx="68" cy="74" rx="3.4" ry="4" fill="#2a1a14"/><ellipse cx="92" cy="74" rx="3.4" ry="4" fill="#2a1a14"/><circle cx="69" cy="72.6" r="1.1" fill="#fff"/><circle cx="93" cy="72.6" r="1.1" fill="#fff"/>`;
  g += S`<path d="M80 78Q77 88 82 89" stroke="${skinD}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  g += S`<circle cx="62" cy="86" r="5" fill="#e2795a" opacity="0.28"/><circle cx="98" cy="86" r="5" fill="#e2795a" opacity="0.28"/>`;
  if (f.beard)
    g += S`<path d="M54 80Q56 106 80 110Q104 106 106 80Q100 96 80 97Q60 96 54 80Z" fill="${f.hair}" opacity="${f.slug === "david" ? 0.55 : 0.9}"/>`;
  g += S`<path d="M70 93Q80 101 90 93" stroke="#7a2a22" stroke-width="3" fill="${f.beard ? "none" : "#fff"}" stroke-linecap="round"/>`;
  if (f.bindi) g += S`<circle cx="80" cy="60" r="2.6" fill="#c8102e"/>`;
  if (f.glasses)
    g += S`<g fill="none" stroke="#2a2320" stroke-width="2.2"><rect x="58" y="66" width="20" height="15" rx="6"/><rect x="82" y="66" width="20" height="15" rx="6"/><path d="M78 72h4M58 70l-6 -2M102 70l6 -2"/></g>`;
  a.add(`<g clip-path="${cp}">${g}</g>`);
  save(a);
}

/* ───────────────────────────── hero ───────────────────────────── */

function hero() {
  const a = new Art(
    "hero.svg",
    1920,
    1080,
    "Varanasi's ghats at dusk across the Ganga, with a Kashi Coach Tours coach on the riverside road",
    "dusk",
  );
  sky(a, { horizon: 600, sunX: 1230, sunY: 470, sunR: 74, streaks: 8, birds: 9 });
  const mir = group(a, () =>
    ghatRow(a, -20, 1940, 600, {
      seed: "h4",
      temples: 3,
      lit: 0.4,
      hMin: 170,
      hMax: 330,
      wMin: 140,
      wMax: 260,
      winGap: 64,
      floorH: 84,
      roof: 0.25,
    }),
  );
  steps(a, 0, 1920, 600, 668, 6, "#a0705a");
  for (const x of [160, 1800]) umbrella(a, x, 640, 1.3, "#c99a58");
  for (const x of [760]) {
    person(a, x, 664, 40, "#f29f05", { arms: "up", head: "#5a3020" });
    aartiLamp(a, x + 16, 614, 0.6);
  }
  water(a, 668, { mirrorId: mir, sunX: 1230, mirrorOp: 0.45, shimmer: 10 });
  lampScatter(a, 9, 0, 690, 1920, 170, { seed: "hl" });
  boat(a, 320, 790, 1.5, { canopy: true, people: 4, canopyCol: "#6b1e2e" });
  // near bank: parapet, promenade road
  a.add(
    S`<rect x="0" y="872" width="1920" height="208" fill="${a.lin([
      [0, "#4a3a44"],
      [1, "#2a2028"],
    ])}"/><rect x="0" y="858" width="1920" height="16" fill="#8a6a6a"/>`,
  );
  a.def(
    `<pattern id="bal" width="26" height="26" patternUnits="userSpaceOnUse"><rect width="9" height="26" fill="#7a5a5e"/></pattern>`,
  );
  a.add(
    S`<rect x="0" y="834" width="1920" height="26" fill="url(#bal)"/><rect x="0" y="828" width="1920" height="8" fill="#9a7a7a"/>`,
  );
  let dash = "";
  for (let x = 0; x < 1920; x += 150) dash += R(x + 40, 1010, 80, 8);
  a.add(S`<path d="${dash}" fill="#f3e6cc" opacity="0.6"/>`);
  for (const x of [240, 900, 1860])
    a.add(
      S`<path d="M${x} 872V640" stroke="#1e1418" stroke-width="7"/><path d="M${x} 640h34" stroke="#1e1418" stroke-width="5"/><circle cx="${x + 34}" cy="650" r="70" fill="${a.glow("#ffd27a")}"/><circle cx="${x + 34}" cy="650" r="8" fill="#fff2c4"/>`,
    );
  busSide(a, BUSES[0], 1000, 1000, { scale: 0.84, lights: true });
  vignette(a, 0.3);
  save(a);
}
/* ───────────────────────────── run ───────────────────────────── */

const NAMES = {
  varanasi: "Varanasi",
  sarnath: "Sarnath",
  prayagraj: "Prayagraj",
  ayodhya: "Ayodhya",
  "bodh-gaya": "Bodh Gaya",
  agra: "Agra",
  lucknow: "Lucknow",
  chitrakoot: "Chitrakoot",
  vindhyachal: "Vindhyachal",
  khajuraho: "Khajuraho",
  rajgir: "Rajgir",
  nalanda: "Nalanda",
  kushinagar: "Kushinagar",
  "mathura-vrindavan": "Mathura-Vrindavan",
  chunar: "Chunar Fort",
  lumbini: "Nepal – Lumbini",
};
const TITLES = {
  nalanda: [
    "The brick terraces and great stair of the Sariputta stupa at Nalanda",
    "Monastery cells around a courtyard of the ancient university at dusk",
    "Stucco Buddhas in brick niches, with votive stupas",
  ],
  kushinagar: [
    "The Mahaparinirvana Temple and stupa among sal trees",
    "The brick mound of the Ramabhar Stupa at dusk",
    "The reclining Buddha draped in a saffron robe",
  ],
  "mathura-vrindavan": [
    "Vishram Ghat on the Yamuna, with marble pavilions and boats",
    "Prem Mandir lit in soft colours at night, with fountains",
    "A peacock feather and a flute among clouds of Holi colour",
  ],
  chunar: [
    "Chunar Fort on its rock above the Ganga",
    "Chunar Fort glowing at sunset over the river",
    "Chunar's glazed black and terracotta pottery",
  ],
  lumbini: [
    "The Mayadevi Temple, the sacred pond, the Ashoka pillar and prayer flags",
    "The World Peace Pagoda reflected at dusk",
    "Prayer wheels under strings of prayer flags",
  ],
  chitrakoot: [
    "Ram Ghat on the Mandakini, with forested hills and canopied boats",
    "Lamps along the parikrama path around Kamadgiri hill at dusk",
    "Looking out from the Gupt Godavari cave over its stream",
  ],
  vindhyachal: [
    "The Vindhyavasini temple with red and saffron flags above the Ganga",
    "A lamplit stairway climbing to a hilltop temple in the Vindhya hills",
    "Temple bells, red chunris and coconuts offered at Vindhyachal",
  ],
  khajuraho: [
    "The Kandariya Mahadeva temple on its platform at Khajuraho",
    "Coloured light on the Khajuraho temples during the evening show",
    "Sandstone niches carved with dancing figures",
  ],
  rajgir: [
    "The white Vishwa Shanti Stupa on Ratnagiri hill, with the ropeway",
    "The Vishwa Shanti Stupa glowing above the hills at dusk",
    "Ropeway chairs climbing the green hills of Rajgir",
  ],
  prayagraj: [
    "Boats at the Triveni Sangam, where the Ganga and the Yamuna meet",
    "The cable-stayed New Yamuna Bridge at dusk",
    "Tents, flags and lamps of a Kumbh Mela camp at night",
  ],
  ayodhya: [
    "The Ram Mandir in pink sandstone, with pilgrims and saffron flags",
    "Deepotsav: thousands of diyas on the ghats of the Sarayu",
    "A temple doorway hung with marigold garlands and brass bells",
  ],
  "bodh-gaya": [
    "The Mahabodhi Temple beside the Bodhi tree, with monks and prayer flags",
    "The Mahabodhi Temple glowing at dusk, with lamps and pilgrims",
    "The Great Buddha statue at sunrise",
  ],
  agra: [
    "The Taj Mahal from the garden, reflected in the long pool between cypress trees",
    "The Taj Mahal across the Yamuna at sunset",
    "The Taj Mahal framed by a red sandstone arch of Agra Fort",
  ],
  lucknow: [
    "The Rumi Darwaza gateway on a bright day",
    "The Bara Imambara at dusk, reflected in its tank",
    "Lamplit arches in the bhool-bhulaiya maze",
  ],
  varanasi: [
    "The ghats of Varanasi in the morning light, with boats on the Ganga",
    "The evening Ganga aarti on the ghats, with lamps raised and boats on the river",
    "Leaf-bowl diyas and marigolds floating on the Ganga at night",
  ],
  sarnath: [
    "The Dhamek Stupa rising over the deer park and monastery ruins",
    "The Dhamek Stupa at dusk, with lamps lit along the ruins",
    "The Lion Capital of Ashoka, the emblem found at Sarnath",
  ],
};
const DEST_MOODS = {
  nalanda: ["day", "dusk", "day"],
  kushinagar: ["day", "dusk", "day"],
  "mathura-vrindavan": ["day", "night", "day"],
  chunar: ["day", "dusk", "day"],
  lumbini: ["day", "dusk", "day"],
  chitrakoot: ["day", "dusk", "day"],
  vindhyachal: ["day", "dusk", "day"],
  khajuraho: ["day", "night", "day"],
  rajgir: ["day", "dusk", "day"],
  prayagraj: ["day", "dusk", "night"],
  ayodhya: ["day", "night", "day"],
  "bodh-gaya": ["day", "dusk", "golden"],
  agra: ["day", "dusk", "golden"],
  lucknow: ["day", "dusk", "day"],
  varanasi: ["morning", "dusk", "night"],
  sarnath: ["day", "dusk", "day"],
};

for (const [slug, fns] of Object.entries(D))
  fns.forEach((fn, i) => {
    const a = new Art(
      `destinations/${slug}-${i + 1}.svg`,
      1200,
      800,
      `${NAMES[slug]}: ${TITLES[slug][i]}`,
      DEST_MOODS[slug][i],
    );
    fn(a);
    save(a);
  });

for (const b of BUSES) {
  const titles = [
    `${b.name}: side view of the coach in Kashi Coach Tours livery on the road`,
    `${b.name}: front view of the coach on the open road`,
    `${b.name}: inside the coach, ${b.seats === "sleeper" ? "curtained sleeper berths" : b.seats === "1x1" ? "captain seats" : "rows of push-back seats"} along the aisle`,
  ];
  const a1 = new Art(`buses/${b.slug}-1.svg`, 1200, 800, titles[0], b.moods[0]);
  const gy = 640;
  busScene(a1, b.scene[0], gy - 20);
  roadSide(a1, gy + 60);
  const sc = Math.min(1, 1080 / b.L);
  busSide(a1, b, 600 - (b.L * sc) / 2, gy + 40, { scale: sc, lights: a1.mood === "dusk" || a1.mood === "night" });
  vignette(a1, 0.22);
  save(a1);
  const a2 = new Art(`buses/${b.slug}-2.svg`, 1200, 800, titles[1], b.moods[1]);
  busFrontScene(a2, b);
  save(a2);
  const a3 = new Art(`buses/${b.slug}-3.svg`, 1200, 800, titles[2], b.moods[0] === "dusk" ? "night" : "day");
  busInterior(a3, b);
  save(a3);
}

for (const f of FACES) avatar(f);
hero();

const big = written.filter(([, n]) => n > 25000);
console.log(
  `wrote ${written.length} files into ${path.relative(process.cwd(), OUT) || "."}` +
    (big.length ? `; over 25 kB: ${big.map(([f, n]) => `${f} (${n})`).join(", ")}` : ""),
);
