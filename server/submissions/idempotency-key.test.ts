import { expect, test } from 'vitest';
import { InvalidIdempotencyKey, parseIdempotencyKey } from './idempotency-key.ts';

const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';

test('no header means no key', () => {
  expect(parseIdempotencyKey(undefined)).toBeUndefined();
});

test('bare and quoted UUIDs are the same key, in lower case', () => {
  expect(parseIdempotencyKey(key)).toBe(key);
  expect(parseIdempotencyKey(`"${key.toUpperCase()}"`)).toBe(key);
});

test.each(['', 'abc', `${key}x`, `"${key}`, `{${key}}`])('%j is refused', (value) => {
  expect(() => parseIdempotencyKey(value)).toThrow(InvalidIdempotencyKey);
});

test('two headers are refused', () => {
  expect(() => parseIdempotencyKey([key, key])).toThrow(InvalidIdempotencyKey);
});
