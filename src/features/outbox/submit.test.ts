import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { flushOutbox, listRecords } from '../../lib/outbox/index.ts';
import { jsonReply, sentRequests, stubFetch, uuidPattern } from '../../test/network.ts';
import { freshStorage, noStorage } from '../../test/storage.ts';
import { collectingEvent } from '../event/event-source.ts';
import { readEvent } from '../event/event-store.ts';
import { startEvent } from '../event/start-event.ts';
import { emptyEventStart } from '../event/start-rules.ts';
import { submitApplication, submitInquiry } from './submit.ts';

beforeEach(async () => {
  await freshStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const inquiry = {
  fullName: 'Priya Raman',
  emailAddress: 'priya@example.in',
  subject: 'Fees',
  message: 'What are the fees?',
};

test('a refusal a person can correct stays kept with its field messages; sent again from its record it keeps its key, and only the confirmation lets it go', async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(
      jsonReply(400, { message: 'Please correct the errors', errors: { emailAddress: 'Invalid' } }),
    )
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 'stored-1' }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks again!', id: 'stored-2' }));

  const refused = await submitInquiry(inquiry);
  expect(refused).toMatchObject({ kind: 'refused', message: 'Please correct the errors' });
  const recordId = refused.kind === 'refused' ? refused.recordId : '';
  expect(await listRecords()).toMatchObject([
    { id: recordId, status: 'needs-attention', fieldErrors: { emailAddress: 'Invalid' } },
  ]);

  expect(await submitInquiry(inquiry, { recordId })).toEqual({
    kind: 'success',
    message: 'Thanks!',
  });
  expect(await listRecords()).toEqual([]);
  expect(await submitInquiry(inquiry)).toEqual({ kind: 'success', message: 'Thanks again!' });
  const keys = sentRequests(fetchMock).map((request) => request.idempotencyKey);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test.each([408, 425, 429, 500, 502, 503, 504])(
  'a %i waits to be sent again by itself, nothing for the visitor to correct',
  async (status) => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      jsonReply(status, { message: 'Service temporarily unavailable' }),
    );

    const busy = await submitInquiry(inquiry);
    expect(busy).toEqual({
      kind: 'waiting',
      message: 'Service temporarily unavailable',
      recordId: expect.any(String),
    });
    expect(await listRecords()).toMatchObject([{ status: 'queued', serverBusy: true }]);
  },
);

test('Submit tapped again after a replay delivered the busy submission sends it under the same key: the server answers, nothing is stored twice', async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(jsonReply(503, { message: 'Busy' }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 'stored-1' }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 'stored-1' }));

  const busy = await submitInquiry(inquiry);
  const recordId = busy.kind === 'waiting' ? busy.recordId : '';
  await flushOutbox({ force: true });
  expect(await listRecords()).toEqual([]);

  expect(await submitInquiry(inquiry, { recordId })).toEqual({
    kind: 'success',
    message: 'Thanks!',
  });
  const keys = sentRequests(fetchMock).map((request) => request.idempotencyKey);
  expect(new Set(keys).size).toBe(1);
});

test('a 200 from a Wi-Fi login page is no answer: the submission stays queued', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValueOnce(
    new Response('<html>Sign in</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  );
  expect(await submitInquiry(inquiry)).toEqual({ kind: 'queued' });
  expect(await listRecords()).toMatchObject([{ status: 'queued', payload: { subject: 'Fees' } }]);
});

test('without storage, inquiries and applications keep their unanswered keys apart', async () => {
  await noStorage();
  const fetchMock = stubFetch();
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const application = {
    fullName: 'Arun',
    email: 'arun@example.in',
    courseOfInterest: 'Robotics',
    levelOfEducation: 'PhD',
  };
  expect(await submitApplication(application)).toEqual({
    kind: 'network-error',
    message: 'Network error or server is unreachable: Failed to fetch. Please try again later.',
  });
  expect(await submitInquiry(inquiry)).toEqual({
    kind: 'network-error',
    message: 'Failed to submit. Please try again.',
  });
  await submitApplication(application);
  const [first, second, third] = sentRequests(fetchMock);
  expect(third?.idempotencyKey).toBe(first?.idempotencyKey);
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
});

test('a key is a version 4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
  expect(newIdempotencyKey()).toMatch(uuidPattern);
  // Shadow the prototype's method on this instance only, and take the shadow away afterwards.
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidPattern);
  } finally {
    Reflect.deleteProperty(crypto, 'randomUUID');
  }
  expect(typeof crypto.randomUUID).toBe('function');
});

test('in event mode a submission carries its source, kept with it and replayed unchanged; without, none', async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 'stored-1' }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 'stored-2' }));
  localStorage.clear();
  await startEvent({
    ...emptyEventStart,
    eventName: 'Chennai Education Fair',
    counsellorName: 'Meena',
    deviceLabel: 'Tablet 2',
    pin: '4821',
    confirmPin: '4821',
  });
  const before = Date.now();
  // The form asks the running event for its source (event mode's device policy).
  const event = await collectingEvent();
  expect(await submitInquiry(inquiry, { event })).toEqual({ kind: 'queued' });
  const after = Date.now();
  await flushOutbox({ force: true });

  const [offline, replayed] = sentRequests(fetchMock);
  const source = (offline?.body as { source?: { collectedAt: string } } | undefined)?.source;
  expect(source).toEqual({
    event: 'Chennai Education Fair',
    counsellor: 'Meena',
    device: 'Tablet 2',
    collectedAt: expect.stringMatching(/Z$/),
  });
  const collectedAt = Date.parse(source?.collectedAt ?? '');
  expect(collectedAt).toBeGreaterThanOrEqual(before);
  expect(collectedAt).toBeLessThanOrEqual(after);
  expect(replayed?.body).toEqual(offline?.body);
  expect(replayed?.idempotencyKey).toBe(offline?.idempotencyKey);
  // Counted for the event's tally by kind and course: no name, nothing the student typed.
  expect((await readEvent())?.collected).toEqual([
    { id: expect.any(String), kind: 'inquiries', course: '', collectedAt },
  ]);

  localStorage.clear();
  expect(await submitInquiry(inquiry)).toEqual({ kind: 'success', message: 'Thanks!' });
  expect(sentRequests(fetchMock)[2]?.body).toEqual({
    ...inquiry,
    phoneNumber: '',
    interestedCourse: '',
  });
});
