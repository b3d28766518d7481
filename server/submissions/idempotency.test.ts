import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { dayMs, replayWindowDays } from '../../src/domain/submission-keys.ts';
import { findStoredResponse, purgeExpiredKeys, storeResponse } from '../db/idempotency.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { anApplication, anInquiry } from '../test/fixtures.ts';
import { postSubmission } from '../test/harness.ts';
import { suiteApp } from '../test/suite-app.ts';

describe.each(databaseKinds())('Idempotency-Key on %s', (kind) => {
  const t = suiteApp(kind);

  const post = (url: string, payload: object, key?: string) => postSubmission(t, url, payload, key);

  test('the same key twice creates one record and replays the first answer', async () => {
    const key = randomUUID();
    const application = anApplication();
    const first = await post('/api/applications', application, key);
    const second = await post('/api/applications', application, key);

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
  });

  test('a replay matches the normalised body: extra spaces and unknown fields do not matter', async () => {
    const key = randomUUID();
    const inquiry = anInquiry();
    await post('/api/inquiries', inquiry, key);
    const again = await post(
      '/api/inquiries',
      { ...inquiry, fullName: ` ${inquiry.fullName} `, extra: 1 },
      key,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countSubmissions(t.db, 'inquiries')).toBe(1);
  });

  test('the structured-field form of the header (a quoted string) is the same key', async () => {
    const key = randomUUID();
    const inquiry = anInquiry();
    await post('/api/inquiries', inquiry, key);
    const quoted = await post('/api/inquiries', inquiry, `"${key.toUpperCase()}"`);
    expect(quoted.headers['idempotent-replayed']).toBe('true');
  });

  test('the same key with a different body gets 422 and creates nothing', async () => {
    const key = randomUUID();
    await post('/api/inquiries', anInquiry(), key);
    const reused = await post('/api/inquiries', anInquiry({ subject: 'Another question' }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
    expect(await countSubmissions(t.db, 'inquiries')).toBe(1);
  });

  test('a key used on one endpoint cannot be replayed on the other', async () => {
    const key = randomUUID();
    await post('/api/inquiries', anInquiry(), key);
    const other = await post('/api/applications', anApplication(), key);
    expect(other.statusCode).toBe(422);
    expect(await countSubmissions(t.db, 'applications')).toBe(0);
  });

  test.each(['not-a-uuid', '12345', ''])('a key that is not a UUID (%j) gets 400', async (key) => {
    const response = await post('/api/inquiries', anInquiry(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Idempotency-Key must be a UUID' });
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
  });

  test('a refused body is not remembered: the corrected body succeeds under the same key', async () => {
    const key = randomUUID();
    const invalid = await post('/api/applications', anApplication({ email: '' }), key);
    expect(invalid.statusCode).toBe(400);
    const fixed = await post('/api/applications', anApplication(), key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  test('a duplicate email under a new key still gets 409', async () => {
    const application = anApplication();
    await post('/api/applications', application, randomUUID());
    const duplicate = await post('/api/applications', application, randomUUID());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(11000);
  });

  test.each([
    ['inquiries', anInquiry],
    ['applications', anApplication],
  ] as const)('20 concurrent %s with one key create exactly one record', async (endpoint, make) => {
    const key = randomUUID();
    const payload = make();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/${endpoint}`, payload, key)),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(responses.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(19);
    expect(await countSubmissions(t.db, endpoint)).toBe(1);
  });

  test('a key outlives the outbox replaying it by a day, then is purged', async () => {
    const now = new Date('2026-06-30T12:00:00.000Z');
    const ago = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
    const row = { requestHash: 'h', status: 201, responseBody: '{}', recordId: null };
    // A device replays for replayWindowDays after making the key; its clock may run behind.
    await storeResponse(t.db, { ...row, key: 'last-replay', createdAt: ago(replayWindowDays) });
    await storeResponse(t.db, { ...row, key: 'clock-behind', createdAt: ago(30.9) });
    await storeResponse(t.db, { ...row, key: 'old', createdAt: ago(31.1) });

    expect(await purgeExpiredKeys(t.db, now)).toBe(1);
    expect(await findStoredResponse(t.db, 'old')).toBeUndefined();
    expect(await findStoredResponse(t.db, 'last-replay')).toBeDefined();
    expect(await findStoredResponse(t.db, 'clock-behind')).toBeDefined();
  });
});
