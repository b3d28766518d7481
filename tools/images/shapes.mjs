/**
 * Flat-illustration building blocks. Every function returns an SVG fragment (a string);
 * scenes.mjs composes them into whole pictures. Coordinates are plain user units.
 */
import { C } from './palette.mjs';

/** Rounds to two decimals so the SVG text stays short and stable between runs. */
export const n = (v) => Math.round(v * 100) / 100;

/** A small seeded random generator, so "random" dots and bars come out the same every build. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Wraps fragments in a whole SVG document: rendered in a viewW × viewH coordinate space and
 * rendered at w × h pixels (the same picture serves a large and a small file).
 */
export function svg(w, h, body, defs = '', viewW = w, viewH = h) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export const tr = (x, y, body, s = 1) =>
  `<g transform="translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s)})`}">${body}</g>`;

export const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}" ${extra}/>`;

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const line = (d, stroke, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round" ${extra}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;

/** A soft flat shadow under an object standing on the ground. */
export const groundShadow = (cx, cy, rx, color = C.navy, opacity = 0.12) =>
  ellipse(cx, cy, rx, rx * 0.12, color, `opacity="${opacity}"`);

/** A rectangular grid of small dots, the set's signature texture. */
export function dots(x, y, cols, rows, gap, r, fill, opacity = 1) {
  let out = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++)
      out += `<circle cx="${n(x + i * gap)}" cy="${n(y + j * gap)}" r="${n(r)}"/>`;
  }
  return `<g fill="${fill}" opacity="${opacity}">${out}</g>`;
}

/** A four-pointed sparkle. */
export function sparkle(cx, cy, r, fill, extra = '') {
  const k = r * 0.22;
  const d = `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
  return path(d, fill, extra);
}

/** A circuit trace: a polyline with a node ring at its end. */
export function trace(points, stroke, width, { node = true, start = false, nodeFill } = {}) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  const [ex, ey] = points[points.length - 1];
  const [sx, sy] = points[0];
  const ring = (x, y) =>
    circle(x, y, width * 2.4, nodeFill ?? 'none', `stroke="${stroke}" stroke-width="${n(width)}"`);
  return line(d, stroke, width) + (node ? ring(ex, ey) : '') + (start ? ring(sx, sy) : '');
}

/** A toothed gear with a hole. */
export function gear(cx, cy, r, fill, { teeth = 8, hole = 0.38, holeFill, rotate = 0 } = {}) {
  const inner = r * 0.8;
  const pts = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step + (rotate * Math.PI) / 180;
    const w = step * 0.22;
    for (const [ang, rad] of [
      [a - step / 2 + w * 0.6, inner],
      [a - w, r],
      [a + w, r],
      [a + step / 2 - w * 0.6, inner],
    ]) {
      pts.push(`${n(cx + Math.cos(ang) * rad)} ${n(cy + Math.sin(ang) * rad)}`);
    }
  }
  const body = path(`M${pts.join('L')}Z`, fill);
  return body + circle(cx, cy, r * hole, holeFill ?? C.white);
}

/** Horizontal bars that read as lines of code or text without being text. */
export function bars(x, y, width, rows, seed, { gap = 14, h = 6, colors, indentStep = 0 } = {}) {
  const rnd = rng(seed);
  const palette = colors ?? [C.sky, C.saffron, C.blue, C.cloud];
  let out = '';
  for (let i = 0; i < rows; i++) {
    const indent = indentStep ? Math.floor(rnd() * 3) * indentStep : 0;
    let cx = x + indent;
    const pieces = 1 + Math.floor(rnd() * 3);
    for (let p = 0; p < pieces; p++) {
      const w = Math.max(h * 2, (width - indent) * (0.12 + rnd() * 0.32));
      if (cx + w > x + width) break;
      out += rect(cx, y + i * gap, w, h, h / 2, palette[Math.floor(rnd() * palette.length)]);
      cx += w + h;
    }
  }
  return out;
}

/** A laptop seen from the front; (x, y) is the top-left of the lid. */
export function laptop(x, y, w, { screen = '', lid = C.ink, deck = C.sky, glass = C.navy } = {}) {
  const h = w * 0.62;
  const b = w * 0.035;
  return (
    rect(x, y, w, h, w * 0.03, lid) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, w * 0.012, glass) +
    tr(x + b, y + b, screen) +
    path(
      `M${n(x - w * 0.1)} ${n(y + h)}H${n(x + w * 1.1)}L${n(x + w * 1.04)} ${n(y + h + w * 0.05)}H${n(x - w * 0.04)}Z`,
      deck,
    ) +
    rect(x + w * 0.42, y + h, w * 0.16, w * 0.014, w * 0.007, C.blue)
  );
}

/** A mortarboard (graduation cap); (cx, cy) is the centre of the board. */
export function gradCap(cx, cy, s, { board = C.ink, band = C.navy, tassel = C.saffron } = {}) {
  const w = s;
  const h = s * 0.32;
  return (
    path(
      `M${n(cx - w * 0.3)} ${n(cy + h * 0.25)}V${n(cy + h * 1.05)}Q${n(cx)} ${n(cy + h * 1.55)} ${n(cx + w * 0.3)} ${n(cy + h * 1.05)}V${n(cy + h * 0.25)}Z`,
      band,
    ) +
    path(
      `M${n(cx)} ${n(cy - h)}L${n(cx + w / 2)} ${n(cy)}L${n(cx)} ${n(cy + h)}L${n(cx - w / 2)} ${n(cy)}Z`,
      board,
    ) +
    line(
      `M${n(cx)} ${n(cy)}L${n(cx + w * 0.36)} ${n(cy + h * 0.3)}V${n(cy + h * 1.35)}`,
      tassel,
      s * 0.035,
    ) +
    path(
      `M${n(cx + w * 0.36)} ${n(cy + h * 1.2)}l${n(s * 0.05)} ${n(s * 0.2)}h${n(-s * 0.1)}Z`,
      tassel,
    ) +
    circle(cx, cy, s * 0.035, tassel)
  );
}

/** An open book; (cx, y) is the top of the spine. */
export function openBook(cx, y, w, { left = C.white, right = C.mist, cover = C.navy } = {}) {
  const h = w * 0.36;
  const half = w / 2;
  return (
    path(
      `M${n(cx - half - w * 0.03)} ${n(y + h * 0.12)}V${n(y + h + w * 0.05)}H${n(cx + half + w * 0.03)}V${n(y + h * 0.12)}Z`,
      cover,
    ) +
    path(
      `M${n(cx)} ${n(y + h * 0.18)}Q${n(cx - half * 0.5)} ${n(y - h * 0.08)} ${n(cx - half)} ${n(y + h * 0.06)}V${n(y + h)}Q${n(cx - half * 0.5)} ${n(y + h * 0.84)} ${n(cx)} ${n(y + h * 1.08)}Z`,
      left,
    ) +
    path(
      `M${n(cx)} ${n(y + h * 0.18)}Q${n(cx + half * 0.5)} ${n(y - h * 0.08)} ${n(cx + half)} ${n(y + h * 0.06)}V${n(y + h)}Q${n(cx + half * 0.5)} ${n(y + h * 0.84)} ${n(cx)} ${n(y + h * 1.08)}Z`,
      right,
    )
  );
}

/**
 * A head-and-shoulders bust inside a 100 × 100 box: an abstract figure with no facial
 * features. `hair` picks the silhouette: short, long, bun, curly, wrap, cap, side.
 */
export function bust({
  body = C.blue,
  head = C.saffronLight,
  hair = C.ink,
  style = 'short',
  collar,
}) {
  const neck = rect(44, 52, 12, 14, 4, head);
  const torso = path('M12 104C12 78 28 66 50 66S88 78 88 104Z', body);
  const collarPart = collar ? path('M40 67l10 12 10-12q-10-3-20 0Z', collar) : '';
  const face = circle(50, 40, 17, head);
  let back = '';
  let front = '';
  switch (style) {
    case 'long':
      back = path('M30.5 40C30.5 17 69.5 17 69.5 40V71Q60 75 50 71Q40 75 30.5 71Z', hair);
      front = path('M32 44C29 14.5 71 14.5 68 44Q66 31 51 25Q36 30 32 44Z', hair);
      break;
    case 'bun':
      back = circle(50, 16, 9, hair);
      front = path('M32.6 40C31 16 69 16 67.4 40Q64 29 50 27.5Q36 29 32.6 40Z', hair);
      break;
    case 'curly':
      for (const [x, y, r] of [
        [36, 30, 8],
        [44, 24, 9],
        [56, 24, 9],
        [64, 31, 8],
        [34, 40, 6],
        [66, 40, 6],
      ]) {
        front += circle(x, y, r, hair);
      }
      break;
    case 'wrap':
      back = path('M28 44C28 22 38 16 50 16S72 22 72 44V72Q50 80 28 72Z', hair);
      front = path('M31 46C29 14 71 14 69 46Q67 31 50 30Q33 31 31 46Z', hair);
      break;
    case 'cap':
      front =
        path('M32.5 36C32.5 25 40 20 50 20S67.5 25 67.5 36Z', hair) +
        path('M60 33H78Q80 36 76 37H60Z', hair);
      break;
    case 'side':
      front = path(
        'M32.4 44C28 22 42 14 55 17C65 19 71 28 67.8 43C67 35 64 31 60 29Q50 26 42 31Q36 35 32.4 44Z',
        hair,
      );
      break;
    default:
      front = path(
        'M32.6 41C30 22 44 16 56 19C66 22 70 31 67.4 41C66 35 63 31 58 30C51 33 41 32 36 35Q34 37 32.6 41Z',
        hair,
      );
  }
  return back + neck + torso + collarPart + face + front;
}

/** Mixes a #rrggbb colour towards the palette's ink (amount > 0) or white (amount < 0). */
export function shade(hex, amount) {
  const v = Number.parseInt(hex.slice(1), 16);
  const t = Number.parseInt((amount > 0 ? C.ink : C.white).slice(1), 16);
  const k = Math.abs(amount);
  const ch = (shift) => Math.round(((v >> shift) & 255) * (1 - k) + ((t >> shift) & 255) * k);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/**
 * A simple standing or seated figure, no face. (cx, top) is the top of the head and r the
 * head radius; a standing figure is about 9.4 r tall, a seated one stops at the waist
 * (about 6 r). `arm` poses the right arm (the left one always hangs or reaches forward).
 */
export function figure(
  cx,
  top,
  r,
  {
    body = C.blue,
    head = C.saffronLight,
    hair = C.ink,
    legs = C.ink,
    seated = false,
    arm = 'down',
    hairStyle = 'short',
  } = {},
) {
  const hy = top + r;
  const sh = hy + r * 1.45;
  const waist = sh + r * 3.1;
  const armC = shade(body, 0.18);
  const aw = r * 0.62;
  let out = '';
  // hair behind the head
  if (hairStyle === 'long') {
    out += path(
      `M${n(cx - r * 1.08)} ${n(hy)}a${n(r * 1.08)} ${n(r * 1.08)} 0 0 1 ${n(r * 2.16)} 0v${n(r * 1.9)}q${n(-r * 1.08)} ${n(r * 0.35)} ${n(-r * 2.16)} 0Z`,
      hair,
    );
  }
  if (hairStyle === 'bun') out += circle(cx, top - r * 0.1, r * 0.52, hair);
  if (!seated) {
    const foot = waist + r * 3.4;
    out += path(
      `M${n(cx - r * 1.02)} ${n(waist - r * 0.2)}H${n(cx - r * 0.06)}L${n(cx - r * 0.12)} ${n(foot)}H${n(cx - r * 0.86)}Z`,
      legs,
    );
    out += path(
      `M${n(cx + r * 1.02)} ${n(waist - r * 0.2)}H${n(cx + r * 0.06)}L${n(cx + r * 0.12)} ${n(foot)}H${n(cx + r * 0.86)}Z`,
      legs,
    );
    out += path(
      `M${n(cx - r * 0.9)} ${n(foot)}h${n(r * 0.78)}v${n(r * 0.1)}q0 ${n(r * 0.3)} ${n(-r * 0.3)} ${n(r * 0.3)}h${n(-r * 0.8)}q${n(-r * 0.1)} ${n(-r * 0.4)} ${n(r * 0.32)} ${n(-r * 0.4)}Z`,
      C.ink,
    );
    out += path(
      `M${n(cx + r * 0.12)} ${n(foot)}h${n(r * 0.78)}q${n(r * 0.42)} 0 ${n(r * 0.32)} ${n(r * 0.4)}h${n(-r * 0.8)}q${n(-r * 0.3)} 0 ${n(-r * 0.3)} ${n(-r * 0.3)}Z`,
      C.ink,
    );
  }
  // neck and torso with rounded shoulders
  out += rect(cx - r * 0.3, hy + r * 0.5, r * 0.6, r * 1.1, r * 0.2, head);
  out += path(
    `M${n(cx - r * 1.08)} ${n(waist)}L${n(cx - r * 1.3)} ${n(sh + r * 0.75)}Q${n(cx - r * 1.3)} ${n(sh)} ${n(cx - r * 0.6)} ${n(sh)}H${n(cx + r * 0.6)}Q${n(cx + r * 1.3)} ${n(sh)} ${n(cx + r * 1.3)} ${n(sh + r * 0.75)}L${n(cx + r * 1.08)} ${n(waist)}Z`,
    body,
  );
  out += path(
    `M${n(cx - r * 0.38)} ${n(sh)}L${n(cx)} ${n(sh + r * 0.5)}L${n(cx + r * 0.38)} ${n(sh)}Z`,
    head,
  );
  const lx = cx - r * 1.05;
  const rx = cx + r * 1.05;
  const s0 = sh + r * 0.5;
  const poses = {
    down: [lx - r * 0.12, waist - r * 0.1],
    forward: [cx - r * 0.35, sh + r * 2.5],
    wave: [rx + r * 1.2, sh - r * 1.3],
    point: [rx + r * 2.3, sh - r * 0.3],
  };
  const [lhx, lhy] = seated ? poses.forward : poses.down;
  const leftArm = seated
    ? `M${n(lx)} ${n(s0)}L${n(lx + r * 0.1)} ${n(sh + r * 2)}L${n(lhx)} ${n(lhy)}`
    : `M${n(lx)} ${n(s0)}L${n(lhx)} ${n(lhy)}`;
  out += line(leftArm, armC, aw) + circle(lhx, lhy, aw * 0.55, head);
  let rightArm;
  let rh;
  if (arm === 'forward' || (seated && arm === 'down')) {
    rh = [cx + r * 0.35, sh + r * 2.5];
    rightArm = `M${n(rx)} ${n(s0)}L${n(rx - r * 0.1)} ${n(sh + r * 2)}L${n(rh[0])} ${n(rh[1])}`;
  } else if (arm === 'down') {
    rh = [rx + r * 0.12, waist - r * 0.1];
    rightArm = `M${n(rx)} ${n(s0)}L${n(rh[0])} ${n(rh[1])}`;
  } else if (arm === 'wave') {
    rh = poses.wave;
    rightArm = `M${n(rx)} ${n(s0)}L${n(rx + r * 0.9)} ${n(sh + r * 0.6)}L${n(rh[0])} ${n(rh[1])}`;
  } else {
    rh = poses.point;
    rightArm = `M${n(rx)} ${n(s0)}L${n(rx + r * 1.1)} ${n(sh + r * 1.1)}L${n(rh[0])} ${n(rh[1])}`;
  }
  out += line(rightArm, armC, aw) + circle(rh[0], rh[1], aw * 0.55, head);
  out += circle(cx, hy, r, head);
  const tops = {
    short: `M${n(cx - r * 1.02)} ${n(hy + r * 0.1)}C${n(cx - r * 1.15)} ${n(hy - r * 1.1)} ${n(cx + r * 0.1)} ${n(hy - r * 1.45)} ${n(cx + r * 0.85)} ${n(hy - r * 0.7)}Q${n(cx + r * 1.1)} ${n(hy - r * 0.35)} ${n(cx + r * 1.02)} ${n(hy + r * 0.05)}Q${n(cx + r * 0.7)} ${n(hy - r * 0.5)} ${n(cx + r * 0.1)} ${n(hy - r * 0.45)}Q${n(cx - r * 0.55)} ${n(hy - r * 0.4)} ${n(cx - r * 1.02)} ${n(hy + r * 0.1)}Z`,
    long: `M${n(cx - r * 1.06)} ${n(hy + r * 0.3)}C${n(cx - r * 1.12)} ${n(hy - r * 1.5)} ${n(cx + r * 1.12)} ${n(hy - r * 1.5)} ${n(cx + r * 1.06)} ${n(hy + r * 0.3)}Q${n(cx + r * 0.4)} ${n(hy - r * 0.2)} ${n(cx + r * 0.1)} ${n(hy - r * 0.75)}Q${n(cx - r * 0.4)} ${n(hy - r * 0.1)} ${n(cx - r * 1.06)} ${n(hy + r * 0.3)}Z`,
    bun: `M${n(cx - r * 1.02)} ${n(hy)}C${n(cx - r * 1.04)} ${n(hy - r * 1.42)} ${n(cx + r * 1.04)} ${n(hy - r * 1.42)} ${n(cx + r * 1.02)} ${n(hy)}Q${n(cx)} ${n(hy - r * 0.75)} ${n(cx - r * 1.02)} ${n(hy)}Z`,
  };
  out += path(tops[hairStyle] ?? tops.short, hair);
  return out;
}

/** A speech bubble; (x, y) top-left; the tail points down on the given side. */
export function bubble(x, y, w, h, fill, side = 'left', extra = '') {
  const r = Math.min(h / 2, w * 0.18);
  const tx = side === 'left' ? x + w * 0.22 : x + w * 0.78;
  const dir = side === 'left' ? -1 : 1;
  return (
    rect(x, y, w, h, r, fill, extra) +
    path(
      `M${n(tx - w * 0.08)} ${n(y + h - 1)}L${n(tx + dir * w * 0.06)} ${n(y + h + h * 0.38)}L${n(tx + w * 0.08)} ${n(y + h - 1)}Z`,
      fill,
      extra,
    )
  );
}

/** A browser window with a tab bar and placeholder content blocks. */
export function browser(x, y, w, h, { frame = C.white, bar = C.cloud, accent = C.saffron } = {}) {
  const bh = h * 0.12;
  return (
    rect(x, y, w, h, w * 0.035, frame) +
    path(
      `M${n(x)} ${n(y + bh)}V${n(y + w * 0.035)}Q${n(x)} ${n(y)} ${n(x + w * 0.035)} ${n(y)}H${n(x + w - w * 0.035)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + w * 0.035)}V${n(y + bh)}Z`,
      bar,
    ) +
    circle(x + bh * 0.6, y + bh / 2, bh * 0.17, C.saffron) +
    circle(x + bh * 1.05, y + bh / 2, bh * 0.17, C.sky) +
    circle(x + bh * 1.5, y + bh / 2, bh * 0.17, C.blue) +
    rect(x + bh * 2.2, y + bh * 0.28, w - bh * 2.6, bh * 0.44, bh * 0.22, C.white) +
    rect(x + w * 0.06, y + bh + h * 0.07, w * 0.88, h * 0.26, h * 0.03, C.navy) +
    rect(x + w * 0.1, y + bh + h * 0.13, w * 0.34, h * 0.04, h * 0.02, C.white, 'opacity=".9"') +
    rect(x + w * 0.1, y + bh + h * 0.2, w * 0.22, h * 0.04, h * 0.02, accent) +
    rect(x + w * 0.06, y + bh + h * 0.39, w * 0.27, h * 0.33, h * 0.03, C.mist) +
    rect(x + w * 0.365, y + bh + h * 0.39, w * 0.27, h * 0.33, h * 0.03, C.mist) +
    rect(x + w * 0.67, y + bh + h * 0.39, w * 0.27, h * 0.33, h * 0.03, C.mist) +
    circle(x + w * 0.195, y + bh + h * 0.5, h * 0.05, C.sky) +
    circle(x + w * 0.5, y + bh + h * 0.5, h * 0.05, C.saffronLight) +
    circle(x + w * 0.805, y + bh + h * 0.5, h * 0.05, C.blue) +
    rect(x + w * 0.1, y + bh + h * 0.6, w * 0.19, h * 0.03, h * 0.015, C.cloud) +
    rect(x + w * 0.405, y + bh + h * 0.6, w * 0.19, h * 0.03, h * 0.015, C.cloud) +
    rect(x + w * 0.71, y + bh + h * 0.6, w * 0.19, h * 0.03, h * 0.015, C.cloud)
  );
}

/** A rack of servers; (x, y) top-left; n units tall. */
export function servers(x, y, w, units, { body = C.navy, face = C.blue } = {}) {
  const uh = w * 0.3;
  let out = '';
  for (let i = 0; i < units; i++) {
    const yy = y + i * (uh + w * 0.05);
    out += rect(x, yy, w, uh, w * 0.05, body);
    out += rect(x + w * 0.08, yy + uh * 0.3, w * 0.5, uh * 0.14, uh * 0.07, face);
    out += rect(x + w * 0.08, yy + uh * 0.56, w * 0.34, uh * 0.14, uh * 0.07, face);
    out += circle(x + w * 0.8, yy + uh / 2, uh * 0.11, i % 2 ? C.saffron : '#5ad19a');
    out += circle(x + w * 0.68, yy + uh / 2, uh * 0.11, C.sky);
  }
  return out;
}

/** A database cylinder; (cx, y) is the centre of the top ellipse. */
export function database(cx, y, w, h, { body = C.blue, top = C.sky, band = C.navy } = {}) {
  const rx = w / 2;
  const ry = w * 0.16;
  return (
    path(
      `M${n(cx - rx)} ${n(y)}V${n(y + h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y + h)}V${n(y)}Z`,
      body,
    ) +
    line(
      `M${n(cx - rx)} ${n(y + h / 3)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y + h / 3)}`,
      band,
      w * 0.03,
      'opacity=".45"',
    ) +
    line(
      `M${n(cx - rx)} ${n(y + (2 * h) / 3)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y + (2 * h) / 3)}`,
      band,
      w * 0.03,
      'opacity=".45"',
    ) +
    ellipse(cx, y, rx, ry, top)
  );
}

/** A card with a soft offset shadow, the frame most floating elements sit in. */
export function card(x, y, w, h, r, fill = C.white, shadow = C.navy, shadowOpacity = 0.1) {
  return (
    rect(x + w * 0.03, y + h * 0.05, w, h, r, shadow, `opacity="${shadowOpacity}"`) +
    rect(x, y, w, h, r, fill)
  );
}

/** A five-pointed star. */
export function star(cx, cy, r, fill, extra = '') {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`);
  }
  return path(`M${pts.join('L')}Z`, fill, extra);
}

/** A check mark in a disc. */
export function checkDisc(cx, cy, r, fill = C.saffron, mark = C.white) {
  return (
    circle(cx, cy, r, fill) +
    line(
      `M${n(cx - r * 0.45)} ${n(cy + r * 0.02)}L${n(cx - r * 0.1)} ${n(cy + r * 0.36)}L${n(cx + r * 0.48)} ${n(cy - r * 0.32)}`,
      mark,
      r * 0.24,
    )
  );
}

/** A donut chart from fractions that add up to 1. */
export function donut(cx, cy, r, parts, width) {
  let a = -Math.PI / 2;
  let out = '';
  for (const [frac, color] of parts) {
    const b = a + frac * Math.PI * 2;
    const large = frac > 0.5 ? 1 : 0;
    out += line(
      `M${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(cx + Math.cos(b) * r)} ${n(cy + Math.sin(b) * r)}`,
      color,
      width,
      'stroke-linecap="butt"',
    );
    a = b;
  }
  return out;
}

/** A light bulb, the set's "idea" icon. */
export function bulb(cx, cy, r, { glass = C.saffron, base = C.navy } = {}) {
  return (
    circle(cx, cy, r * 1.7, glass, 'opacity=".18"') +
    path(
      `M${n(cx - r * 0.5)} ${n(cy + r * 1.3)}Q${n(cx - r * 0.55)} ${n(cy + r * 0.8)} ${n(cx - r * 0.78)} ${n(cy + r * 0.6)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r * 0.78)} ${n(cy + r * 0.6)}Q${n(cx + r * 0.55)} ${n(cy + r * 0.8)} ${n(cx + r * 0.5)} ${n(cy + r * 1.3)}Z`,
      glass,
    ) +
    rect(cx - r * 0.48, cy + r * 1.38, r * 0.96, r * 0.26, r * 0.1, base) +
    rect(cx - r * 0.36, cy + r * 1.7, r * 0.72, r * 0.24, r * 0.12, base) +
    line(
      `M${n(cx - r * 0.25)} ${n(cy + r * 1.2)}V${n(cy + r * 0.3)}M${n(cx + r * 0.25)} ${n(cy + r * 1.2)}V${n(cy + r * 0.3)}`,
      C.white,
      r * 0.1,
      'opacity=".7"',
    )
  );
}

/** A flat stage of stacked ellipses that objects stand on; (cx, cy) is the top centre. */
export function platform(
  cx,
  cy,
  rx,
  { top = C.blue, side = C.navy, rim = C.sky, depth = 0.09 } = {},
) {
  const ry = rx * 0.16;
  return (
    ellipse(cx, cy + rx * depth, rx, ry, side) +
    rect(cx - rx, cy, rx * 2, rx * depth, 0, side) +
    ellipse(cx, cy, rx, ry, top) +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.8)}" fill="none" stroke="${rim}" stroke-width="${n(rx * 0.012)}" opacity=".5"/>`
  );
}

/** A stack of closed books lying flat; (cx, bottom) is the bottom centre. */
export function bookStack(cx, bottom, w, colors = [C.navy, C.saffron, C.blue]) {
  const h = w * 0.2;
  let out = '';
  colors.forEach((c, i) => {
    const ww = w * (1 - (i % 2) * 0.08);
    const x = cx - ww / 2 + (i % 2 ? w * 0.05 : 0);
    const y = bottom - (i + 1) * h;
    out += rect(x, y, ww, h * 0.94, h * 0.18, c);
    out += rect(
      x + ww * 0.72,
      y + h * 0.18,
      ww * 0.24,
      h * 0.58,
      h * 0.08,
      C.white,
      'opacity=".85"',
    );
    out += rect(x + ww * 0.1, y + h * 0.38, ww * 0.3, h * 0.16, h * 0.08, C.white, 'opacity=".35"');
  });
  return out;
}

/** A trophy cup; (cx, top) is the middle of the rim. */
export function trophy(
  cx,
  top,
  s,
  { cup = C.saffron, shade = C.saffronDeep, base = C.navy, plate = C.blue } = {},
) {
  const w = s * 0.6;
  return (
    line(
      `M${n(cx - w * 0.48)} ${n(top + s * 0.1)}C${n(cx - w * 0.95)} ${n(top + s * 0.08)} ${n(cx - w * 0.9)} ${n(top + s * 0.45)} ${n(cx - w * 0.28)} ${n(top + s * 0.5)}`,
      shade,
      s * 0.05,
    ) +
    line(
      `M${n(cx + w * 0.48)} ${n(top + s * 0.1)}C${n(cx + w * 0.95)} ${n(top + s * 0.08)} ${n(cx + w * 0.9)} ${n(top + s * 0.45)} ${n(cx + w * 0.28)} ${n(top + s * 0.5)}`,
      shade,
      s * 0.05,
    ) +
    path(
      `M${n(cx - w / 2)} ${n(top)}H${n(cx + w / 2)}V${n(top + s * 0.22)}C${n(cx + w / 2)} ${n(top + s * 0.52)} ${n(cx + w * 0.2)} ${n(top + s * 0.6)} ${n(cx)} ${n(top + s * 0.6)}C${n(cx - w * 0.2)} ${n(top + s * 0.6)} ${n(cx - w / 2)} ${n(top + s * 0.52)} ${n(cx - w / 2)} ${n(top + s * 0.22)}Z`,
      cup,
    ) +
    path(
      `M${n(cx + w * 0.12)} ${n(top)}H${n(cx + w / 2)}V${n(top + s * 0.22)}C${n(cx + w / 2)} ${n(top + s * 0.52)} ${n(cx + w * 0.2)} ${n(top + s * 0.6)} ${n(cx)} ${n(top + s * 0.6)}C${n(cx + w * 0.2)} ${n(top + s * 0.45)} ${n(cx + w * 0.12)} ${n(top + s * 0.3)} ${n(cx + w * 0.12)} ${n(top)}Z`,
      shade,
      'opacity=".35"',
    ) +
    rect(cx - w * 0.55, top - s * 0.04, w * 1.1, s * 0.06, s * 0.03, shade) +
    rect(cx - s * 0.05, top + s * 0.58, s * 0.1, s * 0.16, 0, shade) +
    path(
      `M${n(cx - s * 0.14)} ${n(top + s * 0.74)}H${n(cx + s * 0.14)}L${n(cx + s * 0.2)} ${n(top + s * 0.82)}H${n(cx - s * 0.2)}Z`,
      cup,
    ) +
    rect(cx - s * 0.28, top + s * 0.82, s * 0.56, s * 0.2, s * 0.03, base) +
    rect(cx - s * 0.14, top + s * 0.87, s * 0.28, s * 0.08, s * 0.02, plate) +
    star(cx, top + s * 0.24, s * 0.1, C.white, 'opacity=".9"')
  );
}

/** A rosette medal with two ribbon tails; (cx, cy) is the disc centre. */
export function medal(
  cx,
  cy,
  r,
  { disc = C.saffron, ring = C.saffronDeep, ribbon = C.blue, ribbon2 = C.navy } = {},
) {
  let petals = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    petals += circle(cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, r * 0.32, ring);
  }
  return (
    path(
      `M${n(cx - r * 0.6)} ${n(cy + r * 0.3)}L${n(cx - r * 0.95)} ${n(cy + r * 2.1)}L${n(cx - r * 0.55)} ${n(cy + r * 1.85)}L${n(cx - r * 0.35)} ${n(cy + r * 2.25)}L${n(cx)} ${n(cy + r * 0.5)}Z`,
      ribbon,
    ) +
    path(
      `M${n(cx + r * 0.6)} ${n(cy + r * 0.3)}L${n(cx + r * 0.95)} ${n(cy + r * 2.1)}L${n(cx + r * 0.55)} ${n(cy + r * 1.85)}L${n(cx + r * 0.35)} ${n(cy + r * 2.25)}L${n(cx)} ${n(cy + r * 0.5)}Z`,
      ribbon2,
    ) +
    petals +
    circle(cx, cy, r, disc) +
    circle(
      cx,
      cy,
      r * 0.72,
      'none',
      `stroke="${C.white}" stroke-width="${n(r * 0.06)}" opacity=".7"`,
    ) +
    star(cx, cy, r * 0.42, C.white)
  );
}

/** A small robot head-and-body, friendly and clearly not a person. */
export function robot(cx, top, s, { body = C.white, trim = C.blue, eye = C.saffron } = {}) {
  return (
    line(`M${n(cx)} ${n(top)}V${n(top + s * 0.16)}`, trim, s * 0.035) +
    circle(cx, top, s * 0.05, eye) +
    rect(cx - s * 0.36, top + s * 0.15, s * 0.72, s * 0.5, s * 0.14, body) +
    rect(cx - s * 0.26, top + s * 0.25, s * 0.52, s * 0.28, s * 0.1, trim) +
    circle(cx - s * 0.11, top + s * 0.39, s * 0.055, eye) +
    circle(cx + s * 0.11, top + s * 0.39, s * 0.055, eye) +
    rect(cx - s * 0.44, top + s * 0.32, s * 0.08, s * 0.18, s * 0.04, trim) +
    rect(cx + s * 0.36, top + s * 0.32, s * 0.08, s * 0.18, s * 0.04, trim) +
    rect(cx - s * 0.3, top + s * 0.7, s * 0.6, s * 0.34, s * 0.1, body) +
    circle(cx, top + s * 0.87, s * 0.07, trim)
  );
}

/** A tree made of two stacked discs on a trunk; (cx, ground) is where it stands. */
export function tree(cx, ground, s, { leaf = C.blue, leaf2 = C.blueMid, trunk = C.navyDeep } = {}) {
  return (
    rect(cx - s * 0.06, ground - s * 0.7, s * 0.12, s * 0.7, s * 0.04, trunk) +
    circle(cx, ground - s * 0.95, s * 0.42, leaf) +
    circle(cx + s * 0.12, ground - s * 1.15, s * 0.28, leaf2)
  );
}

/** A paper plane heading up-right; (cx, cy) is its centre. */
export function paperPlane(cx, cy, s, { wing = C.white, fold = C.sky } = {}) {
  return (
    path(
      `M${n(cx - s * 0.5)} ${n(cy + s * 0.05)}L${n(cx + s * 0.5)} ${n(cy - s * 0.35)}L${n(cx - s * 0.05)} ${n(cy + s * 0.2)}Z`,
      wing,
    ) +
    path(
      `M${n(cx - s * 0.05)} ${n(cy + s * 0.2)}L${n(cx + s * 0.5)} ${n(cy - s * 0.35)}L${n(cx + s * 0.2)} ${n(cy + s * 0.45)}Z`,
      fold,
    ) +
    path(
      `M${n(cx - s * 0.05)} ${n(cy + s * 0.2)}L${n(cx + s * 0.02)} ${n(cy + s * 0.42)}L${n(cx + s * 0.12)} ${n(cy + s * 0.28)}Z`,
      C.blueMid,
    )
  );
}
