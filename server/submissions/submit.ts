/**
 * One submission, exactly once. The record and the response stored under its Idempotency-Key
 * are written in one transaction, so either both exist or neither does.
 *
 * Races: two requests with the same key both miss the first lookup and both try to insert the
 * key row. The database lets only one commit; the other blocks on the key's primary-key index
 * (PostgreSQL) or waits for the single writer (SQLite), then fails with a unique violation,
 * rolls back its record, re-reads the winner's stored response and replays it. So every
 * concurrent duplicate gets the same 201 and exactly one record exists.
 */
import { createHash, randomUUID } from 'node:crypto';
import { defaultConsentRequiredFrom } from '../../src/domain/consent.ts';
import {
  type SubmissionSource,
  sourceOfBody,
  validateSource,
} from '../../src/domain/submission-source.ts';
import { formErrorBanner, hasErrors } from '../../src/domain/submissions.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  findStoredResponse,
  type StoredResponse,
  storeResponse,
  wasErased,
} from '../db/idempotency.ts';

export interface SubmissionKind<T extends object> {
  /** Part of the request hash, so one key cannot be reused across endpoints. */
  name: string;
  /** Whether a `source` member (event mode) is read; other kinds ignore one. */
  carriesSource: boolean;
  /** Members a body may leave out are absent from the result when left out (see hashRequest). */
  normalise(raw: unknown): T;
  validate(values: T, rules: SubmitRules): object;
  insert(
    db: Db,
    id: string,
    values: T,
    source: SubmissionSource | null,
    receivedAt: string,
  ): Promise<void>;
  successMessage: string;
  /** The answer to a unique violation that the key does not explain (a duplicate email). */
  conflict?: { status: number; body: object };
}

/** The id answered for a submission that was erased: there is no record to name. */
export const erasedId = 'erased';

export interface Outcome {
  status: number;
  body: object;
  replayed: boolean;
}

/** What a submission is checked against besides its own values. */
export interface SubmitRules {
  /** The server's clock, for times a device sends. */
  now: Date;
  /** From when a body without consent is refused (config.ts `CONSENT_REQUIRED_FROM`). */
  consentRequiredFrom: Date;
}

export async function submit<T extends object>(
  db: Db,
  kind: SubmissionKind<T>,
  rawBody: unknown,
  key: string | undefined,
  given: Partial<SubmitRules> = {},
): Promise<Outcome> {
  const rules: SubmitRules = {
    now: given.now ?? new Date(),
    consentRequiredFrom: given.consentRequiredFrom ?? defaultConsentRequiredFrom,
  };
  const { now } = rules;
  const values = kind.normalise(rawBody);
  const source = kind.carriesSource ? sourceOfBody(rawBody) : null;
  const requestHash = hashRequest(kind.name, values, source);

  if (key !== undefined) {
    const stored = await findStoredResponse(db, key);
    if (stored) return replay(stored, requestHash);
    // Erased at the person's request while a device still held it: the device hears that it
    // arrived, and stops; nothing is stored again.
    if (await wasErased(db, key)) {
      return { status: 200, body: { message: kind.successMessage, id: erasedId }, replayed: true };
    }
  }

  const errors = { ...kind.validate(values, rules), ...validateSource(source, now) };
  if (hasErrors(errors)) {
    return { status: 400, body: { message: formErrorBanner, errors }, replayed: false };
  }

  const id = randomUUID();
  const body = { message: kind.successMessage, id };
  const receivedAt = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      // The key goes first: a concurrent twin then waits on it rather than on the record.
      if (key !== undefined) {
        await storeResponse(trx, {
          key,
          requestHash,
          status: 201,
          responseBody: JSON.stringify(body),
          createdAt: receivedAt,
          recordId: id,
        });
      }
      await kind.insert(trx, id, values, source, receivedAt);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (key !== undefined) {
      const stored = await findStoredResponse(db, key);
      if (stored) return replay(stored, requestHash);
    }
    if (kind.conflict) return { ...kind.conflict, replayed: false };
    throw error;
  }
  return { status: 201, body, replayed: false };
}

function replay(stored: StoredResponse, requestHash: string): Outcome {
  if (stored.requestHash !== requestHash) {
    return {
      status: 422,
      body: { message: 'This Idempotency-Key was already used for a different request' },
      replayed: false,
    };
  }
  return { status: stored.status, body: JSON.parse(stored.responseBody), replayed: true };
}

/**
 * Normalised values have a fixed key order, so equal submissions hash equally. A submission
 * without a source, a consent or a guardian hashes exactly as before those existed (each is
 * left out when absent), so a key stored by an older server still matches its replay.
 */
function hashRequest(kindName: string, values: object, source: SubmissionSource | null): string {
  const hashed = source === null ? values : { ...values, source };
  return createHash('sha256')
    .update(`${kindName}\n${JSON.stringify(hashed)}`)
    .digest('hex');
}
