import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { operatorCli } from '../support/operator-cli.ts';

/** The data folder of the server the suite runs against (playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** An email no other run of the test has used. */
export function uniqueEmail(who: string): string {
  return `${who}-${randomBytes(4).toString('hex')}@raamacademy.test`;
}

/**
 * A person no other run of the test has added (the run's database is shared, and the screens
 * name people): their name, with a mark of this run, and email.
 */
export function uniquePerson(first: string, last: string): { name: string; email: string } {
  const mark = randomBytes(3).toString('hex');
  return {
    name: `${first} ${last} ${mark}`,
    email: `${first.toLowerCase()}-${mark}@raamacademy.test`,
  };
}

/** The token of the enrolment link a CLI or screen printed (the site's origin may differ). */
export function enrolmentToken(printed: string): string {
  const token = /\/staff\/enrol#([\w-]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`No enrolment link in: ${printed}`);
  return token;
}

/** `npm run staff -- add …`, as an operator adds someone: the one-time link's token. */
export function addWithCli(name: string, email: string, role: 'admin' | 'counsellor'): string {
  const printed = operatorCli(
    'staff',
    ['add', '--email', email, '--name', name, '--role', role],
    dataDir(),
  );
  return enrolmentToken(printed);
}

/** Makes the enrolment link of the account with `email` expire, as a day passing would. */
export function expireEnrolmentLink(email: string): void {
  const db = new Database(join(dataDir(), 'academy.sqlite'));
  try {
    db.prepare(
      `update staff_enrolment_tokens set expires_at = ?
       where account_id = (select id from staff_accounts where email = ?)`,
    ).run(new Date(Date.now() - 60_000).toISOString(), email);
  } finally {
    db.close();
  }
}

/**
 * A passkey authenticator built into this page's device (Chromium's virtual one): it creates
 * discoverable credentials and confirms the person at once, like a phone's fingerprint.
 */
export async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Opens a one-time link and creates a passkey named `label`: signed in, on the leads. */
export async function enrol(page: Page, token: string, name: string, label: string) {
  await page.goto(`/staff/enrol#${token}`);
  await expect(page.getByText(`This link is for ${name}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'A name for this device' }).fill(label);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(name);
  await expect(page).toHaveURL(/\/staff\/?$/);
}

/** Status and body of a same-origin request the page itself makes, with its cookies. */
export function fetchFromPage(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    { path, method: init.method, body: init.body },
  );
}

/**
 * What the device keeps: every Cache Storage entry's URL and every IndexedDB record, as text,
 * for each origin page `page` is on.
 */
export async function keptOnDevice(page: Page): Promise<{ cached: string[]; stored: string }> {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store).objectStore(store).getAll();
        records.push(
          await new Promise((resolve, reject) => {
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          }),
        );
      }
      db.close();
    }
    return { cached, stored: JSON.stringify(records) };
  });
}

/** The account menu in the header, then one of its items. */
export async function fromAccountMenu(page: Page, name: string, item: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
