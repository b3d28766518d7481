import { afterEach, expect, test, vi } from 'vitest';
import { report, reportAndUse } from './report.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a failure is told once per place and kind of error, however often it recurs', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const offline = new TypeError('Failed to fetch');
  for (let attempt = 0; attempt < 3; attempt++) report('A widget could not load', offline);
  report('A widget could not load', new DOMException('Full', 'QuotaExceededError'));
  report('A picture could not be kept', offline);
  expect(warn.mock.calls).toEqual([
    ['A widget could not load:', offline],
    ['A widget could not load:', expect.objectContaining({ name: 'QuotaExceededError' })],
    ['A picture could not be kept:', offline],
  ]);
});

test('a catch handler reports the failure and goes on with the fallback', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const failure = new Error('no storage');
  const count = await Promise.reject(failure).catch(reportAndUse('Counting failed', 0));
  expect(count).toBe(0);
  expect(warn).toHaveBeenCalledWith('Counting failed:', failure);
});
