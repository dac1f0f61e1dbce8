#!/usr/bin/env node
// Generates the site's original artwork (flat vector illustrations) into client/public/art.
// Run: node scripts/make-art.mjs   (the output is committed; nothing is fetched from anywhere)
import fs from "node:fs";
import path from "node:path";

const out = path.resolve(import.meta.dirname, "../client/public/art");
const C = { maroon: "#6b1e2e", maroonDark: "#4a1420", indigo: "#2b2d6e", saffron: "#f29f05", gold: "#d4a017", cream: "#fbf3e4", ink: "#2a2320", sand: "#f3e6cc" };

function write(rel, svg) {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg.replace(/\n\s*/g, "\n").trim() + "\n");
}
let seed = 7;
const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);

const SKIES = {
  day: ["#7ec8e3", "#cfeaf2", "#fff3d6"],
  dusk: ["#2b2d6e", "#c2456b", "#f29f05"],
  night: ["#0d1030", "#2b2d6e", "#5b3a6e"],
  dawn: ["#f7c59f", "#fbe3c4", "#fff6e6"],
};
function sky(w, h, mood, id) {
  const [a, b, c] = SKIES[mood];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}
function sun(x, y, r, mood) {
  if (mood === "night") return `<circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="#fdf2c8"/><circle cx="${x + r * 0.25}" cy="${y - r * 0.15}" r="${r * 0.55}" fill="#2b2d6e" opacity="0.9"/>` + stars(1200, 380);
  const col = mood === "day" ? "#fff2b0" : "#ffd166";
  return `<circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${col}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${col}"/>`;
}
function stars(w, h) {
  let s = "";
  for (let i = 0; i < 40; i++) s += `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${(rnd() * 1.8 + 0.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
  return s;
}
function hills(w, base, color, amp, n, op = 1) {
  let d = `M0 ${base}`;
  for (let i = 0; i <= n; i++) {
    const x = (w / n) * i;
    d += ` Q ${x - w / n / 2} ${base - amp * (0.4 + rnd())} ${x} ${base - amp * 0.3 * rnd()}`;
  }
  return `<path d="${d} L${w} 800 L0 800Z" fill="${color}" opacity="${op}"/>`;
}
function river(y, mood) {
  const col = mood === "day" ? "#5aa7c7" : mood === "night" ? "#1b1f4a" : "#7a3a62";
  let s = `<rect x="0" y="${y}" width="1200" height="${800 - y}" fill="${col}"/>`;
  for (let i = 0; i < 14; i++) s += `<rect x="${(rnd() * 1100).toFixed(0)}" y="${(y + 15 + rnd() * (780 - y)).toFixed(0)}" width="${(40 + rnd() * 120).toFixed(0)}" height="3" rx="1.5" fill="#fff" opacity="0.25"/>`;
  return s;
}
function boat(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q60 26 120 0 L108 14 Q60 30 12 14Z" fill="${C.maroonDark}"/><rect x="50" y="-34" width="4" height="34" fill="${C.ink}"/><path d="M54 -34 L84 -6 L54 -6Z" fill="${C.saffron}"/></g>`;
}
function diyas(y, n) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = 60 + rnd() * 1080;
    const yy = y + rnd() * 90;
    s += `<circle cx="${x.toFixed(0)}" cy="${yy.toFixed(0)}" r="9" fill="#ffb703" opacity="0.35"/><circle cx="${x.toFixed(0)}" cy="${yy.toFixed(0)}" r="3.5" fill="#ffd166"/>`;
  }
  return s;
}
function steps(y, color) {
  let s = "";
  for (let i = 0; i < 6; i++) s += `<rect x="0" y="${y + i * 14}" width="1200" height="14" fill="${color}" opacity="${1 - i * 0.08}"/>`;
  return s;
}
// Landmarks, drawn on a baseline at y.
const L = {
  shikhara: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><rect x="-70" y="-60" width="140" height="60"/><path d="M-50 -60 Q-48 -190 0 -250 Q48 -190 50 -60Z"/><rect x="-3" y="-290" width="6" height="44"/><path d="M3 -290 L36 -278 L3 -266Z" fill="${C.saffron}"/><path d="M-110 0 V-40 Q-90 -110 -70 -40 V0Z"/><path d="M70 0 V-40 Q90 -110 110 -40 V0Z"/></g>`,
  stupa: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><rect x="-150" y="-30" width="300" height="30"/><path d="M-120 -30 Q-120 -200 0 -200 Q120 -200 120 -30Z"/><rect x="-22" y="-236" width="44" height="36"/><path d="M-8 -236 L0 -300 L8 -236Z"/></g>`,
  domes: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><rect x="-170" y="-120" width="340" height="120"/><path d="M-90 -120 Q-90 -260 0 -290 Q90 -260 90 -120Z"/><rect x="-3" y="-330" width="6" height="42"/><rect x="-220" y="-230" width="22" height="230"/><rect x="198" y="-230" width="22" height="230"/><circle cx="-209" cy="-238" r="16"/><circle cx="209" cy="-238" r="16"/><path d="M-150 -120 Q-150 -175 -120 -185 Q-90 -175 -90 -120Z"/><path d="M90 -120 Q90 -175 120 -185 Q150 -175 150 -120Z"/></g>`,
  fort: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><rect x="-260" y="-110" width="520" height="110"/>${[...Array(13)].map((_, i) => `<rect x="${-260 + i * 40}" y="-130" width="22" height="22"/>`).join("")}<rect x="-300" y="-190" width="80" height="190"/><rect x="220" y="-170" width="80" height="170"/><path d="M-40 0 V-70 Q0 -110 40 -70 V0Z" fill="#000" opacity="0.25"/></g>`,
  pagoda: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><rect x="-100" y="-60" width="200" height="60"/><path d="M-150 -60 L0 -130 L150 -60Z"/><rect x="-70" y="-170" width="140" height="50"/><path d="M-110 -160 L0 -220 L110 -160Z"/><rect x="-6" y="-270" width="12" height="60"/></g>`,
  ruins: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}">${[...Array(6)].map((_, i) => `<rect x="${-250 + i * 90}" y="${-80 - (i % 3) * 40}" width="70" height="${80 + (i % 3) * 40}"/>`).join("")}<path d="M-250 -80 H290 V0 H-250Z" opacity="0.8"/></g>`,
  arch: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><path d="M-200 0 V-200 H200 V0 H90 V-90 Q0 -190 -90 -90 V0Z"/><rect x="-230" y="-260" width="30" height="260"/><rect x="200" y="-260" width="30" height="260"/><circle cx="-215" cy="-268" r="18"/><circle cx="215" cy="-268" r="18"/></g>`,
  hillTemple: (x, y, s, col) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${col}"><path d="M-320 0 Q-160 -150 0 -170 Q160 -150 320 0Z"/><rect x="-40" y="-220" width="80" height="55"/><path d="M-30 -220 Q0 -300 30 -220Z"/></g>`,
};

const DEST = [
  ["varanasi", "Varanasi", "shikhara", true], ["sarnath", "Sarnath", "stupa", false], ["prayagraj", "Prayagraj", "shikhara", true],
  ["ayodhya", "Ayodhya", "shikhara", true], ["bodh-gaya", "Bodh Gaya", "shikhara", false], ["agra", "Agra", "domes", true],
  ["lucknow", "Lucknow", "arch", false], ["chitrakoot", "Chitrakoot", "hillTemple", true], ["vindhyachal", "Vindhyachal", "hillTemple", true],
  ["khajuraho", "Khajuraho", "shikhara", false], ["rajgir", "Rajgir", "stupa", false], ["nalanda", "Nalanda", "ruins", false],
  ["kushinagar", "Kushinagar", "stupa", false], ["mathura-vrindavan", "Mathura-Vrindavan", "shikhara", true], ["chunar", "Chunar Fort", "fort", true],
  ["lumbini", "Nepal – Lumbini", "pagoda", false],
];
const MOODS = ["day", "dusk", "night"];

function scene(title, landmark, water, mood, variant, label) {
  const id = `g${Math.floor(rnd() * 1e9)}`;
  const dark = mood === "day" ? C.maroon : mood === "night" ? "#151634" : C.maroonDark;
  const baseY = water ? 520 : 600;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img"><title>${title}</title>${sky(1200, 800, mood, id)}`;
  s += sun(variant === 2 ? 220 : 930, mood === "day" ? 160 : 300, 60, mood);
  s += hills(1200, baseY - 40, mood === "day" ? "#9cc5a1" : "#4b2a57", 90, 5, 0.55);
  const scale = variant === 2 ? 1.45 : 1;
  const x = variant === 2 ? 760 : variant === 1 ? 420 : 600;
  s += L[landmark](x, baseY, scale, dark);
  if (variant !== 2) s += L[landmark === "domes" ? "arch" : "shikhara"](variant === 1 ? 980 : 200, baseY, 0.5, dark);
  if (water) {
    s += steps(baseY, mood === "day" ? "#d9b98a" : "#7a4b3a");
    s += river(baseY + 84, mood);
    s += boat(150 + rnd() * 200, baseY + 170, 1.1) + boat(650 + rnd() * 300, baseY + 230, 0.8);
    if (mood !== "day") s += diyas(baseY + 100, 26);
  } else {
    s += `<rect x="0" y="${baseY}" width="1200" height="${800 - baseY}" fill="${mood === "day" ? "#c9a96e" : "#5a3b3f"}"/>`;
    s += `<path d="M0 ${baseY + 120} Q600 ${baseY + 60} 1200 ${baseY + 140} V800 H0Z" fill="${mood === "day" ? "#b38e52" : "#46303a"}"/>`;
    for (let i = 0; i < 5; i++) s += palm(80 + i * 260 + rnd() * 60, baseY + 10, mood === "day" ? "#2f5d3a" : "#1d1430");
  }
  s += `<text x="40" y="770" font-family="Georgia, serif" font-size="28" fill="#fff" opacity="0.85">${label}</text></svg>`;
  return s;
}
function palm(x, y, col) {
  return `<g fill="${col}"><path d="M${x} ${y} q6 -60 -4 -120 l6 0 q12 60 4 120z"/><path d="M${x} ${y - 120} q-50 -10 -80 20 q40 -30 80 -14z"/><path d="M${x} ${y - 120} q50 -14 84 16 q-44 -26 -84 -10z"/><path d="M${x} ${y - 120} q-20 -40 -60 -50 q40 30 60 50z"/><path d="M${x} ${y - 120} q24 -44 64 -46 q-44 26 -64 46z"/></g>`;
}

// Coaches
const BUSES = [
  ["volvo-9600", "Volvo 9600 Luxury Coach", 1.0, C.maroon, C.saffron],
  ["royal-35", "Royal Cruiser 35", 0.86, C.indigo, C.gold],
  ["mini-coach-26", "Mini Coach 26", 0.74, "#8a3b12", C.saffron],
  ["tempo-traveller-17", "Tempo Traveller 17", 0.62, "#f4efe6", C.maroon],
  ["urbania-12", "Force Urbania 12", 0.56, "#e9e4da", C.indigo],
  ["maharaja-sleeper-45", "Maharaja Sleeper 45", 0.95, C.maroonDark, C.gold],
];
function coach(len, body, stripe, cx, cy, sleeper) {
  const w = 900 * len;
  const h = len < 0.7 ? 230 : 270;
  const x = cx - w / 2;
  const y = cy - h;
  const win = Math.floor(w / 95);
  let s = `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${body}"/>`;
  s += `<path d="M${x + w - 20} ${y + 8} q40 10 40 70 v${h - 110} h-40z" fill="${body}"/>`;
  s += `<rect x="${x}" y="${y + h * 0.62}" width="${w + 20}" height="22" fill="${stripe}"/>`;
  for (let i = 0; i < win; i++) {
    const wx = x + 30 + i * ((w - 60) / win);
    if (sleeper) s += `<rect x="${wx}" y="${y + 28}" width="${(w - 60) / win - 12}" height="44" rx="8" fill="#1d2a44"/><rect x="${wx}" y="${y + 86}" width="${(w - 60) / win - 12}" height="44" rx="8" fill="#1d2a44"/>`;
    else s += `<rect x="${wx}" y="${y + 30}" width="${(w - 60) / win - 12}" height="${h * 0.4}" rx="10" fill="#1d2a44"/><rect x="${wx + 6}" y="${y + 36}" width="18" height="${h * 0.4 - 12}" rx="6" fill="#fff" opacity="0.18"/>`;
  }
  s += `<rect x="${x + w - 60}" y="${y + 30}" width="64" height="${h * 0.5}" rx="10" fill="#24324f"/>`;
  s += `<rect x="${x + w - 130}" y="${y + h * 0.3}" width="52" height="${h * 0.62}" rx="6" fill="#000" opacity="0.2"/>`;
  s += `<text x="${x + 40}" y="${y + h * 0.88}" font-family="Georgia, serif" font-weight="700" font-size="${len < 0.7 ? 20 : 26}" fill="${stripe === C.maroon || stripe === C.indigo ? stripe : "#fff"}" letter-spacing="2">KASHI COACH TOURS</text>`;
  s += `<rect x="${x + w + 6}" y="${y + h - 70}" width="18" height="26" rx="4" fill="#ffe08a"/><rect x="${x - 8}" y="${y + h - 70}" width="12" height="26" rx="4" fill="#e63946"/>`;
  for (const wx of [x + w * 0.18, x + w * 0.8]) s += `<circle cx="${wx}" cy="${cy}" r="46" fill="${C.ink}"/><circle cx="${wx}" cy="${cy}" r="20" fill="#bdb6a8"/><circle cx="${wx}" cy="${cy}" r="7" fill="${C.ink}"/>`;
  return s + "</g>";
}
function interior(body, stripe, title, sleeper) {
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img"><title>${title}</title><rect width="1200" height="800" fill="#3a2a2e"/>`;
  s += `<path d="M0 0 H1200 L860 300 H340Z" fill="#4a3438"/><rect x="340" y="300" width="520" height="170" fill="#6f8fb0"/><rect x="340" y="300" width="520" height="170" fill="#fff" opacity="0.1"/>`;
  s += `<path d="M340 470 H860 L1200 800 H0Z" fill="#5b4145"/><path d="M560 470 H640 L760 800 H440Z" fill="${stripe}" opacity="0.5"/>`;
  for (let r = 0; r < 4; r++) {
    const t = 1 - r * 0.2;
    const y = 780 - r * 95;
    for (const side of [-1, 1]) {
      const cx = 600 + side * (330 * t + 60);
      if (sleeper) s += `<rect x="${cx - 150 * t}" y="${y - 150 * t}" width="${300 * t}" height="${70 * t}" rx="${12 * t}" fill="${body}"/><rect x="${cx - 150 * t}" y="${y - 60 * t}" width="${300 * t}" height="${60 * t}" rx="${12 * t}" fill="${body}"/>`;
      else s += `<rect x="${cx - 110 * t}" y="${y - 230 * t}" width="${100 * t}" height="${200 * t}" rx="${22 * t}" fill="${body}"/><rect x="${cx + 10 * t}" y="${y - 230 * t}" width="${100 * t}" height="${200 * t}" rx="${22 * t}" fill="${body}"/><rect x="${cx - 110 * t}" y="${y - 230 * t}" width="${220 * t}" height="${30 * t}" rx="${12 * t}" fill="${stripe}"/>`;
    }
  }
  for (let i = 0; i < 6; i++) s += `<circle cx="${380 + i * 88}" cy="${40 + i * 40}" r="6" fill="#ffe8a3"/>`;
  return s + `</svg>`;
}
function road(mood) {
  return `<rect x="0" y="600" width="1200" height="200" fill="${mood === "night" ? "#2a2530" : "#5a5052"}"/>` + [...Array(8)].map((_, i) => `<rect x="${i * 160 + 20}" y="700" width="90" height="10" fill="#f3e6cc" opacity="0.8"/>`).join("");
}

for (const [slug, name, len, body, stripe] of BUSES) {
  const sleeper = slug.includes("sleeper");
  const moods = ["day", "dusk"];
  moods.forEach((mood, i) => {
    let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img"><title>${name} — ${i === 0 ? "side view on the road" : "on the ghats road at dusk"}</title>${sky(1200, 800, mood, `b${slug}${i}`)}`;
    s += sun(i === 0 ? 980 : 260, i === 0 ? 150 : 330, 55, mood) + hills(1200, 560, mood === "day" ? "#9cc5a1" : "#4b2a57", 70, 6, 0.6);
    if (i === 1) s += L.shikhara(980, 600, 0.8, C.maroonDark) + L.shikhara(1120, 600, 0.45, C.maroonDark);
    s += road(mood) + coach(len, body, stripe, 600, 690, sleeper) + `</svg>`;
    write(`buses/${slug}-${i + 1}.svg`, s);
  });
  write(`buses/${slug}-3.svg`, interior(body, stripe, `${name} — interior`, sleeper));
}

for (const [slug, name, landmark, water] of DEST)
  MOODS.forEach((mood, i) => write(`destinations/${slug}-${i + 1}.svg`, scene(`${name} — ${["by day", "at dusk", "at night"][i]}`, landmark, water, mood, i, name)));

const FACES = [["ananya", "#c68642", C.maroon, true], ["rahul", "#a86b3c", C.indigo, false], ["meenakshi", "#8d5524", "#1f7a3a", true], ["david", "#f1c27d", "#8a3b12", false]];
for (const [slug, skin, cloth, long] of FACES)
  write(`reviews/${slug}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img"><title>Portrait of ${slug}</title><rect width="160" height="160" rx="80" fill="${C.sand}"/>${long ? `<path d="M38 80 Q40 30 80 28 Q120 30 122 80 L126 130 H34Z" fill="#2a1a14"/>` : ""}<path d="M30 160 Q30 112 80 108 Q130 112 130 160Z" fill="${cloth}"/><rect x="68" y="90" width="24" height="24" fill="${skin}"/><circle cx="80" cy="72" r="30" fill="${skin}"/><path d="M50 66 Q54 36 80 38 Q108 36 110 66 Q96 50 80 52 Q62 50 50 66Z" fill="#2a1a14"/><circle cx="70" cy="74" r="3" fill="${C.ink}"/><circle cx="90" cy="74" r="3" fill="${C.ink}"/><path d="M70 86 Q80 94 90 86" stroke="${C.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`);

// Hero: Varanasi ghats at dusk with a coach on the riverside road
{
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="1920" height="1080" role="img" preserveAspectRatio="xMidYMid slice"><title>Varanasi ghats at dusk with a Kashi Coach Tours coach on the riverside road</title>${sky(1920, 1080, "dusk", "hero")}`;
  s += `<circle cx="1400" cy="420" r="150" fill="#ffd166" opacity="0.25"/><circle cx="1400" cy="420" r="90" fill="#ffd166"/>`;
  s += `<path d="M0 560 Q480 470 960 540 T1920 520 V1080 H0Z" fill="#4b2a57" opacity="0.7"/>`;
  for (let i = 0; i < 9; i++) s += L[i % 3 === 0 ? "shikhara" : "arch"](120 + i * 220, 640, 0.55 + (i % 2) * 0.25, C.maroonDark);
  s += `<rect x="0" y="640" width="1920" height="80" fill="#7a4b3a"/>` + [...Array(5)].map((_, i) => `<rect x="0" y="${640 + i * 16}" width="1920" height="3" fill="#000" opacity="0.15"/>`).join("");
  s += `<rect x="0" y="720" width="1920" height="360" fill="#7a3a62"/>`;
  for (let i = 0; i < 30; i++) s += `<rect x="${(rnd() * 1800).toFixed(0)}" y="${(740 + rnd() * 320).toFixed(0)}" width="${(60 + rnd() * 160).toFixed(0)}" height="4" fill="#ffd166" opacity="0.25"/>`;
  s += boat(300, 840, 1.4) + boat(1500, 920, 1.1) + diyas(730, 40);
  s += `<rect x="0" y="950" width="1920" height="130" fill="#3b2f36"/>` + [...Array(12)].map((_, i) => `<rect x="${i * 170 + 30}" y="1010" width="90" height="8" fill="#f3e6cc" opacity="0.7"/>`).join("");
  s += `<g transform="translate(560 395) scale(0.9)">${coach(0.9, C.maroon, C.saffron, 600, 690, false)}</g>`;
  write("hero.svg", s + "</svg>");
}
console.log("artwork written to", path.relative(process.cwd(), out));
