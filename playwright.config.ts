import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4183);
/** E2E_BASE_URL runs the suite against a server that is already running instead of its own. */
const externalBaseURL = process.env.E2E_BASE_URL;
export const baseURL = externalBaseURL ?? `http://localhost:${port}`;
// One database for the run; workers inherit the variable, so specs can read what the server stored.
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
  // Removed once the run is over and its server has stopped; a folder named by E2E_DATA_DIR is
  // the caller's and stays.
  process.env.E2E_DATA_DIR = created;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Chromium as visitors run it, for what only the whole browser has: Background Sync and
 * installing the app (tests tagged @full-chromium, and the installability check).
 */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine, Blink and V8,
 * without the browser around it. It runs the suite in about two thirds of the time the whole
 * browser takes on the 2-core machine (decision 054).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The desktop both desktop projects emulate. */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI, a test that fails is run once more, so the report tells a flaky test (passed the
  // second time) from a broken one; either fails the run: a test that passes only sometimes
  // proves nothing, and hides the day it starts failing for good.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records every action's page and costs the browser about a seventh of the run's
    // CPU (measured on the 2-core machine), so it is recorded on the retry of a failed test,
    // beside the first failure's screenshot and call log.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  // Every test runs on the desktop; a test whose result depends on the screen size, or on
  // touch (a layout, a menu, what fits or covers what), is tagged @phone and runs on the phone
  // too. @phone-only: a test of the phone alone (its menu, a size only a phone has), or a long
  // walk run once, on the device it is made on (a day at a fair, on a counsellor's tablet).
  // @full-chromium: a test of what the headless shell lacks, run on the desktop in the whole
  // browser instead.
  projects: [
    {
      name: 'desktop',
      use: desktop,
      grepInvert: /@phone-only|@full-chromium/,
    },
    {
      name: 'desktop-full',
      use: { ...desktop, launchOptions: { executablePath: fullChromiumPath, args: chromiumArgs } },
      grep: /@full-chromium/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        // A phone's screen is as wide as its viewport: with the desktop profile's 1920 px
        // screen, Chromium's preload scanner sizes `100vw` pictures for a desktop.
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@phone/,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // The production build served by the real server, with a database of its own.
        command: 'node build/server/server/main.js',
        url: `${baseURL}/api/health`,
        timeout: 30_000,
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      },
});
