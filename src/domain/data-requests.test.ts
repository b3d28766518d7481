import { expect, test } from 'vitest';
import { dataRequestClock, validateDataRequest } from './data-requests.ts';

const receivedAt = '2026-11-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

test('a request is due 30 days after it arrived, each part of a day counted whole', () => {
  const waiting = { receivedAt, doneAt: null };
  expect(dataRequestClock(waiting, at('2026-11-01T10:01:00.000Z'))).toEqual({
    kind: 'due',
    dueAt: '2026-12-01T10:00:00.000Z',
    days: 30,
  });
  expect(dataRequestClock(waiting, at('2026-11-30T10:00:01.000Z'))).toMatchObject({
    kind: 'due',
    days: 1,
  });
  expect(dataRequestClock(waiting, at('2026-12-01T10:00:00.000Z'))).toMatchObject({
    kind: 'due',
    days: 0,
  });
  expect(dataRequestClock(waiting, at('2026-12-01T10:01:00.000Z'))).toEqual({
    kind: 'overdue',
    dueAt: '2026-12-01T10:00:00.000Z',
    days: 1,
  });
  expect(dataRequestClock(waiting, at('2026-12-04T09:00:00.000Z'))).toMatchObject({
    kind: 'overdue',
    days: 3,
  });
});

test('a request marked done has no clock running, however late it was', () => {
  const done = { receivedAt, doneAt: '2026-12-20T08:00:00.000Z' };
  expect(dataRequestClock(done, at('2027-01-01T00:00:00.000Z'))).toEqual({
    kind: 'done',
    doneAt: '2026-12-20T08:00:00.000Z',
  });
});

test('a nomination and a complaint say what the message must hold; an erasure needs none', () => {
  const request = (type: string, message = '') => ({
    email: 'priya@example.in',
    phone: '',
    request: type,
    message,
  });
  expect(validateDataRequest(request('nominate'))).toEqual({
    message: 'Please tell us whom you nominate and how to reach them',
  });
  expect(validateDataRequest(request('grievance'))).toEqual({
    message: 'Please tell us what your complaint is',
  });
  expect(validateDataRequest(request('nominate', 'My sister, Anu, anu@example.in'))).toEqual({});
  expect(validateDataRequest(request('erasure'))).toEqual({});
  expect(validateDataRequest(request('delete-everything'))).toEqual({
    request: 'Please choose what you are asking for',
  });
});
