import { expect, test } from 'vitest';
import { fromLocalInput, sourceName, toLocalInput } from './lead-format.ts';

test('a follow-up field’s value and the instant it names go both ways on this device’s clock', () => {
  const at = fromLocalInput('2030-01-15T10:30');
  expect(at).toBe(new Date(2030, 0, 15, 10, 30).toISOString());
  expect(toLocalInput(at as string)).toBe('2030-01-15T10:30');
  expect(fromLocalInput('')).toBeNull();
  expect(fromLocalInput('2030-13-45T99:99')).toBeNull();
});

test('a lead without an event came from the website', () => {
  expect(sourceName({ event: null })).toBe('Website');
  expect(sourceName({ event: 'Madurai College Day' })).toBe('Madurai College Day');
});
