/**
 * The pictures themselves: each export returns a whole SVG document at the size it is
 * rendered. Shapes come from shapes.mjs and colours from palette.mjs.
 */
import { C } from './palette.mjs';
import {
  bars,
  bookStack,
  browser,
  bubble,
  bulb,
  bust,
  card,
  checkDisc,
  circle,
  database,
  donut,
  dots,
  ellipse,
  figure,
  gear,
  gradCap,
  groundShadow,
  laptop,
  line,
  linear,
  medal,
  n,
  openBook,
  paperPlane,
  path,
  platform,
  radial,
  rect,
  rng,
  robot,
  servers,
  sparkle,
  star,
  svg,
  tr,
  trace,
  tree,
  trophy,
} from './shapes.mjs';

// ---------------------------------------------------------------------------------------
// Backgrounds

/** Deep-blue field, darkest and flattest on the left where headings sit. */
function darkBackdrop(w, h, glowX = 0.72, glowY = 0.5) {
  const defs =
    linear(
      'dk',
      [
        [0, C.navyDeep],
        [0.45, C.navyDeep],
        [1, C.navy],
      ],
      0,
      0,
      1,
      0.4,
    ) +
    radial(
      'glow',
      [
        [0, C.blue, 0.55],
        [0.6, C.blue, 0.12],
        [1, C.blue, 0],
      ],
      glowX,
      glowY,
      0.55,
    );
  const body = rect(0, 0, w, h, 0, 'url(#dk)') + rect(0, 0, w, h, 0, 'url(#glow)');
  return { defs, body };
}

/** Pale brand-mist field with a soft disc and a dot texture, for content illustrations. */
function lightBackdrop(w, h, { disc = [0.5, 0.52, 0.4], tint = C.cloud, dotsAt } = {}) {
  const defs = linear(
    'lt',
    [
      [0, C.mist],
      [1, C.white],
    ],
    0,
    0,
    1,
    1,
  );
  const [dx, dy, dr] = disc;
  let body =
    rect(0, 0, w, h, 0, 'url(#lt)') +
    circle(w * dx, h * dy, Math.min(w, h) * dr, tint, 'opacity=".7"');
  const [px, py] = dotsAt ?? [0.06, 0.1];
  body += dots(w * px, h * py, 6, 4, 18, 3, C.sky, 0.55);
  body += dots(w * (1 - px) - 90, h * (1 - py) - 54, 6, 4, 18, 3, C.sky, 0.55);
  return { defs, body };
}

// ---------------------------------------------------------------------------------------
// Heroes: dark, with the left part kept flat and quiet for a heading laid over it.

const faintRing = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.sky}" stroke-width="3" opacity=".3"/>`;

export function heroHome(w = 1600, h = 900) {
  const { defs, body } = darkBackdrop(1600, 900);
  const traces =
    trace(
      [
        [1180, 700],
        [1180, 780],
        [1330, 780],
        [1370, 820],
        [1600, 820],
      ],
      C.sky,
      3,
      { node: false },
    ) +
    trace(
      [
        [1470, 420],
        [1540, 420],
        [1540, 300],
        [1600, 300],
      ],
      C.sky,
      3,
      { node: false },
    ) +
    trace(
      [
        [950, 420],
        [850, 420],
        [850, 330],
      ],
      C.sky,
      3,
    ) +
    trace(
      [
        [1240, 330],
        [1240, 170],
        [1420, 170],
        [1460, 130],
      ],
      C.sky,
      3,
    ) +
    trace(
      [
        [880, 690],
        [880, 760],
        [990, 760],
      ],
      C.sky,
      3,
    );
  const screen =
    bars(30, 36, 220, 10, 7, { gap: 24, h: 9, indentStep: 22 }) +
    rect(276, 30, 136, 184, 10, C.navyDeep) +
    line('M292 180l24-34 26 14 28-52 28-22', C.saffron, 6) +
    circle(398, 86, 8, C.saffron) +
    rect(292, 196, 104, 6, 3, C.sky, 'opacity=".6"');
  const chartCard =
    card(1370, 450, 180, 150, 18, C.white, C.ink, 0.3) +
    rect(1398, 540, 22, 40, 5, C.sky) +
    rect(1430, 515, 22, 65, 5, C.blue) +
    rect(1462, 492, 22, 88, 5, C.navy) +
    rect(1494, 472, 22, 108, 5, C.saffron) +
    rect(1398, 474, 64, 8, 4, C.cloud);
  const netCard =
    card(880, 180, 170, 130, 18, C.white, C.ink, 0.3) +
    line('M915 215L965 245L1015 215M915 275L965 245L1015 275', C.sky, 3) +
    circle(915, 215, 11, C.blue) +
    circle(915, 275, 11, C.blue) +
    circle(965, 245, 13, C.saffron) +
    circle(1015, 215, 11, C.navy) +
    circle(1015, 275, 11, C.navy);
  const scene =
    circle(1190, 480, 330, C.blue, 'opacity=".16"') +
    faintRing(1190, 480, 410) +
    traces +
    platform(1190, 650, 360, { top: C.blue, side: C.navy, rim: C.sky }) +
    laptop(960, 330, 460, { screen, lid: C.ink, deck: C.white, glass: C.navy }) +
    bookStack(905, 672, 120, [C.saffron, C.white, C.sky]) +
    chartCard +
    netCard +
    gradCap(1340, 235, 200, { board: C.white, band: C.sky, tassel: C.saffron }) +
    gear(1500, 720, 34, C.saffron, { teeth: 9, holeFill: C.navy }) +
    gear(1452, 764, 22, C.sky, { teeth: 7, holeFill: C.navy, rotate: 12 }) +
    sparkle(1110, 160, 16, C.saffron) +
    sparkle(1540, 220, 11, C.white, 'opacity=".8"') +
    sparkle(840, 560, 12, C.saffronLight) +
    dots(1090, 820, 5, 2, 20, 3, C.sky, 0.35);
  return svg(w, h, body + scene, defs, 1600, 900);
}

export function aboutHero(w = 1600, h = 700) {
  const { defs, body } = darkBackdrop(1600, 700, 0.74, 0.45);
  const bx = 1010;
  const by = 250;
  const bw = 380;
  const bh = 330;
  let windows = '';
  const lit = rng(3);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 5; c++) {
      if (r === 2 && c === 2) continue;
      const on = lit() > 0.6;
      windows += rect(
        bx + 34 + c * 66,
        by + 96 + r * 62,
        44,
        38,
        6,
        on ? C.saffronLight : C.blue,
        on ? '' : 'opacity=".9"',
      );
    }
  }
  const building =
    rect(bx - 14, by + 64, bw + 28, 20, 6, C.sky) +
    rect(bx, by + 80, bw, bh - 80, 0, C.white) +
    path(`M${bx - 30} ${by + 70}L${bx + bw / 2} ${by - 10}L${bx + bw + 30} ${by + 70}Z`, C.sky) +
    circle(bx + bw / 2, by + 36, 26, C.navy) +
    openBook(bx + bw / 2, by + 26, 32, { left: C.white, right: C.cloud, cover: C.saffron }) +
    rect(bx, by + 80, bw, 12, 0, C.cloud) +
    windows +
    rect(bx + bw / 2 - 40, by + bh - 92, 80, 92, 8, C.navy) +
    rect(bx + bw / 2 - 2, by + bh - 84, 4, 84, 0, C.blue) +
    rect(bx + bw / 2 - 60, by + bh - 102, 120, 14, 7, C.saffron) +
    line(`M${bx + bw / 2} ${by - 10}V${by - 80}`, C.sky, 5) +
    path(`M${bx + bw / 2 + 2} ${by - 80}h58l-14 17 14 17h-58Z`, C.saffron);
  const ground = by + bh;
  const people =
    figure(935, ground - 21 * 9.35, 21, {
      body: C.saffron,
      head: C.saffronPale,
      legs: C.ink,
      arm: 'wave',
      hairStyle: 'long',
    }) +
    figure(1462, ground - 22 * 9.35, 22, {
      body: C.sky,
      head: C.saffronPale,
      legs: C.ink,
      hairStyle: 'short',
    }) +
    figure(1530, ground - 20 * 9.35, 20, {
      body: C.white,
      head: C.saffronLight,
      legs: C.ink,
      hairStyle: 'bun',
    });
  const scene =
    circle(1200, 400, 300, C.blue, 'opacity=".16"') +
    faintRing(1200, 400, 380) +
    trace(
      [
        [1450, 260],
        [1520, 260],
        [1520, 150],
        [1600, 150],
      ],
      C.sky,
      3,
      { node: false },
    ) +
    trace(
      [
        [950, 300],
        [880, 300],
        [880, 200],
      ],
      C.sky,
      3,
    ) +
    ellipse(1200, ground + 6, 420, 40, C.navyDeep, 'opacity=".6"') +
    rect(780, ground, 820, 4, 2, C.sky, 'opacity=".35"') +
    tree(960, ground, 150) +
    tree(1430, ground, 120, { leaf: C.blueMid, leaf2: C.sky }) +
    building +
    people +
    gradCap(1480, 150, 130, { board: C.white, band: C.sky, tassel: C.saffron }) +
    sparkle(1100, 130, 14, C.saffron) +
    sparkle(1570, 330, 10, C.white, 'opacity=".8"') +
    sparkle(860, 420, 11, C.saffronLight) +
    dots(1280, 640, 6, 2, 20, 3, C.sky, 0.3);
  return svg(w, h, body + scene, defs, 1600, 700);
}

export function applyHero(w = 1200, h = 800) {
  const { defs, body } = darkBackdrop(1200, 800, 0.7, 0.5);
  let rows = '';
  for (let i = 0; i < 4; i++) {
    const y = 300 + i * 70;
    rows +=
      i < 3
        ? checkDisc(640, y, 17)
        : circle(640, y, 17, 'none', `stroke="${C.sky}" stroke-width="4"`);
    rows += rect(672, y - 12, 170 + ((i * 47) % 60), 10, 5, C.navy, 'opacity=".8"');
    rows += rect(672, y + 6, 110 + ((i * 31) % 50), 8, 4, C.sky);
  }
  const form =
    rect(612, 168, 320, 470, 22, C.ink, 'opacity=".35" transform="translate(14 16)"') +
    rect(600, 160, 320, 470, 22, C.white) +
    rect(700, 138, 120, 44, 12, C.blue) +
    circle(760, 150, 9, C.navy) +
    rect(630, 200, 260, 52, 10, C.mist) +
    circle(660, 226, 16, C.sky) +
    rect(686, 214, 130, 10, 5, C.navy) +
    rect(686, 230, 80, 8, 4, C.sky) +
    rows +
    rect(630, 570, 260, 40, 20, C.saffron) +
    rect(700, 586, 120, 8, 4, C.white);
  const trail = `<path d="M930 420C1010 400 990 300 1050 260S1090 180 1110 150" fill="none" stroke="${C.sky}" stroke-width="4" stroke-dasharray="4 14" stroke-linecap="round" opacity=".8"/>`;
  const scene =
    circle(780, 400, 300, C.blue, 'opacity=".16"') +
    faintRing(780, 400, 380) +
    trace(
      [
        [600, 420],
        [520, 420],
        [520, 300],
      ],
      C.sky,
      3,
    ) +
    trace(
      [
        [920, 560],
        [1020, 560],
        [1060, 600],
        [1200, 600],
      ],
      C.sky,
      3,
      { node: false },
    ) +
    trail +
    paperPlane(1120, 130, 110) +
    form +
    gradCap(980, 660, 170, { board: C.white, band: C.sky, tassel: C.saffron }) +
    bookStack(560, 700, 130, [C.sky, C.saffron, C.white]) +
    sparkle(560, 180, 14, C.saffron) +
    sparkle(1100, 380, 12, C.white, 'opacity=".8"') +
    sparkle(1010, 230, 9, C.saffronLight) +
    dots(1020, 700, 5, 3, 20, 3, C.sky, 0.3);
  return svg(w, h, body + scene, defs, 1200, 800);
}

// ---------------------------------------------------------------------------------------
// Home and about page pictures: light.

export function ctaHome() {
  const { defs, body } = lightBackdrop(800, 600, { disc: [0.5, 0.5, 0.42] });
  const table =
    rect(120, 420, 560, 30, 15, C.navy) + rect(170, 450, 460, 14, 7, C.navyDeep, 'opacity=".35"');
  const laptopBack =
    path('M340 420L352 330H448L460 420Z', C.sky) +
    circle(400, 372, 12, C.white, 'opacity=".85"') +
    rect(320, 414, 160, 8, 4, C.blue);
  const people =
    figure(400, 236, 33, {
      body: C.blue,
      head: C.saffronLight,
      seated: true,
      arm: 'forward',
      hairStyle: 'bun',
    }) +
    figure(220, 262, 30, {
      body: C.saffron,
      head: C.saffronPale,
      seated: true,
      arm: 'forward',
      hairStyle: 'short',
    }) +
    figure(580, 262, 30, {
      body: C.navy,
      head: C.saffronPale,
      seated: true,
      arm: 'forward',
      hairStyle: 'long',
    });
  const bubbles =
    bubble(90, 140, 120, 74, C.white, 'right') +
    bulb(150, 168, 18) +
    bubble(330, 80, 140, 74, C.saffron, 'left') +
    rect(352, 102, 96, 10, 5, C.white) +
    rect(352, 122, 64, 10, 5, C.white, 'opacity=".8"') +
    bubble(590, 140, 120, 74, C.white, 'left') +
    gear(650, 177, 24, C.blue, { teeth: 8, hole: 0.4 });
  const scene =
    groundShadow(400, 470, 300, C.navy, 0.1) +
    people +
    laptopBack +
    table +
    bubbles +
    rect(190, 400, 70, 20, 4, C.white) +
    rect(196, 404, 58, 4, 2, C.sky) +
    rect(530, 396, 56, 24, 6, C.saffronLight) +
    sparkle(290, 190, 12, C.saffron) +
    sparkle(530, 90, 9, C.blue) +
    sparkle(700, 300, 10, C.saffron);
  return svg(800, 600, body + scene, defs);
}

export function aboutStory() {
  const { defs, body } = lightBackdrop(800, 600, { disc: [0.5, 0.5, 0.44], dotsAt: [0.05, 0.08] });
  const road = 'M90 560C240 540 180 430 320 420S520 420 520 300S640 170 700 110';
  const stops = [
    [150, 520, openBook(150, 498, 58, { left: C.white, right: C.cloud, cover: C.saffron }), C.navy],
    [330, 420, rect(307, 400, 46, 30, 4, C.white) + rect(300, 430, 60, 8, 3, C.sky), C.blue],
    [
      520,
      300,
      gear(520, 300, 22, C.white, { teeth: 8, hole: 0.38, holeFill: C.saffron }),
      C.saffron,
    ],
  ];
  let milestones = '';
  for (const [x, y, icon, fill] of stops) {
    milestones += circle(x + 4, y + 6, 44, C.navy, 'opacity=".12"') + circle(x, y, 44, fill) + icon;
  }
  const scene =
    `<path d="${road}" fill="none" stroke="${C.white}" stroke-width="46" stroke-linecap="round"/>` +
    `<path d="${road}" fill="none" stroke="${C.cloud}" stroke-width="46" stroke-linecap="round" opacity=".6" transform="translate(0 8)"/>` +
    `<path d="${road}" fill="none" stroke="${C.white}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="${road}" fill="none" stroke="${C.saffron}" stroke-width="4" stroke-dasharray="14 14" stroke-linecap="round"/>` +
    milestones +
    line('M700 110V20', C.navy, 6) +
    path('M703 22h70l-16 20 16 20h-70Z', C.saffron) +
    gradCap(640, 200, 120, { board: C.navy, band: C.blue, tassel: C.saffron }) +
    groundShadow(450, 555, 44, C.navy, 0.12) +
    tree(450, 555, 96, { leaf: C.sky, leaf2: C.blueMid, trunk: C.navy }) +
    groundShadow(735, 520, 40, C.navy, 0.12) +
    tree(735, 520, 90, { leaf: C.blue, leaf2: C.sky, trunk: C.navy }) +
    star(250, 280, 14, C.saffron) +
    star(430, 180, 10, C.blue) +
    sparkle(600, 420, 12, C.saffron) +
    sparkle(220, 120, 10, C.blue);
  return svg(800, 600, body + scene, defs);
}

// ---------------------------------------------------------------------------------------
// Courses: 800 × 500, one subject each.

function courseFrame(content, opts) {
  const { defs, body } = lightBackdrop(800, 500, opts);
  return svg(800, 500, body + content, defs);
}

function aiMl() {
  const layers = [
    [235, [170, 250, 330]],
    [355, [130, 210, 290, 370]],
    [475, [130, 210, 290, 370]],
    [590, [210, 290]],
  ];
  let edges = '';
  for (let l = 0; l < layers.length - 1; l++) {
    for (const a of layers[l][1]) {
      for (const b of layers[l + 1][1]) edges += `M${layers[l][0]} ${a}L${layers[l + 1][0]} ${b}`;
    }
  }
  const hot = 'M235 250L355 210L475 290L590 210';
  const fills = [C.navy, C.blue, C.blue, C.saffron];
  let nodes = '';
  layers.forEach(([x, ys], l) => {
    for (const y of ys) nodes += circle(x, y, 22, fills[l], `stroke="${C.white}" stroke-width="6"`);
  });
  const chip =
    card(80, 330, 110, 110, 18, C.white) +
    rect(105, 355, 60, 60, 10, C.navy) +
    rect(120, 370, 30, 30, 6, C.saffron) +
    [0, 1, 2]
      .map((i) => {
        const o = 113 + i * 22;
        return `M${o} 345v10M${o} 415v10M95 ${o + 250}h10M165 ${o + 250}h10`;
      })
      .map((d) => line(d, C.blue, 4))
      .join('');
  const loss =
    card(600, 60, 140, 96, 16, C.white) +
    line('M620 80V136H722', C.cloud, 3) +
    line('M626 86C650 126 670 128 716 130', C.saffron, 5);
  return courseFrame(
    circle(412, 250, 190, C.white, 'opacity=".7"') +
      line(edges, C.sky, 3, 'opacity=".8"') +
      line(hot, C.saffron, 6) +
      nodes +
      chip +
      loss +
      sparkle(150, 120, 14, C.saffron) +
      sparkle(690, 400, 12, C.blue),
  );
}

function robotics() {
  const arm =
    path('M300 400Q300 340 360 340Q420 340 420 400Z', C.navy) +
    line('M360 360L300 220', C.blue, 46) +
    line('M300 220L470 170', C.blueMid, 38) +
    circle(360, 360, 26, C.saffron) +
    circle(360, 360, 10, C.white) +
    circle(300, 220, 26, C.saffron) +
    circle(300, 220, 10, C.white) +
    circle(470, 170, 20, C.saffron) +
    rect(458, 182, 24, 30, 6, C.navy) +
    line('M462 210L446 250L458 270', C.navy, 12) +
    line('M478 210L494 250L482 270', C.navy, 12) +
    circle(470, 285, 16, C.saffronLight);
  return courseFrame(
    gear(200, 150, 74, C.cloud, { teeth: 10, holeFill: C.mist }) +
      gear(120, 270, 44, C.sky, { teeth: 8, holeFill: C.mist, rotate: 14 }) +
      gear(640, 110, 38, C.saffronLight, { teeth: 8, holeFill: C.mist }) +
      platform(400, 400, 230, { top: C.sky, side: C.blue, rim: C.white }) +
      arm +
      robot(640, 220, 150, { body: C.navy, trim: C.sky, eye: C.saffron }) +
      groundShadow(640, 380, 70, C.navy, 0.15) +
      sparkle(560, 70, 12, C.saffron) +
      sparkle(100, 420, 10, C.blue),
    { disc: [0.5, 0.55, 0.42] },
  );
}

function dataScience() {
  const main =
    card(90, 80, 360, 300, 22, C.white) +
    line('M130 110V340H420', C.cloud, 4) +
    [
      [150, 90, C.sky],
      [200, 140, C.blue],
      [250, 110, C.sky],
      [300, 180, C.blue],
      [350, 210, C.navy],
    ]
      .map(([x, hgt, c]) => rect(x, 330 - hgt, 34, hgt, 6, c))
      .join('') +
    line('M167 220L217 175L267 195L317 130L367 100', C.saffron, 6) +
    circle(367, 100, 9, C.saffron);
  const rnd = rng(11);
  let pts = '';
  for (let i = 0; i < 22; i++) {
    const x = 475 + rnd() * 180;
    const y = 372 - (x - 470) * 0.5 - rnd() * 50;
    pts += circle(x, y, 6, [C.blue, C.navy, C.saffron][i % 3]);
  }
  const scatter =
    card(440, 200, 250, 210, 22, C.white) +
    line('M465 230V385H670', C.cloud, 4) +
    pts +
    `<path d="M470 370L665 250" stroke="${C.navy}" stroke-width="3" stroke-dasharray="8 8" opacity=".6"/>`;
  const pie =
    card(560, 50, 150, 130, 20, C.white) +
    donut(
      635,
      115,
      36,
      [
        [0.45, C.navy],
        [0.3, C.saffron],
        [0.25, C.sky],
      ],
      18,
    );
  const lens =
    circle(600, 300, 52, C.white, 'opacity=".35"') +
    circle(600, 300, 52, 'none', `stroke="${C.navy}" stroke-width="12"`) +
    line('M638 338L680 380', C.navy, 18);
  return courseFrame(
    main + scatter + pie + lens + sparkle(100, 430, 12, C.saffron) + sparkle(730, 250, 10, C.blue),
    {
      disc: [0.5, 0.5, 0.44],
    },
  );
}

function softSkills() {
  const left = figure(200, 150, 33, {
    body: C.blue,
    head: C.saffronLight,
    legs: C.navy,
    arm: 'point',
    hairStyle: 'long',
  });
  const right = `<g transform="translate(1200 0) scale(-1 1)">${figure(600, 150, 33, { body: C.saffron, head: C.saffronPale, legs: C.navy, arm: 'wave', hairStyle: 'short' })}</g>`;
  const bubbles =
    bubble(290, 70, 170, 86, C.navy, 'left') +
    circle(345, 113, 9, C.white) +
    circle(375, 113, 9, C.white) +
    circle(405, 113, 9, C.white) +
    bubble(330, 196, 160, 80, C.white, 'right') +
    rect(355, 220, 110, 10, 5, C.saffron) +
    rect(355, 242, 74, 10, 5, C.sky) +
    circle(400, 330, 34, C.saffronPale) +
    path(
      'M400 352C370 330 372 308 386 304C395 302 400 310 400 314C400 310 405 302 414 304C428 308 430 330 400 352Z',
      C.saffron,
    );
  return courseFrame(
    groundShadow(200, 470, 80) +
      groundShadow(600, 470, 80) +
      left +
      right +
      bubbles +
      sparkle(110, 90, 13, C.saffron) +
      sparkle(700, 90, 11, C.blue),
    { disc: [0.5, 0.5, 0.42] },
  );
}

function python() {
  const left = 'M205 92Q155 92 155 142V205Q155 248 112 250Q155 252 155 295V358Q155 408 205 408';
  const right = 'M595 92Q645 92 645 142V205Q645 248 688 250Q645 252 645 295V358Q645 408 595 408';
  const snake = (d, body, spots, hx, hy, dir) =>
    line(d, body, 34) +
    `<path d="${d}" fill="none" stroke="${spots}" stroke-width="8" stroke-dasharray="2 22" stroke-linecap="round"/>` +
    ellipse(hx, hy, 34, 26, body) +
    circle(hx + dir * 10, hy - 8, 7, C.white) +
    circle(hx + dir * 12, hy - 8, 3.5, C.ink) +
    line(
      `M${hx + dir * 32} ${hy + 6}l${dir * 16} 0l${dir * 8}-6M${hx + dir * 48} ${hy + 6}l${dir * 8} 6`,
      C.saffronDeep,
      4,
    );
  const win =
    card(230, 110, 340, 280, 22, C.navy, C.navy, 0.15) +
    path('M230 132Q230 110 252 110H548Q570 110 570 132V146H230Z', C.navyDeep) +
    circle(254, 128, 6, C.saffron) +
    circle(274, 128, 6, C.sky) +
    circle(294, 128, 6, C.blue) +
    bars(262, 172, 260, 8, 5, {
      gap: 24,
      h: 10,
      indentStep: 28,
      colors: [C.sky, C.saffron, C.blueMid, C.white],
    }) +
    rect(262, 348, 16, 14, 3, C.saffron);
  return courseFrame(
    win +
      snake(left, C.blue, C.sky, 212, 92, 1) +
      snake(right, C.saffron, C.saffronLight, 588, 408, -1) +
      sparkle(90, 110, 12, C.saffron) +
      sparkle(720, 400, 12, C.blue),
    { disc: [0.5, 0.5, 0.44] },
  );
}

function fullStack() {
  const arrow = (d) =>
    `<path d="${d}" fill="none" stroke="${C.navy}" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round"/>`;
  const head = (x, y, dir) => path(`M${x} ${y}l${-dir * 16} -10v20Z`, C.navy);
  const layers =
    path('M190 400l70-34 70 34-70 34Z', C.navy) +
    path('M190 380l70-34 70 34-70 34Z', C.blue) +
    path('M190 360l70-34 70 34-70 34Z', C.saffron);
  const tag =
    circle(480, 405, 40, C.saffron) +
    line('M466 389l-16 16 16 16M494 389l16 16-16 16M485 383l-10 44', C.white, 6);
  return courseFrame(
    browser(80, 70, 380, 270) +
      arrow('M470 170H560') +
      head(566, 170, 1) +
      arrow('M560 240H470') +
      head(464, 240, -1) +
      servers(580, 100, 140, 3) +
      arrow('M650 260V330') +
      database(650, 350, 120, 70) +
      layers +
      tag +
      sparkle(130, 420, 12, C.blue) +
      sparkle(740, 60, 11, C.saffron),
    { disc: [0.5, 0.5, 0.44] },
  );
}

function oops() {
  const box = (x, y, head, rows) =>
    card(x, y, 200, 140, 16, C.white) +
    path(
      `M${x} ${y + 40}V${y + 16}Q${x} ${y} ${x + 16} ${y}H${x + 184}Q${x + 200} ${y} ${x + 200} ${y + 16}V${y + 40}Z`,
      head,
    ) +
    rect(x + 60, y + 15, 80, 10, 5, C.white, 'opacity=".9"') +
    rect(x, y + 86, 200, 3, 0, C.cloud) +
    bars(x + 20, y + 56, 140, 1, rows, { h: 9, colors: [C.sky, C.blue] }) +
    bars(x + 20, y + 102, 150, 2, rows + 3, { gap: 16, h: 9, colors: [C.saffronLight, C.sky] });
  const hollow = (x, y) =>
    path(
      `M${x} ${y}l-16 26h32Z`,
      C.white,
      `stroke="${C.navy}" stroke-width="4" stroke-linejoin="round"`,
    );
  const cube =
    path('M120 70l46 24-46 24-46-24Z', C.sky) +
    path('M74 94v50l46 24v-50Z', C.blue) +
    path('M166 94v50l-46 24v-50Z', C.navy);
  return courseFrame(
    line('M210 320V270H590V320M400 270V218', C.navy, 4) +
      box(300, 50, C.navy, 2) +
      hollow(400, 192) +
      box(110, 320, C.blue, 4) +
      box(490, 320, C.saffron, 6) +
      tr(570, 130, cube) +
      line('M510 120H690V176', C.navy, 4, 'stroke-dasharray="10 10"') +
      path('M690 194l-10-18h20Z', C.navy) +
      gear(110, 110, 30, C.saffron, { teeth: 8, holeFill: C.mist }) +
      sparkle(740, 440, 12, C.blue) +
      sparkle(60, 440, 12, C.saffron),
    { disc: [0.5, 0.5, 0.44] },
  );
}

export const courses = {
  'ai-ml': aiMl,
  robotics,
  'data-science': dataScience,
  'soft-skills': softSkills,
  python,
  'full-stack': fullStack,
  oops,
};

// ---------------------------------------------------------------------------------------
// Awards: 800 × 600, saffron-warm variants of the light style.

function awardFrame(content) {
  const { defs, body } = lightBackdrop(800, 600, { disc: [0.5, 0.5, 0.4], tint: C.saffronPale });
  const rays = `<radialGradient id="rays" cx="400" cy="260" r="290" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.saffronLight}" stop-opacity=".7"/><stop offset="1" stop-color="${C.saffronLight}" stop-opacity="0"/></radialGradient>`;
  return svg(800, 600, body + content, defs + rays);
}

function confetti(seed) {
  const rnd = rng(seed);
  let out = '';
  const colors = [C.saffron, C.blue, C.sky, C.navy, C.saffronLight];
  for (let i = 0; i < 16; i++) {
    const x = 90 + rnd() * 620;
    const y = 60 + rnd() * 260;
    if (Math.abs(x - 400) < 150 && y > 120) continue;
    const c = colors[i % colors.length];
    out +=
      i % 3
        ? rect(x, y, 16, 8, 3, c, `transform="rotate(${Math.round(rnd() * 180)} ${n(x)} ${n(y)})"`)
        : circle(x, y, 6, c);
  }
  return out;
}

function awardTrophy() {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const b = a + 0.13;
    rays += `M400 260L${n(400 + Math.cos(a) * 300)} ${n(260 + Math.sin(a) * 300)}L${n(400 + Math.cos(b) * 300)} ${n(260 + Math.sin(b) * 300)}Z`;
  }
  return awardFrame(
    path(rays, 'url(#rays)') +
      confetti(5) +
      platform(400, 480, 190, { top: C.blue, side: C.navy, rim: C.sky }) +
      trophy(400, 170, 300) +
      star(230, 190, 18, C.saffron) +
      star(580, 150, 14, C.blue) +
      sparkle(640, 300, 14, C.saffron),
  );
}

function awardCertificate() {
  const cert =
    card(110, 120, 420, 300, 18, C.white) +
    rect(128, 138, 384, 264, 10, 'none', `stroke="${C.navy}" stroke-width="4"`) +
    rect(140, 150, 360, 240, 6, 'none', `stroke="${C.sky}" stroke-width="2"`) +
    rect(230, 180, 180, 16, 8, C.navy) +
    rect(260, 208, 120, 10, 5, C.saffron) +
    rect(190, 246, 260, 8, 4, C.sky) +
    rect(210, 266, 220, 8, 4, C.sky) +
    rect(230, 286, 180, 8, 4, C.sky) +
    line('M180 356C200 340 220 360 250 344', C.navy, 3) +
    rect(170, 364, 100, 3, 1.5, C.cloud) +
    rect(370, 364, 100, 3, 1.5, C.cloud);
  return awardFrame(
    confetti(9) +
      groundShadow(330, 470, 230, C.navy, 0.1) +
      cert +
      medal(560, 330, 74) +
      sparkle(640, 180, 14, C.saffron) +
      sparkle(120, 470, 12, C.blue),
  );
}

function awardPartnership() {
  const s = 150;
  const y = 250;
  const join = 400;
  // Two interlocking puzzle pieces: the left one's knob fills the right one's socket.
  const knob = `M${join - s} ${y}H${join}V${y + s * 0.33}A${s * 0.17} ${s * 0.17} 0 1 1 ${join} ${y + s * 0.67}V${y + s}H${join - s}Z`;
  const socket = `M${join} ${y}H${join + s}V${y + s}H${join}V${y + s * 0.67}A${s * 0.17} ${s * 0.17} 0 1 0 ${join} ${y + s * 0.33}Z`;
  const ground = 500;
  const r = 23;
  const people =
    figure(180, ground - r * 9.35, r, {
      body: C.navy,
      head: C.saffronLight,
      legs: C.ink,
      arm: 'point',
      hairStyle: 'bun',
    }) +
    `<g transform="translate(1240 0) scale(-1 1)">${figure(620, ground - r * 9.35, r, { body: C.saffron, head: C.saffronPale, legs: C.ink, arm: 'point', hairStyle: 'short' })}</g>`;
  return awardFrame(
    confetti(13) +
      groundShadow(180, ground + 4, 70, C.navy, 0.12) +
      groundShadow(620, ground + 4, 70, C.navy, 0.12) +
      path(socket, C.navy, 'opacity=".1" transform="translate(8 10)"') +
      path(knob, C.navy, 'opacity=".1" transform="translate(8 10)"') +
      path(socket, C.saffron) +
      path(knob, C.blue) +
      checkDisc(join - s * 0.5, y + s * 0.5, 30, C.white, C.blue) +
      star(join + s * 0.55, y + s * 0.5, 30, C.white) +
      people +
      sparkle(join, y - 50, 18, C.saffron) +
      sparkle(join - 60, y - 30, 10, C.blue) +
      sparkle(join + 66, y - 36, 12, C.blue),
  );
}

function awardGrowth() {
  const heights = [90, 140, 190, 250, 320];
  const cols = [C.sky, C.blueMid, C.blue, C.navy, C.saffron];
  const barsOut = heights
    .map((hh, i) => rect(170 + i * 96, 480 - hh, 64, hh, 10, cols[i]))
    .join('');
  return awardFrame(
    rect(130, 480, 540, 8, 4, C.navy) +
      barsOut +
      line('M160 400L280 330L370 350L500 220L610 130', C.saffron, 12) +
      path('M636 110L586 118L624 154Z', C.saffron) +
      circle(280, 330, 10, C.white, `stroke="${C.saffron}" stroke-width="6"`) +
      circle(370, 350, 10, C.white, `stroke="${C.saffron}" stroke-width="6"`) +
      circle(500, 220, 10, C.white, `stroke="${C.saffron}" stroke-width="6"`) +
      star(660, 220, 20, C.saffron) +
      star(200, 200, 14, C.blue) +
      sparkle(560, 90, 12, C.blue) +
      confetti(21),
  );
}

export const awards = [awardTrophy, awardCertificate, awardPartnership, awardGrowth];

// ---------------------------------------------------------------------------------------
// Portrait placeholders: abstract busts, no faces.

export const teamLooks = [
  {
    bg: C.navy,
    ring: C.blue,
    body: C.saffron,
    head: C.saffronPale,
    hair: C.ink,
    style: 'short',
    collar: C.white,
  },
  { bg: C.saffron, ring: C.saffronLight, body: C.navy, head: C.mist, hair: C.ink, style: 'long' },
  {
    bg: C.blue,
    ring: C.blueMid,
    body: C.white,
    head: C.saffronLight,
    hair: C.navyDeep,
    style: 'bun',
    collar: C.sky,
  },
  { bg: C.sky, ring: C.cloud, body: C.navy, head: C.saffronPale, hair: C.blue, style: 'wrap' },
  {
    bg: C.navyDeep,
    ring: C.navy,
    body: C.blue,
    head: C.cloud,
    hair: C.ink,
    style: 'curly',
    collar: C.saffron,
  },
];
export const studentLooks = [
  { bg: C.mist, ring: C.cloud, body: C.blue, head: C.saffronLight, hair: C.ink, style: 'side' },
  {
    bg: C.saffronPale,
    ring: C.saffronLight,
    body: C.navy,
    head: C.saffronLight,
    hair: C.ink,
    style: 'long',
  },
  {
    bg: C.cloud,
    ring: C.sky,
    body: C.saffron,
    head: C.saffronPale,
    hair: C.navyDeep,
    style: 'cap',
  },
];
export const testimonialLooks = [
  {
    bg: C.saffron,
    ring: C.saffronLight,
    body: C.white,
    head: C.saffronPale,
    hair: C.ink,
    style: 'curly',
  },
  { bg: C.blue, ring: C.blueMid, body: C.saffronLight, head: C.mist, hair: C.ink, style: 'bun' },
  {
    bg: C.navy,
    ring: C.blue,
    body: C.sky,
    head: C.saffronPale,
    hair: C.ink,
    style: 'short',
    collar: C.white,
  },
];

export function portrait(look, size) {
  const body =
    rect(0, 0, 100, 100, 0, look.bg) +
    circle(50, 46, 34, look.ring, 'opacity=".6"') +
    tr(4, 6, bust(look), 0.92);
  return svg(size, size, body, '', 100, 100);
}

// ---------------------------------------------------------------------------------------
// Social card

/** 1200 × 630: the full logo, the motto and the subjects on the left; a tech panel right. */
export function ogImage(logoSvg, font) {
  const defs =
    linear(
      'og',
      [
        [0, C.white],
        [1, C.mist],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      'ogp',
      [
        [0, C.navyDeep],
        [1, C.navy],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      'ogg',
      [
        [0, C.blue, 0.6],
        [1, C.blue, 0],
      ],
      0.5,
      0.5,
      0.6,
    );
  const logo = logoSvg.replace(
    /<svg([^>]*?)width="[\d.]+" height="[\d.]+"/,
    '<svg$1x="80" y="150" width="624" height="117"',
  );
  const screen =
    bars(22, 26, 150, 7, 17, { gap: 20, h: 8, indentStep: 18 }) +
    rect(196, 22, 94, 130, 8, C.navyDeep) +
    line('M206 130l16-24 18 10 20-38 20-16', C.saffron, 5);
  const panel =
    rect(760, 0, 440, 630, 0, 'url(#ogp)') +
    rect(760, 0, 440, 630, 0, 'url(#ogg)') +
    faintRing(980, 320, 220) +
    trace(
      [
        [900, 470],
        [820, 470],
        [820, 400],
      ],
      C.sky,
      3,
    ) +
    trace(
      [
        [1100, 260],
        [1160, 260],
        [1160, 150],
        [1200, 150],
      ],
      C.sky,
      3,
      { node: false },
    ) +
    platform(980, 440, 200) +
    laptop(820, 240, 320, { screen, lid: C.ink, deck: C.white, glass: C.navy }) +
    gradCap(1080, 180, 150, { board: C.white, band: C.sky, tassel: C.saffron }) +
    gear(1130, 520, 28, C.saffron, { teeth: 9, holeFill: C.navy }) +
    sparkle(860, 150, 14, C.saffron) +
    sparkle(1150, 370, 10, C.white, 'opacity=".8"');
  const text =
    `<text x="84" y="350" font-family="${font}" font-weight="700" font-size="46" fill="${C.navy}">Excellence in Education</text>` +
    rect(84, 378, 90, 8, 4, C.saffron) +
    `<text x="84" y="446" font-family="${font}" font-size="23" fill="${C.blue}">AI · Robotics · Data Science · Full Stack · Python · Soft Skills</text>`;
  return svg(
    1200,
    630,
    rect(0, 0, 1200, 630, 0, 'url(#og)') +
      dots(84, 520, 10, 3, 18, 3, C.sky, 0.5) +
      logo +
      text +
      panel,
    defs,
  );
}
