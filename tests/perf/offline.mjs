// Repeat visits offline: how soon the saved content is on screen, and what "Save for offline
// use" stores. Measured in Chromium against the production server, with the service worker.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/ensure-build.mjs';
import { startImageHost } from '../support/image-host.mjs';
import { startSiteServer } from '../support/site-server.mjs';
import { launchChromium } from './budgets.mjs';

const savedTitle = 'Saved for the repeat visit';
const runs = 5;

async function serviceWorkerInControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Whether the app's content store on the device holds the page `name`. */
function isSaved(name) {
  return new Promise((resolve) => {
    const open = indexedDB.open('raam-content');
    open.onupgradeneeded = () => open.result.createObjectStore('records');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const request = db.transaction('records').objectStore('records').get(name);
      request.onsuccess = () => {
        db.close();
        resolve(request.result !== undefined);
      };
      request.onerror = () => resolve(false);
    };
  });
}

/** The middle value of an odd number of samples. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Records, from navigation start, when an <h1> reading `text` first appears and whether a
 * loading spinner was ever shown.
 */
function watchFor(text) {
  const state = { at: null, spinner: false };
  window.__offline = state;
  new MutationObserver(() => {
    if (document.querySelector('[role="status"]')?.textContent?.startsWith('Loading')) {
      state.spinner = true;
    }
    if (state.at === null && document.querySelector('h1')?.textContent === text) {
      state.at = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function timeToContent(page, url) {
  const times = [];
  let spinner = false;
  for (let run = 0; run < runs; run += 1) {
    await page.goto(url);
    await page.waitForFunction(() => window.__offline?.at !== null, undefined, { timeout: 10_000 });
    const state = await page.evaluate(() => window.__offline);
    times.push(state.at);
    spinner ||= state.spinner;
  }
  return { medianMs: Math.round(median(times)), spinner };
}

export async function offlineFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-offline-'));
  const server = await startSiteServer({ DATA_DIR: dataDir });
  const browser = await launchChromium();
  try {
    // Bytes stored for the whole site with the built-in content (nothing stored on the server).
    const saving = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The idle warm-up would do the same on its own: held back, so the control is measured.
    await saving.addInitScript(() => localStorage.setItem('raam-warmed-up-at', String(Date.now())));
    const savePage = await saving.newPage();
    await savePage.goto(server.url);
    await serviceWorkerInControl(savePage);
    const usage = () => savePage.evaluate(async () => (await navigator.storage.estimate()).usage);
    await savePage.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const installed = await usage();
    // The footer's controls load as the visitor nears them.
    await savePage.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await savePage.getByRole('button', { name: 'Save for offline use' }).click();
    await savePage.getByText(/^Ready|^Not complete/).waitFor({ timeout: 60_000 });
    const saved = await usage();
    await saving.close();

    // Repeat visits offline with content stored on the server and saved on the device.
    const { defaultHomeContent } = await import(
      join(projectRoot, 'build/server/src/domain/content/defaults-home.js')
    );
    const home = {
      ...defaultHomeContent,
      heroSection: { ...defaultHomeContent.heroSection, title: savedTitle },
    };
    const file = join(dataDir, 'home.json');
    writeFileSync(file, JSON.stringify(home));
    execFileSync(process.execPath, ['server/cli.mjs', 'content', 'set', 'home', file], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    });
    const visiting = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await visiting.newPage();
    await page.goto(server.url);
    await serviceWorkerInControl(page);
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.textContent === text,
      savedTitle,
    );
    // A visitor who read the page: its copy is saved once the page has settled.
    for (let waited = 0; !(await page.evaluate(isSaved, 'home')); waited += 250) {
      if (waited > 30_000) throw new Error('The home page was never saved on the device');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.goto(`${server.url}/courses/python`);
    const courseTitle = await page.locator('h1').textContent();
    await visiting.setOffline(true);
    await visiting.addInitScript(watchFor, savedTitle);
    const homeOffline = await timeToContent(page, server.url);
    await visiting.close();
    const courseContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const coursePage = await courseContext.newPage();
    await coursePage.goto(`${server.url}/courses/python`);
    await serviceWorkerInControl(coursePage);
    await courseContext.setOffline(true);
    await courseContext.addInitScript(watchFor, courseTitle);
    const courseOffline = await timeToContent(
      coursePage,
      `${server.url}/courses/python`,
      courseTitle,
    );
    await courseContext.close();
    return {
      saveForOffline: { usageBefore: installed, usageAfter: saved, addedBytes: saved - installed },
      repeatVisitOffline: { '/': homeOffline, '/courses/python': courseOffline },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How many pictures from another site each way: enough to read the quota's growth. */
const picturesElsewhere = 10;

/**
 * What pictures from another site cost in quota once the service worker keeps them: those the
 * other site lets any site read (kept as they are) and those it does not (kept opaque, which
 * the browser pads). Their cache holds at most 60.
 */
export async function picturesElsewhereFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-elsewhere-'));
  const picture = readFileSync(join(projectRoot, 'dist/images/students/student-1.webp'));
  const host = await startImageHost((path) => {
    const match = /^\/(cors|opaque)\/\d+\.webp$/.exec(path);
    return match ? { body: picture, type: 'image/webp', cors: match[1] === 'cors' } : undefined;
  });
  const server = await startSiteServer({ DATA_DIR: dataDir });
  const browser = await launchChromium(host.browserArgs);
  try {
    const context = await browser.newContext();
    await context.addInitScript(() =>
      localStorage.setItem('raam-warmed-up-at', String(Date.now())),
    );
    const page = await context.newPage();
    await page.goto(server.url);
    await serviceWorkerInControl(page);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage);
    const keep = (urls, cacheName) =>
      page.evaluate(
        async ([list, name]) => {
          const loaded = (src) =>
            new Promise((resolve) => {
              const image = new Image();
              image.onload = () => resolve(true);
              image.onerror = () => resolve(false);
              image.src = src;
            });
          if (!(await Promise.all(list.map(loaded))).every(Boolean)) throw new Error('not loaded');
          // Kept once the worker's cache holds them all.
          const cache = await caches.open(name);
          while ((await Promise.all(list.map((url) => cache.match(url)))).some((hit) => !hit)) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        },
        [urls, cacheName],
      );
    const urls = (kind) =>
      Array.from({ length: picturesElsewhere }, (_, n) => `${host.origin}/${kind}/${n}.webp`);
    const start = await usage();
    await keep(urls('cors'), 'images-elsewhere');
    const afterCors = await usage();
    await keep(urls('opaque'), 'images-elsewhere-opaque');
    const afterOpaque = await usage();
    return {
      pictureBytes: picture.length,
      perPictureReadable: (afterCors - start) / picturesElsewhere,
      perPictureOpaque: (afterOpaque - afterCors) / picturesElsewhere,
      cacheLimit: 60,
    };
  } finally {
    await browser.close();
    await server.stop();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
