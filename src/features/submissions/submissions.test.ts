import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch, uuidPattern } from '../../test/network.ts';
import { freshStorage, noStorage } from '../../test/storage.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { submitApplication, submitInquiry } from './submissions.ts';

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

test('an answered submission frees its key: sending the same values again is a new submission', async () => {
  const fetchMock = stubFetch();
  fetchMock
    .mockResolvedValueOnce(jsonReply(500, { message: 'Oops' }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 1 }))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Thanks again!', id: 2 }));

  expect(await submitInquiry(inquiry)).toEqual({ kind: 'rejected', message: 'Oops' });
  expect(await submitInquiry(inquiry)).toEqual({ kind: 'success', message: 'Thanks!' });
  expect(await submitInquiry(inquiry)).toEqual({ kind: 'success', message: 'Thanks again!' });
  const keys = sentRequests(fetchMock).map((request) => request.idempotencyKey);
  expect(new Set(keys).size).toBe(3);
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
