/** Leads in tests: submissions stored as the public API stores them, each with its lead row. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { insertApplication, insertInquiry } from '../db/submissions.ts';
import { anApplication, anInquiry, aSource } from './fixtures.ts';

/** An inquiry received at `receivedAt`; from `event` when given, else from the website. */
export async function storeInquiry(
  db: Db,
  receivedAt: string,
  fields: Parameters<typeof anInquiry>[0] = {},
  event?: string,
): Promise<string> {
  const id = randomUUID();
  await insertInquiry(db, {
    id,
    ...anInquiry(fields),
    receivedAt,
    source: event === undefined ? null : aSource({ event }),
    consent: null,
  });
  return id;
}

/** An adult's application received at `receivedAt`, from the website. */
export async function storeApplication(
  db: Db,
  receivedAt: string,
  fields: Parameters<typeof anApplication>[0] = {},
): Promise<string> {
  const id = randomUUID();
  await insertApplication(db, {
    id,
    ...anApplication(fields),
    receivedAt,
    source: null,
    consent: null,
    minor: false,
    ageUnknown: false,
    guardian: null,
    guardianVerifiedAt: null,
  });
  return id;
}
