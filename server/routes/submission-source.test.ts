import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { dayMs } from '../../src/domain/submission-keys.ts';
import { formErrorBanner, normaliseInquiry } from '../../src/domain/submissions.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { anApplication, anInquiry, aSource } from '../test/fixtures.ts';
import { postSubmission, storedRecords, storeKeyAsOlderRelease } from '../test/harness.ts';
import { suiteApp } from '../test/suite-app.ts';

describe.each(databaseKinds())('submissions collected at an event on %s', (kind) => {
  const t = suiteApp(kind);

  const post = (url: string, payload: object, key?: string) => postSubmission(t, url, payload, key);

  test.each([
    ['inquiries', anInquiry],
    ['applications', anApplication],
  ] as const)('a submission to %s is stored with its source, trimmed', async (endpoint, make) => {
    const source = aSource();
    const response = await post(`/api/${endpoint}`, {
      ...make(),
      source: { ...source, event: `  ${source.event} `, extra: 'not stored' },
    });

    expect(response.statusCode).toBe(201);
    const [stored] = await storedRecords(t.db, endpoint);
    expect(stored?.id).toBe(response.json().id);
    expect(stored?.source).toEqual(source);
  });

  test('a device without a label sends an empty one, stored as empty', async () => {
    const response = await post('/api/inquiries', {
      ...anInquiry(),
      source: aSource({ device: '' }),
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedRecords(t.db, 'inquiries');
    expect(stored?.source).toMatchObject({ device: '' });
  });

  test.each([
    ['inquiries', anInquiry],
    ['applications', anApplication],
  ] as const)(
    'a submission to %s without a source is stored with NULLs',
    async (endpoint, make) => {
      expect((await post(`/api/${endpoint}`, make())).statusCode).toBe(201);
      expect((await post(`/api/${endpoint}`, { ...make(), source: null })).statusCode).toBe(201);

      const records = await storedRecords(t.db, endpoint);
      expect(records.map((record) => record.source)).toEqual([null, null]);
      const { rows } = await sql<{ nulls: number | string }>`
      select count(*) as nulls from ${sql.table(endpoint)}
      where event is null and counsellor is null and device is null and collected_at is null
    `.execute(t.db);
      expect(Number(rows[0]?.nulls)).toBe(2);
    },
  );

  const inADay = (ms: number) => new Date(Date.now() + dayMs + ms).toISOString();

  test.each([
    ['source.event', { event: '   ' }, 'Event name is required'],
    ['source.event', { event: 'e'.repeat(121) }, 'Event name must be at most 120 characters'],
    ['source.counsellor', { counsellor: '' }, 'Counsellor name is required'],
    [
      'source.counsellor',
      { counsellor: 'c'.repeat(81) },
      'Counsellor name must be at most 80 characters',
    ],
    ['source.device', { device: 'd'.repeat(41) }, 'Device label must be at most 40 characters'],
    ['source.collectedAt', { collectedAt: '' }, 'Collection time is required'],
    [
      'source.collectedAt',
      { collectedAt: '26/11/2026 10:30' },
      'Collection time must be a UTC time such as 2026-11-26T09:30:00.000Z',
    ],
    [
      'source.collectedAt',
      { collectedAt: '2026-02-30T09:30:00.000Z' },
      'Collection time must be a UTC time such as 2026-11-26T09:30:00.000Z',
    ],
    [
      'source.collectedAt',
      { collectedAt: '2019-12-31T23:59:59.999Z' },
      'Collection time cannot be before 2020',
    ],
    [
      'source.collectedAt',
      { collectedAt: inADay(60_000) },
      'Collection time cannot be more than a day ahead of now',
    ],
  ] as const)(
    '%s: %j is refused with 400 and nothing is stored',
    async (field, change, message) => {
      const inquiry = await post('/api/inquiries', { ...anInquiry(), source: aSource(change) });
      const application = await post('/api/applications', {
        ...anApplication(),
        source: aSource(change),
      });

      for (const response of [inquiry, application]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: formErrorBanner, errors: { [field]: message } });
      }
      expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
      expect(await countSubmissions(t.db, 'applications')).toBe(0);
    },
  );

  test('a source that is not an object is refused field by field', async () => {
    const response = await post('/api/inquiries', { ...anInquiry(), source: 'Chennai fair' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([
      'source.event',
      'source.counsellor',
      'source.collectedAt',
    ]);
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
  });

  test('form and source errors come back together', async () => {
    const response = await post('/api/applications', {
      ...anApplication({ email: '' }),
      source: aSource({ counsellor: '' }),
    });
    expect(response.json().errors).toEqual({
      email: 'Email is required',
      'source.counsellor': 'Counsellor name is required',
    });
  });

  test('a replay with the same key and the same source stores one record', async () => {
    const key = randomUUID();
    const application = { ...anApplication(), source: aSource() };
    const first = await post('/api/applications', application, key);
    const again = await post(
      '/api/applications',
      { ...application, source: { ...application.source, counsellor: ' Lakshmi Narayanan ' } },
      key,
    );

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
  });

  test.each([
    ['another source', { ...anInquiry(), source: aSource() }, aSource({ device: 'Phone 1' })],
    ['a source added', anInquiry(), aSource()],
    ['the source left out', { ...anInquiry(), source: aSource() }, undefined],
  ])('the same key with %s gets 422 and stores nothing more', async (_, first, source) => {
    const key = randomUUID();
    expect((await post('/api/inquiries', first, key)).statusCode).toBe(201);
    const reused = await post('/api/inquiries', { ...first, source }, key);

    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await countSubmissions(t.db, 'inquiries')).toBe(1);
  });

  test('a key stored before sources existed still replays its submission sent without one', async () => {
    const key = randomUUID();
    const inquiry = anInquiry();
    const answer = await storeKeyAsOlderRelease(t.db, key, 'inquiry', normaliseInquiry(inquiry));

    const replay = await post('/api/inquiries', inquiry, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(answer);
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
  });

  // A control character takes 6 bytes in JSON: the most bytes a valid body can take.
  const control = (length: number) => '\u0001'.repeat(length);

  test('an application at its longest in control characters, with its longest source, is stored', async () => {
    const response = await post('/api/applications', {
      ...anApplication({
        fullName: control(100),
        email: `${control(124)}@${control(127)}.x`,
        phone: control(30),
        address: control(500),
        courseOfInterest: 'Object-Oriented Programming (C++/Java)',
        message: control(5000),
      }),
      source: aSource({ event: control(120), counsellor: control(80), device: control(40) }),
    });
    expect(response.statusCode).toBe(201);
  });
});
