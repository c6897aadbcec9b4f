#!/usr/bin/env node
// Writes the project's flat illustrations as SVG files (1600x1200, 4:3, no text) into the folder
// given as the first argument (default: this script's folder). Every shape is written out by hand
// below; a seeded random generator only jitters hill outlines and tree sizes, so the output is the
// same on every run. make-seed-images.sh renders the SVGs to JPEG with headless Chromium.
//
//   node scripts/media/illustrations/generate.mjs [outDir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const W = 1600;
const H = 1200;
const outDir = process.argv[2] ?? dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- helpers

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A Gaussian blur whose region is large enough that blurred bands do not get hard edges. */
const blurFilter = (id, sd) =>
  `<filter id="${id}" x="-20%" y="-300%" width="140%" height="700%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

function svg(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}</defs>
${body}
</svg>
`;
}

const lin = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;

const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;

/** A ridge line from x0 to x1 around yBase (smooth, seeded), closed down to yBottom. */
function ridge({ x0 = -20, x1 = W + 20, yBase, amp, seed, yBottom = H + 20, step = 60, fill, extra = '' }) {
  const rand = rng(seed);
  const p = [rand() * 6, rand() * 6, rand() * 6];
  const f = [0.0021 + rand() * 0.001, 0.0055 + rand() * 0.002, 0.013 + rand() * 0.004];
  const y = (x) =>
    yBase -
    amp * (0.55 * Math.sin(x * f[0] + p[0]) + 0.3 * Math.sin(x * f[1] + p[1]) + 0.15 * Math.sin(x * f[2] + p[2]));
  let d = `M${x0},${yBottom} L${x0},${r1(y(x0))}`;
  let prevX = x0;
  for (let x = x0 + step; x <= x1 + step; x += step) {
    const mx = (prevX + x) / 2;
    d += ` Q${r1(prevX)},${r1(y(prevX))} ${r1(mx)},${r1((y(prevX) + y(x)) / 2)}`;
    prevX = x;
  }
  d += ` L${x1 + step},${yBottom} Z`;
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** A broadleaf tree (sal/teak-like): trunk and a cluster of rounded crowns. */
function tree(x, ground, h, crown, trunk = '#5b4636', shade = null, seed = 1) {
  const rand = rng(seed);
  const tw = Math.max(6, h * 0.06);
  const cr = h * 0.28;
  const cy = ground - h * 0.68;
  const blobs = [
    [0, 0, 1],
    [-0.55, 0.25, 0.75],
    [0.55, 0.22, 0.78],
    [-0.2, -0.45, 0.7],
    [0.3, -0.35, 0.68],
  ];
  let s = `<rect x="${r1(x - tw / 2)}" y="${r1(cy)}" width="${r1(tw)}" height="${r1(ground - cy)}" fill="${trunk}" rx="${r1(tw / 3)}"/>`;
  for (const [dx, dy, k] of blobs) {
    const j = 0.85 + rand() * 0.3;
    s += `<circle cx="${r1(x + dx * cr * 1.4)}" cy="${r1(cy + dy * cr * 1.2)}" r="${r1(cr * k * j)}" fill="${crown}"/>`;
  }
  if (shade)
    s += `<circle cx="${r1(x + cr * 0.55)}" cy="${r1(cy + cr * 0.35)}" r="${r1(cr * 0.6)}" fill="${shade}" opacity="0.55"/>`;
  return s;
}

/** A tall slender tree (silver oak / eucalyptus-like). */
function slimTree(x, ground, h, crown, trunk = '#6b5a4a') {
  const tw = Math.max(5, h * 0.035);
  return `<rect x="${r1(x - tw / 2)}" y="${r1(ground - h * 0.75)}" width="${r1(tw)}" height="${r1(h * 0.75)}" fill="${trunk}"/>
<ellipse cx="${r1(x)}" cy="${r1(ground - h * 0.7)}" rx="${r1(h * 0.13)}" ry="${r1(h * 0.32)}" fill="${crown}"/>`;
}

/** A row of trees along a ground line. */
function treeLine(seed, x0, x1, ground, hMin, hMax, colors, gap = 70, trunk = '#4d3b2e') {
  const rand = rng(seed);
  let s = '';
  for (let x = x0; x < x1; x += gap * (0.6 + rand() * 0.8)) {
    const h = hMin + rand() * (hMax - hMin);
    const c = colors[Math.floor(rand() * colors.length)];
    s +=
      rand() < 0.25
        ? slimTree(x, ground + rand() * 10, h * 1.2, c, trunk)
        : tree(x, ground + rand() * 10, h, c, trunk, null, Math.floor(rand() * 1e6));
  }
  return s;
}

function grassTufts(seed, x0, x1, y0, y1, color, n = 40) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + rand() * (x1 - x0);
    const y = y0 + rand() * (y1 - y0);
    const h = 10 + rand() * 18;
    s += `<path d="M${r1(x - 8)},${r1(y)} L${r1(x - 3)},${r1(y - h)} L${r1(x)},${r1(y)} L${r1(x + 4)},${r1(y - h * 0.8)} L${r1(x + 8)},${r1(y)} Z" fill="${color}"/>`;
  }
  return s;
}

function birds(list, color = '#2d2a3a') {
  return list
    .map(
      ([x, y, s]) =>
        `<path d="M${x - s},${y - s * 0.3} Q${x - s * 0.5},${y - s * 0.6} ${x},${y} Q${x + s * 0.5},${y - s * 0.6} ${x + s},${y - s * 0.3}" fill="none" stroke="${color}" stroke-width="${Math.max(2, s / 6)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A small hill landscape for window views: sky, sun, three ridges. */
function hillView(id, x, y, w, h, v) {
  const defs = lin(`${id}sky`, [
    [0, v.sky[0]],
    [1, v.sky[1]],
  ]);
  const body = `<g clip-path="url(#${id}clip)">
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}sky)"/>
${v.sun ? `<circle cx="${x + w * v.sun[0]}" cy="${y + h * v.sun[1]}" r="${h * 0.09}" fill="${v.sun[2]}"/>` : ''}
${ridge({ x0: x - 20, x1: x + w + 20, yBase: y + h * 0.55, amp: h * 0.12, seed: v.seed, yBottom: y + h, step: 30, fill: v.hills[0] })}
${ridge({ x0: x - 20, x1: x + w + 20, yBase: y + h * 0.7, amp: h * 0.1, seed: v.seed + 1, yBottom: y + h, step: 30, fill: v.hills[1] })}
${ridge({ x0: x - 20, x1: x + w + 20, yBase: y + h * 0.86, amp: h * 0.08, seed: v.seed + 2, yBottom: y + h, step: 30, fill: v.hills[2] })}
${v.trees ? treeLine(v.seed + 3, x + 10, x + w, y + h + 4, h * 0.18, h * 0.3, v.trees, h * 0.12) : ''}
</g>`;
  return {
    defs: defs + `<clipPath id="${id}clip"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`,
    body,
  };
}

const VIEWS = {
  day: {
    sky: ['#8ecae6', '#e3f4f8'],
    sun: [0.78, 0.22, '#fff6d5'],
    hills: ['#a7c4b5', '#7fa88f', '#4f7d5c'],
    trees: ['#3f6e4b', '#4b7d55'],
    seed: 11,
  },
  dawn: {
    sky: ['#f7b267', '#fde9c9'],
    sun: [0.3, 0.45, '#fff1c1'],
    hills: ['#c49a9a', '#9c7a8e', '#6b5b78'],
    trees: ['#4d4a63'],
    seed: 23,
  },
  mist: {
    sky: ['#b8d3dc', '#eef5f2'],
    sun: null,
    hills: ['#c5d8d6', '#9dbab5', '#6f998f'],
    trees: ['#557f6e', '#4a7464'],
    seed: 37,
  },
  dusk: {
    sky: ['#6d597a', '#f4a48b'],
    sun: [0.65, 0.62, '#ffd6a5'],
    hills: ['#8a6f8f', '#634f71', '#3f3552'],
    trees: ['#2f2a40'],
    seed: 41,
  },
};

/** A window with frame, mullions, sill and a hill view. */
function windowUnit(id, x, y, w, h, view, frame = '#ffffff', mullions = true) {
  const v = hillView(id, x, y, w, h, VIEWS[view]);
  const m = mullions
    ? `<rect x="${x + w / 2 - 6}" y="${y}" width="12" height="${h}" fill="${frame}"/>
<rect x="${x}" y="${y + h * 0.42}" width="${w}" height="10" fill="${frame}"/>`
    : '';
  return {
    defs: v.defs,
    body: `<rect x="${x - 18}" y="${y - 18}" width="${w + 36}" height="${h + 36}" rx="6" fill="${frame}"/>
${v.body}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" opacity="0.08"/>
${m}
<rect x="${x - 34}" y="${y + h + 10}" width="${w + 68}" height="22" rx="4" fill="${frame}"/>
<rect x="${x - 34}" y="${y + h + 30}" width="${w + 68}" height="8" fill="#000" opacity="0.08"/>`,
  };
}

/** A pair of gathered curtains with folds around x..x+w, top y, height h. */
function curtains(x, w, y, h, color, fold, rod = '#6b5444') {
  const panel = (px, pw) => {
    let s = `<rect x="${px}" y="${y}" width="${pw}" height="${h}" fill="${color}"/>`;
    for (let i = 1; i < 4; i++)
      s += `<rect x="${px + (pw * i) / 4 - 4}" y="${y}" width="8" height="${h}" fill="${fold}" opacity="0.6"/>`;
    return s;
  };
  return `<rect x="${x - 70}" y="${y - 14}" width="${w + 140}" height="10" rx="5" fill="${rod}"/>
<circle cx="${x - 74}" cy="${y - 9}" r="11" fill="${rod}"/><circle cx="${x + w + 74}" cy="${y - 9}" r="11" fill="${rod}"/>
${panel(x - 60, 110)}${panel(x + w - 50, 110)}`;
}

function floor(y, color, line, plank = 70) {
  let s = `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
  // boards converge slightly toward the back wall, which gives the flat view some depth
  for (let i = -12; i <= 12; i++) {
    const xb = W / 2 + i * 140;
    const xf = W / 2 + i * 190;
    s += `<line x1="${xb}" y1="${y}" x2="${xf}" y2="${H}" stroke="${line}" stroke-width="3" opacity="0.5"/>`;
  }
  for (let yy = y + plank * 0.6, k = 1; yy < H; yy += plank * (0.6 + k * 0.12), k++) {
    s += `<line x1="0" y1="${r1(yy)}" x2="${W}" y2="${r1(yy)}" stroke="${line}" stroke-width="2" opacity="0.35"/>`;
  }
  return s;
}

function skirting(y, color) {
  return `<rect x="0" y="${y - 22}" width="${W}" height="24" fill="${color}"/>`;
}

function plant(x, ground, scale, pot, leaf, leaf2) {
  const s = scale;
  return `<g transform="translate(${x},${ground}) scale(${s})">
<path d="M-10,-120 C-90,-210 -120,-300 -60,-330 C-40,-260 -20,-200 -10,-120Z" fill="${leaf}"/>
<path d="M5,-120 C40,-230 110,-300 150,-290 C120,-220 60,-170 5,-120Z" fill="${leaf2}"/>
<path d="M0,-120 C-10,-240 10,-330 40,-380 C60,-300 40,-200 0,-120Z" fill="${leaf}"/>
<path d="M-5,-120 C-120,-160 -170,-230 -160,-250 C-100,-230 -50,-190 -5,-120Z" fill="${leaf2}"/>
<path d="M10,-120 C100,-140 170,-190 180,-210 C110,-205 60,-180 10,-120Z" fill="${leaf}"/>
<path d="M-62,-130 L62,-130 L48,0 L-48,0 Z" fill="${pot}"/>
<rect x="-70" y="-140" width="140" height="22" rx="6" fill="${pot}"/>
<rect x="-70" y="-140" width="140" height="8" rx="4" fill="#fff" opacity="0.15"/>
</g>`;
}

function lamp(x, ground, shade, base, glowId) {
  return `<circle cx="${x}" cy="${ground - 150}" r="190" fill="url(#${glowId})"/>
<rect x="${x - 8}" y="${ground - 110}" width="16" height="90" fill="${base}"/>
<ellipse cx="${x}" cy="${ground - 20}" rx="38" ry="12" fill="${base}"/>
<path d="M${x - 62},${ground - 110} L${x + 62},${ground - 110} L${x + 42},${ground - 200} L${x - 42},${ground - 200} Z" fill="${shade}"/>`;
}

function nightstand(x, top, w, color, knob) {
  return `<rect x="${x}" y="${top}" width="${w}" height="130" rx="8" fill="${color}"/>
<rect x="${x}" y="${top}" width="${w}" height="14" rx="6" fill="#000" opacity="0.12"/>
<rect x="${x + 14}" y="${top + 30}" width="${w - 28}" height="40" rx="5" fill="#fff" opacity="0.12"/>
<rect x="${x + 14}" y="${top + 80}" width="${w - 28}" height="40" rx="5" fill="#fff" opacity="0.12"/>
<circle cx="${x + w / 2}" cy="${top + 50}" r="6" fill="${knob}"/><circle cx="${x + w / 2}" cy="${top + 100}" r="6" fill="${knob}"/>
<rect x="${x + 10}" y="${top + 130}" width="10" height="22" fill="${color}"/><rect x="${x + w - 20}" y="${top + 130}" width="10" height="22" fill="${color}"/>`;
}

/** Framed landscape art: two hills and a sun in a frame. */
function artFrame(x, y, w, h, frame, bg, hillA, hillB, sun) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${frame}"/>
<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" fill="${bg}"/>
<circle cx="${x + w * 0.68}" cy="${y + h * 0.38}" r="${Math.min(w, h) * 0.12}" fill="${sun}"/>
<path d="M${x + 14},${y + h - 14} L${x + w * 0.35},${y + h * 0.45} L${x + w * 0.62},${y + h - 14} Z" fill="${hillA}"/>
<path d="M${x + w * 0.38},${y + h - 14} L${x + w * 0.7},${y + h * 0.55} L${x + w - 14},${y + h * 0.8} L${x + w - 14},${y + h - 14} Z" fill="${hillB}"/>`;
}

/** A bed seen from its foot: headboard, pillows, duvet top (in perspective) and front face. */
function bed(cx, w, p, opts = {}) {
  const hbTop = opts.hbTop ?? 470;
  const top = 690; // back edge of the mattress
  const front = 860; // front edge of the mattress
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const flare = 40;
  const pillows = opts.pillows ?? 2;
  let pil = '';
  const pw = (w - 60) / pillows;
  for (let i = 0; i < pillows; i++) {
    const px = x0 + 30 + i * pw;
    pil += `<rect x="${r1(px + 6)}" y="${top - 75}" width="${r1(pw - 12)}" height="92" rx="34" fill="${p.pillow}"/>
<rect x="${r1(px + 18)}" y="${top - 60}" width="${r1(pw - 36)}" height="16" rx="8" fill="#000" opacity="0.05"/>`;
  }
  if (opts.cushions) {
    pil += `<rect x="${cx - 90}" y="${top - 40}" width="80" height="70" rx="18" fill="${p.accent}"/>
<rect x="${cx + 10}" y="${top - 40}" width="80" height="70" rx="18" fill="${p.accent2 ?? p.accent}"/>`;
  }
  let tufts = '';
  if (opts.tufted) {
    for (let yy = hbTop + 45; yy < top - 60; yy += 55)
      for (let xx = x0 + 45; xx < x1 - 20; xx += 70)
        tufts += `<circle cx="${xx}" cy="${yy}" r="5" fill="#000" opacity="0.18"/>`;
  }
  return `<rect x="${x0 - 20}" y="${hbTop}" width="${w + 40}" height="${top - hbTop + 40}" rx="${opts.hbRound ?? 28}" fill="${p.headboard}"/>
${tufts}
${pil}
<path d="M${x0},${top} L${x1},${top} L${x1 + flare},${front} L${x0 - flare},${front} Z" fill="${p.duvet}"/>
<path d="M${x0},${top + 40} L${x1},${top + 40} L${x1 + flare * 0.8},${front - 40} L${x0 - flare * 0.8},${front - 40} Z" fill="#fff" opacity="0.08"/>
<path d="M${x0 - 10},${top + 95} L${x1 + 10},${top + 95} L${x1 + flare * 0.85},${top + 145} L${x0 - flare * 0.85},${top + 145} Z" fill="${p.throw}"/>
<rect x="${x0 - flare}" y="${front}" width="${w + 2 * flare}" height="70" rx="10" fill="${p.duvetSide}"/>
<rect x="${x0 - flare}" y="${front + 40}" width="${w + 2 * flare}" height="34" fill="${p.throwSide ?? p.throw}" opacity="0.9"/>
<rect x="${x0 - flare + 6}" y="${front + 70}" width="${w + 2 * flare - 12}" height="26" fill="${p.base}"/>
<rect x="${x0 - flare + 14}" y="${front + 96}" width="16" height="22" fill="${p.base}"/><rect x="${x1 + flare - 30}" y="${front + 96}" width="16" height="22" fill="${p.base}"/>`;
}

function rug(cx, y, wTop, wBottom, h, color, border) {
  return `<path d="M${cx - wTop / 2},${y} L${cx + wTop / 2},${y} L${cx + wBottom / 2},${y + h} L${cx - wBottom / 2},${y + h} Z" fill="${border}"/>
<path d="M${cx - wTop / 2 + 18},${y + 10} L${cx + wTop / 2 - 18},${y + 10} L${cx + wBottom / 2 - 24},${y + h - 14} L${cx - wBottom / 2 + 24},${y + h - 14} Z" fill="${color}"/>`;
}

// ---------------------------------------------------------------- rooms

/** A bedroom: bed (double/king, or two singles), window with a hill view, lamps, art, plant. */
function bedroom(id, p) {
  const floorY = 860;
  const win = p.windowLeft
    ? windowUnit(`${id}w`, 150, 210, 330, 420, p.view, p.frame)
    : windowUnit(`${id}w`, 1140, 210, 330, 420, p.view, p.frame);
  const winX = p.windowLeft ? 150 : 1140;
  const bedCx = p.windowLeft ? 950 : 640;
  const defs =
    win.defs +
    rad(`${id}glow`, [
      [0, '#fff3c4', 0.55],
      [1, '#fff3c4', 0],
    ]) +
    lin(`${id}wall`, [
      [0, p.wall],
      [1, p.wall2],
    ]);
  let beds;
  if (p.twin) {
    beds =
      bed(bedCx - 235, 270, p, { pillows: 1, hbTop: 540, hbRound: 20 }) +
      bed(bedCx + 235, 270, p, { pillows: 1, hbTop: 540, hbRound: 20 }) +
      nightstand(bedCx - 45, 700, 90, p.wood, p.knob) +
      lamp(bedCx, 700, p.lampShade, p.lampBase, `${id}glow`);
  } else {
    const w = p.king ? 600 : 500;
    beds = `${lamp(bedCx - w / 2 - 110, 700, p.lampShade, p.lampBase, `${id}glow`)}${lamp(bedCx + w / 2 + 110, 700, p.lampShade, p.lampBase, `${id}glow`)}
${nightstand(bedCx - w / 2 - 175, 700, 130, p.wood, p.knob)}${nightstand(bedCx + w / 2 + 45, 700, 130, p.wood, p.knob)}
${bed(bedCx, w, p, { pillows: p.king ? 3 : 2, cushions: true, tufted: p.tufted, hbTop: p.king ? 420 : 470 })}`;
  }
  const art = p.twin
    ? artFrame(bedCx - 120, 300, 240, 170, p.artFrame, p.artBg, p.artA, p.artB, p.artSun)
    : `${artFrame(bedCx - 250, 230, 220, 160, p.artFrame, p.artBg, p.artA, p.artB, p.artSun)}${artFrame(bedCx + 30, 230, 220, 160, p.artFrame, p.artBg2 ?? p.artBg, p.artB, p.artA, p.artSun)}`;
  const plantX = 1530; // the free corner in both layouts; the frame crops it a little
  const body = `<rect width="${W}" height="${floorY}" fill="url(#${id}wall)"/>
${p.panel ? `<rect x="${bedCx - 420}" y="160" width="840" height="${floorY - 160}" fill="${p.panel}"/>` : ''}
${p.ceilingLights ? `<rect x="0" y="0" width="${W}" height="60" fill="#000" opacity="0.06"/>` : ''}
${win.body}
${curtains(winX, 330, 180, 660, p.curtain, p.curtainFold)}
${art}
${floor(floorY, p.floor, p.floorLine)}
${skirting(floorY, p.skirting)}
${rug(bedCx, 990, 700, 1000, 190, p.rug, p.rugBorder)}
${beds}
${plant(plantX, 1100, 0.72, p.pot, '#4c8c5a', '#3a7548')}`;
  return svg(defs, body);
}

/** A sitting room: sofa, armchair, coffee table with tea, floor lamp, wide window or balcony door. */
function sittingRoom(id, p) {
  const floorY = 840;
  const win = windowUnit(`${id}w`, 820, 150, 620, 560, p.view, p.frame, true);
  const defs =
    win.defs +
    rad(`${id}glow`, [
      [0, '#fff3c4', 0.55],
      [1, '#fff3c4', 0],
    ]) +
    lin(`${id}wall`, [
      [0, p.wall],
      [1, p.wall2],
    ]);
  const sofaX = 90;
  const sofa = `<rect x="${sofaX}" y="560" width="620" height="210" rx="40" fill="${p.sofaBack}"/>
<rect x="${sofaX + 40}" y="600" width="250" height="150" rx="30" fill="${p.sofa}"/><rect x="${sofaX + 330}" y="600" width="250" height="150" rx="30" fill="${p.sofa}"/>
<rect x="${sofaX + 70}" y="610" width="110" height="100" rx="24" fill="${p.cushion}" transform="rotate(-8 ${sofaX + 125} 660)"/>
<rect x="${sofaX + 440}" y="610" width="110" height="100" rx="24" fill="${p.cushion2}" transform="rotate(8 ${sofaX + 495} 660)"/>
<rect x="${sofaX}" y="740" width="620" height="120" rx="26" fill="${p.sofa}"/>
<rect x="${sofaX - 30}" y="660" width="90" height="200" rx="30" fill="${p.sofaBack}"/><rect x="${sofaX + 560}" y="660" width="90" height="200" rx="30" fill="${p.sofaBack}"/>
<rect x="${sofaX + 20}" y="860" width="16" height="30" fill="${p.wood}"/><rect x="${sofaX + 584}" y="860" width="16" height="30" fill="${p.wood}"/>`;
  const chairX = 1180;
  const chair = `<rect x="${chairX}" y="700" width="280" height="200" rx="40" fill="${p.chairBack}"/>
<rect x="${chairX + 30}" y="800" width="220" height="110" rx="24" fill="${p.chair}"/>
<rect x="${chairX - 20}" y="780" width="70" height="150" rx="28" fill="${p.chairBack}"/><rect x="${chairX + 230}" y="780" width="70" height="150" rx="28" fill="${p.chairBack}"/>
<rect x="${chairX + 20}" y="930" width="14" height="36" fill="${p.wood}"/><rect x="${chairX + 246}" y="930" width="14" height="36" fill="${p.wood}"/>`;
  const table = `<ellipse cx="760" cy="990" rx="260" ry="40" fill="#000" opacity="0.12"/>
<rect x="520" y="900" width="480" height="34" rx="14" fill="${p.tableTop}"/>
<rect x="560" y="934" width="20" height="70" fill="${p.wood}"/><rect x="940" y="934" width="20" height="70" fill="${p.wood}"/>
<path d="M650,900 C640,860 650,835 690,830 L730,830 C770,835 780,860 770,900 Z" fill="${p.teapot}"/>
<path d="M770,860 C800,850 812,838 820,825" stroke="${p.teapot}" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="700" y="815" width="20" height="16" rx="6" fill="${p.teapot}"/>
<rect x="820" y="868" width="44" height="32" rx="8" fill="#fdfaf2"/><rect x="880" y="868" width="44" height="32" rx="8" fill="#fdfaf2"/>
<rect x="560" y="882" width="70" height="18" rx="3" fill="${p.book}"/>`;
  const floorLamp = `<circle cx="${p.lampX}" cy="360" r="200" fill="url(#${id}glow)"/>
<path d="M${p.lampX - 90},880 L${p.lampX - 90},300 Q${p.lampX - 90},250 ${p.lampX - 40},250 L${p.lampX},250" stroke="${p.lampBase}" stroke-width="10" fill="none"/>
<ellipse cx="${p.lampX - 90}" cy="880" rx="50" ry="12" fill="${p.lampBase}"/>
<path d="M${p.lampX - 50},340 L${p.lampX + 50},340 L${p.lampX + 30},260 L${p.lampX - 30},260 Z" fill="${p.lampShade}"/>`;
  const pendants = p.pendants
    ? [300, 420, 540]
        .map(
          (x, i) =>
            `<line x1="${x}" y1="0" x2="${x}" y2="${170 + i * 30}" stroke="#3a3a3a" stroke-width="3"/><path d="M${x - 34},${200 + i * 30} Q${x},${140 + i * 30} ${x + 34},${200 + i * 30} Z" fill="${p.pendant}"/><circle cx="${x}" cy="${205 + i * 30}" r="9" fill="#fff3c4"/>`,
        )
        .join('')
    : '';
  const shelf = `<rect x="170" y="330" width="420" height="14" rx="4" fill="${p.wood}"/>
<rect x="200" y="270" width="40" height="60" rx="6" fill="${p.vase}"/><rect x="250" y="290" width="30" height="40" rx="6" fill="${p.vase2}"/>
<rect x="320" y="280" width="22" height="50" fill="${p.book}"/><rect x="344" y="286" width="20" height="44" fill="${p.cushion}"/><rect x="366" y="276" width="24" height="54" fill="${p.cushion2}"/>
<path d="M470,330 C440,280 470,250 500,240 C510,280 500,300 470,330Z" fill="#4c8c5a"/><path d="M480,330 C510,270 550,270 560,280 C540,310 510,320 480,330Z" fill="#3a7548"/>
<rect x="450" y="300" width="60" height="30" rx="6" fill="${p.pot}"/>`;
  const body = `<rect width="${W}" height="${floorY}" fill="url(#${id}wall)"/>
${pendants}
${win.body}
${curtains(820, 620, 120, 720, p.curtain, p.curtainFold)}
${p.pendants ? artFrame(200, 340, 380, 150, p.artFrame, p.artBg, p.artA, p.artB, p.artSun) : shelf}
${floor(floorY, p.floor, p.floorLine)}
${skirting(floorY, p.skirting)}
${rug(780, 930, 1000, 1300, 250, p.rug, p.rugBorder)}
${floorLamp}
${sofa}
${chair}
${table}
${plant(p.plantX, 1130, 0.95, p.pot, '#4c8c5a', '#3a7548')}`;
  return svg(defs, body);
}

/** A bathroom: tiled walls, vanity with basin and mirror, then a walk-in shower or a freestanding tub. */
function bathroom(id, p) {
  const floorY = 900;
  const tile = 80;
  const defs = `<pattern id="${id}tile" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" fill="${p.tile}"/><path d="M0,0 H${tile} M0,0 V${tile}" stroke="${p.grout}" stroke-width="4"/></pattern>
<pattern id="${id}tile2" width="${tile * 1.5}" height="${tile / 2}" patternUnits="userSpaceOnUse"><rect width="${tile * 1.5}" height="${tile / 2}" fill="${p.tileLow}"/><path d="M0,0 H${tile * 1.5} M0,0 V${tile / 2}" stroke="${p.grout}" stroke-width="3"/></pattern>
<pattern id="${id}floor" width="120" height="60" patternUnits="userSpaceOnUse"><rect width="120" height="60" fill="${p.floor}"/><path d="M0,0 H120 M0,0 V60" stroke="${p.floorLine}" stroke-width="3"/></pattern>
${lin(
  `${id}glass`,
  [
    [0, '#e8f6fb', 0.55],
    [1, '#bfe3ef', 0.3],
  ],
  1,
  1,
)}
${rad(`${id}glow`, [
  [0, '#fffbe6', 0.7],
  [1, '#fffbe6', 0],
])}
${lin(
  `${id}mirror`,
  [
    [0, '#dfeef3'],
    [1, '#b9d3dc'],
  ],
  1,
  1,
)}`;
  const vx = p.tub ? 120 : 820; // vanity position
  const vanity = `<circle cx="${vx + 300}" cy="300" r="260" fill="url(#${id}glow)"/>
${
  p.roundMirror
    ? `<circle cx="${vx + 300}" cy="360" r="150" fill="${p.mirrorFrame}"/><circle cx="${vx + 300}" cy="360" r="136" fill="url(#${id}mirror)"/><path d="M${vx + 220},300 L${vx + 300},230" stroke="#fff" stroke-width="10" opacity="0.5" stroke-linecap="round"/>`
    : `<rect x="${vx + 130}" y="200" width="340" height="330" rx="18" fill="${p.mirrorFrame}"/><rect x="${vx + 144}" y="214" width="312" height="302" rx="12" fill="url(#${id}mirror)"/><path d="M${vx + 190},300 L${vx + 260},240" stroke="#fff" stroke-width="10" opacity="0.5" stroke-linecap="round"/>`
}
<rect x="${vx + 40}" y="600" width="520" height="30" rx="8" fill="${p.counter}"/>
<rect x="${vx + 60}" y="630" width="480" height="190" rx="10" fill="${p.cabinet}"/>
<rect x="${vx + 80}" y="650" width="210" height="150" rx="8" fill="#fff" opacity="0.1"/><rect x="${vx + 310}" y="650" width="210" height="150" rx="8" fill="#fff" opacity="0.1"/>
<rect x="${vx + 270}" y="710" width="6" height="40" rx="3" fill="${p.metal}"/><rect x="${vx + 324}" y="710" width="6" height="40" rx="3" fill="${p.metal}"/>
<path d="M${vx + 220},600 Q${vx + 225},545 ${vx + 300},545 Q${vx + 375},545 ${vx + 380},600 Z" fill="#fbfbf8"/>
<path d="M${vx + 300},545 L${vx + 300},500 Q${vx + 300},485 ${vx + 315},485 L${vx + 340},485" stroke="${p.metal}" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="${vx + 430}" y="555" width="26" height="45" rx="8" fill="${p.accent}"/><rect x="${vx + 465}" y="570" width="24" height="30" rx="8" fill="${p.accent2}"/>
<path d="M${vx + 90},600 C${vx + 80},560 ${vx + 100},530 ${vx + 120},520 C${vx + 125},550 ${vx + 115},575 ${vx + 90},600Z" fill="#4c8c5a"/>
<path d="M${vx + 100},600 C${vx + 120},560 ${vx + 150},555 ${vx + 160},560 C${vx + 145},585 ${vx + 125},595 ${vx + 100},600Z" fill="#3a7548"/>
<rect x="${vx + 75}" y="575" width="50" height="28" rx="6" fill="${p.pot}"/>`;
  const towels = `<rect x="${p.tub ? 700 : 560}" y="420" width="180" height="10" rx="5" fill="${p.metal}"/>
<rect x="${p.tub ? 715 : 575}" y="430" width="70" height="170" rx="8" fill="${p.towel}"/><rect x="${p.tub ? 795 : 655}" y="430" width="70" height="140" rx="8" fill="${p.towel2}"/>
<rect x="${p.tub ? 715 : 575}" y="560" width="70" height="12" fill="#fff" opacity="0.35"/>`;
  let wet;
  if (p.tub) {
    const win = windowUnit(`${id}w`, 1030, 170, 420, 300, p.view, '#ffffff', true);
    wet = `${win.body}
<path d="M960,690 L1540,690 Q1540,860 1400,880 L1100,880 Q960,860 960,690 Z" fill="${p.tubColor}"/>
<rect x="950" y="676" width="600" height="26" rx="13" fill="${p.tubColor}"/>
<path d="M980,700 L1520,700" stroke="#000" stroke-width="4" opacity="0.08"/>
<rect x="1100" y="880" width="22" height="30" rx="6" fill="${p.metal}"/><rect x="1380" y="880" width="22" height="30" rx="6" fill="${p.metal}"/>
<path d="M1500,676 L1500,600 Q1500,575 1475,575 L1450,575" stroke="${p.metal}" stroke-width="12" fill="none" stroke-linecap="round"/>
<rect x="1000" y="640" width="120" height="38" rx="10" fill="${p.towel2}"/>
<circle cx="1160" cy="660" r="12" fill="${p.accent}"/><circle cx="1190" cy="664" r="9" fill="${p.accent2}"/>`;
    return svg(
      defs + win.defs,
      `<rect width="${W}" height="${floorY}" fill="url(#${id}tile)"/>
<rect y="${floorY - 260}" width="${W}" height="260" fill="url(#${id}tile2)"/>
${wet}
${vanity}
${towels}
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#${id}floor)"/>
${rug(1250, 960, 420, 520, 140, p.mat, p.matBorder)}
${rug(420, 960, 320, 380, 120, p.mat, p.matBorder)}
${plant(1510, 1130, 0.6, p.pot, '#4c8c5a', '#3a7548')}`,
    );
  }
  wet = `<rect x="120" y="120" width="520" height="${floorY - 120}" fill="${p.showerWall}" opacity="0.6"/>
<rect x="250" y="140" width="14" height="120" fill="${p.metal}"/><rect x="200" y="250" width="120" height="22" rx="11" fill="${p.metal}"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${215 + i * 18}" y1="285" x2="${205 + i * 20}" y2="${420 + (i % 2) * 40}" stroke="#bfe3ef" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`).join('')}
<rect x="470" y="520" width="16" height="60" rx="4" fill="${p.metal}"/><circle cx="478" cy="520" r="16" fill="${p.metal}"/>
<rect x="380" y="600" width="140" height="16" rx="4" fill="${p.metal}"/><rect x="392" y="580" width="24" height="22" rx="6" fill="${p.accent}"/><rect x="424" y="574" width="24" height="28" rx="6" fill="${p.accent2}"/>
<rect x="100" y="860" width="560" height="40" fill="${p.tray}"/>
<rect x="640" y="110" width="22" height="${floorY - 90}" fill="${p.metal}"/>
<rect x="130" y="110" width="520" height="${floorY - 120}" fill="url(#${id}glass)"/>
<path d="M200,300 L330,170 M230,360 L390,200" stroke="#fff" stroke-width="12" opacity="0.35" stroke-linecap="round"/>`;
  return svg(
    defs,
    `<rect width="${W}" height="${floorY}" fill="url(#${id}tile)"/>
<rect y="${floorY - 260}" width="${W}" height="260" fill="url(#${id}tile2)"/>
${wet}
${vanity}
${towels}
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#${id}floor)"/>
${rug(1120, 960, 420, 520, 140, p.mat, p.matBorder)}
${plant(1500, 1130, 0.6, p.pot, '#4c8c5a', '#3a7548')}`,
  );
}

// ---------------------------------------------------------------- Gypsy jeep

/**
 * An open-top 4x4 (Maruti Gypsy style) in side view, facing right, rear wheel first.
 * Local units: about 800 long, ground at y = 0.
 */
function jeep(c) {
  const tyre = '#262626';
  const rim = c.rim ?? '#c9ced3';
  const dark = '#30343a';
  const wheel = (x) => `<circle cx="${x}" cy="-78" r="78" fill="${tyre}"/>
<circle cx="${x}" cy="-78" r="60" fill="#333"/>
<circle cx="${x}" cy="-78" r="44" fill="${rim}"/>
${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${r1(x + 28 * Math.cos((a * Math.PI) / 180))}" cy="${r1(-78 + 28 * Math.sin((a * Math.PI) / 180))}" r="6" fill="#8d949b"/>`).join('')}
<circle cx="${x}" cy="-78" r="13" fill="#8d949b"/>`;
  const bodyPath =
    'M22,-102 L22,-252 L500,-252 L512,-246 L772,-238 Q784,-236 784,-224 L784,-110 L726,-104 A106,106 0 0 0 514,-104 L276,-104 A106,106 0 0 0 64,-104 Z';
  return `<ellipse cx="400" cy="4" rx="440" ry="20" fill="#000" opacity="0.25"/>
<!-- spare wheel on the tailgate, seen almost edge-on -->
<ellipse cx="8" cy="-200" rx="26" ry="70" fill="${tyre}"/><ellipse cx="2" cy="-200" rx="12" ry="40" fill="${rim}"/>
<!-- roll cage and seats behind the tub edge -->
<path d="M60,-250 L60,-392 Q60,-405 74,-405 L462,-410" stroke="${dark}" stroke-width="13" fill="none" stroke-linecap="round"/>
<path d="M262,-250 L262,-402" stroke="${dark}" stroke-width="13" stroke-linecap="round"/>
<rect x="92" y="-318" width="52" height="80" rx="16" fill="${c.seat}"/>
<rect x="296" y="-336" width="54" height="96" rx="18" fill="${c.seat}"/>
<rect x="402" y="-326" width="50" height="86" rx="16" fill="${c.seat}" opacity="0.85"/>
<path d="M470,-322 L452,-262" stroke="${dark}" stroke-width="9" stroke-linecap="round"/><ellipse cx="468" cy="-326" rx="10" ry="30" fill="none" stroke="${dark}" stroke-width="8" transform="rotate(20 468 -326)"/>
<!-- windscreen frame (raked) with glass -->
<path d="M494,-252 L516,-252 L472,-414 L452,-414 Z" fill="${dark}"/>
<path d="M500,-258 L510,-258 L470,-404 L462,-404 Z" fill="#bfe3ef" opacity="0.8"/>
<path d="M506,-250 L528,-282" stroke="${dark}" stroke-width="6"/><ellipse cx="536" cy="-292" rx="16" ry="11" fill="${dark}"/>
<!-- body -->
<path d="${bodyPath}" fill="${c.body}"/>
<path d="M22,-252 L500,-252 L512,-246 L772,-238 Q784,-236 784,-224 L784,-214 L22,-226 Z" fill="#fff" opacity="0.18"/>
<clipPath id="${c.id}clip"><path d="${bodyPath}"/></clipPath>
<g clip-path="url(#${c.id}clip)">
  <path d="M0,-180 L800,-172 L800,-156 L0,-164 Z" fill="${c.stripe}"/>
  <path d="M0,-150 L800,-142 L800,-136 L0,-144 Z" fill="${c.stripe}" opacity="0.8"/>
  <rect x="0" y="-126" width="800" height="30" fill="${c.shade}"/>
</g>
<!-- door, handle, hinges, bonnet seam, vents -->
<path d="M300,-250 L300,-112 L498,-112 L498,-250" fill="none" stroke="${c.shade}" stroke-width="5"/>
<rect x="318" y="-222" width="36" height="9" rx="4" fill="${dark}"/>
<rect x="486" y="-232" width="10" height="18" fill="${dark}"/><rect x="486" y="-150" width="10" height="18" fill="${dark}"/>
<path d="M512,-246 L512,-120" stroke="${c.shade}" stroke-width="4"/>
${[0, 1, 2, 3].map((i) => `<rect x="${600 + i * 22}" y="-226" width="12" height="4" rx="2" fill="${c.shade}"/>`).join('')}
<circle cx="90" cy="-208" r="11" fill="${c.shade}"/>
<!-- wheel wells, fender flares and sills -->
<path d="M64,-104 A106,106 0 0 1 276,-104 Z" fill="#1d1f22"/><path d="M514,-104 A106,106 0 0 1 726,-104 Z" fill="#1d1f22"/>
<path d="M52,-104 A118,118 0 0 1 288,-104" stroke="${dark}" stroke-width="20" fill="none"/>
<path d="M502,-104 A118,118 0 0 1 738,-104" stroke="${dark}" stroke-width="20" fill="none"/>
<rect x="288" y="-116" width="214" height="16" rx="4" fill="${dark}"/>
<!-- lamps and bumpers -->
<rect x="24" y="-240" width="10" height="40" rx="3" fill="#d7332a"/>
<path d="M784,-214 A16,16 0 0 1 784,-182 Z" fill="#fff7c2"/><rect x="778" y="-172" width="8" height="14" rx="2" fill="#f0a030"/>
<rect x="770" y="-130" width="40" height="34" rx="6" fill="${dark}"/>
<rect x="-2" y="-126" width="34" height="28" rx="6" fill="${dark}"/>
${wheel(170)}
${wheel(620)}`;
}

/** A jeep parked on a forest track, with hills, trees and a sky of the given mood. */
function jeepScene(id, c, s) {
  const defs =
    lin(`${id}sky`, [
      [0, s.sky[0]],
      [1, s.sky[1]],
    ]) +
    lin(`${id}track`, [
      [0, s.track[0]],
      [1, s.track[1]],
    ]) +
    blurFilter(`${id}blur`, 18);
  const ground = 1000;
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
${s.sun ? `<circle cx="${s.sun[0]}" cy="${s.sun[1]}" r="${s.sun[2]}" fill="${s.sun[3]}"/>` : ''}
${birds(
  s.birds ?? [
    [300, 220, 18],
    [345, 245, 14],
    [1180, 180, 16],
  ],
  s.birdColor,
)}
${ridge({ yBase: 560, amp: 110, seed: s.seed, fill: s.hills[0] })}
${s.mist ? `<rect x="-50" y="600" width="1700" height="90" fill="#fff" opacity="0.35" filter="url(#${id}blur)"/>` : ''}
${ridge({ yBase: 680, amp: 80, seed: s.seed + 1, fill: s.hills[1] })}
${treeLine(s.seed + 2, -20, W + 40, 790, 120, 190, s.far, 60)}
${ridge({ yBase: 800, amp: 30, seed: s.seed + 3, fill: s.hills[2] })}
${treeLine(s.seed + 4, -40, W + 40, 880, 180, 260, s.near, 95)}
<rect x="0" y="870" width="${W}" height="${H - 870}" fill="${s.grass}"/>
<path d="M-20,1150 C400,1070 1200,1075 1640,1130 L1640,985 C1200,945 400,950 -20,990 Z" fill="url(#${id}track)"/>
${grassTufts(s.seed + 5, 0, W, 880, 950, s.tuft, 60)}
<g transform="translate(330,${ground}) scale(1.15)">${jeep({ ...c, id })}</g>
${grassTufts(s.seed + 6, 0, W, 1090, 1200, s.tuft, 50)}
${tree(-30, 1150, 620, s.near[0], '#4a3729', null, s.seed + 7)}
${tree(1640, 1120, 560, s.near[s.near.length - 1], '#4a3729', null, s.seed + 8)}`;
  return svg(defs, body);
}

// ---------------------------------------------------------------- tour scenes

/** Sunrise over layered Satpura ridges seen from a rocky viewpoint (Dhoopgarh). */
function dhoopgarh(id) {
  const defs =
    lin(`${id}sky`, [
      [0, '#3c4a7d'],
      [0.45, '#d98a8a'],
      [0.72, '#f7c177'],
      [1, '#fde6b0'],
    ]) +
    rad(`${id}sun`, [
      [0, '#fff6d8'],
      [0.25, '#ffe29a', 0.9],
      [1, '#ffb566', 0],
    ]) +
    blurFilter(`${id}blur`, 16);
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
<circle cx="1000" cy="610" r="340" fill="url(#${id}sun)"/>
<circle cx="1000" cy="610" r="72" fill="#fff4d2"/>
${birds(
  [
    [420, 300, 20],
    [470, 330, 15],
    [520, 290, 12],
    [1250, 260, 16],
  ],
  '#3b2f45',
)}
${ridge({ yBase: 640, amp: 50, seed: 101, fill: '#c99aa0' })}
<rect x="-50" y="650" width="1700" height="50" fill="#ffe9cf" opacity="0.6" filter="url(#${id}blur)"/>
${ridge({ yBase: 710, amp: 80, seed: 102, fill: '#a77f92' })}
<rect x="-50" y="745" width="1700" height="50" fill="#ffe9cf" opacity="0.5" filter="url(#${id}blur)"/>
${ridge({ yBase: 810, amp: 100, seed: 103, fill: '#7e6283' })}
<rect x="-50" y="850" width="1700" height="40" fill="#f6d9cf" opacity="0.4" filter="url(#${id}blur)"/>
${ridge({ yBase: 920, amp: 80, seed: 104, fill: '#574866' })}
${treeLine(105, 560, 1640, 975, 60, 110, ['#3f344f', '#463a58'], 45, '#3a3049')}
<path d="M-20,1210 L-20,930 C120,910 260,925 380,960 C520,1000 640,1020 760,1060 C880,1100 980,1150 1060,1210 Z" fill="#2b2433"/>
<path d="M90,925 L90,850 M330,958 L330,878 M90,866 L330,893" stroke="#2b2433" stroke-width="10" stroke-linecap="round"/>
<g fill="#2b2433">
  <circle cx="505" cy="862" r="19"/><path d="M478,1000 L480,915 Q481,890 505,888 Q529,890 530,915 L532,1000 Z"/>
  <circle cx="572" cy="880" r="16"/><path d="M549,1010 L551,930 Q552,908 572,906 Q592,908 593,930 L595,1010 Z"/>
  <path d="M530,930 L551,945" stroke="#2b2433" stroke-width="9" stroke-linecap="round"/>
</g>`;
  return svg(defs, body);
}

/** A waterfall dropping over red sandstone into a green pool, deep in the forest (Bee Falls). */
function beeFalls(id) {
  const defs =
    lin(`${id}sky`, [
      [0, '#9fd3e6'],
      [1, '#e7f5ef'],
    ]) +
    lin(`${id}water`, [
      [0, '#e9f7fb'],
      [1, '#a7dbe8'],
    ]) +
    lin(`${id}pool`, [
      [0, '#5fae9f'],
      [1, '#2f7d73'],
    ]) +
    blurFilter(`${id}blur`, 10);
  let rockBands = '';
  for (let i = 0; i < 9; i++)
    rockBands += `<path d="M480,${200 + i * 70} L1120,${210 + i * 70}" stroke="#7d3f2f" stroke-width="6" opacity="0.35"/>`;
  let streaks = '';
  const rand = rng(77);
  for (let i = 0; i < 26; i++) {
    const x = 718 + rand() * 160;
    streaks += `<path d="M${r1(x)},${200 + rand() * 80} L${r1(x + (rand() - 0.5) * 16)},${760 + rand() * 40}" stroke="#ffffff" stroke-width="${r1(3 + rand() * 6)}" opacity="${r1(0.5 + rand() * 0.5)}" stroke-linecap="round"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
${ridge({ yBase: 260, amp: 60, seed: 201, fill: '#7fae8c' })}
<path d="M440,1000 L470,230 Q520,170 640,180 L700,200 L900,196 L980,170 Q1100,170 1150,240 L1180,1000 Z" fill="#b5614a"/>
<path d="M440,1000 L470,230 Q520,170 640,180 L700,200 L700,1000 Z" fill="#a5543f"/>
<path d="M900,196 L980,170 Q1100,170 1150,240 L1180,1000 L900,1000 Z" fill="#c06d54"/>
${rockBands}
<path d="M700,200 L900,196 L905,800 L695,800 Z" fill="url(#${id}water)"/>
${streaks}
${treeLine(202, -40, 500, 420, 220, 320, ['#3f7a4d', '#4f8d58', '#356b43'], 80)}
${treeLine(203, 1130, 1660, 430, 220, 320, ['#3f7a4d', '#4f8d58', '#356b43'], 80)}
${treeLine(204, -60, 560, 760, 240, 360, ['#2f6a3f', '#3c7a49'], 90)}
${treeLine(205, 1060, 1700, 760, 240, 360, ['#2f6a3f', '#3c7a49'], 90)}
<path d="M-20,1210 L-20,820 C300,780 500,790 800,800 C1100,790 1300,780 1620,820 L1620,1210 Z" fill="url(#${id}pool)"/>
<ellipse cx="800" cy="810" rx="220" ry="45" fill="#ffffff" opacity="0.9" filter="url(#${id}blur)"/>
<ellipse cx="800" cy="830" rx="300" ry="40" fill="#e9f7fb" opacity="0.6" filter="url(#${id}blur)"/>
${[0, 1, 2, 3, 4].map((i) => `<path d="M${560 + i * 30},${900 + i * 40} Q800,${880 + i * 40} ${1040 - i * 30},${900 + i * 40}" stroke="#ffffff" stroke-width="4" fill="none" opacity="${0.35 - i * 0.05}"/>`).join('')}
<path d="M-20,1210 L-20,960 Q80,900 200,940 Q300,920 360,1000 Q420,1060 400,1210 Z" fill="#6b5a52"/>
<path d="M-20,1000 Q80,940 200,975 Q260,960 300,990" stroke="#8a786f" stroke-width="14" fill="none" stroke-linecap="round"/>
<path d="M1620,1210 L1620,930 Q1500,890 1400,950 Q1300,960 1260,1040 Q1230,1120 1260,1210 Z" fill="#6b5a52"/>
<ellipse cx="1100" cy="1100" rx="90" ry="40" fill="#7b6a61"/><ellipse cx="640" cy="1130" rx="70" ry="30" fill="#7b6a61"/>
${grassTufts(206, 0, 380, 950, 1010, '#4d8a55', 14)}${grassTufts(207, 1280, 1600, 930, 1000, '#4d8a55', 14)}`;
  return svg(defs, body);
}

/** A hilltop Shiva temple with a saffron flag, tridents and a long stairway (Chauragarh). */
function chauragarh(id) {
  const defs =
    lin(`${id}sky`, [
      [0, '#7fb8de'],
      [1, '#f4e6cf'],
    ]) + blurFilter(`${id}blur`, 14);
  let steps = '';
  const pts = [
    [700, 1100],
    [860, 1000],
    [720, 900],
    [830, 800],
    [740, 700],
    [810, 600],
    [770, 500],
    [795, 430],
  ];
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    steps += `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}" stroke="#efe3c8" stroke-width="${14 - i}" stroke-linecap="round"/>`;
    const n = 8;
    for (let k = 1; k < n; k++) {
      const x = x0 + ((x1 - x0) * k) / n;
      const y = y0 + ((y1 - y0) * k) / n;
      steps += `<line x1="${r1(x - 9 + i)}" y1="${r1(y)}" x2="${r1(x + 9 - i)}" y2="${r1(y)}" stroke="#b59e7a" stroke-width="2"/>`;
    }
  }
  let tridents = '';
  for (let i = 0; i < 8; i++) {
    const x = i < 4 ? 668 + i * 14 : 878 + (i - 4) * 14; // clusters of offered tridents either side of the shrine
    const h = 40 + (i % 3) * 8;
    tridents += `<path d="M${x},420 L${x},${420 - h} M${x - 8},${420 - h + 14} Q${x - 8},${420 - h - 4} ${x - 8},${420 - h - 6} M${x + 8},${420 - h + 14} Q${x + 8},${420 - h - 4} ${x + 8},${420 - h - 6} M${x - 8},${420 - h + 14} Q${x},${420 - h + 22} ${x + 8},${420 - h + 14} M${x},${420 - h} L${x},${420 - h - 12}" stroke="#8a7a6a" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
<ellipse cx="330" cy="230" rx="170" ry="40" fill="#fff" opacity="0.8"/><ellipse cx="420" cy="210" rx="110" ry="45" fill="#fff" opacity="0.85"/>
<ellipse cx="1250" cy="300" rx="200" ry="38" fill="#fff" opacity="0.7"/><ellipse cx="1330" cy="280" rx="110" ry="40" fill="#fff" opacity="0.75"/>
${birds(
  [
    [1100, 200, 16],
    [1140, 225, 12],
    [520, 330, 14],
  ],
  '#35424f',
)}
${ridge({ yBase: 640, amp: 70, seed: 301, fill: '#9fb7b8' })}
<path d="M280,1210 C420,820 600,470 715,432 L885,432 C1000,470 1180,800 1340,1210 Z" fill="#6f9a6a"/>
<path d="M885,432 C1000,470 1180,800 1340,1210 L1010,1210 C990,900 930,600 885,432 Z" fill="#5e8a5b"/>
<rect x="-50" y="700" width="1700" height="70" fill="#fff" opacity="0.45" filter="url(#${id}blur)"/>
${steps}
<g transform="translate(800 430) scale(1.25) translate(-800 -430)">
<rect x="745" y="405" width="110" height="26" fill="#e9ddc6"/>
<path d="M760,405 L760,330 Q770,260 800,230 Q830,260 840,330 L840,405 Z" fill="#f7f3ea"/>
<path d="M800,230 Q830,260 840,330 L840,405 L800,405 Z" fill="#e4dccb"/>
<rect x="790" y="215" width="20" height="18" rx="6" fill="#d9a441"/>
<path d="M720,405 L720,365 L765,365 L765,405 Z" fill="#f0e9db"/>
<path d="M714,368 L742,345 L770,368 Z" fill="#e4dccb"/>
<rect x="732" y="380" width="20" height="25" rx="10" fill="#6b5444"/>
<line x1="800" y1="215" x2="800" y2="140" stroke="#6b5444" stroke-width="5"/>
<path d="M802,142 L870,160 L802,182 Z" fill="#f28c28"/>
${tridents}
</g>
${ridge({ yBase: 950, amp: 70, seed: 302, fill: '#4f7c50' })}
${treeLine(303, -40, 1640, 1040, 140, 230, ['#3c6b43', '#467a4b', '#365f3c'], 85)}
${ridge({ yBase: 1110, amp: 40, seed: 304, fill: '#34583a' })}`;
  return svg(defs, body);
}

/** Five cave chambers cut into a sandstone hillock above a garden (Pandav Caves). */
function pandavCaves(id) {
  const defs =
    lin(`${id}sky`, [
      [0, '#8ec5e6'],
      [1, '#eef7f6'],
    ]) +
    lin(`${id}rock`, [
      [0, '#d9a47c'],
      [1, '#b9805e'],
    ]);
  let caves = '';
  const xs = [360, 530, 700, 870, 1040];
  xs.forEach((x, i) => {
    const y = 520 + (i % 2) * 12;
    caves += `<rect x="${x}" y="${y}" width="130" height="150" rx="8" fill="#5a3a2c"/>
<rect x="${x + 12}" y="${y + 14}" width="106" height="136" rx="6" fill="#3e271e"/>
<rect x="${x + 40}" y="${y + 14}" width="14" height="136" fill="#9c6a4e"/><rect x="${x + 76}" y="${y + 14}" width="14" height="136" fill="#9c6a4e"/>
<rect x="${x - 8}" y="${y - 10}" width="146" height="14" rx="4" fill="#c89070"/>`;
  });
  let layers = '';
  for (let i = 0; i < 6; i++)
    layers += `<path d="M${260 - i * 10},${440 + i * 60} Q800,${420 + i * 60} ${1340 + i * 10},${450 + i * 60}" stroke="#a8714f" stroke-width="5" fill="none" opacity="0.35"/>`;
  let flowers = '';
  const rand = rng(404);
  for (let i = 0; i < 70; i++) {
    const x = 80 + rand() * 1440;
    const y = 960 + rand() * 200;
    flowers += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(5 + rand() * 5)}" fill="${['#f28c8c', '#f6c945', '#f0f0f0', '#e76f51'][Math.floor(rand() * 4)]}"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
<ellipse cx="1250" cy="200" rx="160" ry="38" fill="#fff" opacity="0.85"/><ellipse cx="1330" cy="180" rx="90" ry="40" fill="#fff" opacity="0.85"/>
${ridge({ yBase: 470, amp: 50, seed: 401, fill: '#a9c3b4' })}
${treeLine(402, -40, 1640, 560, 120, 180, ['#5d8f62', '#6a9c6a'], 70)}
<path d="M200,900 C230,600 360,430 560,400 C700,380 900,380 1040,400 C1240,430 1380,600 1420,900 Z" fill="url(#${id}rock)"/>
${layers}
${caves}
<path d="M760,900 L780,690 L820,690 L840,900 Z" fill="#d8b79a"/>
${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<line x1="${780 - i * 2}" y1="${700 + i * 20}" x2="${820 + i * 2}" y2="${700 + i * 20}" stroke="#b08f72" stroke-width="3"/>`).join('')}
<rect x="0" y="880" width="${W}" height="${H - 880}" fill="#7fb069"/>
<path d="M720,1210 L780,890 L820,890 L880,1210 Z" fill="#e6d5b8"/>
<path d="M80,940 Q400,920 700,960 L700,1000 Q400,960 80,990 Z" fill="#6a9c5a"/>
<path d="M900,960 Q1200,920 1520,940 L1520,990 Q1200,960 900,1000 Z" fill="#6a9c5a"/>
${flowers}
${tree(120, 930, 420, '#4f8d58', '#5b4636', '#2f6a3f', 405)}
${tree(1480, 930, 460, '#3f7a4d', '#5b4636', '#2f6a3f', 406)}
${slimTree(300, 910, 360, '#5d8f62')}${slimTree(1300, 910, 340, '#5d8f62')}`;
  return svg(defs, body);
}

/** A deep, shaded gorge with a cave shrine and a stream (Jata Shankar). */
function jataShankar(id) {
  const defs =
    lin(`${id}sky`, [
      [0, '#bfe3e8'],
      [1, '#f2f6e6'],
    ]) +
    lin(`${id}light`, [
      [0, '#fff8d6', 0.55],
      [1, '#fff8d6', 0],
    ]) +
    lin(`${id}stream`, [
      [0, '#9fd6d6'],
      [1, '#4f9b98'],
    ]);
  let vines = '';
  const rand = rng(505);
  for (let i = 0; i < 16; i++) {
    const x = i < 8 ? 330 + rand() * 180 : 1090 + rand() * 180;
    const len = 120 + rand() * 260;
    vines += `<path d="M${r1(x)},${r1(120 + rand() * 60)} q${r1((rand() - 0.5) * 40)},${r1(len / 2)} ${r1((rand() - 0.5) * 20)},${r1(len)}" stroke="#3f6e4b" stroke-width="${r1(3 + rand() * 4)}" fill="none" stroke-linecap="round"/>`;
  }
  let ferns = '';
  for (let i = 0; i < 14; i++) {
    const x = i < 7 ? 60 + rand() * 420 : 1100 + rand() * 440;
    const y = 900 + rand() * 220;
    ferns += `<path d="M${r1(x)},${r1(y)} q-40,-70 -90,-90 M${r1(x)},${r1(y)} q10,-90 -10,-130 M${r1(x)},${r1(y)} q50,-60 100,-70" stroke="#4c8c5a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>
${treeLine(501, 380, 1240, 250, 120, 180, ['#5d8f62', '#4f8d58'], 70)}
<path d="M480,240 L1120,240 L1080,900 L520,900 Z" fill="#8c7b6b"/>
<rect x="0" y="880" width="1600" height="330" fill="#7d6e60"/>
<path d="M640,900 L650,620 Q800,520 950,620 L960,900 Z" fill="#2a201b"/>
<path d="M680,900 L688,660 Q800,590 912,660 L920,900 Z" fill="#1b1411"/>
<rect x="782" y="800" width="36" height="60" rx="14" fill="#6f6259"/><ellipse cx="800" cy="800" rx="22" ry="10" fill="#8a7c70"/>
<circle cx="760" cy="850" r="6" fill="#f28c28"/><circle cx="840" cy="850" r="6" fill="#f28c28"/>
<line x1="960" y1="900" x2="960" y2="700" stroke="#6b5444" stroke-width="5"/><path d="M962,702 L1020,718 L962,736 Z" fill="#f28c28"/>
<path d="M-20,-10 L560,-10 Q600,120 520,240 Q470,420 560,600 Q600,760 520,1210 L-20,1210 Z" fill="#6d5d50"/>
<path d="M-20,-10 L420,-10 Q470,150 390,300 Q330,480 420,700 Q460,900 380,1210 L-20,1210 Z" fill="#5a4b40"/>
<path d="M1620,-10 L1040,-10 Q1000,140 1080,260 Q1140,440 1040,620 Q1000,800 1080,1210 L1620,1210 Z" fill="#6d5d50"/>
<path d="M1620,-10 L1180,-10 Q1130,170 1210,320 Q1270,500 1180,720 Q1140,920 1220,1210 L1620,1210 Z" fill="#5a4b40"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0,${160 + i * 170} Q250,${140 + i * 170} ${450 + (i % 2) * 60},${170 + i * 170}" stroke="#4a3d34" stroke-width="6" fill="none" opacity="0.5"/><path d="M1600,${130 + i * 170} Q1350,${150 + i * 170} ${1130 - (i % 2) * 50},${160 + i * 170}" stroke="#4a3d34" stroke-width="6" fill="none" opacity="0.5"/>`).join('')}
${vines}
<path d="M560,0 L700,0 L860,900 L700,900 Z" fill="url(#${id}light)"/>
<path d="M700,1210 C720,1080 760,980 780,900 L830,900 C860,990 900,1080 980,1210 Z" fill="url(#${id}stream)"/>
${[0, 1, 2, 3].map((i) => `<path d="M${790 - i * 20},${940 + i * 60} q20,-10 40,0" stroke="#e9f7fb" stroke-width="4" fill="none" opacity="0.7"/>`).join('')}
<ellipse cx="640" cy="1080" rx="80" ry="34" fill="#7b6a61"/><ellipse cx="1010" cy="1130" rx="100" ry="40" fill="#7b6a61"/><ellipse cx="900" cy="960" rx="40" ry="16" fill="#7b6a61"/>
${ferns}`;
  return svg(defs, body);
}

// ---------------------------------------------------------------- palettes and outputs

const base = {
  pillow: '#fbf8f1',
  duvetSide: '#efeae0',
  base: '#6b4f3a',
  floor: '#b98a62',
  floorLine: '#8e6546',
  skirting: '#f3efe6',
  wood: '#8a5a3c',
  knob: '#d4b483',
  lampShade: '#f6e7c8',
  lampBase: '#6b5444',
  pot: '#c8734a',
  frame: '#ffffff',
  artFrame: '#5b4636',
  artBg: '#f3e6cf',
  artA: '#7fa88f',
  artB: '#4f7d5c',
  artSun: '#e9a23b',
};

const rooms = {
  'room-standard-bedroom': bedroom('sb', {
    ...base,
    wall: '#f1e7d6',
    wall2: '#e8dac4',
    duvet: '#ffffff',
    throw: '#2a9d8f',
    throwSide: '#238a7d',
    headboard: '#c9a27e',
    accent: '#2a9d8f',
    accent2: '#e9c46a',
    curtain: '#e9c46a',
    curtainFold: '#d4ad4f',
    rug: '#e6d3b3',
    rugBorder: '#c8a97e',
    view: 'day',
  }),
  'room-standard-twin': bedroom('st', {
    ...base,
    wall: '#dfe9df',
    wall2: '#d0ddd0',
    duvet: '#fffdf8',
    throw: '#e07a5f',
    headboard: '#8fb59a',
    accent: '#e07a5f',
    curtain: '#f4f1de',
    curtainFold: '#ddd8bd',
    rug: '#f2cc8f',
    rugBorder: '#d9a968',
    view: 'mist',
    twin: true,
    windowLeft: true,
    floor: '#c49a6c',
  }),
  'room-standard-bathroom': bathroom('sw', {
    tile: '#eef3f1',
    grout: '#d5dfdb',
    tileLow: '#8fc0b5',
    floor: '#cfc6b8',
    floorLine: '#b3a996',
    counter: '#f7f5ef',
    cabinet: '#b07d57',
    metal: '#a9b1b7',
    mirrorFrame: '#b07d57',
    towel: '#ffffff',
    towel2: '#2a9d8f',
    accent: '#e9c46a',
    accent2: '#2a9d8f',
    pot: '#c8734a',
    mat: '#e9c46a',
    matBorder: '#d4ad4f',
    showerWall: '#dfeae7',
    tray: '#e8e4dc',
    tub: false,
    roundMirror: true,
  }),
  'room-deluxe-bedroom': bedroom('db', {
    ...base,
    wall: '#2f4858',
    wall2: '#27404f',
    panel: '#36566a',
    duvet: '#fbf8f1',
    throw: '#d9a441',
    throwSide: '#c08f33',
    headboard: '#f0e4d0',
    accent: '#d9a441',
    accent2: '#86bbd8',
    curtain: '#d9a441',
    curtainFold: '#bf8c30',
    rug: '#d8cbb6',
    rugBorder: '#b9a78b',
    view: 'dusk',
    king: true,
    tufted: true,
    skirting: '#27404f',
    floor: '#a8774f',
    artBg: '#fbeede',
    artBg2: '#e7eef2',
  }),
  'room-deluxe-balcony-bedroom': bedroom('dc', {
    ...base,
    wall: '#f6efe6',
    wall2: '#eadfce',
    panel: '#d8c3a5',
    duvet: '#ffffff',
    throw: '#6d597a',
    headboard: '#8e7b6b',
    accent: '#b56576',
    accent2: '#eaac8b',
    curtain: '#b56576',
    curtainFold: '#9c5464',
    rug: '#eaac8b',
    rugBorder: '#cf8f6f',
    view: 'dawn',
    king: true,
    tufted: true,
    windowLeft: true,
  }),
  'room-deluxe-sitting': sittingRoom('ds', {
    ...base,
    wall: '#efe6d8',
    wall2: '#e4d8c4',
    sofa: '#3d5a80',
    sofaBack: '#334e70',
    cushion: '#ee6c4d',
    cushion2: '#e0fbfc',
    chair: '#e0b97d',
    chairBack: '#c99e5f',
    tableTop: '#7a5134',
    teapot: '#f4f1de',
    book: '#98c1d9',
    curtain: '#f4f1de',
    curtainFold: '#dcd6b9',
    rug: '#e0d5c1',
    rugBorder: '#3d5a80',
    view: 'day',
    lampX: 760,
    plantX: 1520,
    vase: '#98c1d9',
    vase2: '#ee6c4d',
  }),
  'room-suite-bedroom': bedroom('ub', {
    ...base,
    wall: '#e9e2d6',
    wall2: '#ddd3c2',
    panel: '#5a4634',
    duvet: '#fffdf8',
    throw: '#7b2d26',
    throwSide: '#68241e',
    headboard: '#c6ab82',
    accent: '#7b2d26',
    accent2: '#d9a441',
    curtain: '#6b705c',
    curtainFold: '#585c4a',
    rug: '#cb997e',
    rugBorder: '#7b2d26',
    view: 'dawn',
    king: true,
    tufted: true,
    artFrame: '#d9a441',
    floor: '#8d5b3b',
    floorLine: '#6d4429',
  }),
  'room-suite-living': sittingRoom('ul', {
    ...base,
    wall: '#f3ede4',
    wall2: '#e7ddd0',
    sofa: '#6b705c',
    sofaBack: '#585c4a',
    cushion: '#d9a441',
    cushion2: '#7b2d26',
    chair: '#cb997e',
    chairBack: '#b5836a',
    tableTop: '#4a3426',
    teapot: '#d9a441',
    book: '#7b2d26',
    curtain: '#ddbea9',
    curtainFold: '#c9a892',
    rug: '#ffe8d6',
    rugBorder: '#6b705c',
    view: 'mist',
    lampX: 1540,
    plantX: 90,
    pendants: true,
    pendant: '#d9a441',
    artBg: '#f7ecdc',
    floor: '#8d5b3b',
    floorLine: '#6d4429',
  }),
  'room-suite-bathroom': bathroom('uw', {
    tile: '#f4efe8',
    grout: '#e0d8cc',
    tileLow: '#6b705c',
    floor: '#9c8976',
    floorLine: '#7e6c5b',
    counter: '#f5f1ea',
    cabinet: '#4a3426',
    metal: '#c9a66b',
    mirrorFrame: '#c9a66b',
    towel: '#ffffff',
    towel2: '#cb997e',
    accent: '#7b2d26',
    accent2: '#d9a441',
    pot: '#6b705c',
    mat: '#ffe8d6',
    matBorder: '#cb997e',
    tubColor: '#fbfaf7',
    tub: true,
    roundMirror: true,
    view: 'day',
  }),
};

const jeeps = {
  'gypsy-white': jeepScene(
    'gw',
    { body: '#f2f1ea', shade: '#cfcdc2', stripe: '#2e7d4f', seat: '#3b3b3b' },
    {
      sky: ['#9fd0e8', '#f7f2dc'],
      sun: [1260, 230, 60, '#fff5cf'],
      hills: ['#a9c7b6', '#86ad93', '#5e8c63'],
      far: ['#4f7f55', '#5c8c5e'],
      near: ['#3d6e45', '#467a4b', '#2f5f3a'],
      grass: '#6e9e55',
      tuft: '#5a8a45',
      track: ['#c9a97c', '#a98458'],
      seed: 601,
    },
  ),
  'gypsy-olive': jeepScene(
    'go',
    { body: '#5b6b3c', shade: '#48552f', stripe: '#e0c36a', seat: '#2b2b2b', rim: '#b8bca8' },
    {
      sky: ['#f3a96b', '#fde7c3'],
      sun: [380, 380, 80, '#fff0c4'],
      hills: ['#c99a86', '#a07a78', '#6f6a58'],
      far: ['#6b6a4a', '#7a7550'],
      near: ['#556b3a', '#60753f', '#4a5d33'],
      grass: '#9a9a55',
      tuft: '#7d7d45',
      track: ['#d8b27c', '#b48a57'],
      seed: 611,
      birdColor: '#5a3b2b',
    },
  ),
  'gypsy-red': jeepScene(
    'gr',
    { body: '#c23b2b', shade: '#9e2e21', stripe: '#f2f1ea', seat: '#2f2f2f' },
    {
      sky: ['#b9d6dd', '#eef4ef'],
      sun: null,
      mist: true,
      hills: ['#c2d6d3', '#98b8b1', '#6f9a8c'],
      far: ['#5a8776', '#4f7c6b'],
      near: ['#3f6e5a', '#467a62', '#35604e'],
      grass: '#6a9a6a',
      tuft: '#557f55',
      track: ['#b79b7c', '#95795a'],
      seed: 621,
    },
  ),
  'gypsy-sand': jeepScene(
    'gs',
    { body: '#d8c08e', shade: '#b9a171', stripe: '#6b4f2a', seat: '#4a3a2a' },
    {
      sky: ['#6fb3e0', '#e6f3f7'],
      sun: [1300, 200, 55, '#ffffff'],
      hills: ['#c4b49a', '#a8967a', '#8c7a5c'],
      far: ['#b07a3a', '#c28a45', '#8a7a3a'],
      near: ['#a0652d', '#b8782f', '#7d6a35'],
      grass: '#c2a865',
      tuft: '#a18a4c',
      track: ['#e2c79b', '#c4a06f'],
      seed: 631,
    },
  ),
  'gypsy-silver': jeepScene(
    'gv',
    { body: '#b9c0c7', shade: '#97a0a8', stripe: '#1f3b5a', seat: '#2b2b2b', rim: '#e3e6e9' },
    {
      sky: ['#6d597a', '#f6b79a'],
      sun: [1200, 560, 70, '#ffd9a8'],
      hills: ['#9b7f98', '#77617e', '#54465f'],
      far: ['#4a3f55', '#54475f'],
      near: ['#3e3548', '#453b50', '#352e40'],
      grass: '#5b5a5a',
      tuft: '#4a4650',
      track: ['#a88c84', '#8a6f6a'],
      seed: 641,
      birdColor: '#2d2435',
    },
  ),
};

const scenes = {
  'scene-dhoopgarh-sunrise': dhoopgarh('dh'),
  'scene-bee-falls': beeFalls('bf'),
  'scene-chauragarh-temple': chauragarh('ch'),
  'scene-pandav-caves': pandavCaves('pc'),
  'scene-jata-shankar-gorge': jataShankar('js'),
};

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries({ ...rooms, ...jeeps, ...scenes })) {
  writeFileSync(join(outDir, `${name}.svg`), content);
}
console.log(
  `wrote ${Object.keys(rooms).length + Object.keys(jeeps).length + Object.keys(scenes).length} SVG files to ${outDir}`,
);
