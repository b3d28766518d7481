// Screenshots of pages at phone and desktop width, for looking at the site as a visitor does.
// Usage: node tests/support/screenshots.mjs <base-url> <out-dir> [path ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:8080', outDir = '/tmp/shots', ...routes] = process.argv.slice(2);
const paths = routes.length > 0 ? routes : ['/'];
const viewports = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
];
const fullPage = process.env.FULL_PAGE !== '0';

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const viewport of viewports) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 600));
    const name = `${viewport.name}${path.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage });
    console.log(join(outDir, name));
  }
  await context.close();
}
await browser.close();
