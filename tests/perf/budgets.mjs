// What a first visit to each route downloads (JS and CSS, gzip) and what the service worker
// precaches, measured on the production build.
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { projectRoot } from '../../server/ensure-build.mjs';

const dist = join(projectRoot, 'dist');
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** Bytes on the wire for one built file: gzip for text, as is for images. */
function transferBytes(relative) {
  const file = join(dist, relative);
  return compressible.test(relative) ? gzipBytes(file) : statSync(file).size;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The bench's Chromium (Debian's, or CHROMIUM_PATH's) with its flags, and `extraArgs`. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...extraArgs],
  });
}

/** For each route: the JS and CSS files a cold first visit requests, and their gzip size. */
export async function firstVisitBytes(baseUrl, routes) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      const page = await context.newPage();
      const files = { script: new Set(), stylesheet: new Set() };
      page.on('request', (request) => {
        const type = request.resourceType();
        const url = new URL(request.url());
        if (
          (type === 'script' || type === 'stylesheet') &&
          url.origin === new URL(baseUrl).origin
        ) {
          files[type].add(url.pathname.slice(1));
        }
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      await context.close();
      const sum = (set) => [...set].reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
      results.push({
        route,
        jsGzip: sum(files.script),
        cssGzip: sum(files.stylesheet),
        jsFiles: files.script.size,
        cssFiles: files.stylesheet.size,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Everything the service worker stores on install, as it travels. */
export function precacheBytes() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/"url":\s*"([^"]+)"/g)].map((match) => match[1]))];
  const transfer = urls.reduce((total, url) => total + transferBytes(url.replace(/^\//, '')), 0);
  const raw = urls.reduce(
    (total, url) => total + statSync(join(dist, url.replace(/^\//, ''))).size,
    0,
  );
  return {
    entries: urls.length,
    transferBytes: transfer + gzipBytes(join(dist, 'sw.js')),
    rawBytes: raw,
  };
}

/** Body bytes of one response as the server sends it (compressed as `encoding` asks). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let body = 0;
      response.on('data', (chunk) => {
        body += chunk.length;
      });
      response.on('end', () =>
        resolve({
          body,
          encoding: response.headers['content-encoding'] ?? 'identity',
          etag: response.headers.etag,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Each route's HTML document over the wire, brotli (what browsers ask for) and gzip: its first
 * paint should arrive in the first round trip (a new connection's ~14 kB).
 */
export async function documentBytes(baseUrl, routes) {
  const results = [];
  for (const route of routes) {
    const url = new URL(route, baseUrl).href;
    const br = await wireBytes(url, 'br, gzip');
    const gzip = await wireBytes(url, 'gzip');
    if (br.encoding !== 'br' || gzip.encoding !== 'gzip') {
      throw new Error(`${route}: not compressed (${br.encoding}, ${gzip.encoding})`);
    }
    results.push({ route, brBytes: br.body, gzipBytes: gzip.body });
  }
  return results;
}

/**
 * Asks for each page rendered with published content until the server sends the copy it
 * compressed once in the background (another ETag than the first answer's): what every
 * visitor after the first one after a publish gets.
 */
export async function publishedPagesReady(baseUrl, routes) {
  for (const route of routes) {
    const url = new URL(route, baseUrl).href;
    const first = await wireBytes(url, 'br, gzip');
    for (let attempt = 0; ; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if ((await wireBytes(url, 'br, gzip')).etag !== first.etag) break;
      if (attempt === 50) throw new Error(`${route}: the rendered page was never compressed once`);
    }
  }
}
