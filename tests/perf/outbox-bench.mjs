// The outbox section of `npm run bench` (a measurement, not a test): how long a device that
// comes back online takes to deliver 200 queued submissions to the real server on loopback
// (SQLite), through the app's own replay in a real browser and service worker.
import { randomUUID } from 'node:crypto';
import { launchChromium } from './budgets.mjs';

export const replayCount = 200;

function queuedRecord(index, run) {
  const inquiry = index % 2 === 0;
  const email = `bench-${run}-${index}@example.in`;
  return {
    id: randomUUID(),
    kind: inquiry ? 'inquiries' : 'applications',
    payload: inquiry
      ? {
          fullName: `Bench Visitor ${index}`,
          emailAddress: email,
          phoneNumber: '+91 98400 00000',
          interestedCourse: 'Robotics',
          subject: 'Weekend batches',
          message: 'Do you run weekend batches?',
        }
      : {
          fullName: `Bench Applicant ${index}`,
          email,
          phone: '+91 98400 00000',
          address: '12, Arcot Road, Chennai',
          courseOfInterest: 'Robotics',
          levelOfEducation: "Bachelor's Degree",
          message: '',
        },
    key: randomUUID(),
    savedAt: Date.now() + index,
    status: 'queued',
    attempts: 0,
    retryAt: 0,
    serverRetryAt: 0,
  };
}

/** Resolves to { count, ms, perSecond }. */
export async function outboxReplay(baseUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/apply', baseUrl).href);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await context.setOffline(true);
    const run = randomUUID().slice(0, 8);
    const records = Array.from({ length: replayCount }, (_, index) => queuedRecord(index, run));
    // Written as the app writes them (idb-keyval's database and store names).
    await page.evaluate(
      (list) =>
        new Promise((resolve, reject) => {
          const opening = indexedDB.open('raam-outbox');
          opening.onupgradeneeded = () => opening.result.createObjectStore('records');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const transaction = opening.result.transaction('records', 'readwrite');
            for (const record of list) transaction.objectStore('records').put(record, record.id);
            transaction.oncomplete = () => {
              opening.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      records,
    );
    // The app finds them at start and waits for the connection.
    await page.reload();
    await page.getByRole('button', { name: /submissions saved on this device/ }).waitFor();
    // Every 201 the server sends, to the page or to its service worker.
    let created = 0;
    context.on('response', (response) => {
      if (response.request().method() === 'POST' && response.status() === 201) created += 1;
    });
    const started = performance.now();
    await context.setOffline(false);
    const waiting = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const opening = indexedDB.open('raam-outbox');
            opening.onsuccess = () => {
              const counting = opening.result.transaction('records').objectStore('records').count();
              counting.onsuccess = () => {
                opening.result.close();
                resolve(counting.result);
              };
            };
          }),
      );
    const deadline = Date.now() + 300_000;
    while ((await waiting()) > 0) {
      if (Date.now() > deadline) throw new Error('The outbox did not empty within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ms = performance.now() - started;
    if (created !== replayCount) {
      throw new Error(`Expected ${replayCount} submissions stored, the server created ${created}`);
    }
    return { count: replayCount, ms, perSecond: (replayCount / ms) * 1000 };
  } finally {
    await browser.close();
  }
}
