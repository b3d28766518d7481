import { expect, test } from 'vitest';
import { monthsText, monthsTextDays, shortestRetentionDays } from './retention.ts';

test.each([
  [365, '12 months'],
  [730, '24 months'],
  [1095, '36 months'],
  [30, '1 month'],
  [61, '2 months'],
  [45, '45 days'],
  [60, '60 days'],
  [90, '90 days'],
  [400, '400 days'],
  [1, '1 day'],
])('%i days are said as %s', (days, text) => {
  expect(monthsText(days)).toBe(text);
});

test('a period said in months reads back as the days it was written from', () => {
  for (let days = shortestRetentionDays; days <= 3650; days += 1) {
    const [count = '', unit = ''] = monthsText(days).split(' ');
    if (unit.startsWith('month')) expect(monthsTextDays(Number(count))).toBe(days);
  }
});
