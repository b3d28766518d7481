import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImageHost } from '../support/image-host.mjs';
import { operatorCli } from '../support/operator-cli.ts';
import { startSiteServer } from '../support/site-server.mjs';
import { expect, test } from './fixtures.ts';
import {
  browserReaching,
  paintedCount,
  visitThroughServiceWorker,
} from './pictures-elsewhere-helpers.ts';

// A server, a service worker, another site and a browser of its own: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a picture another site failed to send shows once that site sends it again', async () => {
  // Like many image hosts, but for the third picture: no CORS, and missing until it is mended.
  let mended = false;
  const elsewhere = await startImageHost((path) => {
    const n = /^\/students\/([1-3])\.webp$/.exec(path)?.[1];
    if (!n || (n === '3' && !mended)) return undefined;
    const body = readFileSync(join('dist/images/students', `student-${n}.webp`));
    return { body, type: 'image/webp', cors: n !== '3' };
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-pictures-'));
  const site = await startSiteServer({ DATA_DIR: dataDir });
  const browser = await browserReaching(elsewhere);
  try {
    const pictures = [1, 2, 3].map((n) => `${elsewhere.origin}/students/${n}.webp`);
    const missing = `${elsewhere.origin}/students/3.webp`;
    const file = join(dataDir, 'home.json');
    writeFileSync(file, JSON.stringify({ heroSection: { studentImages: pictures } }));
    operatorCli('content', ['set', 'home', file], dataDir);

    const page = await (await browser.newContext()).newPage();
    const avatars = page.locator(`img[src^="${elsewhere.origin}/"]`);
    const painted = () => paintedCount(avatars);
    await visitThroughServiceWorker(page, site.url);
    await expect.poll(painted).toBe(2);
    // The worker has kept the other site's answer for the third: a 404 it cannot read.
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url))?.type, missing))
      .toBe('opaque');

    mended = true;
    await page.reload();
    await expect(avatars).toHaveCount(3);
    await expect.poll(painted).toBe(3);
  } finally {
    await browser.close();
    await site.stop();
    await elsewhere.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
