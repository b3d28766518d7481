import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { duplicateApplicationMessage } from '../../domain/submissions.ts';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import { application } from '../../test/outbox-records.ts';
import { freshStorage } from '../../test/storage.ts';
import { busy, withClaim } from './claim.ts';
import { flushOutbox, syncOutbox } from './flush.ts';
import { type OutboxEvent, onOutboxEvent } from './outbox-events.ts';
import { listRecords, putRecord } from './outbox-store.ts';
import { backoffMs, retryAfterMs, tooOldText } from './send-record.ts';

beforeEach(async () => {
  await freshStorage();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a replay sends the oldest first with each record its own key, removes what was delivered and announces it', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async () => jsonReply(201, { message: 'Created', id: 'stored-1' }));
  await putRecord(application('b', 'b@example.in', 2));
  await putRecord(application('a', 'a@example.in', 1));
  const events: OutboxEvent[] = [];
  const stop = onOutboxEvent((event) => events.push(event));

  const summary = await flushOutbox();
  stop();

  expect(sentRequests(fetchMock).map((request) => request.idempotencyKey)).toEqual([
    'key-a',
    'key-b',
  ]);
  expect(summary.waiting).toBe(0);
  expect(await listRecords()).toEqual([]);
  expect(events).toContainEqual({
    type: 'delivered',
    text: 'Your application for Robotics was sent',
  });
});

test('a duplicate (409) needs attention with the spec text and is not sent again', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(jsonReply(409, { message: 'Duplicate', code: 11000 }));
  await putRecord(application('a', 'a@example.in'));

  await flushOutbox({ force: true });
  await flushOutbox({ force: true });

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [record] = await listRecords();
  expect(record?.status).toBe('needs-attention');
  expect(record?.lastError).toBe(duplicateApplicationMessage);
});

test('a 429 waits for its Retry-After, even when the connection comes back', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }))
    .mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
  await putRecord(application('a', 'a@example.in'));

  const first = await flushOutbox();
  expect(first.nextAttemptAt).toBe(1_002_000);
  vi.setSystemTime(1_001_999);
  await flushOutbox({ force: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  vi.setSystemTime(1_002_000);
  await flushOutbox();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(await listRecords()).toEqual([]);
});

test('no answer or a 5xx keeps the record and backs off', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  const fetchMock = stubFetch();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  fetchMock.mockResolvedValueOnce(jsonReply(503, {}));
  await putRecord(application('a', 'a@example.in'));

  await flushOutbox();
  const [afterNoAnswer] = await listRecords();
  expect(afterNoAnswer?.attempts).toBe(1);
  expect(afterNoAnswer?.retryAt).toBeGreaterThan(1_000_000);
  // Not due yet: nothing is sent until the backoff has passed or the visitor asks.
  await flushOutbox();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await flushOutbox({ force: true });
  const [after503] = await listRecords();
  expect(after503?.status).toBe('queued');
  expect(after503?.attempts).toBe(2);
});

test('"Send now" sends at once, whatever a 429 asked for', async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '600' } }))
    .mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
  await putRecord(application('a', 'a@example.in'));

  await flushOutbox();
  await flushOutbox({ force: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await flushOutbox({ visitorAsked: true });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(await listRecords()).toEqual([]);
});

test('a wait set before the clock was moved back does not stall the record', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async () => jsonReply(201, { id: 'stored-1' }));
  // Set an hour ahead, as by a clock that has since been put back an hour.
  const hourAhead = Date.now() + 3_600_000;
  await putRecord({ ...application('a', 'a@example.in'), retryAt: hourAhead });
  await putRecord({ ...application('b', 'b@example.in'), serverRetryAt: hourAhead });

  await flushOutbox();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(await listRecords()).toEqual([]);
});

test("a 200 that is not the API's answer (a Wi-Fi login page) keeps the record", async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(
    new Response('<html>Sign in to the Wi-Fi</html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    }),
  );
  await putRecord(application('a', 'a@example.in'));

  await flushOutbox({ force: true });
  const [record] = await listRecords();
  expect(record?.status).toBe('queued');
  expect(record?.attempts).toBe(1);
});

test('a record older than the server remembers its key is not replayed; it needs attention', async () => {
  const fetchMock = stubFetch();
  await putRecord({ ...application('a', 'a@example.in'), keyAt: Date.now() - 31 * 86_400_000 });

  await flushOutbox({ force: true });
  expect(fetchMock).not.toHaveBeenCalled();
  const [record] = await listRecords();
  expect(record?.status).toBe('needs-attention');
  expect(record?.lastError).toBe(tooOldText);
});

test('without Web Locks, a record claimed by one sender is busy for another', async () => {
  await putRecord(application('a', 'a@example.in'));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const first = withClaim('a', () => held.then(() => 'sent'));
  await vi.waitFor(async () => expect((await listRecords())[0]?.lease).toBeDefined());
  expect(await withClaim('a', async () => 'sent twice')).toBe(busy);
  release();
  expect(await first).toBe('sent');
  expect((await listRecords())[0]?.lease).toBeUndefined();
  expect(await withClaim('a', async () => 'sent again')).toBe('sent again');
});

test('backoff grows, is capped at five minutes, and is jittered; Retry-After reads seconds or a date', () => {
  expect(backoffMs(1, () => 1)).toBe(2000);
  expect(backoffMs(3, () => 1)).toBe(8000);
  expect(backoffMs(30, () => 1)).toBe(300_000);
  expect(backoffMs(3, () => 0)).toBe(4000);
  expect(retryAfterMs('2', 0)).toBe(2000);
  expect(retryAfterMs(new Date(10_000).toUTCString(), 5000)).toBe(5000);
  expect(retryAfterMs(null, 0)).toBe(30_000);
  // However long the server asks for, never more than ten minutes.
  expect(retryAfterMs('86400', 0)).toBe(600_000);
  expect(retryAfterMs(new Date(86_400_000).toUTCString(), 0)).toBe(600_000);
});

test("a busy server's Retry-After holds the next try back, even when the connection comes back", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'Retry-After': '120' } }))
    .mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
  await putRecord(application('a', 'a@example.in'));

  const first = await flushOutbox();
  expect(first.nextAttemptAt).toBe(1_120_000);
  const [waiting] = await listRecords();
  expect(waiting).toMatchObject({ status: 'queued', serverBusy: true });
  vi.setSystemTime(1_119_999);
  await flushOutbox({ force: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  vi.setSystemTime(1_120_000);
  await flushOutbox();
  expect(await listRecords()).toEqual([]);
});

test('a replay refused for invalid values needs attention and keeps the messages by field', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(
    jsonReply(422, { message: 'Please correct the errors', errors: { email: 'Invalid email' } }),
  );
  await putRecord(application('a', 'a@example.in'));

  await flushOutbox({ force: true });
  const [record] = await listRecords();
  expect(record).toMatchObject({
    status: 'needs-attention',
    fieldErrors: { email: 'Invalid email' },
  });
  expect(record?.serverBusy).toBeUndefined();
});

test.each([408, 425, 500, 502, 504])(
  'a replay answered %i (the server busy or its own timeout) waits and is sent again, needing nobody',
  async (status) => {
    const fetchMock = stubFetch();
    fetchMock
      .mockResolvedValueOnce(jsonReply(status, { message: 'Request Timeout' }))
      .mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
    await putRecord(application('a', 'a@example.in'));

    const first = await flushOutbox({ force: true });
    expect(first.waiting).toBe(1);
    const [record] = await listRecords();
    expect(record).toMatchObject({ status: 'queued', serverBusy: true });
    await flushOutbox({ force: true });
    expect(await listRecords()).toEqual([]);
  },
);

test("the service worker's sync fails while a record still waits, so the browser tries again, and succeeds once all is sent", async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(jsonReply(503, {}))
    .mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
  await putRecord(application('a', 'a@example.in'));

  await expect(syncOutbox()).rejects.toThrow('Submissions still wait to be sent');
  await expect(syncOutbox()).rejects.toThrow('Submissions still wait to be sent');
  await expect(syncOutbox()).resolves.toBeUndefined();
  expect(await listRecords()).toEqual([]);
});

test('a Retry-After is the whole wait, however many tries without a connection came before', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValueOnce(
    new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }),
  );
  // Eight tries went unanswered offline: our own backoff alone would wait minutes.
  await putRecord({ ...application('a', 'a@example.in'), attempts: 8 });

  const summary = await flushOutbox({ force: true });
  expect(summary.nextAttemptAt).toBe(1_002_000);
});
