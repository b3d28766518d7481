import { expect, test } from 'vitest';
import { readRetention, withRetention } from '../../src/domain/page-document.ts';
import { paths, prerenderedPageFile } from '../../src/domain/paths.ts';
import { defaultRetention } from '../../src/domain/retention.ts';
import { readDist } from './dist.ts';

const privacyPage = () => readDist(prerenderedPageFile(paths.privacy));

test('the pre-rendered privacy page states the default retention where the server can rewrite it', () => {
  expect(readRetention(privacyPage())).toEqual(defaultRetention);
});

test('the server’s periods written into the built page read back from it', () => {
  const served = withRetention(privacyPage(), { inquiryDays: 90, applicationDays: 400 });
  expect(readRetention(served)).toEqual({ inquiryDays: 90, applicationDays: 400 });
  expect(served).toContain(
    'Inquiries are kept for <span data-retention="inquiryDays">90 days</span>',
  );
});

test('the pre-rendered forms state their default period where the server can rewrite it', () => {
  const contact = readDist(prerenderedPageFile(paths.contact));
  const apply = readDist(prerenderedPageFile(paths.apply));
  expect(readRetention(contact)).toEqual({ inquiryDays: defaultRetention.inquiryDays });
  expect(readRetention(apply)).toEqual({ applicationDays: defaultRetention.applicationDays });
  const served = withRetention(contact, { inquiryDays: 45, applicationDays: 1095 });
  expect(served).toContain(
    '<span data-retention="inquiryDays" data-retention-words="months">45 days</span>, then delete them',
  );
  expect(readRetention(served)).toEqual({ inquiryDays: 45, applicationDays: 1095 });
});
