// The staff workspace as a counsellor opens it on her phone, for the staff-workspace section of
// `npm run bench`: a server with 60 leads sent through the public API, a counsellor's account and
// a session made the way signing in makes one, so Lighthouse can load the screens signed in.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../server/ensure-build.mjs';

const built = (path) => pathToFileURL(join(projectRoot, 'build/server', path)).href;
const leadCount = 60;
const courses = ['Robotics', 'Data Science', 'Python Programming', 'Full Stack Development'];
const names = ['Priya Raman', 'Karthik Iyer', 'Divya Subramanian', 'Arjun Menon', 'Kavya Rao'];

/** Sends the leads, adds a counsellor and signs her in: her cookie and one lead's id. */
export async function signedInWorkspace(server) {
  const { openDatabase } = await import(built('server/db/connect.js'));
  const { insertStaffAccount } = await import(built('server/db/staff-accounts.js'));
  const { createSession } = await import(built('server/db/staff-sessions.js'));
  const { sessionCookieName } = await import(built('server/staff/session-cookie.js'));
  const { consentNoticeVersion } = await import(built('src/domain/consent.js'));

  for (let index = 0; index < leadCount; index++) {
    const response = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        fullName: names[index % names.length],
        emailAddress: `lead-${index}@example.in`,
        phoneNumber: `98400${String(10000 + index)}`,
        interestedCourse: courses[index % courses.length],
        subject: 'Weekend batches',
        message: 'Do you run weekend batches for working people?',
        consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
      }),
    });
    if (response.status !== 201) throw new Error(`inquiry refused: ${response.status}`);
  }

  const db = openDatabase({ kind: 'sqlite', file: join(server.dataDir, 'academy.sqlite') });
  try {
    const now = new Date();
    const account = await insertStaffAccount(
      db,
      {
        id: randomUUID(),
        name: 'Asha Kumar',
        email: 'asha@academy.example',
        role: 'counsellor',
      },
      now,
    );
    const { token } = await createSession(db, account.id, now, { idleHours: 12, maxDays: 7 });
    const lead = await db.selectFrom('leads').select('id').limit(1).executeTakeFirstOrThrow();
    return { cookie: `${sessionCookieName}=${token}`, leadId: lead.id };
  } finally {
    await db.destroy();
  }
}

/**
 * Lighthouse's mobile network as DevTools applies it (its "devtools" throttling: the simulated
 * 150 ms and 1.6 Mbps, as a real link's packets show them).
 */
export const emulatedMobile = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * First paint and largest paint of each screen as the phone shows them, in a real browser whose
 * network and CPU are slowed (not simulated from a trace): what paints first is what the page
 * shows first, whatever order an unthrottled load happened to paint in. `ready` is a text the
 * screen shows once its data has arrived. Medians of `runs`.
 */
export async function emulatedPaints(server, cookie, screens, runs) {
  const { launchChromium } = await import('./budgets.mjs');
  const { benchmarkExpression, slowdownFor } = await import('./phone.mjs');
  const browser = await launchChromium();
  try {
    const results = [];
    for (const screen of screens) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          screen: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        try {
          // As the browser would send the session's cookie (a __Host- cookie cannot be set for a
          // domain from outside the page).
          await context.setExtraHTTPHeaders({ Cookie: cookie });
          const page = await context.newPage();
          const benchmarkIndex = await page.evaluate(benchmarkExpression);
          const cpuSlowdown = slowdownFor(benchmarkIndex);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', emulatedMobile);
          // When the screen's data first shows: the mutation that brings its text.
          await page.addInitScript((ready) => {
            new MutationObserver((_, observer) => {
              if (!document.body?.textContent?.includes(ready)) return;
              window.__shownAt = performance.now();
              observer.disconnect();
            }).observe(document, { subtree: true, childList: true, characterData: true });
          }, screen.ready);
          await page.goto(new URL(screen.route, server.url).href, { waitUntil: 'commit' });
          await page.getByText(screen.ready).first().waitFor({ timeout: 60_000 });
          // Painted, and the paint reported: two frames after it is in the page.
          await page.evaluate(
            () =>
              new Promise((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
              ),
          );
          const paints = await page.evaluate(
            () =>
              new Promise((resolve) => {
                const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
                new PerformanceObserver((list) => {
                  const entries = list.getEntries();
                  resolve({ fcp, lcp: entries.at(-1)?.startTime, shown: window.__shownAt });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          samples.push({ ...paints, benchmarkIndex, cpuSlowdown });
        } finally {
          await context.close();
        }
      }
      results.push({
        ...screen,
        fcp: median(samples.map((sample) => sample.fcp)),
        lcp: median(samples.map((sample) => sample.lcp)),
        shown: median(samples.map((sample) => sample.shown)),
        cpuSlowdown: median(samples.map((sample) => sample.cpuSlowdown)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
