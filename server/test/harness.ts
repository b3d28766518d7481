/** Builds the real app over a test database, plus a second connection for checking rows. */

import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { type AppOptions, buildApp } from '../app.ts';
import { genesisHash } from '../db/audit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { storeResponse } from '../db/idempotency.ts';
import { allSubmissions, type SubmissionKind, type SubmissionRecord } from '../db/submissions.ts';
import type { TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startTestApp(
  database: TestDatabase,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const app = await buildApp({
    database: database.target,
    staticDir: options.staticDir ?? (await fakeSite()),
    rateLimitMax: 1_000_000,
    logLevel: 'silent',
    // A body without consent is what an old outbox sends, and is stored, whatever today's date;
    // the day that stops is a test of its own (routes/submissions.test.ts).
    consentRequiredFrom: new Date('2100-01-01T00:00:00.000Z'),
    ...options,
  });
  const db = openDatabase(database.target);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** Empties every table, so each test starts from nothing. */
export async function clearTables(db: Db): Promise<void> {
  // A lead's rows first: they name the lead, and the lead its assigned account.
  await db.deleteFrom('leadNotes').execute();
  await db.deleteFrom('leadEvents').execute();
  await db.deleteFrom('leadNameWords').execute();
  await db.deleteFrom('leads').execute();
  await db.deleteFrom('inquiries').execute();
  await db.deleteFrom('applications').execute();
  await db.deleteFrom('idempotencyKeys').execute();
  await db.deleteFrom('erasedSubmissions').execute();
  await db.deleteFrom('pageContent').execute();
  await db.deleteFrom('withdrawals').execute();
  await db.deleteFrom('dataRequests').execute();
  await db.deleteFrom('auditEntries').execute();
  await db
    .updateTable('auditChain')
    .set({ seq: 0, hash: genesisHash, trimmedSeq: 0, trimmedHash: genesisHash })
    .execute();
  // Children before their accounts: PostgreSQL enforces the references.
  await db.deleteFrom('staffSessions').execute();
  await db.deleteFrom('staffPasskeys').execute();
  await db.deleteFrom('staffEnrolmentTokens').execute();
  await db.deleteFrom('staffSignInFailures').execute();
  await db.deleteFrom('staffChallenges').execute();
  await db.deleteFrom('staffAccounts').execute();
}

/** The fake site's start script: the text its pages would carry inline, as the build leaves it. */
export const fakeStartScript = "document.documentElement.dataset.started='true'";

export const shellHtml =
  '<!doctype html><html><head><title>shell</title></head><body></body></html>';

/**
 * A tiny stand-in for dist/: the app shell, a service worker, a manifest, robots.txt and the
 * start script's text.
 */
export async function fakeSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-site-'));
  await writeFile(join(dir, pageStartScriptFile), fakeStartScript);
  await writeFile(join(dir, 'index.html'), shellHtml);
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"RAAM"}');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export const jsonHeaders = { 'content-type': 'application/json' };

/** POSTs a submission's body as JSON, under an Idempotency-Key when one is given. */
export function postSubmission(t: TestApp, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

/**
 * Every stored record of a kind, oldest first, also those held apart from lists and exports (a
 * minor's application waiting for its guardian, a withdrawn one). Array.fromAsync needs Node 22.
 */
export async function storedRecords(db: Db, kind: SubmissionKind): Promise<SubmissionRecord[]> {
  const ids = (await db.selectFrom(kind).select('id').execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const records: SubmissionRecord[] = [];
  for await (const record of allSubmissions(db, kind, { ids })) records.push(record);
  return records;
}

/**
 * A key as a release before sources and consent stored it: hashed from the kind's name and the
 * normalised form fields only. Returns the answer stored with it.
 */
export async function storeKeyAsOlderRelease(
  db: Db,
  key: string,
  kindName: string,
  normalised: object,
): Promise<{ message: string; id: string }> {
  const requestHash = createHash('sha256')
    .update(`${kindName}\n${JSON.stringify(normalised)}`)
    .digest('hex');
  const answer = { message: 'Stored by the previous release', id: randomUUID() };
  await storeResponse(db, {
    key,
    requestHash,
    status: 201,
    responseBody: JSON.stringify(answer),
    createdAt: new Date().toISOString(),
    recordId: answer.id,
  });
  return answer;
}
