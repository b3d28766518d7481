#!/usr/bin/env node
/**
 * Regenerates every raster image of the site from SVG rendered in code.
 *
 *   node tools/images/build.mjs                 build everything into public/
 *   node tools/images/build.mjs --only hero     build the outputs whose path contains "hero"
 *   node tools/images/build.mjs --sheet f.png   also write a contact sheet of all outputs
 *
 * Sources: the logo mark is read from public/logo-mark.svg (hand-rendered, the single source
 * of the brand mark); everything else is rendered in scenes.mjs with shapes.mjs and the
 * colours in palette.mjs. Each output has a pixel size and a byte budget; the script fails
 * if a file comes out at the wrong size or over budget, or if the maskable icon's artwork
 * leaves its safe zone.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { C, FONT } from './palette.mjs';
import * as S from './scenes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'public');
const KB = 1000; // budgets are in decimal kilobytes, the stricter reading

// ---------------------------------------------------------------------------------------
// The logo (public/logo.svg, used whole on the social card) and the mark
// (public/logo-mark.svg), split into its tile (the rounded square) and its artwork.

const markSvg = await readFile(join(publicDir, 'logo-mark.svg'), 'utf8');
const logoSvg = await readFile(join(publicDir, 'logo.svg'), 'utf8');
const markTile = markSvg.match(/<rect[^>]*\/>/)?.[0];
if (!markTile) throw new Error('public/logo-mark.svg: expected a <rect> tile as the first shape');
const markColor = markTile.match(/fill="([^"]+)"/)?.[1] ?? C.navy;
const markArt = markSvg.slice(
  markSvg.indexOf(markTile) + markTile.length,
  markSvg.lastIndexOf('</svg>'),
);
/** The artwork's box inside the 48 × 48 mark, measured by hand from logo-mark.svg. */
const ART = { x: 7, y: 7, w: 34, h: 33.6 };

/** The mark's artwork alone, centred on a size × size canvas, at `fraction` of its width. */
function markArtOn(size, fraction, background) {
  const s = (size * fraction) / ART.w;
  const x = size / 2 - (ART.x + ART.w / 2) * s;
  const y = size / 2 - (ART.y + ART.h / 2) * s;
  const bg = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}<g transform="translate(${x} ${y}) scale(${s})">${markArt}</g></svg>`;
}

/** The whole mark (tile and artwork) scaled to size × size, with an optional margin. */
function markWhole(size, margin = 0) {
  const s = (size - 2 * margin) / 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><g transform="translate(${margin} ${margin}) scale(${s})">${markTile}${markArt}</g></svg>`;
}

// ---------------------------------------------------------------------------------------
// The outputs. `svg` is a function so nothing is rendered for outputs --only skips.

const webp = { quality: 74, effort: 6, smartSubsample: true };
/** About half the bytes of the WebP at the same look; for pictures on the first paint. */
const avif = { quality: 50, effort: 6 };
const png = { compressionLevel: 9, effort: 10, palette: true, quality: 90 };

const outputs = [
  // Icons
  { path: 'icons/icon-32.png', w: 32, h: 32, budget: 2 * KB, svg: () => markWhole(32) },
  { path: 'icons/icon-192.png', w: 192, h: 192, budget: 12 * KB, svg: () => markWhole(192, 4) },
  { path: 'icons/icon-512.png', w: 512, h: 512, budget: 30 * KB, svg: () => markWhole(512, 10) },
  {
    path: 'icons/maskable-512.png',
    w: 512,
    h: 512,
    budget: 30 * KB,
    svg: () => markArtOn(512, 0.56, markColor),
    safeZone: () => markArtOn(512, 0.56),
  },
  {
    path: 'apple-touch-icon.png',
    w: 180,
    h: 180,
    budget: 12 * KB,
    svg: () => markArtOn(180, 0.62, markColor),
  },
  // Social card
  {
    path: 'og-image.png',
    w: 1200,
    h: 630,
    budget: 120 * KB,
    svg: () => S.ogImage(logoSvg, FONT),
  },
  // Heroes
  {
    path: 'images/hero-home.webp',
    w: 1600,
    h: 900,
    budget: 60 * KB,
    svg: () => S.heroHome(1600, 900),
  },
  {
    path: 'images/hero-home-800.webp',
    w: 800,
    h: 450,
    budget: 25 * KB,
    svg: () => S.heroHome(800, 450),
  },
  // The heroes also in AVIF, which browsers take before the WebP (src/ui/image-hero.tsx).
  {
    path: 'images/hero-home.avif',
    w: 1600,
    h: 900,
    budget: 15 * KB,
    svg: () => S.heroHome(1600, 900),
  },
  {
    path: 'images/hero-home-800.avif',
    w: 800,
    h: 450,
    budget: 7 * KB,
    svg: () => S.heroHome(800, 450),
  },
  {
    path: 'images/about-hero.webp',
    w: 1600,
    h: 700,
    budget: 55 * KB,
    svg: () => S.aboutHero(1600, 700),
  },
  {
    path: 'images/about-hero-800.webp',
    w: 800,
    h: 350,
    budget: 22 * KB,
    svg: () => S.aboutHero(800, 350),
  },
  {
    path: 'images/about-hero.avif',
    w: 1600,
    h: 700,
    budget: 20 * KB,
    svg: () => S.aboutHero(1600, 700),
  },
  {
    path: 'images/about-hero-800.avif',
    w: 800,
    h: 350,
    budget: 9 * KB,
    svg: () => S.aboutHero(800, 350),
  },
  { path: 'images/apply-hero.webp', w: 1200, h: 800, budget: 45 * KB, svg: () => S.applyHero() },
  {
    path: 'images/apply-hero-800.webp',
    w: 800,
    h: 533,
    budget: 20 * KB,
    svg: () => S.applyHero(800, 533),
  },
  { path: 'images/cta-home.webp', w: 800, h: 600, budget: 35 * KB, svg: () => S.ctaHome() },
  { path: 'images/about-story.webp', w: 800, h: 600, budget: 35 * KB, svg: () => S.aboutStory() },
  // Courses, each also in AVIF (src/domain/content/responsive-images.ts): the first card's
  // picture is the largest thing on the courses page's first screen.
  ...Object.entries(S.courses).flatMap(([slug, draw]) => [
    { path: `images/courses/${slug}.webp`, w: 800, h: 500, budget: 30 * KB, svg: draw },
    { path: `images/courses/${slug}.avif`, w: 800, h: 500, budget: 12 * KB, svg: draw },
  ]),
  // Awards
  ...S.awards.map((draw, i) => ({
    path: `images/awards/award-${i + 1}.webp`,
    w: 800,
    h: 600,
    budget: 30 * KB,
    svg: draw,
  })),
  // People placeholders
  ...S.teamLooks.map((look, i) => ({
    path: `images/team/member-${i + 1}.webp`,
    w: 400,
    h: 400,
    budget: 12 * KB,
    svg: () => S.portrait(look, 400),
  })),
  ...S.studentLooks.map((look, i) => ({
    path: `images/students/student-${i + 1}.webp`,
    w: 96,
    h: 96,
    budget: 4 * KB,
    svg: () => S.portrait(look, 96),
  })),
  ...S.testimonialLooks.map((look, i) => ({
    path: `images/testimonials/testimonial-${i + 1}.webp`,
    w: 96,
    h: 96,
    budget: 4 * KB,
    svg: () => S.portrait(look, 96),
  })),
];

// ---------------------------------------------------------------------------------------

async function encode(out, svgText) {
  const img = sharp(Buffer.from(svgText), { density: 72 });
  if (out.path.endsWith('.png')) return img.png(out.pngOptions ?? png).toBuffer();
  if (out.path.endsWith('.avif')) return img.flatten({ background: C.white }).avif(avif).toBuffer();
  return img
    .flatten({ background: C.white })
    .webp(out.webpOptions ?? webp)
    .toBuffer();
}

/** Fails unless every pixel outside the central circle of 40 % radius is transparent. */
async function checkSafeZone(out) {
  const { data, info } = await sharp(Buffer.from(out.safeZone()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const r = info.width * 0.4;
  let worst = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const alpha = data[(y * info.width + x) * 4 + 3];
      if (alpha > 8)
        worst = Math.max(worst, Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2));
    }
  }
  if (worst > r)
    throw new Error(
      `${out.path}: artwork reaches ${worst.toFixed(1)} px from the centre, safe zone is ${r} px`,
    );
  return `artwork within ${((worst / info.width) * 100).toFixed(1)} % radius (safe zone 40 %)`;
}

async function contactSheet(file, results) {
  const cell = 260;
  const cols = 6;
  const tiles = [];
  for (const [i, r] of results.entries()) {
    const buf = await sharp(r.buffer)
      .resize(cell - 20, cell - 40, { fit: 'contain', background: '#f4f4f4' })
      .png()
      .toBuffer();
    tiles.push({ input: buf, left: (i % cols) * cell + 10, top: Math.floor(i / cols) * cell + 10 });
  }
  const rows = Math.ceil(results.length / cols);
  await sharp({
    create: { width: cols * cell, height: rows * cell, channels: 3, background: '#d9d9d9' },
  })
    .composite(tiles)
    .png()
    .toFile(file);
}

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const sheet = args.includes('--sheet') ? args[args.indexOf('--sheet') + 1] : undefined;

const results = [];
const problems = [];
for (const out of outputs) {
  if (only && !out.path.includes(only)) continue;
  const file = join(publicDir, out.path);
  await mkdir(dirname(file), { recursive: true });
  const buffer = await encode(out, out.svg());
  await writeFile(file, buffer);
  const meta = await sharp(buffer).metadata();
  const bytes = (await stat(file)).size;
  const notes = [];
  if (meta.width !== out.w || meta.height !== out.h) {
    problems.push(`${out.path}: ${meta.width}×${meta.height}, expected ${out.w}×${out.h}`);
  }
  if (bytes > out.budget) problems.push(`${out.path}: ${bytes} B over its ${out.budget} B budget`);
  if (out.safeZone) notes.push(await checkSafeZone(out));
  results.push({ out, buffer, bytes, meta, notes });
}

// The hand-made SVGs are not generated, but their byte budgets are checked here too.
const handMade = [
  { path: 'logo.svg', budget: 4 * KB },
  { path: 'logo-mark.svg', budget: 2 * KB },
  { path: 'favicon.svg', budget: 2 * KB },
  { path: 'images/placeholder.svg', budget: 1.5 * KB },
  { path: 'images/image-unavailable.svg', budget: 2 * KB },
];
const rows = [];
for (const r of results) {
  rows.push([
    r.out.path,
    `${r.meta.width}×${r.meta.height}`,
    r.bytes,
    r.out.budget,
    r.notes.join('; '),
  ]);
}
if (!only) {
  for (const h of handMade) {
    const text = await readFile(join(publicDir, h.path), 'utf8');
    const box = text.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
    const bytes = Buffer.byteLength(text);
    if (bytes > h.budget) problems.push(`${h.path}: ${bytes} B over its ${h.budget} B budget`);
    rows.push([
      h.path,
      box ? `${box[1]}×${box[2]}` : '-',
      bytes,
      h.budget,
      'hand-made SVG (not generated)',
    ]);
  }
}
const pad = (s, k) => String(s).padEnd(k);
const padL = (s, k) => String(s).padStart(k);
console.log(
  `${pad('file (in public/)', 40)}${pad('pixels', 11)}${padL('bytes', 7)}${padL('budget', 8)}  notes`,
);
for (const [path, px, bytes, budget, notes] of rows) {
  console.log(`${pad(path, 40)}${pad(px, 11)}${padL(bytes, 7)}${padL(budget, 8)}  ${notes}`);
}
const total = results.reduce((a, r) => a + r.bytes, 0);
console.log(`${results.length} rasters written, ${(total / KB).toFixed(1)} kB in all`);

if (sheet) {
  await contactSheet(sheet, results);
  console.log(`contact sheet: ${sheet}`);
}
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
