// The patchy section of `npm run bench`: each route's largest paint on a patchy link (400 ms
// round trip, 400 kbps each way) against its floor, a page made of that route's largest paint
// alone (the same picture with the same preload, or the same heading), served by the same
// server. The floor is what the link itself costs: the route's LCP over it is what the rest of
// the page costs that paint.
//
// The floors are written into a copy of the build (never into dist/ nor the server's routes),
// and the server is started on that copy (STATIC_DIR), so a floor comes over the same
// connection handling, headers and compression as its route. Route and floor are then measured
// alternately, two ways: Lighthouse's simulated throttling with the patchy link, and a real
// Chromium whose network DevTools slows (Network.emulateNetworkConditions) and whose CPU is
// slowed to the phone of phone.mjs.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { projectRoot } from '../../server/ensure-build.mjs';
import { startSiteServer } from '../support/site-server.mjs';
import { launchChromium } from './budgets.mjs';
import { lighthouseRun } from './lighthouse.mjs';
import { benchmarkExpression, slowdownFor } from './phone.mjs';

/** The patchy link: round trip and throughput, each way. */
export const patchyLink = { rttMs: 400, kbps: 400 };

/** Lighthouse's simulated throttling on that link (its CPU slowdown is set per run). */
const lighthouseFlags = [
  `--throttling.rttMs=${patchyLink.rttMs}`,
  `--throttling.throughputKbps=${patchyLink.kbps}`,
  '--only-categories=performance',
];

/** The same link as DevTools applies it to a browser's requests. */
const emulatedLink = {
  offline: false,
  latency: patchyLink.rttMs,
  downloadThroughput: (patchyLink.kbps * 1000) / 8,
  uploadThroughput: (patchyLink.kbps * 1000) / 8,
};

/** Lighthouse's mobile screen, so both ways pick the same picture from a srcset. */
const phoneScreen = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** After the load event, how long the page must report nothing new to be done, and at most. */
const quietMs = 2000;
const settleCapMs = 30_000;

const floorDir = 'bench-floor';
const floorPath = (route) =>
  `/${floorDir}/${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}.html`;

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * In the page, once loaded: resolves when nothing has been reported for `quietMs` (no resource
 * finished, no new largest paint, no long task, and no picture in view still arriving), by the
 * page's own clock, or after `capMs`.
 */
function settle({ quietMs, capMs }) {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const observer = new PerformanceObserver(() => {
      last = performance.now();
    });
    for (const type of ['resource', 'largest-contentful-paint', 'longtask']) {
      try {
        observer.observe({ type });
      } catch {
        // an entry type this browser does not report
      }
    }
    const arriving = () =>
      [...document.images].some(
        (image) => !image.complete && image.getBoundingClientRect().top < innerHeight,
      );
    const tick = () => {
      const now = performance.now();
      if (arriving()) last = now;
      if (now - last >= quietMs || now - start >= capMs) {
        observer.disconnect();
        resolve(now - start >= capMs ? 'cap' : 'quiet');
      } else setTimeout(tick, 100);
    };
    tick();
  });
}

/** Kept from the start of every page: its long tasks (a buffered observer may miss early ones). */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    window.__longTasks.push(
      ...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })),
    );
  }).observe({ type: 'longtask' });
}

/** In the page, once settled: its paints, blocking time after the first paint, and the LCP. */
function paintFigures() {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const done = (entry) => {
      const tbt = (window.__longTasks ?? [])
        .filter((task) => fcp !== undefined && task.start + task.duration > fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      resolve({
        fcp,
        lcp: entry?.startTime,
        tbt,
        lcpTag: entry?.element?.tagName.toLowerCase(),
        lcpUrl: entry?.url || undefined,
      });
    };
    new PerformanceObserver((list) => done(list.getEntries().at(-1))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => done(undefined), 1000);
  });
}

/**
 * In the route's page: its largest paint as a floor page needs it. A picture: its `<picture>`
 * (or `<img>`) as the page has it, without classes, sized as shown, with the page's preload
 * links for it; text: the element's tag and text, with the font and width it was shown in.
 */
function largestPaintAlone() {
  return new Promise((resolve, reject) => {
    const describe = (entry) => {
      const element = entry?.element;
      if (!element) return reject(new Error('no largest-contentful-paint element'));
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // The page's viewport, and its icon, or the browser asks for /favicon.ico (a 404 page).
      const head = ['meta[name="viewport"]', 'link[rel="icon"]']
        .map((selector) => document.querySelector(selector)?.outerHTML ?? '')
        .join('');
      const base = { head, lang: document.documentElement.lang, tag: element.tagName };
      if (element.tagName !== 'IMG') {
        const font = [
          'font-family',
          'font-size',
          'font-weight',
          'font-style',
          'line-height',
          'letter-spacing',
          'text-transform',
        ]
          .map((property) => `${property}:${style.getPropertyValue(property)}`)
          .join(';');
        return resolve({
          ...base,
          kind: 'text',
          text: element.textContent.trim(),
          style: `${font};width:${rect.width}px;margin:0`,
        });
      }
      const picture = element.parentElement?.tagName === 'PICTURE' ? element.parentElement : null;
      const copy = (picture ?? element).cloneNode(true);
      for (const node of [copy, ...copy.querySelectorAll('*')]) node.removeAttribute('class');
      const image = copy.tagName === 'IMG' ? copy : copy.querySelector('img');
      image.setAttribute(
        'style',
        `display:block;width:${rect.width}px;height:${rect.height}px;object-fit:${style.objectFit};object-position:${style.objectPosition}`,
      );
      const urls = (srcset) =>
        (srcset ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter(Boolean)
          .map((url) => new URL(url, location.href).href);
      const shown = new Set([
        element.currentSrc,
        element.src,
        ...urls(element.getAttribute('srcset')),
        ...[...(picture?.querySelectorAll('source') ?? [])].flatMap((source) =>
          urls(source.getAttribute('srcset')),
        ),
      ]);
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
        .filter((link) =>
          [link.href, ...urls(link.getAttribute('imagesrcset'))].some((url) => shown.has(url)),
        )
        .map((link) => link.outerHTML);
      return resolve({ ...base, kind: 'picture', html: copy.outerHTML, preloads });
    };
    new PerformanceObserver((list) => describe(list.getEntries().at(-1))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => describe(undefined), 5000);
  });
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The floor page's HTML for a route's largest paint. */
function floorHtml(route, paint) {
  const element =
    paint.kind === 'picture'
      ? paint.html
      : `<${paint.tag.toLowerCase()} style="${paint.style.replaceAll('"', "'")}">${escapeHtml(paint.text)}</${paint.tag.toLowerCase()}>`;
  return [
    '<!doctype html>',
    `<html lang="${paint.lang || 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    paint.head,
    `<title>Floor of ${escapeHtml(route)}</title>`,
    ...(paint.preloads ?? []),
    '<style>body{margin:0}</style>',
    '</head>',
    `<body>${element}</body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Written beside the build's pages, with the brotli and gzip copies the build makes of them. */
function writeFloor(siteDir, route, html) {
  const file = join(siteDir, floorPath(route));
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/**
 * A cold visit on the patchy link, in a context of its own (an empty cache, new connections).
 * Service workers are kept out: the app registers its worker after the load event, and the
 * worker's downloads would not go through the page's slowed network.
 */
async function emulatedVisit(browser, url) {
  const context = await browser.newContext({ ...phoneScreen, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const benchmarkIndex = await page.evaluate(benchmarkExpression);
    const cpuSlowdown = slowdownFor(benchmarkIndex);
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', emulatedLink);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const settled = await page.evaluate(settle, { quietMs, capMs: settleCapMs });
    const figures = await page.evaluate(paintFigures);
    return { ...figures, bytes, settled, benchmarkIndex, cpuSlowdown };
  } finally {
    await context.close();
  }
}

/** The route's largest paint as an unthrottled visit shows it, to make its floor from. */
async function probe(browser, url) {
  const context = await browser.newContext(phoneScreen);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(settle, { quietMs: 500, capMs: 10_000 });
    return await page.evaluate(largestPaintAlone);
  } finally {
    await context.close();
  }
}

const figureKeys = ['fcp', 'lcp', 'tbt', 'bytes'];

function summary(samples) {
  return {
    ...Object.fromEntries(figureKeys.map((key) => [key, median(samples.map((s) => s[key]))])),
    lcpSamples: samples.map((s) => Math.round(s.lcp)),
    cpuSlowdown: median(samples.map((s) => s.cpuSlowdown)),
    samples,
  };
}

/**
 * For each route: its floor, then `runs` visits of the route and of its floor, alternately,
 * simulated (Lighthouse) and emulated (DevTools); the medians of each, and by how much the
 * route's LCP is over its floor's.
 */
export async function patchyFigures(routes, runs, onProgress = () => {}) {
  const siteDir = mkdtempSync(join(tmpdir(), 'academy-bench-patchy-'));
  cpSync(join(projectRoot, 'dist'), siteDir, { recursive: true });
  mkdirSync(join(siteDir, floorDir));
  const server = await startSiteServer({ STATIC_DIR: siteDir });
  const browser = await launchChromium();
  try {
    const results = [];
    for (const route of routes) {
      const routeUrl = new URL(route, server.url).href;
      const floorUrl = new URL(floorPath(route), server.url).href;
      const paint = await probe(browser, routeUrl);
      const html = floorHtml(route, paint);
      writeFloor(siteDir, route, html);
      const simulated = { route: [], floor: [] };
      const emulated = { route: [], floor: [] };
      for (let run = 1; run <= runs; run += 1) {
        for (const [which, url] of [
          ['route', routeUrl],
          ['floor', floorUrl],
        ]) {
          onProgress(route, which, 'simulated', run);
          const lighthouse = await lighthouseRun(url, undefined, lighthouseFlags);
          simulated[which].push({ ...lighthouse, bytes: lighthouse.totalBytes });
        }
        for (const [which, url] of [
          ['route', routeUrl],
          ['floor', floorUrl],
        ]) {
          onProgress(route, which, 'emulated', run);
          emulated[which].push(await emulatedVisit(browser, url));
        }
      }
      const compared = (figures) => {
        const routeFigures = summary(figures.route);
        const floorFigures = summary(figures.floor);
        return {
          route: routeFigures,
          floor: floorFigures,
          lcpOverFloor: routeFigures.lcp / floorFigures.lcp - 1,
        };
      };
      results.push({
        route,
        floorPath: floorPath(route),
        floorElement: paint.kind === 'picture' ? paint.html : `<${paint.tag}> ${paint.text}`,
        floorPreloads: paint.preloads ?? [],
        floorHtmlBytes: Buffer.byteLength(html),
        lighthouseLcpElement: simulated.route.map((s) => s.lcpElement).find(Boolean),
        simulated: compared(simulated),
        emulated: compared(emulated),
      });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  }
}

/**
 * Every route's latest figures: `fresh` (this run's, each marked with `measuredAt` and `build`)
 * where this run measured the route, otherwise the newest of the earlier reports' (a full run's
 * `bench.json`, a patchy run's `bench-patchy.json`), so that `--routes` updates its routes and
 * keeps the others' figures with the time and build they were measured. Routes in `routes`
 * order, then any route only an earlier report has; a route no report has is left out.
 */
export function withEarlierFigures(fresh, routes, earlierReports) {
  const latest = new Map();
  for (const report of earlierReports) {
    for (const result of report?.patchy ?? []) {
      const dated = { ...result, measuredAt: result.measuredAt ?? report.measuredAt };
      const known = latest.get(result.route);
      if (!known || known.measuredAt < dated.measuredAt) latest.set(result.route, dated);
    }
  }
  for (const result of fresh) latest.set(result.route, result);
  const order = new Set([...routes, ...latest.keys()]);
  return [...order].filter((route) => latest.has(route)).map((route) => latest.get(route));
}
