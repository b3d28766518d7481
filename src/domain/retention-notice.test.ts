import { expect, test } from 'vitest';
import { readRetention, statesOwnRetention, withRetention } from './retention-notice.ts';

const page =
  '<p>Kept for <span data-retention="inquiryDays">365 days</span> and <span data-retention="applicationDays">730 days</span>.</p>';

test('the periods written into a page are the ones read back from it', () => {
  const served = withRetention(page, { inquiryDays: 90, applicationDays: 31 });
  expect(served).toContain('<span data-retention="inquiryDays">90 days</span>');
  expect(readRetention(served)).toEqual({ inquiryDays: 90, applicationDays: 31 });
});

test('a page without the marked periods is left as it is', () => {
  const other = '<p>Kept for 365 days.</p>';
  expect(withRetention(other, { inquiryDays: 90, applicationDays: 31 })).toBe(other);
  expect(readRetention(other)).toEqual({});
});

test('a page states its own periods only when they are not the defaults it was built with', () => {
  expect(statesOwnRetention(page)).toBe(false);
  expect(statesOwnRetention(withRetention(page, { inquiryDays: 365, applicationDays: 400 }))).toBe(
    true,
  );
});
