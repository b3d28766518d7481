import { expect, test } from 'vitest';
import {
  deliveredText,
  kindLabel,
  readRecord,
  recordName,
  recordTopic,
  topicLabel,
} from './outbox-record.ts';

const stored = {
  id: 'r1',
  kind: 'data-requests',
  payload: { email: 'priya@example.in', phone: '', request: 'erasure', message: '' },
  key: 'k1',
  keyAt: 1,
  savedAt: 1,
  status: 'queued',
  attempts: 0,
  retryAt: 0,
  serverRetryAt: 0,
};

test('a kept data request reads back as one, named by its email and what it asks', () => {
  const record = readRecord(stored);
  expect(record?.payload).toEqual(stored.payload);
  if (!record) throw new Error('not read');
  expect(kindLabel(record.kind)).toBe('Data request');
  expect(topicLabel(record.kind)).toBe('Request');
  expect(recordTopic(record)).toBe('Erase my data');
  expect(recordName(record)).toBe('priya@example.in');
  expect(deliveredText(record)).toBe('Your data request was sent');
});

test('a record of a kind this app does not know is not read', () => {
  expect(readRecord({ ...stored, kind: 'complaints' })).toBeUndefined();
});
