// A click made before the app's code has arrived: how soon it is carried out once the scripts
// are there. Chromium on a phone-sized touch screen, its CPU slowed to the phone's (phone.mjs),
// against the production server; every script is held back until the click has been
// made, then let through at once, so the time counts the app starting, the control's own code
// loading from the server and the click being made again.
import { startSiteServer } from '../support/site-server.mjs';
import { launchChromium } from './budgets.mjs';
import { median } from './offline.mjs';
import { benchmarkExpression, slowdownFor } from './phone.mjs';

const runs = 5;

/**
 * The controls that need their code to act (the native ones, the menus, questions and filters,
 * act before any script). `acted` runs in the page, by name: whether the click shows.
 */
export const tapControls = [
  {
    name: 'chat launcher',
    path: '/',
    button: 'Chat with RAAM Assistant',
    code: 'chat-panel',
    acted: 'chat',
  },
  {
    name: 'testimonials, Next',
    path: '/',
    button: 'Next testimonial',
    code: 'testimonials-section',
    acted: 'testimonial',
  },
  {
    name: 'team, Previous',
    path: '/about',
    button: 'Previous team member',
    code: 'team-carousel',
    acted: 'team',
  },
  {
    name: 'application, empty Submit',
    path: '/apply',
    button: 'Submit Application',
    code: 'application-form',
    acted: 'form',
  },
];

/**
 * The scripts every control needs besides its own module: React DOM and the app (src/boot.ts
 * imports them as `client` and `main`).
 */
const appModules = ['client', 'main'];

/**
 * In the page: records when the click named `acted` shows, from the moment scripts arrive and
 * from the arrival of the last of the code it needs: the control's own module (the script
 * whose name starts with `code`; its imports are asked for along with it, any arriving later
 * count in the time) and the app's. A widget's module may arrive before the app's (the home
 * page's carousel often does): then the app's code is what it waits for.
 */
function watchForPress({ acted, modules }) {
  const shows = {
    chat: () => document.querySelector('[role="dialog"]') !== null,
    testimonial: () =>
      document
        .querySelector('[aria-roledescription="slide"][data-active]')
        ?.getAttribute('aria-label') === '2 of 3',
    team: () => document.querySelector('[role="status"]')?.textContent === 'Slide 5 of 5',
    form: () => document.body.textContent?.includes('Full name is required') ?? false,
  };
  const releasedAt = performance.now();
  window.__tapShown = new Promise((resolve, reject) => {
    const check = () => {
      if (!shows[acted]()) return;
      observer.disconnect();
      const shownAt = performance.now();
      const arrivals = modules.map(
        (name) =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`))
            ?.responseEnd,
      );
      const codeAt = Math.max(...arrivals.map((at) => at ?? Number.NaN));
      if (Number.isNaN(codeAt)) reject(new Error(`${modules}: not every one was loaded`));
      else resolve({ fromScripts: shownAt - releasedAt, fromCode: shownAt - codeAt });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  window.__appStarted = new Promise((resolve) => {
    const check = () => {
      if (document.documentElement.dataset.appReady !== 'true') return;
      observer.disconnect();
      resolve(performance.now() - releasedAt);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { attributes: true });
  });
}

async function measureOnce(browser, baseUrl, control) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const benchmarkIndex = await page.evaluate(benchmarkExpression);
    const cpuSlowdown = slowdownFor(benchmarkIndex);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let release = () => {};
    const arrived = new Promise((resolve) => {
      release = resolve;
    });
    const holdBack = async (route) => {
      await arrived;
      await route.continue().catch(() => undefined);
    };
    await page.route('**/*.js', holdBack);
    await page.goto(new URL(control.path, baseUrl).href, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Inactive-looking carousel arrows are clicked all the same: a visitor would.
    await page.getByRole('button', { name: control.button }).tap({ force: true });
    await page.evaluate(watchForPress, {
      acted: control.acted,
      modules: [control.code, ...appModules],
    });
    release();
    await page.unroute('**/*.js', holdBack);
    const figures = await page.evaluate(async () => {
      const { fromScripts, fromCode } = await window.__tapShown;
      return {
        tapMs: Math.round(fromScripts),
        afterCodeMs: Math.round(fromCode),
        appMs: Math.round(await window.__appStarted),
      };
    });
    return { ...figures, benchmarkIndex, cpuSlowdown };
  } finally {
    await context.close();
  }
}

/**
 * For each control, medians of `runs`: from the scripts' arrival, the app starting and the click
 * showing; and the click showing after the last of the code it needs arrived.
 */
export async function tapFigures() {
  const server = await startSiteServer();
  const browser = await launchChromium();
  try {
    const figures = [];
    for (const control of tapControls) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measureOnce(browser, server.url, control));
      }
      figures.push({
        name: control.name,
        path: control.path,
        appMs: median(samples.map((sample) => sample.appMs)),
        tapMs: median(samples.map((sample) => sample.tapMs)),
        afterCodeMs: median(samples.map((sample) => sample.afterCodeMs)),
        worstAfterCodeMs: Math.max(...samples.map((sample) => sample.afterCodeMs)),
        benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
        cpuSlowdown: median(samples.map((sample) => sample.cpuSlowdown)),
      });
    }
    return { runs, figures };
  } finally {
    await browser.close();
    await server.stop();
  }
}
