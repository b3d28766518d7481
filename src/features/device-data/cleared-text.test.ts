import { expect, test } from 'vitest';
import { clearedText } from './cleared-text.ts';

test('the result names what went and what stays', () => {
  expect(clearedText({ drafts: 1, savedContent: 9, savedCopies: 1, submissions: 0 }, 2)).toBe(
    "Cleared: 1 draft, 9 saved pages' content and 1 saved copy of a page or picture. Kept: 2 waiting submissions, sent when this device is back online.",
  );
  expect(clearedText({ drafts: 0, savedContent: 0, savedCopies: 0, submissions: 1 }, 0)).toBe(
    'Cleared: 1 waiting submission.',
  );
});

test('with nothing to clear, it says so', () => {
  expect(clearedText({ drafts: 0, savedContent: 0, savedCopies: 0, submissions: 0 }, 0)).toBe(
    'Cleared: there were no drafts or saved content on this device.',
  );
});
